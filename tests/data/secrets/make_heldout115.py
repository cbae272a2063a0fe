# ruff: noqa: E501
"""Writes heldout115_credentials.yaml and heldout115_lookalikes.yaml: held-out batch 115.

Persona: Sepp and Resi, a retired couple in a small Upper Bavarian market town, who let a
little Ferienwohnung above the garage. They write to their assistant in German with a good
dose of Bairisch, no technical vocabulary, typos and all: banking PINs and the pushTAN app,
the FritzBox and WLAN, the safe, alarm and garage codes, the grandchildren's photo album,
ELSTER, GMX, Amazon, their phones; next to them the numbers from letters, bills and parcels.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    Rows,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    phrase,
    pick,
    rnd,
    uid,
    write_corpora,
)

WORDS = ["Edelweiss", "Zugspitz", "Kachelofen", "Brezn", "Dackel", "Wendelstein", "Chiemsee",
         "Weisswurscht", "Maibaum", "Herzerl", "Enzian", "Gamsbart", "Radi", "Kirchweih"]
SEED = ["apple", "river", "guitar", "monkey", "oxygen", "velvet", "harbor", "tunnel", "winter",
        "bronze", "candle", "donkey", "eagle", "fossil", "galaxy", "hammer", "island", "jungle",
        "kitten", "ladder", "marble", "napkin", "orange", "pepper", "quarter", "rabbit", "saddle",
        "ticket", "uncle", "valley", "wagon", "yellow", "zebra", "anchor", "basket", "cactus"]
PLATES = ["RO", "TS", "MÜ", "AÖ", "BGL", "EBE", "M", "WS", "RO"]
TOWNS = [("83", "Rosenheim"), ("83", "Prien"), ("84", "Mühldorf"), ("83", "Traunstein"), ("84", "Altötting")]


def own_pw() -> str:
    """What Sepp or Resi pick themselves: a word they like, digits, maybe a sign."""
    return f"{pick(*WORDS)}{digits(pick(2, 4))}{pick('', '!', '#', '*', '?')}"


def kid_pw() -> str:
    """What the grandson sets up for them."""
    return pick(rnd(ALNUM, 12), rnd(ALNUM + "!#%&*", 14), f"{rnd(ALNUM, 6)}-{rnd(ALNUM, 6)}")


def pin(n: int = 4) -> str:
    return digits(n)


def fritz_pw() -> str:
    """A FRITZ!Box-Kennwort as on the sticker: a word and four digits."""
    return f"{pick('kiefer', 'tanne', 'buche', 'wolke', 'kerze', 'flocke', 'ahorn', 'birne')}{digits(4)}"


def wlan_key() -> str:
    return digits(20)


def plate() -> str:
    return f"{pick(*PLATES)}-{rnd(UPPER, pick(1, 2))} {secrets.randbelow(9899) + 1}"


def plz() -> str:
    head, town = pick(*TOWNS)
    return f"{head}{digits(3)} {town}"


def de_iban(spaced: bool = True) -> str:
    return iban("DE", "7" + digits(7) + digits(10), spaced)


def phone_landline() -> str:
    return f"0{pick('8031', '8051', '8631', '861', '8671')} {digits(pick(5, 6), lead=True)}"


def phone_mobile() -> str:
    return f"01{pick('51', '60', '70', '71', '76', '520')} {digits(7, lead=True)}"


def imei() -> str:
    return luhn("35" + digits(6), 15)


def gmx_totp() -> str:
    return groups(rnd(BASE32, 32).lower(), 4)


def credentials() -> Rows:
    r = Rows()

    r.add("sparkasse_online_banking_login",
          f"Sparkasse Onlinebanking\nAnmeldename: Huber{digits(3)}\nPIN: {pin(5)}",
          f"merk dir bitte fürs Internetbanking, Anmeldename is sepp.huber{digits(2)} und die PIN {own_pw()}",
          f"Resi ihr Onlinebanking Legitimations-ID {digits(16)} PIN {pin(5)} (de hat da Bankberater eingricht)")
    r.add("sparkasse_online_pin",
          f"Neue Online-PIN von der Sparkasse, hab sie heid geändert: {own_pw()}",
          f"Die Bank hat an Brief gschickt mit der Erstpin {pin(5)}, muss i beim erstn Anmelden ändern.",
          f"onlinebanking pin neu {pin(5)} - de alte ged nimmer")
    r.add("girocard_pin",
          f"PIN vo da Sparkassen-Karte (Sepp): {pin()}",
          f"Bankkarte Resi {pin()}\nBankkarte Sepp {pin()}",
          f"wenn i beim Edeka wieder net weiß wie die Geheimzahl is: {pin()}, gell")
    r.add("credit_card_with_cvv",
          f"Mastercard Gold von der Sparkasse\n{groups(luhn('52'), 4)}\ngültig bis {card_expiry()}\nPrüfnummer hinten {digits(3)}",
          f"Für die Buchung vom Hotel in Meran brauchts die Kreditkarte: {groups(luhn('4'), 4)} , {card_expiry()}, CVC {digits(3)}, Josef Huber",
          f"Visa {luhn('4')} ablauf {card_expiry()} sicherheitscode {digits(3)}")
    r.add("credit_card_pin",
          f"Geheimzahl für die Kreditkarte (zum Geldabheben im Urlaub) {pin()}",
          f"Kreditkarten PIN is ned die gleiche wia de von der Bankkarte!! Kreditkarte = {pin()}",
          f"Urlaub Südtirol: Geld abheben mit da Visa, Geheimzahl {pin()}")
    r.add("pushtan_app_password",
          f"S-pushTAN App Passwort: {kid_pw()}",
          f"Das Passwort für die pushTAN auf dem Handy vom Sepp hat da Maxi eingstellt, es lautet\n{kid_pw()}",
          f"pushtan freigabe kennwort {own_pw()} (Resi ihr Handy)",
          f"Wenn die pushTAN App nach am Passwort fragt: {own_pw()}")
    r.add("pushtan_registration_code",
          f"Registrierungsbrief pushTAN is kemma, Registrierungsdaten: {rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}",
          f"Für neues Handy pushTAN wieder einrichten, Freischaltcode aus dem Brief {rnd(UPPER + DIGITS, 10)}")
    r.add("fritzbox_password",
          f"FritzBox Kennwort (steht hinten drauf): {fritz_pw()}",
          f"fritz.box aufmachen, Kennwort {fritz_pw()} - hat da Enkel gsagt wenn des Internet spinnt",
          f"Router Passwort geändert auf {own_pw()}\nAlte war {fritz_pw()}")
    r.add("wlan_key",
          f"WLAN Schlüssel für daheim: {groups(wlan_key(), 4)}",
          f"Wenn Besuch kommt und ins Internet will:\nNetz: FRITZ!Box 7590 {rnd(UPPER, 2)}\nSchlüssel {wlan_key()}",
          f"wlan kennwort {wlan_key()} (des lange mit de Zahlen)",
          f"Maxi hat des WLAN Passwort gändert, jetzt is es {kid_pw()}")
    r.add("guest_wlan_password_holiday_flat",
          f"Gäste WLAN Ferienwohnung: HuberGast / Kennwort {own_pw().lower()}",
          f"Für die Feriengäste ins Mappe schreiben: WLAN \"Ferienwohnung-Huber\" Passwort {kid_pw()}",
          f"Gastzugang Passwort neu (nach de Holländer) {rnd(LOWER + DIGITS, 10)}")
    r.add("house_safe_code",
          f"Tresor im Schlafzimmerschrank Code {digits(6)} dann #",
          f"Code vom Tresor: {digits(4)}-{digits(2)}\nfalls i's vergess, du Resi weißt es eh",
          f"Zahlenkombination Safe {digits(2)} links {digits(2)} rechts {digits(2)} links",
          f"Wichtig für die Vroni falls uns was passiert: Tresorcode {digits(6)}, da liegt s Testament")
    r.add("alarm_system_code",
          f"Alarmanlage scharf/unscharf: {pin()}",
          f"Alarmanlagen Code {pin()} - nach dem eintippen 30 Sek Zeit zum rausgehen",
          f"Code fürs Alarm ausschalten wenn ma hoamkemman: {pin()} und dann die Taste mit dem Haus",
          f"Telenot Bedienteil Benutzercode Sepp {pin(6)}, Resi {pin(6)}")
    r.add("alarm_duress_code",
          f"Bedrohungscode Alarmanlage (löst stillen Alarm aus) {pin()}",
          f"Stiller Alarm Code laut Errichter: {pin()} - NUR im Notfall")
    r.add("alarm_company_password",
          f"Kennwort bei der Sicherheitsfirma wenn die anrufen: \"{pick(*WORDS)}{digits(2)}\"",
          f"Wachdienst fragt nach Codewort, unser Codewort is {pick(*WORDS).lower()}{digits(3)}")
    r.add("garage_door_code",
          f"Garagentor Code {pin()}",
          f"Tastenfeld Garage: {pin(5)} und dann Pfeil nach oben",
          f"der neue Garagencode is {pin()}, Nachbar Schorsch woaß an alten no, drum geändert",
          f"Hörmann Codetaster Garage {pin(6)}")
    r.add("key_box_code_care_service",
          f"Schlüsselkasten neben da Haustür für die Sozialstation, Zahlencode {digits(4)}",
          f"Für den Hausnotruf Schlüsseltresor: Code {digits(4)} (hab ich dem Roten Kreuz durchgegeben)")
    r.add("key_box_code_holiday_flat",
          f"Schlüsselbox Ferienwohnung {digits(4)} - bitte an die Gäste vom Mai schicken",
          f"Gästen immer schreiben: Schlüssel ist in der Box am Gartentor, Code {digits(4)}, danach bitte verdrehen",
          f"Neuer Code Schlüsselsafe FeWo ab 1. Juli: {digits(4)}")
    r.add("grandchildren_photo_album_password",
          f"Fotoalbum von de Enkerl im Internet: https://fotos.familie-huber.example/album/lena-maxi Passwort {kid_pw()}",
          f"Vroni schreibt: Passwort fürs Album mit de Taufbilder is {own_pw().lower()}",
          f"Fotoalbum Kennwort {rnd(LOWER + DIGITS, 8)}\n(Link steht in da WhatsApp vom 3. März)",
          f"Bilder vom Kindergartenfest, Album \"Lena 2024\", Zugangscode {rnd(UPPER + DIGITS, 6)}")
    r.add("elster_certificate_password",
          f"ELSTER Zertifikat Passwort {own_pw()}",
          f"Steuererklärung online: die Datei heißt elster_huber.pfx und des Passwort dazu is {kid_pw()}",
          f"Mein ELSTER Kennwort (für die Zertifikatsdatei am Computer): {own_pw()} - Resi ihrs is {own_pw()}")
    r.add("elster_activation_code",
          f"Brief vom Finanzamt is kemma, Aktivierungs-Code für ELSTER: {rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}",
          f"ELSTER Registrierung: Aktivierungs-ID kam per Mail, Aktivierungs-Code per Post: {rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}")
    r.add("gmx_email_password",
          f"GMX Email Sepp\nsepp.huber{digits(2)}@gmx.example\n{own_pw()}",
          f"E-Mail Passwort von der Resi (GMX): {own_pw()}",
          f"gmx kennwort geändert am Sonntag, jetzt: {kid_pw()}",
          f"Fürs Handy Mail einrichten: Benutzer resi.huber@gmx.example, Passwort {own_pw()}, Server imap.gmx.example")
    r.add("gmx_two_factor_setup_key",
          f"GMX Zwei-Faktor: Maxi sagt den Schlüssel aufschreiben falls Handy weg\n{gmx_totp()}",
          f"Authenticator Einrichtungsschlüssel GMX {gmx_totp()}")
    r.add("amazon_password",
          f"Amazon: sepp.huber{digits(2)}@gmx.example / {own_pw()}",
          f"Passwort fürs Amazon (wo ma de Sachen bstelln) is {own_pw()}",
          f"Amazon Konto Resi Passwort\n{kid_pw()}")
    r.add("amazon_gift_card_code",
          f"Gutschein vom Maxi zum Geburtstag, Amazon Code {rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 4)} (50 Euro, no ned eingelöst)",
          f"Amazon Gutscheinkarte freigerubbelt: {rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 4)}")
    r.add("phone_sim_pin_sepp",
          f"Handy PIN Sepp {pin()}",
          f"Sepp sei Handy: SIM-PIN {pin()}, wenn er's wieder ausgschalt hat",
          f"PIN vom Sepp seim Smartphone nach em Neustart: {pin()}")
    r.add("phone_sim_pin_resi",
          f"Resi Handy PIN {pin()}",
          f"Meine Handy-Pin (Resi): {pin()}\nEntsperrmuster hab i koans, nur die Zahl",
          f"Vroni per WhatsApp: \"Mama, dei neue PIN is {pin()}, schreib da's auf!\"")
    r.add("phone_puk",
          f"PUK falls PIN 3mal falsch: {digits(8)} (Sepp), {digits(8)} (Resi)",
          f"Die Karte vom Handyvertrag mit PIN und PUK: PIN {pin()} PUK {digits(8)}",
          f"Super-PIN / PUK Resi {digits(8)}")
    r.add("phone_screen_unlock_code",
          f"Entsperrcode Tablet {pin(6)}",
          f"Code zum Entsperren vom neuen Samsung Handy is {pin(6)}, s Gesicht geht ned immer",
          f"iPad vom Opa Code {pin(6)}")
    r.add("phone_voicemail_pin",
          f"Mailbox abhören von unterwegs: 3311 anrufen, PIN {pin()}",
          f"Anrufbeantworter Fernabfrage FritzFon PIN {pin()}")
    r.add("whatsapp_two_step_pin",
          f"WhatsApp Bestätigung in zwei Schritten PIN {pin(6)}",
          f"WhatsApp fragt oiwei nach der sechsstelligen PIN: {pin(6)}",
          f"whatsapp pin (6 zahln) Sepp {pin(6)} / Resi {pin(6)}")
    r.add("paypal_password",
          f"Paypal Zugang: resi.huber@gmx.example Kennwort {own_pw()}",
          f"PayPal passwort {kid_pw()} (vom Maxi eingrichtet für ebay)")
    r.add("ebay_password",
          f"ebay Kleinanzeigen wegen dem alten Kachelofen: Benutzer huber_unterhausen, pw {own_pw()}",
          f"ebay Passwort: {own_pw()}",
          f"Sepp, fürs ebay wo du die Briefmarken verkaufst hab i's Kennwort gändert auf {own_pw()} - Resi")
    r.add("google_account_password",
          f"Google Konto vom Tablet (Resi): theresia.huber{digits(2)}@gmail.example\nPasswort {own_pw()}",
          f"Des Passwort vom Google auf dem Handy vom Sepp is {kid_pw()}",
          f"google konto opa: josef.huber.unterhausen@gmail.example pw {own_pw()}")
    r.add("google_backup_codes",
          "Google Ersatzcodes (vom Maxi ausgedruckt):\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(6)),
          f"Backup Codes Google Resi: {digits(4)} {digits(4)}, {digits(4)} {digits(4)}, {digits(4)} {digits(4)}")
    r.add("apple_id_password",
          f"Apple ID vom iPad: sepp.huber@icloud.example Passwort {own_pw()}",
          f"iPad fragt nach Apple-ID Passwort: {kid_pw()}",
          f"Apple Konto Resi\nresi.huber@icloud.example\n{own_pw()}\nSicherheitsfrag: Name vom erstn Hund = Waldi")
    r.add("egk_health_card_pin",
          f"PIN von der Gesundheitskarte (für E-Rezept App) {pin(6)}",
          f"AOK hat die PIN für die Versichertenkarte gschickt: {pin(6)}",
          f"E-Rezept in da Apotheke mit Karte und Geheimnummer: Sepp {pin(6)}, Resi {pin(6)}")
    r.add("health_insurance_app_password",
          f"Meine AOK App Passwort Resi {own_pw()}",
          f"Krankenkasse online Postfach: Benutzer {digits(9)} Kennwort {kid_pw()}")
    r.add("id_card_online_pin",
          f"Personalausweis Online-Funktion PIN {pin(6)}",
          f"Ausweis App: meine 6-stellige PIN {pin(6)}, die PUK aus dem Brief {digits(10)}",
          f"eID PIN vom Sepp seim Ausweis {pin(6)}")
    r.add("tv_youth_protection_pin",
          f"Jugendschutz PIN Fernseher (wenn die Enkel da san) {pin()}",
          f"Sky Jugendschutz-PIN {pin()}",
          f"Wenn die Lena am Fernseher was anschaun will und er nach da Sperre fragt: {pin()}")
    r.add("netflix_password",
          f"Netflix vom Maxi seim Konto, mia derfa mitschaun: maxi.huber@gmx.example {kid_pw()}",
          f"Netflix Passwort {kid_pw()}",
          f"Fernseher Netflix Anmeldung, falls's wieder rausfliegt:\nE-Mail: vroni.familie@gmx.example\nPasswort: {kid_pw()}\nProfil \"Oma&Opa\"")
    r.add("lotto_account_password",
          f"Lotto Bayern online, Kundennummer {digits(8)}, Passwort {own_pw()}",
          f"Lottoland? na, LOTTO Bayern Passwort is {own_pw()}")
    r.add("payback_pin",
          f"Payback PIN für die Karte (Punkte einlösen) {pin()}",
          f"Payback Konto: Kartennummer {digits(10)}, PIN {pin()}")
    r.add("db_account_password",
          f"Bahn Konto fürs Deutschlandticket: sepp.huber@gmx.example Passwort {own_pw()}",
          f"DB Navigator Kennwort {kid_pw()} (Resi)")
    r.add("telekom_customer_center_password",
          f"Telekom Kundencenter Login: Benutzer huber.unterhausen, Passwort {own_pw()}",
          f"Telefonanbieter Kennwort für die Hotline (persönliches Kennwort) {pick(*WORDS).lower()}{digits(2)}")
    r.add("utility_portal_password",
          f"Stadtwerke Kundenportal: Kundennr. {digits(8)}\nPasswort {own_pw()}",
          f"Stromanbieter online Passwort {kid_pw()}")
    r.add("heating_app_password",
          f"Heizungs App (Viessmann) Passwort {kid_pw()}, Benutzer sepp.huber@gmx.example",
          f"Da Heizungsbauer hat gsagt wenn mia die Heizung übers Handy wolln: Kennwort {own_pw()}")
    r.add("club_website_login",
          f"Schützenverein Homepage bearbeiten: https://schuetzen-unterhausen.example/wp-admin\nBenutzer kassier\nPasswort {kid_pw()}",
          f"Trachtenverein Internetseite, Zugang vom Vorstand: Benutzer vorstand Kennwort {own_pw()}")
    r.add("club_website_ftp_url",
          f"Der Bua vom Wirt hat gschriebn für die Bilder hochladen: ftp://verein:{kid_pw()}@ftp.schuetzen-unterhausen.example/htdocs",
          f"FTP Zugang Verein (vom Wirt sei Bua): Server ftp.trachtenverein.test Benutzer tv_upload Passwort {kid_pw()}")
    r.add("bike_lock_combination",
          f"Zahlenschloss vom E-Bike {digits(4)}",
          f"Fahrradschloss Resi {digits(3)}, Sepp {digits(4)}",
          f"Code vom Kettenschloss (blaues) {digits(5)}")
    r.add("garden_shed_lock_code",
          f"Gartenhäusl Vorhängeschloss {digits(4)}",
          f"Zahlenschloss am Holzschupfa is jetzt {digits(3)}")
    r.add("crypto_wallet_seed_phrase",
          f"Maxi hat uns a bisserl Bitcoin gschenkt, die Wörter (NIE jemand zeigen):\n{phrase(SEED, 12)}",
          f"Wiederherstellungswörter Wallet: {phrase(SEED, 12)}")
    r.add("video_call_meeting_passcode",
          f"Zoom mit da Familie am Sonntag, Meeting-ID {digits(3)} {digits(4)} {digits(4)}, Kenncode {rnd(ALNUM, 6)}",
          f"Weihnachtsvideo mit Australien: Kenncode {digits(6)}, Link kommt vom Michi",
          f"Teams Einladung vom Seniorenbeirat https://teams.acme.example/meet/{digits(12)} Passcode: {rnd(ALNUM, 6)}")
    r.add("building_society_online_password",
          f"LBS Bausparen online: Vertrag {digits(10)}, PIN {pin(5)}",
          f"Bausparkasse Internet Passwort {own_pw()}")
    r.add("holiday_flat_booking_portal_password",
          f"Ferienwohnungsportal (Vermieter Login): vermieter-huber@gmx.example Passwort {kid_pw()}",
          f"Buchungsportal für die FeWo, mein Kennwort {own_pw()}")
    r.add("computer_login_password",
          f"Passwort vom Computer im Büro (wenn er hochfährt) {own_pw()}",
          f"Laptop Resi Kennwort zum Anmelden: {pick(*WORDS).lower()}",
          f"Wenn da Computer nach'm Windows Update wieder nach am Kennwort fragt:\n{own_pw()}")
    r.add("pharmacy_app_password",
          f"Apotheken App für's Vorbestellen: Passwort {own_pw()}",
          f"Apotheke am Marktplatz Kundenkonto, pw {kid_pw()}")
    return r


def lookalikes() -> Rows:
    r = Rows()
    own = de_iban()

    r.add("own_iban_holiday_flat_invoice",
          f"Für die Rechnung an die Feriengäste immer unten drunter:\nFerienwohnung Huber, Sparkasse\nIBAN {own}",
          f"Gäste sollen überweisen auf {own}, Verwendungszweck Name + Anreisedatum",
          f"unsere IBAN für die Anzahlung: {de_iban(False)}")
    r.add("iban_of_payee",
          f"Dauerauftrag Grabpflege Gärtnerei Maier IBAN {de_iban()} 35 Euro jeden Monat",
          f"Vroni ihr Konto wenn ma de Enkerl was zum Geburtstag überweisen: {de_iban()}",
          f"Handwerkerrechnung Fa. Obermaier Dach überweisen, IBAN {de_iban()}, Betrag 1.480,20")
    r.add("bic_code",
          f"BIC von unserer Sparkasse: BYLADEM1{rnd(UPPER, 3)}",
          f"Für Überweisung aus Österreich braucht die Frau Gruber auch den BIC: BYLADEM1{rnd(UPPER, 3)}",
          f"Holländische Gäste fragen nach BIC/SWIFT: BYLADEM1{rnd(UPPER, 3)}, IBAN steht auf da Rechnung")
    r.add("customer_number",
          f"Kundennummer Stadtwerke {digits(8)} (steht auf jeder Abrechnung oben rechts)",
          f"Heizöl Brandl Kundennr. {digits(6)}",
          f"Telekom Kundennummer {digits(10)}, wenn ma bei der Hotline anrufen")
    r.add("contract_number",
          f"Stromvertrag Vertragsnummer {digits(9)}",
          f"Vertragsnr. Handy Resi {digits(2)}-{digits(8)}",
          f"Sterbegeldversicherung Vertrag Nr. {digits(3)}.{digits(3)}.{digits(3)}")
    r.add("tax_id_masked",
          f"Steuer-ID Sepp: {digits(2)} *** *** {digits(3)} (ganze steht auf dem Brief vom Bundeszentralamt im Ordner)",
          f"Identifikationsnummer Resi endet auf {digits(3)}, Rest im Ordner Steuer",
          f"Steuer-IdNr. für den Steuerberater: Sepp {digits(2)} {digits(3)} *** ***, Resi {digits(2)} {digits(3)} *** *** (ganz im Bescheid)")
    r.add("pension_insurance_number_masked",
          f"Rentenversicherungsnummer Sepp {digits(2)} ****** H ***",
          f"Brief von da Rentenversicherung, Zeichen {digits(2)} XXXXXX H XX{digits(1)}, Rentenanpassung zum 1. Juli",
          f"Rentenvers.-Nr. Resi: {digits(2)} {digits(2)}xxxx {rnd(UPPER, 1)} xx{digits(1)} (vollständig auf dem Rentenbescheid)")
    r.add("tax_number_finance_office",
          f"Steuernummer Ferienwohnung (muss auf die Rechnungen): {digits(3)}/{digits(3)}/{digits(5)}",
          f"Finanzamt Rosenheim St.-Nr. {digits(3)}/{digits(3)}/{digits(5)}")
    r.add("dhl_tracking_number",
          f"DHL Sendungsnummer {digits(20)} - Paket von der Vroni mit de Plätzchen",
          f"Päckchen an den Michi nach Hamburg, Sendungsnr. {groups(digits(12), 4)}",
          f"dhl paket JJD{digits(18)} kommt morgen zwischen 10 und 14 Uhr")
    r.add("hermes_tracking_number",
          f"Hermes Sendungsnummer H{digits(19)} (die neue Kaffeemaschine)",
          f"Rücksendung Schuhe Hermes {digits(14)}, Paketshop beim Schreibwaren Huber",
          f"Hermes Paket Nr {digits(16)} - Zustellung gscheitert, Benachrichtigungskarte im Briefkasten")
    r.add("registered_letter_number",
          f"Einschreiben an die Versicherung, Nummer RT {digits(4)} {digits(4)} {digits(1)}DE",
          f"Einwurf-Einschreiben Kündigung Zeitung: RR{digits(9)}DE",
          f"Einschreiben Rückschein an Nachlassgericht, Sendungsnr. RR {digits(3)} {digits(3)} {digits(3)} DE")
    r.add("electricity_meter_number",
          f"Stromzähler Nummer 1ESY11{digits(8)}, Stand am 31.12.: {digits(5)} kWh",
          f"Zählernummer Strom (Ferienwohnung extra): 1EMH00{digits(8)}",
          f"Strom Zähler-Nr. {digits(8)} im Keller links")
    r.add("water_meter_number",
          f"Wasserzähler Nr. {digits(2)}-{digits(6)}, Stand {digits(4)},{digits(3)} m³",
          f"Wasseruhr Garten Zählernummer {digits(8)} (Eichung läuft 2027 ab)",
          f"Gemeinde Wasserablesung: Zähler {rnd(UPPER, 1)}{digits(7)}, Stand bitte bis 15.12. per Karte")
    r.add("meter_readings",
          f"Zählerstände für die Stadtwerke:\nStrom {digits(5)}\nWasser {digits(4)}\nGas {digits(5)},{digits(3)}",
          f"Stand Ölstand Tank {digits(4)} Liter am {secrets.randbelow(28) + 1}.10.")
    r.add("insurance_policy_number",
          f"Versicherungsscheinnummer Hausrat {digits(2)} {digits(3)} {digits(3)} {digits(3)}",
          f"Kfz-Versicherung VS-Nr. KH-{digits(3)}/{digits(7)}-{rnd(UPPER, 1)}",
          f"Wohngebäudeversicherung Schein Nr. {rnd(UPPER, 2)}{digits(10)}, Schaden vom Hagel meldn!")
    r.add("insurance_claim_number",
          f"Schadennummer Hagelschaden Dach {digits(2)}-{digits(6)}-{digits(2)}",
          f"Versicherung schreibt Schaden-Nr. S{digits(9)} immer angeben")
    r.add("car_licence_plate",
          f"Unser Auto {plate()}, das von der Resi {plate()}",
          f"Feriengast kommt mit dem Wohnmobil, Kennzeichen {pick('NL', 'D')} {plate()}, darf in d'Einfahrt",
          f"Parkausweis beantragt für {plate()}")
    r.add("vehicle_identification_number",
          f"Fahrgestellnummer Golf: WVWZZZ{rnd(UPPER + DIGITS, 11)}",
          f"FIN vom Anhänger {rnd(UPPER + DIGITS, 17)} (für die Zulassungsstelle)",
          f"Fahrzeugschein Resi ihr Auto: Feld E {rnd(UPPER + DIGITS, 17)}, Schlüsselnr. {digits(4)}/{rnd(UPPER + DIGITS, 3)}")
    r.add("car_inspection_dates",
          f"TÜV beim Golf {secrets.randbelow(12) + 1:02d}/26, Kundennummer Werkstatt {digits(6)}",
          f"HU fällig {secrets.randbelow(12) + 1:02d}/2025, Plakette blau")
    r.add("postcode",
          f"Adresse vom Michi neu: Schanzenstraße {secrets.randbelow(90) + 1}, 20357 Hamburg",
          f"Kurklinik Bad Aibling PLZ {plz()}",
          f"Postleitzahl für die Ferienwohnung Anzeige: {plz()}")
    r.add("phone_number",
          f"Hausarzt Dr. Wimmer {phone_landline()}, Mo-Fr 8-12",
          f"Handy Vroni {phone_mobile()}\nHandy Michi {phone_mobile()}",
          f"Notdienst Heizung {phone_landline()}\nNotruf Sparkasse Karte sperren 116 116",
          f"Nummer vom Taxi Huber: {phone_landline()}")
    r.add("court_file_reference",
          f"Nachlassgericht Aktenzeichen VI {digits(3)}/24 (Erbschein Tante Rosa)",
          f"Amtsgericht Rosenheim Az. {digits(1)} C {digits(3)}/25 - wegen dem Zaun mit dem Nachbarn",
          f"Landratsamt schreibt Az. {digits(2)}-{digits(4)}.{digits(1)}/2024-{digits(3)}, bitte bei Antwort angeben")
    r.add("doctor_appointments",
          f"Termine:\n{secrets.randbelow(28) + 1:02d}.03. 9:15 Augenarzt (Sepp)\n{secrets.randbelow(28) + 1:02d}.03. 14:00 Zahnarzt Resi\n{secrets.randbelow(28) + 1:02d}.04. Blutabnahme nüchtern!",
          f"Kardiologe Dr. Hofbauer am {secrets.randbelow(28) + 1}.{secrets.randbelow(12) + 1}. um 10:30, Überweisung mitnehmen",
          f"Physio 6x Termin Di {secrets.randbelow(9) + 8}:00 ab nächster Woch")
    r.add("pin_changed_reference",
          "PIN von der Bankkarte geändert, die neue steht im Tresor im grünen Kuvert.",
          "Hab die Online-PIN heut neu gmacht, aufgschriebn is sie im Büchl im Tresor, ned im Handy!",
          "Resi: Handy-PIN is geändert, Zettel liegt beim Sepp in da Geldbörse",
          "Garagencode ham ma umgstellt, der neue is im Tresor, ned am Kalender.")
    r.add("password_reset_talk",
          "GMX Passwort vergessen, Maxi hat's zurückgesetzt, neues hat er mir am Telefon gsagt und ich habs ins Büchl gschriebn",
          "Amazon wollte a neues Passwort, hab ich gmacht. Des alte geht nimmer.",
          "ELSTER Zertifikat läuft im Oktober ab, dann muss ma a neues beantragen (Aktivierungsbrief kommt per Post)",
          "Sparkasse hat gschriebn wir solln die PIN nie am Telefon sagen, die rufen nie an deswegen!")
    r.add("pin_rules_talk",
          "Neue Online-PIN muss mindestens 5 Zeichen haben, Zahlen und Buchstaben gehen auch",
          "Pushtan Passwort: 8 bis 20 Zeichen, mindestens a Ziffer. Hab des notiert wo's hingehört.",
          "Karte gesperrt weil 3 mal PIN falsch, Bank schickt neue PIN per Post in ca. 5 Tagen")
    r.add("where_passwords_are_kept",
          "Alle Passwörter stehen im blauen Adressbuch hinter \"Z\" im Tresor. Nur Vroni weiß wo der Schlüssel is.",
          "Für die Vroni: die Zugangsdaten sind im Umschlag \"Digitaler Nachlass\" im Ordner Testament",
          "WLAN Kennwort für Gäste hängt auf am Kärtchen am Kühlschrank in da FeWo")
    r.add("sepa_creditor_id_and_mandate",
          f"Abbuchung Trachtenverein: Gläubiger-ID DE{digits(2)}ZZZ{digits(11)}, Mandatsreferenz {digits(6)}",
          f"Lastschrift Müllgebühr Mandatsref. {rnd(UPPER + DIGITS, 12)}, Gläubiger-ID DE{digits(2)}ZZZ{digits(11)}")
    r.add("amazon_order_number",
          f"Amazon Bestellung {digits(3)}-{digits(7)}-{digits(7)} Blutdruckmessgerät, kommt Donnerstag",
          f"Rücksendung Amazon Bestellnr. {digits(3)}-{digits(7)}-{digits(7)}, Rücksendecode beim Paketshop zeigen (is in da App)")
    r.add("invoice_number",
          f"Rechnung Ferienwohnung Nr. FW-2024-{digits(3)} an Familie de Vries",
          f"Rechnungsnummer Zahnarzt {digits(7)}, 412,30 Euro an die Beihilfe",
          f"Re.-Nr. {rnd(UPPER, 2)}{digits(8)} Heizöl 2000 l")
    r.add("promo_code_from_newspaper",
          f"Rabattcode aus dem Wochenblatt für den Gartenmarkt: FRUEHLING{digits(2)}",
          f"Gutscheincode im Prospekt: {pick('SOMMER', 'HERBST', 'OMA')}{digits(2)} gibt 10 % auf alles")
    r.add("fritzbox_version_and_address",
          f"FritzBox 7590 AX, FRITZ!OS 7.{secrets.randbelow(30) + 50}, Adresse zum Einstellen http://192.168.178.1",
          f"Update für den Router war da, Version jetzt 8.0{secrets.randbelow(3)} – Maxi sagt passt")
    r.add("wlan_network_name_and_mac",
          f"Unser WLAN heißt FRITZ!Box 7590 {rnd(UPPER, 2)}, das Gästenetz \"Ferienwohnung-Huber\"",
          f"Fernseher MAC-Adresse {mac(upper=True)} (wollt der Techniker wissen)")
    r.add("device_serial_number",
          f"Seriennummer Hörgerät links {digits(10)}, rechts {digits(10)}",
          f"Fernseher Samsung S/N {rnd(UPPER + DIGITS, 15)} Garantie bis 2026",
          f"FritzBox Seriennr. {rnd(UPPER + DIGITS, 4)}.{digits(3)}.{digits(2)}.{digits(3)}.{digits(3)}")
    r.add("phone_imei_and_sim_number",
          f"IMEI vom Handy Resi {imei()} (für die Versicherung falls gstohln)",
          f"SIM Kartennummer 8949 {groups(digits(15), 4)} steht auf der Plastikkarte")
    r.add("medication_pzn",
          f"Tabletten Resi: Ramipril 5mg PZN {digits(8)}, 1-0-0",
          f"Nachbestellen: PZN {digits(8)} (Blutverdünner), PZN {digits(8)} (Magenschutz)")
    r.add("product_barcode",
          f"Die Kaffeekapseln die der Sepp mag: EAN {ean13()}",
          f"Ersatzfilter Dunstabzug Artikelnr. {digits(6)}, EAN {ean13()}")
    r.add("lotto_numbers_and_receipt",
          f"Unsere Lottozahlen seit 30 Jahr: 3 11 17 24 38 42, Superzahl {secrets.randbelow(10)}",
          f"Spielquittung Nr. {digits(4)} {digits(4)} {digits(4)} {digits(4)} aufheben bis Ziehung Samstag")
    r.add("train_booking_reference",
          f"Bahnfahrt nach Hamburg Auftragsnummer {digits(12)}, Reservierung Wagen 7 Platz 61/62",
          f"Zugticket Auftrag {digits(12)}, Buchungscode {rnd(UPPER + DIGITS, 6)}")
    r.add("hotel_booking_confirmation",
          f"Hotel in Meran Buchungsbestätigung Nr. {digits(10)}, stornieren ginge bis 14 Tage vorher",
          f"Kurhotel Bad Füssing Reservierung {rnd(UPPER, 3)}-{digits(6)}, 12.-19. Mai")
    r.add("holiday_flat_guest_booking_id",
          f"Buchung FeWo über Portal: Buchungsnummer {digits(10)}, Familie Jansen, 4 Personen",
          f"Anfrage Nr. {rnd(UPPER + DIGITS, 8)} vom Portal, Gäste aus Utrecht 02.-09.08.")
    r.add("support_ticket_number",
          f"Telekom Störung gemeldet, Ticketnummer {digits(12)}",
          f"Vorgangsnummer Hörmann Kundendienst {digits(4)}-{digits(6)}",
          f"Reklamation Waschmaschine, Auftragsnr. {digits(10)}, Techniker kommt Dienstag vormittag")
    r.add("membership_number",
          f"ADAC Mitgliedsnummer {digits(3)} {digits(3)} {digits(3)}",
          f"Mitgliedsnr. Schützenverein {digits(4)}, Beitrag 48 Euro")
    r.add("health_insurance_member_number",
          f"Versichertennummer AOK Sepp {rnd(UPPER, 1)}{digits(9)}",
          f"Krankenkasse Resi Vers.-Nr. {rnd(UPPER, 1)}{digits(9)} (steht auf da Karte vorn)")
    r.add("id_document_expiry",
          f"Personalausweis Sepp läuft ab {secrets.randbelow(28) + 1}.{secrets.randbelow(12) + 1}.2027, Nummer endet auf ...{rnd(UPPER + DIGITS, 3)}",
          "Reisepass Resi gültig bis 2029, Nummer steht im Pass, Termin Bürgerbüro für neuen Ausweis")
    r.add("elster_certificate_file_reference",
          f"ELSTER Zertifikat Datei liegt auf dem USB-Stick im Tresor, Name elster_{digits(10)}_huber.pfx",
          "ELSTER Passwort steht im blauen Buch, die Datei is am Laptop im Ordner Steuer 2024",
          f"Steuerbescheid 2023 über ELSTER abgeholt, Transferticket {rnd(UPPER + DIGITS, 2)}{rnd(LOWER + DIGITS, 8)} aufs Deckblatt geschrieben")
    r.add("app_device_id",
          f"Heizungs App Geräte-ID {uid()} (wollt die Hotline wissen)",
          f"Hausnotruf Gerät Kennung {hexs(12).upper()}")
    r.add("bank_statement_reference",
          f"Rente kommt am Monatsende, Verwendungszweck RV {digits(2)} {digits(6)} {rnd(UPPER, 1)} {digits(3)} RENTE {secrets.randbelow(12) + 1:02d}/25",
          f"Kontoauszug Nr. {secrets.randbelow(12) + 1}/2025 Blatt {secrets.randbelow(3) + 1}, Buchung End-to-End-Ref {rnd(UPPER + DIGITS, 16)}")
    r.add("depot_and_account_number",
          f"Depot bei der Sparkasse Nr. {digits(10)}, Beraterin Frau Stadler {phone_landline()}",
          f"Sparbuch alte Kontonummer {digits(10)} BLZ {digits(3)} {digits(3)} {digits(2)}")
    r.add("land_register_parcel",
          f"Grundbuch von Unterhausen Blatt {digits(4)}, Flurstück {digits(3)}/{secrets.randbelow(9) + 1}",
          f"Flurnummer Wiesn am Bach {digits(4)}/{digits(1)}, Pacht an den Bauer Schmid")
    r.add("vaccine_batch_number",
          f"Grippeimpfung 14.10., Ch.-B. {rnd(UPPER, 2)}{digits(4)}, nächste in einem Jahr",
          f"Gürtelrose Impfung 2. Dosis, Charge {rnd(UPPER + DIGITS, 7)} im Impfpass eingetragen")
    r.add("blood_pressure_log",
          f"Blutdruck morgens {secrets.randbelow(30) + 120}/{secrets.randbelow(15) + 75}, Puls {secrets.randbelow(20) + 60}",
          f"Werte für Dr. Wimmer: Mo 138/84, Di 142/88, Mi {secrets.randbelow(20) + 125}/{secrets.randbelow(10) + 78}")
    r.add("birthdays_list",
          f"Geburtstage: Lena {secrets.randbelow(28) + 1}.3., Maxi {secrets.randbelow(28) + 1}.7., Vroni {secrets.randbelow(28) + 1}.11., Michi 02.02.",
          "Hochzeitstag 12.05.1973 - heuer Goldene gwesen, nächstes Jahr 52")
    r.add("alarm_service_contract_reference",
          f"Alarmanlage Wartungsvertrag Nr. {digits(7)}, Errichter Fa. Sicherheit Inntal {phone_landline()}",
          "Der Code von der Alarmanlage wurde nach dem Einbau vom Techniker neu gesetzt, steht NICHT hier, Resi weiß ihn")
    r.add("zoom_meeting_without_passcode",
          f"Familien-Zoom Meeting-ID {digits(3)} {digits(4)} {digits(4)} - den Kenncode schickt der Michi immer kurz vorher per WhatsApp",
          "Videoanruf mit Australien Sonntag 9 Uhr früh unsere Zeit, Link kommt per Mail")
    r.add("parcel_pickup_locations",
          f"Packstation {secrets.randbelow(900) + 100} am Bahnhof, Postnummer Sepp {digits(9)} (ohne Abholcode geht nix, der kommt per SMS)",
          f"Paketshop Hermes: Schreibwaren Huber, Marktplatz {secrets.randbelow(30) + 1}, {plz()}")
    r.add("heating_oil_delivery_note",
          f"Lieferschein Heizöl Nr. {digits(7)}, 2.000 l zu 98,40/100l",
          f"Ölbestellung Auftrag {rnd(UPPER, 2)}-{digits(6)}, Lieferung KW {secrets.randbelow(52) + 1}")
    r.add("git_style_hash_from_grandson",
          f"Maxi hat am Computer a Update gmacht, Version {secrets.randbelow(3) + 1}.{secrets.randbelow(20)}.{secrets.randbelow(10)} (Build {hexs(7)}), falls wieder was spinnt",
          f"Prüfsumme vom Programm für die Steuer laut Maxi SHA256 {hexs(64)}")
    r.add("public_wifi_info",
          "Im Kurhotel WLAN \"KurGast\" ganz ohne Passwort, nur Zimmernummer eingeben",
          "Im Café am Marktplatz WLAN Name CafeKoenig, Kennwort steht auf der Speisekarte")
    r.add("gift_card_already_redeemed",
          f"Amazon Gutschein vom Maxi eingelöst am 3.2., Guthaben jetzt {secrets.randbelow(50) + 10},{digits(2)} Euro",
          "Gutscheinkarte Sparkasse vom Pfarrer zum 80. – schon eingelöst, Karte kann weg")
    r.add("fax_and_email_addresses",
          f"Mail von der Gemeinde: rathaus@unterhausen.example, Fax {phone_landline()}",
          "Neue Mailadresse vom Enkel: maxi.huber@gmx.example (die alte geht nimmer)")
    return r


def main() -> None:
    write_corpora("make_heldout115.py", [
        ("heldout115_credentials.yaml", credentials(), "batch 115 (retired Bavarian couple, German with dialect), written blind; every value synthetic"),
        ("heldout115_lookalikes.yaml", lookalikes(), "batch 115 look-alikes: bank, tax, parcel, meter, insurance and household numbers of a retired Bavarian couple, written blind"),
    ])


if __name__ == "__main__":
    main()
