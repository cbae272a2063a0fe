# ruff: noqa: E501
"""Writes heldout210_credentials.yaml and heldout210_lookalikes.yaml: held-out batch 210.

Persona: a data engineer in London who runs the warehouse side of an analytics team on
Snowflake, dbt, Airflow, BigQuery and Databricks, with Fivetran loading sources, Looker on
top and Confluent Cloud Kafka for events. They ask the assistant to remember the Snowflake
key-pair login (PEM and passphrase), Airflow connection URIs, the dbt profiles.yml password,
a GCP service account's private_key, Databricks and Fivetran tokens, Looker and Confluent
secrets; and, as harmless look-alikes, account locators, query and job ids, dag run ids,
cluster ids, hashed storage paths, service account e-mails, key ids, manifest hashes,
connector ids, client ids and env var references.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    B64,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    anthropic_key,
    app_password,
    aws_key_id,
    aws_secret,
    b64,
    b64u_bytes,
    basic,
    digits,
    epoch,
    hexs,
    onepassword_secret_key,
    openai_project_key,
    openssh_private,
    pem,
    pem_body,
    phrase,
    pick,
    pod_name,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = ["thames", "pigeon", "kettle", "brolly", "tube", "crumpet", "fog", "barge",
         "shard", "marmite", "lantern", "puddle", "oyster", "gherkin", "biscuit", "canal",
         "heron", "jubilee", "velvet", "cobble", "drizzle", "parsnip", "quartz", "saffron"]
FIVETRAN_A = ["sober", "decidedly", "rapidly", "mellow", "quietly", "hasty", "lucid", "brave",
              "amused", "nimble", "sturdy", "gentle", "weary", "bright"]
FIVETRAN_B = ["tolerant", "observe", "sickle", "harness", "plaza", "trout", "weaver", "rooster",
              "granite", "lobby", "meadow", "oyster", "pencil", "ladder"]
PROJECTS = ["acme-analytics-prod", "acme-lake-dev", "acme-ingest-stg", "acme-ml-sandbox"]
SF_ACCOUNTS = ["acme-analytics", "acme-dataplatform", "acme-eu_prod"]


# --- credential shapes -------------------------------------------------------------------

def sf_enc_pem() -> str:
    return pem("ENCRYPTED PRIVATE KEY", pick(6, 8))


def sf_pem() -> str:
    return pem("PRIVATE KEY", pick(6, 7))


def passphrase() -> str:
    return pick(phrase(WORDS, 4, "-"), phrase(WORDS, 5, " "), pw(), phrase(WORDS, 3, ".") + digits(2))


def dapi() -> str:
    return "dapi" + hexs(32) + pick("", "", "-2", "-3")


def dose() -> str:
    return "dose" + hexs(32)


def fivetran_key() -> str:
    return rnd(ALNUM, 16)


def fivetran_secret() -> str:
    return rnd(ALNUM, 32)


def looker_id() -> str:
    return rnd(ALNUM, 20)


def looker_secret() -> str:
    return rnd(ALNUM, 24)


def confluent_key() -> str:
    return rnd(UPPER + DIGITS, 16)


def confluent_secret() -> str:
    return rnd(B64, 64)


def dbt_cloud_token() -> str:
    return "dbtc_" + rnd(URLSAFE, 50)


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def glpat() -> str:
    return "glpat-" + rnd(URLSAFE, 20)


def xoxb() -> str:
    return f"xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}"


def fernet() -> str:
    return b64u_bytes(32) + "="


def azure_key() -> str:
    return b64(secrets.token_bytes(64))


def tableau_secret() -> str:
    return f"{b64(secrets.token_bytes(16))}:{rnd(ALNUM, 32)}"


def gcp_sa_json(project: str, name: str, indent: int | None = 2) -> str:
    key = "-----BEGIN PRIVATE KEY-----\n" + pem_body(pick(6, 8)) + "\n-----END PRIVATE KEY-----\n"
    data = {
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(40),
        "private_key": key,
        "client_email": f"{name}@{project}.iam.gserviceaccount.com",
        "client_id": digits(21, True),
    }
    return json.dumps(data, indent=indent)


def gcp_private_key_field() -> str:
    key = "-----BEGIN PRIVATE KEY-----\n" + pem_body(5) + "\n-----END PRIVATE KEY-----\n"
    return json.dumps(key)


def project() -> str:
    return f"{pick(*PROJECTS)}-{digits(4, True)}"


# --- look-alike shapes -------------------------------------------------------------------

def rsa_spki() -> str:
    """An RSA-2048 public key as Snowflake's RSA_PUBLIC_KEY takes it: base64 DER SPKI."""
    der = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100")
    return b64(der + b"\xc1" + secrets.token_bytes(255) + bytes.fromhex("0203010001"))


def rsa_public_pem() -> str:
    body = rsa_spki()
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN PUBLIC KEY-----\n{lines}\n-----END PUBLIC KEY-----"


def sf_locator() -> str:
    return rnd(LOWER, 2) + digits(5, True)


def sf_query_id() -> str:
    return f"01{hexs(6)}-{pick('0402', '0502', '0602', '0702')}-{hexs(4)}-0000-{hexs(12)}"


def bq_job() -> str:
    return f"bquxjob_{hexs(8)}_{hexs(11)}"


def dag_run_id() -> str:
    d = f"2024-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}"
    return pick(f"scheduled__{d}T05:00:00+00:00",
                f"manual__{d}T{secrets.randbelow(24):02d}:{secrets.randbelow(60):02d}:{secrets.randbelow(60):02d}.{digits(6)}+00:00",
                f"dataset_triggered__{d}T06:{secrets.randbelow(60):02d}:{secrets.randbelow(60):02d}.{digits(6)}+00:00")


def cluster_id() -> str:
    return f"{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}-{digits(6)}-{rnd(LOWER + DIGITS, 8)}"


def workspace_id() -> str:
    return digits(16, True)


def fivetran_id() -> str:
    return f"{pick(*FIVETRAN_A)}_{pick(*FIVETRAN_B)}"


def sa_email(name: str) -> str:
    return f"{name}@{project()}.iam.gserviceaccount.com"


def credentials() -> Rows:
    r = Rows()

    r.add("snowflake_encrypted_private_key_pem",
          f"Snowflake key-pair for my user ANA_DE (acme-analytics account). Encrypted key, passphrase is {passphrase()}\n{sf_enc_pem()}",
          f"remember this, it's rsa_key.p8 for the SVC_DBT_PROD user:\n{sf_enc_pem()}\npass: {passphrase()}",
          f"{sf_enc_pem()}\n^ the snowflake private key for airflow, pwd to decrypt it = {passphrase()}",
          f"Please keep my Snowflake p8 key safe in memory (svc_fivetran_loader):\n\n{sf_enc_pem()}",
          f"chave privada do snowflake (user LOOKER_SVC), frase: {passphrase()}\n{sf_enc_pem()}")

    r.add("snowflake_unencrypted_private_key_pem",
          f"unencrypted snowflake key I use locally from snowsql, don't lose it:\n{sf_pem()}",
          f"private_key_content for the dbt-snowflake profile (ci user):\n{sf_pem()}",
          f"snowflake_conn extra -> private_key_content:\n{sf_pem()}\n(role TRANSFORMER, warehouse WH_TRANSFORM_M)",
          f"Key for SVC_REVERSE_ETL, no passphrase on this one\n{sf_pem()}")

    r.add("snowflake_key_passphrase",
          f"PRIVATE_KEY_PASSPHRASE for the snowflake key = {passphrase()}",
          f"passphrase on rsa_key.p8 (svc_airflow): {passphrase()}",
          f"Snowflake keypair decrypt phrase: {passphrase()} - openssl pkcs8 asks for it",
          f"export SNOWFLAKE_PRIVATE_KEY_PASSPHRASE='{passphrase()}'",
          f"the p8 passphrase is '{passphrase()}' (I always forget it)")

    r.add("snowflake_user_password",
          f"Snowflake login acme-analytics.snowflakecomputing.com  user ANA.SOUSA  pw {pw()}",
          f"snowsql -a xy{digits(5, True)}.eu-west-2.aws -u SVC_LEGACY_TABLEAU, password is {pw()}",
          f"Legacy password user for the Tableau extract (until we move it to key-pair): TABLEAU_RO / {pw()}",
          f"[connections.prod]\naccountname = acme-dataplatform\nusername = svc_sigma\npassword = {pw()}\nrolename = REPORTER",
          f"snowflake break-glass ACCOUNTADMIN user BREAKGLASS_01 password: {pw()} - only in emergencies!")

    r.add("airflow_connection_uri",
          f"AIRFLOW_CONN_POSTGRES_ORDERS='postgres://airflow_ro:{pw()}@orders-db.acme.internal:5432/orders'",
          f"airflow connections add warehouse_pg --conn-uri 'postgresql://etl:{rnd(ALNUM, 18)}@pg-replica.acme.internal:5432/dw'",
          f"conn uri for the mysql source in airflow: mysql://fivetran_shadow:{rnd(ALNUM + '-_', 20)}@legacy-crm.acme.internal:3306/crm",
          f"AIRFLOW_CONN_SNOWFLAKE_DEFAULT=snowflake://SVC_AIRFLOW:{rnd(ALNUM, 22)}@/ANALYTICS/PUBLIC?account=acme-analytics&warehouse=WH_LOAD&role=LOADER",
          f"sftp conn for the partner drop:\nsftp://acme_upload:{rnd(ALNUM, 16)}@sftp.partner.example:22/inbound",
          f"mssql+pyodbc://reporting:{pw()}@finance-sql.acme.internal:1433/FinanceDW?driver=ODBC+Driver+18 <- airflow conn finance_dw")

    r.add("airflow_fernet_key",
          f"AIRFLOW__CORE__FERNET_KEY={fernet()}",
          f"fernet key for the prod airflow metadb, DO NOT rotate without re-encrypting: {fernet()}",
          f"airflow.cfg\n[core]\nfernet_key = {fernet()}",
          f"helm values: fernetKey: \"{fernet()}\"  (webserverSecretKey: {hexs(32)})")

    r.add("airflow_admin_password",
          f"airflow UI admin on airflow.acme.internal -> admin / {pw()}",
          f"airflow users create --username ana --role Admin --email ana@acme.example --password '{pw()}'",
          f"Astronomer local dev login: admin:{rnd(ALNUM, 12)}",
          f"airflow webserver (staging) user de_team pwd {pw()}")

    r.add("dbt_profiles_password",
          f"profiles.yml\nacme:\n  target: dev\n  outputs:\n    dev:\n      type: snowflake\n      account: acme-analytics\n      user: ANA_DEV\n      password: \"{pw()}\"\n      role: TRANSFORMER_DEV\n      database: ANALYTICS_DEV\n      warehouse: WH_DEV_XS\n      schema: dbt_asousa",
          f"dbt postgres target pass: {pw()}  (user dbt_ci on pg-ci.acme.internal)",
          f"my dbt profile password for the redshift target is {rnd(ALNUM + '!#%', 14)}",
          f"    prod:\n      type: postgres\n      host: warehouse.acme.internal\n      user: dbt_prod\n      pass: {rnd(ALNUM, 24)}\n      dbname: analytics\n      schema: marts",
          f"DBT_PASSWORD={pw()}  <- exported in my .zshrc for local dbt runs",
          f"dbt-databricks target:\n      type: databricks\n      host: dbc-{hexs(8)}-{hexs(4)}.acme.internal\n      http_path: /sql/1.0/warehouses/{hexs(16)}\n      token: {dapi()}")

    r.add("gcp_service_account_key_json",
          f"GCP SA key for the bigquery loader, keep it:\n{gcp_sa_json(project(), 'bq-loader')}",
          f"keyfile.json for dbt-bigquery (service account dbt-runner):\n{gcp_sa_json(project(), 'dbt-runner')}",
          f"{gcp_sa_json(project(), 'airflow-composer', None)}",
          f"saved the looker BQ connection key here: {gcp_sa_json(project(), 'looker-bq', None)}")

    r.add("gcp_private_key_field",
          f"\"private_key\": {gcp_private_key_field()}",
          f"just the private_key bit from the fivetran-bq SA json:\n{gcp_private_key_field()}",
          f"private_key for sa airflow-gcs@{project()}.iam.gserviceaccount.com = {gcp_private_key_field()}",
          f"keyfile_json:\n  private_key: {gcp_private_key_field()}\n  client_email: dbt-ci@{project()}.iam.gserviceaccount.com")

    r.add("gcp_credentials_base64",
          f"GOOGLE_CREDENTIALS (base64 of the sa json) for terraform: {b64(gcp_sa_json(project(), 'tf-admin', None).encode())}",
          f"github secret BQ_SA_KEY_B64 value:\n{b64(gcp_sa_json(project(), 'ci-bq', None).encode())}",
          f"echo '{b64(gcp_sa_json(project(), 'composer-sa', None).encode())}' | base64 -d > /tmp/sa.json",
          f"k8s secret gcp-sa data:\n  key.json: {b64(gcp_sa_json(project(), 'spark-gcs', None).encode())}")

    r.add("databricks_personal_access_token",
          f"databricks PAT (expires in 90d): {dapi()}",
          f"DATABRICKS_TOKEN={dapi()}\nDATABRICKS_HOST=https://dbc-{hexs(8)}-{hexs(4)}.acme.internal",
          f"[DEFAULT]\nhost  = https://adb-{digits(16, True)}.acme.internal\ntoken = {dapi()}",
          f"token for the databricks sql connector in the reverse etl job: {dapi()}",
          f"dbx token pls remember -> {dapi()}",
          f"curl -H 'Authorization: Bearer {dapi()}' https://dbc-{hexs(8)}-{hexs(4)}.acme.internal/api/2.1/jobs/list")

    r.add("databricks_oauth_client_secret",
          f"databricks service principal sp-airflow: client id {uid()}, secret {dose()}",
          f"DATABRICKS_CLIENT_SECRET={dose()}",
          f"M2M oauth secret for the ingestion SP: {dose()} (created today, 1y)",
          f"databricks auth for terraform:\n  client_id     = \"{uid()}\"\n  client_secret = \"{dose()}\"")

    r.add("fivetran_api_key_secret",
          f"Fivetran API: key {fivetran_key()} secret {fivetran_secret()}",
          f"FIVETRAN_API_KEY={fivetran_key()}\nFIVETRAN_API_SECRET={fivetran_secret()}",
          f"fivetran api secret (the airflow provider needs it): {fivetran_secret()}",
          f"curl -u {fivetran_key()}:{fivetran_secret()} https://api.fivetran.example/v1/groups",
          f"Authorization: Basic {basic(fivetran_key(), fivetran_secret())}  <- fivetran REST",
          f"fivetran_conn extra: {{\"api_key\": \"{fivetran_key()}\", \"api_secret\": \"{fivetran_secret()}\"}}")

    r.add("looker_api_client_secret",
          f"Looker API3 creds for my user: client_id {looker_id()} client_secret {looker_secret()}",
          f"looker.ini\n[Looker]\nbase_url=https://acme.looker.example:19999\nclient_id={looker_id()}\nclient_secret={looker_secret()}\nverify_ssl=True",
          f"LOOKERSDK_CLIENT_SECRET={looker_secret()}",
          f"secret da API do Looker (conta de serviço do spectacles): {looker_secret()}",
          f"looker client secret for the content validator CI job - {looker_secret()}")

    r.add("confluent_kafka_api_secret",
          f"Confluent Cloud API key {confluent_key()} / secret {confluent_secret()} (cluster lkc-{rnd(LOWER + DIGITS, 5)})",
          f"sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"{confluent_key()}\" password=\"{confluent_secret()}\";",
          f"kafka (confluent) secret for the events consumer: {confluent_secret()}",
          f"bootstrap.servers=pkc-{rnd(LOWER + DIGITS, 5)}.eu-west-2.aws.acme.internal:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanisms=PLAIN\nsasl.username={confluent_key()}\nsasl.password={confluent_secret()}",
          f"CONFLUENT_CLOUD_API_SECRET={confluent_secret()}")

    r.add("confluent_schema_registry_secret",
          f"schema registry basic auth: {confluent_key()}:{confluent_secret()}",
          f"basic.auth.user.info={confluent_key()}:{confluent_secret()}",
          f"SR api secret (psrc cluster) = {confluent_secret()}",
          f"schema.registry.basic.auth.user.info: \"{confluent_key()}:{confluent_secret()}\"  # dbt-kafka sources")

    r.add("dbt_cloud_service_token",
          f"dbt Cloud service token for the orchestration job: {dbt_cloud_token()}",
          f"DBT_CLOUD_API_TOKEN={dbt_cloud_token()}",
          f"dbt cloud token (account 7{digits(4)}, job trigger only) {dbt_cloud_token()}",
          f"Authorization: Token {dbt_cloud_token()}")

    r.add("aws_access_key_pair",
          f"aws creds for the s3 landing bucket (iam user snowpipe-loader):\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
          f"AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()}",
          f"S3 stage creds: CREDENTIALS=(AWS_KEY_ID='{aws_key_id()}' AWS_SECRET_KEY='{aws_secret()}')",
          f"key {aws_key_id()} secret {aws_secret()} - the old one for the athena exports",
          f"[acme-lake]\naws_access_key_id={aws_key_id()}\naws_secret_access_key={aws_secret()}\nregion=eu-west-2")

    r.add("azure_storage_connection_string",
          f"DefaultEndpointsProtocol=https;AccountName=acmelakeuks;AccountKey={azure_key()};EndpointSuffix=acme.internal",
          f"adls account key for the databricks mount: {azure_key()}",
          f"fs.azure.account.key.acmerawdata.dfs.acme.internal {azure_key()}",
          f"storage key1 for acmelakeuks (rotated in May): {azure_key()}")

    r.add("github_personal_access_token",
          f"github PAT for the dbt repo CI: {ghp()}",
          f"GH_TOKEN={ghp()}",
          f"git clone https://ana-sousa:{ghp()}@github.acme.internal/data/dbt-analytics.git",
          f"fine-grained token for airflow-dags repo: github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}")

    r.add("gitlab_personal_access_token",
          f"gitlab token (read_repository) for the composer git-sync: {glpat()}",
          f"GITLAB_TOKEN={glpat()}",
          f"token for gitlab.acme.internal pipelines api -> {glpat()}",
          f"[remote \"origin\"] url = https://oauth2:{glpat()}@gitlab.acme.internal/data/ingest.git")

    r.add("slack_bot_token",
          f"slack bot token for the airflow alerts app: {xoxb()}",
          f"SLACK_BOT_TOKEN={xoxb()}",
          f"airflow slack conn password field = {xoxb()}  (channel #data-alerts)",
          f"slack token p/ os alertas do dbt: {xoxb()}")

    r.add("tableau_pat_secret",
          f"Tableau PAT name: airflow-refresh, secret: {tableau_secret()}",
          f"TABLEAU_TOKEN_VALUE={tableau_secret()}",
          f"tableau server personal access token secret {tableau_secret()}",
          f"tsc.PersonalAccessTokenAuth('airflow-refresh', '{tableau_secret()}', site_id='acme')")

    r.add("llm_api_key",
          f"openai key for the dbt docs summariser side project: {openai_project_key()}",
          f"ANTHROPIC_API_KEY={anthropic_key()}",
          f"OPENAI_API_KEY={openai_project_key()}  # team budget, don't share",
          f"claude key for the sql-review bot -> {anthropic_key()}")

    r.add("ssh_private_key",
          f"ssh key for the bastion bastion.acme.internal (user ana):\n{openssh_private()}",
          f"deploy key for the airflow-dags repo:\n{openssh_private()}",
          f"id_ed25519 for the on-prem SFTP box:\n{openssh_private()}",
          f"~/.ssh/databricks_git (added to the dbt repo deploy keys)\n{openssh_private()}")

    r.add("postgres_password",
          f"psql \"host=orders-db.acme.internal dbname=orders user=readonly password={pw()} sslmode=require\"",
          f"PGPASSWORD={rnd(ALNUM, 20)} psql -h analytics-pg.acme.internal -U etl -d raw",
          f"~/.pgpass\nwarehouse.acme.internal:5432:analytics:dbt_prod:{rnd(ALNUM, 24)}",
          f"airflow metadb postgres password: {pw()}")

    r.add("sqlalchemy_url_with_password",
          f"engine = create_engine('snowflake://ANA_DEV:{pw()}@acme-analytics/ANALYTICS/STAGING?warehouse=WH_DEV_XS&role=ANALYST')",
          f"DATABASE_URL=postgresql+psycopg2://superset:{rnd(ALNUM, 20)}@superset-db.acme.internal:5432/superset",
          f"bigquery is via keyfile but the clickhouse url is clickhouse://default:{rnd(ALNUM, 16)}@ch.acme.internal:8123/events",
          f"SQLALCHEMY_DATABASE_URI = 'mysql+pymysql://metabase:{pw()}@metabase-db.acme.internal/metabase'")

    r.add("sftp_vendor_password",
          f"SFTP for the ad-spend vendor: host sftp.adspend.example, user acme_de, password {pw()}",
          f"Partner file drop creds -> acme_ingest / {rnd(ALNUM, 14)} (port 2222)",
          f"the sftp pass from the marketing agency is {pw()}, they sent it by phone",
          f"sftp login (fornecedor de pagamentos): user acme_pay, senha {pw()}")

    r.add("mfa_recovery_codes",
          f"Snowflake Duo backup codes: {' '.join(digits(10) for _ in range(5))}",
          f"github recovery codes (work account)\n{recovery_codes(8, 'github')}",
          f"databricks account console recovery codes:\n{recovery_codes(6, 'other')}",
          f"Google workspace backup codes {recovery_codes(6, 'digits')}")

    r.add("google_app_password",
          f"app password for the airflow smtp alerts (de-alerts@acme.example): {app_password()}",
          f"AIRFLOW__SMTP__SMTP_PASSWORD={app_password().replace(' ', '')}",
          f"gmail app pwd for the report mailer: {app_password()}",
          f"smtp conn for airflow: smtp://de-alerts%40acme.example:{app_password().replace(' ', '')}@smtp.acme.example:587")

    r.add("password_manager_master_password",
          f"1Password master password (work vault): {passphrase()}",
          f"bitwarden master pw = {phrase(WORDS, 5, '-')}{digits(2)}",
          f"KeePassXC db password for the team DE vault: {pw()}",
          f"1password secret key + master pw, work account:\n{onepassword_secret_key()}\n{passphrase()}")

    r.add("laptop_and_wifi_password",
          f"home wifi (BT Hub, flat in Hackney): SSID BT-{rnd(UPPER, 6)} key {rnd(UPPER + DIGITS, 4)}-{rnd(LOWER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}",
          f"work macbook login password: {pw()}",
          f"office guest wifi 'ACME-Guest' password {phrase(WORDS, 2, '')}{digits(3)}",
          f"new laptop PIN {digits(6)} and the disk password {pw()}")

    r.add("internal_api_bearer_token",
          f"bearer token for the ingestion api (acme metrics-gateway): {'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9'}.{b64u_bytes(pick(60, 90))}.{b64u_bytes(32)}",
          f"X-API-Key for the events collector at collector.acme.internal: {rnd(ALNUM, 40)}",
          f"hubspot private app token (fivetran custom connector): pat-eu1-{uid()}",
          f"stripe restricted key for the finance pipeline: rk_live_{rnd(ALNUM, 99)}")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("snowflake_account_locator",
          f"Snowflake account locator: {sf_locator()}.eu-west-2.aws (org ACME, account name {pick(*SF_ACCOUNTS)})",
          f"our snowflake account id for support tickets = {sf_locator().upper()}",
          f"snowsql -a {sf_locator()}.eu-west-2.aws -u ANA_DE --authenticator externalbrowser",
          f"the dev account locator is {sf_locator()} and prod is {sf_locator()}, both in AWS London",
          f"account_identifier: ACME-{rnd(UPPER, 3)}{digits(2)} (old locator {sf_locator()})")

    r.add("snowflake_query_id",
          f"slow query in prod: {sf_query_id()} - 14 min on WH_TRANSFORM_M, spills to remote",
          f"query id {sf_query_id()} failed with 'Numeric value is not recognized'",
          f"to share with Snowflake support: {sf_query_id()}, {sf_query_id()}",
          f"select * from table(result_scan('{sf_query_id()}'));",
          f"QUERY_ID {sf_query_id()} -> bytes scanned 412 GB, check the clustering on fct_events",
          f"dbt run query_id: {sf_query_id()} (model stg_orders)")

    r.add("bigquery_job_id",
          f"BigQuery job {project()}:EU.{bq_job()} ran out of slots",
          f"bq show -j --location=EU {bq_job()}",
          f"failed load job: airflow_load_events_{epoch()}_{hexs(32)}",
          f"job id {bq_job()} cost £3.20, scanned 640 GB",
          f"BQ job ids from the backfill: {bq_job()}, {bq_job()}, {bq_job()}")

    r.add("airflow_dag_run_id",
          f"dag run id {dag_run_id()} of ingest_orders failed at load_to_snowflake",
          f"airflow dags state dbt_daily {dag_run_id()}",
          f"clear task for run_id={dag_run_id()}",
          f"the rerun was {dag_run_id()} (triggered by me)",
          f"runs to check: {dag_run_id()} and {dag_run_id()}")

    r.add("airflow_worker_pod_name",
          f"task got OOMKilled in pod {pod_name('airflow-worker')}",
          f"scheduler pod: {pod_name('airflow-scheduler')}, webserver {pod_name('airflow-webserver')}",
          f"kubectl logs -n airflow {pod_name('airflow-triggerer')} --tail 200",
          f"KubernetesPodOperator pod name dbt-run-{hexs(8)} in namespace data-jobs")

    r.add("databricks_cluster_id",
          f"Databricks cluster id {cluster_id()} (shared, DBR 14.3 LTS)",
          f"existing_cluster_id: \"{cluster_id()}\" in the job json",
          f"the ml team's cluster {cluster_id()} keeps autoscaling to 20 nodes",
          f"cluster_id={cluster_id()} spark_version=13.3.x-scala2.12 node_type=Standard_D8ds_v5",
          f"spark conf for {cluster_id()}: spark.databricks.delta.optimizeWrite.enabled true")

    r.add("databricks_workspace_and_warehouse_id",
          f"databricks workspace id {workspace_id()} (prod-uks), staging is {workspace_id()}",
          f"SQL warehouse id {hexs(16)}, http_path /sql/1.0/warehouses/{hexs(16)}",
          f"job run link: https://dbc-{hexs(8)}-{hexs(4)}.acme.internal/?o={workspace_id()}#job/{digits(15, True)}/run/{digits(15, True)}",
          f"unity catalog metastore id {uid()}")

    r.add("gcs_path_hashed_partition",
          f"gs://acme-lake-raw/events/dt=2024-06-03/bucket={hexs(2)}/part-00000-{uid()}-c000.snappy.parquet",
          f"exports land in gs://acme-bq-exports/{hexs(40)}/000000000000.avro",
          f"the broken file: gs://acme-ingest-stg/fivetran/{hexs(8)}/{hexs(32)}.csv.gz",
          f"gsutil ls gs://acme-lake-raw/clickstream/hash={hexs(4)}/",
          f"composer dags bucket gs://europe-west2-acme-composer-{hexs(8)}-bucket/dags")

    r.add("s3_path_hashed_partition",
          f"s3://acme-datalake-prod/raw/orders/_hash={hexs(2)}/year=2024/month=06/{uid()}.parquet",
          f"snowpipe stage points at s3://acme-landing/{hexs(16)}/kafka/events/",
          f"aws s3 cp s3://acme-datalake-prod/delta/fct_sessions/_delta_log/{digits(20)}.json .",
          f"the partition path s3://acme-lake/events/shard={hexs(8)}/dt=2024-05-31/ is empty",
          f"manifest at s3://acme-exports/unload/{hexs(32)}/manifest.json")

    r.add("service_account_email",
          f"dbt runs as {sa_email('dbt-runner')}",
          f"grant roles/bigquery.dataEditor to {sa_email('fivetran-loader')}",
          f"composer SA: {sa_email('composer-worker')} (needs storage.objectAdmin on the lake bucket)",
          f"looker connects with {sa_email('looker-bq')}, no user creds",
          f"service-{digits(12, True)}@gcp-sa-bigquerydatatransfer.iam.gserviceaccount.com is the BQ DTS agent")

    r.add("gcp_private_key_id",
          f"private_key_id {hexs(40)} - that's just the key id, the key itself lives in Secret Manager",
          f"rotated the bq-loader SA key; new key id {hexs(40)}, old {hexs(40)} disabled",
          f"gcloud iam service-accounts keys delete {hexs(40)} --iam-account {sa_email('ci-bq')}",
          f"key id (not the key) for dbt-runner: {hexs(40)}",
          f"audit: SA key {hexs(40)} created 2024-04-02, expires 2024-07-01")

    r.add("dbt_manifest_hash",
          f"manifest.json invocation_id {uid()}, generated_at 2024-06-03T05:12:44Z",
          f"checksum of stg_orders in the manifest: sha256 {hexs(64)}",
          f"state:modified picked up fct_revenue because checksum changed {hexs(64)[:16]}... -> {hexs(64)[:16]}...",
          f"dbt artifacts bucket key: manifests/{hexs(40)}/manifest.json (git sha)",
          f"dbt_project_hash: {hexs(32)}")

    r.add("fivetran_connector_id",
          f"Fivetran connector id {fivetran_id()} (salesforce), group {fivetran_id()}",
          f"FivetranOperator(connector_id=\"{fivetran_id()}\", fivetran_conn_id=\"fivetran_default\")",
          f"the hubspot connector {fivetran_id()} is stuck in rescheduled",
          f"fivetran destination id {fivetran_id()}, schema prefix fivetran_",
          f"resync {fivetran_id()} and {fivetran_id()} after the source migration")

    r.add("looker_client_id",
          f"Looker API client_id {looker_id()} (the secret is in 1Password, not here)",
          f"LOOKERSDK_CLIENT_ID={looker_id()}\nLOOKERSDK_CLIENT_SECRET is set from the vault",
          f"looker embed user external id emb-{digits(6)}, client id {looker_id()}",
          f"spectacles uses client id {looker_id()}; ask IT for a new secret if it breaks",
          f"looker dashboard https://acme.looker.example/dashboards/{digits(3)}?Date=7+days&filter_config={hexs(8)}")

    r.add("dbt_env_var_reference",
          "password: \"{{ env_var('DBT_PASSWORD') }}\"",
          "private_key_passphrase: \"{{ env_var('DBT_ENV_SECRET_SF_PASSPHRASE') }}\"",
          "token: \"{{ env_var('DBT_ENV_SECRET_DATABRICKS_TOKEN') }}\"  # must start with DBT_ENV_SECRET_ so dbt scrubs it from logs",
          "keyfile: \"{{ env_var('DBT_GOOGLE_KEYFILE', '/secrets/sa.json') }}\"",
          "profiles.yml for prod:\n  user: SVC_DBT_PROD\n  private_key_path: /run/secrets/snowflake_key.p8\n  private_key_passphrase: \"{{ env_var('SNOWFLAKE_KEY_PASSPHRASE') }}\"",
          "remember: dbt secrets go in env vars named DBT_ENV_SECRET_*, e.g. DBT_ENV_SECRET_GIT_TOKEN")

    r.add("airflow_secret_backend_reference",
          "AIRFLOW__SECRETS__BACKEND=airflow.providers.google.cloud.secrets.secret_manager.CloudSecretManagerBackend\nAIRFLOW__SECRETS__BACKEND_KWARGS={\"connections_prefix\": \"airflow-connections\", \"variables_prefix\": \"airflow-variables\"}",
          "the snowflake conn lives in Secret Manager as airflow-connections-snowflake_default",
          "conn id fivetran_default -> secret airflow/connections/fivetran_default in AWS SM",
          f"Variable.get('looker_client_secret') reads from secret version projects/{digits(12, True)}/secrets/airflow-variables-looker_client_secret/versions/3",
          "AIRFLOW_CONN_SNOWFLAKE_DEFAULT is injected by the k8s secret airflow-snowflake-conn, not in the helm values")

    r.add("ci_secret_reference",
          "env:\n  SNOWFLAKE_PRIVATE_KEY: ${{ secrets.SNOWFLAKE_PRIVATE_KEY }}\n  SNOWFLAKE_PRIVATE_KEY_PASSPHRASE: ${{ secrets.SF_KEY_PASSPHRASE }}",
          "DATABRICKS_TOKEN: ${{ secrets.DATABRICKS_TOKEN }}",
          "gcloud auth uses ${{ secrets.GCP_SA_KEY }} in the dbt-ci workflow; move to workload identity",
          "GitLab CI variable $FIVETRAN_API_SECRET is masked + protected",
          "credentials_json: '${{ secrets.BQ_SA_KEY }}'  # google-github-actions/auth")

    r.add("vault_path_reference",
          "vault kv get secret/data-eng/snowflake/svc_airflow",
          "the Confluent key/secret are in 1Password > Data Eng > 'Confluent Cloud prod API key'",
          "gcloud secrets versions access latest --secret=dbt-snowflake-passphrase",
          "databricks secrets: scope 'ingest', key 'confluent-api-secret' -> dbutils.secrets.get('ingest', 'confluent-api-secret')",
          "aws secretsmanager get-secret-value --secret-id prod/fivetran/api --query SecretString")

    r.add("snowflake_public_key_fingerprint",
          f"RSA_PUBLIC_KEY_FP for SVC_DBT_PROD = SHA256:{b64(secrets.token_bytes(32))}",
          f"desc user SVC_AIRFLOW shows RSA_PUBLIC_KEY_2_FP SHA256:{b64(secrets.token_bytes(32))} (the new one)",
          f"fingerprint check: openssl says SHA256:{b64(secrets.token_bytes(32))}, matches snowflake",
          f"key rotation done for LOOKER_SVC, fp SHA256:{b64(secrets.token_bytes(32))}")

    r.add("snowflake_rsa_public_key",
          f"alter user SVC_DBT_PROD set rsa_public_key='{rsa_spki()}';",
          f"public key (rsa_key.pub) to register on the snowflake user:\n{rsa_public_pem()}",
          f"rsa_public_key_2 for SVC_AIRFLOW: {rsa_spki()}",
          f"my ssh public key for the bastion: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ana@acme-mbp")

    r.add("password_rotation_note",
          "Snowflake password policy: min 14 chars, rotate every 90 days, no reuse of last 5",
          "TODO rotate the Fivetran API secret on the 15th - it's in the team 1Password",
          "The Looker client secret got pasted in Slack by accident, revoked it and made a new one (not noting it here)",
          "the dbt prod password is in the sealed envelope in the office safe, ask Priya",
          "Databricks PATs max lifetime is 90 days now, set by the workspace admin",
          "passphrase for the snowflake key: the usual one from the team vault (not writing it down)")

    r.add("masked_token",
          f"databricks token ending ...{hexs(4)} expired, created a new one",
          f"confluent api key {confluent_key()[:4]}************ is the one to delete",
          f"fivetran shows api key as {rnd(ALNUM, 4)}••••••••••••",
          "SNOWFLAKE_PASSWORD=********  (redacted in the airflow logs, good)",
          f"the GitHub token ghp_****{rnd(ALNUM, 4)} was flagged by secret scanning")

    r.add("git_commit_sha",
          f"dbt prod deploy at commit {hexs(40)}",
          f"revert {hexs(7)} 'fix incremental predicate on fct_events'",
          f"airflow-dags main is at {hexs(40)}, staging at {hexs(40)}",
          f"cherry-pick {hexs(12)} into release/2024-06",
          f"git bisect says {hexs(40)} broke the snapshot")

    r.add("confluent_resource_id",
          f"Confluent env env-{rnd(LOWER + DIGITS, 5)}, cluster lkc-{rnd(LOWER + DIGITS, 5)}, service account sa-{rnd(LOWER + DIGITS, 6)}",
          f"schema registry cluster lsrc-{rnd(LOWER + DIGITS, 5)}",
          f"consumer group connect-snowflake-sink-{hexs(8)} lag 1.2M",
          f"topic events.orders.v2 partition 7 offset {digits(9, True)}",
          f"bootstrap pkc-{rnd(LOWER + DIGITS, 5)}.eu-west-2.aws.acme.internal:9092 (SASL_SSL, creds in the vault)")

    r.add("databricks_job_run_id",
          f"databricks job {digits(15, True)} run {digits(15, True)} failed: OOM in stage 12",
          f"repair run: databricks jobs repair-run {digits(15, True)} --rerun-all-failed-tasks",
          f"DLT pipeline id {uid()}, update id {uid()}",
          f"notebook run /Repos/ana/ingest/bronze_events, run id {digits(15, True)}")

    r.add("uuid_in_url",
          f"Fivetran sync logs: https://fivetran.acme.example/dashboard/connectors/{fivetran_id()}/logs?run={uid()}",
          f"airflow task log: https://airflow.acme.internal/dags/ingest_orders/grid?dag_run_id=manual__2024-06-03&task_id=load&tab=logs&map_index=-1&execution={uid()}",
          f"looker schedule https://acme.looker.example/admin/scheduled_jobs/{digits(5)}?plan={uid()}",
          f"snowflake worksheet https://app.snowflake.example/acme/analytics/w{rnd(ALNUM, 12)}#query",
          f"incident doc https://wiki.acme.internal/pages/{uid()}")

    r.add("parquet_file_name",
          f"part-{digits(5)}-{uid()}-c000.snappy.parquet",
          f"delta log checkpoint 00000000000000000{digits(3)}.checkpoint.parquet, files part-00003-{uid()}.c000.zstd.parquet",
          f"snowpipe COPY loaded data_{hexs(16)}_0_0_0.snappy.parquet",
          f"unload file name: fct_orders_0_{digits(1)}_{digits(1)}.csv.gz (query {sf_query_id()})")

    r.add("dbt_surrogate_key_value",
          f"order_sk = '{hexs(32)}' is duplicated in fct_orders",
          f"dbt_utils.generate_surrogate_key(['customer_id','valid_from']) gave {hexs(32)} for both rows",
          f"snapshot dbt_scd_id {hexs(32)} has dbt_valid_to null twice",
          f"hash_diff {hexs(64)} unchanged, so the row was skipped",
          f"md5 of the composite key: {hexs(32)} (customer 48213, 2024-05-31)")

    r.add("aws_arn",
          f"storage integration role: arn:aws:iam::{digits(12, True)}:role/acme-snowflake-s3-read",
          f"STORAGE_AWS_IAM_USER_ARN arn:aws:iam::{digits(12, True)}:user/{rnd(LOWER + DIGITS, 4)}0000-s",
          f"snowpipe SQS: arn:aws:sqs:eu-west-2:{digits(12, True)}:sf-snowpipe-{aws_key_id()[4:]}-{rnd(URLSAFE, 22)}",
          f"KMS key for the lake: arn:aws:kms:eu-west-2:{digits(12, True)}:key/{uid()}",
          f"glue table arn:aws:glue:eu-west-2:{digits(12, True)}:table/raw/orders")

    r.add("secret_related_settings",
          "snowflake key pair: 2048-bit RSA, PKCS#8, aes-256-cbc, rotate yearly",
          "Airflow: AIRFLOW__CORE__HIDE_SENSITIVE_VAR_CONN_FIELDS=True, sensitive_var_conn_names = api_secret,passphrase",
          "Databricks token lifetime_seconds = 7776000 (90 days)",
          "CLIENT_SESSION_KEEP_ALIVE = TRUE, token expiry 4 hours for the snowflake oauth integration",
          "password_min_length=14 password_max_age_days=90 password_history=5")

    r.add("ticket_and_incident_ids",
          f"JIRA DATA-{digits(4, True)}: migrate fivetran to key-pair auth",
          f"Snowflake support case {digits(8, True)} about the query id above",
          f"PagerDuty incident P{rnd(UPPER + DIGITS, 6)} - dbt prod failed at 05:40",
          f"Databricks support ticket #{digits(8, True)}, SR {digits(7, True)}")

    r.add("file_checksum",
          f"sha256 of the dbt artifacts tarball: {hexs(64)}",
          f"md5 of orders_20240603.csv from the vendor: {hexs(32)} (matches their .md5 file)",
          f"etag \"{hexs(32)}-{secrets.randbelow(20) + 2}\" on the s3 multipart upload",
          f"docker image acme/airflow:2.9.1@sha256:{hexs(64)}")

    r.add("snowflake_oauth_and_integration_names",
          "security integration LOOKER_OAUTH, OAUTH_CLIENT = LOOKER, the secrets come from SYSTEM$SHOW_OAUTH_CLIENT_SECRETS (not stored here)",
          f"external OAuth issuer https://login.acme.example/{uid()}/ for the Power BI integration",
          f"network policy NP_AIRFLOW allows {secrets.randbelow(200) + 10}.{secrets.randbelow(255)}.{secrets.randbelow(255)}.0/24",
          f"Azure tenant id {uid()}, app (client) id {uid()} for the Snowflake external oauth")

    return r


def main() -> None:
    write_corpora("make_heldout210.py", [
        ("heldout210_credentials.yaml", credentials(), "Held-out batch 210: a London data engineer's warehouse credentials (Snowflake key pairs, Airflow URIs, dbt, GCP SA keys, Databricks, Fivetran, Looker, Confluent)"),
        ("heldout210_lookalikes.yaml", lookalikes(), "Held-out batch 210: a London data engineer's harmless identifiers (locators, query and job ids, dag runs, cluster ids, hashed paths, key ids, env var references)"),
    ])


if __name__ == "__main__":
    main()
