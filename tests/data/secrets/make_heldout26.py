# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout26_credentials.yaml and heldout26_lookalikes.yaml: held-out batch 26.

The persona is the practice manager of a family doctors' surgery in Manchester (the clinical
system and its smartcards, the practice mail, door and key-safe codes, the vaccine fridge's
alarm and data logger, the phone system, CCTV, payroll and locum booking portals, the
pharmacy wholesaler, the intruder alarm and its call-back word, the practice Wi-Fi and
website) and of their household: three children, an elderly father with carers, a caravan,
and a church committee where they are treasurer. The notes take the forms such a person pastes
into a local assistant: e-mails, transcribed sticky notes, chat messages to colleagues and
family, handover notes, spreadsheet rows, config snippets (.env, INI, JSON, YAML, connection
strings, curl and shell lines) and "remember that ..." requests. About a quarter are in Polish
(the mother's side of the family) or in Roman Urdu (as colleagues text), the rest in English.

The batch was written blind: without reading the detector, its tests, or any earlier
corpus or generator other than the helpers of make_heldout.py. The credentials each hold at
least one usable secret value; the look-alikes hold identifiers, public keys, redacted values,
placeholders and references to secrets, but no secret. Every secret value is drawn at
run time from the `secrets` module; hosts are under `.example`, `.internal`, `.test` or
`acme`, and nothing is real. Run `python tests/data/secrets/make_heldout26.py` to redraw.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    b64,
    basic,
    bitlocker_key,
    digits,
    ean13,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
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

WORDS = ("bluebell", "kingfisher", "heather", "pennine", "marigold", "thistle", "lantern",
         "copper", "willow", "harbour", "orchard", "biscuit", "pebble", "juniper", "meadow",
         "skylark", "bramble", "rosehip")
POLISH = ("słonecznik", "jarzębina", "bursztyn", "kasztan", "pierożek", "wiewiórka", "malina",
          "sosna", "bocian", "żurawina", "kominek", "truskawka")
URDU = ("chaand", "sitara", "baarish", "gulab", "khushboo", "titli", "chandni", "aasmaan")
SURNAMES = ("Kowalczyk", "Wiśniewska", "Zielińska", "Nowakowska", "Pawlak", "Dąbrowska")


def word() -> str:
    return secrets.choice(WORDS)


def code(n: int) -> str:
    """A keypad code: n digits, never starting with 0."""
    return digits(n, lead=True)


def chosen(vocabulary: Sequence[str] = WORDS) -> str:
    """A password a person made up: a word, some digits, maybe a symbol."""
    return f"{secrets.choice(vocabulary).capitalize()}{digits(pick(2, 3, 4))}{pick('!', '#', '?', '*', '')}"


def plate() -> str:
    return f"{rnd(UPPER, 2)}{digits(2)} {rnd(UPPER, 3)}"


def sort_code() -> str:
    return "-".join(digits(2) for _ in range(3))


def dial() -> str:
    return " - ".join(f"{pick('L', 'R')} {secrets.randbelow(99) + 1}" for _ in range(3))


def credentials() -> Rows:
    r = Rows()
    r.add(
        "smartcard_passcode",
        f"Smartcard passcode (mine, new card after the RA reset it): {pick(digits(6), rnd(LOWER + DIGITS, 8))}",
        f"Remember: locum Dr Nowak's smartcard was unlocked by the RA sponsor, temporary passcode {digits(8)}, she has to change it at first log-in",
        f"Bushra ka smartcard lock ho gaya tha, RA ne reset kar diya. Naya passcode {rnd(LOWER + DIGITS, 6)} hai, kal subah usko bata dena",
    )
    r.add(
        "clinical_system_password",
        f"ClinixOne log-in for the searches and reports\nuser: pm.admin\npwd: {chosen()}",
        f"Handover: the clinical system 'reception shared' account (recep01) was reset to {rnd(ALNUM, 10)}. Nobody should be using shared log-ins, sort out individual ones by Friday.",
        f"Hasło do systemu klinicznego (konto raportowe na clinix.acme.internal): {pw()} — nie zapisywać na karteczce!",
    )
    r.add(
        "nhsmail_password",
        f"From: helpdesk@mail.acmehealth.test\nTo: pm.acmeroad@acmehealth.test\nSubject: Your account has been reset\n\nDear user,\n\nYour temporary password is: {rnd(ALNUM + '!#', 12)}\nYou will be asked to change it when you first sign in.\n\nRegards,\nMail Helpdesk",
        f"shared mailbox acmeroad.practice@acmehealth.test - pass {chosen()} (only me and Dr H have it)",
        f"Aisha, practice wala email kholna ho to username pm.acmeroad@acmehealth.test aur password {chosen()} hai. Kisi aur ko mat dena please",
    )
    r.add(
        "door_code",
        f"Staff entrance keypad: {code(4)}#  (changed after the last locum left)",
        f"Sticky note by the back door, copied: \"code {code(5)} then the key symbol, pull hard\"",
        f"Mamo, kod do bramy garażowej to {code(6)}. Jakbyś przyjechała wcześniej z dziećmi, wpisz i naciśnij OK.",
    )
    r.add(
        "key_safe_code",
        f"Dad,14 Acme Close,key safe by front door,{code(4)},carers + me + GP",
        f"Hi Janet,\n\nThe key safe code at my father's house has changed. The new code is {code(4)}.\nCould you let the evening carers know before tonight's visit?\n\nMany thanks",
        f"Surgery ke bahar jo key safe hai uska code {code(4)} hai, locum doctor ko 7:30 se pehle andar jana ho to bata dena",
    )
    r.add(
        "intruder_alarm_code",
        f"Intruder alarm: unset with {code(4)}, to set press the same code then A for full set",
        f"Alarm engineer visit 12/06\n- master (engineer) code changed to {code(6)}\n- user 2 (cleaner): {code(4)}\n- user 3 (me): {code(4)}\n- battery replaced",
        f"Alarm w przychodni — kod rozbrojenia {code(4)}. Jak zacznie wyć, wpisz kod i naciśnij ENT, potem zadzwoń do mnie.",
    )
    r.add(
        "alarm_callback_word",
        f"Alarm company (Acme Monitoring) call-back password: {word()}{digits(2)}. They ask for it when they ring after an activation.",
        f"If the monitoring centre rings you, the password they want is \"{word()} {word()}\", otherwise they send the police",
        f"Keyholders\n1. me\n2. Dr Haroon\n3. Kasia\nverbal passwd for the alarm station:\n{word().upper()}",
    )
    r.add(
        "fridge_logger_password",
        f"Vaccine fridge data logger portal (logger.acme.internal): admin / {rnd(ALNUM, 12)}",
        f"TempTrack cloud log-in for the fridge loggers\nemail: fridges@acmeroad.test\npassword\n{pw()}",
        f"Fridge logger ka software reception laptop pe hai, login nurse.lead aur pasword {chosen()} — roz min/max check karna hai",
    )
    r.add(
        "fridge_alarm_pin",
        f"To mute the vaccine fridge alarm: hold MUTE for 3 seconds and key in {digits(4)}",
        f"Lodówka ze szczepionkami — PIN do wyciszenia alarmu: {digits(4)}. Potem zapisać temperaturę w zeszycie!",
        f"Fridge 2 (flu stock) panel pin is {digits(6)}; fridge 1 uses the same one since the engineer came",
    )
    r.add(
        "phone_system_password",
        f"Phone system admin portal https://voip.acme.test/admin\nuser: practiceadmin\npass: {pw()}",
        f"remember the telephony log-in for changing the out-of-hours message: admin@acmeroad / {chosen()}",
        f"Handover for Kasia: to change the call queue announcements log into the phone portal as pm, the password is {rnd(ALNUM, 14)}, and press Publish afterwards.",
    )
    r.add(
        "sip_secret",
        f"[trunk-acme]\ntype=peer\nhost=sip.acme.test\nusername=44161{digits(7)}\nsecret={rnd(ALNUM, 16)}\ncontext=from-trunk",
        f"SIP details for the new reception handset ext 201: auth user 201, auth password {rnd(ALNUM, 12)}, registrar sip.acme.test",
        f"Naye phone ke liye SIP ka password {rnd(ALNUM, 14)} hai, extension 204 aur server pbx.acme.internal",
    )
    r.add(
        "voicemail_pin",
        f"Voicemail PIN for the manager's line: {digits(4)}",
        f"to pick up messages from outside: ring the main number, press * during the greeting, then pin {digits(6)} and #",
        f"Poczta głosowa na telefonie domowym — PIN {digits(4)}",
    )
    r.add(
        "cctv_password",
        f"CCTV recorder in the comms cupboard: http://192.168.10.20 user admin pw {rnd(ALNUM, 10)}",
        f"rtsp://viewer:{rnd(ALNUM, 12)}@cctv.acme.internal:554/Streaming/Channels/101",
        f"Camera app on my phone for the car park: device password {chosen()}, the verification code off the sticker is {rnd(UPPER, 6)}",
    )
    r.add(
        "payroll_portal_password",
        f"Payroll bureau portal (payroll.acme.example) - username ACMEROAD01, password {pw()}, memorable word {word()}",
        f"Salary portal ka password {chosen()} hai, 25 tareekh se pehle payslips approve karni hain",
        f"payroll.acme.example\nlogin: pm@acmeroad.test\npw: {rnd(ALNUM + '!$', 14)}",
    )
    r.add(
        "locum_portal_password",
        f"Locum booking site (locums.acme.test) practice account - pwd {chosen()}",
        f"Hi Dr H, you can book locums yourself while I'm on leave: the site is locums.acme.test, log in as bookings@acmeroad.test with {pw()}. Thanks!",
        f"Portal do zamawiania lekarzy na zastępstwo: login acmeroad, hasło {chosen(POLISH)}",
    )
    r.add(
        "pharmacy_ordering_password",
        f"Wholesaler ordering site (orders.pharmaacme.example) acct 40{digits(5)}, password {rnd(ALNUM, 11)}",
        f"Vaccine ordering - remember the log-in is our practice code and the password is {chosen()}",
        f"Flu vaccine order karne ke liye site pe jao, user acmeroad_pm, pass {rnd(ALNUM, 10)}",
    )
    r.add(
        "wifi_password",
        f"Practice Wi-Fi (staff): SSID AcmeRoad-Staff, key {rnd(ALNUM, 16)}",
        f"Text under the QR code on the staff room wall: WIFI:T:WPA;S:AcmeRoad-Staff;P:{rnd(ALNUM, 14)};;",
        f"Wi-Fi w przyczepie (router 4G, sieć Caravan-5G): {word()}{digits(4)}",
    )
    r.add(
        "website_admin_password",
        f"Website (acmeroadsurgery.example) WordPress admin: user practicemgr, pw {pw()}",
        f"The agency sent the CMS log-in:\nhttps://acmeroadsurgery.example/wp-login.php\neditor\n{rnd(ALNUM + '!@#', 18)}",
        f"Website pe opening hours badalne hain, login editor hai aur password {chosen()}",
    )
    r.add(
        "sms_api_key",
        f"SMS reminders gateway API key: {hexs(32)}",
        f"curl -X POST https://api.sms.acme.test/v1/messages -H 'Authorization: Bearer {rnd(ALNUM, 40)}' -d to=447700900123 -d body=test",
        f"SMS_API_KEY={rnd(ALNUM, 32)}\nSMS_SENDER=AcmeRoad\nSMS_REGION=uk",
    )
    r.add(
        "smtp_password",
        f"contact form mailer: smtp.acme.test:587, user forms@acmeroadsurgery.example, pass {rnd(ALNUM, 16)}",
        f"MAIL_HOST=smtp.acme.test\nMAIL_PORT=587\nMAIL_USERNAME=forms@acmeroadsurgery.example\nMAIL_PASSWORD={rnd(ALNUM, 20)}",
        f"Poczta dla formularza na stronie: serwer smtp.acme.test, port 465, hasło aplikacji {groups(rnd(LOWER, 16), 4)}",
    )
    r.add(
        "connection_string",
        f"reporting db: Server=reports.acme.internal;Database=Appointments;User Id=pm_reports;Password={pw()};",
        f"postgresql://rota:{rnd(ALNUM, 18)}@db.acme.internal:5432/rota",
        f"DATABASE_URL=mysql://wp_acmeroad:{rnd(ALNUM, 16)}@web.acme.test:3306/wordpress",
    )
    r.add(
        "sftp_password",
        f"Hosting SFTP: sftp.acme.test port 22, user acmeroad, password {rnd(ALNUM, 14)}",
        f"sshpass -p '{rnd(ALNUM, 12)}' sftp acmeroad@sftp.acme.test",
        f"Website files upload karne ke liye FileZilla: host sftp.acme.test, user acmeroad, pwd {pw()}",
    )
    r.add(
        "ssh_private_key",
        "deploy key for the website repo (the agency gave it to us):\n" + openssh_private(),
        "the key the hosting company e-mailed, id_ed25519:\n" + openssh_private(),
        "old key for the backup box, still works:\n" + pem("RSA PRIVATE KEY", 6),
    )
    r.add(
        "card_with_cvv",
        f"Practice debit card {groups(luhn('4'), 4)} exp 09/27 cvv {digits(3)}",
        f"Karta do zakupów do przyczepy: {luhn('5')}, ważna do 11/26, CVC {digits(3)}",
        f"Church card (treasurer): {groups(luhn('4'), 4, '-')}, expiry 03/28, security code {digits(3)} - for the Amazon order for the hall",
    )
    r.add(
        "banking_passcode",
        f"Business banking (practice account): customer ID {digits(10)}, passcode {digits(6)}, memorable word {word()}",
        f"Bank ki app ka passcode {digits(5)} hai, aur login pe memorable word ke teesra aur paanchvan letter maangte hain: {word()}",
        f"online banking re-registration letter came: activation code {digits(4)}-{digits(4)}, use within 30 days",
    )
    r.add(
        "security_answer",
        f"Security questions for the pension portal: mother's maiden name - {pick(*SURNAMES)}{digits(2)}, first school - {pick('Oakwood', 'Birchfield', 'Rosehill')}{digits(2)}",
        f"remember: answer to 'name of your first pet' on the payroll site is {pick('Burek', 'Kropka', 'Pusia', 'Tiger')}{rnd(LOWER + DIGITS, 4)}",
        f"Pytanie bezpieczeństwa w banku parafii: ulubione miasto — {pick('Zakopane', 'Gdańsk', 'Toruń', 'Sopot')}{digits(3)} (dodałam cyfry, żeby nikt nie zgadł)",
    )
    r.add(
        "recovery_codes",
        "Microsoft 365 backup codes (practice admin):\n" + recovery_codes(5, "digits"),
        "Password manager emergency kit - recovery codes:\n" + recovery_codes(6, "alnum"),
        "Email ke backup codes, sambhal ke rakhna:\n" + recovery_codes(4, "github"),
    )
    r.add(
        "totp_secret",
        f"otpauth://totp/Payroll:pm@acmeroad.test?secret={rnd(BASE32, 32)}&issuer=Payroll",
        f"set-up key for the authenticator (locum portal): {groups(rnd(BASE32.lower(), 32), 4)}",
        f"If I lose my phone: the 2FA secret for the banking app was {rnd(BASE32, 16)}",
    )
    r.add(
        "safe_combination",
        f"Office safe combination: {dial()}",
        f"Sejf w gabinecie: {digits(6)}#",
        f"petty cash tin is in the small safe, code {digits(4)} then turn the knob right",
    )
    r.add(
        "cd_cupboard_code",
        f"Controlled drugs cupboard (treatment room) digital lock: {digits(4)}",
        f"Dawai wali almari ka code {digits(5)} hai, sirf nurses ko batana",
        f"Key box for the CD cabinet keys - combo {digits(4)}, reset it every quarter",
    )
    r.add(
        "caravan_lock_code",
        f"Caravan hitch lock combination {digits(4)}",
        f"Przyczepa: kłódka na blokadzie koła — {digits(4)}, a skrzynka na klucze na kempingu {digits(4)}",
        f"Caravan tracker app (for the alarm): account me@familyacme.test, pin {digits(4)}, password {chosen()}",
    )
    r.add(
        "card_pin",
        f"Dad's debit card PIN is {digits(4)} - only for Marta (carer) for the weekly shop, change it after",
        f"PIN do karty mamy: {digits(4)} (ta niebieska karta)",
        f"Mere card ka PIN {digits(4)} hai, petrol bhar lena aur receipt le aana",
    )
    r.add(
        "church_banking_password",
        f"St Acme's church account - online banking: user {rnd(UPPER + DIGITS, 8)}, password {pw()}; second signatory is the vicar",
        f"Treasurer handover notes (church):\n- bank: Acme Community Bank\n- login ID: {digits(8)}\n- PIN/passcode: {digits(6)}\n- card reader stays in the vestry safe",
        f"Bank parafialny — login skarbnik.{digits(3)}, hasło {chosen(POLISH)}",
    )
    r.add(
        "donation_secret_key",
        f"church giving page: STRIPE_SECRET_KEY=sk_live_{rnd(ALNUM, 99)}",
        f"The online giving widget: the publishable key is fine to share but the secret key is sk_live_{rnd(ALNUM, 99)}, keep that one away from the youth group laptop",
        f"giving platform API key (account admin): {rnd(ALNUM, 32)}",
    )
    r.add(
        "webhook_secret",
        f"STRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}",
        f"webhook signing secret for the booking form -> rota app: {rnd(URLSAFE, 40)}",
        f"Webhook ka signing secret {hexs(64)} hai, developer ko bhejna hai",
    )
    r.add(
        "school_portal_password",
        f"Zofia's school parent app: me@familyacme.test / {chosen()}",
        f"Dziennik szkolny Adama — login: rodzic.{digits(4)}, hasło: {chosen(POLISH)}",
        f"dinner money site (pay.school.example) passwrd {rnd(ALNUM, 10)}",
    )
    r.add(
        "parental_pin",
        f"Xbox parental controls passkey: {digits(4)}",
        f"Leo's tablet - family controls parent PIN {digits(4)}, screen time password {digits(6)}",
        f"PIN kontroli rodzicielskiej na telewizorze: {digits(4)}, dzieci nie mogą go znać!",
    )
    r.add(
        "streaming_password",
        f"streaming account for the kids (family@familyacme.test), pass {chosen()}",
        f"TV at the caravan: profile lock PIN {digits(4)}, account password {pw()}",
        f"Ammi, TV wale account ka password {chosen(URDU)} hai, email wahi purana",
    )
    r.add(
        "router_admin_password",
        f"Home router (192.168.1.1) admin password {rnd(ALNUM, 12)}",
        f"Sticker on the back of the surgery router:\nAdmin password: {rnd(UPPER + DIGITS, 10)}\nWireless key: {rnd(LOWER + DIGITS, 12)}",
        f"Router u taty: http://192.168.0.1, login admin, hasło {rnd(ALNUM, 10)}",
    )
    r.add(
        "phone_passcode",
        f"Dad's phone unlock code {digits(6)} (the carers need it to ring me)",
        f"my work mobile passcode is {digits(6)}",
        f"Kod do telefonu Zosi: {digits(4)} — sprawdzać wieczorem",
    )
    r.add(
        "sim_puk",
        f"PUK for the practice's on-call mobile SIM: {digits(8)}",
        f"Sim lock ho gayi hai, PUK code {digits(8)} hai aur PIN {digits(4)}",
        f"SIM card in the caravan router: PIN {digits(4)}, PUK {digits(8)}",
    )
    r.add(
        "gov_gateway_password",
        f"Government Gateway (payroll / PAYE) user ID {digits(12)} password {pw()}",
        f"Tax log-in for the church Gift Aid claims: ID {digits(12)}, pwd {chosen()}",
        f"Konto podatkowe (portal rządowy): identyfikator {digits(12)}, hasło {chosen(POLISH)}",
    )
    r.add(
        "password_manager_master",
        f"Master password for the family password manager: {phrase(WORDS, 4, '-')}",
        f"Główne hasło do menedżera haseł: {phrase(POLISH, 4)}",
        f"emergency sheet for my sister:\nvault master pw = {phrase(WORDS, 3, '.')}{digits(2)}\nsecret key A3-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}",
    )
    r.add(
        "session_cookie",
        f"copied from the browser for IT support: Cookie: ASP.NET_SessionId={rnd(LOWER + DIGITS, 24)}; .AspNetCore.Cookies={rnd(URLSAFE, 80)}",
        f"The locum site's support asked me to send the session cookie: session={rnd(URLSAFE, 64)}",
        f"PHPSESSID={rnd(LOWER + DIGITS, 26)}; wordpress_logged_in_{hexs(32)}=practicemgr%7C{digits(10, lead=True)}%7C{rnd(ALNUM, 43)}%7C{hexs(64)}",
    )
    r.add(
        "oauth_client_secret",
        f"Online consultation integration: client_id acmeroad-oc, client_secret {rnd(URLSAFE, 40)}",
        '{"client_id": "' + uid() + '", "client_secret": "' + rnd(ALNUM + "~._-", 40) + '", "tenant": "acmeroad.test"}',
        f"Rota app ke API ke liye client secret {rnd(ALNUM, 32)} hai, client ID {uid()}",
    )
    r.add(
        "bitlocker_key",
        f"BitLocker recovery key for the reception PC (REC-02): {bitlocker_key()}",
        f"laptop asked for a recovery key after the BIOS update, it's {bitlocker_key()}",
        f"Klucz odzyskiwania BitLocker (laptop domowy): {bitlocker_key()}",
    )
    r.add(
        "tls_private_key",
        "website cert private key (acmeroadsurgery.example.key):\n" + pem("PRIVATE KEY", 5),
        pem("EC PRIVATE KEY", 3),
        "key for the CCTV remote-view certificate, from the installer:\n" + pem("RSA PRIVATE KEY", 6),
    )
    r.add(
        "printer_pin",
        f"Secure print release PIN for my badge: {digits(5)}",
        f"back office printer admin panel: admin / {digits(6)}",
        f"Printer pe prescription print nikalne ke liye pehle PIN {digits(4)} dalo",
    )
    r.add(
        "basic_auth",
        f"curl -u pm:{rnd(ALNUM, 14)} https://rota.acme.test/api/shifts?week=32",
        f"Authorization: Basic {basic('fridgeapi', rnd(ALNUM, 12))}",
        f"https://practicemgr:{rnd(ALNUM, 12)}@cctv.acme.internal/ISAPI/System/deviceInfo",
    )
    r.add(
        "bearer_token",
        f"rota app token (never expires apparently): {jwt({'sub': 'pm@acmeroad.test', 'role': 'admin', 'iat': 1717000000})}",
        f"ROTA_API_TOKEN={rnd(ALNUM, 48)}",
        f"curl -H 'Authorization: Bearer {jwt({'sub': uid(), 'scope': 'bookings:write'})}' https://locums.acme.test/api/bookings",
    )
    r.add(
        "backup_encryption_password",
        f"Backup drive (Friday rotation) encryption password: {phrase(WORDS, 3, '-')}{digits(3)}",
        f"[repository]\nurl = s3:https://backup.acme.test/acmeroad\npassword = {rnd(ALNUM, 24)}",
        f"Zdjęcia rodzinne na dysku zewnętrznym — hasło szyfrowania {chosen(POLISH)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "pharmacy_order_number",
        f"Order no. SO-{digits(8)} placed for the flu jabs, delivery Tuesday",
        f"Order number {digits(10)} hai, delivery kal 10 baje tak aayegi",
        f"Thank you for your order #{rnd(UPPER + DIGITS, 10)}. Items: 3 x sharps bins 4L, 2 x couch roll 50cm. Estimated delivery: 2 working days.",
    )
    r.add(
        "tracking_number",
        f"Parcel for the practice (new dermatoscope), tracking {rnd(UPPER, 2)}{digits(9)}GB",
        f"Paczka dla mamy z Polski — numer przesyłki 00{digits(18)}",
        f"Courier says parcel {digits(14)} arrives between 10:14 and 11:14",
    )
    r.add(
        "it_ticket_id",
        f"IT helpdesk ticket INC{digits(7)} raised for the scanner at reception",
        f"Ref: CS-{digits(6)} - smartcard reader not detected on consulting room 3 PC",
        f"IT walon ko call kiya, ticket number REQ{digits(8)} hai, kal tak theek karenge",
    )
    r.add(
        "uuid_link",
        f"Rota for August: https://rota.acme.test/schedules/{uid()}/view",
        f"Training certificate id {uid()} (safeguarding level 3)",
        f"Recording of the practice meeting: https://meet.acme.test/r/{uid()}",
    )
    r.add(
        "invoice_number",
        f"Invoice INV-{digits(6)} from the cleaning company, £{secrets.randbelow(900) + 100}.00, due end of month",
        f"Faktura nr FV/{digits(4)}/06/2024 za naprawę przyczepy — zapłacić do piątku",
        f"Church hall hire invoice #{digits(5)}-{rnd(UPPER, 3)} paid by BACS on 14/06",
    )
    r.add(
        "serial_number",
        f"Fridge data logger serial number SN {rnd(UPPER + DIGITS, 12)}",
        f"Vaccine fridge model LR-{digits(3)}, S/N {digits(4)}-{rnd(UPPER + DIGITS, 8)}, warranty until 2026",
        f"Defibrillator ka serial {rnd(UPPER + DIGITS, 10)} hai; pads 03/2026 mein expire honge",
    )
    r.add(
        "vaccine_batch",
        f"Flu vaccine batch {rnd(UPPER, 2)}{digits(4)}{rnd(UPPER, 1)}, exp 31/05/2025, 60 doses received",
        f"Naya batch aaya hai, lot number {rnd(UPPER + DIGITS, 7)}, expiry agle saal March",
        f"Shingles | Lot {rnd(UPPER + DIGITS, 8)} | Exp 2025-11-30 | Qty 20 | Fridge 1",
    )
    r.add(
        "licence_plate",
        f"Towing car reg {plate()}, caravan CRiS no. on the window",
        f"Staff car park permits: Dr H - {plate()}, me - {plate()}, Kasia - {plate()}",
        f"Samochód wujka, którym przyjedzie z lotniska: {plate()}",
    )
    r.add(
        "booking_reference",
        f"Caravan site booking ref {rnd(UPPER + DIGITS, 6)} for 26-30 Aug, pitch 14",
        f"Lot do Krakowa, rezerwacja {rnd(UPPER, 6)}, wylot 7:05 z Manchesteru",
        f"Church coach trip to York booking reference ACM-{digits(6)}",
    )
    r.add(
        "supplier_iban",
        f"Numer konta cioci Basi (za obiady dla taty): {iban('PL', digits(24))}",
        f"Medical supplies (EU) bank details for the invoice: IBAN {iban('DE', digits(18))}, BIC ACMEDEFFXXX",
        f"Caravan dealer's IBAN for the deposit: {iban('GB', 'ACME' + digits(14))}",
    )
    r.add(
        "sort_code_account",
        f"Pay the window cleaner: sort code {sort_code()}, account {digits(8)}, ref ACMEROAD",
        f"Cleaner ko paisay bhejne hain: sort code {sort_code()}, account number {digits(8)}",
        f"Organist | {sort_code()} | {digits(8)} | monthly £120 | standing order",
    )
    r.add(
        "customer_number",
        f"Our customer number with the clinical waste company: CW{digits(7)}",
        f"Surgery ki bijli ka account number {digits(10)} hai, meter reading ke saath dena",
        f"Numer klienta u dostawcy internetu do przyczepy: {digits(9)}",
    )
    r.add(
        "ssh_public_key",
        f"The agency asked for our public key, sent them: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} pm@acmeroad",
        f"authorized_keys on the web host:\nssh-rsa {ssh_pub('ssh-rsa', 270)} agency-deploy",
        f"ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 65)} cctv-installer (public half, fine to share)",
    )
    r.add(
        "key_fingerprint",
        f"Website cert SHA-256 fingerprint: {groups(secrets.token_hex(32).upper(), 2, ':')}",
        f"Host key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} - check it matches when FileZilla asks",
        f"GPG key ID of the agency's release key: 0x{hexs(16).upper()}",
    )
    r.add(
        "redacted_value",
        "payroll portal: username ACMEROAD01, password ********",
        "Bushra ne WhatsApp pe bheja: 'wifi ka password xxxx-xxxx hai, baqi baad mein bataungi'",
        f"Card ending {digits(4)}, CVV ***, exp 09/27 — used for the toner order",
    )
    r.add(
        "placeholder",
        ".env.example for the website:\nMAIL_PASSWORD=changeme\nSMS_API_KEY=<your-api-key>\nDB_PASSWORD=",
        "Locum welcome letter template: 'Your smartcard passcode is [PASSCODE] and the door code is [DOOR CODE]. Please do not share them.'",
        "curl -H 'Authorization: Bearer <your-token>' https://rota.acme.test/api/shifts",
    )
    r.add(
        "secret_location",
        "The alarm code is in the sealed envelope in the safe, not written anywhere else.",
        "Hasło do bankowości parafialnej jest w kopercie u proboszcza, nie u mnie.",
        "Key safe ka code mere paas hai, WhatsApp pe nahi bhejungi, phone kar lena",
    )
    r.add(
        "vault_reference",
        "password manager: Surgery > Alarm > 'Intruder alarm master code'",
        "PAYROLL_PASSWORD=op://Practice/Payroll bureau/password",
        "Phone system ka login 'Reception shared' collection mein hai, mujhse share karwa lena",
    )
    r.add(
        "ci_secret_ref",
        "deploy.yml: password: ${{ secrets.SFTP_PASSWORD }}",
        "SMS_API_KEY: ${{ secrets.SMS_API_KEY }}  # set in the repo settings by the agency",
        'export MAIL_PASSWORD="$(cat /run/secrets/mail_password)"',
    )
    r.add(
        "password_change_statement",
        "I changed the alarm code on Monday - told all keyholders in person.",
        "Zmieniłam kod do sejfu po tym, jak odeszła recepcjonistka.",
        "Wifi ka password kal change kar diya hai, naya reception pe poochh lena",
    )
    r.add(
        "wifi_ssid",
        "Networks at the surgery: AcmeRoad-Staff (staff), AcmeRoad-Patients (open), AcmeRoad-IoT (fridge loggers)",
        f"Caravan router SSID: MiFi-{hexs(4).upper()}",
        "Sieć u taty nazywa się DadsHouse_5G, a ta wolniejsza DadsHouse_2G",
    )
    r.add(
        "version_number",
        f"Clinical system updated to v{secrets.randbelow(9) + 1}.{secrets.randbelow(20)}.{secrets.randbelow(100)} build {digits(5, lead=True)} last night",
        f"Fridge logger firmware 3.2.{secrets.randbelow(50)} (build {hexs(7)})",
        "Saare consulting room PCs pe Windows 11 23H2 hai, reception abhi 22H2 pe hai",
    )
    r.add(
        "phone_number",
        f"Out of hours: 0161 496 0{digits(3)}; alarm company 0161 496 0{digits(3)}",
        f"Abbu ke carer ka number 07700 900{digits(3)} hai",
        f"Numer do pani z agencji opiekunek: 0161 496 0{digits(3)}",
    )
    r.add(
        "date_time",
        "Flu clinics: Saturdays 5, 12, 19 Oct, 08:30-13:00",
        "Zosia: dentysta 14.11 o 15:40, Adam: szczepienie 21.11 o 9:10",
        "Inspection provisionally 2024-09-17T09:00, pre-meeting 16/09 at 12:30",
    )
    r.add(
        "price",
        "Caravan pitch £38.50/night, electric hook-up +£4",
        "Quote for the new vaccine fridge: £1,249.00 + VAT (£1,498.80)",
        "Samosay 60 pieces, £45 total, church ki fundraiser ke liye",
    )
    r.add(
        "product_code",
        f"Reorder couch roll SKU {rnd(UPPER, 3)}-{digits(5)} and sharps bins code SB{digits(4)}",
        f"Toner cartridge part no. {rnd(UPPER, 2)}{digits(3)}{rnd(UPPER, 1)} for the back office printer",
        f"Barcode on the nitrile glove boxes: {ean13('50')}",
    )
    r.add(
        "room_number",
        "Consulting rooms: Dr H room 3, locum room 5, nurse treatment room 2B, comms cupboard is room 0.14",
        "Zebranie sieci przychodni w sali 2.14, parter, obok windy",
        "Dad's ward: Ward 7, bay 4, bed 23",
    )
    r.add(
        "ods_code",
        f"Our practice code is P{digits(5)}, PCN code U{digits(5)}",
        f"Nominated pharmacy code F{rnd(UPPER, 1)}{digits(3)} for the electronic prescriptions",
        f"Practice ka code P{digits(5)} hai, form pe yahi likhna",
    )
    r.add(
        "mac_address",
        f"Fridge logger gateway MAC {mac(upper=True)} - add it to the IoT VLAN allow list",
        f"Reception printer MAC {mac('-', True)}, reserved IP 192.168.10.31",
        f"Telewizor w przyczepie, adres MAC: {mac()}",
    )
    r.add(
        "ip_address",
        "NVR at 192.168.10.20, fridge gateway 192.168.30.5, phones VLAN 10.20.0.0/24",
        "port forward on the caravan router: 8080 -> 192.168.8.100:80",
        "Drukarka w domu ma adres 192.168.1.57, jakby tata pytał",
    )
    r.add(
        "checksum_hash",
        f"Downloaded the logger software installer, SHA256 {hexs(64)} matches the website",
        f"Message-ID: <{hexs(32)}@mail.acmehealth.test>",
        f'ETag: "{hexs(32)}" on the policy PDF, so the cached copy is the current one',
    )
    r.add(
        "meeting_id",
        f"PCN meeting Tues 1pm, meeting ID {digits(3, lead=True)} {digits(3)} {digits(3)} {digits(3)}",
        f"Church committee call: https://meet.acme.test/{rnd(LOWER, 3)}-{rnd(LOWER, 4)}-{rnd(LOWER, 3)}",
        f"Spotkanie rodzinne online w niedzielę o 18:00: meet.acme.test/{rnd(LOWER, 3)}-{rnd(LOWER, 4)}-{rnd(LOWER, 3)}",
    )
    r.add(
        "policy_number",
        f"Caravan insurance policy CAR/{digits(7)}/{rnd(UPPER, 2)}, renews 1 March",
        f"Practice indemnity policy no. {rnd(UPPER, 3)}{digits(8)}",
        f"Ghar ki insurance ka policy number HH{digits(9)} hai",
    )
    r.add(
        "employee_number",
        f"Payroll numbers: Kasia {digits(6)}, Bushra {digits(6)}, Tom {digits(6)}",
        f"My staff number for the pension scheme: {digits(8)}",
        f"new starter form: staff ID ACM{digits(5)}, start 01/09, 30 hrs",
    )
    r.add(
        "registration_number",
        f"Locum Dr Nowak GMC {digits(7, lead=True)}, performers list checked",
        f"Nurse PIN (NMC) {digits(2)}{rnd(UPPER, 1)}{digits(4)}{rnd(UPPER, 1)} checked on the register, revalidation due 2025",
        f"Naye doctor ka GMC number {digits(7, lead=True)} hai, check kar liya",
    )
    r.add(
        "password_policy",
        "Smartcard passcodes must be 4-8 characters; three wrong tries locks the card",
        "New rule from IT: passwords 12+ characters, no reuse of the last 10, change every 90 days",
        "Hasło musi mieć co najmniej 8 znaków, jedną wielką literę i cyfrę — tak mówi bank",
    )
    r.add(
        "publishable_key",
        f'church giving widget: data-key="pk_live_{rnd(ALNUM, 99)}" (publishable, fine in the HTML)',
        f"reCAPTCHA site key for the contact form: 6L{rnd(URLSAFE, 38)} (the secret one stays with the agency)",
        f"NEXT_PUBLIC_GIVING_KEY=pk_test_{rnd(ALNUM, 99)}",
    )
    r.add(
        "public_certificate",
        "website certificate (public, goes on the server with the chain):\n" + pem("CERTIFICATE", 5),
        "CCTV remote-view CA cert to import on the phones:\n" + pem("CERTIFICATE", 4),
        "-----BEGIN PUBLIC KEY-----\n" + "\n".join(b64(secrets.token_bytes(48)) for _ in range(2)) + "\n-----END PUBLIC KEY-----\nthat's the webhook verification key the giving platform publishes",
    )
    r.add(
        "smartcard_number",
        f"Smartcard number (printed on the back): {digits(12)}",
        f"UUID on my smartcard profile is {digits(12)}; the RA needs it to add the new role",
        f"Locum ka smartcard number {digits(12)} hai, RA ko email kar diya",
    )
    r.add(
        "company_number",
        f"Cleaning company VAT reg GB {digits(3)} {digits(4)} {digits(2)}, company no. {digits(8)}",
        f"NIP firmy wujka: {digits(3)}-{digits(3)}-{digits(2)}-{digits(2)}, REGON {digits(9)}",
        f"Church registered charity number {digits(7, lead=True)}",
    )
    r.add(
        "config_without_secret",
        "mail:\n  host: smtp.acme.test\n  port: 587\n  username: forms@acmeroadsurgery.example\n  password_env: MAIL_PASSWORD",
        "[fridge_logger]\nurl = https://logger.acme.internal\nuser = nurse.lead\npoll_minutes = 15\nalarm_high_c = 8.0\nalarm_low_c = 2.0",
        '{"sip_server": "pbx.acme.internal", "extension": 201, "codec": "G.722", "srtp": true, "voicemail": true}',
    )
    r.add(
        "git_commit",
        f"Agency says the opening-hours fix is commit {hexs(40)}",
        f"Website rollback to {hexs(7)} if the new theme breaks the booking page",
        f"theme version tag v2.3.1 ({hexs(12)}) is what's live",
    )
    r.add(
        "colour_code",
        f"Website colours: primary #{hexs(6)}, accent #{hexs(6)}, text #1a1a1a",
        f"Church newsletter header colour {'#' + hexs(6).upper()}, font Lato",
        f"Kolory na zaproszenie na komunię: #{hexs(6)} i #{hexs(6)}",
    )
    r.add(
        "what3words",
        f"Caravan pitch location for the grandparents: ///{word()}.{word()}.{word()}",
        f"Meeting point at the church fete: ///{word()}.{word()}.{word()}",
        f"Gdzie parkujemy przy jeziorze: ///{word()}.{word()}.{word()}",
    )
    r.add(
        "hymn_numbers",
        f"Sunday hymns: {digits(3, lead=True)}, {digits(3, lead=True)}, {digits(2, lead=True)}, {digits(3, lead=True)}",
        f"Hymn board for the harvest festival: {digits(3, lead=True)} / {digits(3, lead=True)} / {digits(2, lead=True)} / {digits(3, lead=True)}",
        f"Pieśni na mszę w polskiej parafii: {digits(3, lead=True)}, {digits(2, lead=True)}, {digits(3, lead=True)}",
    )
    r.add(
        "meter_reading",
        f"Meter readings surgery 01/07: gas {digits(5)} m3, electric {digits(6)} kWh",
        f"Odczyt licznika w przyczepie: {digits(5)}",
        f"Caravan trip mileage: start {digits(5, lead=True)}, end {digits(5, lead=True)}",
    )
    r.add(
        "paye_reference",
        f"Employer PAYE ref {digits(3, lead=True)}/{rnd(UPPER, 2)}{digits(5)}, Accounts Office ref {digits(3, lead=True)}P{rnd(UPPER, 1)}{digits(8)}",
        f"Church Gift Aid charity reference {rnd(UPPER, 2)}{digits(5)} on the claim form",
        f"Tax code 1257L for me, BR for Kasia's second job; pension scheme ref {digits(8)}{rnd(UPPER, 2)}",
    )
    r.add(
        "payment_reference",
        f"Tytuł przelewu: 'Czynsz przyczepa 06/2024 ref {rnd(UPPER + DIGITS, 10)}'",
        f"Gift Aid claim reference {rnd(UPPER + DIGITS, 12)} submitted 03/07",
        f"Payment reference {digits(8)} likh dena jab transfer karo",
    )
    r.add(
        "fridge_temperature_log",
        f"Fridge 1 09:00 current {secrets.randbelow(30) / 10 + 3:.1f} max {secrets.randbelow(20) / 10 + 6:.1f} min {secrets.randbelow(15) / 10 + 2:.1f} reset AK",
        "Date | Fridge | Cur | Max | Min | Init\n03/07 | 1 | 4.6 | 7.1 | 3.2 | BK\n03/07 | 2 | 5.0 | 6.8 | 2.9 | BK",
        "Fridge 2 ka temperature 9.2 tha subah, 20 minute baad 6.4 — datix bhar diya",
    )
    r.add(
        "phone_extension",
        "Extensions: reception 201, Dr H 210, nurse 220, me 205, fax 299",
        "Transfer code for the on-call GP is *72 then 210",
        "Wewnętrzny do mnie w pracy: 205, do recepcji 201",
    )
    r.add(
        "school_info",
        f"Zofia Year 6 class Oak, Adam Year 3 class 3B, Leo nursery room Ladybirds; lunch account ID {digits(7)}",
        f"Adam's school admission number {digits(6)}; reading book level 9",
        "Leo ki nursery ka room Ladybirds hai, pickup 5:30 tak",
    )
    return r


def main() -> None:
    write_corpora("make_heldout26.py", [
        ("heldout26_credentials.yaml", credentials(), "batch 26 (a Manchester surgery's practice manager and their family), written blind; every value synthetic"),
        ("heldout26_lookalikes.yaml", lookalikes(), "batch 26 look-alikes: what the same practice manager keeps that is not a secret, written blind"),
    ])


if __name__ == "__main__":
    main()
