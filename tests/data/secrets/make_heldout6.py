# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout6_credentials.yaml and heldout6_lookalikes.yaml: a sixth blind held-out batch.

Written without reading the detector or any earlier corpus (only make_heldout.py's helpers and
output format were looked at), so it measures how the memory-note secret filter generalises.
Never tune the detector on these files: if a rule changes because of them, they stop being
held out and a new batch has to be written.

The notes imagine twelve people keeping memory notes with a local assistant over months: a
nurse, a sysadmin, a data scientist, a parent, a student, a freelance designer, an accountant,
a game developer, a security engineer, a retiree, a small-shop owner and a researcher, each in
their own voice, some in German, French, Spanish, Italian and Dutch. Credentials are notes whose
disclosure would let someone else in; look-alikes are everything else in the same notes that
looks random or technical, or talks about passwords, keys and codes without holding one.

Every value is synthetic, drawn from `secrets` on each run; hosts are under `.test`,
`.internal`, `.example` or `.lan`. Run `python make_heldout6.py` from this folder to redraw
(a redraw is a new held-out set, not a fix).
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    BASE58,
    BECH32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    b64,
    digits,
    groups,
    hexs,
    jwt,
    luhn,
    openssh_private,
    pem,
    pem_body,
    phrase,
    pw,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

SCRIPT = "make_heldout6.py"
WORDS = ["anchor", "basket", "cactus", "dolphin", "elbow", "fabric", "garlic", "harvest", "island", "jungle", "kettle", "lemon", "marble", "napkin", "orbit", "pepper", "quarter", "rabbit", "saddle", "tunnel", "umbrella", "velvet", "walnut", "yellow", "zebra", "candle", "bridge", "copper", "desert", "engine", "fossil", "gravel", "hollow", "insect", "jacket", "ladder", "meadow", "nephew", "oyster", "planet", "riddle", "shadow", "timber", "vessel", "window", "canyon", "puzzle", "silver", "tomato"]


def session_jwt() -> str:
    return jwt({"sub": digits(6), "iat": 1717000000 + secrets.randbelow(10**7), "scope": "read write"})


def credentials() -> list[tuple[str, str]]:
    rows = Rows()
    k = rows.add

    k("wifi_password",
      f"pw for the home wifi (FritzBox-7590-QX) = {rnd(LOWER + DIGITS, 16)}",
      f"WLAN Praxis Dr. Weber – Netz: Praxis-Intern, Schlüssel: {digits(4)}-{digits(4)}-{digits(4)}-{digits(4)}",
      f"Wi-Fi del negozio: red 'Panaderia_Luz', contraseña {secrets.choice(['Harina', 'Canela', 'Trigo'])}{digits(4)}!{rnd(UPPER, 2)}")
    k("nas_password",
      f"nas login (synology, admin acct): marco / {pw()}",
      f"| device | user | password |\n|---|---|---|\n| nas.lan | admin | {rnd(ALNUM + '#!', 15)} |\n| printer | - | - |",
      f"Photos NAS: the password grandson set up is {secrets.choice(['Rosebud', 'Bluebell', 'Primrose'])}{digits(3)}{secrets.choice(['$', '&', '!'])} (user 'margaret')")
    k("email_password",
      f"Mon mot de passe Gmail pro (camille.atelier) : {pw()} — ne pas oublier de le changer",
      f"school email: d.vandenberg@student.uni.test, wachtwoord {rnd(ALNUM, 12)}",
      f"Email for the shop is tienda@lucia-mercado.example and the password is {rnd(LOWER, 6)}{digits(4)}{secrets.choice(['#', '*'])}")
    k("bank_pin",
      f"Debit card PIN: {digits(4)} (the blue Sparkasse one)",
      f"PIN del bancomat della Giulia: {digits(5)}",
      f"new bank card arrived, pin {digits(4)}, old one cut up")
    k("phone_unlock_pin",
      f"Mum's phone unlock code is {digits(6)} in case she can't get in again",
      f"Code de déverrouillage de l'iPad de Léo : {digits(6)}",
      f"tablet at the nurses' station unlocks with {digits(4)}{digits(2)}")
    k("door_keypad_code",
      f"Keypad at the back door of the shop: {digits(4)}#",
      f"Code porte immeuble atelier : {rnd(UPPER, 1)}{digits(4)} (porte de gauche)",
      f"med room door code changed today -> {digits(5)}*")
    k("alarm_code",
      f"Alarm disarm code (Verisure): {digits(4)}. Duress code is {digits(4)}, don't mix them up.",
      f"Alarmanlage Haus: Code {digits(6)}, dann 'AUS' drücken",
      f"código de la alarma de la tienda {digits(4)} — se lo di a Rosa también")
    k("safe_combination",
      f"office safe combination: {secrets.randbelow(99):02d}-{secrets.randbelow(99):02d}-{secrets.randbelow(99):02d}",
      f"Tresor im Schlafzimmer: {digits(3)} {digits(3)}",
      f"caja fuerte: combinación {digits(6)}, girar a la derecha primero")
    k("lock_combination",
      f"Gym locker padlock combo {digits(4)}",
      f"fietsslot code: {digits(4)}  (de gele)",
      f"Key lockbox at the holiday flat — combination {digits(4)}, box is left of the door")
    k("totp_seed",
      f"2FA secret for the admin panel (if phone dies): {groups(rnd(BASE32, 32), 4)}",
      f"otpauth://totp/Acme:ren@acme.test?secret={rnd(BASE32, 32)}&issuer=Acme",
      f"Authenticator setup key for the bank app: {rnd(BASE32, 16).lower()}")
    k("backup_codes",
      "Backup codes for my Google account:\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(6)),
      f"github recovery codes -> {hexs(5)}-{hexs(5)} {hexs(5)}-{hexs(5)} {hexs(5)}-{hexs(5)} {hexs(5)}-{hexs(5)}",
      "Codes de secours Instagram (atelier) : " + ", ".join(digits(8) for _ in range(5)))
    k("seed_phrase",
      f"ledger seed (24 words, DO NOT LOSE): {phrase(WORDS, 24)}",
      f"Wallet recovery phrase:\n1. {phrase(WORDS, 1)} 2. {phrase(WORDS, 1)} 3. {phrase(WORDS, 1)} 4. {phrase(WORDS, 1)} 5. {phrase(WORDS, 1)} 6. {phrase(WORDS, 1)}\n7. {phrase(WORDS, 1)} 8. {phrase(WORDS, 1)} 9. {phrase(WORDS, 1)} 10. {phrase(WORDS, 1)} 11. {phrase(WORDS, 1)} 12. {phrase(WORDS, 1)}",
      f"Metamask Wiederherstellungsphrase: {phrase(WORDS, 12)}")
    k("wallet_private_key",
      f"eth dev wallet private key 0x{hexs(64)}",
      f"PRIVATE_KEY={hexs(64)}  # hardhat deployer on sepolia",
      f"Solana keypair for the game's test mint: {rnd(BASE58, 88)}")
    k("password_manager_master",
      f"Bitwarden master password: {phrase(WORDS, 4).replace(' ', '-')}-{digits(2)}",
      f"KeePass-Datenbank Kanzlei.kdbx – Hauptpasswort {pw()}",
      f"1password master pw is {phrase(WORDS, 3).title().replace(' ', '')}{digits(3)}! and the secret key A3-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}")
    k("disk_encryption",
      f"LUKS passphrase for the backup drive: {phrase(WORDS, 5)}",
      f"BitLocker recovery key (work laptop): {'-'.join(digits(6) for _ in range(8))}",
      f"VeraCrypt container 'steuer.hc' Passwort: {rnd(ALNUM + '%$&', 22)}")
    k("account_recovery_key",
      f"Apple ID recovery key: {'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(7))}",
      f"Proton recovery phrase: {phrase(WORDS, 12)}",
      f"Clé de récupération Microsoft du compte : {'-'.join(rnd(UPPER + DIGITS, 5) for _ in range(5))}")
    k("openai_key",
      f"openai key for the notebook: sk-proj-{rnd(URLSAFE, 48)}T3BlbkFJ{rnd(URLSAFE, 48)}",
      f"import openai\nclient = openai.OpenAI(api_key=\"sk-{rnd(ALNUM, 48)}\")",
      f"OPENAI_API_KEY=sk-svcacct-{rnd(URLSAFE, 74)}")
    k("anthropic_key",
      f"claude api key (personal, $20 cap): sk-ant-api03-{rnd(URLSAFE, 93)}AA",
      f"export ANTHROPIC_API_KEY='sk-ant-api03-{rnd(URLSAFE, 93)}AA'",
      f"Anthropic-Schlüssel fürs Forschungsprojekt (nicht teilen): sk-ant-api03-{rnd(URLSAFE, 93)}AA")
    k("github_token",
      f"PAT for pushing from the lab server: ghp_{rnd(ALNUM, 36)}",
      f"git clone https://jonas:github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}@github.com/jonasgames/voxel-engine.git",
      f"gh token (repo + workflow scopes, expires march): gho_{rnd(ALNUM, 36)}")
    k("gitlab_token",
      f"gitlab deploy token for the thesis repo: glpat-{rnd(URLSAFE, 20)}",
      f"[remote \"origin\"]\n\turl = https://oauth2:glpat-{rnd(URLSAFE, 20)}@gitlab.uni.test/grp/thesis.git",
      f"CI_JOB_TOKEN override in runner config: glrt-{rnd(URLSAFE, 20)}")
    k("aws_keys",
      f"[default]\naws_access_key_id = AKIA{rnd(UPPER + DIGITS, 16)}\naws_secret_access_key = {rnd(ALNUM + '/+', 40)}",
      f"s3 backup creds: AKIA{rnd(UPPER + DIGITS, 16)} / {rnd(ALNUM + '/+', 40)}",
      f"$Env:AWS_SECRET_ACCESS_KEY = \"{rnd(ALNUM + '/+', 40)}\"")
    k("stripe_secret",
      f"Stripe live secret key for the webshop: sk_live_{rnd(ALNUM, 99)}",
      f"STRIPE_SECRET_KEY=rk_live_{rnd(ALNUM, 99)}",
      f"clave secreta de Stripe (tienda online): sk_live_{rnd(ALNUM, 24)}")
    k("slack_token",
      f"slack bot token for the oncall bot: xoxb-{digits(12)}-{digits(13)}-{rnd(ALNUM, 24)}",
      f"SLACK_USER_TOKEN = \"xoxp-{digits(12)}-{digits(12)}-{digits(13)}-{hexs(32)}\"",
      f"curl -H 'Authorization: Bearer xoxb-{digits(11)}-{digits(13)}-{rnd(ALNUM, 24)}' https://slack.com/api/chat.postMessage")
    k("discord_token",
      f"discord bot token (playtest server): {b64(digits(18).encode()).rstrip('=')}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}",
      f"client.run(\"{b64(digits(19).encode()).rstrip('=')}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}\")",
      f"DISCORD_TOKEN={b64(digits(18).encode()).rstrip('=')}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 27)}")
    k("huggingface_token",
      f"HF token (write) hf_{rnd(LOWER + UPPER, 34)}",
      f"huggingface-cli login --token hf_{rnd(LOWER + UPPER, 34)}",
      f"from huggingface_hub import login\nlogin(\"hf_{rnd(LOWER + UPPER, 34)}\")")
    k("package_registry_token",
      f"//registry.npmjs.org/:_authToken=npm_{rnd(ALNUM, 36)}",
      f"[pypi]\n  username = __token__\n  password = pypi-AgEIcHlwaS5vcmc{rnd(URLSAFE, 120)}",
      f"cargo login {rnd(ALNUM, 32)}  (crates.io token for the engine crate)")
    k("postgres_url",
      f"DATABASE_URL=postgres://app:{rnd(ALNUM, 18)}@db.internal:5432/clinic",
      f"psql 'postgresql://analyst:{rnd(ALNUM + '!', 14)}@warehouse.lab.test/sales?sslmode=require'",
      f"engine = create_engine(\"postgresql+psycopg://priya:{rnd(ALNUM, 16)}@10.0.3.14/experiments\")")
    k("mongodb_url",
      f"mongo atlas: mongodb+srv://gameadmin:{rnd(ALNUM, 16)}@cluster0.ab12c.mongodb.example/leaderboard",
      f"MONGO_URI = 'mongodb://root:{rnd(ALNUM, 20)}@mongo.internal:27017/?authSource=admin'",
      f"la conexión de la base de datos del inventario es mongodb://lucia:{rnd(LOWER + DIGITS, 12)}@192.168.1.20/inventario")
    k("redis_url",
      f"REDIS_URL=redis://:{rnd(ALNUM, 32)}@cache.internal:6379/0",
      f"redis-cli -h 10.0.0.7 -a '{rnd(ALNUM, 24)}' --no-auth-warning",
      f"requirepass {rnd(ALNUM, 40)}")
    k("mysql_password",
      f"mysql -u wp_admin -p'{rnd(ALNUM + '#', 16)}' wordpress",
      f"define( 'DB_PASSWORD', '{rnd(ALNUM + '!@#', 18)}' );",
      f"[client]\nuser=backup\npassword={rnd(ALNUM, 20)}")
    k("ssh_private_key",
      "deploy key for the game build box:\n" + openssh_private(),
      "Clé SSH du serveur du portfolio (id_ed25519) :\n" + openssh_private(),
      "old key from the lab cluster, still works:\n" + openssh_private())
    k("pem_private_key",
      "TLS key for shop.lucia-mercado.example:\n" + pem("RSA PRIVATE KEY", 6),
      "-----BEGIN PRIVATE KEY-----\n" + pem_body(5) + "\n-----END PRIVATE KEY-----",
      "exported my S/MIME key for the new laptop:\n-----BEGIN ENCRYPTED PRIVATE KEY-----\n" + pem_body(4) + "\n-----END ENCRYPTED PRIVATE KEY-----\npassphrase " + pw())
    k("bearer_token",
      f"curl -H \"Authorization: Bearer {session_jwt()}\" https://api.lab.test/v1/runs",
      f"access_token from the devtools network tab (valid 24h): {session_jwt()}",
      f"fetch(url, {{ headers: {{ Authorization: `Bearer {rnd(ALNUM, 40)}` }} }})")
    k("basic_auth",
      f"Authorization: Basic {b64(('jenkins:' + rnd(ALNUM, 16)).encode())}",
      f"wget --user=admin --password='{rnd(ALNUM, 14)}' http://printer.lan/backup.cfg",
      f"https://staging:{rnd(LOWER + DIGITS, 12)}@preview.atelier-camille.example/  (lien pour le client, avec le mot de passe dedans)")
    k("docker_registry",
      f"echo '{rnd(ALNUM, 32)}' | docker login registry.internal -u ci --password-stdin",
      f'{{"auths": {{"ghcr.io": {{"auth": "{b64(("jonas:ghp_" + rnd(ALNUM, 36)).encode())}"}}}}}}',
      f"docker hub access token for pushing the server image: dckr_pat_{rnd(URLSAFE, 27)}")
    k("kube_token",
      f"kubectl --token={session_jwt()} get pods -n prod",
      f"users:\n- name: ci-bot\n  user:\n    token: {rnd(ALNUM, 64)}",
      f"argocd admin initial password: {rnd(ALNUM, 16)}")
    k("email_api_key",
      f"SendGrid key for the newsletter: SG.{rnd(URLSAFE, 22)}.{rnd(URLSAFE, 43)}",
      f"MAILGUN_API_KEY=key-{hexs(32)}",
      f"postmark server token {uid()} (shop receipts)")
    k("twilio_token",
      f"twilio: account AC{hexs(32)}, auth token {hexs(32)}",
      f"TWILIO_AUTH_TOKEN={hexs(32)}",
      f"client = Client('AC{hexs(32)}', '{hexs(32)}')")
    k("oauth_client_secret",
      f"google oauth client secret for the survey app: GOCSPX-{rnd(URLSAFE, 28)}",
      f"\"client_secret\": \"{rnd(URLSAFE + '~.', 40)}\",  // azure app reg, expires 2026",
      f"spotify api: client id {hexs(32)}, client secret {hexs(32)}")
    k("cloud_storage_key",
      f"DefaultEndpointsProtocol=https;AccountName=labdata{digits(3)};AccountKey={b64(secrets.token_bytes(64))};EndpointSuffix=core.windows.net",
      f"GCS service account json: {{\"type\": \"service_account\", \"private_key_id\": \"{hexs(40)}\", \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n{b64(secrets.token_bytes(90))}\\n-----END PRIVATE KEY-----\\n\"}}",
      f"backblaze b2 app key: {rnd(ALNUM, 31)} (keyID 005{hexs(22)})")
    k("webhook_secret_url",
      f"alerts go to https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
      f"discord webhook for build notifications: https://discord.com/api/webhooks/{digits(18)}/{rnd(URLSAFE, 68)}",
      f"STRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}")
    k("ftp_credentials",
      f"ftp://upload:{rnd(ALNUM, 12)}@ftp.druckerei.example/auftraege",
      f"FileZilla — serveur imprimeur : sftp.imprim.example, login camille, mdp {rnd(ALNUM, 11)}",
      f"lftp -u webmaster,{rnd(ALNUM + '!', 13)} sftp://web.lucia-mercado.example")
    k("router_admin",
      f"router admin page 192.168.178.1 pw: {rnd(LOWER + DIGITS, 10)}",
      f"Switch core-sw01 enable secret: {rnd(ALNUM + '$', 14)}",
      f"Modem Telekom: Gerätepasswort {digits(8)} (steht nicht mehr auf dem Aufkleber, neu gesetzt)")
    k("work_system_login",
      f"EHR login after the reset: hwagner / {secrets.choice(['Station', 'Nacht', 'Pflege'])}{digits(4)}!",
      f"Citrix at the hospital — user 41{digits(5)}, password {pw()}",
      f"Login DATEV Kanzlei: Benutzer KS{digits(4)}, Kennwort {rnd(ALNUM + '#%', 14)}")
    k("school_portal_login",
      f"Brightspace: s{digits(7)} / {rnd(ALNUM, 10)}",
      f"login del registro elettronico di Matteo: utente {rnd(LOWER, 5)}{digits(3)}, password {rnd(ALNUM, 9)}",
      f"Osiris login = studentnummer + wachtwoord {secrets.choice(['Fiets', 'Gracht', 'Tulp'])}{digits(4)}?")
    k("game_account_password",
      f"steam test account jv_qa_{digits(2)} pw {rnd(ALNUM, 14)}",
      f"PSN account for Leo (child acct): leo.rossi{digits(2)}@mail.test / {rnd(ALNUM, 10)}",
      f"Battle.net shared login for the clan: clanbank#{digits(4)} — {pw()}")
    k("government_portal",
      f"ELSTER-Zertifikat Passwort (Mandant Müller): {pw()}",
      f"IRS IP PIN for 2024 return: {digits(6)}",
      f"Cl@ve PIN de la gestoría: {digits(3)} — usuario {rnd(UPPER, 1)}{digits(8)}{rnd(UPPER, 1)} contraseña {rnd(ALNUM, 10)}")
    k("sim_puk",
      f"SIM PUK: {digits(8)} (PIN {digits(4)})",
      f"PUK-Code der Handykarte von Oma: {digits(8)}",
      f"codice PUK della sim dati del router: {digits(8)}")
    k("payment_card",
      f"visa for the shop supplier orders {groups(luhn('4'), 4)} exp 09/28 cvv {digits(3)}",
      f"Carte bancaire pro : {groups(luhn('5'), 4)}, exp. 11/27, cryptogramme {digits(3)}",
      f"| card | number | cvc |\n|---|---|---|\n| amex (travel) | {luhn('37', 15)} | {digits(4)} |")
    k("magic_link",
      f"Login link the school sent (works once): https://portal.school.test/auth/magic?token={rnd(URLSAFE, 43)}",
      f"password reset link for the clinic roster: https://roster.hospital.test/reset/{uid()}/{rnd(URLSAFE, 32)}",
      f"Lien d'invitation admin Figma reçu par mail : https://figma.example/invite/accept?token={rnd(ALNUM, 40)}")
    k("session_cookie",
      f"session cookie to skip login in the scraper: sessionid={rnd(LOWER + DIGITS, 32)}",
      f"requests.get(url, cookies={{\"_shop_session\": \"{rnd(URLSAFE, 120)}\"}})",
      f"Cookie: connect.sid=s%3A{rnd(URLSAFE, 32)}.{rnd(ALNUM + '%', 43)}")
    k("env_file",
      f"# .env (prod)\nNODE_ENV=production\nJWT_SECRET={rnd(ALNUM, 48)}\nPORT=8080",
      f"APP_KEY=base64:{b64(secrets.token_bytes(32))}",
      f"SECRET_KEY_BASE={hexs(128)}")
    k("vpn_key",
      f"[Interface]\nPrivateKey = {b64(secrets.token_bytes(32))}\nAddress = 10.8.0.4/32",
      f"IPsec PSK für das Büro-VPN: {rnd(ALNUM, 32)}",
      f"openvpn: auth-user-pass creds priya / {pw()}")
    k("age_or_gpg_secret",
      f"AGE-SECRET-KEY-1{rnd(BECH32, 58).upper()}",
      "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + pem_body(5) + "\n=" + rnd(B64, 4) + "\n-----END PGP PRIVATE KEY BLOCK-----",
      f"gpg passphrase for the release signing key: {phrase(WORDS, 6)}")
    k("app_secret_key",
      f"SECRET_KEY = '{rnd(LOWER + DIGITS + '!@#$%^&*(-_=+)', 50)}'",
      f"ansible vault password: {rnd(ALNUM, 24)}",
      f"let signing_secret = b\"{rnd(ALNUM, 32)}\"; // session HMAC, rust server")
    k("pairing_code",
      f"Code d'appairage TV box Freebox (admin) : {digits(4)} — et le mot de passe Freebox OS {rnd(ALNUM, 12)}",
      f"smart lock guest code for the cleaner: {digits(6)}",
      f"Garagentor-Code (Handsender neu angelernt): {digits(4)}")

    return rows


def lookalikes() -> list[tuple[str, str]]:
    rows = Rows()
    k = rows.add

    k("git_commit",
      f"fixed the physics jitter in {hexs(40)}, cherry-pick onto release/1.4",
      f"bisect: last good {hexs(7)}, first bad {hexs(7)}",
      f"thesis figures regenerated at commit {hexs(12)} (tag v-submission)")
    k("uuid_id",
      f"Patient transfer request id {uid()} — follow up with bed management",
      f"experiment run {uid()} had the best val loss, keep the checkpoint",
      f"Auftrags-ID im Portal: {uid()}")
    k("file_checksum",
      f"sha256 of the ubuntu iso I downloaded: {hexs(64)} (matches the site)",
      f"md5 of raw_data_2024.parquet = {hexs(32)} — use to check the copy on the cluster",
      f"Checksum SHA-1 du fichier final logo_v7.ai : {hexs(40)}")
    k("ssh_public_key",
      f"my laptop's public key for the lab server authorized_keys:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} priya@thinkpad",
      f"ssh-rsa {ssh_pub('ssh-rsa', 270)} jonas@buildbox",
      f"Clé publique à envoyer à l'hébergeur : ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} camille@mac")
    k("key_fingerprint",
      f"GPG fingerprint for my release key: {groups(hexs(40).upper(), 4)}",
      f"server host key: ED25519 SHA256:{rnd(B64, 43)} — verified on first connect",
      f"Signal safety number with Ren: {' '.join(digits(5) for _ in range(12))}")
    k("public_key_material",
      "ca public key for the lab:\n-----BEGIN PUBLIC KEY-----\n" + pem_body(3) + "\n-----END PUBLIC KEY-----",
      f"age recipient for the backups (public): age1{rnd(BECH32, 58)}",
      f"WireGuard peer PublicKey = {b64(secrets.token_bytes(32))}  (the office side)")
    k("order_number",
      f"Ordered new scrubs, order #{digits(3)}-{digits(7)}-{digits(7)}",
      f"Bestellnummer Druckerpatronen: {rnd(UPPER, 2)}{digits(9)}",
      f"Pedido del proveedor de harina n.º {digits(4)}/{digits(5)} — llega el jueves")
    k("tracking_number",
      f"parcel tracking 1Z{rnd(UPPER + DIGITS, 16)} (UPS)",
      f"Sendungsnummer DHL: 00340{digits(15)}",
      f"track & trace pakketje: 3S{rnd(UPPER, 4)}{digits(9)}")
    k("booking_reference",
      f"Flight to Lisbon, booking ref {rnd(UPPER + DIGITS, 6)}, seat 14C",
      f"Prenotazione hotel Riccione: conferma n. {digits(10)}",
      f"Réservation train Paris–Lyon, dossier {rnd(UPPER, 6)}")
    k("invoice_number",
      f"Rechnung RE-{digits(4)}-{digits(4)} an Mandant Huber noch offen",
      f"Facture F{digits(4)}-{digits(3)} envoyée au client, paiement à 30 jours",
      f"invoice INV-{rnd(UPPER + DIGITS, 8)} from the GPU cloud, charge to grant {rnd(UPPER, 2)}-{digits(5)}")
    k("product_code",
      f"reorder SKU {rnd(UPPER, 3)}-{digits(4)}-{rnd(UPPER, 2)} (oat flour 5kg)",
      f"EAN del aceite que más se vende: {digits(13)}",
      f"Pantone {digits(4)} C for the client's logo, paper ref {rnd(UPPER, 2)}{digits(3)}")
    k("serial_number",
      f"dishwasher serial {rnd(UPPER + DIGITS, 12)} for the warranty claim",
      f"Laptop Seriennummer: {rnd(UPPER + DIGITS, 10)}, Garantie bis 2026",
      f"hearing aid serial numbers: L {digits(8)}, R {digits(8)}")
    k("network_identifier",
      f"printer MAC {':'.join(hexs(2) for _ in range(6))} gets 192.168.1.{secrets.randbelow(200) + 20} via DHCP reservation",
      f"new VM: 10.20.{secrets.randbelow(250)}.{secrets.randbelow(250)}, hostname app-{rnd(LOWER + DIGITS, 5)}.internal",
      f"IPv6 prefix from the ISP: 2001:db8:{hexs(4)}:{hexs(4)}::/64")
    k("medical_record_number",
      f"Bed 7 pt MRN {digits(8)} — allergy to penicillin, flag on chart",
      f"Patientennummer (Hausarzt): {digits(10)}, nächste Kontrolle im März",
      f"my own hospital number is {rnd(UPPER, 3)} {digits(3)} {digits(4)} for the cardiology letters")
    k("prescription_number",
      f"Rx #{digits(7)} metformin refill, pharmacy says ready Friday",
      f"Rezeptnummer {digits(3)}.{digits(3)}.{digits(3)}.{digits(3)} ausgedruckt im Ordner",
      f"Ricetta n. {digits(5)}{rnd(UPPER, 1)}{digits(9)} per l'antibiotico di Matteo")
    k("medication_lot",
      f"vaccine lot {rnd(UPPER, 2)}{digits(4)}, exp 2025-11, given L deltoid",
      f"insulin pen batch {rnd(UPPER, 1)}{digits(5)}{rnd(UPPER, 1)} recalled? checked — not ours",
      f"Charge-Nr. {digits(6)}{rnd(UPPER, 2)} der Blutdrucktabletten notiert")
    k("course_code",
      f"INFOB{digits(4)} exam is week 45, tentamen in the Educatorium",
      f"Registered for STAT {digits(3)} and CS {digits(3)}{rnd(UPPER, 1)} next term",
      f"Cours MOOC UX-{digits(3)}, certificat n° {rnd(UPPER + DIGITS, 10)}")
    k("room_or_locker",
      f"locker {digits(3)} in the basement of the library, bring my own padlock",
      f"Station 4B, Zimmer {digits(3)}, Bett 2",
      f"meeting moved to room {rnd(UPPER, 1)}{digits(1)}.{digits(2)}, building 3")
    k("version_string",
      f"pinned torch=={secrets.randbelow(3) + 1}.{secrets.randbelow(9)}.{secrets.randbelow(9)}+cu{digits(3)} and numpy<2",
      f"Unity {2020 + secrets.randbelow(5)}.{secrets.randbelow(3) + 1}.{secrets.randbelow(20)}f1 for the jam build",
      f"firmware router 7.{digits(2)}-{digits(6)} installé, tout va bien")
    k("file_name",
      f"final exports in ~/Work/Client_Brisa/logo_{hexs(8)}_v12_FINAL(2).png",
      f"model weights saved as ckpt_epoch{digits(2)}_{rnd(LOWER + DIGITS, 8)}.pt",
      f"Scan Kontoauszug: KA_{digits(8)}_{rnd(UPPER + DIGITS, 6)}.pdf im Ordner Belege")
    k("url_with_id",
      f"the tutorial: https://www.youtube.com/watch?v={rnd(URLSAFE, 11)}",
      f"shared doc for the reading group https://docs.example/d/{rnd(URLSAFE, 44)}/view (view only, public)",
      f"Moodboard Pinterest : https://pinterest.example/pin/{digits(18)}/")
    k("colour_code",
      f"brand colours: primary #{hexs(6)}, accent #{hexs(6)}, text #{hexs(6)}",
      f"Couleur du fond du site : rgb({secrets.randbelow(256)}, {secrets.randbelow(256)}, {secrets.randbelow(256)}) / #{hexs(6).upper()}",
      f"UI palette for the HUD: 0x{hexs(8).upper()} health, 0x{hexs(8).upper()} mana")
    k("coordinates",
      f"Fishing spot: {secrets.randbelow(90)}.{digits(5)}, -{secrets.randbelow(180)}.{digits(5)}",
      f"sampling site 3 at {secrets.randbelow(60)}°{secrets.randbelow(60)}'{secrets.randbelow(60)}\"N {secrets.randbelow(30)}°{secrets.randbelow(60)}'{secrets.randbelow(60)}\"E",
      f"Treffpunkt Wanderung: 47.{digits(6)}, 11.{digits(6)} (Parkplatz)")
    k("placeholder",
      "DATABASE_URL=postgres://user:<password>@localhost:5432/app  # template for new devs",
      "api_key: \"${OPENAI_API_KEY}\"  # filled from env at runtime",
      "Vorlage Mandantenbrief: 'Ihr Zugang: Benutzer [NAME], Passwort [wird separat zugesandt]'")
    k("redacted_value",
      "pasted the error for the forum with the key redacted: Authorization: Bearer ****************",
      f"stripe dashboard shows the key as sk_live_…{rnd(ALNUM, 4)} — don't need the rest here",
      "token: [REDACTED] (scrubbed before sharing the log with support)")
    k("secret_reference",
      "NAS password is in Bitwarden under 'Home / Synology'",
      "Il codice dell'allarme è scritto nel quaderno rosso in cucina, non qui",
      "prod db creds live in vault at secret/data/prod/postgres, ask Ren for a lease")
    k("env_reference",
      "token = os.environ[\"HF_TOKEN\"]  # never hardcode",
      "const key = process.env.STRIPE_SECRET_KEY ?? throwMissing('STRIPE_SECRET_KEY');",
      "aws configure --profile lab  (keys come from SSO, nothing stored locally)")
    k("public_client_id",
      f"google sign-in client id: {digits(12)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
      f"Stripe publishable key for the checkout page: pk_live_{rnd(ALNUM, 24)}",
      f"Sentry DSN public key {hexs(32)} for the game's crash reports (public in the client)")
    k("secret_config_setting",
      "password_min_length: 14\npassword_history: 5\nlockout_after_failures: 6",
      "JWT_EXPIRY=900\nREFRESH_TOKEN_TTL_DAYS=30\nTOKEN_ALGORITHM=RS256",
      "PasswordAuthentication no\nPubkeyAuthentication yes\nPermitRootLogin prohibit-password")
    k("password_prose",
      "Reminder: the hospital makes us change passwords every 90 days, next one due 3 June",
      "Ren says use passphrases of 5+ random words and a manager; never reuse the bank one",
      "La contraseña del wifi de invitados la cambio cada mes, ya toca — pedir al técnico")
    k("password_prose_other_lang",
      "Opa vergisst ständig sein Passwort – nächstes Mal zusammen den Passwort-Manager einrichten",
      "Mot de passe oublié encore pour le site des impôts, j'ai demandé un nouveau code par courrier",
      "wachtwoord van de bieb verlopen, moet langs de balie met mijn pas")
    k("container_digest",
      f"image pinned: ghcr.io/jonasgames/server@sha256:{hexs(64)}",
      f"FROM python:3.12-slim@sha256:{hexs(64)}",
      f"rolled back to digest sha256:{hexs(12)}… on the staging cluster")
    k("package_integrity",
      f"\"integrity\": \"sha512-{b64(secrets.token_bytes(64))}\"",
      f"requests==2.32.3 --hash=sha256:{hexs(64)}",
      f"go.sum: golang.org/x/text v0.14.0 h1:{b64(secrets.token_bytes(32))}")
    k("cloud_resource_id",
      f"instance i-0{hexs(16)} in eu-central-1, security group sg-0{hexs(16)}",
      f"arn:aws:s3:::lab-raw-{digits(4)}/runs/{digits(6)}/",
      f"Azure subscription id {uid()} (lab), resource group rg-imaging")
    k("pod_or_job_name",
      f"OOMKilled: worker-{rnd(LOWER + DIGITS, 10)}-{rnd(LOWER + DIGITS, 5)} at 03:12",
      f"slurm job {digits(7)} finished, array task 14 failed",
      f"CI pipeline #{digits(6)} green, job build-win64 took 22 min")
    k("transaction_reference",
      f"Refund processed, transaction id txn_{rnd(UPPER + DIGITS, 16)}",
      f"Überweisung Verwendungszweck: RE {digits(6)} / Kd-Nr {digits(7)}",
      f"Bizum recibido, referencia {digits(12)}")
    k("test_card",
      "stripe test card 4242 4242 4242 4242, any future exp, any cvc",
      "For the declined-payment test use 4000 0000 0000 0002",
      "Carte de test 3D Secure : 4000 0027 6000 3184 (doc Stripe)")
    k("game_seed",
      f"world seed {secrets.randbelow(2**63)} makes a nice island spawn",
      f"rng seed for the reproducible run: {secrets.randbelow(10**9)}",
      f"level gen seed 0x{hexs(16).upper()} crashes the navmesh baker")
    k("store_app_id",
      f"steam app id {digits(7)}, depot {digits(7)}, build {digits(8)}",
      f"App Store id{digits(10)} for the kids' maths app Giulia liked",
      f"com.jonasgames.voxel build {digits(4)} on Play Console internal track")
    k("scholarly_identifier",
      f"cite doi:10.{digits(4)}/{rnd(LOWER + DIGITS, 6)}.{digits(4)} in chapter 2",
      f"arXiv:{digits(4)}.{digits(5)}v2 — the baseline we compare to",
      f"ORCID {digits(4)}-{digits(4)}-{digits(4)}-{digits(3)}X on the grant form")
    k("tax_or_business_id",
      f"USt-IdNr. des Mandanten: DE{digits(9)}",
      f"Numéro SIRET de l'auto-entreprise : {digits(14)}",
      f"CIF de la tienda B{digits(8)} para las facturas")
    k("bank_account_public",
      f"Shop IBAN for customers paying by transfer: ES{digits(2)} {digits(4)} {digits(4)} {digits(2)} {digits(10)}",
      f"IBAN Vermieter für die Miete: DE{digits(2)} {groups(digits(18), 4)}",
      f"BIC {rnd(UPPER, 6)}2X, rekening voor de huur NL{digits(2)}ABNA0{digits(9)}")
    k("customer_number",
      f"Kundennummer Stadtwerke: {digits(9)}, Zählernummer {digits(8)}",
      f"library card barcode starts 2{digits(13)} — renew online before Friday",
      f"numero cliente Enel {digits(9)} per l'autolettura")
    k("support_ticket",
      f"IT ticket INC{digits(7)} for the broken badge reader",
      f"opened JIRA GAME-{digits(4)} for the save corruption bug",
      f"Dossier assurance sinistre n° {digits(4)}{rnd(UPPER, 2)}{digits(6)}")
    k("cve_or_advisory",
      f"patch CVE-2024-{digits(5)} on the edge proxies this week",
      f"GHSA-{rnd(LOWER + DIGITS, 4)}-{rnd(LOWER + DIGITS, 4)}-{rnd(LOWER + DIGITS, 4)} affects our yaml lib, bump it",
      f"Advisory RHSA-2024:{digits(4)} applied to all hosts")
    k("certificate_metadata",
      f"TLS cert serial {':'.join(hexs(2).upper() for _ in range(16))}, expires 2025-08-14, renew via certbot",
      f"cert SHA-256 fingerprint {':'.join(hexs(2).upper() for _ in range(32))} (pin in the app)",
      f"Let's Encrypt account id {digits(9)}, cron renews at 03:00")
    k("crypto_public_address",
      f"tip jar BTC address: bc1q{rnd(BECH32, 38)}",
      f"receive address for the refund: 0x{hexs(40)}",
      f"ENS + public addr for the game's NFT contract 0x{hexs(40)} (verified on etherscan)")
    k("token_pattern_code",
      "re.compile(r\"ghp_[A-Za-z0-9]{36}\")  # for the pre-commit scanner",
      "gitleaks rule: regex = '''AKIA[0-9A-Z]{16}''', tags = [\"aws\"]",
      "note: Slack bot tokens start with xoxb-, user tokens with xoxp-, never paste either in chat")
    k("rotation_log",
      "Rotated the Stripe key on 3 May, old one revoked, new one only in the vault",
      "Alle Mitarbeiter-Passwörter am Montag zurückgesetzt, neue per Brief verschickt",
      "Revoked Jonas's old PAT after he left the org; audit log entry 12 May")
    k("wifi_without_password",
      "Guest network 'Panaderia_Luz_Invitados' is open, no password, captive page only",
      "SSID of the lab network: eduroam, log in with the uni account (see IT page)",
      "Wifi ziekenhuis: 'Patients-Free', geen wachtwoord nodig")
    k("schedule_expression",
      "backup cron: 15 2 * * 1-5 /usr/local/bin/restic-backup.sh",
      "Insulin: 8 IU at 07:30, 6 IU at 19:00; glucose check 4x/day",
      "Dienstplan: Frühdienst 06:00–14:12, Spätdienst 13:30–21:42")
    k("vehicle_identifier",
      f"VIN for the insurance form: WVW{rnd(UPPER.replace('I', '').replace('O', '').replace('Q', '') + DIGITS, 14)}",
      f"Kennzeichen des Lieferwagens: M-{rnd(UPPER, 2)} {digits(4)}",
      f"targa della macchina nuova: {rnd(UPPER, 2)}{digits(3)}{rnd(UPPER, 2)}")
    k("hash_in_prose",
      f"the leaked-password check (HIBP k-anonymity) only sends the first 5 hex of the SHA-1, e.g. {hexs(5).upper()}",
      f"perceptual hash of the stolen artwork copy: {hexs(16)} — same as my original",
      f"dataset dedup: {digits(4)} rows share minhash {hexs(16)}")
    k("api_docs_example",
      "Docs example: curl -H 'Authorization: Bearer YOUR_TOKEN_HERE' https://api.example.com/v1/me",
      "sample config from the README: password = \"changeme-in-production\" — we replaced it on day one",
      "OpenAI keys look like sk-... ; paste yours in Settings > API, not into notes")
    k("encrypted_blob_reference",
      f"sops-encrypted file values look like ENC[AES256_GCM,data:{rnd(B64, 24)},iv:{rnd(B64, 16)},tag:{rnd(B64, 22)},type:str] — safe to commit",
      f"ansible-vault file header: $ANSIBLE_VAULT;1.1;AES256 then {hexs(40)}…",
      "Backup ist mit restic verschlüsselt; Repo-ID " + hexs(64)[:10] + ", Schlüssel liegt im Tresor, nicht hier")

    return rows


def main() -> None:
    creds, looks = credentials(), lookalikes()
    write_corpora(SCRIPT, [
        ("heldout6_credentials.yaml", creds, "sixth blind batch of synthetic credentials in twelve people's notes; none is real"),
        ("heldout6_lookalikes.yaml", looks, "sixth blind batch of legitimate notes that look like secrets and must be kept"),
    ])
    print(f"{len(creds)} credentials ({len({k for k, _ in creds})} kinds), {len(looks)} look-alikes ({len({k for k, _ in looks})} kinds)")


if __name__ == "__main__":
    main()
