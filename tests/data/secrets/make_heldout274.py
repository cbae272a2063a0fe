# ruff: noqa: E501
"""Writes heldout274_credentials.yaml and heldout274_lookalikes.yaml: held-out batch 274.

Persona: a community pharmacist who owns a small pharmacy in Vilnius and writes her notes in
Lithuanian, with some English and Russian mixed in. She keeps the logins for the e-sveikata
(e-health) prescription system, the SODRA and VMI (tax) portals, the pharmacy management
software, the cash register (kasos aparatas) and its fiscal module PINs, the internet banks
(Swedbank, SEB) and their Smart-ID codes, the shop Wi-Fi, the alarm and the narcotics safe;
and many notes that only look secret: prescription numbers, company and VAT codes, invoice
numbers, barcodes, batch numbers, masked card numbers and the IBANs printed on invoices.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    B64,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    openssh_private,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = ["Ramune", "Gintaras", "Pusis", "Liepa", "Medus", "Saule", "Ezeras", "Neris", "Zuikis",
         "Aguona", "Kedras", "Ramunele", "Zibuokle", "Vaistas", "Trakai", "Baltas"]
PASS_WORDS = ["ramunė", "liepa", "medus", "gintaras", "upė", "debesis", "pušis", "aguona",
              "vėjas", "kelias", "obuolys", "šaltinis", "žiema", "varna", "tiltas", "smėlis"]
NAMES = ["Rasa", "Ieva", "Jolanta", "Dalia", "Aušra", "Greta", "Vida", "Irena", "Lina"]
BANKS = {"Swedbank": "73000", "SEB": "70440", "Luminor": "40100", "Šiaulių bankas": "71800"}


def lt_pw() -> str:
    """A password as this pharmacy's staff would set one, or a generated one."""
    return pick(
        f"{pick(*WORDS)}{digits(pick(2, 4))}{pick('!', '#', '.', '*', '$')}",
        f"{pick(*WORDS).lower()}_{pick(*WORDS).lower()}{digits(2)}",
        f"{pick(*WORDS)}-{rnd(ALNUM, 6)}-{digits(2)}",
        pw(),
        rnd(ALNUM + "!#%&*", 14),
    )


def pin(n: int = 4) -> str:
    return digits(n)


def lt_iban(bank: str | None = None) -> str:
    return iban("LT", (bank or pick(*BANKS.values())) + digits(11))


def company_code() -> str:
    return pick("30", "11", "12", "15") + digits(7)


def vat_code() -> str:
    return "LT" + pick(digits(9, lead=True), "100" + digits(9))


def telegram_token() -> str:
    return f"{digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}"


def credentials() -> Rows:
    r = Rows()

    u = f"vaist{digits(4)}"
    r.add("esveikata_login_password",
          f"e-sveikata (ESPBI) prisijungimas vaistininkei: vartotojas {u}, slaptažodis {lt_pw()}",
          f"e-sveikata\nuser: {u}\npass: {lt_pw()}\n(keisti kas 90 d.)",
          f"Esveikatos slaptazodis naujas {lt_pw()} - senas nebetinka, Rasai pasakyt",
          f"e-receptų sistema, antra darbo vieta (kasa 2): {u}b / {lt_pw()}",
          f"пароль e-sveikata для Иры: {lt_pw()} (логин {u}i)")

    r.add("esveikata_api_client_secret",
          f"Vaistinės programos integracija su ESPBI:\nclient_id=vaistine-{digits(5)}\nclient_secret={rnd(URLSAFE, 40)}",
          f"ESPBI API testinė aplinka (espbi-test.esveikata.example): client secret {rnd(URLSAFE, 48)}",
          f"e-sveikatos sertifikato .p12 slaptažodis (integracijai): {rnd(ALNUM + '#!', 18)}",
          f"esveikata token serveryje /etc/farmasoft/espbi.env → ESPBI_CLIENT_SECRET={rnd(ALNUM, 32)}")

    sodra_user = f"{company_code()}-{digits(2)}"
    r.add("sodra_edas_password",
          f"SODRA EDAS: naudotojas {sodra_user}, slaptažodis {lt_pw()}",
          f"Sodros EDAS (buhalterė irgi naudoja)\nlogin {sodra_user}\npsw {lt_pw()}",
          f"SODRA portalas - naujas slaptažodis po blokavimo: {lt_pw()}",
          f"edas pass {lt_pw()} // Sodra, ne VMI!")

    r.add("vmi_portal_password",
          f"VMI Mano VMI, įgaliotas asmuo: vartotojo vardas {u}vmi, slaptažodis {lt_pw()}",
          f"VMI EDS slaptažodis (ne per banką): {lt_pw()}",
          f"i.SAF / i.VAZ prisijungimas buhalterei:\nuser: apskaita{digits(3)}\npassword: {lt_pw()}",
          f"Налоговая VMI - пароль {lt_pw()}, логин как обычно")

    r.add("ieka_api_token",
          f"i.EKA (VMI elektroninis kasos aparatas) API raktas: {rnd(ALNUM, 40)}",
          f"kasos programa ↔ i.EKA\nIEKA_CLIENT_ID=ieka-{digits(6)}\nIEKA_SECRET={rnd(URLSAFE, 44)}",
          f"i.EKA integracijos slaptas raktas (iš VMI laiško): {groups(rnd(UPPER + DIGITS, 24), 4, '-')}",
          f"Bearer token i.EKA testavimui: {rnd(ALNUM, 64)}",
          f"curl -H 'Authorization: Bearer {rnd(ALNUM, 48)}' https://ieka-api.vmi.example/v1/kvitai")

    r.add("pharmacy_software_admin_password",
          f"FarmaSoft administratorius: admin / {lt_pw()}",
          f"Vaistinės valdymo programa\nvartotojas: vedeja\nslaptažodis: {lt_pw()}\nadministratoriaus teisės",
          f"FarmaSoft serverio SQL sa slaptažodis {rnd(ALNUM + '!#', 16)}",
          f"programos supervizoriaus kodas (grąžinimams patvirtinti): {digits(6)}",
          f"FarmaSoft naujas admin psw {lt_pw()} - pakeitė IT Tomas 03-12")

    cashier_rows = "\n".join(f"{n:<8} {pin()}" for n in secrets.SystemRandom().sample(NAMES, 4))
    r.add("cash_register_cashier_pin",
          f"Kasininkų PIN kodai (kasos aparatas):\n{cashier_rows}",
          f"kasa 1 kasininkės PIN {pin()}, kasa 2 - {pin()}",
          f"Kasos aparato vyr. kasininko slaptažodis {digits(6)} (Z ataskaitai)",
          f"PIN для кассы: {pin()} (Лина), {pin()} (Ирена)",
          f"Kasos administratoriaus kodas: {digits(8)}")

    r.add("fiscal_module_pin",
          f"Fiskalinio modulio PIN {pin()}, PUK {digits(8)}",
          f"FM PIN (kasa 2): {pin(6)}",
          f"fiskalinis blokas - aktyvavimo kodas {groups(rnd(UPPER + DIGITS, 16), 4, '-')}",
          f"Kasos fiskalinio modulio PIN: {pin()}\nPUK: {digits(8)}\n(nesakyti niekam, tik servisui)")

    r.add("smart_id_pins",
          f"Smart-ID PIN1 {pin()} PIN2 {pin(5)}",
          f"Smart-ID (mano telefonas)\nPIN1: {pin()}\nPIN2: {pin(5)}",
          f"smart id pin2 {pin(5)} - pasirašymui, pin1 {pin()}",
          f"Smart-ID darbo telefone: PIN1={pin(5)}, PIN2={pin(5)}",
          f"Смарт-ИД PIN1 {pin()}, PIN2 {pin(5)}")

    r.add("swedbank_internet_bank_login",
          f"Swedbank internetinė bankininkystė: naudotojo ID {digits(7, lead=True)}, Smart-ID PIN1 {pin()}, PIN2 {pin(5)}",
          f"Swedbank verslo: user {digits(8, lead=True)}\nslaptažodis {lt_pw()}",
          f"Swedbank Gateway sertifikato slaptažodis: {rnd(ALNUM + '!#%', 20)}",
          f"swedbank mob app PIN {pin(5)}")

    codes = "  ".join(f"{i}: {pin()}" for i in range(1, 13))
    r.add("seb_code_card",
          f"SEB kodų kortelė Nr. {digits(6)}\n{codes}",
          f"SEB kodų kortelės kodai {', '.join(pin() for _ in range(8))}",
          f"SEB internetas: vartotojo kodas {digits(7, lead=True)}, slaptažodis {lt_pw()}",
          f"SEB verslui: atsarginiai kodai\n{recovery_codes(6, 'digits')}")

    r.add("shop_wifi_password",
          f"Wi-Fi vaistinėje: Ramunele_Staff / {lt_pw()}",
          f"WIFI:T:WPA;S:Vaistine-{digits(3)};P:{rnd(ALNUM, 14)};;",
          f"wifi personalui slaptažodis {phrase(PASS_WORDS, 3, '-')}{digits(2)}",
          f"Kasos Wi-Fi (tik terminalams): SSID Kasa-IoT, WPA2 {rnd(ALNUM + '#', 16)}",
          f"вайфай для персонала: {lt_pw()}")

    r.add("alarm_code",
          f"Signalizacija: įjungimo/išjungimo kodas {pin()}, pavojaus (duress) kodas {pin()}",
          f"Apsaugos pultas: objekto slaptažodis žodžiu „{pick(*PASS_WORDS)}{digits(2)}“, kodas {pin()}",
          f"signalizacijos kodas naujas {pin()} (nuo pirmadienio)",
          f"Alarm master code {digits(6)} — installer code {pin()}",
          f"Signalizacijos vartotojai:\n01 vedėja {pin()}\n02 {pick(*NAMES)} {pin()}\n03 valytoja {pin()}")

    r.add("narcotics_safe_combination",
          f"Narkotinių vaistų seifo kodas: {digits(6)}",
          f"seifo kombinacija {secrets.randbelow(99):02d}-{secrets.randbelow(99):02d}-{secrets.randbelow(99):02d}",
          f"N seifas (narkotinės, psichotropinės): elektroninis kodas {digits(8)}, atsarginis raktas pas mane",
          f"Сейф с наркотиками — код {digits(6)}",
          f"Seifo kodas pakeistas po revizijos: {digits(6)}#")

    r.add("esignature_token_pin",
          f"El. parašo USB laikmena (RC): PIN {digits(6)}, PUK {digits(8)}",
          f"Mobilus el. parašas PIN1 {pin()} / PIN2 {pin(5)}",
          f"kvalifikuoto sertifikato kortelės PIN {digits(6)}",
          f"el. parašo .pfx failo slaptažodis: {lt_pw()}",
          f"USB parašas užsiblokavo — naujas PIN {digits(6)}, PUK tas pats {digits(8)}")

    supplier = pick("Tamro", "Limedika", "Entafarma")
    r.add("supplier_portal_password",
          f"{supplier} užsakymų portalas: klientas {digits(6)}, slaptažodis {lt_pw()}",
          f"Limedika e-užsakymai\nuser: ramunele{digits(2)}\npass: {lt_pw()}",
          f"Entafarma B2B (b2b.entafarma.example) vaistine{digits(3)} / {lt_pw()}",
          f"Tamro API raktas automatiniams užsakymams: {rnd(ALNUM, 32)}",
          f"поставщик Тамро пароль {lt_pw()}")

    r.add("email_app_password",
          f"Gmail programos slaptažodis FarmaSoft laiškams: {app_password()}",
          f"gmail app password (skeneris): {app_password()}",
          f"el. paštas info@vaistine-ramunele.example slaptažodis {lt_pw()}",
          f"Outlook buhalterijai app password {rnd(LOWER, 16)}")

    r.add("smtp_password",
          f"SMTP sąskaitoms:\nhost: mail.vaistine-ramunele.example\nport: 587\nuser: saskaitos@vaistine-ramunele.example\npassword: {lt_pw()}",
          f"MAIL_PASSWORD={rnd(ALNUM, 20)}  # e-parduotuvės .env",
          f"smtp://saskaitos:{rnd(ALNUM, 14)}@mail.vaistine-ramunele.example:587",
          f"e-shop laiškų siuntimas per Brevo SMTP: login {digits(6, lead=True)}@smtp-brevo.example, SMTP key xsmtpsib-{hexs(64)}-{rnd(ALNUM, 16)}")

    project = digits(6, lead=True)
    r.add("paysera_sign_password",
          f"Paysera e-parduotuvei: projekto ID {project}, sign password {hexs(32)}",
          f"PAYSERA_PROJECT_ID={project}\nPAYSERA_SIGN_PASSWORD={hexs(32)}",
          f"paysera projekto slaptažodis {hexs(32)} (naujas, senas nutekėjo?)",
          f"Paysera API prieiga: client_id {rnd(ALNUM, 10)}, mac_key {rnd(ALNUM, 32)}",
          f"Paysera verslo paskyra prisijungimas: {digits(8, lead=True)} / {lt_pw()}")

    r.add("montonio_api_keys",
          f"Montonio: access key {uid()}\nsecret key {rnd(B64, 43)}=",
          f"MONTONIO_ACCESS_KEY={uid()}\nMONTONIO_SECRET_KEY={rnd(B64, 43)}=",
          f"Montonio sandbox secret {rnd(B64, 43)}=",
          f"montonio slaptas raktas (gyvas): {rnd(B64, 43)}=",
          f"Montonio partnerio sistema: el. paštas vedeja@ramunele.example, slaptažodis {lt_pw()}")

    r.add("woocommerce_api_keys",
          f"WooCommerce REST: consumer key ck_{hexs(40)}\nconsumer secret cs_{hexs(40)}",
          f"e-parduotuvės API raktai sandėlio sinchronizacijai: ck_{hexs(40)} / cs_{hexs(40)}",
          f"WordPress admin: vaistine_admin / {lt_pw()}",
          f"curl -u ck_{hexs(40)}:cs_{hexs(40)} https://shop.vaistine-ramunele.example/wp-json/wc/v3/products")

    r.add("remote_access_password",
          f"AnyDesk kasos kompiuteris: ID {digits(9, lead=True)}, neprižiūrimos prieigos slaptažodis {lt_pw()}",
          f"TeamViewer serveris {digits(10, lead=True)} / {rnd(ALNUM, 10)}",
          f"anydesk slaptažodis IT Tomui: {lt_pw()}",
          f"RDP į FarmaSoft serverį: farmasoft.vaistine.internal, administrator / {lt_pw()}",
          f"удалённый доступ AnyDesk пароль {lt_pw()} (касса 1)")

    r.add("cctv_nvr_password",
          f"Vaizdo kamerų registratorius (NVR) http://192.168.1.{secrets.randbelow(200) + 20} admin / {lt_pw()}",
          f"kameros programėlė telefone: verifikacijos kodas {rnd(UPPER, 6)}, slaptažodis {lt_pw()}",
          f"NVR admin slaptažodis {rnd(ALNUM + '#', 12)} (keista po serviso)",
          f"камеры: логин admin пароль {lt_pw()}")

    r.add("router_admin_password",
          f"Maršrutizatoriaus (Teltonika) admin slaptažodis: {lt_pw()}",
          f"routerio prisijungimas 192.168.1.1 admin {rnd(ALNUM, 12)}",
          f"Telia routeris: vartotojas admin\nslaptažodis {rnd(UPPER + DIGITS, 10)}",
          f"router root password {lt_pw()} — nekeisti be Tomo")

    r.add("card_terminal_password",
          f"Mokėjimo terminalo administratoriaus slaptažodis: {digits(6)}",
          f"terminalas (Ingenico) supervisor PIN {pin()} - grąžinimams",
          f"Kortelių terminalo prekybininko slaptažodis {digits(5)}, tech meniu {digits(6)}",
          f"POS terminal merchant password {digits(6)} — nesakyti kasininkėms")

    db_pw = rnd(ALNUM + "!#", 16)
    r.add("accounting_db_connection_string",
          f"Rivilė duomenų bazė: Server=rivile.vaistine.internal;Database=RIVILE;User Id=rivile;Password={db_pw};",
          f"buhalterijos SQL: sqlcmd -S rivile.vaistine.internal -U sa -P '{rnd(ALNUM + '!', 14)}'",
          f"postgresql://eshop:{rnd(ALNUM, 18)}@db.vaistine.internal:5432/eshop",
          f"FarmaSoft DB backup vartotojas backup_user slaptažodis {rnd(ALNUM, 16)}",
          f"mysql -h shop-db.vaistine.internal -u wp -p'{rnd(ALNUM, 16)}' wordpress")

    r.add("backup_encryption_passphrase",
          f"Atsarginių kopijų (NAS) šifravimo frazė: {phrase(PASS_WORDS, 5)}",
          f"Backup slaptažodis (Veeam): {lt_pw()}",
          f"restic repo slaptažodis {rnd(ALNUM, 32)}",
          f"USB diskas su kopijomis, BitLocker slaptažodis: {phrase(PASS_WORDS, 4, '-')}{digits(2)}")

    r.add("temperature_logger_api_key",
          f"Šaldytuvų temperatūros registratorių debesis: API raktas {rnd(ALNUM, 40)}",
          f"Temperatūros aliarmų Telegram botas: {telegram_token()}",
          f"LOGGER_API_TOKEN={rnd(URLSAFE, 48)}",
          f"temperatūros stebėjimo paskyra: vaistine@ramunele.example / {lt_pw()}",
          f"mqtt://logger:{rnd(ALNUM, 20)}@mqtt.vaistine.internal:1883")

    r.add("wireguard_private_key",
          f"VPN iš namų į vaistinę (WireGuard)\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.8.0.2/32",
          f"wg privatus raktas laptopui: {wg_key()}",
          f"WireGuard PrivateKey={wg_key()}, endpoint vpn.vaistine.internal:51820",
          f"wg0.conf buhalterės kompiuteriui: PrivateKey = {wg_key()} / PresharedKey = {wg_key()}")

    r.add("ssh_private_key",
          f"E-parduotuvės serverio SSH raktas (deploy):\n{openssh_private()}",
          f"Tomo paliktas raktas serveriui:\n{openssh_private()}",
          f"shop.vaistine-ramunele.example root slaptažodis {lt_pw()}",
          f"id_ed25519 rakto slaptafrazė (laptopas): {phrase(PASS_WORDS, 4, '-')}")

    r.add("password_manager_master",
          f"Bitwarden pagrindinis slaptažodis: {phrase(PASS_WORDS, 4, ' ')} {digits(3)}",
          f"Slaptažodžių tvarkyklės master password {lt_pw()}",
          f"Bitwarden atkūrimo kodas: {rnd(UPPER + DIGITS, 32)}",
          f"мастер-пароль менеджера паролей: {phrase(PASS_WORDS, 3, '-')}-{digits(4)}")

    r.add("social_media_password",
          f"Facebook puslapis Vaistinė Ramunėlė: el. paštas smm@ramunele.example, slaptažodis {lt_pw()}",
          f"Instagram @vaistine_ramunele psw {lt_pw()}",
          f"Google verslo profilio paskyra, 2FA atsarginiai kodai:\n{recovery_codes(5, 'digits')}",
          f"Meta verslo paskyros prieigos raktas: EAA{rnd(ALNUM, 180)}")

    r.add("regulator_portal_password",
          f"VVKT portalas (narkotinių ataskaitos): {u}vvkt / {lt_pw()}",
          f"Valstybinė ligonių kasa (VLK) kompensuojamų vaistų sistema: user {digits(6)} pass {lt_pw()}",
          f"ligonių kasos prisijungimas: slaptažodis {lt_pw()}",
          f"VVKT e. paslaugos slaptažodis {lt_pw()} (baigiasi birželį)")

    r.add("door_code",
          f"Galinių durų (prekių priėmimas) kodas {pin()}#",
          f"durų kodas personalui {pin()} — kurjeriams NEDUOTI",
          f"Sandėliuko spyna: {digits(5)}",
          f"код от задней двери {pin()}*")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("prescription_number",
          f"Recepto Nr. {digits(13, lead=True)} — pacientas grįš rytoj, vaisto nebuvo",
          f"e-receptas {digits(13, lead=True)} užrezervuotas, išduoti po 14 val.",
          f"Kompensuojamas receptas {digits(13, lead=True)}, grąžinti į ESPBI kaip neišduotą",
          f"рецепт {digits(13, lead=True)} - проверить дозировку с врачом",
          f"Receptų Nr. su klaida: {digits(13, lead=True)}, {digits(13, lead=True)}")

    code = company_code()
    r.add("company_code",
          f"UAB „Ramunėlės vaistinė“ įmonės kodas {code}",
          f"Tiekėjo įmonės kodas: {company_code()}",
          f"Juridinio asmens kodas sąskaitoms: {code}, buveinė Vilnius",
          f"Įm. k. {company_code()} (Limedika), {company_code()} (Tamro)")

    r.add("vat_code",
          f"PVM mokėtojo kodas {vat_code()}",
          f"Mūsų PVM kodas: {vat_code()}; tiekėjo {vat_code()}",
          f"VAT number for EU supplier form: {vat_code()}",
          f"ИНН / PVM kodas {vat_code()} — для счета")

    r.add("invoice_number",
          f"PVM sąskaita faktūra serija {rnd(UPPER, 3)} Nr. {digits(7)} — apmokėti iki 15 d.",
          f"Sąskaita {rnd(UPPER, 2)}{digits(8)} (Tamro), suma 1 284,60 EUR",
          f"Kreditinė sąskaita KS-{digits(6)} už grąžintus vaistus",
          f"Invoice INV-2025-{digits(5)} from the Latvian supplier, still unpaid",
          f"sąskaitos Nr. {digits(4)}/{digits(6)} — prašyti dublikato")

    r.add("product_barcode",
          f"Brūkšninis kodas {ean13('477')} — ibuprofenas 400 mg N20, neranda kasoje",
          f"EAN {ean13('477')} kainą pataisyti į 4,99",
          f"Barkodai naujiems vitaminams: {ean13('477')}, {ean13('40')}, {ean13('590')}",
          f"штрихкод {ean13('460')} не читается")

    r.add("batch_number",
          f"Serija {rnd(UPPER + DIGITS, 7)}, galioja iki 2026-{secrets.randbelow(12) + 1:02d}",
          f"Atšaukta serija (VVKT pranešimas): {rnd(UPPER, 2)}{digits(5)}",
          f"Lot {rnd(UPPER + DIGITS, 8)} exp {card_expiry()} — grąžinti tiekėjui",
          f"partija {digits(6)}{rnd(UPPER, 1)} — patikrinti šaldytuve",
          f"Insulino serija {rnd(UPPER, 1)}{digits(4)}{rnd(UPPER, 2)}, gauta 12 pak., termometras OK")

    r.add("fmd_pack_identifier",
          f"FMD pakuotė: (01)0{ean13('477')}(21){rnd(UPPER + DIGITS, 12)}(10){rnd(UPPER + DIGITS, 6)}(17)27{secrets.randbelow(12) + 1:02d}31",
          f"Serijos Nr. pakuotės (21) {rnd(UPPER + DIGITS, 14)} - statusas 'išduota', nors nepardavėm",
          f"GTIN 0{ean13('590')} SN {rnd(UPPER + DIGITS, 12)} — dvigubas skenavimas",
          f"DataMatrix nuskaityta: PC 0{ean13('477')} SN {rnd(ALNUM, 16)} LOT {rnd(UPPER + DIGITS, 6)}")

    r.add("fmd_alert_id",
          f"NMVS aliarmas {'-'.join(rnd(UPPER + DIGITS, 3) for _ in range(5))}, pranešta tiekėjui",
          f"FMD alert ID LT-{'-'.join(rnd(UPPER + DIGITS, 3) for _ in range(4))} — nepavyko išaktyvinti",
          f"Alerto Nr. {hexs(12).upper()} uždarytas kaip techninė klaida",
          f"FMD: pakuotės statusas „decommissioned“, SN {rnd(UPPER + DIGITS, 12)}, alerto nėra")

    r.add("masked_card_number",
          f"Verslo kortelė Swedbank **** **** **** {digits(4)}, galioja {card_expiry()}",
          f"Mokėta kortele {luhn('4')[:6]}******{digits(4)} — kvitas kasoje",
          f"SEB Mastercard •••• {digits(4)} (kuro išlaidos)",
          f"карта заканчивается на {digits(4)}")

    r.add("supplier_iban",
          f"Tamro sąskaita: {lt_iban(BANKS['SEB'])}",
          f"Mokėti Limedikai į {lt_iban(BANKS['Swedbank'])}, paskirtis: sąsk. Nr. {digits(7)}",
          f"Mūsų IBAN sąskaitose: {lt_iban(BANKS['Swedbank'])} (Swedbank), {lt_iban(BANKS['SEB'])} (SEB)",
          f"Naujas nuomotojo IBAN {lt_iban()} — nuo kovo",
          f"IBAN for Latvian supplier: {iban('LV', 'HABA' + digits(13))}")

    r.add("supplier_order_number",
          f"Tamro užsakymas Nr. {digits(9, lead=True)} — atvyks ketvirtadienį",
          f"Užsakymas {rnd(UPPER, 2)}-{digits(7)}, trūksta 3 pakuočių",
          f"Važtaraštis {rnd(UPPER, 3)}{digits(7)} nesutampa su sąskaita",
          f"Limedikos grąžinimo Nr. RMA{digits(6)}",
          f"Pirkimo užsakymas PO-{digits(6)} patvirtintas vedėjos")

    r.add("parcel_tracking_number",
          f"Omniva siunta CE{digits(9)}EE — paštomatas Žirmūnai",
          f"LP Express siuntos Nr. {rnd(UPPER, 2)}{digits(9)}LT",
          f"DPD {digits(14)} — e-parduotuvės užsakymas #{digits(5)}",
          f"посылка {digits(14)} DPD, клиентка звонила",
          f"Venipak siunta {digits(12, lead=True)}, vaistai termodėžėje")

    r.add("remote_access_id",
          f"AnyDesk ID kasos kompiuterio: {groups(digits(9, lead=True), 3)} (slaptažodį žino tik IT)",
          f"TeamViewer ID serverio {digits(10, lead=True)}",
          f"Jei neveikia FarmaSoft, duoti servisui AnyDesk adresą {digits(9, lead=True)}",
          "AnyDesk: neprižiūrima prieiga išjungta, jungiasi tik kai kasininkė patvirtina")

    r.add("password_rotation_reminder",
          "Pakeisti e-sveikatos slaptažodį iki mėnesio pabaigos — sistema reikalauja kas 90 d.",
          "SODRA EDAS slaptažodis: min. 12 simbolių, didžioji raidė, skaičius ir simbolis",
          "Po Ievos išėjimo pakeisti visus kasos PIN ir signalizacijos kodą",
          "VMI: slaptažodis baigia galioti 2025-04-30, priminti buhalterei",
          "не забыть поменять пароль от вайфая после ремонта")

    r.add("secret_location_reference",
          "Seifo kodas — užklijuotame voke pas mane namuose, ne vaistinėje",
          "Visi slaptažodžiai Bitwarden'e, aplankas „Vaistinė“; master — žinau tik aš",
          "Kasos PIN naujoms darbuotojoms išduoda vedėja asmeniškai, nerašyti čia",
          "Signalizacijos kodą žino tik Rasa ir aš; atsarginis pas apsaugos įmonę",
          "Fiskalinio modulio PUK — popieriniame aplanke, lentyna B, raudonas segtuvas")

    r.add("smart_id_procedure",
          "Smart-ID: PIN1 prisijungimui (4 skaitmenys), PIN2 pasirašymui (5 skaitmenys). Visada palyginti kontrolinį kodą telefone ir ekrane!",
          "Jei Smart-ID užsiblokuoja — eiti į Swedbank skyrių su pasu",
          "Smart-ID naujame telefone: registracija per banką, senas automatiškai išsijungia",
          "Smart-ID sertifikatas baigiasi 2026-02, atnaujinti programėlėje",
          "Смарт-ИД: PIN2 только для подписи, никому не говорить, даже банку")

    r.add("cash_register_serial",
          f"Kasos aparato gamyklinis Nr. {rnd(UPPER, 2)}{digits(8)}, fiskalinio modulio Nr. {digits(10, lead=True)}",
          f"i.EKA registracijos Nr. {digits(12, lead=True)} (kasa 2)",
          f"Kasos serijos numeris servisui: {rnd(UPPER, 3)}{digits(7)}",
          f"Fiskalinis modulis {rnd(UPPER + DIGITS, 12)} — patikra kitą mėnesį",
          f"Kasos aparato registracijos VMI Nr. {digits(9, lead=True)}, modelis patvirtintas")

    r.add("receipt_and_report_number",
          f"Z ataskaita Nr. {digits(4)} trūksta 2,40 EUR",
          f"Kvito Nr. {digits(6)} grąžinimas — pirkėja grąžino nepanaudotą tepalą",
          f"Pamainos Nr. {digits(5)}, kasininkė Lina, X ataskaita be klaidų",
          f"Čekis {digits(4)}-{digits(6)} kasa 1 — anuliuotas",
          f"Kvito QR kodas i.EKA: https://ieka.vmi.example/kvitas/{hexs(32)}")

    r.add("pharmacy_licence_number",
          f"Farmacinės veiklos licencijos Nr. VL-{digits(4)}",
          f"Vaistininkės praktikos licencija Nr. {digits(5)}, išduota 2014",
          f"Licencijos priedas dėl narkotinių vaistų Nr. {digits(4)}/{digits(2)}",
          f"VVKT leidimas verstis narkotinių vaistų veikla Nr. NPL-{digits(4)}, galioja neterminuotai")

    r.add("public_payment_key",
          f"Paysera projekto ID: {digits(6, lead=True)} (viešas, rodomas formoje)",
          f"Stripe publishable key e-parduotuvei: pk_live_51{rnd(ALNUM, 97)}",
          f"reCAPTCHA site key: 6L{rnd(URLSAFE, 38)}",
          f"Google Analytics G-{rnd(UPPER + DIGITS, 10)}, Meta pixel {digits(16, lead=True)}",
          f"Facebook App ID e-parduotuvės prisijungimui: {digits(15, lead=True)} (viešas)")

    r.add("secret_reference",
          "PAYSERA_SIGN_PASSWORD: ${{ secrets.PAYSERA_SIGN_PASSWORD }}",
          "MONTONIO_SECRET_KEY=${MONTONIO_SECRET_KEY}  # iš serverio aplinkos",
          "vault kv get secret/vaistine/eshop/woocommerce",
          "ESPBI_CLIENT_SECRET — laikomas /etc/farmasoft/espbi.env, teisės 600",
          "DB slaptažodis: žr. Bitwarden „Rivilė SQL“")

    r.add("certificate_fingerprint",
          f"El. parašo sertifikato SHA-1 piršto atspaudas: {':'.join(hexs(2).upper() for _ in range(20))}",
          f"ESPBI serverio sertifikato SHA-256 {hexs(64)}",
          f"Sertifikato serijos Nr. {hexs(32)}, galioja iki 2027-01-14",
          f"Sertifikato išdavėjo rakto ID (AKI): {':'.join(hexs(2) for _ in range(20))} — viešas, matosi parašo faile")

    r.add("ssh_public_key",
          f"Tomo viešasis raktas į authorized_keys: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} tomas@it",
          f"WireGuard serverio PublicKey = {wg_key()}",
          f"ssh-rsa {ssh_pub('ssh-rsa', 256)} deploy@shop",
          f"Serverio host key fingerprint SHA256:{rnd(B64, 43)}")

    r.add("bank_transaction_reference",
          f"Swedbank mokėjimo nuoroda {digits(16, lead=True)} — Tamro mokėjimas",
          f"SEB operacijos ID {rnd(UPPER + DIGITS, 18)}",
          f"Įmokos kodas VMI PVM: 1311, mokėjimo paskirtis {digits(10)}",
          f"Paysera transakcija {digits(10, lead=True)} grąžinta klientui")

    r.add("tax_declaration_reference",
          f"PVM deklaracija FR0600 pateikta, registracijos Nr. {digits(9, lead=True)}",
          f"SODRA 12-SD pranešimas Nr. {digits(8)}, priimtas",
          f"i.SAF rinkmena {uid()}.xml įkelta 10 d.",
          f"Draudėjo kodas SODROJE: {digits(7, lead=True)}",
          f"GPM313 deklaracijos dokumento Nr. {digits(10, lead=True)}, būsena „Priimta“")

    r.add("temperature_logger_device",
          f"Šaldytuvo Nr. 2 registratorius SN {rnd(UPPER + DIGITS, 10)}, kalibruoti 2025-05",
          f"Logger ID {hexs(12)}, riba 2–8 °C, aliarmai į telefoną",
          f"Temperatūros jutiklio MAC {mac(upper=True)}",
          f"Šaldytuvo Nr. 1 jutiklio kanalas {digits(2)}, vidutinė temp. 5,2 °C, aliarmų 0")

    r.add("alarm_setup_info",
          f"Signalizacijos objekto Nr. apsaugos pulte: {digits(5)}; zonos 1–6, 4 zona — seifo kambarys",
          "Signalizacija įsijungia per 30 s, išėjimo delsa 45 s, kodą vesti 3 bandymai",
          "Apsaugos įmonės budėtojo tel. ant durų; slaptažodį žodžiu žino tik vedėja",
          f"Centralės modelis, firmware {secrets.randbelow(5) + 1}.{secrets.randbelow(20)}.{secrets.randbelow(100)}, serijos Nr. {digits(9)}",
          "Signalizacijos kodai keičiami kas pusmetį; paskutinis keitimas 2025-01-08, kitas liepą")

    r.add("support_ticket_number",
          f"FarmaSoft pagalba, užklausa #{digits(6)} — nesiunčia į ESPBI",
          f"VMI i.EKA klaidos pranešimas Nr. {rnd(UPPER, 3)}-{digits(7)}",
          f"e-sveikatos pagalbos tarnyba, bilietas INC{digits(7)}",
          f"Telia gedimo Nr. {digits(10, lead=True)}")

    r.add("backup_checksum",
          f"Vakarykštė FarmaSoft kopija: farmasoft_{digits(8)}.bak, SHA-256 {hexs(64)}",
          f"NAS kopijos MD5 {hexs(32)} sutampa",
          f"git commit e-parduotuvės: {hexs(40)}",
          f"FarmaSoft atnaujinimo failas v{secrets.randbelow(9) + 1}.{secrets.randbelow(30)}, SHA-1 {hexs(40)}")

    r.add("network_device_info",
          f"Kvitų spausdintuvo MAC {mac(upper=True)}, IP 192.168.1.{secrets.randbelow(200) + 20}",
          f"Terminalo TID {digits(8, lead=True)}, MID {digits(15, lead=True)}",
          f"Routerio serijos Nr. {digits(10, lead=True)}, IMEI {digits(15, lead=True)}",
          "Wi-Fi svečiams: tinklas „Ramunele_Svečiai“, slaptažodis ant lipduko prie kasos")

    r.add("esveikata_document_link",
          f"Gydytojo siuntimas: https://espbi.esveikata.example/dokumentai/{uid()}",
          f"ESPBI išdavimo įrašas {uid()} — klaida, taisyti",
          f"Paciento sutikimo formos ID {uid()}",
          f"e-sveikatos klaidos ataskaita: https://pagalba.esveikata.example/ticket/{uid()}")

    r.add("masked_credential",
          "e-sveikata slaptažodis: ******** (pakeistas, naujas Bitwarden'e)",
          f"API raktas: {rnd(ALNUM, 4)}…{rnd(ALNUM, 4)} (rodo tik paskutinius)",
          "Smart-ID PIN2: ••••• — niekam nesakyti!",
          "Kasos PIN: xxxx (kiekvienai savas)")

    r.add("security_settings",
          "Kasos PIN neteisingai 3 kartus → blokuoja 15 min.",
          "Slaptažodžio ilgis FarmaSoft: min 10, istorija 5, galioja 60 d.",
          "2FA įjungta: Gmail, Bitwarden, Facebook; SMS — ne, tik programėlė",
          "Seifo elektroninė spyna: užrakinimo laikas 5 min. po 3 klaidų")

    r.add("employee_record_number",
          f"Darbuotojos tabelio Nr. {digits(4)}, pareigybės kodas {digits(6)}",
          f"Darbo laiko apskaitos žiniaraštis Nr. {digits(3)}-{digits(2)}, kasininkių grafikas",
          f"Darbo sutarties Nr. DS-{digits(3)}/2025",
          f"Praktikantės sutartis su universitetu Nr. {digits(4)}-PR-{digits(2)}")

    return r


def main() -> None:
    write_corpora("make_heldout274.py", [
        ("heldout274_credentials.yaml", credentials(), "Held-out batch 274: credentials a Vilnius pharmacy owner keeps (e-sveikata, SODRA, VMI, cash register, banks, alarm, safe)"),
        ("heldout274_lookalikes.yaml", lookalikes(), "Held-out batch 274: a Vilnius pharmacy owner's notes that only look secret (prescriptions, codes, invoices, barcodes, IBANs)"),
    ])


if __name__ == "__main__":
    main()
