# ruff: noqa: E501
"""Writes heldout355_credentials.yaml and heldout355_lookalikes.yaml: held-out batch 355.

Persona: a logistics officer at an NGO in Addis Ababa who writes her notes in Amharic (in
Ge'ez script, sometimes in Latin letters) mixed with English. She keeps the KoboToolbox and
ODK Central servers (API tokens, app user tokens, the database URLs, the Django secret key,
the SSH key), the fleet GPS tracker portal (Wialon token and logins), the telebirr and CBE
Birr merchant details (app secret, signing key, operator PINs), the office Ethio Telecom
router and the VSAT modem, the warehouse padlock, safe and alarm codes, donor reporting
portals, and her own phone, SIM and bank PINs; and many look-alikes: Kobo asset uids and
submission uuids, GPS unit IMEIs and SIM ICCIDs, plate numbers, waybills and purchase
orders, telebirr receipts and CBE transfer references, bank account and TIN numbers,
masked cards, fingerprints and public keys, the public Mapbox token, expired one-time
codes, and references to secrets kept in the vault.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; our own hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

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
    b64u,
    bitlocker_key,
    digits,
    groups,
    hexs,
    luhn,
    mac,
    openssh_private,
    pem,
    phrase,
    pick,
    pin,
    pw,
    recovery_codes,
    rnd,
    s10,
    slack_webhook,
    ssh_fingerprint,
    ssh_pub,
    telegram_bot_token,
    totp_seed,
    uid,
    wg_key,
    write_corpora,
)

WORDS = [
    "buna", "injera", "entoto", "abay", "tana", "lalibela", "gonder", "merkato", "sheger",
    "bole", "shiro", "teff", "berbere", "meskel", "enkutatash", "gelada", "semien", "awash",
    "jebena", "kolo", "tej", "ambo", "harar", "axum", "wollo", "dessie", "koshe", "mekele",
]
PLACES = ["Selam", "Buna", "Abay", "Entoto", "Merkato", "Gonder", "Lalibela", "Tana", "Bole", "Sheger", "Axum", "Harar"]


def own_pw() -> str:
    """A password she chose herself, or one the password manager made."""
    return pick(
        f"{pick(*PLACES)}{pick('@', '#', '!', '_', '.')}{digits(4)}",
        f"{pick(*PLACES)}{digits(2)}{pick(*PLACES).lower()}{pick('!', '$', '*', '?')}",
        rnd(ALNUM + "!@#%*", 14),
        pw(),
    )


def db_pw() -> str:
    return rnd(ALNUM, pick(20, 24, 28))


def kobo_token() -> str:
    """A KoboToolbox (Django REST framework) API token: 40 hex characters."""
    return hexs(40)


def odk_app_token() -> str:
    """An ODK Central app user / session token: 64 characters of [A-Za-z0-9!$]."""
    return rnd(ALNUM + "!$", 64)


def django_key() -> str:
    return rnd(LOWER + DIGITS + "!@#%^&*(-_=+)", 50)


def wialon_token() -> str:
    """A Wialon Hosting access token: 72 hex characters."""
    return hexs(72)


def telebirr_secret() -> str:
    return hexs(32)


def google_codes() -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(pick(5, 10)))


def dial_combo() -> str:
    """A three-number dial padlock combination (0 to 39)."""
    return "-".join(str(secrets.randbelow(40)) for _ in range(3))


def session_id() -> str:
    return rnd(LOWER + DIGITS, 32)


def kobo_uid() -> str:
    return "a" + rnd(ALNUM, 21)


def imei() -> str:
    return luhn(pick("35", "86"), 15)


def iccid() -> str:
    return luhn("89251" + pick("01", "02"), 19)


def plate() -> str:
    return f"{pick('2', '3', '4')}-{pick('A', 'B', 'C')}{digits(5, lead=True)} {pick('AA', 'OR', 'AM')}"


def et_phone() -> str:
    return f"+251 9{digits(1)} {digits(3)} {digits(4)}"


def cbe_account() -> str:
    return "1000" + digits(9)


def telebirr_receipt() -> str:
    return rnd(UPPER + DIGITS, 10)


def cbe_ref() -> str:
    return f"FT{digits(5)}{rnd(UPPER + DIGITS, 5)}"


def tin() -> str:
    return digits(10, lead=True)


def gpon_sn() -> str:
    return pick("HWTC", "ZTEG") + hexs(8).upper()


def mapbox_public() -> str:
    claims = f'{{"u":"{pick("acme-logistics", "acme-fleet")}","a":"cl{rnd(LOWER + DIGITS, 23)}"}}'
    return f"pk.{b64u(claims.encode())}.{rnd(URLSAFE, 22)}"


def amount() -> str:
    return f"{secrets.randbelow(900) + 10},{digits(3)}.{pick('00', '50')}"


def et_ticket() -> str:
    return "071-" + digits(10)


def laptop_serial() -> str:
    return pick("5CG", "PF", "C02") + rnd(UPPER + DIGITS, 7)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "kobo_api_token",
        f"Kobo API token (kf.kobo.acme.example, account logistics_admin): {kobo_token()}",
        f"curl -H \"Authorization: Token {kobo_token()}\" https://kf.kobo.acme.example/api/v2/assets.json",
        f"የኮቦ ቶከን ለPower BI ሪፖርቱ\n{kobo_token()}",
        f"```python\nKOBO_URL = 'https://kf.kobo.acme.example'\nKOBO_TOKEN = '{kobo_token()}'\n```",
    )

    r.add(
        "kobo_superuser_password",
        f"kobo-install .env\nKOBO_SUPERUSER_USERNAME=super_admin\nKOBO_SUPERUSER_PASSWORD={own_pw()}",
        f"Kobo super admin login — user super_admin, pw {own_pw()}",
        f"የኮቦ ሰርቨር super admin የይለፍ ቃል: {own_pw()}  ለማንም አትስጪ!!",
        f"kobo superuser passwd changed ዛሬ\n{own_pw()}",
    )

    r.add(
        "odk_central_app_user_token",
        f"ODK Central app user 'tablet-dire-dawa' token: {odk_app_token()}",
        f"Collect server URL (app user, project 4):\nhttps://central.acme.example/v1/key/{odk_app_token()}/projects/4",
        f"የODK ታብሌት ቶከን (ለመቐለ ቡድን) {odk_app_token()}",
        f"odk app user tok — yegonder team\n{odk_app_token()}\nrevoke madreg alebign ke project yalqe behuwala",
    )

    r.add(
        "odk_central_web_password",
        f"ODK Central web login: logistics@acme.example / {own_pw()}",
        f"odk-cmd --email logistics@acme.example user-set-password → new pw {own_pw()}",
        f"የODK Central የመግቢያ ቃል {own_pw()} (email: logistics@acme.example)",
        f"central admin pass {own_pw()} — IT ke ሰኞ befit aydelem yaqew",
    )

    r.add(
        "odk_collect_admin_password",
        f"ODK Collect admin settings password on all warehouse tablets: {own_pw()}",
        f"ታብሌቶቹ ላይ የCollect admin settings ቃል → {pin(6)}  (ሾፌሮቹ እንዳይቀይሩት)",
        f"collect protected settings pw {own_pw()}",
        f"{{\"general\": {{\"server_url\": \"https://central.acme.example\"}}, \"admin\": {{\"admin_pw\": \"{own_pw()}\"}}}}",
    )

    r.add(
        "kobo_db_connection_string",
        f"KPI_DATABASE_URL=postgres://kobo:{db_pw()}@postgres.kobo.internal:5432/kobotoolbox",
        f"mongo for kobocat: mongodb://kobo:{db_pw()}@mongo.kobo.internal:27017/formhub?authSource=admin",
        f"የዳታቤዝ ሊንክ (ባክአፑ የሚጠቀመው)\npostgresql://backup_ro:{db_pw()}@10.20.0.14:5432/kpi",
        f"pg_dump \"postgresql://odk:{db_pw()}@db.central.internal/odk\" > central_$(date +%F).sql",
    )

    r.add(
        "django_secret_key",
        f"DJANGO_SECRET_KEY='{django_key()}'",
        f"kobo django secret (ke .env yewesedkut) {django_key()}",
        f"የKPI Django secret key — አትቀይሪው, sessions yitefalu\n{django_key()}",
        f"SECRET_KEY = \"{django_key()}\"  # kobo kpi settings override",
    )

    r.add(
        "server_ssh_private_key",
        f"ssh key for kobo-01.acme.internal (ubuntu user):\n{openssh_private()}",
        f"~/.ssh/id_odk — ODK Central VM, ቁልፉ ይሄ ነው\n{openssh_private()}",
        f"{openssh_private()}\n^ deploy key for the backup box, dont lose",
        f"የሰርቨር SSH ቁልፍ (ሰርቨሩ ቢበላሽ)\n{openssh_private()}",
    )

    r.add(
        "wialon_api_token",
        f"Wialon token for the fleet dashboard: {wialon_token()}",
        f"https://hst-api.wialon.acme.example/wialon/ajax.html?svc=token/login&params={{\"token\":\"{wialon_token()}\"}}",
        f"የጂፒኤስ ፖርታል API ቶከን (እስከ 2018 ዓ.ም. የሚሰራ)\n{wialon_token()}",
        f"fleet tracker api tok {wialon_token()} — ለዳሽቦርዱ ብቻ",
    )

    r.add(
        "fleet_tracker_login",
        f"GPS tracker portal (gps.acme.example) login: fleet.addis / {own_pw()}",
        f"የመኪና መከታተያ ፖርታል\nuser: logistics_hq\npw: {own_pw()}",
        f"tracker portal passwd adis {own_pw()} — ለሾፌሮች supervisor ብቻ",
        f"| system | user | password |\n|---|---|---|\n| GPS portal | fleet.addis | {own_pw()} |",
    )

    r.add(
        "telebirr_app_secret",
        f"telebirr H5 merchant integration\nfabricAppId: {uid()}\nappSecret: {telebirr_secret()}",
        f"የቴሌብር appSecret {telebirr_secret()} — ለዌብሳይቱ ክፍያ",
        f"telebirr app secret (prod!! test aydelem) {telebirr_secret()}",
        f"telebirr:\n  merchant_code: \"{digits(6)}\"\n  app_secret: \"{telebirr_secret()}\"",
    )

    r.add(
        "telebirr_merchant_private_key",
        f"telebirr merchant private key (request signing):\n{pem('RSA PRIVATE KEY', 6)}",
        f"የቴሌብር የግል ቁልፍ — ለማንም አይላክም\n{pem('PRIVATE KEY', 6)}",
        f"private_key.pem for telebirr fabric API\n{pem('PRIVATE KEY', 5)}",
        f"{pem('RSA PRIVATE KEY', 5)}\n(telebirr signing key, ዳግም ከፖርታሉ አይወርድም)",
    )

    r.add(
        "telebirr_operator_pin",
        f"telebirr merchant operator PIN: {pin(6)}",
        f"የቴሌብር ፒን {pin(6)}",
        f"telebirr operator 2 (Hana) pin -> {pin(6)}, ke wer behuwala yiqeyer",
        f"ቴሌብር ነጋዴ\nኦፕሬተር፡ 01\nፒን፡ {pin(6)}",
    )

    r.add(
        "cbe_birr_merchant_pin",
        f"CBE Birr merchant PIN {pin(4)}",
        f"ሲቢኢ ብር የነጋዴ ፒን: {pin(4)}",
        f"cbe birr pin (office phone) {pin(4)} — adisu",
        f"CBE Birr agent login\nphone: {et_phone()}\nPIN {pin(4)}",
        f"cbebirr ፒኑ ተቀይሯል → {pin(4)}",
    )

    r.add(
        "cbe_online_banking_password",
        f"CBE internet banking (corporate) user ACMENGO01 pw {own_pw()}",
        f"የባንክ ኦንላይን የይለፍ ቃል {own_pw()}",
        f"cbe online banking\nuser: acme_logistics\npass: {own_pw()}\nfinance manager approves, ene initiate bicha",
        f"bank portal pw adis: {own_pw()} (3 gize kesaresh yizgal!)",
    )

    r.add(
        "router_admin_password",
        f"Ethio Telecom router (192.168.1.1) admin password: {own_pw()}",
        f"የቢሮ ራውተር admin ቃል — {own_pw()}",
        f"huawei ONT web login useradmin / {own_pw()} (ethio tele tech yeqeyerew)",
        f"router admin pw {own_pw()}\nWAN PPPoE iza new yalew, atnekagn",
    )

    r.add(
        "office_wifi_key",
        f"Office Wi-Fi: ACME-Office-5G, WPA2 key {own_pw()}",
        f"ዋይፋይ ቢሮ\nስም: ACME-Staff\nቁልፍ: {own_pw()}",
        f"WIFI:T:WPA;S:ACME-Warehouse;P:{own_pw()};;",
        f"guest wifi yeyilef qal {phrase(WORDS, 3, '-')}{digits(2)}",
        f"የመጋዘን ዋይፋይ password {own_pw()} ለእንግዶች አይሰጥም",
    )

    r.add(
        "vsat_modem_password",
        f"VSAT modem (iDirect X7) root password: {own_pw()}",
        f"የVSAT ሞደም admin ቃል {own_pw()}",
        f"ssh root@192.168.0.1  # vsat modem\npw: {own_pw()}",
        f"vsat hughes web ui pw {own_pw()} — ለመስክ ቢሮ (ጋምቤላ)",
        f"VSAT modem login changed by installer, new pass\n{own_pw()}",
    )

    r.add(
        "warehouse_padlock_combination",
        f"መጋዘን 2 ቁልፍ ኮድ {pin(4)}",
        f"warehouse padlock combo {dial_combo()} (right-left-right)",
        f"Kality warehouse gate lock: {pin(4)}",
        f"የመጋዘን ጋጥ ጥምር {dial_combo()}",
        f"padlock lemegazen 3: {pin(4)} — ለጥበቃዎቹ ብቻ",
    )

    r.add(
        "safe_code",
        f"Office safe code {pin(6)}#",
        f"የካዝና ኮድ: {pin(6)}",
        f"kazna code adis {pin(6)} (yedrowu aysera)",
        f"cash safe (finance room)\n{pin(6)} then turn handle",
        f"ካዝናው → {pin(6)} ከዚያ #",
    )

    r.add(
        "alarm_disarm_code",
        f"Office alarm disarm code {pin(4)}",
        f"የማንቂያ ኮድ {pin(4)} — ማታ ስትወጪ arm አድርጊ",
        f"alarm code warehouse: {pin(4)}*",
        f"mantiya code {pin(4)} (guard Abebe also knows)",
    )

    r.add(
        "donor_portal_password",
        f"donor reporting portal (grants.acme-donor.example) — logistics.et / {own_pw()}",
        f"EU Login for the ECHO report: user acme.ethiopia pw {own_pw()}",
        f"የለጋሽ ፖርታል የይለፍ ቃል {own_pw()} (ሪፖርቱ ጥር 30 ይደርሳል)",
        f"partner portal pw adis {own_pw()}",
        f"- donor portal: reports.donor.test\n  user: acme_et_logistics\n  password: {own_pw()}",
    )

    r.add(
        "phone_unlock_pin",
        f"ስልኬ ፒን {pin(6)}",
        f"work phone (Samsung A14) unlock pin {pin(6)}",
        f"office phone screen lock: {pin(4)}",
        f"yeslke pin {pin(6)} adis",
    )

    r.add(
        "atm_pin",
        f"ATM PIN CBE card {pin(4)}",
        f"የኤቲኤም ፒን {pin(4)}",
        f"awash bank card pin {pin(4)}",
        f"debit card (dashen) pin\n{pin(4)}",
        f"atm pinu {pin(4)} new, yemekeyerew ke ነገ behuwala",
    )

    r.add(
        "sim_puk_code",
        f"SIM PUK (office line) {digits(8)}",
        f"PUK1: {digits(8)}  ← safaricom sim",
        f"የሲም PUK ኮድ {digits(8)}",
        f"puk lesim 0911 {digits(8)}",
    )

    r.add(
        "gmail_app_password",
        f"Gmail app password for the Kobo SMTP: {app_password()}",
        f"EMAIL_HOST_PASSWORD='{app_password()}'  # kobo notifications",
        f"app password (thunderbird) {app_password()}",
        f"የጂሜይል app password ለሰርቨሩ ኢሜይል\n{app_password()}",
        f"smtp:\n  host: smtp.gmail.com\n  user: kobo-noreply@acme.example\n  password: {app_password()}",
    )

    r.add(
        "totp_seed",
        f"2FA secret for the donor portal (if phone lost): {totp_seed()}",
        f"otpauth://totp/Kobo:logistics@acme.example?secret={totp_seed()}&issuer=Kobo",
        f"Google Authenticator setup key for central admin\n{groups(totp_seed().lower(), 4)}",
        f"የ2FA ቁልፍ (ስልኩ ቢጠፋ) {totp_seed()}",
        f"totp seed bank {totp_seed()}",
    )

    r.add(
        "backup_codes",
        f"Google backup codes (logistics@acme.example)\n{google_codes()}",
        f"የGitHub recovery codes\n{recovery_codes(8, 'github')}",
        f"backup codes for the donor portal: {recovery_codes(6, 'digits')}",
        f"ODK/email 2FA ምትኬ ኮዶች\n{recovery_codes(8, 'plain')}",
    )

    r.add(
        "telegram_bot_token",
        f"Telegram bot for driver trip reports: {telegram_bot_token()}",
        f"TELEGRAM_BOT_TOKEN={telegram_bot_token()}",
        f"የቴሌግራም ቦት ቶከን (ለሾፌሮች ግሩፕ) {telegram_bot_token()}",
        f"curl https://api.telegram.org/bot{telegram_bot_token()}/sendMessage -d chat_id=-100{digits(10)} -d text=ok",
        f"botfather yesetegn tok\n{telegram_bot_token()}",
    )

    r.add(
        "slack_webhook_url",
        f"Slack webhook for Kobo alerts: {slack_webhook()}",
        f"ALERT_WEBHOOK={slack_webhook()}",
        f"የSlack webhook (#logistics-alerts)\n{slack_webhook()}",
        f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"backup ok\"}}' {slack_webhook()}",
    )

    r.add(
        "s3_backup_secret_key",
        f"kobo backups to S3 (bucket acme-kobo-backups)\nAWS_ACCESS_KEY_ID={aws_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}",
        f"[kobo-backup]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
        f"የS3 ምትኬ ቁልፍ: id {aws_key_id()} secret {aws_secret()}",
        f"s3 backup secret (IT yelakew) {aws_secret()} — key id {aws_key_id()}",
    )

    r.add(
        "wireguard_private_key",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.66.0.5/32\n# warehouse VPN",
        f"wg private key (laptop) {wg_key()}",
        f"የVPN ቁልፍ ለቃሊቲ መጋዘን ኮምፒውተር\n{wg_key()}",
        f"wireguard privkey lemeskbiro: {wg_key()}",
    )

    r.add(
        "password_manager_master_passphrase",
        f"Bitwarden master password: {phrase(WORDS, 5, '-')}",
        f"የBitwarden ዋና ቃል — {phrase(WORDS, 4, ' ')} {digits(2)}",
        f"KeePass db (logistics.kdbx) master pw {phrase(WORDS, 5, '.')}",
        f"vault master passphrase\n{phrase(WORDS, 6, ' ')}\n(beqalem atsafiw!)",
    )

    r.add(
        "session_cookie",
        f"kobo session cookie (for the export script) kobonaut={session_id()}",
        f"Cookie: sessionid={session_id()}; csrftoken={rnd(ALNUM, 64)}",
        f"ODK Central session: __Host-session={odk_app_token()}",
        f"curl -b 'sessionid={session_id()}' https://kf.kobo.acme.example/exports/",
    )

    r.add(
        "bitlocker_recovery_key",
        f"BitLocker recovery key, logistics laptop: {bitlocker_key()}",
        f"የላፕቶፑ BitLocker recovery key\n{bitlocker_key()}",
        f"bitlocker key (dell latitude, warehouse) {bitlocker_key()}",
        f"recovery key ID {hexs(8).upper()}\nkey: {bitlocker_key()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "kobo_form_asset_uid",
        f"distribution form uid {kobo_uid()}",
        f"https://kf.kobo.acme.example/#/forms/{kobo_uid()}/summary",
        f"የኮቦ ፎርም መለያ (ፉድ ዲስትሪቢውሽን) {kobo_uid()}",
        f"curl -H \"Authorization: Token $KOBO_TOKEN\" https://kf.kobo.acme.example/api/v2/assets/{kobo_uid()}/data.json",
        f"forms:\n  warehouse_stock: {kobo_uid()}\n  fleet_log: {kobo_uid()}",
    )

    r.add(
        "submission_instance_uuid",
        f"duplicate submission, instanceID uuid:{uid()}",
        f"የተባዛው ሰብሚሽን _uuid {uid()} — ሰርዢው",
        f"\"meta\": {{\"instanceID\": \"uuid:{uid()}\"}}",
        f"submission {uid()} has wrong GPS point, ask Dawit",
    )

    r.add(
        "odk_form_version_string",
        f"form version {digits(2)}0{secrets.randbelow(9) + 1}{digits(4)} ተጭኗል",
        f"settings sheet: version = 2025{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}01",
        f"ODK form_id stock_count_v{secrets.randbelow(9) + 2}, version {secrets.randbelow(20) + 1}",
        f"xlsform version ke {digits(10, lead=True)} wede {digits(10, lead=True)} qeyerku",
    )

    r.add(
        "gps_unit_imei",
        f"GPS tracker IMEI (Land Cruiser 3-A{digits(5, lead=True)}) {imei()}",
        f"የጂፒኤስ መሳሪያ IMEI: {imei()}",
        f"new Teltonika FMB920 installed, imei {imei()}",
        f"| plate | IMEI |\n|---|---|\n| {plate()} | {imei()} |\n| {plate()} | {imei()} |",
    )

    r.add(
        "vehicle_plate_number",
        f"መኪና {plate()} ለጥገና ገብቷል",
        f"plate {plate()} — driver Tesfaye, trip to Adama",
        f"vehicles:\n- {plate()}\n- {plate()}\n- {plate()}",
        f"ታርጋ ቁጥር {plate()} insurance renew",
    )

    r.add(
        "postal_tracking_number",
        f"EMS to Nairobi tracking {s10('EE', 'ET')}",
        f"የፖስታ መከታተያ ቁጥር {s10('RR', 'ET')}",
        f"registered letter to donor, {s10('RR', 'ET')}",
        f"parcel from Geneva: {s10('CP', 'CH')} (ፖስታ ቤት ሂጂ)",
    )

    r.add(
        "courier_waybill_number",
        f"DHL waybill {digits(10, lead=True)} — spare parts for the generator",
        f"የDHL ዌይቢል {digits(10, lead=True)}",
        f"AWB {digits(3, lead=True)}-{digits(8)} (ET cargo, cold chain boxes)",
        f"courier waybill no.\n{digits(10, lead=True)}\nአርብ ይደርሳል",
    )

    r.add(
        "purchase_order_ref",
        f"PO-2017-{digits(4)} tarpaulins 500 pcs",
        f"የግዢ ትዕዛዝ ቁጥር PO/ADD/{digits(5)}",
        f"purchase order {pick('PO', 'LPO')}-{digits(6)} approved by country director",
        f"PO {digits(8, lead=True)} — ብርድ ልብስ 1,200",
        f"- po: PO-ET-{digits(5)}\n  supplier: Sheger Trading\n  status: delivered",
    )

    r.add(
        "telebirr_receipt_id",
        f"telebirr receipt {telebirr_receipt()} — fuel advance, ብር {amount()}",
        f"የቴሌብር ደረሰኝ ቁጥር {telebirr_receipt()}",
        f"Transaction ID: {telebirr_receipt()}\nAmount: {amount()} ETB\nTo: merchant {digits(6)}",
        f"tb trx {telebirr_receipt()} (per diem, Jimma trip)",
        f"telebirr refs for Ginbot: {telebirr_receipt()}, {telebirr_receipt()}, {telebirr_receipt()}",
    )

    r.add(
        "cbe_account_number",
        f"supplier bank account CBE {cbe_account()} (Abay Trading PLC)",
        f"የባንክ ሂሳብ ቁጥር ለክፍያ: {cbe_account()}",
        f"pay transporter to CBE acc {cbe_account()}, name Alemu Transport",
        f"CBE {cbe_account()}\nAwash {digits(14, lead=True)}\n(supplier list)",
        f"office account no. {cbe_account()} — ለለጋሹ ፎርም",
    )

    r.add(
        "cbe_transfer_reference",
        f"CBE transfer ref {cbe_ref()} — warehouse rent",
        f"የዝውውር ደረሰኝ {cbe_ref()}",
        f"FT ref {cbe_ref()}, amount ብር {amount()}",
        f"bank slip refs\n{cbe_ref()}\n{cbe_ref()}",
    )

    r.add(
        "merchant_till_short_code",
        f"our telebirr merchant short code {digits(6, lead=True)} (ለደንበኞች ይሰጣል)",
        f"CBE Birr till number: {digits(6, lead=True)}",
        f"የነጋዴ ኮድ (public, ደረሰኝ ላይ ይታተማል) {digits(6, lead=True)}",
        f"pay to telebirr merchant {digits(6, lead=True)} — Sheger Fuel station",
    )

    r.add(
        "masked_card_last4",
        f"fuel card ending {digits(4)}",
        f"ካርዱ **** **** **** {digits(4)} ታግዷል",
        f"visa ••{digits(4)} expires {secrets.randbelow(12) + 1:02d}/{pick('26', '27', '28')}",
        f"CBE debit card xxxx-{digits(4)} replaced",
    )

    r.add(
        "contact_phone_number",
        f"driver Solomon {et_phone()}",
        f"የመጋዘን ጠባቂ ስልክ {et_phone()}",
        f"Ethio Telecom enterprise support: 994, account manager {et_phone()}",
        f"contacts:\n  Hana (finance): \"{et_phone()}\"\n  Dawit (IT): \"{et_phone()}\"",
    )

    r.add(
        "tax_tin_number",
        f"supplier TIN {tin()}",
        f"የግብር ከፋይ መለያ ቁጥር (TIN) {tin()}",
        f"our org TIN: {tin()} — ደረሰኝ ላይ ይጻፍ",
        f"TIN {tin()} / VAT reg {digits(8, lead=True)}",
    )

    r.add(
        "git_commit_hash",
        f"kobo-install pinned to commit {hexs(40)}",
        f"git checkout {hexs(7)}  # last good kpi build",
        f"central deployed at {hexs(40)} (v2025.1)",
        f"የሰርቨሩ ኮድ ኮሚት {hexs(12)} ነው",
    )

    r.add(
        "docker_image_digest",
        f"kobotoolbox/kpi@sha256:{hexs(64)}",
        f"image: ghcr.io/getodk/central-service@sha256:{hexs(64)}",
        f"ዶከር ኢሜጅ digest sha256:{hexs(64)}",
        f"docker pull postgres@sha256:{hexs(64)}  # pinned for backup",
    )

    r.add(
        "ssh_host_fingerprint",
        f"kobo-01 host key fingerprint ED25519 {ssh_fingerprint()}",
        f"የሰርቨሩ fingerprint {ssh_fingerprint()} — ከዚህ ውጪ ከሆነ አትገናኚ",
        f"The authenticity of host 'central.acme.example' can't be established.\nECDSA key fingerprint is {ssh_fingerprint()}.",
        f"vsat modem ssh fp {ssh_fingerprint()}",
    )

    r.add(
        "ssh_public_key",
        f"ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} logistics@laptop",
        f"add to authorized_keys on central:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} dawit@it",
        f"የኔ public key (ለIT ላኪ) ssh-rsa {ssh_pub('ssh-rsa', 270)} hana@acme",
        f"id_ed25519.pub → ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
    )

    r.add(
        "ont_serial_number",
        f"Ethio Telecom fiber ONT serial {gpon_sn()}",
        f"የፋይበር ሞደም SN {gpon_sn()} — ለቴሌ ጥገና ጥሪ",
        f"GPON SN {gpon_sn()}, service no. {digits(9, lead=True)}",
        f"ont sn {gpon_sn()} ተቀይሯል (old one burnt)",
    )

    r.add(
        "network_mac_address",
        f"VSAT modem MAC {mac(upper=True)}",
        f"MAC filter allow list:\n{mac()}\n{mac()}\n{mac('-', upper=True)}",
        f"የፕሪንተሩ MAC {mac()}",
        f"router lan mac {mac(upper=True)} (ethio tele yetayequt)",
    )

    r.add(
        "env_var_reference",
        "KOBO_TOKEN is read from the env, see /etc/kobo/export.env (root only)",
        "DJANGO_SECRET_KEY=${DJANGO_SECRET_KEY:?set in .env}",
        "telebirr app secret ቁልፉ በ TELEBIRR_APP_SECRET env var ውስጥ ነው, ኮድ ውስጥ አይደለም",
        "PGPASSWORD=$(cat /run/secrets/kobo_pg) pg_dump -h postgres.kobo.internal kobotoolbox",
    )

    r.add(
        "ci_secret_reference",
        "token: ${{ secrets.KOBO_API_TOKEN }}",
        "env:\n  ODK_APP_TOKEN: ${{ secrets.ODK_APP_TOKEN }}\n  SLACK_WEBHOOK: ${{ secrets.SLACK_WEBHOOK }}",
        "GitHub Actions ላይ ያለው secret ስም TELEGRAM_BOT_TOKEN — እሴቱ እዚያ ብቻ",
        "password: \"{{ vault_vsat_password }}\"  # ansible vault",
    )

    r.add(
        "vault_item_pointer",
        "router admin pw → Bitwarden › Office › Ethio router",
        "የካዝና ኮድ በBitwarden 'Finance/Safe' ውስጥ ነው, እዚህ አልጽፍም",
        "kobo superuser creds: vault path secret/kobo/superuser",
        "padlock combos are in the sealed envelope with the country director, ቅጂ የለም",
        "CBE online banking pw: ask Hana (finance), ke ene gar ayqemetim",
    )

    r.add(
        "expired_one_time_code",
        f"telebirr OTP {digits(6)} ጊዜው አልፎበታል, አዲስ ጠይቂ",
        f"login code {digits(6)} (used already, 10:42)",
        f"CBE SMS code {digits(6)} expired ke 5 dekika behuwala",
        f"Your verification code is {digits(6)}. Valid for 5 minutes.\n-- ተጠቅሜበታለሁ, no longer valid",
        f"ያለፈ OTP {digits(6)} — ተጠቅሜበታለሁ",
    )

    r.add(
        "software_version",
        f"ODK Central v2024.{secrets.randbelow(3) + 1}.{secrets.randbelow(3)} → upgrade to v2025.1.0",
        f"kobo-install {secrets.randbelow(3) + 2}.{secrets.randbelow(30)}.{secrets.randbelow(60)}",
        f"ODK Collect v2024.{secrets.randbelow(3) + 1}.{secrets.randbelow(5)} on all tablets",
        f"VSAT firmware {secrets.randbelow(20) + 10}.{secrets.randbelow(10)}.{secrets.randbelow(10)}.{secrets.randbelow(100)} — ዝማኔ አለ",
    )

    r.add(
        "donor_grant_number",
        f"ECHO/-AF/BUD/2025/{digits(5, lead=True)} — final report due ሰኔ 30",
        f"የለጋሽ ስምምነት ቁጥር 720663{digits(2)}CA000{digits(2)}",
        f"grant code ET-LOG-{digits(4)} (budget line 4.2 transport)",
        f"award no. {rnd(UPPER, 3)}-{digits(6)}, reporting period ጥር–መጋቢት",
    )

    r.add(
        "invoice_and_amount",
        f"Invoice INV-{digits(6)} Sheger Trading — ብር {amount()}",
        f"ደረሰኝ ቁጥር {digits(5, lead=True)} ዋጋ ብር {amount()} (ነዳጅ)",
        f"inv #{digits(7, lead=True)} due 15/{secrets.randbelow(12) + 1:02d}/2017 E.C., ETB {amount()}",
        f"| invoice | amount |\n|---|---|\n| {digits(6)} | {amount()} |\n| {digits(6)} | {amount()} |",
    )

    r.add(
        "goods_received_note",
        f"GRN-{digits(5)} — 300 bags of wheat flour",
        f"የዕቃ መቀበያ ቁጥር GRN/{digits(4)}/17",
        f"GRN {digits(6)} signed by storekeeper",
        f"goods received notes this week: GRN-{digits(5)}, GRN-{digits(5)}",
    )

    r.add(
        "rsa_public_key_pem",
        f"telebirr public key (from the portal, for verifying callbacks)\n{pem('PUBLIC KEY', 5)}",
        f"የቴሌብር public key — ይፋዊ ነው\n{pem('PUBLIC KEY', 4)}",
        f"{pem('PUBLIC KEY', 4)}\n(donor SFTP server pubkey)",
        f"server cert chain for central.acme.example\n{pem('CERTIFICATE', 6)}",
    )

    r.add(
        "uuid_in_portal_url",
        f"https://central.acme.example/#/projects/{secrets.randbelow(20) + 1}/forms/stock_count/submissions/uuid:{uid()}",
        f"donor report link https://reports.donor.test/grants/{uid()}/view",
        f"የሪፖርቱ ሊንክ https://gps.acme.example/reports/{uid()}",
        f"shipment record https://erp.acme.internal/shipments/{uid()}?tab=docs",
    )

    r.add(
        "firmware_checksum",
        f"router firmware .bin sha256 {hexs(64)}",
        f"md5sum ODK-Collect-v2025.1.apk → {hexs(32)}",
        f"የፋይሉ checksum (sha1) {hexs(40)} — ትክክል ነው",
        f"{hexs(64)}  kobo_backup_2017-05-12.tar.gz",
    )

    r.add(
        "mapbox_public_token",
        f"Mapbox public token for the fleet map (URL-restricted): {mapbox_public()}",
        f"mapboxgl.accessToken = '{mapbox_public()}';  // pk = public",
        f"የካርታ public token {mapbox_public()} (ይፋ ነው, ችግር የለም)",
        f"MAPBOX_PUBLIC_TOKEN={mapbox_public()}",
    )

    r.add(
        "sim_iccid",
        f"tracker SIM ICCID {iccid()}",
        f"የሲም ካርድ ሴሪያል {iccid()}",
        f"data SIM for VSAT backup, ICCID {iccid()} / MSISDN {et_phone()}",
        f"iccid {iccid()} — ቴሌ ጠፍቷል ብለዋል, replace",
    )

    r.add(
        "airline_ticket_number",
        f"ET ticket {et_ticket()} ADD-JIM for the monitoring trip",
        f"የአውሮፕላን ትኬት ቁጥር {et_ticket()}",
        f"e-ticket {et_ticket()} / flight ET{secrets.randbelow(900) + 100}",
        f"tickets: {et_ticket()}, {et_ticket()} (consultants)",
    )

    r.add(
        "asset_tag_serial",
        f"laptop serial {laptop_serial()}, asset tag ACME-ET-{digits(4)}",
        f"የኮምፒውተሩ ሴሪያል {laptop_serial()}",
        f"generator S/N {rnd(UPPER + DIGITS, 12)} — warranty till 2026",
        f"asset register: ACME-ET-{digits(4)} / {laptop_serial()} / Kality store",
    )

    return r


def main() -> None:
    write_corpora("make_heldout355.py", [
        ("heldout355_credentials.yaml", credentials(), "Held-out batch 355: credentials an NGO logistics officer in Addis Ababa keeps (Kobo, ODK Central, Wialon, telebirr, CBE Birr, router, VSAT, padlock and safe codes, donor portals, PINs and more)"),
        ("heldout355_lookalikes.yaml", lookalikes(), "Held-out batch 355: an NGO logistics officer's ids, receipts, account and tracking numbers, public keys, masked values and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
