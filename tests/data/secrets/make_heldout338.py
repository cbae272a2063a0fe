# ruff: noqa: E501
"""Writes heldout338_credentials.yaml and heldout338_lookalikes.yaml: held-out batch 338.

Persona: the practice manager of a small-animal and mixed veterinary clinic in Cork, Ireland,
who writes her notes in Irish English with a sprinkle of Irish ('pasfhocal', 'cód', 'go raibh
maith agat'). She keeps the ezyVet practice-management login and API client secret, the
controlled-drugs safe code, the alarm code and its duress code, Vetstoria and Stripe keys, the
Eir/Vodafone router admin password and the Wi-Fi key, the Revenue ROS certificate password, her
Bank of Ireland 365 PIN, the card terminal's supervisor PIN and more; and many look-alikes:
microchip numbers, herd numbers and cattle tags, invoice numbers, Eircodes, PPS-like and Revenue
references, IBANs for clients paying by transfer, Stripe publishable keys and object ids, masked
cards, used one-time codes and references to where a secret is kept.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    b64u_bytes,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    mailchimp_key,
    ms_recovery_code,
    openssh_private,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    stripe_publishable_key,
    totp_seed,
    uid,
    write_corpora,
)

SYMBOLS = "!#%&*+-?@"
WORDS = [
    "shandon", "blarney", "fota", "mahon", "kinsale", "cobh", "rebel", "beamish", "murphys",
    "lurcher", "setter", "collie", "spaniel", "madra", "capall", "cat", "bó", "lee", "douglas",
    "ballincollig", "crosshaven", "tayto", "sceach", "bainne", "fuinneog", "donkey", "terrier",
]
ANIMALS = ["Bella", "Rocky", "Missy", "Bruno", "Toffee", "Lady", "Sam", "Daisy", "Buster", "Molly", "Shadow"]
EIRCODE_CHARS = "ACDEFHKNPRTVWXY"


def code(n: int) -> str:
    """A keypad or PIN code of n digits that is not a run or a repeat."""
    while True:
        c = digits(n)
        if len(set(c)) > 2 and c not in "01234567890" and c not in "98765432109":
            return c


def word_pw() -> str:
    """A password a person made up from a local word, a number and a symbol."""
    w = secrets.choice(WORDS).capitalize()
    return pick(
        f"{w}{digits(2)}{secrets.choice(SYMBOLS)}{rnd(UPPER, 2)}",
        f"{secrets.choice(SYMBOLS)}{w}{secrets.choice(WORDS)}{digits(3)}",
        f"{w}_{secrets.choice(ANIMALS)}{digits(4)}",
        rnd(ALNUM + SYMBOLS, 14),
    )


def passphrase() -> str:
    return phrase(WORDS, pick(4, 5), pick("-", ".", " ")) + str(secrets.randbelow(90) + 10)


def stripe_sk() -> str:
    return f"sk_live_51{rnd(ALNUM, 97)}"


def stripe_rk() -> str:
    return f"rk_live_51{rnd(ALNUM, 97)}"


def whsec() -> str:
    return f"whsec_{rnd(ALNUM, 32)}"


def twilio_sid() -> str:
    return f"AC{hexs(32)}"


def slack_hook() -> str:
    return f"https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}"


def ezyvet_client_id() -> str:
    return rnd(ALNUM, 32)


def ezyvet_secret() -> str:
    return rnd(ALNUM, 40)


def vetstoria_key() -> str:
    return rnd(ALNUM, 40)


def visa() -> str:
    return groups(luhn("4"), 4)


def router_pw() -> str:
    return rnd(pick(ALNUM, LOWER + DIGITS, UPPER + DIGITS), pick(8, 10, 12))


def wifi_key() -> str:
    return pick(rnd(UPPER + DIGITS, 12), rnd(LOWER + DIGITS, 10), f"{secrets.choice(WORDS)}{secrets.choice(ANIMALS)}{digits(4)}")


def eircode() -> str:
    key = pick("T12", "T23", "T45", "T34", "T56", "P31", "P43", "P24", "P61")
    return f"{key} {secrets.choice(EIRCODE_CHARS)}{rnd(EIRCODE_CHARS + DIGITS, 3)}"


def microchip() -> str:
    return pick("372", "985", "981", "900", "941") + digits(12)


def herd_no() -> str:
    return secrets.choice("PRKYTHGE") + digits(7)


def cattle_tag() -> str:
    return f"IE {digits(6)} {digits(1)} {digits(4)}"


def pps_like() -> str:
    return digits(7) + rnd(UPPER, 1) + pick("", "A", "W")


def vat_no() -> str:
    return "IE" + digits(7) + rnd(UPPER, 1) + pick("", "H")


def boi_iban(spaced: bool = True) -> str:
    return iban("IE", "BOFI90" + digits(4) + digits(8), spaced)


def an_post() -> str:
    return f"{pick('CE', 'CP', 'RR', 'LX')}{digits(9)}IE"


def mobile() -> str:
    return f"08{pick('3', '5', '6', '7', '9')} {digits(3)} {digits(4)}"


def landline() -> str:
    return f"(021) {digits(3, lead=True)} {digits(4)}"


def stripe_obj(prefix: str) -> str:
    return f"{prefix}_{pick('1', '3')}{rnd(ALNUM, 23)}"


def sha256() -> str:
    return hexs(64)


def thumbprint() -> str:
    return ":".join(hexs(40).upper()[i:i + 2] for i in range(0, 40, 2))


def invoice() -> str:
    return f"INV-{pick('2024', '2025')}-{digits(5)}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "ezyvet_login",
        f"ezyVet login for front desk: reception@corkvets.example / {word_pw()}",
        f"ezyvet\nu/n: siobhan.m\npasfhocal: {word_pw()}\n(changed it after the audit, don't tell Declan)",
        f"new ezyVet pwd for the locum, Aoife, send it to her on whatsapp: {pw()}",
        f"PMS (ezyVet) admin - user admin.cork  pass {rnd(ALNUM + SYMBOLS, 15)}  - only me & Dr Ní Bhriain have this",
        f"ezyvet passwrod reset again ffs... new one is\n{word_pw()}",
    )

    r.add(
        "ezyvet_api_secret",
        f"ezyVet API creds for the Vetstoria sync:\npartner_id: p{digits(5)}\nclient_id: {ezyvet_client_id()}\nclient_secret: {ezyvet_secret()}",
        f'{{"partner_id": "p{digits(5)}", "client_id": "{ezyvet_client_id()}", "client_secret": "{ezyvet_secret()}", "grant_type": "client_credentials", "scope": "read-animal,read-consult"}}',
        f"the IT lad asked for the ezyvet api client secret again, it's {ezyvet_secret()} (go raibh maith agat Ciarán!)",
        f"curl -X POST https://api.trial.ezyvet.example/v2/oauth/access_token -d client_id={ezyvet_client_id()} -d client_secret={ezyvet_secret()} -d grant_type=client_credentials",
        f"EZYVET_CLIENT_SECRET={ezyvet_secret()}\nEZYVET_CLIENT_ID={ezyvet_client_id()}",
    )

    r.add(
        "drug_safe_code",
        f"CD safe (controlled drugs) code: {code(6)}",
        f"cód don tsábháilte drugs — {code(4)}  — change it when Niamh leaves",
        f"Drug press combo changed Monday, new one {code(5)}. Ketamine & butorphanol log is in the red folder.",
        f"safe code for the CDs\n{code(6)}\n(NOT the same as the alarm one!!)",
        f"Reminder for weekend vet: controlled drugs safe opens with {code(4)}#, key for the fridge is on the hook",
    )

    r.add(
        "alarm_code",
        f"Alarm code (main panel by the back door): {code(4)}",
        f"alarm - {code(4)} then press ENT, you have 30 sec to get out",
        f"Setting the alarm at night: key in {code(4)} and the kennels zone stays off if there's an inpatient",
        f"new alarm cód ó Phil (Securitas) {code(4)} , old one is dead",
        f"| what | code |\n|---|---|\n| burglar alarm | {code(4)} |\n| gate | (no code, fob) |",
    )

    r.add(
        "alarm_duress_code",
        f"Duress code for the alarm (silent, calls the Gardaí): {code(4)}",
        f"if anyone ever forces you to open up: use {code(4)} not the normal one, it looks like it disarms but it sends a duress signal",
        f"duress - {code(4)}\nnormal code is in my head only",
        f"Securitas duress cód {code(5)} — explained to the night nurses, tá sé go maith",
        f"panic/duress code {code(4)} (Bernie asked, told her in person, writing here so I don't forget)",
    )

    r.add(
        "vetstoria_api_key",
        f"Vetstoria API key: {vetstoria_key()}",
        f"vetstoria key for the booking widget backend {vetstoria_key()} - the support lady said don't put it on the website",
        f"VETSTORIA_API_KEY={vetstoria_key()}\nVETSTORIA_SITE=cork-vets",
        f"Vetstoria integration (ezyVet side) -> api key\n{vetstoria_key()}",
        f"```yaml\nvetstoria:\n  clinic_id: {digits(4)}\n  api_key: {vetstoria_key()}\n```",
    )

    r.add(
        "stripe_secret_key",
        f"Stripe secret key (live) for online payments: {stripe_sk()}",
        f"STRIPE_SECRET_KEY={stripe_sk()}",
        f"the web fella needs the stripe live key to finish the deposit page, it's {stripe_sk()} - rotate after he's done!",
        f"stripe sk\n{stripe_sk()}",
        f"curl https://api.stripe.com/v1/balance -u {stripe_sk()}:",
    )

    r.add(
        "stripe_webhook_secret",
        f"Stripe webhook signing secret for the deposits endpoint: {whsec()}",
        f"STRIPE_WEBHOOK_SECRET={whsec()}",
        f"whsec for https://pay.corkvets.example/stripe/hook is {whsec()}",
        f"webhook sig secret (stripe dashboard > developers > webhooks)\n{whsec()}",
        f'"stripe": {{"webhook_secret": "{whsec()}", "mode": "live"}}',
    )

    r.add(
        "router_admin_password",
        f"Eir router admin page http://192.168.1.254 user admin pass {router_pw()}",
        f"Vodafone gigabox admin pw: {router_pw()} (the one on the sticker was changed)",
        f"router login\nadmin\n{router_pw()}",
        f"eir modem - admin / {router_pw()}. Don't reset it, the port forward for the xray is on it",
        f"Rang Vodafone about the broadband, they wanted the router admin password, gave them {router_pw()}",
    )

    r.add(
        "wifi_key",
        f"Staff WiFi (CorkVets-Staff) key: {wifi_key()}",
        f"wifi pw for the consult rooms {wifi_key()}",
        f"SSID: eir-{rnd(HEX.upper()[:16], 4)}\nWPA2 key: {wifi_key()}",
        f"Wi-Fi pasfhocal (staff only, NOT the clients one) = {wifi_key()}",
        f"the new tablet in theatre wont connect, the wifi key is {wifi_key()} , try again tmrw",
    )

    r.add(
        "ros_cert_password",
        f"ROS cert password: {word_pw()}",
        f"Revenue Online (ROS) digital cert pasfhocal -> {pw()}",
        f"ROS login on the office PC: cert is in C:/ROS, password {word_pw()}",
        f"ros cert pwd {rnd(ALNUM + SYMBOLS, 12)}  (renew the cert before Nov!)",
        f"For the accountant (Mary O'Leary) if I'm out: ROS certificate password is\n{word_pw()}",
    )

    r.add(
        "boi_365_pin",
        f"BOI 365 online - user id {digits(8)}, PIN {code(6)}",
        f"Bank of Ireland 365 PIN: {code(6)}",
        f"365 pin {code(6)} (business acc)",
        f"boi 365\nUser ID {digits(8)}\nPIN {code(6)}\nDOB they ask for is the company reg date",
        f"changed the 365 PIN to {code(6)} after the phishing text",
    )

    r.add(
        "clinic_card_details",
        f"Clinic Visa (BOI business): {visa()} exp {card_expiry()} CVV {digits(3)}",
        f"card for the Covetrus order\n{visa()}\n{card_expiry()}\ncvc {digits(3)}",
        f"company credit card no. {visa()}, expiry {card_expiry()}, security code {digits(3)} - for the online CPD booking",
        f"visa {luhn('4')} {card_expiry()} {digits(3)}",
        f"Paying Eir by card: {visa()} exp {card_expiry()} cvv {digits(3)}, name on card CORK VETS LTD",
    )

    r.add(
        "m365_mailbox_password",
        f"Office 365 (info@corkvets.example) password: {word_pw()}",
        f"outlook for accounts@ mailbox\npw {pw()}",
        f"M365 admin login: siobhan@corkvets.example / {rnd(ALNUM + SYMBOLS, 16)}",
        f"email pasfhocal nua — {word_pw()} (the old one was in the breach list)",
        f"reception email on the new PC: reception@corkvets.example, password {word_pw()}",
    )

    r.add(
        "google_app_password",
        f"Gmail app password for the scanner (scan to email): {app_password()}",
        f"app password for Thunderbird on the old laptop\n{app_password()}",
        f"google app pw {app_password().replace(' ', '')} - ezyVet reminders SMTP",
        f"SMTP for the appointment reminders: smtp.gmail.com:587, reminders@corkvets.example, app password {app_password()}",
        f"16 letter app password Google gave me: {app_password()}",
    )

    r.add(
        "mfa_recovery_codes",
        "ezyVet 2FA backup codes (print & put in the safe):\n" + recovery_codes(6, "alnum"),
        f"Microsoft recovery code for my account: {ms_recovery_code()}",
        "Google backup codes for the clinic account\n" + recovery_codes(5, "digits"),
        "Stripe 2FA backup code " + rnd(LOWER + DIGITS, 10) + " (one used already, this is the other)",
        f"MS recovery cód: {ms_recovery_code()} — ná déan dearmad!",
    )

    r.add(
        "totp_seed",
        f"otpauth://totp/Stripe:siobhan%40corkvets.example?secret={totp_seed()}&issuer=Stripe",
        f"ezyVet 2FA setup key (if the phone dies): {groups(totp_seed(), 4)}",
        f"authenticator seed for the ROS/MyGovID thing {totp_seed()}",
        f"2fa secret key for the clinic gmail, typed into Authy on the new phone:\n{groups(totp_seed().lower(), 4)}",
        f"TOTP secret = {totp_seed()} (Xero)",
    )

    r.add(
        "twilio_auth_token",
        f"Twilio (SMS reminders) account SID {twilio_sid()} auth token {hexs(32)}",
        f"TWILIO_AUTH_TOKEN={hexs(32)}",
        f"twilio auth token: {hexs(32)}  - the reminder texts stopped going out, check the balance first",
        f"SMS gateway\nsid: {twilio_sid()}\ntoken: {hexs(32)}",
        f'{{"twilio": {{"account_sid": "{twilio_sid()}", "auth_token": "{hexs(32)}", "from": "+353{digits(9)}"}}}}',
    )

    r.add(
        "mailchimp_api_key",
        f"Mailchimp API key for the newsletter: {mailchimp_key()}",
        f"MAILCHIMP_API_KEY={mailchimp_key()}",
        f"mailchimp key {mailchimp_key()} (vaccine reminder list)",
        f"newsletter integration - mailchimp\napi key\n{mailchimp_key()}",
        f"Gave Deirdre the mailchimp api key {mailchimp_key()} for the Christmas campaign",
    )

    r.add(
        "pacs_db_connection",
        f"X-ray PACS db: postgresql://orthanc:{rnd(ALNUM, 18)}@pacs.clinic.internal:5432/orthanc",
        f"Server=xray-pc.clinic.internal\\SQLEXPRESS;Database=VetXray;User Id=sa;Password={word_pw()};",
        f"orthanc.json:\n\"RegisteredUsers\": {{ \"xray\": \"{rnd(ALNUM, 16)}\" }}",
        f"DICOM viewer login for the vets: user radiology pass {pw()}",
        f"mysql -h ultrasound.clinic.internal -u echo -p{rnd(ALNUM, 14)} images",
    )

    r.add(
        "cctv_nvr_password",
        f"CCTV recorder (Hikvision) admin / {word_pw()}",
        f"cameras app login: corkvets, pwd {rnd(ALNUM + SYMBOLS, 12)}",
        f"NVR in the comms press\nhttp://192.168.1.{secrets.randbelow(200) + 20}\nadmin\n{router_pw()}",
        f"cctv pasfhocal {word_pw()} (Garda asked for footage of the car park on the 14th)",
        f"Hik-Connect account for the cameras: cctv@corkvets.example / {pw()}",
    )

    r.add(
        "door_keypad_code",
        f"Front door keypad: {code(4)}*",
        f"staff room door code {code(4)}",
        f"back gate/kennels door cód: {code(5)}",
        f"for the locum starting Sat: side door code is {code(4)} then turn the handle down hard",
        f"Door codes\n- pharmacy: {code(4)}\n- theatre: {code(4)}",
    )

    r.add(
        "bitlocker_recovery_key",
        f"BitLocker recovery key for the reception PC: {bitlocker_key()}",
        f"office laptop bitlocker\n{bitlocker_key()}",
        f"bitlocker key (accounts PC, Dell) {bitlocker_key()} - it asked for it after the BIOS update",
        f"Recovery key ID {hexs(8).upper()}\nrecovery key: {bitlocker_key()}",
        f"bitlocker rec. key for the xray pc = {bitlocker_key()}",
    )

    r.add(
        "bitwarden_master_password",
        f"Bitwarden master password: {passphrase()}",
        f"master pw for the password manager (only written here until I learn it!!) {passphrase()}",
        f"bitwarden\n{passphrase()}",
        f"BW master - {passphrase()} - delete this note once it sticks",
        f"the clinic Bitwarden org owner acct: siobhan@corkvets.example master password {passphrase()}",
    )

    r.add(
        "card_terminal_supervisor_pin",
        f"Card machine (Elavon) supervisor PIN for refunds: {code(4)}",
        f"terminal refund password {code(5)}",
        f"to do a refund on the card machine: Menu > Refund > supervisor pin {code(4)}",
        f"Ingenico manager cód {code(6)} - only for end of day report reset",
        f"card reader supervisor pwd\n{code(4)}",
    )

    r.add(
        "wholesaler_portal_login",
        f"Covetrus ordering site: account {digits(6)}, user corkvets, pass {word_pw()}",
        f"wholesaler portal login (orders.vetsupply.example) -> stock@corkvets.example / {pw()}",
        f"MSD vet portal\nuser: siobhanm\npassword: {word_pw()}",
        f"lab results portal (labs.acme.example) login corkvets pw {rnd(ALNUM, 10)}",
        f"pet insurance claims portal (claims.petinsure.example): corkvets / {word_pw()}",
    )

    r.add(
        "slack_webhook_url",
        f"Slack webhook for the #stock-alerts channel: {slack_hook()}",
        f"SLACK_WEBHOOK_URL={slack_hook()}",
        f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"fridge temp high\"}}' {slack_hook()}",
        f"webhook that posts the fridge temp alarms into Slack\n{slack_hook()}",
    )

    r.add(
        "nas_ssh_private_key",
        "NAS backup key (from Ciarán, goes in ~/.ssh on the xray pc):\n" + openssh_private(),
        openssh_private(),
        "ssh key for the synology, don't lose it:\n" + openssh_private(),
        "id_ed25519 for backups@nas.clinic.internal\n" + openssh_private() + "\nkeep a copy on the USB in the safe",
    )

    r.add(
        "vpn_preshared_key",
        f"VPN to the branch in Ballincollig: pre-shared key {rnd(ALNUM + SYMBOLS, 24)}",
        f"IPsec PSK (Draytek) {rnd(ALNUM, 32)}",
        f"remote access VPN for Dr Murphy's laptop\nserver vpn.corkvets.example\nPSK: {rnd(ALNUM + SYMBOLS, 20)}\nuser dmurphy / {word_pw()}",
        f"vpn shared secret = {rnd(ALNUM, 28)} (the one the IT lad set up)",
    )

    r.add(
        "session_cookie",
        f"ezyVet support asked for the session cookie to debug: ezyvet_session={rnd(LOWER + DIGITS, 40)}",
        f"cookie from the browser for the stripe export script: __stripe_sid={rnd(LOWER + DIGITS, 32)}; stripe_session={b64u_bytes(48)}",
        f"Cookie: PHPSESSID={rnd(LOWER + DIGITS, 26)}  (vetstoria admin, still logged in)",
        f"ASP.NET_SessionId={rnd('abcdefghijklmnopqrstuvwxyz012345', 24)}; .AspNet.ApplicationCookie={b64u_bytes(120)}",
    )

    r.add(
        "stripe_restricted_key",
        f"Stripe restricted key (read-only, for the accountant's reports): {stripe_rk()}",
        f"STRIPE_RESTRICTED_KEY={stripe_rk()}",
        f"rk for Xero sync {stripe_rk()}",
        f"restricted api key for the deposits app\n{stripe_rk()}\n(charges write, refunds write, nothing else)",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "microchip_number",
        f"Microchip for Bella (Lab, Coughlan family): {microchip()}",
        f"chip no. {microchip()} scanned ok, registered on Fido",
        f"Stray brought in by the Gardaí, chip {microchip()} - rang the database, owner in Mallow",
        f"microchips implanted today\n{microchip()}\n{microchip()}\n{microchip()}",
        f"| pet | chip |\n|---|---|\n| {secrets.choice(ANIMALS)} | {microchip()} |\n| {secrets.choice(ANIMALS)} | {microchip()} |",
    )

    r.add(
        "herd_number",
        f"Herd number for the O'Sullivan farm (TB test Tues): {herd_no()}",
        f"herd no {herd_no()} - Mitchelstown, 120 sucklers",
        f"Dr Walsh TB testing in herd {herd_no()} and {herd_no()} this week",
        f"AHCS form for herd\n{herd_no()}\nsubmitted",
        f"BVD results back for herd {herd_no()}, all neg, tá go maith",
    )

    r.add(
        "invoice_number",
        f"Invoice {invoice()} still unpaid (Murphy, €212.40)",
        f"inv no. {invoice()} - credit note raised",
        f"Wholesaler invoice #{digits(8)} has the wrong price on the Metacam",
        f"invoices to chase\n{invoice()}\n{invoice()}\n{invoice()}",
        f"ezyVet invoice id {digits(6)} was voided by mistake, redo it",
    )

    r.add(
        "eircode",
        f"New client address: 12 Ard na Gréine, Douglas, Cork {eircode()}",
        f"eircode for the farm call {eircode()}",
        f"clinic eircode {eircode()} (for the courier)",
        f"Delivery to the Ballincollig branch - {eircode()}",
        f"house visit, euth, Mrs Barry\n{eircode()}\nring before, gate is stiff",
    )

    r.add(
        "pps_like_reference",
        f"PPSN for the new nurse's payroll form: {pps_like()}",
        f"Aoife's PPS no {pps_like()} - sent to the accountant",
        f"payroll list\n- Niamh {pps_like()}\n- Declan {pps_like()}",
        f"PPS {pps_like()} on the P45 doesn't match, check with her",
        f"Employee ref (PPS) {pps_like()}, start date 03/03",
    )

    r.add(
        "vat_number",
        f"Our VAT no: {vat_no()}",
        f"Covetrus VAT number {vat_no()} (on the statement)",
        f"vat reg {vat_no()} - put it on the pro-forma for the co-op",
        f"VAT {vat_no()}\nCRO {digits(6)}",
        f"supplier VAT number for the new lab: {vat_no()}",
    )

    r.add(
        "clinic_iban",
        f"Our IBAN for clients paying by transfer: {boi_iban()} BIC BOFIIE2D",
        f"IBAN {boi_iban(False)} (put on the invoice footer)",
        f"pay the locum into {boi_iban()}",
        f"Bank details for the farmers\nIBAN: {boi_iban()}\nBIC: BOFIIE2D\nRef: herd number",
        f"refund to client IBAN {boi_iban()} - €85",
    )

    r.add(
        "stripe_publishable_key",
        f"Stripe publishable key for the deposit page (it's public, fine on the site): {stripe_publishable_key()}",
        f"STRIPE_PUBLISHABLE_KEY={stripe_publishable_key()}",
        f"const stripe = Stripe('{stripe_publishable_key()}');",
        f"pk live (publishable) {stripe_publishable_key()}",
        f"the web fella says the pk_ key is the public one so this is ok in the html: {stripe_publishable_key()}",
    )

    r.add(
        "stripe_object_id",
        f"Stripe payment {stripe_obj('pi')} failed, card declined",
        f"refund issued for charge {stripe_obj('ch')}",
        f"customer cus_{rnd(ALNUM, 14)} has 2 deposits, one is a duplicate",
        f"payout {stripe_obj('po')} hasn't landed in BOI yet",
        f"dispute dp_{rnd(ALNUM, 24)} - client says they never booked",
    )

    r.add(
        "masked_card",
        f"Client paid with Visa ending {digits(4)}",
        f"card on file **** **** **** {digits(4)} exp {card_expiry()}",
        f"Mastercard xxxx{digits(4)} declined twice",
        f"the clinic card (ends {digits(4)}) is due for renewal",
        f"Elavon receipt: VISA ************{digits(4)} €145.00 APPROVED",
    )

    r.add(
        "expired_otp",
        f"BOI sent code {digits(6)} but it expired before I typed it, got a new one",
        f"the ezyVet verification code {digits(6)} was already used, ignore",
        f"Stripe login code {digits(6)} (expired, from yesterday)",
        f"One-time passcode {digits(6)} - used to confirm the payment to Covetrus, done",
        f"Revenue SMS code {digits(6)} expired after 10 mins, feckin thing",
    )

    r.add(
        "secret_location_ref",
        "Stripe secret key is in Bitwarden > Clinic > Stripe (live), not here",
        "the ezyVet API secret lives in ${{ secrets.EZYVET_CLIENT_SECRET }} on the website repo",
        "env vars the web fella needs: STRIPE_SECRET_KEY, VETSTORIA_API_KEY, TWILIO_AUTH_TOKEN (values in Bitwarden)",
        "alarm & safe codes: in the sealed envelope in the bank, not written anywhere else",
        "op://Clinic/ROS certificate/password is where I put the ROS one",
    )

    r.add(
        "password_chat",
        "Changed the ezyVet pasfhocal today, new one is in Bitwarden",
        "password policy for staff: at least 12 chars, no pet names!!",
        "Vodafone said the router password reset will be done remotely, nothing to write down",
        "remind Aoife to change her password, she's been using the same one since 2019",
        "ROS cert password expires with the cert in Nov, renew & pick a new one",
    )

    r.add(
        "phone_number",
        f"Out of hours vet rota: Dr Walsh {mobile()}, Dr Murphy {mobile()}",
        f"clinic landline {landline()}",
        f"Securitas monitoring centre {landline()}",
        f"new client, ring back on {mobile()}",
        f"Eir business support 1800 {digits(3)} {digits(3)} / acc manager {mobile()}",
    )

    r.add(
        "parcel_tracking",
        f"An Post tracking for the blood samples: {an_post()}",
        f"DPD parcel no. {digits(14)} - the vaccine delivery",
        f"tracking {an_post()} (returns to the wholesaler)",
        f"Fastway/Aramex consignment {digits(12)}",
        f"courier ref {rnd(UPPER + DIGITS, 10)}, should come Thurs",
    )

    r.add(
        "pet_passport_number",
        f"EU pet passport IE{digits(7)} issued for Toffee, rabies vacc done",
        f"pet passport no. IE {digits(3)} {digits(4)} - travelling to France in June",
        f"passports issued this month\nIE{digits(7)}\nIE{digits(7)}",
        f"Passport IE{digits(7)} - check the tapeworm treatment date",
        f"wrong chip number written in passport IE{digits(7)}, corrected & stamped",
    )

    r.add(
        "vaccine_batch",
        f"Nobivac DHPPi batch {rnd(UPPER, 1)}{digits(3)}{rnd(UPPER, 1)}{digits(2)} exp 03/27",
        f"rabies vacc lot no. {digits(6)}{rnd(UPPER, 1)}",
        f"Batch {rnd(UPPER + DIGITS, 8)} of the lepto vaccine - 2 reactions reported to HPRA",
        f"bovilis BVD batch {rnd(UPPER + DIGITS, 7)}, exp 11/2026",
        f"vacc stock\n- Versican Plus lot {rnd(UPPER + DIGITS, 8)}\n- Purevax lot {rnd(UPPER + DIGITS, 8)}",
    )

    r.add(
        "pms_record_id",
        f"ezyVet animal ID {digits(6, lead=True)} (Rocky) - merge with the duplicate {digits(6, lead=True)}",
        f"consult #{digits(7, lead=True)} notes missing",
        f"client record {digits(5, lead=True)} - bad debt, flagged",
        f"https://corkvets.ezyvet.example/?recordclass=Animal&recordid={digits(6, lead=True)}",
        f"ezyVet ticket for the vetstoria sync: animal {digits(6, lead=True)}, appointment {digits(7, lead=True)}",
    )

    r.add(
        "booking_reference",
        f"Vetstoria booking ref {rnd(UPPER + DIGITS, 8)} - client didn't show",
        f"online booking {rnd(UPPER + DIGITS, 8)} moved to Thurs 10:20",
        f"booking conf: {rnd(UPPER + DIGITS, 6)}",
        f"CPD course booking (Killarney) ref VET-{digits(5)}",
        f"Hotel for the conference - booking no. {digits(10)}",
    )

    r.add(
        "device_serial_version",
        f"Eir router serial S{digits(9)} firmware V5.{digits(2)}(ABPY.{digits(1)})b{digits(2)}",
        f"ezyVet updated to v{secrets.randbelow(5) + 1}.{secrets.randbelow(30)}.{secrets.randbelow(9)} last night",
        f"ultrasound machine serial {rnd(UPPER + DIGITS, 10)} - service due",
        f"NVR model DS-7608NI-K2, serial {rnd(UPPER + DIGITS, 24)}",
        f"xray generator S/N {digits(8)}, software build {digits(4)}",
    )

    r.add(
        "network_mac_ssid",
        f"reception printer MAC {mac(upper=True)} (give it a fixed IP)",
        f"SSIDs: CorkVets-Staff, CorkVets-Guest, eir-{rnd('0123456789ABCDEF', 4)}",
        f"xray pc mac {mac('-')} is blocked on the guest network, that's why",
        f"DHCP reservations\n192.168.1.20 {mac()}\n192.168.1.21 {mac()}",
        f"the new tablet's wifi MAC is {mac()}",
    )

    r.add(
        "file_checksum",
        f"ezyVet export backup sha256 {sha256()}",
        f"md5 of the xray installer {hexs(32)} matches the website",
        f"sha256sum backup-{digits(8)}.zip\n{sha256()}  backup.zip",
        f"Certutil -hashfile gave {hexs(40)} (SHA1) for the ROS setup file",
        f"checksum on the Synology backup log: {sha256()}",
    )

    r.add(
        "uuid_url",
        f"Shared folder https://drive.google.com/drive/folders/1{rnd(URLSAFE, 32)} (rota + CPD certs)",
        f"Stripe dashboard link https://dashboard.stripe.com/payments/{stripe_obj('pi')}",
        f"Vetstoria report https://app.vetstoria.example/reports/{uid()}",
        f"Teams meeting with the accountant https://teams.acme.example/l/meetup-join/{uid()}",
        f"ezyVet help article https://support.ezyvet.example/articles/{uid()}",
    )

    r.add(
        "bank_sort_account",
        f"BOI sort code 90-{digits(2)}-{digits(2)} acc no {digits(8)} (for the Covetrus direct debit form)",
        f"our account ending {digits(4)}, sort code 90{digits(4)}",
        f"Standing order to the landlord: sort 93-{digits(2)}-{digits(2)}, acc {digits(8)}, ref RENT{digits(3)}",
        f"BIC BOFIIE2D, NSC 90{digits(4)}",
    )

    r.add(
        "revenue_reference",
        f"Revenue: employer reg no {digits(7)}{rnd(UPPER, 1)}, tax reg {digits(7)}{rnd(UPPER, 1)}",
        f"ROS payment ref {digits(12)} - VAT for Nov/Dec paid",
        f"Revenue letter ref: {digits(7)}{rnd(UPPER, 1)} / case {digits(8)}",
        f"ROS notice number {rnd(UPPER, 2)}{digits(9)}",
        f"CRO company number {digits(6)}, annual return due",
    )

    r.add(
        "money_and_dates",
        f"Takings Sat {secrets.randbelow(28) + 1}/0{secrets.randbelow(9) + 1}: €{secrets.randbelow(9000) + 1000}.{digits(2)} card, €{secrets.randbelow(900) + 100}.00 cash",
        f"Covetrus statement total €{secrets.randbelow(20000) + 1000:,}.{digits(2)} due 30/{secrets.randbelow(3) + 10}",
        f"Q{secrets.randbelow(4) + 1} VAT €{secrets.randbelow(9000) + 1000}.{digits(2)} paid {secrets.randbelow(28) + 1}.{secrets.randbelow(12) + 1}.2025",
        f"price increase from 1/1: consult €{secrets.randbelow(20) + 55}, booster €{secrets.randbelow(20) + 60}",
        f"wages {secrets.randbelow(28) + 1}/{secrets.randbelow(12) + 1}: €{secrets.randbelow(20000) + 10000:,}.{digits(2)}",
    )

    r.add(
        "alarm_event_log",
        f"Alarm log: user {secrets.randbelow(20) + 1:02d} set 19:{digits(2)}, unset 07:{digits(2)}, zone {secrets.randbelow(12) + 1} (kennels PIR) tamper",
        f"Securitas account no {digits(6)}, engineer visit ref {digits(7)}",
        f"alarm went off 02:{digits(2)}, zone {secrets.randbelow(12) + 1} - cat in the waiting room again",
        f"panel model Texecom Premier {secrets.randbelow(40) + 12}, {secrets.randbelow(20) + 8} zones, user slots 1-{secrets.randbelow(20) + 10}",
    )

    r.add(
        "lab_accession",
        f"IDEXX accession {digits(10)} - bloods for Shadow",
        f"lab sample no. {rnd(UPPER, 2)}{digits(7)} - histo results due Fri",
        f"DAFM lab ref {digits(4)}/{digits(5)} (post-mortem, calf)",
        f"biopsy sent, accession {digits(8)}, Axiom",
    )

    r.add(
        "support_case_number",
        f"ezyVet support case #{digits(8)}",
        f"Vodafone account no {digits(9)} / fault ref {rnd(UPPER, 3)}{digits(7)}",
        f"Eir ticket {digits(10)} - broadband down again",
        f"Stripe support ticket {digits(8)}, re the payout delay",
    )

    r.add(
        "cert_and_key_fingerprint",
        f"ROS cert thumbprint {thumbprint()}",
        f"NAS SSH host key fingerprint: SHA256:{b64u_bytes(32)}",
        f"when connecting to the NAS it showed ED25519 key fingerprint is SHA256:{b64u_bytes(32)} - matches",
        f"website SSL cert serial {hexs(32).upper()}, expires 14/03",
    )

    r.add(
        "cattle_tag_ueln",
        f"Tag no {cattle_tag()} - calf, scour",
        f"Horse UELN 372{digits(12)} - passport stamped",
        f"TB reactor tags: {cattle_tag()}, {cattle_tag()}",
        f"Heifer {cattle_tag()} culled, AIM notified",
        f"UELN {digits(3)}{digits(3)}{digits(9)} for the pony (Connemara), chip {microchip()}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout338.py", [
        ("heldout338_credentials.yaml", credentials(), "Held-out batch 338: credentials a vet clinic manager in Cork keeps (ezyVet, drug safe, alarm and duress codes, Vetstoria, Stripe, router and Wi-Fi, ROS, BOI 365 and more)"),
        ("heldout338_lookalikes.yaml", lookalikes(), "Held-out batch 338: a vet clinic manager's microchip, herd, invoice, Eircode, PPS-like, Revenue and bank references, public keys, masked cards and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
