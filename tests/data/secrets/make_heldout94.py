# ruff: noqa: E501
"""Writes heldout94_credentials.yaml and heldout94_lookalikes.yaml: held-out batch 94.

Persona: Linda and Gary, a retired couple in a Sarasota, Florida condo, who share one notes
app and are not technical. They write plain American English with typos and keep everything
there: bank and credit-card logins, Medicare.gov and pension portal passwords, the garage,
gate and key-fob codes, Ring and Nest, the Wi-Fi, the grandkids' iPad passcode, Amazon and
Netflix, security answers, the church door code and the boat-storage padlock combination,
next to claim, prescription, confirmation and tracking numbers, plates and phone numbers.

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
    amex,
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

WORDS = ["Sunshine", "Pelican", "Buddy", "Marlin", "Siesta", "Tarpon", "Mango", "Heron", "Lucky",
         "Osprey", "Manatee", "Gators", "Tigers", "Bluebird", "Daisy", "Sailfish", "Sandpiper",
         "Redsox", "Michigan", "Buckeye", "Grandma", "Papa", "Cocoa", "Rosie", "Duke", "Snowbird"]
SURNAMES = ["Kowalski", "Brennan", "Lindqvist", "Ferraro", "Dombrowski", "McAllister", "Haverkamp", "Nowicki", "Sorensen"]
PETS = ["Pepper", "Skipper", "Bandit", "Muffin", "Rusty", "Taffy", "Sparky", "Ginger", "Bosco"]
STREETS = ["Elm St", "Maple Ave", "Grand River", "Oakdale", "Chestnut Ln", "Birchwood Dr", "Linden"]
CARS = ["57 Chevy Bel Air", "Ford Falcon", "VW Beetle", "Plymouth Valiant", "Rambler", "Dodge Dart"]
CITIES = ["Toledo", "Flint", "Kalamazoo", "Erie", "Dayton", "Saginaw", "Akron"]
MASCOTS = ["Wildcats", "Hornets", "Trojans", "Rams", "Vikings", "Bulldogs"]
PNR = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
VIN = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def w() -> str:
    return secrets.choice(WORDS)


def hpw() -> str:
    """A password a retired couple picked, or one a site or grandson generated for them."""
    return pick(
        f"{w()}{digits(4)}{pick('!', '#', '$', '')}",
        f"{w().lower()}{w()}{digits(2)}",
        f"{w()}#{digits(2)}{w()}",
        f"{w()}{digits(2)}{w()}!",
        f"{pick(*PETS)}{pick(*SURNAMES)}{digits(3)}",
        rnd(ALNUM, pick(10, 12)),
        pw(),
    )


def wifi_key() -> str:
    return pick(f"{w().lower()}{digits(4)}{w().lower()}", rnd(ALNUM, 12), f"{w()}{w()}{digits(3)}")


def combo() -> str:
    return f"{secrets.randbelow(40):02d}-{secrets.randbelow(40):02d}-{secrets.randbelow(40):02d}"


def date() -> str:
    return f"{secrets.randbelow(12) + 1}/{secrets.randbelow(28) + 1}"


def phone(area: str = "941") -> str:
    return f"({area}) 555-01{digits(2)}"


def aba() -> str:
    """A routing number with a valid ABA check digit (Florida's Fed district prefix)."""
    while True:
        body = pick("06", "26") + digits(6)
        d = [int(c) for c in body]
        for last in range(10):
            if (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + last)) % 10 == 0:
                return body + str(last)


def vin() -> str:
    values = {**{str(i): i for i in range(10)},
              **dict(zip("ABCDEFGH", range(1, 9), strict=False)), **dict(zip("JKLMN", range(1, 6), strict=False)), "P": 7, "R": 9,
              **dict(zip("STUVWXYZ", range(2, 10), strict=False))}
    weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    body = list(pick("1FT", "1FM", "2T1", "JTD", "1HG", "5YJ", "KM8") + rnd(VIN, 14))
    body[8] = "0"
    check = sum(values[c] * wt for c, wt in zip(body, weights, strict=False)) % 11
    body[8] = "X" if check == 10 else str(check)
    return "".join(body)


def npi() -> str:
    return luhn("80840" + pick("1", "2") + digits(3), 15)[5:]


def usps() -> str:
    return groups(pick("9400", "9205", "9405") + digits(18), 4)


def fl_plate() -> str:
    return pick(f"{rnd(UPPER, 3)} {rnd(UPPER, 1)}{digits(2)}", f"{digits(3, True)} {rnd(UPPER, 3)}", f"{rnd(UPPER, 2)}{digits(2)}{rnd(UPPER, 2)}")


def hin() -> str:
    return f"{rnd(UPPER, 3)}{digits(5)}{pick(*'ABCDEFGHIJKL')}{digits(1)}{digits(2)}"


def credentials() -> Rows:
    r = Rows()
    r.add("bank_online_login",
          f"Chase online\nuser: lindagwhit{digits(2)}\npw: {hpw()}",
          f"gary's chase login is garywhitfield{digits(2)} and the password {hpw()} (he changed it in march, the old one dont work)",
          f"Bank of America app - Linda\nOnline ID  lwhit{digits(4)}\nPasscode  {hpw()}",
          f"Linda: whats the chase password again??\nGary: {hpw()}  capital letter at the start")
    r.add("credit_union_login",
          f"Suncoast credit union - member # {digits(7, True)} password {hpw()}",
          f"CU online banking pw {hpw()}  (username is Gary's email)",
          f"credit union Access ID gwhitfield{digits(2)}\nPassword: {hpw()}\nsecurity word: {pick(*PETS).lower()}")
    r.add("credit_card_number_cvv",
          f"Visa from Chase {groups(luhn('4'), 4)} exp {card_expiry()} cvv {digits(3)}",
          f"Gary's Amex {amex()}  exp {card_expiry()}  the 4 digit code on the front {digits(4)}",
          f"Costco citi card\n{groups(luhn('4'), 4, '-')}\nexp {card_expiry()}\nback code {digits(3)}",
          f"mastercard (the backup one in the kitchen drawer) {luhn(pick('51', '52', '53', '54', '55'))} {card_expiry()} {digits(3)}")
    r.add("credit_card_website_login",
          f"Capital One website: username LindaW{digits(4)} password {hpw()}",
          f"amex online acct login gary.whitfield{digits(2)} / {hpw()}",
          f"Citi card site - pw is {hpw()}, user name same as email")
    r.add("debit_card_pin",
          f"debit card pin {digits(4)}",
          f"Linda ATM pin for the Suncoast card = {digits(4)}   Gary's is {digits(4)}",
          f"new debit card came today. PIN they mailed is {digits(4)} (shred the letter!!)")
    r.add("medicare_gov_password",
          f"Medicare.gov account\nuser: LWhitfield{digits(2)}\npassword: {hpw()}",
          f"medicare website gary - username garyw{digits(3)} pw {hpw()}  they make you change it evry year",
          f"For medicare.gov the new pasword is {hpw()}",
          f"Medicare acct (to look at the Part B bills)\n{hpw()}")
    r.add("pension_portal_password",
          f"Gary's pension (the union one) portal login GWHIT{digits(4)} / {hpw()}",
          f"Pension website password {hpw()} - Lindas teacher retirement acct, user is her email",
          f"TRS pension portal\nPIN {digits(6)}\npassword {hpw()}")
    r.add("garage_door_code",
          f"garage keypad code {digits(4)}",
          f"Garage door code is {digits(4)} then push the ENTER button",
          f"tell Maria (cleaning lady) garage code {digits(4)}# -- delete this after she's done in Nov")
    r.add("community_gate_code",
          f"Front gate code for visitors: #{digits(4)}",
          f"Gate code at the Palms {digits(4)}  (the back gate on Bee Ridge uses {digits(5)})",
          f"text for the kids: when you get to the gate punch in *{digits(4)} and it'll open, we're building C")
    r.add("condo_key_fob_pin",
          f"key fob pin for pool & gym {digits(4)}",
          f"Condo fob - if the fob doesnt beep hold it up and type the PIN {digits(4)} on the pad",
          f"fob PIN Linda {digits(4)} / Gary {digits(4)}")
    r.add("ring_login",
          f"Ring doorbell app\nemail lindawhit{digits(2)}@mail.example\npassword {hpw()}",
          f"ring account pw {hpw()}",
          f"Ring login (Gary set it up): garyw{digits(2)}@comcast.example  {hpw()}")
    r.add("nest_login",
          f"Nest thermostat - google acct linda.whitfield{digits(2)}@mail.example pw {hpw()}",
          f"nest app password {hpw()}  do NOT change the schedule in the summer!!",
          f"Nest: user garywhit pass {hpw()}")
    r.add("home_wifi_password",
          f"WiFi name: Whitfield_Home\nPassword: {wifi_key()}",
          f"wifi pasword {wifi_key()} (its case sensitive Gary!)",
          f"Our internet: network WHITFIELD-5G  key {rnd(ALNUM, 12)}",
          f"for the new TV it wants the wifi password, type {wifi_key()}")
    r.add("guest_wifi_password",
          f"Guest wifi for company: network 'Whitfield Guest'  pw {wifi_key()}",
          f"for the grandkids tablets the guest network password is {wifi_key()}",
          f"GUEST wifi {wifi_key()}")
    r.add("grandkids_ipad_passcode",
          f"Grandkids iPad passcode {digits(6)}",
          f"the passcode we set on Emma and Jake's ipad is {digits(4)} - dont tell them lol",
          f"ipad (the purple case one) code {digits(6)}. Screen Time passcode {digits(4)}")
    r.add("amazon_password",
          f"Amazon\nlinda.whitfield{digits(2)}@aol.example\n{hpw()}",
          f"amazon pw {hpw()}",
          f"Gary's amazon password is {hpw()} - Prime renews in Jan")
    r.add("netflix_password",
          f"Netflix login: whitfieldfamily{digits(2)}@mail.example  password: {hpw()}",
          f"netflix pass {hpw()} and the profile lock PIN on Gary's profile {digits(4)}",
          f"Netflix on the bedroom TV wants the password again... it's {hpw()}")
    r.add("security_question_answers",
          f"Security questions for the bank\nmother's maiden name: {pick(*SURNAMES)}\nfirst pet: {pick(*PETS)}\nstreet grew up on: {pick(*STREETS)}",
          f"Medicare security q: favorite teacher = Mrs. {pick(*SURNAMES)}, city we met = {pick(*CITIES)}",
          f"answers we gave Amex: first car - {pick(*CARS)}, high school mascot - {pick(*MASCOTS)}",
          f"REMEMBER for Fidelity the 'name of your first pet' answer is {pick(*PETS).lower()}{digits(2)} not just the name")
    r.add("church_door_code",
          f"St. Mark's side door code (Tuesday food pantry) {digits(4)}",
          f"church kitchen door {digits(5)} then turn the handle hard",
          f"Pastor Dave said the volunteer entrance code is now {digits(4)}* - changed after Easter")
    r.add("boat_storage_padlock_combo",
          f"boat storage lock combo {combo()}",
          f"Lock on the boat storage unit B-{digits(2)}: {digits(4)} (the brass one)",
          f"padlock at Marina Jack storage - R {secrets.randbelow(40)}, L {secrets.randbelow(40)}, R {secrets.randbelow(40)}")
    r.add("email_account_password",
          f"Comcast email lindaw{digits(3)}@comcast.example pw {hpw()}",
          f"AOL email password {hpw()}",
          f"Gary gmail: gary.whitfield.{digits(2)}@mail.example\n{hpw()}")
    r.add("apple_id_password",
          f"Apple ID linda.whitfield@icloud.example password {hpw()}",
          f"apple id pw for Gary {hpw()} (needs it for the app store every time ugh)",
          f"Apple ID pass {hpw()} - same one on the ipad")
    r.add("iphone_passcode",
          f"Gary's iphone passcode {digits(6)}",
          f"my phone code {digits(6)} in case I forget AGAIN",
          f"Linda phone passcode changed to {digits(6)} after the update made her")
    r.add("house_alarm_code",
          f"ADT alarm code {digits(4)}   duress code {digits(4)}",
          f"Alarm: disarm {digits(4)}. password when ADT calls is '{w().lower()}'",
          f"house alarm code for Barb next door while we're up north: {digits(4)}")
    r.add("home_safe_combination",
          f"closet safe combo {combo()}",
          f"Safe in the bedroom - keypad {digits(6)} then the # key",
          f"gun safe in garage\n{combo()}\nturn right 4 times first")
    r.add("brokerage_login",
          f"Fidelity\nusername gwhitfield{digits(2)}\npassword {hpw()}",
          f"Schwab login Linda: LWhitfield{digits(4)} / {hpw()}",
          f"Edward Jones online access pw {hpw()}")
    r.add("paypal_venmo_password",
          f"Paypal - linda's email, password {hpw()}",
          f"Venmo pw {hpw()}  (only use it to pay Jen back)",
          f"paypal\nlinda.whitfield{digits(2)}@aol.example\n{hpw()}\n(Gary dont buy coins on there again)")
    r.add("pharmacy_account_password",
          f"CVS app pw {hpw()}",
          f"Walgreens.com login garyw{digits(2)} pass {hpw()}",
          f"Publix pharmacy app\nemail: linda.whitfield{digits(2)}@mail.example\npassword: {hpw()}")
    r.add("patient_portal_password",
          f"MyChart (Sarasota Memorial) user lwhitfield{digits(2)} pw {hpw()}",
          f"Dr. Patel patient portal password {hpw()}",
          f"heart doctor portal - Gary\nusername: GaryW{digits(4)}\npassword: {hpw()}")
    r.add("insurance_portal_password",
          f"AARP Medicare supplement website password {hpw()}",
          f"Humana login linda.w{digits(2)}  {hpw()}",
          f"homeowners ins (Citizens) online account pw {hpw()}")
    r.add("utility_account_password",
          f"FPL account online password {hpw()}",
          f"water bill website (county utilities) user whitfield{digits(3)} pw {hpw()}",
          f"Xfinity account (to pay internet bill) user lgwhitfield{digits(2)}\npass: {hpw()}")
    r.add("hoa_portal_password",
          f"condo association portal pw {hpw()}",
          f"HOA website login - our unit email, password {hpw()}",
          f"condo portal - new pw after they switched companies: {hpw()}")
    r.add("facebook_password",
          f"Facebook Linda {hpw()}",
          f"gary's facebook got hacked, NEW password is {hpw()}",
          f"FB for the church group page\nlinda.whitfield{digits(2)}@mail.example / {hpw()}")
    r.add("router_admin_password",
          f"Router admin (192.168.1.1) user admin pass {rnd(ALNUM, 10)}",
          f"Tyler said if the internet is down log in to the router with admin / {hpw()} and hit reboot",
          f"router login page password (NOT the wifi one) {rnd(ALNUM, 12)}")
    r.add("email_app_password",
          f"Tyler made a special password for the printer to scan to email: {app_password()}",
          f"app password for Outlook on the old laptop {app_password()}",
          f"ipad mail app wouldnt take our regular pw so Tyler made this one {app_password()}")
    r.add("two_factor_backup_codes",
          "Google backup codes (Linda) - each one works once\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(5)),
          "backup codes for amazon 2 step: " + ", ".join(rnd(LOWER + DIGITS, 10) for _ in range(3)),
          "Fidelity gave us these if we lose the phone:\n" + "\n".join(f"{hexs(5)}-{hexs(5)}" for _ in range(4)))
    r.add("authenticator_setup_key",
          f"Tyler: if you ever get a new phone, the setup key for the Fidelity authenticator is {groups(rnd(BASE32, 32), 4)}",
          f"authenticator secret key for gmail {groups(rnd('abcdefghijklmnopqrstuvwxyz234567', 32), 4)}",
          f"Schwab security token setup code {rnd(BASE32, 16)} (Tyler wrote this down for us)")
    r.add("voicemail_pin",
          f"home phone voicemail pin {digits(4)}",
          f"Gary's cell voicemail password {digits(6)}",
          f"voicemail on the landline: dial *98 then {digits(4)}#")
    r.add("phone_carrier_account_pin",
          f"Verizon account PIN {digits(4)} - they ask for it when you call",
          f"T-Mobile acct pin {digits(6)}, number transfer pin {digits(6)}",
          f"Consumer Cellular - they asked for a PIN on the account, we said {digits(4)}")
    r.add("costco_login",
          f"Costco.com password {hpw()}",
          f"costco website: linda email / {hpw()}",
          f"Sams club login gary {hpw()}")
    r.add("cruise_line_account",
          f"Royal Caribbean account pw {hpw()}",
          f"Carnival login gwhitfield{digits(2)} {hpw()}",
          f"Royal Caribbean: Crown & Anchor # {digits(9, True)}\npw {hpw()}")
    r.add("airline_account_login",
          f"Delta SkyMiles # {digits(10, True)} password {hpw()}",
          f"Southwest rapid rewards login Gary: {hpw()}",
          f"American Airlines AAdvantage login {rnd(UPPER + DIGITS, 7)} password {hpw()}")
    r.add("tax_account_login",
          f"TurboTax user whitfieldtaxes{digits(2)} pw {hpw()}",
          f"IRS online acct (ID.me) linda email pw {hpw()}",
          f"IRS Identity Protection PIN for this years return: {digits(6)} (new one every January)")
    r.add("key_lockbox_code",
          f"key lockbox by the lanai door code {digits(4)}",
          f"hide-a-key box on the hose bib - {digits(3)}",
          f"Jen: the key is in the little box next to the door, code {digits(4)}, put it back after pls!")
    r.add("car_door_keypad_code",
          f"Ford keypad code on drivers door {digits(5)}",
          f"car door keypad {digits(5)} (in case keys locked in car again, Gary)",
          f"Lincoln door keypad code {digits(5)}")
    r.add("streaming_service_password",
          f"Hulu/Disney bundle {hpw()}",
          f"Peacock pw {hpw()} for the golf",
          f"YouTube TV (Tyler's account he shares w us)\n{hpw()}")
    r.add("gift_card_number_pin",
          f"Home Depot gift card # {digits(16)} PIN {digits(4)}",
          f"Target gift card from Jen {digits(15)} access # {digits(8)}",
          f"Amazon gift card claim code {rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 5)} (from the church raffle, not used yet)")
    r.add("golf_club_login",
          f"Golf club tee time site - member #{digits(4, True)} password {hpw()}",
          f"tee times login for gary\ngwhitfield{digits(2)}\n{hpw()}",
          f"golf league website pw {hpw()}")
    r.add("ebay_password",
          f"ebay pw {hpw()}",
          f"eBay account for selling Gary's coins: user garyscoins{digits(2)} password {hpw()}",
          f"ebay password changed to {hpw()} on {date()}")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add("condo_unit_number",
          f"Our address: {digits(4, True)} Palmetto Bay Dr Unit {digits(3, True)}, Sarasota FL 342{digits(2)}",
          f"Barb & Ron are in unit {digits(3, True)}, building {pick('A', 'B', 'C')}",
          f"condo # is {pick('B', 'C')}-{digits(3, True)}, mailbox #{digits(3, True)}")
    r.add("parking_and_lot_number",
          f"our carport space is #{digits(2, True)}, guest parking is spots {digits(2, True)} thru {digits(2, True)}",
          f"Lot {digits(3, True)} block {digits(1, True)} - from the closing papers, parcel id {digits(10, True)}",
          f"guest pass for the kids car: lot B, space {digits(2, True)}, permit # {digits(5, True)}")
    r.add("insurance_claim_reference",
          f"hurricane claim w/ Citizens - claim # {digits(2)}-{digits(6)}-{digits(2)}, adjuster Mike",
          f"Humana claim ref {rnd(UPPER + DIGITS, 12)} for the MRI, they said allow 30 days",
          f"auto claim number {digits(10, True)} (Gary's fender thing at Publix)")
    r.add("prescription_number",
          f"Rx # {digits(7, True)} lisinopril 10mg, refills left 3",
          f"Gary's eye drops Rx number {digits(7, True)}-{digits(5)} at CVS",
          f"Walgreens refill line - press 1 then enter Rx {digits(7, True)} then the store number {digits(5)}")
    r.add("appointment_confirmation",
          f"Dermatologist Thurs 10:15, confirmation {rnd(UPPER + DIGITS, 8)}",
          f"colonoscopy appt confirmation # {digits(9, True)}  NO food after midnight!!",
          f"Dentist cleaning Linda - conf code {digits(6)}")
    r.add("ups_tracking_number",
          f"UPS tracking 1Z{rnd(UPPER + DIGITS, 16)} for the new recliner",
          f"the lanai cushions - 1Z {rnd(UPPER + DIGITS, 6)} {digits(2)} {digits(4)} {digits(4)} (says Wed)",
          f"ups said delivered but no box?? 1Z{rnd(UPPER + DIGITS, 16)} call them")
    r.add("usps_tracking_number",
          f"USPS {usps()} Jen's birthday package",
          f"tracking for the returned hearing aid\n{usps()}",
          f"USPS certified mail receipt {usps()} (the letter to the HOA board)")
    r.add("fedex_tracking_number",
          f"FedEx {digits(12, True)} - needs signature, someone has to be home",
          f"Fedex tracking # {groups(digits(12, True), 4)} pills from the mail order pharmacy",
          f"fedex door tag # {digits(12, True)} - pick up at the Walgreens on Bee Ridge")
    r.add("phone_numbers",
          f"Dr. Patel office {phone()}",
          f"Pest control guy Eddie {phone()}, he comes 2nd Tues",
          f"Emergency contacts: Jen cell {phone('813')} / Tyler {phone('727')}",
          f"condo office {phone()} ext {digits(3, True)}, after hours maintenance {phone()}")
    r.add("insurance_policy_number",
          f"Homeowners policy # {rnd(UPPER, 2)}{digits(8)}",
          f"State Farm auto policy {digits(3, True)} {digits(4)}-{rnd(UPPER, 1)}{digits(2)}-{digits(2)}",
          f"flood ins policy number {digits(10, True)} renews Sept")
    r.add("license_plate",
          f"Gary's truck plate {fl_plate()}",
          f"Linda's car tag {fl_plate()} renews on Gary's birthday",
          f"boat trailer tag {fl_plate()} (sticker is on the back left)")
    r.add("password_reset_note",
          "reset the Chase password today, new one is in the little black book not here",
          "Medicare.gov locked us out after 3 tries, called 1-800 and they reset it. Linda picked the new one, ask her",
          f"Amazon made me change password after that weird email. did it {date()}.",
          "Netflix password reset email came but we didnt ask for it?? ignored it, Tyler says thats a scam")
    r.add("password_hint",
          "hint for the Fidelity password: dog's name + the year we got married",
          "Ring password = same as the old wifi one but with a ! at the end",
          "Apple ID hint: grandma's street and the house number, first letter capital",
          "netflix pw hint - the boat name + the year")
    r.add("pin_changed_notice",
          "changed the debit card PIN at the branch Tuesday. it's the one Gary picked, not the old one",
          f"garage code got changed by the HOA, new code is on the letter dated {date()} on the fridge",
          "Gate code changes Jan 1 every year - office emails it, don't put it here Gary",
          "church door code changed again, Pastor Dave will text it Monday")
    r.add("password_location_reference",
          "all the passwords are in the blue address book in the roll top desk, 2nd drawer",
          "the Wi-Fi password is printed on the bottom of the Xfinity box",
          "safe combo is with our lawyer Tom Reyes in the estate folder",
          "Google backup codes printed out and put in the fire box with the passports")
    r.add("wifi_network_info",
          f"wifi networks: Whitfield_Home (main) and Whitfield_Guest. router model {rnd(UPPER, 2)}{digits(4)}, MAC {mac(upper=True)}",
          "the wifi is 5G and 2.4 - the printer only sees the 2.4 one!!",
          f"Whitfield_Guest is the one for company, it turns off at midnight. router serial {rnd(UPPER + DIGITS, 12)}")
    r.add("amazon_order_number",
          f"Amazon order {digits(3, True)}-{digits(7)}-{digits(7)} - returned the shoes, refund pending",
          f"order # {digits(3, True)}-{digits(7)}-{digits(7)} the blood pressure cuff, arriving Fri",
          f"amazon return - drop off at UPS store, return code {rnd(UPPER + DIGITS, 6)}, order {digits(3, True)}-{digits(7)}-{digits(7)}")
    r.add("cruise_booking_number",
          f"Alaska cruise booking # {digits(7, True)} sail date June 8, cabin {digits(4, True)}",
          f"Royal Caribbean reservation {digits(7, True)}, muster station {pick('A', 'B', 'C', 'D')}")
    r.add("flight_confirmation_code",
          f"Delta to Detroit - confirmation {rnd(PNR, 6)} seats 22A 22B",
          f"Southwest conf # {rnd(PNR, 6)}  check in 24 hrs before!!",
          f"flights for Thanksgiving\nout: {rnd(PNR, 6)}\nback: {rnd(PNR, 6)}")
    r.add("hotel_confirmation",
          f"Hampton Inn Savannah confirmation {digits(9, True)}, 2 nights",
          f"hotel for the wedding - conf # {digits(8, True)} cancel by the 10th",
          f"Marriott Bonvoy member # {digits(9, True)} (not the login, just the number)")
    r.add("rental_car_reservation",
          f"Enterprise at DTW reservation {digits(10, True)}{rnd(UPPER, 2)}",
          f"rental car conf {rnd(UPPER + DIGITS, 8)} - full size, NOT the little one")
    r.add("bank_routing_number",
          f"for the pension direct deposit form: Suncoast routing number {aba()}",
          f"routing # {aba()} (that's the bank's number, same for everybody)",
          f"Chase routing {aba()} for the tax refund direct deposit, acct # is on the checks")
    r.add("card_last_four",
          f"Amex ending in {digits(4)} is the one for Netflix & Ring autopay",
          f"card ending {digits(4)} was replaced after the fraud thing, new card ends {digits(4)}",
          f"Visa xxxx-xxxx-xxxx-{digits(4)} expired, update Amazon")
    r.add("fraud_case_number",
          f"Chase fraud dept case # {digits(9, True)} - the $412 charge in Ohio",
          f"Identity theft report - FTC report number {digits(9, True)}",
          f"Amex dispute # {rnd(UPPER, 2)}{digits(8)} for the double charge at the hotel")
    r.add("customer_service_ticket",
          f"Xfinity ticket CR{digits(9, True)} internet out again",
          f"Ring support case {digits(8, True)} - doorbell not charging",
          f"Apple support case # {digits(9, True)}, talked to Kevin")
    r.add("vehicle_vin",
          f"Gary's truck VIN {vin()}",
          f"VIN for the Camry {vin()} (for the insurance form)",
          f"golf cart serial {rnd(UPPER, 2)}{digits(4)}-{digits(6)}")
    r.add("appliance_serial_number",
          f"fridge model {rnd(UPPER, 3)}{digits(4)}{rnd(UPPER, 2)} serial {rnd(UPPER + DIGITS, 12)}",
          f"A/C unit on the roof serial {digits(4)}{rnd(UPPER, 1)}{digits(5)} installed 2019")
    r.add("boat_registration",
          f"boat reg FL {digits(4, True)} {rnd(UPPER, 2)}, hull ID {hin()}",
          f"Hull # {hin()} needed for the marina storage contract",
          f"boat decal expires June, reg # FL {digits(4, True)} {rnd(UPPER, 2)}")
    r.add("coupon_code",
          f"Bealls coupon code {rnd(UPPER + DIGITS, 10)} 20% off thru Sun",
          f"Publix promo code SAVE{digits(2)} for the delivery",
          f"Kohl's cash {digits(15, True)} pin is on the paper one - use before the 15th")
    r.add("gift_card_balance",
          f"Home Depot gift card ending {digits(4)} has $37.50 left",
          "Olive Garden gift card - used it, $12 left on it",
          f"Target gift card ending {digits(4)} - balance $0, throw away")
    r.add("tax_efile_confirmation",
          f"TurboTax e-file submission ID {digits(20)} accepted {date()}",
          f"state refund? no FL income tax. federal refund tracking uses SSN so not here. e-file conf {digits(20)}")
    r.add("pet_microchip_number",
          f"Cocoa's microchip # {pick('985', '900', '956')}{digits(12)} registered with HomeAgain",
          f"rabies tag {digits(5, True)} / microchip {pick('985', '900')}{digits(12)}")
    r.add("zoom_meeting_id",
          f"Bible study zoom Meeting ID {digits(3, True)} {digits(4)} {digits(4)} - Pastor sends the passcode by email each week",
          f"grandkids recital zoom id {digits(3, True)} {digits(3)} {digits(4)}",
          f"HOA meeting Thurs 7pm, webinar ID {digits(3, True)} {digits(4)} {digits(4)}, dial in {phone()}")
    r.add("software_version",
          f"ipad updated to iPadOS 17.{secrets.randbelow(7)}.{secrets.randbelow(3)}, now the Photos look different",
          f"Ring app version 3.{secrets.randbelow(80)}.{secrets.randbelow(10)} - Tyler says keep it updated")
    r.add("device_ip_address",
          f"printer IP 192.168.1.{secrets.randbelow(200) + 20} (Tyler wrote this on the printer too)",
          f"the Nest is at 192.168.0.{secrets.randbelow(200) + 20}, router is 192.168.0.1",
          f"Xfinity gave us a new IP? 73.{secrets.randbelow(200)}.{secrets.randbelow(250)}.{secrets.randbelow(250)} - Tyler asked")
    r.add("verification_code_explanation",
          "the bank texts a 6 digit code when you log in from a new computer, only good for 10 minutes. NEVER read it to anyone who calls!!",
          "Medicare.gov sends a code to Linda's email every time now, check spam if it doesnt come",
          "Amazon asked for the one-time code - it goes to Gary's phone, not mine")
    r.add("pension_confirmation_number",
          f"pension address change confirmation # {rnd(UPPER + DIGITS, 10)} done {date()}",
          f"TRS direct deposit change submitted, reference {digits(12, True)}")
    r.add("utility_account_number",
          f"FPL account # {digits(10, True)} (on the bill top right)",
          f"county water acct {digits(6, True)}-{digits(6)}",
          f"TECO gas acct number {digits(12, True)}")
    r.add("hoa_account_number",
          f"HOA dues acct # {digits(6, True)}, $612/qtr, autopay from Suncoast",
          f"condo assoc. owner ID {rnd(UPPER, 3)}{digits(4)} on the coupon book")
    r.add("key_fob_serial",
          f"fob numbers printed on the back: Linda's {digits(5, True)}, Gary's {digits(5, True)}. office needs them if lost ($50 to replace)",
          f"new pool fob # {digits(8, True)} activated {date()}")
    r.add("padlock_model_note",
          "boat storage lock is a Master Lock 1500D dial, if it sticks spray WD40",
          "need a new padlock for the storage unit - get the 4 number kind, NOT the dial",
          "storage padlock combo - Gary knows it, I dont. ask him")
    r.add("lab_order_number",
          f"Quest lab order # {rnd(UPPER + DIGITS, 10)} fasting bloodwork Mon 7am",
          f"LabCorp accession {digits(11, True)} (Gary cholesterol)")
    r.add("check_number",
          f"paid plumber check #{digits(4, True)} $185 on {date()}",
          f"church pledge checks #{digits(4, True)} and #{digits(4, True)}",
          f"check #{digits(4, True)} to the HOA for the special assessment, cleared {date()}")
    r.add("apple_order_number",
          f"Apple Store order W{digits(10, True)} ipad for Emma's bday",
          f"App Store receipt order ID M{rnd(UPPER + DIGITS, 9)} - the game Jake bought by mistake, asked for refund")
    r.add("storage_unit_location",
          f"boat storage: unit B-{digits(2, True)}, rack space {digits(2, True)}, gate hours 7-7",
          f"self storage on Clark Rd unit {digits(4, True)}, rent ${digits(3, True)}/mo")
    r.add("lottery_numbers",
          "Gary's Powerball numbers every week: " + " ".join(str(secrets.randbelow(69) + 1) for _ in range(5)) + f" PB {secrets.randbelow(26) + 1}",
          "Linda's Fantasy 5 numbers " + "-".join(str(secrets.randbelow(36) + 1) for _ in range(5)),
          "bingo night card numbers we like: " + ", ".join(str(secrets.randbelow(9000) + 1000) for _ in range(3)))
    r.add("drug_plan_id",
          f"Part D plan is S{digits(4, True)}-{digits(3)}, compare in Oct during open enrollment",
          f"Advantage plan H{digits(4, True)}-{digits(3)}-{digits(3)} - look at the dental coverage")
    r.add("doctor_npi_number",
          f"Dr. Patel NPI {npi()} for the claim form",
          f"physical therapy NPI {npi()} / fax {phone()}")
    r.add("password_policy_talk",
          "new rule at Medicare: password 8-20 characters with a number and a symbol, cant reuse the last 6",
          "bank says the password has to be changed every 90 days now. ugh",
          "PIN has to be 4 numbers, can't be 1234 or birthday")
    r.add("security_questions_no_answers",
          "Amex security questions we picked: first car, mother's maiden name, street grew up on (answers are the usual ones)",
          "Fidelity asks the pet question - remember its the FIRST pet not Cocoa",
          "Medicare security questions were set up in 2019, we used the same answers as the bank")
    r.add("device_serial_number",
          f"Ring doorbell serial {rnd(UPPER + DIGITS, 12)}, bought at Costco {date()}",
          f"Nest thermostat serial {digits(2)}{rnd(UPPER + DIGITS, 14)}",
          f"Emma's ipad serial {rnd(UPPER + DIGITS, 10)} (for AppleCare)")
    r.add("warranty_registration",
          f"recliner warranty reg # {rnd(UPPER, 2)}-{digits(8)}",
          f"golf cart extended warranty contract {digits(9, True)} expires 2027")
    r.add("photo_upload_reference",
          f"church photo directory order {hexs(8).upper()}, pick up pics {date()}",
          f"Walgreens photo order id {uid()} - the christmas prints")
    r.add("medical_device_reference",
          f"Gary's CPAP serial {digits(2)}{digits(9)}, supplies every 90 days",
          f"hearing aid model & lot: {rnd(UPPER, 3)}-{digits(3)} lot {rnd(UPPER + DIGITS, 8)}")
    return r


def main() -> None:
    write_corpora("make_heldout94.py", [
        ("heldout94_credentials.yaml", credentials(), "batch 94 (a retired couple's shared notes app in Sarasota), written blind; every value synthetic"),
        ("heldout94_lookalikes.yaml", lookalikes(), "batch 94 look-alikes: a retired couple's claim, Rx, booking and tracking numbers, plates, reset notes and hints, written blind"),
    ])


if __name__ == "__main__":
    main()
