# ruff: noqa: E501
"""Writes heldout152_credentials.yaml and heldout152_lookalikes.yaml: held-out batch 152.

Persona: Tina, the office manager of a small dental practice in Phoenix, Arizona (Camelback
Family Dental, one dentist, Dr. Reyes). Not technical; she writes plain American English with
typos and shorthand. Her notes hold the practice-management software logins, the insurance
portals and clearinghouse, payroll and banking, the alarm, keypad and drug cabinet codes, the
Wi-Fi, the supply sites, and the doctor's personal accounts she looks after.

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
    card_expiry,
    digits,
    groups,
    hexs,
    luhn,
    mac,
    pick,
    rnd,
    uid,
    write_corpora,
)

WORDS = ["Saguaro", "Cactus", "Molar", "Smile", "Camelback", "Sonoran", "Bella", "Diamondback",
         "Tooth", "Floss", "Mesa", "Ocotillo", "Roadrunner", "Javelina", "Sunny", "Canyon",
         "Mustang", "Peanut", "Coyote", "Bicuspid", "Monsoon", "Tempe"]
NAMES = ["Maria", "Jess", "Brandy", "Kayla", "Lupe", "Danielle", "Rosa", "Amber"]


def hpw() -> str:
    """A password a non-technical office would pick, or one a site generated for them."""
    return pick(
        f"{pick(*WORDS)}{digits(4)}{pick('!', '#', '$', '@')}",
        f"{pick(*WORDS)}#{digits(2)}{pick(*WORDS).lower()}",
        f"{pick(*WORDS).lower()}{pick(*WORDS)}{digits(3)}!",
        rnd(ALNUM + "!#$%", 14),
        f"{pick(*WORDS)}_{digits(2)}_{pick(*WORDS)}",
        f"{pick(*WORDS)}{pick(*WORDS)}{digits(2)}{pick('!', '?', '*')}",
    )


def gen_pw(n: int = 16) -> str:
    return rnd(ALNUM + "!@#$%^&*", n)


def combo() -> str:
    return "-".join(str(secrets.randbelow(40)) for _ in range(3))


def dea() -> str:
    """A DEA registration number: registrant letter, surname initial, six digits, check digit."""
    d = [int(c) for c in digits(6)]
    check = (d[0] + d[2] + d[4] + 2 * (d[1] + d[3] + d[5])) % 10
    return pick("A", "B", "F") + "R" + "".join(map(str, d)) + str(check)


def npi() -> str:
    """A 10-digit NPI: Luhn over the prefix 80840 and nine digits."""
    base = pick("1", "2") + digits(8)
    body = "80840" + base
    total = sum(d if i % 2 else (d * 2 - 9 if d > 4 else d * 2)
                for i, d in enumerate(int(c) for c in reversed(body)))
    return base + str((10 - total % 10) % 10)


def routing() -> str:
    """An ABA routing number with a valid check digit (Arizona-ish 12xx prefix)."""
    base = "122" + digits(5)
    w = [3, 7, 1, 3, 7, 1, 3, 7]
    total = sum(int(c) * k for c, k in zip(base, w, strict=True))
    return base + str((10 - total % 10) % 10)


def backup_codes(n: int, size: int = 8) -> str:
    return "\n".join(rnd(LOWER + DIGITS, size) for _ in range(n))


def google_codes(n: int) -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(n))


def totp_seed() -> str:
    return groups(rnd(BASE32, 32).lower(), 4)


def phone() -> str:
    return f"(602) 555-01{digits(2)}"


def ups() -> str:
    return f"1Z{rnd(UPPER + DIGITS, 6)}{pick('03', '01', '02')}{digits(8)}"


def credentials() -> Rows:
    r = Rows()

    r.add("dentrix_login_password",
          f"dentrix front desk login - user FRONTDESK1 pw {hpw()}",
          f"Dentrix G7 login for Maria (new hire):\nusername: maria.g\npassword: {hpw()}\nshe has to change it first login but this is the temp",
          f"remember - dentrix admin user is TINA, password {hpw()} , dont give to the temps",
          )
    r.add("eaglesoft_admin_password",
          f"Eaglesoft admin (the old server at the hygiene side) -> ADMIN / {hpw()}",
          f"eaglesoft pass for the security admin screen: {hpw()}  (Patterson tech set it up 2022)",
          f"Eaglesoft\n  user: SUPERVISOR\n  pwd: {hpw()}\n  only use when adding new providers",
          )
    r.add("open_dental_password",
          f"Open Dental user Admin pw is {hpw()} - Jess knows it too",
          f"opendental login for the doc's laptop: DrReyes / {hpw()}",
          f"OD security tab master password {hpw()} (need this to unlock the ledger after month close)",
          )
    r.add("open_dental_db_connection",
          f"IT guy said save this in case the workstation can't find the database:\nServer=od-server.camelback.internal;Database=opendental;Uid=root;Pwd={gen_pw(14)};",
          f"FreeDentalConfig.xml on the server has <Password>{gen_pw(12)}</Password> for the mysql user odadmin, dont change it",
          f"mysql -u root -p{gen_pw(14)} opendental   <- Mike ran this when the backup failed",
          )
    r.add("delta_dental_portal_password",
          f"Delta Dental provider portal (deltadentalaz) user camelbackfd pw {hpw()}",
          f"DDAZ website login\ncamelback.office@desertsmile.example\n{hpw()}",
          f"delta dental password got locked again, new one is {hpw()} - changed 5/2",
          )
    r.add("metlife_portal_password",
          f"metlife dental provider site - login TinaCFD / {hpw()}",
          f"MetLife: username camelbackfamilydental, Password: {hpw()}  security q = first car, answer 'Corolla'",
          f"Metlife pw {hpw()} (expires every 90 days ugh)",
          )
    r.add("availity_login_password",
          f"Availity - user tmorales_cfd, pw {hpw()}",
          f"Availity login for eligibility checks:\n  user: camelbackfd_billing\n  pass: {hpw()}",
          f"new availity password since the old one expired -- {hpw()}",
          )
    r.add("clearinghouse_password",
          f"clearinghouse (DentalXChange) login CFD8821 password {hpw()}",
          f"eClaims / clearing house pw: {gen_pw(12)} -- Jess needs this on fridays to send the batch",
          f"Tesia clearinghouse\nsubmitter login: camelback01\npw: {hpw()}",
          )
    r.add("gusto_login_password",
          f"gusto login tina@camelbackfamilydental.example pw {hpw()}",
          f"Payroll (Gusto) - {hpw()} is the password, email is the office one",
          f"GUSTO\nuser: tina@camelbackfamilydental.example\npass: {hpw()}\n(Dr R has admin too on his own login)",
          )
    r.add("gusto_backup_codes",
          f"gusto 2 step backup codes (each one works once):\n{backup_codes(5)}",
          f"Gusto recovery codes if my phone dies: {' '.join(rnd(LOWER + DIGITS, 8) for _ in range(4))}",
          f"backup codes for payroll site, crossed off the used ones already\n{backup_codes(3)}",
          )
    r.add("online_banking_password",
          f"Chase business online - user CFD_Tina pw {hpw()}",
          f"Bank login (Western Alliance biz): camelbackdental / {hpw()}",
          f"online banking\nuser id: camelbackfamily\npassword: {hpw()}\nsecret q: mother's maiden name = Castillo",
          )
    r.add("business_debit_card_pin",
          f"business debit card PIN {digits(4)} (the chase one ending {digits(4)})",
          f"debit card pin is {digits(4)} - for the bank deposits at the ATM",
          f"Dr R said use the biz debit for the Costco run, pin: {digits(4)}",
          )
    r.add("business_credit_card",
          f"office visa for supplies: {groups(luhn('4', 16), 4)} exp {card_expiry()} cvv {digits(3)}",
          f"Visa (Patterson autopay card) {luhn('4', 16)}  {card_expiry()}  CVV {digits(3)}  zip 85016",
          f"card for the Schein order:\n{groups(luhn('5', 16), 4)}\nexp {card_expiry()}\nsec code {digits(3)}",
          )
    r.add("alarm_code",
          f"alarm code {digits(4)} - disarm w/in 30 sec when you come in",
          f"New alarm code for the building is {digits(4)}# (changed after Brandy left)",
          f"ADT panel:\nmy code {digits(4)}\nhygienists code {digits(4)}\nduress code {digits(4)} (DO NOT use unless real emergency)",
          )
    r.add("drug_cabinet_combination",
          f"narcotics cabinet combo {combo()}",
          f"drug cabinet in sterilization - combination is {combo()}, turn right first",
          f"lockbox for the controlled meds: {combo()} (only me & Dr R)",
          )
    r.add("xray_sensor_software_password",
          f"Schick sensor software admin pw {hpw()}",
          f"xray sensor program (Sidexis) admin login: admin / {gen_pw(10)}",
          f"pano software - the service login the Dexis tech used was service / {hpw()}",
          )
    r.add("office_wifi_password",
          f"office wifi CFD-Staff password {hpw()}",
          f"Staff wifi: network CamelbackDental_5G  pass {rnd(ALNUM, 12)}",
          f"wifi for the op computers -> WIFI:T:WPA;S:CFD-Clinical;P:{rnd(ALNUM, 14)};;",
          )
    r.add("guest_wifi_password",
          f"guest wifi for patients is {pick('smile', 'teeth', 'floss')}{digits(4)} (network CFD-Guest)",
          f"patients keep asking - guest wifi pw: {pick(*WORDS)}{digits(3)}",
          f"Wifi for waiting room\nname: CamelbackGuest\npassword: {pick(*WORDS).lower()}{digits(4)}",
          )
    r.add("efax_login_password",
          f"eFax login: fax number is the username, pin {digits(6)}",
          f"efax.example account tina@camelbackfamilydental.example pw {hpw()}",
          f"eFax pw changed to {hpw()} -- the referrals from Dr Nguyen's office come in here",
          )
    r.add("google_business_profile_password",
          f"google business profile (for the reviews) camelbackfamilydental@mail.example / {hpw()}",
          f"GBP login - {hpw()}. email is the practice gmail",
          f"to answer google reviews sign in as camelbackfamilydental@mail.example pw {hpw()}",
          )
    r.add("google_account_backup_codes",
          f"practice google acct backup codes:\n{google_codes(4)}",
          f"google 8 digit backup codes for the office gmail - {digits(4)} {digits(4)}, {digits(4)} {digits(4)}, {digits(4)} {digits(4)}",
          )
    r.add("doctor_personal_email_password",
          f"Dr Reyes personal email (he forgets it every time) areyes.dds@mail.example pw {hpw()}",
          f"Dr R's yahoo - {hpw()}",
          f"doc's personal gmail: password is {hpw()}, his recovery phone is his cell",
          )
    r.add("doctor_personal_account_password",
          f"Dr R amazon (personal, NOT the office one) - {hpw()}",
          f"Dr Reyes netflix so his kids stop calling the office lol -> {hpw()}",
          f"doc's AZ MVD login for his car registration: areyes / {hpw()}",
          f"Dr R ADA member login - member # is on his card, pw {hpw()}",
          )
    r.add("doctor_atm_pin",
          f"Dr R personal debit PIN {digits(4)} (he asked me to get cash for the staff lunch)",
          f"doc's credit union card pin: {digits(4)}",
          )
    r.add("door_keypad_code",
          f"back door keypad {digits(4)}*",
          f"door code for staff entrance: {digits(5)}  -- tell new hires on day 1",
          f"Keypad at the side door is {digits(4)} then press the key symbol",
          )
    r.add("henry_schein_password",
          f"Henry Schein online ordering login camelbackfd / {hpw()}",
          f"schein website pw {hpw()}",
          f"HENRY SCHEIN\nacct login: tina.morales\npw: {hpw()}",
          )
    r.add("patterson_password",
          f"pattersondental login - user CFD_orders pw {hpw()}",
          f"Patterson (offices supplies + the eaglesoft support) password {hpw()}",
          f"patterson: {hpw()} -- Lupe orders the gloves here",
          )
    r.add("authenticator_setup_key",
          f"gusto authenticator setup key (so I can add it to the new phone): {totp_seed()}",
          f"Availity 2FA secret for the Authy app\n{rnd(BASE32, 32)}",
          f"otpauth://totp/Chase:CFD_Tina?secret={rnd(BASE32, 32)}&issuer=Chase  <- the bank QR code, IT guy typed it out",
          )
    r.add("voicemail_pin",
          f"voicemail pin for main line {digits(6)}",
          f"to check VM after hours dial *98, pin {digits(4)}",
          f"Dr R's voicemail box 204, passcode {digits(6)}",
          )
    r.add("router_admin_password",
          f"router admin page 192.168.1.1 -- admin / {gen_pw(12)}",
          f"the netgear in the closet: login admin, password {hpw()}",
          f"firewall (sonicwall) admin pw {gen_pw(16)} - only for Mike from the IT company",
          )
    r.add("server_admin_password",
          f"windows login on the server (front closet): Administrator / {gen_pw(14)}",
          f"server pw {hpw()} -- need it to restart when dentrix freezes",
          f"remote desktop to the server: CFD-SRV01\\Administrator  {gen_pw(12)}",
          )
    r.add("scanner_email_app_password",
          f"copier scan-to-email uses app password {groups(rnd(LOWER, 16), 4)} (not the real gmail pw)",
          f"app password for the Brother scanner: {rnd(LOWER, 16)}",
          )
    r.add("eftps_pin_password",
          f"EFTPS (payroll taxes) - PIN {digits(4)}, internet password {hpw()}",
          f"eftps login pin {digits(4)} & pw {gen_pw(10)}",
          )
    r.add("quickbooks_password",
          f"quickbooks online - tina@camelbackfamilydental.example / {hpw()}",
          f"QB pw for the CPA (Linda at Saguaro Tax): {hpw()}",
          f"Quickbooks: {hpw()}",
          )
    r.add("carecredit_portal_password",
          f"CareCredit provider center login: CFD1942 / {hpw()}",
          f"care credit pw {hpw()} - for pt financing apps",
          )
    r.add("patient_texting_login",
          f"Weave login (the texting/phones app) frontdesk@camelbackfamilydental.example pw {hpw()}",
          f"Lighthouse 360 reminders login - {hpw()}",
          f"RevenueWell: user camelbackfd\npass {hpw()}",
          )
    r.add("online_booking_api_key",
          f"IT guy says keep this for the online booking widget, it's the secret one: sk_live_{rnd(ALNUM, 24)}",
          f"NexHealth API key (Mike set it up for open dental sync): {hexs(40)}",
          f"booking integration key {rnd(ALNUM, 32)} - dont share with the website company",
          )
    r.add("payment_terminal_access_token",
          f"square access token the web guy needs for the pay-your-bill page: EAAA{rnd(URLSAFE, 60)}",
          f"Square: application secret sq0csp-{rnd(URLSAFE, 43)}",
          )
    r.add("dental_lab_portal_password",
          f"Glidewell lab portal CFD_Reyes / {hpw()}",
          f"the crown lab (Sonoran Dental Lab) website pw {hpw()}",
          f"lab rx portal login: camelbackfd pw {hpw()} (to print pickup labels)",
          )
    r.add("dea_csos_password",
          f"DEA diversion site login for Dr R renewal: user areyesdds pw {hpw()}",
          f"CSOS cert password (for ordering controlled): {gen_pw(14)}",
          )
    r.add("state_board_portal_password",
          f"AZ dental board portal (license renewals) - Dr R: {hpw()}, hygienists use their own",
          f"dental board online renewal login for Rosa RDH pw {hpw()}",
          )
    r.add("website_admin_password",
          f"website wordpress admin: camelbackfamilydental.example/wp-admin  user cfdadmin  pw {gen_pw(16)}",
          f"website login (to change holiday hours) - {hpw()}",
          f"Wix editor: camelbackfamilydental@mail.example / {hpw()}",
          )
    r.add("domain_registrar_password",
          f"GoDaddy (the domain name) customer # {digits(9)} pw {hpw()}",
          f"domain renewal site password {hpw()}  -- renews every sept",
          )
    r.add("office_safe_combination",
          f"office safe {combo()}",
          f"Safe combo (petty cash + backup drive): {combo()} L-R-L",
          )
    r.add("teamviewer_password",
          f"teamviewer for IT support: ID {digits(3)} {digits(3)} {digits(3)} password {rnd(LOWER + DIGITS, 8)}",
          f"remote support unattended password {gen_pw(10)} on the front desk pc",
          f"anydesk on the server - unattended access pw {hpw()}",
          )
    r.add("backup_encryption_key",
          f"Carbonite backup encryption key (if we lose this the backup is useless!!):\n{rnd(ALNUM, 32)}",
          f"backup drive bitlocker recovery key {'-'.join(f'{11 * secrets.randbelow(65536):06d}' for _ in range(8))}",
          f"cloud backup private key passphrase: {' '.join(secrets.choice(WORDS).lower() for _ in range(5))}",
          )
    r.add("hipaa_training_portal_password",
          f"HIPAA training site login for staff - everybody uses camelbackstaff / {hpw()}",
          f"OSHA/HIPAA online training admin pw {hpw()}",
          )
    r.add("shipping_account_password",
          f"UPS my choice for business: camelbackfd / {hpw()}",
          f"fedex login to print return labels for the sensor repair - {hpw()}",
          )
    r.add("security_question_answers",
          f"bank security questions: city born = Tucson, first pet = {pick('Peanut', 'Bella', 'Rocky')}, high school mascot = Coyotes. phone passcode {digits(6)}",
          f"Chase phone verification passcode: {digits(6)} -- they ask for it when I call about the deposit",
          )
    r.add("camera_system_password",
          f"camera system (the DVR under the front desk) admin pw {gen_pw(10)}",
          f"Ring app for the back door - tina@camelbackfamilydental.example {hpw()}",
          )
    r.add("phone_system_admin_password",
          f"phone system portal admin login {hpw()} (to change the holiday greeting)",
          f"RingCentral admin: 6025550{digits(3)} / {hpw()}",
          )
    r.add("amazon_business_password",
          f"amazon business acct for office stuff: orders@camelbackfamilydental.example pw {hpw()}",
          f"Amazon (office) - {hpw()}  ..the doc's personal one is diff",
          )
    r.add("insurance_verification_session",
          f"Jess said paste this cookie into the browser when availity kicks us out (IT trick): JSESSIONID={hexs(32).upper()}",
          f"portal session cookie the IT guy copied: session_id={rnd(URLSAFE, 40)}",
          )
    r.add("sterilizer_service_pin",
          f"autoclave (Statim) service menu pin {digits(4)} - tech said only if it errors",
          f"compressor panel lock code {digits(4)}",
          )
    r.add("medicaid_portal_password",
          f"AHCCCS online (medicaid) login CamelbackFD / {hpw()}",
          f"ahcccs portal pw reset today -> {hpw()}",
          )
    r.add("payroll_bank_ach_pin",
          f"ACH transfer approval PIN at the bank {digits(6)}",
          f"wire/ach token pin {digits(4)} + the token number on the keyfob",
          )
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("npi_number",
          f"Dr Reyes individual NPI {npi()}, group NPI {npi()}",
          f"NPI for Rosa (hygienist) is {npi()} - need it for the Delta credentialing",
          f"type 2 npi: {npi()}",
          )
    r.add("tax_id_ein",
          f"practice TIN / EIN 86-{digits(7)}",
          f"EIN {pick('86', '20', '27')}-{digits(7)} goes in box 25 on the claim form",
          f"w-9 for the new lab asks our tax id: 86-{digits(7)}",
          )
    r.add("dea_registration_number",
          f"Dr R DEA # {dea()} exp 09/30/2026",
          f"DEA registration {dea()} (for the Rx pads reorder)",
          f"dea no.: {dea()}",
          )
    r.add("state_license_number",
          f"AZ dental license D{digits(5)}, renewal due 6/30",
          f"Rosa RDH license H{digits(4)} / local anesthesia permit LA{digits(4)}",
          f"Dr R state lic # D-{digits(5)}",
          )
    r.add("insurance_member_id",
          f"pt Gomez, Delta member ID {digits(11)}",
          f"metlife subscriber id {digits(9)} - use the husband's, she is dependent",
          f"Cigna ID U{digits(8)} 01",
          f"member id: {rnd(UPPER, 3)}{digits(9)} (BCBS AZ)",
          )
    r.add("insurance_group_number",
          f"group # {digits(6)} - Salt River employer plan",
          f"Delta grp no. {digits(5)}-{digits(4)}",
          f"Guardian group {digits(7)}, plan pays 80% basic",
          )
    r.add("claim_number",
          f"Delta claim # {digits(13)} denied for frequency, resubmit w/ narrative",
          f"claim no. {pick('E', 'C')}{digits(11)} on hold - missing xray",
          f"MetLife claim {digits(4)}-{digits(6)}-{digits(2)} paid 3/4",
          )
    r.add("eob_check_number",
          f"EOB check # {digits(8)} from Delta $1,284.60",
          f"Guardian check no {digits(7)} deposited 4/12",
          f"eob 04/18 chk#{digits(9)} - $312 for pt chart {digits(5)}",
          )
    r.add("eft_trace_number",
          f"EFT trace # 1{digits(9)}*{digits(10)} from Delta",
          f"metlife EFT trace number {digits(15)} - matches the bank deposit 5/1",
          f"TRN {digits(12)} (availity ERA)",
          )
    r.add("cdt_procedure_codes",
          "recall appt = D0120 + D1110 + D0274 (bwx once a year)",
          "crown #30 is D2740 + D3330 if root canal. D2950 buildup sometimes denied",
          "kids: D1120, D1206 fluoride, D1351 sealants per tooth",
          "perio maint D4910 every 3 mo, SRP D4341 / D4342",
          )
    r.add("tooth_numbers",
          f"pt chart {digits(5)}: #3 MOD, #14 crown prep, #19 watch",
          "Mrs. Alvarez - #8 #9 veneers, shade A1",
          "tooth 30 & 31 extraction referral to Dr Patel (OS)",
          )
    r.add("appointment_confirmation_code",
          f"Lopez family online booking confirmation {rnd(UPPER + DIGITS, 6)}",
          f"appt confirm code {rnd(UPPER + DIGITS, 8)} for the 2:30 new pt",
          f"NexHealth booking ref #{rnd(UPPER + DIGITS, 7)} - pt says she never got the text",
          )
    r.add("supply_order_number",
          f"Schein order # {digits(8)} - gloves (M) backordered",
          f"Patterson order {digits(9)} placed 5/6 - prophy paste + bibs",
          f"order conf: {rnd(UPPER, 2)}{digits(8)} (amazon business, printer toner)",
          )
    r.add("supplier_invoice_number",
          f"Schein invoice {digits(8)} due net 30, $842.17",
          f"Patterson inv # {digits(7)}-{digits(2)} - credit pending for the returned sensor holder",
          f"Sonoran Dental Lab invoice INV-{digits(6)}",
          )
    r.add("tracking_number",
          f"ups tracking {ups()} (sensor coming back from repair)",
          f"fedex {digits(12)} - impressions to Glidewell",
          f"USPS 9400 1{digits(3)} {digits(4)} {digits(4)} {digits(4)} {digits(2)} - refund check to pt",
          )
    r.add("equipment_serial_number",
          f"Schick 33 sensor size 2 SN {digits(9)}",
          f"autoclave serial {rnd(UPPER, 3)}{digits(7)}  (warranty til 2027)",
          f"pano machine s/n {rnd(UPPER + DIGITS, 10)}, model Orthophos",
          )
    r.add("lot_number",
          f"septocaine lot {digits(2)}{rnd(UPPER, 1)}{digits(3)} exp 11/2026",
          f"spore test strip lot # {rnd(UPPER + DIGITS, 8)}, result negative 5/3",
          f"composite A2 lot {rnd(UPPER + DIGITS, 7)} - recall notice says our lot is NOT affected",
          )
    r.add("wifi_network_name",
          "wifi names: CFD-Staff (2.4 + 5G) and CFD-Guest. patients only get the guest one",
          "the xray computers are on CFD-Clinical, don't connect phones to that one",
          f"new router named the network CamelbackDental_{digits(4)}, I renamed it back",
          )
    r.add("password_changed_note",
          "changed the delta dental password today 5/14 - new one is in the blue binder",
          "Gusto password reset, told Dr R, he has it in his phone",
          "metlife pw changed (90 day thing again). did NOT write it here on purpose",
          "changed alarm code after Brandy left. new code given to staff in person",
          )
    r.add("password_location_reference",
          "all portal passwords are in the red binder in the locked drawer, key on my keyring",
          "wifi password is on the sticker on the bottom of the router",
          "safe combo - ask Dr R, it's not written anywhere",
          "IT company keeps the server admin password, call Mike at ext 2",
          )
    r.add("password_policy_note",
          "availity pw rules: 8-30 chars, one number, one special, cant reuse last 6, expires 60 days",
          "bank makes the debit pin 4 digits, no repeating like 1111",
          "dentrix wants passwords changed every 90 days now (HIPAA thing)",
          )
    r.add("two_factor_note",
          "gusto 2 step codes go to Dr R's cell, so text him before payroll on thursdays",
          "chase token keyfob is in the safe - the 6 digit number changes every 30 sec",
          "availity now sends a code by email each login, takes like 2 min",
          )
    r.add("phone_extension",
          "ext: front 201, billing 202, Dr R 204, hygiene 205, steri 207",
          f"Delta provider services {phone()}, press 2 then 3 for claims",
          f"Patterson tech support 1-800-555-01{digits(2)} option 4, our acct # {digits(6)}",
          )
    r.add("fax_number",
          f"office fax {phone()}  (eFax line)",
          f"Dr Patel oral surgeon fax {phone()} for referrals",
          f"fax the narrative to metlife at 1-800-555-01{digits(2)}, ref claim on cover sheet",
          )
    r.add("office_address",
          "4410 N 24th St, Suite 210, Phoenix AZ 85016",
          "deliveries go to ste 210 not 201 (thats the chiro)",
          "billing address for Schein is the PO box: PO Box 3371, Phoenix AZ 85067",
          )
    r.add("patient_chart_number",
          f"chart # {digits(5)} - Robert Nunez, balance $0, inactive",
          f"pt acct {digits(6)} has 2 charts, merge them (dentrix guarantor issue)",
          f"pt #{digits(5)} wants records sent to new dentist",
          )
    r.add("vendor_remittance_details",
          f"Sonoran Dental Lab remit to: ACH routing {routing()} acct {digits(10)} (from their invoice)",
          f"Schein wants payments to lockbox, routing {routing()}, ref our cust # {digits(6)}",
          )
    r.add("card_last_four",
          f"autopay for Patterson is on the visa ending {digits(4)}, exp {card_expiry()}",
          f"amex x{digits(5)} - the doc's, DO NOT use for office",
          f"debit card ending in {digits(4)} was replaced (fraud), new card arrives 7-10 days",
          )
    r.add("clearinghouse_payer_id",
          f"payer IDs: Delta AZ {digits(5)}, MetLife {digits(5)}, Guardian {digits(5)}, Cigna {digits(5)}",
          f"payer id for the union plan is {digits(5)}",
          f"Ameritas payer id {rnd(UPPER, 2)}{digits(3)} ... the clearinghouse list says so",
          )
    r.add("medicaid_provider_id",
          f"AHCCCS provider ID {digits(6)} for Dr R",
          f"DentaQuest provider # {digits(10)}",
          )
    r.add("caqh_provider_id",
          f"CAQH ID {digits(8)} - reattest every 120 days",
          f"Dr R caqh # {digits(8)}, attested 4/2",
          )
    r.add("software_customer_number",
          f"Dentrix customer # {digits(7)} (they ask for it on the support line)",
          f"Open Dental reg customer num {digits(5)}",
          f"Eaglesoft support site # {digits(6)}, contract renews jan",
          )
    r.add("support_case_number",
          f"dentrix case # {digits(8)} - ledger not posting ins payments",
          f"IT ticket #{digits(5)} for the slow front desk pc",
          f"Schick support case CS-{digits(7)}",
          )
    r.add("claim_batch_id",
          f"clearinghouse batch {uid()} - 14 claims accepted",
          f"eclaims batch id {digits(10)} rejected, 2 claims bad subscriber DOB",
          )
    r.add("attachment_reference_number",
          f"NEA FastAttach # {digits(8)} (xrays for the crown claim)",
          f"attachment ref NEA#{digits(7)} on the delta claim",
          )
    r.add("software_version",
          f"Dentrix G7.{secrets.randbelow(9)}.{secrets.randbelow(9)}.{digits(3)} - dont update til after month end",
          f"open dental version 23.{secrets.randbelow(4)}.{secrets.randbelow(40)}.0 on server",
          f"schick 33 v5.1{secrets.randbelow(9)} driver on op 3",
          )
    r.add("ip_address_note",
          f"server is 192.168.1.{secrets.randbelow(50) + 10}, printer .{secrets.randbelow(50) + 60}",
          f"pano computer 192.168.1.{secrets.randbelow(200) + 20} (static, dont change)",
          "router admin page is at 10.0.0.1 (login is in the binder)",
          )
    r.add("device_mac_address",
          f"IT needs the MAC of the new op 4 pc: {mac(':', True)}",
          f"front desk printer mac {mac('-')}",
          )
    r.add("shipping_account_number",
          f"UPS account # {rnd(UPPER + DIGITS, 6)} (for lab pickups)",
          f"fedex acct {digits(9)} - Glidewell prepaid labels use theirs not ours",
          )
    r.add("coupon_code",
          f"Schein promo code SPRING{digits(2)} for 10% off gloves",
          f"patterson coupon {rnd(UPPER, 4)}{digits(3)} expires end of month",
          f"new pt special code on website: NEWSMILE{digits(2)}",
          )
    r.add("public_review_link",
          f"google review link to text pts: https://search.example/local/writereview?placeid=ChIJ{rnd(URLSAFE, 23)}",
          f"yelp page camelbackfamilydental.example/r/{rnd(ALNUM, 10)} (ok to share)",
          )
    r.add("website_publishable_key",
          f"web guy says the pk_live_{rnd(ALNUM, 24)} one is fine to be in the site code, its public. the secret one he keeps",
          f"stripe publishable key for the pay online button: pk_live_{rnd(ALNUM, 24)} (not secret)",
          )
    r.add("file_checksum",
          f"backup file check (sha256) {hexs(64)} - Mike said it matched",
          f"risk assessment pdf hash {hexs(40)} per IT",
          )
    r.add("alarm_account_number",
          f"alarm monitoring acct # {digits(7)} with SecureWest, verbal passcode is in the binder",
          f"ADT customer # {digits(9)} - call if false alarm",
          )
    r.add("license_plate",
          f"Dr R parks the white Tahoe, AZ plate {rnd(UPPER, 3)}{digits(4)}",
          f"staff parking permits: Jess {rnd(UPPER, 3)}{digits(4)}, Lupe {rnd(UPPER + DIGITS, 7)}",
          )
    r.add("prescription_number",
          f"pt called, pharmacy Rx # {digits(7)} amoxicillin, needs refill auth",
          f"Walgreens rx no {digits(7)}-{digits(5)}",
          )
    r.add("check_number",
          f"wrote ck #{digits(4)} to Sonoran Lab $560",
          f"refund check {digits(4)} mailed to pt 5/2",
          f"checks {digits(4)}-{digits(4)} voided (printer jam)",
          )
    r.add("lab_case_number",
          f"Glidewell case # {digits(7)}, due back 5/20, seat appt 5/22",
          f"lab case {rnd(UPPER, 2)}-{digits(6)} crown #14 shade A2",
          )
    r.add("implant_part_number",
          f"Straumann implant 021.{digits(4)} + healing cap 048.{digits(3)}",
          f"Nobel part # {digits(5)} reorder 2",
          )
    r.add("payroll_reference",
          f"gusto payroll id {digits(10)} ran 5/15, direct deposit hits fri",
          f"Gusto company id {digits(16)} (support asked for it)",
          )
    r.add("dentist_ada_member_number",
          f"ADA member # {digits(9)}",
          f"AZDA membership {digits(6)} renews dec",
          )
    r.add("bank_account_reference",
          f"practice checking ending {digits(4)} at Chase; payroll acct ending {digits(4)}",
          f"deposit slip # {digits(6)} - 5/3 ins checks",
          )
    r.add("pin_reset_note",
          "debit card PIN reset at the branch, Dr R chose it, I dont know it",
          "voicemail pin reset to default, have to set new one next login",
          )
    r.add("insurance_card_details",
          f"pt Vega ins card:\n  Delta Dental PPO\n  Member ID {digits(11)}\n  Group {digits(5)}\n  Payer ID {digits(5)}\n  Provider svc 1-800-555-01{digits(2)}",
          f"copied off the back of the card - RxBIN {digits(6)} RxPCN {rnd(UPPER, 4)} RxGRP {rnd(UPPER + DIGITS, 6)} (not dental, ignore)",
          f"MetLife card: subscriber ID {digits(9)}, group {digits(7)}, Emp: Banner Health",
          )
    r.add("insurance_call_reference",
          f"called Delta re: frequency, rep Tasha, call ref # {digits(10)}",
          f"metlife call ref {rnd(UPPER, 1)}{digits(11)} - they said reprocess in 10-14 days",
          f"Availity inquiry tracking # {digits(9)}, said benefits 80/50 after ded",
          )
    r.add("utility_account_number",
          f"APS electric acct # {digits(10)} (autopay on)",
          f"Cox internet acct {digits(3)}-{digits(6)}-{digits(2)} - outage ticket opened",
          f"water/trash is in the lease, landlord acct ref {digits(6)}",
          )
    r.add("access_fob_number",
          f"building key fobs: #{digits(4)} Jess, #{digits(4)} Lupe, #{digits(4)} lost (deactivated)",
          f"new fob serial {digits(8)} for Kayla - building mgmt needs it",
          )
    r.add("credentialing_checklist",
          f"Credentialing packet Dr R:\n- NPI {npi()}\n- DEA {dea()}\n- AZ lic D{digits(5)}\n- CAQH {digits(8)}\n- malpractice policy # {rnd(UPPER, 3)}{digits(7)}\nall uploaded 4/28",
          f"Rosa onboarding: npi {npi()}, RDH lic H{digits(4)}, CPR card exp 03/2026",
          )
    r.add("malpractice_policy_number",
          f"malpractice policy {rnd(UPPER, 3)}-{digits(7)}, renews 7/1",
          f"office liability insurance policy # {rnd(UPPER + DIGITS, 10)} (The Hartford)",
          )
    r.add("staff_chat_message",
          "Jess: whats the wifi pw again?? me: look at the sticker by the printer lol",
          "text from Dr R: did u change the alarm code? me: yes, told everyone at huddle, not texting it",
          "Lupe asked for the Schein login - told her to use her own, I made her one yesterday",
          )
    return r


def main() -> None:
    write_corpora("make_heldout152.py", [
        ("heldout152_credentials.yaml", credentials(), "batch 152 (Phoenix dental office manager: practice software, insurance portals, payroll, alarm and door codes), written blind; every value synthetic"),
        ("heldout152_lookalikes.yaml", lookalikes(), "batch 152 look-alikes: NPI/DEA/EIN, claim and EFT numbers, CDT codes, order and tracking numbers, password talk without values, written blind"),
    ])


if __name__ == "__main__":
    main()
