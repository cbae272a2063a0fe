# ruff: noqa: E501
"""Writes heldout81_credentials.yaml and heldout81_lookalikes.yaml: held-out batch 81.

Persona: Maureen, a retired primary-school teacher in Dublin, who minds her own affairs and
those of her elderly mother (Mam, now in a nursing home). She writes plain, chatty
Irish-English notes for her assistant: bank logins and card PINs, Revenue and MyGovID
passwords, the pension portal, door and key-safe codes, the car alarm, the bike lock,
Netflix and email, the church hall alarm (she volunteers), security answers, her niece
Aoife's Wi-Fi, and all the reference numbers that come in the post.

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
    UPPER,
    Rows,
    app_password,
    card_expiry,
    digits,
    groups,
    iban,
    luhn,
    pick,
    rnd,
    uid,
    write_corpora,
)

WORDS = ["Shamrock", "Bramble", "Howth", "Glendalough", "Bluebell", "Connemara", "Puffin",
         "Heather", "Clontarf", "Sandymount", "Daffodil", "Kilkenny", "Lough", "Robin",
         "Primrose", "Dalkey", "Wicklow", "Foxglove", "Achill", "Marigold"]
PETS = ["Bonzo", "Sheba", "Patch", "Rusty", "Lady", "Bran", "Toby", "Misty"]
TOWNS = ["Ballina", "Tullamore", "Athlone", "Listowel", "Carlow", "Birr", "Thurles", "Kells"]
SURNAMES = ["Mulcahy", "Brennan", "Fitzpatrick", "Hegarty", "Costello", "Dunne", "Moran"]
ROUTING = ["D06", "D6W", "D14", "D04", "D03", "D09", "D13", "D05", "A94", "A96", "Y35", "K78"]
EIR_CHARS = "ACDEFHKNPRTVWXY0123456789"
EIR_LETTERS = "ACDEFHKNPRTVWXY"
MAIL = "maureen.doyle@mail.example"


def hpw() -> str:
    """A password Maureen chose herself, or one the site made her pick."""
    w = pick(*WORDS)
    return pick(
        f"{w}{digits(4)}{pick('!', '#', '*', '?')}",
        f"{w}{pick(*WORDS).lower()}{digits(2)}",
        f"{pick(*PETS)}_{w}{digits(3)}",
        f"{w.lower()}{pick('&', '@', '$')}{pick(*WORDS)}{digits(2)}",
        rnd(ALNUM, 12),
        rnd(ALNUM + "!#%*", 14),
    )


def eircode() -> str:
    return f"{pick(*ROUTING)} {secrets.choice(EIR_LETTERS)}{''.join(secrets.choice(EIR_CHARS) for _ in range(3))}"


def mobile() -> str:
    return pick(f"087 {digits(3)} {digits(4)}", f"086-{digits(3)}-{digits(4)}", f"+353 85 {digits(3)} {digits(4)}", f"083{digits(7)}")


def landline() -> str:
    return pick(f"(01) {digits(3)} {digits(4)}", f"01-{digits(7)}", f"+353 1 {digits(3)} {digits(4)}")


def ie_iban(spaced: bool = True) -> str:
    bank, sort = pick(("AIBK", "93"), ("BOFI", "90"), ("IPBS", "99"))
    return iban("IE", bank + sort + digits(4) + digits(8), spaced)


def plate() -> str:
    return f"{pick('141', '152', '161', '171', '182', '191', '201', '212', '10', '08')}-{pick('D', 'D', 'WW', 'KE', 'MH')}-{digits(pick(4, 5), True)}"


def card16(prefix: str) -> str:
    return groups(luhn(prefix), 4)


def credentials() -> Rows:
    r = Rows()
    r.add("aib_personal_access_code",
          f"AIB phone & internet banking - reg no {digits(8, True)}, PAC {digits(5)}. They only ask for 3 of the PAC digits each time so keep the whole thing here",
          f"Mam's AIB online:\nRegistration number {digits(8, True)}\nPAC {digits(5)}\nlast 4 of her mobile for the texted code",
          f"remember the PAC for the joint account is {digits(5)} now, not the old one. I changed it in the branch on Grafton St")
    r.add("boi_365_pin",
          f"Bank of Ireland 365 online - user ID {digits(8, True)}  PIN {digits(6)}  (it asks for random digits of the PIN, count on your fingers!)",
          f"365 login for Mam: {digits(8, True)} / {digits(6)}. It also wants her date of birth",
          f"BOI365 six digit pin = {digits(6)}")
    r.add("debit_card_pin",
          f"My AIB debit card PIN {digits(4)} - the new card that came in March",
          f"pin for the visa debit is {digits(4)}",
          f"Card PIN (BOI): {digits(4)}\nDon't write it on the card like Mam does!!")
    r.add("mother_card_pin",
          f"Mam's card pin {digits(4)}, she has it written in the back of her prayer book but she keeps losing the book",
          f"For drawing out Mam's pension at the post office - her card, PIN {digits(4)}",
          f"Nora's Credit Union atm card — pin is {digits(4)}")
    r.add("credit_card_number_cvv",
          f"Visa for online shopping: {card16('4')} exp {card_expiry()} cvv {digits(3)}",
          f"the Mastercard (credit union one)\n{card16('5' + pick('1', '2', '3', '4', '5'))}\nexpires {card_expiry()}\nsecurity no. on the back {digits(3)}",
          f"booked the Ryanair flights on my credit card {luhn('4')} {card_expiry()} {digits(3)} - keep in case they ask again")
    r.add("revenue_myaccount_password",
          f"Revenue myAccount password: {hpw()}",
          f"myAccount on revenue.ie — logged in grand today for the tax return, pw {hpw()} (they make you change it every so often)",
          f"Revenue my account\nuser: {MAIL}\npassword {hpw()}")
    r.add("mygovid_password",
          f"MyGovID - email {MAIL}, password {hpw()}",
          f"mygov id pw is {hpw()} — used it for the pension and the free travel pass",
          f"MyGovID for Mam (I set it up in her name with my email): {hpw()}")
    r.add("pension_portal_password",
          f"Pension portal (Dept of Ed payroll) login 0{digits(6)} password {hpw()}",
          f"the pension people's website password {hpw()} - I reset it in Jan",
          f"Pension online account\nmember no {digits(7)}\npassword: {hpw()}\nsecret word: {pick(*PETS).lower()}{digits(2)}")
    r.add("care_home_door_code",
          f"Door code at St Brigid's (Mam's home) {digits(4)}#  — press the key symbol first",
          f"new front door code for the nursing home is {digits(4)} from Monday, the old one stopped working",
          f"Mam's unit, side door: {digits(5)} then the green button. Main door after 8pm is {digits(4)}",
          f"St Brigid's visitors - keypad {digits(4)}*")
    r.add("key_safe_code",
          f"Key safe outside Mam's house (by the back door) code {digits(4)}",
          f"keysafe {digits(4)} - gave it to the HSE carers",
          f"the lockbox on the wall at the cottage in Wexford: {digits(4)}, turn the dials then pull the lever down")
    r.add("car_alarm_pin",
          f"Car alarm override PIN {digits(4)} (the Corolla) if the fob dies",
          f"if the alarm goes off in the car and the key won't stop it, the code is {digits(4)} on the yoke under the steering wheel")
    r.add("car_radio_code",
          f"Radio code for the Yaris after the battery change: {digits(4)}",
          f"car radio security code {digits(4)} — it's also on the card in the manual but the manual is gone")
    r.add("bike_lock_combination",
          f"bike lock combo {digits(4)}",
          f"Combination for the D-lock on the bike (the blue one) {digits(5)}",
          f"The cable lock in the bike shed: {digits(4)} — same one Aoife uses for hers")
    r.add("netflix_password",
          f"Netflix - {MAIL} / {hpw()}",
          f"netflix password is {hpw()} if Aoife asks again",
          f"Netflix profile lock for my profile (so the small lads don't watch my programmes) {digits(4)}, account password {hpw()}")
    r.add("email_password",
          f"Email (the old eircom one) password {hpw()}",
          f"gmail: maureendoyle.dub@mail.example\npw: {hpw()}",
          f"my email password for the new laptop: {hpw()}")
    r.add("church_hall_alarm_code",
          f"Parish hall alarm - code {digits(4)} then OFF. If it beeps twice ring Fr. Kelly",
          f"Church hall alarm: setting code {digits(4)}, unsetting {digits(4)}. I'm on the Tuesday & Friday key rota",
          f"St. Columba's hall alarm code changed! new one {digits(4)} (from the parish council meeting)")
    r.add("security_question_answers",
          f"Security questions for AIB:\nmother's maiden name - {pick(*SURNAMES)}{digits(2)}\nfirst school - Scoil {pick('Mhuire', 'Bhríde', 'Íde')} {digits(3)}\nfavourite teacher - Sr {pick('Agnes', 'Philomena', 'Bernadette')}",
          f"answer to 'name of first pet' on the Revenue site: {pick(*PETS)}{digits(3)} (I added numbers because it wouldn't take it)",
          f"security q's (Netflix/email): town where parents met = {pick(*TOWNS)}{digits(2)}, first car = {pick('Escort', 'Fiesta', 'Cortina', 'Mini')}{digits(2)} — made up answers, they're NOT the real ones")
    r.add("niece_wifi_password",
          f"Aoife's wifi: network eir{digits(5)}, password {rnd(UPPER + DIGITS, 12)}",
          f"wifi at Aoife and Tom's house: {hpw()}",
          f"Aoife's new router key (she texted it):\n{rnd(ALNUM, 10)}")
    r.add("home_wifi_password",
          f"Home wifi key (sticker on the back of the eir box): {rnd(UPPER + DIGITS, 10)}",
          f"Broadband WiFi password changed to {hpw()} — tell the lad that does the heating",
          f"Mam's house wifi (for the alarm pendant) {rnd(ALNUM, 12)}")
    r.add("router_admin_password",
          f"eir modem admin login: admin / {rnd(ALNUM, 8)} (192.168.1.254)",
          f"to get into the router settings - username admin, password {rnd(ALNUM, 10)}")
    r.add("phone_unlock_pin",
          f"my phone unlock code {digits(6)}",
          f"Mam's mobile passcode {digits(4)} (she forgets it every week)",
          f"New iPhone passcode: {digits(6)}")
    r.add("sim_puk_code",
          f"PUK for my sim (Three) {digits(8)}",
          f"Mam's phone locked AGAIN - PUK code from the card is {digits(8)}")
    r.add("voicemail_pin",
          f"voicemail pin {digits(4)} — dial 171",
          f"Landline voicemail PIN: {digits(4)}")
    r.add("email_app_password",
          f"the special 16 letter password Aoife made for the email on the old laptop (Thunderbird): {app_password()}",
          f"App password for Outlook on the desktop - {app_password()}")
    r.add("google_backup_codes",
          "Google backup codes (printed copy is in the bureau too):\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(6)),
          f"backup codes for the gmail if the phone is lost: {digits(4)} {digits(4)}, {digits(4)} {digits(4)}, {digits(4)} {digits(4)}, {digits(4)} {digits(4)}")
    r.add("amazon_password",
          f"Amazon.co.uk login {hpw()}",
          f"amazon pw {hpw()} ... account's in my name, Mam's large-print books get delivered to the home")
    r.add("paypal_password",
          f"PayPal: {MAIL}   {hpw()}",
          f"paypal password changed to {hpw()} after that scam email")
    r.add("credit_union_online_pin",
          f"Credit Union online - member no {digits(5)} PIN {digits(6)}",
          f"CU online banking: pin {digits(4)} + password {hpw()}")
    r.add("apple_id_password",
          f"Apple ID (for the iPad) {hpw()}",
          f"iCloud / Apple ID pw: {hpw()}\nAoife set it up, the verification code goes to her phone")
    r.add("ipad_passcode",
          f"iPad code {digits(6)}",
          f"Mam's iPad (the big one for the video calls) passcode {digits(4)}")
    r.add("laptop_login_password",
          f"Laptop (the Dell) windows password {hpw()}",
          f"computer login: Maureen / {hpw()}")
    r.add("whatsapp_two_step_pin",
          f"Whatsapp two-step PIN {digits(6)}",
          f"WhatsApp asked me for my 6 digit PIN out of nowhere - it's {digits(6)}")
    r.add("health_insurance_portal_password",
          f"VHI online: password {hpw()}",
          f"Laya app for Mam's claims: {hpw()}")
    r.add("electricity_account_password",
          f"Electric Ireland online account password {hpw()}",
          f"Electric Ireland login: {MAIL} pw {hpw()}")
    r.add("gas_account_password",
          f"Bord Gáis online pw {hpw()}",
          f"gas account (Bord Gáis) - login is my email and {hpw()}")
    r.add("toll_account_password",
          f"eFlow (M50 toll) account: {hpw()}",
          f"M50 eflow login\n{MAIL}\n{hpw()}")
    r.add("parking_app_password",
          f"ParkingTag app password {hpw()}, the car is registered on it",
          f"parking app pw: {hpw()}")
    r.add("leap_card_account_password",
          f"Leap card website password: {hpw()}",
          f"leapcard.ie login for topping up Aoife's young lad's card: {hpw()}")
    r.add("home_alarm_code",
          f"house alarm code {digits(4)}",
          f"Alarm: set {digits(4)} + ON. Duress code {digits(4)} (never use it!)",
          f"Mam's house alarm {digits(4)} - the carers don't have this one, only the key safe")
    r.add("home_safe_combination",
          f"safe in the wardrobe: {digits(2)}-{digits(2)}-{digits(2)}",
          f"the little fire safe with the deeds and the will: combination {digits(6)}")
    r.add("state_savings_password",
          f"State Savings online (prize bonds) - pw {hpw()}",
          f"An Post State Savings: holder no. {digits(9)} / password {hpw()}")
    r.add("authenticator_setup_key",
          f"the setup key for the authenticator app (in case I lose the phone) {groups(rnd(BASE32, 32).lower(), 4)}",
          f"Aoife says keep this safe - the 'secret key' from when she set up the code app for my email:\n{rnd(BASE32, 32)}")
    r.add("supermarket_online_password",
          f"Tesco online shopping: {hpw()}",
          f"Dunnes online for Mam's messages: login {MAIL} {hpw()}")
    r.add("library_pin",
          f"Library card {digits(14)} PIN {digits(4)} (for BorrowBox)",
          f"Dublin libraries app - PIN {digits(4)}")
    r.add("ticketmaster_password",
          f"Ticketmaster pw {hpw()} - for the NCH concerts",
          f"ticketmaster.ie: {MAIL} / {hpw()}")
    r.add("parish_facebook_password",
          f"Parish Facebook page (I do the newsletter posts) login: stcolumbas.parish@mail.example / {hpw()}",
          f"FB password for the parish account was changed by Fr Kelly to {hpw()}")
    r.add("parish_email_password",
          f"parish office email pw {hpw()}",
          f"Parish newsletter email:\nuser newsletter@stcolumbas.example\npass {hpw()}")
    r.add("care_home_family_portal_password",
          f"The family app for St Brigid's (to see Mam's photos and updates) - login {MAIL} pw {hpw()}",
          f"nursing home portal password {hpw()}")
    r.add("revolut_passcode",
          f"Revolut passcode {digits(4)}",
          f"revolut app code {digits(4)} - Aoife made me get it for splitting the holiday")
    r.add("tv_parental_pin",
          f"Sky box parental PIN {digits(4)}",
          f"pin on the Virgin box to unlock the films: {digits(4)}")
    r.add("gift_card_pin",
          f"One4all card from the school staff: card {digits(19)}  PIN {digits(4)}",
          f"Arnotts gift voucher - number {digits(16)}, scratch-off code {digits(6)}")
    r.add("zoom_meeting_passcode",
          f"Book club zoom: meeting ID {digits(3, True)} {digits(4)} {digits(4)} passcode {rnd(ALNUM, 6)}",
          f"Zoom link for the family rosary on Sunday nights: https://zoom.example/j/{digits(11, True)}?pwd={rnd(ALNUM, 32)}")
    r.add("phone_company_account_pin",
          f"eir account PIN for when I ring them: {digits(4)}",
          f"Three customer care password {pick(*PETS).lower()}{digits(4)} — they ask for 2nd and 4th letters")
    # a few more, written on other days
    r.add("car_alarm_pin", f"Garage fella said to write down the alarm code for the new car: {digits(4)}. done")
    r.add("sim_puk_code", f"Mam's Vodafone sim card\nPUK1 {digits(8)}\nPUK2 {digits(8)}")
    r.add("voicemail_pin", f"to get messages when I'm away: ring my own number, press * when it answers, then {digits(4)}#")
    r.add("email_app_password", f"Aoife (WhatsApp): 'Auntie Mo paste this where it says password in the Mail app' -> {app_password()}")
    r.add("google_backup_codes", "two of the ten backup codes left unused: " + f"{digits(4)} {digits(4)} and {digits(4)} {digits(4)} — print new ones when I'm at Aoife's")
    r.add("amazon_password", f"Amazon Prime - cancel before it renews in Sept!! login {MAIL} pw {hpw()}")
    r.add("paypal_password", f"paypal\n{hpw()}\n(the one with the capital at the start)")
    r.add("credit_union_online_pin", f"CU online\nmember number {digits(5)}\nPIN: {digits(6)}\n(they rang to say it locks after 3 wrong tries)")
    r.add("apple_id_password", f"apple id {MAIL} {hpw()}")
    r.add("whatsapp_two_step_pin", f"WA 2-step pin {digits(6)}, the reset email is the gmail one")
    r.add("laptop_login_password", f"Windows PIN on the laptop is {digits(6)} (quicker than the long password)")
    r.add("health_insurance_portal_password", f"VHI login:\nmember no {digits(8)}\npw {hpw()}")
    r.add("electricity_account_password", f"changed the Electric Ireland one to {hpw()} cos it kept saying wrong password")
    r.add("gas_account_password", f"Bord Gais pw = {hpw()}")
    r.add("toll_account_password", f"the toll website for the M50 wanted a new password, now it's {hpw()}")
    r.add("state_savings_password", f"prize bonds login - {hpw()}, check the draw on Tuesday")
    r.add("authenticator_setup_key", f"otpauth://totp/Revenue:{MAIL}?secret={rnd(BASE32, 32)}&issuer=Revenue  <- Aoife copied this from the QR for me")
    r.add("library_pin", f"libraries PIN {digits(4)} - same for Mam's housebound card")
    r.add("parish_facebook_password", f"Fr Kelly: 'Maureen the FB password is {hpw()} don't give it to the choir' 🙂")
    r.add("revolut_passcode", f"revolut {digits(4)}\n(card pin is different, {digits(4)})")
    r.add("tv_parental_pin", f"the TV PIN for ordering films on the box {digits(4)}")
    r.add("gift_card_pin", f"Mam's Christmas voucher from the home, One4all {groups(digits(16), 4)} PIN {digits(4)} — spend before Easter")
    r.add("zoom_meeting_passcode", f"ICA zoom Tuesday 8pm\nID {digits(3, True)} {digits(3)} {digits(4)}\nPasscode: {digits(6)}")
    r.add("phone_company_account_pin", f"Vodafone (Mam's phone) account PIN {digits(4)} — I'm down as the authorised person")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add("eircode",
          f"Mam's Eircode {eircode()} for the taxi",
          f"St Brigid's Nursing Home, Eircode: {eircode()}",
          f"eircode for the cottage in Wexford {eircode()} — put it in the sat nav not the townland")
    r.add("mprn_number",
          f"MPRN 10{digits(9)} (electricity, Mam's house) for switching supplier",
          f"Electric Ireland bill says MPRN: 10{digits(9)}\nMeter no. {digits(8)}",
          f"mprn {groups('10' + digits(9), 4)} - the man from ESB Networks asked for it")
    r.add("gprn_number",
          f"gas GPRN {digits(7)}",
          f"Bord Gáis want the GPRN ({digits(7)}) and a reading before the 20th")
    r.add("meter_reading",
          f"meter read 14/02: day {digits(5)} night {digits(5)}",
          f"Gas reading {digits(5)}.{digits(1)} m3 on the 1st (photo on my phone too)")
    r.add("home_insurance_policy_number",
          f"House insurance policy HH{digits(8)} - renewal 1st June, ring them for a better price",
          f"Mam's house insurance with the {pick('FBD', 'Aviva', 'Allianz')} crowd, policy no {rnd(UPPER, 3)}/{digits(7)}")
    r.add("car_insurance_policy_number",
          f"Car insurance policy {rnd(UPPER, 2)}{digits(9)}, cert is in the glovebox",
          f"motor policy ref {digits(10)} — no claims bonus 9 yrs")
    r.add("health_insurance_member_number",
          f"VHI membership no. {digits(8)} (mine), Mam's is {digits(8)}",
          f"Laya member number {digits(9)}, group scheme from the INTO")
    r.add("hospital_appointment_reference",
          f"Mater outpatients, Thurs 10.30, Mam's hospital no (MRN) {digits(7)}, clinic ref {rnd(UPPER, 2)}{digits(6)}",
          f"eye clinic appt — letter ref {digits(8)}/{pick('OPD', 'OPH')}, bring her glasses and the list of tablets")
    r.add("gp_booking_reference",
          f"Dr O'Neill flu jab booked, confirmation {rnd(UPPER + DIGITS, 8)}",
          f"GP online booking ref #{digits(6)} for Fri 9.15")
    r.add("an_post_tracking_number",
          f"An Post tracking {pick('CE', 'LP', 'RR', 'CP')}{digits(9)}IE - the parcel for Aoife's birthday",
          f"Registered letter to Revenue, receipt no. RR{digits(9)}IE",
          f"tracking {pick('CE', 'LS')}{digits(9)}GB from the UK shop, customs charge maybe")
    r.add("courier_tracking_number",
          f"DPD parcel {digits(14)}, they say between 11 and 12",
          f"GLS tracking number {digits(11)} for Mam's new wheelchair cushion")
    r.add("prescription_number",
          f"Rx no. {digits(8)} at the pharmacy - repeat for Mam's blood pressure tablets",
          f"prescription ref {rnd(UPPER, 2)}-{digits(6)}, ready Tuesday")
    r.add("phone_number",
          f"St Brigid's nurses station {landline()}, night manager {mobile()}",
          f"Fr Kelly mobile {mobile()}",
          f"Aoife's new number {mobile()} (delete the old one)")
    r.add("library_card_number",
          f"library card number {digits(14)} (the number isn't secret, it's printed on the card — the PIN I keep in my head)",
          f"Mam's library card {digits(14)} for the housebound service")
    r.add("bill_payment_iban",
          f"To pay the nursing home top-up: IBAN {ie_iban()} BIC {pick('AIBKIE2D', 'BOFIIE2D', 'IPBSIE2D')}, ref = Mam's name + room no.",
          f"Bin company bank details for paying in: {ie_iban(False)}",
          f"Painter's invoice - pay to IBAN {ie_iban()}, reference INV-{digits(5)}")
    r.add("bank_sort_code",
          f"AIB Clontarf sort code 93-{digits(2)}-{digits(2)}",
          f"Mam's old account: sort code 90-{digits(2)}-{digits(2)} (closed now, all moved to the joint)")
    r.add("password_changed_note",
          "changed the Revenue password today, the new one is written in the little red book in the bureau",
          "Netflix made me reset the password after Aoife's friend used it. Done, told nobody the new one",
          "MyGovID password changed 12 March — reminder to change it again in the autumn")
    r.add("password_hint",
          "hint for Netflix: Dad's boat + the year we moved house",
          "Email password hint - the dog before Toby, then the house number",
          "the bank one is the same pattern as the library one, just with a capital")
    r.add("pin_reminder_without_pin",
          "new debit card coming - the PIN comes separately in the post, DON'T throw out the envelope",
          "Mam's card PIN is the same as her old one, the bank kept it the same",
          "changed my card PIN at the ATM on Vernon Ave, it's 4 digits as usual")
    r.add("password_policy_note",
          "MyGovID wants 10 or more characters, one number, one capital and one symbol",
          "Revenue won't let you reuse any of the last 5 passwords. Must be 8-20 characters")
    r.add("car_registration",
          f"car reg {plate()}",
          f"Mam's old car {plate()} — sold to the neighbour, change the log book",
          f"the taxi that brought Mam back from the hospital was {plate()} in case she left her bag in it")
    r.add("nct_booking_reference",
          f"NCT booked Northpoint 8.15 Wed, booking ref {digits(8)}",
          f"NCT cert number {rnd(UPPER, 2)}{digits(8)}, due again {card_expiry()}")
    r.add("motor_tax_disc_number",
          f"motor tax disc serial {digits(9)}, expires end of month",
          f"motor tax receipt no. {rnd(UPPER, 3)}{digits(7)}")
    r.add("flight_booking_reference",
          f"Ryanair Dublin - Faro 3 May booking ref {rnd(UPPER + DIGITS, 6)}, seats 12A 12B",
          f"Aer Lingus ref {rnd(UPPER, 6)} for Lourdes trip with the parish")
    r.add("ferry_booking_reference",
          f"Irish Ferries Rosslare-Cherbourg, booking no. {digits(8)}",
          f"ferry booking {rnd(UPPER, 3)}{digits(6)} - car + 2 adults, cabin")
    r.add("hotel_confirmation_number",
          f"Hotel in Killarney confirmation {digits(10)} (2 nights, B&B)",
          f"booking.example confirmation: {digits(10)}, PIN code for the booking is on the email — not needed to check in")
    r.add("care_home_invoice_number",
          f"St Brigid's invoice no. SB-{digits(6)} for hairdresser & chiropody €{digits(2, True)}.00",
          f"nursing home statement {digits(4)}/{digits(5)} — Fair Deal contribution taken out 1st of the month")
    r.add("utility_account_number",
          f"Electric Ireland account no {digits(9)}",
          f"eir landline account number {digits(10)}",
          f"Bord Gáis account: {digits(9)} (Mam's house)")
    r.add("revenue_document_reference",
          f"Revenue letter, document ID {digits(10)}, re: tax credits for 2024 — nothing to do",
          f"Local property tax receipt {rnd(UPPER, 3)}{digits(8)}")
    r.add("pension_reference_number",
          f"Pension payslip reference {digits(7)}/{digits(2)}",
          f"State pension claim ref {rnd(UPPER, 2)}{digits(8)} for Mam's widow's pension query")
    r.add("online_order_number",
          f"Amazon order {digits(3)}-{digits(7)}-{digits(7)} (large print crosswords for Mam)",
          f"Harvey Norman order no. {digits(9)}, delivery Sat")
    r.add("appliance_serial_number",
          f"Washing machine model WAN{digits(5)}GB serial {rnd(UPPER + DIGITS, 12)}",
          f"Mam's hearing aid serial {digits(8)}, warranty till {card_expiry()}",
          f"boiler serial no. {rnd(UPPER + DIGITS, 4)}-{digits(6)}-{digits(4)} for the service man")
    r.add("wifi_network_name",
          f"Aoife's wifi is called eir{digits(5)}-2.4G — password she'll text me, don't bother writing it",
          "The home's guest wifi is 'StBrigids_Visitors', no password at all, just tick the box")
    r.add("router_ip_address",
          "the router page is 192.168.1.254 - Aoife says never touch the settings",
          f"printer IP 192.168.1.{secrets.randbelow(200) + 20}, if it stops printing turn the router off and on")
    r.add("app_version",
          f"pharmacy app version 4.{secrets.randbelow(20)}.{secrets.randbelow(10)} is the one that works on the old iPad",
          f"iPad is on iOS 15.{secrets.randbelow(8)}.{secrets.randbelow(3)}, can't update any further")
    r.add("discount_code",
          f"Boots 15% off code WELCOME{digits(2)} — expires end of the month",
          f"10% off code for the garden centre: SPRING{digits(2)}{rnd(UPPER, 2)}",
          f"coupon from the Sunday paper {rnd(UPPER + DIGITS, 8)} for the Dunnes voucher thing")
    r.add("yarn_product_code",
          f"wool for Mam's cardigan - shade {digits(4)}, dye lot {digits(5)}, need 2 more balls SAME LOT",
          f"knitting pattern no. {rnd(UPPER, 2)}{digits(4)}")
    r.add("raffle_ticket_numbers",
          f"parish raffle tickets: {digits(4)}-{digits(4)}, {digits(4)}-{digits(4)} (sold to the choir)",
          f"my Lotto numbers: {', '.join(str(secrets.randbelow(47) + 1) for _ in range(6))}")
    r.add("hall_booking_reference",
          f"Church hall booked for the ICA coffee morning, ref CH-{digits(4)}/{digits(2)}",
          f"hall booking #{digits(5)} for the active retirement group, Weds 2-4")
    r.add("parish_donation_iban",
          f"St Columba's parish bank details for the Christmas dues envelope: {ie_iban()} — printed on the envelope anyway",
          f"For the Trócaire box, online donations IBAN {ie_iban(False)}, ref LENT{digits(2)}")
    r.add("bin_collection_account",
          f"Panda bins customer no {digits(8)}, lift day Thursday",
          f"bin tag number {rnd(UPPER, 2)}{digits(7)} on the brown bin")
    r.add("leap_card_number",
          f"my Leap card no. {digits(10)} (printed on the back)",
          f"Free travel pass number {rnd(UPPER, 1)}{digits(9)}")
    r.add("tv_licence_number",
          f"TV licence no. {digits(10)}, renewal October",
          f"Mam's TV licence (free one) {rnd(UPPER, 2)}{digits(8)}")
    r.add("passport_application_reference",
          f"Passport Online application no. {digits(11)} — they said 10 working days",
          f"passport number for the travel insurance form: P{rnd(UPPER, 1)}{digits(7)}")
    r.add("hymn_numbers",
          f"Sunday hymns: {secrets.randbelow(400) + 1}, {secrets.randbelow(400) + 1}, {secrets.randbelow(400) + 1}, {secrets.randbelow(400) + 1} (Fr Kelly changed the last one)",
          f"for the hymn board at Mam's month's mind: {secrets.randbelow(400) + 1} / {secrets.randbelow(400) + 1} / {secrets.randbelow(400) + 1}")
    r.add("vaccine_batch_number",
          f"flu vaccine batch {rnd(UPPER, 1)}{digits(5)}{rnd(UPPER, 2)} given left arm 10 Oct",
          f"Mam's covid booster lot no. {rnd(UPPER + DIGITS, 6)}, the home keeps the card")
    r.add("medication_schedule",
          f"Mam's tablets: amlodipine 5mg morning, atorvastatin {pick('10', '20')}mg night, vit D 1000IU",
          "my own — thyroxine 75mcg before breakfast, half hour before tea")
    r.add("medical_card_number",
          f"Mam's medical card no. {digits(8)}{rnd(UPPER, 1)}, valid till {card_expiry()}",
          f"GP visit card number {digits(7)}{rnd(UPPER, 1)} (mine)")
    r.add("two_factor_setup_note",
          f"Turned on text message codes for Revenue, the codes go to {mobile()}",
          "Aoife set up the authenticator app on my phone. If I get a new phone I have to ask her before wiping the old one",
          "the bank sends a code by text every time now, it only lasts 5 minutes")
    r.add("door_code_reference_note",
          "Door code for the home is on the laminated card in my purse, not in the phone",
          "St Brigid's are changing all the door codes on the 1st, the nurse will give me the new one at the desk",
          "hall alarm code is with the sacristan, ask Mrs Byrne if I forget")
    r.add("key_safe_note_no_code",
          "key safe is on the left of Mam's back door behind the ivy; the carers get the code from the HSE coordinator",
          "need to change the key safe code after the plumber — it's a 4 digit one, you push the button in first")
    r.add("booking_confirmation_uuid",
          f"the link in the visiting booking email had id={uid()} in it, in case the slot disappears",
          f"Care home visit booking ref {uid()}")
    r.add("returns_reference",
          f"M&S return — returns no. {rnd(UPPER, 3)}{digits(8)}, drop at the post office by Friday",
          f"return authorisation RMA-{digits(7)} for the broken kettle")
    r.add("rail_booking_reference",
          f"Irish Rail to Galway, collection ref {rnd(UPPER + DIGITS, 8)} — print at the machine in Heuston",
          f"Bus Éireann ticket ref {digits(9)}, seat 14")
    r.add("cheque_number",
          f"cheque no. {digits(6)} to the Credit Union for €{digits(3, True)}, chequebook nearly done",
          f"Mam's cheque {digits(6)} to the chiropodist never cashed")
    r.add("whatsapp_safety_number",
          "Aoife showed me the WhatsApp security code thing, ours matched: " + " ".join(digits(5) for _ in range(12)),
          "verified the safety number with the priest's phone " + " ".join(digits(5) for _ in range(6)) + " ... (only first half)")
    r.add("card_last_four_digits",
          f"the card ending {digits(4)} is the one they charged twice, ring the bank",
          f"Netflix is paid with the visa ending {digits(4)}, expiry {card_expiry()}")
    r.add("expired_card_note",
          f"old Mastercard expired {card_expiry(20, 4)} - cut up and binned",
          "Mam's old bank card cancelled after she lost the purse, new one sent to my address")
    r.add("credit_union_member_number",
          f"Credit Union member no {digits(5)} (Mam's is {digits(5)}), the book's in the drawer",
          f"CU loan account ref {digits(6)}-{digits(2)}")
    # a few more, written on other days
    r.add("gprn_number", f"GPRN for the cottage: {digits(7)} (it's on the gas bill top right)")
    r.add("meter_reading", f"water meter? no - ESB smart meter no. {digits(8)}, reads itself now")
    r.add("home_insurance_policy_number", f"house insurance renewed, new policy no. {rnd(UPPER, 2)}{digits(8)}, same premium near enough")
    r.add("car_insurance_policy_number", f"insurance disc for the windscreen, policy {digits(8)}/{digits(2)}")
    r.add("health_insurance_member_number", f"Mam's VHI card: member {digits(8)}, plan Health Plus, policy {digits(9)}")
    r.add("gp_booking_reference", f"bloods booked at the practice, ref {rnd(UPPER, 3)}{digits(5)}, fasting!")
    r.add("courier_tracking_number", f"Fastway/Nuvo parcel {rnd(UPPER, 2)}{digits(10)} — leave with neighbour at no. {digits(2, True)}")
    r.add("prescription_number", f"Mam's repeat script no. {digits(7)}, GP faxed it to the pharmacy")
    r.add("library_card_number", f"library card (barcode under the picture) {digits(14)}")
    r.add("bank_sort_code", f"BIC AIBKIE2D, NSC 93{digits(4)}")
    r.add("password_policy_note", "the pension site says passwords expire every 90 days and it'll email me a week before")
    r.add("nct_booking_reference", f"NCT retest ref {digits(8)}, only the brake light")
    r.add("motor_tax_disc_number", f"motor tax renewal PIN letter came - ref number on the top {digits(10)}, the PIN part is torn off and in the drawer")
    r.add("flight_booking_reference", f"flight to Lanzarote, ref {rnd(UPPER + DIGITS, 6)}, check in opens 24h before")
    r.add("ferry_booking_reference", f"Holyhead ferry ref {digits(9)} (Stena) — arrive 1 hr before")
    r.add("hotel_confirmation_number", f"Hotel Westport conf. no {digits(8)}.{digits(3)}")
    r.add("online_order_number", f"argos order {digits(9)}, collection point in Artane")
    r.add("app_version", f"Aoife says update the banking app to v{secrets.randbelow(5) + 6}.{secrets.randbelow(30)}.{secrets.randbelow(10)} or it stops working")
    return r


def main() -> None:
    write_corpora("make_heldout81.py", [
        ("heldout81_credentials.yaml", credentials(), "batch 81 (retired Dublin teacher minding her own and her mother's affairs), written blind; every value synthetic"),
        ("heldout81_lookalikes.yaml", lookalikes(), "batch 81 look-alikes: Eircodes, MPRNs, policy and booking refs, bill IBANs, password talk without passwords, written blind"),
    ])


if __name__ == "__main__":
    main()
