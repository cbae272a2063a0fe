# ruff: noqa: E501
"""Writes heldout348_credentials.yaml and heldout348_lookalikes.yaml: held-out batch 348.

Persona: the practice manager of an NHS GP surgery in Leeds who writes brisk British English
notes (a bit of Yorkshire, lots of NHS acronyms: PCN, ICB, QOF, CQC, ARRS, PCSE, RA, HCA,
ANP). She keeps EMIS Web and SystmOne logins, her NHS smartcard passcode, NHSmail and the
practice's Microsoft 365 admin, the cloud PBX admin and SIP extensions, the intruder alarm,
door keypad, key safe, safe and drug-fridge codes, the locum portal, the payroll bureau,
HMRC and NHS Pensions logins, the practice Wi-Fi, router and CCTV, BitLocker keys, the
website's WordPress app password, a Teams webhook and her own banking reminders; and many
look-alikes: NHS numbers, ODS and PCN codes, GMC numbers and NMC PINs, CQC ids, e-RS UBRNs,
EPS prescription ids, SNOMED codes, vaccine batch numbers, tenant ids, masked cards, sort
codes, PAYE references, invoice and tracking numbers, public website keys, thumbprints,
serials, versions, ticket refs, used codes and pointers to where a secret is kept.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module (through make_heldout's helpers)
in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`.
Nothing here is real.
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
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    phrase,
    pick,
    pin,
    pw,
    recovery_codes,
    rnd,
    s10,
    totp_seed,
    twilio_sid,
    uid,
    wp_app_password,
    write_corpora,
)

WORDS = [
    "headingley", "kirkstall", "roundhay", "otley", "pudsey", "tetley", "rhubarb", "ginnel",
    "leodis", "moortown", "briggate", "aire", "wharfe", "ilkley", "harewood", "yorkshire",
    "parkin", "chippy", "whippet", "brass", "calder", "meanwood", "armley", "temple",
]
SYMBOLS = "!£$%&*#?"
WEAK = ("1234", "0000", "1111", "2580", "1212", "1004", "4321")


def cap_word() -> str:
    return secrets.choice(WORDS).capitalize()


def user_pw() -> str:
    """A password a busy practice manager would pick, or one a manager generated."""
    return pick(
        f"{cap_word()}{digits(pick(2, 3, 4))}{secrets.choice(SYMBOLS)}",
        f"{cap_word()}-{secrets.choice(WORDS)}-{digits(2)}",
        f"{cap_word()}{secrets.choice(SYMBOLS)}{cap_word()}{digits(2)}",
        pw(),
        rnd(ALNUM + "!£$%&*", pick(12, 14, 16)),
    )


def code(n: int = 4) -> str:
    return pin(n, avoid=WEAK)


def passcode() -> str:
    """An NHS smartcard passcode: 4 to 8 characters."""
    return pick(code(pick(6, 8)), rnd(ALNUM, pick(6, 7, 8)), f"{cap_word()[:5]}{digits(3)}")


def username() -> str:
    first = secrets.choice(["sogden", "s.ogden", "SOGDEN", "sarah.ogden", "ogdens"])
    return pick(first, f"{first}{digits(2)}", f"SO{digits(4)}")


def ms_app_password() -> str:
    """A Microsoft account app password: 16 lowercase letters."""
    return rnd(LOWER, 16)


def ms_recovery_code() -> str:
    """A Microsoft account recovery code: 25 characters in five groups."""
    return groups(rnd(UPPER + DIGITS, 25), 5, "-")


def azure_secret() -> str:
    """An Entra ID (Azure AD) app registration client secret value."""
    return rnd(ALNUM, 3) + "8Q~" + rnd(ALNUM + "_~.-", 34)


def teams_webhook() -> str:
    return (f"https://acme.webhook.office.com/webhookb2/{uid()}@{uid()}/IncomingWebhook/"
            f"{hexs(32)}/{uid()}/V2{rnd(URLSAFE, 43)}")


def wifi_key() -> str:
    return pick(
        rnd(ALNUM, pick(12, 16, 20)),
        f"{cap_word()}{cap_word()}{digits(4)}",
        phrase(WORDS, 4, "-"),
    )


def sip_secret() -> str:
    return rnd(ALNUM, pick(12, 16, 20))


def ods() -> str:
    return "B86" + digits(3)


def nhs_number() -> str:
    """A 10-digit NHS number in the 999 test range with a valid mod-11 check digit."""
    while True:
        body = "999" + digits(6)
        check = 11 - sum(int(c) * (10 - i) for i, c in enumerate(body)) % 11
        check = 0 if check == 11 else check
        if check != 10:
            return f"{body[:3]} {body[3:6]} {body[6:]}{check}"


def nmc_pin() -> str:
    """An NMC registration PIN: public register number, not a secret."""
    return f"{digits(2)}{secrets.choice(UPPER)}{digits(4)}{secrets.choice(UPPER)}"


def gmc() -> str:
    return str(secrets.randbelow(3_000_000) + 4_000_000)


def eps_id() -> str:
    """An EPS prescription id: three hex groups and a check character."""
    return f"{hexs(6).upper()}-{hexs(6).upper()}-{hexs(5).upper()}{secrets.choice('0123456789+')}"


def ubrn() -> str:
    return groups(digits(12, lead=True), 4)


def snomed() -> str:
    return digits(pick(9, 13, 16), lead=True)


def batch_no() -> str:
    return pick(rnd(UPPER + DIGITS, 6), f"{rnd(UPPER, 2)}{digits(4)}", f"{digits(2)}{rnd(UPPER, 2)}{digits(3)}")


def leeds_phone() -> str:
    return f"0113 496 0{digits(3)}"


def mobile() -> str:
    return f"07700 900{digits(3)}"


def sort_code() -> str:
    return f"{digits(2)}-{digits(2)}-{digits(2)}"


def paye_ref() -> str:
    return f"{digits(3)}/{rnd(UPPER, 2)}{digits(5)}"


def accounts_office_ref() -> str:
    return f"{digits(3)}P{secrets.choice(UPPER)}{digits(8)}"


def pounds(hi: int) -> str:
    return f"£{secrets.randbelow(hi) + 100:,}.{digits(2)}"


def date() -> str:
    return f"{secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d}/{pick('2024', '2025')}"


def service_tag() -> str:
    return rnd(UPPER + DIGITS, 7)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "emis_web_password",
        f"EMIS Web login (mine, not the shared reception one) user {username()} pw {user_pw()}",
        f"emis pasword reset by the CSU today, new one\n{user_pw()}\nchange again by Fri or it'll nag",
        f"EMIS Web\nuser: {username()}\npassword: {user_pw()}\norg: {ods()}",
        f"Locum Dr Khan's temp EMIS login -> DKHAN{digits(2)} / {user_pw()} — disable after the 31st!!",
        f"emis admin acct for the QOF searches = {user_pw()} (tell nobody)",
    )

    r.add(
        "systmone_password",
        f"SystmOne (PCN hub, extended access) username {username()} password {user_pw()}",
        f"S1 login for the hub — {username()} / {user_pw()}",
        f"| System | User | Pass |\n|---|---|---|\n| SystmOne hub | {username()} | {user_pw()} |",
        f"TPP rang back, reset my S1 pw to {user_pw()} – must change at first login",
        f"systm one pwd for the care home ward rounds {user_pw()}",
    )

    r.add(
        "smartcard_passcode",
        f"smartcard passcode {passcode()} (new card from the RA 12/03)",
        f"My NHS smartcard pin is {passcode()} — don't tell the RA lot I wrote it down",
        f"Smartcard\n{passcode()}",
        f"Temp smartcard for the new ANP, RA set passcode {passcode()}, she changes it at first log in",
        f"card locked after 3 wrong goes, unlocked by the sponsor, passcode now {passcode()}",
    )

    r.add(
        "nhsmail_password",
        f"NHSmail pw {user_pw()}",
        f"shared mailbox (leeds.gp{ods().lower()}@nhs.example) password — {user_pw()}",
        f"NHSmail password expired AGAIN!!! new: {user_pw()}",
        f"portal.nhs.example -> NHSmail login\nsarah.ogden{digits(1)}@nhs.example\n{user_pw()}",
        f"nhsmail - {user_pw()} (set a reminder, expires in 90 days)",
    )

    r.add(
        "m365_admin_password",
        f"M365 global admin: admin@acmesurgery.onmicrosoft.com pw {user_pw()}",
        f"break-glass account for 365 (DO NOT use day to day)\nuser: breakglass@acmesurgery.onmicrosoft.com\npass: {rnd(ALNUM + '!#%*', 24)}",
        f"Microsoft 365 admin centre — {user_pw()}",
        f"o365 admin pwd reset by the IT fella (Darren) to {user_pw()}",
        f"365 admin\n  login admin@acme-surgery.test\n  pw {user_pw()}",
    )

    r.add(
        "microsoft_app_password",
        f"app password for the scanner (scan to email): {ms_app_password()}",
        f"Outlook on the old iPad wants an app password not the real one -> {ms_app_password()}",
        f"fridge alert emails go out via Office 365 SMTP, port 587, app pw {ms_app_password()}",
        f"Xerox copier scan2email\nuser scanner@acme-surgery.test\napp password {ms_app_password()}",
        f"app pw (Thunderbird on reception PC 2)\n{ms_app_password()}",
    )

    r.add(
        "authenticator_totp_seed",
        f"Authenticator secret for the 365 admin (in case my phone dies) {groups(totp_seed().lower(), 4)}",
        f"otpauth://totp/AcmeSurgery:admin@acme-surgery.test?secret={totp_seed()}&issuer=AcmeSurgery&digits=6",
        f"payroll bureau 2FA setup key — {totp_seed()}",
        f"TOTP key for the locum portal, typed into the new phone:\n{groups(totp_seed(), 4)}",
        f"MFA 'can't scan the QR?' code for the PBX portal = {totp_seed(16)}",
    )

    r.add(
        "backup_codes",
        "365 admin backup codes (printed copy in the safe too):\n" + recovery_codes(8, "digits"),
        f"Microsoft account recovery code, the personal one Office is on at home: {ms_recovery_code()}",
        "locum portal 2FA backup codes\n" + recovery_codes(6, "alnum"),
        f"MS recovery code for the practice's own tenant admin\n{ms_recovery_code()}\n(new one is issued once you use it)",
        "Payroll bureau one-time backup codes, crossed out the used ones: " + recovery_codes(5, "digits"),
    )

    r.add(
        "azure_client_secret",
        f"Azure app reg 'ScanToSharePoint' client secret value {azure_secret()} (expires in 18 months, diary it)",
        f"Graph API thing Darren set up for the rota sync:\ntenant {uid()}\nclient id {uid()}\nclient secret {azure_secret()}",
        '{"tenantId": "' + uid() + '", "clientId": "' + uid() + '", "clientSecret": "' + azure_secret() + '"}',
        f"AZURE_CLIENT_SECRET={azure_secret()}",
    )

    r.add(
        "pbx_admin_password",
        f"phone system admin portal (pbx.acme-telecom.test) admin / {user_pw()}",
        f"Cloud PBX — supervisor login for call stats: {username()} {user_pw()}",
        f"New phones!! admin pw for the portal is {user_pw()} per the install engineer",
        f"Telephony\n  portal: https://voice.acme.example/admin\n  user: practicemanager\n  pass: {user_pw()}",
        f"PBX admin pasword {user_pw()}",
    )

    r.add(
        "sip_extension_secret",
        f"SIP creds for reception softphone ext 201: user 201@sip.acme-voice.test secret {sip_secret()}",
        f"account:\n  username: {digits(6)}_202\n  password: {sip_secret()}\n  domain: sip.acme-voice.test",
        f"Yealink T54 ext 205 — SIP auth pw {sip_secret()} (if the handset factory resets again)",
        f"softphone on my laptop: registrar sip.acme-voice.test, auth id 212, pwd {sip_secret()}",
        f"ext 220 (duty doc) sip password\n{sip_secret()}",
    )

    r.add(
        "voicemail_pin",
        f"voicemail pin for the practice manager line {code(4)}",
        f"VM PIN ext 203 = {code(6)}",
        f"Out of hours message recording: dial *98, PIN {code(4)}, option 2",
        f"work mobile voicemail pin {code(4)}",
    )

    r.add(
        "intruder_alarm_code",
        f"Alarm code {code(4)} — set from the back door panel, 30 secs to get out",
        f"ALARM unset {code(4)}; if it goes off ring the monitoring centre (number on the panel)",
        f"Intruder alarm engineer code {code(6)} — engineer only, not for staff",
        f"Branch surgery alarm - {code(4)}",
        f"new alarm code from Mon: {code(4)}\n(old one cancelled after Gary left)",
    )

    r.add(
        "door_keypad_code",
        f"staff entrance keypad: C then {code(4)}",
        f"Back office door code {code(4)}#",
        f"treatment room digilock {code(4)} — HCA asked again, 3rd time this week",
        f"keypad on the records store is {code(5)}, changed after the CQC visit",
        f"door code (side gate)\n{code(4)}",
    )

    r.add(
        "drug_fridge_code",
        f"Vaccine fridge lock code {code(4)}",
        f"drugs fridge in nurses' room, padlock combo {code(4)}",
        f"Fridge 2 (flu stock) padlock {code(4)} — Maureen has the spare key",
        f"CD cabinet keypad {code(6)} (only me, Dr Patel & the lead nurse)",
        f"fridge code for the baby clinic fridge -> {code(4)}",
    )

    r.add(
        "key_safe_code",
        f"Key safe by the bins (cleaners + out of hours) {code(4)}",
        f"keysafe at the branch site — {code(4)}",
        f"key safe for the CD cabinet keys is {code(4)}",
        f"Key safe code changed: {code(4)}, tell the cleaning firm",
    )

    r.add(
        "safe_combination",
        f"Petty cash safe {code(6)}",
        f"safe combo L {secrets.randbelow(90) + 10} - R {secrets.randbelow(90) + 10} - L {secrets.randbelow(90) + 10}",
        f"office safe (FP10 prescription pads) code {code(6)}#",
        f"Safe\n{code(6)}",
    )

    r.add(
        "locum_portal_password",
        f"locum portal (locums.acme.example) login {username()} pw {user_pw()}",
        f"Locum booking site — {user_pw()}",
        f"locum portal\n{user_pw()}",
        f"PCN locum bank portal: sarah.ogden / {user_pw()} (shared with the PCN manager)",
        f"locum site pwd changed to {user_pw()} after the phishing email",
    )

    r.add(
        "payroll_bureau_password",
        f"Payroll bureau portal (payroll.acme-bureau.test) user {username()} password {user_pw()}",
        f"payroll login {user_pw()} — payslips up by the 25th",
        f"Payroll\n  site: https://portal.payroll.example\n  user: B86-admin\n  pw: {user_pw()}",
        f"bureau reset my pw to {user_pw()} (they sent it on a post-it in the payroll pack!!)",
        f"P/roll bureau - {username()} - {user_pw()}",
    )

    r.add(
        "hmrc_gateway_login",
        f"Gov Gateway user ID {digits(12, lead=True)} pw {user_pw()} (PAYE for employers)",
        f"HMRC online services\nuser id: {groups(digits(12, lead=True), 4)}\npassword: {user_pw()}",
        f"Government Gateway ({digits(12, lead=True)}) password {user_pw()} — the partners' one, not mine",
        f"hmrc login {digits(12, lead=True)} / {user_pw()}",
        f"GG creds for the P11D stuff: {digits(12, lead=True)}, {user_pw()}",
    )

    r.add(
        "nhs_pensions_login",
        f"NHS Pensions Online (employer) user {username()} pw {user_pw()}",
        f"pensions online password {user_pw()} — Type 2 forms for the GPs due end of Feb",
        f"Pensions portal\n{username()}\n{user_pw()}",
        f"NHSBSA pensions login reset → {user_pw()}",
    )

    r.add(
        "online_banking_login",
        f"Bankline: customer no {digits(10, lead=True)}, PIN {code(4)}, password {user_pw()}",
        f"practice bank online — customer ID {digits(8, lead=True)} passcode {code(6)}",
        f"my own bank (app): passcode {code(6)}",
        f"Personal banking login {digits(10, lead=True)} / {user_pw()}",
        f"Business banking smart card reader PIN {code(4)} (partners' payments)",
    )

    r.add(
        "bank_card_pin",
        f"debit card pin (practice acct) {code(4)}",
        f"new credit card came, PIN {code(4)}",
        f"PIN for the petty-cash card\n{code(4)}",
        f"my card pin {code(4)} — changed it at the cash machine on Briggate",
    )

    r.add(
        "card_details",
        f"Practice Visa {groups(luhn('4'), 4)} exp {card_expiry()} cvv {digits(3)}",
        f"company card for the Amazon Business order: {groups(luhn('5'), 4)} {card_expiry()} CVC {digits(3)}",
        f"Card\n{luhn('4')}\nexp {card_expiry()}\nsec code {digits(3)}",
        f"| card | number | exp | cvv |\n|---|---|---|---|\n| practice Mastercard | {groups(luhn('5'), 4, '-')} | {card_expiry()} | {digits(3)} |",
    )

    r.add(
        "staff_wifi_key",
        f"Staff wifi SSID AcmeSurgery-Staff key {wifi_key()}",
        f"wifi (staff, NOT the patient one) pw {wifi_key()}",
        f"WiFi\nnetwork: B86-STAFF\npassword: {wifi_key()}",
        f"WPA2 key for the admin office AP {wifi_key()}",
        f"staff wi-fi changed after the locum left it on his phone — {wifi_key()}",
    )

    r.add(
        "router_admin_password",
        f"Router admin (BT business hub) password {rnd(UPPER + LOWER + DIGITS, 10)}",
        f"router login http://192.168.1.254 admin/{user_pw()}",
        f"Firewall admin for the branch line\n{user_pw()}",
        f"hub admin pw {rnd(ALNUM, 12)} (on the back sticker originally, I changed it)",
    )

    r.add(
        "cctv_nvr_password",
        f"CCTV recorder admin pw {user_pw()}",
        f"NVR login (car park cameras) admin / {user_pw()}",
        f"cctv app on my phone - device pw {user_pw()}",
        f"CCTV\n  ip 10.20.0.40\n  user admin\n  pass {user_pw()}",
    )

    r.add(
        "bitlocker_recovery_key",
        f"BitLocker recovery key reception PC 3 (key ID {hexs(8).upper()}): {bitlocker_key()}",
        f"bitlocker key for my laptop\n{bitlocker_key()}",
        f"Darren's note: if the treatment room PC asks for the recovery key type {bitlocker_key()}",
        f"Bitlocker (DELL {rnd(UPPER + DIGITS, 7)}) - {bitlocker_key()}",
    )

    r.add(
        "wordpress_app_password",
        f"website WordPress app password for the Zapier thing: {wp_app_password()}",
        f"WP application password (name: newsletter) {wp_app_password()}",
        f"practice website\nuser: webadmin\napp password: {wp_app_password()}",
        f"curl --user \"webadmin:{wp_app_password()}\" https://www.acme-surgery.test/wp-json/wp/v2/posts",
    )

    r.add(
        "teams_webhook_url",
        f"Teams webhook for the fridge temp alerts → {teams_webhook()}",
        f"incoming webhook (Ops channel)\n{teams_webhook()}",
        f"WEBHOOK_URL={teams_webhook()}",
        f"Darren's Power Automate posts to {teams_webhook()} — don't share it",
    )

    r.add(
        "fridge_logger_login",
        f"fridge temp logger cloud login {username()} pw {user_pw()}",
        f"Data logger portal (vaccine fridges) — {user_pw()}",
        f"Fridge monitoring\nhttps://loggers.acme.example\nuser: nurses@acme-surgery.test\npw: {user_pw()}",
        f"temp logger app password {user_pw()} (the nurses need it for the weekend check)",
    )

    r.add(
        "docman_password",
        f"Docman login {username()} / {user_pw()}",
        f"docman 10 pw {user_pw()} (workflow team use the shared one)",
        f"Docman\n{user_pw()}",
        f"Docman admin account password: {user_pw()} — for adding new starters",
    )

    r.add(
        "twilio_auth_token",
        f"appointment reminder texts go via Twilio: SID {twilio_sid()} auth token {hexs(32)}",
        f"TWILIO_AUTH_TOKEN={hexs(32)}",
        f"twilio (website SMS) auth token\n{hexs(32)}",
        f'{{"account_sid": "{twilio_sid()}", "auth_token": "{hexs(32)}"}}',
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "nhs_numbers",
        f"complaint from pt NHS no {nhs_number()} — reply due in 3 working days",
        f"SAR request, NHS number {nhs_number()}, records to go via Egress",
        f"Test patient on EMIS training: {nhs_number()} (NHS test range, safe to use)",
        f"dup registration? {nhs_number()} vs {nhs_number()} — ask PCSE",
        f"NHS No.\n{nhs_number()}\nflagged for the ICB audit",
    )

    r.add(
        "ods_and_pcn_codes",
        f"our ODS code {ods()}, PCN code U{digits(5)}, ICB 15F",
        f"branch site ODS {ods()} — use on the DSPT submission",
        f"ODS {ods()} / {ods()} / {ods()} are the 3 practices in the PCN",
        f"practice code for the flu claim: {ods()}",
        f"ODS\n{ods()}\n(the ICB wants it on every email subject line, ffs)",
    )

    r.add(
        "clinician_registration_numbers",
        f"Locum Dr Khan GMC {gmc()}, on performers list, checked today",
        f"New ANP NMC PIN {nmc_pin()} — revalidation due {date()}",
        f"Pharmacist (ARRS) GPhC reg {digits(7, lead=True)}",
        f"check NMC register for PIN {nmc_pin()} before she starts",
        f"| name | reg | no |\n|---|---|---|\n| Dr Patel | GMC | {gmc()} |\n| J Walsh | NMC | {nmc_pin()} |",
    )

    r.add(
        "cqc_ids",
        f"CQC location ID 1-{digits(9, lead=True)}, provider ID 1-{digits(9, lead=True)}",
        f"CQC registration number for the letterhead: 1-{digits(10, lead=True)}",
        f"inspection ref INS2-{digits(8, lead=True)} (report out next month)",
        f"CQC statutory notification ref {digits(9, lead=True)}",
        f"cqc provider id 1-{digits(9, lead=True)} - put on the new website footer",
    )

    r.add(
        "ers_booking_refs",
        f"e-RS UBRN {ubrn()} for the derm referral",
        f"pt rang re referral — UBRN {ubrn()}, not booked yet",
        f"2WW UBRN\n{ubrn()}",
        f"Advice & Guidance request {ubrn()} returned",
        f"UBRN {digits(12, lead=True)} rejected by the hospital, re-refer",
    )

    r.add(
        "eps_prescription_ids",
        f"EPS script {eps_id()} stuck at the pharmacy — spine shows dispensed",
        f"Rx ID {eps_id()} cancelled & reissued",
        f"prescription token {eps_id()} (paper token printed for the pt)",
        f"EPS prescription ID: {eps_id()}",
    )

    r.add(
        "snomed_codes",
        f"QOF code for the flu refusal: {snomed()}",
        f"SNOMED {snomed()} | Seasonal influenza vaccination declined",
        f"searches use concept id {snomed()} + children",
        f"code list for the audit: {snomed()}, {snomed()}, {snomed()}",
    )

    r.add(
        "vaccine_batches",
        f"flu vax batch {batch_no()} exp {date()}, 120 doses",
        f"Covid autumn clinic batch no {batch_no()} — log in the register",
        f"Batch/lot: {batch_no()}\nExpiry: {date()}",
        f"shingles stock: lot {batch_no()} x40, lot {batch_no()} x20",
        f"MHRA recall: batches {batch_no()} and {batch_no()} — checked, not ours",
    )

    r.add(
        "tenant_and_app_ids",
        f"365 tenant ID {uid()} (Darren needs it for the licence thing)",
        f"app registration 'ScanToSharePoint' — Application (client) ID {uid()}, secret in KeePass",
        f"directory id: {uid()}",
        f"SharePoint site: https://acmesurgery.sharepoint.example/sites/{uid()}",
        f"Object ID for the shared mailbox {uid()}",
    )

    r.add(
        "used_or_expired_otps",
        f"bank sent code {digits(6)} but it had expired before I got to it",
        f"NHSmail verification code {digits(6)} — used, logged in fine",
        f"payroll portal one-time code {digits(6)} timed out (10 mins), had to request another",
        f"the {digits(6)} text from HMRC was for yesterday's login, already used",
    )

    r.add(
        "masked_card_and_account",
        f"practice Visa ending {digits(4)} — renewal card arriving",
        f"card **** **** **** {digits(4)} charged twice by the printer supplier",
        f"DD comes out of acct ending ...{digits(4)}",
        f"Amazon Business paid with Mastercard xxxx{digits(4)}",
        f"refund to card ending in {digits(4)} (exp {card_expiry()})",
    )

    r.add(
        "locum_bank_details",
        f"Locum Dr Khan bank for invoice payment: sort code {sort_code()}, acc {digits(8)}",
        f"practice account for locums to put on invoices — {sort_code()} / {digits(8)}",
        f"Supplier IBAN {iban('GB', 'NWBK' + digits(14))}",
        f"remittance to: sort {sort_code()} a/c {digits(8)} ref LOCUM-{digits(4)}",
    )

    r.add(
        "phone_numbers",
        f"Ring the CSU IT desk on {leeds_phone()} (option 3)",
        f"reception direct line {leeds_phone()}, my mobile {mobile()}",
        f"PBX DDI range {leeds_phone()} to {leeds_phone()}",
        f"Cleaner (Bev) {mobile()}",
        f"alarm monitoring centre {leeds_phone()} — keyholder call list",
    )

    r.add(
        "paye_references",
        f"Employer PAYE ref {paye_ref()}, Accounts Office ref {accounts_office_ref()}",
        f"P60s show PAYE reference {paye_ref()}",
        f"pay HMRC using ref {accounts_office_ref()} (month {secrets.randbelow(12) + 1:02d})",
        f"employer ref: {paye_ref()}",
        f"payroll bureau wants our PAYE ref ({paye_ref()}) + the AO ref {accounts_office_ref()} for the new starter",
    )

    r.add(
        "invoice_numbers",
        f"Invoice INV-{digits(6)} from the locum agency, £{secrets.randbelow(900) + 100}.00",
        f"PO {digits(10, lead=True)} raised for the new chairs",
        f"chase inv no. {rnd(UPPER, 2)}{digits(6)} (cleaning firm, unpaid 60 days)",
        f"Credit note CN-{digits(5)} against invoice {digits(7)}",
        f"Inv {digits(5)} / {digits(5)} / {digits(5)} all paid {date()}",
    )

    r.add(
        "parcel_tracking",
        f"smartcard reader coming Royal Mail tracked {s10('RK', 'GB')}",
        f"DPD parcel {digits(14, lead=True)} — the new headsets",
        f"tracking no. {s10('JX', 'GB')} (returned laptop)",
        f"UPS 1Z{rnd(UPPER + DIGITS, 16)} for the fridge logger replacement",
    )

    r.add(
        "travel_bookings",
        f"train to the PCN conference: booking ref {rnd(UPPER + DIGITS, 8)}",
        f"hotel confirmation {digits(9, lead=True)}, Premier Inn, 2 nights",
        f"flight PNR {rnd(UPPER, 6)} — LBA to Belfast for the training day",
        f"Trainline ref\n{rnd(UPPER + DIGITS, 8)}\nLeeds → King's Cross 07:15",
    )

    r.add(
        "website_public_keys",
        f"Stripe publishable key on the private fees page: pk_live_{rnd(ALNUM, 99)}",
        f"Google Maps embed on 'find us': AIza{rnd(URLSAFE, 35)} (restricted to our domain)",
        f"reCAPTCHA site key (public, goes in the page) 6L{rnd(URLSAFE, 38)}",
        f"<script src=\"https://maps.acme.example/js?key=AIza{rnd(URLSAFE, 35)}\"></script>",
        f"data-sitekey=\"6L{rnd(URLSAFE, 38)}\" on the contact form",
    )

    r.add(
        "cert_thumbprints",
        f"cert thumbprint for the SSL on the website {hexs(40).upper()}",
        f"Darren: the smartcard middleware cert SHA-1 {groups(hexs(40).upper(), 2, ':')}",
        f"SHA256 fingerprint {groups(hexs(64).upper(), 2, ':')} — matches what the browser shows",
        f"Thumbprint\n{hexs(40).upper()}",
    )

    r.add(
        "installer_checksums",
        f"EMIS installer checksum (SHA256) {hexs(64)} — matches the site",
        f"Get-FileHash says {hexs(64).upper()} for the PBX softphone msi",
        f"md5 of the DSPT evidence zip {hexs(32)}",
        f"sha256sum docman-setup.exe\n{hexs(64)}  docman-setup.exe",
        f"hash of the exported audit CSV: {hexs(64)}",
    )

    r.add(
        "device_serials",
        f"Dell service tag {service_tag()} (reception PC 4, warranty till 2027)",
        f"fridge logger serial {rnd(UPPER, 2)}{digits(7)}",
        f"smartcard reader S/N {digits(12, lead=True)}",
        f"Yealink handset SN {digits(16, lead=True)} ext 207",
        f"asset tag LTHT-{digits(6)} on the ECG machine",
    )

    r.add(
        "software_versions",
        f"EMIS Web version {pick('8', '9')}.{secrets.randbelow(20)}.{secrets.randbelow(100)} rolled out last night",
        f"Windows build 10.0.{pick('19045', '22631')}.{digits(4, lead=True)} on all clinical PCs",
        f"NVR firmware V{secrets.randbelow(5) + 3}.{secrets.randbelow(10)}.{secrets.randbelow(100):03d} build {digits(6)}",
        f"Docman 10 release {secrets.randbelow(10) + 10}.{secrets.randbelow(12)}.{digits(4)}",
    )

    r.add(
        "mac_addresses",
        f"MAC of reception PC 3 for the CSU whitelist {mac(':', True)}",
        f"new label printer MAC {mac('-', True)}",
        f"Yealink phones: {mac()}, {mac()}, {mac()}",
        f"wifi AP (admin office) mac {mac()}",
    )

    r.add(
        "network_addresses",
        f"CCTV recorder on 10.20.0.{secrets.randbelow(200) + 20}, printer on 10.20.0.{secrets.randbelow(200) + 20}",
        f"HSCN gateway 10.{secrets.randbelow(250)}.{secrets.randbelow(250)}.1 per the CSU",
        f"scan server \\\\gp-{ods().lower()}-fs01.leeds.internal\\scans",
        f"PBX SIP server sip.acme-voice.test port 5061 (TLS), STUN on {secrets.randbelow(200) + 20}.acme-voice.test",
    )

    r.add(
        "it_ticket_refs",
        f"CSU IT call ref INC{digits(7)} — printer in room 4 again",
        f"NHSmail helpdesk ref SR{digits(6)}",
        f"PBX support case #{digits(6, lead=True)} (calls dropping after 20 mins)",
        f"EMIS support ticket CS{digits(7)}, escalated",
        f"TPP ref {digits(8, lead=True)} for the S1 hub issue",
    )

    r.add(
        "smartcard_user_ids",
        f"new starter's smartcard UUID {digits(12, lead=True)}, role R8000 (admin)",
        f"Care ID user id {digits(12, lead=True)} — position added by the RA",
        f"smartcard serial {digits(10, lead=True)} cancelled (lost)",
        f"UUIDs for the RA form: {digits(12, lead=True)}, {digits(12, lead=True)}",
    )

    r.add(
        "secret_pointers",
        "EMIS admin pw is in KeePass: Practice > Clinical systems > EMIS admin",
        "alarm code is in the sealed envelope in the safe, NOT in here",
        "Darren's script reads $env:NHSMAIL_SMTP_PASSWORD, set on the scan server only",
        "website deploy uses ${{ secrets.WP_APP_PASSWORD }} — he said it's in GitHub",
        "bank passcode → memory only. Card reader is in the top drawer.",
    )

    r.add(
        "password_policy_notes",
        "smartcard passcode must be 4-8 characters, card locks after 3 wrong goes",
        "NHSmail password min 8 chars, expires every 365 days now (was 90)",
        "new starters: pwd = at least 12 chars, no names/birthdays, change at first login",
        "PBX portal forces password change every 60 days + MFA (rolled out Tue)",
    )

    r.add(
        "payments_and_dates",
        f"Global Sum Q{secrets.randbelow(4) + 1} {pounds(200_000)} received {date()}",
        f"ARRS claim {pounds(40_000)} submitted {date()}, ref ARRS-{digits(6)}",
        f"QOF aspiration payment {pounds(90_000)} in on the {secrets.randbelow(28) + 1}th",
        f"locum spend Apr-Jun {pounds(30_000)} vs budget {pounds(30_000)}",
        f"flu claim {secrets.randbelow(900) + 100} vaccs x £{secrets.randbelow(5) + 10}.{digits(2)} via CQRS",
    )

    r.add(
        "supplier_orders",
        f"NHS Supply Chain order {digits(8, lead=True)} — gloves + sharps bins",
        f"Amazon Business order {digits(3)}-{digits(7)}-{digits(7)}",
        f"PCSE order ref {rnd(UPPER, 3)}-{digits(7)} for the FP10 pads",
        f"Ordered 6 headsets, order no. {digits(9, lead=True)}, delivery Thurs",
    )

    r.add(
        "pbx_extension_plan",
        f"ext 201 reception 1, 202 reception 2, 205 prescriptions, hunt group {secrets.randbelow(9) + 6}00",
        f"call queue ID {digits(6)} — announcement {digits(4)}.wav",
        "| ext | who |\n|---|---|\n| 210 | PM |\n| 212 | me laptop |\n| 220 | duty doc |",
        f"Out of hours divert to 111 set on queue {digits(3)}, ring group {digits(3)}",
        f"PBX account number {digits(8, lead=True)} (on the invoice)",
    )

    r.add(
        "alarm_monitoring_refs",
        f"Police URN for the intruder alarm: {digits(2)}/{digits(5)}",
        f"alarm monitoring account no {digits(6)} — annual service {date()}",
        f"alarm panel zones: Z1 front door, Z2 reception PIR, Z3 back door — zone {secrets.randbelow(8) + 1} faulty",
        f"Keyholding contract ref KH{digits(6)}",
    )

    r.add(
        "meeting_ids",
        f"PCN board Teams meeting ID {groups(digits(12, lead=True), 3)} (passcode's in the invite)",
        f"ICB webinar, conf ID {digits(9, lead=True)}#",
        f"Teams Meeting ID: {groups(digits(12, lead=True), 3)}",
        f"dial in {leeds_phone()}, phone conference ID {groups(digits(9, lead=True), 3)}#",
    )

    return r


def main() -> None:
    write_corpora("make_heldout348.py", [
        ("heldout348_credentials.yaml", credentials(), "Held-out batch 348: credentials a Leeds GP practice manager keeps (EMIS, SystmOne, smartcard, NHSmail, M365, PBX, alarm/door/safe/fridge codes, locum, payroll, HMRC, pensions, banking, Wi-Fi and more)"),
        ("heldout348_lookalikes.yaml", lookalikes(), "Held-out batch 348: a GP practice manager's NHS numbers, ODS codes, registration numbers, references, public keys, masked cards, used codes and pointers that hold no secret"),
    ])


if __name__ == "__main__":
    main()
