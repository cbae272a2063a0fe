# ruff: noqa: E501
"""Writes heldout270_credentials.yaml and heldout270_lookalikes.yaml: held-out batch 270.

Persona: a bookkeeper and office administrator at a small construction company in Tallinn
who writes her notes in Estonian, with some English and Russian. She keeps the e-MTA (tax
board) and e-Business Register logins, Smart-ID and Mobile-ID PIN1/PIN2 codes, the ID-card
PINs and PUK, the LHV and SEB internet bank logins, the Merit Aktiva API keys, the site
office Wi-Fi, the tool container padlock and the office alarm code; and many look-alikes:
registry codes, KMKR (VAT) numbers, IBANs on invoices, reference numbers, invoice and
contract numbers, cadastral codes, masked card numbers.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
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
    onepassword_secret_key,
    pem,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

EST_WORDS = [
    "kask", "kuusk", "mänd", "kivi", "tellis", "betoon", "kraana", "sild", "meri", "saar",
    "lumi", "vihm", "tuul", "karu", "hunt", "ilves", "rebane", "kala", "järv", "mets",
    "päike", "pilv", "torn", "müür", "laud", "kruvi", "haamer", "saag", "kevad", "sügis",
]
CAP_WORDS = ["Kask", "Kivi", "Tellis", "Betoon", "Kraana", "Meri", "Ilves", "Rebane", "Torn", "Haamer"]
COMPANIES = ["Kivimees OÜ", "Betoonimeister OÜ", "Puitkarkass AS", "Katusepoisid OÜ", "Tõstuk Rent OÜ", "Vundament Pluss OÜ"]


def est_pw() -> str:
    """A password the way she makes them up, or one a manager generated."""
    return pick(
        f"{pick(*CAP_WORDS)}{digits(2)}{pick('!', '#', '?', '.')}{pick(*CAP_WORDS)}",
        f"{phrase(EST_WORDS, 3, '-')}{digits(2)}",
        rnd(ALNUM + "!#%?", 14),
        pw(),
    )


def registry_code() -> str:
    """An Estonian company registry code: eight digits, the last a mod-11 check digit."""
    base = pick("10", "11", "12", "14", "16") + digits(5)
    for weights in ((1, 2, 3, 4, 5, 6, 7), (3, 4, 5, 6, 7, 8, 9)):
        check = sum(int(c) * w for c, w in zip(base, weights, strict=True)) % 11
        if check < 10:
            return base + str(check)
    return base + "0"


def kmkr() -> str:
    """An Estonian VAT (KMKR) number."""
    return "EE10" + digits(7)


def reference_number(n: int = 6) -> str:
    """An Estonian payment reference number with its 7-3-1 check digit."""
    base = digits(n, lead=True)
    weights = (7, 3, 1)
    total = sum(int(c) * weights[i % 3] for i, c in enumerate(reversed(base)))
    return base + str((10 - total % 10) % 10)


def ee_iban(bank: str = "77", spaced: bool = True) -> str:
    """An Estonian IBAN: LHV 77, SEB 10, Swedbank 22, Luminor 17."""
    return iban("EE", bank + digits(14), spaced)


def s10(prefix: str = "CE", country: str = "EE") -> str:
    """A UPU S10 tracking number with its check digit."""
    body = digits(8)
    total = sum(int(c) * w for c, w in zip(body, (8, 6, 4, 2, 3, 5, 9, 7), strict=True))
    check = 11 - total % 11
    check = 0 if check == 10 else 5 if check == 11 else check
    return f"{prefix}{body}{check}{country}"


def cadastral() -> str:
    """An Estonian cadastral code (katastritunnus)."""
    return f"78{digits(3)}:{digits(3)}:{digits(4)}"


def ms_recovery() -> str:
    return "-".join(rnd(UPPER + DIGITS, 5) for _ in range(5))


def credentials() -> Rows:
    r = Rows()
    r.add(
        "smart_id_pins",
        f"Smart-ID PIN1 {digits(4)}, PIN2 {digits(5)} — minu telefon (Samsung)",
        f"Smart-ID uued koodid pärast telefoni vahetust:\nPIN1: {digits(4)}\nPIN2: {digits(5)}",
        f"Jaani Smart-ID (palus hoida kuni ta on objektil): pin1 {digits(4)} pin2 {digits(5)}",
        f"smartid pin2 = {digits(5)} (allkirjastamiseks), pin1 jäi samaks {digits(4)}",
        f"Смарт-ID: PIN1 {digits(4)} / PIN2 {digits(5)} — не забыть!",
        f"S-ID  {digits(4)} / {digits(5)}  (tööteelefon)",
    )
    r.add(
        "mobile_id_pins",
        f"Mobiil-ID (Telia SIM) PIN1 {digits(4)} PIN2 {digits(5)}",
        f"M-ID koodid: {digits(4)} / {digits(5)}  (esimene sisselogimiseks, teine allkirjaks)",
        f"Mobiil-ID PIN2 on {digits(5)}, PIN1 {digits(4)}. PUK SIM-kaardi ümbrikult: {digits(8)}",
        f"mob-id pin1={digits(4)}\nmob-id pin2={digits(5)}\nSIM PIN {digits(4)}",
    )
    r.add(
        "id_card_pins_puk",
        f"ID-kaart: PIN1 {digits(4)}, PIN2 {digits(5)}, PUK {digits(8)}",
        f"Uus ID-kaart (kehtib 2030-ni). PIN-ümbrikust:\n  PIN1 {digits(4)}\n  PIN2 {digits(5)}\n  PUK  {digits(8)}",
        f"ID kaardi PUK {digits(8)} — kui PIN1 jälle lukku läheb",
        f"Jaani ID-kaardi PIN2 {digits(5)} (KMD allkirjastamiseks kui ta on reisil)",
        f"ID-карта пин1 {digits(4)} пин2 {digits(5)} пук {digits(8)}",
        f"ID kaart pin1 {digits(4)}   pin2 {digits(5)}",
    )
    r.add(
        "emta_login",
        f"e-MTA kasutajatunnus: acme.raamat  parool: {est_pw()}",
        f"e-MTA sisselogimine parooliga (kui ID-kaardi lugeja ei tööta): kasutaja KRISTIT, parool {rnd(ALNUM + '!#', 14)}",
        f"EMTA parool vahetatud 03.2025 -> {est_pw()}",
        f"e-maksuamet login: kristi.acme / {rnd(ALNUM, 12)}  (vana {rnd(ALNUM, 10)} enam ei kehti)",
        f"Maksuamet, esindaja konto\n  user: acme_kristi\n  pass: {est_pw()}",
    )
    r.add(
        "e_business_register_login",
        f"Ettevõtjaportaal (e-äriregister) — kasutaja: acmeehitus, parool: {est_pw()}",
        f"e-äriregister aastaaruande jaoks: login kristi@acme-ehitus.example / {rnd(ALNUM + '#!', 13)}",
        f"Äriregistri portaali parool {est_pw()} (volitatud isikuna aruande esitamiseks)",
        f"RIK e-äriregister\n  kasutajanimi: acme_raamatupidaja\n  salasõna: {est_pw()}",
    )
    r.add(
        "lhv_internet_bank_login",
        f"LHV internetipank: kasutajanimi acmeehitus, parool {est_pw()}, PIN-kalkulaatori PIN {digits(4)}",
        f"LHV Äri – sisselogimine\nkasutaja: ACME{digits(4)}\nparool: {rnd(ALNUM + '!?#', 12)}",
        f"LHV pank parool: {est_pw()}  (kasutajanimi sama mis e-postil)",
        f"лхв логин acme.kristi пароль {est_pw()}",
        f"LHV äpi PIN {digits(4)}, internetipanga parool {rnd(ALNUM, 11)}",
        f"LHV Connect (pangaliides Meritis): kasutaja acme_connect, salasõna {rnd(ALNUM + '#', 16)}",
    )
    r.add(
        "seb_internet_bank_login",
        f"SEB ärikonto: kasutajatunnus {digits(7, lead=True)}, parool {est_pw()}",
        f"SEB e-pank\nuser id {digits(7, lead=True)}\npw {rnd(ALNUM, 10)}\nPIN-kalkulaator PIN {digits(4)}",
        f"SEB parool uus: {est_pw()}",
        f"Seb internetipanga salasõna {rnd(ALNUM + '!', 12)} kasutaja {digits(7, lead=True)}, ära anna Meelisele",
    )
    codes = "\n".join(f"{i:02d}  {digits(4)}" for i in range(1, 13))
    r.add(
        "bank_code_card",
        f"SEB koodikaart (vana, veel kehtib):\n{codes}",
        "Koodikaardi koodid 1–6: " + ", ".join(f"{i}) {digits(4)}" for i in range(1, 7)),
        f"koodikaart: nr 17 = {digits(4)}, nr 18 = {digits(4)}, nr 19 = {digits(4)} (ülejäänud seifis)",
    )
    r.add(
        "merit_aktiva_api_key",
        f"Merit Aktiva API\nApiId: {uid()}\nApiKey: {b64(secrets.token_bytes(32))}",
        f"Merit API võti (tunnitabeli liidese jaoks): {b64(secrets.token_bytes(32))}",
        f'merit.json:\n{{"apiId": "{uid()}", "apiKey": "{b64(secrets.token_bytes(32))}"}}',
        f"MERIT_API_ID={uid()}\nMERIT_API_KEY={b64(secrets.token_bytes(32))}",
        f"Merit Palk API: id {uid()} võti {b64(secrets.token_bytes(32))}",
        f"Merit Aktiva -> Seaded -> API: key {b64(secrets.token_bytes(32))} (genereeritud 14.02, vana kustutatud)",
    )
    r.add(
        "site_office_wifi_password",
        f"Objekti kontori Wi-Fi: Acme-Plats / {est_pw()}",
        f"WiFi plats Kopli: SSID AcmeKopli-4G parool {rnd(ALNUM, 12)}",
        f"wifi parool kontorikonteineris: {phrase(EST_WORDS, 3, '-')}{digits(2)}",
        f"Вай-фай на объекте: сеть Acme-Obekt, пароль {rnd(ALNUM, 10)}",
        f"WIFI:T:WPA;S:Acme-Ehitus;P:{rnd(ALNUM, 14)};;",
        f"Kontori külaliste võrk AcmeKylaline, pw {digits(8, lead=True)}",
    )
    r.add(
        "tool_container_padlock_code",
        f"Tööriistakonteineri tabaluku kood {digits(4)}",
        f"konteineri lukk (Abus numbrilukk): {digits(4)} — vahetatud pärast vargust",
        f"Mustamäe objekti konteiner: kood {digits(4)}, Kopli objekti konteiner: kood {digits(4)}",
        f"väike tabalukk generaatori kastil {digits(3)}",
        f"Замок на контейнере {digits(4)}, ключ от будки у прораба",
        f"Tabalukk: {digits(4)}. Kui ei avane, keera esimene ketas uuesti nulli ja proovi",
    )
    r.add(
        "office_alarm_code",
        f"Kontori signalisatsiooni valvekood {digits(4)}",
        f"Alarm: sisse/välja {digits(4)}#, sundkood {digits(4)}",
        f"Signa kood {digits(4)} (kasutaja 03 = mina)",
        f"Valvesüsteemi paneel: kasutajakood {digits(4)}, paigaldaja kood {digits(6)}",
        f"Сигнализация в офисе: код {digits(4)}",
        f"alarmi kood vahetatud, uus {digits(4)} (vana {digits(4)} kustutatud)",
    )
    r.add(
        "alarm_company_codeword",
        f"G4S märgusõna: {pick(*EST_WORDS)}{digits(2)} — ütle seda, kui nad helistavad",
        f'Turvafirma märgusõna kontori jaoks: "{phrase(EST_WORDS, 2)}"',
        f"Valvefirma parool (telefonis küsitakse): {phrase(EST_WORDS, 2, '')}",
        f"Codeword for the security company (Jaan asked to write it down): {pick(*CAP_WORDS)}-{pick(*CAP_WORDS)}",
    )
    r.add(
        "office_safe_code",
        f"Seifi kood {digits(6)}",
        f"Kontori seif: {digits(6)}, sularahakassa väike seif {digits(4)}",
        f"Сейф: {digits(6)} (старый {digits(6)})",
        f"seifikood uuendatud -> {digits(6)}#",
    )
    r.add(
        "company_email_password",
        f"Zone webmail kristi@acme-ehitus.example parool {est_pw()}",
        f"Microsoft 365 konto: arved@acme-ehitus.example / {est_pw()}",
        f"arvete postkasti (arved@) IMAP parool: {rnd(ALNUM, 16)}\nserver mail.acme-ehitus.example:993",
        f"Outlooki parool vahetatud: {est_pw()}",
        f"почта info@acme-ehitus.example пароль {est_pw()}",
    )
    r.add(
        "google_app_password",
        f"Google rakenduse parool (Merit saadab arveid Gmaili kaudu): {app_password()}",
        f"Gmail app password for the scanner: {app_password()}",
        f"Skänner -> e-post SMTP: smtp.acme-ehitus.example:587, kasutaja skanner@acme-ehitus.example, rakenduse parool {app_password().replace(' ', '')}",
    )
    r.add(
        "router_admin_password",
        f"Telia ruuter kontoris, admin parool {rnd(ALNUM, 12)}",
        f"Ruuteri haldus http://192.168.1.1  admin / {est_pw()}",
        f"Objekti 4G ruuter (Teltonika): login admin, pw {rnd(ALNUM + '@#', 12)}",
        f"router admin pass {rnd(ALNUM, 10)}",
    )
    r.add(
        "fuel_card_pin",
        f"Neste kütusekaart (Transit 123 ABC) PIN {digits(4)}",
        f"Circle K kaart Meelise bussile: PIN {digits(4)}",
        f"Kütusekaardid:\n  Transit — {digits(4)}\n  Amarok — {digits(4)}\n  kallur — {digits(4)}",
        f"Alexela kütusekaardi PIN {digits(4)}",
    )
    r.add(
        "company_card_details",
        f"Firma deebetkaart LHV: {groups(luhn('4'), 4)} exp {card_expiry()} CVC {digits(3)}",
        f"Bauhofi e-poe jaoks kaart {luhn('5')}, kehtib {card_expiry()}, CVV {digits(3)}",
        f"SEB krediitkaardi PIN {digits(4)}",
        f"Ärikaart\nnr {groups(luhn('4'), 4)}\n{card_expiry()}\ncvc {digits(3)}\nPIN {digits(4)}",
    )
    r.add(
        "bitlocker_recovery_key",
        f"BitLocker taastevõti (minu sülearvuti): {bitlocker_key()}",
        f"Sülearvuti HP, BitLockeri recovery key\nID: {hexs(8).upper()}\nKey: {bitlocker_key()}",
        f"Jaani laptop BitLocker {bitlocker_key()}",
    )
    r.add(
        "windows_login_password",
        f"Kontori arvuti (RAAMAT-PC) Windowsi parool {est_pw()}",
        f"Sülearvuti login: kristi / {est_pw()}",
        f"Windows Hello PIN sülearvutil {digits(6)}",
        f"komp. parool: {rnd(ALNUM, 9)}",
    )
    r.add(
        "password_manager_master",
        f"Bitwardeni ülemparool: {phrase(EST_WORDS, 5, '-')}",
        f"1Password: Secret Key {onepassword_secret_key()}, master {phrase(EST_WORDS, 4, '.')}",
        f"Paroolihalduri masterparool (ei tohiks paberile kirjutada...): {pw()}",
        f"KeePass faili (raamatupidamine.kdbx) parool: {phrase(EST_WORDS, 4, ' ')} {digits(2)}",
    )
    r.add(
        "e_invoice_operator_api_key",
        f"Omniva e-arvekeskuse API võti: {rnd(ALNUM, 32)}",
        f"e-arve operaator (Finbite) API key {hexs(40)}",
        f"E-arvete liidese seadistus:\n  operator: Omniva\n  authPhrase: {rnd(ALNUM, 24)}",
        f"Omniva authPhrase {rnd(ALNUM, 32)} (Meritis e-arve seadetes)",
    )
    r.add(
        "lhv_connect_private_key",
        f"LHV Connect kliendisertifikaadi privaatvõti:\n{pem('PRIVATE KEY', 6)}",
        f"LHV Connect .p12 faili parool: {est_pw()}",
        f"lhv-connect.key\n{pem('RSA PRIVATE KEY', 5)}",
    )
    r.add(
        "dokobit_api_token",
        f"Dokobit API access token: {hexs(32)}",
        f"Dokobit (lepingute allkirjastamine) — token {hexs(32)}",
        f'curl "https://api.dokobit.example/api/signing/create.json?access_token={hexs(32)}"',
        f"DOKOBIT_TOKEN={hexs(32)}",
    )
    r.add(
        "site_gate_code",
        f"Kopli objekti väravakood {digits(4)}#",
        f"Plats Lasnamäel: värav {digits(4)}, olmekonteiner {digits(4)}",
        f"Kontori trepikoja uksekood {digits(4)}",
        f"Шлагбаум на объекте: код {digits(5)}",
        f"Ladu Peterburi teel: väravapult {digits(6)}, uks {digits(4)}*",
    )
    r.add(
        "procurement_register_login",
        f"Riigihangete register: kasutaja acmeehitus, parool {est_pw()}",
        f"RHR login (pakkumiste esitamiseks) kristi.acme / {rnd(ALNUM + '!', 12)}",
        f"Hankeportaali parool {est_pw()}",
        f"riigihanked: acmeehitus / {rnd(ALNUM, 10)}",
    )
    r.add(
        "timesheet_db_connection_string",
        f"Tunnitabeli andmebaas (Toomas seadistas): postgresql://tabel:{rnd(ALNUM, 18)}@db.acme.internal:5432/tunnitabel",
        f"DATABASE_URL=postgres://acme_admin:{rnd(ALNUM, 20)}@10.0.4.12/tunnid",
        f"Server=sql.acme.internal;Database=Laoarvestus;User Id=ladu;Password={est_pw()};",
        f"psql -h db.acme.internal -U tabel tunnitabel   # parool {rnd(ALNUM, 16)}",
    )
    r.add(
        "wise_api_token",
        f"Wise Business API token (maksed Soome alltöövõtjale): {uid()}",
        f"Wise API: {uid()} — täisõigustega, mitte jagada",
        f"Authorization: Bearer {uid()}   <- Wise, Toomase skriptile",
        f"wise token (sandbox ei, see on live!) {uid()}",
    )
    r.add(
        "supplier_portal_login",
        f"Bauhof Äri e-pood: arved@acme-ehitus.example / {est_pw()}",
        f"Ramirent kliendiportaal — kasutaja ACME-{digits(5)}, parool {est_pw()}",
        f"Espak e-pood parool {rnd(ALNUM, 11)}",
        f"Cramo login kristi@acme-ehitus.example {est_pw()}",
    )
    r.add(
        "cctv_recorder_password",
        f"Objekti kaamerate salvesti (Hikvision) admin / {est_pw()}",
        f"Kaamerad: Hik-Connect seadme kinnituskood {rnd(UPPER, 6)}, admin parool {rnd(ALNUM, 12)}",
        f"NVR parool {est_pw()}",
        f"Камеры на объекте: admin / {rnd(ALNUM, 10)}",
    )
    r.add(
        "zip_archive_password",
        f"Audiitorile saadetud 2024 aruande zip parool: {rnd(ALNUM, 12)}",
        f"Palgalehtede arhiiv (palgad_2025.7z) — parool {est_pw()}",
        f"Pdf-i avamise parool (raamatupidamise väljavõte pangale): {phrase(EST_WORDS, 2, '')}{digits(3)}",
        f"zip pw for the Finnish subcontractor docs: {rnd(ALNUM, 10)}",
    )
    r.add(
        "work_phone_unlock_code",
        f"Firma telefoni (iPhone) pääsukood {digits(6)}",
        f"Tööteelefon: ekraanilukk {digits(6)}, SIM PIN {digits(4)}, PUK {digits(8)}",
        f"Meelise objektitelefoni PIN {digits(4)} (kui ta haige on)",
        f"Код телефона для объекта {digits(6)}",
    )
    google_codes = "\n".join(f"{digits(4)} {digits(4)}" for _ in range(8))
    r.add(
        "two_factor_backup_codes",
        f"Google konto varukoodid:\n{google_codes}",
        f"Microsofti taastekood: {ms_recovery()}",
        f"Bitwardeni kaheastmelise sisselogimise taastekood {rnd(UPPER + DIGITS, 32)}",
        f"Zone.ee 2FA varukoodid: {recovery_codes(6, 'digits')}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "company_registry_code",
        f"Acme Ehitus OÜ registrikood {registry_code()}",
        f"Alltöövõtja {pick(*COMPANIES)}, reg. kood {registry_code()}",
        f"Tellija: {pick(*COMPANIES)} (reg {registry_code()})",
        f"Uue tarnija andmed: registrikood {registry_code()}, aadress Peterburi tee, Tallinn",
        f"рег. код поставщика {registry_code()}",
    )
    r.add(
        "kmkr_vat_number",
        f"KMKR nr {kmkr()}",
        f"Käibemaksukohustuslase number: {kmkr()}",
        f"Arvel peab olema meie KMKR {kmkr()} ja ostja KMKR {kmkr()}",
        f"VAT no. for the Finnish client invoice: ours {kmkr()}, theirs FI{digits(8)}",
        f"{pick(*COMPANIES)} — KMKR {kmkr()}, kontrollitud e-MTA päringus",
    )
    r.add(
        "invoice_iban",
        f"Meie LHV konto: {ee_iban('77')}",
        f"Arve tasuda: SEB {ee_iban('10')}, viitenumber {reference_number()}",
        f"{pick(*COMPANIES)} arveldusarve {ee_iban('22', spaced=False)} (Swedbank) BIC HABAEE2X",
        f"Tarnija uus konto alates 01.05: {ee_iban('17')} — enne maksmist telefoni teel üle kontrollida!",
        f"Счёт для оплаты: {ee_iban('77')}",
        f"Palgakonto (SEB): {ee_iban('10')}",
    )
    r.add(
        "payment_reference_number",
        f"Maksuameti ettemaksukonto viitenumber {reference_number(10)}",
        f"Viitenumber arvel 2025-{digits(4)}: {reference_number()}",
        f"Kontori üür: viitenumber {reference_number(7)}, summa 1450 €, tähtaeg iga kuu 5.",
        f"ref nr {reference_number(8)} (Elektrilevi)",
        f"Kindlustusmakse viide {reference_number(9)}",
    )
    r.add(
        "invoice_number",
        f"Arve nr ARV-2025-{digits(4)} saadetud Meriti kaudu",
        f"Ostuarve {digits(6, lead=True)} (Bauhof) topelt sisse kantud, kustutada",
        f"Kreeditarve KR-{digits(3)} arvele {digits(5, lead=True)}",
        f"Счёт-фактура № {digits(5, lead=True)} от 12.03",
        f"Ettemaksuarve EA-{digits(4)}, lõpparve tuleb pärast üleandmist",
        "Müügiarved märts: " + ", ".join(f"2025-{digits(4)}" for _ in range(5)),
    )
    r.add(
        "contract_number",
        f"Töövõtuleping nr TL-2025/{digits(3)}, Kopli 12 objekt",
        f"Alltöövõtuleping {digits(2)}-{digits(4)}/AE",
        f"Cramo rendileping nr {digits(8, lead=True)} (käärtõstuk, kuni 30.06)",
        f"Riigihankeleping nr {digits(4, lead=True)}-{digits(2)}/{digits(3)}",
        f"Договор подряда № {digits(3)}/2025",
        f"Lisaleping nr 2 lepingule TL-2024/{digits(3)} (lisatööd, 12 400 € + km)",
    )
    r.add(
        "masked_card_number",
        f"Firma kaart **** **** **** {digits(4)} — aegub {card_expiry()}",
        f"Kütusekaart lõpuga {digits(4)} kadunud, uus tellitud",
        f"Tšekil: Visa ************{digits(4)}, summa 84,20 €",
        f"LHV kaart {luhn('4')[:6]}******{digits(4)}",
        f"Карта ...{digits(4)} заблокирована, новая придёт через неделю",
    )
    r.add(
        "parcel_tracking_number",
        f"Omniva pakk {s10('CE', 'EE')}",
        f"DPD saadetis {digits(14, lead=True)} — tarne objektile neljapäeval",
        f"Soomest tulev pakk: {s10('RR', 'FI')}",
        f"DHL Express AWB {digits(10, lead=True)}",
        f"Omniva tähitud kiri maksuametile: {s10('RR', 'EE')}",
        f"Smartposti saadetis {digits(15, lead=True)}, pakiautomaat Kristiine",
    )
    r.add(
        "cadastral_code",
        f"Katastritunnus {cadastral()}",
        f"Kopli objekti kinnistu: katastritunnus {cadastral()}, kinnistu nr {digits(6, lead=True)}",
        f"Maa-ameti kaardilt: {cadastral()} (sihtotstarve elamumaa 100%)",
        f"Naaberkinnistud: {cadastral()} ja {cadastral()} — kooskõlastus vajalik",
    )
    r.add(
        "building_register_code",
        f"Ehitisregistri kood 1{digits(8)}",
        f"Ehitusluba nr {digits(7, lead=True)}/{digits(5)}",
        f"Kasutusloa taotlus esitatud, menetluse nr {digits(7, lead=True)}/{digits(5)}",
        f"EHR kood hoonel: 1{digits(8)}, ehitusteatis {digits(7, lead=True)}/{digits(5)}",
    )
    r.add(
        "bank_transaction_id",
        f"Makse arhiveerimistunnus 2025{digits(4)}{digits(8)}",
        f"LHV tehingu ID {digits(10, lead=True)} — tagastati, vale viitenumber",
        f"SEB maksekorraldus nr {digits(4)}, arhiveerimistunnus RO{digits(10)}",
        f"Swedbank väljavõte: dokumendi nr {digits(6)}, tehing {digits(16, lead=True)}",
        f"SEPA end-to-end ID: ACME-{digits(4)}-{hexs(12).upper()}",
    )
    r.add(
        "bank_bic_code",
        "BIC-id: LHV = LHVBEE22, SEB = EEUHEE2X, Swedbank = HABAEE2X, Luminor = RIKOEE22",
        "Välismakse Soome: saaja BIC NDEAFIHH, meie BIC LHVBEE22",
        "SWIFT for payments to us: LHVBEE22 (LHV Pank, Tallinn)",
        "SEB BIC EEUHEE2X — vajalik Rootsi tellijale arve peale",
    )
    r.add(
        "secret_storage_reference",
        "Merit API võti on Bitwardenis, kaust 'Raamatupidamine' — mitte meilile saata!",
        "ID-kaardi PUK-ümbrik on seifis, punase kausta all",
        "Signalisatsiooni kood: küsi Jaanilt, ma ei kirjuta seda siia",
        "LHV Connect sertifikaat asub D:\\Pank\\lhv-connect\\ (parool paroolihalduris, kirje 'LHV Connect p12')",
        "Wi-Fi parool on ruuteri põhja all kleebisel",
        "Пароль от банка в Bitwarden, папка 'Pank'",
    )
    r.add(
        "env_var_reference",
        "merit-sync config:\n  api_id: ${MERIT_API_ID}\n  api_key: ${MERIT_API_KEY}",
        "GitHub Actions: MERIT_KEY: ${{ secrets.MERIT_API_KEY }}",
        "DATABASE_URL=postgresql://tabel:${DB_PASSWORD}@db.acme.internal:5432/tunnitabel",
        "export WISE_TOKEN=$(bw get password wise-api)",
        "Server=sql.acme.internal;Database=Laoarvestus;Integrated Security=true;",
    )
    r.add(
        "password_policy_note",
        "e-MTA ja panga paroolid vahetada iga 90 päeva järel, järgmine kord 1. juulil",
        "Microsoft 365 paroolinõuded: vähemalt 12 märki, suur- ja väiketäht, number; vana parooli ei tohi korrata",
        "Smart-ID PIN-e ei tohi kellelegi öelda, ka mitte ülemusele — RIA soovitus",
        "Пароли менять каждые 3 месяца, не записывать на стикерах",
        "Koolitus: ära sisesta PIN2, kui sa ise midagi ei allkirjasta (õngitsus!)",
    )
    r.add(
        "pin_blocked_procedure",
        "PIN1 lukus pärast 3 valet katset — avada PUK-iga DigiDoc4 rakenduses",
        "Kui PUK ka kadunud: uued koodid PPA teenindusest, kaasa võtta isikut tõendav dokument",
        "Mobiil-ID PIN2 blokeeritud — helistada Telia ärikliendi toele, saadavad uue PUK-ümbriku",
        "Smart-ID: pärast 3 valet PIN2 katset konto lukus, uuesti registreerida pangalingiga",
    )
    r.add(
        "smart_id_verification_code",
        f"Smart-ID kontrollkood ekraanil oli {digits(4)} ja telefonis sama, seega ok (see pole PIN, ainult sobitamiseks)",
        f"Mobiil-ID kontrollkood {digits(4)} ei klappinud e-MTA lehel näidatuga — katkestasin, teatan IT-le",
        f"Jaan küsis, mis kontrollkood äpis oli: {digits(4)} — kontrollkood on avalik, PIN-i ei küsinud",
    )
    r.add(
        "wifi_network_settings",
        "Kontori Wi-Fi: SSID Acme-Kontor, WPA2-Personal, kanalid 6 / 36, parool muudetud 12.04 (vt Bitwarden)",
        f"Objekti ruuter MAC {mac()}, IP 192.168.8.1, SSID AcmeKopli-4G",
        "Külaliste võrk eraldi VLAN 20, ligipääs ainult internetile",
        "Wi-Fi parool uueneb kvartali alguses, ruuter teavitab e-postiga",
    )
    r.add(
        "alarm_schedule_settings",
        "Signalisatsioon valvestub automaatselt kell 20:00, sisenemise viiteaeg 30 s, väljumise 45 s",
        f"Valvepaneeli seerianumber {rnd(UPPER + DIGITS, 10)}, tsoonid 1–6, tsoon 4 = ladu",
        f"G4S leping nr {digits(7, lead=True)}, patrull reageerib 15 min jooksul",
        "Kui alarm läheb kogemata käima: helista valvefirmale ja ütle märgusõna (märgusõna teab Jaan)",
    )
    r.add(
        "padlock_info_no_code",
        "Tööriistakonteineri tabalukk vahetatud, uue koodi saab Meeliselt",
        "Tellida 3 uut Abus numbrilukku (4-kohaline kood), 24 € tk",
        "Konteineri võti nr 2 on kontori võtmekapis, konks 14",
        "Замок на контейнере сломан, нужен новый — код пусть прораб поставит сам",
    )
    r.add(
        "supplier_order_number",
        f"Bauhof tellimus nr {digits(9, lead=True)}",
        f"Espak tarne, saateleht {digits(7, lead=True)}, kaubad kontrollitud",
        f"Betooni tellimus {digits(6, lead=True)}: C30/37, 14 m³, pump kell 07:30",
        f"K-Rauta tellimus {digits(8, lead=True)} ootel, puudu 40 kipsplaati",
    )
    r.add(
        "document_container_name",
        f"Allkirjastatud leping: TL-2025-{digits(3)}_Kopli12.asice",
        f"Dokobiti dokument: https://portal.dokobit.example/documents/{uid()}",
        f"Üleandmise-vastuvõtmise akt_{digits(3)}.bdoc — Jaan allkirjastas, tellija veel mitte",
        f"Skännitud arved: scan_{digits(8)}_{hexs(6)}.pdf kaustas Ostuarved/2025-04",
    )
    r.add(
        "file_checksum",
        f"e-arve XML SHA-256: {hexs(64)}",
        f"Varukoopia raamatupidamine_2024.zip md5 {hexs(32)}",
        f"Toomas saatis kontrollsumma installerile: sha256 {hexs(64)}",
        f"DigiDoc konteineri räsi (SHA-384): {hexs(96)}",
    )
    r.add(
        "uuid_in_url",
        f"Merit arve link: https://aktiva.merit.example/invoice/{uid()}",
        f"Tellija portaali tiket: https://portal.acme-ehitus.example/tickets/{uid()}",
        f"Jagatud kaust (ainult vaatamine): https://drive.acme.example/folder/{uid()}",
        f"Meriti ostuarve manus: https://aktiva.merit.example/attachments/{uid()}.pdf",
    )
    r.add(
        "tax_declaration_number",
        f"KMD 03/2025 esitatud, registreerimisnumber {digits(9, lead=True)}",
        f"TSD veebruar, dokumendi nr {digits(8, lead=True)}, tasuda 10. märtsiks",
        f"INF lisa esitatud, kinnitusnumber {digits(10, lead=True)}",
        f"Ettemaksukonto saldo päring {digits(6, lead=True)}, võlga ei ole",
    )
    r.add(
        "employment_register_entry",
        f"Töötamise register: uus töötaja alustas 02.06, kande nr {digits(8, lead=True)}",
        f"TÖR kanne {digits(8, lead=True)} lõpetatud 30.04",
        f"Välistöötaja lühiajalise töötamise registreerimine, menetlus {digits(6, lead=True)}",
        f"Ehitustöötaja MTR registreering EEH{digits(6, lead=True)} kehtiv",
    )
    r.add(
        "procurement_reference_number",
        f"Riigihange viitenumber {digits(6, lead=True)} — pakkumise tähtaeg 14.05 kell 11:00",
        f"Hange {digits(6, lead=True)}: küsimus esitatud, vastus oodata",
        f"Tender ref {digits(6, lead=True)}, lot 2 (kergliiklustee)",
    )
    r.add(
        "recaptcha_site_key",
        f"Kodulehe kontaktivorm: reCAPTCHA site key 6L{rnd(URLSAFE, 38)} (avalik, on HTML-is; secret key on ainult serveris)",
        f"Veebiarendajale: data-sitekey=\"6L{rnd(URLSAFE, 38)}\" — see on avalik võti",
        f"Google Maps embed kood kodulehel, kaardi ID {hexs(16)}",
    )
    r.add(
        "device_serial_number",
        f"Sülearvuti HP seerianumber {rnd(UPPER + DIGITS, 10)}, garantii kuni 2027",
        f"Printer Kyocera S/N {rnd(UPPER + DIGITS, 10)}, hooldusleping",
        f"Ruuteri MAC {mac('-', upper=True)}",
        f"Teodoliit Leica, seerianumber {digits(7, lead=True)}, kalibreerimine 09.2025",
    )
    r.add(
        "ssh_public_key",
        f"Toomas palus saata minu avaliku võtme: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} kristi@raamat-pc",
        f"authorized_keys rida serverile (avalik võti):\nssh-rsa {ssh_pub('ssh-rsa', 260)} backup@acme",
        f"Avaliku võtme sõrmejälg SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
    )
    r.add(
        "security_tool_admin_note",
        "PIN-kalkulaatori patarei tühi, uus tellitud LHV-st",
        "Bitwarden Teams: 4 kasutajat, 4 $ kuus kasutaja kohta, arve tuleb 1. kuupäeval",
        "Smart-ID äpp uuendada versioonile 27, muidu ei lase allkirjastada",
        "ID-kaardi lugeja uus (ACS), draiver installitud, DigiDoc4 töötab",
        f"Kaamerasalvesti IP 192.168.1.{secrets.randbelow(200) + 20}, port 8000, salvestab 30 päeva",
    )
    r.add(
        "leasing_contract_number",
        f"Liisinguleping (Amarok) nr {digits(7, lead=True)}, kuumakse 612,40 €",
        f"LHV liising {digits(8, lead=True)}, jääkväärtus 20%",
        f"SEB kasutusrent nr LR-{digits(6)}, lõpeb 03/2027",
    )
    r.add(
        "vehicle_identifier",
        f"Transit: reg.nr 123 ABC, VIN WF0{rnd('ABCDEFGHJKLMNPRSTUVWXYZ' + DIGITS, 14)}",
        f"Kallur VIN {rnd('ABCDEFGHJKLMNPRSTUVWXYZ' + DIGITS, 17)}, ülevaatus 08.2025",
        f"Amaroki registreerimistunnistus nr EE{digits(7, lead=True)}",
    )
    r.add(
        "masked_credential",
        "SEB parool: ******** (vaata paroolihaldurist)",
        "Merit API key: ••••••••••••••••••••, aegub 31.12",
        "PIN1: ****, PIN2: ***** — ei kirjuta siia",
        f"Wise API token ****-****-{hexs(4)} (viimased 4 märki identifitseerimiseks, tühistatud)",
    )
    return r


def main() -> None:
    write_corpora("make_heldout270.py", [
        ("heldout270_credentials.yaml", credentials(), "Held-out batch 270: credentials an Estonian construction-company bookkeeper keeps (Smart-ID/Mobile-ID/ID-card PINs, e-MTA, bank, Merit API keys, alarm and padlock codes)"),
        ("heldout270_lookalikes.yaml", lookalikes(), "Held-out batch 270: look-alikes from the same bookkeeper (registry codes, KMKR numbers, IBANs, reference, invoice and contract numbers, masked cards, storage references)"),
    ])


if __name__ == "__main__":
    main()
