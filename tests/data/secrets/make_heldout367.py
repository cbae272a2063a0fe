# ruff: noqa: E501
"""Writes heldout367_credentials.yaml and heldout367_lookalikes.yaml: held-out batch 367.

Persona: a data engineer in Bangalore who writes his notes in Indian English with some
Hinglish, full of Airflow connections, dbt profiles and shell one-liners. He keeps Snowflake
passwords and key-pair keys, Databricks PATs and service-principal OAuth secrets, Airflow
connection URIs, the Fernet key and webserver secret, dbt profile passwords, AWS access keys,
Confluent Cloud API keys and secrets, MSK SCRAM passwords, GCP service account JSON keys,
Postgres and Redshift DSNs with passwords, Jira API tokens, a GitHub PAT, Slack alert
webhooks, plus personal ones: UPI and ATM PINs, net-banking logins, Aadhaar-linked portal
logins (DigiLocker, e-filing, EPFO), the flat's digital door lock code and the Wi-Fi key. The
look-alikes are what such a person keeps that holds no secret: Snowflake query ids,
Databricks cluster and run ids, Airflow run ids, Kafka cluster ids and offsets, UPI UTRs,
order and AWB numbers, PNRs, IFSC codes, masked cards, expired OTPs, commit shas, image
digests, env var and secret-store references, public keys, publishable keys, versions,
serials, phone numbers, amounts and dates.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module (through make_heldout's helpers
and the small functions below) in the real format's shape; hosts sit under `.example`,
`.internal`, `.test` or `acme`. Nothing here is real.
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
    app_password,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u,
    bitlocker_key,
    databricks_token,
    digits,
    discord_webhook,
    dockerhub_token,
    github_fine_token,
    github_token,
    google_api_key,
    google_client_id,
    google_client_secret,
    groups,
    hexs,
    jwt,
    mac,
    openssh_private,
    pem,
    pem_body,
    phrase,
    pick,
    pin,
    pw,
    recovery_codes,
    rnd,
    seed_phrase,
    slack_webhook,
    ssh_fingerprint,
    ssh_pub,
    totp_seed,
    uid,
    write_corpora,
)

WORDS = [
    "masala", "filter", "kaapi", "nandi", "hills", "cubbon", "lalbagh", "dosa", "idli",
    "mysore", "pak", "monsoon", "auto", "traffic", "silk", "board", "namma", "metro",
    "koramangala", "indiranagar", "chai", "biryani", "mango", "jasmine", "kaveri",
]
NAMES = ["Chinnu", "Kaveri", "Mysore", "Nandi", "Bujji", "Ammu", "Tiger", "Pinky", "Raju", "Sunny"]
WEAK = {"1947", "0000", "2580", "1111", "123456"}
GST_CHARS = DIGITS + UPPER


# --- credential shapes the shared helpers lack ------------------------------------------

def db_pw() -> str:
    return rnd(ALNUM, pick(16, 20, 24))


def desi_pw() -> str:
    """A password a person in Bangalore would pick for a bank or a government portal."""
    return f"{pick(*NAMES)}{pick('@', '#', '$', '_')}{digits(pick(4, 5, 6))}{pick('', '!', '*')}"


def passphrase() -> str:
    return phrase(WORDS, pick(3, 4), pick("-", " ", "_")) + digits(pick(2, 3))


def sf_account() -> str:
    return pick(f"{rnd(LOWER, 2)}{digits(5)}.ap-south-1", f"acme-{pick('analytics', 'dwh', 'dataplatform')}")


def databricks_oauth_secret() -> str:
    return "dose" + hexs(32)


def confluent_key() -> str:
    return rnd(UPPER + DIGITS, 16)


def confluent_secret() -> str:
    return rnd(B64, 64)


def atlassian_token() -> str:
    return f"ATATT3xFfGF0{rnd(URLSAFE, 171)}={rnd('0123456789ABCDEF', 8)}"


def fernet_key() -> str:
    return b64u(secrets.token_bytes(32)) + "="


def gcp_private_key() -> str:
    return "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + pem_body(8) + "\n-----END PRIVATE KEY-----\n"


def gcp_sa_json(project: str, name: str) -> str:
    return json.dumps({
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(40),
        "private_key": gcp_private_key(),
        "client_email": f"{name}@{project}.iam.gserviceaccount.com",
        "client_id": digits(21, lead=True),
        "auth_uri": "https://accounts.google.com/o/oauth2/auth",
        "token_uri": "https://oauth2.googleapis.com/token",
    }, indent=2)


def flask_session() -> str:
    """A Flask (Airflow webserver) session cookie: compressed payload, timestamp, signature."""
    return f".eJw{rnd(URLSAFE, 140)}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 27)}"


def airflow_secret_key() -> str:
    return pick(b64(secrets.token_bytes(16)), hexs(32), rnd(URLSAFE, 43))


def vpa_name() -> str:
    return pick("arjun.k", "arjunkrishna", "9845" + digits(6), "ak.blr")


# --- look-alike shapes ---------------------------------------------------------------------

def sf_query_id() -> str:
    return f"01{hexs(6)}-{pick('0602', '0604', '0001', '0a03')}-{hexs(4)}-0000-{hexs(12)}"


def dbx_cluster_id() -> str:
    return f"{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}-{digits(6)}-{rnd(LOWER + DIGITS, 8)}"


def airflow_ts() -> str:
    return f"2024-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}T{secrets.randbelow(24):02d}:{pick('00', '30')}:00+00:00"


def utr() -> str:
    return digits(12, lead=True)


def ifsc() -> str:
    return f"{pick('HDFC', 'ICIC', 'SBIN', 'UTIB', 'KKBK')}0{digits(6)}"


def pan() -> str:
    return f"{rnd(UPPER, 3)}P{rnd(UPPER, 1)}{digits(4)}{rnd(UPPER, 1)}"


def gstin() -> str:
    """A Karnataka GSTIN with its mod-36 check character."""
    body = f"29{pan()}{pick('1', '2')}Z{pick(*GST_CHARS)}"
    total = 0
    for i, c in enumerate(body):
        product = GST_CHARS.index(c) * (2 if i % 2 else 1)
        total += product // 36 + product % 36
    return body + GST_CHARS[(36 - total % 36) % 36]


def indian_mobile() -> str:
    return f"+91 {pick('9', '8', '7')}{digits(4)} {digits(5)}"


def ka_reg() -> str:
    return f"KA {pick('01', '03', '04', '05', '51', '53')} {rnd(UPPER, 2)} {digits(4, lead=True)}"


def razorpay_key_id() -> str:
    return "rzp_live_" + rnd(ALNUM, 14)


def rsa_public_der() -> str:
    return "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + b64(secrets.token_bytes(256)) + "IDAQAB"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "snowflake_password",
        f"snowflake login for dev wh - acct {sf_account()} user RAHUL_K pwd {pw()}  (MFA nahi hai abhi, IT ko bolna hai)",
        f"SF svc user for airflow\nuser: SVC_AIRFLOW_LOADER\npassword: {db_pw()}\nrole: LOADER_ROLE / wh: LOAD_WH_XS",
        f"export SNOWSQL_PWD='{db_pw()}'\nsnowsql -a {sf_account()} -u ETL_BATCH -r SYSADMIN",
        f"new snowflake pwd after the 90 day reset (old one expired on monday itself)\n{desi_pw()}",
        f"conn = snowflake.connector.connect(account='{sf_account()}', user='ANALYST_PRIYA', password='{db_pw()}', warehouse='ADHOC_WH')",
    )

    r.add(
        "snowflake_keypair_auth",
        f"snowflake keypair for SVC_DBT (rsa_key.p8), passphrase is {passphrase()}\n" + pem("ENCRYPTED PRIVATE KEY", 6),
        "private_key_path not working on MWAA so pasting the key here only, will move to secrets mgr later:\n" + pem("PRIVATE KEY", 8),
        'snowflake conn extra json -> {"account": "' + sf_account() + '", "private_key_content": "' + pem("PRIVATE KEY", 5).replace("\n", "\\n") + '"}',
        f"PRIVATE_KEY_PASSPHRASE={passphrase()}\n# goes with the p8 below\n" + pem("ENCRYPTED PRIVATE KEY", 5),
    )

    r.add(
        "databricks_pat",
        f"databricks PAT (90 days, expires jan end) {databricks_token()}",
        f"~/.databrickscfg\n[DEFAULT]\nhost = https://acme-prod.cloud.databricks.com\ntoken = {databricks_token()}",
        f"export DATABRICKS_TOKEN={databricks_token()}   # personal wala, dont share in #data-eng",
        f"dbx token for fivetran -> databricks destination\n\n{databricks_token()}",
        f"curl -s -H 'Authorization: Bearer {databricks_token()}' https://acme-dev.cloud.databricks.com/api/2.1/jobs/list | jq .",
    )

    r.add(
        "databricks_sp_oauth_secret",
        f"service principal sp-airflow-prod\nclient id {uid()}\nsecret {databricks_oauth_secret()}  <- shown only once!!",
        f"DATABRICKS_CLIENT_ID={uid()}\nDATABRICKS_CLIENT_SECRET={databricks_oauth_secret()}",
        f"dbt-databricks profile (M2M oauth):\n  auth_type: oauth\n  client_id: {uid()}\n  client_secret: {databricks_oauth_secret()}",
        f"oauth secret for the unity catalog sync job -- {databricks_oauth_secret()} -- rotate before 15th na",
    )

    r.add(
        "airflow_connection_uri",
        f"export AIRFLOW_CONN_SNOWFLAKE_DEFAULT='snowflake://SVC_AIRFLOW:{db_pw()}@/RAW/PUBLIC?account={sf_account()}&warehouse=LOAD_WH&role=LOADER'",
        f"airflow connections add 'redshift_dwh' --conn-uri 'redshift://etl_user:{db_pw()}@acme-dwh.c{rnd(LOWER + DIGITS, 11)}.ap-south-1.redshift.amazonaws.com:5439/analytics'",
        f"AIRFLOW_CONN_PG_ORDERS=postgresql://reader:{db_pw()}@orders-replica.db.internal:5432/orders",
        f"| conn id | host | login | password |\n|---|---|---|---|\n| mysql_crm | crm-db.acme.internal | crm_ro | {pw()} |",
        "AIRFLOW_CONN_KAFKA_CONFLUENT='" + json.dumps({"conn_type": "kafka", "extra": {"bootstrap.servers": "pkc-acme.ap-south-1.aws.confluent.cloud:9092", "security.protocol": "SASL_SSL", "sasl.mechanisms": "PLAIN", "sasl.username": confluent_key(), "sasl.password": confluent_secret()}}) + "'",
    )

    r.add(
        "airflow_fernet_key",
        f"airflow fernet key (prod) - DONT LOSE, else all conns become garbage\n{fernet_key()}",
        f"[core]\nfernet_key = {fernet_key()}",
        f"AIRFLOW__CORE__FERNET_KEY={fernet_key()}   # rotated on 3rd, old one removed",
        f"helm values: fernetKey: {fernet_key()}",
    )

    r.add(
        "airflow_webserver_secret",
        f"[webserver]\nsecret_key = {airflow_secret_key()}",
        f"AIRFLOW__WEBSERVER__SECRET_KEY={airflow_secret_key()}  (same on all 3 pods else logs wont load)",
        f"airflow users create --username admin --role Admin --email de-team@acme.test --firstname Data --lastname Eng --password '{pw()}'",
        f"staging airflow UI admin / {desi_pw()}",
    )

    r.add(
        "dbt_profile_password",
        f"profiles.yml\nacme_dwh:\n  target: dev\n  outputs:\n    dev:\n      type: snowflake\n      account: {sf_account()}\n      user: ARJUN_DEV\n      password: {db_pw()}\n      role: TRANSFORMER\n      database: ANALYTICS_DEV\n      warehouse: TRANSFORM_WH\n      schema: dbt_arjun",
        f"export DBT_ENV_SECRET_SF_PASSWORD='{db_pw()}'  # dbt cloud env var for the CI job",
        f"dbt redshift target prod pass = {pw()}",
        f"    prod:\n      type: postgres\n      host: warehouse.acme.internal\n      user: dbt_runner\n      pass: \"{db_pw()}\"\n      port: 5432\n      dbname: analytics",
        f"dbt debug fails bcoz password changed, new one {db_pw()} - update profiles.yml on the jenkins box also",
    )

    r.add(
        "aws_access_key",
        f"aws creds for s3 landing bucket (IAM user svc-ingest)\nAccess key: {aws_key_id()}\nSecret: {aws_secret()}",
        f"[default]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = ap-south-1",
        f"export AWS_ACCESS_KEY_ID={aws_key_id()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}",
        f"redshift COPY creds: CREDENTIALS 'aws_access_key_id={aws_key_id()};aws_secret_access_key={aws_secret()}'",
        f"kiran ne diya temporary key, kal tak delete karna hai: {aws_key_id()} / {aws_secret()}",
    )

    r.add(
        "confluent_api_key",
        f"confluent cloud cluster key (lkc prod)\nkey: {confluent_key()}\nsecret: {confluent_secret()}",
        f"sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"{confluent_key()}\" password=\"{confluent_secret()}\";",
        f"schema registry api key {confluent_key()} secret {confluent_secret()} (SR wala alag hai, cluster wala alag)",
        f"client.properties\nbootstrap.servers=pkc-acme.ap-south-1.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.username={confluent_key()}\nsasl.password={confluent_secret()}",
        f"CC_API_KEY={confluent_key()}\nCC_API_SECRET={confluent_secret()}\n^ cloud api key for terraform, not cluster",
    )

    r.add(
        "msk_scram_password",
        f"MSK scram user clickstream-consumer pwd {db_pw()}",
        f"kafka SCRAM-SHA-512 creds for the debezium connector: username=cdc_orders password={rnd(ALNUM, 28)}",
        'aws secretsmanager create-secret --name AmazonMSK_cdc --secret-string \'{"username":"cdc","password":"' + rnd(ALNUM, 24) + '"}\'',
        f"msk dev cluster -> user: airflow_producer\n           pass: {pw()}",
    )

    r.add(
        "gcp_service_account_key",
        "GCP SA key for bq export (acme-analytics-prod), downloaded json:\n" + gcp_sa_json("acme-analytics-prod", "bq-exporter"),
        "sa-looker json key, paste as-is in the airflow google_cloud_default keyfile_dict\n" + gcp_sa_json("acme-bi-3712", "looker-reader"),
        "gcs_conn private key only (rest of json is in the repo):\n" + gcp_private_key(),
        "GOOGLE_CREDENTIALS='" + json.dumps(json.loads(gcp_sa_json("acme-data-dev", "terraform"))) + "'",
        f"bhai the composer SA key - private_key_id {hexs(40)}\n" + gcp_private_key(),
    )

    r.add(
        "postgres_dsn_password",
        f"postgresql://app_admin:{db_pw()}@orders-primary.db.internal:5432/orders?sslmode=require",
        f"psql \"host=pg-analytics.acme.internal port=5432 dbname=metrics user=grafana_ro password={db_pw()}\"",
        f"SQLALCHEMY_DATABASE_URI = 'postgresql+psycopg2://airflow:{db_pw()}@airflow-meta.acme.internal/airflow'",
        f"airflow metadata db\nhost airflow-meta.acme.internal\nuser airflow\npw {pw()}",
        f"debezium source pg -> jdbc:postgresql://payments.db.internal:5432/payments user=debezium password={rnd(ALNUM, 22)}",
    )

    r.add(
        "redshift_password",
        f"redshift admin (awsuser) pwd reset today: {pw()}",
        f"jdbc:redshift://acme-dwh.c{rnd(LOWER + DIGITS, 11)}.ap-south-1.redshift.amazonaws.com:5439/dev?user=bi_reader&password={db_pw()}",
        f"redshift_connector.connect(host='acme-dwh.internal', database='analytics', user='etl', password='{db_pw()}')",
        f"Redshift serverless wg-reporting\nadmin user: rs_admin\nadmin pwd\n{rnd(ALNUM + '!#%', 18)}",
        f"tableau ka redshift login - tableau_svc / {db_pw()}  (tableau team ko mail kar diya)",
    )

    r.add(
        "jira_api_token",
        f"jira api token (for the jira -> snowflake sync script) {atlassian_token()}",
        f"JIRA_USER=arjun.k@acme.test\nJIRA_API_TOKEN={atlassian_token()}",
        f"curl -u arjun.k@acme.test:{atlassian_token()} https://acme.atlassian.net/rest/api/3/search?jql=project=DE",
        f"atlassian token\nlabel: airflow-jira-alerts\n{atlassian_token()}\nexpires in 1 yr",
        f"confluence + jira same token hai: {atlassian_token()}",
    )

    r.add(
        "github_pat",
        f"GH PAT for dbt repo CI (repo scope) {github_token()}",
        f"git clone https://arjun-acme:{github_token()}@github.com/acme-data/airflow-dags.git",
        f"fine grained token, only acme-data/dbt-models, read-only:\n{github_fine_token()}",
        f"GITHUB_TOKEN={github_token()}  # for the dag sync sidecar",
        f"gh auth login --with-token <<< {github_token()}",
    )

    r.add(
        "slack_alert_webhook",
        f"slack webhook for #de-alerts (airflow on_failure_callback) {slack_webhook()}",
        f"AIRFLOW_CONN_SLACK_ALERTS='slackwebhook://:{rnd(ALNUM, 24)}@hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}'",
        f"dbt test fail notif -> {slack_webhook()}",
        f"discord server wala webhook for the weekend cricket bot lol\n{discord_webhook()}",
        f"sla_miss webhook: {slack_webhook()} (channel #data-sla)",
    )

    r.add(
        "gmail_app_password",
        f"gmail app pwd for airflow smtp (de.alerts.bot@gmail) : {app_password()}",
        f"[smtp]\nsmtp_host = smtp.gmail.com\nsmtp_user = de.alerts.bot@acme.test\nsmtp_password = {app_password()}\nsmtp_port = 587",
        f"app password for thunderbird on laptop\n{app_password().replace(' ', '')}",
        f"AIRFLOW__SMTP__SMTP_PASSWORD='{app_password()}'",
    )

    r.add(
        "google_oauth_client_secret",
        f"airflow google SSO\nclient id {google_client_id()}\nclient secret {google_client_secret()}",
        f"GOOGLE_OAUTH_CLIENT_SECRET={google_client_secret()}",
        f"superset oauth (google) secret is {google_client_secret()} - client id same as before",
        f"OAUTH_PROVIDERS = [{{'name': 'google', 'remote_app': {{'client_id': '{google_client_id()}', 'client_secret': '{google_client_secret()}'}}}}]",
    )

    r.add(
        "bastion_ssh_key",
        "bastion-blr.acme.internal ec2-user key (de-bastion.pem), chmod 400 karna\n" + pem("RSA PRIVATE KEY", 10),
        "my laptop id_ed25519 backup (in case mac dies again)\n" + openssh_private(),
        "ssh tunnel key for redshift (used by dbeaver):\n" + openssh_private(),
        "airflow ssh_default conn private_key:\n" + pem("OPENSSH PRIVATE KEY", 6),
    )

    r.add(
        "mfa_totp_seed",
        f"AWS root MFA secret (backup, in case phone gaya) {totp_seed()}",
        f"otpauth://totp/Atlassian:arjun.k@acme.test?secret={totp_seed()}&issuer=Atlassian",
        f"databricks account console 2FA setup key\n{groups(totp_seed(), 4)}",
        f"github 2fa seed: {totp_seed(16)}",
    )

    r.add(
        "backup_codes",
        "github recovery codes, print karke almirah mein rakhna\n" + recovery_codes(8, "github"),
        "google workspace backup codes: " + recovery_codes(5, "digits"),
        "atlassian 2FA recovery code " + rnd(LOWER + DIGITS, 10) + " (only one left!!)",
        "aws sso backup codes\n" + recovery_codes(6, "alnum"),
    )

    r.add(
        "web_session_cookie",
        f"airflow UI session cookie (for the scraper, jugaad hai) session={flask_session()}",
        f"Cookie: session={flask_session()}",
        f"jira cloud.session.token={jwt({'sub': digits(18, lead=True), 'aud': 'atlassian', 'exp': 1767225600})}",
        f"databricks notebook export script needs browser cookie: JSESSIONID={hexs(32).upper()}; DBAUTH={rnd(URLSAFE, 64)}",
        f"superset session from devtools -> {flask_session()}",
    )

    r.add(
        "celery_redis_password",
        f"AIRFLOW__CELERY__BROKER_URL=redis://:{rnd(ALNUM, 32)}@airflow-redis.acme.internal:6379/0",
        f"redis requirepass {rnd(ALNUM, 28)}",
        f"elasticache auth token (celery broker) {rnd(ALNUM + '!&#', 32)}",
        f"result_backend = db+postgresql://celery:{db_pw()}@airflow-meta.acme.internal/celery_results",
    )

    r.add(
        "upi_pin",
        f"upi pin hdfc {pin(4, WEAK)}",
        f"new UPI PIN set for icici (gpay): {pin(6, WEAK)}",
        f"amma ka phonepe pin {pin(4, WEAK)} - she keeps forgetting",
        f"UPI\n{pin(6, WEAK)}\n(kotak)",
        f"paytm upi pin changed to {pin(4, WEAK)} after the fraud call scare",
    )

    r.add(
        "atm_pin",
        f"new debit card pin (hdfc, card ending {digits(4)}) {pin(4, WEAK)}",
        f"ATM pin sbi - {pin(4, WEAK)}",
        f"credit card PIN set at the ATM today: {pin(4, WEAK)} (the amazon pay icici one)",
        f"appa's atm pin {pin(4, WEAK)}, dont tell him i wrote it here",
    )

    r.add(
        "netbanking_login",
        f"hdfc netbanking\ncust id {digits(8, lead=True)}\nipin {desi_pw()}",
        f"icici net banking login pwd {desi_pw()} (user id is the usual)",
        f"sbi yono login password {desi_pw()}",
        f"kotak 811 app mpin: {pin(6, WEAK)}",
        f"axis internet banking transaction pass\n{desi_pw()}",
    )

    r.add(
        "aadhaar_linked_login",
        f"income tax efiling login: PAN is user id, pwd {desi_pw()}",
        f"digilocker 6 digit security pin {pin(6, WEAK)}",
        f"EPFO UAN portal password {desi_pw()}  (reset via aadhaar otp last month)",
        f"mAadhaar app profile password: {pin(4, WEAK)}",
        f"UMANG app mpin (aadhaar linked mobile) {pin(4, WEAK)}",
    )

    r.add(
        "door_lock_code",
        f"flat door lock code {pin(6, WEAK)}# (godrej digital lock)",
        f"new door code for the flat: {pin(8, WEAK)} - maid ko bhi bata diya",
        f"main door pin changed to {pin(6, WEAK)}, old one not working from today",
        f"HSR flat\ndoor: {pin(6, WEAK)}\nwifi: see below",
        f"Yale lock master pin {pin(8, WEAK)} (guest pin deleted after amma's visit)",
    )

    r.add(
        "wifi_key",
        f"home wifi ACT_Fibernet_5G pwd {passphrase()}",
        f"JioFiber-{rnd(UPPER + DIGITS, 5)} password: {rnd(ALNUM, 12)}",
        f"office guest wifi acme-guest\n{desi_pw()}",
        f"WIFI:T:WPA;S:Airtel_Arjun_2.4G;P:{rnd(ALNUM + '@#', 14)};;",
        f"parents' wifi (mysore) - BSNL-FTTH-{digits(4)}  key {digits(10, lead=True)}",
    )

    r.add(
        "crypto_seed_phrase",
        f"metamask seed (the old one from 2021, still has some eth)\n{seed_phrase(12)}",
        f"wazirx withdraw wallet recovery phrase: {seed_phrase(12)}",
        f"ledger 24 words:\n{seed_phrase(24)}",
        f"trust wallet seed = {seed_phrase(12)}  (write on paper and delete this!!)",
    )

    r.add(
        "bitlocker_recovery_key",
        f"office laptop bitlocker recovery key {bitlocker_key()}",
        f"BitLocker key (Dell, after BIOS update it asked)\n{bitlocker_key()}",
        f"recovery key ID {hexs(8).upper()} -> {bitlocker_key()}",
        f"windows VM bitlocker: {bitlocker_key()}",
    )

    r.add(
        "dockerhub_token",
        f"docker hub PAT (pull airflow custom image) {dockerhub_token()}",
        f"echo {dockerhub_token()} | docker login -u acmedata --password-stdin",
        f"DOCKERHUB_TOKEN={dockerhub_token()}",
        f"dockerhub read-only token for the mwaa build:\n{dockerhub_token()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "snowflake_query_id",
        f"slow query in TRANSFORM_WH - query id {sf_query_id()}, spilled 40GB to remote",
        f"select * from table(information_schema.query_history()) where query_id = '{sf_query_id()}';",
        f"snowflake support case: failing COPY INTO, qid {sf_query_id()} and {sf_query_id()}",
        f"RESULT_SCAN('{sf_query_id()}') to reuse yesterday's result, no need to rerun",
    )

    r.add(
        "warehouse_account_url",
        f"snowflake url https://{sf_account()}.snowflakecomputing.com (org ACME, account locator {rnd(UPPER, 2)}{digits(5)})",
        f"redshift endpoint acme-dwh.c{rnd(LOWER + DIGITS, 11)}.ap-south-1.redshift.amazonaws.com:5439/analytics, login via IAM only",
        f"databricks workspace https://acme-prod.cloud.databricks.com/?o={digits(16, lead=True)}",
        f"bootstrap server pkc-{rnd(LOWER + DIGITS, 5)}.ap-south-1.aws.confluent.cloud:9092",
    )

    r.add(
        "databricks_run_ids",
        f"cluster {dbx_cluster_id()} keeps terminating - driver OOM",
        f"job 'daily_orders_silver' job_id={digits(15, lead=True)} run_id={digits(15, lead=True)} failed at task merge_orders",
        f"https://acme-prod.cloud.databricks.com/#job/{digits(15, lead=True)}/run/{digits(15, lead=True)}",
        f"SQL warehouse id {hexs(16)}, http path /sql/1.0/warehouses/{hexs(16)}",
        f"instance pool {dbx_cluster_id()}-pool-{rnd(LOWER + DIGITS, 8)} min idle 2",
    )

    r.add(
        "airflow_run_id",
        f"clear task for run_id scheduled__{airflow_ts()} in dag orders_to_snowflake",
        f"manual__{airflow_ts()} was the backfill wala run, ignore that failure",
        f"airflow tasks clear -s 2024-06-01 -e 2024-06-07 -t load_events kafka_to_s3\nrun_id: scheduled__{airflow_ts()}",
        f"dataset_triggered__{airflow_ts()} ran twice - dedupe in dbt",
        f"log path: dag_id=payments_etl/run_id=scheduled__{airflow_ts()}/task_id=extract/attempt=3.log",
    )

    r.add(
        "dbt_artifact_ids",
        f"dbt invocation_id {uid()} - that's the run where snapshot broke",
        f"manifest.json checksum for model stg_orders: {{\"name\": \"sha256\", \"checksum\": \"{hexs(64)}\"}}",
        f"dbt cloud run https://cloud.getdbt.com/deploy/{digits(5, lead=True)}/projects/{digits(6, lead=True)}/runs/{digits(9, lead=True)}",
        f"unique_id model.acme_dwh.fct_payments, node hash {hexs(32)}",
    )

    r.add(
        "aws_resource_ids",
        f"s3 landing bucket arn:aws:s3:::acme-landing-{aws_account()}-ap-south-1",
        f"MWAA env role arn:aws:iam::{aws_account()}:role/service-role/AmazonMWAA-acme-prod-{rnd(ALNUM, 6)}",
        f"ec2 bastion i-0{hexs(16)} in subnet-0{hexs(16)}, sg-0{hexs(16)}",
        f"aws account ids -> prod {aws_account()}, dev {aws_account()}, sandbox {aws_account()}",
        f"glue job run jr_{hexs(64)} took 42 min",
    )

    r.add(
        "kafka_cluster_offsets",
        f"confluent env env-{rnd(LOWER + DIGITS, 5)}, cluster lkc-{rnd(LOWER + DIGITS, 5)}, SR lsrc-{rnd(LOWER + DIGITS, 5)}",
        f"consumer group clickstream-sink lag on partition 7: committed offset {digits(9, lead=True)}, log end {digits(9, lead=True)}",
        f"schema id {digits(6, lead=True)} for topic orders.v2-value, compat BACKWARD",
        f"service account sa-{rnd(LOWER + DIGITS, 6)} owns the api key (key itself is in vault)",
        f"kafka-consumer-groups --describe output\nTOPIC  PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG\npayments  0  {digits(8, lead=True)}  {digits(8, lead=True)}  {digits(3)}",
    )

    r.add(
        "gcp_sa_public_ids",
        f"bq exporter SA: bq-exporter@acme-analytics-prod.iam.gserviceaccount.com (unique id {digits(21, lead=True)})",
        f"old SA key id {hexs(40)} disabled today, json deleted from laptop also",
        f"gcloud iam service-accounts keys list --iam-account looker-reader@acme-bi-3712.iam.gserviceaccount.com\nKEY_ID  CREATED_AT\n{hexs(40)}  2024-03-11",
        f"workload identity pool projects/{digits(12, lead=True)}/locations/global/workloadIdentityPools/github-pool",
    )

    r.add(
        "masked_last4",
        f"AWS key in use by airflow: AKIA************{rnd(UPPER + DIGITS, 4)} (full key in secrets manager)",
        f"credit card XXXX XXXX XXXX {digits(4)} auto-debit for AWS bill",
        f"aadhaar on file: XXXX XXXX {digits(4)}",
        f"databricks token list shows dapi...{hexs(4)} created by me, expiring soon",
        "sasl.password=****************  (masked in the UI, real one in vault)",
    )

    r.add(
        "upi_utr_reference",
        f"paid rent via UPI, UTR {utr()}, landlord said not received yet",
        f"UPI ref no {utr()} - swiggy refund pending",
        f"my upi id: {vpa_name()}@okhdfcbank (for splitwise)",
        f"IMPS ref {utr()} Rs 25,000 to appa",
        f"gpay txn id CICAgK{rnd(ALNUM, 12)}{pick('w', 'Q', 'g')} for the electricity bill",
    )

    r.add(
        "bank_ifsc_account",
        f"landlord bank details: A/c {digits(14, lead=True)}, IFSC {ifsc()}, HSR branch",
        f"salary account {digits(12, lead=True)} IFSC {ifsc()}",
        f"for society maintenance NEFT -> account no {digits(11, lead=True)}, ifsc {ifsc()}",
        f"bhaiya ka account: {digits(15, lead=True)} / {ifsc()} (for the wedding gift)",
    )

    r.add(
        "order_awb_tracking",
        f"flipkart order OD{digits(18, lead=True)} - monitor arm",
        f"amazon order 40{digits(1)}-{digits(7)}-{digits(7)} return pickup tomorrow",
        f"delhivery AWB {digits(14, lead=True)} stuck at Hoskote hub",
        f"bluedart waybill {digits(11, lead=True)} for the laptop sent to office",
        f"swiggy instamart order #{digits(15, lead=True)} missing curd",
    )

    r.add(
        "travel_pnr",
        f"IRCTC PNR {digits(10, lead=True)} - Bangalore to Mysore, chair car",
        f"indigo booking ref {rnd(UPPER + DIGITS, 6)} blr-del 6E {digits(3, lead=True)}",
        f"KSRTC airavat ticket no {rnd(UPPER, 3)}{digits(9)}",
        f"makemytrip booking id NF{digits(12, lead=True)} (goa offsite)",
        f"vistara pnr {rnd(UPPER, 6)}, seat 14C",
    )

    r.add(
        "used_otp",
        f"OTP {digits(6)} for HDFC txn - already used, ignore",
        f"swiggy delivery otp was {digits(4)}, order delivered",
        f"aadhaar otp {digits(6)} expired (10 min over), requested again",
        f"amazon pickup otp {digits(6)} - used, return done",
        f"the databricks login code {digits(6)} from the email expired before i switched tabs",
    )

    r.add(
        "commit_sha",
        f"dbt repo: fix for incremental merge is {hexs(40)}",
        f"git revert {hexs(7)} - broke the dag parsing",
        f"airflow-dags main @ {hexs(12)}, prod deployed from {hexs(12)}",
        f"cherry-pick {hexs(40)} onto release/2024.06",
    )

    r.add(
        "image_digest",
        f"airflow image acme/airflow:2.9.1-py311@sha256:{hexs(64)}",
        f"ECR {aws_account()}.dkr.ecr.ap-south-1.amazonaws.com/spark-jobs@sha256:{hexs(64)}",
        f"docker images\nREPOSITORY  TAG  IMAGE ID\nacme/dbt-runner  1.8.2  {hexs(12)}",
        f"base image digest changed from sha256:{hexs(64)} - pin karna padega",
    )

    r.add(
        "uuid_in_link",
        f"runbook https://confluence.acme.test/wiki/spaces/DE/pages/{digits(10, lead=True)}/airflow-restart",
        f"looker dashboard https://looker.acme.test/dashboards/{digits(4, lead=True)}?filter={uid()}",
        f"databricks notebook https://acme-prod.cloud.databricks.com/editor/notebooks/{digits(16, lead=True)}",
        f"fivetran connector https://fivetran.acme.test/dashboard/connectors/{uid()}/status",
        f"monte carlo incident https://getmontecarlo.acme.test/incidents/{uid()}",
    )

    r.add(
        "jira_issue_key",
        f"DE-{digits(4, lead=True)} snowflake cost spike - assigned to me",
        f"jira DATA-{digits(3, lead=True)}, DATA-{digits(3, lead=True)} blocked on infra",
        f"https://acme.atlassian.net/browse/PLAT-{digits(4, lead=True)}",
        f"sprint 42 tickets: DE-{digits(4, lead=True)} DE-{digits(4, lead=True)} DE-{digits(4, lead=True)}",
    )

    r.add(
        "env_var_reference",
        "profiles.yml -> password: \"{{ env_var('DBT_ENV_SECRET_SF_PASSWORD') }}\"",
        "snowflake_conn: password = os.environ['SNOWFLAKE_PASSWORD'] (never hardcode, review comment)",
        "export DATABRICKS_TOKEN=$(cat ~/.secrets/dbx_token)",
        "Airflow template: {{ conn.redshift_dwh.password }} resolves at runtime only",
        "sasl.password=${CONFLUENT_API_SECRET} in the connector config",
    )

    r.add(
        "secret_store_path",
        "dbutils.secrets.get(scope=\"kv-de-prod\", key=\"snowflake-svc-password\")",
        f"arn:aws:secretsmanager:ap-south-1:{aws_account()}:secret:airflow/connections/redshift_dwh-{rnd(ALNUM, 6)}",
        "[secrets]\nbackend = airflow.providers.amazon.aws.secrets.secrets_manager.SecretsManagerBackend\nbackend_kwargs = {\"connections_prefix\": \"airflow/connections\"}",
        "vault kv get -field=password secret/de/snowflake/svc_dbt",
        "gcloud secrets versions access latest --secret=bq-exporter-key --project=acme-analytics-prod",
    )

    r.add(
        "ci_secrets_ref",
        "env:\n  SNOWFLAKE_PASSWORD: ${{ secrets.SNOWFLAKE_PASSWORD }}\n  DBT_PROFILES_DIR: ./ci",
        "with:\n  aws-access-key-id: ${{ secrets.AWS_ACCESS_KEY_ID }}\n  aws-secret-access-key: ${{ secrets.AWS_SECRET_ACCESS_KEY }}",
        "jenkins: withCredentials([string(credentialsId: 'dbx-token', variable: 'DATABRICKS_TOKEN')])",
        "gitlab ci uses $CONFLUENT_API_SECRET (masked + protected variable)",
    )

    r.add(
        "ssh_public_key",
        f"add to bastion authorized_keys:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} arjun@macbook",
        f"bastion host key fingerprint {ssh_fingerprint()} - verify before yes",
        f"github deploy key (public) for airflow-dags: ssh-rsa {ssh_pub('ssh-rsa', 270)} dag-sync",
        f"ssh-keygen -lf id_ed25519.pub\n256 {ssh_fingerprint()} arjun@acme.test (ED25519)",
    )

    r.add(
        "snowflake_rsa_public",
        f"ALTER USER SVC_DBT SET RSA_PUBLIC_KEY='{rsa_public_der()}';",
        f"desc user SVC_AIRFLOW -> RSA_PUBLIC_KEY_FP = SHA256:{b64(secrets.token_bytes(32))}",
        "rsa_key.pub (public part, safe to share with snowflake admin):\n-----BEGIN PUBLIC KEY-----\n" + pem_body(5) + "\n-----END PUBLIC KEY-----",
        f"RSA_PUBLIC_KEY_2 set for rotation, fp SHA256:{b64(secrets.token_bytes(32))}",
    )

    r.add(
        "version_strings",
        "upgrade plan: airflow 2.7.3 -> 2.9.3, providers-snowflake 5.6.0, dbt-core 1.8.4 + dbt-snowflake 1.8.3",
        f"databricks runtime 14.3.x-scala2.12 (LTS), spark 3.5.0, delta 3.1.0, build {hexs(8)}",
        "confluent-kafka==2.4.0, librdkafka 2.4.0, kafka broker 3.6",
        "macOS 14.5 (23F79), python 3.11.9, java 17.0.11+9",
    )

    r.add(
        "phone_numbers",
        f"landlord Raghu {indian_mobile()}",
        f"plumber - {indian_mobile()}, electrician {indian_mobile()}",
        f"AWS support callback no {indian_mobile()}",
        f"society security desk 080-{digits(8, lead=True)}",
    )

    r.add(
        "money_and_dates",
        "rent Rs 38,500 due on 5th, maintenance Rs 4,200 quarterly",
        "snowflake credits this month 12,845.60 USD vs budget 11,000 - cost review on 14/06",
        f"home loan EMI Rs 52,{digits(3)} from 10-07-2024, tenure 240 months",
        "SIP 15,000 on 7th, PPF 1,50,000 before 31 March",
        "databricks DBU spend 2024-05: 48,210 DBUs, Rs 31,42,000 approx",
    )

    r.add(
        "device_serials",
        f"office laptop Dell Latitude service tag {rnd(UPPER + DIGITS, 7)}, asset tag ACME-{digits(6)}",
        f"macbook serial {rnd(UPPER + DIGITS, 10)}, warranty till 2026",
        f"router (ACT) S/N {rnd(UPPER + DIGITS, 14)}, MAC {mac(':', True)}",
        f"fridge model RT28 serial {rnd(UPPER + DIGITS, 15)} for the service request",
    )

    r.add(
        "utility_account_no",
        f"BESCOM account id {digits(10, lead=True)} (RR no {rnd(UPPER, 2)}{digits(6)})",
        f"BWSSB water RR {digits(7, lead=True)}",
        f"ACT fibernet customer id {digits(9, lead=True)}, plan 300 Mbps",
        f"indane gas consumer no {digits(6, lead=True)}, distributor id {digits(8, lead=True)}",
    )

    r.add(
        "tax_pf_ids",
        f"UAN {pick('100', '101')}{digits(9)} (PF), member id KN/BNG/{digits(7)}/000/{digits(7)}",
        f"company GSTIN {gstin()} on the laptop invoice",
        f"LIC policy no {digits(9, lead=True)}, premium due in aug",
        f"PAN on form 16: {pan()} (same as ITR)",
    )

    r.add(
        "public_client_key",
        f"razorpay key_id {razorpay_key_id()} goes in the checkout js (key_secret in vault)",
        f"firebase web config apiKey: \"{google_api_key()}\", authDomain: \"acme-app.firebaseapp.com\" - public, restricted by referrer",
        f"google oauth client id (public) {google_client_id()}",
        f"segment source write key for the web tracker {rnd(ALNUM, 32)} (client side, public by design)",
        f"snowflake account identifier {sf_account()} - not secret, shared in the onboarding doc",
    )

    r.add(
        "data_file_checksum",
        f"s3 ETag for part-00000.snappy.parquet \"{hexs(32)}-{digits(2, lead=True)}\"",
        f"md5sum orders_2024_06.csv.gz\n{hexs(32)}  orders_2024_06.csv.gz",
        f"delta table version 812, file part-{digits(5)}-{uid()}-c000.snappy.parquet",
        f"sha256 of the dbt package tarball {hexs(64)}",
    )

    r.add(
        "vehicle_fastag",
        f"bike {ka_reg()}, insurance due oct",
        f"car {ka_reg()} fastag tag id {hexs(24).upper()}",
        f"DL no KA{digits(2)} {digits(11)} valid till 2034",
        f"traffic challan no {rnd(UPPER, 3)}{digits(10)} for {ka_reg()} - paid online",
    )

    r.add(
        "placeholder_template",
        "profiles.yml template for new joiners:\n  user: <YOUR_SNOWFLAKE_USER>\n  password: <ask in #de-onboarding, never commit>",
        "AIRFLOW_CONN_X=postgresql://user:password@host:5432/db  <- format only",
        "client.properties sample: sasl.username=<API_KEY> sasl.password=<API_SECRET>",
        "[DEFAULT]\nhost = https://<workspace>.cloud.databricks.com\ntoken = <personal-access-token>",
    )

    r.add(
        "config_knob_names",
        "snowflake password policy: PASSWORD_MIN_LENGTH = 14, PASSWORD_MAX_AGE_DAYS = 90, PASSWORD_HISTORY = 5",
        "airflow.cfg: hide_sensitive_var_conn_fields = True, sensitive_var_conn_names = token,secret,passphrase",
        "databricks token lifetime_seconds 7776000 (90 days), max_token_lifetime_days 90",
        "kafka: sasl.mechanism=SCRAM-SHA-512, ssl.endpoint.identification.algorithm=https, session.timeout.ms=45000",
    )

    return r


def main() -> None:
    write_corpora("make_heldout367.py", [
        ("heldout367_credentials.yaml", credentials(), "Held-out batch 367: credentials a data engineer in Bangalore keeps (Snowflake, Databricks, Airflow, dbt, AWS, Confluent, GCP, Postgres, Redshift, Jira, UPI, banking, door lock and more)"),
        ("heldout367_lookalikes.yaml", lookalikes(), "Held-out batch 367: a data engineer's ids, references, masked values, public keys and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
