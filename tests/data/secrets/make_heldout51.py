# ruff: noqa: E501
"""Writes heldout51_credentials.yaml and heldout51_lookalikes.yaml: held-out batch 51.

Persona: a database administrator at a manufacturing company in Osaka who keeps notes in
Japanese (about half) and English. The credentials are the ones such a person handles:
Oracle SYS/SYSTEM, wallet, TDE keystore and listener passwords, SQL Server sa and SQL logins,
PostgreSQL and MySQL users with .pgpass / my.cnf lines, Redis AUTH, MongoDB connection
strings, backup encryption passphrases, replication users, JDBC URLs with passwords, an AWS
RDS master password, a monitoring tool's API key, the company VPN and personal Rakuten and
bank logins. The look-alikes are the identifiers the same person writes down all day: Oracle
SIDs and service names, SCNs, ROWIDs, SQL_IDs and plan hash values, LSNs and WAL file names,
GTIDs, MongoDB ObjectIds, checksums, RDS resource ids, ARNs and snapshot ids, object names
with random-looking suffixes, error codes, ticket numbers, Japanese corporate numbers and
postal codes, and placeholder passwords in templates.

The batch was written blind: without reading the detector, its tests or the other corpora.
Every value is synthetic and drawn at run time from the `secrets` module; hosts are under
`.example`, `.internal`, `.test` or acme.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    Rows,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    card_expiry,
    digits,
    groups,
    hexs,
    luhn,
    openssh_private,
    phrase,
    pick,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

ORA_PRD = "ora-prd01.osaka.acme.internal"
SQL_PRD = "sqlprd01.osaka.acme.internal"
PG_PRD = "pg-prd01.osaka.acme.internal"
MY_PRD = "mysql-prd01.osaka.acme.internal"
SQL_ID_ALPHABET = "0123456789abcdfghjkmnpqrstuvwxyz"
WORDS = ["sakura", "kaizen", "naniwa", "takoyaki", "umeda", "hanshin", "kansai", "yodogawa",
         "tsutenkaku", "okonomi", "shinsekai", "midosuji", "biwako", "kobe", "momiji", "yuzu"]


def jp_pw() -> str:
    """A password a person in Osaka made up and can remember."""
    word = pick("Sakura", "Kaizen", "Naniwa", "Takoyaki", "Umeda", "Hanshin", "Dotonbori",
                "Midosuji", "Tsutenkaku", "Yodogawa", "Momiji", "Biwako", "Kuidaore", "Shinsekai")
    year = pick("19", "20", "21", "22", "23", "24", "25", "")
    return pick(
        f"{word}{year}{secrets.randbelow(90) + 10}{pick('!', '#', '$', '@', '%', '&')}",
        f"{word.lower()}_{secrets.randbelow(9000) + 1000}{pick('!', '?', '*')}",
        f"{pick('Osaka', 'Tenma', 'Namba')}{pick('@', '#', '-')}{word}{secrets.randbelow(900) + 100}",
        f"{word[0].lower()}{word[1:].upper()}{secrets.randbelow(9000) + 1000}",
    )


def gen_pw(n: int = 16) -> str:
    """A password a generator made."""
    return pick(rnd(ALNUM, n), rnd(ALNUM + "!#%+-=_", n), rnd(ALNUM + "@$^*", n))


def ora_pw() -> str:
    """An Oracle password: starts with a letter, letters, digits and _ # $."""
    return pick(
        rnd(UPPER, 1) + rnd(ALNUM + "_#", 15),
        f"{pick('Ora', 'Db', 'Mes', 'Prd')}{rnd(ALNUM, 8)}#{secrets.randbelow(90) + 10}",
        jp_pw().replace("!", "#").replace("@", "_").replace("%", "#").replace("&", "_").replace("?", "#").replace("*", "_").replace("-", "_"),
    )


def corp_number() -> str:
    """A Japanese corporate number (法人番号) with its leading check digit."""
    base = digits(12)
    total = sum(int(d) * (1 if i % 2 == 0 else 2) for i, d in enumerate(reversed(base)))
    return str(9 - total % 9) + base


def sql_id() -> str:
    return rnd(SQL_ID_ALPHABET, 13)


def phv() -> str:
    return str(secrets.randbelow(4_294_967_295) + 1)


def scn() -> str:
    return str(10**10 + secrets.randbelow(9 * 10**12))


def rowid() -> str:
    return "AAA" + rnd(B64, 3) + "AA" + rnd(UPPER, 1) + "AA" + rnd(B64, 4) + "AA" + rnd(UPPER, 1)


def lsn() -> str:
    return f"{secrets.randbelow(0x60) + 1:X}/{secrets.randbelow(2**32):X}"


def wal() -> str:
    return f"{secrets.randbelow(4) + 1:08X}{secrets.randbelow(0x60) + 1:08X}{secrets.randbelow(0x100):08X}"


def oid() -> str:
    return f"{1_690_000_000 + secrets.randbelow(60_000_000):08x}{hexs(16)}"


def bin_name() -> str:
    return f"BIN${b64(secrets.token_bytes(16))}$0"


def ymd() -> str:
    return f"20{pick('23', '24', '25')}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}"


def postal() -> str:
    return f"{pick('530', '531', '540', '541', '550', '556', '564', '520', '525')}-{digits(4)}"


def credentials() -> Rows:
    r = Rows()
    r.add("oracle_sys",
          f"本番ORA（PRDORA1）sys のパスワード: {ora_pw()}\n※金庫の紙と同じもの",
          f"sqlplus sys/{ora_pw()}@//{ORA_PRD}:1521/PRDORA1 as sysdba",
          f"Reset SYS on the DR standby after the password file sync:\norapwd file=$ORACLE_HOME/dbs/orapwDRORA1 password={ora_pw()} entries=10 force=y")
    r.add("oracle_system",
          f"SYSTEM / {jp_pw()}（検証環境 TSTORA、先週変更）",
          f"ALTER USER system IDENTIFIED BY \"{ora_pw()}\" CONTAINER=ALL;  -- 2024/06 定期変更分",
          f"Staging SYSTEM password is now {jp_pw()} - tell Kobayashi-san before Friday's patching.")
    r.add("oracle_wallet",
          f"orapki wallet create -wallet /u01/app/oracle/admin/PRDORA1/wallet -pwd {ora_pw()} -auto_login",
          f"ウォレットのパスワード（mkstore 用）: {jp_pw()}\n場所: /u01/app/oracle/wallet/app_batch",
          f"mkstore -wrl /u01/app/oracle/wallet -createCredential PRDORA1_BATCH batch_user {ora_pw()}")
    r.add("oracle_tde",
          f"ADMINISTER KEY MANAGEMENT SET KEYSTORE OPEN IDENTIFIED BY \"{ora_pw()}\" CONTAINER=ALL;",
          f"TDEマスターキーのキーストアパスワード（本番）: {jp_pw()}\n再起動後は手動で OPEN が必要",
          f"TDE keystore password for the new 19c CDB: {ora_pw()}\nbackup keystore tagged before_rekey_{ymd()}")
    r.add("oracle_listener",
          f"lsnrctl の管理パスワード（LISTENER_PRD）: {jp_pw()}",
          f"LSNRCTL> set password\nPassword: {ora_pw()}\nThe command completed successfully\n(old 11g box in plant 2)",
          f"Listener admin password on ora-tst02.acme.test = {gen_pw(12)}")
    r.add("oracle_dblink",
          f"CREATE DATABASE LINK erp_link CONNECT TO erp_ro IDENTIFIED BY \"{ora_pw()}\" USING 'ERPPRD';",
          f"生産管理→原価システムの DB リンク:\nCONNECT TO cost_link IDENTIFIED BY {ora_pw()} USING 'COSTDB'")
    r.add("oracle_app_user",
          f"ALTER USER MES_APP IDENTIFIED BY \"{ora_pw()}\" ACCOUNT UNLOCK;",
          f"MES の接続ユーザー mes_app / {jp_pw()}（ロックされたら解除して再設定）",
          f"New schema for the QC dashboard: qc_read, password {ora_pw()}, granted SELECT on QC.* only")
    r.add("oracle_rman_catalog",
          f"rman target / catalog rcat_owner/{ora_pw()}@RCATDB",
          f"RMANカタログ所有者 rcat_owner のパスワード: {jp_pw()}")
    r.add("rman_encryption",
          f"RMAN> SET ENCRYPTION ON IDENTIFIED BY '{jp_pw()}' ONLY;  -- 月次のテープ用",
          f"月次フルバックアップ（テープ搬出分）の暗号化パスワード: {gen_pw(20)}\n復元時は SET DECRYPTION IDENTIFIED BY で同じものを指定")
    r.add("oracle_datapump",
          f"expdp system/{ora_pw()}@PRDORA1 schemas=MES directory=DP_DIR dumpfile=mes_%U.dmp encryption_password={gen_pw(16)}",
          f"impdp の parfile:\nuserid=system/{ora_pw()}@TSTORA\nremap_schema=MES:MES_TEST\ntable_exists_action=replace")
    r.add("oracle_ebs",
          f"EBS の APPS パスワード（R12.2 本番）: {ora_pw()}",
          f"FNDCPASS apps/{ora_pw()} 0 Y system/{ora_pw()} SYSTEM APPLSYS {ora_pw()}",
          f"adop phase=prepare で聞かれる WebLogic admin パスワード: {jp_pw()}")
    r.add("data_guard",
          f"dgmgrl sys/{ora_pw()}@PRDORA1 \"show configuration\"",
          f"Data Guard broker 接続（sys）: {jp_pw()}  ※スタンバイ側も同じ")
    r.add("goldengate",
          f"ALTER CREDENTIALSTORE ADD USER c##ggadmin@PRDORA1 PASSWORD {ora_pw()} ALIAS gg_src",
          f"OGG extract ユーザー c##ggadmin / {jp_pw()}")
    r.add("mssql_sa",
          f"SQL Server（SQLPRD01\\MSSQLSERVER）sa のパスワード: {gen_pw(16)}",
          f"sa / {jp_pw()} on the Kyoto warehouse SQL Express box (WHSQL01)",
          f"ALTER LOGIN sa WITH PASSWORD = N'{gen_pw(18)}'; ALTER LOGIN sa ENABLE;  -- vendor needs it for the install only")
    r.add("mssql_login",
          f"CREATE LOGIN [svc_report] WITH PASSWORD = N'{jp_pw()}', CHECK_POLICY = ON;",
          f"SQLログイン app_wms / {gen_pw(14)}（倉庫管理システム用、DB: WMS_PRD）",
          f"SSRS execution account: rs_exec / {jp_pw()}")
    r.add("mssql_sqlcmd",
          f"sqlcmd -S {SQL_PRD} -U dba_admin -P \"{gen_pw(16)}\" -Q \"EXEC sp_who2\"",
          f"Invoke-Sqlcmd -ServerInstance SQLPRD02 -Username sa -Password '{gen_pw(16)}' -InputFile .\\maint.sql")
    r.add("mssql_connection_string",
          f"Server={SQL_PRD},1433;Database=MES_PRD;User Id=mes_app;Password={jp_pw()};TrustServerCertificate=True",
          f"appsettings.Production.json の接続文字列:\n\"DefaultConnection\": \"Data Source=SQLPRD02;Initial Catalog=Costing;User ID=cost_app;Password={gen_pw(16)}\"")
    r.add("mssql_master_key",
          f"CREATE MASTER KEY ENCRYPTION BY PASSWORD = '{gen_pw(24)}';",
          f"バックアップ証明書の秘密鍵パスワード（TDE_Cert_2024）: {jp_pw()}\nBACKUP CERTIFICATE ... ENCRYPTION BY PASSWORD で使ったもの")
    r.add("pgpass",
          f"~/.pgpass\n{PG_PRD}:5432:mesdb:mes_app:{gen_pw(18)}\n{PG_PRD}:5432:*:postgres:{jp_pw()}",
          f"*:5432:*:replicator:{gen_pw(20)}",
          f".pgpass に追加した: 10.20.1.15:6432:qcdb:qc_batch:{jp_pw()}")
    r.add("postgres_role",
          f"ALTER ROLE postgres WITH PASSWORD '{jp_pw()}';",
          f"CREATE ROLE grafana_ro LOGIN PASSWORD '{gen_pw(20)}';\nGRANT pg_monitor TO grafana_ro;",
          f"PostgreSQL 16 検証機の postgres ユーザー: {jp_pw()}")
    r.add("postgres_uri",
          f"DATABASE_URL=postgresql://mes_app:{gen_pw(18).replace('@', 'a')}@{PG_PRD}:5432/mesdb?sslmode=require",
          f"psql \"host=pg-tst01.acme.test dbname=qcdb user=qc_admin password={jp_pw()}\"")
    r.add("pgbouncer",
          f"userlist.txt:\n\"mes_app\" \"{gen_pw(18)}\"\n\"pgb_admin\" \"{jp_pw()}\"",
          f"pgbouncer admin console: psql -p 6432 pgbouncer -U pgb_admin, pw {gen_pw(14)}")
    r.add("postgres_replication",
          f"primary_conninfo = 'host={PG_PRD} port=5432 user=replicator password={rnd(ALNUM, 20)} application_name=pg_prd02'",
          f"レプリケーション用ユーザー replicator のパスワード: {gen_pw(20)}（pg_basebackup でも使う）")
    r.add("mysql_mycnf",
          f"[client]\nuser=root\npassword={jp_pw()}\nhost={MY_PRD}",
          f"~/.my.cnf for the backup job:\n[mysqldump]\nuser=bk_user\npassword=\"{gen_pw(18)}\"",
          f"my.cnf の [client] に password = {gen_pw(16)} を書いたので chmod 600 済み")
    r.add("mysql_cli",
          f"mysql -h {MY_PRD} -u root -p'{jp_pw()}' -e 'SHOW REPLICA STATUS'",
          f"mysqladmin -u root --password={rnd(ALNUM, 16)} processlist")
    r.add("mysql_user",
          f"CREATE USER 'edi_app'@'10.20.%' IDENTIFIED BY '{jp_pw()}';",
          f"ALTER USER 'root'@'localhost' IDENTIFIED BY '{gen_pw(18)}'; -- 新しい root",
          f"MySQL の購買システム用ユーザー purchase_app / {jp_pw()}")
    r.add("mysql_replication",
          f"CHANGE REPLICATION SOURCE TO SOURCE_HOST='{MY_PRD}', SOURCE_USER='repl', SOURCE_PASSWORD='{gen_pw(20)}', SOURCE_AUTO_POSITION=1;",
          f"CHANGE MASTER TO MASTER_HOST='10.20.1.31', MASTER_USER='repl_user', MASTER_PASSWORD='{jp_pw()}', MASTER_LOG_FILE='mysql-bin.000412', MASTER_LOG_POS=194;",
          f"MySQL レプリ用 repl@'10.20.1.%' のパスワード → {gen_pw(16)}")
    r.add("redis_auth",
          f"redis-cli -h redis-prd01.osaka.acme.internal -p 6379 -a '{gen_pw(24)}' INFO replication",
          f"Redis（セッション用）: AUTH {rnd(ALNUM, 32)}",
          f"127.0.0.1:6379> AUTH default {jp_pw()}\nOK")
    r.add("redis_conf",
          f"redis.conf\nrequirepass {rnd(ALNUM, 32)}\nmasterauth {rnd(ALNUM, 32)}",
          f"sentinel.conf: sentinel auth-pass mymaster {gen_pw(24)}")
    r.add("redis_acl",
          f"ACL SETUSER cache_app on >{gen_pw(20)} ~cache:* +@read +@write",
          f"users.acl に追加:\nuser monitor on >{rnd(ALNUM, 18)} ~* +info +ping")
    r.add("mongodb_uri",
          f"mongodb://mes_app:{rnd(ALNUM, 18)}@mongo-prd01.osaka.acme.internal:27017,mongo-prd02.osaka.acme.internal:27017/mes?replicaSet=rs0&authSource=admin",
          f"MONGO_URL=mongodb+srv://iot_ingest:{rnd(ALNUM, 24)}@cluster0.ab1cd.mongodb.example/sensors?retryWrites=true&w=majority",
          f"設備センサーDB（MongoDB）接続:\nmongodb://admin:{jp_pw().replace('@', '_')}@10.20.3.11:27017/?authSource=admin")
    r.add("mongodb_user",
          f"db.createUser({{user: \"report_ro\", pwd: \"{gen_pw(18)}\", roles: [{{role: \"read\", db: \"sensors\"}}]}})",
          f"mongosh -u admin -p '{jp_pw()}' --authenticationDatabase admin")
    r.add("mongodb_keyfile",
          f"レプリカセットの keyFile（/etc/mongo/rs0.key）の中身:\n{b64(secrets.token_bytes(96))}",
          f"security:\n  keyFile: /etc/mongod.key\n# contents copied here in case the VM dies:\n# {b64(secrets.token_bytes(120))}")
    r.add("backup_passphrase",
          f"NAS バックアップ（Veeam）の暗号化パスワード: {jp_pw()}\nヒント欄には書かないこと",
          f"borg repo passphrase for the DB dump archive: BORG_PASSPHRASE='{phrase(WORDS, 5, '-')}'",
          f"gpg --batch --passphrase '{gen_pw(24)}' -c mesdb_{ymd()}.dump")
    r.add("xtrabackup_encrypt",
          f"xtrabackup --backup --encrypt=AES256 --encrypt-key={rnd(ALNUM, 32)} --target-dir=/backup/mysql/full",
          f"xtrabackup の暗号化キー（encrypt-key-file の中身）: {rnd(ALNUM, 32)}")
    r.add("pgbackrest",
          f"[global]\nrepo1-cipher-type=aes-256-cbc\nrepo1-cipher-pass={rnd(B64, 44)}\nrepo1-path=/backup/pgbackrest",
          f"pgBackRest の repo1-cipher-pass（本番）: {rnd(ALNUM, 40)}\n※無くすとリストア不可")
    r.add("jdbc_oracle",
          f"jdbc:oracle:thin:mes_app/{ora_pw()}@//{ORA_PRD}:1521/MESPRD",
          f"Talend のコンテキスト: url=jdbc:oracle:thin:@ora-prd01:1521:PRDORA1, user=etl_user, password={jp_pw()}")
    r.add("jdbc_url",
          f"jdbc:mysql://{MY_PRD}:3306/purchase?user=purchase_app&password={rnd(ALNUM, 16)}&useSSL=true",
          f"jdbc:sqlserver://{SQL_PRD}:1433;databaseName=MES_PRD;user=mes_app;password={jp_pw()};encrypt=true",
          f"jdbc:postgresql://{PG_PRD}:5432/qcdb?user=qc_app&password={rnd(ALNUM, 18)}")
    r.add("spring_datasource",
          f"application-prod.properties\nspring.datasource.url=jdbc:postgresql://{PG_PRD}:5432/mesdb\nspring.datasource.username=mes_app\nspring.datasource.password={gen_pw(18)}",
          f"spring:\n  datasource:\n    username: edi_app\n    password: \"{jp_pw()}\"")
    r.add("python_db_settings",
          f"DATABASES = {{'default': {{'ENGINE': 'django.db.backends.postgresql', 'NAME': 'qcdb', 'USER': 'qc_app', 'PASSWORD': '{gen_pw(18)}', 'HOST': '{PG_PRD}'}}}}",
          f"engine = create_engine(\"oracle+oracledb://report_ro:{ora_pw()}@{ORA_PRD}:1521/?service_name=MESPRD\")")
    r.add("flyway_liquibase",
          f"flyway.conf\nflyway.url=jdbc:postgresql://pg-tst01.acme.test:5432/mesdb\nflyway.user=mes_owner\nflyway.password={gen_pw(18)}",
          f"liquibase.properties の中身:\nusername: MES_OWNER\npassword: {ora_pw()}")
    r.add("odbc",
          f"odbc.ini\n[MES_PRD]\nDriver=ODBC Driver 18 for SQL Server\nServer={SQL_PRD}\nUID=excel_ro\nPWD={jp_pw()}",
          f"Access のリンクテーブル用 DSN: UID=cost_ro;PWD={gen_pw(12)}")
    r.add("rds_master",
          f"RDS（orders-prd-mysql）のマスターユーザー admin / {gen_pw(24)}",
          f"aws rds modify-db-instance --db-instance-identifier qc-prd-pg --master-user-password '{rnd(ALNUM, 28)}' --apply-immediately",
          f"Aurora cluster mes-aurora-prd: master username dbadmin, master password {jp_pw()}")
    r.add("aws_keys",
          f"スナップショットコピー用 IAM ユーザー rds-snap-copy\nAWS_ACCESS_KEY_ID={aws_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}",
          f"~/.aws/credentials\n[rds-backup]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = ap-northeast-1")
    r.add("aws_console",
          f"AWS console (account {aws_account()}) IAM user t.nakamura-dba / {jp_pw()}",
          f"AWS マネコンのルートユーザー: aws-root@acme.example / {gen_pw(20)}")
    r.add("monitoring_api_key",
          f"Mackerel API キー（書き込み権限あり）: {rnd(ALNUM, 44)}",
          f"datadog.yaml on the DB hosts:\napi_key: {hexs(32)}\nsite: ap1.datadoghq.com",
          f"DD_APP_KEY={hexs(40)} - used by the dba-dashboards export script")
    r.add("zabbix",
          f"zabbix_server.conf\nDBHost=pg-mon01.acme.internal\nDBUser=zabbix\nDBPassword={gen_pw(18)}",
          f"Zabbix API トークン（dba-bot）: {hexs(64)}",
          f"Zabbix Web の Admin パスワード変更済み → {jp_pw()}")
    r.add("vpn_login",
          f"会社VPN（GlobalProtect: vpn.acme.example）\nID: tnakamura\nPW: {jp_pw()}",
          f"VPN login for the Shiga plant: vpn-shiga.acme.example, user t.nakamura, password {jp_pw()}")
    r.add("vpn_psk",
          f"拠点間VPN（大阪本社⇔滋賀工場）IPsec 事前共有鍵: {rnd(ALNUM, 32)}",
          f"L2TP/IPsec for the field laptops: PSK {rnd(ALNUM, 24)}, then the AD login")
    r.add("vpn_totp",
          f"VPN ワンタイムパスワードのシード（機種変更用）: {rnd(BASE32, 32)}",
          f"otpauth://totp/AcmeVPN:tnakamura?secret={rnd(BASE32, 32)}&issuer=AcmeVPN")
    r.add("rakuten_login",
          f"楽天会員 ユーザID: taka{digits(4)}nakamura / パスワード: {jp_pw()}",
          f"Rakuten login (family account): taka.nakamura@mail.example / {jp_pw()}",
          f"楽天証券 ログインID {rnd(UPPER, 4)}{digits(4)} パスワード {jp_pw()} 取引暗証番号 {digits(4)}")
    r.add("bank_login",
          f"楽天銀行 ユーザID: {rnd(LOWER + DIGITS, 8)} / ログインパスワード: {jp_pw()} / 暗証番号: {digits(4)}",
          f"浪速銀行ネットバンキング（個人）\n店番 {digits(3)} 口座 {digits(7)}\nログインパスワード {jp_pw()}\n確認番号表の裏 No.{digits(2)}",
          f"Naniwa Bank online banking: contract no. {digits(10)}, login pw {jp_pw()}, one-time token on the phone")
    r.add("bank_pin",
          f"キャッシュカード（浪速銀行 普通 {digits(7)}）の暗証番号 {digits(4)}",
          f"ゆうちょ 記号 1{digits(4)} 番号 {digits(8)} / キャッシュカード暗証 {digits(4)}")
    r.add("credit_card",
          f"楽天カード {groups(luhn('35'), 4)} 有効期限 {card_expiry()} セキュリティコード {digits(3)}",
          f"Card for the AWS bill (corporate Visa): {groups(luhn('4'), 4)}, exp {card_expiry()}, CVV {digits(3)}")
    r.add("wifi",
          f"工場2階事務所の Wi-Fi: SSID ACME-OSK-2F / パスワード {rnd(ALNUM, 16)}",
          f"home wifi (Buffalo router) key: {rnd(LOWER + DIGITS, 13)}")
    r.add("ssh_private",
          f"ora-prd01 の oracle ユーザー用の鍵（踏み台から）:\n{openssh_private()}",
          f"id_ed25519 for the backup server (bk01.acme.internal):\n{openssh_private()}")
    r.add("os_account",
          f"ora-prd01 root パスワード: {gen_pw(16)}\noracle ユーザー: {jp_pw()}",
          f"Windows local admin on SQLPRD01: .\\Administrator / {jp_pw()}")
    r.add("ad_service_account",
          f"SQL Server サービスアカウント ACME\\svc_sqlprd のパスワード: {gen_pw(20)}",
          f"AD service account for SQL Agent: ACME\\svc_sqlagent pw {jp_pw()} (password never expires is set)")
    r.add("oracle_dblink", f"Osaka→Shiga の DB リンク SHIGA_LINK: ユーザー shiga_ro / {ora_pw()}（tnsnames は SHIGAPRD）")
    r.add("oracle_rman_catalog", f"RMAN catalog on rcat01.acme.internal: owner RCAT_OWNER, password {ora_pw()}")
    r.add("data_guard", f"Redo transport uses the password file, so SYS must match on both sides; it is {ora_pw()} since the June rotation")
    r.add("goldengate", f"GoldenGate Microservices の管理画面（oggadmin）ログイン: {jp_pw()}")
    r.add("mssql_sqlcmd", f"bcp MES_PRD.dbo.LotHistory out lot.dat -S SQLPRD02 -U bcp_user -P {rnd(ALNUM, 14)} -c")
    r.add("mssql_master_key", f"OPEN MASTER KEY DECRYPTION BY PASSWORD = '{gen_pw(24)}';  -- SQLDR01 へのリストア時")
    r.add("postgres_uri", f"pg_dump \"postgresql://postgres:{rnd(ALNUM, 20)}@pg-tst01.acme.test/mesdb\" -Fc -f mesdb.dump")
    r.add("pgbouncer", f"pgbouncer.ini の auth_user=pgb_auth、そのロールのパスワード: {gen_pw(18)}")
    r.add("mysql_cli", f"MYSQL_PWD='{jp_pw()}' mysqldump --single-transaction purchase > purchase.sql")
    r.add("redis_conf", f"Redis 6 本番: requirepass {jp_pw()}（アプリの REDIS_PASSWORD も同じ値）")
    r.add("mongodb_user", f"db.changeUserPassword(\"mes_app\", \"{gen_pw(18)}\")")
    r.add("credit_card", f"楽天カード（家族カード）{groups(luhn('5'), 4)} / {card_expiry()} / CVC {digits(3)}")
    return r


def lookalikes() -> Rows:
    acct = aws_account
    r = Rows()
    r.add("oracle_sid",
          "本番は SID=PRDORA1、サービス名 MESPRD.osaka.acme.internal（PDB: MESPDB1）",
          f"tnsnames.ora\nMESPRD =\n  (DESCRIPTION =\n    (ADDRESS = (PROTOCOL = TCP)(HOST = {ORA_PRD})(PORT = 1521))\n    (CONNECT_DATA = (SERVICE_NAME = MESPRD.osaka.acme.internal))\n  )",
          f"DR side: DB_UNIQUE_NAME PRDORA1_DR{digits(1)}, SID DRORA1, read-only service MESPRD_RO for the reporting users")
    r.add("oracle_scn",
          f"フラッシュバック: FLASHBACK TABLE MES.LOT_HISTORY TO SCN {scn()};\n直前の CURRENT_SCN は {scn()}",
          f"current_scn {scn()}; the standby applied up to {scn()} before the gap",
          f"RMAN> RECOVER DATABASE UNTIL SCN {scn()};")
    r.add("oracle_rowid",
          f"重複行の削除: DELETE FROM mes.work_result WHERE ROWID = '{rowid()}';",
          f"ORA-01410 invalid ROWID: the app passed '{rowid()}' which belongs to the old partition; the current one is '{rowid()}'",
          f"SELECT ROWID, lot_no FROM qc.inspection WHERE lot_no = '{(lot := f'L{ymd()}-07')}';\n{rowid()}  {lot}\n{rowid()}  {lot}")
    r.add("oracle_sql_id",
          f"遅いSQL: SQL_ID {sql_id()} / PLAN_HASH_VALUE {phv()}（先週は {phv()}）",
          f"SELECT * FROM TABLE(DBMS_XPLAN.DISPLAY_CURSOR('{sql_id()}', 0, 'ALLSTATS LAST'));",
          f"AWR top SQL: {sql_id()} 41% DB time, {sql_id()} 12%.\nSPM baseline SQL_PLAN_{rnd(LOWER + DIGITS, 13)}{hexs(8)} (handle SQL_{hexs(16)}) is now fixed")
    r.add("execution_plan",
          f"Plan hash value: {phv()}\n| Id | Operation                   | Name                 | Rows |\n|  0 | SELECT STATEMENT            |                      |      |\n|* 1 |  INDEX RANGE SCAN           | IX_LOT_HIST_{hexs(6).upper()}   |   12 |",
          f"実行計画が変わった: {phv()} → {phv()}。統計情報を {ymd()} にロック")
    r.add("oracle_error",
          f"ORA-01555: snapshot too old: rollback segment number {secrets.randbelow(30) + 1} with name \"_SYSSMU{secrets.randbelow(30) + 1}_{digits(10, True)}$\" too small\n→ undo_retention 見直し",
          f"ORA-00600: internal error code, arguments: [kdsgrp1], [], [], incident {digits(6, True)}; opened SR 3-{digits(11)}",
          "ORA-28000: the account is locked / ORA-01017: invalid username/password; logon denied\nmes_app がロック。パスワードは変えずに解除だけ")
    r.add("oracle_dbid",
          f"DBID={digits(10, True)}（RMAN の SET DBID 用に控え）",
          f"CDB PRDORA1 DBID {digits(10, True)}, PDB MESPDB1 CON_UID {digits(10, True)}, GUID {hexs(32).upper()}")
    r.add("oracle_recyclebin",
          f"PURGE TABLE \"{bin_name()}\";",
          f"SHOW RECYCLEBIN\nORIGINAL NAME    RECYCLEBIN NAME                OBJECT TYPE\nLOT_TMP          {bin_name()} TABLE\nIX_LOT_TMP_01    {bin_name()} INDEX",
          f"ゴミ箱にあった {bin_name()} を FLASHBACK TABLE で戻した")
    r.add("oracle_system_names",
          f"制約名が SYS_C00{digits(5)} になっているので名前を付け直す",
          f"LOB segment SYS_LOB00000{digits(5)}C00007$$ is 40 GB; SYS_IL00000{digits(5)}C00007$$ is its index",
          f"MV log MLOG$_LOT_MASTER and SYS_TEMP_0FD9D{hexs(4).upper()}_{hexs(8).upper()} showed up in the plan")
    r.add("oracle_tde_key_id",
          f"rekey 後の V$ENCRYPTION_KEYS.KEY_ID: A{rnd(B64, 21)}AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA（CREATION_TIME {ymd()}）",
          "V$ENCRYPTION_WALLET: WRL_PARAMETER /u01/app/oracle/admin/PRDORA1/wallet/tde/, STATUS OPEN, WALLET_TYPE AUTOLOGIN, KEYSTORE_MODE UNITED")
    r.add("oracle_patch",
          f"19.23 RU 適用: パッチ {digits(8, True)}（OJVM {digits(8, True)}）、datapatch 完了",
          f"Patch {digits(8, True)} conflicts with {digits(8, True)}; merge request raised in SR 3-{digits(11)}")
    r.add("oracle_awr",
          f"awrrpt_1_{(s := secrets.randbelow(90000) + 10000)}_{s + 1}.html を作成（snap {s}-{s + 1}、09:00-10:00）",
          f"ASH: SID {digits(4, True)} SERIAL# {digits(5, True)} blocked by SID {digits(4, True)}, event 'enq: TX - row lock contention', p1 {digits(10, True)}")
    r.add("rman_piece",
          f"RMAN> LIST BACKUP SUMMARY の一部\nPiece Name: /backup/PRDORA1/o1_mf_nnndf_TAG{(d := ymd())}T020003_{rnd(LOWER + DIGITS, 8)}_.bkp\nTag: TAG{d}T020003",
          f"backup piece {rnd(LOWER + DIGITS, 8)}_1_1 (FORMAT '%U') plus control file autobackup c-{digits(10, True)}-{ymd()}-00",
          f"テープのバーコード {rnd(UPPER, 2)}{digits(4)}L8 → 月次 TAG MONTHLY_{ymd()}")
    r.add("pg_lsn",
          f"pg_current_wal_lsn() = {lsn()}, replay_lsn = {lsn()} (lag about {secrets.randbelow(900) + 10} MB)",
          f"レプリ遅延調査: sent_lsn {lsn()} / flush_lsn {lsn()} / replay_lsn {lsn()}",
          f"pg_waldump --start={lsn()} --end={lsn()} pg_wal/ | grep -c COMMIT")
    r.add("pg_wal_file",
          f"archive_command で {wal()} が失敗（/archive がディスクフル）",
          f"restore_command pulled {wal()} and {wal()}.partial; timeline history is 00000003.history",
          f"pg_archivecleanup /archive {wal()}")
    r.add("pg_ids",
          f"pg_controldata:\nDatabase system identifier: {digits(19, True)}\nLatest checkpoint location: {lsn()}\nLatest checkpoint's REDO WAL file: {wal()}",
          f"pg_stat_statements の queryid {pick('-', '')}{digits(19, True)} が calls の8割",
          f"pg_toast.pg_toast_{digits(5, True)} is the bloated one; relfilenode {digits(5, True)}")
    r.add("mysql_gtid",
          f"gtid_executed:\n{uid()}:1-{digits(8, True)},\n{uid()}:1-{digits(5, True)}",
          f"SET GTID_NEXT='{uid()}:{digits(7, True)}'; BEGIN; COMMIT; SET GTID_NEXT='AUTOMATIC';  -- 空トランザクションでスキップ",
          f"server_uuid = {uid()} (auto.cnf); the cloned VM came up with the same one")
    r.add("mysql_binlog",
          f"SHOW BINARY LOG STATUS: File mysql-bin.{digits(6)}, Position {digits(9, True)}",
          f"mysqlbinlog --start-position={digits(8, True)} mysql-bin.{digits(6)} | grep -i 'DELETE FROM lot_master'")
    r.add("mysql_error",
          "ERROR 1045 (28000): Access denied for user 'edi_app'@'10.20.4.17' (using password: YES)\n→ パスワードではなくホスト指定の問題だった",
          f"ERROR 1213 (40001): Deadlock found when trying to get lock; thread id {digits(7, True)}, trx id {digits(9, True)}")
    r.add("mssql_lsn",
          f"RESTORE LOG MES_PRD FROM DISK = N'E:\\log\\MES_PRD_{ymd()}.trn' WITH STOPATMARK = 'lsn:{digits(17, True)}', NORECOVERY;",
          f"msdb.dbo.backupset: first_lsn {digits(17, True)}, last_lsn {digits(17, True)}, database_backup_lsn {digits(17, True)}",
          f"Log chain broke at {hexs(8)}:{hexs(8)}:{hexs(4)} according to fn_dblog")
    r.add("mssql_handles",
          f"query_hash 0x{hexs(16).upper()}, plan_handle 0x06000500{hexs(80).upper()}",
          f"DBCC FREEPROCCACHE (0x0600{hexs(92).upper()}); -- この1件だけ",
          f"sys.dm_exec_query_stats: sql_handle 0x0200000{hexs(33).upper()}0000000000000000000000000000000000000000, query_plan_hash 0x{hexs(16).upper()}")
    r.add("mssql_error",
          "Login failed for user 'app_wms'. Reason: Password did not match that for the login provided. [CLIENT: 10.20.5.44]\nError: 18456, Severity: 14, State: 8.",
          f"Msg 1205, Level 13, State 51: deadlock victim; graph saved as deadlock_{ymd()}_{hexs(8)}.xdl")
    r.add("mssql_job",
          f"SQL Agent ジョブ 'DBA - IndexOptimize - USER_DATABASES' job_id {uid().upper()}",
          f"SSIS package ID {{{uid().upper()}}}, execution_id {digits(6, True)}")
    r.add("mssql_thumbprint",
          f"TDE_Cert_2024 thumbprint 0x{hexs(40).upper()}, expiry 2029-03-31",
          f"SSL 証明書の拇印 {hexs(40).upper()} を SQL Server 構成マネージャーで設定した")
    r.add("mongodb_objectid",
          f"db.lots.find({{_id: ObjectId(\"{oid()}\")}})",
          f"センサーデータの重複: {oid()} と {oid()}",
          f"the bad doc: {{ \"_id\": {{ \"$oid\": \"{oid()}\" }}, \"line\": \"L3\", \"temp\": 182.4 }}")
    r.add("mongodb_oplog",
          f"oplog window: first Timestamp({(t := 1_700_000_000 + secrets.randbelow(50_000_000))}, 1), last Timestamp({t + 180_000 + secrets.randbelow(90_000)}, {secrets.randbelow(40) + 1})",
          f"change stream resume token {{ _data: \"82{hexs(34).upper()}2B022C0100296E5A1004{hexs(32).upper()}46645F696400646{hexs(24)}0004\" }}",
          f"rs.status(): electionId ObjectId(\"7fffffff00000000000000{digits(2)}\"), syncSourceHost mongo-prd02.osaka.acme.internal:27017")
    r.add("mongodb_uri_placeholder",
          "mongodb://report_ro:<password>@mongo-prd01.osaka.acme.internal:27017/sensors?authSource=admin",
          "MONGO_URL=mongodb+srv://iot_ingest:${MONGO_PASSWORD}@cluster0.ab1cd.mongodb.example/sensors（値は CI の変数）")
    r.add("redis_ids",
          f"CLUSTER NODES\n{hexs(40)} 10.20.2.11:6379@16379 myself,master - 0 0 1 connected 0-5460\n{hexs(40)} 10.20.2.12:6379@16379 master - 0 {1_700_000_000_000 + secrets.randbelow(10**10)} 2 connected 5461-10922",
          f"INFO server の run_id:{hexs(40)} / master_replid:{hexs(40)}",
          f"キャッシュキー cache:lot:L{ymd()}-{rnd(UPPER + DIGITS, 4)} の TTL が -1 になっていた")
    r.add("checksum",
          f"エクスポートダンプの md5sum:\n{hexs(32)}  mes_{ymd()}_01.dmp\n{hexs(32)}  mes_{ymd()}_02.dmp",
          f"sha256 of p{digits(8, True)}_190000_Linux-x86-64.zip: {hexs(64)} (matches MOS)",
          f"RESTORE VERIFYONLY ... WITH CHECKSUM OK; page checksum on file 3 page 1:{digits(6, True)} was 0x{hexs(8).upper()}")
    r.add("rds_resource_id",
          f"DbiResourceId db-{rnd(UPPER + DIGITS, 26)}（Performance Insights の URL に入っている）",
          f"cluster-{rnd(UPPER + DIGITS, 26)} is the Aurora cluster resource id we need in the IAM auth policy",
          f"Resource: arn:aws:rds-db:ap-northeast-1:{acct()}:dbuser:db-{rnd(UPPER + DIGITS, 26)}/report_ro")
    r.add("rds_arn",
          f"arn:aws:rds:ap-northeast-1:{acct()}:db:orders-prd-mysql",
          f"パラメータグループ arn:aws:rds:ap-northeast-1:{acct()}:pg:mes-pg16-custom",
          f"Secret ARN arn:aws:secretsmanager:ap-northeast-1:{acct()}:secret:rds!db-{uid()}-{rnd(ALNUM, 6)} holds the master password (RDS-managed)")
    r.add("rds_snapshot",
          f"rds:orders-prd-mysql-{ymd()[:4]}-06-01-18-05 をコピー → orders-prd-mysql-pre-upgrade-{ymd()}",
          f"aws rds restore-db-instance-from-db-snapshot --db-instance-identifier qc-stg-pg --db-snapshot-identifier arn:aws:rds:ap-northeast-1:{acct()}:snapshot:qc-prd-pg-{ymd()}",
          f"EBS snapshot snap-0{hexs(16)} of vol-0{hexs(16)} (ora-prd01 /u02)")
    r.add("kms_key",
          f"KMS key {uid()} (alias/rds-mes-prd) encrypts the snapshots",
          f"マルチリージョンキー arn:aws:kms:ap-northeast-1:{acct()}:key/mrk-{hexs(32)}")
    r.add("aws_request_ids",
          f"RequestId: {uid()} InvalidParameterCombination on modify-db-instance",
          f"CloudTrail eventID {uid()}: ModifyDBInstance by t.nakamura-dba at 02:14 JST")
    r.add("table_suffix",
          f"一時テーブル TMP_IMPORT_{rnd(UPPER + DIGITS, 8)} が残っている。来週 DROP 予定",
          f"auto-named constraints: PK__WorkOrde__{hexs(16).upper()} and DF__Lot__created__{hexs(8).upper()}",
          f"インデックス IX_LOT_HISTORY_{hexs(6).upper()} を ONLINE で再作成")
    r.add("ticket_number",
          f"INC{digits(7)}: ORA-01555 再発 → CHG{digits(7)} で undo_retention を 3600 に",
          f"Redmine #{digits(5, True)} / Backlog DBA-{digits(3, True)} / Oracle SR 3-{digits(11)}",
          f"AWS support case {digits(11, True)} about the Multi-AZ failover at 03:12")
    r.add("corporate_number",
          f"当社 法人番号 {(c := corp_number())}、適格請求書発行事業者登録番号 T{c}",
          f"仕入先 浪速精工株式会社 法人番号 {corp_number()}（gBizINFO で確認済み）",
          f"Invoice registration no. T{corp_number()} is printed on the new supplier invoices")
    r.add("postal_code",
          f"〒{postal()} 大阪府大阪市北区梅田{secrets.randbelow(3) + 1}-{secrets.randbelow(9) + 1}-{secrets.randbelow(20) + 1} アクメビル 8F",
          f"滋賀工場: 〒{pick('520', '525', '526')}-{digits(4)} 滋賀県彦根市… TEL 0749-{digits(2)}-{digits(4)}",
          f"Ship the replacement disk to 〒{postal()} Osaka, attn. DB team, 06-{digits(4)}-{digits(4)}")
    r.add("placeholder_password",
          "sqlplus sys/<password>@PRDORA1 as sysdba\n← 手順書テンプレート。<password> は金庫参照",
          "IDENTIFIED BY \"********\" の部分はマスク済み（画面キャプチャ用）",
          "password=changeme  # placeholder, Ansible overwrites it with the vault value")
    r.add("env_template",
          "application-prod.properties.template\nspring.datasource.url=jdbc:postgresql://pg-prd01.osaka.acme.internal:5432/mesdb\nspring.datasource.username=mes_app\nspring.datasource.password=${MES_DB_PASSWORD}",
          ".my.cnf の雛形: [client] user= / password= （空欄、各自で埋める）",
          "pgpass の書式: hostname:port:database:username:password\n例: *:*:*:postgres:<password>")
    r.add("password_policy",
          "CREATE PROFILE app_profile LIMIT FAILED_LOGIN_ATTEMPTS 10 PASSWORD_LIFE_TIME 180 PASSWORD_REUSE_MAX 5 PASSWORD_VERIFY_FUNCTION ora12c_verify_function;",
          "パスワードポリシー: 最低14文字、英大小数字記号、90日ごとに変更、過去5世代は再利用不可",
          "my.cnf: validate_password.policy=MEDIUM, validate_password.length=12, password_history=5")
    r.add("secret_reference_prose",
          f"sys のパスワードは変更済み。新しい値は金庫の封筒（No.{digits(3, True)}）とパスワード管理ツールのみ",
          "TDE のキーストアパスワードは2人で分割保管（前半: 中村、後半: 小林）。ここには書かない",
          "Rotated the RDS master password through Secrets Manager; the app reads it from the managed secret, nothing to update by hand.")
    r.add("wallet_reference",
          "sqlplus /@PRDORA1_BATCH (Secure External Password Store, so no password on the command line)",
          "mkstore -wrl /u01/app/oracle/wallet -listCredential\nList credential (index: connect_string username)\n1: PRDORA1_BATCH batch_user\n2: COSTDB cost_link",
          "Zabbix macro {$ORACLE.PASSWORD} is a secret-text macro; the value is hidden in the UI")
    r.add("jdbc_no_password",
          f"jdbc:oracle:thin:@//{ORA_PRD}:1521/MESPRD (user mes_app, password comes from the wallet)",
          f"jdbc:sqlserver://{SQL_PRD}:1433;databaseName=MES_PRD;integratedSecurity=true;authenticationScheme=JavaKerberos")
    r.add("encrypted_value",
          f"spring.datasource.password=ENC({b64(secrets.token_bytes(32))})  # jasypt, the key is an env var on the host",
          f"パスワードは DBMS_CRYPTO で暗号化して保存: 0x{hexs(64).upper()}（鍵は HSM）")
    r.add("lot_number",
          f"不良ロット {ymd()[2:]}-{rnd(UPPER + DIGITS, 4)}-{digits(2)}: 品番 AC-{digits(5)}-{rnd(UPPER, 2)}、検査記録 QC{digits(8)}",
          f"Serial range SN{(sn := rnd(UPPER + DIGITS, 6))}{digits(4)} to SN{sn}{digits(4)} was hit by the line 3 sensor outage",
          f"製造指図番号 MO{digits(10)} / 作業実績ID {uid()}")
    r.add("bank_masked",
          f"楽天カードの引き落とし口座を変更（カード末尾 {digits(4)}、口座 普通 ***{digits(4)}）",
          f"振込先（仕入先の請求書記載）: 浪速銀行 本店営業部（{digits(3)}）普通 {digits(7)} カ）ナニワセイコウ",
          f"Card ending {digits(4)} was charged ¥{secrets.randbelow(90000) + 1000:,} by AWS on {ymd()}")
    r.add("rakuten_order",
          f"楽天市場 注文番号 {digits(6)}-{ymd()}-{digits(10)}（交換用 SSD）",
          f"Rakuten order {digits(6)}-{ymd()}-{digits(10)} shipped, tracking {digits(4)}-{digits(4)}-{digits(4)}")
    r.add("vpn_config",
          f"GlobalProtect portal vpn.acme.example, gateway gw-osaka.acme.example, server cert SHA-256 {groups(hexs(64).upper(), 2, ':')}",
          f"拠点間VPN: IKEv2 AES256/SHA256 DH19、lifetime 28800、対向 203.0.113.{secrets.randbelow(250) + 1}、トンネルID {digits(4, True)}",
          f"VPN client log: session {hexs(16)} assigned 10.250.{secrets.randbelow(250)}.{secrets.randbelow(250)}, MTU 1400")
    r.add("monitoring_ids",
          f"Mackerel ホストID {rnd(ALNUM, 11)}（ora-prd01）、監視ルール ID {rnd(ALNUM, 11)}",
          f"Datadog monitor {digits(8, True)} 'Oracle tablespace > 90%', dashboard {rnd(LOWER + DIGITS, 3)}-{rnd(LOWER + DIGITS, 3)}-{rnd(LOWER + DIGITS, 3)}",
          f"Zabbix trigger id {digits(5, True)}, event id {digits(8, True)}, item key oracle.ts.used[MES_DATA]")
    r.add("ssh_public",
          f"ora-prd01 のホスト鍵フィンガープリント SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
          f"authorized_keys: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} oracle@bastion")
    r.add("version_build",
          "SQL Server 2019 CU26 (15.0.4375.4), Oracle 19.23.0.0.240416, PostgreSQL 16.3, MySQL 8.0.37, Redis 7.2.5, MongoDB 7.0.11",
          f"MES コネクタ v3.14.{secrets.randbelow(40)} (build {hexs(7)}) を検証環境に配布")
    r.add("account_audit",
          f"DBA_USERS: MES_APP PASSWORD_CHANGE_DATE {ymd()}, ACCOUNT_STATUS OPEN, PROFILE APP_PROFILE",
          f"統合監査: ALTER USER by SYS, OBJECT_NAME MES_APP, SESSIONID {digits(10, True)}（パスワード自体は記録されない）")
    r.add("uuid_ids",
          f"Veeam ジョブ ID {uid()}、リストアポイント {uid()}",
          f"Liquibase changeset 20240601-{digits(2)}::t.nakamura checksum 9:{hexs(32)}")
    r.add("oracle_dbid", f"v$database: DBID {digits(10, True)}, RESETLOGS_CHANGE# {scn()}, 前回の RESETLOGS は {ymd()}")
    r.add("mysql_binlog", f"Relay_Log_File relay-bin.{digits(6)}, Relay_Log_Pos {digits(8, True)}, Exec_Source_Log_Pos {digits(9, True)}")
    r.add("mysql_error", "ERROR 3159 (HY000): Connections using insecure transport are prohibited while --require_secure_transport=ON.\nedi_app の接続に ssl-mode=REQUIRED を追加")
    r.add("mssql_job", f"Ola Hallengren の CommandLog ID {digits(7, True)} で IndexOptimize が {secrets.randbelow(50) + 10} 分かかった")
    r.add("mongodb_uri_placeholder", "mongosh \"mongodb://mongo-prd01.osaka.acme.internal:27017\" -u admin -p  # -p だけ付けるとプロンプトで聞かれる")
    r.add("kms_key", f"key policy の Principal arn:aws:iam::{acct()}:role/rds-snapshot-copy-{rnd(LOWER + DIGITS, 8)} に kms:Decrypt を追加")
    r.add("aws_request_ids", f"x-amz-request-id {rnd(UPPER + DIGITS, 16)} / x-amz-id-2 {b64(secrets.token_bytes(48))}")
    r.add("execution_plan", f"V$SQL_PLAN: SQL_ID {sql_id()}, CHILD_NUMBER 2, PLAN_HASH_VALUE {phv()}, FULL_PLAN_HASH_VALUE {phv()}")
    r.add("ssh_public", f"known_hosts: pg-prd01.osaka.acme.internal ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 65)}")
    r.add("jdbc_no_password", "jdbc:postgresql://pg-prd01.osaka.acme.internal:5432/qcdb?user=qc_app&sslmode=verify-full（パスワードは .pgpass 参照）")
    return r


def main() -> None:
    write_corpora("make_heldout51.py", [
        ("heldout51_credentials.yaml", credentials(), "batch 51 (Osaka manufacturing DBA, Japanese/English), written blind; every value synthetic"),
        ("heldout51_lookalikes.yaml", lookalikes(), "batch 51 look-alikes: database identifiers, LSNs, ARNs, Japanese corporate numbers and placeholders, written blind"),
    ])


if __name__ == "__main__":
    main()
