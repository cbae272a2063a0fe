# ruff: noqa: E501
"""Writes heldout190_credentials.yaml and heldout190_lookalikes.yaml: held-out batch 190.

Persona: a parent in Utrecht who runs the family's household admin and writes mostly in
Dutch with some English mixed in. Not technical. The notes keep the DigiD password, the
banking app PINs and the bank's identification codes, the house alarm code, the children's
school portal logins, the NAS admin that a brother-in-law once set up, the car's app, the
Wi-Fi, the safe's combination, the energy supplier login and a streaming account shared
with the grandparents. The look-alikes are the rest of a household's paperwork: a masked
BSN, IBANs, postcodes, invoice and customer numbers, licence plates, meter numbers, parcel
tracking codes, appointment references, insurance policy numbers, and talk about passwords
that never gives one.

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
    Rows,
    app_password,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    onepassword_secret_key,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    uid,
    write_corpora,
)

WORDS = ["fiets", "tulp", "molen", "drop", "hagel", "kaas", "gracht", "dom", "zomer",
         "haring", "klomp", "stroop", "wafel", "regen", "polder", "sluis", "kade", "bakfiets",
         "appel", "konijn", "vlinder", "storm", "duin", "boot"]
CAPS = ["Fietsbel", "Tulpen", "Dropje", "Hagelslag", "Stroopwafel", "Zomerhuis", "Oudegracht",
        "Domtoren", "Kanaleneiland", "Wilhelmina", "Knuffel", "Pannenkoek", "Sinterklaas"]
KIDS = ["Sem", "Noor", "Lotte", "Daan", "Fenna", "Jesse", "Mila", "Thijs"]
PLATE_LETTERS = "BDFGHJKLNPRSTVXZ"


def nlpw() -> str:
    """A password a Dutch household would pick, or one a manager generated."""
    return pick(
        f"{secrets.choice(CAPS)}{digits(pick(2, 4))}{pick('!', '?', '#', '@', '$', '*')}",
        f"{secrets.choice(WORDS).capitalize()}{secrets.choice(WORDS)}{digits(2)}!",
        f"{secrets.choice(KIDS)}{pick('&', '+', 'En')}{secrets.choice(KIDS)}{pick('2014', '2016', '2018', digits(4, True))}",
        pw(),
    )


def pin(n: int) -> str:
    """A PIN that is not a trivial run."""
    while True:
        value = digits(n)
        if len(set(value)) > 2:
            return value


def kenteken() -> str:
    """A Dutch licence plate in one of the recent sidecode shapes."""
    def letters(n: int) -> str:
        return "".join(secrets.choice(PLATE_LETTERS) for _ in range(n))

    return pick(
        f"{digits(1, True)}-{letters(3)}-{digits(2)}",
        f"{letters(2)}-{digits(3)}-{letters(1)}",
        f"{letters(1)}-{digits(3)}-{letters(2)}",
        f"{digits(2)}-{letters(3)}-{digits(1)}",
        f"{letters(3)}-{digits(2)}-{letters(1)}",
    )


def postcode() -> str:
    """A Utrecht-area postcode: four digits from 35xx, then two letters."""
    letters = "".join(secrets.choice("ABCEGHJKLMNPRTVWXZ") for _ in range(2))
    return f"35{digits(2)} {letters}"


def nl_iban(spaced: bool = True) -> str:
    return iban("NL", pick("INGB", "RABO", "ABNA", "SNSB", "ASNB", "TRIO", "KNAB", "BUNQ") + digits(10), spaced)


def bsn_masked() -> str:
    return pick(f"*****{digits(4)}", f"XXX-XX-{digits(3)}", f"••••••{digits(3)}", f"******{digits(3)}")


def ean_aansluiting() -> str:
    """An 18-digit EAN code of an energy connection (starts 871)."""
    return "871" + pick("687", "694", "685") + digits(12)


def postnl() -> str:
    return f"3S{rnd(UPPER, 4)}{digits(pick(7, 9))}"


def dhl() -> str:
    return pick(f"JVGL{digits(18)}", f"00{digits(18)}", f"CS{digits(9)}NL")


def vin() -> str:
    return pick("WVWZZZ", "WF0XXX", "TMBJJ7", "VF1RFB", "KNAB81", "YV1XZA") + rnd("ABCDEFGHJKLMNPRSTUVWXYZ" + DIGITS, 3) + digits(8)


def credentials() -> Rows:
    r = Rows()

    r.add("digid_password",
          f"DigiD\ngebruikersnaam: {pick('fam.', 'j.')}{secrets.choice(WORDS)}{digits(2)}\nwachtwoord: {nlpw()}",
          f"Onthoud even: mijn DigiD ww is nu {nlpw()} (na de reset van vorige week)",
          f"DigiD van Mark: gebruiker {secrets.choice(WORDS)}{secrets.choice(KIDS).lower()} / {nlpw()} -- hij vergeet het altijd",
          f"digid wachtwoord = {nlpw()}  (sms-controle gaat naar mijn 06)",
          f"For the tax return next week: DigiD login is my email, password {nlpw()}",
          f"Nieuw DigiD wachtwoord ingesteld op {secrets.randbelow(27) + 1} maart: {nlpw()}")

    r.add("digid_app_pincode",
          f"Pincode DigiD app op mijn telefoon: {pin(5)}",
          f"digid app pin {pin(5)} (niet dezelfde als de bank!!)",
          f"De DigiD-app op de iPad van oma heeft pincode {pin(5)}, ik heb hem voor haar ingesteld",
          f"DigiD app code Mark: {pin(5)}")

    r.add("banking_app_pin",
          f"ING app pincode: {pin(5)}",
          f"Rabo app pin van mij {pin(5)}, van Mark {pin(5)}",
          f"Bankieren app (ABN) — mijn pincode is {pin(5)}",
          f"bunq pin {pin(4)} voor de gezamenlijke rekening, app op beide telefoons",
          f"Mobiel bankieren pincode aangepast → {pin(5)}. Oude werkt niet meer.",
          f"The banking app PIN for the kids' savings account is {pin(5)}")

    r.add("bank_identification_code",
          f"ABN AMRO identificatiecode: {rnd(UPPER + DIGITS, 5)}\npasnummer {digits(3)}, pincode e.dentifier {pin(4)}",
          f"Rabo zakelijk (eenmanszaak): Rabo Scanner pincode {pin(5)}, app-pin {pin(5)}",
          f"ING Mijn ING\ngebruikersnaam: {secrets.choice(WORDS)}{secrets.choice(KIDS).lower()}{digits(2)}\nwachtwoord: {nlpw()}",
          f"SNS internetbankieren: gebruikersnaam {secrets.choice(KIDS).lower()}{digits(3)}, wachtwoord {nlpw()}, digipas code {pin(5)}",
          f"identificatiecode bank (nodig bij nieuwe telefoon): {rnd(UPPER + DIGITS, 5)} en de pincode van de pas {pin(4)}")

    r.add("debit_card_pin",
          f"Pinpas gezamenlijke rekening: pincode {pin(4)}",
          f"pincode nieuwe betaalpas Noor (jongerenrekening): {pin(4)}",
          f"Pas van Mark eindigt op {digits(3)}, pin {pin(4)}",
          f"Oma's pinpas, zij heeft ons gevraagd de code te bewaren: {pin(4)}",
          f"PIN code debit card (nieuwe, na blokkade): {pin(4)}")

    r.add("credit_card_details",
          f"Creditcard (Visa) voor vakantieboekingen:\n{groups(luhn('4'), 4)}\nvervalt {card_expiry()}  CVC {digits(3)}",
          f"Mastercard ING {groups(luhn('5' + pick('1', '2', '3', '4', '5')), 4)} exp {card_expiry()} cvc {digits(3)}",
          f"kaart voor Netflix abonnement: {luhn('4')} {card_expiry()} {digits(3)}",
          f"Visa van Mark {groups(luhn('4'), 4, '-')}, geldig tot {card_expiry()}, beveiligingscode {digits(3)}")

    r.add("house_alarm_code",
          f"Alarmcode huis: {pin(4)}  (inschakelen = code + AWAY)",
          f"alarm code {pin(4)} — de oppas heeft een eigen gebruikerscode: {pin(4)}",
          f"Als het alarm afgaat: eerst code {pin(4)} intoetsen, dan meldkamer bellen met wachtwoord '{secrets.choice(WORDS)}{secrets.choice(WORDS)}'",
          f"House alarm disarm code is {pin(4)}, duress code {pin(4)} (don't use that one by accident!!)",
          f"Ajax alarm app: {secrets.choice(KIDS).lower()}.{secrets.choice(WORDS)}@mail.example / {nlpw()}, paneel pin {pin(4)}",
          f"installateurscode alarmpaneel (van de monteur gekregen): {pin(6)}")

    r.add("school_portal_login",
          f"Magister Sem\ngebruikersnaam {digits(6, True)}\nwachtwoord {nlpw()}",
          f"Magister ouder-account: {secrets.choice(WORDS)}{digits(3)} / {nlpw()}",
          f"schoolportaal Noor (Somtoday) inlog: {secrets.choice(KIDS).lower()}{digits(4)} ww: {nlpw()}",
          f"Lotte haar Magister wachtwoord is weer gereset door de mentor, nieuw: {nlpw()}",
          f"Parro (basisschool) login: ouders.{secrets.choice(WORDS)}@mail.example  wachtwoord {nlpw()}",
          f"Magister -> leerling {digits(6, True)} pw {rnd(ALNUM, 10)} (tijdelijk van school gekregen, moet hij zelf wijzigen)")

    r.add("kids_tablet_screen_time_code",
          f"Schermtijd code iPad kinderen: {pin(4)}",
          f"Family Link ouder-pin: {pin(4)} — NIET aan Daan vertellen",
          f"screen time passcode on Noor's phone: {pin(4)}",
          f"Nintendo Switch ouderlijk toezicht pincode {pin(4)}",
          f"Ouderlijk toezicht pin voor Netflix Kids profiel: {pin(4)}")

    r.add("nas_admin_password",
          f"Synology NAS (in meterkast)\nhttp://nas.thuis.internal:5000\nadmin: {pick('admin', 'beheer', 'papa')}\nww: {nlpw()}",
          f"NAS wachtwoord (van zwager Erik ingesteld): {rnd(ALNUM + '!#%&', 16)}",
          f"foto-backup NAS login: gebruiker familie / {nlpw()}",
          f"QuickConnect ID fam{secrets.choice(WORDS)}{digits(2)}, admin wachtwoord {nlpw()}",
          f"NAS admin pw gewijzigd na die ransomware mail → {rnd(ALNUM, 18)}",
          f"Erik zei: 'DSM admin is Beheer, password {rnd(ALNUM + '-_', 20)}, do NOT lose it'")

    r.add("nas_encrypted_folder_key",
          f"Versleutelde map 'Administratie' op de NAS, sleutel: {rnd(ALNUM, 24)}",
          f"encryptie wachtwoord gedeelde map Fotos_Prive = {nlpw()}",
          f"NAS Hyper Backup naar de cloud, versleutelingswachtwoord: {rnd(ALNUM + '!@#', 20)}",
          f"Synology encryption key voor volume 1 (ook geprint in de kluis): {rnd(ALNUM, 32)}")

    r.add("car_app_login",
          f"Auto app (Volkswagen) inlog: mark.{secrets.choice(WORDS)}@mail.example, wachtwoord {nlpw()}, S-PIN {pin(4)}",
          f"Kia Connect pincode om de auto op afstand te ontgrendelen: {pin(4)}",
          f"Tesla app: {nlpw()} (2FA op Marks telefoon)",
          f"Laadpas app / Vattenfall InCharge login {secrets.choice(WORDS)}{digits(2)}@mail.example — {nlpw()}",
          f"Car app PIN for remote unlock: {pin(4)}; account password {nlpw()}")

    r.add("wifi_password",
          f"Wifi thuis\nnetwerk: {pick('Ziggo', 'KPN', 'Odido')}{digits(4)}\nwachtwoord: {rnd(ALNUM, pick(12, 16))}",
          f"wifi wachtwoord: {nlpw()}",
          f"WiFi ww boven (repeater): {secrets.choice(WORDS)}{secrets.choice(WORDS)}{digits(4)}",
          f"Wi-Fi for the grandparents' visit: network FamHuis, password {rnd(LOWER + DIGITS, 12)}",
          f"WIFI:T:WPA;S:Thuis{digits(3)};P:{rnd(ALNUM, 14)};;",
          f"Nieuwe router, wifi key staat nu op {rnd(UPPER + DIGITS, 10)} (sticker klopt niet meer)")

    r.add("guest_wifi_password",
          f"Gastennetwerk: Gasten-{secrets.choice(WORDS).capitalize()}  ww {secrets.choice(WORDS)}{digits(3)}",
          f"guest wifi pw voor de oppas: {rnd(LOWER + DIGITS, 10)}",
          f"wifi voor visite: {secrets.choice(CAPS)}{digits(2)}",
          f"Gast-wifi wachtwoord (voor verjaardag zaterdag) → {rnd(ALNUM, 10)}")

    r.add("router_admin_password",
          f"Router (Ziggo modem) beheer: http://192.168.178.1 — admin / {rnd(ALNUM, 10)}",
          f"KPN Box admin wachtwoord {rnd(ALNUM, 12)}",
          f"modem inlog (voor port forwarding van Erik): gebruiker admin ww {nlpw()}",
          f"Fritzbox wachtwoord: {phrase(WORDS, 2, '')}{digits(4)}")

    r.add("safe_combination",
          f"Kluis combinatie: {digits(2)}-{digits(2)}-{digits(2)}",
          f"code kluisje slaapkamer {pin(6)} (batterij vervangen in januari)",
          f"Safe combo: R {secrets.randbelow(99)} – L {secrets.randbelow(99)} – R {secrets.randbelow(99)}",
          f"Kluis in de kast: code {pin(4)}#, noodsleutel ligt bij oma",
          f"De digitale kluis heeft nu mastercode {pin(8)} en gebruikerscode {pin(6)}")

    r.add("key_safe_code",
          f"Sleutelkluisje naast de voordeur: {pin(4)}",
          f"key box code voor de schoonmaakster {pin(4)}, wijzigen na haar laatste dag",
          f"sleutelkastje opa & oma (bij hun deur): {pin(4)}",
          f"Code sleutelkluis vakantiehuis Texel: {pin(4)}")

    r.add("garage_door_code",
          f"Garagepoort / fietsenstalling code {pin(4)}",
          f"Code poort achterom: {pin(4)}*",
          f"Fietsenkelder VvE, toegangscode {pin(5)}")

    r.add("energy_supplier_login",
          f"Eneco\nklantnummer {digits(8, True)}\nwachtwoord {nlpw()}",
          f"Vattenfall mijn-omgeving: {secrets.choice(WORDS)}.{secrets.choice(WORDS)}@mail.example / {nlpw()}",
          f"Energie leverancier (Essent) login ww {nlpw()}",
          f"Budget Energie account → email = mijn gmail, ww = {nlpw()}",
          f"Toon thermostaat app: {nlpw()}")

    r.add("water_company_login",
          f"Vitens/waterbedrijf online: klantnr {digits(9, True)}, wachtwoord {nlpw()}",
          f"water bedrijf inlog {secrets.choice(WORDS)}{digits(3)} {nlpw()}",
          f"Mijn Waterbedrijf wachtwoord: {nlpw()}")

    r.add("streaming_account_password",
          f"Netflix (gedeeld met opa en oma)\nemail: familie.{secrets.choice(WORDS)}@mail.example\nww: {nlpw()}",
          f"Videoland wachtwoord voor oma's tv: {nlpw()}",
          f"Disney+ {secrets.choice(WORDS)}{digits(2)}@mail.example pw {nlpw()}",
          f"Netflix password changed again (the kids shared it with a friend): {nlpw()}",
          f"Ziggo GO/TV app inlog: {secrets.choice(KIDS).lower()}{digits(2)} — {nlpw()}",
          f"Spotify Family hoofdaccount: {nlpw()}")

    r.add("streaming_profile_pin",
          f"Netflix profiel 'Papa' vergrendeld met pin {pin(4)}",
          f"profielslot Disney+ volwassenen {pin(4)}",
          f"Videoland profiel opa, pin {pin(4)}")

    r.add("email_password",
          f"Gmail wachtwoord: {nlpw()}",
          f"Outlook/Hotmail van oma: {secrets.choice(WORDS)}{digits(4)}@mail.example, ww {nlpw()}",
          f"Ziggo mail (oude adres) password {nlpw()}",
          f"email account Mark (werk laptop niet!): {nlpw()}")

    r.add("google_app_password",
          f"App-wachtwoord voor de printer (scan naar email): {app_password()}",
          f"Google app password voor de NAS mailmeldingen: {app_password()}",
          f"app wachtwoord gmail op de oude iPad → {app_password().replace(' ', '')}",
          f"Thunderbird op de pc van opa gebruikt app password {app_password()}")

    r.add("apple_id_password",
          f"Apple ID: {secrets.choice(WORDS)}{digits(2)}@icloud.example\nwachtwoord: {nlpw()}",
          f"iCloud wachtwoord Noor (gezinsdeling): {nlpw()}",
          f"apple id pw van oma → {nlpw()} (zij noemt het 'de appel code')",
          f"Apple-ID herstelsleutel: {'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(7))}")

    r.add("phone_unlock_code",
          f"Toegangscode telefoon oma: {pin(6)}",
          f"iPhone Sem schermcode {pin(6)}",
          f"pincode telefoon Mark (voor als er iets gebeurt): {pin(6)}",
          f"SIM pin {pin(4)} / PUK {pin(8)} (nieuw abonnement Odido)",
          f"PUK-code simkaart Noor: {pin(8)}")

    r.add("two_factor_backup_codes",
          f"Back-up codes Google account (elke code werkt één keer):\n{recovery_codes(6, 'digits')}",
          f"reservecodes Microsoft account:\n{recovery_codes(4, 'other')}",
          f"Backup codes voor Instagram Noor: {' '.join(digits(8) for _ in range(5))}",
          f"Herstelcodes Bitwarden (2FA):\n{recovery_codes(5, 'other')}")

    r.add("password_manager_master",
          f"Bitwarden hoofdwachtwoord: {phrase(WORDS, 4, '-')}{digits(2)}",
          f"1Password\nSecret Key: {onepassword_secret_key()}\nmaster password: {nlpw()}",
          f"Hoofdwachtwoord wachtwoordkluis (alleen voor noodgeval): {phrase(WORDS, 5)}",
          f"Emergency kit 1Password van Mark: {onepassword_secret_key()} + {phrase(WORDS, 4, '.')}")

    r.add("health_insurance_login",
          f"Zorgverzekeraar app, pincode {pin(5)}",
          f"Zilveren Kruis (niet via DigiD): gebruikersnaam {secrets.choice(WORDS)}{digits(3)} wachtwoord {nlpw()}",
          f"Tandarts patientenportaal: {secrets.choice(KIDS).lower()}{digits(2)} / {nlpw()}",
          f"Huisarts app (MedGemak-achtig), pincode {pin(5)}")

    r.add("webshop_login",
          f"bol.com: {secrets.choice(WORDS)}@mail.example ww {nlpw()}",
          f"Albert Heijn account (bonuskaart gekoppeld) → {nlpw()}",
          f"Marktplaats inlog {secrets.choice(WORDS)}{digits(3)} / {nlpw()}",
          f"Zalando password {nlpw()}",
          f"Coolblue account {nlpw()} (laatste bestelling wasmachine)")

    r.add("parking_app_pin",
          f"Bezoekersparkeren Utrecht: meldcode {digits(6)}, pincode {pin(4)}",
          f"parkeer-app gemeente (voor visite): pin {pin(4)}",
          f"Visitor parking permit app login code {pin(4)} — give to grandma when they visit")

    r.add("camera_doorbell_login",
          f"Ring deurbel: {secrets.choice(WORDS)}.{secrets.choice(KIDS).lower()}@mail.example / {nlpw()}",
          f"Camera achtertuin (Eufy) admin wachtwoord {rnd(ALNUM, 14)}",
          f"RTSP van de camera (voor de NAS, Erik): rtsp://admin:{rnd(ALNUM, 12)}@cam-tuin.thuis.internal:554/stream1",
          f"deurbel app pw {nlpw()}")

    r.add("laptop_bitlocker_key",
          f"BitLocker herstelsleutel laptop Mark:\n{bitlocker_key()}",
          f"Herstelsleutel (BitLocker) schoollaptop Noor: {bitlocker_key()}",
          f"recovery key pc studeerkamer {bitlocker_key()} — Microsoft vroeg erom na BIOS update")

    r.add("pc_login_password",
          f"Windows inlog pc studeerkamer: {nlpw()}",
          f"laptop pincode (Windows Hello) {pin(6)}, wachtwoord {nlpw()}",
          f"Computer opa: gebruiker Opa, wachtwoord {secrets.choice(WORDS)}{digits(4)}",
          f"Chromebook Daan: {nlpw()}")

    r.add("club_portal_login",
          f"Sportlink (hockeyclub) inlog: {secrets.choice(KIDS).lower()}{digits(3)} ww {nlpw()}",
          f"Zwemles portaal: relatienr. {digits(7, True)} wachtwoord {nlpw()}",
          f"Muziekschool account: {nlpw()}",
          f"Voetbal app (KNVB) pw {nlpw()}")

    r.add("local_services_login",
          f"Mijn Afvalwijzer/afvalpas: pincode ondergrondse container {pin(4)}",
          f"Bibliotheek Utrecht pas {digits(14, True)} pincode {pin(4)}",
          f"OV-chipkaart account: {secrets.choice(WORDS)}{digits(2)}@mail.example / {nlpw()}",
          f"NS app login {nlpw()}")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("bsn_masked",
          f"BSN Sem staat op zijn zorgpas: {bsn_masked()} (laatste cijfers)",
          f"Belastingdienst brief, BSN {bsn_masked()} — klopt, is van Mark",
          f"In Mijn Overheid staat BSN als {bsn_masked()}",
          f"Voor de school inschrijving vroegen ze BSN, heb ik niet gemaild; op het formulier staat {bsn_masked()}",
          f"SVB kinderbijslag brief: burgerservicenummer {bsn_masked()}")

    r.add("iban",
          f"Onze rekening voor de tikkies: {nl_iban()} t.n.v. Fam. de Vries",
          f"IBAN opa (voor terugbetalen Netflix): {nl_iban(False)}",
          f"spaarrekening kinderen {nl_iban()}",
          f"VvE bijdrage overmaken naar {nl_iban()} o.v.v. appartementsnummer {digits(2)}",
          f"Zorgverzekeraar betaalt terug op {nl_iban(False)}",
          f"Rekeningnummer oppas {nl_iban()} — €{secrets.randbelow(60) + 40},- per maand")

    r.add("postcode_address",
          f"Nieuw adres opa & oma: Biltstraat {secrets.randbelow(200) + 1}, {postcode()} Utrecht",
          f"postcode school {postcode()}",
          f"Pakket gaat naar {postcode()} nr {secrets.randbelow(90) + 1}{pick('', 'A', '-bis', 'bis')}",
          f"Sportpark adres: {postcode()} Utrecht (parkeren aan de zijkant)",
          f"Postcode voor de energievergelijker: {postcode()}, huisnr {secrets.randbelow(150) + 1}")

    r.add("invoice_number",
          f"Factuur {pick('F', 'INV-', '')}{digits(4, True)}-{digits(5)} van de loodgieter, betalen voor de 15e",
          f"Factuurnummer tandarts: {digits(10, True)}",
          f"Energie jaarafrekening factuurnr {digits(12, True)}",
          f"invoice no. {rnd(UPPER, 2)}{digits(8)} from the daycare, due end of month",
          f"Factuur {digits(4, True)}/{digits(6)} (schilder) is betaald op {secrets.randbelow(28) + 1}-{secrets.randbelow(12) + 1}")

    r.add("customer_number",
          f"Klantnummer Eneco: {digits(8, True)}",
          f"Ziggo klantnr {digits(9, True)} (bellen over storing)",
          f"Klantnummer waterbedrijf {digits(10, True)}",
          f"customer number at the insurer: {digits(9, True)}",
          f"Relatienummer zorgverzekeraar {digits(9, True)} — staat ook op de pas")

    r.add("licence_plate",
          f"Kenteken onze auto: {kenteken()}",
          f"kenteken leenauto oma {kenteken()} (voor parkeervergunning)",
          f"Bezoekersparkeren aangemeld voor {kenteken()} tot 18:00",
          f"APK afspraak voor {kenteken()} op dinsdag",
          f"Number plate of the rental car in Texel: {kenteken()}")

    r.add("vehicle_identification",
          f"Chassisnummer (VIN) auto: {vin()}",
          f"Meldcode kenteken voor overschrijving staat op tenaamstellingsbewijs; VIN {vin()}",
          f"VIN van de tweede auto {vin()}, nodig voor de verzekering",
          f"Onderhoudsboekje: VIN {vin()}, volgende beurt bij {secrets.randbelow(90) + 60}.000 km")

    r.add("energy_meter_number",
          f"EAN-code elektra: {ean_aansluiting()}\nEAN-code gas: {ean_aansluiting()}",
          f"Meternummer slimme meter {pick('E', 'G')}{digits(16)}",
          f"meterstanden 1 jan: normaal {secrets.randbelow(9000) + 1000} kWh, dal {secrets.randbelow(9000) + 1000} kWh, gas {secrets.randbelow(3000) + 500} m3",
          f"Watermeter nr {digits(2)}M{digits(6)}, stand {secrets.randbelow(900) + 100} m³",
          f"EAN {ean_aansluiting()} — nodig bij overstappen energie")

    r.add("parcel_tracking",
          f"PostNL track & trace: {postnl()}",
          f"DHL pakket (nieuwe schooltas Noor) {dhl()}",
          f"Retourpakket bol: barcode {postnl()}",
          f"tracking {postnl()} postcode {postcode()}",
          f"DPD parcel {digits(14, True)} — should come Thursday",
          f"Pakket bij de buren (nr {secrets.randbelow(90) + 1}): {dhl()}")

    r.add("appointment_reference",
          f"Afspraak gemeente Utrecht paspoort aanvragen: referentie {rnd(UPPER + DIGITS, 8)}, Stadskantoor",
          f"Ziekenhuis afspraak Sem (KNO) kenmerk {digits(9, True)}",
          f"APK afspraak bevestiging {rnd(UPPER, 3)}-{digits(6)}",
          f"Confirmation number for the passport photo: {digits(6, True)}",
          f"Afspraaknummer rijbewijs verlengen: {uid()[:8].upper()}",
          f"Bevestigingslink afspraak: https://afspraken.gemeente.example/bevestiging/{uid()}")

    r.add("insurance_policy_number",
          f"Polisnummer inboedelverzekering {digits(9, True)}",
          f"Autoverzekering polis {rnd(UPPER, 2)}{digits(8)} (allrisk tot {secrets.randbelow(4) + 2027})",
          f"Reisverzekering polisnr {digits(4, True)}.{digits(3)}.{digits(3)} — meenemen op vakantie",
          f"Aansprakelijkheidsverzekering policy number {digits(10, True)}",
          f"Zorgpolis {digits(2)}-{digits(7)}, eigen risico €385")

    r.add("tax_reference",
          f"Aanslagnummer gemeentelijke belastingen: {digits(12, True)}",
          f"Belastingdienst aanslag {digits(9, True)}.H.{digits(2)}.01 (toeslagen)",
          f"betalingskenmerk {groups(digits(16, True), 4, ' ')} voor de aanslag",
          f"WOZ objectnummer {digits(12, True)}, WOZ-waarde €{secrets.randbelow(300) + 350}.000",
          f"Aangifte {secrets.randbelow(3) + 2023} ingediend, ontvangstbevestiging {rnd(UPPER + DIGITS, 10)}")

    r.add("payment_reference",
          f"Betalingskenmerk schoolreisje: {digits(16, True)}",
          f"Overschrijven o.v.v. {digits(4, True)} {digits(4)} {digits(4)} {digits(4)}",
          f"Tikkie van oma betaald, omschrijving 'Netflix {secrets.choice(['jan', 'feb', 'mrt', 'apr'])}' €{secrets.randbelow(5) + 4},50",
          f"Ouderbijdrage ref {rnd(UPPER, 2)}{digits(7)} — €{secrets.randbelow(60) + 40}")

    r.add("payment_request_link",
          f"Betaalverzoek link voor de kado-pot: https://betaalverzoek.example/pay/{rnd(ALNUM, 12)}",
          f"Tikkie-achtig linkje voor het etentje: https://pay.acme.example/r/{rnd(ALNUM, 10)}",
          f"iDEAL betaallink schoolfotos: https://betalen.school.example/checkout/{uid()}")

    r.add("order_number",
          f"bol.com bestelling {digits(10, True)} — retour sturen",
          f"Coolblue bestelnummer {digits(8, True)}, bezorging vrijdag",
          f"Ordernummer IKEA {digits(9, True)} (bank Noor)",
          f"AH online order #{digits(9, True)}",
          f"Order number from the web shop: {rnd(UPPER, 3)}-{digits(7)}")

    r.add("support_ticket_reference",
          f"Ziggo storing gemeld, ticketnummer {digits(8, True)}",
          f"Klacht energie leverancier, referentie {rnd(UPPER, 2)}{digits(7)}",
          f"Gemeente melding (losse stoeptegel) meldingnummer {digits(4, True)}-{digits(6)}",
          f"Case number Synology support #{digits(9, True)}",
          f"Dossiernummer kinderopvangtoeslag {digits(10, True)}")

    r.add("masked_card_number",
          f"Creditcard eindigend op {digits(4)} verloopt {card_expiry()} — nieuwe aanvragen",
          f"Afschrift: betaald met pas **** **** **** {digits(4)}",
          f"Netflix betaalt via Visa •••• {digits(4)}",
          f"Bank kaartnummer {digits(4)} XXXX XXXX {digits(4)}? nee dat is de oude pas",
          f"Pasnummer (staat op de voorkant, geen geheim): {digits(3)}, vervaldatum {card_expiry()}")

    r.add("password_policy_talk",
          "DigiD wachtwoord moet 8+ tekens, hoofdletter, cijfer en een speciaal teken. Volgende week veranderen.",
          "Reminder: Netflix wachtwoord elk half jaar wijzigen en dan opa bellen zodat hij opnieuw inlogt",
          "Nooit dezelfde pincode voor bank en DigiD gebruiken — Mark doet dat wel, aanspreken!",
          f"Magister wachtwoord van Sem verloopt over {secrets.randbelow(20) + 5} dagen, hij krijgt een melding",
          "Password tip from the school: use a sentence, at least 12 characters, no names of pets",
          "Bank belt NOOIT om je pincode te vragen. Oma heeft bijna een phishing sms geloofd.")

    r.add("password_location_reference",
          "De code van de kluis staat in het blauwe boekje in de bovenste la van het bureau",
          "Alle wachtwoorden staan in Bitwarden, gedeelde map 'Huishouden'. Oma heeft ze op papier in de envelop.",
          "Alarmcode: weet Mark uit zijn hoofd, en hij staat in de wachtwoordmanager onder 'Alarm thuis'",
          "wifi wachtwoord staat op de sticker onder de router (meterkast)",
          "NAS admin wachtwoord heeft Erik, vragen als we iets willen veranderen",
          "PUK code staat op het plastic kaartje in de map 'Telefoon' in de archiefkast")

    r.add("password_reset_note",
          "DigiD wachtwoord vergeten → herstelcode per brief aangevraagd, duurt 3 werkdagen",
          f"Magister reset gevraagd bij de mentor van Lotte op {secrets.randbelow(28) + 1}/{secrets.randbelow(12) + 1}",
          "Netflix: 'wachtwoord vergeten' link ging naar het oude Hotmail adres, aangepast naar Gmail",
          "ING app opnieuw activeren op nieuwe telefoon: pas + lezer nodig, code komt per sms",
          "Energie account geblokkeerd na 3x fout, morgen klantenservice bellen")

    r.add("wifi_network_settings",
          f"Wifi netwerknaam: Thuis{digits(3)} (2,4 GHz) en Thuis{digits(3)}-5G, WPA2/WPA3, kanaal {pick(36, 40, 44, 48)}",
          f"Router MAC {mac(upper=True)}, repeater {mac()}",
          f"Gastennetwerk aan van 16:00 tot 22:00, naam Gasten-{secrets.choice(WORDS).capitalize()}",
          "Router IP 192.168.178.1, DHCP 192.168.178.20 t/m .200 (Erik heeft het zo ingesteld)",
          f"Printer HP vast IP 192.168.178.{secrets.randbelow(50) + 20}, serienummer {rnd(UPPER + DIGITS, 10)}")

    r.add("device_serial_number",
          f"Serienummer NAS (Synology DS220+): {digits(4)}{rnd(UPPER, 3)}{digits(6)}",
          f"iPad Sem serienummer {rnd(UPPER + DIGITS, 12)} — garantie tot {secrets.randbelow(3) + 2026}",
          f"IMEI telefoon Noor {digits(15, True)} (voor als hij gestolen wordt)",
          f"Wasmachine model WAX{digits(5)}NL, serienr FD{digits(4)} {digits(6)}",
          f"Alarmpaneel serial {hexs(12).upper()}, firmware 2.{secrets.randbelow(20)}.{secrets.randbelow(10)}")

    r.add("software_version",
          f"NAS draait DSM 7.2.{secrets.randbelow(3)}-{digits(5, True)} Update {secrets.randbelow(6) + 1}, updates automatisch",
          f"Router firmware {secrets.randbelow(8) + 1}.{secrets.randbelow(100):02d}, build {hexs(7)}",
          f"Car app version {secrets.randbelow(5) + 3}.{secrets.randbelow(20)}.{secrets.randbelow(10)} — remote unlock werkt weer na update",
          f"Magister app v{secrets.randbelow(5) + 6}.{secrets.randbelow(20)} crasht op oma's tablet")

    r.add("student_number",
          f"Leerlingnummer Sem (voor schoolfoto bestelling): {digits(6, True)}",
          f"Noor klas 2B, leerlingnr {digits(6, True)}, mentor mevr. Bakker",
          f"Onderwijsnummer op het rapport: {digits(9, True)}",
          f"Student number for the exchange trip form: {digits(6, True)}")

    r.add("membership_number",
          f"Bibliotheekpas nummer {digits(14, True)} (pincode weet Lotte)",
          f"ANWB lidmaatschap {digits(9, True)}",
          f"Hockeyclub bondsnummer Daan {rnd(UPPER, 4)}{digits(2)}{rnd(UPPER, 1)}",
          f"Bonuskaart nummer {digits(13, True)}",
          f"Museumkaart {digits(4)} {digits(4)} {digits(4)}, geldig tot {card_expiry(26, 2)}")

    r.add("health_reference",
          f"Patiëntnummer ziekenhuis Sem: {digits(7, True)}",
          f"Recept herhaling apotheek, receptnr {digits(8, True)}",
          f"Vaccinatie boekje Daan: partijnummer {rnd(UPPER, 2)}{digits(4)}",
          f"Verwijzing huisarts kenmerk {rnd(UPPER, 3)}{digits(6)}")

    r.add("booking_reference",
          f"Camping Zeeland reserveringsnummer {digits(7, True)}",
          f"Vakantiehuis boeking {rnd(UPPER + DIGITS, 8)}, aankomst 15:00",
          f"Treinreis Parijs, boekingsnummer {rnd(UPPER, 6)}",
          f"Booking confirmation for the hotel: {digits(10, True)}, PIN on arrival at desk (not needed now)")

    r.add("file_hash_or_photo_id",
          f"Foto's verhuizing staan op NAS in /photo/{secrets.randbelow(5) + 2020}/IMG_{digits(4)}.HEIC t/m IMG_{digits(4)}.HEIC",
          f"Dubbele foto's gevonden, checksum {hexs(32)}",
          f"Download video school musical: bestandsnaam VID_{digits(8)}_{digits(6)}.mp4",
          f"Backup taak id {uid()} gelukt om 03:00")

    r.add("secret_reference_in_config",
          "Erik's note in de NAS map: wachtwoord komt uit ${NAS_ADMIN_PASSWORD}, niet hier invullen",
          "Home Assistant config: password: !secret alarm_code  (de echte code staat in secrets.yaml)",
          "Backup script gebruikt env var SMB_PASSWORD — staat in de wachtwoordmanager",
          "GitHub actie van Erik leest ${{ secrets.NAS_TOKEN }}, ik hoef daar niks mee",
          "Vault pad: familie/nas/admin (Erik beheert dat)")

    r.add("public_by_design_key",
          f"SSH fingerprint van de NAS (Erik zei dat dit geen geheim is): SHA256:{rnd(ALNUM + '+/', 43)}",
          f"Ring device id {hexs(12)}, gekoppeld aan het huisaccount",
          f"Publieke sleutel van de NAS (voor Erik's backup, mag gedeeld): ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{rnd(ALNUM + '+/', 43)} beheer@nas",
          f"Wallet QR / ontvangstadres Daan zijn zakgeld experiment: bc1q{rnd('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 38)}")

    r.add("security_setting_numbers",
          "Alarm: inloopvertraging 30 seconden, uitloopvertraging 45 seconden, sirene 3 minuten",
          "Pincode bankpas: na 3 keer fout geblokkeerd. Nieuwe pincode komt per post in 5 werkdagen.",
          "DigiD: sms-controle aangezet, app-koppeling verloopt na 5 jaar",
          "Kluis: na 4 foute codes 5 minuten blokkering, daarna noodsleutel",
          "Screen time: max 2 uur per dag, na 20:00 alleen telefoon en Magister")

    r.add("url_with_identifier",
          f"Funda huis dat we gaan bekijken: https://huizen.example/koop/utrecht/huis-{digits(8, True)}-{secrets.choice(['biltstraat', 'nachtegaalstraat', 'amsterdamsestraatweg'])}-{secrets.randbelow(200) + 1}/",
          f"Schoolnieuwsbrief: https://school.example/nieuws/{uid()}",
          f"Marktplaats advertentie fiets Noor: https://markt.example/v/fietsen/m{digits(10, True)}",
          f"Recept van oma: https://recepten.example/r/{rnd(LOWER + DIGITS, 10)}-appeltaart")

    r.add("account_name_without_password",
          f"Netflix account staat op naam familie.{secrets.choice(WORDS)}@mail.example, abonnement Standaard",
          f"DigiD gebruikersnaam van oma is haar meisjesnaam + {digits(2)}; wachtwoord weet ze zelf",
          f"Apple ID Sem: sem.{secrets.choice(WORDS)}@icloud.example (onder gezinsdeling)",
          f"Magister inlognaam is het leerlingnummer, {digits(6, True)}; wachtwoord stuurt school per brief")

    r.add("household_misc_codes",
          f"Verfkleur woonkamer: Flexa {rnd(UPPER, 2)}{digits(3)} / hex #{rnd(HEX, 6)}",
          f"Bestelnummer verf bij de Gamma {digits(9, True)}, kleurcode RAL {pick('9010', '7016', '6021', '5014')}",
          f"Stroomgroep {secrets.randbelow(8) + 1} in de meterkast = keuken, groep {secrets.randbelow(8) + 1} = wasmachine",
          f"Modelnummer cv-ketel {rnd(UPPER, 3)} {digits(2)}-{digits(2)}, onderhoud contract {digits(7, True)}")

    return r


def main() -> None:
    write_corpora("make_heldout190.py", [
        ("heldout190_credentials.yaml", credentials(), "Held-out batch 190: a Utrecht parent's household notes in Dutch and English that hold a DigiD password, banking PINs, alarm and safe codes, school, NAS, car, Wi-Fi, energy and streaming logins"),
        ("heldout190_lookalikes.yaml", lookalikes(), "Held-out batch 190: the same household's paperwork with no secret: masked BSN, IBANs, postcodes, invoice and customer numbers, plates, meter and tracking numbers, references and talk about passwords"),
    ])


if __name__ == "__main__":
    main()
