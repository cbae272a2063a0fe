# ruff: noqa: E501
"""Writes heldout366_credentials.yaml and heldout366_lookalikes.yaml: held-out batch 366.

Persona: a paralegal at a small immigration law firm in Toronto who writes professional but
hurried Canadian English (a little French now and then). She keeps the logins for the client
portals (IRCC and GCKey, CRA Represent a Client, Clio, DocuSign, NetDocuments, the Federal
Court and IRB e-filing portals, the LSO portal), the firm's RingCentral, the shared intake
mailbox, the passwords of clients' encrypted PDFs, the office alarm, the boardroom door and
the safe, and her own banking; and many look-alikes: UCIs and application numbers, court and
IRB file numbers, Clio matter numbers, DocuSign envelope ids, NetDocuments document numbers,
invoices, tracking numbers, masked accounts, expired one-time codes, phone numbers, serials
and references to where a password lives.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module (through make_heldout's helpers)
in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`.
Nothing here is real.
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
    amex,
    b64,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    ms_recovery_code,
    onepassword_secret_key,
    pem_body,
    phrase,
    pick,
    pin,
    pw,
    rnd,
    s10,
    seed_phrase,
    totp_seed,
    uid,
    write_corpora,
)

WORDS = [
    "maple", "leafs", "raptors", "spadina", "rideau", "muskoka", "timbits", "streetcar",
    "ravine", "cottage", "toque", "loonie", "toonie", "harbourfront", "danforth", "bloor",
    "kensington", "lakeshore", "poutine", "butter-tart", "canoe", "granville", "tulip", "cedar",
]
NAMES = ["Nguyen", "Okafor", "Singh", "Castillo", "Haddad", "Reyes", "Kowalski", "Mensah", "Rahimi", "Santos", "Ibrahim", "Dlamini"]
SYMBOLS = "!#$%&*?@"


def human_pw() -> str:
    """A password a busy person makes up: words, a year or digits, a symbol."""
    word = secrets.choice(WORDS).replace("-", "")
    return pick(
        f"{word.capitalize()}{secrets.choice(WORDS).capitalize().replace('-', '')}{digits(2)}{secrets.choice(SYMBOLS)}",
        f"{word.capitalize()}{secrets.choice(SYMBOLS)}{digits(4, lead=True)}",
        f"{secrets.choice(SYMBOLS)}{word.upper()}{digits(3)}{rnd(LOWER, 2)}",
        f"{word.capitalize()}_{rnd(ALNUM, 6)}{secrets.choice(SYMBOLS)}",
    )


def strong_pw(n: int = 16) -> str:
    """A password the firm's password manager generated."""
    return rnd(ALNUM + SYMBOLS, n)


def any_pw() -> str:
    return pick(human_pw(), strong_pw(pick(14, 16, 20)), pw())


def passphrase(sep: str = "-") -> str:
    return phrase(WORDS, pick(4, 5), sep) + digits(2)


def ms_app_password() -> str:
    """A Microsoft 365 app password: sixteen lowercase letters."""
    return rnd(LOWER, 16)


def backup_codes(n: int) -> str:
    """Eight-digit backup codes, as Microsoft and Google print them."""
    return "\n".join(digits(8, lead=True) for _ in range(n))


def rsa_private() -> str:
    """A PKCS#1 RSA private key, as DocuSign's 'Add RSA keypair' shows it once."""
    body = "MIIEpAIBAAKCAQEA" + b64(secrets.token_bytes(1200))
    lines = "\n".join(body[i:i + 64] for i in range(0, 1600, 64))
    return f"-----BEGIN RSA PRIVATE KEY-----\n{lines}\n-----END RSA PRIVATE KEY-----"


def ringcentral_jwt() -> str:
    """A RingCentral JWT credential (the long-lived one an app logs in with)."""
    claims = {
        "aud": "https://platform.ringcentral.com/restapi/oauth/token",
        "sub": digits(10, lead=True),
        "iss": "https://platform.ringcentral.com",
        "exp": 3_800_000_000 + secrets.randbelow(10**8),
        "iat": 1_700_000_000 + secrets.randbelow(6 * 10**7),
        "jti": rnd(URLSAFE, 22),
    }
    return jwt(claims, alg="RS256", signature=rnd(URLSAFE, 342))


def teams_webhook() -> str:
    return (f"https://acme.webhook.office.com/webhookb2/{uid()}@{uid()}/IncomingWebhook/"
            f"{hexs(32)}/{uid()}/V2{rnd(URLSAFE, 44)}")


def clio_session() -> str:
    """A Rails-style encrypted session cookie."""
    return f"{rnd(ALNUM + '%', 180)}--{rnd(ALNUM, 16)}--{rnd(ALNUM, 22)}%3D%3D"


def aspnet_cookie() -> str:
    return "CfDJ8" + rnd(URLSAFE, pick(320, 380))


def visa() -> str:
    return groups(luhn(pick("4510", "4520", "4537", "4724")), 4)


def mastercard() -> str:
    return groups(luhn(pick("5191", "5258", "5499")), 4)


def cvv() -> str:
    return digits(3)


def safe_combo() -> str:
    return "-".join(str(secrets.randbelow(99) + 1) for _ in range(3))


def interac_answer() -> str:
    return f"{secrets.choice(WORDS)}{digits(pick(2, 3))}"


def uci() -> str:
    return pick(groups(digits(8, lead=True), 4, "-"), f"{digits(2, lead=True)}-{digits(4)}-{digits(4)}")


def ircc_app_no() -> str:
    return pick("W3", "S3", "V3", "E0", "F0") + digits(8)


def fc_file() -> str:
    return f"IMM-{secrets.randbelow(9000) + 100}-{pick('24', '25')}"


def irb_file() -> str:
    return f"{pick('TC', 'TB', 'TA')}{pick('4', '5')}-{digits(5)}"


def nd_doc() -> str:
    return f"{digits(4, lead=True)}-{digits(4)}-{digits(4)}, v. {secrets.randbelow(6) + 1}"


def phone() -> str:
    return f"{pick('416', '647', '437', '905')}-555-01{digits(2)}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "ircc_portal_password",
        f"IRCC rep portal (my acct) pw: {any_pw()}",
        f"IRCC secure acct for Mr. {secrets.choice(NAMES)} - login w/ his creds, pw {human_pw()} (he said ok to keep till PR lands)",
        f"new IRCC rep portal password after the forced reset\n{strong_pw(16)}",
        f"ircc portal pwd changed again!! now {any_pw()} - they make u change every 90 days ugh",
        f"Rep portal | user: paralegal.intake@acme.test | password: {any_pw()}",
    )

    r.add(
        "gckey_login",
        f"GCKey for the {secrets.choice(NAMES)} file\nusername: {rnd(LOWER, 6)}{digits(4)}\npassword: {rnd(ALNUM + '!@#', 12)}",
        f"gckey user {rnd(LOWER, 5)}_{digits(3)} / pass {human_pw()}  (client forgot it twice, keep here)",
        f"GCKey pw {rnd(ALNUM + '#$', 14)} - recovery Q answers are in the paper file",
        f"GCKey (firm test acct) -> {strong_pw(12)}",
        f"client's gckey: {rnd(LOWER, 7)}{digits(2)} and pw is {human_pw()}, pls dont share w/ the sponsor",
    )

    r.add(
        "cra_represent_a_client",
        f"CRA Represent a Client - RepID login pw {any_pw()}",
        f"Rep a Client password (CRA) = {human_pw()}",
        f"for the T1 slips: cra rep acct pwd\n{strong_pw(14)}",
        f"CRA RAC user {rnd(LOWER, 6)}{digits(3)}, pw {any_pw()} - Margaret is the authorized rep",
        f"- CRA rep acct\n  - user: {rnd(LOWER, 6)}{digits(2)}\n  - pw: {any_pw()}\n  - RepID on the AUT-01",
    )

    r.add(
        "clio_login",
        f"Clio - paralegal@acme.test / {any_pw()}",
        f"clio pw {human_pw()}",
        f"Clio Manage login\nemail: intake@acme.test\npassword: {strong_pw(18)}",
        f"new clio password (IT reset it tues) {any_pw()} – 2FA still on my phone",
        f"Clio Grow for the intake forms, same email, pw is {human_pw()} not the Manage one",
    )

    r.add(
        "clio_totp_seed",
        f"Clio 2FA setup key (in case my phone dies): {groups(totp_seed(32), 4)}",
        f"authenticator secret for clio - {totp_seed(32)}",
        f"otpauth://totp/Clio:paralegal@acme.test?secret={totp_seed(32)}&issuer=Clio",
        f"Clio MFA secret key\n{groups(totp_seed(16), 4)}\n(type into MS Authenticator > 'enter code manually')",
        f"2fa seed clio (backup, from the QR page) {totp_seed(32).lower()}",
    )

    r.add(
        "docusign_password",
        f"DocuSign admin login: {any_pw()}",
        f"docusign pw {human_pw()} (acct owner is Priya, I'm sender)",
        f"DocuSign - signing@acme.test\n{strong_pw(16)}",
        f"DS password reset again. new one = {any_pw()}",
        f'{{"service": "DocuSign", "login": "signing@acme.test", "password": "{strong_pw(16)}"}}',
    )

    r.add(
        "docusign_rsa_private_key",
        f"DocuSign JWT app keypair (IT said save the private part somewhere safe, this is it):\n{rsa_private()}",
        f"for the Clio<>DocuSign integration, private key\n{rsa_private()}",
        f"docusign rsa key - only shown once!!\n{rsa_private()}",
        f"Integration Key in admin, and the RSA private key below\n{rsa_private()}",
    )

    r.add(
        "netdocuments_login",
        f"NetDocs pw {human_pw()}",
        f"NetDocuments: paralegal@acme.test / {strong_pw(14)}",
        f"ND cabinet 'Immigration' - login pwd {any_pw()}",
        f"netdocuments password\n{any_pw()}\n(expires in Jan, reminder set)",
        f"nd login = intake@acme.test, pw {human_pw()} - shared w/ Tom while he's on mat leave coverage",
    )

    r.add(
        "efiling_portal_password",
        f"Federal Court e-filing acct pw: {any_pw()}",
        f"IRB My Case portal - {human_pw()}",
        f"Tribunals Ontario e-file login\nuser {rnd(LOWER, 6)}{digits(2)}\npw {strong_pw(12)}",
        f"fed court efiling pass changed to {any_pw()} b/c of the lockout",
        f"Civil Claims Online (for the Small Claims matter) pwd {human_pw()}",
    )

    r.add(
        "lso_portal_password",
        f"LSO portal (annual report, CPD hours) pw {any_pw()}",
        f"Law Society portal password: {human_pw()}",
        f"lso login - my licence # is on the card, password {strong_pw(14)}",
        f"LSO Connects pw\n{any_pw()}",
        f"law soc. portal pasword {human_pw()} (typo'd it 3x and got locked, call 416 line to unlock)",
    )

    r.add(
        "ringcentral_login",
        f"RingCentral app - ext 104 - pw {human_pw()}",
        f"RC admin portal: admin@acme.test / {strong_pw(16)}",
        f"ringcentral password {any_pw()}",
        f"RingCentral login for the front desk phone\n{human_pw()}",
        f"RC pwd (main line, only Sandra + me know) = {any_pw()}",
    )

    r.add(
        "voicemail_pin",
        f"voicemail PIN on RingCentral: {pin(6)}",
        f"VM pin {pin(4)}",
        f"main line voicemail - pin is {pin(6)}, greeting recorded in FR + EN",
        f"if Sandra calls: her voicemail passcode {pin(5)}#",
        f"RC vm access: dial *86, ext 104, pin {pin(6)}",
    )

    r.add(
        "ringcentral_jwt_credential",
        f"RingCentral JWT for the call-logging to Clio thing (IT set up):\n{ringcentral_jwt()}",
        f"RC_JWT={ringcentral_jwt()}",
        f"ringcentral app creds\nclient id: {rnd(ALNUM, 22)}\nclient secret: {rnd(ALNUM, 40)}",
        f"the JWT credential from the RC dev console (doesn't expire!) {ringcentral_jwt()}",
    )

    r.add(
        "shared_mailbox_password",
        f"intake@ mailbox pw: {any_pw()}",
        f"shared mailbox (info@acme.test) password {strong_pw(16)} – do NOT give to students",
        f"Outlook shared inbox\ninfo@acme.test\n{human_pw()}",
        f"immigration@acme.test pwd changed -> {any_pw()}",
        f"mailbox creds for the scanner to email: scans@acme.test / {human_pw()}",
    )

    r.add(
        "m365_app_password",
        f"app password for the scanner SMTP (M365): {ms_app_password()}",
        f"Outlook on old iPad needs app pw: {ms_app_password()}",
        f"m365 app password\n{ms_app_password()}\n(for Thunderbird on the reception PC)",
        f"smtp.office365.example:587 user scans@acme.test app pwd {ms_app_password()}",
    )

    r.add(
        "microsoft_recovery_code",
        f"Microsoft acct recovery code (firm admin): {ms_recovery_code()}",
        f"MS recovery code - print + put in safe\n{ms_recovery_code()}",
        f"if MFA breaks use this recovery code {ms_recovery_code()}",
        f"M365 backup codes for paralegal@:\n{backup_codes(5)}",
        f"Google Workspace (old domain) backup codes, unused ones:\n{backup_codes(4)}",
    )

    r.add(
        "client_pdf_password",
        f"{secrets.choice(NAMES)} - passport scans PDF pw: {rnd(ALNUM, 10)}",
        f"encrypted bank stmts from client, password {rnd(UPPER + DIGITS, 8)}",
        f"PDF pw for the {secrets.choice(NAMES)} LMIA package\n{any_pw()}",
        f"sent the GCMS notes to client as encrypted pdf, pwd = {rnd(ALNUM + '#', 12)} (texted it separately)",
        f"mot de passe du PDF (dossier {secrets.choice(NAMES)}) : {rnd(ALNUM, 10)}",
        f"Zip of the police certs is locked, password {human_pw()}",
    )

    r.add(
        "alarm_code",
        f"office alarm code {pin(4)}",
        f"ALARM: disarm {pin(4)} then # (you have 30 sec!)",
        f"Alarm\n{pin(4)}\nduress code is different, ask Margaret",
        f"alarm code for weekend access - {pin(5)}",
        f"if alarm goes off, code is {pin(4)} and the monitoring co passphrase is {secrets.choice(WORDS)}{digits(2)}",
    )

    r.add(
        "door_code",
        f"boardroom door {pin(4)}#",
        f"Boardroom keypad code: {pin(6)}",
        f"door code for the file room {pin(4)} (changed after the student left)",
        f"bldg after-hours side door *{pin(5)}",
        f"boardroom lock - {pin(4)} then the lock symbol",
    )

    r.add(
        "safe_combination",
        f"safe (originals, passports) combo {safe_combo()}",
        f"Safe combination: R {secrets.randbelow(99) + 1} L {secrets.randbelow(99) + 1} R {secrets.randbelow(99) + 1}",
        f"the small safe in Margaret's office is {pin(6)} + enter",
        f"petty cash lockbox {pin(4)}",
    )

    r.add(
        "copier_pin",
        f"copier user code {pin(5)}",
        f"Xerox print release PIN: {pin(4)}",
        f"printer code for billing to the {secrets.choice(NAMES)} matter is mine: {pin(6)}",
        f"scan-to-email on the big copier asks for a pin -> {pin(4)}",
    )

    r.add(
        "online_banking_password",
        f"TD EasyWeb pw {human_pw()}",
        f"RBC online banking\ncard {luhn('4519', 16)}\npw {any_pw()}",
        f"my scotia online pass: {any_pw()}",
        f"bank pw (personal!!) {human_pw()}",
        f"Tangerine PIN {pin(6)} + the phrase '{secrets.choice(WORDS)} {secrets.choice(WORDS)}'",
    )

    r.add(
        "debit_pin",
        f"debit pin {pin(4)}",
        f"new bank card, PIN {pin(4)} (remember to destroy this note lol)",
        f"firm trust acct debit card PIN: {pin(4)}",
        f"PIN for the cheq card\n{pin(4)}",
        f"NIP carte débit {pin(4)}",
    )

    r.add(
        "credit_card_details",
        f"firm Visa for IRCC fees: {visa()} exp {card_expiry()} cvv {cvv()}",
        f"Mastercard {mastercard()}\n{card_expiry()}\nCVC {cvv()}\nname on card: Margaret Chen",
        f"card for the biometrics fee {visa()}, {card_expiry()}, {cvv()}",
        f"| card | exp | cvv |\n| {mastercard()} | {card_expiry()} | {cvv()} |",
        f"corp amex for LSO fees {amex()} exp {card_expiry()} CID {digits(4)}",
    )

    r.add(
        "interac_security_answer",
        f"e-transfer to the translator: question 'firm name?' answer {interac_answer()}",
        f"Interac Q: what file? A: {interac_answer()}",
        f"sent the refund by e-transfer, security answer is {interac_answer()} - text it to client",
        f"etransfer pw for the Reyes deposit: {interac_answer()}",
    )

    r.add(
        "wifi_key",
        f"office wifi ACME-Staff pw {human_pw()}",
        f"WiFi: ACME-Guest / {passphrase()}",
        f"staff wi-fi WPA2 key\n{strong_pw(20)}",
        f"wifi for clients in boardroom -> {passphrase(' ')}",
        f"home network (for VPN troubleshooting w/ IT) SSID Rogers-{rnd(UPPER + DIGITS, 4)}, key {rnd(ALNUM, 12)}",
    )

    r.add(
        "password_manager_master",
        f"Bitwarden master password {passphrase()}",
        f"1Password emergency kit\nemail paralegal@acme.test\nSecret Key {onepassword_secret_key()}",
        f"bw master pw: {passphrase('.')}",
        f"1P secret key (from the emergency kit pdf) {onepassword_secret_key()}",
        f"password manager master pw - {passphrase(' ')} (spaces incl.)",
    )

    r.add(
        "bitlocker_recovery_key",
        f"laptop bitlocker recovery key: {bitlocker_key()}",
        f"BitLocker key for the reception PC\n{bitlocker_key()}",
        f"IT said if it asks for the recovery key on boot type {bitlocker_key()}",
        f"Dell (my laptop) - BitLocker recovery:\nID {uid()[:8].upper()}\nkey {bitlocker_key()}",
    )

    r.add(
        "zoom_host_key",
        f"Zoom host key {pin(6)}",
        f"claim host on zoom w/ {pin(6)} if Margaret is late",
        f"zoom login paralegal@acme.test pw {human_pw()}",
        f"host key (firm zoom acct)\n{pin(6)}",
    )

    r.add(
        "teams_webhook_url",
        f"Teams incoming webhook for the 'Deadlines' channel: {teams_webhook()}",
        f"IT's webhook so Clio reminders post to Teams\n{teams_webhook()}",
        f"webhook url (don't share, anyone can post w/ it): {teams_webhook()}",
        f"Power Automate -> Teams: {teams_webhook()}",
    )

    r.add(
        "session_cookie",
        f"IT asked for my clio cookie to reproduce the bug: _clio_session={clio_session()}",
        f"copied from devtools for the support ticket:\nCookie: .AspNetCore.Cookies={aspnet_cookie()}",
        f"NetDocs session cookie (support wanted it) {aspnet_cookie()}",
        f"_session_id={clio_session()}  <- logged-in cookie, delete after ticket closed",
    )

    r.add(
        "crypto_seed_phrase",
        f"my wallet recovery phrase (personal, NOT firm):\n{seed_phrase(12)}",
        f"seed words: {seed_phrase(12)}",
        f"Ledger 24 words\n{seed_phrase(24)}",
        f"crypto app backup phrase - {seed_phrase(12)}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "client_uci",
        f"{secrets.choice(NAMES)}, UCI {uci()}",
        f"UCI: {uci()} (on the old study permit)",
        f"UCI\n{uci()}\nDOB on file",
        f"uci for the spouse is {uci()}, principal's is {uci()}",
        f"new client - no UCI yet, sister's UCI {uci()} for reference",
    )

    r.add(
        "ircc_application_no",
        f"app # {ircc_app_no()} submitted, AOR pending",
        f"Application number: {ircc_app_no()}",
        f"{secrets.choice(NAMES)} WP extension {ircc_app_no()} - maintained status",
        f"IRCC webform re {ircc_app_no()} sent {pick('Mar', 'Apr', 'May')} {secrets.randbelow(27) + 1}, case ref {digits(8, lead=True)}",
        f"| client | app no. |\n| {secrets.choice(NAMES)} | {ircc_app_no()} |\n| {secrets.choice(NAMES)} | {ircc_app_no()} |",
    )

    r.add(
        "federal_court_file",
        f"FC file {fc_file()} - leave app filed",
        f"Court File No.: {fc_file()}",
        f"JR {secrets.choice(NAMES)} v. MCI, {fc_file()}, hearing TBD",
        f"served the AR on DOJ for {fc_file()}",
    )

    r.add(
        "irb_file_no",
        f"IRB RPD file {irb_file()}",
        f"RAD appeal {irb_file()} - record due in 15 days",
        f"IAD sponsorship appeal file no. {irb_file()}",
        f"IRB # {irb_file()} (client ID {digits(8, lead=True)})",
    )

    r.add(
        "clio_matter_number",
        f"Clio matter {digits(5)}-{secrets.choice(NAMES)}",
        f"matter no. {pick('2024', '2025')}-{digits(4)}",
        f"https://app.clio.example/nc/#/matters/{digits(10, lead=True)}/dashboard",
        f"bill to matter {digits(5)} (not the old one {digits(5)})",
        f"Clio matter ID {digits(10, lead=True)} - {secrets.choice(NAMES)} spousal",
    )

    r.add(
        "docusign_envelope",
        f"DocuSign envelope ID: {uid().upper()}",
        f"envelope {uid().upper()} completed, cert of completion saved to ND",
        f"retainer sent via DS, env id\n{uid().upper()}",
        f"resent envelope {uid().upper()} b/c client used wrong email",
        f"https://app.docusign.example/documents/details/{uid()}",
    )

    r.add(
        "netdocs_document_no",
        f"ND doc {nd_doc()}",
        f"see NetDocs {nd_doc()} for the submission letter",
        f"ND# {nd_doc()} = final forms, {nd_doc()} = draft",
        f"Submission letter\n{nd_doc()}",
    )

    r.add(
        "invoice_no",
        f"Invoice INV-{pick('2024', '2025')}-{digits(4)} paid by e-transfer",
        f"inv # {digits(6, lead=True)} to translator, $487.50 incl HST",
        f"Clio bill {digits(5, lead=True)} - outstanding",
        f"vendor invoice no. {rnd(UPPER, 2)}{digits(7)} (RingCentral)",
    )

    r.add(
        "masked_account",
        f"trust account ending {digits(4)}",
        f"deposit went to chequing ****{digits(4)}",
        f"refund to client's card xxxx xxxx xxxx {digits(4)}",
        f"general acct (…{digits(4)}) vs trust (…{digits(4)}) - DON'T MIX",
        f"Visa ending in {digits(4)} declined at IRCC, used Mastercard *{digits(4)}",
    )

    r.add(
        "direct_deposit_info",
        f"for the payroll form: transit {digits(5)}, inst 004, acct {digits(7)}",
        f"void cheque details - transit #{digits(5)} institution 003 account {digits(7)}",
        f"firm's deposit info for clients paying by wire\nInst 002 / Transit {digits(5)} / Acct {digits(7)}\nSWIFT NOSCCATT",
        f"Institution: 001  Transit: {digits(5)}  Account: {digits(7)}",
    )

    r.add(
        "foreign_iban",
        f"client refund wire - beneficiary IBAN {iban('GB', 'NWBK' + digits(14))}",
        f"IBAN: {iban('FR', digits(23))}",
        f"sponsor's account abroad (proof of funds): {iban('DE', digits(18), spaced=False)}",
        f"IBAN {iban('AE', digits(19))} BIC EBILAEAD, from the bank letter",
    )

    r.add(
        "phone_number",
        f"client cell {phone()}",
        f"translator (Farsi) {phone()} ext {digits(3, lead=True)}",
        "IRCC call centre 1-888-242-2100, wait was 45 min",
        f"main line {phone()}, fax {phone()}",
        f"Ms. {secrets.choice(NAMES)} - mobile {phone()}, WhatsApp same #",
    )

    r.add(
        "ringcentral_extension",
        "RingCentral ext list: 101 Margaret, 102 Priya, 104 me, 110 reception",
        f"forward ext {digits(3, lead=True)} to my cell {phone()} while WFH",
        f"RC extension ID {digits(9, lead=True)} (for the IT ticket)",
        f"direct line {phone()} rings ext {digits(3, lead=True)}",
    )

    r.add(
        "canada_post_tracking",
        f"Canada Post tracking {digits(16, lead=True)}",
        f"sent originals by registered mail {s10('RN', 'CA')}",
        f"passport returned - tracking {s10('RW', 'CA')}",
        f"Xpresspost\n{digits(16, lead=True)}",
    )

    r.add(
        "purolator_pin",
        f"Purolator PIN {digits(12, lead=True)} - that's the tracking no., not a code",
        f"courier waybill (Purolator) {digits(12, lead=True)}",
        f"FedEx {digits(12, lead=True)} for the docs to Vegreville",
        f"UPS 1Z{rnd(UPPER + DIGITS, 16)} originals to the client",
    )

    r.add(
        "ircc_fee_receipt",
        f"IRCC fee receipt # {digits(10, lead=True)} ($1,050 PR fee)",
        f"biometrics paid, receipt no. {rnd(UPPER, 1)}{digits(9)}",
        f"payment confirmation {digits(12, lead=True)} - $155 WP fee",
        f"receipt {digits(10, lead=True)} saved as PDF in ND",
    )

    r.add(
        "expired_otp",
        f"IRCC sent code {digits(6)} but it expired before I typed it, requested another",
        f"Clio verification code {digits(6)} (used, logged in 9:14)",
        f"GCKey one-time code {digits(6)} - already used, ignore",
        f"the DocuSign access code from the SMS was {digits(6)}, expired, client got a new one",
        f"old 2FA code {digits(6)} from this morning, useless now",
    )

    r.add(
        "masked_credential",
        f"clio pw ends in ...{rnd(LOWER, 2)} (full one in 1Password)",
        "DocuSign pw: ********** (ask Priya)",
        f"card {visa()[:4]} •••• •••• {digits(4)}",
        f"RingCentral API key sk_****{rnd(ALNUM, 4)} (masked in the admin screen)",
    )

    r.add(
        "password_location_note",
        "alarm code is in the red binder in Margaret's office, not writing it here",
        "IRCC rep portal password -> 1Password, 'Firm Shared' vault",
        "the safe combo is only with Margaret + the landlord, ask her",
        "new NetDocs pw - saved in Bitwarden, not in this note!!",
        "client PDF passwords are texted to clients, never emailed, never saved in Clio",
    )

    r.add(
        "vault_item_path",
        "op://Firm Shared/IRCC Rep Portal/password",
        "Bitwarden > Collections > Immigration > GCKey - Singh",
        "1Password item 'RingCentral admin' (field: password) in the Admin vault",
        "op read 'op://Firm Shared/DocuSign JWT/private key'  <- what IT's script does",
    )

    r.add(
        "secret_variable_reference",
        "IT's sync script uses ${{ secrets.CLIO_CLIENT_SECRET }} and ${{ secrets.RC_JWT }}",
        "env: DOCUSIGN_PRIVATE_KEY_PATH=/etc/acme/docusign.pem (the key itself isn't here)",
        "Power Automate step reads @{body('Get_secret')?['value']} from Key Vault",
        "CLIO_API_TOKEN=$CLIO_API_TOKEN  # set on the server, not in git",
    )

    r.add(
        "document_hash",
        f"DocuSign cert of completion - document hash {hexs(64)}",
        f"SHA-256 of the filed record (FC e-filing receipt): {hexs(64).upper()}",
        f"checksum for the scanned passport batch\n{hexs(40)}",
        f"ND says file hash {hexs(32)} matches",
        f"Get-FileHash output: SHA256 {hexs(64).upper()} submission.pdf",
    )

    r.add(
        "certificate_thumbprint",
        f"the e-filing cert thumbprint: {':'.join(hexs(40).upper()[i:i + 2] for i in range(0, 40, 2))}",
        f"Adobe signing cert (public) SHA1 fingerprint {hexs(40).upper()}",
        f"cert serial no. {hexs(32).upper()} expires 2026",
        f"thumbprint {hexs(40)} - IT installed on my laptop",
    )

    r.add(
        "docusign_integration_key",
        f"DocuSign Integration Key (public client id) {uid()}",
        f"DS account ID {uid()} and user ID {uid()} for the API setup - not secret",
        f"integration key: {uid()}  (the RSA key is separate, IT has it)",
        f"Clio app client ID {rnd(ALNUM, 40)} - public, shown on the app page",
    )

    r.add(
        "pgp_public_key",
        f"firm PGP public key for clients to send encrypted docs:\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n{pem_body(4)}\n-----END PGP PUBLIC KEY BLOCK-----",
        f"our public key fingerprint {groups(hexs(40).upper(), 4)}",
        f"S/MIME public cert (ok to send out):\n-----BEGIN CERTIFICATE-----\n{pem_body(5)}\n-----END CERTIFICATE-----",
        f"Margaret's PGP key ID 0x{hexs(16).upper()}",
    )

    r.add(
        "software_version",
        f"Acrobat Pro version 24.00{digits(1)}.{digits(5, lead=True)} - the redaction bug is fixed",
        f"Clio desktop app v{secrets.randbelow(9) + 1}.{secrets.randbelow(30)}.{digits(4, lead=True)}",
        f"RingCentral app 24.{secrets.randbelow(4) + 1}.{secrets.randbelow(30)}.{digits(4, lead=True)} on reception pc",
        f"Windows build 10.0.22631.{digits(4, lead=True)}",
    )

    r.add(
        "device_serial",
        f"laptop service tag {rnd(UPPER + DIGITS, 7)}",
        f"copier serial no. {rnd(UPPER, 3)}{digits(6)} for the lease renewal",
        f"YubiKey serial {digits(8, lead=True)} (mine, the blue one)",
        f"scanner S/N {rnd(UPPER + DIGITS, 12)}, warranty till 2026",
    )

    r.add(
        "mac_address",
        f"IT needs the MAC of the new printer: {mac(upper=True)}",
        f"my laptop wifi MAC {mac('-', upper=True)}",
        f"reception PC MAC {mac()} - whitelist on guest net",
        f"MAC: {mac()}",
    )

    r.add(
        "meeting_id",
        f"Zoom meeting ID {digits(3, lead=True)} {digits(4)} {digits(4)} - passcode in the calendar invite",
        f"Teams meeting ID: {digits(3, lead=True)} {digits(3)} {digits(3)} {digits(3)}",
        f"IRB virtual hearing zoom ID {digits(11, lead=True)} (passcode is in the Notice to Appear)",
        f"consult link https://acme.zoom.example/j/{digits(11, lead=True)}",
        f"webinar ID {digits(3, lead=True)}-{digits(4)}-{digits(4)} for the LSO CPD",
    )

    r.add(
        "deadline_and_fee",
        f"PR fee $1,525 + biometrics $85, due by {pick('Jun', 'Jul', 'Aug')} {secrets.randbelow(27) + 1}",
        f"deadline {pick('2025', '2026')}-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(27) + 1:02d} (JR leave app, 15 days)",
        f"retainer $3,{digits(3)}.00 received, deposited to trust",
        f"PGWP expires {secrets.randbelow(27) + 1:02d}/{secrets.randbelow(12) + 1:02d}/2026, file ext by 60 days before",
    )

    r.add(
        "paralegal_licence_no",
        f"my LSO licence number {digits(5, lead=True)}P",
        f"Margaret's LSO # {digits(5, lead=True)}{pick('P', 'L')} (for the Use of Rep form)",
        f"RCIC-IRB member ID R{digits(6, lead=True)} for the other consultant",
        f"Rep ID (IRCC) {rnd(UPPER, 1)}{digits(6, lead=True)}",
    )

    r.add(
        "business_number",
        f"firm BN {digits(9, lead=True)}RT0001",
        f"HST # {digits(9, lead=True)} RT 0001 on the invoice",
        f"employer's CRA business number {digits(9, lead=True)} (LMIA)",
        f"Job Bank employer ID {digits(7, lead=True)}, LMIA file {digits(7, lead=True)}",
    )

    r.add(
        "booking_reference",
        f"client flight booking ref {rnd(UPPER + DIGITS, 6)} (Air Canada)",
        f"VFS biometrics appt ref {rnd(UPPER, 3)}{digits(8)}",
        f"hotel conf # {digits(9, lead=True)} for the Ottawa hearing",
        f"Porter confirmation: {rnd(UPPER, 6)}",
    )

    r.add(
        "wifi_network_name",
        f"staff SSID is ACME-Staff-5G, guest SSID ACME-Guest-{rnd(UPPER + DIGITS, 4)}",
        f"wifi network name: {rnd(UPPER, 4)}-{digits(4)} (password from reception)",
        "boardroom TV joins 'ACME-Boardroom' - no password needed, it's on the staff VLAN",
        f"Rogers-{rnd(UPPER + DIGITS, 4)} is the landlord's network, ignore it",
    )

    r.add(
        "record_link",
        f"Clio contact https://app.clio.example/nc/#/contacts/{digits(10, lead=True)}",
        f"intake form response https://forms.acme.test/responses/{uid()} (need login)",
        f"ND workspace link https://vault.netdocuments.example/neWeb2/workspace/{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{digits(4)}",
        f"SharePoint folder https://acme.sharepoint.example/sites/Immigration/Shared%20Documents/{uid()}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout366.py", [
        ("heldout366_credentials.yaml", credentials(), "Held-out batch 366: credentials a Toronto immigration paralegal keeps (IRCC, GCKey, CRA, Clio, DocuSign, NetDocuments, e-filing, LSO, RingCentral, mailbox, PDF passwords, alarm, doors, banking and more)"),
        ("heldout366_lookalikes.yaml", lookalikes(), "Held-out batch 366: a paralegal's file numbers, receipts, tracking numbers, masked accounts, expired codes, public keys and password references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
