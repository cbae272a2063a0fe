# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout17_credentials.yaml and heldout17_lookalikes.yaml: held-out batch 17.

Batch 17 is "a new user's first months with a local LLM assistant": the notes a person
asks the assistant to remember, in their own words. The person is a freelance web
developer and part-time sysadmin for three small clients (a dental practice, a bakery
chain and an NGO) who also manages the accounts of a partner, two kids and an elderly
mother. The notes are free text as much as configuration: "remember that...", notes to
self, terminal pastes, config files (YAML, TOML, INI, JSON, .env, compose, nginx, systemd,
crontab, ssh config, kubeconfig, .netrc, .pgpass, rclone.conf, wp-config.php, Ansible vars),
chat messages, e-mails, transcribed handwriting and voicemail, password-manager export rows
and screenshot OCR. About a quarter are in Spanish, Italian or Portuguese.

The credentials file holds notes that each carry at least one real-shaped credential,
issued tokens and human secrets alike (passwords, PINs, door and alarm codes, security
answers). The look-alikes file holds notes a person would legitimately keep that only look
like secrets: identifiers with random-looking parts, keys that are public by design,
references to a secret rather than the secret, statements about passwords without the value,
redacted values, and everyday numbers. Items whose status is arguable were left out.

This batch was written blind: without reading the detector, its tests, or any earlier
corpus or generator other than the helper functions of make_heldout.py. Every secret value
is drawn at run time from the `secrets` module and every host is under .test, .internal,
.example or acme, so nothing here is real. Run it from the repository root with
`python tests/data/secrets/make_heldout17.py`; a rerun draws new values.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    BECH32,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    anthropic_key,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u,
    basic,
    digits,
    ean13,
    groups,
    hexs,
    iban,
    jwt,
    mac,
    openssh_private,
    phrase,
    pick,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = [
    "anchovy", "biscuit", "cobalt", "dahlia", "ember", "fennel", "granite", "hazel",
    "indigo", "juniper", "kettle", "lentil", "meadow", "nutmeg", "olive", "pepper",
    "quartz", "rhubarb", "saffron", "thistle", "walnut", "yarrow", "zinnia", "harbor",
    "lantern", "pebble", "sparrow", "tundra", "velvet", "orchard",
]
PALABRAS = ["girasol", "tortuga", "mandarina", "pimiento", "farol", "nube", "cometa", "limonero", "gaviota", "almendra"]
PAROLE = ["girasole", "tartaruga", "mandarino", "peperone", "lanterna", "nuvola", "aquilone", "limone", "gabbiano", "mandorla"]
PALAVRAS = ["girassol", "tartaruga", "tangerina", "pimento", "farol", "nuvem", "papagaio", "limoeiro", "gaivota", "amendoa"]
PETS = ["Luna", "Bimba", "Churro", "Pepe", "Nuvola", "Bolacha", "Tigre", "Mochi", "Kiwi", "Biscotto", "Canela", "Trufa"]
SYMBOLS = "!?#$*.%"
URLPW = ALNUM + "-_"
MANAGER = ALNUM + "!#%&*+-_=?"
CONSONANTS = "BCDFGHJKLMNPRSTVWXYZ"


def year() -> str:
    return str(1950 + secrets.randbelow(74))


def human_pw(words: Sequence[str] = WORDS) -> str:
    """A password a person made up: a pet or a word, a year or a few digits, a symbol."""
    a, b, pet, sym = secrets.choice(words), secrets.choice(words), secrets.choice(PETS), secrets.choice(SYMBOLS)
    return pick(
        f"{pet}{year()}{sym}",
        f"{a.capitalize()}{b}{digits(2)}",
        f"{pet}.{a}.{digits(3)}",
        f"{a}{sym}{b.capitalize()}{digits(4)}",
        f"{a.capitalize()}-{pet}-{digits(2)}{sym}",
    )


def gen_pw(n: int = 20) -> str:
    """A password a manager generated."""
    return rnd(MANAGER, n)


def passphrase(words: Sequence[str] = WORDS, n: int = 5, sep: str = "-") -> str:
    """Diceware-style words; drawn without repeats when the list is short."""
    if len(words) < 3 * n:
        return sep.join(secrets.SystemRandom().sample(list(words), n))
    return phrase(words, n, sep)


def openai_key() -> str:
    return f"sk-proj-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}"


def minisign_secret(encrypted: bool) -> str:
    head = b"EdScB2" if encrypted else b"Ed\x00\x00B2"
    kind = "encrypted" if encrypted else "unencrypted"
    return f"untrusted comment: minisign {kind} secret key\n{b64(head + secrets.token_bytes(152))}"


def wp_salt() -> str:
    return rnd(ALNUM + "!#$%&()*+,-./:;<=>?@[]^_`{|}~", 64)


def credentials() -> Rows:
    r = Rows()
    pin4, pin6 = digits(4), digits(6)

    r.add(
        "openai_key",
        f"remember: the OpenAI key for the bakery's order-chatbot prototype is {openai_key()}",
        f"# ~/.config/aichat/config.yaml\nmodel: openai:gpt-4o-mini\nclients:\n- type: openai\n  api_key: {openai_key()}",
        f"Guárdame esto: la API key de OpenAI que pagamos a medias con la ONG es {openai_key()} (la de Marta es otra, no la mezcles)",
    )
    r.add(
        "anthropic_key",
        f"note to self - key I gave the dental FAQ bot on the practice's mini PC: {anthropic_key()}",
        '~/.continue/config.json, the part that matters:\n{"models": [{"title": "Claude", "provider": "anthropic", "model": "claude-3-5-sonnet-latest", "apiKey": "' + anthropic_key() + '"}]}',
        f"Chiave Anthropic nuova, quella vecchia l'ho revocata ieri sera:\n{anthropic_key()}",
    )
    r.add(
        "huggingface_token",
        f"pasted hf_{rnd(ALNUM, 34)} when huggingface-cli login asked. read-only token, only for pulling the gated llama weights",
        f"added to ~/.bashrc on the GPU box at the NGO office:\nexport HF_HOME=/srv/models/hf\nexport HF_TOKEN=hf_{rnd(ALNUM, 34)}",
        f"Token do Hugging Face com permissão de escrita (para subir o modelo afinado da ONG): hf_{rnd(ALNUM, 34)}",
    )
    r.add(
        "stripe_secret",
        f"Crumb & Co web shop goes live Monday!! Stripe secret key sk_live_51{rnd(ALNUM, 97)} — only on the server, never in the theme",
        f"restricted key for the nightly sales export (read-only on charges and payouts): rk_live_51{rnd(ALNUM, 97)}",
        f"El secreto del webhook de Stripe para la panadería (endpoint /stripe/hook): whsec_{rnd(ALNUM, 32)}",
    )
    r.add(
        "aws_keys",
        f"~/.aws/credentials\n[ngo-backup]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = eu-west-1",
        f"$ aws configure --profile dental\nAWS Access Key ID [None]: {aws_key_id()}\nAWS Secret Access Key [None]: {aws_secret()}\nDefault region name [None]: eu-south-1\nDefault output format [None]: json",
        f"Chiavi IAM dell'utente s3-sync dello studio dentistico. Access key: {aws_key_id()} Secret: {aws_secret()}",
    )
    r.add(
        "github_token",
        f"PAT for pushing the NGO site from the old ThinkPad (expires in 90 days): ghp_{rnd(ALNUM, 36)}",
        f"[WhatsApp 14:02] me → Marta: if the deploy action breaks again while I'm away, the fine-grained token is github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}",
        f"~/.git-credentials on the bakery build VM:\nhttps://crumbco-deploy:ghp_{rnd(ALNUM, 36)}@github.com",
    )
    r.add(
        "gitlab_token",
        f"gitlab deploy token for the dental site repo, username gitlab+deploy-token-{digits(6, True)}, token gldt-{rnd(URLSAFE, 20)}",
        f"Token personal de GitLab (scope api) para el script de copias: glpat-{rnd(URLSAFE, 20)}",
        f"sudo gitlab-runner register --url https://gitlab.acme.test --token glrt-{rnd(URLSAFE, 20)} --executor docker",
    )
    r.add(
        "slack_token",
        f"NGO Slack bot (posts the daily donations summary): xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}",
        f"incoming webhook for #bakery-alerts -> https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
        f"token de usuário do Slack da ONG (xoxp, para o script que arquiva canais antigos): xoxp-{digits(12, True)}-{digits(12, True)}-{digits(13, True)}-{hexs(32)}",
    )
    r.add(
        "telegram_bot_token",
        f"BotFather gave me this for the 'bread is out of the oven' alerts bot: {digits(10, True)}:AA{rnd(URLSAFE, 33)}",
        f"/etc/systemd/system/oven-bot.service\n[Unit]\nDescription=Oven alerts bot\n[Service]\nEnvironment=TELEGRAM_TOKEN={digits(10, True)}:AA{rnd(URLSAFE, 33)}\nExecStart=/opt/oven-bot/venv/bin/python -m ovenbot\nRestart=always",
        f"Il bot Telegram che avvisa quando il NAS dell'ONG si riempie: token {digits(10, True)}:AA{rnd(URLSAFE, 33)}, chat id -100{digits(10, True)}",
    )
    r.add(
        "discord_secret",
        f"Leo's Minecraft server posts joins to Discord through https://discord.com/api/webhooks/{digits(19, True)}/{rnd(URLSAFE, 68)}",
        f"the moderation bot on the kids' Discord runs with token {b64(digits(18, True).encode()).rstrip('=')}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}",
    )
    r.add(
        "sendgrid_key",
        f"NGO newsletter sender, SendGrid API key: {sendgrid_key()}",
        f"WP Mail SMTP settings on the dental site\nMailer: SendGrid\nAPI Key: {sendgrid_key()}\nFrom Email: citas@sorriso.example",
        f"clave de SendGrid para los recordatorios de citas de la clínica -> {sendgrid_key()}",
    )
    r.add(
        "mail_api_key",
        f"Mailgun sending key for the bakery receipts: {hexs(32)}-{hexs(8)}-{hexs(8)} (domain mg.crumbco.test)",
        f"Brevo (ex Sendinblue) chiave API v3 per le campagne dell'ONG: xkeysib-{hexs(64)}-{rnd(ALNUM, 16)}",
        f"curl for the Postmark test send:\ncurl https://api.postmarkapp.com/email -H 'X-Postmark-Server-Token: {uid()}' -H 'Content-Type: application/json' -d @mail.json",
    )
    r.add(
        "maps_secret",
        f"Maps Static API URL-signing secret for the bakery store locator (NOT the browser key): {rnd(URLSAFE, 27)}=",
        f"mapbox secret token with styles:write, for uploading the delivery-zone tileset: sk.eyJ1IjoiY3J1bWJjbyIsImEiOiJ{rnd(URLSAFE, 20)}.{rnd(URLSAFE, 22)}",
        f"chave da API do HERE para o cálculo de rotas das entregas da padaria (lado servidor): apiKey={rnd(URLSAFE, 43)}",
    )
    r.add(
        "npm_token",
        f"~/.npmrc on the CI box\n//registry.npmjs.org/:_authToken=npm_{rnd(ALNUM, 36)}\nalways-auth=true",
        f"automation token to publish @crumbco/menu-widget: npm_{rnd(ALNUM, 36)}",
    )
    r.add(
        "pypi_token",
        f"[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = pypi-AgEIcHlwaS5vcmc{rnd(URLSAFE, 140)}",
        f"PyPI token scoped to the NGO survey package: pypi-AgEIcHlwaS5vcmc{rnd(URLSAFE, 140)}",
    )
    r.add(
        "dockerhub_token",
        f"docker login -u freelancedev -p dckr_pat_{rnd(URLSAFE, 27)}   # I know, --password-stdin, later",
        '~/.docker/config.json on the NGO server:\n{"auths": {"https://index.docker.io/v1/": {"auth": "' + basic("puentesverdes", f"dckr_pat_{rnd(URLSAFE, 27)}") + '"}}}',
    )
    r.add(
        "cloudflare_token",
        f"Cloudflare API token (Zone.DNS edit on all three client zones): {rnd(URLSAFE, 40)}",
        f"CF global API key for the NGO account (yes I know, should be a scoped token): {hexs(37)}",
        f"token de Cloudflare para el certbot dns-01 del dominio de la clínica, fichero /root/.secrets/cf.ini:\ndns_cloudflare_api_token = {rnd(URLSAFE, 40)}",
    )
    r.add(
        "digitalocean_token",
        f"$ doctl auth init --context bakery\nPlease authenticate doctl for use with your DigitalOcean account.\nEnter your access token: dop_v1_{hexs(64)}\nValidating token... ✔",
        f"DO Spaces for the bakery product photos: access key DO00{rnd(UPPER + DIGITS, 16)} / secret {rnd(B64, 43)}",
    )
    r.add(
        "hetzner_token",
        f"hcloud context create ngo, and when it asked for the token I gave it {rnd(ALNUM, 64)}",
        f"Hetzner API token for the dental project, read & write -> {rnd(ALNUM, 64)}",
    )
    r.add(
        "paypal_secret",
        f"PayPal REST app 'NGO donations live'\nClient ID: A{rnd(URLSAFE, 79)}\nSecret: E{rnd(URLSAFE, 79)}",
        f"Secreto de la app de PayPal de la ONG (el client id va en la web, esto NO): E{rnd(URLSAFE, 79)}",
    )
    r.add(
        "twilio_auth",
        f"Twilio for the dental SMS reminders: account AC{hexs(32)}, auth token {hexs(32)}",
        f"Twilio dello studio: l'auth token primario adesso è {hexs(32)} (ruotato dopo che la segretaria l'ha incollato in una mail)",
    )
    r.add(
        "database_url",
        f"DATABASE_URL=postgres://bakery_app:{rnd(URLPW, 22)}@db.crumbco.internal:5432/orders?sslmode=require",
        f"la base de datos del WordPress de la clínica: mysql://wp_sorriso:{rnd(URLPW, 18)}@127.0.0.1:3306/wp_sorriso",
        f"NGO donor DB, for the migration next week: mongodb+srv://ngo_admin:{rnd(URLPW, 20)}@cluster0.puentes.internal/donors?retryWrites=true",
    )
    r.add(
        "ssh_private_key",
        "ssh key for the NGO's VPS, since the laptop died and this is the only copy:\n" + openssh_private(),
        "Chiave privata per il server del dentista (non ha passphrase, lo so):\n" + openssh_private(),
        "~/.ssh/config\nHost bakery-pos\n  HostName 10.20.0.5\n  User pos\n  IdentityFile ~/.ssh/bakery_pos\n\nand ~/.ssh/bakery_pos is:\n" + openssh_private(),
    )
    r.add(
        "age_secret_key",
        f"age identity that decrypts the clients' sops files — keep it out of git!\n# created: 2024-09-03T21:14:55+02:00\n# public key: age1{rnd(BECH32, 58)}\nAGE-SECRET-KEY-1{rnd(BECH32.upper(), 58)}",
        f"chave age da cópia de segurança das fotos da família: AGE-SECRET-KEY-1{rnd(BECH32.upper(), 58)}",
    )
    r.add(
        "minisign_secret_key",
        "minisign key I sign the bakery kiosk updates with (~/.minisign/minisign.key):\n" + minisign_secret(True),
        "the unencrypted minisign key the build box uses, copied here in case the disk dies\n" + minisign_secret(False),
    )
    r.add(
        "wireguard_private_key",
        f"wg0.conf on my laptop\n[Interface]\nPrivateKey = {b64(secrets.token_bytes(32))}\nAddress = 10.66.0.2/32\nDNS = 10.66.0.1\n\n[Peer]\nPublicKey = {b64(secrets.token_bytes(32))}\nEndpoint = vpn.puentes.example:51820\nAllowedIPs = 10.66.0.0/24",
        f"Configuración del WireGuard de la tablet de mamá (para que le pueda ayudar en remoto): PrivateKey = {b64(secrets.token_bytes(32))}, Address 10.66.0.7/32",
        f"the dental practice's router peer, private key {b64(secrets.token_bytes(32))}, listen port 51820",
    )
    r.add(
        "totp_seed",
        f"otpauth://totp/Google%20Workspace:admin@puentes.example?secret={rnd(BASE32, 32)}&issuer=Google%20Workspace",
        f"2FA setup key for Mum's bank app (the 'can't scan the code?' text): {groups(rnd(BASE32, 32).lower(), 4)}",
        f"chave de configuração do autenticador para o painel do domínio da padaria: {rnd(BASE32, 16)}",
    )
    r.add(
        "recovery_codes",
        "my GitHub recovery codes, printed copy is in the drawer too:\n" + recovery_codes(10, "github"),
        "Google backup codes for the NGO super admin: " + recovery_codes(6, "digits"),
        f"Clave de recuperación de la cuenta de Apple de mamá: {groups(rnd(UPPER + DIGITS, 28), 4, '-')}",
    )
    r.add(
        "app_password",
        f"Google app password for the scanner at the bakery office to send PDFs: {groups(rnd(LOWER, 16), 4)}",
        f"iCloud app-specific password for Thunderbird: {groups(rnd(LOWER, 16), 4, '-')}",
        f"password per le app di Microsoft, per la casella della reception dello studio sulla stampante: {rnd(LOWER, 16)}",
    )
    r.add(
        "wifi_password",
        f"customer wifi at the Centro shop is CrumbGuest, password {human_pw()}",
        f"OCR of the sticker under the router at Mum's:\nS S I D :   FRITZ!Box 7530 QT\nW L A N - K e y :   {groups(digits(20), 4)}",
        f"La contraseña del wifi de casa de mamá, por si se le vuelve a olvidar: {human_pw(PALABRAS)}",
        f"Wi-Fi do escritório da ONG — rede PuentesVerdes_5G\nsenha: {human_pw(PALAVRAS)}",
    )
    r.add(
        "router_admin",
        f"router at the dental practice: http://192.168.1.1 admin / {gen_pw(14)}",
        f"(transcribed from my handwriting on the back of the installer's invoice)\nrouter login  user: admin\n              pass: {rnd(ALNUM, 10)}\nchanged by me on install day",
        f"Router di casa, pannello admin su 192.168.0.1: utente admin, password {human_pw(PAROLE)}",
    )
    r.add(
        "card_pin",
        f"Mum's debit card PIN is {pin4}. Don't tell her I wrote it down.",
        f"PIN del bancomat della mamma: {digits(5)}",
        f"PIN do cartão de crédito da padaria (o que fica no cofre da loja da Baixa): {digits(4)}",
    )
    r.add(
        "phone_pin",
        f"new work phone SIM: PIN {digits(4)}, PUK {digits(8)}",
        f"Sofia's tablet unlock code is {digits(6)} (she changed it, again)",
        f"el código de desbloqueo del móvil de mamá es {pin6} y el PIN del buzón de voz {digits(4)}",
    )
    r.add(
        "alarm_code",
        f"Voicemail transcript, Jorge (bakery, Calle Mayor shop), 07:12: \"hi, it's Jorge, sorry it's early, the alarm company came and the new code for the back office is {digits(4)}, the old one stops working Friday, call me if...\"",
        f"dental practice alarm: disarm with {digits(4)} then #. duress code (silent call to the police) is {digits(4)}",
        f"Codice allarme di casa: {digits(5)}. Quello per la sola zona giorno è {digits(4)}",
    )
    r.add(
        "door_code",
        f"keypad on the NGO's storage unit at the self-storage place: {digits(4)}#",
        f"remember that the front door code at Mum's building is {digits(4)}B",
        f"código da porta das traseiras da padaria (entregas da farinha): {digits(4)}*",
    )
    r.add(
        "safe_combination",
        f"office safe at the practice: {secrets.randbelow(40):02d} right, {secrets.randbelow(40):02d} left, {secrets.randbelow(40):02d} right",
        f"caja fuerte del despacho de casa (la de los pasaportes): {digits(6)}",
    )
    r.add(
        "security_answer",
        f"security question on Mum's pension account: 'name of your first pet' -> {secrets.choice(PETS)}{digits(2)}",
        f"Apple ID security answers for Leo's account\n- favourite teacher: Ms {secrets.choice(['Okafor', 'Lindqvist', 'Marchetti', 'Brennan', 'Duarte'])}\n- first concert: {secrets.choice(['Coldplay', 'Shakira', 'Queen', 'Muse'])} {2017 + secrets.randbelow(8)}\n- street you grew up on: {secrets.choice(['Rua das Flores', 'Via Garibaldi', 'Calle Olmo', 'Elm Road'])}",
        f"domanda di sicurezza della banca della mamma, 'nome della scuola elementare': {secrets.choice(['Don Milani', 'Collodi', 'Rodari', 'Pascoli'])} {digits(2)}",
    )
    r.add(
        "parent_bank_login",
        f"Mum's online banking: customer number {digits(8, True)}, password {human_pw()}, and the card reader asks for her PIN ({pin4})",
        f"banca online de mamá -> usuario: rosa.{rnd(LOWER, 4)}{digits(2)} / clave de acceso {digits(6)} / firma {digits(4)}",
        f"homebanking da mãe: número de adesão {digits(9, True)}, código multicanal {digits(6)}",
    )
    r.add(
        "school_portal_login",
        f"Sofia's school portal (Year 4): user sofia.{rnd(LOWER, 3)}{digits(2)}, password {human_pw()}",
        f"Registro elettronico di Leo: codice utente S{digits(7, True)}, password {human_pw(PAROLE)}",
        f"plataforma del cole de Leo\nusuario: leo{digits(3)}\ncontraseña: {human_pw(PALABRAS)}",
    )
    r.add(
        "account_password",
        f"remember that my Fastmail password is now {gen_pw(18)}",
        f"Marta's Instagram got locked, she reset it to {human_pw()} — remind her to turn 2FA on",
        f"shared login for the NGO's Canva team: comms@puentes.example ({human_pw()})",
        f"La password del gestionale dello studio per la dott.ssa Bianchi è {human_pw(PAROLE)}, deve cambiarla al primo accesso",
    )
    r.add(
        "password_manager_export",
        f"row from the Bitwarden export I'm cleaning up:\nfolder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp\nClients/Crumb,,login,Bakery POS back office,,,0,https://pos.crumbco.test/admin,manager@crumbco.test,{gen_pw()},",
        f"Title,Url,Username,Password,OTPAuth,Favorite,Archived,Tags,Notes\n\"Dental - Practice NAS\",https://nas.sorriso.internal:5001,admin,{gen_pw(24)},,false,false,clients,",
        f"exportação do Chrome do portátil antigo da mãe (apagar depois!):\nname,url,username,password,note\nportal das finanças,https://portal.acme.test/login,rosa.{digits(3)},{human_pw(PALAVRAS)},",
    )
    r.add(
        "wp_config",
        f"wp-config.php on the dental site:\ndefine( 'DB_NAME', 'wp_sorriso' );\ndefine( 'DB_USER', 'wp_sorriso' );\ndefine( 'DB_PASSWORD', '{gen_pw(22)}' );\ndefine( 'DB_HOST', 'localhost' );",
        f"the salts block I regenerated for the bakery WordPress\ndefine('AUTH_KEY',         '{wp_salt()}');\ndefine('SECURE_AUTH_KEY',  '{wp_salt()}');\ndefine('LOGGED_IN_KEY',    '{wp_salt()}');",
        f"WordPress de la ONG, wp-config: DB_USER 'puentes_wp' y DB_PASSWORD '{rnd(ALNUM, 16)}'",
    )
    r.add(
        "ansible_vars_clear",
        f"# group_vars/dental/vars.yml (not vaulted yet, do it!)\nansible_user: deploy\nansible_become_password: {human_pw()}\nmysql_root_password: {gen_pw()}",
        f"host_vars/ngo-win01.yml\nansible_connection: winrm\nansible_user: Administrator\nansible_password: {gen_pw(16)}\nansible_winrm_transport: ntlm",
        f"variabili ansible per il panificio, ancora in chiaro:\npos_db_user: pos\npos_db_password: {rnd(ALNUM, 20)}",
    )
    r.add(
        "rclone_conf",
        f"rclone.conf\n[ngo-b2]\ntype = b2\naccount = 005{hexs(22)}\nkey = K005{rnd(ALNUM + '/+', 27)}\nhard_delete = false",
        f"[dental-sftp]\ntype = sftp\nhost = files.sorriso.example\nuser = backup\npass = {b64u(secrets.token_bytes(30))}\nshell_type = unix",
    )
    r.add(
        "netrc",
        f"~/.netrc\nmachine ftp.crumbco.test\n  login webmaster\n  password {human_pw()}",
        f"machine dav.puentes.example login archivio password {gen_pw(18)}",
    )
    r.add(
        "pgpass",
        f"~/.pgpass for the donor DB: db.puentes.internal:5432:donors:ngo_admin:{gen_pw(22)}",
        f"the .pgpass line on the bakery server, for the nightly dump\nlocalhost:5432:*:postgres:{rnd(ALNUM, 18)}",
    )
    r.add(
        "kubeconfig_token",
        "kubeconfig for the NGO k3s, the user bit:\nusers:\n- name: deployer\n  user:\n    token: " + jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": "ngo", "sub": "system:serviceaccount:ngo:deployer"}, "RS256", rnd(URLSAFE, 342)),
        f"k3s join token from /var/lib/rancher/k3s/server/node-token, for adding the second node: K10{hexs(64)}::server:{hexs(32)}",
    )
    r.add(
        "compose_env_secret",
        f"docker-compose.yml for the bakery stock app\nservices:\n  db:\n    image: mariadb:11\n    environment:\n      MARIADB_ROOT_PASSWORD: {gen_pw()}\n      MARIADB_USER: stock\n      MARIADB_PASSWORD: {rnd(ALNUM, 18)}",
        f".env next to the compose file on the NGO box\nREDIS_PASSWORD={rnd(ALNUM, 24)}\nSMTP_USER=noreply@puentes.example\nSMTP_PASSWORD={human_pw()}",
        f"o compose do Open WebUI da clínica tem WEBUI_SECRET_KEY={rnd(URLSAFE, 32)} e ADMIN_PASSWORD={human_pw(PALAVRAS)}",
    )
    r.add(
        "basic_auth",
        f"nginx in front of ollama on the NGO box\nlocation / {{\n    proxy_pass http://127.0.0.1:11434;\n    proxy_set_header Authorization \"Basic {basic('ollama', rnd(ALNUM, 16))}\";\n}}",
        f"crontab -l\n*/15 * * * * curl -fsS -u monitor:{rnd(ALNUM, 16)} https://status.crumbco.test/ping >/dev/null",
        f"stream of the camera over the bakery's till: rtsp://admin:{rnd(URLPW, 12)}@192.168.10.64:554/Streaming/Channels/101",
    )
    r.add(
        "passphrase",
        f"restic repo passphrase for the dental backups: {passphrase()}",
        f"LUKS passphrase for the two NAS disks at home: {passphrase(n=6, sep=' ')}",
        f"passphrase della mia chiave GPG: {passphrase(PAROLE, 5, ' ')}",
    )
    r.add(
        "backblaze_key",
        f"B2 application key for the bakery photo backups\nkeyID: 005{hexs(22)}\napplicationKey: K005{rnd(ALNUM + '/+', 27)}",
        f"Backblaze key restricted to the ngo-archive bucket: keyID 005{hexs(22)}, applicationKey K005{rnd(ALNUM + '/+', 27)}",
    )
    r.add(
        "woocommerce_keys",
        f"WooCommerce REST keys for the stock sync script: consumer key ck_{hexs(40)} consumer secret cs_{hexs(40)}",
        f"the WooCommerce keys the bakery's order app uses (read/write)\nck_{hexs(40)}\ncs_{hexs(40)}",
    )
    r.add(
        "tailscale_authkey",
        f"reusable Tailscale auth key for the clients' mini PCs (expires in 90 days): tskey-auth-{rnd(ALNUM, 12)}CNTRL-{rnd(ALNUM, 33)}",
        f"sudo tailscale up --authkey=tskey-auth-{rnd(ALNUM, 12)}CNTRL-{rnd(ALNUM, 33)} --advertise-tags=tag:dental",
    )
    r.add(
        "ngrok_authtoken",
        f"ngrok config add-authtoken 2{rnd(ALNUM, 26)}_{rnd(ALNUM, 21)}",
        f"ngrok token, to show the bakery their new site from my laptop before launch: 2{rnd(ALNUM, 26)}_{rnd(ALNUM, 21)}",
    )
    r.add(
        "app_secret_key",
        f"NGO volunteers app (Laravel) .env\nAPP_NAME=Voluntarios\nAPP_ENV=production\nAPP_KEY=base64:{b64(secrets.token_bytes(32))}",
        f"settings.py of the booking app: SECRET_KEY = '{rnd(LOWER + DIGITS + '!@#$%^&*(-_=+)', 50)}'",
        f"El secreto con el que firmamos los JWT de la app de citas: {rnd(URLSAFE, 64)}",
    )
    r.add(
        "service_config_secret",
        f"pos-sync.ini\n[database]\nhost = 10.20.0.5\nuser = possync\npassword = {rnd(ALNUM, 16)}\n[schedule]\nevery = 10m",
        f"config.toml of the newsletter tool\n[smtp]\nhost = \"smtp.puentes.example\"\nport = 587\nusername = \"boletin\"\npassword = \"{gen_pw(18)}\"",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    def pod(name: str) -> str:
        return f"{name}-{rnd(HEX, 10)[:secrets.choice([9, 10])]}-{rnd(LOWER + DIGITS, 5)}"

    def b64u_bytes(n: int) -> str:
        return b64u(secrets.token_bytes(n))

    r.add(
        "aws_arn",
        f"the NGO backup bucket policy only lets arn:aws:iam::{aws_account()}:role/ngo-restic-backup write; nothing else should",
        f"SNS topic for the bakery freezer alarms: arn:aws:sns:eu-south-2:{aws_account()}:freezer-temp-alerts",
        f"Il certificato del sito dello studio è arn:aws:acm:eu-south-1:{aws_account()}:certificate/{uid()}, scade a marzo",
    )
    r.add(
        "pod_name",
        f"{pod('ollama')} keeps getting OOMKilled on the little k3s box; give it a 12Gi limit",
        f"kubectl get pods -n bakery\nNAME                           READY   STATUS    RESTARTS   AGE\n{pod('stock-api')}   1/1     Running   0          3d\n{pod('stock-worker')}   1/1     Running   2          3d",
        f"el pod {pod('wordpress')} de la clínica está en CrashLoopBackOff desde anoche",
    )
    r.add(
        "container_id",
        f"docker ps on the NGO box\nCONTAINER ID   IMAGE                              STATUS\n{hexs(12)}   ghcr.io/open-webui/open-webui:main Up 2 days\n{hexs(12)}   ollama/ollama:latest               Up 2 days",
        f"docker logs {hexs(12)} --tail 50 shows the certbot renewal failing",
        f"container {hexs(12)} (open-webui) is the one holding port 3000",
    )
    r.add(
        "git_sha",
        f"deployed bakery-shop at {hexs(40)}; if checkout breaks, roll back to {hexs(7)}",
        f"git bisect says the first bad commit is {hexs(40)} (the one that bumped WooCommerce)",
        f"Il tema del sito dell'ONG è fissato al commit {hexs(12)} del repo upstream",
    )
    r.add(
        "checksum",
        f"sha256 of the Debian ISO I put on the USB stick\n{hexs(64)}  debian-12.7.0-amd64-netinst.iso",
        f"checked the download: SHA256 matches the release page, {hexs(64)}",
        f"md5 do dump da base de dados da ONG antes da migração: {hexs(32)}",
    )
    r.add(
        "model_file",
        f"ollama list\nNAME              ID              SIZE      MODIFIED\nllama3.1:8b       {hexs(12)}    4.9 GB    3 weeks ago\nqwen2.5:14b       {hexs(12)}    9.0 GB    5 days ago",
        f"llama-3.1-8b-instruct-Q4_K_M.gguf, sha256 {hexs(64)}, matches the model card",
        f"la revisión del modelo en Hugging Face que funciona con mi llama.cpp es {hexs(40)}",
    )
    r.add(
        "uuid_url",
        f"runbook for the bakery POS outage: https://wiki.crumbco.test/pages/{uid()}",
        f"NGO donation form embed: https://forms.puentes.example/f/{uid()}/embed?lang=es",
        f"o calendário partilhado da clínica: https://cal.sorriso.example/c/{uid()}/week",
    )
    r.add(
        "request_id",
        f"Hetzner support asked for the request id of the failed API call: {uid()}",
        f"Cloudflare 522 on the dental site\nRay ID: {hexs(16)} • 2024-10-02 08:14:31 UTC",
        f"the 500 from the practice software came with X-Request-Id {hexs(32)}; forwarded it to their support",
    )
    r.add(
        "order_number",
        f"ordered the new mini PC for the dental reception, order {digits(3, True)}-{digits(7)}-{digits(7)}",
        f"flour supplier PO-2024-{digits(4, True)}: 40 sacks of T65, delivery Thursday",
        f"label printer for the bakery, order no. {digits(9, True)}, still not here",
    )
    r.add(
        "parcel_tracking",
        f"UPS tracking for the replacement NAS disk: 1Z{rnd(UPPER + DIGITS, 16)}",
        f"DHL {digits(10, True)} — the router for the NGO office, should arrive Tuesday",
        f"CTT: a encomenda da mãe é RR{digits(9)}PT, registada",
    )
    r.add(
        "booking_reference",
        f"flight to the Lisbon NGO meeting, booking reference {rnd(UPPER + DIGITS, 6)}, seat 14C",
        f"hotel confirmation number {digits(10, True)} for the bakery trade fair, two nights",
        f"Localizador del tren a Valencia: {rnd(UPPER + DIGITS, 6)}, coche 5, plaza 7A",
    )
    r.add(
        "invoice_number",
        f"sent invoice INV-2024-{digits(4)} to the dental practice, due in 30 days",
        f"Fattura n. {secrets.randbelow(300) + 1}/2024 all'ONG per la manutenzione del server, pagata il 12/10",
        f"bakery paid FV-2024/{digits(5)} but not FV-2024/{digits(5)} yet — chase Jorge",
    )
    r.add(
        "licence_plate",
        f"the bakery van is {digits(4)} {rnd(CONSONANTS, 3)}, ITV due in November",
        f"Targa della macchina della mamma: {rnd(UPPER, 2)} {digits(3)} {rnd(UPPER, 2)}",
        f"hire car for the trip: {rnd(UPPER, 2)}{digits(2)} {rnd(UPPER, 3)}, silver Corolla, parked on level -2",
    )
    r.add(
        "serial_number",
        f"NAS at the dental practice, serial {rnd(UPPER + DIGITS, 12)}, warranty until 2026",
        f"Mum's laptop serial number (for the warranty claim): {rnd(UPPER + DIGITS, 10)}",
        f"UPS in the bakery office: model SMT1500, S/N AS{digits(10)}",
    )
    r.add(
        "business_iban",
        f"pay the flour supplier Molinos del Sur by transfer: {iban('ES', digits(20))}, reference the invoice number",
        f"IBAN dell'ONG per le donazioni (è sul sito): {iban('IT', 'X' + digits(10) + digits(12))}",
        f"dental lab invoices go to {iban('DE', digits(18))} (Zahnlabor Acme GmbH)",
    )
    r.add(
        "vat_number",
        f"bakery chain VAT number for the invoices: ESB{digits(8)}",
        f"Partita IVA dello studio dentistico: IT{digits(11)}",
        f"NIF da associação (para o recibo dos donativos): PT{digits(9, True)}",
    )
    r.add(
        "ssh_public_key",
        f"add this to authorized_keys on the NGO VPS:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} me@thinkpad",
        f"Marta's public key, for the family NAS: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} marta@macbook",
        f"~/.ssh/known_hosts line for the bakery POS box:\n10.20.0.5 ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 80)}",
    )
    r.add(
        "pgp_fingerprint",
        f"my PGP fingerprint, for the e-mail signature: {groups(hexs(40).upper(), 4)}",
        f"NGO's release signing key fingerprint {hexs(40).upper()} — verify before installing the survey tool",
        f"Marta's public key fingerprint, checked in person: {groups(hexs(40).upper(), 4)}",
    )
    r.add(
        "publishable_key",
        f"Stripe publishable key for the bakery checkout page (public, goes in the JS): pk_live_51{rnd(ALNUM, 97)}",
        f'PayPal JS SDK on the NGO donate page: <script src="https://www.paypal.com/sdk/js?client-id=A{rnd(URLSAFE, 79)}&currency=EUR"></script>',
        f"mapbox public token for the store-locator map (URL-restricted to crumbco.test): pk.eyJ1IjoiY3J1bWJjbyIsImEiOiJ{rnd(URLSAFE, 20)}.{rnd(URLSAFE, 22)}",
    )
    r.add(
        "jwks",
        '/.well-known/jwks.json of the booking app:\n{"keys": [{"kty": "RSA", "use": "sig", "kid": "' + rnd(URLSAFE, 16) + '", "alg": "RS256", "n": "' + b64u_bytes(256) + '", "e": "AQAB"}]}',
        'public verification key for the NGO webhook: {"kty": "OKP", "crv": "Ed25519", "kid": "2024-10", "x": "' + b64u_bytes(32) + '"}',
    )
    r.add(
        "dkim_record",
        f"DKIM TXT for the dental domain\nmail._domainkey.sorriso.example. IN TXT \"v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{b64(secrets.token_bytes(200))}\"",
        f"Registo DKIM da ONG: brevo._domainkey TXT \"k=rsa;p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ{b64(secrets.token_bytes(100))}\"",
        f"the ed25519 DKIM selector I added for the bakery: s2024._domainkey IN TXT \"v=DKIM1; k=ed25519; p={b64(secrets.token_bytes(32))}\"",
    )
    r.add(
        "wallet_address",
        f"NGO accepts bitcoin donations at bc1q{rnd(BECH32, 38)} (it's on the donate page)",
        f"indirizzo Ethereum pubblico dell'ONG per le donazioni: 0x{hexs(40)}",
    )
    r.add(
        "firebase_web_config",
        f"Firebase web config for the NGO volunteers app (public by design, it ships in the page; access is controlled by the security rules):\nconst firebaseConfig = {{\n  apiKey: \"AIza{rnd(URLSAFE, 35)}\",\n  authDomain: \"voluntarios-acme.firebaseapp.com\",\n  projectId: \"voluntarios-acme\",\n  appId: \"1:{digits(12, True)}:web:{hexs(22)}\"\n}};",
        f"config web do Firebase da app de voluntários, é pública (vai no bundle): messagingSenderId {digits(12, True)}, appId 1:{digits(12, True)}:web:{hexs(22)}",
    )
    r.add(
        "sentry_dsn",
        f"browser DSN for Sentry on the bakery shop (public, it's in the JS bundle): https://{hexs(32)}@o{digits(6, True)}.ingest.sentry.io/{digits(7, True)}",
        f"Sentry.init({{ dsn: \"https://{hexs(32)}@o{digits(6, True)}.ingest.de.sentry.io/{digits(7, True)}\", tracesSampleRate: 0.1 }}) — the public DSN, fine in the frontend",
    )
    r.add(
        "vault_path",
        "the dental DB root password lives at secret/data/clients/sorriso/mysql, key root_password",
        "vault kv get -field=password kv/bakery/pos-admin",
        "as credenciais do SMTP da ONG estão no Vault em kv/ong/smtp (campos user e pass)",
    )
    r.add(
        "env_var_reference",
        "the summariser script reads OPENAI_API_KEY from the environment; never hardcode it in the repo",
        "set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET in the Coolify dashboard, not in .env.production",
        "el backup usa RESTIC_PASSWORD_FILE=/root/.restic-pass, así la clave no aparece en ps",
    )
    r.add(
        "ci_secret_reference",
        "deploy.yml\n- uses: appleboy/ssh-action@v1\n  with:\n    host: ${{ secrets.NGO_HOST }}\n    key: ${{ secrets.SSH_DEPLOY_KEY }}",
        "GitLab job for the dental site uses $HETZNER_TOKEN and $SSH_PRIVATE_KEY, both masked and protected",
        "nella pipeline del panificio la password FTP arriva da ${{ secrets.FTP_PASSWORD }}",
    )
    r.add(
        "op_reference",
        "op://Clients/Bakery POS/password is what the sync script injects with op run",
        "DB_PASSWORD=op://Dental/Practice MySQL/credential in .env.tpl",
        "op read \"op://Family/Mum bank/password\" if I ever need it on the laptop",
    )
    r.add(
        "template_reference",
        "ansible: mysql_root_password: \"{{ vault_db_password }}\" and the vault file is group_vars/dental/vault.yml",
        "compose: POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}",
        "helm values della ONG: password: {{ .Values.smtp.password | quote }}",
    )
    r.add(
        "password_manager_pointer",
        "the password is in Bitwarden under 'Bakery POS'",
        "Mum's bank login is in the Family vault, entry 'Banco - Rosa'; the card PIN is only in her head",
        "la contraseña del router de la clínica está en el KeePass del portátil, grupo Clientes/Sorriso",
        "le credenziali del NAS dell'ONG sono nel 1Password condiviso, cassaforte 'ONG'",
    )
    r.add(
        "password_change_note",
        "changed the NGO Wi-Fi password today, told the volunteers in person, not on WhatsApp",
        "Marta reset her Instagram password on Tuesday and 2FA is on now",
        "mudei a senha do e-mail da mãe ontem; ela já tem a nova no caderno dela",
        "Ricordami di cambiare la password del router dello studio entro fine mese",
    )
    r.add(
        "pin_length_note",
        "the PIN has 6 digits now, not 4 — the bank changed it for everyone",
        "Sofia's tablet uses a pattern instead of a PIN since the summer",
        "el código de la alarma de la panadería ahora tiene 5 cifras, no 4",
    )
    r.add(
        "password_policy",
        "password policy for the dental staff: 12 characters minimum, no reuse of the last 5, change once a year",
        "NGO Google Workspace: enforce 2-step verification, minimum password length 14, no expiry",
        "política de senhas da padaria: frase-passe de pelo menos 4 palavras, nada de datas de nascimento",
    )
    r.add(
        "redacted_value",
        "posted the error on the forum with DB_PASSWORD=******** so nobody sees it",
        "Authorization: Bearer [REDACTED] — the request that returned 403",
        "contraseña: xxxxxxxx (la tapé en la captura antes de mandarla al soporte)",
        "api_key: <redacted>\nendpoint: https://api.acme.test/v2/orders",
    )
    r.add(
        "version_string",
        f"running llama.cpp b{digits(4, True)}, ollama 0.3.12 and open-webui v0.3.32 on the NGO box",
        "dental site: WordPress 6.6.2, WooCommerce 9.3.1, PHP 8.2.24",
        "the NGO server is on kernel 6.8.0-45-generic after the upgrade",
    )
    r.add(
        "date_time",
        "dental domain expires 2025-03-14T23:59:59Z, renew in February",
        f"Mum's cardiology appointment {secrets.randbelow(28) + 1}/10 at 09:40, bring the old ECG",
        "riunione con il panificio giovedì 17 alle 15:30, poi alle 18:00 la scuola di Leo",
    )
    r.add(
        "phone_number",
        f"bakery landline for suppliers: 020 7946 0{digits(3)}",
        f"Mum's GP surgery, reception: 07700 900{digits(3)}",
        f"numero del tecnico della caldaia: +1 555 01{digits(2)}",
    )
    r.add(
        "colour_code",
        f"bakery brand colours: crust brown #{hexs(6)}, flour white #{hexs(6)}",
        f"NGO logo green is #{hexs(6)} (rgb {secrets.randbelow(256)}, {secrets.randbelow(256)}, {secrets.randbelow(256)})",
        f"colore del pulsante 'Prenota' sul sito dello studio: #{hexs(6)}",
    )
    r.add(
        "coordinates",
        f"new bakery shop entrance at 40.4{digits(4)}, -3.7{digits(4)}",
        f"NGO field site pin: 38.7{digits(4)} N, 9.1{digits(4)} W",
        f"coordenadas da casa de férias da mãe: 41.1{digits(4)}, -8.6{digits(4)}",
    )
    r.add(
        "measurement",
        "server rack in the dental basement is 600 x 800 mm, 12U, needs 2 m of clearance",
        "the freezer should hold -18 °C; the alarm goes at -12 °C",
        "shelf for the NAS: 45 cm deep, 1.2 m tall",
    )
    r.add(
        "recipe_quantity",
        "sourdough for the Sunday batch: 1000 g flour, 720 g water, 200 g levain, 22 g salt, bulk 4 h at 24 °C",
        "masa de roscón: 500 g harina, 150 g azúcar, 25 g levadura fresca, 3 huevos, 100 ml leche, 80 g mantequilla",
        "ricetta dei cantucci della nonna: 300 g farina, 200 g zucchero, 150 g mandorle, 2 uova, 1 tuorlo",
    )
    r.add(
        "clothing_size",
        "kids' sizes this autumn: Leo 10-11Y, shoes EU 36; Sofia 7-8Y, shoes EU 31",
        "talla de la bata de mamá: M (38-40), zapatillas 37",
    )
    r.add(
        "network_info",
        f"MAC of the POS terminal is {mac()}; it gets 192.168.10.20 through a DHCP reservation",
        "the café next to the NGO office has an open network with a captive portal, no password",
        "SSID da clínica: Sorriso-Staff (WPA3) e Sorriso-Pacientes (isolada); a chave está no Bitwarden",
    )
    r.add(
        "barcode",
        f"EAN for the bakery's packaged granola: {ean13('84')}",
        f"ISBN of Sofia's maths textbook: {ean13('978')}",
        f"barcode on the toner box for the practice printer: {ean13('80')}",
    )
    r.add(
        "crontab_schedule",
        "crontab on the dental server\n0 3 * * * /usr/local/bin/restic-backup.sh >> /var/log/restic.log 2>&1\n30 3 * * 0 /usr/local/bin/restic-prune.sh",
        "*/5 * * * * /opt/oven-bot/check_temps.sh  (every 5 minutes, logs to journald)",
        "cron de la ONG: 15 2 * * * pg_dump donors | gzip > /srv/backup/donors-$(date +\\%F).sql.gz",
    )
    r.add(
        "systemd_unit",
        "/etc/systemd/system/ollama.service.d/override.conf\n[Service]\nEnvironment=OLLAMA_HOST=0.0.0.0:11434\nEnvironment=OLLAMA_KEEP_ALIVE=30m\nEnvironmentFile=/etc/ollama/env",
        "unit do sync do POS: [Service] User=possync ExecStart=/opt/possync/bin/possync --config /etc/possync/pos-sync.ini Restart=on-failure",
    )
    r.add(
        "nginx_config",
        "server {\n    listen 443 ssl http2;\n    server_name shop.crumbco.test;\n    ssl_certificate /etc/letsencrypt/live/shop.crumbco.test/fullchain.pem;\n    ssl_certificate_key /etc/letsencrypt/live/shop.crumbco.test/privkey.pem;\n}",
        "nginx dello studio: client_max_body_size 64m per gli upload delle radiografie",
    )
    r.add(
        "dns_record",
        "bakery DNS: shop A 203.0.113.42, www CNAME shop.crumbco.test., MX 10 mx1.acme.test.",
        "SPF for the dental domain: v=spf1 include:sendgrid.net include:_spf.acme.test -all",
        f"TXT de verificación de Google para el dominio de la ONG: google-site-verification={rnd(URLSAFE, 43)}",
    )
    r.add(
        "doc_link",
        f"bakery menu spreadsheet: https://docs.google.com/spreadsheets/d/1{rnd(URLSAFE, 43)}/edit#gid=0",
        f"NGO annual report draft https://docs.google.com/document/d/1{rnd(URLSAFE, 43)}/edit",
        f"pasta partilhada com as fotos da festa da escola: https://drive.google.com/drive/folders/1{rnd(URLSAFE, 32)}",
    )
    r.add(
        "support_ticket",
        f"Hetzner support ticket #{digits(7, True)} about the NGO server's failed disk",
        f"WooCommerce support case {digits(6, True)}: the refund webhook fires twice",
        f"support case with the dental practice software vendor: CASE-{digits(6, True)}",
    )
    r.add(
        "build_artifact",
        f"webpack output for the bakery shop: main.{hexs(20)}.js, vendors.{hexs(8)}.chunk.js",
        f"the theme zip I uploaded to the NGO site was puentes-theme-2.4.1-{hexs(7)}.zip",
    )
    r.add(
        "kubeconfig_exec",
        f"kubeconfig for the NGO cluster, no secrets in it (auth goes through oidc-login):\nclusters:\n- cluster:\n    certificate-authority-data: {b64(b'-----BEGIN CERTIFICATE-----' + secrets.token_bytes(120))}\n    server: https://k3s.puentes.internal:6443\n  name: ngo",
        "users:\n- name: me@dental\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: kubectl\n      args: [oidc-login, get-token, --oidc-issuer-url=https://id.acme.test]",
    )
    return r


def main() -> None:
    write_corpora("make_heldout17.py", [
        ("heldout17_credentials.yaml", credentials(), "batch 17, a new user's first months with a local LLM assistant: synthetic credentials; none is real"),
        ("heldout17_lookalikes.yaml", lookalikes(), "batch 17, a new user's first months with a local LLM assistant: legitimate notes that look like secrets"),
    ])


if __name__ == "__main__":
    main()
