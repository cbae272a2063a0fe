# ruff: noqa: E501
"""Writes heldout361_credentials.yaml and heldout361_lookalikes.yaml: held-out batch 361.

Persona: the volunteer treasurer of a small community-hall charity in Bristol, who writes
plain British English notes (a few typos, lots of "ta" and "NB"). She keeps the charity's
online banking logins and the PIN of the card for the bank's card reader, the debit card
itself, the Government Gateway login for HMRC Gift Aid, the Charity Commission login, the
Mailchimp, Zoom, Canva, JustGiving, Xero, PayPal, Stripe and SumUp accounts, the Microsoft
365 for nonprofits admin (and its backup codes, app password and app registration secret),
the hall's key safe, alarm and office safe codes, the hall Wi-Fi key and a few passwords
the trustees share; and many look-alikes: the charity number, the sort code and account
number printed on invoices, invoice and booking references, tracking numbers, Zoom meeting
ids, masked card numbers, expired one-time codes, tenant ids, serial numbers, amounts,
dates and notes that say where a password lives without giving it.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
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
    mailchimp_key,
    paypal_client_id,
    paypal_secret,
    phrase,
    pick,
    pin,
    pw,
    rnd,
    s10,
    seed_phrase,
    stripe_publishable_key,
    totp_seed,
    uid,
    visa,
    write_corpora,
)

BRISTOL = [
    "Clifton", "Brunel", "Cabot", "Avon", "Gromit", "Redland", "Totterdown", "Bedminster",
    "Montpelier", "Easton", "Concorde", "Harbourside", "Balloon", "Lido", "Cider", "Ashton",
    "Windmill", "Kingsdown", "Stokes", "Severn", "Horfield", "Bishopston", "Wapping", "Downs",
]
WORDS = [
    "teapot", "jumble", "bunting", "raffle", "scone", "trestle", "kettle", "hymnbook",
    "marmalade", "drizzle", "allotment", "bramble", "puddle", "crumpet", "lantern", "hedgehog",
    "blackbird", "doorstep", "gooseberry", "wellies", "pigeon", "conker", "treacle", "ferry",
]
SYMBOLS = "!£$%&*#?"
AZURE = ALNUM + "_.~-"
DOMAIN = "ashleyvalehall.example"


def chosen() -> str:
    """A password a volunteer makes up: Bristol words, a number and a symbol."""
    a, b = secrets.choice(BRISTOL), secrets.choice(BRISTOL)
    return pick(
        f"{a}{b}{digits(pick(2, 3, 4))}{secrets.choice(SYMBOLS)}",
        f"{a.lower()}-{secrets.choice(WORDS)}-{digits(3)}",
        f"{secrets.choice(WORDS).capitalize()}{secrets.choice(SYMBOLS)}{digits(4)}{b}",
        pw(),
    )


def strong() -> str:
    """A generated password from the password manager."""
    return rnd(ALNUM + "!#%&*+-=?@", pick(16, 18, 20, 24))


def words_pass(n: int = 4) -> str:
    return phrase(WORDS + [w.lower() for w in BRISTOL], n, pick("-", " ", ".", "_"))


def customer_number() -> str:
    return digits(pick(8, 10), lead=True)


def gateway_id() -> str:
    """A Government Gateway user ID: 12 digits."""
    return groups(digits(12, lead=True), 4, pick("", " "))


def zoom_account_id() -> str:
    return rnd(URLSAFE, 22)


def zoom_client_id() -> str:
    return rnd(ALNUM, 22)


def zoom_client_secret() -> str:
    return rnd(ALNUM, 32)


def stripe_secret() -> str:
    return f"sk_live_51{rnd(ALNUM, 97)}"


def stripe_restricted() -> str:
    return f"rk_live_51{rnd(ALNUM, 97)}"


def ms_app_password() -> str:
    return rnd(LOWER, 16)


def azure_secret() -> str:
    return f"{rnd(AZURE, 3)}8Q~{rnd(AZURE, 34)}"


def mandrill_key() -> str:
    return "md-" + rnd(URLSAFE, 22)


def teams_webhook() -> str:
    return (f"https://ashleyvaleacme.webhook.office.com/webhookb2/{uid()}@{uid()}/IncomingWebhook/"
            f"{hexs(32)}/{uid()}/V2{rnd(URLSAFE, 43)}")


def m365_backup_codes(n: int) -> str:
    return "\n".join(digits(8) for _ in range(n))


def mastercard() -> str:
    return groups(luhn(pick("51", "52", "53", "54", "55"), 16), 4)


def cvv() -> str:
    return digits(3)


def sort_code() -> str:
    return f"{pick('30', '40', '60', '08', '20', '77')}-{digits(2)}-{digits(2)}"


def account_no() -> str:
    return digits(8, lead=True)


def charity_no() -> str:
    return "1" + digits(6)


def amazon_order() -> str:
    return f"{pick('202', '203', '204', '205', '206')}-{digits(7)}-{digits(7)}"


def gbp() -> str:
    return f"£{secrets.randbelow(4000) + 5:,}.{digits(2)}"


def date() -> str:
    return f"{secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d}/{pick('2024', '2025')}"


def zoom_meeting_id() -> str:
    d = digits(pick(10, 11), lead=True)
    return f"{d[:3]} {d[3:6]} {d[6:]}" if len(d) == 10 else f"{d[:3]} {d[3:7]} {d[7:]}"


def uk_mobile() -> str:
    return f"07{digits(3)} {digits(6)}"


def bristol_landline() -> str:
    return f"0117 {digits(3)} {digits(4)}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "online_banking_login",
        f"CAF Bank online - customer no {customer_number()}, passcode {chosen()}",
        f"Unity Trust internet banking\nuser id: AVCH{digits(4)}\npassword: {strong()}\n(the card reader is in the blue tin)",
        f"bank login (the charity one NOT mine) {customer_number()} / {chosen()}",
        f"NB new online banking pasword after the lockout on {date()} -> {chosen()}",
        f"| Bank | Login | Password |\n|---|---|---|\n| Unity Trust | {customer_number()} | {strong()} |",
    )

    r.add(
        "bank_memorable_info",
        f"Memorable word for the charity bank account: {secrets.choice(WORDS)}{digits(2)} (they ask for 3 random letters)",
        f"bank security q's - first school: {secrets.choice(BRISTOL)}{secrets.choice(WORDS)}, memorable date {secrets.randbelow(28) + 1:02d}{secrets.randbelow(12) + 1:02d}{pick('1958', '1963', '1971', '1984')}, memorable word {secrets.choice(WORDS).upper()}{digits(3)}",
        f"Metro (savings acct) telephone banking passnumber {pin(6)} and security no. {pin(5)}",
        f"memorable info for CAF online\n{secrets.choice(BRISTOL).lower()}{secrets.choice(WORDS)}{digits(2)}",
        f"Unity Trust phone banking: security number {pin(4)}, memorable name {secrets.choice(BRISTOL)}{digits(2)}",
    )

    r.add(
        "card_reader_pin",
        f"PIN for the charity debit card (needed for the bank card reader) {pin(4)}",
        f"card reader pin = {pin(4)} - don't tell Colin it's written here!",
        f"Bank card reader:\n  card ending {digits(4)}\n  PIN {pin(4)}",
        f"new debit card came, PIN letter shredded, pin is {pin(4)}",
        f"PINsentry thingy pin {pin(4)} (the old one was blocked after 3 goes)",
    )

    r.add(
        "charity_card_details",
        f"Charity Visa debit for online orders: {visa()} exp {card_expiry()} CVV {cvv()}",
        f"card no {mastercard().replace(' ', '')}\nexp {card_expiry()}\nsec code {cvv()}\nname: ASHLEY VALE COMM HALL",
        f"for the Canva subscription renewal use card {visa()}, {card_expiry()}, cvc {cvv()}",
        f"Zoom billing card - {mastercard()} / {card_expiry()} / {cvv()} (update before it expires!!)",
    )

    r.add(
        "sumup_login",
        f"SumUp account (card reader for the jumble sale) treasurer@{DOMAIN} pw {chosen()}",
        f"SumUp app login\n{DOMAIN.split('.')[0]}.hall@{DOMAIN}\n{strong()}",
        f"sumup passcode for the reader itself {pin(4)}, account password {chosen()}",
        f"card reader app (SumUp): email hallbookings@{DOMAIN}  password {chosen()}  - Priya has it too",
    )

    r.add(
        "gov_gateway_password",
        f"HMRC Gift Aid - Government Gateway user ID {gateway_id()} password {chosen()}",
        f"Govt Gateway (charities online)\nID: {gateway_id()}\nPW: {strong()}",
        f"gov gateway login for gift aid claims {gateway_id()} / {chosen()} - claim every quarter",
        f"hmrc charities online: user {gateway_id()}, pass {chosen()} (changed after the phishing email)",
        f"- HMRC gift aid\n  - gateway id {gateway_id()}\n  - password {strong()}\n  - recovery word {secrets.choice(WORDS)}",
    )

    r.add(
        "charity_commission_login",
        f"Charity Commission register login (annual return): treasurer@{DOMAIN} / {chosen()}",
        f"Charity commission account\nemail trustees@{DOMAIN}\npassword {strong()}\nannual return due 10 months after year end",
        f"char comm password {chosen()} - used for updating the trustee list",
        f"Charity Commission online services - login is my charity email, pw: {chosen()}",
    )

    r.add(
        "mailchimp_api_key",
        f"Mailchimp API key for the WordPress newsletter plugin: {mailchimp_key()}",
        f"mailchimp key (Tom the volunteer web bloke asked for it) {mailchimp_key()}",
        f"MC4WP settings -> API key\n{mailchimp_key()}",
        f"MAILCHIMP_API_KEY={mailchimp_key()}",
        f"Mailchimp > Account > Extras > API keys: made a new one called 'website' = {mailchimp_key()} , deleted the old one",
    )

    r.add(
        "zoom_account_password",
        f"Zoom (trustee meetings) trustees@{DOMAIN} pwd {chosen()}",
        f"zoom login - chair@{DOMAIN}\n{strong()}",
        f"Zoom pro acct password changed to {chosen()} on {date()}",
        f"The zoom password is {chosen()}, the email is the hall one",
    )

    r.add(
        "zoom_host_key",
        f"Zoom host key (to claim host if Colin's late) {digits(6)}",
        f"host key for zoom: {digits(6)}",
        f"to take host in the AGM zoom: Participants > Claim host > key {digits(6)}",
        f"zoom hostkey {digits(6)} - changed it after the AGM",
    )

    r.add(
        "zoom_oauth_secret",
        f"Zoom server-to-server app (for the booking system)\nAccount ID: {zoom_account_id()}\nClient ID: {zoom_client_id()}\nClient secret: {zoom_client_secret()}",
        f"ZOOM_ACCOUNT_ID={zoom_account_id()}\nZOOM_CLIENT_ID={zoom_client_id()}\nZOOM_CLIENT_SECRET={zoom_client_secret()}",
        f"zoom app client secret {zoom_client_secret()} (Tom set up the auto-meeting thing for hall bookings)",
        f'{{"zoom": {{"client_id": "{zoom_client_id()}", "client_secret": "{zoom_client_secret()}"}}}}',
    )

    r.add(
        "canva_login",
        f"Canva for nonprofits: hall@{DOMAIN} password {chosen()}",
        f"canva pw {chosen()} (Sue does the posters)",
        f"Canva\ncomms@{DOMAIN}\n{strong()}",
        f"Canva team login - email is comms@, password: {chosen()}",
    )

    r.add(
        "justgiving_login",
        f"JustGiving charity account: fundraising@{DOMAIN} / {chosen()}",
        f"JG login for downloading the gift aid report\n{strong()}",
        f"justgiving pasword {chosen()} - Dave's sponsored walk page is under this acct",
        f"JustGiving (charity admin)\n  user: treasurer@{DOMAIN}\n  pass: {chosen()}",
        f"Just giving password is now {chosen()} (reset {date()})",
    )

    r.add(
        "m365_admin_password",
        f"Microsoft 365 nonprofit admin: admin@ashleyvalehall.onmicrosoft.example pw {strong()}",
        f"M365 global admin\nadmin@{DOMAIN}\n{strong()}\ndo NOT use for everyday email",
        f"office 365 admin password {chosen()} (break-glass acct, keep in the safe too)",
        f"MS365 admin centre login {strong()} - TechSoup licence renewal due March",
        f"the 365 admin pasword is {strong()}",
    )

    r.add(
        "m365_backup_codes",
        "Microsoft account recovery code (admin): " + groups(rnd(UPPER + DIGITS, 25), 5, "-"),
        "backup codes for the 365 admin MFA, keep offline:\n" + m365_backup_codes(5),
        "Authenticator lost? use these one-time backup codes (unused):\n" + "  ".join(digits(8) for _ in range(6)),
        "MS recovery code for treasurer@ acct " + groups(rnd(UPPER + DIGITS, 25), 5, "-") + " - print & put in bank folder",
    )

    r.add(
        "key_safe_code",
        f"Key safe by the side door: {pin(4)}",
        f"keysafe code {pin(4)} then push the C button to clear",
        f"Hall key safe combo changed to {pin(4)} after the Scouts lost the key",
        f"For Saturday's hirer: key safe code is {pin(4)}, pls give them the code on the day only",
        f"key safe\n{pin(4)}\n(old one {pin(4)} no longer works)",
    )

    r.add(
        "alarm_code",
        f"Alarm code (main hall) {pin(4)} - 30 secs to get to the panel",
        f"hall alarm: set = {pin(4)} + ENT, unset = same code",
        f"Alarm codes\n- users: {pin(4)}\n- engineer (Castle Security only): {pin(6)}",
        f"new alarm code is {pin(4)}, tell the cleaners NOT the hirers",
        f"Intruder alarm master code {pin(4)} (Dave changed it {date()})",
    )

    r.add(
        "wifi_passphrase",
        f"Hall wifi: AshleyValeHall / {words_pass(3)}",
        f"WiFi\nSSID AVCH-Guest\nkey {rnd(ALNUM, 12)}",
        f"wi-fi password for the office router (not the guest one) {strong()}",
        f"BT hub in the kitchen cupboard: network BT-{rnd(UPPER, 6)}, wireless key {rnd('ACDEFGHKMNPQRTUVWXY34679', 10)}",
        f"guest wifi for hirers is {secrets.choice(BRISTOL).lower()}{digits(4)} (changed every term)",
    )

    r.add(
        "trustee_shared_password",
        f"Shared trustees' Dropbox: trustees@{DOMAIN} password {chosen()}",
        f"Trustees' shared mailbox pw {chosen()} - only Colin, Priya and me",
        f"Shared passwords (trustees)\n| what | password |\n|---|---|\n| hall Gmail | {chosen()} |",
        f"Priya's note: the shared minutes folder password is {words_pass(3)}",
        f"password for the trustees' Google Drive archive: {strong()} (we all use this one)",
    )

    r.add(
        "paypal_client_secret",
        f"PayPal donate button REST app\nclient id {paypal_client_id()}\nsecret {paypal_secret()}",
        f"PAYPAL_CLIENT_SECRET={paypal_secret()}",
        f"paypal api secret for the website (live not sandbox): {paypal_secret()}",
        f"Tom needs the paypal secret for the donations plugin -> {paypal_secret()}",
    )

    r.add(
        "stripe_secret_key",
        f"Stripe secret key (donations form, LIVE) {stripe_secret()}",
        f"STRIPE_SECRET_KEY={stripe_secret()}",
        f"stripe restricted key for the Gift Aid export script: {stripe_restricted()}",
        f"GiveWP > Stripe settings > live secret key\n{stripe_secret()}",
    )

    r.add(
        "m365_app_password",
        f"app password for the scanner to send email via 365: {ms_app_password()}",
        f"Outlook app password (old Xero email sync) {ms_app_password()}",
        f"MS app pw for the printer scan-to-email\n{ms_app_password()}",
        f"photocopier SMTP: user office@{DOMAIN}, app password {ms_app_password()}",
    )

    r.add(
        "xero_login",
        f"Xero (charity accounts) treasurer@{DOMAIN} pw {chosen()}",
        f"xero password {strong()} - the accountant has her own login",
        f"Xero\nlogin: treasurer@{DOMAIN}\npasswd: {chosen()}\n2FA on my phone",
        f"new Xero pasword {chosen()} (Xero made me change it)",
        f"accounts s/w login: {chosen()}",
    )

    r.add(
        "wordpress_admin_password",
        f"website wp-admin: admin / {strong()}",
        f"WordPress login for the hall website - user treasurer, pass {chosen()}",
        f"https://www.{DOMAIN}/wp-admin user: avch_admin password: {strong()}",
        f"Tom's WP admin account: tom.webb / {chosen()} (remove when he leaves)",
    )

    r.add(
        "totp_seed",
        f"Xero 2FA setup key (in case I lose my phone): {groups(totp_seed(32).lower(), 4)}",
        f"authenticator secret for the M365 admin {totp_seed(32)}",
        f"otpauth://totp/JustGiving:treasurer%40{DOMAIN}?secret={totp_seed(32)}&issuer=JustGiving",
        f"Mailchimp 2FA manual entry code\n{groups(totp_seed(16), 4)}",
        f"2fa secret key for the bank's web login (copy in the safe): {totp_seed(32)}",
    )

    r.add(
        "bitwarden_master_password",
        f"Bitwarden (trustees org) master password: {words_pass(4)}",
        f"master pw for the password manager {words_pass(5)}",
        f"BW master password\n{words_pass(4)}{digits(2)}",
        f"If I'm hit by a bus: the Bitwarden master passphrase is {words_pass(4)}",
        f"bitwarden vault pw (treasurer acct) {strong()}",
    )

    r.add(
        "bitlocker_recovery_key",
        f"BitLocker recovery key for the treasurer laptop (Dell): {bitlocker_key()}",
        f"laptop asked for bitlocker key after the update, it's\n{bitlocker_key()}",
        f"Recovery key ID {hexs(8).upper()}\nRecovery key {bitlocker_key()}",
        f"office PC bitlocker: {bitlocker_key()}",
    )

    r.add(
        "office_safe_combination",
        f"Office safe combination {pin(6)}",
        f"safe in the office (petty cash + float): {pin(4)} then turn handle",
        f"Safe code changed {date()} to {pin(6)} - Dave and me only",
        f"combi for the cash box safe {pin(4)}#",
    )

    r.add(
        "azure_client_secret",
        f"Entra app registration 'hall-bookings-calendar' client secret value: {azure_secret()}",
        f"AZURE_CLIENT_SECRET={azure_secret()}",
        f"365 app secret for the booking calendar sync (expires in 24 months) {azure_secret()}",
        f"tenant + client id are in the doc, the secret is {azure_secret()}",
    )

    r.add(
        "crypto_seed_phrase",
        f"Donations crypto wallet recovery phrase (the one the Giving thing set up):\n{seed_phrase(12)}",
        f"seed words for the donations wallet: {seed_phrase(12)}",
        "wallet backup - 24 words\n" + "\n".join(f"{i + 1}. {w}" for i, w in enumerate(seed_phrase(24).split())),
        f"Secret recovery phrase {seed_phrase(12)} (NEVER type into a website!)",
    )

    r.add(
        "payroll_portal_login",
        f"BrightPay Connect (caretaker's payslips) treasurer@{DOMAIN} / {chosen()}",
        f"payroll login {strong()}",
        f"NEST pension employer login: user {rnd(UPPER, 2)}{digits(6)} password {chosen()}",
        f"Payroll bureau portal\nusername: AVCH{digits(3)}\npassword: {chosen()}",
    )

    r.add(
        "mandrill_api_key",
        f"Mailchimp Transactional (Mandrill) key for booking confirmations: {mandrill_key()}",
        f"WP Mail SMTP > Mandrill API key {mandrill_key()}",
        f"mandrill key {mandrill_key()} - Tom says this sends the receipts",
        f"MANDRILL_KEY={mandrill_key()}",
    )

    r.add(
        "phone_unlock_pin",
        f"Charity mobile (the Nokia for hall bookings) unlock PIN {pin(6)}",
        f"booking phone pin {pin(4)}, voicemail pin {pin(4)}",
        f"SIM PIN for the hall phone {pin(4)}, PUK {digits(8)}",
        f"phone passcode: {pin(6)}",
    )

    r.add(
        "teams_webhook_url",
        f"Teams webhook for the bookings channel (Tom's form posts here): {teams_webhook()}",
        f"incoming webhook url\n{teams_webhook()}",
        f"WEBHOOK_URL={teams_webhook()}",
        f"Power Automate posts new donations via {teams_webhook()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "registered_charity_number",
        f"Registered charity no. {charity_no()}",
        f"Charity number {charity_no()} - put it on every poster and the website footer",
        f"Ashley Vale Community Hall Trust (reg. charity {charity_no()})",
        f"For the grant form: charity reg {charity_no()}, founded 1987",
        f"charity no\n{charity_no()}",
    )

    r.add(
        "donation_bank_details",
        f"For donations by bank transfer: sort code {sort_code()}, account {account_no()}, ref your surname + GIFT",
        f"Hall hire payments to: Ashley Vale Comm Hall, {sort_code()} {account_no()}",
        f"invoice footer:\nBank: Unity Trust\nSort code: {sort_code()}\nAcc no: {account_no()}",
        f"Scouts pay rent to our acct {account_no()} s/c {sort_code()} (it's on the standing order form)",
        f"new savings acct opened, sort {sort_code().replace('-', '')} acct {account_no()}",
    )

    r.add(
        "donation_iban",
        f"IBAN for the French twin town's donation: {iban('GB', 'CAFB' + digits(6) + digits(8))}",
        f"Overseas donors use IBAN {iban('GB', 'UTBO' + digits(6) + digits(8), False)} BIC UTBOGB2LXXX",
        f"our IBAN (printed on the Euro invoice) {iban('GB', 'CAFB' + digits(14))}",
        f"IBAN\n{iban('GB', 'UTBO' + digits(14))}",
    )

    r.add(
        "hmrc_charity_reference",
        f"HMRC charities ref {rnd(UPPER, 2)}{digits(5)} (goes on the Gift Aid claim)",
        f"Gift Aid claim ref for Q{secrets.randbelow(4) + 1}: {rnd(UPPER, 1)}{digits(9)}",
        f"HMRC charity reference number {rnd(UPPER, 1)}{digits(4)}",
        f"Gift Aid claim submitted {date()}, HMRC receipt IRmark {rnd(BASE32, 32)}",
    )

    r.add(
        "companies_house_number",
        f"Company no. {digits(8)} (CIO so actually no CH number - this is the trading sub)",
        f"Companies House: trading company {digits(8)}",
        f"Ashley Vale Hall Trading Ltd, company number {digits(8)}, registered in England",
        f"CH number {digits(8)} - confirmation statement due {date()}",
    )

    r.add(
        "masked_card",
        f"Card ending {digits(4)} expires {card_expiry()}",
        f"Zoom renewed on the charity card **** **** **** {digits(4)}",
        f"paid the Canva sub with Visa ...{digits(4)}",
        f"bank says suspicious payment on card xxxx{digits(4)}, it was the Mailchimp one",
        f"debit card ({'•' * 12}{digits(4)}) replaced, new one arriving",
    )

    r.add(
        "invoice_number",
        f"Invoice INV-{digits(4)} to the Pilates group, {gbp()}",
        f"invoices outstanding: INV{digits(5)}, INV{digits(5)}, INV{digits(5)}",
        f"Xero invoice #{digits(4)} paid {date()}",
        f"Bristol Water bill ref {digits(10)} / invoice {rnd(UPPER, 2)}{digits(7)}",
        f"Plumber's invoice no. {digits(3)}-{digits(4)} - check against the quote",
    )

    r.add(
        "fundraising_page_link",
        f"Dave's walk page: https://fundraise.{DOMAIN}/fundraising/dave-walks-{digits(4)}",
        f"JustGiving page id {digits(7)} for the roof appeal",
        f"donate link https://{DOMAIN}/donate?campaign={rnd(ALNUM, 8)}",
        f"Roof appeal page short link go.{DOMAIN}/{rnd(ALNUM, 6)}",
    )

    r.add(
        "mailchimp_audience_id",
        f"Mailchimp audience id {hexs(10)} (Newsletter list)",
        f"campaign id {hexs(10)} - the Christmas fair email",
        f"embed form action: https://{DOMAIN.split('.')[0]}.list-manage.example/subscribe/post?u={hexs(25)}&id={hexs(10)}",
        f"Mailchimp list ID: {hexs(10)}\nsegment id: {digits(6)}",
    )

    r.add(
        "zoom_meeting_id",
        f"Trustees meeting Zoom ID {zoom_meeting_id()} (passcode in the calendar invite)",
        f"AGM zoom: meeting id {zoom_meeting_id()}",
        f"https://acme.zoom.example/j/{digits(11, lead=True)}",
        f"zoom id for the finance sub-committee {zoom_meeting_id()}, same every month",
        f"dial in 0203 {digits(3)} {digits(4)}, meeting ID {zoom_meeting_id()}#",
    )

    r.add(
        "parcel_tracking",
        f"Royal Mail tracked: {s10('RM', 'GB')} (new card reader)",
        f"tracking no {s10('JD', 'GB')}",
        f"posted the Gift Aid forms signed for {s10('KV', 'GB')}",
        f"DPD parcel {digits(14)} - the folding tables",
    )

    r.add(
        "online_order_number",
        f"Amazon order {amazon_order()} (tea urn)",
        f"Screwfix order {rnd(UPPER, 2)}{digits(8)}",
        f"ordered raffle tickets, order #{digits(6)} from the printers",
        f"Argos order {digits(10)}, collect from Cribbs",
    )

    r.add(
        "hall_booking_reference",
        f"Booking ref AVH-{digits(4)} Saturday party, £{secrets.randbelow(200) + 60}",
        f"hall bookings this week: {', '.join(f'BK{digits(5)}' for _ in range(3))}",
        f"booking {rnd(UPPER + DIGITS, 6)} - wedding reception, deposit paid",
        f"ref {digits(6)} cancelled, refund the deposit",
    )

    r.add(
        "contact_numbers",
        f"Castle Security (alarm engineers) {bristol_landline()}",
        f"Colin mob {uk_mobile()}",
        f"Hall bookings line {bristol_landline()}, out of hours {uk_mobile()}",
        f"bank's charity team 0345 {digits(3)} {digits(4)}",
    )

    r.add(
        "tax_and_payroll_reference",
        f"PAYE ref {digits(3)}/{rnd(UPPER, 2)}{digits(5)}, accounts office ref {digits(3)}P{rnd(UPPER, 1)}{digits(8)}",
        f"Caretaker NI number {rnd(UPPER, 2)} {digits(2)} {digits(2)} {digits(2)} {pick('A', 'B', 'C', 'D')} (for the P60)",
        f"Trading sub UTR {digits(10)}",
        f"NEST employer reference EMP{digits(9)}",
    )

    r.add(
        "direct_debit_reference",
        f"DD to British Gas ref {digits(10)}",
        f"direct debit mandate ref AVCH{digits(6)} for the insurance",
        f"Standing order ref {rnd(UPPER, 3)}{digits(5)} from the Pilates teacher",
        f"Mailchimp is on DD? no - card. BT is DD ref {rnd(UPPER, 2)}{digits(8)}",
    )

    r.add(
        "payment_reference",
        f"BACS from Quartet Foundation ref QCF{digits(6)} {gbp()}",
        f"Gift Aid payment from HMRC ref {rnd(UPPER, 4)}{digits(6)} {gbp()} received {date()}",
        f"paid the cleaner ref CLEAN{digits(4)} {gbp()}",
        f"FPS reference {rnd(UPPER + DIGITS, 18)} for the lottery grant",
    )

    r.add(
        "expired_one_time_code",
        f"Bank texted code {digits(6)} - used it, already expired",
        f"the card reader gave {digits(8)} for the payment to the roofer, done now",
        f"HMRC access code {digits(6)} arrived but it had timed out by the time I logged in",
        f"Microsoft sign-in code {digits(6)} (expired, asked for a new one)",
        f"JustGiving verification code was {digits(6)} - used {date()}",
    )

    r.add(
        "where_password_lives",
        "Alarm code: ask Dave, it's not written anywhere on purpose",
        "Bank login details are in Bitwarden under 'Unity Trust - treasurer'",
        "Key safe code is in the hirers' welcome email template, not here",
        "Wi-Fi password: on the card stuck inside the office cupboard door",
        "Government Gateway password - in the sealed envelope in the safe (Colin has a copy)",
    )

    r.add(
        "hidden_password",
        "Xero password: ••••••••••",
        "canva pw ******** (saved in browser)",
        "Zoom: hall@ / [in Bitwarden]",
        "password: <ask Priya>",
    )

    r.add(
        "file_checksum",
        f"downloaded the accounts backup, SHA-256 {hexs(64)}",
        f"Gift Aid spreadsheet md5 {hexs(32)} matches the one Priya sent",
        f"Xero export zip checksum {hexs(64)[:40]}",
        f"bank statement csv sha256: {hexs(64)}",
    )

    r.add(
        "document_link",
        f"AGM minutes: https://ashleyvalehall.sharepoint.example/sites/trustees/Shared%20Documents/AGM?d={uid()}",
        f"Canva poster: https://canva.example/design/{rnd(URLSAFE, 11)}/view",
        f"Volunteer sign-up form https://forms.acme.test/r/{rnd(ALNUM, 10)}",
        f"Budget 2025 spreadsheet https://ashleyvalehall-my.sharepoint.example/:x:/g/personal/treasurer/{rnd(URLSAFE, 22)}",
        f"policy folder id {uid()}",
    )

    r.add(
        "m365_tenant_id",
        f"M365 tenant ID {uid()} (TechSoup asked for it)",
        f"Directory (tenant) ID: {uid()}\nApplication (client) ID: {uid()}",
        f"nonprofit offer: tenant {uid()}, domain ashleyvalehall.onmicrosoft.example",
        f"object id of the bookings shared mailbox {uid()}",
    )

    r.add(
        "software_version",
        f"Xero app version {secrets.randbelow(5) + 3}.{secrets.randbelow(40)}.{secrets.randbelow(10)}",
        f"laptop on Windows 11 {pick('23H2', '24H2')} build 2{digits(4)}.{digits(4)}",
        f"SumUp reader firmware {secrets.randbelow(3) + 1}.{secrets.randbelow(10)}.{secrets.randbelow(100)}.{secrets.randbelow(100)}",
        f"WordPress {pick('6.4', '6.5', '6.6')}.{secrets.randbelow(5)}, GiveWP {pick('3.1', '3.14', '3.16')}.{secrets.randbelow(5)}",
    )

    r.add(
        "device_serial",
        f"Card reader serial {digits(9)}",
        f"Dell laptop service tag {rnd(UPPER + DIGITS, 7)}",
        f"Alarm panel serial no {rnd(UPPER, 2)}{digits(8)}",
        f"Projector S/N {rnd(UPPER + DIGITS, 12)} (for the insurance list)",
        f"router serial +{digits(6)}+{rnd(UPPER + DIGITS, 8)}",
    )

    r.add(
        "amounts_and_dates",
        f"Year end {date()}: unrestricted {gbp()}, restricted {gbp()}",
        f"Gift Aid claimed {gbp()} on {date()}",
        f"Hall hire rates: £{secrets.randbelow(10) + 15}/hr weekday, £{secrets.randbelow(10) + 25}/hr weekends",
        f"Petty cash float {gbp()} counted {date()}",
        f"Quarterly reconciliation: opening {gbp()}, closing {gbp()}, diff £0.00",
    )

    r.add(
        "membership_number",
        f"ACRE membership no {digits(6)}",
        f"Community Matters member {rnd(UPPER, 3)}{digits(5)}",
        f"Costco membership {digits(12)} (for the café supplies)",
        f"TechSoup org id {digits(7)}",
    )

    r.add(
        "stripe_publishable_key",
        f"Stripe publishable key (OK to be public, goes in the donate form): {stripe_publishable_key()}",
        f"STRIPE_PUBLISHABLE_KEY={stripe_publishable_key()}",
        f"GiveWP live publishable key {stripe_publishable_key()}",
        f"Stripe account id acct_{rnd(ALNUM, 16)}",
    )

    r.add(
        "paypal_public_id",
        f"PayPal donate button hosted_button_id={rnd(UPPER + DIGITS, 13)}",
        f"paypal client ID for the JS SDK (public) {paypal_client_id()}",
        f"PayPal merchant ID {rnd(UPPER + DIGITS, 13)}",
        f"PayPal transaction {rnd(UPPER + DIGITS, 17)} - refund the double donation",
    )

    r.add(
        "alarm_panel_settings",
        f"Alarm: entry delay 30s, exit delay 45s, zone {secrets.randbelow(8) + 1} = kitchen PIR",
        f"Castle Security account no {digits(6)}, panel model Texecom Premier {pick('24', '48', '832')}",
        f"Alarm last serviced {date()}, next due {date()}, engineer visit ref {digits(7)}",
        f"Zones: 1 front door, 2 hall, 3 office, 4 kitchen. Fire alarm log book no {digits(4)}",
    )

    r.add(
        "vat_number",
        f"Roofer's VAT reg no GB {digits(3)} {digits(4)} {digits(2)}",
        f"VAT no GB{digits(9)} on the Screwfix receipt",
        f"supplier VAT number {digits(3)} {digits(4)} {digits(2)}",
        f"we aren't VAT registered; the caterer is, GB{digits(9)}",
    )

    r.add(
        "insurance_policy_number",
        f"Buildings insurance policy {rnd(UPPER, 3)}/{digits(7)}",
        f"Public liability cert no. {rnd(UPPER, 2)}{digits(8)}, renews {date()}",
        f"Trustee indemnity policy number {digits(9)}",
        f"Insurance claim ref CLM-{digits(7)} for the flood",
    )

    r.add(
        "card_payment_receipt",
        f"SumUp transaction code {rnd(UPPER + DIGITS, 8)} £{secrets.randbelow(30) + 2}.00 raffle",
        f"Jumble sale takings: {secrets.randbelow(60) + 10} card payments, payout ref {rnd(UPPER + DIGITS, 10)}",
        f"receipt no {digits(4)}-{digits(4)} auth code {rnd(UPPER + DIGITS, 6)}",
        f"SumUp payout {date()} {gbp()} ref {rnd(UPPER + DIGITS, 12)}",
    )

    r.add(
        "domain_dns_record",
        f"Microsoft domain verification TXT MS=ms{digits(8)}",
        f"SPF: v=spf1 include:spf.protection.outlook.example -all (for {DOMAIN})",
        f"DKIM CNAME selector1._domainkey -> selector1-{DOMAIN.replace('.', '-')}._domainkey.ashleyvalehall.onmicrosoft.example",
        f"Mailchimp domain auth CNAME k1._domainkey.{DOMAIN} -> dkim.mcsv.example",
    )

    r.add(
        "donor_crm_id",
        f"Donor ID D{digits(6)} - Gift Aid declaration on file",
        f"Beacon CRM record {digits(5)} (Mrs Hughes, legacy pledge)",
        f"JustGiving donation ref {digits(10)} £{secrets.randbelow(100) + 5}",
        f"Gift Aid declaration #{digits(4)} signed {date()}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout361.py", [
        ("heldout361_credentials.yaml", credentials(), "Held-out batch 361: credentials a Bristol charity treasurer keeps (online banking, card reader PIN, HMRC Gateway, Charity Commission, Mailchimp, Zoom, Canva, JustGiving, Microsoft 365, Stripe, PayPal, key safe, alarm and Wi-Fi codes and more)"),
        ("heldout361_lookalikes.yaml", lookalikes(), "Held-out batch 361: a charity treasurer's charity numbers, bank details for donors, references, tracking numbers, meeting ids, masked cards, expired codes and pointers to passwords that hold no secret"),
    ])


if __name__ == "__main__":
    main()
