# ruff: noqa: E501
"""Writes heldout228_credentials.yaml and heldout228_lookalikes.yaml: held-out batch 228.

Persona: a real-estate agent in Phoenix who is not technical and writes casual American
English. She asks the assistant to remember the MLS login, Supra lockbox shackle codes and
her eKEY PIN, showing codes for vacant homes, garage keypad codes on her listings, the
DocuSign and dotloop passwords, the brokerage's bank and escrow portal logins, the Zillow
Premier Agent login and the office alarm code. Her look-alikes are MLS listing numbers,
parcel (APN) numbers, escrow and title file numbers, lockbox serial numbers, HOA account
numbers, showing appointment ids, addresses with unit numbers, license numbers, closing
dates and prices and public open-house details.

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
    card_expiry,
    digits,
    groups,
    hexs,
    luhn,
    onepassword_secret_key,
    pick,
    pw,
    rnd,
    sendgrid_key,
    uid,
    write_corpora,
)

STREETS = [
    "Camelback Rd", "Indian School Rd", "Thomas Rd", "McDowell Rd", "Osborn Rd",
    "Glendale Ave", "Bethany Home Rd", "Missouri Ave", "Cactus Rd", "Shea Blvd",
    "Baseline Rd", "Southern Ave", "Ray Rd", "Elliot Rd", "Dunlap Ave", "Greenway Pkwy",
    "Thunderbird Rd", "Bell Rd", "Chandler Blvd", "Warner Rd", "Olive Ave", "Peoria Ave",
]
NUMBERED = ["7th St", "16th St", "24th St", "32nd St", "40th St", "44th St", "19th Ave", "35th Ave", "51st Ave", "67th Ave"]
CITIES = ["Phoenix", "Scottsdale", "Tempe", "Mesa", "Chandler", "Gilbert", "Glendale", "Peoria", "Surprise", "Goodyear", "Ahwatukee", "Cave Creek"]
WORDS = [
    "Saguaro", "Cactus", "Mesquite", "Camelback", "Sedona", "Ocotillo", "Sonoran", "Javelina",
    "Roadrunner", "Monsoon", "Palo", "Verde", "Desert", "Sunset", "Coyote", "Agave", "Copper",
    "Turquoise", "Quail", "Bougainvillea",
]
SYMS = "!#$@*&"
FIRST = ["Dana", "Rick", "Marisol", "Tom", "Kelly", "Brandon", "Lupe", "Jen", "Gary", "Tasha", "Mike", "Carla"]
LAST = ["Hollis", "Vega", "Pruitt", "Keller", "Ochoa", "Brennan", "Lindqvist", "Tran", "Abbott", "Serrano"]


def street() -> str:
    if secrets.randbelow(3) == 0:
        return f"{pick('N', 'S')} {pick(*NUMBERED)}"
    return f"{pick('E', 'W')} {pick(*STREETS)}"


def addr() -> str:
    return f"{digits(4, lead=True)} {street()}"


def city() -> str:
    return pick(*CITIES)


def person() -> str:
    return f"{pick(*FIRST)} {pick(*LAST)}"


def d(n: int) -> str:
    """A code of n digits: a PIN, a keypad or lockbox code."""
    return digits(n)


def mypw() -> str:
    """A password this persona would pick herself, or one a site generated for her."""
    w1, w2 = pick(*WORDS), pick(*WORDS)
    return pick(
        f"{w1}{digits(4)}{pick(*SYMS)}",
        f"{w1}{pick(*SYMS)}{w2}{digits(2)}",
        f"{w1.lower()}{digits(3)}{w2}{pick(*SYMS)}",
        f"{pick(*SYMS)}{w1}{digits(2)}{w2.lower()}",
        pw(),
    )


def user() -> str:
    f, last = pick(*FIRST), pick(*LAST)
    return pick(f"{f.lower()}.{last.lower()}", f"{f[0].lower()}{last.lower()}{digits(2)}", f"{f.lower()}sellsaz{digits(2)}")


def email() -> str:
    return f"{user()}@{pick('acmerealty.example', 'desertkeyhomes.example', 'mail.example')}"


def agent_id() -> str:
    return pick(rnd(UPPER, 2) + digits(3), rnd(UPPER, 1) + digits(5), digits(6, lead=True))


def yy() -> str:
    return pick("24", "25", "26")


def price() -> str:
    return f"${(secrets.randbelow(900) + 250) * 1000 + pick(0, 500, 900):,}"


def date() -> str:
    return f"{secrets.randbelow(12) + 1}/{secrets.randbelow(28) + 1}"


def credentials() -> Rows:
    r = Rows()

    aid = agent_id()
    r.add(
        "mls_login",
        f"MLS login: user {aid}, password {mypw()}",
        f"flexmls pw changed again ugh. new one is {mypw()}",
        f"ARMLS\nusername: {user()}\npass: {mypw()}",
        f"remember my mls password {mypw()} (username is just my agent id {agent_id()})",
        f"matrix login {agent_id()} / {mypw()} - it made me change it, cant reuse the last 5",
        f"MLS — {agent_id()} — {mypw()}",
    )

    r.add(
        "supra_shackle_code",
        f"Shackle code for the iBox on my {city()} listing is {d(4)}",
        f"supra shackle {d(4)} - for when I pull the box off the door at closing",
        f"Lockbox shackle codes:\n{addr()} — {d(4)}\n{addr()} — {d(4)}\n{addr()} — {d(4)}",
        f"I set the shackle code to {d(4)} on all my boxes so I don't forget it",
        f"supra box on the gas meter at {addr()}, shackle code {d(4)}. take it off after COE",
    )

    r.add(
        "ekey_pin",
        f"eKEY PIN {d(4)}",
        f"Supra ekey app pin: {d(4)} (the app logs me out every morning)",
        f"if the ekey asks for my PIN its {d(4)}",
        f"new phone, have to set up eKEY again. PIN is still {d(4)} and the Supra account password is {mypw()}",
        f"ekey pin = {d(4)}. DON'T give to my assistant, she has her own",
    )

    r.add(
        "vacant_showing_code",
        f"Vacant at {addr()} — front door keypad {d(4)}#, light switch on the left",
        f"Showing code for the vacant in {city()}: {d(6)}. seller said only give it to agents w/ a confirmed appt",
        f"door code {d(4)} for the empty house on {street()}, alarm is off",
        f"VACANT SHOWINGS\n{addr()}  code {d(4)}\n{addr()}  code {d(5)}\n{addr()} #{d(4)} then hit the check",
        f"the vacant townhouse on {street()} — keyless entry is {d(4)}, lock it behind you",
        f"buyer agent for {addr()} needs the door code, it's {d(4)}*",
    )

    r.add(
        "garage_keypad_code",
        f"garage keypad at {addr()} is {d(4)} then enter",
        f"Listing on {street()}: agents can go in thru the garage. keypad {d(4)}",
        f"Garage codes\n- {addr()}: {d(4)}\n- {addr()}: {d(4)}",
        f"garage opener pin for the {city()} flip: {d(4)} (seller texted it)",
        f"{addr()} — use garage, code is {d(4)}, front door key is inside on the hook",
    )

    r.add(
        "docusign_password",
        f"DocuSign password: {mypw()}",
        f"docusign login {email()} pw {mypw()}",
        f"changed docusign pass to {mypw()} after the phishing email thing",
        f"Docusign\n{email()}\n{mypw()}",
        f"doc u sign pasword {mypw()}  (remember the capital)",
    )

    r.add(
        "dotloop_password",
        f"dotloop: {email()} / {mypw()}",
        f"my dotloop password is {mypw()}",
        f"Dotloop login — email {email()}, password {mypw()}. broker made us all reset it",
        f"dot loop pw {mypw()}",
        f"dotloop new password {mypw()} (old one was {mypw()}, dont use)",
    )

    r.add(
        "brokerage_bank_login",
        f"Brokerage operating account online banking\nuser: {user()}\npassword: {mypw()}",
        f"bank login for the trust account — {user()} / {mypw()}. security question (first car) answer: {pick('Corolla', 'Bronco', 'Civic', 'Tercel')}{digits(2)}",
        f"online banking for {pick('Desert Key Homes', 'Acme Realty')} LLC: username {user()}, pw {mypw()}",
        f"Bank: {user()}  {mypw()}  — the token thing is in the top drawer",
        f"business checking login {user()} pass {mypw()}, PIN for the debit card {d(4)}",
    )

    r.add(
        "escrow_portal_login",
        f"Acme Title escrow portal — {email()} / {mypw()}",
        f"escrow portal login: {email()}\npassword {mypw()}",
        f"title co portal pw is {mypw()}, email is my work one",
        f"For the {pick('Acme', 'Saguaro')} Title portal (portal.acmetitle.example) user {user()} pass {mypw()}",
        f"escrow site password {mypw()} — Linda at Acme Title reset it for me",
    )

    r.add(
        "zillow_premier_agent_login",
        f"Zillow Premier Agent login {email()} {mypw()}",
        f"ZPA password: {mypw()}",
        f"zillow agent account\nemail: {email()}\npw: {mypw()}",
        f"premier agent pw got reset, new one {mypw()}",
        f"zillow login (the paid one, not my personal) — {email()} / {mypw()}",
    )

    r.add(
        "office_alarm_code",
        f"office alarm code {d(4)}",
        f"Alarm at the office: disarm {d(4)} then OFF. if the alarm company calls, passcode word is {pick(*WORDS).lower()}{digits(2)}",
        f"alarm code for the suite on {street()} is {d(4)} — you have 30 sec after opening the door",
        f"new office alarm code as of Monday: {d(4)} (old {d(4)} won't work)",
        f"ALARM\narm/disarm: {d(4)}\nverbal password: {pick(*WORDS)}{d(3)}",
    )

    r.add(
        "gmail_app_password",
        f"app password for my work email on the new laptop: {app_password()}",
        f"google app pw (for Outlook) {app_password()}",
        f"the 16 letter code for email on my iPad is {app_password().replace(' ', '')}",
        f"work gmail app password — {app_password()}",
        f"Gmail app password for the scanner in the office (so it can email PDFs): {app_password()}",
    )

    r.add(
        "office_wifi_password",
        f"office wifi: AcmeRealty-Guest pw {mypw()}",
        f"wifi password at the office is {mypw()}",
        f"WiFi\nnetwork: DesertKey-Staff\npassword: {rnd(ALNUM, 12)}",
        f"wifi for the open house at {addr()} (seller's) — {pick(*WORDS)}{d(4)}",
        f"the brokerage wifi pw changed to {mypw()}",
    )

    r.add(
        "combo_lockbox_code",
        f"combo box on the hose bib at {addr()}: {d(4)}",
        f"Mechanical lockbox (the gray one) combo {'-'.join(d(1) for _ in range(4))}",
        f"{addr()} has a combo box on the side gate — {d(4)}",
        f"combo lockbox code {d(4)} for the rental on {street()}, tenant knows",
        f"Key is in the combo box by the back door, code {d(3)}",
    )

    r.add(
        "showingtime_login",
        f"ShowingTime login {email()} / {mypw()}",
        f"showing time pw {mypw()}",
        f"Showingtime\nuser {user()}\npass {mypw()}",
        f"showingtime password got locked out, new one is {mypw()}",
        f"showing time login for the team account — {email()} pw {mypw()}",
    )

    r.add(
        "gate_code",
        f"gate code for the community off {street()} is #{d(4)}",
        f"Guard-less gate at {pick('Desert Ridge', 'Ahwatukee Foothills', 'Arcadia Lite', 'Paradise Valley Villas')}: {d(4)} then the bell",
        f"pedestrian gate to the pool at {addr()} — code {d(4)}",
        f"{addr()} unit {d(3)} — call box code *{d(4)}",
        f"Gate: {d(4)}#   Front door: {d(4)}",
    )

    r.add(
        "smart_lock_code",
        f"Schlage code at {addr()}: {d(6)}",
        f"smart lock on the listing at {street()} — temporary code {d(6)} expires Sunday",
        f"yale lock code for photographers {d(4)}",
        f"Seller set a guest code on the August lock, {d(6)}",
        f"{addr()} keyless — {d(5)} then the lock button",
    )

    r.add(
        "email_recovery_codes",
        "Google backup codes for my work email:\n" + "\n".join(f"{d(4)} {d(4)}" for _ in range(5)),
        "backup codes (email) " + ", ".join(d(8) for _ in range(4)),
        "2 step backup codes\n" + "\n".join(f"{d(4)} {d(4)}" for _ in range(8)),
        f"printed out my gmail backup codes, the unused ones are {d(4)} {d(4)} and {d(4)} {d(4)}",
    )

    r.add(
        "skyslope_password",
        f"SkySlope: {email()} pw {mypw()}",
        f"skyslope password {mypw()}",
        f"sky slope login for the broker review — {user()} / {mypw()}",
        f"Skyslope pass reset -> {mypw()}",
        f"skyslope\nuser: {email()}\npassword: {mypw()}",
    )

    r.add(
        "password_manager_keys",
        f"1Password secret key {onepassword_secret_key()} and master pw {mypw()}-{pick(*WORDS).lower()}",
        f"my 1password master password is {pick(*WORDS).lower()}-{pick(*WORDS).lower()}-{pick(*WORDS).lower()}-{d(2)}",
        f"Emergency kit (1Password):\nemail {email()}\nSecret Key: {onepassword_secret_key()}",
        f"password app master pw: {mypw()}",
    )

    r.add(
        "email_marketing_api_key",
        f"Mailchimp API key the web guy set up: {hexs(32)}-us{secrets.randbelow(20) + 1}",
        f"mailchimp key {hexs(32)}-us{secrets.randbelow(20) + 1} (for the newsletter plugin)",
        f"SendGrid key for the contact form on my site: {sendgrid_key()}",
        f"web guy said keep this somewhere safe: {sendgrid_key()}",
    )

    r.add(
        "social_media_password",
        f"instagram @{pick('phxhomes', 'desertkeyhomes', 'sellingscottsdale')}{d(2)} pw {mypw()}",
        f"Facebook business page login {email()} / {mypw()}",
        f"IG password {mypw()}",
        f"tiktok for listings — {user()} {mypw()}",
    )

    r.add(
        "voicemail_pin",
        f"voicemail pin {d(4)}",
        f"office phone voicemail: ext {d(3)}, pin {d(6)}",
        f"cell voicemail password is {d(4)}",
        f"VM PIN changed to {d(6)}",
        f"to check messages from another phone: press * then pin {d(4)}#",
    )

    r.add(
        "company_card",
        f"company card {groups(luhn('4', 16), 4)} exp {card_expiry()} cvv {d(3)}",
        f"brokerage Amex for marketing: {luhn('37', 15)}, {card_expiry()}, CID {d(4)}",
        f"card for the photographer invoices\n{groups(luhn('5', 16), 4)}\n{card_expiry()}  {d(3)}",
        f"debit card PIN for the business account {d(4)}",
    )

    r.add(
        "adre_portal_login",
        f"ADRE license renewal login: {user()} / {mypw()}",
        f"Dept of Real Estate online portal pw {mypw()}",
        f"AZ DRE site — username {user()}, password {mypw()}, renew by the end of the month",
        f"state license portal password {mypw()}",
    )

    r.add(
        "association_member_login",
        f"REALTORS association member portal {email()} {mypw()}",
        f"assoc login for CE classes: {user()} pw {mypw()}",
        f"realtor association site password {mypw()}",
        f"NAR / local board login — {user()} / {mypw()}",
    )

    r.add(
        "crm_login",
        f"Follow Up Boss login {email()} / {mypw()}",
        f"CRM password {mypw()}",
        f"kvcore pw {mypw()} (team lead set it up)",
        f"crm — {user()} — {mypw()}",
    )

    r.add(
        "dropbox_password",
        f"dropbox for listing photos: {email()} / {mypw()}",
        f"Dropbox password {mypw()}",
        f"photo dropbox pw {mypw()} — photographer has the same login",
        f"dropbox\n{email()}\n{mypw()}",
    )

    r.add(
        "ipad_passcode",
        f"work iPad passcode {d(6)}",
        f"the showing iPad (the one we leave at open houses) unlocks with {d(6)}",
        f"ipad code {d(4)}",
        f"Passcode for the office tablet: {d(6)}",
        f"lockbox/ipad code for the model home tablet: {d(6)}",
    )

    r.add(
        "wire_portal_login",
        f"secure wire portal for earnest money — {email()} pw {mypw()}",
        f"EMD wire site login {user()} / {mypw()}",
        f"CertifID-type verification site, my password {mypw()}",
        f"wire verification portal pw {mypw()}, text code goes to my cell",
    )

    r.add(
        "brokerage_login_table",
        f"LOGINS\nMLS | {agent_id()} | {mypw()}\nDocuSign | {email()} | {mypw()}\ndotloop | {email()} | {mypw()}",
        f"cheat sheet for my new assistant\nZillow: {email()} / {mypw()}\nShowingTime: {email()} / {mypw()}\nOffice alarm: {d(4)}",
        f"Supra ekey pin {d(4)} / shackle {d(4)} / mls {mypw()}",
        f"everything in one spot:\n- bank {user()} {mypw()}\n- escrow portal {mypw()}\n- alarm {d(4)}",
    )

    r.add(
        "spanish_login_note",
        f"contraseña del MLS: {mypw()}",
        f"código de la puerta en {addr()}: {d(4)}",
        f"clave del portal de escrow {mypw()} (usuario {user()})",
        f"para mi asistente: el código del garaje en {addr()} es {d(4)} y la alarma {d(4)}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "mls_listing_number",
        f"MLS# 6{d(6)} — {addr()}, {city()}",
        f"my new listing went live, MLS 6{d(6)}",
        f"comps for the {street()} house: 6{d(6)}, 6{d(6)}, 6{d(6)}",
        f"listing #6{d(6)} back on market after the buyer cancelled",
        f"ARMLS {'6' + d(6)} price drop to {price()}",
    )

    r.add(
        "apn_parcel_number",
        f"APN {d(3)}-{d(2)}-{d(3)}{pick('', 'A', 'B', 'C')}",
        f"parcel number for {addr()} is {d(3)}-{d(2)}-{d(3)}",
        f"Maricopa County APN {d(3)}-{d(2)}-{d(3)}{pick('A', 'B')} — check the assessor for sq ft",
        f"the lot next door is parcel {d(3)}-{d(2)}-{d(3)}, buyer might want it too",
        f"APN: {d(8)} (no dashes in the title report)",
    )

    r.add(
        "escrow_file_number",
        f"escrow # {pick('FAAZ', 'ACM', 'STA')}-{d(8)}",
        f"Acme Title escrow file {yy()}-{d(6)}-{pick('JT', 'LM', 'KR')}",
        f"escrow number for {addr()} is {yy()}{d(6)}",
        f"open escrow w/ Saguaro Title, file no. {d(2)}{rnd(UPPER, 2)}{d(6)}",
        f"Escrow officer: {person()}, file {pick('ACM', 'FAAZ')}{d(7)}",
    )

    r.add(
        "title_order_number",
        f"title commitment order # {d(8)}",
        f"prelim title came back, order {rnd(UPPER, 3)}-{d(7)}",
        f"title order no. {yy()}-{d(5)} — there's an old HELOC lien to clear",
        f"Title report ref {d(3)}-{d(6)}-{d(2)}",
        f"schedule B item 7 on title order {d(8)} — easement for APS",
    )

    r.add(
        "lockbox_serial_number",
        f"Supra iBox serial {d(8)}",
        f"lockbox #{d(8)} is on {addr()}",
        f"my boxes: {d(8)}, {d(8)}, {d(8)} — one is missing, check the {city()} listing",
        f"lockbox serial number {d(8)} needs to be assigned to the new listing in the Supra app",
        f"box SN {d(8)} returned to the office",
    )

    r.add(
        "hoa_account_number",
        f"HOA account # {d(7)} for {addr()}",
        f"{pick('Desert Ridge', 'Ahwatukee Foothills', 'Arrowhead Ranch')} HOA acct {d(4)}-{d(5)}, dues $"
        f"{secrets.randbelow(300) + 60}/mo",
        f"HOA statement account number {rnd(UPPER, 3)}{d(6)}",
        f"need HOA payoff for account {d(9)} before closing",
        f"HOA transfer fee invoice {d(6)}, acct {d(7)}, mgmt co is Acme Community Mgmt",
    )

    r.add(
        "showing_appointment_id",
        f"showing appt #{d(9)} confirmed for Sat 11am",
        f"ShowingTime request ID {d(9)} — buyer agent {person()}",
        f"appointment {d(8)} cancelled, rescheduling",
        f"showing id {d(9)} at {addr()}, 2-2:30pm",
        f"feedback request for showing #{d(9)} — buyer said the kitchen was too small",
    )

    r.add(
        "property_address_unit",
        f"{addr()} Unit {d(4)}, {city()}, AZ 85{d(3)}",
        f"{d(4)} {street()} #{d(3)} — the condo with the mountain view",
        f"new listing: {addr()}, Apt {d(3)}{pick('A', 'B', '')}, {city()} AZ 85{d(3)}",
        f"buyer's current address {addr()} Unit {d(3)}",
        f"{addr()} Bldg {d(2)} Unit {d(3)}",
    )

    r.add(
        "license_number",
        f"my AZ license # SA{d(9)}",
        f"broker license BR{d(9)}, brokerage entity LC{d(9)}",
        f"put license number SA{d(9)} on the flyer",
        f"co-op agent {person()} — license SA{d(9)}",
        f"Brokerage: Desert Key Homes LLC, license CO{d(9)}",
    )

    r.add(
        "closing_date_price",
        f"{addr()} closing {date()}, sale price {price()}",
        f"COE {date()} at {price()}, commission 2.5%",
        f"closed! {street()} — {price()}, {secrets.randbelow(20) + 3} days on market",
        f"offer accepted {price()}, close of escrow {date()}, EMD ${secrets.randbelow(9) + 1},000",
        f"closing {date()} 10am at Acme Title, {city()} office",
    )

    r.add(
        "open_house_details",
        f"OPEN HOUSE Sat {date()} 11-2, {addr()}, {city()}. 4 bed 3 bath, pool!",
        f"open house Sunday 1-4 at {addr()} — no appointment needed, come on in",
        f"public open house {date()} 10am-1pm, {addr()}, lockbox will be off",
        f"flyer text: Open House this weekend! {addr()}, {city()} — listed at {price()}",
        f"open house sign-in sheet for {addr()}: 14 groups, 2 unrepresented buyers",
    )

    r.add(
        "password_rotation_reminder",
        "MLS makes you change your password every 90 days, mine is due next week",
        "reminder: reset the dotloop password before the broker audit",
        "DocuSign says password expires in 5 days",
        "change all the passwords after the office manager leaves on the 15th",
        "broker wants us to use 12+ characters for passwords now",
    )

    r.add(
        "password_location_note",
        "the bank login is in the office safe, ask the broker",
        "alarm code is on the card in my wallet, not writing it here",
        "Zillow password is in 1Password under Work",
        "shackle codes are in the Supra app, don't text them to anyone",
        "escrow portal password — in the blue binder, 2nd page",
    )

    r.add(
        "masked_card_number",
        f"company card ending in {d(4)}",
        f"marketing charges on the Amex ****{d(5)}",
        f"paid the photographer with card x{d(4)}",
        f"refund went to the Visa ending {d(4)}, exp {card_expiry()}",
        f"bank acct on file: checking ****{d(4)} (full number with the broker)",
    )

    r.add(
        "docusign_envelope_id",
        f"DocuSign envelope ID {uid().upper()}",
        f"buyer hasn't signed envelope {uid().upper()} yet",
        f"envelope {uid()} voided, resent the addendum",
        f"Docusign envelope for the BINSR: {uid().upper()}",
        f"envelope id {uid()} completed {date()}, all parties signed",
    )

    r.add(
        "dotloop_loop_link",
        f"loop for {addr()}: https://app.dotloop.example/loop/{d(9)}/view",
        f"dotloop loop id {d(9)} — seller docs are in there",
        f"https://app.dotloop.example/my/loop/{d(9)}/documents",
        f"loop # {d(8)} archived after closing",
        f"invited the buyer to loop {d(9)}, she needs to make her own account",
    )

    r.add(
        "tracking_number",
        f"keys mailed to the out of state seller, UPS 1Z{rnd(UPPER + DIGITS, 6)}03{d(8)}",
        f"closing gift tracking {d(4)} {d(4)} {d(4)} {d(4)} {d(4)} {d(2)}",
        f"FedEx {d(12)} — signed docs to the title company",
        f"USPS tracking 9400 {d(4)} {d(4)} {d(4)} {d(4)} {d(2)}",
        f"UPS 1Z{rnd(UPPER + DIGITS, 6)}01{d(8)} — new lockboxes from Supra",
    )

    r.add(
        "virtual_tour_link",
        f"3D tour: https://tours.acme.example/show/?m={rnd(ALNUM, 11)}",
        f"matterport for {addr()} — model {rnd(ALNUM, 11)}",
        f"video tour https://video.acme.example/v/{rnd(ALNUM, 11)}",
        f"virtual tour link https://tours.acme.example/{hexs(24)}/unbranded",
        f"floor plan PDF https://media.acme.example/listing/{uid()}/floorplan.pdf",
    )

    r.add(
        "utility_account_number",
        f"APS account {d(10)} to transfer at closing",
        f"SRP acct # {d(9)} for {addr()}",
        f"water account number {d(7)}-{d(6)}, City of {pick('Phoenix', 'Tempe', 'Mesa')}",
        f"Southwest Gas account {d(12)}",
        f"buyer needs to start service: APS acct {d(10)} ends at COE, new one TBD",
    )

    r.add(
        "alarm_permit_and_account",
        f"City alarm permit #{d(7)} for the office",
        f"alarm company customer number {d(8)} — call them to schedule the inspection",
        f"monitoring account {rnd(UPPER, 2)}{d(6)}, tech coming Tues",
        "office alarm: monitoring company calls the broker first, then me",
    )

    r.add(
        "mls_agent_id",
        f"my MLS agent ID is {agent_id()} (not the password, that's separate)",
        f"co-listing agent MLS id {agent_id()}",
        f"office ID {rnd(UPPER, 4)}{d(2)} for the brokerage in MLS",
        f"buyer agent MLS# {agent_id()} — {person()}",
    )

    r.add(
        "home_warranty_order",
        f"home warranty order # {d(8)}, paid by seller at closing",
        f"warranty contract {rnd(UPPER, 2)}{d(9)} — buyer's AC claim",
        f"HW policy {d(10)}, $600, covers pool equipment",
        f"home warranty confirmation {rnd(UPPER, 3)}-{d(7)} emailed to the buyer",
    )

    r.add(
        "earnest_money_receipt",
        f"EMD receipt {d(6)} from Acme Title, ${secrets.randbelow(15) + 1},000",
        f"earnest money check #{d(4)} deposited {date()}",
        f"wire confirmation ref {rnd(UPPER + DIGITS, 16)} for the earnest money",
        f"EMD received, receipt no. {yy()}-{d(5)}",
    )

    r.add(
        "building_permit_number",
        f"permit {pick('PMT', 'RES', 'ROW')}{yy()}-{d(5)} for the pool",
        f"City of {pick('Phoenix', 'Scottsdale', 'Chandler')} permit # {d(7)} — patio addition was permitted",
        f"solar permit number {rnd(UPPER, 3)}{yy()}{d(5)}",
        f"final inspection passed, permit {pick('PMT', 'RES')}{yy()}-{d(5)} closed",
    )

    r.add(
        "loan_number",
        f"buyer's loan # {d(10)} with Acme Mortgage",
        f"pre-approval letter ref {rnd(UPPER, 2)}-{d(8)}",
        f"lender file number {d(9)}, appraisal ordered",
        f"appraisal order #{d(8)}, appraiser {person()} coming Thursday",
    )

    r.add(
        "lockbox_procedure",
        "shackle code goes in the private remarks only, never the public remarks",
        "reset the shackle code after every closing",
        "Supra box: need the eKEY app + your own PIN, I can't give out mine",
        "combo box codes change every month, check with me before a showing",
    )

    r.add(
        "ekey_sync_reminder",
        "ekey needs to update every 24 hrs or it stops working, open the app in the morning",
        "Supra renewal due in March, $ for the eKEY subscription",
        "eKEY not syncing, called Supra support, ticket " + d(8),
        "new agents have to get an eKEY before they can show, PIN is set by them",
    )

    r.add(
        "wire_fraud_policy",
        "NEVER wire money based on an email — call the title company at the number on their website",
        "wire instructions only come from the escrow officer in person or through the secure portal",
        "buyer got a fake wire email, told them to call Acme Title directly to verify",
        "our policy: no account numbers over text or email, period",
    )

    r.add(
        "listing_photo_files",
        f"photos uploaded: DSC_{d(4)}.jpg through DSC_{d(4)}.jpg",
        f"MLS photo id {hexs(32)}",
        f"IMG_{d(4)}.HEIC is the pool shot, use it as the main photo",
        f"drone shot file {hexs(8)}-{hexs(4)}.jpg",
    )

    r.add(
        "gate_access_info",
        "gate code is in the showing instructions, or call the guard",
        "community gate — press the directory button and dial the seller's code listed in ShowingTime",
        f"pool gate opens with the HOA fob, fob # {d(6)} is in the kitchen drawer",
        "vacant listing, keypad on front door, code provided after appointment is confirmed",
    )

    r.add(
        "deal_key_numbers",
        f"key numbers for {street()}: list {price()}, offer {price()}, 2.5% co-op, seller credit $5,000",
        "key dates: BINSR 10 days, appraisal by day 17, COE 30 days",
        f"lockbox key count: {secrets.randbelow(4) + 2} sets + 2 garage remotes + 1 mailbox key",
        "codes I need for this listing: APN, HOA name, school district",
    )

    r.add(
        "mfa_setup_note",
        "turned on 2-step for dotloop, the codes get texted to my cell",
        "bank uses the little token keychain for logins now",
        "Zillow sends a 6 digit code to my email every time I log in from the iPad",
        "set up the authenticator app on my phone for DocuSign",
    )

    r.add(
        "meeting_link",
        f"Zoom with the sellers Tues 6pm — meeting ID {d(3)} {d(4)} {d(4)}, passcode is in the calendar invite",
        f"buyer consult link https://meet.acme.example/{rnd(LOWER, 3)}-{rnd(LOWER, 4)}-{rnd(LOWER, 3)}",
        f"team meeting every Monday 9am, https://zoom.acme.example/j/{d(11)}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout228.py", [
        ("heldout228_credentials.yaml", credentials(), "Held-out batch 228: a Phoenix real-estate agent's logins, lockbox, showing, gate and alarm codes, written blind"),
        ("heldout228_lookalikes.yaml", lookalikes(), "Held-out batch 228: a Phoenix real-estate agent's listing, parcel, escrow, lockbox-serial and other ids that hold no secret, written blind"),
    ])


if __name__ == "__main__":
    main()
