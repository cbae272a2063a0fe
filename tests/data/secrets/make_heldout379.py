# ruff: noqa: E501
"""Writes heldout379_credentials.yaml and heldout379_lookalikes.yaml: held-out batch 379.

Persona: a small landlord in Houston who runs six rental units (a duplex on Pecan St and a
fourplex on Woodbine) through his LLC and writes short, practical American English notes,
with abbreviations, typos and some Texas slang. He keeps lockbox and smart-lock codes per
unit, alarm codes for the vacant units, gate and garage codes, the Wi-Fi key and router
login of every unit, his AppFolio, Zillow Rental Manager, Harris County tax, CenterPoint,
Reliant and City of Houston water logins, the LLC's bank login, debit PIN and card, his
QuickBooks and EFTPS logins, the handyman's shared Google account with its app password and
backup codes, camera NVR logins, the Stripe, Twilio and webhook secrets his nephew wired into
the rental website, a phone-port PIN, a seed phrase and a safe combination; and many
look-alikes: HCAD account numbers, work orders, payment confirmations, ESI IDs, masked cards,
routing numbers, DocuSign envelope ids, tracking and order numbers, serials, MAC addresses,
SSIDs, expired one-time codes, references to where a code is kept, publishable keys, phone
numbers, permits, policy numbers, VINs, rent ledgers, tax ids, commit ids and version numbers.

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
    app_password,
    card_expiry,
    digits,
    discord_webhook,
    groups,
    hexs,
    luhn,
    mac,
    phrase,
    pick,
    pin,
    pw,
    recaptcha_site_key,
    rnd,
    seed_phrase,
    slack_webhook,
    stripe_webhook_secret,
    totp_seed,
    uid,
    visa,
    write_corpora,
)

WORDS = [
    "bluebonnet", "armadillo", "bayou", "pecan", "brisket", "rodeo", "longhorn", "mesquite",
    "magnolia", "cypress", "heights", "galveston", "crawfish", "okra", "tamale", "pickup",
    "levee", "brazos", "sabine", "cowboy", "porch", "hammer", "ladder", "gumbo",
]
ADJ = ["quiet", "brave", "silly", "rapid", "sunny", "lucky", "fuzzy", "shiny", "gentle", "frosty", "curly", "jolly"]
NOUN = ["canoe", "hippo", "cactus", "violin", "pepper", "zebra", "rocket", "bison", "tulip", "walrus", "kettle", "pony"]
VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
LOCK_AVOID = ("0000", "1111", "1234", "2580", "6969", "7777")


# ---- values for formats the shared helpers lack ----

def code4() -> str:
    return pin(4, LOCK_AVOID)


def keypad(n: int | None = None) -> str:
    return pin(n or pick(4, 5, 6, 8), LOCK_AVOID)


def person_pw() -> str:
    """The kind of password a landlord makes up: a word, some digits, a symbol."""
    return pick(
        f"{pick(*WORDS).capitalize()}{digits(pick(2, 3, 4))}{pick('!', '$', '#', '*', '@')}",
        f"{pick(*WORDS).capitalize()}{pick('_', '.', '')}{pick(*WORDS)}{digits(2)}{pick('!', '?', '&')}",
        pw(),
    )


def spectrum_wifi() -> str:
    return f"{pick(*ADJ)}{pick(*NOUN)}{digits(3)}"


def att_wifi() -> str:
    return rnd(LOWER + DIGITS + "#%+=?", 12)


def wifi_key() -> str:
    return pick(spectrum_wifi(), att_wifi(), phrase(WORDS, 3, pick("-", "", "_")) + digits(2), rnd(ALNUM, 14))


def att_access_code() -> str:
    """An AT&T gateway's Device Access Code: ten digits and symbols on the sticker."""
    return rnd(DIGITS + "!#%&*+?", 10)


def passphrase() -> str:
    return phrase(WORDS, pick(4, 5), pick("-", " ", ".")) + pick("", str(secrets.randbelow(90) + 10))


def google_backup_codes(n: int = 10) -> str:
    return "\n".join(groups(digits(8), 4) for _ in range(n))


def mastercard() -> str:
    return groups(luhn(pick("51", "53", "55"), 16), 4)


def stripe_secret() -> str:
    return f"sk_live_51{rnd(ALNUM, 96)}"


def stripe_restricted() -> str:
    return f"rk_live_51{rnd(ALNUM, 96)}"


def stripe_publishable(mode: str = "live") -> str:
    return f"pk_{mode}_51{rnd(ALNUM, 96)}"


def twilio_token() -> str:
    return hexs(32)


def google_chat_webhook() -> str:
    return f"https://chat.googleapis.com/v1/spaces/AAAA{rnd(URLSAFE, 7)}/messages?key=AIzaSy{rnd(URLSAFE, 33)}&token={rnd(URLSAFE, 43)}"


def safe_combo() -> str:
    a, b, c = (secrets.randbelow(99) + 1 for _ in range(3))
    return pick(f"R{a}-L{b}-R{c}", f"{a}-{b}-{c}", f"right {a} left {b} right {c}")


def dip_switches(n: int = 9) -> str:
    return "".join(secrets.choice("+0-") for _ in range(n))


def hcad_account() -> str:
    return digits(13)


def esi_id() -> str:
    return "1008901" + digits(15)


def ups() -> str:
    return f"1Z{rnd(UPPER + DIGITS, 6)}{digits(10)}"


def usps() -> str:
    return "9400" + digits(18)


def amazon_order() -> str:
    return f"11{digits(1)}-{digits(7)}-{digits(7)}"


def vin() -> str:
    """A 17-character VIN with a valid check digit (position 9)."""
    values = {**{str(d): d for d in range(10)}, **dict(zip("ABCDEFGH", range(1, 9), strict=True)),
              **dict(zip("JKLMN", range(1, 6), strict=True)), "P": 7, "R": 9,
              **dict(zip("STUVWXYZ", range(2, 10), strict=True))}
    weights = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)
    while True:
        body = [secrets.choice(VIN_CHARS) for _ in range(17)]
        body[9] = pick("P", "R", "S", "T")  # model year 2023-2026
        total = sum(values[c] * w for c, w in zip(body, weights, strict=True))
        check = total % 11
        body[8] = "X" if check == 10 else str(check)
        return "".join(body)


def phone() -> str:
    return f"({pick('713', '281', '832', '346')}) 555-01{digits(2)}"


def money() -> str:
    return f"${secrets.randbelow(900) + 950:,}.{pick('00', '00', '50', '25')}"


def date() -> str:
    return f"{secrets.randbelow(12) + 1}/{secrets.randbelow(28) + 1}/{pick('24', '25')}"


def unit() -> str:
    return pick("Pecan A", "Pecan B", "Woodbine #1", "Woodbine #2", "Woodbine #3", "Woodbine #4")


def credentials() -> Rows:
    r = Rows()

    r.add(
        "unit_lockbox_code",
        f"Lockbox on the Pecan B hose bib - code {code4()}",
        f"woodbine #3 lockbox (master lock 5400 on the gas meter) {code4()}",
        f"Told the plumber: key is in the lockbox by the back door, combo is {code4()}. change it after he's done!!",
        f"lockboxes\nPecan A .... {code4()}\n(B box is broke, key under the AC pad for now)",
        f"realtor showing sat 10am Woodbine #2\nlockbox code\n{code4()}",
    )

    r.add(
        "smart_lock_entry_code",
        f"Schlage Encode, Woodbine #1 front door. tenant code for the Garcias: {keypad(6)}",
        f"yale keypad pecan A - my owner code {keypad(8)} (dont give out, make guest codes off the app)",
        f"cleaning crew code for vacant unit 4 door lock {keypad(4)} - expires end of month, delete in app",
        f"| unit | lock | code |\n|---|---|---|\n| Woodbine #2 | Kwikset Halo | {keypad(6)} |",
        f"new move-in Pecan B, set door code to {keypad(6)} texted it to tenant on 3/1",
    )

    r.add(
        "vacant_unit_alarm_code",
        f"ADT at woodbine #4 (vacant) disarm code {code4()}, monitoring co has my cell",
        f"SimpliSafe vacant unit PIN {code4()} -- duress pin is different, dont mix em up",
        f"alarm Pecan B while empty\ncode: {code4()}\nmonitoring co calls my cell if it trips",
        f"if the alarm goes off at #3 punch {code4()} then OFF. siren is LOUD",
        f"Brinks keypad master code for unit 2 turnover {code4()}",
    )

    r.add(
        "gate_and_garage_code",
        f"Woodbine parking gate keypad #{code4()}",
        f"garage keypad pecan (liftmaster) {code4()} then enter",
        f"Gate remote dip switches for the old Linear opener (copy these to new remotes): {dip_switches()}",
        f"back alley gate code: *{keypad(5)}#  (HOA changed it again in june)",
        f"trash guys need the gate - gave them {code4()}",
    )

    r.add(
        "unit_wifi_password",
        f"Woodbine #1 wifi  Woodbine1-5G  pw {wifi_key()}",
        f"Pecan A internet (spectrum) network PecanA_Net\npassword {spectrum_wifi()}",
        f"wi-fi key for unit 3 (AT&T fiber, on the sticker) {att_wifi()}",
        f"wifi:\n  ssid: Woodbine-4-Vacant\n  psk: {wifi_key()}",
        f"tenant asked for wifi pw again smh - Pecan B: {wifi_key()}",
    )

    r.add(
        "wifi_qr_payload",
        f"QR for the welcome binder, unit 2: WIFI:T:WPA;S:Woodbine2;P:{wifi_key()};;",
        f"WIFI:S:PecanB-Guest;T:WPA;P:{spectrum_wifi()};H:false;;  <- print this as qr",
        f"made the fridge magnet qr with\nWIFI:T:WPA;S:WB3_Home;P:{att_wifi()};;",
        f"qr text Pecan A -> WIFI:T:WPA2;S:PecanA_Net;P:{wifi_key()};;",
    )

    r.add(
        "router_admin_login",
        f"AT&T BGW320 at Woodbine #1, device access code {att_access_code()}",
        f"router admin 192.168.1.254 unit 3  user admin  pw {person_pw()}",
        f"pecan A netgear admin login: admin / {person_pw()}  (changed from default)",
        f"eero app for all units is on my phone, but the tp-link at #4 web login is admin:{rnd(ALNUM, 12)}",
        f"spectrum router Pecan B (192.168.0.1) admin pass {rnd(ALNUM + '!@#', 14)}",
    )

    r.add(
        "appfolio_login",
        f"AppFolio property mgr login\nuser: gary@whitfieldbayou.example\npw: {person_pw()}",
        f"appfolio - gary@whitfieldbayou.example / {person_pw()}",
        f"new appfolio password after the forced reset {pw()}",
        f"Appfolio (whitfieldbayou.appfolio.com) login gary, pass {person_pw()}  <- bookkeeper Linda uses it too",
        f"AF password: {person_pw()}\nremember it makes you change every 90 days",
    )

    r.add(
        "zillow_rental_manager_login",
        f"Zillow Rental Manager: rentals@whitfieldbayou.example pw {person_pw()}",
        f"zillow rentals acct (listings + applications) -> {person_pw()}",
        f"Zillow login\nrentals@whitfieldbayou.example\n{pw()}",
        f"zillow pwd changed {date()}: {person_pw()}",
        f"listing acct on zillow/trulia/hotpads (same login) password = {person_pw()}",
    )

    r.add(
        "property_tax_portal_login",
        f"Harris County tax office online acct (pay Woodbine taxes) user gwhitfield pw {person_pw()}",
        f"HCAD protest portal login - owner PIN from the notice {rnd(UPPER + DIGITS, 8)}",
        f"property tax escrow site login: gary@whitfieldbayou.example / {person_pw()}",
        f"county tax portal\nusername: whitfieldbayou\npassword: {pw()}",
        f"iFile protest PIN for Pecan (on the 2025 appraisal notice, need it to log in) {rnd(UPPER + DIGITS, 8)}",
    )

    r.add(
        "utility_account_login",
        f"CenterPoint gas acct online login gary@whitfieldbayou.example pw {person_pw()}",
        f"Reliant (vacant unit electric) -> user gwhitfield  pass {person_pw()}",
        f"City of Houston water customer portal\nlogin: whitfieldbayou\npw: {pw()}",
        f"utilities - Houston water, all 6 units on one login, password {person_pw()}",
        f"TXU for pecan duplex: gwhitfield / {person_pw()} (paperless on)",
    )

    r.add(
        "llc_bank_login",
        f"Frost Bank business online - user id WBPropLLC{digits(2)}  password {pw()}",
        f"chase biz login for the LLC: whitfieldbayou / {person_pw()}",
        f"bank (operating acct) login\nID: gwhitfield{digits(3)}\nPW: {pw()}",
        f"Amegy treasury mgmt password {pw()} - token is on the keychain",
        f"LLC checking online banking pw changed to {person_pw()} after the fraud scare",
    )

    r.add(
        "debit_card_pin",
        f"LLC debit card PIN {code4()}",
        f"pin for the chase business debit (use for home depot) - {code4()}",
        f"debit pin new card arrived, set it to {code4()}",
        f"card PIN (the one ending in {digits(4)}) = {code4()}",
    )

    r.add(
        "business_card_number",
        f"LLC visa for supplies {visa()} exp {card_expiry()} cvv {digits(3)}",
        f"give Hector this card for the lowes run:\n{mastercard()}\n{card_expiry()}  {digits(3)}",
        f"Home Depot Pro acct card on file: {visa()}, {card_expiry()}, sec code {digits(3)}",
        f"biz card # {luhn('4', 16)} exp {card_expiry()} cvc {digits(3)} zip 77023",
        f"backup card (capital one spark) {mastercard()} exp {card_expiry()} cvv {digits(3)}",
    )

    r.add(
        "quickbooks_login",
        f"QuickBooks Online / Intuit login gary@whitfieldbayou.example  {person_pw()}",
        f"QBO pw {pw()}",
        f"intuit acct (quickbooks + turbotax biz) password: {person_pw()}",
        f"QuickBooks\nuser - whitfieldbayou\npass - {person_pw()}\naccountant has her own seat",
        f"quickbooks password reset {date()} -> {pw()}",
    )

    r.add(
        "handyman_google_password",
        f"shared google acct for Hector (work orders, photos) hector.whitfieldbayou@acme.example  pw {person_pw()}",
        f"handyman gmail password {person_pw()} - he keeps forgetting it",
        f"Hector google login\nhector.whitfieldbayou@acme.example\n{pw()}",
        f"reset handyman google acct pw again, now: {person_pw()}",
        f"google acct the handyman + me share for drive/calendar: password {person_pw()} (2fa goes to MY phone)",
    )

    r.add(
        "google_app_password",
        f"app password for the printer scan-to-email on the handyman gmail: {app_password()}",
        f"gmail app pw (outlook on the old laptop) {app_password()}",
        f"Google app password 'QuickBooks mail' = {app_password().replace(' ', '')}",
        f"app pass for hector's phone mail app\n{app_password()}",
        f"SMTP for the rent reminder script: smtp.gmail.com:587 user hector.whitfieldbayou@acme.example app pw {app_password()}",
    )

    r.add(
        "google_backup_codes",
        "Backup codes - handyman google acct (each works once)\n" + google_backup_codes(10),
        "google 2 step backup codes for my acct, printed copy in the safe too:\n" + google_backup_codes(8),
        "gary@whitfieldbayou.example backup verification codes\n" + google_backup_codes(10).replace("\n", "   "),
        "hector's google backup codes (if he loses his phone AGAIN)\n" + google_backup_codes(5),
        "bkup codes\n" + google_backup_codes(6),
    )

    r.add(
        "authenticator_setup_key",
        f"Frost 2FA setup key (in case I lose google authenticator) {groups(totp_seed(32).lower(), 4)}",
        f"quickbooks authenticator secret {totp_seed(32)}",
        f"otpauth://totp/AppFolio:gary@whitfieldbayou.example?secret={totp_seed(32)}&issuer=AppFolio",
        f"2FA key for the handyman google acct so both our phones get codes:\n{groups(totp_seed(32).lower(), 4)}",
        f"authy backup - zillow totp seed {totp_seed(16)}",
    )

    r.add(
        "llc_email_password",
        f"gary@whitfieldbayou.example email password {person_pw()}",
        f"rentals@ inbox (outlook) pw: {pw()}",
        f"LLC email login\nrentals@whitfieldbayou.example\n{person_pw()}",
        f"email pw changed after the phishing thing -> {pw()}",
    )

    r.add(
        "eftps_pin",
        f"EFTPS (federal tax deposits for the LLC) PIN {code4()}",
        f"eftps pin {code4()} internet pw is the other one",
        f"EFTPS login: EIN + PIN {code4()} + password",
        f"IRS EFTPS\nPIN\n{code4()}",
    )

    r.add(
        "eftps_internet_password",
        f"EFTPS internet password {rnd(ALNUM + '!#$', 12)} (expires every 13 months ugh)",
        f"eftps.gov pw: {person_pw()}",
        f"EFTPS\ninternet password: {rnd(ALNUM + '!#$', 10)}",
        f"reset eftps internet pass {date()} -> {rnd(ALNUM + '!@#', 12)}",
    )

    r.add(
        "tenant_screening_login",
        f"MySmartMove (TransUnion) for applicant screening: rentals@whitfieldbayou.example / {person_pw()}",
        f"smartmove password {pw()}",
        f"RentPrep login gwhitfield pw {person_pw()}",
        f"tenant screening acct\nuser: gary@whitfieldbayou.example\npw: {person_pw()}",
        f"new smartmove pass after lockout: {pw()}",
    )

    r.add(
        "camera_nvr_login",
        f"rtsp://admin:{rnd(ALNUM, 12)}@192.168.1.108:554/cam/realmonitor?channel=1&subtype=0  <- woodbine parking cam for VLC",
        f"Reolink NVR at woodbine, admin pw {person_pw()}",
        f"camera DVR login (pecan duplex) admin / {rnd(ALNUM + '@#', 10)}",
        f"Lorex app password for the vacant unit cams {person_pw()}",
        f"nvr:\n  host: 192.168.0.50\n  user: admin\n  password: {rnd(ALNUM, 14)}",
    )

    r.add(
        "stripe_secret_key",
        f"nephew set up stripe for application fees. secret key {stripe_secret()}",
        f"stripe live secret (dont put on the website!!) {stripe_secret()}",
        f"restricted stripe key for the quickbooks sync {stripe_restricted()}",
        f"stripe webhook signing secret for the apply page {stripe_webhook_secret()}",
    )

    r.add(
        "maintenance_request_webhook",
        f"maintenance form posts to slack: {slack_webhook()}",
        f"discord webhook for hector's work order channel {discord_webhook()}",
        f"SLACK_WEBHOOK_URL={slack_webhook()}",
        f"google chat webhook (new repair requests) {google_chat_webhook()}",
        f"curl -X POST -H 'Content-Type: application/json' -d '{{\"content\":\"leak at #3\"}}' {discord_webhook()}",
    )

    r.add(
        "twilio_auth_token",
        f"twilio (rent reminder texts) SID AC{hexs(32)} auth token {twilio_token()}",
        f"TWILIO_AUTH_TOKEN={twilio_token()}",
        f"twilio auth tok: {twilio_token()}  - nephew says rotate if anybody sees it",
        f"TWILIO_ACCOUNT_SID=AC{hexs(32)}\nTWILIO_AUTH_TOKEN={twilio_token()}\nTWILIO_FROM=+17135550142",
        f"twilio api key SK{hexs(32)} secret {rnd(ALNUM, 32)}",
    )

    r.add(
        "crypto_seed_phrase",
        f"coinbase wallet recovery phrase (rent $ in btc, dont ask)\n{seed_phrase(12)}",
        f"ledger seed - 24 words\n{seed_phrase(24)}",
        f"wallet backup words: {seed_phrase(12)}",
        f"seed phrase\n{seed_phrase(12).replace(' ', chr(10))}",
    )

    r.add(
        "phone_port_pin",
        f"T-Mobile account PIN (needed to port/sim swap) {keypad(6)}",
        f"verizon number transfer pin {keypad(6)}",
        f"AT&T wireless passcode for the business line {keypad(pick(4, 6, 8))}",
        f"carrier acct pin for the rentals phone # -> {keypad(8)}",
    )

    r.add(
        "bitwarden_master_password",
        f"bitwarden master pw {passphrase()}",
        f"Password manager master password\n{passphrase()}",
        f"BW master: {passphrase()} (wife knows it too)",
        f"bitwarden emergency sheet - master password = {passphrase()}",
        f"master pass for bitwarden after the change: {person_pw()}",
    )

    r.add(
        "office_safe_combination",
        f"office safe combo {safe_combo()}",
        f"Sentry safe (deeds + spare keys) code {keypad(6)}",
        f"gun safe garage {safe_combo()}",
        f"key safe in the office closet combination: {safe_combo()}",
    )

    r.add(
        "smart_home_app_login",
        f"Ring acct for the doorbells at woodbine - gary@whitfieldbayou.example pw {person_pw()}",
        f"Schlage Home app login (all the door locks) {person_pw()}",
        f"nest thermostats (vacant units) google nest login gary@whitfieldbayou.example / {person_pw()}",
        f"Yale Access app password: {person_pw()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "hcad_account_number",
        f"HCAD acct # for Woodbine fourplex {hcad_account()}",
        f"Pecan duplex appraisal district account {hcad_account()} - protest deadline May 15",
        f"hcad.org lookup {hcad_account()} shows 2025 market value $412,300",
        f"property tax statement, account no.\n{hcad_account()}",
        f"HCAD {hcad_account()} (woodbine) and {hcad_account()} (pecan)",
    )

    r.add(
        "appfolio_work_order_number",
        f"work order {secrets.randbelow(9000) + 1000}-1 leaking disposal Woodbine #2",
        f"AppFolio WO #{secrets.randbelow(9000) + 1000}-{secrets.randbelow(3) + 1} assigned to Hector, AC not cooling",
        f"WO {secrets.randbelow(9000) + 1000}-1 closed, invoice uploaded",
        f"service request {secrets.randbelow(90000) + 10000} from tenant in Pecan B: garage door off track",
        f"work orders open:\n{secrets.randbelow(9000) + 1000}-1 toilet\n{secrets.randbelow(9000) + 1000}-1 smoke detector chirp",
    )

    r.add(
        "rent_payment_confirmation",
        f"Zillow rent payment from Pecan A, confirmation {rnd(UPPER + DIGITS, 10)}",
        f"tenant says she paid - appfolio receipt # {digits(9, lead=True)}",
        f"Harris County tax payment confirmation {digits(12, lead=True)} paid {date()}",
        f"Zelle from unit 3, transaction number {rnd(UPPER + DIGITS, 11)} - ${secrets.randbelow(400) + 1100}",
        f"CenterPoint autopay conf # {digits(10, lead=True)}",
    )

    r.add(
        "utility_esi_reference",
        f"ESI ID for Woodbine #4 (needed to set up electric) {esi_id()}",
        f"pecan B meter ESIID {esi_id()}, meter # {digits(9, lead=True)}",
        f"City of Houston water acct no. {digits(10, lead=True)} for the fourplex",
        f"CenterPoint gas account {digits(10, lead=True)}-{digits(1)}",
        f"Reliant acct # {digits(12, lead=True)} (vacant unit service)",
    )

    r.add(
        "masked_card_last_four",
        f"Home depot charge on visa ending {digits(4)}",
        f"LLC card **** **** **** {digits(4)} is the one on file with appfolio",
        f"autopay for insurance uses the debit xxxx-{digits(4)}",
        f"Chase biz card ...{digits(4)} expired, update Lowe's",
        f"card on file: Mastercard •••• {digits(4)}",
    )

    r.add(
        "routing_and_masked_account",
        f"Frost routing 114000093, operating acct ending {digits(4)}",
        f"for tenants paying by ACH: routing 111000614 (Chase TX), acct xxxxxx{digits(4)}",
        f"security deposit account is the one ending {digits(4)} at Amegy",
        f"direct deposit stub: ABA 111000614  acct ****{digits(4)}",
    )

    r.add(
        "lease_envelope_id",
        f"DocuSign Envelope ID: {uid().upper()} (Woodbine #1 renewal)",
        f"lease signed, envelope {uid().upper()}",
        f"Pecan A lease docusign {uid().upper()} - waiting on co-signer",
        f"renewal envelope id\n{uid().upper()}",
        f"Dotloop loop id {digits(9, lead=True)} for the realtor lease-up",
    )

    r.add(
        "package_tracking_number",
        f"smoke detectors from amazon, UPS {ups()}",
        f"USPS tracking {usps()} (certified letter to tenant, notice to vacate)",
        f"fedex {digits(12, lead=True)} - new lockbox shipping",
        f"water heater parts ups # {ups()}",
        f"certified mail receipt {groups(usps(), 4)}",
    )

    r.add(
        "supply_order_number",
        f"Home Depot order W{digits(9)} - 3 gal paint + blinds for unit 4",
        f"amazon order {amazon_order()} (door stops, filters)",
        f"Lowe's order #{digits(9, lead=True)} pickup at 610 store",
        f"ferguson quote Q{digits(7)} for the pecan A water heater",
        f"filters order {amazon_order()} arriving tues",
    )

    r.add(
        "quickbooks_invoice_reference",
        f"QuickBooks invoice {secrets.randbelow(900) + 1000} to tenant for damage, ${secrets.randbelow(500) + 80}",
        f"Hector's invoice INV-{secrets.randbelow(9000) + 1000} paid by check",
        f"QBO transaction id {digits(3)} for the plumber bill",
        f"bill # {rnd(UPPER + DIGITS, 8)} from AAA Plumbing entered in qb",
        f"reconciled thru {date()}, statement ending balance {money()}",
    )

    r.add(
        "hardware_serial_number",
        f"Schlage Encode serial {rnd(UPPER + DIGITS, 12)} (woodbine #1 front door)",
        f"master lock 5400D lockbox S/N {digits(8, lead=True)}",
        f"Yale Assure lock SN: {rnd(UPPER + DIGITS, 14)}",
        f"liftmaster opener model 8500W serial {digits(3)}-{digits(9)}",
        f"AT&T gateway serial number {digits(12, lead=True)} for the warranty swap",
    )

    r.add(
        "appliance_model_serial",
        f"Rheem water heater Pecan A  model XG40T06EC36U1  serial Q{digits(4)}{digits(5)}",
        f"Carrier condenser woodbine #2 serial {digits(4)}E{digits(5)}",
        f"fridge unit 3 - Frigidaire FFTR1835VW, SN {rnd(UPPER + DIGITS, 10)}",
        f"dishwasher serial # {rnd(UPPER + DIGITS, 12)} (warranty through {date()})",
        f"Goodman furnace model GMVC960803BN  s/n {digits(10, lead=True)}",
    )

    r.add(
        "network_mac_address",
        f"woodbine #2 router MAC {mac()}",
        f"tenant's xbox needs mac whitelisted {mac('-', upper=True)}",
        f"eero at pecan B: {mac(upper=True)}",
        f"reserved DHCP for the NVR {mac()} -> 192.168.1.108",
        f"spectrum modem CM MAC {mac(upper=True)}",
    )

    r.add(
        "wifi_network_name_only",
        "Woodbine #3 wifi network name is WB3_Home (password is on the card inside the kitchen cabinet)",
        "SSIDs: PecanA_Net, PecanB-Guest, Woodbine1-5G, Woodbine2, WB3_Home, Woodbine-4-Vacant",
        "tell new tenant to look for network 'PecanB-Guest', it's the one with the strongest signal",
        "Renamed the unit 4 network to Woodbine-4-Vacant so I can tell it apart from the neighbors",
        "the 2.4ghz band is Woodbine1 and 5ghz is Woodbine1-5G, same network otherwise",
    )

    r.add(
        "expired_one_time_code",
        f"Chase texted {digits(6)} for the wire approval - used it already, expired anyway",
        f"zillow verification code {digits(6)} came 20 min late, expired. got a new one",
        f"Gave Hector one-time lockbox code {digits(7)} for yesterday only (Master Lock Bluetooth, it's dead now)",
        f"appfolio sent {digits(6)} but I already logged in, ignore",
        f"temporary gate code {code4()} was for the movers on {date()} - HOA deactivated it that night",
    )

    r.add(
        "where_the_code_is_kept",
        "gate code is in Bitwarden under 'Woodbine - gate'",
        "all lockbox codes live in the green notebook in the office safe, NOT on my phone",
        "wifi passwords for every unit are in the 'Units' shared folder in bitwarden, Linda has access",
        "alarm code for #4 is in the ADT app under Settings > Users, ask me if you need it",
        "Hector: the garage code is whatever I texted you last week, don't write it on the door again",
    )

    r.add(
        "website_secret_reference",
        "deploy workflow: STRIPE_SECRET_KEY: ${{ secrets.STRIPE_SECRET_KEY }}",
        "nephew says the key is read from process.env.TWILIO_AUTH_TOKEN, set in the Netlify dashboard",
        ".env.example for the site:\nSTRIPE_SECRET_KEY=\nTWILIO_AUTH_TOKEN=\nSLACK_WEBHOOK_URL=",
        "webhook url is in the repo settings as ${{ secrets.SLACK_MAINT_WEBHOOK }} so it's not in the code",
    )

    r.add(
        "stripe_publishable_key",
        f"stripe publishable key for the apply page (ok to be in the html) {stripe_publishable()}",
        f"<script>const stripe = Stripe('{stripe_publishable()}');</script>",
        f"pk for test mode {stripe_publishable('test')}",
        f"NEXT_PUBLIC_STRIPE_KEY={stripe_publishable()}",
        f"nephew: 'the pk_ one is public, only the sk_ one is secret' -> {stripe_publishable()}",
    )

    r.add(
        "recaptcha_site_key",
        f"reCAPTCHA site key on the contact form {recaptcha_site_key()}",
        f"<div class=\"g-recaptcha\" data-sitekey=\"{recaptcha_site_key()}\"></div>",
        f"captcha site key (public) {recaptcha_site_key()}",
        f"RECAPTCHA_SITE_KEY={recaptcha_site_key()}  # the secret one is in netlify env",
    )

    r.add(
        "contact_phone_number",
        f"Hector cell {phone()}",
        f"AAA Plumbing after hours {phone()}",
        f"tenant Pecan B (Ms. Alvarez) {phone()}, prefers text",
        f"CenterPoint gas leak line {phone()}  // locksmith {phone()}",
        f"ADT monitoring {phone()} acct # {digits(8, lead=True)}",
    )

    r.add(
        "city_permit_number",
        f"City of Houston permit {digits(8, lead=True)} - water heater replacement Pecan A",
        f"electrical permit # {pick('24', '25')}{digits(6)} passed final inspection",
        f"project no. {digits(8, lead=True)} for the fence, inspector Tues",
        f"CoH permit {digits(8, lead=True)}-{digits(2)} (roof) posted in window",
    )

    r.add(
        "insurance_policy_number",
        f"State Farm landlord policy {digits(2)}-{rnd(UPPER, 2)}-{digits(4)}-{digits(1)} (Woodbine)",
        f"flood policy (NFIP) # {digits(10, lead=True)} renews {date()}",
        f"umbrella policy {rnd(UPPER, 3)}{digits(7)}",
        f"claim number {digits(2)}-{digits(5)}-{rnd(UPPER, 2)} from the hail storm",
        f"home warranty contract # {digits(9, lead=True)}, service fee $85",
    )

    r.add(
        "truck_vin",
        f"F-150 VIN {vin()}",
        f"work truck VIN for the insurance card {vin()}",
        f"trailer + truck: truck vin {vin()}, plate TX {rnd(UPPER, 3)}-{digits(4)}",
        f"registration renewal - VIN\n{vin()}",
    )

    r.add(
        "rent_ledger_entry",
        f"{date()} Pecan A rent {money()} pd\n{date()} Pecan B rent {money()} pd\n{date()} late fee $75",
        f"Woodbine #2 balance owed {money()} as of {date()}",
        f"security deposit #3 {money()}, returned {money()} minus carpet",
        f"rent roll: #1 {money()} | #2 {money()} | #3 {money()} | #4 vacant",
        f"raised Pecan A from {money()} to {money()} eff. {date()}",
    )

    r.add(
        "llc_tax_identifiers",
        f"Whitfield Bayou Properties LLC EIN {digits(2, lead=True)}-{digits(7)} (goes on the W-9s)",
        f"Texas SOS file number {digits(10, lead=True)}",
        f"TX comptroller taxpayer no. {digits(11, lead=True)} - franchise tax no-tax-due",
        f"W-9 for Hector: his EIN {digits(2, lead=True)}-{digits(7)}, 1099 due Jan 31",
    )

    r.add(
        "website_commit_id",
        f"nephew pushed the apply-page fix, commit {hexs(40)}",
        f"netlify deploy {hexs(24)} published from main@{hexs(7)}",
        f"rolled back to {hexs(7)} after the form broke",
        f"git log -1 --oneline\n{hexs(7)} fix rent calculator rounding",
    )

    r.add(
        "camera_device_uid",
        f"Reolink UID for the woodbine cam {rnd(UPPER + DIGITS, 16)} (pw is in bitwarden)",
        f"Lorex device ID {rnd(UPPER + DIGITS, 10)}-{rnd(UPPER + DIGITS, 6)}",
        f"camera UID scan from the sticker: 9527{rnd(UPPER + DIGITS, 12)}",
        f"NVR device serial {rnd(UPPER + DIGITS, 15)} for support ticket",
    )

    r.add(
        "zillow_listing_id",
        f"https://www.zillow.com/homedetails/Woodbine-Unit-4/{digits(9, lead=True)}_zpid/",
        f"zillow listing ID {digits(9, lead=True)} (pecan B) got 14 inquiries",
        f"HAR.com listing # {digits(8, lead=True)} for woodbine #4",
        f"zpid {digits(8, lead=True)} relisted {date()}",
        f"apartments.com listing {rnd(LOWER + DIGITS, 7)} paused till turnover is done",
    )

    r.add(
        "booking_confirmation_code",
        f"Airbnb reservation HM{rnd(UPPER + DIGITS, 8)} - furnished unit 4, 3 nights",
        f"VRBO booking #HA-{rnd(UPPER + DIGITS, 6)}",
        f"southwest conf {rnd(UPPER + DIGITS, 6)} for the landlord conference in Dallas",
        f"Airbnb guest for {date()}: confirmation HM{rnd(UPPER + DIGITS, 8)}, checkout 11am",
        f"hotel for the inspector's visit, conf # {digits(8, lead=True)}",
    )

    r.add(
        "firmware_and_app_version",
        f"Schlage Encode firmware {secrets.randbelow(3) + 1}.{secrets.randbelow(20)}.{secrets.randbelow(40)} - update pushed",
        f"QuickBooks Desktop 2024 R{secrets.randbelow(15) + 1} (build 34.0.{digits(4, lead=True)}.{secrets.randbelow(100)})",
        f"eero OS v{secrets.randbelow(3) + 6}.{secrets.randbelow(10)}.{secrets.randbelow(5)}-{secrets.randbelow(50) + 1} on all units",
        f"BGW320 software 6.{secrets.randbelow(30)}.{secrets.randbelow(10)}",
        f"AppFolio app version {secrets.randbelow(5) + 3}.{secrets.randbelow(60)}.{secrets.randbelow(10)} (iOS)",
    )

    r.add(
        "check_number",
        f"check #{secrets.randbelow(9000) + 1000} to Hector {money()}",
        f"tenant money order serial {digits(11, lead=True)} for {money()}",
        f"deposited checks {secrets.randbelow(900) + 100}, {secrets.randbelow(900) + 100} - mobile deposit ref {digits(10, lead=True)}",
        f"bounced check # {secrets.randbelow(9000) + 1000} from Woodbine #2, NSF fee $35",
    )

    r.add(
        "portal_link_with_uuid",
        f"https://whitfieldbayou.appfolio.com/connect/units/{uid()}/ledger",
        f"rental application link for pecan B: https://apply.whitfieldbayou.example/a/{uid()}",
        f"inspection report https://reports.acme.example/inspections/{uid()}.pdf",
        f"Google Drive folder for turnover pics https://drive.google.com/drive/folders/1{rnd(URLSAFE, 32)}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout379.py", [
        ("heldout379_credentials.yaml", credentials(), "Held-out batch 379: credentials a Houston landlord keeps (lockbox, door, alarm and gate codes, unit Wi-Fi and routers, AppFolio, Zillow, tax and utility logins, LLC bank, cards, QuickBooks, the handyman's Google account, Stripe, Twilio, webhooks and more)"),
        ("heldout379_lookalikes.yaml", lookalikes(), "Held-out batch 379: a Houston landlord's account numbers, work orders, confirmations, serials, masked cards, publishable keys, code references and expired codes that hold no secret"),
    ])


if __name__ == "__main__":
    main()
