# ruff: noqa: E501
"""Writes heldout225_credentials.yaml and heldout225_lookalikes.yaml: held-out batch 225.

Persona: a finance officer at an NGO in Nairobi who writes notes in English with some
Swahili. She keeps the M-Pesa business PINs, the Daraja API consumer key, secret and
passkey, the bank's internet banking password and token PIN, the QuickBooks Online and
Zoho Books logins, the KRA iTax password, the payroll system password, the office Wi-Fi
password and the safe combination. Her everyday notes are full of things that only look
secret: M-Pesa transaction codes, till and paybill numbers, KRA PINs, invoice, voucher and
cheque numbers, phone numbers, bank branch codes, donor grant ids, NHIF and NSSF numbers
and Wi-Fi network names.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    luhn,
    mac,
    openssh_private,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = [
    "simba", "mvua", "kahawa", "jiko", "mlima", "baraka", "pwani", "chai", "ndege", "tembo",
    "maji", "jua", "upepo", "nyota", "mango", "safari", "boda", "matatu", "ugali", "sukuma",
]


def mpesa_code() -> str:
    """An M-Pesa transaction code: ten capitals and digits, a year letter first."""
    return pick("S", "T", "U") + rnd(UPPER + DIGITS, 9)


def kra_pin(company: bool = False) -> str:
    """A KRA PIN: A (a person) or P (a company), nine digits, a check letter."""
    return ("P" if company else "A") + digits(9) + secrets.choice(UPPER)


def phone(spaced: bool = True) -> str:
    body = pick("7" + digits(8), "11" + digits(7))
    if spaced:
        return f"+254 {body[:3]} {body[3:6]} {body[6:]}"
    return pick("0" + body, "254" + body)


def till() -> str:
    return digits(pick(6, 7), lead=True)


def paybill() -> str:
    return digits(pick(6, 7), lead=True)


def consumer_key() -> str:
    return rnd(ALNUM, 48)


def consumer_secret() -> str:
    return rnd(ALNUM, 64)


def day() -> str:
    return f"{secrets.randbelow(28) + 1}/{secrets.randbelow(12) + 1}/{pick(2024, 2025)}"


def ksh() -> str:
    return f"{secrets.randbelow(900) * 100 + 500:,}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "mpesa_business_pin",
        f"M-Pesa for Business till operator PIN: {digits(4)}. Usibadilishe bila kuniambia.",
        f"Nikumbushe: paybill {paybill()} org PIN ni {digits(4)}",
        f"mpesa biz pin {digits(4)} (till {till()}) - the old one got blocked after 3 wrong tries",
        f"Business app on the office Samsung, manager PIN = {digits(4)}",
        f"Start key for M-PESA org operator fin01: {digits(4)}",
    )

    r.add(
        "mpesa_org_portal_login",
        f"M-Pesa org portal (org.mpesa.acme.example)\nuser: TCT_FIN_ADMIN\npass: {pw()}",
        f"G2 portal login\n shortcode: {paybill()}\n operator: akinyi.fin\n password: {pw()}",
        f"Web portal password ya M-Pesa imebadilika, mpya ni {pw()} (cert iko kwa Dell laptop tu)",
        f"mpesa portal -> wanjiku_ops / {pw()}",
        f"Business administrator password for the M-PESA portal: {pw()} - expires mwisho wa mwezi",
    )

    ck1, cs1 = consumer_key(), consumer_secret()
    ck3, cs3 = consumer_key(), consumer_secret()
    r.add(
        "daraja_consumer_credentials",
        f"Daraja app 'TCT Donations' (production)\nConsumer Key: {consumer_key()}\nConsumer Secret: {consumer_secret()}",
        f".env for the donations site\nMPESA_CONSUMER_KEY={ck1}\nMPESA_CONSUMER_SECRET={cs1}",
        f"consumer key {consumer_key()} secret {consumer_secret()} - sandbox app is separate",
        f'curl -u "{ck3}:{cs3}" "https://api.daraja.acme.example/oauth/v1/generate?grant_type=client_credentials"',
        f"Daraja keys kwa payroll B2C: key={consumer_key()}, secret={consumer_secret()}",
    )

    r.add(
        "daraja_passkey",
        f"Lipa na M-Pesa Online passkey (STK push, shortcode {paybill()}): {hexs(64)}",
        f"passkey={hexs(64)}",
        f"STK passkey from the Safaricom go-live email: {hexs(64)} - usimpe yule web guy tena",
        f'# used for the STK password: base64(shortcode + passkey + timestamp)\nPASSKEY = "{hexs(64)}"',
        f"Nikumbushe passkey ya till mpya: {hexs(64)}",
    )

    r.add(
        "daraja_access_token",
        f"Temporary Daraja token for testing the callback (expires in 1h): {rnd(ALNUM, 28)}",
        f"Authorization: Bearer {rnd(ALNUM, 28)}",
        f'{{"access_token": "{rnd(ALNUM, 28)}", "expires_in": "3599"}}',
        f"token ya daraja leo: {rnd(ALNUM, 28)}",
    )

    r.add(
        "daraja_b2c_initiator_password",
        f"B2C initiator: TCTapi / initiator password {pw()}",
        f"Initiator password for salary advances (B2C) = {pw()}. Initiator name TCT_PAYROLL",
        f"initiator pwd changed {day()}: {pw()}",
        f"for the reversals API: initiator fin_reversal, pass {pw()}",
        f'mpesa:\n  shortcode: {paybill()}\n  initiator_name: tct_b2c\n  initiator_password: "{pw()}"',
    )

    r.add(
        "internet_banking_password",
        f"Acme Bank internet banking\nCorporate ID: TCT0042\nUser: wanjiku.m\nPassword: {pw()}",
        f"ibank pwd {pw()} (user ID {digits(8)})",
        f"New internet banking password after the reset: {pw()} - bank says change it within 24h",
        f"Benki online password ni {pw()}, login ID ni TCTFIN2",
        f"Approver login for bulk payments at ibank.acmebank.example: approver2 / {pw()}",
        f"internet bankng passwrd: {pw()}",
    )

    r.add(
        "bank_token_pin",
        f"Token PIN (the black hardware one): {digits(6)}",
        f"PIN ya token ya benki: {digits(4)}",
        f"Soft token app PIN - {digits(6)}. Don't mix it up with the ATM PIN",
        f"bank tkn pin {digits(6)}",
        f"Second approver token (Otieno keeps it), PIN {digits(6)}",
    )

    r.add(
        "quickbooks_online_login",
        f"QuickBooks Online\nemail: finance@tumaini.example\npassword: {pw()}",
        f"QBO login - accounts@tumaini.example / {pw()}",
        f"Quickbooks password changed after the auditor left: {pw()}",
        f"QB admin (master admin is me): pw {pw()}",
        f"QuickBooks accountant user for the auditors: audit.tct@acme.example, temporary password {pw()}",
    )

    r.add(
        "quickbooks_api_credentials",
        f"Intuit app for the M-Pesa sync\nClient ID: AB{rnd(ALNUM, 48)}\nClient Secret: {rnd(ALNUM, 40)}",
        f"QBO_CLIENT_SECRET={rnd(ALNUM, 40)}",
        f"quickbooks refresh token (valid 100 days): AB11{digits(9)}{rnd(ALNUM, 33)}",
        f"intuit oauth: client_secret {rnd(ALNUM, 40)}, realm {digits(16, lead=True)}",
    )

    r.add(
        "kra_itax_password",
        f"iTax login\nPIN: {kra_pin(True)}\nPassword: {pw()}",
        f"KRA iTax password ya shirika: {pw()}",
        f"itax pwd {pw()} - security stamp answer is 'Kisumu'",
        f"iTax for my own returns: {kra_pin()} / {pw()}",
        f"KRA portal reset leo, new password {pw()}. File VAT by the 20th!",
    )

    r.add(
        "office_wifi_password",
        f"Office WiFi: TCT-Staff, password {pw()}",
        f"wifi ya ofisi - {phrase(WORDS, 3, '-')}{digits(2)}",
        f"WIFI:T:WPA;S:TCT-Finance;P:{pw()};;",
        f"Staff Wi-Fi key changed on {day()}: {rnd(ALNUM, 12)}",
        f"Boardroom wifi pass {phrase(WORDS, 2, '')}{digits(4)} (guests use the other one)",
        f"wi-fi pasword: {pw()}",
    )

    r.add(
        "zoho_books_admin_login",
        f"Zoho Books admin\nadmin@tumaini.example\n{pw()}",
        f"Zoho Books login - finance.admin@tumaini.example pw: {pw()}",
        f"zoho books password: {pw()} (2FA on Otieno's phone)",
        f"Zoho admin password imebadilishwa: {pw()}",
        f"Books (Zoho) | admin@tumaini.example | {pw()}",
    )

    r.add(
        "zoho_api_refresh_token",
        f"Zoho Books API refresh token for the grant report script: 1000.{hexs(32)}.{hexs(32)}",
        f"ZOHO_REFRESH_TOKEN=1000.{hexs(32)}.{hexs(32)}",
        f"zoho client_id 1000.{rnd(UPPER + DIGITS, 30)}\nclient_secret {hexs(42)}",
        f"Zoho oauth access token (1 hour only): 1000.{hexs(32)}.{hexs(32)}",
    )

    r.add(
        "payroll_system_password",
        f"Payroll system (payroll.tumaini.internal) admin password: {pw()}",
        f"Password ya payroll: {pw()}",
        f"payroll login hr.fin / {pw()} - run payslips by the 25th",
        f"Payroll DB export zip password: {pw()}",
        f"Payslip PDFs are locked with {pw()} this year (same for all staff)",
    )

    r.add(
        "safe_combination",
        f"Safe combo: {secrets.randbelow(100):02d}-{secrets.randbelow(100):02d}-{secrets.randbelow(100):02d}",
        f"Sefu ya ofisi: left {secrets.randbelow(100)}, right {secrets.randbelow(100)}, left {secrets.randbelow(100)}",
        f"petty cash safe keypad code {' '.join(digits(6))} then #",
        f"combination ya sefu (new after Mwangi left): {digits(6)}",
        f"Safe: {digits(4)}*  (the cheque books and the tokens are in there)",
    )

    r.add(
        "atm_card_pin",
        f"NGO debit card PIN {digits(4)}",
        f"PIN ya kadi ya ATM ya shirika: {digits(4)}",
        f"petty cash card - pin {digits(4)}, limit 50k per day",
        f"Visa ending {digits(4)} PIN is {digits(4)}",
    )

    r.add(
        "corporate_card_details",
        f"Corporate card for online bookings: {groups(luhn('4'), 4)} exp {card_expiry()} CVV {digits(3)}",
        f"Zoom subscription card {luhn('5' + pick('1', '2', '3', '4', '5'))} {card_expiry()} cvv {digits(3)}",
        f"Card: {groups(luhn('4'), 4)}\nExpiry: {card_expiry()}\nCVC: {digits(3)}\nName: TUMAINI COMMUNITY TRUST",
        f"kadi ya ofisi {groups(luhn('4'), 4, '-')} / {card_expiry()} / {digits(3)}",
    )

    r.add(
        "email_password",
        f"finance@tumaini.example mailbox password: {pw()}",
        f"email ya ofisi - {pw()}",
        f"Outlook for the shared donors@ inbox: {pw()}",
        f"my work email pw changed today -> {pw()}",
        f"webmail.tumaini.example login: akinyi / {pw()}",
    )

    r.add(
        "google_app_password",
        f"App password for the scanner to email PDFs: {app_password()}",
        f"Gmail app password (Thunderbird on the finance PC): {app_password()}",
        f"SMTP_PASSWORD={app_password().replace(' ', '')}",
        f"google app pwd for the donor receipts script - {app_password()}",
    )

    r.add(
        "sms_gateway_api_key",
        f"SMS gateway API key (bulk SMS to beneficiaries): atsk_{hexs(64)}",
        f"AT_API_KEY=atsk_{hexs(64)}\nAT_USERNAME=tumaini",
        f"sms api key {hexs(64)}, username tumaini_sms",
        f"Bulk SMS key ya kutuma payment notifications: atsk_{hexs(64)}",
    )

    r.add(
        "flutterwave_secret_key",
        f"Flutterwave secret key (live): FLWSECK-{hexs(32)}-X",
        f"FLW_SECRET_KEY=FLWSECK-{hexs(32)}-X\nFLW_ENCRYPTION_KEY=FLWSECK{hexs(12)}",
        f"card donations gateway secret FLWSECK-{hexs(32)}-X - only on the server",
        f"flutterwave encryption key: FLWSECK{hexs(12)}",
    )

    r.add(
        "router_admin_password",
        f"Router admin (192.168.1.1) admin / {pw()}",
        f"Safaricom fibre router login: user admin pass {rnd(ALNUM, 10)}",
        f"router pw {pw()}",
        f"Mikrotik in the server cupboard: admin {pw()}",
    )

    r.add(
        "donor_portal_password",
        f"Donor grants portal (grants.acme-foundation.example): finance@tumaini.example / {pw()}",
        f"EU-style reporting portal password {pw()}",
        f"USAID-type subaward portal login akinyi.fin, password {pw()} - report due end of quarter",
        f"grant portal pwd: {pw()}",
        f"Fluxx login for the foundation: tumaini_fin / {pw()}",
    )

    r.add(
        "two_factor_backup_codes",
        f"Zoho backup codes:\n{recovery_codes(6, 'other')}",
        f"QBO 2-step recovery codes {recovery_codes(5, 'digits')}",
        f"Google backup codes for finance@ (keep in the safe):\n{recovery_codes(8, 'digits')}",
        f"GitHub recovery codes for the donations site repo\n{recovery_codes(6, 'github')}",
    )

    r.add(
        "statutory_portal_password",
        f"NSSF employer portal: employer no {digits(8)} password {pw()}",
        f"SHA/NHIF employer login password ni {pw()}",
        f"Housing levy portal pwd {pw()}",
        f"NITA levy portal: user tumaini.trust pass {pw()}",
        f"eCitizen account for the NGO - finance@tumaini.example / {pw()}",
    )

    r.add(
        "database_connection_string",
        f"postgres://ledger_app:{rnd(ALNUM, 18)}@db.tumaini.internal:5432/ledger",
        f"DATABASE_URL=mysql://payroll:{rnd(ALNUM, 16)}@10.0.4.12:3306/payroll",
        f"reporting db: Server=sql.tumaini.internal;Database=GrantsDW;User Id=powerbi;Password={pw()};",
        f"mongodb+srv://donations:{rnd(ALNUM, 20)}@cluster0.acme.example/receipts",
    )

    r.add(
        "bitlocker_recovery_key",
        f"BitLocker recovery key for the finance laptop (FIN-LT-02): {bitlocker_key()}",
        f"bitlocker key ya laptop ya Otieno\n{bitlocker_key()}",
        f"Recovery key ID {hexs(8).upper()}\nRecovery key {bitlocker_key()}",
        f"If the Dell asks for the recovery key again: {bitlocker_key()}",
    )

    r.add(
        "password_manager_master",
        f"Bitwarden master password (finance vault): {phrase(WORDS, 5, '-')}",
        f"master pw ya password manager: {phrase(WORDS, 4, ' ')} {digits(3)}",
        f"1Password family-style shared vault passphrase - {phrase(WORDS, 6, '.')}",
        f"KeePass file finance.kdbx opens with {pw()}",
    )

    r.add(
        "sendgrid_api_key",
        f"SendGrid key for donation receipts: {sendgrid_key()}",
        f"SENDGRID_API_KEY={sendgrid_key()}",
        f"email API key (receipts@tumaini.example sender): {sendgrid_key()}",
        f"sendgrid {sendgrid_key()}",
    )

    r.add(
        "backup_server_ssh_key",
        f"Key for the nightly ledger backup (backup@nas.tumaini.internal):\n{openssh_private()}",
        f"id_ed25519 ya backup server\n{openssh_private()}",
        f"Private key the IT volunteer left for the NAS:\n{openssh_private()}",
    )

    r.add(
        "sacco_portal_pin",
        f"Staff SACCO portal member no {digits(5)}, PIN {digits(4)}",
        f"Sacco app PIN yangu: {digits(4)}",
        f"SACCO admin login for loan deductions: tumaini_hr / {pw()}",
        f"USSD sacco pin {digits(4)} (for checking remittances)",
    )

    r.add(
        "cctv_dvr_password",
        f"CCTV DVR (cashier's room) admin / {rnd(ALNUM, 10)}",
        f"Camera app login ya ofisi: tumaini / {pw()}",
        f"dvr password {digits(6)}",
        f"Hikvision-type NVR at 192.168.1.64 - admin pass {pw()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "mpesa_transaction_code",
        f"Supplier paid, M-Pesa ref {mpesa_code()}",
        f"Transport refund for the field team: {mpesa_code()}, {mpesa_code()}, {mpesa_code()}",
        f"Donor says he sent Ksh {ksh()}, code {mpesa_code()} - confirm on the statement",
        f"Reversal requested for {mpesa_code()} (wrong number)",
        f"mpesa code {mpesa_code()} ya umeme",
        f"Receipts to attach to PV: {mpesa_code()} / {mpesa_code()}",
    )

    r.add(
        "mpesa_confirmation_sms",
        f"{mpesa_code()} Confirmed. Ksh{ksh()}.00 paid to ACME STATIONERS LTD. on {day()} at 10:14 AM. Transaction cost, Ksh0.00.",
        f"{mpesa_code()} Confirmed. Ksh{ksh()}.00 sent to JOHN DOE {phone(False)} on {day()} at 3:52 PM. Transaction cost, Ksh33.00.",
        f"Forwarded SMS: {mpesa_code()} Confirmed. You have received Ksh{ksh()}.00 from TEST DONOR {phone(False)[:6]}***{digits(3)} on {day()}",
        f"{mpesa_code()} confirmed. Ksh{ksh()}.00 sent to KPLC PREPAID for account {digits(11)}",
        f"Keep this for audit: {mpesa_code()} Confirmed. Ksh{ksh()}.00 withdrawn from agent {digits(6)}",
    )

    r.add(
        "till_number",
        f"Pay the canteen via Buy Goods till {till()}",
        f"Our till number for the fundraising dinner: {till()}",
        f"Stationery shop till {till()} (Mama Njeri)",
        f"Till no {till()} - ya fundi wa printer",
        f"Lipa na M-Pesa: Buy Goods {till()}, name TUMAINI TRUST",
    )

    r.add(
        "paybill_account",
        f"Electricity paybill {paybill()}, account {digits(11)}",
        f"Water bill: paybill {paybill()} account {digits(7)}",
        f"Donations paybill {paybill()}, account DONATE",
        f"Rent - paybill {paybill()}, account no TCT-{digits(4)}",
        f"NHIF/SHA contributions via paybill {paybill()}, account = employer code",
    )

    r.add(
        "kra_pin",
        f"Our KRA PIN: {kra_pin(True)} (put it on every invoice)",
        f"Supplier KRA PIN {kra_pin(True)} - check compliance before paying",
        f"Consultant's PIN {kra_pin()} for the withholding tax",
        f"KRA PIN ya Otieno: {kra_pin()}",
        f"Vendor master: Acme Stationers, PIN {kra_pin(True)}, VAT registered",
        f"TCC request for {kra_pin(True)} submitted",
    )

    r.add(
        "invoice_number",
        f"Invoice INV-{pick(2024, 2025)}-{digits(4)} from Acme Printers is still unpaid",
        f"inv no {digits(6)} - hotel for the donor visit",
        f"Send credit note against INV/{digits(5)}/{pick('KE', 'NBO')}",
        f"QuickBooks invoice #{digits(4)} to the Foundation, Ksh {ksh()}",
        f"Invoice ref {rnd(UPPER + DIGITS, 8)} (their system), ours is TCT-INV-{digits(4)}",
    )

    r.add(
        "payment_voucher_number",
        f"PV {digits(4)}/{pick(24, 25)} needs the ED's signature",
        f"Payment voucher PV-{digits(5)} for the workshop per diems",
        f"voucher nambari {digits(4)} imepotea - reprint",
        f"Petty cash voucher PCV-{(v := int(digits(4, lead=True)))} to PCV-{v + 37} filed",
        f"JV-{pick(2024, 2025)}-{digits(3)} reclass of bank charges",
    )

    r.add(
        "phone_number",
        f"Accountant from the auditors: {phone()}",
        f"Mpigie Otieno {phone(False)} kuhusu cheque",
        f"Bank relationship manager {phone()}",
        f"Our Safaricom business account manager: {phone()}",
        f"Send the payment to {phone(False)} (registered to Akinyi's name)",
    )

    r.add(
        "bank_branch_and_swift",
        f"Acme Bank Kenya, Westlands branch, bank code {digits(2)}, branch code {digits(3)}",
        f"SWIFT for the USD account: ACMEKENA, branch {digits(3)}",
        f"Sort code {digits(5)} (Kenyatta Avenue branch)",
        f"RTGS form: bank/branch code {digits(5)}, SWIFT ACMEKENX",
        f"Branch code ya benki ya supplier: {digits(3)}",
    )

    r.add(
        "cheque_number",
        f"Cheque no {digits(6)} to Acme Motors, Ksh {ksh()}",
        f"Cheques {(c := int(digits(6, lead=True)))}-{c + 2} cancelled (stamp got wet)",
        f"Stop payment on chq {digits(6)}",
        f"cheque book serial {(b := int(digits(6, lead=True)))} to {b + 49} in the safe",
        f"Deposited cheque {digits(6)} from the county, clears in 3 days",
    )

    r.add(
        "donor_grant_id",
        f"Grant ID GR-{pick(2024, 2025)}-{digits(5)} (water project)",
        f"Foundation grant no {rnd(UPPER + DIGITS, 10)} - report due 30 June",
        f"Subaward 72061{digits(3)}FA{digits(5)} budget tab",
        f"Donor ref OPP{digits(7)} in their Salesforce",
        f"Grant {uid()} on the donor portal, tranche 2 pending",
    )

    r.add(
        "nhif_sha_number",
        f"NHIF no ya Wanjiru: {digits(8)}",
        f"SHA member number CR{digits(10)}-{digits(1)}",
        f"Employer NHIF code {digits(6)}",
        f"New staff NHIF/SHA number {digits(9)} - add to payroll",
    )

    r.add(
        "nssf_number",
        f"NSSF number for the new driver: {digits(9)}",
        f"NSSF employer no {digits(8)} (on the letterhead for remittances)",
        f"nssf ya Mwangi {digits(10)}",
        f"NSSF Tier II contributions, member {digits(9)}, Ksh {ksh()}",
    )

    r.add(
        "wifi_network_name",
        "Office networks: TCT-Staff and TCT-Guest (password on the card at reception)",
        f"Guest wifi name: Tumaini_Guest_{digits(2)}",
        "Wifi ya boardroom inaitwa TCT-Board-5G",
        f"The router broadcasts TCT-Finance; MAC filter is on, add device {mac()}",
        "SSID for the field office: TUMAINI-KISUMU",
    )

    r.add(
        "password_rotation_reminder",
        "Change the internet banking password before 30th - bank forces every 60 days",
        "Kumbuka kubadilisha password ya iTax mwezi huu",
        "Reset the Zoho admin password after Mwangi's exit interview",
        "Rotate the Daraja consumer secret when the web developer contract ends",
        "Payroll password expired today, IT to reset tomorrow morning",
    )

    r.add(
        "secret_location_reference",
        "The token PIN is in the sealed envelope in the safe, not in my phone",
        "Passwords za bank ziko kwa Bitwarden, folder 'Finance'",
        "Safe combination is with the ED and the board treasurer only",
        "Daraja keys are in the server .env - ask IT, don't email them",
        "QuickBooks login: see the shared vault entry 'QBO - master admin'",
    )

    r.add(
        "env_var_reference",
        "password: ${{ secrets.MPESA_CONSUMER_SECRET }}",
        "consumer_secret = os.environ['DARAJA_CONSUMER_SECRET']",
        "PASSKEY=${MPESA_PASSKEY}  # set on the server, not in git",
        "Vault path: secret/finance/daraja/prod (key: passkey)",
        "ZOHO_REFRESH_TOKEN=<ask IT>",
    )

    r.add(
        "daraja_public_settings",
        f"STK push: BusinessShortCode {paybill()}, TransactionType CustomerPayBillOnline, AccountReference DONATE",
        f"Callback URL https://pay.tumaini.example/mpesa/callback/{uid()}",
        f"Daraja CheckoutRequestID ws_CO_{digits(14)}{digits(8)}",
        "Timestamp format for the STK password is YYYYMMDDHHmmss",
        f"MerchantRequestID {digits(5)}-{digits(8)}-1, ResultCode 0",
    )

    r.add(
        "masked_card_or_account",
        f"Card ending {digits(4)} expires {card_expiry()} - order the new one",
        f"Account ****{digits(4)} overdrawn by Ksh {ksh()}",
        f"Visa xxxx-xxxx-xxxx-{digits(4)} declined at the airline site",
        f"Statement for A/C {digits(3)}XXXXX{digits(3)}",
        f"M-Pesa from 2547******{digits(3)}",
    )

    r.add(
        "bank_account_for_donors",
        f"For donors: Tumaini Community Trust, Acme Bank Kenya, A/C {digits(13, lead=True)}, SWIFT ACMEKENA",
        f"KES account {digits(10, lead=True)}, USD account {digits(10, lead=True)} (both on the invoice template)",
        f"Bank details ya supplier: acc {digits(12, lead=True)}, branch Westlands",
        f"Remit to account {digits(13, lead=True)}, reference = grant ID",
    )

    r.add(
        "quickbooks_identifiers",
        f"QBO company ID (realm) {digits(16, lead=True)}",
        f"QuickBooks transaction id {digits(4)} linked to M-Pesa {mpesa_code()}",
        f"Class 'Water-{digits(3)}' and location 'Kisumu' for the grant",
        f"Intuit support case {digits(8)}",
    )

    r.add(
        "zoho_identifiers",
        f"Zoho Books organization_id={digits(9, lead=True)}",
        f"Zoho invoice_id {digits(18, lead=True)}",
        f"Zoho ticket #{digits(6)} about the bank feed",
        f"Zoho Books customer ID {digits(17, lead=True)} (the Foundation)",
    )

    r.add(
        "etims_invoice_reference",
        f"eTIMS CU serial KRACU{digits(10)}, CU invoice no {digits(19)}",
        f"Control unit invoice number {digits(10)}/{digits(3)} on the supplier's receipt",
        f"eTIMS invoice {kra_pin(True)}-{digits(6)} validated",
        f"ETR receipt no {digits(8)}, TIMS QR at the bottom",
        "Ask the hotel for an eTIMS invoice - the one they sent has no CU number",
    )

    r.add(
        "eft_rtgs_reference",
        f"RTGS ref FT{digits(5)}{rnd(UPPER + DIGITS, 5)}",
        f"EFT batch {digits(8)} for salaries, {digits(2)} staff",
        f"Bank transfer reference {rnd(UPPER + DIGITS, 12)} - share with the donor",
        f"PesaLink ref {rnd(UPPER + DIGITS, 10)}",
        f"SWIFT MT103 UETR {uid()}",
    )

    r.add(
        "document_link_with_id",
        f"Budget v3: https://docs.tumaini.example/d/{rnd(URLSAFE, 33)}/edit",
        f"Audit folder: https://share.acme.example/s/{rnd(ALNUM, 15)}",
        f"Bank statement upload https://files.tumaini.internal/f/{uid()}",
        f"Grant agreement PDF https://portal.acme-foundation.example/docs/{uid()}",
    )

    r.add(
        "file_checksum",
        f"sha256 of the payroll export sent to the bank: {hexs(64)}",
        f"bank statement CSV md5 {hexs(32)} (matches the one from the RM)",
        f"QuickBooks backup file checksum {hexs(40)}",
        f"Commit {hexs(7)} fixed the STK callback parsing",
    )

    r.add(
        "employee_payroll_number",
        f"Payroll no TCT/{digits(3)} - Wanjiru, field officer",
        f"Staff ID EMP{digits(5)} joined {day()}",
        f"Casual worker ref CW-{digits(4)}, paid via M-Pesa",
        f"Employee number {digits(4)}, grade 5",
    )

    r.add(
        "courier_tracking_number",
        f"G4S waybill {digits(10)} - donor report originals",
        f"DHL tracking {digits(10)} for the audit files",
        f"Parcel to Kisumu office: ref {rnd(UPPER + DIGITS, 12)}",
        f"Posta EMS {pick('EE', 'EA')}{digits(9)}KE",
    )

    r.add(
        "it_ticket_number",
        f"IT ticket #{digits(5)} - printer in finance",
        f"Helpdesk INC{digits(7)} password reset for Zoho (done)",
        f"Bank support ticket {rnd(UPPER + DIGITS, 8)} for the token replacement",
        f"Safaricom business ticket {digits(9)} for the till statement",
    )

    r.add(
        "public_payment_key",
        f"Flutterwave public key for the donate button: FLWPUBK-{hexs(32)}-X",
        f"Stripe publishable key (front end only): pk_live_{rnd(ALNUM, 99)}",
        f"Donate page script uses the public key FLWPUBK_TEST-{hexs(32)}-X",
        f"Paystack-style public key pk_test_{hexs(40)} in the widget",
    )

    r.add(
        "token_serial_number",
        f"Hardware token serial {digits(10)} assigned to Akinyi",
        f"Token S/N {digits(2)}-{digits(7)}-{digits(1)} reported lost",
        f"Second approver token serial {digits(10)} (Otieno)",
        f"Soft token activation done on the finance phone, device ID {hexs(16)}",
    )

    r.add(
        "pin_policy_settings",
        "M-Pesa org PIN is 4 digits; locks after 3 wrong attempts",
        "Bank password must be 12+ chars and change every 60 days",
        "Payroll system: session timeout 15 min, password history 5",
        "Token PIN ni 6 digits, usitumie tarehe ya kuzaliwa",
        "iTax password: at least 8 chars, one capital, one number",
    )

    r.add(
        "ssh_public_key",
        f"Public key for the backup NAS authorized_keys:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} backup@tumaini",
        f"IT's pubkey: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} it-volunteer",
        f"ssh-rsa {ssh_pub('ssh-rsa', 270)} ledger-sync",
    )

    r.add(
        "withholding_tax_certificate",
        f"WHT certificate no KRA{digits(15)} for the consultant",
        f"Withholding VAT cert {digits(12)} - send to Acme Printers",
        f"WHT PRN {digits(13)} paid {day()}",
        f"Payment registration number {digits(13)} for PAYE",
    )

    r.add(
        "purchase_order_number",
        f"PO-{pick(2024, 2025)}-{digits(4)} for the borehole pump",
        f"LPO no {digits(5)} - solar panels",
        f"Purchase order {rnd(UPPER, 3)}/{digits(4)} approved by the ED",
        f"LSO {digits(4)} hotel booking",
    )

    return r


def main() -> None:
    write_corpora("make_heldout225.py", [
        ("heldout225_credentials.yaml", credentials(), "Batch 225: credentials a Nairobi NGO finance officer keeps (M-Pesa PINs, Daraja keys, banking, QuickBooks, Zoho, iTax, payroll, Wi-Fi, safe)"),
        ("heldout225_lookalikes.yaml", lookalikes(), "Batch 225: that officer's notes that only look secret (M-Pesa codes, till and paybill numbers, KRA PINs, invoices, vouchers, cheques, grant ids, NHIF and NSSF numbers)"),
    ])


if __name__ == "__main__":
    main()
