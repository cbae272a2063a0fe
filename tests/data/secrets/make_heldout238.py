# ruff: noqa: E501
"""Writes heldout238_credentials.yaml and heldout238_lookalikes.yaml: held-out batch 238.

Persona: the practice manager of a small veterinary clinic in Auckland who writes New
Zealand English and is not very technical. She keeps the clinic's logins in her notes: the
ezyVet practice management login, Xero, the controlled-drug safe code, the EFTPOS terminal
admin PIN, the clinic Wi-Fi, the Google Workspace super-admin, the Twilio auth token for SMS
reminders, the front door alarm code, the backup NAS and the IRD myIR login. Her harmless
notes are full of numbers that look random: pet microchip numbers, patient and client ids,
invoice numbers, GST numbers, the NZBN, vaccine batch numbers, booking references, phone
numbers, the Twilio Account SID (not a secret), EFTPOS terminal ids and merchant numbers.

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
    bitlocker_key,
    digits,
    hexs,
    mac,
    onepassword_secret_key,
    openssh_private,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    uid,
    write_corpora,
)

CLINIC = "harboursidevets.example"
STAFF = ["Aroha", "Mereana", "Sione", "Priya", "Hamish", "Kiri", "Tama", "Jess", "Ngaio", "Ruby"]
PETS = ["Biscuit", "Kūmara", "Pōhutukawa", "Milo", "Luna", "Moana", "Pickles", "Ziggy", "Tui", "Rangi", "Bella", "Scout"]
WORDS = ["kiwi", "tui", "kauri", "harbour", "ferry", "pavlova", "jandal", "kowhai", "paddock", "gumboot",
         "feijoa", "rimu", "tussock", "bach", "chilly", "biscuit", "lamington", "kererū", "weka", "totara"]


def staff() -> str:
    return secrets.choice(STAFF)


def pet() -> str:
    return secrets.choice(PETS)


def word_pw() -> str:
    """A password a person made up from words and numbers."""
    return pick(
        f"{secrets.choice(WORDS).capitalize()}{secrets.choice(WORDS).capitalize()}{digits(2)}!",
        f"{secrets.choice(WORDS)}-{secrets.choice(WORDS)}-{digits(3)}",
        f"{secrets.choice(PETS).replace('ū', 'u').replace('ō', 'o')}{digits(4)}#{rnd(UPPER, 2)}",
        pw(),
    )


def pin(n: int) -> str:
    return digits(n)


def nz_mobile() -> str:
    return f"02{pick('1', '2', '7')} {digits(3)} {digits(4)}"


def nz_landline() -> str:
    return f"(09) {digits(3, lead=True)} {digits(4)}"


def gst_number() -> str:
    return f"{digits(3, lead=True)}-{digits(3)}-{digits(3)}"


def nzbn() -> str:
    return "9429" + digits(9)


def microchip() -> str:
    return pick("985", "956", "900", "941") + digits(12)


def twilio_sid(prefix: str) -> str:
    return prefix + rnd(HEX, 32)


def credentials() -> Rows:
    r = Rows()

    # ezyVet practice management
    r.add(
        "ezyvet_login",
        f"ezyVet login for me: manager@{CLINIC} / {word_pw()}",
        f"ezyvet (the practice software) - username {pick('admin', 'practicemgr', 'office')}, password {word_pw()}. Don't give this to the locums, they get their own",
        f"Remember ezyVet:\nsite: harbourside.ezyvet.example\nuser: {staff().lower()}.admin\npw: {pw()}",
        f"new ezyvet password after the forced reset today -> {word_pw()}",
        f"EzyVet admin acct pasword is {rnd(ALNUM + '!@#', 14)} (changed it Monday, tell {staff()} if they ask)",
    )
    r.add(
        "ezyvet_api_credentials",
        f"ezyVet API for the online booking widget:\nclient_id: {rnd(ALNUM, 20)}\nclient_secret: {rnd(ALNUM, 40)}\npartner_id: {digits(5, True)}",
        f"the booking fella set up the ezyvet integration. Client secret {rnd(URLSAFE, 48)} - he said keep it safe",
        f"ezyvet api token (bearer) for the reporting spreadsheet: {rnd(ALNUM, 64)}",
        f"EZYVET_CLIENT_SECRET={rnd(ALNUM, 40)}",
    )

    # Xero
    r.add(
        "xero_login",
        f"Xero: accounts@{CLINIC} pw {word_pw()}",
        f"Xero login (the accountant has her own, this is ours)\nemail accounts@{CLINIC}\npassword {pw()}",
        f"xero password is now {word_pw()} - changed after the phishing email scare",
        f"Please remember my Xero password: {rnd(ALNUM + '$%&', 15)}",
        f"Xero -> {staff().lower()}@{CLINIC} / {word_pw()} (2FA on my phone, Google Authenticator)",
    )
    r.add(
        "xero_api_client_secret",
        f"Xero app for the ezyVet sync. Client ID {rnd(UPPER + DIGITS, 32)}, client secret {rnd(URLSAFE, 48)}",
        f"xero connector secret: {rnd(URLSAFE, 48)} (the IT guy said I'd need it if the sync breaks)",
        f"XERO_CLIENT_SECRET={rnd(URLSAFE, 48)}",
        f"Xero custom connection secret - {rnd(URLSAFE, 48)}",
    )

    # Controlled drug safe
    r.add(
        "controlled_drug_safe_code",
        f"CD safe code: {pin(6)}",
        f"Controlled drugs safe combo is {pin(2)}-{pin(2)}-{pin(2)} (only vets + me, NOT the nurses' station)",
        f"Drug safe new code {pin(6)}, changed after {staff()} left. Old one no longer works",
        f"remember the ketamine / methadone safe is {pin(4)}# now",
        f"Safe in the pharmacy room (controlled drugs) - code {pin(6)} then press ENTER, wait for the beep",
        f"CD cabinet keypad: {pin(5)}. Register audit is Thurs",
    )

    # EFTPOS terminal
    r.add(
        "eftpos_admin_pin",
        f"EFTPOS terminal admin PIN {pin(4)}",
        f"Eftpos merchant/supervisor pin is {pin(6)} - need it for refunds and end of day settlement",
        f"Refund password on the Verifone at front desk: {pin(4)}",
        f"eftpos admin pin = {pin(5)} (terminal 2 in the consult room uses the same)",
        f"For refunds on the eftpos machine you press Menu > Refund, then the manager PIN {pin(4)}, then swipe",
    )

    # Wi-Fi
    ssid = pick("Harbourside-Staff", "HSV_Clinic", "VetStaff5G")
    r.add(
        "clinic_wifi_password",
        f"Clinic wifi (staff): {ssid} / {word_pw()}",
        f"Wi-Fi password for the staff network is {rnd(ALNUM, 12)} - guest one is on the sign at reception",
        f"WIFI:T:WPA;S:{ssid};P:{word_pw()};;",
        f"wifi pw {phrase(WORDS, 3, '')}{digits(2)}",
        f"Staff wifi changed: network {ssid}, key {rnd(ALNUM, 16)}. Update the tablets in the kennels",
    )
    r.add(
        "router_admin_password",
        f"Router login (192.168.1.1) admin / {pw()}",
        f"The Spark modem admin page password is {rnd(ALNUM, 10)} (printed sticker under it is the old one)",
        f"router: user admin, pass {word_pw()}",
        f"Fibre router web login - admin:{rnd(ALNUM + '!', 12)}",
    )

    # Google Workspace
    r.add(
        "google_workspace_superadmin_password",
        f"Google Workspace super admin: admin@{CLINIC} / {pw()}",
        f"Google admin (the one that can reset everyone's email) password {word_pw()}",
        f"Super-admin for our Gmail/Workspace -> it@{CLINIC}\npassword: {rnd(ALNUM + '!#%', 18)}",
        f"gsuite admin pw changed to {word_pw()}",
        f"Workspace admin account recovery password (break glass) {rnd(ALNUM + '-_!', 20)}",
    )
    r.add(
        "google_backup_codes",
        f"Google admin backup codes:\n{recovery_codes(5, 'digits')}",
        "backup codes for admin@" + CLINIC + " 2-step: " + ", ".join(f"{digits(4)} {digits(4)}" for _ in range(4)),
        "Google verification backup codes (print and put in the safe too)\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(6)),
        f"2SV backup code left: {digits(4)} {digits(4)}",
    )
    r.add(
        "google_app_password",
        f"App password for the scanner to email to reception: {app_password()}",
        f"the printer/scanner Gmail app password = {app_password()}",
        f"App password (ezyVet email sending via Google SMTP): {app_password().replace(' ', '')}",
        f"Google app pw for the Outlook on the vets' laptop - {app_password()}",
    )

    # Twilio
    r.add(
        "twilio_auth_token",
        f"Twilio auth token (SMS reminders): {rnd(HEX, 32)}",
        f"Twilio:\nAccount SID {twilio_sid('AC')}\nAuth Token {rnd(HEX, 32)}",
        f"TWILIO_AUTH_TOKEN={rnd(HEX, 32)}",
        f"the text reminder thing broke - new twilio token is {rnd(HEX, 32)}, give it to the ezyVet support person",
        f"Twilio primary auth token {rnd(HEX, 32)} (secondary one got revoked)",
    )
    r.add(
        "twilio_api_key_secret",
        f"Twilio API key {twilio_sid('SK')} secret {rnd(ALNUM, 32)}",
        f"API key for reminders (Twilio): SID {twilio_sid('SK')}\nSecret: {rnd(ALNUM, 32)}",
        f"twilio key secret - {rnd(ALNUM, 32)} - only shown once!!",
        f"curl -u {twilio_sid('SK')}:{rnd(ALNUM, 32)} https://api.twilio.example/2010-04-01/Accounts.json",
    )
    r.add(
        "twilio_login",
        f"Twilio console login sms@{CLINIC} / {pw()}",
        f"twilio account password {word_pw()}",
        f"Twilio website: user is reminders@{CLINIC}, password {rnd(ALNUM + '!', 16)}",
    )

    # Alarm
    r.add(
        "alarm_code",
        f"Front door alarm code {pin(4)}",
        f"Alarm: {pin(4)} then OFF. Duress code is {pin(4)} (DON'T use unless real)",
        f"after hours - alarm code for the locum is {pin(4)}#, master code {pin(6)}",
        f"Kia ora team, new alarm code from Monday: {pin(4)}. Please don't write it on the whiteboard",
        f"alarm panel installer code {pin(4)} (ADT guy needed it)",
        f"back door/alarm: {pin(4)} + press away",
    )
    r.add(
        "key_safe_code",
        f"Lockbox by the side gate (spare key for the after-hours vet): {pin(4)}",
        f"key safe code is {pin(4)}",
        f"The keysafe on the kennel block wall - combo {pin(4)}. Changed after the break-in",
        f"Locum needs the key box - tell them {pin(4)} over the phone not by text",
    )

    # NAS
    r.add(
        "nas_backup_password",
        f"Backup NAS (Synology in the server cupboard): admin / {pw()}",
        f"NAS password {word_pw()}",
        f"Synology DSM: http://nas.clinic.internal:5000 user {pick('backupadmin', 'hsv-admin', 'office')} pass {rnd(ALNUM + '#!', 14)}",
        f"Hyper Backup encryption password for the cloud copy: {phrase(WORDS, 4, '-')}{digits(2)}",
        f"nas login is backup@nas.clinic.internal\npw: {word_pw()}\n(x-ray images + ezyVet exports go here)",
    )
    r.add(
        "nas_ssh_private_key",
        f"The IT guy's key for the NAS, he said save it:\n{openssh_private()}",
        f"nas ssh key (backup script)\n{openssh_private()}",
        f"{openssh_private()}\n^ key for nas.clinic.internal, user backupadmin",
    )

    # IRD myIR
    r.add(
        "myir_login",
        f"myIR (IRD) login: {pick('harbourside', 'hsvets', 'clinicgst')}{digits(3)} / {word_pw()}",
        f"IRD myIR username {pick('HarboursideVets', 'hsv_office')} password {pw()}",
        f"myir password reset today, new one: {word_pw()}",
        f"GST returns - myIR\nuser: hsvets{digits(2)}\npass: {rnd(ALNUM + '!$', 14)}",
        f"myIR pw: {rnd(ALNUM, 12)} (it makes you change it every so often)",
    )

    # Banking
    r.add(
        "business_banking_login",
        f"ASB business banking: customer number {digits(8, True)}, password {word_pw()}",
        f"Bank login - ANZ Business: client {digits(9, True)} / {pw()}",
        f"Internet banking pw for the clinic account {word_pw()} (NetCode on {staff()}'s phone)",
        f"BNZ login {digits(8, True)} pw {rnd(ALNUM + '#', 12)}",
    )

    # Lab and wholesaler portals
    r.add(
        "lab_portal_login",
        f"VetConnect (lab results) login: {staff().lower()}@{CLINIC} / {word_pw()}",
        f"NZVP / lab portal - user HSV{digits(4)} password {pw()}",
        f"Gribbles vet results site login -> {pick('harbourside', 'hsvets')}, {word_pw()}",
        f"lab results login {staff().lower()}{digits(2)} / {rnd(ALNUM, 11)}",
    )
    r.add(
        "wholesaler_portal_login",
        f"Ordering portal (vet wholesaler): acct {digits(6, True)}, pass {word_pw()}",
        f"Provet ordering login orders@{CLINIC} / {pw()}",
        f"wholesaler website password {word_pw()} - ordering day is Tuesday before 2pm",
        f"VetSouth shop login: user {digits(6, True)} pw {rnd(ALNUM, 10)}",
    )

    # Payroll
    r.add(
        "payroll_login",
        f"iPayroll login: payroll@{CLINIC} password {word_pw()}",
        f"payroll pw {pw()} (pays go through Wednesday night)",
        f"Employment Hero admin - {staff().lower()}.manager@{CLINIC} / {rnd(ALNUM + '!', 15)}",
        f"Payroll system\nuser: hsv-payroll\npassword: {word_pw()}",
    )

    # Online shop and payments
    r.add(
        "stripe_secret_key",
        f"Stripe secret key for the online shop (flea treatments): sk_live_{rnd(ALNUM, 99)}",
        f"shop payments key sk_live_{rnd(ALNUM, 24)}",
        f"STRIPE_SECRET_KEY=sk_live_{rnd(ALNUM, 99)}\nSTRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}",
        f"restricted stripe key the web designer asked for: rk_live_{rnd(ALNUM, 99)}",
    )
    r.add(
        "mailchimp_api_key",
        f"Mailchimp API key for the newsletter: {rnd(HEX, 32)}-us{pick('14', '19', '21')}",
        f"newsletter (mailchimp) key {rnd(HEX, 32)}-us{pick('6', '14', '21')}",
        f"Mailchimp login newsletter@{CLINIC} / {word_pw()}",
        f"mailchimp key for the ezyVet export tool -> {rnd(HEX, 32)}-us21",
    )
    r.add(
        "website_admin_login",
        f"Website (WordPress) admin: https://{CLINIC}/wp-admin user hsvadmin pass {pw()}",
        f"website login {word_pw()}",
        f"Domain (.co.nz) registrar login: domains@{CLINIC} / {rnd(ALNUM + '!', 14)}",
        f"wp admin pw {rnd(ALNUM + '()!', 24)} (the web designer set it)",
    )
    r.add(
        "social_media_login",
        f"Clinic Facebook page login: social@{CLINIC} / {word_pw()}",
        f"Insta login for the clinic page - harbourside.vets / {word_pw()}",
        f"facebook pw {pw()}, 2FA codes go to {staff()}'s phone",
        f"Instagram password {word_pw()} (Kiri does the puppy pics)",
    )

    # Remote access, devices
    r.add(
        "remote_support_password",
        f"TeamViewer for the reception PC: ID {digits(3, True)} {digits(3)} {digits(3)}, password {rnd(ALNUM, 8)}",
        f"AnyDesk unattended password {word_pw()}",
        f"remote access for IT support: {digits(10, True)} / pw {rnd(ALNUM + '#', 10)}",
        f"The IT company's remote login on the server: RDP to server.clinic.internal, user HSV\\itadmin, password {pw()}",
    )
    r.add(
        "bitlocker_recovery_key",
        f"BitLocker recovery key - reception PC: {bitlocker_key()}",
        f"Dr {staff()}'s laptop BitLocker key {bitlocker_key()}",
        f"recovery key (it asked for it after the update!!)\n{bitlocker_key()}",
        f"Surgery PC bitlocker: ID {hexs(8).upper()}, key {bitlocker_key()}",
    )
    r.add(
        "cctv_nvr_password",
        f"Cameras (NVR in the cupboard): admin / {word_pw()}",
        f"CCTV app login - user admin pw {rnd(ALNUM, 12)}",
        f"Hikvision recorder password {pw()} - police asked for footage from the carpark",
        f"camera system password {word_pw()}",
    )
    r.add(
        "onepassword_emergency_kit",
        f"1Password emergency kit: email manager@{CLINIC}, Secret Key {onepassword_secret_key()}, master password {phrase(WORDS, 4, '-')}",
        f"1Password secret key {onepassword_secret_key()}",
        f"our 1Password master pw is {phrase(WORDS, 4, ' ')} {digits(2)}",
        f"1password account: manager@{CLINIC}\nsecret key: {onepassword_secret_key()}",
    )
    r.add(
        "reporting_db_connection",
        f"ezyVet reporting copy DB: postgresql://reports:{rnd(ALNUM, 16)}@db.clinic.internal:5432/ezyvet_reports",
        f"Power BI connection string: Server=sql.clinic.internal;Database=Practice;User Id=powerbi;Password={rnd(ALNUM + '!', 14)};",
        f"DATABASE_URL=mysql://shop:{rnd(ALNUM, 18)}@shopdb.acme.internal:3306/shop",
        f"the reports database password is {pw()} (user reports)",
    )
    r.add(
        "email_account_password",
        f"reception@{CLINIC} password {word_pw()}",
        f"Shared inbox login for the nurses: nurses@{CLINIC} / {pw()}",
        f"Email pw for accounts inbox - {word_pw()}",
        f"Dr {staff()} forgot her email password again, reset it to {word_pw()} and told her to change it",
    )
    r.add(
        "pet_insurance_portal_login",
        f"Southern Cross pet claims portal login: {pick('hsvets', 'harbourside')}{digits(3)} / {word_pw()}",
        f"PD Insurance vet portal password {pw()}",
        f"pet insurance claims website pw {word_pw()} (user claims@{CLINIC})",
    )
    r.add(
        "acc_and_govt_logins",
        f"RealMe login for MPI/ACC stuff: {pick('hsvmanager', 'harboursidevets')}{digits(2)} / {word_pw()}",
        f"RealMe pw {pw()}",
        f"MPI export cert portal - user HSV{digits(5)} password {rnd(ALNUM + '!', 13)}",
        f"companies office login for the annual return: {word_pw()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "microchip_number",
        f"{pet()} (Labrador) microchip: {microchip()}",
        f"Chip no. {microchip()} - registered on NZCAR under Mrs Taufa",
        f"microchip scanned today {microchip()}, not on the register yet, ring owner",
        f"Remind me: {pet()}'s new chip is {microchip()} (old one failed)",
        f"Lost cat handed in, chip {microchip()} - owner contacted, pick up 4pm",
        f"Update companion animal register for chip {microchip()} - owner moved to Hamilton",
    )
    r.add(
        "patient_id",
        f"Patient ID {digits(6, True)} = {pet()}, the diabetic cat",
        f"ezyVet animal record {digits(5, True)} needs merging with {digits(5, True)} (duplicate)",
        f"Pt #{digits(6, True)} - follow up bloods in 2 wks",
        f"Animal ID: A{digits(7)} ({pet()}, Staffy x)",
        f"{pet()} is patient {digits(6, True)}, allergic to amoxyclav",
    )
    r.add(
        "client_id",
        f"Client no. {digits(5, True)} - Mr & Mrs Patel, owe $240",
        f"ezyVet contact ID C{digits(6)} is the SPCA account, discount 20%",
        f"client {digits(6, True)} wants reminders by email not txt",
        f"Farm client code HSV-{rnd(UPPER, 3)}-{digits(4)} (dairy herd visits)",
        f"Client account {digits(6, True)} on hold until the bill is paid",
    )
    r.add(
        "invoice_number",
        f"Invoice INV-{digits(5, True)} paid by bank transfer 12/03",
        f"Xero inv {digits(6, True)} to Pet Food Wholesale overdue",
        f"ezyVet invoice #{digits(6, True)} - refund the nail clip, double charged",
        f"Credit note CN-{digits(4, True)} against invoice INV-{digits(5, True)}",
        f"Supplier invoice {rnd(UPPER, 2)}{digits(8)} from the vaccine distributor - check against PO",
    )
    r.add(
        "gst_number",
        f"Our GST number {gst_number()} (put it on the price list)",
        f"GST reg no: {gst_number()} - accountant asked",
        f"Supplier's GST # is {gst_number()}, need it on their invoices",
        f"GST {gst_number()} | IRD no same",
        f"Tax invoice footer: Harbourside Vets Ltd, GST No. {gst_number()}",
    )
    r.add(
        "nzbn",
        f"NZBN {nzbn()}",
        f"Our NZBN is {nzbn()} (wholesaler wanted it for the credit account)",
        f"Company number {digits(7, True)}, NZBN {nzbn()}",
        f"nzbn for the locum company: {nzbn()}",
    )
    r.add(
        "vaccine_batch_number",
        f"Nobivac DHPPi batch {rnd(UPPER, 1)}{digits(3)}{rnd(UPPER, 2)}{digits(2)} exp 0{secrets.randbelow(9) + 1}/2026 - recorded on cards",
        f"Vaccine lot {digits(6, True)}{rnd(UPPER, 1)} recalled?? check with rep",
        f"Batch no. {rnd(UPPER + DIGITS, 8)} (cat flu vax), 40 doses left in fridge",
        f"Lepto vaccine batch {digits(2)}{rnd(UPPER, 3)}{digits(3)}, expiry Nov",
        f"Kennel cough vax (intranasal) batch {rnd(UPPER + DIGITS, 7)} - write it on the boarding form",
    )
    r.add(
        "booking_reference",
        f"Booking ref {rnd(UPPER + DIGITS, 6)} - {pet()} desex Thurs 8am",
        f"Online booking confirmation #{rnd(UPPER + DIGITS, 8)} - client no show",
        f"Appt ID {digits(7, True)}, dental, fasting from 10pm",
        f"Referral booking at the specialist hospital: ref HSR-{digits(5)}",
        f"Pet taxi booking {rnd(UPPER, 3)}{digits(4)} for the Whangaparāoa client",
    )
    r.add(
        "phone_number",
        f"After hours emergency vet: {nz_landline()}",
        f"{staff()} mobile {nz_mobile()}",
        f"Wholesaler orders line 0800 {digits(3)} {digits(3)}",
        f"Twilio sending number +64 {pick('21', '22', '27')} {digits(3)} {digits(4)} - clients reply STOP to this",
        f"Mrs Wong (cat Luna) - home {nz_landline()}, work {nz_mobile()}",
    )
    r.add(
        "twilio_account_sid",
        f"Twilio Account SID {twilio_sid('AC')} - that's fine to share, it's only the account id (the auth token lives in 1Password)",
        f"Account SID: {twilio_sid('AC')} (not secret, ezyVet support needs it)",
        f"For the Twilio support ticket: account {twilio_sid('AC')}",
        f"Twilio messaging service SID {twilio_sid('MG')} used for reminders",
        f"Failed SMS {twilio_sid('SM')} - error 30007 carrier filtered",
    )
    r.add(
        "eftpos_terminal_id",
        f"EFTPOS terminal ID {digits(8, True)} (front desk)",
        f"Consult room eftpos TID {digits(8, True)}, serial {digits(3)}-{digits(3)}-{digits(3)}",
        f"eftpos terminal {digits(8, True)} offline again - ring helpdesk",
        f"Terminal IDs: front {digits(8, True)}, back {digits(8, True)}",
    )
    r.add(
        "merchant_number",
        f"Merchant number {digits(10, True)} - quote this when calling the bank",
        f"EFTPOS merchant ID {digits(8, True)} (Windcave)",
        f"merchant no. {digits(9, True)}, settlement goes to the ASB account",
        f"Bank wants our merchant number for the chargeback: {digits(10, True)}",
    )
    r.add(
        "eftpos_receipt_reference",
        f"EFTPOS receipt: auth code {digits(6)}, ref {digits(12)} - $185.50 declined then approved",
        f"Customer disputes charge - STAN {digits(6)}, RRN {digits(12)}",
        f"Refund done, eftpos ref {digits(6)} / {digits(4)}",
        f"Settlement batch {digits(3)} total $4,312.80 on {secrets.randbelow(28) + 1}/05",
    )
    r.add(
        "masked_card",
        f"Mrs Brown's card on file ends in {digits(4)}",
        f"Auto-pay for the Healthy Pets plan is card **** **** **** {digits(4)}, exp 09/27",
        f"Visa xxxx-{digits(4)} declined, client will call back",
        f"Clinic credit card (ending {digits(4)}) used for the ezyVet subscription",
    )
    r.add(
        "password_rotation_note",
        "Change the ezyVet passwords every 90 days - next due 1 July",
        "Remind me to change the alarm code when Jess finishes up on Friday",
        "Wi-Fi password needs changing after the builders leave. Guest network too",
        "The controlled drug safe code should be changed every 6 months per the audit. Last changed Feb",
        "Xero made me reset my password today, new one saved in 1Password",
        "Ask IT to rotate the Twilio auth token after the contractor finishes",
    )
    r.add(
        "secret_location_reference",
        "The safe code is in the sealed envelope in the practice owner's filing cabinet",
        "All the logins are in 1Password, vault 'Clinic Admin' - ask me for access",
        "EFTPOS admin PIN: ask the practice owner, I don't have it written down",
        "myIR login is in the accountant's system, not ours",
        "NAS password is in the sealed envelope taped inside the server cupboard door",
        "Alarm code - see the locum info sheet (locked drawer, reception)",
    )
    r.add(
        "password_policy",
        "Google Workspace password policy: min 12 characters, 2-step verification enforced for everyone",
        "ezyVet lockout after 5 wrong password attempts, then ring support",
        "EFTPOS PINs are 4 digits; manager PIN locks after 3 tries",
        "Alarm codes: 4 digits, duress is the code +1 on the last digit - the security company explained it",
        "Rule for staff: no passwords on sticky notes on the monitors!!",
    )
    r.add(
        "env_var_reference",
        "TWILIO_AUTH_TOKEN=${TWILIO_AUTH_TOKEN} in the reminder script - the actual value is set on the server",
        "token: ${{ secrets.TWILIO_AUTH_TOKEN }}",
        "XERO_CLIENT_SECRET - leave blank in the template, IT fills it in",
        "STRIPE_SECRET_KEY=<from Stripe dashboard>",
        "password: ${NAS_BACKUP_PASSWORD}",
    )
    r.add(
        "vault_path_reference",
        "1Password item: Clinic Admin / Twilio / auth token",
        "op://Clinic Admin/Xero/password",
        "Bitwarden folder 'Front desk' has the EFTPOS and wifi entries",
        "secret/data/clinic/nas/backup (the IT company's vault path)",
    )
    r.add(
        "stripe_publishable_key",
        f"Stripe publishable key for the website checkout: pk_live_{rnd(ALNUM, 99)} - it's meant to be public",
        f"pk_live_{rnd(ALNUM, 24)} goes in the booking page (publishable key, fine to share)",
        f"web designer needs our Stripe publishable key: pk_live_{rnd(ALNUM, 99)}",
    )
    r.add(
        "public_client_id",
        f"Google sign-in client ID {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com (not secret)",
        f"Google Analytics ID G-{rnd(UPPER + DIGITS, 10)} for the website",
        f"Facebook pixel ID {digits(15, True)}",
        f"Xero client ID is ok to send to ezyVet: {rnd(UPPER + DIGITS, 32)} (the secret stays with us)",
    )
    r.add(
        "ssh_public_key_note",
        f"IT guy's public key for the NAS authorized_keys: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{rnd(ALNUM + '+/', 43)} it@acme.internal",
        f"Public key only (safe to email): ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{rnd(ALNUM + '+/', 43)} backup@nas",
        f"NAS host key fingerprint SHA256:{rnd(ALNUM + '+/', 43)}",
    )
    r.add(
        "lab_accession_number",
        f"Lab accession {digits(8, True)} - {pet()} bloods, results tomorrow",
        f"Histo sample ref {rnd(UPPER, 2)}{digits(7)} sent Monday courier",
        f"IDEXX req no. {digits(9, True)} - chase up, no result",
        f"Lab job {digits(2)}-{digits(6)} (thyroid panel)",
    )
    r.add(
        "tracking_number",
        f"NZ Post tracking {rnd(UPPER, 2)}{digits(9)}NZ - ashes returning from the crematorium",
        f"CourierPost ticket {rnd(UPPER, 3)}{digits(8)} - samples to the lab",
        f"Parcel tracking {digits(16, True)} (prescription food order)",
        f"Consignment note {rnd(UPPER + DIGITS, 10)} - vaccine delivery, cold chain",
    )
    r.add(
        "order_number",
        f"Wholesaler order #{digits(7, True)} - short 2 boxes of Bravecto",
        f"PO {digits(5, True)} for the new autoclave",
        f"Online shop order HSV-{digits(5)} refunded",
        f"Backorder ref {rnd(UPPER, 2)}-{digits(6)} (Apoquel 16mg)",
    )
    r.add(
        "xero_link_with_uuid",
        f"Xero invoice link: https://go.xero.example/AccountsReceivable/View.aspx?InvoiceID={uid()}",
        f"ezyVet report url https://harbourside.ezyvet.example/reports/{uid()}",
        f"Xero bill {uid()} needs approving",
        f"shared folder https://drive.acme.example/folders/{rnd(URLSAFE, 33)} (rosters)",
    )
    r.add(
        "controlled_drug_register_entry",
        f"CD register: Methadone 10mg/ml, batch {rnd(UPPER + DIGITS, 7)}, received 5 x 10ml, balance 62ml",
        f"Ketamine stock check - bottle {digits(2)} of batch {rnd(UPPER + DIGITS, 6)}, 38ml left, signed Dr {staff()}",
        f"Butorphanol batch {rnd(UPPER, 2)}{digits(5)} expires 08/2026 - register page {digits(3)}",
        f"Drug register audit: discrepancy 0.2ml on page {digits(2)}, entry {digits(4)}",
    )
    r.add(
        "device_serial_number",
        f"NAS serial {digits(4)}{rnd(UPPER, 3)}{digits(6)} - warranty till 2027",
        f"X-ray unit serial SN-{rnd(UPPER + DIGITS, 10)}",
        f"Eftpos terminal serial {digits(3)}-{digits(3)}-{digits(3)} (swap out by the bank)",
        f"Blood analyser S/N {rnd(UPPER, 2)}{digits(8)} - service booked",
    )
    r.add(
        "mac_address",
        f"Reception PC MAC {mac(':', True)} - reserve IP .20 on the router",
        f"Printer mac address {mac('-', True)}",
        f"Block this device from the guest wifi: {mac()}",
        f"Kennel camera MAC {mac()} / IP 192.168.1.{secrets.randbelow(200) + 20}",
    )
    r.add(
        "file_hash",
        f"Backup check OK - sha256 {hexs(64)}",
        f"ezyVet export zip md5 {hexs(32)}",
        f"Hyper Backup task ID {digits(3)}, last version {hexs(12)} verified",
    )
    r.add(
        "clinic_bank_account",
        f"Bank account for clients paying invoices: {pick('12', '02', '06')}-{digits(4)}-{digits(7)}-00 (Harbourside Vets Ltd)",
        f"Direct credit to {pick('12', '01', '38')}-{digits(4)}-{digits(7)}-{digits(2)}, ref = invoice number",
        f"New supplier bank acct {pick('02', '03', '15')}-{digits(4)}-{digits(7)}-{digits(3)} - verified by phone before paying",
    )
    r.add(
        "insurance_claim_number",
        f"Pet insurance claim {rnd(UPPER, 3)}{digits(7)} for {pet()}'s cruciate",
        f"Southern Cross claim no. {digits(8, True)} - pre-approval received",
        f"PD claim ref {digits(6, True)}-{digits(2)}, need clinical notes sent",
        f"Policy number on {pet()}'s file: {rnd(UPPER, 2)}{digits(8)}",
    )
    r.add(
        "wifi_settings_no_password",
        "Guest wifi is 'Harbourside-Guest', the password is on the laminated sign by reception",
        "Staff wifi: WPA2, channel 36, 5GHz. Password - ask me",
        "The kennels tablet keeps dropping off the wifi, check the extender",
        "Wi-Fi name changed to HSV_Clinic, password unchanged",
    )
    r.add(
        "sms_reminder_template",
        "SMS template: Kia ora {client_first}, {pet_name} is due for vaccinations on {due_date}. Reply YES to book. Harbourside Vets",
        "Reminder text code {{appt_time}} shows the wrong time zone - NZST vs NZDT",
        "Twilio verify code length is 6 digits, expires after 10 min (for the online booking login)",
        "Booking confirmation SMS: 'Your booking ref is {booking_ref}'",
    )
    r.add(
        "staff_roster_and_ids",
        f"{staff()} staff ID {digits(4, True)} - VCNZ reg no {digits(4, True)}",
        f"Locum Dr {staff()} - VCNZ registration {digits(5, True)}, APC valid to 31 March",
        f"Payroll employee no. {digits(3)} for {staff()}, tax code M",
        f"Kiosk login badge number {digits(6, True)} (no PIN, just tap)",
    )
    r.add(
        "export_certificate_number",
        f"MPI export certificate {rnd(UPPER, 2)}{digits(2)}/{digits(6)} for {pet()} flying to Brisbane",
        f"Pet travel cert ref NZ-{digits(4)}-{rnd(UPPER + DIGITS, 6)}",
        f"AsureQuality job no. {digits(7, True)} - rabies titre sent",
    )
    r.add(
        "software_version_and_support",
        f"ezyVet support ticket #{digits(6, True)} - reminders not sending",
        f"Twilio support case {digits(8, True)}",
        f"NAS DSM version 7.2.{digits(1)}-{digits(5)} Update {digits(1)}",
        f"Windows build 10.0.{digits(5)}.{digits(4)} on the reception PC",
    )
    return r


def main() -> None:
    write_corpora("make_heldout238.py", [
        ("heldout238_credentials.yaml", credentials(), "Batch 238: logins, PINs, codes and tokens an Auckland vet clinic manager keeps (ezyVet, Xero, safe, EFTPOS, Twilio, alarm, NAS, myIR)"),
        ("heldout238_lookalikes.yaml", lookalikes(), "Batch 238: an Auckland vet clinic's harmless notes with random-looking ids (microchips, GST, NZBN, batches, SIDs, terminal ids) and talk about secrets without them"),
    ])


if __name__ == "__main__":
    main()
