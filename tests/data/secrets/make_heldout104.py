# ruff: noqa: E501
"""Writes heldout104_credentials.yaml and heldout104_lookalikes.yaml: held-out batch 104.

Persona: the finance officer of a small health NGO in Nairobi (a made-up "Afya Jirani Trust"),
who keeps her reminders in Kenyan English mixed with Swahili and Sheng. She holds her own M-Pesa
and phone PINs, the organisation's M-Pesa Till/Paybill portal logins, Equity and KCB online
banking with their hardware tokens, QuickBooks and payroll, the office alarm, gate and safe
codes, the shared Gmail, eCitizen and iTax, and the Wi-Fi; her notes are also full of M-Pesa
confirmation codes, Till and Paybill numbers, KRA PINs, NHIF/NSSF numbers and vouchers.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    b64,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    luhn,
    phrase,
    pick,
    rnd,
    uid,
    write_corpora,
)

BASE32 = UPPER + "234567"
WORDS = ["Simba", "Baraka", "Tausi", "Jambo", "Karibu", "Amani", "Nyota", "Mvua", "Kifaru",
         "Twiga", "Chui", "Faraja", "Neema", "Tumaini", "Pendo", "Jua", "Mawingu", "Ndovu"]
SW = ["mvua", "jua", "kahawa", "chai", "ndizi", "mti", "nyumba", "safari", "barabara", "mlima",
      "ziwa", "samaki", "simba", "kuku", "maziwa", "embe", "pilipili", "sukari", "upepo", "mto"]
STAFF = ["Otieno", "Wanjiru", "Kiprop", "Akinyi", "Mwangi", "Njeri", "Kamau", "Chebet", "Omondi", "Wambui"]


def kpw() -> str:
    """A password the way people in this office pick them, or a generated one."""
    return pick(
        f"{pick(*WORDS)}@{digits(4)}",
        f"{pick(*WORDS)}{pick(*WORDS).lower()}{digits(2)}!",
        rnd(ALNUM + "!@#$%*", 12),
        f"{pick(*WORDS)}#{pick('2024', '2025', '24', '25')}{rnd(LOWER, 3)}",
        rnd(ALNUM, 14),
        f"Ajt{rnd(UPPER + DIGITS, 3)}{pick('$', '%', '&', '*')}{rnd(LOWER, 4)}{digits(2)}",
    )


def mcode() -> str:
    """An M-Pesa transaction code: ten capitals and digits, led by the year's letter."""
    return pick("S", "T", "R") + rnd(UPPER + DIGITS, 9)


def kra_pin(company: bool = False) -> str:
    """A KRA PIN (public tax id): A (person) or P (company), nine digits, a letter."""
    return ("P" if company else "A") + digits(9) + secrets.choice(UPPER)


def phone(intl: bool = False) -> str:
    body = pick("7", "1") + pick("0", "1", "2", "9", "4") + digits(7)
    return f"+254 {body[:3]} {body[3:]}" if intl else "0" + body


def ksh() -> str:
    return f"{secrets.randbelow(95000) + 500:,}.00"


def date() -> str:
    return f"{secrets.randbelow(28) + 1}/{secrets.randbelow(12) + 1}/{pick('24', '25')}"


def till() -> str:
    return digits(pick(6, 7), lead=True)


def paybill() -> str:
    return digits(pick(5, 6), lead=True)


def equity_acc() -> str:
    return "0" + digits(12, lead=True)


def kcb_acc() -> str:
    return "1" + digits(9)


def who() -> str:
    return pick(*STAFF)


def credentials() -> Rows:
    r = Rows()

    r.add("mpesa_pin_personal",
          f"my mpesa pin ni {digits(4)} usisahau tena 🙄",
          f"Nikumbushe: M-PESA PIN ya line yangu ({phone()}) ni {digits(4)}",
          f"changed mpesa pin after the fuliza drama. new one -> {digits(4)}",
          f"pin ya mpesa\n{digits(4)}")

    r.add("mpesa_org_portal_password",
          f"M-Pesa org portal, Till {till()}\nuser: AJTFIN01\npass: {kpw()}",
          f"Business portal web operator = ajt.finance / {kpw()} — mdosi anataka statements kila Friday",
          f"Paybill portal password ilibadilishwa na Safaricom after the reset, sasa ni {kpw()} (they said change on first login, sijabadilisha bado)",
          f"org portal login for the paybill {paybill()}: operator Wanjiru_Fin, password '{kpw()}' — she is on leave, use hers for the monthly statement")

    r.add("mpesa_business_operator_pin",
          f"M-PESA for Business app, operator PIN {digits(4)}",
          f"Till manager PIN (ile ya kuwithdraw to bank): {digits(4)}",
          f"Till {till()} — store manager start PIN {digits(4)}, assistant {digits(4)}")

    r.add("mpesa_b2c_initiator_password",
          f"Daraja B2C for per diems\nInitiatorName=ajt_payroll_api\nInitiatorPassword={kpw()}",
          f"Brian alisema initiator password ya bulk payments ni {kpw()} — usipee programs team",
          f"bulk disbursement (B2C) api operator: apiop_ajt / {rnd(ALNUM + '#@', 14)}")

    r.add("daraja_consumer_secret",
          f"MPESA_CONSUMER_KEY={rnd(ALNUM, 48)}\nMPESA_CONSUMER_SECRET={rnd(ALNUM, 64)}\nMPESA_ENV=production",
          f"Daraja app 'AJT Donations' live creds\nkey {rnd(ALNUM, 48)}\nsecret {rnd(ALNUM, 64)}",
          f"curl -u {rnd(ALNUM, 48)}:{rnd(ALNUM, 64)} 'https://api.safaricom.example/oauth/v1/generate?grant_type=client_credentials'  <- Brian's test, works")

    r.add("lipa_na_mpesa_passkey",
          f"STK push passkey for paybill {paybill()}: {hexs(64)}",
          f'mpesa:\n  shortcode: "{paybill()}"\n  passkey: "{hexs(64)}"\n  callback: https://donate.afyajirani.example/mpesa/cb',
          f"Lipa na M-Pesa online passkey (Safaricom emailed it after go-live)\n{hexs(64)}")

    r.add("equity_online_banking_password",
          f"Equity online (EazzyBiz) – user id AJT{digits(5)} password {kpw()}",
          f"EazzyBiz maker login: {who().lower()}.maker / {kpw()}\nchecker ni ED, hiyo sina",
          f"equity internet banking pwd imeexpire, nimeweka {kpw()} (90 days tena)",
          f"Equity corporate: Company code {digits(6)}, User FINOFF2, Pass {kpw()}")

    r.add("kcb_ibank_password",
          f"KCB iBank corporate\nCompany ID: {digits(7)}\nUser: nfinance\nPwd: {kpw()}",
          f"kcb ibank ya project account password -> {kpw()}",
          f"KCB Biz login ({digits(8)} / {kpw()}) — authoriser ni mimi, initiator ni {who()}")

    r.add("hardware_token_pin",
          f"Vasco token PIN ya KCB = {digits(4)}",
          f"token ya Equity (ile ndogo ya ufunguo) PIN {digits(6)}",
          f"hard token: kama inaomba PIN weka {digits(4)} then the 6 digits zinaonekana, usiweke mara tatu wrong inablock",
          f"KCB Digipass PIN: {digits(5)}")

    r.add("banking_app_pin",
          f"Equity Mobile app PIN: {digits(4)}",
          f"KCB app login PIN {digits(4)}. ATM ni tofauti, usichanganye",
          f"Equitel *247# PIN ni {digits(4)}")

    r.add("atm_card_pin",
          f"ATM pin ya card ya office imprest (Equity debit) – {digits(4)}",
          f"kadi ya KCB ya project (ends {digits(4)}) pin {digits(4)}",
          f"{who()} anachukua cash kesho, mpe card na pin {digits(4)} then arudishe by 3pm")

    n1, n2, n3 = luhn("4"), luhn("5"), luhn("4")
    r.add("debit_card_number_and_cvv",
          f"Office Visa for Zoom/Google subscriptions: {groups(n1, 4)} exp {card_expiry()} cvv {digits(3)}",
          f"Mastercard ya KCB (for booking flights)\n{groups(n2, 4)}\n{card_expiry()}\nCVV {digits(3)}\nname: AFYA JIRANI TRUST",
          f"card {n3} {card_expiry()} {digits(3)} - use for the Canva renewal only")

    r.add("quickbooks_password",
          f"QBO login finance@afyajirani.example / {kpw()}",
          f"QuickBooks Online: accountant user ni ya auditor, yangu ni\nemail: finance@afyajirani.example\npassword: {kpw()}",
          f"quickbooks desktop (old 2019 file) admin password {kpw()} — for the pre-2021 records",
          f"Intuit login changed {date()} -> {kpw()}")

    r.add("authenticator_setup_key",
          f"QuickBooks 2FA setup key (in case simu ipotee): {groups(rnd(BASE32, 32).lower(), 4)}",
          f"otpauth://totp/Afya%20Jirani:finance@afyajirani.example?secret={rnd(BASE32, 32)}&issuer=Google",
          f"authenticator secret for the shared gmail -> {groups(rnd(BASE32, 32), 4)}")

    r.add("payroll_system_password",
          f"payroll.afyajirani.internal admin / {kpw()}",
          f"Payroll system password: {kpw()}\n(HR manager ana user yake, hii ni ya finance)",
          f"ku-run payroll ya mwezi: login ya payroll ni 'fin.officer' na password {kpw()}, then approve kwa ED",
          f"payroll software new pass after IT reset {kpw()}")

    r.add("payroll_db_connection_string",
          f"Server=payroll-db.afyajirani.internal;Database=PayrollAJT;User Id=sa;Password={rnd(ALNUM + '!@#', 16)};",
          f"Brian's backup script uses postgresql://payroll_ro:{rnd(ALNUM, 20)}@10.20.0.15:5432/payroll",
          f"DATABASE_URL=mysql://hr_app:{rnd(ALNUM, 18)}@hr-db.internal:3306/hr")

    r.add("office_alarm_code",
          f"alarm: disarm code {digits(4)}#, ukiingia una 30 sec",
          f"Alarm ya ofisi (the panel behind reception) code ni {digits(4)}",
          f"kama unafunga last: press {digits(4)} then AWAY. Guard hajui hii code",
          f"New alarm user code for me: {digits(6)} (master ni ya ED)")

    r.add("alarm_duress_code",
          f"duress code (ukilazimishwa kufungua) ni {digits(4)} — inaita KK silently",
          f"Alarm panic/duress: {digits(4)}. Normal code is different.")

    r.add("gate_code",
          f"gate keypad: *{digits(4)}#",
          f"Code ya gate mpya kuanzia Monday: {digits(6)}",
          f"pedestrian gate {digits(4)}, car gate remote iko kwa askari",
          f"mgeni akifika weekend, code ya gate ni {digits(4)} (change after)")

    r.add("safe_combination",
          f"Safe combo: {digits(2)}-{digits(2)}-{digits(2)}",
          f"safe ya petty cash: right to {secrets.randbelow(99)}, left twice to {secrets.randbelow(99)}, right to {secrets.randbelow(99)}, pull",
          f"Combination ya safe (strongroom) — {digits(6)} then turn the handle",
          f"digital safe kwa ED's office: {digits(4)}A")

    r.add("petty_cash_padlock_code",
          f"padlock ya cash box 3 digit: {digits(3)}",
          f"cash box lock {digits(4)}, key ya pili iko na {who()}")

    r.add("shared_gmail_password",
          f"shared gmail ya finance: ajt.finance.shared / {kpw()}",
          f"Gmail (finance team) password mpya {kpw()} — nimeambia Akinyi na Kamau tu",
          f"shared gmail pass: {kpw()}",
          f"the gmail we use for donor receipts\nuser: ajtreceipts\npw: {kpw()}")

    r.add("google_backup_codes",
          "Google backup codes (shared gmail):\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(5)),
          "backup codes ya gmail ya office, kila moja mara moja: " + ", ".join(digits(8) for _ in range(4)),
          f"used {digits(8)} today to get in, remaining backup codes: {digits(8)} {digits(8)} {digits(8)}")

    r.add("google_app_password",
          f"app password for the Ricoh scanner (scan-to-email): {app_password()}",
          f"app pw ya QuickBooks email forwarding -> {app_password().replace(' ', '')}")

    r.add("ecitizen_password",
          f"eCitizen (org account) login: {digits(8)} / {kpw()}",
          f"ecitizen yangu password {kpw()}",
          f"eCitizen — for NGO board renewals\nID: {digits(8)}\nPassword: {kpw()}")

    r.add("itax_password",
          f"iTax: PIN {kra_pin(company=True)} password {kpw()}",
          f"KRA iTax ya org imebadilishwa -> {kpw()} (ilikuwa locked after 3 tries)",
          f"itax yangu binafsi: {kra_pin()} / {kpw()}",
          f"P10 filing: itax login ya employer password {kpw()}")

    r.add("etims_password",
          f"eTIMS portal (for invoices to donors) user {kra_pin(company=True)} pass {kpw()}",
          f"etims lite password: {kpw()}")

    r.add("wifi_password",
          f"WiFi: AJT-Staff / {kpw()}",
          f"guest wifi AJT-Guest password ni {rnd(LOWER + DIGITS, 10)}",
          f"network={{\n  ssid=\"AJT-Finance\"\n  psk=\"{kpw()}\"\n}}",
          f"wifi ya boardroom imebadilishwa, sasa ni {pick(*WORDS).lower()}{digits(4)}")

    r.add("router_admin_password",
          f"Safaricom fibre router admin (192.168.100.1) admin / {kpw()}",
          f"router login: user admin pass {rnd(ALNUM, 10)} — don't tell the interns")

    r.add("cctv_dvr_password",
          f"CCTV DVR (the one in the server cabinet): admin / {kpw()}",
          f"Hik-Connect app login for the office cameras: cctv@afyajirani.example {kpw()}")

    r.add("phone_unlock_pin",
          f"simu yangu pin {digits(6)}",
          f"phone pin changed to {digits(4)} (the kids had seen the old one 😅)",
          f"Office Samsung (M-Pesa for Business phone) screen lock: {digits(6)}")

    r.add("sim_puk_code",
          f"PUK ya line ya office {digits(8)}",
          f"line ya till ({phone()}) PUK1: {digits(8)}  PUK2: {digits(8)}",
          f"sim ya Airtel imeomba PUK — ni {digits(8)} (from the card holder)")

    r.add("whatsapp_two_step_pin",
          f"WhatsApp two-step PIN: {digits(6)}",
          f"wasap ya finance group number two step verification pin ni {digits(6)}",
          f"2-step ya WhatsApp Business (the CHV line)\n{digits(6)}")

    r.add("airtel_money_pin",
          f"airtel money pin {digits(4)}",
          f"Airtel Money ya office (for staff upcountry) PIN {digits(4)}",
          f"{who()} akiuliza: airtel line ya Turkana project, pin ni {digits(4)}")

    r.add("sacco_portal_password",
          f"Sacco portal: member no. {digits(5)} password {kpw()}",
          f"sacco app PIN {digits(4)}, web password {kpw()}")

    r.add("sha_employer_portal_password",
          f"SHA (zamani NHIF) employer portal: {kra_pin(company=True)} / {kpw()}",
          f"NHIF employer login password ya mwezi hii {kpw()}")

    r.add("nssf_employer_portal_password",
          f"NSSF self service employer: user AJT{digits(4)} pass {kpw()}",
          f"nssf portal pwd {kpw()}",
          f"NSSF tier II returns — login employer no. {digits(9)}, password yake {kpw()}")

    r.add("laptop_login_password",
          f"Dell ya ofisi windows password {kpw()}",
          f"Laptop login (HP, the one with QuickBooks desktop): {kpw()}",
          f"PIN ya windows hello kwa laptop yangu: {digits(6)}")

    r.add("bitlocker_recovery_key",
          f"BitLocker recovery key ya finance laptop:\n{bitlocker_key()}",
          f"Brian: kama laptop inaomba recovery key, ni hii {bitlocker_key()}")

    r.add("donor_grants_portal_password",
          f"Donor grants portal (reports upload): finance@afyajirani.example / {kpw()}",
          f"GHF portal pwd → {kpw()}",
          f"for the quarterly financial report upload: https://grants.donor.example login AJT-KE-{digits(3)} password {kpw()}")

    r.add("password_manager_master_password",
          f"Bitwarden master password: {phrase([w.capitalize() for w in SW], 4, '-')}{digits(2)}",
          f"master pw ya password manager (nikisahau ni shida): {phrase(SW, 5)}")

    r.add("payslip_pdf_password",
          f"payslips za 2025 zinafunguka na password AJT{digits(4)}#",
          f"Nimetuma payslips — pdf password ni {rnd(UPPER + DIGITS, 8)}, tuma kwa SMS separately")

    r.add("bank_statement_pdf_password",
          f"Equity statements email — pdf password {digits(6)}",
          f"KCB statement password: {rnd(UPPER + DIGITS, 8)}")

    r.add("stripe_secret_key",
          f"donate page (website) stripe live secret: sk_live_51{rnd(ALNUM, 97)}",
          f"STRIPE_SECRET_KEY=sk_live_51{rnd(ALNUM, 97)}")

    r.add("flutterwave_secret_key",
          f"Flutterwave secret key FLWSECK-{hexs(32)}-X",
          f"flutterwave: secret FLWSECK-{hexs(32)}-X\nencryption key FLWSECK{hexs(12)}")

    r.add("pesapal_consumer_secret",
          f"Pesapal v3 creds\nconsumer_key: {rnd(ALNUM + '+/', 28)}\nconsumer_secret: {rnd(ALNUM + '+/', 28)}=",
          f"pesapal consumer secret → {b64(secrets.token_bytes(21))}")

    r.add("sms_gateway_api_key",
          f"Africa's Talking (bulk SMS for CHVs) username ajt_sms apiKey atsk_{hexs(64)}",
          f"AT_API_KEY=atsk_{hexs(64)}")

    r.add("website_admin_password",
          f"wp-admin ya website (donate.afyajirani.example): ajtadmin / {kpw()}",
          f"website hosting cPanel login: afyajir / {kpw()}",
          f"donate site:\n- url: https://donate.afyajirani.example/wp-admin\n- user: finance\n- pass: {kpw()}")

    r.add("office365_password",
          f"Outlook (Microsoft 365) ya kazi: m.finance@afyajirani.example, pwd {kpw()}",
          f"o365 password reset by IT -> temp {kpw()}",
          f"mail ya kazi password: {kpw()}")

    r.add("mpesa_security_credential",
          f"Daraja SecurityCredential (initiator pw encrypted with the prod cert, Brian generated):\n{b64(secrets.token_bytes(256))}",
          f'"SecurityCredential": "{b64(secrets.token_bytes(256))}"')

    r.add("zoom_meeting_passcode",
          f"board finance committee zoom: ID {digits(3)} {digits(4)} {digits(4)} passcode {rnd(ALNUM, 6)}",
          f"Zoom ya audit exit meeting — meeting ID {digits(11)}, passcode {digits(6)}",
          f"Zoom host key (for the finance committee account, to reclaim host): {digits(6)}")

    r.add("quickbooks_session_cookie",
          f"Brian needed my QBO session for the export bug, alinipatia hii: qbn.tkt={rnd(URLSAFE, 40)}; qbn.authid={digits(12)}",
          f"Cookie: qbo.sid={hexs(32)}; qbn.ticket={rnd(URLSAFE, 48)}")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("mpesa_confirmation_sms",
          f"{mcode()} Confirmed. Ksh{ksh()} sent to {who().upper()} KIMANI {phone()} on {date()} at 10:41 AM. New M-PESA balance is Ksh{ksh()}. Transaction cost, Ksh{secrets.randbelow(100)}.00.",
          f"{mcode()} Confirmed. Ksh{ksh()} paid to AFYA JIRANI TRUST. on {date()} at 3:12 PM. New M-PESA balance is Ksh{ksh()}.",
          f"save this for the recon: {mcode()} Confirmed. You have received Ksh{ksh()} from GLOBAL HEALTH FUND KE {phone()} on {date()}",
          f"{mcode()} confirmed. Ksh{ksh()} sent to KPLC PREPAID for account {digits(11)} on {date()}")

    r.add("mpesa_code_in_reconciliation",
          f"recon: code {mcode()} haionekani kwa QBO, amount {ksh()} from Mama Njeri (CHV stipend refund)",
          f"mpesa codes za per diems Kisumu training:\n{mcode()} – 3,500\n{mcode()} – 3,500\n{mcode()} – 7,000 (2 days)",
          f"ref {mcode()} ndio ya fuel, attach to voucher PV-{digits(4)}")

    r.add("mpesa_reversal_request",
          f"Nimepigia 456 kureverse {mcode()} (sent to wrong number, {phone()}). Safaricom ref {digits(8)}",
          f"reversal ya {mcode()} imefanikiwa, new code ni {mcode()}")

    r.add("till_number",
          f"Till ya ofisi: {till()} (Buy Goods) — print for the front desk",
          f"canteen supplier anatumia till {till()}, si paybill",
          f"Buy goods till number {till()} — Naivas Westlands, for the office tea")

    r.add("paybill_account_number",
          f"Paybill {paybill()} acc {equity_acc()} (rent to landlord's Equity acc)",
          f"KPLC postpaid: paybill {paybill()}, account {digits(10)}",
          f"to pay the NITA levy: Paybill {paybill()}, account number = our KRA PIN {kra_pin(company=True)}",
          f"water bill Nairobi Water: paybill {paybill()} acc no {digits(7)}")

    r.add("kra_pin_staff",
          f"KRA PIN ya {who()}: {kra_pin()} (for the P9)",
          f"new staff KRA PINs for payroll\n{who()} – {kra_pin()}\n{who()} – {kra_pin()}\n{who()} – {kra_pin()}",
          f"my KRA PIN {kra_pin()} — it's on every P9 anyway")

    r.add("kra_pin_supplier",
          f"Supplier: Acme Stationers Ltd, PIN {kra_pin(company=True)}, WHT 5%",
          f"PIN no. ya transporter ({who()} Logistics) ni {kra_pin(company=True)}, confirm kwa iTax PIN checker",
          f"Our org KRA PIN (for invoices and LPOs): {kra_pin(company=True)}")

    r.add("nhif_member_number",
          f"NHIF no. ya {who()} {digits(8)} (for the SHA migration)",
          f"NHIF employer code {digits(6)}, member numbers in the payroll sheet",
          f"SHA member no. CR{digits(10)}-{digits(1)} ya {who()} — pending registration")

    r.add("nssf_member_number",
          f"NSSF numbers: {who()} {digits(9)}, {who()} {digits(9)}",
          f"nssf no yangu ni {digits(10)}",
          f"NSSF employer number {digits(9)} (on the payment advice)")

    r.add("invoice_number",
          f"INV-{pick('2024', '2025')}-{digits(4)} from Acme Pharma — not yet paid, due {date()}",
          f"invoice ya hotel (training Naivasha) ref #{rnd(UPPER + DIGITS, 8)}",
          f"tuma invoice no. AJT/INV/{digits(3)}/25 to the donor by Friday")

    r.add("payment_voucher_number",
          f"PV-{digits(5)} ni ya fuel reimbursement, needs 2 signatories",
          f"vouchers za leo: PV{digits(4)}, PV{digits(4)}, PV{digits(4)} — ED asign",
          f"petty cash voucher PCV/{digits(3)}/{pick('2024', '2025')} missing receipt")

    r.add("lpo_number",
          f"LPO no. {digits(6)} for 40 reams + toner",
          f"LPO/AJT/{digits(4)} issued to Acme Pharma, delivery within 7 days",
          f"LPO {rnd(UPPER, 2)}-{digits(5)} cancelled, supplier hakuleta")

    r.add("grant_code",
          f"charge to grant GHF-KE-{pick('2024', '2025')}-{digits(4)}, budget line 3.{secrets.randbelow(9) + 1}",
          f"Grant codes:\nMCH project → AJT-MCH-{digits(3)}\nTB outreach → TBO-{rnd(UPPER + DIGITS, 6)}",
          f"donor ref for the agreement: 72061{digits(2)}CA000{digits(2)} (on all reports)")

    r.add("bank_branch_code",
          f"Equity bank code 68, branch code {digits(3)} (Community)",
          f"KCB Moi Avenue branch code {digits(3)}, bank code 01 — for the RTGS form",
          f"sort code for the EFT: 68{digits(3)}")

    r.add("swift_code",
          f"For the donor wire: SWIFT {pick('EQBLKENA', 'KCBLKENX')}, intermediary {rnd(UPPER, 4)}US33",
          "swift ya KCB ni KCBLKENX, Equity EQBLKENA — donors hukosea kila wakati")

    r.add("phone_number",
          f"Safaricom business care: {phone()}, account manager {who()} {phone(intl=True)}",
          f"numbers za CHVs Kibera: {phone()}, {phone()}, {phone()}",
          f"landlord {phone()} (call before 8am)")

    r.add("etims_receipt_number",
          f"ETR receipt no {digits(6)}, CU serial KRA{rnd(UPPER + DIGITS, 11)}, CU invoice {digits(19)}",
          f"eTIMS invoice from Acme Pharma: {kra_pin(company=True)}-{digits(4)}-{digits(6)}",
          f"receipt no. {rnd(UPPER + DIGITS, 10)} (Naivas) for the workshop snacks")

    r.add("pin_changed_note",
          "Nimebadilisha M-Pesa PIN leo after simu ilipotea — usitumie ile ya zamani",
          "Changed my phone PIN and the Equity app PIN on Sat. New ones not written anywhere, in my head only.",
          "Safe combination was changed by the locksmith on 14th, ED has the new one in a sealed envelope")

    r.add("pin_blocked_note",
          "Till PIN imeblock after 3 wrong tries 😩 — call 0722 business care kesho asubuhi, need the ID + certificate of registration",
          "KCB token blocked (PIN locked). Bank says come to branch with a letter from the board",
          "eCitizen locked for 24 hours, too many wrong passwords. Try tomorrow")

    r.add("otp_sms_no_code",
          "Your M-PESA PIN has been changed successfully. Never share your PIN with anyone. Safaricom will never ask for your PIN.",
          "Dear Customer, an OTP has been sent for your EazzyBiz login. Do NOT share your OTP with anyone including Equity staff.",
          "KCB: Use the one time password sent to your registered number to complete the transaction. It expires in 5 minutes. Never share it.")

    r.add("password_policy_note",
          "iTax password must be 8+ chars with upper, lower, number and a special char, changes every 90 days",
          "QBO says the new password needs 8–32 characters, no spaces, can't match the last 4",
          "M-Pesa PIN must be 4 digits, not your year of birth, not 1234 or 0000 (Safaricom rule)")

    r.add("password_reset_note",
          "reset the payroll password for Chebet today, she'll set her own on first login",
          "Forgot eCitizen password → used 'forgot password', link went to the shared gmail",
          f"IT ticket #{digits(5)}: Gmail password reset for the shared finance account — done, ED has it")

    r.add("secret_location_note",
          "The safe combo is in the sealed envelope in the ED's drawer, NOT in this note",
          "Bank tokens ziko kwa safe, PINs ziko kwa Bitwarden (folder 'Banking')",
          "alarm codes: ask KK Security control room for the master, mine iko kwa password manager")

    ajt_eq, ajt_kcb = equity_acc(), kcb_acc()
    r.add("org_bank_details_on_invoice",
          f"Bank details for our invoices:\nAfya Jirani Trust\nEquity Bank, Community branch\nA/C {ajt_eq}\nSWIFT EQBLKENA",
          f"pay to: AFYA JIRANI TRUST, KCB Moi Avenue, account no {ajt_kcb}, branch code {digits(3)}",
          f"project USD account (KCB) {kcb_acc()} — for the donor remittance")

    r.add("donor_remittance_iban",
          f"GHF sends from their IBAN {iban('DE', digits(18))}, ref AJT-Q{secrets.randbelow(4) + 1}",
          f"Donor's remitting account: {iban('NL', 'ABNA' + digits(10))} (ABNANL2A)")

    r.add("cheque_number",
          f"cheque no. {digits(6)} to Acme Pharma, KCB, Ksh {ksh()}",
          f"cancelled cheque {digits(6)} — wrong amount, void")

    r.add("withholding_certificate_number",
          f"WHT certificate no. {digits(19)} for Acme Consultants, Oct",
          f"withholding VAT cert {kra_pin(company=True)}{digits(6)} iko kwa iTax")

    r.add("courier_waybill",
          f"G4S waybill {digits(10)} — audited accounts to the donor",
          f"Wells Fargo tracking no. {rnd(UPPER, 2)}{digits(9)}KE (cheque book from the bank)",
          f"Posta EMS {rnd(UPPER, 2)}{digits(9)}KE — tax exemption docs to Treasury")

    r.add("flight_booking_reference",
          f"KQ booking ref {rnd(UPPER, 6)} NBO-KIS 6:45am, e-ticket 706{digits(10)}",
          f"SGR ticket Mombasa for {who()}: booking no {digits(10)}")

    r.add("vehicle_plate",
          f"office Probox K{rnd(UPPER, 2)} {digits(3, lead=True)}{secrets.choice(UPPER)} — fuel card for this one",
          f"taxi for the board: {who()} {phone()}, K{rnd(UPPER, 2)} {digits(3, lead=True)}{secrets.choice(UPPER)}",
          f"parking ticket {digits(8)} for GK? no — ni KD{rnd(UPPER, 1)} {digits(3, lead=True)}{secrets.choice(UPPER)}, county parking Ksh 300")

    r.add("kplc_meter_number",
          f"KPLC prepaid meter no. {digits(11)} — buy tokens via paybill",
          f"meter number ya ofisi ni {digits(11)}, ya store {digits(11)}")

    r.add("drive_file_link",
          f"budget vs actuals sheet: https://docs.google.com/spreadsheets/d/{rnd(URLSAFE, 44)}/edit (view only for programs)",
          f"payroll template drive id {rnd(URLSAFE, 33)}")

    r.add("file_checksum",
          f"payroll export for the bank (bulk file) sha256 {hexs(64)} — bank wanataka tukiconfirm",
          f"audit zip md5: {hexs(32)}")

    r.add("staff_payroll_number",
          f"payroll no. ya {who()} ni AJT{digits(4)}",
          f"staff numbers: EMP-{digits(4)} ({who()}), EMP-{digits(4)} ({who()})")

    r.add("ecitizen_bill_reference",
          f"eCitizen bill ref {rnd(UPPER, 7)} for the NGO board annual returns, Ksh 1,050",
          f"ecitizen invoice no {rnd(UPPER + DIGITS, 8)} — paid via mpesa {mcode()}")

    r.add("kra_payment_registration_number",
          f"PRN {pick('2024', '2025')}{digits(12)} for PAYE Oct, pay before 9th",
          f"KRA payment slip PRN: {digits(16)} (NHIF/SHA is separate)",
          f"paid PRN {digits(16)} via Equity, bank ref FT{digits(5)}{rnd(UPPER + DIGITS, 5)}")

    r.add("itax_acknowledgement_number",
          f"iTax acknowledgement receipt no. KRA{digits(15)} — P10 filed",
          f"e-return ack {kra_pin(company=True)}{digits(8)} saved in finance/KRA/2025")

    r.add("stripe_publishable_key",
          f"publishable key for the donate button (frontend, safe to share with the web guy): pk_live_51{rnd(ALNUM, 97)}",
          f"NEXT_PUBLIC_STRIPE_KEY=pk_live_51{rnd(ALNUM, 97)}")

    r.add("flutterwave_public_key",
          f"flutterwave public key (goes in the checkout script): FLWPUBK-{hexs(32)}-X",
          f"FLW_PUBLIC_KEY=FLWPUBK-{hexs(32)}-X  (secret iko kwa server only)")

    r.add("env_var_reference",
          "MPESA_CONSUMER_SECRET iko kwa server .env, Brian ndio anaijua — don't paste it here",
          "DARAJA_PASSKEY=${DARAJA_PASSKEY}  # injected from the vault at deploy",
          "the AT apiKey is in the hosting panel under env vars (AT_API_KEY), not in the repo")

    r.add("promo_code",
          f"Jumia business promo code {rnd(UPPER, 6)}{digits(2)} — 10% off toner",
          f"Bonga points: dial *126#, the data bundle product code ni BNDL-{rnd(UPPER + DIGITS, 5)}")

    r.add("statement_password_hint",
          "M-Pesa statement PDF password is your ID number (as usual)",
          "KCB e-statement password = date of birth in DDMMYYYY, nothing else")

    r.add("wifi_network_info",
          f"WiFi networks: AJT-Staff (5GHz), AJT-Guest, router {pick('192.168.100.1', '192.168.1.1')}, Safaricom fibre acc {digits(9)}",
          f"router MAC {':'.join(rnd(HEX, 2).upper() for _ in range(6))}, serial ZTE{rnd(UPPER + DIGITS, 12)}",
          "guest wifi password changes every Monday, reception has it")

    r.add("hardware_token_serial",
          f"KCB token serial (back of device): {digits(10)}",
          f"Equity token S/N {rnd(UPPER + DIGITS, 3)}-{digits(7)}, issued to me {date()}")

    r.add("pos_terminal_ids",
          f"PDQ at the clinic: TID {digits(8)}, MID {digits(15)}",
          f"POS terminal id {rnd(UPPER + DIGITS, 8)} (Equity), for settlement queries")

    r.add("helpdesk_ticket",
          f"Safaricom case no. {digits(9)} — till statement not loading",
          f"KCB complaint ref CRM-{digits(7)} about the double debit",
          f"Intuit support case {digits(8)}")

    r.add("server_ip_hostname",
          "payroll server 10.20.0.15 (payroll.afyajirani.internal), backups to nas01.afyajirani.internal",
          f"QuickBooks desktop host: FIN-PC-{digits(2)} / 192.168.1.{secrets.randbelow(200) + 20}")

    r.add("masked_card",
          f"Visa ending {digits(4)} charged USD 15 for Zoom — receipt {rnd(UPPER + DIGITS, 10)}",
          f"KCB card **** **** **** {digits(4)} exp {card_expiry()}, renew before travel",
          f"card 4{digits(5)}******{digits(4)} declined on Canva, call the bank")

    r.add("alarm_company_client_number",
          f"KK Security client no. {digits(6)}, control room {phone()}",
          f"alarm panel model & zones: zone {secrets.randbelow(8) + 1} = finance office, account {digits(4)} at the monitoring station")

    r.add("sacco_member_number",
          f"Sacco member no. {digits(5)}, loan no. LN{digits(7)}",
          f"sacco checkoff: {who()} member {digits(6)}, deduct Ksh 5,000")

    r.add("rtgs_reference",
          f"RTGS ref FT{digits(5)}{rnd(UPPER + DIGITS, 5)} to Acme Pharma, value date {date()}",
          f"EFT batch {digits(8)} (salaries), bank ref {rnd(UPPER + DIGITS, 12)}",
          f"Pesalink ref {digits(12)} — supplier confirmed")

    r.add("postal_address",
          f"P.O. Box {digits(5, lead=True)}-00100 Nairobi GPO",
          f"deliveries: Acme Plaza, 3rd floor, Ngong Rd, postal code 00505, Box {digits(4, lead=True)}")

    r.add("app_version",
          f"QuickBooks desktop R{secrets.randbelow(15) + 1} 2021, update to 34.0.{digits(4)} before audit",
          f"M-PESA for Business app v{secrets.randbelow(3) + 1}.{secrets.randbelow(20)}.{secrets.randbelow(99)} — the new one has statements")

    r.add("zoom_meeting_link",
          f"board meeting zoom ID {digits(3)} {digits(4)} {digits(4)} — passcode iko kwa invite ya ED",
          f"Teams link ya audit: meeting id {digits(3)} {digits(3)} {digits(3)} {digits(3)}, dial-in {phone(intl=True)}")

    r.add("uuid_reference",
          f"QBO export job {uid()} failed, retry",
          f"Pesapal order tracking id {uid()} (donation from the gala)")

    r.add("kra_pin_labelled_pin",
          f"PIN: {kra_pin(company=True)} (KRA, for the tender form)",
          f"Tender docs need Company PIN {kra_pin(company=True)} and the tax compliance cert no. KRA{rnd(UPPER + DIGITS, 12)}")

    r.add("mpesa_balance_sms",
          f"{mcode()} Confirmed. Your account balance was: Working Account Ksh{ksh()}, Utility Account Ksh{ksh()} on {date()}",
          f"{mcode()} confirmed. Ksh{ksh()} transferred to Equity a/c {equity_acc()} from Till {till()}")

    r.add("id_number_reference",
          "statement za till zinahitaji ID ya director + CR12 — ziko kwa the compliance folder",
          "Equity mandate form: signatories' IDs attached, ED ana copies")

    r.add("otp_length_note",
          "EazzyBiz OTP is 6 digits and lasts 3 minutes, token one is 8 digits",
          "iTax OTP huenda kwa email ya org, si simu yangu")

    return r


def main() -> None:
    write_corpora("make_heldout104.py", [
        ("heldout104_credentials.yaml", credentials(), "batch 104 (a Nairobi health NGO finance officer: M-Pesa, banking, office codes), written blind; every value synthetic"),
        ("heldout104_lookalikes.yaml", lookalikes(), "batch 104 look-alikes: M-Pesa codes, Till/Paybill and KRA PINs, vouchers, PIN-change notes, written blind"),
    ])


if __name__ == "__main__":
    main()
