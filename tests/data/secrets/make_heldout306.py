# ruff: noqa: E501
"""Writes heldout306_credentials.yaml and heldout306_lookalikes.yaml: held-out batch 306.

Persona: Eleni, who runs a small family hotel in Chania, Crete, writes her notes in Greek
(Greek script, sometimes Greeklish in Latin letters) mixed with English. She keeps the
Booking.com and Airbnb extranet logins, the channel manager's API key, the card terminals'
manager PINs, the TAXISnet, myAADE and ERGANI codes, the Eurobank and Piraeus e-banking
passwords and their extra PINs, the room safes' master code, the Wi-Fi, CCTV, alarm and gate
codes; and beside them many notes that only look secret: booking references, AFM numbers,
masked AMKA, invoice and MARK numbers, room lists, IBANs, phone numbers, vouchers and
key-card serials.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    digits,
    hexs,
    iban,
    luhn,
    mac,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    uid,
    write_corpora,
)

HOTEL = "kydonia-hotel.example"
WORDS = ["thalassa", "ilios", "limani", "portokali", "kalokairi", "elia", "krasi", "votsalo",
         "agkathi", "dyosmos", "kymata", "faros", "spilia", "melissa", "rodi", "kaiki"]


def user() -> str:
    return pick("emarkaki", "eleni.m", "kydonia_hotel", "villakydonia", "e.markaki", "markaki_e") + pick("", digits(2))


def email() -> str:
    return f"{pick('reservations', 'info', 'eleni', 'booking', 'reception')}@{HOTEL}"


def gpw() -> str:
    """A password Eleni chose (Greeklish words, a year, a symbol) or one a manager drew."""
    return pick(
        f"{pick('Chania', 'Kydonia', 'Thalassa', 'Balos', 'Elafonisi', 'Lefka', 'Eleni', 'Manolis', 'Psiloritis')}{pick('@', '!', '#', '_', '.')}{digits(4)}",
        f"{pick('Thalassa', 'Kalokairi', 'Ilios', 'Limani', 'Portokali')}{pick('-', '_')}{rnd(ALNUM, 6)}{pick('!', '$', '*')}",
        pw(),
        rnd(ALNUM + "!@#$%", 14),
    )


def wifi_pw() -> str:
    return pick(
        f"{pick(*WORDS)}{digits(4)}",
        f"Kydonia{pick('Guest', 'Pool', 'Staff', 'Bar')}{digits(3)}!",
        rnd(ALNUM, 12),
        phrase(WORDS, 3, pick("-", ".")) + digits(2),
    )


def mobile() -> str:
    return f"69{pick('4', '7', '8', '9')}{digits(7)}"


def afm() -> str:
    """A Greek tax number (ΑΦΜ) with a valid check digit."""
    body = digits(8, lead=True)
    total = sum(int(c) * 2 ** (8 - i) for i, c in enumerate(body))
    return body + str(total % 11 % 10)


def amka() -> str:
    """An AMKA: birth date DDMMYY, four digits and a Luhn check digit."""
    dob = f"{secrets.randbelow(28) + 1:02d}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(40) + 55:02d}"
    return luhn(dob, 11)


def mark() -> str:
    """A myDATA MARK (Μοναδικός Αριθμός Καταχώρησης)."""
    return "4000" + digits(11)


def rf_code(ref: str) -> str:
    """An ISO 11649 RF payment code (κωδικός πληρωμής) with valid check digits."""
    number = int("".join(str(int(c, 36)) for c in ref + "RF00"))
    return f"RF{98 - number % 97:02d}{ref}"


def s10(prefix: str = "RE") -> str:
    """A UPU S10 postal tracking number (ΕΛΤΑ), with its check digit."""
    body = digits(8)
    total = sum(int(c) * w for c, w in zip(body, (8, 6, 4, 2, 3, 5, 9, 7), strict=True))
    check = 11 - total % 11
    check = 0 if check == 10 else 5 if check == 11 else check
    return f"{prefix}{body}{check}GR"


def gr_iban(bank: str) -> str:
    return iban("GR", bank + digits(4) + digits(16))


def card_uid() -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(pick(4, 7)))


def credentials() -> Rows:
    r = Rows()
    u, p = user(), gpw()
    r.add(
        "booking_extranet_login",
        f"Booking extranet: username {user()} / κωδικός {gpw()}",
        f"Booking.com Extranet\nΌνομα χρήστη: {u}\nΚωδικός πρόσβασης: {p}\n(ο παλιός δεν δουλεύει πια)",
        f"booking login gia to extranet -> {user()} kai pass {gpw()}, to 2FA erxetai sto kinito mou",
        f"Άλλαξα σήμερα τον κωδικό στο Booking, νέος: {gpw()} (hotel id {digits(7, lead=True)})",
        f"Για τη Μαρία στη ρεσεψιόν — Booking extranet user {user()}, pw {gpw()}. Μην τον δώσεις σε κανέναν.",
    )
    r.add(
        "airbnb_host_login",
        f"Airbnb host account: {email()} / {gpw()}",
        f"airbnb kwdikos: {gpw()} (email {email()})",
        f"Airbnb — νέος κωδικός μετά το reset: {gpw()}",
        f"Airbnb\nemail: {email()}\npassword: {gpw()}\nsms κωδικός έρχεται στο {mobile()}",
        f"Remember the Airbnb password for the Kato Daratso apartment account: {gpw()}",
    )
    r.add(
        "channel_manager_api_key",
        f"Octorate API key για σύνδεση με το site: {rnd(ALNUM, 40)}",
        f"# booking engine .env\nOCTORATE_CLIENT_ID=kydonia-{digits(6)}\nOCTORATE_CLIENT_SECRET={rnd(ALNUM, 48)}",
        f"channel manager token (o Nikos to zitise gia to booking engine): {rnd(URLSAFE, 64)}",
        f"curl -H 'Authorization: Bearer {rnd(URLSAFE, 60)}' https://api.octorate.test/rest/v1/reservations?property={digits(6)}",
        f"Octorate: login {user()} / {gpw()}, και το API key {hexs(32)}",
    )
    r.add(
        "pos_manager_pin",
        f"POS Eurobank (Worldline) στη ρεσεψιόν — PIN διαχειριστή: {digits(6)}",
        f"pin manager sto POS tis reception: {digits(4)}, gia akyrwseis kai kleisimo imeras",
        f"Card terminal manager PIN {digits(4)} / supervisor {digits(6)}",
        f"Τερματικό Πειραιώς στο μπαρ: κωδικός manager {digits(4)} (για επιστροφές χρημάτων)",
        f"POS: κωδικός για το Z (κλείσιμο βάρδιας) {digits(4)}, merchant password {digits(6)}",
    )
    r.add(
        "taxisnet_credentials",
        f"TAXISnet: χρήστης {user()} κωδικός {gpw()}",
        f"Κωδικοί Taxisnet της ΙΚΕ: {user()} / {gpw()} — ο λογιστής έχει δικούς του",
        f"taxisnet user {user()} pass {gpw()} (gia myAADE, myPROPERTY, Ενιαίο Κλειδάριθμο κτλ)",
        f"Νέος κωδικός TAXISnet μετά την υποχρεωτική αλλαγή: {gpw()}",
        f"| υπηρεσία | χρήστης | κωδικός |\n|---|---|---|\n| TAXISnet / myAADE | {user()} | {gpw()} |\n| ΕΦΚΑ (ίδιοι κωδικοί) | {user()} | {gpw()} |",
    )
    r.add(
        "mydata_api_subscription_key",
        f"myDATA REST API:\naade-user-id: {user()}\nOcp-Apim-Subscription-Key: {hexs(32)}",
        f"κλειδί myDATA για το πρόγραμμα τιμολόγησης: {hexs(32)} (user {user()})",
        f"curl -X POST https://mydata.aade.test/SendInvoices -H 'aade-user-id: {user()}' -H 'Ocp-Apim-Subscription-Key: {hexs(32)}' -d @invoice.xml",
        f"AADE_USER_ID={user()}\nAADE_SUBSCRIPTION_KEY={hexs(32)}",
        f"myAADE → Εγγραφή στο myDATA REST API έγινε. username {user()}, subscription key {hexs(32)}",
    )
    r.add(
        "eurobank_ebanking_password",
        f"Eurobank e-Banking: user code {digits(8)} / password {gpw()}",
        f"eurobank kwdikos {gpw()} - username einai {user()}",
        f"Eurobank Business\nΚωδικός χρήστη: {user()}\nΚωδικός πρόσβασης: {gpw()}",
        f"Νέος κωδικός Eurobank (τον άλλαξα 2/3): {gpw()}",
        f"e-banking eurobank tis etaireias -> {user()} | {gpw()}",
    )
    r.add(
        "piraeus_ebanking_password",
        f"winbank Πειραιώς: {user()} / {gpw()}",
        f"Piraeus e-banking (ατομικός λογαριασμός) κωδικός: {gpw()}",
        f"piraeus winbank user {user()} pw {gpw()}",
        f"Τράπεζα Πειραιώς — Business e-banking\nUsername: {user()}\nPassword: {gpw()}\nΕίσοδος μόνο από το PC του γραφείου",
        f"Keep this: Piraeus online banking login {user()}, password {gpw()}",
    )
    r.add(
        "ebanking_extra_pin",
        f"Eurobank Extra PIN: {digits(6)}",
        f"extra pin eurobank {digits(4)} (zitaei gia metafores panw apo 1000)",
        f"Πειραιώς: PIN εγκρίσεων για πληρωμές μισθοδοσίας {digits(6)}",
        f"Eurobank — το Extra PIN άλλαξε σε {digits(6)}, το παλιό μπλοκαρίστηκε",
        f"winbank PIN συναλλαγών: {digits(4)}",
    )
    r.add(
        "room_safe_master_code",
        f"Master code χρηματοκιβωτίων δωματίων: {digits(6)}",
        f"Room safes (all 14 rooms) master override: {digits(8)} — then press #",
        f"kwdikos master gia ta xrimatokivotia: {digits(6)}. an kollisei, kleidi sto grafeio",
        f"Χρηματοκιβώτια: master {digits(6)}, κωδικός τεχνικού {digits(8)}",
        f"Safe master PIN για το 12 και 14 (άλλο μοντέλο): {digits(4)}",
    )
    ssid = pick("Kydonia_Guest", "Villa_Kydonia", "Kydonia_Pool")
    r.add(
        "hotel_wifi_password",
        f"WiFi πελατών: {ssid} / {wifi_pw()}",
        f"wifi staff: Kydonia_Staff kwdikos {wifi_pw()}",
        f"Νέος κωδικός Wi-Fi για τη σεζόν: {wifi_pw()} (να τυπώσω τις κάρτες)",
        f"network={{\n  ssid=\"Kydonia_Office\"\n  psk=\"{wifi_pw()}\"\n}}",
        f"Wi-Fi στην πισίνα: Kydonia_Pool — {wifi_pw()}\nΣτο μπαρ: Kydonia_Bar — {wifi_pw()}",
    )
    r.add(
        "cctv_nvr_admin_password",
        f"NVR Hikvision: admin / {gpw()}",
        f"Κάμερες (καταγραφικό στο γραφείο) — χρήστης admin, κωδικός {gpw()}",
        f"Hik-Connect verification code για την εφαρμογή: {rnd(UPPER, 6)}",
        f"DVR kameres: admin {gpw()} - http://192.168.1.64 mono apo mesa",
        f"CCTV NVR admin password (ο τεχνικός το άλλαξε): {gpw()}",
    )
    r.add(
        "ergani_credentials",
        f"ΕΡΓΑΝΗ: {user()} / {gpw()}",
        f"Ergani kwdikoi gia proslipseis sezon: user {user()} pass {gpw()}",
        f"Κωδικοί ΕΡΓΑΝΗ (ειδικοί, όχι taxisnet): {user()} και {gpw()}",
        f"ERGANI II login για την ψηφιακή κάρτα εργασίας: {user()} / {gpw()}",
        f"ergani (kwdikoi ergodoti, AM {digits(10, lead=True)}): {user()} / {gpw()}",
    )
    r.add(
        "stripe_secret_key",
        f"Stripe secret key για το booking engine: sk_live_51{rnd(ALNUM, 97)}",
        f"STRIPE_SECRET_KEY=sk_live_51{rnd(ALNUM, 97)}",
        f"restricted key για τα refunds: rk_live_51{rnd(ALNUM, 97)}",
        f"stripe webhook secret whsec_{rnd(ALNUM, 32)}",
        f"Stripe (test για τον developer, όχι live): sk_test_51{rnd(ALNUM, 97)}",
    )
    r.add(
        "google_app_password",
        f"App password για το Gmail της ρεσεψιόν (το PMS στέλνει emails): {app_password()}",
        f"gmail app pass gia to octorate: {app_password()}",
        f"Google app password (Thunderbird στο γραφείο): {app_password().replace(' ', '')}",
        f"{email()} — κωδικός εφαρμογής {app_password()}",
        f"κωδικός εφαρμογής Google για το scanner της ρεσεψιόν -> {app_password()}",
    )
    r.add(
        "wordpress_admin_password",
        f"WordPress site admin: {user()} / {gpw()}",
        f"wp-admin kwdikos {gpw()} (user admin_kydonia)",
        f"Site login (https://www.{HOTEL}/wp-admin): {user()} — {gpw()}",
        f"Νέος κωδικός στο WordPress μετά το hack: {gpw()}",
        f"WP user για την Κατερίνα (editor): katerina / {gpw()}",
    )
    r.add(
        "database_connection_string",
        f"mysql://kydonia_wp:{gpw()}@db.kydonia.internal:3306/kydonia_wp",
        f"define( 'DB_NAME', 'kydonia_wp' );\ndefine( 'DB_USER', 'kydonia_wp' );\ndefine( 'DB_PASSWORD', '{rnd(ALNUM + '!#%', 18)}' );\ndefine( 'DB_HOST', 'localhost' );",
        f"Βάση του site (phpMyAdmin στο hosting): χρήστης kydonia_db, κωδικός {gpw()}",
        f"DATABASE_URL=postgresql://pms:{rnd(ALNUM, 20)}@pg.acme.internal:5432/kydonia_pms",
        f"mysqldump -u kydonia_wp -p'{rnd(ALNUM, 16)}' kydonia_wp > backup.sql",
    )
    r.add(
        "smtp_password",
        f"SMTP για τα emails κρατήσεων: mail.{HOTEL}:587, {email()}, κωδικός {gpw()}",
        f"smtp pass tou info@: {gpw()}",
        f"SMTP_HOST=mail.{HOTEL}\nSMTP_USER={email()}\nSMTP_PASS={rnd(ALNUM, 16)}",
        f"Outlook ρύθμιση για το reservations@: κωδικός {gpw()} (IMAP 993 / SMTP 465)",
        f"mail server password gia to booking@ -> {rnd(ALNUM + '!#', 14)}",
    )
    r.add(
        "alarm_system_code",
        f"Συναγερμός: κωδικός χρήστη {digits(4)}, κωδικός installer {digits(6)}",
        f"alarm code gia to grafeio {digits(4)} - an xtypisei, kaleis tin etaireia",
        f"Alarm (Paradox) master code: {digits(4)}, duress code {digits(4)}",
        f"Κωδικός συναγερμού για τον νυχτερινό: {digits(4)}",
        f"Συναγερμός κτίριο Β: όπλιση/αφόπλιση με {digits(4)}, πανικός {digits(4)}",
    )
    r.add(
        "gate_keypad_code",
        f"Κωδικός εξωτερικής πόρτας (μετά τις 12 το βράδυ): {digits(4)}#",
        f"parking gate code {digits(5)}",
        f"Κωδικός πόρτας πισίνας για το προσωπικό: *{digits(4)}",
        f"Keypad αποθήκης: {digits(6)} (μόνο εγώ και ο Γιώργος)",
        f"kwdikos gia tin porta tis kouzinas (pisw eisodos): {digits(4)}",
    )
    r.add(
        "router_admin_password",
        f"Router Cosmote (ρεσεψιόν) admin: {gpw()}",
        f"router admin page 192.168.1.1 -> user admin, pass {gpw()}",
        f"Vodafone router στο κτίριο Β: κωδικός διαχείρισης {rnd(ALNUM, 10)}",
        f"Ubiquiti controller (access points): {user()} / {gpw()}",
        f"4G router backup (Huawei) admin pass: {rnd(ALNUM, 12)}",
    )
    r.add(
        "sim_pin_puk",
        f"SIM του κινητού της ρεσεψιόν: PIN {digits(4)}, PUK {digits(8)}",
        f"pin kartas sim (router 4G backup) {digits(4)}, puk {digits(8)}",
        f"Καινούρια SIM Cosmote για τα SMS του POS: PIN {digits(4)}",
        f"PUK της εταιρικής κάρτας: {digits(8)}",
        f"SIM POS μπαρ — pin {digits(4)} / puk {digits(8)}",
    )
    r.add(
        "social_media_password",
        f"Instagram ξενοδοχείου: kydonia.hotel / {gpw()}",
        f"facebook page admin login {email()} pass {gpw()}",
        f"TikTok (το έφτιαξε η Κατερίνα): {user()} — {gpw()}",
        f"Google Business Profile (μέσω {email()}): κωδικός {gpw()}",
        f"insta pass allakse: {gpw()} (to palio to eixe i Katerina)",
    )
    r.add(
        "two_factor_backup_codes",
        f"Backup codes Google (reservations@):\n{recovery_codes(6, 'digits')}",
        f"Facebook κωδικοί ανάκτησης:\n{recovery_codes(5, 'other')}",
        f"Booking.com 2FA recovery code: {rnd(UPPER + DIGITS, 16)}",
        f"Airbnb backup codes — {', '.join(digits(8) for _ in range(5))}",
        f"Κωδικοί ανάκτησης Microsoft (λογιστικό Excel):\n{recovery_codes(4, 'other')}",
    )
    r.add(
        "viva_wallet_api_credentials",
        f"Viva Wallet (για pay-by-link προκαταβολές)\nMerchant ID: {uid()}\nAPI Key: {rnd(ALNUM + '!#&*()_', 24)}",
        f"viva smart checkout: client id {rnd(LOWER + DIGITS, 32)}.apps.vivapayments.test\nclient secret {rnd(ALNUM, 30)}",
        f"VIVA_CLIENT_SECRET={rnd(ALNUM, 30)}",
        f"Viva Wallet login: {email()} / {gpw()}",
        f"viva wallet api key tou merchant {rnd(ALNUM + '!#&*()_', 24)} (to zitaei to plugin tou site)",
    )
    r.add(
        "door_lock_system_password",
        f"Πρόγραμμα κλειδαριών (encoder καρτών) — admin κωδικός {gpw()}",
        f"door lock software user MANAGER pass {digits(6)}",
        f"VingCard encoder: χρήστης reception, PIN {digits(4)}",
        f"Salto space admin: {user()} / {gpw()}",
        f"Κλειδαριές: master κάρτα PIN {digits(4)}, κωδικός encoder {rnd(ALNUM, 8)}",
    )
    r.add(
        "mailchimp_api_key",
        f"Mailchimp API key για το newsletter: {hexs(32)}-us{pick(14, 17, 21)}",
        f"mailchimp key {hexs(32)}-us{pick(6, 19, 21)} (sto plugin tou site)",
        f"MAILCHIMP_API_KEY={hexs(32)}-us{pick(8, 12, 21)}",
        f"Brevo (ex Sendinblue) SMTP key: xsmtpsib-{hexs(64)}-{rnd(ALNUM, 16)}",
        f"newsletter api key: {hexs(32)}-us{pick(5, 10, 21)}",
    )
    r.add(
        "pms_login",
        f"PMS ρεσεψιόν: reception / {gpw()}",
        f"pms kwdikos nyxterinou: {gpw()}",
        f"Hotel PMS admin (μόνο εγώ): {user()} / {gpw()}",
        f"Λογαριασμός PMS της Μαρίας: maria.r — προσωρινός κωδικός {rnd(ALNUM, 10)}",
        f"PMS\nuser: reception2\npass: {gpw()}\n(για τη βραδινή βάρδια)",
    )
    r.add(
        "whatsapp_two_step_pin",
        f"WhatsApp Business έλεγχος σε δύο βήματα: PIN {digits(6)}",
        f"whatsapp pin tou kinitou tis reception {digits(6)}",
        f"Viber Business PIN: {digits(4)}",
        f"WhatsApp (κινητό ρεσεψιόν) — PIN δύο βημάτων {digits(6)}, email ανάκτησης {email()}",
        f"pin whatsapp business: {digits(6)}",
    )
    r.add(
        "domain_registrar_login",
        f"Papaki (domain {HOTEL}): {email()} / {gpw()}",
        f"domain EPP/auth code για μεταφορά: {rnd(ALNUM + '#!', 12)}",
        f"Hosting cPanel: kydonia / {gpw()}",
        f"Cloudflare API token για DNS: {rnd(URLSAFE, 40)}",
        f"papaki login {email()} pass {gpw()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "booking_reservation_number",
        f"Κράτηση Booking {digits(10, lead=True)} — Müller, 3 νύχτες, δωμάτιο 12",
        f"booking ref {digits(10, lead=True)} akyrwthike, xwris xrewsi",
        f"Αριθμός επιβεβαίωσης Booking.com: {digits(4, lead=True)}.{digits(3)}.{digits(3)}",
        f"Reservation {digits(10, lead=True)}: guests arrive late (~23:30), leave key at the bar",
        f"Να ελέγξω το no-show της κράτησης {digits(10, lead=True)} πριν χρεώσω",
    )
    r.add(
        "airbnb_confirmation_code",
        f"Airbnb κράτηση HM{rnd(UPPER + DIGITS, 8)} — οικογένεια από Λυών, 2+2",
        f"airbnb code HM{rnd(UPPER + DIGITS, 8)} thelei vrefiki koynia",
        f"Confirmation code HM{rnd(UPPER + DIGITS, 8)}, payout expected in 3 days",
        f"Αίτημα αλλαγής ημερομηνιών για HM{rnd(UPPER + DIGITS, 8)}",
        f"Airbnb reservation HM{rnd(UPPER + DIGITS, 8)} — review pending",
    )
    r.add(
        "afm_tax_number",
        f"ΑΦΜ ξενοδοχείου: {afm()}, ΔΟΥ Χανίων",
        f"AFM logisti: {afm()}",
        f"Τιμολόγιο για την εταιρεία του πελάτη — ΑΦΜ {afm()}, ΔΟΥ Ηρακλείου",
        f"Προμηθευτής καθαριστικών, ΑΦΜ {afm()}",
        f"VAT EL{afm()} (for the German tour operator's invoice)",
    )
    a = amka()
    first = 3_000_000_000 + secrets.randbelow(10**9)
    r.add(
        "amka_masked",
        f"ΑΜΚΑ καμαριέρας: *******{a[-4:]}",
        f"AMKA {amka()[:2]}*********",
        f"Ο ΑΜΚΑ του Γιώργου τελειώνει σε {amka()[-3:]}, τον έχει ο λογιστής",
        f"Λείπει ΑΜΚΑ για 2 εργαζόμενους (ΧΧΧΧΧΧ{amka()[-5:]} και ένας νέος)",
        "Για την πρόσληψη: ΑΜΚΑ, ΑΦΜ, IBAN, ταυτότητα — να τα στείλουν στον λογιστή, όχι σε μένα",
    )
    r.add(
        "invoice_number",
        f"ΤΠΥ Α-{digits(4, lead=True)} στον tour operator, 2.480,00€",
        f"Απόδειξη Παροχής Υπηρεσιών σειρά Β αρ. {digits(4, lead=True)} — ακυρωτικό την επόμενη",
        f"parastatiko {pick('ΑΠΥ', 'ΤΠΥ', 'ΠΤΥ')} {digits(5, lead=True)} lathos poso, na ekdothei pistotiko",
        f"Τιμολόγιο προμηθευτή (ΑΒ Βασιλόπουλος) αρ. {digits(2)}-{digits(8)}",
        f"Invoice #{pick('INV', 'KYD')}-2025-{digits(5)} sent to the wedding agency",
    )
    r.add(
        "mydata_mark_number",
        f"ΜΑΡΚ: {mark()}",
        f"MARK tou timologiou A-{digits(3, lead=True)}: {mark()}",
        f"Ο λογιστής θέλει τα ΜΑΡΚ {mark()} και {mark()} για τη διασταύρωση",
        f"myDATA: διαβιβάστηκε, ΜΑΡΚ {mark()}, UID {hexs(40).upper()}",
        f"Ακυρώθηκε το παραστατικό με ΜΑΡΚ {mark()} (λάθος ΑΦΜ πελάτη)",
    )
    r.add(
        "room_number_list",
        "Δωμάτια ισογείου: 101, 102, 103, 104 — 101 και 102 συνδεόμενα",
        f"Αύριο αναχωρήσεις: {', '.join(str(secrets.randbelow(14) + 101) for _ in range(4))}",
        "domatia me thea thalassa: 201 202 203 205 / ta 204, 206 vlepoun kipo",
        f"Room {secrets.randbelow(6) + 301} AC broken, move guests to {secrets.randbelow(6) + 201}",
        "Καθαριότητα: Σούλα 101-108, Άννα 201-208, σουίτες 301-303 η Μαρία",
    )
    r.add(
        "hotel_iban",
        f"IBAN για προκαταβολές (Eurobank): {gr_iban('026')} — Δικαιούχος: Kydonia Hotel IKE",
        f"Bank details for deposit: Piraeus Bank, IBAN {gr_iban('017')}, BIC PIRBGRAA",
        f"iban pros promitheyti krasiou {gr_iban('014')}",
        f"Λογαριασμός μισθοδοσίας: {gr_iban('026').replace(' ', '')}",
        f"Για τη μεταφορά της κρατησης γάμου: IBAN {gr_iban('011')}, αιτιολογία: το όνομά σας + ημερομηνία",
    )
    r.add(
        "phone_number",
        f"Ρεσεψιόν: +30 28210 {digits(5)}, κινητό {mobile()}",
        f"ydravlikos Manolis {mobile()}",
        f"Taxi Χανίων για πελάτες: 28210 {digits(5)}",
        f"Worldline τεχνική υποστήριξη POS: 210 {digits(7)}",
        f"Guest (Mr Jensen) +45 {digits(8, lead=True)}, WhatsApp ok",
    )
    r.add(
        "tour_operator_voucher",
        f"TUI voucher {digits(8, lead=True)} — half board, 7 νύχτες",
        f"Jet2 booking ref {rnd(UPPER + DIGITS, 6)}, transfer from CHQ at 14:10",
        f"Hotelbeds ref 102-{digits(7)}, rooming list στο email",
        f"Expedia itinerary {digits(13, lead=True)}",
        f"Voucher εκδρομής Μπάλος για το δωμ. 203: {pick('CRT', 'BLS')}-{digits(6)}",
    )
    r.add(
        "keycard_serial",
        f"Κάρτα δωματίου χαμένη, serial {card_uid()} — την ακύρωσα στο encoder",
        f"key card UID {card_uid()} anoigei kai tin porta tis pisinas",
        f"New batch of key cards: serials {first} to {first + 199} (MIFARE Classic)",
        f"Master κάρτα καμαριέρας #{digits(3)}, UID {card_uid()}",
        f"Κάρτες που δεν επιστράφηκαν: {card_uid()}, {card_uid()}",
    )
    r.add(
        "password_rotation_reminder",
        "Να αλλάξω τον κωδικό του Booking πριν ανοίξει η σεζόν (1 Απριλίου)",
        "Change guest Wi-Fi password every month — last change 3 May, next 3 June",
        "na allaksw tous kwdikous tou PMS otan fygei i Katerina",
        "Υπενθύμιση: η Eurobank ζητάει αλλαγή κωδικού κάθε 90 μέρες",
        "Μετά το φθινόπωρο: νέοι κωδικοί για κάμερες, router και WordPress (ο τεχνικός έρχεται 15/11)",
    )
    r.add(
        "secret_location_reference",
        "Ο κωδικός του χρηματοκιβωτίου είναι στον φάκελο στο κλειδωμένο συρτάρι της ρεσεψιόν",
        "NVR password is on the sticker inside the rack — don't write it here",
        "Τους κωδικούς TAXISnet τους έχει ο λογιστής (Παπαδάκης), ρώτα εκείνον",
        "kwdikoi trapezwn -> sto Bitwarden, fakelos 'Ksenodoxeio'",
        "Το Extra PIN έρχεται με SMS κάθε φορά, δεν το κρατάω πουθενά",
    )
    r.add(
        "masked_card_receipt",
        f"Απόδειξη POS: VISA **** **** **** {digits(4)}, έγκριση OK, 320,00€",
        f"karta pelati: Mastercard ending {digits(4)}, exp **/**",
        f"Chargeback για κάρτα ****{digits(4)} (κράτηση Booking, virtual card)",
        f"Pre-authorization on AMEX ***{digits(5)}, release after checkout",
        f"Η κάρτα εγγύησης του 305 απορρίφθηκε (xxxx-xxxx-xxxx-{digits(4)})",
    )
    r.add(
        "pos_terminal_id",
        f"POS ρεσεψιόν TID {digits(8, lead=True)}, MID {digits(10, lead=True)}",
        f"terminal id mparou {digits(8, lead=True)}",
        f"Worldline τερματικό S/N {rnd(UPPER + DIGITS, 3)}{digits(9)} — για την ανταλλαγή",
        f"Merchant ID Πειραιώς: {digits(9, lead=True)}",
        f"Batch #{digits(3)} closed, {digits(2)} transactions, TID {digits(8, lead=True)}",
    )
    r.add(
        "stripe_publishable_key",
        f"Stripe publishable key (μπαίνει στο JS του site): pk_live_51{rnd(ALNUM, 97)}",
        f"const stripe = Stripe('pk_live_51{rnd(ALNUM, 97)}');",
        f"NEXT_PUBLIC_STRIPE_KEY=pk_test_51{rnd(ALNUM, 97)}",
        f"Stripe account id acct_1{rnd(ALNUM, 15)}",
        f"Stripe payment intent pi_3{rnd(ALNUM, 23)} refunded in full",
    )
    r.add(
        "analytics_tracking_id",
        f"Google Analytics: G-{rnd(UPPER + DIGITS, 10)}",
        f"GTM container GTM-{rnd(UPPER + DIGITS, 7)} στο header του site",
        f"Meta pixel id {digits(15, lead=True)}",
        f"Google Ads conversion AW-{digits(10, lead=True)}",
        f"Booking.com hotel id για το widget: {digits(7, lead=True)}",
    )
    r.add(
        "env_var_reference",
        "Το API key του Octorate είναι στο .env ως OCTORATE_API_KEY — μην το γράφεις στο chat",
        "GitHub Actions: STRIPE_SECRET_KEY: ${{ secrets.STRIPE_SECRET_KEY }}",
        "vault kv get secret/kydonia/pos/manager_pin (access only for Eleni)",
        "AADE_SUBSCRIPTION_KEY=${AADE_SUBSCRIPTION_KEY}  # from the hosting panel",
        "smtp password: os.environ['SMTP_PASS'] (o developer to exei sto server)",
    )
    r.add(
        "wifi_network_settings",
        "SSID Kydonia_Guest, WPA2-Personal, κανάλι 6 / 36, guest isolation ON",
        "To password tou Wi-Fi einai typwmeno stin karta kalwsorismatos",
        f"Access point δωματίου 204: MAC {mac(upper=True)}, IP 192.168.20.{secrets.randbelow(200) + 20}",
        "Wi-Fi πισίνας: σήμα αδύναμο μετά τις 8, να μπει repeater",
        "Guest Wi-Fi captive portal timeout 24h, bandwidth 10 Mbps per device",
    )
    r.add(
        "cctv_camera_inventory",
        f"Κάμερα 3 (πάρκινγκ): 192.168.1.{secrets.randbelow(50) + 100}, S/N DS-2CD{digits(4)}-{rnd(UPPER + DIGITS, 9)}",
        f"NVR serial {rnd(UPPER + DIGITS, 9)}, 8 channels, HDD 4TB, recording 21 days",
        f"kamera eisodou MAC {mac()} — xreiazetai kathari lente",
        "Κάμερες: 1 είσοδος, 2 ρεσεψιόν, 3 πάρκινγκ, 4 πισίνα, 5 αποθήκη",
        f"Hik-Connect device serial {rnd(UPPER + DIGITS, 9)} added to the owner account",
    )
    r.add(
        "eot_license_number",
        f"ΜΗΤΕ: 1042K{digits(3)}A{digits(5)}00",
        f"Αριθμός ΓΕΜΗ: {digits(12, lead=True)}",
        f"AMA akinitou (Airbnb, Kato Daratso): 0000{digits(7, lead=True)}",
        f"Ειδικό Σήμα Λειτουργίας αρ. πρωτ. {digits(5, lead=True)}/{secrets.randbelow(28) + 1:02d}-{secrets.randbelow(12) + 1:02d}-2019",
        f"Registry number for short-term rental: {digits(11, lead=True)}",
    )
    r.add(
        "courier_tracking_number",
        f"ΕΛΤΑ συστημένο για την ΑΑΔΕ: {s10('RE')}",
        f"ACS voucher {digits(10, lead=True)} — ξεχασμένο φορτιστή πελάτη προς Γερμανία",
        f"Γενική Ταχυδρομική αρ. αποστολής {digits(10, lead=True)}",
        f"DHL tracking {digits(10, lead=True)} (πετσέτες από τον προμηθευτή)",
        f"Lost & found sent back via ELTA, tracking {s10('RR')}",
    )
    r.add(
        "listing_property_id",
        f"Airbnb listing: https://www.airbnb.example/rooms/{digits(18, lead=True)}",
        f"Booking property ID {digits(7, lead=True)}, Kydonia Hotel",
        f"Expedia property id {digits(8, lead=True)}",
        f"Google Place ID ChIJ{rnd(URLSAFE, 23)}",
        f"TripAdvisor location d{digits(8, lead=True)}",
    )
    r.add(
        "reservation_link_uuid",
        f"Link κράτησης: https://pms.{HOTEL}/reservations/{uid()}",
        f"guest portal gia online check-in: https://checkin.{HOTEL}/r/{uid()}",
        f"Octorate booking id {digits(9, lead=True)}, channel ref {uid()}",
        f"Το pay-by-link της προκαταβολής: https://pay.acme.test/order/{digits(16, lead=True)}",
        f"Invoice PDF: https://files.{HOTEL}/invoices/{uid()}.pdf",
    )
    r.add(
        "utility_account_number",
        f"ΔΕΗ αριθμός παροχής: 1 {digits(8)}-01 {digits(1)}",
        f"ΔΕΥΑΧ νερό, αρ. υδρομέτρου {digits(8, lead=True)}",
        f"Cosmote λογαριασμός (τηλ/internet) αρ. συμβολαίου {digits(10, lead=True)}",
        f"Αριθμός παροχής ρεύματος κτίριο Β: {digits(9, lead=True)}",
        f"ΔΕΗ: κωδικός ηλεκτρονικής πληρωμής {digits(30, lead=True)}",
    )
    r.add(
        "bank_transfer_reference",
        f"Eurobank μεταφορά ολοκληρώθηκε, αριθμός συναλλαγής {digits(12, lead=True)}",
        f"Piraeus reference {rnd(UPPER + DIGITS, 16)} — πληρωμή ΕΦΚΑ",
        f"swift ref {rnd(UPPER + DIGITS, 16)} apo ton German tour operator",
        f"Πληρωμή μισθοδοσίας Μαΐου: ref. {digits(10, lead=True)}",
        f"SEPA transfer end-to-end id {rnd(UPPER + DIGITS, 20)}",
    )
    r.add(
        "rf_payment_code",
        f"Κωδικός πληρωμής ΕΝΦΙΑ: {rf_code(digits(21, lead=True))}",
        f"RF ΦΠΑ τριμήνου: {rf_code(digits(19, lead=True))}",
        f"ΕΦΚΑ ταυτότητα οφειλής {digits(20, lead=True)}",
        f"pliromi teloys diamonis: {rf_code(digits(15, lead=True))}",
        f"Ρύθμιση οφειλής — δόση 3/24, κωδ. πληρωμής {rf_code(digits(21, lead=True))}",
    )
    r.add(
        "pin_policy_note",
        "Το POS κλειδώνει μετά από 3 λάθος PIN manager — τηλ. στη Worldline",
        "Safe codes are 4–6 digits; guests set their own, master is with the manager",
        "Eurobank Extra PIN: 6 ψηφία, λήγει κάθε 90 μέρες",
        "kwdikos alarm: 4 psifia, se 30 defterolepta prepei na ton valeis",
        "Κωδικός Wi-Fi: τουλάχιστον 12 χαρακτήρες, WPA2 — αλλάζει κάθε σεζόν",
    )
    r.add(
        "firmware_checksum",
        f"NVR firmware update V4.{secrets.randbelow(90)}.{digits(3)} SHA256 {hexs(64)}",
        f"POS software version {digits(2)}.{digits(2)}.{digits(4)}, checksum {hexs(8).upper()}",
        f"WordPress backup kydonia-{digits(8)}.zip md5 {hexs(32)}",
        f"Access point firmware build {hexs(7)} — ok μετά την αναβάθμιση",
        f"Encoder καρτών: έκδοση λογισμικού 6.{secrets.randbelow(9)}, license id {rnd(UPPER + DIGITS, 12)}",
    )
    r.add(
        "support_ticket_number",
        f"Booking partner support case {digits(9, lead=True)} — λάθος τιμή στο extranet",
        f"Octorate ticket #{digits(6, lead=True)}: δεν συγχρονίζει η διαθεσιμότητα με το Airbnb",
        f"Cosmote αίτημα βλάβης {digits(10, lead=True)}",
        f"Airbnb support thread {digits(10, lead=True)} για τη ζημιά στο 204",
        f"Worldline αίτημα αλλαγής POS αρ. {rnd(UPPER, 2)}-{digits(7)}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout306.py", [
        ("heldout306_credentials.yaml", credentials(), "Held-out batch 306: credentials a Chania family hotel owner would ask to keep, in Greek, Greeklish and English"),
        ("heldout306_lookalikes.yaml", lookalikes(), "Held-out batch 306: a Chania hotel owner's notes that only look secret: booking refs, AFM, MARK, IBANs, masked values, references"),
    ])


if __name__ == "__main__":
    main()
