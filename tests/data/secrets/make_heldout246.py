# ruff: noqa: E501
"""Writes heldout246_credentials.yaml and heldout246_lookalikes.yaml: held-out batch 246.

Persona: a receptionist and night manager at a small hotel in Chania, Crete, who writes
mostly Greek with some English. The credentials are what such a person asks an assistant
to keep: the Booking.com and Expedia extranet passwords, the PMS login, the master code
of the in-room safes, the staff Wi-Fi password, the key-card system's admin PIN, the POS
manager PIN, the hotel's TAXISnet login, the back-office alarm code, the channel manager
API key, the hotel Gmail password and the like. The look-alikes are the hotel's everyday
numbers that only look secret: booking references, room numbers, the public ΑΦΜ, invoice
numbers, card last four digits, confirmation codes, Wi-Fi network names, flight numbers,
loyalty numbers, TAXISnet receipt numbers, and talk about passwords without the password.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    age_public_key,
    app_password,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    luhn,
    openai_project_key,
    openssh_private,
    pick,
    pw,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

HOTEL = "kydonia-harbour.example"


def hpw() -> str:
    """A password a hotel's staff would set: a generated one or a local word with digits."""
    return pick(
        pw(),
        f"{pick('Kydonia', 'Chania', 'Limani', 'Faros', 'Splantzia', 'Halepa')}{pick('#', '@', '!', '_', '.')}{digits(4)}{rnd(UPPER, 2)}",
        rnd(ALNUM + "!@#$%", 14),
        f"{rnd(LOWER, 5)}{digits(3)}{pick('!', '?', '*')}{rnd(UPPER, 3)}",
    )


def afm() -> str:
    """A Greek tax number (ΑΦΜ) of a company, with its check digit."""
    body = pick("0", "8", "9") + digits(7)
    total = sum(int(d) * 2 ** (8 - i) for i, d in enumerate(body))
    return body + str(total % 11 % 10)


def s10(service: str = "RE", country: str = "GR") -> str:
    """A UPU S10 postal tracking number with its check digit."""
    body = digits(8)
    total = sum(int(d) * w for d, w in zip(body, (8, 6, 4, 2, 3, 5, 9, 7), strict=True))
    check = 11 - total % 11
    check = 0 if check == 10 else 5 if check == 11 else check
    return f"{service}{body}{check}{country}"


def rf_code() -> str:
    """An ISO 11649 creditor reference (RF...), as Greek tax payment codes are printed."""
    ref = digits(pick(17, 19, 21), lead=True)
    number = int(ref + "2715" + "00")
    return f"RF{98 - number % 97:02d}{ref}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "booking_extranet_password",
        f"Booking.com extranet: username kydonia_reception / password {hpw()} — μην το δώσεις στη βάρδια του πρωινού",
        f"booking pasword αλλαξε σημερα σε {hpw()} , ο παλιος δεν δουλευει πια",
        f"Booking extranet\nuser: KydoniaHarbour{digits(2)}\npass: {hpw()}\n2FA πάει στο κινητό της ρεσεψιόν",
        f"Remember: new Booking.com extranet pw is {hpw()} (changed after the phishing email last night)",
        f"Για το extranet της Booking ο νέος κωδικός πρόσβασης: {hpw()} — το login name μένει το ίδιο",
    )
    r.add(
        "expedia_partner_central_password",
        f"Expedia Partner Central — email reservations@{HOTEL}, κωδικός {hpw()}",
        f"expedia login: res.kydonia / {hpw()}",
        f"Κράτα το: Expedia PC password = {hpw()} (το άλλαξε ο διευθυντής 3/6)",
        f"EPC\nuser: kydonia.nightdesk\npassword: {hpw()}\nproperty: Kydonia Harbour Hotel",
        f"Ο κωδικός της Expedia είναι {hpw()} — αν σε πετάξει έξω, ξαναβάλ' τον, μην κάνεις reset",
    )
    r.add(
        "pms_login",
        f"PMS login για night audit: user NIGHT01 pass {hpw()}",
        f"Το PMS (HotelSuite) — admin / {hpw()} . Μόνο για το κλείσιμο ημέρας!",
        f"pms: https://pms.{HOTEL}/login\nusername: reception2\npassword: {hpw()}",
        f"νεος κωδικος pms για τη Μαρία: maria.r / {hpw()} (πρώτη σύνδεση, θα της ζητήσει αλλαγή)",
        f"PMS supervisor override password: {hpw()} — για ακυρώσεις χωρίς χρέωση",
    )
    r.add(
        "in_room_safe_master_code",
        f"Master code για τα χρηματοκιβώτια των δωματίων: {digits(6)} (όταν ο πελάτης ξεχνάει τον δικό του)",
        f"safe master override: {digits(8)}# — ισχύει για όλους τους ορόφους",
        f"Κωδικός ανοίγματος θυρίδων δωματίων (master): {digits(6)}, μετά πατάς το κουμπί CLEAR",
        f"in-room safe emergency code = {digits(4)}-{digits(4)} , μόνο με παρουσία του πελάτη!!",
        f"Το master PIN για τα safes στα 101-118 είναι {digits(6)}, στα 201-214 είναι {digits(6)}",
    )
    r.add(
        "staff_wifi_password",
        f"Wi-Fi προσωπικού: Kydonia-Staff / {rnd(ALNUM, 12)}",
        f"staff wifi pass: {hpw()}  (ΟΧΙ στους πελάτες)",
        f"WIFI:T:WPA;S:Kydonia_Staff_5G;P:{rnd(ALNUM + '!#', 14)};;",
        f"Ο κωδικός του staff Wi-Fi άλλαξε σε {pick('Limani', 'Kastelli', 'Faros')}{digits(4)}{rnd(LOWER, 3)} — πες το και στην κουζίνα",
        f"Back-office wifi\nSSID: KH-Office\nWPA2 key: {rnd(ALNUM, 16)}",
    )
    r.add(
        "keycard_admin_pin",
        f"Key-card encoder admin PIN: {digits(6)}",
        f"Το PIN διαχειριστή για το σύστημα καρτών (για master cards): {digits(4)}",
        f"keycard system → admin, pin {digits(6)}, μετά Issue Master",
        f"Κάρτες δωματίων, admin login: admin / {digits(6)} — μόνο εγώ και ο διευθυντής",
        f"encoder pin {digits(5)} (το παλιό μπλοκάρει μετά από 3 λάθη)",
    )
    r.add(
        "pos_manager_pin",
        f"POS manager PIN στο μπαρ: {digits(4)}",
        f"Για void στο ταμείο του εστιατορίου βάζεις το manager pin {digits(4)}",
        f"pos: manager code {digits(6)} / cashier Ελένη {digits(4)}",
        f"Το PIN υπευθύνου στο POS της πισίνας είναι {digits(4)}, για επιστροφές και εκπτώσεις",
        f"POS override pin = {digits(5)} (Z report τα μεσάνυχτα)",
    )
    r.add(
        "taxisnet_login",
        f"TAXISnet του ξενοδοχείου: όνομα χρήστη KYDONIAHTL{digits(2)} κωδικός {hpw()}",
        f"taxisnet creds\nuser: kydonia{digits(3)}\npass: {hpw()}\n(για Ε3, ΦΠΑ και myBusinessSupport)",
        f"Κωδικοί Taxis για τη δήλωση ΦΠΑ: {rnd(UPPER, 6)}{digits(2)} / {hpw()}",
        f"ο λογιστής θέλει τους κωδικούς taxisnet: χρήστης ktharb{digits(4)}, συνθηματικό {hpw()}",
        f"Taxisnet (επιχείρηση) password άλλαξε -> {hpw()}",
    )
    r.add(
        "alarm_code",
        f"Κωδικός συναγερμού back office: {digits(4)}",
        f"alarm: οπλισμός/αφόπλιση {digits(4)}, κωδικός εξαναγκασμού {digits(4)}",
        f"Συναγερμός αποθήκης — κωδικός {digits(4)}, αν χτυπήσει η εταιρεία ζητάει τη λέξη «{pick('θάλασσα', 'φάρος', 'λιμάνι', 'κυδωνιά')}{digits(2)}»",
        f"back office alarm code {digits(6)}#  (installer code {digits(4)} — μην το αλλάξεις)",
        f"Νυχτερινή βάρδια: όταν φεύγει το λογιστήριο οπλίζεις με {digits(4)} + ARM AWAY",
    )
    r.add(
        "channel_manager_api_key",
        f"Channel manager API key: {rnd(ALNUM, 32)}",
        f"curl -H 'X-Api-Key: {hexs(40)}' https://api.channel.{HOTEL}/v2/availability",
        f'channel manager config:\n{{"hotel_code": "KYDH{digits(3)}", "api_key": "{rnd(ALNUM, 40)}"}}',
        f"Το API key για το channel manager (σύνδεση με PMS): cm_live_{rnd(ALNUM, 32)}",
        f"CM_API_KEY={rnd(URLSAFE, 48)}  # channel manager, μπαίνει στο .env του booking engine",
    )
    r.add(
        "hotel_gmail_password",
        f"Gmail του ξενοδοχείου (kydonia.reception): κωδικός {hpw()}",
        f"hotel gmail pw: {hpw()}",
        f"Ο κωδικός για το gmail της ρεσεψιόν είναι {hpw()} — αν ζητήσει επιβεβαίωση, το κινητό είναι στο συρτάρι",
        f"gmail\nkydonia.harbour.hotel\n{hpw()}",
        f"Αλλαγή κωδικού gmail μετά το hack: νέο password {hpw()}",
    )
    r.add(
        "gmail_app_password",
        f"App password του Gmail για να στέλνει το PMS email: {app_password()}",
        f"gmail app pw (για το scanner στο γραφείο): {app_password()}",
        f"Κωδικός εφαρμογής Google για Outlook στον υπολογιστή της ρεσεψιόν: {app_password().replace(' ', '')}",
        f"PMS → Settings → Email → SMTP password: {app_password()}",
    )
    r.add(
        "google_backup_codes",
        "Backup codes για το gmail του ξενοδοχείου:\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(5)),
        f"Κωδικοί ανάκτησης Google (2FA): {digits(4)} {digits(4)}, {digits(4)} {digits(4)}, {digits(4)} {digits(4)}",
        "gmail backup codes, έχουν μείνει αυτοί:\n" + "  ".join(digits(8) for _ in range(4)),
        f"2-step verification backup code {digits(4)} {digits(4)} (χρησιμοποίησα τον πρώτο)",
    )
    r.add(
        "router_admin_password",
        f"Router ρεσεψιόν: http://192.168.1.1 admin / {hpw()}",
        f"Κωδικός διαχείρισης router: {rnd(ALNUM, 12)}",
        f"access points (ubiquiti controller) login: kydonia-it / {hpw()}",
        f"router admin pw αλλαγμένο σε {hpw()} από τον τεχνικό",
        f"Modem OTE\nuser: admin\npassword: {rnd(ALNUM, 10)}",
    )
    r.add(
        "cctv_nvr_password",
        f"Κάμερες (NVR) κωδικός: admin / {hpw()}",
        f"cctv app login: kydonia_cam / {hpw()}",
        f"Για να δεις τις κάμερες από το κινητό: user nightmgr, password {hpw()}",
        f"NVR password {hpw()} — ο installer θέλει να το ξέρει για τη συντήρηση",
        f"rtsp://viewer:{rnd(ALNUM, 12)}@nvr.{HOTEL.replace('.example', '.internal')}:554/ch1",
    )
    r.add(
        "wordpress_admin_password",
        f"Site του ξενοδοχείου (WordPress) wp-admin: kydonia_admin / {hpw()}",
        f"wp login για αλλαγή τιμών στο site: editor1 / {hpw()}",
        f"https://{HOTEL}/wp-admin\nχρήστης: reception\nκωδικός: {hpw()}",
        f"website admin pass → {hpw()}",
        f"Ο κωδικός του site άλλαξε σε {hpw()}, ο παλιός είχε διαρρεύσει",
    )
    r.add(
        "stripe_secret_key",
        f"Stripe secret key για τις προκαταβολές: sk_live_51{rnd(ALNUM, 97)}",
        f"STRIPE_SECRET_KEY=sk_live_{rnd(ALNUM, 24)}",
        f"restricted key για το booking engine: rk_live_51{rnd(ALNUM, 97)}",
        f"stripe sk: sk_live_51{rnd(ALNUM, 97)}  (ΜΗΝ το βάλεις στο site)",
    )
    r.add(
        "viva_wallet_api_credentials",
        f"Viva Wallet API: Merchant ID {uid()} , API key {rnd(ALNUM + '!&$#', 6)}",
        f"Viva smart checkout\nclient_id: {rnd(LOWER + DIGITS, 32)}\nclient_secret: {rnd(ALNUM, 30)}",
        f"viva api key (για τα payment links): {rnd(ALNUM + '%&', 8)} — merchant {uid()}",
        f"Κλειδί API της Viva για το PMS: {rnd(ALNUM, 30)}",
    )
    r.add(
        "airbnb_login",
        f"Airbnb λογαριασμός (για τα 2 διαμερίσματα): host@{HOTEL} / {hpw()}",
        f"airbnb pass: {hpw()}",
        f"Κωδικός Airbnb: {hpw()} — το SMS έρχεται στο κινητό της ρεσεψιόν",
        f"airbnb\nemail: apartments@{HOTEL}\npassword: {hpw()}",
    )
    r.add(
        "mydata_api_subscription_key",
        f"myDATA ΑΑΔΕ API: aade-user-id kydonia{digits(3)}, Ocp-Apim-Subscription-Key {hexs(32)}",
        f"Για τη διαβίβαση παραστατικών στο myDATA: χρήστης KYDONIAHTL / κλειδί {hexs(32)}",
        f"mydata:\n  user_id: ktharbour\n  subscription_key: {hexs(32)}",
        f"curl -H 'aade-user-id: kydonia_api' -H 'Ocp-Apim-Subscription-Key: {hexs(32)}' https://mydata-dev.{HOTEL.replace('.example', '.test')}/SendInvoices",
        f"Το subscription key του myDATA (για το POS) είναι {hexs(32)}",
    )
    r.add(
        "ebanking_credentials",
        f"e-banking ξενοδοχείου: user ID {digits(8)}, κωδικός {hpw()}",
        f"winbank login: KYDHTL{digits(3)} / {hpw()}",
        f"Τράπεζα (επαγγελματικός): κωδικός χρήστη {rnd(UPPER, 4)}{digits(4)}, password {hpw()}, PIN συναλλαγών {digits(4)}",
        f"e-banking pin για εγκρίσεις πληρωμών: {digits(6)}",
        f"bank\nusername: kydonia{digits(4)}\npassword: {hpw()}\n(OTP στο κινητό του διευθυντή)",
    )
    c1, c2, c3, c4 = (luhn(pick("4", "51", "55")) for _ in range(4))
    r.add(
        "corporate_card_details",
        f"Εταιρική κάρτα για αγορές: {groups(c1, 4)} λήξη {card_expiry()} CVV {digits(3)}",
        f"card για τα Booking invoices: {c2}, exp {card_expiry()}, cvc {digits(3)}",
        f"Κάρτα ξενοδοχείου\nαριθμός: {groups(c3, 4, '-')}\nλήγει: {card_expiry()}\nκωδικός ασφαλείας: {digits(3)}",
        f"πρόχειρο για πληρωμή προμηθευτή: {groups(c4, 4)} {card_expiry()} {digits(3)}",
    )
    r.add(
        "booking_engine_db_connection_string",
        f"mysql://bookeng:{rnd(ALNUM, 16)}@db.{HOTEL.replace('.example', '.internal')}:3306/booking",
        f"DATABASE_URL=postgres://kydonia_app:{rnd(ALNUM + '_', 18)}@pg01.acme.internal:5432/reservations",
        f"Σύνδεση στη βάση του booking engine: Server=sql01.kydonia.internal;Database=BookingDB;User Id=be_user;Password={hpw()};",
        f"db του site: host localhost, user wp_kydonia, pass {rnd(ALNUM, 14)}",
        f"backup script γραμμή:\nmysqldump -u root -p'{rnd(ALNUM, 14)}' booking > /backup/booking.sql",
    )
    r.add(
        "sendgrid_api_key",
        f"SendGrid key για τα newsletters: {sendgrid_key()}",
        f"SENDGRID_API_KEY={sendgrid_key()}",
        f"Το API key του SendGrid (αποστολή επιβεβαιώσεων κράτησης): {sendgrid_key()}",
        f"sendgrid -> {sendgrid_key()}",
    )
    r.add(
        "smtp_password",
        f"SMTP του ξενοδοχείου: mail.{HOTEL} port 587 user reservations@{HOTEL} pass {hpw()}",
        f"Κωδικός email reservations@{HOTEL}: {hpw()}",
        f"smtp:\n  host: smtp.{HOTEL}\n  user: noreply@{HOTEL}\n  password: {hpw()}",
        f"webmail info@{HOTEL} → {hpw()}",
    )
    r.add(
        "server_ssh_private_key",
        f"Το κλειδί του server (ο τεχνικός μου είπε να το κρατήσω κάπου):\n{openssh_private()}",
        f"ssh key για τον booking server backup.kydonia.internal:\n{openssh_private()}",
        f"id_ed25519 του PMS server\n{openssh_private()}",
    )
    r.add(
        "ergani_password",
        f"ΕΡΓΑΝΗ: χρήστης kydon{digits(4)} κωδικός {hpw()}",
        f"ergani login για τις κάρτες εργασίας: {rnd(UPPER, 5)}{digits(3)} / {hpw()}",
        f"Ψηφιακή κάρτα εργασίας (Εργάνη) — ειδικοί κωδικοί: {rnd(LOWER, 6)}{digits(2)} / {hpw()}",
        f"Εργάνη password για τις προσλήψεις σεζόν: {hpw()}",
        f"ergani\nuser: ktharbour\npass: {hpw()}",
    )
    r.add(
        "voicemail_pin",
        f"Τηλεφωνητής ρεσεψιόν, PIN: {digits(4)}",
        f"voicemail pin για το 28210 εσωτ. 100: {digits(6)}",
        f"PBX admin κωδικός: {digits(6)} (για αλλαγή night mode)",
        f"Κωδικός τηλεφωνητή {digits(4)}#",
    )
    r.add(
        "main_safe_combination",
        f"Συνδυασμός κεντρικού χρηματοκιβωτίου: {digits(2)}-{digits(2)}-{digits(2)}",
        f"main safe (γραφείο): {digits(8)}",
        f"Χρηματοκιβώτιο ρεσεψιόν για τα μετρητά: κωδικός {digits(6)}, κλειδί στο συρτάρι 2",
        f"safe combo δεξιά {digits(2)}, αριστερά {digits(2)}, δεξιά {digits(2)}",
        f"Το ταμείο της νύχτας μπαίνει στο safe με κωδικό {digits(6)} — δεν το λες σε κανέναν",
    )
    r.add(
        "facebook_page_password",
        f"Facebook/Instagram του ξενοδοχείου: kydonia.harbour / {hpw()}",
        f"insta password: {hpw()}",
        f"Meta Business login social@{HOTEL} κωδικός {hpw()}",
        f"FB page admin pw {hpw()} (2FA με το gmail της ρεσεψιόν)",
    )
    r.add(
        "whatsapp_business_token",
        f"WhatsApp Business API permanent token: EAA{rnd(ALNUM, 180)}",
        f"WA_TOKEN=EAAG{rnd(ALNUM, 170)}",
        f"Το access token του WhatsApp για τα μηνύματα check-in: EAA{rnd(ALNUM, 160)}",
        f"whatsapp cloud api\nphone_number_id: {digits(15, lead=True)}\ntoken: EAA{rnd(ALNUM, 175)}",
    )
    r.add(
        "twilio_auth_token",
        f"Twilio (SMS επιβεβαιώσεων): Account SID AC{hexs(32)} Auth Token {hexs(32)}",
        f"TWILIO_AUTH_TOKEN={hexs(32)}",
        f"twilio auth token: {hexs(32)}",
        f"Το auth token του Twilio άλλαξε σε {hexs(32)}, βάλ' το και στο PMS",
    )
    r.add(
        "openai_api_key",
        f"OpenAI key για το chatbot του site: {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"Το κλειδί για το AI που απαντάει στα emails: {openai_project_key()}",
        f"chatbot site → openai key {openai_project_key()} (το πληρώνει η κάρτα του ξενοδοχείου)",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "booking_reservation_number",
        f"Κράτηση Booking {pick('2', '3', '4', '5')}{digits(9)} — ο πελάτης έρχεται αργά, γύρω στις 01:00",
        f"booking.com res no. {pick('3', '4')}{digits(9)}: 2 ενήλικες, δωμάτιο με θέα θάλασσα",
        f"Ακύρωση Booking {pick('2', '4', '5')}{digits(9)} χωρίς χρέωση, το εγκρίνει ο διευθυντής",
        f"Νο-show: Booking #{pick('3', '4')}{digits(9)}, να χρεωθεί η πρώτη νύχτα",
        f"Booking conf {pick('2', '3')}.{digits(3)}.{digits(3)}.{digits(3)} — ζητάνε βρεφική κούνια",
    )
    r.add(
        "expedia_itinerary_number",
        f"Expedia itinerary 72{digits(11)} — πληρώνει στο ξενοδοχείο (Hotel Collect)",
        f"Expedia κράτηση αρ. 73{digits(11)}, early check-in 11:00",
        f"expedia itin #72{digits(11)} αλλαγή ημερομηνιών σε 14-17/7",
        f"Hotels.com (Expedia) confirmation {digits(10)} — VCC θα φορτωθεί μετά το check-out",
        f"Expedia booking ID {digits(9)} → PMS res {digits(6)}",
    )
    r.add(
        "room_number",
        f"Ο κύριος στο {pick('1', '2', '3')}{digits(2)} θέλει ξυπνητήρι στις 06:15",
        f"Room {pick('1', '2')}{digits(2)}: χαλασμένο κλιματιστικό, ο τεχνικός αύριο",
        f"Αλλαγή δωματίου από {pick('1', '2')}{digits(2)} σε {pick('3', '4')}{digits(2)} λόγω θορύβου",
        f"δωμ. {pick('1', '2', '3')}{digits(2)} & {pick('1', '2', '3')}{digits(2)} connecting, οικογένεια με 3 παιδιά",
        f"Suite {pick('4', '5')}{digits(2)} έτοιμη για honeymoon, σαμπάνια στις 18:00",
    )
    r.add(
        "hotel_afm",
        f"ΑΦΜ ξενοδοχείου: {afm()}, ΔΟΥ Χανίων — για τα τιμολόγια των εταιρικών πελατών",
        f"Στοιχεία τιμολόγησης: KYDONIA HARBOUR Μ.Ι.Κ.Ε., ΑΦΜ {afm()}, Ακτή Κουντουριώτη, 731 00 Χανιά",
        f"Ο πελάτης ζήτησε τιμολόγιο στην εταιρεία του, ΑΦΜ {afm()} — ΔΟΥ Α' Αθηνών",
        f"VAT number: EL{afm()} (για τους tour operators από εξωτερικό)",
        f"ΑΦΜ προμηθευτή πλυντηρίου {afm()}, πληρώνεται στο τέλος του μήνα",
    )
    r.add(
        "invoice_number",
        f"Τιμολόγιο ΤΠΥ Α-{digits(5)} για το συνέδριο, εξοφλημένο",
        f"Απόδειξη ΑΠΥ {digits(6)} σειρά Β — ο πελάτης τη θέλει με email",
        f"invoice INV-{digits(4)}-{digits(5)} από τον προμηθευτή καφέ, λήξη 30 ημέρες",
        f"Πιστωτικό τιμολόγιο ΠΤ-{digits(4)} για την ακύρωση του γκρουπ",
        f"Commission invoice Booking.com αρ. {digits(10)} — πληρωμή μέχρι 15/{secrets.randbelow(12) + 1:02d}",
    )
    r.add(
        "card_last_four",
        f"Η κάρτα του πελάτη στο {pick('1', '2')}{digits(2)} λήγει σε {digits(4)}, πέρασε η προέγκριση",
        f"Visa ending {digits(4)} declined — να ζητήσει άλλη κάρτα στο check-in",
        f"Πληρωμή με Mastercard ...{digits(4)}, απόδειξη στο φάκελο",
        f"Η εταιρική μας κάρτα είναι αυτή που τελειώνει σε {digits(4)}, όχι η άλλη",
        f"Amex last four {digits(4)}, ο πελάτης θα φέρει τη φυσική κάρτα",
    )
    r.add(
        "confirmation_code",
        f"Airbnb κράτηση HM{rnd(UPPER + DIGITS, 8)} — check-in με αυτοεξυπηρέτηση",
        f"Αριθμός επιβεβαίωσης απευθείας κράτησης: KH-{digits(4)}-{rnd(UPPER, 3)}{digits(2)}",
        f"Confirmation code {rnd(UPPER + DIGITS, 6)} από το booking engine, ο πελάτης το έχει στο email",
        f"Κράτηση μέσω τηλεφώνου, κωδικός επιβεβαίωσης {rnd(UPPER, 2)}{digits(6)}",
        f"tour operator voucher {rnd(UPPER, 3)}/{digits(6)} — half board",
    )
    r.add(
        "wifi_network_name",
        f"Το Wi-Fi των πελατών λέγεται Kydonia_Guest_{digits(2)} — ο κωδικός είναι τυπωμένος στο welcome card",
        "SSID για την πισίνα: KH-Pool-Free (ανοιχτό, χωρίς κωδικό, με landing page)",
        f"Το δίκτυο Kydonia-Staff-5G δεν πιάνει στο {pick('3', '4')}{digits(2)}, να μπει extender",
        "Αν ο πελάτης δεν βρίσκει το Wi-Fi: να διαλέξει «Kydonia Harbour Guest», όχι το «KH-Office»",
        f"guest wifi: κανάλι {pick('1', '6', '11')} στο 2.4GHz, {pick('36', '44', '149')} στο 5GHz, SSID KydoniaGuest",
    )
    r.add(
        "flight_number",
        f"Ο πελάτης έρχεται με {pick('A3', 'OA')} {digits(3, lead=True)} από Αθήνα, προσγείωση 23:40 στο CHQ",
        f"Transfer για πτήση FR {digits(4, lead=True)} στις 06:05, ταξί στις 04:30",
        f"flight U2 {digits(4, lead=True)} καθυστερεί 2 ώρες, κρατάμε το δωμάτιο",
        f"Γκρουπ από Σκανδιναβία, πτήση DY{digits(4, lead=True)}, άφιξη Κυριακή",
        f"Pickup αεροδρόμιο: {pick('A3', 'EW', 'LH')}{digits(4, lead=True)}, ονοματεπώνυμο στην πινακίδα",
    )
    r.add(
        "loyalty_number",
        f"Miles+Bonus αρ. μέλους {digits(9, lead=True)} — θέλει να περαστεί στην κράτηση",
        f"Genius Level {pick('2', '3')} πελάτης, Booking res {pick('3', '4')}{digits(9)} — δωρεάν πρωινό",
        f"Κάρτα πιστότητας ξενοδοχείου KH{digits(7)}, 4η διαμονή, δώρο κρασί",
        f"Frequent guest no. {digits(8)} — προτιμάει δωμάτιο στον 2ο όροφο",
        f"Loyalty ID {rnd(UPPER, 2)}{digits(8)} του γκρουπ από τη Γερμανία",
    )
    r.add(
        "taxisnet_receipt_number",
        f"Η δήλωση ΦΠΑ υποβλήθηκε, αριθμός καταχώρησης {digits(10)}",
        f"TAXISnet: αρ. πρωτοκόλλου {digits(8)}/{digits(4)} για το τέλος διαμονής παρεπιδημούντων",
        f"Απόδειξη υποβολής Ε3, αρ. δήλωσης {digits(9)} — αρχειοθετήθηκε στο φάκελο 2024",
        f"Βεβαίωση ενημερότητας αρ. {digits(8)}, ισχύει ένα μήνα, για τον διαγωνισμό",
        f"Αριθμός δήλωσης ΕΦΚΑ {digits(12)} — ο λογιστής θέλει το PDF",
    )
    r.add(
        "mydata_mark",
        f"myDATA ΜΑΡΚ {pick('4', '5')}000{digits(11)} για το τιμολόγιο του συνεδρίου",
        f"ΜΑΡΚ: 400{digits(12)}\nUID: {hexs(40).upper()}",
        f"Το παραστατικό διαβιβάστηκε, MARK {pick('4', '5')}00{digits(12)}",
        f"Ακυρωτικό για MARK 400{digits(12)}, λάθος ΑΦΜ πελάτη",
        f"QR της απόδειξης έχει UID {hexs(40).upper()} και ΜΑΡΚ 400{digits(12)}",
    )
    r.add(
        "password_policy",
        "Νέα πολιτική: οι κωδικοί του PMS πρέπει να έχουν τουλάχιστον 12 χαρακτήρες, αριθμό και σύμβολο",
        "Το Booking extranet κλειδώνει μετά από 5 λάθος κωδικούς για 30 λεπτά — μην δοκιμάζετε στην τύχη",
        "Κανόνας: κανείς δεν γράφει κωδικούς σε post-it στην οθόνη της ρεσεψιόν!",
        "Οι PIN του POS είναι 4ψήφιοι και προσωπικοί, δεν τους μοιραζόμαστε μεταξύ βαρδιών",
        "Password policy για το νέο προσωπικό: δικό σου login στο PMS, όχι κοινό, 2FA όπου γίνεται",
    )
    r.add(
        "secret_location_reference",
        "Ο κωδικός του κεντρικού χρηματοκιβωτίου είναι σε σφραγισμένο φάκελο στο γραφείο του διευθυντή",
        "Όλοι οι κωδικοί (Booking, Expedia, PMS) είναι στο Bitwarden, collection «Reception»",
        "Το master code των safes το έχει μόνο ο Γιώργος και ο διευθυντής, πάρε τηλέφωνο",
        "TAXISnet: τους κωδικούς τους κρατάει ο λογιστής, μην τους ζητάς στο email",
        "Το PIN του συναγερμού το λέει η εταιρεία ασφαλείας μόνο σε εξουσιοδοτημένο άτομο",
    )
    r.add(
        "password_rotation_reminder",
        f"Υπενθύμιση: αλλαγή κωδικού Booking extranet κάθε 90 μέρες, επόμενη στις {secrets.randbelow(28) + 1}/{secrets.randbelow(12) + 1}",
        "Μετά την αποχώρηση της Δέσποινας να αλλάξουν οι κωδικοί του PMS και του Wi-Fi προσωπικού",
        "Το Gmail μας ζήτησε αλλαγή password — έγινε, ο νέος είναι στο Bitwarden",
        "Τέλος σεζόν: reset όλων των PIN στο POS και απενεργοποίηση των εποχικών λογαριασμών",
        "Αύριο ο τεχνικός αλλάζει τον κωδικό του router, θα τον δώσει στον διευθυντή",
    )
    r.add(
        "masked_card_number",
        f"Κάρτα εγγύησης: **** **** **** {digits(4)}, λήξη {card_expiry()}",
        f"VCC Expedia: {luhn('5')[:6]}******{digits(4)} — ενεργή από την ημερομηνία άφιξης",
        f"Στο PMS φαίνεται μόνο 4{digits(3)} XXXX XXXX {digits(4)}, ο πλήρης αριθμός δεν αποθηκεύεται",
        f"Αποτυχημένη χρέωση: XXXX-XXXX-XXXX-{digits(4)} (insufficient funds)",
    )
    r.add(
        "stripe_publishable_key",
        f"Stripe publishable key για το widget κρατήσεων: pk_live_51{rnd(ALNUM, 97)}",
        f"NEXT_PUBLIC_STRIPE_KEY=pk_live_51{rnd(ALNUM, 97)}  (δημόσιο, μπαίνει στη σελίδα)",
        f"Ο developer λέει ότι το pk_test_51{rnd(ALNUM, 97)} είναι για δοκιμές και μπορεί να είναι στο site",
        f"<script>Stripe('pk_live_51{rnd(ALNUM, 97)}')</script> στη σελίδα πληρωμής",
    )
    r.add(
        "property_id",
        f"Booking.com hotel ID: {digits(7, lead=True)} (για τις κλήσεις στο partner support)",
        f"Expedia property ID {digits(8, lead=True)}",
        f"Κωδικός ξενοδοχείου στο channel manager: KYDH{digits(4)}",
        f"Airbnb listing {digits(18, lead=True)} — το διαμέρισμα στη Χαλέπα",
        f"Google Hotel Center ID {digits(10, lead=True)}",
    )
    r.add(
        "env_var_reference",
        "channel_manager:\n  api_key: ${CM_API_KEY}\n  hotel_code: ${CM_HOTEL_CODE}",
        "Στο GitHub Actions το deploy του site παίρνει api_key: ${{ secrets.CM_API_KEY }}",
        "STRIPE_SECRET_KEY=<από το vault, secret/kydonia/stripe>",
        "Το booking engine διαβάζει το password της βάσης από το DB_PASSWORD, δεν είναι στο repo",
        "vault kv get secret/hotel/pms/night-audit  # εκεί είναι ο κωδικός night audit",
    )
    r.add(
        "hotel_iban",
        f"Για προκαταβολή με έμβασμα: IBAN {iban('GR', '0140' + digits(3) + digits(16))}, δικαιούχος KYDONIA HARBOUR",
        f"Τραπεζικός λογαριασμός ξενοδοχείου (για τους πελάτες): {iban('GR', '0172' + digits(3) + digits(16))} BIC PIRBGRAA",
        f"IBAN για επιστροφή προκαταβολής στον πελάτη: {iban('DE', digits(18))}",
        f"bank transfer details στο email επιβεβαίωσης: {iban('GR', '0110' + digits(3) + digits(16), spaced=False)}",
    )
    r.add(
        "pos_terminal_id",
        f"POS τερματικό ρεσεψιόν: TID {digits(8)}, MID {digits(10)}",
        f"Terminal ID μπαρ {digits(8)} — αν κολλήσει, reboot και κλείσιμο πακέτου",
        f"Η τράπεζα ζητάει το merchant ID {digits(9)} για την αμφισβήτηση χρέωσης",
        f"Batch {digits(3)} έκλεισε στο τερματικό {digits(8)}, σύνολο 2.340,50€",
        f"Serial number POS πισίνας {rnd(UPPER, 2)}{digits(8)}, πάει για service",
    )
    r.add(
        "keycard_lock_serial",
        f"Κλειδαριά δωματίου {pick('1', '2')}{digits(2)} serial {hexs(8).upper()}, χαμηλή μπαταρία",
        f"Encoder ID ENC-{digits(4)} στη ρεσεψιόν, firmware v{digits(1)}.{digits(2)}",
        f"Lock audit trail room {pick('2', '3')}{digits(2)}: card {hexs(8).upper()} άνοιξε στις 02:14",
        f"Νέες κάρτες παραγγελία, lot {rnd(UPPER, 2)}{digits(6)}, 500 τμχ",
        f"Η κάρτα με UID {':'.join(hexs(2).upper() for _ in range(4))} χάθηκε — ακυρώθηκε στο σύστημα",
    )
    r.add(
        "error_reference_uuid",
        f"Το booking engine έβγαλε σφάλμα, Error ID {uid()} — στείλ' το στην υποστήριξη",
        f"https://{HOTEL}/booking/confirm/{uid()} — ο πελάτης λέει ότι δεν ανοίγει",
        f"Channel manager sync failed, request id {uid()}",
        f"Payment link status: https://pay.{HOTEL}/p/{uid()} (πληρώθηκε)",
    )
    r.add(
        "courier_tracking_number",
        f"Ο πελάτης ξέχασε φορτιστή, στάλθηκε ΕΛΤΑ {s10()}",
        f"ACS αποστολή {digits(10)} με τα λευκά είδη",
        f"Tracking DHL {digits(10)} — ξεχασμένο ρολόι πελάτη στην Αγγλία",
        f"Συστημένο {s10('RR')} για την ΑΑΔΕ",
        f"Γενική Ταχυδρομική voucher {digits(10)}, παραλαβή από το γραφείο Τρίτη",
    )
    r.add(
        "mhte_license_number",
        f"Αριθμός ΜΗΤΕ ξενοδοχείου: 1042Κ{digits(3)}Α{digits(7)} — μπαίνει σε όλες τις αγγελίες",
        f"ΜΗΤΕ 1042Κ0{digits(2)}Α0{digits(6)}, κατηγορία 4*",
        f"Airbnb ζητάει ΑΜΑ για το διαμέρισμα: {digits(8)}",
        f"Αρ. ΓΕΜΗ εταιρείας {digits(12)} (για το site, footer)",
    )
    r.add(
        "support_ticket_number",
        f"Ticket στο PMS support #HD-{digits(6)}: δεν βγαίνει το night audit report",
        f"Booking partner support case {digits(9)} — διπλοκράτηση",
        f"Expedia case ID {digits(8)}-{digits(2)}, ο πελάτης ζητάει refund",
        f"Βλάβη ΟΤΕ αριθμός αναφοράς {digits(10)}",
        f"channel manager ticket CM-{digits(5)} ανοιχτό από Δευτέρα",
    )
    r.add(
        "security_settings_numbers",
        "Συναγερμός: entry delay 30 δευτ., exit delay 60 δευτ., σειρήνα 3 λεπτά",
        "Τα safes των δωματίων δέχονται κωδικό 4 έως 6 ψηφίων και κλειδώνουν 15 λεπτά μετά από 3 λάθη",
        "PMS session timeout 10 λεπτά, μετά ζητάει ξανά κωδικό",
        "Οι κάρτες δωματίου λήγουν στις 12:00 της ημέρας αναχώρησης",
        "Το POS ζητάει manager PIN για έκπτωση πάνω από 10%",
    )
    r.add(
        "postal_and_activity_codes",
        "ΚΑΔ ξενοδοχείου 55.10.10.01 — Υπηρεσίες ξενοδοχείων με εστιατόριο",
        f"Ταχυδρομικός κώδικας 731 {pick('00', '31', '32', '33')}, Χανιά Κρήτης",
        "Κωδικός κλήσης Χανίων 28210, εσωτερικό ρεσεψιόν 100, κουζίνα 120",
        f"Κωδικός εργοδότη ΕΦΚΑ (ΑΜΕ) {digits(10)} για τις ΑΠΔ",
    )
    r.add(
        "ssh_public_key",
        f"Public key του τεχνικού για πρόσβαση στον server: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} tech@acme.example",
        f"authorized_keys στο backup:\nssh-rsa {ssh_pub('ssh-rsa', 260)} backup@kydonia",
        f"Το age public key για τα κρυπτογραφημένα backup: {age_public_key()}",
        f"host key fingerprint του PMS server: SHA256:{rnd(ALNUM + '+/', 43)}",
    )
    r.add(
        "backup_checksum",
        f"Backup PMS 02:00 ok, sha256 {hexs(64)}",
        f"Το αρχείο booking_{digits(8)}.sql.gz έχει md5 {hexs(32)}",
        f"PMS version 8.{digits(1)}.{digits(2)} build {hexs(7)}",
        f"firmware router checksum {rnd(HEX, 40)} — ο τεχνικός λέει ότι ταιριάζει",
    )
    r.add(
        "payment_rf_code",
        f"Πληρωμή ΦΠΑ με κωδικό πληρωμής {rf_code()}, μέχρι τέλος του μήνα",
        f"ΕΝΦΙΑ ξενοδοχείου: ταυτότητα οφειλής {rf_code()}",
        f"Τέλος διαμονής παρεπιδημούντων, RF: {rf_code()}",
        f"Ρύθμιση ΕΦΚΑ, κωδικός πληρωμής {digits(20, lead=True)}",
    )
    r.add(
        "public_site_key",
        f"reCAPTCHA site key της φόρμας κρατήσεων: 6L{rnd(URLSAFE, 38)} (είναι δημόσιο)",
        f"Google Analytics G-{rnd(UPPER + DIGITS, 10)} και Tag Manager GTM-{rnd(UPPER + DIGITS, 7)}",
        f"Meta Pixel ID {digits(15, lead=True)} στο site",
        f"Booking engine widget: <div data-hotel-id=\"{digits(5)}\" data-public-key=\"pub_{rnd(ALNUM, 24)}\">",
    )
    return r


def main() -> None:
    write_corpora("make_heldout246.py", [
        ("heldout246_credentials.yaml", credentials(), "Held-out batch 246: credentials a Chania hotel receptionist and night manager asks to remember (Greek with English)"),
        ("heldout246_lookalikes.yaml", lookalikes(), "Held-out batch 246: a Chania hotel's everyday numbers and password talk that hold no secret (Greek with English)"),
    ])


if __name__ == "__main__":
    main()
