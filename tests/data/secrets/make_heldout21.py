# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout21_credentials.yaml and heldout21_lookalikes.yaml: held-out batch 21.

Batch 21 is the mixed memory a local LLM assistant collects from one ordinary software
developer over a year: about half work (a Python/TypeScript web backend, a side project on a
VPS, open-source maintenance, CI, package publishing, cloud consoles, databases, monitoring)
and half personal (bank, phone, home network, smart home, car, travel, family accounts, gym,
doctor), about a quarter of it in German, Spanish or Italian. Each note reads the way the user
would ask the assistant to remember it, or the way the assistant would sum up what the user
said: full sentences, fragments, pasted snippets.

The credentials spread over many kinds with no emphasis on one family: vendor tokens in their
real prefix formats, database URLs, private keys of several formats, recovery codes and TOTP
seeds, app passwords, passwords, PINs and door codes said in a sentence, Wi-Fi keys, security
answers, passphrases, a spelled-out password, password-manager CSV rows, a Basic auth header,
signed URLs and webhook URLs that carry their secret. The look-alikes are identifiers with
random-looking parts, keys that are public by design, references to a secret rather than the
secret, redacted values, statements about passwords without the value, and everyday numbers.

Written blind: without reading the detector, its tests, or any earlier corpus or generator
other than the helpers in make_heldout.py. Every secret value is drawn at run time from the
`secrets` module, so a rerun draws new values; hosts are under .test, .internal, .example or
acme, and nothing is real. Run `python tests/data/secrets/make_heldout21.py` to redraw.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    BASE58,
    BECH32,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    aws_account,
    b64,
    b64u_bytes,
    b64url,
    basic,
    bitlocker_key,
    digits,
    ean13,
    groups,
    hexs,
    iban,
    jwt,
    kube_key_data,
    luhn,
    mac,
    openssh_private,
    pem,
    pem_body,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = [
    "sonnenblume", "lago", "farfalla", "tortuga", "kastanie", "otter", "meerblick", "limone",
    "girasole", "nube", "bergsee", "harbor", "pistacchio", "zorro", "marmelade", "copper",
    "lavanda", "ballena", "fichte", "maple", "tramonto", "cometa", "walnuss", "saffron",
]
PETS = ["Bello", "Mia", "Pepito", "Luna", "Briciola", "Toby", "Krümel", "Chispa", "Oscar", "Nuvola"]
NATO = {
    "a": "alfa", "b": "bravo", "c": "charlie", "d": "delta", "e": "echo", "f": "foxtrot",
    "g": "golf", "h": "hotel", "i": "india", "j": "juliett", "k": "kilo", "l": "lima",
    "m": "mike", "n": "november", "o": "oscar", "p": "papa", "q": "quebec", "r": "romeo",
    "s": "sierra", "t": "tango", "u": "uniform", "v": "victor", "w": "whiskey", "x": "x-ray",
    "y": "yankee", "z": "zulu",
}
ZIFFERN = ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"]
NUMBERS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
SYMBOLS = {"!": "exclamation mark", "$": "dollar sign", "%": "percent", "&": "ampersand",
           "*": "asterisk", ".": "dot", "-": "dash", "_": "underscore"}
ZEICHEN = {"!": "Ausrufezeichen", "$": "Dollarzeichen", "%": "Prozent", "&": "Und-Zeichen",
           "*": "Stern", ".": "Punkt", "-": "Bindestrich", "_": "Unterstrich"}


def year() -> str:
    return str(1960 + secrets.randbelow(60))


def human_pw() -> str:
    """A password a person made up: no @ : / ? # , so it sits in a URL or a CSV as is."""
    return pick(*[
        f"{pick(*WORDS).capitalize()}{digits(4)}{pick(*'!$%&*.')}",
        f"{pick(*WORDS)}{pick(*'_.-')}{pick(*WORDS)}{digits(2)}",
        f"{pick(*PETS)}{year()}{pick(*'!$*')}",
        f"{pick(*WORDS).capitalize()}{pick(*WORDS).capitalize()}{digits(3)}",
        rnd(ALNUM, 14),
    ])


def spelled_pw() -> str:
    """A password a person would read out: letters of both cases, digits, one symbol."""
    return rnd(LOWER + UPPER, 5) + digits(3) + pick(*"!$%&*") + rnd(LOWER + UPPER, 3)


def spell_en(text: str) -> str:
    out = []
    for c in text:
        if c.isdigit():
            out.append(NUMBERS[int(c)])
        elif c.isalpha():
            out.append(("capital " if c.isupper() else "small ") + NATO[c.lower()])
        else:
            out.append(SYMBOLS[c])
    return ", ".join(out)


def spell_de(text: str) -> str:
    out = []
    for c in text:
        if c.isdigit():
            out.append(ZIFFERN[int(c)])
        elif c.isalpha():
            out.append(("großes " if c.isupper() else "kleines ") + c.upper())
        else:
            out.append(ZEICHEN[c])
    return " - ".join(out)


def ts() -> int:
    return 1_690_000_000 + secrets.randbelow(40_000_000)


def pod(name: str) -> str:
    return f"{name}-{rnd(LOWER + DIGITS, 10)[:pick(*[9, 10])]}-{rnd(LOWER + DIGITS, 5)}"


def putty_v2() -> str:
    public = "\n".join(b64(secrets.token_bytes(48)) for _ in range(4))
    private = "\n".join(b64(secrets.token_bytes(48)) for _ in range(8))
    return (f"PuTTY-User-Key-File-2: ssh-rsa\nEncryption: none\nComment: rsa-key-{pick(*['20230914', '20220301', '20240117'])}\n"
            f"Public-Lines: 4\n{public}\nPrivate-Lines: 8\n{private}\nPrivate-MAC: {hexs(40)}")


def putty_v3() -> str:
    return (f"PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: eddsa-key-work-laptop\n"
            f"Public-Lines: 2\n{b64(secrets.token_bytes(39))}\n{b64(secrets.token_bytes(12))}\n"
            f"Private-Lines: 1\n{b64(secrets.token_bytes(36))}\nPrivate-MAC: {hexs(64)}")


def gcp_sa(project: str, name: str) -> str:
    key = "\n".join(b64(secrets.token_bytes(48)) for _ in range(6))
    return json.dumps({
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(40),
        "private_key": f"-----BEGIN PRIVATE KEY-----\n{key}\n-----END PRIVATE KEY-----\n",
        "client_email": f"{name}@{project}.iam.gserviceaccount.com",
        "client_id": digits(21, True),
    }, indent=2)


def grafana_cloud() -> str:
    body = {"o": digits(6, True), "n": f"stack-{digits(6, True)}-hm-write-homelab",
            "k": rnd(ALNUM, 24), "m": {"r": "prod-eu-west-2"}}
    return "glc_" + b64(json.dumps(body, separators=(",", ":")).encode())


def credentials() -> Rows:
    r = Rows()
    now = ts()

    # --- issued tokens, many vendors, none dominant ---
    r.add("github_token",
          f"Remember my GitHub token for the release script: ghp_{rnd(ALNUM, 36)} (it expires in March, renew before the 2.0 release)",
          f"new fine-grained PAT, only for the tandem-sync repo, contents+PRs write -> github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}",
          f"GH_TOKEN für die gh CLI auf dem Arbeitslaptop: gho_{rnd(ALNUM, 36)}")
    r.add("gitlab_token",
          f"GitLab token at work (read_api + read_registry): glpat-{rnd(URLSAFE, 20)}",
          f"the runner on the VPS registered with glrt-{rnd(URLSAFE, 20)}, keep it in case I have to re-register",
          f"Token del trigger della pipeline docs su GitLab: glptt-{hexs(40)}")
    r.add("registry_token",
          f"~/.npmrc on the build box:\n//registry.npmjs.org/:_authToken=npm_{rnd(ALNUM, 36)}",
          f"Docker Hub access token for pushing the side project image (user fpoletti): dckr_pat_{rnd(URLSAFE, 27)}",
          f"Token de crates.io para publicar la librería de parsing: cio{rnd(ALNUM, 32)}")
    r.add("pypi_token",
          f"PyPI API token, scoped to tandem-sync only: pypi-AgEIcHlwaS5vcmc{rnd(URLSAFE, 150)}",
          f"~/.pypirc\n[testpypi]\n  username = __token__\n  password = pypi-AgENdGVzdC5weXBpLm9yZw{rnd(URLSAFE, 130)}",
          f"Il token di PyPI per pubblicare il pacchetto è pypi-AgEIcHlwaS5vcmc{rnd(URLSAFE, 150)}, non perderlo di nuovo")
    r.add("ai_api_key",
          f"put this in the side project's .env: OPENAI_API_KEY=sk-proj-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}",
          f"my personal Anthropic key for the coding agent: sk-ant-api03-{rnd(URLSAFE, 93)}AA",
          f"Hugging Face read token hf_{rnd(LOWER + UPPER, 34)} — for pulling the gated model onto the GPU box")
    r.add("stripe_secret",
          f"Stripe live secret key for the shop: sk_live_51{rnd(ALNUM, 97)}",
          f"webhook signing secret from the Stripe dashboard (endpoint /api/stripe/webhook): whsec_{rnd(ALNUM, 32)}",
          f"Eingeschränkter Stripe-Schlüssel nur fürs Reporting-Skript: rk_live_51{rnd(ALNUM, 97)}")
    r.add("slack_token",
          f"SLACK_BOT_TOKEN=xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}",
          f"the user token I made for the emoji export script: xoxp-{digits(12, True)}-{digits(12, True)}-{digits(13, True)}-{hexs(32)}")
    r.add("telegram_bot_token",
          f"Bot for the home alerts (@casa_fpoletti_bot), token {digits(10, True)}:AA{rnd(URLSAFE, 33)}",
          f"Token del bot Telegram che manda le notifiche del backup: {digits(10, True)}:AA{rnd(URLSAFE, 33)}")
    r.add("aws_access_key",
          f"AWS keys for my personal account (only used for the billing alarm):\naws_access_key_id = AKIA{rnd(UPPER + DIGITS, 16)}\naws_secret_access_key = {rnd(B64, 40)}",
          f"the CI user for the S3 deploy is AKIA{rnd(UPPER + DIGITS, 16)}, its secret is {rnd(B64, 40)}",
          f"Claves de AWS del proyecto de la tienda: ID AKIA{rnd(UPPER + DIGITS, 16)} y clave secreta {rnd(B64, 40)}")
    r.add("cloud_api_token",
          f"Hetzner Cloud API token (read+write) for terraform on the VPS project: {rnd(ALNUM, 64)}",
          f"DIGITALOCEAN_TOKEN=dop_v1_{hexs(64)}",
          f"Cloudflare API token with DNS edit on my domain, used by certbot: {rnd(URLSAFE, 40)}",
          f"Vercel-Token fürs Deployment der Doku aus der CI: {rnd(ALNUM, 24)}")
    r.add("monitoring_key",
          f"Datadog API key for the agent on the VPS: {hexs(32)}",
          f"SENTRY_AUTH_TOKEN=sntryu_{hexs(64)} (the sourcemap upload step needs it)",
          f"New Relic license key for the trial: {hexs(36)}NRAL")
    r.add("grafana_token",
          f"Grafana Cloud access policy token for pushing metrics from the homelab: {grafana_cloud()}",
          f"service account token for the home Grafana (the kiosk tablet uses it): glsa_{rnd(ALNUM, 32)}_{hexs(8)}")
    r.add("vault_token",
          f"export VAULT_TOKEN=hvs.{rnd(URLSAFE, 90)}",
          f"Root-Token vom Vault-Init im Homelab: hvs.{rnd(ALNUM, 24)} (Unseal-Keys liegen auf Papier)")
    r.add("tailscale_key",
          f"reusable tailnet auth key for adding new nodes: tskey-auth-{rnd(ALNUM, 11)}CNTRL-{rnd(ALNUM, 33)}",
          f"Tailscale API key for the ACL sync script: tskey-api-{rnd(ALNUM, 11)}CNTRL-{rnd(ALNUM, 33)}")
    r.add("supabase_service_key",
          f"supabase service_role key (server side only!): {jwt({'iss': 'supabase', 'ref': rnd(LOWER, 20), 'role': 'service_role', 'iat': now, 'exp': now + 315_360_000})}",
          f"SUPABASE_SERVICE_ROLE_KEY={jwt({'iss': 'supabase', 'ref': rnd(LOWER, 20), 'role': 'service_role', 'iat': now, 'exp': now + 315_360_000})}")
    r.add("twilio_token",
          f"Twilio for the SMS appointment reminders: account AC{hexs(32)}, auth token {hexs(32)}",
          f"Twilio: SID AC{hexs(32)}, token de autenticación {hexs(32)}")

    # --- databases, keys and other work secrets ---
    r.add("database_url",
          f"DATABASE_URL=postgresql://app:{rnd(ALNUM, 24)}@db.side.internal:5432/shop",
          f"mongo for the scraper: mongodb+srv://scraper:{rnd(ALNUM, 16)}@cluster0.acme.test/?retryWrites=true&w=majority",
          f"the old WordPress database, in case I ever need it: mysql://wp_admin:{human_pw()}@127.0.0.1:3306/wp_blog",
          f"Stringa di connessione al Postgres di staging: postgres://marco:{human_pw()}@staging-db.acme.internal/orders",
          f"REDIS_URL=rediss://default:{rnd(ALNUM, 32)}@cache.acme.internal:6380/0")
    r.add("pgpass",
          f"add to ~/.pgpass on the laptop:\nprod-replica.acme.internal:5432:*:readonly:{rnd(ALNUM, 20)}",
          f"localhost:5433:tandem_dev:tandem:{human_pw()}  <- pgpass line for the docker db")
    r.add("pem_private_key",
          "TLS key of the homelab reverse proxy:\n" + pem("RSA PRIVATE KEY", 8),
          "GitHub App private key for the release bot (downloaded once, GitHub won't show it again):\n" + pem("RSA PRIVATE KEY", 6),
          f"Apple push key AuthKey_{rnd(UPPER + DIGITS, 10)}.p8 for the iOS companion app:\n" + pem("PRIVATE KEY", 3))
    r.add("openssh_private_key",
          "deploy key the VPS uses to pull from GitHub:\n" + openssh_private(),
          "Mein privater SSH-Schlüssel für den Raspberry Pi (id_ed25519):\n" + openssh_private())
    r.add("putty_key",
          "the .ppk I use on the office Windows machine for the VPS:\n" + putty_v2(),
          putty_v3())
    r.add("age_key",
          f"sops age key for the dotfiles repo: AGE-SECRET-KEY-1{rnd(BECH32.upper(), 58)}",
          f"keys.txt from the old laptop:\n# created: 2024-02-11T21:04:55+01:00\n# public key: age1{rnd(BECH32, 58)}\nAGE-SECRET-KEY-1{rnd(BECH32.upper(), 58)}")
    r.add("wireguard_key",
          f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.66.0.2/32\nDNS = 10.66.0.1\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vps.side.test:51820\nAllowedIPs = 10.66.0.0/24",
          f"WireGuard-Schlüssel fürs Handy (VPN zur FritzBox): PrivateKey = {wg_key()}",
          f"Clave privada de WireGuard del portátil del trabajo: {wg_key()}")
    r.add("kubeconfig_key",
          f"users:\n- name: k3s-admin\n  user:\n    client-certificate-data: {b64(b'-----BEGIN CERTIFICATE-----' + secrets.token_bytes(40))}\n    client-key-data: {kube_key_data()}",
          f"k3s on the VPS, copied from /etc/rancher/k3s/k3s.yaml: client-key-data: {kube_key_data()}")
    r.add("smtp_password",
          f"SMTP for the side project's transactional mail: smtp.mailrelay.example:587, user postmaster@shop.acme.test, pass {rnd(ALNUM, 20)}",
          f"Mailgun SMTP creds: postmaster@mg.acme.test / {hexs(32)}-{hexs(8)}-{hexs(8)}",
          f"Password SMTP dell'account noreply per Gitea: {human_pw()}")
    r.add("app_secret_key",
          f"Django SECRET_KEY for prod: {rnd(LOWER + DIGITS + '!@#$%^&*(-_=+)', 50)}",
          f"NEXTAUTH_SECRET={b64(secrets.token_bytes(32))}",
          f"Secreto para firmar los JWT de la API de la tienda: {rnd(URLSAFE, 64)}")
    r.add("encryption_key",
          f"Fernet key that encrypts the oauth_tokens column: {b64u_bytes(32)}=",
          f"Laravel APP_KEY of the client's site: base64:{b64(secrets.token_bytes(32))}")
    r.add("basic_auth_header",
          f"curl -H 'Authorization: Basic {basic('admin', rnd(ALNUM, 18))}' https://prometheus.side.test/api/v1/query?query=up",
          f"The staging site is behind basic auth; send Authorization: Basic {basic('preview', human_pw())}")
    r.add("api_bearer_header",
          f'curl -H "Authorization: Bearer {rnd(ALNUM, 40)}" https://api.acme.internal/v2/reports/daily',
          f"Per chiamare l'API interna serve l'header Authorization: Bearer {rnd(URLSAFE, 48)}")
    r.add("oauth_client_secret",
          f"Google OAuth client for the login button: client id {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com, secret GOCSPX-{rnd(URLSAFE, 28)}",
          f"Entra app registration secret for the SSO integration (expires 2026-03): {rnd(ALNUM, 3)}8Q~{rnd(ALNUM + '_-.~', 34)}",
          f"Auth0: client_secret de la app de producción: {rnd(URLSAFE, 64)}")
    r.add("service_account_json",
          "service account JSON for the BigQuery export job:\n" + gcp_sa("acme-analytics", "bq-export"),
          "firebase-adminsdk key the notifications worker uses: " + gcp_sa("acme-notes-app", "firebase-adminsdk-" + rnd(LOWER + DIGITS, 5)).replace("\n", " "))
    r.add("signed_url",
          f"shared the export with the accountant: https://acme-exports.s3.eu-central-1.amazonaws.com/2024/vat-q2.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA{rnd(UPPER + DIGITS, 16)}%2F20240702%2Feu-central-1%2Fs3%2Faws4_request&X-Amz-Date=20240702T081500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={hexs(64)}",
          f"https://storage.googleapis.com/acme-invoices/2024-06/INV-0042.pdf?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=exporter%40acme-prod.iam.gserviceaccount.com%2F20240612%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20240612T101010Z&X-Goog-Expires=86400&X-Goog-SignedHeaders=host&X-Goog-Signature={hexs(512)}",
          f"Link firmado de CloudFront para el vídeo del curso: https://d{rnd(LOWER + DIGITS, 13)}.cloudfront.net/curso/leccion-3.mp4?Expires={now + 2_592_000}&Signature={rnd(URLSAFE, 172)}__&Key-Pair-Id=K{rnd(UPPER + DIGITS, 13)}")
    r.add("webhook_url",
          f"Slack incoming webhook for the deploy channel: https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
          f"Discord webhook the uptime monitor posts to: https://discord.com/api/webhooks/{digits(19, True)}/{rnd(URLSAFE, 68)}",
          f"Teams-Webhook für Build-Fehler: https://acme.webhook.office.com/webhookb2/{uid()}@{uid()}/IncomingWebhook/{hexs(32)}/{uid()}/V2{rnd(URLSAFE, 43)}")
    r.add("git_credentials",
          f"~/.git-credentials on the VPS:\nhttps://deploy-bot:ghp_{rnd(ALNUM, 36)}@github.com",
          f"git remote set-url origin https://oauth2:glpat-{rnd(URLSAFE, 20)}@gitlab.acme.test/fpoletti/dotfiles.git")
    r.add("session_cookie",
          f"if the scraper gets logged out again, paste this cookie: _forum_session={rnd(URLSAFE, 86)}",
          f"Cookie: _gitlab_session={hexs(32)}; known_sign_in={rnd(B64, 60)}")
    r.add("server_password",
          f"root password for the new VPS from the provider's welcome mail: {rnd(ALNUM, 16)}",
          f"sudo-Passwort auf dem NAS: {human_pw()}",
          f"SFTP for the client's shared hosting: user web123, password {pw()}, host sftp.hosting.example",
          f"sshpass -p '{rnd(ALNUM, 14)}' ssh admin@10.0.5.20 'systemctl restart nginx'")

    # --- smart home ---
    r.add("home_assistant_token",
          f"Home Assistant long-lived token for the Node-RED flows: {jwt({'iss': hexs(32), 'iat': now, 'exp': now + 315_360_000})}",
          f"Langzeit-Zugriffstoken von Home Assistant (für die Stream-Deck-Tasten): {jwt({'iss': hexs(32), 'iat': now, 'exp': now + 315_360_000})}")
    r.add("mqtt_password",
          f"mosquitto user for zigbee2mqtt: z2m / {rnd(ALNUM, 18)}",
          f"zigbee2mqtt configuration.yaml\nmqtt:\n  base_topic: zigbee2mqtt\n  server: mqtt://ha.home.internal:1883\n  user: z2m\n  password: {rnd(ALNUM, 22)}")

    # --- personal accounts ---
    r.add("recovery_codes",
          "GitHub recovery codes, print these:\n" + recovery_codes(8, "github"),
          "Backup-Codes fürs Google-Konto: " + recovery_codes(5, "digits"),
          f"Bitwarden two-step login recovery code: {groups(rnd(UPPER + DIGITS, 32), 4, '-')}",
          f"Código de recuperación de la cuenta de Microsoft (guardar fuera del portátil): {groups(rnd(UPPER + DIGITS, 25), 5, '-')}")
    r.add("totp_seed",
          f"otpauth://totp/Hetzner:fpoletti?secret={rnd(BASE32, 32)}&issuer=Hetzner&digits=6&period=30",
          f"2FA setup key for the bank app (the 'enter manually' code): {groups(rnd(BASE32, 32), 4)}",
          f"Clave del autenticador para el correo del trabajo, por si cambio de móvil: {rnd(BASE32, 16)}",
          f"Codice segreto per l'autenticatore del gestionale dello studio: otpauth://totp/Studio:francesca?secret={rnd(BASE32, 26)}&issuer=Studio")
    r.add("app_password",
          f"Gmail app password for Thunderbird: {groups(rnd(LOWER, 16), 4)}",
          f"Apple app-specific password for the CalDAV sync: {groups(rnd(LOWER, 16), 4, '-')}",
          f"Password per app di Gmail (la usa la stampante per scan-to-mail): {groups(rnd(LOWER, 16), 4)}")
    r.add("account_password",
          f"My Amazon password is {human_pw()}",
          f"Passwort fürs Kundenkonto bei den Stadtwerken: {human_pw()}",
          f"La contraseña del correo de la abuela es {human_pw()} (se le olvida siempre)",
          f"router admin login changed to {human_pw()}",
          f"the car app (remote climate, lock status) — login is my email, password {human_pw()}",
          f"patient portal at the doctor's: username fpoletti84, password {human_pw()}")
    r.add("banking_credentials",
          f"Online-Banking Sparkasse: Anmeldename {rnd(LOWER, 6)}{digits(3)}, PIN {digits(5)}",
          f"Bank login: customer number {digits(10, True)}, password {human_pw()}",
          f"Home banking: codice utente {digits(8, True)}, password {human_pw()}, PIN dispositivo {digits(5)}")
    r.add("pin",
          f"New debit card PIN: {digits(4)}",
          f"SIM-PIN {digits(4)}, PUK {digits(8)} (neue Karte fürs Zweithandy)",
          f"phone unlock code is {digits(6)} in case I forget it after the reset",
          f"El PIN de la tarjeta de crédito nueva es {digits(4)}",
          f"the car app asks for a 4-digit PIN before remote unlock: {digits(4)}")
    r.add("door_code",
          f"Front door keypad at the office: {digits(4)}#",
          f"Alarmanlage zuhause: Code {digits(4)} zum Scharf- und Unscharfschalten",
          f"Combinazione della cassaforte in camera da letto: {digits(2)}-{digits(2)}-{digits(2)}",
          f"key lockbox at the Airbnb in Lisbon: code {digits(4)}, box is left of the door",
          f"garage door opener code {digits(6)}, and the gym locker combination is {digits(3)}")
    r.add("wifi_key",
          f"Home Wi-Fi: network 'Poletti-5G', key {human_pw()}",
          f"WLAN-Schlüssel der FritzBox (steht auch auf der Unterseite): {groups(digits(20), 4)}",
          f"Contraseña del wifi de casa de mis padres: {human_pw()}",
          f"guest QR code content: WIFI:T:WPA;S:Casa-Ospiti;P:{rnd(ALNUM, 12)};;")
    r.add("security_answer",
          f"security answers for PayPal (all made up on purpose): street I grew up on = {pick(*WORDS)}-{pick(*WORDS)}-{digits(2)}, first car = {pick(*WORDS)}{digits(3)}",
          f"Sicherheitsfrage bei der Krankenkasse, Name des ersten Haustiers: {pick(*PETS)}{digits(2)}{pick(*WORDS)}",
          f"Domanda di sicurezza della banca: nome della scuola elementare, risposta {pick(*WORDS)} {pick(*WORDS)} {digits(2)}",
          f"for the airline account I answered 'mother's maiden name' with {pick(*WORDS).capitalize()}{pick(*PETS)}{digits(3)}, not her real name")
    r.add("passphrase",
          f"LUKS passphrase for the new laptop: {phrase(WORDS, 6, '-')}",
          f"Borg-Backup-Passphrase fürs Repo auf der Storage Box: {phrase(WORDS, 5)}",
          f"passphrase on my GPG signing key: {phrase(WORDS, 4)} {digits(3)}",
          f"Frase de contraseña del volumen VeraCrypt con las escrituras del piso: {phrase(WORDS, 5, '.')}")
    sp_en, sp_de = spelled_pw(), spelled_pw()
    r.add("spelled_password",
          f"mum's email password, spelled out so I can read it to her on the phone: {spell_en(sp_en)}",
          f"Das Passwort vom Drucker-Admin, buchstabiert: {spell_de(sp_de)}")
    r.add("password_manager_csv",
          f"folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp\nHaushalt,,login,Stadtwerke,,,0,https://kundenportal.stadtwerke.example,anna.k,{human_pw()},",
          f'"Account","Login Name","Password","Web Site","Comments"\n"Vodafone","f.poletti@mail.example","{human_pw()}","https://www.vodafone.example",""')
    r.add("onepassword_secret_key",
          f"1Password Secret Key from the Emergency Kit: A3-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}",
          f"Emergency Kit von 1Password (Familienkonto): Secret Key A3-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}, Master-Passwort {phrase(WORDS, 4, '-')}")
    r.add("bitlocker_key",
          f"BitLocker recovery key for the work laptop: {bitlocker_key()}",
          f"Chiave di ripristino BitLocker del PC di papà: {bitlocker_key()}")
    r.add("shared_login",
          f"Netflix for the family: account poletti.family@mail.example, password {human_pw()}",
          f"Usuario y contraseña de la plataforma del colegio de Lucía: lucia.{rnd(LOWER, 5)} / {human_pw()}")
    return r


def lookalikes() -> Rows:
    r = Rows()

    # --- identifiers with random-looking parts ---
    r.add("arn",
          f"The Lambda's execution role is arn:aws:iam::{aws_account()}:role/side-project-api-{rnd(ALNUM, 12)}",
          f"secret ARN for the DB password (the value lives there, not here): arn:aws:secretsmanager:eu-central-1:{aws_account()}:secret:shop/prod/db-{rnd(ALNUM, 6)}",
          f"SNS-Topic für die Budget-Warnungen: arn:aws:sns:eu-central-1:{aws_account()}:billing-alerts")
    r.add("pod_name",
          f"{pod('api')} is the pod that OOMs around 3am",
          f"kubectl describe pod {pod('celery-worker')} -> ImagePullBackOff, wrong tag in the chart",
          f"El pod {pod('frontend')} se reinicia cada pocas horas; revisar los límites de memoria")
    r.add("container_id",
          f"docker logs {hexs(12)} shows the migration stuck at 0042",
          f"Il container {hexs(12)} (nextcloud-app-1) occupa la porta 8080",
          f"docker stop {hexs(12)} {hexs(12)}: the two zombie containers left from the old compose file")
    r.add("git_sha",
          f"Bisected the regression to {hexs(40)}",
          f"tag v2.4.0 points at {hexs(7)}; the hotfix went in as {hexs(7)}",
          f"Der Merge-Commit {hexs(40)} hat die Migration kaputt gemacht, der Revert ist {hexs(8)}")
    r.add("content_hash",
          f"SHA256 of the Debian netinst ISO I downloaded: {hexs(64)}",
          f'package-lock entry for the date library: "integrity": "sha512-{b64(secrets.token_bytes(64))}"',
          f"pinned the base image to python:3.12-slim@sha256:{hexs(64)}")
    r.add("uuid_url",
          f"Runbook for rotating the certs: https://wiki.acme.internal/pages/{uid()}/rotate-certs",
          f"The failed Terraform run: https://app.terraform.io/app/acme/workspaces/prod/runs/run-{rnd(ALNUM, 16)}",
          f"La factura está en https://billing.acme.test/invoices/{uid()} (hay que iniciar sesión)")
    r.add("request_id",
          f"Stripe support asked for the request id: req_{rnd(ALNUM, 14)}",
          f"S3 403 on upload: x-amz-request-id {rnd(UPPER + DIGITS, 16)}, x-amz-id-2 {b64(secrets.token_bytes(57))}",
          f"L'errore 502 aveva X-Request-ID {uid()}, da girare al supporto dell'hosting")
    r.add("order_number",
          f"Amazon order {digits(3, True)}-{digits(7)}-{digits(7)}: the USB-C dock, return by Friday",
          f"Bestellnummer {digits(9, True)} für die Laufschuhe, Rücksendung bis 14.06.",
          f"Pedido n.º {rnd(UPPER + DIGITS, 10)} del monitor, llega el martes entre 9 y 14")
    r.add("tracking_number",
          f"DHL tracking for the parcel to my sister: JJD{digits(18)}",
          f"UPS 1Z{rnd(UPPER + DIGITS, 16)} is the keyboard coming from Taiwan",
          f"Codice di tracciamento Poste per il pacco della nonna: {rnd(UPPER, 2)}{digits(9)}IT")
    r.add("iban_to_pay",
          f"Miete an Frau Schneider überweisen: {iban('DE', digits(18))}, Verwendungszweck 'Miete Juli'",
          f"Cuota del gimnasio: transferir a {iban('ES', digits(20))} antes del día 5",
          f"Pay the plumber's invoice 2024-117 (EUR 240) to {iban('IT', rnd(UPPER, 1) + digits(10) + digits(12))}")
    r.add("licence_plate",
          f"Kennzeichen vom neuen Auto: M-{rnd(UPPER, 2)} {digits(4, True)}",
          f"Matrícula del coche de alquiler en Málaga: {digits(4)} {rnd('BCDFGHJKLMNPRSTVWXYZ', 3)}",
          f"Targa della macchina di Giulia, per il permesso ZTL: {rnd(UPPER, 2)} {digits(3)} {rnd(UPPER, 2)}")
    r.add("serial_number",
          f"Laptop serial for the warranty claim: {rnd(UPPER + DIGITS, 10)}",
          f"Seriennummer der Therme (für den Wartungstermin): {digits(4)}-{digits(4)}-{digits(6)}-{rnd(UPPER + DIGITS, 4)}",
          f"Router S/N {rnd(UPPER + DIGITS, 14)}, model AX3000, bought March 2023")
    r.add("device_identifier",
          f"IMEI of the old phone, for the insurance claim: {luhn('35', 15)}",
          f"zigbee bulb ieee address 0x{hexs(16)}, friendly name living_room_lamp",
          f"Geräte-ID vom Thermostat im Bad (Home Assistant, für die Automation): {hexs(32)}")
    r.add("mac_address",
          f"the printer's MAC is {mac()}; give it a static lease at .50",
          f"MAC-Adresse vom Fernseher: {mac('-', True)}",
          f"Filtrado MAC del router: añadir {mac()} (la tablet de los niños)")
    r.add("customer_number",
          f"Zählernummer Strom: 1ESY{digits(10)}, Stand am 01.01.: 14.382 kWh",
          f"Car insurance policy number {rnd(UPPER, 2)}-{digits(8)}, renewal in October",
          f"Número de cliente de la compañía del gas: {digits(10, True)}")
    r.add("membership_number",
          f"Gym membership number {digits(8, True)}, contract runs until 31.12.",
          f"Número de socio del club de pádel: {digits(6, True)}",
          f"ADAC-Mitgliedsnummer {digits(9, True)}, die Pannenhilfe-Nummer steht hinten auf der Karte")
    r.add("product_code",
          f"Filter for the cooker hood: part number {rnd(UPPER + DIGITS, 8)}, EAN {ean13()}",
          f"The book Marco recommended: ISBN {ean13('978')}",
          f"Codice ricambio della guarnizione della lavatrice: {rnd(UPPER + DIGITS, 10)}, costa 18 euro")
    r.add("s3_object_url",
          f"s3://side-backups/pg/2024-07-01/dump-{hexs(8)}.sql.gz is the latest good dump",
          f"public asset URL https://cdn.acme.test/img/{hexs(32)}.webp for the hero image",
          f"yesterday's export landed in gs://acme-analytics-exports/daily/2024-06-30/part-{digits(5)}-{uid()}.parquet")
    r.add("log_line",
          f"traceparent: 00-{hexs(32)}-{hexs(16)}-01 on the slow checkout request",
          f'nginx: 10.0.5.20 - - [02/Jul/2024:10:14:07 +0000] "GET /api/v1/orders/{uid()} HTTP/1.1" 404 153',
          f"goroutine 1 [running]:\nmain.(*Server).handle(0xc000{hexs(6)}, 0x{hexs(6)})\n\t/app/server.go:88 +0x{hexs(3)}")
    r.add("media_url",
          f"the talk about Postgres locks: https://www.youtube.com/watch?v={rnd(URLSAFE, 11)}",
          f"Playlist per il viaggio in macchina: https://open.spotify.com/playlist/{rnd(ALNUM, 22)}")
    r.add("color_code",
          f"brand colours for the landing page: primary #{rnd(HEX, 6)}, accent #{rnd(HEX, 6)}, text #1f2933",
          f"--surface: #{rnd(HEX, 6)}; --border: #{rnd(HEX, 6)}; (dark theme tokens)")

    # --- public by design ---
    r.add("ssh_public_key",
          f"add my laptop key to the VPS authorized_keys: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} fpoletti@laptop",
          f"GitHub deploy key (public half): ssh-rsa {ssh_pub('ssh-rsa', 256)} deploy@side",
          f"Clave pública del servidor de copias: ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 80)} backup@nas")
    r.add("key_fingerprint",
          f"Host key fingerprint of the VPS: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (ED25519)",
          f"My GPG key fingerprint: {groups(hexs(40).upper(), 4)}",
          f"Impronta SHA-256 del certificato del NAS: {':'.join(secrets.token_hex(1).upper() for _ in range(32))}")
    r.add("pgp_public_key",
          "gpg --armor --export me, for the keyserver:\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n" + pem_body(4) + "\n-----END PGP PUBLIC KEY BLOCK-----",
          f"gpg --recv-keys 0x{hexs(16).upper()} before verifying the release tarball",
          "Mi clave pública PGP, para que el gestor me mande los documentos cifrados:\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n" + pem_body(3) + "\n-----END PGP PUBLIC KEY BLOCK-----")
    r.add("public_certificate",
          "root CA cert of the homelab, install it on the phones:\n" + pem("CERTIFICATE", 6),
          "CA-Zertifikat vom Homelab (öffentlich, darf überall hin):\n" + pem("CERTIFICATE", 5))
    r.add("publishable_key",
          f"STRIPE_PUBLISHABLE_KEY=pk_live_51{rnd(ALNUM, 97)} (goes into the frontend bundle)",
          f"PostHog project key for the landing page: phc_{rnd(ALNUM, 43)}",
          f"Clave pública de Mapbox para el mapa de la web: pk.eyJ1IjoiZnBvbGV0dGkiLCJhIjoi{rnd(URLSAFE, 20)}.{rnd(URLSAFE, 22)}")
    r.add("oauth_client_id",
          f"Google OAuth client ID (public, it's in the HTML): {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
          f"GitHub OAuth App client id Iv1.{hexs(16)}; the secret is in Doppler",
          f"client_id dell'app Spotify per lo script delle playlist: {hexs(32)} (il client secret è in Bitwarden)")
    r.add("jwks",
          '{"keys": [{"kty": "RSA", "kid": "' + rnd(URLSAFE, 22) + '", "use": "sig", "alg": "RS256", "n": "' + b64u_bytes(256) + '", "e": "AQAB"}]}',
          'JWKS the mobile app verifies tokens with: {"keys":[{"kty":"EC","crv":"P-256","kid":"2024-07","x":"' + b64u_bytes(32) + '","y":"' + b64u_bytes(32) + '"}]}')
    r.add("dkim_record",
          f'DKIM for the newsletter domain: mail._domainkey.side.test TXT "v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{b64(secrets.token_bytes(200))}"',
          f'DNS-Eintrag vom Mailanbieter: s1._domainkey IN TXT "v=DKIM1; k=ed25519; p={b64(secrets.token_bytes(32))}"')
    r.add("wallet_address",
          f"If anyone wants to tip the project: bc1q{rnd(BECH32, 38)}",
          f"Indirizzo ETH per ricevere il rimborso da Luca: 0x{hexs(40)}",
          f"Solana address for the hackathon prize payout: {rnd(BASE58, 44)}")
    r.add("firebase_config",
          f"const firebaseConfig = {{\n  apiKey: \"AIza{rnd(URLSAFE, 35)}\",\n  authDomain: \"acme-notes.firebaseapp.com\",\n  projectId: \"acme-notes\",\n  storageBucket: \"acme-notes.appspot.com\",\n  messagingSenderId: \"{digits(12, True)}\",\n  appId: \"1:{digits(12, True)}:web:{hexs(22)}\"\n}};",
          f"Firebase web config for the PWA (public by design, the rules protect the data): apiKey AIza{rnd(URLSAFE, 35)}, projectId acme-notes, appId 1:{digits(12, True)}:web:{hexs(22)}")

    # --- references to a secret, not the secret ---
    r.add("terraform_ref",
          "password = var.db_password in the rds module, fed from TF_VAR_db_password",
          "TF_VAR_hcloud_token is exported from the shell profile on the laptop, never committed",
          "nel modulo del database: master_password = random_password.db.result (sensitive)")
    r.add("ci_secret_ref",
          "env:\n  TWINE_USERNAME: __token__\n  TWINE_PASSWORD: ${{ secrets.PYPI_API_TOKEN }}",
          "the GitLab job logs in with $CI_REGISTRY_USER and $CI_JOB_TOKEN, nothing stored",
          "en el workflow de despliegue: SSH_KEY: ${{ secrets.VPS_DEPLOY_KEY }} y HOST: ${{ vars.VPS_HOST }}")
    r.add("onepassword_ref",
          "op://Private/Hetzner/api token is what the terraform wrapper reads",
          "DATABASE_PASSWORD=$(op read 'op://Work/Postgres prod/password')",
          "El token de Cloudflare se inyecta con op run: CF_API_TOKEN=op://Servidores/Cloudflare/credential")
    r.add("vault_path",
          "the Stripe key is at secret/data/side/stripe, field secret_key",
          "Den WireGuard-Key holt das Skript aus vault kv get -field=private_key homelab/wireguard",
          "vault read database/creds/shop-readonly hands out short-lived DB users now, no static password anymore")
    r.add("k8s_secret_ref",
          "env:\n- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: shop-db\n      key: password",
          "kubectl create secret generic shop-db --from-env-file=.env.prod (the file stays on the laptop)",
          "Il deployment monta il secret smtp-relay come volume in /var/run/secrets/smtp, niente variabili d'ambiente")
    r.add("env_var_name",
          "The app reads STRIPE_SECRET_KEY, DATABASE_URL and SENTRY_DSN from the environment",
          "Neue Variable OPENAI_API_KEY in der .envrc anlegen, Wert aus Bitwarden holen",
          "export AWS_PROFILE=personal instead of setting AWS_ACCESS_KEY_ID by hand")
    r.add("password_manager_mention",
          "the bank password is in 1Password under 'Sparkasse Giro'",
          "La contraseña del router está en Bitwarden, carpeta Casa",
          "Le credenziali del commercialista sono nel KeePass, voce 'Studio Bianchi'")
    r.add("env_example",
          ".env.example for the side project:\nDATABASE_URL=\nREDIS_URL=\nSTRIPE_SECRET_KEY=\nSTRIPE_WEBHOOK_SECRET=\nSMTP_PASSWORD=",
          "the example env keeps GITHUB_TOKEN=<your token here> and OPENAI_API_KEY= empty; copy it to .env",
          "Vorlage .env.sample im Repo:\nHCLOUD_TOKEN=\nCLOUDFLARE_API_TOKEN=\nACME_EMAIL=admin@side.test")
    r.add("ssh_config",
          "Host vps\n  HostName vps.side.test\n  User deploy\n  Port 2222\n  IdentityFile ~/.ssh/id_ed25519_vps",
          "Für den Pi: ssh -i ~/.ssh/pi_key pi@pi.home.internal, Passwort-Login ist aus",
          "Para el NAS: ssh -p 2200 admin@nas.home.internal, la clave es ~/.ssh/id_ed25519_nas")
    r.add("code_snippet",
          "def verify_password(plain: str, hashed: str) -> bool:\n    return pwd_context.verify(plain, hashed)",
          "password = getpass.getpass('DB password: ')  # never hard-code it",
          "if request.headers.get('X-Api-Key') != settings.API_KEY:\n    raise PermissionDenied")
    r.add("base64_settings",
          f"the dashboard state in the share URL is just {b64(json.dumps({'range': '7d', 'tz': 'Europe/Berlin', 'panels': ['latency', 'errors']}).encode())}",
          f"the header part of every token the API issues is {b64url({'alg': 'RS256', 'typ': 'JWT', 'kid': '2024-07'})}, i.e. just alg, typ and kid",
          f"ConfigMap binaryData settings.json: {b64(json.dumps({'locale': 'it-IT', 'currency': 'EUR', 'darkMode': True}).encode())}")

    # --- talk about passwords, without the value ---
    r.add("password_statement",
          "Changed the Google password today; 2FA is on with the phone",
          "Passwort für die Krankenkassen-App muss mindestens 12 Zeichen und ein Sonderzeichen haben",
          "I reset the router admin password after the firmware update, it's no longer the sticker one",
          "Tengo que cambiar la contraseña del banco antes del día 30, caduca cada 90 días",
          "La password del Wi-Fi l'ho cambiata ieri, l'ho scritta sul foglio attaccato al frigo")
    r.add("redacted_value",
          "log excerpt: Authorization: Bearer [REDACTED] -> 401 from the billing API",
          "DATABASE_URL=postgres://app:********@db.side.internal:5432/shop (as printed by the config dump)",
          f"La chiave nel log appare come sk_live_…{rnd(ALNUM, 4)}, già mascherata dal logger",
          "Im Support-Ticket habe ich den Token geschwärzt: ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX")

    # --- everyday numbers ---
    r.add("version_string",
          "upgraded to Postgres 16.3 and psycopg 3.2.1, all tests green",
          "Python 3.12.4, node v20.14.0, pnpm 9.4.0 on the CI image",
          "Firmware der FritzBox: 7.57, Update auf 7.58 steht noch aus")
    r.add("date_time",
          "dentist appointment on 2024-09-17 at 08:45, bring the X-rays",
          "cita con el médico de cabecera el 12/03 a las 10:30",
          "cron 0 3 * * 1-5 runs the backups at 03:00 UTC on weekdays")
    r.add("phone_number",
          f"Plumber Herr Wagner: +49 171 {digits(7, True)}",
          f"Numero della pediatra: 02 {digits(8, True)}, risponde dalle 9 alle 12",
          f"Dr. Jensen's practice +1 555 01{digits(2)}, ask for Carla")
    r.add("measurement",
          f"Blood pressure this morning 12{digits(1)}/8{digits(1)}, pulse 6{digits(1)}",
          f"Kitchen window is {1200 + secrets.randbelow(80)} x {1400 + secrets.randbelow(90)} mm for the blinds",
          "Reifendruck vorne 2,4 bar, hinten 2,6 bar (voll beladen 2,8)")
    r.add("recipe",
          "Pizza dough: 500 g flour, 325 ml water, 10 g salt, 3 g dry yeast, 48 h in the fridge",
          "Tiramisù: 4 uova, 500 g mascarpone, 100 g zucchero, 300 g savoiardi, caffè q.b.",
          "Paella para 6: 600 g de arroz, 1,5 l de caldo, 0,5 g de azafrán, 20 minutos a fuego medio")
    r.add("travel_details",
          f"Flight LH {digits(4, True)} FRA-LIS on 12 Aug, seat {secrets.randbelow(38) + 2}C, departs 07:15 from T1",
          f"Treno Frecciarossa {digits(4, True)} Milano-Roma, carrozza 7, posto 12A",
          f"Hotel in Porto: check-in from 15:00, room {digits(3, True)}, breakfast until 10:30")
    r.add("network_config",
          "home LAN is 192.168.178.0/24, Pi-hole at .2, DHCP from .20 to .200",
          "guest SSID is Casa-Ospiti, 5 GHz channel 36, WPA3 on, client isolation on",
          "WireGuard subnet 10.66.0.0/24, listen port 51820, MTU 1420")
    return r


def main() -> None:
    write_corpora("make_heldout21.py", [
        ("heldout21_credentials.yaml", credentials(), "batch 21, a developer's mixed work and personal memory, written blind: synthetic credentials; none is real"),
        ("heldout21_lookalikes.yaml", lookalikes(), "batch 21, a developer's mixed work and personal memory, written blind: legitimate notes that look like secrets"),
    ])


if __name__ == "__main__":
    main()
