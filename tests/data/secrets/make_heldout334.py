# ruff: noqa: E501
"""Writes heldout334_credentials.yaml and heldout334_lookalikes.yaml: held-out batch 334.

Persona: an accountant in Budapest who writes her notes in Hungarian (with accents, and
sometimes without) and a little English. She keeps her Ügyfélkapu/KAÜ login and its
authenticator seed, the NAV Online Számla technical user's password, signing key and
exchange key, the office's Billingo and Számlázz.hu API keys, OTP Bank and K&H netbank
logins and PINs, the office alarm code and the key safe, the printer's and the router's admin
passwords, the Wi-Fi key and more; and many look-alikes: tax numbers (adószám, adóazonosító
jel), TAJ numbers, company registry numbers, bank account numbers and IBANs, invoice numbers,
NAV transaction ids, ticket and case numbers, tracking numbers, masked cards, expired SMS
codes and references to where a password is kept.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    app_password,
    b64,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    openssh_private,
    pem,
    phrase,
    pick,
    pin,
    pw,
    recovery_codes,
    rnd,
    s10,
    ssh_pub,
    totp_seed,
    uid,
    write_corpora,
)

WORDS = [
    "Balaton", "Pogacsa", "Kiskutya", "Dunakanyar", "Lanchid", "Gulyas", "Paprika",
    "Tokaji", "Hajnal", "Szamoca", "Csiga", "Margitsziget", "Villamos", "Rigo", "Almafa",
    "Fecske", "Napraforgo", "Kavehaz", "Langos", "Medve",
]

BIP39 = [
    "apple", "arrow", "basket", "beach", "cable", "camera", "canal", "crystal", "danger",
    "desert", "dragon", "eagle", "engine", "fabric", "famous", "galaxy", "garden", "harbor",
    "helmet", "island", "jacket", "jungle", "kitten", "ladder", "lemon", "magnet", "marble",
    "napkin", "ocean", "orange", "panda", "pepper", "rabbit", "ribbon", "saddle", "salmon",
    "tackle", "timber", "umbrella", "velvet", "wagon", "walnut", "yellow", "zebra", "tomato",
    "pilot", "puzzle", "rocket",
]

BANKS = ["117", "104", "116", "120", "107", "109", "103"]
COUNTIES = ["02", "03", "05", "07", "08", "09", "10", "13", "14", "16", "20", "41", "42", "43", "44", "51"]


def hu_pw() -> str:
    """A password an office worker picks, or one the password manager made."""
    return pick(
        f"{pick(*WORDS)}{digits(4)}{pick('!', '.', '#', '?', '*')}",
        f"{pick(*WORDS).lower()}.{pick(*WORDS).lower()}.{digits(2)}",
        f"{pick(*WORDS)}_{rnd(ALNUM, 5)}{pick('!', '%', '&')}",
        pw(),
        rnd(ALNUM + "!#%*-", 14),
    )


def nav_login() -> str:
    """A NAV Online Számla technical user's login name: 15 random lower-case characters."""
    return rnd(LOWER + DIGITS, 15)


def nav_signing_key() -> str:
    """A NAV Online Számla XML signing key (aláírókulcs): 32 characters."""
    return f"{hexs(2)}-{hexs(4)}-{hexs(14)}{rnd(UPPER + DIGITS, 10)}"


def nav_exchange_key() -> str:
    """A NAV Online Számla exchange key (cserekulcs): 16 characters."""
    return hexs(16).upper()


def szamlazz_key() -> str:
    """A Számlázz.hu Számla Agent key."""
    return rnd(LOWER + DIGITS, 42)


def billingo_key() -> str:
    """A Billingo API v3 key (sent as X-API-KEY)."""
    return uid()


def weighted_check(body: str) -> str:
    """The check digit of a Hungarian giro account or tax number (weights 9, 7, 3, 1)."""
    total = sum(int(c) * (9, 7, 3, 1)[i % 4] for i, c in enumerate(body))
    return str((10 - total % 10) % 10)


def giro(bank: str | None = None, long: bool = True) -> str:
    """A Hungarian bank account number (8-8-8 or 8-8) with valid check digits."""
    head = (bank or pick(*BANKS)) + digits(4)
    head += weighted_check(head)
    tail = digits(15 if long else 7)
    tail += weighted_check(tail)
    return "-".join([head] + [tail[i:i + 8] for i in range(0, len(tail), 8)])


def hu_iban(bank: str | None = None, spaced: bool = True) -> str:
    return iban("HU", giro(bank).replace("-", ""), spaced)


def tax8() -> str:
    """The first eight digits of a Hungarian company tax number (törzsszám + check)."""
    body = digits(7, lead=True)
    return body + weighted_check(body)


def adoszam() -> str:
    return f"{tax8()}-{pick('1', '2', '2', '3')}-{pick(*COUNTIES)}"


def adoazonosito() -> str:
    """A Hungarian personal tax id (adóazonosító jel): 8, birth day count, serial, check."""
    while True:
        body = "8" + str(28000 + secrets.randbelow(16000)) + digits(3)
        check = sum((i + 1) * int(c) for i, c in enumerate(body)) % 11
        if check < 10:
            return body + str(check)


def taj() -> str:
    """A TAJ (social security) number, 3-3-3, with its check digit."""
    body = digits(8, lead=True)
    check = sum(int(c) * (3 if i % 2 == 0 else 7) for i, c in enumerate(body)) % 10
    return groups(body + str(check), 3, pick(" ", "-"))


def cegjegyzek() -> str:
    return f"{secrets.randbelow(20) + 1:02d}-{pick('09', '09', '10', '06')}-{digits(6)}"


def nav_tx_id() -> str:
    return rnd(UPPER + DIGITS, 16)


def phone() -> str:
    return f"+36 {pick('20', '30', '70', '1')} {digits(3, lead=True)} {digits(4)}"


def year() -> str:
    return pick("2023", "2024", "2025")


def amount() -> str:
    return f"{secrets.randbelow(900) + 10}.{digits(3)}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "ugyfelkapu_kau_password",
        f"Ügyfélkapu (KAÜ) belépés: felhasználónév kovacs.eva.konyv, jelszó: {hu_pw()}",
        f"ugyfelkapu jelszo uj (jan. ota): {hu_pw()}  -- a regit ne hasznald",
        f"KAÜ pw\n{hu_pw()}\n(90 naponként kéri a cserét, naptárba beírva)",
        f"gov.hu login = eva.kovacs@acme-konyveles.test / {hu_pw()}",
        f"Ugyfelkapu+ jelszó {hu_pw()} — a 2FA a telefonon van, Authenticator app",
    )

    r.add(
        "ugyfelkapu_totp_seed",
        f"Ügyfélkapu+ hitelesítő app titkos kulcs (ha új telefon lesz, ezzel újra felvehető): {groups(totp_seed(), 4)}",
        f"KAÜ 2FA setup key {totp_seed()}",
        f"otpauth://totp/KAU:kovacs.eva?secret={totp_seed()}&issuer=Ugyfelkapu&digits=6&period=30",
        f"authenticator seed backup (ügyfélkapu+) ->\n{totp_seed()}\nNE DOBD KI",
        f"ha elveszik a telo: ügyfélkapu totp kulcs = {groups(totp_seed(), 4, '-')}",
    )

    r.add(
        "nav_technical_user_password",
        f"NAV Online Számla technikai felhasználó: login {nav_login()}, jelszó {hu_pw()}",
        f"onlineszamla tech user jelszava: {rnd(ALNUM, 15)}",
        f"technikai felh. pw (Acme Kft, adószám a fejlécben)\n{hu_pw()}",
        f"NAV online invoice technical user password for the Billingo connection: {rnd(ALNUM + '!#', 16)}",
        f"tech user jelszo uj, regi lejart: {hu_pw()} -- Billingoban is at kell irni!!",
    )

    r.add(
        "nav_xml_signing_key",
        f"NAV XML aláírókulcs: {nav_signing_key()}",
        f"alairokulcs (Online Szamla, Acme Kft) {nav_signing_key()}",
        f"Számlázz.hu-ba bemásolni:\naláírókulcs = {nav_signing_key()}",
        f"signing key a NAV tech userhez -> {nav_signing_key()} (új, márc. 3-án generálva)",
        f"<signatureKey>{nav_signing_key()}</signatureKey>  <- a teszt XML-ből, élesben ugyanez",
    )

    r.add(
        "nav_exchange_key",
        f"NAV cserekulcs: {nav_exchange_key()}",
        f"cserekulcs (exchange key) az Online Számla tech userhez {nav_exchange_key()}",
        f"XML csere kulcs\n{nav_exchange_key()}\n(Billingo kéri a beállításnál)",
        f"exchangeKey = \"{nav_exchange_key()}\"",
    )

    r.add(
        "billingo_api_key",
        f"Billingo API kulcs (v3): {billingo_key()}",
        f"curl -H \"X-API-KEY: {billingo_key()}\" https://api.billingo.hu/v3/documents",
        f"billingo api key az Acme Kft fiókhoz {billingo_key()} — a Zapierben is ez van",
        f"BILLINGO_API_KEY={billingo_key()}",
        f"Billingo > Beállítások > API: új kulcs generálva, a régit töröltem\n{billingo_key()}",
    )

    r.add(
        "szamlazz_agent_key",
        f"Számlázz.hu Számla Agent kulcs: {szamlazz_key()}",
        f"szamla agent kulcs (webshop plugin, WooCommerce) {szamlazz_key()}",
        f"<szamlaagentkulcs>{szamlazz_key()}</szamlaagentkulcs>",
        f"szamlazz.hu agent key for the client's webshop -> {szamlazz_key()}",
        f"Számla Agent kulcsa a Horváth Bt-nek\n{szamlazz_key()}\n(ők kérték hogy állítsam be)",
    )

    r.add(
        "szamlazz_web_login",
        f"szamlazz.hu belepes: iroda@acme-konyveles.test / {hu_pw()}",
        f"Számlázz.hu jelszó (iroda fiók) {hu_pw()}",
        f"szamlazz web login pw: {hu_pw()}  (Anna is ezt használja)",
        f"Számlázz.hu\n  user: kovacs.eva\n  jelszó: {hu_pw()}",
    )

    r.add(
        "otp_netbank_login",
        f"OTPdirekt internetbank: azonosító {digits(8, lead=True)}, jelszó {hu_pw()}",
        f"OTP netbank jelszo {hu_pw()}",
        f"otp internetbank pw (cég) -> {hu_pw()}\nazonosító a kártyatartóban",
        f"OTP Bank business netbank login password: {hu_pw()}",
        f"OTP netbank uj jelszo, feb 12: {hu_pw()}",
    )

    r.add(
        "otp_phone_pin",
        f"OTPdirekt telefonos PIN: {pin(6)}",
        f"otp telefonos azonosito pin {pin(6)} (ha hívni kell a bankot)",
        f"OTP SmartBank mPIN {pin(5)}",
        f"OTP mobilbank belépő kód\n{pin(6)}",
        f"otp direkt tel. pin = {pin(6)}, az ügyfélszolgálat ezt kéri hívásnál",
    )

    r.add(
        "kh_ebank_login",
        f"K&H e-bank: felhasználó ACMEKONYV, jelszó {hu_pw()}",
        f"KH ebank jelszo {hu_pw()}",
        f"K&H e-bank (Horváth Bt, meghatalmazással) pw: {hu_pw()}",
        f"k&h netbank login -> {hu_pw()}\n(SMS a céges telefonra jön)",
        f"K&H e-bank jelszó új: {hu_pw()} !!! a régi le van tiltva",
    )

    r.add(
        "kh_mobilbank_pin",
        f"K&H mobilbank PIN: {pin(5)}",
        f"kh mobilbank pin {pin(6)}",
        f"K&H mobil alkalmazás belépési kód = {pin(5)}",
        f"k&h app pinkód\n{pin(6)}",
        f"K&H mobilbank (céges) PIN: {pin(5)} — ne írd be rossz 3x, letilt",
    )

    r.add(
        "bank_card_pin",
        f"céges OTP kártya PIN: {pin(4)}",
        f"K&H bankkartya pin {pin(4)}",
        f"PIN a Mastercardhoz (vég {digits(4)}): {pin(4)}",
        f"kártya pinkód\n{pin(4)}\n(az új kártyáé, a régi lejárt)",
    )

    r.add(
        "company_card_full",
        f"céges kártya: {groups(luhn('4'), 4)} lej. {card_expiry()} CVC {digits(3)}",
        f"OTP Business Mastercard {groups(luhn('51'), 4)}, {card_expiry()}, cvv {digits(3)} - Google Ads fizetéshez",
        f"K&H kártya a szoftver-előfizetésekhez:\n{luhn('4')}\n{card_expiry()}\n{digits(3)}",
        f"card no {groups(luhn('52'), 4, '-')} exp {card_expiry()} security code {digits(3)}",
    )

    r.add(
        "office_alarm_code",
        f"riasztó kód: {pin(4)}",
        f"Iroda riaszto kodja {pin(6)} - elesites: kod + #",
        f"alarm code (office): {pin(4)}, takarítónő is tudja",
        f"riasztó\nkód {pin(5)}\nhatáridő 30 mp bent, ha bejössz",
        f"riasztó új kód {pin(4)} (a szerelő átállította hétfőn)",
    )

    r.add(
        "key_safe_code",
        f"kulcsdoboz kód: {pin(4)}",
        f"kulcsszef a bejarat mellett {pin(4)}",
        f"key safe az iroda ajtó mellett, code {pin(4)}",
        f"Kulcsdoboz (Anna kulcsa van benne, hétvégére)\n{pin(4)}",
        f"kulcs dobozkód új: {pin(5)} – csak a csapatnak",
    )

    r.add(
        "gate_door_code",
        f"kapukód Váci út: {pin(4)}#",
        f"kapu kod a hazhoz {pin(4)}",
        f"lépcsőház ajtó kódja: {pin(5)} (csengő helyett)",
        f"front door code {pin(4)}, then the key on the 3rd floor",
    )

    r.add(
        "printer_admin_password",
        f"nyomtató admin (Kyocera, 192.168.1.40): admin / {hu_pw()}",
        f"printer admin pw {rnd(ALNUM, 12)}",
        f"HP nyomtato admin jelszo {hu_pw()} -- a szkenner mappát innen kell állítani",
        f"Nyomtató webes felület\nhttps://printer.acme.internal\njelszó: {hu_pw()}",
        f"a nyomtató rendszergazda jelszava {hu_pw()}",
    )

    r.add(
        "office_wifi_key",
        f"iroda wifi: ACME-IRODA, jelszó {hu_pw()}",
        f"wifi pw {rnd(ALNUM, 12)}",
        f"vendég wifi (Acme-Guest) WPA2 kulcs: {pick(*WORDS).lower()}{digits(4)}",
        f"WIFI:T:WPA;S:ACME-IRODA-5G;P:{rnd(ALNUM, 16)};;",
        f"Wi-Fi jelszo az irodaban\n{hu_pw()}",
    )

    r.add(
        "router_admin_password",
        f"router admin (192.168.1.1) jelszó: {hu_pw()}",
        f"TP-Link router admin pw {rnd(ALNUM, 12)}",
        f"router.acme.internal belépés: admin / {hu_pw()}",
        f"Telekom router admin jelszó (hátlapról átírva, megváltoztattam): {rnd(ALNUM, 10)}",
    )

    r.add(
        "email_app_password",
        f"Gmail alkalmazásjelszó a szkennerhez: {app_password()}",
        f"app password (Gmail, Outlook-ban használom) {app_password()}",
        f"google alk. jelszo a nyomtató scan-to-mailhez\n{app_password().replace(' ', '')}",
        f"Microsoft 365 app jelszó az iPhone-hoz: {rnd(LOWER, 16)}",
        f"smtp.gmail.com:587 user iroda.acme@gmail.example jelszó {app_password()}",
    )

    r.add(
        "google_backup_codes",
        "Google tartalék kódok (iroda fiók):\n" + recovery_codes(10, "digits"),
        "backup codes gmail:\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(8)),
        "Google 2FA biztonsági kódok, kinyomtatva is a páncélszekrényben: " + "  ".join(digits(8) for _ in range(6)),
        "google backup kodok\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(10)),
    )

    r.add(
        "anydesk_unattended_password",
        f"AnyDesk felügyelet nélküli hozzáférés jelszava (irodai gép): {hu_pw()}",
        f"anydesk pw a szerverhez {hu_pw()}",
        f"TeamViewer személyes jelszó (Horváth Bt gépe) {rnd(ALNUM, 10)}",
        f"távoli elérés, AnyDesk\njelszó: {hu_pw()}",
        f"AnyDesk unattended access password {rnd(ALNUM + '!#', 14)} - a rendszergazda kérte",
    )

    r.add(
        "nas_login",
        f"Synology NAS (nas.acme.internal:5001) admin jelszó: {hu_pw()}",
        f"nas login konyveles / {hu_pw()}",
        f"NAS backup user pw {rnd(ALNUM, 18)}",
        f"\\\\nas.acme.internal\\ugyfelek  user: iroda  jelszo: {hu_pw()}",
    )

    r.add(
        "accounting_db_connection_string",
        f"RLB szerver: Server=konyv-srv.acme.internal\\SQLEXPRESS;Database=RLB2024;User Id=sa;Password={hu_pw()};",
        f"Kulcs-Soft adatbázis elérés (a rendszergazdától):\nData Source=10.0.0.5,1433;Initial Catalog=KULCS_KONYV;User ID=kulcs;Password={rnd(ALNUM, 16)}",
        f"mysql://webshop:{rnd(ALNUM, 20)}@db.horvathbt.test:3306/shop  -- Horváth Bt webshop, számlaexporthoz",
        f"DATABASE_URL=postgresql://riport:{rnd(ALNUM, 18)}@pg.acme.internal:5432/konyveles",
        f"ODBC kapcsolat az Excel riporthoz: DSN=konyv;UID=riport_ro;PWD={hu_pw()}",
    )

    r.add(
        "e_signature_card_pin",
        f"e-Szignó kártya PIN: {pin(6)}",
        f"Microsec aláíró kártya pin {pin(6)} (3 rossz után a PUK kell, az a borítékban)",
        f"minősített tanúsítvány (.pfx) jelszava: {hu_pw()}",
        f"e-alairas pin\n{pin(6)}",
    )

    r.add(
        "private_key_pem",
        "a tanúsítvány privát kulcsa (exportálva, vigyázz rá!):\n" + pem("PRIVATE KEY", 6),
        pem("RSA PRIVATE KEY", 5),
        "NAS backup ssh kulcs:\n" + openssh_private(),
        "számlázó szerver TLS kulcs\n" + pem("EC PRIVATE KEY", 3),
    )

    r.add(
        "sim_puk_code",
        f"céges SIM PUK: {digits(8)}",
        f"Telekom SIM (a 2FA telefon) PUK kód {digits(8)}",
        f"puk kod a szamlazo telefonhoz {digits(8)}",
        f"SIM PUK2 - {digits(8)}",
    )

    r.add(
        "windows_pc_password",
        f"irodai gép (KONYV-PC01) windows jelszó: {hu_pw()}",
        f"win login Anna gépe: anna / {hu_pw()}",
        f"laptop jelszo {hu_pw()}",
        f"PC belépés\n.\\iroda\n{hu_pw()}",
    )

    r.add(
        "teams_webhook_url",
        f"Teams csatorna webhook (határidő-emlékeztető): https://acmekft.webhook.office.com/webhookb2/{uid()}@{uid()}/IncomingWebhook/{hexs(32)}/{uid()}",
        f"webhook URL a Power Automate-hez\nhttps://acmekft.webhook.office.com/webhookb2/{uid()}@{uid()}/IncomingWebhook/{hexs(32)}/{uid()}",
        f"slack incoming webhook (könyvelő csatorna) https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
        f"TEAMS_WEBHOOK=https://acmekft.webhook.office.com/webhookb2/{uid()}@{uid()}/IncomingWebhook/{hexs(32)}/{uid()}",
    )

    r.add(
        "bitlocker_recovery_key",
        f"BitLocker helyreállítási kulcs (KONYV-PC01): {bitlocker_key()}",
        f"laptop bitlocker recovery key\n{bitlocker_key()}",
        f"Bitlocker kulcs Anna gépe -> {bitlocker_key()}",
        f"bitlocker helyreallitasi kulcs {bitlocker_key()} (azonosító eleje {hexs(8).upper()})",
    )

    r.add(
        "crypto_seed_phrase",
        f"Ledger seed (saját, NE ügyfél): {phrase(BIP39, 12)}",
        f"mag-mondat a tárcához\n{phrase(BIP39, 24)}",
        f"recovery phrase: {phrase(BIP39, 12)}",
        "seed szavak (12): " + ", ".join(phrase(BIP39, 12).split()),
    )

    r.add(
        "session_cookie",
        f"ügyfélportál session cookie (ha kidob, ezzel be tudok lépni): PHPSESSID={rnd(LOWER + DIGITS, 26)}",
        f"Cookie: JSESSIONID={hexs(32).upper()}; Path=/portal",
        f"laravel_session={b64(secrets.token_bytes(180)).rstrip('=')} (portal.acme.internal)",
        f"konyvelo portal cookie sessionid={rnd(LOWER + DIGITS, 32)}",
        f"document.cookie = \"auth_session={rnd(URLSAFE, 43)}\" -- a belső portálhoz kell",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "hu_tax_number",
        f"Acme Kft adószáma: {adoszam()}",
        f"adoszam {adoszam()} - Horváth Bt, szamlan igy kell",
        f"új ügyfél: Szabó és Társa Kft, adószám {adoszam()}, székhely Budapest XIII.",
        f"Tax number of the German client's HU branch: {adoszam()}",
        f"vevő adószáma hibás volt a számlán ({adoszam()} helyett {adoszam()}), stornó kell",
    )

    r.add(
        "personal_tax_id",
        f"Kovács Péter adóazonosító jele: {adoazonosito()}",
        f"adoazonosito jel {adoazonosito()} (bérszámfejtéshez, új belépő)",
        f"SZJA bevallás - adóazonosító: {adoazonosito()}",
        f"tax ID of the new hire: {adoazonosito()}",
    )

    r.add(
        "taj_number",
        f"TAJ szám: {taj()}",
        f"taj {taj()} - Nagy Judit, bejelentés a NAV-nak T1041-en",
        f"új munkavállaló TAJ-a\n{taj()}",
        f"TAJ szama (Szabo Bela): {taj()}",
    )

    r.add(
        "company_registry_number",
        f"cégjegyzékszám: Cg. {cegjegyzek()}",
        f"Horváth Bt cgj. sz. {cegjegyzek()}",
        f"cegjegyzekszam {cegjegyzek()} (Fővárosi Törvényszék Cégbírósága)",
        f"company reg. no. {cegjegyzek()} for the KYC form",
        f"e-cégjegyzék: {cegjegyzek()}, változásbejegyzés folyamatban",
    )

    r.add(
        "hu_bank_account_number",
        f"Acme Kft bankszámla (OTP): {giro('117')}",
        f"szamlaszam {giro('104', long=False)} K&H",
        f"Horváth Bt számlaszáma a szerződésben: {giro()}",
        f"NAV számlaszámok: SZJA {giro('100', long=False)}, ÁFA {giro('100', long=False)}",
        f"bank account for the invoice: {giro()}",
    )

    r.add(
        "hu_iban_for_transfer",
        f"IBAN: {hu_iban('117')}, SWIFT OTPVHUHB",
        f"utalás külföldről ide: {hu_iban('104')} (BIC OKHBHUHB)",
        f"iban {hu_iban(spaced=False)}",
        f"Kedvezményezett: Acme Könyvelő Kft\nIBAN {hu_iban()}\nközlemény: számlaszám",
        f"the client's IBAN is {hu_iban()}, please send the EUR amount there",
    )

    r.add(
        "invoice_number",
        f"számla sorszám: ACME-{year()}-{secrets.randbelow(900) + 100:05d}",
        f"szla sz. E-HORV-{year()}-{secrets.randbelow(400) + 1}  -- még nincs kifizetve",
        f"Billingo számla: KONYV-{year()}-{secrets.randbelow(300) + 1}, stornó: KONYV-{year()}-{secrets.randbelow(300) + 1}",
        f"invoice no. INV/{year()}/{digits(4)} from acme.example, due next week",
        f"számlaszám (Számlázz.hu): SZAB-{year()}-{secrets.randbelow(999) + 1}",
    )

    r.add(
        "nav_invoice_transaction_id",
        f"NAV tranzakció azonosító: {nav_tx_id()} — DONE státusz",
        f"online szamla beküldés ok, transactionId {nav_tx_id()}",
        f"ABORTED: {nav_tx_id()} (hibás adószám a vevőnél) -> újraküldve: {nav_tx_id()}",
        f"<transactionId>{nav_tx_id()}</transactionId> lekérdezni holnap",
        f"NAV tx id for the March batch: {nav_tx_id()}",
    )

    r.add(
        "helpdesk_ticket_id",
        f"Billingo support jegy #{digits(6, lead=True)}",
        f"Számlázz.hu ügyfélszolgálat, jegyszám: SZ-{digits(7, lead=True)}",
        f"rendszergazda ticket: ACME-IT-{secrets.randbelow(9000) + 100} (nyomtató nem szkennel)",
        f"OTP panaszügy azonosító {digits(10, lead=True)}",
        f"ticket {rnd(UPPER, 3)}-{digits(5, lead=True)} still open at the Kulcs-Soft helpdesk",
    )

    r.add(
        "tax_authority_case_number",
        f"NAV ügyszám: {digits(10, lead=True)}/{year()}",
        f"iktatószám {digits(7, lead=True)}/{year()}/ÁNYK - Horváth Bt ellenőrzés",
        f"NAV levél, ügyiratszám: {digits(4)}-{digits(5)}/{year()}",
        f"case no. {digits(9, lead=True)}/{year()} (VAT refund)",
    )

    r.add(
        "masked_card_number",
        f"céges kártya **** **** **** {digits(4)} lejár {card_expiry()}",
        f"Google Ads fizetés a ...{digits(4)} végű kártyáról",
        f"OTP kartya vege {digits(4)}, a K&H-é {digits(4)}",
        f"card ending in {digits(4)} was charged 12 990 Ft (Billingo előfizetés)",
        f"Mastercard XXXX-XXXX-XXXX-{digits(4)} - le kell tiltani? nem, csak lejárt",
    )

    r.add(
        "expired_sms_code",
        f"K&H SMS kód {digits(6)} – lejárt mire beírtam, újat kértem",
        f"OTP jóváhagyó kód: {digits(8)} (már felhasználva, az utalás elment)",
        f"az ügyfélkapus sms kód ({digits(6)}) 5 perc után érvénytelen, ne ezt használd",
        f"used one-time code {digits(6)} for the Billingo login, expired now",
        f"tegnapi ellenőrző kód {digits(6)} – már nem él",
    )

    r.add(
        "secret_reference",
        "a NAV tech user jelszava a KeePassban: Iroda/NAV/Online Szamla",
        "BILLINGO_API_KEY=${BILLINGO_API_KEY}  # a .env-ből jön, nem ide írjuk",
        "api_key: ${{ secrets.SZAMLAZZ_AGENT_KEY }}",
        "OTP netbank jelszó → Bitwarden, 'Bank' mappa",
        "a riasztó kódja a borítékban a páncélszekrényben van, nem írom le",
    )

    r.add(
        "public_by_design_key",
        f"Barion Pixel azonosító a webshopban: BP-{rnd(ALNUM, 10)}-{digits(2)}",
        f"GA mérőazonosító: G-{rnd(UPPER + DIGITS, 10)}",
        f"Stripe publishable key (Horváth webshop frontend): pk_live_{rnd(ALNUM, 99)}",
        f"reCAPTCHA site key 6L{rnd(URLSAFE, 38)} — a titkos kulcs nem itt van",
    )

    r.add(
        "document_link_uuid",
        f"szerződés a belső rendszerben: https://docs.acme.internal/dokumentum/{uid()}",
        f"NAS mappa link https://nas.acme.internal/sharing/folder/{uid()}?view=list",
        f"ügyfél mappa id {uid()} (SharePoint)",
        f"see https://portal.acme.internal/ugyfel/{uid()}/bevallasok for the 2023 returns",
        f"belső ügyfélnyilvántartás rekord: https://crm.acme.internal/partner/{uid()}",
    )

    r.add(
        "backup_checksum",
        f"RLB mentés 2024-12-31.bak sha256: {hexs(64)}",
        f"md5 {hexs(32)}  konyveles_archiv.zip",
        f"biztonsági mentés ellenőrző összeg\n{hexs(64)}",
        f"checksum of the ÁNYK install file: SHA-1 {hexs(40)}",
    )

    r.add(
        "software_version",
        f"ÁNYK verzió: 3.{secrets.randbelow(10) + 40}.0, nyomtatványok frissítve",
        f"RLB {year()}.{secrets.randbelow(12) + 1}.{secrets.randbelow(30)} telepítve Anna gépére",
        f"Billingo API v3, Számla Agent 2.10.{secrets.randbelow(20)}, NAV Online Számla API 3.0",
        f"Windows 11 23H2 (build 22631.{digits(4, lead=True)}) - frissítés után nem indul a Kulcs",
    )

    r.add(
        "device_serial_number",
        f"Kyocera nyomtató gyári szám: {rnd(UPPER + DIGITS, 10)}",
        f"NAS sorozatszám {digits(4)}{rnd(UPPER, 3)}{digits(6)} - garancia 2026-ig",
        f"laptop S/N: 5CD{digits(3)}{rnd(UPPER + DIGITS, 4)}",
        f"pénztárgép AP szám: A{digits(8, lead=True)}",
    )

    r.add(
        "phone_number",
        f"Horváth Bt, Horváth Gábor mobil: {phone()}",
        f"NAV referens közvetlen száma {phone()}, mellék {digits(3, lead=True)}",
        f"rendszergazda (Tamás) {phone()} hétvégén is hívható",
        f"client phone {phone()}, calls only after 4pm",
    )

    r.add(
        "amount_and_due_date",
        f"ÁFA befizetés {amount()} Ft, határidő {year()}.{secrets.randbelow(12) + 1:02d}.20",
        f"szja elolegek: {amount()} Ft / negyedév",
        f"Horváth Bt tartozás: {amount()} Ft, fiz. hat. 15 nap",
        f"invoice total EUR {secrets.randbelow(9000) + 100}.{digits(2)}, due {year()}-{secrets.randbelow(12) + 1:02d}-15",
        f"iparűzési adó {amount()} Ft, szeptember 15-ig",
    )

    r.add(
        "parcel_tracking_number",
        f"MPL küldemény: {s10('RL', 'HU')} (tértivevényes a NAV-nak)",
        f"ajanlott level nyomkovetes {s10('RB', 'HU')}",
        f"GLS csomagszám {digits(11, lead=True)}",
        f"Foxpost {rnd(UPPER, 4)}{digits(10)} - új nyomtatópatron",
        f"tracking: {s10('CE', 'HU')}, sent to the Vienna client",
    )

    r.add(
        "booking_reference",
        f"MÁV jegy, Győr oda-vissza, foglalási kód {rnd(UPPER + DIGITS, 8)}",
        f"szállás Debrecen (továbbképzés) visszaigazolás szám {digits(10, lead=True)}",
        f"Wizz Air booking ref {rnd(UPPER, 6)}",
        f"konferencia regisztráció azonosító: MKVK-{year()}-{digits(4)}",
    )

    r.add(
        "ksh_statistical_code",
        f"KSH statisztikai számjel: {tax8()}-6920-113-01",
        f"stat szamjel {tax8()}-4791-113-{pick(*COUNTIES)}",
        f"statisztikai számjel (Horváth Bt): {tax8()}-4321-117-13",
        f"KSH code {tax8()}-6202-113-01 for the annual report",
    )

    r.add(
        "eu_vat_number",
        f"közösségi adószám: HU{tax8()}",
        f"EU VAT no. HU{tax8()} - VIES-en ellenőrizve, érvényes",
        f"osztrák vevő UID: ATU{digits(8)}, a miénk HU{tax8()}",
        f"kozossegi adoszam HU{tax8()} a szamlara",
    )

    r.add(
        "network_mac_address",
        f"nyomtató MAC: {mac(upper=True)}",
        f"NAS mac cim {mac('-')} -> fix IP a routerben",
        f"laptop wifi MAC {mac()}",
        f"MAC filter list: {mac(upper=True)}, {mac(upper=True)}",
    )

    r.add(
        "utility_customer_number",
        f"MVM ügyfélszám: {digits(10, lead=True)}, felhasználási hely azonosító {digits(10, lead=True)}",
        f"Telekom ügyfélszám {digits(9, lead=True)} (iroda internet)",
        f"Díjbeszedő azonosító: {digits(9, lead=True)}",
        f"Főgáz/NKM vevőkód {digits(8, lead=True)} - irodai gázszámla",
    )

    r.add(
        "nav_technical_user_name",
        f"NAV tech user login neve: {nav_login()} (jelszó nem itt)",
        f"technikai felhasznalo azonosito {nav_login()}",
        f"Online Számla login: {nav_login()}, adószám {tax8()}",
        f"NAV tech user for Horváth Bt is {nav_login()}, keys are in the vault",
    )

    r.add(
        "password_without_value",
        "K&H e-bank jelszót 90 naponta cserélni kell, jövő kedden jár le",
        "ügyfélkapu jelszó min. 8 karakter, kis-nagybetű + szám kell bele",
        "elfelejtettem a nyomtató admin jelszavát, a rendszergazda reseteli",
        "PIN-t megváltoztattam, az új a borítékban van a szekrényben",
        "password reset link sent to iroda@acme-konyveles.test, check the spam folder",
    )

    r.add(
        "ip_and_hostname",
        "nyomtató: 192.168.1.40, NAS: 192.168.1.10, router: 192.168.1.1",
        "RLB szerver neve konyv-srv.acme.internal, port 1433",
        f"VPN gateway vpn.acme.internal, kliens IP 10.8.0.{secrets.randbelow(200) + 2}",
        "ha nem megy a netbank: DNS 1.1.1.1 / 8.8.8.8 átállítva",
    )

    r.add(
        "bank_transfer_reference",
        f"utalás azonosító (OTP): {digits(16, lead=True)}",
        f"közlemény: ACME-{year()}-{secrets.randbelow(900) + 100:05d} számla kiegyenlítése",
        f"K&H tranzakció ref. {rnd(UPPER + DIGITS, 12)}",
        f"SEPA end-to-end id {rnd(UPPER + DIGITS, 20)} – megérkezett",
    )

    r.add(
        "eori_number",
        f"EORI szám: HU{digits(10, lead=True)}",
        f"eori HU{digits(10, lead=True)} (Horváth Bt, import Kínából)",
        f"vámügy: EORI HU{digits(10, lead=True)}, MRN {year()[2:]}HU{rnd(UPPER + DIGITS, 14)}",
        f"EORI for the customs broker: HU{digits(10, lead=True)}",
    )

    r.add(
        "krid_number",
        f"Hivatali kapu KRID: {digits(9, lead=True)}",
        f"cégkapu KRID azonosító {digits(9, lead=True)} (Acme Kft)",
        f"krid {digits(9, lead=True)} - Horváth Bt cégkapuja",
        f"office gateway (Cégkapu) KRID is {digits(9, lead=True)}",
    )

    r.add(
        "public_key_fingerprint",
        f"e-Szignó tanúsítvány ujjlenyomat (SHA-1): {groups(hexs(40).upper(), 2, ':')}",
        f"cert thumbprint {hexs(40).upper()} - lejár {year()}.11.30",
        f"NAS ssh kulcs (publikus): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} iroda@konyv-pc01",
        f"SHA256 ujjlenyomat: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
    )

    r.add(
        "contract_number",
        f"megbízási szerződés szám: MSZ-{year()}/{digits(3)}",
        f"Telekom szerződésszám {digits(10, lead=True)}",
        f"bérleti szerződés (iroda) sz. BSZ-{digits(4)}-{year()}",
        f"lease contract ref. {rnd(UPPER, 2)}{digits(8)} with the landlord",
    )

    return r


def main() -> None:
    write_corpora("make_heldout334.py", [
        ("heldout334_credentials.yaml", credentials(), "Held-out batch 334: credentials a Budapest accountant keeps (Ügyfélkapu, NAV Online Számla, Billingo, Számlázz.hu, OTP, K&H, alarm and key safe codes, printer and Wi-Fi passwords and more)"),
        ("heldout334_lookalikes.yaml", lookalikes(), "Held-out batch 334: an accountant's tax numbers, registry and account numbers, invoice and ticket ids, masked cards, expired codes and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
