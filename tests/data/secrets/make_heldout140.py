# ruff: noqa: E501
"""Writes heldout140_credentials.yaml and heldout140_lookalikes.yaml: held-out batch 140.

Persona: a data engineer and part-time DBA at a retailer in Manchester, England, who keeps
notes in British English (with shorthand and the odd typo): connection strings, dbt
profiles.yml, Airflow connections, Snowflake, BigQuery, SQL Server, Oracle, MongoDB, Kafka
and Spark configs, plus the odd office door code. The look-alikes are the same vocabulary
without a secret: integrated security, IAM auth, env-var placeholders and the many ids,
hashes, offsets and checksums a warehouse throws off.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    amex,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    iban,
    luhn,
    openssh_private,
    pem,
    pem_body,
    phrase,
    pick,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

PLACES = ["Irwell", "Ancoats", "Deansgate", "Chorlton", "Didsbury", "Salford", "Stockport",
          "Trafford", "Levenshulme", "Altrincham", "Piccadilly", "Rusholme"]
WORDS = ["gravy", "ginnel", "brew", "barm", "tram", "mither", "canal", "mill", "ginger",
         "nowt", "scran", "bobbins", "chippy", "kettle", "pennine", "biscuit", "terrace",
         "viaduct", "crumpet", "parkin", "cotton", "brass", "drizzle", "brolly", "pigeon"]
ENV_PW = "{{ env_var('DBT_PASSWORD') }}"
ENV_SF = "{{ env_var('SNOWFLAKE_PASSWORD') }}"
ODBC18 = "{ODBC Driver 18 for SQL Server}"


def mpw() -> str:
    """A password a person chose, or one a manager generated."""
    return pick(
        f"{pick(*PLACES)}{pick('', '_', '-', '.')}{digits(pick(2, 4))}{pick('!', '#', '?', '*', '$')}",
        f"{pick(*PLACES)}{pick('Bee', 'Tram', 'Rain', 'Mill', 'Canal')}{digits(3)}{pick('!', '#', '%')}",
        rnd(ALNUM + "!#%*+-_=", pick(16, 18, 20)),
        rnd(ALNUM, pick(20, 24)),
    )


def gpw() -> str:
    return rnd(ALNUM + "!#%*+-_=", pick(20, 24, 28))


def upw() -> str:
    """URL-safe, for URIs."""
    return rnd(ALNUM + "-_", pick(18, 22, 26))


def sf_locator() -> str:
    return f"{rnd(LOWER, 2)}{digits(5)}"


def sf_query_id() -> str:
    return f"01{hexs(6)}-{pick('0000', '0001', '0202', '0603')}-{hexs(4)}-0000-{hexs(12)}"


def bq_job() -> str:
    return pick(f"bquxjob_{hexs(8)}_{hexs(11)}", f"job_{rnd(URLSAFE, 28)}", f"scheduled_query_{hexs(8)}-0000-{hexs(4)}-{hexs(4)}-{hexs(12)}")


def dbx_cluster() -> str:
    return f"{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}-{secrets.randbelow(24):02d}{secrets.randbelow(60):02d}{secrets.randbelow(60):02d}-{rnd(LOWER + DIGITS, 8)}"


def dbx_ws() -> str:
    return digits(16, lead=True)


def dapi() -> str:
    return f"dapi{hexs(32)}{pick('', '-2', '-3')}"


def azure_secret() -> str:
    return f"{rnd(ALNUM, 3)}{digits(1)}Q~{rnd(ALNUM + '~._-', 34)}"


def cc_key() -> str:
    return rnd(UPPER + DIGITS, 16)


def cc_secret() -> str:
    return rnd(ALNUM + "+/", 64)


def tableau_secret() -> str:
    return f"{b64(secrets.token_bytes(16))}:{rnd(ALNUM, 32)}"


def sa_json(pretty: bool = True) -> str:
    key = "-----BEGIN PRIVATE KEY-----\n" + pem_body(8) + "\n-----END PRIVATE KEY-----\n"
    data = {
        "type": "service_account",
        "project_id": "acme-retail-dwh",
        "private_key_id": hexs(40),
        "private_key": key,
        "client_email": "dbt-runner@acme-retail-dwh.iam.gserviceaccount.com",
        "client_id": digits(21, lead=True),
    }
    return json.dumps(data, indent=2 if pretty else None)


def plate() -> str:
    return f"{rnd(UPPER, 2)}{pick('21', '71', '23', '73', '24', '74')} {rnd(UPPER, 3)}"


def fivetran_id() -> str:
    return f"{pick('warmly', 'rebound', 'gentle', 'spoken', 'placid', 'humbly', 'sudden')}_{pick('unwritten', 'equality', 'bandit', 'slipper', 'crumble', 'harvest', 'outlaw')}"


def credentials() -> Rows:
    r = Rows()

    r.add("sqlserver_sa_password",
          f"sa on SQLPROD01 (the EPOS box in the Trafford DC): {gpw()}\nonly for emergencies, everything else goes through the AD groups",
          f"reminder to self - if the agent jobs fall over at 2am again, log in as sa / {mpw()} and check msdb.dbo.sysjobhistory first",
          f"sqlcmd -S sqlprod02.acme.internal,1433 -U sa -P '{gpw()}' -Q \"SELECT @@VERSION\"",
          )
    r.add("sqlserver_sql_login_password",
          f"SQL login for the Power Query lot in Finance:\n  login: fin_reader\n  pwd: {mpw()}\n(db_datareader on FinanceMart only, nothing else)",
          f"CREATE LOGIN svc_ssis WITH PASSWORD = N'{gpw()}', CHECK_POLICY = ON;  -- ran on UAT 12/02, same pw on prod",
          f"ssrs_exec pw changed to {mpw()} - tell Priya her subscriptions need re-saving",
          )
    r.add("odbc_connection_string_password",
          f"Driver={ODBC18};Server=tcp:sqlprod01.acme.internal,1433;Database=EPOS;Uid=etl_loader;Pwd={rnd(ALNUM + '!#%*-_', 20)};Encrypt=yes;TrustServerCertificate=yes;",
          f"the FreeTDS one that actually works from the linux boxes:\npyodbc.connect('DRIVER={{FreeTDS}};SERVER=10.40.2.15;PORT=1433;DATABASE=Stock;UID=stock_ro;PWD={upw()};TDS_Version=7.4')",
          f"WMS reporting conn str (for the .NET app Gary maintains)\nServer=sql-wms.acme.internal;Database=WMS;User Id=wms_report;Password={rnd(ALNUM + '!#*-', 18)};MultipleActiveResultSets=true",
          )
    r.add("jdbc_url_password",
          f"jdbc:postgresql://pg-dwh.acme.internal:5432/dwh?user=etl_admin&password={upw()}&ssl=true",
          f"jdbc:sqlserver://sqlprod01.acme.internal:1433;databaseName=Loyalty;user=spark_reader;password={rnd(ALNUM + '!#*-_', 20)};encrypt=true;trustServerCertificate=true",
          f"spark read for the returns table:\n.option(\"url\", \"jdbc:mysql://mysql-returns.acme.internal:3306/returns\")\n.option(\"user\", \"spark\")\n.option(\"password\", \"{mpw()}\")",
          )
    r.add("sqlalchemy_uri_password",
          f"engine = create_engine(\"postgresql+psycopg2://analyst:{upw()}@pg-replica.acme.internal:5432/dwh\")",
          f"mssql+pyodbc://etl_loader:{upw()}@sqlprod01.acme.internal/EPOS?driver=ODBC+Driver+18+for+SQL+Server",
          f"superset db uri for the marts -> snowflake://superset_svc:{upw()}@acme-retail_uk/ANALYTICS/MARTS?warehouse=BI_WH&role=REPORTER",
          )
    r.add("mongodb_uri_password",
          f"mongodb+srv://loyalty_etl:{upw()}@loyalty-cluster.acme.example/loyalty?retryWrites=true&w=majority",
          f"mongosh \"mongodb://admin:{upw()}@mongo-01.acme.internal:27017,mongo-02.acme.internal:27017/?replicaSet=rs0&authSource=admin\"",
          f"the clickstream mongo (old one, Salford rack)\nuser clicks_rw\npass {mpw()}\nauthSource=clicks",
          )
    r.add("snowflake_user_password",
          f"Snowflake - my own user JHARGREAVES, password {mpw()} (MFA is Duo on the work phone)",
          f"~/.snowsql/config\n[connections.prod]\naccountname = {sf_locator()}.eu-west-2.aws\nusername = SVC_TABLEAU\npassword = {gpw()}\nrolename = REPORTER\nwarehousename = BI_WH",
          f"snowsql -a acme-retail_uk -u LOADER_SVC   ...then when it prompts: {gpw()}",
          f"conn = snowflake.connector.connect(user='FIVETRAN_USER', password='{gpw()}', account='acme-retail_uk', warehouse='LOAD_WH', role='FIVETRAN_ROLE')",
          )
    r.add("snowflake_private_key",
          f"rsa key for SVC_DBT (key-pair auth), passphrase is in the other note\n{pem('ENCRYPTED PRIVATE KEY', 6)}",
          f"rsa_key.p8 contents in case the laptop dies AGAIN:\n{pem('ENCRYPTED PRIVATE KEY', 7)}",
          f"unencrypted key for SVC_AIRFLOW - yes I know, ticket raised to fix\n{pem('RSA PRIVATE KEY', 8)}",
          )
    r.add("snowflake_key_passphrase",
          f"passphrase for rsa_key.p8 (SVC_DBT): {phrase(WORDS, 5, '-')}",
          f"PRIVATE_KEY_PASSPHRASE={gpw()}   <- dbt cloud prod env only",
          f"openssl pkcs8 -topk8 -inform PEM -in rsa_key.pem -out rsa_key.p8 -v2 aes256 -passout pass:{gpw()}",
          )
    r.add("dbt_profile_password",
          f"profiles.yml (local, prod target)\nacme_retail:\n  target: prod\n  outputs:\n    prod:\n      type: snowflake\n      account: acme-retail_uk\n      user: SVC_DBT\n      password: {gpw()}\n      role: TRANSFORMER\n      warehouse: TRANSFORM_WH\n      database: ANALYTICS\n      schema: dbt_prod",
          f"dbt-sqlserver profile for the legacy mart:\n  type: sqlserver\n  driver: 'ODBC Driver 18 for SQL Server'\n  server: sqlprod01.acme.internal\n  port: 1433\n  user: dbt_legacy\n  password: \"{rnd(ALNUM + '!#%*-', 20)}\"\n  database: LegacyMart",
          f"redshift target in profiles.yml - host: rs-dwh.acme.internal, user: dbt_rs, pass: {mpw()}, dbname: dev, port 5439",
          )
    r.add("bigquery_service_account_key",
          f"BQ service account for dbt (dbt-runner), the json key - DON'T commit:\n{sa_json()}",
          f"keyfile.json for the looker sa, pasting compact version\n{sa_json(pretty=False)}",
          f"GCP_SA_KEY for the github actions secret (it's base64 of the json):\n{b64(sa_json(pretty=False).encode())}",
          )
    r.add("oracle_wallet_password",
          f"orapki wallet create -wallet /u01/app/oracle/wallet -pwd {gpw()} -auto_login",
          f"Oracle wallet (ewallet.p12) on ora-fin01 - wallet pw is {mpw()}\nneeded every time we add a cred with mkstore",
          f"mkstore -wrl /opt/oracle/wallet -createCredential FINPROD fin_etl\n  wallet password: {gpw()}",
          )
    r.add("oracle_db_password",
          f"sqlplus fin_etl/{upw()}@//ora-fin01.acme.internal:1521/FINPROD",
          f"SYSTEM on the Oracle finance box = {mpw()}  (Dave said never change it w/o telling the Oracle Apps contractors)",
          f"ALTER USER gl_reader IDENTIFIED BY \"{gpw()}\" ACCOUNT UNLOCK;",
          )
    r.add("kafka_sasl_plain_password",
          f"sasl.mechanism=PLAIN\nsecurity.protocol=SASL_SSL\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"dwh-loader\" password=\"{gpw()}\";",
          f"on-prem kafka (kafka01-03.acme.internal:9093), PLAIN auth\n  user: epos-consumer\n  pw: {mpw()}",
          f".option(\"kafka.sasl.jaas.config\", 'org.apache.kafka.common.security.plain.PlainLoginModule required username=\"spark-stream\" password=\"{upw()}\";')",
          )
    r.add("kafka_scram_password",
          f"kafka-configs --bootstrap-server kafka01.acme.internal:9093 --alter --add-config 'SCRAM-SHA-512=[password={upw()}]' --entity-type users --entity-name epos-producer",
          f"sasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"stock-events\" password=\"{gpw()}\";",
          f"scram creds for the stock-events consumer: stock_cons / {mpw()}",
          )
    k1 = cc_key()
    r.add("confluent_cloud_api_secret",
          f"Confluent Cloud api key for lkc-{rnd(LOWER + DIGITS, 6)} (prod cluster)\nkey: {k1}\nsecret: {cc_secret()}",
          f"bootstrap.servers=pkc-{rnd(LOWER + DIGITS, 5)}.eu-west-2.aws.confluent.acme.example:9092\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"{cc_key()}\" password=\"{cc_secret()}\";",
          f"confluent api-key store {cc_key()} {cc_secret()} --resource lkc-{rnd(LOWER + DIGITS, 6)}",
          f"schema registry creds (basic auth)\nbasic.auth.credentials.source=USER_INFO\nbasic.auth.user.info={cc_key()}:{cc_secret()}",
          )
    r.add("databricks_pat",
          f"databricks PAT, 90 day expiry, made it 3/10: {dapi()}",
          f"~/.databrickscfg\n[DEFAULT]\nhost = https://adb-{dbx_ws()}.7.databricks.acme.example\ntoken = {dapi()}",
          f"curl -H \"Authorization: Bearer {dapi()}\" https://adb-{dbx_ws()}.3.databricks.acme.example/api/2.0/clusters/list",
          )
    fk, fs = rnd(ALNUM, 16), rnd(ALNUM, 32)
    r.add("fivetran_api_secret",
          f"Fivetran API (for the sync-trigger script)\napi key {rnd(ALNUM, 16)}\napi secret {rnd(ALNUM, 32)}",
          f"FIVETRAN_API_KEY={fk}\nFIVETRAN_API_SECRET={fs}",
          f"the airflow FivetranOperator conn just wants basic auth header: Authorization: Basic {b64(f'{rnd(ALNUM, 16)}:{rnd(ALNUM, 32)}'.encode())}",
          )
    r.add("airbyte_api_secret",
          f"Airbyte Cloud application 'airflow-trigger'\nclient_id: {uid()}\nclient_secret: {rnd(ALNUM, 32)}",
          f"airbyte OSS on the k8s box, .env bits:\nBASIC_AUTH_USERNAME=airbyte\nBASIC_AUTH_PASSWORD={gpw()}",
          f"airbyte client secret rotated, new: {rnd(ALNUM, 32)} (id unchanged)",
          )
    r.add("sftp_supplier_password",
          f"Bakery supplier feed (daily 05:30)\nsftp.northbakes.example port 22\nuser: acme_retail\npassword: {mpw()}\nfiles land in /outbound/YYYYMMDD/",
          f"lftp -u acmefeed,'{gpw()}' sftp://sftp.dairyco.example -e 'mirror /outbound /data/landing/dairy; bye'",
          f"winscp saved site for the crisps lot got wiped - it was sftp://acme:{upw()}@ftp.snackhouse.test:2222/drop/",
          )
    r.add("s3_secret_key_spark",
          f"spark.hadoop.fs.s3a.access.key {aws_key_id()}\nspark.hadoop.fs.s3a.secret.key {aws_secret()}\nspark.hadoop.fs.s3a.endpoint s3.eu-west-2.amazonaws.acme.example",
          f"spark-submit --conf spark.hadoop.fs.s3a.access.key={aws_key_id()} --conf spark.hadoop.fs.s3a.secret.key={aws_secret()} jobs/clickstream_compact.py",
          f"core-site.xml on the old hadoop edge node\n<property>\n  <name>fs.s3a.secret.key</name>\n  <value>{aws_secret()}</value>\n</property>",
          )
    r.add("tableau_pat_secret",
          f"Tableau Server PAT for the extract refresh script\nname: etl-refresh\nsecret: {tableau_secret()}",
          f"tabcmd login -s https://tableau.acme.internal --token-name dwh-bot --token-value \"{tableau_secret()}\"",
          f"TSC.PersonalAccessTokenAuth('publish-bot', '{tableau_secret()}', site_id='Retail')",
          )
    r.add("powerbi_client_secret",
          f"Power BI service principal (sp-powerbi-refresh)\ntenant {uid()}\nclient id {uid()}\nsecret {azure_secret()}  (expires Mar 26)",
          f"AZURE_CLIENT_SECRET={azure_secret()}",
          f"new client secret for the PBI embed app, value (only shown once!!): {azure_secret()}",
          )
    r.add("redshift_admin_password",
          f"redshift cluster rs-dwh master user awsuser pw {gpw()}",
          f"psql \"host=rs-dwh.acme.internal port=5439 dbname=dev user=awsuser password={upw()} sslmode=require\"",
          f"aws redshift modify-cluster --cluster-identifier rs-dwh --master-user-password '{rnd(ALNUM + '!#%*', 20)}'",
          )
    r.add("airflow_connection_password",
          f"export AIRFLOW_CONN_MSSQL_EPOS='mssql://etl_loader:{upw()}@sqlprod01.acme.internal:1433/EPOS'",
          f"airflow connections add 'snowflake_prod' --conn-type snowflake --conn-login SVC_AIRFLOW --conn-password '{gpw()}' --conn-extra '{{\"account\": \"acme-retail_uk\", \"warehouse\": \"LOAD_WH\"}}'",
          f"sftp_bakery conn in airflow: host sftp.northbakes.example, login acme_retail, password {mpw()}",
          )
    r.add("airflow_fernet_key",
          f"AIRFLOW__CORE__FERNET_KEY={b64u(secrets.token_bytes(32))}=",
          f"fernet key for prod airflow (needed if we ever rebuild the metadata db!!)\n{b64u(secrets.token_bytes(32))}=",
          f"rebuilt airflow-dev, had to reuse the old fernet so the conns decrypt: {b64u(secrets.token_bytes(32))}=",
          )
    r.add("airflow_admin_password",
          f"airflow webserver admin login - admin / {mpw()}",
          f"airflow users create --username jh --firstname J --lastname Hargreaves --role Admin --email jh@acme.example --password '{gpw()}'",
          f"_AIRFLOW_WWW_USER_PASSWORD: '{gpw()}'   # docker-compose on the dev box",
          )
    r.add("postgres_pgpass",
          f"~/.pgpass\npg-dwh.acme.internal:5432:dwh:etl_admin:{gpw()}\npg-replica.acme.internal:5432:*:analyst:{gpw()}",
          f"PGPASSWORD='{gpw()}' pg_dump -h pg-dwh.acme.internal -U etl_admin -Fc dwh > dwh_$(date +%F).dump",
          f"postgres superuser on pg-dwh: postgres / {mpw()}",
          )
    r.add("mysql_password",
          f"mysql -h mysql-returns.acme.internal -u returns_admin -p'{gpw()}' returns",
          f"returns mysql root pw {mpw()} - Stuart has it too",
          f"[client]\nhost=mysql-returns.acme.internal\nuser=returns_ro\npassword={gpw()}",
          )
    r.add("azure_storage_account_key",
          f"DefaultEndpointsProtocol=https;AccountName=acmeretaillake;AccountKey={b64(secrets.token_bytes(64))}",
          f"ADLS gen2 acmeretaillake key1:\n{b64(secrets.token_bytes(64))}",
          f"spark.conf.set(\"fs.azure.account.key.acmeretaillake.dfs.core.acme.example\", \"{b64(secrets.token_bytes(64))}\")",
          )
    r.add("azure_sql_admin_password",
          f"Azure SQL (sql-ecom-uks.database.acme.example) server admin: sqladminacme / {gpw()}",
          f"Server=tcp:sql-ecom-uks.database.acme.example,1433;Initial Catalog=Ecom;User ID=ecom_etl;Password={rnd(ALNUM + '!#*-', 22)};Encrypt=True;",
          f"ecom azure sql admin pw reset via portal today -> {mpw()}",
          )
    r.add("github_token",
          f"PAT for cloning the dbt repo on the airflow workers: ghp_{rnd(ALNUM, 36)}",
          f"git clone https://x-access-token:github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}@git.acme.example/data/dbt-retail.git",
          f"GH token for the dbt docs publish action (repo scope only)\nghp_{rnd(ALNUM, 36)}",
          )
    r.add("dbt_cloud_service_token",
          f"dbt Cloud service token (job admin) for the CI trigger: dbtc_{rnd(URLSAFE, 58)}",
          f"DBT_CLOUD_API_TOKEN=dbtc_{rnd(URLSAFE, 58)}\nDBT_CLOUD_ACCOUNT_ID={digits(5, lead=True)}",
          f"curl -H \"Authorization: Token dbtc_{rnd(URLSAFE, 58)}\" https://cloud.getdbt.acme.example/api/v2/accounts/{digits(5, lead=True)}/jobs/",
          )
    r.add("gcp_oauth_client_secret",
          f"OAuth client for the looker bq connection\nclient id {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.acme.example\nclient secret GOCSPX-{rnd(URLSAFE, 28)}",
          f"bq oauth secret = GOCSPX-{rnd(URLSAFE, 28)}",
          f"\"installed\": {{\"client_id\": \"{digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.acme.example\", \"client_secret\": \"GOCSPX-{rnd(URLSAFE, 28)}\"}}",
          )
    r.add("grafana_service_token",
          f"grafana service account token for the pipeline dashboards: glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
          f"curl -H 'Authorization: Bearer glsa_{rnd(ALNUM, 32)}_{hexs(8)}' https://grafana.acme.internal/api/dashboards/uid/dwh-loads",
          f"GF token (editor) - glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
          )
    r.add("redis_password",
          f"redis (airflow celery broker) requirepass {gpw()}",
          f"AIRFLOW__CELERY__BROKER_URL=redis://:{upw()}@redis.acme.internal:6379/0",
          f"redis-cli -h redis.acme.internal -a '{gpw()}' info keyspace",
          )
    r.add("ssh_private_key",
          f"bastion key (jump box into the DC), id_ed25519:\n{openssh_private()}",
          f"the deploy key for airflow-prod-01, copy in case:\n{openssh_private()}",
          f"sftp key for the bank statement feed (they wouldn't take password auth)\n{openssh_private()}",
          )
    r.add("jupyter_token",
          f"jupyter on the spark edge node: http://spark-edge.acme.internal:8888/?token={hexs(48)}",
          f"notebook token {hexs(48)}",
          f"c.NotebookApp.token = '{hexs(48)}'",
          )
    r.add("sqlserver_encryption_password",
          f"CREATE MASTER KEY ENCRYPTION BY PASSWORD = '{gpw()}';  -- master db, SQLPROD01, for TDE",
          f"BACKUP CERTIFICATE TDE_Cert TO FILE = 'D:\\Certs\\TDE_Cert.cer'\nWITH PRIVATE KEY (FILE = 'D:\\Certs\\TDE_Cert.pvk', ENCRYPTION BY PASSWORD = '{gpw()}');",
          f"if we ever restore EPOS to a new box we need the TDE cert .pvk + its password: {mpw()}",
          )
    r.add("kafka_keystore_password",
          f"ssl.keystore.location=/etc/kafka/ssl/dwh-loader.keystore.jks\nssl.keystore.password={gpw()}\nssl.key.password={gpw()}",
          f"truststore pw for the kafka jks files is {mpw()} (same on all three brokers, naughty)",
          f"keytool -importkeystore -srckeystore dwh-loader.p12 -srcstoretype PKCS12 -srcstorepass {upw()} -destkeystore dwh-loader.keystore.jks -deststorepass {upw()}",
          )
    r.add("mongodb_atlas_api_key",
          f"Atlas programmatic API key (project Loyalty)\npublic: {rnd(LOWER, 8)}\nprivate: {uid()}",
          f"atlas config set private_api_key {uid()}",
          f"MONGODB_ATLAS_PUBLIC_KEY={rnd(LOWER, 8)}\nMONGODB_ATLAS_PRIVATE_KEY={uid()}",
          )
    r.add("totp_seed",
          f"Snowflake MFA TOTP secret (backup in case Duo dies): {groups(rnd(BASE32, 32), 4)}",
          f"AWS root MFA seed for the data account - {rnd(BASE32, 32)}",
          f"otpauth://totp/Acme%20AWS:jhargreaves?secret={rnd(BASE32, 32)}&issuer=Acme%20AWS",
          )
    r.add("aws_console_password",
          f"AWS console, data account ({aws_account()}), IAM user jhargreaves, pw {mpw()}",
          f"break-glass IAM user dwh-breakglass password: {gpw()}",
          f"aws iam create-login-profile --user-name tableau-admin --password '{gpw()}' --password-reset-required",
          )
    r.add("laptop_login_password",
          f"new laptop (ACME-LT-{digits(4)}) windows pw: {mpw()}",
          f"bitlocker recovery key for the work laptop {'-'.join(f'{11 * secrets.randbelow(65536):06d}' for _ in range(8))}",
          )
    r.add("password_manager_master",
          f"Keeper master password (work vault): {phrase(WORDS, 4, ' ')} {digits(2)}",
          f"kdbx for the DBA team share - master pass {gpw()}",
          f"if I get hit by a tram: 1Password emergency kit, master pw {phrase(WORDS, 4, '.')}.{digits(3)}",
          )
    r.add("office_door_code",
          f"server room door at Trafford Park: {digits(4)}#",
          f"alarm code for the Salford Quays office if first in - {digits(4)}, then press set",
          f"comms cupboard keypad on 3rd floor is {digits(6)} (changed after the move)",
          )
    r.add("corporate_card",
          f"company card for Snowflake on-demand / misc SaaS\n{groups(luhn('4'), 4)} exp {card_expiry()} cvv {digits(3)}",
          f"Amex (team budget) {amex()}, exp {card_expiry()}, CID {digits(4)} - billing postcode M17 1AA",
          )
    r.add("vpn_password",
          f"globalprotect vpn - user jhargreaves, password {mpw()}",
          f"site-to-site vpn to the DC, IKE PSK: {gpw()}",
          f"DC out-of-band vpn (backup line), openvpn auth-user-pass file:\noob-admin\n{gpw()}",
          )
    r.add("account_recovery_codes",
          f"github recovery codes (work acc):\n{recovery_codes(6, 'github')}",
          f"Snowflake duo bypass codes: {recovery_codes(4, 'digits')}",
          f"Keeper recovery phrase: {phrase(WORDS, 12)}",
          )
    r.add("looker_api_secret",
          f"Looker API3 creds for the content validator\nclient_id: {rnd(ALNUM, 20)}\nclient_secret: {rnd(ALNUM, 24)}",
          f"LOOKERSDK_CLIENT_SECRET={rnd(ALNUM, 24)}",
          f"[Looker]\nbase_url=https://looker.acme.internal:19999\nclient_id={rnd(ALNUM, 20)}\nclient_secret={rnd(ALNUM, 24)}\nverify_ssl=True",
          )
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("odbc_trusted_connection",
          f"Driver={ODBC18};Server=tcp:sqlprod01.acme.internal,1433;Database=EPOS;Trusted_Connection=yes;Encrypt=yes;TrustServerCertificate=yes;",
          "SSIS package conn str for the stock load: Data Source=sqlprod02.acme.internal;Initial Catalog=Stock;Integrated Security=SSPI;Provider=MSOLEDBSQL.1",
          "sqlcmd -S sqlprod01.acme.internal -E -Q \"EXEC dbo.usp_RefreshMarts\"   (-E = windows auth, no pw needed)",
          )
    r.add("iam_auth_connection",
          f"jdbc:redshift:iam://rs-dwh:eu-west-2/dev?DbUser=dbt_rs&AutoCreate=false&ClusterID=rs-dwh&Profile=data-{aws_account()}",
          "RDS postgres now uses IAM auth - token comes from `aws rds generate-db-auth-token --hostname pg-ecom.acme.internal --port 5432 --username etl_iam` and only lasts 15 min, so don't bother saving it",
          "Azure SQL: Authentication=ActiveDirectoryMsi;Server=tcp:sql-ecom-uks.database.acme.example,1433;Database=Ecom  (managed identity, no password)",
          )
    r.add("dbt_env_var_placeholder",
          f"profiles.yml in the repo (safe):\n  prod:\n    type: snowflake\n    account: acme-retail_uk\n    user: SVC_DBT\n    password: \"{ENV_PW}\"\n    role: TRANSFORMER",
          f"dbt-sqlserver target now reads password: \"{ENV_PW}\" - set DBT_PASSWORD in the airflow worker env",
          "private_key_path: /opt/airflow/keys/rsa_key.p8\nprivate_key_passphrase: \"{{ env_var('DBT_PRIVATE_KEY_PASSPHRASE') }}\"",
          f"for local dev: export DBT_PASSWORD=... (ask in #data-eng, never paste it here) and check `dbt debug` shows password: {ENV_PW}",
          )
    r.add("snowflake_password_placeholder",
          "snowsql config template\n[connections.prod]\naccountname = acme-retail_uk\nusername = ${SNOWFLAKE_USER}\npassword = ${SNOWFLAKE_PASSWORD}",
          f"docker run --env SNOWFLAKE_PASSWORD=$SNOWFLAKE_PASSWORD acme/sf-loader:{digits(1)}.{digits(1)}.{digits(1)}  - password comes from the CI secret store",
          f"the sling config: password: {ENV_SF}  warehouse: LOAD_WH",
          )
    r.add("airflow_conn_ids",
          "Airflow connection ids we actually use: snowflake_prod, snowflake_dev, mssql_epos, mssql_wms, oracle_finprod, sftp_bakery, sftp_dairy, kafka_onprem, fivetran_default, aws_data",
          "mssql_epos was renamed to mssql_epos_ro on Tuesday - update the DAGs (epos_daily, stock_hourly)",
          f"AIRFLOW_CONN_AWS_DATA='aws://?region_name=eu-west-2&role_arn=arn%3Aaws%3Aiam%3A%3A{aws_account()}%3Arole%2Fairflow-data'  (assume role, no keys)",
          )
    r.add("snowflake_account_locator",
          f"Snowflake account locator {sf_locator()} (eu-west-2.aws), org ACMERETAIL, account name UK_PROD",
          f"dev account is {sf_locator()}.eu-west-2.aws, prod is acme-retail_uk / {sf_locator()}",
          f"support case with Snowflake - quote locator {sf_locator().upper()} and region AWS_EU_WEST_2",
          )
    r.add("snowflake_query_ids",
          f"slow query on MARTS.FCT_SALES, query id {sf_query_id()} - 14 min, spilled to remote storage",
          f"compare {sf_query_id()} (before clustering) vs {sf_query_id()} (after), bytes scanned down 80%",
          f"SELECT * FROM TABLE(RESULT_SCAN('{sf_query_id()}'));",
          )
    r.add("bigquery_job_ids",
          f"BQ job {bq_job()} failed: Resources exceeded during query execution",
          f"bq show -j acme-retail-dwh:EU.{bq_job()}",
          f"scheduled query for web_sessions ran as {bq_job()}, 2.4 GB billed",
          )
    r.add("bigquery_dataset_names",
          "BQ datasets: acme-retail-dwh.raw_ga4, acme-retail-dwh.stg_web, acme-retail-dwh.marts_ecom, analytics_312984756 (ga4 export)",
          f"events_{digits(8)} shard is missing for the bank holiday - re-export from GA4",
          "table acme-retail-dwh.marts_ecom.fct_orders is partitioned on order_date, clustered on store_id, channel",
          )
    r.add("hashed_table_names",
          f"dbt left temp tables behind: stg_orders__dbt_tmp_{hexs(8)}, fct_sales__dbt_backup - drop them",
          f"snapshot dbt_scd_id values are md5s, e.g. {hexs(32)} - don't panic, that's normal",
          f"spark wrote part-00000-{uid()}-c000.snappy.parquet into s3://acme-lake-raw/epos/dt=2024-11-03/",
          )
    r.add("kafka_topic_names",
          "topics: retail.epos.transactions.v2, retail.stock.movements.v1, retail.loyalty.events.v1, retail.web.clicks.v3",
          "new topic retail.pricing.changes.v1 - 12 partitions, RF 3, retention 7d, cleanup.policy=delete",
          "dlq for the stock sink: retail.stock.movements.v1.dlq (check it monday morning)",
          )
    r.add("kafka_consumer_offsets",
          f"cg-dwh-loader-prod lag on retail.epos.transactions.v2 partition 7: current offset {digits(9, lead=True)}, log end {digits(9, lead=True)}",
          f"reset to earliest: kafka-consumer-groups --bootstrap-server kafka01.acme.internal:9093 --group cg-stock-sink --topic retail.stock.movements.v1 --reset-offsets --to-offset {digits(8, lead=True)} --execute",
          f"consumer group id cg-spark-clicks-{hexs(8)} (spark makes a new one each restart, ignore)",
          )
    r.add("schema_registry_ids",
          f"subject retail.epos.transactions.v2-value, schema id {digits(6, lead=True)}, version 7, compat BACKWARD",
          f"avro magic byte 0 then schema id {digits(6, lead=True)} - that's why the first 5 bytes look like junk",
          f"sr cluster lsrc-{rnd(LOWER + DIGITS, 5)} in env-{rnd(LOWER + DIGITS, 5)}",
          )
    r.add("databricks_cluster_ids",
          f"job cluster for the clickstream compaction: {dbx_cluster()}, DBR 14.3 LTS, 4x i3.xlarge",
          f"interactive cluster id {dbx_cluster()} (shared, auto-terminates 60 min)",
          f"databricks clusters get --cluster-id {dbx_cluster()}",
          )
    r.add("databricks_workspace_ids",
          f"workspace id {dbx_ws()} (prod), {dbx_ws()} (dev)",
          f"https://adb-{dbx_ws()}.7.databricks.acme.example/?o={dbx_ws()}#job/{digits(15, lead=True)}/run/{digits(15, lead=True)}",
          f"unity catalog metastore {uid()}, region eu-west-2",
          )
    r.add("dbt_run_git_sha",
          f"prod dbt run {uid()} built from commit {hexs(40)} (main)",
          f"rollback: git revert {hexs(7)} - broke fct_returns incremental logic",
          f"manifest.json for {hexs(40)[:12]} uploaded to s3://acme-dbt-artifacts/prod/",
          )
    r.add("feed_file_checksums",
          f"bakery feed 20241103.csv sha256 {hexs(64)} - matches their .sha256 file",
          f"md5 mismatch on dairy_stock.csv: expected {hexs(32)}, got {hexs(32)} -> re-request",
          f"sha1sum of the supplier price file: {hexs(40)}",
          )
    r.add("s3_etag_version",
          f"s3://acme-lake-raw/epos/2024/11/03/tx.parquet  ETag \"{hexs(32)}-{secrets.randbelow(20) + 2}\"",
          f"restore previous version: aws s3api get-object --bucket acme-lake-raw --key pricing/current.csv --version-id {rnd(ALNUM + '._', 32)} prev.csv",
          f"ETag \"{hexs(32)}\", VersionId {rnd(ALNUM + '._', 32)}, LastModified 2024-11-04T05:42:11Z",
          )
    r.add("load_row_counts",
          f"epos_daily 04/11: {secrets.randbelow(9000000) + 1000000:,} rows, 00:07:{secrets.randbelow(60):02d}, credits 0.{digits(2)}",
          f"stock_hourly took {secrets.randbelow(40) + 10} min vs usual 6 - warehouse queued, bump LOAD_WH to M?",
          f"row count check: source {digits(7, lead=True)} / target {digits(7, lead=True)}, diff is the voided txns",
          )
    r.add("masked_secret_in_log",
          "airflow log shows: Using connection ID 'mssql_epos' for task execution. ... password=***  (masking works)",
          "Server=sqlprod01.acme.internal;Database=EPOS;User Id=etl_loader;Password=********;",
          "dbt debug output: password: [REDACTED] / private_key_passphrase: ******",
          "snowflake://superset_svc:XXXXXX@acme-retail_uk/ANALYTICS  <- how it shows in superset's UI",
          )
    r.add("rotation_note_no_value",
          "rotated the sa password on SQLPROD01 14/03, new one is in Keeper under 'SQL-PROD / sa'. Old one revoked.",
          "SVC_DBT key-pair rotated - RSA_PUBLIC_KEY_2 set, RSA_PUBLIC_KEY unset after 48h. private key lives in the vault, not here",
          "Databricks PATs all expire end of month, regenerate + update the 'databricks_default' airflow conn",
          "Confluent api key for lkc prod deleted after the leak scare, new one issued by platform team, I don't have it",
          )
    r.add("entra_app_ids",
          f"Power BI SP: application (client) id {uid()}, object id {uid()}, tenant {uid()}",
          f"tenant id for acme.example is {uid()} - needed in the fabric connector config",
          f"az ad sp show --id {uid()}  (sp-powerbi-refresh)",
          )
    r.add("snowflake_public_key_fp",
          f"DESC USER SVC_DBT -> RSA_PUBLIC_KEY_FP = SHA256:{b64(secrets.token_bytes(32))}",
          f"fingerprint check: openssl ... | openssl dgst -sha256 -binary | openssl enc -base64 gave SHA256:{b64(secrets.token_bytes(32))}, matches",
          f"SVC_AIRFLOW public key fp SHA256:{b64(secrets.token_bytes(32))} (set 02/11)",
          )
    r.add("rsa_public_key_pem",
          f"public half for SVC_DBT (goes in ALTER USER ... SET RSA_PUBLIC_KEY):\n{pem('PUBLIC KEY', 5)}",
          f"ALTER USER SVC_AIRFLOW SET RSA_PUBLIC_KEY='{pem_body(5).replace(chr(10), '')}';",
          )
    r.add("ssh_public_key_line",
          f"add to authorized_keys on airflow-prod-01: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jh@acme-lt",
          f"sftp supplier asked for our public key, sent: ssh-rsa {ssh_pub('ssh-rsa', 260)} acme-feeds",
          )
    r.add("vault_secret_refs",
          "vault kv get secret/data-eng/snowflake/svc_dbt  (field: private_key_passphrase)",
          "Keeper folder: Data Eng > Databases > Oracle FINPROD (SYSTEM, fin_etl, wallet)",
          "the SFTP pw for the dairy feed is in the red folder in Dave's drawer, not online",
          )
    r.add("secrets_manager_arns",
          f"arn:aws:secretsmanager:eu-west-2:{aws_account()}:secret:prod/redshift/awsuser-{rnd(ALNUM, 6)}",
          f"spark job reads creds from arn:aws:secretsmanager:eu-west-2:{aws_account()}:secret:dwh/kafka/dwh-loader-{rnd(ALNUM, 6)} at startup",
          f"KMS key for the lake: arn:aws:kms:eu-west-2:{aws_account()}:key/{uid()}",
          )
    r.add("gcp_sa_key_metadata",
          f"dbt-runner@acme-retail-dwh.iam.gserviceaccount.com key id {hexs(40)} created 2024-09-12, disable old key {hexs(40)}",
          f"gcloud iam service-accounts keys list --iam-account looker@acme-retail-dwh.iam.gserviceaccount.com -> KEY_ID {hexs(40)}",
          f"sa unique id {digits(21, lead=True)} (needed for the org policy exception)",
          )
    r.add("confluent_resource_ids",
          f"confluent cloud: env-{rnd(LOWER + DIGITS, 5)}, cluster lkc-{rnd(LOWER + DIGITS, 6)}, ksql lksqlc-{rnd(LOWER + DIGITS, 5)}, service account sa-{rnd(LOWER + DIGITS, 6)}",
          f"connector lcc-{rnd(LOWER + DIGITS, 5)} (s3 sink) paused since the bucket policy change",
          f"confluent kafka topic list --cluster lkc-{rnd(LOWER + DIGITS, 6)} --environment env-{rnd(LOWER + DIGITS, 5)}",
          )
    r.add("fivetran_connector_ids",
          f"fivetran connector id {fivetran_id()} = shopify, {fivetran_id()} = netsuite, group {fivetran_id()}",
          f"POST /v1/connectors/{fivetran_id()}/sync  (trigger from airflow)",
          f"fivetran destination schema netsuite_prod, connector {fivetran_id()}, last sync 05:12, 48,112 rows",
          )
    r.add("airbyte_connection_ids",
          f"airbyte connection {uid()} (zendesk -> snowflake), workspace {uid()}",
          f"job {digits(5, lead=True)} for connection {uid()} failed on normalization",
          )
    r.add("tableau_pat_metadata",
          "Tableau PAT 'etl-refresh' expires 15 days after last use if idle - the Sunday run keeps it alive. Rotate by 01/06.",
          f"tableau site Retail, site luid {uid()}, workbook 'Store Trading' luid {uid()}",
          )
    r.add("powerbi_workspace_ids",
          f"PBI workspace 'Retail Reporting' {uid()}, dataset 'Store Sales' {uid()}",
          f"POST https://api.powerbi.acme.example/v1.0/myorg/groups/{uid()}/datasets/{uid()}/refreshes",
          f"gateway cluster id {uid()} - on-prem gateway on SQLGW01",
          )
    r.add("company_bank_details",
          f"our remittance details on the supplier portal: Acme Retail Ltd, {iban('GB', 'NWBK' + digits(14))}, BIC NWBKGB2L",
          f"refund to supplier goes from {iban('GB', 'BARC' + digits(14))} (finance's account, sort code {digits(2)}-{digits(2)}-{digits(2)})",
          )
    r.add("supplier_po_numbers",
          f"PO-{digits(7, lead=True)} for the extra Snowflake capacity, invoice INV-{digits(6, lead=True)}",
          f"bakery credit note CN{digits(8, lead=True)} vs PO {digits(10, lead=True)}",
          f"GRN {rnd(UPPER + DIGITS, 10)} missing from the WMS extract - chase with Rob",
          )
    r.add("courier_tracking_numbers",
          f"replacement server disks: Royal Mail {rnd(UPPER, 2)}{digits(9, lead=True)}GB, DPD {digits(14, lead=True)}",
          f"return the old NAS via DPD, tracking {digits(14, lead=True)}",
          )
    r.add("service_desk_tickets",
          f"INC{digits(7)} - EPOS load failed overnight, root cause disk full on SQLPROD01",
          f"CHG{digits(7)} approved for Saturday 22:00 - SQL Server CU upgrade",
          f"Snowflake support case #{digits(8, lead=True)}, Databricks ticket {digits(8, lead=True)}, jira DE-{digits(4, lead=True)}",
          )
    r.add("container_image_digests",
          f"airflow image acme/airflow:2.8.1-py3.11@sha256:{hexs(64)}",
          f"pin the dbt runner image by digest sha256:{hexs(64)} not :latest",
          )
    r.add("tool_versions",
          "dbt-core 1.7.4, dbt-snowflake 1.7.1, dbt-sqlserver 1.7.2, apache-airflow 2.8.1, pyspark 3.5.0",
          "SQL Server 2019 CU25 (15.0.4355.3) on SQLPROD01, 2022 CU12 on SQLPROD02; Oracle 19.21.0.0.0",
          "mssql-jdbc 12.4.2.jre11, snowflake-jdbc 3.14.4, ojdbc11 23.3.0.23.09, kafka-clients 3.6.1",
          )
    r.add("ip_and_hostnames",
          "SQLPROD01 10.40.2.15, SQLPROD02 10.40.2.16, ora-fin01 10.40.3.21, kafka01-03 10.40.5.11-13",
          "bastion: jump.acme.internal (192.168.88.4), then ssh to airflow-prod-01.acme.internal",
          "Snowflake network policy allows 10.40.0.0/16 and the vpn egress 203.0.113.42",
          )
    r.add("phone_contacts",
          f"Oracle Apps contractor on-call 0161 496 0{digits(3)}, Dave mobile 07700 900{digits(3)}",
          f"DC remote hands (Trafford) 0161 496 0{digits(3)} - quote account ref ACM{digits(5)}",
          )
    r.add("store_postcodes",
          "stores missing from the stock feed: 0142 (M1 1AE), 0217 (SK1 3TA), 0309 (WA14 1EP)",
          "dim_store cleanup - postcodes with no space: M203QP -> M20 3QP, OL11UT -> OL1 1UT",
          )
    r.add("product_codes",
          f"EAN {ean13('50')} scanning as wrong SKU at tills, SKU {digits(6, lead=True)}",
          f"price file has duplicates for {ean13('50')} and {ean13('50')}",
          f"product code BKY-{digits(5)}-{rnd(UPPER, 2)} (bakery range) maps to category 41",
          )
    r.add("airflow_dag_run_ids",
          "epos_daily run scheduled__2024-11-03T02:00:00+00:00 marked failed, cleared and rerun",
          f"manual__2024-11-04T09:13:{secrets.randbelow(60):02d}.{digits(6)}+00:00 (my backfill, ignore)",
          f"task instance try 3 of stock_hourly.load_snowflake, job id {digits(7, lead=True)}, pid {digits(5, lead=True)}",
          )
    r.add("sqlserver_backup_lsn",
          f"EPOS_FULL_20241103_0100.bak first LSN {digits(14, lead=True)}00001, last LSN {digits(14, lead=True)}00001",
          f"log shipping stuck at LSN {hexs(8).upper()}:{hexs(8).upper()}:{hexs(4).upper()} on the secondary",
          f"backup set guid {uid().upper()} - restore verified on SQLDR01",
          )
    r.add("oracle_wallet_login",
          "sqlplus /@FINPROD   <- uses the auto-login wallet (cwallet.sso), no password typed",
          "sqlnet.ora: WALLET_LOCATION = (SOURCE = (METHOD = FILE) (METHOD_DATA = (DIRECTORY = /u01/app/oracle/wallet)))  SQLNET.WALLET_OVERRIDE = TRUE",
          "tnsnames entry FINPROD = (DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(HOST=ora-fin01.acme.internal)(PORT=1521))(CONNECT_DATA=(SERVICE_NAME=FINPROD.acme.internal)))",
          )
    r.add("mongo_object_ids",
          f"bad loyalty doc _id ObjectId(\"{hexs(24)}\") has a null member_id",
          f"resume token for the change stream: {{\"_data\": \"82{hexs(40).upper()}\"}}",
          )
    r.add("spark_application_ids",
          f"yarn app application_{digits(13, lead=True)}_{digits(4)} killed by OOM, executor memory 8g",
          f"spark history server: app-{digits(14, lead=True)}-{digits(4)} (clickstream_compact)",
          )
    r.add("password_policy_note",
          "Snowflake password policy: min length 14, 1 upper, 1 digit, 1 special, max age 90 days, history 5",
          "SQL logins must have CHECK_POLICY=ON and CHECK_EXPIRATION=ON from Q1 - audit finding AF-2024-17",
          "service account passwords: 32 chars generated by Keeper, never typed, never in chat. Personal ones 16+.",
          )
    r.add("mfa_enrolment_note",
          "moved Snowflake MFA from TOTP to Duo push, re-enrol if phone changes - the old QR code is void",
          "AWS root MFA is the hardware key in the safe at Trafford Park (YubiKey serial on the label)",
          )
    r.add("databricks_secret_scope_ref",
          "spark.hadoop.fs.s3a.secret.key {{secrets/etl-scope/s3-secret-key}}\nspark.hadoop.fs.s3a.access.key {{secrets/etl-scope/s3-access-key}}",
          "dbutils.secrets.get(scope=\"kafka\", key=\"dwh-loader-password\")  - returns [REDACTED] if you print it",
          "databricks secrets put-secret etl-scope snowflake-pw   (it opens an editor, paste there, not in the shell history)",
          )
    r.add("kafka_jaas_placeholder",
          "sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"stock-events\" password=\"${file:/etc/kafka/secrets.properties:sasl.password}\";",
          "password=\"${env:KAFKA_SASL_PASSWORD}\" via the EnvVarConfigProvider - config.providers=env",
          )
    r.add("sftp_host_key_fp",
          f"sftp.northbakes.example host key ED25519 SHA256:{b64u(secrets.token_bytes(32))} - confirmed with their IT on the phone",
          f"dairyco changed their server, new fingerprint ssh-rsa 3072 SHA256:{b64u(secrets.token_bytes(32))}",
          )
    r.add("promo_coupon_codes",
          f"promo codes in the ecom orders to exclude from margin: XMAS{digits(2)}MCR, STAFF-{rnd(UPPER + DIGITS, 6)}, WELCOME10",
          f"voucher batch VB-{digits(6, lead=True)}, code prefix {rnd(UPPER, 4)}, 5000 issued, 1,214 redeemed",
          )
    r.add("sql_login_sid_and_thumbprint",
          f"orphaned user fix: login svc_ssis SID 0x{hexs(32).upper()} - ALTER USER svc_ssis WITH LOGIN = svc_ssis",
          f"TDE cert thumbprint 0x{hexs(40).upper()}, expires 2026-01-31",
          )
    r.add("kafka_header_base64",
          f"the source header on epos messages is base64 json: {b64(json.dumps({'source': 'epos', 'store': digits(4), 'till': digits(2)}).encode())}",
          f"trace header value {b64(secrets.token_bytes(16))} is just the otel span context",
          )
    r.add("van_licence_plates",
          f"delivery van fleet in dim_vehicle: {plate()}, {plate()}, {plate()} (new ones from Sept)",
          f"parking permit for the Trafford car park is on reg {plate()}",
          )
    r.add("pgp_key_fingerprints",
          f"bank statement feed is PGP-signed, their key fingerprint {groups(hexs(40).upper(), 4)}",
          f"our public key for the supplier encrypted feeds: {groups(hexs(40).upper(), 4)} (acme-feeds@acme.example)",
          )
    return r


def main() -> None:
    write_corpora("make_heldout140.py", [
        ("heldout140_credentials.yaml", credentials(), "batch 140 (Manchester retail data engineer and part-time DBA), written blind; every value synthetic"),
        ("heldout140_lookalikes.yaml", lookalikes(), "batch 140 look-alikes: warehouse ids, hashes, placeholders and IAM auth from a retail data engineer, written blind"),
    ])


if __name__ == "__main__":
    main()
