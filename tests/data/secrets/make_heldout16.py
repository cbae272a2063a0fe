# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout16_credentials.yaml and heldout16_lookalikes.yaml: the sixteenth blind batch.

The batch is a year of memory notes of one busy person: a backend developer at a fintech
start-up (payments APIs, banking sandboxes, KYC vendors, cloud, CI, databases, queues,
feature flags, incidents, on-call) who also runs the volunteer admin of a sports club
(membership system, club bank account, hall booking, team chat, kit orders, referee portal,
club Wi-Fi, clubhouse alarm and key safe) and keeps family notes (school portal, doctor's
app, car, home network, smart home, streaming, travel). About a fifth is German, Dutch or
French.

It was written blind: without reading the detector, its tests, or any earlier corpus or
generator other than the helper functions of make_heldout.py. Every secret value is drawn
at run time from the `secrets` module, so a rerun draws new values; hosts are under
`.test`, `.internal`, `.example` or acme. None is real. The look-alikes leave out items
whose status is arguable (password hashes, gift, discount or one-time codes, expired
tokens, the AWS documentation example key).
"""

from __future__ import annotations

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
    aws_account,
    b64,
    b64url,
    digits,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    openssh_private,
    pem,
    pem_body,
    phrase,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

AZURE_SECRET = ALNUM + "_.~-"
ADYEN_TAIL = ALNUM + "<>;%()[]"
VIN = "ABCDEFGHJKLMNPRSTUVWXYZ" + DIGITS
WORDS = ["tulip", "harbour", "kiwi", "lantern", "falcon", "meadow", "pebble", "walnut", "zeppelin",
         "fiets", "molen", "grachten", "stroopwafel", "Apfel", "Wolke", "Brezel", "Sonne",
         "baguette", "soleil", "citron", "marmotte"]



def human_pw() -> str:
    """A password a person made up: a word or two, digits, a sign."""
    return secrets.choice([
        f"{secrets.choice(WORDS).capitalize()}{secrets.choice(WORDS)}{digits(2)}{secrets.choice('!?#$%&*')}",
        f"{secrets.choice(WORDS)}.{secrets.choice(WORDS)}.{digits(4)}",
        pw(),
    ])


def pin(n: int) -> str:
    return digits(n)



def credentials() -> list[tuple[str, str]]:
    r = Rows()
    # ---- work: payments, banks, KYC
    r.add(
        "stripe_secret_key",
        f"STRIPE_SECRET_KEY=sk_live_{rnd(ALNUM, 99)}",
        f"Restricted key for the refunds worker (charges read, refunds write), live mode:\nrk_live_{rnd(ALNUM, 99)}",
        f"Für den Hackathon: Stripe-Testkonto, geheimer Schlüssel sk_test_{rnd(ALNUM, 99)} (nach Freitag rotieren)",
    )
    r.add(
        "stripe_webhook_secret",
        f"staging endpoint /hooks/stripe verifies signatures with whsec_{rnd(ALNUM, 32)}",
        f"$ stripe listen --forward-to localhost:8000/hooks/stripe\n> Ready! Your webhook signing secret is whsec_{hexs(64)} (^C to quit)",
    )
    r.add(
        "adyen",
        f"Adyen test API key for ws_{digits(6)}@Company.FinchPay:\nAQE{b64(secrets.token_bytes(66))}-{b64(secrets.token_bytes(32))}-{rnd(ADYEN_TAIL, 16)}",
        f"ADYEN_HMAC_KEY={hexs(64).upper()}  # standard notifications, merchant FinchPayECOM",
        f"Adyen Customer Area, company account FinchPay: user admin_oncall, {human_pw()} is the password (2FA on the on-call phone)",
    )
    r.add(
        "bank_sandbox_oauth",
        f"PSD2-Sandbox der Partnerbank (XS2A):\nclient_id finch-sbx-{hexs(8)}\nclient_secret {rnd(URLSAFE, 40)}",
        f"curl -s https://sandbox.openbank.example/oauth2/token -d grant_type=client_credentials -d client_id=finch-{digits(6)} -d client_secret={rnd(ALNUM, 32)} -d scope=accounts",
        f"bank developer portal (the sandbox where we fake SEPA returns): dev-team@finchpay.test / {pw()}",
    )
    r.add(
        "plaid",
        f"PLAID_CLIENT_ID={hexs(24)}\nPLAID_SECRET={hexs(30)}\nPLAID_ENV=production",
        f"plaid development secret for the account-linking spike is {hexs(30)} (client id {hexs(24)})",
    )
    r.add(
        "kyc_vendor",
        f"Onfido live token for the onboarding service: api_live.{rnd(URLSAFE, 11)}.{rnd(URLSAFE, 32)}",
        f"SUMSUB_APP_TOKEN=prd:{rnd(ALNUM, 24)}.{rnd(ALNUM, 32)}\nSUMSUB_SECRET_KEY={rnd(ALNUM, 32)}",
        f"Veriff productie: X-AUTH-CLIENT {uid()}, shared secret {uid()} (niet delen, ook niet in Slack)",
    )
    r.add(
        "sftp_bank",
        f"SEPA-Dateien an die Bank hochladen: sftp finch_sepa@sftp.partnerbank.example, Passwort {pw()}",
        f"lftp -u finch_payouts,'{rnd(ALNUM, 20)}' sftp://h2h.bank.example/outgoing",
    )
    r.add(
        "webhook_hmac",
        f"WEBHOOK_SIGNING_SECRET={rnd(URLSAFE, 48)}  # the bank signs payment-status callbacks with this",
        f"shared HMAC secret with the card issuer for the auth callbacks (both sides must match): {hexs(64)}",
    )
    # ---- work: cloud, code, CI
    r.add(
        "aws_access_key",
        f"export AWS_ACCESS_KEY_ID=AKIA{rnd(UPPER + DIGITS, 16)}\nexport AWS_SECRET_ACCESS_KEY={rnd(B64, 40)}",
        f"~/.aws/credentials\n[finch-reporting]\naws_access_key_id = AKIA{rnd(UPPER + DIGITS, 16)}\naws_secret_access_key = {rnd(B64, 40)}\nregion = eu-central-1",
        f"Zugang für den Export-User (S3 nur lesen): Schlüssel-ID AKIA{rnd(UPPER + DIGITS, 16)}, geheimer Zugriffsschlüssel {rnd(B64, 40)}",
    )
    r.add(
        "gcp_credentials",
        '{"type": "service_account", "project_id": "finch-analytics", "client_email": "bq-export@finch-analytics.iam.gserviceaccount.com", "private_key_id": "' + hexs(40) + '", "private_key": "-----BEGIN PRIVATE KEY-----\\n' + b64(secrets.token_bytes(90)) + '\\n-----END PRIVATE KEY-----\\n"}',
        '~/.config/gcloud/application_default_credentials.json:\n{"client_id": "' + digits(12, True) + "-" + rnd(LOWER + DIGITS, 32) + '.apps.googleusercontent.com", "client_secret": "GOCSPX-' + rnd(URLSAFE, 28) + '", "refresh_token": "1//0' + rnd(URLSAFE, 100) + '", "type": "authorized_user"}',
    )
    r.add(
        "azure",
        f"AZURE_TENANT_ID={uid()}\nAZURE_CLIENT_ID={uid()}\nAZURE_CLIENT_SECRET={rnd(ALNUM, 3)}8Q~{rnd(AZURE_SECRET, 31)}",
        f"Azure DevOps PAT (code read/write, expires next spring): {rnd(LOWER + DIGITS, 52)}",
        f"storage account finchkycdocs, key1 = {b64(secrets.token_bytes(64))}",
    )
    r.add(
        "github_token",
        f"GH_TOKEN=ghp_{rnd(ALNUM, 36)} for the release script",
        f"fine-grained PAT (contents: write on finch/ledger): github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}",
        f"~/.config/gh/hosts.yml\nghe.finch.internal:\n    user: robin-finch\n    oauth_token: gho_{rnd(ALNUM, 36)}\n    git_protocol: ssh",
    )
    r.add(
        "gitlab_token",
        f"gitlab.finch.internal personal token with api scope: glpat-{rnd(URLSAFE, 20)}",
        f"gitlab-runner register --url https://gitlab.finch.internal --token glrt-{rnd(URLSAFE, 20)}",
    )
    r.add(
        "ci_token",
        f"CIRCLE_TOKEN=CCIPAT_{rnd(ALNUM, 22)}_{hexs(40)}",
        f'/etc/buildkite-agent/buildkite-agent.cfg\ntoken="{hexs(50)}"\nname="finch-build-%spawn"',
        f"Jenkins API token for user deploy is 11{hexs(32)}; use it as the password with curl -u deploy:",
    )
    r.add(
        "llm_api_key",
        f"OPENAI_API_KEY=sk-proj-{rnd(URLSAFE, 132)}",
        f"Anthropic key for the support-bot POC: sk-ant-api03-{rnd(URLSAFE, 93)}AA",
        f"HF token (read, to pull the KYC document classifier): hf_{rnd(ALNUM, 34)}",
    )
    r.add(
        "terraform_token",
        '~/.terraform.d/credentials.tfrc.json\n{"credentials": {"tfe.finch.internal": {"token": "' + rnd(ALNUM, 14) + ".atlasv1." + rnd(ALNUM, 67) + '"}}}',
        f"TF_TOKEN_tfe_finch_internal={rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}",
    )
    r.add(
        "registry_token",
        f"Docker Hub PAT (push to finchpay/*): dckr_pat_{rnd(URLSAFE, 27)}",
        f"echo '{rnd(ALNUM, 32)}' | docker login registry.finch.internal -u ci-push --password-stdin",
    )
    r.add(
        "cloudflare",
        f"CLOUDFLARE_API_TOKEN={rnd(URLSAFE, 40)}  # DNS edit on finchpay.test",
        f"Cloudflare global API key {hexs(37)} for ops@finchpay.test (yes, the global one, the scoped token broke)",
    )
    r.add(
        "digitalocean",
        f"DIGITALOCEAN_TOKEN=dop_v1_{hexs(64)}",
        f"Spaces key for the status-page bucket: DO00{rnd(UPPER + DIGITS, 16)}, secret {rnd(B64, 43)}",
    )
    r.add(
        "url_with_credentials",
        f"pip.conf\n[global]\nindex-url = https://ci:{rnd(ALNUM, 24)}@nexus.finch.internal/repository/pypi/simple",
        f"git remote set-url origin https://x-access-token:ghs_{rnd(ALNUM, 36)}@ghe.finch.internal/finch/ledger.git",
    )
    r.add(
        "vault",
        f"VAULT_TOKEN=hvs.{rnd(ALNUM, 24)} (ops policy, ttl 768h)",
        f"AppRole for the payouts service\nrole_id   {uid()}\nsecret_id {uid()}",
    )
    # ---- work: data stores, queues, flags
    r.add(
        "postgres",
        f"DATABASE_URL=postgresql://ledger_app:{rnd(ALNUM, 24)}@ledger-primary.finch.internal:5432/ledger?sslmode=require",
        f'psql "host=replica.finch.internal dbname=payments user=oncall_ro password={pw()}"',
        f"PGPASSWORD='{pw()}' pg_dump -h pg-staging.finch.internal -U migrator payments > dump.sql",
    )
    r.add(
        "mysql",
        f"mysql -h kyc-archive.finch.internal -u root -p'{rnd(ALNUM, 18)}' kyc_legacy",
        f"~/.my.cnf on the jump host:\n[client]\nuser=report\npassword={pw()}\nhost=mysql.finch.internal",
    )
    r.add(
        "mongodb",
        f"mongodb+srv://events_rw:{rnd(ALNUM, 20)}@cluster0.finch.internal/events?retryWrites=true&w=majority",
        f'mongosh "mongodb://audit.finch.internal:27017" --username auditor --password {rnd(ALNUM, 16)} --authenticationDatabase admin',
    )
    r.add(
        "message_queue",
        f"RABBITMQ_URL=amqps://payouts:{rnd(ALNUM, 22)}@mq.finch.internal:5671/payouts",
        f"Confluent cluster lkc-{rnd(LOWER + DIGITS, 5)} for the ledger events: API key {rnd(UPPER + DIGITS, 16)}, API secret {rnd(ALNUM + '+/', 64)}",
        f"payouts.creds (NATS):\n-----BEGIN NATS USER JWT-----\n{jwt({'sub': 'U' + rnd(BASE32, 55), 'nats': {'pub': {}, 'sub': {}}}, alg='ed25519-nkey')}\n------END NATS USER JWT------\n\n-----BEGIN USER NKEY SEED-----\nSUA{rnd(BASE32, 55)}\n------END USER NKEY SEED------",
    )
    r.add(
        "redis",
        f"rediss://default:{rnd(ALNUM, 32)}@cache.finch.internal:6380/0 is the rate limiter's cache",
        f"redis-cli -h sessions.finch.internal -p 6380 --tls -a '{rnd(ALNUM, 24)}'",
    )
    r.add(
        "feature_flag_key",
        f"LAUNCHDARKLY_SDK_KEY=sdk-{uid()}  # server-side, production env",
        f"curl -H 'Authorization: api-{uid()}' https://flags.finch.internal/api/v2/flags/default",
        f"Unleash admin token for the cleanup script: *:*.{hexs(64)}",
    )
    # ---- work: incidents and on-call
    r.add(
        "oncall_access",
        f"PD API key (full access, made for the on-call bot): {rnd(URLSAFE, 20)}",
        f"heartbeat ping: curl https://alerts.finch.internal/v2/heartbeats/ledger/ping -H 'Authorization: GenieKey {uid()}'",
        f"Break-glass for tonight's incident: AWS root of finch-prod, root+prod@finchpay.test, password {pw()}; MFA device is in the safe",
    )
    r.add(
        "slack",
        f"SLACK_BOT_TOKEN=xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}",
        f"incident channel webhook: https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
        f"socket-mode app token for the deploy bot: xapp-1-A{rnd(UPPER + DIGITS, 10)}-{digits(13, True)}-{hexs(64)}",
    )
    r.add(
        "bearer_token",
        "Staging admin session (valid till 2030, for reproducing INC-" + digits(4, True) + "):\nAuthorization: Bearer " + jwt({"sub": "robin@finchpay.test", "role": "ops-admin", "iat": 1718000000, "exp": 1893456000}),
        f"opaque token for the ledger admin API, works until revoked: Bearer {rnd(URLSAFE, 64)}",
    )
    r.add(
        "ssh_private_key",
        "bastion key for on-call (no passphrase):\n" + openssh_private(),
        "deploy key of the payouts repo, copied from the old CI box:\n" + openssh_private(),
    )
    r.add(
        "tls_private_key",
        "mTLS client key for the partner bank's production API:\n" + pem("RSA PRIVATE KEY", 5),
        "key for *.finchpay.test (the cert itself is in the repo):\n" + pem("EC PRIVATE KEY", 3),
    )
    r.add(
        "totp_seed",
        f"otpauth://totp/AWS:root-finch-prod?secret={rnd(BASE32, 64)}&issuer=Amazon",
        f"2FA-Schlüssel für das Google-Admin des Vereins (falls das Handy weg ist): {' '.join(rnd(BASE32, 4) for _ in range(8))}",
    )
    r.add(
        "recovery_codes",
        "GitHub recovery codes (work account):\n" + recovery_codes(7, "github"),
        "Backup-Codes für das Google-Workspace-Konto des Vereins: " + recovery_codes(5, "digits"),
    )
    # ---- club
    r.add(
        "club_membership_admin",
        f"Mitgliederverwaltung https://verein.hc-acme.test/admin: Benutzer kassenwart, Passwort {human_pw()}",
        f"membership system API key (for the fee export script): mbr_{rnd(ALNUM, 40)}",
        f"ClubAdmin superuser is me, robin.v / {human_pw()}; only use it for the annual fee run",
    )
    r.add(
        "club_online_banking",
        f"Vereinskonto Online-Banking: Anmeldename HCAcme{digits(4)}, PIN {pin(5)}; die TAN kommt aufs Kassenwart-Handy",
        f"FinTS für die Buchhaltungssoftware: BLZ {digits(8, True)}, Kennung {digits(10)}, PIN {rnd(ALNUM, 8)}",
        f"club bank login (treasurer, can approve transfers): customer no. {digits(10)}, online PIN {pin(5)}",
    )
    r.add(
        "club_bank_card",
        f"club debit card {groups(luhn('4'), 4)}, exp 0{secrets.randbelow(9) + 1}/28, CVC {digits(3)}; use it for the kit orders",
        f"PIN der Vereins-Girocard (Karte liegt in der Kasse): {pin(4)}",
    )
    r.add(
        "hall_booking",
        f"Hallenbuchung Stadt Acme (Sportstättenportal): Vereinsnummer {digits(5, True)}, Kennwort {human_pw()}",
        f"school gym booking site: log in as hc-acme with {human_pw()}",
        f"hall booking API token for the calendar sync: hbt_{rnd(URLSAFE, 32)}",
    )
    r.add(
        "team_chat",
        f"club Discord bot (match reminders) token: {b64(str(10**17 + secrets.randbelow(10**17)).encode()).rstrip('=')}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}",
        f"Spond account of the U12 team, shared with the other coach: u12@hc-acme.test, pw {human_pw()}",
        f"club Matrix server, admin access token: syt_{b64(b'admin').rstrip('=')}_{rnd(ALNUM, 20)}_{rnd(ALNUM, 6)}",
    )
    r.add(
        "kit_shop",
        f"Teamwear-B2B-Shop: Kundennummer {digits(6, True)}, Passwort {human_pw()} (Rabatt läuft über das Vereinskonto)",
        f"kit order portal: kit@hc-acme.test, and the password is {human_pw()}",
    )
    r.add(
        "referee_portal",
        f"Schiedsrichter-Portal des Verbands: Kennung {digits(7, True)}, Passwort {human_pw()}",
        f"Sportlink scheidsrechtersportaal: relatiecode {rnd(UPPER, 4)}{digits(3)}, wachtwoord {human_pw()}",
        f"referee appointments portal (I assign the U10 refs): refsec@hc-acme.test / {human_pw()}",
    )
    r.add(
        "club_wifi",
        f"Clubhaus-WLAN HCA-Bar, WPA2-Schlüssel: {rnd(ALNUM, 14)}",
        f"WIFI:T:WPA;S:HCA-Staff;P:{rnd(ALNUM, 16)};; (QR for the scorers' table laptop)",
        f"clubhouse router admin page http://192.168.10.1: admin / {pw()}",
    )
    r.add(
        "alarm_code",
        f"Alarmanlage Clubhaus: unscharf schalten mit {' '.join(pin(4))} und dann AUS; Überfallcode ist {pin(4)}",
        f"clubhouse alarm: disarm code {pin(4)}#, the panel is behind the bar door and you have 30 s",
        f"alarm kantine uitschakelen: code {pin(4)} + UIT, anders belt de meldkamer het bestuur",
    )
    r.add(
        "key_safe",
        f"Schlüsseltresor am Geräteraum: Kombination {'-'.join(pin(4))}, drin sind Hallenschlüssel und Flutlichtschlüssel",
        f"key safe by the side door of the sports hall opens with {pin(4)}; put the key back and scramble the dials",
        f"boîte à clés du local matériel : code {pin(4)}, la clé du vestiaire est dedans",
    )
    r.add(
        "club_email",
        f"jugend@hc-acme.test IMAP app password: {groups(rnd(LOWER, 16), 4)}",
        f"newsletter SMTP: mail.hc-acme.test:587, user newsletter, pass {pw()}",
        f"mailbox secretariaat@hc-acme.test, wachtwoord {human_pw()}",
    )
    r.add(
        "club_website",
        f"WordPress admin of hc-acme.test: wpadmin / {pw()}",
        f"wp-config.php on the club host: define( 'DB_PASSWORD', '{rnd(ALNUM, 20)}' );",
    )
    r.add(
        "payment_terminal",
        f"SumUp API key for the bar till: sup_sk_{rnd(ALNUM, 32)}",
        f"card reader merchant login (bar and kiosk): kasse@hc-acme.test / {human_pw()}",
    )
    # ---- family
    r.add(
        "school_portal",
        f"Magister ouderaccount: gebruikersnaam {rnd(LOWER, 6)}{digits(3)}, wachtwoord {human_pw()}",
        f"Schulportal, Elternzugang für Finn: Benutzer v.{rnd(LOWER, 5)}, Passwort {human_pw()}",
        f"Noor's school app (parent login): parent.{rnd(LOWER, 5)}@mail.example / {human_pw()}",
    )
    r.add(
        "doctor_app",
        f"Doctolib : identifiant robin.{rnd(LOWER, 4)}@mail.example, mot de passe {human_pw()}",
        f"GP patient portal: user robin.v{digits(3)}, password {pw()}, memorable word {secrets.choice(WORDS)}{digits(2)}",
    )
    r.add(
        "car",
        f"car app (remote unlock + heater): cars@mail.example / {human_pw()}, app PIN {pin(4)}",
        f"Auto-App: PIN für die Fernentriegelung {pin(4)}, Konto auto.v@mail.example, Passwort {human_pw()}",
        f"the car's door keypad code, for the kids after practice: {pin(5)}",
    )
    r.add(
        "router_admin",
        f"Fritzbox-Kennwort: {secrets.choice(WORDS).capitalize()}{digits(4)}{secrets.choice('!?#')} (fritz.box, gilt auch für die App)",
        f"home router admin http://192.168.1.1, login admin and {pw()}",
    )
    r.add(
        "home_wifi",
        f"WLAN zuhause 'Vogelnest': {rnd(ALNUM, 16)}",
        f"wifi thuis (netwerk Huize V): wachtwoord {phrase(WORDS, 3, '-')}{digits(2)}",
    )
    r.add(
        "smart_home",
        "Home Assistant long-lived token for the Grafana panel:\n" + jwt({"iss": hexs(32), "iat": 1718000000, "exp": 2033360000}),
        f"curl http://192.168.178.40/api/{rnd(ALNUM + '-', 40)}/lights (that path segment is the Hue bridge key for the sunrise script)",
        f"zigbee2mqtt configuration.yaml\nmqtt:\n  server: mqtt://ha.home.internal:1883\n  user: z2m\n  password: {rnd(ALNUM, 20)}",
    )
    r.add(
        "streaming",
        f"Netflix (Oma watches on it too): family.v@mail.example / {human_pw()}",
        f"Disney+ login is disney.v@mail.example with {human_pw()}",
        f"compte Canal+ : famille.v@mail.example, mot de passe {human_pw()}",
    )
    r.add(
        "travel_account",
        f"airline account for the summer trip miles: member {digits(9, True)}, PIN {pin(6)}",
        f"Booking.com login: robin.v@mail.example / {human_pw()}",
    )
    r.add(
        "door_code",
        f"Haustür-Keypad (Nuki): Code {pin(6)}, auch für die Kinder",
        f"code voordeur (slim slot): {pin(6)}; de oppas weet hem ook",
    )
    r.add(
        "password_manager",
        f"1Password emergency kit\naccount: robin.v@mail.example\nSecret Key: A3-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}\nmaster password: {phrase(WORDS, 4, '-')}",
        f"Bitwarden master password (family org): {phrase(WORDS, 5, ' ')}",
        f"KeePass-Datenbank familie.kdbx, Hauptpasswort {pw()}",
    )
    r.add(
        "government_login",
        f"DigiD: gebruikersnaam robinv{digits(2)}, wachtwoord {human_pw()}",
        f"ELSTER-Zertifikat (elster.pfx) öffnet man mit {pw()}",
    )
    r.add(
        "device_unlock",
        f"SIM of the family phone: PIN {pin(4)}, PUK {pin(8)}",
        f"Noor's iPad passcode {pin(6)}, Screen Time code {pin(4)}",
    )
    r.add(
        "nas_backup",
        f"Synology admin at https://nas.home.internal:5001: robin-admin / {pw()}",
        f"export RESTIC_REPOSITORY=sftp:nas.home.internal:/volume1/restic\nexport RESTIC_PASSWORD={rnd(ALNUM, 24)}",
    )
    r.add(
        "family_account",
        f"Apple ID for the kids' iPad: kids.v@mail.example / {human_pw()}",
        f"Google-Konto der Familie: familie.v@mail.example, Passwort {human_pw()}",
    )
    return r


def lookalikes() -> list[tuple[str, str]]:
    r = Rows()
    de_bank = iban("DE", digits(8, True) + digits(10), spaced=False)
    nl_bank = iban("NL", rnd(UPPER, 4) + digits(10), spaced=False)
    de_supplier = iban("DE", digits(8, True) + digits(10), spaced=False)
    # ---- work: payments identifiers and public keys
    r.add(
        "stripe_object_ids",
        f"Refund re_{rnd(ALNUM, 24)} for charge ch_{rnd(ALNUM, 24)} went through after the retry.",
        f"Customer cus_{rnd(ALNUM, 14)} opened dispute dp_{rnd(ALNUM, 24)}; evidence is due Friday.",
        f"Event evt_{rnd(ALNUM, 24)} was delivered twice, both acknowledged with 200: dedupe on the event id.",
    )
    r.add(
        "publishable_key",
        f"checkout.js is initialised with Stripe('pk_live_{rnd(ALNUM, 99)}'); publishable keys are meant for the browser.",
        f"Storybook uses the publishable test key pk_test_{rnd(ALNUM, 99)}; no secret key in that repo.",
    )
    r.add(
        "adyen_public",
        f"Adyen Drop-in clientKey live_{rnd(UPPER + DIGITS, 32)} (client keys are public, locked to our origins)",
        f"pspReference {rnd(UPPER + DIGITS, 16)} for merchantReference ORD-{digits(8)}: AUTHORISATION false, refusalReason 'Not enough balance'",
    )
    r.add(
        "sepa_reference",
        f"SEPA return for EndToEndId E2E-{rnd(UPPER + DIGITS, 20)}, reason AC04 (account closed).",
        f"Mandatsreferenz HCA-{digits(6)}, Gläubiger-ID DE{digits(2)}ZZZ{digits(11)}: steht genauso auf dem Beitrittsformular.",
        f"pain.001 batch MsgId FINCH-{digits(8)}-{digits(4)}: 312 transactions, control sum 48210.55 EUR",
    )
    r.add(
        "iban",
        f"Beitragskonto des Vereins: IBAN {groups(de_bank, 4)}, Verwendungszweck 'Beitrag 2025 + Name'",
        f"IBAN voor de contributie: {nl_bank} t.n.v. HC Acme",
        f"The kit supplier's invoice says pay to {de_supplier} by the 15th, reference RE-{digits(6)}.",
    )
    r.add(
        "kyc_ids",
        f"Onfido applicant {uid()} stuck in awaiting_data; check id {uid()}",
        f"Sumsub applicantId {hexs(24)}, levelName basic-kyc-level, reviewAnswer RED with rejectType RETRY",
        f"KYC case KYC-{digits(6)} escalated: document_type=passport, issuing_country=NLD, result=consider",
    )
    r.add(
        "oauth_client_id",
        f"Google OAuth client ID {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com for the admin SSO (client IDs are public)",
        f"bank sandbox client_id finch-sbx-{hexs(8)}: a public identifier, the client secret stays in Vault",
    )
    r.add(
        "key_ids",
        f"KMS alias/finch-ledger points to key id {uid()}, yearly rotation enabled",
        f"JWT header kid {rnd(URLSAFE, 22)} matches the second key in our JWKS, so the old one can go",
    )
    # ---- work: tracing, incidents, code
    r.add(
        "request_ids",
        f"x-request-id {uid()} is the 502 from the ledger",
        f"traceparent: 00-{hexs(32)}-{hexs(16)}-01",
        f"Correlation-ID {rnd('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 26)} shows up in both the gateway and the payouts logs.",
    )
    r.add(
        "incident_note",
        f"INC-{digits(4, True)}: 02:14 payouts lag alert, 02:31 consumer group payouts-v2 rebalancing, 02:58 restarted payouts-worker, 03:20 lag back to zero.",
        "Störung am Dienstag: die Bank-API lieferte 401 invalid_client, Ursache war das abgelaufene Client-Zertifikat; neues Zertifikat um 09:40 eingespielt.",
        "Postmortem actions: rotate the webhook secret (done, through Vault), alert on the 401 rate, write the runbook for certificate renewal.",
    )
    r.add(
        "git_sha",
        f"The double-refund fix is {hexs(40)}, cherry-picked to release/3.2 as {hexs(12)}.",
        f"git bisect says {hexs(7)} broke the rounding; {hexs(7)} is the last good one.",
    )
    r.add(
        "image_digest",
        f"prod runs registry.finch.internal/ledger@sha256:{hexs(64)}",
        f"rolled back to the image with digest sha256:{hexs(64)} (tag 3.1.7)",
    )
    r.add(
        "checksum",
        f"sha256 of the SEPA file we sent: {hexs(64)}; the bank confirmed the same hash",
        f"md5 van het rekeningafschrift (camt.053) ter controle: {hexs(32)}",
        f'S3 ETag "{hexs(32)}-4" for the multipart export',
    )
    r.add(
        "ci_run",
        f"https://ghe.finch.internal/finch/ledger/actions/runs/{digits(10, True)}/job/{digits(11, True)} failed on the migration step",
        f"CircleCI pipeline #{digits(5, True)}, workflow {uid()}, rerun from failed",
        f"cache key v2-deps-{hexs(64)} (from the checksum of poetry.lock)",
    )
    r.add(
        "pod_name",
        f"payouts-worker-{hexs(10)}-{rnd(LOWER + DIGITS, 5)} is OOMKilled every night at 02:00",
        f"kubectl -n ledger logs ledger-api-{hexs(9)}-{rnd(LOWER + DIGITS, 5)} -c envoy",
        f"ReplicaSet kyc-sync-{hexs(10)} is the old one; scale it to zero after the deploy.",
    )
    r.add(
        "cloud_ids",
        f"i-0{hexs(16)} in subnet-0{hexs(16)} lost its ENI; sg-0{hexs(16)} allows 5432 from the app tier",
        f"AMI ami-0{hexs(16)} is the hardened base image, vpc-0{hexs(16)} is prod",
        f"DLQ arn:aws:sqs:eu-central-1:{aws_account()}:payouts-dlq has 1412 messages waiting",
    )
    r.add(
        "queue_names",
        "kafka topics: payments.authorised.v2 and payouts.requested.v1; consumer group ledger-writer lags 48k on partition 7",
        "RabbitMQ vhost /payouts, exchange payouts.direct, queue payouts.retry.30s (x-dead-letter-exchange payouts.dlx)",
    )
    r.add(
        "dsn_without_password",
        "DATABASE_URL=postgresql://ledger_app@ledger-primary.finch.internal:5432/ledger?sslmode=verify-full (the password comes from IAM auth)",
        "psql service=ledger_ro: the service file has host, db and user, the password is in ~/.pgpass on the jump host",
        "redis://cache.finch.internal:6379/2 has no auth inside the VPC; TLS ends at the proxy",
    )
    r.add(
        "feature_flags",
        "checkout_v3_enabled at 25% in production and 100% in staging; the kill switch payouts.pause_all stays off",
        f"LaunchDarkly client-side ID {hexs(24)} is in the web bundle on purpose (it is not the SDK key)",
        '{"key": "instant_payouts", "on": true, "variations": [true, false], "fallthrough": {"rollout": {"bucketBy": "merchant_id"}}}',
    )
    r.add(
        "versions",
        "bumped stripe-python 8.11.0 to 10.2.0 and pinned API version 2024-06-20",
        f"release v3.{secrets.randbelow(20)}.{secrets.randbelow(10)} built from {hexs(7)}",
        "Node 20.14.0 und pnpm 9.1.4 im CI, lokal noch Node 18.19.1",
    )
    r.add(
        "oncall_schedule",
        f"On-call this week: me Mon to Wed, Priya Thu to Sun; PD schedule P{rnd(UPPER + DIGITS, 6)}, escalation after 15 min",
        "On-call handover: two open incidents, watch the payouts lag, nothing paged after 23:00",
    )
    r.add(
        "error_message",
        'Bank API answers 401 {"error": "invalid_client", "error_description": "client authentication failed"} when the cert is wrong',
        "card_declined, insufficient_funds and do_not_honor are the top three decline codes this week",
    )
    r.add(
        "url_with_ids",
        f"Jira https://jira.finch.internal/browse/PAY-{digits(4, True)}, runbook https://wiki.finch.internal/pages/{uid()}/payouts-lag",
        f"Grafana https://grafana.finch.internal/d/{rnd(ALNUM, 9)}/payouts?orgId=1&from=now-6h",
    )
    # ---- work: public keys, encrypted values, references
    r.add(
        "ssh_public_key",
        f"authorized_keys on the bastion: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} robin@laptop",
        f"new laptop key fingerprint SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (ED25519)",
        f"known_hosts: bastion.finch.internal ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 80)}",
    )
    r.add(
        "pgp_public",
        f"my work PGP key fingerprint: {groups(hexs(40).upper(), 4)}",
        "public key for encrypted bug reports (security.txt links to it):\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n" + pem_body(3) + "\n-----END PGP PUBLIC KEY BLOCK-----",
    )
    r.add(
        "certificate",
        "CA chain of the bank sandbox, downloaded from their portal:\n" + pem("CERTIFICATE", 5),
        f"client certificate serial {groups(hexs(32), 2, ':')}, SHA-1 thumbprint {hexs(40).upper()}",
    )
    r.add(
        "jwks",
        '{"keys": [{"kty": "RSA", "kid": "' + rnd(URLSAFE, 22) + '", "use": "sig", "alg": "RS256", "n": "' + rnd(URLSAFE, 342) + '", "e": "AQAB"}]}',
        'webhook verification key of the card issuer: {"kty": "EC", "crv": "P-256", "x": "' + rnd(URLSAFE, 43) + '", "y": "' + rnd(URLSAFE, 43) + '"}',
    )
    r.add(
        "encrypted_value",
        f"secrets.enc.yaml keeps it as adyen_api_key: ENC[AES256_GCM,data:{b64(secrets.token_bytes(40))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]",
        "group_vars/prod/vault.yml:\n$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(hexs(80) for _ in range(3)),
        f"KMS ciphertext blob of the webhook secret (only the payouts role can decrypt): AQICAH{b64(secrets.token_bytes(150))}",
    )
    r.add(
        "secret_reference",
        "env:\n  STRIPE_SECRET_KEY: ${{ secrets.STRIPE_SECRET_KEY }}\n  ADYEN_API_KEY: ${{ secrets.ADYEN_API_KEY }}",
        "op://Finch-Prod/Partner bank mTLS/private key is what `op inject` puts into the config",
        "vault kv get -field=client_secret secret/payments/bank-sandbox",
        f"arn:aws:secretsmanager:eu-central-1:{aws_account()}:secret:prod/plaid/secret-{rnd(ALNUM, 6)} holds the Plaid secret; the lambda reads it at start",
    )
    r.add(
        "k8s_secret_reference",
        "env:\n- name: SUMSUB_SECRET_KEY\n  valueFrom:\n    secretKeyRef:\n      name: kyc-vendor\n      key: secret-key",
        "ExternalSecret kyc-vendor maps remoteRef prod/kyc/sumsub property secret_key into the pod",
    )
    r.add(
        "placeholder",
        ".env.example\nSTRIPE_SECRET_KEY=sk_live_...\nADYEN_API_KEY=\nPLAID_SECRET=<from vault>\nDATABASE_URL=postgresql://user:password@localhost:5432/ledger",
        "README: set KYC_API_TOKEN=<your-onfido-token> before running make seed",
        "Vorlage für neue Trainer: WLAN-Passwort: ________  Hallencode: ________ (bekommst du vom Vorstand)",
    )
    r.add(
        "redacted",
        f"log: POST /v1/payouts Authorization=Bearer [REDACTED] status=201 took={digits(3, True)}ms",
        "Sentry scrubbed the event: client_secret: '[Filtered]', password: '********'",
        f"the Stripe dashboard shows the restricted key as rk_live_...{rnd(ALNUM, 4)}, created by robin",
    )
    r.add(
        "documentation_example",
        "From the bank's API docs (an example, not ours): Authorization: Bearer <access_token> with scope accounts payments",
        'docs example: curl https://api.bank.example/v1/accounts -H "X-API-Key: YOUR_API_KEY"',
        "Exemple de la doc : export API_TOKEN=votre-jeton-ici puis make deploy",
    )
    r.add(
        "credential_prose",
        "Rotated the Adyen API key after the contractor left; the new one is only in Vault and the old one is revoked.",
        "Passwort vom Vereinskonto geändert, das neue liegt im Vorstands-1Password; bitte nicht per WhatsApp schicken.",
        f"Reminder: the bank's mTLS client certificate expires on 2025-03-31, renewal ticket PAY-{digits(4, True)}.",
        "Wachtwoord van Magister vergeten, via de knop 'wachtwoord vergeten' een nieuwe aangevraagd.",
    )
    r.add(
        "jwt_claims",
        '{"sub": "merchant_' + digits(6) + '", "scope": "payouts:read", "iss": "https://auth.finch.internal", "aud": "ledger-api", "iat": 1718000000} (decoded claims only; I did not copy the token)',
        "token lifetimes: access 15 min, refresh 30 days, id token 1 h; refresh rotation on",
    )
    r.add(
        "base64_data",
        f"the pagination cursor is just {b64url({'after': 'po_' + digits(8), 'sort': 'created_at'})}",
        f"feature payload flags={b64url({'checkout_v3': True, 'rollout': 0.25})}",
    )
    r.add(
        "password_policy",
        "password_min_length: 12, require_mfa: true, session_idle_timeout_minutes: 30",
        "Passwortregel für das Vereinsportal: mindestens 10 Zeichen, eine Zahl, kein Vereinsname",
    )
    # ---- club
    r.add(
        "member_numbers",
        f"Spielerpass-Nr. {digits(7, True)} for Finn, {digits(7, True)} for Noor",
        f"member list export: M-{digits(5)} Jansen, M-{digits(5)} de Vries, M-{digits(5)} Müller",
        f"KNHB bondsnummer van Noor: {rnd(UPPER, 4)}{digits(3)}",
    )
    r.add(
        "match_numbers",
        f"Spielnummer {digits(9, True)}: U12 gegen TSV Beispiel, Samstag 10:30, Platz 2",
        f"wedstrijd {digits(6, True)} verplaatst naar zondag 11:00",
        f"referee ID {digits(6, True)} assigned to match {digits(8, True)}",
    )
    r.add(
        "hall_booking_reference",
        f"Buchungsbestätigung HB-2025-{digits(5)}: Halle 2, dienstags 18 bis 20 Uhr, bis Ostern",
        f"hall invoice no. {digits(7, True)}, 24 h at 18 EUR, due end of month",
        f"school gym slot: Thursday 17:00-18:30, booking #{digits(6, True)}",
    )
    r.add(
        "kit_order",
        f"Bestellung {digits(8, True)}: 14x Trikot Gr. 140, 6x Gr. 152, 20x Stutzen navy",
        f"SKUs HCA-JSY-HOME-140 and HCA-SHO-NAVY-152; supplier order ref SO-{digits(6)}",
        "kit colours navy #1B2A4A and sky #7FB3E6 (Pantone 2925 C), club crest on the left chest",
    )
    r.add(
        "club_wifi_info",
        "Guest Wi-Fi HCA-Gast in the clubhouse is open (captive portal), no password needed.",
        f"clubhouse router serial {rnd(UPPER + DIGITS, 12)}, MAC {'00' + mac()[2:]}, firmware 7.57",
        "The bar Wi-Fi password is printed on the card behind the till; I am not writing it here.",
    )
    r.add(
        "alarm_keysafe_prose",
        f"alarm company customer number K-{digits(6, True)}, service line +49 800 555 {digits(4)}",
        "Der Alarmcode wurde nach dem Trainerwechsel geändert; den neuen Code gibt es nur persönlich beim Vorstand.",
        "Key safe battery replaced; the combination is unchanged and only the board has it.",
    )
    r.add(
        "club_registry",
        f"Amtsgericht Acme VR {digits(4, True)}, Steuernummer {digits(2, True)}/{digits(3)}/{digits(5)} (steht auf den Spendenquittungen)",
        f"KvK-nummer van de club: {digits(8, True)}",
    )
    r.add(
        "team_chat_ids",
        f"Discord: #match-day is {digits(18, True)}, role @coaches is {digits(18, True)}",
        f"Spond group U12 Mixed, group id {hexs(32).upper()}",
    )
    r.add(
        "masked_card",
        f"Vereinskarte **** **** **** {digits(4)} ist gesperrt, neue kommt per Post.",
        f"statement line: VISA xxxx{digits(4)} 129,90 EUR Teamwear",
    )
    r.add(
        "club_finance",
        "Beitrag 180 EUR/Jahr, Jugend 96 EUR, Familien 300 EUR; Fälligkeit 1. März",
        f"kit budget {secrets.randbelow(3000) + 2000} EUR, spent 1840 EUR so far; hall rent 432 EUR a month",
    )
    # ---- family
    r.add(
        "school_ids",
        f"leerlingnummer van Noor: {digits(6, True)}, groep 6B, juf Anke",
        f"Finn's student ID {digits(8, True)} for the lunch account top-ups",
        "Elternbrief Nr. 14: Wandertag am 12.6., Abfahrt 8:15 am Haupteingang",
    )
    r.add(
        "doctor_appointment",
        "RDV pédiatre le 14/03 à 9h30 avec le Dr Martin, 12 rue des Lilas",
        f"flu jab done, vaccine batch {rnd(UPPER + DIGITS, 8)}, next check-up in October",
    )
    r.add(
        "car_info",
        f"VIN {rnd(VIN, 17)}, plate B-RV {digits(4, True)}",
        "Reifendruck 2,4 bar vorne, 2,6 bar hinten; nächster Service bei 45 000 km, Öl 0W-20",
        f"ADAC Mitgliedsnummer {digits(9, True)}, Pannenhilfe +49 89 555 {digits(4)}",
    )
    r.add(
        "home_network",
        f"DHCP reservations: 192.168.178.20 nas ({'00' + mac()[2:]}), 192.168.178.30 printer ({'00' + mac()[2:]})",
        "SSID Vogelnest on 2.4 and 5 GHz, channel 36, mesh repeater in the attic",
        f"serienummer van de router: {rnd(UPPER + DIGITS, 14)}, firmware 7.57",
    )
    r.add(
        "smart_home_ids",
        "automation: when binary_sensor.front_door opens after 22:00, turn on light.hallway at 30%",
        f"Zigbee motion sensor IEEE address 0x00158d000{hexs(7)}, network address 0x{hexs(4)}",
        f"Hue bridge id 001788FFFE{hexs(6).upper()}, firmware 1.66",
    )
    r.add(
        "streaming_info",
        "Netflix profiles: Robin, Sam, Kids (age rating 12)",
        "Spotify family plan renews on the 3rd, 17.99 EUR",
        f"playlist for the car https://open.spotify.com/playlist/{rnd(ALNUM, 22)}",
    )
    r.add(
        "travel_info",
        "KL1234 AMS to LIS on 3 August, seats 23C and 23D, 23E and 23F",
        "ICE 579, Wagen 7, Plätze 61 bis 64, Abfahrt 7:42 Gleis 3",
        f"frequent flyer number {digits(10, True)} (Sam's is on the card in the travel folder)",
    )
    r.add(
        "tracking_number",
        f"parcel with the hockey sticks: tracking JJD{digits(18)}",
        f"UPS 1Z{rnd(UPPER + DIGITS, 16)} for the kit order, due Thursday",
    )
    r.add(
        "phone_numbers",
        f"club secretary +31 20 555 {digits(4)}, bar phone +31 20 555 {digits(4)}",
        f"pediatrician +33 1 55 55 {digits(2)} {digits(2)}, school office +49 30 555 {digits(4)}",
        f"on-call escalation: my mobile +49 151 555 {digits(5)}, Priya +44 7700 900{digits(3)}",
    )
    r.add(
        "everyday_numbers",
        "Noor shoe size 34, Finn stick 34.5 inch, both need new shin guards",
        f"Zählerstand Strom {digits(5, True)} kWh, Gas {digits(5, True)} m3 am 1. Januar",
        "bus 47 leaves 7:42 from stop 3; the school run takes 18 minutes",
    )
    return r


def main() -> None:
    write_corpora("make_heldout16.py", [
        ("heldout16_credentials.yaml", credentials(), "sixteenth blind batch of synthetic credentials, written without reading the detector or earlier corpora; none is real"),
        ("heldout16_lookalikes.yaml", lookalikes(), "sixteenth blind batch of legitimate notes that look like secrets, written without reading the detector or earlier corpora"),
    ])


if __name__ == "__main__":
    main()
