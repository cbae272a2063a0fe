# ruff: noqa: E501
"""Writes heldout316_credentials.yaml and heldout316_lookalikes.yaml: held-out batch 316.

Persona: a graduate student and part-time tutor in Warsaw who writes her notes in Polish
mixed with English, casually and messily, dropping the Polish diacritics half the time. She
keeps her USOS and university Office 365 passwords, the ePUAP and Profil Zaufany
credentials, mBank and PKO BP logins and BLIK PINs, the Allegro and Vinted passwords, the
dorm Wi-Fi, the bike lock code, the Spotify family plan password and a Notion API token for
her study planner; and many look-alikes: a masked PESEL, her NIP, student index numbers,
Paczkomat pickup codes already used, Allegro order numbers, IBANs, BLIK transaction ids,
phone numbers, room numbers and ISBNs.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

from make_heldout import (
    ALNUM,
    DIGITS,
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
    openai_project_key,
    openssh_private,
    orcid,
    phrase,
    pick,
    pod_name,
    pw,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = ["Pierogi", "Wisla", "Kotek", "Mokotow", "Zaba", "Sernik", "Jesien", "Lipiec",
         "Bursztyn", "Marchewka", "Kasztan", "Tramwaj", "Ochota", "Wydra", "Pralinka"]
PL_WORDS = ["ogorek", "tramwaj", "wiosna", "ksiazka", "herbata", "rower", "chmura", "pierogi",
            "most", "kasztan", "wydra", "latarnia", "sernik", "wisla", "jesien", "kawa",
            "parasol", "skarpeta", "budzik", "mewa"]
UNI = "students.uw.example"


def haslo() -> str:
    """A password she chose herself or let a manager generate."""
    return pick(
        f"{pick(*WORDS)}{digits(pick(2, 3, 4))}{pick('!', '#', '?', '.', '*', '$')}",
        f"{pick(*WORDS).lower()}_{pick(*WORDS)}{digits(2)}",
        f"{pick(*WORDS)}.{pick(*WORDS)}#{digits(3)}",
        pw(),
        rnd(ALNUM + "!@#$%", 14),
    )


def secrets_month() -> str:
    return f"{int(digits(2)) % 12 + 1:02d}"


def pin(n: int = 4) -> str:
    return digits(n)


def phone() -> str:
    return f"+48 {pick('50', '51', '53', '60', '66', '69', '72', '78', '79', '88')}{digits(1)} {digits(3)} {digits(3)}"


def index_no() -> str:
    return pick("4", "3") + digits(5)


def pl_iban(spaced: bool = True) -> str:
    return iban("PL", digits(24), spaced)


def nip() -> str:
    weights = (6, 5, 7, 2, 3, 4, 5, 6, 7)
    while True:
        body = digits(9, lead=True)
        check = sum(int(c) * w for c, w in zip(body, weights, strict=True)) % 11
        if check < 10:
            return body + str(check)


def regon() -> str:
    weights = (8, 9, 2, 3, 4, 5, 6, 7)
    body = digits(8, lead=True)
    check = sum(int(c) * w for c, w in zip(body, weights, strict=True)) % 11 % 10
    return body + str(check)


def notion_token() -> str:
    return pick(f"secret_{rnd(ALNUM, 43)}", f"ntn_{digits(11, lead=True)}{rnd(ALNUM, 35)}")


def github_token() -> str:
    return pick(f"ghp_{rnd(ALNUM, 36)}", f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}")


def credentials() -> Rows:
    r = Rows()
    idx = index_no()
    r.add("usos_password",
          f"USOS: login {idx}, haslo {haslo()}",
          f"usosweb.uw.example -> nr albumu {index_no()} / {haslo()} (zmienione w pazdzierniku)",
          f"haslo do usosa (CAS) to {haslo()} , nie myl z office!!",
          f"USOS\nlogin: {idx}\npass: {haslo()}",
          f"remember: CAS/USOS password = {haslo()}  (old one was {haslo()}, nie dziala juz)")
    r.add("office365_password",
          f"Office 365 uczelniany: m.wrobel@{UNI} / {haslo()}",
          f"teams + outlook z uczelni, hasło: {haslo()}",
          f"O365 login {idx}@{UNI}\nhaslo {haslo()}\n(MFA na telefonie w Authenticatorze)",
          f"nowe haslo do maila studenckiego po resecie przez helpdesk: {haslo()}",
          f"office pass {haslo()} - uzywam tez do onedrive na laptopie")
    r.add("epuap_profil_zaufany_login",
          f"ePUAP login: magda.wrobel.{digits(2)} haslo: {haslo()}",
          f"Profil Zaufany (nie przez bank!) nazwa uzytkownika mwrobel{digits(3)}, hasło {haslo()}",
          f"pz.gov.example -> user: wrobel_m / pass {haslo()}  -- do wniosku o stypendium socjalne",
          f"epuap\n  user: magdalena_w{digits(2)}\n  haslo: {haslo()}\n  pytanie pomocnicze: imie psa -> {pick('Burek', 'Fafik', 'Kropka', 'Luna')}",
          f"PZ haslo zmienione na {haslo()} (wygasa co rok wtf)",
          f"Profil Zaufany - login {pick('mwrobel', 'magda.w')}{digits(4)}, haslo {haslo()}")
    r.add("mbank_login",
          f"mBank identyfikator {digits(8, lead=True)} haslo {haslo()}",
          f"mbank: id {digits(8, lead=True)}, pass {haslo()}, PIN w aplikacji {pin(pick(4, 5, 6))}",
          f"logowanie do mBanku\nidentyfikator: {digits(8, lead=True)}\nhasło: {haslo()}",
          f"haslo do mbanku po zmianie: {haslo()} (stare {haslo()})",
          f"mBank online -- {digits(8, lead=True)} / {haslo()}   !!! nie zapisywac w przegladarce",
          f"mbank nowe haslo (wymusili zmiane): {haslo()}")
    r.add("pko_ipko_login",
          f"iPKO numer klienta {digits(8, lead=True)}, hasło {haslo()}",
          f"PKO BP: login {digits(8, lead=True)} pass {haslo()}",
          f"IKO PIN {pin()} / iPKO haslo {haslo()}",
          f"konto w PKO (to od rodzicow): {digits(8, lead=True)} / {haslo()}",
          f"pko bp\n- numer klienta: {digits(8, lead=True)}\n- haslo: {haslo()}\n- kod do IKO: {pin()}")
    r.add("blik_pin",
          f"PIN do BLIKa w mBanku: {pin()}",
          f"blik pin (IKO) {pin()}, nie ten sam co karta",
          f"BLIK PIN = {pin(pick(4, 5))}",
          f"kod PIN do aplikacji mobilnej mbank / blik: {pin(pick(5, 6))}",
          f"pin blik pko {pin()} i mbank {pin()} (ciagle mi sie myla)",
          f"PIN IKO/BLIK zmieniony na {pin()}",
          f"blik w mbank: {pin(pick(4, 5, 6))} (apka pyta tez o odcisk palca)")
    r.add("allegro_password",
          f"Allegro: login magda_wr{digits(2)}, haslo {haslo()}",
          f"allegro pass {haslo()}",
          f"hasło do allegro zmienione po tym mailu o wycieku -> {haslo()}",
          f"Allegro\nemail: magda.w{digits(2)}@mail.example\nhaslo: {haslo()}",
          f"allegro smart: konto mamy, haslo {haslo()} (mama prosila zebym zamowila)",
          f"haslo allegro: {haslo()}  login przez google NIE dziala")
    r.add("vinted_password",
          f"Vinted haslo {haslo()}",
          f"vinted: magdaw{digits(3)} / {haslo()}",
          f"login do vinted przez maila, pass: {haslo()}",
          f"Vinted (sprzedaje stare ksiazki) - haslo {haslo()}",
          f"vinted nowe konto (stare zablokowali) pass {haslo()}",
          f"Vinted\n  user: magdaw{digits(3)}\n  pw: {haslo()}")
    r.add("dorm_wifi_password",
          f"wifi w akademiku: DS-Zaczek-{digits(1)} haslo {rnd(ALNUM, 12)}",
          f"Dorm wifi pass: {haslo()}",
          f"siec {pick('Akademik_Kopernik', 'DS_Babilon', 'Zaczek_5G')} / WPA2: {rnd(LOWER + DIGITS, 10)}",
          f"haslo do wifi na pietrze 4 (router kolo kuchni) {rnd(ALNUM, 16)}",
          f"WIFI:T:WPA;S:Akademik_{digits(3)};P:{rnd(ALNUM, 14)};;",
          f"nowe haslo do wifi na pietrze od admina DS: {rnd(ALNUM, 12)}",
          f"wifi akademik -> siec DS-{digits(3)}, klucz {rnd(LOWER + DIGITS, 12)}, podac gosciom tylko na 1 noc")
    r.add("bike_lock_code",
          f"kod do klodki rowerowej: {pin()}",
          f"bike lock {pin(pick(4, 5))}",
          f"szyfr do U-locka (ten zolty) {'-'.join(digits(4))}",
          f"kodowka przy rowerze pod wydzialem: {pin()}, zapasowa klodka {pin(3)}",
          f"rower (Kross) - szyfr {pin()}, zamek na kole {pin(3)}",
          f"Fahrradschloss code {pin(4)} (od Lukasa z Erasmusa, teraz moja)")
    r.add("spotify_family_password",
          f"Spotify family: magda.w@mail.example / {haslo()}",
          f"haslo do spotify (plan rodzinny, ja jestem manager) {haslo()}",
          f"spotify pass {haslo()} - Kasia i Tomek maja swoje konta, nie dawac im!",
          f"Spotify Premium Family\nlogin: mwrobel{digits(2)}\nhaslo: {haslo()}",
          f"spotify - zmienilam haslo bo Tomek sie wylogowal wszedzie, nowe {haslo()}")
    r.add("notion_api_token",
          f"Notion integration token (planner nauki): {notion_token()}",
          f"NOTION_TOKEN={notion_token()}",
          f"notion api key do skryptu ktory dodaje terminy z USOS -> {notion_token()}",
          f"curl -H 'Authorization: Bearer {notion_token()}' -H 'Notion-Version: 2022-06-28' https://api.notion.example/v1/databases/{hexs(32)}/query",
          f"token do integracji 'StudyPlanner' {notion_token()}  (internal integration, tylko moj workspace)",
          f"Notion secret: {notion_token()}",
          f".env planera:\nNOTION_TOKEN={notion_token()}\nNOTION_DB={hexs(32)}")
    r.add("eduroam_credentials",
          f"eduroam: {idx}@{UNI} haslo {haslo()}",
          f"eduroam identity {index_no()}@uw.example, password {rnd(ALNUM, 12)}",
          f"eduroam (inne niz do USOS!!): {haslo()}",
          f"eduroam\nEAP: PEAP / MSCHAPv2\nuser: mw{index_no()}@{UNI}\npass: {haslo()}")
    r.add("sim_pin_puk",
          f"PIN do karty SIM {pin()}, PUK {pin(8)}",
          f"Play sim: pin {pin()} puk {pin(8)}",
          f"nowa karta SIM (orange) PIN: {pin()}",
          f"PUK1 {pin(8)} PUK2 {pin(8)} - z plastiku od karty, plastik wyrzucilam",
          f"sim w starym telefonie: pin {pin()}")
    r.add("debit_card_pin",
          f"PIN do karty mBank: {pin()}",
          f"karta PKO pin {pin()}",
          f"pin do nowej karty (przyszedl listem): {pin()}",
          f"card PIN for the Revolut card {pin()}")
    r.add("payment_card_details",
          f"karta mbank {groups(luhn('5'), 4)} exp {card_expiry()} cvv {digits(3)}",
          f"Visa PKO: {luhn('4')} {card_expiry()} CVC {digits(3)}",
          f"do platnosci za konferencje: {groups(luhn('4'), 4)}, wazna do {card_expiry()}, kod {digits(3)}")
    r.add("laptop_bitlocker_key",
          f"BitLocker recovery key (laptop od uczelni): {bitlocker_key()}",
          f"klucz odzyskiwania bitlocker\n{bitlocker_key()}\nid klucza {hexs(8).upper()}",
          f"bitlocker {bitlocker_key()} - gdyby znowu poprosil po aktualizacji BIOS")
    r.add("gmail_app_password",
          f"haslo aplikacji google do thunderbirda: {app_password()}",
          f"gmail app password (Zotero sync / mail merge) {app_password()}",
          f"app pass dla skryptu z mailami do uczniow: {app_password().replace(' ', '')}",
          f"SMTP gmail\nuser: korki.matma.wroblewska@gmail.example\npass: {app_password()}")
    r.add("google_backup_codes",
          "kody zapasowe google:\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(6)),
          "Google backup codes (uzyte: 1 i 2)\n" + "  ".join(f"{digits(4)} {digits(4)}" for _ in range(8)),
          f"jeden kod zapasowy do gmaila na wszelki wypadek: {digits(4)} {digits(4)}")
    r.add("github_token",
          f"github PAT do repo z magisterka: {github_token()}",
          f"export GITHUB_TOKEN={github_token()}",
          f"git clone https://mwrobel:{github_token()}@github.acme.example/lab/thesis-code.git",
          f"token gh (wygasa za 90 dni) {github_token()}")
    r.add("lab_server_ssh_key",
          f"klucz do serwera w labie (gpu01.lab.acme.internal), user mwrobel:\n{openssh_private()}",
          f"id_ed25519 z laptopa, gdyby padl dysk\n{openssh_private()}",
          f"ssh do klastra - prywatny klucz:\n{openssh_private()}")
    r.add("thesis_db_connection_string",
          f"DATABASE_URL=postgresql://mwrobel:{rnd(ALNUM, 18)}@db.lab.acme.internal:5432/korpus_pl",
          f"baza do magisterki: postgres://magda:{haslo()}@pg.acme.internal/thesis",
          f"mongodb://tutor:{rnd(ALNUM, 16)}@mongo.lab.test:27017/ankiety?authSource=admin",
          f"psql -h db.lab.acme.internal -U mwrobel korpus  (haslo: {rnd(ALNUM + '!#', 15)})")
    r.add("zotero_api_key",
          f"Zotero API key: {rnd(ALNUM, 24)}",
          f"zotero key {rnd(ALNUM, 24)} (user id {digits(7, lead=True)}), do pluginu w Obsidianie",
          f"ZOTERO_KEY={rnd(ALNUM, 24)}")
    r.add("openai_api_key",
          f"klucz openai na grant promotora: {openai_project_key()}",
          f"OPENAI_API_KEY={openai_project_key()}",
          f"openai key do anotacji korpusu, NIE wrzucac na githuba: {openai_project_key()}")
    r.add("netflix_password",
          f"netflix (wspolny z Asia i Zuza) haslo {haslo()}",
          f"Netflix: zuza.k{digits(2)}@mail.example / {haslo()}",
          f"haslo do netflixa zmienione przez Zuze, teraz {haslo()}",
          f"netflix pass {haslo()}, profil 'Magda'")
    r.add("dorm_entry_code",
          f"kod do drzwi od parkingu w akademiku: {pin()}#",
          f"domofon: {pin()} + klucz",
          f"kod do pralni na -1: {pin()}  (zmieniaja co semestr)",
          f"skrytka na klucze przy recepcji, szyfr {pin(3)}",
          f"brama od Zwirki, kod {pin(5)}, po 23 tylko karta")
    r.add("veturilo_pin",
          f"Veturilo: login nr tel {phone()}, PIN {pin(6)}",
          f"pin do veturilo {pin(pick(4, 6))}",
          f"veturilo konto: {phone()} / {pin(6)}",
          f"Veturilo PIN {pin(6)} (ten sam wpisuje na terminalu)")
    r.add("revolut_passcode",
          f"revolut passcode {pin()}",
          f"kod do apki Revolut: {pin()}  / pin karty {pin()}",
          f"Revolut login passcode = {pin()}")
    r.add("mobywatel_pin",
          f"mObywatel haslo do aplikacji: {haslo()}",
          f"PIN do mObywatela {pin(pick(4, 6))}",
          f"mobywatel - kod {pin(6)}, aktywowany przez PZ",
          f"mObywatel na nowym telefonie: haslo {haslo()}")
    r.add("tutoring_platform_password",
          f"e-korepetycje.example: magda_matma / {haslo()}",
          f"strona z korkami login korki.wrobel, haslo {haslo()}",
          f"konto na platformie do korepetycji online (tablica) -> pass: {haslo()}",
          f"Tutoring site\nemail: korki.matma.wroblewska@gmail.example\npassword: {haslo()}")
    r.add("bitwarden_master_password",
          f"bitwarden master: {phrase(PL_WORDS, 5, '-')}{digits(2)}",
          f"glowne haslo do menedzera hasel: {phrase(PL_WORDS, 4, ' ')} {digits(3)}",
          f"BW master pass -> {phrase(PL_WORDS, 6, '.')}")
    r.add("overleaf_password",
          f"overleaf {idx}@{UNI} / {haslo()}",
          f"Overleaf haslo {haslo()} (konto premium z uczelni)",
          f"overleaf pass: {haslo()}")
    r.add("router_admin_password",
          f"router u rodzicow 192.168.1.1 admin/{rnd(ALNUM, 10)}",
          f"panel routera (Funbox) haslo admina: {rnd(UPPER + DIGITS, 10)}",
          f"router w pokoju: login admin pass {haslo()}, wifi {rnd(ALNUM, 12)}",
          f"admin routera akademik (dostalam od kierownika) {haslo()}")
    r.add("usos_api_oauth_secret",
          f"USOS API (dla skryptu z planem): consumer key {rnd(ALNUM, 20)}, consumer secret {rnd(ALNUM, 40)}",
          f"usosapi access token {rnd(ALNUM, 20)} / token secret {rnd(ALNUM, 40)}",
          f"USOS_CONSUMER_SECRET={rnd(ALNUM, 40)}")
    r.add("uni_vpn_password",
          f"VPN uczelniany (do baz w bibliotece): {idx} / {haslo()}",
          f"openvpn vpn.uw.example user mwrobel pass {haslo()}",
          f"vpn do labu, haslo inne niz CAS: {haslo()}")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add("pesel_masked",
          f"PESEL w formularzu: {digits(2)}*******{digits(2)}",
          f"pesel: ********{digits(3)} (pelny w dowodzie)",
          f"do umowy zlecenia podalam PESEL, koncowka ...{digits(4)}",
          f"PESEL {digits(4)}•••••••  - reszta w USOS w danych osobowych",
          "formularz stypendialny: pole PESEL uzupelnione, sprawdzic czy nie ma literowki")
    r.add("nip_number",
          f"NIP do faktur za korepetycje: {nip()}",
          f"moj NIP {(n := nip())[:3]}-{n[3:6]}-{n[6:8]}-{n[8:]}",
          f"NIP szkoly jezykowej gdzie ucze: {nip()}",
          f"faktura dla rodzica ucznia - NIP firmy {nip()}, REGON {regon()}")
    r.add("student_index_number",
          f"nr albumu {index_no()}",
          f"mój indeks: {index_no()} (magisterka), licencjat mialam {index_no()}",
          f"student index no. {index_no()} - wpisac na kolokwium",
          f"legitymacja: nr albumu {index_no()}, wazna do 31.03",
          f"uczennica z cwiczen: Ola K., album {index_no()}")
    r.add("paczkomat_code_used",
          f"paczkomat WAW{digits(3)}M, kod odbioru {digits(6)} - ODEBRANE",
          f"odebralam paczke z vinted, kod {digits(6)} juz nieaktywny",
          f"InPost {pick('WAW22A', 'WAW104M', 'WAW31N')} kod {digits(6)} (odebrane 12.11, mozna usunac)",
          f"kod do paczkomatu z allegro {digits(6)} - wykorzystany, paczka u mnie",
          f"zwrot nadany w paczkomacie, kod nadania {digits(8)} juz uzyty")
    r.add("allegro_order_number",
          f"allegro zamowienie {uid()} - podrecznik do statystyki",
          f"Allegro: nr zamowienia {uid()}, zwrot do 14 dni",
          f"allegro.pl.example/moje-allegro/zakupy/kupione/{uid()}",
          f"oferta allegro nr {digits(11, lead=True)} - ten lampka biurkowa",
          f"reklamacja allegro, zamowienie {uid()}, sprzedawca odpisal",
          f"allegro one box, numer przesylki {digits(24, lead=True)}, zamowienie {uid()}")
    r.add("iban_account",
          f"konto do przelewow za korki: {pl_iban()}",
          f"numer konta mBank {pl_iban()} (dla rodzicow uczniow)",
          f"IBAN: {pl_iban(spaced=False)}  BIC: BREXPLPWMBK",
          f"przelew za akademik na konto uczelni {pl_iban()}, tytul: oplata DS + nr albumu",
          f"czynsz dla Asi -> {pl_iban()}",
          f"zwrot kaucji z akademika na: {pl_iban()}")
    r.add("blik_transaction_id",
          f"BLIK platnosc id transakcji {digits(11, lead=True)}",
          f"zwrot za blika, nr ref. {digits(12, lead=True)}",
          f"przelew na telefon BLIK, id {digits(10, lead=True)}, Kasia oddala za pizze",
          f"historia mbank: BLIK {digits(11, lead=True)} allegro 89,99 zl",
          f"kod BLIK {digits(6)} wygasl zanim wpisalam, platnosc anulowana",
          f"BLIK zwrot z Vinted, ref {rnd(UPPER + DIGITS, 12)}")
    r.add("phone_number",
          f"tel do mamy ucznia (Kuba, 8 klasa): {phone()}",
          f"recepcja akademika {phone()}",
          f"promotor - tylko w pilnych sprawach: {phone()}",
          f"numer do pana od pralek {phone()}",
          f"moj nowy numer {phone()}",
          f"Paczkomat wysyla SMS z numeru, zapisac jako InPost: {phone()}")
    r.add("room_number",
          f"dyzur dr Nowak: pok. {pick('2', '3', '4')}.{digits(2)}, Krakowskie Przedmiescie",
          f"mieszkam w pokoju {digits(3, lead=True)}{pick('A', 'B', '')}, akademik na Zwirki",
          f"seminarium sala {digits(4, lead=True)} na Banacha",
          f"ćwiczenia w sali {pick('B', 'C')}{digits(3, lead=True)}, budynek D",
          f"konsultacje przeniesione do pok. {digits(3, lead=True)} (3 pietro)",
          f"uczen mieszka Pulawska {digits(2, lead=True)} m. {digits(2, lead=True)}, domofon pod nazwiskiem")
    r.add("isbn_number",
          f"ISBN {ean13('978')} - Statystyka dla socjologow, do oddania",
          f"ksiazka dla ucznia: ISBN {ean13('978')}",
          f"isbn: {ean13('978')} (wydanie 3, nie 2!)",
          f"biblioteka BUW: wypozyczone {ean13('978')} i {ean13('978')}",
          f"sprzedaje na vinted podrecznik ISBN {ean13('978')}",
          f"ISBN-13 {ean13('978')}, wydawnictwo naukowe PWN.example")
    r.add("parcel_tracking_number",
          f"InPost nr przesylki {pick('6', '5')}{digits(23)}",
          f"sledzenie: {pick('6', '5')}{digits(23)} (kurier)",
          f"Poczta Polska RR{digits(9)}PL - polecony z dziekanatu",
          f"DPD {digits(14, lead=True)}U",
          f"DHL {digits(10, lead=True)} - paczka od cioci z Niemiec")
    r.add("vinted_order_number",
          f"Vinted transakcja {digits(10, lead=True)} - sweter, czekam na wysylke",
          f"vinted zamowienie nr {digits(10, lead=True)}, kupujaca nie potwierdzila",
          f"vinted.example/inbox/{digits(10, lead=True)} - pytanie o rozmiar",
          f"sprzedane na Vinted: {digits(10, lead=True)}, wyplata na konto w 2 dni")
    r.add("usos_course_code",
          f"przedmiot {pick('2500', '1000', '3700')}-{digits(3)}{pick('a', 'b')}{rnd(UPPER, 2)} - zapisy w rejestracji zetonowej",
          f"kod kursu w USOS: {pick('1000', '2400')}-{rnd(UPPER, 2)}{digits(2)}-{rnd(UPPER, 3)}",
          f"grupa {digits(1, lead=True)}, przedmiot {pick('2500', '4219')}-{rnd(UPPER + DIGITS, 6)}",
          f"USOS termin rejestracji {pick('2024Z', '2025L')}, tura {digits(1, lead=True)}")
    r.add("doi_reference",
          f"artykul do lit review: https://doi.org/10.{digits(4, lead=True)}/j.{pick('ssresearch', 'poetic', 'cogpsych')}.{pick('2021', '2022', '2023', '2024')}.{digits(6, lead=True)}",
          f"doi 10.{digits(4, lead=True)}/{rnd(LOWER + DIGITS, 9)} - cytowac w rozdz. 2",
          f"DOI: 10.1177/{digits(8, lead=True)}",
          f"zacytowac doi.org/10.{digits(5, lead=True)}/{rnd(LOWER, 4)}.{digits(5)}")
    r.add("orcid_id",
          f"moj ORCID {orcid()}",
          f"orcid promotora: https://orcid.org/{orcid()}",
          f"ORCID iD {orcid()} - dodac do wniosku grantowego")
    r.add("notion_page_id",
          f"planner: notion.so/Plan-nauki-sesja-{hexs(32)}",
          f"database id kalendarza w Notion: {hexs(32)}",
          f"notion strona 'Korki - uczniowie' -> https://www.notion.so/{hexs(8)}-{hexs(4)}-{hexs(4)}-{hexs(4)}-{hexs(12)}",
          f"NOTION_DATABASE_ID={hexs(32)}  (to nie jest sekret, tylko id bazy)",
          f"template planera: notion.site/{hexs(32)}?v={hexs(32)}")
    r.add("secret_reference",
          "token do Notion trzymam w Bitwardenie, wpis 'notion-planner'",
          "NOTION_TOKEN jest w .env (w .gitignore!), nie wklejac w czacie",
          "haslo do mBanku: w menedzerze hasel, folder Bank",
          "klucz do serwera w labie: ~/.ssh/id_ed25519, kopia na pendrivie w szufladzie",
          "PIN do karty - w glowie, nigdzie nie zapisuje",
          "kod do klodki rowerowej zna tylko Asia, nie zapisuje go tutaj",
          "haslo do wifi w akademiku jest w Bitwardenie pod 'DS wifi'",
          "Spotify family - haslo zna tylko mama, ja mam swoje konto w planie")
    r.add("github_actions_secret_ref",
          "w workflow: NOTION_TOKEN: ${{ secrets.NOTION_TOKEN }}",
          "env:\n  OPENAI_API_KEY: ${{ secrets.OPENAI_API_KEY }}\n  ZOTERO_KEY: ${{ secrets.ZOTERO_KEY }}",
          "dodac secret GH_PAT w Settings > Secrets and variables > Actions (wartosc w BW)")
    r.add("env_file_placeholder",
          "plik .env.example:\nNOTION_TOKEN=\nNOTION_DATABASE_ID=\nUSOS_API_KEY=<wklej tutaj>",
          "DATABASE_URL=postgresql://user:password@localhost:5432/dbname  <- przyklad z README",
          "OPENAI_API_KEY=sk-... (wstaw swoj)",
          "config.yaml:\n  notion:\n    token: ${NOTION_TOKEN}\n    db: ${NOTION_DATABASE_ID}")
    r.add("password_policy_talk",
          "Office 365 wymusza zmiane hasla co 90 dni, min 12 znakow, bez imienia i nazwiska",
          "USOS: haslo zmienione 14.11, nastepna zmiana przed sesja",
          "ePUAP - Profil Zaufany trzeba przedluzyc co 3 lata, zrobic przez bank",
          "allegro wyslalo maila ze ktos sie logowal z Niemiec -> zmienilam haslo i wlaczylam 2FA",
          "spotify family: zaproszenie dla Tomka wyslane, adres domowy musi sie zgadzac",
          "wifi w akademiku: haslo jest na kartce na tablicy przy kuchni, nie pamietam",
          "mBank: kolejne logowanie z nowego urzadzenia wymaga potwierdzenia w aplikacji",
          "na wykladzie o bezpieczenstwie: hasla min 14 znakow, menedzer hasel, nie uzywac tego samego do USOS i banku")
    r.add("masked_card",
          f"karta mBank **** **** **** {digits(4)}, wazna do {card_expiry()}",
          f"platnosc karta konczaca sie na {digits(4)} - allegro",
          f"Visa PKO xxxx-{digits(4)} zablokowana, nowa w drodze",
          f"revolut virtual card •••• {digits(4)} (jednorazowa, juz usunieta)",
          f"Allegro Pay, karta ...{digits(4)}, splata do 10-go")
    r.add("pin_change_note",
          "zmienilam PIN w bankomacie PKO na Marszalkowskiej, stary nie dziala",
          "BLIK: limit dzienny podniesiony do 2000 zl",
          "PIN do SIM wylaczony w ustawieniach, PUK w pudelku od telefonu",
          "kod do klodki przestawiony po tym jak ktos widzial, nowy pamietam")
    r.add("wifi_network_info",
          f"akademik wifi: SSID DS-Zaczek-{digits(1)}, router MAC {mac(upper=True)}",
          f"siec 5GHz na kanale {pick('36', '40', '44', '149')}, 2.4 na {pick('1', '6', '11')}",
          f"moj laptop MAC {mac()} - zglosic do administratora sieci DS",
          "eduroam dziala w bibliotece, w akademiku tylko siec DS",
          "w akademiku siec DS-Guest bez hasla, tylko przez portal z nr albumu")
    r.add("git_commit_hash",
          f"ostatnia dzialajaca wersja skryptu: commit {hexs(40)}",
          f"git checkout {hexs(7)} - przed refaktorem",
          f"wykresy do rozdz. 3 wygenerowane z {hexs(12)}",
          f"tag v0.{digits(1)} -> {hexs(40)}")
    r.add("ssh_public_key",
          f"klucz publiczny do wyslania adminowi labu:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} mwrobel@laptop",
          f"authorized_keys na gpu01: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} magda",
          f"fingerprint klucza serwera SHA256:{rnd(ALNUM + '+/', 43)}")
    r.add("regon_number",
          f"REGON szkoly jezykowej {regon()}",
          f"regon fundacji od stypendium: {regon()}",
          f"dane do umowy: REGON {regon()}, KRS 0000{digits(6)}")
    r.add("file_checksum",
          f"sha256 zbioru danych (korpus v2): {hexs(64)}",
          f"md5 pliku z ankietami {hexs(32)} - zgadza sie z serwerem",
          f"checksum ISO ubuntu do labu: {hexs(64)}")
    r.add("cluster_job_id",
          f"slurm job {digits(7, lead=True)} na gpu01 - trening, sprawdzic rano",
          f"pod w klastrze: {pod_name('annotator')}",
          f"job {digits(7, lead=True)} padl OOM, log w /scratch/mwrobel/logs/{digits(7, lead=True)}.out",
          f"kontener {hexs(12)} (jupyter) - zrestartowac")
    r.add("meeting_id",
          f"Teams: seminarium, ID spotkania {digits(3)} {digits(3)} {digits(3)} {digits(3)}",
          f"zoom z uczniem: meeting id {digits(3, lead=True)} {digits(4)} {digits(4)}, haslo wysle mama",
          f"link do korkow: https://meet.acme.example/{rnd(LOWER, 3)}-{rnd(LOWER, 4)}-{rnd(LOWER, 3)}",
          f"Teams link: https://teams.acme.example/l/meetup-join/19%3ameeting_{rnd(ALNUM, 44)}%40thread.v2/0")
    r.add("spotify_client_id",
          f"projekt na zajecia z API - Spotify client_id: {hexs(32)} (publiczny, redirect na localhost)",
          f"SPOTIFY_CLIENT_ID={hexs(32)}, secret w .env",
          f"spotify playlist id {rnd(ALNUM, 22)} - do nauki")
    r.add("upo_reference",
          f"PIT-37 wyslany, nr referencyjny {hexs(32)}",
          f"UPO pobrane, numer dokumentu {hexs(32)} - zachowac 5 lat",
          f"e-Urzad: zeznanie przyjete, id {uid()}")
    r.add("invoice_number",
          f"rachunek za korki FV/{pick('2024', '2025')}/{secrets_month()}/{digits(3)}",
          f"faktura od szkoly jezykowej nr {digits(4)}/{pick('10', '11', '12')}/2024/SJ",
          f"umowa zlecenie nr UZ-{digits(4)}-{rnd(UPPER, 2)}",
          f"tytul przelewu: korepetycje {pick('pazdziernik', 'listopad', 'grudzien')}, ref {rnd(UPPER + DIGITS, 8)}")
    r.add("transport_card_number",
          f"Warszawska Karta Miejska nr {digits(10, lead=True)} - bilet semestralny do 28.02",
          f"WKM numer karty {digits(4)} {digits(4)} {digits(4)}, zgubiona? sprawdzic w ZTM",
          f"bilet w Jakdojade, nr transakcji {digits(9, lead=True)}")
    r.add("library_card_number",
          f"karta BUW: {digits(8, lead=True)}, wypozyczone 4/10",
          f"czytelnik nr {rnd(UPPER, 2)}{digits(6)} w bibliotece wydzialowej",
          f"kod kreskowy na legitymacji (biblioteka): {ean13('29')}")
    return r


def main() -> None:
    write_corpora("make_heldout316.py", [
        ("heldout316_credentials.yaml", credentials(), "Held-out batch 316: credentials a Warsaw grad student and tutor keeps in Polish-English notes (USOS, O365, ePUAP, banks, BLIK, Allegro, Vinted, dorm Wi-Fi, Notion)."),
        ("heldout316_lookalikes.yaml", lookalikes(), "Held-out batch 316: look-alikes from the same persona with no secret (masked PESEL, NIP, index numbers, used Paczkomat codes, order ids, IBANs, BLIK ids, ISBNs)."),
    ])


if __name__ == "__main__":
    main()
