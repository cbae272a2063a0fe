# ruff: noqa: E501
"""Writes heldout88_credentials.yaml and heldout88_lookalikes.yaml: held-out batch 88.

Persona: a nurse manager (ward sister) at a small community hospital in Leeds, not technical,
who jots short British-English notes on her phone and asks her assistant to keep them: ward
door and controlled-drug cupboard codes, the rota app and NHS smartcard PIN, the staff Wi-Fi,
her own online banking and card PIN, the family Netflix and Amazon logins, the car key safe,
the garage door, her daughter's school portal and her security-question answers. Her safe
notes are extensions, bleeps, badge numbers, shift codes, paying-in details and references.

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
    ean13,
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

WORDS = ["Bramley", "Roundhay", "Poppy", "Biscuit", "Tetley", "Kirkstall", "Daisy", "Whitby",
         "Pudsey", "Otley", "Bluebell", "Hebden", "Sunflower", "Scarborough", "Buttercup",
         "Marmalade", "Horsforth", "Wensley", "Teacake", "Pennine"]
LOWWORDS = ["kettle", "primrose", "gingernut", "harrogate", "lavender", "custard", "robin",
            "meadow", "parkin", "heather", "crumpet", "skipton", "willow", "toffee", "bracken"]
SURNAMES = ["Hargreaves", "Ackroyd", "Sutcliffe", "Holroyd", "Brearley", "Pickles", "Thwaite",
            "Illingworth", "Crowther", "Oddy", "Greenwood", "Haigh"]
PETS = ["Sooty", "Bramble", "Pip", "Mr Whiskers", "Nelson", "Tinker", "Bonnie", "Rolo"]
TOWNS = ["Castleford", "Keighley", "Batley", "Ossett", "Wetherby", "Morley", "Ilkley", "Selby"]


def pin(n: int = 4) -> str:
    return digits(n)


def homepw() -> str:
    """A password a non-technical person picks, or one a site generated for her."""
    w = secrets.choice(WORDS)
    return pick(
        f"{w}{digits(pick(2, 4))}{pick('!', '#', '*', '')}",
        f"{secrets.choice(LOWWORDS)}{secrets.choice(WORDS)}{digits(2)}",
        f"{w}_{secrets.choice(LOWWORDS)}{digits(1)}!",
        pw(),
    )


def strongpw(n: int = 14) -> str:
    return rnd(ALNUM + "!$%&*?", n)


def visa() -> str:
    return groups(luhn(pick("4", "4929", "4659"), 16), 4)


def mastercard() -> str:
    return groups(luhn(pick("51", "53", "55", "2221"), 16), 4)


def cvv() -> str:
    return digits(3)


def totp_seed() -> str:
    return groups(rnd(BASE32, 32).lower(), 4)


def postcode() -> str:
    return f"LS{secrets.randbelow(28) + 1} {digits(1)}{rnd(UPPER, 2)}"


def reg() -> str:
    return f"{rnd(UPPER, 2)}{pick('19', '69', '20', '70', '21', '71', '22', '72', '23', '73')} {rnd(UPPER, 3)}"


def sortcode() -> str:
    return f"{digits(2, True)}-{digits(2)}-{digits(2)}"


def credentials() -> Rows:
    r = Rows()
    r.add("ward_door_code",
          f"ward 7 main door code {pin()}",
          f"New code for the ward doors from today: {pin()}# (the # matters, press it after)",
          f"door code elmet ward\n{pin(5)}",
          f"remind agency staff: back corridor door is C{pin(4)}, front is same as before")
    r.add("controlled_drug_cupboard_code",
          f"CD cupboard keypad {pin()} - dont give to students",
          f"Drug cupboard combination changed, it's now {pin(4)} (treatment room, top one)",
          f"cd cupbd {pin(6)}")
    r.add("drug_fridge_padlock_combination",
          f"vaccine fridge padlock is {pin(3)}",
          f"Medication fridge lock: {pin(4)}. Pharmacy know it too.")
    r.add("treatment_room_key_safe_code",
          f"key safe outside treatment room holds the CD keys - code {pin(4)}",
          f"Night staff keep asking. Keysafe by sluice = {pin(4)}")
    r.add("rota_app_password",
          f"Rota app login\nuser: h.ashworth\npw: {homepw()}",
          f"healthroster password {homepw()} (changed it 3rd Jan)",
          f"e-rostering log in - helen.ashworth@nhs.example / {strongpw(12)}",
          f"Password for the rota website is {homepw()} dont forget it again!!")
    r.add("nhs_smartcard_pin",
          f"smartcard pin {pin(pick(4, 6))}",
          f"My NHS smart card PIN - {pin(6)}. It locks after 3 goes so be careful",
          f"Card pin for the Spine card reader: {pin(5)}")
    r.add("staff_wifi_password",
          f"Staff wifi: LCH-Staff   password {rnd(ALNUM, 12)}",
          f"WIFI:T:WPA;S:CH-Staff-Secure;P:{strongpw(14)};;",
          f"wifi for staff phones (not the guest one) - key is {pick('Leeds', 'Health', 'Staff')}{digits(4)}{rnd(UPPER, 2)}",
          f"Network CH_STAFF\npass {rnd(ALNUM, 16)}")
    r.add("online_banking_passcode",
          f"online banking passcode {pin(pick(5, 6))}",
          f"Halifax online - customer no 19{digits(8)}, passcode {pin(6)}",
          f"bank log in: surname + dob then passcode {pin(5)} and memorable info")
    r.add("online_banking_memorable_word",
          f"memorable word for bank: {secrets.choice(LOWWORDS)}{digits(2)}",
          f"Nationwide memorable data is {secrets.choice(LOWWORDS)} (all lower case)",
          f"bank - memorable info {secrets.choice(WORDS).lower()}{secrets.choice(TOWNS).lower()}")
    r.add("debit_card_pin",
          f"debit card pin {pin()}",
          f"new card came, PIN is {pin()} (old one was different)",
          f"Joint account card PIN {pin()} — Dave's is the same")
    r.add("credit_card_details",
          f"Visa for online shopping\n{visa()}\nexp {card_expiry()} cvv {cvv()}",
          f"credit card {mastercard()} {card_expiry()} {cvv()}",
          f"Barclaycard: {visa()}, expires {card_expiry()}, security code {cvv()}. Name H ASHWORTH")
    r.add("telephone_banking_passcode",
          f"phone banking passcode {pin(6)}",
          f"If I ring the bank they ask for the 2nd, 4th and 5th digits of {pin(6)}")
    r.add("netflix_login",
          f"Netflix\nashworthfamily@homemail.example\n{homepw()}",
          f"netflix password {homepw()} (Maisie keeps changing the profile pic)",
          f"Netflix log in for mums telly: email ashworthfamily@homemail.example pw {homepw()}")
    r.add("netflix_profile_pin",
          f"netflix profile lock pin for my profile {pin()}",
          f"kids cant get into Mum profile on netflix - pin {pin()}")
    r.add("amazon_login",
          f"Amazon: helen.ashworth@homemail.example   {homepw()}",
          f"amazon pw {homepw()}",
          f"Amazon account (Prime is on this one)\nemail helen.ashworth@homemail.example\npassword {strongpw(13)}")
    r.add("car_key_safe_code",
          f"car key safe by the back door {pin(4)}",
          f"Key safe for the car keys at home = {pin(4)} (turn the dial left first)",
          f"if Dave needs the Corsa keys the keysafe is {pin(4)}")
    r.add("garage_door_code",
          f"garage door keypad {pin(4)}",
          f"Garage code {pin(6)} then press the up arrow",
          f"gave the window cleaner the garage code {pin(4)} - change after")
    r.add("school_portal_password",
          f"Maisies school portal\nuser: ashworth.m\npassword: {homepw()}",
          f"St Mary's parent portal pw {homepw()}",
          f"school app (Arbor) log in helen.ashworth@homemail.example / {homepw()}")
    r.add("school_payment_password",
          f"ParentPay password {homepw()}",
          f"dinner money site - user HAshworth{digits(2)} pw {homepw()}")
    r.add("security_question_answers",
          f"security questions:\nmothers maiden name - {secrets.choice(SURNAMES)}\nfirst pet - {secrets.choice(PETS)}\nfirst school - {secrets.choice(TOWNS)} Primary",
          f"bank security q: place of birth = {secrets.choice(TOWNS)}, first car = {pick('Fiesta', 'Nova', 'Micra', 'Metro')}",
          f"Answer to 'name of first pet' on everything is {secrets.choice(PETS)}{digits(2)} (I added the numbers)",
          f"Security answer for the energy account: favourite teacher {pick('Mrs', 'Mr', 'Miss')} {secrets.choice(SURNAMES)}")
    r.add("home_alarm_code",
          f"house alarm {pin(4)}",
          f"Alarm code at home - {pin(4)}. Panic code is {pin(4)}",
          f"burglar alarm unset: {pin(4)} then tick")
    r.add("phone_unlock_passcode",
          f"my phone passcode {pin(6)}",
          f"Work iPhone unlock {pin(6)}, IT said to change from the one they gave")
    r.add("nhsmail_password",
          f"nhs mail pw {strongpw(14)}",
          f"NHSmail: helen.ashworth7@nhs.example  password {homepw()}",
          f"email password (work) changed today to {homepw()}")
    r.add("hospital_pc_login",
          f"Windows log in on the ward PC: HASHWORTH / {homepw()}",
          f"computer password at work {homepw()} - it makes me change every 90 days ugh",
          f"login for the nurses station computer\n{rnd(LOWER, 3)}{digits(3)}\n{strongpw(10)}")
    r.add("esr_self_service_password",
          f"ESR payslips login {homepw()}",
          f"ESR password - {strongpw(12)}")
    r.add("datix_password",
          f"Datix (incident reporting) user hashworth pass {homepw()}",
          f"incident system password {homepw()}")
    r.add("dispensing_cabinet_pin",
          f"Omnicell pin {pin(4)}",
          f"drug cabinet machine log in - badge then PIN {pin(6)}")
    r.add("voicemail_pin",
          f"office phone voicemail pin {pin(4)}",
          f"to pick up ward voicemail ring 5000 and enter {pin(4)}#")
    r.add("locker_combination",
          f"locker 214 combination {pin(4)}",
          f"changing room locker code {pin(3)}")
    r.add("staff_room_door_code",
          f"staff room code {pin(4)}",
          f"Code for staff kitchen / changing rooms on 2nd floor is {pin(4)}X")
    r.add("home_wifi_password",
          f"home wifi BT-{rnd(UPPER + DIGITS, 6)} key {rnd(ALNUM, 14)}",
          f"wifi password at home (for when mum visits) {rnd(ALNUM, 13)}",
          f"our broadband\nSSID: Ashworth_Home\nPassword: {homepw()}")
    r.add("router_admin_password",
          f"router admin password {rnd(ALNUM, 10)} (the one on the card in the back)",
          f"Hub manager log in 192.168.1.254  admin  {rnd(ALNUM, 12)}")
    r.add("apple_id_password",
          f"Apple ID helen.ashworth@homemail.example pw {homepw()}",
          f"icloud password {homepw()}")
    r.add("paypal_login",
          f"paypal {homepw()}",
          f"PayPal log in: helen.ashworth@homemail.example  {strongpw(12)}")
    r.add("disney_plus_password",
          f"Disney+ for Maisie - same email, pw {homepw()}",
          f"disney plus password {homepw()}")
    r.add("mums_key_safe_code",
          f"Mum's key safe (for carers) {pin(4)}",
          f"Key safe at mums house on {secrets.choice(['Otley Rd', 'Cardigan Rd', 'Headingley Ln'])} - code {pin(4)}, press clear first",
          f"carers asked for mum's keysafe again. Its {pin(4)}")
    r.add("gift_card_claim_code",
          f"amazon gift card from the ward for Maisie birthday - claim code {rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 4)}",
          f"Love2shop card no {groups(digits(16), 4)} PIN {pin(4)} not used yet")
    r.add("google_backup_codes",
          "Google backup codes (IT told me to keep these)\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(5)),
          f"backup codes for gmail: {digits(8)}  {digits(8)}  {digits(8)}")
    r.add("authenticator_setup_key",
          f"NHSmail authenticator key (if I lose my phone) {totp_seed()}",
          f"IT gave me this code to put in the authenticator app manually: {rnd(BASE32, 16)}")
    r.add("whatsapp_two_step_pin",
          f"whatsapp 2 step pin {pin(6)}",
          f"WhatsApp keeps asking for my PIN - it's {pin(6)}")
    r.add("sim_puk_code",
          f"PUK code for my phone {digits(8)}",
          f"sim locked - PUK {digits(8)} (from EE)")
    r.add("car_park_barrier_code",
          f"staff car park barrier code {pin(4)}",
          f"Barrier at the back car park: {pin(4)}* after 8pm")
    r.add("nmc_online_password",
          f"NMC online login (revalidation) {homepw()}",
          f"nmc website password {strongpw(12)}")
    r.add("premium_bonds_password",
          f"NS&I premium bonds pw {homepw()}",
          f"premium bonds log in holder no 5{digits(9)} password {homepw()}")
    r.add("energy_account_password",
          f"Octopus account helen.ashworth@homemail.example {homepw()}",
          f"gas and electric account password {homepw()}")
    r.add("ward_ipad_passcode",
          f"ward ipad {pin(6)}",
          f"Passcode for the obs iPad on bay 2: {pin(4)}")
    r.add("gov_gateway_password",
          f"Government Gateway user ID {digits(12)} password {strongpw(12)}",
          f"HMRC gateway pw {homepw()}")
    r.add("ring_doorbell_login",
          f"Ring doorbell app {homepw()}",
          f"ring account - helen.ashworth@homemail.example / {homepw()}")
    r.add("rota_app_login_link",
          f"rota app sent this log in link, save it: https://roster.acme.example/magic?token={rnd(ALNUM + '-_', 40)}",
          f"temporary sign in for the bank staff portal https://bank.acme.example/auth/verify?code={rnd(ALNUM, 32)}")
    r.add("google_app_password",
          f"App password for the ward email on the iPad - {app_password()}",
          f"gmail app password {app_password()} (for Dave's printer thing)")
    r.add("laptop_bitlocker_pin",
          f"work laptop start-up PIN {pin(8)}",
          f"Bitlocker pin for the managers laptop {pin(6)} (before windows loads)")
    r.add("bleep_system_password",
          f"switchboard bleep system log in: ward7 / {homepw()}",
          f"password to send pager messages from PC {strongpw(10)}")
    # longer, chat-style and list-style notes
    r.add("ward_door_code",
          f"Bev: whats the door code for the back stairs?\nme: {pin(4)} - dont put it on the whiteboard")
    r.add("controlled_drug_cupboard_code",
          f"Handover for Sat:\n- 2 pts for discharge\n- CD cupbd code now {pin(4)}\n- pharmacy top up Mon",
          f"tell Priya (band 6) the controlled drugs cupboard is {pin(4)} when she starts")
    r.add("drug_fridge_padlock_combination",
          f"fridge lock combo {pin(4)} - keep a note for the audit")
    r.add("treatment_room_key_safe_code",
          f"CD keys in the little grey key box, its {pin(4)}. Sign the book")
    r.add("online_banking_passcode",
          f"Bank stuff\ncustomer number {digits(10, True)}\npasscode {pin(6)}\nmemorable word {secrets.choice(LOWWORDS)}")
    r.add("telephone_banking_passcode",
          f"telephone banking security number {pin(4)}")
    r.add("netflix_profile_pin",
          f"Maisie found out my netflix pin so changed it to {pin()}")
    r.add("school_payment_password",
          f"parent pay\nhelen.ashworth@homemail.example\n{homepw()}")
    r.add("phone_unlock_passcode",
          f"Maisie's phone code in case of emergency {pin(6)}")
    r.add("esr_self_service_password",
          f"ESR - user hashworth{digits(2)}  pass {homepw()}")
    r.add("dispensing_cabinet_pin",
          f"new omnicell pin is {pin(4)}, old one stopped working")
    r.add("voicemail_pin",
          f"voicemail on my work mobile: {pin(4)}")
    r.add("locker_combination",
          f"gym locker {pin(4)}")
    r.add("staff_room_door_code",
          f"2nd floor changing rooms {pin(4)}, showers are {pin(4)}")
    r.add("router_admin_password",
          f"BT hub admin pw {rnd(UPPER + LOWER, 10)} - Dave changed it, I think")
    r.add("apple_id_password",
          f"Maisie apple id maisie.ashworth@homemail.example password {homepw()} (I set it up for her)")
    r.add("paypal_login",
          f"paypal password changed to {homepw()} after the dodgy email")
    r.add("gift_card_claim_code",
          f"Xmas voucher from work, code {rnd(UPPER + DIGITS, 16)} - £25")
    r.add("authenticator_setup_key",
          f"secret key for the ESR two step thing: {rnd(BASE32, 32)}")
    r.add("whatsapp_two_step_pin",
          f"whatsapp pin {pin(6)} (same as before)")
    r.add("sim_puk_code",
          f"Maisie locked her sim, PUK: {digits(8)}")
    r.add("car_park_barrier_code",
          f"tell agency nurse car park code {pin(4)}")
    r.add("nmc_online_password",
          f"NMC Online\nhelen.ashworth@homemail.example\n{homepw()}\n(revalidation due next year)")
    r.add("energy_account_password",
          f"Yorkshire Water account pw {homepw()}")
    r.add("ward_ipad_passcode",
          f"ipad in the office: {pin(6)}. charger in the top drawer")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add("ward_extension_number",
          f"Ward 7 ext {digits(4, True)}, nurses station {digits(4, True)}",
          f"bed manager extension {digits(5, True)}",
          f"Extensions:\npharmacy {digits(4, True)}\nportering {digits(4, True)}\nx-ray {digits(4, True)}")
    r.add("bleep_number",
          f"on call pharmacist bleep {digits(4, True)}",
          f"Bleep {digits(3, True)} = site manager nights",
          f"Dr on call for rehab ward - bleep {digits(4, True)} then wait for call back")
    r.add("staff_badge_number",
          f"my staff ID {digits(7, True)}",
          f"Badge no on my ID card: {rnd(UPPER, 2)}{digits(6)}",
          f"new HCA Jodie starts Monday, her staff number {digits(8, True)} - add to rota")
    r.add("rota_shift_code",
          "Shift codes: E 07:00-15:30, L 13:00-21:30, LD 07:00-20:00, N 20:00-07:30",
          f"I'm on {pick('E', 'L', 'LD', 'N')}{digits(1, True)} next Tue, swap with Bev's {pick('E', 'LD', 'N')}",
          f"rota codes: A/L = annual leave, SD = study day, {rnd(UPPER, 3)} = bank shift")
    r.add("paying_in_bank_details",
          f"Ward raffle money - pay in to sort code {sortcode()} acc no {digits(8)}",
          f"Leaving collection account\nSort code {sortcode()}\nAccount {digits(8)}\nRef: KATHLEAVING",
          f"To pay Maisie's dance school: {sortcode()} / {digits(8)} ref {rnd(UPPER, 4)}{digits(3)}")
    r.add("own_iban_for_invoice",
          f"IBAN for the charity cake sale invoice {iban('GB', 'NWBK' + digits(14))}",
          f"bank details on the league of friends letterhead: {iban('GB', 'BARC' + digits(14))}")
    r.add("appointment_reference",
          f"dentist appt ref {rnd(UPPER, 2)}{digits(6)} Thurs 9:20",
          f"Maisie orthodontist booking reference {rnd(UPPER + DIGITS, 8)}",
          f"my occupational health appointment - ref OH/{digits(5)}/{digits(2)}")
    r.add("parcel_tracking_number",
          f"Royal Mail tracking {rnd(UPPER, 2)}{digits(9)}GB",
          f"DPD parcel {digits(14)} coming Wed",
          f"Evri tracking no H{digits(2)}{rnd(UPPER, 2)}A{digits(12)} - uniforms")
    r.add("car_registration",
          f"my car reg {reg()}",
          f"Dave's new car is {reg()} - need to add to staff parking",
          f"visiting consultant parks in bay 4, reg {reg()}")
    r.add("door_code_changed_notice",
          "door code changed today - check the handover sheet, not writing it on here",
          "Estates changing all keypad codes on 2nd floor Friday. Tell night staff to ask the site manager for the new one",
          "The CD cupboard code was changed after the incident, new one is with Bev and me only")
    r.add("password_reset_reminder",
          "reset rota app password before it expires on the 14th",
          "remind me: NHSmail password expires in 5 days, change it",
          "Need to reset Netflix password - someone logged in from abroad??")
    r.add("password_policy_note",
          "NHSmail password must be min 12 characters, no name in it, changes every year",
          "smartcard PIN has to be 4-8 numbers, 3 wrong tries and it locks",
          "rota app makes you change the password every 90 days and you can't reuse the last 6")
    r.add("secret_location_reference",
          "all my passwords are in the little red book in the bedside drawer",
          "The key safe code for mum's is in her care plan folder (blue one on the sideboard)",
          "Wifi password is on the sticker on the back of the BT hub")
    r.add("smartcard_uuid_number",
          f"smartcard UUID (number on the card) {digits(12, True)}",
          f"RA office asked for my card number: {groups(digits(12, True), 4)}")
    r.add("nmc_registration_pin",
          f"NMC PIN {digits(2)}{rnd(UPPER, 1)}{digits(4)}{rnd(UPPER, 1)} - revalidation due {card_expiry()}",
          f"new staff nurse NMC pin {digits(2)}{rnd(UPPER, 1)}{digits(4)}{rnd(UPPER, 1)} checked on the register, all fine")
    r.add("amazon_order_number",
          f"amazon order {digits(3, True)}-{digits(7)}-{digits(7)} (the bedding)",
          f"return Maisie's trainers - order no {digits(3, True)}-{digits(7)}-{digits(7)}, drop at Post Office by 20th")
    r.add("card_last_four_digits",
          f"netflix comes out of the card ending {digits(4)}",
          f"new debit card ending {digits(4)} expires {card_expiry()} - update Amazon and Netflix")
    r.add("bank_transaction_reference",
          f"refund from Currys ref {rnd(UPPER + DIGITS, 10)}",
          f"paid council tax, confirmation number {digits(10)}")
    r.add("council_tax_reference",
          f"council tax account no {digits(8, True)}",
          f"Leeds CC council tax ref {digits(9, True)} band C")
    r.add("it_service_desk_ticket",
          f"IT ticket for the ward printer INC{digits(7)}",
          f"logged call with service desk about smartcard reader - ref REQ{digits(7)}",
          f"IT job no INC{digits(7)} (rota app keeps crashing)")
    r.add("incident_report_reference",
          f"datix ref W{digits(6)} - fall bay 3",
          f"Incident number {digits(5, True)} submitted, waiting for matron")
    r.add("equipment_asset_number",
          f"broken obs machine asset no {rnd(UPPER, 3)}-{digits(6)}",
          f"hoist serial {rnd(UPPER, 2)}{digits(8)} service due next month",
          f"ward fridge asset tag MED{digits(5)}")
    r.add("medicine_batch_number",
          f"flu vaccine batch {rnd(UPPER + DIGITS, 6)} exp {card_expiry()}",
          f"recall notice - lot {rnd(UPPER, 2)}{digits(4)} exp {card_expiry()} check the cupboard")
    r.add("payroll_reference",
          f"ESR assignment number {digits(8, True)}",
          f"payslip employee no {digits(8, True)}, pay band 7")
    r.add("pension_reference",
          f"NHS pension SD number {digits(8, True)}",
          f"pension estimate ref {rnd(UPPER, 3)}{digits(7)}")
    r.add("hospital_phone_number",
          f"switchboard 0113 {digits(3, True)} {digits(4)}",
          f"Ward 7 direct line 0113 {digits(3, True)} {digits(4)}, fax is gone",
          f"Maisie's school office 0113 {digits(3, True)} {digits(4)}")
    r.add("postcode_and_address",
          f"mum's postcode {postcode()}",
          f"community hospital postcode for sat nav {postcode()}",
          f"training day at the other site, {digits(2, True)} Wellington St, {postcode()}")
    r.add("flight_booking_reference",
          f"Jet2 booking ref {rnd(UPPER + DIGITS, 6)} - Tenerife Aug, 3 passengers",
          f"holiday booking no {digits(9, True)}, balance due 1st June")
    r.add("train_ticket_reference",
          f"train to London for the conference - collection ref {rnd(UPPER + DIGITS, 8)}",
          f"trainline booking {rnd(UPPER, 2)}{digits(8)}")
    r.add("parking_fine_reference",
          f"parking fine PCN {rnd(UPPER, 2)}{digits(8)} - appeal, I had a permit",
          f"staff parking permit no {digits(6, True)} valid to {card_expiry()}")
    r.add("energy_meter_numbers",
          f"electric meter MPAN {groups(digits(13, True), 4)}",
          f"gas MPRN {digits(10, True)}, meter serial {rnd(UPPER, 1)}{digits(2)}{rnd(UPPER, 1)}{digits(5)}")
    r.add("broadband_account_number",
          f"BT account number {rnd(UPPER, 2)}{digits(8)}",
          f"broadband fault ref {rnd(UPPER, 2)}-{digits(9)}")
    r.add("phone_imei",
          f"my phone IMEI {luhn('35', 15)} (for insurance)",
          f"Maisie's phone IMEI {luhn('35', 15)} - cracked screen claim")
    r.add("device_mac_address",
          f"IT need the ward tablet MAC address {mac(upper=True)}",
          f"new printer MAC {mac('-', True)} for the network form")
    r.add("app_version_string",
          f"rota app version {secrets.randbelow(6) + 20}.{secrets.randbelow(12)}.{secrets.randbelow(30)} (build {hexs(7)}) - IT asked",
          f"iPad is on iOS 17.{secrets.randbelow(7)}.{secrets.randbelow(3)}, needs update")
    r.add("ward_network_address",
          f"ward printer IP 10.{secrets.randbelow(250)}.{secrets.randbelow(250)}.{secrets.randbelow(250)}",
          "print to \\\\printsrv01.acme.internal\\WARD7-MFD if the default fails")
    r.add("guest_wifi_info",
          "visitors wifi is CH-Guest, no password, just accept the terms",
          "Staff wifi is CH-Staff-Secure - log in with your normal NHSmail details, no separate password")
    r.add("discount_code_public",
          f"NHS discount at the shoe shop - code NHS{digits(2)}OFF",
          f"Blue light card number {digits(10, True)} for the restaurant discount",
          f"Boots website promo code NURSES{digits(2)} - 20% off, anyone can use it, ends Sunday")
    r.add("loyalty_card_number",
          f"clubcard number {groups('634004' + digits(12), 4)}",
          f"Boots advantage card {groups(digits(16, True), 4)}")
    r.add("product_code",
          f"garage remote battery CR2032, barcode {ean13('50')}",
          f"uniform tunic size 14 product code {rnd(UPPER, 3)}-{digits(4)}-{rnd(UPPER, 2)}",
          f"order more gloves, NHS supply chain code {rnd(UPPER, 3)}{digits(3)}")
    r.add("invoice_number",
          f"agency invoice INV-{digits(6)} check hours against rota",
          f"school trip invoice number {digits(7, True)}, £45 due")
    r.add("school_trip_payment_reference",
          f"ParentPay payment ref {digits(9, True)} for the York trip",
          f"Maisie's lunch account number {digits(7, True)}")
    r.add("dbs_certificate_number",
          f"my DBS certificate number {digits(12, True)} (update service)",
          f"new starter DBS no {digits(12, True)} - copy to HR")
    r.add("email_receipt_reference",
          f"e-receipt from Argos, receipt id {uid()}",
          f"John Lewis order confirmation {rnd(UPPER, 2)}{digits(9)}")
    r.add("whatsapp_security_number",
          f"ward group whatsapp - safety number for Bev verified: {' '.join(digits(5) for _ in range(12))}",
          "Whatsapp said my security code with Dave changed, that's just because he got a new phone")
    r.add("mfa_change_note",
          "NHSmail authenticator moved to my new phone, old one removed",
          "got a text code to log in to the bank, it said never share it so I didn't",
          "Backup codes for gmail printed and put in the safe")
    r.add("pin_locked_note",
          "smartcard locked again, RA office unlocked it - have to set new PIN at the card reader",
          "typed my card PIN wrong 3 times at Asda, need to unblock at a cash machine",
          "Omnicell PIN expired, pharmacy reset it, choose a new one at the machine")
    r.add("key_safe_location_note",
          "car key safe is behind the water butt, left of the back door",
          "mum's key safe is on the wall by the gas meter, carers know where")
    r.add("bed_and_bay_numbers",
          f"bay {secrets.randbelow(4) + 1} bed {secrets.randbelow(6) + 1} - needs pressure mattress (asset {digits(6)})",
          f"side room {secrets.randbelow(6) + 1} deep clean booked, job no {digits(8)}")
    r.add("vehicle_identification",
          f"car VIN {rnd('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 17)} for the MOT booking",
          f"MOT test number {digits(12, True)} passed, next due {card_expiry()}")
    r.add("hr_case_reference",
          f"HR letter ref HR/{digits(4)}/{rnd(UPPER, 2)}{digits(3)} re flexible working",
          f"Occupational health referral no {rnd(UPPER, 2)}{digits(7)}")
    r.add("insurance_policy_number",
          f"car insurance policy {rnd(UPPER, 3)}{digits(8)} renews {card_expiry()}",
          f"home insurance claim ref CLM-{digits(7)} (leak)")
    # more look-alikes, longer and chat-style
    r.add("own_iban_for_invoice",
          f"our charity bank details for the donations poster\nLeague of Friends\n{iban('GB', 'LOYD' + digits(14))}")
    r.add("smartcard_uuid_number",
          f"Bev's smartcard number {digits(12, True)} - she needs the rota role added")
    r.add("nmc_registration_pin",
          f"check registration for agency nurse, NMC pin {digits(2)}{rnd(UPPER, 1)}{digits(4)}{rnd(UPPER, 1)}, expires {card_expiry()}")
    r.add("amazon_order_number",
          f"Amazon says parcel for order {digits(3, True)}-{digits(7)}-{digits(7)} delivered to a safe place?? its not here")
    r.add("card_last_four_digits",
          f"bank says card ending {digits(4)} is blocked, new one in the post")
    r.add("bank_transaction_reference",
          f"bank transfer to mum's care home, ref ASHWORTH-{digits(4)}, FPS id {rnd(UPPER + DIGITS, 18)}")
    r.add("council_tax_reference",
          f"Council tax single person discount applied, ref {digits(9, True)}")
    r.add("incident_report_reference",
          f"Matron asked for datix numbers for last month: W{digits(6)}, W{digits(6)}, W{digits(6)}")
    r.add("medicine_batch_number",
          f"covid booster batch {rnd(UPPER, 2)}{digits(4)} exp {card_expiry()}")
    r.add("payroll_reference",
          f"overtime claim form - assignment no {digits(8, True)}, cost centre {digits(6, True)}")
    r.add("pension_reference",
          f"NHSBSA pension member ref {digits(8, True)}")
    r.add("flight_booking_reference",
          f"airport parking booking {rnd(UPPER, 3)}{digits(6)} Leeds Bradford")
    r.add("train_ticket_reference",
          f"Northern railcard number {digits(8, True)} expires {card_expiry()}")
    r.add("parking_fine_reference",
          f"Leeds CC PCN {rnd(UPPER, 2)}{digits(8)} paid £35")
    r.add("energy_meter_numbers",
          f"water meter serial {digits(2)}{rnd(UPPER, 1)}{digits(6)}")
    r.add("broadband_account_number",
          f"Sky account number {digits(10, True)}")
    r.add("phone_imei",
          f"work phone IMEI {luhn('35', 15)} and asset {rnd(UPPER, 3)}{digits(5)}")
    r.add("device_mac_address",
          f"Dave says the garage door wifi box MAC is {mac()}")
    r.add("app_version_string",
          f"Omnicell screen says software v{secrets.randbelow(5) + 20}.{secrets.randbelow(10)}.{secrets.randbelow(100)}")
    r.add("ward_network_address",
          "smartcard reader driver from \\\\fs02.acme.internal\\software\\smartcard (IT said)")
    r.add("guest_wifi_info",
          "Maisie's school wifi is for pupils only, they get their own login from school")
    r.add("loyalty_card_number",
          f"Nectar card {groups('98263000' + digits(11), 4)}")
    r.add("invoice_number",
          f"plumber invoice {digits(4, True)}/{digits(2)} paid by bank transfer")
    r.add("school_trip_payment_reference",
          f"school uniform shop order number {rnd(UPPER, 2)}{digits(7)} - blazer out of stock")
    r.add("dbs_certificate_number",
          f"DBS update service subscription id C{digits(10)}")
    r.add("email_receipt_reference",
          f"Netflix receipt id {uid()} - £10.99")
    r.add("whatsapp_security_number",
          "ward whatsapp group: never post codes or patient stuff in there, Matron's rule")
    r.add("key_safe_location_note",
          "the ward key safe moved to inside the treatment room door")
    r.add("bed_and_bay_numbers",
          f"bay {secrets.randbelow(4) + 1} commode needs fixing, estates job {digits(7)}")
    r.add("vehicle_identification",
          f"V5C document reference {digits(11, True)} - for selling the old Corsa")
    r.add("hr_case_reference",
          f"Jodie's sickness case ref {rnd(UPPER, 2)}-{digits(6)}, RTW meeting Tuesday")
    r.add("insurance_policy_number",
          f"pet insurance for Rolo policy {digits(10, True)}")
    return r


def main() -> None:
    write_corpora("make_heldout88.py", [
        ("heldout88_credentials.yaml", credentials(), "batch 88 (Leeds community-hospital nurse manager: ward codes, smartcard, banking, family logins), written blind; every value synthetic"),
        ("heldout88_lookalikes.yaml", lookalikes(), "batch 88 look-alikes: extensions, bleeps, badge numbers, shift codes, paying-in details, references, reset reminders, written blind"),
    ])


if __name__ == "__main__":
    main()
