# ruff: noqa: E501
"""Writes heldout384_credentials.yaml and heldout384_lookalikes.yaml: held-out batch 384.

Persona: a widow of 74 in Cape Town sorting out her late husband Pieter's accounts: the
bank (cards, the banking app, internet and telephone banking), the medical aid, the City's
municipal rates e-services, the pension fund, SARS eFiling, DStv, the car tracker, the house
alarm and its armed response, the gate keypad and remote, the Wi-Fi and router, his email,
phone, Apple ID, Facebook, laptop, safe and the little crypto wallet he left. She is not
technical, partly dictates to her phone (digits come out spelled, punctuation is spoken),
and writes South African English with some Afrikaans. She keeps PINs, passwords, codes and
recovery keys, and many look-alikes: account and branch numbers, member and policy numbers,
tax and rates references, smartcard and serial numbers, masked cards, tracking and claim
numbers, used OTPs and electricity tokens, IBANs, phone numbers, amounts and dates, and
hints that point at a password without giving it.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BECH32,
    DIGITS,
    UPPER,
    Rows,
    amex,
    app_password,
    apple_recovery_key,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    imei,
    luhn,
    mac,
    ms_recovery_code,
    phrase,
    pick,
    pin,
    pw,
    rnd,
    s10,
    seed_phrase,
    totp_seed,
    uid,
    visa,
    write_corpora,
)

EN = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
AF = ["nul", "een", "twee", "drie", "vier", "vyf", "ses", "sewe", "agt", "nege"]

WORDS = [
    "Bokkie", "Tafelberg", "Hermanus", "Kalkbaai", "Fynbos", "Protea", "Blouberg", "Oupa",
    "Rooibos", "Karoo", "Stellenbosch", "Springbok", "Sannie", "Muizenberg", "Melkbos",
    "Boerewors", "Koeksister", "Pikkie", "Lappies", "Kommetjie", "Chapmans", "Jakaranda",
    "Vlakvark", "Dassie", "Suikerbos", "Tannie", "Skaapie", "Kanniedood", "Vetkoek", "Malva",
]
VERBAL = [
    "Klipspringer", "Bontebok", "Pelikaan", "Tortelduif", "Suurvy", "Kaapsedraai", "Swartland",
    "Olyfboom", "Waterblommetjie", "Hadeda", "Rooikat", "Strandloper", "Bergwind", "Kokerboom",
]
STREETS = ["Kommetjie Rd", "Main Rd", "Buitenkant St", "Kloof Nek Rd", "Boyes Dr", "Ou Kaapse Weg"]
SUBURBS = ["Fish Hoek", "Bergvliet", "Durbanville", "Pinelands", "Table View", "Plumstead", "Somerset West"]


def spell(code: str, words: list[str] = EN) -> str:
    """A number as dictation writes it out, one word a digit."""
    return " ".join(words[int(c)] for c in code)


def year() -> int:
    return 1946 + secrets.randbelow(40)


def her_pw() -> str:
    """A password she or Pieter made up: a word they love, a year or a number, a sign."""
    w1, w2 = secrets.choice(WORDS), secrets.choice(WORDS)
    return pick(
        f"{w1}{year()}{pick('!', '#', '@', '*', '')}",
        f"{w1.lower()}{pick('@', '&', '_', '.')}{w2}{digits(2)}",
        f"{w1}{digits(3, lead=True)}{w2.lower()}",
        f"{w1[:1].lower()}{w1[1:].upper()}{digits(4, lead=True)}",
        f"{w1}&{w2}{year()}",
    )


def username() -> str:
    return pick("pvdmerwe", "pieterjvdm", "pj.vandermerwe", "pietvdm", "pjvdmerwe") + digits(2)


def email() -> str:
    return f"{pick('pieter.vdmerwe', 'pvdm', 'pietjie', 'p.j.vdmerwe')}{digits(2)}@{pick('webmail.example', 'telkom.example', 'mweb.example')}"


def master_phrase() -> str:
    words = [w.lower() for w in WORDS]
    return phrase(words, pick(4, 5), pick("-", " ", ".")) + pick("", str(year()), digits(2))


def verbal() -> str:
    return secrets.choice(VERBAL) + pick("", "", digits(2))


def wpa_default() -> str:
    return pick(rnd(UPPER + DIGITS, 8), rnd(ALNUM, 12), hexs(10).upper())


def dial() -> str:
    """A dial safe's combination: three numbers, turned left, right, left."""
    a, b, c = (secrets.randbelow(99) + 1 for _ in range(3))
    return f"L {a} - R {b} - L {c}"


def google_backup(n: int = 10) -> str:
    return "\n".join(f"{digits(4, lead=True)} {digits(4)}" for _ in range(n))


def numbered_seed(n: int) -> str:
    words = seed_phrase(n).split()
    return "\n".join(f"{i}. {w}" for i, w in enumerate(words, 1))


def mastercard() -> str:
    return groups(luhn("5" + pick("1", "2", "3", "4", "5"), 16), 4)


def cell() -> str:
    n = f"{pick('82', '83', '72', '76', '79', '84', '61')}{digits(7)}"
    return pick(f"0{n[:2]} {n[2:5]} {n[5:]}", f"+27 {n[:2]} {n[2:5]} {n[5:]}", f"0{n}")


def landline() -> str:
    return f"021 {digits(3, lead=True)} {digits(4)}"


def tax_ref() -> str:
    return pick("0", "1", "2", "3", "9") + digits(9)


def fnb_account() -> str:
    return "62" + digits(9)


def capitec_account() -> str:
    return "1" + digits(9)


def vin() -> str:
    return rnd("ABCDEFGHJKLMNPRSTUVWXYZ" + DIGITS, 17)


def reg_plate() -> str:
    return pick(f"CA {digits(3, lead=True)}-{digits(3)}", f"CY {digits(5, lead=True)}", f"CAW {digits(5, lead=True)}", f"CF {digits(3, lead=True)}-{digits(3)}")


def pnr() -> str:
    return rnd(UPPER + DIGITS, 6)


def elec_token() -> str:
    return groups(digits(20), 4)


def meter_no() -> str:
    return digits(11, lead=True)


def rand(lo: int, hi: int) -> str:
    """An amount in rand, as South Africans write it (space thousands, comma cents)."""
    v = lo + secrets.randbelow(hi - lo)
    return f"R {v:,}".replace(",", " ") + f",{secrets.randbelow(100):02d}"


def date() -> str:
    return f"{secrets.randbelow(28) + 1} {pick('Jan', 'Feb', 'Maart', 'April', 'Mei', 'June', 'July', 'Aug', 'Sept', 'Okt', 'Nov', 'Des')} {pick(2024, 2025)}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "atm_card_pin",
        f"Piet's Capitec card PIN {pin(4)} - card is in the brown envelope with the will",
        f"FNB cheque card (Pieter)\nPIN:\n{pin(4)}",
        f"Pa se Absa kaart se PIN-nommer is {pin(4)}. Moet die kaart nog kanselleer!!",
        f"note to self the pin for the standard bank card is {spell(pin(4))} full stop dont tell anyone",
        f"Nedbank credit card pin {pin(4)} — Annelie says cut the card up after the estate is done",
    )

    r.add(
        "banking_app_pin",
        f"Capitec app 5 digit PIN {pin(5)}",
        f"FNB app pin: {pin(5)} (the new phone, Willem set it up on Sunday)",
        f"Banking app op my foon - PIN {pin(5)}, nie dieselfde as die kaart nie",
        f"the Nedbank Money app wanted 5 numbers so I chose {pin(5)} comma remember that",
        f"absa app pin {spell(pin(5), AF)}",
    )

    r.add(
        "internet_banking_password",
        f"FNB online banking\nusername: {username()}\npassword: {her_pw()}",
        f"Standard Bank internet banking - Pieter's profile {username()} / {her_pw()}",
        f"Absa online, user number 1, password {her_pw()} (the account number goes in the first box)",
        f"wagwoord vir Nedbank internet: {her_pw()} (hoofletter eerste)",
        f"bank website pasword chaned to {her_pw()} on the 3rd because it locked me out AGAIN",
    )

    r.add(
        "card_number_with_cvv",
        f"Pieter's Visa {visa()} exp {card_expiry()} cvv {digits(3)}",
        f"| card | number | exp | back |\n|---|---|---|---|\n| Woolies Visa | {visa()} | {card_expiry()} | {digits(3)} |",
        f"Mastercard for the DStv debit order:\n{mastercard()}\n{card_expiry()}\nthe 3 numbers on the back {digits(3)}",
        f"Amex (Pa se besigheid) {amex()} geldig tot {card_expiry()}, sekuriteitskode {digits(4)}",
        f"credit card number {visa().replace(' ', '')} expiry {card_expiry()} security code {spell(digits(3))} new line for the Takealot order",
    )

    r.add(
        "telephone_banking_pin",
        f"Standard Bank call centre 0860 number - they ask for the telephone banking PIN: {pin(5)}",
        f"phone banking pin {pin(4)} (Absa, Pieter's)",
        f"FNB said on the phone to use voice PIN {pin(5)} until the estate letter comes",
        f"telefoonbank PIN (Nedbank) = {pin(5)}",
        f"when the lady at the bank phones back they want my telephone pin which is\n{spell(pin(5))}",
    )

    r.add(
        "medical_aid_password",
        f"Discovery medical aid website login {email()} password {her_pw()}",
        f"Medical aid (Bonitas) app:\nuser {username()}\npw {her_pw()}",
        f"mediese fonds se wagwoord: {her_pw()} - Pa s'n, vir die laaste eise",
        f"med aid portal pasword is {her_pw()} I changed it after the funeral",
        f"- Medical aid\n  - member portal\n  - password: {her_pw()}\n  - claims for Dr Jacobs still open",
    )

    r.add(
        "sars_efiling_password",
        f"SARS eFiling\nlogin name: {username()}\npassword: {her_pw()}",
        f"eFiling wagwoord (Pa s'n) {her_pw()} — die rekenmeester het dit nodig vir die laaste belasting",
        f"SARS efiling pw {pw()} (the accountant made it, don't change it!)",
        f"e filing password for Pieter is {her_pw()} the login is his ID number",
        f"Ryno the tax man asked for the eFiling password -> {her_pw()} (sent it by WhatsApp on Tuesday)",
    )

    r.add(
        "municipal_eservices_password",
        f"City of Cape Town e-Services (rates and water) - user {email()} password {her_pw()}",
        f"Munisipaliteit e-services: {username()} / {her_pw()}",
        f"rates account online: password {her_pw()} (was Pieter's, now in my name from July)",
        f"eservices.capetown.example\nusername {username()}\npasswd {her_pw()}",
        f"stadsraad webwerf wagwoord {her_pw()} om die water meter lesing in te sit",
    )

    r.add(
        "pension_portal_password",
        f"Pension fund member portal (Pieter) password: {her_pw()}",
        f"GEPF / pension online login {username()} pw {her_pw()}",
        f"pensioen fonds webwerf - wagwoord {pw()} (die konsultant het dit vir my gemaak)",
        f"The pension lady said to log in with my new password {her_pw()} to upload the death certificate",
        f"Sanlam retirement annuity app\n\npassword\n{her_pw()}",
    )

    r.add(
        "dstv_login_password",
        f"DStv app login {email()} password {her_pw()}",
        f"DStv Now wagwoord: {her_pw()} (vir die rugby op die tablet)",
        f"multichoice profile password is {her_pw()} - must still move the account to my name",
        f"dstv pw {her_pw()}",
        f"To watch on the iPad: open DStv, sign in with Pieter's email and the password {her_pw()} then pick 'Ma'",
    )

    r.add(
        "car_tracker_app_password",
        f"Tracker app for the Corolla: user {username()} password {her_pw()}",
        f"car tracker (Netstar) login password {her_pw()}",
        f"Cartrack app wagwoord {her_pw()} - om te sien waar die kar is as Ruan hom leen",
        f"tracking company website: {email()}\n{her_pw()}",
        f"the tracker people said the app password is case sensitive: {her_pw()}",
    )

    r.add(
        "alarm_code",
        f"House alarm code {pin(4)}",
        f"alarm kode {pin(4)} dan 'off' druk",
        f"To switch off the alarm: type {pin(4)} then press the # key. If it beeps again do it again",
        f"ALARM\nunset code: {pin(4)}\n(zone 3 is the kitchen window that always triggers)",
        f"alarm code for the cleaner Thandi is {spell(pin(4))} only give her that one not mine",
    )

    r.add(
        "armed_response_verbal_password",
        f"Armed response password (when they phone after the alarm goes off): {verbal()}",
        f"ADT se wagwoord is {verbal()} as hulle bel",
        f"security company call-back password = {verbal()} (NOT the alarm code)",
        f"If the control room phones, say the password {verbal()} otherwise they send the car",
        f"armed response\npassword\n{verbal()}",
    )

    r.add(
        "gate_keypad_code",
        f"Gate keypad code: *{pin(4)}#",
        f"hek kode vir die voetgangershek {pin(4)}",
        f"code for the driveway gate keypad is {pin(5)} (for the remote you just press the big button)",
        f"Tell the Checkers delivery man the gate code {pin(4)} then change it afterwards",
        f"gate code is {spell(pin(4))} hash",
    )

    r.add(
        "wifi_key",
        f"Wi-Fi password (on the sticker under the Telkom box): {wpa_default()}",
        f"wifi wagwoord: {her_pw()}",
        f"WiFi\nName: Telkom_{hexs(4).upper()}\nPassword: {wpa_default()}",
        f"for the grandchildren: wifi is vdMerwe_Huis and the key is {her_pw()}",
        f"WPA key {wpa_default()} - Ruan changed it when the neighbours were using ours",
    )

    r.add(
        "router_admin_password",
        f"Router settings page 192.168.1.1 user admin password {rnd(ALNUM, 10)}",
        f"the modem admin password (Ruan changed it) is {her_pw()}",
        f"Telkom router login\nadmin\n{rnd(ALNUM, 12)}",
        f"fibre router se admin wagwoord: {pw()}",
        f"Vumatel man said if the internet is down log into the router with admin / {rnd(ALNUM + '!#', 12)} and restart it",
    )

    r.add(
        "email_password",
        f"Pieter's email {email()} password {her_pw()}",
        f"my eie e-pos wagwoord: {her_pw()}",
        f"Outlook / Hotmail password for Pa: {her_pw()} (the bank sends the statements there)",
        f"email pasword\n{her_pw()}\nthe address is {email()}",
        f"Gmail login for the old computer: {email()}, passwrd {her_pw()}",
    )

    r.add(
        "google_app_password",
        f"Willem made an app password for the old Outlook on the PC: {app_password()}",
        f"App password for the email on the iPad (16 letters, the spaces don't matter): {app_password()}",
        f"Google 'app wagwoord' vir die rekenaar se e-pos: {app_password()}",
        f"The printer scans to email with this special password {app_password().replace(' ', '')}",
        f"thunderbird on Pa's laptop needs\n{app_password()}\nnot his normal password",
    )

    r.add(
        "phone_unlock_pin",
        f"Pieter's phone unlock PIN {pin(6)} (need it for the bank SMSes)",
        f"Pa se selfoon slot kode: {pin(6)}",
        f"Samsung screen lock pin {pin(4)} - keep the phone charged for the OTPs",
        f"my phone code is {spell(pin(6))} in case I forget again",
        f"his iPhone passcode {pin(6)} Willem got in with it on Saturday",
    )

    r.add(
        "safe_combination",
        f"Safe in the study: {dial()}",
        f"kluis kombinasie {pin(6)} (die een in die hoofslaapkamer kas)",
        f"The gun safe code is {pin(6)} — the police want the firearms handed in",
        f"safe combination turn left to {secrets.randbelow(99) + 1} right to {secrets.randbelow(99) + 1} left to {secrets.randbelow(99) + 1}",
        f"Digital safe behind the books\ncode\n{pin(6)} then press the tick",
    )

    r.add(
        "google_backup_codes",
        f"Google backup codes for Pieter's email (each one works once):\n{google_backup(10)}",
        f"backup codes Willem printed\n{google_backup(8)}",
        f"rugsteun kodes vir die Gmail:\n{google_backup(5)}",
        f"- {digits(4, lead=True)} {digits(4)}\n- {digits(4, lead=True)} {digits(4)}\n- {digits(4, lead=True)} {digits(4)}\nthose are Pa's spare codes for google",
        f"Microsoft account recovery code (Hotmail): {ms_recovery_code()}",
    )

    r.add(
        "crypto_seed_phrase",
        f"Pieter's Ledger wallet recovery words (24):\n{seed_phrase(24)}",
        f"Pa se bitcoin woorde\n{numbered_seed(12)}",
        f"The 12 words for the crypto he bought in 2021: {seed_phrase(12)}",
        f"recovery phrase (the little metal card in the safe) {seed_phrase(12).replace(' ', ', ')}",
        f"crypto wallet seed words written on the back of the funeral programme: {seed_phrase(24)}",
    )

    r.add(
        "authenticator_setup_key",
        f"Setup key for the authenticator app (if I lose the phone): {groups(totp_seed(32).lower(), 4)}",
        f"Google Authenticator se sleutel vir eFiling {totp_seed(16)}",
        f"2 step verification key Willem typed in: {totp_seed(32)}",
        f"authenticator code secret for the pension portal\n{groups(totp_seed(32), 4)}",
        f"otpauth://totp/Medical%20Aid:{username()}?secret={totp_seed(32)}&issuer=Medical%20Aid",
    )

    r.add(
        "apple_id_password",
        f"Apple ID {email()} password {her_pw()}",
        f"iCloud wagwoord (Pa s'n, vir die foto's): {her_pw()}",
        f"apple password for the ipad is {her_pw()} the ipad asks every few weeks",
        f"App Store / Apple ID\n{her_pw()}",
        f"Annelie needs Dad's Apple ID password to get the photos off: {her_pw()}",
    )

    r.add(
        "apple_recovery_key",
        f"Apple recovery key (28 letters, keep safe): {apple_recovery_key()}",
        f"Pa se Apple herstel sleutel {apple_recovery_key()}",
        f"iCloud recovery key\n{apple_recovery_key()}",
        f"The Apple shop said without the recovery key we lose everything. It is {apple_recovery_key()}",
        f"recovery key for Annelie's old ipad that I use now - {apple_recovery_key()}",
    )

    r.add(
        "sim_puk_code",
        f"PUK code for Pieter's SIM (Vodacom): {digits(8, lead=True)}",
        f"SIM kaart PUK {digits(8, lead=True)} - foon sê 'SIM locked'",
        f"PUK1 {digits(8, lead=True)} PIN2 don't know",
        f"The Vodacom shop gave me the puk number {spell(digits(8, lead=True))}",
        f"MTN sim puk\n{digits(8, lead=True)}\n(from the card the SIM came in)",
    )

    r.add(
        "cellphone_account_password",
        f"Vodacom app password {her_pw()} for Pa's contract",
        f"MTN online account wagwoord: {her_pw()}",
        f"cell phone account login {cell().replace(' ', '')} password {her_pw()}",
        f"Telkom Mobile self-service password = {her_pw()} to cancel his contract",
        f"Vodacom\n{her_pw()}\n(the account is in Pieter's name, need death certificate)",
    )

    r.add(
        "facebook_password",
        f"Facebook password for Pieter's page {her_pw()} - want to make it a memorial page",
        f"my Facebook wagwoord {her_pw()}",
        f"facebook\nemail {email()}\npassword {her_pw()}",
        f"FB password is {her_pw()} (the church ladies group is on there)",
        f"Ruan reset Oupa's facebook password to {pw()} so we can post the funeral details",
    )

    r.add(
        "laptop_bitlocker_key",
        f"BitLocker recovery key for Pieter's laptop: {bitlocker_key()}",
        f"the laptop asks for a long number when it starts, Willem found it:\n{bitlocker_key()}",
        f"Dell laptop herstel sleutel (BitLocker) {bitlocker_key()}",
        f"recovery key ID {hexs(8).upper()}\nrecovery key {bitlocker_key()}",
        f"To open Pa's computer type this in at the blue screen {bitlocker_key()}",
    )

    r.add(
        "password_manager_master_password",
        f"Bitwarden master password (Ruan set it up for me): {master_phrase()}",
        f"the ONE password for the password app is {master_phrase()}",
        f"LastPass hoof wagwoord van Pa: {master_phrase()}",
        f"master password\n{master_phrase()}\nif this is lost all the other passwords are lost",
        f"Password keeper app main password {her_pw()}{digits(2)} (capital at the start)",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "bank_account_and_branch",
        f"FNB cheque account {fnb_account()} branch code 250655 - pension pays in here",
        f"Capitec savings {capitec_account()}, branch 470010 (for the funeral policy payout)",
        f"Pa se Absa rekening nommer 40{digits(8)} takkode 632005",
        f"Banking details for the municipality refund\nBank: Nedbank\nAcc no: 1{digits(9)}\nBranch: 198765\nType: savings",
        f"Standard Bank account {digits(9, lead=True)} universal branch 051001 - give to the executor",
    )

    r.add(
        "card_last_four",
        f"Pieter's Visa ending in {digits(4)} is cancelled",
        f"card **** **** **** {digits(4)} was charged twice by DStv",
        f"kaart wat eindig op {digits(4)} - bank stuur nuwe een",
        f"The debit order comes off the card ending {digits(4)} (exp {card_expiry()})",
        f"Woolies card xxxx-{digits(4)} closed on {date()}",
    )

    r.add(
        "medical_aid_membership_no",
        f"Medical aid membership number {digits(9, lead=True)}",
        f"Discovery member no: {digits(9, lead=True)} dependent code 01 (me) 00 was Pieter",
        f"mediese fonds lidnommer {digits(10, lead=True)}",
        f"Bonitas claim form: main member no. {digits(8, lead=True)}, practice no {digits(7, lead=True)}",
        f"medical aid number\n{digits(9, lead=True)}\n(the card in my purse)",
    )

    r.add(
        "sars_tax_reference",
        f"Pieter's income tax number {tax_ref()}",
        f"SARS belasting verwysingsnommer: {tax_ref()}",
        f"tax reference no. {tax_ref()} for the final return and the estate one is {tax_ref()}",
        f"SARS letter: Reference {tax_ref()}, case number {digits(10, lead=True)}",
        f"my own tax number is {spell(tax_ref())}",
    )

    r.add(
        "rates_account_number",
        f"City of Cape Town rates account no {digits(9, lead=True)}",
        f"munisipale rekening nommer {digits(10, lead=True)} (water + elektrisiteit + erfbelasting)",
        f"Rates acc {digits(9, lead=True)} - use this as the reference when paying by EFT",
        f"municipal account\n{digits(10, lead=True)}\nmove into my name",
        f"Water meter number {digits(8, lead=True)} on the rates account {digits(9, lead=True)}",
    )

    r.add(
        "property_erf_title_deed",
        f"Erf {digits(5, lead=True)} {secrets.choice(SUBURBS)}, title deed T{digits(5, lead=True)}/{year()}",
        f"Titelakte nommer T{digits(5, lead=True)}/{pick(1979, 1984, 1991, 2002)} - by die prokureur",
        f"the house is erf {digits(4, lead=True)}, {digits(2, lead=True)} {secrets.choice(STREETS)}",
        f"Bond with Absa paid up in {pick(2009, 2012, 2015)}, bond account {digits(11, lead=True)} closed",
        f"Property valuation {rand(2_000_000, 5_000_000)} for erf {digits(5, lead=True)}",
    )

    r.add(
        "pension_policy_number",
        f"Pension fund member number {digits(8, lead=True)}",
        f"Sanlam policy no. {digits(8, lead=True)}X{pick('1', '2', '3')}",
        f"Old Mutual funeral policy {digits(9, lead=True)} - claim submitted",
        f"pensioen lid nommer {digits(8, lead=True)} en fonds kode {rnd(UPPER, 3)}",
        f"Life policy\nNo: {rnd(UPPER, 2)}{digits(7, lead=True)}\nBeneficiary: me",
    )

    r.add(
        "dstv_smartcard_customer_no",
        f"DStv smartcard number {digits(11, lead=True)}",
        f"DStv customer number {digits(8, lead=True)} - Premium to Compact from next month",
        f"dekodeerder se smartcard {digits(10, lead=True)}",
        f"MultiChoice account {digits(9, lead=True)}, decoder IUC {digits(10, lead=True)}",
        f"dstv\ncustomer no {digits(8, lead=True)}\nsmartcard {digits(11, lead=True)}",
    )

    r.add(
        "vehicle_registration_vin",
        f"Corolla registration {reg_plate()}, VIN {vin()}",
        f"kar se registrasie {reg_plate()}",
        f"Licence disc renews {date()}, vehicle register number {rnd(UPPER, 3)}{digits(3)}{rnd(UPPER, 1)}",
        f"VIN number (for the insurance) {vin()}",
        f"Pa's bakkie {reg_plate()} - engine no {rnd(UPPER + DIGITS, 10)}",
    )

    r.add(
        "device_serial_number",
        f"Alarm panel serial {rnd(UPPER + DIGITS, 12)} (Paradox)",
        f"Gate motor serial no. {rnd(UPPER, 2)}{digits(8, lead=True)} - Centurion D5",
        f"tracker unit serial {digits(10, lead=True)} fitted in the Corolla",
        f"Pieter's phone IMEI {imei()} (for the insurance claim)",
        f"gate remote S/N {hexs(8).upper()} - I have 3 remotes, the 4th is lost",
    )

    r.add(
        "phone_number",
        f"Willem cell {cell()}",
        f"Tracker control room {landline()} / after hours {cell()}",
        f"Dr Jacobs se spreekkamer {landline()}",
        f"ADT armed response {landline()}",
        f"Annelie (London) +44 7{digits(3)} {digits(6)} and the executor {cell()}",
    )

    r.add(
        "insurance_claim_reference",
        f"Claim no. CLM{digits(8, lead=True)} for the geyser",
        f"Outsurance eis nommer {digits(9, lead=True)}",
        f"Insurance claim ref {rnd(UPPER, 3)}-{digits(6)}-{pick(24, 25)} for the hail damage",
        f"Assessor visiting {date()}, claim {digits(10, lead=True)}",
        f"funeral claim reference\n{rnd(UPPER, 2)}/{digits(6)}/{pick(2024, 2025)}",
    )

    r.add(
        "eft_payment_reference",
        f"Paid the plumber, proof of payment ref {rnd(UPPER + DIGITS, 10)}",
        f"EFT to the municipality: reference {digits(9, lead=True)} (rates acc), amount {rand(1500, 4000)}",
        f"FNB trace id {digits(12, lead=True)}",
        f"betaling verwysing {rnd(UPPER, 2)}{digits(8)} vir die begrafnis ondernemer",
        f"POP sent to the school fees: transaction ref {hexs(12).upper()}",
    )

    r.add(
        "password_hint_reference",
        "Pa se wagwoorde is almal in die rooi boekie in die boonste laai van sy lessenaar",
        "eFiling password: same as the old one for the medical aid, Willem knows it",
        "The alarm code is NOT written here. Ask Annelie if you forget",
        "Ruan put all the passwords in Bitwarden under 'Huis - Alarm' and 'Huis - Hek'",
        "hint for the DStv one: dog's name + the year we married (don't write the real thing!)",
    )

    r.add(
        "expired_or_used_otp",
        f"FNB sent OTP {digits(6)} but it expired before I could type it, asked for a new one",
        f"used the code {digits(6)} from the SMS to approve the pension payment - done",
        f"Die OTP {digits(5)} het verval, bank sê net 5 minute",
        f"one time pin {digits(6)} (already used, the eFiling login worked)",
        f"SMS: Your Capitec verification code is {digits(6)}. Expired {date()}",
    )

    r.add(
        "prepaid_meter_and_used_token",
        f"Prepaid electricity meter number {meter_no()}",
        f"Bought {rand(300, 900)} electricity, token {elec_token()} already typed into the meter",
        f"krag token {elec_token()} - klaar ingesit, {digits(3, lead=True)} kWh",
        f"meter no {meter_no()}\nlast token (loaded) {elec_token()}",
        f"Eskom / City prepaid: meter {meter_no()}, free basic electricity token loaded on the 1st",
    )

    r.add(
        "courier_tracking_number",
        f"Post Office registered letter {s10('RD', 'ZA')} to the Master's office",
        f"Takealot order {digits(9, lead=True)} - arriving Thursday",
        f"Courier Guy waybill {rnd(UPPER, 3)}{digits(8)}",
        f"pakkie van Annelie, tracking nommer {s10('RR', 'GB')}",
        f"tracking number for the death certificates\n{rnd(UPPER, 2)}{digits(9)}",
    )

    r.add(
        "invoice_number",
        f"Invoice INV-{digits(5, lead=True)} from the electrician, {rand(800, 3500)}",
        f"Faktuur nommer {digits(6, lead=True)} vir die tuinman",
        f"Funeral parlour invoice no {rnd(UPPER, 2)}{digits(6)} - paid from the policy",
        f"Gate motor repair invoice #{digits(4, lead=True)} (new battery) {rand(600, 1500)}",
        f"Dr Jacobs account no {digits(6, lead=True)} invoice {digits(7, lead=True)}",
    )

    r.add(
        "appointment_booking_reference",
        f"Home Affairs booking ref {pnr()} on {date()} at 09:30",
        f"FlySafair booking {pnr()} for Annelie from Joburg",
        f"Master's office afspraak verwysing {rnd(UPPER, 2)}{digits(6)}",
        f"BA flight ref {pnr()} - Annelie lands at 06:40",
        f"Doctor's appointment confirmation number {digits(7, lead=True)}",
    )

    r.add(
        "estate_case_number",
        f"Estate late P.J. van der Merwe, Master's reference {digits(5, lead=True)}/{pick(2024, 2025)}",
        f"Boedel nommer {digits(4, lead=True)}/{pick(2024, 2025)} - Meester van die Hooggeregshof Kaapstad",
        f"Letter of executorship no. {digits(6, lead=True)}/{pick(2024, 2025)}, executor Mr Botha",
        f"estate late account at the bank {digits(10, lead=True)} (frozen until the L&D account)",
        f"death certificate no. {rnd(UPPER, 1)}{digits(7, lead=True)} (got 5 copies)",
    )

    r.add(
        "swift_branch_codes",
        "FNB swift code FIRNZAJJ, branch code 250655 (for Annelie sending money from London)",
        "Standard Bank SWIFT SBZAZAJJ",
        "Absa swift ABSAZAJJ en universele takkode 632005",
        "Capitec BIC CABLZAJJ, branch 470010",
        f"Annelie's UK bank sort code {digits(2)}-{digits(2)}-{digits(2)}",
    )

    r.add(
        "foreign_iban",
        f"Pieter's UK pension is paid from IBAN {iban('GB', 'NWBK' + digits(14))}",
        f"My sister in Holland: IBAN {iban('NL', 'ABNA' + digits(10))}",
        f"IBAN vir die Britse pensioen {iban('GB', 'BARC' + digits(14), spaced=False)}",
        f"For the refund they need the IBAN: {iban('DE', digits(18))}",
        f"Annelie account\nIBAN {iban('GB', 'HBUK' + digits(14))}\nBIC HBUKGB4B",
    )

    r.add(
        "app_version_numbers",
        f"DStv app version 3.{secrets.randbelow(20)}.{secrets.randbelow(10)} wants an update",
        f"Phone is Android {pick(13, 14, 15)}, security update {pick(2024, 2025)}-0{secrets.randbelow(9) + 1}-05",
        f"Alarm panel firmware V{secrets.randbelow(9) + 1}.{secrets.randbelow(100):02d}.{secrets.randbelow(1000):03d}",
        f"Pa se rekenaar: Windows 10 22H2, build 19045.{digits(4, lead=True)}",
        f"Banking app version {secrets.randbelow(10)}.{secrets.randbelow(100)}.{secrets.randbelow(100)} (build {digits(5, lead=True)})",
    )

    r.add(
        "amounts_and_dates",
        f"Rates {rand(1800, 3500)} due {date()}",
        f"pensioen {rand(9000, 25000)} betaal op die 25ste",
        f"DStv Premium {rand(800, 1000)} pm - cancel from {date()}",
        f"Medical aid contribution {rand(4000, 9000)} / month, reduced to single member from {date()}",
        f"Funeral cost {rand(25000, 60000)}, policy paid out {rand(20000, 50000)} on {date()}",
    )

    r.add(
        "crypto_receive_address",
        f"Pieter's bitcoin receive address bc1q{rnd(BECH32, 38)} (Willem says only for receiving, safe to share)",
        f"Luno ETH deposit address 0x{hexs(40)}",
        f"Die adres waarheen Willem die bitcoin gestuur het: bc1q{rnd(BECH32, 38)}",
        f"transaction id {hexs(64)} - the bitcoin went to Willem's wallet",
        f"wallet address for the estate account: bc1q{rnd(BECH32, 38)}",
    )

    r.add(
        "portal_link_with_uuid",
        f"https://eservices.capetown.example/account/statements/{uid()} (log in first)",
        f"Medical aid claim page: https://portal.medaid.example/claims/{uid()}",
        f"link to the rates query: https://eservices.capetown.example/queries/{uid()}",
        f"pension fund document upload page https://members.pension.example/upload/{uid()} needs my login",
        f"Tracker trip report link https://app.tracker.example/trips/{uid()}",
    )

    r.add(
        "support_ticket_number",
        f"Vodacom ref number {digits(9, lead=True)} - they will phone back",
        f"MultiChoice service request SR-{digits(8, lead=True)}",
        f"SAPS case number CAS {digits(3, lead=True)}/{secrets.randbelow(12) + 1:02d}/{pick(2024, 2025)} (stolen gate motor battery)",
        f"Telkom fault ref {rnd(UPPER, 2)}{digits(7)}",
        f"City of Cape Town service request no {digits(10, lead=True)} (water leak on the pavement)",
    )

    r.add(
        "wifi_network_name",
        f"Wi-Fi name Telkom_{hexs(4).upper()} and the 5G one Telkom_{hexs(4).upper()}_5G - password on the sticker under the router",
        f"router model Huawei B{pick(315, 525, 618)}, MAC {mac(upper=True)}",
        f"fibre router serial {rnd(UPPER + DIGITS, 16)}, network vdMerwe_Huis",
        f"the TV connects to the wifi called {pick('HUAWEI', 'TP-Link', 'Vumatel')}_{hexs(4).upper()}",
        f"Ruan: the router's MAC is {mac()} and the IP is 192.168.{pick(0, 1, 8)}.1",
    )

    r.add(
        "loyalty_card_number",
        f"Clicks ClubCard {digits(10, lead=True)}",
        f"Pick n Pay Smart Shopper card {groups(luhn('6009', 16), 4)}",
        f"Vitality member {digits(10, lead=True)}",
        f"Woolies WRewards number {digits(13, lead=True)}",
        f"Dis-Chem Benefit card\n{digits(12, lead=True)}",
    )

    r.add(
        "login_username_only",
        f"Pa's eFiling username is {username()} — password unknown, SARS must reset it",
        f"the DStv account email is {email()} (password in the red book)",
        f"medical aid login name {username()}",
        f"Bitwarden account: {email()}",
        f"my username for the City e-services is {username()} I must ask Ruan for the rest",
    )

    return r


def main() -> None:
    write_corpora("make_heldout384.py", [
        ("heldout384_credentials.yaml", credentials(), "Held-out batch 384: credentials a widow in Cape Town keeps while sorting her late husband's accounts (PINs, bank, medical aid, SARS, rates, pension, DStv, tracker, alarm, gate, Wi-Fi, email, Apple, safe, crypto and more)"),
        ("heldout384_lookalikes.yaml", lookalikes(), "Held-out batch 384: a widow's account, member, policy, tax and rates numbers, serials, masked cards, used OTPs and tokens, IBANs, phone numbers and password hints that hold no secret"),
    ])


if __name__ == "__main__":
    main()
