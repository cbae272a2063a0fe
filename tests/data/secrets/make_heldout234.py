# ruff: noqa: E501
"""Writes heldout234_credentials.yaml and heldout234_lookalikes.yaml: held-out batch 234.

Persona: a community pharmacist in Kraków who writes notes in Polish (with a little
English). She asks the assistant to remember the P1 / e-Recepta certificate and portal
logins, the KS-AOW pharmacy software admin and database passwords, the ePUAP trusted profile
password, the Allegro seller API client secret, the PZU insurance portal login, the alarm
codes, the combination of the safe for controlled drugs, the mBank token PIN, the Wi-Fi
password and the InPost API token. Her look-alikes are PESEL-like numbers said to be
examples, NIP, REGON and KRS numbers, prescription access codes said to be expired or
already dispensed, batch/lot numbers, EAN barcodes, FMD serial numbers, order, invoice and
parcel tracking numbers, IBAN account numbers and talk about passwords without one.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    bitlocker_key,
    digits,
    ean13,
    epoch,
    groups,
    hexs,
    iban,
    jwt,
    mac,
    openai_project_key,
    pick,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

PL_WORDS = ["Sukiennice", "Kazimierz", "Podgorze", "Wisla", "Smok", "Obwarzanek", "Krowodrza",
            "Wawel", "Planty", "Bronowice", "Zablocie", "Kopiec", "Lajkonik", "Mariacki"]
NAMES = ["Kasia", "Ania", "Marek", "Tomek", "Basia", "Ola", "Piotrek", "Magda"]
WORDS = ["apteka", "recepta", "syrop", "tabletka", "ampulka", "masc", "kropla", "plaster",
         "bandaz", "waga", "mozdzierz", "kapsulka", "czopek", "tynktura", "lipa", "rumianek"]


def pl_pw() -> str:
    """A password a Polish pharmacist chose, or one a manager generated."""
    return pick(
        f"{pick(*PL_WORDS)}{pick('', '_', '.', '#')}{digits(pick(2, 4))}{pick('!', '?', '$', '%', '')}",
        f"{pick(*PL_WORDS).lower()}{pick(*PL_WORDS)}{digits(3)}!",
        rnd(ALNUM + "!@#$%&*", 14),
        pw(),
    )


def passphrase() -> str:
    return "-".join(secrets.choice(WORDS) for _ in range(4)) + digits(2)


def pin(n: int) -> str:
    return digits(n)


def login() -> str:
    return f"{pick('apteka', 'farmaceuta', 'kierownik', 'mgr.farm')}{pick('.', '_', '')}{pick('krakow', 'acme', 'podgorze', 'kazimierz')}{digits(pick(1, 2))}"


def email() -> str:
    return f"{pick('apteka', 'biuro', 'kierownik', 'zamowienia')}@{pick('apteka-acme.example', 'acme-farmacja.test', 'apteka.acme.example')}"


def pesel() -> str:
    """A PESEL with a valid check digit (birth date encoded, months +20 after 2000)."""
    year = 1950 + secrets.randbelow(56)
    month = secrets.randbelow(12) + 1 + (20 if year >= 2000 else 0)
    body = f"{year % 100:02d}{month:02d}{secrets.randbelow(28) + 1:02d}{digits(4)}"
    total = sum(int(c) * w for c, w in zip(body, (1, 3, 7, 9, 1, 3, 7, 9, 1, 3), strict=True))
    return body + str((10 - total % 10) % 10)


def nip(dashed: bool = True) -> str:
    """A NIP (tax id) with a valid check digit; Kraków tax office prefixes."""
    while True:
        body = pick("676", "677", "679", "675", "945", "944") + digits(6)
        check = sum(int(c) * w for c, w in zip(body, (6, 5, 7, 2, 3, 4, 5, 6, 7), strict=True)) % 11
        if check != 10:
            text = body + str(check)
            return f"{text[:3]}-{text[3:6]}-{text[6:8]}-{text[8:]}" if dashed else text


def regon() -> str:
    """A nine-digit REGON with a valid check digit."""
    body = "12" + digits(6)
    check = sum(int(c) * w for c, w in zip(body, (8, 9, 2, 3, 4, 5, 6, 7), strict=True)) % 11 % 10
    return body + str(check)


def krs() -> str:
    return "0000" + digits(6, lead=True)


def pl_iban(spaced: bool = True) -> str:
    return iban("PL", pick("11402004", "10501445", "10202892", "12401037") + digits(16), spaced)


def inpost_token() -> str:
    """An InPost ShipX API token: an RS256 JWT issued for the organization."""
    now = epoch()
    return jwt({"exp": now + 10 * 365 * 86400, "iat": now, "jti": uid(), "iss": "https://login.inpost.example/auth/realms/external",
                "sub": uid(), "typ": "Bearer", "azp": "shipx", "session_state": uid(), "scope": "openid api:apipoints api:shipx",
                "allowed_refresh_tokens": True}, "RS256", rnd(URLSAFE, 342))


def allegro_token() -> str:
    now = epoch()
    return jwt({"user_name": digits(8, lead=True), "scope": ["allegro:api:sale:offers:write", "allegro:api:orders:read"],
                "allegro_api": True, "exp": now + 43200, "authorities": ["ROLE_USER"], "jti": uid(), "client_id": hexs(32)},
               "RS256", rnd(URLSAFE, 342))


def allegro_secret() -> str:
    return rnd(ALNUM, 64)


def safe_combo() -> tuple[int, int, int]:
    return (secrets.randbelow(99) + 1, secrets.randbelow(99) + 1, secrets.randbelow(99) + 1)


def lot() -> str:
    return pick(f"{rnd(UPPER, 2)}{digits(4)}", f"{digits(6)}", f"{rnd(UPPER + DIGITS, 8)}", f"L{digits(5)}{rnd(UPPER, 1)}")


def fmd_serial() -> str:
    return rnd(UPPER + DIGITS, pick(12, 14, 16, 20))


def tracking() -> str:
    return digits(24, lead=True)


def credentials() -> Rows:
    r = Rows()

    r.add("p1_certificate_password",
          f"Hasło do certyfikatu P1 (plik apteka_p1.p12, ważny do 2027): {pl_pw()}",
          f"e-Recepta / P1 – certyfikat TLS i WSS, to samo hasło do obu: {pl_pw()}\nzainstalowane na stanowisku 1 i 2",
          f"przypomnij mi: certyfikat z rejestru P1 po odnowieniu ma nowe haslo -> {pl_pw()} (stare już nie działa)",
          f"openssl pkcs12 -in wss_apteka.p12 -out wss.pem -nodes -passin pass:{pl_pw()}",
          f"P1 cert pass: {pl_pw()}")

    r.add("p1_portal_login",
          f"Login do portalu P1 (rejestr aptek, ezdrowie): {email()} / {pl_pw()}",
          f"e-Recepta – logowanie farmaceuty na stanowisku 2:\nlogin: {login()}\nhasło: {pl_pw()}",
          f"| system | login | hasło |\n|---|---|---|\n| P1 / e-Recepta | {login()} | {pl_pw()} |",
          f"zapamiętaj – P1 login {login()} haslo {pl_pw()}, konto kierownika apteki",
          f"Portal e-zdrowie (P1) password for the pharmacy account: {pl_pw()}")

    r.add("ks_aow_admin_password",
          f"KS-AOW admin: ADMIN / {pl_pw()}",
          f"Hasło administratora w KS-AOW (Kamsoft) zmieniłam dziś na {pl_pw()} – nie dawać stażystom",
          f"ksaow – user SERWIS, haslo {pl_pw()}, potrzebne przy aktualizacji wersji",
          f"Jak serwis Kamsoftu zadzwoni: konto administratora systemu KS-AOW, hasło {pl_pw()}",
          f"KS-AOW\n  uzytkownik: KIEROWNIK\n  haslo: {pl_pw()}\n  uprawnienia: pełne (ceny, inwentaryzacja)",
          f"hasło admina do KS-AOWa: {pl_pw()} (poprzednie {pl_pw()} już nieaktywne)")

    r.add("ks_aow_database_password",
          f"baza KS-AOW (Firebird): SYSDBA / {pl_pw()}, plik D:\\KSAOW\\BAZA\\APTEKA.FDB",
          f"isql -user SYSDBA -password {rnd(ALNUM, 12)} apteka-srv.internal:D:/KSAOW/BAZA/APTEKA.FDB",
          f"connection string do raportów w Excelu: Driver={{SQL Server}};Server=apteka-srv.internal;Database=KSAOW;Uid=raporty;Pwd={pl_pw()};",
          f"Backup bazy: sqlcmd -S apteka-srv.internal\\SQLEXPRESS -U sa -P \"{rnd(ALNUM + '!#', 16)}\" -Q \"BACKUP DATABASE KSAOW TO DISK='E:\\bk\\ksaow.bak'\"",
          f"Server=apteka-srv.internal;Database=KSAOW;User Id=ksaow_app;Password={rnd(ALNUM, 18)};TrustServerCertificate=True")

    r.add("epuap_trusted_profile_password",
          f"Profil zaufany (ePUAP) – login {login()}, hasło {pl_pw()}",
          f"ePUAP haslo: {pl_pw()}",
          f"hasło do profilu zaufanego zmieniłam na {pl_pw()}, bo wygasło po 90 dniach",
          f"Profil zaufany:\nlogin: {login()}\nhasło: {pl_pw()}\n(potwierdzenie SMS-em na mój telefon)",
          f"ePUAP trusted profile pwd {pl_pw()} – used for GIF and WIF letters")

    r.add("allegro_client_secret",
          f"Allegro REST API – aplikacja 'apteka-sklep':\nClient ID: {hexs(32)}\nClient Secret: {allegro_secret()}",
          f"ALLEGRO_CLIENT_ID={hexs(32)}\nALLEGRO_CLIENT_SECRET={allegro_secret()}",
          f"curl -X POST -u '{hexs(32)}:{allegro_secret()}' 'https://allegro.example/auth/oauth/token?grant_type=client_credentials'",
          f"sekret aplikacji allegro (nie client id!): {allegro_secret()}",
          f"allegro:\n  client_id: {hexs(32)}\n  client_secret: {allegro_secret()}\n  redirect_uri: https://sklep.apteka-acme.example/allegro/callback")

    r.add("allegro_access_token",
          f"token allegro (ważny 12h, odświeżam skryptem): {allegro_token()}",
          f"Authorization: Bearer {allegro_token()}",
          f"allegro refresh_token={allegro_token()}",
          f"Zapisz access token do Allegro sandbox/prod (prod!): {allegro_token()}")

    r.add("pzu_portal_login",
          f"Moje PZU: login {email()}, hasło {pl_pw()}",
          f"PZU (ubezpieczenie apteki, OC + mienie) – portal klienta, hasło {pl_pw()}",
          f"pzu haslo {pl_pw()} (zmienione w marcu)",
          f"PZU login: {email()}\npassword: {pl_pw()}\npolisa w załączniku w mailu",
          f"konto PZU dla apteki – {email()} / {pl_pw()}")

    r.add("alarm_code",
          f"Kod do alarmu (Satel): {pin(4)}, kod przymusu {pin(4)}",
          f"alarm apteka – rozbrojenie: {pin(pick(4, 6))}#",
          f"Kod serwisowy centrali INTEGRA: {pin(6)} (tylko dla instalatora)",
          f"Nowy kod alarmu dla {pick(*NAMES)} (zmiana poranna): {pin(4)}",
          f"Alarm:\nużytkownik 3 (ja) – {pin(4)}\nużytkownik 4 ({pick(*NAMES)}) – {pin(4)}",
          f"alarm code for the pharmacy, front door keypad: {pin(5)}")

    a, b, c = safe_combo()
    a2, b2, c2 = safe_combo()
    r.add("controlled_drugs_safe_combination",
          f"Szyfr do sejfu z lekami psychotropowymi i narkotycznymi: {a}-{b}-{c}",
          f"sejf (Rpw, grupa I-N i II-P): w prawo {a2}, w lewo {b2}, w prawo {c2}",
          f"kod sejfu elektronicznego na leki z wykazu: {pin(6)}",
          f"Safe combination (controlled drugs cabinet): {pin(6)}#",
          f"Gdyby mnie nie było – sejf na zapleczu, kod {pin(6)}, klucz awaryjny u właściciela",
          f"szafa metalowa na narkotyki: kombinacja {pin(2)}-{pin(2)}-{pin(2)}")

    r.add("mbank_token_pin",
          f"PIN do mobilnej autoryzacji mBank: {pin(pick(4, 5, 6))}",
          f"mBank – PIN w aplikacji {pin(6)}, tokena sprzętowego już nie używamy",
          f"mbank token pin {pin(4)}",
          f"PIN do tokena mBank (konto firmowe): {pin(6)}",
          f"mBank: PIN do potwierdzania przelewów -> {pin(5)}")

    r.add("mbank_login_password",
          f"mBank CompanyNet: identyfikator {digits(8, lead=True)}, hasło {pl_pw()}",
          f"mbank: id {digits(8, lead=True)}, haslo {pl_pw()}",
          f"bank (mBank firmowy) – login {digits(8, lead=True)} / {pl_pw()}",
          f"hasło do mBanku zmienione na {pl_pw()}")

    r.add("wifi_password",
          f"WiFi apteka: SSID Apteka-Zaplecze, hasło {pl_pw()}",
          f"WIFI:T:WPA;S:Apteka-Biuro;P:{rnd(ALNUM, 16)};;",
          f"hasło do wi-fi na zapleczu {passphrase()} (dla klientów jest osobna sieć bez hasła)",
          f"nmcli dev wifi connect \"Apteka-Zaplecze\" password \"{rnd(ALNUM, 14)}\"",
          f"Wi-Fi password (back office): {pl_pw()}",
          f"wifi: {passphrase()}")

    org = digits(6, lead=True)
    r.add("inpost_api_token",
          f"InPost ShipX token: {inpost_token()}",
          f"INPOST_ORGANIZATION_ID={org}\nINPOST_API_TOKEN={inpost_token()}",
          f"curl -H \"Authorization: Bearer {inpost_token()}\" https://api-shipx-pl.inpost.example/v1/organizations/{org}/shipments",
          f"token do API InPosta (organizacja {org}), wygenerowany w Managerze Paczek:\n{inpost_token()}",
          f"inpost api key – {inpost_token()}")

    r.add("inpost_manager_login",
          f"Manager Paczek InPost: {email()} / {pl_pw()}",
          f"InPost – konto firmowe do nadawania paczek z Allegro, haslo {pl_pw()}",
          f"logowanie do managera paczek:\nemail: {email()}\nhasło: {pl_pw()}",
          f"inpost manager pwd: {pl_pw()}")

    r.add("email_password",
          f"Poczta apteki {email()} – hasło {pl_pw()}",
          f"skrzynka zamówień: {email()}, pass: {pl_pw()}",
          f"IMAP imap.apteka-acme.example:993, login {email()}, haslo {pl_pw()}",
          f"hasło do maila kierownik@ zmienione na {pl_pw()}")

    r.add("gmail_app_password",
          f"hasło aplikacji Google do wysyłki rezerwacji z KS-AOW: {groups(rnd(LOWER, 16), 4)}",
          f"app password (Thunderbird na kasie 2): {rnd(LOWER, 16)}",
          f"Google app password dla skanera -> {groups(rnd(LOWER, 16), 4)}",
          f"hasło aplikacji do gmaila apteki (nie zwykłe hasło): {rnd(LOWER, 16)}")

    r.add("smtp_password",
          f"SMTP_HOST=smtp.apteka-acme.example\nSMTP_USER={email()}\nSMTP_PASS={rnd(ALNUM, 20)}",
          f"smtp:\n  host: smtp.acme-farmacja.test\n  port: 587\n  user: rezerwacje\n  password: \"{pl_pw()}\"",
          f"swaks --to test@apteka-acme.example --server smtp.apteka-acme.example:587 --auth-user rezerwacje --auth-password '{pl_pw()}'")

    r.add("router_admin_password",
          f"Router (zaplecze, 192.168.1.1): admin / {pl_pw()}",
          f"hasło do routera {rnd(ALNUM, 12)}, login admin",
          f"router apteka: http://192.168.0.1 – user admin, pass {pl_pw()} (zmienione z fabrycznego)",
          f"Router admin pw: {pl_pw()}")

    r.add("cctv_nvr_password",
          f"Monitoring (rejestrator Hikvision na zapleczu): admin / {pl_pw()}",
          f"NVR hasło: {pl_pw()} – podgląd kamer z telefonu",
          f"rtsp://admin:{rnd(ALNUM, 12)}@nvr.apteka.internal:554/Streaming/Channels/101",
          f"kamery – konto 'podglad' hasło {pl_pw()}")

    r.add("anydesk_unattended_password",
          f"AnyDesk na serwerze – hasło dostępu nienadzorowanego: {pl_pw()}",
          f"TeamViewer apteka-srv: ID {digits(10, lead=True)}, hasło stałe {rnd(ALNUM, 10)}",
          f"anydesk pass dla serwisu Kamsoftu {pl_pw()} (ID podam przez telefon)",
          f"zdalny pulpit do drugiej apteki: AnyDesk {digits(3, lead=True)} {digits(3)} {digits(3)}, hasło {pl_pw()}")

    r.add("wholesaler_portal_login",
          f"Hurtownia – portal zamówień: login {digits(6, lead=True)}, hasło {pl_pw()}",
          f"e-zamówienia hurtownia (druga): {login()} / {pl_pw()}",
          f"hurt. portal pwd {pl_pw()}, nr klienta {digits(6, lead=True)}",
          f"| hurtownia | login | hasło |\n| A | {digits(6, lead=True)} | {pl_pw()} |\n| B | {login()} | {pl_pw()} |")

    r.add("payment_terminal_password",
          f"Terminal płatniczy – hasło kierownika: {pin(4)}, hasło serwisowe {pin(6)}",
          f"terminal: zamknięcie dnia wymaga PIN-u menedżera {pin(4)}",
          f"terminal kartowy – manager password {pin(6)}",
          f"Terminal (Ingenico): kod kierownika {pin(4)} – potrzebny do zwrotu na kartę")

    r.add("sim_pin_puk",
          f"SIM w telefonie aptecznym: PIN {pin(4)}, PUK {pin(8)}",
          f"karta SIM w routerze LTE (zapas): PIN {pin(4)} / PUK {pin(8)}",
          f"PUK do firmowego telefonu: {pin(8)}",
          f"telefon apteczny – pin do karty {pin(4)}, blokada ekranu {pin(6)}")

    r.add("przelewy24_keys",
          f"Przelewy24 sklep apteki: merchant_id {digits(6, lead=True)}, CRC {hexs(16)}, klucz API {hexs(32)}",
          f"P24_CRC={hexs(16)}\nP24_API_KEY={hexs(32)}",
          f"przelewy24 – klucz do raportów (secretId): {hexs(32)}",
          f"p24 crc key: {hexs(16)}")

    r.add("zus_pue_password",
          f"PUE ZUS (eZUS) – login {login()}, hasło {pl_pw()}",
          f"eZUS haslo {pl_pw()} – do zwolnień pracowników",
          f"Hasło do PUE ZUS: {pl_pw()}",
          f"ZUS PUE\n  login: {login()}\n  haslo: {pl_pw()}")

    r.add("qualified_signature_pin",
          f"Podpis kwalifikowany (karta Certum): PIN {pin(6)}, PUK {pin(8)}",
          f"PIN do podpisu elektronicznego: {pin(pick(6, 8))}",
          f"e-podpis karta – PIN {pin(6)} / PUK {pin(8)}, czytnik w szufladzie",
          f"qualified e-signature PIN {pin(6)}")

    r.add("bitlocker_recovery_key",
          f"BitLocker klucz odzyskiwania (komputer na kasie 1): {bitlocker_key()}",
          f"serwer apteka-srv – recovery key BitLocker:\n{bitlocker_key()}",
          f"Klucz odzyskiwania laptopa kierownika: {bitlocker_key()}",
          f"BitLocker recovery (kasa 2, identyfikator klucza {uid().upper()[:8]}): {bitlocker_key()}")

    r.add("website_admin_password",
          f"Strona apteki (WordPress): admin / {pl_pw()}",
          f"wp-admin apteka-acme.example – user redakcja, haslo {pl_pw()}",
          f"FTP do strony: ftp.apteka-acme.example, user apteka, pass {rnd(ALNUM, 14)}",
          f"define( 'DB_PASSWORD', '{rnd(ALNUM + '!#%', 20)}' );")

    r.add("openai_api_key",
          f"klucz OpenAI do generowania opisów produktów na Allegro: {openai_project_key()}",
          f"OPENAI_API_KEY={openai_project_key()}",
          f"ChatGPT API key (do ulotek) {openai_project_key()}",
          f"export OPENAI_API_KEY=\"{openai_project_key()}\"")

    r.add("wireguard_private_key",
          f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.8.0.2/32\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.apteka-acme.example:51820",
          f"VPN do drugiej apteki – klucz prywatny WireGuard: {wg_key()}",
          f"wg private key laptop: {wg_key()}",
          f"wg set wg0 private-key <(echo {wg_key()})")

    r.add("google_backup_codes",
          f"Kody zapasowe Google (konto apteki):\n{recovery_codes(6, 'digits')}",
          f"backup codes do konta Google Workspace:\n{recovery_codes(5, 'other')}",
          f"kody jednorazowe Allegro 2FA: {recovery_codes(4, 'digits')}",
          f"kody odzyskiwania do konta Microsoft (poczta apteki):\n{recovery_codes(4, 'other')}")

    r.add("nas_backup_encryption_password",
          f"Synology NAS (kopie bazy KS-AOW) – hasło szyfrowania Hyper Backup: {passphrase()}",
          f"NAS admin: {login()} / {pl_pw()}",
          f"restic -r sftp:backup@nas.apteka.internal:/kopie backup D:\\KSAOW  (RESTIC_PASSWORD={rnd(ALNUM, 24)})",
          f"hasło do kopii zapasowej (bez niego backup nie do odtworzenia!): {passphrase()}")

    r.add("shared_login_list",
          f"Hasła – kartka z biurka przepisana:\nKS-AOW: {pl_pw()}\nWiFi: {pl_pw()}\nalarm: {pin(4)}\nsejf: {pin(6)}",
          f"na urlop dla zastępcy: P1 cert {pl_pw()}, ePUAP {pl_pw()}, alarm {pin(4)}",
          f"Dostępy (nie udostępniać):\n- mBank PIN: {pin(6)}\n- PZU: {pl_pw()}\n- InPost: {email()} / {pl_pw()}")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("pesel_example",
          f"Przykładowy PESEL do szkolenia w KS-AOW (fikcyjny pacjent testowy): {pesel()}",
          f"PESEL z instrukcji e-Recepty, tylko przykład, nie prawdziwa osoba: {pesel()}",
          f"do testów w środowisku szkoleniowym P1 używać PESEL {pesel()} (dane testowe CeZ)",
          f"example PESEL for the training database: {pesel()}",
          f"wzór: PESEL ma 11 cyfr, np. {pesel()} – ostatnia to cyfra kontrolna")

    r.add("nip_number",
          f"NIP apteki: {nip()}",
          f"Dane do faktury: Apteka Acme sp. z o.o., ul. Przykładowa 1, 30-001 Kraków, NIP {nip()}",
          f"NIP hurtowni (na fakturach): {nip(False)}",
          f"nip właściciela lokalu do umowy najmu – {nip()}",
          f"Tax ID (NIP) for the Allegro seller account: {nip(False)}")

    r.add("regon_number",
          f"REGON apteki: {regon()}",
          f"regon {regon()} – wpisać w formularzu do WIF",
          f"REGON: {regon()}, NIP: {nip()}",
          f"dane firmy do PZU: REGON {regon()}")

    r.add("krs_number",
          f"KRS spółki: {krs()}",
          f"numer KRS hurtowni (do weryfikacji kontrahenta): {krs()}",
          f"Apteka Acme sp. z o.o., KRS {krs()}, Sąd Rejonowy dla Krakowa-Śródmieścia",
          f"KRS {krs()} / REGON {regon()} / NIP {nip()}")

    r.add("prescription_code_used",
          f"Pacjentka dzwoniła z kodem {pin(4)} – recepta już zrealizowana w innej aptece, nic nie wydajemy",
          f"kod dostępu {pin(4)} do e-recepty – wygasła (minęło 30 dni), odesłać do lekarza",
          f"e-recepta kod {pin(4)}: zrealizowana całkowicie {pick('wczoraj', 'w poniedziałek', '12.03')}, nota dla zmiany popołudniowej",
          f"expired prescription, access code {pin(4)} – already dispensed, patient was told",
          f"SMS z kodem {pin(4)} okazał się do starej recepty (status: zrealizowana), nowej nie ma w systemie")

    r.add("prescription_key_dispensed",
          f"Klucz recepty (44 cyfry) z wydruku informacyjnego, zrealizowana 100%: {digits(44, lead=True)}",
          f"reklamacja NFZ dotyczy recepty o kluczu {digits(44, lead=True)} – już wydana, do korekty refundacji",
          f"e-recepta {digits(44, lead=True)} – anulowana przez lekarza",
          f"recepta o kluczu {digits(44, lead=True)} wygasła 14.02, pacjent ma wrócić do przychodni")

    r.add("batch_lot_number",
          f"Wycofanie GIF: seria {lot()}, data ważności 08.2026 – sprawdzić stany",
          f"nr serii {lot()} – zwrot do hurtowni (uszkodzone opakowania)",
          f"Lot: {lot()}  Exp: 2027-03",
          f"komunikat o wstrzymaniu w obrocie: serie {lot()}, {lot()}, {lot()}",
          f"Receptura: użyta substancja z serii {lot()}, zapisać w ewidencji")

    r.add("ean_barcode",
          f"EAN: {ean13('590')} – nie skanuje się, wpisać ręcznie",
          f"kod kreskowy nowego syropu {ean13('590')}, dodać do kartoteki",
          f"EAN-y do zamówienia: {ean13('590')}, {ean13('590')}, {ean13('400')}",
          f"barcode {ean13('590')} → brak w bazie KS-AOW, zgłosić",
          f"GTIN {ean13('590')} (opakowanie 30 tabl.)")

    r.add("fmd_serial_number",
          f"FMD: alert przy weryfikacji, kod produktu 0{ean13('590')}, nr seryjny {fmd_serial()}, seria {lot()}",
          f"(01)0{ean13('590')}(21){fmd_serial()}(10){lot()}(17)270331 – opakowanie wycofane z systemu KOWAL",
          f"serializacja: SN {fmd_serial()} – status 'wydany', nie dekomisjonować ponownie",
          f"numer seryjny z kodu 2D: {fmd_serial()} (zgłoszenie do PLMVO)")

    r.add("wholesaler_order_number",
          f"Zamówienie do hurtowni nr ZAM/{digits(6)}/2025 – dostawa jutro rano",
          f"order #{digits(9, lead=True)} – braki: 3 pozycje",
          f"nr zamówienia {rnd(UPPER, 2)}-{digits(8)}, reklamacja ilościowa",
          f"Zamówienie Allegro {uid()} – klient prosi o fakturę")

    r.add("invoice_number",
          f"Faktura FV/{digits(4)}/03/2025 od hurtowni – termin płatności 30 dni",
          f"korekta do faktury nr {digits(2, lead=True)}/{rnd(UPPER, 3)}/{digits(6)}",
          f"invoice no. INV-{digits(7)} (serwis kasy fiskalnej)",
          f"FV {digits(5)}/2025/KR zapłacona przelewem",
          f"nr faktury sprzedaży z KS-AOW: FS-{digits(6)}/25")

    r.add("inpost_tracking_number",
          f"Paczka do klientki z Allegro: {tracking()}",
          f"InPost nr przesyłki {tracking()} – utknęła w paczkomacie KRA{digits(2)}M",
          f"tracking: {tracking()}",
          f"zwrot do hurtowni wysłany kurierem, list przewozowy {tracking()}",
          f"numer nadania {tracking()} (Paczkomat KRA{digits(3)}A, kod odbioru wysłany klientowi SMS-em)")

    r.add("iban_account",
          f"Konto apteki do przelewów od klientów: {pl_iban()}",
          f"rachunek hurtowni (z faktury): {pl_iban(False)}",
          f"IBAN do zwrotu za receptę: {pl_iban()} (mBank)",
          f"rachunek do składek PZU: {pl_iban()}",
          f"nr konta właściciela lokalu – czynsz do 10. dnia: {pl_iban()}")

    r.add("allegro_client_id",
          f"Client ID aplikacji Allegro (publiczny, sekret jest w menedżerze haseł): {hexs(32)}",
          f"allegro app: client_id={hexs(32)}, redirect https://sklep.apteka-acme.example/cb",
          f"Nr konta sprzedawcy Allegro (user id): {digits(8, lead=True)}",
          f"InPost – id organizacji w ShipX: {digits(6, lead=True)} (token trzymam gdzie indziej)")

    r.add("allegro_offer_id",
          f"Oferta Allegro nr {digits(11, lead=True)} – poprawić zdjęcie",
          f"https://allegro.example/oferta/krem-nawilzajacy-50ml-{digits(11, lead=True)}",
          f"ID wysyłki Allegro: {uid()}",
          f"zwrot Allegro {rnd(UPPER + DIGITS, 8)} – przyjęty")

    r.add("password_rotation_note",
          "Przypomnienie: co 90 dni zmienić hasło do KS-AOW, następna zmiana 15 czerwca",
          "ePUAP wymusił zmianę hasła – zrobione, nowe jest w sejfie w kopercie",
          "hasło do P1 zmienione po odejściu technika, nikt poza mną go nie zna",
          "Remind me to rotate the Wi-Fi password after the intern leaves",
          "hasła do mBanku nigdy nie podawać przez telefon – bank o nie nie pyta",
          "zmieniłam kod alarmu, stary przestał działać; nowy podam osobiście")

    r.add("safe_procedure_note",
          "Szyfr do sejfu zna tylko kierownik i zastępca; koperta z szyfrem w banku",
          "sejf na leki z wykazu N i P – kontrola stanów w każdy piątek, klucz awaryjny u właściciela",
          "Ewidencja Rpw: każde otwarcie sejfu wpisać do zeszytu (data, godzina, kto)",
          "safe combination was changed by the locksmith on Monday – ask me in person",
          "sejf – zamek szyfrowy 3-tarczowy, model S-3, serwis: ślusarz z ul. Przykładowej")

    r.add("alarm_settings",
          f"Alarm: czas na wejście {pick(15, 30, 45)} s, na wyjście {pick(30, 60)} s, strefa 2 = zaplecze",
          "Satel INTEGRA – agencja ochrony dzwoni po 2 min, hasło telefoniczne mam zapisane w sejfie",
          f"czujka ruchu w strefie {pick(3, 4, 5)} daje fałszywe alarmy, zgłoszenie do instalatora",
          "Alarm uzbraja ostatnia osoba wychodząca; kody są imienne, nie pożyczać",
          f"centrala alarmowa: firmware 1.{pick(18, 19, 20)}, ostatni przegląd 02.2025")

    r.add("wifi_guest_settings",
          "Sieć dla klientów: Apteka-Goscie, otwarta, portal z regulaminem",
          "WiFi na zapleczu – WPA2, hasło zna personel, na tablicy NIE wieszać",
          f"router: kanał {pick(1, 6, 11)}, 2.4 GHz, DHCP 192.168.1.100-200",
          "Wi-Fi password is printed on the sticker under the router in the back office",
          f"SSID Apteka-Zaplecze, MAC routera {mac(upper=True)}")

    r.add("secret_reference",
          "INPOST_API_TOKEN=${{ secrets.INPOST_API_TOKEN }}",
          "ALLEGRO_CLIENT_SECRET jest w Bitwardenie, folder 'Allegro'",
          "Pwd=${KSAOW_DB_PASSWORD} – ustawione w zmiennych środowiskowych serwera",
          "hasło certyfikatu P1: zobacz menedżer haseł, wpis 'P1 WSS 2025'",
          "client_secret: !vault allegro/prod#client_secret",
          "password: <wpisz hasło z koperty>")

    r.add("masked_value",
          f"karta firmowa **** **** **** {digits(4)} – zastrzeżona, nowa w drodze",
          f"mBank konto ...{digits(4)}, saldo sprawdzić w piątek",
          f"hasło do P1: {secrets.choice(UPPER)}{secrets.choice(LOWER)}********** (pełne w sejfie)",
          "token InPost zaczyna się od eyJhbGciOi…, ale pełnego tu nie zapisuję",
          "PIN: ****, PUK: ******** – oryginał w kopercie od operatora")

    r.add("nfz_contract_number",
          f"Umowa z NFZ na realizację recept nr 06/{digits(6)}/APT/2025",
          f"kod świadczeniodawcy w NFZ: {digits(6, lead=True)}, oddział 06 (małopolski)",
          f"rozliczenie refundacji za marzec – komunikat XML {uid()}.xml",
          f"nr aneksu do umowy z NFZ: {digits(2)}/APT/{digits(4)}")

    r.add("pharmacy_permit_number",
          f"Zezwolenie na prowadzenie apteki nr MWIF-Kr.{digits(4)}.{digits(3)}.{pick('2019', '2021', '2023')}",
          f"identyfikator apteki w Rejestrze Aptek: {digits(6, lead=True)}",
          f"numer księgi rejestrowej / id miejsca w RPWDL: {digits(9, lead=True)}",
          f"ZSMOPL – id apteki {digits(8, lead=True)}, raport dzienny wysłany")

    r.add("service_ticket_number",
          f"Zgłoszenie do Kamsoftu nr {digits(7, lead=True)} – KS-AOW nie drukuje paragonów",
          f"ticket #{rnd(UPPER, 3)}-{digits(6)} (serwis terminala)",
          f"zgłoszenie awarii alarmu: {uid()}",
          f"nr sprawy w PZU (szkoda zalania): {rnd(UPPER, 2)}{digits(10)}")

    r.add("device_mac_address",
          f"MAC drukarki fiskalnej: {mac(upper=True)}",
          f"skaner 2D na kasie 2 – MAC {mac('-', True)}",
          f"rezerwacja DHCP: serwer apteka-srv {mac()} → 192.168.1.10",
          f"rejestrator kamer MAC {mac()}, S/N {rnd(UPPER + DIGITS, 14)}")

    r.add("installer_checksum",
          f"Instalator aktualizacji KS-AOW, SHA-256: {hexs(64)}",
          f"sha256sum ksaow_update_2025_3.exe → {hexs(64)} (zgodne z wartością od producenta)",
          f"MD5 pliku z bazą leków: {hexs(32)}",
          f"git commit skryptu do Allegro: {hexs(40)}")

    r.add("remote_desktop_id",
          f"AnyDesk ID serwera: {digits(3, lead=True)} {digits(3)} {digits(3)} (hasło podam osobno przez telefon)",
          f"TeamViewer ID kasy 1: {digits(10, lead=True)}",
          f"serwisant Kamsoftu łączy się na ID {digits(9, lead=True)} – akceptować tylko w godzinach pracy",
          f"AnyDesk alias apteka-srv@ad, ID {digits(3, lead=True)} {digits(3)} {digits(3)}")

    r.add("certificate_fingerprint",
          f"certyfikat P1 (WSS) – numer seryjny {hexs(32).upper()}, ważny do 12.2027",
          f"odcisk SHA-1 certyfikatu TLS apteki: {':'.join(hexs(40).upper()[i:i + 2] for i in range(0, 40, 2))}",
          f"podpis kwalifikowany – nr certyfikatu {hexs(20).upper()}, wydawca: CA testowe",
          f"thumbprint cert. do ZSMOPL: {hexs(40)}")

    r.add("public_key",
          f"klucz publiczny do serwera NAS: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} kierownik@apteka",
          f"WireGuard [Peer] PublicKey = {wg_key()} (druga apteka)",
          f"age public key do szyfrowania kopii: {age_public_key()}",
          f"klucz publiczny PGP hurtowni – fingerprint {groups(hexs(40).upper(), 4)}")

    r.add("payment_terminal_ids",
          f"Terminal płatniczy: TID {digits(8, lead=True)}, MID {digits(9, lead=True)}",
          f"nr terminala {rnd(UPPER, 2)}{digits(6)} – wymiana rolki co tydzień",
          f"transakcja kartą odrzucona, kod autoryzacji {rnd(UPPER + DIGITS, 6)}, nr referencyjny {digits(12)}",
          f"paragon fiskalny nr {digits(5)}, kasa {rnd(UPPER, 3)}{digits(8)}, zwrot na kartę")

    r.add("insurance_policy_number",
          f"Polisa PZU (mienie apteki) nr {digits(12, lead=True)}, ważna do 31.12",
          f"PZU OC zawodowe farmaceuty – polisa {rnd(UPPER, 3)}/{digits(8)}",
          f"numer polisy do zgłoszenia szkody: {digits(10, lead=True)}",
          "PZU – hasło do portalu zmienić przy odnowieniu polisy (przypomnienie na grudzień)")

    r.add("bank_transfer_reference",
          f"Przelew do hurtowni – tytuł: FV/{digits(4)}/03/2025, id transakcji {digits(16, lead=True)}",
          f"mBank potwierdzenie nr {rnd(UPPER + DIGITS, 12)}",
          f"referencja SEPA: {rnd(UPPER + DIGITS, 16)}",
          f"zwrot dla pacjenta, tytuł: 'zwrot nadpłaty paragon {digits(6)}'")

    r.add("security_policy_note",
          "PIN do mobilnej autoryzacji ma 6 cyfr; po 3 błędnych próbach blokada",
          "hasło do KS-AOW: min. 12 znaków, duże i małe litery, cyfra; zmiana co 90 dni",
          "token InPost ważny 10 lat, ale i tak generować nowy po każdej zmianie personelu",
          "Allegro: client secret można zresetować w panelu deweloperskim, stary od razu przestaje działać",
          "kod do alarmu: 4-6 cyfr, nie używać daty urodzenia ani 1234",
          "certyfikaty P1 odnawiać 30 dni przed końcem ważności")

    return r


def main() -> None:
    write_corpora("make_heldout234.py", [
        ("heldout234_credentials.yaml", credentials(), "Held-out batch 234: credentials a Kraków community pharmacist asks to remember (P1, KS-AOW, ePUAP, Allegro, PZU, alarm, safe, mBank, Wi-Fi, InPost)"),
        ("heldout234_lookalikes.yaml", lookalikes(), "Held-out batch 234: a Kraków pharmacist's look-alikes (example PESEL, NIP, REGON, KRS, used prescription codes, lots, EANs, order, invoice and tracking numbers, IBANs) that hold no secret"),
    ])


if __name__ == "__main__":
    main()
