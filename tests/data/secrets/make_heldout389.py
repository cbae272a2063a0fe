# ruff: noqa: E501
"""Writes heldout389_credentials.yaml and heldout389_lookalikes.yaml: held-out batch 389.

Persona: a farmer's wife in rural Iowa who does the farm's books and keeps everything in one
notes app, written plainly, sometimes dictated, with some misspellings. She keeps the John
Deere Operations Center login, the grain elevator's portal, the farm credit bank's online
banking, the shop's alarm code and the fuel tank lock, the livestock auction account, the
church cookbook committee's Google account, the Wi-Fi keys, PINs, the gun safe, the EFTPS
PIN, the login.gov personal key, the freezer-beef shop's Square and Shopify tokens and the
barn alarm's Twilio token; and many look-alikes: scale tickets, grain contracts, patron and
loan numbers, routing numbers, card last fours, Deere machine PINs (serials), VINs, cattle
EID tags, premises ids, FSA farm and tract numbers, tracking and order numbers, expired
texted codes, publishable shop keys and notes on where a password is kept.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    app_password,
    card_expiry,
    digits,
    groups,
    hexs,
    mailchimp_key,
    pick,
    pin,
    pw,
    rnd,
    seed_phrase,
    stripe_publishable_key,
    totp_seed,
    uid,
    visa,
    write_corpora,
)

FARM_WORDS = [
    "Holstein", "Angus", "Hereford", "Combine", "Soybean", "Cornfield", "Tractor", "Bessie",
    "Heifer", "Gravel", "Silo", "Pickup", "Haybale", "Rooster", "Prairie", "Cardinal",
    "Hawkeye", "Cyclone", "Meadowlark", "Grainbin", "Harvest", "Sorghum", "Pasture", "Clover",
]
NAMES = ["Buster", "Molly", "Duke", "Sadie", "Rusty", "Daisy", "Tucker", "Ginger"]
WEAK = ("1234", "0000", "1111", "2580", "1212", "1004", "6969")
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
VIN_CHARS = "0123456789ABCDEFGHJKLMNPRSTUVWXYZ"


def farm_pw() -> str:
    """A password a farm wife would pick, or one the kids set up, or a generated one."""
    return pick(
        f"{pick(*FARM_WORDS)}{digits(pick(2, 4))}{pick('!', '#', '$', '*', '!!')}",
        f"{pick(*NAMES)}{pick(*FARM_WORDS).lower()}{digits(pick(2, 4))}",
        f"{pick(*FARM_WORDS).lower()}{pick('.', '_', '-')}{pick(*NAMES).lower()}{digits(3)}{pick('!', '?', '&')}",
        pw(),
    )


def code(n: int = 4) -> str:
    return pin(n, WEAK)


def dial_combo() -> str:
    """A dial safe's combination: three numbers from 0 to 99."""
    return "-".join(f"{secrets.randbelow(100):02d}" for _ in range(3))


def wifi_key() -> str:
    return pick(
        f"{pick(*FARM_WORDS).lower()}{pick(*NAMES).lower()}{digits(4)}",
        rnd(ALNUM, pick(12, 16)),
        f"{pick(*NAMES)}{digits(2)}{pick(*FARM_WORDS)}{pick('!', '#')}",
        rnd(LOWER + DIGITS, 10),
    )


def google_backup_codes(n: int = 10) -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(n))


def logingov_key() -> str:
    """A login.gov personal key: sixteen Crockford base32 characters in four groups."""
    return "-".join(rnd(CROCKFORD, 4) for _ in range(4))


def square_token() -> str:
    return "EAAA" + rnd(URLSAFE, 60)


def square_app_id() -> str:
    """A Square application id: public, unlike its access token."""
    return "sq0idp-" + rnd(URLSAFE, 22)


def shopify_admin() -> str:
    return "shpat_" + hexs(32)


def twilio_token() -> str:
    return hexs(32)


def aba() -> str:
    """An ABA routing number with a valid check digit (Iowa's Federal Reserve prefixes)."""
    body = pick("0739", "0731", "2739", "0730") + digits(4)
    total = sum(int(c) * k for c, k in zip(body, (3, 7, 1, 3, 7, 1, 3, 7), strict=True))
    return body + str((10 - total % 10) % 10)


def vin() -> str:
    """A vehicle identification number with a valid check digit."""
    values = {**{str(d): d for d in range(10)},
              **dict(zip("ABCDEFGH", range(1, 9), strict=True)),
              **dict(zip("JKLMN", range(1, 6), strict=True)), "P": 7, "R": 9,
              **dict(zip("STUVWXYZ", range(2, 10), strict=True))}
    weights = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)
    body = pick("1GC", "1FT", "3C6", "1GT", "1XP", "1M2") + rnd(VIN_CHARS, 5) + "X" + pick("N", "P", "R", "S") + secrets.choice(VIN_CHARS) + digits(6)
    total = sum(values[c] * w for c, w in zip(body, weights, strict=True))
    check = total % 11
    return body[:8] + ("X" if check == 10 else str(check)) + body[9:]


def deere_pin() -> str:
    """A John Deere product identification number (the machine's serial): public."""
    return f"1{pick('RW', 'H0', 'N0', 'P0')}{pick('8', '7', '6', 'S')}{digits(3)}{pick('R', 'M', 'C', 'D')}{secrets.choice('ABCDEFGHJKLMNPRSTUVWXYZ')}{pick('M', 'N', 'P', 'R')}{pick('A', 'B', 'C', 'D', 'E')}{digits(6)}"


def eid_tag() -> str:
    return f"840 003 {digits(3)} {digits(3)} {digits(3)}"


def premises_id() -> str:
    return "00" + rnd(UPPER + DIGITS, 5)


def ups() -> str:
    return f"1Z{rnd(UPPER + DIGITS, 6)}{pick('03', '02', '01')}{digits(8)}"


def usps() -> str:
    return "9400 1" + " ".join([digits(3)] + [digits(4) for _ in range(3)]) + " " + digits(2)


def amazon_order() -> str:
    return f"{pick('111', '112', '113', '114')}-{digits(7)}-{digits(7)}"


def phone() -> str:
    return f"({pick('515', '712', '641', '319', '563')}) 555-01{digits(2)}"


def last4() -> str:
    return digits(4)


def money(lo: int, hi: int) -> str:
    return f"${lo + secrets.randbelow(hi - lo):,}.{digits(2)}"


def day() -> str:
    return f"{secrets.randbelow(12) + 1}/{secrets.randbelow(28) + 1}/{pick('24', '25')}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "deere_ops_center_password",
        f"John Deere Ops Center login\nuser: hoffmannfarms_linda\npass: {farm_pw()}",
        f"JD operations center - Dales login is dhoffmann@farmmail.example password {farm_pw()} (he forgets it every spring, DONT let him change it again)",
        f"deere pasword reset again ugh. new one {farm_pw()}",
        f"Ops Center (ops.deere.example)\n  username  LindaH_1962\n  password  {farm_pw()}\n  org = Hoffmann Farms",
        f"myjohndeere login for the sprayer maps - Linda / {farm_pw()} - Jake set up the org so hes the admin not me",
    )

    r.add(
        "elevator_portal_password",
        f"Tri-County Coop grain portal (portal.tricountycoop.example) patron 40112, pw {farm_pw()}",
        f"elevater website login\n{farm_pw()}\nuser name is our patron number",
        f"coop agronomy + grain acct online: username hoffmann.linda  password is {farm_pw()} — use this to check settlement sheets",
        f"Reminder to self: new password for the co-op app since the hack letter came out = {farm_pw()}",
        f"- Coop portal: lhoffmann / {farm_pw()}\n- contracts tab is where the basis is",
    )

    r.add(
        "farm_credit_banking_password",
        f"Farm Credit online banking (AgDirect too)\nUser ID: HoffFarms07\nPassword: {farm_pw()}",
        f"farm credit acess - pw {farm_pw()} . security pic is the red barn",
        f"fcs online bankin password changed 3/2 to {farm_pw()} they make you change every 90 days",
        f"Farm credit login for operating loan draws -> {farm_pw()}\n(username is my email)",
        f"Loan officer Brad said to write this down so here: farmcredit.example login lhoff62 passwd {farm_pw()}",
    )

    r.add(
        "shop_alarm_code",
        f"shop alarm code {code()} then press OFF. if it beeps wrong call ADT-ish people",
        f"Alarm in the machine shed: disarm {code()}#  arm is the same code + AWAY",
        f"SHOP ALARM\n{code()}\n(Dale changed it after the hired man quit)",
        f"Told Jake the new shop alarm code is {code()}, dont give it to his buddies",
        f"Security panel shop - master code {code(pick(4, 6))} / duress code is different and not written anywhere",
    )

    r.add(
        "fuel_tank_lock_combo",
        f"fuel tank lock combo {code()} (the diesel tank by the bins)",
        f"Gas barrel padlock: {code(pick(3, 4))}",
        f"combo for the bulk fuel locks - both tanks same - {code()}\ndont tell the neighbor kid",
        f"the off road diesel tank lock is now {code()} after somebody helped themself in June",
        f"Fuel lock code changed\nold one doesnt matter\nnew {code()}",
    )

    r.add(
        "auction_account_password",
        f"Sale barn online bidding (auction.acme.test) buyer acct - user HoffmannCattle pw {farm_pw()}",
        f"livestock auction login\n{farm_pw()}\nfor watching the feeder sale online on tuesdays",
        f"cattleusa type thing for the sale barn - lindah / {farm_pw()}",
        f"Auction acount password is {farm_pw()} bidder number prints on the card",
        f"Online sale registration - email linda@farmmail.example, password {farm_pw()}",
    )

    r.add(
        "cookbook_google_password",
        f"Church cookbook committee google account\ncookbook.stpauls@gmail.example\npassword {farm_pw()}\n(Marlene + me + Pastor Tim have it)",
        f"St Pauls cookbook drive login: stpaulscookbook2025 / {farm_pw()} please dont change w/o telling Marlene",
        f"cookbook gmail pw {farm_pw()} - the recipes folder is in there",
        f"For the church ladies: to get into the cookbook Drive use the committee google acct, password is {farm_pw()}",
        f"Google acct for cookbook - new pasword after Bev locked it out: {farm_pw()}",
    )

    r.add(
        "gmail_app_password",
        f"app password for the office printer scan to email: {app_password()}",
        f"Outlook on the old Dell wont take my real gmail pw, use this app password {app_password()}",
        f"Google app password (QuickBooks email invoices)\n{app_password()}",
        f"Jake made an 'app password' for the scanner thing -> {app_password().replace(' ', '')}",
        f"16 letter code for the Thunderbird on Dale's laptop: {app_password()}",
    )

    r.add(
        "wifi_password",
        f"house wifi HoffmannNet pw {wifi_key()}",
        f"Shop Wi-Fi\nnetwork: MachineShed_2G\npassword: {wifi_key()}",
        f"wifi for the grandkids when they visit = {wifi_key()} (its the back of the router one, never changed it)",
        f"barn camera wifi (the extender) key {wifi_key()}",
        f"WIFI:T:WPA;S:Hoffmann-Farm;P:{wifi_key()};;  <- Kayla said put this in a QR for the guest room",
    )

    r.add(
        "debit_card_pin",
        f"farm checking debit card PIN {code()}",
        f"PIN for the fuel card at the coop pumps: {code()}",
        f"Dales debit pin {code()} (he cant remember it at Casey's)",
        f"new debit card came, pin is\n{code()}",
        f"ATM pin for savings acct - {code()} - tear this up later",
    )

    r.add(
        "gun_safe_combination",
        f"gun safe combo {dial_combo()} (right left right)",
        f"Safe in the basement: {dial_combo()}",
        f"Liberty safe keypad code {code(6)} - Dale and me only",
        f"the gun safe code got reset after the battery died, new one {code(pick(5, 6))}",
        f"Combination for the fire safe w/ the deeds and titles\n{dial_combo()}",
    )

    r.add(
        "quickbooks_password",
        f"Quickbooks online login linda@farmmail.example pw {farm_pw()}",
        f"QB password {farm_pw()} (accountant Sharon has her own login)",
        f"QuickBooks desktop company file password: {farm_pw()}",
        f"books software - user Admin - password {farm_pw()}\nbackup goes on the thumb drive fridays",
        f"quickbooks pw changed bc it expired: {farm_pw()}",
    )

    r.add(
        "credit_card_number",
        f"farm Visa (parts & fuel) {visa()} exp {card_expiry()} cvv {digits(3)}",
        f"Card for the online seed order:\n{visa()}\n{card_expiry()}\nback code {digits(3)}",
        f"my visa {visa().replace(' ', '')} exp {card_expiry()} 3 digit {digits(3)} -- for the cookbook printer deposit",
        f"Credit card (the one Dale doesnt use): {visa()}  exp {card_expiry()}  sec code {digits(3)}",
        f"ag card for Tractor Supply online  {visa()} / {card_expiry()} / {digits(3)}",
    )

    r.add(
        "google_backup_codes",
        "Backup codes for my google (print these!!)\n" + google_backup_codes(10),
        "cookbook google acct backup codes\n" + google_backup_codes(8),
        "google 2 step backup codes - each works once - crossed off the used ones\n" + google_backup_codes(6),
        "BACKUP VERIFICATION CODES\n" + google_backup_codes(10),
        "if I lose my phone use one of these for gmail: " + ", ".join(f"{digits(4)} {digits(4)}" for _ in range(5)),
    )

    r.add(
        "authenticator_setup_key",
        f"Authenticator key for Farm Credit (in case phone dies): {groups(totp_seed(32).lower(), 4)}",
        f"2 factor setup key for the coop portal\n{totp_seed(16)}",
        f"the \"cant scan the code\" key for QuickBooks authenticator {totp_seed(32)}",
        f"Jake said save this so we can put the google authenticator back on a new phone: {groups(totp_seed(32), 4)}",
        f"otpauth://totp/FarmCredit:lhoff62?secret={totp_seed(32)}&issuer=FarmCredit",
    )

    r.add(
        "eftps_pin",
        f"EFTPS PIN {code()} (for the 943 deposits for the hired man)",
        f"eftps pin number = {code()}\nthe internet password is in the red book",
        f"IRS EFTPS - enrollment done, PIN came in the mail: {code()}",
        f"EFTPS pin {code()} -- for quarterly estimated taxes, due 1/15",
        f"tax payment pin (eftps) {code()} dont lose again, took 2 weeks to get a new one",
    )

    r.add(
        "logingov_personal_key",
        f"login.gov personal key for farmers.gov / FSA: {logingov_key()}",
        f"Personal key (login.gov) - write on paper too\n{logingov_key()}",
        f"FSA eauth thing is now login.gov. personal key {logingov_key()} if I lose the phone",
        f"NEW login.gov personal key after the reset: {logingov_key().lower()}",
        f"Dales login.gov (for the ARC/PLC signup) personal key {logingov_key()}",
    )

    r.add(
        "paypal_password",
        f"paypal login linda@farmmail.example {farm_pw()}",
        f"Venmo pw (for the 4H fundraiser) {farm_pw()}",
        f"PayPal password - for the cookbook orders from out of state\n{farm_pw()}",
        f"paypal: hoffmannbeef@farmmail.example pass {farm_pw()}",
        f"venmo password got changed to {farm_pw()} after the weird text",
    )

    r.add(
        "bitcoin_seed_phrase",
        f"Jake set up a bitcoin wallet for some of the hog money, these are the recovery words in order:\n{seed_phrase(12)}",
        f"Crypto wallet 12 words (DONT LOSE, cant be reset): {seed_phrase(12)}",
        f"Recovery phrase for the ledger thing\n{seed_phrase(24)}",
        f"bitcoin words - {', '.join(seed_phrase(12).split())}",
        "Wallet backup words Jake made me write down:\n" + "\n".join(f"{i}. {w}" for i, w in enumerate(seed_phrase(12).split(), 1)),
    )

    r.add(
        "mailchimp_api_key",
        f"Mailchimp API key for the church newsletter signup form: {mailchimp_key()}",
        f"the youth group kid hooked up mailchimp to the cookbook website, key {mailchimp_key()}",
        f"MAILCHIMP_API_KEY={mailchimp_key()}",
        f"mailchimp key (account St Pauls Lutheran)\n{mailchimp_key()}",
        f"Newsletter api key - Pastor Tim asked me to keep it: {mailchimp_key()}",
    )

    r.add(
        "square_access_token",
        f"Square access token for the freezer beef website (production) {square_token()}",
        f"Kayla set up the farm stand square reader with the website, token:\n{square_token()}",
        f"SQUARE_ACCESS_TOKEN={square_token()}",
        f"square api token - the secret one, NOT the app id\n{square_token()}",
        f"square:\n  environment: production\n  access_token: {square_token()}",
    )

    r.add(
        "shopify_admin_token",
        f"Shopify admin api token for hoffmannbeef.myshopify.example: {shopify_admin()}",
        f"shopify token for the inventory sync (beef cuts) {shopify_admin()}",
        f"Admin API access token (only shows once!!) {shopify_admin()}",
        f"SHOPIFY_ADMIN_TOKEN={shopify_admin()}\nSHOP=hoffmannbeef",
        f"the shopify app password thing Kayla needs - {shopify_admin()}",
    )

    r.add(
        "twilio_auth_token",
        f"Barn alarm text alerts (Twilio) auth token {twilio_token()}",
        f"twilio acct for the hog barn temp alarm\nauth token: {twilio_token()}",
        f"TWILIO_AUTH_TOKEN={twilio_token()}",
        f"Jake: if the barn texts stop, the twilio auth token is {twilio_token()} put it back in the controller",
        f"{{\n  \"twilio_auth_token\": \"{twilio_token()}\",\n  \"alert_to\": \"+15155550142\"\n}}",
    )

    r.add(
        "router_admin_password",
        f"router admin page 192.168.1.1 user admin pw {farm_pw()}",
        f"Modem login (the co-op telephone fiber box) admin / {rnd(ALNUM, 12)}",
        f"to get into the router settings: password {farm_pw()}",
        f"Router admin pasword changed from the sticker one to {farm_pw()}",
        f"netgear admin - {farm_pw()}",
    )

    r.add(
        "camera_nvr_password",
        f"Barn cameras app login (nvr.acme.test) admin / {farm_pw()}",
        f"calving cam password {farm_pw()} so Dale can watch from the house",
        f"security camera DVR in the shop - password {rnd(ALNUM, 10)}",
        f"Reolink app for the yard cameras\nuser admin\npw {farm_pw()}",
        f"the camera box password (Jake set) {farm_pw()}",
    )

    r.add(
        "voicemail_pin",
        f"voicemail pin {code()}",
        f"Cell voicemail password is {code(pick(4, 6))}",
        f"house phone VM code {code()} then press 1 to listen",
        f"Verizon account PIN (for store) {code()}",
        f"Dale's voicemail PIN is {code()}, his box is full again",
    )

    r.add(
        "garage_keypad_code",
        f"garage door keypad {code()} then enter",
        f"Shop overhead door keypad code: {code()}",
        f"keypad for the machine shed big door\n{code()}",
        f"New garage code {code()} (changed after the UPS guy saw us)",
        f"Tell Grandma the garage door code is {code()} for Sunday",
    )

    r.add(
        "bin_monitor_mqtt_url",
        f"grain bin temp cables connect to mqtt://binmon:{rnd(ALNUM, 16)}@bins.acme.internal:1883",
        f"Jake's bin monitor box settings:\nbroker: bins.acme.internal\nuser: binmon\npassword: {rnd(ALNUM, 14)}",
        f"MQTT_URL=mqtts://hoffmann:{rnd(ALNUM, 18)}@mqtt.acme.internal:8883",
        f"bin sensors login for the moisture app {rnd(ALNUM, 12)} user binmon",
        f"{{\"mqtt\": {{\"host\": \"bins.acme.internal\", \"user\": \"binmon\", \"pass\": \"{rnd(ALNUM, 16)}\"}}}}",
    )

    r.add(
        "crop_insurance_portal_password",
        f"crop insurance agent portal (RMA stuff) login lhoff / {farm_pw()}",
        f"Crop ins. website password {farm_pw()} for the acreage report",
        f"Insurance portal\nusername: HoffmannFarms\npassword: {farm_pw()}",
        f"crop insurance pw updated {farm_pw()} - agent is Randy",
        f"password for the hail claim site: {farm_pw()}",
    )

    r.add(
        "payroll_login",
        f"Payroll site for the hired man (payroll.acme.test) user lindahoffmann pw {farm_pw()}",
        f"payroll password {farm_pw()} - run on the 15th and the last day",
        f"Gusto-ish payroll thing\n{farm_pw()}",
        f"Payroll login changed to {farm_pw()} because of the new rules",
        f"payroll acct: hoffmannfarms / {farm_pw()} (W-2s are in there in January)",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "scale_ticket_no",
        f"scale ticket #{digits(6, lead=True)} - {secrets.randbelow(400) + 600} bu corn, 17.2% moisture",
        f"Elevator tickets from Tuesday: {digits(7, lead=True)}, {digits(7, lead=True)}, {digits(7, lead=True)}",
        f"load ticket {digits(6, lead=True)} shrink was bad, ask about it",
        f"Scale tkt {pick('A', 'B')}{digits(6)} soybeans 812.4 bu net",
        f"missing ticket number {digits(6, lead=True)} on the settlement, call Deb at the scale house",
    )

    r.add(
        "grain_contract_no",
        f"Forward contract {digits(6, lead=True)} - 10,000 bu Dec corn @ $4.{digits(2)}",
        f"HTA contract no. {pick('HTA', 'FC')}-{digits(5)} rolls to March",
        f"contracts: {digits(6, lead=True)} (beans), {digits(6, lead=True)} (corn), basis not set on the 2nd",
        f"Delivery against contract {digits(7, lead=True)} finished 10/14",
        f"minimum price contract #{digits(6, lead=True)}, premium paid {secrets.randbelow(30) + 10}c/bu",
    )

    r.add(
        "coop_patron_number",
        f"our patron number at the coop is {digits(5, lead=True)}",
        f"Patron # {digits(5, lead=True)} (Dale) and {digits(5, lead=True)} (Hoffmann Farms LLC)",
        f"coop acct number for the fuel bill {digits(6, lead=True)}-{digits(2)}",
        f"equity retirement check from the co-op came, patron {digits(5, lead=True)}, amount {money(300, 3000)}",
        f"Tri-County customer ID\n{digits(5, lead=True)}",
    )

    r.add(
        "farm_credit_loan_number",
        f"operating loan number {digits(8, lead=True)}-{digits(3)}",
        f"Farm Credit loan # {digits(10, lead=True)} for the land, payment due 3/1",
        f"Loan no. {digits(7, lead=True)} (the grain bin loan) - paid down to {money(40000, 90000)}",
        f"AgDirect contract {digits(9, lead=True)} for the planter",
        f"line of credit acct ending {last4()}, renewal in Nov",
    )

    r.add(
        "aba_routing_number",
        f"routing number for the bank (for the auction direct deposit) {aba()}",
        f"Farm Credit wire: routing {aba()}, reference our loan number",
        f"ABA {aba()} - First State Bank",
        f"rtg # {aba()} (its on the bottom of the checks anyway)",
        f"bank routing no.\n{aba()}",
    )

    r.add(
        "card_last_four",
        f"visa ending in {last4()} is the farm card",
        f"Dales debit card **** **** **** {last4()} got a new one, same ending",
        f"paid coop w/ card xxxx-{last4()}",
        f"Amazon has the card ending {last4()} saved, exp 09/27",
        f"Card #: XXXXXXXXXXXX{last4()} on the receipt from Tractor Supply",
    )

    r.add(
        "deere_machine_pin",
        f"8R tractor PIN {deere_pin()} (for the dealer)",
        f"Combine serial/PIN: {deere_pin()}",
        f"planter PIN number {deere_pin()} needed for the warranty",
        f"JD sprayer product ID {deere_pin()} - it's on the plate by the ladder",
        f"Machines in Ops Center:\n- S780 {deere_pin()}\n- 8370R {deere_pin()}",
    )

    r.add(
        "truck_vin",
        f"VIN for the Silverado {vin()}",
        f"semi VIN (for IRP renewal): {vin()}",
        f"grain trailer VIN {vin()}, title in the fire safe",
        f"pickup vin number {vin()} - insurance card says same",
        f"Jake's truck\n{vin()}",
    )

    r.add(
        "cattle_eid_tag",
        f"heifer that died, EID {eid_tag()}",
        f"EID tags for the sale cattle: {eid_tag()}, {eid_tag()}",
        f"calf tag 840{digits(12)} — treated for pneumonia 4/3",
        f"RFID on the bull {eid_tag()} (visual tag 23)",
        f"tag numbers list\n{eid_tag()}\n{eid_tag()}\n{eid_tag()}",
    )

    r.add(
        "premises_id",
        f"our premises ID {premises_id()}",
        f"Premises # for the sale barn paperwork: {premises_id()}",
        f"USDA premises id (needed for the tags order) {premises_id()}",
        f"PIN for the farm (premises identification number, not a password!) {premises_id()}",
        f"pasture ground premises id is different: {premises_id()}",
    )

    r.add(
        "fsa_farm_tract",
        f"FSA farm #{digits(4, lead=True)} tract {digits(4, lead=True)}, 157.3 cropland acres",
        f"farm {digits(4, lead=True)} / tract {digits(5, lead=True)} is the home place",
        f"FSA numbers for the rented ground: F{digits(4, lead=True)} T{digits(4, lead=True)}, field 3 and 4",
        f"acreage report - farm no. {digits(4, lead=True)}, tracts {digits(4, lead=True)}, {digits(4, lead=True)}",
        f"CRP contract {digits(4, lead=True)}{pick('A', 'B', 'C')} on tract {digits(4, lead=True)}",
    )

    r.add(
        "parcel_tracking",
        f"UPS tracking for the planter parts {ups()}",
        f"cookbooks shipped! USPS {usps()}",
        f"fedex {digits(12, lead=True)} - the bearings",
        f"tracking # {ups()} says delivered but its not here",
        f"Seed sample box tracking\n{usps()}",
    )

    r.add(
        "parts_invoice_no",
        f"dealer parts invoice {pick('P', 'W')}{digits(7)} - {money(200, 2400)}",
        f"Inv. #{digits(6, lead=True)} from the implement dealer, paid by check",
        f"invoice number {digits(5, lead=True)}-{digits(2)} (service call on the dryer)",
        f"Vet bill invoice {digits(6, lead=True)} dated {day()}",
        f"Coop agronomy invoice {digits(8, lead=True)} for the fall anhydrous",
    )

    r.add(
        "online_order_no",
        f"Amazon order {amazon_order()} - calf bottles",
        f"order # {amazon_order()} return by 12/20",
        f"Tractor Supply order number {digits(10, lead=True)}",
        f"cookbook printer order confirmation {pick('CB', 'ORD')}-{digits(6)}",
        f"Ordered the heat lamps, order no {digits(9, lead=True)}",
    )

    r.add(
        "used_or_expired_code",
        f"Farm Credit texted {digits(6)} but it expired before I typed it, got another one",
        f"code {digits(6)} from the coop site (already used)",
        f"verification code was {digits(6)} - it only works 10 min so dont bother",
        f"the google code {digits(6)} didnt work, timed out",
        f"One-time passcode {digits(6)} (used 3/4) for the IRS thing",
    )

    r.add(
        "phone_number_list",
        f"vet {phone()}\nfeed mill {phone()}\nsale barn {phone()}",
        f"elevator scale house: {phone()} ext {digits(3, lead=True)}",
        f"Pastor Tim cell {phone()}, Marlene {phone()}",
        f"JD dealer parts counter {phone()} / service {phone()}",
    )

    r.add(
        "shared_folder_link",
        f"cookbook recipes folder https://drive.google.example/drive/folders/1{rnd(URLSAFE, 32)}",
        f"Ops Center field map link https://ops.deere.example/org/{uid()}/fields",
        f"church calendar sheet docs.google.example/spreadsheets/d/1{rnd(URLSAFE, 43)}/edit",
        f"photos from the cookbook tasting https://photos.acme.test/album/{uid()}",
        f"the coop settlement pdf link: https://portal.tricountycoop.example/statements/{uid()}.pdf (you have to be logged in)",
    )

    r.add(
        "firmware_version",
        f"Gen 4 display updated to {pick('23', '24', '25')}-{secrets.randbelow(3) + 1}.{secrets.randbelow(5)} today",
        f"StarFire receiver software {secrets.randbelow(30) + 10}.{secrets.randbelow(20)}.{secrets.randbelow(500)}",
        f"Operations Center app version {secrets.randbelow(5) + 4}.{secrets.randbelow(30)}.{secrets.randbelow(10)} (update if maps dont load)",
        f"bin controller firmware v{secrets.randbelow(4) + 1}.{secrets.randbelow(10)}.{secrets.randbelow(30)} build {digits(5, lead=True)}",
    )

    r.add(
        "check_register",
        f"ck #{digits(4, lead=True)} to the coop {money(1000, 20000)} {day()}",
        f"checks written: {digits(4, lead=True)} vet {money(100, 900)}; {digits(4, lead=True)} parts {money(50, 700)}",
        f"Check no {digits(4, lead=True)} voided (wrote wrong amount)",
        f"auction check #{digits(6, lead=True)} deposited {day()}, {money(20000, 90000)}",
        f"Deposit slip {digits(7, lead=True)} - cattle check + cookbook money",
    )

    r.add(
        "seed_lot_hybrid",
        f"seed corn hybrid P{digits(4, lead=True)}AM lot {rnd(UPPER + DIGITS, 8)}",
        f"beans variety {pick('AG', 'P', 'XO')}{digits(2)}{pick('XF', 'E', 'X')}{digits(1)} lot # {digits(2)}{rnd(UPPER, 2)}{digits(4)}",
        f"Seed tag: lot {rnd(UPPER + DIGITS, 10)} germ 95% treated",
        f"DKC{digits(2)}-{digits(2)}RIB  bag lot {digits(8, lead=True)}",
        f"seed lots planted field 7:\n{rnd(UPPER + DIGITS, 9)}\n{rnd(UPPER + DIGITS, 9)}",
    )

    r.add(
        "epa_reg_no",
        f"spray record - EPA Reg. No. {digits(3, lead=True)}-{digits(3, lead=True)}, 32 oz/ac",
        f"roundup generic EPA reg {digits(5, lead=True)}-{digits(3, lead=True)}",
        f"applicator cert # {pick('IA', '')}{digits(6, lead=True)} exp 12/31",
        f"EPA Est. {digits(5, lead=True)}-{pick('IA', 'NE', 'IL')}-{digits(3)} on the jug",
        f"fungicide reg no {digits(3, lead=True)}-{digits(4, lead=True)}-{digits(5, lead=True)}",
    )

    r.add(
        "where_i_keep_it",
        "Deere password is in the little black book in the desk drawer, NOT writing it here",
        "alarm code — ask Dale, he changed it",
        "the gun safe combo is in the envelope in the bank box",
        "Farm Credit password: same as the old one with the new year on the end (you know)",
        "wifi password is on the sticker on the bottom of the router",
    )

    r.add(
        "network_name_only",
        f"wifi names: HoffmannNet, MachineShed_2G, Barn-Cam-{digits(2)}",
        "church wifi SSID StPauls-Guest, no password just click accept",
        f"router MAC label 10:{hexs(2)}:{hexs(2)}:{hexs(2)}:{hexs(2)}:{hexs(2)} serial {rnd(UPPER + DIGITS, 12)}",
        f"the network is called NETGEAR{digits(2)} on the new router",
        "guest network: Hoffmann-Guest (open, no key), turn off after the reunion",
    )

    r.add(
        "part_numbers",
        f"need part {pick('AH', 'RE', 'AA', 'AN')}{digits(6, lead=True)} x2 for the combine",
        f"filters: {pick('RE', 'AR')}{digits(6, lead=True)} oil, {pick('RE', 'AR')}{digits(6, lead=True)} fuel, AR{digits(5, lead=True)} air",
        f"belt part no {pick('H', 'Z')}{digits(6, lead=True)} for the feeder house",
        f"Bearing {digits(4)}-2RS / dealer # {pick('JD', 'AA')}{digits(5, lead=True)}",
        f"planter parts list\nA{digits(5, lead=True)}\nA{digits(5, lead=True)}\nN{digits(6, lead=True)}",
    )

    r.add(
        "sale_barn_buyer_lot",
        f"buyer # {digits(3, lead=True)} at the sale today",
        f"Sold lot {digits(3, lead=True)} - 62 head steers, {digits(3, lead=True)} lb avg",
        f"sale barn seller acct {digits(5, lead=True)}, check mailed {day()}",
        f"Hog buyer ticket {rnd(UPPER, 2)}{digits(6)} - 178 hd",
        f"Our consignor number is {digits(4, lead=True)}",
    )

    r.add(
        "field_gps",
        f"north 80 gate: 42.{digits(5)}, -96.{digits(5)}",
        f"Tile outlet GPS {pick('42', '43', '41')}.{digits(6)} N {pick('95', '96', '94')}.{digits(6)} W",
        f"drop pin for the new renter field 42.{digits(4)},-95.{digits(4)}",
        f"Section {secrets.randbelow(36) + 1}, T{secrets.randbelow(10) + 90}N, R{secrets.randbelow(10) + 40}W - the Schmidt ground",
        f"bin site coordinates\nlat 43.{digits(5)}\nlon -96.{digits(5)}",
    )

    r.add(
        "crop_policy_no",
        f"crop insurance policy {digits(2)}-{digits(3)}-{digits(6)}",
        f"Policy # {pick('IA', 'CI')}{digits(8, lead=True)} RP 80% coverage",
        f"hail policy number {digits(7, lead=True)}, claim # {digits(8, lead=True)}",
        f"farm liability policy {rnd(UPPER, 3)}{digits(7)} renews 4/1",
    )

    r.add(
        "bushels_and_prices",
        f"Sold {secrets.randbelow(9000) + 1000} bu beans @ $10.{digits(2)} = {money(10000, 99000)}",
        f"corn avg yield {secrets.randbelow(60) + 180}.{digits(1)} bu/ac, field 4 was {secrets.randbelow(60) + 200}",
        f"cash rent {money(250, 400)}/ac on 160 ac due {day()}",
        f"basis -{digits(2)} under Dec, futures 4.{digits(3)}",
        f"fat cattle {money(180, 240)}/cwt live, 1,{digits(3)} lb",
    )

    r.add(
        "hotel_confirmation",
        f"Farm Progress Show hotel confirmation {digits(8, lead=True)}",
        f"motel in Ames for the ag conference, conf # {rnd(UPPER + DIGITS, 6)}",
        f"booking ref {rnd(UPPER + DIGITS, 8)} - Wisconsin Dells for the grandkids",
        f"Rental car reservation {digits(10, lead=True)}{rnd(UPPER, 2)}",
    )

    r.add(
        "public_shop_keys",
        f"Stripe publishable key (the public one, goes on the beef order page): {stripe_publishable_key()}",
        f"Square application ID {square_app_id()} - Kayla says this one is fine to share",
        f"square location id L{rnd(UPPER + DIGITS, 12)} for the farm stand",
        f"Twilio account SID AC{hexs(32)} (not the token)",
        f"Mailchimp audience id {hexs(10)} for the cookbook list",
    )

    r.add(
        "password_requirements",
        "coop password rules: 12 characters, 1 capital, 1 number, 1 symbol, cant reuse last 5",
        "Farm Credit makes you change the password every 90 days, next one due in May",
        "the router password has to be 8-63 characters, no spaces",
        "PIN must be 4 digits and cant be your birthday (bank said)",
    )

    return r


def main() -> None:
    write_corpora("make_heldout389.py", [
        ("heldout389_credentials.yaml", credentials(), "Held-out batch 389: credentials an Iowa farm's bookkeeper keeps (John Deere Ops Center, grain elevator, farm credit, alarm and lock codes, auction, church Google account, PINs, Square, Shopify, Twilio and more)"),
        ("heldout389_lookalikes.yaml", lookalikes(), "Held-out batch 389: a farm bookkeeper's tickets, contracts, loan and routing numbers, machine serials, VINs, tags, orders, expired codes, public keys and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
