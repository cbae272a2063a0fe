# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout70_credentials.yaml and heldout70_lookalikes.yaml: held-out batch 70.

Persona: a freight dispatcher at a small logistics company in Lviv who keeps notes in
Ukrainian, slipping into Russian and Polish (and some English) as the partner on the other
end does. The credentials are the office's everyday logins: the TMS, the GPS tracking
portal, the e-CMR app, the Nova Poshta business cabinet API key, the KEP / Diia.Signature
key passwords, Privat24 for business, SENT-PUESC, the office router, 1C, the Viber and
Telegram two-step passwords, the warehouse gate code and the fuel card PINs. The look-alikes
are the numbers a dispatcher's day is full of: EDRPOU and IPN codes, plates, VINs, CMR and
TTN numbers, customs declarations and MRNs, ISO 6346 container numbers, IBANs, invoices,
route codes, amounts in hryvnias and euros, phone numbers and tracker IMEIs.

The batch was written blind: its author never saw the detector, its rules or its other
corpora, only the helpers of make_heldout.py. Every random part comes from the `secrets`
module at run time; every value is synthetic, and hosts sit under `.example`, `.internal`,
`.test` or `acme`.
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
    aws_key_id,
    aws_secret,
    digits,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    openssh_private,
    pick,
    rnd,
    uid,
    wg_key,
    write_corpora,
)

NAMES = ["Тарас", "Оксана", "Андрій", "Богдан", "Мар'яна", "Ірина", "Юрко", "Олег", "Наталя", "Роман", "Василь", "Христина"]
WORDS = ["Lviv", "Lemberg", "Karpaty", "Marichka", "Sonechko", "Kalyna", "Dnister", "Sokil", "Rynok", "Kava",
         "Vyshnia", "Kozak", "Fura", "Shlyah", "Barsik", "Zoryana", "Stryi", "Sambir", "Levko", "Yavir", "Pysanka", "Smerichka"]
UA_PLATE_LETTERS = "ABCEHIKMOPTX"
CITIES = ["Львів", "Стрий", "Самбір", "Дрогобич", "Жовква", "Броди", "Рава-Руська", "Мостиська"]
PL_CITIES = ["Rzeszów", "Kraków", "Katowice", "Lublin", "Wrocław", "Poznań", "Łódź", "Gdańsk"]


def lp() -> str:
    """A password a person made up and can remember."""
    w, w2 = secrets.choice(WORDS), secrets.choice(WORDS)
    return pick(
        f"{w}{1970 + secrets.randbelow(40)}{pick('!', '#', '', '*', '$')}",
        f"{w.lower()}_{w2.lower()}{secrets.randbelow(90) + 10}",
        f"{w}{w2}{digits(2)}!",
        f"{w}.{digits(4)}",
        f"{w.lower()}{digits(3)}{w2[:3].upper()}",
        f"{w2}-{w}-{digits(2)}",
    )


def gen() -> str:
    """A password a manager generated."""
    return pick(rnd(ALNUM + "!#%*-_", 14), rnd(ALNUM, 16), rnd(ALNUM + "@$&", 12))


def phone() -> str:
    return f"+380 {pick('67', '68', '97', '98', '50', '66', '95', '63', '93', '73')} {digits(3)} {digits(2)} {digits(2)}"


def phone_pl() -> str:
    return f"+48 {pick('5', '6', '7', '8')}{digits(2)} {digits(3)} {digits(3)}"


def name() -> str:
    return secrets.choice(NAMES)


def plate(region: str | None = None) -> str:
    region = region or pick("BC", "BC", "BC", "AA", "BO", "AT", "KA")
    return f"{region} {digits(4)} {rnd(UA_PLATE_LETTERS, 2)}"


def pl_plate() -> str:
    return f"{pick('RZ', 'KR', 'SK', 'LU', 'WX', 'PO', 'DW', 'RP')} {pick(digits(5, lead=True), digits(3, lead=True) + rnd(UPPER.replace('O', '').replace('I', ''), 2), digits(4, lead=True) + rnd('ACEFGHJKLMNPRSTUVWXY', 1))}"


def edrpou() -> str:
    """An 8-digit EDRPOU code with its check digit."""
    body = pick('0', '1', '2', '3', '4') + digits(6)
    weights = [7, 1, 2, 3, 4, 5, 6] if 3_000_000 <= int(body) < 6_000_000 else [1, 2, 3, 4, 5, 6, 7]
    check = sum(int(d) * w for d, w in zip(body, weights, strict=True)) % 11
    if check == 10:
        check = sum(int(d) * (w + 2) for d, w in zip(body, weights, strict=True)) % 11 % 10
    return body + str(check)


def ipn(code: str | None = None) -> str:
    """A company's 12-digit VAT payer number: EDRPOU head, region 13 (Lviv), office, check."""
    code = code or edrpou()
    return code[:7] + "13" + digits(2) + digits(1)


def vin(wmi: str) -> str:
    """A 17-character VIN with a valid check digit."""
    values = {**{str(i): i for i in range(10)}, **dict(zip("ABCDEFGH", range(1, 9), strict=True)), **dict(zip("JKLMN", range(1, 6), strict=True)),
              "P": 7, "R": 9, **dict(zip("STUVWXYZ", range(2, 10), strict=True))}
    weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    alphabet = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    body = wmi + rnd(alphabet, 5) + "0" + rnd(alphabet, 2) + digits(6)
    total = sum(values[c] * w for c, w in zip(body, weights, strict=True)) % 11
    return body[:8] + ("X" if total == 10 else str(total)) + body[9:]


def container() -> str:
    """An ISO 6346 container number with its check digit."""
    letters = {}
    v = 10
    for c in UPPER:
        if v % 11 == 0:
            v += 1
        letters[c] = v
        v += 1
    owner = pick("MSC", "MAE", "CMA", "HLX", "TGH", "OOL", "EGL", "TCN", "SEG", "CAI") + "U"
    num = digits(6)
    code = owner + num
    total = sum((letters[c] if c in letters else int(c)) * 2**i for i, c in enumerate(code))
    return f"{code}{total % 11 % 10}"


def ttn() -> str:
    """A Nova Poshta waybill (ЕН) number."""
    return pick("20", "59", "20") + digits(12)


def mrn() -> str:
    """A customs Movement Reference Number."""
    return f"{pick('24', '25')}{pick('UA', 'PL')}{digits(6)}{rnd(UPPER + DIGITS, 7)}{secrets.choice(UPPER + DIGITS)}"


def md_number() -> str:
    return f"UA{pick('209170', '209010', '209150', '205050', '209140')}/{pick('2024', '2025')}/{digits(6)}"


def gs1(body: str) -> str:
    total = sum(int(c) * (3 if i % 2 == 0 else 1) for i, c in enumerate(reversed(body)))
    return body + str((10 - total % 10) % 10)


def imei() -> str:
    return luhn(pick("35", "86", "35"), 15)


def iccid() -> str:
    return luhn("89380" + pick("01", "03", "06"), 19)


def ua_iban(spaced: bool = True) -> str:
    return iban("UA", pick("305299", "300528", "325365", "380805", "322001") + "00000" + pick("2600", "2605", "2650") + digits(10), spaced)


def pl_iban(spaced: bool = True) -> str:
    return iban("PL", pick("1020", "1240", "1090", "1140", "1050") + digits(20), spaced)


def money_uah() -> str:
    n = secrets.randbelow(400_000) + 1_500
    return f"{n:,}".replace(",", " ") + f",{digits(2)}"


def money_eur() -> str:
    n = secrets.randbelow(6_000) + 300
    return f"{n:,}".replace(",", " ") + f",{pick('00', '50', digits(2))}"


def date() -> str:
    return f"{secrets.randbelow(28) + 1:02d}.{secrets.randbelow(12) + 1:02d}.{pick('2024', '2025')}"


def days(n: int) -> list[str]:
    """n dates a day or two apart, in order: a trip's legs."""
    day, month, year = secrets.randbelow(15) + 1, secrets.randbelow(12) + 1, pick("2024", "2025")
    out = []
    for _ in range(n):
        out.append(f"{day:02d}.{month:02d}.{year}")
        day += secrets.randbelow(2) + 1
    return out


def hhmm() -> str:
    return f"{secrets.randbelow(15) + 6:02d}:{pick('00', '15', '30', '45')}"


def credentials() -> Rows:
    r = Rows()
    r.add("tms_login",
          f"TMS (tms.acme-logistics.test) — логін: dispatcher3, пароль: {lp()}",
          f"Новий диспетчер Юрко, доступ у TMS:\nлогін y.kostiv\nпароль {lp()}\nзмінити після першого входу",
          f"tms.acme.internal/login → admin / {gen()} (адмінка, водіям не давати)")
    r.add("gps_portal",
          f"GPS трекінг gps.acme.test: логін acme_lviv, пароль {lp()}",
          f"Моніторинг для клієнта ТОВ «Галтехімпекс-тест»: user client_gti, pass {gen()}. Бачить тільки свої 4 машини.",
          f"Вход в мониторинг: логин lviv_disp2, пароль {lp()} — Богдан просил не менять")
    r.add("gps_api_token",
          f"Токен API трекінгу для інтеграції з TMS: {hexs(72)}",
          f"https://gps.acme.internal/wialon/ajax.html?svc=token/login&params={{\"token\":\"{hexs(72)}\"}}",
          f"трекінг → TMS, новий токен (старий відкликали 03.06):\n{hexs(72)}")
    r.add("ecmr_app",
          f"e-CMR (ecmr.acme.test): логін firma@acme-logistics.test, hasło {lp()}",
          f"e-CMR для водіїв — спільний акаунт drivers_lviv / {lp()}, ПІН для підпису в додатку {digits(6)}",
          f"eCMR API key (бойовий, не sandbox): {rnd(ALNUM, 40)}")
    r.add("np_api_key",
          f"API ключ Нової Пошти (бізнес кабінет): {hexs(32)}",
          f"NP apiKey для обміну з 1С — {hexs(32)}, створив Тарас 12.03",
          '{"apiKey": "' + hexs(32) + '", "modelName": "InternetDocument", "calledMethod": "save"}')
    r.add("np_cabinet",
          f"Бізнес-кабінет Нової Пошти: логін {phone()}, пароль {lp()}",
          f"НП кабінет — вхід по телефону {phone()}, пароль {lp()} (не плутати з моїм особистим)")
    r.add("kep_key_password",
          f"Пароль до ключа Key-6.dat (директор, КЕП від ПриватБанку): {lp()}",
          f"пароль до ключа бухгалтера — {gen()}\nфайл: D:\\KEP\\Ірина\\Key-6.dat",
          f"КЕП печатки фірми (.pfx), пароль захисту ключа: {lp()}",
          f"ключ ЕЦП для митниці, пароль {lp()} — той самий що і для податкової")
    r.add("diia_signature",
          f"Дія.Підпис директора — пароль, заданий у застосунку: {lp()}",
          f"Diia.Signature for the customs portal: password {gen()}")
    r.add("token_pin",
          f"ПІН токена SecureToken-337 (ключ директора): {digits(8)}",
          f"Алмаз-1К ПІН {digits(6)}, PUK {digits(8)} — токен лежить у шухляді в бухгалтерії",
          f"захищений носій Оксани: пін-код {digits(6)}")
    r.add("privat24_login",
          f"Приват24 для бізнесу: логін {phone()}, пароль {lp()}",
          f"P24 business — вхід для бухгалтерії: {phone()} / {lp()}",
          f"Приват бизнес: телефон {phone()}, пароль {gen()}")
    r.add("privat24_otp",
          f"Приват24 бізнес, платіж перевізнику: логін {phone()}, пароль {lp()}, OTP {digits(6)} — діє 5 хв",
          f"Оксана скинула: пароль {lp()}, код з SMS {digits(6)} — заходь швидко і підпиши реєстр")
    r.add("privat_autoclient",
          f"Автоклієнт Приват24 (API для 1С):\nid: {uid()}\ntoken: {rnd(ALNUM, 64)}",
          f"api.privat.example/statements — заголовок token: {rnd(ALNUM, 64)}")
    r.add("monobank_token",
          f"monobank API X-Token ФОП Богдана: u{rnd(URLSAFE, 43)}",
          f"curl -H 'X-Token: {rnd(URLSAFE, 44)}' https://api.monobank.example/personal/client-info")
    r.add("puesc_login",
          f"PUESC (SENT): login acme_lviv_pl, hasło {lp()}",
          f"SENT-PUESC — użytkownik dyspozytor@acme-logistics.test, hasło: {gen()}. Bez tego nie zgłosimy przewozu.",
          f"Логін на PUESC acme.sent, пароль {lp()} (поляки просили не давати водіям)")
    r.add("router_admin",
          f"Роутер в офісі (192.168.1.1): admin / {lp()}",
          f"MikroTik офіс: winbox 10.10.0.1, user admin, password {gen()}",
          f"роутер на складі (оптика) — логін admin пароль {rnd(ALNUM, 10)}")
    r.add("wifi_password",
          f"WiFi ACME_OFFICE — пароль {lp()}",
          f"гостьовий вайфай Acme-Guest: {lp()} (для водіїв на складі)",
          f"WIFI:T:WPA;S:Sklad_Sokilnyky;P:{gen()};;")
    r.add("onec_admin",
          f"1С БАС, адміністратор: Адміністратор / {lp()}",
          f"1С: користувач Бухгалтер, пароль {lp()}; база \\\\srv1c.acme.internal\\trans",
          f"1C admin: Administrator, password {gen()}")
    r.add("rdp_access",
          f"RDP на сервер 1С: srv1c.acme.internal, логін ACME\\buh2, пароль {lp()}",
          f"mstsc /v:10.10.0.5 — user dispatcher, pass {gen()}")
    r.add("remote_desktop_app",
          f"AnyDesk бухгалтерії {groups(digits(9, lead=True), 3)}, пароль безконтрольного доступу {lp()}",
          f"TeamViewer офісного ПК: ID {digits(10, lead=True)}, пароль {gen()}")
    r.add("viber_2fa",
          f"Viber робочий ({phone()}): ПІН двоетапної перевірки {digits(6)}",
          f"вайбер диспетчерський — PIN {digits(6)}, попросить при переустановці",
          f"Viber two-step PIN for the dispatch phone: {digits(6)}")
    r.add("telegram_2fa",
          f"Телеграм диспетчерська {phone()}: хмарний пароль (двоетапна) {lp()}",
          f"Telegram two-step password for the dispatch account: {lp()}",
          f"пароль двухэтапной проверки телеграма: {lp()}, подсказка — собака")
    r.add("telegram_bot",
          f"бот для водіїв @acme_disp_test_bot, токен {digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}",
          f"TG_BOT_TOKEN={digits(10, lead=True)}:AAE{rnd(URLSAFE, 32)}")
    r.add("gate_code",
          f"Код на ворота складу (Сокільники): {digits(4)}#",
          f"Склад на Городоцькій — код хвіртки {digits(4)}, ворота з пульта",
          f"kod do bramy magazynu w Rzeszowie: {digits(5)}*",
          f"код на шлагбаум стоянки фур — *{digits(4)}")
    r.add("alarm_code",
          f"Сигналізація офісу: код {digits(4)}, якщо дзвонить охорона — пароль «{pick('Калина', 'Сокіл', 'Явір', 'Смерічка')}{digits(2)}»",
          f"Охорона (пульт): кодове слово {pick('Карпати', 'Дністер', 'Ринок')}, код панелі {digits(6)}")
    r.add("safe_code",
          f"Сейф у бухгалтерії: код {digits(6)}",
          f"Шифр сейфа з печатками і токенами — {digits(2)}-{digits(2)}-{digits(2)}")
    r.add("fuel_card_pin",
          f"Паливні картки WOG:\n{plate('BC')} — ПІН {digits(4)}\n{plate('BC')} — ПІН {digits(4)}\n{plate('BC')} — ПІН {digits(4)}",
          f"OKKO картка 7826 **** **** {digits(4)}, ПІН {digits(4)} — для Романа (DAF)",
          f"DKV card for the MAN: PIN {digits(4)}, card no. ends {digits(4)}",
          f"E100 karta paliwowa, PIN: {digits(4)} (ciągnik {plate('BC')})")
    r.add("fuel_portal",
          f"Кабінет паливних карток (fuel.acme.test): логін acme_fleet, пароль {lp()}",
          f"DKV cockpit — user acme.lviv, password {gen()}")
    r.add("email_password",
          f"Пошта dispatch@acme-logistics.test: пароль {lp()}",
          f"скринька для заявок orders@acme-logistics.test / {gen()}, IMAP mail.acme.test:993",
          f"почта бухгалтерии buh@acme-logistics.test — пароль {lp()}")
    r.add("app_password",
          f"Пароль застосунку Gmail для 1С (відправка рахунків): {groups(rnd(LOWER, 16), 4)}",
          f"app password for the scanner's scan-to-mail: {groups(rnd(LOWER, 16), 4)}")
    r.add("smtp_relay",
          f"SMTP для розсилки рахунків: smtp.acme.test:587, user invoices@acme-logistics.test, pass {gen()}",
          f"EMAIL_HOST_PASSWORD={gen()} # розсилка статусів з TMS")
    r.add("sms_gateway",
          f"SMS-шлюз (SMS водіям): токен {hexs(40)}",
          f"SMS шлюз sms.acme.test, логін acme_sms, пароль {lp()}, альфа-ім'я ACME")
    r.add("sip_voip",
          f"SIP для диспетчерської: сервер sip.acme.internal, логін 901, пароль {gen()}",
          f"IP-телефон, внутрішній 204: SIP пароль {rnd(ALNUM, 12)}")
    r.add("freight_exchange",
          f"Lardi-Trans: логін acme_lviv, пароль {lp()}",
          f"Della — логин acme.lviv@acme-logistics.test, пароль {lp()}",
          f"Trans.eu: login {digits(6, lead=True)}-1, hasło {lp()}",
          f"TIMOCOM: Kunden-ID {digits(6, lead=True)}, user dispo2, Passwort {gen()}")
    r.add("etoll_pl",
          f"e-TOLL PL (konto firmy): login etoll@acme-logistics.test, hasło {lp()}",
          f"e-TOLL — логін {phone_pl()}, пароль {gen()}, баланс поповнювати з рахунку в злотих")
    r.add("toll_other",
          f"HU-GO: користувач acmelviv, пароль {lp()}",
          f"Mýto CZ, účet dopravce: login acme_lviv, heslo {gen()}")
    r.add("postal_api",
          f"Укрпошта API: Bearer {uid()}, counterparty token {uid()}",
          f"Meest Express API: login acme_api, password {gen()}")
    r.add("db_connection",
          f"postgresql://tms:{gen()}@db.acme.internal:5432/tms",
          f"Server=srv1c.acme.internal;Database=trans;User Id=sa;Password={lp()};")
    r.add("ftp_edi",
          f"SFTP для EDI з клієнтом: sftp://edi.acme.test, логін acme_edi, пароль {gen()}",
          f"ftp://scan:{lp()}@nas.acme.internal/cmr_scans")
    r.add("ssh_key",
          "ключ на сервер трекінгу (root@gps.acme.internal):\n" + openssh_private(),
          openssh_private())
    r.add("wireguard",
          f"wg0 на ноуті Богдана:\n[Interface]\nAddress = 10.8.0.7/24\nPrivateKey = {wg_key()}\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.test:51820",
          f"WireGuard для домашнього ПК: PrivateKey = {wg_key()}")
    r.add("vpn_psk",
          f"L2TP до офісу: сервер vpn.acme.test, PSK {gen()}, логін {pick('taras', 'oksana', 'bohdan')} / пароль {lp()}",
          f"OpenVPN — пароль на сертифікат ноутбука: {lp()}")
    r.add("ip_camera",
          f"Камери складу (NVR 10.10.0.30): admin / {lp()}",
          f"DVR на парковці фур — логін admin, пароль {gen()}, порт 8000")
    r.add("medoc",
          f"M.E.Doc: користувач Бухгалтер, пароль {lp()}; пароль до ключа печатки {lp()}",
          f"Медок — пароль входу {gen()}")
    r.add("checkbox_prro",
          f"Checkbox каса: логін касира acme_kasa1, пароль {lp()}, пін-код касира {digits(10)}",
          f"ПРРО — X-License-Key {hexs(24)}, пін касира {digits(10)}")
    r.add("mobile_operator",
          f"Кабінет оператора (корпоративні SIM): логін {phone()}, пароль {lp()}",
          f"my.operator.example для SIM трекерів, особовий рахунок {digits(9)}, пароль {gen()}")
    r.add("sim_pin_puk",
          f"SIM у трекері {plate('BC')}: PIN {digits(4)}, PUK {digits(8)}",
          f"Service SIM in the dispatch tablet: PIN {digits(4)} PUK {digits(8)}")
    r.add("tacho_card_pin",
          f"Картка підприємства (тахограф), ПІН {digits(4)} — для вивантаження .ddd",
          f"карта предприятия для тахографа — ПИН {digits(6)}")
    r.add("tacho_portal",
          f"Облік тахографів tacho.acme.test: логін acme, пароль {lp()}",
          f"tachograph download portal: user fleet@acme-logistics.test / {gen()}")
    r.add("cloud_backup",
          f"Бекап 1С в хмару:\nAWS_ACCESS_KEY_ID={aws_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}",
          f"rclone s3 (бекап сканів CMR): access_key_id = {aws_key_id()}, secret_access_key = {aws_secret()}")
    r.add("handover_list",
          f"Для Мар'яни на час моєї відпустки:\nTMS — dispatcher3 / {lp()}\nGPS — acme_lviv / {lp()}\nНП кабінет — {lp()}\nворота складу {digits(4)}#",
          f"передаю зміну {name()}:\nпошта dispatch@ — {lp()}\ne-CMR — {gen()}\nкартки WOG ПІН {digits(4)}, OKKO ПІН {digits(4)}")
    r.add("driver_app",
          f"Додаток водія (TMS mobile): ПІН Романа {digits(4)}, ПІН Олега {digits(4)}",
          f"kierowca Marek — login do aplikacji m.nowak, hasło {lp()}")
    r.add("customs_broker",
          f"Кабінет митного брокера broker.acme.test: логін acme_lviv, пароль {lp()}",
          f"митний брокер у Ягодині дав доступ: user acme2, pass {gen()}")
    r.add("nas_admin",
          f"NAS у серверній (nas.acme.internal:5001): admin / {lp()}",
          f"Synology, обліковка backup — пароль {gen()}")
    # third notes for the kinds above
    r.add("np_cabinet", f"Nova Poshta business: login {phone()}, hasło {lp()} — Marek z Rzeszowa pytał, nie dawać")
    r.add("diia_signature", f"пароль до Дія.Підпису (Оксана, для ЄДЕССБ): {lp()}")
    r.add("privat24_otp", f"P24 бизнес: вход {phone()} / {lp()}, одноразовый код {digits(6)}, Ирина подтвердит платеж")
    r.add("privat_autoclient", f"PRIVAT_AUTOCLIENT_TOKEN={rnd(ALNUM, 64)}\nPRIVAT_AUTOCLIENT_ID={uid()}")
    r.add("monobank_token", f"токен mono для виписки в Google Sheets: u{rnd(URLSAFE, 43)}")
    r.add("rdp_access", f"зайти на термінальний сервер ts.acme.internal як {pick('buh1', 'disp4', 'kasa')} — пароль {lp()}")
    r.add("remote_desktop_app", f"RustDesk на ПК складу: ID {digits(9, lead=True)}, постійний пароль {gen()}")
    r.add("telegram_bot", f"bot dla kierowców (PL), token: {digits(10, lead=True)}:AAH{rnd(URLSAFE, 32)}")
    r.add("alarm_code", f"alarm w biurze w Przemyślu: kod {digits(4)}, hasło dla ochrony {pick('Bociek', 'Wisła', 'Tatry')}{digits(2)}")
    r.add("safe_code", f"сейф у диспетчерській (ключі від фур) — {digits(4)}*")
    r.add("fuel_portal", f"кабинет топливных карт OKKO: логин acme_lviv, пароль {lp()}")
    r.add("sms_gateway", f"SMS_API_TOKEN={rnd(ALNUM, 40)}  # розсилка ТТН клієнтам")
    r.add("sip_voip", f"Zoiper на телефоні Богдана: 203@sip.acme.internal, пароль {rnd(ALNUM, 12)}")
    r.add("etoll_pl", f"e-TOLL PL, aplikacja kierowcy: login {phone_pl()}, PIN {digits(4)}, hasło {lp()}")
    r.add("db_connection", f"DATABASE_URL=mysql://tracker:{gen()}@10.20.0.4:3306/gps")
    r.add("ftp_edi", f"EDI з мережею (AS2/SFTP): host edi.acme.test:2222, user acme_lviv, password {lp()}")
    r.add("vpn_psk", f"IPsec до складу в Стрию: pre-shared key {rnd(ALNUM, 24)}")
    r.add("ip_camera", f"камера на в'їзді 10.10.0.31, rtsp://admin:{lp()}@10.10.0.31:554/Streaming/Channels/101")
    r.add("medoc", f"M.E.Doc (сервер) — користувач admin, пароль {lp()}, ключ бухгалтера пароль {gen()}")
    r.add("checkbox_prro", f"Checkbox: каса №2, касир {name()}, логін kasa2_acme, пароль {gen()}, PIN {digits(10)}")
    r.add("sim_pin_puk", f"сімка в планшеті водія {name()} — PIN {digits(4)}, PUK {digits(8)}")
    r.add("cloud_backup", f"[backup]\ntype = s3\nprovider = Other\nendpoint = s3.acme.test\naccess_key_id = {aws_key_id()}\nsecret_access_key = {aws_secret()}")
    r.add("customs_broker", f"брокер Шегині — кабінет декларанта, логін acme_lviv, пароль {lp()}")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add("edrpou",
          f"ТОВ «Львівтранс-Сервіс», ЄДРПОУ {edrpou()}, платник ПДВ на загальних умовах",
          f"ЄДРПОУ замовника {edrpou()}, вантажовідправника {edrpou()}, отримувача {edrpou()}",
          f"код за ЄДРПОУ: {edrpou()} — перевірити в реєстрі перед підписанням договору")
    e = edrpou()
    r.add("ipn_company",
          f"ІПН {ipn(e)} (платник ПДВ), ЄДРПОУ {e}",
          f"Податковий номер платника ПДВ у накладній: {ipn()}",
          f"индивидуальный налоговый номер контрагента {ipn()}, проверить в ЕРПН")
    r.add("truck_plate",
          f"На завантаження: тягач {plate()} + причіп {plate('BC')}, водій {name()}",
          f"{plate()} / {plate()} стоїть на Шегинях, черга ~40 машин",
          f"заміна машини на {date()}:\nбуло {plate()} / {plate('BC')}\nстало {plate()} / {plate('BC')}\nповідомити склад і митного брокера")
    r.add("pl_plate",
          f"Polski przewoźnik: ciągnik {pl_plate()}, naczepa {pl_plate()}",
          f"польська машина {pl_plate()} забирає з Мостиськ о {hhmm()}")
    r.add("vin",
          f"VIN причепа Schmitz: {vin('WSM')}",
          f"тягач DAF XF, VIN {vin('XLR')}, 2019 р.в.",
          f"Krone VIN {vin('WKE')} — страховка до 11.2025")
    r.add("cmr_number",
          f"CMR № {digits(7)}, дата {date()}, місце завантаження {secrets.choice(CITIES)}",
          f"CMR UA {digits(6)} / PL {digits(6)} — оригінали у водія",
          f"скан CMR {pick('AB', 'UA', 'LW')}{digits(7)} відправила клієнту о {hhmm()}")
    r.add("ttn_np",
          f"ТТН НП {ttn()} — документи для клієнта в Києві",
          f"Оригінали CMR відправлені Новою Поштою, ЕН {ttn()} та {ttn()}",
          f"накладна {ttn()}, відділення №{secrets.randbelow(300) + 1}, отримувач {name()}")
    r.add("customs_declaration",
          f"МД {md_number()} оформлена о {hhmm()}",
          f"MRN {mrn()} — транзит T1 відкрито в Ягодині",
          f"ЕК-10 {md_number()}, інвойс {digits(4)}/{digits(2)}")
    r.add("container",
          f"Контейнер {container()} 40HC, пломба {digits(7)}",
          f"Gdańsk DCT: {container()}, {container()} — odbiór od {date()}",
          f"порожній {container()} повернути на термінал до {date()}")
    r.add("iban_ua",
          f"Реквізити: IBAN {ua_iban()}, АТ КБ «ПриватБанк», ЄДРПОУ {edrpou()}",
          f"оплата перевізнику на {ua_iban(False)}, призначення: за перевезення згідно рах. № {digits(3)}",
          f"Новий рахунок постачальника: {ua_iban()} (старий {ua_iban()} закрито)")
    r.add("iban_pl",
          f"Konto do przelewu: {pl_iban()}, tytuł: FV {digits(3)}/{secrets.randbelow(12) + 1:02d}/2024",
          f"рахунок польського партнера в злотих {pl_iban(False)}, SWIFT {pick('BPKOPLPW', 'PKOPPLPW', 'WBKPPLPP')}")
    r.add("invoice_number",
          f"Рахунок № СФ-{digits(6)} від {date()}, акт № {digits(4)}",
          f"Faktura VAT FV/{digits(4)}/{secrets.randbelow(12) + 1:02d}/2024 — zapłacona",
          f"інвойс INV-{pick('2024', '2025')}-{digits(5)} на {money_eur()} €")
    r.add("route_code",
          f"Маршрут LWO-{pick('WAW', 'KTW', 'RZE', 'POZ')}-{digits(2)}, плече {secrets.randbelow(900) + 100} км",
          f"рейс R-{digits(3)}/{pick('PL', 'DE', 'CZ')}-{rnd(UPPER, 3)}, повернення через Краковець",
          f"route code {rnd(UPPER, 2)}{digits(4)}-{rnd(UPPER + DIGITS, 3)} in the TMS")
    r.add("dates_schedule",
          "завантаження {} {}\nрозмитнення {}\nвивантаження {} до {}".format(*(lambda d: (d[0], hhmm(), d[1], d[2], hhmm()))(days(3))),
          f"ETA Poznań {date()} {hhmm()}, okno rozładunku {(h := secrets.randbelow(8) + 6):02d}:00–{h + 2:02d}:00")
    r.add("amounts_uah",
          "Фрахт {:,.2f} ₴ без ПДВ\nПДВ 20% — {:,.2f} ₴\nразом до сплати {:,.2f} ₴".format(*(lambda n: (n / 100, n / 500, n * 6 / 500))(secrets.randbelow(10**7) * 5 + 10**6)).replace(",", " ").replace(".", ","),
          f"оплатили {money_uah()} грн, залишок {money_uah()} грн до {date()}",
          f"штраф за простій {secrets.randbelow(9000) + 1000} ₴/доба")
    r.add("amounts_eur",
          f"Ставка Львів–Варшава {money_eur()} €, простій {secrets.randbelow(150) + 50} €/доба",
          f"stawka {money_eur()} EUR netto, płatność {pick('30', '45', '60')} dni",
          f"курс {secrets.randbelow(3) + 43},{digits(4)} — сума {money_eur()} € ≈ {money_uah()} ₴")
    r.add("phone_numbers",
          f"Водії на тижні:\n{name()} — {phone()}\n{name()} — {phone()}\n{name()} — {phone()} (вайбер той самий)",
          f"Склад у {secrets.choice(PL_CITIES)}: pan Tomasz {phone_pl()}, biuro {phone_pl()}",
          f"диспетчер клієнта {phone()}, резерв {phone()}")
    r.add("tracker_imei",
          f"Трекер FMB920 у {plate('BC')}: IMEI {imei()}",
          f"замінили трекер: старий IMEI {imei()}, новий {imei()}",
          f"GPS tracker IMEI {imei()} shows no data since {hhmm()}")
    r.add("sim_iccid",
          f"SIM у трекері, ICCID {iccid()}",
          f"ICCID {iccid()} — сімка не реєструється в мережі, написати оператору")
    r.add("gps_coords",
          f"Машина стоїть тут: {49 + secrets.randbelow(10**6) / 10**6:.5f}, {23 + secrets.randbelow(10**6) / 10**6:.5f}",
          f"точка вивантаження {50 + secrets.randbelow(2 * 10**6) / 10**6:.6f} N {19 + secrets.randbelow(3 * 10**6) / 10**6:.6f} E, в'їзд з боку залізниці")
    r.add("seal_number",
          f"Пломба № {digits(8)}, митна пломба UA {digits(7)}",
          f"plomba {rnd(UPPER, 2)}{digits(7)} — sprawdzić przy rozładunku")
    r.add("tacho_card_number",
          f"Картка водія (тахограф) {name()}: UAD{digits(13)}, дійсна до {date()}",
          f"company card number UAC{digits(13)} — expires {date()}")
    r.add("pl_tax_ids",
          f"NIP odbiorcy {digits(3, lead=True)}-{digits(3)}-{digits(2)}-{digits(2)}, REGON {digits(9, lead=True)}",
          f"EORI PL{digits(10, lead=True)}00000, EORI UA{edrpou()}")
    r.add("sent_reference",
          f"SENT numer referencyjny SENT{pick('2024', '2025')}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{digits(6)}",
          f"номер SENT SENT2024{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{digits(6)} — передати водію перед кордоном")
    r.add("order_numbers",
          f"Заявка № {digits(5)} від {date()} — підтверджена",
          f"TMS: ORD-{pick('2024', '2025')}-{digits(6)}, ORD-{pick('2024', '2025')}-{digits(6)} об'єднати в один рейс",
          f"zlecenie nr {digits(4)}/{secrets.randbelow(12) + 1:02d}/{pick('24', '25')}/TR")
    r.add("load_ids",
          f"Вантаж на біржі, оголошення {rnd(UPPER + DIGITS, 8)}, 22 т, тент",
          f"offer ID {rnd(LOWER + DIGITS, 10)} on the freight exchange, 13.6 LDM",
          f"номер заявки на біржі {digits(9, lead=True)}, відповів {name()}")
    r.add("sscc",
          f"SSCC палет: {gs1('0' + digits(16, lead=True))}, {gs1('0' + digits(16, lead=True))}",
          f"етикетка (00){gs1('3' + digits(16))} — пошкоджена палета")
    r.add("ean_barcode",
          f"EAN {gs1('482' + digits(9))} — товар не той, що в CMR",
          f"коди товару {gs1('590' + digits(9))} та {gs1('482' + digits(9))}")
    r.add("weights_dims",
          f"{secrets.randbelow(15) + 18} палет EUR, {secrets.randbelow(9000) + 15000} кг, {secrets.randbelow(30) + 60} м³, 13.6 LDM",
          f"брутто {secrets.randbelow(9000) + 15000} кг / нетто {secrets.randbelow(9000) + 14000} кг, габарит 120x80x{secrets.randbelow(100) + 100}\nпалет {secrets.randbelow(15) + 18}, місць {secrets.randbelow(400) + 100}")
    r.add("border_queue",
          f"єЧерга: номер у черзі {digits(4, lead=True)}, КПП Ягодин, заїзд орієнтовно {date()} {hhmm()}",
          f"бронювання в єЧерзі {rnd(UPPER, 2)}{digits(6)}, час {hhmm()}")
    r.add("ecmr_document_id",
          f"e-CMR документ {uid()} підписав отримувач о {hhmm()}",
          f"eCMR id {uid()} — статус: delivered")
    r.add("hs_codes",
          f"УКТЗЕД {digits(4, lead=True)} {digits(2)} {digits(2)} {digits(2)}, мито 0%",
          f"kod CN {digits(8, lead=True)} dla palet drewnianych")
    r.add("exchange_rates",
          f"курс НБУ на {date()}: EUR {secrets.randbelow(3) + 43},{digits(4)}, PLN {secrets.randbelow(2) + 10},{digits(4)}",
          f"конвертація {money_eur()} € за курсом {secrets.randbelow(3) + 43}.{digits(2)}")
    r.add("bank_codes",
          f"МФО {pick('305299', '300528', '325365')}, SWIFT PBANUA2X, кор. рахунок у євро — запитати в бухгалтерії",
          f"BIC {pick('BPKOPLPW', 'PKOPPLPW', 'INGBPLPW')}, numer rozliczeniowy banku {digits(8, lead=True)}")
    r.add("onec_doc_numbers",
          f"1С: реалізація ЛЬ00-{digits(6)}, податкова накладна № {digits(4)}",
          f"акт виконаних робіт АВР-{digits(6)} від {date()} провести в 1С")
    r.add("ukrposhta_barcode",
          f"Укрпошта, трек {pick('0500', '0503', '0600')}{digits(9)}, рекомендований лист з CMR",
          f"міжнародне відправлення R{rnd(UPPER, 1)}{digits(9)}UA для партнера в Польщі")
    r.add("green_card",
          "Зелена карта UA/{}/{}, дійсна {}–{}".format(digits(3), digits(8), *(lambda d: (d, d[:-1] + str(int(d[-1]) + 1)))(date())),
          f"поліс ОСЦПВ № {rnd(UPPER, 2)}{digits(9)} на {plate('BC')}")
    r.add("permits",
          f"Дозвіл ЄКМТ № UA {digits(6)}, дійсний до 31.12.2025",
          f"zezwolenie PL-UA nr {digits(6)}/{pick('2024', '2025')}, одноразовий")
    r.add("adr",
          f"ADR: UN {pick('1203', '1202', '1993', '1263', '3082')}, клас {pick('3', '9', '8')}, пакувальна група {pick('II', 'III')}",
          f"таблички {pick('33/1203', '30/1202', '90/3082')} на цистерні {plate('BC')}")
    r.add("reefer_temp",
          f"рефрижератор: +{secrets.randbelow(6) + 2}°C, датчик {rnd(UPPER, 2)}-{digits(5)}, розпечатка на вивантаженні",
          f"Carrier set point -{secrets.randbelow(20) + 5}.0, alarm code {digits(2)}")
    r.add("secret_reference",
          "пароль від 1С у Ірини, мені не скидати в вайбер",
          "ПІН паливних карток — у конверті в сейфі, не записувати сюди",
          "пароль до ключа директора змінено, новий знає тільки директор",
          "hasło do PUESC jest w menedżerze haseł, nie w notatkach")
    r.add("otp_reference",
          f"код з SMS для Приват24 бізнес приходить на {phone()} (телефон Оксани)",
          "OTP для підпису реєстру — просити в директора, діє 5 хвилин",
          "двоетапна в телеграмі увімкнена, підказка до пароля — ім'я собаки")
    r.add("kep_cert_info",
          f"Сертифікат КЕП директора дійсний до {date()}, серійний номер {hexs(32).upper()}",
          f"ідентифікатор ключа суб'єкта: {groups(hexs(64).upper(), 2)}",
          f"key id сертифіката печатки {hexs(40).upper()} — продовжити до {date()}")
    r.add("checksum",
          f"бекап 1С trans_{date()}.dt, sha256 {hexs(64)}",
          f"md5 архіву сканів CMR: {hexs(32)}")
    r.add("mac_address",
          f"Принтер етикеток на складі: MAC {mac(':', True)}, IP 10.10.0.{secrets.randbelow(200) + 20}",
          f"роутер склад MAC {mac('-', True)}, резервація DHCP для термінала {mac(':')}")
    r.add("ip_ports",
          f"трекери шлють на gps.acme.internal:{secrets.randbelow(20000) + 20000}, резерв 10.20.0.{secrets.randbelow(250) + 2}:{secrets.randbelow(20000) + 20000}",
          f"сервер 1С 10.10.0.{secrets.randbelow(250) + 2}, порт 1541, кластер 1540")
    r.add("tracker_unit_ids",
          f"у моніторингу {plate('BC')} = unit {digits(8, lead=True)}, група {digits(5, lead=True)}",
          f"об'єкт {digits(8, lead=True)} задвоївся, видалити старий {digits(8, lead=True)}")
    r.add("tracker_sms_config",
          f"SMS на трекер (логін/пароль порожні, тому два пробіли):   setparam 2004:gps.acme.test;2005:{secrets.randbelow(20000) + 20000}",
          f"  getinfo та   getgps — відправити на номер трекера {phone()}")
    r.add("gate_schedule",
          f"Склад {secrets.choice(CITIES)}: рампа {secrets.randbelow(12) + 1}, ворота {secrets.randbelow(6) + 1}, слот {hhmm()}, номер заявки на в'їзд {digits(6)}",
          f"awizacja nr {digits(7)}, brama {secrets.randbelow(20) + 1}, okno {hhmm()}")
    r.add("vat_invoice_registration",
          f"ПН № {digits(4)} зареєстрована в ЄРПН, реєстраційний номер {digits(10, lead=True)}",
          f"квитанція ДПС № {digits(9, lead=True)} від {date()}")
    r.add("pallet_exchange",
          f"обмін палет: видали {secrets.randbelow(33)}, отримали {secrets.randbelow(33)}, борг {secrets.randbelow(20)} EUR-палет, документ PAL-{digits(5)}",
          f"paleciak nr {digits(4)}, kwit paletowy {digits(6)}")
    r.add("insurance_claim",
          f"страховий випадок № {digits(3)}-{digits(6)}/{pick('24', '25')}, пошкоджено {secrets.randbelow(6) + 1} палет",
          f"CMR insurance claim ref {rnd(UPPER, 3)}-{digits(7)}, deductible {secrets.randbelow(900) + 100} €")
    r.add("payment_reference",
          f"платіжка № {digits(4)} від {date()} на {money_uah()} грн, код операції {digits(3)}",
          f"референс платежу {rnd(UPPER + DIGITS, 2)}{digits(14)}, сума {money_eur()} €")
    r.add("driver_docs",
          f"{name()} — віза D до {date()}, ADR-свідоцтво до {date()}, код 95 до {date()}",
          f"водій {name()}: біометрія, в'їзд PL {date()}, виїзд {date()}, днів у Шенгені {secrets.randbelow(80) + 1}/90")
    # third notes for the kinds above
    r.add("pl_plate", f"naczepa {pl_plate()} — przegląd do {date()}, ciągnik {pl_plate()}")
    r.add("dates_schedule", f"рейс {date()}: виїзд {secrets.randbelow(4) + 5:02d}:30, кордон Краковець ~{secrets.randbelow(4) + 11:02d}:00, Rzeszów {hhmm()} наступного дня")
    r.add("sim_iccid", f"замовили 5 SIM для трекерів, ICCID з {iccid()} по {iccid()}")
    r.add("gps_coords", f"стоянка фур GPS: {49 + secrets.randbelow(10**5) / 10**5:.4f}°N {23 + secrets.randbelow(10**5) / 10**5:.4f}°E, координати складу в Бродах {50 + secrets.randbelow(2 * 10**4) / 10**5:.5f}, {25 + secrets.randbelow(3 * 10**4) / 10**5:.5f}")
    r.add("seal_number", f"пломби на причепі {plate('BC')}: {digits(8)}, {digits(8)}, в CMR записано {digits(8)}")
    r.add("tacho_card_number", f"водительская карта {name()} — номер UAD{digits(13)}, заказать новую до {date()}")
    r.add("pl_tax_ids", f"NIP {digits(10, lead=True)}, KRS {digits(10)}, BDO {digits(9, lead=True)}")
    r.add("sent_reference", f"SENT{pick('2024', '2025')}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{digits(6)} i SENT{pick('2024', '2025')}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{digits(6)} — oba zamknięte")
    r.add("sscc", f"на палеті дві етикетки: SSCC {gs1('0' + digits(16, lead=True))} і {gs1('0' + digits(16, lead=True))}, взяти першу")
    r.add("ean_barcode", f"артикул {digits(6)}, штрихкод {gs1('482' + digits(9))}, кількість {secrets.randbelow(900) + 100} шт")
    r.add("weights_dims", f"вага по вагах {secrets.randbelow(9000) + 30000} кг, вісь {secrets.randbelow(3000) + 8000} кг — перевантаж на {secrets.randbelow(900) + 100} кг")
    r.add("border_queue", f"талон єЧерги {digits(8, lead=True)}, КПП {pick('Краківець', 'Шегині', 'Рава-Руська')}, позиція {secrets.randbelow(200) + 1}")
    r.add("ecmr_document_id", f"e-CMR {pick('UA', 'PL')}-{pick('2024', '2025')}-{rnd(UPPER + DIGITS, 10)} не синхронізувався, document uuid {uid()}")
    r.add("hs_codes", f"код товару за УКТ ЗЕД {digits(10, lead=True)}, країна походження PL")
    r.add("exchange_rates", f"kurs NBP {secrets.randbelow(2) + 4},{digits(4)} PLN/EUR z dnia {date()}")
    r.add("bank_codes", f"IBAN клієнта починається на UA{digits(2)}{pick('305299', '380805')}…, МФО зійшлось")
    r.add("onec_doc_numbers", f"1С: замовлення покупця ЛЬ00-{digits(6)}, рахунок ЛЬ00-{digits(6)}, ТТН {digits(5)}")
    r.add("ukrposhta_barcode", f"повернення CMR Укрпоштою: {pick('0500', '0503')}{digits(9)}, вага {secrets.randbelow(900) + 100} г")
    r.add("green_card", f"Green Card UA/{digits(3)}/{digits(8)} for trailer {plate('BC')}, valid until {date()}")
    r.add("permits", f"дозвіл на {pick('Угорщину', 'Чехію', 'Австрію')} № {digits(6)}/{pick('2024', '2025')}, бланк серії {rnd(UPPER, 2)} {digits(6)}")
    r.add("adr", f"ADR {pick('UN1965', 'UN1830', 'UN2794')}, {secrets.randbelow(900) + 100} л, тунельний код {pick('B/D', 'C/E', 'D/E', 'E')}")
    r.add("reefer_temp", f"Thermo King: set point +{secrets.randbelow(6) + 2}, cycle sentry, годинник {digits(5, lead=True)} мото-год")
    r.add("checksum", f"CRC32 файлу вивантаження тахографа {hexs(8).upper()}, SHA1 {hexs(40)}")
    return r


def main() -> None:
    write_corpora("make_heldout70.py", [
        ("heldout70_credentials.yaml", credentials(), "batch 70 (Lviv freight dispatcher, Ukrainian/Russian/Polish notes), written blind; every value synthetic"),
        ("heldout70_lookalikes.yaml", lookalikes(), "batch 70 look-alikes: logistics codes, plates, waybills, IBANs, IMEIs, amounts, written blind"),
    ])


if __name__ == "__main__":
    main()
