# ruff: noqa: E501
"""Writes heldout92_credentials.yaml and heldout92_lookalikes.yaml: held-out batch 92.

Persona: Jolene, a residential real-estate agent at a two-desk brokerage in a small Texas
town. She is not technical and texts herself short American-English notes: Supra and
SentriLock lockbox and shackle codes, showing instructions with gate and alarm codes, garage
keypad codes for vacant listings, her MLS, ShowingTime and DocuSign logins, the brokerage email,
the title company portal, her bank and card PIN and her kids' school app. Her safe notes are
full of MLS numbers, parcel ids, GF and escrow numbers, license numbers and phone numbers.

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
    hexs,
    luhn,
    pick,
    pw,
    rnd,
    uid,
    write_corpora,
)

STREETS = ["Pecan", "Live Oak", "Bluebonnet", "Mesquite", "Caddo", "Post Oak", "Cottonwood", "Pin Oak", "Sycamore", "Comanche", "Bois d'Arc", "Hackberry"]
SUFFIX = ["St", "Dr", "Ln", "Cir", "Trl", "Rd", "Ct"]
PETS = ["Biscuit", "Tucker", "Kaylee", "Longhorns", "Sunflower", "Pecan", "Maverick", "Daisy", "Bluebell", "Duke", "Peaches", "Rowdy"]
WORDS = ["porch", "pecan", "saddle", "creek", "biscuit", "rodeo", "tumbleweed", "cactus", "bonnet", "gravy", "armadillo", "pickup", "cornbread", "windmill", "mesa", "honey"]


def addr() -> str:
    return f"{secrets.randbelow(9800) + 100} {secrets.choice(STREETS)} {secrets.choice(SUFFIX)}"


def phone() -> str:
    return f"({pick('254', '325', '830', '903', '940', '979')}) 555-01{digits(2)}"


def code4() -> str:
    return digits(4)


def year() -> str:
    return str(2004 + secrets.randbelow(21))


def ppw() -> str:
    """A password a non-technical person picks, or one a manager made for her."""
    return pick(
        f"{secrets.choice(PETS)}{pick(year(), str(secrets.randbelow(90) + 10))}{pick('!', '#', '$', '!!', '*')}",
        f"{pick('Jolene', 'jolene', 'JoP', 'Jo')}{pick('Sold', 'sold', 'Realty', 'Homes')}{digits(pick(2, 3, 4))}{pick('!', '$', '#')}",
        f"{secrets.choice(PETS).lower()}{pick('&', '@', '_')}{secrets.choice(PETS)}{digits(2)}",
        pw(),
    )


def mls() -> str:
    return pick("2", "1") + digits(7)


def card() -> str:
    return groups(luhn(pick("4", "51", "53", "6011")), 4)


def credentials() -> Rows:
    r = Rows()

    # ---- lockboxes --------------------------------------------------------------
    r.add(
        "supra_cbs_code",
        f"{addr()} - Supra CBS code {code4()}, only give it out after they call me",
        f"Call before showing code for the Hendricks listing is {code4()}. dont put it in ShowingTime notes",
        f"CBS {code4()} on the ibox at {addr()} (backyard gate side)",
    )
    r.add(
        "lockbox_shackle_code",
        f"shackle code for my iBox BT boxes: {code4()}",
        f"Reminder - to pull the box off the meter at {addr()} use shackle {code4()}",
        f"box #3 shackle\n{code4()}",
    )
    r.add(
        "sentrilock_one_day_code",
        f"Appraiser from Killeen needs in tmrw. SentriLock one day code: {digits(8)} (good thru 6pm)",
        f"gave the inspector a sentrilock 1-day code {digits(8)} for {addr()}",
        f"Sentrilock access code for the plumber -> {digits(8)}",
    )
    r.add(
        "sentrikey_app_pin",
        f"SentriKey app PIN {digits(pick(4, 6))}",
        f"new phone so I have to set up sentrikey again. my pin was {digits(4)}, same as before",
    )
    r.add(
        "supra_ekey_pin",
        f"eKEY PIN: {code4()}",
        f"Supra ekey pin is {code4()} - if it locks me out call the board office",
        f"my supra pin {code4()} (NOT the shackle code, different)",
    )
    r.add(
        "combo_lockbox_code",
        f"Old school combo box on the back door at {addr()} - {digits(4)} then pull down",
        f"Farm house on FM 1714: keys in the gray combo box on the barn, combo {digits(3)}",
        f"guest house key is in the push button box, buttons {'-'.join(digits(1) for _ in range(4))} + C. wait no its {'-'.join(digits(1) for _ in range(5))} now",
    )

    # ---- showing instructions ---------------------------------------------------
    r.add(
        "subdivision_gate_code",
        f"Saddle Creek Estates gate code #{code4()}",
        f"Showing instructions {addr()}:\n- gate code *{code4()}#\n- box on front door\n- dogs will be crated\n- leave lights on",
        f"Lakeway Ranch front gate {code4()} then hit the bell button. back gate doesnt work",
    )
    r.add(
        "listing_alarm_code",
        f"Alarm at {addr()}: disarm {code4()}, panel is in the laundry room",
        f"Owner said alarm code is {code4()}. You have 30 sec after you open the door!!",
        f"Brenda's house (vacant) - alarm off code {code4()}, arm when you leave w/ same code + AWAY",
    )
    r.add(
        "vacant_garage_keypad_code",
        f"{addr()} vacant - garage keypad {code4()} + enter. use that if box is empty",
        f"garage code for the Millers old house {code4()}",
        f"Vacant listing on {secrets.choice(STREETS)}:\nGarage keypad: {code4()}\nThermostat leave on 78\nWater heater is off",
    )
    r.add(
        "smart_deadbolt_code",
        f"Schlage lock on the front of {addr()} = {digits(pick(4, 6))} then the schlage button",
        f"Builder put a keypad deadbolt on spec house lot 14, code {digits(6)}",
        f"Yale lock at the duplex (unit B) {digits(4)}✓",
    )

    # ---- MLS, showings, e-sign -------------------------------------------------------
    r.add(
        "mls_login_password",
        f"MLS login\nuser: jpruitt22\npw: {ppw()}",
        f"ctxmls.example login jolene.pruitt / {ppw()}",
        f"Changed my MLS password again (they make you every 90 days) it's now {ppw()}",
    )
    r.add(
        "mls_authenticator_setup_key",
        f"MLS made me do the authenticator thing. setup key if I lose my phone:\n{groups(rnd(BASE32, 32).lower(), 4)}",
        f"2 step key for MLS (type into google authenticator) {groups(rnd(BASE32, 32), 4)}",
    )
    r.add(
        "showingtime_password",
        f"ShowingTime - jolene@bluebonnetridge.example {ppw()}",
        f"showingtime pw {ppw()}",
        f"Pls remember my Showing Time password: {ppw()} (the old one was my dogs name)",
    )
    r.add(
        "docusign_password",
        f"Docusign: jolene@bluebonnetridge.example\npassword {ppw()}",
        f"DS login for the office account (Rhonda set it up) -> broker@bluebonnetridge.example / {ppw()}",
        f"docu sign new password {ppw()}",
    )
    r.add(
        "docusign_envelope_access_code",
        f"Sent the sellers the addendum in docusign with an access code, code is {rnd(UPPER + DIGITS, 6)} - text it to Mr Garza separately",
        f"access code for the Whitfield closing docs envelope: {digits(6)}",
    )
    r.add(
        "dotloop_password",
        f"Dotloop (for the Abilene brokerage deals) jolene.p / {ppw()}",
        f"dotloop pass: {ppw()}",
    )

    # ---- brokerage email & office --------------------------------------------------
    r.add(
        "brokerage_email_password",
        f"work email jolene@bluebonnetridge.example pw {ppw()}",
        f"Rhonda reset my office email. Temp password {rnd(ALNUM, 10)} - change it when I log in",
        f"Outlook password for the brokerage email: {ppw()}",
    )
    r.add(
        "mail_app_password",
        f"the special app password for mail on my iPad (from google): {app_password()}",
        f"Gmail app password so the office printer can scan to email: {app_password().replace(' ', '')}",
    )
    r.add(
        "office_door_keypad_code",
        f"Office back door code {code4()}#",
        f"New office keypad code starting Monday: {code4()} (Rhonda changed it after the intern left)",
        f"text to Kayla: hey door code at the office is {code4()}, lock up when you leave pls",
    )
    r.add(
        "office_safe_combination",
        f"Office safe (earnest money checks) combo R{digits(2)} L{digits(2)} R{digits(2)}",
        f"safe combo: {digits(2)}-{digits(2)}-{digits(2)}",
    )
    r.add(
        "crm_login_password",
        f"Follow Up Boss login jolene@bluebonnetridge.example / {ppw()}",
        f"CRM password {ppw()}",
    )
    r.add(
        "newsletter_api_key",
        f"Nephew hooked up the website signup to mailchimp, he said keep this key: {hexs(32)}-us{pick('14', '19', '21')}",
        f"Mailchimp API key (for the newsletter thing) {hexs(32)}-us{pick('6', '12', '20')}",
    )

    # ---- title & lenders -------------------------------------------------------------
    r.add(
        "title_portal_password",
        f"Lone Star Title portal\nportal.lonestartitle.example\njolene@bluebonnetridge.example\n{ppw()}",
        f"title co portal pw {ppw()}",
        f"Heritage Title closing portal - username JPruitt, password {ppw()}",
    )
    r.add(
        "wire_verification_code_word",
        f"Title company code word for verifying wire instructions on my deals: {pick('Armadillo', 'Bluebonnet', 'Pecanpie')}{digits(2)}",
        f"If Lone Star calls about a wire they have to say the passphrase {secrets.choice(WORDS)}-{secrets.choice(WORDS)}-{secrets.choice(WORDS)}",
    )
    r.add(
        "lender_portal_password",
        f"First Prairie Mortgage agent portal jpruitt / {ppw()}",
        f"lender portal (to check buyer loan status) password is {ppw()}",
    )
    r.add(
        "trec_portal_password",
        f"TREC online services login - license # in my wallet, password {ppw()}",
        f"Password for TREC renewal site {ppw()} (renew by end of month!!)",
    )

    # ---- banking & cards --------------------------------------------------------------
    r.add(
        "bank_login_password",
        f"First State Bank online: jpruitt1978 / {ppw()}",
        f"bank app password {ppw()}",
        f"Credit union login\nmember # on the card\npassword: {ppw()}",
    )
    r.add(
        "debit_card_pin",
        f"debit card PIN {code4()}",
        f"new debit card came, PIN is {code4()}",
        f"business account card pin {code4()} / personal card pin {code4()}",
    )
    r.add(
        "credit_card_with_cvv",
        f"Visa for MLS dues: {card()} exp {card_expiry()} cvv {digits(3)}",
        f"brokerage amex-no wait the capital one: {card()}  {card_expiry()}  {digits(3)}",
        f"Card I use for sign orders\n{card()}\nexp {card_expiry()}\nsecurity code {digits(3)}",
    )
    r.add(
        "bank_security_answer",
        f"bank security questions - first car: {pick('Bronco', 'Silverado', 'Corolla', 'Ranger')}{digits(2)}, mothers maiden: {pick('Hollis', 'Pruett', 'Dobbs', 'Kimble')}{digits(2)}",
        f"Answer to the 'childhood best friend' question at the credit union is {secrets.choice(PETS).lower()}{digits(3)}",
    )
    r.add(
        "paypal_password",
        f"paypal {ppw()}",
        f"PayPal (for the photographer payments) jolene@bluebonnetridge.example pw {ppw()}",
    )
    r.add(
        "irs_ip_pin",
        f"IRS identity PIN for this years taxes {digits(6)} - give to Carol at the CPA",
        f"IP PIN {digits(6)}",
    )
    r.add(
        "credit_freeze_pin",
        f"Credit freeze PINs: Equifax {digits(10)}, TransUnion {digits(6)}",
        f"Experian freeze pin {digits(10)} (need it to unfreeze when we refi)",
    )

    # ---- personal ------------------------------------------------------------------
    r.add(
        "school_app_password",
        f"Skyward family access - user pruittjo, pass {ppw()}",
        f"Kids school app (ParentSquare) password {ppw()}",
        f"School parent portal login for Tucker & Kaylee: jolene@bluebonnetridge.example {ppw()}",
    )
    r.add(
        "lunch_account_pin",
        f"Tucker's lunch line PIN is {digits(pick(4, 5))}",
        f"Kaylee cafeteria pin {digits(5)} (she keeps forgetting)",
    )
    r.add(
        "kid_screen_time_passcode",
        f"screen time passcode on Tucker's ipad: {code4()} - DONT tell him",
        f"parental control code for the xbox {digits(4)}",
    )
    r.add(
        "phone_passcode",
        f"My phone passcode is {digits(6)} in case I'm ever in the hospital lol",
        f"work phone unlock {digits(6)}",
    )
    r.add(
        "apple_id_password",
        f"Apple ID jolene@bluebonnetridge.example pw {ppw()}",
        f"icloud password {ppw()}",
    )
    r.add(
        "google_backup_codes",
        "Google backup codes (each one works once):\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(pick(5, 8))),
        "backup codes for my gmail " + ", ".join(f"{digits(4)} {digits(4)}" for _ in range(4)),
    )
    r.add(
        "home_alarm_code",
        f"our house alarm code {code4()}",
        f"Alarm company: verbal password is {secrets.choice(WORDS)}{digits(2)}, keypad code {code4()}",
    )
    r.add(
        "home_wifi_password",
        f"Home wifi PruittFamily pw {secrets.choice(WORDS)}{secrets.choice(WORDS)}{digits(4)}",
        f"wifi for the office: BRR-Office / {rnd(ALNUM, 12)}",
    )
    r.add(
        "listing_wifi_password",
        f"Open house Sat at {addr()} - sellers wifi for the QR sign-in: network GarzaHome, password {secrets.choice(PETS).lower()}{digits(4)}",
        f"the Whitfields wifi password (for the ipad at open house) {rnd(ALNUM, 10)}",
    )
    r.add(
        "zillow_login_password",
        f"Zillow premier agent login jolene@bluebonnetridge.example / {ppw()}",
        f"zillow pw {ppw()}",
    )
    r.add(
        "facebook_password",
        f"facebook (business page) password {ppw()}",
        f"FB login for the Bluebonnet Ridge page:\nbluebonnetridgerealty@example.com\n{ppw()}",
    )
    r.add(
        "canva_password",
        f"Canva for the just listed flyers - {ppw()}",
        f"canva login jolene@bluebonnetridge.example pw {ppw()}",
    )
    r.add(
        "ring_camera_password",
        f"Ring account on the vacant listing (so I can see who shows up): jolene.listings@example.com {ppw()}",
        f"Blink camera password at the {secrets.choice(STREETS)} house {ppw()}",
    )
    r.add(
        "truck_door_keypad_code",
        f"code for the keypad on my Expedition door {digits(5)}",
        f"F-150 keyless entry {digits(5)} (Ray set it, its not the factory one)",
    )
    r.add(
        "voicemail_pin",
        f"voicemail pin {digits(pick(4, 6))}",
        f"To check office voicemail from my cell dial ext 201 then pin {digits(4)}",
    )
    r.add(
        "netflix_password",
        f"Netflix {ppw()}",
        f"streaming passwords - netflix {ppw()} / hulu {ppw()}",
    )
    r.add(
        "utility_account_pin",
        f"Electric co account PIN for the vacant listing utilities {code4()}",
        f"City water dept asks for a pin to transfer service - mine is {code4()}",
    )
    r.add(
        "hoa_amenity_code",
        f"Saddle Creek pool/clubhouse door code {code4()} (for the buyers who want to see it)",
        f"HOA gym code {digits(5)}",
    )
    r.add(
        "seller_garage_remote_code",
        f"Seller programmed the Liftmaster keypad for me - {code4()} then enter. he'll change it after closing",
        f"garage pad at {addr()}: {code4()}",
    )
    r.add(
        "builder_portal_password",
        f"Builder (Hill Country Homes) agent registration site - user jpruitt, pw {ppw()}",
        f"builder portal pw {ppw()}",
    )
    r.add(
        "showing_feedback_site_password",
        f"BrokerBay login (the Austin listings use it) {ppw()}",
        f"Other showing site for out of town agents - jolene@bluebonnetridge.example / {ppw()}",
    )

    # ---- second thoughts: more of the same, written on other days -------------------
    r.add("sentrikey_app_pin", f"Sentrikey\nPIN {digits(4)}\n(phone app, bluetooth has to be on)")
    r.add("mls_authenticator_setup_key", f"if the authenticator app ever gets deleted the MLS code to re-add it is {rnd(BASE32, 16)}")
    r.add("docusign_envelope_access_code", f"text to Mr Garza: Hi! DocuSign will ask for a code when you open it. It's {digits(5)}. Thanks, Jolene")
    r.add("dotloop_password", f"Dotloop\njolene.p\n{ppw()}\n(only for the Abilene office)")
    r.add("mail_app_password", f"Apple Mail kept asking for my gmail pw - had to make an app one: {app_password()}")
    r.add("office_safe_combination", f"New safe combination after the locksmith came: {digits(2)}-{digits(2)}-{digits(2)} (right left right)")
    r.add("crm_login_password", f"FUB pw {ppw()} - Rhonda has admin")
    r.add("wire_verification_code_word", f"My verbal code with Heritage Title for wire calls = {secrets.choice(WORDS)}{digits(3)}")
    r.add("lender_portal_password", f"Mortgage co. realtor login changed: {ppw()}")
    r.add("trec_portal_password", f"TREC site\nlic# on my card\npw {ppw()}")
    r.add("bank_security_answer", f"Security q 'name of your first pet' - I put {secrets.choice(PETS)}{digits(4)} not just the name")
    r.add("paypal_password", f"paypal pw changed to {ppw()} after that weird email")
    r.add("irs_ip_pin", f"Carol needs the IRS PIN they mailed me. it's {digits(6)}")
    r.add("lunch_account_pin", f"Lunch PINs\nTucker {digits(5)}\nKaylee {digits(5)}")
    r.add("kid_screen_time_passcode", f"Kaylee phone - screen time code {digits(4)} (changed it bc she figured out the last one)")
    r.add("phone_passcode", f"iphone code {digits(6)} / ipad code {digits(4)}")
    r.add("apple_id_password", f"Apple ID password reset - new one {ppw()}")
    r.add("home_alarm_code", f"house alarm {code4()}, duress code is {code4()} (Ray knows)")
    r.add("home_wifi_password", f"Guest wifi at the house for the kids friends: PruittGuest pw {secrets.choice(PETS).lower()}{digits(3)}")
    r.add("listing_wifi_password", f"open house ipad connect to ATT-{rnd(UPPER + DIGITS, 4)} wifi password {digits(10)}")
    r.add("seller_garage_remote_code", f"Mr Whitfield: 'garage pad is {code4()}, just hit enter, the remote is broke'")
    r.add(
        "subdivision_gate_code",
        f"SHOWING INSTRUCTIONS - {addr()}\nGate: {code4()}#\nLockbox: Supra on back door\nAlarm: none\nPets: cat, keep inside\nPlease turn off lights + lock deadbolt\nFeedback appreciated!!",
    )
    r.add("listing_alarm_code", f"Jolene can u send me the alarm code for {addr()}?\n> sure its {code4()} then OFF\n> thx!")
    r.add(
        "vacant_garage_keypad_code",
        f"Vacant cheat sheet\n{addr()} - garage {code4()}\n{addr()} - garage {code4()}, side door unlocked\n{addr()} - no keypad, use supra",
    )
    r.add(
        "cash_app_pin",
        f"cash app PIN {code4()} (for splitting the broker lunch)",
        f"Venmo pin {code4()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "mls_listing_number",
        f"MLS# {mls()} - {addr()}, 3/2/2, $289,900",
        f"new listing went live, MLS {mls()}",
        f"Send the Garzas MLS #{mls()} and #{mls()} to compare",
        f"Comps for the CMA: {mls()}, {mls()}, {mls()} (all sold in last 6 mo)",
    )
    r.add(
        "appraisal_district_property_id",
        f"CAD property ID R{digits(6)} for {addr()}",
        f"Parcel / geo ID {digits(4)}-{digits(2)}-{digits(3)}-{digits(4)}",
        f"Tax acct # {digits(5)} on the appraisal district site - taxes were $4,812 last yr",
    )
    r.add(
        "title_gf_number",
        f"GF# {digits(2)}-{digits(4)}-{pick('JW', 'KT', 'RM')} at Lone Star Title",
        f"Title commitment came back, GF No. {digits(8)}",
        f"Heritage Title GF {rnd(UPPER, 2)}{digits(6)} - closing Friday 2pm",
    )
    r.add(
        "escrow_file_number",
        f"escrow # {digits(4)}-{digits(5)}",
        f"Escrow officer is Tammy, file number {digits(2)}{pick('-', '')}{digits(6)}",
        f"Escrow no. {rnd(UPPER + DIGITS, 9)} for the Whitfield sale",
    )
    r.add(
        "trec_license_number",
        f"My TREC license # {pick('0', '6', '7')}{digits(6)}",
        f"Broker license {digits(6)} (Rhonda)",
        f"Buyer agent on the Garza deal - Marcus Lee, lic {digits(7)}",
    )
    r.add(
        "nrds_member_id",
        f"NRDS ID {digits(9)}",
        f"Realtor member # for the association dues {digits(9)}",
    )
    r.add(
        "listing_street_address",
        f"Listing appt Thursday 10am {addr()}, Caddo Springs TX 76{digits(3)}",
        f"Buyers want to see {addr()}, {addr()} and {addr()} on Saturday",
        f"{addr()} sold!! closed today",
    )
    r.add(
        "showing_confirmation_number",
        f"ShowingTime confirmation # {digits(8)} for 3:15 tomorrow",
        f"Showing confirmed {addr()} Sat 11am - conf {rnd(UPPER + DIGITS, 8)}",
        f"Appt ID {digits(9)}, buyer agent said they're running 15 min late",
        f"showing request {digits(7)} was declined - seller has family in town",
    )
    r.add(
        "earnest_money_receipt_number",
        f"Earnest money receipted - receipt # {digits(6)}, $3,000",
        f"EM receipt {rnd(UPPER, 2)}-{digits(6)} from Lone Star Title, option fee $250",
        f"Got the earnest money receipt for {addr()}: #{digits(7)}",
    )
    r.add(
        "contact_phone_number",
        f"Tammy at title {phone()}",
        f"inspector (Bobby) {phone()} cell, office {phone()}",
        f"Seller Mr Garza's cell {phone()} - text don't call",
    )
    r.add(
        "zip_code_list",
        f"Farm area zips for postcards: 76{digits(3)}, 76{digits(3)}, 76{digits(3)}",
        f"buyers only want 76{digits(3)} (school district)",
    )
    r.add(
        "code_change_after_closing",
        "Remind buyers to change the garage keypad code after closing!!",
        f"Tell sellers I'm pulling the lockbox and they should change the gate code once we close on {addr()}",
        "Alarm code will be reset by the alarm co after funding, buyers have to call them",
        "note to self - SentriLock box comes off Friday, change the combo on the back door box after that too",
    )
    r.add(
        "lockbox_serial_number",
        f"Supra box serial {digits(8)} is on the Hendricks house",
        f"Lockbox SN {digits(8)} checked out to me (board office sheet)",
        f"sentrilock box # {digits(8)} battery low, swap it",
    )
    r.add(
        "ekey_device_serial",
        f"My eKEY serial # {digits(7)} (board needs it to renew)",
        f"supra key s/n {digits(8)}",
    )
    r.add(
        "password_reset_note",
        "Reset my MLS password today, the new one is saved in the iphone keychain",
        "DocuSign locked me out after 3 tries, had to do the forgot password email",
        "Rhonda says everyone has to change their email passwords by Friday",
    )
    r.add(
        "pin_rules_note",
        "SentriKey app PIN has to be 4 digits and can't be 1234",
        "Bank says debit PIN cant be your birthday or 4 of the same number",
        "MLS password rules: 12+ characters, 1 number, 1 symbol, can't reuse last 5",
    )
    r.add(
        "code_location_reference",
        f"Gate and alarm codes for {addr()} are in the ShowingTime instructions, not in MLS remarks",
        "Office safe combo is on the card in Rhonda's desk drawer",
        "all my passwords are in the blue notebook in the truck console",
        "CBS code - buyer agent has to call me, I give it out over the phone only",
    )
    r.add(
        "docusign_envelope_id",
        f"DocuSign Envelope ID: {uid().upper()}",
        f"Completed envelope {uid().upper()} - sellers signed the amendment",
        f"Certificate of completion for the listing agreement, envelope id {uid()}",
    )
    r.add(
        "loan_number",
        f"Buyer's loan # {digits(10)} with First Prairie Mortgage",
        f"Loan no. {digits(4)}{digits(6)} - clear to close!",
    )
    r.add(
        "photographer_invoice_number",
        f"Paid photographer invoice INV-{digits(5)} $225",
        f"Drone photos invoice #{digits(4)}-{rnd(UPPER, 3)}",
    )
    r.add(
        "shipping_tracking_number",
        f"Sign riders UPS tracking 1Z{rnd(UPPER + DIGITS, 6)}{digits(10)}",
        f"Lockbox replacement shipped USPS {pick('9400', '9205', '9361')} {groups(digits(18), 4)}",
        f"FedEx tracking {digits(12)} - closing gift for the Millers",
    )
    r.add(
        "sign_order_promo_code",
        f"Sign company promo code REALTOR{digits(2)} for 15% off",
        f"coupon code for the postcards: {pick('SPRING', 'FALL', 'JUSTSOLD')}{digits(2)}",
    )
    r.add(
        "home_warranty_contract_number",
        f"Home warranty contract # {digits(9)} (seller paid, 1st year)",
        f"warranty order {rnd(UPPER, 2)}{digits(8)} for {addr()}",
    )
    r.add(
        "insurance_policy_number",
        f"Buyers homeowners policy # {rnd(UPPER, 3)}{digits(7)} - need dec page to title",
        f"My E&O policy number {rnd(UPPER, 2)}-{digits(6)}-{digits(2)}",
    )
    r.add(
        "license_plate",
        f"Buyer's car at the showing was a white Tahoe plate {rnd(UPPER, 3)}-{digits(4)}",
        f"my truck plate {rnd(UPPER, 3)} {digits(4)} for the parking permit at the courthouse",
    )
    r.add(
        "vehicle_vin",
        f"VIN for the truck (insurance card) 1FT{rnd('ABCDEFGHJKLMNPRSTUVWXYZ' + DIGITS, 14)}",
        f"Expedition VIN 1FM{rnd('ABCDEFGHJKLMNPRSTUVWXYZ' + DIGITS, 14)}",
    )
    r.add(
        "brokerage_ein",
        f"Brokerage EIN for the W-9 {digits(2)}-{digits(7)}",
        f"title needs our W9, EIN is {digits(2)}-{digits(7)}",
    )
    r.add(
        "wifi_network_name",
        f"Sellers wifi network is 'Garza_{digits(4)}' - password is taped inside the pantry door",
        f"Office wifi name BRR-Guest-{digits(2)}",
    )
    r.add(
        "alarm_monitoring_account_number",
        f"Alarm monitoring acct # {digits(8)} (ADT) at the vacant listing - seller has the code",
        f"Alarm co account {digits(7)}, call {phone()} if it goes off during a showing",
    )
    r.add(
        "mls_support_ticket",
        f"MLS help desk ticket #{digits(6)} - photos not uploading",
        f"Support case {pick('CS', 'TKT')}-{digits(7)} re: my ekey not syncing",
    )
    r.add(
        "facebook_ad_receipt_id",
        f"Facebook ad receipt for the open house boost: {digits(4)}-{digits(4)}-{digits(4)}",
        f"FB ads transaction ID {digits(16)} $40",
    )
    r.add(
        "commission_check_number",
        f"Commission check # {digits(5)} from Lone Star Title $8,432.17",
        f"deposited check {digits(4)} (referral fee)",
    )
    r.add(
        "photo_file_names",
        f"Use IMG_{digits(4)}.HEIC thru IMG_{digits(4)}.HEIC for the MLS photos",
        f"drone pics are DJI_{digits(4)}.JPG to DJI_{digits(4)}.JPG in the dropbox",
    )
    r.add(
        "zillow_zpid_link",
        f"zillow.example/homedetails/{digits(8)}_zpid/ - Zestimate is way off",
        f"Zillow listing {digits(9)}_zpid is still showing old price",
    )
    r.add(
        "office_printer_ip",
        f"Office printer IP 192.168.{secrets.randbelow(3)}.{secrets.randbelow(200) + 20} if the laptop loses it",
        f"copier is at 10.0.{secrets.randbelow(10)}.{secrets.randbelow(250) + 2}",
    )
    r.add(
        "app_version_note",
        f"Supra eKEY app updated to {secrets.randbelow(5) + 5}.{secrets.randbelow(20)}.{secrets.randbelow(30)} - now bluetooth works",
        f"ShowingTime app version {secrets.randbelow(4) + 3}.{secrets.randbelow(40)}.{secrets.randbelow(10)}, tech said update",
    )
    r.add(
        "wire_fraud_warning",
        "Tell every buyer: title will NEVER email new wiring instructions. Call Tammy to verify.",
        "Wire instructions only from the title co, and they verify by phone with the number on their website",
        "Remember the code word thing for wires - set it up with the title co at contract, never text it",
    )
    r.add(
        "student_id_number",
        f"Tucker student ID {digits(6)} (for the field trip form)",
        f"Kaylee's school ID # {digits(7)}",
    )
    r.add(
        "car_pickup_tag_number",
        f"school pickup tag #{digits(3)} for Tucker, #{digits(3)} Kaylee",
        f"Car rider number {digits(3)} - hang it on the mirror",
    )
    r.add(
        "legal_description",
        f"Legal: Lot {secrets.randbelow(40) + 1}, Block {secrets.choice(UPPER[:8])}, Saddle Creek Estates, Sec {secrets.randbelow(5) + 1}",
        f"Lot {secrets.randbelow(30) + 1} Blk {secrets.randbelow(12) + 1} Oak Hollow Addn, Abstract {digits(4)}",
    )
    r.add(
        "deed_instrument_number",
        f"Warranty deed recorded, instrument # {year()}{digits(6)}",
        f"Vol {digits(4)} Pg {digits(3)} Deed Records",
    )
    r.add(
        "fema_flood_panel",
        f"FEMA map panel 48{digits(3)}C{digits(4)}{pick('F', 'G', 'E')} - zone X",
        f"Flood zone AE, panel # 48{digits(3)}C{digits(4)}F",
    )
    r.add(
        "appraisal_file_number",
        f"Appraisal order # {digits(8)}, appraiser coming Tues",
        f"appraisal came in at value! file {rnd(UPPER, 3)}{digits(5)}",
    )
    r.add(
        "building_permit_number",
        f"City permit # B{year()[2:]}-{digits(4)} for the new roof",
        f"Permit {digits(2)}-{digits(5)} closed out for the patio cover",
    )
    r.add(
        "key_and_remote_count",
        "Keys at closing: 2 front door, 1 back, 2 garage remotes, mailbox key #14",
        "Sellers leaving 3 keys + the gate clicker in the kitchen drawer",
    )
    r.add(
        "zoom_meeting_id",
        f"Broker meeting zoom ID {digits(3)} {digits(4)} {digits(4)}",
        f"CE class on zoom, meeting # {digits(3)}-{digits(3)}-{digits(4)}",
    )
    r.add(
        "hotel_confirmation_number",
        f"Texas Realtors conference hotel conf # {digits(8)}",
        f"hotel in San Antonio confirmation {rnd(UPPER + DIGITS, 10)}",
    )
    r.add(
        "mls_agent_id",
        f"My MLS agent ID {digits(6)}, office ID BLRR{digits(2)}",
        f"co-list agent MLS id {rnd(UPPER, 4)}{digits(3)}",
    )
    r.add(
        "survey_job_number",
        f"Survey ordered job #{year()}-{digits(3)}, ETA 10 days",
        f"Surveyor file {digits(5)}-{rnd(UPPER, 1)}",
    )
    r.add(
        "utility_transfer_confirmation",
        f"Water transfer for the buyers confirmation {digits(9)}",
        f"Electric service start order # {rnd(UPPER, 2)}{digits(8)}",
    )
    r.add(
        "hoa_resale_cert_order",
        f"HOA resale cert order {digits(6)} - $375, 10 business days",
        f"Saddle Creek HOA docs request #{digits(5)}",
    )
    r.add(
        "expired_one_day_code_note",
        "the sentrilock 1-day code I gave the appraiser expired, need to send another one tomorrow",
        "Supra CBS code for the Hendricks listing changed - call me for the new one",
    )
    r.add(
        "gate_code_request_note",
        "Need to get the gate code for Lakeway Ranch from the HOA before Saturday",
        "Ask Mrs Garza what the alarm code is, she said she'd text it",
        "garage keypad battery is dead at the vacant one, buy a 9 volt",
    )
    r.add(
        "card_last_four_note",
        f"MLS dues auto pay on card ending {digits(4)}",
        f"Earnest money refund went to the Visa ending in {digits(4)}",
    )
    r.add(
        "listing_price_stats",
        f"{addr()}: list $3{digits(2)},900, {digits(4)} sqft, built {year()}, 0.{digits(2)} acres",
        f"DOM {secrets.randbelow(90)}, price per sqft ${secrets.randbelow(80) + 140}, offer at {digits(2)}% of list",
    )
    r.add(
        "showing_schedule",
        f"Sat showings: 10:00 {addr()}, 10:45 {addr()}, 11:30 {addr()}",
        "Tues 4:15pm, Wed 5:30pm, Thurs 12:00 - all confirmed",
    )

    # ---- second thoughts: more of the same, written on other days -------------------
    r.add("nrds_member_id", f"NAR member lookup shows me as {digits(9)}, primary local board Central Texas")
    r.add("loan_number", f"Lender emailed loan # {digits(3)}-{digits(7)} - appraisal waived")
    r.add("photographer_invoice_number", f"Virtual tour inv {rnd(UPPER, 2)}{digits(6)} paid w/ business card")
    r.add("sign_order_promo_code", f"Rider sign reorder - use code FREESHIP{digits(2)} on the sign site")
    r.add("home_warranty_contract_number", f"Claim # {digits(8)} on warranty for the AC (buyers called)")
    r.add("license_plate", f"Texas temp tag {digits(5)}{rnd(UPPER, 1)}{digits(1)} on buyers new car, lol they came straight from the dealer")
    r.add("wifi_network_name", f"Open house wifi shows up as 'NETGEAR{digits(2)}' - if it doesn't connect just use my hotspot")
    r.add("mls_support_ticket", f"ticket {digits(7)} - MLS says photo order bug is fixed in next release")
    r.add("commission_check_number", f"Rhonda has commission disbursement #{digits(6)}, she'll cut my check Friday")
    r.add("zillow_zpid_link", f"Flag the listing on zillow.example - zpid {digits(8)} is still showing 'for sale'")
    r.add("student_id_number", f"Tucker's library card / student # {digits(8)}")
    r.add("legal_description", f"Legal desc for the contract: {secrets.randbelow(50) + 1}.{digits(3)} acres out of the J. Hollis Survey, A-{digits(3)}")
    r.add("fema_flood_panel", f"Flood cert shows panel 48{digits(3)}C{digits(4)}{pick('F', 'G')}, eff date 9/{secrets.randbelow(28) + 1}/2008 - not in floodplain")
    r.add("zoom_meeting_id", f"Team call zoom {digits(3)} {digits(4)} {digits(4)} - passcode is in Rhonda's calendar invite")
    r.add("card_last_four_note", f"Supra key lease is billed to the Mastercard ****{digits(4)}")
    r.add("expired_one_day_code_note", f"1-day code for the inspector at {addr()} only works till 8pm tonight - he needs a new one if he's late")
    r.add(
        "showing_schedule",
        f"Tour w/ the Lopez family Sun\n1:00 {addr()} (MLS {mls()})\n1:40 {addr()} (MLS {mls()})\n2:20 {addr()} (MLS {mls()})\nbring water + disclosures",
    )
    return r


def main() -> None:
    write_corpora("make_heldout92.py", [
        ("heldout92_credentials.yaml", credentials(), "batch 92 (small-town Texas real-estate agent: lockbox, gate, alarm codes and portal logins), written blind; every value synthetic"),
        ("heldout92_lookalikes.yaml", lookalikes(), "batch 92 look-alikes: MLS, parcel, GF, escrow, license and confirmation numbers, codes talked about but not given, written blind"),
    ])


if __name__ == "__main__":
    main()
