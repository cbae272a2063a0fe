# ruff: noqa: E501
"""Writes heldout310_credentials.yaml and heldout310_lookalikes.yaml: held-out batch 310.

Persona: a midwife and mother of three in Nairobi who writes her notes in Kenyan English
mixed with Swahili and Sheng. She keeps her M-Pesa PIN and the clinic's Lipa na M-Pesa till
operator PIN, her Equity and KCB mobile banking passwords, the eCitizen and KRA iTax logins,
the SHA (formerly NHIF) portal password, the clinic's EMR login, the Safaricom home fibre
router and Wi-Fi, the kids' school portal, her Gmail and its backup codes; and next to them
many things that only look secret: M-Pesa transaction codes, till and paybill numbers, KRA
PINs, masked ID numbers, NHIF/SHA numbers, admission numbers, phone numbers, receipts, KPLC
meter numbers and tokens she already loaded.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    URLSAFE,
    Rows,
    app_password,
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

SW_WORDS = ["Simba", "Baraka", "Nyumba", "Mvua", "Tembo", "Kahawa", "Jua", "Amani", "Twiga", "Pendo", "Neema", "Chai", "Mama", "Zawadi", "Upendo"]
KIDS = ["Wanjiru", "Baraka", "Imani"]


def pin(n: int = 4) -> str:
    return digits(n)


def sw_pw() -> str:
    """A password this persona would choose, or one a manager made for her."""
    return pick(
        f"{pick(*SW_WORDS)}{pick(*KIDS)}{digits(pick(2, 4))}{pick('!', '@', '#', '*', '')}",
        f"{pick(*SW_WORDS).lower()}{pick('_', '.', '@', '')}{digits(4)}{pick(*SW_WORDS)}",
        f"{pick(*KIDS)}@{pick('2009', '2012', '2016', '2019')}{rnd(UPPER + DIGITS, 3)}",
        pw(),
        rnd(ALNUM, 12),
        rnd(ALNUM + "!@#$%&", 14),
    )


def phone() -> str:
    return pick("07", "01") + pick("1", "2", "0", "9") + digits(7)


def intl_phone() -> str:
    return "+254 7" + pick("1", "2", "0", "9") + digits(1) + " " + digits(3) + " " + digits(3)


def national_id() -> str:
    return digits(8, lead=True)


def kra_pin() -> str:
    return pick("A", "P") + "0" + digits(8) + secrets.choice(UPPER)


def mpesa_code() -> str:
    return pick("Q", "R", "S", "T") + rnd(UPPER + DIGITS, 9)


def ksh() -> str:
    return f"{secrets.randbelow(9000) + 50:,}"


def google_backup_codes(n: int = 10) -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(n))


def totp_seed() -> str:
    return groups(rnd(BASE32, 32).lower(), 4)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "mpesa_pin",
        f"M-Pesa PIN mpya: {pin()} (nilibadilisha after the phone was snatched tao)",
        f"nikumbushe pin ya mpesa ni {pin()}, nimesahau mara mbili this month",
        f"mpesa {pin()} / same pin for fuliza na mshwari",
        f"Remember: M-PESA PIN = {pin()}. Usimwambie mtu hata msee wa customer care",
        f"my pin for the mpesa app and *334# is {pin()} - changed it on saturday",
        f"Line ya pili ({phone()}) mpesa pin ni {pin()}, ya kwanza ni {pin()}",
    )
    r.add(
        "lipa_na_mpesa_operator_pin",
        f"Clinic till operator PIN (M-Pesa for Business app): {pin()}. Operator ID 00{secrets.randbelow(9) + 1}",
        f"Lipa na M-Pesa - till ya clinic\nbusiness admin username: {pick('maternity', 'clinicadmin', 'mw_admin')}{digits(2)}\nadmin PIN {pin()}\noperator PIN {pin()}",
        f"new operator pin for the till {pin()} - Sister said only me na Mercy tuijue",
        f"M-PESA business start key / till PIN: {pin(6)}",
        f"till operator login: op {digits(3)} pin {pin()} (nilireset kwa shop ya Safaricom)",
    )
    r.add(
        "equity_mobile_banking_password",
        f"Equity Mobile app\nusername: {pick('njeri', 'wnjeri', 'mamabaraka')}{digits(3)}\npassword: {sw_pw()}",
        f"equity app password {sw_pw()} - ile ya zamani ililockiwa",
        f"Equitel/Equity pin {pin()} na online banking pasword {sw_pw()}",
        f"Equity: {sw_pw()}  (secret question: mother's maiden name -> {pick('Wambui', 'Akinyi', 'Chebet', 'Nafula')})",
        f"Eazzy banking password imebadilika: {sw_pw()}",
    )
    r.add(
        "kcb_mobile_banking_password",
        f"KCB App PIN {pin()}",
        f"kcb mobi bankin password: {sw_pw()} (typo on purpose, usiwe na wasiwasi)",
        f"KCB internet banking\nuser id {digits(8, lead=True)}\npassword {sw_pw()}\ntransaction pin {pin()}",
        f"KCB M-Pesa loan account pass ni {sw_pw()}",
        f"kcb {sw_pw()}",
    )
    r.add(
        "ecitizen_login",
        f"eCitizen: ID {national_id()} / password {sw_pw()}",
        f"ecitizen pasword imebadilishwa kuwa {sw_pw()} - for the passport ya {pick(*KIDS)}",
        f"eCitizen login - email {pick('njeri', 'wanjiku', 'mamaimani')}.{digits(2)}@mail.example, pass {sw_pw()}",
        f"Nikumbushe ecitizen password: {sw_pw()}   (OTP inakuja kwa {phone()})",
        f"good conduct application, eCitizen acc pw = {sw_pw()}",
    )
    r.add(
        "kra_itax_password",
        f"iTax login: PIN {kra_pin()} password {sw_pw()}",
        f"KRA iTax password {sw_pw()} - file returns before 30th June!!",
        f"itax: {kra_pin()} / {sw_pw()} / security stamp answer: {pick('Kisumu', 'Nyeri', 'Machakos', 'Eldoret')}{digits(2)}",
        f"KRA pasword ya itax ni {sw_pw()}, ya bwana ni {sw_pw()}",
        f"itax pw reset today -> {sw_pw()}",
    )
    r.add(
        "sha_portal_password",
        f"SHA portal (zamani NHIF) password: {sw_pw()}",
        f"NHIF/SHA self-service login\nID: {national_id()}\nPassword: {sw_pw()}",
        f"sha pass {sw_pw()} - nimeregister watoto wote watatu",
        f"Social Health Authority account, pw {sw_pw()}, PIN ya *147# ni {pin()}",
        f"nhif portal: {sw_pw()}",
    )
    r.add(
        "clinic_emr_login",
        f"EMR (https://emr.clinic.internal) user: {pick('wnjeri', 'njeri.w', 'mw_njeri')} pass: {sw_pw()}",
        f"Clinic EMR password for night shift tablet: {sw_pw()}",
        f"KenyaEMR login maternity: username {pick('midwife', 'mat')}{digits(2)} / password {sw_pw()}",
        f"emr pw changed again (every 60 days smh): {sw_pw()}",
        f"Labour ward EMR - shared account 'labourward' password {sw_pw()} (IT walisema tusitumie but...)",
        f"EMR database backup user for the clinic server: postgresql://emr_backup:{rnd(ALNUM, 16)}@db.clinic.internal:5432/kenyaemr",
    )
    r.add(
        "home_fibre_router_admin_password",
        f"Safaricom fibre router (Huawei) 192.168.100.1\nuser: telecomadmin\npass: {rnd(ALNUM, 12)}",
        f"router admin password ya keja: {sw_pw()}",
        f"ZTE router login http://192.168.1.1 admin / {rnd(ALNUM, 10)} - nilibadilisha default",
        f"Home fibre ONT: admin pw {rnd(ALNUM + '@#', 12)}. Account no. for Safaricom Home ni kwa bill",
        f"router ya nyumba admin:{sw_pw()}",
    )
    r.add(
        "home_wifi_password",
        f"WiFi ya nyumba: SSID {pick('Njeri_Home', 'Safaricom_Home_5G', 'KejaYetu')} password {rnd(ALNUM, 10)}",
        f"wifi pass for visitors - {pick(*SW_WORDS).lower()}{digits(4)}",
        f"Guest wifi 'Wageni' key: {rnd(LOWER + DIGITS, 12)}",
        f"kids' wifi (nimeweka time limit) password {pick(*KIDS)}{digits(3)}",
        f"WIFI: {pick('Nyumbani', 'Mama_Three')}_5G / {rnd(ALNUM, 12)}",
        f"WIFI:T:WPA;S:{pick('KejaYetu', 'Njeri_Home')};P:{rnd(ALNUM, 12)};;",
    )
    r.add(
        "school_portal_login",
        f"{pick(*KIDS)} school portal: adm no. {digits(4)} password {sw_pw()}",
        f"Zeraki parent login: {phone()} / {rnd(ALNUM, 8)}",
        f"School portal (portal.stjude-academy.example)\nparent user: {pick('njeri', 'wnjeri')}{digits(2)}\npass: {sw_pw()}",
        f"results portal ya form 2 - username ni adm no, password {rnd(LOWER + DIGITS, 8)}",
        f"mtoto wa mwisho ECD app password {sw_pw()}",
    )
    r.add(
        "gmail_password",
        f"Gmail password: {sw_pw()}",
        f"gmail mpya - {pick('njeri', 'nurse')}.{pick('mw', 'mama')}{digits(2)} pass {sw_pw()}",
        f"my google account pasword imebadilika to {sw_pw()} (old one leaked per the email)",
        f"email pw {sw_pw()}  -- same for youtube na play store",
        f"google: {sw_pw()}",
    )
    r.add(
        "gmail_backup_codes",
        f"Gmail backup codes (each one works once):\n{google_backup_codes()}",
        f"google backup codes - tumia moja moja\n{google_backup_codes(5)}",
        f"backup verification codes for my google account: {digits(4)} {digits(4)}, {digits(4)} {digits(4)}, {digits(4)} {digits(4)}",
        f"BACKUP VERIFICATION CODES\n{google_backup_codes(8)}\n(keep these somewhere safe)",
        f"gmail recovery code nimeandika hapa pia: {digits(8)}",
    )
    r.add(
        "gmail_app_password",
        f"app password ya Outlook kwa laptop: {app_password()}",
        f"Gmail app password for the clinic printer scan-to-email: {app_password()}",
        f"app pw (mail on old phone) {app_password().replace(' ', '')}",
        f"Google app password 'Thunderbird' = {app_password()}",
    )
    r.add(
        "atm_card_pin",
        f"Equity ATM card pin {pin()}",
        f"KCB debit card PIN: {pin()} (card ends {digits(4)})",
        f"atm pin ya mtoto's school card {pin()}",
        f"visa card PIN {pin()} - usiandike kwa wallet!",
        f"ATM: equity {pin()} / kcb {pin()}",
    )
    r.add(
        "sim_puk_code",
        f"PUK ya line ya Safaricom: {digits(8)}",
        f"if the sim locks - PUK {digits(8)}, PIN 2 {pin()}",
        f"Airtel line PUK code {digits(8)}",
        f"PUK1 {digits(8)} PUK2 {digits(8)} (from the sim card holder)",
    )
    r.add(
        "phone_unlock_pin",
        f"simu ya kazi unlock pin {pin(6)}",
        f"Phone passcode: {pin(6)}. The tablet ni {pin()}",
        f"kids know the tablet pin ({pin()}) so I changed mine to {pin(6)}",
        f"Samsung unlock pattern backup PIN {pin(pick(4, 6))}",
        f"screen lock simu mpya {pin(6)}",
    )
    r.add(
        "whatsapp_two_step_pin",
        f"WhatsApp two-step verification PIN: {pin(6)}",
        f"whatsapp 2-step pin {pin(6)} - clinic group admin account",
        f"WA pin {pin(6)} (inauliza kila wiki)",
        f"WhatsApp Business ya clinic - two step PIN {pin(6)}",
    )
    r.add(
        "nck_portal_password",
        f"Nursing Council (NCK) portal - licence renewal\nuser {digits(6)}\npass {sw_pw()}",
        f"NCK online password {sw_pw()}",
        f"nck portal pw: {sw_pw()} - renew before december",
        f"Nursing council CPD portal login: {pick('njeri', 'wnjeri')}{digits(3)} / {sw_pw()}",
    )
    r.add(
        "sacco_portal_password",
        f"Sacco mobile app pin {pin()} and portal password {sw_pw()}",
        f"Stima-type sacco online: member no {digits(6)} pass {sw_pw()}",
        f"sacco pw {sw_pw()}",
        f"Chama treasurer login ya sacco: {sw_pw()}",
    )
    r.add(
        "chama_account_password",
        f"Chama ya {pick('Jumamosi', 'Wamama', 'Umoja')} - group M-Pesa account PIN {pin()}",
        f"Chama bank app (signatory 2) password: {sw_pw()}",
        f"chama whatsapp group admin phone pin {pin(6)}, bank pass {sw_pw()}",
        f"Chama ledger google sheet - shared login treasurer / {sw_pw()}",
    )
    r.add(
        "dda_cabinet_combination",
        f"DDA cupboard (pethidine na morphine) combination: {digits(2)}-{digits(2)}-{digits(2)}",
        f"maternity drug safe code {digits(6)}# - changed by matron on monday",
        f"narcotics cabinet code ya night shift ni {digits(4)}",
        f"Theatre store keypad: {digits(5)}",
    )
    r.add(
        "estate_gate_code",
        f"Gate code ya estate: *{digits(4)}#",
        f"new gate code {digits(4)} (caretaker alibadilisha)",
        f"Apartment main door keypad {digits(6)} - give only to Mama Mboga on Fridays",
        f"Staff quarters gate pin {digits(4)}",
    )
    r.add(
        "daraja_api_credentials",
        f"Daraja (M-Pesa API) for clinic STK push\nConsumer Key: {rnd(ALNUM, 48)}\nConsumer Secret: {rnd(ALNUM, 64)}",
        f"Lipa na M-Pesa Online passkey ya till: {hexs(64)}",
        f"MPESA_CONSUMER_KEY={rnd(ALNUM, 48)}\nMPESA_CONSUMER_SECRET={rnd(ALNUM, 64)}\nMPESA_PASSKEY={hexs(64)}\nMPESA_SHORTCODE={digits(6, lead=True)}",
        f"developer (Kevo) aliniambia niweke hii: consumer secret {rnd(ALNUM, 64)}",
        f"daraja initiator password for B2C refunds: {sw_pw()}",
    )
    r.add(
        "sms_gateway_api_key",
        f"Africa's Talking API key for clinic appointment reminders: atsk_{hexs(64)}",
        f"AT_USERNAME=clinicsms\nAT_API_KEY=atsk_{hexs(64)}",
        f"sms api key (bulk SMS for ANC reminders) {rnd(ALNUM, 40)}",
        f"apiKey: atsk_{hexs(64)}  <- usipost kwa group",
    )
    r.add(
        "laptop_password",
        f"Laptop ya kazi Windows password: {sw_pw()}",
        f"home laptop login {sw_pw()} - kids account ni {pick(*KIDS)}{digits(2)}",
        f"BitLocker pin for the clinic laptop {digits(6)}",
        f"pc ya reception: user reception / {sw_pw()}",
    )
    r.add(
        "social_media_password",
        f"Instagram ya 'Mama Njeri Midwife' page: {sw_pw()}",
        f"facebook password {sw_pw()}",
        f"TikTok (birth education videos) login - {phone()} / {sw_pw()}",
        f"IG pass {sw_pw()} & FB pass {sw_pw()}",
    )
    r.add(
        "nssf_portal_password",
        f"NSSF self service: {national_id()} / {sw_pw()}",
        f"nssf online pwd {sw_pw()}",
        f"NSSF portal password ilikuwa {sw_pw()}, sasa ni {sw_pw()}",
        f"nssf employer login (clinic) pw {sw_pw()}",
    )
    r.add(
        "authenticator_setup_key",
        f"Google Authenticator setup key ya gmail (in case simu ipotee): {totp_seed()}",
        f"2FA secret for the EMR admin: {rnd(BASE32, 32)}",
        f"otpauth://totp/ClinicEMR:wnjeri?secret={rnd(BASE32, 32)}&issuer=ClinicEMR",
        f"authenticator key iTax? no - for KCB: {totp_seed()}",
    )
    r.add(
        "kplc_app_password",
        f"MyPower / KPLC self-service login {phone()} pass {sw_pw()}",
        f"kplc portal password: {sw_pw()}",
        f"Kenya Power app pw {sw_pw()} (for the postpaid bill ya shamba)",
    )
    r.add(
        "streaming_password",
        f"Showmax: {pick('njeri', 'wnjeri')}{digits(2)}@mail.example / {sw_pw()}",
        f"DStv app password {sw_pw()} - watoto wasijue!",
        f"netflix pw {sw_pw()}",
        f"YouTube Premium family - same as gmail? NO, it's {sw_pw()}",
    )
    r.add(
        "cme_portal_login",
        f"CME webinar portal (KOGS) login: {pick('njeri', 'wnjeri')}.{digits(2)} / {sw_pw()}",
        f"Zoom for the midwives association: email + password {sw_pw()}",
        f"moodle ya refresher course ya EmONC - pass {sw_pw()}",
        f"cpd points site pwd {sw_pw()}",
    )
    r.add(
        "password_list_dump",
        f"PASSWORDS (usipoteze hii)\nmpesa - {pin()}\nequity - {sw_pw()}\nkcb - {sw_pw()}\ngmail - {sw_pw()}\nwifi - {rnd(ALNUM, 10)}",
        f"| service | password |\n|---|---|\n| eCitizen | {sw_pw()} |\n| iTax | {sw_pw()} |\n| SHA | {sw_pw()} |\n| EMR | {sw_pw()} |",
        f"passwords za nyumbani: router {rnd(ALNUM, 10)}, wifi {rnd(ALNUM, 10)}, dstv {sw_pw()}, school {sw_pw()}",
        f"kazi: EMR {sw_pw()} ; till op PIN {pin()} ; DDA code {digits(4)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "mpesa_transaction_code",
        f"{mpesa_code()} Confirmed. Ksh{ksh()}.00 paid to MAMA MBOGA STORES. New M-PESA balance is Ksh{ksh()}.00. Transaction cost, Ksh0.00.",
        f"school fees paid - mpesa code {mpesa_code()}, keep for the bursar",
        f"rent ya {pick('March', 'April', 'May')} -> {mpesa_code()} (send screenshot to landlord)",
        f"Mpesa ref {mpesa_code()} for the SHA contribution",
        f"Reversal request: wrong number, code {mpesa_code()}, Ksh {ksh()}",
        f"chama contributions this month: {mpesa_code()}, {mpesa_code()}, {mpesa_code()}",
    )
    r.add(
        "till_number",
        f"Clinic Lipa na M-Pesa till number: {digits(7, lead=True)}",
        f"Buy goods till ya chemist ya Kahawa: {digits(6, lead=True)}",
        f"mama mboga till {digits(6, lead=True)}, butcher till {digits(7, lead=True)}",
        f"Our till no. for patients to pay: {digits(7, lead=True)} (print it on the reception board)",
        f"till {digits(6, lead=True)} = gas refill guy",
    )
    r.add(
        "paybill_account_number",
        f"School fees paybill {digits(6, lead=True)}, account: adm no {digits(4)}",
        f"KPLC paybill 888880, account ni meter number {digits(11, lead=True)}",
        f"Nairobi Water paybill {digits(6, lead=True)} acc {digits(7)}",
        f"SHA contributions paybill {digits(6, lead=True)} account = ID number",
        f"Safaricom Home fibre paybill 150501, acc {digits(8, lead=True)}",
    )
    r.add(
        "kra_pin",
        f"My KRA PIN: {kra_pin()} (needed for the tender form and the SACCO loan)",
        f"clinic KRA PIN {pick('P05', 'P06')}{digits(7)}{secrets.choice(UPPER)} - put it on invoices",
        f"bwana's kra pin {kra_pin()}",
        f"KRA PIN ya landlord (for rent receipts/withholding): {kra_pin()}",
        f"supplier of gloves - PIN {pick('P05', 'P06')}{digits(7)}{secrets.choice(UPPER)}",
    )
    r.add(
        "masked_id_number",
        f"ID no. {digits(2, lead=True)}****{digits(2)} (full one iko kwa kitambulisho)",
        f"ID ending {digits(3)} used for the SHA registration",
        f"National ID: XXXX{digits(4)} - ya bwana",
        f"kitambulisho ya {pick(*KIDS)} (birth cert no. ends {digits(4)})",
        f"form ya bank inataka ID - wrote {digits(1, lead=True)}******{digits(1)} on the copy",
    )
    r.add(
        "nhif_sha_number",
        f"NHIF number {digits(8, lead=True)} (old) - SHA imetumia ID number sasa",
        f"SHA member no. CR{digits(11, lead=True)}-{digits(1)}",
        f"kids' NHIF dependants under my no. {digits(8, lead=True)}",
        f"SHA beneficiary id for {pick(*KIDS)}: {digits(10, lead=True)}",
        f"NHIF card no {digits(7, lead=True)}, employer code {digits(6)}",
    )
    r.add(
        "school_admission_number",
        f"{pick(*KIDS)} adm no. {digits(4, lead=True)}",
        f"Admission numbers: {KIDS[0]} {pick('2019', '2020')}/{digits(4)}, {KIDS[1]} {pick('2021', '2022')}/{digits(4)}, {KIDS[2]} ECD/{digits(3)}",
        f"NEMIS UPI ya {pick(*KIDS)}: {rnd(UPPER + DIGITS, 6)}",
        f"KCPE/KJSEA index number {digits(11, lead=True)}",
        f"school bus card no. {digits(5)}",
    )
    r.add(
        "phone_number",
        f"Matron's number {phone()}",
        f"Ambulance (clinic) {intl_phone()}",
        f"mama mboga {phone()}, fundi wa maji {phone()}",
        f"Teacher {pick(*KIDS)}'s class: {intl_phone()}",
        f"Safaricom customer care 100 / 200; Home fibre support 0{digits(9, lead=True)}",
    )
    r.add(
        "kplc_used_token",
        f"KPLC token already loaded {pick('yesterday', 'leo asubuhi', 'on sunday')}: {groups(digits(20), 4, '-')} ({secrets.randbelow(60) + 10}.{digits(1)} kWh)",
        f"Token ya stima (imeingia tayari) {groups(digits(20), 4)}",
        f"Accepted: token {groups(digits(20), 4, '-')} units {secrets.randbelow(80) + 5}.{digits(2)} - meter {digits(11, lead=True)}",
        f"used tokens march: {groups(digits(20), 4)} / {groups(digits(20), 4)} (both loaded)",
        f"Mtr:{digits(11, lead=True)} Token:{groups(digits(20), 4, '-')} Date:{pick('12', '05', '21')}/0{secrets.randbelow(9) + 1}/2025 Units:{secrets.randbelow(90) + 5}.{digits(1)} Amt:{ksh()} - LOADED",
    )
    r.add(
        "kplc_meter_number",
        f"Meter number ya keja: {digits(11, lead=True)}",
        f"KPLC prepaid meter {pick('14', '37', '54')}{digits(9)} (shamba)",
        f"stima meter no. {digits(11, lead=True)} - account in landlord's name",
        f"Nairobi Water meter serial {rnd(UPPER + DIGITS, 10)}",
        f"meter {digits(11, lead=True)} for the clinic backup line",
    )
    r.add(
        "receipt_number",
        f"eCitizen receipt no. {rnd(UPPER, 3)}{digits(7)} - passport application",
        f"KRA payment registration number (PRN) {digits(13, lead=True)}",
        f"Naivas receipt {digits(3)}-{digits(6)} for the clinic supplies refund",
        f"Pharmacy invoice INV-{digits(6)} paid",
        f"SHA receipt ref {rnd(UPPER + DIGITS, 12)}",
    )
    r.add(
        "bank_account_number",
        f"Equity account (for patients to deposit): {digits(13, lead=True)}",
        f"KCB a/c {digits(10, lead=True)} branch {pick('Kencom', 'Moi Avenue', 'Kasarani')}",
        f"school fees bank: Equity acc {digits(13, lead=True)}, Co-op acc {digits(14, lead=True)}",
        f"Chama account no. {digits(10, lead=True)} - SWIFT {pick('EQBLKENA', 'KCBLKENX')}",
        f"masked acc on statement: ******{digits(4)}",
    )
    r.add(
        "masked_card_number",
        f"Equity visa debit **** **** **** {digits(4)} - exp {pick('08', '11', '03')}/{pick('27', '28')}",
        f"card ending {digits(4)} was declined at Carrefour",
        f"KCB card {luhn('4')[:6]}******{digits(4)} (replacement ordered)",
        f"Virtual card xxxx-{digits(4)} for netflix",
        f"blocked the old card ...{digits(4)}",
    )
    r.add(
        "password_rotation_reminder",
        "EMR password inaexpire every 60 days - next change end of month",
        "Change the Wi-Fi password after the plumber leaves (he asked for it)",
        "remember to update the mpesa PIN - Baraka ameiona",
        "iTax password expired, reset kwa email. do it kesho",
        "Gmail said there was a new sign-in from Mombasa - change password ASAP and check devices",
    )
    r.add(
        "password_policy",
        "EMR password rules: at least 8 characters, one capital, one number, one symbol, no repeating last 5",
        "M-Pesa PIN must be 4 digits, not your year of birth, not 1234",
        "iTax: password 8-20 chars; account locks after 3 wrong tries for 30 min",
        "eCitizen requires 2FA via SMS now, OTP ni 6 digits, valid 5 minutes",
        "Clinic IT: never share the till operator PIN on WhatsApp, they will never ask for it",
    )
    r.add(
        "password_location_reference",
        "PIN za bank ziko kwa kitabu ya blue, drawer ya juu kwa wardrobe",
        "Gmail backup codes printed - in the envelope kwa safe ya nyumba",
        "M-Pesa statement PDF password = my ID number (don't write it here)",
        "Router admin password iko kwa sticker chini ya router (Safaricom walichange)",
        "EMR password ni kwa password manager app - Bitwarden, master password iko kichwani",
        "DDA combination: ask matron, iko kwa sealed envelope in her office",
    )
    r.add(
        "password_hint_no_value",
        "KCB app password: the one with Imani's birth year and a symbol at the end",
        "eCitizen pw ni ile ya zamani ya Gmail plus exclamation",
        "wifi password = same as last year but capital letters",
        "Equity password ina characters 10, starts with capital, hint: first pet",
        "SHA portal password is the long one I use for government stuff",
    )
    r.add(
        "router_info_no_password",
        f"Safaricom fibre router model HG8145V5, serial {rnd(UPPER + DIGITS, 16)}, MAC {mac(':', True)}",
        f"router IP 192.168.100.1, DHCP range .2 - .254, channel {pick('1', '6', '11')}",
        f"Wi-Fi names: {pick('Njeri_Home', 'KejaYetu')} (2.4GHz) and {pick('Njeri_Home_5G', 'KejaYetu_5G')} (5GHz) - WPA2, WPS off",
        f"kids' tablet MAC {mac()} blocked after 9pm on the router",
        f"Safaricom Home account no. {digits(8, lead=True)}, package 30 Mbps, bill date 5th",
    )
    r.add(
        "ecitizen_application_reference",
        f"Passport application ref {rnd(UPPER, 3)}{digits(6)} - collect at Nyayo House",
        f"Good conduct ref: {rnd(UPPER + DIGITS, 10)}",
        f"birth certificate application for {pick(*KIDS)}: invoice {rnd(UPPER, 7)}",
        f"eCitizen invoice {rnd(UPPER, 7)} paid via mpesa {mpesa_code()}",
        f"smart DL booking no. {rnd(UPPER + DIGITS, 8)}",
    )
    r.add(
        "itax_acknowledgement_number",
        f"iTax return acknowledgement receipt KRA{digits(15, lead=True)}",
        f"nil return filed - ack no. KRA{digits(15, lead=True)}",
        f"Tax compliance certificate no. KRA{digits(12, lead=True)}, expires {pick('Jan', 'Jun')} 2026",
        f"PAYE P9 from the clinic - employer PIN {pick('P05', 'P06')}{digits(7)}{secrets.choice(UPPER)}",
    )
    r.add(
        "facility_and_licence_number",
        f"Clinic MFL code {digits(5, lead=True)}",
        f"My NCK licence no. {digits(5, lead=True)}, reg. no. RM{digits(5)} - renew December",
        f"KMPDC facility licence {rnd(UPPER, 3)}/{digits(4)}/{digits(2)}",
        f"Practising licence serial {digits(7, lead=True)} (copy on the wall)",
        f"SHA facility code FID-{digits(2)}-{digits(6)}-{digits(1)}",
    )
    r.add(
        "medicine_batch_number",
        f"Oxytocin 10IU lot {rnd(UPPER + DIGITS, 7)} exp {pick('03', '09', '12')}/2026",
        f"BCG vaccine batch {rnd(UPPER + DIGITS, 6)} - cold chain ok",
        f"MgSO4 batch no. {rnd(UPPER, 2)}{digits(5)}, received {secrets.randbelow(40) + 10} vials",
        f"recall notice: ceftriaxone batch {rnd(UPPER + DIGITS, 8)} - remove from shelf",
        f"OPV lot {rnd(UPPER + DIGITS, 9)} / diluent lot {rnd(UPPER + DIGITS, 9)}",
    )
    r.add(
        "patient_register_reference",
        f"ANC register serial {digits(4)}/{pick('2024', '2025')} - follow up on 14th",
        f"EMR encounter id {uid()}",
        f"Birth notification no. {digits(9, lead=True)} (for the mother to take to registrar)",
        f"Lab request LAB-{digits(6)} - Hb results pending",
        f"Referral form no. REF/{digits(3)}/{digits(4)} to KNH",
    )
    r.add(
        "parcel_tracking_number",
        f"Posta EMS tracking {rnd(UPPER, 2)}{digits(9)}KE",
        f"G4S courier waybill {digits(10, lead=True)} - uniforms for {pick(*KIDS)}",
        f"Fargo parcel no. {rnd(UPPER, 3)}{digits(8)}",
        f"Jumia order {digits(9, lead=True)} - breast pump",
        f"matatu sacco parcel receipt {digits(6)} from Nyeri",
    )
    r.add(
        "device_imei_serial",
        f"IMEI ya simu (for police abstract): {luhn('35', 15)}",
        f"tablet serial {rnd(UPPER + DIGITS, 11)}",
        f"Safaricom SIM serial (ICCID) 89254{digits(14)}",
        f"laptop service tag {rnd(UPPER + DIGITS, 7)} - warranty till 2026",
        f"clinic doppler serial no. {rnd(UPPER + DIGITS, 10)}",
    )
    r.add(
        "whatsapp_security_code",
        "WhatsApp security code with Matron (verified in person):\n" + "\n".join(" ".join(digits(5) for _ in range(4)) for _ in range(3)),
        "security code changed for the clinic group admin - normal after new phone: " + " ".join(digits(5) for _ in range(12)),
        f"Signal safety number with {pick(*KIDS)}'s teacher: " + " ".join(digits(5) for _ in range(12)),
    )
    r.add(
        "shared_link_with_id",
        f"ANC class slides: https://docs.clinic.example/presentation/d/{rnd(URLSAFE, 44)}/edit",
        f"Google Form for staff rota: https://forms.acme.example/e/{rnd(URLSAFE, 56)}/viewform",
        f"CME webinar Zoom meeting ID {digits(3, lead=True)} {digits(4)} {digits(4)} (passcode will be sent by email)",
        f"school newsletter https://portal.stjude-academy.example/news/{uid()}",
        f"photo of the KRA form: https://files.acme.test/share/{rnd(ALNUM, 22)}",
    )
    r.add(
        "file_checksum",
        f"EMR update file from IT - check SHA-256 is {hexs(64)}",
        f"KenyaEMR backup archive md5 {hexs(32)}",
        f"git commit of the clinic SMS script IT deployed: {hexs(40)[:7]}",
        f"installer checksum (sha1) {rnd(HEX, 40)} - matched",
    )
    r.add(
        "public_or_publishable_key",
        f"Daraja sandbox shortcode 174379 (public test number), our live shortcode is {digits(6, lead=True)}",
        f"clinic website payment widget publishable key pk_live_{rnd(ALNUM, 24)} (IT says it's meant to be public)",
        f"Google Maps embed key restriction: only clinic.example domain - key id {uid()}",
        f"Client ID for the school app sign-in: {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.acme.example",
    )
    r.add(
        "secret_reference_config",
        "Kevo's setup: MPESA_CONSUMER_SECRET comes from ${{ secrets.MPESA_CONSUMER_SECRET }} in the GitHub action",
        "AT_API_KEY=${AT_API_KEY}  # set on the server, not in the repo",
        "EMR db password is in vault at secret/clinic/emr/db - only IT can read",
        "daraja passkey: stored in the .env on the clinic server, ask Kevo",
        f"password: '{'*' * 12}' (masked in the screenshot IT sent)",
    )
    r.add(
        "security_settings_note",
        "Gmail 2-Step Verification: ON, backup phone ni ya bwana, 10 backup codes generated on 3rd",
        "M-Pesa: set daily limit Ksh 50,000; Fuliza limit nimepunguza",
        "KCB app: biometric login enabled, transaction limit 100k",
        "whatsapp two-step verification turned on, email for reset added",
        "router: remote management disabled, firmware updated to V500R022",
    )
    r.add(
        "mpesa_business_info_no_pin",
        f"Till {digits(7, lead=True)} store number {digits(7, lead=True)} - operators: me (001), Mercy (002)",
        "Lipa na M-Pesa settlement goes to Equity every day 5pm; charges 0.55%",
        f"Till statement for {pick('May', 'June', 'July')} downloaded, ref {rnd(UPPER + DIGITS, 10)}",
        "Business app - operator PIN reset needs admin approval + ID photo",
        f"M-Pesa for Business support case no. {digits(8, lead=True)}",
    )
    r.add(
        "otp_message_without_code",
        "Equity: Do not share your OTP with anyone. Equity will never call you for it.",
        "Safaricom: If you did not request a PIN reset, dial 100 immediately.",
        "eCitizen OTP came late again - waited 10 min, try *xxx# next time",
        "KRA sent 'your password has been reset successfully' - that was me, ok",
    )
    return r


def main() -> None:
    write_corpora("make_heldout310.py", [
        ("heldout310_credentials.yaml", credentials(), "Held-out batch 310: credentials a Nairobi midwife and mother keeps (M-Pesa and till PINs, bank apps, eCitizen/iTax/SHA, clinic EMR, router, Gmail codes)"),
        ("heldout310_lookalikes.yaml", lookalikes(), "Held-out batch 310: look-alikes from the same midwife's notes (M-Pesa codes, till/paybill numbers, KRA PINs, masked IDs, used KPLC tokens, references to secrets)"),
    ])


if __name__ == "__main__":
    main()
