# ruff: noqa: E501
"""Writes heldout300_credentials.yaml and heldout300_lookalikes.yaml: held-out batch 300.

Persona: a retired teacher in Toronto who rents out her basement apartment and writes her
notes in plain Canadian English, not technical, sometimes with typos. She keeps her CRA My
Account and Service Canada (GCKey) logins, her TD and Tangerine banking passwords and
security answers, the Rogers and Bell account PINs, the smart-lock and garage codes for the
tenant, the Wi-Fi password, her Netflix and Costco passwords, her late husband's email
password and her phone passcode; and beside them many look-alikes: her SIN shown masked,
account numbers, Presto card numbers, confirmation and policy numbers, OHIP version codes,
hydro account numbers, postal codes and flight booking references.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    Rows,
    digits,
    groups,
    hexs,
    luhn,
    mac,
    onepassword_secret_key,
    phrase,
    pick,
    pw,
    rnd,
    uid,
    write_corpora,
)

PETS = ["Biscuit", "Muffin", "Rusty", "Pepper", "Shadow", "Ginger", "Sadie", "Buddy", "Tilly", "Winston", "Pumpkin", "Bandit"]
WORDS = ["tulip", "garden", "robin", "cottage", "muskoka", "lilac", "harbour", "teacup", "bluejay", "pickerel", "cardinal", "snowdrop", "peony", "canoe", "quilt", "maple", "porch", "crocus", "toboggan", "lakeshore"]
MAIDEN = ["Kowalczyk", "MacPherson", "Bouchard", "Lindqvist", "ORourke", "Szabo", "Fitzgerald", "Doucette", "Haverkamp", "Petrakis", "Gallant", "Vandermeer"]
STREETS = ["Glebeholme", "Coxwell", "Woodbine", "Greenwood", "Monarch Park", "Kingswood", "Lumsden", "Cedarvale", "Hanna Ave", "Elmer Street"]
CITIES = ["Sudbury", "Thunder Bay", "Kingston", "Moncton", "Sault Ste Marie", "Peterborough", "Timmins", "Brandon", "Cornwall", "North Bay"]
TEACHERS = ["Mrs Dunlop", "Mr Ferreira", "Sister Agnes", "Miss Whitcombe", "Mr Ostrowski", "Mrs Tremblay"]
SCHOOLS = ["Birchmount PS", "Cedar Hollow Public", "Riverside Junior", "St Brigid Catholic", "Kew Gardens PS", "Balmy Ridge Sr"]
TENANTS = ["Priya", "Kevin", "Aisha", "Tomasz", "Jenna", "Mateo"]
MONTHS = ["Jan", "Feb", "March", "April", "May", "June", "July", "Aug", "Sept", "Oct", "Nov", "Dec"]
CARS = ["Shelby", "Mustang", "Corolla", "Buick", "Impala"]
POSTAL_LETTERS = "ABCEGHJKLMNPRSTVWXYZ"
VIN_ALPHABET = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
VIN_VALUES = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9], strict=True))
VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]


def year() -> str:
    return str(1938 + secrets.randbelow(60))


def pin(n: int = 4) -> str:
    return digits(n)


def mpw() -> str:
    """A password she chose herself, or one a site or her grandson generated."""
    return pick(
        lambda: f"{pick(*PETS)}{year()}{pick('!', '#', '*', '$', '')}",
        lambda: f"{pick(*WORDS)}{pick(*WORDS)}{digits(2)}",
        lambda: f"{pick(*WORDS).capitalize()}_{pick(*PETS)}{digits(3)}",
        lambda: f"Doug&Marg{year()}{pick('!', '')}",
        lambda: f"{pick(*CITIES).replace(' ', '')}{digits(4)}{pick('?', '!', '.')}",
        lambda: f"{pick(*WORDS)}{pick('$', '@', '!')}{pick(*WORDS).upper()}{digits(1)}",
        pw,
        pw,
    )()


def email(first: str = "marg") -> str:
    local = pick(f"{first}.hendry", f"{first}h{digits(2)}", f"{first}{year()}", f"{first}.h.{digits(3)}")
    return f"{local}@{pick('sympatico.example', 'rogers.example', 'mail.example', 'bell.example')}"


def cra_user() -> str:
    return pick(f"marghendry{digits(2)}", f"mhendry{digits(4)}", f"Margaret{rnd(UPPER + DIGITS, 3)}", rnd(LOWER + DIGITS, 10))


def when() -> str:
    return f"{pick(*MONTHS)} {secrets.randbelow(28) + 1}"


def card(brand: str = "visa") -> str:
    return groups(luhn(pick("4", "45") if brand == "visa" else pick("51", "53", "55")), 4)


def cvv() -> str:
    return digits(3)


def expiry() -> str:
    return f"{secrets.randbelow(12) + 1:02d}/{secrets.randbelow(5) + 26}"


def wifi_key() -> str:
    return pick(rnd(LOWER + DIGITS, 10), rnd(UPPER + DIGITS, 12), rnd(ALNUM, 14), hexs(10))


def ssid() -> str:
    return pick(f"BELL{digits(3)}", f"Rogers-{rnd(UPPER + DIGITS, 4)}", f"HendryHome{pick('', '_5G', '-2.4')}", "Basement_Apt", f"MAPLE-{digits(2)}")


def backup_codes(n: int) -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(n))


def apple_recovery_key() -> str:
    return "-".join(rnd(UPPER + DIGITS, 4) for _ in range(7))


def postal() -> str:
    c = POSTAL_LETTERS
    return f"M{secrets.randbelow(10)}{secrets.choice(c)} {secrets.randbelow(10)}{secrets.choice(c)}{secrets.randbelow(10)}"


def vin() -> str:
    body = pick("2T1", "2HG", "2G1", "2C4") + rnd(VIN_ALPHABET, 5) + "0" + pick("L", "M", "N", "P") + rnd(VIN_ALPHABET, 7)
    total = sum((VIN_VALUES[ch] if ch.isalpha() else int(ch)) * w for ch, w in zip(body, VIN_WEIGHTS, strict=True))
    check = total % 11
    return body[:8] + ("X" if check == 10 else str(check)) + body[9:]


def phone() -> str:
    return f"{pick('416', '647', '437')}-555-01{digits(2)}"


def credentials() -> Rows:
    r = Rows()
    u, p = cra_user(), mpw()
    r.add(
        "cra_my_account_password",
        f"CRA My Account - user ID {u} password {p}",
        f"cra login\nuser: {cra_user()}\npw: {mpw()}",
        f"Remember for taxes: CRA my acount pasword is {mpw()} (changed it in March, the old one stopped working)",
        f"My CRA sign in is {cra_user()} / {mpw()}. Liam says dont lose it again!!",
        f"For the tax lady at H&R: CRA My Account password {mpw()}, user ID {cra_user()}",
    )
    r.add(
        "cra_security_answers",
        f"CRA security questions: first pet - {pick(*PETS)}{digits(2)}; street I grew up on - {pick(*STREETS)}; favourite teacher - {pick(*TEACHERS)}",
        f"CRA secret question answers\n1. mothers maiden name = {pick(*MAIDEN)}\n2. city of first job = {pick(*CITIES)}\n3. first car = {pick(*CARS)}{year()}",
        f"When CRA asks 'name of your first school' the answer I put was {pick(*SCHOOLS).replace(' ', '').lower()}{digits(2)}",
        f"cra q&a - pet: {pick(*PETS).lower()}{digits(3)}, maiden: {pick(*MAIDEN).lower()}{digits(2)}",
    )
    r.add(
        "gckey_service_canada_login",
        f"GCKey for My Service Canada (CPP and OAS stuff): username {cra_user()} password {mpw()}",
        f"Service Canada login - GC key user {cra_user()}, pass {mpw()}, recovery question city born in = {pick(*CITIES)}",
        f"my service canada acct pw: {mpw()}",
        f"Username: {cra_user()}\nPassword: {mpw()}\n(this is the GCKey, NOT the CRA one)",
        f"gckey pasword changed to {mpw()} on {when()}",
    )
    r.add(
        "td_easyweb_password",
        f"TD easyweb: card number {groups(luhn('4724'), 4)} password {mpw()}",
        f"TD online banking pw {mpw()}",
        f"TD app password is {mpw()}, same as easyweb",
        f"Easyweb login\n  Access card: {groups(luhn('4724'), 4)}\n  Password: {mpw()}",
        f"new TD password {mpw()} (they made me change it, the old one was Doug's birthday)",
    )
    r.add(
        "td_security_answers",
        f"TD security questions\nQ: first school you taught at?  A: {pick(*SCHOOLS)}{digits(2)}\nQ: fathers middle name?  A: {pick('Angus', 'Wilfred', 'Lorne', 'Emile')}{digits(2)}",
        f"TD asked me the security question on the phone - answer is {pick(*PETS).lower()}{year()}",
        f"td easyweb answers: honeymoon city = {pick(*CITIES)}{digits(2)}, first car = {pick(*CARS)}{digits(2)}",
        f"TD - 'who was your childhood best friend' -> {pick('Bev', 'Donna', 'Lorraine', 'Sheila')}{pick(*MAIDEN)}",
    )
    r.add(
        "debit_card_pin",
        f"TD debit card PIN {pin()}",
        f"pin for bank card: {pin()}",
        f"Tangerine client card PIN is {pin()}, TD is {pin()}",
        f"my debit pin if I forget again - {pin()} (don't tell anyone)",
    )
    r.add(
        "tangerine_login",
        f"Tangerine: client # {digits(10, True)} PIN {pin(6)}",
        f"tangerine login - client number {digits(10, True)}, PIN {pin(5)}, my picture is the sailboat",
        f"Tangerine password (they switched from the PIN) {mpw()}",
        f"Tangerine PIN: {pin(6)}",
        f"For Tangerine on the iPad: {digits(10, True)} / {pin(6)}",
    )
    r.add(
        "tangerine_security_answers",
        f"Tangerine security Q's:\n- favourite vacation spot: {pick('Muskoka', 'Cape Breton', 'Tofino', 'Florida')}{digits(2)}\n- first concert: {pick('Anne Murray', 'Gordon Lightfoot', 'Stompin Tom')}{digits(2)}",
        f"tangerine asked 'name of your first pet' - I said {pick(*PETS)}{digits(3)}",
        f"Tangerine security answer = {pick(*MAIDEN).lower()}{pick(*WORDS)}",
        f"Tangerine: where did you meet your spouse -> {pick(*CITIES).lower().replace(' ', '')}{year()}",
    )
    r.add(
        "rogers_account_pin",
        f"Rogers account PIN {pin()}",
        f"Rogers (cable + internet) - acct # {digits(9, True)}, PIN {pin()}. they always ask for it on the phone",
        f"rogers pin - {pin()}",
        f"When I call Rogers they want the 4 digit pin: {pin()}",
        f"MyRogers login {email()} pw {mpw()}, account PIN {pin()}",
    )
    r.add(
        "bell_account_pin",
        f"Bell account PIN is {pin()}",
        f"Bell home phone - PIN {pin()}, acct {digits(9, True)}",
        f"bell pin {pin()} (NOT the rogers one)",
        f"MyBell password: {mpw()}",
        f"Bell lady said to keep this: PIN {pin(6)}",
    )
    t = pick(*TENANTS)
    r.add(
        "smart_lock_code",
        f"Basement door code for the tenant: {pin(6)}",
        f"Smart lock codes:\n  me: {pin(6)}\n  {t}: {pin(6)}\n  cleaning lady (tues only): {pin(4)}",
        f"Give {pick(*TENANTS)} the new door code {pin(5)} when they move in on the 1st",
        f"front door keypad master code {pin(6)} - dont give this one out",
        f"Schlage lock programming code (sticker inside the battery cover) {pin(6)}",
        f"lock code for the plumber coming thursday {pin(4)} - delete it after!",
    )
    r.add(
        "garage_door_code",
        f"garage door keypad {pin()}",
        f"Garage code {pin()} - tenant can use it for the bikes",
        f"the garage opener code is changed to {pin()}, then press ENTER",
        f"Chamberlain keypad: {pin()}",
        f"garage: {pin()}\nside gate padlock: {digits(2)}-{digits(2)}-{digits(2)}",
    )
    r.add(
        "wifi_password",
        f"Wi-Fi: network {ssid()} password {wifi_key()}",
        f"wifi pasword for the tenant (basement network) - {mpw()}",
        f"Bell wifi key {wifi_key()}",
        f"WIFI\nName: {ssid()}\nPassword: {wifi_key()}",
        f"guest wifi is {ssid()}, pw {mpw()} - give visitors this one not the main one",
        f"Liam changed the internet password to {mpw()}",
    )
    r.add(
        "netflix_password",
        f"Netflix: {email()} / {mpw()}",
        f"netflix password {mpw()}",
        f"Netflix login for the TV - email is the sympatico one, password {mpw()}, profile PIN {pin()}",
        f"Karen's family uses my Netflix too, password is {mpw()}",
        f"new netfix pw {mpw()}",
    )
    r.add(
        "costco_password",
        f"Costco.ca login {email()} pw {mpw()}",
        f"costco pasword {mpw()}",
        f"Costco online - {mpw()} (the membership number is on the card)",
        f"For ordering from costco the password is {mpw()}",
        f"Costco photo centre account - same as costco.ca, {mpw()}",
    )
    r.add(
        "late_husband_email_password",
        f"Doug's email (the hotmail one) password {mpw()} - need it for the pension letters",
        f"Doug's sympatico e-mail: {email('doug')}, password {mpw()}",
        f"Password for Doug's email so I can close it: {mpw()}",
        f"Dougs email pw {mpw()}  his security answer was {pick(*MAIDEN)}",
        f"Doug's gmail: {email('doug')}\npass: {mpw()}",
    )
    r.add(
        "phone_passcode",
        f"iPhone passcode {pin(6)}",
        f"phone pin {pin()}",
        f"My phone code is {pin(6)} in case Karen ever needs to get into it",
        f"new phone unlock code {pin(6)}",
        f"Samsung tablet PIN {pin()}, iPhone {pin(6)}",
    )
    r.add(
        "voicemail_pin",
        f"Voicemail password {pin()}",
        f"Bell home phone voicemail code {pin()}",
        f"to check messages from away: dial my number, press * when it answers, code {pin()}",
        f"cell voicemail pin - {pin(5)}",
    )
    r.add(
        "alarm_system_code",
        f"Alarm code {pin()}. Duress code {pin()}",
        f"house alarm: {pin()} then OFF. monitoring company password word is '{pick(*WORDS)}{digits(2)}'",
        f"Alarm panel disarm: {pin()}",
        f"ADT verbal password {pick(*WORDS).capitalize()}{digits(2)}, keypad code {pin()}",
    )
    r.add(
        "credit_card_with_cvv",
        f"Visa {card()} exp {expiry()} cvv {cvv()}",
        f"TD Visa\n{card()}\nexpires {expiry()}\nback code {cvv()}",
        f"for ordering online: Mastercard {card('mc')}, {expiry()}, security code {cvv()}",
        f"costco mastercard {card('mc')} exp {expiry()} cvc {cvv()}",
    )
    r.add(
        "google_backup_codes",
        f"Google backup codes (Liam printed them):\n{backup_codes(10)}",
        f"gmail backup codes - each works once\n{backup_codes(5)}",
        f"Backup codes for the google acct: {', '.join(digits(8) for _ in range(6))}",
    )
    r.add(
        "apple_id_password",
        f"Apple ID: {email()} password {mpw()}",
        f"apple id pw {mpw()}",
        f"iCloud password {mpw()}",
        f"Apple ID password (it asks for it for iPad updates): {mpw()}",
    )
    r.add(
        "own_email_password",
        f"my email password {mpw()}",
        f"sympatico email: {email()} pw {mpw()}",
        f"Email - {email()}\nPassword - {mpw()}",
        f"Changed my email password to {mpw()} after the scam message",
        f"mot de passe courriel: {mpw()}",
    )
    r.add(
        "router_admin_password",
        f"Modem admin password {mpw()} (type 192.168.2.1 in the browser)",
        f"router login admin / {rnd(ALNUM, 10)}",
        f"Bell Home Hub admin pw {wifi_key()}",
        f"Rogers modem: go to 10.0.0.1, user cusadmin pass {mpw()}",
    )
    r.add(
        "computer_login_password",
        f"laptop password {mpw()}",
        f"Windows PIN {pin(6)}",
        f"computer login {mpw()}",
        f"old desktop in the basement, Doug's login: {mpw()}",
    )
    r.add(
        "home_safe_combination",
        f"safe combination {digits(2)}-{digits(2)}-{digits(2)}",
        f"fire safe in the bedroom closet: {pin(6)}",
        f"Sentry safe code {pin(5)} (the key is taped under the dresser)",
        f"Doug's old safe in the basement - turn right to {secrets.randbelow(99) + 1}, left past once to {secrets.randbelow(99) + 1}, right to {secrets.randbelow(99) + 1}",
    )
    r.add(
        "key_lockbox_code",
        f"Lockbox by the back door: {pin()}",
        f"key lockbox code {pin()} - for the furnace guy",
        f"lock box combo is {pin()}, spare key for {pick(*TENANTS)}",
        f"Spare key lockbox on the fence: {pin()} (change it after the painters)",
    )
    r.add(
        "pc_optimum_password",
        f"PC Optimum login {email()} / {mpw()}",
        f"Shoppers optimum pasword {mpw()}",
        f"PC optimum app pw {mpw()}",
        f"PC Optimum: {mpw()}",
    )
    r.add(
        "facebook_password",
        f"facebook {email()} {mpw()}",
        f"Facebook password {mpw()}",
        f"FB login - {mpw()}",
        f"facebook (to see the grandkids pictures) pw {mpw()}",
    )
    r.add(
        "utility_portal_password",
        f"Toronto Hydro online account pw {mpw()}",
        f"hydro website login {email()} / {mpw()}",
        f"Enbridge my account password {mpw()}",
        f"Toronto Hydro: user {email()} password {mpw()}",
    )
    r.add(
        "password_manager_master_password",
        f"Bitwarden master password: {phrase(WORDS, 4, '-')}",
        f"the password keeper app, master pass is {phrase(WORDS, 3, ' ')} {digits(2)}",
        f"1Password master: {phrase(WORDS, 4, '.')}  Secret Key {onepassword_secret_key()}",
    )
    r.add(
        "etransfer_security_answer",
        f"e-transfer to {pick(*TENANTS)} for the deposit back: question 'street?' answer {pick(*STREETS).replace(' ', '')}{digits(2)}",
        f"Interac question for Karen: what is the dog's name - answer {pick(*PETS)}{digits(2)}",
        f"etransfer answer {pick(*WORDS)}{digits(3)}",
        f"Sending money to the roofer - security question 'colour of the house', answer {pick('blue', 'green', 'yellow')}{digits(4)}",
    )
    r.add(
        "amazon_password",
        f"amazon.ca {email()} / {mpw()}",
        f"amazon pw {mpw()}",
        f"amazon password {mpw()}",
        f"Amazon Prime password {mpw()} (Karen set up Prime for me)",
    )
    r.add(
        "apple_id_recovery_key",
        f"Apple recovery key {apple_recovery_key()}",
        f"iCloud Recovery Key - keep safe:\n{apple_recovery_key()}",
        f"recovery key for the apple id {apple_recovery_key()}",
        f"Liam turned on the recovery key thing for my Apple ID, here it is  {apple_recovery_key()}  (print it for the safe)",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "sin_masked",
        f"SIN on the T4A shows as ***-***-{digits(3)}",
        f"My SIN ends in {digits(3)} (the full number is on the card in the safe)",
        f"CRA letter had SIN xxx xxx {digits(3)}",
        f"Social insurance no. on file: ••• ••• {digits(3)}",
        f"Doug's SIN ended {digits(3)}, need his death certificate too",
    )
    r.add(
        "bank_account_number",
        f"TD chequing - transit {digits(5)}, institution 004, account {digits(7)}",
        f"Tangerine savings account # {digits(10, True)} (for the pension deposit form)",
        f"For direct deposit: inst 004 transit {digits(5)} acct {digits(7)}",
        f"tenant sends rent to my Tangerine acct, inst 614 transit 00152 acct {digits(10, True)}",
        f"TD TFSA account number {digits(7)}-{digits(2)}",
    )
    r.add(
        "presto_card_number",
        f"Presto card number {groups('3124' + digits(13), 4)}",
        f"my presto # {'3124' + digits(13)} - registered so I can get it back if lost",
        f"Presto (senior fare) {groups('3124' + digits(13), 4)}, autoload $20",
        f"Presto card for {pick(*TENANTS)} (they left it) {groups('3124' + digits(13), 4)}",
        f"Old Presto ending {digits(4)} was cancelled, new one {groups('3124' + digits(13), 4)}",
    )
    r.add(
        "booking_confirmation_number",
        f"Hotel in Ottawa - confirmation # {digits(9, True)}",
        f"Via Rail to Kingston, booking ref {rnd(UPPER + DIGITS, 6)}",
        f"flu shot at Shoppers, confirmation {rnd(UPPER + DIGITS, 8)}",
        f"Roy Thomson Hall tickets order {digits(8, True)}",
        f"Furnace service booked {when()}, confirmation no. {pick('WO', 'SR')}-{digits(7)}",
    )
    r.add(
        "insurance_policy_number",
        f"Home insurance policy # HP{digits(8)}",
        f"Travel insurance for Florida: policy {rnd(UPPER, 3)}-{digits(7)}, certificate {digits(6)}",
        f"Landlord insurance (basement unit) policy no {digits(4)}-{digits(6)}",
        f"Car insurance policy {pick('AU', 'PA')}{digits(9)}",
        f"Doug's life insurance policy number {digits(10)} - claim # {digits(7)}",
    )
    r.add(
        "ohip_version_code",
        f"OHIP card renewed, new version code is {rnd(UPPER, 2)}",
        f"health card ends in {digits(3)}, version {rnd(UPPER, 2)}, expires {when()} {secrets.randbelow(5) + 2026}",
        f"Dr. office said my OHIP version code {rnd(UPPER, 2)} is out of date - need the new one",
        f"OHIP: version code {rnd(UPPER, 2)} (it's the 2 letters after the number)",
    )
    r.add(
        "hydro_account_number",
        f"Toronto Hydro account # {digits(10)}",
        f"hydro acct {digits(10)}, premise {digits(7)}",
        f"Enbridge gas account number {digits(12)}",
        f"Toronto water/solid waste utility account {digits(6)}-{digits(6)}",
        f"Hydro bill for the basement is on acct {digits(10)} - split 30% with tenant",
    )
    r.add(
        "postal_code",
        f"new address for Karen: postal code {postal()}",
        f"my postal code {postal()}",
        f"Liam's apartment {secrets.randbelow(400) + 10} {pick(*STREETS)}, Toronto ON {postal()}",
        f"Library branch postal {postal()}, the pharmacy is {postal()}",
    )
    r.add(
        "flight_booking_reference",
        f"Air Canada to Halifax booking ref {rnd(UPPER + DIGITS, 6)}",
        f"WestJet confirmation code {rnd(UPPER, 6)}, seat 14C",
        f"e-ticket 014-{digits(10)}, booking reference {rnd(UPPER + DIGITS, 6)}",
        f"Flight to Florida {when()} - Porter reservation {rnd(UPPER, 6)}",
        f"Aeroplan number {digits(9, True)}",
    )
    r.add(
        "tracking_number",
        f"Canada Post tracking {digits(16)}",
        f"the package from Amazon - tracking {pick('TBA', 'TBC')}{digits(12)}",
        f"Purolator tracking # {digits(12)}",
        f"parcel to Karen in Vancouver: {rnd(UPPER, 2)}{digits(9)}CA",
        f"UPS 1Z{rnd(UPPER + DIGITS, 16)}",
    )
    r.add(
        "cra_reference_number",
        f"NETFILE confirmation number {rnd(UPPER + DIGITS, 8)} for last years return",
        f"Talked to CRA {when()}, agent ID {digits(5)}, call reference {digits(4)}-{digits(6)}",
        f"Notice of assessment dated {when()}, document locator {digits(4)}-{digits(4)}-{digits(4)}",
        f"CRA said the rental income form is T776, refund of ${secrets.randbelow(2000)}.{digits(2)}",
    )
    r.add(
        "password_change_reminder",
        "Change the TD password next month - they make you do it every year",
        f"Netflix said someone signed in from {pick('Brampton', 'Mississauga', 'Oshawa')} so I changed the password {when()} and logged everyone out",
        "Liam says use a different password for every site and write them in the green book",
        f"Tangerine password expired - reset it {when()}, new one is in the book",
        "Remind myself: never give the CRA password over the phone, CRA never calls asking for it",
    )
    r.add(
        "password_location_note",
        "CRA password is in the little green notebook in the kitchen drawer, page 3",
        "Doug's email password is written on the back of his old day-timer, basement desk",
        "Liam put the Wi-Fi password on a card stuck to the fridge",
        "All my passwords are in the Bitwarden app now - Karen has the emergency access",
        "Safe combination is with the lawyer (Mr. Chen) in the will envelope",
    )
    r.add(
        "wifi_network_info",
        f"tenant's wifi network name is {ssid()} (5G one is faster)",
        f"The modem is a Bell Giga Hub, wifi name {ssid()} - password on the sticker underneath",
        f"Wi-Fi keeps dropping in the basement, Rogers tech ticket {digits(8, True)}",
        f"Guest wifi turned off until {when()}, network {ssid()}",
    )
    r.add(
        "phone_bill_account_number",
        f"Rogers account number {digits(9, True)}",
        f"Bell acct # {digits(9, True)} - bill is about ${secrets.randbelow(60) + 60} a month",
        f"Bell home phone account {digits(3)} {digits(3)} {digits(4)} (not the cell one)",
        f"Rogers customer # {digits(9, True)}, contract ends {when()}",
        f"Bell said my account number is {digits(9, True)} and reference {rnd(UPPER, 2)}{digits(6)} for the credit",
    )
    r.add(
        "prescription_number",
        f"Rx {digits(7)} - blood pressure pills, 3 refills left",
        f"Shoppers prescription number {digits(7)} (eye drops)",
        f"refill Rx# {digits(7)} and Rx# {digits(7)} before Florida",
        f"Pharmacy said my Rx {digits(7)} is ready - DIN {digits(8)}",
    )
    r.add(
        "library_card_number",
        f"TPL library card {'27131' + digits(9)}",
        f"library card # {groups('27131' + digits(9), 5)} - holds at the Pape branch",
        f"Liam's library card number {'27131' + digits(9)}",
        f"New library card number {'27131' + digits(9)} (old one lost)",
    )
    r.add(
        "order_number",
        f"Amazon order {digits(3)}-{digits(7)}-{digits(7)} - the new kettle",
        f"Costco.ca order # {digits(10, True)} - patio set, delivery {when()}",
        f"Canadian Tire order {digits(9, True)}",
        f"Best Buy order no. BBY01-{digits(12)}",
        f"returned the heater, RMA {rnd(UPPER + DIGITS, 8)}",
    )
    r.add(
        "costco_membership_number",
        f"Costco membership # 111{digits(9)}",
        f"costco card number 111 {digits(3)} {digits(3)} {digits(3)} - renews {when()}",
        f"Executive membership {'111' + digits(9)}, Doug's card cancelled",
        f"Karen is on my Costco as household member, # 111{digits(9)}",
    )
    r.add(
        "appliance_serial_number",
        f"Furnace: model {rnd(UPPER + DIGITS, 10)}, serial {digits(4)}{rnd(UPPER, 1)}{digits(5)}",
        f"Basement fridge Whirlpool serial {rnd(UPPER, 2)}{digits(8)}",
        f"Hot water tank rental - tank serial {digits(10)}, Enercare acct {digits(8)}",
        f"dishwasher S/N {rnd(UPPER + DIGITS, 12)} still under warranty till {when()}",
        f"Washer (basement) model {rnd(UPPER, 3)}{digits(4)}{rnd(UPPER, 2)}, serial {rnd(UPPER + DIGITS, 11)}",
    )
    r.add(
        "vehicle_vin",
        f"Car VIN {vin()}",
        f"Doug's car sold, VIN {vin()}, plate {rnd(UPPER, 4)} {digits(3)}",
        f"VIN for the insurance form: {vin()}",
    )
    r.add(
        "masked_card_number",
        f"TD Visa ending in {digits(4)}",
        f"Mastercard **** **** **** {digits(4)} - charge from Netflix",
        f"card# {luhn('4')[:4]} •••• •••• {digits(4)} exp {expiry()}",
        f"debit card ending {digits(4)} replaced, new one ends {digits(4)}",
        f"Costco charged my card xxxx-{digits(4)} twice - call them",
    )
    r.add(
        "etransfer_reference_number",
        f"e-transfer from {pick(*TENANTS)} rent Reference Number: CA{rnd(ALNUM, 10)}",
        f"Interac ref CA{rnd(ALNUM, 10)} - $1,{secrets.randbelow(900) + 100} deposited",
        f"Sent Karen $200 for birthday, ref C{rnd(UPPER + DIGITS, 9)}",
        f"Rent for {pick(*MONTHS)} received, auto-deposit, reference CA{rnd(ALNUM, 10)}",
        f"tenant e-transfer didn't come through, reference # CA{rnd(ALNUM, 10)}",
    )
    r.add(
        "maintenance_ticket_url",
        f"plumber's booking: https://book.acmeplumbing.example/appointments/{uid()} (have to log in to see it)",
        f"Toronto Hydro outage report https://outages.hydro.example/report/{uid()}",
        f"Rogers tech visit https://support.rogers.example/tickets/{uid()}",
        f"roof quote link https://quotes.acme-roofing.example/q/{uid()} - $8,400",
    )
    r.add(
        "two_step_verification_note",
        "TD sends the 6 digit code by text to my cell - it only lasts a few minutes",
        "Tangerine does a phone call with the code to the landline, not a text",
        "CRA My Account needs the code from the passcode grid or a text now",
        f"Google verification turned on {when()} - backup codes are in the safe",
        "Service Canada said multi-factor is required from next year",
    )
    r.add(
        "pin_rules_note",
        "Rogers PIN has to be 4 digits and can't be 1234 or your birth year",
        "3 wrong PINs at the bank machine and the card gets locked",
        "Bell account PIN must be 4 to 6 numbers - change it if the tenant ever finds it",
        "Tangerine says PIN must be 6 digits now, no repeating numbers",
    )
    r.add(
        "smart_lock_settings",
        f"Schlage Encode: auto-lock after {pick(30, 60, 90)} seconds, tenant is user slot #3 (code is in the app)",
        f"Door lock batteries changed {when()}, 4 AA",
        f"smart lock serial {rnd(UPPER + DIGITS, 12)}, bought at Home Depot",
        f"Change the tenant's door code on {when()} when the lease ends - ask Liam",
        f"Lock app shows {pick(*TENANTS)} came in at 11:42 pm, {secrets.randbelow(8) + 2} entries this week",
    )
    r.add(
        "router_details",
        f"Modem MAC address {mac(':', True)}, serial {rnd(UPPER + DIGITS, 12)}",
        f"Bell Giga Hub, model {rnd(UPPER, 2)}{digits(4)}, firmware {digits(1)}.{digits(1)}.{digits(2)}",
        f"Rogers Ignite modem S/N {rnd(UPPER + DIGITS, 14)}, Internet 500 plan",
        f"printer IP 192.168.2.{secrets.randbelow(200) + 20}, mac {mac('-')}",
    )
    r.add(
        "phone_number_list",
        f"Karen cell {phone()}, Liam {phone()}",
        f"Tenant {pick(*TENANTS)}: {phone()}",
        f"Furnace guy {phone()}, plumber {phone()}",
        f"Dr. office {phone()} ext {digits(3)}",
    )
    r.add(
        "tax_slip_amounts",
        f"T4A(P) box 20: ${secrets.randbelow(9000) + 4000}.{digits(2)}",
        f"T4A(OAS) box 18 ${secrets.randbelow(3000) + 7000}.{digits(2)}, tax deducted box 22 ${secrets.randbelow(500)}.{digits(2)}",
        f"T5 from Tangerine box 13 interest ${secrets.randbelow(900)}.{digits(2)}",
        f"Rent received this year ${secrets.randbelow(5000) + 15000}, expenses about ${secrets.randbelow(4000) + 2000} for the T776",
    )
    r.add(
        "serviceontario_transaction",
        f"ServiceOntario plate sticker renewal, transaction # {digits(10, True)}",
        f"Health card renewal appointment confirmation {rnd(UPPER + DIGITS, 10)}",
        f"ServiceOntario receipt {digits(12)} - change of address",
        f"Death certificate for Doug ordered, order # {rnd(UPPER, 2)}{digits(8)}",
    )
    r.add(
        "lease_details",
        f"Basement lease: {pick(*TENANTS)}, ${secrets.randbelow(500) + 1400}/month, due on the 1st, started {when()}",
        f"Rent increase allowed this year {pick('2.5', '2.2', '2.1')}% - give N1 form 90 days ahead",
        "last month's rent deposit held - pay interest on it every year",
        f"Lease unit number 'Lower Level', {secrets.randbelow(300) + 10} {pick(*STREETS)}",
    )
    r.add(
        "cheque_number",
        f"cheque #{digits(3)} to the roofer for the deposit",
        f"void cheque given to Service Canada, cheque number {digits(3)}",
        (lambda n: f"Tenant's post-dated cheques #{n:03d} to #{n + 11:03d}")(secrets.randbelow(880) + 100),
    )
    r.add(
        "passport_application_file",
        f"Passport application file number {rnd(UPPER, 1)}{digits(9)}, mailed {when()}",
        f"Passport office said my file # {digits(10)} is in processing",
        f"New passport arriving, receipt no. {rnd(UPPER, 2)}{digits(7)}",
    )
    return r


def main() -> None:
    write_corpora(
        "make_heldout300.py",
        [
            ("heldout300_credentials.yaml", credentials(), "Held-out batch 300: a retired Toronto landlord's logins, banking passwords, security answers, account PINs and door codes"),
            ("heldout300_lookalikes.yaml", lookalikes(), "Held-out batch 300: the same persona's masked SINs, account, policy, Presto and booking numbers, and talk about passwords without one"),
        ],
    )


if __name__ == "__main__":
    main()
