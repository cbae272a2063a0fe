# ruff: noqa: E501
"""Writes heldout337_credentials.yaml and heldout337_lookalikes.yaml: held-out batch 337.

Persona: the IT coordinator of a primary school in Cardiff who writes British English with
Welsh words and phrases (cyfrinair, côd, diolch, cofia). He keeps the MIS (Arbor and the old
SIMS server) admin passwords, the Google Workspace for Education super-admin login, backup
codes, service-account key and OAuth client secret, his Hwb login, the Apple School Manager
account and iPad passcodes, the staff and pupil Wi-Fi PSKs and the RADIUS secret, the codes of
the office safe, the key cabinet, the door keypads and the alarm's engineer code, the Intune
app's client secret, LAPS and BitLocker keys, a Teams webhook, the PTA's Mailchimp key and the
school website's database password; and many look-alikes: pupil UPNs, the LA/establishment
(DfE) number, asset tags, Apple serials, IMEIs, order, invoice, PO and tracking numbers, MAC
addresses, tenant and customer ids, masked card digits, secret references, used one-time
codes, public keys, versions, phone numbers, prices and dates.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    app_password,
    bitlocker_key,
    digits,
    ean13,
    google_api_key,
    google_client_id,
    google_client_secret,
    groups,
    hexs,
    iban,
    imei,
    luhn,
    mac,
    mailchimp_key,
    openssh_private,
    pem_body,
    phrase,
    pick,
    pin,
    pw,
    rnd,
    ssh_fingerprint,
    ssh_pub,
    uid,
    visa,
    wg_key,
    write_corpora,
)

GEIRIAU = [
    "draig", "cwtch", "hiraeth", "bara", "brith", "cennin", "afon", "mynydd", "castell",
    "taf", "bae", "glaw", "haul", "hwyl", "seren", "calon", "coch", "gwyrdd", "llyfr",
    "defaid", "cawl", "pice", "tafod", "enfys", "cwm", "derwen", "gwennol", "llwynog",
]
SERIAL = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"
UPN_LETTERS = "ABCDEFGHJKLMNPQRTUVWXYZ"


def welsh_pw() -> str:
    """A password a person makes up: two Welsh words, two digits, a symbol."""
    a, b = secrets.choice(GEIRIAU), secrets.choice(GEIRIAU)
    return f"{a.capitalize()}{b.capitalize()}{digits(2)}{pick('!', '#', '*', '?', '&')}"


def laps_pw() -> str:
    return rnd(ALNUM + "!#%&*+-.@", pick(14, 16, 20))


def intune_secret() -> str:
    """An Entra ID (Azure AD) app client secret: three characters, a digit, Q~, then 34."""
    return f"{rnd(ALNUM, 3)}{secrets.randbelow(10)}Q~{rnd(ALNUM + '_~.-', 34)}"


def teams_webhook() -> str:
    return (f"https://ysgolacme.webhook.office.com/webhookb2/{uid()}@{uid()}/IncomingWebhook/"
            f"{hexs(32)}/{uid()}/V2{rnd(URLSAFE, 43)}")


def service_account_json(project: str) -> str:
    key = "-----BEGIN PRIVATE KEY-----\n" + pem_body(6) + "\n-----END PRIVATE KEY-----\n"
    return json.dumps({
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(40),
        "private_key": key,
        "client_email": f"gam-sync@{project}.iam.gserviceaccount.com",
        "client_id": digits(21, lead=True),
    }, indent=2)


def totp_seed(spaced: bool = False) -> str:
    seed = rnd(BASE32, 32)
    return groups(seed.lower(), 4) if spaced else seed


def google_backup_codes(n: int = 10) -> str:
    return "\n".join(f"{pin(4)} {pin(4)}" for _ in range(n))


def wp_cookie() -> str:
    return f"wordpress_logged_in_{hexs(32)}=admin%7C{1_760_000_000 + secrets.randbelow(9_000_000)}%7C{rnd(ALNUM, 43)}%7C{hexs(64)}"


def wifi_passphrase() -> str:
    return f"{phrase(GEIRIAU, 3, '-')}-{digits(2)}"


def upn() -> str:
    """A Unique Pupil Number: check letter, LA 681 (Cardiff), school, year, serial."""
    body = "681" + "2" + digits(3) + pick("18", "19", "20", "21", "22", "23") + digits(3)
    total = sum(int(c) * w for c, w in zip(body, range(2, 14), strict=True))
    return UPN_LETTERS[total % 23] + body


def apple_serial() -> str:
    return rnd(SERIAL, pick(10, 12))


def asset_tag() -> str:
    return f"YGA-{pick('IPD', 'LAP', 'DSK', 'PRJ', 'CB')}-{digits(4)}"


def royal_mail() -> str:
    return f"{rnd(UPPER, 2)}{digits(9)}GB"


def amazon_order() -> str:
    return f"{pick('202', '203', '204', '205', '206')}-{digits(7)}-{digits(7)}"


def sort_code() -> str:
    return f"{digits(2)}-{digits(2)}-{digits(2)}"


def vat_no() -> str:
    return f"GB {digits(3, lead=True)} {digits(4)} {digits(2)}"


def ip10() -> str:
    return f"10.{secrets.randbelow(250) + 1}.{secrets.randbelow(250) + 1}.{secrets.randbelow(250) + 1}"


def thumbprint(colons: bool = False) -> str:
    t = hexs(40).upper()
    return ":".join(t[i:i + 2] for i in range(0, 40, 2)) if colons else t


def gbp(low: int, high: int) -> str:
    return f"£{low + secrets.randbelow(high - low):,}.{digits(2)}"


def date_uk() -> str:
    return f"{secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d}/{pick('2024', '2025', '2026')}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "arbor_mis_admin_password",
        f"Arbor MIS – admin login (site admin, NOT my teacher one)\nuser: it.admin@ysgolacme.example\ncyfrinair: {welsh_pw()}",
        f"arbor admn pw chnaged after the audit -> {pw()}  (tell Mrs Hughes in the swyddfa)",
        f"Arbor\n{pw()}\nthat's the superuser, use for census day only",
        f"MIS login for supply cover setup, Arbor, user cover.admin pass {welsh_pw()} — change it back Friday!",
        f"- Arbor: itcoord / {pw()}\n- (SIMS is read-only now, see below)",
    )

    r.add(
        "sims_sql_connection_string",
        f"SIMS db conn string for the census export script:\nServer=SIMS-SQL.ysgol.internal\\SIMS2008;Database=sims;User Id=sa;Password={pw()};",
        f"old sims server (decommission in summer hols) — sa pw {rnd(ALNUM + '#!', 14)}",
        f"$conn = \"Data Source=sims-sql.acme.internal\\SIMS;Initial Catalog=SIMS;User ID=simsreport;Password={pw()}\"",
        f"ODBC for the FMS reports: DRIVER={{SQL Server}};SERVER=10.20.1.15\\SIMS;UID=fms_ro;PWD={welsh_pw()}",
        f"sims sql login (sa) diolch i'r engineer o'r LA: {pw()}",
    )

    r.add(
        "google_workspace_super_admin_password",
        f"Google Workspace super admin (admin@ysgolacme.example)\ncyfrinair newydd: {pw()}",
        f"GW4E break-glass acc → breakglass@ysgolacme.example / {rnd(ALNUM + '!#%&*+-', 24)}  (printed copy in sêff)",
        f"google admin console pw {welsh_pw()} remember 2sv is on my phone",
        f"Workspace admin login for the Chromebook cart enrol: enrol@ysgolacme.example pass: {pw()}",
        f"super admin pwd (rotated Medi): {rnd(ALNUM, 18)}",
    )

    r.add(
        "google_admin_backup_codes",
        f"Google backup codes – admin@ysgolacme.example (each works once)\n{google_backup_codes()}",
        f"backup codes for the break glass admin, cross off as used:\n{google_backup_codes(8)}",
        f"2SV backup codes (printed 03/09, copy in the safe):\n{google_backup_codes(10)}",
        f"codes wrth gefn ar gyfer admin google:\n{google_backup_codes(5)}\n(rest in the envelope)",
    )

    r.add(
        "google_service_account_key",
        f"GAM service account key (gam-sync) — ysgolacme-gam-project\n```json\n{service_account_json('ysgolacme-gam-123')}\n```",
        f"key file for the Classroom roster sync, paste into /etc/gam/oauth2service.json:\n{service_account_json('acme-classroom-sync')}",
        f"sa json for the Sheets→Calendar script (don't commit!!)\n{service_account_json('ysgol-acme-calendar')}",
        f"{service_account_json('ysgolacme-drive-audit')}\n^ drive audit service acct, domain-wide delegation ON",
    )

    r.add(
        "google_oauth_client_secret",
        f"OAuth client for GAM (desktop app)\nclient id {google_client_id()}\nclient secret {google_client_secret()}",
        f"client_secret: {google_client_secret()}  # the attendance form app",
        f"GOOGLE_CLIENT_SECRET={google_client_secret()}",
        f"gam oauth secret (regenerated after the supply teacher saw my screen, ych a fi) {google_client_secret()}",
        f'{{"installed":{{"client_id":"{google_client_id()}","project_id":"ysgolacme-gam","client_secret":"{google_client_secret()}","redirect_uris":["http://localhost"]}}}}',
    )

    r.add(
        "google_api_key_server",
        f"Sheets API key for the lunch numbers script (server side, restricted to Sheets): {google_api_key()}",
        f"const API_KEY = '{google_api_key()}'; // calendar feed for the website, DON'T share",
        f"google api key (Drive, unrestricted – fix this!!) {google_api_key()}",
        f"YouTube Data API key for the school channel uploader\n{google_api_key()}",
    )

    r.add(
        "hwb_login_password",
        f"Hwb login – me\nusername: JonesD{digits(2)}\ncyfrinair: {welsh_pw()}",
        f"hwb pw {pw()} (expires every 90 days, grr)",
        f"Hwb admin (school) account: admin.{digits(4)}@ysgolacme.example / {pw()}",
        f"Hwb for the Year 6 demo account, password {welsh_pw()} – give to Mr Price for the J2e lesson",
        f"new hwb passwrod after reset: {rnd(ALNUM, 12)}",
    )

    r.add(
        "apple_school_manager_password",
        f"Apple School Manager\nmanaged apple id: asm.admin@appleid.ysgolacme.example\npw: {pw()}",
        f"ASM admin pw changed — {welsh_pw()} (verification code goes to the office iPhone)",
        f"apple school manager login for the iPad order (DEP): ipads@ysgolacme.example  {rnd(ALNUM + '!#', 16)}",
        f"ASM / Apple Business Essentials? no – ASM. cyfrinair: {pw()}",
        f"classroom app teacher managed id for Bl.4 → blwyddyn4@appleid.ysgolacme.example pw {welsh_pw()}",
    )

    r.add(
        "ipad_device_passcode",
        f"iPad trolley (Bl.3) passcode: {pin(6)}",
        f"passcode for all the class iPads is {pin(6)} now, changed after the kids watched me type it",
        f"teacher iPad (Mrs Evans) – côd {pin(6)}",
        f"iPads in the library:\npasscode {pin(6)}\n(same on all 16, Guided Access off)",
        f"Screen Time pascode on the offce iPad {pin(4)}",
    )

    r.add(
        "staff_wifi_psk",
        f"Wi-Fi staff: SSID Ysgol-Staff\nkey {wifi_passphrase()}",
        f"staff wifi pasword (WPA2) = {rnd(ALNUM, 16)}",
        f"wifi staff newydd ar ôl hanner tymor: {wifi_passphrase()}",
        f"Ysgol-Staff psk {wifi_passphrase()} — don't give to parents at sports day!",
        f"wpa_passphrase for the staffroom AP: {rnd(ALNUM + '!#', 20)}",
    )

    r.add(
        "pupil_wifi_psk",
        f"cyfrinair wifi disgyblion\n{rnd(ALNUM, 10)}\ncofia: only give to staff, NOT the kids",
        f"Disgyblion wifi key {rnd(ALNUM, 12)}",
        f"pupil wifi (Ysgol-Disgyblion, only for iPads/chromebooks) psk: {rnd(LOWER + DIGITS, 14)}",
        f"SSID: Ysgol-Pupils\nPassword: {wifi_passphrase()}",
        f"network:\n  ssid: Ysgol-Disgyblion\n  psk: \"{rnd(ALNUM, 16)}\"\n  vlan: 30",
    )

    r.add(
        "radius_shared_secret",
        f"radius {rnd(ALNUM + '-_', 24)} (paste in both NPS + controller, no trailing space!)",
        f"RADIUS shared secret (NPS ↔ Aruba controller): {rnd(ALNUM, 24)}",
        f"radius secret {rnd(ALNUM + '!#%', 20)} — same on both APs clusters",
        f"client aruba-ctl {{\n  ipaddr = 10.20.0.5\n  secret = {rnd(ALNUM, 28)}\n}}",
        f"NPS radius client 'Aruba' shared secret\n{rnd(ALNUM, 32)}",
    )

    r.add(
        "office_safe_code",
        f"Swyddfa safe code: {pin(6)}",
        f"sêff côd {pin(6)} (Mrs Hughes & me only)",
        f"safe in the head's office – {pin(4)}#",
        f"New safe combo after the locksmith: {pin(6)}. old one no longer works",
        f"safe code\n{pin(6)}\ndiolch Gareth",
    )

    r.add(
        "key_cabinet_code",
        f"key cabinet (staffroom) code {pin(4)}",
        f"Key safe by the caretaker's door: {'-'.join(pin(4))}",
        f"cabinet allweddi – côd newydd {pin(5)}",
        f"keysafe for the contractor (boiler man) on Thurs: {pin(4)} — change after!!",
        f"Key box, outside mobile classroom: {pin(4)}",
    )

    r.add(
        "alarm_engineer_code",
        f"eng code alarm {pin(4)}\n(set to part-set for holiday club, diolch)",
        f"Alarm engineer code (Texecom) {pin(4)} – only use with the ARC on the phone",
        f"larwm: engineer code {pin(6)}",
        f"intruder alarm eng. code: {pin(4)}  user code is on the caretaker's sheet",
        f"alarm engineer {pin(4)} — Cardiff Security gave it when they serviced it",
    )

    r.add(
        "door_keypad_code",
        f"Front door keypad {pin(4)}C",
        f"door code too the server cuboard {pin(5)}",
        f"Digi lock on the Y6 corridor {pin(4)} (changed term 2)",
        f"gate keypad for after-school club: {pin(4)}#",
        f"cupboard IT (dan y grisiau) – côd {pin(4)}",
    )

    r.add(
        "intune_client_secret",
        f"Intune app reg (Graph device export)\nclient secret: {intune_secret()}\nexpires 12/2026",
        f"$ClientSecret = \"{intune_secret()}\"  # intune autopilot script",
        f"AZURE_CLIENT_SECRET={intune_secret()}",
        f"Intune secret value (copy it now, won't show again!) {intune_secret()}",
        f"graph app 'Ysgol Intune Reporting' → secret {intune_secret()}",
    )

    r.add(
        "m365_admin_totp_seed",
        f"setup key if you can't scan the QR (M365 global admin) -\n{totp_seed()}",
        f"MFA seed for the shared admin (set up on both phones): {totp_seed(spaced=True)}",
        f"otpauth://totp/Microsoft:admin@ysgolacme.example?secret={totp_seed()}&issuer=Microsoft",
        f"authenticator secret key (Entra admin) {totp_seed()}",
        f"TOTP key for the Google admin break-glass, put in 2nd phone:\n{totp_seed(spaced=True)}",
    )

    r.add(
        "laps_local_admin_password",
        f"Windows LAPS | Account: Administrator | Password: {laps_pw()} | Expires: {secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d}/2026",
        f"LAPS pw for STAFF-LT-{digits(3)} (pulled from Intune, valid till rotate): {laps_pw()}",
        f"local admin on the office PC .\\LocalAdmin {laps_pw()}",
        f"Laptop Bl.5 (YGA-LAP-{digits(4)}) local admin password\n{laps_pw()}",
        f"laps: {laps_pw()} — for the SMART board driver install",
    )

    r.add(
        "bitlocker_recovery_key",
        f"BitLocker recovery key for Mrs Evans' laptop: {bitlocker_key()}",
        f"bitlocker key (head's laptop, stuck on the blue screen again)\n{bitlocker_key()}",
        f"Recovery key: {bitlocker_key()}",
        f"allwedd adfer bitlocker – STAFF-LT-{digits(3)}: {bitlocker_key()}",
        f"YGA-LAP-{digits(4)} bitlocker {bitlocker_key()} diolch Intune",
    )

    r.add(
        "gmail_app_password",
        f"cyfrinair ap ar gyfer y sganiwr — {app_password()}",
        f"app password for the photocopier scan-to-email (scanner@ysgolacme.example): {app_password()}",
        f"Gmail app pw for the MFD → {app_password()}",
        f"scan to email SMTP\nsmtp.gmail.com 587\nuser scanner@ysgolacme.example\npass {app_password().replace(' ', '')}",
        f"app-specific password (Outlook on the old office PC) {app_password()}",
    )

    r.add(
        "teams_incoming_webhook",
        f"Teams webhook for the 'Staff IT alerts' channel:\n{teams_webhook()}",
        f"$uri = '{teams_webhook()}'",
        f"incoming webhook (backup job posts here) {teams_webhook()}",
        f"webhook sianel Teams y staff – {teams_webhook()}",
    )

    r.add(
        "pta_mailchimp_api_key",
        f"PTA Mailchimp API key (for the newsletter sign-up form): {mailchimp_key()}",
        f"mailchimp key {mailchimp_key()} - Ffrindiau'r Ysgol account",
        f"MAILCHIMP_API_KEY={mailchimp_key()}",
        f"Cymdeithas Rhieni mailchimp\napi key: {mailchimp_key()}\n(Siân set it up, I just keep it)",
    )

    r.add(
        "website_db_password",
        f"wp-config for ysgolacme.example:\ndefine( 'DB_USER', 'ysgol_wp' );\ndefine( 'DB_PASSWORD', '{rnd(ALNUM + '!#%^*', 20)}' );",
        f"school website mysql pw {pw()}",
        f"DB_PASSWORD={rnd(ALNUM, 24)}\nDB_HOST=db.ysgolacme.internal",
        f"mysql -u ysgol_wp -p'{rnd(ALNUM, 16)}' -h db.acme.internal wp_ysgol",
        f"website database (cPanel) – user ysgol_wp, cyfrinair {welsh_pw()}",
    )

    r.add(
        "wordpress_session_cookie",
        f"cookie from the website admin session (for the plugin dev to debug, delete after!):\n{wp_cookie()}",
        f"Cookie: {wp_cookie()}",
        f"curl -b '{wp_cookie()}' https://ysgolacme.example/wp-admin/",
        f"logged-in cookie, expires in 2 weeks: {wp_cookie()}",
    )

    r.add(
        "cctv_nvr_admin_password",
        f"CCTV NVR (Hikvision, in the comms cab) admin {pw()}",
        f"cctv recorder login: admin / {welsh_pw()}",
        f"NVR web UI http://10.20.5.2 – admin pw {rnd(ALNUM + '!', 12)}",
        f"camerâu CCTV – cyfrinair admin: {pw()} (police asked for footage 14/11)",
    )

    r.add(
        "signage_pi_ssh_private_key",
        f"key for the reception signage Pi (pi@signage.ysgol.internal):\n{openssh_private()}",
        f"~/.ssh/id_signage\n{openssh_private()}",
        f"{openssh_private()}\n^ priv key for the hall display pi",
        f"ssh key y Pi (arddangosfa) – keep private\n```\n{openssh_private()}\n```",
    )

    r.add(
        "school_purchase_card",
        f"purchase card\nno: {visa()}\nexp {secrets.randbelow(12) + 1:02d}/{pick(26, 27, 28)}\ncvc {digits(3)}\nPIN is Mrs Hughes' — not mine",
        f"School purchase card (Visa) {visa()} exp {secrets.randbelow(12) + 1:02d}/{pick(26, 27, 28)} CVC {digits(3)}",
        f"procurement card for the Amazon Business account:\n{visa()}\n{secrets.randbelow(12) + 1:02d}/{pick(26, 27)}  cvv {digits(3)}",
        f"cerdyn yr ysgol: {luhn('4', 16)} {secrets.randbelow(12) + 1:02d}/{pick(26, 27, 28)} {digits(3)} (Mrs Hughes knows)",
        f"card for the apple order – {visa()}, expiry {secrets.randbelow(12) + 1:02d}/{pick(27, 28)}, security code {digits(3)}",
    )

    r.add(
        "backup_encryption_passphrase",
        f"Synology Hyper Backup encryption passphrase (lose it = lose the backup!!): {phrase(GEIRIAU, 5, '-')}",
        f"backup enc key\n{phrase(GEIRIAU, 6, ' ')}",
        f"Veeam encryption password for the SIMS job: {rnd(ALNUM + '!#%&', 22)}",
        f"cyfrinymadrodd backup y NAS: {phrase(GEIRIAU, 4, '.')}{digits(3)}",
        f"restic repo password (offsite to the LA) {rnd(ALNUM, 32)}",
    )

    r.add(
        "wireguard_private_key",
        f"wg0 on my laptop (VPN to the school NAS)\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.99.0.2/32",
        f"wireguard private key for the caretaker's phone: {wg_key()}",
        f"[Interface]\nAddress = 10.99.0.5/32\nPrivateKey = {wg_key()}\nDNS = 10.20.0.1",
        f"wg privkey (home → ysgol) {wg_key()}",
    )

    r.add(
        "papercut_admin_password",
        f"PaperCut admin login (http://print.ysgol.internal:9191): admin / {pw()}",
        f"papercut admin pw {welsh_pw()}",
        f"photocopier admin (Ricoh, machine settings) pw {rnd(ALNUM, 10)} – engineer changed it from default",
        f"print server / papercut\nuser: admin\ncyfrinair: {rnd(ALNUM + '!#', 14)}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "pupil_upn",
        f"UPN for the new starter (Bl.2): {upn()}",
        f"pupil transfer in from Newport – UPN {upn()} (CTF came through ok)",
        f"UPNs missing from the census:\n{upn()}\n{upn()}\n{upn()}",
        f"rhif disgybl unigryw {upn()} — check against Arbor",
        f"CTF export failed on UPN {upn()}, check letter wrong? no, it's fine",
    )

    r.add(
        "la_estab_number",
        f"DfE / LA number: 681{digits(4)}",
        f"School number 681-2{digits(3)} (use on all the WG forms)",
        f"LAESTAB 6812{digits(3)} for the census",
        f"rhif yr ysgol: 681/2{digits(3)}",
    )

    r.add(
        "school_asset_tag",
        f"asset tag {asset_tag()} → Bl.4 classroom",
        f"Written off: {asset_tag()}, {asset_tag()}, {asset_tag()} (dropped, ych a fi)",
        f"Asset: {asset_tag()}\nLocation: Neuadd\nNotes: projector bulb replaced",
        f"tag newydd ar y gliniadur: {asset_tag()}",
        f"| tag | room |\n|---|---|\n| {asset_tag()} | Bl.1 |\n| {asset_tag()} | Bl.6 |",
    )

    r.add(
        "apple_device_serial",
        f"iPad serial {apple_serial()} (screen cracked, send to repair)",
        f"Serial No. {apple_serial()} – added to ASM manually",
        f"serials for the order:\n{apple_serial()}\n{apple_serial()}\n{apple_serial()}\n{apple_serial()}",
        f"rhif cyfresol MacBook y pennaeth {apple_serial()}",
        f"Apple repair quote for S/N {apple_serial()}",
    )

    r.add(
        "ipad_imei",
        f"IMEI {imei()} (the one cellular iPad for trips)",
        f"cellular iPad – IMEI: {imei()}, SIM from the LA contract",
        f"imei {imei()} reported lost on the Llancaiach Fawr trip, found on the bus!",
        f"IMEI/MEID\n{imei()}",
    )

    r.add(
        "supplier_order_number",
        f"Amazon order {amazon_order()} – HDMI cables x10",
        f"Order no: SO-{digits(6, lead=True)} (iPad cases, 32)",
        f"archeb: {amazon_order()}, due Tues",
        f"Order confirmation #{digits(8, lead=True)} from the Chromebook supplier",
        f"order ref for the projector lamps {pick('ORD', 'WEB')}{digits(7, lead=True)}",
    )

    r.add(
        "invoice_reference",
        f"Invoice INV-{pick('2025', '2026')}-{digits(5)} paid via the LA",
        f"anfoneb rhif {digits(7, lead=True)} – Apple Education",
        f"inv {pick('SI', 'IN')}{digits(6, lead=True)} for {gbp(200, 3000)} chased again",
        f"invoice no. {digits(6, lead=True)}/{pick('A', 'B')} (broadband, termly)",
    )

    r.add(
        "purchase_order_ref",
        f"PO {digits(6, lead=True)} raised for the iPad refersh",
        f"purchase order: PO-681-{digits(5)}",
        f"PO {digits(6, lead=True)} → Mrs Hughes to approve in the FMS",
        f"rhif archeb brynu {digits(6, lead=True)}",
    )

    r.add(
        "parcel_tracking_number",
        f"Royal Mail tracked: {royal_mail()}",
        f"DPD parcel {digits(14, lead=True)} – out for delivery",
        f"trackng {royal_mail()} (the retuned iPad)",
        f"tracking no. {digits(14, lead=True)}\ncourier: DPD\nsign: swyddfa",
        f"parsel – {royal_mail()} — left with the caretaker",
    )

    r.add(
        "device_mac_address",
        f"MAC of the hall projector {mac(upper=True)} (reserve IP)",
        f"whitelist on the pupil wifi: {mac()} (Bl.5 Chromebook)",
        f"new printer MAC {mac('-', upper=True)}",
        f"DHCP reservation\nhost signage-pi {{ hardware ethernet {mac()}; fixed-address 10.20.5.40; }}",
    )

    r.add(
        "intune_device_url",
        f"Intune device page: https://endpoint.acme.example/#view/Microsoft_Intune_Devices/DeviceSettingsMenuBlade/~/overview/mdmDeviceId/{uid()}",
        f"device id {uid()} – wipe pending",
        f"autopilot device {uid()} stuck on ESP, ticket raised",
        f"https://intune.ysgolacme.test/devices/{uid()}/compliance (non-compliant, old iPadOS)",
    )

    r.add(
        "workspace_customer_id",
        f"Google Workspace customer ID: C0{rnd(LOWER + DIGITS, 7)}",
        f"customer id for the Chrome Education upgrade order → C0{rnd(LOWER + DIGITS, 7)}",
        f"GW4E customer id C0{rnd(LOWER + DIGITS, 7)} (needed for the Hwb sync form)",
        f"gam info customer\nCustomer ID: C0{rnd(LOWER + DIGITS, 7)}\nPrimary Domain: ysgolacme.example",
    )

    r.add(
        "entra_tenant_and_app_ids",
        f"Tenant ID {uid()}",
        f"Intune reporting app\nApplication (client) ID: {uid()}\nDirectory (tenant) ID: {uid()}\nsecret: in the vault, not here",
        f"$TenantId = '{uid()}'",
        f"object id of the 'Staff iPads' group {uid()}",
        f"AZURE_TENANT_ID={uid()}\nAZURE_CLIENT_ID={uid()}",
    )

    r.add(
        "masked_card_digits",
        f"Amazon Business payment method: Visa ending in {digits(4)} (exp {pick('03', '07', '11')}/{pick(27, 28)})",
        f"purchase card ending {digits(4)}",
        f"Visa •••• {digits(4)} used for the Apple order",
        f"receipt: card **** **** **** {digits(4)}, {gbp(20, 400)}",
        f"cerdyn yn gorffen {digits(4)} – the new one, old one cancelled",
    )

    r.add(
        "secret_env_reference",
        "password: ${{ secrets.ARBOR_API_PASSWORD }}",
        "export INTUNE_CLIENT_SECRET=$(op read 'op://Ysgol IT/Intune app/credential')",
        "AZURE_CLIENT_SECRET is in the Automation account variables, don't paste it here",
        "vault path: kv/ysgol/wifi/staff_psk (read with `vault kv get`)",
        "$secret = Get-AutomationVariable -Name 'IntuneClientSecret'",
    )

    r.add(
        "secret_location_note",
        "Safe code – ask Mrs Hughes, its NOT writen down anywhere (good)",
        "alarm engineer code is in the sealed envelope in the sêff, signed across the flap",
        "Google backup codes printed & in the safe (brown envelope, 'GW4E')",
        "wifi staff cyfrinair wedi newid – on the staffroom noticeboard, not in here",
        "Arbor admin password: in Bitwarden under 'Arbor – site admin'",
    )

    r.add(
        "spent_one_time_code",
        f"Hwb verification code {pin(6)} – used, expired",
        f"ASM sent {pin(6)} to the office phone, already used it",
        f"G-code {pin(6)} expired before I typed it lol, got a new one",
        f"guest wifi voucher for the inspector {pin(8)} (24h, expired yesterday)",
        f"côd un-tro {pin(6)} — wedi defnyddio",
    )

    r.add(
        "public_ssh_key_and_fingerprint",
        f"signage pi authorized_keys:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} itcoord@ysgol",
        f"host key fingerprint of the NAS: {ssh_fingerprint()}",
        f"ED25519 key fingerprint is {ssh_fingerprint()}.\nAre you sure you want to continue connecting (yes/no)? yes",
        f"my public key for the LA server: ssh-rsa {ssh_pub('ssh-rsa', 256)} d.jones@laptop",
        f"WireGuard peer (server) PublicKey = {wg_key()}",
    )

    r.add(
        "oauth_client_id_public",
        f"GAM client id {google_client_id()}",
        f"Google Sign-In client id for the website: {google_client_id()}",
        f"data-client_id=\"{google_client_id()}\"",
        f"OAuth client (ID only, secret's elsewhere): {google_client_id()}",
    )

    r.add(
        "recaptcha_site_key",
        f"reCAPTCHA site key for the contact form: 6L{rnd(URLSAFE, 38)}",
        f"<div class=\"g-recaptcha\" data-sitekey=\"6L{rnd(URLSAFE, 38)}\"></div>",
        f"site key (public, goes in the page) 6L{rnd(URLSAFE, 38)}",
        f"recaptcha v3 sitekey: 6L{rnd(URLSAFE, 38)}",
    )

    r.add(
        "school_phone_numbers",
        f"Swyddfa: 029 20{digits(2)} {digits(4)}",
        f"LA IT helpdesk 029 2{digits(3)} {digits(4)} (opt 2 for schools)",
        f"caretaker mob 07{digits(3)} {digits(6)}",
        f"alarm company (ARC) 0{pick('300', '333', '345')} {digits(3)} {digits(4)} — ref is our postcode",
        f"ffôn symudol y pennaeth: 07{digits(9)}",
    )

    r.add(
        "os_and_app_versions",
        f"iPads on iPadOS 17.{secrets.randbelow(7)}.{secrets.randbelow(3)} ({pick('21G', '21F', '21H')}{secrets.randbelow(99)})",
        f"SIMS 7.{secrets.randbelow(20) + 200} installed on the office PC",
        f"Windows 11 {pick('23H2 build 22631', '24H2 build 26100')}.{digits(4, lead=True)}",
        f"Chromebooks on ChromeOS {secrets.randbelow(20) + 120}.0.{digits(4)}.{digits(3)}",
        f"PaperCut MF {pick('22', '23', '24')}.{secrets.randbelow(2)}.{secrets.randbelow(9)} (Build {digits(5)})",
    )

    r.add(
        "prices_and_dates",
        f"iPad 10th gen quote {gbp(280, 400)} each ex VAT, 30 units = {gbp(9000, 12000)}",
        f"INSET day {date_uk()} – iPad training 13:30",
        f"Workspace Education Plus renewal due {date_uk()}, {gbp(1000, 5000)}/yr",
        f"cyllideb TG {gbp(8000, 20000)} for {pick('2025/26', '2026/27')}",
        f"warranty ends {date_uk()}",
    )

    r.add(
        "website_commit_hash",
        f"rolled the theme back to {hexs(40)}",
        f"git checkout {hexs(7)}  # last good one before the menu broke",
        f"commit {hexs(40)}\nAuthor: D Jones <itcoord@ysgolacme.example>\n\n    Welsh translation for the term dates page",
        f"plugin pinned at {hexs(12)} (v2 broke the calendar)",
    )

    r.add(
        "download_checksum",
        f"sha256 of the Win11 Edu ISO: {hexs(64)}",
        f"SHA256 ({pick('ipad_17.6.1_restore.ipsw', 'ChromeOS_recovery.bin', 'SMART_Notebook_24.exe')}) = {hexs(64)} ✔ matches",
        f"md5 {hexs(32)} for the SIMS patch",
        f"{hexs(64)}  Win11_24H2_EnglishInternational_x64.iso",
        f"checksum y ffeil: {hexs(64)}",
    )

    r.add(
        "ssid_and_vlan_plan",
        "SSIDs: Ysgol-Staff (VLAN 20), Ysgol-Disgyblion (VLAN 30), Ysgol-Guest (VLAN 40, captive portal)",
        "wifi plan:\n- Ysgol-Staff → 802.1X via NPS\n- Ysgol-Pupils → PSK, filtered\n- Ysgol-IoT → hidden",
        f"vlan {pick(20, 30, 40)} tagged on port {secrets.randbelow(24) + 1} of the Bl.3 switch",
        "rhwydwaith y disgyblion = VLAN 30, DHCP scope on the LA firewall",
    )

    r.add(
        "helpdesk_ticket_number",
        f"LA helpdesk INC{digits(7)} – SIMS won't open",
        f"Apple case number {pick('10', '20')}{digits(8)}",
        f"ticket #{digits(6, lead=True)} with the broadband people, still open",
        f"Google support case {digits(8, lead=True)} (Classroom sync)",
        f"cais cymorth REQ{digits(7)} – Hwb password reset for Bl.6",
    )

    r.add(
        "supplier_bank_remittance",
        f"pay the AV company: sort code {sort_code()}, acc {digits(8)} (on the invoice)",
        f"Supplier bank details from the invoice\nSort code: {sort_code()}\nAccount: {digits(8)}\nRef: INV{digits(5)}",
        f"IBAN for the Breton exchange school trip deposit: {iban('FR', digits(10) + rnd(UPPER + DIGITS, 11) + digits(2))}",
        f"school fund account (on every letter home) {sort_code()} / {digits(8)}",
    )

    r.add(
        "vat_and_charity_numbers",
        f"supplier VAT no. {vat_no()}",
        f"PTA charity number {pick('1', '5')}{digits(6)}",
        f"VAT reg {vat_no()} – needed for the Apple Edu account",
        f"company no. {digits(8)} / VAT {vat_no()}",
    )

    r.add(
        "internal_ip_plan",
        f"printer Bl.3 → {ip10()}",
        f"NAS {ip10()}, NVR {ip10()}, PaperCut {ip10()}",
        f"DHCP scope 10.20.{secrets.randbelow(200) + 1}.0/24, gw .1, dns 10.20.0.10",
        f"ping {ip10()} — signage pi offline again",
        f"| device | ip |\n|---|---|\n| hall projector | {ip10()} |\n| office MFD | {ip10()} |",
    )

    r.add(
        "bitlocker_key_id",
        f"BitLocker key ID {hexs(8).upper()} – matched it in Intune, key not copied here",
        f"recovery screen shows Key ID: {uid().upper()}",
        f"Laptop Bl.6 asked for recovery key, ID starts {hexs(8).upper()} — rang the LA",
        f"bitlocker protector id {{{uid().upper()}}}",
    )

    r.add(
        "library_isbn",
        f"ISBN-13: {ean13('978')} (Cymraeg, Bl.2 reading scheme)",
        f"ISBN {ean13('978')} – coding book for the club",
        f"llyfr llyfrgell {ean13('978')} missing from the Bl.5 box",
        f"reorder: {ean13('978')}, {ean13('978')}",
        f"barcode {ean13('978')} won't scan in Junior Librarian",
    )

    r.add(
        "radius_cert_thumbprint",
        f"NPS cert thumbprint {thumbprint()}",
        f"Wi-Fi server cert SHA-1 fingerprint: {thumbprint(colons=True)}",
        f"Certificate thumbprint (for the iPad wifi profile trust): {thumbprint()}",
        f"cert expires {date_uk()}, thumbprint {thumbprint()}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout337.py", [
        ("heldout337_credentials.yaml", credentials(), "Held-out batch 337: credentials a Cardiff primary school's IT coordinator keeps (Arbor/SIMS, Google Workspace, Hwb, Apple School Manager, Intune, Wi-Fi, safe, key cabinet and alarm codes, and more)"),
        ("heldout337_lookalikes.yaml", lookalikes(), "Held-out batch 337: a Cardiff primary school IT coordinator's UPNs, DfE numbers, asset tags, serials, order numbers, ids, public keys, masked digits and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
