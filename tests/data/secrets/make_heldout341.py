# ruff: noqa: E501
"""Writes heldout341_credentials.yaml and heldout341_lookalikes.yaml: held-out batch 341.

Persona: a retired Dutch schoolteacher in Groningen who writes her notes in Dutch, with a
Gronings word here and there (moi, mien wicht, nait, vandoag); careful, but not technical.
She keeps her DigiD password, activation letter code and app PIN, the ING and Rabobank app
PINs and her bank card PIN, the wachtwoord of her e-mail and of the library, the Wi-Fi of
her house and of her daughter's, the sleutelkastje code of the holiday home, the alarm code
of the church where she volunteers (and the login of its website and newsletter), her
Bitwarden master password, a SIM PUK, backup codes and the odd token her grandson set up
for her; and many look-alikes: order numbers, parcel tracking codes, IBANs, BSN-like
numbers, postcodes, phone numbers, policy and customer numbers, masked cards, used SMS
codes, password hints and references to where a password is kept.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    apple_recovery_key,
    b64u,
    b64u_bytes,
    card_expiry,
    digits,
    ean13,
    epoch,
    groups,
    hexs,
    iban,
    imei,
    luhn,
    mac,
    mailchimp_key,
    phrase,
    pick,
    pin,
    rnd,
    seed_phrase,
    uid,
    wp_app_password,
    write_corpora,
)

WOORDEN = [
    "Martinitoren", "Roggebrood", "Poffertjes", "Koffiepot", "Kruidnoot", "Lauwersmeer",
    "Eemshaven", "Fietsbel", "Boterkoek", "Zwaluw", "Meikever", "Grutto", "Kievit",
    "Wadden", "Pieterburen", "Vlinder", "Reitdiep", "Kiekendief", "Stroopwafel",
    "Dropveter", "Wolkje", "Dijkgraaf", "Molenwiek", "Appeltaart", "Zeehond", "Ganzerik",
    "Tulpenbol", "Hunebed", "Zoetje", "Klaproos",
]
KLEIN = [w.lower() for w in WOORDEN]
SPECIAL = "!#?*&%"
EFF = [
    "unsubtle", "padlock", "hamstring", "unmixed", "trance", "dwelling", "geology",
    "splinter", "overcast", "marmalade", "harmonica", "tadpole", "scooter", "reclining",
    "wobbly", "anthem", "cupcake", "pelican", "jogger", "cymbal", "umbrella", "vastness",
]
KENTEKEN = "BDFGHJKLNPRSTVXZ"
WEAK = {"0000", "1111", "1234", "12345", "123456", "4321", "54321", "654321", "0123", "2580", "1212"}


def nl_pw() -> str:
    """A password as she makes them: a Dutch word, a year or a number and a sign."""
    return pick(
        f"{secrets.choice(WOORDEN)}{1940 + secrets.randbelow(70)}{secrets.choice(SPECIAL)}",
        f"{secrets.choice(WOORDEN)}{secrets.choice(SPECIAL)}{secrets.choice(WOORDEN).lower()}{secrets.randbelow(90) + 10}",
        f"{secrets.choice(KLEIN)}.{secrets.choice(KLEIN)}.{secrets.randbelow(900) + 100}",
        rnd(ALNUM + "!#?", pick(12, 14)),
        f"{secrets.choice(WOORDEN)}-{secrets.randbelow(90) + 10}-{secrets.choice(WOORDEN)}",
    )


def master_pw() -> str:
    """A long passphrase for the password manager."""
    return phrase(KLEIN, pick(4, 5), pick("-", " ", ".")) + pick("", str(secrets.randbelow(90) + 10), "!")


def digid_letter_code() -> str:
    """The activation code from the DigiD letter."""
    return rnd(UPPER.replace("O", "").replace("I", "") + DIGITS.replace("0", ""), 9)


def wifi_key() -> str:
    return pick(rnd(ALNUM, 12), rnd(LOWER + DIGITS, 16), rnd(UPPER + DIGITS, 10), nl_pw(), rnd(ALNUM, 8))


def ssid() -> str:
    return pick(f"KPN{rnd(UPPER + DIGITS, 6)}", f"Ziggo{digits(7, lead=True)}", f"H369A{rnd(UPPER + DIGITS, 6)}", "Oma's Wifi", f"Odido-{rnd(UPPER + DIGITS, 4)}")


def backup_codes(n: int) -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(n))


def totp_seed(spaced: bool = True) -> str:
    seed = rnd(LOWER + "234567", 32)
    return groups(seed, 4) if spaced else seed.upper()


def nextcloud_app_pw() -> str:
    return "-".join(rnd(ALNUM, 5) for _ in range(5))


def compact(data: dict) -> str:
    return b64u(json.dumps(data, separators=(",", ":")).encode())


def ha_token() -> str:
    """A Home Assistant long-lived access token: a compact HS256 JWT, ten years valid."""
    start = epoch()
    claims = {"iss": hexs(32), "iat": start, "exp": start + 315_360_000}
    return f"{compact({'alg': 'HS256', 'typ': 'JWT'})}.{compact(claims)}.{b64u_bytes(32)}"


def visa() -> str:
    return groups(luhn("4"), 4)


def mastercard() -> str:
    return groups(luhn("5" + str(secrets.randbelow(5) + 1)), 4)


def bsn() -> str:
    """A nine-digit number that passes the eleven test (the shape of a BSN)."""
    while True:
        body = digits(8, lead=True)
        total = sum(int(c) * w for c, w in zip(body, range(9, 1, -1), strict=True))
        check = total % 11
        if check < 10:
            return body + str(check)


def postcode() -> str:
    while True:
        letters = "".join(secrets.choice(UPPER) for _ in range(2))
        if letters not in ("SA", "SD", "SS"):
            return f"97{digits(2)} {letters}"


def mobile() -> str:
    return pick(f"06-{digits(8)}", f"06 {digits(2)} {digits(2)} {digits(2)} {digits(2)}", f"+31 6 {digits(8)}", f"0031 6{digits(8)}")


def landline() -> str:
    return pick(f"050-{digits(7, lead=True)}", f"050 {digits(3, lead=True)} {digits(4)}", f"+31 50 {digits(7, lead=True)}")


def nl_iban(bank: str = "") -> str:
    return iban("NL", (bank or pick("INGB", "RABO", "ABNA", "SNSB", "ASNB", "TRIO")) + digits(10))


def postnl() -> str:
    return f"3S{rnd(UPPER, 4)}{digits(pick(7, 9))}"


def plate() -> str:
    c = lambda n: "".join(secrets.choice(KENTEKEN) for _ in range(n))  # noqa: E731
    return pick(f"{c(2)}-{digits(3, lead=True)}-{c(1)}", f"{digits(1, lead=True)}-{c(3)}-{digits(2)}", f"{c(1)}-{digits(3, lead=True)}-{c(2)}", f"{digits(2, lead=True)}-{c(3)}-{digits(1, lead=True)}", f"{c(3)}-{digits(2)}-{c(1)}")


def signal_number() -> str:
    return groups(digits(60), 5)


def fingerprint_phrase() -> str:
    return phrase(EFF, 5, "-")


def passport_no() -> str:
    letters = UPPER.replace("O", "")
    return "".join(secrets.choice(letters) for _ in range(2)) + rnd(letters + DIGITS, 6) + digits(1)


def kvk() -> str:
    return digits(8, lead=True)


def isbn() -> str:
    code = ean13("97890")
    return f"{code[:3]}-{code[3:5]}-{code[5:9]}-{code[9:12]}-{code[12]}"


def lootjes() -> str:
    first = secrets.randbelow(800) + 100
    return f"loterij kerkbazaar: mijn lootjes {first} t/m {first + secrets.randbelow(10) + 5}"


def verses() -> str:
    first = secrets.randbelow(40) + 1
    return f"{first}-{first + secrets.randbelow(12) + 3}"


def wifi_bands() -> str:
    name = ssid()
    return f"Vakantiehuis wifi: netwerk {name}, 5G versie {name}-5G"


def amount() -> str:
    return f"€ {secrets.randbelow(900) + 5},{digits(2)}"


def date() -> str:
    return f"{secrets.randbelow(28) + 1:02d}-{secrets.randbelow(12) + 1:02d}-{pick('2023', '2024', '2025')}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "digid_password",
        f"DigiD\ngebruikersnaam: jgroen_1951\nwachtwoord: {nl_pw()}",
        f"nieuw DigiD ww (oude verlopen, moest van de gemeente) {nl_pw()}",
        f"Digid wachtwoord = {nl_pw()}   (let op de hoofdletters!!)",
        f"Belastingaangifte doen mörn. Inloggen met DigiD, ww {nl_pw()} en dan sms-controle op mien mobiel",
        f"DigiD (ook voor Mijn Menzis en de AOW):\n  {nl_pw()}",
    )

    r.add(
        "digid_activation_code",
        f"brief van DigiD gekomen, activeringscode {digid_letter_code()} — binnen 20 dagen invullen",
        f"Activeringscode DigiD app: {digid_letter_code()}\n(niet weggooien voor de app het doet)",
        f"DigiD activeren op de nieuwe telefoon. code uit de brief\n{digid_letter_code()}",
        f"act.code digid {digid_letter_code()} (brief van 3 maart)",
    )

    r.add(
        "digid_app_pin",
        f"pincode DigiD app {pin(5, WEAK)}",
        f"DigiD-app op de iPad, 5 cijfers: {pin(5, WEAK)}",
        f"Digid app pin is {pin(5, WEAK)} — NIET dezelfde als de bank!",
        f"- DigiD app: {pin(5, WEAK)}\n- (app staat op de telefoon, niet op de tablet)",
    )

    r.add(
        "bank_app_pin",
        f"ING app pincode {pin(5, WEAK)}",
        f"Rabo app: {pin(5, WEAK)}",
        f"pincode van de Rabobank-app (nieuwe telefoon, opnieuw ingesteld) = {pin(5, WEAK)}",
        f"Mijn ING app\n{pin(5, WEAK)}\n(5 cijfers, eerste keer fout gedaan, nu goed)",
        f"| app | pin |\n|-----|-----|\n| ING | {pin(5, WEAK)} |",
    )

    r.add(
        "bankcard_pin",
        f"pincode nieuwe Rabo pinpas: {pin(4, WEAK)} (brief verscheurd)",
        f"ING pas pin {pin(4, WEAK)}",
        f"Pinpas ING, de code is {pin(4, WEAK)}. Nait aan de kinder vertellen",
        f"bankpas (Rabo, eindigt op {digits(4)}) -> pincode {pin(4, WEAK)}",
        f"Pincode van de creditcard om geld te pinnen in Duitsland: {pin(4, WEAK)}",
    )

    r.add(
        "bank_login",
        f"Mijn ING op de computer: gebruikersnaam jgroen51 wachtwoord {nl_pw()}",
        f"inloggen ING internetbankieren\nuser: groenj\nww: {nl_pw()}",
        f"ING ww veranderd op {date()}, nieuw is {nl_pw()}",
        f"Triodos (van mien wicht) beheer ik voor haar: inlog h.groen / {nl_pw()}",
    )

    r.add(
        "credit_card",
        f"ICS Visa creditcard {visa()} geldig tot {card_expiry()} cvc {digits(3)}",
        f"creditcard voor de boeking vakantiehuis:\nnummer {mastercard()}\nvervaldatum {card_expiry()}\nCVC {digits(3)}",
        f"Visa: {visa()} / {card_expiry()} / {digits(3)} (achterop)",
        f"de creditcard van Henk (op mijn naam overgezet) {mastercard()}, exp {card_expiry()}, code {digits(3)}",
    )

    r.add(
        "email_password",
        f"e-mail KPN\njannie.groen@kpnmail.example\nwachtwoord {nl_pw()}",
        f"Wachtwoord van de mail: {nl_pw()}",
        f"ziggo mail ww {nl_pw()} (als de computer erom vraagt)",
        f"Outlook op de laptop, instellingen:\ninkomend imap.mailprovider.example poort 993\nuitgaand smtp.mailprovider.example poort 587\ngebruiker jannie.groen\nwachtwoord {nl_pw()}",
        f"mail wachtwoord veranderd!! nieuw: {nl_pw()}  oud weggestreept",
        f"mailadres van het kerksecretariaat (secretariaat@martinuskerk.example) ww {nl_pw()}",
    )

    r.add(
        "mail_app_password",
        f"app-wachtwoord voor de mail op de iPad (van Google, 16 letters): {app_password()}",
        f"Thunderbird wilde een 'app-wachtwoord'. Kleinzoon heeft het gemaakt:\n{app_password()}",
        f"app wachtwoord gmail = {app_password().replace(' ', '')}",
        f"Mail op de nieuwe telefoon ging pas met dit app-wachtwoord {app_password()} (niet het gewone ww)",
    )

    r.add(
        "library_password",
        f"Bibliotheek Groningen (online, e-books)\npasnummer {digits(14, lead=True)}\nwachtwoord {nl_pw()}",
        f"bieb ww {nl_pw()}",
        f"Online Bibliotheek app: inloggen met pasnummer en wachtwoord {nl_pw()}",
        f"wachtwoord bibliotheek (boeken verlengen): {pin(4, WEAK)}{rnd(LOWER, 4)}",
    )

    r.add(
        "wifi_password",
        f"Wifi thuis\nnetwerk: {ssid()}\nwachtwoord: {wifi_key()}",
        f"wifi bij mien wicht in Haren: {wifi_key()}",
        f"WIFI wachtwoord (sticker onder de modem, overgeschreven) {wifi_key()}",
        f"wifi vakantiehuis Schiermonnikoog ww {wifi_key()}",
        f"Internet bij Annie en Bert, als ik op de kleinkinderen pas. Wachtwoord\n{wifi_key()}",
        f"gastnetwerk kerk (voor de beamer-laptop): {wifi_key()}",
    )

    r.add(
        "wifi_qr",
        f"QR-code van de wifi overgetypt: WIFI:T:WPA;S:{ssid()};P:{wifi_key()};;",
        f"WIFI:S:{ssid()};T:WPA2;P:{wifi_key()};H:false;;",
        f"voor de logeerkamer kaartje maken met:\nWIFI:T:WPA;S:{ssid()};P:{wifi_key()};;",
        f"kleinzoon: 'oma scan dit maar' → WIFI:T:SAE;S:{ssid()};P:{wifi_key()};;",
    )

    r.add(
        "router_admin",
        f"modem instellingen (192.168.2.254) admin wachtwoord {rnd(ALNUM, 10)}",
        f"Router van KPN: inloggen op het kastje met gebruiker admin en ww {nl_pw()}",
        f"Ziggo modem beheer-ww (NIET het wifi ww) = {rnd(ALNUM, 8)}",
        f"De box (Experia) admin: {rnd(UPPER + DIGITS, 8)} — voor als de monteur komt",
    )

    r.add(
        "keybox_code",
        f"vakantiehuis Ameland sleutelkastje naast de deur, code {pin(4, WEAK)}",
        f"Sleutelkastje code: {pin(4, WEAK)} (draaien en dan klepje naar beneden)",
        f"huisje in Drenthe, aankomst zaterdag na 15u. sleutelkastje {pin(4, WEAK)}",
        f"sleutelkluisje bij mien wicht (voor de poes voeren) {pin(4, WEAK)}",
        f"Sleutelkastje kerk (sleutel consistorie): {pin(3, WEAK)}",
    )

    r.add(
        "alarm_code",
        f"alarmcode kerk {pin(4, WEAK)} en dan op UIT drukken",
        f"Martinuskerk alarm uitzetten: {pin(5, WEAK)} #",
        f"Alarm kerk (nieuw sinds de inbraak!) code\n{pin(6, WEAK)}\nbinnen 30 sec intoetsen",
        f"alarmcode thuis: {pin(4, WEAK)}",
        f"Koster is op vakantie, ik open zondag. Alarm: {pin(4, WEAK)}, daarna licht aan in de hal",
    )

    r.add(
        "door_code",
        f"deurcode flat Annie {pin(4, WEAK)}#",
        f"Code voordeur appartementen (moeder Henk) is {pin(4, WEAK)} *",
        f"code poortje achterom kerk {pin(4, WEAK)}",
        f"Buitendeur zorgcentrum Maartenshof: eerst 'sleutel' toets dan {pin(4, WEAK)}",
    )

    r.add(
        "safe_code",
        f"kluisje in de slaapkamerkast: {pin(6, WEAK)}",
        f"Hotelkluis Texel code zelf gekozen {pin(4, WEAK)}",
        f"Kluis kerk (collectegeld) combinatie {pin(2, WEAK)}-{pin(2, WEAK)}-{pin(2, WEAK)}",
        f"geldkistje zolder, cijferslot {pin(3, WEAK)}",
        f"Kluis vakantiehuis (paspoorten erin) code {pin(4, WEAK)}, dan # om te sluiten",
    )

    r.add(
        "bike_lock_code",
        f"cijferslot fiets {pin(4, WEAK)}",
        f"Slot van de e-bike (kabelslot) code {pin(5, WEAK)}",
        f"fietsslot van mien wicht geleend: {pin(4, WEAK)}",
        f"De code van het slot van de fietsenstalling bij de bieb is {pin(4, WEAK)}",
    )

    r.add(
        "bitwarden_master_password",
        f"Bitwarden hoofdwachtwoord\n{master_pw()}",
        f"hoofdww bitwarden: {master_pw()}  (hint is 'molen', maar dit is het echte)",
        f"Bitwarden master password (kleinzoon zegt: dit NOOIT vergeten) = {master_pw()}",
        f"hoofdwachtwoord van de wachtwoordkluis {master_pw()}",
        f"Bitwarden\n  e-mail: jannie.groen@kpnmail.example\n  master: {master_pw()}",
    )

    r.add(
        "backup_codes",
        "Reservecodes Google (elk maar 1x te gebruiken!):\n" + backup_codes(10),
        "back-upcodes van het Google account van de kerk\n" + backup_codes(8),
        "Microsoft herstelcode: " + "-".join(rnd(UPPER + DIGITS, 5) for _ in range(5)),
        f"Bitwarden herstelcode tweestaps (als telefoon kwijt) {groups(rnd(UPPER + DIGITS, 32), 4)}",
    )

    r.add(
        "apple_recovery_key",
        f"Apple herstelsleutel iCloud: {apple_recovery_key()}",
        f"herstelsleutel voor mijn Apple ID\n{apple_recovery_key()}\n(in de la bij de paspoorten)",
        f"iPad herstelsleutel (28 tekens) {apple_recovery_key()}",
        f"Apple ID kwijt? gebruik de herstelsleutel {apple_recovery_key()}",
    )

    r.add(
        "sim_puk",
        f"PUK code simkaart KPN: {digits(8)}",
        f"telefoon zegt SIM geblokkeerd -> PUK {digits(8)} (van het plastic kaartje)",
        f"puk-code {digits(8)} (06 nummer van mij)",
        f"Simkaart Odido van Henk, PUK\n{digits(8)}",
    )

    r.add(
        "whatsapp_pin",
        f"WhatsApp verificatie in twee stappen, pincode {pin(6, WEAK)}",
        f"whatsapp vraagt soms om pincode: {pin(6, WEAK)}",
        f"Pincode WhatsApp (6 cijfers) {pin(6, WEAK)} – nait verwarren met de bank",
        f"whatsapp 2-staps pin = {pin(6, WEAK)}",
    )

    r.add(
        "device_passcode",
        f"toegangscode iPad {pin(6, WEAK)}",
        f"Telefoon ontgrendelen: {pin(6, WEAK)}",
        f"code van de laptop (Windows pincode) {pin(6, WEAK)}",
        f"de nieuwe telefoon heeft code {pin(4, WEAK)} en de oude had een andere",
        f"toegangscode telefoon Henk (als hij in het ziekenhuis ligt moet ik erin kunnen)\n{pin(6, WEAK)}",
    )

    r.add(
        "seed_phrase",
        f"Bitcoin van de kleinzoon voor mien verjaardag. Herstelzin (12 woorden):\n{seed_phrase()}",
        f"herstelwoorden wallet: {seed_phrase()}",
        "Geheime zin Bitvavo-wallet (kleinzoon zegt: op papier bewaren!)\n" + "\n".join(f"{i + 1}. {w}" for i, w in enumerate(seed_phrase().split())),
        f"seed: {seed_phrase(24)}",
    )

    r.add(
        "totp_seed",
        f"Google Authenticator 'sleutel' (als ik een nieuwe telefoon krijg): {totp_seed()}",
        f"Authenticator app, handmatige sleutel voor Microsoft-account\n{totp_seed(False)}",
        f"tweestapsverificatie Bitwarden instelsleutel {totp_seed()}",
        f"otpauth://totp/Nextcloud:jannie?secret={totp_seed(False)}&issuer=Nextcloud",
    )

    r.add(
        "webshop_password",
        f"bol.com\njannie.groen@kpnmail.example\n{nl_pw()}",
        f"Wachtwoord AH (boodschappen bezorgen) {nl_pw()}",
        f"marktplaats ww {nl_pw()} (voor de oude naaimachine verkopen)",
        f"Wehkamp inloggen: e-mail + {nl_pw()}",
        f"Zeeman / HEMA / Blokker allemaal hetzelfde ww: {nl_pw()} (moet eigenlijk niet zegt Henk)",
    )

    r.add(
        "streaming_password",
        f"Netflix ww {nl_pw()} (account van mien wicht, mag ik gebruiken)",
        f"NPO Plus inloggen: {nl_pw()}",
        f"Videoland\nww: {nl_pw()}",
        f"Ziggo GO op de tablet, wachtwoord {nl_pw()}",
    )

    r.add(
        "church_site_login",
        f"website kerk (WordPress) https://martinuskerk.example/wp-admin gebruiker jgroen ww {nl_pw()}",
        f"Kerkwebsite beheer: inlog secretariaat / {rnd(ALNUM + '!#', 14)}",
        f"App-wachtwoord WordPress voor de kerkapp (liturgie uploaden):\n{wp_app_password()}",
        f"wp app-ww (van de webmaster gekregen) {wp_app_password()}",
        f"Kerkomroep beheer (uitzending starten) wachtwoord {nl_pw()}",
    )

    r.add(
        "newsletter_api_key",
        f"Mailchimp API sleutel voor de nieuwsbrief van de kerk: {mailchimp_key()}",
        f"nieuwsbrief koppeling (webmaster vroeg erom) API key\n{mailchimp_key()}",
        f"mailchimp key {mailchimp_key()} — niet doorsturen!",
        f"```\nMAILCHIMP_API_KEY={mailchimp_key()}\n```\n(voor de webmaster, in zijn .env)",
    )

    r.add(
        "nextcloud_app_password",
        f"Nextcloud (foto's van de kinder) app-wachtwoord telefoon: {nextcloud_app_pw()}",
        f"fotosync iPad -> cloud.familie-groen.test\ngebruiker jannie\napp-ww {nextcloud_app_pw()}",
        f"Nextcloud apparaatwachtwoord voor de laptop\n{nextcloud_app_pw()}",
        f"koppeling agenda (davx): https://cloud.familie-groen.test/remote.php/dav gebruiker jannie ww {nextcloud_app_pw()}",
    )

    r.add(
        "home_assistant_token",
        f"Kleinzoon heeft 'Home Assistant' op de tablet gezet voor de verwarming. Token (lang geldig):\n{ha_token()}",
        f"home assistant token {ha_token()}",
        f"rest_command:\n  verwarming_aan:\n    url: http://homeassistant.internal:8123/api/services/climate/turn_on\n    headers:\n      authorization: 'Bearer {ha_token()}'",
        f"HA langlevend toegangstoken (nodig voor de thermostaat-widget): {ha_token()}",
    )

    r.add(
        "health_portal_password",
        f"Mijn Menzis (zonder DigiD) ww {nl_pw()}",
        f"huisartsenpost app / MijnGezondheid.net: wachtwoord {nl_pw()}",
        f"Apotheek herhaalrecepten online\ngebruiker j.groen\nww {nl_pw()}",
        f"UMCG patiëntportaal 'Mijn dossier' wachtwoord {nl_pw()} (ook sms code nodig)",
    )

    r.add(
        "nas_admin_password",
        f"Synology NAS (foto's backup) admin ww {nl_pw()}",
        f"NAS in de studeerkamer, http://nas.internal:5000 inloggen jannie / {rnd(ALNUM, 12)}",
        f"Backup schijf (Synology) beheerder wachtwoord:\n{rnd(ALNUM + '#!', 16)}",
        f"kleinzoon: 'oma, het NAS ww is {nl_pw()}, schrijf het op'",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "order_number",
        f"bol.com bestelnummer {digits(10, lead=True)} — wol en breinaalden",
        f"Coolblue ordernummer {digits(8, lead=True)} (wasmachine, bezorging dinsdag)",
        f"AH bestelling {digits(9, lead=True)} bezorgd tussen 18 en 20u",
        f"Wehkamp: bestelling {digits(10, lead=True)}, retour gestuurd op {date()}",
        f"Bestelnr. blokker {digits(7, lead=True)}",
    )

    r.add(
        "parcel_tracking",
        f"pakketje PostNL {postnl()} (breipatroon)",
        f"Track & trace: {postnl()}\npostcode erbij invullen",
        f"DHL pakket van Zalando JVGL{digits(18)}",
        f"DPD zending {digits(14, lead=True)} ligt bij de buren nr 12",
        f"GLS {digits(11, lead=True)} retour naar Wehkamp",
    )

    r.add(
        "iban_number",
        f"mijn rekeningnummer voor de collecte-terugbetaling: {nl_iban('INGB')}",
        f"IBAN kerk (diaconie) {nl_iban('RABO')} t.n.v. Diaconie Martinuskerk",
        f"geld voor de verjaardag van mien wicht overmaken naar {nl_iban()}",
        f"Rekeningnr huur vakantiehuisje {iban('DE', digits(18))}",
        f"Zonnebloem Groningen {nl_iban('INGB').replace(' ', '')} (jaarlijkse gift)",
    )

    r.add(
        "bsn_number",
        f"BSN mij: {bsn()}",
        f"burgerservicenummer Henk {bsn()} (voor het formulier van de gemeente)",
        f"bsn kleindochter (voor de zorgverzekering) {bsn()}",
        f"BSN staat ook op de ID-kaart: {bsn()}",
    )

    r.add(
        "postcode_address",
        f"nieuw adres Annie: Oosterstraat {secrets.randbelow(120) + 1}, {postcode()} Groningen",
        f"postcode kerk {postcode()} nr {secrets.randbelow(60) + 1}",
        f"vakantiehuis: Duinweg {secrets.randbelow(40) + 1}a, 9166 {rnd(UPPER, 2)} Schiermonnikoog",
        f"Pakket sturen naar {postcode()} {secrets.randbelow(200) + 1}",
        f"moeder Henk verhuisd: Maartenshof kamer {secrets.randbelow(300) + 1}, {postcode()}",
    )

    r.add(
        "phone_number",
        f"tel. huisarts {landline()}",
        f"mien wicht nieuw mobiel nr {mobile()}",
        f"Koster Jan: {mobile()}\nvoor noodgevallen kerk",
        f"Storingsnummer KPN 0800-{digits(4)} en de monteur belde van {mobile()}",
        f"Apotheek Helpman {landline()} (ma-vr)",
    )

    r.add(
        "masked_value",
        f"pinpas eindigt op {digits(4)}",
        f"Creditcard **** **** **** {digits(4)} geblokkeerd, nieuwe komt",
        "in de app staat: wachtwoord ••••••••  (ik weet het wel uit mijn hoofd)",
        f"afschrift: NL** INGB **** **{digits(2)} {digits(2)}",
        f"Visa eindigend op {digits(4)}, vervalt {card_expiry()}",
    )

    r.add(
        "invoice_number",
        f"factuurnummer Essent {digits(10, lead=True)}, €{secrets.randbelow(200) + 50},00 betalen voor de 1e",
        f"Factuur tandarts F{pick('2024', '2025')}-{digits(5)}",
        f"nota loodgieter nr. {digits(4, lead=True)}/{pick('24', '25')}",
        f"Menzis factuur {digits(12, lead=True)} (eigen risico)",
    )

    r.add(
        "customer_number",
        f"klantnummer KPN {digits(8, lead=True)}",
        f"Ziggo klantnr: {digits(9, lead=True)}",
        f"klantnummer Vattenfall\n{digits(10, lead=True)}",
        f"Kruidvat klantenkaart {digits(13, lead=True)}",
        f"Rabobank relatienummer {digits(9, lead=True)} (bellen bij vragen)",
    )

    r.add(
        "library_card_number",
        f"pasnummer bieb {digits(14, lead=True)} (verloopt {date()})",
        f"Bibliotheekpas Henk {digits(14, lead=True)}",
        f"lenerspas kleinzoon: {groups(digits(14, lead=True), 4)}",
        f"bibliotheek Forum lidnummer {digits(7, lead=True)}",
    )

    r.add(
        "expired_code",
        f"sms code DigiD {digits(6)} — al gebruikt, werkt nait meer",
        f"Verificatiecode {digits(6)} was verlopen (na 5 minuten), nieuwe aangevraagd",
        f"code van bol.com {digits(6)} gebruikt op {date()}",
        f"ING stuurde code {digits(6)} maar ik had al ingelogd. Doet er niet toe.",
        f"Rabo: 'uw code {digits(6)} is verlopen'. Later opnieuw proberen",
    )

    r.add(
        "password_reference",
        "DigiD wachtwoord staat in Bitwarden onder 'Overheid'",
        "ww bibliotheek: zie blauwe schriftje blz. 4",
        "Wifi wachtwoord: sticker onder het modem (nait overschrijven hier)",
        "pincodes NOOIT opschrijven zegt de bank. Staan alleen in mien kop.",
        "wachtwoord mail: vraag Henk, hij heeft het in zijn Bitwarden gezet",
    )

    r.add(
        "password_hint",
        "Bitwarden hint: molen + trouwjaar",
        "wachtwoordhint DigiD: 'eerste poes, met uitroepteken'",
        "geheugensteuntje bieb-ww: naam van de straat waar ik lesgaf + huisnummer",
        "Hint hoofdwachtwoord: vier vogels van het wad, met streepjes",
        "beveiligingsvraag Menzis: geboorteplaats moeder (antwoord weet ik wel, hoeft hier nait)",
    )

    r.add(
        "hospital_reference",
        f"UMCG patiëntnummer {digits(7, lead=True)}",
        f"afspraak Martini Ziekenhuis {date()} 10:40 uur, afspraaknummer {digits(8, lead=True)}",
        f"oogarts, verwijzing kenmerk {rnd(UPPER, 3)}-{digits(6)}",
        f"bloedprikken Certe, ordernummer op het formulier {digits(10, lead=True)}",
    )

    r.add(
        "booking_reference",
        f"Natuurhuisje boekingsnummer {digits(8, lead=True)}",
        f"vakantiehuis Ameland reservering {rnd(UPPER, 2)}{digits(6)} (aankomst {date()})",
        f"Flixbus naar Hamburg boekingsnr {digits(10, lead=True)}",
        f"NS ticket mien wicht: ticketnummer {digits(12, lead=True)}",
        f"Booking.com bevestiging {digits(10, lead=True)} — hotel Texel 2 nachten",
    )

    r.add(
        "licence_plate",
        f"kenteken nieuwe auto Henk {plate()}",
        f"parkeervergunning kerk voor kenteken {plate()}",
        f"taxi (Valys) kwam met {plate()}",
        f"auto mien wicht {plate()} APK {date()}",
    )

    r.add(
        "version_number",
        f"iPad bijgewerkt naar iPadOS {pick('17', '18')}.{secrets.randbelow(7)}.{secrets.randbelow(3)}",
        f"DigiD app versie {secrets.randbelow(3) + 6}.{secrets.randbelow(20)}.{secrets.randbelow(5)}",
        f"WhatsApp 2.{pick('24', '25')}.{secrets.randbelow(20) + 1}.{secrets.randbelow(90) + 10}",
        f"Windows 11 {pick('23H2', '24H2')} build 2263{secrets.randbelow(10)}.{digits(4, lead=True)}",
    )

    r.add(
        "serial_number",
        f"IMEI telefoon {imei()} (voor als hij gestolen wordt)",
        f"serienummer wasmachine Miele {digits(9, lead=True)}/{digits(2)}",
        f"iPad serienr. {rnd(UPPER + DIGITS, 10)}",
        f"gehoorapparaat links SN {digits(10, lead=True)}",
        f"MAC-adres printer {mac(upper=True)}",
    )

    r.add(
        "wifi_network_name",
        f"wifi netwerk thuis heet {ssid()}",
        f"Netwerknaam bij mien wicht: {ssid()}",
        "SSID kerk: Martinus-Gast (wachtwoord hangt in de keuken)",
        wifi_bands(),
    )

    r.add(
        "shared_link",
        f"kerkdienst terugkijken https://kerkomroep.example/luister/{digits(5, lead=True)}",
        f"filmpje kleinzoon https://www.youtube.com/watch?v={rnd(URLSAFE, 11)}",
        f"route naar het huisje https://maps.example/place/?q=53.{digits(6)},6.{digits(6)}",
        f"Marktplaats advertentie naaimachine https://www.marktplaats.example/v/huis-en-inrichting/m{digits(10, lead=True)}",
        f"aanmelden koffieochtend https://forms.acme.test/e/{uid()}/viewform",
    )

    r.add(
        "date_amount",
        f"AOW {date()} {amount()} bijgeschreven",
        f"pensioen ABP {amount()} netto per maand",
        f"collecte {date()}: {amount()} en {secrets.randbelow(9) + 1} briefjes van 10",
        f"Energierekening voorschot {amount()} per maand vanaf {date()}",
        f"{date()} kapper {amount()}, {date()} tandarts {amount()}",
    )

    r.add(
        "energy_connection",
        f"EAN-code stroom {ean13('871687')}{digits(5)}",
        f"meterstand gas {date()}: {digits(5, lead=True)},{digits(3)} m3",
        f"aansluiting EAN gas\n871{digits(15)}",
        f"slimme meter nr {rnd(UPPER, 1)}{digits(15)}, stroom T1 {digits(5, lead=True)} T2 {digits(5, lead=True)}",
    )

    r.add(
        "payment_reference",
        f"betalingskenmerk {groups(digits(16, lead=True), 4)}",
        f"Belastingdienst aanslagnummer {digits(4, lead=True)}.{digits(2)}.{digits(3)}.H.{digits(2)}",
        f"acceptgiro gemeente (afvalstoffenheffing) kenmerk {digits(16, lead=True)}",
        f"iDEAL transactie {digits(16, lead=True)} — {amount()} Zonnebloem",
    )

    r.add(
        "policy_number",
        f"Menzis verzekerdennummer {digits(9, lead=True)}",
        f"polisnummer inboedel Centraal Beheer {digits(8, lead=True)}",
        f"reisverzekering polis {rnd(UPPER, 2)}{digits(7)}",
        f"uitvaartverzekering DELA lidnummer {digits(10, lead=True)} (map in de kast)",
    )

    r.add(
        "file_checksum",
        f"kleinzoon: controleer het bestand, SHA256 moet zijn {hexs(64)}",
        f"MD5 van de foto-backup {hexs(32)} (klopt!)",
        f"Bitwarden installatie, checksum {hexs(64)}",
        f"sha1 {hexs(40)} fotos_2023.zip",
    )

    r.add(
        "safety_number",
        f"Signal veiligheidsnummer met mien wicht (samen gecontroleerd):\n{signal_number()}",
        f"WhatsApp beveiligingscode Henk {signal_number()}",
        f"Bitwarden vingerafdrukzin van mijn account: {fingerprint_phrase()}",
        f"vingerafdrukzin (om te controleren als Henk toegang vraagt) {fingerprint_phrase()}",
    )

    r.add(
        "config_secret_reference",
        "kleinzoon z'n Home Assistant:\nwifi_ssid: !secret wifi_ssid\nwifi_password: !secret wifi_password",
        "in de instellingen staat password: ${NEXTCLOUD_ADMIN_PASSWORD} (komt uit het .env bestand)",
        "website kerk, deploy: FTP_PASSWORD: ${{ secrets.FTP_PASSWORD }}",
        "MAILCHIMP_API_KEY moet in de omgeving staan, niet in de code (zegt de webmaster)",
    )

    r.add(
        "public_site_key",
        f"donatieknop kerksite, publieke sleutel Stripe: pk_live_{rnd(ALNUM, 99)}",
        f"reCAPTCHA site key (mag openbaar) 6L{rnd(URLSAFE, 38)}",
        f"aanmeldformulier nieuwsbrief: https://martinuskerk.us{secrets.randbelow(21) + 1}.list-manage.example/subscribe?u={hexs(25)}&id={hexs(10)}",
        f"Mollie profiel-id voor de collecte-app pfl_{rnd(ALNUM, 10)}",
    )

    r.add(
        "lottery_number",
        f"Postcodeloterij lotnummer {digits(8, lead=True)}",
        f"Staatsloterij lot {rnd(UPPER, 2)} {digits(6)}",
        f"Vriendenloterij lotnr {digits(9, lead=True)} (cadeau van Annie)",
        lootjes(),
    )

    r.add(
        "ov_card_number",
        f"OV-chipkaart {groups('3528' + digits(12), 4)}",
        f"ov-kaart (65+ abonnement) nr 3528 {digits(4)} {digits(4)} {digits(4)}",
        f"OV pas Henk kaartnummer 3528{digits(12)}",
        f"qbuzz rit terugvragen met kaartnummer {groups('3528' + digits(12), 4, '-')}",
    )

    r.add(
        "document_number",
        f"paspoort nr {passport_no()} geldig tot {date()}",
        f"ID-kaart documentnummer {passport_no()}",
        f"rijbewijsnummer {digits(10, lead=True)}",
        f"paspoort mien wicht {passport_no()} (voor de boeking)",
    )

    r.add(
        "organisation_number",
        f"KvK-nummer kerk {kvk()}",
        f"RSIN (ANBI) diaconie {bsn()}",
        f"Stichting vrienden van de Martinuskerk KvK {kvk()}, RSIN {bsn()}",
        f"vestigingsnummer {digits(12, lead=True)}",
    )

    r.add(
        "liturgy_numbers",
        f"zondag: Psalm {secrets.randbelow(150) + 1}:{secrets.randbelow(6) + 1}, Lied {secrets.randbelow(900) + 1}, Opwekking {secrets.randbelow(800) + 1}",
        f"orgelist vroeg: Lied {secrets.randbelow(900) + 1} vers 1-3 en Lied {secrets.randbelow(900) + 1}",
        f"liturgie {date()}\nPs. {secrets.randbelow(150) + 1}: 1, 4\nLied {secrets.randbelow(900) + 1}\nLezing Lucas {secrets.randbelow(24) + 1}:{verses()}",
        f"koor oefent Lied {secrets.randbelow(900) + 1} en Gezang {secrets.randbelow(490) + 1}",
    )

    r.add(
        "isbn_number",
        f"boek voor de leesclub ISBN {isbn()}",
        f"reserveren bieb: {isbn()} (nieuwe van Tommy Wieringa)",
        f"isbn {isbn().replace('-', '')} — Gronings woordenboek",
        f"cadeau kleinzoon: ISBN {isbn()}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout341.py", [
        ("heldout341_credentials.yaml", credentials(), "Held-out batch 341: credentials a retired schoolteacher in Groningen keeps (DigiD, ING and Rabo PINs, e-mail and library passwords, Wi-Fi, key box and alarm codes, Bitwarden, backup codes and more)"),
        ("heldout341_lookalikes.yaml", lookalikes(), "Held-out batch 341: a retired schoolteacher's order and tracking numbers, IBANs, BSN-like numbers, postcodes, phone numbers, masked values, used codes, hints and references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
