# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout63_credentials.yaml and heldout63_lookalikes.yaml: blind batch 63.

Persona: Gary Weidner, an independent insurance agent with a two-person office in a small
Ohio town. He writes plain, non-technical American English notes to himself: carrier portal
logins (Progressive, Nationwide, Erie and a few others), the agency management system, the
CRM and the comparative rater, the phone system's voicemail PIN and admin password, the
NIPR and state license logins, the bank's business login and the ACH token, QuickBooks, the
alarm code and the key lockbox, the Wi-Fi, his personal email and Facebook, and a test
account on the client portal. His nephew Tyler handles "the computer stuff", so a few notes
are a little more technical.

The look-alikes are the numbers an agency is full of and that are not secret: policy, claim
and quote numbers, VINs, NAIC codes, producer codes, license numbers and NPNs (public on the
state site), routing numbers printed on checks, ZIP codes, extensions, premiums, dates,
driver license classes, ticket numbers, ISO and ACORD form numbers, and notes that only say
where a password is kept.

This batch was written blind: without reading the detector, its tests or any other corpus.
Every value is drawn at run time from the `secrets` module in the shape of the real thing;
hosts are under `.example`, `.internal`, `.test` or acme, and nothing is real.
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
    basic,
    card_expiry,
    digits,
    groups,
    hexs,
    luhn,
    mac,
    pick,
    recovery_codes,
    rnd,
    uid,
    write_corpora,
)

WORDS = ["Buckeyes", "Browns", "Tractor", "Sparky", "Maggie", "Walleye", "Cardinal", "Harvest",
         "Bengals", "Deere", "Chevy", "Duke", "Lucky", "Gobucks", "Pumpkin", "Redbird",
         "Hunter", "Shadow", "Bluegill", "Camaro", "Farmall", "Daisy", "Cornfield", "Skipper"]
NAMES = ["connie", "tyler", "sherry", "gary", "weidner", "brandy", "duke", "maggie"]
SYMBOLS = "!#$@&*"
VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ" + DIGITS
CODE = UPPER + DIGITS


def year() -> int:
    return 1958 + secrets.randbelow(66)


def human_pw() -> str:
    """A password a small-town agent picked himself (or was forced to make longer)."""
    word = secrets.choice(WORDS)
    other = secrets.choice(WORDS)
    return pick(
        f"{word}{digits(pick(2, 3, 4))}{secrets.choice(SYMBOLS)}",
        f"{word}{secrets.choice(SYMBOLS)}{year()}",
        f"{word.lower()}{year()}",
        f"{word}{other}{digits(2)}",
        f"{secrets.choice(NAMES).capitalize()}{digits(2)}{secrets.choice(SYMBOLS)}{word}",
        f"{word}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{secrets.choice(SYMBOLS)}",
    )


def gen_pw(n: int = 16) -> str:
    """A password the browser or Tyler generated."""
    return rnd(ALNUM + "!#$%&*-", n)


def pin(n: int = 4) -> str:
    return digits(n)


def user(first: str = "gary") -> str:
    return pick(f"{first}.weidner", f"{first[0]}weidner{digits(2)}", f"{first}w{digits(4)}", f"weidner{first[0]}", f"{first.upper()}W{digits(3)}")


def vin() -> str:
    """A VIN with a valid check digit."""
    values = {**{str(i): i for i in range(10)},
              **dict(zip("ABCDEFGH", range(1, 9), strict=True)),
              **dict(zip("JKLMN", range(1, 6), strict=True)), "P": 7, "R": 9,
              **dict(zip("STUVWXYZ", range(2, 10), strict=True))}
    weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    body = pick("1G1", "1FT", "2T1", "1HG", "3GN", "5YJ", "1C4", "JTD", "4T1", "1GC") + rnd(VIN_CHARS, 5) + "0" + secrets.choice("ABCDEFGHJKLMNPRSTVWXY123456789") + rnd(VIN_CHARS, 7)
    check = sum(values[c] * w for c, w in zip(body, weights, strict=True)) % 11
    return body[:8] + ("X" if check == 10 else str(check)) + body[9:]


def routing() -> str:
    """An ABA routing number (Cleveland Fed district) with a valid check digit."""
    body = pick("041", "042", "044") + digits(5)
    d = [int(c) for c in body]
    total = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5])
    return body + str((10 - total % 10) % 10)


def phone() -> str:
    return f"{pick('740', '330', '419', '614', '567')}-555-01{digits(2)}"


def money(low: int, high: int) -> str:
    return f"${low + secrets.randbelow(high - low):,}.{digits(2)}"


def date() -> str:
    return f"{secrets.randbelow(12) + 1}/{secrets.randbelow(28) + 1}/{pick(24, 25, 26)}"


def zipc() -> str:
    return pick("43", "44", "45") + digits(3)


def credentials() -> Rows:
    r = Rows()
    r.add("progressive_portal",
          f"Progressive agent site\nproducer code {digits(5, True)}\nuser: {user()}\npw: {human_pw()}",
          f"Changed the Progressive password again, they make you do it every 90 days. New one is {human_pw()} (user id GWEIDNER{digits(2)})",
          f"Sherry's Progressive login is sherryk{digits(2)} / {human_pw()} - she uses it mostly for the boat and motorcycle quotes")
    r.add("nationwide_portal",
          f"Nationwide agency center\nUser ID: {rnd(CODE, 7)}\nPassword: {human_pw()}\nsecurity question (first car) = {pick('Nova', 'Impala', 'Pinto', 'Cutlass', 'Bronco')}",
          f"nationwide - gweidner / {human_pw()}  reset 3/14",
          f"Nationwide locked me out again. Temp password they gave over the phone: {rnd(CODE, 4)}-{rnd(CODE, 4)}, then I changed it to {human_pw()}")
    r.add("erie_portal",
          f"Erie agent portal\nlogin {user()}\npassword {human_pw()}\nagent code on the portal is {digits(6)}",
          f"ERIE: username is my email gary@weidnerins.example, password {human_pw()}",
          f"Erie made everybody redo passwords with 12+ characters. Mine is now {human_pw()}{digits(3)}",
          f"erie login for Sherry  sherry.k / {human_pw()}")
    r.add("westfield_portal",
          f"Westfield agent login {user()} pw {human_pw()}",
          f"Westfield (farm and commercial) - user WG{digits(5)}, pass {human_pw()}")
    r.add("auto_owners_portal",
          f"Auto-Owners agency login\nagency # {digits(6)}\nuser {user()}\npass {human_pw()}",
          f"Auto Owners password changed to {human_pw()} after the phishing email thing")
    r.add("grange_portal",
          f"Grange portal: {user()} / {human_pw()}",
          f"Grange Insurance - new producer login came in the mail. User {rnd(CODE, 8)} temporary password {gen_pw(10)}",
          f"grange pw is {human_pw()} now (was {human_pw()})")
    r.add("ams_login",
          f"Agency management system (HawkSoft) - my login GARY, password {human_pw()}",
          f"AMS login for the new CSR when she starts:\nuser: newcsr\npassword: {human_pw()}\nshe has to change it first time",
          f"The agency system admin password (only Tyler and me) is {gen_pw(14)}",
          f"hawksoft cloud sign-in gary@weidnerins.example  {human_pw()}")
    r.add("crm_login",
          f"CRM (the one that sends the birthday cards) - gary@weidnerins.example / {human_pw()}",
          f"Agency Zoom login: weidnerins / {human_pw()}\nSherry has her own",
          f"crm password is {human_pw()}, username is my work email")
    r.add("comparative_rater",
          f"EZLynx rater\nagency id {digits(5)}\nuser gweidner\npassword {human_pw()}",
          f"Comparative rater login changed - new password {human_pw()}. Same user name as before (gweidner{digits(2)}).",
          f"PL rater for home and auto: https://rater.acme.test  login weidnerins  pass {gen_pw(12)}")
    r.add("voicemail_pin",
          f"My voicemail PIN is {pin(pick(4, 6))} (mailbox 201)",
          f"To check the office voicemail from the cell: call {phone()}, press * , box 200, PIN {pin(6)}",
          f"Sherry's voicemail box 202, pin {pin(4)}. Changed it after she forgot it again.")
    r.add("phone_admin",
          f"Phone system admin page https://pbx.weidnerins.internal  user admin  password {gen_pw(12)}",
          f"The phone company guy set up the admin login for the phones: admin / {human_pw()}. Use it to change the after hours greeting.",
          f"Phone admin portal (VoIP) - account number {digits(8)}, login gary@weidnerins.example, password {human_pw()}")
    r.add("nipr_login",
          f"NIPR login for renewals and appointments\nuser {user()}\npassword {human_pw()}",
          f"NIPR: gweidner{digits(3)} / {human_pw()} - license renewal is due in the fall",
          f"Tyler set up my NIPR account. Password {gen_pw(14)}, the answer to the security question is {pick('Millersport', 'Zanesville', 'Coshocton', 'Loudonville')}")
    r.add("state_license_portal",
          f"Ohio Dept of Insurance gateway login: {user()}  pw {human_pw()}",
          f"State license site login (for CE and address change)\nusername: garyweidner{digits(2)}\npassword: {human_pw()}",
          f"ODI portal password reset today -> {human_pw()}")
    r.add("bank_business_login",
          f"Farmers & Merchants business online banking\ncompany id WEIDNERINS\nuser id gary{digits(2)}\npassword {human_pw()}",
          f"Business bank login: WeidnerAgency / {gen_pw(14)}",
          f"F&M bank business login changed to {human_pw()} - user id is {rnd(CODE, 8)}. Sherry uses her own for deposits only.",
          f"bank (business) - https://business.fmbank.example  user gweidner  pass {human_pw()}  secret word {pick('tractor', 'walleye', 'cardinal', 'barn')}")
    r.add("ach_token",
          f"ACH token (the little keychain one) serial {digits(10)}. You type PIN {pin(4)} in front of the number it shows.",
          f"ACH approval password for sending the premium sweeps: {gen_pw(12)}  (company ID 1{digits(9)})",
          f"Soft token activation for the ACH module - activation code {groups(digits(12), 4, '-')}, registration code {rnd(CODE, 8)}. Use it before the 15th.")
    r.add("quickbooks_login",
          f"QuickBooks Online - gary@weidnerins.example / {human_pw()}",
          f"Quickbooks login for the accountant: bookkeeper@cpa.example, temporary password {gen_pw(12)}",
          f"QB password: {human_pw()}  (if it asks for a code it goes to my cell)")
    r.add("alarm_code",
          f"Office alarm code {pin(4)}. If it goes off by accident call the alarm company and the password is \"{pick('bluegill', 'harvest', 'pumpkin', 'redbird')}\"",
          f"Alarm: disarm {pin(4)}, Sherry's code is {pin(4)}, cleaning lady's code {pin(4)}",
          f"new alarm code for the office is {pin(pick(4, 5))} starting Monday, the old one is deleted")
    r.add("lockbox_code",
          f"Key lockbox on the back door - code {pin(4)}",
          f"Lockbox at the rental on {pick('Main', 'Maple', 'Mill', 'Church')} St (for the inspector): combination {pin(4)}, spare office key is in there too",
          f"Changed the key box combo to {pin(4)}. Told only Sherry and Tyler.")
    r.add("wifi_password",
          f"Office wifi WeidnerIns - password {human_pw()}",
          f"Wi-Fi: network {pick('WEIDNER-OFFICE', 'WeidnerAgency', 'WIA-5G')} password {gen_pw(pick(12, 16))}",
          f"Home internet: network Weidner_Home, password {human_pw().lower()}")
    r.add("guest_wifi",
          f"Guest wifi for clients in the lobby is WeidnerGuest, the password is {pick('welcome', 'insurance', 'coffee', 'lobby')}{digits(4)}",
          f"Put a little sign on the counter - guest network password {human_pw()}",
          f"WeidnerGuest / {pick('Weidner', 'Guest', 'Welcome')}{digits(4)}! - change it every January")
    r.add("personal_email",
          f"My own email garyw{year()}@mail.example password {human_pw()}",
          f"Personal email login: gweidner{digits(2)}@mail.example / {human_pw()}\nrecovery phone is my cell",
          f"Connie's email password (she asked me to keep it) {human_pw()} - connie.weidner@mail.example")
    r.add("facebook_login",
          f"Facebook - login with my cell number, password {human_pw()}",
          f"Agency Facebook page: I log in through my own account garyweidner{digits(2)}@mail.example / {human_pw()}",
          f"FB password changed after somebody tried to get in from overseas: {human_pw()}")
    r.add("client_portal_test",
          f"Client portal test account (to see what the clients see)\nlogin: testclient@weidnerins.example\npassword: {human_pw()}",
          f"Test login for the customer app: demo{digits(3)} / {gen_pw(10)}. Policy on it is the fake one, 'Test Testerson'.",
          f"client portal admin: https://portal.weidnerins.example/admin  user gary  pw {human_pw()}")
    r.add("business_card",
          f"Agency debit card {groups(luhn('4', 16), 4)} exp {card_expiry()} cvv {digits(3)}",
          f"Business credit card for the carrier fees: {groups(luhn('5', 16), 4)}, expires {card_expiry()}, code on back {digits(3)}, zip {zipc()}")
    r.add("debit_pin",
          f"Business debit card PIN {pin(4)}",
          f"PIN for the bank card Sherry uses for postage: {pin(4)} (card ending {digits(4)})",
          f"Connie's debit card pin {pin(4)}, mine is {pin(4)}")
    r.add("email_app_password",
          f"App password for work email on my phone: {groups(rnd(LOWER, 16), 4)}",
          f"Tyler made a separate password for the scanner to send email: {rnd(LOWER, 16)}")
    r.add("authenticator_key",
          f"QuickBooks two step setup key (if I get a new phone): {groups(rnd(BASE32, 32).lower(), 4)}",
          f"Authenticator setup code for the bank: {groups(rnd(BASE32, 16), 4)}\nTyler said to write it down in case the phone dies",
          f"otpauth://totp/Erie:gweidner?secret={rnd(BASE32, 32)}&issuer=Erie  (Tyler copied this off the QR code)")
    r.add("backup_codes",
          "Backup codes for my email, each works once:\n" + recovery_codes(5, "digits"),
          "Facebook recovery codes (printed, also here):\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(5)))
    r.add("ivans_login",
          f"IVANS download account {rnd(CODE, 6)} - password {gen_pw(12)}",
          f"IVANS exchange login weidnerins{digits(2)} / {human_pw()} - downloads quit working when it expired")
    r.add("payroll_login",
          f"Payroll site login: gary@weidnerins.example {human_pw()}",
          f"Payroll - employer id {digits(7)}, login gweidner, password {human_pw()}, PIN for approving payroll {pin(4)}",
          f"Sherry's payroll login to see her stubs: sherryk{digits(2)} / {human_pw()}")
    r.add("mvr_clue_login",
          f"MVR and CLUE reports account {digits(6)} user GWEIDNER password {gen_pw(10)}",
          f"LexisNexis login for Sherry: sk{digits(4)} / {human_pw()}")
    r.add("ce_login",
          f"CE courses website - username gweidner, password {human_pw()}. Need 24 hrs by my birthday.",
          f"continuing ed site login {user()} / {human_pw()}")
    r.add("esign_login",
          f"DocuSign: gary@weidnerins.example / {human_pw()}",
          f"e-signature account (for getting apps signed) password {gen_pw(14)}")
    r.add("eo_portal",
          f"E&O carrier portal (renewal app is due) - {user()} / {human_pw()}",
          f"Errors and omissions policy login: policyholder id {digits(8)}, password {human_pw()}")
    r.add("website_login",
          f"Agency website (the quote form people fill out) admin: https://weidnerins.example/wp-admin user gary pass {gen_pw(16)}",
          f"Website host account - weidnerins / {human_pw()}, domain renews in April",
          f"Tyler's note: website contact form sends through smtp.weidnerins.example, user forms@weidnerins.example, password {gen_pw(16)}")
    r.add("office365_admin",
          f"Microsoft 365 admin for the office email: admin@weidnerins.example  password {gen_pw(14)}",
          f"Work email login gary@weidnerins.example password {human_pw()}",
          f"Sherry's email password (she wrote it on a sticky so I moved it here) {human_pw()}")
    r.add("router_admin",
          f"Router admin at 192.168.1.1  user admin  password {gen_pw(12)}",
          f"Internet modem login admin / {human_pw()} - MAC on the sticker {mac(upper=True)}",
          f"Home router: admin / {gen_pw(10)}, the wifi key printed on the bottom is still {rnd(LOWER + DIGITS, 12)}")
    r.add("camera_dvr",
          f"Security camera recorder login admin / {human_pw()}",
          f"Camera app on my phone: device serial {rnd(CODE, 9)}, verification code {rnd(UPPER, 6)}, app password {human_pw()}")
    r.add("copier_pin",
          f"Copier admin password is {pin(6)} (the service guy needs it for the scan to email)",
          f"Copier - user code for me {pin(4)}, Sherry {pin(4)}, admin login 'admin' / {gen_pw(8)}")
    r.add("safe_combo",
          f"Office safe combination {secrets.randbelow(99)}-{secrets.randbelow(99)}-{secrets.randbelow(99)}",
          f"Fire safe in the back: right to {secrets.randbelow(99)}, left past it to {secrets.randbelow(99)}, right to {secrets.randbelow(99)}",
          f"gun safe at home {digits(2)}-{digits(2)}-{digits(2)}, the backup key is in the sock drawer")
    r.add("door_keypad",
          f"Front door keypad {pin(pick(4, 6))}#",
          f"Keypad on the side entrance is {pin(4)}, the Saturday code for the cleaning crew is {pin(4)}")
    r.add("flood_portal",
          f"Flood insurance portal (NFIP) login {user()} password {human_pw()}",
          f"Wright Flood - gweidner{digits(2)} / {human_pw()}",
          f"Flood zone lookup site login (the paid one) weidnerins / {gen_pw(12)}")
    r.add("bwc_login",
          f"Ohio BWC employer login for the agency: user {rnd(CODE, 8)}, password {human_pw()}",
          f"BWC account for clients' certificates - login weidnerins, pass {gen_pw(12)}")
    r.add("premium_finance",
          f"Premium finance company login (for the commercial payment plans) producer {digits(5)} user gweidner pass {human_pw()}",
          f"IPFS login changed: {human_pw()}")
    r.add("eftps_pin",
          f"EFTPS for the payroll taxes: EIN on file, PIN {pin(4)}, internet password {human_pw()}",
          f"Ohio business gateway user weidnerins{digits(2)} password {human_pw()}")
    r.add("apple_id",
          f"Apple ID gweidner{digits(2)}@mail.example password {human_pw()}",
          f"iPad (the one at the front desk) Apple ID password {human_pw()}, passcode {pin(6)}")
    r.add("amazon_login",
          f"Amazon (office supplies) login gary@weidnerins.example {human_pw()}",
          f"Amazon business account password {human_pw()}",
          f"Costco online - connie's email, password {human_pw()}")
    r.add("personal_bank",
          f"Our home bank login: garyconnie{digits(2)} / {human_pw()}",
          f"Credit union online banking - member # {digits(7)}, password {human_pw()}, security word {pick('tractor', 'duke', 'maggie', 'walleye')}",
          f"Connie's retirement account login: cweidner{year()} / {human_pw()}")
    r.add("phone_carrier_pin",
          f"Cell phone account PIN (Verizon asks for it) {pin(4)}",
          f"Cell company account password {human_pw()}, transfer PIN {pin(6)}",
          f"Office phone carrier account # {digits(9)}, security PIN {pin(4)}")
    r.add("pc_login",
          f"Front desk computer login: frontdesk / {human_pw()}",
          f"My computer password is {human_pw()} - Tyler needs it when he does the updates",
          f"Windows login on the back computer: WEIDNER\\gary  {human_pw()}")
    r.add("remote_access",
          f"Remote support so Tyler can get on my computer: ID {digits(3)} {digits(3)} {digits(3)}, password {gen_pw(8)}",
          f"AnyDesk address {digits(9)}, unattended access password {human_pw()}",
          f"Tyler can remote in from home: vpn.weidnerins.example, user tyler, password {gen_pw(16)}")
    r.add("password_manager",
          f"Password manager master password: {human_pw()}-{human_pw()}",
          f"The password keeper app on the computer - master password {human_pw()}. DON'T lose this one.")
    r.add("zoom_login",
          f"Zoom (for the carrier meetings) gary@weidnerins.example / {human_pw()}",
          f"Teams login for the Erie webinars: gweidner{digits(2)}@mail.example  {human_pw()}",
          f"Zoom meeting for the agency group: meeting id {digits(3)} {digits(4)} {digits(4)}, host key {pin(6)}")
    r.add("rater_api_key",
          f"Tyler: the website quote form talks to the rater with key {hexs(32)} - don't change it",
          f"Rater integration settings\nagency id {digits(5)}\napi key {rnd(ALNUM, 40)}\nsecret {rnd(URLSAFE, 32)}")
    r.add("vendor_login_basic",
          f"Tyler left this for the printer upload: Authorization: Basic {basic('weidnerins', human_pw())}",
          f"Scanner to the document system: https://docs.weidnerins.internal, user scan, password {gen_pw(12)}")
    r.add("usps_stamps",
          f"Postage website login weidnerins{digits(2)} password {human_pw()}",
          f"Stamps account: gary@weidnerins.example  {human_pw()}",
          f"UPS account login weidnerins / {human_pw()}")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add("policy_number",
          f"Renewal for the Hershberger auto, policy {pick('9', '8')}{digits(8)}, went up again",
          f"Erie home policy Q{digits(2)} {digits(7)} - add the new pole barn",
          f"Nationwide policy {pick('5234', '6314', '7702')}{rnd(CODE, 2)}{digits(6)} canceled for nonpay {date()}, reinstated next day",
          f"Policy #s for the Yoder farm: farmowners {rnd(CODE, 3)}-{digits(7)}, umbrella {rnd(CODE, 3)}-{digits(7)}, auto {digits(9)}")
    r.add("claim_number",
          f"Hail claim {digits(2)}-{digits(7)}-{digits(2)}, adjuster is Kim at ext {digits(4)}",
          f"Claim number {rnd(CODE, 12)} for the deer hit on 93. Rental is approved through {date()}.",
          f"Progressive claim {digits(2)}-{digits(7)}-{digits(2)} closed. Check #{digits(6)} mailed.")
    r.add("quote_number",
          f"Quote {rnd(CODE, 10)} for the Millers' new F-150 - $812 six months",
          f"Nationwide quote # Q{digits(9)} (home) and {rnd(CODE, 8)} (auto), bundle saves about $300",
          f"Rater quote ID {uid()} for the Smith boat, send to Sherry")
    r.add("vin",
          f"VIN for the trade-in: {vin()}",
          f"Add to policy: {pick(2016, 2018, 2019, 2021, 2023)} Silverado VIN {vin()}, lienholder F&M bank",
          f"Two VINs on the Troyer fleet schedule:\n{vin()}\n{vin()}",
          f"VIN {vin()} came back with a salvage title on the report")
    r.add("naic_code",
          f"NAIC codes for the cert: Erie {digits(5)}, Westfield {digits(5)}",
          f"Company code (NAIC) {digits(5)} goes in the insurer box on the ACORD 25",
          f"Fill in NAIC # {digits(5)} and group code {digits(3)} on the filing")
    r.add("producer_code",
          f"Our Progressive producer code is {digits(5)}-{digits(2)}, Sherry's sub-code {digits(3)}",
          f"Agent code for Erie {rnd(CODE, 2)}{digits(4)}; put it on every app",
          f"Nationwide agency # {digits(10)} / producer {digits(6)}")
    r.add("license_number",
          f"My Ohio license # {digits(7, True)}, lines: property, casualty, life, health",
          f"Sherry's license number {digits(6, True)} - it's on the state lookup site if a carrier asks",
          f"Resident producer license {digits(7, True)}, expires {date()}, renewal fee ${pick(20, 40, 60)}")
    r.add("npn",
          f"NPN {digits(pick(7, 8), True)} (mine) and {digits(8, True)} (Sherry) for the appointment paperwork",
          f"National producer number for the agency: {digits(8, True)}",
          f"Westfield asked for my NPN again, it's {digits(7, True)}")
    r.add("routing_number",
          f"Routing number off the agency checks: {routing()}",
          f"For the carrier sweep form - bank routing {routing()}, bank is Farmers & Merchants, {pick('Loudonville', 'Millersburg', 'Wooster')} branch",
          f"Client's check bounced. Bottom of the check: routing {routing()}, check number {digits(4)}")
    r.add("zip_code",
          f"Rating changed for ZIP {zipc()} and {zipc()}, hail territory",
          f"Mailing to ZIPs {zipc()}, {zipc()}, {zipc()}-{digits(4)} this month",
          f"Rater wants ZIP+4: {zipc()}-{digits(4)}. Garaging ZIP {zipc()} differs from mailing {zipc()}")
    r.add("phone_extension",
          f"Erie underwriting {phone()} ext {digits(4)}, claims ext {digits(4)}",
          f"Nationwide agency service line {phone()}, option 3, then ext {digits(5)}",
          f"Office lines: main {phone()}, Sherry x{digits(3)}, me x{digits(3)}, fax {phone()}")
    r.add("premium_amount",
          f"Premium went from {money(900, 1500)} to {money(1500, 2200)} on the Hostetler home",
          f"Commercial package annual {money(4000, 9000)}, down payment {money(400, 900)}, 9 installments of {money(300, 800)}",
          f"Six month auto {money(400, 900)}, with the teen driver {money(1100, 1900)}")
    r.add("dates",
          f"Renewals: {date()}, {date()}, {date()}. Effective {date()} 12:01 AM",
          f"DOB {secrets.randbelow(12) + 1}/{secrets.randbelow(28) + 1}/{year()}, licensed {year()} - for the quote",
          f"Policy period {date()} to {date()}, cancellation date {date()}")
    r.add("dl_class",
          f"Driver has CDL Class A with {pick('N and T', 'H and N', 'T')} endorsements, restriction {pick('B', 'E', 'K')}",
          "Teen has a TIPIC (temporary permit) then Class D, motorcycle endorsement M later",
          f"Ohio license class D, restriction code {pick('A', 'B', 'C')}, endorsements none. Points: {secrets.randbelow(6)}")
    r.add("ticket_number",
          f"Support ticket #{digits(7)} with the rater company about the download",
          f"Carrier help desk case {rnd(CODE, 3)}-{digits(8)}, they said 48 hours",
          f"IT ticket INC{digits(7)} - Erie portal not loading on Chrome")
    r.add("iso_form",
          "Commercial auto is on CA 00 01 10 13, plus CA 20 48 10 13 designated insured",
          f"GL forms: CG 00 01 04 13, CG 20 10 04 13, CG 20 37 04 13. Certificate holder wants the {pick('waiver', 'primary non-contributory')} too.",
          "Home is HO 00 03 05 11 with HO 04 90 (replacement cost contents)",
          "Check for IL 00 17 11 98 and CP 00 10 10 12 on the building policy")
    r.add("acord_form",
          "Send ACORD 25 (2016/03) to the general contractor",
          f"New commercial app: ACORD 125, 126, 130 and 140. Loss runs for {pick(3, 5)} years.",
          "ACORD 80 (2013/09) homeowner app and ACORD 90 for the personal auto")
    r.add("payment_confirmation",
          f"Paid the Erie agency bill, confirmation {rnd(CODE, 10)}",
          f"Client paid online: conf # {rnd(CODE, 5)}-{rnd(CODE, 5)}, {money(100, 600)}",
          f"Payment ID {digits(12)} posted {date()}")
    r.add("invoice_number",
          f"Invoice {pick('INV', 'WIA')}-{digits(6)} from the rater company, {money(150, 400)} a month",
          f"Commission statement #{digits(8)} short by {money(20, 200)}",
          f"Bill # {rnd(CODE, 4)}{digits(8)} due {date()}, minimum due {money(90, 400)}")
    r.add("tracking_number",
          f"UPS tracking 1Z{rnd(CODE, 6)}{digits(10)} - the signed app going to Erie",
          f"Certified mail {groups(digits(22), 4)} for the nonrenewal notice",
          f"FedEx {digits(12)} returned - wrong suite number")
    r.add("fax_number",
          f"Fax loss runs to {phone()} attn: underwriting, ref {rnd(CODE, 8)}",
          f"Fax # for Westfield commercial is {phone()}, old one {phone()} doesn't work")
    r.add("dot_number",
          f"Troyer Trucking USDOT {digits(7, True)}, MC {digits(6, True)}",
          f"Need the DOT # ({digits(7, True)}) and the filing form MCS-90 for the hauler")
    r.add("fein",
          f"Agency FEIN for the W-9s: 34-{digits(7)}",
          f"Client's business FEIN {pick('31', '34')}-{digits(7)} goes on the ACORD 125",
          f"W-9 request from the carrier ref {rnd(CODE, 8)}; agency tax id {pick('31', '34')}-{digits(7)}, SOS charter {digits(7)}")
    r.add("parcel_number",
          f"County auditor parcel {digits(2)}-{digits(5)}.{digits(3)} - year built {year()}, 2,140 sq ft",
          f"Parcel ID {digits(3)}-{digits(2)}-{digits(2)}-{digits(3)}.{digits(3)} for the farm, 84 acres",
          f"Deed book {digits(3)} page {digits(4)}, instrument {year()}{digits(8)}")
    r.add("coverage_limits",
          f"Auto limits {pick('100/300/100', '250/500/100', '50/100/50')}, UM same, med pay $5,000",
          f"Dwelling {money(200000, 450000)}, other structures 10%, contents 70%, liability $300,000",
          f"Umbrella $1M over {pick('250/500', '500 CSL')}, SIR $10,000")
    r.add("deductible",
          f"Raise deductible to $1,000 / wind-hail {pick('1%', '2%')} - saves {money(80, 300)}",
          f"Comp {pick('$250', '$500', '$1,000')} / collision {pick('$500', '$1,000')} on unit {secrets.randbelow(9) + 1}",
          f"Separate wind/hail deductible {pick('$2,500', '$5,000')} on form {rnd(UPPER, 2)} {digits(2)} {digits(2)} {digits(2)} {digits(2)}")
    r.add("class_code",
          f"GL class code {digits(5, True)}, WC class {pick('8810', '5645', '5403', '7219')}, BWC manual {digits(4)}",
          f"Contractor classes: {digits(5, True)} (carpentry) and {digits(5, True)} (remodeling), NAICS {digits(6, True)}")
    r.add("hin",
          f"Boat HIN {rnd(UPPER, 3)}{digits(5)}{pick('A', 'B', 'C')}{digits(3)} (1998 Lund), trailer VIN on file",
          f"Pontoon hull ID {rnd(UPPER, 3)}{rnd(CODE, 5)}{pick('E', 'F', 'G')}{digits(3)} and the Mercury serial {rnd(CODE, 8)}")
    r.add("model_serial",
          f"Furnace model {rnd(CODE, 10)}, serial {rnd(CODE, 12)} - for the equipment breakdown claim",
          f"Generator serial {digits(10)}, model {rnd(CODE, 6)}-{digits(3)}, bought {date()}",
          f"Water heater {rnd(CODE, 4)}-{digits(2)}-{rnd(CODE, 3)}, serial {rnd(CODE, 4)}{digits(6)}{rnd(UPPER, 2)} - date code says {year()}")
    r.add("password_reference",
          "Erie password is in the red notebook in the top drawer",
          "Progressive password - changed today, new one is in the password book, NOT on the sticky",
          "Bank login: Tyler has it in the password manager. Ask him, don't write it here.",
          "Alarm code changed, Sherry knows it. Not putting it in the computer.")
    r.add("password_rules",
          f"Nationwide passwords have to be 12 characters with a number and symbol and change every {pick(60, 90)} days",
          "Bank says: never give the token number over the phone, they will never call asking for it",
          f"NIPR locks you out after {pick(3, 5)} tries, then you have to call")
    r.add("masked_card",
          f"Client's card on file ends in {digits(4)}, exp {card_expiry()}",
          f"Autopay from card ****{digits(4)} declined, ask for a new one",
          f"Bank statement shows card xxxx-xxxx-xxxx-{digits(4)} charged {money(30, 200)} by the rater")
    r.add("appointment",
          f"Meeting with the Erie rep {date()} at {pick(9, 10, 1, 2)}:{pick('00', '30')}, room B, bring the book of business report",
          f"Kessler family {pick('Tues', 'Wed', 'Thurs')} at 3:15, review policy {digits(9)}",
          f"Carrier visit {date()} - rep code {rnd(CODE, 5)}, bring loss ratio report (ours {secrets.randbelow(70) + 20}%)")
    r.add("odometer",
          f"Odometer {secrets.randbelow(200000):,} mi on the {pick('Tahoe', 'Accord', 'Camry', 'Ram')}, annual mileage {pick('7,500', '12,000', '15,000')}",
          f"Telematics discount {secrets.randbelow(30)}% after the trial, device {rnd(CODE, 8)}",
          f"Snapshot device id {rnd(CODE, 10)} unplugged, client has to call 1-800 number to re-enroll")
    r.add("loan_number",
          f"Mortgagee: F&M Bank ISAOA ATIMA, loan #{digits(10)}",
          f"Lienholder loan number {digits(12)} for the truck, payoff {money(8000, 30000)}",
          f"Second mortgagee {pick('First Federal', 'Killbuck Savings', 'F&M')} ISAOA, loan {digits(4)}{rnd(CODE, 3)}{digits(4)}, escrow pays the renewal")
    r.add("report_reference",
          f"CLUE report ref {rnd(CODE, 12)} shows one water claim in {year()}",
          f"MVR order #{digits(9)} - 2 minor violations, 1 at fault",
          f"Credit-based score ordered, reference {uid()}")
    r.add("ivans_batch",
          f"IVANS download batch {rnd(CODE, 10)} had {secrets.randbelow(60)} policies, {secrets.randbelow(5)} errors",
          f"Mailbox {rnd(CODE, 6)} on the download settings, carrier code {rnd(UPPER, 3)}")
    r.add("phone_menu",
          f"To check voicemail from outside: call {phone()}, press *, enter your mailbox number and PIN",
          f"Erie claims line {phone()}, press 2 then 1, have the policy # ready",
          "New phone menu: 1 for Sherry, 2 for Gary, 3 for claims after hours, 9 for the directory")
    r.add("alarm_zone",
          f"Alarm panel showed zone {secrets.randbelow(12) + 1:02d} (back door) fault, service call #{digits(6)}",
          f"Alarm company account {digits(7)}, monitoring {money(25, 45)}/month, panel model {rnd(CODE, 6)}",
          f"Client got the central station alarm credit: certificate {rnd(CODE, 9)}, {secrets.randbelow(10) + 2}% off")
    r.add("lockbox_model",
          f"Bought a new key lockbox, model {rnd(CODE, 5)}, serial {digits(8)}, $39.99",
          "Lockbox is the push-button kind on the back gas meter pipe; code is in the book")
    r.add("wifi_name",
          f"Wifi network names: {pick('WEIDNER-OFFICE', 'WeidnerAgency')} (staff) and WeidnerGuest (lobby). Router MAC {mac(upper=True)}",
          f"Internet account # {digits(10)}, speed {pick(100, 300, 500)} Mbps, modem serial {rnd(CODE, 12)}")
    r.add("facebook_page",
          f"Agency Facebook page id {digits(15, True)}, post about the hail claims https://facebook.example/weidnerins/posts/{digits(16)}",
          f"Boosted post #{digits(10)} reached {secrets.randbelow(5000):,} people, cost {money(20, 80)}",
          f"Google review link https://g.example/r/{rnd(URLSAFE, 14)}/review - put it on the thank you card")
    r.add("cat_code",
          f"Storm CAT code {pick('PCS', 'CAT')} {digits(2)}-{digits(3)} for the {date()} wind event",
          f"Carrier event code {rnd(CODE, 6)} - all the {pick('Holmes', 'Wayne', 'Knox')} County hail claims go under it")
    r.add("territory_code",
          f"Rating territory {digits(3)}, protection class {secrets.randbelow(10) + 1}, fire district {rnd(CODE, 4)}",
          f"Home is {secrets.randbelow(7) + 1} miles from station {digits(2)}, hydrant within 1,000 ft, PPC {secrets.randbelow(9) + 1}/{secrets.randbelow(9) + 1}X")
    r.add("experience_mod",
          f"BWC experience mod {0.7 + secrets.randbelow(60) / 100:.2f} for the Troyer account, BWC policy # {digits(7)}-{digits(1)}",
          f"Group rating discount {secrets.randbelow(40)}%, program id {rnd(CODE, 6)}",
          f"BWC risk number {digits(7)}-{digits(1)}, coverage period {date()} to {date()}, installment {money(100, 900)}")
    r.add("check_number",
          f"Check #{digits(4)} for {money(200, 2000)} to Erie, memo: policy {digits(9)}",
          f"Deposit slip: checks {digits(4)}, {digits(4)}, {digits(4)} - total {money(1000, 5000)}")
    r.add("ach_trace",
          f"ACH return on the Miller payment, trace number {digits(15)}, reason R01",
          f"Carrier sweep posted, ACH batch {digits(7)} trace {routing()[:8]}{digits(7)}")
    r.add("certificate_number",
          f"Certificate of insurance #{digits(4)}-{rnd(CODE, 6)} issued to the township",
          f"COI {rnd(CODE, 3)}{digits(6)} revised - added additional insured")
    r.add("ce_course",
          f"CE course #{digits(5)} (ethics, 3 hrs) completed, certificate {rnd(CODE, 10)}",
          f"Course number {digits(6)} - flood, 3 credit hours, provider {digits(5)}",
          f"CE transcript: {secrets.randbelow(24) + 1} of 24 hours, ethics {pick(0, 3)}/3, compliance date {date()}")
    r.add("endorsement_number",
          f"Endorsement #{secrets.randbelow(9) + 1} effective {date()}, change transaction {rnd(CODE, 10)}",
          f"Policy change ref {digits(13)} - removed the 2009 Impala, added {vin()}")
    r.add("email_subject",
          f"Email subject: RE: Renewal {digits(9)} / Ref:{rnd(CODE, 4)}-{rnd(CODE, 8)} - Your documents",
          f"Subject line from Nationwide: [{rnd(CODE, 6)}] Underwriting request for policy {rnd(CODE, 3)}{digits(7)}")
    r.add("measurements",
          f"Roof {secrets.randbelow(40) + 20} squares, architectural shingle {year()}, pitch {secrets.randbelow(8) + 4}/12",
          f"Building 40x{pick(60, 72, 80)} pole barn, {pick('steel', 'wood')} frame, RC value {money(60000, 150000)}")
    r.add("order_id",
          f"Office Depot order {digits(10)}, toner model {rnd(CODE, 6)}",
          f"Amazon order {digits(3)}-{digits(7)}-{digits(7)} (new phone headset)",
          f"Ordered business cards, proof #{rnd(CODE, 7)}, job {digits(6)}")
    r.add("agency_account",
          f"Erie agency account {digits(7)}, statement period {date()} - {date()}",
          f"Customer ID with the phone company {digits(9)} - use it when calling, they'll text a code",
          f"Westfield agency statement {rnd(CODE, 2)}{digits(8)}, net due {money(500, 6000)}")
    return r


def main() -> None:
    write_corpora("make_heldout63.py", [
        ("heldout63_credentials.yaml", credentials(), "batch 63 (small-town Ohio independent insurance agent), written blind; every value synthetic"),
        ("heldout63_lookalikes.yaml", lookalikes(), "batch 63 look-alikes: policy, claim, quote, VIN, NAIC, producer, license and form numbers, written blind"),
    ])


if __name__ == "__main__":
    main()
