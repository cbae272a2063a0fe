# ruff: noqa: E501
"""Writes heldout368_credentials.yaml and heldout368_lookalikes.yaml: held-out batch 368.

Persona: a retired schoolteacher in Phoenix, Arizona, not technical, who writes plain
American English with typos and Capitalised Words. She keeps her bank and credit union
logins and debit card PIN, the Medicare.gov, my Social Security and Login.gov sign-ins with
their backup codes, the grandkids' iPad passcode, Netflix login and profile PIN, Facebook and
Amazon passwords, Amazon gift card claim codes, her Apple ID and its recovery key, the garage
keypad and HOA pool gate codes, the pharmacy app password, the church office and home Wi-Fi
keys, the alarm code and its verbal password, the safe combination, the IRS IP PIN and her
late husband's accounts; and many look-alikes: masked card numbers, routing numbers, order,
tracking, Rx, confirmation and policy numbers, serials, VINs, phone numbers, used text
codes, bill amounts, meeting ids and notes that say where a password is kept.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    UPPER,
    Rows,
    app_password,
    apple_recovery_key,
    card_expiry,
    digits,
    groups,
    hexs,
    luhn,
    mac,
    pick,
    pin,
    pw,
    recaptcha_site_key,
    rnd,
    seed_phrase,
    stripe_publishable_key,
    totp_seed,
    uid,
    write_corpora,
)

WORDS = [
    "Saguaro", "Roadrunner", "Bluebonnet", "Cactus", "Sunflower", "Buttercup", "Peaches",
    "Daisy", "Cardinal", "Hummingbird", "Mesquite", "Sedona", "Tucson", "Ocotillo", "Javelina",
    "Paloverde", "Marigold", "Biscuit", "Pepper", "Goldie", "Snowbird", "Monsoon", "Camelback",
    "Bougainvillea", "Lemonade", "Quilting", "Bingo", "Tumbleweed", "Sparky", "Prickly",
]
ADJ = ["sunny", "dusty", "happy", "quiet", "golden", "purple", "gentle", "brave", "shiny", "lucky"]
NOUN = ["canyon", "teapot", "lizard", "garden", "mesa", "pelican", "coyote", "piano", "rocket", "lantern"]
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def my_pw() -> str:
    """A password she made up herself, or one the grandkids generated for her."""
    return pick(
        f"{pick(*WORDS)}{digits(4)}{pick('!', '#', '$', '*', '!!')}",
        f"{pick(*WORDS)}{pick(*WORDS).lower()}{digits(2)}{pick('!', '?', '')}",
        f"{pick(*WORDS)}&{pick(*WORDS)}{digits(3)}",
        f"{pick(*NOUN).capitalize()}{digits(2)}{pick(*WORDS)}{pick('!', '$')}",
        pw(),
    )


def router_key() -> str:
    """A Wi-Fi key as printed on an ISP router's sticker, or one a person set."""
    return pick(
        f"{pick(*ADJ)}{pick(*NOUN)}{digits(3)}",
        rnd(UPPER + DIGITS, 12),
        hexs(pick(10, 16)),
        f"{pick(*WORDS)}{pick(*WORDS)}{digits(4)}",
    )


def church_wifi() -> str:
    return pick(
        f"{pick('Grace', 'Blessed', 'Shepherd', 'Hallelujah', 'Mustard', 'Fellowship')}{pick('Seed', 'Hands', 'Flock', 'Cup', 'Light')}{digits(4)}{pick('!', '', '#')}",
        rnd(ALNUM, 14),
        f"{pick(*ADJ)}-{pick(*NOUN)}-{digits(3)}",
    )


def gift_code() -> str:
    """An Amazon gift card claim code: 4-6-4 (or 4-6-5) of capitals and digits."""
    return f"{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, pick(4, 5))}"


def logingov_personal_key() -> str:
    """A Login.gov personal key: 16 Crockford base32 characters in four groups."""
    return "-".join(rnd(CROCKFORD, 4) for _ in range(4))


def logingov_backup_codes(n: int = 10) -> list[str]:
    return ["-".join(rnd(CROCKFORD, 4) for _ in range(3)) for _ in range(n)]


def fb_codes(n: int = 10) -> list[str]:
    return [f"{digits(4)} {digits(4)}" for _ in range(n)]


def visa() -> str:
    return groups(luhn(pick("4", "4147", "4266")), 4)


def mastercard() -> str:
    return groups(luhn(pick("51", "53", "55")), 4)


def cvv() -> str:
    return digits(3)


def safe_combo() -> str:
    a, b, c = (secrets.randbelow(99) + 1 for _ in range(3))
    return pick(f"R {a} - L {b} - R {c}", f"{a}-{b}-{c}", f"right {a}, left {b}, right {c}")


def verbal_pw() -> str:
    return pick(
        f"{pick(*WORDS)} {pick(*NOUN)}",
        f"{pick(*NOUN)}{digits(2)}",
        f"{pick(*ADJ)} {pick(*WORDS).lower()}",
    )


def totp_shown() -> str:
    """A TOTP seed as the 'can't scan it?' page shows it: lower case, groups of four."""
    return groups(totp_seed(32).lower(), 4)


def username() -> str:
    return pick(
        f"{pick('bev', 'beverly', 'bjohnson', 'grammybev', 'mrs.johnson')}{digits(pick(2, 4))}",
        f"bjohnson{digits(2)}@mail.example",
        "bevjohnson.az@mail.example",
    )


def aba() -> str:
    """An Arizona bank's ABA routing number with a valid check digit: public."""
    body = "122" + digits(5)
    weights = (3, 7, 1, 3, 7, 1, 3, 7)
    total = sum(int(c) * w for c, w in zip(body, weights, strict=True))
    return body + str((10 - total % 10) % 10)


def amazon_order() -> str:
    return f"{pick('111', '112', '113', '114')}-{digits(7)}-{digits(7)}"


def usps() -> str:
    return "9400 " + groups(digits(18), 4)


def ups() -> str:
    return "1Z" + rnd(UPPER + DIGITS, 16)


def phone() -> str:
    return f"({pick('602', '480', '623')}) 555-01{digits(2)}"


def apple_serial() -> str:
    return rnd("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", pick(10, 12))


def vin() -> str:
    """A 17-character VIN with a valid check digit in position 9."""
    values = {**{str(d): d for d in range(10)},
              **dict(zip("ABCDEFGH", range(1, 9), strict=True)),
              **dict(zip("JKLMN", range(1, 6), strict=True)), "P": 7, "R": 9,
              **dict(zip("STUVWXYZ", range(2, 10), strict=True))}
    weights = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)
    body = pick("1HG", "1FT", "2T1", "JTD", "5YJ", "1G1") + rnd(VIN_CHARS, 5) + "0" + rnd(VIN_CHARS, 8)
    check = sum(values[c] * w for c, w in zip(body, weights, strict=True)) % 11
    return body[:8] + ("X" if check == 10 else str(check)) + body[9:]


def npi() -> str:
    """A provider NPI (public) with its Luhn check over the 80840 prefix."""
    return luhn("808401", 15)[5:]


def medicare_claim() -> str:
    return f"{digits(2)}-{digits(5)}-{digits(3)}-{digits(3)}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "online_banking_password",
        f"Wells Fargo online banking\nusername {username()}\npassword {my_pw()}",
        f"Chase bank log in - {username()} / {my_pw()}   (they made me change it AGAIN in March)",
        f"BANK password new one is {my_pw()} Linda helped me pick it",
        f"Bank of America website pw: {my_pw()}\n(old one was locked out after 3 tries, had to call)",
        f"Online Banking\n  User ID ..... {username()}\n  Password .... {my_pw()}\n  Security Q. = first school (Longview Elementary)",
    )

    r.add(
        "atm_debit_pin",
        f"Debit card PIN {pin(4)} (the new card that came in the mail, Visa)",
        f"pin for the Wells card is {pin(4)} - shred this page later!!",
        f"ATM PIN changed at the branch on Camelback: {pin(4)}",
        f"Credit Union debit card\n{pin(4)}",
        f"my card pin #s\nChase debit {pin(4)}\nDesert Financial debit {pin(4)}",
    )

    r.add(
        "credit_union_login",
        f"Desert Financial Credit Union online: member login {username()} pass {my_pw()}",
        f"AZ Federal CU app password is {my_pw()} and the 4 digit app passcode {pin(4)}",
        f"credit union website (Harold set this up, I changed it)\n{username()}\n{my_pw()}",
        f"OneAZ Credit Union - Password: {my_pw()}",
    )

    r.add(
        "medicare_gov_login",
        f"Medicare.gov account\nUsername: {username()}\nPassword: {my_pw()}",
        f"medicare website pasword {my_pw()} (user name is my email)",
        f"MEDICARE log in {username()} {my_pw()} -- used it to print the new card",
        f"Medicare acct. pw changed 2/2025 to {my_pw()}",
        f"For Linda in case I'm in the hospital: Medicare.gov login is {username()} and password {my_pw()}",
    )

    r.add(
        "my_social_security_login",
        f"my Social Security account (ssa) - username {username()}  password {my_pw()}",
        f"Social Security website PW {my_pw()}",
        f"SSA online\n user: {username()}\n pass: {my_pw()}\n(for the 1099 form every January)",
        f"soc sec log-in: {pick(*WORDS)}&{pick(*WORDS)}{digits(3)}  <-- the one with the & in it",
    )

    r.add(
        "login_gov_backup_codes",
        "Login.gov BACKUP CODES (each one works only once!!)\n" + "\n".join(logingov_backup_codes()),
        "login.gov backup codes, used none yet: " + ", ".join(logingov_backup_codes()),
        "Backup codes for login.gov (Social Security uses this now)\n" + "\n".join(f"{i}. {c}" for i, c in enumerate(logingov_backup_codes(), 1)),
        "Tyler printed these for me - login.gov codes\n" + "   ".join(logingov_backup_codes(10)) + "\ncross them off when used",
    )

    r.add(
        "login_gov_personal_key",
        f"Login.gov personal key {logingov_personal_key()} (keep this, need it if I forget password)",
        f"PERSONAL KEY for login.gov:\n{logingov_personal_key()}",
        f"login dot gov said write down your personal key so here it is {logingov_personal_key()}",
        f"new login.gov personal key after the reset - {logingov_personal_key()} - old one doesnt work anymore",
    )

    r.add(
        "ipad_screen_passcode",
        f"Grandkids iPad passcode {pin(6)}",
        f"iPad (the pink case one) unlock code is {pin(4)}, Screen Time code is {pin(4)} - don't tell Madison the screen time one",
        f"Emma's iPad passcode when she stays over: {pin(6)}",
        f"ipad pass code\n{pin(6)}",
        f"Screen Time passcode on the kids iPad = {pin(4)} (Tyler knows it, Madison does NOT)",
    )

    r.add(
        "netflix_login",
        f"Netflix\nemail {username()}\npassword {my_pw()}",
        f"netflix password is {my_pw()} - give to Linda for the TV at the lake house",
        f"NETFLIX pw {my_pw()}  (changed after Tyler's friend was using it)",
        f"Netflix login for the new Roku: {username()} / {my_pw()}",
        f"netflix: {my_pw()}",
        f"TV passwords\nNetflix .... {my_pw()}\nHulu ...... {my_pw()}",
    )

    r.add(
        "netflix_profile_lock_pin",
        f"Netflix profile lock PIN for MY profile {pin(4)} so the kids stay on the Kids profile",
        f"Netflix pin {pin(4)}",
        f"profile pin on netflix (Grandma profile) is {pin(4)}",
        f"Netflix - put a 4 digit lock on Harold's old profile: {pin(4)}",
    )

    r.add(
        "facebook_login",
        f"Facebook password {my_pw()}",
        f"facebook log in - {username()} pasword {my_pw()}  (after the HACK in June, changed it)",
        f"FB\n{my_pw()}",
        f"Facebook: email is {username()}, password is {my_pw()} - church ladies group is under Groups",
        f"new facebook pw {my_pw()}, old one was stolen by that Ray-Ban ad thing",
    )

    r.add(
        "facebook_recovery_codes",
        "Facebook recovery codes (if I lose my phone)\n" + "\n".join(fb_codes()),
        "FB 2-factor recovery codes: " + ", ".join(fb_codes(10)),
        "facebook codes Tyler set up for me, each only once\n" + "  ".join(fb_codes(10)),
        "Recovery Codes - FACEBOOK\n" + "\n".join(f"[ ] {c}" for c in fb_codes()),
    )

    r.add(
        "amazon_login",
        f"Amazon password: {my_pw()}",
        f"amazon.com log in {username()} {my_pw()} (Prime renews in Oct)",
        f"AMAZON -\n  email {username()}\n  pw {my_pw()}",
        f"Amazon pw changed today to {my_pw()} because they sent the email about someone in Ohio",
        f"amazon passwrd {my_pw()} same one for the Kindle",
    )

    r.add(
        "amazon_gift_card_claim_code",
        f"Amazon gift card from Linda for my birthday, $50, claim code {gift_code()} - havent put it on yet",
        f"gift card code (Amazon) {gift_code()}",
        f"Christmas gift cards to mail\nTyler: {gift_code()}\nMadison: {gift_code()}\nEmma: {gift_code()}",
        f"Amazon card from church raffle - scratched the back - {gift_code()}",
        f"amazon $25 card code\n{gift_code()}\n(for the new pool noodles)",
    )

    r.add(
        "apple_id_password",
        f"Apple ID (iPhone + iPad) password {my_pw()}",
        f"apple id {username()} password is {my_pw()}",
        f"APPLE ID PW: {my_pw()} - the phone keeps asking for it after every update",
        f"Apple account\n{username()}\n{my_pw()}\nused for the App Store & iCloud photos",
        f"iCloud password {my_pw()} (same as Apple ID, Tyler says)",
    )

    r.add(
        "apple_account_recovery_key",
        f"Apple recovery key - VERY IMPORTANT - {apple_recovery_key()}",
        f"Recovery Key for my Apple ID:\n{apple_recovery_key()}\nTyler turned this on, says if I lose it AND the phone I'm locked out",
        f"apple recovery key {apple_recovery_key()}",
        f"Apple ID Recovery Key (printed copy in the safe too)\n{apple_recovery_key()}",
    )

    r.add(
        "garage_keypad_code",
        f"Garage door keypad code {pin(4)}",
        f"garage code is {pin(4)} then press ENTER - for the yard man on Tuesdays",
        f"New garage keypad code {pin(4)} (changed it after the painters left)",
        f"GARAGE: {pin(4)}\nfront door key is with Mrs Alvarez next door",
        f"For Linda: the garage keypad is {pin(4)}, hit the bottom button after",
    )

    r.add(
        "pool_gate_code",
        f"HOA pool gate code {pin(4)}#",
        f"Pool gate code this summer is {pin(5)} (HOA changes it every June)",
        f"Sun Valley Estates pool + clubhouse gate: *{pin(4)}",
        f"pool gate {pin(4)} - grandkids coming Sat, bring towels",
        f"HOA letter says new gate code for pool area is {pin(4)}, do not share with non residents",
    )

    r.add(
        "pharmacy_app_password",
        f"Walgreens app password {my_pw()} (for the refill reminders)",
        f"CVS pharmacy website - {username()} - {my_pw()}",
        f"Frys pharmacy app log in\n{username()}\n{my_pw()}",
        f"pharmacy app pw: {my_pw()}   rx for the blood pressure pills is on auto refill",
        f"walgreens: {my_pw()}",
    )

    r.add(
        "church_office_wifi_key",
        f"Church office WiFi\nnetwork: GraceUMC-Office\npassword: {church_wifi()}",
        f"wifi at church office {church_wifi()} (for the Tuesday bulletin folding)",
        f"St Mark's office Wi-Fi key is {church_wifi()} - Pastor Dan said not to give it to the youth group",
        f"Church wifi password - {church_wifi()}",
        f"Office wifi (church) changed!! new one {church_wifi()}",
    )

    r.add(
        "home_wifi_key",
        f"HOME WIFI\nName: JohnsonHome\nPassword: {router_key()}",
        f"wifi password for when the kids visit {router_key()}",
        f"Cox internet wifi key (off the sticker on the box) {router_key()}",
        f"my wi-fi: {router_key()}",
        f"Internet - network JOHNSON-5G password {router_key()} (the technician changed it)",
    )

    r.add(
        "email_password",
        f"Email (Yahoo) password {my_pw()}",
        f"gmail {username()} password {my_pw()}",
        f"EMAIL pw is {my_pw()} ... the AOL one I closed",
        f"My email:\n{username()}\n{my_pw()}",
        f"e mail password changed 4/10 -> {my_pw()}",
    )

    r.add(
        "gmail_app_password",
        f"Tyler made an app password for the iPad Mail app: {app_password()}",
        f"Google App password (for the Mail on the iPad, not my real password) {app_password()}",
        f"app pasword for email on the old laptop\n{app_password()}",
        f"Gmail special password for Outlook - {app_password()} (spaces dont matter Tyler says)",
    )

    r.add(
        "late_husband_account_password",
        f"Harold's Fidelity 401k login {username()} password {my_pw()}",
        f"Hal's email password (still getting his VA letters there) {my_pw()}",
        f"HAROLD accounts\nVanguard: {my_pw()}\nVA.gov: {my_pw()}",
        f"Harolds Facebook, to make it a memorial page: password {my_pw()}",
        f"Hal's AT&T phone account pw {my_pw()} - need it to cancel his line",
    )

    r.add(
        "home_safe_combination",
        f"Safe combo {safe_combo()}",
        f"Combination to the safe in the bedroom closet: {safe_combo()} (papers, Harold's watch, passports)",
        f"for Linda - SAFE {safe_combo()}",
        f"gun safe in garage (Harolds) combo is {safe_combo()}",
        f"Sentry safe digital code {pin(6)} then the key turns",
    )

    r.add(
        "alarm_disarm_code",
        f"ADT alarm code {pin(4)}",
        f"House alarm - disarm {pin(4)} then OFF. you have 30 seconds!!",
        f"alarm code for the cleaning lady (her own code) {pin(4)}, mine is {pin(4)}",
        f"Brinks alarm keypad code: {pin(4)}",
        f"ALARM\n{pin(4)}\npress Disarm first",
    )

    r.add(
        "alarm_verbal_password",
        f"ADT verbal password (when they call) is {verbal_pw()}",
        f"alarm company secret word: {verbal_pw()}",
        f"If the alarm company calls they ask for the passcode word - {verbal_pw()}",
        f"Brinks verbal pass: {verbal_pw()}  (Harold picked it, I kept it)",
    )

    r.add(
        "full_card_with_cvv",
        f"Visa {visa()} exp {card_expiry()} CVV {cvv()}",
        f"Costco Citi card for online orders\n{visa()}\n{card_expiry()}  code on back {cvv()}",
        f"credit card # {mastercard()} expires {card_expiry()} security code {cvv()}",
        f"new Discover card came, {groups(luhn('6011'), 4)} exp {card_expiry()} cvv {cvv()} -- activate it!",
        f"Capital One Mastercard {mastercard()}, {card_expiry()}, 3 digit {cvv()}",
    )

    r.add(
        "wallet_seed_phrase",
        f"Tyler set up the Bitcoin wallet for me, the 12 words are\n{seed_phrase(12)}\nhe says never type them into anything",
        f"Coinbase wallet recovery words: {seed_phrase(12)}",
        "SECRET WORDS for the crypto (in order!)\n" + "\n".join(f"{i}. {w}" for i, w in enumerate(seed_phrase(12).split(), 1)),
        f"the bitcoin backup phrase {seed_phrase(24)}",
    )

    r.add(
        "irs_identity_protection_pin",
        f"IRS Identity Protection PIN for 2025 taxes: {digits(6)} (give to the tax lady at H&R Block)",
        f"IP PIN from the IRS letter {digits(6)}",
        f"irs pin this year is {digits(6)} - new one comes every January",
        f"TAXES - IP PIN {digits(6)}",
        f"| what | number |\n|---|---|\n| IRS IP PIN (tax yr 2024) | {digits(6)} |\n| AZ state refund | $212 |",
    )

    r.add(
        "voicemail_pin",
        f"Voicemail password {pin(4)}",
        f"cell phone voicemail pin {pin(6)} (Verizon)",
        f"To check messages from another phone call my number, press *, then pin {pin(4)}",
        f"home phone voice mail code {pin(4)}",
    )

    r.add(
        "authenticator_setup_key",
        f"Tyler said write down the authenticator setup key in case I lose my phone:\n{totp_shown()}",
        f"Google Authenticator key for the bank - {totp_shown()}",
        f"2 step verification secret key (from the 'cant scan' link) {totp_seed(32)}",
        f"authenticator setup code for Amazon\n{totp_shown()}",
        f"Tyler copied the QR code text for me: otpauth://totp/DesertFinancial:bev?secret={totp_seed(32)}&issuer=DesertFinancial",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "card_last_four",
        f"Amazon is charging the Visa ending in {digits(4)}",
        f"Netflix bill goes on Mastercard ****{digits(4)}",
        f"Which card for Costco? the one that ends {digits(4)} (Citi)",
        f"statement says card xxxx-xxxx-xxxx-{digits(4)} was charged $54.12 by Walgreens",
        f"cards\n  Chase Visa .... {digits(4)}\n  Discover ...... {digits(4)}\n  Debit ......... {digits(4)}\n(last 4 only)",
    )

    r.add(
        "aba_routing_number",
        f"Routing number for my credit union (for the Social Security direct deposit form) {aba()}",
        f"bank routing # {aba()}",
        f"Wells Fargo ABA routing {aba()} - its printed on the bottom of the checks anyway",
        f"Routing: {aba()}   (Linda asked for it for the wire)",
        f"routing number\n{aba()}",
    )

    r.add(
        "amazon_order_no",
        f"Amazon order # {amazon_order()} - the walker, returning it",
        f"order {amazon_order()} never came, call them",
        f"Amazon Order Number: {amazon_order()}\nBirthday present for Emma",
        f"returns: {amazon_order()} (box at UPS store), {amazon_order()} (kept)",
        f"amazon ord no {amazon_order()} refund $23.99",
    )

    r.add(
        "shipment_tracking",
        f"USPS tracking for the pecans from Linda {usps()}",
        f"UPS tracking {ups()}",
        f"FedEx tracking # {digits(12, lead=True)} - medicine from the mail order pharmacy",
        f"package tracking no.\n{ups()}\nsays delivered but NOT here",
        f"Tracking: {usps()} (grandkids Easter box)",
    )

    r.add(
        "prescription_rx_no",
        f"Walgreens Rx # {digits(7)}-{digits(5)} blood pressure (Lisinopril 10mg) refill by 5th",
        f"CVS rx no {digits(7)} for the eye drops",
        f"Prescriptions\nRx{digits(7)} - metformin\nRx{digits(7)} - atorvastatin",
        f"refill number for Harold's old prescription {digits(7)} (dont need anymore)",
        f"Fry's pharmacy Rx #{digits(7)}, 3 refills left",
    )

    r.add(
        "contact_phone_numbers",
        f"Pharmacy phone {phone()}",
        f"Dr. Patel office {phone()}, fax {phone()}",
        f"HOA management company - {phone()} ask for Debbie",
        f"Phone #s\nLinda cell {phone()}\nChurch office {phone()}\nPlumber (Mike) {phone()}",
        f"Medicare helpline 1-800-633-4227, my case worker {phone()}",
    )

    r.add(
        "subscription_bill_amount",
        "Netflix $15.49 on the 12th every month",
        f"Bills - APS electric ${secrets.randbelow(200) + 90}.{digits(2)} due 3/18, water ${secrets.randbelow(60) + 40}.{digits(2)}",
        f"Amazon Prime renews 10/{secrets.randbelow(28) + 1:02d} for $139",
        f"HOA dues $ {secrets.randbelow(100) + 180}.00 quarterly, next due 7/1/2025",
        "Medicare Part B premium $185.00 comes out of Social Security",
    )

    r.add(
        "gadget_serial_number",
        f"iPad serial number {apple_serial()} (for the AppleCare claim, cracked screen)",
        f"Hearing aid serial L {digits(8)}  R {digits(8)}",
        f"Kindle serial {rnd(UPPER + DIGITS, 16)}",
        f"iPhone 13 - Serial No. {apple_serial()}, IMEI {digits(15)}",
        f"warranty for the fridge: model WRF555SDFZ serial {rnd(UPPER + DIGITS, 10)}",
    )

    r.add(
        "ios_update_version",
        f"iPad updated to iPadOS 17.{secrets.randbelow(7)}.1 (build 21F{digits(2)})",
        f"phone says iOS 18.{secrets.randbelow(6)} - Tyler says thats the newest",
        f"Kindle software version 5.16.{secrets.randbelow(20)}.{digits(1)}",
        f"Roku OS 13.{secrets.randbelow(5)}.{secrets.randbelow(9)} build {digits(4)}-{rnd(UPPER, 2)}",
        f"hearing aid app version {secrets.randbelow(3) + 2}.{secrets.randbelow(20)}.{secrets.randbelow(10)} ({digits(4)})",
    )

    r.add(
        "network_name_no_key",
        "Church wifi network name is GraceUMC-Guest - password is on the bulletin board in the office",
        "My wifi shows up as JOHNSON-5G and JOHNSON-2.4, use the 5G one for the TV",
        f"wifi name at Linda's: NETGEAR{digits(2)} - she'll type the password in",
        "Library Wi-Fi 'PHX-Public' has no password, just click Accept",
        "HOA clubhouse wifi: SunValley_Clubhouse (ask the front desk for the code)",
    )

    r.add(
        "where_password_is_kept",
        "Netflix password is in the blue address book under N",
        "All my passwords are in the green notebook in the desk drawer, top left",
        "Bank password - Linda has it in a sealed envelope with the will",
        "Amazon password: same as the Kindle one (in the book, page 3)",
        "Garage code - ask Mrs Alvarez next door, she has it written down",
    )

    r.add(
        "spent_text_code",
        f"The bank texted code {digits(6)} - already used it, logged in fine",
        f"Medicare verification code was {digits(6)} but it EXPIRED before I typed it, they sent another",
        f"code {digits(6)} from Amazon (used, dont need)",
        f"Facebook sent {digits(6)} at 2:14pm, it only lasts 10 minutes so its dead now",
        f"login.gov one-time code {digits(6)} expired - had to start over",
    )

    r.add(
        "bill_pay_confirmation",
        f"Paid APS online, confirmation # {digits(10, lead=True)}",
        f"SRP payment confirmation {rnd(UPPER + DIGITS, 10)} for ${secrets.randbelow(150) + 60}.{digits(2)}",
        f"Property tax paid 10/30, confirmation no. {digits(12, lead=True)}",
        f"Cox bill paid - Conf#{rnd(UPPER + DIGITS, 8)}",
        f"HOA dues paid by phone, reference number {digits(9, lead=True)}",
    )

    r.add(
        "hoa_lot_and_account",
        f"Sun Valley Estates HOA account # {digits(6, lead=True)}, Lot {secrets.randbelow(300) + 1}",
        f"HOA acct no {rnd(UPPER, 3)}{digits(5)} (on the coupon book)",
        f"for the pool key fob form: Lot #{secrets.randbelow(300) + 1}, Account {digits(7, lead=True)}",
        f"HOA violation letter ref {digits(5)}-{digits(3)} about the oleander",
    )

    r.add(
        "flight_confirmation_code",
        f"Southwest to Denver for Thanksgiving, confirmation {rnd(UPPER + DIGITS, 6)}",
        f"American Airlines record locator {rnd(UPPER, 6)} - seat 14C",
        f"Flight to see Linda\nConf. # {rnd(UPPER + DIGITS, 6)}\nDep PHX 7:45am",
        f"cruise booking # {digits(8, lead=True)} (Alaska, June)",
        f"Hotel confirmation {digits(9, lead=True)} Embassy Suites Tucson",
    )

    r.add(
        "insurance_policy_no",
        f"State Farm auto policy # {digits(3)} {digits(4)}-{rnd(UPPER, 1)}{digits(2)}-{digits(2)}",
        f"homeowners insurance policy {rnd(UPPER, 3)}{digits(7)}",
        f"AARP Medicare Supplement policy number {digits(10, lead=True)}",
        f"Long term care policy - {rnd(UPPER, 2)}{digits(8)} (Genworth)",
        f"dental plan group # {digits(6)}, call before the crown",
    )

    r.add(
        "utility_account_no",
        f"APS account number {digits(10, lead=True)}",
        f"SRP acct # {digits(9, lead=True)} (irrigation)",
        f"City of Phoenix water account {digits(10, lead=True)}",
        f"Southwest Gas account no. {digits(4)}-{digits(7)}-{digits(3)}",
        f"Cox customer number {digits(3)}-{digits(6)}-{digits(2)}",
    )

    r.add(
        "repair_invoice_no",
        f"AC repair (Goettl) invoice #{digits(7, lead=True)} - $389 - warranty 1 yr",
        f"plumber Mike invoice INV-{digits(5)} paid by check",
        f"Invoice {rnd(UPPER, 2)}-{digits(6)} garage door spring replaced",
        f"Sears appliance work order {digits(9, lead=True)}",
        f"pool service invoice no. {digits(4)}-{digits(4)} June",
    )

    r.add(
        "video_link_id",
        f"the hymn video Pastor Dan sent: watch?v={rnd(ALNUM + '-_', 11)}",
        f"Emma's recital video https://video.example/watch?v={rnd(ALNUM + '-_', 11)}",
        f"Youtube video for the chair exercises, ID {rnd(ALNUM + '-_', 11)}",
        f"how to reset the Roku - video https://video.example/v/{rnd(ALNUM + '-_', 11)}",
        f"Madison said look up her dance video, the code at the end of the link is {rnd(ALNUM + '-_', 11)}",
    )

    r.add(
        "meeting_id_no_passcode",
        f"Bible study on Zoom Weds 10am, Meeting ID {digits(3, lead=True)} {digits(4)} {digits(4)} (passcode is in Pastor's email)",
        f"zoom meeting id {digits(11, lead=True)}",
        f"Book club zoom - ID: {digits(3, lead=True)} {digits(3)} {digits(4)}",
        f"Doctor video visit: meeting number {digits(10, lead=True)}, they text the link",
        f"Grief support group\nZoom\nMeeting ID: {digits(3, lead=True)} {digits(4)} {digits(4)}\n(no password needed, just waiting room)",
    )

    r.add(
        "car_vin",
        f"Buick VIN {vin()}",
        f"Harold's truck VIN {vin()} (selling to the Hendersons)",
        f"VIN for the insurance form: {vin()}",
        f"car VIN\n{vin()}\nregistration renewal due in May",
        f"Vehicle ID # {vin()} - recall letter about the airbag",
    )

    r.add(
        "plate_and_registration",
        f"License plate {rnd(UPPER, 3)}{digits(4)} (Arizona)",
        f"plate # {rnd(UPPER, 3)}{digits(4)}, MVD registration # {digits(9, lead=True)}",
        f"HOA parking pass plate {rnd(UPPER, 3)}{digits(4)} and Linda's rental {rnd(UPPER, 3)}{digits(4)}",
        f"Disability placard no. {rnd(UPPER, 1)}{digits(7)} expires 2027",
    )

    r.add(
        "opener_model_number",
        f"Garage keypad is a LiftMaster 877MAX, opener model 8{digits(3)}W",
        f"Chamberlain opener model {rnd(UPPER, 1)}{digits(3)}, serial {rnd(UPPER + DIGITS, 12)} (for the repair man)",
        f"keypad battery is a 9V, model no {digits(3)}EV-P2",
        f"Genie opener {digits(4)}-{rnd(UPPER, 1)}, remote part # {digits(5)}{rnd(UPPER, 1)}",
    )

    r.add(
        "device_bluetooth_address",
        f"Hearing aids bluetooth address L {mac(upper=True)} R {mac(upper=True)} (the audiologist wrote it)",
        f"Bluetooth id for the car: {mac()}",
        f"Roku remote MAC {mac('-', True)}",
        f"printer wifi address {mac(upper=True)} - Tyler needed it",
    )

    r.add(
        "physician_npi",
        f"Dr. Patel NPI {npi()} (for the Medicare form)",
        f"NPI # of the eye doctor {npi()}",
        f"Physical therapist NPI: {npi()}",
        f"Doctors\n Dr. Nguyen (heart) NPI {npi()}\n Dr. Patel (regular) NPI {npi()}",
    )

    r.add(
        "checkbook_register",
        f"check #{digits(4, lead=True)} to HOA $ {secrets.randbelow(100) + 180}.00",
        f"Ck {digits(4, lead=True)} - church pledge $50 - 3/2",
        f"checks written\n#{digits(4, lead=True)} Goettl $389.00\n#{digits(4, lead=True)} Mike plumbing $145.50",
        f"balance after check {digits(4, lead=True)}: $4,{digits(3)}.{digits(2)}",
    )

    r.add(
        "lottery_picks",
        "Powerball numbers " + " ".join(f"{n:02d}" for n in sorted(secrets.SystemRandom().sample(range(1, 70), 5))) + f" PB {secrets.randbelow(26) + 1}",
        "Harold's lucky numbers, still play them: " + "-".join(str(n) for n in sorted(secrets.SystemRandom().sample(range(1, 50), 6))),
        "Mega Millions ticket " + " ".join(f"{n:02d}" for n in sorted(secrets.SystemRandom().sample(range(1, 71), 5))) + f" MB {secrets.randbelow(25) + 1:02d}",
        "Bingo card # " + digits(5, lead=True) + " at the church social, free space in the middle",
    )

    r.add(
        "event_page_uuid",
        f"Church potluck sign up page https://gracechurch.example/events/{uid()}",
        f"HOA meeting minutes https://sunvalleyhoa.example/docs/{uid()}.pdf",
        f"Senior center class schedule: https://phxseniors.example/calendar/{uid()}",
        f"Emma's school play tickets info https://school.example/events/{uid()}",
        f"library book club page - https://phxlibrary.example/programs/{uid()} (register by Fri)",
    )

    r.add(
        "medicare_claim_number",
        f"Medicare Summary Notice claim # {medicare_claim()} - Dr. Patel visit $0 owed",
        f"MSN claim number {medicare_claim()} denied?? call 1-800-MEDICARE",
        f"Part B claim {digits(13, lead=True)} paid 3/14",
        f"claim no. {medicare_claim()} for the cataract surgery",
    )

    r.add(
        "dotted_out_password",
        "the Netflix screen just shows my password as •••••••• so I can't read it",
        "Password: ********* (the letter from SSA only shows stars)",
        "Amazon says 'password ending in ...' no it doesnt, it just shows dots",
        "pw field shows ●●●●●●●●●● - Tyler says it saved in the phone",
    )

    r.add(
        "warehouse_membership_no",
        f"Costco membership # {digits(12, lead=True)} (exec member)",
        f"Sam's Club card {digits(17, lead=True)}",
        f"Fry's VIP card number {digits(12, lead=True)} for the gas points",
        f"AARP membership no. {digits(9, lead=True)}, renews Sept",
        f"Library card barcode on the back: {digits(14, lead=True)}",
    )

    r.add(
        "donation_page_public_key",
        f"Tyler put this on the church donation page, he says the 'pk_live' one is PUBLIC and fine: {stripe_publishable_key()}",
        f"website reCAPTCHA site key (public, goes in the page) {recaptcha_site_key()}",
        f"Church website giving button publishable key\n{stripe_publishable_key()}\nthe SECRET one is only on Tyler's computer",
        f"Bake sale online form site key {recaptcha_site_key()} (not a password, Tyler said)",
    )

    return r


def main() -> None:
    write_corpora("make_heldout368.py", [
        ("heldout368_credentials.yaml", credentials(), "Held-out batch 368: credentials a retired schoolteacher in Phoenix keeps (bank and credit union, Medicare, Social Security, Login.gov, iPad, Netflix, Facebook, Amazon, Apple, garage and pool gate codes, Wi-Fi, alarm, safe, IRS and her late husband's accounts)"),
        ("heldout368_lookalikes.yaml", lookalikes(), "Held-out batch 368: a retired schoolteacher's order, tracking, Rx, policy and account numbers, serials, masked cards, used codes, amounts and notes about where a password is kept, none of them secret"),
    ])


if __name__ == "__main__":
    main()
