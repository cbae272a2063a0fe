# ruff: noqa: E501
"""Writes heldout203_credentials.yaml and heldout203_lookalikes.yaml: held-out batch 203.

Persona: a retired schoolteacher in Perth, Western Australia (she taught Italian and
English), not technical, who writes chatty Australian English notes for her assistant to
keep: the NetBank login and the card PIN, the myGov password and its security answers, the
email password, the Wi-Fi, the iPad passcode, the garage door code, the medical portal
login, her grandson's Netflix password that she borrows, and the odd thing her grandson set
up for her. Her look-alikes are the everyday numbers of a retired life: Medicare and pension
reference numbers shown only in part, BSB and account numbers for paying people, phone
numbers, parcel tracking numbers, appointment references, the library card, raffle tickets,
and a good deal of talk about changing passwords that never says the password.

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
    app_password,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    luhn,
    onepassword_secret_key,
    openai_project_key,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = [
    "banksia", "jarrah", "kookaburra", "cottesloe", "fremantle", "wattle", "possum",
    "quokka", "rottnest", "marri", "kings", "swan", "galah", "magpie", "lorikeet",
    "pavlova", "lamington", "scones", "roses", "camellia", "tuart", "karri", "boronia",
]
PETS = ["Biscuit", "Muffin", "Rosie", "Smokey", "Tigger", "Bella", "Sooty", "Pepper", "Jasper"]
SURNAMES = ["Pemberton", "McAllister", "Fitzgerald", "Rossetti", "Henderson", "Calabrese", "Whitfield", "Donnelly"]
SUBURBS = ["Bunbury", "Geraldton", "Kalgoorlie", "Narrogin", "Albany", "Merredin", "Katanning", "Busselton"]
SCHOOLS = ["St Brigid's", "Applecross Primary", "Perth Modern", "Mercedes College", "Como Primary", "Loreto Nedlands"]
TEACHERS = ["Sister Agnes", "Mrs Pickering", "Mr Daly", "Miss Hollis", "Mr Quartermaine"]
CARS = ["Holden Kingswood", "Ford Cortina", "Datsun 180B", "Morris Minor", "Mini Minor"]
SYMBOLS = "!#$%&*?@"


def pin(n: int = 4) -> str:
    return digits(n)


def gran_pw() -> str:
    """A password the way she would choose one, or one her grandson made for her."""
    word = secrets.choice(WORDS)
    return pick(
        f"{word.capitalize()}{digits(2)}{secrets.choice(SYMBOLS)}",
        f"{secrets.choice(PETS)}{digits(4)}{secrets.choice(SYMBOLS)}",
        f"{word}{secrets.choice(WORDS)}{digits(3)}",
        f"{word.capitalize()}&{secrets.choice(WORDS).capitalize()}{digits(2)}",
        pw(),
        rnd(ALNUM, 12),
    )


def client_number() -> str:
    return digits(8, lead=True)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "netbank_login",
        f"NetBank login - client number {client_number()}, password {gran_pw()}. Don't tell Kevin I wrote it down!",
        f"Bank (CommBank) online:\n  client no: {client_number()}\n  pwd: {gran_pw()}",
        f"the new netbank password after the branch reset it on Tuesday is {gran_pw()} (client number {client_number()} same as always)",
        f"Westpac online banking - customer ID {client_number()} pasword {gran_pw()}  (the lady at Booragoon branch helped me)",
        f"Please remember my internet banking: {client_number()} / {gran_pw()}",
        f"bank log in. number {client_number()}. pass word {gran_pw()}. It locks after 3 goes so be careful love",
    )

    r.add(
        "debit_card_pin",
        f"My keycard PIN is {pin()} - the CommBank one, blue card.",
        f"debit card pin {pin()}",
        f"New PIN for the Visa debit since they sent the replacement card: {pin()}",
        f"Card PIN (for the shops and the ATM at Garden City): {pin()}. Never tell anyone!!",
        f"ATM pin = {pin()}  (old one {pin()} doesn't work anymore)",
        f"Remind me - the pin for the Bankwest card is {pin()} and the CommBank one is {pin()}",
    )

    r.add(
        "credit_card_details",
        f"Credit card for the online shopping: {groups(luhn('4'), 4)} exp {card_expiry()} CVV {digits(3)}",
        f"Mastercard {groups(luhn('52'), 4)}, expires {card_expiry()}, the 3 numbers on the back are {digits(3)}. Name on card: Mrs M. Rossetti",
        f"card no. {luhn('4')}  exp {card_expiry()}  security code {digits(3)}  PIN {pin()}",
        f"For booking the Rottnest ferry use the Visa: {groups(luhn('4'), 4, '-')} ({card_expiry()}) cvc {digits(3)}",
    )

    r.add(
        "mygov_password",
        f"myGov password: {gran_pw()}  (username is my email)",
        f"mygov sign in - username {rnd(UPPER, 2)}{digits(6)}{rnd(UPPER, 2)}, password {gran_pw()}",
        f"Changed the myGov pasword again because it made me, new one is {gran_pw()}",
        f"myGov\n  user: marg.rossetti@mail.example\n  password: {gran_pw()}\n  (Centrelink and Medicare are linked to it)",
        f"the password for the government thing (mygov) is {gran_pw()} ok",
    )

    r.add(
        "mygov_security_answers",
        f"myGov secret questions:\n  1. Mother's maiden name - {secrets.choice(SURNAMES)}\n  2. First car - {secrets.choice(CARS)}\n  3. Town I was born in - {secrets.choice(SUBURBS)}",
        f"Security answers for myGov: first school {secrets.choice(SCHOOLS)}, favourite teacher {secrets.choice(TEACHERS)}, first pet {secrets.choice(PETS)}{digits(2)}",
        f"if mygov asks 'name of your first pet' the answer I put is {secrets.choice(PETS).lower()}{secrets.choice(WORDS)}{digits(2)} (not the real one, Jayden said to make it up)",
        f"mygov questions answers - maiden name: {secrets.choice(SURNAMES)}{digits(2)}, street you grew up on: {secrets.choice(WORDS).capitalize()} St {digits(2)}",
        f"The made-up answers for the myGov security questions (they have to be 'memorable'): {phrase(WORDS, 3, '-')} / {phrase(WORDS, 3, '-')} / {phrase(WORDS, 3, '-')}",
    )

    r.add(
        "email_password",
        f"Email password (bigpond): {gran_pw()}",
        f"my outlook email is margaret.r@mail.example and the password is {gran_pw()}",
        f"E-mail login:\nmargaret.rossetti{digits(2)}@mail.example\n{gran_pw()}",
        f"the email pw on the iPad asked again today, it's {gran_pw()}",
        f"Gmail - {gran_pw()} (the password, my address you know)",
        f"Email password changed by the computer man at Harvey Norman to {gran_pw()}. Write it in the book too.",
    )

    r.add(
        "home_wifi_password",
        f"Wi-Fi at home: network Rossetti_NBN, password {rnd(UPPER + DIGITS, 10)}",
        f"wifi password {gran_pw()} - for when the grandkids come over",
        f"The internet code on the back of the modem thingy is {rnd(LOWER + DIGITS, 12)} (the Wi-Fi key)",
        f"WiFi: TelstraA{hexs(4).upper()}  key: {rnd(UPPER + DIGITS, 10)}",
        f"Wi-Fi password for the granny flat extender is {secrets.choice(WORDS)}{secrets.choice(WORDS)}{digits(4)}",
        f"Guest wifi for bridge club nights: {phrase(WORDS, 3, '')}{digits(2)}",
    )

    r.add(
        "ipad_passcode",
        f"iPad passcode {pin(6)}",
        f"my ipad code is {pin(6)} (Jayden changed it from the old 4 number one)",
        f"Passcode to open the iPad: {pin(6)}. The iPhone is {pin(6)}.",
        f"ipad pass code - {pin(4)} - remember it's the one for the kitchen iPad not the new one",
        f"If the iPad says 'enter passcode' after the update it's {pin(6)}",
    )

    r.add(
        "garage_door_code",
        f"Garage door keypad code {pin()}#",
        f"the code for the roller door outside is {pin()} then press the enter button",
        f"Garage code: {pin(5)} (changed after the tradies finished)",
        f"Give Sue the garage door code {pin()} so she can get the bins in while I'm in Bali",
        f"garage keypad = {pin()}, side gate padlock = {pin(3)}",
    )

    r.add(
        "medical_portal_login",
        f"Patient portal for the St John of God clinic: username marg.rossetti, password {gran_pw()}",
        f"HotDoc login - my mobile number and the password {gran_pw()}",
        f"medical centre online thing (for my blood test results)\nuser: MROSSETTI{digits(2)}\npass: {gran_pw()}",
        f"The password for the specialist's patient app is {gran_pw()}  - Dr Nguyen's rooms in Murdoch",
        f"my health record login pin {pin(6)} and password {gran_pw()}",
    )

    r.add(
        "netflix_borrowed_password",
        f"Jayden's Netflix - email jayden.r{digits(2)}@mail.example password {gran_pw()}. Use the 'Nonna' profile!!",
        f"netflix password (the grandson's account I borrow) {gran_pw()}",
        f"Netflix sign in: jaydenrossetti@mail.example / {gran_pw()}  and the profile lock PIN is {pin()}",
        f"For the telly: Netflix pw {gran_pw()} - Jayden changed it after his mates used it, this is the new one",
        f"Netflix on the new TV wants the password again: {gran_pw()} (it's Jayden's, don't change it)",
    )

    r.add(
        "house_alarm_code",
        f"House alarm code {pin()} - arm with AWAY, disarm with the code",
        f"alarm {pin()}  duress code {pin()}",
        f"The security alarm (ADT) code is {pin()}. Password for the monitoring people if they ring: {secrets.choice(WORDS)}",
        f"Alarm panel - user code {pin()}, installer gave me master code {pin(6)}",
        f"Tell Lorraine the alarm code {pin()} for when she feeds the cat",
    )

    r.add(
        "key_safe_code",
        f"Key safe by the front door for the home care girls: code {pin()}",
        f"lockbox code {pin()} (the spare key is in it)",
        f"Keysafe combination - {'-'.join(digits(1) for _ in range(4))}",
        f"The Silver Chain nurses need the key box code {pin()} - it's on the left of the carport",
    )

    r.add(
        "phone_banking_pin",
        f"Telephone banking: customer number {client_number()}, TPIN {pin()}",
        f"phone banking pin {pin(6)} (for paying the bills over the phone)",
        f"When I ring the bank they ask for the 4 digit telecode - it's {pin()}",
        f"Bankwest phone banking - ID {client_number()} access code {pin(6)}",
    )

    r.add(
        "sim_pin_puk",
        f"Phone SIM PIN {pin()} and PUK {digits(8)} - from the little card the phone came in",
        f"PUK code for my mobile if it locks: {digits(8)}",
        f"sim card pin is {pin()}, the puk is {digits(8)}",
        f"Optus SIM - PIN1 {pin()}, PUK1 {digits(8)}",
    )

    r.add(
        "apple_id_password",
        f"Apple ID: marg.rossetti@mail.example  password {gran_pw()}",
        f"the apple password (for the app store, when it wants to buy the crossword app) {gran_pw()}",
        f"iCloud / Apple ID pw: {gran_pw()}",
        f"Apple account password changed to {gran_pw()} - the old one was too short they said",
        f"apple id - {gran_pw()}",
    )

    r.add(
        "apple_recovery_key",
        f"Apple recovery key (Jayden said keep this VERY safe): {'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(7))}",
        f"Recovery key for my Apple ID\n{'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(7))}",
        f"apple account recovery key {'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(7))} - printed copy is in the filing cabinet",
    )

    r.add(
        "google_backup_codes",
        f"Google backup codes (for when I haven't got my phone):\n{recovery_codes(5, 'digits')}",
        f"gmail backup codes - use one each time\n{chr(10).join(f'{digits(4)} {digits(4)}' for _ in range(6))}",
        f"Backup verification codes Google gave me: {digits(4)} {digits(4)}, {digits(4)} {digits(4)}, {digits(4)} {digits(4)}",
        f"2-step codes (Google)\n1. {digits(8)}\n2. {digits(8)}\n3. {digits(8)}\n4. {digits(8)}",
    )

    r.add(
        "gmail_app_password",
        f"App password for the email on the old laptop: {app_password()}",
        f"Jayden made a special password for the printer to send scans to my Gmail: {app_password()}",
        f"google app password (Outlook on the PC) {app_password().replace(' ', '')}",
        f"The 16 letter code for the Mail app: {app_password()}",
    )

    r.add(
        "super_fund_login",
        f"GESB member online - member number {digits(9, lead=True)}, password {gran_pw()}",
        f"Super login (GESB, from teaching): {digits(9, lead=True)} / {gran_pw()}",
        f"my superannuation website password is {gran_pw()}",
        f"GESB password changed today: {gran_pw()}. Member no same as before.",
        f"Super fund access code they posted out: {rnd(UPPER + DIGITS, 8)} (for setting up the online account)",
    )

    r.add(
        "facebook_password",
        f"Facebook password {gran_pw()}",
        f"facebook (for the Applecross old teachers group) - email and {gran_pw()}",
        f"FB login: marg.rossetti@mail.example / {gran_pw()}",
        f"new facebook password after I got hacked by that 'Ray-Ban sunglasses' thing: {gran_pw()}",
        f"Facebook il mio password: {gran_pw()} (ricordati!)",
    )

    r.add(
        "whatsapp_two_step_pin",
        f"WhatsApp keeps asking for my PIN - it's {pin(6)}",
        f"whatsapp 2 step verification pin {pin(6)}",
        f"The six numbers WhatsApp wants every week: {pin(6)}",
        f"WhatsApp pin (for the family chat) = {pin(6)}",
    )

    r.add(
        "laptop_login_password",
        f"Laptop password (the Dell) {gran_pw()}",
        f"computer login: user Margaret, password {gran_pw()}",
        f"the windows pin for the laptop is {pin(6)} and the long password is {gran_pw()}",
        f"PC password {gran_pw()} - Jayden set it, he says don't change it",
        f"Password to get into the computer in the study: {gran_pw()}",
    )

    r.add(
        "bitlocker_recovery_key",
        f"The computer shop said to keep this recovery key for the laptop: {bitlocker_key()}",
        f"BitLocker recovery key\n{bitlocker_key()}\n(if the laptop asks for it after an update)",
        f"laptop recovery key {bitlocker_key()} - the blue screen one",
    )

    r.add(
        "router_admin_password",
        f"Modem admin login (for Jayden): admin / {rnd(ALNUM, 10)}",
        f"Router settings page 192.168.0.1 - username admin password {rnd(LOWER + DIGITS, 8)}",
        f"nbn modem admin password on the sticker: {rnd(UPPER + DIGITS, 8)}",
        f"the modem's 'admin password' (not the wifi one) is {gran_pw()}",
    )

    r.add(
        "church_website_login",
        f"St Benedict's newsletter website - login margaretr, password {gran_pw()}",
        f"parish website (for putting up the flower roster): admin-marg / {pw()}",
        f"Login for the church site at stbens.example/wp-admin: user marg  pw {gran_pw()}",
        f"The password Father Tom gave me for the parish newsletter page: {gran_pw()}",
    )

    r.add(
        "openai_api_key",
        f"Jayden put this key into the assistant program for me: {openai_project_key()}",
        f"the 'API key' for the chat thing (don't share it, it costs money) {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}   <- Jayden says if it stops working paste this in settings",
    )

    r.add(
        "password_manager_master",
        f"1Password master password: {phrase(WORDS, 4, '-')}\nSecret Key: {onepassword_secret_key()}",
        f"the big password for the password app (1Password) is {phrase(WORDS, 4, ' ')} and the secret key is {onepassword_secret_key()}",
        f"Emergency kit for 1Password - email marg.rossetti@mail.example, Secret Key {onepassword_secret_key()}, master pw {phrase(WORDS, 3, '.')}{digits(2)}",
        f"password app master pw: {phrase(WORDS, 4, '')}",
    )

    r.add(
        "paypal_ebay_password",
        f"eBay password {gran_pw()} (for buying the Royal Doulton)",
        f"PayPal login - marg.rossetti@mail.example / {gran_pw()}",
        f"paypal pw {gran_pw()}",
        f"Gumtree password {gran_pw()}, eBay password {gran_pw()}",
        f"The PayPal password I set up for paying the Lions Club raffle is {gran_pw()}",
    )

    r.add(
        "smartrider_login",
        f"SmartRider website login: card {digits(9, lead=True)}, password {gran_pw()}",
        f"transperth smartrider account pw {gran_pw()} (for the auto top up)",
        f"SmartRider online - username margrossetti password {gran_pw()}",
        f"The password for the bus card website is {gran_pw()}",
    )

    r.add(
        "pharmacy_app_login",
        f"Chemist Warehouse app password {gran_pw()} (for my scripts)",
        f"pharmacy app login: my email, pw {gran_pw()}",
        f"MedAdvisor password {gran_pw()} and the 4 digit app PIN {pin()}",
        f"The chemist's online order password is {gran_pw()}",
    )

    r.add(
        "home_safe_combination",
        f"Combination for the safe in the wardrobe: {digits(2)}-{digits(2)}-{digits(2)}",
        f"safe code {pin(6)} (the jewellery and passports are in there)",
        f"Wardrobe safe: turn right to {digits(2)}, left to {digits(2)}, right to {digits(2)}",
        f"the little safe's override key code is {pin(8)}",
    )

    r.add(
        "photo_backup_login",
        f"Jayden's photo box for the family pictures: \\\\photos.rossetti.internal\\family  user nonna  password {gran_pw()}",
        f"smb://nonna:{rnd(ALNUM, 12)}@photos.rossetti.internal/family  <- paste this into the Files app",
        f"photo backup website https://photos.rossetti.internal login nonna / {gran_pw()}",
    )

    r.add(
        "telstra_account_password",
        f"My Telstra account password {gran_pw()}",
        f"telstra login (phone bill) - marg.rossetti@mail.example pw {gran_pw()}",
        f"Telstra account PIN for when I ring them: {pin()} - and the password is {gran_pw()}",
        f"Telstra 24x7 app password changed to {gran_pw()}",
    )

    return r


def medicare() -> str:
    return f"{digits(4, lead=True)} {digits(5)} {digits(1)}"


def crn_tail() -> str:
    return f"{digits(3)}{secrets.choice(UPPER)}"


def mobile() -> str:
    return f"04{digits(2)} {digits(3)} {digits(3)}"


def landline() -> str:
    return f"(08) 9{digits(3)} {digits(4)}"


def bsb() -> str:
    return f"{pick('06', '03', '73', '48')}{digits(1)}-{digits(3)}"


def auspost_tracking() -> str:
    return pick(
        f"{rnd(UPPER + DIGITS, 3)}{digits(9)}",
        f"{digits(2)}{rnd(UPPER, 3)}{digits(7)}",
        f"{rnd(UPPER, 2)}{digits(9)}AU",
    )


def vin() -> str:
    return rnd("ABCDEFGHJKLMNPRSTUVWXYZ" + DIGITS, 17)


def raffle_book() -> str:
    """A book of ten raffle tickets: its first and last numbers."""
    first = secrets.randbelow(9000) + 100
    return f"{first} to {first + 9}"


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "medicare_number_partial",
        f"Medicare card - ends in {digits(4)}, I'm number {secrets.randbelow(4) + 1} on the card, expires {card_expiry()}",
        f"my medicare no. is the one starting {digits(4, lead=True)} (the green card is in my purse)",
        f"Medicare: xxxx xxxxx {digits(1)} / IRN {secrets.randbelow(3) + 1}",
        f"Medicare number ending {digits(3)} - the receptionist only needs the last bit to find me",
        f"New Medicare card arrived, valid to {card_expiry()}, same number as the old one ending in {digits(2)}",
    )

    r.add(
        "centrelink_crn_partial",
        f"Centrelink CRN ends {crn_tail()} (full number is on the pension letter in the drawer)",
        f"my customer reference number for the pension - ***-***-{crn_tail()}",
        f"Centrelink letter ref ending in {digits(4)}, dated the {secrets.randbelow(28) + 1}th",
        f"Pension Concession Card: CRN ending {crn_tail()}, expires {secrets.randbelow(28) + 1}/0{secrets.randbelow(9) + 1}/{pick('2026', '2027')}",
        f"Services Australia said my claim reference is {digits(3)}-{digits(3)}-{digits(3)}-{rnd(UPPER, 1)} ... no wait that's the receipt number, ring {mobile()} if stuck",
    )

    r.add(
        "bsb_account_number",
        f"To pay Kevin back for the plants: BSB {bsb()} account {digits(8, lead=True)} (K. Rossetti)",
        f"Bridge club account for fees - BSB {bsb()} acc {digits(8, lead=True)}, reference: your surname",
        f"My bank details for the super payments: BSB {bsb()}  Acct {digits(4)} {digits(4)}",
        f"Lions Club raffle money goes into BSB {bsb()}, account {digits(9, lead=True)}",
        f"Give the plumber my BSB and account if he's doing the refund: {bsb()} / {digits(8, lead=True)}",
    )

    r.add(
        "phone_number",
        f"Dr Nguyen's rooms {landline()}",
        f"Jayden's new mobile {mobile()}",
        f"Silver Chain {landline()}, after hours {mobile()}",
        f"Lorraine next door: {mobile()}. Her landline {landline()}",
        f"bank's fraud line (the real one, from the back of the card) 13 {digits(2)} {digits(2)} - not the number in the text message!",
    )

    r.add(
        "parcel_tracking_number",
        f"Australia Post tracking for Jayden's birthday present: {auspost_tracking()}",
        f"parcel from the Myer online sale - tracking {auspost_tracking()}, should come Thursday",
        f"StarTrack consignment {rnd(UPPER, 4)}{digits(8)} (the garden chairs)",
        f"The card they left in the letterbox says article number {auspost_tracking()}, pick up from Applecross post office",
        f"Couriers Please tracking {rnd(UPPER, 3)}{digits(10)} - the new kettle",
    )

    r.add(
        "appointment_reference",
        f"Eye specialist appointment ref {rnd(UPPER, 2)}{digits(6)} - Tues 10:40am, Lions Eye Institute",
        f"Fiona Stanley outpatients - booking reference {digits(8)}, bring the referral",
        f"Dentist confirmation code {rnd(UPPER + DIGITS, 6)} for the 14th",
        f"Hearing test booked, appointment no. {digits(7)}. Take the old hearing aids.",
        f"Vaccination booking (flu shot) ref: {rnd(UPPER, 3)}-{digits(5)}, at the chemist",
    )

    r.add(
        "library_card_number",
        f"Library card number {digits(14, lead=True)} (Melville libraries)",
        f"my library card is {groups(digits(14, lead=True), 4)} - the book club copies go on it",
        f"Library membership no: {digits(10, lead=True)}. Due back Friday: the Tim Winton.",
        f"New library card after I lost the old one: {digits(14, lead=True)}. Same PIN as before, I know it by heart.",
        f"Libby app wants the library card number: {digits(14, lead=True)}",
    )

    r.add(
        "raffle_ticket_number",
        f"Lions Club raffle tickets {raffle_book()} (bought a book of 10)",
        f"Hospital lottery ticket no. {digits(7, lead=True)} - draw on the {secrets.randbelow(28) + 1}th",
        f"Bowls club chook raffle: I'm ticket {secrets.randbelow(200) + 1}, pink",
        f"RSPCA Lottery ticket {rnd(UPPER, 2)}{digits(6)}, check the results online after the draw",
        f"School fete raffle (for Mia's school) - tickets {digits(3)}, {digits(3)}, {digits(3)}",
    )

    r.add(
        "password_change_talk",
        "Remind me in March to change the bank password - they make you do it every year now.",
        "Changed my email password today. New one is in the red notebook, NOT in here.",
        "Jayden says my passwords are too easy and I should use one of those password apps. Ask him at Christmas.",
        "myGov made me change my password and it said it needs a number, a capital and one of those symbols. Did it, all good.",
        "The bank reset my internet banking password over the phone - they sent a temporary one by text which I've already used. Note to self: set up the new one before Friday.",
        "Don't use the same password for everything, the man on A Current Affair said. Going to sort it out this weekend.",
    )

    r.add(
        "password_whereabouts",
        "All my passwords are in the little green address book in the bureau, second drawer.",
        "The card PIN is in the safe, in the envelope marked 'bank'.",
        "Wi-Fi password is on the sticker on the back of the modem (in the hall cupboard).",
        "Jayden has the 1Password emergency kit printed at his place - if I forget, ring him.",
        "Kevin knows the alarm code. If something happens ring Kevin, don't write it here.",
    )

    r.add(
        "masked_card_number",
        f"The Visa ending {digits(4)} is the one to use online",
        f"Statement shows card **** **** **** {digits(4)} - $64.95 Coles, that's right",
        f"Cancelled the old Mastercard xxxx-{digits(4)} after it got skimmed, new one arriving",
        f"Netflix is charged to Jayden's card ending in {digits(4)}, not mine",
        f"Debit card ending {digits(4)}, expires {card_expiry()} - replacement ordered (PIN stays the same they said)",
    )

    r.add(
        "bpay_biller_reference",
        f"Water Corp bill BPAY: biller code {digits(4, lead=True)}, ref {digits(11, lead=True)}",
        f"Council rates - biller {digits(6, lead=True)}  customer ref {digits(10, lead=True)}",
        f"Synergy electricity: BPAY biller code {digits(5, lead=True)}, reference number {digits(12, lead=True)}",
        f"RAC insurance renewal BPAY {digits(6, lead=True)} / {digits(16, lead=True)}",
        f"Pay the strata levy by BPAY - code {digits(4, lead=True)}, ref {groups(digits(12, lead=True), 4)}",
    )

    r.add(
        "hospital_ur_number",
        f"Fiona Stanley UR number {digits(7, lead=True)} (on the hospital wristband)",
        f"SCGH patient number {rnd(UPPER, 1)}{digits(7)} - they'll ask at the desk",
        f"St John of God Murdoch medical record no. {digits(8, lead=True)}",
        f"My URN at Royal Perth is {digits(6, lead=True)}",
        f"Osborne Park hospital day surgery - patient label says MRN {digits(7, lead=True)}, bed {secrets.randbelow(30) + 1}",
    )

    r.add(
        "wifi_network_details",
        f"Our Wi-Fi is called Rossetti_NBN and the 5G one is Rossetti_NBN_5G. Router model TP-Link, serial {rnd(UPPER + DIGITS, 13)}",
        "The guest Wi-Fi turns off at 10pm - Jayden set a timer. Password is on the fridge card.",
        "wifi name: TelstraC3F1 (just tap it, the iPad remembers the password)",
        "Wi-Fi security is WPA2, Jayden says that's the right one. He changed the password in May and put the card on the fridge.",
        f"Modem's MAC on the sticker {':'.join(hexs(2).upper() for _ in range(6))}, Telstra asked for it on the phone",
    )

    r.add(
        "device_serial_number",
        f"iPad serial number {rnd(UPPER + DIGITS, 12)} (for the insurance)",
        f"Hearing aid serial nos: left {digits(8)}, right {digits(8)}",
        f"Dell laptop service tag {rnd(UPPER + DIGITS, 7)} - ring Dell if the screen goes funny again",
        f"Garage door remote model {rnd(UPPER, 3)}-{digits(3)}, battery CR2032 (the code is NOT here, it's in my head)",
        f"Fridge model {rnd(UPPER, 2)}{digits(4)}{rnd(UPPER, 2)}, serial {digits(10)}, bought at The Good Guys Cannington",
    )

    r.add(
        "car_rego_vin",
        f"Car rego 1{rnd(UPPER, 3)} {digits(3)}, due {secrets.randbelow(28) + 1} June",
        f"Corolla VIN {vin()} (for the RAC)",
        f"rego renewal ref {digits(10)} - the Toyota",
        f"Car details for the insurance: rego 1{rnd(UPPER, 3)}{digits(3)}, engine no. {rnd(UPPER, 2)}{digits(7)}",
    )

    r.add(
        "insurance_policy_number",
        f"Home and contents policy {rnd(UPPER, 3)}{digits(9)} (RAC)",
        f"HBF health member number {digits(8, lead=True)}, Mia is not on it",
        f"Travel insurance for Bali - policy no. {rnd(UPPER, 2)}-{digits(7)}-{digits(2)}, emergency number on the card",
        f"car insurance claim number {rnd(UPPER, 1)}{digits(9)} for the hail damage",
        f"Funeral plan reference {digits(6)}-{rnd(UPPER, 2)} - Kevin has a copy",
    )

    r.add(
        "online_order_number",
        f"Myer order #{digits(9, lead=True)} - the bath towels",
        f"Order number {rnd(UPPER, 2)}{digits(8)} from the seed catalogue",
        f"Bunnings click & collect order {digits(10, lead=True)} ready after 2pm",
        f"Big W online order {digits(3)}-{digits(7)}-{digits(4)}",
        f"Woolies delivery order {digits(9, lead=True)} Friday between 4 and 6",
    )

    r.add(
        "zoom_meeting_id",
        f"Book club Zoom - meeting ID {digits(3, lead=True)} {digits(4)} {digits(4)}, Pat sends the passcode on the morning",
        f"U3A Italian conversation on Zoom: ID {digits(10, lead=True)} (link in the email)",
        f"Family video call Sunday 7pm - Zoom ID {digits(3, lead=True)} {digits(3)} {digits(4)}, Jayden hosts",
        f"Zoom meeting for the teachers' reunion, ID {digits(11, lead=True)}. Passcode comes separately.",
        "Zoom tips: the meeting ID is the long number, the passcode is what Pat texts me - don't mix them up!",
    )

    r.add(
        "nbn_service_id",
        f"NBN location ID LOC{digits(12)} (the technician asked)",
        f"nbn AVC ID: AVC{digits(12)}",
        f"Telstra account number {digits(10, lead=True)}, NBN service no {digits(10)}",
        f"Modem fault ticket with Telstra: {rnd(UPPER, 1)}{digits(8)}",
    )

    r.add(
        "smartrider_card_number",
        f"SmartRider card no {digits(9, lead=True)} (seniors one)",
        f"My SmartRider number is {digits(8, lead=True)} - register it if I lose it again",
        f"SmartRider {digits(9, lead=True)}, autoload $20 from the Visa ending {digits(4)}",
        f"WA Seniors Card no. {digits(7, lead=True)} - free bus after 9am",
    )

    r.add(
        "scam_warning_notes",
        "The bank will NEVER ask for your PIN or password over the phone or by text. Hang up and ring them back!!",
        f"Got a text saying my toll was unpaid with a link - it's a scam, don't click. Reported it to Scamwatch, ref {digits(8)}.",
        "If someone rings saying they're from Microsoft and want my computer password - hang up.",
        f"Myer 'gift card' email asking for my bank login was fake. Jayden checked. Sender was rewards{digits(3)}@promo.example",
        "Remember: the myGov code they text is only for me to type in, never read it out to anyone who rings.",
    )

    r.add(
        "electricity_nmi_account",
        f"Synergy account number {digits(10, lead=True)}, NMI 8001{digits(6)}",
        f"Western Power meter number {digits(8, lead=True)} (for the solar)",
        f"Alinta gas customer no. {digits(9, lead=True)}, meter {rnd(UPPER, 1)}{digits(8)}",
        f"Water Corporation account {digits(10, lead=True)} - the leak allowance form",
    )

    r.add(
        "flight_booking_reference",
        f"Qantas booking ref {rnd(UPPER + DIGITS, 6)} - Perth to Denpasar 7 Oct",
        f"Virgin booking code {rnd(UPPER, 6)}, seat 14C",
        f"Frequent flyer no. {digits(10, lead=True)} (Qantas)",
        f"Jetstar booking {rnd(UPPER + DIGITS, 6)} for Mia's visit, she's landing 3:15pm",
        f"Rottnest ferry e-ticket no. {digits(10, lead=True)}",
    )

    r.add(
        "two_factor_sms_talk",
        "NetBank sends a NetCode to my mobile when I pay someone new - wait for the text, it only lasts a few minutes.",
        "myGov now uses the myGov Code Generator app instead of SMS. Jayden set it up, it's on the iPhone.",
        "Set up the bank's fingerprint login on the phone so I don't need to type the password as much.",
        "Google says 'Try another way' if the phone is flat - then use one of the backup codes from the folder.",
    )

    r.add(
        "streaming_plan_details",
        "Netflix: Jayden's account, I'm the 'Nonna' profile (the yellow smiley). Standard plan, $18.99 a month, he pays.",
        f"Stan subscription renews the {secrets.randbelow(28) + 1}th - cancel after the cricket?",
        "Netflix asked to 'confirm this TV is part of the household' - Jayden says just ring him when it does.",
        f"Foxtel customer number {digits(10, lead=True)}, account in Kevin's name",
    )

    r.add(
        "pharmacy_receipt_number",
        f"Script receipt no. {digits(8)} from Priceline - the blood pressure tablets",
        f"PBS Safety Net card number {digits(9)}",
        f"Chemist order {rnd(UPPER, 2)}{digits(6)} ready for pickup Thursday",
        f"Pharmacy invoice {digits(5)}-{digits(4)} for the DVA claim",
        f"Webster pack reference {digits(6)} - pick up fortnightly",
    )

    r.add(
        "device_security_settings",
        "iPad: auto-lock after 5 minutes, passcode required immediately. Face ID turned on.",
        "The garage keypad locks for 2 minutes after 5 wrong codes (I found out the hard way).",
        "Bank app PIN has to be 6 numbers, and no 123456 or birthdays - Jayden changed mine, it's fine now.",
        "Alarm battery backup lasts about 8 hours. Service due in 2026. Code unchanged.",
        "Password must be at least 12 characters for GESB now - upper and lower, a number and a symbol.",
    )

    r.add(
        "api_key_reference",
        "Jayden says the chat assistant's key lives in the setting called OPENAI_API_KEY on the laptop - I don't need to touch it.",
        "The key for the assistant program is saved in Jayden's password manager under 'Nonna laptop'. Ask him if it stops.",
        "When the assistant says 'API key invalid', ring Jayden - the key is on his computer, not mine.",
        "Jayden's note on the laptop: key = sk-proj-... (redacted, he keeps the real one). Bill for the assistant is about $3 a month.",
    )

    r.add(
        "ssh_public_key",
        f"Jayden asked me to send him this 'public key' from the laptop for the photo box (he says it's fine to share):\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} nonna@dell",
        f"Public key (only the PUBLIC one, safe to email): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} marg@laptop",
        f"For the photo box - laptop's public key fingerprint SHA256:{rnd(ALNUM + '+/', 43)}",
    )

    r.add(
        "council_request_link",
        f"Council verge collection request - check status at https://requests.melville.example/status/{uid()}",
        f"Complaint about the streetlight: https://council.example/cases/{uid()} (case {digits(6)})",
        f"The tree lopping quote link: https://quotes.acme.example/view/{uid()}",
        f"Bin replacement request no. {digits(7)}, tracking page https://bins.council.example/track/{hexs(12)}",
    )

    r.add(
        "doctor_provider_number",
        f"Dr Nguyen provider number {digits(6)}{rnd(UPPER, 2)}",
        f"Physio (Ben) provider no. {digits(7)}{rnd(UPPER, 1)} for the HBF claim",
        f"Podiatrist provider number {digits(6)}{rnd(UPPER, 2)} - the Enhanced Primary Care plan covers 5 visits",
        f"Referral from GP, provider {digits(6)}{rnd(UPPER, 1)}{rnd(UPPER, 1)} - valid 12 months",
    )

    return r


def main() -> None:
    write_corpora("make_heldout203.py", [
        ("heldout203_credentials.yaml", credentials(), "Held-out batch 203: a retired Perth schoolteacher's notes holding her bank, myGov, email, Wi-Fi, device and household codes and passwords"),
        ("heldout203_lookalikes.yaml", lookalikes(), "Held-out batch 203: the same persona's reference numbers, partial IDs, tracking codes and password talk that hold no secret"),
    ])


if __name__ == "__main__":
    main()
