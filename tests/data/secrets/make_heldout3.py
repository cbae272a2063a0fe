# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout3_credentials.yaml and heldout3_lookalikes.yaml: a third held-out corpus.

Written blind: its author read neither the detector nor the other corpora, only the helpers
of make_heldout.py, so it measures how the detector generalises to notes as people write
them: vendor tokens with their prefixes, passwords in prose, in CLI flags, in DSNs, in
config files and in other languages, and on the other side identifiers, hashes, public keys,
public-by-design keys, references to a secret, placeholders and notes that talk about
passwords without holding one. Never tuned on: measure it, never fit it.

Decisions taken for the labels:
- a password hash (htpasswd bcrypt, shadow line) is a credential: it is credential-equivalent,
  it can be cracked offline and some systems accept the hash itself, so it must not be kept;
- a PIN, a door code or a phone unlock code is a secret, so a note stating one is a credential;
- a seed or recovery phrase (12 or 24 BIP39-style words) and 2FA recovery codes are credentials;
- a Firebase web apiKey, a Stripe publishable key, an Algolia search-only key, a Sentry DSN
  and a reCAPTCHA site key are public by design and ship to browsers: look-alikes to keep;
- a name or path that points at a secret (op://, ${{ secrets.X }}, secretKeyRef, an ARN of a
  Secrets Manager secret) is not the secret: look-alike to keep.

Same rules as make_heldout.py: random parts from `secrets`, synthetic values only, hosts under
`.test`, `.internal` or `acme`; run again for a new draw (a redraw is a new held-out set, not
a fix).
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    BASE58,
    BECH32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    b64,
    basic,
    digits,
    hexs,
    jwt,
    kube_key_data,
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

# A slice of the BIP39 English list: enough for a phrase that reads like a real one.
WORDLIST = (
    "abandon ability able absorb abstract acid acoustic adapt adult advice aerobic afford "
    "agent alarm album alley anchor ankle april arctic armor arrow artist atom auction autumn "
    "badge bamboo banner barrel basket beach before bench bicycle blanket blossom bonus border "
    "bracket brave bridge broccoli bubble budget buffalo cabin cactus camera canal candy canvas "
    "carbon cargo castle catalog cement cereal chalk cherry chimney cinnamon circle citizen "
    "clever cliff cloud coconut comic copper coral cotton cousin cradle crystal cupboard dawn "
    "decade denial desert diagram dolphin donkey dragon drift eagle echo elbow ember engine "
    "fabric falcon fiber fossil galaxy garlic genius giraffe glimpse harbor hazard hollow "
    "island ivory jaguar jungle kettle kingdom ladder lantern lemon lizard lobster magnet "
    "marble meadow melody mirror monkey mosquito napkin noodle oasis olive orbit oyster paddle "
    "panther pepper pistol planet pumpkin puzzle quantum rabbit raven ribbon rocket saddle "
    "salmon scatter shadow shrimp silver sketch spider sponsor squirrel sunset tackle timber "
    "toddler tornado trumpet tunnel umbrella velvet violin walnut whisper wizard yellow zebra"
)
WORDS = WORDLIST.split()

BCRYPT = "./" + ALNUM
HEXU = "0123456789ABCDEF"


def discord_token() -> str:
    bot_id = str(10**17 + secrets.randbelow(9 * 10**17))
    return f"{b64(bot_id.encode()).rstrip('=')}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}"


def gcp_service_account() -> str:
    key = "-----BEGIN PRIVATE KEY-----\n" + pem_body(6) + "\n-----END PRIVATE KEY-----\n"
    return json.dumps({
        "type": "service_account",
        "project_id": "acme-analytics-prod",
        "private_key_id": hexs(40),
        "private_key": key,
        "client_email": "etl-runner@acme-analytics-prod.iam.gserviceaccount.com",
    }, indent=2)


def recovery_list(n: int) -> str:
    return "\n".join(f"{i + 1}. {rnd(LOWER + DIGITS, 4)}-{rnd(LOWER + DIGITS, 4)}" for i in range(n))


def credentials() -> list[tuple[str, str]]:
    return [
        ("github_fine_grained", f"New fine-grained PAT for the release bot (expires in 90 days): github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}"),
        ("github_fine_grained", f"gh auth login --with-token <<< github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}"),
        ("gitlab", f"GitLab deploy PAT for the mirror job: glpat-{rnd(URLSAFE, 20)}"),
        ("gitlab", f"git clone https://oauth2:glpat-{rnd(URLSAFE, 20)}@gitlab.acme.test/infra/terraform.git"),
        ("slack", f"Slack bot token for #deploys notifier: xoxb-{digits(12)}-{digits(13)}-{rnd(ALNUM, 24)}"),
        ("slack", f"my user token (for the export script) xoxp-{digits(12)}-{digits(12)}-{digits(13)}-{hexs(32)}"),
        ("stripe_secret", f"STRIPE_SECRET_KEY=sk_live_51{rnd(ALNUM, 97)}"),
        ("stripe_secret", f"Restricted key for the reporting dashboard (read-only charges): rk_live_51{rnd(ALNUM, 97)}"),
        ("openai", f"openai key for the summariser side project: sk-proj-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}"),
        ("openai", f"OPENAI_API_KEY=sk-proj-{rnd(URLSAFE, 156)}"),
        ("anthropic", f"claude key (personal, billing on my card): sk-ant-api03-{rnd(URLSAFE, 93)}AA"),
        ("anthropic", f"export ANTHROPIC_API_KEY=sk-ant-api03-{rnd(URLSAFE, 93)}AA"),
        ("huggingface", f"HF write token for pushing the fine-tune: hf_{rnd(LOWER + UPPER, 34)}"),
        ("huggingface", f"huggingface-cli login --token hf_{rnd(LOWER + UPPER, 34)}"),
        ("npm", f".npmrc on the build box:\n//registry.npmjs.org/:_authToken=npm_{rnd(ALNUM, 36)}"),
        ("npm", f"NPM_TOKEN=npm_{rnd(ALNUM, 36)} (automation token, bypasses 2FA)"),
        ("pypi", f"pypi upload token for tandem-utils: pypi-AgEIcHlwaS5vcmcCJD{rnd(URLSAFE, 140)}"),
        ("pypi", f"~/.pypirc\n[pypi]\nusername = __token__\npassword = pypi-AgEIcHlwaS5vcmc{rnd(URLSAFE, 150)}"),
        ("sendgrid", f"SENDGRID_API_KEY=SG.{rnd(URLSAFE, 22)}.{rnd(URLSAFE, 43)}"),
        ("sendgrid", f"newsletter sender key (full access, rotate!) SG.{rnd(URLSAFE, 22)}.{rnd(URLSAFE, 43)}"),
        ("twilio", f"Twilio API key SK{hexs(32)} secret {rnd(ALNUM, 32)} for the SMS reminders"),
        ("twilio", f"TWILIO_ACCOUNT_SID=AC{hexs(32)}\nTWILIO_AUTH_TOKEN={hexs(32)}"),
        ("shopify", f"Shopify admin API access token for the store sync: shpat_{hexs(32)}"),
        ("shopify", f"SHOPIFY_ACCESS_TOKEN=shpat_{hexs(32)}"),
        ("atlassian", f"Jira API token for the sprint report script (me@acme.test): ATATT3xFfGF0{rnd(URLSAFE, 170)}={hexs(8).upper()}"),
        ("atlassian", f"curl -u ops@acme.test:ATATT3xFfGF0{rnd(URLSAFE, 170)}={hexs(8).upper()} https://acme.atlassian.net/rest/api/3/myself"),
        ("digitalocean", f"doctl auth init -t dop_v1_{hexs(64)}"),
        ("digitalocean", f"DO token for the droplet terraform: dop_v1_{hexs(64)}"),
        ("doppler", f"DOPPLER_TOKEN=dp.st.prd.{rnd(ALNUM, 43)}"),
        ("doppler", f"doppler service token for the worker: dp.st.dev.{rnd(ALNUM, 43)}"),
        ("vault", f"vault login hvs.{rnd(ALNUM, 24)}"),
        ("vault", f"VAULT_TOKEN=hvs.CAESI{rnd(URLSAFE, 90)}"),
        ("linear", f"Linear personal API key: lin_api_{rnd(ALNUM, 40)}"),
        ("linear", f"LINEAR_API_KEY=lin_api_{rnd(ALNUM, 40)}"),
        ("postman", f"Postman API key PMAK-{hexs(24)}-{hexs(34)} for the collection sync"),
        ("postman", f"x-api-key: PMAK-{hexs(24)}-{hexs(34)}"),
        ("mailgun", f"mailgun private API key key-{hexs(32)}"),
        ("mailgun", f"curl -s --user 'api:key-{hexs(32)}' https://api.mailgun.net/v3/mg.acme.test/messages"),
        ("telegram", f"home-assistant notifier bot: {secrets.randbelow(9 * 10**8) + 10**8}:AA{rnd(URLSAFE, 33)}"),
        ("telegram", f"curl https://api.telegram.org/bot{secrets.randbelow(9 * 10**9) + 10**9}:AAE{rnd(URLSAFE, 32)}/getUpdates"),
        ("discord", f"discord bot token (music bot): {discord_token()}"),
        ("discord", f"client.run('{discord_token()}')"),
        ("google_api", f"Maps server-side key (IP restricted, not the browser one): AIza{rnd(URLSAFE, 35)}"),
        ("google_api", f"YOUTUBE_API_KEY=AIza{rnd(URLSAFE, 35)}"),
        ("gcp_service_account", "service account JSON for the BigQuery export:\n" + gcp_service_account()),
        ("gcp_service_account", f'"private_key": "-----BEGIN PRIVATE KEY-----\\n{b64(secrets.token_bytes(96))}\\n{b64(secrets.token_bytes(96))}\\n-----END PRIVATE KEY-----\\n"'),
        ("azure_storage", f"AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=acmebackups;AccountKey={b64(secrets.token_bytes(64))};EndpointSuffix=core.windows.net"),
        ("azure_storage", f"storage account key1 for acmelogs: {b64(secrets.token_bytes(64))}"),
        ("jwt_secret", f"JWT_SECRET={rnd(ALNUM, 48)}"),
        ("jwt_secret", f"admin session token from prod (valid 30d), don't share: {jwt({'sub': 'admin', 'role': 'superuser', 'exp': 1767225600})}"),
        ("private_key", "deploy key for the docs repo:\n" + openssh_private()),
        ("private_key", "old TLS key for intranet.acme.test:\n" + pem("RSA PRIVATE KEY", 8)),
        ("age", f"age identity for the backups: AGE-SECRET-KEY-1{rnd(BECH32.upper(), 58)}"),
        ("age", f"SOPS_AGE_KEY=AGE-SECRET-KEY-1{rnd(BECH32.upper(), 58)}"),
        ("wireguard", f"[Interface]\nPrivateKey = {b64(secrets.token_bytes(32))}\nAddress = 10.8.0.2/24\nDNS = 10.8.0.1"),
        ("wireguard", f"phone wg tunnel private key: {b64(secrets.token_bytes(32))}"),
        ("kubeconfig", f"- name: ci-deployer\n  user:\n    token: {jwt({'iss': 'kubernetes/serviceaccount', 'sub': 'system:serviceaccount:ci:deployer'})}"),
        ("kubeconfig", f"homelab k3s user admin client-key-data: {kube_key_data()}"),
        ("pgpass", f"db.acme.internal:5432:billing:billing_app:{pw()}"),
        ("pgpass", f"added to ~/.pgpass: localhost:5433:*:postgres:{rnd(ALNUM, 20)}"),
        ("netrc", f"~/.netrc\nmachine api.heroku.com\n  login dana@acme.test\n  password {hexs(8)}-{hexs(4)}-{hexs(4)}-{hexs(4)}-{hexs(12)}"),
        ("netrc", f"machine nas.home.internal login admin password {pw()}"),
        ("docker_auth", '~/.docker/config.json: {"auths": {"ghcr.io": {"auth": "' + basic("dana", "ghp_" + rnd(ALNUM, 36)) + '"}}}'),
        ("docker_auth", '"auths": {"registry.acme.test": {"auth": "' + basic("ci", pw()) + '"}}'),
        ("password_hash", f".htpasswd for the staging basic auth:\nadmin:$2y$05${rnd(BCRYPT, 53)}"),
        ("password_hash", f"root line from /etc/shadow on the old box: root:$6${rnd(BCRYPT, 16)}${rnd(BCRYPT, 86)}:19700:0:99999:7:::"),
        ("totp_seed", f"otpauth://totp/ACME:dana@acme.test?secret={rnd(BASE32, 32)}&issuer=ACME&digits=6"),
        ("totp_seed", f"2FA setup key for the AWS root account (if phone dies): {' '.join(rnd(BASE32, 4) for _ in range(8))}"),
        ("recovery_codes", "Bitwarden 2FA recovery codes:\n" + recovery_list(10)),
        ("recovery_codes", f"Proton recovery codes: {' '.join(rnd(LOWER + DIGITS, 8) for _ in range(6))}"),
        ("smtp", f"SMTP for the contact form: smtp.fastmail.test port 465, user forms@acme.test, app password {rnd(LOWER, 16)}"),
        ("smtp", f"MAIL_PASSWORD={pw()}  # mailer for the invoices"),
        ("wifi", f"wifi at mum's: network Vodafone-5G-{rnd(UPPER + DIGITS, 4)}, password {pw()}"),
        ("wifi", f"Guest WLAN: acme-guest / {rnd(ALNUM, 12)}"),
        ("pin", f"my bank card pin is {digits(4)}"),
        ("pin", f"garage door code {digits(6)}#, alarm disarm {digits(4)}"),
        ("prose_password", f"password for the old Netflix login (dad's account): {pw()}"),
        ("prose_password", f"Logged into the router admin with admin and {pw()} - change it next week"),
        ("cli_password", f"mysql -u root --password={pw()} -h 127.0.0.1 shop"),
        ("cli_password", f"PGPASSWORD='{pw()}' pg_dump -h db.acme.internal -U backup billing > billing.sql"),
        ("cli_password", f"redis-cli -h cache.acme.internal -a {rnd(ALNUM, 24)} FLUSHALL"),
        ("dsn", f"DATABASE_URL=postgres://app:{rnd(ALNUM, 22)}@db.acme.internal:5432/app?sslmode=require"),
        ("dsn", f"mongo connection for the analytics notebook: mongodb+srv://analyst:{rnd(ALNUM, 16)}@cluster0.acme.test/events"),
        ("basic_auth", f"Authorization: Basic {basic('jenkins', pw())}"),
        ("basic_auth", f"curl -H 'Authorization: Basic {basic('api', rnd(ALNUM, 24))}' https://metrics.acme.internal/api/v1/query"),
        ("bearer", f"Authorization: Bearer {rnd(URLSAFE, 64)}"),
        ("bearer", f"the partner API token is Bearer {hexs(8)}{rnd(ALNUM, 40)} (from their portal)"),
        ("api_key_header", f"X-API-Key: {rnd(ALNUM, 40)}"),
        ("api_key_header", f"curl -H \"x-api-key: {hexs(32)}\" https://api.weatherdata.test/v2/stations"),
        ("env_file", f".env for the side project\nSECRET_KEY={rnd(ALNUM + '!@#$%^&*(-_=+)', 50)}\nDEBUG=false"),
        ("env_file", f"API_KEY={rnd(ALNUM, 32)}\nAUTH_TOKEN={rnd(URLSAFE, 40)}\nDB_PASSWORD={pw()}"),
        ("passphrase", f"passphrase for ~/.ssh/id_ed25519: {secrets.choice(WORDS)}-{secrets.choice(WORDS)}-{secrets.choice(WORDS)}-{digits(2)}"),
        ("passphrase", f"GPG key passphrase (the signing subkey): {pw()}"),
        ("seed_phrase", f"Ledger recovery phrase (24 words): {phrase(WORDS, 24)}"),
        ("seed_phrase", f"seed for the test MetaMask wallet that has real ETH on it:\n{phrase(WORDS, 12)}"),
        ("german", f"Passwort für das NAS im Keller: {pw()}"),
        ("german", f"WLAN-Schlüssel zu Hause: {rnd(ALNUM, 16)}"),
        ("french", f"mot de passe du compte Free : {pw()}"),
        ("french", f"code PIN de la carte bleue : {digits(4)}"),
        ("spanish", f"contraseña del router de casa: {pw()}"),
        ("spanish", f"usuario: admin, contraseña: {rnd(ALNUM, 14)} (panel del hosting)"),
    ]


def lookalikes() -> list[tuple[str, str]]:
    return [
        ("git_sha", f"Regression came in with {hexs(40)}; reverting it fixes the login page."),
        ("git_sha", f"cherry-picked {hexs(7)} and {hexs(7)} onto release/2.4"),
        ("git_sha", f"git bisect says the first bad commit is {hexs(12)}"),
        ("content_hash", f"sha256sum tandem-1.4.2-x86_64.AppImage -> {hexs(64)}"),
        ("content_hash", f"npm integrity for react 18.3.1: sha512-{b64(secrets.token_bytes(64))}"),
        ("content_hash", f"pinned the base image: python:3.12-slim@sha256:{hexs(64)}"),
        ("uuid", f"Ticket link: https://support.acme.test/cases/{uid()}"),
        ("uuid", f"The duplicate customer record is {uid()}; merge it into the older one."),
        ("aws_arn", f"Lambda role is arn:aws:iam::{digits(12)}:role/tandem-sync-{rnd(LOWER + DIGITS, 8)}"),
        ("aws_arn", f"The DB password lives in arn:aws:secretsmanager:eu-west-1:{digits(12)}:secret:prod/db/password-{rnd(ALNUM, 6)} (rotation every 30 days)"),
        ("aws_arn", f"SNS topic arn:aws:sns:us-east-1:{digits(12)}:billing-alerts"),
        ("aws_resource", f"bastion is i-0{hexs(16)} in vpc-0{hexs(16)}"),
        ("aws_resource", f"opened 443 on sg-0{hexs(16)} for subnet-0{hexs(16)}; golden AMI ami-0{hexs(16)}"),
        ("s3_bucket", f"photos backup bucket: s3://dana-photos-backup-{rnd(LOWER + DIGITS, 12)}/2024/"),
        ("s3_bucket", f"terraform state in tfstate-acme-{hexs(8)} with lock table tf-locks"),
        ("k8s_name", f"pod api-{rnd(LOWER + DIGITS, 10)}-{rnd(LOWER + DIGITS, 5)} is CrashLoopBackOff again, replicaset api-{rnd(LOWER + DIGITS, 10)}"),
        ("k8s_name", f"kubectl logs worker-{rnd(LOWER + DIGITS, 9)}-{rnd(LOWER + DIGITS, 5)} -n jobs --previous"),
        ("container_id", f"docker exec -it {hexs(12)} sh"),
        ("container_id", f"container {hexs(64)} OOM-killed at 2.1 GiB"),
        ("cloudflare_id", f"Cloudflare zone id for acme.test: {hexs(32)}, account id {hexs(32)}"),
        ("analytics_id", f"GA4 measurement id is G-{rnd(UPPER + DIGITS, 10)}, GTM container GTM-{rnd(UPPER + DIGITS, 7)}"),
        ("analytics_id", f"Plausible site id {rnd(LOWER + DIGITS, 8)} and Hotjar id {digits(7)}"),
        ("stripe_publishable", f"frontend uses pk_live_51{rnd(ALNUM, 97)} (publishable, safe in the bundle)"),
        ("firebase_config", f'const firebaseConfig = {{\n  apiKey: "AIza{rnd(URLSAFE, 35)}",\n  authDomain: "tandem-notes.firebaseapp.com",\n  projectId: "tandem-notes",\n  appId: "1:{digits(12)}:web:{hexs(22)}"\n}};'),
        ("algolia_search", f"Algolia app {rnd(UPPER + DIGITS, 10)}, search-only API key {hexs(32)} (public, used by the docs search box)"),
        ("sentry_dsn", f"SENTRY_DSN=https://{hexs(32)}@o{digits(6)}.ingest.sentry.io/{digits(7)}"),
        ("recaptcha_site", f"reCAPTCHA site key 6L{rnd(URLSAFE, 38)} goes in the signup form"),
        ("ssh_public", f"added to authorized_keys: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} dana@laptop"),
        ("ssh_public", f"host key fingerprint for git.acme.test: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}"),
        ("pgp_fingerprint", f"my PGP fingerprint: {' '.join(rnd(HEXU, 4) for _ in range(10))}"),
        ("pgp_fingerprint", f"gpg --recv-keys {rnd(HEXU, 16)}"),
        ("jwks_public", json.dumps({"keys": [{"kty": "RSA", "kid": hexs(16), "use": "sig", "alg": "RS256", "e": "AQAB", "n": rnd(URLSAFE, 342)}]})),
        ("jwks_public", f'{{"kty":"EC","crv":"P-256","kid":"{uid()}","x":"{rnd(URLSAFE, 43)}","y":"{rnd(URLSAFE, 43)}"}}'),
        ("dkim", f"DKIM TXT for google._domainkey.acme.test: v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{b64(secrets.token_bytes(240))}IDAQAB"),
        ("dkim", f"SPF: v=spf1 include:_spf.google.com ~all; DMARC p=quarantine; selector s1 k=rsa p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ{b64(secrets.token_bytes(96))}"),
        ("wallet_address", f"donations: BTC bc1q{rnd(BECH32, 38)}, ETH 0x{hexs(40)}"),
        ("wallet_address", f"send the USDC to my Solana address {rnd(BASE58, 44)}"),
        ("ipfs_cid", f"pinned the dataset to IPFS: ipfs://bafybei{rnd(BASE32.lower(), 52)}"),
        ("ipfs_cid", f"old CIDv0 Qm{rnd(BASE58, 44)} still resolves on the gateway"),
        ("harmless_base64", f"localStorage prefs = {b64(json.dumps({'theme': 'dark', 'fontSize': 14, 'sidebar': 'collapsed'}).encode())}"),
        ("harmless_base64", f"the cookie value was just {b64(b'lang=en-GB; tz=Europe/London; seen_tour=true')} (decoded it to check)"),
        ("secret_reference", "terraform: password = var.db_password, and the var comes from TF_VAR_db_password in CI"),
        ("secret_reference", "token: ${{ secrets.DEPLOY_TOKEN }}  # set in repo settings"),
        ("secret_reference", "op read op://Personal/Fastmail/app-password | smtp-send"),
        ("secret_reference", 'password: {{ with secret "secret/data/prod/db" }}{{ .Data.data.password }}{{ end }}'),
        ("secret_reference", "psql \"host=db user=app password=$DB_PASSWORD\" and curl -H \"Authorization: Bearer ${API_KEY}\""),
        ("secret_reference", "const stripe = new Stripe(process.env.STRIPE_SECRET_KEY);"),
        ("secret_reference", "env:\n- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: postgres-credentials\n      key: password"),
        ("secret_reference", "aws secretsmanager get-secret-value --secret-id prod/db --query SecretString --output text"),
        ("placeholder", "STRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx in the README example"),
        ("placeholder", "Authorization: Bearer <your-token>"),
        ("placeholder", "default admin password is changeme - the installer forces a new one on first login"),
        ("placeholder", "DB_PASSWORD=******** (masked in the screenshot)"),
        ("placeholder", "api_key: REDACTED  # scrubbed before pasting the log"),
        ("env_example", ".env.example\nAPI_KEY=\nDB_PASSWORD=\nSECRET_KEY=\nDEBUG=true"),
        ("env_example", "OPENAI_API_KEY=your-key-here\nANTHROPIC_API_KEY=sk-ant-..."),
        ("license_id", f"JetBrains license id {rnd(UPPER + DIGITS, 10)}, Windows product id {digits(5)}-{digits(5)}-{digits(5)}-AAOEM"),
        ("license_id", f"Sublime order number {digits(8)}, registered to Dana"),
        ("tracking_number", f"DHL tracking {digits(10)}, UPS 1Z{rnd(UPPER + DIGITS, 16)}"),
        ("tracking_number", f"Royal Mail parcel {rnd(UPPER, 2)}{digits(9)}GB arrives Tuesday"),
        ("order_id", f"Amazon order {digits(3)}-{digits(7)}-{digits(7)} - the monitor arm"),
        ("order_id", f"Invoice INV-2024-{digits(5)} paid, Stripe receipt #{digits(4)}-{digits(4)}"),
        ("docker_tag", f"deployed ghcr.io/acme/api:2024.06.{digits(2)}-{hexs(7)}"),
        ("semver", f"bumped to 3.2.0-rc.1+build.{digits(4)}.sha.{hexs(7)}"),
        ("file_name", f"best one is IMG_2024{digits(4)}_{digits(6)}.jpg from the Lisbon trip"),
        ("file_name", f"cache-busted bundle main.{hexs(8)}.js and chunk {digits(3)}.{hexs(20)}.chunk.css"),
        ("url_id", f"talk recording https://www.youtube.com/watch?v={rnd(URLSAFE, 11)}"),
        ("url_id", f"shared doc https://docs.google.com/document/d/1{rnd(URLSAFE, 43)}/edit and folder https://drive.google.com/drive/folders/1{rnd(URLSAFE, 32)}"),
        ("slack_id", f"post alerts to channel C0{rnd(UPPER + DIGITS, 8)} and ping user U0{rnd(UPPER + DIGITS, 8)}"),
        ("jira_key", "PLAT-4412 blocks MOB-318; fix version 5.1 (see also OPS-77)"),
        ("password_prose", "I reset my password yesterday after the phishing test email."),
        ("password_prose", "Password policy is 14 chars minimum, no rotation, MFA required for admins."),
        ("password_prose", "Reminder: ask IT why the password manager extension logs me out every hour."),
        ("password_prose", "Passwort vergessen - über den Link in der Mail zurückgesetzt, läuft wieder."),
        ("password_prose", "J'ai changé le mot de passe du wifi, il est sur le frigo (pas ici)."),
        ("password_prose", "La contraseña del banco caduca cada 90 días; cambiarla antes del viernes."),
        ("password_rule", "Regex for the signup form: ^(?=.*[A-Z])(?=.*\\d)(?=.*[!@#$%^&*]).{12,64}$"),
        ("password_rule", "bcrypt cost factor 12, argon2id m=65536 t=3 p=4 for new hashes"),
        ("hex_color", f"palette: #{hexs(6)}, #{hexs(6)}, #{hexs(6)} and accent #{hexs(6)}"),
        ("gps", f"campsite at 38.{digits(6)}, -9.{digits(6)} - gate closes at 22:00"),
        ("phone", f"plumber: +44 7{digits(3)} {digits(6)}, office ext. {digits(4)}"),
        ("fixture_name", f"test_snapshot_{rnd(LOWER + DIGITS, 24)}.json keeps failing on CI"),
        ("fixture_name", f"pytest -k test_parse_{hexs(10)}_roundtrip_with_unicode_and_crlf"),
        ("request_id", f"support asked for request id req_{rnd(ALNUM, 24)} from the failed API call"),
        ("vault_path", "secrets are under kv/data/tandem/prod (policy tandem-read), nothing stored here"),
        ("public_cert", "ca.crt for the homelab (public, fine to share):\n-----BEGIN CERTIFICATE-----\n" + pem_body(4) + "\n-----END CERTIFICATE-----"),
        ("age_recipient", f"age public key for sending me files: age1{rnd(BECH32, 58)}"),
        ("wireguard_public", f"[Peer]\nPublicKey = {b64(secrets.token_bytes(32))}\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.acme.test:51820"),
    ]


def main() -> None:
    write_corpora("make_heldout3.py", [
        ("heldout3_credentials.yaml", credentials(), "synthetic credentials written blind to the detector; none is real"),
        ("heldout3_lookalikes.yaml", lookalikes(), "legitimate notes written blind to the detector that look like secrets"),
    ])


if __name__ == "__main__":
    main()
