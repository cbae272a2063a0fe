# ruff: noqa: E501
"""Writes heldout122_credentials.yaml and heldout122_lookalikes.yaml: held-out batch 122.

Persona: a freelance web developer in Madrid (autónomo) who builds and looks after WordPress
and WooCommerce sites for small local clients. Notes mix Spanish and English, with shorthand
and the odd typo: WordPress admin logins, cPanel/FTP accesses, Stripe keys, clients' SMTP
passwords, a Mailchimp key, the VPS SSH key, Cloudflare tokens, wp-config.php database
passwords, plus the usual paperwork of a Spanish freelancer (FNMT certificate, Cl@ve, bank).

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    b64,
    card_expiry,
    digits,
    ean13,
    epoch,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    openssh_private,
    phrase,
    pick,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

SYMS = "!#%&*+-=?@"
NIF_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"
PLATE_LETTERS = "BCDFGHJKLMNPRSTVWXYZ"
SALT_ALPHABET = ALNUM + "!#$%&()*+,-./:;<=>?@[]^_`{|}~"
WORDS = ["tortilla", "azulejo", "retiro", "gato", "lavapies", "sierra", "naranja", "verano",
         "bicicleta", "tejado", "cometa", "faro", "olivo", "marea", "granito", "chulapo"]
BIP39 = ["abandon", "bridge", "canvas", "dolphin", "eager", "fabric", "gallery", "harbor",
         "iron", "jungle", "kitten", "ladder", "marble", "napkin", "orbit", "pepper",
         "quantum", "rocket", "saddle", "timber", "uniform", "velvet", "walnut", "zebra"]
CLIENTS = ["panaderia-lola", "clinica-dental-sol", "taller-moto-vk", "estudio-yoga-mar",
           "bodega-ruiz", "acme-abogados", "floristeria-iris", "gym-chamberi"]


# --- small local helpers (all values drawn at run time) --------------------------------

def pw() -> str:
    """A password a person picked or a manager generated."""
    return pick(
        rnd(ALNUM + SYMS, 16),
        rnd(ALNUM, 18),
        f"{pick('Lavapies', 'Retiro', 'Malasana', 'Chueca', 'Sol')}{digits(4)}{pick('!', '#', '*', '$')}{pick('gato', 'cafe', 'mar', 'luna')}",
        f"{pick('Tortilla', 'Churro', 'Bocata', 'Cana')}_{digits(2)}_{rnd(UPPER + DIGITS, 5)}",
    )


def client() -> str:
    return pick(*CLIENTS)


def host(sub: str = "") -> str:
    name = client()
    tld = pick("example", "test")
    return f"{sub + '.' if sub else ''}{name}.{tld}"


def nif() -> str:
    n = digits(8)
    return n + NIF_LETTERS[int(n) % 23]


def nie() -> str:
    first = pick("X", "Y", "Z")
    body = digits(7)
    return first + body + NIF_LETTERS[int(str("XYZ".index(first)) + body) % 23]


def cif(org: str = "") -> str:
    letter = org or pick("B", "A", "B", "B")
    body = f"{secrets.randbelow(52) + 1:02d}" + digits(5)
    even = sum(int(body[i]) for i in (1, 3, 5))
    odd = sum(sum(int(c) for c in str(int(body[i]) * 2)) for i in (0, 2, 4, 6))
    ctrl = (10 - (even + odd) % 10) % 10
    if letter in "PQRSNW":
        return letter + body + "JABCDEFGHI"[ctrl]
    return letter + body + str(ctrl)


def es_iban(spaced: bool = True) -> str:
    return iban("ES", digits(20), spaced)


def plate() -> str:
    return digits(4) + rnd(PLATE_LETTERS, 3)


def phone() -> str:
    return f"+34 {pick('6', '7')}{digits(2)} {digits(3)} {digits(3)}"


def stripe_long(prefix: str) -> str:
    return f"{prefix}_live_51{rnd(ALNUM, 14)}{rnd(ALNUM, 84)}"


def stripe_short(prefix: str) -> str:
    return f"{prefix}_live_{rnd(ALNUM, 24)}"


def stripe_id(prefix: str) -> str:
    return f"{prefix}_{pick('1', '3')}{rnd(ALNUM, 23)}"


def recaptcha() -> str:
    return f"6L{pick('c', 'd', 'e', 'f')}{rnd(URLSAFE, 5)}AAAAA{rnd(URLSAFE, 27)}"


def turnstile_site() -> str:
    return f"0x4AAAAAAA{rnd(URLSAFE, 12)}"


def turnstile_secret() -> str:
    return f"0x4AAAAAAA{rnd(URLSAFE, 12)}{rnd(URLSAFE, 13)}"


def mailchimp_key() -> str:
    return f"{hexs(32)}-us{secrets.randbelow(21) + 1}"


def wp_app_password() -> str:
    return groups(rnd(ALNUM, 24), 4)


def wp_salt() -> str:
    return rnd(SALT_ALPHABET, 64).replace("'", "").ljust(64, "x")


def totp_seed() -> str:
    return groups(rnd(BASE32, 32).lower(), 4)


def card() -> str:
    return groups(luhn(pick("4", "51", "55"), 16), 4)


def sha256_b64() -> str:
    return b64(secrets.token_bytes(32)).rstrip("=")


def ga4() -> str:
    return "G-" + rnd(UPPER + DIGITS, 10)


def gtm() -> str:
    return "GTM-" + rnd(UPPER + DIGITS, 7)


def short_sha() -> str:
    return hexs(7)


def sha1() -> str:
    return hexs(40)


def ip() -> str:
    return f"{pick('51', '95', '185', '188')}.{secrets.randbelow(254) + 1}.{secrets.randbelow(254) + 1}.{secrets.randbelow(254) + 1}"


def ym() -> str:
    return f"2025-{secrets.randbelow(12) + 1:02d}"


# --- credentials -----------------------------------------------------------------------

def credentials() -> Rows:
    r = Rows()

    r.add("wordpress_admin_password",
          f"WP admin de {client()}: https://{host()}/wp-admin  user: admin_lola  pass: {pw()}",
          f"acuérdate, la clienta de la floristería cambió la contraseña del wp-admin, ahora es {pw()} (usuario iris_web)",
          f"login wp {host('www')}\nuser: webmaster\n{pw()}\n(no tocar el usuario 'admin', es un honeypot)",
          f"Yoga studio WP — I created an editor account for Marta, her temp password is {pw()} and she must change it on first login")

    r.add("wp_application_password",
          f"App password WP para el n8n del gimnasio (user api_bot): {wp_app_password()}",
          f"curl -u 'api_bot:{wp_app_password()}' https://{host()}/wp-json/wp/v2/posts?status=draft",
          f"headless front de la bodega -> Application Password 'nextjs-build'\n{wp_app_password()}\nsolo se enseña una vez!!")

    r.add("cpanel_password",
          f"cPanel {host()}:2083 usuario {client().split('-')[0]}{digits(2)} / {pw()}",
          f"Hosting compartido clínica dental → cpanel user: cdsol   contraseña {pw()}   (el de WHM no lo tengo, lo lleva el hosting)",
          f"remember: cPanel login for Acme Abogados changed after the hack\nuser acmeabog\npass {pw()}")

    r.add("cpanel_api_token",
          f"token API cPanel para el script de backups: {rnd(UPPER + DIGITS, 32)}",
          f"curl -H 'Authorization: cpanel bodegar:{rnd(UPPER + DIGITS, 32)}' 'https://{host('cpanel')}:2083/execute/Backup/fullbackup_to_homedir'",
          f"cpanel api token (name: deploy-gh) = {rnd(UPPER + DIGITS, 32)}")

    r.add("ftp_password",
          f"FTP panadería: ftp.{client()}.example  puerto 21  usr ftp_lola  pwd {pw()}",
          f"FileZilla -> sitio 'taller moto'\nHost: sftp://{host('ftp')}\nUser: tallervk\nPassword: {pw()}",
          f"lftp -u floris,{rnd(ALNUM, 14)} ftp.floristeria-iris.example -e 'mirror -R dist/ public_html/'",
          f"the gym's old host only does plain FTP (ugh). ftp user gymcham / {pw()}")

    r.add("stripe_secret_key",
          f"Stripe bodega LIVE secret: {stripe_long('sk')}",
          f"STRIPE_SECRET_KEY={stripe_long('sk')}",
          f"clave secreta de stripe de la clínica (la antigua, todavía activa hasta migrar): {stripe_short('sk')}",
          f"define( 'WC_STRIPE_SECRET', '{stripe_long('sk')}' ); // puesto a mano en wp-config porque el plugin falla")

    r.add("stripe_restricted_key",
          f"restricted key para el dashboard de ventas (solo lectura charges+customers): {stripe_long('rk')}",
          f"Stripe rk para Zapier del yoga -> {stripe_long('rk')}",
          f"Restricted API key 'metabase-readonly'\n{stripe_short('rk')}\n(permisos: Charges read, Invoices read)")

    r.add("stripe_webhook_signing_secret",
          f"whsec del endpoint /wc-api/wc_stripe de la bodega: whsec_{rnd(ALNUM, 32)}",
          f"STRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}",
          f"signing secret del webhook nuevo (checkout.session.completed) -> whsec_{rnd(ALNUM, 32)} ojo que es distinto en test")

    r.add("smtp_password",
          f"SMTP clínica: smtp.{client()}.example:587 STARTTLS, user citas@clinica-dental-sol.example, pass {pw()}",
          f"WP Mail SMTP del taller\nhost mail.taller-moto-vk.example\nport 465 SSL\nuser noreply@taller-moto-vk.example\npassword {pw()}",
          f"the florist's mailbox password (for the contact form SMTP): {pw()} — she uses the same for webmail, told her to change it",
          f"msmtp para el cron del VPS:\naccount default\nhost smtp.acme.example\nuser alertas@acme.example\npassword {pw()}")

    r.add("mailchimp_api_key",
          f"Mailchimp API key de la panadería (newsletter semanal): {mailchimp_key()}",
          f"MC4WP → API key {mailchimp_key()}",
          f"mailchimp key for the yoga studio sync script\n{mailchimp_key()}")

    r.add("vps_ssh_private_key",
          f"clave privada del VPS (deploy@vps1.acme.internal), la copia por si muere el portátil:\n{openssh_private()}",
          f"id_ed25519 del servidor de staging:\n{openssh_private()}",
          f"key for root on the Hetzner box, passphrase-less (I know, I know)\n{openssh_private()}")

    r.add("cloudflare_api_token",
          f"CF token (Zone:DNS:Edit, todas las zonas de clientes): {rnd(URLSAFE, 40)}",
          f"export CLOUDFLARE_API_TOKEN={rnd(URLSAFE, 40)}  # para certbot dns-cloudflare",
          f"dns_cloudflare_api_token = {rnd(URLSAFE, 40)}",
          f"cloudflare token cache purge bodega -> {rnd(URLSAFE, 40)}")

    r.add("cloudflare_global_api_key",
          f"Global API Key de Cloudflare (cuenta dev@acme.example): {hexs(37)} — intentar no usarla, mejor tokens",
          f"X-Auth-Email: dev@acme.example\nX-Auth-Key: {hexs(37)}")

    r.add("wp_config_db_password",
          f"wp-config de la panadería:\ndefine( 'DB_NAME', 'wp_lola' );\ndefine( 'DB_USER', 'wp_lola_usr' );\ndefine( 'DB_PASSWORD', '{pw()}' );\ndefine( 'DB_HOST', 'localhost' );",
          f"DB pass del wordpress del gimnasio: {pw()} (user gymc_wp, db gymc_wp01)",
          f"define('DB_PASSWORD', '{rnd(ALNUM + SYMS, 20)}'); // clínica, prod",
          f"la bd del taller en el vps → mysql -u taller_wp -p'{pw()}' taller_wp")

    r.add("database_connection_string",
          f"DATABASE_URL=mysql://bodega_app:{rnd(ALNUM, 18)}@db.acme.internal:3306/bodega",
          f"staging yoga: mysql://yoga:{rnd(ALNUM, 16)}@127.0.0.1:3307/yoga_staging",
          f"conexión postgres del proyecto Laravel del abogado: postgresql://acme_abog:{rnd(ALNUM, 20)}@pg.acme.internal:5432/expedientes")

    r.add("wp_auth_salts",
          f"salts reales de prod de la bodega (por si hay que restaurar y no invalidar sesiones):\ndefine('AUTH_KEY',         '{wp_salt()}');\ndefine('SECURE_AUTH_KEY',  '{wp_salt()}');\ndefine('LOGGED_IN_KEY',    '{wp_salt()}');",
          f"NONCE_SALT de la clínica: {wp_salt()}",
          f"define( 'AUTH_SALT', '{wp_salt()}' );\ndefine( 'LOGGED_IN_SALT', '{wp_salt()}' );")

    r.add("phpmyadmin_login",
          f"phpMyAdmin del VPS: https://pma.acme.internal  root / {pw()}",
          f"pma de la florist. -> usuario floris_db, contra {pw()}",
          f"phpmyadmin (only via ssh tunnel, port 8081) user admin_pma password {pw()}")

    r.add("recaptcha_secret_key",
          f"reCAPTCHA v3 taller — secret key: {recaptcha()}  (la site key está en el tema)",
          f"RECAPTCHA_SECRET={recaptcha()}",
          f"clave secreta recaptcha de contact form 7 (clínica): {recaptcha()}")

    r.add("turnstile_secret_key",
          f"Turnstile secret del formulario de la panadería: {turnstile_secret()}",
          f"cf turnstile → secret_key = \"{turnstile_secret()}\"")

    r.add("github_personal_access_token",
          f"PAT de GitHub para el deploy de los temas (repo scope): ghp_{rnd(ALNUM, 36)}",
          f"git remote set-url origin https://devmad:ghp_{rnd(ALNUM, 36)}@github.com/devmad/tema-bodega.git",
          f"fine-grained token para el action de la clínica:\ngithub_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}")

    r.add("gitlab_access_token",
          f"token gitlab del cliente abogados (su repo está en su gitlab interno) glpat-{rnd(URLSAFE, 20)}",
          f"GITLAB_TOKEN=glpat-{rnd(URLSAFE, 20)}")

    r.add("sendgrid_api_key",
          f"SendGrid del gimnasio (emails de reservas): SG.{rnd(URLSAFE, 22)}.{rnd(URLSAFE, 43)}",
          f"apikey / SG.{rnd(URLSAFE, 22)}.{rnd(URLSAFE, 43)} → smtp.sendgrid.net:587")

    r.add("brevo_api_key",
          f"Brevo (ex sendinblue) de la floristería: xkeysib-{hexs(64)}-{rnd(ALNUM, 16)}",
          f"BREVO_API_KEY=xkeysib-{hexs(64)}-{rnd(ALNUM, 16)}",
          f"brevo smtp key (no es la contraseña de la cuenta!) xsmtpsib-{hexs(64)}-{rnd(ALNUM, 16)}")

    r.add("mailgun_api_key",
          f"mailgun private key clinica: key-{hexs(32)}",
          f"Mailgun → MAILGUN_SECRET=key-{hexs(32)} dominio mg.clinica-dental-sol.example")

    r.add("digitalocean_api_token",
          f"DO token para terraform: dop_v1_{hexs(64)}",
          f"doctl auth init --access-token dop_v1_{hexs(64)}")

    r.add("aws_s3_backup_keys",
          f"S3 backups UpdraftPlus (bucket acme-wp-backups)\naccess key AKIA{rnd(UPPER + DIGITS, 16)}\nsecret {rnd(ALNUM + '+/', 40)}",
          f"aws configure --profile backups → AKIA{rnd(UPPER + DIGITS, 16)} / {rnd(ALNUM + '+/', 40)}",
          f"[backups]\naws_access_key_id = AKIA{rnd(UPPER + DIGITS, 16)}\naws_secret_access_key = {rnd(ALNUM + '+/', 40)}")

    r.add("domain_transfer_auth_code",
          f"código EPP para trasladar bodega-ruiz.example al nuevo registrar: {rnd(ALNUM + SYMS, 16)}",
          f"authcode dominio del taller (caduca en 5 días): {rnd(ALNUM + SYMS, 12)}",
          f"transfer auth code for clinica-dental-sol.example -> {rnd(ALNUM + '#%&*', 16)}")

    r.add("registrar_account_password",
          f"cuenta del registrador de dominios (la mía, donde tengo 14 dominios de clientes) user devmad · {pw()}",
          f"registrar login for the yoga domain is in HER name: yoga.mar@acme.example / {pw()}")

    r.add("staging_basic_auth",
          f"staging de la bodega protegido con htpasswd → user: preview  pass: {pw()}",
          f"curl -H 'Authorization: Basic {b64(('preview:' + rnd(ALNUM, 12)).encode())}' https://staging.bodega-ruiz.test/",
          f"para enseñarle al cliente: https://preview:{rnd(ALNUM, 12)}@staging.gym-chamberi.test")

    r.add("wordpress_session_cookie",
          f"cookie de sesión del admin de la clínica para reproducir el bug:\nwordpress_logged_in_{hexs(32)}=admin%7C{epoch()}%7C{rnd(ALNUM, 43)}%7C{hexs(64)}",
          f"wordpress_sec_{hexs(32)}=webmaster%7C{epoch()}%7C{rnd(ALNUM, 43)}%7C{hexs(64)}")

    r.add("wp_jwt_token",
          f"JWT del plugin jwt-auth para la app del gym (no caduca hasta 2026, mal):\n{jwt({'iss': 'https://gym-chamberi.example', 'iat': epoch(), 'exp': epoch() + 31536000, 'data': {'user': {'id': '7'}}})}",
          f"Authorization: Bearer {jwt({'iss': 'https://api.bodega-ruiz.example', 'sub': 'shop-sync', 'iat': epoch()})}")

    r.add("google_backup_codes",
          f"códigos de respaldo de google (cuenta del negocio):\n{chr(10).join(digits(4) + ' ' + digits(4) for _ in range(5))}",
          f"backup codes gmail dev: {', '.join(digits(8) for _ in range(8))}",
          f"Google Workspace admin backup codes — usados 1 y 2\n{chr(10).join(digits(4) + ' ' + digits(4) for _ in range(4))}")

    r.add("totp_seed",
          f"semilla 2FA de cPanel (por si pierdo el móvil): {totp_seed()}",
          f"otpauth://totp/Cloudflare:dev@acme.example?secret={rnd(BASE32, 32)}&issuer=Cloudflare",
          f"2FA secret del wp-admin de la bodega (plugin WP 2FA) → {rnd(BASE32, 16)}")

    r.add("business_card_details",
          f"tarjeta del negocio para pagar hostings: {card()} cad {card_expiry()} CVV {digits(3)}",
          f"Visa autónomo\n{card()}\n{card_expiry()}  cvc {digits(3)}",
          f"card for the Envato purchases: {card()} exp {card_expiry()} security code {digits(3)}")

    r.add("online_banking_credentials",
          f"banca online: DNI como usuario y clave de acceso {digits(6)}; la clave de firma es {digits(4)}",
          f"PIN tarjeta débito del banco: {digits(4)}",
          f"app del banco → código de acceso {digits(6)} (el de 4 cifras es el de la tarjeta, distinto: {digits(4)})")

    r.add("fnmt_certificate_password",
          f"contraseña del .p12 del certificado FNMT (lo necesito para Hacienda y la SS): {pw()}",
          f"certificado_digital_2025.pfx → pass {rnd(ALNUM + SYMS, 14)}",
          f"openssl pkcs12 -in cert_fnmt.p12 -nodes -passin pass:{rnd(ALNUM, 14)} -out /tmp/cert.pem")

    r.add("clave_permanente_password",
          f"Cl@ve permanente (usuario = mi NIF) contraseña: {pw()}",
          f"acuérdate: la contraseña de Cl@ve permanente es {pw()}, caduca en 2 años")

    r.add("coworking_door_code",
          f"código puerta coworking Lavapiés: {digits(4)}#  (fin de semana {digits(6)})",
          f"door code for the coworking's back entrance is {digits(5)}, alarm off with {digits(4)}")

    r.add("home_alarm_code",
          f"alarma casa: desactivar con {digits(4)}, palabra clave con la central: {pick(*WORDS)}{digits(2)}",
          f"código alarma = {digits(6)}")

    r.add("wifi_password",
          f"WiFi coworking: SSID Cowork_Lavapies / {pw()}",
          f"wifi de la clínica (para cuando voy a instalar el kiosko): ClinicaSol_5G clave {rnd(ALNUM, 12)}",
          f"WIFI:T:WPA;S:Casa_{rnd(UPPER, 4)};P:{pw()};;")

    r.add("router_admin_password",
          f"router de casa 192.168.1.1 → admin / {pw()}",
          f"router del coworking, me dieron acceso para abrir puerto: user 1234 (sí...) pass {rnd(ALNUM, 10)}")

    r.add("sim_pin_puk",
          f"SIM nueva del móvil de trabajo: PIN {digits(4)} PUK {digits(8)}",
          f"PUK de la SIM de datos del portátil {digits(8)}, PIN {digits(4)}")

    r.add("password_manager_master",
          f"master password de Bitwarden (escrito también en papel en el cajón): {phrase(WORDS, 5, '-')}{digits(2)}",
          f"KeePassXC db de clientes → contraseña maestra {phrase(WORDS, 4, ' ')} {digits(3)}")

    r.add("redis_password",
          f"redis object cache del VPS: requirepass {rnd(ALNUM, 32)}",
          f"define( 'WP_REDIS_PASSWORD', '{rnd(ALNUM, 24)}' );",
          f"redis-cli -h 10.0.0.5 -a {rnd(ALNUM, 24)} FLUSHDB   (solo db 3, la de la bodega!)")

    r.add("woocommerce_rest_keys",
          f"WooCommerce REST API bodega (lectura/escritura) para el ERP:\nconsumer key: ck_{hexs(40)}\nconsumer secret: cs_{hexs(40)}",
          f"WC_CONSUMER_KEY=ck_{hexs(40)}\nWC_CONSUMER_SECRET=cs_{hexs(40)}",
          f"curl https://{host()}/wp-json/wc/v3/orders -u ck_{hexs(40)}:cs_{hexs(40)}")

    r.add("google_oauth_client_secret",
          f"OAuth del login con Google (Nextend) de la clínica: client secret GOCSPX-{rnd(URLSAFE, 28)}",
          f"GOOGLE_CLIENT_SECRET=GOCSPX-{rnd(URLSAFE, 28)}")

    r.add("paypal_client_secret",
          f"PayPal REST live de la floristería — secret: E{rnd(URLSAFE, 79)}",
          f"PAYPAL_SECRET=E{rnd(URLSAFE, 79)}")

    r.add("npm_token",
          f"//registry.npmjs.org/:_authToken=npm_{rnd(ALNUM, 36)}",
          f"token npm para publicar el paquete de bloques: npm_{rnd(ALNUM, 36)}")

    r.add("vps_root_password",
          f"root del VPS (consola web del proveedor, ssh con password desactivado): {pw()}",
          f"vps2.acme.internal → root pw {rnd(ALNUM + SYMS, 20)}",
          f"new VPS created, initial root password from the email: {rnd(ALNUM, 16)} (change it!!)")

    r.add("webmail_password",
          f"webmail de info@bodega-ruiz.example (roundcube) → {pw()}",
          f"la cuenta de correo del abogado, me la pasó para configurar el outlook: jlopez@acme-abogados.example  {pw()}",
          f"IMAP imap.acme.example:993 user hola@estudio-yoga-mar.example pwd {pw()}")

    r.add("openai_api_key",
          f"OpenAI key del chatbot de la clínica (límite 20€/mes): sk-proj-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}",
          f"OPENAI_API_KEY=sk-proj-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}")

    r.add("crypto_wallet_seed",
          f"seed de la wallet donde me pagó el cliente de Berlín (12 palabras):\n{phrase(BIP39, 12)}",
          f"recovery phrase ledger: {phrase(BIP39, 24)}")

    r.add("ansible_vault_password",
          f"~/.vault_pass de ansible (playbooks de los VPS): {rnd(ALNUM + SYMS, 24)}",
          f"ansible-vault password para group_vars/prod → {phrase(WORDS, 4, '.')}")

    r.add("wp_cli_ssh_alias_password",
          f"wp-cli alias @clinica usa ssh con password, el del usuario wpdeploy es {pw()}",
          f"sshpass -p '{pw()}' ssh wpdeploy@{host('srv')} 'wp plugin update --all'")

    r.add("plugin_vendor_account",
          f"cuenta de Envato/ThemeForest (donde están todas las licencias): devmad / {pw()}",
          f"acf pro account login: dev@acme.example pass {pw()}")

    r.add("slack_webhook_url",
          f"webhook de slack para avisos de uptime: https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
          f"SLACK_WEBHOOK=https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}")

    return r


# --- look-alikes -----------------------------------------------------------------------

def lookalikes() -> Rows:
    r = Rows()

    r.add("stripe_publishable_key",
          f"pk de stripe para el checkout de la bodega (va en el JS, es pública): {stripe_long('pk')}",
          f"STRIPE_PUBLISHABLE_KEY={stripe_long('pk')}",
          f"Stripe.js init → Stripe('{stripe_short('pk')}') en el footer del yoga",
          f"publishable key test del taller: pk_test_51{rnd(ALNUM, 98)}")

    r.add("stripe_webhook_endpoint_id",
          f"endpoint del webhook de la bodega es we_{pick('1', '1')}{rnd(ALNUM, 23)} — si falla, mirar los eventos en el dashboard",
          f"stripe webhook_endpoints update we_1{rnd(ALNUM, 23)} --url https://{host()}/?wc-api=wc_stripe",
          f"2 endpoints en la cuenta de la clínica: we_1{rnd(ALNUM, 23)} (prod) y we_1{rnd(ALNUM, 23)} (viejo, desactivado)")

    r.add("stripe_object_ids",
          f"reembolso del pedido de Lola: pago {stripe_id('pi')}, cargo {stripe_id('ch')}",
          f"cliente duplicado en stripe: cus_{rnd(ALNUM, 14)} y cus_{rnd(ALNUM, 14)}, fusionar a mano",
          f"precio de la suscripción mensual del gym = price_1{rnd(ALNUM, 23)} (prod_{rnd(ALNUM, 14)})",
          f"connected account de la floristería: acct_1{rnd(ALNUM, 15)}")

    r.add("recaptcha_site_key",
          f"site key recaptcha del taller (pública, va en el HTML): {recaptcha()}",
          f"<div class=\"g-recaptcha\" data-sitekey=\"{recaptcha()}\"></div>",
          f"grecaptcha.execute('{recaptcha()}', {{action: 'submit'}})")

    r.add("turnstile_site_key",
          f"Turnstile sitekey panadería: {turnstile_site()} (el secret está en el .env del servidor)",
          f"<div class=\"cf-turnstile\" data-sitekey=\"{turnstile_site()}\"></div>")

    r.add("ga4_measurement_id",
          f"GA4 de la clínica: {ga4()} — la propiedad vieja UA-{digits(8, True)}-1 ya no recoge nada",
          f"gtag('config', '{ga4()}');",
          f"measurement id yoga {ga4()}, bodega {ga4()}")

    r.add("gtm_container_id",
          f"contenedor GTM del gimnasio: {gtm()}",
          f"<noscript><iframe src=\"https://www.googletagmanager.com/ns.html?id={gtm()}\"></iframe></noscript>",
          f"GTM id for the florist → {gtm()} (workspace 4, published v12)")

    r.add("woocommerce_order_number",
          f"pedido #{digits(5, True)} de la bodega se quedó en 'pendiente de pago', revisar webhook",
          f"order {digits(4, True)} + {digits(4, True)} refunded; clienta pidió factura rectificativa",
          f"wc order id {digits(5, True)} → post.php?post={digits(5, True)}&action=edit")

    r.add("invoice_number",
          f"factura FAC-2025-{digits(4)} a Bodega Ruiz SL, 1.210,00 € (IVA incl.), vence el 30",
          f"invoice {pick('F', 'FV')}{digits(2)}/{digits(4)} for the Berlin client, paid by SEPA",
          f"facturas pendientes: 2025/{digits(3)}, 2025/{digits(3)}, 2025/{digits(3)} (la clínica siempre tarde)")

    r.add("css_asset_content_hash",
          f"tras el build: assets/app.{hexs(8)}.css y main.{hexs(8)}.js — purgar caché de Cloudflare",
          f"el tema carga style.min.css?ver={hexs(10)} y el cache busting funciona",
          f"webpack output: vendors~main.{hexs(20)}.js (352 KB) -> hay que partirlo")

    r.add("sri_integrity_hash",
          f"<script src=\"https://cdn.acme.example/lib/slider.min.js\" integrity=\"sha384-{b64(secrets.token_bytes(48))}\" crossorigin=\"anonymous\"></script>",
          f"SRI del CSS de fuentes: sha256-{b64(secrets.token_bytes(32))}")

    r.add("git_commit_sha",
          f"el bug del carrito entró en {sha1()}, revertir con git revert {short_sha()}",
          f"desplegado a prod: tema-bodega@{short_sha()} ({ym()}-1{digits(1)})",
          f"git bisect → first bad commit is {sha1()}",
          f"tag v2.3.1 = {short_sha()}, hotfix en {short_sha()}")

    r.add("uuid_in_url",
          f"informe de Lighthouse: https://report.acme.example/r/{uid()}",
          f"el form de Fluent Forms tiene el id {uid()} en la url de export",
          f"Figma del rediseño: https://design.acme.example/file/{uid()}?node-id=12-{digits(3)}")

    r.add("wordpress_nonce",
          f"el nonce de wp_rest caduca a las 12-24h, por eso falla el ajax: X-WP-Nonce: {hexs(10)} (cambia con cada sesión)",
          f"admin-ajax.php?action=bodega_filter&_wpnonce={hexs(10)} — nonce, no es un token de api",
          f"nonce field en el form: <input type=\"hidden\" name=\"_wpnonce\" value=\"{hexs(10)}\">")

    r.add("wp_salts_placeholder",
          "wp-config-sample.php trae\ndefine( 'AUTH_KEY',         'put your unique phrase here' );\ndefine( 'SECURE_AUTH_KEY',  'put your unique phrase here' );\ngenerar los reales con la API de salts",
          "recordatorio: al migrar, cambiar los 8 salts (AUTH_KEY ... NONCE_SALT) con wp config shuffle-salts, no copiarlos de otro sitio",
          "define('LOGGED_IN_SALT', 'put your unique phrase here'); <- ESTO en prod = mal, revisar el taller")

    r.add("docs_example_values",
          "según la doc de Stripe: $stripe = new \\Stripe\\StripeClient('sk_test_...'); sustituir por la clave de la cuenta",
          "ejemplo de la doc de Mailchimp: apikey = 'YOUR_API_KEY-us6' (el sufijo -usX es el datacenter)",
          "README del plugin: CLOUDFLARE_API_TOKEN=<your-token-here>, DB_PASSWORD=changeme (placeholder, obviamente)",
          "doc de wp-cli: wp user create bob bob@acme.example --user_pass=password  <- ejemplo, no usar")

    r.add("env_example_empty",
          "subí el .env.example al repo:\nDB_HOST=localhost\nDB_USER=\nDB_PASSWORD=\nSTRIPE_SECRET_KEY=\nSTRIPE_WEBHOOK_SECRET=\nMAILCHIMP_API_KEY=",
          "faltan en .env.example: SMTP_PASS= y CLOUDFLARE_API_TOKEN= (vacíos, que cada uno ponga los suyos)",
          "docker-compose.yml: MYSQL_ROOT_PASSWORD: ${MYSQL_ROOT_PASSWORD} — se lee del .env, no está en el repo")

    r.add("client_cif",
          f"datos fiscales Bodega Ruiz SL: CIF {cif('B')}, C/ Toledo 12, 28005 Madrid",
          f"CIF de la asociación de vecinos (factura sin IVA?) {cif('G')}",
          f"cliente nuevo: Acme Abogados SLP — CIF {cif('B')}, contacto Javier")

    r.add("client_nif_nie",
          f"NIF de Lola (autónoma, panadería) para la factura: {nif()}",
          f"the yoga teacher is registered with NIE {nie()}, invoices go to her personally",
          f"mi NIF para las facturas {nif()} (epígrafe IAE 763)")

    r.add("own_iban_on_invoice",
          f"pie de factura: Transferencia a {es_iban()} (titular: mi nombre)",
          f"IBAN para que la clínica me pague: {es_iban(False)}",
          f"cuenta nueva del negocio {es_iban()} — actualizar plantilla de Holded")

    r.add("cloudflare_zone_account_id",
          f"zone id de bodega-ruiz.example en CF: {hexs(32)}",
          f"account id cloudflare (sale en la url del dashboard): {hexs(32)}",
          f"curl .../zones/{hexs(32)}/purge_cache — el token va en la variable de entorno, no aquí")

    r.add("ssh_public_key",
          f"mi clave pública para meter en authorized_keys de los clientes:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} dev@portatil",
          f"pubkey del runner de GitHub Actions → ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} gh-deploy",
          f"ssh-rsa {ssh_pub('ssh-rsa', 270)} hosting-backup (la pública, la privada sólo en el servidor)")

    r.add("ssh_host_fingerprint",
          f"fingerprint del host vps1: SHA256:{sha256_b64()} (ED25519) — comprobar la 1ª vez",
          f"si sale 'REMOTE HOST IDENTIFICATION HAS CHANGED' comparar con SHA256:{sha256_b64()}",
          f"known_hosts: vps2.acme.internal ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}")

    r.add("password_manager_reference",
          "la pass del cPanel de la clínica está en Bitwarden → carpeta Clientes/Clínica Dental Sol",
          "credenciales FTP del taller: ver 1Password, item 'Taller VK – hosting'. NO apuntarlas aquí",
          "vault path: secret/clientes/bodega/stripe (hashicorp vault del vps), claves live y rk ahí",
          "el .p12 del certificado y su contraseña están en el pendrive cifrado del cajón")

    r.add("env_var_reference",
          "en wp-config: define( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') ); así no está en git",
          "el plugin lee la clave de $_ENV['STRIPE_SECRET_KEY'], configurarla en el panel del hosting",
          "GitHub Actions secrets del repo tema-bodega: SSH_PRIVATE_KEY, CF_API_TOKEN, STRIPE_RK (nombres, los valores sólo en GitHub)")

    r.add("password_rotation_note",
          f"{ym()}: rotadas las claves de Stripe de la bodega tras el despido del empleado; la rk antigua revocada",
          "cambié la contraseña de admin de la floristería y cerré todas las sesiones. nueva → Bitwarden",
          "Cloudflare token 'certbot-dns' caducado, renovar antes del día 15 o fallan los certificados",
          "mailchimp: API key vieja deshabilitada, la nueva ya está puesta en MC4WP")

    r.add("password_policy_note",
          "política para clientes: mínimo 14 caracteres, nada de nombres del negocio, 2FA obligatorio en wp-admin",
          "el hosting de la clínica no acepta contraseñas de FTP de más de 16 caracteres ni el símbolo #",
          "Wordfence: forzar contraseñas fuertes para rol editor y superior; bloqueo tras 5 intentos")

    r.add("pin_talk_no_value",
          "el banco me pidió cambiar el PIN de la tarjeta, hecho en el cajero de Atocha",
          "se me bloqueó la SIM del móvil de trabajo, el PUK está en la tarjeta de plástico del cajón",
          "la alarma de la clínica tiene código nuevo, me lo dirá la recepcionista en persona")

    r.add("two_factor_setup_note",
          "2FA activado en GitHub, Cloudflare y Stripe con Aegis; códigos de respaldo impresos en la carpeta azul",
          "Google Workspace del gym: 2SV obligatoria desde el lunes, avisar a los monitores",
          "WP 2FA instalado en la bodega; el admin de Lola usa email como segundo factor")

    r.add("parcel_tracking_number",
          f"el lector de códigos para la tienda viene por Correos: PQ{rnd(UPPER + DIGITS, 9)}{digits(10)}{rnd(UPPER, 1)}",
          f"SEUR envío {digits(14)} — llega jueves",
          f"UPS tracking 1Z{rnd(UPPER + DIGITS, 6)}{digits(10)} (monitor nuevo)")

    r.add("coupon_code",
          f"cupón de la bodega para el Black Friday: VINO{digits(2)} (20% descuento, max 200 usos)",
          f"códigos de descuento del gym para el newsletter: VERANO{digits(2)}, AMIGO{rnd(UPPER, 3)}",
          f"WooCommerce coupon BIENVENIDA{digits(2)} expires end of month")

    r.add("software_versions",
          f"clínica: WordPress 6.{secrets.randbelow(8)}.{secrets.randbelow(5)}, PHP 8.{secrets.randbelow(4)}.{digits(2)}, WooCommerce 9.{secrets.randbelow(9)}.{secrets.randbelow(4)}",
          f"elementor pro {3}.{secrets.randbelow(30)}.{secrets.randbelow(5)} rompe el header del taller, volver a 3.{secrets.randbelow(30)}.0",
          f"nginx/1.{digits(2)}.{secrets.randbelow(9)} + mariadb 10.11.{secrets.randbelow(10)} en el vps")

    r.add("server_ip_hostname",
          f"vps1.acme.internal = {ip()} (Ubuntu 24.04), vps2 = {ip()}",
          f"registro A de la bodega apunta a {ip()}, TTL 300 para la migración",
          f"ssh deploy@{ip()} -p 2222 (con la clave, no hay password)")

    r.add("phone_numbers",
          f"Lola panadería: {phone()} (mejor whatsapp por las tardes)",
          f"soporte del hosting {phone()} ext. {digits(3)}",
          f"Javier (abogados) móvil {phone()}, fijo 91 {digits(3)} {digits(2)} {digits(2)}")

    r.add("licence_plate",
          f"parking del coworking registrado con mi matrícula {plate()}",
          f"la furgo de reparto de la floristería ({plate()}) sale en las fotos de la web, pixelar")

    r.add("postcode_address",
          f"dirección de facturación del gimnasio: C/ Fuencarral {digits(2, True)}, 280{digits(2)} Madrid",
          f"envíos de la bodega sólo a CP 28xxx y 19{digits(3)} (Guadalajara)")

    r.add("product_sku_ean",
          f"SKU del vino reserva: BR-RES-{digits(4)}, EAN {ean13('84')}",
          f"import CSV de productos: la col 'gtin' lleva EANs tipo {ean13('84')} y {ean13('84')}",
          f"ref. producto panadería PAN-{rnd(UPPER, 3)}-{digits(3)}")

    r.add("mailchimp_audience_id",
          f"audience id del newsletter de la panadería: {hexs(10)} (datacenter us{secrets.randbelow(21) + 1})",
          f"list_id={hexs(10)} en el shortcode del formulario, la API key está en Bitwarden")

    r.add("dns_public_records",
          f"TXT default._domainkey.bodega-ruiz.example → v=DKIM1; k=rsa; p={b64(secrets.token_bytes(270))}",
          "SPF de la clínica: v=spf1 include:_spf.acme.example include:sendgrid.net ~all",
          "DMARC: v=DMARC1; p=quarantine; rua=mailto:dmarc@acme.example; pct=100")

    r.add("site_verification_token",
          f"Search Console del taller: TXT google-site-verification={rnd(URLSAFE, 43)}",
          f"<meta name=\"facebook-domain-verification\" content=\"{rnd(LOWER + DIGITS, 30)}\" /> para la floristería")

    r.add("docker_image_digest",
          f"imagen fijada: wordpress:6.6-php8.2-apache@sha256:{hexs(64)}",
          f"docker pull mariadb@sha256:{hexs(64)}  (la que funcionaba)")

    r.add("lockfile_hash",
          f"composer.lock \"content-hash\": \"{hexs(32)}\" — si cambia, composer install avisa",
          f"package-lock: \"integrity\": \"sha512-{b64(secrets.token_bytes(64))}\"",
          f"checksum del zip del plugin descargado: sha256 {hexs(64)} (coincide con la web)")

    r.add("cloudflare_ray_id",
          f"error 522 en la bodega, Ray ID: {hexs(16)}-MAD",
          f"cf-ray {hexs(16)}-MAD en los logs del WAF, bloqueo por regla de país")

    r.add("tracking_pixel_ids",
          f"Meta Pixel de la floristería: {digits(16, True)}",
          f"hotjar site id {digits(7, True)}, clarity project {rnd(LOWER + DIGITS, 10)}",
          f"fbq('init', '{digits(15, True)}');")

    r.add("paypal_transaction_id",
          f"PayPal txn {rnd(UPPER + DIGITS, 17)} del pedido de la bodega: reembolso parcial 12,50 €",
          f"IPN recibido con txn_id={rnd(UPPER + DIGITS, 17)} pero el pedido no pasó a 'procesando'")

    r.add("paypal_client_id",
          f"PayPal client-id (el del SDK JS, público): A{rnd(URLSAFE, 79)}",
          f"<script src=\"https://www.paypal.com/sdk/js?client-id=A{rnd(URLSAFE, 79)}&currency=EUR\"></script>")

    r.add("oauth_client_id",
          f"Google OAuth client id (Nextend social login): {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
          f"GOOGLE_CLIENT_ID={digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com  # el secret NO va aquí")

    r.add("hosting_support_ticket",
          f"ticket abierto con el hosting #{rnd(UPPER, 3)}-{digits(6)} por el error 508 de la clínica",
          f"support case {digits(8)} — they restored the backup from {ym()}-0{secrets.randbelow(9) + 1}",
          f"incidencia Cloudflare {digits(7)}: falsos positivos del WAF en /wp-json")

    r.add("aeat_justificante",
          f"modelo 303 T{secrets.randbelow(4) + 1} presentado, nº justificante 303{digits(10)}",
          f"130 del trimestre → justificante 130{digits(10)}, domiciliado")

    r.add("sepa_mandate_reference",
          f"referencia mandato SEPA del cliente de mantenimiento: MND-{rnd(UPPER + DIGITS, 10)}",
          f"recibo domiciliado ref {digits(12)} devuelto por el banco de la clínica")

    r.add("tls_certificate_fingerprint",
          f"cert Let's Encrypt bodega renovado, serial {hexs(36)}, caduca en 90 días",
          f"SHA-256 fingerprint del cert: {':'.join(hexs(2).upper() for _ in range(32))}")

    r.add("hosting_account_details",
          "FTP del gimnasio: host ftp.gym-chamberi.example, puerto 21, usuario gymcham — la contraseña me la da el dueño por teléfono",
          f"cPanel de la panadería: https://{host('cpanel')}:2083, user panlola. contraseña → Bitwarden",
          "SMTP de la clínica: smtp.acme.example:587, STARTTLS, user citas@clinica-dental-sol.example (password no la tengo, la puso su IT)")

    r.add("wordpress_ids",
          f"página de contacto de la clínica es post_id {digits(4, True)}, el form es el [contact-form-7 id=\"{hexs(7)}\"]",
          f"user ID {digits(2, True)} es el de la recepcionista; rol shop_manager",
          f"media id {digits(5, True)} = logo nuevo, attachment_id para el schema")

    r.add("catastro_reference",
          f"referencia catastral del local de la panadería (pedida para la licencia): {digits(7)}{rnd(UPPER, 2)}{digits(4)}{rnd(UPPER, 1)}{digits(4)}{rnd(UPPER, 2)}",
          f"ref. catastral oficina coworking {digits(7)}VK{digits(4)}{rnd(UPPER, 1)}{digits(4)}{rnd(UPPER, 2)}")

    r.add("api_key_talk_no_value",
          "la API key de Mailchimp de la panadería la tiene que generar ella desde su cuenta, yo no tengo acceso de owner",
          "Stripe: pedir a la clínica que me invite como Developer en vez de pasarme la sk por whatsapp",
          "recordar: las restricted keys de Stripe empiezan por rk_ y se pueden limitar por recurso — usar eso para Zapier")

    return r


def main() -> None:
    write_corpora("make_heldout122.py", [
        ("heldout122_credentials.yaml", credentials(), "batch 122 (Madrid freelance WordPress developer, Spanish/English), written blind; every value synthetic"),
        ("heldout122_lookalikes.yaml", lookalikes(), "batch 122 look-alikes: Stripe publishable keys, site keys, analytics ids, hashes, CIF/NIF, placeholders, written blind"),
    ])


if __name__ == "__main__":
    main()
