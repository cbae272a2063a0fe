# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout11_credentials.yaml and heldout11_lookalikes.yaml: the eleventh blind batch.

The persona of this batch is text people paste into a chat with their assistant, or that the
assistant saves as a note from such a paste: forwarded emails (welcome emails, helpdesk
replies, landlord messages), SMS and WhatsApp messages, Slack and Teams DMs, screenshots
turned to text (with OCR noise), spreadsheet rows, password-manager and browser exports,
retyped letters and stickers, and handover documents. The writers are office workers,
helpdesk staff, a school secretary, a property manager, a small-agency web designer and an
accountant; about a third of the notes are in German, French, Spanish, Italian, Dutch,
Swedish or Portuguese.

The batch was written blind: without reading the detector, its tests or the earlier corpora
(only the helpers of make_heldout.py were reused). Every secret value is synthetic, drawn at
run time from the `secrets` module, and every host is under `.test`, `.internal`,
`.example` or `acme`; a rerun draws new values. The look-alikes are notes that are safe to
keep: identifiers, references, redacted values, public keys and talk about passwords with
no password in it. Ambiguous items (gift cards, discount codes, one-time codes, password
hashes) are left out of both files. Run `python make_heldout11.py` from this folder to
redraw.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    b64,
    digits,
    ean13,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    openssh_private,
    pem,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = ["Sonne", "Apfel", "Wolke", "Tanne", "Falke", "Birne", "Marea", "Luna", "Tulp", "Gran", "Cielo", "Pluie"]
LOWER_WORDS = ["lampe", "garten", "kiefer", "wolke", "fenster", "brunnen", "sommer", "hafen"]
OCR_SWAPS = {"1": "l", "l": "1", "0": "O", "O": "0", "I": "l", "5": "S", "S": "5", "8": "B", "B": "8", "m": "rn"}


def pin(n: int = 4) -> str:
    """A PIN or door code: n digits, never starting with 0."""
    return digits(n, lead=True)


def temp_pw() -> str:
    """An initial or reset password as a helpdesk or a portal hands it out."""
    return secrets.choice([
        f"{secrets.choice(WORDS)}{digits(4)}{secrets.choice('!?#$%&')}",
        rnd(ALNUM, 10),
        f"{rnd(UPPER, 1)}{rnd(LOWER, 5)}{digits(3)}{secrets.choice('!$%*')}",
        f"{rnd(UPPER, 3)}-{digits(4)}-{rnd(LOWER, 3)}",
        pw(),
    ])


def login_pw() -> str:
    """A password a person keeps for a login: the shared helper's shapes and a few more."""
    return secrets.choice([
        pw(),
        pw(),
        f"{secrets.choice(WORDS)}{secrets.choice(WORDS).lower()}{digits(2)}{secrets.choice('!?#.')}",
        rnd(ALNUM + "!$%&*?", 14),
    ])


def wpa() -> str:
    """A Wi-Fi key as printed on a router or a guest card."""
    return secrets.choice([rnd(ALNUM, 16), rnd(UPPER + DIGITS, 12), rnd(LOWER + DIGITS, 10) + rnd(UPPER, 2), groups(digits(20), 4)])


def ocr_break(text: str) -> str:
    """`text` as OCR read it: one character swapped for a look-alike, or a stray space."""
    spots = [i for i, c in enumerate(text) if c in OCR_SWAPS]
    if not spots:
        i = len(text) // 2
        return text[:i] + " " + text[i:]
    i = secrets.choice(spots)
    return text[:i] + OCR_SWAPS[text[i]] + text[i + 1:]


def google_backup_codes(n: int) -> str:
    """Google-style backup codes, two to a line."""
    codes = [f"{digits(4)} {digits(4)}" for _ in range(n)]
    return "\n".join("    ".join(codes[i:i + 2]) for i in range(0, n, 2))


def service_account(project: str, name: str) -> str:
    return json.dumps({
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(40),
        "private_key": pem("PRIVATE KEY", 6) + "\n",
        "client_email": f"{name}@{project}.iam.gserviceaccount.com",
        "client_id": digits(21, lead=True),
        "token_uri": "https://oauth2.googleapis.com/token",
    })





def vin() -> str:
    return rnd("ABCDEFGHJKLMNPRSTUVWXYZ" + DIGITS, 17)


def credentials() -> list[tuple[str, str]]:
    r = Rows()
    r.add(
        "welcome_email_temp_password",
        f"Fwd: Welcome to Acme Logistics!\n\nHi Jana,\nyour account has been created.\nUsername: j.novak@acme.test\nTemporary password: {temp_pw()}\nYou will be asked to change it at first sign-in.\n-- IT Onboarding",
        f"WG: Willkommen bei der Kanzlei Weber\nHallo Herr Brandt,\nIhr Zugang zum Mandantenportal ist eingerichtet.\nBenutzername: brandt.k\nInitialpasswort: {temp_pw()}\nBitte ändern Sie es nach der ersten Anmeldung.",
        f"TR: Bienvenue chez Acme\nBonjour Camille,\nvoici vos identifiants pour https://intranet.acme.test : identifiant c.moreau, mot de passe provisoire {temp_pw()}\nIl faudra le changer lors de la première connexion.",
        f"From: noreply@hr-portal.acme.test\nSubject: Your Acme HR account\nLogin ID: {digits(6, lead=True)}\nInitial password (change it after your first login): {temp_pw()}",
    )
    r.add(
        "helpdesk_reset_reply",
        f"Hi Tom, I've reset your password as requested (ticket INC{digits(7)}). Your new password is {temp_pw()} - please change it after logging in. Regards, Service Desk",
        f"Beste Sanne, je wachtwoord is gereset. Nieuw wachtwoord: {temp_pw()} (hoofdlettergevoelig). Groet, ICT-servicedesk",
        f"Hola Lucía, he restablecido tu contraseña del correo. La nueva es {temp_pw()} y te pedirá cambiarla al entrar. Un saludo, Soporte IT",
        f"[10:42] Helpdesk (Marco)\ndone, unlocked your AD account and set it to {temp_pw()}\n[10:42] Helpdesk (Marco)\nchange it with ctrl+alt+del once you're in",
    )
    r.add(
        "router_sticker",
        f"Aufkleber vom Router abgetippt:\nFRITZ!Box 7590 AX\nWLAN-Netzwerk (SSID): FRITZ!Box 7590 {rnd(UPPER, 2)}\nWLAN-Netzwerkschlüssel: {groups(digits(20), 4)}\nFRITZ!Box-Kennwort: {secrets.choice(LOWER_WORDS)}{digits(4)}",
        f"Back of the new broadband box: Network name HomeHub-{rnd(UPPER + DIGITS, 4)} | Wireless key {rnd(UPPER + DIGITS, 12)} | Admin login admin / {rnd(ALNUM, 8)}",
        f"Étiquette de la box : SSID Box-{hexs(4).upper()}\nClé de sécurité WPA2 : {rnd(UPPER + DIGITS, 26)}\nMot de passe d'administration : {rnd(ALNUM, 8)}",
        f"Etichetta del modem in ufficio: SSID Ufficio-{digits(6)} / Password WiFi {rnd(ALNUM, 24)} / accesso modem admin {rnd(ALNUM, 8)}",
    )
    r.add(
        "bank_pin_letter",
        f"Brief von der Bank abgetippt:\nIhre persönliche Geheimzahl (PIN) für die Debitkarte mit der Kartennummer endend auf {digits(4)} lautet: {pin(4)}\nBitte vernichten Sie dieses Schreiben nach Kenntnisnahme.",
        f"PIN letter for the company debit card (Acme Studio Ltd, card ending {digits(4)}) arrived today. Your PIN is {pin(4)}.",
        f"Online-Banking Zugangsdaten (Brief vom {secrets.randbelow(28) + 1}.3.):\nAnmeldename / Legitimations-ID: {digits(10, lead=True)}\nStart-PIN: {digits(5, lead=True)}\nBei der ersten Anmeldung wird eine neue PIN vergeben.",
    )
    r.add(
        "password_manager_csv",
        f"name,url,username,password\nAcme Intranet,https://intranet.acme.test,mkeller,{login_pw()}\nPayroll,https://payroll.acme.test,m.keller@acme.test,{login_pw()}",
        f"folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp\n,,login,Webmail,,,0,https://mail.kanzlei-weber.test,sekretariat@kanzlei-weber.test,{login_pw()},",
        f"name,url,username,password,note\nrouter.internal,http://router.internal/,admin,{login_pw()},\nnas.acme.internal,https://nas.acme.internal:5001/,backup,{login_pw()},",
        f'"Group","Title","Username","Password","URL","Notes"\n"Root/Kunden","Bäckerei Rosa FTP","rosa_ftp","{login_pw()}","ftp://ftp.baeckerei-rosa.example",""\n"Root/Kunden","Café Lindner WP","cl_admin","{login_pw()}","https://cafe-lindner.example/wp-admin",""',
    )
    r.add(
        "tsv_rows_no_header",
        f"Hofmann, Lea\tlea.hofmann@gs-am-see.test\t{temp_pw()}\t5b\nYilmaz, Deniz\tdeniz.yilmaz@gs-am-see.test\t{temp_pw()}\t3a\nBerger, Paul\tpaul.berger@gs-am-see.test\t{temp_pw()}\t4c",
        f"mail.acme.test\tinfo@acme.test\t{login_pw()}\tIMAP 993\nmail.acme.test\tbuchhaltung@acme.test\t{login_pw()}\tIMAP 993",
        f"Bäckerei Rosa\tftp.baeckerei-rosa.example\trosa_web\t{login_pw()}\nPraxis Aydin\tftp.praxis-aydin.example\taydin\t{login_pw()}",
    )
    r.add(
        "handover_logins",
        f"Handover – Sarah (last day Friday)\n- Shop backend: https://shop.acme.test/admin  sarah / {login_pw()}\n- Newsletter tool: marketing@acme.test / {login_pw()}\n- Printer queue: no login needed",
        f"Übergabe Buchhaltung (Petra → Jonas)\nDATEV Unternehmen online: Benutzer p.lang, Kennwort {login_pw()}\nFirmenkonto: Anmeldename {digits(10, lead=True)}, PIN {digits(5, lead=True)}",
        f"Överlämning IT\nAdminkonto för Microsoft 365: admin@acme.test, lösenord {login_pw()}\nBrandväggen 10.0.0.1: användare admin, lösenord {rnd(ALNUM, 14)}",
        f"Passagem de funções — acessos:\nsite (WordPress): https://clinica-sorriso.example/wp-admin, utilizador rececao, senha {login_pw()}\nemail partilhado: geral@clinica-sorriso.example / {login_pw()}",
    )
    r.add(
        "shared_mailbox",
        f"Shared inbox for the front desk: info@hotel-seeblick.example, password {login_pw()} (IMAP imap.hotel-seeblick.example, port 993)",
        f"Casella condivisa amministrazione@studio-rossi.example – password {login_pw()}, la usano Giulia e Paolo",
        f"can you keep an eye on the support@acme.test mailbox while I'm off? login is the address itself, pw {login_pw()}",
    )
    r.add(
        "wordpress_admin",
        f"Client: Café Lindner\nWP admin: https://cafe-lindner.example/wp-admin\nuser: cl_admin\npass: {login_pw()}",
        f"WordPress application password for the Zapier connection (user: webdesign on tierarzt-berg.example): {groups(rnd(ALNUM, 24), 4)}",
        f"Zugang WordPress für Praxis Dr. Aydin: Benutzer praxisadmin / Passwort {login_pw()} – nicht an die Praxis weitergeben, die haben einen eigenen Redakteurs-Login.",
    )
    r.add(
        "site_builder_login",
        f"Squarespace login for Blumenhaus Köhler: shop@blumenhaus-koehler.example, password {login_pw()}",
        f"Wix – Yoga Studio Luz: contributor account luz.yoga@acme.test / {login_pw()} (the owner account stays with the client)",
        f"Acceso a la web de la inmobiliaria (Wix): usuario web@inmo-costa.example, contraseña {login_pw()}",
    )
    r.add(
        "ftp_login",
        f"FTP for the old site\nHost: ftp.baeckerei-rosa.example\nUser: rosa_web\nPass: {login_pw()}\nPort: 21",
        f"sftp://deploy@files.acme.test:2222  pw {rnd(ALNUM, 18)}",
        f'from FileZilla sitemanager.xml:\n<Host>ftp.kunde-meyer.example</Host>\n<User>meyer</User>\n<Pass encoding="base64">{b64(login_pw().encode())}</Pass>',
        f"FTP-gegevens van de hosting: server ftp.fietsenwinkel-devries.example, gebruikersnaam devries, wachtwoord {login_pw()}",
    )
    r.add(
        "hosting_panel",
        f"cPanel for tierarzt-berg.example: https://tierarzt-berg.example:2083 user tierarzt pass {login_pw()}",
        f"Plesk (server 2): https://srv2.webagentur.test:8443\nadmin / {login_pw()}",
        f"Accès hébergement (cPanel) du cabinet : utilisateur cabinetb, mot de passe {login_pw()}",
    )
    r.add(
        "domain_registrar",
        f"Registrar account where acme.test is registered: customer no. {digits(8, lead=True)}, password {login_pw()}",
        f"Domain praxis-aydin.example: Kundenkennung beim Registrar {digits(7, lead=True)}, Kennwort {login_pw()}.",
        f"Auth code (EPP) to transfer hotel-seeblick.example to the new registrar: {rnd(ALNUM + '!#$%', 14)}",
    )
    r.add(
        "dashboard_api_key",
        f"Mailchimp > Account > Extras > API keys\nLabel: website signup form\nKey: {hexs(32)}-us{secrets.randbelow(20) + 1}",
        f"Stripe dashboard, Developers → API keys\nSecret key  sk_live_{rnd(ALNUM, 99)}",
        f"OpenAI key I made for the invoice script (name: accounting-bot): sk-proj-{rnd(URLSAFE, 64)}",
        f"Brevo → SMTP & API → API keys\nName: contact-form\nxkeysib-{hexs(64)}-{rnd(ALNUM, 16)}",
    )
    r.add(
        "smtp_contact_form",
        f"Contact form SMTP (WP Mail SMTP plugin):\nSMTP host: mail.cafe-lindner.example\nPort 587, TLS\nUsername: kontakt@cafe-lindner.example\nPassword: {login_pw()}",
        f"SMTP für das Kontaktformular: Server smtp.webagentur.test, Benutzer formular@webagentur.test, Kennwort {login_pw()}",
        f"$mail->Host = 'smtp.inmo-costa.example';\n$mail->Username = 'noreply@inmo-costa.example';\n$mail->Password = '{login_pw()}';",
    )
    r.add(
        "wifi_qr",
        f"WIFI:T:WPA;S:Praxis-Aydin;P:{wpa()};;",
        f"the QR code on the meeting room wall decodes to: WIFI:S:Acme-Staff;T:WPA2;P:{wpa()};H:false;;",
        f"scanned the wifi code at the flat: WIFI:T:WPA;S:Casa_Limon_5G;P:{wpa()};;",
    )
    r.add(
        "voicemail_pin",
        f"Voicemail: dial 5000 from your desk phone, mailbox {digits(3, lead=True)}, PIN {pin(4)}",
        f"Buzón de voz de recepción: marcar *86, contraseña {pin(6)}",
        f"Mobilbox-PIN fürs Firmenhandy: {pin(4)} (Abfrage von extern über die eigene Nummer, dann *)",
    )
    r.add(
        "door_alarm_code",
        f"Hi Mr. Okafor, welcome to Flat 3B! The front door keypad code is {pin(6)}#, and the alarm disarm code is {pin(4)}. The bin store uses the front door code.",
        f"Hallo Frau Demir, der neue Code für die Haustür ist {pin(4)}, die Alarmanlage schalten Sie mit {pin(4)} und OFF aus. Viele Grüße, Hausverwaltung Lenz",
        f"Codice portone: {pin(5)}. Codice allarme: {pin(4)} (digitare e premere OFF entro 30 secondi).",
        f"Reminder for staff: the alarm code for the main building changed over the holidays, it is now {pin(4)}. The side gate code is C{pin(4)}. School Office",
    )
    r.add(
        "key_safe_code",
        f"The key safe next to the garage door is set to {pin(4)} – the spare keys for unit 7 are inside.",
        f"Boîte à clés : code {pin(4)}, à gauche de la porte d'entrée. Merci de remettre les clés et de brouiller le code en partant.",
        f"Sleutelkluisje bij de achterdeur, code {pin(4)}. De sleutel van de meterkast hangt erin.",
    )
    r.add(
        "accounting_login",
        f"Xero login for Hartley & Sons (shared bookkeeping login): books@hartley-sons.example / {login_pw()}",
        f"lexoffice Zugang Mandant Schulz: buchhaltung@schulz-gmbh.example, Passwort {login_pw()}",
        f"Programa de contabilidad de la gestoría: usuario asesoria02, contraseña {login_pw()}",
    )
    r.add(
        "payroll_portal",
        f"Payroll portal for the office: client ID {digits(6, lead=True)}, user payroll.admin, password {login_pw()}",
        f"Lohnportal: Mandantennummer {digits(5, lead=True)}, Benutzer lohn01, Kennwort {login_pw()}",
        f"Portal de processamento salarial: utilizador rh.admin, palavra-passe {login_pw()}",
    )
    r.add(
        "ipsec_psk",
        f"VPN to the branch office (IPsec, IKEv2): peer 203.0.113.10, pre-shared key {rnd(ALNUM + '!#%', 32)}",
        f"FRITZ!Box VPN-Einstellungen: Shared Secret {rnd(ALNUM, 20)}, Benutzer vpn-buero, Kennwort {login_pw()}",
        f'/etc/ipsec.secrets on the gateway:\n203.0.113.10 198.51.100.7 : PSK "{rnd(ALNUM, 28)}"',
    )
    r.add(
        "office365_app_password",
        f"App password for the scanner (scan-to-email, scanner@acme.test): {rnd(LOWER, 16)}",
        f"Outlook on the old iPhone needs an app password: {rnd(LOWER, 16)} for m.keller@acme.test",
        f"App-Kennwort für den Kopierer im Lehrerzimmer (kopierer@gs-am-see.test): {rnd(LOWER, 16)}",
    )
    r.add(
        "workspace_recovery_codes",
        f"Google Workspace super admin backup codes (admin@acme.test):\n{google_backup_codes(10)}",
        f"Backup-Codes für das Google-Konto der Schule (sekretariat@gs-am-see.test):\n{google_backup_codes(8)}",
        f"Microsoft account recovery code for the reception account: {groups(rnd(UPPER + DIGITS, 25), 5, '-')}",
    )
    r.add(
        "mfa_backup_codes",
        "GitHub recovery codes for the agency org owner:\n" + recovery_codes(8, "github"),
        "Codici di backup 2FA per l'account dello studio: " + recovery_codes(6, "digits"),
        f"Password manager recovery code for the shared agency vault: {groups(rnd(LOWER + DIGITS, 32), 4, '-')}",
    )
    r.add(
        "totp_setup_key",
        f"2FA setup key for the shared social media account (type it into the authenticator): {groups(rnd(BASE32, 32), 4)}",
        f"Schlüssel für die Zwei-Faktor-App vom Steuerportal: {groups(rnd(BASE32, 16), 4)}",
        f"text under the QR code on the payroll 2FA page: otpauth://totp/Acme%20Payroll:payroll.admin?secret={rnd(BASE32, 32)}&issuer=Acme%20Payroll",
    )
    r.add(
        "chat_private_key",
        f"hey can you put this on the build box? it's the deploy key\n{openssh_private()}",
        f"here's the key for the shop's certificate, the hosting support asked for it:\n{pem('PRIVATE KEY', 6)}",
        f"{pem('RSA PRIVATE KEY', 5)}\nthat's the key for the sftp user, no passphrase",
    )
    r.add(
        "chat_token",
        f"[Slack DM] Ben: here's the bot token for the reminders app xoxb-{digits(12, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}",
        f"GitHub token so you can pull the theme repo: ghp_{rnd(ALNUM, 36)} (expires in 30 days)",
        f"Aylin (Teams): GitLab deploy token for the client site, user gitlab+deploy-token-{digits(6, lead=True)} / gldt-{rnd(URLSAFE, 20)}",
    )
    r.add(
        "service_account_json",
        service_account("acme-forms", "sheets-writer"),
        "Firebase admin key for the booking app, Kai sent it on Slack:\n" + service_account("yoga-luz-booking", "firebase-adminsdk-" + rnd(LOWER + DIGITS, 5)),
        "Service-Account-Schlüssel für die Kalender-Synchronisierung:\n" + service_account("kanzlei-weber-cal", "calendar-sync"),
    )
    r.add(
        "env_snippet",
        f"Kai sent me the .env for the booking site:\nDB_HOST=db.acme.internal\nDB_USER=booking\nDB_PASSWORD={login_pw()}\nSTRIPE_SECRET=sk_live_{rnd(ALNUM, 99)}",
        f"APP_NAME=Inmo\nAPP_KEY=base64:{b64(secrets.token_bytes(32))}\nMAIL_USERNAME=noreply@inmo-costa.example\nMAIL_PASSWORD={login_pw()}",
        f"paste this into your .env:\nSMTP_PASS={login_pw()}\nMOLLIE_API_KEY=live_{rnd(ALNUM, 30)}",
        f"DATABASE_URL=postgres://shop:{rnd(ALNUM, 20)}@db.acme.internal:5432/shop",
    )
    r.add(
        "ocr_password",
        f"Text from the photo of the sticky note on the monitor:\nSchulverwaltung\nBenutzernarne: sekretariat\nKennw ort: {ocr_break(rnd(ALNUM, 12))}",
        f"Scan of the welcome letter:\nY0ur temporary passw ord is: {ocr_break(rnd(ALNUM, 10))}\nPIease change it when you fi rst log in.",
        f"OCR of the IT card:\nUsername | j.silva\nPassword | {ocr_break(rnd(ALNUM, 12))}\nVPN | vpn.acme.test",
        f"copied from the screenshot (the l might be a 1):\nIdentifiant : compta.dupont\nMot de passe : {ocr_break(rnd(ALNUM + '!$', 11))}",
    )
    r.add(
        "browser_saved_passwords",
        f"Chrome saved passwords (screenshot → text):\nintranet.acme.test    m.keller    {login_pw()}\nwebmail.acme.test    m.keller@acme.test    {login_pw()}",
        f"Website address: https://portal.gs-am-see.test\nUsername: sekretariat\nPassword: {login_pw()}\nCreated: 12 March 2023",
        f"Passwörter > kundenportal.stadtwerke-nord.example\nBenutzername: wohnung.12\nPasswort: {login_pw()}",
    )
    r.add(
        "whatsapp_login",
        f"[14:02, 03/09] Landlord Mr. Pereira: Hi! The wifi in the flat is CasaAzul_5G and the password is {wpa()}. The TV is already logged in 😊",
        f"[09:15] Mamá: hija, el usuario del banco es {digits(8, lead=True)} y la clave {pin(6)}, no se lo digas a nadie",
        f"[18:44] Luca: ti giro le credenziali del gestionale: utente luca.ferri, password {login_pw()}",
    )
    r.add(
        "sms_login",
        f"SMS from Acme Parking: Your account was created. Login: {rnd(LOWER, 6)}@acme.test Password: {temp_pw()}",
        f"SMS: Hej! Ditt lösenord till bokningssystemet är {temp_pw()}. Användarnamn: anna.lund",
        f"Text from Jo: the manager login for the till is manager / {pin(6)}",
    )
    r.add(
        "teams_dm_login",
        f"[Teams] Priya Shah 09:31\ncan you log into the supplier portal for me? supplier id {digits(6, lead=True)}, pw {login_pw()}\nthanks!!",
        f"Hi Lukas, für den Dienstplan nimm erstmal meinen Login: t.weiss / {login_pw()}, bis deiner freigeschaltet ist",
        f"Hoi, het beheerderswachtwoord van de kassa is {login_pw()}, niet doorsturen aub",
    )
    r.add(
        "school_portal_login",
        f"Dear Mrs. Patel, your login for the parent portal: username patel.r{digits(3)}, initial password {temp_pw()}. Best wishes, School Office",
        f"Zugangsdaten Schulverwaltungsprogramm für die neue Kollegin: Benutzer sek2, Kennwort {login_pw()}",
        f"Identifiants ENT pour Léo : identifiant leo.martin{digits(2)}, mot de passe {temp_pw()}",
    )
    r.add(
        "nas_login",
        f"Synology at the office: http://nas.acme.internal:5000 admin / {login_pw()}",
        f"QNAP im Keller (Backups): Benutzer admin, Kennwort {login_pw()}",
        f"NAS de la oficina: \\\\nas.acme.internal, usuario copias, contraseña {login_pw()}",
    )
    r.add(
        "cctv_login",
        f"CCTV recorder in the shop: http://10.0.0.50 admin / {login_pw()}; app verification code {rnd(UPPER, 6)}",
        f"Videoüberwachung Hausverwaltung Lenz, Rekorder im Technikraum: admin / {login_pw()}",
        f"Accesso DVR telecamere magazzino: utente admin, password {login_pw()}",
    )
    r.add(
        "tenant_portal_login",
        f"Mieterportal Hausverwaltung Lenz: Benutzer demir.wohnung4@acme.test, Passwort {temp_pw()}",
        f"Your tenant portal account for Flat 3B: username okafor3b, password {temp_pw()} (change it under My Account)",
    )
    r.add(
        "payment_card_full",
        f"Company Visa for the ad accounts: {groups(luhn('4', 16), 4)} exp {secrets.randbelow(12) + 1:02d}/{secrets.randbelow(5) + 27} CVC {digits(3)} (name on card: Acme Studio)",
        f"Tarjeta de la empresa para pagar el hosting: {groups(luhn('5', 16), 4)}, caduca {secrets.randbelow(12) + 1:02d}/{secrets.randbelow(5) + 27}, CVV {digits(3)}",
        f"Firmenkreditkarte (für Bahn-Buchungen): {groups(luhn('4', 16), 4)}  gültig bis {secrets.randbelow(12) + 1:02d}/{secrets.randbelow(5) + 27}  Prüfziffer {digits(3)}",
    )
    r.add(
        "sim_pin_puk",
        f"SIM card letter for the new work phone: PIN {pin(4)}, PUK {digits(8, lead=True)}",
        f"Carta SIM do telemóvel da receção: PIN {pin(4)} / PUK {digits(8, lead=True)}",
        f"SIM-Karte Diensthandy Sekretariat: PIN {pin(4)}, PUK {digits(8, lead=True)}",
    )
    r.add(
        "vpn_client_login",
        f"VPN client setup: remote gateway vpn.acme.test, port 443, user j.silva, password {login_pw()}",
        f"VPN für Homeoffice: Server vpn.kanzlei-weber.test, Benutzer brandt.k, Kennwort {login_pw()}",
        f"auth.txt next to the .ovpn file:\nremote-staff\n{login_pw()}",
    )
    r.add(
        "online_banking_login",
        f"Online banking for the football club account: Anmeldename {rnd(LOWER, 6)}{digits(2)}, PIN {digits(5, lead=True)}",
        f"Banque en ligne de l'association : identifiant {digits(10, lead=True)}, code secret {pin(6)}",
        f"Business banking login: company ID {digits(8, lead=True)}, user ID {rnd(UPPER, 6)}, password {login_pw()}",
    )
    r.add(
        "tax_portal_login",
        f"Accesso Entratel dello studio: nome utente {rnd(UPPER, 6)}{digits(2)}, password {login_pw()}, PIN {digits(10, lead=True)}",
        f"ELSTER Schulz GmbH: Zertifikatsdatei liegt unter Mandanten/Schulz/elster.pfx, Passwort zur Datei {login_pw()}",
        f"HMRC Government Gateway for Hartley & Sons: user ID {digits(12, lead=True)}, password {login_pw()}",
    )
    r.add(
        "printer_admin",
        f"Admin-Kennwort des Kopierers im Lehrerzimmer (Web-Oberfläche 10.1.0.20): {pin(8)}",
        f"Printer admin page http://printer.acme.internal – user admin, password {rnd(ALNUM, 10)}",
        f"Mot de passe administrateur du copieur (interface web http://10.1.0.21) : {rnd(ALNUM, 10)}",
    )
    r.add(
        "database_login",
        f"phpMyAdmin for Café Lindner: https://db.webagentur.test/phpmyadmin  user cafe_lindner  pass {login_pw()}",
        f"mysql -h db.webagentur.internal -u praxis_aydin -p'{rnd(ALNUM, 18)}' praxis_wp",
        f"from wp-config.php:\ndefine( 'DB_NAME', 'tierarzt_wp' );\ndefine( 'DB_USER', 'tierarzt' );\ndefine( 'DB_PASSWORD', '{rnd(ALNUM + '!#%', 20)}' );",
    )
    r.add(
        "email_account_setup",
        f"Setting up the till iPad: IMAP mail.acme.test, user kasse@acme.test, password {login_pw()}, SMTP same login on 587",
        f"E-Mail auf dem neuen Handy einrichten: Posteingang imap.kanzlei-weber.test, Benutzer brandt@kanzlei-weber.test, Kennwort {login_pw()}",
        f"Lägg till mejlen i telefonen: server mail.acme.test, användarnamn ekonomi@acme.test, lösenord {login_pw()}",
    )
    return r


def lookalikes() -> list[tuple[str, str]]:
    r = Rows()
    r.add(
        "order_confirmation",
        f"Fwd: Your order #{digits(3, lead=True)}-{digits(7)}-{digits(7)} has been confirmed. 2 × toner cartridge, 1 × A4 paper (5 reams). Total £{secrets.randbelow(200) + 40}.{digits(2)}",
        f"Bestellbestätigung Nr. {digits(9, lead=True)} vom {secrets.randbelow(28) + 1}.05.: 3 Ordner, 1 Laminiergerät, Lieferung in 2–3 Werktagen.",
        f"Confirmation de commande CMD-{rnd(UPPER + DIGITS, 8)} : chaises de bureau ×4, livraison prévue le {secrets.randbelow(28) + 1}/06.",
        f"Order ACM-{digits(6)} for Café Lindner: 500 flyers A6, proof approved, ships Tuesday.",
    )
    r.add(
        "shipping_tracking",
        f"Your parcel is on its way! Tracking number: 1Z{rnd(UPPER + DIGITS, 16)}. Expected delivery: Thursday.",
        f"Ihr Paket kommt heute zwischen 10:30 und 12:30. Sendungsnummer: 00340434{digits(12)}",
        f"Tu pedido ha salido del almacén. Número de seguimiento: {rnd(UPPER, 2)}{digits(9)}ES",
        f"Je pakket wordt morgen bezorgd. Track & trace: 3S{rnd(UPPER + DIGITS, 13)}",
    )
    r.add(
        "booking_reference",
        f"Booking confirmed – Lisbon, 14–16 May. Booking reference (PNR): {rnd(UPPER + DIGITS, 6)}, seat 12C, flight TP{digits(4, lead=True)}.",
        f"Hotelreservierung Nr. {digits(10, lead=True)} – Hotel Seeblick, 2 Nächte, Einzelzimmer, Frühstück inklusive.",
        f"Billet de train : référence dossier {rnd(UPPER, 6)}, voiture 14, place 63, départ 07:12.",
        f"Prenotazione n. {rnd(UPPER + DIGITS, 8)} confermata: sala riunioni per 12 persone, venerdì 9:00–13:00.",
    )
    r.add(
        "invoice_bank_details",
        f"Invoice INV-2024-{digits(4)} from Webagentur Nord\nAmount due: €{secrets.randbelow(3000) + 200},00\nIBAN: {iban('DE', digits(18))}\nBIC: NORDDEXXX\nPayment terms: 14 days",
        f"Rechnung Nr. {digits(6, lead=True)}: Bitte überweisen Sie den Betrag auf IBAN {iban('AT', digits(16))}, Verwendungszweck: RE{digits(6)}",
        f"Factura {rnd(UPPER, 1)}-{digits(5)} · Transferencia a {iban('ES', digits(20))} · Concepto: mantenimiento web marzo",
        f"Factuur {digits(8, lead=True)} – graag overmaken naar {iban('NL', rnd(UPPER, 4) + digits(10))} t.n.v. Fietsenwinkel De Vries",
    )
    r.add(
        "vat_number",
        f"Our VAT number for the supplier form: GB{digits(9, lead=True)}",
        f"USt-IdNr. der Kanzlei: DE{digits(9, lead=True)}, Steuernummer steht auf dem Briefbogen.",
        f"Numéro de TVA intracommunautaire : FR{digits(2)}{digits(9, lead=True)}",
    )
    r.add(
        "customer_number",
        f"Customer number with the electricity supplier: {digits(10, lead=True)} (needed when you call them).",
        f"Kundennummer beim Bürobedarf-Händler: K-{digits(7)}",
        f"Numero cliente fornitore caffè: {digits(8, lead=True)} – ordinare sempre con questo.",
    )
    r.add(
        "meeting_invite",
        f"Zoom meeting: Q3 budget review\nThursday 10:00 CET\nMeeting ID: {digits(3, lead=True)} {digits(4)} {digits(4)}\nWaiting room is on, no passcode needed.",
        f"Microsoft Teams meeting\nJoin on your computer or mobile app\nMeeting ID: {digits(3, lead=True)} {digits(3)} {digits(3)} {digits(3)}\nDial in by phone +44 20 7946 0{digits(3)}, phone conference ID {digits(9, lead=True)}#",
        f"Einladung: Elternabend 4c, Dienstag 19:30, Raum 112. Besprechungs-ID {digits(3, lead=True)} {digits(3)} {digits(4)} für alle, die online teilnehmen.",
        f"Invitación: reunión con la gestoría, miércoles 12:00. Enlace: https://meet.acme.test/{rnd(LOWER, 3)}-{rnd(LOWER, 4)}-{rnd(LOWER, 3)}",
    )
    r.add(
        "calendar_link",
        f"Book a slot with me here: https://cal.acme.test/j-novak/30min?month=2024-0{secrets.randbelow(9) + 1}",
        f"Add the school holidays to your calendar: https://calendar.gs-am-see.test/holidays/{uid()}.ics",
        f"Termin vereinbaren: https://termine.praxis-aydin.example/booking?service={digits(3)}&day=2024-06-1{secrets.randbelow(10)}",
    )
    r.add(
        "helpdesk_ticket",
        f"Your request has been logged as INC{digits(7)}. An engineer will contact you within 4 working hours.",
        f"Ticket #{digits(6, lead=True)} – printer on floor 2 jams on duplex. Status: In progress.",
        f"Ihr Anliegen wurde unter der Ticketnummer SR-{digits(8)} erfasst. Wir melden uns.",
        f"Ärende {digits(6, lead=True)}: skrivaren i receptionen är lagad, ärendet stängs om 3 dagar.",
    )
    r.add(
        "case_number",
        f"Insurance claim case number: CLM-{digits(4)}-{digits(6)}. Please quote it in all letters.",
        f"Aktenzeichen {digits(2)} O {digits(3)}/24 – Termin beim Landgericht am 14.11.",
        f"Número de expediente {digits(4)}/{secrets.randbelow(5) + 2020}-{rnd(UPPER, 2)} del Ayuntamiento, licencia de obra.",
    )
    r.add(
        "device_serial",
        f"Laptop for the new starter: Dell Latitude 5440, service tag {rnd(UPPER + DIGITS, 7)}",
        f"Inventory: HP LaserJet M404dn, S/N PHB{rnd(UPPER + DIGITS, 7)}, room 1.12",
        f"iPad (Kasse) Seriennummer: {rnd(UPPER + DIGITS, 12)}, Garantie bis 03/2026",
        f"Número de série do monitor da receção: {rnd(UPPER + DIGITS, 4)}{digits(8)}",
    )
    r.add(
        "mac_address",
        f"Please whitelist the new printer on the network: MAC {mac(upper=True)}",
        f"DHCP reservation for the till: {mac('-', upper=True)} → 192.168.10.25",
        f"MAC-adres van de nieuwe laptop: {mac(upper=True)} (ethernet), {mac(upper=True)} (wifi)",
    )
    r.add(
        "imei",
        f"Work phone returned: iPhone 13, IMEI {luhn('35' + digits(6), 15)}",
        f"IMEI des Diensthandys (für die Versicherung): {luhn('35' + digits(6), 15)}",
        f"Telefono aziendale smarrito, IMEI {luhn('86' + digits(6), 15)}, denuncia fatta.",
    )
    r.add(
        "open_guest_network",
        "Guest Wi-Fi at the office: network 'Acme-Guest', open network, you accept the terms on the splash page.",
        "Router in the waiting room is a FRITZ!Box 7530; the guest network 'Praxis-Gast' has no password, patients just connect.",
        "El wifi de invitados es 'Hotel-Seeblick-Free', sin contraseña; el portal pide solo el número de habitación.",
    )
    r.add(
        "contacts_csv",
        f"name,email,phone\nJana Novak,j.novak@acme.test,+44 20 7946 0{digits(3)}\nTom Reid,t.reid@acme.test,+44 20 7946 0{digits(3)}",
        f"Nachname;Vorname;E-Mail;Telefon\nHofmann;Lea;lea.hofmann@gs-am-see.test;030 {digits(7, lead=True)}\nBerger;Paul;paul.berger@gs-am-see.test;030 {digits(7, lead=True)}",
        f"Martin\tLéo\tparent: claire.martin@acme.test\t06 {digits(2)} {digits(2)} {digits(2)} {digits(2)}",
    )
    r.add(
        "inventory_rows",
        f"SKU\tEAN\tItem\tQty\nTN-{digits(4)}\t{ean13('40')}\tToner black\t12\nPA-{digits(4)}\t{ean13('40')}\tPaper A4 80g\t40",
        f"{rnd(UPPER, 3)}-{digits(5)},{ean13('84')},Taza cerámica blanca,120\n{rnd(UPPER, 3)}-{digits(5)},{ean13('84')},Taza cerámica negra,85",
        f"Artikelnr. {digits(6, lead=True)} | EAN {ean13('40')} | Laminierfolie A4 | Bestand 7",
        f"art. {rnd(UPPER + DIGITS, 8)}  {ean13('80')}  risme carta A3  giacenza 15",
    )
    r.add(
        "commit_sha",
        f"Deployed the new menu page to Café Lindner, commit {hexs(40)}.",
        f"hey, the fix for the contact form is in {hexs(7)}, can you pull and check?",
        f"Rollback auf {hexs(12)} gemacht, der Slider auf der Startseite ging nicht.",
    )
    r.add(
        "checksum",
        f"SHA-256 of the installer from the vendor page: {hexs(64)} – matches what I downloaded.",
        f"MD5 der Backup-Datei praxis_2024-05.zip: {hexs(32)}",
        f"sha1sum theme-2.3.zip\n{hexs(40)}  theme-2.3.zip",
    )
    r.add(
        "uuid_link",
        f"Here's the survey for parents: https://forms.gs-am-see.test/s/{uid()}",
        f"The invoice can be viewed at https://billing.acme.test/invoices/{uid()}/view",
        f"Lien vers le dossier client : https://crm.acme.test/clients/{uid()}",
    )
    r.add(
        "drive_share_link",
        f"Sheet with the rota: https://docs.google.com/spreadsheets/d/1{rnd(URLSAFE, 43)}/edit?usp=sharing",
        f"Fotos vom Sommerfest: https://drive.google.com/drive/folders/1{rnd(URLSAFE, 32)}?usp=share_link",
        f"Il verbale è qui: https://docs.google.com/document/d/1{rnd(URLSAFE, 43)}/edit",
    )
    r.add(
        "youtube_link",
        f"This is the video that explains the new expense tool: https://www.youtube.com/watch?v={rnd(URLSAFE, 11)}",
        f"Kurzes Tutorial für die Eltern: https://youtu.be/{rnd(URLSAFE, 11)}?t=95",
        f"Vídeo de la presentación: https://www.youtube.com/watch?v={rnd(URLSAFE, 11)}&list=PL{rnd(URLSAFE, 32)}",
    )
    r.add(
        "short_url",
        f"Register for the webinar: https://go.acme.test/{rnd(ALNUM, 7)}",
        f"Link zur Umfrage: https://kurz.acme.test/{rnd(ALNUM, 6)}",
        f"Menu du jour : https://lnk.acme.test/{rnd(LOWER + DIGITS, 8)}",
    )
    r.add(
        "password_talk",
        "I reset your password, check your email for the link. It expires in 24 hours.",
        "the new Wi-Fi password is on the fridge, same place as always",
        "Dein Passwort ist abgelaufen – bitte über das Self-Service-Portal ein neues setzen, ich kann es nicht sehen.",
        "He cambiado la contraseña del router, te la digo en persona mañana.",
        "Reminder: passwords must be changed every 90 days; you'll get an email a week before.",
    )
    r.add(
        "redacted_value",
        "Account: m.keller@acme.test\nPassword: ********\n(shown masked in the screenshot)",
        f"Payment received from card ending {digits(4)}, thank you!",
        f"IBAN: DE** **** **** **** **{digits(2)} {digits(2)} (rest hidden in the app)",
        "Passwort: ●●●●●●●●●● – das steht so im Browser, anzeigen geht nur mit dem Windows-Kennwort.",
    )
    r.add(
        "public_key_fingerprint",
        f"Server host key fingerprint: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (ED25519) – confirm it when connecting the first time.",
        f"Kai's public SSH key for the server: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} kai@laptop",
        f"PGP-Fingerabdruck der Kanzlei: {groups(hexs(40).upper(), 4)}",
    )
    r.add(
        "colour_codes",
        "Brand colours for Café Lindner: #3B2A1F (coffee), #F4E9D8 (cream), #C8553D (accent).",
        "Corporate Design Praxis Aydin: Primär #1E6FA8, Sekundär #A8D5BA, Schrift #222222.",
        "Colori del sito: rgb(34, 85, 136) per i titoli, #FFCC00 per i pulsanti.",
    )
    r.add(
        "postal_address",
        "New office address from 1 July: Acme Studio Ltd, Unit 4, 12 Harbour Road, Bristol BS1 6XX.",
        "Lieferadresse: Grundschule am See, Sekretariat, Seestraße 14, 12345 Musterstadt",
        "Adresse de facturation : Cabinet Bernard, 8 rue des Lilas, 69003 Lyon",
    )
    r.add(
        "phone_numbers",
        f"Landlord's emergency line: +44 20 7946 0{digits(3)}, plumber: 0117 496 0{digits(3)}",
        f"Durchwahl Sekretariat: 030 {digits(3, lead=True)} {digits(2)}-{digits(2)}, Fax -{digits(2)}",
        f"Telefone da clínica: +351 21 {digits(3, lead=True)} {digits(4)}",
    )
    r.add(
        "dates_times",
        "Parents' evening moved to Tuesday 14/11 at 19:30, doors open 19:15.",
        "Abgabefrist Umsatzsteuervoranmeldung: 10.06.2024, Dauerfristverlängerung beantragt bis 10.07.",
        "Inspectie van de cv-ketel: donderdag 3 oktober tussen 08:00 en 12:00.",
    )
    r.add(
        "money_amounts",
        f"Deposit for Flat 3B: £{secrets.randbelow(900) + 900}.00, rent £{secrets.randbelow(500) + 1000}.00 per month, due on the 1st.",
        f"Nebenkostenabrechnung 2023: Nachzahlung {secrets.randbelow(400) + 50},{digits(2)} €, fällig zum 31.07.",
        "Presupuesto web: 1.850,00 € + IVA (21 %) = 2.238,50 €",
    )
    r.add(
        "version_numbers",
        f"WordPress 6.5.{secrets.randbelow(5)}, WooCommerce 8.{secrets.randbelow(9)}.1 and PHP 8.2 on the client site.",
        f"Firmware des Routers: FRITZ!OS 7.{secrets.randbelow(60) + 10}, Update ist eingespielt.",
        f"Versione del gestionale: 12.4.{secrets.randbelow(30)} build {digits(5, lead=True)}",
    )
    r.add(
        "error_codes",
        "Outlook shows error 0x800CCC0E when sending – probably the SMTP port.",
        "Windows-Aktivierung schlägt fehl: Fehlercode 0xC004F074.",
        f"La impresora muestra el error E-{digits(3, lead=True)} y parpadea la luz naranja.",
    )
    r.add(
        "reference_numbers",
        f"Please quote reference {rnd(UPPER, 2)}{digits(6)}/{rnd(UPPER, 1)} on the payment.",
        f"Vorgangsnummer beim Finanzamt: {digits(3)}/{digits(3)}/{digits(5)}",
        f"Référence du dossier de subvention : SUB-{secrets.randbelow(5) + 2020}-{rnd(UPPER + DIGITS, 6)}",
    )
    r.add(
        "password_policy",
        "New rule from IT: passwords need at least 14 characters, and you can't reuse the last 5.",
        "Kennwortrichtlinie: mindestens 12 Zeichen, Groß- und Kleinbuchstaben, eine Zahl; Sperre nach 5 Fehlversuchen.",
        "Les mots de passe doivent contenir au moins 12 caractères et ne pas contenir votre nom.",
    )
    r.add(
        "router_info",
        "Router: FRITZ!Box 7590 AX, admin page at http://192.168.178.1, firmware up to date.",
        "The landlord's router is a TP-Link Archer C6 in the hallway cupboard; the network is called 'Flat3B'.",
        "Router van de winkel: Zyxel VMG8825, beheer via http://192.168.1.1, alleen de provider mag daar aan.",
    )
    r.add(
        "vehicle_ids",
        f"Company car: VW ID.3, plate B-AC {digits(4, lead=True)}, VIN {vin()}",
        f"Van for deliveries: registration {rnd(UPPER, 2)}{digits(2)} {rnd(UPPER, 3)}, chassis no. {vin()}",
    )
    r.add(
        "insurance_policy",
        f"Building insurance policy no. {rnd(UPPER, 3)}{digits(8)}, renewal 1 September.",
        f"Versicherungsschein-Nr. {digits(2)}.{digits(3)}.{digits(6)} – Haftpflicht Hausverwaltung Lenz",
        f"Polizza n. {digits(9, lead=True)}, scadenza 31/12, agente sig. Bianchi.",
    )
    r.add(
        "meter_numbers",
        f"Meter readings for Flat 3B: electricity meter {rnd(UPPER, 1)}{digits(2)}{rnd(UPPER, 1)}{digits(5)} reads 0{digits(4)}, gas meter reads {digits(5, lead=True)}.",
        f"Zählernummer Strom: 1ESY{digits(10)}, Stand am Auszugstag 0{digits(5)} kWh",
    )
    r.add(
        "employee_id",
        f"New starter Jana Novak, employee no. {digits(5, lead=True)}, cost centre 4{digits(3)}.",
        f"Personalnummer von Jonas Lang: {digits(6, lead=True)}, Eintritt 01.04.",
    )
    r.add(
        "spreadsheet_formula",
        "=SVERWEIS(A2;Preisliste!A:C;3;FALSCH) holt den Preis aus dem zweiten Blatt.",
        '=IF(C2>0,"paid","open") in column D, and =SUMIF(D:D,"open",E:E) for the total.',
    )
    r.add(
        "secret_location",
        "The alarm code is in the red folder in the office safe – ask Maria for the safe key.",
        "El código de la caja de llaves te lo mando por SMS el día de la entrada.",
        "De pincode van de nieuwe bankpas komt los per post, een paar dagen na de pas.",
    )
    r.add(
        "email_headers",
        f"Message-ID: <{hexs(16)}.{digits(10, lead=True)}@mail.acme.test>\nReceived: from mail.acme.test (10.0.0.25) by mx.kanzlei-weber.test",
        f"X-MS-Exchange-Organization-Network-Message-Id: {uid()}\nX-Spam-Score: 1.2",
    )
    r.add(
        "sepa_mandate",
        f"SEPA-Lastschriftmandat: Mandatsreferenz M{digits(8)}, Gläubiger-ID DE{digits(2)}ZZZ0000{digits(7)}",
        f"Direct debit set up: mandate reference ACME-{digits(6)}, first collection on the 1st.",
        f"Domiciliazione SDD attivata, riferimento mandato {rnd(UPPER, 3)}{digits(10)}",
    )
    r.add(
        "ocr_receipt",
        f"Kassenbon (abfotografiert):\nSumme EUR 23,40\nKarte ************{digits(4)}\nTerminal-ID {digits(8)}\nTSE-Signatur: {b64(secrets.token_bytes(48))}",
        f"Receipt OCR:\nT0TAL £{secrets.randbelow(50) + 5}.{digits(2)}\nVISA CONTACTLESS ****{digits(4)}\nAUTH CODE {digits(6)}\nThank y0u for shopping",
        f"Ticket de caisse : TOTAL 18,90 EUR\nCB **** {digits(4)}\nN° transaction {digits(12)}",
    )
    r.add(
        "username_only",
        "Your username is jnovak; go to https://id.acme.test and click 'Forgot password' to set your own.",
        "Benutzername für das Elternportal ist Ihre E-Mail-Adresse, das Kennwort legen Sie beim ersten Login selbst fest.",
        "Ditt användarnamn är anna.lund. Lösenordet väljer du själv via länken i mejlet.",
    )
    r.add(
        "handover_no_secrets",
        "Handover – Sarah\n- Shop backend: admin rights moved to Jonas\n- Newsletter: Jonas is owner now\n- All passwords are in the team vault, nothing in this doc",
        "Übergabe Sekretariat: Schlüssel für Archiv liegt bei der Schulleitung, Zugänge wurden auf Frau Kraus übertragen, Passwörter setzt die IT neu.",
        "Passagem de funções: os acessos ao site e ao email foram transferidos para a Rita; as senhas estão no cofre de senhas da empresa.",
    )
    r.add(
        "ip_addresses",
        "Office network: gateway 192.168.10.1, printer 192.168.10.20, NAS 192.168.10.30, DHCP range .100–.200.",
        "Die Webseite zeigt auf 203.0.113.45, der Mailserver auf 198.51.100.12.",
        "DNS van de winkel: A-record naar 203.0.113.80, MX naar mail.fietsenwinkel-devries.example.",
    )
    r.add(
        "room_booking",
        "Room B2.014 is booked for the auditors from Monday to Wednesday.",
        "Aula reservada: edificio C, planta 2, sala C2-07, jueves de 9:00 a 11:00.",
        "Konferenzraum 3.OG (R-301) ist für den Workshop am 12.09. geblockt.",
    )
    r.add(
        "isbn_catalogue",
        f"Class set for 4c: ISBN 978-3-{digits(3)}-{digits(5)}-{digits(1)}, 28 copies ordered.",
        f"Bibliothek: Signatur {rnd(UPPER, 3)} {digits(3)} {rnd(UPPER, 1)}{digits(2)}, ISBN 978-{digits(1)}-{digits(4)}-{digits(4)}-{digits(1)}",
        f"Libro di testo: ISBN 978-88-{digits(3)}-{digits(4)}-{digits(1)}, edizione 2023.",
    )
    return r


def main() -> None:
    write_corpora("make_heldout11.py", [
        ("heldout11_credentials.yaml", credentials(), "eleventh blind batch of synthetic credentials, written without reading the detector or earlier corpora; none is real"),
        ("heldout11_lookalikes.yaml", lookalikes(), "eleventh blind batch of legitimate notes that look like secrets, written without reading the detector or earlier corpora"),
    ])


if __name__ == "__main__":
    main()
