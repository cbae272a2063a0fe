# ruff: noqa: E501
"""Writes heldout98_credentials.yaml and heldout98_lookalikes.yaml: held-out batch 98.

Persona: Bev, volunteer coordinator at a small Manchester charity (a community pantry and
minibus service run out of a church hall). Not technical at all; writes to her AI assistant in
casual British English full of abbreviations: the charity's bank login and card reader PIN,
the donations platform, the shared Gmail and Canva, key-safe, padlock and alarm codes, the
hall Wi-Fi, the safeguarding database, her own phone PIN and her mum's memorable word.

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
    URLSAFE,
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
    rnd,
    uid,
    write_corpora,
)

WORDS = ["Sunflower", "Daffodil", "Bluebell", "Biscuit", "Pantry", "Buttercup", "Marmalade",
         "Crumpet", "Rainbow", "Teacake", "Bumblebee", "Parkin", "Robin", "Primrose", "Hotpot",
         "Eccles", "Custard", "Lavender", "Snowdrop", "Kipper", "Pickle", "Toffee"]
MEMORABLE = ["Blackpool", "Humbug", "Mistletoe", "Buster", "Tangerine", "Whitby", "Lollipop",
             "Carnation", "Goldie", "Sandringham", "Pennylane", "Marigold", "Scamp", "Llandudno"]


def w() -> str:
    return secrets.choice(WORDS)


def her_pw() -> str:
    """A password Bev chose, or one a browser suggested and she copied down."""
    return pick(
        f"{w()}{digits(4)}!",
        f"{w()}{w().lower()}{digits(2)}",
        f"{w()}#{digits(3)}",
        f"{w()}{digits(2)}{w()}*",
        f"{rnd(LOWER + DIGITS, 6)}-{rnd(ALNUM, 6)}-{rnd(LOWER + DIGITS, 6)}",
        rnd(ALNUM + "!#%&*", 14),
        f"Acme{w()}{digits(3)}?",
    )


def mem() -> str:
    return pick(secrets.choice(MEMORABLE), secrets.choice(MEMORABLE).upper(), secrets.choice(MEMORABLE) + digits(2))


def pin(n: int = 4) -> str:
    return digits(n)


def mobile() -> str:
    return f"07700 900{secrets.randbelow(1000):03d}"


def landline() -> str:
    return f"0161 496 0{secrets.randbelow(1000):03d}"


def postcode() -> str:
    return f"M{secrets.randbelow(40) + 1} {secrets.randbelow(9) + 1}{rnd(UPPER, 2)}"


def sortcode() -> str:
    return f"{digits(2)}-{digits(2)}-{digits(2)}"


def acct() -> str:
    return digits(8, lead=True)


def visa() -> str:
    return groups(luhn(pick("4", "4659", "4751")), 4)


def mc() -> str:
    return groups(luhn(pick("51", "53", "55")), 4)


def plate() -> str:
    return f"{rnd(UPPER, 2)}{digits(2)} {rnd(UPPER, 3)}"


def bt_key() -> str:
    return rnd(UPPER + LOWER + DIGITS, 13)


def gbackup() -> str:
    return "  ".join(f"{digits(4)} {digits(4)}" for _ in range(pick(5, 6)))


def credentials() -> Rows:
    r = Rows()
    r.add("charity_online_banking_login",
          f"bank login for the charity acct (CAF-ish one):\ncustomer no {digits(10, lead=True)}\npasscode {her_pw()}\nthen it asks for 3 letters of memorable info",
          f"ok so Dave changed the online banking pw again 🙄 new one is {her_pw()} , user id stays the same ({digits(8, lead=True)})",
          f"Online banking - Acme Community Pantry\nUser: ACMEPANTRY{digits(2)}\nPassword: {her_pw()}\nDONT give to new volunteers!!",
          f"remember pls: charity bank pw = {her_pw()} (capital first letter, was told off for getting it wrong 3x and locked out lol)")
    r.add("bank_memorable_information",
          f"memorable info for the charity bank is {mem().lower()} - it asks for random letters e.g. 2nd, 5th, 7th",
          f"Bank security q's: mem word {mem()}, security number {pin(6)}",
          f"Charity bank asks 'memorable place' -> {mem()} (Dave picked it not me)")
    r.add("card_reader_pin",
          f"card reader PIN (the little grey one for the tombola) {pin()}",
          f"SumUp-type reader at the hall: unlock pin is {pin()} - if it goes to sleep just type it in",
          f"Note to self - payment terminal code: {pin()}. Kev keeps forgetting so I'll text it him on the day",
          f"pin for the card machine\n{pin()}\n(not the same as the bank card pin!!)")
    r.add("charity_debit_card_details",
          f"charity debit card for online orders (Booker, Amazon etc)\n{visa()}  exp {card_expiry()}  cvv {digits(3)}\nname on card: ACME COMMUNITY PANTRY",
          f"Dave's pantry card: {mc()} exp {card_expiry()} security code {digits(3)} - only for the food order, receipts in the blue folder",
          f"Visa debit {visa()}, expires {card_expiry()}, 3 digits on back {digits(3)}, billing postcode {postcode()}")
    r.add("debit_card_pin",
          f"chip & pin for the charity card is {pin()} (Dave has the card, I have the pin lol)",
          f"Priya asked me to keep this safe - card PIN {pin()} for the Co-op card ending in {digits(4)}")
    r.add("donations_platform_password",
          f"AcmeGive (our justgiving thing) login: office@acme-pantry.example / {her_pw()}",
          f"donations site password - {her_pw()}\nemail is the shared office one",
          f"Hiya me, the acmegive.example admin pw got reset, it's now {her_pw()} x",
          f"fundraising page login\nu: bev.acmepantry\np: {her_pw()}")
    r.add("donations_platform_backup_codes",
          f"backup codes for the donations site if my phone dies:\n{gbackup()}",
          f"AcmeGive 2-step recovery codes (each works once) {' '.join(rnd(LOWER + DIGITS, 10) for _ in range(5))}",
          f"Recovery code for acmegive: {'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(4))} (they said print it out, I'm putting it here instead)")
    r.add("shared_gmail_password",
          f"shared gmail (acmepantry.office@gmail.example) pw: {her_pw()}",
          f"New office email password after the hack scare: {her_pw()} - told Priya & Dave only",
          f"gmail for the pantry\n{her_pw()}\n(if it asks which phone, it's the old samsung in the drawer)",
          f"Password for office email is {her_pw()}, please remind me when the volunteers ask")
    r.add("gmail_app_password",
          f"Tom set up the scanner to email scans, he said the 'app password' it uses is {app_password()} - dont delete it",
          f"app pw for the printer to send email: {app_password().replace(' ', '')}",
          f"Thunderbird on the office laptop uses this special google pw thing: {app_password()}")
    r.add("google_backup_codes",
          f"Google backup codes for the office gmail (Tom said keep them somewhere safe):\n{gbackup()}",
          f"gmail 8 digit backup codes - {', '.join(digits(8) for _ in range(4))}",
          f"used one backup code today, left: {digits(4)} {digits(4)} / {digits(4)} {digits(4)} / {digits(4)} {digits(4)}")
    r.add("canva_password",
          f"Canva (the pro one the grant paid for) - login office email, pw {her_pw()}",
          f"canva pw {her_pw()} — pls don't share with the youth group they keep deleting the templates",
          f"Canva for Nonprofits\nemail: office@acme-pantry.example\npassword: {her_pw()}")
    r.add("minibus_key_safe_code",
          f"minibus keys are in the key safe by the side door, code {pin()}",
          f"Key safe (minibus) - {pin()} then push the button down and slide",
          f"Kev msg: 'Bev whats the key box code for the bus again' -> {pin()} 👍",
          f"mini bus key-safe code changed to {pin()} on Tues after the break in")
    r.add("foodbank_padlock_combination",
          f"storeroom padlock (the brass combination one): {pin(pick(3, 4))}",
          f"food bank cupboard combo lock {'-'.join(digits(1) for _ in range(4))}",
          f"Padlock on the tins cage = {pin()} . Scroll numbers to line up with the arrow",
          f"foodbank store combination is {pin()} - only for Thurs team")
    r.add("office_alarm_code",
          f"office alarm: code {pin()} then press ✓ , you've got 30 secs to get out",
          f"Alarm code for the office is {pin()}#  (set & unset same code)",
          f"ALARM — {pin(6)} — if it goes off ring the keyholder line not the police",
          f"setting the office alarm\n1. close all internal doors\n2. key in {pin()}\n3. press SET\n4. leave by the front")
    r.add("church_hall_key_box_code",
          f"St Acme's hall key box code is {pin()} (Rev Jo said fine to use for Sat sessions)",
          f"church hall keybox {pin()}, box is behind the bins on the left",
          f"Sandra (caretaker) txt: 'new key box code {pin()} from Monday, please pass to your lot x'")
    r.add("hall_wifi_password",
          f"Hall wifi: AcmeHall-Guest / {rnd(UPPER + LOWER + DIGITS, 10)}",
          f"wifi password at the church hall is {w().lower()}{digits(4)}",
          f"WIFI:T:WPA;S:StAcmeHall;P:{bt_key()};;  <- Tom made this for the QR code on the noticeboard",
          f"Rev Jo: 'the hall wifi is now {w()}{w()}{digits(2)} - sorry for the faff!'",
          f"Church hall internet\nNetwork BT-{rnd(UPPER + DIGITS, 6)}\nkey: {bt_key()}")
    r.add("office_wifi_password",
          f"office wifi key {rnd(LOWER, 4)}-{rnd(LOWER, 4)}-{rnd(LOWER, 4)} (it's case sensitive apparently)",
          f"Pantry office wifi — VM{digits(7)} — pw {rnd(LOWER, 12)}",
          f"wifi pw for upstairs office: {rnd(UPPER, 8)}")
    r.add("safeguarding_database_login",
          f"safeguarding db (the MyConcern-type one) u: bev.coord  p: {her_pw()}",
          f"Login for safeguarding system - username bwalker, password {her_pw()}. DO NOT write on paper",
          f"safeguarding.acme-pantry.example\nbev@acme-pantry.example\n{her_pw()}",
          f"new safeguarding portal pw after 90 day expiry thing = {her_pw()}")
    r.add("safeguarding_authenticator_setup_key",
          f"safeguarding system 2FA — the setup key (if I get a new phone): {groups(rnd(BASE32, 32), 4)}",
          f"authenticator secret for the safeguarding login {rnd(BASE32, 32)} - Tom says I can re-add it from this")
    r.add("own_phone_pin",
          f"my phone pin is {pin(6)} (just in case i forget after the update again!!)",
          f"Me - phone unlock {pin()}",
          f"new phone passcode: {pin(6)}",
          f"if I ever get locked out: phone {pin(6)}, sim PIN {pin()}, PUK {digits(8)}")
    r.add("mum_banking_memorable_word",
          f"Mum's memorable word for Halifax is {mem()} - she asked me to remember it for her",
          f"mum bank - memorable word {mem()}, her login number is on the letter in her bureau",
          f"For mum's online banking: password {her_pw()}, memorable word {mem()}",
          f"MUM: memorable wd = {mem()}\nsecurity q (first school) = St {secrets.choice(MEMORABLE)}'s")
    r.add("mum_bank_card_pin",
          f"mums card pin {pin()} - for when I do her shopping",
          f"Mum's new debit card came, PIN {pin()}, card ends {digits(4)}",
          f"doing mum's big shop Thurs - her pin's {pin()}, card in her purse (red one)")
    r.add("mum_phone_passcode",
          f"mum's ipad code {pin(6)}",
          f"Mum phone pin is {pin()} (her birthday backwards-ish)")
    r.add("paypal_giving_password",
          f"PayPal (charity acct) - office email + {her_pw()}",
          f"paypal giving fund login pw {her_pw()}",
          f"PayPal Business\nemail: donate@acme-pantry.example\npassword: {her_pw()}\nsecurity q: mum's maiden name = {secrets.choice(MEMORABLE)}")
    r.add("facebook_page_login",
          f"FB page is run from the pantry facebook acct: acmepantry.mcr@acme-pantry.example / {her_pw()}",
          f"facebook pw {her_pw()} . 2fa texts go to Priya's phone so warn her first",
          f"Facebook (pantry)\n{her_pw()}")
    r.add("instagram_password",
          f"insta @acmepantry pw is {her_pw()}",
          f"Instagram for the charity — password {her_pw()} (Jess from youth group does the reels)",
          f"insta login keeps failing?? trying {her_pw()} - that's the one Jess set")
    r.add("mailchimp_login",
          f"newsletter (mailchimp) username acmepantry_news, pw {her_pw()}",
          f"Mailchimp pw changed to {her_pw()} after it said it was in a data breach??")
    r.add("mailchimp_api_key",
          f"Tom's note for the website signup box - mailchimp key {hexs(32)}-us{secrets.randbelow(20) + 1}",
          f"if the newsletter signup on the website breaks, Tom says the API key is {hexs(32)}-us{secrets.randbelow(20) + 1} and to paste it into the plugin settings")
    r.add("wordpress_admin_password",
          f"website admin (acme-pantry.example/wp-admin) user bevadmin pw {her_pw()}",
          f"WordPress login to update the opening times:\nadmin\n{rnd(ALNUM + '!@#$%^&*()', 20)}",
          f"website pw {rnd(ALNUM + '!@#$%', 16)} (Tom generated it, impossible to type!!)")
    r.add("website_database_password",
          f"Tom emailed this 'in case I get hit by a bus':\ndefine( 'DB_NAME', 'acmepantry_wp' );\ndefine( 'DB_USER', 'acmepantry' );\ndefine( 'DB_PASSWORD', '{rnd(ALNUM, 18)}' );\ndefine( 'DB_HOST', 'db.acme-pantry.internal' );",
          f"website database thing from Tom: mysql://acmepantry:{rnd(ALNUM, 16)}@db.acme-pantry.internal:3306/wordpress",
          f"db pw for the website (Tom says only needed if the hosting people ask): {rnd(ALNUM, 20)}")
    r.add("domain_registrar_login",
          f"domain name renewal (acme-pantry.example) at the registrar - acct {digits(7)}, password {her_pw()}",
          f"Domain login: tom.volunteer / {her_pw()} — renew by March!!")
    r.add("office_laptop_password",
          f"office laptop login - Acme Office / {her_pw()}",
          f"laptop windows pin {pin(6)}",
          f"the grey Dell: password is {w()}{digits(4)}, the other one has no password (I know I know)")
    r.add("zoom_account_password",
          f"Zoom (trustees meetings) - office email, pw {her_pw()}",
          f"zoom pw {her_pw()} , host key {pin(6)}")
    r.add("photocopier_pin_code",
          f"photocopier user code {pin(5)} (charged to pantry not the church)",
          f"Copier in hall office: press ID, type {pin()}, then OK",
          f"printer/copier code for us = {pin()}")
    r.add("card_reader_account_password",
          f"SumUp account (the app on my phone for the card reader) - office@acme-pantry.example pw {her_pw()}",
          f"card machine app login {her_pw()}")
    r.add("grant_portal_password",
          f"Lottery grant portal: bev.walker / {her_pw()} - application due 14th",
          f"Council small grants portal password {her_pw()}",
          f"Tesco community grant thingy login pw: {her_pw()}")
    r.add("charity_commission_portal_password",
          f"Charity Commission online services - login pw {her_pw()} (for the annual return)",
          f"charity commission acct: office email / {her_pw()}")
    r.add("hmrc_gift_aid_gateway_login",
          f"HMRC Gift Aid (charities online) - Government Gateway user ID {digits(12)} password {her_pw()}",
          f"gift aid claims login:\nGG ID {groups(digits(12), 4)}\npw {her_pw()}")
    r.add("fuel_card_pin",
          f"minibus fuel card pin {pin()} - card lives in the glovebox",
          f"Fuel card for the bus: PIN {pin()}, tell drivers to put the mileage in too",
          f"Kev asked for the diesel card number thing — it's {pin()}")
    r.add("petty_cash_safe_combination",
          f"petty cash safe combo {digits(2)}-{digits(2)}-{digits(2)} (left, right, left)",
          f"small safe under desk = {pin(6)} then turn handle",
          f"Cash tin code: {pin(3)}")
    r.add("storeroom_keypad_code",
          f"back storeroom door keypad: C{pin()}",
          f"keypad on fridge room door {pin()}* (the star matters)")
    r.add("car_park_gate_code",
          f"car park gate at the hall - {pin()}# ",
          f"Gate code for deliveries at the back is {pin()}, tell the Fareshare driver")
    r.add("router_admin_password",
          f"hall router admin password (on the back of the hub, copied it here) {rnd(UPPER + LOWER + DIGITS, 10)}",
          f"BT hub admin pw {rnd(LOWER + DIGITS, 10)} - Tom needed it to fix the wifi")
    r.add("whatsapp_two_step_pin",
          f"WhatsApp 2 step pin (the volunteers group phone) {pin(6)}",
          f"whatsapp keeps asking for my pin - it's {pin(6)}")
    r.add("password_manager_master_password",
          f"my niece put me on Bitwarden, master password is {w().lower()}-{w().lower()}-{w().lower()}-{digits(2)}",
          f"Master pw for the password app (DON'T LOSE): {w()} {w()} {w()} {digits(3)}")
    r.add("apple_id_password",
          f"apple id for the charity ipad: ipad@acme-pantry.example / {her_pw()}",
          f"iPad passcode {pin(6)}, apple id pw {her_pw()}",
          f"apple id for the ipad got locked, new pw {her_pw()} (reset via the office email)")
    r.add("trustee_email_password",
          f"Priya's trustee email (she asked me to check it while she's away) pw {her_pw()}",
          f"chair@acme-pantry.example password {her_pw()}")
    r.add("stripe_secret_key",
          f"Tom said this is the 'live secret key' for the donate button, keep it safe: sk_live_{rnd(ALNUM, 24)}",
          f"Stripe — from Tom's handover email\nsecret: sk_live_{rnd(ALNUM, 99)}\n(he said never post it anywhere)")
    r.add("eventbrite_password",
          f"Eventbrite for the quiz night tickets - pw {her_pw()}",
          f"eventbrite login office email + {her_pw()}")
    r.add("volunteer_rota_app_password",
          f"rota app admin pw {her_pw()} (so I can add new vols)",
          f"Volunteer rota (acmerota.example) - login bev, password {her_pw()}",
          f"rota website password: {her_pw()}")
    r.add("amazon_account_password",
          f"amazon (charity account, for the wishlist orders) - {her_pw()}",
          f"Amazon Smile/wishlist acct pw {her_pw()}")
    r.add("surplus_food_app_password",
          f"Neighbourly-type surplus food app: login pantry@acme-pantry.example pw {her_pw()}",
          f"food collection app (Tesco surplus) password {her_pw()} — Kev needs it for Sunday pickups")
    r.add("church_hall_door_code",
          f"inner door keypad at St Acme's (to get to the kitchen) {pin()}",
          f"hall kitchen door code {pin()}✓",
          f"Sandra says kitchen keypad is now {pin()} (changed coz the youth club had it)")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add("charity_registration_number",
          f"our charity no. is {digits(7, lead=True)} (registered in England & Wales) - goes on all posters",
          f"Reg charity {digits(7, lead=True)}",
          f"For the grant form: Charity Commission number {digits(7, lead=True)}, CIO, registered {secrets.randbelow(28) + 1}/0{secrets.randbelow(9) + 1}/2019")
    r.add("hmrc_charity_reference",
          f"HMRC charities ref (for gift aid) {rnd(UPPER, 2)}{digits(5)}",
          f"our HMRC reference is {rnd(UPPER, 2)}{digits(5)} — NOT the same as the charity number!",
          f"gift aid: HMRC charity ref {rnd(UPPER, 2)}{digits(5)}, claim every quarter")
    r.add("gift_aid_claim_receipt",
          f"Gift aid claim sent! HMRC correlation ID {hexs(32).upper()} - keep for records",
          f"gift aid submission receipt: IRmark {rnd(BASE32, 32)}, amount £{secrets.randbelow(900) + 100}.{digits(2)}",
          f"Claim ref {rnd(UPPER, 2)}{digits(5)}-{digits(4)} submitted {secrets.randbelow(28) + 1}th, HMRC say 4 weeks")
    r.add("gift_aid_envelope_numbers",
          f"gift aid envelopes used this month: GA{digits(4)} to GA{digits(4)}",
          f"Envelope nos for Mrs Patel's donations {', '.join('GAD-' + digits(5) for _ in range(3))}",
          f"gift aid envelope batch {digits(3)} ({digits(2)} envelopes) checked by Dave")
    r.add("dbs_certificate_numbers",
          f"DBS cert numbers for new drivers:\nKev {'00' + digits(10)}\nMo {'00' + digits(10)}\nissued this yr",
          f"Jess's DBS came back clear, cert no {'00' + digits(10)}",
          f"DBS no. {'00' + digits(10)} (Sam) - renew in 3 yrs")
    r.add("dbs_update_service_ids",
          f"Priya is on the DBS update service, subscription ID C{digits(7)}",
          f"Update service ids: Bev C{digits(7)}, Dave C{digits(7)}",
          f"DBS update service: checked Kev's status online today (ID C{digits(7)}) - still current")
    r.add("hall_booking_references",
          f"hall booking confirmed - ref HB-{digits(6)} for every Sat in Nov",
          f"Booking ref for the community centre room: {rnd(UPPER + DIGITS, 8)}",
          f"St Acme's hall: booking no. {digits(5)}/{digits(2)}, £{secrets.randbelow(30) + 15}/hr")
    r.add("supplier_invoice_numbers",
          f"Booker invoice INV-{digits(7)} paid on the card, £{secrets.randbelow(400) + 50}.{digits(2)}",
          f"invoice no {rnd(UPPER, 3)}{digits(6)} from the printers - for the leaflets",
          f"Invoices to chase:\n- {rnd(UPPER, 2)}-{digits(5)}\n- {rnd(UPPER, 2)}-{digits(5)}\n- {rnd(UPPER, 2)}-{digits(5)}")
    r.add("donation_bank_details_poster",
          f"For the donations poster:\nAcme Community Pantry\nSort code {sortcode()}\nAcc no {acct()}\nRef: your name + DONATION",
          f"bank details to put on the website 'donate' page: {sortcode()} / {acct()}",
          f"standing order details for supporters - sort code {sortcode()}, account {acct()}, account name ACME COMMUNITY PANTRY")
    r.add("charity_iban_on_invoice",
          f"IBAN for the German church group who want to donate: {iban('GB', pick('NWBK', 'CPBK', 'BARC') + digits(14))} BIC {pick('NWBKGB2L', 'CPBKGB22')}",
          f"our IBAN (printed on invoices): {iban('GB', pick('NWBK', 'CPBK') + digits(14), spaced=False)}",
          f"invoice footer: Acme Community Pantry · sort {sortcode()} · acc {acct()} · IBAN {iban('GB', 'CPBK' + digits(14))}")
    r.add("minibus_number_plate",
          f"minibus reg {plate()} (white Ford Transit, 17 seater)",
          f"Parking permit for the bus - reg {plate()}, valid till Dec",
          f"Congestion/clean air zone check for {plate()} - it's compliant")
    r.add("phone_numbers_list",
          f"useful numbers:\nSandra caretaker {mobile()}\nRev Jo {mobile()}\nhall landline {landline()}",
          f"Kev mobile {mobile()}",
          f"alarm keyholder line {landline()} (ring this if it goes off)")
    r.add("postcodes_for_deliveries",
          f"deliveries go to the hall: St Acme's, Acme Rd, {postcode()}",
          f"Mrs Okafor food parcel - {postcode()} (ground floor flat)",
          f"pickup postcodes Sat: {postcode()}, {postcode()}, {postcode()}")
    r.add("room_numbers",
          f"trustee meeting room {secrets.randbelow(3) + 1}.{digits(2)} at the Town Hall annex",
          f"we're in room B{digits(2)} this term not the main hall",
          f"training in Room {digits(3)} at the CVS building")
    r.add("raffle_ticket_numbers",
          f"raffle winners: pink {digits(3)}, blue {digits(3)}, yellow {digits(4)}",
          f"Mr Ahmed bought tickets {digits(4)}–{digits(4)} (green book)",
          f"unclaimed raffle prizes: ticket no. {digits(3)} (hamper), {digits(3)} (wine)")
    r.add("discount_codes",
          f"Booker discount code for charities: CHARITY{digits(2)}",
          f"printing site promo code {rnd(UPPER, 6)}{digits(2)} = 20% off leaflets",
          f"Co-op member offer code on the flyer {rnd(UPPER, 4)}{digits(2)} - anyone can use it in store")
    r.add("foodbank_voucher_numbers",
          f"food bank vouchers redeemed today: FB{digits(6)}, FB{digits(6)}, FB{digits(6)}",
          f"voucher no {digits(4)}-{digits(4)} from the GP surgery referral - family of 4",
          f"Referral voucher {rnd(UPPER, 2)}{digits(7)} (Citizens Advice) - no dietary reqs")
    r.add("password_changed_no_value",
          "changed the shared gmail password today, Priya and Dave have the new one, nobody else",
          "bank login pw was changed after Dave's laptop got nicked - he's got it, ask him",
          "Canva pw reset Tues. I did NOT write it down here on purpose",
          "safeguarding db made me change my password again (90 days). new one is in my head lol")
    r.add("code_kept_elsewhere",
          "the code is on the card in the drawer (top drawer, under the stapler)",
          "key safe code — it's on the laminated sheet in the minibus folder, not on the noticeboard",
          "alarm code is in the sealed envelope in the safe, Rev Jo has the other copy",
          "wifi password is on the sticker on the back of the router")
    r.add("pin_reset_reminder",
          "need to ring the bank to reset the card reader pin, it locked after 3 goes",
          "reminder: mum's card PIN has been blocked, new PIN letter coming in the post 5-7 days",
          "phone pin - changed it to 6 digits because of the work thing")
    r.add("who_holds_keys",
          "key holders: Bev, Dave, Sandra (caretaker). spare set with Rev Jo. alarm co. ref on file",
          "padlock combination known by: Thurs team leads only (Mo, Jess). change it if anyone leaves",
          "minibus key safe: drivers get the code from me by phone, never by whatsapp")
    r.add("parcel_tracking_numbers",
          f"Royal Mail tracking for the leaflets {rnd(UPPER, 2)}{digits(9)}GB",
          f"donated laptop coming by Evri: H{digits(2)}{rnd(UPPER + DIGITS, 14)}",
          f"DPD parcel {digits(14)} - due Thurs between 10-11")
    r.add("donation_receipt_numbers",
          f"AcmeGive donation ref DON-{rnd(UPPER + DIGITS, 10)} - £50 from the Rotary",
          f"online donation receipt #{digits(9)} (anon, £{secrets.randbelow(200) + 5})",
          f"payout from the donations platform ref PO-{digits(8)} landed in the bank")
    r.add("card_reader_transaction_ids",
          f"card machine refund: transaction code {rnd(UPPER + DIGITS, 10)}, £{secrets.randbelow(20) + 2}.00",
          f"tombola takings on the card reader — txn {rnd(UPPER + DIGITS, 10)} to {rnd(UPPER + DIGITS, 10)}",
          f"SumUp payout ref {rnd(UPPER + DIGITS, 12)} — £{secrets.randbelow(300) + 20}.{digits(2)} from the Xmas fair")
    r.add("card_reader_serial_numbers",
          f"card reader serial no {digits(3)}{rnd(UPPER, 2)}{digits(6)} (if we need to report it lost)",
          f"Our 2 readers: S/N {digits(12)} and S/N {digits(12)}",
          f"reader model Air, serial {rnd(UPPER + DIGITS, 12)}, firmware {secrets.randbelow(3) + 1}.{secrets.randbelow(9)}.{secrets.randbelow(20)}")
    r.add("card_last_four_digits",
          f"charity card ending {digits(4)} is the one for Booker, the one ending {digits(4)} is Dave's",
          f"receipt shows card **** **** **** {digits(4)} , exp {card_expiry()}",
          f"Mum's card ending {digits(4)} - new one arrives next week")
    r.add("minibus_vin_and_mot",
          f"minibus VIN WF0{rnd('ABCDEFGHJKLMNPRSTUVWXYZ' + DIGITS, 14)} - MOT due {secrets.randbelow(28) + 1}/0{secrets.randbelow(9) + 1}",
          f"MOT test number {digits(12)} passed, advisories on tyres",
          f"V5C doc ref {digits(11)} - logbook is in the minibus folder")
    r.add("insurance_policy_numbers",
          f"minibus insurance policy {rnd(UPPER, 3)}/{digits(7)}/{digits(2)}",
          f"Public liability insurance - policy no. {rnd(UPPER, 2)}{digits(8)}, renewal Jan",
          f"insurer claim ref {digits(8)}-{rnd(UPPER, 2)} for the broken window")
    r.add("company_number",
          f"Companies House no {'0' + digits(7)} (for the trading arm)",
          f"CIO number and company reg on the letterhead: 0{digits(7)}",
          f"letterhead footer: Registered charity {digits(7, lead=True)} · {postcode()} · {landline()}")
    r.add("wifi_network_names_only",
          f"hall wifi network is BT-{rnd(UPPER + DIGITS, 6)} (pw on the router, not the guest one)",
          "guest wifi 'StAcme-Guest' is open, no password needed, just tick the box",
          f"office wifi name changed to AcmePantry-{digits(2)}, same password as before")
    r.add("form_and_page_links",
          f"volunteer signup form: https://forms.acme-pantry.example/f/{rnd(URLSAFE, 16)} - share everywhere",
          f"our fundraising page acmegive.example/page/acme-pantry-{digits(4)}",
          f"Google Maps link for the hall: https://maps.example/?q=St+Acme+Hall+{postcode().replace(' ', '+')}")
    r.add("canva_design_ids",
          f"canva poster template id DAF{rnd(UPPER + LOWER + DIGITS, 8)} - the christmas one",
          f"Canva design DAG{rnd(UPPER + LOWER + DIGITS, 8)} = summer appeal leaflet",
          f"Jess shared the canva folder FAF{rnd(UPPER + LOWER + DIGITS, 8)} with the youth group (view only)")
    r.add("zoom_meeting_ids",
          f"trustees Zoom meeting ID {digits(3, lead=True)} {digits(4)} {digits(4)} - passcode is in the calendar invite",
          f"Zoom for volunteer training: ID {digits(11, lead=True)}, link sent by Priya",
          f"AGM zoom: meeting ID {digits(3, lead=True)} {digits(3)} {digits(4)}. Passcode will be emailed the day before, don't ask me!")
    r.add("eventbrite_order_numbers",
          f"Eventbrite order #{digits(10, lead=True)} - 2 tickets quiz night (Smiths)",
          f"quiz ticket refund order {digits(10, lead=True)}",
          f"Eventbrite event id {digits(12, lead=True)} (quiz night 2)")
    r.add("amazon_order_numbers",
          f"amazon wishlist order {digits(3)}-{digits(7)}-{digits(7)} (nappies + formula) arriving Fri",
          f"Amazon order no. 2{digits(2)}-{digits(7)}-{digits(7)} returned - refund pending",
          f"Amazon gift card order {digits(3)}-{digits(7)}-{digits(7)} for the volunteer thank-yous (codes already handed out)")
    r.add("key_tag_numbers",
          f"keys on the hook board: #{digits(2)} hall, #{digits(2)} storeroom, #{digits(2)} bus",
          f"new padlock key number {rnd(UPPER, 1)}{digits(4)} (stamped on the key, for cutting spares)",
          f"key cutting at Timpson: blank no. {rnd(UPPER, 2)}{digits(3)}, ticket {digits(4)}")
    r.add("padlock_model_and_serial",
          f"bought new combination padlock - Master Lock model {digits(4)}EURD, receipt in folder",
          f"key safe model Supra C500 serial {digits(8)} (police approved one)",
          f"new padlock for the bin store: Squire {digits(3)}/{digits(2)}, 4-wheel combo (code given to caretaker only)")
    r.add("alarm_company_account_ref",
          f"alarm company acct ref ACM{digits(6)} - engineer visit Tues",
          f"intruder alarm service contract no. {digits(5)}-{digits(3)}, call centre {landline()}")
    r.add("alarm_zone_list",
          "alarm zones: 1 front door, 2 office PIR, 3 storeroom, 4 kitchen, 5 fire exit",
          f"alarm panel showed 'zone {secrets.randbelow(6) + 1} tamper' last night, engineer coming",
          "alarm panel says 'FAULT 04' and beeps twice when unset - normal apparently")
    r.add("password_policy_notes",
          "safeguarding db pw rules: 12+ chars, 1 number, 1 symbol, can't reuse last 5",
          "bank says passcode must be 6-15 characters, letters and numbers",
          "Tom says use 3 random words for passwords, not the charity name + year!")
    r.add("two_factor_setup_notes",
          "turned on 2-step for the gmail, codes go to the office phone now",
          "donations platform 2FA uses the authenticator app on my phone - if i lose it ring Tom",
          f"the bank card reader gadget (PINsentry type) lives in the safe, serial {digits(10)}")
    r.add("memorable_word_hint_only",
          "mum's memorable word is the name of her first dog — she knows it, don't write it down",
          "memorable info for the bank = Dave's, ask him, it's not mine",
          "security question for the charity acct is 'first pet' - answer is in the trustee handbook")
    r.add("utility_meter_numbers",
          f"electric meter MPAN {digits(2)} {digits(4)} {digits(4)} {digits(3)}, gas MPRN {digits(10)}",
          f"meter reading Mon: {digits(5)} (elec), meter serial {digits(2)}{rnd(UPPER, 1)}{digits(7)}")
    r.add("energy_account_numbers",
          f"hall energy supplier acct no {digits(10)} (in the church's name)",
          f"water bill customer ref {digits(9)}, payment ref {digits(2)}{rnd(UPPER, 2)}{digits(6)}",
          f"council tax/business rates acct {digits(9)} (we get charity relief)")
    r.add("food_hygiene_certificate_numbers",
          f"food hygiene L2 certs: Bev {rnd(UPPER, 3)}-{digits(6)}, Mo {rnd(UPPER, 3)}-{digits(6)}",
          f"kitchen rated 5 stars, council ref FHRS{digits(7)}",
          f"first aid cert numbers: Bev FA{digits(6)}, Kev FA{digits(6)} (exp 2026)")
    r.add("grant_application_references",
          f"lottery grant application ref {digits(8)}, decision in 12 wks",
          f"Council grant ref CG/{digits(4)}/{rnd(UPPER, 2)}{digits(3)} approved!! £2,500",
          f"Tesco community grant application id {uid()}")
    r.add("food_barcodes",
          f"tinned toms barcode {ean13('50')} keeps not scanning on the stock app",
          f"stock list barcodes: pasta {ean13('50')}, beans {ean13('50')}")
    r.add("payment_reference_codes",
          f"hall hire paid by BACS, reference HALLHIRE{digits(4)}",
          f"standing order ref for the church rent: ACMEPANTRY-{rnd(UPPER + DIGITS, 6)}",
          f"when paying the printer use reference {rnd(UPPER, 2)}{digits(6)} or they can't match it")
    r.add("printer_network_details",
          f"office printer IP 192.168.1.{secrets.randbelow(200) + 20}, MAC {mac(upper=True)}",
          f"Tom: copier is on 10.0.0.{secrets.randbelow(200) + 20}, hostname printer.acme-pantry.internal",
          f"new router at the hall: 192.168.{secrets.randbelow(2)}.1, model Smart Hub 2, serial +{digits(3)}{rnd(UPPER, 2)}{digits(8)}")
    r.add("stripe_publishable_key",
          f"Tom said the donate button uses the 'publishable key' pk_live_{rnd(ALNUM, 99)} which is fine to be on the website, the secret one isn't here",
          f"publishable key for the website donate widget (public): pk_live_{rnd(ALNUM, 24)}")
    r.add("volunteer_record_uuids",
          f"rota app volunteer id for Jess: {uid()}",
          f"safeguarding concern logged, case id {uid()} (no details here obvs)")
    r.add("website_commit_hashes",
          f"Tom updated the website opening hours, 'commit {hexs(40)}' whatever that means",
          f"website plugin update {hexs(7)} rolled back by Tom",
          f"backup of the website photos, Tom says checksum sha256 {hexs(64)} matches")
    r.add("app_version_numbers",
          f"card reader app needs updating to {secrets.randbelow(5) + 2}.{secrets.randbelow(40)}.{secrets.randbelow(10)}",
          f"laptop on Windows 11 {pick('22H2', '23H2', '24H2')}, build 2{digits(4)}.{digits(4)}")
    return r


def main() -> None:
    creds, looks = credentials(), lookalikes()
    assert not {k for k, _ in creds} & {k for k, _ in looks}, "kind names must differ"
    write_corpora("make_heldout98.py", [
        ("heldout98_credentials.yaml", creds, "batch 98 (Manchester charity volunteer coordinator, non-technical), written blind; every value synthetic"),
        ("heldout98_lookalikes.yaml", looks, "batch 98 look-alikes: charity refs, bank details for donations, plates, codes that are not secrets, written blind"),
    ])


if __name__ == "__main__":
    main()
