# ruff: noqa: E501
"""Writes heldout87_credentials.yaml and heldout87_lookalikes.yaml: held-out batch 87.

Persona: Kuba, a computer-science student in Warsaw who works part-time at a small phone
repair shop. He writes casual notes in Polish peppered with English slang: unlock PINs and
patterns customers leave for a repair, the iCloud/Google passwords they hand over, the shop
Wi-Fi, till PIN and alarm code, plus his own USOS, mBank/PKO, Discord, Steam and gym stuff.
His look-alikes are IMEIs, serials, repair tickets, InPost parcels, the shop's NIP/REGON and
invoices, part numbers, his index number, Discord/Steam ids and "client changed the password" notes.

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
    URLSAFE,
    Rows,
    b64,
    bitlocker_key,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    openai_project_key,
    openssh_private,
    phrase,
    pick,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

HOST = "acme"

PL_WORDS = ["Kotek", "Legia", "Wisla", "Pierogi", "Zabka", "Bigos", "Mazury", "Tatry", "Krakow", "Sloneczko",
            "Misiek", "Warszawa", "Kasztan", "Bursztyn", "Jagoda", "Malinka", "Pomidor", "Sokol"]
EN_WORDS = ["dragon", "shadow", "gamer", "ninja", "pixel", "rocket", "storm", "wolf", "tiger", "frost"]
BIP39 = ["abandon", "ability", "absorb", "acoustic", "adapt", "badge", "bamboo", "banner", "cabin", "cactus",
         "canal", "dash", "decade", "drift", "eager", "elbow", "fabric", "fiscal", "galaxy", "garlic",
         "habit", "harbor", "icon", "inmate", "jacket", "jungle", "kernel", "kidney", "lava", "lizard",
         "magnet", "mango", "napkin", "noble", "oak", "orbit", "palace", "pepper", "quantum", "radar",
         "salmon", "shrimp", "tackle", "tomato", "umbrella", "valve", "wagon", "zebra"]
NAMES = ["Ania", "Kasia", "Marek", "Tomek", "Zbyszek", "Ewa", "Piotrek", "Magda", "Bartek", "Jola", "Krzysiek", "Ola"]
PHONES = ["iPhone 12", "iPhone 13 mini", "iPhone 11", "iPhone 14 Pro", "Galaxy A54", "Galaxy S21", "Redmi Note 12",
          "Xiaomi 13T", "Pixel 7a", "Motorola g84", "Oppo A78", "Galaxy A14"]


def name() -> str:
    return f"{pick(*NAMES)} {pick(*UPPER)}."


def phone() -> str:
    return pick(*PHONES)


def mail(user: str) -> str:
    return f"{user.lower()}{digits(2)}@example.com"


def plpw() -> str:
    """A password a Polish student or customer would choose."""
    return pick(
        f"{pick(*PL_WORDS)}{digits(pick(2, 4))}{pick('!', '@', '#', '.', '')}",
        f"{pick(*PL_WORDS).lower()}_{pick(*EN_WORDS)}{digits(2)}",
        rnd(ALNUM + "!@#$%", pick(12, 14, 16)),
        f"{pick(*EN_WORDS).capitalize()}{pick(*PL_WORDS)}{digits(3)}!",
        rnd(ALNUM, pick(10, 18)),
    )


def pin(n: int = 4) -> str:
    return digits(n)


def pattern(sep: str = "-") -> str:
    dots = list("123456789")
    out = []
    for _ in range(pick(4, 5, 6, 7)):
        d = secrets.choice(dots)
        dots.remove(d)
        out.append(d)
    return sep.join(out)


def nip() -> str:
    w = [6, 5, 7, 2, 3, 4, 5, 6, 7]
    while True:
        body = digits(9, lead=True)
        c = sum(int(a) * b for a, b in zip(body, w, strict=False)) % 11
        if c != 10:
            return body + str(c)


def regon() -> str:
    w = [8, 9, 2, 3, 4, 5, 6, 7]
    body = digits(8, lead=True)
    c = sum(int(a) * b for a, b in zip(body, w, strict=False)) % 11
    return body + str(0 if c == 10 else c)


def imei() -> str:
    return luhn(pick("35", "86", "01", "35"), 15)


def pl_iban(bank: str) -> str:
    return iban("PL", bank + digits(16))


def mc() -> str:
    return groups(luhn(pick("5375", "5168", "5454"), 16), 4)


def visa() -> str:
    return groups(luhn(pick("4596", "4165", "4899"), 16), 4)


def steam_codes(n: int) -> list[str]:
    return [rnd(UPPER + DIGITS, 5) for _ in range(n)]


def discord_codes(n: int) -> list[str]:
    return [f"{rnd(LOWER + DIGITS, 4)}-{rnd(LOWER + DIGITS, 4)}" for _ in range(n)]


def google_codes(n: int) -> list[str]:
    return [f"{digits(4)} {digits(4)}" for _ in range(n)]


def totp_seed() -> str:
    return groups(rnd(BASE32, 32).lower(), 4)


def discord_bot_token() -> str:
    return f"{b64(digits(19, lead=True).encode()).rstrip('=')}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}"


def iphone_serial() -> str:
    return rnd(UPPER + DIGITS, 10)


def samsung_serial() -> str:
    return "R" + pick("58", "5C", "F8") + rnd(UPPER + DIGITS, 8)


def inpost_num() -> str:
    """An InPost parcel number: 24 digits."""
    prefix = pick("6", "52")
    return prefix + digits(24 - len(prefix))


def ticket() -> str:
    return f"SRV/{pick('24', '25')}/{digits(5)}"


def plate() -> str:
    return f"{pick('WA', 'WB', 'WD', 'WE', 'WI', 'WW', 'WX')} {digits(pick(4, 5), lead=True)}{pick('', pick(*UPPER))}"


def msisdn() -> str:
    return f"+48 {pick('5', '6', '7', '8')}{digits(2)} {digits(3)} {digits(3)}"


def snowflake() -> str:
    return str(10**17 + secrets.randbelow(13 * 10**17))


def steam64() -> str:
    return "7656119" + digits(10)


def credentials() -> Rows:
    r = Rows()

    r.add("customer_phone_unlock_pin",
          f"{name()} - {phone()}, zbity ekran, PIN do odblokowania {pin(6)}, odbiór w czwartek",
          f"zlecenie na wymianę baterii, klient zostawił kod {pin(4)} bo inaczej nie sprawdzę face id po naprawie",
          f"ten Galaxy z pękniętą klapką:\nkod blokady: {pin(6)}\nnie ruszać zdjęć, klientka mega przewrażliwiona xd",
          f"pamiętaj: {phone()} na półce B, pin {pin(4)}, sprawdzić czy działa głośnik po wymianie")

    r.add("customer_unlock_pattern",
          f"{phone()} pana {pick(*NAMES)}a - wzór: {pattern()} (start lewy górny = 1, numeracja jak na klawiaturze)",
          f"wzor odblokowania {pattern('>')} , telefon po zalaniu, klient prosi o backup zdjęć",
          f"Redmi na ladzie, pattern {pattern(' ')}\nnumeracja kropek 1-9 od góry, wiersz po wierszu")

    r.add("customer_icloud_password",
          f"Apple ID klientki: {mail('ania.k')} / {plpw()} — potrzebne do wyłączenia Find My przed wymianą płyty",
          f"iCloud pana {pick(*NAMES)}a\nlogin {mail('zbyszek')}\nhaslo {plpw()}\npowiedział że zmieni po odbiorze",
          f"do wylogowania z icloud żeby zrobić reset: haslo apple id {plpw()} (klient sam podał, spoko)")

    r.add("customer_google_account_password",
          f"konto google z tego Motoroli: {mail('krzysiek.n')} pass {plpw()} — FRP lock po resecie",
          f"{name()} podała hasło do gmaila żeby przejść weryfikację po resecie: {plpw()}",
          f"Google acc do Pixela\n  user: {mail('ola.pixel')}\n  pw: {plpw()}\nusunąć z notatek po odbiorze!!")

    r.add("customer_samsung_account_password",
          f"samsung account klienta {mail('bartek.s')} haslo {plpw()} — reactivation lock wyskoczył",
          f"do S21: konto Samsung -> {plpw()} (ten sam mail co google)",
          f"Samsung acc: {mail('jola.m')}\nhasło {plpw()}\n(klientka sama zaproponowała, wymiana płyty)")

    r.add("customer_sim_puk",
          f"klient zablokował kartę SIM, PUK z kartonika: {digits(8)}",
          f"PUK do SIM pani {pick(*NAMES)}: {digits(8)} , PIN ustawić znowu na {pin(4)} tak jak chciała",
          f"sim klienta zablokowana po 3 probach -> puk {digits(8)}")

    r.add("customer_laptop_windows_password",
          f"laptop Lenovo na czyszczenie, konto lokalne 'Dom', hasło {plpw()}",
          f"{name()} - Dell, wymiana klawiatury. login windows: {pick('Marek', 'user', 'Admin')} / {plpw()}\nPIN windows hello {pin(4)}")

    r.add("customer_screen_time_passcode",
          f"iPad dziecka, kod czasu przed ekranem {pin(4)}, rodzic chce zdjąć ograniczenia po naprawie",
          f"screen time passcode do iPhone'a córki klientki -> {pin(4)}",
          f"{name()} - czas przed ekranem zablokowany, kod {pin(4)}, zdjąć i ustawić nowy")

    r.add("customer_itunes_backup_password",
          f"backup szyfrowany w iTunes, hasło do backupu: {plpw()} (klient pamiętał na szczęście)",
          f"przywracanie kopii na nowy telefon, encrypted backup pw {plpw()}")

    r.add("shop_wifi_password",
          f"wifi w serwisie: SerwisGSM_5G, haslo {rnd(ALNUM, 12)}",
          f"ssid: {HOST}-serwis\npass: {plpw()}\n(to do zaplecza, nie dawać klientom)",
          f"WIFI:T:WPA;S:Serwis_Zaplecze;P:{rnd(ALNUM + '!#', 14)};;",
          f"szef zmienił wifi, nowe hasło {pick(*PL_WORDS).lower()}{digits(4)} xd")

    r.add("shop_guest_wifi_password",
          f"wifi dla klientów (Goscie_Serwis) -> {pick(*PL_WORDS).lower()}{digits(3)}, można dawać",
          f"guest wifi pw: {rnd(LOWER + DIGITS, 10)} , zmienia się co miesiąc")

    r.add("pos_till_pin",
          f"PIN do kasy (terminal POS) mój: {pin(4)}",
          f"kasa fiskalna - kod kasjera 2 (ja): {pin(4)}, kod kierownika {pin(6)}",
          f"login do posa: kuba, pin {pin(5)}\nraport dobowy robi szef")

    r.add("shop_alarm_code",
          f"alarm w sklepie: kod {pin(4)}#, masz 30 s po wejściu",
          f"jak zamykam sam: uzbrojenie alarmu {pin(6)} + przycisk 'strefa 1'",
          f"Satel kod użytkownika (Kuba) {pin(4)} — nie mylić z kodem do drzwi od zaplecza {pin(4)}")

    r.add("shop_back_door_code",
          f"drzwi od zaplecza, zamek szyfrowy: {pin(5)}",
          f"kod do bramy na podwórko za sklepem {pin(4)}*",
          f"nowy kod na zaplecze od poniedziałku: {pin(4)} (szef na grupie na messengerze)")

    r.add("shop_safe_combination",
          f"sejf na zapleczu kombinacja {digits(2)}-{digits(2)}-{digits(2)} (szef prosił żeby nikomu)",
          f"kasetka z drobnymi, kod {pin(3)}",
          f"sejf z telefonami klientów: {digits(2)} w prawo, {digits(2)} w lewo, {digits(2)} w prawo")

    r.add("shop_router_admin_password",
          f"router w serwisie 192.168.1.1 admin / {rnd(ALNUM, 12)}",
          f"panel TP-Linka na zapleczu: user admin, hasło {plpw()}",
          f"ssh admin@192.168.1.1 # haslo {rnd(ALNUM, 14)}, tylko do restartu jak wifi się wiesza")

    r.add("shop_cctv_dvr_password",
          f"rejestrator kamer (Hikvision) http://dvr.{HOST}.internal login admin haslo {rnd(ALNUM + '@', 12)}",
          f"apka do kamer na telefonie szefa -> konto serwis, pass {plpw()}",
          f"rtsp://admin:{rnd(ALNUM, 10)}@192.168.1.64:554/Streaming/Channels/101 (podgląd kamery przy ladzie w VLC)")

    r.add("shop_email_password",
          f"skrzynka sklepu serwis@{HOST}.example hasło {plpw()} (zamówienia części tam przychodzą)",
          f"poczta serwisu\nIMAP poczta.{HOST}.example\nlogin serwis@{HOST}.example\nhaslo: {plpw()}")

    r.add("shop_gmail_app_password",
          f"hasło aplikacji do gmaila sklepu (dla drukarki skanującej): {groups(rnd(LOWER, 16), 4)}",
          f"app password do thunderbirda na kompie w serwisie {groups(rnd(LOWER, 16), 4)}",
          f"smtp sklepu do wysyłania smsów/maili z apki:\nSMTP_USER=serwis@{HOST}.example\nSMTP_PASS={rnd(LOWER, 16)}")

    r.add("parts_supplier_portal_password",
          f"hurtownia części (b2b.gsmparts.example) login: serwis{digits(3)} / {plpw()}",
          f"zamawianie wyświetlaczy - panel hurtowni\nuser: {HOST}_serwis\npw: {plpw()}\nminimalka 300 zł",
          f"do mobileparts b2b: {plpw()} (login to NIP sklepu)")

    r.add("shop_allegro_account_password",
          f"allegro sklepu (konto firmowe) - haslo {plpw()}",
          f"sprzedaż używek na allegro: login serwis_{HOST} / {plpw()}",
          f"allegro firma hasło zmienione przez szefa na {plpw()} , mam wystawić 3 iphony")

    r.add("shop_instagram_password",
          f"insta serwisu @{HOST}.serwis pass: {plpw()} wrzucać przed/po naprawy",
          f"IG sklepu hasło -> {plpw()} , 2FA na telefonie szefa",
          f"tiktok serwisu (filmiki z napraw) {plpw()}")

    r.add("sumup_terminal_account_password",
          f"SumUp konto (terminal kartowy) mail: serwis@{HOST}.example hasło {plpw()}",
          f"terminal do kart - login do panelu {plpw()}, pin do terminala {pin(4)}")

    r.add("usos_password",
          f"USOS: login {digits(6, lead=True)}, hasło {plpw()}",
          f"haslo do usosa zmienione na {plpw()} bo wymuszali po 90 dniach",
          f"logowanie CAS uczelni → {plpw()}")

    r.add("university_email_password",
          f"mail uczelniany (office365) {pick('j', 'k')}.nowak{digits(2)}@student.uni.example / {plpw()}",
          f"teams/outlook z uczelni pw: {plpw()}",
          f"mail z uczelni mi się wylogował, hasło to {plpw()}")

    r.add("eduroam_password",
          f"eduroam: identity {digits(6)}@uni.example, password {plpw()}",
          f"konfig eduroam na laptopie\neap=PEAP\nphase2=MSCHAPV2\npassword={plpw()}")

    r.add("mbank_login_password",
          f"mBank identyfikator {digits(8, lead=True)} hasło {plpw()}",
          f"mbank\nID: {digits(8, lead=True)}\nhasło: {plpw()}",
          f"do mbanku na nowym telefonie: {plpw()} (id w portfelu)")

    r.add("pko_ipko_password",
          f"iPKO login {digits(8, lead=True)} / {plpw()}",
          f"PKO (konto oszczędnościowe od mamy) hasło {plpw()}",
          f"IKO PIN do aplikacji {pin(4)}, hasło do serwisu ipko {plpw()}")

    r.add("blik_code",
          f"BLIK dla Piotrka na pizzę: {pin(6)} (ważny 2 min xd)",
          f"kod blik {pin(6)} - wpisz na stronie za bilet",
          f"masz BLIKa {digits(3)} {digits(3)} szybko bo wygaśnie")

    r.add("mbank_card_number_cvv",
          f"karta mBank: {mc()}, ważna do {card_expiry()}, CVV {digits(3)}",
          f"do płacenia w necie (mastercard mbank)\n{mc()}\n{card_expiry()}\ncvc {digits(3)}")

    r.add("revolut_card_pin",
          f"PIN do karty revolut (fizycznej) {pin(4)}",
          f"revolut pin: {pin(4)} , wirtualna nie ma pinu",
          f"nowy pin do revoluta (zmieniony w bankomacie) {pin(4)}")

    r.add("revolut_card_number_cvv",
          f"Revolut wirtualna karta {visa()} exp {card_expiry()} cvv {digits(3)} - do steama",
          f"karta rev do subskrypcji: {visa()} / {card_expiry()} / {digits(3)}")

    r.add("revolut_app_passcode",
          f"kod do apki revolut {pin(6)}",
          f"revolut passcode zmieniony -> {pin(6)}")

    r.add("discord_password",
          f"discord: {mail('kuba.gg')} / {plpw()}",
          f"hasło do dc zmienione bo ktoś próbował się logować, nowe {plpw()}",
          f"nowy discord pass {plpw()} pamiętaj żeby zmienić też na laptopie")

    r.add("discord_backup_codes",
          "kody zapasowe discord:\n" + "\n".join(discord_codes(6)),
          f"dc 2fa backup: {', '.join(discord_codes(4))}")

    r.add("discord_bot_token",
          f"token bota na serwer z ziomkami: {discord_bot_token()}",
          f"DISCORD_TOKEN={discord_bot_token()}\nPREFIX=!\n(.env bota muzycznego)")

    r.add("steam_password",
          f"steam login kuba_{pick(*EN_WORDS)}{digits(2)} hasło {plpw()}",
          f"Steam: {plpw()} (konto z CS2, nie dawać bratu)",
          f"haslo steam {plpw()}")

    r.add("steam_guard_backup_codes",
          "Steam Guard kody zapasowe\n" + "\n".join(steam_codes(5)),
          f"steam backup codes: {' '.join(steam_codes(5))} — wydrukować",
          f"kod odzyskiwania steam guard (revocation): R{digits(5)}")

    r.add("riot_account_password",
          f"riot / lol: konto {pick(*EN_WORDS)}{digits(3)}, hasło {plpw()}",
          f"valorant acc pass: {plpw()}",
          f"lol smurf: {pick(*EN_WORDS)}_{digits(2)} / {plpw()} - pożyczone Bartkowi na weekend")

    r.add("netflix_shared_password",
          f"netflix od współlokatora: {mail('mieszkanie.wspolne')} / {plpw()}",
          f"spotify family - hasło {plpw()} (konto Kaśki)")

    r.add("gym_locker_combination",
          f"szafka na siłce nr {digits(2)}, kłódka {digits(4)}",
          f"kombinacja do kłódki na siłownię: {digits(3)}",
          f"locker combo gym {digits(4)} (ta czarna kłódka)")

    r.add("dorm_door_code",
          f"kod do klatki w akademiku {pin(4)}#",
          f"domofon u Magdy: {digits(2)} potem kod {pin(4)}")

    r.add("bike_lock_combination",
          f"zapięcie do roweru szyfr {digits(4)}",
          f"kod do u-locka {digits(4)}, rower pod wydziałem",
          f"linka do roweru - szyfr {digits(3)}")

    r.add("own_phone_pin",
          f"mój nowy PIN do telefonu {pin(6)} (stary był za łatwy)",
          f"pin do starego samsunga w szufladzie: {pin(4)}")

    r.add("own_sim_pin_puk",
          f"moja karta: PIN {pin(4)}, PUK {digits(8)}",
          f"PUK do esima w play -> {digits(8)}",
          f"sim z orange (służbowa z serwisu) pin {pin(4)}")

    r.add("google_backup_codes",
          "kody zapasowe google (moje):\n" + "\n".join(google_codes(5)),
          f"google 2fa backup {', '.join(google_codes(3))}")

    r.add("totp_seed",
          f"sekret TOTP do panelu hurtowni (dodać do aegis): {totp_seed()}",
          f"otpauth://totp/Hurtownia:serwis?secret={rnd(BASE32, 32)}&issuer=Hurtownia",
          f"2fa seed do github (na wypadek utraty telefonu) {rnd(BASE32, 16)}")

    r.add("laptop_bitlocker_recovery_key",
          f"bitlocker klucz odzyskiwania na moim laptopie: {bitlocker_key()}",
          f"klucz do bitlockera laptopa klienta (z jego konta MS): {bitlocker_key()}")

    r.add("github_personal_access_token",
          f"github token do projektu z baz: ghp_{rnd(ALNUM, 36)}",
          f"git clone https://kuba:ghp_{rnd(ALNUM, 36)}@github.com/kuba/serwis-app.git")

    r.add("openai_api_key",
          f"klucz openai do projektu zaliczeniowego {openai_project_key()}",
          f"OPENAI_API_KEY={openai_project_key()}")

    r.add("database_connection_string",
          f"DATABASE_URL=postgresql://kuba:{rnd(ALNUM, 16)}@db.{HOST}.internal:5432/serwis",
          f"baza do apki ze zleceniami: mysql://serwis:{plpw()}@localhost:3306/naprawy",
          f"psql -h db.{HOST}.internal -U kuba -d serwis  # hasło: {rnd(ALNUM, 14)}")

    r.add("uni_server_ssh_private_key",
          f"klucz do serwera studenckiego (students.uni.test):\n{openssh_private()}",
          f"id_ed25519 do labów, wklejam bo laptop padł:\n{openssh_private()}")

    r.add("uni_server_password",
          f"ssh {digits(6)}@students.uni.test hasło {plpw()}",
          f"konto na lab-serwerze: login kn{digits(6)} pass {rnd(ALNUM, 10)}",
          f"sshpass -p '{rnd(ALNUM, 12)}' ssh kn{digits(6)}@lab.uni.test")

    r.add("usos_session_cookie",
          f"cookie z usosweb do skryptu z ocenami: PHPSESSID={rnd(LOWER + DIGITS, 26)}",
          f"curl -b 'PHPSESSID={rnd(LOWER + DIGITS, 26)}' https://usosweb.uni.test/kontroler.php?_action=dla_stud/studia/oceny")

    r.add("crypto_wallet_seed_phrase",
          f"seed do metamaska (nie zgub!!): {phrase(BIP39, 12)}",
          f"fraza odzyskiwania portfela:\n{phrase(BIP39, 12)}",
          f"seed phrase (trust wallet): {phrase(BIP39, 24)}")

    r.add("steam_web_api_key",
          f"steam web api key do bota z inventory {rnd('ABCDEF' + DIGITS, 32)}",
          f"STEAM_API_KEY={rnd('ABCDEF' + DIGITS, 32)}")

    r.add("jakdojade_account_password",
          f"jakdojade (bilety) - haslo {plpw()}",
          f"konto w apce z biletami ztm: {mail('kuba.n')} {plpw()}",
          f"jakdojade pw {plpw()}")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("imei_number",
          f"{phone()} klienta, IMEI {imei()} — sprawdzić czy nie na czarnej liście",
          f"IMEI1: {imei()}\nIMEI2: {imei()}\n(dual sim, oba do protokołu)",
          f"imei z pudełka {imei()} zgadza się z *#06#")

    r.add("device_serial_number",
          f"iPhone serial {iphone_serial()} - gwarancja skończona wg strony Apple",
          f"S/N samsunga: {samsung_serial()}",
          f"numer seryjny laptopa klienta {rnd(UPPER + DIGITS, 8)} wpisany do zlecenia")

    r.add("repair_ticket_number",
          f"zlecenie {ticket()} - wymiana szybki, klient dzwoni jutro",
          f"{ticket()}, {ticket()}, {ticket()} do odbioru, reszta czeka na części",
          f"nr naprawy do smsa dla klientki: {ticket()}")

    r.add("inpost_tracking_number",
          f"paczka z częściami InPost nr {inpost_num()}",
          f"śledzenie inpost: {inpost_num()} (ekrany do 13 mini)",
          f"odesłać klientowi telefon, nr nadania {inpost_num()}")

    r.add("inpost_pickup_code",
          f"kod odbioru z paczkomatu {digits(6)} — przekaż Piotrkowi, on odbierze po drodze",
          f"paczkomat WAW{digits(2)}M kod odbioru {digits(6)}, tel {msisdn()} (podać kurierowi jak będzie pytał)",
          f"kod odbioru {digits(6)} wysłany koledze na messengerze, odbierze za mnie")

    r.add("parcel_locker_id",
          f"najbliższy paczkomat do serwisu: WAW{digits(3)}M (pod żabką)",
          f"domyślny paczkomat na zamówienia hurtowni WAW{digits(2)}A",
          f"zwrot do hurtowni nadany w WAW{digits(3)}M, numer paczki {inpost_num()}")

    r.add("shop_nip",
          f"NIP serwisu do faktur: {nip()}",
          f"dane do FV: {HOST} Serwis GSM, ul. Prosta {digits(2)}, 00-{digits(3)} Warszawa, NIP {nip()}",
          f"hurtownia pyta o NIP — {nip()[:3]}-{digits(3)}-{digits(2)}-{digits(2)}")

    r.add("shop_regon",
          f"REGON sklepu {regon()}",
          f"do formularza z urzędu: REGON {regon()}, NIP {nip()}",
          f"REGON: {regon()} (sprawdzone w GUS, zgadza się z CEIDG)")

    r.add("invoice_number",
          f"faktura FV/{digits(3)}/{pick('03', '04', '05')}/2025 dla pana {pick(*NAMES)}a wystawiona",
          f"korekta do FV {digits(4)}/2025/S - zła kwota za baterię",
          f"FV nr {pick('FS', 'FV')}-{digits(5)} z hurtowni, do księgowej do 5-tego")

    r.add("shop_bank_account_number",
          f"nr konta serwisu na fakturach: {pl_iban('11402004')}",
          f"przelew dla klienta za zaliczkę na: {pl_iban('10201026')} (nasze firmowe)",
          f"IBAN sklepu do stopki maila {pl_iban('10501012')}")

    r.add("phone_model_number",
          f"model klientki to SM-A{digits(3)}B/DS, nie mylić z wersją 5G",
          f"iPhone model A{digits(4, lead=True)} - pasuje ekran od 14 zwykłego?",
          f"Xiaomi {digits(4, lead=True)}{rnd(UPPER + DIGITS, 4)}G ma inną taśmę niż wersja EU")

    r.add("part_number",
          f"zamówić: ekran GH82-{digits(5)}A (A54 service pack)",
          f"bateria Apple 661-{digits(5)}, taśma 821-{digits(5)}",
          f"złącze ładowania P/N {rnd(UPPER + DIGITS, 10)} x3 szt")

    r.add("part_ean_barcode",
          f"EAN szkła hartowanego {ean13('590')} - brakuje na stanie",
          f"kod kreskowy etui: {ean13('590')}",
          f"EAN baterii zamiennika {ean13('590')}, SKU w hurtowni BAT-{digits(5)}")

    r.add("student_index_number",
          f"mój nr indeksu {digits(6, lead=True)} (do wpisania na kolosie)",
          f"legitka: nr albumu {digits(6, lead=True)}, ważna do 31.03",
          f"indeks Magdy {digits(6, lead=True)} żeby ją dopisać do grupy projektowej")

    r.add("course_code",
          f"przedmiot 1000-{digits(3)}b{rnd(UPPER, 3)} - rejestracja w usosie od poniedziałku",
          f"kody przedmiotów: 1000-{digits(3)}{rnd(UPPER, 3)}, 1000-{digits(3)}{rnd(UPPER, 2)}",
          f"grupa ćwiczeniowa {digits(1)}, przedmiot 1000-{digits(3)}{rnd(UPPER, 3)}, sala {digits(4)}")

    r.add("discord_user_id",
          f"id discord ziomka do dodania na serwer: {snowflake()}",
          f"bot: ADMIN_IDS=[{snowflake()}, {snowflake()}]",
          f"mój user id na dc {snowflake()} (developer mode > copy id)")

    r.add("discord_invite_link",
          f"zaproszenie na serwer roku: discord.gg/{rnd(ALNUM, 8)}",
          f"link do dc z klientami serwisu https://discord.gg/{rnd(ALNUM, 7)} , można wrzucać na insta")

    r.add("steam_id",
          f"steamid64 Bartka {steam64()}",
          f"steam profil: https://steamcommunity.com/profiles/{steam64()}",
          f"kod znajomego steam {digits(9, lead=True)}")

    r.add("allegro_order_number",
          f"zamówienie allegro {uid()} - klient zwraca etui",
          f"allegro nr zamówienia {uid()}, wysłane paczkomatem",
          f"zwrot allegro: zamówienie {uid()}, kod zwrotu do paczkomatu wygenerowany w apce allegro")

    r.add("aliexpress_order_number",
          f"ali order {digits(16, lead=True)} narzędzia do otwierania, idzie 3 tyg",
          f"zamówienie z aliexpress nr {digits(16, lead=True)} - spór otwarty")

    r.add("customer_changed_password_note",
          f"{name()} odebrał {phone()}, powiedział że zmienił hasło do iCloud zaraz po odbiorze — git",
          f"klientka z zlecenia {ticket()} zmieniła hasło google po naprawie, usunąłem jej dane z kartki",
          "przypomnieć klientom żeby po odbiorze zmieniali PIN i hasła, szef chce to na paragonie",
          "pan z Pixelem dzwonił że już zmienił hasło do konta, wszystko ok")

    r.add("customer_password_not_given",
          f"{phone()} - klient nie chciał podać kodu, robimy naprawę bez testu face id",
          "klientka nie pamięta wzoru, jedyna opcja to reset do ustawień fabrycznych, zgodziła się",
          "apple id zablokowane, klient ma iść do salonu z dowodem zakupu, my nic nie zrobimy")

    r.add("password_kept_elsewhere",
          "hasła klientów są tylko na kartach zleceń w segregatorze, nie w kompie (RODO)",
          "kod alarmu zna szef i Marek, ja mam dostać w poniedziałek",
          "hasło do wifi zaplecza jest na naklejce pod routerem",
          "wszystkie moje hasła w bitwardenie, folder 'Uczelnia' i 'Bank'")

    r.add("env_var_reference",
          "token bota bierzemy z os.environ['DISCORD_TOKEN'], nie commitować .env!!",
          "OPENAI_API_KEY ustawiony w GitHub Secrets repo, lokalnie w ~/.zshrc",
          "w docker-compose: POSTGRES_PASSWORD=${POSTGRES_PASSWORD} — wartość w .env na serwerze")

    r.add("password_change_note",
          "zmieniłem hasło do USOS, nowe ma 16 znaków, zapisane w menedżerze",
          "mBank kazał zmienić hasło, zrobione 12.03",
          "discord: wylogowałem wszystkie sesje + nowe hasło po tym phishingu z nitro",
          "steam: reset hasła przez maila zrobiony, stare nie działa, nowe w bitwardenie")

    r.add("pin_policy_talk",
          "PIN w kasie musi mieć 4 cyfry i nie może być 1234 ani dat",
          "revolut nie pozwala na pin z powtarzającymi się cyframi xd",
          "w IKO pin 4-6 cyfr, można zmienić w ustawieniach > bezpieczeństwo")

    r.add("blik_talk_no_code",
          "zapłać BLIKiem, kod generujesz w apce, ważny 2 minuty",
          "ktoś na OLX chciał kod BLIK żeby 'zapłacić' — scam, nie dawać nikomu",
          "BLIK nie przeszedł 2x, w końcu płaciłem kartą")

    r.add("masked_secret_placeholder",
          "pin do telefonu: ****** (klient wpisze sam przy odbiorze)",
          "haslo: [klient poda przez telefon]",
          "karta rev: **** **** **** " + digits(4) + " — to ta do steama")

    r.add("card_last_four",
          f"zwrot za naprawę na kartę kończącą się na {digits(4)}",
          f"płatność terminalem, karta ...{digits(4)}, autoryzacja ok")

    r.add("steam_guard_talk",
          "wygenerowałem nowe kody zapasowe steam guard, stare są nieważne, wydruk w szufladzie",
          "steam guard przeniesiony na nowy telefon, trzeba było kodu z sms",
          "zostały mi 2 z 5 kodów steam guard, wygenerować nowe w weekend")

    r.add("shop_wifi_ssid_only",
          f"sieci w serwisie: SerwisGSM_5G (zaplecze) i Goscie_Serwis (dla klientów), router TL-{rnd(UPPER + DIGITS, 6)}",
          "klient pyta o wifi — dajemy tylko gościnną, hasło na tabliczce przy ladzie")

    r.add("mac_address",
          f"MAC drukarki paragonów {mac(upper=True)} - dodać rezerwację DHCP",
          f"adres MAC laptopa na eduroam {mac('-')}",
          f"MAC telefonu klienta {mac(upper=True)} (nie łączy się z wifi, sprawdzić czy nie prywatny adres)")

    r.add("ip_address",
          "drukarka w serwisie 192.168.1.45, terminal 192.168.1.50",
          f"serwer projektu stoi na 10.{secrets.randbelow(255)}.{secrets.randbelow(255)}.{secrets.randbelow(255)} port 8080",
          f"dns serwisu: router.{HOST}.internal, dvr.{HOST}.internal")

    r.add("firmware_version",
          f"iOS {pick('17.4.1', '17.5', '18.0.1', '18.2')} ({digits(2)}{pick(*UPPER)}{digits(3)}) — po aktualizacji face id nie działa",
          f"baseband {rnd(UPPER + DIGITS, 4)}XXU{digits(1)}{rnd(UPPER, 4)}{digits(1)}, one ui 6.1",
          f"soft do flashowania: A546BXXU{digits(1)}{rnd(UPPER, 3)}{digits(1)}_CSC")

    r.add("android_build_number",
          f"build: UP1A.{digits(6)}.{digits(3)} na pixelu klienta",
          f"numer kompilacji TP1A.{digits(6)}.{digits(3)} — kliknąć 7x żeby włączyć opcje dewelopera",
          f"xiaomi HyperOS {digits(1)}.0.{digits(1)}.0.U{rnd(UPPER, 4)}XM - bootloader zablokowany")

    r.add("git_commit_sha",
          f"bug z zapisem zleceń wszedł w commicie {hexs(40)}",
          f"revert {hexs(7)} bo rozwalił formularz")

    r.add("firmware_checksum",
          f"sha256 pliku firmware: {hexs(64)} (zgadza się ze stroną)",
          f"md5 obrazu: {hexs(32)}",
          f"sha1 apki do diagnostyki {hexs(40)} - porównać z tym co na stronie producenta")

    r.add("ssh_public_key",
          f"klucz publiczny do wklejenia w panelu labów:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} kuba@laptop",
          f"fingerprint serwera students.uni.test: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}")

    r.add("stripe_publishable_key",
          f"frontend projektu: STRIPE_PUBLISHABLE_KEY=pk_test_{rnd(ALNUM, 99)}",
          f"klucz publiczny stripe (do js, może być w repo) pk_test_{rnd(ALNUM, 99)}")

    r.add("sim_iccid",
          f"ICCID karty klienta {luhn('894803', 20)} - sim nie wykrywana",
          f"nr karty SIM (ICCID) z kartonika: {luhn('8948', 19)}",
          f"EID esima {digits(32, lead=True)} - klient przenosi esim na nowy telefon")

    r.add("phone_number",
          f"klient {pick(*NAMES)} tel {msisdn()} - dzwonić po 16",
          f"hurtownia infolinia {msisdn()}, szef {msisdn()}")

    r.add("postal_address",
          f"wysyłka do klienta: ul. Długa {digits(2)}/{digits(1)}, 0{digits(1)}-{digits(3)} Warszawa",
          f"kod pocztowy serwisu 00-{digits(3)}, akademik 02-{digits(3)}")

    r.add("licence_plate",
          f"klient parkuje przed sklepem, rejestracja {plate()} — ok, zna szefa",
          f"auto Marka {plate()}, jedziemy razem na giełdę części")

    r.add("coupon_code",
          f"kod rabatowy na hurtownię {rnd(UPPER + DIGITS, 8)} -10% do końca miesiąca",
          f"promka dla studentów: STUDENT{digits(2)} na szkła w serwisie (wrzucone na insta)",
          f"kupon z aliexpress {rnd(UPPER + DIGITS, 10)} - działa od 150 zł")

    r.add("referral_code",
          f"link polecający revolut https://revolut.example/referral/?referral-code=kuba{rnd(LOWER + DIGITS, 4)}!{pick('MAR', 'APR')}1-25-AR",
          f"kod polecający do siłowni (dla Piotrka): KUBA{digits(4)}",
          f"kod polecający do revoluta {pick('kuba', 'jakub')}{rnd(LOWER + DIGITS, 5)} - za założenie konta 50 zł")

    r.add("warranty_rma_number",
          f"reklamacja ekranu do hurtowni RMA-{digits(6)}",
          f"Apple support case ID {digits(11, lead=True)} dla klienta z płytą",
          f"samsung service order {digits(10, lead=True)} - naprawa gwarancyjna u nich, nie u nas")

    r.add("fiscal_register_number",
          f"numer unikatowy kasy fiskalnej {rnd(UPPER, 3)}{digits(8)} (do serwisanta kas)",
          f"kasa online, nr ewidencyjny {digits(4)}/{digits(4)}, przegląd w czerwcu")

    r.add("bank_transaction_reference",
          f"przelew z mbanka, ID transakcji {digits(4)}{rnd(UPPER + DIGITS, 12)}",
          f"potwierdzenie za czesne: nr ref {digits(14, lead=True)}")

    r.add("train_ticket_number",
          f"bilet PKP IC do Krakowa eIC{digits(8)}, wagon 7 miejsce {digits(2)}",
          f"nr rezerwacji polregio {rnd(UPPER + DIGITS, 8)}",
          f"bilet flixbus booking nr {digits(10, lead=True)} do Gdańska")

    r.add("aws_resource_ids",
          f"bucket na zdjęcia z napraw arn:aws:s3:::serwis-{HOST}-fotki, konto {digits(12, lead=True)}",
          f"instancja projektu i-{hexs(17)} w eu-central-1, sg-{hexs(17)}")

    r.add("object_uuid",
          f"id klienta w apce serwisowej {uid()}",
          f"request id z błędu 500: {uid()} — wysłać prowadzącemu",
          f"device id w MDM klienta firmowego {uid()} - firma musi zwolnić telefon")

    r.add("account_username_only",
          f"login do hurtowni to serwis{digits(3)}, hasło ma szef",
          f"mój login usos to nr indeksu {digits(6, lead=True)}, hasło standardowe z CAS (nie pamiętam, reset przez mail)")

    r.add("two_factor_talk",
          "kod sms z apple przyszedł na telefon klientki, sama wpisała, ja nic nie widziałem",
          "włączyć 2FA na instagramie sklepu — szef ma dostać kody na swój telefon",
          "google authenticator przeniesiony na nowy telefon przez eksport QR")

    r.add("battery_health_reading",
          f"bateria {phone()} po wymianie: kondycja 100%, cykle 0, model ogniwa {rnd(UPPER + DIGITS, 6)}",
          f"stara bateria: {pick(72, 78, 81)}%, {digits(3, lead=True)} cykli, klient chce zostawić")

    return r


def main() -> None:
    write_corpora("make_heldout87.py", [
        ("heldout87_credentials.yaml", credentials(), "batch 87 (Warsaw student working at a phone repair shop, Polish notes), written blind; every value synthetic"),
        ("heldout87_lookalikes.yaml", lookalikes(), "batch 87 look-alikes: IMEIs, serials, repair tickets, InPost parcels, NIP/REGON, ids and password talk, written blind"),
    ])


if __name__ == "__main__":
    main()
