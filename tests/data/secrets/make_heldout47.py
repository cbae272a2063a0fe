# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout47_credentials.yaml and heldout47_lookalikes.yaml: held-out batch 47.

Persona: the owner of a small family hotel (12 rooms) on Lake Garda, Italy. She writes in
Italian most of the time and in English for the foreign seasonal staff and for guests; her
notes are practical and hurried: WhatsApp-style messages to staff, handover notes for the
night porter, lists copied from the reception notebook, snippets of emails and a few config
lines from the IT guy. The credentials are the logins, codes and keys a hotel like hers
runs on (OTA extranets, channel manager, PMS, safes, alarm, Wi-Fi, PEC, SPID, Fisconline,
home banking, POS, CCTV, Alloggiati Web, booking engine and newsletter keys, door and gate
codes); the look-alikes are the numbers and codes that fill the same notebook and are not
secret (booking references, CIN/CIR, partita IVA, IBAN for transfers, invoice and receipt
numbers, prices, room and door numbers, serials, MAC addresses, references to where a
password is kept).

The batch was written blind: its author did not read the detector, its tests or the other
corpora. Every value is synthetic and drawn at run time from the `secrets` module, in the
shape of the real format; hosts are under `.example`, `.internal`, `.test` or acme. Run
`python make_heldout47.py` in this folder to redraw.
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
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    openssh_private,
    pick,
    rnd,
    uid,
    wg_key,
    write_corpora,
)

HOTEL = "caulivo.example"
WORDS = ["Garda", "Limone", "Ulivo", "Oleandro", "Tramonto", "Gabbiano", "Baldo", "Vela",
         "Sole", "Lago", "Riva", "Gardesana", "Ciliegia", "Lavanda", "Pontile", "Tobia",
         "Limonaia", "Brezza", "Cedro", "Peler", "Ora", "Sirmione", "Malcesine", "Bianca"]
SYMBOLS = "!#%&*+-?@$"
CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21] * 2 + [2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23], strict=True))


def human_pw() -> str:
    """A password a busy hotel owner picked herself."""
    w = secrets.choice(WORDS)
    w2 = secrets.choice(WORDS).lower()
    return pick(
        f"{w}{pick('2023', '2024', '2025', digits(2))}{pick('!', '?', '#', '.', '')}",
        f"{w.lower()}{digits(pick(3, 4))}",
        f"{w}{pick('_', '.', '-', '')}{w2}{digits(2)}",
        f"{w}{pick('!', '$', '*', '@')}{digits(3)}{secrets.choice(UPPER)}",
        f"Ca{w}{digits(2)}{pick('!', '#', '')}",
        f"{w.upper()}{digits(2)}{w2}",
    )


def gen_pw(n: int = 14) -> str:
    """A password a manager or the IT guy generated."""
    return rnd(ALNUM + SYMBOLS, n)


def wifi_pw() -> str:
    w = secrets.choice(WORDS)
    return pick(f"{w}{digits(4)}", f"{w.lower()}-{secrets.choice(WORDS).lower()}-{digits(2)}", rnd(LOWER + DIGITS, 10), f"Benvenuti{digits(3)}")


def email(name: str = "") -> str:
    return name or pick("giulia.bertolini", "g.bertolini", "giulia.b") + f"{digits(2)}@mail.example"


def piva(province: str = "017") -> str:
    """An Italian partita IVA with a valid check digit."""
    body = digits(7) + province
    total = 0
    for i, c in enumerate(body):
        d = int(c)
        if i % 2:
            d *= 2
            d = d - 9 if d > 9 else d
        total += d
    return body + str((10 - total % 10) % 10)


def codice_fiscale() -> str:
    """A person's codice fiscale with a valid check character."""
    body = (rnd(UPPER, 6) + digits(2) + secrets.choice("ABCDEHLMPRST")
            + f"{secrets.randbelow(28) + 1 + pick(0, 40):02d}" + pick("B157", "L781", "F205", "E606", "H501"))
    total = sum(CF_ODD[c] if i % 2 == 0 else (int(c) if c.isdigit() else ord(c) - 65) for i, c in enumerate(body))
    return body + chr(65 + total % 26)


def card() -> str:
    return groups(luhn(pick("4", "53", "55", "51")), 4)


def it_iban() -> str:
    return iban("IT", secrets.choice(UPPER) + digits(5) + digits(5) + digits(12))


def when() -> str:
    return f"{secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d}"


def hhmm() -> str:
    return f"{secrets.randbelow(24):02d}:{pick('00', '15', '30', '45')}"


def room() -> int:
    return secrets.randbelow(12) + 1


def alloggiati_user() -> str:
    return f"BS{digits(6)}"


def credentials() -> Rows:
    r = Rows()
    bk_user = lambda: pick("GBertolini", "caulivo_", "giulia.caulivo", "CaUlivo") + digits(2)  # noqa: E731
    r.add("booking_extranet",
          f"Jonas, for the Booking.com extranet use login {bk_user()} and password {human_pw()}. Please don't change it, the channel manager sync breaks every time.",
          f"Extranet Booking\nutente: {bk_user()}\npw: {human_pw()}\n(il codice di verifica arriva sul cell di Paolo)",
          f"Ciao Marco, se Booking ti butta fuori dall'extranet: {bk_user()} / {gen_pw(12)}. Hotel ID {digits(7, True)}, non serve altro.")
    r.add("expedia_partner",
          f"Expedia Partner Central - email info@{HOTEL}, password {human_pw()}",
          f"EPC password cambiata oggi {when()}: nuova {gen_pw(13)} (la vecchia non funziona più, buttate il post-it)",
          f"Jonas: Expedia Partner Central\nuser: reception@{HOTEL}\npass: {human_pw()}\nproperty {digits(8, True)}")
    r.add("channel_manager",
          f"Channel manager: utente caulivo_{digits(3)}, password {human_pw()}. Se le disponibilità non si aggiornano chiamare l'assistenza, non toccare le tariffe.",
          f"# from Luca, for the sync script\nCHANNEL_MANAGER_USER=caulivo\nCHANNEL_MANAGER_PASS={gen_pw(16)}\nCHANNEL_MANAGER_PROPERTY={digits(5, True)}",
          f"[{hhmm()}] Giulia: password nuova del channel: {human_pw()}\n[{hhmm()}] Giulia: scrivetela nel quaderno, NON sul post-it sul monitor")
    r.add("pms_admin",
          f"PMS admin: utente admin, pw {human_pw()}. Per i receptionist c'è l'utente 'front' che non può cancellare le prenotazioni.",
          f"Night porter handover: if the PMS logs you out at the night audit, log back in as admin / {human_pw()} and run the audit again from step 3.",
          f"pms.caulivo.internal\nadmin:{gen_pw(14)}\nbackup utente manager:{human_pw()}")
    r.add("pos_supervisor",
          f"Cassa bar: codice supervisore {digits(4)} per annullare gli scontrini. Solo io, Paolo e Priya.",
          f"Breakfast bar register - supervisor code is {digits(6)} (voids and refunds only, write every void in the red book!)",
          f"Registratore di cassa: codice capo-cassa {digits(4)}, operatore 2 = Priya, operatore 3 = Jonas. Chiusura Z alle {hhmm()}.")
    r.add("reception_safe",
          f"Cassaforte reception: combinazione {groups(digits(6), 2, '-')}",
          f"Marco, the safe under the desk opens with {digits(6)} then #. Morning float is €200, count it twice.",
          f"Codice cassaforte cambiato dopo la partenza di Elena, ora è {digits(4)}*{digits(2)}. Non mandarlo su WhatsApp a nessuno.")
    r.add("room_safe_master",
          f"Master code for the room safes (when a guest forgets theirs): {digits(6)}, then press the lock key twice.",
          f"Codice master casseforti camere: {digits(8)} - lo sappiamo solo io e Paolo. Non darlo ai ragazzi del bar.",
          f"Safe in room {room()} stuck again. Override: hold # for 3 s, type {digits(6)}, then OPEN. The battery is in the drawer.")
    r.add("alarm_code",
          f"Codice allarme: {digits(4)} + OFF. Se suona per sbaglio chiamare la vigilanza e dire la parola chiave: {secrets.choice(WORDS).lower()}{digits(2)}.",
          f"Night porter: to arm the alarm at 1:00 type {digits(5)} and press ARM (area 2 only, leave the rooms out).",
          f"Allarme: codice normale {digits(4)}, codice anti-rapina (disattiva ma manda l'allarme silenzioso) {digits(4)}.")
    r.add("wifi_guest",
          f"Wi-Fi ospiti CaUlivo_Guest password {wifi_pw()}",
          f"Card for the rooms:\nNetwork: CaUlivo-Guests\nPassword: {wifi_pw()}\nEnjoy your stay on the lake!",
          f"Cambiata la password del wifi ospiti (qualcuno l'aveva messa su un gruppo Facebook di campeggiatori): nuova {wifi_pw()}. Ristampare i cartellini delle 12 camere.")
    r.add("wifi_staff",
          f"WiFi staff (NON darla agli ospiti): rete CaUlivo_Staff pwd {gen_pw(14)}",
          f"Staff network password: {human_pw()}. The printers and the card terminal are on this one, so never give it to guests.",
          f"hostapd.conf for the office AP\nssid=CaUlivo_Office\nwpa=2\nwpa_key_mgmt=WPA-PSK\nwpa_passphrase={gen_pw(18)}")
    r.add("pec_password",
          f"PEC caulivo@pec.example - password {human_pw()}, scade ogni 6 mesi (prossima volta a ottobre)",
          f"Gentile dott.ssa Ferri,\nle mando le credenziali della PEC per scaricare le fatture: utente caulivo@pec.example, password {gen_pw(12)}.\nCordiali saluti, Giulia",
          f"Thunderbird PEC: imaps.pec.example porta 993, utente caulivo@pec.example, password {gen_pw(15)}")
    r.add("spid_credentials",
          f"SPID Poste: utente {email()} password {human_pw()}",
          f"SPID (serve per INPS, Alloggiati e il Comune): nome utente {email()}, password {gen_pw(12)}, poi conferma sull'app",
          f"Paolo, il mio SPID: {email()} / {human_pw()}. Il codice sull'app te lo confermo io quando serve.")
    r.add("otp_app_pin",
          f"PIN app PosteID: {digits(6)}",
          f"codice PosteID (quello a 6 cifre che conferma lo SPID): {digits(6)}. Cambiarlo dopo l'estate.",
          f"App OTP della banca sul telefono di reception: PIN di sblocco {digits(5)}")
    r.add("fisconline_pin",
          f"Fisconline: codice fiscale {codice_fiscale()}, password {gen_pw(8)}, PIN {digits(10)}",
          f"PIN Fisconline dell'albergo: prime 4 cifre {digits(4)}, ultime 6 {digits(6)} (arrivate per posta). Password attuale {human_pw()}",
          f"Agenzia Entrate - Fisconline\nuser {piva()}\npwd {gen_pw(8)}\nPIN {digits(10)}")
    r.add("home_banking",
          f"Home banking BCC: codice utente {digits(8)}, password {human_pw()}",
          f"Internet banking\ncodice titolare {digits(9)}\npassword {gen_pw(10)}\nPIN dispositivo {digits(5)}",
          f"Per i bonifici ai fornitori: codice utente {digits(8)}, password {human_pw()}. Il token ce l'ho io, chiedetemi il codice.")
    r.add("bank_token",
          f"Paolo, codice token adesso: {digits(6)} - sbrigati, scade in 30 secondi. Entra con utente {digits(8)} pw {human_pw()}",
          "Codici di emergenza dell'app banca (se perdo il telefono):\n" + "\n".join(digits(8) for _ in range(5)),
          "Carta codici banca (riga: codice)\n" + "\n".join(f"{c}{n}  {digits(3)}" for c in "AB" for n in (1, 2, 3)))
    r.add("pos_merchant",
          f"POS Nexi: password esercente {digits(5)} per storni e chiusura contabile",
          f"Card terminal: manager password {digits(6)} (menu > gestore > storno). Do not give it to the seasonal staff.",
          f"POS camere: operatore 01, password gestore {digits(4)}, password tecnico {digits(8)} (solo per l'assistenza)")
    r.add("nvr_admin",
          f"NVR telecamere: http://192.168.1.64 admin / {gen_pw(12)}",
          f"Luca: ho cambiato la password dell'NVR, ora è {gen_pw(12)}; nell'app sul telefono stesso utente admin.",
          f"nvr.caulivo.internal\nuser: admin\npassword: {human_pw()}\ncodice di verifica (cifratura video) {rnd(UPPER, 6)}")
    r.add("alloggiati_password",
          f"Alloggiati Web: utente {alloggiati_user()}, password {gen_pw(10)}. Scade ogni 3 mesi, segnare qui quando la cambio.",
          f"Jonas, police registration site (Alloggiati Web): user {alloggiati_user()}, password {human_pw()}. Send the schede before midnight!",
          f"Alloggiati per il PMS\nutente {alloggiati_user()}\npassword {gen_pw(10)}\nWSKEY {rnd(URLSAFE, 48)}")
    r.add("alloggiati_cert",
          f"Password del certificato Alloggiati (.pfx): {gen_pw(10)}",
          f"Installare il certificato Alloggiati sul PC nuovo: il file è in Documenti/Questura, password del certificato {human_pw()}",
          f"Certificate password for the police portal is {digits(8)} (the Questura sent it in a sealed envelope, now it is in the safe).")
    r.add("booking_engine_api",
          f"BOOKING_ENGINE_API_KEY={rnd(ALNUM, 40)}",
          f"Luca: chiave API del booking engine per il sito nuovo: be_live_{rnd(ALNUM, 32)} (quella di test è sul suo portatile)",
          '{"propertyId": ' + digits(4, True) + ', "apiKey": "' + rnd(ALNUM, 32) + '", "apiSecret": "' + rnd(URLSAFE, 48) + '"}')
    r.add("mailchimp",
          f"Mailchimp API key {hexs(32)}-us{pick(6, 14, 19, 21)}",
          f"MAILCHIMP_API_KEY={hexs(32)}-us{pick(8, 17, 21)}\nMAILCHIMP_LIST_ID={hexs(10)}",
          f"Newsletter di primavera: entra su Mailchimp con giulia@{HOTEL} / {human_pw()} e duplica la campagna dell'anno scorso.")
    r.add("instagram",
          f"Instagram @caulivo_garda password {human_pw()}",
          f"Sofia (social): IG login caulivo.garda pw {human_pw()}. If it asks for a code, backup codes: {digits(8)} {digits(8)} {digits(8)}",
          f"Password Instagram cambiata dopo il tentativo di accesso dalla Turchia: {gen_pw(12)}")
    r.add("facebook",
          f"Pagina Facebook: si entra con l'account di Giulia, {email()}, password {human_pw()}",
          f"FB business manager login: marketing@{HOTEL} / {gen_pw(13)}",
          "Facebook recovery codes (printed, copy here):\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(4)))
    r.add("laundry_door",
          f"Codice porta lavanderia: {digits(4)}#",
          f"Ana, the laundry door code changed today: {digits(4)}. Please don't write it on the door frame again.",
          f"Porta magazzino biancheria {digits(5)}, lavanderia {digits(4)}, locale caldaia chiave rossa.")
    r.add("gate_code",
          f"Codice cancello: {digits(4)}*",
          f"For guests arriving after 23:00: gate code {digits(5)}, then the key box on the left of the door.",
          f"Cancello carraio: telecomando oppure codice {digits(6)}; cancello pedonale {digits(4)}. Cambiati il {when()}.")
    r.add("keybox",
          f"Keybox late check-in: codice {digits(4)}, dentro la chiave della camera {room()}",
          f"Lockbox code for tonight's late arrival (room {room()}): {digits(4)}. Change it tomorrow morning!",
          f"Cassetta chiavi fuori dal portone: {digits(4)} (da cambiare ogni lunedì, ultima volta {when()})")
    r.add("router_admin",
          f"Router fibra: http://192.168.1.1 admin / {gen_pw(12)}",
          f"Luca config\nrouter: 192.168.10.1\nuser: admin\npass: {gen_pw(14)}\nPPPoE: caulivo{digits(4)}@isp.example / {rnd(ALNUM, 10)}",
          f"controller access point https://unifi.caulivo.internal:8443 utente admin password {gen_pw(16)}")
    r.add("mail_account",
          f"info@{HOTEL} casella: password {human_pw()}. Outlook sul PC della reception ogni tanto la richiede.",
          f"IMAP mail.{HOTEL}:993 user info@{HOTEL} pass {gen_pw(14)}",
          f"Jonas, the reception mailbox password for the tablet is {human_pw()}")
    r.add("smtp_config",
          f"SMTP_HOST=smtp.{HOTEL}\nSMTP_PORT=587\nSMTP_USER=noreply@{HOTEL}\nSMTP_PASS={gen_pw(16)}",
          f"plugin WP Mail SMTP sul sito: utente prenotazioni@{HOTEL}, password {gen_pw(14)}",
          f"PMS invio conferme: server smtp.mail.example porta 587, utente prenotazioni@{HOTEL}, pw {human_pw()}")
    r.add("google_account",
          f"Account Google dell'hotel (scheda Maps, recensioni): caulivo.garda@gmail.example pwd {human_pw()}",
          f"App password Google for the PMS mail: {groups(rnd(LOWER, 16), 4)}",
          "Gmail hotel - codici di backup:\n" + "  ".join(f"{digits(4)} {digits(4)}" for _ in range(5)))
    r.add("airbnb",
          f"Airbnb host: {email()} password {human_pw()}",
          f"Airbnb (solo le due camere family): login host@{HOTEL} / {gen_pw(12)}",
          f"Marco, se Airbnb chiede di riaccedere: email host@{HOTEL}, password {human_pw()}. Il codice SMS arriva a me.")
    r.add("tripadvisor",
          f"TripAdvisor management center: info@{HOTEL} / {human_pw()}",
          f"Per rispondere alle recensioni su Tripadvisor: utente info@{HOTEL} password {gen_pw(11)}",
          f"Tripadvisor owner login changed: new password {human_pw()}")
    r.add("stripe_secret",
          f"STRIPE_SECRET_KEY=sk_live_{rnd(ALNUM, 99)}",
          f"Luca: per le caparre con carta la chiave segreta Stripe è sk_live_{rnd(ALNUM, 99)}; non metterla nel tema del sito.",
          f"STRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}")
    r.add("paypal",
          f"PayPal business: pagamenti@{HOTEL} / {human_pw()}",
          f"PAYPAL_CLIENT_ID=A{rnd(URLSAFE, 79)}\nPAYPAL_CLIENT_SECRET=E{rnd(URLSAFE, 79)}",
          f"PayPal per i voucher regalo: password {gen_pw(12)}, email pagamenti@{HOTEL}")
    r.add("company_card",
          f"Carta aziendale (commissioni Booking): {card()} scad. {card_expiry()} CVV {digits(3)}",
          f"Nexi business card\nnumero {card()}\nscadenza {card_expiry()}\ncodice sicurezza {digits(3)}",
          f"Paolo, for the wine supplier's web shop use the company card {card()}, exp {card_expiry()}, CVC {digits(3)}.")
    r.add("wordpress_admin",
          f"Sito: {HOTEL}/wp-admin utente giulia password {human_pw()}",
          f"WP admin: admin_caulivo / {gen_pw(16)}",
          f"wp-config.php (from Luca)\ndefine('DB_NAME', 'caulivo_wp');\ndefine('DB_USER', 'caulivo_wp');\ndefine('DB_PASSWORD', '{gen_pw(18)}');\ndefine('AUTH_KEY', '{rnd(ALNUM + SYMBOLS, 64)}');")
    r.add("hosting_ftp",
          f"FTP sito: ftp.{HOTEL} user caulivo pass {gen_pw(12)}",
          f"Pannello hosting https://hosting.example:2083 utente caulivo{digits(2)} password {human_pw()}",
          f"sftp -P 2222 caulivo@web.{HOTEL}\npassword {gen_pw(16)}")
    r.add("remote_support",
          f"AnyDesk PC reception: ID {groups(digits(9, True), 3)}, password accesso non presidiato {gen_pw(12)}",
          f"TeamViewer ufficio: ID {digits(10, True)} password fissa {gen_pw(10)} (per Luca quando lavora da casa)",
          f"Luca's remote access to the office\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.9.0.2/32\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.caulivo.internal:51820")
    r.add("energy_portal",
          f"Area clienti luce e gas: {email()} password {human_pw()}",
          f"Portale fornitore energia (bollette): utente {digits(8)} password {gen_pw(10)}",
          f"Water company online account: account no. {digits(9)}, login {email()} / {human_pw()}")
    r.add("payroll_portal",
          f"Portale consulente paghe (cedolini staff): utente giulia.b password {human_pw()}",
          f"Cedolini su paghe.studioferri.example: user caulivo, password {gen_pw(12)}",
          f"Jonas, your payslips are on the payroll portal, temporary password {gen_pw(9)} (change it at first login). User: jonas.{digits(3)}")
    r.add("firma_digitale",
          f"Firma digitale smart card: PIN {digits(8)} PUK {digits(8)}",
          f"Token USB firma: PIN {digits(6)}; PUK nella busta in cassaforte, comunque è {digits(8)}",
          f"Firma remota: utente {codice_fiscale()}, password {gen_pw(10)}, PIN {digits(8)}")
    r.add("einvoice_portal",
          f"Fatture elettroniche (portale): {email()} / {human_pw()}",
          f"Portale fatturazione: utente caulivo{digits(3)}, password {gen_pw(12)}. Lì si vedono anche le fatture passive dei fornitori.",
          f"E-invoicing service API for the PMS: username caulivo, api key {hexs(40)}")
    r.add("whatsapp_pin",
          f"WhatsApp Business reception: PIN verifica in due passaggi {digits(6)}",
          f"If WhatsApp on the reception phone asks for the PIN: {digits(6)}",
          f"PIN WhatsApp del telefono hotel {digits(6)} - non cambiatelo!")
    r.add("bike_lock",
          f"Lucchetti bici ospiti: combinazione {digits(4)} (tutte uguali)",
          f"Bikes for guests: lock code {digits(4)}. Give it only to guests who signed the form.",
          f"E-bike rastrelliera: codice lucchetto grande {digits(5)}")
    r.add("garage_code",
          f"Garage sotterraneo: codice tastierino {digits(5)}",
          f"Parking garage keypad code: {digits(4)}#. Guests with a car get it at check-in only.",
          f"Garage - codice nuovo {digits(6)} dal {when()}, quello vecchio è disattivato")
    r.add("voicemail_pin",
          f"Centralino: PIN segreteria {digits(4)}, pannello http://192.168.1.20 admin/{gen_pw(10)}",
          f"To listen to the voicemail from outside: call, press *, then PIN {digits(5)}",
          f"Segreteria telefonica reception, codice di accesso remoto {digits(4)}")
    r.add("amazon_business",
          f"Amazon Business (ordini detersivi): acquisti@{HOTEL} password {human_pw()}",
          f"Account Amazon hotel: acquisti@{HOTEL} / {gen_pw(12)}",
          f"Metro card app login: {email()} / {human_pw()}")
    r.add("server_access",
          "Luca: chiave per il deploy del sito, non la perdere\n" + openssh_private(),
          f"ssh caulivo@web.{HOTEL} -p 2222\n(password di root del server, solo emergenze: {gen_pw(20)})",
          f"server backup NAS: ssh admin@nas.caulivo.internal, password {gen_pw(16)}")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add("booking_reference",
          f"Prenotazione Booking {digits(10, True)} - arrivo {when()}, 3 notti, camera {room()} con vista lago",
          f"Guest in room {room()} says she booked twice: Booking numbers {digits(10, True)} and {digits(10, True)}. Cancel the second one without fee.",
          f"No-show Booking {digits(10, True)}: segnalato alle {hhmm()}, addebito prima notte €{secrets.randbelow(80) + 90},00")
    r.add("expedia_itinerary",
          f"Expedia itinerary {pick('7', '8')}{digits(12)}, Hotel Collect, paid at check-in",
          f"Itinerario Expedia n. 7{digits(12)} - il cliente chiede la culla, camera {room()}",
          f"Expedia Collect: virtual card charged for itinerary 7{digits(12)}, amount €{secrets.randbelow(600) + 200},{digits(2)}")
    r.add("airbnb_code",
          f"Airbnb reservation HM{rnd(UPPER + DIGITS, 8)} arriving {when()} around {hhmm()}",
          f"Codice prenotazione Airbnb HM{rnd(UPPER + DIGITS, 8)}, 2 adulti + 1 bambino, camera family",
          f"Airbnb payout {digits(9)} for HM{rnd(UPPER + DIGITS, 8)} should arrive on the {when()}")
    r.add("cin_code",
          f"CIN da mettere su tutti gli annunci: IT017{digits(3)}A1{rnd(UPPER + DIGITS, 8)}",
          f"Booking wants the CIN in the property page: IT017{digits(3)}B4{rnd(UPPER + DIGITS, 8)} (it's public, it goes on the door plate too)",
          f"Targa CIN esterna ordinata: IT017{digits(3)}A1{rnd(UPPER + DIGITS, 8)}, arriva il {when()}")
    r.add("cir_code",
          f"CIR Lombardia 017{digits(3)}-ALB-{digits(5)}",
          f"Codice identificativo regionale (CIR) per Airbnb: 017{digits(3)}-ALB-{digits(5)}",
          f"Annuncio sito: Hotel Ca' Ulivo - CIR 017{digits(3)}-ALB-{digits(5)} - CIN IT017{digits(3)}A1{rnd(UPPER + DIGITS, 8)}")
    r.add("partita_iva",
          f"P.IVA {piva()} - da mettere sotto nel footer del sito",
          f"Fattura a nome di Ca' Ulivo s.n.c., partita IVA {piva()}, codice fiscale uguale",
          f"Company guests ask for our VAT number: IT{piva()}")
    r.add("codice_fiscale",
          f"Intestazione ricevute: Bertolini Giulia, C.F. {codice_fiscale()}",
          f"Codice fiscale del cliente per la fattura: {codice_fiscale()} (l'ha dettato al telefono)",
          f"Invoice for the tour operator: tax code {codice_fiscale()}, address Via Nova {secrets.randbelow(40) + 1}")
    r.add("sdi_code",
          f"Codice destinatario SDI: {rnd(UPPER + DIGITS, 7)}",
          f"Per le fatture elettroniche dei fornitori: codice SDI {rnd(UPPER + DIGITS, 7)}, oppure la PEC caulivo@pec.example",
          f"Supplier asked for our recipient code: {rnd(UPPER + DIGITS, 7)}. Send it with the VAT number.")
    r.add("rea_ateco",
          f"REA BS-{digits(6, True)}, ATECO 55.10.00 (alberghi)",
          f"Visura camerale: numero REA BS {digits(6, True)}, iscrizione {when()}/2009",
          f"Codice ATECO 55.10.00, capitale sociale €{secrets.randbelow(50) + 10}.000,00, REA BS-{digits(6, True)}")
    r.add("invoice_number",
          f"Fattura n. {secrets.randbelow(400) + 1}/2025 del {when()} - totale €{secrets.randbelow(2000) + 300},{digits(2)}",
          f"Invoice {secrets.randbelow(400) + 1}/FE/2024 was sent twice to the travel agency; credit note {secrets.randbelow(40) + 1}/NC/2024 cancels one.",
          f"Fornitore vino: fattura {digits(6)} del {when()}, scadenza a 60 gg, importo €{secrets.randbelow(900) + 100},{digits(2)}")
    r.add("iban_transfer",
          f"Per la caparra: bonifico su IBAN {it_iban()}, causale nome + data di arrivo",
          f"Bank details for the deposit:\nBeneficiary: Ca' Ulivo snc\nIBAN {it_iban()}\nBIC {rnd(UPPER, 4)}ITMM{rnd(UPPER + DIGITS, 3)}",
          f"Rimborso al cliente tedesco sul suo IBAN {iban('DE', digits(8) + digits(10))}, €{secrets.randbelow(300) + 50},00")
    r.add("bank_transfer_ref",
          f"Bonifico arrivato, CRO {digits(11)}, TRN {rnd(UPPER + DIGITS, 30)}",
          f"The guest sent the transfer reference: {rnd(UPPER + DIGITS, 16)}. Check it on the statement tomorrow.",
          f"Estratto conto {when()}: accredito SEPA rif. {digits(14)} - caparra prenotazione {digits(10, True)}")
    r.add("room_numbers",
          f"Oggi partenze: {room()}, {room()}, {room()}. Arrivi: {room()} e {room()} (la {room()} resta chiusa per la perdita d'acqua)",
          f"Housekeeping order today: 1, 2, 5, 7, then 10-12. Room {room()} is a stay-over, only towels.",
          "Camere con vista lago: 3, 4, 7, 8, 11, 12. Camere sul giardino: 1, 2, 5, 6, 9, 10.")
    r.add("price_list",
          f"Listino 2025 alta stagione\ndoppia vista lago €{secrets.randbelow(60) + 160}\ndoppia giardino €{secrets.randbelow(40) + 130}\nfamily €{secrets.randbelow(60) + 210}\nletto aggiunto €{secrets.randbelow(20) + 30}",
          f"Prices for the June offer: 3 nights €{secrets.randbelow(200) + 450}, 5 nights €{secrets.randbelow(300) + 700}, breakfast included, parking €{secrets.randbelow(8) + 10}/day",
          f"Bar: espresso 1,50 - cappuccino 2,20 - spritz 6,00 - bottiglia Lugana {secrets.randbelow(10) + 22},00")
    r.add("tourist_tax",
          f"Imposta di soggiorno: €{pick('1,50', '2,00', '2,50')} a persona a notte, max 7 notti, esenti sotto i 14 anni",
          f"City tax for room {room()}: 2 adults x 4 nights x €2,00 = €16,00, paid in cash, receipt {digits(4)}",
          f"Versamento imposta di soggiorno trimestre: €{secrets.randbelow(3000) + 800},{digits(2)}, pagoPA IUV {digits(17)}")
    r.add("alloggiati_receipt",
          f"Alloggiati: schedine inviate alle {hhmm()}, ricevuta n. {digits(8)} scaricata e salvata",
          f"Police registration done for room {room()} ({secrets.randbelow(3) + 1} guests). Receipt PDF {when()}_{digits(6)}.pdf in the Questura folder.",
          f"Ricevuta Alloggiati del {when()}: {secrets.randbelow(20) + 3} schedine, protocollo {digits(10)}")
    r.add("address_cap",
          f"Indirizzo per i corrieri: Via Nova {secrets.randbelow(60) + 1}, 25010 Limone sul Garda (BS)",
          f"Our address for the taxi: Via Caldogno {secrets.randbelow(30) + 1}, 25010, the gate with the olive tree.",
          f"Spedire i depliant a: Ca' Ulivo, loc. Tamas {secrets.randbelow(20) + 1}, 25010 Limone s/G, Italia")
    r.add("phone_numbers",
          f"Numeri utili: reception 0365 {digits(6)}, Paolo 347 {digits(7)}, tecnico caldaia 339 {digits(7)}",
          f"Taxi boat: +39 335 {digits(7)}; doctor on call 0365 {digits(6)}; ferry info 0365 {digits(6)}",
          f"Chiamare il cliente della {room()} al +49 171 {digits(7)} per l'orario di arrivo")
    r.add("wifi_ssid",
          "Reti wifi: CaUlivo_Guest (ospiti), CaUlivo_Staff (noi), CaUlivo_Office (PC e stampante). La password ospiti è sul cartellino in camera.",
          "Guest Wi-Fi network name is CaUlivo-Guests; if the signal is weak in rooms 11-12 connect to CaUlivo-Guests-2F.",
          f"Luca: l'access point del giardino trasmette CaUlivo_Garden sul canale {pick(1, 6, 11)}, SSID nascosto per lo staff su 5 GHz")
    r.add("it_ticket",
          f"Ticket #{digits(6)} aperto con Luca: la stampante fiscale non stampa dopo l'aggiornamento",
          f"IT ticket INC-{digits(7)}: NVR camera 4 offline since {when()}, Luca is coming Thursday",
          f"Assistenza PMS: richiesta n. {rnd(UPPER, 3)}-{digits(5)}, risposta entro 24h")
    r.add("pos_terminal_id",
          f"POS reception: ID terminale {digits(8)}, codice esercente {digits(10)}",
          f"Card terminal TID {digits(8)} / MID {digits(15)} - give these to the bank if it stops working",
          f"Sostituzione POS: vecchio terminale {digits(8)}, nuovo {digits(8)}, stesso esercente {digits(10)}")
    r.add("pos_receipt",
          f"Scontrino POS: AUT. {digits(6)} STAN {digits(6)} OP. {digits(6)} importo €{secrets.randbelow(900) + 50},00",
          f"Slip for room {room()}: approval code {digits(6)}, terminal {digits(8)}, card ************{digits(4)}",
          f"Chiusura contabile POS del {when()}: {secrets.randbelow(30) + 5} operazioni, totale €{secrets.randbelow(5000) + 500},{digits(2)}, n. chiusura {digits(4)}")
    r.add("serial_number",
          f"NVR modello DS-7608NI, S/N {rnd(UPPER + DIGITS, 8)}{digits(8)}{rnd(UPPER, 4)}",
          f"Router serial {rnd(UPPER + DIGITS, 12)}, warranty until {when()}/2026",
          f"Matricola registratore telematico {pick('72MEP', '99IEB', '80SRT')}{digits(6)}, verifica periodica il {when()}")
    r.add("mac_address",
          f"Luca: il POS ha MAC {mac(':', True)}, l'ho messo in IP fisso .50",
          f"Unknown device on the staff network: {mac()} - probably Jonas' new phone",
          f"DHCP reservations:\n{mac()} stampante 192.168.1.30\n{mac()} NVR 192.168.1.64\n{mac()} smart TV camera {room()}")
    r.add("ip_plan",
          "Rete ufficio 192.168.1.0/24, ospiti 10.20.0.0/22 isolata, telecamere VLAN 30",
          f"Luca: router 192.168.1.1, NVR .64, printer .30, PMS server .10, DNS from the provider - port forward {secrets.randbelow(1000) + 8000} closed",
          f"Guest network lease time 12h, {secrets.randbelow(100) + 120} devices connected last Saturday")
    r.add("door_numbers",
          f"Porta {secrets.randbelow(12) + 1} (lato giardino) non chiude bene, chiamato il fabbro",
          f"Fire door 3 on the first floor must stay closed; door 5 to the terrace opens at {hhmm()}",
          f"Serratura camera {room()} cambiata, modello {rnd(UPPER, 2)}-{digits(4)}, chiavi numero {digits(3)} e {digits(3)}")
    r.add("shift_schedule",
          f"Turni settimana {when()}: Marco notte 22-7, Jonas 7-15, Elena 15-22; Ana pulizie 8-14",
          f"Night porter shift: check-in desk closes at {hhmm()}, breakfast from 7:30 to 10:30, checkout until 10:30",
          f"Giorno libero: Priya martedì {when()}, Jonas giovedì {when()}. Orario estivo dal 01/06.")
    r.add("masked_card",
          f"Carta a garanzia: **** **** **** {digits(4)}, scad. {card_expiry()}",
          f"Booking sent the card as {digits(4)} XXXX XXXX {digits(4)}, the guest will pay cash on arrival",
          f"Virtual card Expedia ending in {digits(4)} - charge from {when()}")
    r.add("password_reference",
          "La password del wifi staff è nel quaderno blu, pag. 14.",
          "Jonas, the login for the extranet is in the black notebook under 'B'. Ask me before using it.",
          f"Password di tutto il resto: foglio in cassaforte, busta n. {secrets.randbelow(9) + 1}. Aggiornata il {when()}.")
    r.add("safe_instructions",
          "Room safe: close the door, type your own 4-6 digit code and press #. To open, type the same code.",
          "Cassetta di sicurezza in camera: scegliete voi un codice da 4 a 6 cifre. Se lampeggia rosso, batterie scariche, chiamate la reception.",
          "Instructions in German and English are on the sticker inside the safe door; model SF-20, batteries 4xAA")
    r.add("alarm_zones",
          f"Allarme: zona 4 (magazzino) esclusa dal {when()} per il sensore rotto; contratto manutenzione n. {digits(7)}",
          f"Alarm company came at {hhmm()}: zones 1-6 tested, battery replaced, next check {when()}",
          f"Centrale allarme, evento {digits(5)}: guasto linea zona 2 alle {hhmm()}")
    r.add("firmware_version",
          f"NVR aggiornato a firmware V4.{digits(2)}.{digits(3)} build {digits(6)}",
          f"PMS version {secrets.randbelow(5) + 5}.{secrets.randbelow(20)}.{digits(4)} fixed the invoice numbering bug",
          f"Router firmware {rnd(UPPER, 2)}{digits(2)}.{digits(2)}.{digits(4)}_{hexs(8)}")
    r.add("energy_pod_pdr",
          f"Luce: POD IT001E{digits(8)}, potenza impegnata 30 kW",
          f"Gas: PDR {digits(14)}, contatore matricola {digits(8)}",
          f"Energy bill, customer no. {digits(9)}, POD IT001E{digits(8)}, due {when()}")
    r.add("meter_readings",
          f"Lettura contatore acqua {when()}: {digits(5)} m3 (la volta scorsa {digits(5)})",
          f"Gas meter reading for the autolettura: {digits(5)},{digits(3)}",
          f"Letture: luce F1 {digits(6)} kWh, F2 {digits(6)} kWh, F3 {digits(6)} kWh")
    r.add("courier_tracking",
          f"Pacco lenzuola: tracking BRT {digits(12)}, consegna prevista {when()}",
          f"Lost & found parcel to the guest in Munich, DHL tracking {digits(10)}",
          f"Spedizione GLS {rnd(UPPER, 2)}{digits(9)} - il cliente rimborsa €{secrets.randbelow(20) + 12},00")
    r.add("supplier_order",
          f"Ordine Metro n. {digits(10)} ritirato, bolla {digits(6)}",
          f"Order #{digits(7)} for towels (60 pcs, code TW-{digits(4)}) confirmed by the laundry supplier",
          f"Ordine vino: 12 Lugana cod. {digits(5)}, 6 Bardolino cod. {digits(5)}, consegna {when()}")
    r.add("f24_tax_codes",
          f"F24: codice tributo 3918 (IMU), anno 2025, importo €{secrets.randbelow(2000) + 500},00, codice ente E{digits(3)}",
          f"Ferri says: pay the F24 by {when()}, tribute code 1001 and 1040, total €{secrets.randbelow(3000) + 400},{digits(2)}",
          f"Quietanza F24 protocollo {digits(17)}-{digits(6)}")
    r.add("promo_code",
          f"Nella newsletter di marzo: codice sconto GARDA{secrets.randbelow(15) + 5} sul sito, valido fino al {when()}",
          "Flyer for the spring fair: book direct with code LAGO2025 and get breakfast on the terrace free",
          f"Promo pubblica su Instagram: codice PRIMAVERA{digits(2)} = -10% dal 01/04 al 30/04")
    r.add("analytics_ids",
          f"Sito: Google Analytics G-{rnd(UPPER + DIGITS, 10)}, Meta pixel {digits(16, True)}",
          f"Luca: tag Google Ads AW-{digits(10, True)}, conversion label {rnd(URLSAFE, 20)}",
          f"Tag manager container GTM-{rnd(UPPER + DIGITS, 7)} installed on the booking page")
    r.add("stripe_publishable",
          f"Widget prenotazione: chiave pubblica Stripe pk_live_{rnd(ALNUM, 99)} (quella segreta la tiene Luca)",
          f"STRIPE_PUBLISHABLE_KEY=pk_live_{rnd(ALNUM, 99)}",
          f"Booking engine widget embed: data-property=\"{digits(4, True)}\" data-lang=\"it\" data-widget-id=\"{uid()}\"")
    r.add("mailchimp_audience",
          f"Mailchimp audience ID {hexs(10)}, {secrets.randbelow(2000) + 800} iscritti, tag 'ospiti 2024'",
          f"Campaign id {hexs(10)} sent {when()} at {hhmm()}, open rate {secrets.randbelow(30) + 30}%",
          f"Newsletter signup form: https://caulivo.us{pick(6, 14, 21)}.list-manage.example/subscribe?u={hexs(25)}&id={hexs(10)}")
    r.add("booking_hotel_id",
          f"Booking property ID {digits(7, True)}, Expedia hotel ID {digits(8, True)}",
          f"Our Booking page: https://www.booking.example/hotel/it/ca-ulivo.html?aid={digits(6)}&label=gen{digits(3)}",
          f"Channel mapping: camera doppia lago = Booking room {digits(9, True)}, rate plan {digits(8, True)}")
    r.add("license_plates",
          f"Parcheggio: camera {room()} auto {rnd(UPPER, 2)}{digits(3)}{rnd(UPPER, 2)}, camera {room()} auto tedesca M-{rnd(UPPER, 2)} {digits(4)}",
          f"Garage spaces tonight: 1 - {rnd(UPPER, 2)} {digits(3)}{rnd(UPPER, 2)}, 2 - free, 3 - Swiss ZH {digits(6)}",
          f"Il furgone del fornitore ({rnd(UPPER, 2)}{digits(3)}{rnd(UPPER, 2)}) blocca l'uscita ogni martedì alle {hhmm()}")
    r.add("wine_list",
          f"Carta vini: Lugana DOC 2023 €{secrets.randbelow(10) + 24}, Bardolino Chiaretto €{secrets.randbelow(8) + 20}, Amarone 2018 €{secrets.randbelow(30) + 60}",
          f"Minibar refill room {room()}: 2 water (code MB-{digits(2)}), 1 Coke (MB-{digits(2)}), 1 chips",
          f"Inventario cantina {when()}: {secrets.randbelow(40) + 10} Lugana, {secrets.randbelow(20) + 5} Valpolicella, lotto {rnd(UPPER, 1)}{digits(5)}")
    r.add("haccp_log",
          f"HACCP frigo colazioni {when()} {hhmm()}: +{secrets.randbelow(4) + 2}°C, congelatore -{secrets.randbelow(4) + 18}°C, firma P.",
          f"Fridge 2 temperature log: 06:45 3.8°C, 14:00 4.1°C, lot {rnd(UPPER, 2)}{digits(6)} yogurt expires {when()}",
          f"Lotto marmellate {digits(8)} richiamato dal fornitore, controllare la dispensa")
    r.add("lost_found",
          f"Oggetti smarriti #{digits(3)}: caricabatterie camera {room()}, trovato {when()}",
          f"Lost & found tag {rnd(UPPER, 1)}-{digits(4)}: sunglasses, room {room()}, guest will collect on the way back",
          f"Reperto {digits(4)}/25: anello, consegnato ai carabinieri, verbale {digits(6)}")
    r.add("transfer_schedule",
          f"Transfer from Verona airport: flight {rnd(UPPER, 2)}{digits(4)} lands {hhmm()}, driver Enzo, 2 pax",
          f"Navetta per Milano Bergamo: volo FR{digits(4)} alle {hhmm()}, partenza dall'hotel 3 ore prima",
          f"Ferry Limone-Malcesine {hhmm()}, tickets {digits(6)}-{digits(6)} bought at reception")
    r.add("emergency_numbers",
          "Emergenze: 112 numero unico, guardia medica 116117, vigili del fuoco 115. Defibrillatore in reception sotto il bancone.",
          "For call forwarding to Paolo's mobile at night dial *21*, number, #; to cancel dial #21#.",
          f"Guasto ascensore: numero verde 800 {digits(6)}, matricola impianto BS{digits(5)}")
    r.add("pec_address",
          "Indirizzo PEC dell'albergo: caulivo@pec.example (solo per comunicazioni ufficiali)",
          f"Questura wrote to our certified mail caulivo@pec.example, reference prot. {digits(6)}/{digits(4)}",
          f"Comune: inviare la SCIA via PEC a protocollo.comune@pec.example, pratica n. {digits(5)}/2025")
    r.add("sepa_creditor",
          f"Addebito SDD del fornitore: creditor ID IT{digits(2)}ZZZ{digits(16)}, mandato n. {digits(8)}",
          f"SEPA mandate reference MND-{digits(6)}-{rnd(UPPER, 3)} for the laundry contract",
          f"RID energia: ID creditore IT{digits(2)}ZZZ{digits(16)}, primo addebito {when()}")
    r.add("insurance_policy",
          f"Polizza incendio e RC: n. {digits(9)}, agenzia {rnd(UPPER, 2)}{digits(3)}, scadenza {when()}/2026",
          f"Claim number {digits(4)}/{digits(7)} for the hail damage on the terrace awning",
          f"Sinistro acqua camera {room()}: pratica {digits(10)}, perito viene il {when()} alle {hhmm()}")
    r.add("occupancy_stats",
          f"Luglio: occupazione {secrets.randbelow(15) + 85}%, ADR €{secrets.randbelow(60) + 150}, RevPAR €{secrets.randbelow(40) + 130}",
          f"Channel mix 2024: Booking {secrets.randbelow(20) + 40}%, direct {secrets.randbelow(15) + 20}%, Expedia {secrets.randbelow(10) + 8}%, others",
          f"Presenze ISTAT mese: {secrets.randbelow(400) + 500} notti, {secrets.randbelow(200) + 150} arrivi, invio entro il {when()}")
    r.add("guest_document",
          f"Documento cliente camera {room()}: passaporto, scadenza {when()}/2031, nazionalità DE - inserito in Alloggiati",
          f"Ask the guest in {room()} for the ID of the second adult, the scan is blurred",
          f"Schedina gruppo: capogruppo + {secrets.randbelow(15) + 5} membri, documento del capogruppo n. ***{digits(4)}")
    return r


def main() -> None:
    write_corpora("make_heldout47.py", [
        ("heldout47_credentials.yaml", credentials(), "batch 47 (Lake Garda family hotel owner, Italian/English), written blind; every value synthetic"),
        ("heldout47_lookalikes.yaml", lookalikes(), "batch 47 look-alikes: hotel booking references, tax and property codes, IBANs, receipts, serials, written blind"),
    ])


if __name__ == "__main__":
    main()
