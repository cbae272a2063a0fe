# ruff: noqa: E501
"""Writes heldout131_credentials.yaml and heldout131_lookalikes.yaml: held-out batch 131.

Persona: a primary-school teacher (lågstadiet, class 2B) in Göteborg who is also treasurer
(kassör) of a church choir. Writes to the assistant mostly in Swedish with a little English:
BankID säkerhetskod, Swedbank and the choir's internet-bank logins, kortkod, Unikum and
Skolon, portkod, bike lock, the choir's Google account and Zettle, Wi-Fi, förråd, phone PIN;
and on the safe side Swish and bankgiro numbers, OCR references, masked personnummer, class
lists, invoices, bookings and ISBNs.

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
    HEX,
    LOWER,
    UPPER,
    Rows,
    app_password,
    bitlocker_key,
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

WORDS = ["Sommar", "Vinter", "Lucia", "Kantat", "Sopran", "Alt", "Hagakyrkan", "Lingon",
         "Kanelbulle", "Masthugget", "Slottsskogen", "Liseberg", "Majorna", "Tenor", "Bellman",
         "Taube", "Hisingen", "Brunnsparken", "Saltholmen", "Mozart", "Vivaldi", "Rutger"]
PASSWORDS_WORDS = ["hallon", "skog", "sjal", "notställ", "kyrkbänk", "regn", "spårvagn",
                   "fika", "ekorre", "granskott", "blåbär", "sill", "krita", "tavla", "räkna",
                   "sångbok", "fyrtorn", "kaj", "mås", "psalm", "orgel", "vante"]
PLATE_LETTERS = "ABCDEFGHJKLMNOPRSTUWXYZ"
PUPILS = ["Alva", "Elsa", "Noah", "Hugo", "Wilma", "Ella", "Liam", "Maja", "Omar", "Selma",
          "Ebba", "Ali", "Nils", "Saga", "Leo", "Astrid", "Vera", "Ines", "Sixten", "Amir"]


def sv_pw() -> str:
    """A password the teacher picked, or one Bitwarden generated."""
    return pick(
        f"{pick(*WORDS)}{pick('19', '20')}{digits(2)}{pick('!', '#', '?', '&')}",
        f"{pick(*WORDS).lower()}{digits(2)}{pick(*WORDS)}",
        f"{pick(*WORDS)}_{pick(*PASSWORDS_WORDS)}{digits(3)}!",
        rnd(ALNUM + "!#%&*-", 14),
        rnd(ALNUM, 18),
    )


def passphrase(n: int = 4, sep: str = "-") -> str:
    return phrase(PASSWORDS_WORDS, n, sep)


def swish() -> str:
    return "123" + digits(7)


def swish_spaced() -> str:
    s = swish()
    return f"{s[:3]} {s[3:6]} {s[6:8]} {s[8:]}"


def bankgiro() -> str:
    return pick(f"{digits(3, True)}-{digits(4)}", f"{digits(4, True)}-{digits(4)}")


def plusgiro() -> str:
    return f"{digits(2, True)} {digits(2)} {digits(2)}-{digits(1)}"


def ocr(n: int = 12) -> str:
    return luhn(digits(1, True), n)


def postcode() -> str:
    return f"4{pick('1', '2')}{digits(1)} {digits(2)}"


def mobile() -> str:
    return f"07{pick('0', '2', '3', '6')}-{digits(3)} {digits(2)} {digits(2)}"


def landline() -> str:
    return f"031-{digits(3, True)} {digits(2)} {digits(2)}"


def pnr_masked() -> str:
    yy = f"{secrets.randbelow(40) + 60:02d}"
    mm = f"{secrets.randbelow(12) + 1:02d}"
    dd = f"{secrets.randbelow(28) + 1:02d}"
    return pick(f"{yy}{mm}{dd}-XXXX", f"19{yy}{mm}{dd}-****", f"******-{digits(4)}")


def se_iban(spaced: bool = True) -> str:
    return iban("SE", "800" + digits(17), spaced)


def plate() -> str:
    return rnd(PLATE_LETTERS, 3) + " " + digits(2) + pick(digits(1), rnd(PLATE_LETTERS, 1))


def isbn() -> str:
    n = ean13("97891")
    return f"{n[:3]}-{n[3:5]}-{n[5:9]}-{n[9:12]}-{n[12]}"


def org_nr() -> str:
    return f"802{digits(3)}-{digits(4)}"


def date() -> str:
    return f"202{pick('4', '5')}-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}"


def totp_seed() -> str:
    return groups(rnd(BASE32, 32).lower(), 4)


def google_backup() -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(pick(4, 5, 10)))


def card() -> str:
    return groups(luhn(pick("4", "5" + pick("1", "2", "3", "4", "5"))), 4)


def credentials() -> Rows:
    r = Rows()
    r.add("bankid_security_code",
          f"Säkerhetskod till Mobilt BankID (nya telefonen): {digits(6)} – samma som förut fast sista siffran ändrad",
          f"bankid kod {digits(8)}\nbyt INTE den igen, jag glömmer alltid!!",
          f"Remember: BankID säkerhetskoden är {digits(6)} (inte telefonens pinkod, de är olika)",
          f"när jag flyttade bankid till iPaden valde jag {digits(7)} som säkerhetskod")
    r.add("swedbank_internetbank_password",
          f"Swedbank internetbanken (privat)\nanvändar-id: mitt personnummer\nlösenord: {sv_pw()}",
          f"swedbank lösen ändrat idag -> {sv_pw()}  (det gamla funkar inte längre)",
          f"Om BankID strular kan jag logga in på swedbank.example med kod+lösen, lösenordet är {sv_pw()}")
    r.add("swedbank_security_token_pin",
          f"Säkerhetsdosan (den gråa) pinkod: {digits(4)}",
          f"dosa-PIN {digits(4)}, den ligger i skrivbordslådan hemma",
          f"Kören har egen dosa för föreningskontot. Pinkod {digits(4)}. Lämna till nästa kassör vid årsmötet.")
    r.add("choir_bank_account_password",
          f"Körens konto på Sparbanken (föreningsinlogg)\nuser: kassor.hagakoren\npass: {sv_pw()}",
          f"föreningskontot – nytt lösenord efter revisionen: {sv_pw()}",
          f"Note to self: choir account login is kassor@hagakoren.example / {sv_pw()} – ordförande har BankID-behörighet också")
    r.add("card_pin_kortkod",
          f"kortkod Swedbank Visa {digits(4)}",
          f"Ny kortkod (fick brev idag): {digits(4)}. Gamla kortet klippt.",
          f"Mitt bankkort: {digits(4)}\nMastercard från ICA-banken: {digits(4)}")
    r.add("choir_card_pin",
          f"Körens bankkort (för noter och fika) – PIN {digits(4)}",
          f"föreningskortet slutar på {digits(4)}, koden är {digits(4)}. Ingen annan än jag och Birgitta ska ha den.",
          f"PIN föreningskortet: {digits(4)}\n(samma kort används i Zettle-kassan för växel)")
    r.add("card_number_with_cvv",
          f"Körens kort för beställningar online:\n{card()}\ngiltigt t.o.m. {card_expiry()}  CVC {digits(3)}",
          f"mitt visa {card()} exp {card_expiry()} cvv {digits(3)} – för Adlibris-beställningen till klassen",
          f"Kortnummer {card()}, {card_expiry()}, säkerhetskod på baksidan {digits(3)}")
    r.add("unikum_password",
          f"Unikum: {pick('anna', 'karin', 'lena')}.{pick('berg', 'lind', 'holm')}{digits(2)} / {sv_pw()}",
          f"unikum lösen {sv_pw()} (bytt efter sommarlovet, kravet är var 90:e dag)",
          f"Logga in på Unikum utan BankID:\nanvändarnamn: lararen2b\nlösenord: {sv_pw()}")
    r.add("skolon_password",
          f"Skolon – login {pick('anna', 'karin')}@skola.goteborg.example pw {sv_pw()}",
          f"skolon lösenordet är {sv_pw()} om SSO:n ligger nere igen",
          f"Skolon (för NE och Läsförståelse-appen)\n{sv_pw()}")
    r.add("building_door_code",
          f"Portkod Karl Johansgatan: {digits(4)}",
          f"portkoden hemma är {digits(4)}#  – ge till Pelle när han kommer fredag",
          f"Till mamma: porten {digits(4)}, sen trapphus B, 3 tr",
          f"nya portkoden fr.o.m. 1/3: {digits(4)}")
    r.add("bike_lock_code",
          f"cykellåset (det blå kodlåset) {digits(4)}",
          f"Bike lock: {digits(3)}  (the old Crescent in the cellar: {digits(4)})",
          f"kod till cykelbågen vid skolan: {digits(4)}")
    r.add("choir_google_password",
          f"Körens Google-konto\nhagakoren.kassor@gmail.example\n{sv_pw()}",
          f"google för kören: lösen {sv_pw()} – Ingela och jag delar det",
          f"Choir Google account password changed to {sv_pw()} after the phishing mail")
    r.add("choir_google_backup_codes",
          f"Reservkoder för körens Google (2-stegs):\n{google_backup()}",
          f"backup codes hagakoren gmail, använd uppifrån och ner:\n{google_backup()}",
          f"Google backup-koder – stryk när använd\n{google_backup()}")
    r.add("choir_google_totp_seed",
          f"Om jag tappar telefonen: Authenticator-nyckeln för körens Google är {totp_seed()}",
          f"2FA setup key (kör-kontot), skrivs in manuellt i Authenticator:\n{totp_seed()}",
          f"otpauth://totp/Google:hagakoren.kassor%40gmail.example?secret={rnd(BASE32, 32)}&issuer=Google")
    r.add("google_app_password",
          f"App-lösenord för Thunderbird (körens gmail): {app_password()}",
          f"appspecifikt lösenord till mailen på skoldatorn {app_password()}",
          f"smtp user hagakoren.kassor@gmail.example\nsmtp pass {app_password().replace(' ', '')}")
    r.add("zettle_login_password",
          f"Zettle (iZettle) för konsertkassan: kassor@hagakoren.example / {sv_pw()}",
          f"izettle lösen: {sv_pw()}\nkortläsaren är kopplad till min telefon",
          f"Inför julkonserten – logga in i Zettle Go på körens iPad med lösenordet {sv_pw()}")
    r.add("home_wifi_password",
          f"WiFi hemma: nätverk Tele2-{rnd(UPPER + DIGITS, 4)}, lösen {rnd(LOWER + DIGITS, 12)}",
          f"Till gästerna på lördag: wifi-lösenordet är {passphrase(3, '')}",
          f"wifi pw {rnd(ALNUM, 16)} (står också på routern men klisterlappen har lossnat)")
    r.add("storage_unit_code",
          f"Förrådet på Shurgard Högsbo, portkod {digits(6)}, förråd 2114",
          f"förrådskod: {digits(4)}* \n(körens noter och julkonsert-dekorationer ligger där)",
          f"Kod till körens förråd i källaren under församlingshemmet: {digits(4)}")
    r.add("phone_pin",
          f"telefonkod {digits(6)}",
          f"Om jag skulle bli sjuk och någon behöver öppna min telefon: {digits(6)}",
          f"iPhone passcode {digits(4)} (gamla Samsung: mönster L + {digits(4)})")
    r.add("sim_puk_code",
          f"SIM-kortet: PIN {digits(4)}, PUK {digits(8)}",
          f"PUK-kod till jobbmobilens sim {digits(8)}",
          f"privata simkortet\npin {digits(4)}\npuk {digits(8)}\npuk2 {digits(8)}")
    r.add("school_account_password",
          f"Göteborgs Stad-kontot (dator, Outlook, Teams): {sv_pw()}",
          f"jobbkontot lösenord nu {sv_pw()}\nmåste bytas igen i mars",
          f"Nytt lösenord till skoldatorn {sv_pw()} – IT sa minst 12 tecken")
    r.add("school_alarm_code",
          f"Larmkod skolan (om jag är sist kvar efter föräldramötet): {digits(4)}",
          f"larmet hus C: kod {digits(4)} + ON. avlarma: {digits(4)} + OFF",
          f"Till vikarien: larmkoden är {digits(4)}, lås dörren mot skolgården först")
    r.add("classroom_ipad_passcode",
          f"klassens iPads har kod {digits(6)} (alla 14 st)",
          f"iPad-vagnen 2B: lärar-iPaden {digits(6)}, elev-iPadsen {digits(4)}",
          f"Note for the sub: the class iPads unlock with {digits(6)}")
    r.add("follow_me_print_pin",
          f"Utskrift vid kopiatorn: PIN {digits(5)}",
          f"skrivar-pin {digits(4)} – funkar på alla Ricoh i huset",
          f"kopiatorn i personalrummet ber om kod -> {digits(4)}")
    r.add("choir_website_admin_password",
          f"hemsidan hagakoren.example/wp-admin\nadmin / {sv_pw()}",
          f"WordPress för kören: användare 'kassor', lösen {sv_pw()}",
          f"nytt lösen till hemsidan efter hackerförsöket {rnd(ALNUM + '!#%&', 20)}")
    r.add("mailchimp_api_key",
          f"Mailchimp API-nyckel (för nyhetsbrevet, Jonas satte upp kopplingen till hemsidan): {hexs(32)}-us{secrets.randbelow(20) + 1}",
          f"MAILCHIMP_API_KEY={hexs(32)}-us{secrets.randbelow(20) + 1}",
          f"Jonas skrev i chatten:\n> nyckeln till mailchimp är {hexs(32)}-us{secrets.randbelow(20) + 1}, lägg in den i pluginet\nspara här tills vidare")
    r.add("choir_facebook_password",
          f"Facebook-sidan Hagakören – vi loggar in med körmejlen, lösen {sv_pw()}",
          f"fb kören: {sv_pw()}",
          f"Facebook (körens sida) – nytt lösen efter att kontot låstes: {sv_pw()}")
    r.add("choir_instagram_password",
          f"Instagram @hagakoren_gbg lösen {sv_pw()}",
          f"insta för kören\nuser hagakoren_gbg\npw {sv_pw()}\n(Ella sköter stories men har eget konto som medarbetare)",
          f"instagram lösenordet till kören är {sv_pw()}, byt om Ella slutar")
    r.add("streaming_account_password",
          f"Spotify familj: {pick('anna', 'karin')}.{pick('berg', 'lind')}@mail.example / {sv_pw()}",
          f"netflix lösen till barnen på landet {sv_pw()}",
          f"Viaplay (delar med syster) {sv_pw()}")
    r.add("personal_email_password",
          f"Min privata mejl lösenord {sv_pw()}",
          f"Outlook.com (privat) – {sv_pw()}\nreservmejl är skolmejlen",
          f"gmail privat: lösen {sv_pw()}")
    r.add("apple_id_password",
          f"Apple-ID {pick('anna', 'karin')}.{pick('berg', 'lind')}@icloud.example lösenord {sv_pw()}",
          f"apple id pw: {sv_pw()} (behövs när jag laddar ner appar till klass-iPadsen)",
          f"Apple ID lösenordet bytt igen... nu: {sv_pw()}")
    r.add("laptop_bitlocker_recovery_key",
          f"Återställningsnyckel BitLocker, skoldatorn (IT mejlade den):\n{bitlocker_key()}",
          f"BitLocker recovery key {bitlocker_key()}\nkey ID börjar på {hexs(8).upper()}",
          f"om datorn frågar efter återställningsnyckel vid start: {bitlocker_key()}")
    r.add("parking_app_password",
          f"EasyPark-lösen {sv_pw()}",
          f"parkeringsappen: inlogg med mobilnummer, lösenord {sv_pw()}",
          f"P-appen till skolans parkering: {sv_pw()}")
    r.add("laundry_booking_pin",
          f"tvättstugan bokning, lgh 1102, kod {digits(4)}",
          f"Tvättbokning på panelen i entrén: lägenhetsnummer + {digits(4)}",
          f"Bokningstavla tvättstugan: lgh 1102, pinkod {digits(4)}")
    r.add("cash_box_combination",
          f"Kassaskrinet (konsertkassan) har sifferlås: {digits(3)}",
          f"kombination till kassaskåpet i sakristian: höger {secrets.randbelow(90) + 10}, vänster {secrets.randbelow(90) + 10}, höger {secrets.randbelow(90) + 10}",
          f"Växelkassan ligger i den gröna lådan, kod {digits(4)}. Räkna alltid två personer!")
    r.add("password_manager_master_password",
          f"Bitwarden huvudlösenord (om jag glömmer): {passphrase(4)}",
          f"master password till lösenordshanteraren: {passphrase(5, ' ')}",
          f"bitwarden: {passphrase(4, '.')}{digits(2)}")
    r.add("church_alarm_code",
          f"Hagakyrkans larm vid repetition på tisdagar: {digits(4)}",
          f"larmkod församlingshemmet {digits(6)} (avlarma inom 30 sek!!)",
          f"Om jag är först på repet: nyckel i nyckelskåpet, larmet stängs av med {digits(4)}")
    r.add("key_cabinet_code",
          f"nyckelskåpet vid sakristian: kod {digits(4)}",
          f"Key box at the church office: {digits(4)}, take key nr 7 (körsalen)",
          f"Nyckelgömman på skolan (för vikarier): {digits(4)}")
    r.add("ticketing_admin_password",
          f"Biljettsystemet för konserten (tickets.acme.example): arrangör-login kassor / {sv_pw()}",
          f"biljett-admin lösen {sv_pw()} – ge inte till volontärerna, de har egna scannerkonton",
          f"Billetto-konto för vårkonserten\nkassor@hagakoren.example\n{sv_pw()}")
    r.add("meeting_passcode",
          f"Digital stämrepetition Zoom: möte 8{digits(2)} {digits(4)} {digits(4)}, lösenord {rnd(ALNUM, 6)}",
          f"Teams-mötet med föräldrarna: ID {digits(3)} {digits(3)} {digits(3)} {digits(3)}, passcode {rnd(ALNUM, 6)}",
          f"Länk till digitala repet: https://zoom.acme.example/j/8{digits(10)}?pwd={rnd(ALNUM, 32)}")
    r.add("church_wifi_password",
          f"wifi i församlingshemmet: Svenska_kyrkan_gast, lösen {rnd(LOWER + DIGITS, 10)}",
          f"Kyrkans wifi {pick(*PASSWORDS_WORDS)}{digits(4)}",
          f"gäst-wifi i kyrkan har bytt lösen till {rnd(LOWER + DIGITS, 10)}")
    r.add("router_admin_password",
          f"routern 192.168.1.1 admin / {rnd(ALNUM, 12)}",
          f"inlogg till routern (för att byta wifi-lösen): användare admin, lösen {sv_pw()}",
          f"Tele2-routern: webbgränssnittet http://192.168.0.1, användare admin lösenord {rnd(ALNUM, 10)}")
    r.add("locker_combination",
          f"Personalskåpet på skolan, kodlås {digits(4)}",
          f"gymmet – skåpkod {digits(4)} (jag väljer samma varje gång)",
          f"Cykelskåpet vid Järntorget hyrt till dec, kod {digits(4)}")
    r.add("union_portal_password",
          f"Sveriges Lärare medlemssidor: {sv_pw()}",
          f"fackets hemsida lösen {sv_pw()} mejl=privatmejlen",
          f"Login till Sveriges Lärare: pnr + lösenord {sv_pw()}")
    r.add("bookkeeping_login",
          f"Bokföringen (Visma eEkonomi) för kören\nkassor@hagakoren.example\n{sv_pw()}",
          f"eEkonomi lösenord {sv_pw()} – revisorn har eget läsinlogg",
          f"bokföringsprogrammet: {sv_pw()}")
    r.add("shared_folder_link_password",
          f"Dropbox-länken med stämfilerna har lösenord: {rnd(LOWER + DIGITS, 8)} (skicka i separat mejl!)",
          f"Övningsfiler alt: länken ligger på hemsidan, lösenordet är {pick(*PASSWORDS_WORDS)}{digits(2)}",
          f"Google Drive-mappen med körens kvitton är lösenordsskyddad via Sharefile: {rnd(ALNUM, 10)}")
    r.add("sheet_music_shop_login",
          f"Notbutiken (Gehrmans) – kundkonto kassor@hagakoren.example, lösen {sv_pw()}",
          f"noter.acme.example login: hagakoren pw {sv_pw()}",
          f"notbutiken lösen: {sv_pw()}")
    r.add("it_temp_password",
          f"IT-support ärende: tillfälligt lösenord {rnd(UPPER + LOWER + DIGITS, 10)} – måste bytas vid första inloggningen",
          f"fick temporärt lösen av servicedesk: {rnd(ALNUM, 8)}!",
          f"Servicedesk (sms 07:42): Ditt tillfälliga lösenord är {rnd(ALNUM, 10)}")
    r.add("cabin_key_safe_code",
          f"Stugan i Bohuslän: nyckelgömman vid dörren har kod {digits(4)}",
          f"Till Lisa som lånar stugan: nyckelboxen {digits(4)}, wifi där ute {rnd(LOWER + DIGITS, 10)}",
          f"stugan: nyckelskåpet {digits(4)}, larmet {digits(4)}")
    r.add("voicemail_pin",
          f"röstbrevlådan PIN {digits(4)}",
          f"Voicemail code {digits(4)} – ring 222 för att lyssna",
          f"röstbrevlåda jobbmobilen: kod {digits(4)}")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add("swish_number_public",
          f"Körens Swishnummer: {swish()} (står på affischen och i programbladet)",
          f"Swish till kören {swish_spaced()} – märk med namn + 'terminsavgift'",
          f"Till fikakassan: swisha {swish()}, 20 kr per kaffe",
          f"Nytt swishnummer för kören efter bytet av bank: {swish()}. Uppdatera hemsidan och Facebook.")
    r.add("personnummer_masked",
          f"Medlemslista (export): Karin L {pnr_masked()}, Ingela S {pnr_masked()}",
          f"personnr visas som {pnr_masked()} i Unikum, det är ok att skriva ut listan",
          f"Blanketten för bidrag: ledarens pnr maskat {pnr_masked()}")
    r.add("choir_bankgiro",
          f"Bankgiro Hagakören: {bankgiro()}",
          f"bg {bankgiro()} – står på alla fakturor från oss",
          f"Betala medlemsavgiften till bankgiro {bankgiro()} senast 30/9, ange namn som meddelande")
    r.add("choir_plusgiro",
          f"Gamla plusgirot {plusgiro()} ska avslutas efter årsmötet",
          f"PG {plusgiro()} (körens, för kollekt från församlingen)",
          f"Plusgiro: {plusgiro()}\nBankgiro: {bankgiro()}")
    r.add("ocr_payment_reference",
          f"Faktura från Gehrmans: OCR {ocr(14)}, bg {bankgiro()}, 2 450 kr",
          f"Elräkningen OCR-nummer {ocr(16)} förfaller {date()}",
          f"ocr {ocr(10)}  belopp 1 280,00  bankgiro {bankgiro()}",
          f"Hyran för körsalen: betala till bg {bankgiro()} med OCR {ocr(12)}")
    r.add("postal_address_postcode",
          f"Körens postadress: c/o Lind, Linnégatan 12, {postcode()} Göteborg",
          f"skolans besöksadress Mossgatan 4, {postcode()} GÖTEBORG",
          f"Skicka noterna till {postcode()} Göteborg, box {digits(3, True)}")
    r.add("phone_numbers",
          f"Körledaren Ingela {mobile()}, kantorn {mobile()}",
          f"Expeditionen {landline()} (öppet tis–tors 9–12)",
          f"Vikarieanskaffningen ring {landline()} före 07.00\nRektor {mobile()}")
    r.add("train_booking_reference",
          f"SJ till Stockholm (körfestivalen): bokningsnummer {rnd(UPPER + DIGITS, 6)}, vagn {secrets.randbelow(9) + 1} plats {secrets.randbelow(80) + 1}",
          f"Tåget hem fre 17.05, boknings-nr {rnd(UPPER, 3)}{digits(4)}",
          f"Bussen till Borås för körutbytet – bokning {digits(8)}, 32 platser")
    r.add("concert_ticket_numbers",
          f"Biljetter Göteborgs Konserthus: order {digits(9)}, biljett-nr {digits(12)} och {digits(12)}",
          f"julkonserten: sålda biljetter nr {digits(4)}–{digits(4)}",
          f"Barnens teaterbesök: biljettnummer {rnd(UPPER + DIGITS, 10)} (hela klassen på en biljett)")
    r.add("room_numbers",
          f"Föräldramöte i sal C{digits(3)}, inte i klassrummet",
          f"Repetition flyttad till rum {digits(3)} på plan 2 i församlingshemmet",
          f"Utvecklingssamtal: Alva kl 14.00 rum B{digits(3)}, Noah 14.30 samma rum")
    r.add("locker_number_no_code",
          f"Mitt personalskåp är nr {digits(3)} (koden kommer jag ihåg)",
          f"Skåp {digits(2)} i omklädningsrummet vid gympasalen – lämna tillbaka hänglåset till vaktmästaren",
          f"Elevskåpen för 2B: nr {digits(3)} till {digits(3)}")
    r.add("book_isbn",
          f"Läsebok till klassen: ISBN {isbn()}, beställ 24 ex",
          f"Matteboken Favorit matematik 2A {isbn()}\nlärarhandledning {isbn()}",
          f"högläsningsboken (Astrid Lindgren): isbn {ean13('97891')}")
    r.add("door_code_changed_notice",
          "Portkoden byts på måndag enligt lappen i trappuppgången – nya koden kommer på lapp i brevlådan",
          "obs: portkoden har ändrats, fråga Pelle om den nya (jag har inte skrivit upp den här)",
          "Körsalens dörrkod ändrad efter inbrottet. Vaktmästaren ger ut den personligen, inte via mejl.")
    r.add("class_list_pupil_numbers",
          "Klasslista 2B (elevnr)\n" + "\n".join(f"{digits(5, True)}  {pick(*PUPILS)}" for _ in range(6)),
          "grupp till läsläxan: " + ", ".join(f"{pick(*PUPILS)} ({digits(4, True)})" for _ in range(5)),
          f"Elev-id i Skolon: {pick(*PUPILS)} {rnd(LOWER + DIGITS, 8)}, {pick(*PUPILS)} {rnd(LOWER + DIGITS, 8)} – användarnamn, inga lösen")
    r.add("invoice_number_and_date",
          f"Faktura nr {digits(5)} från tryckeriet, daterad {date()}, förfallodag {date()}",
          f"Körens faktura {pick('HK', 'F')}-{digits(4)} till församlingen skickad {date()}",
          f"invoice #{digits(6)} (Notservice) – betald {date()}")
    r.add("choir_iban_for_invoices",
          f"Till körvännerna i Tyskland: IBAN {se_iban()}, BIC SWEDSESS",
          f"Körens IBAN (står på fakturan): {se_iban(False)}",
          f"för utlandsbetalning\nIBAN: {se_iban()}\nBIC: SWEDSESS\nMottagare: Hagakören")
    r.add("choir_org_number",
          f"Körens organisationsnummer {org_nr()}",
          f"org.nr {org_nr()} behövs på ansökan till kulturnämnden",
          f"Hagakören, ideell förening, org nr {org_nr()}, Bg {bankgiro()}, Swish {swish()}")
    r.add("password_policy_talk",
          "IT säger: lösenordet till skolkontot måste vara minst 12 tecken och bytas var 90:e dag",
          "BankID säkerhetskod måste ha minst 6 siffror och får inte vara 123456 eller mitt födelsedatum",
          "Kortkoden är alltid 4 siffror, men man kan inte välja en som bara är samma siffra")
    r.add("pin_reset_without_pin",
          "Tre fel på kortkoden i Ica-kassan – kortet spärrat, ny kod kommer per post om 5–7 dagar",
          "Beställde ny kortkod via appen. Skriv INTE upp den här när den kommer.",
          "PUK:en till jobbmobilen finns i Mina sidor hos operatören om jag låser sim-kortet igen")
    r.add("bankid_renewal_reminder",
          f"BankID går ut {date()} – förnya i Swedbank-appen innan dess",
          "mobilt bankid funkar inte på nya telefonen, måste ta ut nytt via internetbanken (behöver dosan)",
          "Kom ihåg: välj en ny säkerhetskod när jag förnyar BankID, inte den gamla")
    r.add("secret_kept_elsewhere",
          "Koden till kassaskrinet står i det förseglade kuvertet i pärmen 'Kassör' – bara ordföranden vet var pärmen är",
          "Lösenordet till föreningskontot ligger i Bitwarden, delad samling 'Styrelsen'",
          "Larmkoden till skolan sitter på lappen i rektors kassaskåp, fråga Eva")
    r.add("password_manager_entry_name",
          "Bitwarden-posten heter 'Kören – Zettle', under mappen Kassör",
          "I lösenordshanteraren: sök på 'unikum' eller 'skolon', båda finns under Jobb",
          "vault item: Hagakören/Google (2FA-koder finns i samma post)")
    r.add("zettle_receipt_number",
          f"Zettle-kvitto #{digits(4)} – återbetala 150 kr till Gunilla (dubbeldragning)",
          f"kvittonr {digits(5)} och {digits(5)} från julkonserten är samma köp",
          f"Zettle receipt {digits(3)}-{digits(4)} saknar moms, kolla med revisorn")
    r.add("zettle_payout_reference",
          f"Utbetalning från Zettle {date()}, referens {rnd(UPPER + DIGITS, 10)}, 6 420 kr",
          f"transaktions-id i Zettle: {uid()}",
          f"Zettle payout ref ZTL{digits(9)} syns på bankkontot som 'ZETTLE PAYOUT'")
    r.add("parcel_tracking_number",
          f"Notpaketet: PostNord kolli-id {rnd(UPPER, 2)}{digits(9)}SE",
          f"spårningsnummer {digits(18)} (DHL servicepoint Konsum Järntorget)",
          f"Beställningen från Lekolar skickad, sändnings-id {digits(11)}")
    r.add("license_plate",
          f"Min bil {plate()}, parkering på skolans P-plats tillstånd finns",
          f"Hyrbussen till körresan har reg.nr {plate()}",
          f"Ingela kör {plate()}, jag kör {plate()} – samåkning till Marstrand")
    r.add("library_loan_barcode",
          f"Lånade på stadsbiblioteket: streckkod {digits(14)} åter {date()}",
          f"Bokkassen till klassen – media-id {digits(10)}, {digits(10)}, {digits(10)}")
    r.add("wifi_ssid_only",
          "Nätverket på skolan heter GBG-Personal, eleverna är på GBG-Elev (logga in med skolkontot)",
          f"wifi hemma heter Tele2-{rnd(UPPER + DIGITS, 4)} nu efter routerbytet",
          "I församlingshemmet: välj Svenska_kyrkan_gast, lösenordet står på tavlan i köket")
    r.add("router_ip_and_hostname",
          f"Routern nås på 192.168.{secrets.randbelow(3)}.1, skrivaren på 192.168.1.{secrets.randbelow(200) + 20}",
          f"skolans skrivarserver print{digits(2)}.skola.internal, köa till 'Ricoh-plan2'",
          f"Körens hemsida pekar på {secrets.randbelow(200) + 20}.{secrets.randbelow(255)}.{secrets.randbelow(255)}.{secrets.randbelow(254) + 1} (webbhotellet), domänen hagakoren.example")
    r.add("device_mac_address",
          f"Skrivaren hemma MAC {mac(':', True)} – IT behöver den för att släppa in den på nätet",
          f"MAC-adress till Sonos-högtalaren i klassrummet: {mac('-', True)}",
          f"Sonos i musiksalen {mac()} – behöver registreras i skolans nät")
    r.add("app_version_strings",
          f"Zettle-appen version {secrets.randbelow(5) + 4}.{secrets.randbelow(30)}.{secrets.randbelow(10)} (build {digits(5)}) kraschar vid kortbetalning",
          f"iPadsen uppdaterade till iPadOS 17.{secrets.randbelow(7)}.{secrets.randbelow(3)}",
          f"MuseScore {secrets.randbelow(2) + 3}.{secrets.randbelow(7)}.{secrets.randbelow(5)} på skoldatorn")
    r.add("phone_imei_serial",
          f"Jobbmobilen IMEI {luhn('35', 15)}, serienummer {rnd(UPPER + DIGITS, 10)}",
          f"försäkringen vill ha serienr på iPaden: {rnd(UPPER + DIGITS, 12)}")
    r.add("school_username_only",
          f"Mitt användarnamn i Unikum är {pick('anna', 'karin')}.{pick('berg', 'lind')}{digits(2)} (lösen via BankID, finns inget eget)",
          "Skolon loggar man in i med skolkontot, användarnamn = mejladressen utan @",
          f"vikariens konto: vik{digits(4)}, hon får lösen av IT")
    r.add("meeting_id_without_passcode",
          f"Zoom-möte för stämrep: ID 8{digits(2)} {digits(4)} {digits(4)} – lösenordet skickas i körens WhatsApp",
          f"Teams-länk till föräldramötet finns i Unikum, mötes-ID {digits(3)} {digits(3)} {digits(3)} {digits(3)}")
    r.add("choir_member_numbers",
          "Medlemsnr: " + ", ".join(f"{pick('Karin', 'Ingela', 'Gunilla', 'Jonas', 'Birgitta', 'Per')} {digits(3, True)}" for _ in range(5)),
          f"Sveriges Körförbund – körens medlemsnummer {digits(5, True)}",
          f"mitt medlemsnr i facket {digits(7, True)}")
    r.add("sheet_music_catalogue_numbers",
          f"Beställ Carus {digits(2)}.{digits(3)}/{digits(2)} (Fauré Requiem) x 30",
          f"Gehrmans art.nr GE{digits(5)} och Bärenreiter BA {digits(4)}",
          f"noterna till Lucia: Wessmans {digits(4)}, Edition Reimers ER {digits(3)}")
    r.add("authority_case_number",
          f"Skatteverket ärendenummer {digits(3)}-{digits(6)}-{digits(2)}/{digits(4)}",
          f"Diarienummer från kulturförvaltningen: KUN {date()[:4]}-{digits(5)}",
          f"Försäkringskassan ärende {digits(12)} (VAB för Noah)")
    r.add("support_case_number",
          f"Zettle support case #{digits(8)} – öppen",
          f"IT-ärende INC{digits(7)} gäller skrivaren",
          f"Swedbank kundtjänst, ärende-id {rnd(UPPER + DIGITS, 9)}")
    r.add("webshop_order_number",
          f"Adlibris ordernr {digits(9)} (böcker till klassrummet)",
          f"Lekolar order {pick('WEB', 'LK')}-{digits(7)}, leverans v.{secrets.randbelow(52) + 1}",
          f"Beställning {rnd(UPPER + DIGITS, 8)} från Clas Ohlson: 20 förlängningssladdar till konserten")
    r.add("google_form_public_link",
          f"Anmälan till vårkonserten: https://forms.gle/{rnd(ALNUM, 17)} – skicka till alla medlemmar",
          f"Enkäten till föräldrarna (öppen för alla): docs.google.example/forms/d/e/1FAIpQL{rnd(ALNUM + '-_', 50)}/viewform")
    r.add("public_discount_code",
          f"Rabattkod för körmedlemmar på konsertbiljetter: KOR{digits(2)} (får spridas)",
          f"Gehrmans kampanjkod VARNOTER{digits(2)} ger 15%",
          f"early bird-koden till körfestivalen: {pick('FESTIVAL', 'SJUNG')}{date()[:4]}")
    r.add("event_uuid",
          f"Evenemangs-id i biljettsystemet: {uid()}",
          f"Konserten 14/12 har event-id {uid()}, matinén {uid()}",
          f"Biljettsystemet mejlade: order-id {uid()} bekräftad")
    r.add("two_factor_enabled_note",
          "Tvåstegsverifiering påslagen för körens Google, koderna kommer till min telefon",
          "2FA aktiverat på Zettle också nu. Reservkoderna utskrivna och inlåsta – inte i den här chatten.",
          "Unikum kräver BankID sedan i höstas, så inga lösen att komma ihåg där")
    r.add("school_asset_tag",
          f"Skoldatorn inventarienr GBG-{digits(6)}",
          f"Projektorn i klassrummet: inv.nr {rnd(UPPER, 2)}{digits(5)}, lampan byttes {date()}")
    r.add("storage_unit_number_only",
          f"Förråd nr {digits(4)} på Shurgard, plan 2. Koden har jag i huvudet.",
          f"Körens förråd i källaren: nr {digits(2)}, nyckeln hänger i nyckelskåpet",
          f"Förrådsnumret är {digits(4)}, portkoden till förrådsbyggnaden ändrades i maj – fråga personalen")
    r.add("travel_card_number",
          f"Västtrafikkortet (skolans, för utflykter) nr {groups(digits(10, True), 5)}",
          f"reskassa-kort {digits(10, True)} – ladda inför Universeum-besöket")
    r.add("insurance_policy_number",
          f"Hemförsäkring Folksam försäkringsnr {digits(9)}",
          f"Körens ansvarsförsäkring: avtal {rnd(UPPER, 2)}{digits(7)}, förnyas {date()}")
    r.add("electricity_facility_id",
          f"Anläggnings-id el: 735999{digits(12)}",
          f"Elnätsbolaget vill ha anläggningsnummer {digits(6)} och mätarnummer {digits(8)}")
    r.add("card_last_four_masked",
          f"Körens kort: **** **** **** {digits(4)}, går ut {card_expiry()}",
          f"Betalt med kort som slutar på {digits(4)} (mitt privata, ska få tillbaka från kören)",
          f"Zettle: kortbetalning VISA ****{digits(4)} godkänd, 350 kr")
    r.add("api_key_rotated_note",
          "Mailchimp-nyckeln roterad efter att Jonas slutade – den gamla är återkallad, nya finns hos webbansvarig",
          "Gamla app-lösenordet till Thunderbird raderat i Google-kontot, skapar ett nytt vid behov",
          "Zettle-inloggningen byttes 1 juni, nya lösenordet har bara jag och ordförande")
    r.add("download_checksum",
          f"MuseScore-installern SHA-256: {rnd(HEX, 64)} (stämde med hemsidan)",
          f"Övningsfilen alt_del2.mp3 md5 {hexs(32)}",
          f"git-commit för körens hemsida-tema: {hexs(40)} (Jonas fixade menyn)")
    r.add("rehearsal_schedule_codes",
          f"Terminsplan HT: vecka {secrets.randbelow(10) + 34}–{secrets.randbelow(10) + 44}, rep tisdagar 19.00–21.00, sal {digits(3)}",
          f"Kurskod till fortbildningen: {rnd(UPPER, 3)}{digits(3)}, anmälan senast {date()}")
    r.add("choir_account_number_public",
          f"Körens konto för insättningar: clearing 8{digits(3)}-{digits(1)}, konto {digits(3)} {digits(3)} {digits(3)}-{digits(1)}",
          f"Kontonummer att ge till kommunen för bidraget: 8{digits(3)}-{digits(1)} {digits(10)} (Swedbank, kontohavare Hagakören)")
    return r


def main() -> None:
    write_corpora("make_heldout131.py", [
        ("heldout131_credentials.yaml", credentials(), "batch 131 (Göteborg primary-school teacher and choir treasurer, Swedish), written blind; every value synthetic"),
        ("heldout131_lookalikes.yaml", lookalikes(), "batch 131 look-alikes: Swish, bankgiro, OCR, masked personnummer, class lists, bookings, written blind"),
    ])


if __name__ == "__main__":
    main()
