# ruff: noqa: E501
"""Writes heldout160_credentials.yaml and heldout160_lookalikes.yaml: held-out batch 160.

Persona: Rhys, in Cardiff, who looks after the life admin of his retired parents (Mam and Dad).
He writes plain British English with a Welsh word now and then, in quick notes to his assistant:
their online and mobile banking passcodes and memorable information, card PINs, the building
society, pension and GP app logins, utility, TV licence and streaming accounts, the Wi-Fi, the
key safe for the carers, the alarm and garage codes, phone PINs, email and Amazon passwords,
and gift cards; and beside them, the references, meter readings and bill details he pays from.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    Rows,
    app_password,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    pick,
    pw,
    rnd,
    uid,
    write_corpora,
)

WORDS = ["penarth", "sospan", "bryn", "ninian", "cwtch", "roath", "tenby", "llandaff", "dylan",
         "barry", "caerphilly", "whitchurch", "rhiw", "mumbles", "snowdon", "daffodil", "draig",
         "cariad", "ffion", "marmalade", "bramble", "honey", "poppy", "biscuit", "rugby", "porthcawl",
         "gower", "brecon", "pembroke", "lavender", "spaniel", "meadow"]
NAMES = ["Bethan", "Dai", "Glenys", "Iolo", "Meinir", "Huw", "Sian", "Owain", "Nerys", "Emrys"]
PETS = ["Bonzo", "Smot", "Mot", "Pero", "Tess", "Jasper", "Mali", "Benji"]
PLACES = ["Porthcawl", "Tenby", "Aberaeron", "Llangrannog", "Saundersfoot", "Barry Island", "Rhossili", "New Quay"]
SYM = "!#*%&?"
LETTERS_PC = "ABDEFGHJLNPQRSTUWXYZ"
REG_LETTERS = "ABCDEFGHJKLMNOPRSTUVWXY"


def word() -> str:
    return secrets.choice(WORDS)


def hpw() -> str:
    """A password one of them chose, or one Rhys generated for them."""
    return pick(
        f"{word().capitalize()}{digits(2)}{secrets.choice(SYM)}",
        f"{word()}{word().capitalize()}{digits(4)}",
        f"{word().capitalize()}-{word()}-{digits(2)}",
        f"{secrets.choice(PETS)}{digits(4)}{secrets.choice(SYM)}",
        rnd(ALNUM + "!#%&*", 14),
        pw(),
    )


def memword() -> str:
    return pick(f"{secrets.choice(PLACES).replace(' ', '')}{pick('19', '20')}{digits(2)}",
                f"{secrets.choice(PETS).lower()}{word()}",
                f"{word()}{digits(3)}")


def pin(n: int = 4) -> str:
    return digits(n)


def dt() -> str:
    return f"{secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d}/{pick('2024', '2025')}"


def when() -> str:
    return f"{secrets.randbelow(28) + 1} {pick('Jan', 'Feb', 'March', 'April', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec')}"


def pcode() -> str:
    return f"CF{pick('3', '5', '11', '14', '15', '23', '24', '64')} {secrets.randbelow(10)}{rnd(LETTERS_PC, 2)}"


def mob() -> str:
    return f"07700 900{digits(3)}"


def landline() -> str:
    return f"029 2018 0{digits(3)}"


def sort_code() -> str:
    return f"{pick('30', '40', '20', '60', '07', '09', '11', '77', '08', '53')}-{digits(2)}-{digits(2)}"


def acct() -> str:
    return digits(8, lead=True)


def nhs_no() -> str:
    while True:
        body = digits(9, lead=True)
        check = 11 - sum(int(d) * (10 - i) for i, d in enumerate(body)) % 11
        if check == 11:
            check = 0
        if check != 10:
            s = body + str(check)
            return f"{s[:3]} {s[3:6]} {s[6:]}"


def nino(spaced: bool = True) -> str:
    while True:
        a = secrets.choice("ABCEGHJKLMNOPRSTWXYZ")
        b = secrets.choice("ABCEGHJKLMNPRSTWXYZ")
        if a + b not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = digits(6)
    s = secrets.choice("ABCD")
    return f"{a}{b} {d[:2]} {d[2:4]} {d[4:]} {s}" if spaced else f"{a}{b}{d}{s}"


def reg() -> str:
    return f"C{secrets.choice('ABCDEFGHJKLMNO')}{pick('15', '65', '16', '66', '18', '68', '19', '69', '21', '71', '23', '73')} {rnd(REG_LETTERS, 3)}"


def rm_track() -> str:
    return f"{rnd(UPPER, 2)}{digits(9)}GB"


def amazon_order() -> str:
    return f"{pick('202', '203', '204', '205', '206')}-{digits(7)}-{digits(7)}"


def visa() -> str:
    return groups(luhn(pick("4", "45", "49")), 4)


def mc() -> str:
    return groups(luhn(pick("51", "53", "55", "22")), 4)


def cvv() -> str:
    return digits(3)


def wifi_key() -> str:
    return pick(rnd(LOWER, 8), rnd(UPPER, 8), rnd(ALNUM, 13), rnd(LOWER + DIGITS, 12), f"{word()}-{word()}-{digits(3)}")


def ssid() -> str:
    return pick(f"BT-{rnd(UPPER, 6)}", f"VM{digits(7)}", f"SKY{rnd(UPPER, 5)}", f"TALKTALK{hexs(6).upper()}", f"EE-{rnd(LOWER + DIGITS, 6)}")


def totp_seed() -> str:
    return groups(rnd(BASE32, 32).lower(), 4)


def gift_code() -> str:
    return f"{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 4)}"


def backup_codes(n: int) -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(n))


def email(who: str) -> str:
    return f"{who}{pick('', '.morgan', '_morgan')}{digits(2)}@{pick('mail.example', 'btinternet.example', 'hotmail.example', 'gmail.example')}"


def credentials() -> Rows:
    r = Rows()
    r.add("online_banking_passcode",
          f"Dad's Lloyds internet banking: user ID gmorgan{digits(3)}, password {hpw()}. He always mixes up which is which so keep them together",
          f"Mam - NatWest online\ncustomer no. {digits(10, lead=True)}\nPIN {pin()}\npassword {hpw()}\n(they only ask for 3 digits of the pin and a few chars of the password)",
          f"remember this pls: Halifax online banking password for Dad changed today to {hpw()} - old one locked him out after 3 goes",
          f"Barclays online for Mam → surname Morgan, membership {digits(12, lead=True)}, passcode {pin(5)}")
    r.add("memorable_information",
          f"Lloyds memorable info for Dad = {memword()} (they ask for 3 random characters, e.g. 2nd, 5th and last)",
          f"Mam's memorable word on the Nationwide account is {memword().lower()} - all lower case, she put a capital in once and got locked out",
          f"Security details Dad set up with Barclays:\nmemorable place: {secrets.choice(PLACES)} {digits(2)}\nmemorable date: {dt()}\nmemorable name: {secrets.choice(NAMES)}{secrets.choice(PETS)}")
    r.add("mobile_banking_pin",
          f"Lloyds app on Dad's phone, 5 digit passcode {pin(5)}",
          f"Banking app codes\n  Dad (Lloyds app): {pin(5)}\n  Mam (NatWest app): {pin(4)}\ntold them both not to use their birthdays, which they had",
          f"Mam's Nationwide app passnumber is {pin(6)} now, she picked it herself so she might actually remember it")
    r.add("debit_card_pin",
          f"Mam's new debit card came today, PIN letter says {pin()}. Shredded the letter after.",
          f"Dad Lloyds visa debit PIN: {pin()}  (he says diolch for sorting it)",
          f"If Mam asks again, her card PIN is {pin()}. She wants to write it on a post-it in her purse - told her NOT to, bless her")
    r.add("building_society_login",
          f"Principality online (Mam & Dad joint savings)\nmembership no {digits(9, lead=True)}\npasscode {hpw()}\nsecurity no. {pin(6)}",
          f"Principality BS login: username morganjoint{digits(2)} / pw {hpw()}",
          f"Dad's Coventry BS ISA - web login is his email, password {hpw()}")
    r.add("pension_portal_password",
          f"Dad's Teachers' Pensions login: {email('gareth')} / {hpw()}",
          f"NHS Pensions portal for Mam (she was a ward sister at the Heath) - password reset to {hpw()} on {when()}",
          f"Aviva workplace pension (Dad, the old British Steel one): customer ID {digits(8, lead=True)}, password {hpw()}, PIN {pin(4)}")
    r.add("gp_surgery_app_login",
          f"Llandaff North surgery online services - Mam's login\nuser: {email('eirlys')}\npass: {hpw()}",
          f"myGP app on Dad's phone, PIN is {pin()}",
          f"surgery gave us the linkage details for Dad's Patient Access: account ID {digits(8, lead=True)}, linkage key {rnd(UPPER + DIGITS, 15)} - needed once to register, then password {hpw()}")
    r.add("nhs_app_login",
          f"NHS App for Dad: email {email('gareth')}, password {hpw()}. The 6 digit code goes to his mobile so ring him first",
          f"NHS login password (Mam) = {hpw()}",
          f"Mam's NHS App face ID never works so use the password: {hpw()}")
    r.add("energy_account_password",
          f"Octopus account for Mam & Dad's - login {email('rhys')} pw {hpw()} (I put it in my email so the bills come to me)",
          f"British Gas online: {email('gareth')}\npassword: {hpw()}",
          f"EDF login changed to {hpw()} after the dodgy email, diolch to whoever warned me")
    r.add("water_account_password",
          f"Dŵr Cymru online account: customer login {email('gareth')}, password {hpw()}",
          f"Welsh Water - Dad's password is {hpw()} (he set it, not me)",
          f"water acount (Dwr Cymru) pasword: {hpw()}")
    r.add("tv_licence_password",
          f"TV Licensing online: licence no. is on the letter, password {hpw()}",
          f"tv licence login for Mam → {email('eirlys')} / {hpw()}",
          f"TV licence account password reset {when()}, new one {hpw()}")
    r.add("streaming_login",
          f"Netflix for Mam & Dad's telly\n{email('rhys')}\n{hpw()}\nprofile PIN on my profile: {pin()}",
          f"iPlayer account (Dad): {email('gareth')} pw {hpw()}",
          f"BritBox login so Mam can watch her Midsomer: user {email('eirlys')} password {hpw()}",
          f"Amazon Prime Video on the Firestick uses Dad's Amazon, and the parental PIN is {pin()}")
    r.add("home_wifi_key",
          f"Wifi at Mam and Dad's: network {ssid()}, key {wifi_key()}",
          f"nmcli dev wifi connect \"{ssid()}\" password \"{wifi_key()}\"   <- for my laptop when I'm over",
          f"Carers asked for the wifi. Password is {wifi_key()} (it's on the back of the hub too but the sticker is peeling)",
          f"Bore da - the Wi-Fi pasword at Mam's is\n{wifi_key()}")
    r.add("key_safe_code",
          f"Key safe by the back door (for the carers): code {pin()}",
          f"Carers' rota starts Monday. Key safe code {pin(4)} - give it to the agency only, not the cleaner",
          f"changed key safe to {pin()} after Auntie Glenys' neighbour's boy saw it. Tell Cardiff Care Partners office on {landline()}",
          f"keysafe combo: {'-'.join(pin(1) for _ in range(4))}, push down then pull the lever")
    r.add("burglar_alarm_code",
          f"Alarm code at the house: {pin()} then press ✓. Panel is in the cupboard under the stairs",
          f"Mam's alarm: set = {pin()} + part set button, unset = same code. engineer said never to use 1234 again lol",
          f"burglar alarm user code changed to {pin()}, engineer code left as is")
    r.add("alarm_monitoring_password",
          f"If the alarm company rings, the verbal password is \"{word()}\" and the duress word is \"{word()}\"",
          f"Monitoring centre password for 14 Heol Y Deri: {secrets.choice(PETS).upper()}{digits(2)}",
          f"alarm call centre - account {digits(6, lead=True)}, password {word()}{digits(2)}")
    r.add("garage_door_code",
          f"Garage door keypad: {pin()} then #",
          f"Garage code for Dad's workshop is {pin(5)}, the remote battery is flat again",
          f"to open the up-and-over: type {pin()} and hold the key symbol")
    r.add("phone_unlock_pin",
          f"Dad's phone unlock PIN {pin(6)}",
          f"Mam's Samsung: PIN {pin(4)} (pattern switched off because she kept getting it wrong)",
          f"Phone passcodes\nMam iPhone - {pin(6)}\nDad Moto - {pin(4)}")
    r.add("ipad_passcode",
          f"Mam's iPad passcode is {pin(6)}",
          f"the kitchen iPad (the one with the recipes): {pin(4)}",
          f"Dad's tablet lock code {pin(6)}, screen time code {pin(4)} - I set that one so he can't buy candy crush gems")
    r.add("amazon_password",
          f"Amazon (Dad's account, Mam uses it too): {email('gareth')} / {hpw()}",
          f"Amazon pw changed → {hpw()}",
          f"Mam's own Amazon login\nemail: {email('eirlys')}\npassword: {hpw()}\n2-step goes to my phone")
    r.add("email_password",
          f"Dad's BT email password: {hpw()}",
          f"Mam email {email('eirlys')} pw {hpw()}",
          f"Dad's Hotmail got hacked (spam to the rugby club). New password {hpw()}, recovery email set to mine",
          f"email passwords\n- Mam: {hpw()}\n- Dad: {hpw()}")
    r.add("gift_card_code",
          f"Amazon gift card from Bethan for Mam's birthday: claim code {gift_code()}",
          f"M&S gift card for Dad - card no {digits(19, lead=True)}, PIN {pin(4)}",
          f"Love2shop voucher code {rnd(UPPER + DIGITS, 16)} (£50) - for Mam's Christmas",
          f"John Lewis e-gift card: number {groups(digits(19, lead=True), 4)} pin {pin(4)}")
    r.add("debit_card_details",
          f"Mam's debit card for the online shop: {visa()} exp {card_expiry()} cvv {cvv()}",
          f"Dad's card (for the parking app):\n{visa()}\n{card_expiry()}\nsecurity code {cvv()}",
          f"Lloyds debit {visa()}, expiry {card_expiry()}, 3 digits on back {cvv()}")
    r.add("credit_card_details",
          f"Dad's Barclaycard {mc()} exp {card_expiry()} CVC {cvv()} - only for the holiday deposit",
          f"Mam's John Lewis credit card: {mc()}, {card_expiry()}, {cvv()}",
          f"credit card for emergencies {mc()} / {card_expiry()} / cvv {cvv()}")
    r.add("sim_puk_code",
          f"Dad locked his SIM again. PUK code {digits(8)} (from the EE website)",
          f"Mam's SIM: PIN {pin()}, PUK {digits(8)}",
          f"PUK for the Vodafone SIM in Dad's phone: {digits(8)}")
    r.add("router_admin_password",
          f"BT hub admin password (192.168.1.254): {rnd(UPPER + DIGITS, 10)}",
          f"Router settings page at Mam's\nhttp://192.168.0.1\nadmin / {rnd(ALNUM, 12)}",
          f"Virgin hub settings password is {rnd(LOWER, 8)} - needed it to move the channel off 11")
    r.add("email_app_password",
          f"Google app password for the Mail app on Mam's old iPad: {app_password()}",
          f"app password for Dad's Outlook on the PC: {app_password().replace(' ', '')}",
          f"the printer scan-to-email needs an app password, it's {app_password()}")
    r.add("apple_id_password",
          f"Mam's Apple ID {email('eirlys')} password {hpw()}",
          f"Apple ID (Dad): {hpw()}",
          f"iCloud - Mam - pw {hpw()} (changed {when()} after the 'your storage is full' panic)")
    r.add("google_backup_codes",
          f"Backup codes for Dad's Google account:\n{backup_codes(5)}",
          f"Mam's Gmail backup codes (print was in the bureau):\n{backup_codes(4)}",
          f"Google 2-step backup codes - Dad\n{backup_codes(6)}\nunused as of {when()}")
    r.add("premium_bonds_password",
          f"NS&I (Mam's premium bonds): NS&I number {digits(10, lead=True)}, password {hpw()}",
          f"Dad's premium bonds online password {hpw()}",
          f"NS&I login pw: {hpw()}")
    r.add("council_tax_portal_password",
          f"Cardiff council online account (council tax + bins): {email('rhys')} / {hpw()}",
          f"council tax portal password for the house = {hpw()}",
          f"My Account Cardiff, password {hpw()}, the single person discount form is in there")
    r.add("government_gateway_password",
          f"Dad's Government Gateway: user ID {digits(2)} {digits(2)} {digits(2)} {digits(2)} {digits(2)} {digits(2)}, password {hpw()}",
          f"HMRC gateway for Mam - ID {digits(12, lead=True)} - pw {hpw()}",
          f"gov gateway password {hpw()} (Dad, for the tax on his pension)")
    r.add("telephone_banking_passcode",
          f"Lloyds telephone banking security number for Dad: {pin(6)}",
          f"When ringing the Principality, Mam's telephone passcode is {pin(5)}",
          f"Phone banking (NatWest) - Mam's 4 digit telephone PIN {pin()} and security word \"{word()}\"")
    r.add("credit_card_pin",
          f"Barclaycard PIN (Dad) {pin()}",
          f"Mam's credit card PIN = {pin()}, different from her debit one",
          f"pin for the John Lewis card: {pin()}")
    r.add("safe_combination",
          f"Dad's safe in the wardrobe - combination {digits(2)}-{digits(2)}-{digits(2)}",
          f"the little safe (passports, wills) code: {pin(6)}",
          f"Safe: turn right to {digits(2)}, left to {digits(2)}, right to {digits(2)}")
    r.add("shed_padlock_combination",
          f"shed padlock combo {pin(4)}, the one with the garden chairs and Dad's tools in the cwtch",
          f"side gate lock code is {pin(3)}, the shed one is {pin(4)}",
          f"Dad's bike lock combination: {pin(4)}")
    r.add("facebook_password",
          f"Mam's Facebook password: {hpw()}",
          f"Facebook (Mam) - {email('eirlys')} - {hpw()} - she keeps getting logged out on the iPad",
          f"Dad's facebook got cloned again, new pw {hpw()}")
    r.add("whatsapp_two_step_pin",
          f"WhatsApp two-step PIN for Mam's phone: {pin(6)}",
          f"Dad's WhatsApp 6 digit pin {pin(6)} (asks every few weeks)",
          f"whatsapp 2 step: {pin(6)}")
    r.add("lottery_account_password",
          f"National Lottery account (Dad's numbers): {email('gareth')} / {hpw()}",
          f"lotto login pw {hpw()}",
          f"Dad's lottery account password changed to {hpw()}")
    r.add("supermarket_delivery_password",
          f"Tesco online (Mam's weekly shop): {email('eirlys')} pw {hpw()}",
          f"Sainsbury's delivery login → {hpw()}",
          f"Morrisons account for Mam & Dad: email {email('rhys')}, password {hpw()}")
    r.add("insurance_portal_password",
          f"Home insurance portal (LV) login: {email('gareth')}, password {hpw()}",
          f"car insurance (Admiral) - MyAccount password {hpw()}",
          f"travel insurance login for the Tenerife trip: {hpw()}")
    r.add("broadband_account_password",
          f"My BT login for Mam & Dad's broadband: {email('gareth')} / {hpw()}",
          f"Virgin Media account (the TV and broadband) password {hpw()}, security answer {secrets.choice(PETS)}",
          f"broadband account password: {hpw()}")
    r.add("doorbell_camera_password",
          f"Ring doorbell account (so I can see who's at the door): {email('rhys')} / {hpw()}",
          f"doorbell app password {hpw()}",
          f"Ring login changed to {hpw()}; Mam is on it as shared user")
    r.add("thermostat_app_password",
          f"Hive heating app for the house: {email('rhys')}, password {hpw()}",
          f"thermostat login (Hive) pw {hpw()} - I keep it at 20 in the day",
          f"Nest for Mam's: {hpw()}")
    r.add("password_manager_master_password",
          f"Bitwarden master password for the family vault: {phrase3()}",
          f"Mam's 1Password master pw is {phrase3('-')}",
          f"the family password manager master password: {phrase3()} - write this on paper for the will folder too")
    r.add("paypal_password",
          f"Dad's PayPal: {email('gareth')} pw {hpw()}",
          f"PayPal (Mam, for eBay) password {hpw()}",
          f"paypal login changed after the phishing text → {hpw()}")
    r.add("authenticator_totp_seed",
          f"Setup key for Dad's Government Gateway authenticator (so I can add it on my phone too): {totp_seed()}",
          f"Mam's Amazon 2SV secret key: {totp_seed().upper().replace(' ', '')}",
          f"otpauth://totp/Lloyds:gmorgan?secret={rnd(BASE32, 32)}&issuer=Lloyds")
    r.add("voicemail_pin",
          f"Dad's voicemail PIN {pin(4)} (dial 1571 on the landline)",
          f"mobile voicemail pin for Mam: {pin(4)}",
          f"landline answerphone remote access code {pin(3)}")
    r.add("security_question_answer",
          f"Security answers Mam gave to the NatWest: first school - {pick('Ysgol', 'Ysgol Gynradd')} {word().capitalize()}{digits(2)}; first pet - {secrets.choice(PETS)}{digits(2)}",
          f"Dad's mother's maiden name for the bank is set to '{secrets.choice(NAMES)}{word()}' (not the real one, on purpose)",
          f"Amazon security question answer for Dad: {word()}{digits(3)}")
    r.add("pharmacy_app_password",
          f"Boots online prescriptions (Dad): {email('gareth')} / {hpw()}",
          f"Pharmacy2U login for Mam's repeat meds: password {hpw()}",
          f"chemist app (Well) pw {hpw()} PIN {pin()}")
    return r


def phrase3(sep: str = " ") -> str:
    return sep.join(secrets.choice(WORDS) for _ in range(4)) + sep + digits(2)


def lookalikes() -> Rows:
    r = Rows()
    r.add("payee_bank_details",
          f"Paying Mr Hughes the gardener by bank transfer: sort code {sort_code()}, account {acct()}, ref MORGAN",
          f"Chimney sweep wants paying to {sort_code()} {acct()} - £65, reference 'Heol Y Deri'",
          f"Care agency invoice: pay to Cardiff Care Partners Ltd\nSort code {sort_code()}\nAccount no. {acct()}\nReference INV-{digits(5)}",
          f"Window cleaner's bank details (from his card): {sort_code()} / {acct()}")
    r.add("own_account_on_letter",
          f"Dad's pension goes into his Lloyds current account, sort code {sort_code()}, acc {acct()} - that's what's on the DWP letter",
          f"Mam's account details for the council refund form: {sort_code()} / {acct()} (it's on her statement anyway)",
          f"Joint account for direct debits: sort code {sort_code()} account {acct()}")
    r.add("nhs_number_reference",
          f"Mam's NHS number: {nhs_no()}",
          f"NHS no. for Dad {nhs_no()} - the hospital always asks",
          f"Hospital forms\nDad NHS {nhs_no()}\nMam NHS {nhs_no()}")
    r.add("national_insurance_reference",
          f"Dad's NI number {nino()} (for the attendance allowance form)",
          f"Mam's national insurance no: {nino(spaced=False)}",
          f"NI numbers, for reference only:\nMam {nino()}\nDad {nino()}")
    r.add("pension_scheme_reference",
          f"Teachers' Pensions reference for Dad: {digits(9, lead=True)}",
          f"NHS pension scheme ref (Mam) {digits(8, lead=True)}, member since 1979",
          f"British Steel Pension Scheme - Dad's member number BSPS{digits(7)}, payroll no {digits(6)}")
    r.add("insurance_policy_number",
          f"Home insurance policy no. {rnd(UPPER, 3)}{digits(8)} renews {when()}",
          f"Dad's car policy: {pick('ADM', 'LVM', 'DLG')}-{digits(9)}",
          f"Travel insurance policy {rnd(UPPER, 2)}{digits(7)}/{digits(2)} for Tenerife, emergency line {landline()}")
    r.add("meter_serial_number",
          f"Electric meter serial {digits(2)}{rnd(UPPER, 1)}{digits(7)}, under the stairs",
          f"Gas meter serial: G4A{digits(5)}{digits(6)}",
          f"Water meter no. {digits(2)}{rnd(UPPER, 2)}{digits(6)} (in the pavement outside, not the neighbour's)")
    r.add("meter_reading",
          f"Meter readings {dt()}: electric day {digits(5)}, night {digits(5)}; gas {digits(5)}",
          f"gas reading {digits(5)} m3 - sent to Octopus",
          f"Water reading today {digits(4)}.{digits(3)}")
    r.add("energy_customer_reference",
          f"Octopus account number A-{hexs(8).upper()}",
          f"British Gas customer ref {digits(12, lead=True)} - quote it if ringing",
          f"EDF account no. {digits(10, lead=True)}, tariff ends {when()}")
    r.add("council_tax_reference",
          f"Council tax account ref {digits(9, lead=True)} - band E, 10 monthly payments",
          f"Cardiff council tax reference: {digits(8, lead=True)}",
          f"Single person discount application ref CT-{digits(7)}")
    r.add("amazon_order_number",
          f"Amazon order {amazon_order()} - Mam's new kettle, arriving Thurs",
          f"return for Dad's slippers: order #{amazon_order()}",
          f"Orders to chase:\n{amazon_order()} (printer ink)\n{amazon_order()} (grab rail)")
    r.add("parcel_tracking_number",
          f"Royal Mail tracking {rm_track()} - Mam's glasses from Specsavers",
          f"Evri parcel H{digits(15)} for Dad",
          f"DPD tracking {digits(14)}, delivery window 10:14-11:14")
    r.add("gp_appointment_reference",
          f"GP appt for Dad {when()} 10:20 with Dr Evans, booking ref {rnd(UPPER + DIGITS, 8)}",
          f"Mam's flu jab booked, ref {digits(6)}, Llandaff North surgery",
          f"surgery appointment confirmation code {rnd(UPPER, 3)}-{digits(4)} (for the blood test)")
    r.add("hospital_appointment_reference",
          f"UHW outpatients: Dad, cardiology, {when()} 2.15pm, hospital no. {rnd(UPPER, 1)}{digits(6)}",
          f"Eye clinic letter for Mam - appointment ref {digits(10, lead=True)}, Llandough",
          f"Hospital transport booked for Dad, booking ref {rnd(UPPER + DIGITS, 6)}, pick up 8.30")
    r.add("postcode_address",
          f"Mam and Dad's address: 14 Heol Y Deri, Rhiwbina, Cardiff {pcode()}",
          f"Auntie Glenys moved, new postcode {pcode()}",
          f"delivery address for the stairlift: {pcode()} (the side door)")
    r.add("phone_numbers",
          f"Useful numbers\nGP {landline()}\nCare agency {landline()}\nMam mobile {mob()}",
          f"Dad's new mobile number {mob()}",
          f"Plumber (Dai) {mob()}, electrician {mob()}")
    r.add("car_registration",
          f"Dad's car reg {reg()}, MOT due {when()}",
          f"Mam's Blue Badge is for {reg()} when I drive her",
          f"Parking permit for Heol Y Deri: {reg()} and visitor {reg()}")
    r.add("bin_collection_days",
          f"Bins: green bags Tues, black bin every other Wed (next {when()}), food caddy weekly",
          f"Garden waste collection restarts {when()}, the sticker no. is {digits(6)}",
          f"bin day moved to Thursday (diolch for the reminder Mam) after the bank holiday. glass box ({digits(2)} litre) goes out too")
    r.add("wifi_network_name",
          f"Mam's wifi netwrok is called {ssid()} - it's the one with the strongest signal in the lounge",
          f"The carers' tablet should join {ssid()}, the password is on the back of the hub",
          f"Guest network name at the house: {ssid()}-Guest")
    r.add("password_changed_note",
          f"Changed Dad's Lloyds password on {when()} after the scam call. Told him, he wrote it in the blue book",
          "Reset Mam's Amazon password - she got the text code and it worked",
          f"Email passwords for both of them changed {dt()}; old ones no longer work, don't bother trying")
    r.add("password_location_note",
          "All the passwords are in the blue book in the bureau, second drawer, under the Christmas card list",
          "Key safe code is written on the inside cover of the care folder (the green one)",
          "Mam keeps her PINs in an address book under fake names - I know the system, don't store it here")
    r.add("pin_length_note",
          "Lloyds app wants a 5 digit passcode, NatWest only 4 - Dad keeps mixing them up",
          "New debit card PIN must be 4 digits and not 1234 or his birthday",
          "Alarm code is 4 digits, key safe is 4, garage is 5 - that's why Mam gets confused")
    r.add("tv_licence_number",
          f"TV licence no. {digits(10, lead=True)} - over-75s one not valid anymore so Dad pays it monthly now",
          f"TV licence reference for Mam's flat {digits(10, lead=True)}",
          f"tv licence renewal {when()}, licence number {digits(10, lead=True)}")
    r.add("prescription_order_reference",
          f"Dad's repeat prescription order {digits(8, lead=True)} - ready at Boots Whitchurch Rd Fri",
          f"Pharmacy2U order ref P2U-{digits(8)}",
          f"Mam's prescription number on the box: {rnd(UPPER, 2)}{digits(7)}")
    r.add("premium_bonds_holder_number",
          f"Mam's premium bond holder's number {digits(9, lead=True)}-{digits(1)} - check the prize checker monthly",
          f"Dad's bond numbers start {digits(3)}{rnd(UPPER, 2)}{digits(6)}",
          f"NS&I holder number for Dad: {digits(10, lead=True)}")
    r.add("water_account_number",
          f"Welsh Water account {digits(10, lead=True)}, on a meter since 2019",
          f"Dŵr Cymru customer ref {digits(10, lead=True)} - the Help U tariff application went in",
          f"water bill ref {digits(3)} {digits(4)} {digits(3)}")
    r.add("direct_debit_reference",
          f"DD reference for the council tax: {digits(9, lead=True)}01",
          f"Direct debit to the window cleaner ref MORGAN{digits(3)}",
          f"Octopus DD ref OE{digits(8)}, comes out on the {secrets.randbelow(27) + 1}th")
    r.add("train_booking_reference",
          f"Train tickets for Mam to Swansea: booking ref {rnd(UPPER + DIGITS, 8)}, collect at Cardiff Central",
          f"TfW booking {rnd(UPPER + DIGITS, 8)} - 10.17 to Carmarthen",
          f"Railcard number (Senior) {digits(4)} {digits(4)} {digits(4)} {digits(4)}, expires {card_expiry()}")
    r.add("boiler_serial",
          f"Boiler: Worcester Bosch, serial {digits(4)}-{digits(3)}-{digits(6)}-{digits(2)}-{digits(2)}, service due {when()}",
          f"Gas Safe cert number for the boiler service: {digits(7)}",
          f"boiler GC number {digits(2)}-{digits(3)}-{digits(2)}")
    r.add("hmrc_utr_reference",
          f"Dad's UTR {digits(5)} {digits(5)} (for the letter about his tax code)",
          f"HMRC reference on Mam's P60: {digits(3)}/{rnd(UPPER, 2)}{digits(5)}",
          f"Dad's tax code is {pick('1257L', 'K497', '1100L')}, HMRC ref {digits(10, lead=True)}")
    r.add("mot_test_number",
          f"MOT test no. {digits(4)} {digits(4)} {digits(4)} - passed, advisories on tyres",
          f"V5C for Dad's car is in the bureau, reg {reg()}",
          f"Tax disc... I mean car tax paid, vehicle {reg()}, until {when()}")
    r.add("blue_badge_number",
          f"Mam's Blue Badge no. {digits(6)}{rnd(UPPER, 5)}{digits(4)}, expires {card_expiry()}",
          f"blue badge renewal ref BB-{digits(7)}",
          f"Blue badge number (on the back) {rnd(UPPER + DIGITS, 16)}")
    r.add("bus_pass_number",
          f"Dad's bus pass (Welsh concessionary) no. {digits(4)} {digits(4)} {digits(4)} {digits(4)} {digits(3)}",
          f"Mam's Transport for Wales bus pass ref {digits(8, lead=True)}, replacement ordered",
          f"bus pass card number ends {digits(4)}, valid to {card_expiry(28)}")
    r.add("gift_card_spent_note",
          f"Amazon gift card from Bethan already redeemed onto Mam's account, balance now £{digits(2)}.{digits(2)}",
          "M&S gift card used up at the Queen Street store, thrown away",
          f"Dad's Boots voucher expires {when()} - it's on his Advantage card not a code")
    r.add("discount_code",
          f"Promo code for the stairlift company's leaflet: SPRING{digits(2)}",
          f"Ocado first-shop code {pick('WELCOME', 'NEWSHOP', 'FIRST')}{digits(2)} (on the flyer that came through the door)",
          f"Tesco clubcard number {digits(4)} {digits(4)} {digits(4)} {digits(4)} {digits(2)} - for the points")
    r.add("router_model_and_mac",
          f"Router is a BT Smart Hub 2, serial +{digits(6)}+NQ{digits(8)}, MAC {mac(upper=True)}",
          f"Mam's iPad wifi address {mac()}",
          f"Virgin Hub 5 model {rnd(UPPER, 2)}{digits(4)}, MAC {mac('-', upper=True)}")
    r.add("appliance_warranty_reference",
          f"Fridge freezer warranty reg {rnd(UPPER, 3)}{digits(8)}, 5 years, bought {dt()}",
          f"Washing machine model {rnd(UPPER, 3)}{digits(4)}{rnd(UPPER, 2)}, serial {digits(8)}",
          f"Stairlift service contract no. SL-{digits(6)}, engineer visit {when()}")
    r.add("home_ip_and_hostname",
          f"Ring doorbell IP on the hub: 192.168.1.{secrets.randbelow(200) + 20}",
          f"Printer is at 192.168.0.{secrets.randbelow(200) + 20}, hostname HP{hexs(6).upper()}.internal",
          f"Dad's PC shows up as GARETH-PC ({mac()}) at 10.0.0.{secrets.randbelow(200) + 20}")
    r.add("key_safe_arrangement",
          f"Key safe is a Supra C500 by the back door. Code is with the care agency office ({landline()}), not stored here",
          f"Key safe fitted {when()} by Care & Repair Cardiff, job no. {digits(6)}",
          "new carers start Monday - agency will give them the key safe code themselves")
    r.add("alarm_service_visit",
          f"Alarm engineer coming {when()} to change the code and replace the panel battery. Service ref {rnd(UPPER, 2)}{digits(6)}",
          f"Alarm company account number {digits(6, lead=True)}, monitoring centre {landline()}",
          "Alarm went off at 3am, false alarm (spider). Engineer reset it, code unchanged")
    r.add("card_last_four",
          f"Mam's new debit card ends {digits(4)}, exp {card_expiry()} - update Tesco and the Octopus DD",
          f"Dad's Barclaycard ending {digits(4)} was cancelled, new one on its way",
          f"card ending ****{digits(4)} was used for the TV licence")
    r.add("mpan_mprn_numbers",
          f"Electricity MPAN: S 01 {digits(3)} {digits(3)} / 21 {digits(4)} {digits(4)} {digits(3)}",
          f"Gas MPRN {digits(10, lead=True)}",
          f"Supply numbers for the switch: MPAN {digits(13, lead=True)}, MPRN {digits(9, lead=True)}")
    r.add("phone_imei_serial",
          f"Mam's phone IMEI {digits(15, lead=True)} (for the insurance)",
          f"Dad's iPad serial {rnd(UPPER + DIGITS, 12)}",
          f"SIM card number (ICCID) {'8944' + digits(15)}")
    r.add("password_manager_entry_reference",
          "Dad's banking logins are in Bitwarden under 'Dad - Lloyds' and 'Dad - Barclaycard'",
          "The Octopus password is in the family vault, folder Tŷ",
          "If something happens to me, the 1Password emergency kit is in the envelope with the will")
    r.add("verification_code_routing",
          f"The bank texts Dad's one-time codes to {mob()} - he has to read them out to me",
          f"Amazon 2-step codes come to my phone ({mob()}), not Mam's",
          "NHS login security code goes to Mam's email, takes about a minute")
    r.add("energy_switch_application_id",
          f"Switch application ID {uid()} - new supplier start {when()}",
          f"Warm Homes Nest grant application reference {uid()}",
          f"Smart meter install booking {uid()}")
    r.add("document_scan_checksum",
          f"Scanned the wills and checked copy on the NAS, sha256 {hexs(64)}",
          f"deeds scan PDF md5 {hexs(32)} - matches the backup",
          f"Photo backup from Mam's phone, folder hash {hexs(40)}")
    r.add("own_iban_for_overseas_payment",
          f"Dad's IBAN for Uncle Emrys's money from Spain: {iban('GB', 'LOYD' + digits(14))}",
          f"Mam's account IBAN (on the statement) {iban('GB', 'NWBK' + digits(14), spaced=False)}, BIC NWBKGB2L",
          f"For the Tenerife refund give them: {iban('GB', 'BARC' + digits(14))}")
    r.add("lpa_reference",
          f"LPA (property and financial) for Dad - OPG reference 7000-{digits(4)}-{digits(4)}",
          f"Mam's health & welfare LPA registered, ref M-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}",
          f"Use an LPA access code... no, that's for the council - the LPA ref is 7000-{digits(4)}-{digits(4)} on the front page")
    r.add("benefit_claim_reference",
          f"Attendance Allowance claim ref for Dad: {rnd(UPPER, 2)}{digits(6)}{rnd(UPPER, 1)}",
          f"Pension Credit application number {digits(8, lead=True)}",
          f"Winter fuel payment letter ref {digits(9, lead=True)}")
    r.add("streaming_subscription_note",
          f"Netflix went up to £{pick('10.99', '12.99', '18.99')}, downgraded to standard with ads {when()}",
          "iPlayer needs the TV licence number, nothing else; account email is Mam's",
          f"BritBox cancelled, last payment {dt()}")
    r.add("telephone_banking_contacts",
          f"Lloyds bereavement/power of attorney team {landline()}, open 9-5",
          f"Principality branch on Queen Street, {landline()}, branch sort code {sort_code()}",
          f"NatWest said the power of attorney is registered, case ref {digits(9, lead=True)}")
    return r


def main() -> None:
    write_corpora("make_heldout160.py", [
        ("heldout160_credentials.yaml", credentials(), "batch 160 (a son in Cardiff managing his retired parents' life admin), written blind; every value synthetic"),
        ("heldout160_lookalikes.yaml", lookalikes(), "batch 160 look-alikes: bill references, NHS/NI numbers, meter readings, bank details and password talk without passwords, written blind"),
    ])


if __name__ == "__main__":
    main()
