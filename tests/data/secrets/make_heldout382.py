# ruff: noqa: E501
"""Writes heldout382_credentials.yaml and heldout382_lookalikes.yaml: held-out batch 382.

Persona: a home daycare owner in Columbus, Ohio, not technical, who types fast into her
phone's notes with typos and hardly any punctuation (now and then a line of Spanish for her
assistant). She keeps the parents' door, gate, garage and lockbox codes, the daycare's alarm
code and the monitoring company's verbal passcode, the state childcare portal (OCLQS, OH|ID)
login, the daycare Wi-Fi and router passwords, her bank, debit PIN and card, Brightwheel,
Venmo, Zelle and Cash App logins, her email, Apple and Google recovery material, the IRS IP
PIN, and a few keys the nephew who built her website handed her; and many look-alikes:
parents' phone numbers, her license and EIN, masked cards, routing numbers, order and
tracking numbers, confirmation numbers, expired one-time codes, Wi-Fi names with no
password, VINs, IMEIs, version numbers, dates and amounts.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    DIGITS,
    LOWER,
    UPPER,
    Rows,
    amex,
    app_password,
    apple_recovery_key,
    card_expiry,
    digits,
    ga4_id,
    groups,
    imei,
    mac,
    mailchimp_key,
    pick,
    pin,
    pw,
    rnd,
    seed_phrase,
    stripe_publishable_key,
    stripe_restricted_key,
    stripe_secret_key,
    totp_seed,
    uid,
    visa,
    wp_app_password,
    write_corpora,
)

WORDS = [
    "Sunshine", "Buckeye", "Ladybug", "Bubbles", "Sprout", "Crayon", "Daisy", "Peanut",
    "Honeybee", "Cupcake", "Rainbow", "Butterfly", "Scioto", "Brutus", "Pumpkin", "Giggles",
    "Blueberry", "Sparkle", "Cardinal", "Tulip", "Jellybean", "Sprinkles", "Snuggle", "Lemon",
]
KIDS = ["Kayden", "Brielle", "Jaylen", "Nevaeh", "Maddox", "Aaliyah", "Ezra", "Zoey", "Malik", "Harper"]
SYMS = "!@#$*"
AVOID = ("0000", "1111", "2580", "1212", "6969", "1004", "2000", "0852")


def her_pw() -> str:
    """A password she chose herself, or one the app's generator gave her."""
    return pick(
        f"{secrets.choice(WORDS)}{digits(pick(2, 4))}{secrets.choice(SYMS)}",
        f"{secrets.choice(KIDS)}{secrets.choice(WORDS).lower()}{digits(pick(2, 3, 4))}",
        f"{secrets.choice(WORDS).lower()}{secrets.choice(SYMS)}{secrets.choice(WORDS)}{digits(2)}",
        pw(),
    )


def code(n: int = 4) -> str:
    """A keypad, lockbox or PIN code a person set."""
    return pin(n, avoid=AVOID)


def wifi_key() -> str:
    return pick(
        f"{secrets.choice(WORDS).lower()}{secrets.choice(WORDS).lower()}{digits(pick(3, 4))}",
        rnd(LOWER + DIGITS, pick(10, 12)),
        f"{secrets.choice(KIDS)}{secrets.choice(SYMS)}{digits(4)}{secrets.choice(WORDS)}",
    )


def verbal() -> str:
    """A monitoring company's verbal passcode: a word, often with a number."""
    return pick(
        f"{secrets.choice(WORDS).lower()}{digits(2)}",
        f"{secrets.choice(WORDS).lower()} {secrets.choice(WORDS).lower()}",
        f"{secrets.choice(WORDS).lower()}{secrets.choice(KIDS).lower()}{digits(1)}",
    )


def cvv(n: int = 3) -> str:
    return digits(n)


def google_backup(sep: str = "\n") -> str:
    """Google's ten backup codes: eight digits, shown as two groups of four."""
    return sep.join(f"{digits(4)} {digits(4)}" for _ in range(10))


def combo() -> str:
    return "-".join(str(secrets.randbelow(40)) for _ in range(3))


def routing() -> str:
    """An ABA routing number (public, printed on every check) with a valid check digit."""
    body = pick("041", "042", "044") + digits(5)
    total = sum(int(c) * k for c, k in zip(body, (3, 7, 1, 3, 7, 1, 3, 7), strict=True))
    return body + str((10 - total % 10) % 10)


def ein() -> str:
    return f"{pick('31', '34', '86', '82')}-{digits(7)}"


def phone() -> str:
    return f"{pick('614', '380')}-555-01{digits(2)}"


VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
VIN_VALUES = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9], strict=True))


def vin() -> str:
    """A vehicle VIN with a valid check digit (position 9)."""
    chars = list(pick("1FM", "2HG", "5FN", "1GN", "4T1", "3VW") + rnd(VIN_CHARS, 5) + "0" + pick("R", "S", "P", "N") + secrets.choice(VIN_CHARS) + digits(6))
    weights = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)
    total = sum((int(c) if c.isdigit() else VIN_VALUES[c]) * w for c, w in zip(chars, weights, strict=True))
    rem = total % 11
    chars[8] = "X" if rem == 10 else str(rem)
    return "".join(chars)


def ups() -> str:
    return f"1Z{rnd(UPPER + DIGITS, 6)}{pick('03', '02', '01')}{digits(8)}"


def usps() -> str:
    return groups("9400" + digits(18), 4)


def amazon_order() -> str:
    return f"11{digits(1)}-{digits(7)}-{digits(7)}"


def plate() -> str:
    return f"{rnd(UPPER, 3)} {digits(4)}"


def date() -> str:
    return f"{secrets.randbelow(12) + 1}/{secrets.randbelow(28) + 1}"


def money() -> str:
    return f"{secrets.randbelow(400) + 20}.{digits(2)}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "parent_door_code",
        f"hendersons front door {code()}",
        f"Patel house keypad code\n{code()} then hit the lock button on the way out",
        f"okafor door code is {code()}# dont give to the sub",
        f"- Nguyen back door {code(5)}\n- they leave the porch light on if baby is sleeping",
        f"ramirez casa codigo de la puerta {code()} (para maria cuando hace drop off)",
    )

    r.add(
        "gate_code",
        f"gate code at the brooks townhouse {code()}",
        f"whitfield apts gate *{code()} then call box if it dont open",
        f"community gate for kowalski   {code()}#   they said it changes in june",
        f"Tamikas complex gate\n#{code()}",
        f"pool gate lock combo for summer field trips {code()} rec center said keep it private",
    )

    r.add(
        "garage_keypad_code",
        f"lees garage keypad {code()} if nobody answers front",
        f"garage code Jaylens dad {code()} press enter after",
        f"my garage door keypad {code()} changed it after the handyman was here",
        f"Millers garage\ncode {code()}\nkids bikes on the left dont back into them",
    )

    r.add(
        "alarm_disarm_code",
        f"daycare alarm code {code()} u have 30 sec after opening the door",
        f"ADT disarm {code()} main panel by laundry room",
        f"alarm code for maria {code()} el codigo de la alarma no se lo des a nadie",
        f"if alarm goes off punch {code()} and then OFF button",
        f"house alarm\n{code()}\nduress code is different DONT use that one by accident",
    )

    r.add(
        "alarm_verbal_passcode",
        f"ADT verbal password is {verbal()} they ask when they call",
        f"passcode for the alarm company (they ask when it goes off) {verbal()}",
        f"monitoring safe word   {verbal()}   NOT the keypad code",
        f"brinks password if they call me {verbal()}",
    )

    r.add(
        "alarm_app_password",
        f"ADT control app login littlesproutsdaycare@mail.example pw {her_pw()}",
        f"simplisafe app\nemail tina.m@mail.example\npass {her_pw()}",
        f"alarm app pw {her_pw()} same email as brightwheel",
        f"ring alarm acct pasword {her_pw()}",
    )

    r.add(
        "state_portal_password",
        f"OCLQS login tmarshall pw {her_pw()}",
        f"OH|ID username TinaM614\npassword {her_pw()}\nchanges every 90 days ugh",
        f"state childcare portal pasword {her_pw()} the one for renewal n annual report",
        f"odjfs portal new pw {her_pw()} old one locked me out",
        f"| site | user | pass |\n| OCLQS | tmarshall82 | {her_pw()} |\n| step up to quality | same | same |",
    )

    r.add(
        "wifi_password",
        f"daycare wifi LittleSprouts_5G pass {wifi_key()}",
        f"wifi for parents waiting in lobby\nLittleSprouts_Guest\n{wifi_key()}",
        f"wifi pw {wifi_key()} spectrum box in the hall closet",
        f"new wifi password after the tech came {wifi_key()}",
        f"para maria el wifi es Sprouts2 y la contrasena {wifi_key()}",
    )

    r.add(
        "router_admin_password",
        f"router admin login admin / {pw()}",
        f"spectrum router settings 192.168.1.1 user admin pass {pw()}",
        f"to change wifi pw log into router w {pw()}",
        f"nighthawk app admin password {pw()} nephew set it up",
    )

    r.add(
        "bank_online_password",
        f"huntington online banking user tmarshall_sprouts pw {her_pw()}",
        f"chase login\nTinaMarshall614\n{her_pw()}",
        f"fifth third business acct password {her_pw()} dont let it autofill on the ipad",
        f"bank pw changed to {her_pw()} on 3/2",
        f"kemba credit union user tinam pass {her_pw()}",
    )

    r.add(
        "debit_card_pin",
        f"business debit pin {code()}",
        f"huntington card pin {code()} personal card is a diff one",
        f"atm pin\n{code()}",
        f"pin for the card i gave maria for groceries {code()}",
        f"debit card pin is {code()} dont forget AGAIN",
    )

    r.add(
        "full_card_details",
        f"business visa {visa()} exp {card_expiry()} cvv {cvv()}",
        f"card for amazon orders\n{visa()}\n{card_expiry()}\n{cvv()}",
        f"amex {amex()} {card_expiry()} security code {cvv(4)}",
        f"sams club card on file {visa()} exp {card_expiry()} back code {cvv()}",
    )

    r.add(
        "brightwheel_password",
        f"brightwheel admin login littlesproutsdaycare@mail.example pw {her_pw()}",
        f"bw pasword {her_pw()}",
        f"Brightwheel\nadmin tina.m@mail.example\n{her_pw()}\nstaff login for maria is her own",
        f"brightwheel pw for the tablet at check in {her_pw()}",
        f"new brightwheel password {her_pw()} they made everybody reset",
    )

    r.add(
        "venmo_password",
        f"venmo login pw {her_pw()}",
        f"venmo business profile password {her_pw()} email littlesprouts@mail.example",
        f"venmo\n{her_pw()}",
        f"venmo pass changed {her_pw()} after that scam text",
    )

    r.add(
        "zelle_bank_app_passcode",
        f"zelle is thru huntington app passcode {code(6)}",
        f"bank app quick passcode {code(6)} for zelle",
        f"zelle app pw {her_pw()}",
        f"to send zelle on the ipad use passcode {code(6)} face id dont work on it",
    )

    r.add(
        "cash_app_pin",
        f"cash app pin {code()}",
        f"cashapp pin\n{code()}",
        f"cash app pin for tuition payments {code()} cashtag is $LittleSproutsCbus",
        f"cash app pin changed to {code()}",
    )

    r.add(
        "email_password",
        f"gmail littlesproutscbus@mail.example pass {her_pw()}",
        f"email pw {her_pw()}",
        f"yahoo (old email some parents still use) pasword {her_pw()}",
        f"outlook for the food program emails\ntmarshall@mail.example\n{her_pw()}",
        f"my email password is {her_pw()} write it in the book too",
    )

    r.add(
        "google_app_password",
        f"printer scan to email app password {app_password()}",
        f"app password for the brother printer {app_password()} google made me do it",
        f"google app pw for quickbooks email {app_password()}",
        f"16 letter code for the mail app on the old ipad\n{app_password()}",
    )

    r.add(
        "google_backup_codes",
        "google backup codes\n" + google_backup(),
        "backup codes for gmail if i lose my phone " + google_backup("  "),
        "2 step backup codes (crossed off the ones i used)\n" + google_backup(),
        "Google verification backup codes printed and one copy here\n" + google_backup(),
    )

    r.add(
        "phone_passcode",
        f"my iphone passcode {code(6)}",
        f"work phone code {code(6)} for maria to answer parent calls",
        f"daycare ipad passcode {code(6)}",
        f"old phone unlock {code()} the one in the drawer w all the pictures",
    )

    r.add(
        "apple_id_password",
        f"apple id tina.m@mail.example pw {her_pw()}",
        f"icloud pasword {her_pw()}",
        f"apple id for the daycare ipad\nlittlesprouts.ipad@mail.example\n{her_pw()}",
        f"itunes password {her_pw()} for kids game purchases",
    )

    r.add(
        "apple_recovery_key",
        f"apple recovery key {apple_recovery_key()} KEEP THIS",
        f"icloud recovery key\n{apple_recovery_key()}",
        f"recovery key for apple id (the 28 character thing) {apple_recovery_key()}",
        f"apple said write this down recovery key {apple_recovery_key()} if i lose it i lose everything",
    )

    r.add(
        "irs_ip_pin",
        f"IRS IP PIN for 2025 taxes {code(6)}",
        f"ip pin from irs letter {code(6)} give to the tax lady at h&r",
        f"identity protection pin {code(6)}",
        f"IRS pin\n{code(6)}\nnew one comes every january",
    )

    r.add(
        "key_lockbox_code",
        f"lockbox by back door {code()}",
        f"key lockbox for sub teacher {code()} key opens side door",
        f"spare key box combo {code()}",
        f"lock box at my moms {code()}",
        f"master lock box on the shed\n{code()}",
    )

    r.add(
        "safe_combination",
        f"safe combo {combo()}",
        f"fire safe in office R {secrets.randbelow(40)} L {secrets.randbelow(40)} R {secrets.randbelow(40)}",
        f"combination for the file safe w the kids records {combo().replace('-', ' ')}",
        f"petty cash box combo {code(3)}",
    )

    r.add(
        "authenticator_setup_key",
        f"setup key for google authenticator (state portal) {groups(totp_seed().lower(), 4)}",
        f"brightwheel 2fa secret key {totp_seed()}",
        f"authenticator key for bank in case i get a new phone\n{totp_seed()}",
        f"otpauth://totp/OCLQS:tmarshall?secret={totp_seed()}&issuer=OCLQS",
    )

    r.add(
        "wallet_seed_phrase",
        f"coinbase wallet recovery phrase {seed_phrase()}",
        f"12 words for the crypto wallet Derek set up\n{seed_phrase()}",
        "secret recovery phrase\n" + "\n".join(f"{i}. {w}" for i, w in enumerate(seed_phrase().split(), 1)),
        f"wallet words dont lose {seed_phrase()}",
    )

    r.add(
        "nanny_cam_password",
        f"wyze cam login pw {her_pw()}",
        f"nanny cam app password {her_pw()} parents only get the share link not this",
        f"ring camera account\ntina.m@mail.example\n{her_pw()}",
        f"lorex dvr admin pass {pw()} the box in the closet",
    )

    r.add(
        "payroll_password",
        f"gusto login for marias paycheck {her_pw()}",
        f"payroll pw {her_pw()}",
        f"quickbooks payroll\nuser littlesprouts\n{her_pw()}",
        f"adp password {her_pw()} they lock u out after 3 tries",
    )

    r.add(
        "streaming_password",
        f"netflix pw {her_pw()} kids profile only during bad weather days lol",
        f"disney plus login littlesprouts@mail.example {her_pw()}",
        f"youtube tv password {her_pw()}",
        f"spotify family pass {her_pw()} for the music time playlist",
    )

    r.add(
        "parental_control_pin",
        f"amazon kids parental pin {code()}",
        f"fire tablet pin {code()} for the big kids tablets",
        f"youtube kids passcode {code()}",
        f"netflix profile lock pin {code()}",
    )

    r.add(
        "voicemail_pin",
        f"voicemail pin {code()}",
        f"daycare line voicemail password {code(6)}",
        f"vm pin for the landline {code()}",
        f"google voice voicemail pin\n{code(6)}",
    )

    r.add(
        "stripe_secret_key",
        f"Derek said this is the stripe key for the website tuition page DONT share {stripe_secret_key()}",
        f"stripe secret key\n{stripe_secret_key()}",
        f"website stuff from derek\nSTRIPE_SECRET_KEY={stripe_secret_key()}",
        f"stripe restricted key for the enrollment form {stripe_restricted_key()}",
    )

    r.add(
        "mailchimp_api_key",
        f"mailchimp api key for newsletter signup {mailchimp_key()}",
        f"derek needs the mailchimp key again {mailchimp_key()}",
        f"MAILCHIMP_API_KEY={mailchimp_key()}",
        f"newsletter api key\n{mailchimp_key()}\n(from mailchimp account settings extras)",
    )

    r.add(
        "wordpress_login",
        f"website login littlesprouts.example/wp-admin user tina pw {her_pw()}",
        f"wordpress app password derek needs {wp_app_password()}",
        f"website admin\ntinaadmin\n{her_pw()}",
        f"wp pass {her_pw()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "parent_phone_number",
        f"hendersons cell {phone()} mom  {phone()} dad",
        f"emergency contact for Kayden grandma {phone()}",
        f"Patel\n{phone()}\ntext dont call during work",
        f"new # for Tamika {phone()}",
        f"pediatrician after hours line {phone()}",
    )

    r.add(
        "childcare_license_number",
        f"license # {digits(10, lead=True)} on the wall certificate",
        f"program number for OCLQS {digits(10, lead=True)} they ask for it on every call",
        f"type B home provider license {digits(10, lead=True)} renewal due {date()}",
        f"step up to quality rating 3 stars program id {digits(10, lead=True)}",
        f"odjfs license no\n{digits(10, lead=True)}",
    )

    r.add(
        "ein_tax_id",
        f"EIN for parents FSA receipts {ein()}",
        f"tax id {ein()} put it on every year end statement",
        f"daycare ein {ein()} (not my ssn use this one on forms)",
        f"dependent care form line 1 provider tax id {ein()}",
        f"w-10 for the Nguyens\nLittle Sprouts Home Daycare\n{ein()}",
    )

    r.add(
        "bank_last4",
        f"tuition goes into checking ending {digits(4)}",
        f"savings acct ...{digits(4)} for the taxes money",
        f"huntington business x{digits(4)} personal x{digits(4)}",
        f"autopay comes out of acct ending in {digits(4)} on the 1st",
        f"deposit slip said account ****{digits(4)}",
    )

    r.add(
        "routing_number",
        f"routing number for direct deposit {routing()}",
        f"huntington routing {routing()} (its on the check bottom left)",
        f"aba {routing()} for the food program deposits",
        f"bank routing #\n{routing()}",
    )

    r.add(
        "masked_card",
        f"visa ending {digits(4)} expired get new one in mail",
        f"card on file for amazon **** **** **** {digits(4)}",
        f"brightwheel payout card xxxx{digits(4)}",
        f"sams club charged the amex ending in {digits(5)}",
    )

    r.add(
        "payment_handle",
        f"venmo @LittleSprouts-Cbus-{digits(2)} tell parents put kids name in memo",
        f"zelle to littlesproutsdaycare@mail.example or {phone()}",
        f"cashtag $LittleSprouts{digits(3)} for the drop in kids",
        f"maria venmo @Maria-Lopez-{digits(2)} pay her friday",
    )

    r.add(
        "zelle_confirmation",
        f"zelle from ramirez conf # {rnd(UPPER + DIGITS, 9)} ${money()}",
        f"sent maria zelle confirmation {rnd(UPPER + DIGITS, 11)}",
        f"zelle payment id {rnd(LOWER + DIGITS, 10)} okafor tuition march",
        f"bank said the zelle ref is {rnd(UPPER + DIGITS, 8)} if it dont show up",
    )

    r.add(
        "brightwheel_invoice",
        f"brightwheel invoice INV-{digits(6)} still unpaid brooks",
        f"invoice #{digits(5)} for summer camp week 2",
        f"bw payment receipt {rnd(UPPER + DIGITS, 10)} kowalski paid ${money()}",
        f"late fee added to invoice {digits(7)} 3rd time this month",
    )

    r.add(
        "order_number",
        f"amazon order {amazon_order()} nap mats",
        f"order # {amazon_order()} the sensory table came broken return it",
        f"lakeshore learning order {digits(9, lead=True)} art supplies",
        f"walmart order {digits(13, lead=True)} pickup after 5",
        f"costco order\n{digits(10, lead=True)}\ndiapers and wipes",
    )

    r.add(
        "tracking_number",
        f"ups tracking {ups()}",
        f"usps {usps()} the fingerprint card for the background check",
        f"fedex {digits(12, lead=True)} new car seat",
        f"tracking {ups()} should be here thurs",
        f"certified mail to odjfs tracking\n{usps()}",
    )

    r.add(
        "expired_verification_code",
        f"brightwheel code {digits(6)} expired already got a new one",
        f"bank texted {digits(6)} but i already logged in so ignore",
        f"OH|ID verification code {digits(6)} used 3/4 dont need",
        f"code {digits(6)} from google was for yesterday its no good now",
        f"venmo sent me {digits(6)} i didnt ask for it reported it and changed nothing since it expired in 10 min",
    )

    r.add(
        "wifi_network_name",
        "wifi name is LittleSprouts_5G and the guest one is LittleSprouts_Guest password is on the fridge",
        f"router network shows as Spectrum-{rnd(UPPER + DIGITS, 4)} i renamed it tho",
        "parents keep connecting to Sprouts2 instead of the guest wifi tell them ask me for pw",
        f"hotspot name Tinas iPhone {digits(2)} for field trip days",
        "printer wifi direct DIRECT-BrotherHL ask maria she knows how",
    )

    r.add(
        "password_reference",
        "bank pw is in the green book top desk drawer",
        "brightwheel password reset email went to spam check there",
        "state portal password expires every 90 days next change due 5/14",
        "wifi password is on the sticker on the router dont write it here",
        "alarm code is the same as last year the one maria knows",
    )

    r.add(
        "alarm_zone_list",
        "zone 1 front door zone 2 back door zone 3 garage zone 5 motion playroom",
        f"alarm company number {phone()} ask for dispatch if false alarm",
        f"panel model vista 20p zones {secrets.randbelow(8) + 1} and {secrets.randbelow(8) + 9} are the windows",
        f"adt tech appt {date()} between 8-12 to fix zone {secrets.randbelow(8) + 1}",
    )

    r.add(
        "router_serial_mac",
        f"router sticker SN {rnd(UPPER + DIGITS, 13)} MAC {mac(upper=True)}",
        f"modem serial {rnd(UPPER + DIGITS, 12)} spectrum asked for it",
        f"camera mac {mac('-', True)} for the parental controls on the router",
        f"nighthawk model R7000 serial {rnd(UPPER + DIGITS, 13)}",
    )

    r.add(
        "phone_imei",
        f"my phone imei {imei()} for the insurance claim",
        f"work phone IMEI {imei()} verizon asked",
        f"ipad imei\n{imei()}",
        f"imei {imei()} old phone traded in",
    )

    r.add(
        "vehicle_vin",
        f"van VIN {vin()} for the insurance",
        f"minivan vin {vin()} need for field trip transport form",
        f"car vin\n{vin()}",
        f"odjfs transportation form vin {vin()} plate {plate()}",
    )

    r.add(
        "license_plate",
        f"plate {plate()} is ok to pick up Jaylen (his uncle)",
        f"grey honda {plate()} parked in my spot again",
        f"my van plate {plate()} renew by {date()}",
        f"Okafor new car plate\n{plate()}",
    )

    r.add(
        "appointment_confirmation",
        f"fire inspection {date()} confirmation {rnd(UPPER + DIGITS, 6)}",
        f"fingerprinting appt at the ups store conf # {digits(8)}",
        f"licensing visit {date()} 10am ref {rnd(UPPER + DIGITS, 8)}",
        f"cpr class booked {date()} booking id {digits(7)}",
    )

    r.add(
        "insurance_policy_number",
        f"daycare liability policy {rnd(UPPER, 3)}{digits(8)}",
        f"home ins policy # {digits(10)} state farm agent {phone()}",
        f"van insurance policy\n{rnd(UPPER, 2)}-{digits(7)}",
        f"accident insurance for the kids policy no {rnd(UPPER + DIGITS, 10)}",
    )

    r.add(
        "food_program_claim",
        f"CACFP sponsor id {digits(6)} claim for march submitted",
        f"food program claim # {digits(8)} paid ${money()}",
        f"meal count form provider # {digits(5)}",
        f"cacfp reimbursement ref {rnd(UPPER + DIGITS, 10)} came in {date()}",
    )

    r.add(
        "code_change_notice",
        "hendersons changed there code again mike will text me the new one",
        "gate code for whitfield changes in june ask Tamika",
        "Patels said dont use the garage code anymore use front",
        "brooks got a new lock with a key no code now",
    )

    r.add(
        "app_version_numbers",
        f"brightwheel app version {secrets.randbelow(9) + 1}.{secrets.randbelow(60)}.{secrets.randbelow(10)} build {digits(5)} still crashing",
        f"ipad on ios {secrets.randbelow(3) + 17}.{secrets.randbelow(6)}.{secrets.randbelow(3)} update tonite",
        f"adt app {secrets.randbelow(20) + 1}.{secrets.randbelow(20)}.{secrets.randbelow(10)} logs me out",
        f"printer firmware ver {rnd(UPPER, 1)}.{digits(4)} the tech said update it",
    )

    r.add(
        "reward_member_number",
        f"kroger plus card {digits(12, lead=True)} use for fuel points",
        f"sams club member # {digits(17, lead=True)}",
        f"meijer mperks {digits(12, lead=True)}",
        f"lakeshore teacher rewards id {digits(9, lead=True)}",
    )

    r.add(
        "utility_account_number",
        f"AEP account {digits(11, lead=True)} budget billing",
        f"columbia gas acct # {digits(10, lead=True)}",
        f"water bill city of columbus account\n{digits(9, lead=True)}",
        f"spectrum acct number {digits(16, lead=True)} for when i call about the wifi",
    )

    r.add(
        "immunization_dates",
        f"Zoey shots dtap {date()} mmr {date()} next due at 4",
        f"flu shot lot {rnd(UPPER, 2)}{digits(4)} given {date()} for Malik",
        f"ezra immunization record updated {date()} file it",
        f"staff tb test read {date()} result neg",
    )

    r.add(
        "stripe_publishable_key",
        f"derek says this one is the public key its ok in the website {stripe_publishable_key()}",
        f"publishable key (safe to share) {stripe_publishable_key()}",
        f"stripe pk for the tuition button\n{stripe_publishable_key()}",
        f"pk_ key not the secret one {stripe_publishable_key()}",
    )

    r.add(
        "share_link_uuid",
        f"enrollment form link https://forms.littlesprouts.example/r/{uid()}",
        f"photo album for parents https://photos.acme.example/share/{uid()}",
        f"brightwheel report link https://app.brightwheel.example/reports/{uid()}",
        f"sign up sheet for field trip\nhttps://signup.acme.example/s/{uid()}",
    )

    r.add(
        "promo_code",
        f"lakeshore promo code TEACH{digits(2)} for 20% off",
        f"discount code SPROUTS{digits(3)} for new families first week free",
        f"coupon code {rnd(UPPER + DIGITS, 8)} from the kaplan catalog",
        f"referral code {rnd(UPPER, 4)}{digits(4)} for brightwheel give to other providers",
    )

    r.add(
        "student_id",
        f"Harper school id {digits(6, lead=True)} for bus pickup",
        f"ccs student number {digits(7, lead=True)} Maddox kindergarten",
        f"after school kids ids {digits(6, lead=True)} and {digits(6, lead=True)}",
        f"Aaliyah lunch number\n{digits(5, lead=True)}",
    )

    r.add(
        "analytics_id",
        f"google analytics id for the website {ga4_id()}",
        f"derek put tracking id {ga4_id()} on the page",
        f"measurement id {ga4_id()}",
        f"website analytics property {ga4_id()} see visits",
    )

    r.add(
        "camera_ip",
        f"playroom cam ip 192.168.1.{secrets.randbelow(200) + 20}",
        f"front door cam 192.168.0.{secrets.randbelow(200) + 20} nap room cam 192.168.0.{secrets.randbelow(200) + 20}",
        f"printer ip 10.0.0.{secrets.randbelow(200) + 20}",
        f"dvr at 192.168.1.{secrets.randbelow(200) + 20} port {pick('8000', '554', '37777')}",
    )

    r.add(
        "ccdc_case_number",
        f"publicly funded child care case # {digits(10, lead=True)} Ramirez",
        f"ccdc authorization {digits(9, lead=True)} for Nevaeh thru {date()}",
        f"county case number\n{digits(10, lead=True)}\ncaseworker {phone()}",
        f"attendance for jfs case {rnd(UPPER, 1)}{digits(8)}",
    )

    r.add(
        "receipt_amounts_dates",
        f"tuition brooks ${money()} paid {date()}",
        f"costco ${money()} {date()} snacks and paper towels",
        f"maria paid ${money()} for week of {date()}",
        f"field trip zoo ${money()} deposit {date()}",
        f"total 2024 tuition for Patel ${secrets.randbelow(9000) + 4000}.{digits(2)}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout382.py", [
        ("heldout382_credentials.yaml", credentials(), "Held-out batch 382: credentials a home daycare owner in Columbus keeps (parents' door and gate codes, alarm, state portal, Wi-Fi, bank, Brightwheel, Venmo, Zelle, Cash App and more)"),
        ("heldout382_lookalikes.yaml", lookalikes(), "Held-out batch 382: a home daycare owner's phone numbers, license and tax ids, masked cards, order and tracking numbers, expired codes and references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
