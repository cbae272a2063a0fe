# ruff: noqa: E501
"""Writes heldout394_credentials.yaml and heldout394_lookalikes.yaml: held-out batch 394.

Persona: a home health aide in Detroit who visits elderly clients. She is not technical and
keeps everything in her phone's notes, typed fast with abbreviations and some AAVE: her
clients' key safe codes, door, garage and alarm codes, the medication lockbox combination,
building call-box codes, a client's Wi-Fi password, the logins of her agency's scheduling
app and of the clients' patient portals, her own bank app password, card PINs, phone
passcode, Cash App and Bridge card PINs, and the odd wallet phrase or authenticator key her
cousin set up; and many look-alikes: employee and member ids, visit ids, Rx numbers,
tracking and order numbers, routing numbers, masked cards, expired or used texted codes,
Wi-Fi names without the password, vitals, mileage, pay, bus times and notes that point to a
secret kept somewhere else.

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
    b64u_bytes,
    card_expiry,
    digits,
    groups,
    hexs,
    imei,
    luhn,
    mac,
    pick,
    pin,
    pw,
    rnd,
    seed_phrase,
    totp_seed,
    uid,
    visa,
    write_corpora,
)

PW_WORDS = [
    "Lions", "Pistons", "Tigers", "Kayden", "Jayla", "Blessed", "Sunshine", "Queen",
    "Coney", "Nana", "Saniyah", "Faith", "Grace", "Mocha", "Honey", "Butterfly", "Redwings",
    "Jamal", "Brielle", "Chosen", "Favor", "Motown", "Belleisle", "Peaches", "Kingdom",
    "Dreams", "Marcus", "Zion", "Amir", "Treasure",
]
VERBAL = [
    "butterbean", "pecan", "magnolia", "sugarfoot", "cornbread", "bluebird", "sweetpea",
    "cardinal", "biscuit", "honeydew", "tangerine", "bumblebee", "dandelion", "gravy",
    "lilac", "greens", "cobbler", "juniper",
]
WIFI_WORDS = [
    "silver", "canyon", "purple", "river", "quiet", "piano", "orange", "falcon", "maple",
    "rocket", "velvet", "harbor", "sunny", "tiger", "breezy", "copper", "lucky", "garden",
]
FIRST = ["keisha", "kee", "tasha", "latoya", "dorothy", "earl", "hattie", "willie", "pat", "loretta", "kdub", "neecy"]
LAST = ["williams", "jackson", "brown", "washington", "harris", "johnson", "moore", "turner"]
VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
MBI_LETTERS = "ACDEFGHJKMNPQRTUVWXY"


def person_pw() -> str:
    """A password this writer picks: a name or team, digits, a symbol."""
    w1, w2 = pick(*PW_WORDS), pick(*PW_WORDS)
    sym = pick("!", "@", "#", "$", "*", "!!")
    return pick(
        f"{w1}{digits(pick(3, 4))}{sym}",
        f"{w1}{pick('@', '#', '$')}{digits(4)}",
        f"{w1.lower()}{w2.lower()}{digits(pick(2, 3))}{sym}",
        f"{w1}{pick('.', '_')}{w2}{digits(3)}",
        f"{w1}{digits(2)}{sym}{w2}{digits(2)}",
    )


def strong_pw() -> str:
    return pick(pw(), rnd(ALNUM + "!@#$%", 14))


def user() -> str:
    return f"{pick(*FIRST)}{pick(*LAST)[:pick(1, 4, 8)]}{digits(2)}"


def verbal() -> str:
    """An alarm company's verbal passcode: a word, sometimes with digits."""
    return pick(*VERBAL) + pick("", digits(2), digits(3))


def ssid() -> str:
    return pick(
        f"ATT{rnd(ALNUM, 4)}",
        f"ATT{rnd(UPPER + DIGITS, 3)}{rnd(LOWER, 1)}",
        f"NETGEAR{digits(2)}",
        f"SpectrumSetup-{hexs(2).upper()}",
        f"MySpectrumWiFi{hexs(2)}-2G",
        f"XFSETUP-{hexs(4).upper()}",
        f"DIRECT-{rnd(UPPER + DIGITS, 2)}-HP",
    ) if secrets.randbelow(4) else pick("Grandmas House", "BLESSED HOME", "TheBrowns", "FamilyWifi-5G", "HOME-2G")


def att_key() -> str:
    """An AT&T gateway's default Wi-Fi key."""
    return rnd(LOWER + DIGITS + "#%+=", 12)


def xfinity_key() -> str:
    return f"{pick(*WIFI_WORDS)}{digits(4)}{pick(*WIFI_WORDS)}"


def spectrum_key() -> str:
    return f"{pick(*WIFI_WORDS)}{pick(*WIFI_WORDS)}{digits(3)}"


def custom_wifi() -> str:
    return pick(
        f"{pick(*PW_WORDS).lower()}{digits(4)}",
        f"grandbaby{digits(4)}{pick('', '!')}",
        f"{pick(*PW_WORDS)}{pick(*WIFI_WORDS)}{digits(2)}",
    )


def combo() -> str:
    """A dial lock's three numbers."""
    return "-".join(f"{secrets.randbelow(40):02d}" for _ in range(3))


def google_backup_codes(sep: str = "\n") -> str:
    """Google's ten backup codes, eight digits each, shown as two groups of four."""
    return sep.join(f"{digits(4)} {digits(4)}" for _ in range(10))


def mastercard() -> str:
    return groups(luhn("5" + pick("1", "2", "3", "4", "5"), 16), 4)


def otpauth() -> str:
    return f"otpauth://totp/CareShift:{user()}?secret={totp_seed(32)}&issuer=CareShift"


def ph() -> str:
    return f"({pick('313', '248', '586', '734')}) 555-01{digits(2)}"


def mbi() -> str:
    """A Medicare Beneficiary Identifier, printed 4-3-4."""
    a = MBI_LETTERS + DIGITS
    text = (
        str(secrets.randbelow(9) + 1) + secrets.choice(MBI_LETTERS) + secrets.choice(a)
        + secrets.choice(DIGITS) + secrets.choice(MBI_LETTERS) + secrets.choice(a)
        + secrets.choice(DIGITS) + secrets.choice(MBI_LETTERS) + secrets.choice(MBI_LETTERS)
        + secrets.choice(DIGITS) + secrets.choice(DIGITS)
    )
    return f"{text[:4]}-{text[4:7]}-{text[7:]}"


def routing() -> str:
    """An ABA routing number (Chicago Fed district) with a valid check digit."""
    body = "07" + digits(6)
    total = sum(int(c) * k for c, k in zip(body, (3, 7, 1, 3, 7, 1, 3, 7), strict=True))
    return body + str((10 - total % 10) % 10)


def npi() -> str:
    """A National Provider Identifier: Luhn over 80840 and the ten digits."""
    return luhn("80840" + pick("1", "2"), 15)[5:]


def vin() -> str:
    return rnd(VIN_CHARS, 17)


def plate() -> str:
    return f"{rnd(UPPER, 3)} {digits(4)}"


def ups() -> str:
    return "1Z" + rnd(UPPER + DIGITS, 16)


def ver() -> str:
    return f"{secrets.randbelow(8) + 2}.{secrets.randbelow(30)}.{secrets.randbelow(10)}"


def md() -> str:
    return f"{secrets.randbelow(12) + 1}/{secrets.randbelow(28) + 1}"


def money() -> str:
    return f"${secrets.randbelow(900) + 300}.{digits(2)}"


def bp() -> str:
    return f"{secrets.randbelow(50) + 110}/{secrets.randbelow(30) + 65}"


def zoom_id() -> str:
    n = digits(11, lead=True)
    return f"{n[:3]} {n[3:7]} {n[7:]}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "key_safe_code",
        f"Ms. Dorothy key safe on the side porch rail - code {pin(4)} then push the lever down. SCRAMBLE the numbers after!!",
        f"lockbox @ Mr Earl house (Outer Dr)\n{pin(4)}",
        f"key box code for Ms Hattie is {pin(5)} her daughter changed it last wk",
        f"Mr. Willie keysafe by the back door combo {pin(4)} (the grey one, the black one by the steps is empty)",
        f"new client Ms Loretta off Fenkell\nlockbox {pin(4)}\nkey on the red ribbon, put it BACK",
    )

    r.add(
        "door_keypad_code",
        f"front door keypad Ms Pat {pin(6)} then hit the check button",
        f"Schlage pad on Mr Earl door: {pin(4)}",
        f"door code for the 7 Mile client\n{pin(5)}\nif it beep red 3x wait a min it lock u out",
        f"Ms. Hattie side door keypad - {pin(4)} (she made me promise not to give it to her nephew lol)",
        f"Kwikset pad at the Evergreen house code is {pin(6)} press the lock button to lock back up when u leave",
    )

    r.add(
        "garage_door_code",
        f"garage code Mr Willie {pin(4)} hit enter",
        f"Ms Loretta garage keypad {pin(4)} - go in thru garage, front door stick in the winter",
        f"garage pad (the Genie one outside) {pin(4)} then ENTER",
        f"if nobody answer at Ms Dorothy use the garage: {pin(4)}",
        f"grg code\n{pin(4)}\nclose it behind u, it be letting the cold in on her",
    )

    r.add(
        "alarm_disarm_code",
        f"ADT code at Ms Dorothy {pin(4)} u got 30 sec after u open the door",
        f"alarm panel by the kitchen - disarm {pin(4)} then OFF",
        f"Mr Earl alarm: {pin(4)}  (if it go off the company call n u gotta say the password word, its on her fridge)",
        f"Brinks keypad code for the Rosedale Park client — {pin(4)}",
        f"alarm cd {pin(4)} press OFF after, dont hit panic by accident again 😭",
    )

    r.add(
        "alarm_verbal_passcode",
        f"ADT verbal password for Ms Dorothy house if they call: {verbal()}",
        f"if the alarm co calls you tell em the passcode word - {verbal()}",
        f"Mr Earl security company password (what u say on the phone)\n{verbal()}",
        f"alarm monitoring safe word = {verbal()} . NOT the panel code, the word",
    )

    r.add(
        "agency_app_login",
        f"CareShift login\nuser: {user()}\npw: {person_pw()}",
        f"agency app pw {person_pw()} (they made me change it AGAIN smh)",
        f"scheduling app - {user()} / {person_pw()}",
        f"Motor City Home Care portal https://portal.acmehomecare.test\nusername {user()}\npassword {strong_pw()}",
        f"new pw for the shift app cuz i got locked out: {person_pw()}",
        f"| app | user | pass |\n|---|---|---|\n| CareShift | {user()} | {person_pw()} |",
    )

    r.add(
        "evv_clock_in_pin",
        f"clock-in code on the EVV app {pin(6)}",
        f"Sandata telephony: my employee id {digits(6, lead=True)} and PIN {pin(4)}",
        f"EVV pin changed -> {pin(4)}",
        f"when u call in from Ms Pat landline it ask for ur pin: {pin(5)}",
        f"clockin pin\n{pin(4)}",
    )

    r.add(
        "bank_app_password",
        f"Chase app pw {person_pw()}",
        f"huntington online banking\nuser {user()}\npass {person_pw()}",
        f"Chime password: {strong_pw()} (changed it after that scam text)",
        f"Fifth Third login → {user()} / {person_pw()}",
        f"comerica pw is {person_pw()} dont let Tay see this",
    )

    r.add(
        "debit_card_pin",
        f"debit card pin {pin(4)}",
        f"new card came, pin is {pin(4)} (the Chase one)",
        f"ATM pin\n{pin(4)}",
        f"Chime card PIN - {pin(4)}  dont use it at the gas station on Gratiot they had a skimmer",
        f"my pin for the huntington card {pin(4)} remember it fr",
    )

    r.add(
        "phone_passcode",
        f"phone passcode {pin(6)} (in case I forget after the update lol)",
        f"new iphone code {pin(6)}",
        f"screen lock pin: {pin(4)}",
        f"if my phone die n Tay gotta get in it the code is {pin(6)}",
        f"Samsung backup PIN (when the pattern dont work) {pin(4)}",
    )

    r.add(
        "client_wifi_password",
        f"Ms Dorothy wifi\n{ssid()}\n{att_key()}",
        f"wifi @ Mr Earl: network {ssid()} pw {xfinity_key()}",
        f"Ms Hattie grandson wifi pw - {custom_wifi()}",
        f"wifi for Ms Pat's tablet: {spectrum_key()} (network {ssid()})",
        f"Mr Willie internet password {att_key()} its on the box behind the tv but the sticker faded",
        f"wifi Ms Loretta\n• name: {ssid()}\n• pass: {custom_wifi()}",
    )

    r.add(
        "wifi_qr_text",
        f"scanned the qr on her router it said WIFI:T:WPA;S:{ssid()};P:{att_key()};;",
        f"copied from the qr thing: WIFI:S:{ssid()};T:WPA2;P:{xfinity_key()};H:false;;",
        f"Ms Pat wifi qr\nWIFI:T:WPA;S:{ssid()};P:{custom_wifi()};;",
        f"qr text for Mr Earl wifi -> WIFI:T:WPA;P:{spectrum_key()};S:{ssid()};;",
    )

    r.add(
        "email_password",
        f"gmail pw {person_pw()}",
        f"my email password (the gmail not the yahoo) = {person_pw()}",
        f"email {user()}\n{strong_pw()}",
        f"Google acct pass: {person_pw()} - Tay set it up",
        f"yahoo mail login, the old one w/ all my pics: {person_pw()}",
    )

    r.add(
        "google_backup_codes",
        "Google backup codes (print these she said)\n" + google_backup_codes(),
        "gmail backup codes: " + google_backup_codes("  "),
        "backup codes 4 my google if i lose my phone:\n" + google_backup_codes(),
        "google 2 step codes, each one work once\n- " + google_backup_codes("\n- "),
    )

    r.add(
        "authenticator_setup_key",
        f"agency made us do 2 step, the setup key they showed: {groups(totp_seed(32).lower(), 4)}",
        f"authenticator key for CareShift (if I get a new phone put this in)\n{totp_seed(32)}",
        f"2FA secret key for payroll: {groups(totp_seed(16), 4)}",
        f"Tay scanned the qr w/ his phone and it showed {otpauth()}",
    )

    r.add(
        "cash_app_pin",
        f"cash app pin {pin(4)}",
        f"Cash App PIN: {pin(4)} (not the same as nothing else!!)",
        f"${pick(*FIRST).title()}{pick(*LAST).title()}{digits(2)} cash app, pin {pin(4)}",
        f"cashapp card + app pin\n{pin(4)}",
    )

    r.add(
        "mi_bridges_password",
        f"MI Bridges login for my food assistance\nuser: {user()}\npw: {person_pw()}",
        f"mibridges pw {person_pw()}",
        f"MIBridges - Ms Hattie acct (I help her renew) user {user()} pass {person_pw()}",
        f"bridges website password changed to {strong_pw()}",
        f"MI Bridges: {user()}\n{person_pw()}\nrenewal due in march",
    )

    r.add(
        "med_lockbox_combination",
        f"Ms Dorothy med lockbox combo {combo()}",
        f"pill box lock (the 4 dial one) {pin(4)}",
        f"meds locked in the hall closet, combo is {combo()} right left right",
        f"Mr Earl medication safe code\n{pin(4)}",
        f"lock on the med cabinet: {combo()} - only me n the nurse know it",
    )

    r.add(
        "building_entry_code",
        f"Ms Pat building (the senior apts on Jefferson) dial {pin(4)} on the callbox",
        f"gate code @ the Rosedale apts {pin(4)} then the bell key",
        f"lobby door code for Mr Willie bldg\n{pin(5)}",
        f"call box code - {pin(4)}  (Mr Earl daughter building in Southfield)",
        f"back entrance code at Ms Loretta's bldg {pin(4)} front desk lady said dont be giving it out",
    )

    r.add(
        "client_device_passcode",
        f"Ms Dorothy iPad code {pin(6)}",
        f"Mr Earl phone pass {pin(4)} (I set it up for him so he can FaceTime his son)",
        f"Ms Hattie tablet unlock {pin(4)}",
        f"client kindle fire pin - {pin(4)}",
    )

    r.add(
        "patient_portal_password",
        f"Ms Hattie MyChart\nusername {user()}\npw {person_pw()}",
        f"mychart pw for Mr Earl: {person_pw()}",
        f"Henry Ford MyChart login (Ms Pat) - {user()} / {person_pw()}",
        f"patient portal password for Mr Willie {strong_pw()} the daughter want me to check his results",
        f"DMC portal Ms Loretta -> pw {person_pw()}",
    )

    r.add(
        "card_number_with_cvv",
        f"my visa for online\n{visa()}  exp {card_expiry()}  cvv {digits(3)}",
        f"card # {visa()} {card_expiry()} {digits(3)} (for the scrubs order)",
        f"Chime debit: {visa()} | exp {card_expiry()} | security code {digits(3)}",
        f"mastercard {mastercard()} exp {card_expiry()} back code {digits(3)}",
    )

    r.add(
        "wallet_recovery_phrase",
        f"coinbase wallet recovery phrase (cuzzo said write it down & keep it safe)\n{seed_phrase(12)}",
        f"my 12 words: {seed_phrase(12)}",
        "secret recovery phrase\n" + "\n".join(f"{i}. {w}" for i, w in enumerate(seed_phrase(12).split(), 1)),
        f"crypto wallet backup words - {seed_phrase(12)} - do NOT lose",
    )

    r.add(
        "voicemail_pin",
        f"voicemail pw {pin(4)}",
        f"vm pin {pin(6)}",
        f"voicemail password on the new phone: {pin(4)}",
        f"to check vm from another phone: call my number, hit * , pin {pin(5)}",
    )

    r.add(
        "carrier_account_pin",
        f"T-Mobile acct PIN {pin(6)} they ask when u call",
        f"metro pcs account pin: {pin(8)}",
        f"Cricket security pin {pin(4)}",
        f"number transfer pin (port out) {pin(6)} - for switching to Boost",
    )

    r.add(
        "payroll_portal_password",
        f"ADP pw {person_pw()}",
        f"paystub site login: {user()} / {strong_pw()}",
        f"payroll app (ADP) new password\n{person_pw()}",
        f"W2 site pw {person_pw()} - need it for taxes",
        f"paycheck portal password = {person_pw()}",
    )

    r.add(
        "streaming_password",
        f"netflix pw {person_pw()}",
        f"Hulu login: {user()} pw {person_pw()}",
        f"Ms Dorothy want her stories on the tv - her youtube tv pw is {person_pw()}",
        f"peacock password {person_pw()} (for the Lions game)",
        f"paramount+ pass {strong_pw()}",
    )

    r.add(
        "router_admin_password",
        f"router login for Ms Pat (192.168.1.254) device access code {digits(10)}",
        f"admin pw for Mr Earl router: {strong_pw()} (Tay changed it)",
        f"Xfinity gateway admin password\n{person_pw()}",
        f"netgear router settings login admin / {rnd(LOWER + DIGITS, 10)}",
    )

    r.add(
        "magic_login_link",
        f"link the coordinator sent so i can log in w/o password (dont share): https://app.acmehomecare.test/login/magic?token={rnd(URLSAFE, 43)}",
        f"CareShift sign-in link\nhttps://careshift.acmehomecare.test/auth/link/{rnd(URLSAFE, 48)}",
        f"saved this link bc it log me straight in: https://portal.acmehomecare.test/sso?t={b64u_bytes(32)}",
        f"schedule link w/ my login in it https://app.acmehomecare.test/s/{hexs(12)}?auth={rnd(URLSAFE, 32)}",
    )

    r.add(
        "bridge_card_pin",
        f"Bridge card pin {pin(4)}",
        f"Ms Hattie bridge card PIN for when I do her shopping: {pin(4)}",
        f"EBT (bridge card) pin - {pin(4)}",
        f"Mr Willie food card pin\n{pin(4)}\n(he said its ok for me to use it at Meijer for him)",
        f"my bridge card: pin {pin(4)}",
    )

    r.add(
        "social_media_password",
        f"fb pw {person_pw()}",
        f"facebook password {person_pw()} (got hacked last time smh)",
        f"Ms Dorothy facebook so she can see the grandbabies\nlogin: {user()}\npw {person_pw()}",
        f"insta pw {person_pw()}",
        f"messenger login {person_pw()} ion use it much",
    )

    r.add(
        "pharmacy_app_password",
        f"CVS app pw {person_pw()}",
        f"walgreens acct for Ms Pat refills - {user()} / {person_pw()}",
        f"Meijer pharmacy login pass: {person_pw()}",
        f"pharmacy app password\n{strong_pw()}",
        f"Kroger app (pharmacy + pickup) password {person_pw()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "caregiver_employee_id",
        f"my employee ID at Motor City Home Care: {digits(6, lead=True)}",
        f"caregiver id {pick('CG', 'HHA')}-{digits(7)} (put on timesheet)",
        f"badge # {digits(5, lead=True)}",
        f"EVV worker ID\n{digits(8, lead=True)}\n(the pin is different, this just the ID)",
        f"agency provider # on the forms: {digits(7, lead=True)}",
    )

    r.add(
        "client_member_id",
        f"Ms Dorothy Medicare # {mbi()}",
        f"Mr Earl medicaid id {digits(10, lead=True)}",
        f"Ms Pat insurance member ID {pick('XGK', 'MIH', 'HAP')}{digits(9)} group {digits(6)}",
        f"Molina card for Mr Willie: member # {digits(9, lead=True)}",
        f"HAP member id\n{digits(12, lead=True)}\n(copy of card in the blue folder)",
    )

    r.add(
        "contact_phone_number",
        f"Ms Hattie daughter Tanya {ph()}",
        f"agency office {ph()} ext {digits(3, lead=True)}",
        f"on-call nurse line\n{ph()}",
        f"Mr Earl son (Dearborn) {ph()} call him if he fall",
        f"pharmacy on Livernois {ph()} / fax {ph()}",
    )

    r.add(
        "visit_shift_number",
        f"shift #{digits(8, lead=True)} Ms Dorothy 8a-12p",
        f"visit ID V{digits(9)} didnt clock out right, coordinator gon fix it",
        f"missed punch form for visit {digits(10, lead=True)}",
        f"schedule conf # {rnd(UPPER + DIGITS, 8)} for Sat",
        f"| date | visit id | client |\n|---|---|---|\n| {md()} | {digits(8, lead=True)} | Mr Earl |\n| {md()} | {digits(8, lead=True)} | Ms Pat |",
    )

    r.add(
        "prescription_number",
        f"Rx #{digits(7, lead=True)} lisinopril - Ms Pat refill at Walgreens",
        f"Mr Earl metformin rx {digits(7, lead=True)} store #{digits(5, lead=True)}",
        f"refill #s\n- {digits(7, lead=True)} eliquis\n- {digits(7, lead=True)} amlodipine",
        f"CVS Rx {digits(7, lead=True)}-{digits(5)} ready for pickup",
        f"prescription number on the bottle: {digits(8, lead=True)}",
    )

    r.add(
        "shipment_tracking",
        f"Ms Dorothy walker shipping USPS {groups('9400' + digits(18), 4)}",
        f"UPS {ups()} - her new glucose meter",
        f"fedex track {digits(12, lead=True)}",
        f"scrubs order tracking\n{groups('9205' + digits(18), 4)}",
        f"Amazon said tracking TBA{digits(12)} coming Thurs",
    )

    r.add(
        "masked_card_digits",
        f"card ending in {digits(4)} is the one for gas",
        f"Chime ****{digits(4)}",
        f"the bank app show acct •••• {digits(4)}",
        f"autopay set on visa xxxx-xxxx-xxxx-{digits(4)}",
        f"Ms Pat card last 4 {digits(4)} (she had me confirm it w/ the pharmacy)",
    )

    r.add(
        "bank_routing_number",
        f"direct deposit routing # {routing()} (its on the bank website, thats public)",
        f"routing {routing()} acct ending {digits(4)}",
        f"for the payroll form: routing number {routing()}",
        f"Chime routing number\n{routing()}",
        f"credit union ABA {routing()}",
    )

    r.add(
        "expired_texted_code",
        f"code they texted {digits(6)} - expired before I put it in smh",
        f"verification code {digits(6)} (used already, dont need)",
        f"CareShift sent {digits(6)} but it said code expired, got a new one",
        f"bank one time code {digits(6)} - already used it",
        f"{digits(4)} was the code from the pharmacy text, only good 10 min, done now",
    )

    r.add(
        "wifi_network_name",
        f"Ms Dorothy wifi name is {ssid()} (password on the fridge, ask her)",
        f"networks: {ssid()} = Mr Earl, {ssid()} = the neighbor dont use",
        f"Ms Pat wifi showing as {ssid()}",
        f"wifi called {ssid()} at the senior center, its the open one no password",
        f"if the tablet not connecting pick {ssid()} not {ssid()}",
    )

    r.add(
        "secret_kept_elsewhere",
        "bank pw in the blue notebook in my purse, not putting it in here",
        "Ms Hattie lockbox code - ask the office, they text it the morning of",
        "door code changed, Ms Pat gon text me the new one tmrw",
        "MyChart password for Mr Earl: his daughter got it, call her",
        "phone passcode same as b4 (u know the one)",
    )

    r.add(
        "app_version_note",
        f"CareShift app update v{ver()} fixed the clock out bug",
        f"phone on iOS {pick(17, 18)}.{secrets.randbelow(6)}.{secrets.randbelow(3) + 1} now",
        f"agency said update the app to version {ver()} or later by friday",
        f"app says {ver()} ({digits(4, lead=True)}) and still crashing",
        f"tablet android {pick(12, 13, 14)} security patch {pick('2024', '2025')}-{secrets.randbelow(12) + 1:02d}-01",
    )

    r.add(
        "device_serial_imei",
        f"my phone IMEI {imei()} (for the insurance claim)",
        f"serial # {rnd(UPPER + DIGITS, 10)} on the back of Ms Dorothy tablet",
        f"IMEI\n{imei()}\ncracked screen claim #{digits(8, lead=True)}",
        f"*#06# showed {imei()}",
    )

    r.add(
        "medication_schedule",
        f"Ms Pat meds: metformin {pick(500, 850, 1000)}mg 8am & 6pm, lisinopril {pick(10, 20)}mg 8am, eliquis 5mg 2x",
        f"Mr Earl insulin {secrets.randbelow(20) + 10} units b4 dinner, check sugar FIRST",
        f"Ms Hattie: amlodipine {pick(5, 10)} mg @ 9, furosemide {pick(20, 40)} mg @ 9 (she be up all morning to the bathroom lol)",
        f"eye drops 1 gtt each eye 2x/day, tylenol {pick(325, 500)}mg prn",
        f"med times\n08:00 - {pick(2, 3)} pills\n12:30 - 1 pill\n20:00 - {pick(2, 4)} pills",
    )

    r.add(
        "vitals_readings",
        f"BP {bp()} pulse {secrets.randbelow(40) + 60} @ 9:15",
        f"sugar readings: {secrets.randbelow(120) + 90}, {secrets.randbelow(120) + 90}, {secrets.randbelow(120) + 90} (mon-wed)",
        f"O2 {secrets.randbelow(6) + 93}% temp 98.{secrets.randbelow(10)}",
        f"weight {secrets.randbelow(80) + 130} lb - up 3 from last wk, tell the nurse",
        f"| day | BP | sugar |\n|---|---|---|\n| {md()} | {bp()} | {secrets.randbelow(100) + 100} |\n| {md()} | {bp()} | {secrets.randbelow(100) + 100} |",
    )

    r.add(
        "mileage_log",
        f"miles {md()}: {secrets.randbelow(40) + 5} (Ms Dorothy -> Mr Earl -> home)",
        f"odometer start {digits(6, lead=True)} end (fill in)",
        f"mileage wk of {md()}\nmon {secrets.randbelow(30) + 5}\ntue {secrets.randbelow(30) + 5}\nwed {secrets.randbelow(30) + 5}",
        f"reimbursement is {pick('0.55', '0.67', '0.70')}/mi, turned in {secrets.randbelow(200) + 50} mi",
        f"gas ${secrets.randbelow(40) + 20}.{digits(2)} at the Marathon on Schaefer, receipt in glovebox",
    )

    r.add(
        "pay_and_hours",
        f"check {md()} {money()} for {secrets.randbelow(30) + 50}.{pick('00', '25', '50', '75')} hrs",
        f"pay rate ${secrets.randbelow(6) + 14}.{pick('00', '25', '50')}/hr, OT after 40",
        f"direct deposit hit {money()} friday 🙌🏾",
        f"hours this pay period\n{secrets.randbelow(40) + 40}.5 reg\n{secrets.randbelow(10)} OT",
        f"owe Tay ${secrets.randbelow(150) + 20}, light bill {money()} due the {secrets.randbelow(27) + 1}th",
    )

    r.add(
        "appointment_times",
        f"Ms Dorothy cardiology appt {md()} 10:30am Henry Ford W Bloomfield",
        f"Mr Earl eye dr {md()} @ {secrets.randbelow(4) + 1}:{pick('00', '15', '30', '45')}pm - need a ride (SMART paratransit)",
        f"TB test due by {md()}, CPR renew {md()}/{pick(25, 26)}",
        f"in-service training {md()} 9-12 at the office on W Grand Blvd",
        f"Ms Hattie dialysis MWF {pick('6', '7')}:{pick('00', '30')}am, pick up at {pick('10', '11')}:{pick('15', '45')}",
    )

    r.add(
        "bus_schedule",
        f"DDOT #{pick(16, 17, 22, 30, 38)} leave {secrets.randbelow(3) + 6}:{secrets.randbelow(60):02d} transfer at the Rosa Parks center",
        f"QLINE every {pick(12, 15, 20)} min, the 7 Mile bus stay late tho",
        f"bus pass (Dart) exp {md()}, reload ${pick(5, 22, 70)}",
        f"SMART route {pick(450, 460, 510, 560)} to Southfield, stop #{digits(5, lead=True)}",
    )

    r.add(
        "online_order_number",
        f"Amazon order # 11{digits(1)}-{digits(7)}-{digits(7)}",
        f"Walmart order {digits(13, lead=True)} pickup after work",
        f"Meijer curbside order #{digits(9, lead=True)}",
        f"Target order\n{digits(15, lead=True)}\nreturn the wrong size",
        f"doordash for Ms Pat lunch, order #{rnd(UPPER + DIGITS, 6)}",
    )

    r.add(
        "utility_account_number",
        f"DTE acct for Ms Dorothy {groups(digits(12, lead=True), 4)}",
        f"water bill (DWSD) acct # {digits(6, lead=True)}-{digits(6)}",
        f"Comcast account {groups(digits(16, lead=True), 4)}",
        f"ATT account number {digits(9, lead=True)} - her internet bill",
        f"DTE acct\n{digits(12, lead=True)}\nshe on the senior discount now",
    )

    r.add(
        "benefits_case_number",
        f"MDHHS case # {digits(9, lead=True)} (Ms Hattie FAP renewal)",
        f"case number on the letter {digits(10, lead=True)}",
        f"caseworker Ms Johnson, case {digits(9, lead=True)}, call {ph()}",
        f"Medicaid renewal ref # {rnd(UPPER + DIGITS, 12)}",
    )

    r.add(
        "vehicle_plate_vin",
        f"my car VIN {vin()} (for the insurance)",
        f"plate {plate()} - the Malibu",
        f"agency need my plate # and VIN: {plate()} / {vin()}",
        f"Ms Pat son car {plate()} parked out front, he not a stranger",
    )

    r.add(
        "doctor_npi",
        f"Dr. Patel NPI {npi()} (for the form)",
        f"PCP for Mr Earl: Dr Okafor npi# {npi()}",
        f"the home health order need the doctor NPI -> {npi()}",
        f"NPI\n{npi()}\nfax {ph()}",
    )

    r.add(
        "meeting_id",
        f"in-service training zoom meeting ID {zoom_id()}",
        f"CPR class online, meeting id {zoom_id()} (passcode they email the morning of)",
        f"teams meeting ID: {zoom_id()}",
        f"zoom link https://acmehomecare.zoom.test/j/{digits(11, lead=True)} staff meeting thurs",
    )

    r.add(
        "router_label_info",
        f"Ms Pat router model BGW320, serial {rnd(UPPER + DIGITS, 12)}",
        f"MAC {mac(upper=True)} of Mr Earl router (ATT tech asked)",
        f"router sticker: S/N {digits(15, lead=True)}  MAC {mac()}",
        f"modem CM MAC {mac(sep='-', upper=True)} - Xfinity need it to activate",
    )

    r.add(
        "password_rule_reminder",
        "new CareShift pw gotta be 12 characters, 1 capital, 1 number, 1 symbol, cant reuse last 5",
        f"bank says password expire every {pick(60, 90, 180)} days",
        "MI Bridges pw rules: 8-16 chars, no spaces",
        "PIN cant be 4 of the same number or in a row like 1234",
    )

    r.add(
        "promo_coupon_code",
        f"doordash promo {pick('SAVE', 'DASH', 'EAT')}{digits(2)} for $ off",
        f"Kroger digital coupon code {rnd(UPPER + DIGITS, 8)}",
        f"Meijer mPerks offer id {digits(8, lead=True)}",
        f"uniform site coupon\n{pick('SCRUBS', 'NURSE', 'CARE')}{digits(2)}",
    )

    r.add(
        "care_plan_link",
        f"https://app.acmehomecare.test/visits/{uid()}/notes - link to Mr Earl care plan",
        f"care plan link\nhttps://portal.acmehomecare.test/clients/{uid()}",
        f"coordinator sent this for the schedule https://careshift.acmehomecare.test/schedule/{uid()}?week={secrets.randbelow(52) + 1}",
        f"incident report # {uid()}",
        f"form id {uid()} (mileage reimbursement)",
    )

    r.add(
        "payment_receipt_id",
        f"Zelle conf # {rnd(UPPER + DIGITS, 10)} sent $60 to Tay",
        f"Cash App payment id #{rnd(UPPER + DIGITS, 8)}",
        f"DTE payment confirmation {digits(10, lead=True)} for Ms Dorothy",
        f"money order serial {digits(11, lead=True)}",
        f"receipt # {digits(4)}-{digits(4)}-{digits(4)} Family Dollar (return by {md()})",
    )

    r.add(
        "key_safe_hardware",
        "key safe is the Master Lock 5401D, reset button inside behind the key hook",
        f"ordered Ms Loretta a new key safe - model 5400D, order #{digits(9, lead=True)}",
        "how to change the lockbox code: open it, slide the switch, push CLEAR, put new numbers, slide back",
        f"Kidde key safe serial {rnd(UPPER + DIGITS, 9)} (warranty)",
    )

    r.add(
        "insurance_policy_number",
        f"car insurance policy # {rnd(UPPER, 3)}{digits(9)}",
        f"Progressive policy {digits(9, lead=True)} renew in june",
        f"claim # {digits(2)}-{digits(7)} fender bender on Gratiot",
        f"renters ins policy {rnd(UPPER, 2)}-{digits(7)}",
        f"dental plan group {digits(6)} member {digits(11, lead=True)}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout394.py", [
        ("heldout394_credentials.yaml", credentials(), "Held-out batch 394: credentials a Detroit home health aide keeps (key safe, door, garage and alarm codes, client Wi-Fi, agency app, bank, PINs, portals and more)"),
        ("heldout394_lookalikes.yaml", lookalikes(), "Held-out batch 394: a home health aide's ids, reference numbers, masked cards, expired codes, Wi-Fi names and notes that point to a secret without holding it"),
    ])


if __name__ == "__main__":
    main()
