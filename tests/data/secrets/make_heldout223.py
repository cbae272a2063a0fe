# ruff: noqa: E501
"""Writes heldout223_credentials.yaml and heldout223_lookalikes.yaml: held-out batch 223.

Persona: the owner of a small family hotel on Lake Garda who writes in Italian (with the odd
English word from the booking portals) and asks the assistant to remember the channel manager
and Booking.com extranet passwords, the Alloggiati Web credentials, the POS terminal PIN, SPID
and Fisconline credentials, the room safes' master codes, the guest and staff Wi-Fi passwords,
home banking passwords and the OTP device PIN, the PEC mailbox password and the fiscal cash
register technician code. The look-alikes are what the same owner keeps that is safe to share:
booking codes, CIN and CIR codes, partita IVA, invoice and SdI numbers, room numbers, tracking
codes, the IBAN printed on invoices, POS terminal ids, Wi-Fi network names and the password
rules for staff.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    app_password,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    openssh_private,
    phrase,
    pick,
    pw,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

HOTEL = "hotellidoazzurro"
WORDS = ["lago", "limone", "oliva", "vela", "gelato", "molo", "faro", "tramonto", "remo", "nebbia",
         "ulivo", "vento", "barca", "sasso", "cipresso", "peler", "ora", "riva", "onda", "scoglio"]
CAP = ["Garda", "Limone", "Baldo", "Riva", "Sirmione", "Ulivo", "Peler", "Malcesine", "Azzurro", "Lido"]


def ipw() -> str:
    """A password an Italian hotel owner picks, or one a portal generated."""
    return pick(
        f"{pick(*CAP)}{pick('', '_', '.', '-')}{digits(pick(2, 4), lead=True)}{pick('!', '#', '$', '?', '*')}",
        f"{pick(*CAP)}{pick(*WORDS).capitalize()}{digits(2, lead=True)}{pick('!', '@', '%')}",
        rnd(ALNUM + "!#$%&*?", pick(12, 14, 16)),
        pw(),
    )


def wpa() -> str:
    """A Wi-Fi WPA2 key as a hotel sets it: readable for guests, or long and random for staff."""
    return pick(
        f"{pick(*WORDS)}{pick(*WORDS)}{digits(4, lead=True)}",
        f"{pick(*CAP)}-{pick(*WORDS)}-{digits(3, lead=True)}",
        rnd(ALNUM, pick(12, 16, 20)),
    )


def pin(n: int) -> str:
    return digits(n, lead=True)


def istat() -> str:
    """An ISTAT municipality code on the lake: Brescia (017), Verona (023) or Trento (022)."""
    return pick("017", "023", "022") + digits(3, lead=True)


def piva() -> str:
    """A partita IVA with a valid check digit: seven digits, the office code, the check."""
    return luhn(digits(7, lead=True) + pick("017", "023", "022"), 11)


def cin() -> str:
    """A Codice Identificativo Nazionale of a tourist accommodation."""
    return f"IT{istat()}{pick('A', 'B', 'C')}{pick('1', '2')}{rnd(UPPER + DIGITS, 8)}"


def cir() -> str:
    return f"{istat()}-{pick('ALB', 'CNI', 'RTA')}-{digits(5)}"


def it_iban(spaced: bool = True) -> str:
    return iban("IT", pick(*UPPER) + digits(5, lead=True) + digits(5, lead=True) + digits(12), spaced)


def upu() -> str:
    """A Poste Italiane registered-mail code (UPU S10) with its check digit."""
    body = digits(8)
    total = sum(int(c) * w for c, w in zip(body, (8, 6, 4, 2, 3, 5, 9, 7), strict=True))
    check = 11 - total % 11
    check = 5 if check == 11 else 0 if check == 10 else check
    return f"{pick('RR', 'RA', 'CP', 'LX')}{body}{check}IT"


def fisconline_pin() -> str:
    return digits(10, lead=True)


def stripe_secret() -> str:
    return f"{pick('sk_live_', 'rk_live_')}{rnd(ALNUM, pick(24, 99))}"


def meta_token() -> str:
    return "EAA" + rnd(ALNUM, pick(160, 190, 204))


def telegram_token() -> str:
    return f"{digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}"


def totp_seed() -> str:
    return rnd(BASE32, 32)


def credentials() -> Rows:
    r = Rows()
    r.add(
        "channel_manager_password",
        f"Channel manager (Octorate) utente: {HOTEL} password: {ipw()}",
        f"ricordami la pw del channel manager: {ipw()} — user info@{HOTEL}.example",
        f"login channel manager\nuser: reception@{HOTEL}.example\npass: {ipw()}\n(cambiata dopo che Marco è andato via)",
        f"Nuova password Kross Booking = {ipw()} (la vecchia non va più)",
        f"cm.{HOTEL}.example -> admin / {ipw()}",
        f"pasword channle manager {ipw()} scrivila tu che io me la dimentico sempre",
    )
    r.add(
        "booking_extranet_password",
        f"Extranet Booking.com: nome utente {HOTEL}_garda, password {ipw()}",
        f"booking extranet pw: {ipw()}",
        f"Password Booking (extranet) cambiata oggi, nuova: {ipw()} — la vecchia era {ipw()}",
        f"Accesso extranet Booking\nLogin ID: {rnd(LOWER, 6)}{digits(3)}\nPassword: {ipw()}\nID struttura {digits(7, lead=True)}",
        f"per Giulia in reception: extranet booking user {HOTEL}.giulia pass {ipw()}",
    )
    r.add(
        "booking_extranet_2fa_seed",
        f"chiave 2FA extranet Booking (per Google Authenticator sul telefono nuovo): {groups(totp_seed(), 4)}",
        f"codice segreto autenticazione a due fattori booking: {totp_seed()}",
        f"otpauth://totp/Booking.com:{HOTEL}?secret={totp_seed()}&issuer=Booking.com",
        f"se perdo il telefono: seed TOTP extranet = {totp_seed()}",
        f"Codici di backup extranet Booking (usa e getta):\n{chr(10).join(digits(8) for _ in range(6))}",
    )
    r.add(
        "expedia_partner_central_password",
        f"Expedia Partner Central — utente {HOTEL}@{HOTEL}.example pw {ipw()}",
        f"password expedia: {ipw()}",
        f"EPC login: info@{HOTEL}.example / {ipw()} (2FA via SMS al mio numero)",
        f"Ho resettato la password di Expedia, adesso è {ipw()}",
    )
    r.add(
        "alloggiati_web_credentials",
        f"Alloggiati Web (Polizia di Stato)\nUtente: {pick('BS', 'VR', 'TN')}{digits(6)}\nPassword: {ipw()}",
        f"credenziali alloggiati web: utente {pick('BS', 'VR')}{digits(6)} pwd {ipw()} — scade ogni 3 mesi!!",
        f"alloggiati: {pick('BS', 'VR')}{digits(6)} / {ipw()}",
        f"WSKey Alloggiati Web per il gestionale: {rnd(B64, 44)}",
        f"Alloggiati Web nuova password (cambiata il {secrets.randbelow(28) + 1}/{secrets.randbelow(12) + 1}): {ipw()}",
        f"config invio schedine\nALLOGGIATI_USER={pick('BS', 'VR')}{digits(6)}\nALLOGGIATI_PASSWORD={ipw()}\nALLOGGIATI_WSKEY={rnd(B64, 44)}",
    )
    r.add(
        "pos_terminal_pin",
        f"PIN del POS (gestore) {pin(5)}",
        f"pos nexi reception: codice operatore {pin(5)}, password chiusura contabile {pin(6)}",
        f"Il PIN per fare gli storni sul POS è {pin(5)}, non dirlo ai ragazzi",
        f"POS bar — pin amministratore: {pin(4)}",
        f"password menu tecnico POS {pin(6)} (me l'ha data l'assistenza)",
    )
    r.add(
        "spid_credentials",
        f"SPID PosteID\nnome utente: titolare@{HOTEL}.example\npassword: {ipw()}\ncodice PosteID: {pin(6)}",
        f"spid: titolare@{HOTEL}.example {ipw()}",
        f"Codice PosteID per confermare l'accesso SPID in app: {pin(6)}",
        f"SPID Aruba user: {HOTEL}.titolare pass: {ipw()} — OTP arriva via SMS",
        f"password spid cambiata -> {ipw()}",
    )
    r.add(
        "fisconline_credentials",
        f"Fisconline Agenzia Entrate: codice fiscale della società come user, password {ipw()}, PIN {fisconline_pin()}",
        f"PIN Fisconline completo (prime 4 cifre online + 6 arrivate per posta): {fisconline_pin()}",
        f"entratel/fisconline pw: {ipw()} pin: {fisconline_pin()}",
        f"Agenzia Entrate nuova password {ipw()} (scade ogni 90 gg)",
    )
    r.add(
        "room_safe_master_code",
        f"Codice master casseforti camere: {pin(6)}",
        f"master code cassaforti (quando un ospite dimentica il codice): {pin(pick(6, 8))}",
        f"Casseforti camere 101-112 master {pin(6)}, camere 201-210 master {pin(6)}",
        f"codice di emergenza cassette di sicurezza (tecnico Dom) {pin(8)} + tasto #",
        f"cassaforte ufficio: {pin(6)}",
    )
    r.add(
        "guest_wifi_password",
        f"WiFi ospiti: rete {CAP[0]}_Guest password {wpa()}",
        f"Password wi-fi per i clienti da mettere sul cartellino in camera: {wpa()}",
        f"wifi guest nuova pass {wpa()} (cambiata a inizio stagione)",
        f"WIFI:T:WPA;S:HotelLidoAzzurro_Ospiti;P:{wpa()};;",
        f"Guest Wi-Fi / WLAN Gäste: {wpa()}",
    )
    r.add(
        "staff_wifi_password",
        f"wifi staff (NON darla agli ospiti): {wpa()}",
        f"Rete LidoAzzurro_Staff — chiave WPA2: {wpa()}",
        f"rete ufficio/gestionale: SSID Ufficio-5G pw {wpa()}",
        f"password wifi cucina+magazzino {wpa()}",
        f"WIFI:T:WPA;S:LidoAzzurro_Staff;P:{wpa()};H:true;;",
    )
    r.add(
        "router_admin_password",
        f"Router fibra (192.168.1.1) admin / {ipw()}",
        f"password pannello router: {ipw()}",
        f"Access point Ubiquiti: controller https://unifi.{HOTEL}.internal utente admin pw {ipw()}",
        f"router: user admin, password {rnd(ALNUM, 12)} (quella sull'etichetta l'ho cambiata)",
    )
    r.add(
        "home_banking_password",
        f"Home banking Banca del Garda\ncodice titolare: {digits(8)}\npassword: {ipw()}",
        f"home banking: {ipw()}",
        f"Password internet banking conto hotel = {ipw()}; PIN dispositivo {pin(5)}",
        f"banca online — utente {digits(8)} pass {ipw()}",
        f"nuova password home banking dopo il blocco: {ipw()}",
    )
    r.add(
        "otp_device_pin",
        f"PIN della chiavetta OTP della banca: {pin(5)}",
        f"token banca pin {pin(6)}",
        f"Per generare il codice col token: accendi, PIN {pin(5)}, poi tasto 1 per i bonifici",
        f"pin app Secure Call / token virtuale: {pin(5)}",
        f"PIN token OTP conto Banca del Garda {pin(5)}, conto personale {pin(5)}",
    )
    r.add(
        "pec_mailbox_password",
        f"PEC {HOTEL}@pec.{HOTEL}.example password {ipw()}",
        f"password della PEC: {ipw()}",
        f"Casella PEC (Aruba)\nwebmail: https://webmail.pec.{HOTEL}.example\nutente: {HOTEL}@pec.{HOTEL}.example\npassword: {ipw()}",
        f"pec pw {ipw()} — scade tra 6 mesi, ricordamelo",
        f"IMAP PEC per il gestionale: server imaps.pec.{HOTEL}.example:993 user {HOTEL}@pec.{HOTEL}.example pass {ipw()}",
    )
    r.add(
        "fiscal_register_technician_code",
        f"Registratore telematico: codice tecnico {pin(6)}",
        f"password tecnico RT (per chiusura/invio corrispettivi manuale): {pin(8)}",
        f"Cassa fiscale bar — codice tecnico {pin(6)}, password supervisore {pin(4)}",
        f"codice assistenza registratore di cassa {rnd(UPPER + DIGITS, 8)} (dato dal tecnico Ditta Rossi)",
    )
    r.add(
        "hotel_email_password",
        f"email info@{HOTEL}.example password {ipw()}",
        f"password posta prenotazioni@{HOTEL}.example: {ipw()}",
        f"SMTP per il sito: smtp.{HOTEL}.example:587 user prenotazioni@{HOTEL}.example pass {ipw()}",
        f"Google app password per Outlook sul pc reception: {app_password()}",
        f"app password gmail (stampante scanner->mail): {app_password()}",
    )
    r.add(
        "pms_api_key",
        f"API key del gestionale (PMS) per il channel manager: {hexs(32)}",
        f"pms.{HOTEL}.example API token: {rnd(ALNUM, 40)}",
        f"chiave API booking engine\nX-Api-Key: {rnd(ALNUM, 32)}\nhotel_id: {digits(5)}",
        f"PMS_API_SECRET={rnd(URLSAFE, 48)}",
    )
    r.add(
        "stripe_secret_key",
        f"Stripe chiave segreta (booking engine): {stripe_secret()}",
        f"stripe sk: {stripe_secret()}",
        f"STRIPE_SECRET_KEY={stripe_secret()}\nSTRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}",
        f"webhook signing secret stripe per le caparre: whsec_{rnd(ALNUM, 32)}",
    )
    r.add(
        "xpay_mac_key",
        f"Nexi XPay alias {('ALIAS_WEB_' + digits(8))} chiave segreta MAC: {rnd(ALNUM, 32)}",
        f"chiave MAC pagamenti online (XPay): {rnd(ALNUM, 32)}",
        f"xpay: alias ALIAS_WEB_{digits(8)}\nmac key {rnd(ALNUM, 32)}",
        f"Back office Nexi utente {digits(8)} password {ipw()}",
    )
    r.add(
        "website_admin_password",
        f"WordPress sito hotel: https://www.{HOTEL}.example/wp-admin  admin / {ipw()}",
        f"password wp-admin: {ipw()}",
        f"WooCommerce REST API (voucher regalo)\nconsumer key: ck_{hexs(40)}\nconsumer secret: cs_{hexs(40)}",
        f"FTP sito: ftp.{HOTEL}.example user {HOTEL} pw {ipw()}",
        f"hosting pannello cPanel {HOTEL} / {ipw()}",
    )
    r.add(
        "database_connection_string",
        f"DATABASE_URL=mysql://booking:{rnd(ALNUM, 18)}@db.{HOTEL}.internal:3306/booking_engine",
        f"stringa connessione db gestionale: Server=pms-sql.{HOTEL}.internal;Database=HotelPMS;User Id=sa;Password={ipw()};",
        f"postgres://report:{rnd(ALNUM, 16)}@10.0.0.12:5432/statistiche",
        f"db sito: host localhost, utente wp_{rnd(LOWER, 4)}, password {rnd(ALNUM + '!#', 16)}",
    )
    r.add(
        "server_ssh_private_key",
        f"chiave privata SSH del server del sito (deploy):\n{openssh_private()}",
        f"ssh key per il nas backup, tienila tu:\n{openssh_private()}",
        f"VPS {HOTEL}: root password {ipw()} (poi metti la chiave e disabilita)",
        f"passphrase della chiave ssh del portatile: {phrase(WORDS, 4, ' ')} {digits(2)}",
    )
    r.add(
        "newsletter_api_key",
        f"Mailchimp API key: {hexs(32)}-us{secrets.randbelow(20) + 1}",
        f"SendGrid per le mail di conferma prenotazione: {sendgrid_key()}",
        f"SENDGRID_API_KEY={sendgrid_key()}",
        f"newsletter (mailchimp) key {hexs(32)}-us{secrets.randbelow(20) + 1}",
    )
    r.add(
        "messaging_api_token",
        f"WhatsApp Business API token (risposte automatiche ospiti): {meta_token()}",
        f"token bot Telegram per le notifiche nuove prenotazioni: {telegram_token()}",
        f"TELEGRAM_BOT_TOKEN={telegram_token()}",
        f"Twilio SMS: account SID AC{hexs(32)} auth token {hexs(32)}",
        f"meta access token pagina facebook hotel {meta_token()}",
    )
    r.add(
        "company_card",
        f"Carta aziendale Visa {groups(luhn('4', 16), 4)} scad {card_expiry()} CVV {digits(3)}",
        f"carta per pagare le commissioni booking: {luhn(pick('51', '52', '53', '54', '55'), 16)} {card_expiry()} cvc {digits(3)}",
        f"Mastercard hotel\n{groups(luhn(pick('51', '52', '53', '54', '55'), 16), 4)}\n{card_expiry()}\n{digits(3)}",
        f"PIN bancomat aziendale {pin(5)}",
    )
    r.add(
        "alarm_system_code",
        f"Codice allarme: {pin(pick(4, 6))}",
        f"allarme hotel — codice disinserimento {pin(6)}, codice coercizione {pin(6)}",
        f"Antifurto ristorante: utente installatore {pin(6)}, utente master {pin(4)}",
        f"codice antifurto magazzino {pin(5)}#",
    )
    r.add(
        "cctv_nvr_password",
        f"Videosorveglianza NVR (Hikvision) admin / {ipw()}",
        f"password telecamere app sul telefono: {ipw()}",
        f"rtsp://admin:{rnd(ALNUM, 12)}@192.168.1.{secrets.randbelow(200) + 20}:554/Streaming/Channels/101",
        f"NVR: utente admin pwd {ipw()} — codice verifica cloud {rnd(UPPER, 6)}",
    )
    r.add(
        "door_lock_system_password",
        f"Software serrature (encoder tessere) utente admin password {ipw()}",
        f"password programma chiavi camere: {ipw()}",
        f"Salto ProAccess: operatore reception / {ipw()}",
        f"tessera master + pin encoder {pin(6)}",
        f"serrature camere: password installatore {rnd(ALNUM, 10)} (solo per emergenze, tecnico VingCard)",
    )
    r.add(
        "self_checkin_keypad_code",
        f"Codice tastierino ingresso notturno (self check-in): {pin(6)}",
        f"keypad portone dopo le 23: {pin(4)}*",
        f"Codice porta garage ospiti {pin(5)} — cambiarlo a fine stagione",
        f"lockbox chiavi arrivi tardi: {pin(4)}",
    )
    r.add(
        "backup_encryption_passphrase",
        f"passphrase backup NAS: {phrase(WORDS, 6, '-')}",
        f"chiave cifratura backup gestionale (Veeam): {phrase(WORDS, 5)} {digits(3)}",
        f"password del file zip con i documenti ospiti: {ipw()}",
        f"restic repository password: {rnd(URLSAFE, 32)}",
    )
    r.add(
        "invoicing_portal_password",
        f"Fatturazione elettronica (portale Aruba) user {HOTEL} pass {ipw()}",
        f"Fatture in Cloud: info@{HOTEL}.example / {ipw()}",
        f"password portale commercialista (Studio Bianchi): {ipw()}",
        f"API token Fatture in Cloud per il gestionale: {rnd(ALNUM, 40)}",
    )
    r.add(
        "tourist_tax_portal_password",
        f"Portale imposta di soggiorno Comune: utente {pick('BS', 'VR')}{digits(5)} password {ipw()}",
        f"ROSS1000 / flussi turistici Regione: {HOTEL} / {ipw()}",
        f"password portale ISTAT movimento turistico: {ipw()}",
        f"imposta di soggiorno — login gestore {HOTEL}.titolare, pw {ipw()} (dichiarazione trimestrale)",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "booking_reservation_number",
        f"Prenotazione Booking n. {digits(10, lead=True)} — famiglia Müller, 3 notti, camera 204",
        f"booking {digits(10, lead=True)} ha chiesto late check-out",
        f"Codice prenotazione Expedia (itinerario): {digits(13, lead=True)}",
        f"pren. n° {digits(10, lead=True)} cancellata senza penale",
        f"conferma prenotazione diretta BKG-{rnd(UPPER + DIGITS, 8)} caparra ricevuta",
        f"Airbnb codice conferma HM{rnd(UPPER + DIGITS, 8)} arrivo venerdì",
    )
    r.add(
        "cin_code",
        f"CIN da esporre all'ingresso e negli annunci: {cin()}",
        f"codice identificativo nazionale {cin()}",
        f"CIN {cin()} (inserito su Booking ed Expedia)",
        f"Ricordati di mettere il CIN {cin()} anche sul sito nel footer",
        f"cin dependance: {cin()}",
    )
    r.add(
        "cir_code",
        f"CIR (codice identificativo regionale): {cir()}",
        f"cir {cir()} — va nelle pubblicità",
        f"Codice CIR struttura {cir()}, CIN {cin()}",
        f"codice regionale appartamenti: {cir()}",
    )
    r.add(
        "partita_iva",
        f"Partita IVA Hotel Lido Azzurro srl: {piva()}",
        f"P.IVA {piva()} (è anche il codice fiscale della società)",
        f"dati fatturazione: Lido Azzurro S.r.l., via Lungolago 12, P.IVA IT{piva()}",
        f"partita iva fornitore lavanderia {piva()}",
        f"C.F./P.IVA: {piva()} — REA BS-{digits(6, lead=True)}",
    )
    r.add(
        "sdi_recipient_code",
        f"codice destinatario SDI: {rnd(UPPER + DIGITS, 7)}",
        f"Per le fatture elettroniche: codice univoco {rnd(UPPER + DIGITS, 7)} oppure PEC",
        f"codice SDI del commercialista {rnd(UPPER + DIGITS, 7)}",
        "codice destinatario 0000000 per i privati",
    )
    r.add(
        "invoice_number",
        f"Fattura n. {secrets.randbelow(900) + 100}/2025 emessa a Tour Operator Alpen",
        f"fattura fornitore {pick('FT', 'FV')}-{digits(6)} pagata il 5",
        f"file fattura elettronica IT{piva()}_{rnd(ALNUM, 5)}.xml scartato da SdI",
        f"Identificativo SdI {digits(10, lead=True)} — ricevuta di consegna ok",
        f"nota di credito NC {digits(4)}/2025 per la prenotazione {digits(10, lead=True)}",
    )
    r.add(
        "room_number",
        f"camera {pick(101, 102, 103, 104, 201, 202, 204, 305)} — materasso da cambiare",
        "Camere 101, 103, 207 vista lago; 112 e 212 lato strada",
        f"suite {secrets.randbelow(3) + 1} prenotata per anniversario, mettere prosecco",
        f"camera {secrets.randbelow(3) + 1}{secrets.randbelow(12) + 1:02d}: cassaforte bloccata, chiamare tecnico",
        "Stanza 305 Wi-Fi debole, spostare l'access point",
    )
    r.add(
        "shipment_tracking_code",
        f"raccomandata {upu()} dalla Questura",
        f"tracking BRT {digits(12, lead=True)} — tovaglie nuove",
        f"GLS spedizione {pick('M', 'ZX')}{digits(8, lead=True)} in consegna domani",
        f"DHL {digits(10, lead=True)} ricambi macchina caffè",
        f"Amazon ordine 40{digits(1)}-{digits(7)}-{digits(7)} tracking TBA{digits(12)}",
    )
    r.add(
        "invoice_iban",
        f"IBAN per le caparre (va sulla conferma): {it_iban()}",
        f"Coordinate bancarie in fattura: {it_iban(False)} BIC {rnd(UPPER, 6)}{pick('MM', '2X')}",
        f"bonifico caparra su IBAN {it_iban()} intestato Lido Azzurro srl",
        f"iban fornitore vini: {it_iban()}",
    )
    r.add(
        "pos_terminal_id",
        f"POS reception Terminal ID {digits(8, lead=True)}",
        f"TID {digits(8, lead=True)} esercente {digits(10, lead=True)} — per l'assistenza Nexi",
        f"POS bar: ID terminale {digits(8, lead=True)}, S/N {rnd(UPPER + DIGITS, 10)}",
        f"codice esercente (merchant id) {digits(15, lead=True)}",
    )
    r.add(
        "wifi_network_name",
        "Reti wifi: HotelLidoAzzurro_Ospiti (ospiti), LidoAzzurro_Staff (staff), Ufficio-5G",
        f"SSID ospiti piscina: LidoAzzurro_Pool_{rnd(UPPER + DIGITS, 4)}",
        "il nome rete per i clienti è Garda_Guest, senza password (captive portal)",
        f"access point camera 2xx MAC {mac(upper=True)} SSID Garda_Guest",
        "wifi ospiti: rete 'Lido Azzurro Free', la password è sul cartellino in camera",
    )
    r.add(
        "staff_password_rules",
        "Regole password per lo staff: minimo 12 caratteri, una maiuscola, un numero, un simbolo; cambiarla ogni 90 giorni",
        "Non scrivere le password sui post-it vicino al PC della reception!!",
        "ogni dipendente ha il suo utente sul gestionale, niente password condivise",
        "password policy: no date di nascita, no nome dell'hotel, non riusare le ultime 5",
        "A fine stagione disattivare gli utenti degli stagionali e cambiare il PIN del POS",
    )
    r.add(
        "password_rotation_reminder",
        "ricordami di cambiare la password di Alloggiati Web entro fine mese (scade ogni 3 mesi)",
        "la password della PEC scade a marzo, rinnovarla",
        "cambiare codice master casseforti dopo il licenziamento del manutentore",
        "Wifi ospiti: cambiare la password a inizio aprile e ristampare i cartellini",
        "Booking ha chiesto di attivare la verifica in due passaggi entro il 15",
    )
    r.add(
        "secret_location_reference",
        "Le password sono nel quaderno rosso nella cassaforte dell'ufficio",
        "il PIN del token della banca lo sa solo mia moglie",
        "Codice master casseforti: busta chiusa nel cassetto della direzione",
        "password extranet Booking: chiedere a Giulia, è nel gestore password",
        "la chiave dell'allarme ce l'ha il tecnico, numero in rubrica",
    )
    r.add(
        "password_manager_reference",
        "Bitwarden > Hotel > Booking extranet (l'ho aggiornata)",
        f"voce '1Password / Hotel / PEC Aruba' id {rnd(LOWER + DIGITS, 26)}",
        "nel gestore password cartella 'Banca' ci sono home banking e token",
        "KeePass file hotel.kdbx sul NAS, cartella Amministrazione",
    )
    r.add(
        "secret_env_reference",
        "deploy sito: password FTP in ${{ secrets.FTP_PASSWORD }}",
        "STRIPE_SECRET_KEY=${STRIPE_SECRET_KEY}  # letta dal .env sul server",
        "ALLOGGIATI_PASSWORD=<da inserire>  ALLOGGIATI_WSKEY=<da inserire>",
        "il token di Telegram sta nella variabile d'ambiente TELEGRAM_BOT_TOKEN",
        f"chiave API in vault: secret/hotel/{pick('pms', 'channel-manager', 'stripe')}/api_key",
    )
    r.add(
        "masked_card_number",
        f"carta aziendale **** **** **** {digits(4)} scad {card_expiry()}",
        f"garanzia prenotazione: Visa che termina con {digits(4)}",
        f"Mastercard xxxx-xxxx-xxxx-{digits(4)} addebito no-show ok",
        f"Booking VCC (carta virtuale) ***{digits(4)} attivabile dal giorno di arrivo",
    )
    r.add(
        "masked_credential",
        f"password Booking: {pick('G', 'L', 'M')}********{digits(1)} (la sai tu)",
        "PIN POS: ****",
        f"IBAN conto personale IT** **** **** **** **** **{digits(2)} {digits(3)}",
        "pw PEC: [nel quaderno]",
    )
    r.add(
        "stripe_publishable_key",
        f"chiave pubblicabile Stripe per il widget: pk_live_{rnd(ALNUM, 99)}",
        f"STRIPE_PUBLISHABLE_KEY=pk_live_{rnd(ALNUM, 24)}",
        f"pk test: pk_test_{rnd(ALNUM, 24)}",
        f"Stripe account id acct_{rnd(ALNUM, 16)} (per il supporto)",
    )
    r.add(
        "web_tracking_id",
        f"Google Analytics G-{rnd(UPPER + DIGITS, 10)} sul sito",
        f"Tag Manager GTM-{rnd(UPPER + DIGITS, 7)}",
        f"Meta Pixel ID {digits(16, lead=True)}",
        f"Google Ads conversion AW-{digits(10, lead=True)}",
    )
    r.add(
        "booking_property_id",
        f"ID struttura Booking.com {digits(7, lead=True)}",
        f"Expedia hotel ID {digits(8, lead=True)}",
        f"Airbnb annuncio https://www.airbnb.example/rooms/{digits(18, lead=True)}",
        f"codice struttura ISTAT {istat()}{digits(3)}",
        f"Google Hotel Center partner id {digits(9, lead=True)}",
    )
    r.add(
        "alloggiati_receipt",
        f"Alloggiati Web ricevuta del giorno {secrets.randbelow(28) + 1}: n. {digits(8, lead=True)} (12 schedine)",
        f"schedina alloggiati ID {digits(10, lead=True)} rifiutata: documento senza luogo di rilascio",
        "alloggiati: scaricare le ricevute in PDF ogni settimana e tenerle 5 anni",
        f"ricevuta alloggiati {hexs(32)}.pdf salvata nella cartella Questura",
    )
    r.add(
        "pec_address",
        f"PEC della società: {HOTEL}@pec.{HOTEL}.example",
        "PEC del Comune per la SCIA: protocollo@pec.comune.test",
        "mandare il DURC alla pec amministrazione@pec.fornitore.example",
        "pec: prenotazioni non ci vanno, solo fatture e comunicazioni ufficiali",
    )
    r.add(
        "booking_confirmation_link",
        f"link conferma prenotazione: https://booking.{HOTEL}.example/conferma/{uid()}",
        f"pagina modulo ospiti https://www.{HOTEL}.example/it/prenotazione/{uid()}",
        f"ticket assistenza channel manager #{digits(6, lead=True)} https://support.cm.example/tickets/{uid()}",
        f"recensione da rispondere: https://reviews.{HOTEL}.example/r/{uid()}",
    )
    r.add(
        "fiscal_register_serial",
        f"matricola registratore telematico {digits(2, lead=True)}{rnd(UPPER, 3)}{digits(6)}",
        f"RT bar matricola {digits(2, lead=True)}{rnd(UPPER, 3)}{digits(6)} — verifica periodica a giugno",
        f"chiusura giornaliera n. {digits(4)} del {secrets.randbelow(28) + 1}/07, totale 1.842,50 €",
        f"documento commerciale n. {digits(4)}-{digits(4)} reso",
    )
    r.add(
        "otp_device_serial",
        f"numero di serie token banca: {digits(2)}-{digits(7)}-{digits(1)} (per bloccarlo se lo perdo)",
        f"S/N chiavetta OTP {rnd(UPPER + DIGITS, 12)}",
        "il token della banca va sostituito, batteria scarica",
        f"numero verde blocco carte e token: 800 {digits(3)} {digits(3)}",
    )
    r.add(
        "bank_transfer_reference",
        f"bonifico caparra ricevuto, CRO {digits(11, lead=True)}",
        f"TRN {digits(4)}{rnd(UPPER + DIGITS, 26)} — 350 € dal gruppo Schmidt",
        f"riferimento SEPA end-to-end {rnd(UPPER + DIGITS, 20)}",
        f"RiBa n. {digits(6)} scadenza 30/09",
    )
    r.add(
        "utility_supply_code",
        f"POD luce hotel IT001E{digits(8)}",
        f"PDR gas {digits(14)}",
        f"contratto acqua n. {digits(9, lead=True)} matricola contatore {rnd(UPPER + DIGITS, 10)}",
        f"codice cliente fibra {digits(10, lead=True)} (assistenza)",
    )
    r.add(
        "keycard_uid",
        f"tessera camera 204 UID {':'.join(hexs(2).upper() for _ in range(7))}",
        f"tessera master persa, numero {digits(10, lead=True)}: bloccata nel software",
        f"encoder serrature S/N {rnd(UPPER + DIGITS, 10)}",
        f"log porta 112: tessera {hexs(8).upper()} alle 03:12",
    )
    r.add(
        "public_key",
        f"chiave pubblica SSH da mettere sul server: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} titolare@laptop",
        f"ssh-rsa {ssh_pub('ssh-rsa', 256)} backup@nas",
        f"fingerprint chiave server SHA256:{rnd(B64, 43)}",
        f"impronta chiave pubblica PGP del commercialista: {groups(hexs(40).upper(), 4)}",
    )
    r.add(
        "file_checksum",
        f"backup gestionale del 31/10, sha256 {hexs(64)}",
        f"md5 del file export_ospiti.csv: {hexs(32)}",
        f"versione sito: commit {hexs(40)}",
        f"aggiornamento firmware RT {pick('3.2.1', '4.0.7')} checksum {hexs(8).upper()}",
    )
    r.add(
        "secret_related_setting",
        "POS: PIN richiesto per importi sopra 50 €",
        "casseforti camere: codice ospite 4-6 cifre, dopo 3 errori blocco 15 minuti",
        "Wi-Fi ospiti WPA2-AES, canale 36, banda 5 GHz, limite 20 Mbit a dispositivo",
        "token OTP: il codice vale 30 secondi, 6 cifre",
        "PIN Fisconline: sono 10 cifre, le prime 4 online e le altre 6 per posta",
    )
    r.add(
        "promo_code",
        "codice sconto sito per la newsletter: GARDA10",
        f"codice promozionale ottobre AUTUNNO{digits(2)} (-15%)",
        "Booking Genius attivo, nessun codice",
        "codice convenzione Funivia Malcesine: LIDOAZZ",
    )
    r.add(
        "permit_reference",
        f"pratica SUAP n. {piva()}-{secrets.randbelow(28) + 1:02d}{secrets.randbelow(12) + 1:02d}2025-{digits(4)}",
        f"SCIA protocollo {digits(5, lead=True)} del Comune",
        f"licenza insegna n. {digits(3)}/2024, autorizzazione sanitaria {digits(4)}",
        f"marca da bollo identificativo {digits(14, lead=True)}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout223.py", [
        ("heldout223_credentials.yaml", credentials(), "Notes a Lake Garda hotel owner asks to remember that hold a real credential (portal, bank, SPID, PEC, POS, safe and Wi-Fi codes)"),
        ("heldout223_lookalikes.yaml", lookalikes(), "Notes a Lake Garda hotel owner keeps that look random but hold no secret (booking, CIN/CIR, P.IVA, invoice, tracking, IBAN, terminal ids)"),
    ])


if __name__ == "__main__":
    main()
