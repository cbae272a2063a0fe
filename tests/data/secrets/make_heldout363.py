# ruff: noqa: E501
"""Writes heldout363_credentials.yaml and heldout363_lookalikes.yaml: held-out batch 363.

Persona: the office manager of an NHS and private dental practice in Leeds, England, who
writes her notes in British English (with a bit of Yorkshire) full of NHS and practice
jargon: UDAs, FP17s, Compass, CQC, the smartcard, recalls and lab tickets. She keeps the
logins for the practice software (SOE Exact, Dentally), her NHS smartcard passcode, the
BACS bureau, the card terminal's supervisor code, the alarm and key safe codes, the
practice Wi-Fi, supplier portals, the staff rota app, the Net2 door fob software, the
CCTV, the phone system, the website's mail and payment keys and the IT contractor's bits;
and many look-alikes: NHS, GDC, performer and contract numbers, invoice and tracking
numbers, the practice's bank details, masked cards, terminal ids, serials, MAC and IP
addresses, versions, lab case numbers, claim references, expired codes, public keys,
publishable keys and notes on where a secret lives rather than the secret.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    mailchimp_key,
    openssh_private,
    phrase,
    pick,
    pin,
    pw,
    recaptcha_site_key,
    recovery_codes,
    rnd,
    s10,
    sendgrid_key,
    ssh_fingerprint,
    ssh_pub,
    stripe_publishable_key,
    stripe_restricted_key,
    stripe_secret_key,
    totp_seed,
    twilio_sid,
    uid,
    wg_key,
    wp_app_password,
    write_corpora,
)

LEEDS = [
    "Kirkstall", "Headingley", "Roundhay", "Briggate", "Harewood", "Otley", "Moortown",
    "Chapeltown", "Armley", "Meanwood", "Horsforth", "Pudsey", "Rhubarb", "Molar",
    "Incisor", "Enamel", "Floss", "Yorkshire", "Tetley", "Elland", "Temple", "Ilkley",
]
WORDS = [
    "teacake", "ginnel", "brew", "nithered", "moorland", "dales", "whippet", "parkin",
    "chuffed", "canal", "viaduct", "heron", "bracken", "gritstone", "kestrel", "millstone",
    "tramline", "drystone", "beck", "bilberry", "curlew", "lantern", "scone", "thimble",
]
SYMBOLS = "!£$%&*#?"
WEAK = ("0000", "1111", "1234", "4321", "2580", "1212", "6969", "1004")


def human_pw() -> str:
    """A password an office manager would pick: a place or word, digits, a symbol."""
    word = secrets.choice(LEEDS)
    num = digits(pick(2, 3, 4), lead=True)
    sym = secrets.choice(SYMBOLS)
    return pick(
        f"{word}{num}{sym}",
        f"{word.lower()}{sym}{num}",
        f"{sym}{word}{num}",
        f"{word}{secrets.choice(WORDS).capitalize()}{num}",
        f"{word[:1].lower()}{word[1:].upper()}{num}{sym}",
    )


def strong_pw() -> str:
    return pick(pw(), rnd(ALNUM + "!#%&*-", pick(14, 16, 18)), human_pw())


def passcode() -> str:
    """An NHS smartcard passcode: up to eight letters and digits."""
    return pick(rnd(ALNUM, 8), rnd(LOWER + DIGITS, pick(6, 7, 8)), pin(pick(6, 8), WEAK))


def wifi_key() -> str:
    """A router's printed key (BT, Virgin, a business Draytek) or one the practice set."""
    return pick(
        rnd(UPPER + LOWER + DIGITS, 14),
        rnd(LOWER, 12),
        rnd("ACDEFGHJKLMNPQRTUVWXY34679", 10),
        f"{secrets.choice(WORDS)}-{secrets.choice(WORDS)}-{digits(3, lead=True)}",
        rnd("0123456789ABCDEF", 10),
    )


def passphrase() -> str:
    return phrase(WORDS, pick(4, 5, 6), pick("-", " ", "."))


def teams_webhook() -> str:
    return f"https://acme.webhook.office.com/webhookb2/{uid()}@{uid()}/IncomingWebhook/{hexs(32)}/{uid()}"


def gocardless_token() -> str:
    return "live_" + rnd(URLSAFE, 40)


def twilio_token() -> str:
    return hexs(32)


def visa() -> str:
    return groups(luhn(pick("4", "4462", "4929"), 16), 4)


def mastercard() -> str:
    return groups(luhn(pick("51", "52", "55"), 16), 4)


def nhs_number(spaced: bool = True) -> str:
    """An NHS number with a valid modulus 11 check digit, 3-3-4 as printed."""
    while True:
        body = digits(9, lead=True)
        total = sum(int(c) * w for c, w in zip(body, range(10, 1, -1), strict=True))
        check = 11 - total % 11
        if check == 10:
            continue
        text = body + str(0 if check == 11 else check)
        return f"{text[:3]} {text[3:6]} {text[6:]}" if spaced else text


def sort_code() -> str:
    return f"{digits(2, lead=True)}-{digits(2)}-{digits(2)}"


def gb_iban(bank: str = "NWBK") -> str:
    return iban("GB", bank + digits(6, lead=True) + digits(8))


def mobile() -> str:
    return f"07{digits(3)} {digits(6)}"


def leeds_phone() -> str:
    return f"0113 {digits(3, lead=True)} {digits(4)}"


def gbp(low: int, high: int) -> str:
    return f"£{low + secrets.randbelow(high - low)}.{secrets.randbelow(100):02d}"


def date() -> str:
    return f"{secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d}/{pick('2024', '2025')}"


def ip() -> str:
    return f"192.168.{pick(0, 1, 10, 50)}.{secrets.randbelow(200) + 2}"


def cqc_id() -> str:
    return f"1-{digits(10, lead=True)}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "soe_exact_login",
        f"SOE Exact - my login on the front desk PC\nuser: JWAINWRIGHT\npw: {human_pw()}",
        f"Exact password changed again (it makes us every 90 days!!) new one is {human_pw()}",
        f"exact login for the locum dentist, username LOCUM2 password {strong_pw()} - get them to change it first day",
        f"R4/Exact admin acct (for adding new starters to the diary): ADMIN / {strong_pw()}",
        f"Exact pwd\n{human_pw()}\n(capital at the start, dont forget the symbol at the end)",
    )

    r.add(
        "dentally_login",
        f"Dentally - practice manager login office@acmedental.test pass {strong_pw()}",
        f"new dentally pw {human_pw()} (the old one got locked out after Kerry tried it 3 times)",
        f"Dentally login for reception tablet:\n  email: reception@acmedental.test\n  password: {strong_pw()}",
        f"dentally password is {human_pw()} - 2FA goes to the practice mobile",
        f"Dentally migration weekend: temp admin password {rnd(ALNUM, 16)} until the support team hand over",
    )

    r.add(
        "nhs_smartcard_passcode",
        f"smartcard passcode {passcode()} (RA said I can't write it on the card itself so it's here)",
        f"NHS smartcard - mine - passcode: {passcode()}",
        f"Smart card pin for Dr Patel (she's forever forgetting it) {passcode()}",
        f"new smartcard came from the RA today, unlocked, passcode now {passcode()} - Compass & Spine both work",
        f"card reader in surgery 2 keeps asking, passcode = {passcode()}",
    )

    r.add(
        "bacs_bureau_login",
        f"BACS bureau (payroll + lab payments)\nportal login J.Wainwright\npassword {strong_pw()}",
        f"Bacstel-IP smartcard PIN {pin(pick(6, 8), WEAK)} - needed for submitting the payroll file on the 25th",
        f"bacs bureau password reset, now: {strong_pw()}",
        f"Bureau login for when I'm off (Sandra to run payroll): user SANDRA.B pw {human_pw()}",
    )

    r.add(
        "card_terminal_passcode",
        f"Dojo card machine supervisor code for refunds: {pin(4, WEAK)}",
        f"PDQ terminal - manager passcode {pin(pick(4, 6), WEAK)} (needed for end of day Z report)",
        f"card terminal refund pin {pin(4, WEAK)}  DO NOT give to temps",
        f"Worldpay terminal admin password\n{pin(6, WEAK)}",
        f"| terminal | supervisor code |\n|---|---|\n| reception PDQ | {pin(4, WEAK)} |",
    )

    r.add(
        "intruder_alarm_code",
        f"Alarm code {pin(4, WEAK)} - front panel by the back door, you've got 30 secs",
        f"ALARM: unset {pin(4, WEAK)} then press ENT",
        f"new alarm code from Monday is {pin(pick(4, 6), WEAK)} (ADT engineer changed it, old one no longer works)",
        f"if the alarm goes off and you cant stop it: code {pin(4, WEAK)}, then ring the keyholder line",
        f"alarm cd for cleaners {pin(4, WEAK)} - only sets downstairs zone",
    )

    r.add(
        "key_safe_code",
        f"key safe by the bins {pin(4, WEAK)} - spare keys for the lab courier",
        f"Keysafe code: {pin(4, WEAK)} (push down to open, scramble the numbers after!!)",
        f"key safe combo is {pin(4, WEAK)}, put key back after pls",
        f"Key safe (side ginnel) — {pin(4, WEAK)}",
        f"For the window cleaner on Thursday: key safe {pin(4, WEAK)}, key for the yard gate only",
    )

    r.add(
        "wifi_psk",
        f"Practice WiFi (staff) SSID AcmeDental-Staff key {wifi_key()}",
        f"wifi password {wifi_key()} — NOT the patient one, that's on the poster",
        f"Staff wi-fi\nnetwork: ACME-STAFF-5G\npassword:\n{wifi_key()}",
        f"BT hub wireless key (from the card on the back of the hub) {wifi_key()}",
        f"wpa2 key for the surgery tablets: {wifi_key()}",
        f"New wifi pw after the IT bloke changed it: {wifi_key()} (he says it's 'stronger' now, i cant type it)",
    )

    r.add(
        "door_access",
        f"Paxton Net2 software (to add/remove door fobs) login System engineer / {strong_pw()}",
        f"Net2 password: {human_pw()} - fob programming on the PC in my office",
        f"front door keypad master code {pin(6, WEAK)} (overrides fobs if they stop working)",
        f"door entry admin code {pin(pick(4, 6), WEAK)}#  - changes the keypad codes",
        f"staff door keypad code {pin(4, WEAK)} then # (fob reader broken again, Paxton coming Weds)",
    )

    r.add(
        "supplier_portal_login",
        f"Henry Schein online ordering - acc holder me, password {human_pw()}",
        f"Dental Sky login: orders@acmedental.test / {strong_pw()}",
        f"DHB portal pass {strong_pw()} (reordering gloves + bibs)",
        f"Kent Express: user ACMEDENT01, pw {human_pw()}",
        f"lab portal (Leeds Dental Lab) for tracking crowns, password is {human_pw()}",
    )

    r.add(
        "rota_app_login",
        f"Rotacloud admin login password {strong_pw()}",
        f"rota app pw: {human_pw()} (manager acct - can approve holidays)",
        f"Deputy login for payroll export\n  jo@acmedental.test\n  {strong_pw()}",
        f"Staff rota app — my password is {human_pw()}, Kirsty has her own",
        f"rotacloud\n{strong_pw()}\n^ manager login, Kirsty has view only",
    )

    r.add(
        "nhsmail_password",
        f"NHSmail password (shared practice mailbox is separate, this is mine) {strong_pw()}",
        f"nhs.net email pw changed - new: {strong_pw()}",
        f"NHSmail: {human_pw()} - expires again in 3 months",
        f"nhsmail reset by the helpdesk, temp password {rnd(ALNUM, 12)} – must change at first login",
        f"- NHSmail\n  - user: jo.wainwright\n  - pass: {strong_pw()}",
    )

    r.add(
        "company_card",
        f"Practice debit card (for Amazon orders) {visa()} exp {card_expiry()} cvv {digits(3)}",
        f"Business credit card\n{mastercard()}\n{card_expiry()}  CVC {digits(3)}",
        f"card for the supplier orders: {luhn('4', 16)} exp {card_expiry()} sec code {digits(3)} - name on card: ACME DENTAL CARE LTD",
        f"company Mastercard | {mastercard()} | {card_expiry()} | {digits(3)}",
        f"pay the CQC fee with the practice card {visa()}, expiry {card_expiry()}, security no. {digits(3)}",
    )

    r.add(
        "online_banking",
        f"NatWest Bankline - customer ID {digits(10, lead=True)}, user ID JWAIN01, PIN {pin(4, WEAK)}",
        f"Lloyds business online banking password {strong_pw()}",
        f"bank login pw {human_pw()} (the card reader thing is in the top drawer)",
        f"Bankline password: {strong_pw()}",
        f"HSBC business internet banking — security code from the Secure Key is the 2nd step, password is {human_pw()}",
    )

    r.add(
        "google_app_password",
        f"Google app password for the scanner to email PDFs: {app_password()}",
        f"app pwd for the practice gmail on the old Outlook: {app_password()}",
        f"gmail app password (x-ray PC \u2192 email) \n{app_password()}",
        f"Scan-to-email from the Ricoh uses this app password {app_password().replace(' ', '')}",
    )

    r.add(
        "authenticator_seed",
        f"Dentally 2FA setup key (so I can add it to the new phone too): {totp_seed()}",
        f"otpauth://totp/Xero:office%40acmedental.test?secret={totp_seed()}&issuer=Xero",
        f"MS365 authenticator secret key {groups(totp_seed(32).lower(), 4)}",
        f"2fa secret for the bank portal in case the phone dies - {totp_seed(16)}",
        f"TOTP key for the shared admin login (so both phones get codes)\n{groups(totp_seed(32), 4)}",
    )

    r.add(
        "backup_codes",
        f"Dentally backup codes (each works once):\n{recovery_codes(8, 'alnum')}",
        f"Google Workspace backup codes - print & put in safe - {recovery_codes(5, 'digits')}",
        f"Xero recovery code {rnd(UPPER + DIGITS, 10)}",
        f"Microsoft 365 recovery codes\n{recovery_codes(6, 'github')}",
        f"NHSmail MFA backup codes written down before I swapped phones: {recovery_codes(4, 'digits')}",
    )

    r.add(
        "wordpress_app_password",
        f"website (WordPress) app password for the booking plugin: {wp_app_password()}",
        f"WP application password the web designer asked for - {wp_app_password()}",
        f"wordpress app pw for Zapier -> {wp_app_password()}",
        f"curl --user \"admin:{wp_app_password()}\" https://www.acmedental.test/wp-json/wp/v2/posts",
    )

    r.add(
        "mailchimp_api_key",
        f"Mailchimp API key (for the recall newsletter sync) {mailchimp_key()}",
        f"mailchimp key {mailchimp_key()} - Dentally integration",
        f"MAILCHIMP_API_KEY={mailchimp_key()}",
        f"newsletter api key: {mailchimp_key()} (made a new one, deleted the one Jason had)",
    )

    r.add(
        "teams_webhook",
        f"Teams webhook for the 'Front Desk' channel (the online booking alerts post here): {teams_webhook()}",
        f"incoming webhook url\n{teams_webhook()}",
        f"Power Automate → Teams, webhook = {teams_webhook()}",
        f'{{"webhook": "{teams_webhook()}", "channel": "Lab tickets"}}',
    )

    r.add(
        "cctv_login",
        f"CCTV recorder (Hikvision) admin password {strong_pw()}",
        f"cctv nvr login admin / {human_pw()} - to pull footage for the police",
        f"Camera app on my phone (Hik-Connect) password {strong_pw()}",
        f"CCTV: {ip()} user admin pw {strong_pw()}",
        f"cctv:\n  host: {ip()}\n  user: admin\n  password: \"{strong_pw()}\"",
    )

    r.add(
        "remote_support_password",
        f"TeamViewer for Dave (IT) — ID {digits(10, lead=True)}, password {rnd(LOWER + DIGITS, 8)}",
        f"AnyDesk unattended access pw on the server: {strong_pw()}",
        f"remote support password for the x-ray PC {rnd(ALNUM, 10)} (ID is on the sticker)",
        f"IT support remote login pw {human_pw()}",
        f"teamviewer perm password {rnd(ALNUM + '!', 12)}",
    )

    r.add(
        "sql_connection_string",
        f"Reporting tool connection:\nServer=EXACT-SRV\\SOEEXACT;Database=Exact;User Id=report_ro;Password={rnd(ALNUM, 18)};",
        f"ODBC for the UDA spreadsheet: Driver={{SQL Server}};Server=exact-srv.acme.internal;Uid=sa;Pwd={strong_pw()}",
        f"connection string Dave set up: Data Source=192.168.1.10,1433;Initial Catalog=PracticeData;User ID=dashboard;Password={rnd(ALNUM, 20)}",
        f"mssql://reports:{rnd(ALNUM, 16)}@exact-srv.acme.internal:1433/Exact",
        f"<add name=\"ExactDb\" connectionString=\"Server=EXACT-SRV;Database=Exact;User Id=sa;Password={rnd(ALNUM, 16)}\" />",
    )

    r.add(
        "gocardless_token",
        f"GoCardless access token (practice plan direct debits) {gocardless_token()}",
        f"GOCARDLESS_ACCESS_TOKEN={gocardless_token()}",
        f"gocardless live token for the plan sign-up form: {gocardless_token()} - web designer needs it",
        f"GC token\n{gocardless_token()}\n(read-write, made in the dashboard under Developers)",
    )

    r.add(
        "stripe_secret_key",
        f"Stripe secret key for online deposits: {stripe_secret_key()}",
        f"STRIPE_SECRET_KEY={stripe_secret_key()}",
        f"stripe restricted key (only charges + refunds) {stripe_restricted_key()}",
        f"Stripe sk for the booking site {stripe_secret_key()} — keep off the website code!!",
    )

    r.add(
        "voip_sip_password",
        f"3CX extension 201 (reception) SIP auth pw {rnd(ALNUM, pick(10, 12))}",
        f"phone system — SIP account for the new handset: ID 203, password {rnd(ALNUM, 12)}",
        f"voicemail pin for the main line {pin(4, WEAK)}",
        f"Yealink setup: server sip.acme.internal, user 204, auth password {rnd(ALNUM, 16)}",
        f"3cx admin console password {strong_pw()}",
    )

    r.add(
        "bitlocker_key",
        f"BitLocker recovery key for the reception PC: {bitlocker_key()}",
        f"bitlocker key (surgery 1 laptop) {bitlocker_key()}",
        f"Recovery key for the server after the update asked for it:\n{bitlocker_key()}",
        f"x-ray PC bitlocker rec key {bitlocker_key()} (ID starts {hexs(8).upper()})",
    )

    r.add(
        "backup_encryption_passphrase",
        f"Synology Hyper Backup encryption password: {passphrase()}",
        f"offsite backup encryption key phrase {passphrase()} - without this the backups are useless",
        f"Redstor backup passphrase {passphrase()}",
        f"backup encryption pwd\n{passphrase()}",
        f"encryption passphrase for the USB backup drives (the ones that go home with Dr P) {passphrase()}",
    )

    r.add(
        "ssh_private_key",
        f"Dave's key for getting into the NAS (he said keep a copy)\n{openssh_private()}",
        f"ssh key for the backup box:\n{openssh_private()}",
        f"{openssh_private()}\n^ private key for the server, dont email it",
        f"nas access key (id_ed25519)\n{openssh_private()}",
    )

    r.add(
        "router_admin",
        f"BT Business Hub admin password {rnd(ALNUM, 10)}",
        f"router login - http://{ip()}  admin / {strong_pw()}",
        f"Draytek admin pw {strong_pw()} (firewall for the practice)",
        f"router admin password on the sticker: {rnd(UPPER + DIGITS, 10)}",
        f"firewall admin pw changed by Dave — {strong_pw()} — he has it too",
    )

    r.add(
        "twilio_auth_token",
        f"Twilio (SMS reminders from the website) SID {twilio_sid()} auth token {twilio_token()}",
        f"TWILIO_AUTH_TOKEN={twilio_token()}",
        f"twilio auth token {twilio_token()} - the account SID is on the dashboard",
        f"SMS reminders API token\n{twilio_token()}",
    )

    r.add(
        "sendgrid_api_key",
        f"SendGrid key for the website contact form: {sendgrid_key()}",
        f"SENDGRID_API_KEY={sendgrid_key()}",
        f"sendgrid api key (made new one, old one revoked) {sendgrid_key()}",
        f"email key for the booking confirmations - {sendgrid_key()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "nhs_number",
        f"FP17 rejected for NHS no {nhs_number()} - exemption box ticked wrong",
        f"pt NHS number {nhs_number(False)} (Mrs H.) needs adding to the record, came on the referral",
        f"Referral letter: NHS No. {nhs_number()}, DOB {date()}, to Leeds Dental Institute",
        f"check NHS number on Spine for new pt: {nhs_number()} – matches",
        f"kid's NHS number {nhs_number()} for the fluoride varnish claim",
    )

    r.add(
        "gdc_registration",
        f"Dr Patel GDC no {digits(6, lead=True)} - renewal due 31 Dec",
        f"new dental nurse GDC reg {digits(6, lead=True)} (checked online, on register)",
        f"GDC numbers for CQC file: hygienist {digits(6, lead=True)}, therapist {digits(6, lead=True)}",
        f"locum associate: GDC {digits(5, lead=True)}, indemnity policy DDU-{digits(7, lead=True)}",
        f"CPD cert for GDC {digits(6, lead=True)}, cycle ends {date()}",
    )

    r.add(
        "performer_contract_number",
        f"Performer number {digits(6, lead=True)} for the new associate",
        f"NHS contract no {digits(6, lead=True)}/0001 - UDA target 14,500",
        f"practice code {rnd(UPPER, 1)}{digits(5)} on the BSA letter",
        f"Compass: contract {digits(6, lead=True)}/0002, performer {digits(6, lead=True)}",
        f"performer list number for locum is {digits(6, lead=True)} per the ICB email",
    )

    r.add(
        "supplier_invoice_number",
        f"Henry Schein inv {digits(8, lead=True)} paid {date()}",
        f"Dental Sky invoice SI-{digits(7, lead=True)} — disputed, 2 boxes of gloves missing",
        f"inv no. INV-{digits(6, lead=True)} from the lab for {gbp(80, 400)}",
        f"DHB credit note CN{digits(7, lead=True)} against order SO{digits(7, lead=True)}",
        f"Kent Express invoice {rnd(UPPER, 2)}{digits(8)} — chase statement",
    )

    r.add(
        "parcel_tracking",
        f"Royal Mail Special Delivery for the lab impressions: {s10('JD', 'GB')}",
        f"DPD parcel {digits(14, lead=True)} arriving tmrw 10-11",
        f"tracking no {s10('RX', 'GB')} (returned the faulty curing light)",
        f"DHL {digits(10, lead=True)} - intraoral scanner back from repair",
        f"Parcelforce {rnd(UPPER, 2)}{digits(7)} waiting at the depot on Kirkstall Rd",
    )

    r.add(
        "practice_bank_details",
        f"For patients paying by bank transfer: Acme Dental Care Ltd, sort code {sort_code()}, acc no {digits(8, lead=True)}, ref = surname",
        f"our bank details for the lab's new supplier form\nSort: {sort_code()}\nAccount: {digits(8, lead=True)}",
        f"payroll BACS comes out of acc {digits(8, lead=True)} ({sort_code()})",
        f"Sort code {sort_code()} Account {digits(8, lead=True)} — printed on the invoices footer",
    )

    r.add(
        "supplier_iban",
        f"German implant supplier wants us to pay to IBAN {iban('DE', digits(18, lead=True))}",
        f"lab's IBAN on their invoice: {gb_iban('BARC')}, BIC BARCGB22",
        f"IBAN {gb_iban()} (our own, for the Irish patient paying in euros)",
        f"Straumann remittance: {iban('CH', digits(17, lead=True), spaced=False)}",
    )

    r.add(
        "masked_card",
        f"Refund to card ending {digits(4)} for Mr T, £{digits(2, lead=True)}.00",
        f"receipt shows ************{digits(4)} - card declined twice",
        f"practice Amex ending in {digits(4)} used for the Amazon order",
        f"Visa Debit •••• {digits(4)} exp {card_expiry()} (the new card, update Kent Express)",
        f"patient paid with card xxxx-{digits(4)}, auth code {rnd(UPPER + DIGITS, 6)}",
    )

    r.add(
        "merchant_terminal_ids",
        f"Dojo terminal ID {digits(8, lead=True)}, merchant ID {digits(9, lead=True)} — quote if ringing support",
        f"MID {digits(8, lead=True)} TID {digits(8, lead=True)} on the end of day receipt",
        f"card machine serial {digits(3)}-{digits(3)}-{digits(3)} (the one in reception)",
        f"Worldpay merchant number {digits(8, lead=True)} for the statement query",
    )

    r.add(
        "fob_serials",
        f"Fob {digits(8, lead=True)} = Kirsty (new starter), access front + staff room",
        f"lost fob no. {digits(8, lead=True)} - barred on Net2, issued {digits(8, lead=True)} instead",
        f"Door fobs issued:\n- {digits(8, lead=True)} Sam\n- {digits(8, lead=True)} Priya\n- {digits(8, lead=True)} cleaner",
        f"Paxton token number {digits(8, lead=True)} returned by the leaver",
    )

    r.add(
        "device_mac",
        f"MAC of the new surgery tablet {mac(':', True)} - IT needs it for the whitelist",
        f"printer mac address {mac('-', True)}",
        f"x-ray sensor hub MAC {mac()} (reserved IP)",
        f"phone handset (Yealink) MAC {mac('', True)} for provisioning",
        f"wifi client list showed {mac()} and {mac()} - both ours",
    )

    r.add(
        "equipment_serial",
        f"Autoclave (W&H Lisa) S/N {digits(10, lead=True)} - validation due March",
        f"compressor serial {rnd(UPPER, 2)}{digits(6)}, service contract ref {digits(6, lead=True)}",
        f"intraoral scanner serial number {rnd(UPPER + DIGITS, 10)}",
        f"OPG machine serial {digits(7, lead=True)} for the RPA annual survey",
        f"Suction motor S/N: {rnd(UPPER, 1)}{digits(8)}",
    )

    r.add(
        "software_version",
        f"SOE Exact v{secrets.randbelow(5) + 14}.{secrets.randbelow(10)}.{digits(4, lead=True)} - upgrade booked for Sat",
        f"Windows build 10.0.{pick(19045, 22631, 26100)}.{digits(4, lead=True)} on the server",
        f"Dojo terminal firmware {secrets.randbelow(5) + 1}.{secrets.randbelow(30)}.{secrets.randbelow(100)} — needs update",
        f"Net2 version 6.{secrets.randbelow(9)}.{digits(4, lead=True)} SR{secrets.randbelow(6) + 1}",
        f"x-ray software ver {secrets.randbelow(9) + 1}.{secrets.randbelow(9)}.{digits(3)}.{digits(4)}",
    )

    r.add(
        "phone_numbers",
        f"Leeds Dental Lab {leeds_phone()}, ask for Gary",
        f"out of hours NHS 111 / emergency dental line {leeds_phone()}",
        f"alarm company keyholder line 0330 {digits(3)} {digits(4)}",
        f"Dave (IT) mobile {mobile()}",
        f"locum agency {leeds_phone()} ext {digits(3, lead=True)}",
    )

    r.add(
        "lab_case_number",
        f"Lab ticket {digits(6, lead=True)} — crown UR6 due back Tues",
        f"case no. LDL-{digits(5, lead=True)} (denture reline) remake",
        f"lab job {rnd(UPPER, 2)}{digits(6)} / pt ref {digits(5, lead=True)}",
        f"Invisalign case {digits(7, lead=True)} approved, aligners shipping",
        f"Lab tkt# {digits(6, lead=True)} chased, crown stuck at the glazing stage",
    )

    r.add(
        "record_url",
        f"the pt record that's duplicated: https://app.dentally.test/patients/{digits(7, lead=True)}",
        f"Dentally appointment link https://acme.dentally.test/appointments/{uid()}",
        f"online booking page https://book.acmedental.test/s/{uid()}",
        f"shared folder for CQC docs https://acme.sharepoint.test/sites/practice/Shared%20Documents/CQC/{uid()}",
        f"Dentally report export https://app.dentally.test/reports/{uid()}?format=csv (needs login)",
    )

    r.add(
        "compass_claim_ref",
        f"FP17 claim ref {digits(10, lead=True)} queried by the BSA",
        f"Compass schedule {pick('Apr', 'May', 'Jun', 'Jul')}-25 payment ref {digits(9, lead=True)}",
        f"Claim {digits(10, lead=True)} withdrawn & resubmitted as {digits(10, lead=True)}",
        f"FP17O for ortho, claim number {digits(10, lead=True)}, UOA 21",
        f"BSA case reference {rnd(UPPER, 3)}-{digits(6, lead=True)} re: patient charge revenue",
    )

    r.add(
        "expired_otp",
        f"the NHSmail text code {digits(6)} expired before I typed it, had to request another",
        f"Dentally 2FA code {digits(6)} (used, just noting the time it came: 08:12)",
        f"bank sent one-time passcode {digits(6)} — already used for the payroll authorisation",
        f"verification code {digits(6)} from Xero timed out after 10 mins",
        f"Amazon Business OTP {digits(6)} - done, ignore",
    )

    r.add(
        "password_whereabouts",
        "Alarm code is in the sealed envelope in the safe — ask Dr P if I'm off",
        "wifi password is on the back of the router in the comms cupboard, patient one's on the poster",
        "All the practice logins are in the red book in my desk (locked). Second key with the principal.",
        "Key safe code gets texted to the courier by Kirsty, it's not written anywhere else",
        "smartcard passcode – each person's own, never write down, RA resets if forgotten",
    )

    r.add(
        "config_placeholder",
        "website .env the web bloke sent: SENDGRID_API_KEY=\nSTRIPE_SECRET_KEY=\nGOCARDLESS_ACCESS_TOKEN=",
        "GitHub action for the website: STRIPE_SECRET_KEY: ${{ secrets.STRIPE_SECRET_KEY }}",
        "wp-config: define('DB_PASSWORD', getenv('WP_DB_PASSWORD'));",
        "1Password ref op://Practice/Dentally/password is what the script reads",
        "booking plugin settings: api key = {{ TWILIO_AUTH_TOKEN }} (filled in on the server)",
    )

    r.add(
        "public_key_fingerprint",
        f"Dave's public key for the NAS authorized_keys: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} dave@itsupport",
        f"server host key fingerprint {ssh_fingerprint()} — check it matches when connecting",
        f"SSL cert thumbprint for the booking site {hexs(40).upper()}",
        f"VPN peer public key {wg_key()} (the private one stays on the router)",
    )

    r.add(
        "publishable_key",
        f"Stripe publishable key for the deposit form (fine in the page source) {stripe_publishable_key()}",
        f"reCAPTCHA site key on the contact form: {recaptcha_site_key()}",
        f"Google Analytics measurement ID G-{rnd(UPPER + DIGITS, 10)} and GTM-{rnd(UPPER + DIGITS, 7)}",
        f"Mailchimp signup form action https://acmedental.us{secrets.randbelow(20) + 1}.list-manage.test/subscribe/post?u={hexs(25)}&id={hexs(10)}",
        f"Twilio account SID {twilio_sid()} (public part, token is elsewhere)",
    )

    r.add(
        "network_names",
        "Patient wifi: AcmeDental-Guest, open with the click-through page, no password",
        f"SSIDs: ACME-STAFF (5GHz, channel {pick(36, 44, 149)}), ACME-GUEST (2.4GHz), VLAN {pick(10, 20, 30)} for guests",
        "network for the x-ray PCs is cabled only, no wifi — don't let anyone plug into it",
        f"BT hub SSID BTHub6-{rnd(UPPER + DIGITS, 4)} hidden now",
        f"Wi-Fi check: AcmeDental-Guest on channel {pick(1, 6, 11)}, ACME-STAFF 5GHz, signal poor in surgery 3",
    )

    r.add(
        "backup_checksum",
        f"backup verify ok, SHA256 {hexs(64)}",
        f"Exact nightly export checksum (md5) {hexs(32)} matches offsite copy",
        f"Hyper Backup task ID {digits(4)} integrity check {date()}: passed, hash {hexs(40)}",
        f"image of the old server: sha1 {hexs(40)}",
    )

    r.add(
        "ip_hostnames",
        f"Exact server {ip()}, hostname EXACT-SRV, gateway {ip()}",
        f"printers: reception {ip()}, surgery 1 {ip()}",
        f"NAS is at {ip()} (nas01.acme.internal), port 5001",
        f"DNS servers we use: {ip()} then 1.1.1.1",
        f"CCTV recorder on {ip()}:8000, viewing only from the office PC",
    )

    r.add(
        "fees_and_dates",
        "NHS Band 1 £27.40, Band 2 £75.30, Band 3 £326.70 (from 1 April) — new posters up",
        f"UDA value {gbp(28, 36)} x {digits(5, lead=True)} UDAs - year end {date()}",
        f"Denplan fee for Mr and Mrs K {gbp(18, 40)}/month from {date()}",
        f"CQC inspection was {date()}, next due around {date()}",
        f"Payroll on the 25th: {gbp(20000, 40000)} gross, PAYE ref {digits(3, lead=True)}/{rnd(UPPER, 2)}{digits(5)}",
    )

    r.add(
        "company_registrations",
        f"Companies House number {digits(8, lead=True)} (Acme Dental Care Ltd)",
        f"VAT reg GB {digits(3, lead=True)} {digits(4)} {digits(2)} — only for the cosmetic side",
        f"ICO registration ZA{digits(6, lead=True)} renews in Jan",
        f"Employer's PAYE ref {digits(3, lead=True)}/{rnd(UPPER, 2)}{digits(5)}, Accounts Office ref {digits(3, lead=True)}P{rnd(UPPER, 1)}{digits(8)}",
    )

    r.add(
        "material_lot_numbers",
        f"Composite LOT {rnd(UPPER + DIGITS, 8)} exp {pick('2026', '2027')}-{secrets.randbelow(12) + 1:02d} — recall notice, check drawers",
        f"LA cartridges batch {digits(6, lead=True)} logged in the COSHH file",
        f"autoclave cycle no. {digits(5, lead=True)} failed, reprocessed as {digits(5, lead=True)}",
        f"Implant lot {rnd(UPPER, 2)}{digits(6)} REF {digits(6, lead=True)} placed UL4",
    )

    r.add(
        "cqc_ids",
        f"CQC provider ID {cqc_id()}, location ID {cqc_id()}",
        f"CQC location {cqc_id()} — report published",
        f"ref on the CQC letter: INS2-{digits(8, lead=True)}",
        f"registered manager application ref {cqc_id()}",
    )

    r.add(
        "security_policy",
        "Password policy: min 12 chars, change every 90 days, no reusing the last 5 (Exact enforces it)",
        "Alarm codes get changed when anyone leaves — do it the same week",
        "Smartcards must be removed from the reader when leaving the surgery (IG training)",
        "Key safe code changed quarterly, last change logged in the H&S book",
        "Wi-Fi: staff key changed annually, guests never get the staff one",
    )

    r.add(
        "direct_debit_ref",
        f"Our BACS Service User Number is {digits(6, lead=True)} (on the DD mandate form)",
        f"GoCardless mandate ID MD{rnd(UPPER + DIGITS, 12)} for Mrs L's practice plan",
        f"DD reference ACME-{digits(6, lead=True)} on the patient's bank statement",
        f"payment ID PM{rnd(UPPER + DIGITS, 12)} failed — insufficient funds, re-tried {date()}",
    )

    r.add(
        "it_ticket_numbers",
        f"IT support ticket #{digits(6, lead=True)} - reception PC slow again",
        f"SOE support case CAS-{digits(6, lead=True)}-{rnd(UPPER + DIGITS, 6)}",
        f"BT fault ref {rnd(UPPER, 2)}{digits(8)} for the broadband drop",
        f"Dentally support conversation {digits(12, lead=True)} about the recall SMS",
        f"Ricoh copier service call no. {digits(7, lead=True)}, engineer booked {date()}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout363.py", [
        ("heldout363_credentials.yaml", credentials(), "Held-out batch 363: credentials a Leeds dental practice manager keeps (SOE Exact, Dentally, NHS smartcard, BACS, card terminal, alarm, key safe, Wi-Fi, door fobs, suppliers, rota, banking, website keys and more)"),
        ("heldout363_lookalikes.yaml", lookalikes(), "Held-out batch 363: a dental practice manager's NHS and practice ids, invoice and tracking numbers, bank details, serials, addresses, public keys and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
