# ruff: noqa: E501
"""Writes heldout271_credentials.yaml and heldout271_lookalikes.yaml: held-out batch 271.

Persona: a clinic administrator in Dhaka who writes her notes in Banglish (Bengali mixed
with English, sometimes in Bangla script). She keeps the bKash and Nagad merchant PINs, the
clinic software admin login, the lab machine PCs' passwords, the hospital Wi-Fi, the Gmail
and Facebook page logins, the DGHS/DHIS2 reporting portal login, the BRAC and DBBL internet
banking logins and OTP codes, the SSLCommerz store password and API keys; and many
look-alikes: patient ids, invoice and transaction ids, BMDC registration numbers, NID
numbers from public records, masked phone numbers and bKash/Nagad TrxIDs.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    b64,
    basic,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    jwt,
    luhn,
    mac,
    openai_project_key,
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

WORDS = ["nodi", "akash", "shapla", "ilish", "borsha", "megh", "jhor", "kodom", "padma", "shonar",
         "bangla", "rickshaw", "mishti", "chai", "golap", "tara", "chand", "dhan", "mati", "pakhi"]


def bd_mobile() -> str:
    """A Bangladeshi mobile number in the 01X shape."""
    return "01" + pick("3", "4", "5", "6", "7", "8", "9") + digits(8)


def masked_mobile() -> str:
    n = bd_mobile()
    return pick(f"{n[:3]}XXXXX{n[-3:]}", f"{n[:5]}-***{n[-3:]}", f"+880 {n[1:4]} **** {n[-3:]}", f"{n[:3]}*****{n[-3:]}")


def bpw() -> str:
    """A password a Dhaka clinic admin would pick, or a generated one."""
    return pick(
        f"{pick('Shapla', 'Padma', 'Dhaka', 'Kodom', 'Ilish', 'Borsha')}@{digits(4, True)}",
        f"{pick('clinic', 'lab', 'shebaCare', 'acme')}{pick('#', '!', '@', '$')}{digits(3)}{rnd(UPPER, 2)}",
        pw(),
        rnd(ALNUM + "@#$!", 12),
    )


def pin(n: int) -> str:
    return digits(n)


def otp() -> str:
    return digits(6, True)


def trxid() -> str:
    """A bKash TrxID: ten upper-case letters and digits."""
    return rnd(UPPER + DIGITS, 10)


def dhis2_uid() -> str:
    """A DHIS2 UID: a letter, then ten letters or digits."""
    return secrets.choice(LOWER + UPPER) + rnd(ALNUM, 10)


def ssl_store_pass() -> str:
    return rnd(UPPER + DIGITS, 13) + "@ssl"


def credentials() -> Rows:
    r = Rows()

    r.add("bkash_merchant_pin",
          f"bKash merchant wallet er PIN: {pin(5)} (kauke diben na, shudhu ami r Rahim bhai)",
          f"bkash pin {pin(5)}",
          f"bKash Merchant app login — number {bd_mobile()}, PIN {pin(5)}",
          f"বিকাশ মার্চেন্ট পিন {pin(5)}, নতুন করে সেট করলাম আজকে",
          f"Reminder: bKash PIN change korechi, notun ta {pin(5)}, purano ta r chalbe na",
          f"bkash mrchnt pn = {pin(5)} ; acc {bd_mobile()}")

    r.add("nagad_merchant_pin",
          f"Nagad merchant PIN {pin(4)}",
          f"নগদ পিন: {pin(4)} (reception counter er phone e)",
          f"Nagad uddokta/merchant account {bd_mobile()} — pin {pin(4)}, mone rakhbe",
          f"nagad er pin ta bhule jai barbar: {pin(4)}",
          f"Nagad Merchant:\n  number: {bd_mobile()}\n  PIN: {pin(4)}")

    r.add("clinic_software_admin_password",
          f"Clinic software (ShebaCare HMS) admin login: admin / {bpw()}",
          f"HMS superadmin pass {bpw()} — vendor ke dewa jabe na",
          f"clinic soft er admin password ta holo {bpw()}",
          f"http://hms.acme-clinic.internal/login\nuser: superadmin\npass: {bpw()}",
          f"HMS e notun admin banalam: username billing_admin, password {bpw()}",
          f"ক্লিনিক সফটওয়্যার অ্যাডমিন পাসওয়ার্ড: {bpw()}")

    r.add("lab_pc_password",
          f"Lab PC-1 (hematology analyzer er pashe) Windows password: {bpw()}",
          f"lab pc gula sob same pass: {bpw()}",
          f"Biochem lab machine PC login — LabUser / {bpw()}",
          f"| PC | user | password |\n| LAB-PC-01 | labtech | {bpw()} |\n| LAB-PC-02 | labtech | {bpw()} |",
          f"X-ray room er computer er password {bpw()} (Kamal bhai change korse last week)")

    r.add("hospital_wifi_password",
          f"Hospital WiFi: SSID AcmeClinic-Staff, pass {bpw()}",
          f"wifi pass {rnd(ALNUM, 10)}",
          f"Staff wifi er password: {phrase(WORDS, 2, '')}{digits(4)}",
          f"ওয়াইফাই পাসওয়ার্ড (doctors' lounge): {bpw()}",
          f"WIFI:S:AcmeClinic-OT;T:WPA;P:{rnd(ALNUM, 12)};;",
          f"2nd floor router wifi key = {rnd(ALNUM + '@#', 14)}")

    r.add("gmail_login",
          f"Clinic Gmail: acmeclinic.dhaka@gmail.com / {bpw()}",
          f"gmail pass {bpw()} (acme.clinic.accounts@gmail.com)",
          f"Official mail er password change korlam, notun: {bpw()}",
          f"জিমেইল: reception.acmeclinic@gmail.com\nপাসওয়ার্ড: {bpw()}")

    r.add("gmail_app_password",
          f"Gmail app password for HMS email reminder: {app_password()}",
          f"app pass (SMTP er jonno) {app_password()}",
          f"Google app password - Thunderbird reception PC: {app_password().replace(' ', '')}",
          f"smtp.gmail.com:587 user acmeclinic.dhaka@gmail.com app-password \"{app_password()}\"")

    r.add("facebook_page_login",
          f"Facebook page (Acme Diagnostic & Clinic) admin account: {bd_mobile()} / {bpw()}",
          f"FB login for page: pagemanager.acme@gmail.com pass {bpw()}",
          f"fb page er password {bpw()} — marketing er Tania ke dewa hoise",
          f"ফেসবুক পেজ লগইন: {bd_mobile()}, password {bpw()}",
          f"FB 2FA backup codes:\n{recovery_codes(5, 'digits')}")

    r.add("dhis2_portal_login",
          f"DGHS DHIS2 login: username acme_clinic_dhk, password {bpw()}",
          f"dhis2 (central.dghs.test) user: mis.acmeclinic pass: {bpw()}",
          f"Monthly report portal e dhukte: id {rnd(LOWER, 6)}_dhk / pw {bpw()}",
          f"DHIS2 er password expire hoye gesilo, notun: {bpw()}",
          f"curl -u acme_clinic_dhk:{rnd(ALNUM, 14)} https://dhis2.dghs.test/api/me")

    r.add("dhis2_personal_access_token",
          f"DHIS2 API token (report upload script): d2pat_{rnd(ALNUM, 32)}{digits(10)}",
          f"Authorization: ApiToken d2pat_{rnd(ALNUM, 32)}{digits(10)}",
          f"dhis2 PAT ta ekhane rakhlam — d2pat_{rnd(ALNUM, 32)}{digits(10)} (expires Dec)",
          f"DHIS2_TOKEN=d2pat_{rnd(ALNUM, 32)}{digits(10)}")

    r.add("brac_bank_internet_banking",
          f"BRAC Bank Astha login: user {rnd(LOWER, 5)}{digits(4)}, pass {bpw()}",
          f"brac ib pass {bpw()}",
          f"BRAC internet banking (clinic current acc) — user id ACMECLINIC{digits(3)}, password {bpw()}, transaction pin {pin(4)}",
          f"ব্র্যাক ব্যাংক অনলাইন ব্যাংকিং পাসওয়ার্ড: {bpw()}",
          f"Astha app MPIN {pin(6)}")

    r.add("dbbl_internet_banking",
          f"DBBL Nexus Pay PIN: {pin(4)}",
          f"Dutch-Bangla internet banking: user acme{digits(5)} / {bpw()}",
          f"DBBL IB password {bpw()} ; txn password {rnd(ALNUM, 8)}",
          f"Rocket account {bd_mobile()}{digits(1)} er PIN {pin(4)}",
          f"dbbl nexus pay login {bd_mobile()} pass {bpw()}")

    r.add("bank_otp_code",
          f"BRAC OTP {otp()} — supplier payment er jonno, 3 min er moddhe dite hobe",
          f"DBBL OTP: {otp()}",
          f"Your OTP for BRAC Bank Astha is {otp()}. Do not share it with anyone. (Sir ke forward korte hobe)",
          f"otp {otp()} (bkash cashout)",
          f"নগদ ওটিপি {otp()}")

    r.add("atm_debit_card",
          f"Clinic er debit card: {groups(luhn('4'), 4)} exp {card_expiry()} CVV {pin(3)}",
          f"DBBL Nexus card PIN {pin(4)}",
          f"BRAC Visa card {luhn('4')} {card_expiry()} cvv {pin(3)} — online e medicine order er jonno",
          f"ATM pin {pin(4)} (clinic card, almirah te card)",
          f"card: {groups(luhn('5'), 4)}\nexp: {card_expiry()}\ncvc: {pin(3)}")

    r.add("sslcommerz_store_credentials",
          f"SSLCommerz live store_id=acmeclinic{digits(2)}live store_passwd={ssl_store_pass()}",
          f"SSLCOMMERZ_STORE_ID=acmeclinicdhk\nSSLCOMMERZ_STORE_PASSWORD={ssl_store_pass()}",
          f"sslcommerz store pass {ssl_store_pass()}",
          f"'store_id' => 'acmediag{digits(3)}live', 'store_passwd' => '{ssl_store_pass()}',",
          f"curl -d 'store_id=acmeclinic01live&store_passwd={ssl_store_pass()}&total_amount=1500' https://securepay.sslcommerz.test/gwprocess/v4/api.php")

    r.add("sslcommerz_merchant_panel_login",
          f"SSLCommerz merchant panel: accounts@acme-clinic.example / {bpw()}",
          f"ssl merchant portal login — user acmeclinic pass {bpw()}",
          f"SSLCommerz report dashboard er password {bpw()}",
          f"merchant.sslcommerz.test — id: acme.accounts, pw: {bpw()} (settlement report download er jonno)")

    r.add("sms_gateway_api_key",
          f"Bulk SMS (appointment reminder) API key: {rnd(ALNUM, 20)}",
          f"sms gateway api_key={rnd(ALNUM, 32)}&senderid=8809612{digits(6)}",
          f"SMS_API_KEY={hexs(32)}",
          f"https://bulksms.acme.test/api/smsapi?api_key={rnd(ALNUM, 20)}&type=text&number=88017XXXXXXXX",
          f"Greenweb SMS token: {hexs(32)}")

    r.add("clinic_database_connection",
          f"HMS db: mysql://hms_app:{rnd(ALNUM, 16)}@10.10.1.5:3306/acme_hms",
          f"DB_HOST=db.acme-clinic.internal\nDB_USERNAME=root\nDB_PASSWORD={bpw()}",
          f"mysql -u root -p'{bpw()}' acme_hms",
          f"SQL Server (lab LIS): Server=lis.acme.internal;Database=LIS;User Id=sa;Password={bpw()};",
          f"postgres://reports:{rnd(ALNUM, 18)}@pg.acme-clinic.internal:5432/dhis_export")

    r.add("router_admin_password",
          f"TP-Link router admin (192.168.0.1): admin / {bpw()}",
          f"Mikrotik router login admin pass {rnd(ALNUM, 12)} (ISP er Rasel set korse)",
          f"রাউটার অ্যাডমিন পাসওয়ার্ড {bpw()}",
          f"ISP (Link3) PPPoE user acmeclinic_{digits(4)} pass {rnd(ALNUM, 10)}")

    r.add("cctv_nvr_password",
          f"CCTV NVR (Hikvision) admin password: {bpw()}",
          f"cctv app login admin / {bpw()} — device serial diye add korte hobe",
          f"CCTV er password {bpw()}, verification code {rnd(UPPER, 6)}",
          f"সিসিটিভি পাসওয়ার্ড {bpw()}")

    r.add("remote_desktop_password",
          f"AnyDesk unattended password (billing PC): {bpw()}",
          f"TeamViewer ID 1 {digits(3)} {digits(3)} {digits(3)} password {rnd(LOWER + DIGITS, 6)}",
          f"anydesk {digits(3)} {digits(3)} {digits(3)} pass {bpw()} — vendor support er jonno",
          f"RDP to HMS server 10.10.1.5: Administrator / {bpw()}")

    r.add("google_backup_codes",
          f"Gmail backup codes:\n{chr(10).join(f'{digits(4)} {digits(4)}' for _ in range(6))}",
          f"google 2-step backup code: {digits(4)} {digits(4)}, {digits(4)} {digits(4)}",
          f"clinic gmail recovery codes — {', '.join(digits(8) for _ in range(5))}")

    r.add("totp_seed",
          f"Google Authenticator setup key (DHIS2 2FA): {groups(rnd(UPPER + '234567', 32), 4)}",
          f"otpauth://totp/SSLCommerz:accounts@acme-clinic.example?secret={rnd(UPPER + '234567', 32)}&issuer=SSLCommerz",
          f"FB page admin 2FA secret {rnd(UPPER + '234567', 32)}",
          f"BRAC Astha authenticator key: {groups(rnd(UPPER + '234567', 16), 4)}")

    r.add("smtp_email_password",
          f"Clinic domain email (info@acme-clinic.example) — cPanel mail password {bpw()}",
          f"MAIL_HOST=mail.acme-clinic.example\nMAIL_USERNAME=noreply@acme-clinic.example\nMAIL_PASSWORD={bpw()}",
          f"report@acme-clinic.example er pass {bpw()}",
          f"Outlook e lab report mail account: labreport@acme-clinic.example / {bpw()}")

    r.add("hosting_cpanel_login",
          f"Website hosting cPanel: https://acme-clinic.example:2083 user acmeclin pass {bpw()}",
          f"cpanel login acmeclin / {bpw()}",
          f"WordPress site admin (clinic website): wp-admin user drmanager, pass {bpw()}",
          f"FTP: ftp.acme-clinic.example, acmeclin, {rnd(ALNUM + '!@', 14)}")

    r.add("server_ssh_private_key",
          f"HMS server er SSH key (vendor diyechilo):\n{openssh_private()}",
          f"backup server key, ~/.ssh/id_ed25519:\n{openssh_private()}",
          f"ssh root@10.10.1.5 password {bpw()}",
          f"sshpass -p '{rnd(ALNUM, 14)}' ssh backup@backup.acme-clinic.internal")

    r.add("whatsapp_business_api_token",
          f"WhatsApp Business API token (appointment bot): EAA{rnd(ALNUM, 180)}",
          f"Meta access token - EAAG{rnd(ALNUM, 150)}",
          f"FB page access token ta: EAAB{rnd(ALNUM, 160)} (marketing tool e lagbe)")

    r.add("email_service_api_key",
          f"SendGrid key (lab report email): {sendgrid_key()}",
          f"SENDGRID_API_KEY={sendgrid_key()}",
          f"sendgrid api key {sendgrid_key()} — HMS settings e boshate hobe")

    r.add("openai_api_key",
          f"OpenAI key (discharge summary draft tool): {openai_project_key()}",
          f"OPENAI_API_KEY={openai_project_key()}",
          f"chatgpt api key ta {openai_project_key()}")

    r.add("hms_api_token",
          f"HMS REST API bearer token: {jwt({'sub': 'billing_admin', 'role': 'admin', 'iat': 1717000000})}",
          f"Authorization: Bearer {jwt({'user_id': 12, 'clinic': 'acme-dhk'})}",
          f"HMS API: X-API-KEY: {rnd(ALNUM, 40)}",
          f"lab machine interface (LIS→HMS) secret key {hexs(40)}",
          f"Authorization: Basic {basic('lisbridge', bpw())}")

    r.add("laptop_recovery_key",
          f"Accounts laptop BitLocker recovery key: {bitlocker_key()}",
          f"bitlocker key (Director sir er laptop) {bitlocker_key()}",
          f"Windows PIN (reception laptop) {pin(6)}",
          f"ল্যাপটপ বিটলকার রিকভারি কি: {bitlocker_key()}")

    r.add("office_passphrase",
          f"Password manager master password: {phrase(WORDS, 5, '-')}",
          f"Bitwarden master pass — {phrase(WORDS, 4, ' ')} {digits(2)}",
          f"Almirah locker combination {pin(4)}, chabi Rahim bhai er kache",
          f"শেয়ার্ড ড্রাইভ পাসফ্রেজ: {phrase(WORDS, 4, ' ')}")

    r.add("pharmacy_supplier_portal",
          f"Medicine supplier portal (acme-pharma.example) login: acmeclinic / {bpw()}",
          f"Square/Beximco distributor order app password {bpw()}",
          f"supplier portal er pass bhule gechilam, reset korsi: {bpw()}",
          f"Lab reagent order (acme-diagnostics.example) user acmelab pass {bpw()}")

    r.add("encryption_key",
          f"HMS .env: APP_KEY=base64:{b64(secrets.token_bytes(32))}",
          f"backup zip er password {rnd(ALNUM + '#$', 16)}",
          f"patient export encryption key (AES): {hexs(64)}",
          f"Excel salary sheet er password: {bpw()}")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("patient_id",
          f"Patient ID ACM-{digits(2, True)}-{digits(6)} er report ta re-print korte hobe",
          f"pt id {digits(8, True)} — follow up next Sunday",
          f"রোগীর আইডি P{digits(7)}, CBC report pending",
          f"MRN: {rnd(UPPER, 2)}{digits(8)} (admission 3rd floor)",
          f"HMS e duplicate patient: {digits(8, True)} ar {digits(8, True)} merge korte hobe")

    r.add("invoice_number",
          f"Invoice INV-2024-{digits(6)} er payment pending, 2,450 taka",
          f"bill no {digits(7, True)} — discount 10% dewa hoise",
          f"Supplier invoice #{rnd(UPPER, 3)}/{digits(5)}/24, due 15th",
          f"ইনভয়েস নম্বর {digits(9, True)} refund hobe",
          f"Money receipt MR{digits(8)} cancel korte hobe, vul amount")

    r.add("bkash_trxid",
          f"bKash payment received, TrxID {trxid()}, amount 1200 tk, patient Rahima",
          f"trxid {trxid()} match korche na statement er sathe",
          f"Patient bollo bKash e pathaise, TrxID: {trxid()} — verify korte hobe",
          f"বিকাশ ট্রানজেকশন আইডি {trxid()}, refund request",
          f"bkash Send Money Tk 500.00 to {masked_mobile()} successful. TrxID {trxid()} at 12/05/2024 14:32")

    r.add("nagad_transaction_id",
          f"Nagad TxnID {rnd(UPPER + DIGITS, 8)} — 850 tk, lab test",
          f"nagad trx {rnd(UPPER + DIGITS, 8)} confirmed",
          f"Nagad payment ref: {rnd(UPPER + DIGITS, 8)}, invoice INV-2024-{digits(6)}",
          f"নগদ ট্রানজেকশন {rnd(UPPER + DIGITS, 8)} দুইবার কেটেছে, check koro")

    r.add("sslcommerz_transaction_reference",
          f"SSLCommerz tran_id ACME{digits(10)} status VALID, val_id {digits(12)}{rnd(UPPER + DIGITS, 8)}",
          f"bank_tran_id {digits(12)}{rnd(UPPER, 3)}{digits(4)} — patient card payment",
          f"sslcommerz sessionkey {hexs(32).upper()} expired, customer abar try korbe",
          f"Refund ref id {digits(14)} (SSLCommerz), 3-5 working days",
          "SSLCommerz store_id: acmeclinic01live (public id, integration form e lage)")

    r.add("bmdc_registration_number",
          f"Dr. Farhana (Gynae) BMDC reg no A-{digits(5, True)}",
          f"BMDC A{digits(5, True)} — new consultant, prescription pad e dite hobe",
          f"বিএমডিসি রেজিস্ট্রেশন: A-{digits(5, True)} (Dr. Kamrul, Medicine)",
          f"Dental surgeon BMDC D-{digits(4, True)}",
          f"Doctor list update: A-{digits(5, True)}, A-{digits(5, True)}, D-{digits(4, True)}")

    r.add("nid_number_public_record",
          f"Trade license application e owner er NID {digits(10, True)} dewa ache (already public RJSC record)",
          f"NID {digits(17, True)} — this is the number printed on the DGHS license copy on our notice board",
          f"Smart card NID: {digits(10, True)} (license renewal form e lage, public doc)",
          f"জাতীয় পরিচয়পত্র নম্বর {digits(13, True)}, clinic license er public copy te ache")

    r.add("masked_phone_number",
          f"Patient phone {masked_mobile()} — call back korte hobe",
          f"OTP gese {masked_mobile()} number e",
          f"Missed call from {masked_mobile()} (maybe supplier)",
          f"Appointment SMS delivered to {masked_mobile()}",
          f"মোবাইল নম্বর {masked_mobile()}, report ready SMS gese")

    r.add("bkash_merchant_number",
          f"bKash merchant number (Payment option): {bd_mobile()} — reception e poster e lagano",
          f"Patient ra Nagad e pathabe: {bd_mobile()} (merchant, payment only)",
          f"bKash Payment counter no. 1 e merchant number {bd_mobile()}, reference e patient id dite bolo",
          f"Nagad merchant account number {bd_mobile()} — website er payment page e dewa")

    r.add("masked_card_number",
          f"Card payment ending **** **** **** {digits(4)} declined",
          f"VISA {digits(6)}******{digits(4)} refund processed",
          f"BRAC card XXXX-XXXX-XXXX-{digits(4)} expired, notun card ashbe",
          f"Debit card last 4: {digits(4)}")

    r.add("masked_bank_account",
          f"BRAC current acc ****{digits(4)} e salary transfer done",
          f"DBBL a/c ending {digits(3)} — statement download korte hobe",
          f"Account no. {digits(3)}XXXXXXX{digits(3)}, branch Gulshan",
          f"Supplier er a/c xxxx{digits(4)} e 45,000 tk NPSB pathano hoise")

    r.add("bank_routing_number",
          f"BRAC Bank Gulshan branch routing number {digits(9, True)}",
          f"DBBL Dhanmondi routing no. {digits(9, True)} (supplier form e lage)",
          f"BEFTN routing {digits(9, True)}, SWIFT BRAKBDDH",
          f"রাউটিং নম্বর {digits(9, True)} — bank e check kore nisi")

    r.add("otp_policy_setting",
          "OTP 6 digit, 3 minute valid thake — patient der bolte hobe taratari dite",
          "HMS login e 2FA on korlam, OTP SMS e jabe",
          "bKash OTP kauke share korben na - reception staff der reminder",
          "OTP length = 6, retry limit = 3, lockout = 15 min (HMS security settings)",
          "Nagad OTP ashte deri hoy, 2 min wait korte bolo")

    r.add("password_policy_note",
          "Password policy: minimum 10 character, 1 number, 1 symbol, 90 din por change",
          "HMS password expiry 60 days, last 5 password reuse kora jabe na",
          "পাসওয়ার্ড নীতি: কমপক্ষে ১২ অক্ষর, বড় হাতের অক্ষর ও সংখ্যা থাকতে হবে",
          "Lab staff der bolo password kagoje likhe monitor e lagabe na",
          "max_login_attempts=5, password_min_length=10, session_timeout=30m")

    r.add("password_rotation_reminder",
          "DHIS2 password change korte hobe 1st July er age",
          "Reminder: bKash PIN change korbo maser shesh e",
          "Wi-Fi password monthly change — next due 15 August",
          "Gmail password reset korsi aj, notun ta Bitwarden e rakhsi",
          "ব্যাংকিং পাসওয়ার্ড বদলাতে হবে, Sir কে জানাতে হবে")

    r.add("secret_location_reference",
          "DBBL IB er password Director sir er locker e sealed envelope e ache",
          "Wi-Fi password reception desk er drawer e laminated card e",
          "SSLCommerz store password Bitwarden e 'Payments' folder e rakha",
          "bKash PIN ami ar accounts er Shila apa jani, onno karo dorkar nai",
          "সব পাসওয়ার্ড পাসওয়ার্ড ম্যানেজারে আছে, ডায়েরিতে না",
          "HMS admin password IT vendor er kache (ShebaSoft) — ticket diye chaite hobe")

    r.add("env_var_reference",
          "SSLCOMMERZ_STORE_PASSWORD=${SSLCOMMERZ_STORE_PASSWORD}",
          "store_passwd: ${{ secrets.SSLCZ_STORE_PASS }}",
          "DB_PASSWORD=<set in .env on server, not in git>",
          "SMS_API_KEY read from environment — os.getenv('SMS_API_KEY')",
          "vault kv get secret/acme-clinic/hms/db — production password ekhane",
          "DHIS2_PASSWORD=changeme  # placeholder, real ta server e")

    r.add("dhis2_uid",
          f"DHIS2 org unit uid {dhis2_uid()} (Acme Clinic, Gulshan)",
          f"dataSet={dhis2_uid()}&period=202405&orgUnit={dhis2_uid()}",
          f"Monthly OPD report dataset id: {dhis2_uid()}",
          f"data element uid {dhis2_uid()} = 'Malaria RDT positive'",
          f"https://dhis2.dghs.test/dhis-web-dataentry/index.action?ou={dhis2_uid()}")

    r.add("lab_sample_barcode",
          f"Sample barcode {digits(12, True)} hemolyzed, abar collect korte hobe",
          f"Lab accession no. L{digits(2)}{digits(6)} — culture report 72 hrs",
          f"স্যাম্পল আইডি S-{digits(8)}",
          f"Tube barcode {rnd(UPPER, 2)}{digits(10)} missing from rack 3")

    r.add("analyzer_serial_number",
          f"Sysmex XN-550 serial no. {rnd(UPPER, 2)}{digits(6)} — service due",
          f"Hematology analyzer S/N {digits(5)}{rnd(UPPER, 1)}{digits(4)}",
          f"Biochem analyzer model BS-240, serial {rnd(UPPER + DIGITS, 10)} warranty March 2026",
          f"X-ray machine asset tag ACME-EQ-{digits(5)}")

    r.add("mac_address",
          f"Lab PC-2 MAC {mac(':', True)} — router e whitelist korte hobe",
          f"Printer MAC address {mac('-', True)}",
          f"mac {mac()} er device ta ke? unknown device on staff wifi",
          f"DHCP reservation: {mac()} → 192.168.0.{secrets.randbelow(200) + 20} (billing PC)")

    r.add("installer_checksum",
          f"HMS update v4.2.1 setup.exe SHA256: {hexs(64)}",
          f"LIS driver md5 {hexs(32)} — vendor site er sathe mile geche",
          f"checksum ok: sha1 {hexs(40)} AnyDesk.exe",
          f"backup file hash (sha256) {hexs(64)} verified")

    r.add("vendor_support_ticket",
          f"ShebaSoft support ticket #{digits(6, True)} — report print margin issue",
          f"SSLCommerz support case CS-{digits(7)}, settlement delayed",
          f"ISP complaint id {rnd(UPPER, 3)}{digits(7)}, net slow",
          f"DGHS helpdesk ticket {digits(8, True)} — DHIS2 login problem (password reset request submitted)")

    r.add("courier_tracking_number",
          f"Sundarban courier CN no. {digits(10, True)} — reagent parcel from Chattogram",
          f"Pathao parcel id {rnd(UPPER + DIGITS, 12)}",
          f"RedX tracking {digits(2)}{rnd(UPPER, 2)}{digits(8)} delivered",
          f"DHL waybill {digits(10, True)} — analyzer spare parts from Singapore")

    r.add("appointment_link_uuid",
          f"Online appointment link: https://book.acme-clinic.example/appointment/{uid()}",
          f"Teleconsult meeting: https://meet.acme-clinic.example/room/{uid()}",
          f"Report download link patient ke pathalam: https://reports.acme-clinic.example/r/{uid()} (patient id + DOB dile khule)",
          f"HMS record uuid {uid()} delete hoye gese, restore request")

    r.add("public_client_id",
          f"Google OAuth client ID (HMS login with Google): {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
          f"Facebook App ID {digits(15, True)} (page chat plugin)",
          f"Google Maps place id ChIJ{rnd(URLSAFE, 23)} (clinic location, website e embed)",
          f"reCAPTCHA site key 6L{rnd(URLSAFE, 38)} (website contact form)",
          f"GA4 measurement id G-{rnd(UPPER + DIGITS, 10)}")

    r.add("ssh_public_key",
          f"Vendor er public key authorized_keys e add korlam: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} support@shebasoft",
          f"backup server pubkey: ssh-rsa {ssh_pub('ssh-rsa', 256)} backup@acme",
          f"ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} rahim@billing-pc — eta public key, share kora jay")

    r.add("business_registration_id",
          f"Trade License No. TRAD/DNCC/{digits(6)}/2024",
          f"VAT BIN {digits(9, True)}-{digits(4)}",
          f"e-TIN {digits(12, True)} (clinic er)",
          f"DGHS clinic license no. HSM{digits(8)}",
          f"ট্রেড লাইসেন্স নম্বর {digits(6)}/2023")

    r.add("git_commit_reference",
          f"HMS build {hexs(7)} e print bug fix hoise",
          f"vendor bollo commit {hexs(40)} deploy korse",
          f"Release v4.2.{secrets.randbelow(20)} ({hexs(8)}), rollback korte hole age backup")

    r.add("prescription_drug_reference",
          f"DGDA reg no {digits(3)}-{digits(3)}-{digits(3)} (Napa 500)",
          f"Batch no. {rnd(UPPER, 2)}{digits(5)} expiry 08/2026 — pharmacy stock",
          f"Prescription ref RX-{digits(8)} pharmacy te pathano",
          f"Lot {digits(2)}{rnd(UPPER, 1)}{digits(4)} recall notice — check store")

    r.add("wifi_settings_without_password",
          "Guest WiFi SSID: AcmeClinic-Guest, password reception theke nite hobe",
          f"Router model Archer C6, firmware 1.{secrets.randbelow(9)}.{secrets.randbelow(20)}, channel 6, WPA2-PSK",
          "Staff wifi band 5GHz, DHCP range 192.168.0.100-200",
          "ওয়াইফাই নাম AcmeClinic-Staff, পাসওয়ার্ড জানতে IT কে ফোন দিন",
          "Wi-Fi password change hobe Sunday, sobai ke notun ta Signal group e dibo")

    r.add("public_key_or_certificate_info",
          f"SSL certificate fingerprint SHA-256 {':'.join(hexs(2).upper() for _ in range(32))}",
          f"Let's Encrypt cert serial {hexs(36)} expires 12 Sep",
          f"SSLCommerz IPN validation uses their public endpoint; our IPN URL https://acme-clinic.example/ipn/{uid()}")

    r.add("redacted_credential_mention",
          "bKash PIN: ***** (apni janen)",
          "DBBL password: [redacted]",
          "Gmail pass •••••••• — Sir er kache",
          "HMS admin / ******** (vendor reset korbe)",
          "SSLCommerz store_passwd=xxxxxxxxxxxx@ssl (real ta Bitwarden e)")

    r.add("staff_employee_id",
          f"Staff ID EMP-{digits(4)} (Lab tech Shahin) joining 1 June",
          f"নার্স আইডি N{digits(5)}",
          f"HMS user id {digits(5, True)} deactivate korte hobe, chakri chere dise",
          f"Fingerprint attendance device user no {digits(3, True)}")

    r.add("voucher_and_coupon_code",
          f"Health checkup package promo code EID{digits(2)}OFF — FB page e post korsi",
          f"Discount coupon {rnd(UPPER, 4)}{digits(2)} (20% off for senior citizens, publicly announced)",
          f"Referral code DR{rnd(UPPER, 3)}{digits(3)} — Dr. Hasan er patient der jonno")

    return r


def main() -> None:
    write_corpora("make_heldout271.py", [
        ("heldout271_credentials.yaml", credentials(), "Held-out batch 271: credentials a Dhaka clinic administrator keeps (bKash/Nagad PINs, bank logins and OTPs, SSLCommerz, DHIS2, Wi-Fi), in Banglish"),
        ("heldout271_lookalikes.yaml", lookalikes(), "Held-out batch 271: look-alikes from a Dhaka clinic administrator (TrxIDs, patient and invoice ids, BMDC numbers, masked numbers, secret references), in Banglish"),
    ])


if __name__ == "__main__":
    main()
