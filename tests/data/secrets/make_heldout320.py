# ruff: noqa: E501
"""Writes heldout320_credentials.yaml and heldout320_lookalikes.yaml: held-out batch 320.

Persona: a daughter in Kuala Lumpur who manages her retired parents' affairs and writes her
notes in Manglish (Malaysian English mixed with Malay and some Cantonese romanisation). She
keeps their Maybank2u and CIMB Clicks passwords and secure phrases, the TAC numbers she must
not share, the LHDN e-Filing and KWSP i-Akaun logins, the Touch 'n Go eWallet PIN, the Astro
and Unifi router passwords, the condo access card PIN and the Grab password; beside them sit
many notes that only look secret: masked MyKad numbers, EPF member numbers, bill account
numbers, Touch 'n Go card serials, postcodes, car plates, policy numbers, phone numbers and
TAC codes already used.

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
    mac,
    phrase,
    pick,
    pw,
    rnd,
    uid,
    write_corpora,
)

MY_WORDS = [
    "kopi", "teh", "durian", "nasi", "lemak", "cendol", "rambutan", "kucing", "harimau",
    "bunga", "pisang", "langit", "bintang", "sungai", "angin", "rumah", "gunung", "laut",
    "hujan", "petai", "sambal", "roti", "kaya", "satay", "wau", "kampung", "merdeka",
]
CAP_WORDS = ["Kopi", "Durian", "Cendol", "Kucing", "Harimau", "Bunga", "Rambutan", "Pisang", "Laksa", "Mango", "Ahma", "Dimsum"]
PLATE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXY"


def mpw() -> str:
    """A password one of the family chose, or one a site generated for them."""
    return pick(
        f"{pick(*CAP_WORDS)}{pick('@', '#', '!', '_', '.')}{digits(4)}",
        f"{pick(*CAP_WORDS)}{pick(*MY_WORDS)}{digits(2)}{pick('!', '$', '&', '*')}",
        f"{pick('Ma', 'Pa', 'Lim', 'Ahma', 'Mui')}{pick('Cheras', 'Ampang', 'Kepong', 'Puchong', 'Setapak')}{digits(3)}{pick('!', '@', '#')}",
        pw(),
        rnd(ALNUM + "!@#$", 12),
    )


def pin(n: int = 6) -> str:
    return digits(n)


def phone() -> str:
    return f"01{pick('2', '3', '6', '7', '9')}-{digits(3, lead=True)} {digits(4)}"


def plate() -> str:
    letters = "".join(secrets.choice(PLATE_LETTERS) for _ in range(pick(1, 2)))
    return f"{pick('W', 'V', 'B', 'J', 'P')}{letters} {secrets.randbelow(9998) + 1}"


def birth() -> str:
    return f"{pick('4', '5')}{digits(1)}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}"


def mykad_masked() -> str:
    return pick(
        f"{birth()}-xx-xx{digits(2)}",
        f"******-{pick('14', '10', '08', '07')}-**{digits(2)}",
        f"{birth()[:2]}xxxx-xx-{digits(4)}",
        f"XXXXXX-XX-X{digits(3)}",
    )


def user_id() -> str:
    return f"{pick('lim', 'pa', 'ma', 'limkh', 'msiew', 'ahlim')}{pick('_', '', '.')}{digits(pick(2, 4))}"


def email() -> str:
    return f"{pick('pa.lim', 'mummy.siew', 'limkahhoe', 'siewlan.ma', 'daddy.lim')}{digits(2)}@{pick('mail.example', 'inbox.test', 'acme.example')}"


def credentials() -> Rows:
    r = Rows()
    r.add(
        "maybank2u_password",
        f"M2U Pa: username {user_id()} pw {mpw()} . jangan lupa lah, dia selalu lock account after 3 tries",
        f"Maybank2u login for Mummy\nuser: {user_id()}\npassword: {mpw()}\nsecurity phrase: '{phrase(MY_WORDS, 2)}' (the gambar kucing one)",
        f"maybank2u pass tukar semalam -> {mpw()}  (old one dah expire)",
        f"Pa's M2U pw: {mpw()} - if he ask again just read to him over phone, don't whatsapp him",
        f"m2u {user_id()} / {mpw()}",
        f"Remind me: lou dau new Maybank2u password is {mpw()}, security image still the durian one, phrase '{phrase(MY_WORDS, 3)}'",
    )
    r.add(
        "maybank_secure2u_pin",
        f"Secure2u PIN on Mummy's phone: {pin()}",
        f"MAE app / Secure2u 6 digit pin for Pa = {pin()} (same for approve transfer)",
        f"secure2u pin tukar to {pin()} after bank officer advise, old one m hou use already",
        f"MAE login: {user_id()} pw {mpw()}, Secure2u PIN {pin()}",
    )
    r.add(
        "cimb_clicks_password",
        f"CIMB Clicks (Pa) - user ID {user_id()}, pw {mpw()}, SecureWord '{pick(*CAP_WORDS)}{digits(2)}'",
        f"cimb clicks pw {mpw()}  ma punya",
        f"CIMB OCTO app login same as Clicks lah: {user_id()} / {mpw()}",
        f"CIMB Clicks\n  ID   : {user_id()}\n  Pass : {mpw()}\n  SecureWord : {phrase(MY_WORDS, 1)}{digits(3)}\n  SecureTAC approve on Pa's Oppo",
        f"clicks password reset done today, new one {mpw()} - gei jyu tell Mummy also",
        f"CIMB Clicks Mummy FD account - login {user_id()}, password '{mpw()}', secureword 'bunga{digits(2)}'",
    )
    r.add(
        "live_tac_code",
        f"TAC just came in Pa's phone: {digits(6)} for DuitNow transfer RM2,300 to Klinik Ong - key in within 3 min, JANGAN share",
        f"keep this for me kejap: Maybank TAC {digits(6)} (register Secure2u new phone), valid till 4.15pm",
        f"CIMB TAC {digits(6)} - for adding new favourite account, I'm still filling the form",
        f"TAC no. {digits(6)} ref {digits(4)} - for Mummy's FD uplift tomorrow morning, bank said valid 24h",
        f"LHDN e-Filing TAC for reset password: {digits(6)} (sent to Pa phone just now, not used yet)",
    )
    r.add(
        "lhdn_efiling_password",
        f"e-Filing LHDN (MyTax) Pa: login pakai IC dia, pw {mpw()}",
        f"MyTax password for Mummy: {mpw()} - reset last April after wrong 3 times",
        f"LHDN e-Filing\n ID: MyKad Pa\n Kata laluan: {mpw()}\n Frasa keselamatan: {phrase(MY_WORDS, 2)}",
        f"ezHASiL / MyTax pw = {mpw()}  (buat BE form every April)",
        f"Pa's income tax login changed to {mpw()} because old one kena expire after 1 year",
    )
    r.add(
        "kwsp_i_akaun_password",
        f"KWSP i-Akaun Mummy: user ID {user_id()} pw {mpw()}",
        f"EPF i-Akaun pass: {mpw()} (Pa wanna withdraw Akaun 2 next month)",
        f"KWSP app login {user_id()} / {mpw()}, security phrase '{phrase(MY_WORDS, 2)}'",
        f"i-Akaun (Ahli) Pa\nusername: {user_id()}\npassword: {mpw()}\nsecurity image: bunga raya",
        f"new KWSP password {mpw()} - I set already, Mummy no need remember, I handle",
    )
    r.add(
        "tng_ewallet_pin",
        f"TnG eWallet PIN Mummy: {pin()}",
        f"Touch n Go ewallet 6-digit pin {pin()} - Pa keep forgetting lah aiyo",
        f"TNG eWallet: phone {phone()} PIN {pin()}",
        f"tng pin tukar to {pin()} lepas kena that scam call",
        f"e-wallet pins: TnG = {pin()}, Boost = {pin()}, ShopeePay = {pin()}",
    )
    r.add(
        "astro_account_password",
        f"Astro login (myAstro app): email {email()} pw {mpw()}",
        f"astro go pw {mpw()} so Ma can watch TVB drama on iPad",
        f"Astro parental lock PIN {pin(4)} (Pa set it for the grandkids)",
        f"Astro account {digits(10, lead=True)} - password {mpw()} - bill under Pa name",
        f"sooka / Astro GO same password: {mpw()}",
    )
    r.add(
        "unifi_wifi_password",
        f"Unifi wifi rumah Pa: SSID unifi_{digits(4)} pw {rnd(ALNUM, 10)}",
        f"wlan0:\n  ssid: Lim_Home_5G\n  security: WPA2-PSK\n  psk: {rnd(ALNUM, 12)}",
        f"wifi pw Ma house: {pick(*CAP_WORDS).lower()}{digits(6)}",
        f"Guest wifi for the maid: SSID 'Lim_Guest', key {rnd(LOWER + DIGITS, 10)}",
        f"new router from TM, wifi key printed under was {rnd(ALNUM, 8)}, I changed to {mpw()}",
        f"Ah Ma house wifi (Kepong): {pick(*CAP_WORDS)}Wifi{digits(4)}",
    )
    r.add(
        "unifi_router_admin_password",
        f"Router admin 192.168.1.1 user admin pw {mpw()}",
        f"TP-Link Unifi router login: admin / {rnd(ALNUM, 10)}",
        f"Huawei ONT (fibre box) web login: telecomadmin pw {rnd(ALNUM + '@#', 14)}",
        f"Router web page password (not the wifi one ah): {mpw()}",
        f"unifi router: http://192.168.0.1 admin:{rnd(ALNUM, 12)}",
    )
    r.add(
        "condo_access_pin",
        f"Condo lobby keypad PIN: {pin(6)}#",
        f"Pa condo access card PIN {pin(4)} - need to key at lift lobby after 11pm",
        f"Lift lobby door code tukar this month: {pin(4)}*",
        f"Mailbox padlock combination (unit A-12-3): {digits(3)}",
        f"gym + pool door code {pin(6)}, management said don't tell visitors",
    )
    r.add(
        "grab_account_password",
        f"Grab acct Pa: phone {phone()}, password {mpw()}",
        f"GrabPay PIN Mummy {pin()}",
        f"grab login {email()} / {mpw()} (for booking Pa's dialysis rides)",
        f"Grab pw: {mpw()}  - Ma's account, card linked",
        f"Grab account recovery\n email: {email()}\n password: {mpw()}\n GrabPay pin: {pin()}",
    )
    r.add(
        "atm_card_pin",
        f"Ma's Maybank ATM card PIN {pin()}",
        f"Pa's CIMB debit card PIN: {pin()}",
        f"Public Bank ATM pin {pin()} - dia tulis atas kertas kuning, I threw away already, keep here only",
        f"ATM pin lou mou (BSN): {pin()}",
        f"Hong Leong debit card Pa, PIN {pin()}, exp {card_expiry()}",
    )
    r.add(
        "credit_card_details",
        f"Pa's Maybank Visa {groups(luhn('4'), 4)} exp {card_expiry()} CVV {digits(3)}",
        f"CIMB Mastercard Mummy: {groups(luhn('5' + pick('1', '2', '4')), 4)}, {card_expiry()}, cvv {digits(3)} - for paying Astro bill online",
        f"card for Grab: {luhn('4')} {card_expiry()} {digits(3)}",
        f"Public Bank Visa Platinum\nno: {groups(luhn('4'), 4, '-')}\nexp: {card_expiry()}\nCVV2: {digits(3)}",
    )
    r.add(
        "gmail_password",
        f"Pa's gmail {email()} pw {mpw()}",
        f"Mummy email password: {mpw()} (same email for MySejahtera & KWSP)",
        f"email login\n{email()}\n{mpw()}",
        f"gmail pw lou dau tukar to {mpw()} after dia click that phishing link, aiya",
        f"Yahoo mail Pa (old one, still got bank statement): {email()} / {mpw()}",
    )
    r.add(
        "google_backup_codes",
        "Pa google backup codes:\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(6)),
        "Mummy Google acct 2-step backup codes (print & keep): " + ", ".join(digits(8) for _ in range(5)),
        "backup codes gmail Pa - used 1st one already\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(8)),
        f"Ma gmail recovery code (from Google, keep safe): {digits(4)} {digits(4)}  and {digits(4)} {digits(4)}",
    )
    r.add(
        "gmail_app_password",
        f"App password for Pa's old laptop Outlook to read gmail: {app_password()}",
        f"google app password (Ma's printer scan-to-email): {app_password()}",
        f"Thunderbird on desktop uses app pw {app_password().replace(' ', '')}",
        f"gmail app pw for Pa's Synology backup: {app_password()}  (16 letters, no spaces when key in)",
    )
    r.add(
        "phone_passcode",
        f"Mummy's iPhone passcode {pin()}",
        f"Pa Samsung screen lock PIN {pin()} (pattern dia dah lupa, so I set PIN)",
        f"Ah Ma's old phone unlock {pin(4)}",
        f"iPad Ma passcode: {pin()} - grandkids don't know ok",
        f"Pa's Oppo: lock screen {pin()}, SIM PIN {pin(4)}, PUK {digits(8)}",
    )
    r.add(
        "apple_id_password",
        f"Apple ID Mummy: {email()} pw {mpw()}",
        f"Pa apple id password {mpw()} - need for iCloud photo",
        f"apple ID {email()}\npassword {mpw()}\nsecurity Q first car: {pick('Kancil', 'Saga', 'Wira', 'Corolla')} {digits(2)}",
        f"iCloud pw (Ma) = {mpw()}",
    )
    r.add(
        "shopping_app_password",
        f"Shopee Ma: {phone()} / {mpw()}",
        f"Lazada login Pa {email()} pw {mpw()}",
        f"shopee password reset, new one {mpw()}, ShopeePay PIN {pin()}",
        f"Tesco/Lotus's online - {email()} : {mpw()}",
    )
    r.add(
        "insurance_portal_password",
        f"Great Eastern GetGo login: {user_id()} / {mpw()}",
        f"AIA+ app Mummy password {mpw()} (for claim Pa hospital bill)",
        f"Prudential PRUaccess Pa: user {user_id()}, pw {mpw()}",
        f"Allianz portal (car insurance) - {email()} pw {mpw()}",
    )
    r.add(
        "mytnb_password",
        f"myTNB app: {email()} / {mpw()}",
        f"TNB login Pa house pw {mpw()}",
        f"mytnb password tukar {mpw()} - bill under Pa",
        f"TNB account portal\nuser: {email()}\npass: {mpw()}",
    )
    r.add(
        "water_bill_portal_password",
        f"Air Selangor app password {mpw()}",
        f"Air Selangor login {email()} pw {mpw()} - meter Pa house",
        f"Indah Water portal: {user_id()} / {mpw()}",
    )
    r.add(
        "home_safe_combination",
        f"Safe in Pa's room combination: {digits(2)}-{digits(2)}-{digits(2)}",
        f"peti besi kod {pin(6)} (jewellery Ma inside)",
        f"fireproof box key lock + code {pin(4)}",
        f"Safe code Ah Ma house changed to {pin(8)}, override key in Pa's drawer",
    )
    r.add(
        "asnb_password",
        f"myASNB Pa: {user_id()} / {mpw()}",
        f"ASNB portal password Mummy {mpw()} - ASB dividend check",
        f"myASNB login\n id {user_id()}\n pw {mpw()}\n security phrase {phrase(MY_WORDS, 2)}",
        f"asnb pw {mpw()}",
    )
    r.add(
        "whatsapp_two_step_pin",
        f"WhatsApp 2-step PIN Mummy: {pin()}",
        f"Pa whatsapp verification pin {pin()} - set after his account almost kena hijack",
        f"WA two-step pin = {pin()} (Ah Ma phone)",
        f"whatsapp 2 step verification Mummy tukar {pin()} - dia lupa old one",
    )
    r.add(
        "password_manager_master",
        f"Bitwarden master password (family vault): {phrase(MY_WORDS, 5, '-')}-{digits(2)}",
        f"BW master pw: {pick(*CAP_WORDS)} {phrase(MY_WORDS, 3)} {digits(4)}!",
        f"master password for the family password manager -> {phrase(MY_WORDS, 4, '.')}{digits(3)}",
        f"If anything happen to me, Kor: Bitwarden {email()} master pw {phrase(MY_WORDS, 5, ' ')}",
    )
    r.add(
        "cctv_dvr_password",
        f"Hikvision DVR at Pa house: admin / {mpw()}, verification code {rnd(UPPER, 6)}",
        f"CCTV app (Hik-Connect) login {email()} pw {mpw()}",
        f"cctv dvr password {rnd(ALNUM, 10)} - technician set, I changed",
        f"DVR 192.168.1.64  user admin  pass {rnd(ALNUM + '!@', 12)}",
    )
    r.add(
        "mydigital_id_pin",
        f"MyDigital ID PIN Pa: {pin()}",
        f"Mummy MyDigital ID pin {pin()} - need for LHDN login now",
        f"MyDigital ID (Pa)\nPIN: {pin()}\nregistered at Pejabat Pos Cheras",
        f"mydigital id pin lou dau: {pin()}, backup email {email()}",
    )
    r.add(
        "netflix_password",
        f"Netflix (family) {email()} pw {mpw()}",
        f"netflix pw {mpw()} - Ma watch K-drama, profile PIN {pin(4)}",
        f"Netflix login for Pa TV: {email()} / {mpw()}",
    )
    r.add(
        "other_bank_password",
        f"PBe (Public Bank) Mummy: user {user_id()} pw {mpw()}",
        f"Hong Leong Connect Pa - {user_id()} / {mpw()}",
        f"RHB Now login: {user_id()} pass {mpw()}, secure plus PIN {pin()}",
        f"myBSN Ah Ma: {user_id()} / {mpw()} (dia simpan BSN Giro)",
    )
    r.add(
        "myjpj_password",
        f"MyJPJ app Pa: {email()} pw {mpw()}",
        f"JPJ portal password (renew Pa lesen) {mpw()}",
        f"MyJPJ login {user_id()} / {mpw()} - road tax Myvi",
    )
    r.add(
        "telco_account_password",
        f"Maxis app Pa postpaid: {phone()} pw {mpw()}",
        f"CelcomDigi login Ma: {phone()} / {mpw()}",
        f"Hotlink prepaid Ah Ma - MyHotlink password {mpw()}",
        f"U Mobile account pw {mpw()} (Pa's 2nd line)",
    )
    r.add(
        "hospital_portal_password",
        f"KPJ patient portal Pa: {user_id()} / {mpw()}",
        f"Sunway Medical app Mummy password {mpw()} - for lab results",
        f"Pantai hospital app login\n{email()}\n{mpw()}",
        f"BookDoc pw {mpw()} (booking Dr Tan follow-up)",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "mykad_number_masked",
        f"Pa IC (masked for forms): {mykad_masked()}",
        f"Mummy MyKad {mykad_masked()} - original in the red file",
        f"IC no. Ah Ma: {mykad_masked()}",
        f"Form asks IC, I put {mykad_masked()} for now, will fill at counter",
        f"MyKad ending {digits(4)} (Pa) - need photocopy both sides for KWSP",
    )
    r.add(
        "epf_member_number",
        f"KWSP member no Pa: {digits(8, lead=True)}",
        f"EPF no. Mummy {digits(8, lead=True)} (written on old statement)",
        f"No. Ahli KWSP: {digits(8, lead=True)}",
        f"epf acct {digits(8, lead=True)} - Akaun 2 withdrawal ref {digits(10, lead=True)}",
        f"Pa's KWSP no {digits(8, lead=True)}, employer no was {digits(9, lead=True)}",
    )
    r.add(
        "used_tac_code",
        f"TAC {digits(6)} sudah guna - transfer to Klinik Ong done, ref {digits(10, lead=True)}",
        f"used TAC {digits(6)} for Maybank on 3/5, expired already",
        f"CIMB TAC {digits(6)} (used, transaction successful 10:42am)",
        f"Pa asked what the {digits(6)} SMS was - that TAC already used for his FD, expired, no worry",
        f"TAC {digits(6)} expired, never key in - bank called, said ignore",
    )
    r.add(
        "tnb_account_number",
        f"TNB acct no Pa house: 2{digits(11)}",
        f"TNB contract account 2{digits(11)} - auto debit CIMB",
        f"No. Akaun TNB: 2200{digits(8)}",
        f"electricity bill ({pick('Cheras', 'Ampang')} house) acct 2{digits(11)}, meter no {digits(9, lead=True)}",
        f"myTNB: add account 2{digits(11)} under Mummy's profile",
    )
    r.add(
        "air_selangor_account_number",
        f"Air Selangor acct {digits(10, lead=True)}",
        f"No akaun air: {digits(10, lead=True)} (Pa house)",
        f"water bill account {digits(10, lead=True)}, meter {rnd(UPPER + DIGITS, 8)}",
        f"Indah Water acct {digits(9, lead=True)} - bill every 6 months",
    )
    r.add(
        "unifi_service_id",
        f"Unifi login ID (PPPoE): {user_id()}@unifi",
        f"TM account no 1{digits(9)}, service ID {user_id()}@unifi",
        f"Unifi acct {digits(10, lead=True)} - package 100Mbps RM129",
        f"Unifi bill acct {digits(10, lead=True)}, login ID {user_id()}@unifi (password Pa keep)",
        f"unifi service no. {digits(10, lead=True)} for the Kepong house",
    )
    r.add(
        "astro_account_number",
        f"Astro account no {digits(10, lead=True)}",
        f"Astro smartcard no {digits(12, lead=True)} (behind decoder)",
        f"astro decoder serial {rnd(UPPER + DIGITS, 12)}, acct {digits(10, lead=True)}",
        f"Astro bill acct {digits(10, lead=True)} - Ma wants to add TVB package",
        f"Astro Ultra box ID {digits(4)}-{digits(4)}-{digits(4)}",
    )
    r.add(
        "tng_card_serial",
        f"Touch n Go card Pa: 6014 {digits(4)} {digits(4)} {digits(4)}",
        f"TnG card no {digits(10, lead=True)} (the Enhanced one for RFID)",
        f"Touch 'n Go card serial {digits(10, lead=True)} - link to eWallet for auto reload",
        f"TNG card (Mummy, senior citizen concession) no. 6014{digits(12)}",
        f"RFID tag no {digits(10, lead=True)} + TnG card {digits(10, lead=True)} - Myvi",
    )
    r.add(
        "postcode_address",
        f"Pa house: No {secrets.randbelow(80) + 1}, Jalan Cempaka {secrets.randbelow(20) + 1}, Taman Cheras, 56100 Kuala Lumpur",
        f"postcode Ah Ma house 52100 Kepong, lot {digits(4, lead=True)}",
        f"condo: Unit A-{secrets.randbelow(30) + 1}-{secrets.randbelow(12) + 1}, Jalan Ampang, 50450 KL",
        f"new address for LHDN: 47301 Petaling Jaya, lot {digits(3, lead=True)}",
        f"send Ma's parcel to 43300 Seri Kembangan, house no {secrets.randbelow(99) + 1}",
    )
    r.add(
        "car_plate_number",
        f"Pa car plate {plate()} (Myvi silver)",
        f"Mummy car: {plate()}, road tax till Nov",
        f"Register visitor parking: {plate()} (Kor's car)",
        f"car plate {plate()} & {plate()} - both under Pa name",
        f"Grab driver plate {plate()} Perodua Bezza",
    )
    r.add(
        "insurance_policy_number",
        f"Great Eastern policy no {digits(10, lead=True)} (Pa, medical)",
        f"AIA policy {pick('U', 'H', 'L')}{digits(9, lead=True)} - Mummy life",
        f"Prudential policy number {digits(8, lead=True)}, agent Ms Wong",
        f"Allianz car insurance policy {rnd(UPPER, 2)}{digits(10)}",
        f"takaful cert no {rnd(UPPER, 3)}-{digits(8)}",
    )
    r.add(
        "phone_number",
        f"Pa hp {phone()}",
        f"Mummy new number: {phone()}",
        f"Dr Ong clinic {phone()} / 03-{digits(4, lead=True)} {digits(4)}",
        f"Condo management office 03-{digits(4, lead=True)} {digits(4)}, guard house {phone()}",
        f"Ah Ma's neighbour (Auntie Mei) {phone()}",
    )
    r.add(
        "tax_file_number",
        f"LHDN income tax no Pa: SG {digits(10, lead=True)}",
        f"No. Cukai Pendapatan Mummy: SG{digits(11, lead=True)}",
        f"tax ref number OG {digits(10, lead=True)} (Ah Ma, old one)",
        f"e-Filing acknowledgement no {digits(12, lead=True)} - BE 2024 submitted",
    )
    r.add(
        "bank_account_masked",
        f"Maybank savings acct ending {digits(4)} (Pa)",
        f"CIMB acct xxxxxx{digits(4)} - Mummy pension goes in",
        f"Public Bank FD cert ****{digits(4)}, mature Dec",
        f"Pa's Maybank acct 1{digits(3)}-xxxx-{digits(4)}",
        f"BSN Giro Ah Ma, last 4 digits {digits(4)}",
    )
    r.add(
        "password_change_reminder",
        "Remind me: Pa's M2U password expire next month, must change before the 15th",
        "Mummy KWSP password kena reset every 6 months now, set reminder lah",
        "LHDN forced password change - do it together with Pa this Sunday, bring his phone for TAC",
        "Change all router & wifi passwords after the Unifi technician came (he saw the old one)",
        "Tell Ma: new password must have 1 capital, 1 number, 1 symbol, min 8 char, cannot reuse last 3",
    )
    r.add(
        "password_location_reference",
        "Pa's M2U password is in the red book, 2nd drawer - don't put it here",
        "All bank logins in Bitwarden, folder 'Pa & Ma'",
        "Wifi password sticker under the router lah, Ma just read from there",
        "CIMB password Mummy keep in her head only, m hou write down",
        "Safe code with Kor in sealed envelope, and with lawyer (Tetuan Lim & Co) for will",
    )
    r.add(
        "bank_transfer_reference",
        f"DuitNow ref {digits(8)}{rnd(UPPER, 6)}{digits(10)} - paid Klinik Ong RM2,300",
        f"Maybank transfer ref no. M{digits(10)} (Ma to Ah Ma)",
        f"CIMB IBG ref {digits(12)} status successful",
        f"JomPAY ref {digits(10)} - TNB paid RM312.40",
        f"FPX transaction ID {digits(16)} - LHDN payment",
    )
    r.add(
        "grab_booking_id",
        f"Grab booking A-{rnd(UPPER + DIGITS, 12)} Pa to hospital, driver left umbrella",
        f"GrabFood order {digits(3)}-{rnd(UPPER + DIGITS, 8)} refund pending",
        f"Grab receipt A-{rnd(UPPER + DIGITS, 12)} RM23.50 (claim from Kor)",
        f"grab ride id A-{rnd(UPPER + DIGITS, 12)} - report lost item",
    )
    r.add(
        "parcel_tracking_number",
        f"Pos Laju EM{digits(9)}MY - Pa's new glasses",
        f"J&T tracking {digits(12, lead=True)}",
        f"Shopee order {digits(2)}{digits(6)}{rnd(UPPER + DIGITS, 6)}, tracking SPXMY{digits(12)}",
        f"Ninja Van {rnd(UPPER, 4)}{digits(10)} - Ma's blood pressure machine",
        f"DHL waybill {digits(10, lead=True)} from Kor in Aussie",
    )
    r.add(
        "hospital_mrn",
        f"Pa MRN at hospital: {rnd(UPPER, 2)}{digits(8)}",
        f"Mummy patient ID {digits(9, lead=True)} - bring to clinic",
        f"KPJ MRN {digits(7, lead=True)}, appt Dr Tan 9:30am",
        f"Klinik Kesihatan Cheras card no {digits(6, lead=True)}/{digits(2)}",
    )
    r.add(
        "wifi_ssid_and_mac",
        f"Pa house wifi SSID unifi_{digits(4)} (2.4G) & unifi_{digits(4)}_5G",
        f"router MAC {mac(upper=True)} - for TM support",
        f"Ma's iPad MAC {mac()}, blocked from 11pm",
        f"mesh node serial {rnd(UPPER + DIGITS, 14)}, MAC {mac('-', True)}",
    )
    r.add(
        "tm_complaint_ticket",
        f"TM complaint no 1-{digits(11, lead=True)} (internet down since Tues)",
        f"Unifi ticket {digits(2)}{rnd(UPPER, 2)}{digits(8)} - technician come Sat 10-12",
        f"Astro service request SR-{digits(8)}",
        f"TNB complaint ref {rnd(UPPER, 3)}{digits(9)}",
    )
    r.add(
        "receipt_number",
        f"Pharmacy receipt {rnd(UPPER, 2)}{digits(8)} - Pa meds RM186",
        f"hospital bill no {digits(4)}/{digits(6)}, GL from Great Eastern",
        f"LHDN payment receipt {digits(14, lead=True)}",
        f"Invoice INV-{digits(4)}-{digits(6)} aircond servicing",
    )
    r.add(
        "uuid_in_url",
        f"Pa's medical report: https://files.acme.example/share/{uid()}",
        f"e-Filing receipt saved to https://drive.acme.example/d/{rnd(ALNUM + '-_', 33)}/view",
        f"hospital appt confirm link https://appt.acme.test/booking/{uid()}",
        f"Condo AGM minutes https://portal.condo.example/docs/{uid()}.pdf",
    )
    r.add(
        "pin_policy_setting",
        "Maybank ATM PIN must be 6 digits now, old 4-digit one not accepted",
        "TnG eWallet locks after 3 wrong PIN, need selfie to unlock",
        "Secure2u: transactions above RM10,000 need approve on phone, limit set RM5,000/day",
        "Condo keypad: 3 wrong code = alarm 30 sec, guard will come",
        "Astro parental lock set to 18PL, PIN is with Pa",
    )
    r.add(
        "card_last_digits_expiry",
        f"Pa Visa ending {digits(4)} exp {card_expiry()}",
        f"Mummy Mastercard last 4: {digits(4)}, expires {card_expiry()} - new card coming by post",
        f"card ****-****-****-{digits(4)} used for Astro autopay",
        f"debit card no. 4{digits(3)} XXXX XXXX {digits(4)} (replacement issued)",
        f"Amex ending {digits(5)}, exp {card_expiry()} - cancel already",
    )
    r.add(
        "access_card_serial",
        f"Condo access card no {digits(10, lead=True)} (printed at back) - Pa's one",
        f"Access card serial {hexs(8).upper()} - lost, report to management, RM50 replace",
        f"Carpark card {digits(8, lead=True)} bay B2-{secrets.randbelow(200) + 1}",
        f"Mummy access tag #{digits(5)} registered to unit A-{secrets.randbelow(30) + 1}-{secrets.randbelow(12) + 1}",
        f"new card {digits(10, lead=True)}, old card {digits(10, lead=True)} deactivated",
    )
    r.add(
        "medical_card_number",
        f"Pa medical card (Great Eastern) no {digits(16, lead=True)}",
        f"AIA medical card {groups(digits(16, lead=True), 4)} - show at KPJ counter",
        f"Mummy's MediCard member ID {rnd(UPPER, 3)}{digits(9)}",
        f"panel clinic card {rnd(UPPER + DIGITS, 10)} valid till 12/26",
    )
    r.add(
        "jompay_biller_reference",
        f"JomPAY biller code {digits(4, lead=True)}, Ref-1: {digits(12, lead=True)} (TNB)",
        f"Astro JomPAY {digits(4, lead=True)} ref {digits(10, lead=True)}",
        f"Air Selangor biller {digits(5, lead=True)}, Ref-1 {digits(10, lead=True)}",
        f"Cukai taksiran DBKL: biller {digits(4, lead=True)}, account {rnd(UPPER, 1)}{digits(9)}",
        f"condo maintenance JomPAY {digits(5, lead=True)} ref A-{secrets.randbelow(30) + 1}-{secrets.randbelow(12) + 1}",
    )
    r.add(
        "cover_note_number",
        f"car insurance cover note {rnd(UPPER, 2)}{digits(10)} - renew road tax with this",
        f"Road tax Pa Myvi digital, ref {digits(12, lead=True)}",
        f"JPJ summons no {rnd(UPPER, 3)}{digits(9)} - paid via MyBayar",
        f"Pa's driving licence class D, valid till {secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d}/20{26 + secrets.randbelow(5)}",
    )
    r.add(
        "scam_warning_note",
        "TAC / OTP NEVER share with anyone, even 'bank officer' on phone - remind Pa again",
        "Ma got SMS 'your Maybank acct blocked, click link' - scam, ignore, Maybank won't send link",
        "Pa almost gave TAC to 'polis' caller last week aiyo, told him hang up and call me first",
        "If anyone ask for Secure2u PIN or password - m hou bei, call 997 (NSRC) first",
    )
    r.add(
        "device_serial_hash",
        f"Router model HG8145X6, serial {rnd(UPPER + DIGITS, 16)}, firmware V5R20C10SPC{digits(3)}",
        f"DVR serial DS-7204HGHI-{rnd(UPPER + DIGITS, 6)}{digits(10)}",
        f"Ma's phone IMEI {digits(15, lead=True)} (for police report if lost)",
        f"firmware file sha256 {hexs(64)} - technician said update",
    )
    r.add(
        "appointment_booking_code",
        f"JPN appointment (Pa MyKad replacement) booking no {rnd(UPPER, 3)}{digits(7)}",
        f"Passport renewal appt Ah Ma, ref {rnd(UPPER + DIGITS, 10)}",
        f"Vaccination booking {digits(8, lead=True)} Klinik Kesihatan",
        f"KWSP counter appointment no {rnd(UPPER, 1)}{digits(6)} at 10:15am",
    )
    return r


def main() -> None:
    write_corpora("make_heldout320.py", [
        ("heldout320_credentials.yaml", credentials(), "Held-out batch 320: credentials a KL daughter keeps for her retired parents (Maybank2u, CIMB Clicks, TAC, e-Filing, KWSP, TnG PIN, router, condo PIN), in Manglish"),
        ("heldout320_lookalikes.yaml", lookalikes(), "Held-out batch 320: look-alikes from the same notes (masked MyKad, EPF and bill account numbers, TnG serials, plates, policy numbers, used TAC codes)"),
    ])


if __name__ == "__main__":
    main()
