# ruff: noqa: E501
"""Writes heldout287_credentials.yaml and heldout287_lookalikes.yaml: held-out batch 287.

Persona: a school administrator (kierowniczka sekretariatu) at a primary school in Warsaw
who writes her notes in Polish with some English. She keeps the Librus Synergia e-gradebook
admin login, the school's Microsoft 365 and Google Workspace admin passwords, the ePUAP
trusted-profile password, the SIO login, the PKO BP business banking codes, the copier admin
PIN, the alarm code, the staff room door code and the school Wi-Fi; and many look-alikes:
REGON, NIP and PESEL numbers on public forms, student ids, gradebook entry ids, invoice
numbers, IBANs, masked card numbers, room and phone numbers.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    app_password,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    openai_project_key,
    openssh_private,
    phrase,
    pick,
    pw,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

DOMAIN = "sp214-warszawa.example"
WORDS = ["Kreda", "Tablica", "Dzwonek", "Wakacje", "Kasztan", "Zeszyt", "Bocian", "Wisla",
         "Mokotow", "Sowa", "Cyrkiel", "Ferie", "Linijka", "Plecak"]
PASS_WORDS = ["jabłko", "rower", "tramwaj", "kasztan", "biedronka", "zeszyt", "pierogi",
              "parasol", "wiewiórka", "latarnia", "ogórek", "kompas", "dzwonek", "żyrafa",
              "malina", "kredka", "syrenka", "bulwar", "pączek", "sikorka"]
UPPER_HEX = "0123456789ABCDEF"


def haslo() -> str:
    """A password as a Polish school office would pick one, or a generated one."""
    return pick(
        f"{pick(*WORDS)}{digits(4, lead=True)}!",
        f"{pick(*WORDS)}_{pick(*WORDS).lower()}{digits(2)}#",
        f"{pick(*WORDS)}.{pick(*WORDS)}{digits(3)}$",
        rnd(ALNUM + "!@#$%&*", 14),
        pw(),
    )


def pin(n: int) -> str:
    return digits(n)


def pesel() -> str:
    """A PESEL with a valid check digit, for a pupil born 2011-2018."""
    year = 2011 + secrets.randbelow(8)
    month = secrets.randbelow(12) + 1 + 20
    day = secrets.randbelow(28) + 1
    body = f"{year % 100:02d}{month:02d}{day:02d}{digits(4)}"
    weights = (1, 3, 7, 9, 1, 3, 7, 9, 1, 3)
    total = sum(int(c) * w for c, w in zip(body, weights, strict=True))
    return body + str((10 - total % 10) % 10)


def nip(dashed: bool = True) -> str:
    """A NIP with a valid check digit."""
    weights = (6, 5, 7, 2, 3, 4, 5, 6, 7)
    while True:
        body = digits(3, lead=True) + digits(6)
        check = sum(int(c) * w for c, w in zip(body, weights, strict=True)) % 11
        if check != 10:
            text = body + str(check)
            break
    return f"{text[:3]}-{text[3:6]}-{text[6:8]}-{text[8:]}" if dashed else text


def regon() -> str:
    """A nine-digit REGON with a valid check digit."""
    body = digits(8, lead=True)
    weights = (8, 9, 2, 3, 4, 5, 6, 7)
    check = sum(int(c) * w for c, w in zip(body, weights, strict=True)) % 11
    return body + str(0 if check == 10 else check)


def pl_iban(bank: str = "1020", spaced: bool = True) -> str:
    """A Polish IBAN: an eight-digit sort code with its check digit, then 16 digits."""
    head = bank + digits(3)
    weights = (3, 9, 7, 1, 3, 9, 7)
    total = sum(int(c) * w for c, w in zip(head, weights, strict=True))
    sort_code = head + str((10 - total % 10) % 10)
    return iban("PL", sort_code + digits(16), spaced)


def mobile() -> str:
    return f"+48 {pick('5', '6', '7', '8')}{digits(2)} {digits(3)} {digits(3)}"


def landline() -> str:
    return f"22 {digits(3, lead=True)} {digits(2)} {digits(2)}"


def librus_login() -> str:
    return digits(7, lead=True) + pick("u", "a", "")


def email(local: str) -> str:
    return f"{local}@{DOMAIN}"


def date() -> str:
    return f"{secrets.randbelow(28) + 1:02d}.{secrets.randbelow(12) + 1:02d}.{pick('2024', '2025')}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "librus_synergia_admin_login",
        f"Librus Synergia – konto administratora szkoły\nlogin: {librus_login()}\nhasło: {haslo()}\n(zmieniać co 30 dni, Librus sam wymusza)",
        f"librus admin {librus_login()} / {haslo()}",
        f"Zapamiętaj proszę: do Librusa loguję się jako {librus_login()}, hasło {haslo()}. Nie mów nikomu z rady pedagogicznej 😅",
        f"Librus Synergia — super admin (dyrektor ma swoje osobne konto)\nuser {librus_login()}\npass {haslo()}",
        f"nowe haslo do librusa po resecie w piątek: {haslo()} (login bez zmian, {librus_login()})",
    )
    r.add(
        "microsoft365_admin_password",
        f"M365 global admin: {email('admin')}\nhasło: {haslo()}",
        f"Office 365 (Microsoft 365 A1 dla szkół) – konto globalnego admina {email('it.admin')}, password {haslo()}. MFA na mój telefon służbowy.",
        f"breakglass account M365: {email('breakglass')} / {haslo()} — only in emergency, koperta w sejfie ma tę samą wartość",
        f"| system | login | hasło |\n|---|---|---|\n| M365 admin | {email('admin')} | {haslo()} |\n| M365 sekretariat | {email('sekretariat')} | {haslo()} |",
        f"Haslo do panelu admina Microsoftu zmienione dzis na {haslo()} (stare było {haslo()}, już nie działa)",
    )
    r.add(
        "microsoft_app_password",
        f"hasło aplikacji do skanera (scan-to-email przez SMTP Office 365): {rnd(LOWER, 16)}",
        f"Microsoft app password dla starego Outlooka 2013 w bibliotece: {rnd(LOWER, 16)} — konto {email('biblioteka')}",
        f"SMTP M365 dla drukarki Konica\nuser: {email('skaner')}\napp pass: {rnd(LOWER, 16)}\nport 587 STARTTLS",
        f"app pwd (MS) {rnd(LOWER, 16)} – do synchronizacji kalendarza na iPadzie dyrektora",
        f"hasło aplikacji Microsoft dla konta {email('dyrektor')} (Outlook na Androidzie): {rnd(LOWER, 16)}",
    )
    r.add(
        "google_workspace_admin_password",
        f"Google Workspace for Education – super admin\n{email('gadmin')}\nhasło: {haslo()}",
        f"GWS admin console: login {email('admin.google')} pass {haslo()}",
        f"Google admin (classroom, konta uczniów): {email('gadmin')} / {haslo()}  <- NIE zmieniać przed końcem semestru!!",
        f"przypomnij mi haslo do admina google: {haslo()}",
        f"Konto administratora Google dla szkoły zostało przekazane mi przez p. Marka z IT.\nLogin: {email('workspace')}\nHasło tymczasowe: {haslo()}\nPo pierwszym logowaniu trzeba zmienić.",
    )
    r.add(
        "google_workspace_backup_codes",
        "Kody zapasowe Google (gadmin@" + DOMAIN + "):\n" + "\n".join(f"{pin(4)} {pin(4)}" for _ in range(10)),
        "backup codes google admin – każdy działa raz: " + ", ".join(pin(8) for _ in range(5)),
        f"Google 2SV kody awaryjne, wydruk w segregatorze ale zapisuję też tu:\n1. {pin(4)} {pin(4)}\n2. {pin(4)} {pin(4)}\n3. {pin(4)} {pin(4)}\n4. {pin(4)} {pin(4)}",
        f"kod zapasowy do konta workspace (zostały 3): {pin(4)} {pin(4)} / {pin(4)} {pin(4)} / {pin(4)} {pin(4)}",
        f"Google backup code na dziś (telefon w naprawie): {pin(8)}",
    )
    r.add(
        "google_app_password",
        f"hasło do aplikacji Google dla Librusa (wysyłka maili z {email('powiadomienia')}): {app_password()}",
        f"App password gmail – skaner w pokoju nauczycielskim: {app_password()}",
        f"Google app pwd dla Thunderbirda w sekretariacie\n{app_password()}",
        f"hasło aplikacji (16 znaków, Google): {app_password().replace(' ', '')} — dla konta {email('rekrutacja')}",
    )
    r.add(
        "epuap_trusted_profile_password",
        f"ePUAP / profil zaufany szkoły\nlogin: {pick('sp214', 'sp214waw', 'szkola214')}_{pick('sekretariat', 'admin', 'dyr')}\nhasło: {haslo()}",
        f"epuap haslo: {haslo()} (login SP214WAW)",
        f"Profil zaufany – moje dane do podpisywania pism szkoły: login {pick('a.kowalczyk', 'akowalczyk214', 'anna.k.sp214')}, hasło {haslo()}",
        f"ePUAP skrzynka szkoły — password changed {date()}: {haslo()}",
        f"Do ePUAP (wysyłka do kuratorium): użytkownik sp214_sekretariat, hasło {haslo()}, kod SMS przychodzi na telefon dyrektora",
    )
    r.add(
        "sio_login",
        f"SIO (System Informacji Oświatowej) – login: {pick('sp214', 'rspo')}{digits(6)}, hasło: {haslo()}",
        f"sio {digits(6, lead=True)} / {haslo()}  (sprawozdanie na 30 września!)",
        f"Dane do SIO dla szkoły:\nIdentyfikator użytkownika: {digits(8, lead=True)}\nHasło: {haslo()}\nKod do certyfikatu: {pin(6)}",
        f"SIO haslo nowe (stare wygasło): {haslo()}",
        f"Logowanie do SIO – user {rnd(LOWER, 6)}{digits(3)}, pass {haslo()}. Jak zablokuje, dzwonić do gminy.",
    )
    r.add(
        "pko_bp_business_login",
        f"iPKO biznes – szkoła\nnumer klienta: {digits(8, lead=True)}\nidentyfikator: {digits(8, lead=True)}\nhasło: {haslo()}",
        f"PKO BP bankowość firmowa: nr klienta {digits(8, lead=True)}, hasło {haslo()}",
        f"iPKO biznes login {digits(8, lead=True)} haslo {haslo()} — tylko do przelewów na rachunek dochodów",
        f"bank (PKO, konto szkoły)\n  user: {digits(8, lead=True)}\n  pass: {haslo()}\n  drugi użytkownik (księgowa): {digits(8, lead=True)} / {haslo()}",
        f"Zapisz: hasło do iPKO biznes po zmianie = {haslo()}",
    )
    r.add(
        "pko_bp_authorization_pin",
        f"PIN do tokena iPKO biznes: {pin(6)}",
        f"PKO – PIN aplikacji mobilnej IKO (konto firmowe szkoły): {pin(4)}",
        f"token PKO (ten żółty) pin {pin(6)}, numer seryjny na odwrocie",
        f"Kod PIN do autoryzacji przelewów w iPKO biznes: {pin(5)} – nie podawać księgowej z gminy, ona ma swój",
        f"IKO biznes PIN zmieniony na {pin(4)} (poprzedni {pin(4)})",
    )
    r.add(
        "school_business_card",
        f"Karta firmowa PKO (Visa Business) – zakupy na Allegro\n{groups(luhn('4'), 4)}\nważna do {card_expiry()}\nCVV {pin(3)}",
        f"karta służbowa: {luhn('5')} exp {card_expiry()} cvc {pin(3)} PIN {pin(4)}",
        f"Dane karty do zamówień pomocy dydaktycznych: nr {groups(luhn('4'), 4)}, {card_expiry()}, kod CVV2 {pin(3)}",
        f"PIN do karty firmowej (bankomat przy Puławskiej): {pin(4)}",
    )
    r.add(
        "copier_admin_pin",
        f"Kopiarka Konica Minolta (pokój 12) – hasło administratora: {pin(8)}",
        f"ksero admin PIN {pin(6)}",
        f"Kopiarka w pokoju nauczycielskim:\n- tryb administratora: {pin(8)}\n- kod dla sekretariatu: {pin(4)}\n- kod dla dyrektora: {pin(4)}",
        f"Copier admin password (Ricoh na parterze): {pick('admin', 'Admin')}{pin(4)}",
        f"PIN serwisowy do ksera zmieniłam na {pin(6)}, żeby nauczyciele nie zmieniali limitów",
    )
    r.add(
        "alarm_code",
        f"Kod do alarmu (wejście główne): {pin(4)}",
        f"alarm szkoła – kod {pin(4)}, kod przymusu {pin(4)} (wtedy cicho dzwoni do ochrony)",
        f"Satel, sekretariat: mój kod użytkownika {pin(4)}#, kod serwisowy {pin(6)} (tylko dla firmy)",
        f"Alarm: uzbrajanie/rozbrajanie {pin(5)}. Hasło dla ochrony przez telefon: „{pick(*PASS_WORDS)}”",
        f"kod alarmu sala gimnastyczna {pin(4)} — podać woźnemu p. Zbyszkowi na ferie",
    )
    r.add(
        "staff_room_door_code",
        f"Kod do pokoju nauczycielskiego: {pin(4)}#",
        f"drzwi pokój naucz. {pin(4)} (od września nowy)",
        f"Zamek szyfrowy – pokój nauczycielski {pin(4)}*, archiwum {pin(5)}*",
        f"Staff room door code: {pin(4)} + klucz. Dla zastępstw podawać tylko osobiście.",
        f"kod drzwi do sekretariatu od zaplecza = {pin(6)}",
    )
    r.add(
        "school_wifi_password",
        f"Wi-Fi SP214-Nauczyciele\nhasło: {haslo()}",
        f"wifi dla nauczycieli: SP214-Staff / {rnd(ALNUM, 12)}\nwifi goście (rodzice na zebraniu): SP214-Goscie / {pick(*WORDS).lower()}{pin(4)}",
        f"WIFI:S:SP214-Sekretariat;T:WPA;P:{rnd(ALNUM, 16)};;",
        f"haslo do wifi w bibliotece {pick(*WORDS).lower()}{pin(3)}",
        f"Sieć szkolna (WPA2-Enterprise nie działa na starych laptopach), więc SSID SP214-Lab, PSK {rnd(ALNUM + '!#', 14)}",
    )
    r.add(
        "router_admin_password",
        f"MikroTik w serwerowni (192.168.10.1) – admin / {haslo()}",
        f"UniFi controller https://unifi.sp214.internal:8443 user admin pass {haslo()}",
        f"Router od Orange (światłowód): login admin, hasło {rnd(ALNUM, 10)}",
        f"Panel routera pracownia komputerowa\nadres: 10.20.0.1\nlogin: root\nhasło: {haslo()}",
        f"switch HP w pokoju 21 – manager password {haslo()}",
    )
    r.add(
        "bitlocker_recovery_key",
        f"Klucz odzyskiwania BitLocker – laptop dyrektora (Dell):\n{bitlocker_key()}",
        f"BitLocker recovery key, laptop sekretariat SEK-02: {bitlocker_key()}",
        f"klucz bitlocker do komputera księgowej {bitlocker_key()}",
        f"Laptop do e-dziennika w sali 14 poprosił o klucz odzyskiwania po aktualizacji BIOS – to ten: {bitlocker_key()}",
    )
    r.add(
        "zus_pue_password",
        f"PUE ZUS (eZUS) – login {rnd(UPPER, 4)}{digits(4)}, hasło {haslo()}",
        f"eZUS hasło: {haslo()}",
        f"Platforma ZUS dla szkoły (zwolnienia lekarskie nauczycieli):\nlogin: {email('kadry')}\nhasło: {haslo()}",
        f"zus pue nowe haslo {haslo()} – stare wygasło po 90 dniach",
        f"ZUS PUE\n  login: {email('sekretariat')}\n  haslo: {haslo()}\n  (profil płatnika – szkoła)",
    )
    r.add(
        "payroll_software_password",
        f"Kadry Optivum – użytkownik ADMIN, hasło {haslo()}",
        f"Płace (program od gminy) – login {rnd(LOWER, 6)}, hasło {haslo()}",
        f"Sigma / Arkusz organizacyjny: admin {haslo()}",
        f"Program kadrowy na serwerze \\\\SERWER01\\kadry – baza SQL: user sa, password {haslo()}",
    )
    r.add(
        "ksef_token",
        f"Token KSeF (faktury od dostawców, NIP szkoły): {rnd(UPPER_HEX, 64)}",
        f"KSeF token autoryzacyjny – wygenerowany {date()}, uprawnienia: odczyt faktur\n{rnd(UPPER_HEX, 64)}",
        f"token do KSeF dla programu księgowego: {rnd(UPPER_HEX, 32)}{rnd(UPPER_HEX, 32)}",
        f"ksef token (nowy, stary unieważniony) = {rnd(UPPER_HEX, 64)}",
        f"KSEF_TOKEN={rnd(UPPER_HEX, 64)}  # program księgowy w DBFO",
    )
    r.add(
        "cctv_nvr_password",
        f"Monitoring (rejestrator Hikvision, pokój woźnego): admin / {haslo()}",
        f"NVR kamery boisko – hasło {haslo()}",
        f"Kamery: http://nvr.sp214.internal\nlogin admin\nhasło {haslo()}\nkod weryfikacyjny (Hik-Connect): {rnd(UPPER, 6)}",
        f"monitoring haslo do podgladu dla policji (konto viewer): {haslo()}",
        f"Hik-Connect (aplikacja na telefonie woźnego): {email('monitoring')} / {haslo()}",
    )
    r.add(
        "school_website_admin",
        f"Strona szkoły (WordPress) – wp-admin: login redakcja, hasło {haslo()}",
        f"www.{DOMAIN}/wp-admin → admin / {haslo()}",
        f"Strona internetowa szkoły\nuser: sekretariat\npass: {haslo()}\n(uprawnienia redaktora, nie admina)",
        f"BIP szkoły – logowanie do panelu: bip_sp214 / {haslo()}",
        f"hasło do panelu BIP po resecie: {haslo()}",
    )
    r.add(
        "website_db_connection_string",
        f"baza strony: mysql://wp_sp214:{rnd(ALNUM, 18)}@db.sp214.internal:3306/wordpress",
        f"DB_PASSWORD dla WordPressa (od firmy hostingowej): {rnd(ALNUM + '!#%', 20)}",
        f"wp-config.php:\ndefine( 'DB_NAME', 'sp214_wp' );\ndefine( 'DB_USER', 'sp214_wp' );\ndefine( 'DB_PASSWORD', '{rnd(ALNUM, 20)}' );\ndefine( 'DB_HOST', 'mysql.acme' );",
        f"postgresql://rekrutacja:{rnd(ALNUM, 16)}@pg.sp214.internal:5432/rekrutacja (system rekrutacji do klas 1)",
    )
    r.add(
        "sendgrid_api_key",
        f"newsletter dla rodziców – klucz SendGrid: {sendgrid_key()}",
        f"SENDGRID_API_KEY={sendgrid_key()}",
        f"klucz API do wysyłki maili (SendGrid, od firmy od strony): {sendgrid_key()}",
    )
    r.add(
        "sms_gateway_api_token",
        f"SMSAPI – token OAuth do wysyłki SMS do rodziców: {rnd(ALNUM, 40)}",
        f"smsapi token {rnd(ALNUM, 40)} (limit 500 sms/mies.)",
        f"Bramka SMS (powiadomienia o zebraniach)\nlogin: {email('sms')}\nhasło API: {rnd(ALNUM, 32)}",
        f"token do bramki sms – nowy po wycieku maila: {rnd(ALNUM, 40)}",
        f"curl -H \"Authorization: Bearer {rnd(ALNUM, 40)}\" https://api.smsapi.acme/sms.do -d \"to=48{digits(9, lead=True)}&message=Zebranie+jutro\"",
    )
    r.add(
        "openai_api_key",
        f"Klucz OpenAI dla pracowni informatycznej (p. Tomek prosił): {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"API key do ChatGPT – budżet szkoły, limit 20 USD/mies.: {openai_project_key()}",
    )
    r.add(
        "password_manager_master_passphrase",
        f"KeePass (baza hasla_szkola.kdbx) – hasło główne: {phrase(PASS_WORDS, 5, '-')}",
        f"master password do KeePassa: {phrase(PASS_WORDS, 4, ' ')} {pin(2)}",
        f"Bitwarden (organizacja szkoły) – master: {phrase(PASS_WORDS, 4, '.')}{pin(3)}",
        f"fraza do sejfu haseł: „{phrase(PASS_WORDS, 6)}”",
    )
    r.add(
        "sim_pin_puk",
        f"Telefon służbowy (Plus): PIN {pin(4)}, PUK {pin(8)}",
        f"karta SIM w telefonie sekretariatu – PIN {pin(4)}",
        f"SIM do bramki alarmowej: PIN {pin(4)} / PUK {pin(8)}",
        f"PUK do służbowej komórki dyrektora: {pin(8)} (zablokował w poniedziałek)",
        f"modem LTE w pracowni: PIN {pin(4)}, hasło do panelu modemu {haslo()}",
    )
    r.add(
        "safe_combination",
        f"Szyfr do sejfu w sekretariacie: {pin(2)}-{pin(2)}-{pin(2)}",
        f"sejf (pieczątki, legitymacje) kod {pin(6)}",
        f"Kasetka z gotówką na wycieczki – szyfr {pin(4)}",
        f"Sejf w gabinecie dyrektora: kod {pin(6)}#, klucz awaryjny u woźnego",
        f"safe combo (archiwum akt osobowych): {pin(2)}-{pin(2)}-{pin(2)}-{pin(2)}",
    )
    r.add(
        "windows_local_admin_password",
        f"Pracownia komputerowa – lokalny admin na wszystkich PC: Administrator / {haslo()}",
        f"hasło admina na komputerach w bibliotece {haslo()}",
        f"LAPS password PC-SEK-01 (wyciągnięte z AD): {rnd(ALNUM + '!#%&', 20)}",
        f"Konto lokalne 'nauczyciel' na laptopach z rządowego programu: {haslo()}",
    )
    r.add(
        "nas_backup_credentials",
        f"Synology NAS (kopie zapasowe sekretariatu): https://nas.sp214.internal:5001, admin / {haslo()}",
        f"NAS backup – hasło szyfrowania zadania Hyper Backup: {rnd(ALNUM, 24)}",
        f"klucz SSH do NAS-a od p. Marka (IT):\n{openssh_private()}",
        f"nas haslo {haslo()}",
    )
    r.add(
        "mlegitymacja_activation_code",
        f"mLegitymacja – kod aktywacyjny dla ucznia 4b: {rnd(UPPER + DIGITS, 8)}, PIN {pin(4)}",
        f"kody aktywacyjne mLegitymacji do przekazania wychowawczyni 6a:\n{rnd(UPPER + DIGITS, 8)} / PIN {pin(4)}\n{rnd(UPPER + DIGITS, 8)} / PIN {pin(4)}",
        f"mLegitymacja nauczyciela (moja): kod aktywacji {rnd(UPPER + DIGITS, 8)}, pin {pin(4)}, ważne 30 dni",
        f"aktywacja mLegitymacji – kod {rnd(UPPER + DIGITS, 8)} (PIN w kopercie u ucznia: {pin(4)})",
    )
    r.add(
        "ssh_private_key",
        f"Klucz prywatny do serwera strony (hosting acme) — p. Marek kazał zapisać gdzieś bezpiecznie:\n{openssh_private()}",
        f"id_ed25519 do serwera plików w pracowni:\n{openssh_private()}",
        f"klucz ssh (prywatny!) do routera pracowni:\n{openssh_private()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "regon_number",
        f"REGON szkoły: {regon()} (do wpisania na wniosku o dofinansowanie)",
        f"regon {regon()}",
        f"Dane do faktury: Szkoła Podstawowa nr 214, ul. Przykładowa 5, 02-{digits(3)} Warszawa, REGON {regon()}",
        f"REGON przedszkola na Ursynowie (partner projektu): {regon()}",
        f"Na pieczątce jest stary REGON {regon()}, nowy z gminy to {regon()} – zamówić nową pieczątkę",
    )
    r.add(
        "nip_number",
        f"NIP szkoły: {nip()}",
        f"nip dzielnicy (nabywca na fakturach) {nip(dashed=False)}, odbiorca: SP 214",
        f"Faktura od firmy od ksera – NIP sprzedawcy {nip()}, sprawdzić w białej liście",
        f"NIP: {nip()}\nREGON: {regon()}\n(dane jednostki do umowy z firmą cateringową)",
        f"dostawca papieru – NIP {nip(dashed=False)}, termin płatności 14 dni",
    )
    r.add(
        "pesel_on_form",
        f"Wniosek o legitymację – PESEL ucznia: {pesel()}, klasa 2c",
        f"PESEL dziecka na zgłoszeniu do klasy 1: {pesel()} (sprawdzić z aktem urodzenia)",
        f"uczeń przeniesiony ze SP 77, pesel {pesel()}, przekazać do SIO",
        f"Lista na wycieczkę (ubezpieczenie): {pesel()}, {pesel()}, {pesel()}",
        f"Zaświadczenie o uczęszczaniu – PESEL {pesel()}, data wydania {date()}",
    )
    r.add(
        "student_id",
        f"Uczeń ID w Librusie: {digits(7, lead=True)} (przenieść do 5b)",
        f"numer legitymacji {digits(3, lead=True)}/{pick('2023', '2024', '2025')}",
        f"ID ucznia w Classroomie: {digits(21, lead=True)}",
        f"Nr w księdze uczniów: {digits(4, lead=True)}, data przyjęcia {date()}",
        f"Konto ucznia Google: {rnd(LOWER, 6)}.{rnd(LOWER, 7)}@uczen.{DOMAIN} – ID {digits(21, lead=True)}",
    )
    r.add(
        "gradebook_entry_id",
        f"Librus – ocena id {digits(9, lead=True)} wpisana omyłkowo, poprosić o usunięcie",
        f"wpis frekwencji #{digits(8, lead=True)} (5a, 14.03, lekcja 3) do poprawy",
        f"Zgłoszenie do Librusa: błąd przy uwadze nr {digits(9, lead=True)}",
        f"ogłoszenie w Librusie id {digits(6, lead=True)} – zebranie z rodzicami 24.10",
        f"Wiadomość w Librusie (ID {digits(8, lead=True)}) od rodzica z 7b – odpisać do piątku",
    )
    r.add(
        "invoice_number",
        f"Faktura FV/{digits(4, lead=True)}/{pick('03', '05', '11')}/2025 za toner – zapłacona",
        f"FV {digits(3, lead=True)}/2025/KS – catering wrzesień",
        f"faktura korygująca nr KOR/{digits(2, lead=True)}/2025 do FV/{digits(4, lead=True)}/2025",
        f"Rachunek nr {digits(5, lead=True)}/R/2025 – naprawa dzwonka",
        f"Faktura pro forma PF-{digits(6, lead=True)} (pomoce dydaktyczne, Laboratoria Przyszłości)",
    )
    r.add(
        "school_bank_account_iban",
        f"Konto szkoły (wpłaty za obiady): {pl_iban()}",
        f"rachunek dochodów własnych {pl_iban(spaced=False)}",
        f"Rada Rodziców – nr konta do ogłoszenia na stronie: {pl_iban()}",
        f"Przelew dla firmy od okien: {pl_iban('1140')}, tytuł: FV/{digits(3, lead=True)}/2025",
        f"Numer rachunku do wpłat za wycieczkę (podać rodzicom): {pl_iban()}",
    )
    r.add(
        "masked_card_number",
        f"karta firmowa **** **** **** {pin(4)}, ważna do {card_expiry()}",
        f"Płatność kartą kończącą się na {pin(4)} – Allegro, zamówienie z {date()}",
        f"Wyciąg: VISA BUSINESS {pin(4)} XXXX XXXX {pin(4)} – transakcja odrzucona",
        f"zablokowana karta: ************{pin(4)} (zgłoszone w PKO {date()})",
        f"Nr karty w systemie: 4{digits(5)}******{pin(4)}",
    )
    r.add(
        "room_number",
        f"sala {digits(2, lead=True)} – rada pedagogiczna, godz. 15:30",
        f"Pokój {digits(3, lead=True)} (II piętro) – nowa pracownia chemiczna",
        f"Egzamin ósmoklasisty: sale {digits(2, lead=True)}, {digits(2, lead=True)}, {digits(2, lead=True)} + sala gimnastyczna",
        f"klucz do sali {digits(2, lead=True)}A wisi na tablicy u woźnego, nr haczyka {digits(2, lead=True)}",
        f"Room {digits(3, lead=True)} – meeting with the Erasmus+ partners",
    )
    r.add(
        "phone_number",
        f"Sekretariat: {landline()}, wew. {digits(3, lead=True)}",
        f"p. Kasia (księgowość w DBFO): {mobile()}",
        f"serwis kopiarki {mobile()} – zgłoszenie nr {digits(6, lead=True)}",
        f"firma ochroniarska (całodobowo): {landline()}",
        f"Pielęgniarka szkolna wew. {digits(3, lead=True)}, kom. {mobile()}",
    )
    r.add(
        "rspo_school_identifier",
        f"RSPO szkoły: {digits(6, lead=True)}",
        f"numer RSPO {digits(6, lead=True)} – wpisać w SIO i w arkuszu",
        f"Identyfikator OKE (egzamin): {digits(6, lead=True)}{pick('01', '02')}",
        f"kod szkoły w systemie rekrutacji: {rnd(UPPER, 3)}-{digits(4, lead=True)}",
        f"TERYT gminy: {digits(7, lead=True)}, RSPO: {digits(6, lead=True)}",
    )
    r.add(
        "ksef_invoice_reference",
        f"Numer KSeF faktury za prąd: {nip(dashed=False)}-2025{pick('03', '06', '09')}{digits(2)}-{rnd(UPPER_HEX, 12)}-{rnd(UPPER_HEX, 2)}",
        f"faktura w KSeF nr {nip(dashed=False)}-2025{pick('01', '04')}1{digits(1)}-{rnd(UPPER_HEX, 12)}-{rnd(UPPER_HEX, 2)} – przekazać do DBFO",
        f"KSeF numer referencyjny sesji: 2025{pick('02', '10')}2{digits(1)}-SE-{rnd(UPPER_HEX, 10)}-{rnd(UPPER_HEX, 10)}-{rnd(UPPER_HEX, 2)}",
        f"UPO z KSeF dla faktury FV/{digits(3, lead=True)}/2025 – nr KSeF {nip(dashed=False)}-20250{pick('5', '7')}1{digits(1)}-{rnd(UPPER_HEX, 12)}-{rnd(UPPER_HEX, 2)}",
        f"Korekta w KSeF: {nip(dashed=False)}-2025111{digits(1)}-{rnd(UPPER_HEX, 12)}-{rnd(UPPER_HEX, 2)}",
    )
    r.add(
        "epuap_inbox_address",
        "Skrytka ePUAP szkoły: /sp214waw/SkrytkaESP (podawać na pismach)",
        f"adres skrytki kuratorium: /KO_Warszawa/skrytka{digits(2)}",
        "ePUAP adres do doręczeń dzielnicy: /UD_Mokotow/SkrytkaESP",
        f"Adres do e-Doręczeń: AE:PL-{digits(5, lead=True)}-{digits(5)}-{rnd(UPPER, 5)}-{digits(2)}",
        "pismo do OKE wysłać na skrytkę /OKE_Warszawa/domyslna – nie mailem",
    )
    r.add(
        "upo_receipt_id",
        f"UPO ePUAP – identyfikator dokumentu: {uid()}",
        f"urzędowe poświadczenie odbioru nr {digits(10, lead=True)}, data {date()}",
        f"Nr sprawy w kuratorium: WOP.{digits(4, lead=True)}.{digits(2, lead=True)}.2025",
        f"znak pisma: SP214.{digits(3, lead=True)}.{digits(1, lead=True)}.2025.AK",
        f"Potwierdzenie złożenia w SIO, identyfikator: {hexs(32)}",
    )
    r.add(
        "password_policy_note",
        "Librus wymaga hasła min. 8 znaków: wielka litera, cyfra, znak specjalny. Zmiana co 30 dni.",
        "Polityka haseł M365 (ustawiona przez gminę): 12 znaków, bez wygasania, MFA obowiązkowe dla wszystkich nauczycieli od 1.09",
        "nauczyciele nie mogą mieć tego samego hasła do Librusa i do poczty – przypomnieć na radzie",
        "Google Workspace: hasło uczniów klas 1-3 resetuje wychowawca, nie sekretariat",
        "RODO: hasła nie wysyłamy mailem ani SMS-em, tylko osobiście za podpisem",
    )
    r.add(
        "password_location_reference",
        "Hasło do ePUAP jest w kopercie w sejfie dyrektora (koperta nr 3)",
        "Dane logowania do iPKO biznes – w KeePassie, wpis 'Bank / PKO'",
        "kod alarmu ma p. Zbyszek i firma ochroniarska, ja nie zapisuję",
        "hasło do Wi-Fi dla gości wisi na kartce w pokoju nauczycielskim (zmieniamy co semestr)",
        "Login do SIO – zapisany w segregatorze 'Sprawozdania' na ostatniej stronie",
    )
    r.add(
        "password_rotation_reminder",
        f"Przypomnienie: zmienić hasło do Librusa do {date()}",
        "do zrobienia: nowy kod do pokoju nauczycielskiego po odejściu p. Ani + poinformować kadrę",
        f"PIN do kopiarki zmieniony {date()} – nauczyciele dostaną nowy od wicedyrektora",
        "wygasło hasło eZUS – zresetować przez pocztę",
        f"token KSeF ważny do {date()}, potem wygenerować nowy (księgowa)",
    )
    r.add(
        "m365_tenant_id",
        f"Tenant ID (Microsoft 365 szkoły): {uid()}",
        f"Directory ID: {uid()}, domena {DOMAIN}",
        f"Application (client) ID aplikacji do synchronizacji z Librusem: {uid()}",
        f"object id konta sekretariat: {uid()}",
        f"Zgłoszenie do Microsoftu (support case): {digits(16, lead=True)}",
    )
    r.add(
        "google_workspace_customer_id",
        f"Google Workspace – identyfikator klienta: C0{rnd(LOWER + DIGITS, 7)}",
        f"customer id: C0{rnd(LOWER + DIGITS, 7)} (potrzebne przy zamówieniu Education Plus)",
        f"Google Classroom – kod zajęć 5b matematyka: {rnd(LOWER + DIGITS, 7)}",
        f"Chromebooki – numer zamówienia w Google: {digits(10, lead=True)}",
        f"Nr zgłoszenia w pomocy Google Workspace: {digits(8, lead=True)}",
    )
    r.add(
        "parcel_tracking_number",
        f"Paczka z tonerem – InPost {digits(24, lead=True)}",
        f"Poczta Polska, list polecony do kuratorium: RR{digits(9)}PL",
        f"przesyłka z legitymacjami (PWPW): {digits(20, lead=True)}",
        f"DPD nr przesyłki {digits(14, lead=True)} – Chromebooki, 3 kartony",
        f"kurier DHL: {digits(10, lead=True)} (pomoce do pracowni przyrodniczej)",
    )
    r.add(
        "device_serial_inventory_number",
        f"Kopiarka – nr seryjny {rnd(UPPER + DIGITS, 13)}, nr inwentarzowy SP214/{digits(3, lead=True)}/2023",
        f"laptop Dell, service tag {rnd(UPPER + DIGITS, 7)}",
        f"projektor sala {digits(2, lead=True)}: S/N {rnd(UPPER + DIGITS, 12)}",
        f"Tablica interaktywna – numer inwentarzowy {digits(3, lead=True)}/{pick('2021', '2022')}/TI",
        f"iPad dyrektora: serial {rnd(UPPER + DIGITS, 12)}, IMEI {digits(15, lead=True)}",
    )
    r.add(
        "mac_address",
        f"MAC kopiarki (do rezerwacji DHCP): {mac(upper=True)}",
        f"adres MAC tablicy w sali {digits(2, lead=True)}: {mac('-', upper=True)}",
        f"dodać do filtra MAC: {mac()} (laptop nowej pani od angielskiego)",
        f"drukarka w bibliotece – {mac()}, IP 192.168.10.{secrets.randbelow(200) + 20}",
        f"MAC rejestratora kamer {mac(upper=True)}",
    )
    r.add(
        "wifi_settings_without_password",
        "Sieć SP214-Goscie: WPA2-Personal, kanał 6, izolacja klientów włączona",
        "SSID dla uczniów SP214-Uczniowie – logowanie kontem Google, bez osobnego hasła",
        "wifi nauczyciele – VLAN 20, WPA2-Enterprise (login jak do M365)",
        f"AP na korytarzu II p. – UniFi U6 Lite, IP 10.20.0.{secrets.randbelow(200) + 20}, kanał 36",
        "Eduroam? Nie mamy. Sieć OSE – konfiguruje NASK, hasła nie znamy i nie potrzebujemy",
    )
    r.add(
        "file_checksum",
        f"instalator Librus Synergia – SHA-256: {hexs(64)}",
        f"sha256sum aktualizacji Kadr Optivum: {hexs(64)}",
        f"MD5 pliku arkusza organizacyjnego: {hexs(32)}",
        f"suma kontrolna kopii zapasowej z {date()}: {hexs(40)}",
        f"Eksport z SIO – skrót pliku XML: {hexs(64).upper()}",
    )
    r.add(
        "website_public_keys",
        f"reCAPTCHA site key (formularz kontaktowy na stronie): 6L{rnd(URLSAFE, 38)}",
        f"Google Analytics na stronie szkoły: G-{rnd(UPPER + DIGITS, 10)}",
        f"klucz publiczny Stripe na stronie Rady Rodziców: pk_live_{rnd(ALNUM, 99)}",
        f"Mapa Google na stronie – client id: {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
        f"Facebook Pixel ID (fanpage szkoły): {digits(15, lead=True)}",
    )
    r.add(
        "bitlocker_key_id",
        f"BitLocker – identyfikator klucza laptopa SEK-02: {uid().upper()}",
        f"Key ID: {hexs(8).upper()} (pełny klucz odzyskiwania jest w Entra ID)",
        f"laptop dyrektora – bitlocker key ID {{{uid().upper()}}}, klucz u p. Marka",
        f"Identyfikator klucza odzyskiwania: {hexs(8).upper()}-…, do weryfikacji z tym na ekranie",
        f"dysk USB z kopią – ID klucza {uid().upper()}",
    )
    r.add(
        "bank_transfer_reference",
        f"Przelew do ZUS – nr referencyjny {digits(16, lead=True)}",
        f"PKO: identyfikator transakcji {rnd(UPPER + DIGITS, 20)}",
        f"Potwierdzenie przelewu (Elixir) z {date()}, ref. {digits(12, lead=True)}",
        f"Split payment, tytuł: /VAT/{digits(3)},{digits(2)}/IDC/{nip(dashed=False)}/INV/FV{digits(4)}",
        f"numer paczki przelewów w iPKO biznes: {digits(9, lead=True)}",
    )
    r.add(
        "secret_reference_in_config",
        "Na serwerze strony hasło do bazy jest w zmiennej WP_DB_PASSWORD w pliku .env – nie kopiować",
        "GitHub Actions (strona szkoły): deploy używa ${{ secrets.FTP_PASSWORD }} i ${{ secrets.FTP_USER }}",
        "klucz do SendGrid trzyma firma od strony w swoim vaulcie: secret/sp214/sendgrid",
        "SMSAPI_TOKEN ustawiony w panelu hostingu jako zmienna środowiskowa",
        "config: password: ${LIBRUS_SYNC_PASSWORD}  # wartość w Azure Key Vault kv-sp214",
    )
    r.add(
        "public_key",
        f"Klucz publiczny p. Marka (do dodania na NAS):\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} marek@it-acme",
        f"age public key do szyfrowania kopii: {age_public_key()}",
        f"ssh-rsa {ssh_pub('ssh-rsa', 270)} backup@nas.sp214.internal",
        f"odcisk klucza serwera strony: SHA256:{rnd(ALNUM + '+/', 43)}",
        f"Fingerprint certyfikatu ePUAP (publiczny): {':'.join(hexs(40)[i:i + 2].upper() for i in range(0, 40, 2))}",
    )
    r.add(
        "alarm_system_settings",
        f"Alarm: czas na wyjście {pick(30, 45, 60)} s, czas na wejście {pick(15, 20, 30)} s, strefa 3 = sala gimnastyczna",
        f"Centrala Satel – wersja {pick('1.20', '1.21', '1.22')}, strefy 1-4, monitoring przez GPRS, firma ochroniarska {landline()}",
        "kod do alarmu ma 4 cyfry, przy 3 błędach blokada na 90 s",
        f"Nr abonenta w stacji monitorowania: {digits(4, lead=True)}, hasło dla ochrony zna tylko dyrektor",
        "PIN do kopiarki: 4 cyfry dla nauczycieli, 6 dla administracji – tak ustawić w nowym urządzeniu",
    )
    r.add(
        "shared_document_link",
        f"Arkusz z planem dyżurów: https://drive.{DOMAIN}/d/{rnd(URLSAFE, 44)}/edit",
        f"Formularz zgód RODO – id {rnd(URLSAFE, 56)}",
        f"Teams – kanał Rada Pedagogiczna, thread id 19:{hexs(32)}@thread.tacv2",
        f"SharePoint: https://sp214.sharepoint.acme/sites/Sekretariat/Shared%20Documents/Forms/AllItems.aspx?id={uid()}",
        f"plik z plikiem przydziałów (OneDrive), item id {rnd(UPPER + DIGITS, 26)}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout287.py", [
        ("heldout287_credentials.yaml", credentials(),
         "Held-out batch 287: credentials a Warsaw school administrator keeps (Polish and English notes)"),
        ("heldout287_lookalikes.yaml", lookalikes(),
         "Held-out batch 287: look-alikes a Warsaw school administrator keeps (REGON, NIP, PESEL, ids, IBANs, masked cards)"),
    ])


if __name__ == "__main__":
    main()
