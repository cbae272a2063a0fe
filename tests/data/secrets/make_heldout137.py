# ruff: noqa: E501
"""Writes heldout137_credentials.yaml and heldout137_lookalikes.yaml: held-out batch 137.

Persona: an IT support technician ("IT wala bhaiya") at a small trading company in Bangalore,
writing to their local AI assistant in Hinglish (Hindi in Roman script, a little Devanagari)
and Indian English. They hold the owner's bank, UPI, GST and income-tax logins, set employees'
Windows and VPN passwords, and look after the FortiGate, the Tally server, the CCTV DVR, the
office Wi-Fi, the MySQL box, the Jio/Airtel routers, AnyDesk, Zoho mail and an AWS backup key.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    aws_account,
    aws_key_id,
    aws_secret,
    bitlocker_key,
    digits,
    groups,
    hexs,
    luhn,
    mac,
    openssh_private,
    pick,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

GSTIN_CHARS = DIGITS + UPPER
WORDS = ["Ganesh", "Lakshmi", "Kaveri", "Balaji", "Mysore", "Sunrise", "Tiger", "Acme", "Nandi", "Tulsi", "Cubbon", "Jalebi"]
EMPLOYEES = ["kavya.r", "manjunath.g", "deepak.s", "sneha.k", "farhan.a", "lakshmi.n", "rohit.b", "anusha.m"]
AREAS = ["Koramangala", "Whitefield", "HSR Layout", "Peenya", "Jayanagar", "Indiranagar", "Yeshwanthpur"]


def ind_pw() -> str:
    """A password the way people here set them: name@year, word#123, or a generated one."""
    return pick(
        f"{pick(*WORDS)}@{digits(4, lead=True)}",
        f"{pick(*WORDS).lower()}#{digits(3)}{pick('!', '$', '@')}",
        f"{pick(*WORDS)}${digits(2)}{rnd(UPPER, 2)}",
        rnd(ALNUM + "@#$!", 12),
        f"Acme@{pick('2024', '2025')}#{digits(2)}",
    )


def strong_pw(n: int = 16) -> str:
    return rnd(ALNUM + "!@#%^*-_", n)


def upi_pin() -> str:
    return digits(pick(4, 6))


def mobile(spaced: bool = True) -> str:
    number = pick("9", "8", "7", "6") + digits(9)
    return f"+91 {number[:5]} {number[5:]}" if spaced else number


def pan(holder: str = "C") -> str:
    return rnd(UPPER, 3) + holder + rnd(UPPER, 1) + digits(4) + rnd(UPPER, 1)


def gstin(state: str = "29") -> str:
    """A GSTIN with a valid mod-36 check character."""
    body = state + pan() + pick("1", "2") + "Z"
    total = 0
    for i, c in enumerate(body):
        product = GSTIN_CHARS.index(c) * (2 if i % 2 else 1)
        total += product // 36 + product % 36
    return body + GSTIN_CHARS[(36 - total % 36) % 36]


def ifsc(bank: str) -> str:
    return f"{bank}0{digits(6)}"


def ten_digit_id() -> str:
    d = digits(10, lead=True)
    return f"{d[0]} {d[1:4]} {d[4:7]} {d[7:]}"


def lan_ip(prefix: str = "192.168.1") -> str:
    return f"{prefix}.{secrets.randbelow(250) + 2}"


def pincode() -> str:
    return "560" + f"{secrets.randbelow(110):03d}"


def base32_seed(n: int = 32) -> str:
    return rnd(BASE32, n)


def credentials() -> Rows:
    r = Rows()
    r.add(
        "upi_pin",
        f"Sharma sir ka UPI PIN (PhonePe, SBI account wala) {upi_pin()} — unke kehne pe likh raha hu, petrol pump pe payment atak gaya tha",
        f"GPay pin for company HDFC current a/c: {digits(6)}\nsirf emergency me use karna",
        f"remember: owner's BHIM UPI PIN = {digits(4)} (changed on 3rd after phone repair)",
        f"यूपीआई पिन {digits(6)} hai, Paytm business wala nahi, ye personal HDFC wala",
    )
    r.add(
        "sbi_netbanking_password",
        f"SBI OnlineSBI corporate login\nuser: acmetrade_adm\npwd: {ind_pw()}\nbranch: {pick(*AREAS)}",
        f"onlinesbi ka password sir ne naya rakha hai -> {ind_pw()} , purana lock ho gaya tha 3 wrong attempts me",
        f"SBI INB login pass {ind_pw()} (username is sharma_r{digits(2)})",
    )
    r.add(
        "sbi_profile_password",
        f"SBI profile password alag hota hai login se!! profile pwd: {ind_pw()}",
        f"Beneficiary add karne ke liye SBI profile password chahiye: {strong_pw(12)}",
        f"onlinesbi -> Profile -> profile password = {ind_pw()}  (login wala mat daalna, woh alag hai)",
    )
    r.add(
        "hdfc_netbanking_ipin",
        f"HDFC NetBanking\nCustomer ID: {digits(8, lead=True)}\nIPIN: {ind_pw()}",
        f"hdfc ipin reset kiya aaj, naya IPIN {rnd(ALNUM, 10)} — sir ko WhatsApp pe nahi bheja, yahi se batana",
        f"HDFC current a/c netbanking password {ind_pw()} cust id {digits(9, lead=True)}",
    )
    r.add(
        "bank_transaction_password",
        f"HDFC third party transfer ke liye transaction password: {ind_pw()}",
        f"txn pwd (SBI corporate, authoriser level) — {strong_pw(14)}",
        f"transaction password for vendor payments in SBI CINB is {ind_pw()}, maker login alag hai",
    )
    r.add(
        "debit_card_atm_pin",
        f"Company SBI debit card ATM PIN {digits(4)}, card sir ke drawer me",
        f"ATM pin (HDFC, card ending {digits(4)}): {digits(4)}",
        f"sir ne bola cash nikal ke lao, pin {digits(4)} hai, card last 4 {digits(4)}",
    )
    r.add(
        "company_credit_card",
        f"HDFC corporate credit card for AWS + Zoho billing\n{groups(luhn('4', 16), 4)}\nexp {pick('03', '07', '11')}/{pick('27', '28', '29')} cvv {digits(3)}",
        f"card no {luhn('5', 16)} expiry {pick('01', '05', '09')}/{pick('26', '28')} CVV {digits(3)} — domain renewal ke liye use karna",
        f"RuPay business card: {groups(luhn('6521', 16), 4)}, valid thru {pick('04', '10')}/{pick('27', '29')}, cvv {digits(3)}",
    )
    r.add(
        "windows_domain_password",
        f"Kavya ka naya laptop setup kiya. Windows login: ACME\\{pick(*EMPLOYEES)} / {ind_pw()} — first login pe change karne bolna",
        f"new joinee (accounts) – domain user {pick(*EMPLOYEES)}, temp password {ind_pw()}",
        f"Farhan bhai ka windows password reset kiya: {strong_pw(12)} (unko bataya phone pe)",
        f"AD password for {pick(*EMPLOYEES)} set by me: {ind_pw()}\nmust change at next logon = unticked, sir ne bola",
    )
    r.add(
        "windows_local_admin_password",
        f"sab laptops pe local admin 'itadmin' ka password {strong_pw(14)} hai (LAPS nahi lagaya abhi tak)",
        f"local Administrator pwd on reception PC: {ind_pw()}",
        f"net user itsupport {strong_pw(12)} /add\nnet localgroup administrators itsupport /add\n(ye sab machines pe chalaya)",
    )
    r.add(
        "forticlient_vpn_password",
        f"FortiClient VPN for Sneha (WFH)\nremote gw: vpn.acme.example:10443\nuser sneha.k\npass {ind_pw()}",
        f"VPN password for accounts team common id 'acct-vpn' -> {strong_pw(12)}",
        f"Deepak ka SSL VPN pwd {ind_pw()} set kiya, token nahi hai uske paas",
    )
    r.add(
        "fortigate_admin_password",
        f"FortiGate 60F admin\nhttps://{lan_ip('192.168.1')}:8443\nadmin / {strong_pw(16)}",
        f"firewall ka admin password: {strong_pw(18)}  — vendor (Sai Networks) ko mat dena, unka alag login hai",
        f"config system admin\n    edit \"admin\"\n        set password {strong_pw(16)}\n    next\nend",
    )
    r.add(
        "fortigate_api_token",
        f"FortiGate REST API key for backup script: {rnd(ALNUM, 30)}",
        f"curl -k 'https://fw.acme.internal/api/v2/monitor/system/status' -H 'Authorization: Bearer {rnd(ALNUM, 30)}'",
        f"api-user 'cfgbackup' ka token generate kiya (sirf ek baar dikhta hai!!) = {rnd(ALNUM, 30)}",
    )
    r.add(
        "tally_server_password",
        f"Tally server (TALLYSRV, {lan_ip('192.168.1')}) windows login Administrator / {ind_pw()}",
        f"tally prime server ka RDP password {strong_pw(12)}, CA sahab remote aate hai toh yahi dena",
        f"Tally wale PC ka password — {ind_pw()}",
    )
    r.add(
        "tallyvault_password",
        f"TallyVault password for company 'Acme Tradelinks 2024-25': {ind_pw()}\nbhool gaye toh data gaya, koi recovery nahi!!",
        f"tally vault pwd {strong_pw(10)} (sirf sir aur CA ko pata hai, aur ab mujhe)",
        f"Tally open karte hi vault pwd maangta hai: {ind_pw()}",
    )
    r.add(
        "cctv_dvr_admin_password",
        f"CCTV DVR (Hikvision 8ch, godown) admin / {ind_pw()}\nhttp://{lan_ip('192.168.1')}",
        f"dvr login: admin  pass: {strong_pw(10)}   — Hik-Connect app me bhi yahi",
        f"CP Plus NVR ka password change kiya, naya {ind_pw()} , purana vendor ko pata tha",
    )
    r.add(
        "dvr_verification_code",
        f"Hik-Connect device verification code (sticker ke neeche wala) {rnd(UPPER, 6)} — isse live view encrypt hota hai",
        f"DVR stream encryption / verification code: {rnd(UPPER, 6)}",
        f"godown NVR add karne ke liye app ne code maanga, ye hai {rnd(UPPER, 6)}",
    )
    r.add(
        "server_room_door_code",
        f"server room door keypad code {digits(6)}#",
        f"Server room ka naya code {digits(4)} hai, sirf mujhe aur Sharma sir ko pata hai. Housekeeping ko mat batana.",
        f"door lock (server room, 2nd floor) master code {digits(8)}, user code {digits(4)}",
    )
    r.add(
        "alarm_code",
        f"godown ka alarm disarm code {digits(4)} — raat ko jaate waqt arm karna, *{digits(4)}# se",
        f"security alarm panel installer code {digits(6)} (Godrej wale ne diya)",
        f"अलार्म कोड {digits(4)} — Sunday ko bhi on rehta hai",
    )
    r.add(
        "office_wifi_key",
        f"Office WiFi\nSSID: ACME-STAFF\nWPA2 key: {strong_pw(14)}",
        f"wifi password badla (sab log share kar rahe the): {ind_pw()}",
        f"ACME_5G ka password {rnd(ALNUM, 12)} hai, 2.4 wala same",
        f"naya WiFi pwd -> {pick(*WORDS)}{digits(4)}{pick('@', '#')}{rnd(LOWER, 3)} . notice board pe mat lagana",
    )
    r.add(
        "guest_wifi_password",
        f"Guest WiFi 'ACME-Guest' password this month: {rnd(LOWER + DIGITS, 10)}",
        f"visitors ke liye wifi: ACME-Guest / {pick(*WORDS).lower()}{digits(4)}",
        f"client meeting hai kal, guest wifi pwd unko de dena: {rnd(LOWER + DIGITS, 8)}",
    )
    r.add(
        "gst_portal_password",
        f"GST portal login (owner)\nusername: acmetrade{digits(3)}\npassword: {ind_pw()}",
        f"gst.gov.in pwd {strong_pw(12)} — expire hota hai har 120 din, next change Jan me",
        f"GSTR-3B file karne ke liye login: acme_gst / {ind_pw()}",
    )
    r.add(
        "income_tax_efiling_password",
        f"Income tax e-filing (sir ka PAN se login) password: {ind_pw()}",
        f"incometax.gov.in login pass for Sharma sir {strong_pw(12)}, Aadhaar OTP option bhi hai",
        f"ITR portal — user id PAN, password {ind_pw()} (CA ko diya tha, unke paas bhi hai)",
    )
    r.add(
        "digilocker_security_pin",
        f"DigiLocker 6-digit security PIN (sir ka, Aadhaar linked) {digits(6)}",
        f"digilocker pin {digits(6)} — driving licence download karne ke liye chahiye tha",
        f"डिजिलॉकर पिन: {digits(6)}",
    )
    r.add(
        "mysql_root_password",
        f"MySQL root on db01.acme.internal: {strong_pw(20)}",
        f"mysql -u root -p'{strong_pw(16)}' -h {lan_ip('192.168.1')} erp_live",
        f"ERP DB root pwd reset kiya skip-grant-tables se, ab {strong_pw(14)} hai\nALTER USER ko bhi chalaya",
        f"[client]\nuser=root\npassword={strong_pw(18)}\nhost=db01.acme.internal",
    )
    r.add(
        "db_connection_string",
        f"ERP app ka connection string: mysql://erp_app:{strong_pw(16)}@db01.acme.internal:3306/erp_live",
        f"DATABASE_URL=mysql+pymysql://reports:{rnd(ALNUM, 18)}@{lan_ip('10.0.0')}/reports",
        f"Server=db01.acme.internal;Database=attendance;Uid=essl;Pwd={ind_pw()};",
    )
    r.add(
        "jio_router_admin_password",
        f"JioFiber router admin (192.168.29.1)\nuser admin\npass {strong_pw(12)}",
        f"Jio router ka admin password default se change kiya: {ind_pw()}",
        f"jiofiber login admin/{rnd(ALNUM, 10)} — port forward 8000 DVR ke liye isme kiya hai",
    )
    r.add(
        "airtel_router_admin_password",
        f"Airtel Xstream router admin: admin / {ind_pw()}",
        f"backup line (Airtel) router ka pwd {strong_pw(12)}, failover isi pe hai",
        f"192.168.1.1 (Airtel) -> login admin, password {rnd(ALNUM, 10)}\nDHCP yahin se band kiya",
    )
    r.add(
        "anydesk_unattended_password",
        f"AnyDesk unattended access password (Tally server): {strong_pw(14)}",
        f"anydesk {ten_digit_id()} unattended pwd {ind_pw()}",
        f"Set password for unattended access → {strong_pw(12)} (sab office PCs pe same rakha, galat hai pata hai)",
    )
    r.add(
        "teamviewer_password",
        f"TeamViewer (old reception PC) personal password {strong_pw(10)}",
        f"teamviewer id {ten_digit_id()} pass {rnd(LOWER + DIGITS, 8)} — fixed password set kiya hai",
        f"TV unattended: password {ind_pw()} (Easy Access off)",
    )
    r.add(
        "zoho_mail_admin_password",
        f"Zoho Mail super admin admin@acmetrade.example / {strong_pw(16)}",
        f"zoho admin console ka password {ind_pw()}, MFA sir ke phone pe hai",
        f"mail.zoho.in admin login:\nadmin@acmetrade.example\n{strong_pw(14)}",
    )
    r.add(
        "zoho_app_specific_password",
        f"Zoho app password for scanner (scan to email): {rnd(ALNUM, 12)}",
        f"Tally email ke liye Zoho SMTP app-specific pwd {rnd(ALNUM, 12)} (smtp.zoho.in:465)",
        f"Outlook on Deepak's laptop — Zoho application specific password = {rnd(ALNUM, 12)}",
    )
    r.add(
        "zoho_totp_seed",
        f"Zoho OneAuth ka backup: TOTP secret {groups(base32_seed(32), 4)} (naya phone me add karne ke liye)",
        f"otpauth://totp/Zoho:admin@acmetrade.example?secret={base32_seed(32)}&issuer=Zoho",
    )
    r.add(
        "zoho_backup_codes",
        "Zoho admin backup verification codes:\n" + "\n".join(f"{rnd(LOWER + DIGITS, 4)} {rnd(LOWER + DIGITS, 4)} {rnd(LOWER + DIGITS, 4)}" for _ in range(5)),
        f"zoho recovery codes (print karke safe me bhi rakha): {', '.join(rnd(LOWER + DIGITS, 12) for _ in range(4))}",
    )
    r.add(
        "aws_backup_access_key",
        f"AWS backup user (s3 sync Tally data)\naccess key {aws_key_id()}\nsecret {aws_secret()}",
        f"aws configure kiya tallysrv pe: AKID {aws_key_id()} / SECRET {aws_secret()} region ap-south-1",
        f"set AWS_ACCESS_KEY_ID={aws_key_id()}\nset AWS_SECRET_ACCESS_KEY={aws_secret()}\naws s3 sync D:\\TallyData s3://acme-tally-backup/",
    )
    r.add(
        "aws_credentials_file",
        f"[backup]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = ap-south-1",
        f"C:\\Users\\itadmin\\.aws\\credentials me ye hai:\n[default]\naws_access_key_id={aws_key_id()}\naws_secret_access_key={aws_secret()}",
    )
    r.add(
        "aws_root_login",
        f"AWS root account (owner email) password {strong_pw(20)} — root use mat karna, sirf billing",
        f"aws console root: accounts@acmetrade.example / {strong_pw(18)}, account {aws_account()}",
    )
    r.add(
        "ssh_private_key",
        f"backup VM ka private key (id_ed25519), yahin rakh raha hu:\n{openssh_private()}",
        f"ubuntu@db01 key:\n{openssh_private()}",
    )
    r.add(
        "linux_root_password",
        f"db01 root password {strong_pw(16)}, ssh me root login disabled hai",
        f"ubuntu server (file server) — user 'acmeadmin' sudo pwd: {ind_pw()}",
        f"echo 'root:{strong_pw(14)}' | chpasswd   <- ye chalaya naye VM pe",
    )
    r.add(
        "nas_admin_password",
        f"Synology NAS (DS220+) admin '{pick('itadmin', 'nasadmin')}' / {strong_pw(14)}",
        f"NAS ka pwd {ind_pw()} hai, shared folder 'Accounts' ke liye alag user acct_share / {ind_pw()}",
    )
    r.add(
        "printer_admin_password",
        f"HP LaserJet M428 EWS admin password {rnd(ALNUM, 8)} (scan-to-folder settings isi me)",
        f"Canon iR copier admin: System Manager ID 7654321 / PIN {digits(7)}",
    )
    r.add(
        "gmail_app_password",
        f"old gmail (acme.trade.blr@gmail.example) app password for Tally mail: {groups(rnd(LOWER, 16), 4)}",
        f"Google app pwd → {rnd(LOWER, 16)} (2 step on hai isliye chahiye)",
    )
    r.add(
        "bitlocker_recovery_key",
        f"Sir ke laptop ka BitLocker recovery key:\n{bitlocker_key()}",
        f"bitlocker key (Deepak laptop, ID {hexs(8).upper()}): {bitlocker_key()}",
    )
    r.add(
        "epfo_portal_password",
        f"EPFO employer portal (establishment login) pwd {ind_pw()}",
        f"PF unified portal employer: id KNBNG{digits(7)} password {strong_pw(12)}",
    )
    r.add(
        "traces_tds_password",
        f"TRACES login for TDS (TAN wala) password: {ind_pw()}",
        f"traces pwd badla, ab {strong_pw(12)} — CA ko bhi update karna hai",
    )
    r.add(
        "ewaybill_portal_password",
        f"e-way bill portal: user acme_ewb{digits(2)} pass {ind_pw()}",
        f"ewaybillgst login (dispatch wala Manju use karta hai) {strong_pw(10)}",
    )
    r.add(
        "dsc_token_pin",
        f"DSC USB token (ePass2003) PIN: {digits(pick(6, 8))} — GST aur MCA filing me lagta hai",
        f"Sir ka digital signature token password {rnd(ALNUM, 8)}, 3 baar galat = lock!!",
        f"DSC pin {digits(6)}. SO pin (admin) {digits(8)}",
    )
    r.add(
        "razorpay_key_secret",
        f"website payment gateway\nkey_id rzp_live_{rnd(ALNUM, 14)}\nkey_secret {rnd(ALNUM, 24)}",
        f"RAZORPAY_KEY_SECRET={rnd(ALNUM, 24)}   (web developer ko diya tha, rotate karna hai)",
    )
    r.add(
        "domain_registrar_password",
        f"GoDaddy login (acmetrade.example domain) customer # {digits(9, lead=True)} password {ind_pw()}",
        f"domain registrar pwd: {strong_pw(14)}, renewal March me",
    )
    r.add(
        "cpanel_password",
        f"website hosting cPanel https://host.acme.example:2083 user acmetrd pass {strong_pw(14)}",
        f"cpanel ftp: ftp.acme.example, acmetrd / {ind_pw()}",
    )
    r.add(
        "whatsapp_two_step_pin",
        f"Office WhatsApp Business number ka two-step verification PIN {digits(6)}",
        f"WA business 2FA pin {digits(6)} — phone change karte waqt chahiye hoga",
    )
    r.add(
        "owner_phone_unlock_pin",
        f"Sharma sir ke phone ka lock PIN {digits(6)} (backup restore karte waqt diya)",
        f"sir ka iPhone passcode {digits(6)} — kisi ko mat batana",
        f"madam (sir ki wife) ke phone ka pattern nahi, PIN hai {digits(4)} — WhatsApp backup ke liye",
    )
    r.add(
        "office_safe_combination",
        f"Office safe (accounts cabin) combination: {secrets.randbelow(99):02d}-{secrets.randbelow(99):02d}-{secrets.randbelow(99):02d}",
        f"tijori ka code {digits(6)}, chabi wala lock alag se",
    )
    r.add(
        "attendance_device_password",
        f"eSSL biometric machine admin password {digits(6)}, comm key {digits(4)}",
        f"attendance device menu ka admin pin {digits(5)} — HR ko nahi dena",
    )
    r.add(
        "session_cookie",
        f"GST portal session cookie copy kiya debug ke liye: AuthToken={rnd(URLSAFE, 48)}",
        f"zoho session chala gaya toh — Cookie: JSESSIONID={hexs(32).upper()}; _iamadt={hexs(64)}",
        f"incometax portal logged-in cookie (sir ne bola screenshot lo): AuthorizationToken={rnd(URLSAFE, 64)}",
    )
    r.add(
        "smtp_relay_password",
        f"scanner SMTP: smtp.zoho.in 587, user scanner@acmetrade.example, pwd {strong_pw(12)}",
        f"smtp relay creds (ERP invoice mails) - erp-mailer / {rnd(ALNUM, 16)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    company_gstin = gstin()
    r.add(
        "gstin_reference",
        f"Hamara GSTIN {company_gstin} — invoice template me update kar diya",
        f"vendor Sai Networks ka GSTIN {gstin()} hai, purchase entry me daalna",
        f"GST no. (Karnataka): {gstin('29')}\nGST no. (Maharashtra branch): {gstin('27')}",
        f"customer ne galat GSTIN diya tha ({gstin('33')}), portal pe verify karke sahi wala liya",
    )
    r.add(
        "pan_masked",
        f"Sir ka PAN XXXXX{digits(4)}{rnd(UPPER, 1)} — CA ko sirf last digits bhejne hai",
        f"company PAN {rnd(UPPER, 3)}C{rnd(UPPER, 1)}XXXX{rnd(UPPER, 1)} (masked copy in drive)",
        f"PAN on Form 16: ******{digits(3)}{rnd(UPPER, 1)}",
    )
    r.add(
        "aadhaar_masked",
        f"Masked Aadhaar: XXXX XXXX {digits(4)} (DigiLocker se download kiya)",
        f"new joinee Anusha ka aadhaar xxxx-xxxx-{digits(4)}, KYC done",
        f"आधार last 4 digits {digits(4)} hai, e-sign ke time OTP sir ke phone pe jayega",
    )
    r.add(
        "ifsc_code",
        f"SBI {pick(*AREAS)} branch IFSC {ifsc('SBIN')}",
        f"vendor payment details: HDFC Bank, IFSC {ifsc('HDFC')}, a/c ending {digits(4)}",
        f"IFSC: {ifsc('ICIC')}  MICR: 560{digits(6)}",
    )
    r.add(
        "upi_id_public",
        "Company UPI id acmetrade@okhdfcbank — QR counter pe laga hai",
        f"canteen wale bhaiya ka UPI {mobile(False)}@ybl",
        f"pay tea money to ravi.kumar{digits(2)}@oksbi",
        "UPI VPA for customer refunds: acme.refunds@hdfcbank",
    )
    r.add(
        "helpdesk_ticket",
        f"INC{digits(7)} — Sneha ka Outlook crash, resolved",
        f"Ticket #{digits(5)} raised with Fortinet TAC, case id {digits(7, lead=True)}",
        f"Jio complaint number {digits(10, lead=True)} (fiber cut, Peenya)",
        f"Airtel SR no. {rnd(UPPER, 2)}{digits(9)} — line down since morning",
    )
    r.add(
        "asset_tag",
        f"ACME-LT-{digits(4)} Dell Latitude 3440 -> Kavya",
        f"asset tags: ACME-DT-{digits(4)}, ACME-PR-{digits(3)}, ACME-UPS-{digits(3)} (stock register update)",
        f"Asset ID ACMEBLR/IT/{digits(4)} scrap list me daala",
    )
    r.add(
        "anydesk_id",
        f"Tally server AnyDesk ID {ten_digit_id()}",
        f"anydesk ids:\nreception {ten_digit_id()}\naccounts-1 {ten_digit_id()}\nsir laptop {ten_digit_id()}",
        f"CA sahab ka AnyDesk address {ten_digit_id()} — unko connect karna ho toh",
    )
    r.add(
        "teamviewer_id",
        f"TeamViewer ID of godown PC: {ten_digit_id()}",
        f"vendor ne TeamViewer ID bheja {ten_digit_id()}, session unka hi password se tha",
    )
    r.add(
        "lan_ip_address",
        f"Tally server static IP {lan_ip()} , gateway 192.168.1.1, DNS 1.1.1.1",
        f"IP plan: 192.168.1.2-50 static, .51-.200 DHCP, printers {lan_ip('192.168.1')} aur {lan_ip('192.168.1')}",
        f"DVR {lan_ip('192.168.1')}:8000 , NVR godown {lan_ip('192.168.2')}",
        f"public IP (Jio static) 49.{secrets.randbelow(200) + 20}.{secrets.randbelow(255)}.{secrets.randbelow(254) + 1}, Airtel backup wala dynamic",
    )
    r.add(
        "mac_address",
        f"Sir ke phone ka MAC {mac(':', True)} — WiFi MAC filter me add kiya",
        f"DHCP reservation: tallysrv {mac('-', True)} -> {lan_ip()}",
        f"printer mac {mac()} (random MAC off karna pada phones pe)",
    )
    r.add(
        "purchase_order_number",
        f"PO/{pick('24-25', '25-26')}/{digits(4)} raised for 5 Dell laptops",
        f"PO number ACME-PO-{digits(5)}, approval Sharma sir se",
        f"Reliance Digital B2B order ref {digits(12, lead=True)}",
    )
    r.add(
        "vendor_invoice_number",
        f"Sai Networks invoice SN/{pick('24-25', '25-26')}/{digits(4)} — FortiGate renewal, Rs 38,500 + GST",
        f"Invoice no. INV{digits(8)} (Zoho Mail 25 users annual)",
        f"AWS invoice {digits(10, lead=True)} — India billing, AWS India Pvt Ltd, IGST 18%",
    )
    r.add(
        "postal_pin_code",
        f"office address: 2nd floor, 14th cross, {pick(*AREAS)}, Bengaluru - {pincode()}",
        f"godown PIN code {pincode()}, courier ko yahi dena",
        f"Sneha WFH address pin {pincode()} – laptop bhejna hai",
    )
    r.add(
        "mobile_number",
        f"Sai Networks engineer Prakash {mobile()}",
        f"Jio fiber technician — {mobile(False)}",
        f"sir ka OTP wala number {mobile()} hai (sab bank + GST iske saath linked)",
    )
    r.add(
        "password_reset_no_value",
        "Manjunath ka Windows password reset kiya, naya wala usko directly bata diya, yahan nahi likha",
        "SBI login lock ho gaya tha, branch jaake reset karwaya. naya password sir ne khud set kiya",
        "reset Zoho password for lakshmi.n — she'll set her own on first login (link expires in 24h)",
    )
    r.add(
        "password_shared_whatsapp",
        "VPN password Deepak ko WhatsApp pe bheja tha (disappearing messages on), ab chat delete",
        "wifi ka naya password office group pe share kar diya, 7 din baad phir badalna hai",
        "tally server pwd CA ko WhatsApp kiya, ask sir if okay — unhone bola theek hai",
    )
    r.add(
        "otp_talk",
        "GST login ke time OTP sir ke phone pe jaata hai, pehle call karke bolna phir login karna",
        "HDFC ka OTP nahi aa raha tha, DND on tha — sir ne band kiya toh aa gaya",
        "OTP 6 digit ka hota hai, 10 min valid. sir ko bolna ki kisi ko phone pe mat batao",
        "ओटीपी आया था लेकिन expire हो गया, dobara bhejna pada",
    )
    r.add(
        "employee_id",
        f"new joinee Anusha — emp ID ACM{digits(4)}, dept Accounts",
        f"Employee code E{digits(5)} ka laptop return pending",
        f"HRMS id for Rohit: BLR-{digits(4)}",
    )
    r.add(
        "licence_name_without_key",
        "Windows 11 Pro licence OEM hai, key BIOS me embedded — alag se kuch nahi",
        "Tally Prime Gold (multi-user) renewal due 31 March, licence sir ke email id pe registered",
        "MS Office Home & Business 2021 — key sticker box pe tha, box accounts cabin me rakha hai",
        "Quick Heal Total Security 10 users, renewal via distributor, key unke portal me hai",
    )
    r.add(
        "bank_account_masked",
        f"HDFC current a/c XXXXXXXX{digits(4)}, SBI CA ending {digits(4)}",
        f"salary account list me sirf last 4 rakha: {digits(4)}, {digits(4)}, {digits(4)}",
    )
    r.add(
        "upi_transaction_ref",
        f"UPI txn ref (UTR) {digits(12, lead=True)} — vendor bol raha paisa nahi aaya",
        f"NEFT UTR HDFCN{digits(11)} dated 12/03",
        f"IMPS ref no {digits(12, lead=True)} refund status check karna",
    )
    r.add(
        "tan_number",
        f"TAN: BLR{rnd(UPPER, 1)}{digits(5)}{rnd(UPPER, 1)} (TDS returns ke liye)",
        f"Form 16 pe TAN of deductor BLR{rnd(UPPER, 1)}{digits(5)}{rnd(UPPER, 1)} sahi hai check kiya",
    )
    r.add(
        "cin_number",
        f"CIN U{digits(5)}KA{pick('2014', '2016', '2019')}PTC{digits(6)} — letterhead footer me",
        f"company CIN: U51909KA20{digits(2)}PTC{digits(6)}",
    )
    r.add(
        "uan_number",
        f"Kavya ka UAN {digits(12, lead=True)} — PF transfer ke liye",
        f"UAN list (new joinees): {digits(12, lead=True)}, {digits(12, lead=True)}",
    )
    r.add(
        "courier_tracking",
        f"Blue Dart AWB {digits(11, lead=True)} — Dell laptop replacement",
        f"Delhivery tracking {digits(13, lead=True)}, expected Friday",
        f"DTDC consignment no {rnd(UPPER, 1)}{digits(8)} (toner cartridges)",
    )
    r.add(
        "ecommerce_order_id",
        f"Amazon order {digits(3)}-{digits(7)}-{digits(7)} — 2 UPS batteries",
        f"Flipkart OD{digits(18)} keyboard mouse combo ×6",
        f"Amazon Business order #{digits(3)}-{digits(7)}-{digits(7)}, GST invoice download karna",
    )
    r.add(
        "fortigate_serial_firmware",
        f"FortiGate 60F serial FGT60F{rnd(UPPER + DIGITS, 10)}, FortiOS v7.2.{secrets.randbelow(9)} build{digits(4)}",
        f"FortiCare contract for FGT60F{rnd(UPPER + DIGITS, 10)} expires 2026-03-31 — renew karna",
        "FortiClient EMS not used. firmware upgrade 7.0.15 -> 7.2.10 planned Sunday",
    )
    r.add(
        "laptop_serial",
        f"Dell service tag {rnd(UPPER + DIGITS, 7)} — warranty till Aug",
        f"HP laptop S/N 5CD{digits(3)}{rnd(UPPER + DIGITS, 4)} motherboard replaced",
        f"Lenovo serial PF{rnd(UPPER + DIGITS, 6)}, MTM 21JK00ABIG",
    )
    r.add(
        "aws_resource_arn",
        f"backup bucket arn:aws:s3:::acme-tally-backup-{hexs(6)}",
        f"IAM user arn:aws:iam::{aws_account()}:user/tally-backup (sirf s3:PutObject policy)",
        f"KMS key arn:aws:kms:ap-south-1:{aws_account()}:key/{uid()} for bucket encryption",
    )
    r.add(
        "aws_resource_ids",
        f"backup VM i-0{hexs(16)} in ap-south-1a, volume vol-0{hexs(16)}",
        f"EBS snapshot snap-0{hexs(16)} monthly — delete after 90 days",
        f"AWS account id {aws_account()} (Acme Tradelinks), billing alarm ₹3000",
    )
    r.add(
        "ssh_public_key",
        f"authorized_keys me add kiya (mera laptop):\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} itadmin@acme-lt",
        f"vendor ka public key: ssh-rsa {ssh_pub('ssh-rsa', 256)} prakash@sainetworks",
    )
    r.add(
        "ssh_host_fingerprint",
        f"db01 host key fingerprint SHA256:{rnd(B64, 43)} — first connect pe match karna",
        f"ED25519 key fingerprint is SHA256:{rnd(B64, 43)}. Are you sure you want to continue connecting? -> yes",
    )
    r.add(
        "file_checksum",
        f"Tally Prime installer sha256 {hexs(64)} — website wale se match hua",
        f"FortiOS image md5 {hexs(32)} verify kiya upload se pehle",
        f"AnyDesk.exe SHA-256: {hexs(64).upper()}",
    )
    r.add(
        "git_commit_sha",
        f"backup script repo latest commit {hexs(40)} — s3 sync retry fix",
        f"rollback to {hexs(7)} if attendance export breaks again",
    )
    r.add(
        "bitlocker_key_id",
        f"BitLocker key ID {hexs(8).upper()}-{hexs(4).upper()}-{hexs(4).upper()}-{hexs(4).upper()}-{hexs(12).upper()} — recovery key Entra me saved hai, wahan se nikaalna",
        f"Recovery key identifier {hexs(8).upper()} (first 8) shown on blue screen, sir ke laptop ka",
    )
    r.add(
        "razorpay_public_key_id",
        f"Razorpay checkout key_id rzp_live_{rnd(ALNUM, 14)} — ye frontend me hota hai, public hai. secret dev ke paas",
        f"test mode key id rzp_test_{rnd(ALNUM, 14)} website staging me",
    )
    r.add(
        "recaptcha_site_key",
        f"contact form reCAPTCHA site key 6L{rnd(URLSAFE, 38)} (public, HTML me hai)",
        f"data-sitekey=\"6L{rnd(URLSAFE, 38)}\" — enquiry form",
    )
    r.add(
        "dns_verification_record",
        f"Zoho domain verify TXT: zoho-verification=zb{digits(8)}.zmverify.zoho.in",
        "SPF: v=spf1 include:zoho.in ~all\nMX mx.zoho.in 10, mx2.zoho.in 20, mx3.zoho.in 50",
        f"google-site-verification={rnd(URLSAFE, 43)} (Search Console ke liye TXT)",
    )
    r.add(
        "dkim_public_record",
        f"zmail._domainkey TXT \"v=DKIM1; k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ{rnd(B64, 160)}IDAQAB\"",
        "DKIM selector 'zmail' published, p= value copied from Zoho admin (public key hai, no issue)",
    )
    r.add(
        "password_policy_talk",
        "SBI corporate pwd rule: 8-20 char, 1 capital, 1 number, 1 special, last 3 repeat nahi",
        "GST portal password har 120 din me expire hota hai — reminder lagao",
        "AD policy: min length 10, lockout after 5 attempts for 15 min. Sir chahte hai 8 kar do, nahi kiya",
        "DigiLocker PIN 6 digit ka hota hai, UPI PIN 4 ya 6 — confusion mat karna",
    )
    r.add(
        "vault_reference",
        "sab passwords Bitwarden me hai — collection 'Acme IT', entry 'FortiGate admin'",
        "MySQL root pwd Bitwarden entry 'db01 root' me, yahan mat maangna",
        "Tally vault password sir ke paas sealed envelope me, safe ke andar",
        "bank logins ka printed sheet locker me, chabi sir ke paas",
    )
    r.add(
        "env_var_reference",
        "backup.ps1 AWS_SECRET_ACCESS_KEY env var se padhta hai, value system env me set hai (script me nahi)",
        "ERP .env me DB_PASSWORD aur RAZORPAY_KEY_SECRET hai — file permissions sirf itadmin",
        "set ZOHO_SMTP_PASS in Task Scheduler action env, not hardcoded — done",
    )
    r.add(
        "vehicle_number",
        f"delivery van KA{pick('01', '03', '05', '51', '53')} {rnd(UPPER, 2)} {digits(4)} — GPS tracker install",
        f"sir ki car KA 0{secrets.randbelow(9) + 1} {rnd(UPPER, 2)} {digits(4)}, parking sticker banana",
    )
    r.add(
        "coupon_code",
        f"Zoho renewal coupon ZMAIL{digits(2)}OFF — 15% off till month end",
        f"Amazon Business promo {rnd(UPPER, 4)}{digits(3)} (printer ink)",
        f"Dell partner discount code DELLB2B{digits(2)}",
    )
    r.add(
        "software_version",
        f"Tally Prime Release {pick('4.0', '4.1', '5.0')}, AnyDesk 8.{secrets.randbelow(3)}.{secrets.randbelow(10)}, FortiClient 7.2.{secrets.randbelow(6)}.{digits(4)}",
        f"MySQL Server 8.0.{secrets.randbelow(40)} on Ubuntu 22.04.{secrets.randbelow(5)} LTS",
        f"Hikvision DVR firmware V4.{secrets.randbelow(80)}.{digits(3)} build {digits(6)}",
    )
    r.add(
        "gst_arn_cpin",
        f"GST refund ARN AA29{digits(4)}{digits(7)}{rnd(UPPER, 1)}",
        f"GST challan CPIN {digits(14, lead=True)} — payment via HDFC net banking, paid",
        f"GSTR-3B filed, ARN {rnd(UPPER, 2)}{digits(13)}",
    )
    r.add(
        "itr_acknowledgement",
        f"ITR-3 ack no {digits(15, lead=True)} (AY 2025-26) — e-verify via Aadhaar OTP done",
        f"Income tax intimation u/s 143(1) DIN ITBA/AST/S/143(1)/2025-26/{digits(10, lead=True)}",
    )
    r.add(
        "eway_bill_number",
        f"e-way bill no {digits(12, lead=True)} valid till 18/03 — van late hai",
        f"EWB {groups(digits(12, lead=True), 4)} generated for Chennai dispatch",
    )
    r.add(
        "dvr_model_serial",
        f"DVR model DS-7208HQHI-K1 serial DS-7208HQHI-K10820{digits(9)}{rnd(UPPER, 4)}",
        f"CP Plus NVR S/N {rnd(UPPER + DIGITS, 14)}, HDD 2TB WD Purple",
    )
    r.add(
        "wifi_ssid_note",
        "office SSIDs: ACME-STAFF (WPA2), ACME-Guest (captive portal), ACME-CCTV hidden",
        "guest wifi ka password har mahine badalta hai, reception pe pucho — likh ke mat rakhna",
        f"JioFiber-{rnd(LOWER + DIGITS, 5)} SSID band kar diya, ab sirf ACME_5G",
    )
    r.add(
        "utility_account_ids",
        f"BESCOM RR no {rnd(UPPER, 1)}{digits(6)}, account id {digits(10, lead=True)}",
        f"Airtel broadband a/c {digits(11, lead=True)}, landline 080-{digits(8, lead=True)}",
        f"Jio Fiber service id {digits(10, lead=True)} — bill ₹1,178 auto-debit",
    )
    r.add(
        "udyam_number",
        f"Udyam registration UDYAM-KR-03-{digits(7)}",
        f"MSME cert no UDYAM-KR-{digits(2)}-{digits(7)} — vendor registration form me chahiye",
    )
    r.add(
        "windows_username",
        f"domain login format ACME\\{pick(*EMPLOYEES)} ya {pick(*EMPLOYEES)}@acme.internal",
        "Lakshmi ka username lakshmi.n hai (not lakshmi.s — woh resign kar chuki)",
        f"new user banaya: {pick(*EMPLOYEES)}, group 'Accounts-RW', password user khud set karega",
    )
    r.add(
        "card_last_four",
        f"AWS billing card ending {digits(4)} ka expiry next month — sir se naya card lena",
        f"corporate card XXXX XXXX XXXX {digits(4)} (Visa) se Zoho charge hua ₹{digits(5, lead=True)}",
    )
    r.add(
        "code_changed_no_value",
        "server room door code badal diya aaj, naya sir ko personally bataya",
        "alarm code reset by Godrej technician, new code envelope me diya gaya hai",
        "DVR admin password vendor ke jaane ke baad change kiya (naya Bitwarden me)",
    )
    r.add(
        "railway_pnr",
        f"sir ka Chennai trip PNR {digits(10, lead=True)}, 3A",
        f"IRCTC booking PNR {digits(10, lead=True)} — tatkal, laptop saath le jaana hai unko",
    )
    r.add(
        "netbanking_user_id_only",
        f"HDFC NetBanking Customer ID {digits(8, lead=True)} (password sir ke paas hi hai)",
        f"SBI corporate ID {digits(7, lead=True)}, user name acme_maker — login sir karte hai",
    )
    r.add(
        "intune_device_id",
        f"Entra device ID {uid()} — stale, delete kiya",
        f"Zoho MDM device id {digits(18, lead=True)} (Deepak's phone)",
    )
    r.add(
        "port_and_url",
        "AnyDesk port 7070, FortiGate admin https port 8443 (443 SSL VPN ke liye)",
        "DVR web port 80 -> 8080 kiya, RTSP 554 band",
        "Tally ODBC port 9000, sirf LAN se",
    )
    r.add(
        "hsn_sac_code",
        f"laptops HSN 8471{digits(4)}, IT support service SAC 998713",
        "HSN 8443 (printer) GST 18%, invoice me likhna",
    )
    return r


def main() -> None:
    write_corpora("make_heldout137.py", [
        ("heldout137_credentials.yaml", credentials(), "batch 137 (Bangalore IT support tech, Hinglish notes), written blind; every value synthetic"),
        ("heldout137_lookalikes.yaml", lookalikes(), "batch 137 look-alikes: GSTIN, masked PAN/Aadhaar, IFSC, UPI ids, AnyDesk ids, tickets, written blind"),
    ])


if __name__ == "__main__":
    main()
