# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout50_credentials.yaml and heldout50_lookalikes.yaml: held-out batch 50.

Persona: the administrator of a private outpatient clinic in Nairobi. She writes in English
mixed with Swahili and some Sheng, in short WhatsApp-style messages and shift handover notes:
M-Pesa (Lipa na M-Pesa, the Daraja API), KRA iTax and eTIMS, the SHA/NHIF provider portals,
the clinic's EMR, Africa's Talking SMS, the router, Wi-Fi and CCTV, internet banking, email,
the pharmacy supplier's portal, lockers and the safe. The look-alikes are the codes such a
clinic lives among: M-Pesa transaction codes, till and paybill numbers, KRA PINs printed on
invoices, patient file numbers, ICD-10 codes, drug batch numbers, member numbers, invoice and
ticket references, MAC addresses, serials, phone numbers and appointment references.

The batch was written blind: its author never read the detector, its rules or its tests.
Every value is synthetic and drawn at run time from the `secrets` module (through the helpers
of make_heldout.py); hosts sit under `.example`, `.internal`, `.test` or acme. A rerun draws a
new batch; the committed YAML is what the tests read.
"""

from __future__ import annotations

import hashlib
import json
import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    Rows,
    aws_key_id,
    aws_secret,
    b64,
    basic,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    jwt,
    luhn,
    mac,
    openssh_private,
    pick,
    recovery_codes,
    rnd,
    uid,
    wg_key,
    write_corpora,
)

DOMAIN = "klinikiafya.example"
WORDS = [
    "Wanjiku", "Baraka", "Neema", "Zawadi", "Imani", "Simba", "Karibu", "Afya", "Kliniki",
    "Tumaini", "Amani", "Uhuru", "Achieng", "Otieno", "Kilimani", "Ngong", "Harambee",
    "Jambo", "Pendo", "Mwangaza", "Chebet", "Kiprop", "Nyambura", "Malaika", "Sunshine",
    "Mombasa", "Kisumu", "Nanyuki", "Lavington", "Westie", "Shiro", "Mtoto", "Daktari",
]
LOWER_WORDS = ["dawa", "mama", "nyumbani", "kazi", "chai", "mandazi", "sukuma", "mvua", "jua", "simu", "kesho", "rafiki", "ndizi", "pilipili"]
NAMES = ["Achieng", "Wekesa", "Njeri", "Mutua", "Auma", "Kiprop", "Halima", "Chebet", "Otieno", "Wanjiru", "Kamau", "Nyambura", "Odhiambo", "Mwikali"]
SUPPLIERS = ["Acme Pharma Distributors", "Medisupply Acme", "Tiba Acme Wholesalers", "Dawa Acme Ltd"]


def hpw() -> str:
    """A password a clinic's staff would choose, or a manager would generate."""
    w = secrets.choice(WORDS)
    lw = secrets.choice(LOWER_WORDS)
    sym = secrets.choice("@#!$*&.")
    return secrets.choice([
        f"{w}{sym}{digits(secrets.randbelow(3) + 2)}",
        f"{w}{digits(2)}{sym}{secrets.choice(WORDS).lower()}",
        f"{lw.capitalize()}{secrets.choice(WORDS)}{digits(3)}{sym}",
        f"{w.lower()}_{lw}{digits(4)}",
        f"{w}{sym}{2019 + secrets.randbelow(7)}{rnd(LOWER, 2)}",
        rnd(ALNUM + "!@#$%&*", 14),
        rnd(ALNUM, 12),
    ])


def phone(intl: bool = False) -> str:
    prefix = pick("722", "711", "712", "799", "757", "768", "110", "115", "720", "741")
    rest = digits(9 - len(prefix))
    return f"+254{prefix}{rest}" if intl else f"0{prefix} {rest[:3]} {rest[3:]}"


def mpesa_code() -> str:
    """An M-Pesa transaction code: ten capitals and digits, the first letter the year."""
    return pick("S", "T") + rnd(UPPER + DIGITS, 9)


def kra_pin(kind: str = "") -> str:
    """A KRA taxpayer PIN: A (person) or P (company), nine digits, a letter."""
    return (kind or pick("A", "P")) + digits(9) + secrets.choice(UPPER)


def ksh() -> str:
    return f"{secrets.randbelow(480) * 50 + 200:,}.00"


def day() -> str:
    return f"{secrets.randbelow(28) + 1}/{secrets.randbelow(12) + 1}/{pick(24, 25)}"


def mfl() -> str:
    return digits(5, lead=True)


def file_no() -> str:
    return f"KA/{pick(2023, 2024, 2025)}/{digits(5)}"


def name() -> str:
    return secrets.choice(NAMES)


def dvr_serial() -> str:
    return f"DS-7{pick('108', '116', '208')}HQHI-K1{rnd(UPPER, 1)}{digits(8)}{rnd(UPPER, 4)}{digits(7)}"


def credentials() -> Rows:
    r = Rows()
    r.add(
        "daraja_consumer_keys",
        f"Daraja app ya production (Kliniki STK):\nConsumer Key: {rnd(ALNUM, 48)}\nConsumer Secret: {rnd(ALNUM, 64)}\nusitume kwa group tafadhali",
        f"@Kevin dev ameuliza keys za Daraja. key {rnd(ALNUM, 48)} secret {rnd(ALNUM, 64)} - after go-live tuta-regenerate",
        f"MPESA_CONSUMER_KEY={rnd(ALNUM, 32)}\nMPESA_CONSUMER_SECRET={rnd(ALNUM, 16)}\nMPESA_ENV=production",
    )
    ck, cs = rnd(ALNUM, 48), rnd(ALNUM, 64)
    r.add(
        "daraja_token_request",
        f"curl -X GET 'https://mpesa-proxy.kliniki.internal/oauth/v1/generate?grant_type=client_credentials' -H 'Authorization: Basic {basic(ck, cs)}'",
        f"kama token inakataa, test na hii header: Authorization: Basic {basic(rnd(ALNUM, 32), rnd(ALNUM, 16))}",
    )
    r.add(
        "daraja_passkey",
        f"Lipa na M-Pesa Online passkey (from the Safaricom go-live email, shortcode {digits(6, True)}): {hexs(64)}",
        f"STK push haifanyi - hakikisha passkey ni hii {hexs(64)} si ile ya sandbox",
        f"MPESA_SHORTCODE={digits(6, True)}\nMPESA_PASSKEY={hexs(64)}\nMPESA_CALLBACK=https://emr.kliniki.internal/mpesa/cb",
    )
    r.add(
        "daraja_initiator",
        f"B2C/reversal initiator: username KLINIKI_API, initiator password {hpw()} - Safaricom waliibadilisha jana",
        f"Initiator name: {name().upper()}API\nInitiator pwd: {hpw()}\n(ya reversals na account balance query)",
        f"handover: kama unataka kureverse from the portal, initiator ni kliniki.reversals na password {hpw()}",
    )
    r.add(
        "daraja_security_credential",
        f"SecurityCredential (encrypted initiator pwd, prod cert) - paste as is:\n{b64(secrets.token_bytes(256))}",
        '{\n  "Initiator": "KLINIKI_API",\n  "SecurityCredential": "' + b64(secrets.token_bytes(256)) + '",\n  "CommandID": "TransactionReversal",\n  "Amount": "1500"\n}',
    )
    r.add(
        "daraja_portal_login",
        f"developer portal ya Daraja: dev@{DOMAIN} / {hpw()} (OTP inaenda kwa simu yangu)",
        f"Daraja login ya Kevin imeexpire, tumia yangu: admin@{DOMAIN} pass {hpw()}",
    )
    r.add(
        "mpesa_pin",
        f"Mama Njeri's M-Pesa PIN (petty cash line {phone()}): {digits(4)}",
        f"simu ya ofisi {phone()} - PIN ya M-Pesa ni {digits(4)}, usiambie mtu",
        f"nimebadilisha PIN ya line ya petty cash. mpya: {digits(4)}",
    )
    r.add(
        "mpesa_till_operator",
        f"M-PESA for Business app - till {digits(6, True)}\noperator: RECEPTION1\nPIN: {digits(4)}",
        f"Till operator PIN ya Achieng ni {digits(4)}, yangu ni {digits(4)}. Usiweke kwa daftari",
        f"start key ya head operator (SMS from Safaricom): {digits(4)} - badilisha ukilogin mara ya kwanza",
    )
    r.add(
        "mpesa_org_portal",
        f"M-Pesa org portal (business admin) login\nuser: kliniki.admin\npwd: {hpw()}\ncert iko kwa laptop ya ofisi",
        f"org portal web operator Wekesa: username WEKESA01 password {hpw()}",
        f"niaje, portal ya M-Pesa business imelock. nimereset - {name().lower()}.ops / {hpw()}",
    )
    r.add(
        "sim_puk",
        f"line ya till imeblock! PUK ni {digits(8)} (niliitoa kwa Safaricom shop)",
        f"PUK za simu za ofisi:\n{phone()} - {digits(8)}\n{phone()} - {digits(8)}",
        f"PUK1 ya line ya Africa's Talking sender {phone()} ni {digits(8)}, PIN ya SIM {digits(4)}",
    )
    r.add(
        "kra_itax",
        f"iTax ya clinic: PIN {kra_pin('P')} password {hpw()}",
        f"KRA iTax (Dr. Omondi personal) - PIN {kra_pin('A')}, pass {hpw()}, security q jibu: {secrets.choice(LOWER_WORDS)}{digits(2)}",
        f"VAT returns leo. login ni {kra_pin('P')} / {hpw()} usisahau withholding",
    )
    r.add(
        "etims",
        f"eTIMS OSCU (EMR billing integration):\ntin: {kra_pin('P')}\nbhfId: 00\ncmcKey: {hexs(64).upper()}",
        f"eTIMS client portal password ni {hpw()} (PIN {kra_pin('P')})",
        f"ETIMS_CMC_KEY={hexs(64).upper()}\nETIMS_DEVICE_SERIAL=KLN{digits(6)}",
    )
    r.add(
        "sha_portal",
        f"SHA provider portal login\nemail: claims@{DOMAIN}\npassword: {hpw()}",
        f"sasa, password ya SHA portal imebadilika -> {hpw()} (OTP inaenda kwa simu ya Auma)",
        f"SHA facility admin - facility code {mfl()}, user ADMIN{digits(3)}, pass {hpw()}",
    )
    r.add(
        "nhif_portal",
        f"old NHIF portal (bado tunaitumia kwa claims za 2024): user {name().lower()}.claims pwd {hpw()}",
        f"NHIF HMIS - kliniki_nhif / {hpw()}",
    )
    r.add(
        "emr_admin",
        f"EMR admin (https://emr.kliniki.internal): admin / {hpw()}",
        f"handover: EMR super user ni 'sysadmin', password {rnd(ALNUM + '!@#', 15)}. Dr. Chebet ana user yake",
        f"Nimereset password ya EMR ya Sister Nyambura to {hpw()} - atabadilisha akilogin",
    )
    r.add(
        "emr_db",
        f"DATABASE_URL=postgresql://emr_app:{rnd(ALNUM, 20)}@db.kliniki.internal:5432/emr",
        f"mysql -u openmrs -p'{rnd(ALNUM + '#%', 16)}' -h 10.0.10.5 openmrs",
        f"backup cron: PGPASSWORD={rnd(ALNUM, 22)} pg_dump -h db.kliniki.internal emr | gzip > /backup/emr.sql.gz",
    )
    r.add(
        "emr_api_token",
        "lab interface inatumia hii Bearer token (haiexpire):\n" + jwt({"sub": "lab-interface", "role": "integration", "iss": "emr.kliniki.internal", "iat": 1726000000}),
        f"EMR_API_KEY={rnd(ALNUM, 40)} kwa pharmacy module sync",
        f"Cookie ya admin session (nilitumia kwa export): JSESSIONID={hexs(32).upper()}",
    )
    r.add(
        "africastalking_key",
        f"Africa's Talking\nusername: klinikiafya\napikey: atsk_{hexs(64)}",
        f"AT_USERNAME=kliniki\nAT_API_KEY={hexs(64)}\nAT_SENDER_ID=KLINIKI",
        f"SMS reminders zinatumia AT key hii: atsk_{hexs(64)} (ya sandbox ni different)",
    )
    r.add(
        "africastalking_login",
        f"Africa's Talking dashboard: admin@{DOMAIN} / {hpw()}",
        f"AT account - nimeweka doh KES 2,000. login sms@{DOMAIN} pass {hpw()}",
    )
    r.add(
        "router_admin",
        f"Router ya fibre (Huawei) admin: 192.168.100.1 user admin pass {hpw()}",
        f"Mikrotik ya ofisi: admin / {rnd(ALNUM, 14)} ; winbox port 8291",
        f"router login ya ISP guy: telecomadmin / {hpw()} usimpatie mtu mwingine",
    )
    r.add(
        "wifi_password",
        f"Wi-Fi ya staff: KlinikiStaff_5G, password {hpw()}",
        f"wifi ya consultation rooms imebadilika, new pass ni {hpw()} (SSID Kliniki-Clinical)",
        f"manze wifi password ya ofisi ya admin ni {hpw()}, usipatie wagonjwa",
    )
    r.add(
        "wifi_config",
        f"WIFI:T:WPA;S:Kliniki-Admin;P:{rnd(ALNUM, 14)};;",
        f'network={{\n  ssid="KlinikiStaff"\n  psk="{hpw()}"\n  key_mgmt=WPA-PSK\n}}',
    )
    r.add(
        "cctv_dvr",
        f"DVR (8ch, reception + pharmacy) admin password: {hpw()}",
        f"CCTV - NVR ya stoo ya dawa: admin / {hpw()} ; ip 192.168.1.64",
        f"VLC -> rtsp://admin:{rnd(ALNUM, 12)}@192.168.1.64:554/Streaming/Channels/101",
    )
    r.add(
        "cctv_verification",
        f"Hik-Connect verification code ya DVR: {rnd(UPPER, 6)} (iko chini ya sticker, nimeitoa)",
        f"kuongeza CCTV kwa simu ya boss - device verification code {rnd(UPPER, 6)}, account cctv@{DOMAIN} / {hpw()}",
        f"DVR ya branch ya Rongai - Hik-Connect code {rnd(UPPER, 6)}, admin pass {hpw()}",
    )
    r.add(
        "bank_login",
        f"Internet banking (Acme Bank corporate): Corporate ID KLINIKI01, user {name().upper()}01, password {hpw()}",
        f"iBanking login - user id {digits(8)} pass {hpw()}; approver ni Dr Omondi",
        f"Online banking ya payroll account: username wekesa.k / {hpw()} - usilogin from cyber",
    )
    r.add(
        "bank_token",
        f"Soft token activation code ya bank app: {groups(digits(16), 4, '-')} - ina expire 48hrs",
        f"hardware token ya bank iko kwa safe. token PIN {digits(4)}",
        f"transaction PIN ya approvals kwa iBanking: {digits(6)}",
    )
    r.add(
        "bank_card",
        f"Debit card ya clinic (petty cash): {groups(luhn('4'), 4)} exp {card_expiry()} CVV {digits(3)} PIN {digits(4)}",
        f"kadi ya supplier payments {groups(luhn('5'), 4)} {card_expiry()} cvv {digits(3)}",
        f"Visa ya Dr Omondi (for online CME fees): {luhn('4')} {card_expiry()} / {digits(3)}",
    )
    r.add(
        "email_admin",
        f"Google Workspace super admin: admin@{DOMAIN} pass {hpw()}",
        f"Zoho Mail admin console - it@{DOMAIN} / {hpw()}",
        f"email ya reception imefungwa; nimeireset kwa admin. reception@{DOMAIN} new password: {hpw()}",
    )
    r.add(
        "email_app_password",
        f"Gmail app password ya EMR (kutuma lab results): {groups(rnd(LOWER, 16), 4)}",
        f"app password ya Outlook kwa scanner ya reception: {rnd(LOWER, 16)}",
    )
    r.add(
        "smtp",
        f"SMTP ya reminders: mail.{DOMAIN}:587 user noreply@{DOMAIN} pass {rnd(ALNUM, 16)}",
        f"EMAIL_HOST=mail.{DOMAIN}\nEMAIL_HOST_USER=results@{DOMAIN}\nEMAIL_HOST_PASSWORD={hpw()}",
    )
    r.add(
        "google_recovery_codes",
        "Backup codes za Google admin (print na weka kwa safe):\n" + recovery_codes(6, "digits"),
        "recovery codes za admin@" + DOMAIN + ":\n" + recovery_codes(5, "digits"),
    )
    r.add(
        "pharmacy_supplier",
        f"Supplier portal (orders.acmepharma.test): account KLN-{digits(5)} user stores / {hpw()}",
        f"Ordering portal ya {secrets.choice(SUPPLIERS)}: pharmacist@{DOMAIN} pass {hpw()}",
        f"login ya B2B ya distributor - {name().lower()}{digits(2)} / {hpw()}. order ya insulin iko pending",
    )
    r.add(
        "locker_combination",
        f"Locker ya Sister Nyambura (no. 12) combo {digits(4)}",
        f"combination za lockers za staff room:\n#3 - {digits(4)}\n#5 - {digits(4)}\n#9 - {digits(4)}",
        f"lockers za changing room: 7 = {digits(3)}, 8 = {digits(3)} (padlock za namba)",
    )
    r.add(
        "safe_combination",
        f"Safe ya cash (ofisi ya admin): {secrets.randbelow(99):02d}-{secrets.randbelow(99):02d}-{secrets.randbelow(99):02d}-{secrets.randbelow(99):02d}",
        f"kama sipo kesho - safe code ni {digits(6)}#, key ya pili iko na Dr Omondi",
        f"safe ndogo ya reception imebadilishwa code: {digits(4)}",
    )
    r.add(
        "controlled_drugs_code",
        f"DDA cabinet (controlled drugs) keypad code: {digits(5)} - pharmacist only",
        f"code ya cabinet ya morphine/pethidine imebadilika leo: {digits(4)}*",
    )
    r.add(
        "alarm_code",
        f"Alarm ya usiku - disarm code {digits(4)}, duress code {digits(4)}",
        f"security company wakipiga simu, password ya verification ni '{secrets.choice(LOWER_WORDS)}{digits(2)}' na alarm code ni {digits(4)}",
        f"alarm ya pharmacy: code mpya {digits(4)} kuanzia leo, ya zamani haifanyi",
    )
    r.add(
        "door_code",
        f"Mlango wa lab keypad: {digits(4)}*",
        f"gate code ya parking ya nyuma ni {digits(4)}#, ya server room ni {digits(6)}",
        f"staff entrance keypad imebadilishwa -> {digits(5)}# (usiandike kwa mlango tena!)",
    )
    r.add(
        "pos_terminal",
        f"PDQ ya bank - supervisor password {digits(6)} (ya refunds na settlement)",
        f"POS machine manager PIN ni {digits(4)}, usipatie cashier",
        f"PDQ admin menu password ni {digits(8)}, merchant {rnd(UPPER, 2)}{digits(6)}",
    )
    r.add(
        "accounting",
        f"QuickBooks Online: accounts@{DOMAIN} / {hpw()}",
        f"accounting software (Acme Books) - user FINANCE, pwd {hpw()}",
        f"ka-password ya QuickBooks ya accountant (Wambui, part time): wambui@{DOMAIN} / {hpw()}",
    )
    r.add(
        "payroll",
        f"Payroll system login: payroll@{DOMAIN} / {hpw()} - mshahara ni tarehe 28",
        f"payroll admin password mpya {hpw()} (ya zamani ilileak kwa group)",
    )
    r.add(
        "nssf",
        f"NSSF employer portal: employer no {digits(9)}, password {hpw()}",
        f"NSSF self service - login {kra_pin('P')} / {hpw()}",
    )
    r.add(
        "ecitizen",
        f"eCitizen ya clinic (business permit, KMPDC renewal): id {digits(8)} password {hpw()}",
        f"eCitizen login ya Dr. Omondi - omondi@{DOMAIN} / {hpw()}",
    )
    r.add(
        "insurer_portal",
        f"Acme Insurance provider portal (pre-auths): user KLINIKI_PRV pass {hpw()}",
        f"portal ya insurance smart cards: provider code {digits(4)}, password {hpw()}",
        f"insurer portal ya corporate clients - claims@{DOMAIN} / {hpw()}",
    )
    r.add(
        "windows_login",
        f"PC ya reception - Windows login: reception / {hpw()}",
        f"laptop ya admin: user Admin, password {hpw()}, PIN ya Windows Hello {digits(6)}",
        f"lab PC local admin: .\\Administrator / {rnd(ALNUM + '!#', 14)}",
    )
    r.add(
        "bitlocker",
        f"BitLocker recovery key ya laptop ya admin:\n{bitlocker_key()}",
        f"laptop ya Dr Chebet imeuliza recovery key: {bitlocker_key()}",
    )
    r.add(
        "remote_access",
        f"AnyDesk ya server room: ID {digits(3)} {digits(3)} {digits(3)} unattended password {hpw()}",
        f"TeamViewer ya lab PC {digits(10, True)} permanent password {rnd(ALNUM, 10)}",
        f"Acme IT wataingia remote leo: AnyDesk {digits(9, True)}, password nimeweka {hpw()}",
    )
    r.add(
        "server_root",
        f"EMR server (Ubuntu) root password {rnd(ALNUM + '!@#', 16)}",
        f"ssh kliniki@emr.kliniki.internal - sudo password {hpw()}",
        f"server ya backups: root / {rnd(ALNUM, 18)} (tech ya Acme IT ndiye aliset)",
    )
    r.add(
        "ssh_key",
        f"private key ya backup server (ile ya {name().lower()}):\n{openssh_private()}",
        f"id_ed25519 ya deploy kwa EMR server, usiweke kwa WhatsApp tena!!\n{openssh_private()}",
    )
    r.add(
        "vpn_wireguard",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.20.0.2/32\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.kliniki.internal:51820",
        f"wireguard ya laptop ya boss (remote EMR access) private key: {wg_key()}",
    )
    r.add(
        "b2_backup",
        f"B2 bucket kliniki-emr-backups\nkeyID: 005{hexs(22)}\napplicationKey: K005{rnd(ALNUM, 27)}",
        f"rclone config ya offsite backups:\n[b2]\ntype = b2\naccount = 005{hexs(22)}\nkey = K005{rnd(ALNUM, 27)}",
    )
    r.add(
        "aws_backup",
        f"AWS ya off-site backups:\nAWS_ACCESS_KEY_ID={aws_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}",
        f"S3 user kliniki-backup: key {aws_key_id()} secret {aws_secret()}",
    )
    r.add(
        "whatsapp_api",
        f"WhatsApp Cloud API (appointment reminders) permanent token: EAA{rnd(ALNUM, 180)}",
        f"WHATSAPP_TOKEN=EAAG{rnd(ALNUM, 190)}\nWHATSAPP_PHONE_NUMBER_ID={digits(15, True)}",
        f"Meta system user token ya WhatsApp Business (reminders bot): EAAB{rnd(ALNUM, 200)}",
    )
    r.add(
        "telemedicine",
        f"Zoom ya teleconsult: daktari@{DOMAIN} / {hpw()}",
        f"teleconsult host account - telehealth@{DOMAIN} pass {hpw()}, host key {digits(6)}",
        f"Google Meet account ya teleconsults: tele@{DOMAIN}, pwd {hpw()}",
    )
    r.add(
        "lis_admin",
        f"LIS (lab system) admin: labadmin / {hpw()} - service engineer ameomba",
        f"hematology analyzer service mode password {digits(6)}; LIS user LAB2 / {hpw()}",
        f"LIS database: sa / {rnd(ALNUM + '@#', 14)} (SQL Server, lab-pc\\SQLEXPRESS)",
    )
    r.add(
        "hosting",
        f"cPanel ya website ({DOMAIN}): user klinikia / {hpw()}",
        f"domain registrar login (renewal ni March): it@{DOMAIN} / {hpw()}",
        f"FTP ya website: ftp.{DOMAIN} user web_{rnd(LOWER, 5)} pass {rnd(ALNUM, 16)}",
    )
    r.add(
        "pharmacy_software",
        f"Pharmacy dispensing software: login pharm01 / {hpw()}, manager override PIN {digits(4)}",
        f"pharmacy POS - user {name().upper()} password {hpw()}",
    )
    r.add(
        "safaricom_selfcare",
        f"Safaricom business self-care (fibre + lines): {phone()} / {hpw()}",
        f"Safaricom fibre account portal - account {digits(8)}, password {hpw()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "mpesa_confirmation",
        f"{mpesa_code()} Confirmed. Ksh{ksh()} received from {name().upper()} {secrets.choice(NAMES).upper()} {phone(True)[:7]}***{digits(3)} on {day()} at 10:{secrets.randbelow(50) + 10} AM. New Till balance is Ksh{ksh()}.",
        f"patient analipa lakini haionekani kwa EMR - code ni {mpesa_code()}, amount {ksh()}",
        f"Leo M-Pesa:\n{mpesa_code()} 1,500\n{mpesa_code()} 3,200\n{mpesa_code()} 800\ntotal 5,500",
    )
    r.add(
        "mpesa_reversal",
        f"Tafadhali reverse {mpesa_code()} (Ksh {ksh()}) - mgonjwa alituma kwa till mbaya",
        f"reversal request imefika Safaricom, ref {mpesa_code()} original {mpesa_code()}",
        f"mteja alilipa mara mbili: {mpesa_code()} na {mpesa_code()}, refund ile ya pili",
    )
    r.add(
        "till_number",
        f"Lipa na M-Pesa - Buy Goods Till No. {digits(7, True)} KLINIKI AFYA LTD",
        f"poster mpya ya reception: Till {digits(6, True)}. ile ya zamani {digits(6, True)} tumefunga",
        f"pharmacy ina till yake ({digits(7, True)}), lab na consultation ni {digits(7, True)}",
    )
    r.add(
        "paybill",
        f"Paybill {digits(6, True)}, account number ni file number ya mgonjwa ({file_no()})",
        f"insurance copay: Paybill {digits(6, True)} Acc {digits(10)}",
        f"Tuma school fees ya Baraka via paybill {digits(6, True)} acc {rnd(UPPER, 3)}{digits(5)}",
    )
    r.add(
        "kra_pin_invoice",
        f"INVOICE\nKliniki Afya Ltd, PIN {kra_pin('P')}\nBill to: Acme Logistics Ltd, PIN {kra_pin('P')}",
        f"supplier anataka KRA PIN yetu kwa LPO: {kra_pin('P')}",
        f"withholding certificate ya Dr. Omondi - PIN {kra_pin('A')}, amount {ksh()}",
    )
    r.add(
        "kra_payment",
        f"KRA payment slip: PRN {pick(2025, 2024)}{digits(12)}, tax head VAT, amount {ksh()}",
        f"PAYE ya mwezi huu imelipwa - PRN {digits(16, True)} via bank, ref FT{digits(5)}{rnd(UPPER + DIGITS, 5)}",
    )
    r.add(
        "patient_file_no",
        f"file ya {file_no()} haipatikani kwa records, iko na Dr Chebet?",
        f"pull files: {file_no()}, {file_no()}, {file_no()} kwa clinic ya kesho",
        f"mgonjwa huyu ana files mbili ({file_no()} na {file_no()}) - merge kwa EMR",
    )
    r.add(
        "icd10",
        f"Dx: {pick('J06.9', 'J18.9', 'A09')}, {pick('B54', 'B50.9')}; F/U 2/52",
        "top diagnoses mwezi huu: I10 (42), E11.9 (31), J06.9 (27), N39.0 (19), B54 (12)",
        f"SHA claim imerudishwa - ICD {pick('O80', 'Z34.9', 'K29.7')} haikubaliki, tumia {pick('O82', 'Z34.0', 'K29.5')}",
    )
    r.add(
        "drug_batch",
        f"Amoxicillin 500mg caps batch {rnd(UPPER + DIGITS, 8)} exp {secrets.randbelow(12) + 1:02d}/{pick(2026, 2027)}",
        f"recall notice: Paracetamol susp batch no. {rnd(UPPER, 2)}{digits(6)} - check stoo",
        f"GRN: ORS sachets lot {digits(2)}{rnd(UPPER, 1)}{digits(5)}, Metformin 500 lot {rnd(UPPER + DIGITS, 9)}, qty 20 boxes",
    )
    r.add(
        "vaccine_lot",
        f"BCG lot {rnd(UPPER + DIGITS, 7)} exp {day()}; OPV lot {digits(3)}{rnd(UPPER, 1)}{digits(4)}",
        f"Tetanus toxoid vial lot {rnd(UPPER, 1)}{digits(6)}{rnd(UPPER, 2)} opened 8:30am, discard by 2pm",
    )
    r.add(
        "sha_member_no",
        f"SHA no. ya mgonjwa: CR{digits(13, True)}-{digits(1)}",
        f"verify eligibility - member CR{digits(13, True)}-{digits(1)}, dependant ya CR{digits(13, True)}-{digits(1)}",
        f"mgonjwa hana SHA number bado, amejiandikisha leo (ID {digits(8, True)})",
    )
    r.add(
        "nhif_member_no",
        f"NHIF no. {digits(8, True)} - old card, tumia SHA sasa",
        f"claim ya zamani: NHIF member {digits(7, True)}, admission {day()}",
    )
    r.add(
        "sha_claim_ref",
        f"SHA claim ref CLM-{mfl()}-{digits(8)} imekubaliwa, payment batch {digits(6)}",
        f"claims za October: {secrets.randbelow(300) + 40} submitted, batch ID SHA{pick(2024, 2025)}{digits(8)}",
        f"rejected: claim {uid()[:8].upper()}-{digits(4)} (missing signature)",
    )
    r.add(
        "invoice_no",
        f"Invoice INV-{pick(2024, 2025)}-{digits(5)} ya Acme Insurance bado haijalipwa",
        f"credit note CN{digits(6)} against invoice KLN/INV/{digits(6)}",
        f"statement ya {secrets.choice(SUPPLIERS)}: inv {digits(7)}, {digits(7)}, {digits(7)} - total {ksh()}",
    )
    r.add(
        "etims_receipt",
        f"eTIMS receipt\nCU Serial No: KRACU0{digits(9)}\nCU Invoice No: KRACU0{digits(9)}/{digits(4)}\nInternal Data: {groups(rnd(UPPER + DIGITS, 24), 4, '-')}\nReceipt Signature: {groups(rnd(UPPER + DIGITS, 16), 4, '-')}",
        f"mteja anataka eTIMS invoice ya {ksh()} - invoice no {digits(5)}, SCU KRACU0{digits(9)}",
    )
    r.add(
        "safaricom_ticket",
        f"Safaricom fibre down tena. ticket ref {digits(8, True)}, technician kesho",
        f"niliongea na Safaricom business care, ref SR-{digits(9)}, wanasema till ime-reactivate",
        f"escalation ya M-Pesa complaint: case number {pick('CAS', 'INC')}-{digits(7)}",
    )
    r.add(
        "mac_address",
        f"printer ya reception MAC {mac(':', True)} - nimeipa IP 192.168.1.{secrets.randbelow(200) + 20}",
        f"DHCP reservations:\nreception-pc {mac('-', True)}\nlab-pc {mac('-', True)}\ndvr {mac('-', True)}",
        f"mtu asiyejulikana kwa wifi: {mac()} (hostname android-{hexs(16)}) - block",
    )
    r.add(
        "device_serial",
        f"DVR model DS-7208HQHI-K1, serial {dvr_serial()}",
        f"laptop ya admin S/N {rnd(UPPER + DIGITS, 10)}, warranty mpaka {day()}",
        f"BP machine serial {rnd(UPPER, 2)}{digits(9)} imeenda calibration",
    )
    r.add(
        "phone_numbers",
        f"on call leo: Dr Omondi {phone()}, Sister Nyambura {phone()}",
        f"ambulance: {phone()} / {phone(True)}",
        f"reception line mpya ni {phone()}, ile ya zamani {phone()} itaforward mpaka Jan",
    )
    r.add(
        "appointment_ref",
        f"Appointment APT-{rnd(UPPER + DIGITS, 6)} Tue 9:30 Dr Chebet (ANC)",
        f"SMS: Dear patient, your booking {rnd(UPPER + DIGITS, 8)} on {day()} is confirmed. Reply C to cancel.",
        f"rescheduled: {rnd(UPPER, 3)}-{digits(5)} to Thursday, {rnd(UPPER, 3)}-{digits(5)} cancelled",
    )
    r.add(
        "lab_sample_id",
        f"sample {pick('LAB', 'HB', 'CHEM')}{digits(2)}{digits(6)} hemolysed, redraw",
        f"Results pending: {rnd(UPPER, 2)}-{digits(7)} (FBC), {rnd(UPPER, 2)}-{digits(7)} (LFT)",
        f"barcode ya tube {digits(12, True)} haiscan, andika kwa mkono",
    )
    r.add(
        "lab_results",
        f"FBC: WBC 7.{digits(1)}, Hb 1{digits(1)}.{digits(1)} g/dL, PLT {secrets.randbelow(200) + 150}; MPS negative",
        f"HbA1c {pick('6.8', '7.4', '9.1')}%, FBS {pick('7.2', '8.9', '11.3')} mmol/L, creat {secrets.randbelow(60) + 60} umol/L",
        f"malaria RDT pos, MPS ++ ; urinalysis: nitrites +, leuk ++, pH 6.{digits(1)}, SG 1.0{digits(2)}",
    )
    r.add(
        "prescription",
        f"Rx: AL 80/480 1x2 x3/7; PCM 1g tds x3/7; ORS prn. file {file_no()}",
        f"refill: Metformin 500mg bd #60, Amlodipine 5mg od #30 - ref RX{digits(7)}",
        f"discharge meds file {file_no()}: Ceftriaxone 1g IV od x{secrets.randbelow(4) + 3}/7 then Cefuroxime 500mg bd, review {day()}",
    )
    r.add(
        "network_config",
        "IP plan:\n192.168.1.1 router\n192.168.1.10 EMR server\n192.168.1.64 DVR\n192.168.1.100-200 DHCP\nVLAN 20 staff, VLAN 30 guest",
        f"fibre ya Safaricom: static IP 41.{secrets.randbelow(200) + 20}.{secrets.randbelow(250)}.{secrets.randbelow(250)}/29, gateway .1, DNS 1.1.1.1",
        "port forward: 8443 -> 192.168.1.10:443 (EMR), 8000 -> 192.168.1.64:8000 (DVR) - tutazifunga baada ya VPN",
    )
    r.add(
        "wifi_ssid",
        f"SSIDs: KlinikiStaff_5G, Kliniki-Guest, Kliniki-Admin, DIRECT-{rnd(UPPER + DIGITS, 2)}-HP M{digits(3)} (printer)",
        f"wifi ya jirani ni Safaricom_Home_{rnd(UPPER + DIGITS, 4)} inaingilia channel 6, hamisha yetu kwa 11",
    )
    r.add(
        "password_policy",
        "EMR password policy: at least 10 characters, one number, change every 90 days, lockout after 5 tries",
        "reminder kwa staff: usishare password ya EMR, kila mtu na user yake. Audit log inaonyesha nani alifanya nini",
        "PIN za till lazima ziwe 4 digits na zisiwe mwaka wa kuzaliwa, Safaricom wamesema",
    )
    r.add(
        "secret_reference",
        "password ya safe iko na Dr. Omondi pekee, usiiandike hapa",
        "Daraja keys ziko kwa password manager (vault ya Admin), Kevin amepewa access",
        "PUK na PIN za lines ziko kwa envelope ndani ya safe, sealed",
    )
    r.add(
        "bank_details_invoice",
        f"Bank details for payment: Acme Bank, Kilimani branch (code {digits(3)}), A/C {digits(13, True)}, SWIFT ACMEKENA",
        f"EFT to supplier - acc {digits(12, True)}, branch {digits(5)}, name {secrets.choice(SUPPLIERS)}",
        f"payment received RTGS ref {pick('RT', 'FT')}{digits(5)}{rnd(UPPER + DIGITS, 5)} from Acme Insurance, {ksh()}",
    )
    r.add(
        "bank_txn_ref",
        f"bank statement: FT{digits(5)}{rnd(UPPER + DIGITS, 5)} SALARIES {ksh()} DR",
        f"standing order ref SO/{digits(6)}/{pick(24, 25)} for rent, {ksh()}",
        f"reconcile: bank ref {rnd(UPPER + DIGITS, 12)} = M-Pesa {mpesa_code()} (sweep to bank)",
    )
    r.add(
        "cheque",
        f"cheque no. {digits(6)} ya Acme Insurance imebounce, reason code {digits(2)}",
        f"nimeandika cheques {(first := secrets.randbelow(900000) + 100000)} to {first + secrets.randbelow(8) + 2} kwa suppliers",
        f"banked cheques: {digits(6)} ({ksh()}), {digits(6)} ({ksh()}) - deposit slip {digits(8)}",
    )
    r.add(
        "insurer_preauth",
        f"pre-auth approved: PA-{digits(8)}, member {rnd(UPPER, 3)}/{digits(6)}/{digits(2)}, limit {ksh()}",
        f"smart card swipe OK - visit no {digits(10)}, scheme {rnd(UPPER, 4)}{digits(3)}",
        f"insurer anauliza claim form ya member no {digits(8)}-{digits(2)} ({day()})",
    )
    r.add(
        "ppb_registration",
        f"PPB reg no H{pick(2018, 2020, 2022)}/CTD{digits(4)}/{digits(4)} kwa Ceftriaxone ya supplier mpya",
        f"premises licence PPB/{rnd(UPPER, 3)}/{digits(4)}/{pick(2024, 2025)} - renew kabla ya Dec",
    )
    r.add(
        "practitioner_license",
        f"Dr. Chebet KMPDC reg {pick('A', 'B')}{digits(4)}, licence no {digits(6)} exp 31/12/25",
        f"Nursing Council licence ya Nyambura: NCK/{digits(5)}/{pick(2025, 2024)}",
    )
    r.add(
        "mfl_code",
        f"facility MFL code ni {mfl()} (weka kwa SHA forms zote)",
        f"referral letter to Acme Hospital (MFL {mfl()}) from us (MFL {mfl()})",
        f"SHA wanauliza MFL code na license: MFL {mfl()}, licence KMPDC/HF/{digits(5)}",
    )
    r.add(
        "stock_sku",
        f"stock take: SKU {rnd(UPPER, 3)}-{digits(5)} qty 14, SKU {rnd(UPPER, 3)}-{digits(5)} qty 0 (reorder)",
        f"item code {digits(8, True)} (gloves M) barcode {digits(13, True)}",
        f"bin card: AMX500-{digits(4)}, shelf C{digits(1)}, ROL 20 boxes",
    )
    r.add(
        "lpo_number",
        f"LPO/{pick(2024, 2025)}/{digits(4)} ya {secrets.choice(SUPPLIERS)} - approved by Dr Omondi",
        f"order ref PO{digits(8)} imekuja nusu, backorder BO-{digits(6)}",
        f"LPO KLN/{pick(2024, 2025)}/{digits(3)}: gloves 50 boxes, syringes 5ml x 2000, ref ya quote Q-{digits(6)}",
    )
    r.add(
        "delivery_note",
        f"delivery note DN{digits(7)} - 3 cartons short, signed by Wekesa",
        f"GRN {digits(5)} against DN {rnd(UPPER, 2)}{digits(6)}, invoice {digits(7)}",
        f"oxygen cylinders zimefika, DN {digits(8)}, cylinder nos {rnd(UPPER, 2)}{digits(5)} & {rnd(UPPER, 2)}{digits(5)}",
    )
    r.add(
        "courier_waybill",
        f"samples zimetumwa kwa referral lab, waybill {rnd(UPPER, 3)}{digits(9)}",
        f"parcel ya supplier tracking no {digits(12, True)} iko Nairobi depot",
        f"G4S ya cash pickup: consignment {digits(10, True)}, seal no {rnd(UPPER, 1)}{digits(7)}",
    )
    r.add(
        "imei",
        f"simu ya till IMEI {digits(15, True)} (dual SIM, IMEI2 {digits(15, True)})",
        f"nimeblock simu iliyopotea kwa Safaricom - IMEI {digits(15, True)}, ref {digits(8)}",
        f"POS (PDQ) ina SIM, IMEI {digits(15, True)}, ICCID 89254{digits(14)}",
    )
    r.add(
        "firmware_version",
        f"DVR firmware V4.{secrets.randbelow(80)}.{digits(3)} build {digits(6)}, update available",
        f"router HG8145V5 software V500R0{digits(2)}C00SPC{digits(3)}{rnd(UPPER, 1)}",
        f"BP monitor firmware {rnd(UPPER, 2)}{digits(2)}.{digits(3)}, serial {rnd(UPPER + DIGITS, 12)} - update kwa vendor",
    )
    r.add(
        "cctv_channels",
        "CCTV: CH1 reception, CH2 pharmacy, CH3 stoo, CH4 parking, CH5 back gate (offline), 1080p, 15fps, 30 days retention",
        "stream ya pharmacy: rtsp://192.168.1.64:554/Streaming/Channels/201 (user ya view-only iko kwa DVR)",
    )
    r.add(
        "stk_callback",
        '{"Body":{"stkCallback":{"MerchantRequestID":"' + f"{digits(5)}-{digits(8)}-1" + '","CheckoutRequestID":"ws_CO_' + f"{digits(14)}{digits(12)}" + '","ResultCode":0,"ResultDesc":"The service request is processed successfully.","CallbackMetadata":{"Item":[{"Name":"Amount","Value":1500},{"Name":"MpesaReceiptNumber","Value":"' + mpesa_code() + '"},{"Name":"PhoneNumber","Value":2547' + digits(8) + "}]}}}}",
        f"STK imefail kwa mgonjwa: CheckoutRequestID ws_CO_{digits(14)}{digits(12)}, ResultCode 1032 (cancelled by user)",
    )
    r.add(
        "c2b_confirmation",
        json.dumps({"TransactionType": "Pay Bill", "TransID": mpesa_code(), "TransTime": f"2025{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{secrets.randbelow(12) + 8:02d}{secrets.randbelow(60):02d}{secrets.randbelow(60):02d}", "TransAmount": "2000.00", "BusinessShortCode": digits(6, True), "BillRefNumber": file_no(), "OrgAccountBalance": ksh().replace(",", ""), "MSISDN": hashlib.sha256(secrets.token_bytes(16)).hexdigest(), "FirstName": name().upper()}),
        f"C2B confirmation imefika lakini BillRefNumber ni {rnd(UPPER + DIGITS, 8)} (typo), TransID {mpesa_code()}, MSISDN ni hash {hexs(64)}",
    )
    r.add(
        "sms_delivery_report",
        f"AT delivery report: id ATXid_{hexs(32)}, status Success, cost KES 0.8000, number {phone(True)}",
        f"SMS bulk ya reminders: {secrets.randbelow(300) + 50} sent, {secrets.randbelow(9)} failed (messageId ATXid_{hexs(32)} - InsufficientCredit)",
    )
    r.add(
        "emr_record_uuid",
        f"EMR patient uuid {uid()} ina duplicate {uid()}",
        f"encounter {uid()} haikusave vitals, retry",
        f"https://emr.kliniki.internal/patient/{uid()}/visits/{secrets.randbelow(90000) + 10000}",
    )
    r.add(
        "emr_build",
        f"EMR updated to v3.{secrets.randbelow(9)}.{secrets.randbelow(20)} (build {hexs(7)}), release notes kwa email",
        f"vendor patch commit {hexs(40)} inafix bug ya SHA claims export",
        f"migration {pick(2024, 2025)}{digits(10)}_add_sha_claims imefail kwa staging, rollback to {hexs(12)}",
    )
    r.add(
        "backup_checksum",
        f"backup ya jana: emr-{pick(2024, 2025)}{digits(4)}.sql.gz, 1.{digits(1)} GB, sha256 {hexs(64)}",
        f"restore test OK, md5 {hexs(32)} inamatch",
        f"USB backup ya Ijumaa: emr_full_{digits(8)}.tar.zst, b3sum {hexs(64)}",
    )
    r.add(
        "locker_assignments",
        "lockers: #3 Achieng, #5 Wekesa, #9 Halima, #12 Sister Nyambura, #14 locum (key ya spare iko kwa admin)",
        f"locker {secrets.randbelow(20) + 1} imevunjika lock, fundi kesho",
    )
    r.add(
        "safe_log",
        f"safe log {day()}: opened 07:{secrets.randbelow(50) + 10} by admin, cash float {ksh()}, closed 19:05 (Dr O witness)",
        f"cash count: 1000 x {secrets.randbelow(30)}, 500 x {secrets.randbelow(30)}, 200 x {secrets.randbelow(30)}, coins {secrets.randbelow(900)} - total ndani ya safe {ksh()}",
    )
    r.add(
        "masked_card",
        f"card payment: VISA ************{digits(4)}, auth code {rnd(UPPER + DIGITS, 6)}, RRN {digits(12)}",
        f"PDQ slip: MID {digits(15)} TID {digits(8)} CARD 5{digits(3)}XXXXXXXX{digits(4)} APPROVED",
        f"refund ya {ksh()} kwa card ending {digits(4)}, ARN {digits(23)}",
    )
    r.add(
        "till_qr_payload",
        f"QR ya till (EMV string, iko printed kwa counter): 000201010211{digits(4)}{digits(16)}5204{digits(4)}5303404{digits(10)}6304{rnd('0123456789ABCDEF', 4)}",
        f"QR code ya Lipa na M-Pesa ilikuwa blurry, nimeprint upya (Till {digits(7, True)}, ref {rnd(UPPER + DIGITS, 10)})",
    )
    r.add(
        "kplc_token",
        f"stima token (already entered, units zimeingia): {groups(digits(20), 4, '-')} 34.5kWh meter {digits(11, True)}",
        f"KPLC receipt {mpesa_code()}: Token {groups(digits(20), 4, ' ')} Units 62.1 Amt {ksh()} - imewekwa kwa meter",
    )
    r.add(
        "asset_tags",
        f"asset register: KLN-IT-{digits(4)} laptop, KLN-MED-{digits(4)} autoclave, KLN-FUR-{digits(4)} couch",
        f"tag mpya za equipment zimefika, kuanzia {rnd(UPPER, 2)}{digits(6)} mpaka {rnd(UPPER, 2)}{digits(6)}",
    )
    r.add(
        "it_ticket",
        f"Acme IT ticket #{digits(6)}: printer haiprint, assigned {name()}",
        f"helpdesk ref {rnd(UPPER, 3)}-{digits(5)}-{rnd(UPPER + DIGITS, 4)} - EMR slow, they said memory",
        f"ticket INC{digits(7)} closed: wifi ya consultation room 3 iko fiti sasa",
    )
    r.add(
        "sms_template",
        "Reminder template: 'Habari {name}, appointment yako ni {date} saa {time}. Ref {ref}. Kliniki Afya {phone}'",
        "OTP template ya patient portal: 'Your Kliniki verification code is {code}. Do not share it.' - sender KLINIKI",
    )
    r.add(
        "shift_rota",
        f"rota wk {secrets.randbelow(52) + 1}: D = 7-4, E = 1-9, N = 9-7. Achieng D/D/E/E/N/O/O, Wekesa N/N/O/O/D/D/E",
        f"locum ya weekend code L{digits(3)}, rate {ksh()} per shift, M-Pesa {phone()}",
    )
    r.add(
        "nssf_schedule",
        f"NSSF schedule: {name()} NSSF no {digits(9, True)}, {name()} {digits(9, True)}, employer {digits(9, True)}",
        f"SHIF deductions mwezi huu - 2.75% of gross, list ya member numbers iko kwa payroll export ({digits(6)}.csv)",
    )
    return r


def main() -> None:
    write_corpora("make_heldout50.py", [
        ("heldout50_credentials.yaml", credentials(), "batch 50 (Nairobi outpatient clinic administrator), written blind; every value synthetic"),
        ("heldout50_lookalikes.yaml", lookalikes(), "batch 50 look-alikes: M-Pesa codes, till/paybill, KRA PINs, clinic and supply references, written blind"),
    ])


if __name__ == "__main__":
    main()
