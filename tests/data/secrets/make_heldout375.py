# ruff: noqa: E501
"""Writes heldout375_credentials.yaml and heldout375_lookalikes.yaml: held-out batch 375.

Persona: a careful but non-technical 68-year-old woman in Dublin who writes whole sentences
in Irish English, with the odd word of Irish. She banks with AIB and An Post Money, files
with Revenue myAccount and MyGovID, has Eir broadband and a router her grandson Conor looks
after, helps in the parish office, follows Conor's instructions for WhatsApp, keeps the house
alarm and key safe codes for the carers, uses the Credit Union app, and still manages her late
sister's email. She writes down PINs, PACs, passwords, Wi-Fi keys, alarm, key safe and safe
codes, card details, backup codes, an Apple recovery key, a TOTP setup key and a wallet's
seed words; and keeps many look-alikes: her IBAN, PPS and Eircode, MPRN and GPRN, tracking,
booking, order, invoice and policy numbers, masked cards, used one-time codes, password
hints and places where a password is kept rather than the password.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    Rows,
    app_password,
    apple_recovery_key,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    imei,
    luhn,
    mac,
    phrase,
    pick,
    pin,
    pw,
    rnd,
    s10,
    seed_phrase,
    totp_seed,
    uid,
    write_corpora,
)

PW_WORDS = [
    "Glendalough", "Howth", "Killiney", "Liffey", "Shamrock", "Brigid", "Clontarf", "Sandymount",
    "Bonnie", "Rover", "Molly", "Paddy", "Dalkey", "Kerrygold", "Bernadette", "Phoenix",
    "Lourdes", "Knock", "Tayto", "Wicklow", "Connemara", "Goldfish", "Rosary", "Daffodil",
]
MONITOR_WORDS = [
    "BUTTERCUP", "BLACKBIRD", "HAWTHORN", "PRIMROSE", "CURRACH", "HEATHER", "KINGFISHER",
    "SNOWDROP", "LIGHTHOUSE", "BLUEBELL", "MARIGOLD", "SKELLIG",
]
NAMES = ["maura", "bernie", "lil", "nora", "kathleen", "eileen", "peggy"]
SURNAMES = ["byrne", "oconnor", "kavanagh", "doyle", "nolan", "brennan", "kinsella"]
EIRCODE_CHARS = "ACDEFHKNPRTVWXY" + DIGITS
PPSN_LETTERS = "WABCDEFGHIJKLMNOPQRSTUV"


def gran_pw() -> str:
    """A password this writer would set herself, or one a manager made for her."""
    word = secrets.choice(PW_WORDS)
    year = 1940 + secrets.randbelow(60)
    return pick(
        f"{word}{year}{pick('!', '#', '*', '')}",
        f"{word}{secrets.choice(PW_WORDS).lower()}{digits(2)}",
        f"{word}!{pin(4)}",
        f"{word.lower()}{pick('_', '.', '')}{digits(3)}{pick('!', '?', '')}",
        pw(),
    )


def bang_pw() -> str:
    """A password she set that ends with '!'."""
    return f"{secrets.choice(PW_WORDS)}{1940 + secrets.randbelow(60)}!"


def email(host: str = "eircom.example") -> str:
    return f"{secrets.choice(NAMES)}.{secrets.choice(SURNAMES)}{digits(2)}@{host}"


def aib_reg() -> str:
    """An AIB internet banking registration number: eight digits."""
    return digits(8, lead=True)


def eir_wifi_key() -> str:
    return pick(rnd(UPPER + DIGITS, 10), rnd(LOWER + DIGITS, 12), rnd(ALNUM, 16))


def ssid() -> str:
    return pick(f"eir{hexs(4).upper()}", f"eir-{rnd(UPPER + DIGITS, 6)}", f"eir{hexs(6)}-5G")


def visa() -> str:
    return groups(luhn(pick("4", "45", "49"), 16), 4)


def cvv() -> str:
    return digits(3)


def google_backup_codes(n: int = 10) -> list[str]:
    """Google's backup codes: eight digits, shown in two groups of four."""
    return [f"{digits(4, lead=True)} {digits(4)}" for _ in range(n)]


def puk() -> str:
    return digits(8, lead=True)


def dial() -> str:
    return f"{secrets.randbelow(99) + 1:02d}"


def monitor_word() -> str:
    return pick(secrets.choice(MONITOR_WORDS), f"{secrets.choice(MONITOR_WORDS)}{digits(2)}",
                phrase(MONITOR_WORDS, 2, " ").title())


def library_card() -> str:
    return "D" + digits(9, lead=True)


# ---- look-alike values -------------------------------------------------------------------


def ie_iban(spaced: bool = True) -> str:
    """An Irish IBAN: AIBK, a 93 sort code, an eight-digit account."""
    return iban("IE", f"{pick('AIBK', 'IPBS', 'BOFI')}93{digits(4)}{digits(8)}", spaced)


def sort_code() -> str:
    return f"93-{digits(2)}-{digits(2)}"


def ppsn() -> str:
    """A PPS number with its check letter (weights 8..2, mod 23), sometimes with the 'A'."""
    body = digits(7)
    second = pick("", "", "A")
    total = sum(int(c) * w for c, w in zip(body, range(8, 1, -1), strict=True))
    if second:
        total += 9 * (PPSN_LETTERS.index(second))
    return body + PPSN_LETTERS[total % 23] + second


def eircode() -> str:
    routing = pick("D04", "D06", "D6W", "D08", "D12", "D14", "D16", "D24", "A94", "K78")
    return f"{routing} {rnd(EIRCODE_CHARS, 4)}"


def mprn() -> str:
    return "10" + digits(9)


def gprn() -> str:
    return digits(7, lead=True)


def mobile() -> str:
    return f"08{pick('3', '5', '6', '7', '9')} {digits(3)} {digits(4)}"


def landline() -> str:
    return f"(01) {digits(3, lead=True)} {digits(4)}"


def booking_ref() -> str:
    return rnd(UPPER + DIGITS, 6)


def car_reg() -> str:
    year = pick("08", "11", "142", "151", "162", "171", "182", "191", "202", "231")
    return f"{year}-D-{digits(pick(4, 5), lead=True)}"


def lotto() -> str:
    nums = sorted({secrets.randbelow(47) + 1 for _ in range(12)})[:6]
    while len(nums) < 6:
        nums = sorted({secrets.randbelow(47) + 1 for _ in range(12)})[:6]
    return " ".join(f"{n:02d}" for n in nums)


def security_code() -> str:
    """WhatsApp's security code for a chat: sixty digits in twelve groups of five."""
    return groups(digits(60), 5)


def euro() -> str:
    return f"€{secrets.randbelow(400) + 12}.{digits(2)}"


def day() -> str:
    return f"{secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d}/{pick('2024', '2025')}"


def last4() -> str:
    return digits(4)


def code6() -> str:
    return digits(6)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "aib_pac",
        f"AIB internet banking\nReg no. {aib_reg()}\nPAC {pin(5)}\n(they only ever ask for 3 of the 5 numbers, the cheek of them)",
        f"My PAC for the AIB online is {pin(5)} - do NOT give this to anyone on the phone, AIB never ring asking for it.",
        f"Aib phone app personal access code {pin(5)}, the registration number is on the letter in the bureau",
        f"Note to self: I changed the AIB PAC after the scare in March and the new one is\n{pin(5)}",
        f"AIB login reg {aib_reg()} pac {pin(5)}. Conor says to use the fingerprint instead but I like to have it written down.",
    )

    r.add(
        "debit_card_pin",
        f"PIN for the new AIB Visa debit card (the green one) {pin(4)}",
        f"An Post debit card pin - {pin(4)}. The old card was cut in two and put in the bin.",
        f"Card PIN: {pin(4)}  (I wrote it backwards the last time and the machine in Centra kept the card, so this is the right way round!)",
        f"Remember for the ATM at the Credit Union:\n{pin(4)}",
        f"Debit card pin for the joint account with Tom, God rest him, which I still use for the bills = {pin(4)}",
    )

    r.add(
        "an_post_money_password",
        f"An Post Money online banking\nuser: {email()}\npassword: {gran_pw()}",
        f"An post money app password {gran_pw()} the girl in the post office on Thomas St helped me set it up",
        f"AnPost Money pw changed 14/02 -> {gran_pw()}",
        f"The An Post Money log in, the password is {gran_pw()} and the passcode for the app is in the other book.",
        f"An Post current account:\n  login  {email()}\n  passwrd  {gran_pw()}",
    )

    r.add(
        "revenue_myaccount_password",
        f"Revenue myAccount - the PPS number is on the P60, password {gran_pw()}",
        f"Revenue password for the property tax and the medical expenses claim: {gran_pw()}",
        f"myaccount revenue pasword {gran_pw()} (I reset it in January, the old one wouldn't take)",
        f"For the tax credits, Revenue myAccount:\n{gran_pw()}\nAnd remember you have to tick the box for the health expenses.",
        f"Revenue: you log in with the PPS number and date of birth, and then the password is {gran_pw()}",
    )

    r.add(
        "mygovid_password",
        f"MyGovID (for the pension and the Fuel Allowance) email {email()}, password {gran_pw()}",
        f"mygovid pw: {gran_pw()}",
        f"MyGovID password {gran_pw()} – Conor says the same login does Revenue now but I'll keep them separate to be safe",
        f"MYGOVID\nemail: {email('gmail.example')}\npassword:\n{gran_pw()}",
        f"Verified my MyGovID at the post office with the photo ID. The password I set is {bang_pw()} don't forget the ! at the end",
    )

    r.add(
        "eir_wifi_key",
        f"Eir broadband wifi\nNetwork: {ssid()}\nKey: {eir_wifi_key()}",
        f"Wifi password for visitors (off the sticker on the eir box): {eir_wifi_key()}",
        f"For Conor's photo frame he said to put this in:\n```\nnetwork={{\n    ssid=\"{ssid()}\"\n    psk=\"{eir_wifi_key()}\"\n}}\n```",
        f"Parish hall wifi (Fr. Brennan gave it to me for the bingo laptop), network ParishHall, key {rnd(ALNUM, 12)}",
        f"If the carer needs the internet the code is {rnd(UPPER + DIGITS, 10)} (capital letters and numbers, no spaces)",
        f"Conor texted me this for the new tablet:\nwifi:\n  name: {ssid()}\n  password: {eir_wifi_key()}",
    )

    r.add(
        "eir_router_admin_password",
        f"Router settings page 192.168.1.254, user admin, password {rnd(ALNUM, 10)}",
        f"Eir modem settings password (NOT the wifi one) {rnd(ALNUM, 12)}",
        f"To get into the box settings type 192.168.1.254 into the browser, username admin and the password\n{rnd(ALNUM, 10)}",
        f"Conor changed the router's admin password to {gran_pw()} so the lad next door can't be messing with it",
        f"eir F3000 admin login: admin / {rnd(ALNUM + '!#', 12)}",
    )

    r.add(
        "house_alarm_code",
        f"Alarm code {pin(4)} - set it going out, the panel is in the hall under the stairs",
        f"House alarm: to turn it off it's {pin(4)} and then the tick button",
        f"New alarm code from the alarm man on Tuesday {pin(4)}. The old one no longer works.",
        (lambda c: f"Alarm\nset: {c} + AWAY\nunset: {c}")(pin(4)),
        f"For the carer (Mary, Tues & Thurs): the alarm code is {pin(4)} if it goes off by mistake, don't panic",
    )

    r.add(
        "key_safe_code",
        f"Key safe by the back door, code {pin(4)}. Give it only to the HSE carers and Sinéad.",
        f"keysafe combo {pin(4)}",
        f"The little grey box on the wall beside the front door with the spare key - the buttons are {' '.join(pin(4))}, then push down the lever",
        f"Key safe: {pin(4)} (changed it after the plumber was here)",
        f"Carers' instructions:\n1. Code for the key safe {pin(4)}\n2. Let yourself in and call out\n3. Tablets are on the kitchen windowsill",
    )

    r.add(
        "credit_union_app_pin",
        f"Credit Union app PIN {pin(6)}",
        f"CU app (St Agatha's Credit Union) - 6 digit pin {pin(6)}",
        f"Credit union phone app pin no. {pin(6)}",
        f"To open the credit union app on the phone you put in {pin(6)} and then it shows the balance",
        f"credit union pin\n{pin(6)}",
    )

    r.add(
        "credit_union_online_password",
        f"Credit Union online - member no. {digits(5, lead=True)}, password {gran_pw()}",
        f"credit union website password {gran_pw()}",
        f"The Credit Union on Cork St gave me a new online password: {rnd(ALNUM, 10)} (change it when you log in, they said)",
        f"CU online login\nmember number: {digits(6, lead=True)}\nPassword: {gran_pw()}",
        f"password for the credit union website is {gran_pw()} (the app uses the pin instead)",
    )

    r.add(
        "full_card_details",
        f"Visa debit for the online shopping\n{visa()}\nexp {card_expiry()}  CVV {cvv()}",
        f"Card no {visa()} expires {card_expiry()} the 3 numbers on the back {cvv()}",
        f"For booking the Aer Lingus flights to see Siobhán in Boston: card {visa()}, {card_expiry()}, security code {cvv()}",
        f"| Card | Expiry | CVV |\n|---|---|---|\n| {visa()} | {card_expiry()} | {cvv()} |",
        f"AIB credit card - number {visa()} exp {card_expiry()} cvc {cvv()} (keep this in the press, not the purse)",
    )

    r.add(
        "sister_email_password",
        f"Bernie's email (eircom) - password {gran_pw()} - I still need to tell a few people she's gone, Lord rest her",
        f"Maura's gmail, I still check it for the Mass cards\n{email('gmail.example')}\n{gran_pw()}",
        f"Password for my sister's email: {gran_pw()}",
        f"Lil's email account pw {gran_pw()} (Conor says keep it open until the house is sold)",
        f"Sister's Yahoo: you log in with her email and the password is {gran_pw()}",
    )

    r.add(
        "google_app_password",
        f"The special 16-letter password Conor made so Bernie's email works on the iPad Mail: {app_password()}",
        f"app password for gmail on the laptop {app_password().replace(' ', '')}",
        f"Google app password (Mail on the iPad)\n{app_password()}",
        f"Conor: 'put this in instead of the normal password, Nana' - {app_password()}",
        f"gmail app pw {app_password().replace(' ', '')} (no spaces needed, he said)",
    )

    r.add(
        "google_backup_codes",
        "Google backup codes for Maura's account, each one only works once:\n" + "\n".join(google_backup_codes(10)),
        "Backup codes (gmail) in case the phone is lost or robbed " + ", ".join(google_backup_codes(5)),
        "Conor printed these for me, copying them here too:\n" + "\n".join(f"{i}. {c}" for i, c in enumerate(google_backup_codes(8), 1)),
        "BACKUP VERIFICATION CODES\n" + "    ".join(google_backup_codes(10)) + "\n(I crossed out the first one, used it in May)",
        "gmail 2 step back up codes -\n" + "\n".join(f"[ ] {c}" for c in google_backup_codes(6)),
    )

    r.add(
        "whatsapp_two_step_pin",
        f"WhatsApp two-step PIN {pin(6)}",
        f"Conor's instructions for the WhatsApp:\n- If it asks for your PIN put in {pin(6)}\n- Tap the green button to ring someone\n- The paper clip is for sending photos",
        f"whatsapp pin is {pin(6)}, it asks every so often to make sure I remember it",
        f"WhatsApp 6 numbers:\n{pin(6)}",
        f"Whatsapp 2 step verification code {pin(6)}, the email for resetting it is my gmail",
    )

    r.add(
        "apple_id_password",
        f"Apple ID: {email('icloud.example')} / {gran_pw()}",
        f"iPad Apple ID password {gran_pw()} (for the App Store and iCloud)",
        f"apple id pasword changed {gran_pw()}",
        f"The Apple ID for the iPad the family got me for my 65th, password:\n{gran_pw()}",
        f"iCloud password {gran_pw()} - the photos of the grandchildren all go up there",
    )

    r.add(
        "iphone_passcode",
        f"Phone passcode {pin(6)}",
        f"iPhone unlock number {pin(6)}",
        f"New phone code {pin(6)} (it's 6 numbers now, not 4)",
        f"To open the phone: {pin(6)} or my face",
        f"Passcode for the iPhone for when the face thing won't work in the dark: {pin(6)}",
    )

    r.add(
        "parish_office_login",
        f"Parish office computer login: secretary / {gran_pw()}",
        f"Parish email (office@stagathas-parish.example) password {gran_pw()}",
        f"The Parish Office PC - Windows password {gran_pw()}",
        f"Login for the parish records (Mass cards & baptisms) at https://records.stagathas.internal\nuser: volunteer3\npassword: {rnd(ALNUM, 12)}",
        f"Fr. Kelly's note on the monitor said the parish laptop password is {gran_pw()} - I took it down and put it here instead",
    )

    r.add(
        "parish_safe_combination",
        f"Parish office safe (collection money) combination: L {dial()} - R {dial()} - L {dial()}",
        f"Safe in the sacristy - turn left to {dial()}, right to {dial()}, then left to {dial()}",
        f"safe combo {dial()}-{dial()}-{dial()}",
        f"Combination for the safe where the Christmas collection goes: {pin(6)} then #",
        f"The new electronic safe in the office\ncode {pin(6)}\n(the old key one is in the back room, it's empty)",
    )

    r.add(
        "electric_ireland_password",
        f"Electric Ireland online account password {gran_pw()}",
        f"Electric Ireland - log in with email, pw {gran_pw()}. Read the meter on the 1st!",
        f"ESB bill online (Electric Ireland):\n{email()}\n{gran_pw()}",
        f"Password for the electricity account is {gran_pw()}",
    )

    r.add(
        "apple_recovery_key",
        f"Apple recovery key (Conor says this is VERY important, keep it safe): {apple_recovery_key()}",
        f"Recovery Key for my Apple ID\n{apple_recovery_key()}",
        f"apple recovery key {apple_recovery_key()} - if I lose this and the phone I'm locked out for good",
        f"iCloud recovery key, written out twice to be sure:\n{(lambda k: k + chr(10) + k)(apple_recovery_key())}",
    )

    r.add(
        "authenticator_setup_key",
        f"The long code for the authenticator app in case the phone goes, for Maura's gmail: {groups(totp_seed(32).lower(), 4)}",
        f"Authenticator setup key (Conor typed it in for me)\n{totp_seed(32)}",
        f"2 step verification - 'can't scan it? enter this key': {groups(totp_seed(32).lower(), 4)}",
        f"Microsoft authenticator key for the parish Office 365 {totp_seed(16)}",
    )

    r.add(
        "bitcoin_seed_phrase",
        f"Conor put €100 of bitcoin on the phone for my birthday. These are the 12 words and he says never to type them anywhere:\n{seed_phrase(12)}",
        f"Wallet recovery words: {seed_phrase(12)}",
        "bitcoin words (in order!)\n" + "\n".join(f"{i}. {w}" for i, w in enumerate(seed_phrase(12).split(), 1)),
        f"the 24 secret words for the crypto thing {seed_phrase(24)}",
    )

    r.add(
        "voicemail_pin",
        f"Voicemail pin {pin(4)} - ring 171 from the mobile",
        f"To listen to the messages from another phone dial my number, press * and put in {pin(4)}",
        f"Eir landline voicemail code {pin(4)}",
        f"minding service pin no {pin(4)}",
    )

    r.add(
        "netflix_password",
        f"Netflix (Conor's account, he lets me use it) {email('gmail.example')} pw {gran_pw()}",
        f"Netflix password {gran_pw()}",
        f"The telly streaming password is\n{gran_pw()}\n(press the red N on the remote)",
        f"netflix log in: password {gran_pw()}, profile is 'Nana'",
    )

    r.add(
        "vhi_password",
        f"VHI online - password {gran_pw()} (for sending in the receipts from the physio)",
        f"Vhi app password {gran_pw()}",
        f"Health insurance website (VHI) log in:\nemail {email()}\npassword {gran_pw()}",
        f"VHI password changed after they wrote to everyone, new one {gran_pw()}",
    )

    r.add(
        "library_pin",
        f"Library card {library_card()} PIN {pin(4)} (for the BorrowBox audiobooks)",
        f"Dublin libraries pin {pin(4)}",
        f"For the library ebooks you need the card number off the back and the PIN, which is {pin(4)}",
        f"library PIN: {pin(4)}",
    )

    r.add(
        "tesco_password",
        f"Tesco online shopping password {gran_pw()} - delivery slot Thursdays",
        f"Tesco login\n{email()}\n{gran_pw()}",
        f"tesco pw {gran_pw()} (the messages are cheaper online, Sinéad says)",
        f"Password for the Tesco website and the Clubcard app is {gran_pw()}",
    )

    r.add(
        "my_eir_password",
        f"My eir account (for the bill and the broadband) password {gran_pw()}",
        f"eir online account - {email()} - {gran_pw()}",
        f"Eir website pw {gran_pw()}. The man on the phone said I'd need it to change the package.",
        f"My Eir login\nuser: {email()}\npw: {gran_pw()}\nBill comes on the 8th",
    )

    r.add(
        "alarm_monitoring_password",
        f"The password for when the alarm company rings: {monitor_word()}",
        f"Alarm monitoring centre password is {monitor_word()} (if they ring and I don't say it they send the Guards)",
        f"Phonewatch verbal password {monitor_word()}",
        f"If the alarm goes off the monitoring people will ring and ask for the password, it's\n{monitor_word()}",
        f"monitoring pw = {monitor_word()} - Sinéad knows it too",
    )

    r.add(
        "sim_puk_code",
        f"PUK code for the phone SIM {puk()} (only if it says SIM locked)",
        f"Eir mobile PUK {puk()}",
        f"If the phone asks for a PUK after too many wrong PINs put in\n{puk()}",
        f"SIM card puk no. {puk()}, it was on the card the SIM came in",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "own_iban_for_payments",
        f"My IBAN for the pension to be paid into: {ie_iban()}",
        f"Gave the parish my bank details for the dues: IBAN {ie_iban(spaced=False)} BIC AIBKIE2D",
        f"For the ESB direct debit they wanted the IBAN\n{ie_iban()}",
        f"Sinéad's IBAN to pay her back for the flights {ie_iban()}",
        f"Bank details (fine to give out, the IBAN is for putting money IN):\nName: Mrs K. Byrne\nIBAN: {ie_iban()}\nBIC: AIBKIE2D",
    )

    r.add(
        "bank_sort_code_account",
        f"AIB sort code {sort_code()}, account no. {digits(8)}",
        f"Old Bank of Ireland account, closed in 2019: NSC {sort_code()} a/c {digits(8)}",
        f"sort code {sort_code()} acc {digits(8)} (the Credit Union wanted these for the loan)",
        f"Joint account number {digits(8)}, branch Thomas Street, sort code {sort_code()}",
    )

    r.add(
        "card_last_four",
        f"The new card ends in {last4()}, the old one ending {last4()} is cut up",
        f"Visa debit **** **** **** {last4()} - the payment to Tesco was taken twice on {day()}",
        f"Card ending {last4()} expires {card_expiry()}, remember to update it on the Netflix",
        f"Which card did I use for the VHI? The one ending in {last4()}.",
        f"Credit card xxxx-xxxx-xxxx-{last4()} reported lost {day()}, replacement coming in the post",
    )

    r.add(
        "ppsn_on_letters",
        f"My PPS number {ppsn()} (it's on the pension letter and the P60)",
        f"Tom's PPSN was {ppsn()}, the solicitor wanted it for the estate",
        f"PPS no. for Conor's grant form: {ppsn()}",
        f"Social Welfare ref = PPSN {ppsn()}",
        f"Maura's PPS\n{ppsn()}\n(needed for closing her accounts)",
    )

    r.add(
        "lpt_property_id",
        f"Local Property Tax - Property ID {digits(8, lead=True)}, paid by direct debit in 12 bits. The PIN on the letter is shredded, I use myAccount now.",
        f"LPT property ID for the house: {digits(8, lead=True)}",
        f"Property tax ref {digits(8, lead=True)}, valuation band 2, {euro()} a year",
        f"LPT for Maura's house (Property ID {digits(8, lead=True)}), the solicitor is dealing with it",
    )

    r.add(
        "eircode_addresses",
        f"My Eircode {eircode()} - give it to the taxi and the ambulance",
        f"Parish office eircode {eircode()}",
        f"Sinéad's new address in Blackrock, Eircode\n{eircode()}",
        f"Eircodes for the Christmas cards:\nMaura's old house {eircode()}\nThe Kinsellas {eircode()}\nFr. Brennan {eircode()}",
        f"Deliveries keep going to the wrong house - ours is {eircode()}, not the one with the red door",
    )

    r.add(
        "an_post_tracking_number",
        f"Parcel to Siobhán in Boston, tracking {s10('CP', 'IE')}",
        f"An Post registered letter to Revenue: {s10('RR', 'IE')} (keep the receipt)",
        f"tracking no {s10('LX', 'IE')} for the hearing aid batteries",
        f"The parcel from the UK is stuck in customs, number {s10('RR', 'GB')}",
        f"Christmas parcels:\n- Boston {s10('CP', 'IE')}\n- Sydney {s10('CP', 'IE')}",
    )

    r.add(
        "eir_account_reference",
        f"Eir account number {digits(9, lead=True)} - they ask for it before anything else on the phone",
        f"eir broadband fault ref {digits(8, lead=True)}, engineer coming Thursday between 8 and 1",
        f"My eir customer no. {digits(9, lead=True)} and the phone number on the account is {landline()}",
        f"Complaint reference from Eir about the double charge: CAS-{digits(7)}-{rnd(UPPER + DIGITS, 6)}",
        f"Eir order number for the new modem\n{digits(10, lead=True)}",
    )

    r.add(
        "esb_mprn",
        f"MPRN for the electricity {mprn()} (it's on the top of the bill)",
        f"ESB Networks meter point ref number: {mprn()}",
        f"When changing supplier they want the MPRN, ours is {mprn()}",
        f"Maura's house MPRN {mprn()} - meter read 0{digits(4)} on {day()}",
    )

    r.add(
        "gas_gprn",
        f"Gas Networks GPRN {gprn()}",
        f"GPRN for the gas {gprn()}, the boiler service man wanted it",
        f"Bord Gáis account, GPRN\n{gprn()}",
        f"Gas meter number {gprn()} read {digits(5)} units on {day()}",
    )

    r.add(
        "phone_numbers",
        f"Carer coordinator (HSE) {mobile()} - ask for Deirdre",
        f"Conor's new number {mobile()}",
        f"Parish office {landline()}, Fr. Kelly's mobile {mobile()}",
        f"Alarm company to cancel a false alarm: {landline()}",
        f"Numbers:\nDr. Nolan {landline()}\nChemist {landline()}\nSinéad {mobile()}",
    )

    r.add(
        "router_serial_mac",
        f"The eir box serial number {rnd(UPPER + DIGITS, 12)} (the man on the phone wanted it)",
        f"Router MAC address {mac(upper=True)}",
        f"eir modem model F3000, S/N {rnd(UPPER + DIGITS, 14)}, firmware {secrets.randbelow(3) + 1}.{secrets.randbelow(20)}.{secrets.randbelow(60)}",
        f"Conor says the printer's address is {mac('-', upper=True)}, if the wifi drops give him that",
        f"Back of the box:\nModel: F2000\nSerial: {rnd(UPPER + DIGITS, 12)}\nMAC: {mac()}",
    )

    r.add(
        "online_order_number",
        f"Argos order no. {digits(9, lead=True)} - the kettle, collect in Jervis",
        f"Amazon order {digits(3, lead=True)}-{digits(7)}-{digits(7)} for the large print books",
        f"Dunnes order number DS{digits(8)} (cardigan, wrong size, send back)",
        f"Tesco delivery order {digits(10, lead=True)}, Thursday 10-11",
        f"Mass bouquet from the florist, order #{digits(6, lead=True)}",
    )

    r.add(
        "flight_booking_reference",
        f"Aer Lingus booking ref {booking_ref()} - Dublin to Boston 12th June",
        f"Ryanair reservation number {booking_ref()} (Lourdes pilgrimage)",
        f"Flight booking: {booking_ref()}, seat 14C, I asked for the aisle",
        f"Booking reference for the trip to see Siobhán\n{booking_ref()}\nLeave for the airport at 6!",
        f"Parish pilgrimage to Knock, coach booking reference {booking_ref()}",
    )

    r.add(
        "hospital_chart_number",
        f"St James's hospital chart number (MRN) {digits(7, lead=True)}",
        f"Eye clinic appointment {day()} at 9.30, hospital no. {digits(7, lead=True)}",
        f"Beaumont MRN {digits(7, lead=True)} - bring the letter and the tablets list",
        f"Outpatients ref {rnd(UPPER, 2)}{digits(6)} for the hip",
    )

    r.add(
        "prescription_reference",
        f"Prescription no. {digits(8, lead=True)} at the chemist on Meath St",
        f"Repeat prescription ref {rnd(UPPER, 3)}-{digits(6)}, collect on the 1st",
        f"Chemist says the script number is {digits(9, lead=True)} if I ring ahead",
        f"Tablets: ramipril 5mg, Rx {digits(7, lead=True)}",
    )

    r.add(
        "credit_union_member_number",
        f"Credit Union member number {digits(5, lead=True)}",
        f"CU membership no. {digits(6, lead=True)} (the book is in the drawer)",
        f"Cork St Credit Union, member {digits(5, lead=True)}, loan account {digits(6, lead=True)}-2",
        f"Sinéad's credit union number for the Christmas savings: {digits(6, lead=True)}",
        f"member no\n{digits(5, lead=True)}",
    )

    r.add(
        "medical_card_number",
        f"Medical card number {digits(8, lead=True)}, GP is Dr Nolan",
        f"GMS card no. {digits(7, lead=True)}{rnd(UPPER, 1)} valid until {card_expiry(26, 3)}",
        f"Drug Payment Scheme card {digits(8, lead=True)}",
        f"Maura's medical card {digits(8, lead=True)}, to be sent back to the HSE",
    )

    r.add(
        "used_one_time_code",
        f"AIB texted me {code6()} to approve the payment - used it, they only last a few minutes",
        f"Code from Revenue was {code6()} (used already, it logged me in)",
        f"WhatsApp sent me a 6 digit code {digits(3)}-{digits(3)} when I got the new phone. Done, it's set up now.",
        f"The verification code {code6()} expired before I typed it in so they sent another one",
        f"MyGovID code {code6()} - that one didn't work, it had run out",
        f"An Post Money one-time passcode {code6()} used {day()} for the transfer to Sinéad, no good now",
    )

    r.add(
        "pointer_to_password",
        "The AIB PAC is in the red notebook in the bureau, second page. Not writing it here.",
        "Netflix password - ask Conor, it's his account",
        "Alarm code: Sinéad has it, and the alarm company has it on file",
        "Key safe code is with the carer coordinator at the HSE, ring them if the carer forgets",
        "Conor's doorbell camera reads the wifi password from WIFI_PASSWORD in his .env file on the little computer, he says I don't need to know it",
        "All the passwords are in Bitwarden now under 'Nana' - Conor has the emergency access",
    )

    r.add(
        "password_hint",
        "Hint for the Revenue one: the first dog's name and the year we got married",
        "Apple ID - same as the library one but with a capital letter at the start",
        "Electric Ireland password hint: Mammy's maiden name + house number",
        "Maura's email - her cat's name twice, she told me before she died",
        "The Tesco one: my favourite hymn and the year Conor was born",
    )

    r.add(
        "car_registration",
        f"Tom's car {car_reg()} - sold to the neighbour in {pick('2021', '2022', '2023')}, need to do the change of ownership",
        f"NCT for {car_reg()} booked {day()}, NCT booking ref {digits(8, lead=True)}",
        f"Sinéad's car reg {car_reg()} for the parking permit",
        f"The taxi that brought me home had reg {car_reg()}, I left the umbrella in it",
    )

    r.add(
        "software_versions",
        f"iPad updated to iPadOS {secrets.randbelow(3) + 16}.{secrets.randbelow(7)}.{secrets.randbelow(3) + 1} last night",
        f"WhatsApp version 2.{pick('24', '25')}.{secrets.randbelow(25)}.{secrets.randbelow(90) + 10} - Conor says it's up to date",
        f"AIB app version {secrets.randbelow(5) + 5}.{secrets.randbelow(20)}.{secrets.randbelow(10)} (it wouldn't open until I updated it)",
        f"The router firmware is {secrets.randbelow(3) + 1}.0.{secrets.randbelow(40)}, eir did it themselves",
        f"Windows on the parish PC: version 22H2, build 19045.{digits(4, lead=True)}",
    )

    r.add(
        "bills_amounts_dates",
        f"Eir bill {euro()} due {day()}",
        f"Paid the ESB {euro()} on {day()}, ref on the receipt",
        f"Bin charges {euro()} (Panda) for the year, paid {day()}",
        f"Christmas collection total {euro()} counted {day()} with Fr. Kelly and Peggy",
    )

    r.add(
        "parish_receipt_number",
        f"Mass card receipt No. {digits(6)} - for Bernie's anniversary",
        f"Parish dues receipt {digits(5, lead=True)} dated {day()}",
        f"Receipt book no. {digits(3, lead=True)}, last receipt used {digits(5, lead=True)}",
        f"Baptism cert request for Conor, parish ref B/{pick('2005', '2006', '2007')}/{digits(3, lead=True)}",
    )

    r.add(
        "bill_invoice_number",
        f"Eir invoice no. {digits(10, lead=True)} - the one with the wrong charge",
        f"Electric Ireland bill number {digits(9, lead=True)}",
        f"Plumber's invoice INV-{digits(5)} {euro()} paid cash",
        f"VHI claim reference {digits(10, lead=True)} for the physio receipts",
    )

    r.add(
        "wifi_network_name",
        f"The wifi name is {ssid()} - the password is on the sticker under the box",
        f"Two networks show up: {ssid()} and {ssid()}, the 5G one is faster in the kitchen",
        "Parish hall wifi is called ParishHall-Guest, ask Fr. Brennan for the key",
        f"Conor's note: if the tablet says 'no internet' choose {ssid()} again and it remembers the rest",
    )

    r.add(
        "device_serial_imei",
        f"iPhone IMEI {imei()} (in case it's robbed - the Guards want this)",
        f"Hearing aid serial nos L {digits(8, lead=True)} R {digits(8, lead=True)}",
        f"Alarm panel serial {rnd(UPPER + DIGITS, 10)}, model Panel-{digits(3, lead=True)}",
        f"Phone's IMEI: {imei()}\nIMEI2: {imei()}",
    )

    r.add(
        "lotto_numbers",
        f"My lotto numbers every Saturday: {lotto()}",
        f"Tom's numbers (still do them for him) {lotto()}",
        f"Parish lotto ticket {lotto()}, draw Sunday after 11 Mass",
        f"EuroMillions quick pick {lotto()} + lucky stars {secrets.randbelow(6) + 1} {secrets.randbelow(6) + 7}",
    )

    r.add(
        "insurance_policy_number",
        f"VHI membership number {digits(8, lead=True)}",
        f"House insurance policy HOM/{digits(7, lead=True)}, renews {day()}",
        f"Travel insurance policy no. {rnd(UPPER, 3)}{digits(7)} for the Boston trip",
        f"Funeral plan ref {digits(6, lead=True)}, the papers are with the solicitor",
        f"Laya? No - VHI. Member {digits(8, lead=True)}, plan Health Plus",
    )

    r.add(
        "leap_card_number",
        f"Free Travel Pass number {digits(8, lead=True)}",
        f"Public Services Card number {digits(9, lead=True)}",
        f"Leap card {groups(digits(10, lead=True), 5)} (Conor's, topped up {euro()})",
        f"Lost my free travel card, card no. was {digits(8, lead=True)}, reported {day()}",
    )

    r.add(
        "whatsapp_security_code",
        f"Conor showed me how to check the chat is really Siobhán: the security code is\n{security_code()}",
        f"WhatsApp 'verify security code' with Sinéad - matches: {security_code()}",
        f"Security code changed for Fr. Kelly (new phone): {security_code()}",
        f"Encryption numbers for the family group chat with Conor\n{security_code()}",
    )

    r.add(
        "web_link_with_id",
        f"Parish newsletter online: https://stagathas-parish.example/newsletter/{uid()}",
        f"The HSE carer rota page https://rota.acme.test/view/{uid()}?week=23",
        f"Funeral Mass webcam link for Bernie's anniversary: https://churchcam.example/parish/{rnd(LOWER + DIGITS, 8)}",
        f"The Knock pilgrimage details are up at https://acme.test/parish/events/{uid()} (Fr. Brennan sent the link)",
    )

    return r


def main() -> None:
    write_corpora("make_heldout375.py", [
        ("heldout375_credentials.yaml", credentials(), "Held-out batch 375: credentials a retired woman in Dublin keeps (AIB PAC and PINs, An Post Money, Revenue, MyGovID, Eir Wi-Fi and router, alarm and key safe codes, Credit Union, card details, her late sister's email and more)"),
        ("heldout375_lookalikes.yaml", lookalikes(), "Held-out batch 375: a retired woman's IBAN, PPS and Eircode, meter, tracking, booking, order, invoice and policy numbers, masked cards, used codes, hints and pointers that hold no secret"),
    ])


if __name__ == "__main__":
    main()
