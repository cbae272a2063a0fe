# ruff: noqa: E501
"""Writes heldout231_credentials.yaml and heldout231_lookalikes.yaml: held-out batch 231.

Persona: a retired couple in Sarasota, Florida (Walt and Bev), not technical, who write in
plain American English with typos and keep everything in one place: the Medicare and bank
logins, the pharmacy portal password, the iPad and iPhone passcodes, the garage keypad and
alarm codes, the email password, the Amazon and Netflix logins, the debit card PIN, the
answers to the security questions and the Wi-Fi password off the router sticker. Their
look-alikes are Medicare numbers shown with only the last four, Rx numbers, claim and
confirmation numbers, phone numbers, policy and tracking numbers, appointment times, the
router's model and serial number, the Wi-Fi network name and reminders such as "password is
in the blue notebook".

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    HEX,
    UPPER,
    Rows,
    app_password,
    card_expiry,
    digits,
    groups,
    hexs,
    luhn,
    mac,
    pick,
    pw,
    rnd,
    uid,
    write_corpora,
)

PETS = ["Buddy", "Rusty", "Daisy", "Pepper", "Maggie", "Biscuit", "Sadie", "Duke", "Ginger", "Lucky", "Peanut", "Skipper"]
WORDS = ["Sunshine", "Pelican", "Flamingo", "Gator", "Seashell", "Sandpiper", "Mango", "Dolphin", "Manatee", "Orchid", "Sailboat", "Hibiscus", "Buckeye", "Yankees", "Bingo", "Siesta", "Heron", "Grouper"]
SURNAMES = ["Kowalski", "Donnelly", "Schaefer", "Pruitt", "Ambrose", "Lindqvist", "Murtagh", "Castellano", "Vogel", "Hatcher", "Brandt", "Okafor"]
STREETS = ["Elm St", "Chestnut", "Maple Ave", "Dogwood Ln", "Sycamore", "Beech St", "Poplar Rd", "Linden Ave", "Cherry St", "Walnut"]
CITIES = ["Dayton", "Toledo", "Scranton", "Erie", "Akron", "Flint", "Syracuse", "Joliet", "Muncie", "Altoona"]
CARS = ["Buick Skylark", "Plymouth Valiant", "Ford Falcon", "Chevy Impala", "Rambler", "Dodge Dart", "VW Beetle", "Pontiac LeMans"]
TEACHERS = ["Mrs. Albright", "Sister Agnes", "Mr. Pulaski", "Miss Henning", "Mrs. Dover", "Mr. Castle"]
SAFE_UPPER = "ABCDEFGHJKLMNPQRTUVWXY"
MBI_ALPHA = "ACDEFGHJKMNPQRTUVWXY"


def human_pw() -> str:
    """A password a retiree picked (pet, year, favorite word) or the grandson generated."""
    return pick(
        f"{pick(*PETS)}{pick('19', '20')}{digits(2)}{pick('!', '#', '$', '')}",
        f"{pick(*WORDS)}{digits(2)}{pick(*WORDS).lower()}",
        f"{pick(*WORDS).lower()}{digits(4)}",
        f"{pick(*WORDS)}#{digits(3)}",
        f"{pick(*PETS).lower()}{pick(*WORDS)}{digits(2)}!",
        pw(),
    )


def pin(n: int = 4) -> str:
    return digits(n)


def visa() -> str:
    return groups(luhn("4"), 4)


def mastercard() -> str:
    return groups(luhn(pick("51", "52", "53", "54", "55")), 4)


def apple_recovery_key() -> str:
    """An Apple ID Recovery Key: 28 characters in seven groups of four."""
    return "-".join(rnd(UPPER + DIGITS, 4) for _ in range(7))


def gift_claim_code() -> str:
    """An Amazon gift card claim code, 4-6-4 or 4-6-5."""
    return f"{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, pick(4, 5))}"


def mbi_last4() -> str:
    """The last four characters of a Medicare Beneficiary Identifier."""
    return secrets.choice(MBI_ALPHA) + secrets.choice(MBI_ALPHA) + digits(2)


def phone() -> str:
    return f"({pick('941', '941', '813', '727')}) 555-01{digits(2)}"


def aba() -> str:
    """A bank routing number (public, printed on checks) with a valid ABA check digit."""
    body = pick("06", "063", "067") + digits(8)
    body = body[:8]
    d = [int(c) for c in body]
    total = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5])
    return body + str((10 - total % 10) % 10)


def vin() -> str:
    """A 17-character VIN with a valid check digit."""
    alphabet = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    values = {**{str(i): i for i in range(10)}, **dict(zip("ABCDEFGH", range(1, 9), strict=True)), **dict(zip("JKLMN", range(1, 6), strict=True)), "P": 7, "R": 9, **dict(zip("STUVWXYZ", range(2, 10), strict=True))}
    weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    chars = [secrets.choice(alphabet) for _ in range(17)]
    chars[0] = pick("1", "2", "3", "5", "J", "K")
    chars[9] = pick("L", "M", "N", "P", "R")
    total = sum(values[c] * w for c, w in zip(chars, weights, strict=True))
    check = total % 11
    chars[8] = "X" if check == 10 else str(check)
    return "".join(chars)


def ups() -> str:
    return f"1Z{rnd(UPPER + DIGITS, 6)}{digits(10)}"


def usps() -> str:
    return groups("9400" + digits(18), 4)


def amazon_order() -> str:
    return f"11{digits(1)}-{digits(7)}-{digits(7)}"


def appointment_day() -> str:
    return f"{pick('Mon', 'Tues', 'Wed', 'Thurs', 'Fri')} {pick('Jan', 'Feb', 'March', 'April', 'May', 'Oct', 'Nov')} {secrets.randbelow(27) + 1}"


def credentials() -> Rows:
    r = Rows()
    r.add(
        "medicare_login",
        f"Medicare website login - username: WaltH{digits(4)}  password: {human_pw()}",
        f"mymedicare acct for Bev\nuser name bev.{pick(*SURNAMES).lower()}{digits(2)}\npasword {human_pw()}",
        f"medicare online. Walt's login is walterh{digits(3)} and the password is {human_pw()} (changed it in March after it locked us out)",
        f"Remember for me: Medicare account, user {pick('sarasotawalt', 'bevh', 'whadley')}{digits(2)}, pw {human_pw()}",
        f"the medicare gov thing wants a new password every so often. new one is {human_pw()} , old one was {human_pw()}",
    )
    r.add(
        "bank_online_login",
        f"Suncoast bank online banking\nUser ID: hadley{digits(4)}\nPassword: {human_pw()}",
        f"Chase app - Bev's user id bhadley{digits(2)} password {human_pw()}",
        f"bank login (the credit union) username WHADLEY{digits(3)} passwrd {human_pw()}",
        f"Our online banking at Gulf Coast Federal: ID = walt.h{digits(3)}, Password = {human_pw()}, the little picture it shows us is the sailboat",
        f"Wells Fargo: user {pick('walth', 'bevh', 'hadleys')}{digits(4)} / {human_pw()}",
    )
    r.add(
        "pharmacy_portal_password",
        f"CVS pharmacy website password is {human_pw()} (email is bev.h{digits(2)}@mail.example)",
        f"Walgreens app login bevhadley{digits(2)} pass {human_pw()}",
        f"mail order pharmacy (the Express Scripts one) - user walt{digits(4)}, password {human_pw()}",
        f"Publix pharmacy refill site pasword: {human_pw()}",
        f"For the pharmacy portal I use my email and the password {human_pw()}. Dont let me forget again!!",
    )
    r.add(
        "ipad_passcode",
        f"iPad passcode {pin(6)}",
        f"Bev's ipad code is {pin(6)} (the big one in the kitchen)",
        f"ipad pass code = {pin(4)}. grandson changed it to 6 numbers, new one {pin(6)}",
        f"the code to open my iPad is {pin(6)}",
        f"Walts ipad mini unlock {pin(6)}",
    )
    r.add(
        "iphone_passcode",
        f"My iPhone passcode: {pin(6)}",
        f"Walt's phone code {pin(6)} Bev's phone code {pin(6)}",
        f"iphone unlock code is {pin(4)}, if face ID dont work",
        f"new iphone 13 passcode {pin(6)} (store set it up)",
        f"Remember Bev's cell phone pass code is {pin(6)}",
    )
    r.add(
        "garage_keypad_code",
        f"Garage door keypad code {pin(4)}",
        f"garage code is {pin(4)} then push ENTER",
        f"Code for the garage opener outside: {pin(4)}. Give to Linda when she comes to water the plants",
        f"the keypad on the garage, new code {pin(4)} (old one was {pin(4)})",
        f"Garage keypad - {pin(4)} and press the # button",
    )
    r.add(
        "alarm_system_code",
        f"ADT alarm code {pin(4)}, the password if they call is '{pick(*WORDS).lower()}'",
        f"house alarm disarm code: {pin(4)}",
        f"Alarm panel code {pin(4)}. Verbal password for the monitoring company: {pick(*PETS)}{digits(2)}",
        f"alarm code is {pin(4)} - you have 30 seconds after opening the door",
        f"Security system: master code {pin(4)}, Bev's user code {pin(4)}",
    )
    r.add(
        "email_password",
        f"My email password is {human_pw()}",
        f"email for Walt walt.hadley{digits(2)}@mail.example\npassword {human_pw()}",
        f"Bev's email (the yahoo one) pw {human_pw()}",
        f"Email login: bevh{digits(4)}@post.example / {human_pw()}",
        f"emial pasword changed to {human_pw()} after that scam thing",
    )
    r.add(
        "amazon_login",
        f"Amazon - bev.h{digits(2)}@mail.example password {human_pw()}",
        f"amazon acct password: {human_pw()}",
        f"Walts Amazon login = his email and {human_pw()}",
        f"Amazon Prime: email walth{digits(3)}@post.example, password {human_pw()}",
        f"amazon pasword {human_pw()} (the one with the prime)",
    )
    r.add(
        "netflix_login",
        f"Netflix login bev.h{digits(2)}@mail.example  pw: {human_pw()}",
        f"netflix password is {human_pw()}",
        f"For the TV - Netflix\nemail: walt{digits(3)}@post.example\npassword: {human_pw()}\nprofile PIN: {pin(4)}",
        f"netflix on the new roku: {human_pw()}",
        f"Netflix account, email is Bev's, password {human_pw()}",
    )
    r.add(
        "debit_card_pin",
        f"Debit card PIN {pin(4)}",
        f"pin # for the bank card is {pin(4)}",
        f"Walt's debit PIN: {pin(4)}  Bev's debit PIN: {pin(4)}",
        f"ATM pin {pin(4)} (new card came in the mail, same pin as before)",
        f"the Suncoast debit card - PIN is {pin(4)}",
    )
    r.add(
        "security_question_answers",
        f"Security questions for the bank:\nMothers maiden name - {pick(*SURNAMES)}\nFirst pet - {pick(*PETS)}\nStreet you grew up on - {pick(*STREETS)}",
        f"security answers: first car {pick(*CARS)}, city we met in {pick(*CITIES)}",
        f"Medicare security question: favorite teacher = {pick(*TEACHERS)}; city born = {pick(*CITIES)}",
        f"Answers I used for the questions on the Amazon: pets name {pick(*PETS)}{digits(2)}, high school mascot {pick(*WORDS)}",
        f"for the secret questions I put the answer {pick(*SURNAMES).lower()}{digits(2)} for everything so I dont forget",
    )
    r.add(
        "wifi_password",
        f"WiFi password (off the sticker on the router): {rnd(ALNUM, 12)}",
        f"wifi name NETGEAR{digits(2)} password {pick('purple', 'quiet', 'silly', 'happy')}{pick('canoe', 'piano', 'river', 'moon')}{digits(3)}",
        f"Internet password for guests: {pick(*WORDS)}{digits(4)}",
        f"wi fi key {rnd(HEX, 10).upper()} (the long one on the bottom of the box)",
        f"Wifi:\n  network HadleyHome\n  password {human_pw()}",
    )
    r.add(
        "router_admin_password",
        f"router admin login admin / {rnd(ALNUM, 10)} (from the sticker)",
        f"To get into the router settings: 192.168.1.1 user admin pasword {human_pw()}",
        f"Spectrum modem admin password {rnd(ALNUM, 12)}",
        f"the router app (Nighthawk) login is our email and {human_pw()}",
        f"Router: admin pw changed by Tommy to {pw()}",
    )
    r.add(
        "credit_card_full",
        f"Visa card {visa()} exp {card_expiry()} code on back {digits(3)}",
        f"Mastercard {mastercard()}  {card_expiry()}  cvv {digits(3)}",
        f"Bev's new credit card # {visa()}, expires {card_expiry()}, 3 digit number {digits(3)}",
        f"for ordering on the phone: card {luhn('4')} exp {card_expiry()} sec code {digits(3)}",
        f"Costco citi card number {visa()} expiration {card_expiry()} security code {digits(3)}",
    )
    r.add(
        "apple_id_password",
        f"Apple ID walt.h{digits(2)}@mail.example password {human_pw()}",
        f"apple id pasword (for the app store) {human_pw()}",
        f"Bev's Apple ID password is {human_pw()}",
        f"iCloud - email bevh{digits(3)}@post.example pw {human_pw()}",
        f"Apple password changed to {human_pw()} when the phone asked",
    )
    r.add(
        "facebook_password",
        f"Facebook password {human_pw()}",
        f"facebook login bev.hadley{digits(2)}@mail.example pasword {human_pw()}",
        f"my facebook got hacked, new password is {human_pw()}",
        f"FB: {human_pw()}",
        f"Walt's facebook (he never uses it) pw {human_pw()}",
    )
    r.add(
        "patient_portal_login",
        f"MyChart for Dr. {pick(*SURNAMES)}: user walthadley{digits(2)} password {human_pw()}",
        f"patient portal at Sarasota heart doctor - login bhadley{digits(3)}, pw {human_pw()}",
        f"The eye doctor portal password is {human_pw()}",
        f"Doctor website\nUsername: WHadley{digits(4)}\nPassword: {human_pw()}",
        f"lab results website (Quest) - email and pasword {human_pw()}",
    )
    r.add(
        "social_security_account_login",
        f"my Social Security account login: username walt{digits(4)}hadley password {human_pw()}",
        f"SSA website - Bev - user BevH{digits(3)}  password {human_pw()}",
        f"social security online pw {human_pw()}",
        f"Login.gov for social security: email walt.h{digits(2)}@mail.example password {human_pw()}",
        f"Social sec acct pasword {human_pw()} (need the text code too)",
    )
    r.add(
        "smart_lock_code",
        f"front door keypad lock code {pin(6)}",
        f"The new Schlage lock on the side door - code {pin(4)}",
        f"door code for the cleaning lady: {pin(4)}. our code: {pin(6)}",
        f"Lanai door lock {pin(4)}",
        f"Kwikset front door {pin(5)} then lock button",
    )
    r.add(
        "safe_combination",
        f"Safe combination {secrets.randbelow(99)}-{secrets.randbelow(99)}-{secrets.randbelow(99)}",
        f"closet safe code {pin(6)}",
        f"the fire safe in the bedroom: right {secrets.randbelow(99)} left {secrets.randbelow(99)} right {secrets.randbelow(99)}",
        f"gun safe keypad {pin(5)}",
        f"Hotel type safe in the closet, code {pin(4)} #",
    )
    r.add(
        "voicemail_pin",
        f"voicemail password {pin(4)}",
        f"Home phone voice mail code {pin(4)}",
        f"to check messages from another phone dial our number, hit * and enter {pin(6)}",
        f"Bev's cell voicemail PIN {pin(4)}",
        f"vm pin {pin(4)}",
    )
    r.add(
        "brokerage_login",
        f"Fidelity login: username walthadley{digits(2)}, password {human_pw()}",
        f"Vanguard (IRA) user bhadley{digits(4)} pw {human_pw()}",
        f"Edward Jones online access\nuser: whadley{digits(3)}\npassword: {human_pw()}",
        f"Schwab password {human_pw()}",
        f"the investment website password is {human_pw()} and the login is Walt's email",
    )
    r.add(
        "insurance_portal_login",
        f"Humana website password {human_pw()}",
        f"Medicare supplement (AARP/United) login walt.h{digits(3)} password {human_pw()}",
        f"car insurance website - State Farm - user bevh{digits(2)} pasword {human_pw()}",
        f"Citizens home insurance online account: email and {human_pw()}",
        f"dental insurance portal: {human_pw()}",
    )
    r.add(
        "utility_account_login",
        f"FPL electric bill online - user hadley{digits(4)}, password {human_pw()}",
        f"water bill website (county) password {human_pw()}",
        f"Comcast / Xfinity login walthadley{digits(2)} pw {human_pw()}",
        f"Frontier phone bill: user bhadley{digits(3)} password {human_pw()}",
        f"TECO gas online pasword {human_pw()}",
    )
    r.add(
        "email_app_password",
        f"Tommy made a special password for the email on the iPad: {app_password()}",
        f"app password for Outlook on the computer {app_password()}",
        f"gmail app pasword (not the regular one) {app_password().replace(' ', '')}",
        f"Special email code for the mail program: {app_password()} - Tommy says only type it once",
        f"the 16 letter email password for the new laptop {app_password()}",
    )
    r.add(
        "apple_recovery_key",
        f"Apple recovery key (keep safe!!) {apple_recovery_key()}",
        f"Recovery Key for Walts Apple ID:\n{apple_recovery_key()}",
        f"apple account recovery key {apple_recovery_key()}  Tommy says we need it if we get locked out",
        f"RECOVERY KEY - {apple_recovery_key()}",
        f"Bev's iCloud recovery key is {apple_recovery_key()}",
    )
    r.add(
        "gift_card_claim_code",
        f"Amazon gift card from the kids, claim code {gift_claim_code()} (havent used yet)",
        f"gift card code {gift_claim_code()} $50",
        f"Christmas gift card from Susan - code {gift_claim_code()}",
        f"amazon giftcard {gift_claim_code()} for Walts birthday",
        f"Unused gift card: {gift_claim_code()}",
    )
    r.add(
        "phone_banking_pin",
        f"Bank phone line - account access code {pin(4)}",
        f"telephone banking PIN {pin(6)}",
        f"When you call the credit union they ask for the phone PIN: {pin(4)}",
        f"Verbal password for the bank if they call: {pick(*WORDS).lower()}{digits(2)}",
        f"Fidelity phone PIN {pin(6)}",
    )
    r.add(
        "paypal_login",
        f"PayPal login bev.h{digits(2)}@mail.example pw {human_pw()}",
        f"paypal password {human_pw()}",
        f"Paypal (for ebay) - walt{digits(3)}@post.example / {human_pw()}",
        f"paypal pasword is {human_pw()} now, the old one didnt work",
        f"PayPal: {human_pw()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "medicare_number_masked",
        f"Medicare card number ends in {mbi_last4()}",
        f"Walt's Medicare # XXXX-XXX-{mbi_last4()} (the whole card is in the file cabinet)",
        f"Bev medicare number last 4: {mbi_last4()}",
        f"medicare ID ***-***-{mbi_last4()}, Part A since 2014",
        f"the Medicare letter was for the card ending {mbi_last4()}, not mine",
    )
    r.add(
        "rx_number",
        f"Rx # {digits(7)} lisinopril refill",
        f"CVS Rx {digits(7, lead=True)}-{digits(5)} metformin, 90 day",
        f"Walgreens prescription number {digits(7)} for Bev's eye drops",
        f"refill Rx {digits(7)} and Rx {digits(7)} before the trip",
        f"Publix pharmacy said Rx#{digits(6)} is ready Tuesday",
    )
    r.add(
        "insurance_claim_number",
        f"Humana claim # {digits(11, lead=True)} for the MRI",
        f"car insurance claim number {digits(2)}-{digits(5)}{rnd(UPPER, 2)}{digits(3)} (hail damage)",
        f"Citizens claim {rnd(UPPER, 3)}{digits(9)} roof after hurricane",
        f"Medicare claim number {digits(13, lead=True)} was denied, call them",
        f"dental claim ref {digits(10)}",
    )
    r.add(
        "confirmation_number",
        f"Southwest confirmation {rnd(UPPER + DIGITS, 6)} to Columbus on the {secrets.randbelow(27) + 1}th",
        f"hotel confirmation # {digits(9, lead=True)}",
        f"rental car confirmation: {digits(10)}{rnd(UPPER, 2)}{digits(1)}",
        f"FPL payment confirmation number {digits(12)}",
        f"cruise booking # {rnd(UPPER + DIGITS, 7)}, cabin {digits(4, lead=True)}",
    )
    r.add(
        "phone_number",
        f"Dr. {pick(*SURNAMES)} office {phone()}",
        f"CVS pharmacy {phone()}",
        f"pest control guy {phone()}, comes every 3rd Thursday",
        f"Linda next door cell {phone()}",
        f"Medicare helpline number on the card, and the plan's is {phone()}",
    )
    r.add(
        "insurance_policy_number",
        f"State Farm auto policy {digits(3)} {digits(4)}-{rnd(UPPER, 1)}{digits(2)}-{digits(2)}",
        f"Citizens homeowners policy # {digits(8, lead=True)}",
        f"flood insurance policy {digits(10)}",
        f"Humana member ID H{digits(8)}, group # {digits(6)}",
        f"long term care policy {rnd(UPPER, 2)}{digits(7)}",
    )
    r.add(
        "package_tracking_number",
        f"UPS tracking {ups()}",
        f"USPS tracking # {usps()} the pills from the mail order",
        f"FedEx {digits(12, lead=True)} - the new recliner",
        f"tracking number {ups()} should come Thurs",
        f"Amazon package TBA{digits(12)}",
    )
    r.add(
        "doctor_appointment",
        f"Dr. {pick(*SURNAMES)} (dermatologist) {appointment_day()} at {pick('9:15', '10:30', '1:45', '2:00', '3:20')}",
        f"Bev eye appt {appointment_day()} {pick('8:40', '11:00', '2:30')} - bring the drops",
        f"Walt cardiology follow up {appointment_day()}, check in 15 min early, 2nd floor suite {digits(3, lead=True)}",
        f"Colonoscopy {appointment_day()} at 7:30am, no food after midnight",
        f"dentist cleaning {appointment_day()} {pick('9:00', '10:00', '3:00')}",
    )
    r.add(
        "router_model_serial",
        f"Router: Netgear Nighthawk R7000, serial {digits(2)}{rnd(UPPER + DIGITS, 11)}",
        f"modem model Arris SB8200, S/N {rnd(UPPER + DIGITS, 12)}, MAC {mac(':', True)}",
        f"Spectrum router model RAC2V1K serial {rnd(UPPER + DIGITS, 14)}",
        f"the router is a TP-Link Archer AX21, SN {digits(13)}, firmware updated",
        f"Internet box info for the Comcast man: model XB7, serial {rnd(UPPER + DIGITS, 12)}, MAC {mac('-', True)}",
    )
    r.add(
        "wifi_network_name",
        f"our wifi network is called HadleyHome{digits(2)}",
        f"wifi name NETGEAR{digits(2)}-5G (use this one, its faster)",
        "guest network name: Hadley_Guest",
        f"WiFi network: SpectrumSetup-{hexs(2).upper()}",
        f"the wifi is MySpectrumWiFi{hexs(2)}-2G, the password is on the router sticker",
    )
    r.add(
        "password_location_reminder",
        "password is in the blue notebook in the desk drawer",
        "All the logins are in the little black book by the computer, page with the paperclip",
        "Bank passwords - look in the red folder in the fire safe",
        "The Amazon password is written on the back of the Christmas card list",
        "wifi password is on the sticker under the router, dont need to write it",
    )
    r.add(
        "card_last_four",
        f"Visa ending {digits(4)} is the one for Amazon",
        f"debit card ending in {digits(4)} expires {card_expiry()} - new one coming",
        f"Bev's mastercard xxxx-xxxx-xxxx-{digits(4)} was the one that got the fraud charge",
        f"use the card ending {digits(4)} for the pharmacy (HSA)",
        f"Costco card **** {digits(4)}",
    )
    r.add(
        "password_change_reminder",
        "Remind me to change the bank password, they make you do it every 90 days",
        "Medicare password expires next month, change it before the trip",
        "Need a new Netflix password since Susan's kids were using it",
        "change email password!! the bank lady said after that scam call",
        "Tommy will help us reset the Apple password at Thanksgiving",
    )
    r.add(
        "amazon_order_number",
        f"Amazon order # {amazon_order()} the blood pressure cuff",
        f"return order {amazon_order()} (wrong size), dropoff at Kohls",
        f"order {amazon_order()} - hurricane shutters clips",
        f"Amazon order {amazon_order()} refund should be 5-7 days",
        f"Walts birthday present order number {amazon_order()}",
    )
    r.add(
        "username_only",
        f"Medicare username is WaltH{digits(4)} (password in the notebook)",
        f"bank user ID hadley{digits(4)}",
        f"Netflix logs in with Bev's email bev.h{digits(2)}@mail.example",
        f"pharmacy website username: walthadley{digits(2)}",
        "facebook name is Bev Hadley Sarasota",
    )
    r.add(
        "support_ticket_number",
        f"Comcast ticket # {digits(9)} for the cable out",
        f"Apple support case {digits(6, lead=True)}{digits(4)}",
        f"FPL outage report number {digits(8)}",
        f"Best Buy Geek Squad service order {digits(10)} for the laptop",
        f"AT&T repair ticket {rnd(UPPER, 2)}{digits(6)}",
    )
    r.add(
        "vehicle_vin",
        f"Buick VIN {vin()}",
        f"VIN for Bev's car: {vin()} (for the insurance form)",
        f"car registration - VIN {vin()}, tag expires on Walt's birthday",
        f"golf cart serial {rnd(UPPER + DIGITS, 10)}",
        f"Honda VIN {vin()}, oil change due 3000 miles",
    )
    r.add(
        "bank_routing_number",
        f"bank routing number {aba()} for the direct deposit form",
        f"Social security direct deposit - routing {aba()}, account ending {digits(4)}",
        f"credit union routing # {aba()}",
        f"For the pension paperwork: ABA {aba()}",
        f"routing number on our checks is {aba()}",
    )
    r.add(
        "password_rules_note",
        "New Medicare password has to be 8 characters with a capital and a number and a symbol",
        "bank says password cant be the same as the last 5",
        "Apple wants 6 numbers for the passcode now, not 4",
        "Tommy says use 3 random words for passwords, easier to remember",
        "dont use the dogs name for passwords anymore - the article in AARP magazine",
    )
    r.add(
        "two_factor_setup_note",
        "The bank texts a code to Bev's cell when we log in, it expires in 10 minutes",
        "Social security website sends a 6 digit code by email",
        "Apple sends the verification code to the iPad, not the phone",
        "Tommy turned on two step for the email, codes go to Walt's phone",
        "Medicare login now asks for a code every time - say send text",
    )
    r.add(
        "device_serial_number",
        f"iPad serial number {rnd(SAFE_UPPER + DIGITS, 10)} (AppleCare till {pick('2026', '2027')})",
        f"Walts iPhone serial {rnd(SAFE_UPPER + DIGITS, 12)}, IMEI {digits(15, lead=True)}",
        f"hearing aids serial numbers L {digits(7)} R {digits(7)}",
        f"laptop model 15-dy2{digits(3)}wm serial {rnd(UPPER + DIGITS, 10)}",
        f"Apple Watch serial {rnd(SAFE_UPPER + DIGITS, 10)}",
    )
    r.add(
        "utility_account_number",
        f"FPL account number {digits(5)}-{digits(5)}",
        f"Sarasota County water acct {digits(6)}-{digits(6)}",
        f"Comcast account # {digits(4)} {digits(2)} {digits(3)} {digits(7)}",
        f"TECO gas account {digits(12)}",
        f"trash pickup account {digits(8)}, Mondays and Thursdays",
    )
    r.add(
        "promo_code",
        f"Publix coupon code SAVE{digits(2)} at checkout",
        f"Kohls sale this weekend, the promo code in the paper is {pick('FRIENDS', 'SHOP', 'FALL')}{digits(2)}",
        f"Walgreens promo {pick('HEALTH', 'SPRING', 'WELL')}{digits(2)} for 20% off",
        f"cruise line discount code {pick('GOLDEN', 'SENIOR')}{digits(2)} for over 55",
        f"Ace hardware rewards coupon {pick('ACE', 'GRILL')}{digits(3)}",
    )
    r.add(
        "lottery_numbers",
        "Walt's lotto numbers " + " ".join(str(secrets.randbelow(53) + 1) for _ in range(6)),
        "Powerball pick: " + "-".join(f"{secrets.randbelow(69) + 1:02d}" for _ in range(5)) + f" PB {secrets.randbelow(26) + 1}",
        "Bev always plays the birthdays: " + ", ".join(str(secrets.randbelow(31) + 1) for _ in range(5)),
        f"scratch off ticket number {digits(3)}-{digits(7)}-{digits(3)} won $20",
        "Fantasy 5 numbers from the church pool " + " ".join(str(secrets.randbelow(36) + 1) for _ in range(5)),
    )
    r.add(
        "medication_schedule",
        f"Walt: lisinopril {pick('10', '20')}mg morning, atorvastatin {pick('20', '40')}mg night",
        f"Bev: levothyroxine {pick('50', '75', '88')}mcg before breakfast, 30 min before coffee",
        f"metformin {pick('500', '850', '1000')}mg 2x a day with food",
        f"eye drops 1 drop each eye at {pick('8', '9')}am and {pick('8', '9')}pm",
        f"Vitamin D {pick('1000', '2000')} IU, fish oil {pick('1000', '1200')}mg",
    )
    r.add(
        "scam_warning_note",
        "The bank will NEVER call and ask for the PIN. Hang up and call the number on the card",
        "Medicare doesnt call about a new card, that was a scam",
        "Dont give the Amazon code to anyone who calls about a refund",
        "If a pop up says the computer has a virus dont call the number, call Tommy",
        "Social security never asks for gift cards",
    )
    r.add(
        "membership_number",
        f"AAA member # {digits(3)} {digits(3)} {digits(8)} {digits(1)}",
        f"Costco membership {digits(12, lead=True)}, executive renews in {pick('June', 'Sept', 'Jan')}",
        f"AARP membership number {digits(9, lead=True)}",
        f"Publix club number {digits(10)}",
        f"Sarasota library card {digits(14)}",
    )
    r.add(
        "bill_payment_confirmation",
        f"paid FPL ${digits(3, lead=True)}.{digits(2)} online, conf # {digits(10)}",
        f"HOA dues paid check #{digits(4, lead=True)}",
        f"county property tax paid, receipt {digits(4)}-{digits(6)}",
        f"Humana premium autopay, reference {rnd(UPPER + DIGITS, 10)}",
        f"Paid the roofer by check #{digits(4, lead=True)}, invoice {digits(5)}",
    )
    r.add(
        "appliance_model_serial",
        f"Garage door opener LiftMaster model 8500W, serial {rnd(UPPER + DIGITS, 10)} (the keypad code is on the card in the kitchen drawer)",
        f"generator Generac model {digits(4)} serial {digits(10)}",
        f"AC unit Trane serial {digits(8)}{rnd(UPPER, 1)}, filter size 20x25x1",
        f"alarm panel model Honeywell Vista 20P, account # {digits(6)} with ADT (code is not written here)",
        f"water heater serial {rnd(UPPER, 2)}{digits(10)}, installed 2019",
    )
    r.add(
        "tech_support_link",
        f"AnyDesk number for Tommy to help on the computer: {digits(3, lead=True)} {digits(3)} {digits(3)} (we still have to click Accept)",
        f"zoom for Sunday family call: meeting ID {digits(3, lead=True)} {digits(4)} {digits(4)}, Susan sends the password in the invite",
        f"church livestream https://stream.acme.example/watch/{hexs(12)}",
        f"recall notice for the blood pressure cuff: https://recalls.example/notice/{uid()}",
        f"tide chart for Siesta Key https://tides.example/station/{digits(7, lead=True)}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout231.py", [
        ("heldout231_credentials.yaml", credentials(), "a retired Sarasota couple's logins, passcodes, PINs, door codes and security answers; synthetic, none is real"),
        ("heldout231_lookalikes.yaml", lookalikes(), "a retired Sarasota couple's masked numbers, Rx, claim, tracking and serial numbers and password reminders without a password"),
    ])


if __name__ == "__main__":
    main()
