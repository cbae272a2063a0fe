# ruff: noqa: E501
"""Writes heldout173_credentials.yaml and heldout173_lookalikes.yaml: held-out batch 173.

Persona: Graham and Lorraine, a retired couple in Tauranga, New Zealand, who keep the
household's admin in notes for their assistant: banking logins and NetGuard codes, email and
streaming passwords, phone PINs and PUKs, card details, myIR and KiwiSaver logins, the gate,
garage, alarm and safe codes, and the grandkids' iPad passcode. Plain New Zealand English,
not technical, sometimes one long line, sometimes lists; the odd typo.

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
    iban,
    luhn,
    mac,
    phrase,
    pick,
    rnd,
    uid,
    write_corpora,
)

WORDS = ["Bella", "Kowhai", "Papamoa", "Mauao", "Tui", "Pohutukawa", "Rangi", "Summer",
         "Gumboot", "Pavlova", "Kiwi", "Bethlehem", "Waihi", "Rotorua", "Marmite", "Jandal",
         "Grandad", "Nana", "Cortina", "Holden", "Kauri", "Fantail", "Kumara", "Feijoa", "Buster"]
SEED_WORDS = ["orchard", "gravel", "lemon", "harbour", "tired", "velvet", "canoe", "drift",
              "hollow", "marble", "pepper", "ribbon", "salmon", "thunder", "umbrella", "violin",
              "walnut", "yellow", "zebra", "anchor", "bronze", "candle", "dolphin", "engine",
              "fossil", "garden", "hammer", "island", "jacket", "kettle", "ladder", "meadow",
              "napkin", "oyster", "puzzle", "quarter", "rescue", "shadow", "timber", "uncle"]
VIN = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
NHI_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"


def hpw() -> str:
    """A password a retired person made up themselves."""
    w = pick(*WORDS)
    return pick(
        f"{w}{1940 + secrets.randbelow(80)}",
        f"{w}{digits(2)}!",
        f"{w.lower()}#{digits(3)}",
        f"{w}{pick(*WORDS).lower()}{digits(1)}",
        f"{w}_{digits(4)}",
        f"{pick(*WORDS)}&{w}{digits(2)}",
    )


def gen() -> str:
    """A password someone (the son, a manager) generated for them."""
    return pick(rnd(ALNUM + "!#%&*?", 14), rnd(ALNUM, 16), "-".join(rnd(LOWER, 6) for _ in range(3)))


def visa() -> str:
    return groups(luhn("4"), 4)


def mastercard() -> str:
    return groups(luhn("5" + pick("1", "2", "3", "4", "5")), 4)


def ird() -> str:
    """An IRD number with a valid check digit, as xxx-xxx-xxx."""
    w1, w2 = [3, 2, 7, 6, 5, 4, 3, 2], [7, 4, 3, 2, 5, 2, 7, 6]
    while True:
        base = pick(digits(7, True), "1" + str(secrets.randbelow(5)) + digits(6))
        b = base.zfill(8)
        r = sum(int(c) * w for c, w in zip(b, w1, strict=True)) % 11
        c = 0 if r == 0 else 11 - r
        if c == 10:
            r = sum(int(c2) * w for c2, w in zip(b, w2, strict=True)) % 11
            c = 0 if r == 0 else 11 - r
            if c == 10:
                continue
        n = (base + str(c)).zfill(9)
        return f"{n[:3]}-{n[3:6]}-{n[6:]}"


def nhi() -> str:
    """An old-format NHI number (three letters, four digits) with a valid check digit."""
    while True:
        letters = "".join(secrets.choice(NHI_LETTERS) for _ in range(3))
        nums = digits(3)
        vals = [NHI_LETTERS.index(c) + 1 for c in letters] + [int(c) for c in nums]
        r = sum(v * w for v, w in zip(vals, [7, 6, 5, 4, 3, 2], strict=True)) % 11
        if r == 0:
            continue
        c = 11 - r
        return f"{letters}{nums}{0 if c == 10 else c}"


def nz_acct(bank: str = "") -> str:
    bank = bank or pick("01", "38", "12", "02", "03", "06")
    return f"{bank}-{digits(4)}-{digits(7)}-{pick('00', '01', '02', '000', '025')}"


def icp() -> str:
    return f"000{digits(7)}{pick('TR', 'UN', 'WE', 'CK', 'LC')}{rnd(UPPER + DIGITS, 3)}"


def plate() -> str:
    return f"{rnd(UPPER, 3)}{digits(3)}"


def mobile() -> str:
    return f"{pick('021', '022', '027', '029')} {digits(3)} {digits(4)}"


def landline() -> str:
    return f"07 5{digits(2)} {digits(4)}"


def pnr() -> str:
    return rnd(UPPER + DIGITS, 6)


def seed12() -> str:
    return phrase(SEED_WORDS, 12)


def d2() -> str:
    return str(secrets.randbelow(99) + 1)


def netguard_grid() -> str:
    rows = []
    for row in "ABCDE":
        rows.append(f"{row}  " + "  ".join(rnd(UPPER + DIGITS, 3) for _ in range(5)))
    return "\n".join(rows)


def credentials() -> Rows:
    r = Rows()
    r.add(
        "anz_internet_banking_password",
        f"ANZ internet banking - customer no. {digits(8, True)} password {hpw()} (Graham's, not mine)",
        f"new anz password after the scam scare in march: {hpw()}\ncustomer number is on the back of the blue card",
        f"Lorraine ANZ login. Cust # {digits(8, True)}, pword {gen()}. Dont tell Craig I wrote it here lol",
    )
    r.add(
        "anz_gomoney_app_pin",
        f"goMoney app pin on my phone {digits(4)}, on Graham's iPhone its {digits(4)}",
        f"remember the ANZ app PIN is {digits(4)} (same as the old garage one, i know i know)",
    )
    r.add(
        "phone_banking_pin",
        f"ANZ phone banking - ring 0800 number, tele-code {digits(4)} then they ask date of birth",
        f"Phone banking PIN for the joint account: {digits(5)}",
        f"ANZ app PIN changed to {digits(4)} because Graham could see me typing the old one",
        f"Kiwibank phone banking\naccess no. {digits(7, True)}\nPIN {digits(4)}",
    )
    r.add(
        "kiwibank_internet_banking_password",
        f"Kiwibank access number {digits(7, True)}  password {hpw()}",
        f"kiwibank - Lorraine's login: access no {digits(7, True)}, pw {gen()} (changed 12 Feb)",
        f"Kiwibank internet banking password is {hpw()} — the one with the capital at the start",
    )
    r.add(
        "bank_security_answers",
        f"KeepSafe questions for Kiwibank (we made the answers up so nobody can guess): first pet = {pick(*WORDS).lower()}{digits(3)}, street grew up on = {pick(*WORDS)}{digits(2)}, favourite teacher = Mrs{pick(*WORDS)}{digits(2)}",
        f"ANZ security question answers\n- mothers maiden name: {pick(*WORDS)}{digits(3)}\n- first car: {pick(*WORDS).lower()}{digits(2)}",
        f"if the bank asks the security word its {pick(*WORDS).upper()}{digits(2)}",
    )
    r.add(
        "netguard_card_codes",
        f"NetGuard card in case I lose it again:\n   1    2    3    4    5\n{netguard_grid()}",
        f"netguard code they asked for today was C4 = {rnd(UPPER + DIGITS, 3)} and A2 = {rnd(UPPER + DIGITS, 3)}, the whole card is copied below\n{netguard_grid()}",
        "NetGuard backup codes (the lady said print them and keep safe): " + ", ".join(digits(8) for _ in range(8)),
    )
    r.add(
        "email_backup_codes",
        "Google backup codes for Lorraine's gmail\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(10)),
        "gmail backup codes Megan printed: " + "  ".join(f"{digits(4)} {digits(4)}" for _ in range(6)) + "  (crossed off the first two already)",
        "Microsoft account recovery code for the hotmail one - " + "-".join(rnd(UPPER + DIGITS, 5) for _ in range(5)),
    )
    r.add(
        "gmail_password",
        f"gmail: grahamtaylor47@gmail.example  pw {hpw()}",
        f"Lorraines email password {hpw()} (she keeps forgetting the capital)",
        f"Megan set up my new gmail today, the password is\n{gen()}",
        f"email pasword changed to {hpw()} after the google warning",
    )
    r.add(
        "xtra_email_password",
        f"Xtra mail (old address, still get the rates notices there) - {hpw()}",
        f"xtra email pword {hpw()} / Spark say move it to Yahoo or something, not yet",
        f"Spark said the xtra password was reset, temporary one is {gen()} - change it when you log in",
    )
    r.add(
        "email_app_password",
        f"The mail app on the iPad wants a special app password not the normal one. Megan made it: {app_password()}",
        f"app password for Outlook on the desktop computer: {app_password()}  (type it without the spaces if it complains)",
    )
    r.add(
        "authenticator_setup_key",
        f"Authenticator setup key for the gmail in case the phone dies: {groups(rnd(BASE32, 32).lower(), 4)}",
        f"Craig says keep this secret key for the Microsoft authenticator thing: {rnd(BASE32, 32)}",
        f"2FA key (the long code under the QR square) for Trade Me - {groups(rnd(BASE32, 16), 4)}",
    )
    r.add(
        "netflix_login",
        f"Netflix — email is the gmail one, password {hpw()}",
        f"netflix pw {hpw()}  and the lock PIN on our profile so the kids cant get in {digits(4)}",
        f"Megan shares her Netflix with us: login megs.t@gmail.example / {gen()}",
    )
    r.add(
        "sky_tv_login",
        f"Sky Go login is the email and password {hpw()}",
        f"Sky box parental PIN {digits(4)}. My Sky password: {hpw()}",
        f"Sky account — graham.lorraine@xtra.example pw {gen()}",
    )
    r.add(
        "neon_streaming_password",
        f"Neon (for the Sky shows on the tele in the bedroom) pw {hpw()}",
        f"neon password {hpw()}\n(same email as sky)",
        f"neon login lorraine.t@xtra.example  {gen()}",
    )
    r.add(
        "disney_plus_password",
        f"Disney plus for when the grandkids come: password {hpw()}",
        f"disney - {hpw()}",
        f"Disney+ login is the gmail, pw= {gen()}, profile pin {digits(4)}",
    )
    r.add(
        "phone_unlock_passcode",
        f"my phone unlock pin {digits(6)}",
        f"Graham's Samsung — pattern is an L shape, backup PIN {digits(4)}",
        f"iPhone passcode (Lorraine) {digits(6)} - Graham if anything happens to me you'll need this",
    )
    r.add(
        "sim_pin",
        f"SIM PIN for the One NZ sim {digits(4)}",
        f"Spark sim card pin: {digits(4)}",
        f"if the phone asks for the SIM PIN after a restart it's {digits(4)} not the phone code",
    )
    r.add(
        "sim_puk_code",
        f"PUK code {digits(8)} (off the card the sim came on, in case it locks again)",
        f"Graham locked his sim AGAIN. PUK: {digits(8)}  new sim pin he picked {digits(4)}",
        f"One NZ PUK for {mobile()} : {digits(8)}",
    )
    r.add(
        "visa_card_details",
        f"Visa (joint) {visa()} exp {card_expiry()} cvv {digits(3)}",
        f"Lorraine's credit card for booking the ferry:\n{visa()}\nExpiry {card_expiry()}\nBack: {digits(3)}",
        f"card no {luhn('4')} {card_expiry()} {digits(3)} G J TAYLOR",
    )
    r.add(
        "mastercard_details",
        f"Kiwibank mastercard number {mastercard()} expires {card_expiry()} security code {digits(3)}",
        f"the airpoints mastercard — {mastercard()}, {card_expiry()}, 3 digits on back {digits(3)}",
        f"New card came. {mastercard()}\nexp {card_expiry()}  cvc {digits(3)}\nold one cut up",
    )
    r.add(
        "eftpos_card_pin",
        f"eftpos card pin {digits(4)} (ANZ), Kiwibank one {digits(4)}",
        f"PIN for the new card that came in the mail: {digits(4)}",
        f"credit card PIN for overseas (they want 4 digits in Aussie) = {digits(4)}",
    )
    r.add(
        "myir_login",
        f"myIR login: username grahamtaylor{digits(2)} password {hpw()}",
        f"Inland Revenue (myIR) user id lorrainet{digits(3)} pw {gen()}",
        f"IRD online — Lorraine\nuser: lorraine_t{digits(3)}\npass: {hpw()}",
    )
    r.add(
        "realme_login",
        f"RealMe username taylorgl{digits(2)} password {hpw()} - used it for the Gold Card and the passport",
        f"realme pw {gen()}",
        f"RealMe\nuser: lorraine.taylor{digits(2)}\npassword: {hpw()}\nsecurity qn answer: {pick(*WORDS).lower()}{digits(2)}",
    )
    r.add(
        "kiwisaver_login",
        f"Generate KiwiSaver login - member no {digits(7, True)} password {hpw()}",
        f"Simplicity kiwisaver password {hpw()}",
        f"Milford login for Lorraine: her email + {gen()}",
    )
    r.add(
        "garage_door_code",
        f"Garage door keypad {digits(4)}#",
        f"garage code is {digits(4)} then the up arrow",
        f"new garage code for when the painters come: {digits(4)} (change it back after!!)",
    )
    r.add(
        "gate_keypad_code",
        f"front gate keypad code {digits(4)}*",
        f"Gate code: {digits(6)}. The courier driver knows it already",
        f"Tell Megan the gate code changed to {digits(4)} before she comes down on Friday",
    )
    r.add(
        "house_alarm_code",
        f"Alarm code {digits(4)} - set it when we go to the bach",
        f"House alarm: disarm {digits(4)}, duress code {digits(4)} (don't ever use unless its a real emergency)",
        f"alarm company password for when they ring is {pick(*WORDS).lower()}{digits(2)} and the code to turn it off {digits(4)}",
    )
    r.add(
        "wifi_password",
        f"Wifi: network Taylor_Home  password {hpw()}",
        f"wifi pwd for visitors {rnd(ALNUM, 12)}",
        f"The wifi password on the sticker under the modem is {rnd(UPPER + DIGITS, 10)}",
        f"WIFI\nSSID TaylorNest-5G\nKey: {gen()}",
    )
    r.add(
        "safe_combination",
        f"safe combo {d2()}-{d2()}-{d2()}",
        f"Combination for the safe in the wardrobe: right {d2()}, left {d2()}, right {d2()} then turn the handle",
        f"Safe (in the garage behind the paint tins) code {digits(6)} then press the lock button",
    )
    r.add(
        "grandkids_ipad_passcode",
        f"Ella and Noah's iPad code {digits(6)}",
        f"kids ipad passcode {digits(4)}, screen time passcode {digits(4)} (dont tell them!)",
        f"grandkids iPad — it's on my Apple ID, passcode to unlock it is {digits(6)}",
    )
    r.add(
        "managemyhealth_login",
        f"ManageMyHealth: email + password {hpw()}",
        f"MMH login for Graham (the doctors portal) pw {gen()} — Lorraine's is {hpw()}",
        f"managemyhealth app PIN {digits(4)}",
    )
    r.add(
        "apple_id_password",
        f"Apple ID password {hpw()}",
        f"apple id lorraine.t@icloud.example — {gen()}",
        f"iTunes / App Store password (same as Apple ID) {hpw()}",
    )
    r.add(
        "apple_recovery_key",
        "Apple recovery key (Craig said VERY important, don't lose): " + "-".join(rnd(UPPER + DIGITS, 4) for _ in range(7)),
        "Recovery Key for the Apple account\n" + "-".join(rnd(UPPER + DIGITS, 4) for _ in range(7)) + "\nprinted copy in the safe too",
    )
    r.add(
        "facebook_password",
        f"facebook {hpw()}",
        f"FB password changed after the hack thing: {gen()}",
        f"Lorraines facebook login is her gmail and {hpw()}",
    )
    r.add(
        "trademe_password",
        f"Trade Me login graham_t{digits(3)} pw {hpw()}",
        f"trademe password {gen()} — selling the old mower on there",
    )
    r.add(
        "supermarket_online_password",
        f"Countdown/Woolworths online shopping pw {hpw()}",
        f"Woolies app password: {gen()}",
        f"New World Clubcard online login pw {hpw()}",
    )
    r.add(
        "airpoints_password",
        f"Air NZ Airpoints no. {digits(9, True)} password {hpw()}",
        f"airpoints login (for the Brisbane flights) - password {gen()}",
    )
    r.add(
        "mylotto_password",
        f"MyLotto login graham.lorraine@xtra.example / {hpw()}",
        f"lotto account password is {gen()}",
    )
    r.add(
        "power_account_password",
        f"Mercury power account online password {hpw()}",
        f"Genesis app login pw: {gen()}",
        f"power co (Mercury) login - the gmail and {hpw()}",
    )
    r.add(
        "router_admin_password",
        f"Modem admin page 192.168.1.254 user admin password {rnd(ALNUM, 10)}",
        f"router login admin / {gen()} (the Spark tech set it, don't touch)",
    )
    r.add(
        "paypal_password",
        f"PayPal {hpw()}",
        f"paypal — used for the Trade Me purchases, pw {gen()}",
    )
    r.add(
        "whatsapp_two_step_pin",
        f"WhatsApp two step PIN {digits(6)}",
        f"whatsapp keeps asking for my pin every week. it's {digits(6)}",
    )
    r.add(
        "security_camera_login",
        f"Swann camera app: admin / {hpw()}",
        f"security camera recorder (box in the hall cupboard) password {gen()}",
    )
    r.add(
        "library_card_pin",
        f"Library card {digits(10, True)} PIN {digits(4)}",
        f"Tauranga library (for the Libby app on the iPad) pin: {digits(4)}",
    )
    r.add(
        "key_lockbox_code",
        f"Key lockbox at the bach (Waihi Beach) code {digits(4)}",
        f"lockbox by the back door {digits(4)} — for Sue when she feeds Buster",
        f"Airbnb in Napier - self check in, key box code {digits(4)}",
    )
    r.add(
        "crypto_seed_phrase",
        f"Craig put $500 in bitcoin for us, these are the 12 words he said to keep: {seed12()}",
        "Recovery words (Easy Crypto wallet)\n" + "\n".join(f"{i}. {w}" for i, w in enumerate(seed12().split(), 1)),
    )
    r.add(
        "zoom_meeting_passcode",
        f"U3A zoom every Tues 10am meeting ID {digits(3, True)} {digits(4)} {digits(4)} passcode {rnd(ALNUM, 6)}",
        f"Church zoom for Sunday - id {digits(3, True)} {digits(3)} {digits(4)}  pass {digits(6)}",
    )
    r.add(
        "voicemail_pin",
        f"voicemail pin for the landline {digits(4)}",
        f"to check messages from away ring the landline, press star, enter {digits(4)}",
    )
    r.add(
        "printer_wifi_password",
        f"Brother printer wifi direct password {rnd(ALNUM, 8)}",
        f"printer (HP) admin password if it asks: {rnd(UPPER + DIGITS, 8)}",
    )
    r.add(
        "combined_household_list",
        f"IMPORTANT - house stuff for Megan if we're away\n- gate {digits(4)}\n- garage {digits(4)}#\n- alarm {digits(4)}\n- wifi {hpw()}",
        f"passwords: email {hpw()} / netflix {hpw()} / bank {hpw()} / trade me {hpw()}",
        f"For Craig: Dad's phone {digits(6)}, sim pin {digits(4)}, apple id pw {gen()}",
    )
    r.add(
        "insurance_portal_password",
        f"AA Insurance online login pw {hpw()} (policy renews in June)",
        f"Southern Cross member portal password: {gen()}",
    )
    r.add(
        "spark_account_password",
        f"MySpark login graham.lorraine@xtra.example pw {hpw()}",
        f"spark account pw {gen()} - need it to change the plan",
    )
    r.add(
        "govt_super_login",
        f"MyMSD (super) client login pw {hpw()}",
        f"Work and Income / MyMSD password {gen()} for the winter energy thing",
    )
    r.add(
        "chat_message_to_family",
        f"[WhatsApp] Lorraine: Megs the new wifi password is {hpw()} x",
        f"text to Craig: the netflix pw changed, its now {gen()}. Love Mum",
        f"msg from Megan - 'Mum your new iCloud password is {gen()} write it in the book!!'",
    )
    r.add(
        "eftpos_card_pin_swap",
        f"we swapped cards by mistake - Graham's Kiwibank PIN {digits(4)}, mine {digits(4)}",
        f"Lorraine's credit card pin {digits(4)} and eftpos pin {digits(4)} (different!)",
    )
    r.add(
        "smart_tv_account_password",
        f"Samsung TV account (for the apps on the big tv) pw {hpw()}",
        f"YouTube on the TV wants the google password: {gen()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "ird_number_reference",
        f"My IRD number {ird()} (for the rental form)",
        f"Graham IRD {ird()}, Lorraine {ird()} — the accountant asked for both",
        f"IRD no. for the KiwiSaver withdrawal form: {ird()}. No password needed for that form, you just post it",
    )
    r.add(
        "nhi_number",
        f"Graham's NHI {nhi()} (on the hospital letter)",
        f"NHI for Lorraine {nhi()} - bring to the eye clinic on the 14th",
        f"Noah's NHI number {nhi()} in case Megan needs it for the after hours",
    )
    r.add(
        "insurance_policy_number",
        f"House insurance AA policy HOM{digits(9)} renews 1 June",
        f"Southern Cross member no {digits(8, True)}, policy {rnd(UPPER, 2)}{digits(7)}",
        f"car insurance policy number {rnd(UPPER + DIGITS, 10)} - claim ref {digits(8)} for the hail damage",
    )
    r.add(
        "bill_payment_account_number",
        f"Pay the rates to Tauranga City Council {nz_acct('03')} reference {digits(8)}",
        f"Megan's account number for the birthday money {nz_acct()}",
        f"Bowls club subs - deposit to {nz_acct('38')}, particulars TAYLOR, code SUBS24",
        f"Water bill: account {nz_acct('02')} ref {digits(7)} code WATER",
    )
    r.add(
        "icp_number",
        f"ICP number (they ask for it when switching power) {icp()}",
        f"Bach ICP {icp()} on the Genesis bill",
        f"ICP {icp()} - Mercury needs it for the solar quote",
    )
    r.add(
        "courier_tracking_number",
        f"NZ Post tracking LB{digits(9)}NZ - Craig's parcel",
        f"Parcel from Brisbane tracking {rnd(UPPER, 2)}{digits(9)}AU",
        f"CourierPost ticket {rnd(UPPER, 3)}{digits(8)}, card left in the letterbox",
    )
    r.add(
        "flight_booking_reference",
        f"Air NZ booking ref {pnr()} to Brisbane 14 June 6.45am",
        f"Jetstar booking {pnr()} Graham seat 12C, Lorraine 12D",
        f"Flights: TRG-AKL {pnr()} then AKL-BNE same booking",
    )
    r.add(
        "licence_plate",
        f"Our car {plate()} (the Corolla), caravan trailer {plate()}",
        f"rego for {plate()} due in August",
        f"Neighbour's ute {plate()} keeps parking over our driveway",
    )
    r.add(
        "phone_numbers",
        f"Dr Patel surgery {landline()}, after hours {landline()}",
        f"Numbers: Megan {mobile()}, Craig +61 4{digits(2)} {digits(3)} {digits(3)}, Sue next door {mobile()}",
        f"Plumber (Dave) {mobile()}",
    )
    r.add(
        "airpoints_membership_number",
        f"Airpoints number {digits(9, True)} (Graham) and {digits(9, True)} (Lorr)",
        f"Airpoints no {digits(9, True)} — remember to give it when booking so we get the points",
        f"Lorraine airpoints {digits(9, True)}, Gold status till Nov",
    )
    r.add(
        "flybuys_card_number",
        f"Fly Buys card {groups(luhn('601435'), 4)}",
        f"flybuys {luhn('601435')} (Lorraine's, the one on the keyring)",
        f"Fly Buys member number for the online form {luhn('601435')} - points balance 2,340",
    )
    r.add(
        "password_hint",
        "hint for the netflix password: dog's name + the year we got married",
        "Lorraine's email password hint: first house street and its number, capital first",
        "Bank password clue - same as the one for Trade Me but with the ! on the end",
    )
    r.add(
        "password_location_reference",
        "the password is in the blue book in the drawer",
        "All our passwords are in the red notebook in the sideboard, second drawer down, under the placemats",
        "Safe combination is with Megan - she has it in her phone. Don't write it here",
        "myIR password: see the blue book, page with the IRD letter stapled to it",
    )
    r.add(
        "date_of_birth",
        f"Graham dob {secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d}/19{40 + secrets.randbelow(15)}",
        f"Noah's birthday {secrets.randbelow(28) + 1}/{secrets.randbelow(12) + 1}/20{10 + secrets.randbelow(10)}, Ella's {secrets.randbelow(28) + 1}/{secrets.randbelow(12) + 1}/20{10 + secrets.randbelow(10)}",
    )
    r.add(
        "wifi_network_name",
        "our wifi is called Taylor_Home-5G (the other one in the list is the neighbours)",
        f"Bach wifi name SPARK-{rnd(UPPER + DIGITS, 6)} — password is on the fridge there",
        f"the modem's network name is {pick('SKY', 'OneNZ', 'Vodafone')}{rnd(UPPER + DIGITS, 4)}",
    )
    r.add(
        "bank_pin_changed_note",
        "Changed the eftpos PIN at the ANZ branch in Bayfair today — the new one's in my head, NOT writing it down",
        "Kiwibank card PIN reset at the Post Shop, its the same 4 numbers as the old card",
        "Graham changed his credit card PIN over the phone, he'll tell me himself",
    )
    r.add(
        "po_box_postcode",
        f"PO Box {digits(4, True)} Tauranga 3140",
        "Megan's new address 22 Rimu Lane, Papamoa Beach 3118",
        f"Post for the bach: Private Bag {digits(4, True)}, Waihi 3641",
    )
    r.add(
        "kiwisaver_member_number",
        f"Generate member no. {digits(7, True)} (Graham)",
        f"Milford KiwiSaver investor number {digits(8, True)} — on the annual statement",
        f"KiwiSaver provider Simplicity, member {digits(6, True)}, IRD {ird()} - changing to conservative fund",
    )
    r.add(
        "drivers_licence_number",
        f"licence no {rnd(UPPER, 2)}{digits(6)} version {digits(3)}",
        f"Lorraine's drivers licence {rnd(UPPER, 2)}{digits(6)} v{digits(3)}, renew at 80 (medical cert)",
        f"licence\nnumber {rnd(UPPER, 2)}{digits(6)}\ncard version {digits(3)}\nclass 1",
    )
    r.add(
        "passport_number",
        f"passport {pick('LA', 'LH', 'LM', 'RA')}{digits(6)} expires {secrets.randbelow(28) + 1}/0{secrets.randbelow(9) + 1}/2031",
        f"Graham passport {pick('LA', 'LH', 'LM')}{digits(6)}, Lorraine {pick('LA', 'LH', 'LM')}{digits(6)} - for the Aussie trip forms",
    )
    r.add(
        "supergold_card_number",
        f"SuperGold card number {digits(10, True)}",
        f"Community Services Card {digits(9, True)} (Graham) - show at the chemist",
        f"Gold Card client number {digits(9, True)} for the bus (free after 9am)",
    )
    r.add(
        "rates_valuation_number",
        f"Valuation number {digits(5)}/{digits(3)}.{digits(2)} (on the rates notice)",
        f"rates assessment {digits(10)} — rebate form goes in by July",
        f"Bach rates: valuation ref {digits(5)}/{digits(3)}.{digits(2)}, Western BOP council",
    )
    r.add(
        "vehicle_vin",
        f"Corolla VIN JTD{rnd(VIN, 14)} for the insurance",
        f"caravan chassis no {rnd(VIN, 17)}",
        f"VIN {rnd(VIN, 17)}\nrego {plate()}\nWOF due Feb",
    )
    r.add(
        "power_account_number",
        f"Mercury account no {digits(9, True)}",
        f"Genesis customer number {digits(8, True)} for the bach, direct debit on the 20th",
    )
    r.add(
        "broadband_account_number",
        f"Spark account number {digits(9, True)} - quote it when you ring",
        f"One NZ account {digits(9, True)} (the mobiles)",
        f"Broadband - Spark acct {digits(9, True)}, modem serial {rnd(UPPER + DIGITS, 12)}",
    )
    r.add(
        "card_last_four",
        f"the Visa ending {digits(4)} is the one Netflix charges",
        f"Kiwibank card ending in {digits(4)} expired, new one ends {digits(4)}",
        f"Netflix is on the card ending {digits(4)}, Sky on the one ending {digits(4)}",
    )
    r.add(
        "card_replaced_note",
        "New Visa arriving — old one cancelled after the fraud call, ring the 0800 number on the sticker to activate",
        "Lorraine's mastercard got swallowed by the ATM at Bayfair. Bank posting a new one, 5 working days",
        "Card cancelled - lost it at the Mount. Remember to update Netflix and Sky with the new card when it comes (NOT writing the number here)",
    )
    r.add(
        "tradie_invoice_number",
        f"Plumber invoice INV-{digits(5)} $345 due 20th, pay to {nz_acct()}",
        f"Sparky invoice #{digits(4)}-{rnd(UPPER, 2)} - paid 3/4",
        f"Gutter clean quote Q{digits(6)}, $280 incl gst",
    )
    r.add(
        "prescription_reference",
        f"Repeat script no. {digits(7)} - pick up at Unichem Bethlehem",
        f"Graham's eye drops script {rnd(UPPER, 3)}{digits(6)}",
        f"Lorraine repeat prescription ref {digits(8)} ready Thursday",
    )
    r.add(
        "appliance_serial_number",
        f"Dishwasher model DW60FC6X1 serial {rnd(UPPER + DIGITS, 12)} (warranty till 2026)",
        f"Heat pump serial {digits(4)}{rnd(UPPER, 2)}{digits(6)} for the service man",
        f"Hearing aid serial {digits(10)} (left ear)",
    )
    r.add(
        "router_mac_address",
        f"Spark asked for the modem MAC {mac(upper=True)}",
        f"the iPad wifi address {mac()} (Craig needed it for the parental control)",
        f"TV wifi MAC {mac(sep='-', upper=True)}",
    )
    r.add(
        "phone_imei",
        f"IMEI for Graham's phone {luhn('35', 15)}",
        f"Lorraine iPhone IMEI {luhn('35', 15)} in case it gets stolen",
        f"IMEI {luhn('35', 15)} / serial {rnd(UPPER + DIGITS, 10)} (old phone going to Noah)",
    )
    r.add(
        "two_factor_explained",
        "ANZ sends a 6 digit code by text when you log in, it only lasts a few minutes so be quick",
        "Kiwibank now wants the app to approve the login, no more code cards",
        "Gmail asks for a code off the phone when Megan logs in from Auckland - that's normal, don't panic",
    )
    r.add(
        "password_policy_note",
        "myIR password has to be 8 to 16 characters with a number and a capital letter",
        "bank says password can't be the same as the last 5 and no birthdays",
        "ManageMyHealth wants a 4 digit PIN AND a password now, ugh",
    )
    r.add(
        "password_changed_note",
        "Changed the Facebook password on Tuesday after the scam message. New one's in the blue book",
        "Netflix password reset done, Megan has the new one",
        "Apple ID password changed 3 March (Craig did it over the phone)",
    )
    r.add(
        "coupon_code",
        f"Farmers discount code {rnd(UPPER + DIGITS, 8)} 20% off till Sunday",
        f"Mitre 10 voucher code {rnd(UPPER, 4)}{digits(4)} for $10 off over $100",
        f"Hello Fresh promo {rnd(UPPER + DIGITS, 10)} from Megan",
    )
    r.add(
        "accommodation_booking",
        f"Motel booking Napier confirmation #{digits(7)}, check in after 2",
        f"Booking.com reservation {digits(10)} for Rotorua 3 nights",
        f"Interislander ferry booking ref {rnd(UPPER, 2)}{digits(6)}",
    )
    r.add(
        "appointment_reference",
        f"Tauranga Hospital clinic appt ref {rnd(UPPER, 2)}{digits(7)} on 12 Aug 9.30",
        f"ManageMyHealth appointment link https://portal.managemyhealth.example/appointments/{uid()}",
        f"Specsavers booking {digits(8)} Thurs 2pm",
    )
    r.add(
        "swift_code",
        "for Craig's transfers: ANZ swift code ANZBNZ22, Kiwibank is KIWINZ22",
        "the bank swift for getting money from Aussie is ANZBNZ22 plus our account number",
        f"For Craig to send the money: ANZ, swift ANZBNZ22, account {nz_acct('01')}, name G & L Taylor",
    )
    r.add(
        "overseas_account_details",
        f"Craig's account in Brisbane: BSB {digits(3)}-{digits(3)} account {digits(4)} {digits(4)}",
        f"Lorraine's sister in England bank: {iban('GB', 'NWBK' + digits(14))} (for sending the money for Mum's headstone)",
    )
    r.add(
        "software_version",
        f"iPad is on iPadOS 17.{secrets.randbelow(7)}.{secrets.randbelow(3)}, Graham's phone iOS 16.7.{secrets.randbelow(10)}",
        f"Samsung updated to Android 14 build {rnd(UPPER + DIGITS, 6)}.{digits(3)}",
        f"Smart TV firmware version T-KTM2AKUC-{digits(4)}.{digits(1)} - it updated itself overnight",
    )
    r.add(
        "modem_ip_address",
        "modem page is 192.168.1.254 (don't change anything!!)",
        f"printer's address is 192.168.1.{secrets.randbelow(200) + 20} if it goes offline again",
        "Spark DNS thing Craig changed: 1.1.1.1 and 8.8.8.8",
    )
    r.add(
        "product_part_number",
        f"mower blade part no. {digits(3)}-{digits(4)}-{digits(2)} from Mitre 10",
        f"Vacuum bags type {rnd(UPPER, 2)}{digits(3)} (the blue ones)",
        f"Printer ink cartridge LC{digits(4)}{pick('BK', 'XL')} and barcode {luhn('94', 13)}",
    )
    r.add(
        "library_card_number",
        f"library card number {digits(10, True)} (Graham) - PIN is the usual one",
        f"Lorraine library card {digits(14, True)} - 3 books due back 4th",
    )
    r.add(
        "lotto_numbers",
        "our lotto numbers " + " ".join(str(n) for n in sorted(secrets.SystemRandom().sample(range(1, 41), 6))) + f" bonus {secrets.randbelow(40) + 1}",
        "Lotto ticket serial " + "-".join(digits(4) for _ in range(4)) + " — check Saturday",
    )
    r.add(
        "code_reference_without_value",
        "gate code changed, ask Lorraine for the new one - not putting it in here",
        "alarm code is the same as the garage one",
        "Megan has the kids iPad passcode, ask her",
    )
    r.add(
        "security_question_reference",
        "The bank security questions are the usual ones, answers in the blue book",
        "Kiwibank KeepSafe answers - we set them at the branch, Graham remembers them",
        "security questions for myIR: mothers maiden name and first school. Answers not here obviously",
    )
    r.add(
        "online_order_number",
        f"Mighty Ape order #{digits(8, True)} - jigsaw for Ella",
        f"Briscoes online order {rnd(UPPER, 2)}{digits(7)} click and collect",
        f"Temu order PO-{digits(3)}-{digits(17)}",
    )
    r.add(
        "airline_eticket_number",
        f"E-ticket 086 {digits(10)} (Graham)",
        f"ticket numbers 086{digits(10)} and 086{digits(10)}",
        f"Air NZ e-ticket receipt {pnr()}, ticket 086-{digits(10)}, Koru lounge no",
    )
    r.add(
        "whatsapp_security_number",
        "Craig said compare the WhatsApp security code with him: " + " ".join(digits(5) for _ in range(12)),
        "WhatsApp encryption number for Megan matches:\n" + "\n".join(" ".join(digits(5) for _ in range(4)) for _ in range(3)),
    )
    r.add(
        "vaccine_batch_number",
        f"Flu jab batch {rnd(UPPER, 2)}{digits(4)} on 12/4",
        f"Covid booster batch no {rnd(UPPER, 2)}{digits(4)} (Graham had a sore arm)",
        f"Shingles vaccine lot {rnd(UPPER, 1)}{digits(3)}{rnd(UPPER, 2)} dose 2 due Oct",
    )
    r.add(
        "scam_message_record",
        f"Got a text saying my ANZ is locked, click anz-secure.example/{rnd(ALNUM, 8)} - DIDN'T click, reported to 7726",
        f"fake IRD email, ref number {rnd(UPPER + DIGITS, 10)} - deleted it",
        "Someone rang saying they were from Spark wanting the modem password - hung up. Bank says they never ask for your PIN",
    )
    return r


def main() -> None:
    write_corpora("make_heldout173.py", [
        ("heldout173_credentials.yaml", credentials(), "batch 173 (retired Tauranga couple's household admin notes), written blind; every value synthetic"),
        ("heldout173_lookalikes.yaml", lookalikes(), "batch 173 look-alikes: NZ household references, numbers and password talk without passwords, written blind"),
    ])


if __name__ == "__main__":
    main()
