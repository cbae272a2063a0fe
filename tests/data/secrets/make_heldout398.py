# ruff: noqa: E501
"""Writes heldout398_credentials.yaml and heldout398_lookalikes.yaml: held-out batch 398.

Persona: a taxi driver in Warsaw, 52, who writes his notes in casual Polish, mostly without
diacritics and with abbreviations ("hasl.", "kod do", "tel."), now and then a little
English. He is not technical: he keeps the PINs of his bank app, cards and fuel card, the
passwords of his online banking, e-mail, the taxi apps (Bolt, Uber, FreeNow, the
corporation's tablet), Profil Zaufany and his kids' game and school accounts, the codes of
the intercom, the garage gate, the alarm and the safe, the Wi-Fi keys, the car radio code,
his SIM's PUK, Google backup codes and an authenticator key, the login of the garage camera,
the seed phrase of the wallet his son set up and the token of the Telegram bot his son wrote
for the drivers' group; and many look-alikes: masked cards, account numbers for transfers,
BLIK and SMS codes already used, ride and order ids, VINs, plates and licence numbers, NIP
and REGON, policy, invoice, tracking and pickup numbers, part numbers, serials of the
taximeter and fiscal printer, IMEIs, booking references, fares and dates, and notes that
say where a secret is kept rather than the secret.

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
    card_expiry,
    digits,
    ga4_id,
    groups,
    hexs,
    iban,
    imei,
    luhn,
    pick,
    pin,
    pw,
    recaptcha_site_key,
    rnd,
    s10,
    seed_phrase,
    ssh_fingerprint,
    stripe_publishable_key,
    telegram_bot_token,
    totp_seed,
    uid,
    visa,
    write_corpora,
)

WORDS = [
    "Legia", "Zubr", "Kasia", "Basia", "Mazury", "Wisla", "Praga", "Bemowo", "Corolla",
    "Okecie", "Bigos", "Pierogi", "Sokol", "Tatry", "Janek", "Kuba", "Ola", "Hel", "Sopot",
    "Zabki", "Orzel", "Mokotow", "Kierowca", "Dworzec", "Wilanow", "Taksa", "Szarik", "Burek",
]
VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def word() -> str:
    return secrets.choice(WORDS)


def haslo() -> str:
    """A password this driver chose (a word he likes and digits) or one a site made him take."""
    w = word()
    return pick(
        f"{w}{digits(pick(2, 4))}{pick('!', '#', '.', '')}",
        f"{w.lower()}{pick('_', '.', '')}{word().lower()}{digits(2)}",
        f"{w}{pick('@', '$', '*')}{digits(4)}",
        pw(),
        rnd(ALNUM, pick(10, 12)),
    )


def haslo_dziecka() -> str:
    """A password one of his kids picked for a game account."""
    return f"{pick('kuba', 'ola', 'kacper', 'Kuba', 'Oluś')}{pick('gamer', 'pro', 'xd', 'craft', 'Ninja')}{digits(pick(3, 4))}{pick('', '!', '_')}"


def wifi_key() -> str:
    return pick(
        rnd(UPPER + DIGITS, 12),
        rnd(ALNUM, 16),
        f"{word().lower()}{word().lower()}{digits(4)}",
        rnd(LOWER + DIGITS, 10),
    )


def mastercard() -> str:
    return groups(luhn(pick("51", "52", "53", "54", "55"), 16), 4)


def cvv() -> str:
    return digits(3)


def combo() -> str:
    """A dial safe's combination: three numbers 0 to 99."""
    return "-".join(f"{secrets.randbelow(100):02d}" for _ in range(3))


def backup_codes(n: int = 10, sep: str = "\n") -> str:
    """Google's (and Facebook's) backup codes: eight digits shown as two groups of four."""
    return sep.join(f"{digits(4, lead=True)} {digits(4)}" for _ in range(n))


def totp_key() -> str:
    """An authenticator's setup key as Google shows it: lowercase base32 in fours."""
    return groups(totp_seed(32).lower(), 4)


def librus_login() -> str:
    return f"{digits(7, lead=True)}u"


def nrb() -> str:
    """A Polish account number (NRB): the IBAN without its PL, 26 digits."""
    return iban("PL", digits(24), spaced=False)[2:]


def nrb_spaced() -> str:
    n = nrb()
    return n[:2] + " " + groups(n[2:], 4)


def vin(wmi: str) -> str:
    return wmi + rnd(VIN_CHARS, 17 - len(wmi))


def plate() -> str:
    return f"{pick('WX', 'WY', 'WZ', 'WE', 'WI', 'WW', 'WB', 'WU')} {pick(digits(5, lead=True), digits(4, lead=True) + rnd(UPPER.replace('O', '').replace('I', ''), 1), digits(3, lead=True) + rnd('ACEFHJKLMNPRTUVWXY', 2))}"


def nip() -> str:
    """A Polish tax id (NIP) with a valid check digit, in the 3-3-2-2 grouping."""
    while True:
        body = digits(3, lead=True) + digits(6)
        check = sum(int(c) * w for c, w in zip(body, (6, 5, 7, 2, 3, 4, 5, 6, 7), strict=True)) % 11
        if check != 10:
            n = body + str(check)
            return f"{n[:3]}-{n[3:6]}-{n[6:8]}-{n[8:]}"


def regon() -> str:
    """A 9-digit REGON with its check digit."""
    body = digits(8, lead=True)
    check = sum(int(c) * w for c, w in zip(body, (8, 9, 2, 3, 4, 5, 6, 7), strict=True)) % 11
    return body + str(check % 10)


def phone() -> str:
    return f"{pick('5', '6', '7', '8')}{digits(2)} {digits(3)} {digits(3)}"


def inpost() -> str:
    return digits(24, lead=True)


def fiscal_no() -> str:
    """The unique number of a Polish fiscal device: three letters, eight digits."""
    return f"{rnd(UPPER, 3)} {digits(8, lead=True)}"


def pnr() -> str:
    return rnd(UPPER + DIGITS, 6)


def zl() -> str:
    return f"{secrets.randbelow(400) + 12},{digits(2)} zl"


def day() -> str:
    return f"{secrets.randbelow(28) + 1:02d}.{secrets.randbelow(12) + 1:02d}.{pick('2024', '2025')}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "bank_app_pin",
        f"PIN do IKO {pin(5)}",
        f"mbank apka pin\n{pin(6)}",
        f"kod do aplikacji banku (pekao) - {pin(4)} nie mowic Basi ;)",
        f"Santander mobile PIN: {pin(5)}, zmienilem w marcu bo stary zablokowalem 3x zle",
        f"apka bankowa ING pin {pin(4)}",
    )

    r.add(
        "bank_online_password",
        f"PKO bankowosc internetowa\nnr klienta {digits(8, lead=True)}\nhasl. {haslo()}",
        f"mBank login {digits(8, lead=True)} haslo {haslo()}",
        f"haslo do banku przez komputer: {haslo()} (wielka litera na poczatku!!)",
        f"ING Moje ING - login janek{digits(3)}, hasło {haslo()}",
        f"bank Millenium\nid: {digits(8, lead=True)}\npass: {haslo()}\n(maskowane - pyta tylko o niektore litery)",
    )

    r.add(
        "card_pin",
        f"PIN karta debetowa PKO {pin(4)}",
        f"pin do nowej karty (przyszla poczta 14.02) {pin(4)}",
        f"karta kredytowa pin\n{pin(4)}",
        f"Karta Basi pin {pin(4)} - ona zapomina wiec zapisuje tu",
        f"pin karty do bankomatu {pin(4)}, tej zielonej z ING",
    )

    r.add(
        "home_wifi_key",
        f"WiFi dom\nsiec: Funbox6-{rnd(UPPER + DIGITS, 4)}\nhaslo: {wifi_key()}",
        f"haslo do wifi {wifi_key()} (dla gosci tez dzialaja)",
        f"internet u mamy w Zabkach, wifi {wifi_key()}",
        f"wi-fi w garazu: UPC{digits(7, lead=True)} / {rnd(UPPER, 8)}",
        f"kod do wifi na dzialce {wifi_key()}  - jak nie dziala to restart routera",
    )

    r.add(
        "email_password",
        f"poczta onet, login jan.kowalczyk{digits(2)}, haslo {haslo()}",
        f"gmail haslo {haslo()}",
        f"WP poczta\n{haslo()}",
        f"mail do rozliczen taxi (ksiegowa pisze tam) - hasl. {haslo()}",
        f"hasło do maila zmienione 03.2025 -> {haslo()}",
    )

    r.add(
        "taxi_app_password",
        f"Bolt Driver haslo {haslo()}",
        f"Uber kierowca: login nr telefonu, haslo {haslo()}",
        f"FreeNow driver app\nhaslo\n{haslo()}",
        f"apka korporacji (Super Taxi) - nr boczny 1{digits(3)}, haslo {haslo()}",
        f"iTaxi tablet password {haslo()} dyspozytor mowil zeby nie zmieniac",
    )

    r.add(
        "intercom_door_code",
        f"domofon Grochowska kod {pin(4)}",
        f"kod do klatki u corki: {pin(4)}#",
        f"klatka B wejscie -> *{pin(5)}",
        f"brama wjazdowa na osiedle kod {pin(4)} (nowy od lipca, stary nie dziala)",
        f"kod do drzwi na klatke u mamy\n{pin(4)} + klucz do skrzynki",
    )

    r.add(
        "garage_gate_code",
        f"garaz podziemny - pilot nie dziala -> klawiatura {pin(4)}#",
        f"kod do garazu {pin(6)}",
        f"Warsztat u Mirka - kod do bramy po godzinach {pin(4)}",
        f"hala garazowa Bemowo\nkod\n{pin(5)}",
        f"garage code {pin(4)} (wjazd od tylu, od Powstancow)",
    )

    r.add(
        "alarm_code",
        f"alarm w mieszkaniu rozbrojenie {pin(4)}",
        f"kod alarmu satel {pin(4)}, jak wyje to dzwonic do ochrony",
        f"alarm dzialka kod {pin(4)}",
        f"rozbrajanie alarmu u tesciowej {pin(4)} potem #",
        f"ALARM\n{pin(6)}\n(30 sek na wpisanie)",
    )

    r.add(
        "fuel_card_pin",
        f"karta paliwowa Orlen Flota PIN {pin(4)}",
        f"pin do karty na paliwo (BP) {pin(4)}",
        f"e100 karta pin: {pin(4)}",
        f"Karta flotowa korporacji\nPIN {pin(4)}\nlimit 1500 zl/mies",
        f"pin paliwo shell {pin(4)} (karta wazna do 09/27)",
    )

    r.add(
        "kids_game_password",
        f"Roblox Kuby login kuba_{word().lower()}{digits(3)} haslo {haslo_dziecka()}",
        f"Steam syna: haslo {haslo_dziecka()}",
        f"fortnite (epic games) Kacpra hasol {haslo_dziecka()}",
        f"minecraft konto Oli\nemail jej, haslo {haslo_dziecka()}",
        f"PSN konto dzieciakow - pass {haslo_dziecka()} (nie dawac im zeby nie kupowali!!)",
    )

    r.add(
        "router_admin_password",
        f"router admin http://funbox.dom.internal  haslo admina {rnd(ALNUM, 12)}",
        f"panel routera: user admin pass {haslo()}",
        f"router TP-Link w garazu - haslo do ustawien {rnd(ALNUM, 10)}",
        f"Funbox 6 haslo administratora (z naklejki) {rnd(UPPER + DIGITS, 8)}",
        f"router.dom.internal\nlogin: admin\nhaslo: {haslo()}\nKuba zmienil, zapisac!",
    )

    r.add(
        "streaming_password",
        f"netflix {haslo()} (konto wspolne z corka)",
        f"Netflix haslo\n{haslo()}",
        f"haslo do netflixa zmienilem na {haslo()}",
        f"Canal+ online: haslo {haslo()} - mecze Legii",
        f"HBO Max dla wnuka haslo {haslo()}",
    )

    r.add(
        "shopping_site_password",
        f"allegro login kierowca_{word().lower()}{digits(2)} haslo {haslo()}",
        f"OLX haslo {haslo()}",
        f"haslo do allegro: {haslo()}\n(jak nie dziala to reset przez maila)",
        f"Vinted Basi (sprzedaje ciuchy) haslo {haslo()}",
        f"sklep z czesciami intercars.example konto firmy\nhaslo: {haslo()}",
    )

    r.add(
        "phone_unlock_code",
        f"kod do telefonu {pin(6)}",
        f"telefon sluzbowy (tablet taxi) odblokowanie {pin(4)}",
        f"Samsung Basi kod blokady {pin(6)}",
        f"nowy iPhone - kod {pin(6)}",
        f"kod do tabletu dzieci {pin(4)} - nie mowic im!",
    )

    r.add(
        "facebook_password",
        f"facebook haslo {haslo()}",
        f"FB / messenger\n{haslo()}",
        f"haslo na fejsa {haslo()} - Kasia mi zalozyla",
        f"Instagram corki haslo {haslo()} (mam miec dostep, umowa)",
        f"fb grupa taksowkarzy Warszawa - moje konto, haslo {haslo()}",
    )

    r.add(
        "trusted_profile_password",
        f"Profil Zaufany login jkowalczyk{digits(2)} haslo {haslo()}",
        f"e-Urzad Skarbowy / podatki haslo {haslo()}",
        f"PUE ZUS haslo: {haslo()}",
        f"mObywatel - haslo do apki {haslo()}",
        f"info-car (terminy egzaminu Oli) haslo {haslo()}",
    )

    r.add(
        "school_diary_password",
        f"Librus rodzic login {librus_login()} haslo {haslo()}",
        f"e-dziennik Kuby\nlogin: {digits(7, lead=True)}\nhaslo: {haslo()}",
        f"Vulcan dziennik Oli haslo {haslo()}",
        f"librus synek (uczen) haslo {haslo_dziecka()}",
        f"haslo do dziennika elektronicznego: {haslo()} -- zmieniac co 30 dni grr",
    )

    r.add(
        "car_radio_code",
        f"kod do radia w Skodzie {pin(4)}",
        f"radio toyota kod {pin(4)} (po wymianie akumulatora pyta)",
        f"RADIO CODE {pin(4)} - Passat",
        f"kod radia: {pin(4)}\nkarta z kodem zgubiona, to jest jedyny zapis!",
        f"jak odlacze aku to radio chce kod -> {pin(4)}",
    )

    r.add(
        "backup_codes",
        f"kody zapasowe google (weryfikacja dwuetapowa)\n{backup_codes()}",
        f"Google backup codes:\n{backup_codes(8)}\nkazdy tylko raz",
        f"kody awaryjne do gmaila - wydrukowac!!\n{backup_codes()}",
        f"zapasowe kody logowania google: {backup_codes(5, ', ')}",
        f"Facebook kody odzyskiwania\n{backup_codes()}",
    )

    r.add(
        "authenticator_key",
        f"klucz do Google Authenticator (jak zmienie telefon) {totp_key()}",
        f"2FA do Bolta kod konfiguracyjny {totp_seed(32)}",
        f"authenticator setup key\n{totp_key()}",
        f"klucz 2FA do binance: {totp_seed(16)}",
        f"Kuba przepisal z kodu QR:\notpauth://totp/Binance:jan.k?secret={totp_seed(16)}&issuer=Binance",
    )

    r.add(
        "camera_login",
        f"kamera garaz: rtsp://admin:{rnd(ALNUM, 10)}@kamera-garaz.dom.internal:554/Streaming/Channels/101",
        f"podglad kamery w VLC\nrtsp://admin:{haslo()}@cam1.dom.internal/stream1",
        f"kamera przy wejsciu (Hikvision) haslo admin: {haslo()}",
        f"rejestrator (DVR) - user admin, haslo {rnd(ALNUM, 9)}, adres dvr.dzialka.internal:8000",
        f"Ezviz kamera kod weryfikacyjny {rnd(UPPER, 6)} (naklejka pod spodem, potrzebny do podgladu)",
    )

    r.add(
        "card_full_details",
        f"karta do Bolta (placenie prowizji): {mastercard()} wazna {card_expiry()} CVV {cvv()}",
        f"Visa\n{visa()}\n{card_expiry()}\ncvc {cvv()}",
        f"karta wirtualna revolut {mastercard()} exp {card_expiry()} kod z tylu {cvv()}",
        f"karta Basi (do zakupow na allegro) {visa()} {card_expiry()} {cvv()}",
    )

    r.add(
        "sim_puk",
        f"PUK do karty SIM (Play) {digits(8)}",
        f"kod PUK {digits(8)} - telefon Oli",
        f"Orange sim puk\n{digits(8)}",
        f"PUK {digits(8)} (z plastiku od karty, plastik wyrzucony)",
    )

    r.add(
        "google_app_password",
        f"haslo aplikacji google (poczta na tablecie w aucie) {app_password()}",
        f"gmail haslo aplikacji dla drukarki: {app_password()}",
        f"app password do maila na laptopie\n{app_password()}",
        f"Thunderbird - haslo aplikacji {app_password().replace(' ', '')} (zwykle haslo nie dziala)",
    )

    r.add(
        "safe_combination",
        f"sejf w szafie {combo()}",
        f"kod sejfu {pin(6)}",
        f"sejf hotelowy (Zakopane, pokoj 12) {pin(4)}",
        f"szyfr do sejfiku z dokumentami: w prawo {secrets.randbelow(90) + 5}, w lewo {secrets.randbelow(90) + 5}, w prawo {secrets.randbelow(90) + 5}",
    )

    r.add(
        "seed_phrase",
        f"portfel krypto (Kuba zalozyl) 12 slow:\n{seed_phrase(12)}",
        f"Trust Wallet fraza odzyskiwania: {seed_phrase(12)}",
        "slowa do portfela - kolejnosc wazna!\n" + "\n".join(f"{i}. {w}" for i, w in enumerate(seed_phrase(12).split(), 1)),
        f"ledger 24 slowa: {seed_phrase(24)} - NIKOMU",
    )

    r.add(
        "carrier_customer_password",
        f"Play haslo abonenta (jak dzwonie na infolinie) {word().lower()}{digits(3)}",
        f"Orange - haslo do obslugi klienta: {word()}{digits(2)}",
        f"T-Mobile hasło na infolinie {haslo()}",
        f"Plus kod klienta do BOK {pin(6)}",
    )

    r.add(
        "whatsapp_pin",
        f"whatsapp weryfikacja dwuetapowa pin {pin(6)}",
        f"PIN do whatsappa (pyta co jakis czas) {pin(6)}",
        f"WA 2FA\n{pin(6)}",
        f"whatsapp pin na telefonie Basi {pin(6)}",
    )

    r.add(
        "voicemail_pin",
        f"poczta glosowa pin {pin(4)}",
        f"kod do poczty glosowej Orange {pin(4)}",
        f"skrzynka glosowa, pin\n{pin(4)}",
        f"voicemail PIN {pin(4)} (stary byl domyslny, zmienilem)",
    )

    r.add(
        "fintech_app_passcode",
        f"revolut kod {pin(4)}",
        f"Revolut passcode\n{pin(6)}",
        f"kod dostepu do revoluta (ten 4 cyfrowy) {pin(4)}",
        f"zen.com apka kod {pin(6)}",
    )

    bot = telegram_bot_token()
    r.add(
        "telegram_bot_token",
        f"bot do grupy taxi (Kuba zrobil) token {telegram_bot_token()}",
        f"TELEGRAM_TOKEN={telegram_bot_token()}",
        f"BotFather dal mi to:\n{telegram_bot_token()}\nnie wrzucac na grupe!",
        f'{{"bot_token": "{bot}", "chat": "taxi_wawa_postoje"}}',
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "masked_card_number",
        f"karta konczy sie na {digits(4)} - ta do paliwa",
        f"Visa **** **** **** {digits(4)} zablokowana {day()}, nowa w drodze",
        f"platnosc w Bolt: Mastercard •••• {digits(4)}",
        f"karta ****{digits(4)} wygasa {card_expiry()}",
        f"zwrot na karte xxxx-{digits(4)}, {zl()}",
    )

    r.add(
        "account_number_for_transfer",
        f"nr konta do czynszu (spoldzielnia): {iban('PL', digits(24))}",
        f"przelew za warsztat Mirek\n{nrb()}",
        f"konto Oli (kieszonkowe) {nrb_spaced()}",
        f"moje konto do wyplat z Bolta: {iban('PL', digits(24))}",
        f"US mikrorachunek podatkowy (PIT/VAT) {nrb_spaced()}",
    )

    r.add(
        "blik_code_used",
        f"BLIK {digits(6)} - zaplacone za parking, juz nieaktualny",
        f"kod blik {digits(3)} {digits(3)} wygasl zanim wpisalem, trzeba bylo nowy",
        f"blik na allegro {digits(6)} (uzyty {secrets.randbelow(10) + 10}:{digits(2)}, wazny tylko 2 min)",
        f"used BLIK code {digits(6)} for the rank fee, done",
        f"klient placil BLIKiem w aucie, kod {digits(6)} - przeszlo, potwierdzenie w apce",
    )

    r.add(
        "sms_code_expired",
        f"kod sms z banku {digits(8)} - nie zdazylem, wygasl",
        f"Kod weryfikacyjny Bolt {digits(4)} przyszedl 3 razy, wszystkie juz niewazne",
        f"jednorazowy kod {digits(6)} do logowania (uzyty wczoraj, nieaktualny)",
        f"ePUAP kod autoryzacyjny {digits(6)} - wykorzystany, profil potwierdzony",
        f"Uber verification code {digits(4)} expired, sent again",
    )

    r.add(
        "ride_order_id",
        f"kurs Bolt {uid()} - klient zostawil parasol",
        f"zlecenie nr {digits(7, lead=True)} z dyspozytorni, Okecie -> Wilanow {zl()}",
        f"Uber trip id {uid()} reklamacja (klient mowi ze nie jechal)",
        f"FreeNow booking {rnd(UPPER + DIGITS, 8)} - odwolany po przyjezdzie, oplata?",
        f"kurs #{digits(9, lead=True)} - napiwek 10 zl",
    )

    r.add(
        "vehicle_vin",
        f"VIN toyoty {vin('SB1')}",
        f"vin: {vin('TMB')} (z dowodu rejestracyjnego)",
        f"Corolla hybryda\nnr nadwozia {vin('NMT')}",
        f"auto Basi VIN {vin('VF1')} - do ubezpieczenia",
        f"sprawdzic historie na historiapojazdu: VIN {vin('WVW')}, rej. {plate()}",
    )

    r.add(
        "licence_and_plate",
        f"licencja taxi nr {digits(5, lead=True)} / m.st. Warszawa, wazna do {day()}",
        f"rejestracja {plate()} - Corolla",
        f"nr boczny {digits(4, lead=True)}, korporacja Super Taxi",
        f"identyfikator kierowcy (karta na szybie) nr {digits(6, lead=True)}",
        f"auto zastepcze z warsztatu: {plate()}",
    )

    r.add(
        "phone_number",
        f"dyspozytornia tel. 22 {digits(3)} {digits(2)} {digits(2)}",
        f"Mirek warsztat {phone()}",
        f"klient staly (pani Zosia, Ochota) +48 {phone()}",
        f"pomoc drogowa 24h {phone()}",
        f"ksiegowa tel\n{phone()}",
    )

    r.add(
        "invoice_number",
        f"FV/{pick('2024', '2025')}/{secrets.randbelow(12) + 1:02d}/{digits(3, lead=True)} - Mirek, klocki",
        f"faktura nr {digits(4, lead=True)}/{pick('2024', '2025')} za paliwo, do ksiegowej",
        f"Bolt faktura prowizji {rnd(UPPER, 2)}-{digits(8, lead=True)}",
        f"rachunek za telefon nr {digits(10, lead=True)} zaplacony {day()}",
        f"faktura korygujaca FK/{digits(3, lead=True)}/{pick('2024', '2025')}",
    )

    r.add(
        "parcel_tracking",
        f"paczka InPost {inpost()}",
        f"DPD list przewozowy {digits(13, lead=True)}U",
        f"Poczta polecony {s10('RR', 'PL')} (z urzedu skarbowego?)",
        f"czesci z allegro - nr przesylki {inpost()}",
        f"DHL {digits(10, lead=True)} - opony, ma byc w czwartek",
    )

    r.add(
        "parcel_pickup_collected",
        f"kod odbioru InPost {digits(6)} - odebrane",
        f"paczkomat WAW{digits(2)}M kod {digits(6)}, odebralem {day()}",
        f"odbior paczki Oli: {digits(6)} (juz odebrana, mozna skasowac)",
        f"Orlen Paczka kod {digits(6)} - odebrane na stacji",
        f"kod do paczkomatu {digits(6)} - Basia odebrala",
    )

    r.add(
        "business_tax_ids",
        f"NIP {nip()}",
        f"moja dzialalnosc: NIP {nip().replace('-', '')}, REGON {regon()}",
        f"REGON\n{regon()}",
        f"dane do faktury: Jan Kowalczyk Uslugi Taxi, NIP {nip()}",
        f"warsztat Mirka NIP {nip()} (na fakture)",
    )

    r.add(
        "insurance_policy_number",
        f"polisa OC PZU nr {digits(12, lead=True)}",
        f"Warta AC nr polisy {digits(9, lead=True)}, konczy sie {day()}",
        f"OC taxi - polisa {rnd(UPPER, 3)}/{digits(8, lead=True)}",
        f"szkoda nr {digits(4, lead=True)}-{digits(6)} (stluczka na Pulawskiej)",
        f"NNW kierowcy polisa\n{digits(10, lead=True)}",
    )

    r.add(
        "garage_service_order",
        f"zlecenie serwisowe ZS/{digits(4, lead=True)}/{pick('2024', '2025')}",
        f"Mirek: wymiana klockow, nr zlecenia {digits(5, lead=True)}, {zl()}",
        f"przeglad Toyota ASO - nr wizyty {digits(8, lead=True)}",
        f"wulkanizacja, kwit nr {digits(4, lead=True)} - odebrac opony letnie",
        f"naprawa klimy zgloszenie {rnd(UPPER, 2)}{digits(6)}",
    )

    r.add(
        "part_number",
        f"klocki TRW GDB{digits(4, lead=True)}",
        f"filtr oleju OE 04152-{rnd(UPPER + DIGITS, 5)}",
        f"opony 205/55 R16, DOT {digits(4)}",
        f"zarowka H7 / akumulator Varta {rnd(UPPER, 1)}{digits(2)} {digits(3)} {digits(3)} {digits(3)}",
        f"wycieraczki Bosch 3 397 {digits(3)} {digits(3)}",
    )

    r.add(
        "secret_location_reference",
        "PIN do karty - w zeszycie, strona z tylu (nie tutaj)",
        "haslo do banku to samo co do poczty, nie zapisuje tu",
        "kod do alarmu zna Basia, zapytac jak wroci",
        "haslo wifi na naklejce pod routerem",
        "hasla do wszystkiego Kuba wpisal do menedzera hasel w telefonie - odcisk palca",
    )

    r.add(
        "app_version",
        f"Bolt Driver {secrets.randbelow(5) + 1}.{secrets.randbelow(90) + 10}.{secrets.randbelow(10)} - po aktualizacji nie pokazuje mapy",
        f"Android {pick('13', '14', '15')}, One UI {pick('5.1', '6.0', '6.1')}, build {rnd(UPPER, 1)}{digits(3)}{rnd(UPPER + DIGITS, 7)}",
        f"iOS {pick('17', '18')}.{secrets.randbelow(6)}.{secrets.randbelow(3)} - zainstalowac wieczorem",
        f"taksometr firmware v{secrets.randbelow(4) + 1}.{digits(2)}.{digits(3)}",
        f"nawigacja Yanosik wersja {secrets.randbelow(5) + 1}.{secrets.randbelow(30)}.{digits(4)}",
    )

    r.add(
        "travel_booking_ref",
        f"Wizz Air rezerwacja {rnd(UPPER, 6)} Wawa-Rzym {day()}",
        f"LOT PNR {pnr()} - wakacje z Basia",
        f"hotel nr potwierdzenia {digits(10, lead=True)} (Zakopane)",
        f"PKP Intercity bilet nr eIC{digits(8, lead=True)}",
        f"Ryanair booking ref {pnr()}, odprawa online 24h przed",
    )

    r.add(
        "utility_customer_number",
        f"PGE numer klienta {digits(10, lead=True)}",
        f"licznik pradu nr {digits(8, lead=True)}, stan {digits(5, lead=True)} kWh",
        f"gaz PGNiG nr umowy {digits(4, lead=True)}/{digits(6)}/{pick('2023', '2024')}",
        f"MPWiK woda - nr odbiorcy {digits(7, lead=True)}",
        f"Orange internet numer konta klienta {digits(9, lead=True)}",
    )

    r.add(
        "fare_and_date",
        f"kurs {day()} 23:40 Lotnisko Chopina - Praga Pln. {zl()}",
        f"tankowanie {day()} - {secrets.randbelow(30) + 30},{digits(1)} l, {zl()}",
        f"utarg tydzien: gotowka {zl()}, karta {zl()}",
        f"| data | kursy | zl |\n| {day()} | {secrets.randbelow(20) + 5} | {zl()} |\n| {day()} | {secrets.randbelow(20) + 5} | {zl()} |",
        f"ZUS za {pick('marzec', 'kwiecien', 'maj')}: {zl()} do {secrets.randbelow(10) + 10}-go",
    )

    r.add(
        "fiscal_device_serial",
        f"kasa fiskalna nr unikatowy {fiscal_no()}",
        f"taksometr Elzab Mera TE, nr fabryczny {digits(8, lead=True)}",
        f"legalizacja taksometru - swiadectwo nr {digits(5, lead=True)}/{pick('2024', '2025')}",
        f"drukarka fiskalna w aucie S/N {rnd(UPPER, 2)}{digits(8, lead=True)}",
        f"serwis kasy: numer ewidencyjny {digits(4, lead=True)}-{digits(5)}",
    )

    r.add(
        "imei_serial",
        f"IMEI telefonu {imei()}",
        f"tel. sluzbowy imei {imei()} (na wypadek kradziezy)",
        f"iPhone Basi IMEI: {imei()}\nS/N {rnd(UPPER + DIGITS, 10)}",
        f"tablet Lenovo nr seryjny {rnd(UPPER + DIGITS, 8)}",
        f"wideorejestrator S/N {rnd(UPPER + DIGITS, 12)}",
    )

    r.add(
        "invoice_link_uuid",
        f"faktura za kurs: https://faktury.bolt.example/invoice/{uid()}",
        f"link do rozliczenia tygodnia https://driver.acme-taxi.example/statements/{uid()}",
        f"potwierdzenie przelewu pdf\nhttps://bank.example/docs/{uid()}.pdf",
        f"e-paragon https://eparagon.test/r/{uid()}",
    )

    r.add(
        "referral_code",
        f"kod polecajacy Bolt: JAN{rnd(UPPER + DIGITS, 5)} - dla kolegow kierowcow",
        f"moj kod polecenia Uber {rnd(UPPER + DIGITS, 8)} (bonus 200 zl)",
        f"rabat na wulkanizacje WIOSNA{digits(2)}",
        f"kod promocyjny dla klientow FreeNow {rnd(UPPER, 4)}{digits(2)} - rozdawac na wizytowkach",
    )

    r.add(
        "traffic_fine_number",
        f"mandat seria {rnd(UPPER, 2)} nr {digits(7, lead=True)}, {zl()}",
        f"wezwanie CANARD nr sprawy {rnd(UPPER, 3)}/{digits(6)}/{pick('24', '25')}",
        f"oplata dodatkowa SPPN nr {digits(9, lead=True)} - odwolac",
        f"Straz Miejska sygn. {rnd(UPPER, 2)}-{digits(5)}/{pick('2024', '2025')}",
    )

    r.add(
        "wifi_network_name",
        f"siec w domu: Funbox6-{rnd(UPPER + DIGITS, 4)} (5G: Funbox6-{rnd(UPPER + DIGITS, 4)}_5GHz)",
        f"wifi dla gosci nazwa Goscie_{word()}, haslo Kuba zna",
        f"na dzialce siec TP-Link_{hexs(4).upper()}, dziala slabo",
        f"w garazu wifi: UPC{digits(7, lead=True)}",
    )

    r.add(
        "payment_terminal_id",
        f"terminal SumUp S/N {digits(3)}{rnd(UPPER, 1)}{digits(6)}",
        f"terminal platniczy TID {digits(8, lead=True)} MID {digits(9, lead=True)}",
        f"reklamacja transakcji kartowej, nr ref {digits(12, lead=True)}",
        f"Kody terminala w aucie:\n- TID: {rnd(UPPER + DIGITS, 8)}\n- nr umowy {digits(7, lead=True)}",
    )

    r.add(
        "kids_school_id",
        f"legitymacja szkolna Kuby nr {digits(4, lead=True)}/{pick('2024', '2025')}",
        f"Ola - numer w dzienniku {secrets.randbelow(30) + 1}, klasa 7b",
        f"karta miejska Kuby nr {digits(3)} {digits(3)} {digits(3)} {digits(3)}",
        f"numer albumu Oli (studia) {digits(6, lead=True)}",
    )

    r.add(
        "ci_secret_reference",
        "Kuba: token bota jest w sekretach na githubie -> ${{ secrets.TELEGRAM_TOKEN }}",
        "bot czyta token z TELEGRAM_TOKEN w .env na serwerze, w repo go nie ma",
        "haslo do kamery w vault pod kamery/garaz/admin (Kuba ma dostep)",
        "env:\n  BOT_TOKEN: ${{ secrets.BOT_TOKEN }}\n  CHAT_ID: ${{ vars.CHAT_ID }}",
    )

    r.add(
        "public_keys_and_ids",
        f"strona taxi-janek.example - klucz publiczny platnosci {stripe_publishable_key()} (Kuba mowi ze jawny)",
        f"reCAPTCHA site key na stronie: {recaptcha_site_key()}",
        f"Google Analytics strony {ga4_id()}",
        f"odcisk klucza serwera bota (Kuba kazal sprawdzic przy 1. logowaniu) {ssh_fingerprint()}",
    )

    r.add(
        "masked_contact_hint",
        f"bank wyslal kod na tel. +48 *** *** {digits(3)} - to stary numer, zmienic w oddziale",
        f"reset hasla poszedl na j******{digits(2)}@o***.pl",
        f"Bolt: konto powiazane z numerem ***-***-{digits(3)} i mailem k***@w*.pl",
        f"ING pokazuje login jan***{digits(2)} - reszta gwiazdki",
    )

    r.add(
        "transfer_reference",
        f"przelew do Mirka ref. {rnd(UPPER + DIGITS, 16)}, {zl()}",
        f"tytul: czynsz {pick('03', '04', '05')}/2025 lok. {secrets.randbelow(90) + 1}, nr transakcji {digits(14, lead=True)}",
        f"wyplata z Bolta ID {hexs(24)} - przyszlo {day()}",
        f"potwierdzenie Elixir nr {digits(4, lead=True)}/{digits(10)}/{day()}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout398.py", [
        ("heldout398_credentials.yaml", credentials(), "Held-out batch 398: credentials a Warsaw taxi driver keeps (bank and card PINs, banking, e-mail and taxi app passwords, door, gate, alarm and safe codes, Wi-Fi keys, PUK, backup codes, authenticator key, camera login, seed phrase, bot token and more)"),
        ("heldout398_lookalikes.yaml", lookalikes(), "Held-out batch 398: a Warsaw taxi driver's masked cards, account numbers, used BLIK and SMS codes, ride ids, VINs, plates, tax ids, policy, invoice and tracking numbers, serials and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
