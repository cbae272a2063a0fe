# ruff: noqa: E501
"""Writes heldout400_credentials.yaml and heldout400_lookalikes.yaml: held-out batch 400.

Persona: the owner of a Turkish grill restaurant (Ocakbaşı) in Köln-Ehrenfeld who writes his
notes fast, in Turkish and German mixed, full of typos and without Turkish letters half the
time. He keeps the till's admin password and manager PINs, the TSE PUK, the Lieferando and
Wolt partner logins, the supplier portals (Metro, the döner producer, the drinks wholesaler),
the alarm, safe and back-door codes, the staff Wi-Fi key, the FritzBox and camera recorder
passwords, the bank and card PINs, the SumUp and Stripe keys of the online ordering site his
nephew built, and more; and many look-alikes: order and invoice numbers, customer numbers,
tax ids, the IBAN printed on invoices, masked card digits, parcel tracking numbers, the TSE
signature printed on every receipt, terminal ids, phone numbers, takings, expired SMS codes
and references to where a password lives rather than the password.

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
    Rows,
    app_password,
    b64,
    b64u_bytes,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    iban,
    jwt,
    mac,
    openssh_private,
    phrase,
    pick,
    pin,
    pw,
    recaptcha_site_key,
    rnd,
    s10,
    seed_phrase,
    ssh_fingerprint,
    ssh_pub,
    stripe_publishable_key,
    stripe_secret_key,
    telegram_bot_token,
    totp_seed,
    uid,
    visa,
    wp_app_password,
    write_corpora,
)

WORDS = [
    "adana", "iskender", "sucuk", "ayran", "lahmacun", "kunefe", "baklava", "ocak",
    "koeln", "ehrenfeld", "venloer", "rhein", "dom", "kolsch", "karneval", "bosporus",
    "kebap", "mangal", "kuzu", "pide", "simit", "cay", "lokum", "yildiz",
]

WEAK = ("1234", "0000", "1111", "4321", "123456", "654321")


def shop_pw() -> str:
    """A password he picked himself: a word he likes, digits, a sign; or one a manager made."""
    word = pick("Adana", "Iskender", "Galatasaray", "Ehrenfeld", "Mangal", "Sucuk", "Kunefe", "Bosporus", "Venloer", "Ocakbasi", "Kartal", "Yildiz")
    return pick(
        f"{word}{digits(pick(3, 4))}{pick('!', '#', '*', '$', '.', '?')}",
        f"{pick('!', '#', '')}{word.lower()}_{digits(2)}{rnd(UPPER, 2)}{digits(2)}",
        pw(),
        rnd(ALNUM + "!#%&*+-?", pick(12, 14)),
    )


def psk() -> str:
    """A WPA2 key: random from the FritzBox sticker, or words he made up."""
    return pick(
        digits(20, lead=True),  # the FritzBox default is 20 digits
        rnd(ALNUM, pick(16, 20)),
        phrase(WORDS, 4, pick("-", ".", "")) + digits(2),
    )


def sumup_key() -> str:
    return "sup_sk_" + rnd(ALNUM, 32)


def whatsapp_token() -> str:
    """A Meta (WhatsApp Cloud API) access token."""
    return "EAA" + pick("G", "J", "B", "I") + rnd(ALNUM, pick(180, 196, 204))


def mysql_pw() -> str:
    return rnd(ALNUM + "_-", pick(16, 20, 24))


def google_backup_codes(n: int = 10) -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(n))


def partner_session() -> str:
    return jwt({"sub": uid(), "restaurant_id": int(digits(6, lead=True)), "role": "owner", "exp": 1_760_000_000 + secrets.randbelow(10**7)})


def phpsess() -> str:
    return rnd(LOWER + DIGITS, 26)


def dial() -> str:
    """A dial safe's combination: three or four numbers with the turn directions."""
    return " - ".join(f"{d} {secrets.randbelow(99) + 1}" for d in ("R", "L", "R", "L")[:pick(3, 4)])


# look-alike values


def lieferando_order() -> str:
    return rnd(UPPER + DIGITS, 6)


def metro_customer() -> str:
    return f"{digits(3, lead=True)} {digits(6, lead=True)} {digits(1)}"


def steuernummer() -> str:
    return f"2{pick('14', '15', '16', '17', '18', '19')}/{digits(4, lead=True)}/{digits(4)}"


def ust_id() -> str:
    return "DE" + digits(9, lead=True)


def biz_iban(spaced: bool = True) -> str:
    return iban("DE", "370" + digits(15), spaced)


def last4() -> str:
    return digits(4)


def dhl() -> str:
    return "00340434" + digits(12)


def tse_serial() -> str:
    return hexs(64)


def tse_sig() -> str:
    return b64(secrets.token_bytes(64))


def cologne_phone() -> str:
    return f"0221 {digits(pick(6, 7), lead=True)}"


def mobile_de() -> str:
    return f"+49 1{pick('51', '52', '57', '60', '70', '76')} {digits(7, lead=True)}"


def mobile_tr() -> str:
    return f"+90 5{digits(2)} {digits(3)} {digits(2)} {digits(2)}"


def euro() -> str:
    return f"{secrets.randbelow(4000) + 200},{digits(2)}"


def date() -> str:
    return f"{secrets.randbelow(28) + 1:02d}.{secrets.randbelow(12) + 1:02d}.{pick('2024', '2025')}"


def vin() -> str:
    return rnd("ABCDEFGHJKLMNPRSTUVWXYZ" + DIGITS, 17)


def plate() -> str:
    return f"K-{rnd(UPPER, pick(1, 2))} {secrets.randbelow(9000) + 100}"


def commit() -> str:
    return hexs(40)


def otp() -> str:
    return digits(6)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "till_admin_password",
        f"Kasse admin sifre (gastrofix backoffice, user chef@ocakbasi-koeln.example): {shop_pw()}",
        f"kasa sistemi yönetici paswort {shop_pw()} — personel bilmeyecek!!",
        f"Kassensystem Admin\nuser: admin\npw: {shop_pw()}\n(Techniker hat gesagt neu machen nach update)",
        f"KASSE ADMIN KENWORT NEU {shop_pw()} eskisi artik gecmiyor",
        f"backoffice kasa login -> inhaber / {shop_pw()}  (Tablet ve laptop ayni)",
    )

    r.add(
        "till_manager_pin",
        f"Storno PIN für Kasse (nur ich + Emre) {pin(4, WEAK)}",
        f"kasa müdür pin {pin(4, WEAK)} iptal icin lazim",
        f"Kasse Chef-PIN\n{pin(6, WEAK)}",
        f"Manager Karte kaybolduysa PIN ile: {pin(5, WEAK)}  unutma",
        f"- Tagesabschluss Z-Bon PIN: {pin(4, WEAK)}\n- Storno auch dieselbe",
    )

    r.add(
        "tse_admin_puk",
        f"TSE (Swissbit) PUK {pin(6, WEAK)} — Steuerberater sagt gut aufbewaren",
        f"tse puk {pin(6, WEAK)} techniker vermisst den immer",
        f"Fiskal TSE zugang\nadmin pin: {pin(5, WEAK)}\n(puk im umschlag beim steuerberater)",
        f"TSE kartı sifresi (admin) {pin(8, WEAK)} kasanın icindeki zarfta da var",
    )

    r.add(
        "lieferando_portal_password",
        f"Lieferando partner portal\nmail: bestellung@ocakbasi-koeln.example\npasswort: {shop_pw()}",
        f"lieferndo sifre degisti!! yeni: {shop_pw()}",
        f"Lieferando Tablet login pw {shop_pw()} (Restaurant Nr im Vertrag)",
        f"takeaway/lieferando hesabı -> {shop_pw()} ozan biliyor",
        f"lieferando passwrt {shop_pw()}",
    )

    r.add(
        "wolt_merchant_password",
        f"Wolt Merchant Admin: inhaber@ocakbasi-koeln.example / {shop_pw()}",
        f"wolt tablet sifresi {shop_pw()}",
        f"Wolt Partner App Passwort neu gesetzt am Montag:\n{shop_pw()}",
        f"wolt login (merchant.wolt) kenwort: {shop_pw()} — Aylin'e ver sadece",
        f"| Dienst | User | PW |\n|---|---|---|\n| Wolt | ocakbasi.koeln | {shop_pw()} |",
    )

    r.add(
        "supplier_portal_password",
        f"Metro online shop (Kd-Karte auf mich) sifre {shop_pw()}",
        f"Döner Lieferant Bestellportal (bestellung.doenerwerk.example) user ocak221 pw {shop_pw()}",
        f"Getränke Großhandel webshop passwort: {shop_pw()}",
        f"et tedarikci portal\nkullanici: ocakbasi_koeln\nsifre: {shop_pw()}",
        f"selgros app pw {shop_pw()} (karte nr steht hinten)",
    )

    r.add(
        "staff_wifi_key",
        f"Personal WLAN (Ocak_Personal) schlüssel: {psk()}",
        f"calisanlar icin wifi sifresi {psk()} — misafirlere VERME",
        f"WLAN Mitarbeiter\nSSID Ocak-Team\nKey {psk()}",
        f"wlan sifre personel: {psk()}",
        f"WIFI:T:WPA;S:Ocak_Personal;P:{psk()};;  <- QR fürs Pausenraum",
    )

    r.add(
        "router_admin_password",
        f"FritzBox Kennwort (fritz.box admin) {shop_pw()}",
        f"router sifresi (modem arkasindaki degil, yenisi) {shop_pw()}",
        f"Fritz!Box 7590 login: {shop_pw()}  Telekom Techniker hat neu gemacht",
        f"modem admin pasw {shop_pw()}",
        f"http://192.168.178.1 -> Kennwort {shop_pw()}",
    )

    r.add(
        "alarm_code",
        f"Alarmanlage Code {pin(4, WEAK)} (scharf/unscharf)",
        f"alarm kodu: {pin(6, WEAK)} sabah ilk gelen kapatsin",
        f"alram code neu {pin(4, WEAK)} alter geht nicht mehr",
        f"Alarm\nBenutzercode {pin(4, WEAK)}\n(danach 30 sek zeit zum rausgehen)",
        f"alarm sifresi {pin(5, WEAK)} Mehmet'e soyledim, baskasina soylemeyin",
    )

    r.add(
        "safe_code",
        f"Tresor Code {pin(6, WEAK)}",
        f"celik kasa sifre {pin(6, WEAK)} (ofis dolabin icindeki)",
        f"tressor zahlenschloss: {dial()}",
        f"kasa (tresor) yeni kod {pin(8, WEAK)} eski kodu sil",
        f"Safe im Büro -> {pin(6, WEAK)}#  dann Griff drehen",
    )

    r.add(
        "back_door_code",
        f"Hintertür Zahlenschloss {pin(4, WEAK)}",
        f"arka kapı kodu {pin(4, WEAK)}# (teslimat icin)",
        f"Lager Tür Code: {pin(5, WEAK)} — Lieferant Ali kennt den",
        f"keller kapi sifresi {pin(4, WEAK)}",
        f"Schlüsselsafe an der Hintertür\n{pin(4, WEAK)}\n(Putzfrau kriegt den)",
    )

    r.add(
        "email_password",
        f"info@ocakbasi-koeln.example mail sifresi {shop_pw()}",
        f"E-Mail (IONOS) Postfach bestellung@ → Passwort {shop_pw()}",
        f"Outlook IMAP: imap.ocakbasi-koeln.example, user info@ocakbasi-koeln.example, pw {shop_pw()}",
        f"mail paswort yeni {shop_pw()} telefonda da degistir",
        f"smtp_password: \"{shop_pw()}\"  # webseite kontaktformular",
    )

    r.add(
        "google_app_password",
        f"Google App Passwort für Kasse Mailversand: {app_password()}",
        f"gmail uygulama sifresi (yazici icin) {app_password()}",
        f"app pw google -> {app_password()}",
        f"Drucker scan-to-mail\nSMTP smtp.gmail.com:587\nuser ocakbasi.koeln@gmail.example\napp passwort {app_password().replace(' ', '')}",
        f"google uyg. sifresi {app_password()} (boşluksuz yaz)",
    )

    r.add(
        "camera_recorder_login",
        f"Kamera Küche: rtsp://admin:{shop_pw()}@192.168.178.{secrets.randbelow(150) + 20}:554/Streaming/Channels/101",
        f"kamera kayit cihazi (NVR) admin sifre {shop_pw()}",
        f"VLC ile izle: rtsp://ocak:{mysql_pw()}@cam-kasse.ocak.internal:554/h264Preview_01_main",
        f"Überwachung Recorder login\nadmin\n{shop_pw()}",
        f"hik-connect app pw {shop_pw()} (telefondan kamera)",
    )

    r.add(
        "card_pin",
        f"EC Karte Geschäftskonto PIN {pin(4, WEAK)}",
        f"firma kartı pin {pin(4, WEAK)}",
        f"Metro Kundenkarte PIN (Kasse dort fragt) {pin(4, WEAK)}",
        f"yeni kredi karti geldi pin: {pin(4, WEAK)}",
        f"Tankkarte Lieferauto PIN\n{pin(4, WEAK)}",
    )

    r.add(
        "online_banking_pin",
        f"Sparkasse online banking\nAnmeldename: OCAK{digits(6)}\nPIN: {pin(5, WEAK)}",
        f"banka internet sifresi {shop_pw()} (volksbank)",
        f"Onlinebanking PIN neu {shop_pw()} altes gesperrt wegen 3x falsch",
        f"Ziraat online sifre {pin(6, WEAK)} musteri no {digits(8)}",
    )

    r.add(
        "company_card_number",
        f"Firmen Visa {visa()} gültig {card_expiry()} CVC {digits(3)}",
        f"kredi karti (amazon icin) {visa()} skt {card_expiry()} cvv {digits(3)}",
        f"Karte für Wolt Gebühren:\n{visa()}\n{card_expiry()}\n{digits(3)}",
        f"visa {visa().replace(' ', '')} {card_expiry()} {digits(3)} — metro online",
    )

    r.add(
        "paypal_password",
        f"PayPal Geschäftskonto pw {shop_pw()}",
        f"paypal sifre: {shop_pw()}",
        f"PayPal (business@ocakbasi-koeln.example)\n{shop_pw()}",
        f"paypl passwort geändert -> {shop_pw()}",
    )

    r.add(
        "instagram_password",
        f"Insta @ocakbasi.koeln sifre {shop_pw()}",
        f"Instagram Passwort {shop_pw()} (Neffe macht posts)",
        f"facebook/insta login: ocakbasi.koeln / {shop_pw()}",
        f"instagram yeni sifre {shop_pw()} eskisi hacklendi",
    )

    r.add(
        "stripe_secret_key",
        f"Stripe live secret key (Webshop): {stripe_secret_key()}",
        f"STRIPE_SECRET_KEY={stripe_secret_key()}",
        f"yegenim dedi bu key gizli kalsin: {stripe_secret_key()}",
        f"stripe:\n  secret: {stripe_secret_key()}\n  currency: eur",
    )

    r.add(
        "sumup_api_key",
        f"SumUp API key (online bestellung): {sumup_key()}",
        f"SUMUP_API_KEY={sumup_key()}",
        f"sumup gizli anahtar {sumup_key()}",
        f"curl -H \"Authorization: Bearer {sumup_key()}\" https://api.sumup.example/v0.1/me",
    )

    r.add(
        "google_backup_codes",
        "Google Business Konto Backup Codes:\n" + google_backup_codes(),
        "google yedek kodlar (her biri 1 kere)\n" + google_backup_codes(8),
        f"backup codes gmail: {digits(8)} {digits(8)} {digits(8)} {digits(8)} {digits(8)}",
        "Ersatzcodes Google (ausgedruckt liegt im Tresor, hier Kopie)\n" + google_backup_codes(10),
    )

    r.add(
        "totp_seed",
        f"Lieferando 2FA geheimschlüssel (falls handy kaputt): {groups(totp_seed(32).lower(), 4)}",
        f"otpauth://totp/Wolt:ocakbasi.koeln?secret={totp_seed(32)}&issuer=Wolt",
        f"authenticator kurulum kodu (metro) {totp_seed(16)}",
        f"2FA seed Steuerberater portal\n{groups(totp_seed(32), 4)}",
    )

    r.add(
        "elster_certificate_password",
        f"ELSTER Zertifikat (.pfx) Passwort {shop_pw()}",
        f"elster sifresi {shop_pw()} dosya masaüstünde ocakbasi.pfx",
        f"Mein ELSTER login\nZertifikatsdatei: elster_firma.pfx\nPasswort: {shop_pw()}",
        f"elster pw {shop_pw()} (Umsatzsteuer Voranmeldung)",
    )

    r.add(
        "datev_login",
        f"DATEV Unternehmen online Benutzer ocak{digits(4)} PW {shop_pw()}",
        f"steuerberater portal sifre {shop_pw()}",
        f"Belege hochladen (DATEV Upload mobil) -> Kennwort {shop_pw()}",
        f"DATEV\nuser: inhaber.ocakbasi\npass: {shop_pw()}\n(SmartLogin app auf altem handy)",
    )

    r.add(
        "telegram_bot_token",
        f"Telegram Bot für neue Bestellungen token {telegram_bot_token()}",
        f"TELEGRAM_TOKEN={telegram_bot_token()}",
        f"siparis bildirimi bot tokeni: {telegram_bot_token()}",
        f"bot = Bot(token=\"{telegram_bot_token()}\")  # yegen kodu",
    )

    r.add(
        "whatsapp_cloud_token",
        f"WhatsApp Business API token (Reservierungen) {whatsapp_token()}",
        f"WA_ACCESS_TOKEN={whatsapp_token()}",
        f"whatsapp kalici token (meta business) -> {whatsapp_token()}",
        f"curl -X POST https://graph.facebook.example/v19.0/{digits(15, lead=True)}/messages -H \"Authorization: Bearer {whatsapp_token()}\"",
    )

    r.add(
        "mysql_connection_string",
        f"DB_URL=mysql://ocakshop:{mysql_pw()}@db.ocakbasi.internal:3306/shop",
        f"webseite datenbank\nhost db.ocakbasi.internal\nuser ocakshop\npw {mysql_pw()}",
        f"mysql -h db.ocakbasi.internal -u shop -p'{mysql_pw()}' shop",
        f"database:\n  host: db.ocakbasi.internal\n  user: wp_ocak\n  password: {mysql_pw()}\n  name: wordpress",
    )

    r.add(
        "ftp_credentials",
        f"FTP webseite: ftp://ocakbasi:{mysql_pw()}@ftp.ocakbasi-koeln.example",
        f"hosting ftp sifre {shop_pw()} (user ocakbasi)",
        f"FileZilla: Server sftp.ocakbasi-koeln.example  Benutzer web{digits(5)}  PW {mysql_pw()}",
        f"sftp login neffe verdi: kullanici web{digits(4)} sifre {mysql_pw()}",
    )

    r.add(
        "wordpress_app_password",
        f"WordPress Anwendungspasswort (Speisekarte App): {wp_app_password()}",
        f"wp app pw {wp_app_password()}",
        f"wordpress uygulama sifresi menü güncellemesi icin -> {wp_app_password()}",
        f"curl -u inhaber:\"{wp_app_password()}\" https://ocakbasi-koeln.example/wp-json/wp/v2/pages",
    )

    r.add(
        "crypto_seed_phrase",
        f"bitcoin cüzdan kelimeleri (kimseye gösterme): {seed_phrase(12)}",
        f"Wallet Wiederherstellung 24 Wörter:\n{seed_phrase(24)}",
        f"seed phrase {seed_phrase(12)}",
        "kripto gizli kelimeler\n" + "\n".join(f"{i}. {w}" for i, w in enumerate(seed_phrase(12).split(), 1)),
    )

    r.add(
        "ipad_passcode",
        f"Kasse iPad Code {pin(6, WEAK)}",
        f"siparis tableti ekran kilidi {pin(6, WEAK)}",
        f"iPad Küche (Bondrucker) Entsperrcode: {pin(6, WEAK)}",
        f"tablet sifre {pin(4, WEAK)} wolt tableti",
    )

    r.add(
        "session_cookie",
        f"Lieferando partner hub cookie (yegen kopyaladi, login olmadan giriyor) partner_session={partner_session()}",
        f"Cookie: PHPSESSID={phpsess()}  <- wp admin eingeloggt",
        f"wolt merchant oturum token: {partner_session()}",
        f"document.cookie = \"sid={b64u_bytes(32)}\"  // metro shop session",
    )

    r.add(
        "ssh_private_key",
        f"Server (webseite) ssh key, neffe sagt nie weitergeben:\n{openssh_private()}",
        f"id_ed25519 yedek\n{openssh_private()}",
        f"Hosting Root key\n{openssh_private()}",
        f"ssh anahtar (vps.ocakbasi.internal)\n{openssh_private()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "lieferando_order_ref",
        f"Lieferando Bestellung #{lieferando_order()} Kunde sagt kalt angekommen, 50% gutschrift",
        f"lieferando siparis no {lieferando_order()} iade istiyor, kontrol et",
        f"Reklamation Lieferando Order {lieferando_order()} und {lieferando_order()}",
        f"Bestellnr. {digits(10, lead=True)} — Fahrer nicht gekommen, Lieferando support Ticket {digits(8, lead=True)}",
        f"lieferndo order {lieferando_order()} falsche adresse",
    )

    r.add(
        "wolt_order_link",
        f"Wolt siparis linki https://merchant.wolt.example/orders/{hexs(24)} musteri iptal etti",
        f"Wolt Order ID {hexs(24)} — Kurier 40 min warten lassen",
        f"wolt destek talep: https://support.wolt.example/tickets/{uid()}",
        f"wolt sipariş {hexs(24)} eksik ayran",
        f"Wolt Auszahlung Referenz {uid()}",
    )

    r.add(
        "supplier_invoice_no",
        f"Metro Rechnung Nr {digits(3, lead=True)}/{digits(6, lead=True)} vom {date()} noch nicht bezahlt",
        f"fatura no RE-{pick('2024', '2025')}-{digits(5)} döner firmasi {euro()} €",
        f"Rechnug Getränke {digits(8, lead=True)} prüfen, 2 Kisten zu viel",
        f"faturalar: RE{digits(7)}, RE{digits(7)}, RE{digits(7)} — steuerberatere gönder",
        f"Gutschrift GS-{digits(6)} von Lieferando",
    )

    r.add(
        "supplier_customer_no",
        f"Metro Kundennummer {metro_customer()}",
        f"döner tedarikci müsteri numaram {digits(6, lead=True)}",
        f"Kd.-Nr. bei Getränke Großhandel: {digits(7, lead=True)}",
        f"Selgros Kundenkarte Nr {digits(13, lead=True)} (steht auf Karte)",
        f"musteri no et firmasi: {rnd(UPPER, 2)}-{digits(5)}",
    )

    r.add(
        "tax_ids",
        f"Steuernummer {steuernummer()} (Finanzamt Köln-West)",
        f"USt-IdNr {ust_id()} — steht auch auf Speisekarte Impressum",
        f"vergi numarasi {steuernummer()}",
        f"Impressum: Steuer-Nr. {steuernummer()}, USt-ID {ust_id()}",
        f"Betriebsnummer (Arbeitsagentur) {digits(8, lead=True)}",
    )

    r.add(
        "business_iban_on_invoice",
        f"Firmen IBAN für Rechnungen: {biz_iban()} BIC COLSDE33",
        f"hesap no (faturada yazan) {biz_iban(False)}",
        f"Lieferant IBAN neu: {iban('DE', '300' + digits(15))} — überweisung {euro()} €",
        f"Kaution zurück an Vermieter IBAN {biz_iban()}",
        f"türkiyedeki hesap IBAN {iban('TR', digits(5) + '0' + digits(16))} annem icin",
    )

    r.add(
        "masked_card_digits",
        f"Metro hat Karte **** {last4()} belastet, {euro()} €",
        f"visa sonu {last4()} ile ödendi",
        f"Wolt Gebühr abgebucht von Karte endend auf {last4()}",
        f"kart: XXXX XXXX XXXX {last4()} (firma)",
        f"SumUp Beleg Kunde Mastercard ••{last4()} Betrag {euro()}",
    )

    r.add(
        "parcel_tracking",
        f"DHL Sendung {dhl()} — neue Grillspieße",
        f"kargo takip no {dhl()}",
        f"Paket aus Türkei (PTT) {s10('RR', 'TR')} hala gümrükte",
        f"Tracking {s10('CP', 'TR')} mangal kömürü",
        f"hermes {digits(14, lead=True)} bondrucker papier",
    )

    r.add(
        "tse_receipt_signature",
        f"Bon Nr {digits(5)} TSE-Signatur: {tse_sig()} (Kunde wollte Beleg nochmal)",
        f"TSE Seriennummer {tse_serial()}",
        f"fis ustunde yazan TSE imza sayaci {digits(5, lead=True)}, transaksiyon {digits(5, lead=True)}",
        f"Kassenbeleg:\nTSE-Transaktion: {digits(6, lead=True)}\nTSE-Start: 2025-0{secrets.randbelow(9) + 1}-1{secrets.randbelow(9)}T12:3{secrets.randbelow(10)}:00\nTSE-Signatur: {tse_sig()}\nTSE-Seriennr: {tse_serial()}",
        f"DSFinV-K Export Kassen-ID {uid()} ans Finanzamt",
    )

    r.add(
        "card_terminal_ids",
        f"Kartenterminal TID {digits(8, lead=True)}",
        f"SumUp Merchant Code M{rnd(UPPER + DIGITS, 7)}",
        f"EC terminal seri no {digits(10, lead=True)} (Ingenico) tamire gidiyor",
        f"Händlernummer Kartenzahlung {digits(10, lead=True)}, TID {digits(8, lead=True)}",
        f"sumup okuyucu seri no {rnd(UPPER + DIGITS, 12)}",
    )

    r.add(
        "phone_numbers",
        f"Restaurant tel {cologne_phone()}",
        f"Metro Abholmarkt Tel {cologne_phone()}, Fahrer Hasan {mobile_de()}",
        f"annem {mobile_tr()}",
        f"Notdienst Kälte (Kühlhaus) {mobile_de()} 24h",
        f"Alarmfirma Leitstelle {cologne_phone()}",
    )

    r.add(
        "daily_takings",
        f"Z-Bon {date()}: bar {euro()} €, karte {euro()} €",
        f"bugün ciro {euro()} lieferando {euro()} wolt {euro()}",
        f"Umsatz KW{secrets.randbelow(52) + 1}: {euro()} netto / {euro()} brutto",
        f"kasa farki -{secrets.randbelow(30) + 1},{digits(2)} € (Samstag)",
        f"Trinkgeld Dose {date()}: {secrets.randbelow(200) + 20},{digits(2)}",
    )

    r.add(
        "expired_sms_code",
        f"Lieferando SMS kodu {otp()} geldi ama süresi doldu, yenisini istedim",
        f"Bestätigungscode {otp()} (schon benutzt, Konto verifiziert)",
        f"Wolt code {otp()} abgelaufen → neuer kam nicht",
        f"pushTAN {otp()} iptal ettim, yanlis ödeme",
        f"DHL abholcode {digits(4)} — Paket schon abgeholt",
    )

    r.add(
        "secret_reference",
        "yegen dedi: sifreler .env dosyasinda, STRIPE_SECRET_KEY ve DB_PASSWORD orada",
        "Webshop braucht env: SUMUP_API_KEY, TELEGRAM_TOKEN, WA_ACCESS_TOKEN (Werte nicht hier!)",
        "password: ${DB_PASSWORD}\nuser: ${DB_USER}",
        "key kommt aus /etc/ocak/secrets.env, nicht ins git",
        "op://Ocakbasi/Lieferando/password (1Password Pfad, Neffe hat Zugriff)",
    )

    r.add(
        "wifi_network_names",
        "Gäste WLAN heisst Ocakbasi_Gast, Personal ist Ocak_Personal (sifre bende)",
        f"SSIDs: FRITZ!Box 7590 {rnd(UPPER, 2)}, Ocak-Team, Ocak-Kamera",
        "misafir wifi adi: ocakbasi-free (sifresiz, captive portal)",
        "WLAN Repeater Küche verbindet mit Ocak_Personal_5G",
    )

    r.add(
        "router_firmware_info",
        f"FRITZ!OS 7.{pick('57', '58', '59')} update gemacht, Seriennummer {rnd(UPPER + DIGITS, 4)}.{digits(3)}.{digits(2)}.{digits(3)}.{digits(3)}",
        f"modem arkasi: CWMP-Account {digits(10)}, Artikelnr 20002{digits(3)}",
        f"router modeli fritzbox 7590 AX, firmware {pick('7.57', '7.58', '8.00')}",
        f"Telekom Anschluss Leitungs-ID DEU.DTAG.{rnd(UPPER + DIGITS, 9)}",
    )

    r.add(
        "app_versions",
        f"Kasse app version {secrets.randbelow(5) + 3}.{secrets.randbelow(30)}.{secrets.randbelow(10)} (build {digits(5, lead=True)})",
        f"Lieferando tablet uygulamasi v{secrets.randbelow(10) + 1}.{secrets.randbelow(100)}.{secrets.randbelow(10)} güncelle",
        f"Wolt Merchant {secrets.randbelow(5) + 1}.{secrets.randbelow(60)}.{secrets.randbelow(10)} crasht beim Drucken",
        f"iPadOS {pick('17.6.1', '18.1', '18.3.2')} und Bondrucker Firmware {secrets.randbelow(3) + 1}.{digits(2)}",
    )

    r.add(
        "stripe_publishable_key_public",
        f"Stripe publishable key (webseite frontend, öffentlich): {stripe_publishable_key()}",
        f"NEXT_PUBLIC_STRIPE_KEY={stripe_publishable_key()}",
        f"yegen: pk_ olan public key, sorun yok -> {stripe_publishable_key()}",
        f"<script>Stripe('{stripe_publishable_key()}')</script>",
    )

    r.add(
        "ssh_public_key_fp",
        f"Server fingerprint {ssh_fingerprint()} — beim ersten login ja sagen",
        f"authorized_keys icine koy: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} yegen@laptop",
        f"Host key vps.ocakbasi.internal ED25519 {ssh_fingerprint()}",
        f"public key (paylasilabilir) ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} inhaber@ocak",
    )

    r.add(
        "website_commit_hash",
        f"neffe hat speisekarte update deployed commit {commit()}",
        f"site geri al: git revert {hexs(7)}",
        f"Deploy ok {date()} rev {commit()}",
        f"menü fiyat degisikligi commit {hexs(7)} (Adana 14,90)",
    )

    r.add(
        "password_whereabouts",
        "Alarm code steht im Ordner 'Sicherheit' im Büro, nicht hier",
        "tresor sifresi sadece bende ve eşimde, yazmiyorum",
        "Lieferando passwort hat Aylin im Handy gespeichert",
        "banka sifreleri mavi defterde, defter tresorda",
    )

    r.add(
        "promo_code_public",
        f"Insta Aktion: Code GRILL{secrets.randbelow(20) + 10} = 10% bei Abholung (öffentlich gepostet)",
        f"Wolt kampanya kodu OCAK{digits(2)} herkese acik, flyer'da",
        f"Flyer Gutscheincode DONER{digits(2)} gültig bis {date()}",
        f"Lieferando Stempelkarte Aktion Nr. {digits(6, lead=True)}",
    )

    r.add(
        "haccp_batch_numbers",
        f"Hackfleisch Charge L{digits(6)} MHD {date()} Kerntemperatur ok",
        f"döner kebap parti no {rnd(UPPER, 2)}{digits(7)} (etiket foto)",
        f"Kühlhaus Kontrolle: Charge {digits(8, lead=True)}, Genusstauglichkeits-Kennz. DE NW {digits(5, lead=True)} EG",
        f"lot {digits(4)}/{pick('24', '25')} ayran, geri cagrildi mi kontrol et",
    )

    r.add(
        "product_barcodes",
        f"Ayran EAN {ean13('869')}",
        f"Barkod sucuk: {ean13('869')}, kasaya ekle",
        f"Cola 0,33 EAN {ean13('40')} in Kasse Artikel 1{digits(3)}",
        f"Ülker bisküvi {ean13('869')} / Uludag {ean13('869')}",
    )

    r.add(
        "booking_reference",
        f"Antalya ucus PNR {rnd(UPPER + DIGITS, 6)} Pegasus {date()}",
        f"Tisch Reservierung Firmenfeier Ref {rnd(UPPER + DIGITS, 8)}, 25 Pers",
        f"Hotel Istanbul booking nr {digits(10, lead=True)}",
        f"Catering Auftrag AB-{digits(5)} für Hochzeit {date()}",
    )

    r.add(
        "scooter_vin_plate",
        f"Lieferroller {plate()} FIN {vin()} TÜV fällig",
        f"teslimat arabasi plaka {plate()} şasi no {vin()}",
        f"Versicherungskennzeichen Roller {digits(3)} {rnd(UPPER, 3)}",
        f"Caddy {plate()} Fahrgestellnr {vin()} Werkstatt Montag",
    )

    r.add(
        "insurance_policy_no",
        f"Betriebshaftpflicht Vers.-Nr. {digits(3)}-{digits(7)}-{digits(2)}",
        f"sigorta police no {digits(10, lead=True)} (yangin)",
        f"Inhaltsversicherung Schadennummer {digits(2)}/{digits(6)} Wasserschaden Küche",
        f"Berufsgenossenschaft NGG Mitgliedsnr {digits(9, lead=True)}",
    )

    r.add(
        "device_mac_addresses",
        f"Bondrucker MAC {mac(upper=True)} IP 192.168.178.{secrets.randbelow(150) + 20}",
        f"kamera mac adresleri: {mac()} / {mac()}",
        f"Kasse Tablet WLAN MAC {mac('-', True)} in Fritzbox fest IP",
        f"Kartenterminal LAN {mac(upper=True)}",
    )

    r.add(
        "staff_personnel_no",
        f"Personalnummer Emre {digits(5, lead=True)}, Aylin {digits(5, lead=True)}",
        f"yeni eleman personel no {digits(4, lead=True)} Lohnbüro'ya bildir",
        f"Minijob Zentrale Betriebsnr {digits(8, lead=True)}",
        f"Zeiterfassung Chip-Nr {hexs(8).upper()} für Küche",
    )

    r.add(
        "backup_checksum",
        f"Kasse Export ZIP sha256 {hexs(64)}",
        f"yedek dosya md5 {hexs(32)} steuerberatere gitti",
        f"GoBD Archiv Prüfsumme {hexs(64).upper()}",
        f"backup_{date()}.tar.gz  SHA-1 {hexs(40)}",
    )

    r.add(
        "ci_secret_placeholders",
        "deploy.yml: password: ${{ secrets.FTP_PASSWORD }} (neffe yapti)",
        "env:\n  STRIPE_SECRET_KEY: ${{ secrets.STRIPE_SECRET_KEY }}\n  SUMUP_API_KEY: ${{ secrets.SUMUP_API_KEY }}",
        "DB_PASSWORD=<hier einsetzen> in .env.example, echtes nur auf dem server",
        "telegram token: {{ TELEGRAM_TOKEN }} template, değer yok",
    )

    r.add(
        "alarm_zone_list",
        "Alarm Zonen: 1 Eingang, 2 Gastraum, 3 Küche Hinterausgang, 4 Büro (Tresor), 5 Keller",
        f"alarm firmasi musteri no {digits(6, lead=True)}, bakim {date()}",
        f"Bewegungsmelder Küche Seriennr {rnd(UPPER + DIGITS, 10)} Batterie tauschen",
        f"Alarmanlage Zentrale Typ Secvest, Errichter-Auftrag {digits(7, lead=True)}",
    )

    r.add(
        "recaptcha_site_key_public",
        f"Reservierungsformular reCAPTCHA site key {recaptcha_site_key()} (public, steht im HTML)",
        f"data-sitekey=\"{recaptcha_site_key()}\"",
        f"recaptcha site anahtari {recaptcha_site_key()} — secret olan degil, bu herkese görünür",
        f"RECAPTCHA_SITE_KEY={recaptcha_site_key()}  # frontend",
    )

    r.add(
        "meter_readings",
        f"Stromzähler Nr 1ESY{digits(10)} Stand {digits(6)} kWh",
        f"gaz sayaci {digits(8, lead=True)} okuma {digits(5)},{digits(3)} m³",
        f"Wasser Zähler {digits(8, lead=True)} am {date()}: {digits(4)} m³",
        f"RheinEnergie Vertragskonto {digits(12, lead=True)}, Abschlag {euro()} €",
    )

    return r


def main() -> None:
    write_corpora("make_heldout400.py", [
        ("heldout400_credentials.yaml", credentials(), "Held-out batch 400: credentials a Turkish grill restaurant owner in Cologne keeps (till, TSE, Lieferando, Wolt, suppliers, alarm, safe, doors, Wi-Fi, router, cameras, bank, cards, webshop keys and more)"),
        ("heldout400_lookalikes.yaml", lookalikes(), "Held-out batch 400: a grill restaurant's order, invoice, customer, tax and tracking numbers, receipt signatures, masked cards, public keys and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
