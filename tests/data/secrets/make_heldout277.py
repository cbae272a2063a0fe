# ruff: noqa: E501
"""Writes heldout277_credentials.yaml and heldout277_lookalikes.yaml: held-out batch 277.

Persona: an IT engineer at an oil-field services company in Atyrau, Kazakhstan, who writes
his notes in Russian with some Kazakh and English. He keeps the Active Directory admin, the
SCADA HMI and historian logins, the VSAT modem admin, the Fortinet firewall, the 1C database,
the eGov (egov.kz) ЭЦП certificate password, the Kaspi Business PIN and the camp Wi-Fi, and
many look-alikes: БИН and ИИН numbers from public registers, well ids, asset tags, invoice
numbers, serial numbers, MAC addresses and PLC point tag names.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    app_password,
    bitlocker_key,
    digits,
    groups,
    hexs,
    iban,
    mac,
    openai_project_key,
    openssh_private,
    phrase,
    pick,
    pod_name,
    pw,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = ["zhaiyk", "kaspii", "neft", "burovaya", "sazan", "dala", "zhel", "kumys", "beshbarmak",
         "tulpar", "balyk", "kulan", "samruk", "aksay", "shagala", "tuz", "kum", "baiterek"]
RU_WORDS = ["нефть", "степь", "буран", "осётр", "жайык", "каспий", "верблюд", "насос", "вахта", "сазан"]
SPECIAL = "!#%&*+-_@"


def human_pw() -> str:
    """A password the way people on site make them up."""
    return pick(
        f"{pick('Atyrau', 'Zhaiyk', 'Kaspii', 'Tengri', 'Sazan', 'Burovik')}{pick('@', '#', '!', '_')}{digits(4)}",
        f"{pick('Neft', 'Dala', 'Kulan', 'Tulpar')}{digits(2)}{pick('!', '$', '#')}{rnd(UPPER, 2)}{rnd(LOWER, 3)}",
        rnd(ALNUM + SPECIAL, 14),
        pw(),
    )


def strong_pw(n: int = 18) -> str:
    return rnd(ALNUM + SPECIAL, n)


def kz_check(body: str) -> str | None:
    """The control digit of an ИИН/БИН (two weight passes, mod 11), or None if none fits."""
    for weights in (range(1, 12), [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2]):
        c = sum(int(d) * w for d, w in zip(body, weights, strict=True)) % 11
        if c != 10:
            return str(c)
    return None


def iin() -> str:
    """An ИИН: birth date, century/sex digit, serial, control digit."""
    while True:
        body = f"{secrets.randbelow(30) + 70:02d}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{pick('3', '4')}{digits(4)}"
        check = kz_check(body)
        if check is not None:
            return body + check


def bin_number() -> str:
    """A БИН: year and month of registration, entity type, attribute, serial, control digit."""
    while True:
        body = f"{secrets.randbelow(20) + 5:02d}{secrets.randbelow(12) + 1:02d}4{pick('0', '1', '2')}{digits(5)}"
        check = kz_check(body)
        if check is not None:
            return body + check


def kz_iban() -> str:
    return iban("KZ", pick("722", "601", "998", "949") + digits(13))


def telegram_token() -> str:
    return f"{digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}"


def fortios_api_key() -> str:
    return rnd(ALNUM, 30)


def github_pat() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def totp_seed() -> str:
    return rnd(BASE32, 32)


def sid() -> str:
    part = [10**9 + secrets.randbelow(3 * 10**9) for _ in range(3)]
    return f"S-1-5-21-{part[0]}-{part[1]}-{part[2]}-{secrets.randbelow(8000) + 1100}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "ad_domain_admin_password",
        f"AD админ домена ATR: ATR\\adm.it / {strong_pw()}",
        f"Запомни: доменная учётка администратора atr.acme.internal — логин adm-serik, пароль {human_pw()}",
        f"dc01.atr.acme.internal Domain Admin\nuser: ATR\\Administrator\npass: {strong_pw(20)}\n(поменял после аудита, старый больше не работает)",
        f"домен админ құпиясөзі: {human_pw()} (ATR\\it.admin)",
        f"new AD admin pwd {strong_pw(16)} — не забыть обновить в scheduled tasks на FS01",
    )
    r.add(
        "ad_dsrm_password",
        f"DSRM пароль для DC01 и DC02 (восстановление AD): {strong_pw(22)}",
        f"Directory Services Restore Mode — {human_pw()}. Нужен только если контроллер не грузится.",
        f"ntdsutil reset dsrm: новый пароль {strong_pw(16)} установлен на dc02.atr.acme.internal",
        f"DSRM dc03 (вахтовый посёлок): {rnd(ALNUM, 18)}",
    )
    r.add(
        "scada_hmi_login",
        f"SCADA HMI (операторская ДНС-2): логин operator, пароль {digits(6)}; инженерный: engineer / {human_pw()}",
        f"Вход на HMI станцию hmi-gu3.acme.internal\nпользователь: ENG_ADMIN\nпароль: {strong_pw(12)}",
        f"WinCC Runtime админ — admin:{human_pw()}",
        f"HMI панель на кусте 14, supervisor PIN {digits(4)}, пароль инженера {rnd(ALNUM, 10)}",
        f"iFIX / SCADA node ATRSCADA01: Administrator пароль {strong_pw(15)}, не давать подрядчикам!",
    )
    r.add(
        "historian_login",
        f"PI historian (pi-srv.acme.internal): piadmin / {strong_pw(16)}",
        f"Historian SQL логин wwAdmin, пароль {human_pw()} — для выгрузки трендов в Excel",
        f"Историк данных:\n  server: hist01.atr.acme.internal\n  user: hist_reader\n  password: {rnd(ALNUM, 14)}",
        f"AVEVA Historian Client: логин runtime_ro пароль {rnd(ALNUM + SPECIAL, 12)} (только чтение)",
        f"тарихи деректер сервері (historian) құпиясөз: {human_pw()}, логин: histadmin",
    )
    r.add(
        "plc_project_password",
        f"Пароль защиты проекта TIA Portal (ДНС-2, S7-1500): {strong_pw(12)}",
        f"Rockwell Studio 5000 source protection key для AOI: {rnd(ALNUM, 16)}",
        f"S7-300 уровень защиты 3, пароль на запись: {rnd(ALNUM, 8)}",
        f"ПЛК куст 7 — пароль на загрузку программы {human_pw()}, знают только я и Ержан",
        f"Unity Pro application password (M580, насосная): {rnd(ALNUM + SPECIAL, 10)}",
    )
    r.add(
        "vsat_modem_admin",
        f"VSAT модем iDirect X7 на буровой №5: admin / {human_pw()}, root пароль {strong_pw(14)}",
        f"Hughes HT2000 web-морда 192.168.0.1: пароль {rnd(ALNUM, 10)}",
        f"VSAT (кемп Бейнеу): telnet 10.50.1.1 логин admin пароль {strong_pw(12)}",
        f"iDirect modem console root:{rnd(ALNUM + SPECIAL, 16)}  — провайдер просил не менять без них",
        f"Спутниковый модем, инсталлер пароль: {digits(8)}, админ: {human_pw()}",
    )
    r.add(
        "fortigate_admin_password",
        f"FortiGate 100F (atr-fw01.acme.internal) admin пароль: {strong_pw(18)}",
        f"фортик в кемпе — логин admin, пароль {human_pw()}",
        f"config system admin\n    edit \"itadmin\"\n        set password {strong_pw(16)}\n    next\nend",
        f"FGT HA пароль кластера (group-password): {rnd(ALNUM, 20)}",
        f"FortiGate console через COM-порт: admin/{rnd(ALNUM + SPECIAL, 14)}",
    )
    r.add(
        "fortigate_api_token",
        f"FortiOS REST API токен для бэкапа конфигов: {fortios_api_key()}",
        f"curl -k -H \"Authorization: Bearer {fortios_api_key()}\" https://atr-fw01.acme.internal/api/v2/monitor/system/status",
        f"api-user zabbix_mon на fw02, ключ {fortios_api_key()} (trusthost 10.10.5.20/32)",
        f"FGT_TOKEN={fortios_api_key()}",
    )
    r.add(
        "ipsec_vpn_psk",
        f"IPsec туннель Атырау ⇄ Актау, PSK: {strong_pw(24)}",
        f"set psksecret {rnd(ALNUM + SPECIAL, 28)}   # phase1 to-aktau",
        f"VPN к подрядчику (acme-drilling.example): pre-shared key {rnd(ALNUM, 32)}",
        f"FortiClient SSL-VPN для вахтовиков: логин vpn.guest пароль {human_pw()}",
        f"туннель до буровой 12 — общий ключ {strong_pw(20)}",
    )
    r.add(
        "onec_database_password",
        f"1С Бухгалтерия для Казахстана, база buh_atr: Администратор / {human_pw()}",
        f"Srvr=\"srv-1c.atr.acme.internal\";Ref=\"zup_atr\";Usr=\"Admin1C\";Pwd=\"{strong_pw(14)}\";",
        f"1C сервер SQL: логин sa пароль {strong_pw(18)} — база УТ и ЗУП",
        f"1С:ЗУП пользователь ИТ_Сервис пароль {rnd(ALNUM, 12)}",
        f"Кластер 1С, администратор кластера: cluster_adm, пароль {human_pw()}",
    )
    r.add(
        "mssql_connection_string",
        f"Server=sql01.atr.acme.internal;Database=Maintenance;User Id=app_maint;Password={strong_pw(16)};TrustServerCertificate=True",
        f"строка подключения для отчётов по добыче:\nData Source=hist01.atr.acme.internal,1433;Initial Catalog=Runtime;User ID=report;Password={rnd(ALNUM, 14)}",
        f"sqlcmd -S sql01.atr.acme.internal -U sa -P '{strong_pw(18)}' -Q \"BACKUP DATABASE ...\"",
        f"ODBC DSN WellTests: uid=wt_user; pwd={human_pw()}",
    )
    r.add(
        "postgres_connection_string",
        f"postgresql://zabbix:{rnd(ALNUM, 20)}@zbx-db.atr.acme.internal:5432/zabbix",
        f"DATABASE_URL=postgres://glpi:{strong_pw(16)}@db.acme.internal/glpi",
        f"psql \"host=pg01.atr.acme.internal dbname=netbox user=netbox password={rnd(ALNUM, 24)}\"",
        f"Netbox БД: netbox / {human_pw()}",
    )
    r.add(
        "egov_ecp_password",
        f"Пароль от ЭЦП директора (RSA256, для egov.kz и cabinet.salyk): {human_pw()}",
        f"ЭЦП ТОО: AUTH_RSA256_{hexs(40)}.p12 — пароль {strong_pw(12)}",
        f"ЭЦП құпиясөзі (GOSTKNCA): {rnd(ALNUM, 10)} — по истечении перевыпустить через НУЦ",
        f"Ключ ЭЦП на флешке у главбуха, пароль на хранилище: {digits(8)}",
        f"egov ЭЦП моя (физлицо) — пароль {human_pw()}, срок до конца года",
    )
    r.add(
        "kaspi_business_pin",
        f"Kaspi Business — PIN код для входа {digits(4)}",
        f"Каспи бизнес (ТОО), пин: {digits(4)}, логин по номеру +7 701 {digits(3)} {digits(2)} {digits(2)}",
        f"Kaspi Pay терминал в столовой кемпа: код кассира {digits(4)}, админ {digits(6)}",
        f"kaspi biz пароль {human_pw()} пин {digits(4)}",
        f"Kaspi Business құпия код: {digits(4)} (для подписи платёжек)",
    )
    r.add(
        "camp_wifi_password",
        f"Wi-Fi кемп «Сазан» SSID CAMP-SAZAN, пароль {human_pw()}",
        f"вайфай в столовой: {rnd(LOWER + DIGITS, 10)}",
        f"Camp Wi-Fi (WPA2): Vahta_Guest / {phrase(WORDS, 3, '-')}{digits(2)}",
        f"Жатақхана Wi-Fi құпиясөзі: {rnd(ALNUM, 12)}",
        f"SSID: ATR-OFFICE-5G\nPSK: {strong_pw(16)}\n(для сотрудников, не гостям!)",
        f"wifi буровая 5 — pass {digits(8)}",
    )
    r.add(
        "mikrotik_router_admin",
        f"MikroTik на КПП: admin / {human_pw()}",
        f"/user set admin password=\"{strong_pw(16)}\"  # hAP на водокачке",
        f"Winbox 10.60.0.1 — логин itadmin пароль {rnd(ALNUM, 14)}",
        f"микротик в вагончике мастера: пароль {human_pw()}",
    )
    r.add(
        "idrac_ilo_password",
        f"iDRAC сервера ESX01: root / {strong_pw(14)}",
        f"HPE iLO (hist01) Administrator: {rnd(UPPER + DIGITS, 8)} — заводской с наклейки, поменять!",
        f"iLO ESX02 новый пароль {human_pw()}",
        f"BMC на Supermicro (бэкап-сервер): ADMIN:{rnd(ALNUM, 12)}",
    )
    r.add(
        "vcenter_esxi_root",
        f"vCenter administrator@vsphere.local — {strong_pw(18)}",
        f"ESXi esx01.atr.acme.internal root: {human_pw()}",
        f"vcsa root (appliance shell): {strong_pw(16)} — истекает через 90 дней",
        f"ESXi-хосты на промысле (esx-field01..03), root пароль общий: {rnd(ALNUM + SPECIAL, 15)}",
    )
    r.add(
        "snmp_v3_credentials",
        f"SNMPv3 для Zabbix: user zbxmon, auth SHA {rnd(ALNUM, 16)}, priv AES {rnd(ALNUM, 16)}",
        f"snmp-server community {rnd(ALNUM, 14)} RO  (старые свитчи на ДНС)",
        f"config system snmp user\n    edit \"zbx\"\n        set auth-pwd {strong_pw(16)}\n        set priv-pwd {strong_pw(16)}",
        f"SNMP community для UPS в серверной: {rnd(LOWER + DIGITS, 12)}",
    )
    r.add(
        "zabbix_api_token",
        f"Zabbix API токен (для скрипта выгрузки в Телеграм): {rnd(HEX, 64)}",
        f"ZABBIX_TOKEN={rnd(HEX, 64)}",
        f"Zabbix admin веб-интерфейс: Admin / {human_pw()}",
        f"zbx api key grafana datasource — {rnd(HEX, 64)}",
    )
    r.add(
        "telegram_bot_token",
        f"Бот алертов SCADA в Telegram: {telegram_token()}",
        f"TELEGRAM_BOT_TOKEN={telegram_token()}\nCHAT_ID=-100{digits(10)}",
        f"токен бота @atr_it_alerts_bot — {telegram_token()}",
        f"https://api.telegram.org/bot{telegram_token()}/sendMessage?chat_id=-100{digits(10)}",
        f"Телеграм бот для заявок (helpdesk): {telegram_token()}",
    )
    r.add(
        "ssh_private_key",
        f"SSH ключ для бэкапа конфигов свитчей (backup@nms01):\n{openssh_private()}",
        f"приватный ключ для jump-хоста jump.atr.acme.internal, не терять:\n{openssh_private()}",
        f"id_ed25519 (ansible на промысле):\n{openssh_private()}",
        f"ключ для git на nms01 (deploy key, с записью):\n{openssh_private()}",
    )
    r.add(
        "wireguard_private_key",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.99.0.2/32\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.example:51820",
        f"WireGuard ноутбук (мой): private {wg_key()}",
        f"wg на резервном канале до буровой 3, PrivateKey={wg_key()}",
        f"wg set wg0 private-key <(echo {wg_key()})  # кемп Сазан",
    )
    r.add(
        "bitlocker_recovery_key",
        f"BitLocker ключ восстановления ноутбука главбуха (ATR-NB-0{digits(3)}): {bitlocker_key()}",
        f"Recovery key для HMI станции с шифрованием:\n{bitlocker_key()}",
        f"Битлокер ключ моего ноута {bitlocker_key()}",
        f"BitLocker — сервер hist01 диск D: {bitlocker_key()}",
    )
    r.add(
        "veeam_encryption_password",
        f"Veeam пароль шифрования бэкапов (job SCADA-VMs): {strong_pw(20)}",
        f"Пароль для ленточных бэкапов Veeam: {phrase(WORDS, 4, ' ')} — без него бэкапы не восстановить!!!",
        f"Veeam B&R консоль: ATR\\svc-veeam / {human_pw()}",
        f"ключ шифрования резервных копий 1С: {strong_pw(24)}",
    )
    r.add(
        "smtp_relay_password",
        f"SMTP для уведомлений (relay.acme.example:587): alerts@acme.example / {human_pw()}",
        f"почта сканеров: scan@atr.acme.example пароль {rnd(ALNUM, 12)}",
        f"Gmail пароль приложения для отчётов с SCADA: {app_password()}",
        f"smtp_password: \"{strong_pw(16)}\"  # zabbix media type",
    )
    r.add(
        "cctv_nvr_password",
        f"Hikvision NVR на складе ГСМ: admin / {human_pw()}",
        f"Видеорегистратор КПП-2 (192.168.1.64) пароль {rnd(ALNUM, 10)}",
        f"камеры на площадке — логин admin, пароль {strong_pw(12)}, verification code {rnd(UPPER, 6)}",
        f"Бейнебақылау NVR құпиясөзі: {human_pw()}",
    )
    r.add(
        "github_token",
        f"GitHub токен для репо ansible-atr (read/write): {github_pat()}",
        f"git remote set-url origin https://it-atr:{github_pat()}@github.com/acme-oilfield/scada-scripts.git",
        f"GH_TOKEN={github_pat()}",
        f"fine-grained токен GitHub для Actions в scada-scripts: github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
    )
    r.add(
        "openai_api_key",
        f"OpenAI ключ для бота-переводчика (рус/қаз/англ): {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"ключ API для скрипта разбора рапортов буровой: {openai_project_key()}",
        f"openai:\n  api_key: \"{openai_project_key()}\"\n  model: gpt-4o-mini",
    )
    r.add(
        "totp_seed",
        f"Секрет TOTP для admin на FortiGate (если телефон потеряю): {totp_seed()}",
        f"otpauth://totp/ACME:adm-serik?secret={totp_seed()}&issuer=ACME",
        f"2FA seed vCenter: {groups(totp_seed(), 4)}",
        f"Google Authenticator для egov (резерв, ввести вручную): {totp_seed().lower()}",
    )
    r.add(
        "keepass_master_password",
        f"KeePass мастер-пароль (IT.kdbx на FS01): {phrase(RU_WORDS, 5, '-')}",
        f"мастер пароль от базы паролей отдела: {phrase(WORDS, 4, ' ')} {digits(3)}",
        f"KeePassXC личная база — {strong_pw(22)}",
        f"Құпиясөздер базасы (KeePass, резервная копия на флешке): {phrase(WORDS, 5, ' ')}",
    )
    r.add(
        "satphone_pin",
        f"Iridium спутниковый телефон (аварийный, у мастера), PIN {digits(4)}, PUK {digits(8)}",
        f"Thuraya на буровой 5: пин {digits(4)}, пук {digits(8)}",
        f"SIM модема резервного канала (Beeline KZ): PIN {digits(4)} PUK {digits(8)}",
        f"сим в роутере на водокачке — пин {digits(4)}",
    )
    r.add(
        "ad_service_account_password",
        f"svc-scada (служебная учётка для OPC DA): {strong_pw(20)}",
        f"сервисная учётка ATR\\svc_backup пароль: {rnd(ALNUM, 18)} — срок не истекает",
        f"runas /user:ATR\\svc-1c \"cmd\"  → пароль {human_pw()}",
        f"LDAP bind для GLPI: CN=svc-ldap,OU=Service,DC=atr,DC=acme,DC=internal / {strong_pw(16)}",
    )
    r.add(
        "glpi_helpdesk_admin",
        f"GLPI (helpdesk.atr.acme.internal): glpi / {human_pw()}",
        f"GLPI API: App-Token {rnd(ALNUM, 40)}, user_token {rnd(ALNUM, 40)}",
        f"helpdesk админ: it.admin пароль {strong_pw(14)} (супер-админ профиль)",
        f"curl -H \"App-Token: {rnd(ALNUM, 40)}\" -H \"Authorization: user_token {rnd(ALNUM, 40)}\" https://helpdesk.atr.acme.internal/apirest.php/initSession",
    )
    r.add(
        "radius_shared_secret",
        f"RADIUS (NPS на DC01) shared secret для фортика: {strong_pw(24)}",
        f"config user radius\n    edit \"NPS-ATR\"\n        set server \"10.10.1.10\"\n        set secret {rnd(ALNUM, 22)}",
        f"NPS клиент wlc-camp, общий секрет: {rnd(ALNUM + SPECIAL, 20)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "bin_public_register",
        f"БИН подрядчика (из stat.gov.kz): {bin_number()}",
        f"ТОО «Acme Oilfield Services», БИН {bin_number()}, юр. адрес: г. Атырау",
        f"для договора: БИН заказчика {bin_number()}, БИН исполнителя {bin_number()}",
        f"Контрагент в 1С не находится — проверить БИН {bin_number()} на kgd.gov.kz",
        f"БСН (бизнес-сәйкестендіру нөмірі): {bin_number()}",
    )
    r.add(
        "iin_public_register",
        f"ИП Сейткали (кафе у кемпа) — ИИН/БИН {iin()}, он же на чеке",
        f"ЖСН ИП-поставщика воды: {iin()} (с сайта гос. закупок)",
        f"ИИН ИП в реестре НДС: {iin()} — статус «не плательщик НДС»",
        f"В акте сверки ИП Нурлан ИИН {iin()}, проверить совпадение с ЭСФ",
    )
    r.add(
        "well_id",
        f"Скв. {pick('ЮВ Бекет', 'Жаркамыс', 'Сазан-Кум')}-{secrets.randbelow(900) + 100}, куст {secrets.randbelow(40) + 1}",
        f"Well ID: ATR-{pick('PRD', 'INJ', 'OBS')}-{digits(4)}-{rnd(UPPER, 2)}",
        f"ұңғыма №{secrets.randbelow(900) + 100} — замена датчика давления в четверг",
        f"Скважины без связи: W-{digits(4)}, W-{digits(4)}, W-{digits(4)}",
        f"UWI {digits(2)}-{digits(3)}-{digits(5)}-{digits(2)} добавить в историк",
    )
    r.add(
        "asset_tag",
        f"Инв. номер ноутбука: ATR-IT-{digits(6)}",
        f"Asset tag {rnd(UPPER, 3)}-{digits(5)} (ИБП в серверной), на списание",
        f"инвентарный № {digits(10)} — монитор, передан на буровую 5",
        f"Мүкәммал нөмірі: INV-{digits(4)}-{rnd(UPPER + DIGITS, 4)}",
        f"Склад ИТ: коммутаторы {', '.join('ATR-NET-' + digits(5) for _ in range(3))}",
    )
    r.add(
        "invoice_number",
        f"ЭСФ № ESF-{bin_number()}-{digits(8)} от подрядчика, отклонить — неверная сумма",
        f"Счёт на оплату № {digits(4)}/{pick('25', '26')} за VSAT-трафик, оплатить до 25-го",
        f"шот-фактура № АТР-{digits(5)}, 1С документ {digits(9)}",
        f"Invoice INV-{digits(7)} (Fortinet renewal via acme-reseller.example)",
        f"Счёт-фактура {rnd(UPPER, 2)}{digits(8)} — отправить в бухгалтерию",
    )
    r.add(
        "serial_number",
        f"FortiGate 100F S/N: FG100F{rnd(UPPER + DIGITS, 10)}",
        f"Dell service tag ESX01: {rnd(UPPER + DIGITS, 7)}",
        f"Серийник VSAT модема: {digits(5)}{rnd(UPPER + DIGITS, 5)}, для заявки провайдеру",
        f"Сериялық нөмір (ИБП APC): AS{digits(4)}{digits(6)}",
        f"Siemens S7-1500 CPU S C-{rnd(UPPER + DIGITS, 10)}, FW 2.9",
    )
    r.add(
        "mac_address",
        f"MAC HMI станции ДНС-2: {mac(':', True)} — закрепить в DHCP",
        f"Неизвестное устройство в VLAN 40: {mac('-', True)}",
        f"MAC адреса камер КПП: {mac()}, {mac()}, {mac()}",
        f"Фортик ругается на дубль IP 10.40.0.{secrets.randbelow(250) + 2}, MAC {mac(':')}",
        f"резервация: {mac('-')} → 10.10.5.{secrets.randbelow(250) + 2} (принтер бухгалтерии)",
    )
    r.add(
        "plc_tag_name",
        f"Теги в historian: DNS2.P{digits(3)}.PV, DNS2.FIT_{digits(4)}.TOTAL, ESD_{digits(2)}.CMD",
        f"OPC тег ns=2;s=Well_{digits(3)}.Pump.Speed_SP",
        f"Не пишется тег PT-{digits(4)}A.PV / алармы на TT-{digits(4)}",
        f"Tag: {pick('KUST', 'DNS', 'UPN')}{secrets.randbelow(20) + 1}_LT{digits(3)}_HH (уставка 85%)",
        f"Modbus 40{digits(3)} → {pick('FLOW', 'PRESS', 'TEMP')}_{rnd(UPPER, 3)}_{digits(2)}",
    )
    r.add(
        "ad_sid",
        f"SID удалённой учётки: {sid()}",
        f"Get-ADUser вернул SID {sid()} — это сервисная svc-scada",
        f"В ACL на папке висит неразрешённый SID {sid()}, удалить",
        f"objectSid группы GG_SCADA_Operators: {sid()}",
    )
    r.add(
        "object_guid",
        f"1С информационная база zup_atr, ID: {uid()}",
        f"objectGUID OU=Field: {uid()}",
        f"GPO «Блокировка USB на HMI» — {{{uid().upper()}}}",
        f"https://glpi.atr.acme.internal/front/computer.form.php?uuid={uid()}",
        f"BIOS UUID виртуалки hist01: {uid().upper()}",
    )
    r.add(
        "certificate_thumbprint",
        f"Отпечаток сертификата ЭЦП директора (SHA1): {hexs(40).upper()}",
        f"Серийный номер сертификата НУЦ: {hexs(40)}",
        f"thumbprint сертификата для RDP на hist01: {groups(hexs(40).upper(), 2, ' ')}",
        f"FortiGate сертификат SSL-VPN, SHA-256 fingerprint: {groups(hexs(64).upper(), 2, ':')}",
    )
    r.add(
        "ssh_public_key",
        f"мой публичный ключ для authorized_keys на jump:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} serik@atr-nb",
        f"ssh-rsa {ssh_pub('ssh-rsa', 270)} backup@nms01",
        f"Публичный ключ ansible (можно раздавать): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ansible@field",
        f"host key fingerprint jump.atr.acme.internal: SHA256:{rnd(ALNUM + '+/', 43)}",
    )
    r.add(
        "public_key_config",
        f"[Peer]  # буровая 3\nPublicKey = {wg_key()}\nAllowedIPs = 10.99.0.3/32",
        f"WireGuard публичный ключ сервера (это public, можно отдать подрядчику): {wg_key()}",
        f"age recipient для шифрования бэкапов конфигов: {age_public_key()}",
        f"PublicKey подрядчика для туннеля: {wg_key()}",
    )
    r.add(
        "masked_credential",
        "пароль admin на фортике: ******** (смотри KeePass)",
        f"Kaspi карта ТОО **** **** **** {digits(4)}",
        f"токен бота: {digits(10, lead=True)}:AA…{rnd(URLSAFE, 4)} (обрезан, полный в Vault)",
        f"ghp_****************************{rnd(ALNUM, 4)} — старый токен, отозван",
        "ЭЦП пароль: (не пишу тут, спросить у главбуха)",
    )
    r.add(
        "secret_reference",
        "Пароли от SCADA лежат в KeePass: IT.kdbx → Промысел → SCADA",
        "vault kv get secret/atr/fortigate/api — там токен для бэкапов",
        "password: ${{ secrets.FGT_API_TOKEN }}",
        "$env:ONEC_ADMIN_PASSWORD берётся из Credential Manager (target: 1C-ATR)",
        "ЭЦП и пароль к ней — в сейфе у директора, ключ от сейфа у завхоза",
        "Переменная ZABBIX_TOKEN в /etc/zbx-tg.env, права 600, владелец zbxbot",
    )
    r.add(
        "password_rotation_note",
        "Напомнить: смена пароля доменного админа каждые 90 дней, следующая — 1 декабря",
        "Поменял пароль на VSAT модеме после ухода подрядчика, новый в KeePass",
        "DSRM пароль синхронизировать с доменной учёткой (ntdsutil, sync from domain account)",
        "Құпиясөзді ауыстыру керек — пароль на камере по умолчанию, сменить до аудита",
        "После увольнения Азамата сбросить пароли: HMI инженер, historian, MikroTik на КПП",
    )
    r.add(
        "password_policy",
        "GPO парольная политика: мин. длина 14, история 24, блокировка после 5 попыток на 30 мин",
        "Для HMI — исключение: PIN 4 цифры разрешён (только чтение), согласовано с ИБ",
        "Требование аудита: пароли сервисных учёток не менее 20 символов, смена раз в год",
        "Fine-grained policy PSO-Admins: MinPasswordLength=16, MaxPasswordAge=60 дней",
        "Kaspi Business: PIN 4 цифры, после 3 неверных вводов блокировка — звонить в поддержку Kaspi",
    )
    r.add(
        "default_credential_talk",
        "На новых Hikvision пароль задаётся при активации, заводского нет",
        "iLO заводской пароль написан на бирке сервера — не переписывать сюда",
        "у iDirect модемов заводской пароль из мануала — проверить, что на всех буровых сменили",
        "ЭЦП из НУЦ приходит со стандартным паролем на хранилище — напомнить бухгалтерии сменить",
    )
    r.add(
        "kaspi_transaction_id",
        f"Kaspi Pay чек № {digits(11)} на {secrets.randbelow(90000) + 1000} ₸ (картриджи)",
        f"Kaspi QR оплата, ID транзакции {digits(12)}",
        f"Kaspi Business выписка: операция {digits(10)} от {secrets.randbelow(28) + 1:02d}.{secrets.randbelow(12) + 1:02d}",
        f"Kaspi Gold перевод подотчёт, номер квитанции {digits(9)}",
    )
    r.add(
        "company_iban",
        f"Реквизиты ТОО для счетов: ИИК {kz_iban()}, БИК {pick('HSBKKZKX', 'CASPKZKA', 'KCJBKZKX')}",
        f"IBAN поставщика VSAT (из договора): {kz_iban()}",
        f"Оплата по счёту на {kz_iban()}, КБе 17, КНП 859",
        f"ЖСК (IBAN) подрядчика: {kz_iban()}",
    )
    r.add(
        "tracking_number",
        f"Казпочта трек: RR{digits(9)}KZ (запчасти для модема)",
        f"DHL {digits(10)} — FortiGate RMA замена",
        f"СДЭК накладная {digits(10)}, из Алматы в Атырау, 3 коробки",
        f"Pony Express: {digits(4)}-{digits(4)}-{digits(4)}",
    )
    r.add(
        "ticket_number",
        f"Заявка в helpdesk #{digits(5)}: не работает принтер в бухгалтерии",
        f"Fortinet TAC case {digits(7)}, RMA {digits(6)}",
        f"INC{digits(7)} — обрыв VSAT на буровой 5, ETA инженера 2 дня",
        f"GLPI тикет {digits(6)} закрыт, причина — грозозащита",
        f"Провайдер VSAT, номер обращения {rnd(UPPER, 3)}-{digits(8)}",
    )
    r.add(
        "vsat_link_params",
        f"VSAT буровая 5: DID {digits(8)}, Tx {secrets.randbelow(500) + 14000}.{digits(3)} MHz, SR {secrets.randbelow(9) + 1}.{digits(2)} Msps",
        f"iDirect option file: X7_{digits(8)}.opt, network id {secrets.randbelow(90) + 10}",
        f"Модем в кемпе, ESN {digits(10)}, SAT: {pick('Yamal', 'KazSat', 'Express')}-{secrets.randbelow(90) + 10}",
        f"Терминал VSAT {rnd(UPPER, 2)}{digits(6)}, Eb/No 9.{secrets.randbelow(10)} dB, лимит трафика 50 ГБ",
    )
    r.add(
        "pod_name",
        f"под {pod_name('historian-api')} падает с OOMKilled",
        f"kubectl logs {pod_name('grafana')} -n monitoring",
        f"перезапустил {pod_name('zbx-tg-bridge')}, алерты пошли",
        f"контейнер {hexs(12)} (netbox) — healthy",
    )
    r.add(
        "git_commit_hash",
        f"Конфиг фортика откатил на коммит {hexs(40)} (до изменения политик)",
        f"ansible-atr: фикс SNMP в {hexs(7)}, ревью у Ержана",
        f"git revert {hexs(40)}",
        f"tag v2.3 → {hexs(12)}, задеплоено на nms01",
    )
    r.add(
        "firmware_checksum",
        f"FGT_100F-v7.2.8 firmware SHA256: {hexs(64)}",
        f"MD5 образа прошивки iDirect: {hexs(32)}",
        f"контрольная сумма установщика 1С 8.3: {hexs(64).upper()}",
        f"sha1sum WinCC_patch.iso = {hexs(40)}",
    )
    r.add(
        "ip_plan",
        f"VLAN 40 SCADA: 10.40.0.0/24, шлюз 10.40.0.1; VLAN 50 VSAT: 10.50.{secrets.randbelow(250)}.0/24",
        f"подсеть кемпа: 172.16.{secrets.randbelow(250)}.0/23, DHCP .10-.250",
        "Туннель to-aktau: local 10.99.1.1/30, remote 10.99.1.2/30, phase1 AES256/SHA256, DH 14",
        f"IP HMI станций: 10.40.0.{secrets.randbelow(50) + 11}-{secrets.randbelow(50) + 61}",
    )
    r.add(
        "azure_public_ids",
        f"Entra ID tenant id: {uid()} (публичный, его видно в URL логина)",
        f"App registration «Helpdesk bot»: client id {uid()}",
        f"Object id группы IT-ATR: {uid()}",
        f"https://login.microsoftonline.com/{uid()}/oauth2/v2.0/authorize",
    )
    r.add(
        "wifi_network_info",
        "Wi-Fi в кемпе: SSID CAMP-SAZAN, пароль у коменданта на ресепшене",
        "Гостевая сеть ATR-GUEST, пароль меняется каждый понедельник автоматически",
        f"AP в столовой: канал 36, ширина 80 МГц, BSSID {mac(':')}",
        "SSID буровой: RIG5-CREW, WPA2-Enterprise (доменные учётки), без общего ключа",
    )
    r.add(
        "snmp_oid",
        "OID загрузки CPU фортика: 1.3.6.1.4.1.12356.101.4.1.3.0",
        f"OID температуры модема: 1.3.6.1.4.1.{digits(5, lead=True)}.1.2.{secrets.randbelow(20)}.0",
        f"ifHCInOctets.{secrets.randbelow(30) + 1} → 1.3.6.1.2.1.31.1.1.1.6",
        "snmpwalk -v3 -l authPriv -u zbxmon (пароли в Zabbix макросах {$SNMP_AUTH}, {$SNMP_PRIV})",
    )
    r.add(
        "settings_near_secret_words",
        "Токен FortiOS живёт до отзыва; API доступ только с 10.10.5.20",
        "Длина PSK для IPsec — 32 символа, генерировать в KeePass",
        "Session timeout на HMI 15 минут, после этого снова ввод пароля",
        "Kerberos max ticket lifetime 10 ч, renew 7 дней",
        "Время жизни токена Kaspi Business API — 3600 сек",
    )
    r.add(
        "egov_document_number",
        f"Номер заявки на ЭЦП в НУЦ: {digits(12)}",
        f"egov.kz справка о регистрации юрлица, номер документа {digits(14)}",
        f"Лицензия на недропользование № {digits(5)}-{rnd(UPPER, 2)}",
        f"Уведомление КГД рег. номер {digits(10)}, ответить до пятницы",
    )
    r.add(
        "license_usage_ids",
        f"FortiCare contract {rnd(UPPER, 3)}{digits(9)}, до 12.2026",
        f"1С лицензия (номер комплекта): {digits(12)}, пин-коды активации уже использованы",
        f"Veeam license id {uid()}, 20 instances",
        f"Zabbix support contract: ZBX-{digits(6)}",
    )
    r.add(
        "recaptcha_site_key",
        f"reCAPTCHA site key для формы заявок (публичный, в HTML): 6L{rnd(URLSAFE, 38)}",
        f"data-sitekey=\"6L{rnd(URLSAFE, 38)}\" — вставить в helpdesk портал",
        f"Google Analytics measurement id на портале (публичный, в коде страницы): G-{rnd(UPPER + DIGITS, 10)}",
    )
    r.add(
        "shipment_and_po",
        f"PO {digits(10)} — кабель оптика 2 км, поставка на склад ГСМ",
        f"Заказ {rnd(UPPER, 2)}-{digits(6)}, партия {rnd(UPPER + DIGITS, 8)}",
        f"ТТН № {digits(8)} от {pick('ТОО Техснаб', 'ТОО KazNet')}, 4 места",
    )
    return r


def main() -> None:
    write_corpora("make_heldout277.py", [
        ("heldout277_credentials.yaml", credentials(), "Held-out batch 277: credentials an Atyrau oil-field IT engineer keeps (AD, SCADA, VSAT, FortiGate, 1C, ЭЦП, Kaspi)"),
        ("heldout277_lookalikes.yaml", lookalikes(), "Held-out batch 277: look-alikes from an Atyrau oil-field IT engineer's notes (БИН/ИИН, wells, tags, serials, references)"),
    ])


if __name__ == "__main__":
    main()
