# ruff: noqa: E501
"""Writes heldout343_credentials.yaml and heldout343_lookalikes.yaml: held-out batch 343.

Persona: a data analyst at an NGO in Lahore who writes her notes in Urdu (Urdu script) and
Roman Urdu mixed with English, with R and Python snippets, config lines and little tables.
She keeps KoboToolbox, ODK Central and SurveyCTO logins and tokens, a Power BI service
principal and data gateway, Google Cloud service account keys, the JazzCash and Easypaisa
merchant details of the donation page, the office router, Wi-Fi and CCTV DVR, donor portal
logins, and her family's bank app MPINs, card PINs and locker codes; and many look-alikes:
form uids, submission uuids, form versions, Power BI links, transaction references, IBANs,
masked cards, phone numbers, device serials, checksums, public keys, public client keys,
env var and vault references, used OTPs, invoices, tracking numbers, grant codes, versions,
tax numbers, amounts and dates.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module (through make_heldout's helpers)
in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`.
Nothing here is real.
"""

from __future__ import annotations

import json
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
    b64url,
    card_expiry,
    digits,
    github_fine_token,
    github_token,
    google_api_key,
    google_client_id,
    groups,
    hexs,
    iban,
    mac,
    mailchimp_key,
    openssh_private,
    pem,
    phrase,
    pick,
    pin,
    pw,
    recovery_codes,
    rnd,
    s10,
    seed_phrase,
    slack_webhook,
    ssh_fingerprint,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

ROMAN = [
    "chai", "barish", "kabootar", "lahori", "anarkali", "ravi", "shalimar", "badshahi",
    "samosa", "jalebi", "chaand", "sitara", "basant", "patang", "gulab", "mausam", "kinnow",
    "pakora", "rickshaw", "minar", "kulfi", "dhoop", "sheesha", "gulberg", "nihari", "lassi",
]

BIP39 = [
    "abandon", "ability", "able", "about", "above", "absent", "absorb", "abstract", "absurd",
    "abuse", "access", "accident", "account", "accuse", "achieve", "acid", "acoustic",
    "acquire", "across", "action", "actor", "actress", "actual", "adapt", "address", "adjust",
    "admit", "adult", "advance", "advice", "aerobic", "affair", "afford", "afraid", "again",
    "agent", "agree", "ahead", "airport", "aisle", "alarm", "album", "alcohol", "alert",
    "alien", "alley", "allow", "almost", "alone", "alpha", "already", "alter", "always",
    "amateur", "amazing", "among", "amount", "wolf", "window", "winter", "wrist", "wrong",
    "yellow", "young", "youth", "zebra", "zero", "zone", "zoo",
]

BANKS = ["MEZN", "HABB", "UNIL", "ALFH", "MUCB"]


# --- credential values -------------------------------------------------------------------


def kobo_token() -> str:
    """A KoboToolbox API token: 40 hex characters."""
    return hexs(40)


def odk_token() -> str:
    """An ODK Central app user or session token: 64 characters of base64 with + and /
    swapped for ! and $."""
    return rnd(ALNUM + "!$", 64)


def azure_secret() -> str:
    """An Entra ID (Azure AD) client secret value: three characters, 8Q~, then 34."""
    return f"{rnd(ALNUM, 3)}8Q~{rnd(ALNUM + '_.~-', 34)}"


def gcp_sa_json(project: str, name: str) -> str:
    return json.dumps({
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(40),
        "private_key": pem("PRIVATE KEY", 6) + "\n",
        "client_email": f"{name}@{project}.iam.gserviceaccount.com",
        "client_id": digits(21, lead=True),
        "token_uri": "https://oauth2.googleapis.com/token",
    }, indent=2)


def jc_secret() -> str:
    """A JazzCash merchant password or integrity salt: ten lower-case letters and digits."""
    return rnd(LOWER + DIGITS, 10)


def ep_hash_key() -> str:
    """An Easypaisa merchant hash key: sixteen upper-case letters and digits."""
    return rnd(UPPER + DIGITS, 16)


def lpw() -> str:
    """A password a Lahori would choose, or one a manager generated."""
    return pick(
        f"{pick(*ROMAN).capitalize()}{pick('@', '#', '!', '_', '$')}{digits(4)}",
        f"{pick(*ROMAN).capitalize()}{pick(*ROMAN)}{digits(2)}{pick('!', '@', '#')}",
        f"{pick(*ROMAN)}{pick('@', '.', '_')}{pick(*ROMAN).capitalize()}{digits(3)}",
        pw(),
    )


def wifi() -> str:
    return pick(
        f"{pick(*ROMAN).capitalize()}{pick(*ROMAN)}{digits(4)}",
        rnd(ALNUM, 12),
        rnd(UPPER + DIGITS, 10),
        f"{pick(*ROMAN)}{pick('@', '_', '#')}{digits(5)}",
    )


def dvr_pw() -> str:
    return f"{rnd(ALNUM, pick(8, 9, 10))}{pick('@', '#', '!', '*')}"


def gateway_key() -> str:
    return pick(phrase(ROMAN, 3, "-") + digits(2), rnd(ALNUM + "!@#", 14))


def master_pw() -> str:
    return phrase(ROMAN, pick(4, 5), pick("-", " ", ".")) + pick("", digits(2), "!" + digits(3))


def db_pw() -> str:
    return rnd(ALNUM, pick(18, 20, 24))


def totp_seed() -> str:
    """A TOTP seed the way Google and Microsoft show it: base32, lower case, in fours."""
    return groups(rnd(BASE32, 32).lower(), 4)


def eight_digit_codes(n: int, sep: str = "\n") -> str:
    return sep.join(f"{digits(4)} {digits(4)}" for _ in range(n))


def django_session() -> str:
    return rnd(LOWER + DIGITS, 32)


def numbered_seed(n: int) -> str:
    return "\n".join(f"{i}. {secrets.choice(BIP39)}" for i in range(1, n + 1))


def lock_combo() -> str:
    return " ".join(f"{side} {secrets.randbelow(40):02d}" for side in ("L", "R", "L"))


# --- look-alike values --------------------------------------------------------------------


def kobo_uid() -> str:
    """A KoboToolbox asset uid: 'a' then 21 letters and digits."""
    return "a" + rnd(ALNUM, 21)


def form_version() -> str:
    """A SurveyCTO-style form version: yyMMddHHmm."""
    return f"{pick('24', '25')}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{secrets.randbelow(24):02d}{secrets.randbelow(60):02d}"


def stamp() -> str:
    """A yyyyMMddHHmmss time stamp."""
    return f"2024{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{secrets.randbelow(24):02d}{secrets.randbelow(60):02d}{secrets.randbelow(60):02d}"


def pk_iban(spaced: bool = True) -> str:
    return iban("PK", pick(*BANKS) + digits(16), spaced)


def pk_mobile(sep: str = "") -> str:
    return f"03{pick('00', '01', '21', '33', '45', '12', '08')}{sep}{digits(7)}"


def dvr_serial() -> str:
    return f"{pick('DS-7208HQHI-K1', 'DS-7216HGHI-M1', 'iDS-7204HUHI-M1/S')}{stamp()[:8]}CCWR{digits(9, lead=True)}"


def ip() -> str:
    return f"{secrets.randbelow(200) + 20}.{secrets.randbelow(256)}.{secrets.randbelow(256)}.{secrets.randbelow(254) + 1}"


def rs(lo: int, hi: int) -> str:
    """A rupee amount between lo and hi, with thousands commas."""
    return f"{lo + secrets.randbelow(hi - lo):,}"


def day() -> str:
    return f"2024-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "kobo_api_token",
        f"KoboToolbox API token (kf server, mera account analyst.lhr): {kobo_token()}",
        f'```r\nlibrary(robotoolbox)\nkobo_setup(url = "https://kobo.acme-ngo.internal", token = "{kobo_token()}")\n```\nyeh R script wala hai, GitHub pe mat daalna',
        f"کوبو کا ٹوکن\n{kobo_token()}\n(ہیڈر میں Authorization: Token لگا کے)",
        f'curl -H "Authorization: Token {kobo_token()}" "https://kobo.acme-ngo.internal/api/v2/assets.json?format=json"',
        f"kobo tkn naya generate kia kyun ke purana Slack pe leak hogya tha 🙄 -> {kobo_token()}",
    )

    r.add(
        "odk_app_user_token",
        f"ODK Central app user 'enumerator-kasur-03' ka QR wala link: https://odk.acme.test/v1/key/{odk_token()}/projects/4/forms/hh_survey_2024",
        f"Collect settings mein server URL paste karo:\nhttps://central.acme-ngo.internal/v1/key/{odk_token()}/projects/2\n(field team ke liye, Sheikhupura)",
        f"او ڈی کے سنٹرل ایپ یوزر ٹوکن — ملتان ٹیم\n{odk_token()}",
        f"odk app-user token (rotate after pilot!!) {odk_token()}",
        f"central API ke liye: Authorization: Bearer {odk_token()}  (session token, /v1/sessions se, 24 ghante chalega)",
    )

    r.add(
        "surveycto_login",
        f"SurveyCTO server acmengo.surveycto.com\nuser: data.lhr@acme-ngo.test\npass: {lpw()}",
        f"scto admin ka pw {lpw()} (Fahad ne March mein change kiya tha)",
        f"سروے سی ٹی او لاگ ان — پاس ورڈ: {lpw()}",
        f"surveycto desktop ke liye username analyst, password = {pw()}   // encryption key alag file mein hai",
        f"```python\nauth = ('m.e@acme-ngo.test', '{pw()}')\nr = requests.get('https://acmengo.surveycto.com/api/v2/forms/data/wide/json/hh_baseline', auth=auth)\n```",
    )

    r.add(
        "azure_client_secret",
        f"Power BI service principal (app: pbi-refresh-bot)\ntenant: {uid()}\nclient id: {uid()}\nsecret: {azure_secret()}\nexpires Dec 2025",
        f"AAD app secret VALUE (value wala, Secret ID wala nahi!) {azure_secret()}",
        f"پاور بی آئی ریفریش کے لیے کلائنٹ سیکرٹ {azure_secret()}",
        f"$env:PBI_CLIENT_SECRET = \"{azure_secret()}\"\n./refresh-dataset.ps1 -Workspace 'M&E Dashboards'",
        f"client_secret {azure_secret()} ← entra portal se copy kiya, dobara nahi dikhega",
    )

    r.add(
        "pbi_gateway_recovery_key",
        f"On-premises data gateway recovery key: {gateway_key()}",
        f"gateway (office PC DESKTOP-LHR-07) recovery key -> {gateway_key()}  restore ya migrate ke liye zaroori hai",
        f"گیٹ وے کی ریکوری کی: {gateway_key()}",
        f"PBI gateway recov key\n{gateway_key()}",
        f"jab gateway reinstall karo to yeh recovery key maangta hai: {gateway_key()} (khud rakhi thi, bhoolna nahi)",
    )

    r.add(
        "gcp_service_account_key",
        "sheets sync wala service account key (json):\n" + gcp_sa_json(f"acme-ngo-data-{digits(6)}", "sheets-sync"),
        "GOOGLE_APPLICATION_CREDENTIALS wali file ka private_key:\n" + pem("PRIVATE KEY", 6),
        "گوگل کلاؤڈ سروس اکاؤنٹ کی (bigquery loader)\n" + pem("PRIVATE KEY", 5),
        f"GitHub secret GCP_SA_KEY mein yeh base64 wali paste ki:\n{b64(gcp_sa_json('acme-mel-dash', 'bq-loader').encode())}",
        "gcp SA key for Looker/BigQuery, Umair ko sirf is file ka access dena\n" + gcp_sa_json("acme-ngo-mel", "looker-reader"),
    )

    r.add(
        "google_api_key",
        f"Cloud Translation API key (Urdu open-ended answers translate karne ke liye, abhi unrestricted hai): {google_api_key()}",
        f"GOOGLE_API_KEY={google_api_key()}  # geocoding, server side only",
        f"گوگل جیو کوڈنگ کی (سرور والی) {google_api_key()}",
        f"https://translation.googleapis.com/language/translate/v2?key={google_api_key()}&target=en&source=ur",
        f"sheets api ki key jo Ahmed ko di thi: {google_api_key()} — isko IP pe restrict karna hai",
    )

    r.add(
        "jazzcash_merchant_credential",
        f"JazzCash sandbox se live ho gaya\nMerchant ID: MC{digits(5)}\nPassword: {jc_secret()}",
        f"jazzcash integrity salt {jc_secret()} (pp_SecureHash banane ke liye)",
        f"جاز کیش مرچنٹ پاس ورڈ {jc_secret()} — ڈونیشن پیج والا",
        f'```php\n$pp_MerchantID = "MC{digits(5)}";\n$IntegritySalt = "{jc_secret()}";\n```',
        f"JC merchant portal login: finance@acme-ngo.test / {lpw()}",
    )

    r.add(
        "easypaisa_hash_key",
        f"Easypaisa merchant (store id {digits(5, lead=True)}) hash key: {ep_hash_key()}",
        f"ایزی پیسہ ہیش کی {ep_hash_key()} — ویب سائٹ کے چیک آؤٹ کے لیے",
        f"EP_HASH_KEY={ep_hash_key()}\nEP_STORE_ID={digits(6, lead=True)}",
        f"easypaisa ka hashKey bhai ne whatsapp kia tha: {ep_hash_key()}",
        '{"storeId": "' + digits(5, lead=True) + '", "hashKey": "' + ep_hash_key() + '", "postBackURL": "https://donate.acme-ngo.test/ep/callback"}',
    )

    r.add(
        "router_admin_password",
        f"Office router (PTCL ZTE) 192.168.1.1 admin / {lpw()}",
        f"روٹر کا ایڈمن پاس ورڈ بدل دیا، نیا: {lpw()}",
        f"TP-Link Archer C6 login pw -> {pw()}  (default wala hata diya)",
        f"router\nuser admin\npass {lpw()}",
        f"Nayatel ONT web login http://192.168.100.1  user: telecomadmin  pw: {rnd(ALNUM, 12)} — technician ne diya",
    )

    r.add(
        "wifi_password",
        f"office wifi 'AcmeNGO-Staff' ka pw: {wifi()}",
        f"وائی فائی پاس ورڈ (گیسٹ والا) {wifi()}",
        f"ghar ka wifi: {wifi()} — ammi baar baar poochti hain isliye yahan likh diya",
        f"WIFI:T:WPA;S:AcmeNGO-5G;P:{wifi()};;",
        f"Nani ke ghar (Model Town) wifi\nSSID: Stormfiber-{digits(4)}\nkey {wifi()}",
    )

    r.add(
        "cctv_dvr_password",
        f"CCTV DVR (Hikvision, 8 ch) admin pw: {dvr_pw()}",
        f"سی سی ٹی وی ڈی وی آر لاگ ان\nیوزر: admin\nپاس: {dvr_pw()}",
        f"Hik-Connect device verification code {rnd(UPPER, 6)} — isi se phone pe live view khulta hai",
        f"dvr ka pasword {dvr_pw()} hai, guard ko mat dena",
        f"rtsp://admin:{dvr_pw()}@10.10.0.64:554/Streaming/Channels/101 (VLC mein gate wala camera)",
    )

    r.add(
        "donor_portal_password",
        f"UN Partner Portal — login mera office email, password {pw()}",
        f"ڈونر پورٹل (گرانٹس) کا پاس ورڈ: {lpw()}",
        f"grants.acme-foundation.test\nu: programs@acme-ngo.test\np: {pw()}\n(quarterly report 15 tak upload karni hai)",
        f"Fluxx portal pwd reset kia aaj → {lpw()}",
        f"| portal | user | pass |\n|---|---|---|\n| donor reporting | mne.lahore | {lpw()} |",
    )

    r.add(
        "bank_app_mpin",
        f"Ammi ki HBL Mobile ka MPIN {pin(4)}",
        f"ابو کے بینک ایپ کا ایم پن: {pin(6)}",
        f"meezan app mpin {pin(6)} (bhai ne set kiya tha, change karwana hai)",
        f"UBL Digital login pin -> {pin(4)}",
        f"Bank Alfalah app\nMPIN\n{pin(6)}",
    )

    r.add(
        "atm_pin",
        f"Debit card PIN (Meezan, mera wala) {pin(4)}",
        f"اے ٹی ایم پن {pin(4)} — ابو کا کارڈ",
        f"atm pin for Ammi's card: {pin(4)}, card pe mat likhna!!",
        f"Paypak card ka pin {pin(4)}",
        f"card pin\n{pin(4)}\n(naya card aya tha, helpline pe call kar ke pin generate kiya)",
    )

    r.add(
        "locker_combination",
        f"bank locker (Gulberg branch) combination: {pin(6)}",
        f"الماری والی تجوری کا کوڈ {pin(4)}",
        f"Office safe combo — {lock_combo()}",
        f"locker ki chabi ka number chabi pe hai; code {pin(6)} — sirf main aur Ammi jaante hain",
        f"dada ki tijori ka code {pin(4)}# (end pe # dabana)",
    )

    r.add(
        "totp_seed",
        f"Google account 2FA secret key (agar phone kho jaye): {totp_seed()}",
        f"otpauth://totp/Kobo:analyst.lhr?secret={rnd(BASE32, 32)}&issuer=KoboToolbox",
        f"دو قدمی تصدیق کی سیکرٹ کی (مائیکروسافٹ) {totp_seed()}",
        f"authenticator setup key for the M365 / Power BI account\n{totp_seed()}",
        f"2fa seed — github: {rnd(BASE32, 16)}",
    )

    r.add(
        "backup_codes",
        "Google backup codes (office gmail):\n" + eight_digit_codes(8),
        "بیک اپ کوڈز — جی میل\n" + eight_digit_codes(6),
        "github recovery codes\n" + recovery_codes(6, "github"),
        "Facebook page admin recovery codes: " + eight_digit_codes(5, ", "),
        "backup codes (ek use ho gaya, baqi yeh hain): " + eight_digit_codes(4, " | "),
    )

    r.add(
        "gmail_app_password",
        f"Gmail app password for the R blastula script (survey alerts): {groups(rnd(LOWER, 16), 4)}",
        f"ایپ پاس ورڈ (تھنڈربرڈ) {groups(rnd(LOWER, 16), 4)}",
        f"smtp.gmail.com 587, user mne.alerts@acme-ngo.test, pass {groups(rnd(LOWER, 16), 4)}",
        f'EMAIL_PASS="{rnd(LOWER, 16)}"',
        f"app pwd for Outlook on the new laptop -> {groups(rnd(LOWER, 16), 4)}",
    )

    r.add(
        "db_connection_string",
        f"postgresql://mne_ro:{db_pw()}@db.acme-ngo.internal:5432/surveys",
        f"Power BI → Postgres: Host=db.acme.internal;Port=5432;Database=mel;Username=pbi_reader;Password={db_pw()}",
        f"con <- DBI::dbConnect(RPostgres::Postgres(), host = '10.20.0.5', dbname = 'hh_panel', user = 'analyst', password = '{db_pw()}')",
        f"mysql://wp_donate:{db_pw()}@mysql.acme-ngo.internal/donations (donation website ka DB)",
        f"ڈیٹا بیس کنکشن\nServer=sql.acme.internal;Database=MEL;User Id=pbi;Password={db_pw()};",
    )

    r.add(
        "ssh_private_key",
        "data server (analytics.acme.internal) ki key, ~/.ssh/id_ed25519:\n" + openssh_private(),
        openssh_private(),
        "سرور کی پرائیویٹ کی\n" + openssh_private(),
        "RSA key for the old Kobo VM (PEM):\n" + pem("RSA PRIVATE KEY", 8),
        "deploy key (shiny server) neeche hai, passphrase nahi lagaya:\n" + openssh_private(),
    )

    r.add(
        "github_pat",
        f"GitHub PAT (repo scope) dashboards push karne ke liye: {github_token()}",
        f"git remote set-url origin https://ayesha-mne:{github_token()}@github.com/acme-ngo/survey-cleaning.git",
        f"گٹ ہب ٹوکن {github_fine_token()}",
        f"GITHUB_PAT={github_token()} in .Renviron (usethis ke liye)",
        f"fine-grained token (90 din mein expire) {github_fine_token()}",
    )

    r.add(
        "slack_webhook",
        f"Slack incoming webhook (#field-alerts): {slack_webhook()}",
        f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"Kobo sync done\"}}' {slack_webhook()}",
        f"سلیک ویب ہک {slack_webhook()}",
        f"SLACK_WEBHOOK_URL={slack_webhook()}",
        f"webhook jo roz submissions ka count bhejta hai:\n{slack_webhook()}",
    )

    r.add(
        "password_manager_master",
        f"Bitwarden master password: {master_pw()}",
        f"بٹ وارڈن کا ماسٹر پاس ورڈ — {master_pw()}",
        f"KeePass (NGO.kdbx) master: {master_pw()}",
        f"agar mujhe kuch ho jaye: password manager ka master pw {master_pw()} (Bitwarden, email wahi purana)",
        f"master pass (bitwarden)\n{master_pw()}",
    )

    r.add(
        "wallet_seed_phrase",
        f"Trust Wallet recovery phrase (bhai ka, Binance P2P wala):\n{seed_phrase(12)}",
        f"سیڈ فریز — {seed_phrase(12)}",
        f"MetaMask secret recovery phrase: {seed_phrase(12)}",
        f"wallet ke 12 words:\n{numbered_seed(12)}",
        f"trust wallet backup 24 words {seed_phrase(24)}",
    )

    r.add(
        "email_password",
        f"office email (M365) ayesha@acme-ngo.test pw {pw()}",
        f"ای میل کا پاس ورڈ {lpw()}",
        f"personal gmail ka naya pw -> {lpw()} (purana bhool gayi thi)",
        f"Yahoo (Abbu ka purana email) — password: {lpw()}",
        f"webmail.acme-ngo.test\nlogin: info@acme-ngo.test\npassword\n{pw()}",
    )

    r.add(
        "mailchimp_api_key",
        f"Mailchimp API key (newsletter, donors list): {mailchimp_key()}",
        f"MAILCHIMP_KEY={mailchimp_key()}",
        f"میل چمپ کی {mailchimp_key()}",
        f'```r\nmc_key <- "{mailchimp_key()}"\n```',
        f"mailchimp key {mailchimp_key()} — Zapier mein lagi hui hai",
    )

    r.add(
        "twilio_auth_token",
        f"Twilio (respondents ko SMS reminders)\nAccount SID AC{hexs(32)}\nAuth Token {hexs(32)}",
        f"TWILIO_AUTH_TOKEN={hexs(32)}",
        f"ٹویلیو آتھ ٹوکن {hexs(32)}",
        f"twilio auth tkn (primary) {hexs(32)} — secondary abhi nahi banaya",
        f"client = Client('AC{hexs(32)}', '{hexs(32)}')",
    )

    r.add(
        "session_cookie",
        f"kobo session cookie (API ke bina export ke liye): sessionid={django_session()}",
        f"Cookie: sessionid={django_session()}; django_language=ur",
        f"سیشن کوکی sessionid {django_session()}",
        f"surveycto ka JSESSIONID={hexs(32).upper()} (devtools se, export script mein lagaya)",
        f"donor portal cookie copy kiya devtools se: ASP.NET_SessionId={rnd(LOWER + '012345', 24)}",
    )

    r.add(
        "wireguard_private_key",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.66.0.7/32\nDNS = 10.66.0.1",
        f"office VPN (WireGuard) mere laptop ki private key: {wg_key()}",
        f"وی پی این پرائیویٹ کی {wg_key()}",
        f"wg privkey (phone) {wg_key()} — public wali IT ko bhej di",
        f"PrivateKey={wg_key()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "kobo_form_uid",
        f"Kobo form 'HH Baseline 2024' ka uid: {kobo_uid()}",
        f"https://kobo.acme-ngo.internal/#/forms/{kobo_uid()}/data/table",
        f"کوبو فارم آئی ڈی {kobo_uid()} (ملتان راؤنڈ 2)",
        f"kobo asset {kobo_uid()} deploy ho gaya, version v{rnd(ALNUM, 22)}",
        f'```r\ndf <- kobo_data("{kobo_uid()}")\n```',
    )

    r.add(
        "odk_submission_uuid",
        f"instanceID uuid:{uid()} duplicate aa raha hai, check karna",
        f"ODK submission {uid()} — enumerator ne GPS galat daala",
        f"https://odk.acme.test/#/projects/4/forms/hh_survey/submissions/uuid:{uid()}",
        f"اس سبمشن کی آئی ڈی uuid:{uid()}",
        f"deprecatedID: uuid:{uid()}\ninstanceID: uuid:{uid()}",
    )

    r.add(
        "surveycto_form_version",
        f"form_version {form_version()}",
        f"SurveyCTO hh_endline v{form_version()} publish kiya, purane tablets update karo",
        f"فارم ورژن {form_version()}",
        f"settings sheet: form_id = wash_kap_2024, version = {form_version()}",
        f"export mein formdef_version {form_version()} aur {form_version()} dono hain — merge se pehle check",
    )

    r.add(
        "powerbi_report_link",
        f"https://app.powerbi.com/groups/{uid()}/reports/{uid()}/ReportSection{hexs(20)}",
        f"publish to web (public hai, website pe embed) https://app.powerbi.com/view?r={b64url({'k': uid(), 't': uid(), 'c': 9})}",
        f"پاور بی آئی ڈیش بورڈ https://app.powerbi.com/groups/me/reports/{uid()}",
        f"workspace id {uid()}, dataset id {uid()}",
        f"PBI report link for donors (RLS on): https://app.powerbi.com/links/{rnd(ALNUM, 10)}?ctid={uid()}",
    )

    r.add(
        "gcp_sa_identifiers",
        f"SA email sheets-sync@acme-ngo-data.iam.gserviceaccount.com, key id {hexs(40)} (key khud vault mein)",
        f"client_id {digits(21, lead=True)} — domain-wide delegation ke liye admin ko diya",
        f"gcloud iam service-accounts keys list\nKEY_ID                                    CREATED_AT            EXPIRES_AT\n{hexs(40)}  {day()}T09:14:02Z  9999-12-31T23:59:59Z",
        f"گوگل کلاؤڈ پروجیکٹ نمبر {digits(12, lead=True)}، پروجیکٹ آئی ڈی acme-ngo-data-{digits(6)}",
        f'"private_key_id": "{hexs(40)}" wali purani key disable kar di',
    )

    r.add(
        "jazzcash_txn_ref",
        f"JazzCash TxnRefNo T{stamp()} ka refund pending hai",
        f"جاز کیش ٹرانزیکشن آئی ڈی {digits(12, lead=True)}",
        f"callback aaya: pp_TxnRefNo=T{stamp()}&pp_ResponseCode=000&pp_Amount={secrets.randbelow(50) + 1}00000",
        f"merchant id MC{digits(5)} (public hai, receipt pe chhapa hota hai)",
        f"jazzcash se donation aya — TID {digits(11, lead=True)}, Rs {rs(500, 20000)}",
    )

    r.add(
        "easypaisa_txn_id",
        f"Easypaisa transaction ID {digits(11, lead=True)} — donor ne screenshot bheja",
        f"ایزی پیسہ ٹرانزیکشن آئی ڈی: {digits(11, lead=True)}",
        f"orderId=EP-{digits(8)}, status PAID",
        f"ep TID {digits(11, lead=True)} Rs. {rs(1000, 9000)} (Zakat fund)",
        f"easypaisa till id {digits(8, lead=True)} — stall pe QR ke neeche likha hai",
    )

    r.add(
        "pk_iban_for_payment",
        f"Donation account IBAN: {pk_iban()} (Acme Welfare Trust)",
        f"آئی بان {pk_iban()}",
        f"salary account IBAN {pk_iban(False)} HR ko bhej diya",
        f"bank details for the invoice:\nTitle: Acme NGO\nA/C {digits(14)}\nIBAN {pk_iban()}",
        f"abbu ke account mein bhejna hai: {pk_iban(False)}",
    )

    r.add(
        "masked_card_digits",
        f"card ending {digits(4)} se Kobo subscription charge hua",
        f"ڈیبٹ کارڈ **** {digits(4)}",
        f"Visa ••••{digits(4)} exp {card_expiry()}",
        f"statement: POS PURCHASE 5123-XXXX-XXXX-{digits(4)} Rs {rs(800, 9000)} Daraz",
        f"Abbu ka card xxxx xxxx xxxx {digits(4)} block karwana hai (kho gaya)",
    )

    r.add(
        "pk_phone_number",
        f"Enumerator Bilal (Kasur): {pk_mobile('-')}",
        f"فیلڈ سپروائزر کا نمبر +92 3{digits(2)} {digits(7)}",
        f"donor focal person whatsapp +923{digits(9)}",
        f"office landline 042-{digits(8, lead=True)} ext {digits(3, lead=True)}",
        f"| name | cell |\n|---|---|\n| Sana | {pk_mobile()} |\n| Umair | {pk_mobile()} |",
    )

    r.add(
        "cctv_device_serial",
        f"DVR S/N {dvr_serial()}",
        f"سی سی ٹی وی ڈی وی آر سیریل نمبر {dvr_serial()}",
        f"Hik-Connect pe device add karne ke liye serial (9 digit) {digits(9, lead=True)}",
        f"camera 4 (gate) model DS-2CE16D0T-IRP, serial {rnd(UPPER + DIGITS, 9)} — warranty claim ke liye",
        f"warranty card: serial no. {dvr_serial()}, invoice date {day()}",
    )

    r.add(
        "mac_address",
        f"laptop ka MAC {mac()} — router whitelist ke liye IT ko bheja",
        f"MAC filter list:\n{mac()}  Ayesha laptop\n{mac()}  printer",
        f"میک ایڈریس {mac('-', True)}",
        f"DVR MAC {mac(upper=True)}",
        f"phone ka wifi mac (randomized off kiya) {mac()}",
    )

    r.add(
        "network_details",
        f"office LAN: gateway 192.168.{secrets.randbelow(20)}.1, DHCP .100-.200, DNS 1.1.1.1",
        "SSID AcmeNGO-Staff (5GHz), channel 36, WPA2-PSK; password IT ke paas hai",
        f"DVR static IP 192.168.1.{secrets.randbelow(150) + 100}, HTTP port 8080, RTSP 554 forward kiya",
        "راؤٹر کا آئی پی 192.168.1.1 ہے، پاس ورڈ بٹ وارڈن میں",
        f"public IP {ip()} (Nayatel static), PTCL backup line {ip()}",
    )

    r.add(
        "git_commit_id",
        f"cleaning script ka fix commit {hexs(40)}",
        f"git checkout {hexs(7)}  # pehle wala weighting code",
        f"گٹ کمٹ {hexs(7)}: outliers fix",
        f'renv.lock: "RemoteSha": "{hexs(40)}"',
        f"PR #{secrets.randbelow(200) + 1} merged as {hexs(12)}",
    )

    r.add(
        "dataset_checksum",
        f"sha256sum hh_baseline_2024_clean.csv\n{hexs(64)}  hh_baseline_2024_clean.csv",
        f"MD5 of the export sent to donor: {hexs(32)}",
        f"ڈیٹا فائل کا ہیش {hexs(64)}",
        f"HDX resource checksum {hexs(32)}",
        f"zip ka sha1 {hexs(40)} — UNICEF walon ne match kar liya",
    )

    r.add(
        "url_with_uuid",
        f"application link https://grants.acme-foundation.test/applications/{uid()}/review",
        f"ریپورٹ کا لنک https://reports.acme-ngo.test/r/{uid()}",
        f"https://portal.acme-ngo.internal/beneficiaries/{uid()}/edit — CNIC galat entered hai",
        f"Kobo attachment https://kobo.acme-ngo.internal/media/original?media_file=mne/attachments/{hexs(32)}/{uid()}/photo.jpg",
        f"meeting notes: https://acme.example/docs/{uid()}?view=comment",
    )

    r.add(
        "ssh_key_fingerprint",
        f"server ka host key fingerprint: {ssh_fingerprint()}",
        f"id_ed25519.pub:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ayesha@lhr-laptop",
        f"پبلک کی (آئی ٹی کو بھیجنی ہے) ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
        f"WireGuard peer PublicKey = {wg_key()} (mera laptop) — private wali sirf laptop pe hai",
        f"ED25519 key fingerprint is {ssh_fingerprint()}.\nAre you sure you want to continue connecting (yes/no)?",
    )

    r.add(
        "oauth_client_id",
        f"OAuth client ID (Kobo→Sheets app): {google_client_id()}",
        f"client_id={google_client_id()} — client secret IT ke paas",
        f"Azure app registration: Application (client) ID {uid()}, Directory (tenant) ID {uid()}",
        f"اوتھ کلائنٹ آئی ڈی {google_client_id()}",
        f"gargle desktop client id {google_client_id()}",
    )

    r.add(
        "public_client_key",
        "const firebaseConfig = { apiKey: \"" + google_api_key() + "\", authDomain: \"acme-ngo-donate.firebaseapp.com\", projectId: \"acme-ngo-donate\", appId: \"1:" + digits(12, lead=True) + ":web:" + hexs(22) + "\" };  // web config, public hai",
        f"Mapbox public token (district map): pk.eyJ1IjoiYWNtZW5nbyIsImEiOi{rnd(URLSAFE, 20)}.{rnd(URLSAFE, 22)}",
        f"reCAPTCHA site key (donate form) 6L{rnd(URLSAFE, 38)} — secret wali server pe hai",
        f"گوگل اینالیٹکس میژرمنٹ آئی ڈی G-{rnd(UPPER + DIGITS, 10)}",
        f"maps embed key (referrer restricted to donate.acme-ngo.test, frontend mein hai): {google_api_key()}",
    )

    r.add(
        "env_var_reference",
        'token <- Sys.getenv("KOBO_TOKEN")  # asal token .Renviron mein hai',
        "GitHub Actions: KOBO_API_TOKEN: ${{ secrets.KOBO_API_TOKEN }}",
        "hash_key = os.environ['EASYPAISA_HASH_KEY']",
        "سرور پر PBI_CLIENT_SECRET والا انوائرنمنٹ ویری ایبل سیٹ کرنا ہے",
        ".env mein JAZZCASH_INTEGRITY_SALT= khaali chhora hai, production pe fill hoga",
    )

    r.add(
        "password_manager_pointer",
        "Router ka password Bitwarden mein 'Office/Router' entry mein hai",
        "DVR pw: see KeePass → Office → CCTV",
        "لاکر کا کوڈ امی کی ڈائری میں ہے، یہاں نہیں لکھا",
        "donor portal login → 1Password shared vault 'Grants'",
        "op://MNE/Kobo API/credential  (op read se nikalna)",
    )

    r.add(
        "used_otp",
        f"JazzCash OTP {digits(6)} aya tha 2:14 pe, use ho gaya",
        f"او ٹی پی {digits(4)} (ایکسپائر ہو گیا، نیا منگوانا پڑا)",
        f"HBL verification code {digits(6)} — already used, bas record ke liye",
        f"Your Easypaisa OTP is {digits(4)}. Valid for 2 min. (expire ho gaya, transfer ho chuka)",
        f"G-{digits(6)} is your Google verification code  <- kal ka tha, ab kisi kaam ka nahi",
    )

    r.add(
        "invoice_po_number",
        f"Invoice INV-2024-{digits(4)} (survey tools ki printing) Rs {rs(20000, 90000)}",
        f"PO # {digits(6, lead=True)} for 12 tablets",
        f"انوائس نمبر {digits(5, lead=True)}/2024",
        f"SurveyCTO subscription invoice {rnd(UPPER + DIGITS, 8)}-{digits(4)}",
        f"vendor bill no. {digits(5, lead=True)}, GRN {digits(4, lead=True)} — accounts ko bhejna hai",
    )

    r.add(
        "courier_tracking",
        f"TCS tracking {digits(11, lead=True)} — tablets Multan bheje",
        f"Leopards tracking no {digits(10, lead=True)}",
        f"ٹریکنگ نمبر {digits(12, lead=True)} (ایم اینڈ پی)",
        f"DHL waybill {digits(10, lead=True)} — donor ko hard copies",
        f"Pakistan Post registered letter {s10('RR', 'PK')}",
    )

    r.add(
        "travel_booking_ref",
        f"PIA booking ref {rnd(UPPER, 6)} LHE→ISB 12 Nov",
        f"Daewoo ticket no. {digits(8, lead=True)} seat {secrets.randbelow(40) + 1}",
        f"ہوٹل بکنگ کنفرمیشن {digits(9, lead=True)}",
        f"Islamabad hotel conf # {digits(8, lead=True)}, workshop 3 nights",
        f"Airblue PNR {rnd(UPPER + DIGITS, 6)}, e-ticket 214{digits(10)}",
    )

    r.add(
        "grant_project_code",
        f"Grant agreement no. 72039124CA{digits(5)}",
        f"FCDO PO {digits(8, lead=True)}, component 2 (WASH)",
        f"پروجیکٹ کوڈ PK-WASH-{digits(3)}",
        f"UNICEF PCA ref PAK/PCA2024{digits(3)}/PD2024{digits(3)}",
        f"cost centre CC-{digits(4)} / budget line 3.2.1",
    )

    r.add(
        "software_version",
        f"ODK Collect v2024.{secrets.randbelow(3) + 1}.{secrets.randbelow(6)} sab tablets pe",
        f"Power BI Desktop 2.{secrets.randbelow(30) + 110}.{digits(3, lead=True)}.0 64-bit",
        f"R 4.3.{secrets.randbelow(4)}, RStudio 2023.12.1+402",
        f"DVR firmware V4.30.{digits(3)} build {stamp()[2:8]}",
        f"کوبو ٹول باکس ورژن 2.024.{secrets.randbelow(40) + 1}",
    )

    r.add(
        "budget_amounts_dates",
        f"Q3 budget: enumerator stipends Rs {rs(800000, 1500000)}; travel Rs {rs(200000, 500000)}; due {day()}",
        f"رقم {rs(20000, 90000)} روپے ادا کی، تاریخ {day()}",
        f"USD {rs(5000, 30000)}.{digits(2)} recieved on {day()}, exchange rate 27{secrets.randbelow(10)}.{digits(2)}",
        f"salary {rs(120000, 250000)} net; tax deducted {rs(5000, 20000)}",
        f"payment schedule: 40% ({day()}), 40% ({day()}), 20% final",
    )

    r.add(
        "tax_registration",
        f"NTN {digits(7)}-{digits(1)} (Acme Welfare Trust)",
        f"STRN {digits(13, lead=True)}",
        f"این ٹی این نمبر {digits(7)}-{digits(1)}",
        f"SECP registration no. {digits(7, lead=True)}, PCP certification ref PCP/{digits(4)}/2023",
        f"withholding certificate CPR no. IT{digits(14)}",
    )

    r.add(
        "redacted_secret",
        f"kobo token: ****{hexs(4)} (poora token .Renviron mein)",
        "Password: •••••••• (dikh nahi raha, reset link aya hai)",
        "پاس ورڈ: ******** (تبدیل ہو گیا)",
        f"API key {hexs(4)}…{hexs(4)} revoked on {day()}",
        f"AAD secret hint {rnd(ALNUM, 3)}8Q~******** — value dobara nahi dikhti, naya banana padega",
    )

    return r


def main() -> None:
    write_corpora("make_heldout343.py", [
        ("heldout343_credentials.yaml", credentials(), "Held-out batch 343: credentials an NGO data analyst in Lahore keeps (KoboToolbox, ODK, SurveyCTO, Power BI, Google Cloud, JazzCash, Easypaisa, router, Wi-Fi, CCTV DVR, donor portals, family bank PINs and locker codes and more)"),
        ("heldout343_lookalikes.yaml", lookalikes(), "Held-out batch 343: an NGO data analyst's form ids, submission uuids, transaction references, IBANs, masked cards, serials, checksums, public keys, secret references, used OTPs and amounts that hold no secret"),
    ])


if __name__ == "__main__":
    main()
