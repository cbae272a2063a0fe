# ruff: noqa: E501
"""Writes heldout335_credentials.yaml and heldout335_lookalikes.yaml: held-out batch 335.

Persona: an IT admin at a garment factory in Dhaka who writes in Bangla (Bengali script and
romanised 'Banglish') and English. He keeps bKash and Nagad merchant PINs and payment-gateway
credentials, the SSLCommerz store password, the ERP's database passwords and connection
strings, MikroTik router and Hikvision NVR logins, Google Workspace admin backup codes, a
Cloudflare API token, SMS gateway API keys, the server room door code, Wi-Fi keys and the
like; and many look-alikes: purchase order, style, LC, EXP, invoice and container numbers,
MAC addresses and IP plans, bKash TrxIDs, camera serials, firmware versions, public keys and
fingerprints, public client ids and site keys, masked numbers, expired OTPs and references to
secrets kept in the vault.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    aws_key_id,
    aws_secret,
    b64,
    digits,
    google_client_id,
    groups,
    hexs,
    iban,
    mac,
    openssh_private,
    pem,
    pem_body,
    phrase,
    pick,
    pin,
    pw,
    recaptcha_site_key,
    rnd,
    ssh_fingerprint,
    ssh_pub,
    telegram_bot_token,
    totp_seed,
    twilio_sid,
    uid,
    wg_key,
    write_corpora,
)

WORDS = [
    "padma", "meghna", "jamuna", "ilish", "shapla", "kathal", "rickshaw", "boishakh",
    "sundarban", "mishti", "cha", "tong", "bhorta", "jhalmuri", "kantha", "nokshi",
    "gazipur", "ashulia", "tongi", "savar", "sutli", "bobbin", "selai", "kapor",
]
RIVERS = ["Padma", "Meghna", "Jamuna", "Shapla", "Ilish", "Rupsha", "Karnaphuli", "Titas", "Dhaleswari"]
DJANGO = LOWER + DIGITS + "!@#$%^&*(-_=+)"


# --- credential values -------------------------------------------------------------------


def bd_pw() -> str:
    """A password the way this admin picks them: a Bangla word, digits, a symbol, letters."""
    return f"{pick(*RIVERS)}{pick('@', '#', '_', '.')}{digits(4)}{pick('!', '$', '%', '&', '*')}{rnd(UPPER + LOWER, 3)}"


def strong_pw() -> str:
    return pick(bd_pw(), pw(), rnd(ALNUM + "!@#%^*-_", pick(14, 16, 18)))


def bkash_app_key() -> str:
    return rnd(LOWER + DIGITS, 26)


def bkash_app_secret() -> str:
    return rnd(LOWER + DIGITS, 50)


def sslcz_passwd() -> str:
    return rnd(UPPER + DIGITS, 13) + "@ssl"


def cf_token() -> str:
    return rnd(URLSAFE, 40)


def cf_global_key() -> str:
    return hexs(37)


def bulksms_key() -> str:
    return rnd(ALNUM, 20)


def alpha_sms_key() -> str:
    return rnd(ALNUM, 40)


def twilio_token() -> str:
    return hexs(32)


def wa_token() -> str:
    return "EAA" + rnd(ALNUM, pick(180, 196, 210))


def django_key() -> str:
    return rnd(DJANGO, 50)


def odoo_session() -> str:
    return hexs(40)


def psk() -> str:
    return pick(rnd(ALNUM, 32), b64(secrets.token_bytes(24)))


def wifi_key() -> str:
    return pick(
        f"{pick(*RIVERS)}{digits(4)}{rnd(LOWER, 4)}",
        phrase(WORDS, 3, pick("-", "_", "")) + digits(3),
        rnd(ALNUM, 16),
    )


def google_backup_codes(n: int = 10) -> list[str]:
    return [f"{digits(4)} {digits(4)}" for _ in range(n)]


def gchat_webhook() -> str:
    return (f"https://chat.googleapis.com/v1/spaces/AAAA{rnd(URLSAFE, 7)}/messages"
            f"?key=AIzaSy{rnd(URLSAFE, 33)}&token={rnd(URLSAFE, 43)}%3D")


def gcp_sa_json() -> str:
    key = "-----BEGIN PRIVATE KEY-----\n" + pem_body(6) + "\n-----END PRIVATE KEY-----\n"
    return json.dumps({
        "type": "service_account",
        "project_id": "acme-erp-backup",
        "private_key_id": hexs(40),
        "private_key": key,
        "client_email": "erp-backup@acme-erp-backup.iam.gserviceaccount.com",
        "client_id": digits(21, lead=True),
    }, indent=2)


def safe_combo() -> str:
    return f"R {secrets.randbelow(99) + 1} - L {secrets.randbelow(99) + 1} - R {secrets.randbelow(99) + 1}"


# --- look-alike values -------------------------------------------------------------------

ISO6346 = {c: v for c, v in zip(UPPER, [10, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 34, 35, 36, 37, 38], strict=True)}


def container_no() -> str:
    """A shipping container number with a valid ISO 6346 check digit."""
    body = pick("MSC", "MAE", "HLX", "CMA", "ONE", "OOL", "EGH") + "U" + digits(6)
    total = sum((ISO6346[c] if c.isalpha() else int(c)) * 2**i for i, c in enumerate(body))
    return body + str(total % 11 % 10)


def bd_phone(plus: bool = True) -> str:
    n = "01" + pick("3", "4", "5", "6", "7", "8", "9") + digits(8)
    return f"+880 {n[1:5]}-{n[5:]}" if plus else n


def trx_id() -> str:
    return rnd(UPPER + DIGITS, 10)


def sha256() -> str:
    return hexs(64)


def hik_serial() -> str:
    model = pick("DS-7616NI-K2/16P", "DS-7608NI-Q1", "DS-2CD1043G2-I", "DS-2CD2143G2-IS", "DS-7732NI-K4")
    return f"{model}{pick('2023', '2024', '2025')}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{pick('CCWR', 'AAWR', 'CCRR')}{rnd(UPPER + DIGITS, 9)}"


def turnstile_site_key() -> str:
    return "0x4AAAAAAA" + rnd(URLSAFE, 14)


def po_no() -> str:
    return pick(f"PO-{pick('2024', '2025')}-{digits(6)}", f"45{digits(8)}", digits(6, lead=True), f"AGL/PO/{digits(5)}")


def style_no() -> str:
    return pick(digits(7, lead=True), f"ST-{pick('SS25', 'AW25', 'SS26')}-{pick('TEE', 'POLO', 'HOOD', 'JKT', 'DNM')}-{digits(4)}", f"{rnd(UPPER, 2)}{digits(5)}")


def lc_no() -> str:
    return f"{digits(4, lead=True)}{pick('24', '25')}{pick('01', '04', '06')}{digits(4)}"


def exp_no() -> str:
    return f"{digits(4, lead=True)}-{digits(6)}-{pick('2024', '2025')}"


def bin_no() -> str:
    return f"{digits(9)}-{pick('0101', '0102', '0103')}"


def bd_account() -> str:
    return digits(pick(13, 16), lead=True)


def routing_no() -> str:
    return digits(9, lead=True)


def ip3() -> str:
    return f"10.{secrets.randbelow(200) + 10}.{secrets.randbelow(250) + 1}"


def taka(lo: int, hi: int) -> str:
    n = lo + secrets.randbelow(hi - lo)
    s = str(n)
    if len(s) <= 3:
        return s
    head, tail = s[:-3], s[-3:]
    parts = []
    while len(head) > 2:
        parts.insert(0, head[-2:])
        head = head[:-2]
    if head:
        parts.insert(0, head)
    return ",".join(parts) + "," + tail


def date() -> str:
    return f"{secrets.randbelow(28) + 1:02d}.{secrets.randbelow(12) + 1:02d}.{pick('2024', '2025')}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "bkash_merchant_pin",
        f"bKash merchant wallet PIN (canteen er number) — {pin(5)}",
        f"বিকাশ মার্চেন্ট পিন নতুন: {pin(5)}\nকাউকে দিবেন না, accounts er Rahim bhai chara",
        f"bkash merchant pin change korsi ajke, notun ta {pin(5)} — purano ta r kaj korbe na",
        f"bKash PIN\n{pin(5)}\n(merchant 01{digits(9)}, head office)",
        f"- bkash merchant acc pin: {pin(5)}  // GM sir jane",
    )

    r.add(
        "nagad_merchant_pin",
        f"Nagad merchant PIN: {pin(4)}",
        f"নগদ মার্চেন্ট অ্যাকাউন্টের পিন {pin(4)} — ফ্যাক্টরি ২ এর জন্য",
        f"nagad pin {pin(4)} (uddokta na, merchant ta)",
        f"Nagad marchent pin bodlaisi -> {pin(4)}\nmone rakhte hobe, 3 bar vul dile lock",
        f"| wallet | number | pin |\n|---|---|---|\n| Nagad merchant | 01{digits(9)} | {pin(4)} |",
    )

    r.add(
        "bkash_pgw_credentials",
        f"bKash tokenized checkout (live)\napp_key: {bkash_app_key()}\napp_secret: {bkash_app_secret()}",
        f"BKASH_APP_SECRET={bkash_app_secret()}",
        f"বিকাশ পেমেন্ট গেটওয়ে app secret — {bkash_app_secret()} (ওয়েবসাইটের শপের জন্য)",
        f"```php\n'app_key' => '{bkash_app_key()}',\n'app_secret' => '{bkash_app_secret()}',\n```",
        f"bkash pgw live pass (grant token e lage) {rnd(ALNUM + '<*@#', 11)}, username 01{digits(9)}",
    )

    r.add(
        "nagad_merchant_private_key",
        f"Nagad merchant private key (PG integration)\n{pem('PRIVATE KEY', 6)}",
        f"নগদ PG এর merchant private key, public key টা নগদ কে দেওয়া আছে:\n{pem('RSA PRIVATE KEY', 5)}",
        f"NAGAD_MERCHANT_PRIVATE_KEY=\"{pem_body(4).replace(chr(10), '')}\"",
        f"nagad er jonno generate kora key (private, share korben na)\n{pem('PRIVATE KEY', 5)}",
        f"merchant id 68{digits(13)}\nmerchant private key:\n{pem('PRIVATE KEY', 4)}",
    )

    r.add(
        "sslcommerz_store_password",
        f"SSLCommerz live\nstore_id: acmegarments0live\nstore_passwd: {sslcz_passwd()}",
        f"sslcz store password {sslcz_passwd()} (store id acmeapparels{digits(2)}live)",
        f"SSLCOMMERZ_STORE_PASSWORD={sslcz_passwd()}\nSSLCOMMERZ_IS_SANDBOX=false",
        f"এসএসএল কমার্জ স্টোর পাসওয়ার্ড: {sslcz_passwd()}",
        f"$post_data['store_passwd'] = \"{sslcz_passwd()}\";  // live, web shop",
    )

    r.add(
        "erp_db_password",
        f"ERP DB (postgres) user odoo pass: {strong_pw()}",
        f"ইআরপি ডাটাবেসের নতুন পাসওয়ার্ড\n{strong_pw()}\nআগের টা বাতিল",
        f"erp db er sa password change korlam -> {strong_pw()}  (MSSQL, payroll DB)",
        f"odoo.conf\n[options]\ndb_host = erp-db.acme.internal\ndb_user = odoo\ndb_password = {strong_pw()}\nlogfile = /var/log/odoo/odoo-server.log",
        f"pg superuser postgres / {strong_pw()} (shudhu server theke login kora jay)",
    )

    r.add(
        "erp_database_url",
        f"DATABASE_URL=postgresql://odoo:{rnd(ALNUM, 20)}@erp-db.acme.internal:5432/acme_erp",
        f"Server=10.{secrets.randbelow(200)}.1.20,1433;Database=AcmePayroll;User Id=sa;Password={rnd(ALNUM + '!#', 16)};TrustServerCertificate=True",
        f"psql \"postgresql://report_ro:{rnd(ALNUM, 18)}@erp-db.acme.internal/acme_erp?sslmode=require\"",
        f"ইআরপি কানেকশন স্ট্রিং (রিপোর্ট সার্ভারের জন্য):\nmysql://hr_app:{rnd(ALNUM, 16)}@hr-db.acme.internal:3306/hrm",
        f"metabase e dilam: postgres://metabase:{rnd(ALNUM, 22)}@10.{secrets.randbelow(200)}.5.11:5432/acme_erp",
    )

    r.add(
        "mikrotik_router_login",
        f"MikroTik CCR (core) winbox: admin / {rnd(ALNUM + '!@#', 14)}",
        f"মাইক্রোটিক রাউটারের লগইন\nIP 10.{secrets.randbelow(200)}.0.1\nuser: acme-it\npass: {rnd(ALNUM + '!@#', 14)}",
        f"/user add name=it-admin group=full password=\"{rnd(ALNUM + '@#', 16)}\"",
        f"factory 2 er hAP ac2 router pass {bd_pw()} (winbox e login)",
        f"mikrotik admin pasword bodlaisi: {rnd(ALNUM, 15)}\nISP er lok ke diben na",
    )

    r.add(
        "hikvision_nvr_login",
        f"Hikvision NVR (cutting floor) admin / {bd_pw()}",
        f"rtsp://admin:{rnd(ALNUM, 12)}@10.{secrets.randbelow(200)}.30.5:554/Streaming/Channels/101",
        f"সিসিটিভি NVR এর পাসওয়ার্ড — {bd_pw()}\nগেটের ক্যামেরা গুলা এটাতেই",
        f"nvr pass {pick('Hik', 'Cctv', 'Nvr')}{pick('@', '#')}{digits(4)}{rnd(UPPER + LOWER, 4)} , ivms-4200 e add korte lagbe",
        f"hik-connect account: it@acme-apparels.example\npassword: {bd_pw()}",
    )

    codes = google_backup_codes()
    r.add(
        "workspace_admin_backup_codes",
        "Google Workspace super admin backup codes (admin@acme-apparels.example)\n" + "\n".join(google_backup_codes()),
        "গুগল ওয়ার্কস্পেস অ্যাডমিন ব্যাকআপ কোড:\n" + "   ".join(google_backup_codes()),
        "workspace admin er backup code, ekta use korle cross kore diben\n" + "\n".join(f"{i + 1}. {c}" for i, c in enumerate(codes)),
        f"gws recovery codes: {', '.join(google_backup_codes(5))}",
        "backup codes (it@acme-apparels.example) — phone harale eta diye dhukbo\n" + "\n".join(google_backup_codes(8)),
    )

    r.add(
        "cloudflare_api_token",
        f"Cloudflare API token (DNS edit, acme-apparels.example zone): {cf_token()}",
        f"curl -H \"Authorization: Bearer {cf_token()}\" https://api.cloudflare.com/client/v4/user/tokens/verify",
        f"CF_API_TOKEN={cf_token()}  # ddns script, mikrotik theke call hoy",
        f"ক্লাউডফ্লেয়ার টোকেন\n{cf_token()}\n(শুধু DNS:Edit পারমিশন)",
        f"certbot cloudflare.ini\ndns_cloudflare_api_token = {cf_token()}",
    )

    r.add(
        "cloudflare_global_api_key",
        f"Cloudflare Global API Key: {cf_global_key()} (account it@acme-apparels.example)",
        f"X-Auth-Email: it@acme-apparels.example\nX-Auth-Key: {cf_global_key()}",
        f"cf global key {cf_global_key()} — eta diye shob kichu kora jay, shabdhan",
        f"ক্লাউডফ্লেয়ার গ্লোবাল কী = {cf_global_key()}",
        f"export CF_API_KEY={cf_global_key()}\nexport CF_API_EMAIL=it@acme-apparels.example",
    )

    r.add(
        "sms_gateway_api_key",
        f"BulkSMSBD api key {bulksms_key()} sender id ACME-GMT",
        f"http://bulksmsbd.test/api/smsapi?api_key={bulksms_key()}&type=text&number=88017{digits(8)}&senderid=8809617{digits(6)}&message=salary+credited",
        f"Alpha SMS api key (attendance alert):\n{alpha_sms_key()}",
        f"twilio (buyer er US number e sms)\nSID {twilio_sid()}\nauth token {twilio_token()}",
        f"এসএমএস গেটওয়ে API KEY: {bulksms_key()} — বেতনের মেসেজ এইটা দিয়ে যায়",
    )

    r.add(
        "server_room_door_code",
        f"server room door code {pin(6)}#",
        f"সার্ভার রুমের দরজার কোড: {pin(6)}",
        f"server rum er lock code notun -> {pin(6)} (purono ta {pin(6)} ar kaj kore na)",
        f"Door access (ZKTeco keypad), server room: {pin(6)} then press #",
        f"reminder: server room e dhukte code lage\n{pin(6)}\nguard ke dibo na",
    )

    r.add(
        "wifi_passphrase",
        f"WiFi ACME-Office (5G) pass: {wifi_key()}",
        f"অফিসের ওয়াইফাই পাসওয়ার্ড\nSSID: ACME-Mgmt\nPass: {wifi_key()}",
        f"WIFI:T:WPA;S:ACME-Staff;P:{wifi_key()};;",
        f"guest wifi (buyer visit) er password {wifi_key()} — visit sesh hole change",
        f"/interface wifiwave2 security set sec-office passphrase=\"{wifi_key()}\"",
    )

    r.add(
        "gmail_app_password",
        f"ERP email alert er jonno gmail app password: {app_password()}",
        f"SMTP (noreply@acme-apparels.example) app password\n{app_password()}",
        f"EMAIL_HOST_PASSWORD='{app_password()}'",
        f"গুগল অ্যাপ পাসওয়ার্ড (স্ক্যানার থেকে মেইল যাওয়ার জন্য) {app_password()}",
        f"nvr email notification smtp pass -> {app_password()}",
    )

    r.add(
        "openssh_private_key",
        f"backup server er ssh key (root@backup01.acme.internal)\n{openssh_private()}",
        f"ERP server e dhukar key, laptop harale revoke korbo\n{openssh_private()}",
        f"সার্ভারের প্রাইভেট কী:\n{openssh_private()}",
        f"~/.ssh/id_ed25519 (it-admin)\n{openssh_private()}",
        f"deploy key for erp-addons repo\n{openssh_private()}",
    )

    r.add(
        "aws_s3_backup_keys",
        f"S3 backup (acme-erp-backup bucket)\nAccess key: {aws_key_id()}\nSecret: {aws_secret()}",
        f"[default]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = ap-south-1",
        f"aws secret key {aws_secret()} (key id {aws_key_id()}) — db dump upload er jonno",
        f"এডব্লিউএস ব্যাকআপ কী: {aws_key_id()} / {aws_secret()}",
        f"rclone config\n[s3backup]\ntype = s3\nprovider = AWS\naccess_key_id = {aws_key_id()}\nsecret_access_key = {aws_secret()}",
    )

    r.add(
        "telegram_bot_token",
        f"Telegram bot (server down alert) token: {telegram_bot_token()}",
        f"TELEGRAM_BOT_TOKEN={telegram_bot_token()}\nCHAT_ID=-100{digits(10)}",
        f"টেলিগ্রাম বট টোকেন {telegram_bot_token()} — ইউপিএস অ্যালার্ট গ্রুপ",
        f"curl https://api.telegram.org/bot{telegram_bot_token()}/sendMessage -d chat_id=-100{digits(10)} -d text=NVR_OFFLINE",
        f"botfather theke notun token nilam (purono leak hoisilo): {telegram_bot_token()}",
    )

    r.add(
        "totp_seed",
        f"Workspace admin 2FA secret key (authenticator e add korar jonno): {groups(totp_seed().lower(), 4)}",
        f"otpauth://totp/Cloudflare:it@acme-apparels.example?secret={totp_seed()}&issuer=Cloudflare",
        f"২এফএ সিক্রেট (বিকাশ মার্চেন্ট পোর্টাল) {totp_seed()}",
        f"TOTP seed for vpn login, 2nd phone e o add korsi\n{totp_seed()}",
        f"aws root mfa seed: {totp_seed()}",
    )

    r.add(
        "domain_admin_password",
        f"AD domain admin (ACME\\Administrator) pass: {strong_pw()}",
        f"ডোমেইন অ্যাডমিন পাসওয়ার্ড — {strong_pw()}",
        f"dc01 DSRM (restore mode) pass {strong_pw()} — shudhu DC recovery te lagbe",
        f"net user it.admin {strong_pw()} /domain",
        f"windows server (file server) admin login\nAdministrator\n{strong_pw()}",
    )

    r.add(
        "ipsec_preshared_key",
        f"/ip ipsec peer add address=203.0.113.{secrets.randbelow(250) + 1}/32 name=factory2\n/ip ipsec identity add peer=factory2 secret=\"{psk()}\"",
        f"site to site vpn (HO <-> Gazipur) PSK: {psk()}",
        f"L2TP server ipsec secret {psk()} (remote user der jonno same)",
        f"আইপিসেক প্রিশেয়ার্ড কী\n{psk()}",
        f"Fortigate side e same psk dite hobe -> {psk()}",
    )

    r.add(
        "wireguard_private_key",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.{secrets.randbelow(200)}.99.2/32\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.internal:51820\nAllowedIPs = 10.0.0.0/8",
        f"/interface wireguard add listen-port=13231 name=wg-ho private-key=\"{wg_key()}\"",
        f"wg private key (amar laptop) {wg_key()}",
        f"ওয়্যারগার্ড প্রাইভেট কী, GM স্যারের ফোনের জন্য:\n{wg_key()}",
        f"wireguard privkey for ashulia router\n{wg_key()}\n(pubkey ta HO te add kora ache)",
    )

    r.add(
        "whatsapp_cloud_api_token",
        f"WhatsApp Cloud API permanent token (buyer shipment update):\n{wa_token()}",
        f"WA_ACCESS_TOKEN={wa_token()}",
        f"meta system user token {wa_token()} phone number id {digits(15, lead=True)}",
        f"হোয়াটসঅ্যাপ বিজনেস API টোকেন — {wa_token()}",
        f"curl -X POST https://graph.facebook.com/v19.0/{digits(15, lead=True)}/messages -H \"Authorization: Bearer {wa_token()}\"",
    )

    r.add(
        "gcp_service_account_key",
        f"drive backup service account json:\n{gcp_sa_json()}",
        f"GCS e db dump upload er key file (erp-backup-sa.json)\n{gcp_sa_json()}",
        f"গুগল সার্ভিস অ্যাকাউন্ট কী:\n{gcp_sa_json()}",
        f"service account er private_key_id {hexs(40)}, key:\n{pem('PRIVATE KEY', 6)}",
        f"sheets sync script er credential\n{gcp_sa_json()}",
    )

    r.add(
        "safe_and_alarm_code",
        f"accounts er cash safe combination {safe_combo()}",
        f"অ্যালার্ম প্যানেল কোড (গোডাউন) {pin(4)}",
        f"alarm disarm code {pin(6)} — raat e guard er kache ache",
        f"tijori (HR room) combo:\n{safe_combo()}",
        f"fire alarm panel installer code {pin(4)} (vendor ke diye dibo na)",
    )

    r.add(
        "django_secret_key",
        f"SECRET_KEY = '{django_key()}'",
        f"HR portal (django) secret key: {django_key()}",
        f"DJANGO_SECRET_KEY=\"{django_key()}\"\nDEBUG=False",
        f"এইচআর অ্যাপের সিক্রেট কী\n{django_key()}",
        f"prod .env e SECRET_KEY change korsi -> {django_key()}",
    )

    r.add(
        "erp_session_cookie",
        f"curl -b \"session_id={odoo_session()}\" https://erp.acme.internal/web/dataset/call_kw",
        f"Cookie: session_id={odoo_session()}; frontend_lang=en_US",
        f"admin er erp session (browser theke copy) {odoo_session()}",
        f"ইআরপি সেশন কুকি: session_id={odoo_session()}",
        f"postman e session_id={odoo_session()} diye API test korlam",
    )

    r.add(
        "cpanel_password",
        f"cPanel (acme-apparels.example) user acmeapp pass {strong_pw()}",
        f"website hosting login\nhttps://cpanel.acme-apparels.example:2083\nuser: acmeapp\npass: {strong_pw()}",
        f"ওয়েবসাইটের সিপ্যানেল পাসওয়ার্ড {strong_pw()}",
        f"ftp (FileZilla) ftp.acme-apparels.example / acmeapp / {strong_pw()}",
        f"cpanel pass bodlaisi, hosting company ke bolsi: {strong_pw()}",
    )

    r.add(
        "google_chat_webhook",
        f"Google Chat (IT Alerts space) webhook:\n{gchat_webhook()}",
        f"WEBHOOK_URL=\"{gchat_webhook()}\"",
        f"ups alert er jonno chat webhook {gchat_webhook()}",
        f"গুগল চ্যাট ওয়েবহুক (প্রোডাকশন রিপোর্ট): {gchat_webhook()}",
        f"curl -X POST -H 'Content-Type: application/json' '{gchat_webhook()}' -d '{{\"text\":\"backup ok\"}}'",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "purchase_order_no",
        f"PO {po_no()} — 12,400 pcs polo, ex-factory {date()}",
        f"বায়ারের নতুন পিও নম্বর: {po_no()}",
        f"po no {po_no()} er trims ekhono ase nai, merchandiser ke call dite hobe",
        f"| PO | qty | ship |\n|---|---|---|\n| {po_no()} | 8,200 | {date()} |\n| {po_no()} | 5,600 | {date()} |",
        f"PO#\n{po_no()}\n(amendment 2, colour change)",
    )

    r.add(
        "style_no",
        f"style {style_no()} size set approved",
        f"স্টাইল নম্বর {style_no()} এর মার্কার ফাইল ERP তে আপলোড করা হয়েছে",
        f"Style# {style_no()} / {style_no()} — same fabric, diff wash",
        f"sample room e {style_no()} er pp sample ready, qc check baki",
        f"styles this week:\n- {style_no()}\n- {style_no()}\n- {style_no()}",
    )

    r.add(
        "lc_reference",
        f"LC No. {lc_no()} (sight, 90 days) opened by buyer bank",
        f"BTB LC {lc_no()} against master LC {lc_no()} — fabric import",
        f"এলসি নম্বর: {lc_no()}, ব্যাংক: ACME Bank Motijheel",
        f"lc {lc_no()} er amendment copy scan kore share folder e rakhlam",
        f"Master LC\n{lc_no()}\nvalue USD {secrets.randbelow(900) + 100},{digits(3)}.00",
    )

    r.add(
        "mac_address_list",
        f"NVR MAC {mac(upper=True)} — dhcp reservation 10.{secrets.randbelow(200)}.30.5",
        f"ম্যাক অ্যাড্রেস (অ্যাটেনডেন্স মেশিন): {mac('-', upper=True)}",
        f"/ip dhcp-server lease add address=10.{secrets.randbelow(200)}.10.21 mac-address={mac(upper=True)} comment=\"GM laptop\"",
        f"printer mac {mac()} , scanner mac {mac()}",
        f"cutting floor er cam:\n{mac(upper=True)}\n{mac(upper=True)}\n{mac(upper=True)}",
    )

    a, b, c = ip3(), ip3(), ip3()
    r.add(
        "ip_address_plan",
        f"VLAN plan\n10 office  {a}.0/24  gw {a}.1\n20 cctv  {b}.0/24  gw {b}.1\n30 erp  {c}.0/24",
        f"আইপি প্ল্যান: প্রোডাকশন ফ্লোর {ip3()}.0/23, গেটওয়ে .1, DHCP .50-.250",
        f"erp server {ip3()}.10, db {ip3()}.11, backup {ip3()}.12",
        f"ISP (BDIX) static ip 203.0.113.{secrets.randbelow(250) + 1}/29 , gateway .{secrets.randbelow(6) + 1}",
        f"/ip address add address={ip3()}.1/24 interface=vlan40-guest",
    )

    r.add(
        "bkash_trx_id",
        f"bKash TrxID {trx_id()} — ISP bill paid {taka(3000, 9000)} tk",
        f"বিকাশ ট্রানজেকশন আইডি: {trx_id()} (ক্যান্টিন বিল)",
        f"nagad txn id {trx_id()}, amount {taka(1000, 5000)}",
        f"payment proof: TrxID {trx_id()} {date()} 11:42 AM",
        f"bkash refund pending, trx {trx_id()} , support e complain korsi",
    )

    r.add(
        "masked_number",
        f"company card ending {digits(4)} — cloudflare bill charge hoise",
        f"বিকাশ মার্চেন্ট: 01{digits(1)}*****{digits(3)}",
        f"Nagad acc 01{digits(2)}XXXX{digits(4)} theke refund ashbe",
        f"visa **** **** **** {digits(4)} exp 08/27 (shudhu last 4 rakhlam)",
        f"bank a/c ending ...{digits(4)} e salary transfer",
    )

    r.add(
        "phone_contact",
        f"ISP support (BDIX): {bd_phone()}",
        f"হিকভিশন টেকনিশিয়ান — {bd_phone(False)}",
        f"mikrotik vendor Sohel bhai {bd_phone(False)} , office {bd_phone()}",
        f"GM sir: {bd_phone()}\nHR head: {bd_phone()}",
        f"bKash merchant helpline 16247, amader merchant number {bd_phone(False)}",
    )

    r.add(
        "export_permit_no",
        f"EXP No. {exp_no()} — shipment {date()}",
        f"এক্সপ নম্বর {exp_no()}, ইনভয়েস এর সাথে মিলাতে হবে",
        f"exp form {exp_no()} bank e submit korsi",
        f"UD No. BGMEA/DHK/UD/{pick('2024', '2025')}/{digits(5)}/{digits(3)} , EXP {exp_no()}",
        f"EXP\n{exp_no()}\n{exp_no()}",
    )

    r.add(
        "container_bl_no",
        f"container {container_no()} loaded at Chattogram port",
        f"কন্টেইনার নম্বর: {container_no()}, সিল {digits(7, lead=True)}",
        f"BL No. {pick('MEDU', 'HLCU', 'MAEU')}{rnd(UPPER + DIGITS, 9)} / cntr {container_no()}",
        f"vessel ETD {date()}, cntr {container_no()} + {container_no()}",
        f"HBL {pick('DAC', 'CGP')}{digits(8)} — forwarder ke email korlam",
    )

    r.add(
        "courier_awb",
        f"DHL AWB {digits(10, lead=True)} — pp sample to buyer",
        f"ফেডেক্স ট্র্যাকিং নম্বর {digits(12, lead=True)}",
        f"courier (sundarban) cn no {digits(8)} , mikrotik spare ashtese",
        f"UPS 1Z{rnd(UPPER + DIGITS, 16)} trims sample",
        f"awb\n{digits(10, lead=True)}\n(customs e atke ache)",
    )

    r.add(
        "nvr_camera_serial",
        f"NVR serial {hik_serial()}",
        f"ক্যামেরা সিরিয়াল নম্বর: {hik_serial()} (ওয়ারেন্টি ক্লেইম)",
        f"warranty claim er jonno serial: {hik_serial()}",
        f"hikvision device list\n{hik_serial()}\n{hik_serial()}",
        f"mikrotik serial {rnd(UPPER + DIGITS, 12)} , software id {rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}",
    )

    r.add(
        "firmware_version",
        f"RouterOS upgrade 7.{secrets.randbelow(10) + 10}.{secrets.randbelow(5)} -> 7.{secrets.randbelow(3) + 20} done",
        f"NVR firmware V4.{secrets.randbelow(80) + 10}.{digits(3)} build {pick('23', '24', '25')}{digits(4)}",
        f"ফার্মওয়্যার ভার্সন আপডেট হয়েছে: V5.{secrets.randbelow(9)}.{secrets.randbelow(20)}",
        f"odoo {pick('16', '17')}.0+e-{pick('2024', '2025')}{digits(4)} , postgres 15.{secrets.randbelow(8)}",
        f"routerboard firmware {secrets.randbelow(3) + 7}.{secrets.randbelow(18)}.{secrets.randbelow(5)} (factory 2)",
    )

    r.add(
        "ssh_host_fingerprint",
        f"erp server host key fingerprint {ssh_fingerprint()}",
        f"ED25519 key fingerprint is {ssh_fingerprint()}.\nAre you sure you want to continue connecting (yes/no)?",
        f"সার্ভারের ফিঙ্গারপ্রিন্ট মিলিয়ে নিন: {ssh_fingerprint()}",
        f"backup01 host key changed! new fp {ssh_fingerprint()} (os reinstall korsi tai)",
        f"known host check:\nerp-db  {ssh_fingerprint()}\nbackup01  {ssh_fingerprint()}",
    )

    r.add(
        "ssh_public_key",
        f"ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} it-admin@acme",
        f"authorized_keys e add korlam (vendor er key)\nssh-rsa {ssh_pub('ssh-rsa', 256)} vendor@support",
        f"আমার পাবলিক কী:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} rahim@laptop",
        f"/user ssh-keys import public-key-file=id_ed25519.pub user=acme-it\n# file content: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
        f"github deploy key (public part) ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} erp-addons",
    )

    r.add(
        "cloudflare_zone_account_id",
        f"Cloudflare zone id (acme-apparels.example): {hexs(32)}",
        f"account id {hexs(32)} , zone id {hexs(32)}",
        f"ক্লাউডফ্লেয়ার জোন আইডি {hexs(32)}",
        f"curl https://api.cloudflare.com/client/v4/zones/{hexs(32)}/dns_records -H \"Authorization: Bearer $CF_API_TOKEN\"",
        f"CF_ZONE_ID={hexs(32)}",
    )

    r.add(
        "oauth_public_client_id",
        f"Google OAuth client id (HR portal login): {google_client_id()}",
        f"GOOGLE_CLIENT_ID={google_client_id()}",
        f"ওঅথ ক্লায়েন্ট আইডি (পাবলিক, ফ্রন্টএন্ডে থাকে) {google_client_id()}",
        f"<meta name=\"google-signin-client_id\" content=\"{google_client_id()}\">",
        f"client id ta public, secret ta vault e: {google_client_id()}",
    )

    r.add(
        "captcha_site_key",
        f"reCAPTCHA site key (website contact form) {recaptcha_site_key()}",
        f"<div class=\"g-recaptcha\" data-sitekey=\"{recaptcha_site_key()}\"></div>",
        f"turnstile sitekey {turnstile_site_key()} (public, html e thake)",
        f"ক্যাপচা সাইট কী: {recaptcha_site_key()}",
        f"<div class=\"cf-turnstile\" data-sitekey=\"{turnstile_site_key()}\"></div>",
    )

    r.add(
        "ci_secret_reference",
        "env:\n  CLOUDFLARE_API_TOKEN: ${{ secrets.CLOUDFLARE_API_TOKEN }}\n  BKASH_APP_SECRET: ${{ secrets.BKASH_APP_SECRET }}",
        "app_secret = os.environ[\"BKASH_APP_SECRET\"]  # hardcode korben na",
        "SMS_API_KEY=${SMS_API_KEY:?set in /etc/acme/erp.env}",
        "এনভায়রনমেন্ট ভ্যারিয়েবল: DB_PASSWORD, SSLCZ_STORE_PASSWD, TELEGRAM_BOT_TOKEN — মান গুলা সার্ভারে",
        "password: \"{{ vault_mikrotik_admin_password }}\"  # ansible vault theke ashbe",
    )

    r.add(
        "vault_entry_reference",
        "MikroTik admin pass Bitwarden e ache: Infra > Network > CCR-core",
        "vault kv get secret/erp/postgres   (db password ekhane, note e na)",
        "নগদ মার্চেন্ট পিন জিএম স্যারের কাছে সিল করা খামে, এখানে লিখলাম না",
        "Hikvision NVR password -> Bitwarden 'CCTV / NVR cutting floor' (org: ACME IT)",
        f"workspace backup codes printed, HO safe e rakha, bitwarden item id {uid()}",
    )

    r.add(
        "expired_otp",
        f"bKash OTP {digits(6)} ashchilo kintu 3 min e expire hoye gese, abar request dilam",
        f"নগদ ওটিপি {digits(4)} — ব্যবহার হয়ে গেছে, আর কাজ করবে না",
        f"Google verification code G-{digits(6)} (already used, login done)",
        f"bank OTP {digits(6)} expired, transfer fail — kal abar try",
        f"cloudflare email code {digits(6)} used {date()}, ignore",
    )

    r.add(
        "company_bank_account",
        f"Company a/c: ACME Apparels Ltd, A/C {bd_account()}, routing {routing_no()}, SWIFT ACMEBDDH",
        f"বায়ারের ব্যাংক IBAN: {iban('DE', digits(18))}",
        f"salary account {bd_account()} (ACME Bank, Gazipur branch), routing no {routing_no()}",
        f"buyer remittance: IBAN {iban('GB', 'ACME' + digits(14))} BIC ACMEGB2L",
        f"ERQ account no {bd_account()} — export proceeds ekhane ashe",
    )

    r.add(
        "vat_bin_tin",
        f"BIN: {bin_no()}",
        f"কোম্পানির ই-টিআইএন: {digits(12, lead=True)}",
        f"ERC no. RA-{digits(7)} , IRC no. BA-{digits(6)}",
        f"BGMEA member no {digits(4, lead=True)} , BIN {bin_no()}",
        f"invoice e BIN {bin_no()} likhte hobe, VAT challan no {digits(8)}",
    )

    r.add(
        "git_commit_sha",
        f"erp-addons deploy commit {hexs(40)}",
        f"git revert {hexs(7)}  # payroll rounding bug",
        f"গিট কমিট {hexs(40)} থেকে রোলব্যাক করা হয়েছে",
        f"mikrotik-scripts repo HEAD {hexs(12)} , tag v1.{secrets.randbelow(9)}.{secrets.randbelow(9)}",
        f"Merge pull request #{digits(3, lead=True)} from acme/fix-attendance\ncommit {hexs(40)}",
    )

    r.add(
        "file_checksum",
        f"routeros-7.{secrets.randbelow(10) + 10}-arm64.npk sha256 {sha256()}",
        f"db dump acme_erp_{pick('20250112', '20250304', '20241118')}.sql.gz\nsha256: {sha256()}",
        f"ফার্মওয়্যার ফাইলের চেকসাম (MD5): {hexs(32)}",
        f"sha256sum backup.tar.zst\n{sha256()}  backup.tar.zst",
        f"iso verify korlam, match kore: {sha256()}",
    )

    r.add(
        "erp_record_url",
        f"https://erp.acme.internal/odoo/action-{digits(3, lead=True)}/{digits(5, lead=True)}",
        f"ticket link: https://helpdesk.acme.internal/tickets/{uid()}",
        f"ইআরপি রিপোর্ট লিংক https://reports.acme.internal/d/{uid()}/production-daily",
        f"shared drive folder https://drive.acme.example/folder/{uid()} (shipment docs)",
        f"grafana dashboard https://grafana.acme.internal/d/{rnd(ALNUM, 9)}/mikrotik?orgId=1",
    )

    r.add(
        "employee_card_id",
        f"new joiner card no {digits(10)} , emp id EMP-{digits(5, lead=True)}",
        f"আইডি কার্ড নম্বর {digits(10)} — অ্যাটেনডেন্স মেশিনে এনরোল করা হয়েছে",
        f"ZKTeco user id {digits(4, lead=True)} card {digits(10)} (line 7 operator)",
        f"lost card {digits(10)} block kore notun dilam {digits(10)}",
        f"| emp id | card |\n|---|---|\n| {digits(5, lead=True)} | {digits(10)} |\n| {digits(5, lead=True)} | {digits(10)} |",
    )

    r.add(
        "commercial_invoice_no",
        f"CI No. AGL/{pick('2024', '2025')}/{digits(4)} , PL No. AGL/PL/{digits(4)}",
        f"ইনভয়েস নম্বর INV-{digits(6)}, তারিখ {date()}",
        f"ISP bill invoice #{digits(8)} paid",
        f"cloudflare invoice IN-{digits(8)} , ${secrets.randbelow(200) + 20}.00",
        f"commercial invoice\n{pick('ACME', 'AGL')}-EXP-{digits(5)}\nqty 24,600 pcs",
    )

    r.add(
        "wireguard_public_key",
        f"[Peer]\n# GM sir phone\nPublicKey = {wg_key()}\nAllowedIPs = 10.{secrets.randbelow(200)}.99.7/32",
        f"HO router er wg public key {wg_key()} (eta share kora jay)",
        f"ওয়্যারগার্ড পাবলিক কী: {wg_key()}",
        f"/interface wireguard peers add interface=wg-ho public-key=\"{wg_key()}\" allowed-address=10.{secrets.randbelow(200)}.99.0/24",
        f"peer pubkey list\nlaptop {wg_key()}\nphone {wg_key()}",
    )

    r.add(
        "payroll_dates_amounts",
        f"বেতন {date()}: মোট ৳ {taka(10_000_000, 40_000_000)}, বিকাশে {taka(1_000_000, 9_000_000)}",
        f"overtime payment {date()} , total tk {taka(500_000, 2_000_000)}",
        f"salary disbursement\nline workers: {taka(5_000_000, 20_000_000)}\nstaff: {taka(1_000_000, 5_000_000)}",
        f"Eid bonus {date()} — {taka(2_000_000, 8_000_000)} BDT, bank transfer ref {digits(12, lead=True)}",
        f"ups battery replace quote {taka(80_000, 300_000)} tk, valid till {date()}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout335.py", [
        ("heldout335_credentials.yaml", credentials(), "Held-out batch 335: credentials a garment factory IT admin in Dhaka keeps (bKash, Nagad, SSLCommerz, ERP database, MikroTik, Hikvision, Google Workspace, Cloudflare, SMS gateways, door and safe codes and more)"),
        ("heldout335_lookalikes.yaml", lookalikes(), "Held-out batch 335: a garment factory IT admin's PO, style, LC, EXP and container numbers, MAC and IP plans, serials, public keys, masked numbers and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
