# ruff: noqa: E501
"""Writes heldout110_credentials.yaml and heldout110_lookalikes.yaml: held-out batch 110.

Persona: a high-school chemistry teacher in Ohio who is not technical and writes her notes in
plain American English, with typos and shorthand. She keeps the district SSO, PowerSchool and
Google Classroom logins, copier PIN, door keypad code, stockroom padlock combination, home
banking, Amazon, Wi-Fi, phone passcode and her husband's Netflix password; alongside them sit
student ids, section codes, class join codes, Kahoot PINs, ISBNs, CAS and lot numbers, SDS and
purchase-order numbers, locker numbers and notes that IT reset a password.

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
    amex,
    bitlocker_key,
    card_expiry,
    digits,
    ean13,
    groups,
    luhn,
    mac,
    pick,
    pw,
    rnd,
    write_corpora,
)

WORDS = ["Beaker", "Mole", "Titrate", "Bunsen", "Avogadro", "Cardinal", "Buckeye", "Lilac",
         "Maple", "Pumpkin", "Daisy", "Copper", "Neon", "Cobalt", "Argon", "Scarlet", "Biscuit",
         "Pickles", "Hopper", "Willow", "Periodic", "Erlenmeyer", "Sunny", "Walleye"]
PETS = ["biscuit", "pickles", "hopper", "rosie", "duke", "peanut", "maggie", "tucker"]
SYMS = "!#$?*@&"
PRODUCT_KEY = "BCDFGHJKMPQRTVWXY2346789"

# Real, public CAS registry numbers of common school-lab chemicals (facts, not secrets).
CHEMICALS = [
    ("hydrochloric acid", "7647-01-0"), ("sodium hydroxide", "1310-73-2"),
    ("sodium chloride", "7647-14-5"), ("copper(II) sulfate pentahydrate", "7758-99-8"),
    ("ethanol", "64-17-5"), ("acetone", "67-64-1"), ("magnesium ribbon", "7439-95-4"),
    ("sulfuric acid", "7664-93-9"), ("phenolphthalein", "77-09-8"),
    ("potassium permanganate", "7722-64-7"), ("silver nitrate", "7761-88-8"),
]


def hpw() -> str:
    """A password a teacher picks herself: words, a pet, a year, a symbol."""
    w1, w2 = secrets.choice(WORDS), secrets.choice(WORDS)
    return pick(
        f"{w1}{digits(pick(2, 3, 4))}{secrets.choice(SYMS)}",
        f"{w1.lower()}{w2}{digits(2)}",
        f"{w1}_{w2}{digits(2)}{secrets.choice(SYMS)}",
        f"{secrets.choice(PETS).capitalize()}{digits(4)}{secrets.choice(SYMS)}",
        f"{secrets.choice(PETS)}{secrets.choice(SYMS)}{w2}{digits(3)}",
        pw(),
    )


def combo() -> tuple[int, int, int]:
    return secrets.randbelow(40), secrets.randbelow(40), secrets.randbelow(40)


def mail(name: str) -> str:
    return f"{name}{digits(2)}@mail.example"


def cas_check(body: str) -> str:
    """A CAS number with a valid check digit for `body` (the digits before the check)."""
    total = sum((i + 1) * int(c) for i, c in enumerate(reversed(body)))
    return f"{body[:-2]}-{body[-2:]}-{total % 10}"


def aba() -> str:
    """A 9-digit ABA routing number (Cleveland Fed district) with a valid check digit."""
    body = "04" + pick("1", "2") + digits(5)
    d = [int(c) for c in body]
    s = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5])
    return body + str((10 - s % 10) % 10)


def totp_seed() -> str:
    return groups(rnd(BASE32, 32).lower(), 4)


def google_backup(n: int) -> str:
    return "\n".join(f"{digits(4, lead=True)} {digits(4)}" for _ in range(n))


def product_key() -> str:
    return "-".join(rnd(PRODUCT_KEY, 5) for _ in range(5))


def ups() -> str:
    return "1Z" + rnd(UPPER + DIGITS, 6) + digits(10)


def usps() -> str:
    return groups("9400" + digits(18), 4)


def isbn13() -> str:
    n = ean13("978")
    return f"{n[:3]}-{n[3]}-{n[4:8]}-{n[8:12]}-{n[12]}"


def plate() -> str:
    return f"{rnd(UPPER, 3)} {digits(4)}"


def credentials() -> Rows:
    r = Rows()
    a, b, c = combo()
    r.add("district_sso_password",
          f"district login (ClassLink) — username dkowalski, pw {hpw()}",
          f"New SSO password after the summer reset: {hpw()}\nIT says it expires again in 180 days so change it before Christmas break",
          f"remember this!! westfield sso = dkowalski@westfieldcs.example / {hpw()}",
          f"Changed my ClassLink password today to {hpw()} because the old one had my birth year in it lol")
    r.add("powerschool_password",
          f"PowerSchool teacher login\nhttps://westfield.powerschool.example/teachers\nuser: dkowalski\npass: {hpw()}",
          f"PS gradebook pw is {hpw()} (NOT the same as the district one, ugh)",
          f"powerschool: {hpw()}  — Q2 grades due Friday by 3pm!!")
    r.add("google_classroom_login",
          f"Google Classroom / school gmail: dkowalski@westfieldcs.example  password {hpw()}",
          f"for classroom.google.com on the new laptop sign in with the school account, the password is {hpw()}",
          f"Can you remember my Google Workspace password for school? It's {hpw()}")
    r.add("copier_pin",
          f"copier code for the workroom Ricoh: {digits(5)}",
          f"Copy room PIN {digits(4)} — my dept code, don't give it to the student aides",
          f"To print on the big copier in the library you punch in {digits(5)} then press the # key")
    r.add("classroom_door_keypad_code",
          f"Rm 214 door keypad: {digits(4)}#",
          f"door code for my classroom changed over break, new one is {digits(5)}",
          f"If I'm out the sub needs the lab door code — {digits(4)} then the green unlock button")
    r.add("chem_storage_padlock_combo",
          f"chem storage padlock combo R{a} L{b} R{c}",
          f"Chemical stockroom Master lock: {combo()[0]}-{combo()[1]}-{combo()[2]} (only me and Mr. Patel have this!!)",
          f"acid cabinet lock is {secrets.randbelow(40)} {secrets.randbelow(40)} {secrets.randbelow(40)}, spin right twice first or it won't open")
    r.add("personal_bank_login",
          f"Buckeye Community CU online banking\nusername: danak{digits(2)}\npassword: {hpw()}",
          f"bank login  dkowalski{digits(3)} / {hpw()}",
          f"credit union app — user id DKowalski{digits(3)}, pw {hpw()}, the security picture is the sailboat")
    r.add("amazon_password",
          f"amazon: {mail('dana.kowalski')}  {hpw()}",
          f"Amazon password (changed it after that weird 'your order is on hold' email) {hpw()}",
          f"For Amazon on the Fire stick in the basement use {hpw()}")
    r.add("school_wifi_password",
          f"WCS-Staff wifi password: {hpw()}",
          f"School wifi for my personal phone:\nNetwork: WCS-Staff\nUser: dkowalski\nPassword: {hpw()}",
          f"the guest wifi password for parent night is {pick('Westfield', 'Warriors', 'Welcome')}{digits(4)}")
    r.add("emergency_sub_folder_code",
          f"Emergency sub folder lockbox in the main office: code {digits(4)}",
          f"sub plans binder is in the red lockbox behind Linda's desk, combo {digits(3)}. tell her if I'm out sick",
          f"The emergency sub folder on the shared drive is password protected:\n{hpw()}\n(give to the sub coordinator only)")
    r.add("phone_passcode",
          f"my iphone passcode {digits(6)}",
          f"new phone passcode is {digits(6)} (old one was too easy, Emma figured it out)",
          f"phone unlock code — {digits(6)}. Face ID never works with my safety goggles on")
    r.add("husband_netflix_password",
          f"Mike's Netflix: {mail('mike.kowalski')} pw {hpw()}",
          f"Netflix password (Mike changed it AGAIN) -> {hpw()}",
          f"netflix for the lake house TV\n{mail('mkowalski')}\n{hpw()}")
    r.add("debit_card_pin",
          f"debit card PIN {digits(4)}",
          f"New debit card came in the mail. PIN is {digits(4)}, already activated it")
    r.add("credit_card_with_cvv",
          f"Visa for school supply orders {groups(luhn('4'), 4)} exp {card_expiry()} cvv {digits(3)}",
          f"card on file for Flinn orders: {luhn('5')}  {card_expiry()}  {digits(3)}",
          f"Amex {amex()} exp {card_expiry()} security code {digits(4)} — the one for the lake house stuff")
    r.add("google_backup_codes",
          "Backup codes for the school google account (IT made us all turn on 2-step):\n" + google_backup(10),
          "my personal gmail backup codes, crossed off the ones I used\n" + google_backup(5),
          f"backup verification code I haven't used yet: {digits(4, lead=True)} {digits(4)}")
    r.add("apple_id_password",
          f"Apple ID {mail('danakowalski')} password {hpw()}",
          f"iCloud pw = {hpw()}",
          f"apple id password for the family sharing thing: {hpw()} (Mike keeps asking)")
    r.add("home_wifi_password",
          f"home wifi KowalskiNet password {rnd(ALNUM, 12)}",
          f"wifi at home for when Grandma visits: network Kowalski5G, pw {hpw()}",
          f"Our router password (the wifi one, on the sticker that fell off): {rnd(LOWER + DIGITS, 10)}")
    r.add("home_alarm_code",
          f"house alarm code {digits(4)}, duress code is {digits(4)}",
          f"ADT code: {digits(4)}  verbal password if they call: {secrets.choice(WORDS).lower()}",
          f"alarm panel — disarm with {digits(4)} then OFF. dog walker knows it")
    r.add("garage_door_keypad_code",
          f"garage keypad {digits(4)} then enter",
          f"Garage door code for the kids: {digits(4)}. Don't tell their friends!",
          f"changed the garage keypad to {digits(4)} after the neighbor kid saw it")
    r.add("car_keypad_code",
          f"Explorer door keypad code (the factory one on the card in the glovebox): {''.join(pick('1', '3', '5', '7', '9') for _ in range(5))}",
          f"car door keypad {''.join(pick('1', '3', '5', '7', '9') for _ in range(5))} — in case I lock the keys in again at school")
    r.add("venmo_login",
          f"venmo: dana-kowalski-{digits(2)} / {hpw()}",
          f"Venmo PIN {digits(4)}",
          f"venmo password {hpw()} (for paying the softball carpool moms)")
    r.add("strs_ohio_login",
          f"STRS Ohio online account\nuser: dkowalski{digits(2)}\npassword: {hpw()}",
          f"retirement (STRS) website password is {hpw()}",
          f"STRS login: {hpw()}, security question answer is Lakewood")
    r.add("ohid_password",
          f"OH|ID (for license renewal on the ODE site) password {hpw()}",
          f"ohid.ohio.example login — username dkowalski{digits(3)}\npw: {hpw()}",
          f"OHID pw changed to {hpw()} for the CORE renewal")
    r.add("absence_system_pin",
          f"Frontline absence phone line PIN {digits(4)} — call 1-800 number and enter ID then PIN",
          f"Aesop/Frontline: ID {digits(7)}  pin {digits(4)}",
          f"to report an absence by phone at 5am: my Frontline PIN is {digits(4)}")
    r.add("classroom_voicemail_pin",
          f"voicemail pin for ext {digits(4)}: {digits(4)}",
          f"Classroom phone voicemail password {digits(6)}",
          f"vm pin {digits(4)} (IT reset it to 0000 and made me change it)")
    r.add("building_alarm_code",
          f"School building alarm code for Saturday science olympiad practice: {digits(4)}",
          f"After-hours alarm — enter {digits(4)} at the panel by door 7 within 30 sec or the police show up",
          f"Custodian Ron gave me the building alarm code for the open house setup: {digits(4)}*")
    r.add("home_safe_combo",
          f"fire safe in the closet: {secrets.randbelow(100)}-{secrets.randbelow(100)}-{secrets.randbelow(100)}",
          f"Sentry safe code {digits(6)} (passports and birth certificates in there)",
          f"safe combination — {secrets.randbelow(100)} left, {secrets.randbelow(100)} right, {secrets.randbelow(100)} left")
    r.add("chromebook_cart_combo",
          f"chromebook cart lock {digits(4)}",
          f"Combo for the Chromebook cart in 214: {digits(3)}",
          f"cart padlock is {digits(4)}, the charging cable for #17 is broken")
    r.add("flinn_account_password",
          f"Flinn Scientific ordering account\nemail: dkowalski@westfieldcs.example\npassword: {hpw()}",
          f"flinn.example password {hpw()}",
          f"Flinn login {hpw()} (dept account — Mr. Patel uses it too)")
    r.add("kahoot_account_password",
          f"kahoot teacher account password {hpw()}",
          f"Kahoot! login: dkowalski@westfieldcs.example / {hpw()}",
          f"my kahoot pw is {hpw()}")
    r.add("quizlet_account_password",
          f"Quizlet teacher acct: user MrsKChem{digits(2)}  pw {hpw()}",
          f"quizlet password {hpw()} — the paid one the PTO bought",
          f"Quizlet login changed: {hpw()}")
    r.add("district_mfa_totp_secret",
          f"IT said to type this into the authenticator app if the QR code won't scan: {totp_seed()}",
          f"MFA setup key for the district account (in case I get a new phone):\n{totp_seed()}",
          f"authenticator secret key for PowerSchool 2-step — {rnd(BASE32, 16)}")
    r.add("health_insurance_portal_password",
          f"Medical Mutual member site password {hpw()}",
          f"health insurance login (for claims) — {mail('dana.k')} / {hpw()}",
          f"MyChart password: {hpw()}")
    r.add("facebook_password",
          f"facebook pw {hpw()}",
          f"Facebook password (after it got hacked and posted those sunglasses ads): {hpw()}",
          f"fb login {mail('danakowalski')} {hpw()}")
    r.add("paypal_password",
          f"paypal: {hpw()}",
          f"PayPal login for the booster club account\n{mail('westfieldboosters')}\n{hpw()}",
          f"PayPal password {hpw()}, the 2nd email on it is Mike's")
    r.add("kids_lunch_account_password",
          f"MySchoolBucks (kids lunch money) password {hpw()}",
          f"lunch account login for Emma & Jake — {mail('dana.kowalski')} pw {hpw()}",
          f"school lunch site pw: {hpw()}")
    r.add("disney_plus_password",
          f"Disney+ password {hpw()}",
          f"disney plus login for the kids iPad — {mail('kowalskifamily')} / {hpw()}",
          f"Disney plus pw changed to {hpw()} (Emma was watching at 2am)")
    r.add("kroger_account_password",
          f"Kroger app password {hpw()} (for the digital coupons)",
          f"kroger.example login: {mail('dana.kowalski')}, password {hpw()}")
    r.add("moms_ipad_passcode",
          f"Mom's iPad passcode {digits(6)}",
          f"Mom's ipad code is {digits(4)} if she forgets again (she will)",
          f"mom's Apple ID password — {hpw()} — wrote it on her fridge too")
    r.add("security_question_answers",
          f"bank security questions:\nfirst pet: {secrets.choice(PETS)}{digits(2)}\nhigh school mascot: {secrets.choice(WORDS)}{digits(2)}\nstreet grew up on: {secrets.choice(WORDS)}wood{digits(2)}",
          f"security answer for the credit union (the 'favorite teacher' one): {secrets.choice(WORDS)}{digits(3)}{secrets.choice(SYMS)}",
          f"STRS secret question — city where you met your spouse — I made it up: {secrets.choice(WORDS).lower()}{digits(4)}")
    r.add("software_product_key",
          f"Office product key for the home computer: {product_key()}",
          f"Vernier Graphical Analysis Pro license code {rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}",
          f"Windows key for Jake's old laptop {product_key()}")
    r.add("zoom_account_password",
          f"Zoom account (school) password {hpw()}",
          f"zoom login for parent conferences: dkowalski@westfieldcs.example  {hpw()}",
          f"Zoom pw {hpw()}")
    r.add("union_portal_password",
          f"OEA member portal password {hpw()}",
          f"WEA union website login: dkowalski / {hpw()}  (for the contract PDF)",
          f"union site pw {hpw()}")
    r.add("personal_email_password",
          f"my gmail {mail('dana.kowalski')} password {hpw()}",
          f"personal email pw: {hpw()}",
          f"Yahoo (old email, still gets the bank stuff): {hpw()}")
    r.add("mail_app_password",
          f"app password for Mail on the MacBook (Google made me make one): {groups(rnd(LOWER, 16), 4)}",
          f"Outlook on home pc needed an app password — {rnd(LOWER, 16)}")
    r.add("laptop_bitlocker_recovery_key",
          f"School laptop locked itself after the update. Help desk read me this recovery key: {bitlocker_key()}",
          f"BitLocker recovery key for my Dell (asset tag on the bottom):\n{bitlocker_key()}")
    r.add("password_manager_master_password",
          f"LastPass master password: {secrets.choice(WORDS).lower()} {secrets.choice(WORDS).lower()} {secrets.choice(WORDS).lower()} {digits(2)}",
          f"Bitwarden master pw — {hpw()}{hpw()}")
    r.add("it_temporary_password",
          f"IT reset my PowerSchool password. Temp one is {rnd(UPPER + LOWER + DIGITS, 10)} — have to change it on first login",
          f"Help desk ticket closed, temporary password: Welcome{digits(4)}{secrets.choice(SYMS)} (must change within 24 hrs)",
          f"temp pw from Kevin in tech: {rnd(ALNUM, 8)}")
    r.add("ring_camera_login",
          f"Ring doorbell app: {mail('mike.kowalski')} / {hpw()}",
          f"ring password {hpw()}")
    r.add("spotify_password",
          f"spotify family plan: {mail('dana.kowalski')} pw {hpw()}",
          f"Spotify password for the classroom speaker (lab cleanup playlist) {hpw()}")
    r.add("lab_computer_admin_password",
          f"the local admin password for the lab computer connected to the spec-20, Kevin gave it to me so I can install the Vernier driver: {rnd(ALNUM + '!#', 12)}",
          f"Spectrophotometer PC login\nuser: labuser\npw: {hpw()}")
    r.add("sis_parent_portal_password",
          f"PowerSchool PARENT account for Emma & Jake (different from my teacher one!!) user kowalskifam pw {hpw()}",
          f"parent portal password {hpw()}")
    return r


def lookalikes() -> Rows:
    r = Rows()
    chem = secrets.choice(CHEMICALS)
    chem2 = secrets.choice(CHEMICALS)
    chem3 = secrets.choice(CHEMICALS)
    r.add("student_id_numbers",
          f"Jayden M. student # {digits(6, lead=True)} needs extended time on tests (504)",
          f"students missing the lab safety contract: {digits(6, lead=True)}, {digits(6, lead=True)}, {digits(6, lead=True)}, {digits(6, lead=True)}",
          f"new student in 3rd period, PowerSchool ID {digits(7, lead=True)}, transferring from Lakewood",
          f"Ava R ({digits(6, lead=True)}) — make-up quiz Thursday after school")
    r.add("course_section_codes",
          f"my sections this year: CHEM-{digits(4, lead=True)}-01, CHEM-{digits(4, lead=True)}-02, AP Chem APCHM-{digits(3)}-01",
          f"honors chem is course {digits(4, lead=True)} section {pick('03', '04', '05')} — counselor had it wrong on the schedule",
          f"Section code for 7th period changed to SCI{digits(3)}.{pick('A', 'B', 'C')}")
    r.add("room_numbers",
          f"Moving to room {pick('B', 'C')}{digits(3, lead=True)} next fall, the one with the new fume hood",
          f"faculty meeting in rm {digits(3, lead=True)} (library) Tues 2:45",
          f"stockroom is {digits(3, lead=True)}A, prep room {digits(3, lead=True)}B")
    r.add("google_classroom_class_codes",
          f"Google Classroom class code for 2nd period Chem: {rnd(LOWER + DIGITS, 7)} — put it on the board day 1",
          f"class codes to give students\nP1 {rnd(LOWER + DIGITS, 7)}\nP2 {rnd(LOWER + DIGITS, 7)}\nP4 {rnd(LOWER + DIGITS, 7)}\nAP {rnd(LOWER + DIGITS, 6)}",
          f"If a kid can't join Classroom tell them the code is {rnd(LOWER + DIGITS, 7)} (it's also on the syllabus)",
          f"new classroom code after I reset it: {rnd(LOWER + DIGITS, 7)}")
    r.add("kahoot_game_pins",
          f"Kahoot game PIN for the mole review: {digits(7, lead=True)}",
          f"kahoot pin {digits(7, lead=True)} — stoich review, homework mode until Sunday",
          f"Friday kahoot: periodic trends, game pin {groups(digits(7, lead=True), 3)}",
          f"Kahoot challenge PIN {digits(6, lead=True)} for the kids who were at the band trip")
    r.add("zoom_meeting_ids",
          f"Zoom meeting ID for snow day class: {digits(3, lead=True)} {digits(4)} {digits(4)} (passcode posted in Classroom)",
          f"zoom link for office hours https://westfieldcs.zoom.example/j/{digits(11, lead=True)}",
          f"Meeting ID {digits(3, lead=True)} {digits(3)} {digits(4)} for the department PD on Wednesday")
    r.add("quizlet_join_codes",
          f"Quizlet class join link https://quizlet.example/join/{rnd(ALNUM, 9)}",
          f"quizlet live code {digits(3)}-{digits(3)} (ions & charges set)",
          f"Join code for the Quizlet class: {rnd(UPPER + DIGITS, 8)} — students use it on the app")
    r.add("textbook_isbns",
          f"Chem textbook ISBN {isbn13()} (teacher edition is the other one)",
          f"Order 3 more copies of the lab manual, ISBN {ean13('978')}",
          f"AP Chem review book: {isbn13()}  and the Zumdahl is {isbn13()}")
    r.add("cas_numbers",
          f"{chem[0]} CAS {chem[1]} — for the chemical inventory spreadsheet",
          f"inventory update:\n{chem2[0]} {chem2[1]}\n{chem3[0]} {chem3[1]}",
          f"Unlabeled bottle in the back cabinet, the old label just says CAS {cas_check(digits(pick(5, 6, 7), lead=True))}. Ask Mr. Patel before disposing")
    r.add("chemical_lot_numbers",
          f"{chem[0]} 500 mL, lot {rnd(UPPER + DIGITS, 8)}, exp 06/{pick('26', '27', '28')}",
          f"recall notice? lot # {pick('A', 'L', 'M')}{digits(6)}-{digits(2)} from Flinn — check the bottle on shelf 3",
          f"Lot {digits(7, lead=True)} of the phenolphthalein is the cloudy one. don't use for the titration lab")
    r.add("sds_document_numbers",
          f"SDS for {chem2[0]} is doc {pick('S', 'SDS')}-{digits(5)}, printed copy in the yellow binder",
          f"Updated safety data sheet numbers: {chem[0]} SDS #{digits(6, lead=True)}, {chem3[0]} SDS #{digits(6, lead=True)}",
          f"SDS revision {digits(4)}-{digits(2)} for acetone — replace the old one (2019) in the binder")
    r.add("purchase_order_numbers",
          f"PO # {pick('2025', '2026')}-{digits(5, lead=True)} for the Flinn order, $412.18",
          f"purchase order {digits(8, lead=True)} approved by Mr. Davis — goggles and the new hot plates",
          f"Requisition REQ-{digits(6)} turned into PO {pick('P', 'PO')}{digits(7)} — the treasurer's office needs it on the packing slip")
    r.add("gradebook_category_codes",
          "gradebook categories: LAB 35%, TST 40%, QZ 15%, HW 10%",
          f"PowerSchool category code for lab reports is {pick('LABR', 'LB1')}, quizzes {pick('QZ', 'QUIZ')}",
          f"AP category codes: FRQ-{digits(2)}, MCQ-{digits(2)} — don't mix them up when I import from Classroom")
    r.add("locker_numbers",
          f"Tyler's locker is {digits(4, lead=True)} (he keeps leaving his goggles in it)",
          f"my locker in the staff lounge is #{digits(2, lead=True)}, combo is on the card the office keeps",
          f"lab coat lockers: {digits(3, lead=True)}–{digits(3, lead=True)} are mine for AP")
    r.add("password_reset_by_it_no_value",
          f"IT reset my PowerSchool password this morning, ticket #{digits(6, lead=True)}. They emailed the temporary one to my personal gmail",
          "District SSO password got reset by the help desk after I locked myself out. New one is in my planner, not here",
          f"Kevin from tech reset the copier PINs for the whole science dept. Check the email from {pick('Monday', 'Tuesday', 'Thursday')}",
          "reset my Google password — had to pick a new one, 14 characters minimum now")
    r.add("amazon_order_numbers",
          f"Amazon order {digits(3, lead=True)}-{digits(7)}-{digits(7)} — the pipettes came broken, return by the 30th",
          f"order # {digits(3, lead=True)}-{digits(7)}-{digits(7)} (classroom wishlist gift from a parent!) send thank you note",
          f"amazon return label for {digits(3, lead=True)}-{digits(7)}-{digits(7)}, drop at UPS store")
    r.add("package_tracking_numbers",
          f"UPS tracking for the hot plates {ups()}",
          f"USPS tracking {usps()} — grandma's birthday package",
          f"Flinn shipment tracking # {ups()}, should arrive Tues, tell the front office to bring it to 214")
    r.add("supplier_catalog_numbers",
          f"Flinn catalog #s to reorder: C{digits(4)}, AP{digits(4)}, S{digits(4)}",
          f"Vernier part number {rnd(UPPER, 3)}-BTA (the pH sensor) — we need 4 more",
          f"Carolina item {digits(6, lead=True)} for the copper wire, qty 2")
    r.add("employee_id_numbers",
          f"My employee ID is {digits(6, lead=True)} (needed for the PD sign-in sheet)",
          f"payroll # {digits(5, lead=True)}, building code {digits(3)}",
          f"district employee number {digits(6, lead=True)} — on my badge under the barcode")
    r.add("educator_license_numbers",
          f"Ohio educator license number OH{digits(7)} — renews {pick('2027', '2028', '2029')}",
          f"my 5-year professional license # {digits(8, lead=True)} for the application")
    r.add("phone_extensions",
          f"main office ext {digits(4, lead=True)}, nurse {digits(4, lead=True)}, my classroom {digits(4, lead=True)}",
          f"Call tech at x{digits(4, lead=True)} if the projector dies again",
          f"attendance line (614) 555-{digits(4)}, press 2 for the high school")
    r.add("wifi_network_names",
          "School networks: WCS-Staff (us), WCS-Student (kids), WCS-Guest. Staff one uses our district login",
          "home wifi is KowalskiNet; the password is on the sticker under the router",
          "Lake house wifi name is 'SandyShores_5G', Mike has the password")
    r.add("copier_serial_numbers",
          f"workroom copier model IM C{digits(4, lead=True)} serial {rnd(UPPER + DIGITS, 11)} — for the service call",
          f"Ricoh service ticket: serial {digits(1, lead=True)}{rnd(UPPER, 1)}{digits(8)}, error SC{digits(3)}",
          f"library printer serial no. {rnd(UPPER + DIGITS, 10)} — jams every time on cardstock")
    r.add("chromebook_asset_tags",
          f"Chromebook #{digits(2, lead=True)} in my cart is asset tag WCS-{digits(6)}, screen cracked",
          f"asset tags of the broken ones: {digits(6, lead=True)}, {digits(6, lead=True)}, {digits(6, lead=True)}",
          f"My laptop service tag {rnd(UPPER + DIGITS, 7)}, asset {digits(5, lead=True)}")
    r.add("helpdesk_ticket_numbers",
          f"help desk ticket #{digits(6, lead=True)} — smartboard pen not working",
          f"Tech ticket INC{digits(7)} for the projector, still open",
          f"facilities work order WO-{digits(5)} — the eyewash station drips")
    r.add("google_form_share_links",
          f"Lab safety quiz form https://forms.gle/{rnd(ALNUM, 17)}",
          f"exit ticket form link: https://docs.google.example/forms/d/e/1FAIpQL{rnd(URLSAFE, 50)}/viewform",
          f"parent sign-up for conferences — forms.gle/{rnd(ALNUM, 17)}")
    r.add("youtube_video_links",
          f"good video on hybrid orbitals https://www.youtube.example/watch?v={rnd(URLSAFE, 11)}",
          f"Elephant toothpaste demo vid: youtu.be/{rnd(URLSAFE, 11)} (show before the real demo)",
          f"crash course ep on equilibrium — youtube.example/watch?v={rnd(URLSAFE, 11)}&t={secrets.randbelow(600)}s")
    r.add("lab_data_readings",
          f"Titration trial 2: initial {secrets.randbelow(5)}.{digits(2)} mL, final {20 + secrets.randbelow(10)}.{digits(2)} mL, [NaOH] 0.{digits(4)} M",
          f"spec-20 absorbances: {', '.join('0.' + digits(3) for _ in range(5))} at 635 nm",
          f"mass of crucible + lid {20 + secrets.randbelow(10)}.{digits(4)} g, after heating {20 + secrets.randbelow(10)}.{digits(4)} g")
    r.add("password_policy_notes",
          "District password rules: at least 14 characters, one number, one symbol, can't reuse the last 10. Changes every 180 days",
          "PowerSchool passwords expire every 90 days now, you get an email 7 days before",
          "Kids' Chromebook passwords must be 8+ chars — tell them NOT to use their lunch number")
    r.add("pin_changed_notes",
          "Copier PIN changed for the new year — IT sends the new ones in the Aug 10 email",
          f"door keypad in 214 was reprogrammed on {pick('Monday', 'the 3rd', 'Friday')}, get the new code from Mrs. Harris in the office",
          "my debit card PIN is the same as before, the bank just sent a new chip card")
    r.add("combination_kept_elsewhere",
          "stockroom padlock combo is in the sealed envelope in the principal's safe (per chemical hygiene plan)",
          "safe combo is in the fire box, Mike knows it",
          "Chromebook cart combo — ask Mr. Patel, he set it")
    r.add("bank_routing_number",
          f"Credit union routing number {aba()} (for the direct deposit form)",
          f"routing # for Buckeye Community CU is {aba()} — it's on the bottom left of the checks")
    r.add("conference_confirmation_numbers",
          f"ChemEd conference registration confirmation {rnd(UPPER + DIGITS, 8)}",
          f"Hotel for NSTA Columbus: confirmation # {digits(9, lead=True)}, check in 3pm",
          f"OSTA conference badge ID {digits(6, lead=True)}")
    r.add("field_trip_bookings",
          f"COSI field trip booking # {rnd(UPPER, 2)}{digits(6)}, 74 students, buses leave 8:15",
          f"bus request #{digits(5, lead=True)} approved for the Nov 14 trip",
          f"Great Lakes Science Center group reservation {digits(8, lead=True)}")
    r.add("school_addresses",
          f"School address for the Flinn shipping form: 1200 Warrior Way, Westfield OH 43{digits(3)}",
          f"ship to: Westfield High School, Attn: D. Kowalski Rm 214, 1200 Warrior Way, Westfield, OH 43{digits(3)}-{digits(4)}")
    r.add("license_plates_parking",
          f"my plate {plate()} for the staff parking permit, permit # {digits(4, lead=True)}",
          f"Mike's truck Ohio plate {plate()}",
          f"parking tag {pick('S', 'F')}-{digits(3, lead=True)} on the mirror")
    r.add("phone_numbers",
          f"Flinn customer service 1-800-555-{digits(4)}",
          f"Mrs. Harris (attendance) cell 440-555-{digits(4)}",
          f"poison control 1-800-222-1222, district safety office 216-555-{digits(4)}")
    r.add("printer_ip_and_hostnames",
          f"if the copier disappears from my laptop, add it by IP: 10.{secrets.randbelow(255)}.{secrets.randbelow(255)}.{secrets.randbelow(255)}",
          f"printer name is WHS-214-HP{digits(3)} on print.westfieldcs.internal",
          f"library printer queue \\\\print.westfieldcs.internal\\LIB-{rnd(UPPER + DIGITS, 4)}")
    r.add("device_mac_registrations",
          f"registered my iPad with IT, wifi address {mac(':', True)}",
          f"the Vernier LabQuest MAC for the network form: {mac(':')}",
          f"Emma's kindle mac {mac('-', True)} (for the home router kid filter)")
    r.add("google_drive_links",
          f"unit 4 notes shared with students https://drive.google.example/file/d/{rnd(URLSAFE, 33)}/view",
          f"department lab schedule spreadsheet: docs.google.example/spreadsheets/d/{rnd(URLSAFE, 44)}/edit",
          f"sub plans doc (view only) drive.google.example/drive/folders/{rnd(URLSAFE, 33)}")
    r.add("coupon_codes",
          f"Teachers Pay Teachers sale code {pick('BTS', 'CYBER', 'THANKS')}{digits(2)} — 25% off",
          f"Carolina promo code {rnd(UPPER, 3)}{digits(3)} for free shipping on orders over $100",
          f"Staples teacher rewards coupon {groups(digits(16, lead=True), 4)} expires Sept 30")
    r.add("streaming_account_notes",
          "Netflix is under Mike's email, Standard plan, $15.49 on the 12th. He changes the password like every month",
          f"Disney+ billing moved to the Visa ending {digits(4)}, renews in March",
          "We're on the Spotify family plan with Emma and Jake; Mike is the account owner")
    r.add("insurance_member_numbers",
          f"Medical Mutual group # {digits(6, lead=True)}, member ID {rnd(UPPER, 3)}{digits(9)}",
          f"dental insurance group number {digits(7, lead=True)} (for the ortho appointment)",
          f"Vision — VSP group {digits(8, lead=True)}")
    r.add("prescription_numbers",
          f"Rx #{digits(7, lead=True)} refill at Kroger pharmacy",
          f"Jake's inhaler prescription number {digits(7, lead=True)}, 2 refills left")
    r.add("pd_certificate_ids",
          f"PD certificate ID {rnd(UPPER, 2)}-{digits(6)} for the 6 hours of lab safety training",
          f"CEU certificate #{digits(8, lead=True)} — upload to the LPDC folder",
          f"Flinn lab safety course completion code {rnd(UPPER + DIGITS, 10)}")
    r.add("ap_classroom_join_codes",
          f"AP Classroom join code for AP Chem: {rnd(UPPER + DIGITS, 6)}",
          f"AP section join code {rnd(UPPER + DIGITS, 6)} — kids need it by Oct 4 for exam registration",
          f"College Board AP course code {digits(4, lead=True)}, section {rnd(UPPER + DIGITS, 6)}")
    r.add("remind_class_codes",
          f"Remind: text @{rnd(LOWER + DIGITS, 6)} to 81010 for chem updates",
          f"parents join Remind with code @mrskchem{digits(2)}",
          f"AP chem remind class code @{rnd(LOWER + DIGITS, 7)}")
    r.add("pubchem_ids",
          f"PubChem CID {digits(pick(3, 4, 5), lead=True)} for the molecule of the week",
          f"molar mass check — PubChem compound {digits(4, lead=True)}, InChIKey {rnd(UPPER, 14)}-{rnd(UPPER, 10)}-N")
    r.add("emergency_code_words",
          "Drill codes: Code Red = lockdown, Code Yellow = shelter in place, Code Blue = medical. Gas shutoff is behind the front lab bench",
          f"fire drill {pick('Sept 9', 'Oct 3', 'Nov 12')} 2nd period — evacuation route B, meet at lot {pick('C', 'D')}",
          "ALICE training: the code word for an all-clear is said by the principal on the PA, never over Remind")
    r.add("password_manager_references",
          "All my passwords are in Bitwarden now, the master one is in the fire safe",
          "Mike has the Netflix password in his phone notes, don't ask me",
          "District says keep passwords in the Google Password Manager tied to our school account, not on sticky notes")
    r.add("two_factor_setup_notes",
          "turned on 2-step for the school Google account, codes come to my phone by text",
          "IT's new MFA: approve the push on Microsoft Authenticator. If my phone dies call x4400",
          "PowerSchool now texts a 6 digit code every login. Annoying but whatever")
    r.add("lab_equipment_serials",
          f"Ohaus balance serial {digits(10, lead=True)} — needs calibration",
          f"LabQuest 3 serial numbers: {rnd(UPPER + DIGITS, 10)}, {rnd(UPPER + DIGITS, 10)}",
          f"fume hood inspection tag #{digits(5, lead=True)}, passed {pick('Aug', 'Sept')} 20{pick('24', '25')}")
    r.add("padlock_model_numbers",
          f"Buy 6 more Master Lock {pick('1500iD', '1525', '1590')} for the lab coat lockers, $8 each",
          "the stockroom lock is a Master 175 (the resettable kind) — reset instructions are in the drawer")
    r.add("card_last_four_receipts",
          f"paid Flinn invoice with the Visa ending {digits(4)}, receipt #{digits(8, lead=True)}",
          f"Amazon refund to card ending in {digits(4)}, should post in 3-5 days")
    r.add("student_login_format",
          "student Google logins are first initial + last name + grad year @students.westfieldcs.example, e.g. jsmith27",
          "Kids reset their own passwords at the student portal now; I can't see or change them")
    r.add("bell_schedule",
          "bell schedule: 1st 7:35-8:22, 2nd 8:27-9:14, 3rd 9:19-10:06, lunch B 11:10-11:40",
          "2-hr delay: 1st starts 9:35, 7th ends 2:30")
    r.add("invoice_numbers",
          f"Flinn invoice {digits(7, lead=True)} — paid by PO, send copy to treasurer",
          f"Carolina invoice INV-{digits(6)} dated {secrets.randbelow(12) + 1}/{secrets.randbelow(28) + 1}, net 30",
          f"Vernier quote Q-{digits(6)} expires end of month, total $1,284.00")
    return r


def main() -> None:
    write_corpora("make_heldout110.py", [
        ("heldout110_credentials.yaml", credentials(), "batch 110 (an Ohio high-school chemistry teacher's personal and school logins, codes and combinations), written blind; every value synthetic"),
        ("heldout110_lookalikes.yaml", lookalikes(), "batch 110 look-alikes: student ids, class join codes, Kahoot PINs, ISBNs, CAS and lot numbers, POs, password-reset notes, written blind"),
    ])


if __name__ == "__main__":
    main()
