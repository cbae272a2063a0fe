# ruff: noqa: E501
"""Writes heldout127_credentials.yaml and heldout127_lookalikes.yaml: held-out batch 127.

Persona: a veterinary surgeon who runs a small mixed practice (cattle, sheep, horses, pets)
in rural County Clare. She writes short notes in Irish English with the odd Irish word, and
keeps in them the practice software login, the Revenue ROS certificate password, AIB and
Credit Union banking passwords and PINs, the AHCS and agfood.ie logins, the Wi-Fi, CCTV,
drug-cabinet, alarm and phone codes, and the accountant's shared Dropbox password. Her safe
notes are full of herd and tag numbers, microchips, Eircodes, batch numbers and doses.

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
    HEX,
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
    phrase,
    pick,
    rnd,
    uid,
    wg_key,
    write_corpora,
)

PLACES = ["Lahinch", "Doolin", "Kilfenora", "Corofin", "Ennistymon", "Kilkee", "Miltown",
          "Burren", "Inagh", "Tulla", "Feakle", "Scariff", "Quilty", "Liscannor", "Kilrush"]
DOGS = ["Bran", "Fionn", "Setanta", "Molly", "Shep", "Rua", "Bonnie", "Toss", "Cuán"]
WORDS = ["heifer", "slurry", "silage", "collie", "bodhran", "currach", "turf", "hurley",
         "kettle", "atlantic", "heather", "limestone", "bullock", "haggard", "meitheal",
         "lambing", "creamery", "ditch", "tractor", "fiddle", "curlew", "hazel"]
SURNAMES = ["mcnamara", "oloughlin", "considine", "mcmahon", "keane", "griffin", "hehir", "lynch"]
EIR = "ACDEFHKNPRTVWXY" + DIGITS
SYM = "!#&*%"


def vet_pw() -> str:
    """A password she chose herself, or one a site generated for her."""
    place = pick(*PLACES)
    dog = pick(*[d for d in DOGS if d.isascii()])
    return pick(
        f"{place}{digits(2)}{pick(*SYM)}",
        f"{dog}{pick(*SYM)}{place}{pick('19', '20')}{digits(2)}",
        f"{place.lower()}{pick(*SYM)}{digits(4)}",
        rnd(ALNUM + SYM, 14),
        f"{dog}{digits(3)}{pick(*SYM)}{pick(*WORDS).capitalize()}",
        f"{pick(*WORDS).capitalize()}{pick(*WORDS)}{digits(2)}{pick(*SYM)}",
    )


def user() -> str:
    return f"{pick('aoife', 'a', 'aoifem', 'dr.aoife')}.{pick(*SURNAMES)}{pick('', digits(2))}"


def eircode(key: str | None = None) -> str:
    return f"{key or pick('V95', 'V14', 'V15', 'V31', 'H91', 'V94')} {rnd(EIR, 4)}"


def chip(spaced: bool = False) -> str:
    text = pick("372", "985", "900", "941", "956") + digits(12)
    return groups(text, 3) if spaced else text


def mobile() -> str:
    return f"08{pick('3', '5', '6', '7', '9')} {digits(3)} {digits(4)}"


def landline() -> str:
    return f"065 {pick('68', '70', '67')}{digits(1)} {digits(4)}"


def herd() -> str:
    return pick("C", "R", "G", "S", "T") + digits(7, lead=True)


def tag(spaced: bool = True) -> str:
    text = f"IE{digits(1, lead=True)}{digits(6)}{digits(1)}{digits(4)}"
    return f"{text[:2]} {text[2:9]} {text[9]} {text[10:]}" if spaced else text


def batch() -> str:
    return pick(f"A{digits(5)}", rnd(UPPER + DIGITS, 7), f"{digits(6)}-{rnd(UPPER, 2)}", f"L{digits(4)}{rnd(UPPER, 1)}")


def expiry() -> str:
    return f"{secrets.randbelow(12) + 1:02d}/{pick('2025', '2026', '2027')}"


def reg() -> str:
    return f"{pick('201', '211', '221', '222', '231', '232', '241', '242', '09', '12')}-{pick('CE', 'CE', 'G', 'L')}-{digits(pick(3, 4), lead=True)}"


def cred_email() -> str:
    return pick("accounts", "info", "aoife", "reception", "cctv") + "@inaghvets.example"


def credentials() -> Rows:
    r = Rows()
    r.add("practice_software_login",
          f"PMS login for the new locum — user: locum2 / pass: {vet_pw()}  (tell her change it after the first week)",
          f"Practice system (https://pms.inaghvets.internal)\nuser {user()}\npw {vet_pw()}",
          f"remember the practice software pw for reception is {vet_pw()} - Máire keeps forgetting it",
          f"Admin account on the practice software, only for me: admin / {rnd(ALNUM + '!@#', 16)}\nSupport said never give that one out over the phone")
    r.add("ros_certificate_password",
          f"ROS cert password: {vet_pw()}",
          f"Revenue ROS – the digital cert is on the office laptop. Password for the cert is {phrase(WORDS, 3, '-')}{digits(2)} (Niall the accountant knows it too)",
          f"ná déan dearmad: ROS cert pw changed in Jan to {vet_pw()}, the old one won't open the backup file anymore",
          f"ROS\n  cert file: Documents/ROS/ROS_cert_backup.bac\n  password: {vet_pw()}\n  renew before November!")
    r.add("aib_online_banking_pac",
          f"AIB online: reg no {digits(8, lead=True)}, PAC {digits(5)}",
          f"the PAC for the personal AIB account is {digits(5)} — it asks for 3 random digits of it, 1st 3rd 5th etc",
          f"AIB app passcode {digits(6)} (same one on Seán's phone for the joint acct)",
          f"AIB iBB (business) user ID {digits(8, lead=True)} password {vet_pw()} - card reader for approving payments is in the top drawer")
    r.add("credit_union_online_password",
          f"Ennis Credit Union online – member no {digits(5, lead=True)}, password {vet_pw()}",
          f"CU login\nmember {digits(6, lead=True)}\npw: {vet_pw()}",
          f"Credit union changed their website again, new password I set: {vet_pw()}")
    r.add("credit_union_pin",
          f"credit union PIN {digits(6)} for the phone line",
          f"the CU app asks for a 4 digit PIN after the password: {digits(4)}",
          f"Tulla CU – Mam's account (I'm nominee), her PIN is {digits(4)}")
    r.add("debit_card_pin",
          f"PIN for the AIB debit card: {digits(4)}",
          f"new card came in the post today, PIN {digits(4)} — shred the letter!",
          f"Card pin {digits(4)} (the business Visa debit, not the personal one which is {digits(4)})")
    r.add("credit_card_with_cvv",
          f"Business Visa for ordering from the wholesaler:\n{groups(luhn('4', 16), 4)}\nexp {card_expiry()}  cvv {digits(3)}",
          f"Mastercard {groups(luhn('5' + pick('1', '2', '3', '4', '5'), 16), 4)} {card_expiry()} security code {digits(3)} – use it for the CPD conference booking",
          f"card for the Vet Council retention fee: {luhn('4', 16)} exp {card_expiry()} back: {digits(3)}")
    r.add("ahcs_login",
          f"AHCS login (TB testing) — username {user()}, password {vet_pw()}",
          f"Animal Health Computer Services\nuser: {pick(*SURNAMES)}{digits(3)}\npw: {vet_pw()}\nhelpdesk if locked out: ring them before 5",
          f"the AHCS password expired again, new one is {vet_pw()}",
          f"AHCS for entering the test sheets: {user()} / {vet_pw()}  (the locum uses her own)")
    r.add("practice_wifi_password",
          f"Wi-Fi for the surgery: InaghVets_Office / {phrase(WORDS, 3, '-')}{digits(2)}",
          f"wifi pass {rnd(LOWER + DIGITS, 12)} (it's written on the back of the router too)",
          f"Guest wifi for the waiting room: InaghVets-Guest\nkey: {pick(*PLACES).lower()}{digits(4)}",
          f"eir router in the back office, the wifi key is {rnd(UPPER + DIGITS, 10)} if the laptop drops it again")
    r.add("cctv_app_password",
          f"Hik-Connect app (yard cameras) — cctv@inaghvets.example / {vet_pw()}",
          f"CCTV app pw {vet_pw()} — Seán has it on his phone too",
          f"NVR admin login on the box in the comms press: admin / {rnd(ALNUM + '#@', 12)} (installer set it, I changed it since)")
    r.add("cctv_device_verification_code",
          f"verification code to add the new camera to the app: {rnd(UPPER, 6)}",
          f"device code off the sticker on the NVR is {rnd(UPPER, 6)} - need it to view live on the phone")
    r.add("drug_cabinet_combination",
          f"Controlled drugs cabinet combo {digits(4)}",
          f"CD press combination: {secrets.randbelow(40)}-{secrets.randbelow(40)}-{secrets.randbelow(40)}  (turn left first, twice round)",
          f"drug box in the jeep: {digits(5)}",
          f"new combo on the ketamine cabinet = {digits(4)}, only me and Niamh know it")
    r.add("alarm_code",
          f"alarm code {digits(4)}",
          f"Surgery alarm: punch in {digits(4)} then press the tick. You have 30 sec from the back door.",
          f"I'm after changing the alarm, new code {digits(4)}. Tell Máire amárach.",
          f"house alarm {digits(4)}#\nsurgery alarm {digits(4)}#")
    r.add("alarm_duress_code",
          f"duress code on the surgery alarm (silent, goes to the monitoring centre and the Guards): {digits(4)}",
          f"panic/duress {digits(4)} - only if someone's at you for the drugs",
          f"Alarm co. said: normal code + 1 on the last digit = duress. So ours is {digits(4)}")
    r.add("agfood_password",
          f"agfood.ie login — user {user()}, pw {vet_pw()}",
          f"Dept of Agriculture online (agfood): {vet_pw()}",
          f"agfood password was reset by the helpdesk, the new one: {vet_pw()}",
          f"agfood.ie\nusername: VP{digits(5)}\npassword: {vet_pw()}\nPIN: {digits(4)}")
    r.add("phone_unlock_code",
          f"phone unlock {digits(6)}",
          f"work mobile code is {digits(4)}, my personal one {digits(6)}",
          f"if I'm out on a calving and ye need the practice phone: passcode {digits(6)}")
    r.add("dropbox_shared_password",
          f"Dropbox the accountant shares (receipts + VAT returns): accounts@inaghvets.example / {vet_pw()}",
          f"Niall's Dropbox pw {vet_pw()} — he says don't change it without telling him",
          f"shared dropbox for the books\n{cred_email()}\n{vet_pw()}")
    r.add("revenue_myaccount_password",
          f"Revenue myAccount (personal, for the tax credits + medical expenses): password {vet_pw()}",
          f"myAccount pw {vet_pw()}",
          f"Seán: what's the revenue login again for the car tax credit?\nMe: {vet_pw()} — and don't be changing it")
    r.add("mygovid_password",
          f"MyGovID {cred_email()} / {vet_pw()}",
          f"MyGovID for the agfood switch-over, password {vet_pw()}",
          f"mygovid\n{cred_email()}\n{vet_pw()}\n(verified with the passport at the post office)")
    r.add("email_account_password",
          f"practice email info@inaghvets.example pass {vet_pw()}",
          f"Outlook on the reception PC: reception@inaghvets.example / {vet_pw()}",
          f"my own email password is now {vet_pw()} — changed it after that phishing yoke")
    r.add("gmail_app_password",
          f"app password so the scanner can send to gmail: {app_password()}",
          f"Google app pw for the vaccine reminder emails from the PMS: {app_password()}",
          f"the PMS email settings:\nSMTP smtp.gmail.com port 587\nuser info.inaghvets@gmail.example\npassword {app_password().replace(' ', '')}")
    r.add("google_backup_codes",
          "Google backup codes (keep in the safe as well):\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(6)),
          "backup codes for the practice gmail: " + ", ".join(digits(8) for _ in range(5)))
    r.add("idexx_vetconnect_login",
          f"IDEXX VetConnect PLUS (lab results): user inaghvets / pw {vet_pw()}",
          f"lab portal login {user()} {vet_pw()}",
          f"VetConnect — account no {digits(6, lead=True)}, password {vet_pw()}")
    r.add("wholesaler_ordering_login",
          f"Wholesaler online ordering (orders.vetsupply.example): acct {digits(6, lead=True)} / {vet_pw()}",
          f"the wholesaler website: {cred_email()} pw {vet_pw()}. Cut-off for next day delivery 4pm",
          f"ordering portal login for Niamh when I'm away: niamh.inagh / {vet_pw()}")
    r.add("key_safe_code",
          f"key safe by the back door (for the locum / out-of-hours): {digits(4)}",
          f"lockbox at the kennels {digits(4)}",
          f"key box code {digits(4)} — Pádraig the relief vet needs it Saturday")
    r.add("farm_gate_code",
          f"Mahers' yard gate code {digits(4)} (Kilfenora, the dairy herd)",
          f"O'Loughlins' padlock on the crush shed: {digits(3)}",
          f"gate at the stud outside Corofin: {digits(4)}#  — ring ahead, the mare is fierce")
    r.add("voicemail_pin",
          f"voicemail pin {digits(4)}",
          f"to check the out-of-hours voicemail ring 171, pin is {digits(4)}")
    r.add("sim_puk_code",
          f"PUK for the work SIM: {digits(8)}",
          f"PUK {digits(8)} / SIM PIN {digits(4)} - the old Three SIM in the jeep tracker",
          f"phone locked itself after 3 wrong pins, PUK was {digits(8)} (off the card the SIM came on)")
    r.add("router_admin_password",
          f"eir router admin http://192.168.1.254  admin / {rnd(ALNUM, 10)}",
          f"router login (for port forwarding the cameras): {rnd(LOWER + DIGITS, 8)}",
          f"Modem admin password changed from the sticker one to {vet_pw()}")
    r.add("accounts_software_password",
          f"Sage accounts login (Niall set it up): {vet_pw()}",
          f"bookkeeping package\nuser: aoife\npassword: {vet_pw()}",
          f"accounts software pw {vet_pw()} — same for Niall's login? no, he has his own")
    r.add("payroll_file_password",
          f"BrightPay payroll file password {vet_pw()}",
          f"payroll (for Máire + Niamh's wages) opens with {vet_pw()}")
    r.add("website_admin_password",
          f"website wp-admin: inaghvets.example/wp-admin  user: aoife  pass: {rnd(ALNUM + '!$(', 18)}",
          f"the web lad's login to update the opening hours: editor / {vet_pw()}",
          f"site admin pw {vet_pw()}")
    r.add("facebook_page_password",
          f"Facebook for the practice page: {cred_email()} / {vet_pw()}",
          f"FB pw {vet_pw()} — Niamh posts the lost-and-found dogs",
          f"Instagram for the practice same as facebook? no —\ninsta: inaghvets\n{vet_pw()}")
    r.add("remote_support_password",
          f"TeamViewer for the PMS support: ID {digits(3, lead=True)} {digits(3)} {digits(3)}, password {rnd(LOWER + DIGITS, 8)}",
          f"AnyDesk unattended access password on the server: {vet_pw()}",
          f"support lad said the remote password is {rnd(ALNUM, 10)} if they need to get in at night")
    r.add("card_terminal_admin_pin",
          f"card machine manager PIN {digits(4)} — needed for refunds",
          f"refund password on the terminal: {digits(6)}",
          f"SumUp app login {cred_email()} / {vet_pw()}")
    r.add("motor_tax_pin",
          f"motor tax online PIN for the jeep {digits(6)}",
          f"motortax.ie – the van, PIN off the renewal form: {digits(6)}")
    r.add("fuel_card_pin",
          f"Circle K fuel card pin {digits(4)}",
          f"fuel card for the jeep, PIN {digits(4)} (it's the business one)",
          f"diesel card pin = {digits(4)}")
    r.add("bank_security_answer",
          f"AIB security question, mother's maiden name — I put {pick(*PLACES).lower()}{digits(3)} not her real name",
          f"Credit union memorable word: {pick(*WORDS)}{pick(*WORDS)}{digits(2)}")
    r.add("revolut_passcode",
          f"Revolut passcode {digits(4)}",
          f"revolut card pin {digits(4)}, app passcode {digits(4)}",
          f"Revolut for the locum payments abroad, passcode is {digits(4)} go raibh maith agat Seán for setting it up")
    r.add("paypal_password",
          f"PayPal (for the odd eBay instrument): {cred_email()} / {vet_pw()}",
          f"paypal pw {vet_pw()}")
    r.add("apple_id_password",
          f"Apple ID (the surgery iPad) {cred_email()}\npw {vet_pw()}",
          f"iCloud password for my phone {vet_pw()}",
          f"iPad in the consult room — Apple ID pw {vet_pw()}, screen code {digits(4)}")
    r.add("xray_console_password",
          f"X-ray console (DR plate PC) login: radiology / {vet_pw()}",
          f"xray software admin pw {rnd(ALNUM, 12)} — the engineer needs it for the calibration",
          f"Digital x-ray PC: user xray, pass {pick(*WORDS)}{digits(4)}")
    r.add("icbf_login",
          f"ICBF login for the herd reports {user()} / {vet_pw()}",
          f"ICBF pw {vet_pw()}",
          f"HerdPlus / ICBF — {user()}\npass: {vet_pw()}")
    r.add("vci_portal_password",
          f"Vet Council online portal (CPD + retention) password {vet_pw()}",
          f"VCI portal — email aoife@inaghvets.example, password {vet_pw()}")
    r.add("eir_account_pin",
          f"eir account security PIN {digits(4)} (they ask for it on the phone)",
          f"Vodafone account PIN for the practice mobiles: {digits(4)}",
          f"eir said the account password for the broadband is {pick(*WORDS)}{digits(3)} when ringing about faults")
    r.add("totp_seed",
          f"authenticator setup key for the ROS/MyGovID thing (in case the phone dies): {groups(rnd(BASE32, 32).lower(), 4)}",
          f"2FA secret for the practice email: {rnd(BASE32, 16)}",
          f"otpauth://totp/AHCS:{user()}?secret={rnd(BASE32, 32)}&issuer=AHCS  <- the QR code the IT lad decoded for me")
    r.add("nas_backup_password",
          f"backup box (Synology in the press) admin / {vet_pw()}",
          f"encryption password for the nightly backup: {phrase(WORDS, 4, ' ')}",
          f"Backblaze/cloud backup key for the NAS: keyID {digits(3)}{hexs(22)} appKey K{digits(3)}{rnd(ALNUM, 27)}")
    r.add("esb_account_password",
          f"ESB account online: {cred_email()} / {vet_pw()}",
          f"Electric Ireland login pw {vet_pw()}")
    r.add("vpn_private_key",
          f"VPN so I can see the PMS from home — the IT lad said keep this file safe:\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.8.0.{secrets.randbelow(200) + 2}/32",
          f"wireguard private key for the laptop {wg_key()}")
    r.add("lpt_pin",
          f"Local Property Tax: property ID {rnd(UPPER + DIGITS, 8)}, PIN {rnd(UPPER + DIGITS, 7)}",
          f"LPT pin {rnd(UPPER + DIGITS, 7)} (from the Revenue letter)",
          f"property tax — ID {rnd(UPPER + DIGITS, 8)} pin {rnd(UPPER + DIGITS, 7)}, pay by the card in Jan")
    r.add("office_safe_combination",
          f"office safe (cash + passports) {digits(6)}",
          f"safe combo: {secrets.randbelow(100)} - {secrets.randbelow(100)} - {secrets.randbelow(100)}",
          f"Safe in the office, for Seán if anything happens me:\n- combination {digits(6)}\n- the will + deeds are inside\n- spare jeep key too")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add("herd_number",
          f"Mahers' herd no {herd()} — TB test due in March",
          f"herd {herd()}: 42 cows + followers, reactor found at the last test",
          f"New client, Considine, Kilfenora. Herd number {herd()}, Eircode {eircode('V95')}",
          f"Herd numbers for the Tuesday round:\n{herd()} O'Loughlin\n{herd()} Keane\n{herd()} Hehir")
    r.add("cattle_tag_number",
          f"reactor tag {tag()} — 3mm increase at the bovine site",
          f"calf tag {tag()} died at 2 days, post mortem to the lab",
          f"tags of the 3 heifers for the export cert:\n{tag()}\n{tag()}\n{tag()}",
          f"BVD positive calf {tag(False)} — remove within 21 days")
    r.add("pet_microchip_number",
          f"Bran (the Lynch's collie) chip {chip()}",
          f"microchip: {chip(True)} — registered to the old owner, needs transfer",
          f"Chip {chip()} scanned ok. Cat, DSH, neutered female, 4 yrs",
          f"stray brought in by the Guards, scanned: {chip()} – rang the database",
          f"Puppy vaccs + chips done today: {chip()}, {chip()}, {chip()}")
    r.add("eircode",
          f"Surgery Eircode {eircode('V95')} for the courier",
          f"The stud farm: {eircode('V31')} (the sat nav sends you up the bog road otherwise)",
          f"Mam's house eircode {eircode('V14')}",
          f"farm visit tomorrow 9am, {eircode()} — second gate after the creamery")
    r.add("vat_number_masked",
          f"practice VAT no on invoices IE{'*' * 5}{digits(2)}{rnd(UPPER, 1)}",
          f"VAT reg ends in {digits(2)}{rnd(UPPER, 1)} — Niall has the full one",
          f"VAT number shown as IE•••••{digits(2)}{rnd(UPPER, 1)}H on the wholesaler statement")
    r.add("pps_number_masked",
          f"PPS ****{digits(3)}{rnd(UPPER, 1)} (Máire's, for payroll)",
          f"my PPS on the P60 is masked as XXXXX{digits(2)}{rnd(UPPER, 1)}A",
          "PPS numbers for the staff are in the payroll file, not here")
    r.add("vci_registration_number",
          f"VCI registration no. {digits(4, lead=True)} — goes on every cert",
          f"locum's Vet Council reg number {digits(5, lead=True)}, checked on the register",
          f"Reg. No. {digits(4, lead=True)} (me) / {digits(4, lead=True)} (Pádraig)")
    r.add("drug_batch_and_expiry",
          f"Batch {batch()} exp {expiry()} — the TB tuberculin, keep in the fridge",
          f"Rabies vacc lot {batch()} EXP {expiry()} (for the pet passport)",
          f"Ketamine batch: {batch()}\nexpiry {expiry()}\n3 vials left",
          f"recall notice: batch {batch()} of the wormer, check the shelf",
          f"Lepto booster batch {batch()} exp {expiry()}, Bonnie (Griffin's spaniel)")
    r.add("invoice_number",
          f"Invoice INV-{pick('2024', '2025')}-{digits(5)} to Mahers, €{secrets.randbelow(900) + 100}.00 for the TB test",
          f"wholesaler invoice {digits(8, lead=True)} — query the credit note",
          f"inv #{digits(5, lead=True)} unpaid since Oct, O'Loughlin",
          f"Paid invoice {rnd(UPPER, 2)}{digits(6)} by bank transfer today")
    r.add("phone_number",
          f"Mahers' mobile {mobile()}",
          f"Out-of-hours number on the door: {mobile()}",
          f"Lab phone {landline()}, ask for the pathology desk",
          f"Pádraig (relief vet) {mobile()} / home {landline()}")
    r.add("appointment_time",
          "Bonnie spay Thurs 10:30, fasted from 8pm",
          f"TB test Mahers – day 1 Mon 08:00, read Thurs 08:00 ({digits(2, lead=True)} head)",
          f"Calving call 02:{digits(1)}0 — Keane's, backwards calf, all grand")
    r.add("alarm_code_changed_note",
          "I'm after changing the alarm code — the new one is NOT written down here, ask me",
          f"alarm installer came, code changed on {secrets.randbelow(28) + 1}/0{secrets.randbelow(9) + 1}. Job ref {rnd(UPPER, 2)}-{digits(5)}",
          "Máire has the new alarm code; the old one doesn't work anymore since Monday",
          "alarm code is 4 digits, don't use the year or 1234 — the company said")
    r.add("cabinet_combination_changed_note",
          "Changed the CD cabinet combination after the locum left. Niamh has it.",
          "the drug press combo is on a card in the safe, envelope marked 'press'",
          f"locksmith reset the combination dial, invoice {digits(6, lead=True)}")
    r.add("dose_and_weight",
          f"Molly 23.4kg — meloxicam {round(secrets.randbelow(30) / 10 + 1, 1)}ml sid 5 days",
          f"Bullock approx {secrets.randbelow(300) + 350}kg, oxytet LA {secrets.randbelow(20) + 15}ml IM",
          "cat 4.2 kg, dose 0.1 mg/kg = 0.42 mg",
          f"Heifers weighed: {', '.join(str(secrets.randbelow(200) + 300) for _ in range(5))} kg",
          f"Ewe 65kg, {digits(1, lead=True)}ml of the drench, withdrawal 28 days meat")
    r.add("practice_iban_on_invoice",
          f"Bank details for the bottom of the invoices:\nInagh Valley Veterinary Ltd\nIBAN {iban('IE', 'AIBK93' + digits(4) + digits(8))}\nBIC AIBKIE2D",
          f"tell clients pay by transfer to {iban('IE', 'AIBK93' + digits(4) + digits(8))} and put the herd no as reference",
          f"practice IBAN {iban('IE', 'AIBK93' + digits(4) + digits(8), spaced=False)}")
    r.add("bic_and_sort_code",
          f"AIB Ennis sort code 93-{digits(2)}-{digits(2)}, BIC AIBKIE2D",
          f"Credit union BIC is on the statement, sort code 99-{digits(2)}-{digits(2)}")
    r.add("tb_test_reference",
          f"TB test ref {digits(7, lead=True)}, {digits(2, lead=True)} animals, clear",
          f"round test no. {rnd(UPPER, 2)}{digits(6)} — enter on AHCS by Friday",
          f"Test sheet {digits(9, lead=True)} printed, Keane herd")
    r.add("bvd_test_result_ref",
          f"BVD tissue tag result {tag()}: NEGATIVE",
          f"Ear notch sample {rnd(UPPER, 3)}{digits(7)} — retest",
          f"BVD lab ref {digits(10, lead=True)} for the Hehir calves")
    r.add("lab_sample_accession",
          f"Bloods sent to the lab, accession {rnd(UPPER, 2)}{digits(7)}",
          f"IDEXX case {digits(8, lead=True)} — Bonnie's T4 results back Tuesday",
          f"Post mortem submission no. {pick('24', '25')}/{digits(5)} at the regional lab")
    r.add("wholesaler_order_number",
          f"Order {digits(7, lead=True)} placed, next day",
          f"wholesaler order ref SO-{digits(6)} — missing the calcium bottles",
          f"PO{digits(5)} for the new autoclave")
    r.add("parcel_tracking_number",
          f"An Post tracking {rnd(UPPER, 2)}{digits(9)}IE — the X-ray plate",
          f"DPD parcel {digits(14)}",
          f"Courier ref {rnd(UPPER + DIGITS, 10)} for the returned scanner")
    r.add("password_reset_note",
          "Reset the AIB PAC over the phone today, new one is in my head, not writing it anywhere",
          "AHCS makes you change the password every 90 days, due again next week",
          "agfood locked me out after 3 tries, helpdesk reset it — they post a new PIN in 5 days",
          "Dropbox password changed by Niall, he'll text me it")
    r.add("pin_policy_talk",
          "credit union PIN must be 4 digits, no repeating numbers like 1111",
          "PAC is 5 digits; AIB never asks for the full thing, only 3 of them",
          "phone code should be 6 digits not 4, the insurance fella said")
    r.add("secret_location_reference",
          "ROS cert password is in the red notebook in the safe",
          "All the logins for the practice are in the password manager, master password only in my head",
          "Wi-Fi password is on the sticker under the router in the back office",
          "the key safe code is on the locum info sheet in the drawer (not the one on the wall)")
    r.add("wifi_network_name",
          "Guest Wi-Fi is called InaghVets-Guest, no password, just tick accept",
          f"router: eir F3000, network name eir{digits(5)}, MAC {mac(upper=True)}",
          "clients keep asking for the wifi — tell them the waiting room one is open, no code")
    r.add("cctv_camera_serial",
          f"camera over the yard gate: DS-2CD2143G2-I, serial {rnd(UPPER, 1)}{digits(8)}",
          f"NVR serial {rnd(UPPER + DIGITS, 9)}, warranty to {expiry()}",
          f"CCTV: 4 cameras, NVR IP 192.168.1.{secrets.randbelow(200) + 20}, installer {mobile()}")
    r.add("ros_cert_expiry_note",
          f"ROS cert expires {secrets.randbelow(28) + 1}/{secrets.randbelow(12) + 1}/{pick('2025', '2026')} — renew in ROS, takes 2 days",
          f"ROS cert serial {hexs(16).upper()}, on the office laptop only",
          "accountant's TAIN is on his engagement letter, he files the VAT3 for us")
    r.add("bank_account_masked",
          f"AIB current a/c ending {digits(4)}",
          f"Credit union share account ****{digits(4)}",
          f"Paid the wholesaler from a/c ••••{digits(4)}")
    r.add("card_last_four",
          f"business Visa ending {digits(4)} expires {card_expiry()} — new one coming",
          f"Refund went back to the client's card ****{digits(4)}",
          f"card on file for the Vet Council ends in {digits(4)}")
    r.add("vehicle_registration",
          f"jeep reg {reg()} — NCT due in May",
          f"the van {reg()}, insurance with FBD",
          f"Mahers' jeep {reg()} blocking the lane again")
    r.add("horse_passport_number",
          f"Mare's UELN {pick('372', '826')}{digits(3)}{rnd(UPPER + DIGITS, 9)}",
          f"horse passport no. {digits(3, lead=True)}{rnd(UPPER, 2)}{digits(5)} — the 2yo at the stud",
          f"UELN on the foal cert: 372 004 {digits(9)}")
    r.add("flock_number",
          f"Hehir flock no {digits(6, lead=True)}, 120 ewes",
          f"sheep tag IE 0 {digits(6, lead=True)} {digits(5)} — lame ewe",
          f"flock {digits(6, lead=True)} scanning results: 1.8")
    r.add("movement_permit_number",
          f"Export cert number {rnd(UPPER, 2)}{digits(8)}",
          f"movement permit {digits(10, lead=True)} for the bullocks to the mart")
    r.add("software_version",
          f"PMS updated to v{secrets.randbelow(9) + 1}.{secrets.randbelow(20)}.{secrets.randbelow(200)} – reminders fixed",
          f"NVR firmware V4.{secrets.randbelow(80)}.{secrets.randbelow(100)} build {pick('23', '24')}{digits(4)}",
          f"x-ray software version {secrets.randbelow(5) + 1}.{secrets.randbelow(10)}.{digits(4)}")
    r.add("ip_address_note",
          f"printer IP 192.168.1.{secrets.randbelow(200) + 20} if it drops off again",
          f"NVR is at 192.168.1.{secrets.randbelow(200) + 20}, port 8000 — login in the password manager",
          f"server (PMS) 10.0.0.{secrets.randbelow(200) + 2}, backup box .{secrets.randbelow(50) + 200}")
    r.add("hostname_url",
          "Practice system: https://pms.inaghvets.internal (only works in the surgery)",
          "lab results portal is vetconnect.idexx.example, bookmark on reception PC",
          "new booking page: https://book.inaghvets.example/appointments")
    r.add("product_code",
          f"wormer product code {digits(6, lead=True)}, barcode {ean13('539')}",
          f"order code {rnd(UPPER, 3)}-{digits(4)} for the calving ropes",
          f"GTIN {ean13('539')} — the big tub of the cat food")
    r.add("coupon_code",
          f"discount code for the CPD conference: CLARE{digits(2)}",
          f"wholesaler promo VETS{digits(2)}SPRING – 10% off the vaccines")
    r.add("booking_reference",
          f"Ryanair booking ref {rnd(UPPER + DIGITS, 6)} for the congress in Lyon",
          f"hotel confirmation {digits(10, lead=True)}",
          f"CPD course booking no. {rnd(UPPER, 3)}{digits(5)}")
    r.add("uuid_reference",
          f"lab portal case id {uid()}",
          f"Dept query reference {uid()} — about the missing test sheet")
    r.add("file_checksum",
          f"IT lad sent the checksum for the backup: sha256 {hexs(64)}",
          f"PMS installer md5 {rnd(HEX, 32)} — matches")
    r.add("support_ticket_number",
          f"PMS support ticket #{digits(6, lead=True)} — reminders not sending",
          f"eir fault ref {rnd(UPPER, 2)}{digits(8)} for the broadband",
          f"ticket VS-{digits(5)} with the x-ray company")
    r.add("mprn_gprn",
          f"ESB MPRN 10{digits(9)} (surgery)",
          f"meter point for the kennels MPRN 10{digits(9)}, GPRN {digits(7, lead=True)}",
          f"MPRN 10 {digits(3)} {digits(3)} {digits(3)} — on the bill top right")
    r.add("insurance_policy_number",
          f"FBD policy {rnd(UPPER, 3)}{digits(7)} — practice + public liability",
          f"professional indemnity policy no. {digits(8, lead=True)}, renew June",
          f"jeep insurance policy {rnd(UPPER, 2)}/{digits(6)}/{pick('24', '25')}")
    r.add("card_receipt_reference",
          f"card receipt: AUTH CODE {rnd(UPPER + DIGITS, 6)}  TID {digits(8, lead=True)}  €{secrets.randbelow(400) + 20}.{digits(2)}",
          f"refund ref {digits(12, lead=True)} on the terminal slip",
          f"Merchant ID {digits(10, lead=True)} (Elavon) — for the statement query")
    r.add("prescription_number",
          f"VPO prescription no. {pick('2024', '2025')}/{digits(5)} for Keane's dry cow tubes",
          f"Rx {digits(6, lead=True)} — Bonnie, 28 tabs",
          f"prescription ref on NVPS: {rnd(UPPER, 2)}{digits(8)}")
    r.add("cpd_certificate_id",
          f"CPD cert id {rnd(UPPER, 3)}-{digits(6)}, 3 points",
          f"webinar certificate no. {digits(9, lead=True)} — upload to the VCI portal")
    r.add("two_factor_note",
          "turned on 2-step for the practice email, codes go to my mobile",
          "MyGovID now wants the authenticator app every time — a right pain",
          "AIB sends a code by text for new payees, don't forget the phone when doing the wages")
    r.add("imei_number",
          f"work phone IMEI {luhn('35', 15)} (for the insurance claim)",
          f"IMEI of the lost phone: {luhn('86', 15)}")
    r.add("payment_reference",
          f"SEPA ref for the Dept payment: {rnd(UPPER, 4)}{digits(8)}",
          f"transfer reference {herd()}-TB-{pick('Q1', 'Q2', 'Q3', 'Q4')}",
          f"direct debit mandate ref {rnd(UPPER + DIGITS, 12)} – the wholesaler")
    r.add("ai_bull_code",
          f"served with AI bull {rnd(UPPER, 2)}{digits(4)}, repeat in 21 days",
          f"straws in the flask: {rnd(UPPER, 2)}{digits(4)} x3, {rnd(UPPER, 3)}{digits(3)} x2")
    r.add("vpn_public_key",
          f"the IT lad says this is the laptop's public key for the VPN, fine to send him: {wg_key()}",
          f"VPN server public key {wg_key()} (public, not the secret one)")
    r.add("staff_rota_codes",
          f"Rota: A = 8-4, B = 10-6, OOH = on call. Week {secrets.randbelow(52) + 1}: AABBA",
          f"locker numbers: Máire {secrets.randbelow(20) + 1}, Niamh {secrets.randbelow(20) + 1}")
    return r


def main() -> None:
    write_corpora("make_heldout127.py", [
        ("heldout127_credentials.yaml", credentials(), "batch 127 (rural Clare mixed-practice vet), written blind; every value synthetic"),
        ("heldout127_lookalikes.yaml", lookalikes(), "batch 127 look-alikes: herd, tag, microchip, Eircode, batch and invoice numbers, masked ids, written blind"),
    ])


if __name__ == "__main__":
    main()
