# ruff: noqa: E501
"""Writes heldout100_credentials.yaml and heldout100_lookalikes.yaml: held-out batch 100.

Persona: Riana Botha runs a three-person bookkeeping practice in Randburg, Johannesburg, and
keeps her notes in South African English with Afrikaans mixed in. She holds her clients' SARS
eFiling, Xero, Sage and payroll logins, the practice's FNB and Capitec banking passwords and
card PIN, the office alarm, gate and Wi-Fi codes, the VPN to the server, the Microsoft 365
admin password and her phone's SIM PIN and PUK, next to a great many tax references,
registration numbers, invoice numbers and bank details that are safe to keep.

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
    b64,
    b64u_bytes,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    luhn,
    mac,
    phrase,
    pick,
    rnd,
    uid,
    wg_key,
    write_corpora,
)

WORDS = ["Jacaranda", "Hadeda", "Protea", "Biltong", "Rooibos", "Springbok", "Braai", "Vetkoek",
         "Boerewors", "Kudu", "Melville", "Sunnyside", "Lekker", "Bobotie", "Koeksister",
         "Highveld", "Karoo", "Impala", "Marula", "Tokoloshe", "Soetkoekie", "Padkos"]
NAMES = ["Sipho", "Pieter", "Lerato", "Anika", "Thabo", "Marius", "Nomsa", "Kobus", "Zanele", "Riaan"]
PASSWORDS_WORDS = ["kraal", "stoep", "donga", "veld", "bakkie", "robot", "lapa", "braai", "kombi",
                   "spaza", "mielie", "dassie", "jol", "tjop", "koppie", "sosatie", "vygie", "skollie"]
HOST = "bothaboek"


def sapw() -> str:
    """A password the way her clients and she choose them, or a generated one."""
    return pick(
        f"{pick(*WORDS)}{digits(4)}!",
        f"{pick(*WORDS)}@{pick('2023', '2024', '2025')}",
        f"{pick(*NAMES)}{pick('#', '$', '*', '!')}{digits(3)}{pick(*WORDS).lower()}",
        rnd(ALNUM + "!@#$%&*", 14),
        rnd(ALNUM, 12),
        f"{pick(*WORDS)}{pick(*WORDS)}{digits(2)}{pick('!', '?', '#')}",
    )


def pin(n: int = 4) -> str:
    return digits(n)


def visa() -> str:
    return groups(luhn("4" + pick("19", "54", "90"), 16), 4)


def mastercard() -> str:
    return groups(luhn("5" + pick("1", "2", "4"), 16), 4)


def sa_id() -> str:
    """A South African ID number shape: YYMMDD, four gender digits, citizen, 8, Luhn check."""
    yy = secrets.randbelow(40) + 60
    mm = secrets.randbelow(12) + 1
    dd = secrets.randbelow(28) + 1
    return luhn(f"{yy:02d}{mm:02d}{dd:02d}{digits(4)}08", 13)


def tax_ref() -> str:
    return pick("0", "1", "2", "3", "9") + digits(9)


def vat_no() -> str:
    return "4" + digits(9)


def paye_ref() -> str:
    return "7" + digits(9)


def co_reg() -> str:
    return f"{secrets.randbelow(25) + 1998}/{digits(6)}/{pick('07', '07', '07', '23', '08')}"


def fnb_acc() -> str:
    return "62" + digits(9)


def capitec_acc() -> str:
    return "1" + digits(9)


def sa_plate() -> str:
    return f"{rnd(UPPER, 2)} {digits(2)} {rnd(UPPER, 2)} GP"


def vin() -> str:
    return pick("AHT", "WVW", "MA3", "ADM") + rnd("ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 14)


def sa_cell() -> str:
    return f"0{pick('82', '83', '72', '79', '61', '66')} {digits(3)} {digits(4)}"


def credentials() -> Rows:
    r = Rows()
    p = sapw

    r.add("client_sars_efiling_password",
          f"Mokoena Plumbing eFiling: user mokoenaplumb01 / wagwoord {p()} (Sipho changed it in March, this is the new one)",
          f"efiling login vir Oom Koos van Wyk\ngebruikersnaam: koosvw1958\nwagwoord: {p()}\nsecurity q = name of first dog",
          f"Mrs Pillay's eFiling, she says just use it for the ITR12: pillay.r / {p()}",
          f"remember the Naidoo Spices efiling pw is {p()} — NOT the old one on the sticky note")
    r.add("sars_efiling_practitioner_password",
          f"Our tax practitioner profile on eFiling (BothaBoek): login rianabotha_tp, password {p()}. Registered practitioner no is on the wall cert.",
          f"eFiling practitioner pw changed today -> {p()}",
          f"SARS practitioner login\n  user: BOTHABOEK-TP\n  pass: {p()}\n  (needs OTP to my cell)")
    r.add("efiling_security_answer",
          f"Khumalo eFiling security questions: mother's maiden name = {pick('Mthembu', 'Ndlovu', 'Zwane')}{digits(2)}, first school = {pick('Laerskool', 'Primêre')} {pick(*WORDS)}{digits(3)} (he made them weird on purpose)",
          f"sec. answer for Van Wyk Vervoer efiling: '{phrase(PASSWORDS_WORDS, 3, '-')}{digits(2)}'")
    r.add("xero_password",
          f"Xero (practice login) riana@bothaboek.example  {p()}",
          f"xero login for Lerato's salon: lerato@lerato-hair.example pw {p()} - she's on the Starter plan",
          f"Xero – Naidoo Spices\nemail: accounts@naidoospices.example\nwagwoord: {p()}")
    r.add("xero_totp_seed",
          f"Xero 2FA setup key (so I can add it on the new phone too): {groups(rnd(BASE32, 32), 4)}",
          f"authenticator secret for xero practice acc = {rnd(BASE32, 32)}  — scan failed so typed it in manually",
          f"otpauth://totp/Xero:riana%40bothaboek.example?secret={rnd(BASE32, 32)}&issuer=Xero")
    r.add("xero_api_client_secret",
          f"Xero custom connection for the Khumalo reporting script\nclient_id: {rnd('0123456789ABCDEF', 32)}\nclient_secret: {rnd(URLSAFE, 48)}",
          f"XERO_CLIENT_SECRET={rnd(URLSAFE, 48)}   (Thabo's little power BI sync thing, don't share)",
          f"curl -u {rnd('0123456789ABCDEF', 32)}:{rnd(URLSAFE, 48)} https://identity.xero.example/connect/token -d grant_type=client_credentials   <- works for the Naidoo export")
    r.add("sage_business_cloud_password",
          f"Sage Business Cloud Accounting – Van Wyk Vervoer CC: vanwyk.admin@vwvervoer.example / {p()}",
          f"sage acc login (my own user): riana@bothaboek.example, pw: {p()}",
          f"Sage BC for Marius's panelbeaters. He wrote the password down wrong twice, correct one is {p()}")
    r.add("sage_session_cookie",
          f"if Sage kicks me out again the working session cookie was .AspNetCore.Cookies=CfDJ8{rnd(URLSAFE, 120)} (Thabo said paste it in devtools)",
          f"sage cookie from the broken export: sbc_session={b64u_bytes(48)}")
    r.add("pastel_sql_connection_string",
          f"Pastel Partner on the server: Server=PASTEL01.{HOST}.internal\\SQLEXPRESS;Database=NaidooSpices;User Id=sa;Password={p()};",
          f"connection string for the Sage 200 evolution db (client Khumalo):\nData Source=sql01.{HOST}.internal;Initial Catalog=EvoKhumalo;User ID=evo_user;Password={p()}",
          f"odbc dsn PastelRead -> user pastel_ro pw {p()}  (only for the excel reports)")
    r.add("fnb_online_banking_password",
          f"FNB online banking (business) – username BothaBoek01, password {p()}",
          f"fnb pw nuut: {p()}",
          f"FNB Online\nUser: riana.botha\nPassword: {p()}\nAlso needs the inContact OTP on my phone",
          f"Changed the FNB business password because of that phishing sms. new one = {p()} eish")
    r.add("fnb_app_pin",
          f"FNB app pin {pin(5)}",
          f"FNB banking app on the office Samsung – PIN is {pin(5)}, Thabo knows it too",
          f"fnb app: {pin(5)} (not the card pin!)")
    r.add("capitec_business_password",
          f"Capitec Business internet banking: client no {digits(10)}, password {p()}",
          f"capitec business login wagwoord -> {p()}",
          f"Capitec biz online\n  user: BOTHABOEK\n  pw: {p()}")
    r.add("capitec_remote_pin",
          f"Capitec remote PIN (app) {pin(5)}",
          f"my capitec app pin is {pin(5)}, the business one is {pin(5)}",
          f"Remote pin for Capitec changed to {pin(5)} after the phone was stolen")
    r.add("business_card_pin",
          f"FNB business cheque card PIN: {pin()}",
          f"pin vir die kantoor kaart = {pin()}",
          f"Capitec debit card pin {pin()} — Zanele uses it for the Makro runs")
    r.add("business_card_details",
          f"Practice Visa for online subscriptions: {visa()} exp {card_expiry()} cvv {digits(3)}",
          f"card for Xero billing\n{mastercard()}\n{card_expiry()}\n{digits(3)}",
          f"FNB petrol card {visa()}, expiry {card_expiry()}, CVV {digits(3)}, pin {pin()}")
    r.add("client_payroll_password",
          f"SimplePay login for Mokoena Plumbing payroll: payroll@mokoenaplumbing.example / {p()}",
          f"Sage VIP Payroll (Van Wyk Vervoer, 14 drivers)\nuser: VWADMIN\npw: {p()}",
          f"PaySpace – Khumalo Attorneys: riana.botha / {p()}  (they pay on the 25th)",
          f"payroll pw for Lerato's salon is {p()}; the site is simplepay")
    r.add("simplepay_api_key",
          f"SimplePay API key for the Mokoena export: {rnd(ALNUM, 40)}",
          f"simplepay api: key = {hexs(40)}  (client Naidoo Spices, read-only supposedly)")
    r.add("office_alarm_code",
          f"Kantoor alarm kode: {pin()}",
          f"alarm code for the office is {pin()}. arm when leaving, 30 sec to get out",
          f"Note to self: new alarm user code {pin()} (the old one Kobus knew is deleted)",
          f"ADT panel\nmaster code {pin()}\nmy user code {pin()}")
    r.add("alarm_duress_code",
          f"alarm duress code (sends silent panic to ADT) = {pin()}",
          f"Duress kode vir die alarm: {pin()} - only if someone forces you to disarm",
          f"ADT said: normal code +1 on last digit is NOT duress on our panel, duress is {pin()} (programmed Tuesday)")
    r.add("gate_keypad_code",
          f"gate keypad at the complex: {pin()}#",
          f"Hek kode (front) {pin()} , pedestrian gate {pin(5)}",
          f"Visitors: tell them the gate code is *{pin()} — change it monthly (this is June's)")
    r.add("gate_motor_installer_pin",
          f"Centurion D5 installer pin for adding remotes: {pin()} (from the gate guy)",
          f"to learn a new gate remote you need the installer code {pin()} on the keypad",
          f"Gate remotes: 4 coded for staff. If one gets lost -> delete via installer menu, installer pin {pin()}, then re-learn the rest")
    r.add("office_wifi_password",
          f"Office wifi BothaBoek-5G pw {p()}",
          f"WiFi: BothaBoek_Office / {rnd(ALNUM, 12)}",
          f"wifi wagwoord is {pick(*WORDS)}{pick(*WORDS)}{digits(3)}",
          f"WIFI:T:WPA;S:BothaBoek;P:{p()};;")
    r.add("guest_wifi_password",
          f"guest wifi for clients (BothaBoek-Gaste): {pick(*WORDS).lower()}{digits(4)}",
          f"Clients keep asking – guest network password = {rnd(LOWER + DIGITS, 10)}",
          f"gaste wifi nuwe wagwoord vanaf Maandag: {pick(*WORDS)}{digits(3)} (print it for reception)")
    r.add("client_email_password",
          f"Sipho gave me his email password to fix the Outlook rules: sipho@mokoenaplumbing.example / {p()} — tell him to change it after!!",
          f"Mrs Pillay gmail (for the SARS letters): pillay.rani.example@gmail.example pw {p()}",
          f"Oom Koos se email wagwoord: {p()} (koos@vwvervoer.example)",
          f"temp access to Lerato's inbox:\nIMAP mail.lerato-hair.example\nuser lerato@lerato-hair.example\npass {p()}")
    r.add("vpn_password",
          f"VPN to the office server (FortiClient): vpn.{HOST}.example:10443, user riana, pw {p()}",
          f"vpn pw for Thabo working from home -> {p()}",
          f"OpenVPN\nremote vpn.{HOST}.example 1194\nauth-user-pass: zanele / {p()}")
    r.add("vpn_wireguard_private_key",
          f"Wireguard for my laptop to the office:\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.20.0.5/32\n[Peer]\nEndpoint = vpn.{HOST}.example:51820",
          f"wg private key (home pc) {wg_key()}",
          f"Thabo's peer:\nprivate {wg_key()}\npublic {wg_key()}\nIP 10.20.0.7")
    r.add("vpn_preshared_key",
          f"L2TP VPN on the Mikrotik – pre-shared key {rnd(ALNUM, 24)}",
          f"IPsec PSK for the Pretoria branch tunnel: {rnd(ALNUM + '!#%', 20)}")
    r.add("m365_global_admin_password",
          f"M365 global admin: admin@bothaboek.onmicrosoft.example  {p()}",
          f"Microsoft 365 admin wagwoord verander na {p()}",
          f"Office 365 break-glass account\nbreakglass@bothaboek.onmicrosoft.example\n{rnd(ALNUM + '!@#$%^&*', 24)}\nkeep in the safe as well",
          f"the o365 admin pw is {p()} — Thabo asked, gave it to him over the phone")
    r.add("m365_app_password",
          f"app password for the scanner to send email via Outlook: {rnd(LOWER, 16)}",
          f"M365 app password (old Outlook 2013 on reception pc) {groups(rnd(LOWER, 16), 4)}",
          f"Sage emailing via Outlook needs the app pw, not my normal one:\n{rnd(LOWER, 16)}")
    r.add("sim_pin",
          f"SIM pin {pin()}",
          f"My Vodacom sim PIN is {pin()} and the office MTN one is {pin()}",
          f"phone restarted and asks sim pin: {pin()}")
    r.add("sim_puk",
          f"PUK for my sim (if I lock it again!!) {digits(8)}",
          f"Vodacom SIM\nPIN {pin()}\nPUK {digits(8)}",
          f"puk kode van die kantoor foon se sim: {digits(8)}")
    r.add("phone_screen_pin",
          f"office phone unlock pin {pin(6)}",
          f"Samsung A54 (reception) screen lock: {pin(6)}",
          f"my new iPhone passcode {pin(6)} — if I forget, Zanele knows")
    r.add("bitlocker_recovery_key",
          f"BitLocker recovery key for Zanele's laptop: {bitlocker_key()}",
          f"reception pc bitlocker\n{bitlocker_key()}")
    r.add("bitwarden_master_password",
          f"Bitwarden master password (write this in the safe book also): {phrase(PASSWORDS_WORDS, 5, '-')}{digits(2)}",
          f"bw master pw {phrase(PASSWORDS_WORDS, 4, ' ')} {digits(3)}",
          f"Practice Bitwarden org – owner account riana@bothaboek.example, master: {p()}")
    r.add("bitwarden_recovery_code",
          f"Bitwarden 2FA recovery code: {groups(rnd(UPPER + DIGITS, 32), 4, '-')}",
          f"bw recovery {rnd(LOWER + DIGITS, 32)}")
    r.add("server_rdp_password",
          f"RDP to the server (SRV01.{HOST}.internal) administrator / {p()}",
          f"remote desktop server pw: {p()}",
          f"mstsc /v:srv01.{HOST}.internal   user BOTHABOEK\\riana   pw {p()}")
    r.add("nas_admin_password",
          f"Synology NAS (backups) http://nas.{HOST}.internal:5000 admin pw {p()}",
          f"nas wagwoord {p()}",
          f"NAS login: backupadmin / {p()} — Hyper Backup runs at 11pm")
    r.add("router_admin_password",
          f"Mikrotik router admin: http://192.168.88.1  admin / {p()}",
          f"Fibre router (Vumatel ONT + TP-Link) login pw {rnd(ALNUM, 10)}",
          f"router pw = {p()}")
    r.add("cctv_dvr_password",
          f"Hikvision DVR (kantoor kameras) admin {p()}",
          f"CCTV app login: dvr.{HOST}.internal user admin pass {p()}")
    r.add("safe_combination",
          f"safe combination: L {secrets.randbelow(99)} – R {secrets.randbelow(99)} – L {secrets.randbelow(99)}",
          f"Kluis kode {pin(6)}",
          f"Strongroom safe (client files) opens with {pin(4)} then turn the handle, wait for 2 beeps")
    r.add("anydesk_unattended_password",
          f"AnyDesk unattended access on the server: {p()}",
          f"anydesk pw for Mrs Pillay's pc (ID {digits(3)} {digits(3)} {digits(3)}) -> {p()}",
          f"AnyDesk\nID: {digits(9)}\npassword: {p()}")
    r.add("domain_registrar_password",
          f"domains.example registrar (bothaboek.example) login riana@bothaboek.example / {p()}",
          f"DNS/registrar wagwoord: {p()} (renew in Nov)")
    r.add("wordpress_admin_password",
          f"website wp-admin: https://www.{HOST}.example/wp-admin  user: bothaboek_admin  pw: {p()}",
          f"WordPress for Lerato's salon site: admin / {p()}")
    r.add("smtp_password",
          f"SMTP for sending invoices from Sage: mail.{HOST}.example:587 invoices@{HOST}.example pw {p()}",
          f"smtp_password={p()}",
          f"Scanner scan-to-email\nserver: smtp.{HOST}.example\nuser: scanner@{HOST}.example\npassword: {p()}")
    r.add("payfast_passphrase",
          f"PayFast (Lerato salon online bookings) passphrase: {phrase(PASSWORDS_WORDS, 3, '')}{digits(3)}",
          f"payfast merchant {digits(8)} key {rnd(LOWER + DIGITS, 13)} passphrase {p()}",
          f"PAYFAST_PASSPHRASE=\"{phrase(PASSWORDS_WORDS, 4, '-')}\"")
    r.add("yoco_secret_key",
          f"Yoco secret key for the Naidoo Spices webshop: sk_live_{hexs(32)}",
          f"YOCO_SECRET_KEY=sk_live_{hexs(32)}",
          f"Naidoo webshop Yoco keys rotated after the developer left. new secret: sk_live_{hexs(32)}")
    r.add("statement_pdf_password",
          f"Capitec statements for Mokoena open with password {p()}",
          f"Discovery bank statement PDFs (Pillay) – pw is {rnd(ALNUM, 10)}",
          f"the payslip PDFs from PaySpace are locked, pw {p()}")
    r.add("cipc_eservices_password",
          f"CIPC e-services: customer code {rnd(UPPER, 5)}{digits(3)}, password {p()}",
          f"cipc pw (practice) {p()}",
          f"CIPC login for annual returns\nemail: riana@bothaboek.example\npassword: {p()}")
    r.add("uif_ufiling_password",
          f"uFiling (UIF declarations) practice login: bothaboek / {p()}",
          f"ufiling pw for Van Wyk Vervoer = {p()}",
          f"UIF uFiling – Khumalo: user khumalo_uif, wagwoord {p()}")
    r.add("compensation_fund_password",
          f"CF Online (COIDA ROE) – Mokoena: mokoena_coida / {p()}",
          f"compensation fund online pw {p()}, due end of May",
          f"COIDA online – Van Wyk Vervoer\nuser: vwvervoer_roe\npass: {p()}\nROE for 14 drivers, earnings cap checked")
    r.add("printer_admin_pin",
          f"Kyocera printer admin login: Admin / {pin(4)}{pin(4)}",
          f"copier secure print pin for me: {pin()}")
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("sars_income_tax_reference",
          f"Mokoena Plumbing income tax ref {tax_ref()}",
          f"ITR12 for Oom Koos – tax ref no. {tax_ref()}, assessment came out R {digits(4)} refund",
          f"Mrs Pillay: IT ref {tax_ref()}\nher husband: {tax_ref()}",
          f"new client Anika – register her on eFiling, SARS gave tax number {tax_ref()} on the IT150")
    r.add("sars_vat_number",
          f"Naidoo Spices VAT no {vat_no()} (bi-monthly, category B)",
          f"VAT vendor number on our invoices: {vat_no()}",
          f"Khumalo Attorneys VAT reg {vat_no()} – VAT201 due 25th")
    r.add("paye_reference_number",
          f"Van Wyk Vervoer PAYE ref {paye_ref()}",
          f"EMP201 for Mokoena: PAYE {paye_ref()} / SDL L{paye_ref()[1:]} / UIF U{paye_ref()[1:]}",
          f"paye nr vir Lerato se salon: {paye_ref()}")
    r.add("uif_reference_number",
          f"UIF ref number U{digits(8)}{digits(1)} (Khumalo)",
          f"uFiling employer ref: {digits(7)}/{digits(1)}  and SARS UIF ref U{digits(9)}",
          f"UIF reference for Naidoo Spices is U{digits(9)}, the domestic worker one is {digits(7)}/{digits(1)}")
    r.add("sdl_reference_number",
          f"SDL number L{digits(9)} – exempt under R500k payroll",
          f"Skills levy ref: L{digits(9)}")
    r.add("company_registration_number",
          f"Mokoena Plumbing (Pty) Ltd reg no {co_reg()}",
          f"Van Wyk Vervoer CC – CK {secrets.randbelow(15) + 1990}/{digits(6)}/23",
          f"BothaBoek (Pty) Ltd\nReg: {co_reg()}\nVAT: {vat_no()}",
          f"new company for Anika registered today: {co_reg()} — name reservation approved")
    r.add("cipc_customer_code",
          f"CIPC customer code for the practice: {rnd(UPPER, 5)}{digits(3)}",
          f"Naidoo Spices CIPC cust code {rnd(UPPER, 4)}{digits(2)} – annual return due in Aug",
          f"cipc klantkode {rnd(UPPER, 6)}{digits(1)} (password is in Bitwarden, not here)")
    r.add("cipc_tracking_number",
          f"CIPC tracking no for the director change (CoR39): {digits(10)}",
          f"Annual return filed, CIPC ref {digits(11)}")
    r.add("invoice_number",
          f"Invoice INV-{digits(5)} to Mokoena unpaid, 45 days now",
          f"Send Khumalo inv {pick('BB', 'INV')}{digits(4)} again – they lost it",
          f"Xero invoice INV-{digits(4)}-{rnd(UPPER + DIGITS, 4)} voided, reissued as INV-{digits(5)}",
          f"Oom Koos paid inv #{digits(6)} cash, allocate it")
    r.add("quote_number",
          f"Quote QU-{digits(4)} for Anika's monthly bookkeeping: R {digits(1, True)} {digits(3)}.00 pm",
          f"quote nr Q{digits(6)} accepted by Thabo's cousin",
          f"Kwotasie {digits(4)}/{pick('24', '25')} – payroll for 8 staff")
    r.add("credit_note_number",
          f"credit note CN-{digits(5)} against INV-{digits(5)}",
          f"Sage credit note {rnd(UPPER, 2)}{digits(6)} for the double billing")
    r.add("invoice_bank_details",
          f"Banking details on our invoices:\nBothaBoek (Pty) Ltd\nFNB Business Cheque\nAcc: {fnb_acc()}\nBranch code: 250655\nRef: your invoice number",
          f"Capitec business acc {capitec_acc()}, branch 470010 – for clients who pay via Capitec",
          f"Mokoena supplier bank details (Plumblink): Standard Bank acc {digits(9, True)} branch 051001",
          f"Naidoo Spices asked to change their banking details to Nedbank {digits(10, True)}, 198765 — phone them to confirm first (fraud risk)")
    r.add("swift_code",
          f"SWIFT for the UK client paying us: FIRNZAJJ, acc {fnb_acc()}",
          "Capitec SWIFT = CABLZAJJ; ABSA is ABSAZAJJ; Std bank SBZAZAJJ")
    r.add("payment_reference",
          f"EFT reference for Khumalo: BB{digits(4)}KHUM",
          f"Payment ref on the POP: {rnd(UPPER + DIGITS, 10)}",
          f"FNB payment notification – trace id {digits(12)}, ref MOKOENA{digits(3)}")
    r.add("sars_payment_reference_prn",
          f"EMP201 PRN {paye_ref()}LC{pick('2024', '2025')}{digits(2)}{digits(1)} – pay by the 7th",
          f"VAT PRN for Naidoo: {vat_no()}V{pick('2024', '2025')}{digits(2)}{digits(1)}",
          f"provisional tax PRN {tax_ref()}P{pick('2025', '2026')}{digits(3)}")
    r.add("masked_id_number",
          f"Sipho's ID (masked for the email): {sa_id()[:6]}*******",
          f"ID no on file: {sa_id()[:6]} **** *** (full copy in the client folder)",
          f"Mrs Pillay ID ******{sa_id()[6:]} — last 7 only, don't email the whole thing",
          f"director ID: {sa_id()[:2]}XXXXXXXXX{sa_id()[-2:]}")
    r.add("licence_disc_number",
          f"Van Wyk truck licence disc no. {digits(4)}{rnd(UPPER + DIGITS, 8)}, licence no {sa_plate()}, expires {card_expiry(25, 2).replace('/', '/20')}",
          f"Bakkie (Mokoena) – VIN {vin()}, engine no {rnd(UPPER + DIGITS, 10)}, disc expires end Oct",
          f"licence disc renewal: register no {rnd(UPPER, 3)}{digits(3)}{rnd(UPPER, 1)}, control no {digits(10)}")
    r.add("vehicle_registration",
          f"company car reg {sa_plate()} – logbook needed for the travel allowance",
          f"Oom Koos's trucks: {sa_plate()}, {sa_plate()}, {sa_plate()}")
    r.add("otp_sms_no_code",
          "FNB: OTP for R 12 450.00 payment to SARS-EMP201. Never share your OTP with anyone, not even FNB staff.",
          "Capitec: Your Remote PIN was used to approve a login. If this wasn't you, call the number on the back of your card. Capitec will never ask for your PIN.",
          "SARS eFiling: A one time pin has been sent to your registered cell number. Do not share it.")
    r.add("password_reset_note",
          "Reset Sipho's eFiling password today – SARS sent the new one to his cell, he'll tell me.",
          "Xero password for Lerato reset via email link, she chose her own, I don't have it",
          "FNB password expired again (90 days). Changed it, new one is in Bitwarden under 'FNB business'.",
          "M365: forced password reset for all users after the phishing incident – done 14:30")
    r.add("client_will_send_password",
          "Oom Koos will sms me his Sage password tomorrow, don't chase",
          "Mrs Pillay forgot her eFiling wagwoord – she'll phone SARS and send me the new one",
          "Khumalo said the payroll login is with their HR lady, ask Nomsa on Monday")
    r.add("password_policy_note",
          "SARS eFiling passwords need 8+ chars, 1 upper, 1 number, 1 special. Expires never but they lock after 3 tries.",
          "Our policy: passwords min 14 characters, no reuse, Bitwarden generated. MFA on everything.",
          "Capitec remote PIN is 5 digits; FNB app PIN also 5. Card PINs 4 digits – never the same as birth year!")
    r.add("pin_changed_note",
          "Changed the alarm code after Kobus left. Told only Zanele and Thabo (in person).",
          "card PIN changed at the FNB ATM in Cresta – new one is NOT written anywhere, memorised",
          "SIM PIN turned off on the office phone, it kept locking after power cuts")
    r.add("vault_item_reference",
          "All client eFiling logins are in Bitwarden → Org 'BothaBoek' → collection 'SARS'.",
          f"VPN creds: Bitwarden item id {uid()}",
          "Gate and alarm codes: see the red book in the safe, page 3")
    r.add("env_var_reference",
          "The Xero sync script reads XERO_CLIENT_SECRET and XERO_CLIENT_ID from the .env on srv01, never hardcode them",
          "smtp password comes from $SMTP_PASSWORD on the scanner box, set by Thabo")
    r.add("xero_tenant_id",
          f"Xero tenant id for Khumalo Attorneys: {uid()}",
          f"xero org shortcode !{rnd(ALNUM, 5)} – Naidoo Spices (use in deep links)")
    r.add("xero_app_client_id",
          f"Xero app client_id {rnd('0123456789ABCDEF', 32)} (the secret is in Bitwarden)",
          f"redirect uri for the xero app: https://reports.{HOST}.example/callback, client id {rnd('0123456789ABCDEF', 32)}")
    r.add("sars_case_number",
          f"SARS case number for Mokoena's VAT verification: {digits(9)}",
          f"dispute (NOO) lodged, case no {digits(10)} — follow up in 21 business days")
    r.add("coida_registration_number",
          f"COIDA reg no for Van Wyk Vervoer: {digits(9)}",
          f"Letter of good standing (Compensation Fund) ref {digits(10)}, valid till 31 May")
    r.add("bbbee_certificate_number",
          f"B-BBEE affidavit / EME certificate no BEE{digits(6)} for Khumalo tender",
          f"Level 1 cert, number {rnd(UPPER, 3)}-{digits(5)}-{pick('24', '25')}")
    r.add("tax_compliance_status_pin",
          f"Tax compliance status PIN for Mokoena (give to the municipality for the tender): {rnd(UPPER + DIGITS, 10)}",
          f"TCS pin to share with Khumalo's bank for the facility: {rnd(UPPER + DIGITS, 10)}, valid 12 months")
    r.add("courier_tracking_number",
          f"Originals sent to Oom Koos via Courier Guy – waybill {digits(9)}",
          f"PostNet tracking {rnd(UPPER, 2)}{digits(9)}ZA",
          f"Takealot order #{digits(8)} (new toner) tracking MDS{digits(10)}")
    r.add("wifi_ssid_only",
          "Office wifi networks: BothaBoek-5G (staff), BothaBoek-Gaste (guests). Password on the card at reception.",
          "Router SSID changed to BothaBoek_Office last week, same password as before")
    r.add("server_hostname_ip",
          f"srv01.{HOST}.internal = 192.168.10.{secrets.randbelow(200) + 10}, NAS 192.168.10.{secrets.randbelow(200) + 10}",
          f"VPN endpoint vpn.{HOST}.example port 10443 (FortiClient), DNS 192.168.10.1",
          f"Pastel data path \\\\srv01.{HOST}.internal\\Pastel23\\NAIDOO")
    r.add("phone_numbers",
          f"Sipho cell {sa_cell()}, Mrs Pillay {sa_cell()}, Oom Koos landline 011 {digits(3)} {digits(4)}",
          f"ADT control room 086 {digits(3)} {digits(4)}; gate guy (Centurion installer) {sa_cell()}")
    r.add("m365_tenant_id",
          f"M365 tenant id {uid()} (bothaboek.onmicrosoft.example)",
          f"Azure AD directory ID: {uid()}; subscription {uid()}")
    r.add("ssh_host_fingerprint",
          f"srv01 host key fingerprint SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} – accept it the first time",
          f"FortiGate cert fingerprint {':'.join(hexs(2) for _ in range(20)).upper()}")
    r.add("wireguard_public_key",
          f"Office WireGuard server public key: {wg_key()} (give to Thabo for his peer config)",
          f"[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 192.168.10.0/24\nEndpoint = vpn.{HOST}.example:51820")
    r.add("yoco_public_key",
          f"Yoco public key for the Naidoo webshop checkout: pk_live_{hexs(20)} (secret key in Bitwarden)",
          f"YOCO_PUBLIC_KEY=pk_live_{hexs(20)}")
    r.add("document_sha256",
          f"AFS PDF signed, sha256 {hexs(64)}",
          f"backup hash check: SHA-256 {hexs(64)}  pastel_backup_{digits(8)}.zip")
    r.add("debit_order_mandate_reference",
          f"Xero debit order mandate ref {rnd(UPPER + DIGITS, 12)} (FNB)",
          f"DebiCheck mandate for Sage subscription: contract ref {rnd(UPPER, 3)}{digits(11)}")
    r.add("municipal_account_number",
          f"City of Joburg rates acc {digits(9)} (office), meter no {digits(11)}",
          f"CoJ account number {digits(9)}, Sipho's property, query ref {digits(8)}")
    r.add("medical_aid_number",
          f"Van Wyk staff medical aid – Discovery member no {digits(9)}, plan Classic Saver",
          f"Khumalo tax certificate: medical aid membership {digits(8)}, 3 dependants")
    r.add("employee_number",
          f"SimplePay employee numbers: Mokoena EMP{digits(3)}, EMP{digits(3)}, EMP{digits(3)}",
          f"Van Wyk driver staff no VW-{digits(4)} resigned, do UI-19")
    r.add("card_last_four",
          f"Xero billed to card ending {digits(4)} (FNB business)",
          f"Visa ****{digits(4)} exp {card_expiry()} – update on Microsoft 365 billing",
          f"statement shows card **** **** **** {digits(4)} used at Makro Strubens Valley")
    r.add("sim_iccid",
          f"New Vodacom SIM for reception phone – ICCID 8927{digits(15)}",
          f"MTN sim card number (on the card): 8927{digits(14)}F, rica'd to BothaBoek",
          f"SIM swap request: old ICCID 8927{digits(15)} new 8927{digits(15)}")
    r.add("phone_imei",
          f"stolen phone IMEI {digits(15)} – case no CAS {digits(3)}/{digits(2)}/{pick('2024', '2025')} Randburg SAPS",
          f"reception phone IMEI: {digits(15)}")
    r.add("bitlocker_key_id",
          f"BitLocker recovery key ID {rnd('0123456789ABCDEF', 8)}-{rnd('0123456789ABCDEF', 4)}-{rnd('0123456789ABCDEF', 4)}-{rnd('0123456789ABCDEF', 4)}-{rnd('0123456789ABCDEF', 12)} – key itself is in Entra ID",
          f"Zanele's laptop asks for bitlocker key, ID starts {rnd('0123456789ABCDEF', 8)}. Look it up in the M365 admin centre")
    r.add("device_serial_number",
          f"Dell laptop S/N {rnd(UPPER + DIGITS, 7)}, warranty till 2026",
          f"Synology DS220+ serial {digits(4)}{rnd(UPPER, 3)}{digits(6)}",
          f"Centurion D5 gate motor, serial {rnd(UPPER, 2)}{digits(8)}, installed by Hekke&Motors")
    r.add("helpdesk_ticket_number",
          f"Sage support ticket #{digits(8)} – VAT201 report wrong",
          f"Xero support case {digits(8)}, they'll call back")
    r.add("login_username_only",
          "eFiling usernames: Mokoena = mokoenaplumb01, Oom Koos = koosvw1958 (passwords NOT here)",
          "Xero user for Zanele: zanele@bothaboek.example – she sets her own password",
          "Sage BC login email for Khumalo is accounts@khumalo-attorneys.example")
    r.add("two_factor_enabled_note",
          "Turned on 2FA on Xero for all three of us, Microsoft Authenticator app",
          "SARS eFiling now sends OTP to Riana's cell for every login – change cell number via branch visit only")
    r.add("payfast_merchant_id",
          f"PayFast merchant id for Lerato's salon: {digits(8)} (shown on the checkout page)",
          f"payfast sandbox merchant {digits(8)}, using sandbox.payfast.example for testing")
    r.add("software_version",
          f"Pastel Partner v{pick('23', '24')}.{digits(1)}.{digits(1)}.{digits(2)} installed, licence renewed",
          f"FortiClient {pick('7.2', '7.4')}.{digits(1)}.{digits(4)} on all laptops, Windows 11 23H2")
    r.add("mac_address",
          f"Reserve IP for the printer MAC {mac(upper=True)}",
          f"new laptop wifi mac {mac('-')} – add to the router allow list")
    r.add("alarm_zone_setup",
          "Alarm zones: 1 front door, 2 passage PIR, 3 server room, 4 kitchen. Zone 3 bypassed while aircon is fixed.",
          "ADT account number for the office alarm is on the keypad sticker; code NOT on the sticker")
    r.add("coupon_code",
          f"Takealot promo code {rnd(UPPER + DIGITS, 8)} for 10% off office chairs",
          f"Sage discount voucher SAGE{pick('20', '25')}{rnd(UPPER, 4)} for first 3 months, client referral")
    r.add("postal_code_address",
          f"Office: Unit {digits(2)}, Kensington Office Park, Randburg, {pick('2194', '2195', '2125')}",
          f"Courier address for Oom Koos: Plot {digits(3)}, Muldersdrift, {pick('1747', '1739')}")
    r.add("bank_branch_codes",
          "Universal branch codes: FNB 250655, Capitec 470010, ABSA 632005, Nedbank 198765, Std Bank 051001",
          f"TymeBank branch code 678910; client's acc {digits(11, True)} – confirm with letter")
    return r


def main() -> None:
    write_corpora("make_heldout100.py", [
        ("heldout100_credentials.yaml", credentials(), "batch 100 (Johannesburg bookkeeper, SA English and Afrikaans), written blind; every value synthetic"),
        ("heldout100_lookalikes.yaml", lookalikes(), "batch 100 look-alikes: SARS and CIPC references, invoice and bank details, reset notes, written blind"),
    ])


if __name__ == "__main__":
    main()
