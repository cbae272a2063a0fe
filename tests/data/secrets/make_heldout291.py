# ruff: noqa: E501
"""Writes heldout291_credentials.yaml and heldout291_lookalikes.yaml: held-out batch 291.

Persona: a data engineer at a fintech in Bengaluru who writes his notes in Indian English
with some Hindi and Kannada words. He keeps Airflow connection URIs with passwords,
Snowflake and Databricks credentials, a BigQuery service account key, Kafka SASL passwords,
dbt profiles, Razorpay key secrets, an AWS access key pair, the Jenkins admin password, the
company FortiClient VPN password, his UPI PIN and net-banking password; and many
look-alikes: public Razorpay key ids, UPI ids, IFSC codes, PAN and GSTIN numbers, masked
Aadhaar numbers, UTR numbers, dataset and table ids, job run ids and commit hashes.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import base64
import secrets

from make_heldout import (
    ALNUM,
    B64,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    app_password,
    aws_key_id,
    aws_secret,
    digits,
    groups,
    hexs,
    luhn,
    openai_project_key,
    openssh_private,
    pem,
    pick,
    pod_name,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = ["masala", "dosa", "koramangala", "filter", "kaapi", "monsoon", "indiranagar",
         "chutney", "auto", "rickshaw", "lalbagh", "cubbon", "mysore", "pak", "idli",
         "vada", "benne", "silk", "board", "namma", "metro", "hebbal", "jowar"]


def word_pw() -> str:
    """A password a person made up, the way he makes them."""
    return pick(
        f"{pick('Kaapi', 'Dosa', 'Namma', 'Cubbon', 'Hebbal', 'Lalbagh')}@{digits(4)}",
        f"{pick('Bengaluru', 'Mysuru', 'Chikmagalur', 'Hampi')}#{digits(2)}{pick('!', '$', '*')}{rnd(UPPER, 2)}",
        f"{pick('Rcb', 'Csk', 'Blr')}{digits(3)}!{rnd(LOWER, 3)}{pick('Kannada', 'Gowda', 'Appu')}",
        pw(),
    )


def pin(n: int) -> str:
    return digits(n)


def rzp_secret() -> str:
    return rnd(ALNUM, 24)


def rzp_key_id(mode: str = "live") -> str:
    return f"rzp_{mode}_{rnd(ALNUM, 14)}"


def dapi() -> str:
    return "dapi" + hexs(32) + pick("", "-2", "-3")


def jenkins_token() -> str:
    return "11" + hexs(32)


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def fernet() -> str:
    return base64.urlsafe_b64encode(secrets.token_bytes(32)).decode()


def xoxb() -> str:
    return f"xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}"


def vault_token() -> str:
    return "hvs." + rnd(URLSAFE, pick(24, 91))


def google_client_secret() -> str:
    return "GOCSPX-" + rnd(URLSAFE, 28)


def confluent_key() -> str:
    return rnd(UPPER + DIGITS, 16)


def confluent_secret() -> str:
    return rnd(B64, 64)


def private_key_pem() -> str:
    return pem("PRIVATE KEY", 6)


def sa_json(project: str, name: str) -> str:
    key = private_key_pem().replace("\n", "\\n")
    return (
        '{\n  "type": "service_account",\n'
        f'  "project_id": "{project}",\n'
        f'  "private_key_id": "{hexs(40)}",\n'
        f'  "private_key": "{key}\\n",\n'
        f'  "client_email": "{name}@{project}.iam.gserviceaccount.com",\n'
        f'  "client_id": "{digits(21, True)}"\n}}'
    )


def ifsc(bank: str = "") -> str:
    return (bank or pick("HDFC", "ICIC", "SBIN", "UTIB", "KKBK", "CNRB", "YESB")) + "0" + rnd(UPPER + DIGITS, 6)


def pan(kind: str = "P") -> str:
    return rnd(UPPER, 3) + kind + rnd(UPPER, 1) + digits(4) + rnd(UPPER, 1)


def gstin(state: str = "29") -> str:
    return state + pan("C") + str(secrets.randbelow(9) + 1) + "Z" + secrets.choice(UPPER + DIGITS)


def upi_ref() -> str:
    return digits(12, True)


def neft_utr() -> str:
    return pick("HDFC", "ICIC", "SBIN", "UTIB") + "N" + digits(2) + str(secrets.randbelow(366) + 1).zfill(3) + digits(8)


def cluster_id() -> str:
    return f"{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}-{digits(6)}-{rnd(LOWER + DIGITS, 8)}"


def sf_query_id() -> str:
    return f"01b{hexs(5)}-{digits(4)}-{hexs(4)}-0000-{hexs(12)}"


def date() -> str:
    return f"2024-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}"


def phrase_pw() -> str:
    return "-".join(secrets.choice(WORDS) for _ in range(4)) + digits(2)


def age_secret() -> str:
    return "AGE-SECRET-KEY-1" + rnd("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "airflow_connection_uri",
        f"airflow conn for the payments replica, yaad rakhna:\nAIRFLOW_CONN_PAYMENTS_PG='postgresql://etl_reader:{pw()}@payments-replica.acme.internal:5432/payments'",
        f"airflow connections add 'mysql_ledger' --conn-uri 'mysql://ledger_ro:{word_pw()}@ledger-db.acmepay.internal:3306/ledger'",
        f"Remember my airflow conn uri for settlements: postgres://settle_etl:{rnd(ALNUM, 18)}@settle-pg.acme.internal:5432/settlements?sslmode=require",
        f"conn id = redshift_dwh\nuri = redshift://dwh_loader:{rnd(ALNUM + '#%', 20)}@dwh.acme.internal:5439/analytics\nnaya wala from Monday, purana one disabled",
        f"AIRFLOW_CONN_KYC_MSSQL=mssql://kyc_svc:{pw()}@kyc-sql.acme.internal:1433/kyc  <- staging box, swalpa careful",
    )

    r.add(
        "airflow_fernet_key",
        f"airflow.cfg [core] fernet_key = {fernet()}\ndon't change this or all conns break guru",
        f"AIRFLOW__CORE__FERNET_KEY={fernet()}",
        f"Fernet key for prod airflow (helm values): fernetKey: {fernet()}",
        f"remember airflow webserver secret_key {rnd(HEX, 32)} and fernet {fernet()}",
    )

    r.add(
        "snowflake_password",
        f"snowflake acct acmepay-blr01, user DE_RAVI, pwd {word_pw()}  wh = TRANSFORM_WH",
        f"Snowflake login (prod):\n  account: acmepay.ap-south-1\n  user: svc_dbt_prod\n  password: {pw()}\n  role: TRANSFORMER",
        f"snowsql -a acmepay-blr01 -u SVC_LOADER  password is {rnd(ALNUM + '!@#', 16)} (reset by Deepa kal)",
        f"SNOWFLAKE_PASSWORD={pw()} for the fivetran user, mat bhoolna",
        f"sf prod user RAVI_K / {word_pw()} — MFA via Duo, sandbox pass same hai",
    )

    r.add(
        "snowflake_private_key",
        f"snowflake key-pair auth for SVC_KAFKA_CONNECTOR, passphrase {phrase_pw()}\n" + pem("ENCRYPTED PRIVATE KEY", 8),
        "rsa_key.p8 for snowflake svc user (unencrypted, only on airflow worker):\n" + pem("PRIVATE KEY", 8),
        f"private_key_passphrase: '{pw()}'  # snowflake rsa key for dbt prod",
        "Snowpipe streaming client private key, illi save maadi:\n" + pem("RSA PRIVATE KEY", 6),
    )

    r.add(
        "databricks_pat",
        f"databricks token (prod workspace) {dapi()}",
        f"DATABRICKS_HOST=https://acmepay-prod.databricks.acme.internal\nDATABRICKS_TOKEN={dapi()}",
        f"[DEFAULT]\nhost = https://acmepay-dev.databricks.acme.internal\ntoken = {dapi()}",
        f"PAT for jobs API, 90 day expiry: {dapi()} — rotate before Diwali",
        f"dbx pat for the ML team workspace — {dapi()} — Kiran asked for it, share only on Slack DM",
    )

    r.add(
        "bigquery_service_account_key",
        "BQ service account key for the loader, keep it safe:\n" + sa_json("acmepay-analytics", "bq-loader"),
        "gcp sa json (risk-models project):\n" + sa_json("acmepay-risk", "risk-etl"),
        f"bigquery private key only, the json got corrupted so pasting the key part:\nprivate_key_id {hexs(40)}\n" + private_key_pem(),
        "key.json for looker -> bq, illi ide:\n" + sa_json("acmepay-bi", "looker-bq"),
    )

    r.add(
        "kafka_sasl_password",
        f"sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"txn-consumer\" password=\"{rnd(ALNUM, 24)}\";",
        f"kafka msk scram creds: user etl_stream / pass {pw()}  (SCRAM-SHA-512)",
        f"Kafka prod cluster:\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-256\nsasl.username=ledger-sink\nsasl.password={rnd(ALNUM + '-_', 28)}",
        f"kafka-console-consumer --bootstrap-server kafka-1.acme.internal:9096 --consumer-property sasl.jaas.config='org.apache.kafka.common.security.scram.ScramLoginModule required username=\"ravi\" password=\"{word_pw()}\";' --topic upi.txn.v2",
        f"KAFKA_SASL_PASSWORD = {rnd(ALNUM, 32)} (debezium connector, beku for the CDC pipeline)",
    )

    r.add(
        "confluent_cloud_api_key",
        f"confluent cloud api key {confluent_key()} secret {confluent_secret()}",
        f"Confluent schema registry creds:\nbasic.auth.user.info={confluent_key()}:{confluent_secret()}",
        f"CC_API_KEY={confluent_key()}\nCC_API_SECRET={confluent_secret()}",
        f"confluent cluster key for fraud topic consumers -> key: {confluent_key()} / secret: {confluent_secret()}",
    )

    r.add(
        "dbt_profile_password",
        f"profiles.yml\nacme_dwh:\n  target: prod\n  outputs:\n    prod:\n      type: snowflake\n      account: acmepay-blr01\n      user: SVC_DBT\n      password: {pw()}\n      role: TRANSFORMER\n      database: ANALYTICS\n      warehouse: TRANSFORM_WH\n      schema: marts",
        f"dbt postgres target dev:\n  type: postgres\n  host: dwh-dev.acme.internal\n  user: ravi\n  pass: {word_pw()}\n  port: 5432\n  dbname: analytics",
        f"dbt cloud env var DBT_ENV_SECRET_SF_PASSWORD = {rnd(ALNUM, 20)}",
        f"dbt databricks profile token: {dapi()}  http_path /sql/1.0/warehouses/{hexs(16)}",
        f"for local dbt run on laptop — export DBT_PASSWORD='{pw()}' then dbt build -s tag:daily",
    )

    r.add(
        "razorpay_key_secret",
        f"Razorpay live key id {rzp_key_id()} secret {rzp_secret()}  (merchant dashboard reset on 3rd)",
        f"RAZORPAY_KEY_ID={rzp_key_id('test')}\nRAZORPAY_KEY_SECRET={rzp_secret()}",
        f"rzp webhook secret for settlements recon: {rnd(ALNUM + '_', 20)}",
        f"razorpay api creds for payouts recon job -> {rzp_key_id()}:{rzp_secret()}",
        f"curl -u {rzp_key_id()}:{rzp_secret()} https://api.razorpay.acme.test/v1/settlements?count=100",
    )

    r.add(
        "aws_access_key_pair",
        f"aws keys for s3 landing bucket:\nAWS_ACCESS_KEY_ID={aws_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}",
        f"[acme-data]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = ap-south-1",
        f"IAM user etl-s3-writer  key {aws_key_id()}  secret {aws_secret()}  (old one deactivated, pakka)",
        f"athena jdbc: User={aws_key_id()};Password={aws_secret()};S3OutputLocation=s3://acme-athena-results/",
        f"aws creds temporary daala hai glue job mein: {aws_key_id()} / {aws_secret()}",
    )

    r.add(
        "jenkins_admin_password",
        f"jenkins.acme.internal admin / {word_pw()}",
        f"Jenkins initialAdminPassword (new box): {hexs(32)}",
        f"jenkins login — user: admin pass: {pw()}  don't share with interns yaar",
        f"jenkins-stg admin pwd: {word_pw()}  (prod is different, that's in my head)",
        f"CI jenkins ka admin pwd changed to {rnd(ALNUM + '@#', 14)} after the audit",
    )

    r.add(
        "jenkins_api_token",
        f"jenkins api token for ravi: {jenkins_token()}",
        f"curl -X POST -u ravi:{jenkins_token()} https://jenkins.acme.internal/job/dbt-prod/build",
        f"JENKINS_USER=svc-airflow\nJENKINS_TOKEN={jenkins_token()}",
        f"token used by airflow JenkinsJobTriggerOperator -> {jenkins_token()}",
    )

    r.add(
        "forticlient_vpn_password",
        f"FortiClient VPN: vpn.acmepay.internal:10443  user ravi.k  pwd {word_pw()}",
        f"vpn password (office forti) — {pw()}, changes every 90 days, next due in Aug",
        f"Company VPN creds, yaad rakhna:\nGateway: sslvpn.acme.internal\nUsername: RKUMAR\nPassword: {word_pw()}",
        f"forti pass naya wala: {rnd(ALNUM + '!@', 12)}",
        f"openfortivpn sslvpn.acme.internal:443 -u ravi.k -p '{pw()}'",
    )

    r.add(
        "upi_pin",
        f"UPI PIN for HDFC account: {pin(6)}",
        f"gpay upi pin {pin(4)} (SBI one), phonepe same hai",
        f"Amma's UPI pin on my phone — {pin(4)}. don't tell anyone",
        f"BHIM pin changed to {pin(6)}",
        f"UPI PIN hdfc {pin(6)}, yaad rakhna ಗುರು",
        f"upi pin - kotak {pin(6)} / icici {pin(4)}",
    )

    r.add(
        "netbanking_password",
        f"HDFC netbanking cust id {digits(8, True)} password {word_pw()}",
        f"ICICI net banking login: user id ravik{digits(3)}, pwd {pw()}, transaction pwd {rnd(ALNUM, 10)}",
        f"SBI yono/online sbi: username ravi_blr  pass {word_pw()}  profile pwd {rnd(ALNUM + '@', 9)}",
        f"kotak 811 net banking: CRN {digits(9, True)} / MPIN {pin(6)} / password {pw()}",
        f"netbanking pwd (axis) = {word_pw()}",
        f"Amma's canara bank net banking — user id {rnd(LOWER, 6)}{digits(3)}, login pwd {word_pw()}, profile pwd {rnd(ALNUM, 8)}",
    )

    r.add(
        "debit_card_details",
        f"HDFC debit card {groups(luhn('4', 16), 4)} exp {secrets.randbelow(12) + 1:02d}/{secrets.randbelow(5) + 26} cvv {digits(3)} ATM pin {pin(4)}",
        f"rupay card {groups(luhn('6', 16), 4)}  pin {pin(4)}",
        f"credit card for AWS billing: {groups(luhn('5', 16), 4)}, CVV {digits(3)}",
        f"ICICI amazon pay cc {luhn('4', 16)} {secrets.randbelow(12) + 1:02d}/{secrets.randbelow(5) + 26} cvv {digits(3)} — for swiggy one, illi save maadi",
    )

    r.add(
        "github_token",
        f"github pat for dbt repo CI: {ghp()}",
        f"GH_TOKEN=github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
        f"git clone https://ravi-acme:{ghp()}@github.acme.internal/data/airflow-dags.git",
        f"fine grained token (read-only, data-platform org): github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
    )

    r.add(
        "postgres_password",
        f"PGPASSWORD='{pw()}' psql -h recon-db.acme.internal -U recon_ro -d recon",
        f"~/.pgpass line: recon-db.acme.internal:5432:recon:recon_rw:{rnd(ALNUM, 18)}",
        f"postgres superuser on the metabase db: postgres / {word_pw()}",
        f"RDS master password (acme-dwh-stg): {rnd(ALNUM + '!#', 22)}",
        f"jdbc:postgresql://ledger.acme.internal:5432/ledger?user=ledger_app&password={rnd(ALNUM, 16)}",
    )

    r.add(
        "redis_password",
        f"redis-cli -h feature-cache.acme.internal -a {rnd(ALNUM, 32)} --tls",
        f"REDIS_URL=rediss://default:{rnd(ALNUM, 24)}@feature-cache.acme.internal:6380/0",
        f"redis requirepass for celery broker = {rnd(ALNUM, 20)}",
        f"redis auth (airflow celery result backend) - {word_pw()}\nbroker_url = redis://:{rnd(ALNUM, 20)}@celery-redis.acme.internal:6379/1",
    )

    r.add(
        "mongodb_uri",
        f"mongodb+srv://kyc_reader:{rnd(ALNUM, 16)}@kyc-cluster.acme.internal/kyc?retryWrites=true",
        f"mongo atlas user merchant_etl pass {word_pw()} (cluster0, kyc docs)",
        f"MONGO_URI=mongodb://admin:{pw()}@mongo-1.acme.internal:27017/?authSource=admin",
        f"mongosh \"mongodb://merchant_ro@mongo-2.acme.internal:27017/merchants\" -p '{rnd(ALNUM + '#', 18)}'",
    )

    r.add(
        "ssh_private_key",
        "bastion key (ec2-user@bastion.acme.internal) save maadi:\n" + openssh_private(),
        "airflow worker deploy key, read-only on dags repo:\n" + openssh_private(),
        "old RSA key for the sftp drop from the bank (NACH files):\n" + pem("RSA PRIVATE KEY", 10),
    )

    r.add(
        "sftp_password",
        f"bank sftp for settlement files: sftp.partnerbank.test port 22 user acmepay_recon pwd {rnd(ALNUM + '@#$', 14)}",
        f"NPCI reports sftp — user ACMEPAY01 / {word_pw()}",
        f"sftp partner (NBFC lending data) host sftp.lender.test, user acme_de, pwd {pw()} — IP whitelisted only from bastion",
        f"sftp> lftp -u recon_drop,'{pw()}' sftp://files.acme.internal",
    )

    r.add(
        "vault_token",
        f"vault root token (dev cluster only): {vault_token()}",
        f"export VAULT_ADDR=https://vault.acme.internal:8200\nexport VAULT_TOKEN={vault_token()}",
        f"vault unseal key 1 of 5: {base64.b64encode(secrets.token_bytes(33)).decode()}",
        f"approle secret_id for airflow: {uid()}  role_id is in the repo, only this one is secret",
    )

    r.add(
        "slack_bot_token",
        f"slack bot for dag failure alerts: {xoxb()}",
        f"SLACK_BOT_TOKEN={xoxb()}\nSLACK_SIGNING_SECRET={hexs(32)}",
        f"airflow slack conn password = {xoxb()}",
        f"slack app for #de-oncall, bot token {xoxb()} — ask before reinstalling",
    )

    r.add(
        "google_oauth_client_secret",
        f"superset google sso client secret {google_client_secret()}",
        f"GOOGLE_CLIENT_SECRET={google_client_secret()}  (redash login)",
        f"client_secret.json for gdrive MIS upload:\n{{\"installed\": {{\"client_id\": \"{digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.acme.internal\", \"client_secret\": \"{google_client_secret()}\"}}}}",
        f"oauth client for the gsheets export dag — secret: {google_client_secret()} refresh_token: 1//0{rnd(URLSAFE, 100)}",
    )

    r.add(
        "gmail_app_password",
        f"gmail app password for airflow smtp alerts: {app_password()}",
        f"smtp_user = de-alerts@acmepay.example\nsmtp_password = {app_password()}",
        f"app pwd (google) for thunderbird on office laptop - {app_password().replace(' ', '')}",
        f"gmail app pass for the finance reports bot — {app_password()} (account de-reports@acmepay.example)",
    )

    r.add(
        "bi_tool_admin_password",
        f"metabase admin: ravi@acmepay.example / {word_pw()}",
        f"superset admin user created: superset fab create-admin --username admin --password '{pw()}'",
        f"Redash admin login {pw()} — same for staging, needs change",
        f"tableau server site admin, pwd {rnd(ALNUM + '$!', 15)}",
    )

    r.add(
        "openai_api_key",
        f"OpenAI key for the txn categoriser POC: {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"gpt key (team billing, don't burn it) {openai_project_key()}",
    )

    r.add(
        "datadog_api_key",
        f"datadog api key {hexs(32)} app key {hexs(40)}",
        f"DD_API_KEY={hexs(32)}  # datadog agent on airflow workers",
        f"statsd -> datadog, DD_APP_KEY={hexs(40)}",
        f"datadog keys for the airflow provider conn: api_key {hexs(32)}, app_key {hexs(40)}",
    )

    r.add(
        "container_registry_password",
        f"harbor robot acct robot$airflow-images  secret {rnd(ALNUM, 32)}",
        f"docker login harbor.acme.internal -u robot$ci-push -p {rnd(ALNUM, 32)}",
        f"~/.docker/config.json auth for harbor: {base64.b64encode(('ravi:' + word_pw()).encode()).decode()}",
        f"ECR is via IAM but the old nexus docker repo still: admin / {word_pw()}",
    )

    r.add(
        "recovery_codes",
        "GitHub 2FA recovery codes:\n" + recovery_codes(8, "github"),
        "Okta backup codes (office): " + recovery_codes(5, "digits"),
        "AWS root account MFA lost aadre use these, bega:\n" + recovery_codes(6, "plain"),
    )

    r.add(
        "wifi_password",
        f"home wifi ACT Fibernet  SSID Ravi_5G  password {word_pw()}",
        f"office guest wifi AcmeGuest pwd {rnd(ALNUM, 10)} (changes monthly)",
        f"WIFI:T:WPA;S:Kumar_Home;P:{pw()};;",
        f"Mysore house jio fiber wifi - {phrase_pw()}",
    )

    r.add(
        "gpg_passphrase",
        f"gpg passphrase for the NACH file encryption key: {phrase_pw()}",
        f"ansible-vault password for data-infra repo: {pw()}",
        f"sops age secret key for helm secrets:\n{age_secret()}",
        f"pgp key passphrase (bank encrypted MIS files) -> '{phrase_pw()}'",
    )

    r.add(
        "office365_password",
        f"outlook / teams login ravi.kumar@acmepay.example pwd {word_pw()}",
        f"o365 password changed today, new one {pw()}",
        f"office mail pwd — {word_pw()} (Authenticator on the old phone, don't factory reset)",
        f"laptop login (windows, domain ACME) — {word_pw()}, bitlocker pin {pin(6)}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "razorpay_key_id",
        f"Razorpay checkout key id (public, goes in the frontend): {rzp_key_id()}",
        f"key_id for test mode is {rzp_key_id('test')} — secret is in Vault at kv/payments/razorpay, don't paste it here",
        f"data.razorpay_key_id = '{rzp_key_id()}' seen in merchant config table, it's fine, only the id",
        f"rzp test key id {rzp_key_id('test')} for the sandbox notebook",
        f"checkout.js options: {{ key: '{rzp_key_id()}', amount: 49900, currency: 'INR' }}",
    )

    r.add(
        "razorpay_payment_id",
        f"recon mismatch for pay_{rnd(ALNUM, 14)} — order order_{rnd(ALNUM, 14)}, amount 1,250.00",
        f"refund rfnd_{rnd(ALNUM, 14)} stuck in processing, raise with rzp support",
        f"settlement setl_{rnd(ALNUM, 14)} came short by ₹312, check fees table",
        f"payout pout_{rnd(ALNUM, 14)} reversed — beneficiary IFSC wrong",
        f"webhook event id evt_{rnd(ALNUM, 14)} delivered twice, dedupe on payment id",
    )

    r.add(
        "upi_id",
        f"my UPI id: ravikumar{digits(2)}@okhdfcbank, send the dosa money there",
        f"Amma's upi id {pick('lakshmi', 'amma', 'shantha')}.{digits(4)}@oksbi",
        f"flat maintenance: pay to blrapartments{digits(3)}@icici (UPI)",
        "vpa for test payments in sandbox: success@razorpay, failure@razorpay",
        f"merchant VPA acmepay.merchant{digits(4)}@ybl shows in the collect request",
    )

    r.add(
        "ifsc_code",
        f"HDFC Koramangala branch IFSC {ifsc('HDFC')}",
        f"beneficiary: A/c XXXXXX{digits(4)}, IFSC {ifsc()}, name Ravi Kumar",
        f"dim_bank_branch has {ifsc()} twice, dedupe maadi",
        f"IFSC for Amma's SBI account Mysuru: {ifsc('SBIN')}",
        f"ifsc validation regex ^[A-Z]{{4}}0[A-Z0-9]{{6}}$ — failing for {ifsc()}? check whitespace",
    )

    r.add(
        "pan_number",
        f"PAN for ITR filing: {pan()}",
        f"company PAN {pan('C')} (needed for the vendor form)",
        f"test fixture PAN {pan()} — fake, from the KYC sandbox",
        f"pan_masked column should look like XXXXX{digits(4)}X, not full PAN",
    )

    r.add(
        "gstin_number",
        f"Acmepay GSTIN (Karnataka): {gstin()}",
        f"vendor invoice GSTIN {gstin('27')} — Maharashtra vendor, IGST applies",
        f"gst_registrations table: {gstin()} active, {gstin('07')} cancelled",
        f"our GST number for the AWS invoice: {gstin()}",
    )

    r.add(
        "masked_aadhaar",
        f"Aadhaar XXXX XXXX {digits(4)} linked to the SBI account",
        f"KYC doc shows aadhaar ending {digits(4)} — matches",
        f"masking rule: show only last 4, e.g. xxxx-xxxx-{digits(4)}",
        f"aadhaar_ref_id (vault token, not the number): {uid()}",
    )

    r.add(
        "utr_number",
        f"NEFT UTR {neft_utr()} for the rent transfer",
        f"UPI txn ref no {upi_ref()}, ₹2,400 to the electrician",
        f"IMPS RRN {upi_ref()} failed, money will reverse in 3 days they said",
        f"RTGS UTR {pick('HDFC', 'ICIC', 'UTIB')}R{digits(2)}{digits(3)}{digits(8)} — salary advance from office",
        f"recon: bank UTR {neft_utr()} vs our settlement ref setl_{rnd(ALNUM, 14)}",
    )

    r.add(
        "bigquery_table_id",
        f"acmepay-analytics.payments_raw.upi_txn_{date().replace('-', '')}",
        f"bq query: SELECT * FROM `acmepay-risk.features.merchant_daily` WHERE dt = '{date()}'",
        f"BQ job id bquxjob_{hexs(8)}_{hexs(12)} took 14 min, swalpa optimise",
        f"bq ls acmepay-bi:looker_pdt shows LR_{rnd(UPPER + DIGITS, 6)}_{rnd(LOWER + DIGITS, 20)}",
        f"dataset acmepay-analytics:staging_{rnd(LOWER, 6)} can be deleted",
    )

    r.add(
        "airflow_run_id",
        f"dag settlements_daily run scheduled__{date()}T02:30:00+00:00 failed at task load_to_sf",
        f"manual__{date()}T10:14:{secrets.randbelow(60):02d}.{digits(6)}+00:00 — rerun of kyc_backfill, ok",
        f"airflow task instance key: upi_txn_ingest.extract.scheduled__{date()}T00:00:00+00:00 try 3",
        f"dag_run_id dataset_triggered__{date()}T05:01:12+00:00 (triggered by s3 landing)",
    )

    r.add(
        "databricks_job_ids",
        f"databricks cluster id {cluster_id()} (shared autoscaling, 14.3 LTS)",
        f"job 8{digits(14)} run {digits(15, True)} failed — OOM on the fraud features notebook",
        f"sql warehouse http_path /sql/1.0/warehouses/{hexs(16)}",
        f"workspace id {digits(16, True)}, org id same",
        f"notebook path /Repos/ravi/etl/bronze_to_silver, run url https://acmepay-prod.databricks.acme.internal/?o={digits(16, True)}#job/{digits(15, True)}/run/{digits(15, True)}",
    )

    r.add(
        "snowflake_query_id",
        f"snowflake query id {sf_query_id()} spilled to remote storage",
        f"slow query {sf_query_id()} on TRANSFORM_WH, check profile",
        f"account locator {rnd(UPPER, 2)}{digits(5)}, region ap-south-1 (aws) — org ACMEPAY",
        f"snowflake user public key fingerprint SHA256:{base64.b64encode(secrets.token_bytes(32)).decode()}",
    )

    r.add(
        "git_commit_hash",
        f"dbt models fix merged in {hexs(40)}",
        f"revert {hexs(7)} — broke the incremental on fct_settlements",
        f"airflow-dags deployed at commit {hexs(40)}, tag v2.{secrets.randbelow(30)}.0",
        f"git bisect says {hexs(12)} is the first bad commit",
        f"cherry-pick {hexs(7)} and {hexs(7)} into release/2024-Q3",
    )

    r.add(
        "secret_reference",
        "snowflake svc password is in Vault: kv/data-platform/snowflake/svc_dbt (field: password)",
        f"aws keys are in Secrets Manager arn:aws:secretsmanager:ap-south-1:{digits(12, True)}:secret:prod/airflow/s3-{rnd(ALNUM, 6)}",
        "Razorpay key secret — only in 1Password vault 'Payments-Prod', ask Deepa for access",
        "Jenkins admin password is in the team safe (Bitwarden, folder CI), not in the wiki",
        "airflow conns come from secrets backend: AIRFLOW__SECRETS__BACKEND=airflow.providers.hashicorp.secrets.vault.VaultBackend, connections_path=airflow/connections",
    )

    r.add(
        "env_var_reference",
        "profiles.yml: password: \"{{ env_var('DBT_SNOWFLAKE_PASSWORD') }}\"",
        "GitHub action step: env: SNOWFLAKE_PASSWORD: ${{ secrets.SNOWFLAKE_PASSWORD }}",
        "kafka jaas: password=\"${file:/opt/secrets/kafka.properties:sasl.password}\"",
        "databricks token via {{secrets/etl-scope/dbx-token}} in the cluster spark conf",
        "export RAZORPAY_KEY_SECRET=$(vault kv get -field=key_secret kv/payments/razorpay)",
    )

    r.add(
        "password_policy_talk",
        "new password policy from infosec: min 14 chars, rotate 90 days, no reuse of last 5",
        "FortiClient VPN password expires next Friday — change it from the portal, not the app",
        "UPI PIN should never be shared, bank calls asking for it are fraud — tell Amma again",
        "netbanking locked after 3 wrong tries, unlock needs debit card + OTP, branch nodi",
        "Jenkins admin pwd reset done by Suresh, he'll DM the new one; I don't keep it here",
    )

    r.add(
        "rotation_reminder",
        f"rotate AWS access key for etl-s3-writer — key created {date()}, max age 90 days",
        "Databricks PATs expire on 30th, regenerate for airflow and dbt before that",
        "Snowflake key-pair rotation: upload RSA_PUBLIC_KEY_2 first, then switch, then unset old",
        "Kafka SASL creds rotated for all consumers except fraud-scoring, follow up with Arjun",
        "rzp key secret regenerate karna hai after the ex-employee offboarding — ticket DATA-2231",
    )

    r.add(
        "masked_secret",
        f"razorpay key secret ****{rnd(ALNUM, 4)} (last 4 as shown in dashboard)",
        f"AWS console shows access key {aws_key_id()[:4]}…{rnd(UPPER + DIGITS, 4)} last used 2 days ago",
        f"card ending {digits(4)}, exp {secrets.randbelow(12) + 1:02d}/{secrets.randbelow(5) + 26}, used for AWS billing",
        f"databricks token dapi…{hexs(4)} (comment: airflow-prod) — check its expiry",
        "snowflake password: ******** (redacted in the logs, good)",
    )

    r.add(
        "aws_arn",
        f"arn:aws:iam::{digits(12, True)}:role/airflow-worker-s3-rw",
        f"glue job role arn:aws:iam::{digits(12, True)}:role/service-role/AWSGlueServiceRole-etl",
        f"s3 bucket arn:aws:s3:::acme-landing-prod/razorpay/settlements/dt={date()}/",
        f"kms key arn:aws:kms:ap-south-1:{digits(12, True)}:key/{uid()}",
    )

    r.add(
        "gcp_service_account_email",
        "bq loader SA: bq-loader@acmepay-analytics.iam.gserviceaccount.com (roles: dataEditor, jobUser)",
        f"SA key id {hexs(40)} is the one to disable — the json itself is gone",
        f"workload identity pool projects/{digits(12, True)}/locations/global/workloadIdentityPools/github-pool",
        f"client_id {digits(21, True)} for the looker SA (public, shows in IAM page)",
    )

    r.add(
        "public_key",
        f"my ssh public key for bastion:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ravi@acme-laptop",
        f"age recipient for sops (public): {age_public_key()}",
        f"snowflake: alter user SVC_DBT set rsa_public_key='{base64.b64encode(secrets.token_bytes(270)).decode()}';",
        f"GPG fingerprint for bank MIS decryption: {groups(rnd('0123456789ABCDEF', 40), 4)}",
    )

    r.add(
        "jenkins_build_reference",
        f"jenkins build #{(build := secrets.randbelow(3000) + 100)} of dbt-prod failed, console: https://jenkins.acme.internal/job/dbt-prod/{build}/console",
        "Jenkins credential id 'snowflake-svc-dbt' (type: username with password) used in Jenkinsfile",
        "withCredentials([string(credentialsId: 'rzp-key-secret', variable: 'RZP_SECRET')]) { sh 'make recon' }",
        f"jenkins agent node name ec2-agent-{hexs(8)} keeps going offline",
    )

    r.add(
        "container_image_digest",
        f"airflow image acme/airflow:2.9.1-py311@sha256:{hexs(64)}",
        f"docker pull harbor.acme.internal/data/dbt-runner@sha256:{hexs(64)}",
        f"container id {hexs(12)} of the kafka-connect worker restarted 14 times",
        f"ECR image tag {hexs(7)}-{date().replace('-', '')} deployed to prod",
    )

    r.add(
        "pod_name",
        f"airflow scheduler pod {pod_name('airflow-scheduler')} crashlooping",
        f"kubectl logs {pod_name('kafka-connect-debezium')} -n streaming --tail 200",
        f"worker pod {pod_name('airflow-worker')} evicted, disk pressure",
        f"spark driver pod spark-recon-{hexs(16)}-driver stuck in Pending",
    )

    r.add(
        "ticket_reference",
        f"JIRA DATA-{secrets.randbelow(9000) + 1000}: backfill UPI txns for {date()}",
        f"incident INC{digits(7, True)} — settlement file delayed from partner bank",
        f"razorpay support ticket #{digits(7, True)} for the missing settlement",
        f"PagerDuty incident P{rnd(UPPER + DIGITS, 6)} acknowledged by me at 3am, ayyo",
    )

    r.add(
        "dashboard_url",
        f"metabase dashboard https://metabase.acme.internal/dashboard/{secrets.randbelow(500)}-settlement-recon?date={date()}",
        f"superset chart https://superset.acme.internal/explore/?slice_id={secrets.randbelow(900)}&form_data_key={rnd(URLSAFE, 43)}",
        f"looker look https://looker.acme.internal/looks/{secrets.randbelow(900)}?qid={rnd(ALNUM, 22)}",
        f"grafana kafka lag board https://grafana.acme.internal/d/{rnd(ALNUM, 9)}/kafka-consumer-lag?orgId=1&var-group=ledger-sink",
    )

    r.add(
        "kafka_identifiers",
        "topic upi.txn.v2 has 48 partitions, consumer group ledger-sink lag 1.2M on partition 17",
        f"schema registry subject upi.txn.v2-value version 7, schema id {secrets.randbelow(9000) + 100}",
        f"consumer client id ledger-sink-{uid()} keeps rebalancing",
        f"confluent cluster id lkc-{rnd(LOWER + DIGITS, 6)}, env env-{rnd(LOWER + DIGITS, 5)}, sasl mechanism PLAIN",
    )

    r.add(
        "connection_settings_without_password",
        "airflow conn snowflake_default: login SVC_DBT, schema MARTS, extra {\"account\": \"acmepay-blr01\", \"warehouse\": \"TRANSFORM_WH\", \"role\": \"TRANSFORMER\"} — password from Vault",
        "postgres://etl_reader@payments-replica.acme.internal:5432/payments?sslmode=require (password via IAM auth token)",
        "FortiClient settings: remote gateway sslvpn.acme.internal, port 10443, client cert not required, save password OFF",
        "Kafka bootstrap: kafka-1.acme.internal:9096,kafka-2.acme.internal:9096 security.protocol=SASL_SSL sasl.mechanism=SCRAM-SHA-512",
        "dbt profile target prod: type snowflake, account acmepay-blr01, authenticator externalbrowser (SSO, no password)",
    )

    r.add(
        "bank_account_reference",
        f"salary account HDFC A/c no XXXXXXXX{digits(4)} — for the HR form",
        f"customer ID is {digits(8, True)} (not the password, only the login id)",
        f"cheque no {digits(6)} given to the landlord for deposit",
        f"loan account LAN{digits(10, True)} EMI ₹23,450 on 5th",
    )

    r.add(
        "otp_and_pin_talk",
        "OTP for netbanking comes to the Jio number, not Airtel — update the mobile in branch",
        "UPI PIN is 6 digits for HDFC, 4 for SBI — why so different, no idea",
        "set a new ATM PIN via green PIN at the HDFC ATM near Forum mall, bega maadi",
        f"transaction limit UPI ₹1,00,000/day, NEFT ₹{secrets.randbelow(10) + 5},00,000",
    )

    r.add(
        "s3_object_reference",
        f"s3://acme-landing-prod/razorpay/settlements/dt={date()}/part-00000-{uid()}.snappy.parquet",
        f"ETag \"{hexs(32)}\" for the NACH file, matches the bank's md5",
        f"S3 request id {rnd(UPPER + DIGITS, 16)} and x-amz-id-2 {base64.b64encode(secrets.token_bytes(48)).decode()} for the AWS support case",
        f"delta table version {secrets.randbelow(900)} at s3://acme-lake/silver/upi_txn/_delta_log/{digits(20)}.json",
    )

    r.add(
        "hash_and_checksum",
        f"sha256 of settlement file SETL_{date().replace('-', '')}.csv: {hexs(64)}",
        f"md5 {hexs(32)} — row count 1,84,233, matches source",
        f"customer_id_hash = sha2(concat(pan, salt_ref), 256) → example {hexs(64)}",
        f"dedupe key for txns: {hexs(40)} (sha1 of utr+amount+date)",
    )

    r.add(
        "uuid_identifiers",
        f"merchant_id {uid()} onboarding stuck at KYC step",
        f"fivetran connector id {rnd(LOWER, pick(18, 20))}_{rnd(LOWER, 6)} sync failed",
        f"dbt cloud run id {digits(9, True)}, job {digits(6, True)}, account {digits(5, True)}",
        f"request id {uid()} from the razorpay api error log, 502 upstream",
    )

    r.add(
        "config_numbers_near_secret_words",
        "password_min_length=14\npassword_expiry_days=90\nmax_login_attempts=3",
        "kafka sasl timeout: sasl.login.connect.timeout.ms=15000, sasl.login.retry.backoff.ms=100",
        "token_ttl: 3600, refresh_token_ttl: 2592000 — for the internal API gateway",
        f"secret_rotation_days = 30 and key_version = {secrets.randbelow(20) + 1} in the terraform module",
    )

    return r


def main() -> None:
    write_corpora("make_heldout291.py", [
        ("heldout291_credentials.yaml", credentials(),
         "Held-out batch 291: credentials a Bengaluru fintech data engineer keeps (Airflow, Snowflake, Databricks, BigQuery, Kafka, dbt, Razorpay, AWS, Jenkins, VPN, UPI and net banking)"),
        ("heldout291_lookalikes.yaml", lookalikes(),
         "Held-out batch 291: the same engineer's look-alikes (Razorpay key ids, UPI ids, IFSC, PAN, GSTIN, masked Aadhaar, UTRs, table and run ids, hashes, secret references)"),
    ])


if __name__ == "__main__":
    main()
