# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout20_credentials.yaml and heldout20_lookalikes.yaml: held-out batch 20.

Batch 20 is the memory of a non-technical person: a retired school teacher who organises a
large family spread over England, France, Poland and the Netherlands, volunteers at the
library and the food bank, and looks after the neighbour. The notes read the way ordinary
people write: informal, misspelled now and then, abbreviated, lists, voice-dictation
transcripts with the characters spelled out, sticky notes typed up from a photo, forwarded
text messages. About a third are in French, Polish or Dutch.

The credentials are the secrets such a person keeps: bank logins and PINs, card and phone
PINs, unlock patterns written as digits, SIM PIN/PUK, e-mail, shopping, streaming and
portal logins, alarm, key-safe, door and lock codes, Wi-Fi keys, answers to security
questions, passwords dictated letter by letter, a hint that is the password itself. The
look-alikes are the everyday numbers and codes the same person keeps that are not secret:
phone numbers, postcodes, times, doses, ISBNs, shelf marks, stock counts, sizes, meter
readings, plates, tracking and order numbers, public donation IBANs, charity and VAT
numbers, serial numbers, network names without a key, remarks about a password that hold
no value, redacted values, lottery numbers and the like. Anything whose status is arguable
(one-time codes, gift or discount codes, expired values, hashes) is left out.

Written blind: without reading the detector, its tests, or any earlier corpus or generator
other than the helpers this script imports from make_heldout.py. Every secret value is drawn
at run time from the `secrets` module, so a rerun draws new values; every address is under
.test, .example or acme, and nothing is real. Run
`python tests/data/secrets/make_heldout20.py` to redraw.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    Rows,
    digits,
    ean13,
    groups,
    iban,
    luhn,
    pick,
    rnd,
    write_corpora,
)

_RNG = secrets.SystemRandom()

WORDS = ["Bramble", "Biscuit", "Rosie", "Tulip", "Kasia", "Zonnebloem", "Mamie", "Pierogi", "Skye", "Bella",
         "Mousse", "Kotek", "Hanneke", "Ludo", "Primrose", "Bluebell", "Duszek", "Pompon", "Merel", "Snowdrop",
         "Papillon", "Wiewiorka", "Heather", "Kerstster", "Marmite", "Poppy", "Sunflower", "Jasmin", "Pickle", "Tosia"]
PETS = ["Bramble", "Biscuit", "Rex", "Misty", "Burek", "Azor", "Pluto", "Minou", "Snuffy", "Tijger", "Sooty", "Reksio"]
SURNAMES = ["Kowalczyk", "Wisniewska", "van der Berg", "Dubois", "Hartley", "Jansen", "Lefebvre", "Nowak", "Pemberton", "de Vries"]
PLACES = ["Zwolle", "Tarnow", "Leeuwarden", "Grimsby", "Rzeszow", "Middelburg", "Annecy", "Harlech"]
SCHOOLS = ["St Mary's Infants", "Oakfield Primary", "Holy Trinity", "Brook Lane", "Sint Jozefschool"]
TEACHERS = ["Mme Girard", "Mlle Roussel", "M. Perrin", "Mme Blanchard"]
NAMES = ["jo", "johanna", "oma.jo", "babcia.jo", "mamie.jo", "jvos", "j.kowalska", "jannie"]
KIDS = ["Lily", "Alfie", "Daan", "Lotte", "Zosia", "Kuba", "Chloe", "Leo"]
MAIL_HOSTS = ["mail.example", "post.example", "acme.test", "inbox.example"]
CONSONANTS = "BDFGHJKLNPRSTVXZ"

EN_DIGITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
FR_DIGITS = ["zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"]
PL_DIGITS = ["zero", "jeden", "dwa", "trzy", "cztery", "pięć", "sześć", "siedem", "osiem", "dziewięć"]
NL_DIGITS = ["nul", "een", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen"]
SYMBOLS = {
    "en": {"!": "exclamation mark", "?": "question mark", "#": "hash", "*": "star", ".": "full stop", "-": "dash"},
    "fr": {"!": "point d'exclamation", "?": "point d'interrogation", "#": "dièse", "*": "étoile", ".": "point", "-": "tiret"},
    "pl": {"!": "wykrzyknik", "?": "znak zapytania", "#": "krzyżyk", "*": "gwiazdka", ".": "kropka", "-": "myślnik"},
    "nl": {"!": "uitroepteken", "?": "vraagteken", "#": "hekje", "*": "sterretje", ".": "punt", "-": "streepje"},
}
CASES = {"en": ("capital {}", "small {}"), "fr": ("{} majuscule", "{} minuscule"),
         "pl": ("duże {}", "małe {}"), "nl": ("hoofdletter {}", "kleine {}")}
SPOKEN = {"en": EN_DIGITS, "fr": FR_DIGITS, "pl": PL_DIGITS, "nl": NL_DIGITS}


def between(lo: int, hi: int) -> int:
    return lo + secrets.randbelow(hi - lo + 1)


def pw_home() -> str:
    """A password a person made up: a word or two, some digits, maybe a sign."""
    w, w2 = secrets.choice(WORDS), secrets.choice(WORDS)
    return secrets.choice([
        f"{w}{digits(between(2, 4))}{pick('!', '?', '#', '*', '')}",
        f"{w.lower()}{digits(4)}",
        f"{w}{w2}{digits(2)}",
        f"{w.lower()}.{w2.lower()}{digits(1)}",
        f"{w}_{digits(3)}{pick('!', '*')}",
        rnd(ALNUM, between(10, 12)),
    ])


def pw_spell() -> str:
    """A short password to read out letter by letter."""
    w = secrets.choice(WORDS)[:between(4, 6)]
    mixed = "".join(c.upper() if secrets.randbelow(3) == 0 else c.lower() for c in w)
    return mixed[0].upper() + mixed[1:] + digits(between(2, 3)) + pick("!", "?", "#", "*", ".")


def spell(text: str, lang: str) -> str:
    big, small = CASES[lang]
    parts = []
    for c in text:
        if c.isdigit():
            parts.append(SPOKEN[lang][int(c)])
        elif c.isupper():
            parts.append(big.format(c))
        elif c.islower():
            parts.append(small.format(c))
        else:
            parts.append(SYMBOLS[lang][c])
    return ", ".join(parts)


def say(number: str, lang: str) -> str:
    return " ".join(SPOKEN[lang][int(c)] for c in number)


def uname() -> str:
    return f"{secrets.choice(NAMES)}{digits(between(2, 4))}"


def email(local: str | None = None) -> str:
    local = local or f"{secrets.choice(NAMES)}{pick('', '.', '_')}{digits(2)}"
    return f"{local}@{secrets.choice(MAIL_HOSTS)}"


def handle(kid: str) -> str:
    return f"{kid}{pick('Unicorn', 'Gamer', 'Dragon', 'Ninja', 'Star', 'Kitty')}{digits(between(2, 4))}"


def wifi_key() -> str:
    return secrets.choice([
        rnd(UPPER + DIGITS, 10),
        rnd(LOWER + DIGITS, 12),
        f"{secrets.choice(WORDS).lower()}{secrets.choice(WORDS).lower()}{digits(4)}",
        rnd(ALNUM, 16),
    ])


def ssid() -> str:
    return pick("BT-", "VM", "Livebox-", "Ziggo", "TP-Link_", "FunBox-", "KPN") + rnd(UPPER + DIGITS, 4)


def pattern(k: int) -> list[str]:
    return [str(d) for d in _RNG.sample(range(1, 10), k)]


def credentials() -> Rows:
    r = Rows()
    d4, d3, d5, d6, d8 = (lambda: digits(4)), (lambda: digits(3)), (lambda: digits(5)), (lambda: digits(6)), (lambda: digits(8))
    r.add("online_banking_login",
          f"Lloyds online banking\nUser ID: {uname()}\nPassword: {pw_home()}\nMemorable word: {pick('blackbird', 'lavender', 'Scheveningen', 'windmill', 'marmalade')}",
          f"Crédit Agricole en ligne : identifiant {digits(11)}, code perso {d6()} (6 chiffres, pas celui de la carte)",
          f"Tadek's PKO account (still open for the flat): login {d8()}  password {pw_home()}  -- for the bank, NOT the card",
          f"ASN internetbankieren gebruikersnaam {uname()} wachtwoord {pw_home()}")
    r.add("banking_app_pin",
          f"ING app code {d5()} (5 digits, NOT the same as the card pin!)",
          f"the banking app on the phone now wants six numbers: {d6()}",
          f"PIN do aplikacji mobilnej mBanku - {d4()}. Kasia mówi żeby tego nie zapisywać, ale trudno.")
    r.add("card_pin",
          f"Visa debit PIN {d4()}\nCredit card (the Tesco one) PIN {d4()}",
          f"pincode nieuwe bankpas: {d4()} (brief meteen verscheurd)",
          f"Code CB de maman (elle me l'a confié pour les courses) : {d4()}",
          f"Tadek's old card PIN {d4()} - card is in the drawer with the passports")
    r.add("phone_unlock_pin",
          f"New phone!! unlock code is {d6()}. Tom set it up on Sunday, I keep forgeting it",
          f"Code pour déverrouiller le Samsung de Régis pendant qu'il est à l'hôpital : {d4()}",
          f"Aunt Riet's phone, unlock with {d6()} (she asked me to keep it)")
    r.add("phone_pattern",
          f"Doris's phone unlock pattern (dots numbered like the keypad, 1 top left): {'-'.join(pattern(between(5, 7)))}",
          f"wzór do telefonu mamy: {' '.join(pattern(between(4, 6)))} (kropki liczone jak klawiatura, 1 to lewy górny róg)",
          f"tablet pattern - start top left - dots {','.join(pattern(between(5, 8)))}")
    r.add("sim_pin_puk",
          f"SIM card (giffgaff) PIN {d4()}  PUK {d8()}",
          f"New SIM for Mrs Hughes: PIN {d4()}, PUK {d8()} - the plastic card is in her hall drawer",
          f"simkaart oma Jannie\npin: {d4()}\npuk: {d8()}")
    r.add("email_password",
          f"my email {email()} password {pw_home()}",
          f"mot de passe de la messagerie : {pw_home()} (adresse {email()})",
          f"email\n{email()}\npasword: {pw_home()}")
    r.add("streaming_login",
          f"Disney+ for when the grandkids come: {email()} / {pw_home()}",
          f"BritBox login - email {email()}, pass {pw_home()}, £5.99 a month, cancel after the Miss Marple series",
          f"Videoland (voor de series die Sanne aanraadt): {email()} ww {pw_home()}")
    r.add("family_netflix",
          f"NETFLIX - the family one (Peter pays)\n{email()}\n{pw_home()}\nDON'T change it, everyone uses it",
          f"Netflix famille : identifiant {email()}, mot de passe {pw_home()} - profils Mamie, Chloé, Léo",
          f"netflix shared with Kasia's lot: login {email()}, pw {pw_home()}")
    r.add("shopping_login",
          f"Amazon {email()} password {pw_home()}",
          f"Allegro - login {uname()}, hasło {pw_home()} (kupuję tam prezenty dla Zosi)",
          f"Bol account for ordering Dutch books: {email()} / {pw_home()}",
          f"M&S online - same email as always, password {pw_home()} (NOT the usual one)")
    r.add("social_login",
          f"Facebook — email {email()} password {pw_home()}",
          f"Instagram (only to see the baby pics) username {handle('Oma')} pw {pw_home()}",
          f"Facebook : mon mot de passe c'est {pw_home()}")
    r.add("pharmacy_app",
          f"Pharmacy app for the repeat prescriptions: login {email()}, password {pw_home()}",
          f"Apotheek app inloggen met {email()} en pincode {d5()}",
          f"chemist app: {email()} code {d6()}")
    r.add("health_portal",
          f"NHS App: {email()} password {pw_home()} (it texts me a code as well)",
          f"compte ameli - l'identifiant c'est le n° de sécu (sur la carte Vitale), mot de passe {pw_home()}",
          f"GP surgery online - username {uname()}, password {pw_home()}")
    r.add("pension_portal",
          f"Teachers' Pensions online: my ref is on the annual letter; password {pw_home()}",
          f"pension (the annuity one) online {email()} / {pw_home()}",
          f"ZUS PUE (renta rodzinna po Tadku) login {uname()} hasło {pw_home()}")
    r.add("tax_portal",
          f"HMRC Government Gateway\nuser ID {digits(12)}\npassword {pw_home()}",
          f"impôts en ligne : numéro fiscal sur l'avis d'imposition, mot de passe {pw_home()}",
          f"Polish tax office website for the flat rental: login {uname()}, password {pw_home()}")
    r.add("government_login",
          f"DigiD\ngebruikersnaam: {uname()}\nwachtwoord: {pw_home()}",
          f"DigiD app (the Dutch government one) pin code {d5()}",
          f"Profil Zaufany - nazwa użytkownika {uname()}, hasło {pw_home()}")
    r.add("utility_account",
          f"Octopus Energy account: {email()} password {pw_home()}",
          f"Espace client eau : {email()} mdp {pw_home()}",
          f"water acount online {email()} pw {pw_home()}")
    r.add("library_staff_system",
          f"Library staff system login (issue desk PC) - username {uname()} password {pw_home()}",
          f"Bieb: uitleensysteem inloggen met {uname()} / {pw_home()}, van Ineke gekregen",
          f"Volunteer PC at the library: Windows user LIBVOL2, password {pw_home()}; the catalogue uses the same one")
    r.add("foodbank_google",
          f"Food bank shared Google account (for the rota sheet): {email('foodbank.volunteers')} password {pw_home()}",
          f"Voedselbank gmail: {email('voedselbank.vrijwilligers')} wachtwoord {pw_home()} - alleen voor de planning!",
          f"Google login for the food bank donations spreadsheet (shared): {email('foodbank.donations')} / {pw_home()}")
    r.add("foodbank_building_code",
          f"food bank unit alarm: key in {d4()} then press SET when leaving. Last one out does it!",
          f"roller door keypad at the food bank {d6()}#",
          f"warehouse alarm {d4()}, key hangs in the box by the cold store")
    r.add("neighbour_alarm_code",
          f"Doris next door - alarm code {d4()}. Panel's behind the coats, press UNSET then the code. You get 30 seconds!",
          f"Alarme de M. Fabre : {d4()} puis OFF. Si ça sonne, le mot de passe pour la télésurveillance c'est « {pick('mimosa', 'coquelicot', 'tournesol', 'hirondelle')}{digits(2)} »",
          f"Alarm u pani Zosi z parteru: kod {d4()}, potem krzyżyk")
    r.add("key_safe_code",
          f"key safe by Doris's back door - {d4()} - scramble the numbers after!!",
          f"boîte à clés du gîte : code {d4()}",
          f"Mrs Baker's key safe (the carers use it too): {d4()}")
    r.add("garage_door_code",
          f"garage keypad {d4()} then the # key. Press it twice if the door doesn't go",
          f"garage door - remote's broken, keypad code {d6()}",
          f"code de la porte du garage chez Anne : {d4()}")
    r.add("bike_lock_combo",
          f"bike lock (blue spiral one) {d4()}",
          f"combinaton lock on my bike: {d4()}",
          f"kłódka szyfrowa do roweru Zosi: {d3()}")
    r.add("luggage_lock",
          f"suitcase TSA locks: big red case {d3()}, the little grey one {d3()}",
          f"cadenas valise : {d3()}",
          f"blue case lock {d3()}")
    r.add("wifi_home",
          f"WIFI\nname: {ssid()}\npassword: {wifi_key()}",
          f"home wifi code for visitors: {wifi_key()}",
          f"hasło do wifi w domu (dla gości): {wifi_key()}")
    r.add("wifi_cottage",
          f"Cottage wifi - network {ssid()}, password {wifi_key()}. Signal only in the kitchen",
          f"Au chalet le wifi c'est {ssid()} et la clé {wifi_key()}",
          f"Holiday house in Zeeland - wifi {ssid()}, code {wifi_key()}")
    r.add("wifi_library",
          f"Library STAFF wifi (not the public one): LIB-Staff key {wifi_key()}",
          f"Wi-Fi de la médiathèque (réseau des bénévoles) : clé {wifi_key()}",
          f"wifi for the library staff room - {wifi_key()}")
    r.add("router_admin",
          f"router settings page 192.168.1.1, user admin, password {rnd(ALNUM, 10)}",
          f"Livebox, page d'administration : mot de passe {rnd(ALNUM, 8)}",
          f"BT hub admin password {pw_home()} (Tom changed it from the one on the card)")
    r.add("security_question",
          f"Building society security questions:\nmother's maiden name - {secrets.choice(SURNAMES)}\nfirst school - {secrets.choice(SCHOOLS)}\nfirst pet - {secrets.choice(PETS)}",
          f"Question secrète (banque) : nom de mon institutrice de CP = {secrets.choice(TEACHERS)}",
          f"Pytanie pomocnicze w banku: imię pierwszego psa - {secrets.choice(PETS)}",
          f"insurance security question: father's place of birth = {secrets.choice(PLACES)}")
    r.add("dictated_password",
          f"Tom read me the new iPad password over the phone: {spell(pw_spell(), 'en')}",
          f"Julien m'a dicté le mot de passe du wifi : {spell(pw_spell(), 'fr')}",
          f"Kasia podyktowała hasło do Netflixa: {spell(pw_spell(), 'pl')}",
          f"Daan heeft het wachtwoord van de iPad gespeld: {spell(pw_spell(), 'nl')}")
    r.add("dictation_transcript",
          f"note to self the pin for the new debit card is {say(d4(), 'en')} full stop don't forget",
          f"note vocale le code de l'alarme chez monsieur Fabre c'est {say(d4(), 'fr')} point",
          f"spraakmemo de code van het sleutelkastje bij Riet is {say(d4(), 'nl')} punt niet vergeten",
          f"voice note the code for the key box at the cottage is {say(d4(), 'en')} new line")
    r.add("account_list",
          f"PASSWORDS (do not lose this page)\nAmazon - {email()} - {pw_home()}\nTesco - {pw_home()}\nEbay - {uname()} - {pw_home()}\nFacebook - {pw_home()}",
          f"HASŁA\n1. poczta {pw_home()}\n2. bank {pw_home()}\n3. Allegro {pw_home()}\n4. ZUS {pw_home()}",
          f"WACHTWOORDEN (niet weggooien!!)\n- DigiD: {pw_home()}\n- zorgverzekeraar: {pw_home()}\n- bibliotheek: {pw_home()}")
    r.add("new_password",
          f"the new password is {pw_home()}",
          f"nouveau mot de passe mutuelle : {pw_home()}",
          f"the new pasword for the insurance site is now {pw_home()}")
    r.add("changed_password",
          f"Had to change the Tesco password AGAIN. I changed it to {pw_home()}",
          f"zmieniłam hasło do poczty na {pw_home()}",
          f"I've changed the wifi key, now it's {wifi_key()}")
    r.add("grandchild_game",
          f"Lily's Roblox - username {handle('Lily')} password {pw_home()} (she's 9, don't let her see this)",
          f"Daan's Minecraft login: {email()} / {pw_home()}",
          f"Fortnite Kuby: login {handle('Kuba')}, hasło {pw_home()}",
          f"Compte Nintendo de Léo : {email()} mot de passe {pw_home()}")
    r.add("parental_control_pin",
          f"Switch parental controls PIN {d4()}",
          f"Sky parental PIN {d4()} - for the films after 9",
          f"code parental de la box TV : {d4()}",
          f"kod rodzicielski na tablecie Zosi: {d4()}")
    r.add("hint_is_password",
          f"Password hint for the laptop: {pw_home()}   (ok that's not a hint, that IS the password, but I'd never remember otherwise)",
          f"Indice : {pw_home()} - oui, l'indice c'est le mot de passe lui-même",
          f"Apple ID hint = our dog + the year we married = {secrets.choice(PETS)}{between(1965, 1980)}")
    r.add("sticky_note_photo",
          f"Typed up from the yellow sticky note on the computer:\n  ipad {d6()}\n  email {pw_home()}\n  wifi {wifi_key()}",
          f"Photo of the note on Doris's fridge (for the carers): FRONT DOOR KEYSAFE {d4()} / ALARM {d4()} / JO 07700 900{d3()}",
          f"karteczka z lodówki mamy (przepisane): karta {d4()}, telefon {d4()}, wifi {wifi_key()}")
    r.add("forwarded_sms",
          f"Fwd SMS from Mark 17:02: 'Mum the lockbox at the holiday house is {d4()}, key is for the back door x'",
          f"Doorgestuurd van Sanne: 'Mam, wifi wachtwoord is {wifi_key()} xx'",
          f"SMS de Chloé : « Mamie le code de l'immeuble c'est {d4()}B, bisous »")
    r.add("laptop_login",
          f"Laptop (Windows) password {pw_home()}",
          f"Computer - Windows password {pw_home()}, and the PIN for signing in {d4()}",
          f"ordinateur portable : session « Mamie », mot de passe {pw_home()}")
    r.add("tablet_passcode",
          f"iPad code {d6()}",
          f"code de l'iPad de papi : {d6()}",
          f"Mum's iPad passcode {d6()}")
    r.add("apple_google_account",
          f"Apple ID {email()} password {pw_home()}",
          f"Google account (phone): {email()} pw {pw_home()}",
          f"Konto Google na telefonie: {email()} / {pw_home()}")
    r.add("messaging_pin",
          f"WhatsApp 2-step PIN {d6()}",
          f"WhatsApp vérification en deux étapes, code PIN : {d6()}")
    r.add("voicemail_pin",
          f"voicemail PIN {d4()} (ring 443 from the mobile)",
          f"code messagerie vocale : {d4()}",
          f"answerphone PIN {d4()}")
    r.add("door_entry_code",
          f"Digicode chez Anne (Lyon) : {d4()}B, 3e étage gauche",
          f"Door code for Tom's block of flats: {d4()}# (the buzzer's broken)",
          f"gate code at Basia's: {d4()}",
          f"portiekdeur flat tante Riet: {d4()}")
    r.add("safe_combination",
          f"Safe in the wardrobe: {digits(2)}-{digits(2)}-{digits(2)} (turn right first)",
          f"coffre-fort de l'armoire : {d6()}")
    r.add("card_details",
          f"card for online orders: {groups(luhn('4'), 4)} exp {between(1, 12):02d}/{between(27, 31)} CVV {d3()}",
          f"karta kredytowa: {groups(luhn('5' + str(between(1, 5))), 4)}, ważna do {between(1, 12):02d}/{between(27, 31)}, CVC {d3()}")
    r.add("password_manager_master",
          f"Master password for the password app Tom put on my phone: {'-'.join(secrets.choice(WORDS).lower() for _ in range(4))}{digits(2)}",
          f"hoofdwachtwoord van de wachtwoordkluis (Bitwarden): {' '.join(secrets.choice(WORDS).lower() for _ in range(4))}")
    r.add("library_card_pin",
          f"Library card PIN for the e-book app: {d4()}",
          f"bibliotheekpas pincode {d4()}")
    r.add("church_website_login",
          f"church website (for the newsletter) - user {uname()} password {pw_home()}",
          f"Parafia - strona internetowa, login {uname()} hasło {pw_home()}",
          f"choir website login {uname()} pw {pw_home()}")
    return r


def uk_plate() -> str:
    return f"{rnd(CONSONANTS, 2)}{digits(2)} {rnd(CONSONANTS, 3)}"


def nl_postcode() -> str:
    return f"{digits(4, lead=True)} {rnd('BCDGHJKLMNPRTVWXZ', 2)}"


def lookalikes() -> Rows:
    r = Rows()
    r.add("phone_number",
          f"Dr Patel's surgery 01632 960{digits(3)}, out of hours ring 111",
          f"numéro de Chloé : 06 {digits(2)} {digits(2)} {digits(2)} {digits(2)} (nouveau portable)",
          f"Kasia's new number +48 {digits(3, lead=True)} {digits(3)} {digits(3)}",
          f"huisarts Dr. de Wit 030-{digits(7, lead=True)}, spoed na 17.00 de huisartsenpost")
    r.add("address_postcode",
          "Anne's new address: 14 rue des Tilleuls, 69004 Lyon, 3rd floor (lift is tiny)",
          f"paczka dla Piotra: ul. Kwiatowa 12/4, 30-{digits(3)} Kraków",
          f"Oom Henk is verhuisd: Dorpsstraat 88, {nl_postcode()} Ede",
          "Food bank drop-off: Unit 7, Mill Lane Industrial Estate, round the back by the blue bins")
    r.add("transport_times",
          "Bus 47 to the hospital: 9:12, 9:42 then every half hour. Stop B on Church Rd. Back: 14:05 or 14:35",
          "trein naar Utrecht 10.14 spoor 5b, overstappen in Amersfoort, aankomst 11.32",
          f"TGV {between(6100, 6699)} Paris Gare de Lyon 08h56 -> Lyon Part-Dieu 10h52, voiture 14 place {between(11, 96)}",
          "Krakow: bus 179 from the station stop at 7:35, get off at the roundabout")
    r.add("appointment",
          "Dentist Thurs 14th 10:40. Mrs Hughes eye clinic Mon 2:15 - I'm driving her",
          "rdv kiné mardi 16h30, cabinet au 2e, apporter la serviette",
          "hairdresser Wed 11:00 at Ela's",
          "Huisarts donderdag 8.50 bloedprikken - NUCHTER komen!")
    r.add("prescription_dose",
          "Mum's tablets: amlodipine 5 mg once a day, atorvastatin 20 mg at night, levothyroxine 75 mcg before breakfast",
          "Doliprane 1000 mg, max 3 par jour, espacer de 6 h",
          "Riet's meds: metformin 500 mg twice a day with food, eye drops once a day left eye",
          "witamina D 2000 j.m. raz dziennie, magnez wieczorem")
    r.add("isbn",
          f"book club next month - The Lighthouse Keeper's Daughter, ISBN {ean13('978')}",
          f"à commander pour la médiathèque : ISBN {ean13('978')} et {ean13('979')} (gros caractères)",
          f"large print copy for Doris ISBN {ean13('978')}, the library can order it in")
    r.add("shelf_mark",
          f"Local history is 942.{digits(2)} in the back room; WW2 memoirs at 940.54 HAR",
          "Romans en gros caractères : cote R GC DUP, étagère du fond",
          "Cookery is 641.5, gardening 635, large print westerns on the bottom shelf LP WES")
    r.add("foodbank_stock",
          f"stock count Fri: tinned tomatoes {between(80, 200)}, pasta 1kg {between(40, 120)}, UHT milk {between(30, 90)}, nappies size 4: {between(5, 20)} packs",
          f"Voedselbank voorraad: {between(30, 90)} pakken melk, {between(20, 60)} potten pindakaas, {between(60, 160)} blikken soep",
          f"Tues count: baked beans {between(100, 250)}, rice {between(20, 60)} kg, baby formula {between(5, 25)} tins")
    r.add("lot_number",
          f"recall check - the peanut butter recall is lot L{digits(5)}, best before 03/2026. Ours are a different lot, fine",
          f"numéro de lot L{digits(4)}{rnd(UPPER, 2)}, DLC 12/05 - à distribuer en premier",
          f"batch {digits(6)} use by 14/11, put at the front of the shelf")
    r.add("recipe",
          "Oma's appeltaart: 300 g bloem, 200 g boter, 150 g suiker, 1 ei, 1 kg appels, kaneel, 180°C 60 min",
          "Scones: 225g SR flour, 55g butter, 25g sugar, 150ml milk, 220C for 12 mins",
          "Pierogi: 500 g mąki, 250 ml ciepłej wody, 3 łyżki oleju, szczypta soli; farsz: 1 kg ziemniaków, 500 g twarogu",
          "Quiche: 3 eggs, 200ml cream, 200g lardons, 180C 35 mins")
    r.add("knitting_pattern",
          "Baby cardigan: cast on 64 sts on 3.25mm, k2 p2 rib 6 rows, change to 4mm, st st until 18cm",
          "Row 12: k3, (yo, k2tog) x 8, k3 - 29 sts. Rows 13-16 as rows 9-12",
          "Sjaal voor Lotte: 42 steken opzetten, naald 5, 2 recht 2 averecht, 180 cm lang")
    r.add("clothing_sizes",
          "Sizes for Christmas: Lily 9-10 yrs, shoes 34; Alfie 5-6, shoes 28; Daan maat 140, schoenmaat 35",
          "Me: trousers 14, shoes 6, jumper L",
          "Zosia rozmiar 128, buty 31; Kuba 146, buty 36",
          "Tom: shirt collar 16, waist 34 leg 31")
    r.add("meter_reading",
          f"Meter readings 1 March: elec {digits(5)} kWh, gas {digits(5)} m3, water {digits(4)}",
          f"Cottage meter: day {digits(5)} night {digits(5)}",
          f"Meterstanden: dag {digits(5)}, nacht {digits(5)}, gas {digits(4)},{digits(3)}")
    r.add("licence_plate",
          f"Doris's carer drives a blue Corsa, reg {uk_plate()}, she can use my drive",
          f"hire car in France, plate {rnd(CONSONANTS, 2)}-{digits(3)}-{rnd(CONSONANTS, 2)}",
          f"kenteken nieuwe auto van Sanne: {rnd(CONSONANTS, 2)}-{digits(3)}-{rnd(CONSONANTS, 1)}",
          f"numer rejestracyjny taksówki z lotniska: KR {digits(5)}")
    r.add("parcel_tracking",
          f"parcel from the catalogue, tracking 1Z{rnd(UPPER + DIGITS, 16)}",
          f"Colissimo parcel to Anne, tracking 6A{digits(11)}, she should recieve it Thurs",
          f"PostNL track & trace 3S{rnd('ABCDEFGHJKLMNPRSTVWXYZ', 4)}{digits(9)} (de wol)",
          f"InPost numer przesyłki {digits(24)}")
    r.add("order_number",
          f"Order #{digits(7, lead=True)} from the garden centre, delivery Tuesday between 8 and 12",
          f"Commande n° {digits(9, lead=True)} - le fauteuil releveur pour maman",
          f"Order no. {digits(10, lead=True)} (the rollator), 30 days to return it")
    r.add("booking_reference",
          f"Ferry Hull-Rotterdam 14 Aug, booking ref {rnd(UPPER + DIGITS, 7)}, cabin {between(8100, 8199)}",
          f"Réservation gîte n° {digits(8, lead=True)}, arrivée samedi 16h",
          f"Hotel in Krakow confirmation number {digits(10, lead=True)}, 3 nights, breakfast included")
    r.add("flight_seat",
          f"Flight KL{between(1000, 1999)} Amsterdam 07:05, seat {between(5, 30)}C, Piotr meets me at arrivals",
          f"LO {between(270, 289)} Warsaw - London, seat {between(10, 30)}A, 23 kg bag",
          f"Vol AF {between(1100, 1999)}, siège {between(10, 35)}F, embarquement 13h40 porte K{between(30, 50)}")
    r.add("donation_iban",
          f"Food bank donations (it's on the leaflet): {iban('GB', 'ACMB' + digits(14))}, Gift Aid form at the desk",
          f"Voedselbank giften: {iban('NL', 'ACMB' + digits(10))} t.n.v. Stichting Voedselbank, staat op de website",
          f"Anne's parish food bank in Lyon, for donations: {iban('FR', digits(10) + rnd(UPPER + DIGITS, 11) + digits(2))}",
          f"Bank Żywności - konto na darowizny (z ulotki): {iban('PL', digits(24))}")
    r.add("charity_number",
          f"food bank registered charity no. 11{digits(5)} - goes on the raffle tickets",
          f"Stichting Voedselbank KvK {digits(8, lead=True)}, RSIN {digits(9, lead=True)} (ANBI)",
          f"Bank Żywności KRS 0000{digits(6)}, można przekazać 1,5% podatku")
    r.add("vat_number",
          f"VAT reg GB {digits(3, lead=True)} {digits(4)} {digits(2)} on the printer invoice",
          f"N° TVA intracommunautaire FR{digits(2)}{digits(9, lead=True)} (facture du traiteur)",
          f"VAT no. NL{digits(9, lead=True)}B01 on the Dutch printer's invoice",
          f"NIP firmy od okien: {digits(3, lead=True)}-{digits(3)}-{digits(2)}-{digits(2)}")
    r.add("appliance_serial",
          f"Washing machine model WAN28{digits(3)}GB, serial FD {digits(4)} {digits(6)} - guarantee till 2027",
          f"Fridge: model KG{digits(2)}VVW{digits(2)}, serial no. {digits(12)}",
          f"CV-ketel serienummer {rnd(UPPER + DIGITS, 12)}, onderhoud in oktober",
          f"hearing aid serial numbers: left {digits(8)}, right {digits(8)}")
    r.add("wifi_name_only",
          "Library public network is LIB-Public, no password, you just tick the box",
          "Wifi in het huisje heet Zeezicht_5G - de code staat op het kaartje in de keuken",
          f"Mum's network is called Livebox-{rnd('0123456789ABCDEF', 4)} (the key is stuck under the box)")
    r.add("password_statement",
          "changed the bank password today, all done",
          "Hasło do poczty zmienione, Kasia też je ma",
          "Wachtwoord van Netflix is veranderd, de kinderen hebben het nieuwe al",
          "the bank sends a code to my phone every time now when I log in")
    r.add("password_location",
          "The PINs are in the red notebook in the bureau, second drawer",
          "Le code de l'alarme de M. Fabre est dans l'enveloppe chez la voisine d'en face",
          "key safe code - ask Janet, she has it, don't write it here")
    r.add("password_rules",
          "new password must have 8 letters, one capital, one number and one of those symbols",
          "Le mot de passe doit contenir 12 caractères minimum, dont une majuscule et un chiffre",
          "the Polish bank says password min. 10 characters, can't have your name or date of birth in it")
    r.add("redacted_value",
          f"statement shows card **** **** **** {digits(4)}, that's the old Visa",
          "the letter from the bank says PIN: **** (they never print it)",
          "mot de passe : •••••••• (masqué, il faut cliquer sur l'oeil)")
    r.add("birthday",
          "Birthdays: Lily 3 May 2015, Tom 22/11/1984, Daan 8-2-2016",
          "urodziny Zosi 14.09, imieniny 15.05",
          "Chloé's birthday 27 June (12), Léo 2 Feb")
    r.add("anniversary",
          "Our wedding anniversary 17 June 1972 - would have been 53 years",
          "Jan en Riet 40 jaar getrouwd op 4 oktober, feest in zaal De Linde",
          "Basia & Marek anniversary 25/08 - buy a card")
    r.add("bingo_numbers",
          f"Bingo Tues at the club - full house came up on {' '.join(str(n) for n in sorted(_RNG.sample(range(1, 91), 8)))}",
          "bingo in de kantine: vrijdag 19.30, 3 kaarten voor 5 euro")
    r.add("lottery_numbers",
          f"My lottery numbers (always the same, the grandchildren's birthdays): {' '.join(str(n) for n in sorted(_RNG.sample(range(1, 60), 6)))}",
          f"Loto : {' - '.join(str(n) for n in sorted(_RNG.sample(range(1, 50), 5)))}, numéro chance {between(1, 10)}",
          f"Tadek's lotto numbers (I still play them): {' '.join(str(n) for n in sorted(_RNG.sample(range(1, 50), 6)))}")
    r.add("crossword",
          "Crossword Sat (definately easier than Thurs): 4 across OBOE, 12 down ARCHIPELAGO, 19 across still stuck (5 letters, ends in E)",
          "mots croisés : 7 horizontal = ÉTRENNE, 3 vertical = OSE",
          "kruiswoordpuzzel: 14 verticaal ZUURKOOL, 22 horizontaal EI")
    r.add("sudoku",
          "sudoku row 3: 4 _ 7 | 1 9 _ | _ 2 5   stuck again",
          "sudoku (hard): 8 . . | 3 . 6 | . . 1 - top row, the 2 must go in the middle box")
    r.add("hymn_numbers",
          "Hymns for Sunday: 103, 427, 512, psalm 23",
          "Liedboek: gezang 416, psalm 121: 1 en 4",
          "funeral hymns: 112, 208 and Lord of the Dance")
    r.add("room_number",
          f"Mrs Hughes is on ward 7B, room {between(10, 30)}, bed 3; visiting 2-4 and 6-8",
          f"room {between(200, 260)} on the 2nd floor, building B",
          f"kamer 1.{between(1, 30):02d} in het verpleeghuis, bel bij de balie")
    r.add("locker_number",
          f"swimming pool locker {between(100, 400)} (orange wristband)",
          f"szafka na basenie nr {between(10, 99)}")
    r.add("house_number",
          "Doris is number 27, the blue door; I'm 29",
          "kerk: zaal 3, de deur naast het orgel")
    r.add("health_readings",
          f"BP this morning {between(120, 145)}/{between(70, 90)} pulse {between(60, 80)}; evening {between(120, 140)}/{between(70, 85)}",
          "glycémie à jeun 1,05 g/L, à noter pour le médecin",
          f"weight {between(60, 75)}.{between(0, 9)} kg (down a kilo!)")
    r.add("measurements",
          "curtains for the front room: 228 cm drop, 180 cm wide each",
          "fenêtre cuisine : 120 x 95 cm, tringle 140")
    r.add("paint_colour",
          "Farrow & Ball no. 239 Wimborne White for the hall; skirting RAL 9010",
          "verf badkamer: kleurcode 10BB 83/020, mat")
    r.add("yarn_and_thread",
          f"Wool: Drops Karisma colour 17, dye lot {digits(5, lead=True)} - buy 3 more balls same lot",
          "DMC 310, 3865 and 3371 for the cross stitch robin")
    r.add("batteries_and_bulbs",
          "hearing aid batteries size 312 (brown tab), smoke alarm 9V, car key CR2032",
          "printer ink HP 305XL black",
          "lampjes E14 4,5W warmwit 2700K voor de schemerlamp")
    r.add("car_details",
          "tyre pressure 2.3 bar front, 2.1 rear; oil 5W-30",
          "ciśnienie w oponach 2,2 z przodu, przegląd do 11.2025")
    r.add("radio_tv_channels",
          "Radio 4 on 93.5 FM; BBC One HD is 101 on the box",
          "France Inter 87.8 ; la 5 pour les documentaires")
    r.add("bible_reference",
          "readings for the wedding: Ruth 1:16-17, 1 Cor 13:4-8, John 15:9-12",
          "czytanie na niedzielę: Mt 5,1-12")
    r.add("prices",
          "Market: eggs £3.20, cheese £4.75, total £18.40; Doris owes me £6.50",
          "Courses : 23,45 € + 12,10 € ; Chloé me doit 15 €")
    r.add("rota",
          "food bank rota: Mon 9-12 Jean, Wed 1-4 me + Bill, Fri 9-12 Sam; van comes 10:30",
          "rooster bieb: di 13.00-17.00, do 9.30-12.30, zaterdag om de week")
    r.add("garden",
          "Plant out tomatoes after 15 May, 45 cm apart; sweet peas 20 cm",
          "Tulpen 10 cm diep, 100 bollen in de voortuin")
    r.add("error_code",
          "boiler showing F22 - low pressure, top up to 1.5 bar with the silver tap",
          "lave-linge : erreur E21 = filtre bouché",
          "dishwasher error E24 = drain blocked")
    r.add("opening_hours",
          "Library hours: Mon closed, Tue-Fri 9:30-17:00, Sat 10-13",
          "Bank Żywności otwarte wt. i czw. 10-14, w piątki tylko odbiory")
    r.add("software_version",
          "Tom says update the iPad to 17.5.1 before Sunday so FaceTime works",
          "l'appli de la banque doit être en version 4.12 minimum")
    r.add("code_word_not_secret",
          "dress code for Anne's do: cocktail attire, no jeans",
          "code couleur pour la fête : blanc et bleu marine",
          "colour code on the bin calendar: green = garden waste, every other Thursday",
          f"kod pocztowy do formularza: 30-{digits(3)} Kraków")
    r.add("key_location",
          "spare key for Doris is on my hook with the green tag; her son Gareth has the other one",
          "de reservesleutel ligt bij de buren op nummer 14")
    return r


def main() -> None:
    write_corpora("make_heldout20.py", [
        ("heldout20_credentials.yaml", credentials(),
         "batch 20, the memory of a non-technical person (a retired teacher, family organiser and volunteer), in English, French, Polish and Dutch: synthetic credentials, none real"),
        ("heldout20_lookalikes.yaml", lookalikes(),
         "batch 20, the same person's everyday numbers and codes that are not secrets"),
    ])


if __name__ == "__main__":
    main()
