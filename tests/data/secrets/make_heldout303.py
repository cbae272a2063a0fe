# ruff: noqa: E501
"""Writes heldout303_credentials.yaml and heldout303_lookalikes.yaml: held-out batch 303.

Persona: a Ukrainian IT project manager living in Kraków who writes her notes in Ukrainian
(Cyrillic) mixed with Polish and English. She keeps the Jira and Confluence admin tokens,
the company's Google Workspace admin password, her Monobank and PKO BP PINs and passwords,
the Diia and mObywatel logins, the Nova Poshta business API key, her Binance 2FA backup
codes and the apartment intercom code; and many look-alikes: masked PESEL and tax numbers,
Nova Poshta tracking numbers (TTN), IBANs, Jira issue keys, Confluence page ids, invoice
numbers, phone numbers, order ids and public GPG keys.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    app_password,
    b64,
    digits,
    groups,
    hexs,
    iban,
    openssh_private,
    pem_body,
    pick,
    pod_name,
    pw,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = ["wisła", "pierogi", "smok", "kawa", "tramwaj", "kalyna", "borshch", "sonyashnyk",
         "vyshyvanka", "kazimierz", "planty", "bulka", "zupa", "lviv", "kyiv", "rynek",
         "obwarzanek", "dnipro", "karpaty", "solovey"]


def pin(n: int = 4) -> str:
    return digits(n)


def atlassian_token() -> str:
    """An Atlassian Cloud API token (Jira, Confluence): prefix, body, '=' and a checksum."""
    return f"ATATT3xFfGF0{rnd(URLSAFE, 171)}={hexs(8).upper()}"


def confluence_pat() -> str:
    """A Confluence / Jira Data Center personal access token: 44 base64 characters."""
    return b64(f"{digits(12, True)}:".encode() + secrets.token_bytes(20))


def mono_token() -> str:
    """A Monobank personal API token (X-Token)."""
    return "u" + rnd(URLSAFE, 43)


def np_key() -> str:
    """A Nova Poshta API key: 32 hex digits."""
    return hexs(32)


def binance_key() -> str:
    return rnd(ALNUM, 64)


def totp_seed() -> str:
    return rnd(BASE32, 16)


def github_pat() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def slack_bot() -> str:
    return f"xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}"


def tg_bot() -> str:
    return f"{digits(10, True)}:AA{rnd(URLSAFE, 33)}"


def bitbucket_app_pw() -> str:
    return "ATBB" + rnd(ALNUM, 28) + hexs(8).upper()


def trello_token() -> str:
    return "ATTA" + hexs(64) + hexs(8).upper()


def figma_token() -> str:
    return f"figd_{rnd(URLSAFE, 40)}"


def passphrase(n: int = 4, sep: str = "-") -> str:
    return sep.join(secrets.choice(WORDS) for _ in range(n))


def google_backup_codes(n: int = 10) -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(n))


def nip() -> str:
    """A Polish NIP with a valid check digit."""
    weights = (6, 5, 7, 2, 3, 4, 5, 6, 7)
    while True:
        body = digits(9, True)
        check = sum(int(c) * w for c, w in zip(body, weights, strict=True)) % 11
        if check != 10:
            return body + str(check)


def ttn() -> str:
    """A Nova Poshta waybill number (TTN): 14 digits."""
    return pick("20", "59") + digits(12)


def inpost() -> str:
    return "6" + digits(23)


def phone_pl() -> str:
    return f"+48 {pick('5', '6', '7')}{digits(2)} {digits(3)} {digits(3)}"


def phone_ua() -> str:
    return f"+380 {pick('67', '50', '63', '93', '97')} {digits(3)} {digits(2)} {digits(2)}"


def pl_iban(spaced: bool = True) -> str:
    return iban("PL", pick("10205", "11402", "10901") + digits(19), spaced)


def ua_iban(spaced: bool = True) -> str:
    return iban("UA", pick("322001", "305299", "300528") + digits(19), spaced)


def gpg_pub() -> str:
    return f"-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n{pem_body(5)}\n={rnd(ALNUM, 4)}\n-----END PGP PUBLIC KEY BLOCK-----"


def fingerprint() -> str:
    return groups(hexs(40).upper(), 4)


def credentials() -> Rows:
    r = Rows()
    r.add("jira_api_token",
          f"Jira admin API token (acme.atlassian.net, юзер oksana.pm@acme.example): {atlassian_token()}",
          f"токен для скрипта експорту бордів у Jira:\n{atlassian_token()}\nстрок дії до кінця року",
          f"curl -u oksana.pm@acme.example:{atlassian_token()} https://acme.atlassian.net/rest/api/3/myself",
          f"JIRA_TOKEN={atlassian_token()}  # service account jira-bot, nie usuwać!",
          f"запам'ятай: новий токен для Jira automation — {atlassian_token()} (старий відкликала 12.03)")
    r.add("confluence_pat",
          f"Confluence DC (wiki.acme.internal) personal access token: {confluence_pat()}",
          f"PAT do Confluence, konto admin, ważny 90 dni → {confluence_pat()}",
          f"Authorization: Bearer {confluence_pat()}\n(це для синку сторінок PMO з Confluence)",
          f"конфлюенс токен адмінський {confluence_pat()} — не давати підрядникам",
          f"confluence:\n  base_url: https://wiki.acme.internal\n  token: {confluence_pat()}")
    r.add("google_workspace_admin_password",
          f"Google Workspace super admin: admin@acme.example / {pw()}",
          f"пароль від адмінки гугл воркспейс — {pw()}  (змінила після аудиту)",
          f"GWS admin console\nlogin: it-admin@acme.example\nhasło: {pw()}",
          f"Workspace break-glass account breakglass@acme.example pass {pw()} — тільки на випадок якщо SSO впаде",
          f"запиши: адмінка Google, логін oksana.admin@acme.example, пароль {rnd(ALNUM + '!#%&*', 14)}")
    r.add("google_backup_codes",
          f"Backup codes Google (admin@acme.example), кожен одноразовий:\n{google_backup_codes(10)}",
          f"резервні коди для мого гугл акаунта:\n{google_backup_codes(8)}",
          f"kody zapasowe Google — breakglass@acme.example\n{google_backup_codes(5)}",
          f"google 2fa backup: {digits(4)} {digits(4)}, {digits(4)} {digits(4)}, {digits(4)} {digits(4)} (ще лишилось три)")
    r.add("google_app_password",
          f"app password для Thunderbird (oksana.pm@acme.example): {app_password()}",
          f"пароль додатка Google для сканера в офісі — {app_password()}",
          f"hasło aplikacji do SMTP relay (noreply@acme.example): {app_password().replace(' ', '')}",
          f"smtp.gmail.com:587 user reports@acme.example pass \"{app_password()}\"")
    r.add("monobank_card_pin",
          f"PIN монобанк чорна картка: {pin()}",
          f"моно біла (для покупок онлайн) пін {pin()}, чорна {pin()}",
          f"пін-код до монобанку змінила на {pin()} бо старий забула",
          f"Monobank PIN {pin()} — не плутати з кодом від додатку {pin()}",
          f"mono card pin → {pin()}")
    r.add("monobank_api_token",
          f"Monobank personal API X-Token (для бюджетної таблички): {mono_token()}",
          f"токен моно апі {mono_token()}",
          f"curl -H \"X-Token: {mono_token()}\" https://api.monobank.ua/personal/client-info",
          f"MONO_TOKEN={mono_token()}\n# згенеровано на api.monobank.ua, прив'язано до мого акаунту")
    r.add("pko_bp_ipko_password",
          f"iPKO: numer klienta {digits(8, True)}, hasło {pw()}",
          f"PKO BP інтернет-банк — логін {digits(8, True)}, пароль {rnd(ALNUM + '!#%', 12)}",
          f"hasło do iPKO zmienione, nowe: {pw()}",
          f"ПКО пароль {pw()} (логін той самий що й був)",
          f"iPKO biznes (firma)\nlogin: {digits(8, True)}\npass: {pw()}\nkod IKO: {pin(5)}")
    r.add("pko_card_pin",
          f"PIN do karty PKO Visa: {pin()}",
          f"ПІН до польської картки ПКО — {pin()}",
          f"PKO debetowa pin {pin()}, kredytowa pin {pin()}",
          f"IKO PIN: {pin(5)} (aplikacja na nowym telefonie)")
    r.add("diia_signature_password",
          f"Пароль до ключа КЕП (файл Key-6.dat від ПриватБанку): {pw()}",
          f"Дія.Підпис код: {pin(6)}",
          f"пароль від захищеного носія КЕП для ФОП — {rnd(ALNUM, 12)}",
          f"kep key-6.dat hasło: {pw()} — потрібен для податкової і для Дії",
          f"Дія: код для входу {pin()}, Дія.Підпис {pin(6)}")
    r.add("diia_app_code",
          f"код до застосунку Дія — {pin()}",
          f"Diia app passcode {pin()} (новий телефон)",
          f"дія пін {pin()}",
          f"Дія на мамин телефон: код {pin()}, заходила через Монобанк",
          f"kod do Diia (ukraińska aplikacja) {pin()}")
    r.add("mobywatel_password",
          f"mObywatel hasło do aplikacji: {pw()}",
          f"пароль до мОбивателя — {rnd(ALNUM + '!#', 10)}",
          f"mObywatel: logowanie przez PKO, hasło w aplikacji {pw()}",
          f"мобиватель (польська Дія лол) пароль {pw()}",
          f"mobywatel haslo {rnd(ALNUM, 9)} — zmienić po wymianie karty pobytu")
    r.add("profil_zaufany_password",
          f"Profil Zaufany login: oksana.k.krakow, hasło: {pw()}",
          f"профіль зауфани (для ePUAP / карти побиту) пароль {pw()}",
          f"pz.gov.pl → login oksanakr{digits(2)} / {rnd(ALNUM + '!', 12)}",
          f"ePUAP hasło {pw()} (логін той що й email)",
          f"Профіль Зауфаний: {pw()}")
    r.add("nova_poshta_api_key",
          f"Nova Poshta business API key: {np_key()}",
          f"ключ API Нової Пошти для інтеграції з CRM — {np_key()}",
          f"{{\n  \"apiKey\": \"{np_key()}\",\n  \"modelName\": \"InternetDocument\",\n  \"calledMethod\": \"getDocumentList\"\n}}",
          f"NP_API_KEY={np_key()}  # бізнес-кабінет ФОП, не особистий",
          f"новий апі ключ НП (старий заблокували): {np_key()}",
          f"klucz API Nowa Poczta do sklepu: {np_key()}")
    r.add("binance_2fa_backup",
          f"Binance Google Authenticator backup key: {totp_seed()}",
          f"бінанс 2фа резервний ключ — {groups(totp_seed(), 4)}  (якщо загублю телефон)",
          f"Binance 2FA backup codes:\n{chr(10).join(rnd(UPPER + DIGITS, 10) for _ in range(6))}",
          f"otpauth://totp/Binance:oksana.k%40acme.example?secret={rnd(BASE32, 32)}&issuer=Binance",
          f"ключ для відновлення 2FA на бінансі {totp_seed()}, email code приходить на gmail")
    r.add("binance_api_secret",
          f"Binance API (тільки читання, для портфель-трекера)\nkey: {binance_key()}\nsecret: {binance_key()}",
          f"binance api secret {binance_key()}",
          f"BINANCE_API_KEY={binance_key()}\nBINANCE_API_SECRET={binance_key()}",
          f"апі секрет бінанс для бота: {binance_key()} (ключ {binance_key()})")
    r.add("intercom_code",
          f"Домофон на Krowoderskiej: код {pin()}#",
          f"kod do domofonu (klatka B): {digits(2, True)} klucz {pin()}",
          f"код від під'їзду змінили! новий: *{pin()}#",
          f"intercom code for guests — {pin()} then the bell icon",
          f"кодовий замок на хвіртці {pin()}, на дверях у під'їзд {pin(5)}",
          f"для кур'єра: домофон {digits(2, True)}, код до брами {pin()}")
    r.add("wifi_password",
          f"Wi-Fi вдома: Orange_Swiatlowod_{hexs(4).upper()} / {rnd(ALNUM, 12)}",
          f"wifi w biurze ACME-Guest hasło {passphrase(3)}",
          f"пароль від вайфаю в коворкінгу: {rnd(ALNUM, 10)}",
          f"WIFI:T:WPA;S:ACME-Staff;P:{pw()};;",
          f"wifi в мами у Львові: мережа TP-Link_{hexs(4).upper()}, пароль {digits(8)}")
    r.add("github_token",
          f"GitHub PAT (для релізних нотаток з acme/platform): {github_pat()}",
          f"гітхаб токен {github_pat()} — термін 30 днів",
          f"export GH_TOKEN={github_pat()}",
          f"github fine-grained token: github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
          f"токен для gh cli на робочому маку {github_pat()} (scopes: repo, project)")
    r.add("slack_bot_token",
          f"Slack bot для щоденних стендапів: {slack_bot()}",
          f"SLACK_BOT_TOKEN={slack_bot()}",
          f"Slack user token (для експорту каналу #pmo): xoxp-{digits(12, True)}-{digits(12, True)}-{digits(13, True)}-{hexs(32)}",
          f"токен бота слака (workspace acme-pmo) {slack_bot()}",
          f"slack webhook do kanału #releases: https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}")
    r.add("telegram_bot_token",
          f"телеграм бот для нагадувань про дедлайни: {tg_bot()}",
          f"Telegram bot token (@acme_pmo_bot) {tg_bot()}",
          f"TG_TOKEN={tg_bot()}\nCHAT_ID=-100{digits(10, True)}",
          f"токен від BotFather: {tg_bot()}",
          f"bot do powiadomień o fakturach — token {tg_bot()}")
    r.add("database_connection_string",
          f"postgres://reporting:{rnd(ALNUM, 18)}@db.acme.internal:5432/jira_metrics",
          f"рядок підключення до бази звітів: postgresql://pmo_ro:{pw()}@pg-reports.acme.internal/pmo",
          f"DATABASE_URL=mysql://confluence:{rnd(ALNUM, 16)}@mysql01.acme.internal:3306/confluence",
          f"Power BI → source: Server=sql.acme.internal;Database=Timesheets;User Id=pbi_reader;Password={rnd(ALNUM + '!#', 14)};",
          f"mongodb+srv://crm_sync:{rnd(ALNUM, 20)}@cluster0.acme.test/orders")
    r.add("ssh_private_key",
          f"ключ для jump-host (bastion.acme.internal), не губити:\n{openssh_private()}",
          f"id_ed25519 do serwera raportów:\n{openssh_private()}",
          f"приватний ключ для деплою демо-стенду\n{openssh_private()}")
    r.add("bitbucket_app_password",
          f"Bitbucket app password (oksana_pm, read repos): {bitbucket_app_pw()}",
          f"бітбакет пароль додатка для CI {bitbucket_app_pw()}",
          f"git clone https://oksana_pm:{bitbucket_app_pw()}@bitbucket.org/acme/roadmap.git",
          f"BB_APP_PASSWORD={bitbucket_app_pw()}")
    r.add("trello_token",
          f"Trello token (міграція дошок у Jira): {trello_token()}",
          f"trello api key {hexs(32)} token {trello_token()}",
          f"токен трелло для старої дошки клієнта: {trello_token()}",
          f"TRELLO_TOKEN={trello_token()}")
    r.add("figma_token",
          f"Figma personal access token для плагіна експорту: {figma_token()}",
          f"FIGMA_TOKEN={figma_token()}",
          f"токен фігми (дизайн-система acme) {figma_token()}",
          f"curl -H 'X-Figma-Token: {figma_token()}' https://api.figma.com/v1/me")
    r.add("password_manager_master",
          f"Bitwarden master password: {passphrase(5)}",
          f"головний пароль від 1Password — {passphrase(4, ' ')} {digits(2)}",
          f"hasło główne do Bitwardena (służbowy): {passphrase(4, '.')}!",
          f"мастер пароль бітварден: {passphrase(3, '_')}{digits(3)}",
          f"1Password Secret Key A3-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}, master: {passphrase(4)}")
    r.add("router_admin_password",
          f"роутер Orange Funbox: admin / {rnd(ALNUM, 10)}",
          f"192.168.1.1 login admin hasło {pw()}",
          f"пароль до адмінки роутера змінила на {rnd(ALNUM + '#', 12)}",
          f"router TP-Link (u mamy): admin:{rnd(LOWER + DIGITS, 8)}")
    r.add("zus_pue_password",
          f"PUE ZUS hasło: {pw()}",
          f"пароль до ZUS PUE (login {digits(8, True)}) — {pw()}",
          f"e-Urząd Skarbowy: {pw()} / kwota przychodu z zeszłego roku wpisana w notatce",
          f"ЗУС ПУЕ новий пароль {rnd(ALNUM + '!', 12)}")
    r.add("sim_puk_code",
          f"PUK do karty Play: {digits(8)}",
          f"PUK київстар {digits(8)}, PIN сімки {pin()}",
          f"пін до сімки Orange {pin()}, пук {digits(8)}",
          f"SIM PIN {pin()} / PUK1 {digits(8)} (służbowy telefon)",
          f"eSIM Plus (для поїздок): PIN {pin()}, PUK {digits(8)}")
    r.add("office_safe_code",
          f"сейф в офісі (кімната 3.12): код {pin(6)}",
          f"kod do sejfu z laptopami: {pin(6)}#",
          f"шафка в спортзалі, кодовий замок {pin(3)}",
          f"alarm w biurze — kod rozbrojenia {pin()}",
          f"ключ від офісу в ключниці біля ресепшн, кодова ключниця {pin()}")
    r.add("app_account_password",
          f"Zoom (нерабочий акаунт для вебінарів) webinar@acme.example / {pw()}",
          f"Teams konto pokojowe room-3-12@acme.example hasło {pw()}",
          f"пароль від Miro для клієнтського воркшопу: {rnd(ALNUM + '!', 11)}",
          f"Allegro: oksana_krk / {pw()}",
          f"OLX.pl (продаю крісло) логін oksana.k@acme.example пароль {rnd(ALNUM, 11)}")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add("pesel_masked",
          f"PESEL (tylko końcówka dla HR): *******{digits(4)}",
          f"мій PESEL у формі для ZUS маскований: {digits(2)}*******{digits(2)}",
          f"PESEL: {digits(6)}***** — решту скажу по телефону",
          f"в договорі оренди PESEL вказано як ••••••••{digits(3)}",
          "PESEL отримала 14.02, номер у папці \"Документи PL\" (паперовий)")
    r.add("tax_id_masked",
          f"РНОКПП: {digits(2)}******{digits(2)}",
          f"ІПН для бухгалтерки (маскований у листі): ******{digits(4)}",
          f"NIP firmy Acme Sp. z o.o.: {nip()} — do faktur",
          f"NIP klienta na fakturze: {nip()}",
          f"ЄДРПОУ контрагента: {digits(8, True)}")
    r.add("nova_poshta_ttn",
          f"ТТН Нова Пошта: {ttn()}",
          f"посилка мамі у Вінницю, накладна {ttn()}, відділення №{digits(2, True)}",
          f"трекінг НП {groups(ttn(), 4)} — ноутбук для нового розробника",
          f"Nova Poshta tracking: {ttn()} (Kraków → Lviv)",
          f"повернення товару, номер ТТН {ttn()}, оплата одержувачем",
          f"накладні за тиждень: {ttn()}, {ttn()}, {ttn()}")
    r.add("inpost_tracking",
          f"InPost numer przesyłki: {inpost()}",
          f"паккомат KRA{digits(2, True)}M, відстеження {inpost()}",
          f"tracking InPost {inpost()} — monitor do biura",
          f"зворотна посилка inpost {inpost()}")
    r.add("iban",
          f"мій IBAN в ПКО: {pl_iban()}",
          f"IBAN monobank (UAH): {ua_iban()}",
          f"rachunek do przelewu za mieszkanie: {pl_iban()} (właściciel: Acme Nieruchomości)",
          f"реквізити ФОП для оплати: {ua_iban(False)}, отримувач ФОП Коваль О.",
          f"IBAN for the vendor invoice: {pl_iban(False)}",
          f"рахунок в євро (мій PKO EUR): {iban('PL', '10205' + digits(19))}")
    r.add("bank_bic",
          "SWIFT PKO BP: BPKOPLPW",
          "BIC monobank (АТ \"Універсал Банк\"): UNJSUAUKXXX",
          "для SEPA переказу потрібен BIC — PKO BP має BPKOPLPW, Pekao PKOPPLPW",
          f"код банку (МФО) моно: 322001, рахунок {ua_iban()}")
    r.add("jira_issue_key",
          f"треба закрити PMO-{digits(3, True)} до п'ятниці",
          f"blocker: PLAT-{digits(4, True)} (migration), depends on PLAT-{digits(4, True)}",
          f"нагадай мені про {pick('CRM', 'MOB', 'WEB')}-{digits(3, True)} — клієнт чекає оцінку",
          f"https://acme.atlassian.net/browse/PMO-{digits(3, True)}",
          f"epic OPS-{digits(3, True)}: стори OPS-{digits(3, True)}, OPS-{digits(3, True)}, OPS-{digits(3, True)}")
    r.add("confluence_page_id",
          f"Release plan Q3: https://acme.atlassian.net/wiki/spaces/PMO/pages/{digits(10, True)}/Release+plan+Q3",
          f"сторінка з ретро — pageId={digits(9, True)}",
          f"Confluence DC: https://wiki.acme.internal/pages/viewpage.action?pageId={digits(9, True)}",
          f"RACI matrix (page id {digits(10, True)}) — оновити після реорганізації",
          f"шаблон статус-репорту, id сторінки {digits(10, True)}, простір PMO")
    r.add("atlassian_account_id",
          f"Atlassian account id нового тімліда: 712020:{uid()}",
          f"assignee accountId 5b{hexs(22)} — це я в Jira",
          f"cloudId нашого сайту Jira: {uid()}",
          f"https://api.atlassian.com/ex/jira/{uid()}/rest/api/3/issue/PMO-{digits(3, True)}")
    r.add("invoice_number",
          f"Faktura FV/{pick('2024', '2025')}/{secrets.randbelow(12) + 1:02d}/{digits(4)} — zapłacona",
          f"інвойс INV-{pick('2024', '2025')}-{digits(5)} від підрядника, оплатити до 10 числа",
          f"рахунок-фактура № {digits(3, True)}/{pick('2024', '2025')} для ФОП",
          f"faktura korygująca FK/{digits(3, True)}/{secrets.randbelow(12) + 1:02d}/2025 do FV/{digits(4)}/2025",
          f"Atlassian invoice AT-{digits(9, True)} (Jira Premium, 50 users)")
    r.add("phone_number",
          f"бухгалтерка пані Ewa: {phone_pl()}",
          f"мама {phone_ua()}",
          f"support Nova Poshta PL: {phone_pl()}, UA гаряча лінія {phone_ua()}",
          f"kurier zostawił numer {phone_pl()}",
          f"новий тімлід Андрій — {phone_ua()}, також {phone_pl()}")
    r.add("order_id",
          f"Allegro zamówienie {uid()}",
          f"замовлення на Rozetka № {digits(9, True)}",
          f"Amazon.pl order {digits(3, True)}-{digits(7)}-{digits(7)}",
          f"Zalando: numer zamówienia 10{digits(12)}",
          f"ордер на бінансі (купила USDT) id {digits(11, True)}")
    r.add("gpg_public_key",
          f"мій публічний GPG ключ для підписування релізних нотаток:\n{gpg_pub()}",
          f"GPG fingerprint (public): {fingerprint()}",
          f"public key of the security team (safe to share):\n{gpg_pub()}",
          f"gpg --recv-keys {hexs(16).upper()}  # ключ Андрія, публічний")
    r.add("ssh_public_key",
          f"мій публічний ключ для доступу на bastion: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} oksana@thinkpad",
          f"klucz publiczny do GitLaba: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} oksana.pm@acme.example",
          f"authorized_keys (публічні!):\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} andrii@acme\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} marta@acme",
          f"SHA256 fingerprint ключа деплою: SHA256:{rnd(ALNUM + '+/', 43)}")
    r.add("git_commit_hash",
          f"реліз 2.14 зібрано з коміту {hexs(40)}",
          f"hotfix в main: {hexs(7)} (PLAT-{digits(4, True)})",
          f"порівняти {hexs(7)}..{hexs(7)} для changelogу",
          f"rollback to commit {hexs(40)} if payments break again",
          f"тег v3.1.0 → {hexs(12)}")
    r.add("container_digest",
          f"image acme/crm-api@sha256:{hexs(64)} — в проді з понеділка",
          f"digest образу для аудиту: sha256:{hexs(64)}",
          f"docker pull registry.acme.internal/pmo/reports:2.3.1 (sha256:{hexs(64)})",
          f"контейнер {hexs(12)} падав вночі, див. PLAT-{digits(4, True)}")
    r.add("pod_name",
          f"інцидент: под {pod_name('crm-api')} рестартнувся 14 разів",
          f"kubectl logs {pod_name('billing-worker')} -n prod",
          f"OOMKilled: {pod_name('report-generator')}, {pod_name('report-generator')}",
          f"на демо завис {pod_name('web-frontend')} — девопси знають")
    r.add("file_checksum",
          f"sha256 інсталятора Jira Software 9.12: {hexs(64)}",
          f"md5 архіву з бекапом Confluence: {hexs(32)}",
          f"sprawdź sumę kontrolną: {hexs(64)}  acme-desktop-setup.exe",
          f"SHA1 торрента з записом воркшопу {hexs(40)}")
    r.add("crypto_tx_id",
          f"TxID виводу USDT з бінансу (TRC20): {hexs(64)}",
          f"Binance deposit confirmed, tx hash 0x{hexs(64)}",
          f"withdrawal id бінанс: {hexs(32)}",
          f"адреса для поповнення (публічна, можна давати): 0x{hexs(40)}")
    r.add("oauth_client_id",
          f"Google OAuth client ID для інтеграції календаря: {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
          f"Atlassian OAuth 2.0 app client_id: {rnd(ALNUM, 32)} (секрет у 1Password, не тут)",
          f"Slack app id A0{rnd(UPPER + DIGITS, 9)}, client id {digits(12, True)}.{digits(13, True)}",
          f"Azure AD app (client) id {uid()}, tenant {uid()}")
    r.add("workspace_customer_id",
          f"Google Workspace customer ID: C0{rnd(LOWER + DIGITS, 7)}",
          f"ID клієнта Google Workspace для підтримки — C0{rnd(LOWER + DIGITS, 7)}, домен acme.example",
          f"номер звернення в Google Support: {digits(8, True)}",
          f"Atlassian SEN: SEN-{digits(8, True)} (ліцензія Confluence DC)")
    r.add("meeting_id",
          f"дейлі: https://meet.google.com/{rnd(LOWER, 3)}-{rnd(LOWER, 4)}-{rnd(LOWER, 3)}",
          f"Zoom з клієнтом, meeting ID {digits(3, True)} {digits(4)} {digits(4)} (пароль скину в чат перед дзвінком)",
          f"Teams: spotkanie o 10:00, ID spotkania {digits(3, True)} {digits(3)} {digits(3)} {digits(3)}",
          f"ретро в Miro: https://miro.com/app/board/uXjV{rnd(URLSAFE, 8)}=/",
          f"запис демо: https://drive.google.com/file/d/1{rnd(URLSAFE, 32)}/view")
    r.add("service_ticket",
          f"zgłoszenie do administracji budynku nr {digits(4, True)}/2025 — domofon nie działa",
          f"тікет в IT: SD-{digits(4, True)} (новий ноутбук для Марти)",
          f"Orange reklamacja nr {digits(10, True)}",
          f"кейс в Atlassian support: PCS-{digits(6, True)}")
    r.add("office_case_number",
          f"справа про карту побиту: WSO-II-C.6151.{digits(6, True)}.{pick('2024', '2025')}",
          f"sygnatura sprawy w urzędzie: WSO-II-P.6151.{digits(5, True)}.2025",
          f"номер заяви в консульстві {digits(7, True)}",
          f"numer karty pobytu — RP{digits(7)} (ważna do 2027)")
    r.add("masked_card",
          f"Монобанк чорна **** {digits(4)}",
          f"PKO Visa kończąca się na {digits(4)}",
          f"списали за Jira з картки •••• •••• •••• {digits(4)}",
          f"corp card ending {digits(4)}, exp {secrets.randbelow(12) + 1:02d}/{pick('27', '28')} — ліміт 5000 PLN",
          f"Apple Pay: Visa ••{digits(4)}, Mastercard ••{digits(4)}")
    r.add("secret_reference",
          "токен Jira лежить у 1Password → Work → \"Jira admin API\"",
          "hasło do Google Workspace admin — w sejfie Bitwarden, kolekcja IT-Admins",
          "Nova Poshta API key: vault kv/pmo/nova-poshta (key: api_key)",
          "op://Work/Binance/backup-key — там резервний ключ 2FA, не в нотатках",
          "PIN до карток знаю напам'ять, ніде не записую",
          "пароль від Дії — в менеджері паролів, запис \"Дія / КЕП\"")
    r.add("ci_secret_reference",
          "JIRA_TOKEN: ${{ secrets.JIRA_API_TOKEN }}",
          "env:\n  NP_API_KEY: ${{ secrets.NOVA_POSHTA_KEY }}\n  SLACK_BOT_TOKEN: ${{ secrets.SLACK_BOT_TOKEN }}",
          "export CONFLUENCE_TOKEN=$(op read op://Work/Confluence/token)",
          "password: \"{{ vault_gws_admin_password }}\"  # ansible-vault, групова змінна")
    r.add("env_var_names",
          "потрібні змінні: JIRA_BASE_URL, JIRA_EMAIL, JIRA_API_TOKEN (значення в 1Password)",
          "MONO_TOKEN=<твій X-Token з api.monobank.ua>",
          ".env.example:\nNP_API_KEY=\nBINANCE_API_KEY=\nBINANCE_API_SECRET=",
          "SLACK_BOT_TOKEN=xoxb-... (wstaw swój, nie commituj)")
    r.add("password_rotation",
          "нагадування: змінити пароль адміна Google Workspace до 15.03 (політика 90 днів)",
          "hasło do iPKO wygasa za 7 dni — zmienić w weekend",
          "Jira API токени відкликати всі старші за 180 днів, список у PMO-412",
          "після звільнення Петра — ротація паролів до роутера, Wi-Fi і Slack бота",
          "ZUS PUE prosi o zmianę hasła co 3 miesiące, następna zmiana w czerwcu")
    r.add("password_policy",
          "політика паролів Acme: мінімум 14 символів, без повторів останніх 5, 2FA обов'язкова",
          "PIN do karty: 4 cyfry, bank blokuje po 3 błędnych próbach",
          "mObywatel: hasło min. 8 znaków, duża litera, cyfra, znak specjalny",
          "Дія.Підпис вимагає код з 6 цифр, не можна 123456 чи дату народження")
    r.add("two_factor_status",
          "2FA на бінансі: Google Authenticator + SMS, резервний ключ роздрукований і в сейфі",
          "увімкнула 2-step verification для всіх адмінів Workspace, залишився тільки break-glass",
          "w Jira wymuszone SSO przez Google, tokeny API tylko dla kont serwisowych",
          "backup codes Google використала 3 з 10, треба перегенерувати",
          "Monobank: вхід по Face ID, PIN не змінювала з 2022")
    r.add("security_settings",
          "token_ttl_minutes: 60\nrefresh_token_ttl_days: 30\nmax_login_attempts: 5",
          "Confluence: PAT expiry max 365 днів (налаштування адміна)",
          "session timeout в iPKO — 5 хвилин, дуже дратує",
          "BLIK kod ważny 2 minuty, limit transakcji 1000 zł",
          f"Nova Poshta API: ліміт {pick('30', '60')} запитів/хв, відповідь кешувати 10 хв")
    r.add("uuid_in_url",
          f"форма опитування команди: https://forms.acme.example/r/{uid()}",
          f"Jira filter: https://acme.atlassian.net/issues/?filter={digits(5, True)}",
          f"Google Sheet бюджет Q3: https://docs.google.com/spreadsheets/d/1{rnd(URLSAFE, 43)}/edit",
          f"Loom з демо фічі: https://www.loom.com/share/{hexs(32)}",
          f"Nova Poshta ref відділення (для API): {uid()}")
    r.add("employee_badge_number",
          f"номер перепустки в офіс: {digits(6, True)}",
          f"karta parkingowa nr {pick('A', 'B')}-{digits(3, True)}",
          f"інвентарний номер ноутбука ACME-LT-{digits(5)}, серійник {rnd(UPPER + DIGITS, 10)}",
          f"MAC адреса робочого ноута {':'.join(secrets.token_hex(1) for _ in range(6))} (для whitelisting у Wi-Fi)")
    return r


def main() -> None:
    write_corpora("make_heldout303.py", [
        ("heldout303_credentials.yaml", credentials(),
         "Held-out batch 303: credentials a Ukrainian IT PM in Kraków keeps (Jira, Confluence, Google Workspace, Monobank, PKO BP, Diia, mObywatel, Nova Poshta, Binance)"),
        ("heldout303_lookalikes.yaml", lookalikes(),
         "Held-out batch 303: look-alikes from the same persona (masked PESEL/tax ids, TTN, IBANs, Jira keys, Confluence ids, invoices, public GPG keys)"),
    ])


if __name__ == "__main__":
    main()
