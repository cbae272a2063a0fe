# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout8_credentials.yaml and heldout8_lookalikes.yaml: an eighth blind held-out batch.

This batch was written without reading the detector, its tests, or any earlier corpus (only the
helper functions of make_heldout.py were reused). It is a QA probe of whether memory notes
refuse what people really paste into notes (credentials in many formats, languages and
phrasings, most not of the "password: X" form) and keep the look-alikes that trip naive
detectors (ids, hashes, encrypted values, public keys, public client ids, placeholders,
references to a secret, prose about credentials, everyday numbers and codes).

Never tune the detector on these files: they measure generalisation. Every value is synthetic,
drawn from the `secrets` module, with hosts under `.test`, `.internal`, `.example` or `acme`.
A rerun draws new values; run `python make_heldout8.py` from this folder to redraw.
"""

from __future__ import annotations

import base64
import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    BECH32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    b64,
    b64url,
    basic,
    digits,
    groups,
    hexs,
    jwt,
    kube_key_data,
    luhn,
    openssh_private,
    pem,
    pem_body,
    phrase,
    png,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

_BIP39_WORDS = (
    "abandon ability able about above absent absorb abstract absurd abuse access accident "
    "account accuse achieve acid acoustic acquire across act action actor actress actual "
    "adapt add addict address adjust admit adult advance advice aerobic affair afford afraid "
    "again age agent agree ahead aim air airport aisle alarm album alcohol alert alien all "
    "alley allow almost alone alpha already also alter always amateur amazing among amount "
    "amused analyst anchor ancient anger angle angry animal ankle announce annual another "
    "answer antenna antique anxiety any apart apology appear apple approve april arch arctic"
)
BIP39 = _BIP39_WORDS.split()


def b64u(nbytes: int) -> str:
    return base64.urlsafe_b64encode(secrets.token_bytes(nbytes)).decode().rstrip("=")


def signed(claims: dict, alg: str = "HS256") -> str:
    """A JWT whose signature is as long as its algorithm's."""
    return jwt(claims, alg, b64u(32 if alg == "HS256" else 256))


def card() -> str:
    return groups(luhn(secrets.choice(["4", "51", "53", "55"])), 4)


def iban(country: str, digits: int, bank: str = "") -> str:
    bban = bank + "".join(secrets.choice(DIGITS) for _ in range(digits))
    moved = "".join(c if c.isdigit() else str(ord(c) - 55) for c in bban + country) + "00"
    check = 98 - int(moved) % 97
    return f"{country}{check:02d}{bban}"


def isbn13() -> str:
    body = "978" + "".join(secrets.choice(DIGITS) for _ in range(9))
    total = sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(body))
    return body + str((10 - total % 10) % 10)


def mapbox(prefix: str) -> str:
    return f"{prefix}.{b64url({'u': 'acme-maps', 'a': rnd(LOWER + DIGITS, 25)})}.{rnd(URLSAFE, 22)}"


def credentials() -> list[tuple[str, str]]:
    rows = Rows()
    add = rows.add

    add("aws_key_pair",
        f"New IAM user for the backup job\nAccess key ID {('AKIA' + rnd(UPPER + DIGITS, 16))}\nSecret {rnd(B64, 40)}",
        f"[default]\naws_access_key_id = AKIA{rnd(UPPER + DIGITS, 16)}\naws_secret_access_key = {rnd(B64, 40)}\nregion = eu-central-1",
        f"Zugangsdaten S3-Bucket Fotoarchiv: AKIA{rnd(UPPER + DIGITS, 16)} / {rnd(B64, 40)}")
    add("github_token",
        f"token for the release bot (expires in 90 days): ghp_{rnd(ALNUM, 36)}",
        f"git clone https://x-access-token:github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}@github.com/acme/infra.git",
        f"Jeton GitHub pour le CI du blog → ghp_{rnd(ALNUM, 36)}")
    add("gitlab_token",
        f"remote set-url origin https://oauth2:glpat-{rnd(URLSAFE, 20)}@gitlab.acme.internal/platform/api.git",
        f"Token GitLab (scope api, read_registry): glpat-{rnd(URLSAFE, 20)}")
    add("slack_token",
        f"SLACK_BOT_TOKEN=xoxb-{digits(11, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}",
        f"user token I grabbed from the Slack app page, don't lose it again xoxp-{digits(11, lead=True)}-{digits(11, lead=True)}-{digits(13, lead=True)}-{hexs(32)}")
    add("slack_webhook",
        f"alerts go to https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
        f"Webhook de Slack para o canal #vendas: https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}")
    add("discord_bot_token",
        f"discord bot (moderation) token\n{b64(digits(18, lead=True).encode()).rstrip('=')}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}",
        f"Bot-Token vom Discord-Server der Gilde: {b64(digits(19, lead=True).encode()).rstrip('=')}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}")
    add("stripe_secret",
        f"Stripe live secret, shop.acme.test: sk_live_{rnd(ALNUM, 99)}",
        f"restricted key for the accounting export (read-only charges) rk_live_{rnd(ALNUM, 99)}",
        f"Chiave segreta Stripe di produzione: sk_live_{rnd(ALNUM, 24)}")
    add("openai_key",
        f"OPENAI_API_KEY=sk-proj-{rnd(URLSAFE, 120)}",
        f"Mi clave de OpenAI para el script de resúmenes: sk-{rnd(ALNUM, 48)}")
    add("anthropic_key",
        f"claude key for the eval harness sk-ant-api03-{rnd(URLSAFE, 93)}AA",
        f"export ANTHROPIC_API_KEY='sk-ant-api03-{rnd(URLSAFE, 93)}AA'")
    add("huggingface_token",
        f"HF write token (for pushing the finetune): hf_{rnd(LOWER + UPPER, 34)}",
        f"huggingface-cli login --token hf_{rnd(LOWER + UPPER, 34)}")
    add("google_api_key",
        f"Maps/Places server key (restricted to our IPs) AIza{rnd(URLSAFE, 35)}",
        f"Klucz API Google do geokodowania: AIza{rnd(URLSAFE, 35)}")
    add("gcp_service_account",
        '{\n  "type": "service_account",\n  "project_id": "acme-analytics",\n  "private_key_id": "' + hexs(40) + '",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\n' + pem_body(4).replace("\n", "\\n") + '\\n-----END PRIVATE KEY-----\\n",\n  "client_email": "etl@acme-analytics.iam.gserviceaccount.com"\n}',
        f"service account key for BigQuery (only the private_key field): -----BEGIN PRIVATE KEY-----\\n{b64(secrets.token_bytes(48))}\\n{b64(secrets.token_bytes(48))}\\n-----END PRIVATE KEY-----")
    add("azure_storage_connection",
        f"DefaultEndpointsProtocol=https;AccountName=acmebackups;AccountKey={b64(secrets.token_bytes(64))};EndpointSuffix=core.windows.net",
        f"Connectiestring voor de blob-opslag: DefaultEndpointsProtocol=https;AccountName=acmefoto;AccountKey={b64(secrets.token_bytes(64))}")
    add("azure_client_secret",
        f"App registration 'invoice-sync'\nclient secret value (copy now, shown once): {rnd(ALNUM, 3)}8Q~{rnd(ALNUM + '-_.~', 34)}",
        f"AZURE_CLIENT_SECRET={rnd(ALNUM, 3)}7Q~{rnd(ALNUM + '-_.~', 34)}")
    add("database_url",
        f"prod db: postgres://app_rw:{rnd(ALNUM, 22)}@db-primary.acme.internal:5432/orders",
        f"mongodb+srv://reporting:{rnd(ALNUM, 18)}@cluster0.ab1cd.mongodb.test/analytics?retryWrites=true",
        f"Base de données de recette : mysql://recette:{pw()}@10.20.0.14:3306/crm")
    add("redis_url",
        f"REDIS_URL=redis://default:{rnd(ALNUM, 32)}@cache.acme.internal:6379/0",
        f"La cache de sesiones usa rediss://:{rnd(ALNUM, 28)}@redis-sesiones.acme.test:6380")
    add("jdbc_password",
        f"jdbc:sqlserver://erp.acme.internal:1433;databaseName=Finance;user=svc_report;password={pw()};encrypt=true",
        f"spring.datasource.url=jdbc:postgresql://pg.acme.internal/shop\nspring.datasource.username=shop\nspring.datasource.password={rnd(ALNUM, 20)}")
    add("bearer_jwt",
        f"Authorization: Bearer {signed({'sub': uid(), 'iss': 'https://auth.acme.test', 'scope': 'admin', 'exp': 1893456000})}",
        f"token d'accès valable 1 an pour l'API partenaires : {signed({'sub': 'partner-42', 'role': 'service', 'exp': 1924992000}, 'RS256')}")
    add("basic_auth_header",
        f"curl -H 'Authorization: Basic {basic('deploy', pw())}' https://ci.acme.internal/api/json",
        f"Header für den Staging-Proxy: Authorization: Basic {basic('qa', rnd(ALNUM, 14))}")
    add("ssh_private_key",
        openssh_private(),
        "Chave SSH do servidor de backup (id_ed25519):\n" + openssh_private())
    add("pem_private_key",
        "TLS key for intranet.acme.internal\n" + pem("RSA PRIVATE KEY", 8),
        pem("EC PRIVATE KEY", 3),
        "klucz prywatny do certyfikatu klienta VPN\n" + pem("PRIVATE KEY", 6))
    add("pgp_private_key",
        "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + pem_body(7) + "\n=" + rnd(B64, 4) + "\n-----END PGP PRIVATE KEY BLOCK-----",
        "my gpg secret key export (for the new laptop)\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n" + pem_body(5) + "\n-----END PGP PRIVATE KEY BLOCK-----")
    add("wifi_key",
        f"Cabin wifi — network LakeHouse5G, the key is {rnd(ALNUM, 12)}",
        f"WLAN bei Oma: FRITZ!Box 7590 XY, Netzwerkschlüssel {' '.join(digits(4) for _ in range(5))}",
        f"WIFI:T:WPA;S:Ufficio-Ospiti;P:{pw()};;")
    add("bank_pin",
        f"new debit card arrived, PIN {digits(4)} (change it at the ATM)",
        f"Code PIN de la carte Visa de Marie : {digits(4)}",
        f"Pincode bankpas ING: {digits(4)}")
    add("payment_card",
        f"Company card for SaaS subscriptions\n{card()}  exp 09/29  CVC {digits(3)}",
        f"Tarjeta para reservas: {card()}, caduca 11/28, código de seguridad {digits(3)}")
    add("alarm_or_door_code",
        f"to disarm the alarm: {digits(4)} then OFF, you have 30 seconds",
        f"Code portail résidence : {digits(5)}#  (digicode bâtiment B {digits(4)}A)")
    add("totp_seed",
        f"otpauth://totp/Acme:ops@acme.test?secret={rnd(BASE32, 32)}&issuer=Acme&digits=6",
        f"2FA setup key for the registrar account (in case the phone dies): {' '.join(rnd(BASE32, 4) for _ in range(8))}",
        f"Chiave segreta per l'autenticatore del conto: {rnd(BASE32, 16)}")
    add("recovery_codes",
        "GitHub recovery codes\n" + recovery_codes(8, "github"),
        "Backup-Codes Google-Konto (je einmal nutzbar):\n" + recovery_codes(6, "digits"),
        "kody zapasowe do Bitwarden:\n" + recovery_codes(5, "plain"))
    add("seed_phrase",
        f"ledger seed — write on steel plate: {phrase(BIP39, 24)}",
        f"Frase de recuperação da carteira MetaMask: {phrase(BIP39, 12)}",
        "wallet words\n" + "\n".join(f"{i + 1}. {secrets.choice(BIP39)}" for i in range(12)))
    add("crypto_private_key",
        f"ETH hot wallet private key 0x{hexs(64)}",
        f"Private key van het testnet-adres (niet delen): {hexs(64)}")
    add("npm_token",
        f"//registry.npmjs.org/:_authToken=npm_{rnd(ALNUM, 36)}",
        f"npm automation token for publishing @acme/ui: npm_{rnd(ALNUM, 36)}")
    add("pypi_token",
        f"[pypi]\n  username = __token__\n  password = pypi-AgEIcHlwaS5vcmc{rnd(URLSAFE, 140)}",
        f"Token PyPI do projektu acme-cli: pypi-AgEIcHlwaS5vcmc{rnd(URLSAFE, 120)}")
    add("docker_registry_auth",
        '{"auths": {"registry.acme.internal": {"auth": "' + basic("ci-bot", rnd(ALNUM, 24)) + '"}}}',
        f"echo {rnd(ALNUM, 32)} | docker login ghcr.io -u acme-bot --password-stdin")
    add("kubeconfig_credentials",
        f"users:\n- name: admin@prod\n  user:\n    client-certificate-data: {b64(secrets.token_bytes(90))}\n    client-key-data: {kube_key_data()}",
        f"kubectl config set-credentials deployer --token={signed({'iss': 'kubernetes/serviceaccount', 'sub': 'system:serviceaccount:ci:deployer'}, 'RS256')}")
    add("twilio_auth_token",
        f"Twilio (SMS reminders)\nAccount SID AC{hexs(32)}\nAuth token {hexs(32)}",
        f"TWILIO_API_SECRET={rnd(ALNUM, 32)}  # key SK{hexs(32)}")
    add("sendgrid_key",
        f"SendGrid full-access key: SG.{rnd(URLSAFE, 22)}.{rnd(URLSAFE, 43)}",
        f"Clé SendGrid pour les mails transactionnels SG.{rnd(URLSAFE, 22)}.{rnd(URLSAFE, 43)}")
    add("mailgun_key",
        f"MAILGUN_API_KEY=key-{hexs(32)}",
        f"mailgun private api key (domain mg.acme.test) {hexs(32)}-{hexs(8)}-{hexs(8)}")
    add("shopify_token",
        f"Shopify admin API access token for the inventory app: shpat_{hexs(32)}",
        f"Token de acceso de la tienda Shopify: shpat_{hexs(32)}")
    add("telegram_bot_token",
        f"@acme_status_bot token {digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}",
        f"Token del bot Telegram per le notifiche di casa: {digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}")
    add("vault_token",
        f"VAULT_TOKEN=hvs.{rnd(URLSAFE, 91)}",
        f"root token from the unseal ceremony: hvs.{rnd(URLSAFE, 24)}\nunseal key 1: {b64(secrets.token_bytes(33))}")
    add("terraform_cloud_token",
        f'credentials "app.terraform.io" {{\n  token = "{rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}"\n}}',
        f"TFC team token (plan/apply): {rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}")
    add("saas_api_token",
        f"Postman API key PMAK-{hexs(24)}-{hexs(34)}",
        f"Linear personal key lin_api_{rnd(ALNUM, 40)}",
        f"Notion-Integrationstoken für den Export: ntn_{rnd(ALNUM, 46)}")
    add("atlassian_token",
        f"Jira API token (user ops@acme.test): ATATT3xFfGF0{rnd(URLSAFE, 170)}={hexs(8).upper()}",
        f"Token Confluence do skryptu migracji ATATT3xFfGF0{rnd(URLSAFE, 170)}={hexs(8).upper()}")
    add("monitoring_api_key",
        f"DD_API_KEY={hexs(32)}\nDD_APP_KEY={hexs(40)}",
        f"Grafana service account token for the dashboards sync: glsa_{rnd(ALNUM, 32)}_{hexs(8)}")
    add("cloudflare_token",
        f"cloudflare DNS edit token (zone acme.test) — {rnd(URLSAFE, 40)}",
        f"CF_API_TOKEN={rnd(URLSAFE, 40)}")
    add("mapbox_secret_token",
        f"Mapbox secret token (downloads:read) {mapbox('sk')}",
        f"MAPBOX_DOWNLOADS_TOKEN={mapbox('sk')}")
    add("oauth_client_secret",
        f"Google OAuth for the intranet login\nclient_id {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com\nclient_secret GOCSPX-{rnd(URLSAFE, 28)}",
        f"Segreto client OAuth dell'app Keycloak 'portale': {rnd(ALNUM, 32)}",
        f"client_secret={rnd(URLSAFE, 40)}&grant_type=client_credentials&client_id=billing-worker")
    add("framework_secret_key",
        f"SECRET_KEY = 'django-insecure-{rnd(LOWER + DIGITS + '!@#$%^&*(-_=+)', 50)}'",
        f"secret_key_base: {hexs(128)}",
        f"APP_KEY=base64:{b64(secrets.token_bytes(32))}")
    add("env_file",
        f"# .env (prod)\nNODE_ENV=production\nDB_PASSWORD={pw()}\nJWT_SECRET={rnd(ALNUM, 48)}\nSENTRY_ENVIRONMENT=prod",
        f"fichier .env de l'appli mobile\nAPI_BASE=https://api.acme.test\nAPI_SECRET={rnd(ALNUM, 40)}")
    add("password_in_command",
        f"mysql -h db.acme.internal -u root -p'{pw()}' shop < dump.sql",
        f"sshpass -p '{pw()}' ssh admin@nas.home.internal",
        f"net use Z: \\\\fileserver\\projekte {rnd(ALNUM, 12)} /user:ACME\\m.kowalski")
    add("url_embedded_token",
        f"calendar feed (private link, anyone with it can read): https://cal.acme.test/ical/{uid()}/private-{hexs(32)}.ics",
        f"https://api.acme.test/v2/export?access_token={rnd(URLSAFE, 43)}&format=csv",
        f"ftp://upload:{rnd(ALNUM, 14)}@ftp.drukarnia.test/zlecenia/")
    add("session_cookie",
        f"copied from devtools to debug as the customer: Cookie: sessionid={rnd(LOWER + DIGITS, 32)}; csrftoken={rnd(ALNUM, 64)}",
        f"connect.sid=s%3A{rnd(URLSAFE, 32)}.{rnd(B64, 43)}")
    add("app_password",
        f"Gmail app password for the scanner to send mail: {' '.join(rnd(LOWER, 4) for _ in range(4))}",
        f"Senha de app do iCloud para o Thunderbird: {'-'.join(rnd(LOWER, 4) for _ in range(4))}")
    add("login_in_prose",
        f"Payroll portal — I log in as jmartin and the pass is {pw()}",
        f"Router admin: user admin, changed the factory one to {pw()}",
        f"Für das Elternportal der Schule: Benutzer familie.schmidt, Kennwort {pw()}")
    add("login_in_prose_multilingual",
        f"Acceso a la intranet del ayuntamiento → usuario lgarcia, contraseña {pw()}",
        f"Il mio accesso al portale INPS: codice fiscale come utente, password {pw()}",
        f"Inloggen bij de huisarts-app: e-mail als gebruikersnaam, wachtwoord {pw()}")
    add("login_terse",
        f"netflix  anna.k@mail.example  {pw()}",
        f"NAS -> admin / {pw()}",
        f"hasło do konta w banku (nie zapomnij!): {pw()}")
    add("vpn_psk",
        f"IPsec site-to-site Hamburg<->Lyon, pre-shared key {rnd(ALNUM + '!#%&*', 32)}",
        f"Clé partagée L2TP pour le VPN du bureau : {rnd(ALNUM, 24)}")
    add("wireguard_private_key",
        f"[Interface]\nPrivateKey = {b64(secrets.token_bytes(32))}\nAddress = 10.66.0.2/32\n\n[Peer]\nPublicKey = {b64(secrets.token_bytes(32))}\nEndpoint = vpn.acme.test:51820",
        f"wg privkey laptop: {b64(secrets.token_bytes(32))}")
    add("age_secret_key",
        f"# created: 2024-05-01\n# public key: age1{rnd(BECH32, 58)}\nAGE-SECRET-KEY-1{rnd(BECH32.upper(), 58)}",
        f"sops age key for the homelab repo AGE-SECRET-KEY-1{rnd(BECH32.upper(), 58)}")
    add("webhook_signing_secret",
        f"Stripe webhook signing secret whsec_{rnd(ALNUM, 32)}",
        f"GitHub webhook secret for the deploy hook: {hexs(40)}")
    add("encryption_key_material",
        f"master key for the backups (restic repo password): {rnd(ALNUM + '-_', 40)}",
        f"Chave AES-256 da base de dados de clientes (hex): {hexs(64)}",
        f"BitLocker-Wiederherstellungsschlüssel Laptop Büro: {'-'.join(digits(6) for _ in range(8))}")
    add("square_or_payment_provider_token",
        f"Square production access token EAAA{rnd(URLSAFE, 60)}",
        f"PayPal REST app (live) client secret E{rnd(URLSAFE, 79)}")
    add("doppler_token",
        f"DOPPLER_TOKEN=dp.st.prd.{rnd(ALNUM, 43)}",
        f"doppler service token for the worker: dp.st.prd.{rnd(ALNUM, 43)}")
    return rows


def lookalikes() -> list[tuple[str, str]]:
    rows = Rows()
    add = rows.add

    add("uuid_id",
        f"Support ticket for the failed refund — request id {uid()}",
        f"Bestellnummer der Druckerei: {uid()} (Lieferung KW 23)")
    add("git_commit",
        f"regression introduced in {hexs(40)}, reverted in {hexs(12)}",
        f"El fix está en el commit {hexs(40)} de la rama release/2.3",
        f"cherry-pick {hexs(7)} onto main before Friday")
    add("checksum",
        f"ubuntu-24.04-live-server-amd64.iso sha256 {hexs(64)}",
        f"Somme de contrôle MD5 de l'archive photos : {hexs(32)}",
        f"SHA1 of the firmware blob: {hexs(40)} — matches the vendor page")
    add("container_digest",
        f"pin the base image: python:3.12-slim@sha256:{hexs(64)}",
        f"Immagine in produzione: registry.acme.internal/api@sha256:{hexs(64)}")
    add("ssh_public_key",
        f"add to authorized_keys on the NAS: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} lena@thinkpad",
        f"Mijn publieke sleutel voor de server: ssh-rsa {ssh_pub('ssh-rsa', 260)} pieter@werk")
    add("host_key_fingerprint",
        f"First connect to git.acme.internal should show ED25519 key fingerprint SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
        f"Odcisk klucza hosta backup.acme.internal: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}")
    add("pgp_fingerprint",
        "my PGP key fingerprint (verify before encrypting): " + " ".join(hexs(4).upper() for _ in range(10)),
        f"Fingerabdruck des Signaturschlüssels der Releases: {hexs(40).upper()}")
    add("public_certificate",
        "root CA to import on the office laptops\n" + pem("CERTIFICATE", 10),
        "Certificado público del servidor de correo (no es la clave):\n" + pem("CERTIFICATE", 6))
    add("public_key_pem",
        "JWT verification key (public) for the mobile app\n" + pem("PUBLIC KEY", 5),
        "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n" + pem_body(6) + "\n-----END PGP PUBLIC KEY BLOCK-----")
    add("publishable_key",
        f"Stripe publishable key for checkout.js (safe in the browser): pk_live_{rnd(ALNUM, 99)}",
        f"Mapbox public token for the store locator map {mapbox('pk')}",
        f"reCAPTCHA site key (public, goes in the HTML): 6L{rnd(URLSAFE, 38)}")
    add("public_client_id",
        f"OAuth client ID for the desktop app (public client, PKCE): {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
        f"ID de l'application Azure (client) : {uid()} — locataire {uid()}",
        f"Spotify client id for the playlist tool {hexs(32)} (no secret, PKCE flow)")
    add("analytics_id",
        f"GA4 measurement ID G-{rnd(UPPER + DIGITS, 10)}, GTM container GTM-{rnd(UPPER + DIGITS, 7)}",
        f"Meta Pixel-ID van de webshop: {digits(15, lead=True)}")
    add("cloud_resource_id",
        f"role to assume: arn:aws:iam::{digits(12, lead=True)}:role/ReadOnlyAuditor",
        f"Subscription /subscriptions/{uid()}/resourceGroups/rg-prod-weu",
        f"GCP project number {digits(12, lead=True)}, project id acme-analytics-{rnd(LOWER + DIGITS, 6)}")
    add("payment_object_id",
        f"refund the double charge: pi_3{rnd(ALNUM, 23)} for customer cus_{rnd(ALNUM, 14)}",
        f"Preis-ID für das Jahresabo: price_1{rnd(ALNUM, 23)}")
    add("chat_platform_id",
        f"Slack channel id for #incidents is C0{rnd(UPPER + DIGITS, 9)}, bot user U0{rnd(UPPER + DIGITS, 9)}",
        f"Discord server ID {digits(18, lead=True)} and role ID {digits(19, lead=True)} for the bot config")
    add("account_sid",
        f"Twilio Account SID (identifier, not the token): AC{hexs(32)}",
        f"Messaging Service SID MG{hexs(32)} — use this in the sender config")
    add("secret_reference_env",
        "DATABASE_URL=postgres://app:${DB_PASSWORD}@db.acme.internal:5432/app",
        "password: ${{ secrets.REGISTRY_PASSWORD }}",
        "const key = process.env.STRIPE_SECRET_KEY ?? throwMissing('STRIPE_SECRET_KEY')")
    add("secret_reference_manager",
        "Netflix login lives in 1Password: op://Family/Netflix/password",
        "Le mot de passe du NAS est dans Bitwarden, dossier Maison → « NAS Synology ».",
        "pass show work/vpn | head -1   # to paste the VPN password")
    add("secret_reference_vault",
        "the prod DB creds are at vault kv/data/prod/orders-db (field password), role orders-api can read them",
        "Las credenciales de SMTP están en AWS Secrets Manager: prod/smtp/credentials")
    add("k8s_secret_reference",
        "env:\n- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: orders-db\n      key: password",
        "kubectl create secret generic api-keys --from-file=./keys.env   (file is not in git)")
    add("placeholder",
        "API_KEY=<paste-your-key-here>",
        "Authorization: Bearer YOUR_ACCESS_TOKEN",
        "Wachtwoord: ******** (staat in de kluis)")
    add("doc_example_credential",
        "AWS docs example keys: AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY — placeholders, never valid",
        "postgres://user:password@localhost:5432/mydb  ← the template from the README, fill in your own")
    add("masked_credential",
        "Stripe key rotated; old one ended in …4f2a, new one ends in …91c0",
        "Carte bancaire se terminant par 4417, expire 08/27",
        "API key sk-****************************Xk3Q was revoked on Monday")
    add("test_card_number",
        "Stripe test card: 4242 4242 4242 4242, any future date, any CVC",
        "Tarjeta de prueba para 3-D Secure: 4000 0027 6000 3184")
    add("encrypted_value",
        f"db_password: ENC[AES256_GCM,data:{b64(secrets.token_bytes(18))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]",
        "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(hexs(80) for _ in range(4)),
        f"SealedSecret encryptedData.password: Ag{rnd(B64, 300)}==")
    add("integrity_hash",
        f'"integrity": "sha512-{b64(secrets.token_bytes(64))}"',
        f'<script src="https://cdn.example/lib.min.js" integrity="sha384-{b64(secrets.token_bytes(48))}" crossorigin="anonymous"></script>')
    add("crypto_public_address",
        f"send the refund to my ETH address 0x{hexs(40)}",
        f"Adresse Bitcoin pour les dons : bc1q{rnd(BECH32, 38)}",
        f"transaction hash 0x{hexs(64)} — confirmed in block {digits(8, lead=True)}")
    add("age_public_key",
        f"encrypt backups to my age recipient age1{rnd(BECH32, 58)}",
        f".sops.yaml recipient for the team: age1{rnd(BECH32, 58)}")
    add("wireguard_public_peer",
        f"[Peer]\nPublicKey = {b64(secrets.token_bytes(32))}\nAllowedIPs = 10.66.0.0/24\nEndpoint = vpn.acme.test:51820",
        f"Chiave pubblica WireGuard del router: {b64(secrets.token_bytes(32))}")
    add("vapid_public_key",
        f"web push applicationServerKey (public VAPID key): B{rnd(URLSAFE, 86)}",
        f"Clave pública VAPID para las notificaciones push: B{rnd(URLSAFE, 86)}")
    add("decoded_token_payload",
        '{"sub": "1234567890", "name": "Jane Doe", "iat": 1716239022, "exp": 1716242622, "scope": "read:orders"}  (decoded claims, for the bug report)',
        f"JWT header we expect: {b64url({'alg': 'RS256', 'typ': 'JWT', 'kid': hexs(8)})}")
    add("harmless_base64",
        f"cursor for the next page: {b64url({'offset': 200, 'sort': 'created_at'})}",
        f"tiny placeholder image data:image/png;base64,{png(48)}",
        'Base64 von {"theme":"dark"}: ' + b64(b'{"theme":"dark"}'))
    add("regex_pattern",
        "grep for leaked AWS keys with AKIA[0-9A-Z]{16} and GitHub ones with ghp_[A-Za-z0-9]{36}",
        r"Wyrażenie do wykrywania tokenów Slack: xox[baprs]-[0-9A-Za-z-]{10,}")
    add("prose_about_credentials",
        "Reminder: rotate the database password every 90 days and after anyone leaves the team.",
        "If a token leaks, revoke it first, then check the audit log for use, then issue a new one.",
        "Passwörter nie per Mail schicken — lieber einen einmaligen Link aus dem Passwortmanager.")
    add("password_policy",
        "Password policy: at least 14 characters, no reuse of the last 5, MFA required for admins.",
        "La contraseña debe tener mínimo 12 caracteres, una mayúscula, un número y un símbolo.",
        "Wachtwoordbeleid: minimaal 16 tekens, wachtzinnen toegestaan, geen verplichte wisseling.")
    add("credential_event",
        "locked myself out of the VPN after three wrong passwords, IT reset it at 10:40",
        "A banca vai enviar o novo PIN por correio na próxima semana.",
        "Ho cambiato la password di Netflix perché qualcuno la usava dall'estero.")
    add("word_token_other_sense",
        "Context window is 128k tokens; the summary prompt uses about 3,200 tokens.",
        "Bring the arcade tokens from the jar, the kids want to play air hockey.",
        "USDC token contract on mainnet — check the address on the issuer's site before approving.")
    add("word_key_secret_other_sense",
        "Song is in the key of F# minor, capo on 2.",
        "Secret Santa draw is on the 1st, budget 25 €.",
        "Il segreto del ragù: sedano tritato finissimo e tre ore di cottura.")
    add("commit_message_mentions_password",
        "fix(auth): password reset email not sent when username has uppercase letters",
        "feat: add 'show password' toggle to the login form (#482)")
    add("iban_bank_details",
        f"Rent goes to IBAN {iban('DE', 18)}, reference 'Miete Juni'",
        f"Rekeningnummer voor de contributie: {iban('NL', 10, 'ABNA')}",
        f"IBAN da associação: {iban('PT', 21)}")
    add("tracking_number",
        f"UPS tracking 1Z{rnd(UPPER + DIGITS, 16)}, arriving Thursday",
        f"Numer przesyłki InPost: {digits(24, lead=True)}")
    add("order_invoice_number",
        f"Invoice INV-2024-{digits(5)} paid, order #{digits(9, lead=True)}",
        f"Numéro de commande Fnac : {rnd(UPPER + DIGITS, 12)}",
        f"Kundennummer Stadtwerke {digits(10, lead=True)}, Zählernummer {digits(8, lead=True)}")
    add("isbn_doi",
        f"book for the reading group: ISBN {isbn13()}",
        f"cite as doi:10.{digits(4, lead=True)}/{rnd(LOWER + DIGITS, 8)}, arXiv:24{digits(2)}.{digits(5)}")
    add("vehicle_id",
        f"VIN of the van: {rnd('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 17)}",
        f"Matrícula del coche de alquiler: {digits(4)} {rnd('BCDFGHJKLMNPRSTVWXYZ', 3)}")
    add("network_identifiers",
        "printer is at 192.168.1.47, MAC " + ":".join(hexs(2) for _ in range(6)),
        f"Subnet 10.{secrets.randbelow(255)}.0.0/16, IPv6 prefix 2001:db8:{hexs(4)}::/48")
    add("phone_contact",
        f"plumber: +44 7{digits(9, lead=True)}, ask for Dave",
        f"Numero dello studio dentistico: +39 02 {digits(4)} {digits(4)}")
    add("meeting_id_without_passcode",
        f"Zoom meeting ID {digits(3, lead=True)} {digits(4)} {digits(4)} — waiting room on, host lets you in",
        f"Teams-Besprechungs-ID: {digits(3, lead=True)} {digits(3)} {digits(3)} {digits(3)}")
    add("promo_code",
        f"promo code SPRING{digits(2)} gives 20% off until Sunday",
        f"Kod rabatowy na dostawę: DARMOWA{digits(3)}")
    add("version_build",
        f"deployed v3.14.2+build.{digits(4)} (git {hexs(8)}) to staging",
        f"asset bundle main.{hexs(8)}.js and vendor.{hexs(20)}.js")
    add("generated_names",
        f"pod api-{rnd(LOWER + DIGITS, 9)}-{rnd(LOWER + DIGITS, 5)} keeps restarting (OOMKilled)",
        f"S3 object uploads/{uid()}/{rnd(ALNUM, 10)}.jpg was the corrupt one",
        f"ULID del evento: 01H{rnd('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 23)}")
    add("trace_ids",
        f"traceparent 00-{hexs(32)}-{hexs(16)}-01 — slow span is the DB call",
        f"Cloudflare Ray ID {hexs(16)}-FRA, AWS request id {uid()}")
    add("hex_colors_and_addresses",
        f"palette: #{hexs(6)} #{hexs(6)} #{hexs(6)} #{hexs(6)}",
        f"segfault at 0x7ff{hexs(9)} in libvips.so.42")
    add("short_url_and_media_id",
        f"video for the onboarding: https://www.youtube.com/watch?v={rnd(URLSAFE, 11)}",
        f"Link zur Umfrage: https://forms.example/r/{rnd(ALNUM, 10)}")
    add("everyday_numbers",
        f"Lotto tip: 4 11 23 27 38 45, Superzahl {secrets.randbelow(10)}",
        f"Receita: 250 g farinha, 3 ovos, 180 °C durante 35 min; senha da fila no talho: {digits(3)}",
        f"Zmiana licznika: stan {digits(5, lead=True)} kWh, odczyt {digits(2)}.{digits(2)}.2024")
    add("wifi_without_secret",
        "guest wifi 'Cafe-Libre' is open, no password, captive portal asks for an email",
        "Het gastennetwerk heet Bibliotheek-Gast en je logt in met je pasnummer op de portal-pagina.")
    add("mfa_setup_prose",
        "Set up TOTP on the registrar account; the QR code was scanned with the phone and the backup codes are in the safe.",
        "Activei a verificação em dois passos no Gmail com chave de segurança física.")
    add("cron_and_config",
        "0 3 * * 1-5 /usr/local/bin/backup --keep-daily 7 --keep-weekly 4",
        "max_connections = 200\nshared_buffers = 4GB\nwork_mem = 64MB")
    return rows


def main() -> None:
    write_corpora("make_heldout8.py", [
        ("heldout8_credentials.yaml", credentials(), "eighth blind batch of synthetic credentials, written without reading the detector or earlier corpora; none is real"),
        ("heldout8_lookalikes.yaml", lookalikes(), "eighth blind batch of legitimate notes that look like secrets, written without reading the detector or earlier corpora"),
    ])


if __name__ == "__main__":
    main()
