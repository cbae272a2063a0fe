# ruff: noqa: E501
"""Writes heldout279_credentials.yaml and heldout279_lookalikes.yaml: held-out batch 279.

Persona: the owner of a family hotel in Chania, Crete, who writes her notes in Greek (Greek
script, sometimes Greeklish) with some English and German. She keeps the logins for the
booking channel manager, the Booking.com and Airbnb extranets, the myAADE/TAXISnet tax
portal, the ERGANI labour portal, the e-banking of Piraeus and Eurobank with their OTP and
PIN, the POS terminal admin code, the room door-lock master card system, the hotel Wi-Fi for
guests and staff, the safe and the CCTV DVR, next to many look-alikes: ΑΦΜ tax numbers, ΓΕΜΗ
numbers, booking and invoice numbers, room numbers, IBANs, masked card numbers, MHTE licence
numbers and phone numbers.

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
    b64,
    bitlocker_key,
    card_expiry,
    digits,
    hexs,
    iban,
    luhn,
    mac,
    openssh_private,
    pick,
    pw,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = ["Chania", "Kydonia", "Thalassa", "Limani", "Elia", "Ilios", "Aglaia", "Balos", "Falasarna", "Dikti", "Psiloritis", "Lefka"]
GREEK_WORDS = ["θάλασσα", "λιμάνι", "ελιά", "ήλιος", "βουνό", "κύμα", "αμμουδιά", "φάρος", "ρακή", "δίκταμο"]


def gpw() -> str:
    """A password a hotel owner would pick or be handed: a word, digits, a symbol, some noise."""
    return pick(
        f"{pick(*WORDS)}{digits(4)}{pick('!', '#', '@', '$', '*')}{rnd(ALNUM, 3)}",
        f"{rnd(ALNUM, 5)}{pick('!', '#', '@', '%')}{pick(*WORDS).lower()}{digits(2)}",
        pw(),
        rnd(ALNUM + "!#%&*", 14),
    )


def afm() -> str:
    """A Greek ΑΦΜ: nine digits, the last a mod-11 check digit."""
    body = digits(8, lead=True)
    total = sum(int(c) * 2 ** (8 - i) for i, c in enumerate(body))
    return body + str(total % 11 % 10)


def gemi() -> str:
    return digits(9, lead=True) + "000"


def mobile() -> str:
    return f"+30 69{pick('4', '7', '8', '9')}{digits(1)} {digits(3)} {digits(3)}"


def landline() -> str:
    return f"28210 {digits(5, lead=True)}"


def booking_no() -> str:
    return digits(10, lead=True)


def airbnb_code() -> str:
    return "HM" + rnd(UPPER + DIGITS, 8)


def mhte() -> str:
    return f"1042Κ0{pick('12', '13', '14')}Α0{digits(5)}00"


def ama() -> str:
    return "00000" + digits(6)


def gr_iban(bank: str) -> str:
    return iban("GR", bank + digits(4) + digits(16))


def rf_code() -> str:
    """An RF creditor reference (ISO 11649) with valid check digits, as AADE prints them."""
    ref = digits(21, lead=True)
    number = int("".join(str(int(c, 36)) for c in ref + "RF00"))
    return f"RF{98 - number % 97:02d}{ref}"


def masked(last: str | None = None) -> str:
    return f"**** **** **** {last or digits(4)}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "channel_manager_login",
        f"Channel manager (app.acme-channels.example) — user: aglaia.hotel / pass: {gpw()}",
        f"Σύνδεση στο channel manager:\nhttps://app.acme-channels.example/login\nemail: reservations@aglaia-chania.example\nκωδικός: {gpw()}",
        f"chanel manager κωδ. άλλαξε σήμερα σε {gpw()} (ο παλιός δεν δουλεύει πια)",
        f"Για τη Μαρίνα στη ρεσεψιόν: μπαίνεις στο channel manager με aglaia_front και {gpw()} — μην το γράψεις σε χαρτάκι!",
        f"CM login → user aglaia / pw {gpw()} / backup code 2FA {rnd(UPPER + DIGITS, 8)}",
    )

    r.add(
        "booking_extranet_password",
        f"Booking.com extranet, Property ID {digits(7, lead=True)} — username AglaiaChania, κωδικός: {gpw()}",
        f"booking extranet kwdikos: {gpw()} — to allaxa meta to phishing email pou irthe",
        f"Neues Booking-Passwort für das Extranet: {gpw()} (Login: aglaia.res)",
        f"| σύστημα | χρήστης | κωδικός |\n|---|---|---|\n| Booking extranet | aglaia.res | {gpw()} |",
        f"Θυμήσου: Booking extranet, χρήστης aglaia.res, νέος κωδ. {gpw()}. Τον ήξερε μόνο ο Νίκος.",
    )

    r.add(
        "airbnb_host_password",
        f"Airbnb host λογαριασμός: host@aglaia-chania.example / {gpw()}",
        f"airbnb pass gia to studio sto Halepa: {gpw()}",
        f"Airbnb — email aglaia.studios@mail.example, Passwort {gpw()}, Backup-Code {digits(8)}",
        f"Κωδικός Airbnb (άλλαξε 3/5): {gpw()}",
        f"Airbnb login\n  email: host@aglaia-chania.example\n  password: {gpw()}",
    )

    r.add(
        "taxisnet_password",
        f"TAXISnet / myAADE: χρήστης AGLAIA{digits(4)} κωδικός {gpw()}",
        f"Κωδικοί taxisnet της εταιρείας: username aglaia_oe — password {gpw()} (τους έχει και η λογίστρια)",
        f"myaade kwdikos: {gpw()}  user: aglaiahotel",
        f"Για τις δηλώσεις ΦΠΑ: είσοδος στο myAADE με {pick('ksenod', 'aglaia_t', 'xenia71')}{digits(2)} / {gpw()}",
        f"TAXISnet (προσωπικό μου): όνομα χρήστη eleni.k{digits(2)}, συνθηματικό {gpw()}",
    )

    r.add(
        "ergani_password",
        f"ΕΡΓΑΝΗ: όνομα χρήστη aglaia_erg, κωδικός {gpw()}",
        f"Ergani login gia tis proslipseis tis sezon: user AGL{digits(3)} / pass {gpw()}",
        f"ΕΡΓΑΝΗ ΙΙ — χρήστης: aglaia.hotel | κωδ. πρόσβασης: {gpw()} | ειδικός κωδικός εργοδότη: {rnd(UPPER + DIGITS, 8)}",
        f"Για να δηλώσεις την ψηφιακή κάρτα εργασίας στο ΕΡΓΑΝΗ: μπες με aglaia_erg / {gpw()}",
        f"Ergani Passwort (neu ab Saison): {gpw()}",
    )

    r.add(
        "piraeus_ebanking_password",
        f"winbank (Πειραιώς) — User ID: {digits(8, lead=True)}  Κωδικός: {gpw()}",
        f"Peiraios e-banking: user aglaia{digits(3)} pass {gpw()}",
        f"Πειραιώς business e-banking\nUser: AGLAIAOE\nPassword: {gpw()}\nextra PIN: {digits(4)}",
        f"Κωδικός winbank άλλαξε — νέος: {gpw()}",
        f"Piraeus Bank Online-Banking: Benutzer {digits(8, lead=True)}, Passwort {gpw()}",
    )

    r.add(
        "eurobank_ebanking_password",
        f"Eurobank e-Banking: κωδικός χρήστη {digits(8, lead=True)}, συνθηματικό {gpw()}",
        f"eurobank pass {gpw()} (user eleni.aglaia)",
        f"Eurobank business — όνομα χρήστη AGLAIA_EB / κωδικός {gpw()} / PIN συναλλαγών {digits(4)}",
        f"Στο Eurobank app μπαίνω με PIN {digits(6)} και ο κωδικός e-banking είναι {gpw()}",
        f"Eurobank: User {digits(8, lead=True)} | Pass {gpw()}",
    )

    r.add(
        "ebanking_otp_device_pin",
        f"PIN για το token (OTP συσκευή) της Πειραιώς: {digits(4)}",
        f"To PIN tou Eurobank OTP app einai {digits(6)}",
        f"Κωδικός για να ξεκλειδώνει το μπρελόκ OTP της Eurobank: {digits(4)} — μην το δώσεις σε κανέναν",
        f"OTP-Gerät PIN (Piraeus): {digits(4)}",
        f"Αν ζητήσει εξουσιοδότηση συναλλαγής: PIN εγκρίσεων winbank {digits(5)}",
    )

    r.add(
        "bank_card_pin",
        f"PIN κάρτας Πειραιώς (επαγγελματική χρεωστική): {digits(4)}",
        f"Eurobank Visa {masked()} — PIN {digits(4)}",
        f"pin kartas gia ta psonia tou ksenodoxeiou: {digits(4)}",
        f"Κάρτα ανάληψης για τα μετρητά του ταμείου — PIN: {digits(4)}",
        f"Karten-PIN der Firmenkarte: {digits(4)}",
    )

    r.add(
        "pos_admin_code",
        f"POS τερματικό ρεσεψιόν — κωδικός διαχειριστή (admin): {digits(6)}, κωδ. για ακυρώσεις/επιστροφές: {digits(4)}",
        f"pos admin password {digits(6)} — xreiazetai gia to kleisimo imeras",
        f"Κωδικός supervisor στο POS για refund: {digits(4)}",
        f"POS (Eurobank) Merchant-Passwort für Storno: {digits(4)}, Admin-Menü: {digits(6)}",
        f"Για το POS του μπαρ: μενού διαχειριστή → {digits(6)}",
    )

    r.add(
        "door_lock_system_password",
        f"Κλειδαριές δωματίων — πρόγραμμα κάρτες (lockserver.aglaia.internal): admin / {gpw()}",
        f"Master card system: κωδικός χειριστή {digits(4)} για να βγάλεις master κάρτα",
        f"door lock software login: reception / {gpw()}",
        f"Türschloss-System: Admin-Passwort {gpw()}, PIN für Notfallkarte {digits(6)}",
        f"Πρόγραμμα καρτών πόρτας\nuser: eleni\npass: {gpw()}\n(η Μαρίνα έχει δικό της χρήστη)",
    )

    r.add(
        "guest_wifi_password",
        f"WiFi πελατών: Aglaia_Guests — κωδικός {pick(*WORDS)}{digits(4)}",
        f"Guest Wi-Fi password: {rnd(LOWER + DIGITS, 10)}",
        f"wifi gia tous pelates (pisina): Aglaia_Pool / {pick(*WORDS).lower()}{digits(3)}",
        f"Νέος κωδικός WiFi για τα δωμάτια (να τυπωθούν καινούριες κάρτες): {pick(*WORDS)}{digits(4)}!",
        f"WLAN für Gäste: SSID Aglaia_Guests, Passwort {rnd(LOWER + DIGITS, 10)}",
    )

    r.add(
        "staff_wifi_password",
        f"WiFi προσωπικού (Aglaia_Staff): {gpw()} — ΟΧΙ στους πελάτες",
        f"staff wifi: {rnd(ALNUM, 16)}",
        f"Office WLAN (Büro) Passwort: {gpw()}",
        f"Wi-Fi γραφείου/ρεσεψιόν, WPA2: {rnd(ALNUM, 14)}",
        f"Aglaia_Staff\nWPA2\n{gpw()}\n(για τις καμαριέρες μόνο στα κινητά τους)",
    )

    r.add(
        "safe_combination",
        f"Χρηματοκιβώτιο γραφείου: συνδυασμός {digits(2)}-{digits(2)}-{digits(2)}",
        f"Κωδικός χρηματοκιβωτίου ρεσεψιόν: {digits(6)}",
        f"kodikos gia to xrimatokivotio sto grafeio: {digits(6)}#",
        f"Tresor im Büro: Code {digits(6)}",
        f"Master code για τις θυρίδες ασφαλείας των δωματίων: {digits(6)} (αν ένας πελάτης ξεχάσει τον κωδικό του)",
    )

    r.add(
        "cctv_dvr_password",
        f"Κάμερες (DVR) — admin / {gpw()}",
        f"CCTV: http://192.168.1.64 user admin pass {gpw()}",
        f"DVR kameron parking kai eisodou: admin {gpw()}",
        f"Καταγραφικό καμερών, εφαρμογή στο κινητό: χρήστης eleni, κωδικός {gpw()}, κωδικός επαλήθευσης συσκευής {rnd(UPPER, 6)}",
        f"Videoüberwachung (DVR) Passwort: {gpw()}",
    )

    r.add(
        "router_admin_password",
        f"Router Cosmote (192.168.1.1) — admin / {gpw()}",
        f"router admin kwdikos: {rnd(ALNUM, 12)}",
        f"Πρόσβαση στο router του ξενοδοχείου: http://router.aglaia.internal, user admin, pass {gpw()}",
        f"Router-Login: admin / {gpw()} (der Techniker hat es geändert)",
        f"4G backup router (Vodafone) web admin: {rnd(ALNUM, 10)}",
    )

    r.add(
        "gmail_app_password",
        f"App password για το email της ρεσεψιόν στο Outlook: {app_password()}",
        f"Κωδικός εφαρμογής Google για τον εκτυπωτή (scan to email): {app_password()}",
        f"gmail app pass gia to channel manager na stelnei emails: {app_password()}",
        f"App-Passwort (Google) für das Buchhaltungsprogramm: {app_password()}",
    )

    r.add(
        "mydata_api_credentials",
        f"myDATA API (για το πρόγραμμα τιμολόγησης)\naade-user-id: aglaia_mydata\nOcp-Apim-Subscription-Key: {hexs(32)}",
        f"myDATA subscription key: {hexs(32)} — χρήστης aglaia_mydata",
        f"ΑΑΔΕ myDATA REST: user aglaia_erp / key {hexs(32)}",
        f"curl -H \"aade-user-id: aglaia_mydata\" -H \"Ocp-Apim-Subscription-Key: {hexs(32)}\" https://mydata-dev.acme.test/SendInvoices",
        f"mydata kleidi API gia to neo POS: {hexs(32)}",
    )

    r.add(
        "payment_gateway_secret_key",
        f"Stripe (κρατήσεις από το site) secret key: sk_live_{rnd(ALNUM, 99)}",
        f"STRIPE_SECRET_KEY=sk_live_{rnd(ALNUM, 24)}",
        f"Stripe restricted key για refunds: rk_live_{rnd(ALNUM, 99)}",
        f"Πύλη πληρωμών (Viva) — Client ID: {rnd(LOWER + DIGITS, 32)}.apps.vivapayments.test\nClient Secret: {rnd(ALNUM, 30)}",
        f"Zahlungs-API Schlüssel (Live): sk_live_{rnd(ALNUM, 99)}",
    )

    r.add(
        "pms_database_connection",
        f"PMS βάση: postgres://pms_admin:{rnd(ALNUM, 18)}@pms.aglaia.internal:5432/hotel",
        f"DATABASE_URL=mysql://aglaia:{rnd(ALNUM, 16)}@db.aglaia.internal/bookings",
        f"Σύνδεση στη βάση του προγράμματος κρατήσεων:\nhost: db.aglaia.internal\nuser: pms\npassword: {gpw()}",
        f"Server=sql.aglaia.internal;Database=HotelPMS;User Id=sa;Password={gpw()};",
    )

    r.add(
        "website_admin_password",
        f"WordPress site (aglaia-chania.example/wp-admin): eleni / {gpw()}",
        f"wp admin pass: {gpw()}",
        f"Hosting cPanel: aglaiach / {gpw()}",
        f"Website Login für den Webdesigner: user webdesign, Passwort {gpw()}",
        f"Κωδικός διαχείρισης ιστοσελίδας (άλλαξε μετά το hack): {gpw()}",
    )

    r.add(
        "alarm_code",
        f"Συναγερμός: κωδικός οπλισμού/αφόπλισης {digits(4)}",
        f"alarm kodikos {digits(4)}, panic {digits(4)}",
        f"Alarmanlage Code: {digits(4)} — Installateur-Code {digits(6)}",
        f"Κωδικός συναγερμού αποθήκης: {digits(4)}*",
        f"Αν χτυπήσει ο συναγερμός τη νύχτα, η εταιρεία φύλαξης ρωτάει το συνθηματικό: «{pick(*GREEK_WORDS)} {digits(3)}»",
    )

    r.add(
        "social_media_login",
        f"Instagram ξενοδοχείου @aglaia.chania — κωδικός {gpw()}",
        f"Facebook σελίδα: admin email social@aglaia-chania.example, pass {gpw()}",
        f"Instagram backup codes:\n{recovery_codes(5, 'digits')}",
        f"insta pass {gpw()} (to exei kai i Katerina gia ta posts)",
        f"Google Business Profile: aglaia.hotel@mail.example / {gpw()}",
    )

    r.add(
        "vpn_private_key",
        f"VPN από το σπίτι στη ρεσεψιόν (WireGuard)\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.8.0.2/32",
        f"WireGuard ιδιωτικό κλειδί laptop: {wg_key()}",
        f"wg private key tou PC reception: {wg_key()}",
        f"[Interface]\nPrivateKey = {wg_key()}\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.aglaia.internal:51820",
    )

    r.add(
        "server_ssh_private_key",
        f"Κλειδί SSH για τον server του site (το έστειλε ο Γιάννης):\n{openssh_private()}",
        f"ssh key gia backup server\n{openssh_private()}",
        f"SSH-Schlüssel Webserver:\n{openssh_private()}",
    )

    r.add(
        "sim_puk_code",
        f"Κάρτα SIM κινητού ρεσεψιόν: PIN {digits(4)}, PUK {digits(8)}",
        f"PUK tis SIM tou router 4G: {digits(8)}",
        f"SIM des Hotelhandys — PIN {digits(4)}, PUK {digits(8)}",
        f"PIN κινητού υπηρεσίας: {digits(4)} / PUK: {digits(8)}",
    )

    r.add(
        "email_api_key",
        f"SendGrid για τα emails επιβεβαίωσης κρατήσεων: {sendgrid_key()}",
        f"SENDGRID_API_KEY={sendgrid_key()}",
        f"Mailchimp API key (newsletter): {hexs(32)}-us{pick('14', '21', '8')}",
        f"API-Schlüssel Newsletter: {hexs(32)}-us{pick('6', '19')}",
    )

    r.add(
        "remote_desktop_password",
        f"AnyDesk στο PC της ρεσεψιόν — ID {digits(9, lead=True)}, κωδικός unattended access: {gpw()}",
        f"TeamViewer για τη λογίστρια: ID {digits(3, lead=True)} {digits(3)} {digits(3)}, password {rnd(LOWER + DIGITS, 8)}",
        f"anydesk pass {gpw()} (gia ton texniko tou PMS)",
        f"Fernwartung PC Rezeption: Passwort {gpw()}",
    )

    r.add(
        "laptop_bitlocker_key",
        f"BitLocker recovery key (laptop γραφείου): {bitlocker_key()}",
        f"Κλειδί ανάκτησης BitLocker PC ρεσεψιόν:\n{bitlocker_key()}",
        f"Wiederherstellungsschlüssel Laptop: {bitlocker_key()}",
        f"bitlocker kleidi gia to PC tou bar: {bitlocker_key()}",
    )

    r.add(
        "windows_pc_password",
        f"PC ρεσεψιόν: χρήστης Reception, κωδικός {gpw()}",
        f"Κωδικός laptop γραφείου: {gpw()}",
        f"pc grafeiou PIN {digits(6)}, kodikos {gpw()}",
        f"Windows-Passwort Büro-PC: {gpw()}",
        f"Κωδικός BIOS στα PC των δωματίων συνεδριάσεων: {rnd(ALNUM, 10)}",
    )

    r.add(
        "booking_engine_api_token",
        f"Booking engine API token: {rnd(URLSAFE, 40)}",
        f"Channel manager API key (σύνδεση με PMS): {hexs(40)}",
        f"Authorization: Bearer {rnd(ALNUM, 48)}  ← για το booking engine",
        f"CM_API_SECRET={rnd(ALNUM, 32)}",
        f"Webhook secret για τις κρατήσεις (channel manager → site): whsec_{rnd(ALNUM, 32)}",
    )

    r.add(
        "phone_voicemail_pin",
        f"Τηλεφωνικό κέντρο — κωδικός τηλεφωνητή: {digits(4)}",
        f"PBX admin (pbx.aglaia.internal): admin / {gpw()}",
        f"voicemail pin {digits(4)} sto {landline()}",
        f"Κωδικός για τις υπεραστικές κλήσεις από τα δωμάτια (PBX): {digits(6)}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "afm_tax_number",
        f"ΑΦΜ ξενοδοχείου: {afm()}, ΔΟΥ Χανίων",
        f"afm promitheuti (furnos Kalathas): {afm()}",
        f"Τιμολόγιο σε εταιρεία πελάτη — ΑΦΜ {afm()}, ΔΟΥ Φάε Αθηνών",
        f"Steuernummer (ΑΦΜ) der Pension: {afm()}",
        f"Για το τιμολόγιο του Ιβάν: ΑΦΜ {afm()} — ζήτα και διεύθυνση",
    )

    r.add(
        "gemi_number",
        f"Αρ. ΓΕΜΗ: {gemi()}",
        f"ΓΕΜΗ εταιρείας: {gemi()} — το ζητάει η Booking για επαλήθευση",
        f"gemi {gemi()} (gia ti sumvasi me to tour operator)",
        f"Handelsregister (ΓΕΜΗ) Nr.: {gemi()}",
    )

    r.add(
        "booking_reservation_number",
        f"Κράτηση Booking {booking_no()} — Müller, 3 νύχτες, δωμάτιο 12",
        f"booking no {booking_no()} no show, na xrewthei i prwti nixta",
        f"Αλλαγή ημερομηνιών για την κράτηση #{booking_no()}, πελάτης ζήτησε 14-17/7",
        f"Buchungsnummer {booking_no()}, PIN der Buchung liegt beim Gast",
        f"Reservation {booking_no()}: ζήτησαν βρεφική κούνια",
    )

    r.add(
        "airbnb_confirmation_code",
        f"Airbnb κράτηση {airbnb_code()} — άφιξη 22:30, θέλουν παραλαβή από αεροδρόμιο",
        f"airbnb code {airbnb_code()} akirosi, epistrofi 50%",
        f"Airbnb Bestätigungscode {airbnb_code()} – Gäste aus München",
        f"Κράτηση {airbnb_code()} για το στούντιο, 2 ενήλικες",
    )

    r.add(
        "mydata_mark",
        f"ΜΑΡΚ παραστατικού: {digits(15, lead=True)}",
        f"myDATA MARK {digits(15, lead=True)} για την απόδειξη 1543",
        f"Το τιμολόγιο του τουριστικού γραφείου διαβιβάστηκε — MARK {digits(15, lead=True)}, UID {hexs(40).upper()}",
        f"mark akyrotikou {digits(15, lead=True)}",
    )

    r.add(
        "invoice_number",
        f"Τιμολόγιο ΤΠΥ Α-{digits(4, lead=True)} προς TUI acme, 4.320,00 €",
        f"ΑΛΠ σειρά Β αρ. {digits(5, lead=True)}",
        f"Rechnung Nr. AGL-2024-{digits(4)} an Reisebüro acme",
        f"timologio promitheuti {digits(6, lead=True)} apo ton ilektrologo — pliromi ws 30/6",
        f"Πιστωτικό {digits(4, lead=True)} για την ακύρωση της ομάδας",
    )

    r.add(
        "room_number",
        f"Δωμάτιο {pick('101', '102', '204', '205', '301')}: στάζει το κλιματιστικό",
        f"Zimmer {pick('12', '14', '21')} — Gast allergisch gegen Federn",
        f"domatio {pick('103', '206')} kleidi kartas den anoigei, na ksanaperastei",
        "Οικογενειακό δωμάτιο 301-302 (connecting) για την οικογένεια Schmidt",
        f"Room {pick('104', '207')} – late checkout 14:00, ενημέρωσε καμαριέρες",
    )

    r.add(
        "iban",
        f"IBAN Πειραιώς (για προκαταβολές): {gr_iban('0171')}",
        f"Eurobank IBAN: {gr_iban('0260')}, δικαιούχος AGLAIA OE",
        f"IBAN für Anzahlung: {gr_iban('0171')} — BIC PIRBGRAA",
        f"iban tou promitheuti linon: {gr_iban('0110')}",
        f"Για την επιστροφή στον πελάτη: {iban('DE', digits(18))}",
    )

    r.add(
        "masked_card_number",
        f"Προκαταβολή χρεώθηκε στην κάρτα {masked()} (Visa), λήξη {card_expiry()}",
        f"karta pelati: {luhn('4')[:4]} **** **** {digits(4)}",
        f"Virtual card Booking: **** {digits(4)}, διαθέσιμη από την ημέρα άφιξης",
        f"Kreditkarte endet auf {digits(4)} — Zahlung abgelehnt",
        f"Εταιρική κάρτα Eurobank: XXXX-XXXX-XXXX-{digits(4)}",
    )

    r.add(
        "mhte_licence_number",
        f"ΜΗΤΕ: {mhte()}",
        f"Αριθμός ΜΗΤΕ για το Booking: {mhte()} (2 αστέρια)",
        f"Αριθμός Μητρώου Ακινήτου (ΑΜΑ) για το Airbnb στούντιο: {ama()}",
        f"MHTE Lizenznummer: {mhte()}",
        f"mhte {mhte()} — na mpei kai sto site, sto footer",
    )

    r.add(
        "phone_number",
        f"Ηλεκτρολόγος Μανώλης: {mobile()}",
        f"Ρεσεψιόν: {landline()}, fax {landline()}",
        f"taxi Kostas {mobile()} — gia metafores aerodromio",
        f"Hausmeister Giorgos: {mobile()}",
        f"Υδραυλικός (έκτακτα) {mobile()}",
    )

    r.add(
        "password_rotation_reminder",
        "Να αλλάξω τον κωδικό του Booking extranet πριν ανοίξει η σεζόν",
        "Υπενθύμιση: κάθε Νοέμβριο αλλάζουμε τον κωδικό WiFi πελατών και τυπώνουμε νέες κάρτες",
        "allagi kodikou winbank — lixei se 10 meres, na to kanw apo to grafeio",
        "Passwort für das Airbnb-Konto am Montag ändern (Katerina ist nicht mehr bei uns)",
        "Άλλαξε ο κωδικός του DVR — τον έχει ο τεχνικός, θα μου τον πει αύριο",
    )

    r.add(
        "secret_location_reference",
        "Οι κωδικοί του taxisnet είναι στον κόκκινο φάκελο στο χρηματοκιβώτιο",
        "Ο συνδυασμός του χρηματοκιβωτίου: τον ξέρουμε μόνο εγώ και ο Νίκος",
        "kodikos ergani: ston password manager, fakelos 'Dimosio'",
        "Alle Passwörter stehen im Bitwarden-Tresor unter 'Hotel'",
        "PIN της κάρτας: στον φάκελο της τράπεζας, όχι εδώ",
    )

    r.add(
        "wifi_network_info",
        "WiFi πελατών: SSID Aglaia_Guests — ο κωδικός είναι τυπωμένος στην κάρτα του δωματίου",
        f"Access point 2ος όροφος: κανάλι {pick('1', '6', '11')}, 5GHz κανάλι {pick('36', '44', '149')}, IP 192.168.10.{secrets.randbelow(200) + 20}",
        "wifi pisinas den ftanei sta domatia 301-305, xreiazetai extender",
        "Gäste-WLAN: Aglaia_Guests, Staff-WLAN: Aglaia_Staff (Passwort an der Rezeption fragen)",
        "Το WiFi προσωπικού είναι WPA2-Enterprise, ο καθένας μπαίνει με το δικό του όνομα",
    )

    r.add(
        "publishable_key",
        f"Stripe publishable key για το site: pk_live_{rnd(ALNUM, 99)}",
        f"NEXT_PUBLIC_STRIPE_KEY=pk_live_{rnd(ALNUM, 24)}",
        f"reCAPTCHA site key στη φόρμα επικοινωνίας (δημόσιο, μπαίνει στο HTML): 6L{rnd(URLSAFE, 38)}",
        f"pk_test_{rnd(ALNUM, 24)} — για δοκιμές στο staging.aglaia-chania.example",
    )

    r.add(
        "analytics_tracking_id",
        f"Google Analytics: G-{rnd(UPPER + DIGITS, 10)}",
        f"GTM container GTM-{rnd(UPPER + DIGITS, 7)} στο site",
        f"Meta Pixel ID: {digits(15, lead=True)}",
        f"analytics id G-{rnd(UPPER + DIGITS, 10)} — na to valei o webdesigner kai sti selida kratiseon",
    )

    r.add(
        "courier_tracking_number",
        f"ΑCS αποστολή χαμένου αντικειμένου πελάτη: voucher {digits(10, lead=True)}",
        f"ΕΛΤΑ συστημένο RR{digits(9)}GR προς Γερμανία",
        f"Sendungsnummer DHL: {digits(10, lead=True)}",
        f"Geniki Taxydromiki voucher {digits(10, lead=True)} - stolές apo Athina",
    )

    r.add(
        "booking_link_uuid",
        f"Link για check-in online: https://checkin.aglaia-chania.example/g/{uid()}",
        f"Σύνδεσμος κράτησης που στάλθηκε στον πελάτη: https://book.acme-engine.example/reservation/{uid()}",
        f"voucher pdf: https://files.aglaia.internal/vouchers/{uid()}.pdf",
        f"Zahlungslink (Anzahlung 30%): https://pay.acme.test/p/{uid()}",
    )

    r.add(
        "device_serial_number",
        f"DVR καμερών S/N: {rnd(UPPER + DIGITS, 9)}-{digits(6)}",
        f"Serial POS τερματικού: {rnd(UPPER + DIGITS, 12)}",
        f"Encoder καρτών πόρτας, σειριακός {rnd(UPPER + DIGITS, 10)} — στο σέρβις για εγγύηση",
        f"Router S/N {rnd(UPPER + DIGITS, 14)}, μοντέλο acme AX3000",
    )

    r.add(
        "mac_address",
        f"MAC του PC ρεσεψιόν: {mac(upper=True)} (για DHCP reservation)",
        f"Κάμερα εισόδου MAC {mac()} → IP 192.168.1.{secrets.randbelow(200) + 20}",
        f"smart tv domatio 204 mac {mac('-', True)}, na mpei stin exairesi tou captive portal",
        f"MAC-Adresse Drucker: {mac()}",
    )

    r.add(
        "pos_terminal_id",
        f"POS Πειραιώς: TID {digits(8, lead=True)}, MID {digits(10, lead=True)}",
        f"Terminal ID {digits(8, lead=True)} — για βλάβη πάρε {landline()}",
        f"POS bar: tid {digits(8, lead=True)}, merchant {digits(9, lead=True)}",
        f"Kartenterminal TID {digits(8, lead=True)}",
    )

    r.add(
        "rf_payment_code",
        f"Κωδικός πληρωμής ΦΠΑ (RF): {rf_code()}",
        f"ENFIA tautotita pliromis {rf_code()}, dosi 3/10",
        f"Ρύθμιση ΕΦΚΑ — ταυτότητα οφειλής {rf_code()}",
        f"Zahlungsreferenz Finanzamt: {rf_code()}",
    )

    r.add(
        "utility_account_number",
        f"ΔΕΗ αριθμός παροχής: 1 {digits(8)}-01 {digits(1)}",
        f"ΔΕΥΑΧ νερό — αρ. ρολογιού {digits(8, lead=True)}, κωδ. καταναλωτή {digits(7, lead=True)}",
        f"Cosmote λογαριασμός συνδρομητή {digits(10, lead=True)}",
        f"Stromzähler Nr. {digits(9, lead=True)}",
        f"Nova TV στα δωμάτια — αρ. συμβολαίου {digits(9, lead=True)}",
    )

    r.add(
        "secret_reference_in_config",
        "STRIPE_SECRET_KEY=${{ secrets.STRIPE_SECRET_KEY }}",
        "Στο .env του site: DB_PASSWORD=${DB_PASSWORD} — η τιμή μπαίνει από τον hosting πάνελ",
        "mydata key: vault kv get secret/aglaia/mydata (το έχει στήσει ο Γιάννης)",
        "SENDGRID_API_KEY δεν μπαίνει στο git, μόνο στο περιβάλλον του server",
        "password: ${PMS_DB_PASSWORD}",
    )

    r.add(
        "password_policy_note",
        "Κωδικοί προσωπικού: τουλάχιστον 12 χαρακτήρες, αλλαγή κάθε 90 μέρες, όχι το όνομα του ξενοδοχείου",
        "winbank: ο κωδικός πρέπει να έχει 8-16 χαρακτήρες με κεφαλαίο και αριθμό",
        "taxisnet kodikos: 8 ews 12 xaraktires, latinikoi mono",
        "PIN der Karte: 4 Ziffern, nach 3 Fehlversuchen gesperrt",
        "Κάρτες πόρτας: λήγουν αυτόματα στις 12:00 την ημέρα αναχώρησης",
    )

    r.add(
        "otp_delivery_settings",
        f"Το OTP της Πειραιώς έρχεται με SMS στο κινητό που λήγει σε {digits(2)}",
        "Eurobank: έγκριση συναλλαγών μέσω app (push), όχι SMS",
        "otp gia to myAADE erxetai sto email tis logistrias",
        "Die TAN kommt per SMS aufs Hotelhandy",
        "Αν δεν έρθει το OTP σε 60 δευτερόλεπτα, πάτα 'επαναποστολή' — μέχρι 3 φορές",
    )

    r.add(
        "ssh_public_key",
        f"Δημόσιο κλειδί για τον server του site (authorized_keys):\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} eleni@laptop",
        f"ssh-rsa {ssh_pub('ssh-rsa', 270)} reception-pc",
        f"WireGuard public key του peer (ρεσεψιόν): {wg_key()}",
        f"Public Key für den Webdesigner: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} webdesign",
    )

    r.add(
        "dns_record",
        f"DKIM (TXT) για το domain: v=DKIM1; k=rsa; p={b64(secrets.token_bytes(162))}",
        "SPF: v=spf1 include:_spf.acme-mail.example ~all",
        f"google-site-verification={rnd(URLSAFE, 43)}",
        f"DMARC: v=DMARC1; p=quarantine; rua=mailto:dmarc@aglaia-chania.example, selector s{digits(4)}",
    )

    r.add(
        "file_checksum",
        f"Αντίγραφο ασφαλείας PMS 31/10 — SHA256: {hexs(64)}",
        f"backup_kratiseon.zip md5 {hexs(32)}",
        f"Prüfsumme des Backups: {hexs(64)}",
        f"git commit του site μετά τις αλλαγές τιμών: {hexs(40)}",
    )

    r.add(
        "door_lock_card_log",
        f"Κάρτα #{digits(4)} δόθηκε στο δωμάτιο 205, λήξη 15/8 12:00",
        f"Σύνολο καρτών: {secrets.randbelow(80) + 60} πελατών, 6 καθαρίστριας, 2 master (στο χρηματοκιβώτιο)",
        f"UID κάρτας που χάθηκε: {rnd('0123456789ABCDEF', 8)} — ακυρώθηκε",
        f"Schlosssystem Batteriewechsel Zimmer 101-112 erledigt, Firmware {secrets.randbelow(5) + 1}.{secrets.randbelow(20)}.{secrets.randbelow(100)}",
    )

    r.add(
        "bitlocker_key_id",
        f"BitLocker Key ID (όχι το κλειδί): {uid().upper()}",
        f"Recovery key ID laptop γραφείου: {rnd('0123456789ABCDEF', 8)} — το κλειδί είναι στον λογαριασμό Microsoft",
        f"Schlüssel-ID BitLocker Rezeption: {uid().upper()}",
    )

    r.add(
        "ergani_protocol_number",
        f"ΕΡΓΑΝΗ Ε3 πρόσληψη καμαριέρας — αρ. πρωτοκόλλου {digits(8, lead=True)}",
        f"Ergani E4 oristike, protokollo {digits(8, lead=True)}/{pick('2024', '2025')}",
        f"Ψηφιακή κάρτα εργασίας: κωδικός παραβόλου {digits(10, lead=True)}",
        f"ERGANI Meldung Nr. {digits(8, lead=True)} – Saisonkraft Küche",
        f"Υπερωρίες Ιουλίου δηλώθηκαν στο ΕΡΓΑΝΗ, πρωτ. {digits(8, lead=True)}",
    )

    r.add(
        "settings_near_secret_words",
        f"Χρώμα κουμπιού κράτησης στο site: #{rnd(HEX, 6)}",
        f"Ελάχιστη διαμονή Αύγουστο: {pick('3', '4', '5')} νύχτες, πολιτική ακύρωσης 14 ημέρες",
        f"Session timeout του PMS: {pick('15', '30')} λεπτά, μετά ζητάει πάλι κωδικό",
        f"Token Lebensdauer der API: {pick('3600', '7200')} Sekunden",
    )

    r.add(
        "social_insurance_number",
        f"Νέα καμαριέρα: ΑΜΚΑ {digits(11, lead=True)}, σύμβαση ορισμένου χρόνου",
        f"Αριθμός μητρώου εργοδότη e-ΕΦΚΑ: {digits(10, lead=True)}",
        f"AMKA tou mageira {digits(11, lead=True)} — na ginei i dilosi sto ergani",
    )

    return r


def main() -> None:
    write_corpora("make_heldout279.py", [
        ("heldout279_credentials.yaml", credentials(), "Held-out batch 279: credentials a Chania family hotel owner keeps (Greek, Greeklish, English, German)"),
        ("heldout279_lookalikes.yaml", lookalikes(), "Held-out batch 279: look-alikes from a Chania family hotel owner's notes that hold no secret"),
    ])


if __name__ == "__main__":
    main()
