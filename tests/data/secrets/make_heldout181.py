# ruff: noqa: E501
"""Writes heldout181_credentials.yaml and heldout181_lookalikes.yaml: held-out batch 181.

Persona: a freelance chartered accountant in Bengaluru who handles GST, income tax, TDS, payroll
compliance and ROC filings for a dozen small-business clients. Writes in Indian English with
Hindi words and heavy shorthand ("pwd", "txn pwd", "a/c", "yaad rakhna"). The notes hold the
clients' portal logins, net-banking and UPI secrets, DSC token PINs and Tally passwords, next to
many filing references (GSTINs, PANs, UTRs, challans, ITR acks, UDINs) that are not secrets.

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
    Rows,
    app_password,
    aws_key_id,
    aws_secret,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    jwt,
    luhn,
    openai_project_key,
    openssh_private,
    pem,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

GSTIN_CHARS = DIGITS + UPPER
BANKS = ["HDFC", "ICIC", "SBIN", "UTIB", "KKBK", "CNRB", "YESB", "IDIB", "BARB"]
WORDS = ["Kaveri", "Nandi", "Gulmohar", "Mysore", "Lalbagh", "Cubbon", "Tulsi", "Ashoka",
         "Sapota", "Jamun", "Malnad", "Hampi", "Coorg", "Mango", "Jasmine", "Tiger"]
BIP39 = ["abandon", "ability", "absorb", "access", "acid", "across", "actor", "adapt", "admit",
         "advice", "afford", "agent", "airport", "alarm", "album", "alley", "amount", "anchor",
         "angle", "animal", "antique", "april", "arena", "armor", "arrow", "artist", "assist",
         "athlete", "auction", "autumn", "avocado", "awake", "bacon", "badge", "balance",
         "bamboo", "banana", "barrel", "basket", "beach", "bicycle", "blanket", "bonus",
         "border", "bread", "bridge", "bronze", "bubble", "cabin", "cactus", "camera", "canal",
         "candy", "canvas", "carbon", "cargo", "castle", "cement", "chalk", "cherry", "chimney",
         "cinnamon", "clerk", "coconut", "copper", "cotton", "crystal", "curtain", "dolphin",
         "eagle", "elbow", "fabric", "galaxy", "ginger", "harbor", "island", "jungle", "kettle",
         "lemon", "marble", "orbit", "pepper", "rhythm", "saddle", "tornado", "velvet", "walnut"]
PASSWORDS_WORDS = ["chai", "barish", "pahadi", "nimbu", "gaadi", "kitaab", "mitti", "sona",
                   "dhoop", "patang", "basket", "rocket", "ledger", "voucher", "monsoon", "filter"]
CLIENTS = ["Sharma Textiles", "Rao & Sons Hardware", "Iyer Bakery", "Gowda Constructions",
           "Fatima Boutique", "Mehta Pharma Distributors", "Venkatesh Auto Parts",
           "Nair Caterers", "Kulkarni Tech Solutions Pvt Ltd", "Reddy Agro Foods", "Bhat Printers",
           "Shetty Hotels"]


def hpw() -> str:
    """A password a client or the CA picked to meet portal rules (upper, lower, digit, special)."""
    w = secrets.choice(WORDS)
    return secrets.choice([
        f"{w}@{digits(4)}",
        f"{w}#{digits(3)}{rnd(LOWER, 2)}",
        f"{rnd(UPPER, 1)}{rnd(LOWER, 5)}{digits(2)}${digits(2)}",
        f"{w.lower()}{digits(2)}!{rnd(UPPER, 2)}",
        pw(),
    ])


def state() -> str:
    return pick("29", "29", "29", "33", "27", "32", "36")


def pan(entity: str | None = None) -> str:
    """An Indian PAN: three letters, the holder type, the name initial, four digits, a letter."""
    return f"{rnd(UPPER, 3)}{entity or pick('P', 'C', 'F', 'H')}{rnd(UPPER, 1)}{digits(4)}{rnd(UPPER, 1)}"


def gstin(st: str | None = None, p: str | None = None) -> str:
    """A GSTIN with a valid check character (the GSTN mod-36 scheme)."""
    body = f"{st or state()}{p or pan()}{pick('1', '1', '2', '3')}Z"
    total = 0
    for i, c in enumerate(body):
        prod = GSTIN_CHARS.index(c) * (2 if i % 2 else 1)
        total += prod // 36 + prod % 36
    return body + GSTIN_CHARS[(36 - total % 36) % 36]


def tan() -> str:
    return f"BLR{rnd(UPPER, 1)}{digits(5)}{rnd(UPPER, 1)}"


def ifsc(bank: str | None = None) -> str:
    return f"{bank or pick(*BANKS)}0{digits(6)}"


def acct() -> str:
    return digits(pick(11, 12, 14, 15), lead=True)


def utr(bank: str | None = None) -> str:
    b = bank or pick(*BANKS)
    return pick(f"{b}N{digits(2)}{digits(3)}{digits(8)}", f"{b}R5{digits(4)}{digits(11)}", digits(12, lead=True))


def challan() -> tuple[str, str, str]:
    """BSR code, date of deposit, challan serial."""
    return digits(7, lead=True), f"{secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d}/{pick('2024', '2025')}", digits(5, lead=True)


def itr_ack() -> str:
    return digits(15, lead=True)


def cin() -> str:
    return f"{pick('U', 'U', 'L')}{digits(5, lead=True)}KA{pick('2009', '2014', '2018', '2021', '2023')}{pick('PTC', 'PTC', 'OPC', 'PLC')}{digits(6)}"


def din() -> str:
    return pick("0", "1", "0") + digits(7)


def udin() -> str:
    return f"{pick('24', '25')}{digits(6, lead=True)}{rnd(UPPER + DIGITS, 10)}"


def arn() -> str:
    return f"AA{state()}{secrets.randbelow(12) + 1:02d}{pick('24', '25')}{digits(7)}{secrets.choice(UPPER + DIGITS)}"


def lei() -> str:
    base = "335800" + rnd(UPPER + DIGITS, 12)
    number = int("".join(str(int(c, 36)) for c in base + "00"))
    return f"{base}{98 - number % 97:02d}"


def phone() -> str:
    return f"+91 {pick('9', '8', '7', '6')}{digits(4)} {digits(5)}"


def pin_code() -> str:
    return f"560{secrets.randbelow(110):03d}"


def upi(handle: str) -> str:
    return f"{handle}@{pick('okhdfcbank', 'okicici', 'oksbi', 'ybl', 'paytm', 'axl', 'ibl')}"


def card_pin() -> str:
    return digits(4)


def zoho_token() -> str:
    return f"1000.{hexs(32)}.{hexs(32)}"


def totp_seed() -> str:
    return rnd(BASE32, 32)


def client() -> str:
    return secrets.choice(CLIENTS)


def credentials() -> Rows:
    r = Rows()
    r.add("gst_portal_password",
          f"Sharma Textiles GST login\nuser: sharmatex_{digits(3)}\npwd: {hpw()}",
          f"gst portal - Iyer Bakery - username iyerbakery{digits(2)} password {hpw()} (changed after the lockout, pls dont tell Mr Iyer's son)",
          f"Rao hardware GST pwd is now {hpw()} , username same as before. OTP goes to Rao ji's Jio number.",
          f"GSTIN {gstin('29')} | user: fatimaboutique | pass: {hpw()} | last GSTR-3B filed Oct")
    r.add("income_tax_efiling_password",
          f"ITD efiling for Venkatesh (PAN {pan('P')}) – password {hpw()}",
          f"income tax portal login of Mrs. Nair: user id = her PAN, pwd = {hpw()}. Yaad rakhna, she keeps forgetting.",
          f"Gowda ITR-3 AY 25-26\nlogin {pan('P')}\n{hpw()}\nAIS downloaded, 26AS matches",
          f"IT portal pwd changed today for Kulkarni Tech → {hpw()}")
    r.add("netbanking_login_password",
          f"HDFC netbanking Sharma Textiles\ncust id {digits(8, lead=True)}\nipin {hpw()}",
          f"SBI INB username reddyagro{digits(2)} / login pwd {hpw()}",
          f"Bhat Printers ICICI corp login: user BHATPRINT / pwd {hpw()} (login pwd only, txn pwd separate)",
          f"Iyer bakery canara bank net banking — login password {hpw()}, user id IYERB{digits(4)}")
    r.add("netbanking_transaction_password",
          f"SBI txn pwd for Reddy Agro = {hpw()} (profile pwd also same, lazy people)",
          f"transaction password HDFC Sharma: {hpw()}",
          f"Bhat printers ICICI - txn pwd\n{hpw()}\nuse only for GST challan payments")
    r.add("upi_pin",
          f"Nair caterers UPI pin {digits(4)} — Mrs Nair asked me to pay the vendor when she is travelling",
          f"my own UPI PIN (HDFC) changed to {digits(6)}",
          f"Fatima's BHIM upi pin: {digits(4)} – only for paying GST challans from her phone when she is with me",
          f"Rao ji: 'beta PhonePe ka pin {digits(4)} hai, ₹2000 bhej dena supplier ko' (fwd from whatsapp)")
    r.add("dsc_token_pin",
          f"DSC token (ePass2003) of Venkatesh – PIN {digits(8)}",
          f"Kulkarni director DSC pin = {rnd(ALNUM, 8)} , class 3, expires next year",
          f"DSC usb of Gowda sir\ntoken password: {hpw()}\nkeep token in the blue drawer",
          f"Mehta pharma — DSC pin changed from default 12345678 to {digits(8)}")
    r.add("tally_admin_password",
          f"Tally admin login Shetty Hotels: user Admin pwd {hpw()}",
          f"TallyPrime – Iyer bakery company 'IYER BAKERY 2024-25' – username admin, password {hpw()}",
          f"tally owner pwd for rao hardware - {hpw()} (accountant Suresh has data entry user only)",
          f"Nair caterers tally: Admin / {rnd(ALNUM, 10)}  – Suresh / {hpw()}")
    r.add("tallyprime_remote_password",
          f"Tally.NET remote access for Mehta Pharma:\nremote user: ca.office@ledgerwise.example\npassword {hpw()}",
          f"tallyprime remote login → mehta.accounts@mehtapharma.example / {hpw()}",
          f"Remote access Tally (Venkatesh auto) - user ca-remote-{digits(2)}, pass {hpw()}, company no. 10003")
    r.add("tally_vault_password",
          f"Shetty Hotels company is encrypted with TallyVault, vault password: {hpw()} — if lost data is gone!!",
          f"tally vault pwd Kulkarni Tech = {rnd(ALNUM, 12)}")
    r.add("mca21_portal_password",
          f"MCA V3 login Kulkarni Tech Solutions Pvt Ltd\nuser: kulkarnitech.roc\npwd: {hpw()}",
          f"mca21 user id of director Gowda = gowda_din{digits(4)} password {hpw()} (business user)",
          f"MCA portal pass for Reddy Agro Foods changed to {hpw()} after AOC-4 filing")
    r.add("client_email_password",
          f"Fatima's gmail fatima.boutique{digits(2)}@gmail.example password {hpw()} – GST OTPs come here",
          f"email: accounts@sharmatextiles.example\npwd: {hpw()}\n(webmail.sharmatextiles.example)",
          f"rao ji ka email pwd {hpw()}, id raohardware@mail.example",
          f"Outlook (Kulkarni Tech, M365) – finance@kulkarnitech.example\n{hpw()}")
    r.add("epfo_employer_password",
          f"EPFO employer login — estab id KNBNG{digits(7)}{digits(3)} — pwd {hpw()}",
          f"PF portal Shetty Hotels: user KNBNG{digits(7)} / {hpw()}. ECR due 15th",
          f"unified portal (employer) for Gowda constructions password = {hpw()}")
    r.add("esic_employer_password",
          f"ESIC employer portal Shetty Hotels, code {digits(17)}, password {hpw()}",
          f"esic login gowda - pwd {hpw()}",
          f"ESI portal Nair caterers\nemployer code {digits(17)}\npass {hpw()}")
    r.add("traces_tds_password",
          f"TRACES deductor login for TAN {tan()}: user id {tan()}, password {hpw()}",
          f"traces pwd (Kulkarni Tech) = {hpw()}  // for downloading Form 16A",
          f"TDS traces - Mehta pharma - {hpw()}",
          f"Shetty hotels TRACES\nUser ID: {tan()}\nPassword: {hpw()}\n(24Q Q3 justification report pending)")
    r.add("google_backup_codes",
          f"Google backup codes for accounts@ledgerwise.example (my firm email)\n{recovery_codes(5, 'digits')}",
          f"Kulkarni gmail 2-step backup codes:\n{groups(digits(8), 4)}\n{groups(digits(8), 4)}\n{groups(digits(8), 4)}\n{groups(digits(8), 4)}",
          f"backup codes for Zoho login (Mehta) in case OTP app stops: {rnd(LOWER + DIGITS, 8)} {rnd(LOWER + DIGITS, 8)} {rnd(LOWER + DIGITS, 8)} {rnd(LOWER + DIGITS, 8)}")
    r.add("debit_card_atm_pin",
          f"Rao ji ka debit card ATM pin {card_pin()} (he gave it to me for the petty cash withdrawal, bad idea)",
          f"ATM PIN - office current a/c card: {card_pin()}",
          f"Nair caterers SBI debit card pin – {card_pin()}")
    r.add("credit_card_with_cvv",
          f"firm credit card for MCA / GST fees\n{groups(luhn('4'), 4)}  exp {card_expiry()}  cvv {digits(3)}",
          f"Mehta pharma corporate card {luhn('5')} {card_expiry()} CVV {digits(3)} — for paying DSC renewal",
          f"RuPay card (Iyer bakery): {groups(luhn('6521'), 4)}, valid thru {card_expiry()}, cvv {digits(3)}")
    r.add("gmail_app_password",
          f"app password for Tally to send invoices via gmail: {app_password()}",
          f"Thunderbird on office PC → app pwd {app_password()} (accounts@ledgerwise.example)",
          f"Sharma textiles gmail app password — {app_password().replace(' ', '')}")
    r.add("office_alarm_code",
          f"office alarm disarm code {digits(4)}#",
          f"Alarm code for the Indiranagar office: {digits(6)} (Ramesh the peon also knows)",
          f"Shetty Hotels back office door keypad - {digits(4)}*",
          f"record room (old files) lock code: {digits(4)} — changed after Diwali cleaning")
    r.add("office_wifi_password",
          f"office wifi LedgerWise_5G pwd {rnd(ALNUM, 12)}",
          f"wifi at Mehta pharma godown\nSSID: MEHTA-GODOWN\npass: {hpw()}",
          f"guest wifi for clients: {phrase(PASSWORDS_WORDS, 2, '')}{digits(4)}")
    r.add("zoho_refresh_token",
          f"Zoho Books API (Kulkarni Tech) refresh_token={zoho_token()}",
          f"zoho books integration for GSTR-1 export:\nclient_id: 1000.{rnd(UPPER + DIGITS, 30)}\nclient_secret: {hexs(42)}\nrefresh token {zoho_token()}",
          f"Zoho oauth token for Mehta pharma script → {zoho_token()}")
    r.add("razorpay_key_secret",
          f"Razorpay (Fatima boutique online store)\nkey_id rzp_live_{rnd(ALNUM, 14)}\nkey_secret {rnd(ALNUM, 24)}",
          f"razorpay secret for settlement report download: {rnd(ALNUM, 24)}",
          f"RAZORPAY_KEY_ID=rzp_live_{rnd(ALNUM, 14)}\nRAZORPAY_KEY_SECRET={rnd(ALNUM, 24)}")
    r.add("aws_access_key_pair",
          f"Kulkarni Tech invoices S3 backup – access key {aws_key_id()} secret {aws_secret()}",
          f"[kulkarni-backup]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = ap-south-1")
    r.add("totp_seed",
          f"GST portal doesn't have TOTP but Zoho does — Mehta's authenticator secret: {groups(totp_seed().lower(), 4)}",
          f"otpauth://totp/Zoho:accounts@mehtapharma.example?secret={totp_seed()}&issuer=Zoho",
          f"2FA setup key for my firm's Google Workspace admin (in case phone dies): {groups(totp_seed(), 4)}")
    r.add("icegate_password",
          f"ICEGATE login Venkatesh Auto (importer, IEC same as PAN): user VENKAUTO{digits(3)} pwd {hpw()}",
          f"icegate pass changed — {hpw()}")
    r.add("professional_tax_portal_password",
          f"Karnataka PT portal (pt.kar.nic) Shetty Hotels: RC no {digits(9)}, password {hpw()}",
          f"PT login for Gowda constructions - {hpw()}",
          f"prof tax EC login (Dr. Iyer personal) user {digits(9)} / pass {hpw()}")
    r.add("eway_bill_portal_password",
          f"e-way bill portal Reddy Agro — username reddyagro_ewb, password {hpw()}",
          f"EWB login for Mehta Pharma: {hpw()}",
          f"ewb api (Reddy agro, via GSP): ewb user reddyAPI_{digits(4)} / {rnd(ALNUM, 12)}",
          f"ewaybill sub-user for their transporter clerk\nuser: mehta_sub{digits(2)}\npwd {hpw()}")
    r.add("einvoice_api_client_secret",
          f"e-invoice API (IRP) for Kulkarni Tech via GSP\nclient_id: {rnd(ALNUM, 20)}\nclient_secret: {rnd(ALNUM, 32)}\napi user: kulkarni_API_{digits(3)} / pwd {hpw()}",
          f"IRP sandbox creds → ClientId {rnd(ALNUM, 20)} ClientSecret {rnd(ALNUM, 32)}",
          f"GSP api password (Mehta e-invoicing) is {rnd(ALNUM + '@#', 14)}")
    r.add("demat_trading_pin",
          f"Zerodha Kite Mrs Nair – user ID {rnd(UPPER, 2)}{digits(4)}, password {hpw()}, PIN {digits(6)}",
          f"Venkatesh's kite pin {digits(6)} (for downloading tax P&L only!!)",
          f"Upstox login of Gowda's son: pwd {hpw()} / 6 digit PIN {digits(6)}")
    r.add("icai_ssp_password",
          f"ICAI SSP portal my login: membership no {digits(6, lead=True)} pwd {hpw()}",
          f"ssp icai new pwd after reset:\n{hpw()}",
          f"udin portal pwd (same as ssp?) no – it's {hpw()}")
    r.add("mobile_banking_mpin",
          f"Sharma's HDFC mobile banking MPIN {digits(4)}",
          f"YONO mpin of reddy agro: {digits(6)} and login pwd {hpw()}",
          f"Mehta — iMobile MPIN {digits(4)}")
    r.add("whatsapp_cloud_api_token",
          f"WhatsApp Business API token for Fatima's invoice reminders:\nEAAJ{rnd(ALNUM, 190)}",
          f"meta whatsapp permanent token (Shetty hotels booking bot) EAAG{rnd(ALNUM, 180)} phone number id {digits(15, lead=True)}")
    r.add("anydesk_unattended_password",
          f"AnyDesk to Iyer bakery billing PC: ID {digits(3, lead=True)} {digits(3)} {digits(3)}, unattended pwd {hpw()}",
          f"anydesk unattended access password for Rao's shop computer = {rnd(ALNUM, 10)}",
          f"Remote into Mehta godown PC\nanydesk {digits(10, lead=True)}\npass {hpw()}")
    r.add("erp_db_connection_string",
          f"Marg ERP SQL (Mehta pharma): Server=marg-sql.mehtapharma.internal;Database=MARG2425;User Id=sa;Password={rnd(ALNUM, 14)};",
          f"Busy accounting DB conn → postgresql://busy_ro:{rnd(ALNUM, 16)}@10.0.{secrets.randbelow(255)}.{secrets.randbelow(255)}:5432/busy_venkatesh",
          f"mysql -h db.shettyhotels.internal -u pos_reports -p'{rnd(ALNUM + '!#', 14)}' hotel_pos  # for daily sales export")
    r.add("bank_sftp_password",
          f"ICICI H2H SFTP for Kulkarni salary upload: sftp.h2h.acme.test user kulk{digits(4)} password {rnd(ALNUM, 16)}",
          f"sftp bank statement pull (Mehta, HDFC ENet) → pwd {hpw()}",
          f"sftp://reco:{rnd(ALNUM, 14)}@files.mehtapharma.internal/bankstmt/  (daily 7am pull)")
    r.add("bitlocker_recovery_key",
          f"Office laptop BitLocker recovery key {bitlocker_key()}",
          f"bitlocker key – Dell of my articled assistant Priya:\n{bitlocker_key()}")
    r.add("password_manager_master_passphrase",
          f"Bitwarden master pwd (firm vault): {phrase(PASSWORDS_WORDS, 4, '-')}{digits(2)}",
          f"master password for KeePass file clients.kdbx = {phrase(PASSWORDS_WORDS, 3, ' ')} {digits(4)}",
          f"If something happens to me — wife should use vault passphrase: {phrase(PASSWORDS_WORDS, 5, '.')}")
    r.add("office_safe_combination",
          f"office almirah safe combo {secrets.randbelow(40)}-{secrets.randbelow(40)}-{secrets.randbelow(40)} (DSC tokens + cheque books inside)",
          f"Godrej safe at Shetty hotel office, code {digits(6)}")
    r.add("sim_puk_code",
          f"Rao's OTP SIM (the one kept in our office) PUK {digits(8)} PIN {digits(4)}",
          f"puk for the Airtel sim registered on Gowda GST: {digits(8)}",
          f"Fatima's jio sim got blocked — PUK1 {digits(8)}, new SIM PIN set to {digits(4)}")
    r.add("corporate_netbanking_checker_password",
          f"Kulkarni Tech ICICI CIB — checker (Mr Kulkarni) login pwd {hpw()} txn pwd {hpw()}",
          f"Axis corporate: maker = me (pwd {hpw()}), checker = Anil sir",
          f"HDFC ENet Mehta pharma\ncorp id MEHTAP{digits(3)}\nuser AUTH1\npwd {hpw()}")
    r.add("digilocker_pin",
          f"DigiLocker 6 digit security PIN of Mrs Nair {digits(6)}",
          f"digilocker mpin (Fatima) {digits(6)} – for pulling her PAN/Aadhaar")
    r.add("openai_api_key",
          f"openai key for my bank statement categorising script: {openai_project_key()}",
          f"OPENAI_API_KEY={openai_project_key()}")
    r.add("service_account_private_key",
          f"Google Sheets service account for the GST tracker sheet:\n\"client_email\": \"gst-tracker@ledgerwise-{digits(6)}.iam.gserviceaccount.example\",\n\"private_key\": \"{pem('PRIVATE KEY', 6)}\"",
          f"sheets-sync key (do not email!)\n{pem('PRIVATE KEY', 5)}")
    r.add("tally_smtp_password",
          f"Tally email config (Shetty Hotels): SMTP smtp.mail.example:587, user accounts@shettyhotels.example, pass {hpw()}",
          f"smtp for invoice emailing from TallyPrime = {rnd(ALNUM, 16)}")
    r.add("statement_pdf_password",
          f"HDFC statement PDFs for Sharma open with {rnd(UPPER, 4)}{digits(4)}",
          f"Reddy Agro SBI e-statement pdf pass: {digits(11, lead=True)}",
          f"password for Kulkarni's CC statement pdf → {rnd(UPPER, 4)}{digits(4)}")
    r.add("crypto_wallet_seed_phrase",
          f"Venkatesh's son's crypto wallet seed (for VDA schedule calc, he insisted I keep a copy):\n{phrase(BIP39, 12)}",
          f"metamask recovery phrase — Gowda jr\n{phrase(BIP39, 12)}")
    r.add("gsp_session_token",
          f"GSP auth token (valid 6 hrs) for GSTR-2B pull: Bearer {jwt({'sub': 'mehtapharma_api', 'gstin': gstin('29'), 'exp': 1760000000})}",
          f"auth-token: {jwt({'user': 'kulkarni_API', 'scope': 'einv'})}",
          f"curl -H 'Authorization: Bearer {jwt({'sub': 'reddy_ewb', 'gstin': gstin('29')})}' https://gsp.acme.test/ewb/v1/list")
    r.add("nas_ssh_private_key",
          f"Synology backup NAS rsync key (nephew set it up)\n{openssh_private()}",
          f"ssh key for ledgerwise-nas.internal\n{openssh_private()}")
    r.add("rdp_cloud_tally_password",
          f"Tally on cloud (Shetty Hotels) RDP: tally-cloud.acme.test:3389 user SHETTY\\accounts pwd {hpw()}",
          f"cloud tally remote desktop pass for Venkatesh – {hpw()}",
          f"mstsc /v:rdp.tallyhost.example  → user ledgerwise{digits(2)}  pass {hpw()}")
    r.add("aadhaar_offline_kyc_share_code",
          f"Aadhaar paperless e-KYC zip for Mrs Nair, share code {digits(4)}",
          f"offline aadhaar xml (Fatima) zip password / share code = {digits(4)}",
          f"Venkatesh eKYC zip → share code {digits(4)} (for Zerodha rekyc)")
    r.add("cdsl_easiest_password",
          f"CDSL easiest login (Mrs Nair) BO {digits(16)} pwd {hpw()}",
          f"easi cdsl pass for Venkatesh: {hpw()}",
          f"NSDL CAS / IDeAS login Mrs Nair → user nair{digits(4)} pass {hpw()}")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add("gstin_on_invoice",
          f"Sharma Textiles GSTIN {gstin('29')} — put this on the credit note to Surat supplier",
          f"invoice header: LedgerWise Associates, GSTIN: {gstin('29')}, SAC 998222",
          f"Iyer bakery's supplier GSTIN {gstin('29')} is showing 'cancelled' on portal, check with them",
          f"Reddy agro buys from TN — supplier gstin {gstin('33')}, IGST applies")
    r.add("pan_reference",
          f"Mehta pharma PAN {pan('F')} (partnership firm)",
          f"Mrs Nair PAN: {pan('P')}, DOB on file",
          f"pan of Kulkarni Tech = {pan('C')} – for TDS 194J entries",
          f"HUF PAN for Gowda family {pan('H')}; file ITR-2 under this")
    r.add("tan_reference",
          f"TAN of Kulkarni Tech: {tan()} — quote on all 281 challans",
          f"Shetty hotels TAN {tan()} (24Q + 26Q quarterly)",
          f"deductor TAN on Form 16A from client = {tan()}")
    r.add("ifsc_code_note",
          f"IFSC for Sharma's HDFC Jayanagar branch {ifsc('HDFC')}",
          f"Rao hardware SBI ifsc {ifsc('SBIN')} MICR {digits(9, lead=True)}",
          f"ifsc: {ifsc('KKBK')} (Kotak, Koramangala)")
    r.add("bank_account_on_invoice",
          f"Bank details for our invoices:\nLedgerWise Associates\nA/c no {acct()}\nIFSC {ifsc('ICIC')}\nICICI Bank, Indiranagar",
          f"Fatima boutique current a/c {acct()} (HDFC) — give to Amazon for settlement",
          f"pay vendor Bhat Printers: acc {acct()} ifsc {ifsc('CNRB')}, ₹48,260",
          f"refund from IT dept will go to validated account ending {digits(4)}")
    r.add("neft_utr_number",
          f"GST payment Iyer bakery Oct done, UTR {utr('HDFC')}",
          f"Rao paid our fees ₹15,000 via NEFT, UTR no {utr('SBIN')}",
          f"RTGS to Mehta's supplier, UTR {utr('UTIB')} — ask them to confirm receipt",
          f"UPI ref no {digits(12, lead=True)} for Fatima's advance tax")
    b1, d1, s1 = challan()
    b2, d2, s2 = challan()
    b3, d3, s3 = challan()
    r.add("tax_challan_cin",
          f"Advance tax Q3 Venkatesh: BSR {b1}, date {d1}, challan sr no {s1}",
          f"challan 280 (self-assessment) Mrs Nair – BSR code {b2} / {d2} / serial {s2}",
          f"TDS 281 Kulkarni Nov: CIN = {b3}{d3.replace('/', '')}{s3}")
    r.add("itr_acknowledgement_number",
          f"ITR-V ack no. {itr_ack()} (Gowda, AY 2025-26), e-verified via Aadhaar OTP",
          f"Mrs Nair ITR-1 filed, acknowledgement {itr_ack()}",
          f"ack {itr_ack()} — refund status 'processed'")
    r.add("sales_invoice_number",
          f"our invoice LWA/24-25/{digits(4)} to Shetty Hotels still unpaid",
          f"Sharma inv no ST/{pick('GST', 'EXP')}/{digits(5)} dated 12.11 missing in GSTR-1",
          f"Rao raised INV-{digits(6)} twice, one to be cancelled via credit note")
    r.add("tally_voucher_number",
          f"Tally journal voucher no {digits(4)} Iyer bakery – depreciation entry",
          f"Payment vch {digits(3)} dated 31-Mar was posted to wrong ledger (Mehta)",
          f"receipt voucher RV/{digits(4)}/24-25 → bank reco pending")
    r.add("upi_payment_address",
          f"our firm UPI for client fee payments: {upi('ledgerwise')} (put on invoice footer)",
          f"Fatima's shop UPI id {upi('fatimaboutique')} – she wants it printed on bills",
          f"pay the DSC vendor at {upi('signsure.dsc')}, ₹1,650 incl GST",
          f"Iyer bakery QR shows {upi('iyerbakery' + digits(2))}")
    r.add("company_cin_number",
          f"Kulkarni Tech Solutions Pvt Ltd CIN {cin()}",
          f"CIN: {cin()} (Reddy Agro Foods OPC)",
          f"letterhead needs CIN {cin()} and registered office address")
    r.add("director_din_number",
          f"DIN of Mr Kulkarni {din()}, DIR-3 KYC due 30 Sep",
          f"new director Anil – DIN allotted {din()}",
          f"din {din()} deactivated for non-KYC, need to file DIR-3 KYC with ₹5000 fee")
    r.add("masked_aadhaar_number",
          f"Mrs Nair Aadhaar XXXX XXXX {digits(4)} linked to PAN ✔",
          f"Fatima aadhaar (masked) xxxxxxxx{digits(4)}",
          f"aadhaar ending {digits(4)} – OTP goes to her old number, update at seva kendra")
    r.add("hsn_sac_code",
          "SAC 998222 for tax consultancy, 998221 for accounting — use on our invoices",
          f"Iyer bakery items: HSN 1905 (bread/biscuits), GST 18% on cakes; rest HSN {pick('19053100', '19059010')}",
          "Sharma textiles HSN 5208 cotton fabric 5%, readymade under 6205")
    r.add("client_phone_number",
          f"Rao ji mobile {phone()} (call after 11, shop opens late)",
          f"Mehta pharma accountant Suresh – {phone()}",
          f"Fatima new number {phone()}, old one discontinued; update on GST portal too")
    r.add("postal_pin_code",
          f"Shetty hotels new address: 14, 2nd cross, HSR Layout, Bengaluru {pin_code()}",
          f"Iyer bakery branch – Malleshwaram {pin_code()}",
          f"courier the DSC to Gowda site office, pin code {pin_code()}")
    r.add("password_reset_done_note",
          "Reset Iyer bakery GST password today via forgot-password (OTP on Mr Iyer's phone). New one is with him, didn't note it.",
          "IT portal for Mrs Nair got locked after 5 tries – reset via Aadhaar OTP, she set the new pwd herself",
          "Mehta's net banking password expired (90-day rule). Told him to reset, not sharing with us anymore – good.",
          "EPFO employer pwd reset done for Shetty Hotels, DSC-based reset. pwd in client's sealed envelope.")
    r.add("password_held_by_client_note",
          "Rao ji keeps his txn password himself — he will approve challans on call, don't ask him for it",
          "Kulkarni Tech: DSC token + PIN stay with Mr Kulkarni, he comes to office to sign AOC-4/MGT-7",
          "Fatima's UPI pin – NOT with us. she pays the GST herself after I generate the challan.",
          "Gowda MCA login is with his company secretary, ask CS Meera when needed")
    r.add("gst_arn_number",
          f"GSTR-3B Oct filed, ARN {arn()}",
          f"new registration application for Fatima's second shop, ARN {arn()} – status 'pending for clarification'",
          f"refund RFD-01 (Venkatesh export) ARN: {arn()}")
    r.add("einvoice_irn_hash",
          f"IRN for Kulkarni inv KT/{digits(4)}: {hexs(64)}",
          f"e-invoice generated, IRN {hexs(64)} ack no {digits(15, lead=True)}",
          f"cancel IRN {hexs(64)} within 24 hrs (wrong buyer GSTIN)")
    r.add("eway_bill_number_note",
          f"EWB no {groups(digits(12, lead=True), 4)} Mehta pharma → Mysuru, valid till tomorrow",
          f"e-way bill {digits(12, lead=True)} extended (truck breakdown at Hosur)",
          f"Reddy agro consignment EWB {digits(12, lead=True)}, vehicle KA{digits(2)}{rnd(UPPER, 2)}{digits(4)}")
    r.add("epf_uan_number",
          f"UAN of Shetty hotels cook Manjunath: 10{digits(10)}",
          f"new joinee Priya UAN 10{digits(10)} – KYC pending",
          f"uan {groups('10' + digits(10), 4)} transferred from old employer")
    r.add("esic_ip_number",
          f"ESIC IP no for Nair caterers helper: {digits(10, lead=True)}",
          f"ESI insurance no {digits(10, lead=True)} – e-pehchan card printed")
    r.add("dsc_token_serial",
          f"DSC token serial no {rnd(UPPER, 2)}{digits(8)} (Kulkarni) – ePass2003 blue",
          f"Gowda DSC cert serial {hexs(16)}, issued by the CA, class 3 sign",
          f"Token SN: {digits(10, lead=True)} belongs to Mehta partner 2")
    r.add("dsc_expiry_reminder",
          "Venkatesh DSC expires 14 Feb — renew before GST annual return. PIN same, token same.",
          "Mehta partners DSC renewal due, vendor quote ₹1,200 + GST each",
          "DSC of Gowda expired; MCA filing on hold till new DSC registered on V3")
    r.add("tally_licence_serial",
          f"TallyPrime licence serial {digits(9, lead=True)} (Silver) – renewal TSS due March",
          f"Shetty hotels Tally serial no {digits(9, lead=True)}, account id accounts@shettyhotels.example")
    r.add("otp_routing_note",
          f"GST OTP for Sharma goes to mobile ending {digits(4)} and email accounts@sharmatextiles.example",
          "ITD e-verify OTP – Mrs Nair's Aadhaar-linked number, call her at 10am before filing",
          "Rao's OTP SIM is in the office drawer (labelled). Don't take it out.")
    r.add("portal_password_policy",
          "income tax portal pwd rules: 8–14 chars, 1 upper, 1 lower, 1 number, 1 special. Expires never but change yearly anyway",
          "GST portal password must be 8-15 chars; old 3 passwords can't be reused",
          "SBI INB forces txn password change every 365 days — reminder for all SBI clients in Jan")
    r.add("vault_path_reference",
          "All client portal passwords are in Bitwarden → collection 'Clients/GST'. not in notes.",
          "Kulkarni Tech logins: see KeePass entry Clients > Kulkarni > MCA V3",
          "DSC PINs in the sealed envelope in office safe, one per client, labelled")
    r.add("env_var_reference",
          "statement script reads OPENAI_API_KEY from the env, key itself in .env on office PC only",
          "zoho sync cron uses ZOHO_REFRESH_TOKEN env var — set in /etc/ledgerwise/zoho.env")
    r.add("razorpay_key_id_public",
          f"Fatima's checkout page uses key id rzp_live_{rnd(ALNUM, 14)} (public one, secret not with me)",
          f"razorpay payment id pay_{rnd(ALNUM, 14)} – ₹3,499 order, refund requested")
    r.add("git_commit_sha",
          f"GST reco script updated, commit {hexs(40)}",
          f"rolled back tally-export tool to {hexs(7)} after the rounding bug")
    r.add("file_sha256_digest",
          f"sha256 of Form 26AS pdf sent to Gowda: {hexs(64)}",
          f"checksum of tally backup zip (Shetty, 31-Mar) {hexs(64)}",
          f"TallyPrime 5.1 installer SHA-256 {hexs(64).upper()} — matches site")
    r.add("udin_number",
          f"UDIN for Kulkarni Tech tax audit report: {udin()}",
          f"udin {udin()} (net worth cert, Mrs Nair visa)",
          f"UDIN generated for Reddy Agro CA certificate 15CB → {udin()}",
          f"UDIN: {udin()} — revoke, wrong doc date")
    r.add("icai_frn_membership",
          f"my ICAI membership no {digits(6, lead=True)}, firm FRN {digits(6, lead=True)}S",
          f"peer CA Rakesh (for tax audit 2nd sign) M.No. {digits(6, lead=True)}",
          f"FRN {digits(6)}S — put in audit report footer")
    r.add("lei_code",
          f"Kulkarni Tech LEI {lei()} (needed for RTGS above 50 cr? no — bank insisted anyway)",
          f"LEI: {lei()} renewal due in Jan")
    r.add("speed_post_tracking",
          f"ITR-V posted to CPC (old case) speed post {pick('E', 'R')}{rnd(UPPER, 1)}{digits(9)}IN",
          f"sent original DSC docs to vendor, tracking {pick('E', 'C')}{rnd(UPPER, 1)}{digits(9)}IN",
          f"Blue Dart AWB {digits(11, lead=True)} – Shetty hotels audit file")
    r.add("vehicle_registration",
          f"Gowda constructions JCB KA {digits(2)} {rnd(UPPER, 2)} {digits(4)} – depreciation 30%",
          f"Mehta delivery van reg no KA{digits(2)}{rnd(UPPER, 1)}{digits(4)}, check commercial vehicle GST ITC")
    r.add("server_ip_hostname",
          f"tally cloud server is tally-cloud.acme.test ({secrets.randbelow(223) + 1}.{secrets.randbelow(255)}.{secrets.randbelow(255)}.{secrets.randbelow(255)})",
          f"office NAS ip 192.168.{secrets.randbelow(5)}.{secrets.randbelow(250) + 2}, web ui port 5001",
          "Marg server for Mehta: marg-sql.mehtapharma.internal, port 1433 (login via their IT guy)")
    r.add("software_version_note",
          f"TallyPrime release {pick('4.1', '5.0', '5.1')} installed at Iyer bakery; GST offline tool v{pick('3.2', '3.3')}.{secrets.randbelow(9)}",
          f"ITR utility (Excel) version {pick('1.0.', '1.1.')}{secrets.randbelow(9)}, JSON schema v{pick('1.2', '1.3')}",
          f"ePass2003 driver {pick('1.1.20.1212', '1.1.22.0607')} — needed for DSC on Windows 11")
    r.add("zoho_organization_id",
          f"Zoho Books org id {digits(9, lead=True)} (Kulkarni Tech)",
          f"zoho invoice template id {digits(18, lead=True)}, webhook id {uid()}")
    r.add("udyam_registration",
          f"Udyam reg no UDYAM-KA-{pick('03', '18', '25')}-{digits(7)} (Bhat Printers, micro)",
          f"MSME cert for Iyer Bakery: UDYAM-KA-03-{digits(7)}, 43B(h) applies to their buyers")
    r.add("iec_code_note",
          f"IEC of Venkatesh Auto = {pan('F')} (same as PAN now)",
          f"importer-exporter code {pan('C')} for Kulkarni Tech software exports")
    r.add("mca_srn_number",
          f"AOC-4 filed for Reddy Agro, SRN {pick('AA', 'AB')}{digits(7)}",
          f"MGT-7A SRN {rnd(UPPER, 1)}{digits(8)} — payment done, challan downloaded",
          f"DIR-3 KYC srn {pick('AA', 'AB')}{digits(7)} approved")
    r.add("dsc_public_certificate",
          f"exported public cert from Kulkarni DSC to register on e-filing:\n{pem('CERTIFICATE', 5)}",
          f"DSC .cer file content (public part only)\n{pem('CERTIFICATE', 4)}")
    r.add("ssh_public_key_note",
          f"NAS authorized_keys entry: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} backup@ledgerwise",
          f"public key to give the tally cloud vendor: ssh-rsa {ssh_pub('ssh-rsa', 256)} ca@office-pc")
    r.add("coupon_code_note",
          f"Tally renewal discount coupon TSS{digits(2)}{rnd(UPPER, 4)} – 10% off till Dec",
          f"ClearTax promo {rnd(UPPER, 6)}{digits(2)} for Mrs Nair's filing (we don't use it, fyi)")
    r.add("demat_bo_id",
          f"Mrs Nair CDSL BO ID {digits(16, lead=True)} – capital gains statement from here",
          f"Venkatesh NSDL DP ID IN{digits(6)} client id {digits(8)}")
    r.add("gst_cpin_number",
          f"GST PMT-06 challan CPIN {digits(14, lead=True)} Rao hardware, ₹38,420 — pay by 20th",
          f"CPIN {digits(14, lead=True)} expired (15 days), generate fresh",
          f"Iyer bakery Oct challan: CPIN {digits(14, lead=True)}, CIN {rnd(UPPER, 4)}{digits(13)}")
    r.add("pdf_password_format_hint",
          "CAMS/KFin CAS pdf opens with the PAN in caps (same for all MF clients)",
          "HDFC statement pdf password = first 4 letters of name + DDMM of DOB (customer tells you, don't store)",
          "Form 16 from TRACES: zip password is the TAN of deductor — just look up on the form")
    r.add("revoked_token_note",
          f"old Zoho refresh token (ending {hexs(4)}) revoked on {secrets.randbelow(28) + 1}/11 after staff left",
          "rotated Razorpay key secret for Fatima store – new one only in their dashboard, not here",
          "OpenAI key I used last year is deleted. make new one in project 'bank-reco' if needed")
    r.add("grievance_ticket_number",
          f"GST helpdesk ticket {pick('LG', 'TK')}{digits(12)} for the GSTR-1 upload error",
          f"IT grievance no {digits(10, lead=True)} raised for Mrs Nair refund",
          f"EPFO grievance KNBNG/E/{pick('2024', '2025')}/{digits(7)} (Shetty Hotels, wrong DOJ)")
    r.add("cheque_micr_number",
          f"Mehta cheque no {digits(6)} MICR {digits(9, lead=True)} bounced, 138 notice?",
          f"cheque {digits(6)} issued to Bhat Printers for ₹12,500 – clearing on Monday")
    r.add("anydesk_id_note",
          f"AnyDesk ID of Iyer bakery billing PC {digits(3, lead=True)} {digits(3)} {digits(3)} — they'll accept the session on their side",
          f"Mehta godown PC anydesk {digits(10, lead=True)} (no unattended access, call Suresh first)")
    r.add("tds_certificate_number",
          f"Form 16A certificate no {rnd(UPPER, 7)} from Kulkarni for Q2",
          f"TDS cert (TRACES) number {rnd(UPPER, 7)} — 194C, Gowda as deductee")
    return r


def main() -> None:
    write_corpora("make_heldout181.py", [
        ("heldout181_credentials.yaml", credentials(), "batch 181 (Bengaluru freelance CA's client compliance notes), written blind; every value synthetic"),
        ("heldout181_lookalikes.yaml", lookalikes(), "batch 181 look-alikes: GSTINs, PANs, UTRs, challans, UDINs, IRNs and password talk, written blind"),
    ])


if __name__ == "__main__":
    main()
