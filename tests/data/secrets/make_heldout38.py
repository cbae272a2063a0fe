# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout38_credentials.yaml and heldout38_lookalikes.yaml: held-out batch 38.

Persona: Joy, a Filipino ICU nurse in Dubai who sends money home to her family in Cebu. She
is not technical; her notes are Messenger/Viber-style messages to her mother, siblings and
kids, sticky-note lines, reminders and lists, in English (about half), Tagalog/Taglish (about
a third) and Cebuano with a few Arabic words. Her credentials are the everyday ones: the
hospital EMR and medication cabinet, her locker, banks and e-wallets on both sides, remittance
apps, government portals back home, the family Wi-Fi, social accounts, door codes, forwarded
one-time codes and security answers. Her look-alikes are the numbers that fill such a life:
remittance and e-wallet references, receiving account numbers, IBANs, flight bookings, parcel
tracking, doses and lab values, shift codes, amounts, dates and addresses.

The batch was written blind: its author never read the detector, its tests or the other
corpora, only make_heldout.py for the helpers. Every secret value is drawn at run time from
the `secrets` module in the real format's shape; hosts are under `.example`, `.test`,
`.internal` or acme. Run `python make_heldout38.py` here to redraw.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    Rows,
    card_expiry,
    digits,
    groups,
    iban,
    luhn,
    mac,
    pick,
    recovery_codes,
    rnd,
    write_corpora,
)

NAMES = ["Kyla", "Jhun", "Migo", "Angel", "Princess", "Joy", "Nene", "Dodong", "Inday", "Bebe",
         "Kaye", "Zion", "Althea", "Rose", "Grace", "Jericho", "Mikay", "Tonton"]
WORDS = ["Mahal", "Cebu", "Sinulog", "Mango", "Jollibee", "Dubai", "Blessed", "Faith", "Lechon",
         "Bisaya", "StoNino", "Ganda", "Lucky", "Sunshine", "Pasalamat", "Gugma", "Amping", "Padayon"]
SURNAMES = ["Abellana", "Cabahug", "Ouano", "Sanchez", "Villamor", "Tumulak", "Rosales", "Lim",
            "Gullas", "Pepito", "Alcoseba", "Dela Cruz"]
PETS = ["Bantay", "Whitey", "Brownie", "Choco", "Tagpi", "Muning", "Bogart", "Snow"]
SCHOOLS = ["Bakilid Elementary School", "Mandaue City Central School", "Consolacion Central Elem",
           "Sto. Nino Elementary", "Tipolo Elementary School"]


def year() -> str:
    return str(1975 + secrets.randbelow(46))


def hpw() -> str:
    """A password a non-technical person picks: names, words, a year, a symbol."""
    name, word = secrets.choice(NAMES), secrets.choice(WORDS)
    return pick(
        f"{name}{year()}",
        f"{word}@{digits(4)}",
        f"{name}{word}{digits(2)}!",
        f"{word.lower()}{name.lower()}{digits(3)}",
        f"{word}#{name}{digits(2)}",
        f"iLove{name}{digits(4)}",
        f"{name.lower()}_{secrets.choice(NAMES).lower()}{digits(2)}",
        f"{word}{year()}*",
    )


def temp_pw() -> str:
    """A password IT or a bank generated and she copied down."""
    return rnd(ALNUM + "@#!", pick(9, 10, 12))


def user() -> str:
    return pick("jabellana", "joy.abellana", "joyabellana", "mjabellana", "joyrn") + digits(2)


def email() -> str:
    return f"{pick('joyabellana', 'joy.abellana.rn', 'mjoy.abellana', 'joyie')}{digits(2)}@mail.example"


def empid() -> str:
    return digits(6, lead=True)


def ph_mobile(spaced: bool = False) -> str:
    n = f"09{pick('17', '27', '55', '66', '95', '98', '08', '39')}{digits(7)}"
    return f"{n[:4]} {n[4:7]} {n[7:]}" if spaced else n


def ae_mobile() -> str:
    return f"+971 5{pick('0', '2', '5', '6', '8')} {digits(3)} {digits(4)}"


def pattern() -> str:
    dots = list("123456789")
    out = []
    for _ in range(pick(4, 5, 6)):
        out.append(dots.pop(secrets.randbelow(len(dots))))
    return "-".join(out)


def combo() -> str:
    return f"{secrets.randbelow(40):02d}-{secrets.randbelow(40):02d}-{secrets.randbelow(40):02d}"


def amount(lo: int, hi: int) -> str:
    return f"{lo + secrets.randbelow(hi - lo):,}"


def credentials() -> Rows:
    r = Rows()
    r.add("emr_login",
          f"Cerner login new: user {user()} / pw {hpw()} (IT reset again after 90 days)",
          f"EMR - PowerChart\nusername: {user()}\npassword: {temp_pw()}\nchange before end of month, can't reuse last 5",
          f"Bagong password sa EMR kasi nag-expire kahapon: {hpw()} - username same pa rin ({user()})")
    r.add("med_cabinet_pin",
          f"Pyxis ID {empid()} PIN {digits(4)} (BioID not reading my finger on station 3 again)",
          f"Omnicell sa Ward 7B, bagong PIN {digits(5)} - na-lock out ako sa luma",
          f"Pyxis password nako karon: {hpw()}. Ayaw kalimti, Joy, kay lisod mangayo ug reset sa night shift")
    r.add("locker_combo",
          f"Locker 214 combination {combo()}",
          f"staff locker padlock (the 4-digit one from Dragon Mart): {digits(4)}",
          f"Combi ng locker sa changing room: {combo()}, ikot muna pakanan 3x bago ang first number")
    r.add("hospital_wifi",
          f"Staff Wi-Fi: SSID MOH-Staff-Secure, login with employee no {empid()}, password {hpw()}",
          f"Wifi sa nurses station (ICU-STAFF): {rnd(ALNUM, 10)}",
          f"Wifi sa break room kay {pick('coffee', 'nurses', 'icu', 'break')}{digits(4)} - ayaw i-share sa mga bisita, ingon ni Charge Nurse")
    r.add("dha_portal",
          f"Sheryan (DHA) login for license renewal\nemail: {email()}\npassword: {hpw()}",
          f"DHA portal password changed to {hpw()} - they made me use at least 8 characters",
          f"Pang-renew ng license: DHA account {email()} / {temp_pw()}. Yung CPD hours naka-upload na.")
    r.add("uae_pass",
          f"UAE PASS PIN {digits(6)}",
          f"UAE Pass app - new phone so I set it up again. PIN: {digits(pick(4, 6))}",
          f"UAE pass password {hpw()}, account under my mobile {ae_mobile()}")
    r.add("enbd_app",
          f"ENBD app login: username {user()}, password {hpw()}",
          f"Emirates NBD mobile app quick PIN {digits(6)} (fingerprint not working after update)",
          f"ENBD online - user: {user()} pw: {temp_pw()} (bank gave temp, pa-change daw sa first login)")
    r.add("atm_pin",
          f"ATM PIN ng ENBD debit card: {digits(4)}",
          f"Ma, ang PIN sa BDO ATM nimo kay {digits(6)}. Ayaw isulat sa likod sa card ha!",
          f"Mashreq card PIN {digits(4)} - change at the machine in Al Nahda next week")
    r.add("card_cvv",
          f"For the Cebu Pacific booking use ENBD Visa {groups(luhn('4'), 4)} exp {card_expiry()} CVV {digits(3)}",
          f"Kuya, para sa booking sa Agoda: card no. {luhn('5')} / {card_expiry()} / cvv {digits(3)}. Wag i-save sa app ha.",
          f"credit card (for online):\n{groups(luhn('4'), 4)}\nexp {card_expiry()}\nback 3 digits {digits(3)}\nname JOY M ABELLANA")
    r.add("gcash_mpin",
          f"Ma, ang MPIN sa GCash ay {digits(4)}. Wag mo ibibigay kahit kanino kahit sabihin nila taga-GCash sila ha.",
          f"GCash ({ph_mobile()}) MPIN: {digits(4)}",
          f"Nay, ang MPIN sa GCash kay {digits(4)}. Ayaw ni ihatag bisan kinsa ha, bisag mo-ingon sila nga taga-bangko.")
    r.add("maya_mpin",
          f"Maya login {ph_mobile()}, password {hpw()}, MPIN {digits(6)}",
          f"Dong, bag-ong MPIN sa Maya: {digits(6)}. Ikaw na bahala mag-bayad sa kuryente.",
          f"Maya ni Nanay: {ph_mobile(True)} / pw {hpw()}")
    r.add("bdo_online",
          f"BDO online banking user ID {user()} password {hpw()}",
          f"BDO Digital Banking\nUser ID: {user()}\nPassword: {hpw()}\n(Ate Rose knows this too)",
          f"Ate, eto yung BDO online ko para ikaw na mag-transfer sa school: {user()} / {hpw()}")
    r.add("bpi_online",
          f"BPI app: {user()} / {hpw()}",
          f"BPI online password gi-ilisan nako: {hpw()}",
          f"BPI - username {user()}, password {temp_pw()}, mobile key sa phone ni Tatay")
    r.add("western_union_login",
          f"WU app - email {email()}, password {hpw()}",
          f"Western Union account password changed to {hpw()} after they locked it",
          f"Western Union online login: {email()} / {hpw()} - gamit ni Ma pang-check ng padala")
    r.add("remitly_login",
          f"Remitly: {email()} / {hpw()}",
          f"Remitly password bago: {hpw()} (may promo rate daw pag first of the month)",
          f"Remitly account\nemail {email()}\npw {hpw()}\nrecipient: Rosita A. (GCash)")
    r.add("pagibig_account",
          f"Virtual Pag-IBIG login: {email()} / {hpw()}",
          f"Pag-IBIG online (for the MP2 savings) password {hpw()}",
          f"Ma, ang login sa Pag-IBIG kay {email()} ug ang password {hpw()}. Para ma-check nimo ang housing loan.")
    r.add("sss_account",
          f"My.SSS user ID {user()} password {hpw()}",
          f"SSS online account - user {user()}, pw {hpw()}. Contribution as OFW voluntary, bayad every quarter.",
          f"Nay, ang SSS login nako kung kinahanglan nimo i-check: {user()} / {hpw()}")
    r.add("philhealth_account",
          f"PhilHealth member portal pw: {hpw()} (username is my email)",
          f"PhilHealth online ni Tatay: {email()} / {hpw()} para ma-check kung active pa",
          f"PhilHealth\nuser: {user()}\npass: {temp_pw()}\n(bayad hanggang Dec na)")
    r.add("owwa_eservices",
          f"OWWA e-services / OWWA Mobile login: {email()}, password {hpw()}",
          f"OWWA app password: {hpw()} - need for the membership renewal bago umuwi",
          f"Owwa account nako: {email()} pw {temp_pw()}")
    r.add("pldt_wifi",
          f"Ma, bagong password sa PLDT wifi sa balay: PLDTWIFI{rnd(UPPER + DIGITS, 5)} (name: PLDTHOMEFIBR{rnd(HEX, 5)})",
          f"Gi-ilisan na nako ang password sa wifi sa Mandaue: {hpw()}. Ayaw i-hatag sa silingan!",
          f"PLDT router admin page 192.168.1.1 - user admin, pass {rnd(ALNUM, 10)}. Wifi pw {hpw()}")
    r.add("school_portal",
          f"Anak, eto yung login mo sa school portal: username kyla.abellana{digits(2)} / password {hpw()}",
          f"Parent portal (portal.stcecilia-mandaue.test) - user: {user()} / pw: {hpw()}",
          f"Jhun's LMS account: jhun.abellana{digits(2)} / {hpw()} - teacher said to reset pero ayaw mag-reset")
    r.add("facebook_password",
          f"FB password ko: {hpw()}",
          f"Messenger ni Mama: {email()}, pw {hpw()} (gi-reset nako kay nalimtan na niya)",
          f"new fb pw {hpw()} kasi na-hack daw sabi ni Inday, may nag-message ng loan sa lahat")
    r.add("gmail_password",
          f"Gmail: {email()} / {hpw()}",
          f"Email password (the one for hospital HR letters): {hpw()}",
          f"Nay, ang password sa imong email kay {hpw()}. Isulat sa notebook unya ayaw na ipakita kang bisan kinsa.")
    r.add("netflix_shared",
          f"Netflix (shared with Ate Grace)\nemail: {email()}\npw: {hpw()}\nprofile: Cebu",
          f"Netflix password changed to {hpw()} - Dodong pls wag mo na i-share sa barkada mo",
          f"Netflix login para sa TV sa balay: {email()} / {hpw()}")
    r.add("building_door_code",
          f"Building door code: {digits(4)}#",
          f"Code sa gate sa flat (Al Nahda): *{digits(4)} - said the haris it changes every month",
          f"Parking gate keypad {digits(6)} since the remote is lost, yalla")
    r.add("mother_phone_pin",
          f"Nanay's phone unlock PIN {digits(6)} (in case mag-lock na naman)",
          f"Pattern sa cellphone ni Mama: {pattern()} (starting top-left = 1)",
          f"Ma's Samsung PIN: {digits(4)}, Google account pw {hpw()}")
    r.add("forwarded_otp",
          f"Fwd from Dodong: \"Your BDO One-Time PIN is {digits(6)}. Valid for 5 minutes. Do not share.\"",
          f"Ma: Joy, ito na yung code na dumating: {digits(6)}. Ano gagawin ko dito?",
          f"Nay sent: '{digits(6)} is your GCash authentication code.' - gamiton nako karon sa pag-login")
    r.add("security_questions",
          f"Security questions for BDO: mother's maiden name - {secrets.choice(SURNAMES)}; first pet - {secrets.choice(PETS)}{digits(1)}; elementary school - {secrets.choice(SCHOOLS)}",
          f"ENBD security Q: favourite teacher? answer: Mrs. {secrets.choice(SURNAMES)}{digits(2)}",
          f"Sagot sa security question sa Western Union: first pet = {secrets.choice(PETS).lower()}{digits(3)}, city born = {pick('Danao', 'Bogo', 'Carcar', 'Toledo')}{digits(2)}")
    r.add("du_account",
          f"du app login: {ae_mobile()} / {hpw()}",
          f"du account password {hpw()} (for the postpaid bill)",
          f"Etisalat / e& app login {ae_mobile()} password {hpw()} - old number, for the flatmate")
    r.add("dewa_account",
          f"DEWA login: user {user()} pw {hpw()}",
          f"DEWA account - landlord asked me to pay online. login {email()} / {temp_pw()}",
          f"DEWA app pw bago: {hpw()}")
    r.add("shopee_login",
          f"Shopee ni Ate: {ph_mobile()} / {hpw()}",
          f"Lazada account ko para sa padala sa bata: {email()} pw {hpw()}",
          f"Shopee password gi-ilisan: {hpw()}")
    r.add("apple_id",
          f"Apple ID password: {hpw()}; Screen Time passcode for the kids' iPad {digits(4)}",
          f"iCloud ni Kyla: kyla.abellana{digits(2)}@mail.example / {hpw()} (ako ang nag-set up)",
          f"Apple ID {email()} pw {hpw()}")
    r.add("tiktok_login",
          f"TikTok: @joyrn_dxb{digits(2)} / {hpw()}",
          f"TikTok ni Mikay - password {hpw()}, siya ang nangayo pero ako ang nag-set",
          f"Instagram: joy.in.dubai{digits(2)} / {hpw()}")
    r.add("tabby_login",
          f"Tabby login (for the phone installment) {ae_mobile()} / {hpw()}",
          f"Tamara password {hpw()}",
          f"Tabby app\nnumber {ae_mobile()}\npassword {hpw()}\n4 payments left for the iPhone")
    r.add("metrobank_online",
          f"Metrobank online: {user()} / {hpw()}",
          f"Metrobank - passcode {digits(6)}, user ID {user()}",
          f"Metrobank app password ni Tatay para sa pension: {hpw()}")
    r.add("unionbank_app",
          f"UnionBank app login {user()} / {hpw()}",
          f"UB online pw {temp_pw()} (bagong account para sa padala)",
          f"UnionBank - user {user()}, passcode {digits(6)}")
    r.add("cash_card_pin",
          f"BDO Cash Card ni Nanay PIN {digits(6)}",
          f"Padala card (Palawan Pay) PIN: {digits(4)}",
          f"Dong, ang PIN sa cash card kay {digits(6)}. Withdraw lang ug 5k para sa tuition, ang uban ibilin.")
    r.add("prc_leris",
          f"PRC LERIS account: {email()} / {hpw()}",
          f"PRC online pw {hpw()} - for the license ID renewal pag-uwi",
          f"LERIS password (PRC) gi-reset: {temp_pw()}")
    r.add("hr_portal",
          f"Oracle self-service (payslip) login: {empid()} / {hpw()}",
          f"HR portal password {temp_pw()} - for leave request and payslip",
          f"Payslip site ng hospital: employee no. {empid()}, password {hpw()}")
    r.add("home_cctv",
          f"CCTV app (balay sa Cebu) - account: {email()}, pw: {hpw()}, device verification code {rnd(UPPER, 6)}",
          f"Ma, ang password sa CCTV para makita nako ang balay: {hpw()}",
          f"Imou / Ezviz camera sa tindahan: {email()} pw {hpw()}, verification {rnd(UPPER, 6)}")
    r.add("safe_combo",
          f"Safe sa kwarto (flat) code {digits(4)}",
          f"Small safe in the closet: {digits(6)} then press the lock button. Passport and gold inside.",
          f"Kahon sa alahas (ang may lock nga numero): {digits(3)}")
    r.add("insurance_portal",
          f"Sun Life online (policy for the kids): {email()} / {hpw()}",
          f"Pru Life account password {hpw()}",
          f"Insurance login para sa VUL ni Kyla: {user()} pw {hpw()}")
    r.add("flat_wifi",
          f"Flat Wi-Fi (du) SSID du-{rnd(HEX, 4)}, pw {rnd(ALNUM, 12)}",
          f"Wifi sa flat bagong password: {hpw()} - para sa mga bagong bedspacer",
          f"Room wifi: Home_{rnd(UPPER + DIGITS, 4)} / {rnd(LOWER + DIGITS, 10)}")
    r.add("talabat_login",
          f"Talabat: {email()} / {hpw()}",
          f"Careem account password {hpw()}",
          f"Noon login {email()} / {hpw()} - for the Ramadan sale, yalla")
    r.add("skywards_login",
          f"Emirates Skywards login: EK{digits(9)} password {hpw()}",
          f"Skywards pw {hpw()} - miles para sa ticket ni Nanay",
          f"PAL Mabuhay Miles account {digits(9)}, password {hpw()}")
    r.add("dfa_appointment_login",
          f"DFA passport appointment site account {email()} / {hpw()}",
          f"Consulate appointment login pw {hpw()}",
          f"Passport online appointment\nemail {email()}\npw {hpw()}\nsched: Saturday 10 AM")
    r.add("gmail_backup_codes",
          "Google backup codes (printed copy nawala, eto na lang):\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(5)),
          "Gmail backup codes ni Nanay: " + recovery_codes(4, "digits"),
          "Sa imong Gmail, Nay, kung mangayo ug backup code, gamita ni: " + " / ".join(f"{digits(4)} {digits(4)}" for _ in range(3)))
    r.add("coins_ph",
          f"Coins.ph login {ph_mobile()} / {hpw()}, MPIN {digits(6)}",
          f"coins.ph password {hpw()}",
          f"Coins app ni Dodong - MPIN {digits(6)} (siya nag-ingon nga isulat nako kay malimtan niya)")
    r.add("viber_sms_code",
          f"Viber activation code for Ma's new phone: {digits(6)} - i-type mo na Ma bago mag-expire",
          f"Kuya, ang code nga ni-abot sa imong Messenger login kay {digits(6)}, ihatag dayon nako",
          f"Ate Rose fwd: \"WhatsApp code: {digits(3)}-{digits(3)}. Don't share this code.\" - para sa bago niyang phone")
    r.add("bank_token_pin",
          f"BDO OTP generator (token) PIN: {digits(4)}",
          f"BPI mobile key activation code {digits(8)} - from the branch, use within 24 hrs",
          f"ENBD Smart Pass PIN {digits(4)}, soft token on my old Samsung")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add("mtcn",
          f"WU padala today: MTCN {digits(10)}, AED 1,500 to Rosita Abellana",
          f"Ma, ang MTCN kay {groups(digits(10), 3, '-')}. Kuha-a sa Cebuana sa Mandaue, dala lang ug ID.",
          f"Western Union tracking {digits(10)} - status: available for pickup")
    r.add("remitly_reference",
          f"Remitly transfer #{digits(9)} delivered to GCash",
          f"Remitly ref {rnd(UPPER + DIGITS, 10)}, PHP {amount(10000, 30000)} received by Ate Rose",
          f"Reference number sa Remitly: {digits(4)}-{digits(4)}-{digits(3)} (delivered 3:42 PM)")
    r.add("gcash_reference",
          f"GCash ref no. {digits(13)} - tuition 2nd quarter paid",
          f"Ma, na-send na. Ref No. {digits(4)} {digits(3)} {digits(6)}",
          f"Screenshot: 'You have received PHP {amount(1000, 9000)}.00 of GCash from JO***Y A. Ref. No. {digits(13)}'")
    r.add("bank_account_receive",
          f"BDO savings acct for padala: {groups(digits(12), 4)} (JOY M ABELLANA)",
          f"BPI account ni Ate Rose: {digits(10)} - for the house payment",
          f"Landbank account ni Tatay {digits(10)} - Mandaue branch, diri ipadala ang pension top-up")
    r.add("iban",
          f"My ENBD IBAN for the salary: {iban('AE', '260' + digits(16))}",
          f"Landlord's IBAN (rent cheque bounced so bank transfer na lang): {iban('AE', pick('033', '030', '035') + digits(16), spaced=False)}",
          f"IBAN ni Madam Grace para sa paluwagan: {iban('AE', '026' + digits(16))}")
    r.add("pnr",
          f"Flight home\nbooking ref: {rnd(UPPER + DIGITS, 6)}\nEK 338 DXB-MNL 18 Dec 0320\n5J 563 MNL-CEB 19 Dec 1130\nbaggage 2 x 23 kg",
          f"Cebu Pacific booking {rnd(UPPER + DIGITS, 6)}, 18 Dec, 7kg hand carry lang",
          f"PNR {rnd(UPPER, 6)} - PAL direct DXB-MNL, seat 34K")
    r.add("eticket",
          f"E-ticket no. 176-{digits(10)} (Emirates)",
          f"Ticket number ni Nanay pa-Dubai: 079 {digits(10)}",
          f"eTKT 176{digits(10)} / booking {rnd(UPPER + DIGITS, 6)}")
    r.add("passport_appointment",
          f"Passport renewal appointment ref {rnd(UPPER + DIGITS, 8)}, Consulate Dubai, 9:30 AM",
          f"Appointment code {rnd(UPPER, 2)}-{digits(7)} - dala 2 photocopies ng passport",
          f"Passport release ref no. {digits(8)}, pick up after 6-8 weeks")
    r.add("hospital_extension",
          f"ICU ext {digits(4, lead=True)}, pharmacy {digits(4, lead=True)}, blood bank {digits(4, lead=True)}",
          f"Charge nurse phone: ext {digits(4, lead=True)} / bleep {digits(3, lead=True)}",
          f"Lab STAT line ext {digits(4, lead=True)} - tawag dayon kung K less than 3")
    r.add("bed_room",
          f"Bed {secrets.randbelow(20) + 1}, Room 7B-{digits(2, lead=True)} - post CABG day 2",
          f"Transfer: ICU bed {secrets.randbelow(16) + 1} to HDU bed {secrets.randbelow(12) + 1} at 1400",
          f"Isolation room {pick('ICU', 'CCU')}-{digits(2)} - contact precautions")
    r.add("med_dose",
          f"Noradrenaline {pick(4, 8, 16)} mg in 50 ml D5W @ 0.{secrets.randbelow(3) + 1} mcg/kg/min",
          f"Vanco {pick(1, 1.25, 1.5)} g IV q12h, trough before 4th dose",
          f"Heparin 25,000 units/500 ml at {secrets.randbelow(10) + 12} units/kg/hr, aPTT 6 hrs after")
    r.add("drip_rate",
          f"Running at {secrets.randbelow(30) + 5}.{digits(1)} ml/hr, total {secrets.randbelow(900) + 100} ml since 0700",
          f"NS 1000 ml over 8h = 125 ml/hr; gtt factor 20 -> {secrets.randbelow(20) + 30} gtt/min",
          f"Propofol 1% @ {secrets.randbelow(15) + 5} ml/hr, RASS -2")
    r.add("lab_values",
          f"K {secrets.randbelow(20) / 10 + 2.8:.1f}, Mg 0.{secrets.randbelow(30) + 60}, Lactate {secrets.randbelow(50) / 10 + 1:.1f}, Hb {secrets.randbelow(40) / 10 + 7:.1f}",
          f"INR {secrets.randbelow(20) / 10 + 1:.1f}, Trop {secrets.randbelow(900) / 1000:.3f}, Cr {secrets.randbelow(300) + 60} umol/L",
          f"Labs 0500:\nNa {secrets.randbelow(15) + 130}\nK {secrets.randbelow(20) / 10 + 3:.1f}\nCl {secrets.randbelow(15) + 95}\nHCO3 {secrets.randbelow(10) + 18}\nUrea {secrets.randbelow(200) / 10 + 3:.1f}")
    r.add("abg",
          f"ABG: pH 7.{secrets.randbelow(20) + 25} / pCO2 {secrets.randbelow(30) + 35} / pO2 {secrets.randbelow(50) + 55} / HCO3 {secrets.randbelow(10) + 18} / BE -{secrets.randbelow(6) + 1}",
          f"Repeat gas after vent change 7.{secrets.randbelow(15) + 30}/{secrets.randbelow(20) + 38}/{secrets.randbelow(40) + 70}",
          f"VBG lactate {secrets.randbelow(60) / 10 + 1:.1f}, glucose {secrets.randbelow(10) + 5}.{digits(1)} mmol/L")
    r.add("shift_codes",
          "Roster May: D7 D7 N7 N7 OFF OFF AL | D7 = 0700-1930, N7 = 1900-0730",
          f"Swap shift with Cha: my N7 on {secrets.randbelow(28) + 1} {pick('Jun', 'Jul', 'Aug')} for her D7 on {secrets.randbelow(28) + 1} {pick('Jun', 'Jul', 'Aug')}",
          "Schedule ko next week: Sun D12, Mon D12, Tue OFF, Wed N12, Thu N12, Fri OFF, Sat PH",
          "Roster June\nWk1: D D N N O O AL\nWk2: N N O O D D D\nWk3: O D D N N O O\nWk4: AL AL AL AL (uwi!)")
    r.add("employee_number",
          f"Emp no. {empid()}, cost centre ICU-{digits(3)}",
          f"HR said put employee number {empid()} on the leave form",
          f"Staff ID {pick('RN', 'N')}{digits(5)} - bagong badge, kuha sa security office")
    r.add("lbc_tracking",
          f"LBC tracking {digits(12)} - sapatos ni Jhun",
          f"LBC padala sa Cebu: tracking no. {digits(4)} {digits(4)} {digits(4)}, ETA 5-7 days",
          f"Nay, ang tracking sa LBC kay {digits(12)}. I-check lang sa app.")
    r.add("aramex_tracking",
          f"Aramex AWB {digits(11)} - Shein order",
          f"Aramex shipment {digits(11)} out for delivery, courier {ae_mobile()}")
    r.add("emirates_post",
          f"Emirates Post registered mail R{rnd(UPPER, 1)}{digits(9)}AE - documents to PRC",
          f"EMS tracking E{rnd(UPPER, 1)}{digits(9)}AE (sent the birth certificates)")
    r.add("phone_numbers",
          f"Ma {ph_mobile(True)}\nAte Rose {ph_mobile(True)}\nDodong {ph_mobile(True)}\nTita Nene (landline) (032) {digits(3)} {digits(4)}",
          f"Flatmate Cha {ae_mobile()} / haris {ae_mobile()}",
          f"Numero ni Dr. Tan sa Cebu Doc: (032) {digits(3)} {digits(4)} loc {digits(3)}")
    r.add("masked_card",
          f"ENBD card ending {digits(4)} - replaced, old one expired",
          f"Netflix charged AED 39 to Visa **** **** **** {digits(4)}",
          f"Card used: 5{digits(3)} XXXX XXXX {digits(4)} (Mastercard) for the Noon order")
    r.add("loyalty_number",
          f"Skywards no. EK {digits(3)} {digits(3)} {digits(3)}",
          f"Mabuhay Miles {digits(9)} - i-credit ang flight ni Nanay",
          f"SM Advantage card {groups(digits(16), 4)}, points {amount(200, 3000)}",
          f"Share plus points: {amount(1000, 20000)}, card no. {digits(16)}")
    r.add("wifi_name",
          f"Hospital networks:\nMOH-Staff-Secure (staff)\nMOH-Guest (patients)\nICU-{rnd(UPPER + DIGITS, 4)} (the old one, off na)",
          f"Wifi sa balay: PLDTHOMEFIBR{rnd(HEX, 6)} ug ang 5G kay PLDTHOMEFIBR{rnd(HEX, 6)}_5G",
          f"Flat wifi name changed to Joy_Room_{digits(3)}")
    r.add("password_elsewhere",
          "Nasa notebook ang password ng BDO, yung blue na may Sto. Nino sa cover.",
          "Ang password sa PLDT naka-sulat sa likod sa router, Ma. Tan-awa lang.",
          "The PINs are in the small paper in my wallet, not writing them here anymore.")
    r.add("amounts",
          f"Padala this month: AED {amount(1000, 3000)} = PHP {amount(15000, 45000)}; tuition {amount(8000, 20000)}; Meralco {amount(1000, 4000)}.{digits(2)}",
          f"Gasto sa balay: bugas {amount(1500, 3000)}, kuryente {amount(1500, 4000)}, tubig {amount(300, 900)}, load {amount(200, 600)}",
          f"Budget: rent AED {amount(700, 1500)} (bedspace), food {amount(500, 900)}, metro nol {amount(150, 300)}, ipon {amount(1000, 2500)}",
          f"Padala breakdown (PHP):\nMa - {amount(8000, 15000)}\nKyla tuition - {amount(8000, 20000)}\nJhun allowance - {amount(1000, 3000)}\nPag-IBIG MP2 - {amount(500, 2000)}\nTotal ~ {amount(25000, 45000)}")
    r.add("dates",
          f"Passport expiry {secrets.randbelow(28) + 1} Mar 20{secrets.randbelow(5) + 27}; visa renewal {secrets.randbelow(28) + 1:02d}/0{secrets.randbelow(9) + 1}/2026",
          f"Uwi: Dec {secrets.randbelow(10) + 15} - Jan {secrets.randbelow(10) + 3}, balik duty Jan {secrets.randbelow(5) + 14}",
          f"Birthday ni Kyla {secrets.randbelow(28) + 1}/{secrets.randbelow(12) + 1}, Jhun {secrets.randbelow(28) + 1}/{secrets.randbelow(12) + 1}, Ma {secrets.randbelow(28) + 1}/{secrets.randbelow(12) + 1}")
    r.add("addresses",
          f"Flat {digits(4, lead=True)}, Bldg {secrets.randbelow(20) + 1}, Al Nahda 2, Dubai (near the Lulu)",
          f"Brgy. Bakilid, {secrets.randbelow(200) + 1} Purok {secrets.randbelow(7) + 1}, Mandaue City, Cebu 6014",
          f"Sitio Lawis, Brgy. Poblacion, Consolacion, Cebu {pick('6001', '6014', '6015')} - balay ni Tita Nene")
    r.add("balikbayan_box",
          f"Forex cargo box no. FX-{digits(8)}, sailing {secrets.randbelow(28) + 1}/{secrets.randbelow(12) + 1}, ETA 45 days",
          f"Balikbayan box tracking {rnd(UPPER, 3)}{digits(7)} - naa na daw sa Manila port",
          f"Box #{digits(6)} (jumbo)\n- delata, sabon, lotion\n- shoes para sa mga bata\n- Toblerone x{secrets.randbelow(10) + 5}\nreceiver: Rosita Abellana, {ph_mobile(True)}")
    r.add("bills_payment_ref",
          f"VECO account no {digits(10)}, paid via Bayad ref {rnd(UPPER + DIGITS, 12)}",
          f"MCWD water bill acct {digits(9)}, amount PHP {amount(300, 1200)}.00",
          f"Dili Meralco, VECO mi sa Mandaue. Receipt no. {digits(8)}")
    r.add("pldt_account_number",
          f"PLDT account number {digits(10)} - pay before the 15th or putol",
          f"PLDT acct {digits(10)}, telephone (032) {digits(3)} {digits(4)}")
    r.add("dewa_premise",
          f"DEWA premise no. {digits(9)}, contract account {digits(10)}",
          f"DEWA bill for Flat {digits(4, lead=True)}: AED {amount(200, 900)}.{digits(2)}, account {digits(10)}")
    r.add("exchange_rate",
          f"1 AED = 15.{digits(2)} PHP today at Al Ansari; WU 15.{digits(2)}; Remitly 15.{digits(2)} promo",
          f"Rate karon 15.{digits(2)}, hulaton nako mo-16 una mag-padala",
          f"Lulu exchange rate board: PHP 15.{digits(2)} / INR 22.{digits(2)}")
    r.add("vital_signs",
          f"BP {secrets.randbelow(40) + 80}/{secrets.randbelow(30) + 40}, MAP {secrets.randbelow(20) + 55}, HR {secrets.randbelow(50) + 90}, RR {secrets.randbelow(12) + 18}, SpO2 {secrets.randbelow(8) + 90}% on 6L, T 38.{digits(1)}",
          f"0400 vitals: {secrets.randbelow(50) + 90}/{secrets.randbelow(30) + 50}, {secrets.randbelow(40) + 70}, {secrets.randbelow(8) + 14}, {secrets.randbelow(5) + 95}%, afebrile",
          f"GCS E{secrets.randbelow(4) + 1}V{pick('T', '1', '2')}M{secrets.randbelow(6) + 1}, pupils 3 mm reactive")
    r.add("vent_settings",
          f"Vent: SIMV PC {secrets.randbelow(10) + 12} / PEEP {pick(5, 8, 10)} / FiO2 0.{secrets.randbelow(50) + 30} / RR {secrets.randbelow(10) + 12}, Vt ~{secrets.randbelow(150) + 350}",
          f"Weaning: PS {pick(8, 10, 12)}/PEEP 5, RSBI {secrets.randbelow(60) + 40}",
          f"HFNC 50 L/min FiO2 {secrets.randbelow(40) + 40}%, ROX index {secrets.randbelow(60) / 10 + 3:.1f}")
    r.add("sliding_scale",
          "RBS 10-14: 2 units Actrapid; 14.1-18: 4 units; 18.1-22: 6 units; >22 call doctor",
          f"Insulin infusion 50 units/50 ml NS @ {secrets.randbelow(6) + 1} ml/hr, CBG hourly")
    r.add("emergency_codes",
          f"Code Blue dial {pick('4444', '2222', '7777')} from any phone; Rapid Response {pick('5555', '3333')}; Code Red fire {pick('6666', '8888')}",
          f"Hospital codes: Code Pink (infant abduction) ext {digits(4, lead=True)}, Code Grey (violent) ext {digits(4, lead=True)}")
    r.add("cpd_course",
          f"CPD points so far: {secrets.randbelow(30) + 10}.5 hrs; course ID CME-{digits(6)}",
          f"ACLS renewal booked, batch {rnd(UPPER, 2)}{digits(4)}, room {digits(3, lead=True)}, 8am-5pm")
    r.add("order_number",
          f"Shopee order ID {digits(6)}{rnd(UPPER + DIGITS, 8)} - school shoes ni Jhun",
          f"Noon order N{digits(11)}A, delivery Thursday",
          f"Amazon.ae order {digits(3)}-{digits(7)}-{digits(7)} (air fryer)")
    r.add("school_fees_receipt",
          f"Official receipt OR No. {digits(7)}, tuition 2nd quarter PHP {amount(8000, 20000)}",
          f"Enrollment ref {digits(4)}-{digits(5)} for Grade {secrets.randbelow(6) + 1}, Kyla Abellana",
          f"School paid thru BDO bills payment, confirmation {rnd(UPPER + DIGITS, 12)}")
    r.add("narcotic_count",
          f"Narcotic count 0700\nmorphine 10 mg x {secrets.randbelow(20) + 5}\nfentanyl 100 mcg x {secrets.randbelow(15) + 3}\nmidazolam 5 mg x {secrets.randbelow(30) + 5}\nmatched with Omnicell, signed",
          f"Pyxis discrepancy resolved: 1 amp wasted, witness RN {digits(5)}, report #{digits(6)}",
          f"Omnicell drawer {secrets.randbelow(8) + 1}-{secrets.randbelow(20) + 1} empty na ang KCl, na-refill sa pharmacy 1530")
    r.add("locker_number",
          f"Locker no. {digits(3, lead=True)}, 2nd row near the shower",
          f"Bag-ong locker nako kay #{digits(3, lead=True)} kay nag-leak ang tubig sa karaan")
    r.add("vaccine_lot",
          f"Flu vaccine lot {rnd(UPPER + DIGITS, 7)}, exp 0{secrets.randbelow(9) + 1}/2026, left deltoid",
          f"Hep B booster given, lot {rnd(UPPER, 2)}{digits(5)}, next dose none",
          f"Kids' vaccine card: MMR lot {rnd(UPPER + DIGITS, 6)}, Penta lot {rnd(UPPER + DIGITS, 8)}")
    r.add("pharmacy_rx",
          f"Aster pharmacy Rx no. {digits(9)}, refill in 30 days (Ma's amlodipine)",
          f"Prescription ref {rnd(UPPER, 3)}-{digits(6)} - metformin 500 ni Tatay, 90 tabs")
    r.add("salary",
          f"Basic AED {amount(6000, 9000)} + housing {amount(1500, 3000)} + transport {amount(500, 1000)}; OT {secrets.randbelow(30)} hrs",
          f"Payslip {pick('Jan', 'Feb', 'Mar', 'Apr')}: net AED {amount(8000, 13000)}.{digits(2)}, deductions {amount(100, 600)}")
    r.add("pin_word",
          "Gi-pin na nako sa GC ang schedule sa fiesta, basaha lang.",
          f"Dropped pin: 10.{digits(4)}, 123.{digits(4)} (balay ni Tita Nene)",
          f"Pinned location for the flat: 25.{digits(4)} N, 55.{digits(4)} E - send to the Careem driver")
    r.add("password_changed",
          "Nag-reset na ko ng password sa BDO, ok na, gamit ko na yung bago. Di ko na isusulat dito.",
          "Changed FB password today after the weird login from another country. New one is in my head only.",
          "Ma, gi-ilisan na nako ang password sa wifi. Ako na lang i-type inig uli nako.")
    r.add("bible_verse",
          "Jeremiah 29:11 / Psalm 91:1-2 / Isaiah 41:10 - for the hard nights",
          f"Novena day {secrets.randbelow(9) + 1} of 9, Sto. Nino, 6:30 PM sa Messenger live")
    r.add("otp_warning",
          "Ma, kung may mag-text ng 6-digit code at hihingin ng tumawag, wag mo ibigay ha. Scam yan.",
          "Reminder for Nanay: the bank will NEVER ask for the OTP. Ibaba dayon ang tawag.",
          "Inday, ayaw i-forward ang code gikan sa GCash bisan kinsa pa ang mangayo, bisan ako.")
    r.add("door_code_changed",
          "Building code changed again; ask the haris at the lobby, he gives it in person only.",
          "Bag-o na ang code sa gate, inshallah i-text ko ni Cha inig uli nako.")
    r.add("mac_address",
          f"IT asked for my phone's Wi-Fi MAC for the staff network registration: {mac(':', True)}",
          f"Laptop MAC {mac('-', True)} - registered with IT ticket #{digits(6)}")
    r.add("hotel_booking",
          f"Booking.com confirmation no. {digits(10)} - Mandaue Bay Hotel, 2 nights",
          f"Agoda booking ID {digits(9)}, check-in 2 PM, for Nanay's checkup in Cebu City")
    r.add("kptn",
          f"M Lhuillier KPTN {rnd(UPPER, 4)}{digits(12)} - AED 800 for Tatay's medicine",
          f"Cebuana control no. {digits(4)}-{digits(4)}-{digits(4)}, receiver: Rosita Abellana")
    r.add("gcash_number",
          f"Send to GCash {ph_mobile(True)} (Rose A.) - pang-enroll",
          f"GCash ni Dodong: {ph_mobile()}, Maya ni Ma: {ph_mobile()}")
    r.add("grocery_list",
          f"Lulu list: rice 5kg AED {secrets.randbelow(10) + 20}, eggs 30s, Lucky Me x{secrets.randbelow(10) + 5}, sardinas, toyo, suka - total approx AED {secrets.randbelow(80) + 100}",
          f"Pasalubong: Toblerone x{secrets.randbelow(10) + 5}, dates 2 kg, Nivea x3, perfume for Ma (AED {secrets.randbelow(100) + 80})")
    r.add("fluid_balance",
          f"I/O 24h: intake {(i := 1800 + secrets.randbelow(1700)):,} ml / output {(o := i - secrets.randbelow(900)):,} ml, balance +{i - o}",
          f"UO {secrets.randbelow(40) + 15} ml/hr x 3 hrs, CRRT removal {secrets.randbelow(100) + 50} ml/hr")
    r.add("locked_account",
          f"GCash locked after 3 wrong MPIN tries. Ticket no. {digits(8)}, wait 24 hrs daw.",
          f"ENBD blocked my card - complaint ref {rnd(UPPER, 3)}{digits(9)}. Call the branch if no update by Sunday.")
    return r


def main() -> None:
    write_corpora("make_heldout38.py", [
        ("heldout38_credentials.yaml", credentials(), "batch 38 (Filipino ICU nurse in Dubai supporting family in Cebu), written blind; every value synthetic"),
        ("heldout38_lookalikes.yaml", lookalikes(), "batch 38 look-alikes: remittance, banking, travel, parcel, ICU numbers and family-life notes, written blind"),
    ])


if __name__ == "__main__":
    main()
