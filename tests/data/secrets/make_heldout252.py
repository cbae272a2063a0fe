# ruff: noqa: E501
"""Writes heldout252_credentials.yaml and heldout252_lookalikes.yaml: held-out batch 252.

Persona: a systems administrator at a university in Kyiv who writes notes in Ukrainian with
English and Russian technical words mixed in. They keep the Moodle admin password, the LDAP
bind password, the PostgreSQL superuser password, Zabbix API tokens, the Proxmox root
password, the 1C server admin password, the Diia.Sign key file password, the university
Wi-Fi EAP credentials, the server room door code and a Telegram bot token. Their harmless
notes hold ЄДРПОУ codes, student ids, IP addresses, VLAN ids, ticket numbers, SHA-256
checksums of ISOs, Proxmox VM ids, certificate serial numbers, Telegram chat ids and MAC
addresses.

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
    bitlocker_key,
    digits,
    groups,
    hexs,
    iban,
    mac,
    openssh_private,
    phrase,
    pick,
    pod_name,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = [
    "kashtan", "dnipro", "sokil", "lypa", "kalyna", "veselka", "zoria", "khmara",
    "borshch", "lelka", "vyshnia", "bereza", "chumak", "kobza", "maky", "sonyakh",
    "tramvai", "metro", "podil", "lavra", "obolon", "pechersk", "hrim", "dub",
]
SYMS = "!#%*+-_.@"


def strong(n: int = 16) -> str:
    """A generated password with symbols."""
    return rnd(ALNUM + SYMS, n)


def human_pw() -> str:
    """A password a Ukrainian admin would make up."""
    return pick(
        f"{pick('Kashtan', 'Dnipro', 'Sokil', 'Lypa', 'Kalyna', 'Podil')}{digits(4)}!{pick('kv', 'ua', 'Kyiv', 'UA')}",
        f"{pick('Zabbix', 'Moodle', 'Proxmox', 'Server')}_{pick('Kyiv', 'Univ', 'Korpus')}{digits(2)}#{rnd(LOWER, 3)}",
        f"{rnd(UPPER, 1)}{rnd(LOWER, 5)}{digits(3)}{pick('!', '$', '%', '&')}{rnd(UPPER, 2)}",
    )


def tg_token() -> str:
    """A Telegram bot token: the bot id, a colon, then 35 characters starting with AA."""
    return f"{digits(pick(9, 10), lead=True)}:AA{rnd(URLSAFE, 33)}"


def glpat() -> str:
    return f"glpat-{rnd(URLSAFE, 20)}"


def glsa() -> str:
    return f"glsa_{rnd(ALNUM, 32)}_{hexs(8)}"


def door(n: int) -> str:
    return digits(n, lead=True)


def edrpou() -> str:
    return "0" + digits(7) if secrets.randbelow(3) == 0 else digits(8, lead=True)


def ipv4(prefix: str) -> str:
    return f"{prefix}.{secrets.randbelow(250) + 2}"


def ttn() -> str:
    """A Nova Poshta waybill number: 14 digits starting 20 or 59."""
    return pick("20", "59") + digits(12)


def cert_serial() -> str:
    return ":".join(secrets.token_hex(1).upper() for _ in range(16))


def credentials() -> Rows:
    r = Rows()
    r.add(
        "moodle_admin_password",
        f"Запам'ятай: пароль адміна Moodle (moodle.univ.example, логін admin) — {human_pw()}",
        f"moodle admin / {pw()}  — після апдейту до 4.3 не міняв",
        f"Нагадай мені потім: у мудлі локальний акаунт admin, пароль {strong(14)}, входити через /login/index.php?noredirect=1 бо SSO",
        f"мудл адмінка: логін siteadmin, пароль {human_pw()}",
        f"Moodle тест (moodle-test.univ.internal): admin / {rnd(ALNUM, 12)}\nпрод (moodle.univ.example): admin / {pw()}",
        f"пароль от мудла поменял сегодня, новый: {strong(18)} (admin)",
    )
    r.add(
        "moodle_webservice_token",
        f"токен веб-сервісу Moodle для інтеграції з деканатом (юзер ws_dekanat): {hexs(32)}",
        f"https://moodle.univ.example/webservice/rest/server.php?wstoken={hexs(32)}&wsfunction=core_user_get_users&moodlewsrestformat=json",
        f"Moodle mobile/ws token для скрипта синхронізації груп — {hexs(32)}",
        f"MOODLE_WS_TOKEN={hexs(32)}\nMOODLE_URL=https://moodle.univ.example",
        f"ws токен (core_course_create_courses дозволено) {hexs(32)} — не світити студентам-розробникам!",
    )
    r.add(
        "ldap_bind_password",
        f"LDAP bind: cn=moodle-bind,ou=service,dc=univ,dc=internal / пароль {pw()}",
        f"ldap.conf для Zabbix:\nBINDDN cn=zbx-ro,ou=svc,dc=univ,dc=internal\nBINDPW {rnd(ALNUM, 18)}",
        f"ldapsearch -x -H ldaps://dc01.univ.internal -D 'CN=svc_ldap,OU=Service,DC=univ,DC=internal' -w '{strong(16)}' -b 'DC=univ,DC=internal' '(sAMAccountName=ivanenko)'",
        f"біндпароль для лдапа (сервісний акк svc_moodle) поміняв на {human_pw()}, старий вже не працює",
        f"Moodle → Plugins → Authentication → LDAP server: bind_dn = uid=moodle,ou=system,dc=univ,dc=example; bind_pw = {pw()}",
    )
    r.add(
        "postgres_superuser_password",
        f"postgres на db01: суперюзер postgres, пароль {pw()}",
        f"psql -h pg01.univ.internal -U postgres   # пароль: {rnd(ALNUM, 20)}",
        f"PGPASSWORD='{strong(18)}' pg_dumpall -h 10.20.0.15 -U postgres > /backup/all.sql   — так запускається нічний бекап",
        f"~/.pgpass на бекап-сервері:\npg01.univ.internal:5432:*:postgres:{rnd(ALNUM, 22)}",
        f"Пароль суперюзера PostgreSQL (кластер під 1С, pg-1c.univ.internal) — {human_pw()}. Не плутати з паролем юзера usr1cv8.",
    )
    r.add(
        "database_connection_config",
        f"DATABASE_URL=postgresql://moodleuser:{rnd(ALNUM, 18)}@pg01.univ.internal:5432/moodle",
        f"config.php Moodle:\n$CFG->dbtype = 'pgsql';\n$CFG->dbhost = 'pg01.univ.internal';\n$CFG->dbuser = 'moodle';\n$CFG->dbpass = '{pw()}';",
        f"рядок підключення для DSpace: jdbc:postgresql://pg01.univ.internal:5432/dspace?user=dspace&password={rnd(ALNUM, 16)}",
        f"zabbix_server.conf:\nDBHost=pg02.univ.internal\nDBName=zabbix\nDBUser=zabbix\nDBPassword={strong(20)}",
        f"libpq для звітів: host=pg02.univ.internal port=5432 dbname=reports user=report_ro password={rnd(ALNUM, 16)} sslmode=require",
    )
    r.add(
        "zabbix_api_token",
        f"Zabbix API токен (юзер api-grafana): {hexs(64)}",
        f"curl -s -X POST -H 'Content-Type: application/json-rpc' -H 'Authorization: Bearer {hexs(64)}' https://zabbix.univ.internal/api_jsonrpc.php -d '{{\"jsonrpc\":\"2.0\",\"method\":\"host.get\",\"params\":{{}},\"id\":1}}'",
        f"заббікс апі токен для скрипта інвентаризації — {hexs(64)}, expires 31.12",
        f"Grafana → datasource Zabbix: url https://zabbix.univ.internal/api_jsonrpc.php, auth type token,\ntoken = {hexs(64)}",
        f"zabbix token (новый, старый отозвал): {hexs(64)}",
    )
    r.add(
        "proxmox_root_password",
        f"Proxmox pve01: root@pam / {pw()}",
        f"Пароль рута на проксмоксі (кластер з 3 нод, pve01..03.univ.internal) — {strong(16)}",
        f"веб-морда https://pve02.univ.internal:8006 — логін root, realm Linux PAM, пароль {human_pw()}",
        f"PBS (proxmox backup server, pbs01) root пароль: {rnd(ALNUM, 14)}",
        f"рут на pve03 після переустановки: {pw()} (поки не міняв на загальний)",
    )
    r.add(
        "proxmox_api_token",
        f"Proxmox API token для terraform: root@pam!terraform = {uid()}",
        f"Authorization: PVEAPIToken=automation@pve!ansible={uid()}",
        f"export PM_API_TOKEN_ID='terraform@pve!tf'\nexport PM_API_TOKEN_SECRET='{uid()}'",
        f"токен для шаблону Zabbix 'Proxmox VE by HTTP': {{$PVE.TOKEN.ID}} = zabbix@pve!monitoring, {{$PVE.TOKEN.SECRET}} = {uid()}",
    )
    r.add(
        "onec_server_admin_password",
        f"1С: адміністратор кластера серверів (ras/rac) — admin1c / {pw()}",
        f"Пароль адміністратора центрального сервера 1С:Підприємство 8.3 (srv-1c.univ.internal): {rnd(ALNUM, 12)}",
        f"rac cluster list --cluster-user=Администратор --cluster-pwd={strong(14)} srv-1c.univ.internal:1545",
        f"база 'Бухгалтерія для бюджетних установ' в 1С: користувач Адміністратор, пароль {human_pw()}",
        f"1с сервак, локальний юзер usr1cv8 на srv-1c: пароль {rnd(ALNUM, 14)}",
    )
    r.add(
        "diia_sign_key_password",
        f"Пароль до ключа Key-6.dat (КЕП директора ІТ-центру, АЦСК) — {pw()}",
        f"Дія.Підпис: файл ключа на флешці 'КЕП бухгалтерія', пароль {rnd(ALNUM, 10)}",
        f"пароль від ключа дія (печатка університету, .jks): {human_pw()}",
        f"КЕП для Дія.Підпис (мій, pb_*.jks): пароль до файлу ключа {strong(12)}",
        f"ключ КЕП проректора для підпису в Прозорро — пароль {rnd(ALNUM, 9)}",
    )
    r.add(
        "wifi_eap_credentials",
        f"університетський Wi-Fi (UNIV-STAFF, WPA2-Enterprise, PEAP/MSCHAPv2): логін net.admin@univ.example, пароль {pw()}",
        f"wpa_supplicant.conf для тест-ноута:\nnetwork={{\n  ssid=\"UNIV-STAFF\"\n  key_mgmt=WPA-EAP\n  eap=PEAP\n  identity=\"svc-kiosk@univ.example\"\n  password=\"{rnd(ALNUM, 14)}\"\n  phase2=\"auth=MSCHAPV2\"\n}}",
        f"вайфай для гостей конференції (EAP-TTLS/PAP): conf2025@univ.example / {human_pw()}",
        f"Wi-Fi UNIV-STAFF, eap identity kiosk-lib01, пароль {strong(14)} (кіоски в бібліотеці)",
        f"eduroam тестовий акаунт для перевірки точок: test.eduroam@univ.example — {rnd(ALNUM, 12)}",
    )
    r.add(
        "radius_shared_secret",
        f"RADIUS shared secret для точок доступу (freeradius clients.conf, client ap-korpus1): {rnd(ALNUM, 24)}",
        f"clients.conf:\nclient unifi-controller {{\n    ipaddr = 10.40.0.5\n    secret = {strong(20)}\n}}",
        f"radius secret на контролері Ruckus (для NPS) — {rnd(ALNUM, 20)}",
        f"спільний секрет RADIUS між NPS і мікротіками: {rnd(ALNUM + '-', 22)}",
    )
    r.add(
        "server_room_door_code",
        f"код на двері серверної (корпус 4, к. 012): {door(6)}#",
        f"серверна: кодовий замок {door(4)}, після 22:00 ще сигналізація — код {door(4)}",
        f"Door code server room (new from 1 Sept): {door(5)}*",
        f"двері серверної — {door(6)}, кросова на 2 поверсі — {door(4)}",
        f"код від серверної змінили, тепер {door(4)}{pick('A', 'B')}",
    )
    r.add(
        "telegram_bot_token",
        f"Токен бота алертів Zabbix (@univ_zbx_alert_bot): {tg_token()}",
        f"TELEGRAM_BOT_TOKEN={tg_token()}\nTELEGRAM_CHAT_ID=-100{digits(10, lead=True)}",
        f"curl 'https://api.telegram.org/bot{tg_token()}/sendMessage?chat_id=-100{digits(10, lead=True)}&text=test'",
        f"бот для заявок хелпдеску — token {tg_token()}, створив через BotFather",
        f"Zabbix → Alerts → Media types → Telegram → Token: {tg_token()}",
    )
    r.add(
        "mikrotik_admin_password",
        f"MikroTik CCR в серверній (10.0.0.1): admin / {pw()}",
        f"мікротік на 3 корпусі, логін adm-net, пароль {human_pw()}",
        f"/user add name=zabbix group=read password={rnd(ALNUM, 16)}   — виконати на всіх мікротах",
        f"winbox 10.0.0.254 admin {strong(14)}",
        f"hAP в гуртожитку №2 — admin/{rnd(ALNUM, 10)} (скинув до заводських і поставив цей)",
    )
    r.add(
        "bmc_ipmi_password",
        f"iDRAC pve01 (10.10.5.11): root / {rnd(ALNUM, 12)}",
        f"ipmitool -I lanplus -H 10.10.5.12 -U ADMIN -P '{strong(14)}' chassis power status",
        f"Supermicro IPMI на бекап-сервері: ADMIN / {rnd(UPPER, 10)} (з наклейки, не міняли!)",
        f"iLO на старому HP DL380 (10.10.5.20): Administrator / {rnd(UPPER + DIGITS, 8)}",
    )
    r.add(
        "ssh_private_key",
        f"Ключ для ansible (юзер deploy) — збережи:\n{openssh_private()}",
        f"{openssh_private()}\nце приватний ключ root@backup01 для rsync",
        f"id_ed25519 для gitlab-runner:\n{openssh_private()}",
        f"приватний ключ для доступу на pve-ноди з ноута (пароль до ключа не ставив):\n{openssh_private()}",
    )
    r.add(
        "wireguard_private_key",
        f"WG конфіг для віддаленого доступу:\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.99.0.2/32\nDNS = 10.20.0.2\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.univ.example:51820\nAllowedIPs = 10.0.0.0/8",
        f"wireguard приватний ключ мого ноута: {wg_key()}",
        f"wg0 на vpn01: PrivateKey {wg_key()} (публічний вже роздав колегам)",
        f"wg privkey для peer 'dekanat-fizmat': {wg_key()}",
    )
    r.add(
        "gitlab_personal_access_token",
        f"GitLab (gitlab.univ.internal) PAT для бекапу конфігів: {glpat()}",
        f"git clone https://oauth2:{glpat()}@gitlab.univ.internal/infra/ansible.git",
        f"токен гітлаба (scope api, read_repository) — {glpat()}",
        f"GITLAB_TOKEN={glpat()}",
    )
    r.add(
        "grafana_service_account_token",
        f"Grafana SA token (для провіженінгу дашбордів): {glsa()}",
        f"curl -H 'Authorization: Bearer {glsa()}' https://grafana.univ.internal/api/dashboards/uid/zbx-overview",
        f"токен сервісного акаунта графани (Editor) {glsa()}",
        f"GF_TOKEN={glsa()}",
    )
    r.add(
        "mysql_password",
        f"MySQL root на web-old (сайт кафедр, WordPress): {pw()}",
        f"wp-config.php:\ndefine('DB_NAME', 'kafedra_wp');\ndefine('DB_USER', 'wp_kafedra');\ndefine('DB_PASSWORD', '{strong(16)}');\ndefine('DB_HOST', 'localhost');",
        f"mysql -u root -p'{rnd(ALNUM, 14)}' -e 'SHOW DATABASES;'   (на lib-db)",
        f"мариадб для бібліотеки (Koha): юзер koha_univ, пароль {human_pw()}",
    )
    r.add(
        "backup_encryption_passphrase",
        f"restic репозиторій s3:https://s3.univ.internal/backup-moodle\nRESTIC_PASSWORD={rnd(ALNUM, 32)}",
        f"Пароль шифрування бекапів PBS (ключ зашифрований паролем): {phrase(WORDS, 5, '-')}",
        f"borg passphrase для /srv/backup/1c: {phrase(WORDS, 4, ' ')} {digits(3)}",
        f"BORG_PASSPHRASE='{strong(24)}'  # сервер бекапів 1С",
        f"Veeam: пароль шифрування job 'Moodle-daily' — {human_pw()}; без нього бекап не відновити!",
    )
    r.add(
        "snmp_credentials",
        f"SNMPv3 для комутаторів: user zbxmon, auth SHA, authPass {rnd(ALNUM, 16)}, priv AES, privPass {rnd(ALNUM, 16)}",
        f"snmpwalk -v3 -l authPriv -u zbxmon -a SHA -A '{rnd(ALNUM, 14)}' -x AES -X '{rnd(ALNUM, 14)}' 10.30.0.1",
        f"snmp community для старих cisco (v2c, RW!): {rnd(ALNUM, 12)}",
        f"Zabbix макроси: {{$SNMP_COMMUNITY}} = {rnd(ALNUM, 14)}; {{$SNMPV3_AUTHPASS}} = {rnd(ALNUM, 16)}",
    )
    r.add(
        "smtp_relay_password",
        f"SMTP для Moodle: smtp.univ.example:587, user noreply@univ.example, pass {pw()}",
        f"postfix sasl_passwd:\n[smtp.univ.example]:587 moodle-noreply@univ.example:{rnd(ALNUM, 16)}",
        f"пошта для алертів zabbix@univ.example — пароль {human_pw()} (SMTP auth, STARTTLS)",
        f"msmtprc на pve01:\naccount default\nhost smtp.univ.example\nport 587\nuser pve-alerts@univ.example\npassword {strong(16)}",
    )
    r.add(
        "google_app_password",
        f"пароль додатка Google для noreply@univ.example (щоб Moodle слав пошту): {app_password()}",
        f"app password gmail (helpdesk@univ.example): {app_password()}",
        f"Google Workspace, акаунт backup-reports@univ.example, пароль застосунку — {app_password().replace(' ', '')}",
        f"App password для Thunderbird (мій робочий ящик): {app_password()}",
    )
    r.add(
        "bitlocker_recovery_key",
        f"BitLocker ключ відновлення ноутбука проректора (ID {hexs(8).upper()}): {bitlocker_key()}",
        f"бітлокер, ПК бухгалтерії №7: {bitlocker_key()}",
        f"Recovery key для ноута в серверній: {bitlocker_key()}",
        f"ключ восстановления BitLocker (ПК ректорат-02)\n{bitlocker_key()}",
    )
    r.add(
        "totp_secret",
        f"TOTP секрет для 2FA адміна Moodle (якщо телефон загубиться): {rnd(BASE32, 32)}",
        f"otpauth://totp/Proxmox:root@pam?secret={rnd(BASE32, 32)}&issuer=Proxmox",
        f"2FA seed для admin@univ.example в Google Admin: {groups(rnd(BASE32.lower(), 32), 4)}",
        f"секрет OTP для vpn (FortiToken не дали, тому google auth): {rnd(BASE32, 16)}",
    )
    r.add(
        "keepass_master_password",
        f"майстер-пароль від KeePassXC бази відділу (infra.kdbx): {phrase(WORDS, 6, ' ')}",
        f"мастер пароль кипаса (мій особистий): {strong(20)}",
        f"KeePass infra.kdbx — пароль {phrase(WORDS, 4, '.')}.{digits(2)} + keyfile на флешці",
        f"кіпас на флешці в сейфі (аварійний доступ): {human_pw()}{digits(3)}",
    )
    r.add(
        "ipsec_psk",
        f"IPsec site-to-site з гуртожитком №3: PSK {rnd(ALNUM, 32)}",
        f"/ip ipsec identity add peer=obsh3 secret={strong(24)}",
        f"strongSwan ipsec.secrets:\n10.0.0.1 185.0.2.10 : PSK \"{rnd(ALNUM, 28)}\"",
        f"PSK для тунелю до резервного ЦОДу (acme-dc): {strong(30)}",
    )
    r.add(
        "google_recovery_codes",
        f"Резервні коди Google для admin@univ.example:\n{recovery_codes(8, 'digits')}",
        f"backup codes супер-адміна Workspace (надрукував копію в сейф):\n{recovery_codes(10, 'digits')}",
        f"коди відновлення 2FA gitlab root:\n{recovery_codes(6, 'github')}",
    )
    r.add(
        "domain_admin_password",
        f"доменний адмін UNIV\\adm.sysadmin — {pw()}",
        f"пароль Administrator на dc01 (DSRM): {strong(16)}",
        f"runas /user:UNIV\\adm-it cmd   пароль {human_pw()}",
        f"AD: сервісний акк svc_backup (Domain Admins, на жаль) / {rnd(ALNUM, 18)}",
    )
    r.add(
        "cisco_enable_secret",
        f"cisco 2960 у корпусі 1: enable secret {rnd(ALNUM, 12)}, telnet вимкнений",
        f"username netadmin privilege 15 secret {strong(14)}",
        f"ен пароль на core-sw (C9300): {human_pw()}",
        f"enable password на старому 3750 в гуртожитку: {rnd(LOWER + DIGITS, 10)}",
    )
    r.add(
        "redis_password",
        f"Redis для сесій Moodle (redis01): requirepass {rnd(ALNUM, 32)}",
        f"redis-cli -h 10.20.0.31 -a '{strong(24)}' info memory",
        f"$CFG->session_redis_auth = '{rnd(ALNUM, 28)}';",
        f"пароль редіса для кешу (MUC store 'redis-prod'): {pw()}",
    )
    r.add(
        "nextcloud_admin_password",
        f"Nextcloud кафедр (cloud.univ.example): admin / {pw()}",
        f"sudo -u www-data php occ user:resetpassword admin → новий пароль {human_pw()}",
        f"некстклауд, сервісний акаунт для бекапу: nc-backup, пароль {strong(18)}",
        f"пароль додатку Nextcloud для WebDAV-синку (з налаштувань безпеки): {'-'.join(rnd(ALNUM, 5) for _ in range(5))}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "edrpou_code",
        f"ЄДРПОУ університету: {edrpou()} — для договору з провайдером",
        f"Код ЄДРПОУ постачальника серверів (ТОВ «Акме Системс»): {edrpou()}",
        f"в рахунку вказати ЄДРПОУ {edrpou()} і ІПН платника ПДВ не потрібен",
        f"ЄДРПОУ {edrpou()} — це ФОП, що обслуговує кондиціонери в серверній? ні, це ТОВ, перевірити в ЄДР",
        f"ЕДРПОУ для закупівлі ліцензій: {edrpou()}",
    )
    r.add(
        "student_id",
        f"студентський квиток КВ №{digits(8, lead=True)} — у студента не синхронізується акаунт Moodle",
        f"ID студента в Moodle: {digits(5, lead=True)}, група КН-{digits(2, lead=True)}",
        f"номер залікової книжки {digits(2)}{pick('/', '-')}{digits(4)} — треба перевести в іншу групу в 1С",
        f"student id {digits(9, lead=True)} не знаходиться в LDAP, перевірити атрибут employeeNumber",
        f"Студент з ID {digits(6, lead=True)} просить скинути пароль — відправив на helpdesk, сам не скидаю",
    )
    r.add(
        "ip_address_plan",
        f"IP-план: Moodle {ipv4('10.20.0')}, Zabbix {ipv4('10.20.0')}, pve01 {ipv4('10.10.5')}, шлюз 10.20.0.1",
        f"новий сервер 1С отримав адресу {ipv4('10.20.1')}/24, DNS srv-1c.univ.internal",
        f"зовнішня адреса NAT для гуртожитків — 198.51.100.{secrets.randbelow(250) + 2}",
        f"DHCP пул для бібліотеки: 10.50.{secrets.randbelow(200)}.100–200, lease 8h",
        f"заблокувати {ipv4('203.0.113')} — брутфорсить SSH на vpn01",
    )
    r.add(
        "vlan_id",
        f"VLAN {secrets.randbelow(4000) + 2} — студентський Wi-Fi, VLAN {secrets.randbelow(4000) + 2} — персонал",
        f"на порту Gi1/0/{secrets.randbelow(48) + 1} access vlan {secrets.randbelow(900) + 100} (бухгалтерія)",
        f"vlan {secrets.randbelow(4000) + 2} name MGMT_IPMI — не тегувати на точках доступу",
        f"trunk до корпусу 3: allowed vlan 10,20,{secrets.randbelow(900) + 100},{secrets.randbelow(900) + 1000}",
    )
    r.add(
        "helpdesk_ticket",
        f"тікет #{digits(5, lead=True)} — не працює принтер на кафедрі фізики",
        f"заявка HD-{digits(6, lead=True)}: скинути пароль викладачу (скинув, новий він задав сам)",
        f"GLPI ticket {digits(5, lead=True)} закрити після заміни блоку живлення",
        f"Redmine #{digits(4, lead=True)} — міграція Moodle на PostgreSQL 16",
        f"інцидент INC-{digits(4, lead=True)}/{digits(2)}: падіння LDAP вночі, причина — диск на dc02",
    )
    r.add(
        "iso_sha256_checksum",
        f"SHA256 proxmox-ve_8.2-1.iso: {hexs(64)} — звірив, збігається",
        f"sha256sum ubuntu-24.04-live-server-amd64.iso\n{hexs(64)}  ubuntu-24.04-live-server-amd64.iso",
        f"контрольна сума debian-12.5.0-amd64-netinst.iso (SHA-256): {hexs(64).upper()}",
        f"Windows Server 2022 ISO, хеш з порталу: {hexs(64)}",
        f"SHA256SUMS для образу PBS 3.2: {hexs(64)}",
    )
    r.add(
        "proxmox_vmid",
        f"VM {secrets.randbelow(900) + 100} — moodle-prod, VM {secrets.randbelow(900) + 100} — moodle-test",
        f"qm migrate {secrets.randbelow(900) + 100} pve02 --online",
        f"CT {secrets.randbelow(900) + 100} (zabbix-proxy) з'їдає весь диск local-lvm",
        f"vzdump {secrets.randbelow(900) + 100} --storage pbs01 --mode snapshot  — поставити в розклад",
        f"vmid для шаблону Ubuntu cloud-init: 9{digits(3)}",
    )
    r.add(
        "certificate_serial_number",
        f"серійний номер сертифіката *.univ.example: {cert_serial()}, діє до 14.03",
        f"Serial Number: {hexs(32)} (сертифікат moodle.univ.example від Let's Encrypt)",
        f"серійник сертифіката КЕП (відкритий ключ): {hexs(40).upper()}",
        f"openssl x509 -noout -serial -in zabbix.crt\nserial={hexs(36).upper()}",
    )
    r.add(
        "telegram_chat_id",
        f"chat_id групи алертів Zabbix: -100{digits(10, lead=True)}",
        f"Telegram chat id для бота хелпдеску (група 'ІТ-чергові'): -100{digits(10, lead=True)}",
        f"мій user id в телеграмі: {digits(9, lead=True)} — додати в allowlist бота",
        f"Zabbix → Users → Media → Telegram, Send to: -{digits(9, lead=True)}",
    )
    r.add(
        "mac_address",
        f"MAC нового принтера в деканаті: {mac(':', True)}, зарезервувати IP",
        f"точка доступу в 215 аудиторії — {mac('-', True)}, не бачить контролер",
        f"DHCP reservation: {mac()} → 10.20.0.{secrets.randbelow(200) + 20} (iDRAC pve01)",
        f"заблокувати MAC {mac()} на порту — студент підключив свій роутер",
        f"mac-address-table: {mac('.', False)} vlan {secrets.randbelow(900) + 100} Gi1/0/{secrets.randbelow(48) + 1}",
    )
    r.add(
        "password_rotation_reminder",
        "Нагадай: 1-го числа кожного кварталу міняти пароль root на всіх нодах Proxmox",
        "пароль адміна Moodle міняти кожні 90 днів, наступний раз — у жовтні",
        "після звільнення Коваленка змінити пароль bind-акаунта LDAP і Zabbix API токен",
        "ротація паролів 1С — у березні, домовитись з бухгалтерією, щоб не працювали в той день",
        "код від серверної міняємо після кожної зміни чергових, новий повідомляю усно",
    )
    r.add(
        "password_policy",
        "Політика паролів у домені: мінімум 14 символів, історія 24, блокування після 5 спроб на 15 хв",
        "вимоги до пароля Moodle: 12+ символів, 1 цифра, 1 спецсимвол, maxconsecutiveidentchars=3",
        "PostgreSQL: password_encryption = scram-sha-256, md5 більше не використовуємо",
        "для студентів пароль від Wi-Fi = пароль від пошти, для гостей окремий SSID з ваучерами",
        "fine-grained password policy для адмінів: 20 символів, термін дії 180 днів",
    )
    r.add(
        "secret_location_reference",
        "пароль рута Proxmox — в KeePass, група Infra/Proxmox, запис 'pve root'",
        "пароль до ключа Дія.Підпис знає тільки головбух, ключ у сейфі в 305",
        "код від серверної — у журналі чергових (паперовий), у мене не записувати",
        "токен бота Telegram лежить у Zabbix у Media type, дублювати ніде не треба",
        "пароль 1С-адміна в запечатаному конверті в сейфі проректора",
    )
    r.add(
        "vault_path",
        "секрети для ansible: vault kv get secret/infra/proxmox/root",
        "Vault path: kv/data/moodle/prod/db — звідти бере пароль config.php",
        "ansible-vault encrypt group_vars/all/vault.yml (пароль від vault — у KeePass)",
        "vault read database/creds/zabbix-ro  — динамічні креденшли на 1 годину",
    )
    r.add(
        "ci_secret_reference",
        "в .gitlab-ci.yml використовую $PROXMOX_TOKEN_SECRET (masked, protected)",
        "GitHub Actions: password: ${{ secrets.ZABBIX_API_TOKEN }}",
        "env у docker-compose: MOODLE_DB_PASSWORD=${MOODLE_DB_PASSWORD} — значення в .env на сервері, не в репо",
        "TELEGRAM_BOT_TOKEN береться з systemd EnvironmentFile=/etc/zbx-bot/env (chmod 600)",
    )
    r.add(
        "ssh_public_key",
        f"мій публічний ключ для authorized_keys на нових серверах:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} sysadmin@univ",
        f"ключ ansible (публічний), додати в cloud-init:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} deploy@ansible01",
        f"pubkey колеги: ssh-rsa {ssh_pub('ssh-rsa', 260)} petrenko@laptop",
        f"authorized_keys на backup01:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} zabbix@zabbix01",
    )
    r.add(
        "ssh_host_key_fingerprint",
        f"fingerprint pve01: SHA256:{rnd(ALNUM + '+/', 43)} (ED25519) — звірити при першому підключенні",
        f"ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub\n256 SHA256:{rnd(ALNUM + '+/', 43)} root@zabbix01 (ED25519)",
        f"відбиток ключа хоста backup01 змінився на SHA256:{rnd(ALNUM + '+/', 43)} — бо переустановили, все ок",
        f"Proxmox cert fingerprint (для PBS storage): {':'.join(secrets.token_hex(1).upper() for _ in range(32))}",
    )
    r.add(
        "wireguard_public_key",
        f"публічний ключ vpn01 (для конфігів клієнтів): {wg_key()}",
        f"[Peer] # dekanat-fizmat\nPublicKey = {wg_key()}\nAllowedIPs = 10.99.0.{secrets.randbelow(200) + 10}/32",
        f"WG pubkey ноута Іваненка: {wg_key()} — додати peer",
        f"wg show wg0: peer {wg_key()} latest handshake 2 minutes ago",
    )
    r.add(
        "git_commit_hash",
        f"роль ansible для Moodle відкотив на коміт {hexs(40)}",
        f"gitlab: infra/zabbix-templates, коміт {hexs(8)} — додав шаблон для PBS",
        f"git revert {hexs(12)}  # зламало конфіг nginx",
        f"тег v2.3.1 = {hexs(40)}",
    )
    r.add(
        "container_image_digest",
        f"zabbix/zabbix-web-nginx-pgsql@sha256:{hexs(64)} — зафіксував версію",
        f"docker ps: {hexs(12)}  grafana/grafana:11.1  Up 3 days",
        f"image: moodlehq/moodle-php-apache@sha256:{hexs(64)}",
        f"контейнер {hexs(12)} (redis) перезапускається по колу, подивитись logs",
    )
    r.add(
        "pod_name",
        f"kubectl logs {pod_name('moodle-cron')} -n elearning — падає по OOM",
        f"под {pod_name('zabbix-web')} в CrashLoopBackOff",
        f"kubectl delete pod {pod_name('grafana')} -n monitoring",
        f"{pod_name('keycloak')}   1/1   Running   0   4d",
    )
    r.add(
        "masked_credential",
        "токен Zabbix для Grafana: ****************************a3f1 (повний у KeePass)",
        f"Telegram bot token: {digits(10, lead=True)}:AA***…***, перегенерувати якщо засвітився",
        "DBPassword=******** у zabbix_server.conf — так і лишити в тікеті, не вставляти справжній",
        "пароль Wi-Fi гостей: K***-****-**25 (повідомляю на ресепшені)",
        f"glpat-••••••••••••{rnd(URLSAFE, 4)} — остання 4 символи старого токена, його вже відкликав",
    )
    r.add(
        "ldap_dn",
        "bind DN для Moodle: cn=moodle-bind,ou=service,dc=univ,dc=internal (пароль окремо, не тут)",
        f"користувач uid=s{digits(7)},ou=students,dc=univ,dc=internal не бачить курси",
        "base DN для пошуку: ou=staff,dc=univ,dc=internal; фільтр (&(objectClass=person)(memberOf=cn=teachers,ou=groups,dc=univ,dc=internal))",
        "ldaps://dc01.univ.internal:636, TLS_REQCERT demand, CA — univ-root-ca.pem",
    )
    r.add(
        "hardware_serial_number",
        f"Dell service tag pve01: {rnd(UPPER + DIGITS, 7)} — гарантія до 2027",
        f"S/N комутатора в корпусі 2: FOC{digits(4)}{rnd(UPPER + DIGITS, 4)}",
        f"серійник ДБЖ APC у серверній: AS{digits(10)}",
        f"інвентарний номер {digits(9, lead=True)}, s/n {rnd(UPPER + DIGITS, 10)} — списати старий сервер",
    )
    r.add(
        "prozorro_tender_id",
        f"закупівля серверів у Prozorro: UA-2025-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}-{digits(6)}-a",
        f"тендер на ліцензії Microsoft: UA-2024-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}-{digits(6)}-{pick('a', 'b', 'c')}",
        f"договір № {digits(3, lead=True)}/ІТ-{digits(2)} за результатами UA-2025-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}-{digits(6)}-a",
    )
    r.add(
        "university_iban",
        f"реквізити для оплати за навчання (публічні, є на сайті): IBAN {iban('UA', '820172' + '00000' + digits(14))}, ЄДРПОУ {edrpou()}",
        f"рахунок університету в Казначействі: {iban('UA', '820172' + '00000' + digits(14), spaced=False)} — для рахунку провайдеру",
        f"IBAN постачальника (з рахунку-фактури): {iban('UA', digits(6) + '00000' + digits(14))}",
    )
    r.add(
        "totp_settings",
        "2FA у Proxmox: TOTP, 6 цифр, період 30 с, алгоритм SHA1 — увімкнути для всіх @pam користувачів",
        "Moodle: плагін tool_mfa, фактори TOTP + email, grace period 7 днів",
        "у Google Workspace примусова 2SV для адмінів з 1 вересня, enforcement через OU",
        "FortiToken не закупили, тому для VPN — Google Authenticator (TOTP, 30 сек)",
    )
    r.add(
        "recaptcha_site_key",
        f"reCAPTCHA site key (публічний, для сторінки реєстрації Moodle): 6L{rnd(URLSAFE, 38)}",
        f"recaptchapublickey = 6L{rnd(URLSAFE, 38)} — приватний у налаштуваннях, не тут",
        f"Cloudflare Turnstile sitekey для форми хелпдеску: 0x4AAAAAAA{rnd(URLSAFE, 14)}",
    )
    r.add(
        "filesystem_uuid",
        f"/etc/fstab:\nUUID={uid()} /srv/backup ext4 defaults,noatime 0 2",
        f"blkid /dev/sdb1 → UUID=\"{uid()}\" TYPE=\"xfs\"",
        f"ceph fsid кластера: {uid()}",
        f"Zabbix dashboard https://zabbix.univ.internal/zabbix.php?action=dashboard.view&dashboardid={digits(3, lead=True)} — хост {uid()}",
    )
    r.add(
        "config_placeholder",
        "шаблон config.php для нових інстансів: $CFG->dbpass = 'CHANGE_ME';",
        "zabbix_agent2.conf: TLSPSKIdentity=pve01, TLSPSKFile=/etc/zabbix/zabbix_agentd.psk (сам PSK у файлі)",
        "DBPassword=<з KeePass> — у документації так і пишемо",
        "ldap_bind_pw: \"{{ vault_ldap_bind_pw }}\"  # значення в ansible-vault",
    )
    r.add(
        "onec_infobase_id",
        f"ID інформаційної бази 'Бухгалтерія' в кластері 1С: {uid()}",
        f"rac infobase summary list → infobase : {uid()}, name : zarplata",
        f"кластер 1С: cluster : {uid()}, host srv-1c.univ.internal, port 1541",
    )
    r.add(
        "wifi_profile_settings",
        "UNIV-STAFF: WPA2-Enterprise, EAP-PEAP, phase2 MSCHAPv2, CA — univ-root-ca, domain radius.univ.example",
        "студентський SSID UNIV-STUDENT, логін — університетська пошта, пароль той самий що в Moodle",
        "RADIUS: auth port 1812, acct 1813, timeout 5 s, retries 3",
        f"SSID UNIV-GUEST, VLAN {secrets.randbelow(900) + 100}, captive portal, ваучери на 24 год",
    )
    r.add(
        "tracking_number",
        f"ТТН Нової пошти на диски для pve03: {ttn()}",
        f"відправив зламаний ДБЖ на сервіс, накладна {ttn()}",
        f"Укрпошта трек {digits(13, lead=True)} — прийшли SFP-модулі?",
        f"ТТН {ttn()} — повернення комутатора постачальнику",
    )
    r.add(
        "gpg_key_fingerprint",
        f"відбиток GPG-ключа репозиторію Proxmox: {groups(hexs(40).upper(), 4)}",
        f"gpg --recv-keys {hexs(16).upper()}  # ключ репо Zabbix",
        f"fingerprint мого ключа для підпису коммітів: {hexs(40).upper()}",
    )
    r.add(
        "zabbix_object_id",
        f"Zabbix hostid {digits(5, lead=True)} (pve01), itemid {digits(6, lead=True)} — графік CPU",
        f"тригер triggerid={digits(5, lead=True)} спрацьовує хибно, збільшити поріг до 90%",
        f"https://zabbix.univ.internal/zabbix.php?action=problem.view&filter_eventid={digits(7, lead=True)}",
        f"eventid {digits(8, lead=True)} — алерт про диск на pg01, закрив вручну",
    )
    r.add(
        "moodle_course_url",
        f"курс 'Бази даних' для КН-{digits(2, lead=True)}: https://moodle.univ.example/course/view.php?id={digits(4, lead=True)}",
        f"https://moodle.univ.example/mod/quiz/view.php?id={digits(6, lead=True)} — тест не відкривається студентам",
        f"Moodle task \\tool_dataprivacy\\task\\expired_retention_period висить, cmid {digits(5, lead=True)}",
        f"резервна копія курсу: backup-moodle2-course-{digits(4, lead=True)}-bd_2025-{hexs(8)}.mbz",
    )
    return r


def main() -> None:
    write_corpora("make_heldout252.py", [
        ("heldout252_credentials.yaml", credentials(), "Held-out batch 252: credentials a Kyiv university sysadmin keeps (Moodle, LDAP, PostgreSQL, Zabbix, Proxmox, 1C, Diia.Sign, EAP Wi-Fi, door codes, Telegram bots), in Ukrainian with English and Russian terms"),
        ("heldout252_lookalikes.yaml", lookalikes(), "Held-out batch 252: harmless notes of a Kyiv university sysadmin that look secret (ЄДРПОУ codes, student ids, IPs, VLANs, tickets, ISO checksums, VM ids, cert serials, chat ids, MACs, references and policies)"),
    ])


if __name__ == "__main__":
    main()
