# ruff: noqa: E501
"""Writes heldout387_credentials.yaml and heldout387_lookalikes.yaml: held-out batch 387.

Persona: a self-employed plumber and gas engineer in Birmingham (UK) who runs the whole
business from his phone and writes quick, dialect-heavy notes full of abbreviations
("cust", "ks", "pw", "tmrw", "ar", "yow", "bostin"). He keeps the logins of the merchants'
trade accounts, the van tracker app and the van's immobiliser, the lockup's padlock, key
safe and CCTV recorder, customers' key safe, alarm, door entry and Wi-Fi codes for jobs,
his HMRC Government Gateway, Xero and online banking logins, card and fuel card PINs, the
Companies House auth code, and the bits his nephew set up for the website (WordPress,
Stripe, Xero API, a Discord webhook for the booking form); and many look-alikes: merchant
order and account numbers, job refs, van regs and VINs, tracker IMEIs, boiler serials and
GC numbers, meter MPRNs, tax and VAT references, sort codes and IBANs for invoices, masked
cards, used one-time codes, parcel tracking numbers, readings, prices, dates, public
website keys and references to where a code is kept rather than the code.

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
    apple_recovery_key,
    card_expiry,
    digits,
    discord_webhook,
    ga4_id,
    groups,
    hexs,
    iban,
    imei,
    luhn,
    pick,
    pin,
    pw,
    recaptcha_site_key,
    recovery_codes,
    rnd,
    s10,
    seed_phrase,
    slack_webhook,
    ssh_fingerprint,
    stripe_publishable_key,
    stripe_restricted_key,
    stripe_secret_key,
    totp_seed,
    uid,
    visa,
    write_corpora,
)

WORDS = [
    "Villa", "Bluenose", "Stopcock", "Combi", "Balti", "Bullring", "Cadbury", "Digbeth",
    "Lickey", "Bostin", "Tyseley", "Rotunda", "Brindley", "Soho", "Peaky", "Gambol",
    "Bournville", "Kingsheath", "Yardley", "Spaghetti", "Canalside", "Flux", "Solder",
]

AREAS = [
    "Erdington", "Kings Heath", "Selly Oak", "Acocks Green", "Handsworth", "Moseley",
    "Sutton Coldfield", "Yardley", "Small Heath", "Northfield", "Harborne", "Stirchley",
    "Hall Green", "Kingstanding", "Sparkhill", "Quinton", "Edgbaston", "Bordesley Green",
]

CUSTOMERS = [
    "Mrs Kaur", "Mr Okafor", "Doreen", "Jas", "Mr Hussain", "Pat next to the chippy",
    "Bernie", "Mrs Begum", "old Mr Walsh", "Sandra", "Mr Nowak", "Tina at the salon",
    "Mrs Clarke", "Dev", "Mr Ahmed", "Maureen", "the landlord (Gurpreet)", "Lorraine",
]

MERCHANTS = ["Plumb Centre", "City Plumbing", "Wolseley", "PTS", "Screwfix", "Toolstation", "BSS", "Graham"]

GHOST_BUTTONS = [
    "vol+", "vol-", "window down (drivers)", "clutch", "brake", "cruise RES", "cruise SET",
    "wheel arrow up", "wheel arrow down", "phone button", "mode",
]


def brum_pw() -> str:
    """A password he set himself, or one a site generated for him."""
    return pick(
        f"{pick(*WORDS)}{digits(pick(3, 4))}{pick('!', '#', '£', '*', '!!')}",
        f"{pick(*WORDS).lower()}{pick(*WORDS)}{digits(2)}",
        rnd(ALNUM, pick(10, 12)),
        pw(),
    )


def gateway_id() -> str:
    """An HMRC Government Gateway user ID: 12 digits, shown in pairs."""
    return groups(digits(12, lead=True), pick(2, 4, 12))


def ch_auth_code() -> str:
    """A Companies House company authentication code: six letters and digits."""
    return rnd(UPPER + DIGITS, 6)


def mastercard() -> str:
    return groups(luhn("5" + str(secrets.randbelow(5) + 1), 16), 4)


def fuel_card() -> str:
    """A UK fleet fuel card number (19 digits, 7077 prefix)."""
    return groups(luhn("7077", 19), 4)


def wifi_key() -> str:
    """A router's Wi-Fi key as printed on the card: BT, Virgin Media, Sky or a chosen one."""
    return pick(
        rnd(UPPER + LOWER + DIGITS, 14),
        rnd(LOWER, 12),
        rnd(UPPER, 8),
        f"{pick(*WORDS)}{pick(*WORDS)}{digits(3)}",
    )


def ssid() -> str:
    return pick(f"BT-{rnd(UPPER + DIGITS, 6)}", f"VM{digits(7, lead=True)}", f"SKY{rnd(UPPER + DIGITS, 5)}", f"TALKTALK{rnd(UPPER + DIGITS, 6)}", f"EE-{rnd(UPPER + DIGITS, 6)}")


def ghost_sequence() -> str:
    seq: list[str] = []
    while len(seq) < pick(5, 6):
        b = pick(*GHOST_BUTTONS)
        if not seq or seq[-1] != b:
            seq.append(b)
    return ", ".join(seq)


def xero_client_id() -> str:
    return rnd("0123456789ABCDEF", 32)


def xero_client_secret() -> str:
    return rnd(URLSAFE, 48)


def uk_reg() -> str:
    """A Birmingham-issued number plate: B?, the age identifier, three letters."""
    letters = "ABCDEFGHJKLMNOPRSTUVWXY"
    return f"B{pick(*letters)}{pick('17', '67', '18', '68', '19', '69', '20', '70', '21', '71')} {''.join(pick(*letters) for _ in range(3))}"


def vin() -> str:
    return pick("WF0", "VF1", "WV1", "VF7", "NMT") + rnd("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 14)


def mobile() -> str:
    return f"07{digits(3)} {digits(6)}"


def landline() -> str:
    return f"0121 {digits(3, lead=True)} {digits(4)}"


def sort_code() -> str:
    return f"{digits(2)}-{digits(2)}-{digits(2)}"


def gc_number() -> str:
    """A gas appliance's GC number."""
    return f"{pick('47', '41', '87')}-{digits(3)}-{digits(2)}"


def boiler_serial() -> str:
    return pick(digits(20, lead=True), f"{digits(4)}{digits(2)}{digits(4)}{rnd(UPPER + DIGITS, 10)}", f"21{digits(8)}{digits(6)}N{digits(4)}")


def mprn() -> str:
    return digits(pick(8, 9, 10), lead=True)


def postcode() -> str:
    return f"B{secrets.randbelow(49) + 1} {secrets.randbelow(10)}{pick(*'ABDEFGHJLNPQRSTUWXYZ')}{pick(*'ABDEFGHJLNPQRSTUWXYZ')}"


def vat_no() -> str:
    return f"GB {digits(3, lead=True)} {digits(4)} {digits(2)}"


def price() -> str:
    return f"£{secrets.randbelow(2900) + 60:,}.{digits(2)}"


def date() -> str:
    return f"{secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d}/{pick('24', '25', '2024', '2025')}"


def time() -> str:
    return f"{pick(7, 8, 9, 10, 11, 12, 13, 14, 15, 16)}:{pick('00', '15', '30', '45')}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "merchant_trade_password",
        f"{pick('Plumb Centre', 'City Plumbing')} trade login - gaz.pipes@acme.test pw {brum_pw()}",
        f"Wolseley online acct\nuser: GWPLUMB{digits(3)}\npass {brum_pw()}\n(reset it after they had that breach thing)",
        f"screwfix trade app pw {brum_pw()} - same email as xero",
        f"PTS login for pricing, pw: {brum_pw()}  ar the one with the capital",
        f"toolstation / BSS both now {brum_pw()} cos i kept forgettin em",
    )

    r.add(
        "van_tracker_login",
        f"Tracker app (vantrak) - login gary@heatandflow.example  pw {brum_pw()}",
        f"van tracker pw changed to {brum_pw()} after the insurance mob made me",
        f"TRACKER\nuser gwilliams\npassword\n{brum_pw()}",
        f"fleetwatch app on the new phone -> {brum_pw()} (acct no on the invoice)",
        f"if van nicked ring tracker co, online login pw is {brum_pw()} - give the police access",
    )

    r.add(
        "lockup_padlock_combo",
        f"lockup padlock combo {pin(4)}",
        f"Lock up (Tyseley arches) - big padlock {pin(4)}, little one on the cage {pin(3)}",
        f"new combi lock on the shipping container = {pin(4)} dow tell our kid",
        f"padlock on the gate at the unit\n{pin(4)}\nscramble the wheels after!!",
        f"container lock changed {date()} now {pin(4)}",
    )

    r.add(
        "lockup_key_safe_code",
        f"key safe on the lockup wall: {pin(4)} (spare van keys in there)",
        f"unit keysafe code {pin(5)} press C first",
        f"KS at the unit is {pin(4)} - told Dean, nobody else",
        f"spare keys -> lockup key safe, code {pin(6)}",
        f"lockup keysafe\n{pin(4)}\n(changed it after Dean left)",
    )

    r.add(
        "customer_key_safe_code",
        f"{pick(*CUSTOMERS)} {pick(*AREAS)} - ks by back door {pin(4)}, they're at work all day",
        f"Job tmrw {time()} {pick(*AREAS)}, key safe code {pin(4)} press C then the numbers then pull down",
        f"{pick(*CUSTOMERS)} key safe {pin(4)}\nboiler in loft, ladder in the garage",
        f"ks code for the flat on {pick('Yardley Rd', 'Stratford Rd', 'Coventry Rd', 'Pershore Rd')} = {pin(5)} (letting agent gave it)",
        f"mom's mate {pick(*CUSTOMERS)} - keysafe {pin(4)} PUT KEY BACK and scramble",
    )

    r.add(
        "customer_alarm_code",
        f"{pick(*CUSTOMERS)} alarm code {pin(4)} - 30 sec to get to the panel under the stairs",
        f"alarm {pin(4)} then tick, at {pick(*AREAS)} job. dog is friendly apparently",
        f"{pick(*AREAS)} - set alarm when leave: {pin(4)} + ENT",
        f"Alarm at the salon: unset {pin(4)}, set is same then press away",
        f"cust alarm pin {pin(4)} (if it goes off ring her on the mobile not the police lol)",
    )

    r.add(
        "door_entry_code",
        f"flats on {pick('Hagley Rd', 'Soho Rd', 'Bristol Rd', 'Alcester Rd')} main door {pin(4)}#",
        f"block entry keypad {pin(4)} then key symbol, flat 12 is 3rd floor no lift :(",
        f"{pick(*AREAS)} student houses, front door code C{pin(4)}",
        f"door code for the bin store (for the meter) {pin(4)}",
        f"Gurpreet's HMO - keypad on front {pin(5)}, room 4 has the leak",
    )

    r.add(
        "hmrc_gateway_password",
        f"HMRC gov gateway\nID {gateway_id()}\npw {brum_pw()}",
        f"Government Gateway user id {gateway_id()} password {brum_pw()} (self assessment + VAT)",
        f"hmrc login: {gateway_id()} / {brum_pw()}",
        f"tax man online - {gateway_id()} pw {brum_pw()} - accountant has this too",
        f"HMRC new pw {brum_pw()} (ID is the 12 digit one on the letter)",
    )

    r.add(
        "xero_password",
        f"Xero: gary@heatandflow.example pw {brum_pw()}",
        f"xero pass {brum_pw()}",
        f"XERO login changed {date()} -> {brum_pw()}",
        f"accounts (xero) pw is {brum_pw()} - tell Sharon if she needs to do the VAT",
        f"Xero\n{brum_pw()}\n(2fa on the phone)",
    )

    r.add(
        "authenticator_setup_key",
        f"xero 2fa setup key (if I lose the phone) {groups(totp_seed(32).lower(), 4)}",
        f"HMRC authenticator app key: {totp_seed(32)}",
        f"otpauth://totp/Xero:gary%40heatandflow.example?secret={totp_seed(32)}&issuer=Xero",
        f"backup of the 2 step code thing for the bank app - {groups(totp_seed(16), 4)}",
        f"gas safe / xero authenticator 'cant scan?' code\n{groups(totp_seed(32), 4)}\n(put in the new phone too)",
    )

    r.add(
        "bank_card_pin",
        f"business debit card pin {pin(4)}",
        f"new card come, PIN {pin(4)} (the Lloyds one)",
        f"Card PINs\npersonal {pin(4)}\nbusiness {pin(4)}\ncredit card {pin(4)}",
        f"pin for the starling card = {pin(4)} cos it wont take contactless over 100",
        f"the missus card pin if I need diesel: {pin(4)}",
    )

    r.add(
        "fuel_card_pin",
        f"fuel card PIN {pin(4)}",
        f"Allstar card for the van - pin {pin(4)} (reg on the card)",
        f"shell fuel card {fuel_card()} pin {pin(4)}",
        f"diesel card pin {pin(4)} - keep in the wallet not the van",
        f"fuelcard: {pin(4)}",
    )

    r.add(
        "card_number_cvv",
        f"Business Mastercard {mastercard()} exp {card_expiry()} cvv {digits(3)}",
        f"card for the trade counter online orders: {visa()} {card_expiry()} {digits(3)}",
        f"visa {visa()}\nexp {card_expiry()}\nback {digits(3)}",
        f"for booking van service online: {mastercard()} exp {card_expiry()} sec code {digits(3)}",
        f"| card | number | exp | cvv |\n| biz | {mastercard()} | {card_expiry()} | {digits(3)} |",
    )

    r.add(
        "online_banking_passcode",
        f"Natwest bankline: customer no {digits(10, lead=True)}, PIN {pin(4)}, password {brum_pw()}",
        f"lloyds business online - user ID gwplumb{digits(2)} pw {brum_pw()} memorable info {pick(*WORDS).lower()}{digits(2)}",
        f"bank app passcode {pin(6)}",
        f"Barclays online: memorable word {pick('villapark', 'bluenoses', 'brindleyplace', 'bournville', 'lickeyhills')}{digits(2)}, passcode {pin(5)}",
        f"Tide app passcode {pin(6)} + login email",
    )

    r.add(
        "customer_wifi_key",
        f"{pick(*CUSTOMERS)} wifi for the hive install: {ssid()} key {wifi_key()}",
        f"wifi at {pick(*AREAS)} job - network {ssid()} pw {wifi_key()} (for the smart stat)",
        f"Nest setup - cust router {ssid()}\nwifi key:\n{wifi_key()}",
        f"Tina's salon wifi pw {wifi_key()}",
        f"WiFi {ssid()} / {wifi_key()} at the landlords for the boiler app",
    )

    r.add(
        "home_router_admin",
        f"home router admin pw {rnd(UPPER + LOWER + DIGITS, 10)} (192.168.1.254)",
        f"BT hub admin password {rnd(LOWER + DIGITS, 10)}, wifi key is on the back",
        f"router login: admin / {brum_pw()} - changed from the sticker one",
        f"Virgin hub settings pw {rnd(LOWER + DIGITS, 8)} - the one for changing the wifi name",
        f"router at the lockup: http://192.168.0.1 admin pass {brum_pw()}",
    )

    r.add(
        "lockup_cctv_password",
        f"CCTV DVR at the unit - admin / {brum_pw()}",
        f"hik-connect app: gary@heatandflow.example pw {brum_pw()}",
        f"cctv recorder 192.168.0.64 user admin pass {brum_pw()} (verification code on the sticker is diff)",
        f"camera app login {brum_pw()}",
        f"Lockup cameras\nhttp://cctv.lockup.internal\nadmin\n{brum_pw()}",
    )

    r.add(
        "gas_safe_portal_password",
        f"Gas Safe register login (engineer) - pw {brum_pw()}",
        f"gas safe website pw {brum_pw()} for notifying the installs",
        f"GasSafe online\nlicence no is on the card\npassword: {brum_pw()}",
        f"the gas safe login is now {brum_pw()} (had to reset again ffs)",
        f"gas safe pw {brum_pw()}",
    )

    r.add(
        "boiler_installer_portal_password",
        f"Worcester installer portal (for warranty regs) pw {brum_pw()}",
        f"vaillant advance login gary@heatandflow.example / {brum_pw()}",
        f"ideal installer app pw: {brum_pw()}",
        f"Baxi/Viessmann portals both {brum_pw()}",
        f"worcester connect pro - user gwplumb, pass {brum_pw()} (for the 12yr guarantees)",
    )

    r.add(
        "gmail_app_password",
        f"app password for mail on the ipad: {app_password()}",
        f"google app pw for the invoicing thing to send emails {app_password()}",
        f"app passwd (iphone mail app, work gmail) = {app_password()}",
        f"gmail app password (outlook on laptop)\n{app_password()}",
        f"SMTP for the website form: smtp.gmail.com 587 user heatandflowbrum@gmail.example pass {app_password().replace(' ', '')}",
    )

    r.add(
        "phone_passcode",
        f"phone passcode {pin(6)}",
        f"new phone unlock {pin(6)} (old one was the same but backwards)",
        f"work phone pin {pin(6)}, sim pin {pin(4)}",
        f"iPad code {pin(6)} if the lads need the job sheets",
    )

    r.add(
        "voicemail_pin",
        f"voicemail pin {pin(4)} (ring 443 from another phone)",
        f"EE voicemail remote access PIN {pin(4)}",
        f"answerphone code on the works mobile = {pin(4)}",
        f"vm pin {pin(4)}",
    )

    r.add(
        "van_immobiliser_code",
        f"Ghost immobiliser disarm: {ghost_sequence()}",
        f"van ghost code (before starting): {ghost_sequence()} - if it goes wrong wait 10 secs",
        f"immobiliser emergency override PIN {pin(4)} (press clutch x times per digit)",
        f"GHOST\n{ghost_sequence()}\nbackup pin card in the lockup key safe",
        f"new van immob sequence {ghost_sequence()} dow forget yow mug",
    )

    r.add(
        "companies_house_auth_code",
        f"companies house auth code {ch_auth_code()}",
        f"Company authentication code (for filing accounts): {ch_auth_code()}",
        f"HEAT & FLOW BRUM LTD - CH auth code {ch_auth_code()} accountant asked for it",
        f"auth code from the companies house letter\n{ch_auth_code()}",
    )

    r.add(
        "apple_recovery_key",
        f"Apple ID recovery key {apple_recovery_key()}",
        f"iphone recovery key (DO NOT LOSE): {apple_recovery_key()}",
        f"icloud recovery key\n{apple_recovery_key()}",
        f"recovery key for my apple acct {apple_recovery_key()} - copy in the safe at home",
    )

    r.add(
        "google_backup_codes",
        f"google backup codes:\n{recovery_codes(5, 'digits')}",
        f"gmail 2 step backup codes {recovery_codes(4, 'digits')} (crossed off the used ones)",
        f"Backup codes for the business gmail\n{recovery_codes(6, 'digits')}",
        f"google backup codes on the ipad acct: {recovery_codes(3, 'digits')}",
    )

    r.add(
        "website_admin_password",
        f"website (wordpress) admin: gary / {brum_pw()}",
        f"heatandflow.example/wp-admin login garyw pw {brum_pw()}",
        f"our kid set up the website - hosting cpanel pw {brum_pw()}",
        f"WP application password for the booking plugin: {groups(rnd(ALNUM, 24), 4)}",
        f"web login\nuser: admin\npass: {brum_pw()}\n(nephew says change it, ar will)",
    )

    r.add(
        "stripe_secret_key",
        f"stripe secret key for the website deposit thing {stripe_secret_key()}",
        f"STRIPE_SECRET_KEY={stripe_secret_key()}",
        f"our kid's note: restricted key for the booking form {stripe_restricted_key()} - dont share",
        f"stripe:\n  secret: {stripe_secret_key()}\n  currency: gbp",
    )

    r.add(
        "xero_api_client_secret",
        f"Xero app (website -> invoices) client id {xero_client_id()} secret {xero_client_secret()}",
        f"XERO_CLIENT_ID={xero_client_id()}\nXERO_CLIENT_SECRET={xero_client_secret()}",
        f"nephew says keep this safe - xero api secret: {xero_client_secret()}",
        f'{{"xero": {{"client_id": "{xero_client_id()}", "client_secret": "{xero_client_secret()}", "redirect_uri": "https://heatandflow.example/xero/callback"}}}}',
    )

    r.add(
        "booking_webhook_url",
        f"booking form pings the discord on my phone: {discord_webhook()}",
        f"webhook for new bookings {discord_webhook()}",
        f"slack hook the website posts jobs to (our kid set it) {slack_webhook()}",
        f"BOOKING_WEBHOOK={discord_webhook()}",
    )

    r.add(
        "crypto_seed_phrase",
        f"the bitcoin thing Dean talked me into - recovery words: {seed_phrase(12)}",
        f"wallet seed\n{seed_phrase(12)}",
        f"crypto 24 words (written on paper too): {seed_phrase(24)}",
        f"seed phrase for the coinbase wallet app {seed_phrase(12)} - dont tell the missus",
    )

    r.add(
        "paypal_password",
        f"paypal pw {brum_pw()} (selling old rads on ebay)",
        f"PayPal login gary@heatandflow.example / {brum_pw()}",
        f"ebay + paypal both {brum_pw()}",
        f"paypal password changed - now {brum_pw()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "merchant_order_number",
        f"{pick(*MERCHANTS)} order {digits(10, lead=True)} - combi + flue kit, collect after 2 at {pick('Tyseley', 'Digbeth', 'Aston', 'Selly Oak')}",
        f"click n collect ref {rnd(UPPER, 2)}{digits(7)} for the 22mm copper",
        f"PC order no {digits(8, lead=True)} still not come in, rang them {date()}",
        f"wolseley quote ref Q{digits(7)} valid till {date()}",
    )

    r.add(
        "merchant_account_number",
        f"City Plumbing trade acct no {digits(7, lead=True)} (give at the counter)",
        f"Plumb Centre account number {digits(8)} - branch Tyseley",
        f"trade acct {rnd(UPPER, 4)}{digits(3)} at BSS, 30 day terms",
        f"PTS a/c {digits(6, lead=True)} - credit limit £5k",
    )

    r.add(
        "job_reference",
        f"JOB-{pick('2024', '2025')}-{digits(4)} {pick(*CUSTOMERS)} leaking TRV",
        f"job no {digits(5, lead=True)} on the app for the {pick(*AREAS)} bathroom",
        f"Landlord's job ref LH/{digits(4)}/{rnd(UPPER, 2)} - put it on the invoice or they wont pay",
        f"housing assoc works order WO{digits(8)} - gas service, void property",
        f"insurance claim ref {rnd(UPPER, 3)}-{digits(7)} for the burst pipe at {pick(*AREAS)}",
    )

    r.add(
        "van_registration",
        f"van reg {uk_reg()} (the transit)",
        f"MOT due {date()} on {uk_reg()}",
        f"VIN {vin()} for the parts man",
        f"Hire van while mine's in: {uk_reg()}, VIN {vin()}",
    )

    r.add(
        "tracker_device_serial",
        f"tracker unit IMEI {imei()}",
        f"tracker SIM ICCID 8944{digits(15)}",
        f"vantrak device serial VT{digits(8)} fitted {date()}",
        f"IMEI {imei()}\n(the old works phone, for the insurance)",
    )

    r.add(
        "customer_phone_number",
        f"{pick(*CUSTOMERS)} {mobile()} - ring before yow goo",
        f"{pick(*AREAS)} job cust: {landline()}",
        f"Letting agent (Kerry) {landline()} ext {digits(3, lead=True)}",
        f"new cust, {pick(*CUSTOMERS)}, {mobile()} - no hot water, combi E119",
        f"Dean {mobile()}\nSharon (accounts) {mobile()}\nmerchant {landline()}",
    )

    r.add(
        "customer_address",
        f"{secrets.randbelow(200) + 1} {pick('Church Rd', 'Station Rd', 'Warwick Rd', 'Highfield Rd', 'Wake Green Rd')}, {pick(*AREAS)}, {postcode()}",
        f"Flat {secrets.randbelow(40) + 1}, {pick('Canal Wharf', 'Regency Court', 'Mill House')}, {postcode()} - parking round the back",
        f"next job {postcode()} {time()}",
        f"what3words for the site entrance ///{pick('pipe', 'lamp', 'oven')}.{pick('tidy', 'grand', 'music')}.{pick('cloud', 'spoon', 'river')}",
    )

    r.add(
        "boiler_serial_number",
        f"{pick(*CUSTOMERS)} boiler: Worcester Greenstar 30i, serial {boiler_serial()}",
        f"Vaillant ecoTEC plus 832 s/n {boiler_serial()} installed {date()}",
        f"Ideal Logic C30 serial\n{boiler_serial()}",
        f"serial no off the data plate {boiler_serial()} - warranty till {pick('2029', '2030', '2031')}",
        f"old Baxi s/n {boiler_serial()} (scrapped)",
    )

    r.add(
        "gc_part_number",
        f"GC no {gc_number()} for the parts",
        f"diverter valve part no {digits(11, lead=True)}, {price()} + vat at PTS",
        f"screwfix code {digits(5, lead=True)} = 15mm compression tees",
        f"fan assembly {rnd(UPPER, 2)}{digits(6)} - GC {gc_number()}",
        f"PCB for GC {gc_number()} part {digits(8, lead=True)} on back order",
    )

    r.add(
        "gas_safe_registration",
        f"Gas Safe reg no {digits(6, lead=True)}",
        f"my gas safe licence number {digits(7, lead=True)} (on the ID card, cust can check online)",
        f"Gas Safe no. {digits(6, lead=True)} - put on the van and invoices",
        f"Dean's gas safe licence {digits(7, lead=True)} exp {date()}",
    )

    r.add(
        "tax_reference",
        f"UTR {digits(10, lead=True)} (for the accountant)",
        f"CIS verification no V{digits(10)}{pick('', '/A')} from the builder",
        f"employer PAYE ref {digits(3, lead=True)}/{rnd(UPPER, 2)}{digits(5)} - for when Dean goes on the books",
        f"NI number {rnd('ABCEGHJKLMNPRSTWXYZ', 2)} {digits(2)} {digits(2)} {digits(2)} {pick('A', 'B', 'C', 'D')}",
        f"HMRC payment ref {digits(10, lead=True)}K for the self assessment",
    )

    r.add(
        "vat_number",
        f"VAT reg {vat_no()}",
        f"put VAT no {vat_no()} on the invoice template",
        f"supplier VAT {vat_no()} on the plumb centre receipt",
        f"Heat & Flow VAT number: {vat_no()}",
    )

    r.add(
        "company_number",
        f"company no {pick('1', '0')}{digits(7)} (Heat & Flow Brum Ltd)",
        f"Companies House number {pick('1', '0')}{digits(7)}, reg office is the accountants",
        f"builder's company reg {pick('1', '0')}{digits(7)} - checked they're legit",
        f"Ltd co no. {pick('1', '0')}{digits(7)}\nconfirmation statement due {date()}",
    )

    r.add(
        "xero_invoice_number",
        f"INV-{digits(4)} {pick(*CUSTOMERS)} {price()} PAID",
        f"chase INV-{digits(4)} and INV-{digits(4)} - landlord",
        f"xero invoice {pick('INV', 'CN')}-{digits(4)} sent {date()}",
        f"quote QU-{digits(4)} accepted, turn into invoice",
        f"Invoice no {digits(5)} / ref {pick(*AREAS)} bathroom / {price()}",
    )

    r.add(
        "payee_bank_details",
        f"pay to: Heat & Flow Brum Ltd\nsort {sort_code()}\nacct {digits(8)}",
        f"bank details for invoices: {sort_code()} / {digits(8)}",
        f"pay the sparky: sort code {sort_code()} a/c {digits(8)} ref JOB{digits(4)}",
        f"merchant BACS details {sort_code()} {digits(8)} for paying the statement",
        f"Dean's wages acct {sort_code()} {digits(8)}",
    )

    r.add(
        "invoice_iban",
        f"IBAN for the Polish cust: {iban('GB', 'NWBK' + digits(6) + digits(8))}",
        f"for Mr Nowak's transfer from home: IBAN {iban('GB', 'LOYD' + digits(6) + digits(8), spaced=False)} BIC LOYDGB21",
        f"our IBAN {iban('GB', 'SRLG' + digits(6) + digits(8))}",
        f"paying the Irish supplier: {iban('IE', 'AIBK' + digits(6) + digits(8))}",
    )

    r.add(
        "masked_card",
        f"card ending {digits(4)} expired, update on the screwfix acct",
        f"paid on the card **** **** **** {digits(4)} {price()}",
        f"fuel card ending {digits(4)} - report stolen if not in the van",
        f"visa ****{digits(4)} used for the van tax",
        f"amex xxxx-xxxxxx-x{digits(4)} - they dow take it at the merchants",
    )

    r.add(
        "used_one_time_code",
        f"HMRC code {digits(6)} came thru at {time()} - used it, all sorted",
        f"xero text code {digits(3)} {digits(3)} (expired b4 I typed it, got another)",
        f"bank sent verification code {digits(6)}, valid 5 mins - done now",
        f"parcel locker code {digits(6)} - collected the parts already",
        f"screwfix collection code {digits(4)}{rnd(UPPER, 2)} - picked up {date()}",
    )

    r.add(
        "parcel_tracking",
        f"royal mail tracking {s10(pick('JV', 'KF', 'TT'), 'GB')} - the thermostat",
        f"DPD parcel {digits(14, lead=True)} due {date()}",
        f"Evri tracking H{rnd(UPPER + DIGITS, 15)}",
        f"amazon order {digits(3)}-{digits(7)}-{digits(7)} (press tool batteries)",
        f"UPS 1Z{rnd(UPPER + DIGITS, 16)} - flue kit from the supplier",
    )

    r.add(
        "warranty_registration",
        f"Worcester guarantee registered, ref {rnd(UPPER + DIGITS, 10)}",
        f"benchmark cert no {digits(8, lead=True)} on the back of the manual",
        f"warranty reg ref WR{digits(9)} (10 yr, need annual service)",
        f"Vaillant warranty confirmation {rnd(UPPER, 3)}{digits(7)} sent to cust",
    )

    r.add(
        "gas_certificate_number",
        f"CP12 no {digits(6)} for {pick(*CUSTOMERS)}, next due {date()}",
        f"landlord gas safety record serial {rnd(UPPER, 2)}{digits(7)}",
        f"building regs notification (gas safe) ref {digits(9, lead=True)}",
        f"Gas safety cert {digits(5)}-{digits(3)} issued {date()}",
        f"unvented cert no {rnd(UPPER, 1)}{digits(7)} - G3",
    )

    r.add(
        "meter_reference",
        f"MPRN {mprn()} (gas meter at {pick(*AREAS)})",
        f"meter serial {pick('E6S', 'G4K', 'M016')}{digits(8)}{digits(2)} reading {digits(5)}",
        f"MPAN {digits(2)} {digits(3)} {digits(3)} {digits(13)}",
        f"cust's supplier acct no {digits(10, lead=True)} for the meter move",
    )

    r.add(
        "test_readings",
        f"{pick(*CUSTOMERS)}: working pressure {pick('20.4', '20.9', '21.0', '19.8')} mbar at meter, {pick('19.2', '18.7', '19.5')} at appliance, let-by 0.0, tightness pass",
        f"FGA: CO {secrets.randbelow(90) + 10}ppm CO2 {pick('8.9', '9.1', '9.4')}% ratio 0.00{digits(2)}",
        f"heat loss calc {pick('7.4', '9.2', '11.6', '13.1')} kW, rads {secrets.randbelow(3000) + 800}W / {secrets.randbelow(3000) + 800}W / {secrets.randbelow(3000) + 800}W",
        f"flow rate {pick('12', '14', '16')} l/min, static {pick('2.5', '3.0', '3.5')} bar, system pressure 1.{pick('2', '4', '5')}",
    )

    r.add(
        "quote_and_prices",
        f"quote {pick(*CUSTOMERS)}: combi swap {price()} + filter {price()} + VAT",
        f"bathroom {pick(*AREAS)} - labour {price()}, materials {price()}, deposit 30%",
        f"fuel {pick('58.3', '61.7', '64.2', '70.1')}L £{secrets.randbelow(40) + 70}.{digits(2)} Shell Hagley Rd receipt no {digits(4)}-{digits(4)}",
        f"CIS deducted {price()} for Oct, net paid {price()}",
        f"day rate {pick('£220', '£250', '£280')}, callout {pick('£65', '£75', '£85')}, hourly after first hr {pick('£45', '£55')}",
    )

    r.add(
        "diary_appointments",
        f"Mon {date()} {time()} {pick(*AREAS)}\nTue {time()} {pick(*AREAS)}\nWed {time()} {pick(*AREAS)} (powerflush)",
        f"boiler service {pick(*CUSTOMERS)} {date()} {time()}-{time()}",
        f"van service {date()} at {time()}, drop off Tyseley",
        f"annual gas checks due: {date()}, {date()}, {date()}",
    )

    r.add(
        "secret_whereabouts",
        f"{pick(*CUSTOMERS)} will text the key safe code on the morning",
        "xero pw is in the little black book in the glovebox, not on here",
        "HMRC login - Sharon at the accountants has it, ask her",
        "alarm code is on a post-it inside the meter cupboard door, cust said",
        "card pins - in me head, not writing em down after last time",
    )

    r.add(
        "alarm_panel_model",
        f"Texecom Premier Elite 24 panel, serial {digits(9, lead=True)} - engineer code needed from the alarm co",
        f"alarm firm for {pick(*AREAS)} job: {landline()}, panel is a Pyronix Enforcer v{pick('10', '11')}",
        f"key safe is a Supra C500 Pro, model no {digits(4)}{rnd(UPPER, 1)}, police approved",
        f"cust's Ring alarm base station s/n {rnd(UPPER + DIGITS, 12)} - nothing to do with us",
    )

    r.add(
        "wifi_network_name",
        f"cust wifi network is {ssid()} (she'll type the password in herself)",
        f"hive hub joined {ssid()} ok",
        f"2 networks at the salon, use {ssid()} not the guest one - Tina has the code",
        f"our home wifi name {ssid()} - password on the back of the router",
    )

    r.add(
        "insurance_policy_number",
        f"van insurance policy {rnd(UPPER, 3)}/{digits(9)} renew {date()}",
        f"public liability policy no {rnd(UPPER, 2)}{digits(8)} - £2m",
        f"breakdown membership {digits(10, lead=True)}",
        f"tool insurance claim no {rnd(UPPER, 2)}-{digits(6)}-{digits(2)} (the break in)",
    )

    r.add(
        "website_public_key",
        f"nephew says this one's ok to be public - stripe publishable {stripe_publishable_key()}",
        f"recaptcha site key {recaptcha_site_key()} on the booking form",
        f"google analytics id {ga4_id()} on the site",
        f"STRIPE_PUBLISHABLE_KEY={stripe_publishable_key()}",
    )

    r.add(
        "website_secret_reference",
        "STRIPE_SECRET_KEY=\nXERO_CLIENT_SECRET=\n(our kid fills these in on the server)",
        "env:\n  STRIPE_KEY: ${{ secrets.STRIPE_SECRET_KEY }}\n  XERO_SECRET: ${{ secrets.XERO_CLIENT_SECRET }}",
        "webhook url lives in getenv('BOOKING_WEBHOOK') not in the code, nephew says",
        "wp-config: define('DB_PASSWORD', getenv('WP_DB_PASSWORD'));",
    )

    r.add(
        "website_build_ids",
        f"our kid pushed the fix for the booking form, commit {hexs(40)}",
        f"rolled back to {hexs(7)} when the site went blank",
        f"server fingerprint when he logged in {ssh_fingerprint()}",
        f"booking id on the site {uid()} for {pick(*CUSTOMERS)}",
        f"job sheet link https://jobs.heatandflow.example/job/{uid()}/photos",
    )

    r.add(
        "app_versions",
        f"tracker app v{secrets.randbelow(5) + 3}.{secrets.randbelow(20)}.{secrets.randbelow(10)} keeps crashing",
        f"boiler firmware {secrets.randbelow(3) + 1}.{digits(2)} - update via the app",
        f"xero app build {digits(4)}.{digits(3)} on ios {pick('17.5', '18.1', '18.2')}",
        f"smart stat fw {pick('4.1.0', '5.2.3', '6.0.12')} - cust's was stuck on old version",
    )

    r.add(
        "key_tag_number",
        f"key tag {digits(3)} on the hook = {pick(*CUSTOMERS)} back door",
        f"keys: tag {digits(3)} landlord, tag {digits(3)} salon, tag {digits(3)} Doreen",
        f"letting agent key no {rnd(UPPER, 1)}{digits(3)} - sign back in by 5",
        f"fob no {digits(6)} for the car park at the flats (agent's fob, return it)",
    )

    return r


def main() -> None:
    write_corpora("make_heldout387.py", [
        ("heldout387_credentials.yaml", credentials(), "Held-out batch 387: credentials a Birmingham plumber keeps on his phone (merchant and tracker logins, lockup, key safe, alarm and door codes, HMRC, Xero, bank, card PINs, website keys and more)"),
        ("heldout387_lookalikes.yaml", lookalikes(), "Held-out batch 387: a Birmingham plumber's order, job, account, serial, tax and tracking numbers, masked cards, used codes, public keys and references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
