# ruff: noqa: E501
"""Writes heldout82_credentials.yaml and heldout82_lookalikes.yaml: held-out batch 82.

Persona: a full-stack freelancer in Mexico City (Narvarte) who builds shops and booking apps
for small clients. Writes to the assistant in chilango Spanish mixed with English tech terms:
Mercado Pago, Conekta, Stripe and OpenPay keys, SAT e.firma/FIEL and CIEC for invoicing,
Firebase/Supabase projects, AWS and DigitalOcean, GitHub, MongoDB Atlas, WhatsApp Business and
Twilio, plus personal stuff: BBVA/Banorte NIPs, bank token codes and the building gate code.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    card_expiry,
    digits,
    epoch,
    groups,
    hexs,
    jwt,
    luhn,
    mac,
    openai_project_key,
    openssh_private,
    pem_body,
    phrase,
    pick,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

SEED_WORDS = [
    "abandon", "ability", "acoustic", "actor", "advice", "afraid", "agent", "alarm", "almost",
    "anchor", "angry", "apple", "arena", "armor", "arrow", "artist", "august", "autumn", "avocado",
    "badge", "bamboo", "banana", "barrel", "beach", "bicycle", "blanket", "bronze", "cactus",
    "camera", "canal", "carbon", "castle", "cherry", "circle", "coconut", "copper", "coyote",
    "desert", "dolphin", "eagle", "embrace", "fiesta", "garden", "ginger", "harvest", "island",
    "jaguar", "lemon", "marble", "mango", "nephew", "orbit", "pepper", "planet", "salsa",
    "tortoise", "velvet", "volcano", "walnut", "zebra",
]
PW_WORDS = ["Chilaquiles", "Tacos", "Narvarte", "Coyoacan", "Xochimilco", "Pumas", "Chapultepec",
            "Mezcal", "Tlacoyo", "Jacaranda", "Ajolote", "Popocatepetl"]


def pwd() -> str:
    """A password this persona would choose or a manager would generate."""
    return pick(
        f"{pick(*PW_WORDS)}{pick('#', '!', '.', '$', '*')}{digits(4)}{pick('', 'mx', 'Dev')}",
        rnd(ALNUM + "!#$%&*-_", 16),
        rnd(ALNUM, 18),
        f"{pick(*PW_WORDS).lower()}_{pick(*PW_WORDS)}{digits(2)}!",
    )


def clabe(bank: str | None = None) -> str:
    """An 18-digit CLABE with a valid check digit (weights 3, 7, 1)."""
    body = (bank or pick("012", "072", "014", "646", "002")) + pick("180", "320", "010") + digits(11)
    weights = [3, 7, 1] * 6
    total = sum((int(c) * w) % 10 for c, w in zip(body, weights, strict=False))
    return body + str((10 - total % 10) % 10)


def mp_token(prefix: str = "APP_USR") -> str:
    return f"{prefix}-{digits(16, True)}-{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{secrets.randbelow(24):02d}-{hexs(32)}-{digits(9, True)}"


def mp_public(prefix: str = "APP_USR") -> str:
    return f"{prefix}-{uid()}"


def wa_token() -> str:
    return "EAA" + pick("G", "J", "Q", "B") + rnd(ALNUM, pick(180, 196, 210))


def supa_ref() -> str:
    return rnd(LOWER, 20)


def supa_jwt(ref: str, role: str) -> str:
    iat = epoch()
    return jwt({"iss": "supabase", "ref": ref, "role": role, "iat": iat, "exp": iat + 315_360_000})


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def gh_fine() -> str:
    return f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}"


def dop() -> str:
    return "dop_v1_" + hexs(64)


def twilio_sid(prefix: str = "AC") -> str:
    return prefix + hexs(32)


def mx_phone() -> str:
    return f"+52 55 {digits(4, True)} {digits(4)}"


def sat_folio() -> str:
    return uid().upper()


def gcp_private_key() -> str:
    return "-----BEGIN PRIVATE KEY-----\n" + pem_body(6) + "\n-----END PRIVATE KEY-----\n"


def linea_captura() -> str:
    return rnd(UPPER + DIGITS, 20)


def credentials() -> Rows:
    r = Rows()

    # --- Mercado Pago ---
    r.add(
        "mercadopago_access_token",
        f"access token de MP de la tienda de la señora Lupita (prod):\n{mp_token()}",
        f"ojo q el de pruebas es este, no lo confundas con el de prod\nMP_ACCESS_TOKEN={mp_token('TEST')}",
        f"curl -X GET https://api.mercadopago.example/v1/payments/search -H 'Authorization: Bearer {mp_token()}'  <- guardalo pa revisar pagos de la pasteleria",
    )
    r.add(
        "mercadopago_client_secret",
        f"MP app 'reservas-yoga': client_id {digits(16, True)} / client_secret {rnd(ALNUM, 32)}",
        f"para el OAuth de marketplace necesito el client secret: {rnd(ALNUM, 32)} (el client id es {digits(16, True)})",
    )
    # --- Conekta ---
    r.add(
        "conekta_private_key",
        f"Conekta llave privada producción de Ferretería Don Beto: key_{rnd(ALNUM, 27)}",
        f"CONEKTA_PRIVATE_KEY=key_{rnd(ALNUM, 25)}\n# la publica va en el front, esta NO",
        f"neta acuérdate, la privada de conekta de sandbox es key_{rnd(ALNUM, 27)} , la rotamos en marzo",
    )
    # --- Stripe ---
    r.add(
        "stripe_secret_key",
        f"stripe sk del cliente gringo (live!!): sk_live_51{rnd(ALNUM, 97)}",
        f"export STRIPE_SECRET_KEY=sk_test_51{rnd(ALNUM, 97)}",
        f"Restricted key solo lectura pa el dashboard de métricas: rk_live_51{rnd(ALNUM, 97)}",
    )
    r.add(
        "stripe_webhook_signing_secret",
        f"whsec del endpoint de /api/stripe/webhook en prod -> whsec_{rnd(ALNUM, 32)}",
        f"stripe listen me dio este secret local: whsec_{hexs(64)}\n(cambia cada vez q reinicio el CLI creo)",
        f"STRIPE_WEBHOOK_SECRET=\"whsec_{rnd(ALNUM, 32)}\"",
    )
    # --- OpenPay ---
    r.add(
        "openpay_private_key",
        f"OpenPay sandbox\nmerchant: m{rnd(LOWER + DIGITS, 19)}\nllave privada: sk_{hexs(32)}",
        f"openpay prod del gym -> OPENPAY_PRIVATE_KEY=sk_{hexs(32)}",
        f"la sk de openpay que me pasó el contador del cliente: sk_{hexs(32)} (merchant m{rnd(LOWER + DIGITS, 19)})",
    )
    # --- SAT ---
    r.add(
        "sat_efirma_password",
        f"contraseña de la e.firma (FIEL), la del .key: {pwd()}",
        f"FIEL mía, vence en 2028. clave privada del archivo Claveprivada_FIEL.key -> {pick(*PW_WORDS)}{digits(6)}",
        f"para timbrar con el PAC necesito el CSD:\n- cer: 00001000000{digits(9)}.cer\n- key: CSD_sucursal.key\n- pass del key: {rnd(ALNUM, 12)}",
        f"e.firma de la empresa del tío Memo, contraseña {pwd()} (no se la des a nadie, ni al contador nuevo)",
    )
    r.add(
        "sat_ciec",
        f"CIEC del SAT (mía): {rnd(ALNUM, 8)}",
        f"portal del SAT -> RFC + contraseña. la contraseña (CIEC) es {rnd(UPPER + DIGITS, 8)}",
        f"mi hermana me pidió que le guarde su CIEC pa sacar su constancia: {rnd(LOWER + DIGITS, 8)}",
    )
    r.add(
        "pac_timbrado_credentials",
        f"Facturapi live key de la tienda: sk_live_{rnd(ALNUM, 40)}",
        f"usuario PAC timbrado: timbrado@acme.example / pass {pwd()}  (endpoint https://timbrado.acme.test/cfdi40)",
        f"FACTURAPI_KEY=sk_test_{rnd(ALNUM, 40)}",
    )

    # --- Firebase / Supabase ---
    sa_id = f"app-citas-{rnd(LOWER + DIGITS, 5)}"
    sa = {
        "type": "service_account",
        "project_id": sa_id,
        "private_key_id": hexs(40),
        "private_key": gcp_private_key(),
        "client_email": f"firebase-adminsdk-{rnd(LOWER + DIGITS, 5)}@{sa_id}.iam.gserviceaccount.example",
        "client_id": digits(21, True),
    }
    r.add(
        "firebase_service_account_key",
        "serviceAccountKey.json del proyecto de citas (admin sdk):\n" + json.dumps(sa, indent=2),
        f"FIREBASE_PRIVATE_KEY=\"-----BEGIN PRIVATE KEY-----\\n{b64(secrets.token_bytes(96))}\\n-----END PRIVATE KEY-----\\n\"\nFIREBASE_CLIENT_EMAIL=firebase-adminsdk@{sa_id}.iam.gserviceaccount.example",
        f"private_key_id {hexs(40)} y la llave:\n{gcp_private_key()}",
    )
    r.add(
        "firebase_legacy_server_key",
        f"server key de FCM (legacy) pa las push de la app de delivery: AAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}",
        f"FCM_SERVER_KEY=AAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}",
    )
    ref1, ref2, ref3 = supa_ref(), supa_ref(), supa_ref()
    r.add(
        "supabase_service_role_key",
        f"SUPABASE_SERVICE_ROLE_KEY={supa_jwt(ref1, 'service_role')}\n# SOLO backend, bypass RLS",
        f"service_role de supa (proyecto {ref2}):\n{supa_jwt(ref2, 'service_role')}",
        f"la key secreta nueva de supabase: sb_secret_{rnd(URLSAFE, 32)}",
    )
    r.add(
        "supabase_db_connection_string",
        f"DATABASE_URL=postgresql://postgres.{ref3}:{rnd(ALNUM, 16)}@aws-0-us-east-1.pooler.supabase.example:6543/postgres",
        f"pass de la db de supabase (la q pide el pooler): {pwd()}",
        f"psql 'postgresql://postgres:{rnd(ALNUM, 20)}@db.{supa_ref()}.supabase.example:5432/postgres'",
    )

    # --- Cloud ---
    r.add(
        "aws_access_key",
        f"AWS del cliente de la inmobiliaria (usuario iam deploy-bot)\nAccess key: {aws_key_id()}\nSecret: {aws_secret()}",
        f"[default]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = us-east-1",
        f"AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()} npx sst deploy --stage prod",
        f"secret access key del bucket de fotos: {aws_secret()}",
    )
    r.add(
        "aws_console_password",
        f"consola aws cuenta {aws_account()}, usuario iam 'mau.dev', pwd {pwd()}",
        f"root del aws personal: mauricio.dev@acme.example / {pwd()} (tiene MFA en el cel)",
    )
    r.add(
        "digitalocean_token",
        f"DO token (read+write) pa terraform: {dop()}",
        f"doctl auth init --access-token {dop()}",
        f"DIGITALOCEAN_ACCESS_TOKEN={dop()}\n# el de solo lectura ya lo borré",
    )
    r.add(
        "droplet_root_password",
        f"droplet 'tienda-prod' ip 10.20.0.{secrets.randbelow(250) + 2}\nuser root\npass {pwd()}",
        f"contraseña root del droplet viejito (ubuntu 20): {rnd(ALNUM + '#$%', 14)} ya se que debería usar llave",
    )
    r.add(
        "ssh_private_key",
        f"llave ssh del deploy del VPS, la q está en el GitHub Action:\n{openssh_private()}",
        f"id_ed25519 de la laptop del trabajo, por si se me muere el disco:\n{openssh_private()}",
    )

    # --- GitHub / npm / CI ---
    r.add(
        "github_token",
        f"PAT classic con scope repo: {ghp()}",
        f"git remote set-url origin https://mau-dev:{ghp()}@github.acme.test/mau-dev/tienda.git",
        f"fine-grained token (solo repo reservas-yoga, expira en 90 días)\n{gh_fine()}",
        f"GH_TOKEN={ghp()} gh release create v1.4.0",
    )
    r.add(
        "github_recovery_codes",
        f"códigos de recuperación de GitHub (guardar!!)\n{recovery_codes(8, 'github')}",
        f"github recovery codes, ya usé el primero:\n{recovery_codes(6, 'github')}",
    )
    r.add(
        "npm_token",
        f"//registry.npmjs.example/:_authToken=npm_{rnd(ALNUM, 36)}",
        f"token de npm pa publicar @maudev/ui-kit: npm_{rnd(ALNUM, 36)}",
    )
    r.add(
        "docker_hub_token",
        f"docker login -u maudev -p dckr_pat_{rnd(URLSAFE, 27)}",
        f"access token de docker hub (CI): dckr_pat_{rnd(URLSAFE, 27)}",
    )
    r.add(
        "vercel_token",
        f"VERCEL_TOKEN={rnd(ALNUM, 24)}  (para el deploy desde gh actions)",
        f"token de vercel de la cuenta del cliente, team 'panaderia-rosita': {rnd(ALNUM, 24)}",
    )
    r.add(
        "cloudflare_api_token",
        f"Cloudflare API token (Zone DNS edit) -> {rnd(URLSAFE, 40)}",
        f"CF_API_TOKEN={rnd(URLSAFE, 40)}\nCF_ZONE=tienda.acme.example",
        f"global api key de cloudflare (si ya sé, no debería usarla): {hexs(37)}",
    )
    r.add(
        "ngrok_authtoken",
        f"ngrok config add-authtoken {digits(1, True)}{rnd(ALNUM, 26)}_{rnd(ALNUM, 21)}",
        f"authtoken de ngrok pa probar webhooks de MP en local: {digits(1, True)}{rnd(ALNUM, 26)}_{rnd(ALNUM, 21)}",
    )
    r.add(
        "sentry_auth_token",
        f"SENTRY_AUTH_TOKEN={hexs(64)}  # pa subir sourcemaps",
        f"token de sentry org maudev: sntrys_{rnd(URLSAFE, 120)}",
    )

    # --- DBs ---
    r.add(
        "mongodb_atlas_uri",
        f"MONGODB_URI=mongodb+srv://app_user:{rnd(ALNUM, 16)}@cluster0.{rnd(LOWER + DIGITS, 5)}.mongodb.example/tienda?retryWrites=true&w=majority",
        f"atlas de la app de entregas\nuser: entregas_admin\npass: {pwd()}\ncluster: cluster-entregas.{rnd(LOWER + DIGITS, 5)}.mongodb.example",
        f"mongosh \"mongodb+srv://cluster1.{rnd(LOWER + DIGITS, 5)}.mongodb.example/\" --username mau --password '{pwd()}'",
    )
    r.add(
        "postgres_password",
        f"docker-compose local:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: tienda\n      POSTGRES_PASSWORD: {pwd()}",
        f"postgres de staging en el droplet -> postgres://tienda:{rnd(ALNUM, 18)}@db.acme.internal:5432/tienda_staging",
        f"pw del usuario readonly de metabase: {pwd()}",
    )
    r.add(
        "mysql_root_password",
        f"MYSQL_ROOT_PASSWORD={pwd()} (wordpress viejo de la clínica)",
        f"mysql -h mysql.acme.internal -u root -p'{rnd(ALNUM + '#!', 14)}' clinica_wp",
    )
    r.add(
        "redis_url_with_password",
        f"REDIS_URL=redis://default:{rnd(ALNUM, 32)}@redis-{digits(5, True)}.cache.acme.test:{digits(5, True)}",
        f"upstash redis token del rate limiter: {rnd(URLSAFE, 64)}=",
    )

    # --- Messaging ---
    r.add(
        "whatsapp_business_token",
        f"token permanente del system user de WhatsApp Cloud API (negocio de uñas de mi prima):\n{wa_token()}",
        f"WHATSAPP_TOKEN={wa_token()}\nWHATSAPP_PHONE_ID={digits(15, True)}",
        f"curl -X POST https://graph.acme.test/v19.0/{digits(15, True)}/messages -H \"Authorization: Bearer {wa_token()}\" -d @msg.json",
    )
    r.add(
        "whatsapp_webhook_verify_token",
        f"verify token que puse en el webhook de Meta: {rnd(ALNUM, 24)}",
        f"app secret de la app de meta (pa validar X-Hub-Signature-256): {hexs(32)}",
    )
    r.add(
        "twilio_auth_token",
        f"Twilio\nAccount SID {twilio_sid()}\nAuth Token {hexs(32)}",
        f"TWILIO_AUTH_TOKEN={hexs(32)}",
        f"curl -u {twilio_sid()}:{hexs(32)} https://api.twilio.example/2010-04-01/Accounts.json",
    )
    r.add(
        "twilio_api_key_secret",
        f"API key de twilio pa el OTP por sms: SID {twilio_sid('SK')} / secret {rnd(ALNUM, 32)}",
        f"TWILIO_API_KEY={twilio_sid('SK')}\nTWILIO_API_SECRET={rnd(ALNUM, 32)}",
    )
    r.add(
        "telegram_bot_token",
        f"bot de telegram que me avisa de pedidos nuevos: {digits(10, True)}:AA{rnd(URLSAFE, 33)}",
        f"TELEGRAM_BOT_TOKEN={digits(10, True)}:AA{rnd(URLSAFE, 33)} chat_id=-100{digits(10, True)}",
    )
    r.add(
        "sendgrid_api_key",
        f"SENDGRID_API_KEY={sendgrid_key()}",
        f"key de sendgrid de la cuenta de la escuela (solo mail send): {sendgrid_key()}",
    )
    r.add(
        "resend_api_key",
        f"resend pa los correos de confirmación de reservas: re_{rnd(ALNUM, 8)}_{rnd(ALNUM, 24)}",
        f"RESEND_API_KEY=re_{rnd(ALNUM, 8)}_{rnd(ALNUM, 24)}",
    )
    r.add(
        "smtp_password",
        f"smtp de la clínica: smtp.acme.example:587 user no-reply@clinica.acme.example pass {pwd()}",
        f"contraseña de aplicación de gmail pa nodemailer (cuenta del taller): {app_password()}",
        f"MAIL_PASSWORD=\"{app_password()}\"\nMAIL_USER=taller.mecanico@acme.example",
    )

    # --- AI / misc APIs ---
    r.add(
        "openai_api_key",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"la key de openai del chatbot de la inmobiliaria, tiene límite de 20 usd: {openai_project_key()}",
    )
    r.add(
        "google_oauth_client_secret",
        f"google login de la app de citas:\nclient id {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.example\nclient secret GOCSPX-{rnd(URLSAFE, 28)}",
        f"GOOGLE_CLIENT_SECRET=GOCSPX-{rnd(URLSAFE, 28)}",
    )
    r.add(
        "paypal_client_secret",
        f"PayPal REST live\nclient id: A{rnd(URLSAFE, 79)}\nsecret: E{rnd(URLSAFE, 79)}",
        f"PAYPAL_CLIENT_SECRET=E{rnd(URLSAFE, 79)}",
    )
    r.add(
        "nextauth_secret",
        f"NEXTAUTH_SECRET={b64(secrets.token_bytes(32))}",
        f"secret de auth.js que generé con openssl rand -base64 32: {b64(secrets.token_bytes(32))}",
        f"JWT_SECRET={hexs(64)}  # el del backend express de la tienda, NO cambiar o truenan las sesiones",
    )
    r.add(
        "session_cookie",
        f"cookie de sesión del admin de la tienda pa probar con postman: connect.sid=s%3A{rnd(URLSAFE, 32)}.{rnd(B64, 43)}",
        f"next-auth.session-token={jwt({'name': 'Mau', 'email': 'mau@acme.example', 'sub': uid(), 'iat': epoch()})}",
        f"Cookie: PHPSESSID={rnd(LOWER + DIGITS, 26)} (admin del wordpress de la clínica, dura 24h)",
    )
    r.add(
        "totp_seed",
        f"secreto TOTP de la cuenta de aws root (por si pierdo el cel): {groups(rnd(BASE32, 32), 4)}",
        f"otpauth://totp/GitHub:mau-dev?secret={rnd(BASE32, 32)}&issuer=GitHub",
        f"clave de configuración 2FA de mercado pago: {rnd(BASE32, 16)}",
    )
    r.add(
        "password_manager_master",
        f"master password de bitwarden: {phrase(SEED_WORDS, 5, '-')}-{digits(2)}",
        f"contraseña maestra de 1password (la familiar): {pick(*PW_WORDS)} {pick(*PW_WORDS)} {digits(4)} {pick(*PW_WORDS)}",
    )
    r.add(
        "crypto_seed_phrase",
        f"frase semilla de la wallet de metamask (la de prueba con 50 usd):\n{phrase(SEED_WORDS, 12)}",
        f"seed de la ledger:\n1-6: {phrase(SEED_WORDS, 6)}\n7-12: {phrase(SEED_WORDS, 6)}\n13-24: {phrase(SEED_WORDS, 12)}",
    )
    r.add(
        "bitso_api_secret",
        f"Bitso API (solo lectura) key {rnd(ALNUM, 10)} secret {hexs(32)}",
        f"BITSO_API_SECRET={hexs(32)}",
    )

    # --- Personal banking ---
    r.add(
        "bank_card_nip",
        f"NIP de la tarjeta de débito BBVA: {digits(4)}",
        f"nip banorte nómina {digits(4)}, el de la de crédito es {digits(4)}",
        f"se me olvida siempre -> cajero: {digits(4)} (la azul)",
        f"NIP nuevo de la tarjeta de mi mamá que le cambié en el cajero: {digits(4)}",
    )
    r.add(
        "bank_card_with_cvv",
        f"tarjeta digital BBVA pa compras en línea\n{groups(luhn('4152'), 4)}\nvence {card_expiry()} cvv {digits(3)}",
        f"la de crédito banorte: {luhn('5470')} exp {card_expiry()} cvc {digits(3)}",
        f"tarjeta de la empresa pa AWS y DO: {groups(luhn('4931'), 4)} / {card_expiry()} / {digits(3)}",
    )
    r.add(
        "bank_online_password",
        f"BBVA net: usuario es mi número de tarjeta, contraseña {pwd()}",
        f"banca en línea banorte, pass {rnd(ALNUM, 10)}",
        f"Banorte empresas (la cuenta de la LLC): usuario MAUDEV01, contraseña {pwd()}, token físico en el cajón",
    )
    r.add(
        "bank_app_token_code",
        f"código de activación del token móvil de BBVA que me dieron en sucursal: {digits(8, True)}",
        f"banorte móvil: código de seguridad de la app {digits(6)} (el que pide pa transferir)",
        f"clave de activación Banorte Móvil -> {rnd(UPPER + DIGITS, 10)} vence en 48h",
    )
    r.add(
        "sim_pin_puk",
        f"chip de telcel\nPIN {digits(4)}\nPUK {digits(8)}",
        f"PUK del chip de la tablet (at&t): {digits(8)}",
    )

    # --- Home ---
    r.add(
        "building_gate_code",
        f"código del portón del edificio (Narvarte): {digits(4)}#",
        f"pa los repartidores: la puerta de la calle abre con *{digits(4)} y luego el timbre del 302",
        f"el conserje cambió el código del zaguán, ahora es {digits(6)}",
    )
    r.add(
        "home_alarm_code",
        f"alarma de la casa de mis papás en coyoacán: desarmar con {digits(4)}, coacción {digits(4)}",
        f"código alarma depa: {digits(4)} (si suena, llamar a la central y dar la palabra clave '{pick('jacaranda', 'ajolote', 'tlacoyo', 'mezcal')}{digits(2)}')",
    )
    r.add(
        "wifi_password",
        f"wifi casa: Totalplay-{hexs(4).upper()} / {rnd(ALNUM, 12)}",
        f"red del coworking en la roma: SSID 'Cowork_Roma_5G' clave {pwd()}",
        f"WPA de la oficina del cliente -> {rnd(UPPER + DIGITS, 10)}",
    )
    r.add(
        "router_admin_password",
        f"admin del módem izzi: 192.168.0.1 user admin pass {rnd(ALNUM, 10)}",
        f"router telmex, usuario TELMEX, contraseña de admin {rnd(UPPER + DIGITS, 12)} (la de la etiqueta ya no sirve)",
    )
    r.add(
        "apple_id_password",
        f"apple id de la cuenta de developer (mau.dev@acme.example): {pwd()}",
        f"contraseña específica de app pa subir a testflight con altool: {groups(rnd(LOWER, 16), 4, '-')}",
    )
    r.add(
        "app_store_connect_key",
        f"App Store Connect API key\nKey ID: {rnd(UPPER + DIGITS, 10)}\nIssuer: {uid()}\n-----BEGIN PRIVATE KEY-----\n{pem_body(3)}\n-----END PRIVATE KEY-----",
        f"AuthKey_{rnd(UPPER + DIGITS, 10)}.p8 contenido:\n-----BEGIN PRIVATE KEY-----\n{pem_body(3)}\n-----END PRIVATE KEY-----",
    )
    r.add(
        "android_keystore_password",
        f"keystore de la app de delivery (upload key)\nstorePassword={pwd()}\nkeyAlias=upload\nkeyPassword={pwd()}",
        f"pass del .jks de la app de citas: {rnd(ALNUM, 16)} -- si lo pierdo ya no puedo actualizar en play store!!",
    )
    r.add(
        "basic_auth_staging",
        f"staging tiene basic auth: usuario cliente / {pwd()}",
        f"Authorization: Basic {b64(f'admin:{rnd(ALNUM, 14)}'.encode())}  <- pa pegarle al endpoint viejo del ERP",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    # --- Invoicing / SAT ---
    r.add(
        "cfdi_folio_fiscal",
        f"factura de hosting de marzo timbrada, folio fiscal (UUID): {sat_folio()}",
        f"el contador pide que cancele el CFDI {sat_folio()} y lo sustituya por el {sat_folio()} (motivo 01)",
        f"UUID del complemento de pago de la pastelería: {sat_folio()}  monto 4,640.00",
    )
    r.add(
        "invoice_serie_folio",
        f"facturas emitidas este mes: serie A folio {digits(4, True)} a {digits(4, True)}",
        f"Factura F-{digits(5, True)} del cliente de la inmobiliaria sigue sin pagarse, recordarle el lunes",
        f"folio interno de la factura de Stripe: INV-{rnd(UPPER + DIGITS, 8)}-{digits(4)}",
    )
    r.add(
        "sat_certificate_serial",
        f"número de certificado del CSD que sale en el PDF de la factura: 00001000000{digits(9, True)}",
        f"NoCertificadoSAT=\"00001000000{digits(9, True)}\" (viene en el timbre, es público)",
    )
    r.add(
        "sat_linea_captura",
        f"línea de captura pa pagar el ISR de abril en bbva: {linea_captura()} vence el 17",
        f"pagué la declaración con la línea de captura {linea_captura()}, número de operación {digits(10, True)}",
    )
    r.add(
        "sat_password_talk",
        "la CIEC me la bloquearon por meter mal la contraseña 3 veces, tengo que ir con la e.firma a restablecerla",
        "recordatorio: la e.firma vence en noviembre, sacar cita en el SAT pa renovarla (llevar INE, USB y el correo)",
        "el SAT pide que la contraseña de la FIEL tenga mínimo 8 caracteres; la mía está en bitwarden en 'SAT / FIEL'",
    )
    r.add(
        "sat_file_reference",
        "los archivos de la e.firma están en ~/Documents/SAT/FIEL_2024/ (el .cer y el .key); la contraseña NO está ahí, está en el gestor",
        f"el .cer del CSD es público, se lo mandé al PAC: CSD_Matriz_{digits(8)}.cer",
    )

    # --- Bank receiving data ---
    r.add(
        "clabe_for_payments",
        f"mis datos pa que me paguen por SPEI:\nBanco: BBVA\nCLABE: {clabe('012')}\nA nombre de Mauricio (freelance)",
        f"CLABE de la cuenta Banorte de la LLC pa las facturas: {clabe('072')}",
        f"el cliente me depositó a la CLABE {clabe('646')} (la de STP), verificar que llegó",
    )
    r.add(
        "spei_tracking_key",
        f"clave de rastreo del SPEI de la señora Lupita: MBAN0100{digits(18)}",
        f"transferencia banorte, referencia numérica {digits(7)}, clave de rastreo {rnd(UPPER + DIGITS, 24)}",
        f"comprobante CEP: rastreo BNET01002{digits(15)}, monto 12,500.00",
    )
    r.add(
        "card_last_digits",
        f"la suscripción de DO se cobra a la tarjeta terminación {digits(4)}, cambiarla a la de la empresa",
        f"cargo no reconocido en la BBVA con terminación {digits(4)} — levanté aclaración folio {digits(10, True)}",
    )
    r.add(
        "bank_token_talk",
        "el token móvil de BBVA se desvinculó al cambiar de cel, hay que ir a sucursal con INE pa reactivarlo",
        "Banorte cambió la política: el NIP ahora tiene que ser de 4 dígitos no consecutivos; ya lo cambié en el cajero",
        "nunca dar el código del token por teléfono, el banco NO lo pide (me acaban de marcar pa phishing)",
    )

    # --- Orders / tracking ---
    r.add(
        "marketplace_order_number",
        f"pedido de mercado libre (el monitor): #{2000000000000000 + secrets.randbelow(10**15)}",
        f"compra en amazon mx orden {digits(3, True)}-{digits(7)}-{digits(7)}, llega el jueves",
        f"orden de la tienda del cliente pa revisar el bug del descuento: ORD-{rnd(UPPER + DIGITS, 10)}",
    )
    r.add(
        "shipping_tracking_number",
        f"guía estafeta de las muestras: {digits(22, True)}",
        f"DHL tracking {digits(10, True)} (el paquete con la laptop del cliente)",
        f"fedex {digits(12, True)} — entrega en Narvarte, CP 03020",
    )
    r.add(
        "mercadopago_payment_ids",
        f"pago aprobado MP payment_id {digits(11, True)}, external_reference tienda-{digits(6)}",
        f"preference id del checkout pro: {digits(9, True)}-{uid()}",
        f"MP merchant_order {digits(11, True)} quedó en 'opened', revisar el IPN",
    )
    r.add(
        "stripe_object_ids",
        f"el cargo que falló: pi_3{rnd(ALNUM, 23)} (customer cus_{rnd(ALNUM, 14)})",
        f"evento reenviado: evt_1{rnd(ALNUM, 23)}, tipo checkout.session.completed",
        f"refund re_3{rnd(ALNUM, 23)} por 850 MXN, el del pedido duplicado",
    )
    r.add(
        "stripe_webhook_endpoint_id",
        f"endpoint del webhook en stripe: we_1{rnd(ALNUM, 23)} -> https://api.acme.example/stripe/webhook",
        f"borré el endpoint viejo we_1{rnd(ALNUM, 23)}, el signing secret vive en el .env del servidor (no lo copio aquí)",
    )
    r.add(
        "conekta_order_ids",
        f"orden conekta ord_{rnd(ALNUM, 17)} pagada con OXXO, referencia {digits(14, True)}",
        f"charge id de conekta: {hexs(24)} — el cliente dice que pagó pero sigue pending_payment",
    )
    r.add(
        "oxxo_pay_reference",
        f"referencia OXXO Pay pa que el cliente pague en tienda: {groups(digits(14, True), 4, '-')}",
        f"referencia de pago en 7-Eleven (openpay): {digits(30, True)}",
    )
    r.add(
        "travel_booking",
        f"vuelo a Monterrey, clave de reservación Aeroméxico: {rnd(UPPER, 6)}",
        f"hotel en Oaxaca, confirmación {digits(9, True)}, check in 15:00",
        f"boleto ADO CDMX-Puebla folio {digits(12, True)}, asiento 23",
    )
    r.add(
        "support_ticket_ids",
        f"ticket de soporte DO #{digits(7, True)} por el droplet que no bootea",
        f"reporte telmex por la falla de internet: folio {rnd(UPPER, 2)}{digits(9, True)}",
        f"issue en jira TIENDA-{digits(3, True)}: el cupón no aplica en móvil",
    )

    # --- Public-by-design keys ---
    ref_a, ref_b, ref_c = supa_ref(), supa_ref(), supa_ref()
    r.add(
        "supabase_anon_key",
        f"NEXT_PUBLIC_SUPABASE_ANON_KEY={supa_jwt(ref_a, 'anon')}\n# la anon es pública, va en el bundle; la protección es RLS",
        f"anon key (role anon, no service_role) del proyecto {ref_b}:\n{supa_jwt(ref_b, 'anon')}",
        f"publishable key nueva de supabase pa el front: sb_publishable_{rnd(URLSAFE, 31)}",
    )
    r.add(
        "supabase_project_ref",
        f"project ref de supabase de la app de citas: {ref_c} (región us-east-1)",
        f"supabase link --project-ref {supa_ref()}",
        f"proyectos supa: prod={supa_ref()} staging={supa_ref()}; los passwords de la db están en 1password, no aquí",
    )
    r.add(
        "stripe_publishable_key",
        f"NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_51{rnd(ALNUM, 97)}",
        f"pk de pruebas pa el front del cliente gringo: pk_test_51{rnd(ALNUM, 97)}",
    )
    r.add(
        "mercadopago_public_key",
        f"public key de MP pa el Brick de pagos (va en el front): {mp_public()}",
        f"NEXT_PUBLIC_MP_PUBLIC_KEY={mp_public('TEST')}",
    )
    r.add(
        "conekta_openpay_public_keys",
        f"llave pública de conekta pa tokenizar en el front: key_{rnd(ALNUM, 22)} (la privada la tiene el backend)",
        f"OpenPay.setPublicKey('pk_{hexs(32)}'); OpenPay.setId('m{rnd(LOWER + DIGITS, 19)}');",
        f"openpay merchant id m{rnd(LOWER + DIGITS, 19)} y public key pk_{hexs(32)} pa el deviceSessionId",
    )
    r.add(
        "firebase_web_config",
        f"config web de firebase (es pública, va en el cliente):\nconst firebaseConfig = {{\n  apiKey: \"AIza{rnd(URLSAFE, 35)}\",\n  authDomain: \"app-citas.firebaseapp.example\",\n  projectId: \"app-citas-{rnd(LOWER + DIGITS, 5)}\",\n  messagingSenderId: \"{digits(12, True)}\",\n  appId: \"1:{digits(12, True)}:web:{hexs(22)}\"\n}};",
        f"firebase appId android: 1:{digits(12, True)}:android:{hexs(22)}",
        f"VAPID public key de FCM pa web push: B{rnd(URLSAFE, 86)}",
    )
    r.add(
        "ssh_public_key",
        f"llave pública pa el authorized_keys del droplet nuevo:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} mau@laptop",
        f"deploy key (pública) del repo tienda: ssh-rsa {ssh_pub('ssh-rsa', 200)} deploy@gh-actions",
        f"fingerprint del host del VPS: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (ED25519)",
    )
    r.add(
        "gpg_fingerprint",
        f"mi llave gpg pa firmar commits: {groups(hexs(40).upper(), 4)}",
        f"git config --global user.signingkey {hexs(16).upper()}",
    )
    r.add(
        "crypto_public_address",
        f"dirección pública pa que me paguen en USDC (red polygon): 0x{hexs(40)}",
        f"xpub de la ledger? no, solo la dirección de recepción: bc1q{rnd('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 38)}",
    )
    r.add(
        "twilio_account_ids",
        f"Account SID de twilio del cliente: {twilio_sid()} (el auth token lo tiene él)",
        f"número de twilio pa los SMS de OTP: +1 415 {digits(3, True)} {digits(4)}, messaging service MG{hexs(32)}",
    )
    r.add(
        "whatsapp_business_ids",
        f"WhatsApp Cloud API: phone number id {digits(15, True)}, WABA id {digits(15, True)}",
        f"plantilla aprobada 'confirmacion_cita' id {digits(16, True)}, idioma es_MX",
        f"el número del negocio de uñas es {mx_phone()}, verificado en Business Manager {digits(16, True)}",
    )

    # --- Dev artefacts ---
    r.add(
        "git_commit_sha",
        f"el bug del IVA se metió en el commit {hexs(40)}, revertir",
        f"git cherry-pick {hexs(7)} {hexs(7)}  # los fixes de conekta pa la rama release",
        f"último deploy bueno de prod: {hexs(40)} (tag v2.3.1)",
    )
    r.add(
        "docker_image_digest",
        f"imagen que está en prod: registry.acme.internal/tienda-api@sha256:{hexs(64)}",
        f"node:20-alpine digest sha256:{hexs(64)} (fijarlo en el Dockerfile)",
    )
    r.add(
        "package_integrity_hash",
        f"package-lock cambió el integrity de next: sha512-{b64(secrets.token_bytes(64))}",
        f"checksum del instalador de postgres que bajé: {hexs(64)}",
    )
    r.add(
        "aws_resource_identifiers",
        f"role del lambda: arn:aws:iam::{aws_account()}:role/tienda-api-exec-{rnd(ALNUM, 12)}",
        f"instancia EC2 vieja i-0{hexs(16)} en subnet subnet-0{hexs(16)}, sg sg-0{hexs(16)}",
        f"bucket s3://fotos-inmobiliaria-{rnd(LOWER + DIGITS, 6)} y distribución cloudfront E{rnd(UPPER + DIGITS, 13)}",
    )
    r.add(
        "digitalocean_resource_ids",
        f"droplet id {digits(9, True)} (tienda-prod), ip privada 10.116.0.{secrets.randbelow(250) + 2}",
        f"DO app platform app id {uid()}, db cluster {uid()}",
    )
    r.add(
        "mongodb_object_ids",
        f"el pedido que se duplicó en mongo: ObjectId(\"{hexs(24)}\")",
        f"Atlas project id {hexs(24)}, cluster 'entregas' en M10; el connection string está en el .env del servidor",
    )
    r.add(
        "request_correlation_ids",
        f"error 500 en prod, x-request-id {uid()} a las 14:32",
        f"vercel deployment dpl_{rnd(ALNUM, 28)} falló por timeout en el build",
        f"sentry issue {hexs(32)} — TypeError en el checkout",
    )
    r.add(
        "github_actions_ids",
        f"run de actions #{digits(10, True)} se cayó en el paso de deploy (falta el secret DO_TOKEN en el repo)",
        f"webhook delivery de github {uid()} devolvió 401",
    )
    r.add(
        "env_template_no_values",
        "env.example de la tienda:\nMP_ACCESS_TOKEN=\nCONEKTA_PRIVATE_KEY=\nSTRIPE_SECRET_KEY=\nSUPABASE_SERVICE_ROLE_KEY=\nMONGODB_URI=\n# pedir valores a Mau",
        "variables q faltan en vercel: WHATSAPP_TOKEN, TWILIO_AUTH_TOKEN, OPENPAY_PRIVATE_KEY (todas secretas, ponerlas como sensitive)",
        "en gh actions los secrets se llaman AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY y DIGITALOCEAN_ACCESS_TOKEN; se leen con ${{ secrets.NOMBRE }}",
    )
    r.add(
        "placeholder_values",
        "README del cliente: STRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx (cambiar por la suya)",
        "MONGODB_URI=mongodb+srv://<usuario>:<password>@<cluster>.mongodb.example/<db>",
        "curl -H 'Authorization: Bearer TU_ACCESS_TOKEN_AQUI' https://api.acme.test/v1/pedidos",
    )
    r.add(
        "secret_manager_reference",
        "el access token de MP de prod está en AWS Secrets Manager: tienda/prod/mercadopago",
        "contraseña del droplet -> bitwarden, carpeta 'Clientes / Ferretería'",
        "secretos de la app de citas: doppler proyecto citas, config prd. nunca pegarlos en slack",
        "la e.firma del tío Memo la tiene él en su USB; yo NO la guardo",
    )
    r.add(
        "credential_rotation_log",
        f"rotación {pick('lunes', 'martes', 'viernes')}: regeneré el token de DO y el PAT de github; los viejos quedaron revocados",
        "cambié el NIP de la banorte en el cajero de Insurgentes, ya no es el de antes",
        "Stripe me mandó alerta de key expuesta en un repo público (era de test); la revoqué y la nueva ya está en vercel",
    )
    r.add(
        "password_policy_notes",
        "política pa los usuarios de la tienda: mínimo 12 caracteres, bcrypt cost 12, bloqueo después de 5 intentos",
        "el código OTP por whatsapp es de 6 dígitos y expira en 10 min; guardo solo el hash",
        "el portón del edificio cambia de código cada mes, el conserje lo manda por el grupo de whats",
    )
    r.add(
        "jwt_config_talk",
        "access token de 15 min, refresh de 7 días, algoritmo RS256; la llave privada vive en KMS",
        "el anon key de supabase expira en 2034 según el claim exp, el service_role igual; nada que hacer",
    )
    r.add(
        "semver_versions",
        f"upgrade: next 14.2.{secrets.randbelow(30)} -> 15.0.{secrets.randbelow(5)}, react 19.0.0, node v20.{secrets.randbelow(18)}.{secrets.randbelow(3)}",
        f"sdk de mercado pago v2.{secrets.randbelow(9)}.{secrets.randbelow(9)} rompió el tipado de Preference",
        f"app de delivery versionCode {digits(3, True)}, versionName 3.{secrets.randbelow(9)}.{secrets.randbelow(20)}",
    )

    # --- Network / devices ---
    r.add(
        "ip_and_hostnames",
        f"staging: staging.tienda.acme.example -> 10.20.{secrets.randbelow(255)}.{secrets.randbelow(250) + 2}",
        f"dns A tienda.acme.example = 203.0.113.{secrets.randbelow(250) + 2}, AAAA 2001:db8::{hexs(4)}",
        "db interna: db.acme.internal:5432, redis cache.acme.internal:6379 (solo desde la VPC)",
    )
    r.add(
        "device_mac_serials",
        f"MAC de la laptop pa el filtrado del router: {mac(upper=True)}",
        f"no. de serie de la macbook pa la garantía: C02{rnd(UPPER + DIGITS, 9)}",
        f"IMEI del cel de pruebas android: {digits(15, True)}",
    )
    r.add(
        "wifi_network_names",
        f"la red del depa es Totalplay-{hexs(4).upper()}_5G, la contraseña está pegada atrás del módem",
        "en el coworking conectarse a 'Cowork_Roma_Invitados' (portal cautivo, te pide tu correo)",
    )

    # --- Everyday codes ---
    r.add(
        "mexican_postal_addresses",
        "dirección fiscal: Calle Pitágoras 1100, Col. Narvarte Poniente, CP 03020, Benito Juárez, CDMX",
        "entregar en Av. Universidad 1321 int 4, CP 03310 (el edificio con el portón verde)",
    )
    r.add(
        "phone_numbers",
        f"cliente de la pastelería: Lupita {mx_phone()} (solo por whats)",
        f"contador nuevo, Lic. Ramírez, oficina {mx_phone()} ext {digits(3, True)}",
        f"soporte de conekta: {mx_phone()}",
    )
    r.add(
        "coupon_promo_codes",
        f"cupón del Buen Fin pa la tienda: BUENFIN{digits(2)} (15% off, vence domingo)",
        f"código de referido de DigitalOcean pa mandarle a Pepe: {rnd(LOWER + DIGITS, 12)}",
        f"promo code que configuré en stripe pa la preventa: PREVENTA-{rnd(UPPER + DIGITS, 6)}",
    )
    r.add(
        "product_sku_codes",
        f"SKU del taladro que no aparece en el catálogo: FER-{digits(5, True)}-{rnd(UPPER, 2)}",
        f"código de barras de la caja de tornillos: {digits(13, True)}",
        f"modelo del lector de tarjetas de mercado pago point: MP-{rnd(UPPER + DIGITS, 8)}",
    )
    r.add(
        "vehicle_plates",
        f"placas del coche: {rnd(UPPER, 3)}-{digits(3)}-{rnd(UPPER, 1)}, toca verificación en julio",
        f"el repartidor llegó en la moto {digits(2)}{rnd(UPPER, 3)}{digits(1)}, anotar por si pasa algo",
    )
    r.add(
        "seed_phrase_reference",
        "la frase semilla de la ledger está en la placa de acero en la caja fuerte de mis papás, NO digital",
        "metamask: exporté solo la dirección pública; la seed nunca la escribo en la compu",
    )
    r.add(
        "hotfix_chat_snippets",
        f"Pepe por whats: 'ya quedó el fix del webhook, lo subí en {hexs(7)}, el secret no lo toqué'",
        "yo al cliente: 'no me mandes la contraseña por correo, compárteme el acceso desde el panel de Vercel con mi correo'",
        f"el QA reportó que el token de sesión no se invalida al hacer logout (ticket TIENDA-{digits(3, True)})",
    )
    r.add(
        "expired_verification_talk",
        "me llegó un SMS de BBVA con un código que yo no pedí — no lo usé, ya reporté",
        "el código de verificación de apple ya caducó, hay que pedir otro cuando esté con el cel",
    )
    r.add(
        "domain_dns_records",
        f"TXT de verificación de google search console: google-site-verification={rnd(URLSAFE, 43)}",
        f"registro DKIM de resend es público: resend._domainkey.tienda.acme.example TXT p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ{rnd(B64, 40)}",
        "_dmarc.tienda.acme.example TXT v=DMARC1; p=quarantine; rua=mailto:dmarc@acme.example",
    )
    r.add(
        "payment_terminal_ids",
        f"terminal Clip del café: serie {digits(10, True)}, afiliación {digits(7, True)}",
        f"mercado pago point smart, device id PAX_A910__SMARTPOS{digits(10, True)}",
    )
    r.add(
        "license_keys_public_info",
        f"licencia de jetbrains vence el {secrets.randbelow(28) + 1}/0{secrets.randbelow(9) + 1}, número de pedido {rnd(UPPER, 1)}{digits(8, True)}",
        f"factura de tailwind ui, order #{digits(6, True)}, la licencia va a nombre de mau@acme.example",
    )
    r.add(
        "hex_color_and_misc",
        f"colores de la marca de la pastelería: #{hexs(6)}, #{hexs(6)} y texto #{hexs(6)}",
        f"hash del archivo de logo en el CDN: logo.{hexs(8)}.webp (next lo genera solo)",
    )
    return r


def main() -> None:
    write_corpora("make_heldout82.py", [
        ("heldout82_credentials.yaml", credentials(), "batch 82 (CDMX full-stack freelancer: payments, SAT, cloud, personal banking), written blind; every value synthetic"),
        ("heldout82_lookalikes.yaml", lookalikes(), "batch 82 look-alikes: CFDI folios, CLABEs, order/tracking ids, public keys, env names, references, written blind"),
    ])


if __name__ == "__main__":
    main()
