# ruff: noqa: E501
"""Writes heldout392_credentials.yaml and heldout392_lookalikes.yaml: held-out batch 392.

Persona: the pharmacist who owns a small-town pharmacy in Ontario, moderately technical,
writing short professional notes and checklists (English, a little French from the
bilingual staff, pharmacy shorthand: RPh, tech, DPV, narc safe, ODB). She keeps the
pharmacy management system and ONE ID (drug-profile viewer) logins, the narcotics safe
combination and alarm codes, the fax-to-email and e-prescribing service keys, the
wholesaler ordering portal, the staff Wi-Fi key, the accountant's shared folder, the POS
terminal, the SMS and email services behind refill reminders, and more; and many
look-alikes: DINs and Rx numbers, wholesaler invoices and tracking numbers, vaccine lots,
OCP and business numbers, serials, masked card numbers, expired one-time codes and
references to where a secret lives.

This batch was written blind: without reading the detector, its tests or the other
corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's
helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or
`acme`. Nothing here is real.
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
    bitlocker_key,
    card_expiry,
    digits,
    ean13,
    ga4_id,
    google_client_id,
    groups,
    hexs,
    luhn,
    mac,
    onepassword_secret_key,
    openssh_private,
    pem,
    pem_body,
    phrase,
    pick,
    pin,
    pw,
    recaptcha_site_key,
    recovery_codes,
    rnd,
    s10,
    sendgrid_key,
    slack_webhook,
    ssh_fingerprint,
    ssh_pub,
    totp_seed,
    twilio_sid,
    uid,
    visa,
    write_corpora,
)

WORDS = [
    "trillium", "muskoka", "loonie", "toonie", "canoe", "portage", "lakeshore", "maple",
    "mortar", "pestle", "blister", "capsule", "tincture", "syrup", "caribou", "goose",
    "snowbank", "cottage", "hockey", "timber", "birch", "granite", "harvest", "lantern",
]
SYMBOLS = "!#$%&*?@"
WEAK = ("2580", "0000", "1111", "1212", "6969", "2468")


def passphrase(n: int = 4) -> str:
    return phrase(WORDS, n, pick("-", ".", " ", "_"))


def human_pw() -> str:
    """A password a busy pharmacist sets: a word or two, digits, a symbol."""
    return pick(
        f"{secrets.choice(WORDS).capitalize()}{secrets.choice(WORDS).capitalize()}{digits(pick(2, 3, 4))}{secrets.choice(SYMBOLS)}",
        f"{secrets.choice(WORDS).capitalize()}#{digits(4)}{secrets.choice(WORDS)}",
        rnd(ALNUM + SYMBOLS, pick(14, 16, 18)),
        pw(),
    )


def wifi_psk() -> str:
    return pick(passphrase(pick(3, 4)), rnd(ALNUM, pick(16, 20, 24)), human_pw())


def combo() -> str:
    """A dial safe's three-number combination."""
    return "-".join(str(secrets.randbelow(99) + 1) for _ in range(3))


def code(n: int = 4) -> str:
    return pin(n, avoid=WEAK)


def twilio_token() -> str:
    return hexs(32)


def square_token() -> str:
    return "EAAA" + rnd(URLSAFE, 60)


def square_app_id() -> str:
    """A Square application id: public, unlike its access token."""
    return "sq0idp-" + rnd(URLSAFE, 22)


def erx_secret() -> str:
    return rnd(ALNUM, pick(32, 40, 48))


def psk() -> str:
    return rnd(ALNUM + "!#%*+-=", pick(24, 32))


def tv_id() -> str:
    """A TeamViewer / AnyDesk id: public, unlike its password."""
    return groups(digits(pick(9, 10), lead=True), 3)


def exchange() -> str:
    """A North American phone exchange: three digits, never starting 0 or 1."""
    return f"{secrets.randbelow(8) + 2}{digits(2)}"


def din() -> str:
    """A Health Canada Drug Identification Number (8 digits, leading zeros)."""
    return "0" + digits(7)


def rx_no() -> str:
    return digits(pick(6, 7), lead=True)


def aspx_cookie() -> str:
    return hexs(pick(192, 256)).upper()


def jsession() -> str:
    return hexs(32).upper()


def lot() -> str:
    return rnd(UPPER + DIGITS, pick(6, 7, 8))


def bn() -> str:
    """A CRA business number (nine digits): printed on every receipt."""
    return digits(9, lead=True)


def cert_thumbprint() -> str:
    return ":".join(hexs(40).upper()[i:i + 2] for i in range(0, 40, 2))


def credentials() -> Rows:
    r = Rows()

    r.add(
        "pharmacy_system_password",
        f"Kroll login (dispensary PC 1)\nuser: rph_owner\npw: {human_pw()}",
        f"new Healthwatch pw after the 90 day reset -> {human_pw()}   (tech logins unchanged)",
        f"Filware admin acct: admin / {human_pw()} — don't give to relief RPh, they get their own",
        f"PMS pwd changed today {human_pw()}",
        f"mot de passe Kroll pour Julie (tech, poste 2): {human_pw()} — elle doit le changer à la 1re connexion",
    )

    r.add(
        "one_id_password",
        f"ONE ID (DPV / ClinicalConnect) — login d.marchetti.rph, pw {human_pw()}",
        f"ONEID password reset again!! new one:\n{human_pw()}",
        f"Drug profile viewer login for locum: user locum.rph2  password={human_pw()}  (expires end of Aug)",
        f"- ONE ID: {human_pw()}\n- security q: first pharmacy = Shoppers on King",
        f"DPV pw {human_pw()} (ONE ID, same for eHealth portal)",
    )

    r.add(
        "narcotic_safe_combination",
        f"Narc safe combo: {combo()} (L-R-L, 4 turns first)",
        f"narcotics safe (new digital one, Sentry) code {code(6)}#",
        f"CDS cabinet combination\n{combo()}\nonly RPh on duty + owner",
        f"combo du coffre des narcotiques: {combo()} — changé après le départ de Mike",
        f"safe cmbo changed after audit -> {combo()}, old one retired",
    )

    r.add(
        "alarm_code",
        f"Alarm panel (DSC) arm/disarm: {code()}  — duress code {code()} (silent, calls police)",
        f"alarm code for opening staff: {code()}*",
        f"Morning checklist:\n1. disarm alarm {code()}\n2. fridge temps\n3. count narc safe",
        f"code d'alarme pour la fin de semaine: {code(5)}",
        f"New alrm code (installer changed it) {code()} — master code {code(6)}",
    )

    r.add(
        "alarm_verbal_passcode",
        f"monitoring station password (changed w/ new alarm co.) {passphrase(3)}",
        f"Monitoring company verbal password if alarm goes off: \"{passphrase(2)}\"",
        f"alarm co. call-back passcode = {secrets.choice(WORDS)}{digits(2)}",
        f"If Chubb/ADT calls, the password is {passphrase(2).upper()} (duress word: {secrets.choice(WORDS)})",
        f"verbal pass for the monitoring station:\n{secrets.choice(WORDS)}-{secrets.choice(WORDS)}-{digits(2)}",
    )

    r.add(
        "fax_service_credentials",
        f"SRFax (fax to email) account {digits(6, lead=True)}, API access_pwd: {human_pw()}",
        f"fax2email portal pw {human_pw()} — login = pharmacy email",
        f"curl -d 'action=Get_Fax_Inbox&access_id={digits(6, lead=True)}&access_pwd={rnd(ALNUM, 16)}' https://fax.acme.test/SRF_SecWebSvc.php",
        f"eFax API key for the Kroll fax module: {hexs(32)}",
        f"Fax service\n  id: {digits(6, lead=True)}\n  password: {human_pw()}\n  (inbound DID forwards to rx@riverside-rx.example)",
    )

    r.add(
        "eprescribing_client_secret",
        f"PrescribeIT integration (from the vendor rep):\nclient_id: riverside-rx-{digits(4)}\nclient_secret: {erx_secret()}",
        f"eRx API key {erx_secret()} — goes in Kroll > Config > ePrescribing",
        f"e-prescribing secret rotated by vendor, new value {erx_secret()}",
        f'{{"erx_endpoint": "https://erx.acme.test/api/v2", "client_id": "{uid()}", "client_secret": "{erx_secret()}"}}',
        f"PrescribeIT cle secrete (nouvelle, 2025): {erx_secret()}",
    )

    r.add(
        "wholesaler_portal_password",
        f"McKesson PharmaClik ordering — acct {digits(6, lead=True)} pw {human_pw()}",
        f"wholesaler portal (Kohl & Frisch) login: orders@riverside-rx.example / {human_pw()}",
        f"PharmaClik pw changed, new:\n{human_pw()}",
        f"ordering portal password {human_pw()} - tech can use for OTC orders only",
        f"| portal | user | pw |\n|---|---|---|\n| wholesaler | rxowner | {human_pw()} |",
    )

    r.add(
        "staff_wifi_key",
        f"Staff WiFi: RiversideRx-Staff / key {wifi_psk()}",
        f"wifi pw for staff (NOT for customers) {wifi_psk()}",
        f"SSID: RRX-Back\nWPA2: {wifi_psk()}",
        f"WIFI:T:WPA;S:RiversideRx-Staff;P:{wifi_psk()};;",
        f"réseau du personnel — mot de passe : {wifi_psk()}",
    )

    r.add(
        "accountant_share_password",
        f"T2 folder (comptable) — mot de passe {human_pw()}",
        f"Accountant's ShareFile folder (year-end docs) pw: {human_pw()}",
        f"Link from Brenda (CPA): https://share.acme-cpa.example/d/{rnd(ALNUM, 10)} password {human_pw()}",
        f"shared folder for T2 / HST stuff — password {human_pw()} (Brenda set it)",
        f"accountant dropbox pass\n{human_pw()}",
    )

    r.add(
        "business_banking_password",
        f"Business banking (RBC Express) user owner01, pw {human_pw()}",
        f"bank login pw changed Mar: {human_pw()}",
        f"Online banking - business acct\nlogin: riversiderx\npassword: {human_pw()}\nPVQ: name of first pet = {secrets.choice(WORDS)}",
        f"TD biz banking pwd {human_pw()} (token fob in safe)",
        f"banque (Desjardins entreprise) mdp: {human_pw()}",
    )

    r.add(
        "pos_terminal_admin_password",
        f"Moneris terminal admin/manager password: {code(6)}",
        f"POS mgr override pw {code(4)} — for refunds over $100",
        f"Moneris Go admin pw {human_pw()} (store id monca{digits(5)})",
        f"Moneris API token for the online store: {rnd(ALNUM, 20)}",
    )

    r.add(
        "email_app_password",
        f"M365 app password for the old label printer SMTP: {rnd(LOWER, 16)}",
        f"Gmail app password for the fax scanner: {app_password()}",
        f"app pw for Outlook on the dispensary PC -> {app_password()}",
        f"scanner-to-email SMTP (smtp.acme.test:587) user scan@riverside-rx.example pass {app_password().replace(' ', '')}",
        f"app-specific pw (for Kroll email reports)\n{app_password()}",
    )

    r.add(
        "totp_seed",
        f"2FA secret for PharmaClik (backup in case phone dies): {totp_seed()}",
        f"otpauth://totp/Wholesaler:rxowner?secret={totp_seed()}&issuer=Wholesaler",
        f"authenticator setup key for the bank: {groups(totp_seed(), 4)}",
        f"ONE ID MFA seed {totp_seed(16)} — added to both phones",
        f"clé 2FA Microsoft 365 (si je perds le tel) : {groups(totp_seed().lower(), 4)}",
    )

    r.add(
        "m365_recovery_codes",
        "Microsoft 365 admin recovery codes:\n" + recovery_codes(6, "other"),
        "backup codes for pharmacy gmail (printed copy in safe too)\n" + recovery_codes(5, "digits"),
        "M365 recovery code " + "-".join(rnd(UPPER + DIGITS, 5) for _ in range(5)),
        "Bank 2FA backup codes: " + recovery_codes(4, "digits"),
    )

    r.add(
        "door_keypad_code",
        f"Back door keypad (deliveries): {code()}",
        f"staff entrance code {code(5)}, changed after Sam left",
        f"code porte arrière : {code()}#",
        f"door code for locum RPh Sat: {code()} - pls don't write it on the schedule",
        f"Keypad codes:\n- back door {code()}\n- storage room {code()}",
    )

    r.add(
        "cra_login_password",
        f"My Business Acct\n  user riversiderx\n  pass {human_pw()}",
        f"CRA My Business Account — GCKey user riversiderx, pw {human_pw()}",
        f"GCKey pw {human_pw()}  (for payroll remittances + HST)",
        f"CRA login reset, new password:\n{human_pw()}",
        f"ServiceOntario/ CRA sign-in partner pw: {human_pw()}",
    )

    r.add(
        "odb_claims_password",
        f"HNS / ODB claims network password (Kroll adjudication): {rnd(UPPER + DIGITS, 8)}",
        f"ODB online claims password changed, new {human_pw()}",
        f"HNS pwd {rnd(UPPER + DIGITS, 8)} expires every 60 days — next change mid Oct",
        f"Claims adjudication (TELUS Health) login: pharm{digits(5)} / {human_pw()}",
    )

    r.add(
        "db_connection_string",
        f"Kroll SQL backup job conn string:\nServer=rx-srv01.internal\\KROLL;Database=Kroll;User Id=sa;Password={rnd(ALNUM + '!#', 18)};",
        f"mysql://reports:{rnd(ALNUM, 20)}@rx-srv01.internal:3306/inventory",
        f"postgres://temp_logger:{rnd(ALNUM, 22)}@fridge-monitor.internal/readings  (vaccine fridge logger)",
        f"ODBC for the Excel report: DSN=KrollRO;UID=report_ro;PWD={rnd(ALNUM, 16)}",
        f"Data Source=10.0.10.5;Initial Catalog=PharmInventory;User ID=inv;Password={human_pw()}",
    )

    r.add(
        "remote_support_password",
        f"TeamViewer for Kroll support: ID {tv_id()}, password {rnd(LOWER + DIGITS, 8)}",
        f"AnyDesk unattended access pw (dispensary PC): {human_pw()}",
        f"remote support pw for IT guy {rnd(ALNUM, 10)} — change after he's done",
        f"TV unattended pass {human_pw()}",
        f"Accès à distance (AnyDesk) {tv_id()} — mot de passe {rnd(ALNUM, 12)}",
    )

    r.add(
        "vpn_credentials",
        f"IPsec VPN to banner HQ — PSK: {psk()}",
        f"site-to-site VPN pre-shared key {psk()} (router: rx-gw.internal)",
        f"VPN\n  peer: vpn.acme-banner.test\n  psk: {psk()}",
        f"FortiClient VPN pw for home access: {human_pw()}",
    )

    r.add(
        "fridge_alert_webhook",
        f"Vaccine fridge alarm posts to Slack: {slack_webhook()}",
        f"temp logger webhook URL (Slack #fridge): {slack_webhook()}",
        f"webhook for fridge alerts — {slack_webhook()} (if it leaks, regenerate)",
        f"alert_url: \"{slack_webhook()}\"",
    )

    r.add(
        "twilio_auth_token",
        f"Refill-ready texts (Twilio): SID {twilio_sid()}, auth token {twilio_token()}",
        f"TWILIO_AUTH_TOKEN={twilio_token()}",
        f"twilio token for the SMS reminders {twilio_token()}",
        f"SMS service\naccount_sid: {twilio_sid()}\nauth_token: {twilio_token()}",
        f"nouveau jeton Twilio (l'ancien a été révoqué) {twilio_token()}",
    )

    r.add(
        "sendgrid_api_key",
        f"SendGrid key for refill reminder emails: {sendgrid_key()}",
        f"SENDGRID_API_KEY={sendgrid_key()}",
        f"email reminders API key {sendgrid_key()} — website guy needs this",
        f"sendgrid (flu clinic booking confirmations)\n{sendgrid_key()}",
    )

    r.add(
        "square_access_token",
        f"Square access token (online OTC store): {square_token()}",
        f"SQUARE_ACCESS_TOKEN={square_token()}",
        f"square prod token {square_token()} - website dev asked, send via Signal not email",
        f"Square\n  app id {square_app_id()}\n  access token {square_token()}",
        f"jeton Square pour la boutique en ligne: {square_token()}",
    )

    r.add(
        "tls_private_key",
        "PrescribeIT client cert key (rx-srv01):\n" + pem("RSA PRIVATE KEY", 6),
        "key for the website cert, IT said keep a copy:\n" + pem("PRIVATE KEY", 5),
        "NAS backup ssh key (id_ed25519):\n" + openssh_private(),
        "fridge logger device key\n" + pem("EC PRIVATE KEY", 3),
    )

    r.add(
        "certificate_passphrase",
        f"pw for the .pfx client certificate (eRx): {human_pw()}",
        f"PKCS12 export password {rnd(ALNUM, 16)} — needed when reinstalling Kroll",
        f"openssl pkcs12 -in rx-srv01.p12 -passin pass:{rnd(ALNUM, 14)} -nodes",
        f"cert passphrase (ONE ID token / smart card PIN) {code(6)}",
    )

    r.add(
        "password_manager_secret_key",
        f"1Password Emergency Kit — Secret Key {onepassword_secret_key()}\nmaster pw: {passphrase(5)}",
        f"1P secret key {onepassword_secret_key()}",
        f"Bitwarden master password (family + pharmacy vault): {passphrase(4)}",
        f"password mgr master pw — {passphrase(5)} — envelope copy in the bank box",
    )

    r.add(
        "bitlocker_recovery_key",
        f"BitLocker recovery key, dispensary PC 1:\n{bitlocker_key()}",
        f"bitlocker key for the front counter laptop {bitlocker_key()}",
        f"Rx-Srv01 BitLocker recovery: {bitlocker_key()} (key ID {hexs(8).upper()})",
        f"clé de récupération BitLocker (poste 2) = {bitlocker_key()}",
        f"If the server asks for the bitlocker key after update:\n{bitlocker_key()}",
    )

    r.add(
        "session_cookie",
        f"IT asked for the portal cookie to debug login: .ASPXAUTH={aspx_cookie()}",
        f"JSESSIONID={jsession()} (PharmaClik, still logged in)",
        f"Cookie: sessionid={rnd(LOWER + DIGITS, 32)}; csrftoken={rnd(ALNUM, 32)}",
        f"copied the DPV session cookie for the vendor: SMSESSION={b64(secrets.token_bytes(120))}",
    )

    r.add(
        "voicemail_pin",
        f"Pharmacy phone voicemail PIN {code()}",
        f"VM pin (main line) {code(6)}",
        f"voicemail: dial *98, pin {code()}",
        f"NIP boîte vocale {code()}",
        f"doctors' line voicemail passcode: {code(5)}",
    )

    r.add(
        "corporate_card",
        f"Business Visa {visa()} exp {card_expiry()} CVV {digits(3)}",
        f"card for wholesaler autopay: {luhn('5', 16)} {card_expiry()} cvc {digits(3)}",
        f"Amex (corp) {luhn('37', 15)}, exp {card_expiry()}, CID {digits(4)}",
        f"pharmacy credit card\n{visa()}\n{card_expiry()}  {digits(3)}",
        f"debit card PIN for the business account: {code()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "drug_identification_number",
        f"Out of stock: metformin 500 DIN {din()}, sub with DIN {din()}",
        f"DIN {din()} — check ODB formulary LU code before billing",
        f"NPN {digits(8, lead=True)} (vit D 1000 IU, store brand)",
        f"recall list DINs:\n{din()}\n{din()}\n{din()}",
        f"nouveau DIN pour l'amoxicilline susp. : {din()}",
    )

    r.add(
        "prescription_number",
        f"no d'ordonnance {rx_no()} — renouvellement envoyé au Dr",
        f"Rx# {rx_no()} refill too soon, call Dr. Patel's office",
        f"Transfer in: old Rx {rx_no()} from Shoppers, our new Rx {rx_no()}",
        f"rx {rx_no()}, {rx_no()}, {rx_no()} — all need new auth",
        f"Rx no. {rx_no()} narc count discrepancy resolved (miscount, 2 tabs)",
    )

    r.add(
        "wholesaler_invoice",
        f"McKesson invoice {digits(9, lead=True)} — $4,{digits(3)}.{digits(2)}, credit memo pending",
        f"PO {digits(7, lead=True)} ordered Tue, backorder on Ozempic",
        f"invoice# INV-{digits(8)} short 2 boxes, claim filed",
        f"Kohl & Frisch order confirmation {rnd(UPPER + DIGITS, 10)}",
        f"facture grossiste no {digits(9, lead=True)} payée le 15",
    )

    r.add(
        "shipment_tracking",
        f"cold chain tote returned, waybill {digits(12, lead=True)}",
        f"Purolator tracking {digits(12, lead=True)} (compounding supplies)",
        f"Canada Post {s10('LM', 'CA')} — returns to manufacturer",
        f"courier waybill {digits(10, lead=True)} for the cold chain box",
        f"UPS 1Z{rnd(UPPER + DIGITS, 16)} — new label printer",
    )

    r.add(
        "vaccine_lot",
        f"Flu clinic: Fluzone HD lot {lot()} exp 2025-06-30",
        f"COVID (Comirnaty) lot {lot()}, {secrets.randbelow(40) + 10} doses given today",
        f"Shingrix lot# {lot()} / diluent lot {lot()}",
        f"lot {lot()} — fridge excursion 9.2°C for 14 min, manufacturer says OK to use",
        f"no de lot {lot()} (vaccin grippe), péremption 06/2025",
    )

    r.add(
        "ocp_registration",
        f"new tech registered, OCP # {digits(6, lead=True)} (public register)",
        f"OCP registration # {digits(6, lead=True)} (me) — renew by Feb 28",
        f"relief RPh reg no. {digits(6, lead=True)}, tech {digits(6, lead=True)}",
        f"OCP pharmacy accreditation no. {digits(5, lead=True)}",
        f"Dr. Nguyen CPSO# {digits(5, lead=True)} for the fax Rx",
    )

    r.add(
        "business_number",
        f"GST/HST no. {bn()}RT0001 for the supplier form",
        f"HST # {bn()} RT0001 (on receipts)",
        f"BN {bn()} RP0001 — payroll account",
        f"CRA business number {bn()}",
        f"WSIB firm # {digits(7, lead=True)}",
    )

    r.add(
        "odb_billing_reference",
        f"ODB pharmacy billing # {digits(6, lead=True)}",
        f"claim rejected, trace # {digits(10, lead=True)}, resubmit with intervention code MV",
        f"LU code {digits(3, lead=True)} for the DPP-4 claim",
        f"TELUS adjudication ref {rnd(UPPER + DIGITS, 12)} — reversed",
        f"réf. de réclamation ODB {digits(10, lead=True)}",
    )

    r.add(
        "phone_fax_number",
        f"fax de la clinique: 613-{exchange()}-{digits(4)}",
        f"Dr. Okafor office fax 705-{exchange()}-{digits(4)}",
        f"wholesaler CS line 1-800-{exchange()}-{digits(4)}, acct rep cell 416-{exchange()}-{digits(4)}",
        "Poison centre 1-800-268-9017 (posted by the phone)",
        f"Kroll support 1-888-{exchange()}-{digits(4)} ext {digits(3, lead=True)}",
    )

    r.add(
        "portal_uuid_link",
        f"OCP portal receipt https://portal.acme.test/receipts/{uid()}",
        f"Accountant's upload page: https://share.acme-cpa.example/requests/{uid()}",
        f"ticket link https://support.acme.test/tickets/view/{uid()}",
        f"fridge logger dashboard https://temps.acme.test/device/{uid()}/chart",
        f"booking page for flu shots: https://book.riverside-rx.example/clinic/{uid()}",
    )

    r.add(
        "backup_checksum",
        f"USB backup drive verify: SHA1 {hexs(40).upper()}",
        f"Kroll nightly backup OK, sha256 {hexs(64)}",
        f"firmware file for the label printer, MD5 {hexs(32)} matches vendor site",
        f"backup verify: {hexs(40)}  KROLL_2024-11-03.bak",
        f"checksum du fichier de sauvegarde : {hexs(64)}",
    )

    r.add(
        "software_version",
        f"Kroll DB schema {secrets.randbelow(900) + 100}, PrescribeIT module {secrets.randbelow(4) + 2}.{secrets.randbelow(10)}",
        f"Kroll v{pick(10, 11)}.{secrets.randbelow(9)}.{secrets.randbelow(30)} build {digits(5, lead=True)} — update Sunday night",
        f"Windows 11 23H2 build 22631.{digits(4, lead=True)} on dispensary PC",
        f"fridge logger firmware {secrets.randbelow(4) + 1}.{secrets.randbelow(20)}.{secrets.randbelow(100)}",
        f"Moneris terminal app ver {secrets.randbelow(5) + 1}.{digits(2)}.{digits(3)}",
    )

    r.add(
        "equipment_serial",
        f"Vaccine fridge (Helmer) S/N {rnd(UPPER + DIGITS, 10)}",
        f"label printer serial {rnd(UPPER + DIGITS, 12)} — warranty till 2026",
        f"Moneris terminal serial {digits(3)}-{digits(3)}-{digits(3)}",
        f"PC service tag {rnd(UPPER + DIGITS, 7)} (Dell)",
        f"no de série du pilulier (blister sealer): {rnd(UPPER + DIGITS, 9)}",
    )

    r.add(
        "network_hardware_address",
        f"label printer MAC {mac()} — reserve 10.0.10.{secrets.randbelow(200) + 20} in DHCP",
        f"fridge logger MAC {mac('-', True)}",
        f"rx-srv01 = 10.0.10.5, gateway 10.0.10.1, printer {mac()}",
        f"new AP MAC {mac()} / IP 192.168.{secrets.randbelow(10)}.{secrets.randbelow(250) + 2}",
    )

    r.add(
        "certificate_fingerprint",
        f"eRx cert thumbprint {cert_thumbprint()} (valid until Jun 2026)",
        f"NAS host key fingerprint {ssh_fingerprint()} — accept on first connect",
        f"IT's public key for the server: ssh-ed25519 {ssh_pub('ssh-ed25519', 36)} it@acme.test",
        f"website cert SHA-256 fp {groups(hexs(64).upper(), 2, ':')}",
        "public cert for PrescribeIT (safe to send):\n" + pem("CERTIFICATE", 4),
    )

    r.add(
        "public_client_identifier",
        f"Square application ID {square_app_id()} (public, goes in the web checkout)",
        f"reCAPTCHA site key on the booking form: {recaptcha_site_key()}",
        f"Google Analytics {ga4_id()} on the website",
        f"Twilio account SID {twilio_sid()} (not the token!)",
        f"Google sign-in client id {google_client_id()}",
    )

    r.add(
        "masked_card_or_account",
        f"Business Visa ending {digits(4)} — autopay for wholesaler",
        f"refund to card **** **** **** {digits(4)}",
        f"bank acct •••{digits(4)} (chequing)",
        f"Amex xxxx-xxxxxx-x{digits(4)} expired, new card ordered",
        f"paiement sur la carte se terminant par {digits(4)}",
    )

    r.add(
        "secret_location_reference",
        "Alarm + door codes: in the red binder in the narc safe, NOT here",
        "Kroll admin pw is in 1Password > Pharmacy vault > Kroll admin",
        "website .env: SQUARE_ACCESS_TOKEN=${SQUARE_ACCESS_TOKEN}, TWILIO_AUTH_TOKEN from the host's secrets",
        "deploy: token: ${{ secrets.SENDGRID_API_KEY }}",
        "op://Pharmacy/ONE ID/password — the locum gets a share link, never the value",
        "wifi pw on the card taped inside the back office door",
    )

    r.add(
        "expired_one_time_code",
        f"2FA code {digits(6)} from PharmaClik expired before I typed it, got a new one",
        f"bank sent verification code {digits(6)} (used, login done)",
        f"ONE ID OTP {digits(6)} didn't work — 10 min timeout",
        f"code de vérification {digits(6)} (expiré)",
    )

    r.add(
        "bank_deposit_details",
        f"Direct deposit form for staff: transit {digits(5)}, institution 00{pick(1, 2, 3, 4, 6)}",
        f"ODB payment deposits to acct ending {digits(3)} (institution 003)",
        f"void cheque on file for Kohl & Frisch — transit {digits(5)}",
        f"EFT remittance ref {digits(12, lead=True)} from Ministry of Health",
    )

    r.add(
        "helpdesk_ticket",
        f"Kroll support case #{digits(7, lead=True)} — label printer won't print",
        f"IT ticket INC{digits(7)} (VPN drops every night)",
        f"Moneris ticket {rnd(UPPER + DIGITS, 8)}",
        f"SR-{digits(6, lead=True)} opened with Bell for the fax line",
    )

    r.add(
        "amounts_and_dates",
        f"Dec inventory: ${digits(3, lead=True)},{digits(3)}.{digits(2)} at cost; count date 2024-12-31",
        f"payroll run {pick('Jan', 'Feb', 'Mar')} {secrets.randbelow(27) + 1}: ${digits(2, lead=True)},{digits(3)}.{digits(2)}",
        f"HST remittance Q3 ${digits(2, lead=True)},{digits(3)}.{digits(2)} due Oct 31",
        f"flu shots given: {secrets.randbelow(400) + 100} (2023: {secrets.randbelow(400) + 100})",
    )

    r.add(
        "booking_confirmation",
        f"Flu shot appt confirmation {rnd(UPPER + DIGITS, 6)} for Mrs. K, Thu 2:40",
        f"OPA conference booking ref {rnd(UPPER, 6)}",
        f"hotel for the CE weekend, confirmation {digits(10, lead=True)}",
        f"Air Canada booking {rnd(UPPER + DIGITS, 6)} (Toronto → Halifax)",
    )

    r.add(
        "wifi_network_settings",
        "Guest WiFi: RiversideRx-Guest (open, captive page, 2h limit)",
        f"Staff SSID RiversideRx-Staff on 5GHz ch {pick(36, 40, 44, 149)}, WPA3; key rotated quarterly (not stored here)",
        "AP admin page https://10.0.10.2 — login via the IT guy",
        "réseau invité : RRX-Clients (pas de mot de passe)",
    )

    r.add(
        "remote_support_id",
        f"Kroll support connects with TeamViewer ID {tv_id()} — they read the pw off the screen",
        f"AnyDesk address {tv_id()} (front PC)",
        f"my TeamViewer ID {tv_id()}",
        f"ID AnyDesk du serveur : {tv_id()}",
    )

    r.add(
        "health_canada_recall",
        f"Health Canada recall RA-{digits(5, lead=True)} (valsartan), none in stock",
        f"recall notice {digits(4, lead=True)}-{digits(3)} — returned 3 units",
        f"drug shortage report #{digits(6, lead=True)} on DrugShortagesCanada",
        f"avis de rappel RA-{digits(5, lead=True)}",
    )

    r.add(
        "password_policy_note",
        "Pw rules for Kroll: min 12 chars, change every 90 days, no reuse of last 5",
        "Reminder: each tech gets own ONE ID, never share logins (OCP audit)",
        "alarm codes get changed whenever staff leave — checklist item #7",
        "MFA on everything: bank, PharmaClik, M365, ONE ID",
    )

    r.add(
        "product_barcode",
        f"UPC for store-brand acetaminophen {ean13('06')}",
        f"scanned barcode {ean13('06')} not in Kroll, add manually",
        f"GTIN {ean13('00')} (blister cards, 30)",
        f"code-barres du produit: {ean13('06')}",
    )

    r.add(
        "ip_and_port",
        "rx-srv01.internal = 10.0.10.5, SQL on 1433, Kroll service on 8443",
        f"fridge logger posts to 10.0.20.{secrets.randbelow(200) + 10}:502 (modbus)",
        f"VPN tunnel subnet 172.16.{secrets.randbelow(200)}.0/24",
        "firewall rule: allow 10.0.10.0/24 -> erx.acme.test:443",
    )

    r.add(
        "encrypted_blob",
        f"backup is encrypted (AES-256), header: {b64(secrets.token_bytes(48))}",
        "vendor sent the public PGP key for encrypted faxes:\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n" + pem_body(3) + "\n-----END PGP PUBLIC KEY BLOCK-----",
        f"Kroll config shows DbPwd=ENC({b64(secrets.token_bytes(32))}) — encrypted, vendor has the key",
        f"exported settings file (encrypted) sha1 {hexs(40)}",
    )

    r.add(
        "device_identifier",
        f"pharmacy cell IMEI {luhn('35' + digits(6), 15)}",
        f"fridge logger device id {uid()}",
        f"licence key ID for Office (not the key): {uid()}",
        f"Kroll workstation id WS-{digits(4)}-{rnd(UPPER, 3)}",
    )

    r.add(
        "insurance_policy_number",
        f"Professional liability (Pharmacists' Defence) policy {rnd(UPPER, 2)}{digits(7, lead=True)}",
        f"store insurance policy # {digits(10, lead=True)}, renewal Apr 1",
        f"claim no. {rnd(UPPER, 3)}-{digits(6)} for the broken window",
        f"police d'assurance du commerce {digits(8, lead=True)}",
    )

    r.add(
        "ce_certificate_number",
        f"CCCEP # {digits(4, lead=True)}-{digits(4)}-{digits(2)}-{digits(3)} — 1.5 CEUs, injections",
        f"CE certificate id {rnd(UPPER + DIGITS, 10)} (naloxone training)",
        f"CPR/first aid cert # {digits(8, lead=True)}, exp 2026-03",
        f"Learning portfolio entry {uid()[:8]} — opioid stewardship",
    )

    return r


def main() -> None:
    write_corpora("make_heldout392.py", [
        ("heldout392_credentials.yaml", credentials(), "Held-out batch 392: credentials an Ontario small-town pharmacist keeps (pharmacy system, ONE ID, narcotics safe, alarm, fax, e-prescribing, wholesaler, Wi-Fi, banking, SMS/email services and more)"),
        ("heldout392_lookalikes.yaml", lookalikes(), "Held-out batch 392: an Ontario pharmacist's DINs, Rx numbers, invoices, lots, registration numbers, serials, masked numbers, expired codes and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
