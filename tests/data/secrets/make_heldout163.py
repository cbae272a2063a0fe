# ruff: noqa: E501
"""Writes heldout163_credentials.yaml and heldout163_lookalikes.yaml: held-out batch 163.

Persona: a data engineer on the analytics platform team of a media company in Dublin. She
runs Snowflake, dbt (Core and Cloud), Airflow, Kafka on Confluent Cloud, Databricks,
Fivetran and Looker, and keeps her notes in Irish English with plenty of shorthand, the odd
cúpla focal and pasted config. The notes hold warehouse and service passwords, key-pair
auth keys and their passphrases, API keys and tokens, and a few bits of office life.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u_bytes,
    basic,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    luhn,
    openai_project_key,
    openssh_private,
    phrase,
    pick,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = ["gannet", "turf", "liffey", "currach", "bodhran", "heron", "slate", "drumlin",
         "kestrel", "barley", "ferry", "lighthouse", "bramble", "oyster", "hurley", "spire",
         "seaweed", "quarry", "lantern", "puffin", "granite", "meadow", "tinker", "willow"]
FIVETRAN_WORDS = ["decidedly", "gleaming", "shorthand", "bracket", "wistful", "ornate",
                  "pilot", "tunnel", "humble", "radiant", "sprocket", "velvet", "cargo",
                  "moist", "lunar", "fencing", "amber", "caravan", "rustic", "outfit"]
REGIONS = ["eu-west-1", "eu-central-1", "us-east-1"]


# ---------------------------------------------------------------- value shapes

def pw() -> str:
    """A password as a person picks one or a manager generates one."""
    return pick(
        f"{pick('Howth', 'Bray', 'Sligo', 'Dingle', 'Clontarf', 'Kinsale')}{pick('!', '#', '_', '.')}{digits(4)}{pick('Pint', 'Rain', 'Dart', 'Gull')}",
        rnd(ALNUM + "!#%&*+-=?", 18),
        rnd(ALNUM, 22),
        f"{phrase(WORDS, 3, '-')}-{digits(2)}",
    )


def svc_pw() -> str:
    return rnd(ALNUM + "_-", pick(24, 28, 32))


def sf_query_id() -> str:
    return f"01{hexs(6)}-{pick('0000', '0001', '0102', '0305', '0402')}-{hexs(4)}-0000-{hexs(12)}"


def locator() -> str:
    return rnd(UPPER, 2) + digits(5, lead=True)


def cluster_id() -> str:
    return f"{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}-{secrets.randbelow(24):02d}{secrets.randbelow(60):02d}{secrets.randbelow(60):02d}-{rnd(LOWER, 5)}{digits(3)}"


def dapi() -> str:
    return "dapi" + hexs(32) + pick("", "", "-2", "-3")


def confluent_key() -> str:
    return rnd(UPPER + DIGITS, 16)


def confluent_secret() -> str:
    return rnd(ALNUM + "+/", 64)


def lkc() -> str:
    return rnd(LOWER + DIGITS, 5)


def slack_bot() -> str:
    return f"xoxb-{digits(12, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}"


def dbtc() -> str:
    return "dbtc_" + rnd(URLSAFE, 56)


def fernet() -> str:
    return b64u_bytes(32) + "="


def looker_id() -> str:
    return rnd(ALNUM, 20)


def looker_secret() -> str:
    return rnd(ALNUM, 24)


def fivetran_id() -> str:
    return f"{pick(*FIVETRAN_WORDS)}_{pick(*FIVETRAN_WORDS)}"


def wrap(body: str, width: int = 64) -> str:
    return "\n".join(body[i:i + width] for i in range(0, len(body), width))


def encrypted_pk() -> str:
    body = "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI" + b64(secrets.token_bytes(330))
    return "-----BEGIN ENCRYPTED PRIVATE KEY-----\n" + wrap(body) + "\n-----END ENCRYPTED PRIVATE KEY-----"


def plain_pk() -> str:
    body = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + b64(secrets.token_bytes(300))
    return "-----BEGIN PRIVATE KEY-----\n" + wrap(body) + "\n-----END PRIVATE KEY-----"


def rsa_pub_body() -> str:
    return "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + b64(secrets.token_bytes(234))[:-4] + "IDAQAB"


def rsa_pub_pem() -> str:
    return "-----BEGIN PUBLIC KEY-----\n" + wrap(rsa_pub_body()) + "\n-----END PUBLIC KEY-----"


def sha256_fp() -> str:
    return "SHA256:" + b64(secrets.token_bytes(32))


def sa_json(project: str, name: str) -> str:
    key = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(
        b64(secrets.token_bytes(48)) for _ in range(5)) + "\\n-----END PRIVATE KEY-----\\n"
    return json.dumps({
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(40),
        "private_key": "__KEY__",
        "client_email": f"{name}@{project}.iam.gserviceaccount.com",
        "client_id": digits(21, lead=True),
        "token_uri": "https://oauth2.googleapis.com/token",
    }, indent=2).replace("__KEY__", key)


def totp_seed() -> str:
    return rnd(BASE32, 32)


def run_id() -> str:
    return digits(pick(12, 14, 15), lead=True)


def date() -> str:
    return f"2024-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}"


def ts() -> str:
    return f"{date()}T{secrets.randbelow(24):02d}:{pick('00', '15', '30', '45')}:00+00:00"


# ---------------------------------------------------------------- credentials

def credentials() -> Rows:
    r = Rows()

    r.add("snowflake_user_password",
          f"my own snowflake login (SSO is broken again for the CLI so using the fallback pw): user AOIFE_BRENNAN / {pw()}",
          f"sf pw reset today, new one is {pw()} - don't forget to update the DBeaver conn",
          f"Snowflake prd, role SYSADMIN\nuser: a.brennan@acme-media.example\npass: {pw()}")

    r.add("snowflake_service_password",
          f"svc user for Looker -> snowflake is LOOKER_SVC, password {svc_pw()} (Niamh has it too)",
          f"c'mere, FIVETRAN_LOADER pw on snowflake: {svc_pw()}. rotate in Sept when the auditors are gone",
          f"ALTER USER AIRFLOW_SVC SET PASSWORD = '{svc_pw()}' MUST_CHANGE_PASSWORD = FALSE;",
          f"SNOWSQL_PWD={svc_pw()} snowsql -a acmemedia-analytics -u DBT_CI -r TRANSFORMER -w TRANSFORM_WH")

    r.add("snowflake_private_key",
          f"rsa_key.p8 for DBT_CI key-pair auth (encrypted, passphrase in the next note)\n{encrypted_pk()}",
          f"unencrypted key for the Kafka connector user KAFKA_SINK, the connector won't take a passphrase:\n{plain_pk()}",
          f"snowflake.private.key in the sink config is the body with no header/newlines: {b64(secrets.token_bytes(300))}")

    r.add("snowflake_key_passphrase",
          f"passphrase for rsa_key.p8 (DBT_CI) -> {phrase(WORDS, 4, ' ')} {digits(2)}",
          f"PRIVATE_KEY_PASSPHRASE={rnd(ALNUM + '!$%', 20)}  # airflow snowflake conn, key-pair",
          f"openssl pkcs8 -topk8 -inform PEM -in rsa_key.pem -out rsa_key.p8 -v2 aes256 -passout pass:{rnd(ALNUM, 18)}")

    sf_acct = "acmemedia-analytics"
    r.add("snowflake_connection_config",
          f"~/.snowflake/connections.toml\n[prd]\naccount = \"{sf_acct}\"\nuser = \"AOIFE_BRENNAN\"\npassword = \"{pw()}\"\nwarehouse = \"ADHOC_XS\"\nrole = \"ANALYST\"",
          f"snowflake://REPORTING_RO:{svc_pw()}@{sf_acct}/MARTS/PUBLIC?warehouse=REPORTING_WH&role=REPORTING",
          f"sqlalchemy url for the notebook: snowflake://DS_SANDBOX:{rnd(ALNUM, 20)}@{locator().lower()}.eu-west-1/SANDBOX/AOIFE")

    r.add("databricks_pat",
          f"databricks PAT for the CLI, 90 days: {dapi()}",
          f"[DEFAULT]\nhost = https://acme-media-prd.cloud.databricks.com\ntoken = {dapi()}",
          f"DATABRICKS_TOKEN={dapi()} (the airflow one, owner is the svc principal not me!!)",
          f"gave Ciarán a short-lived tok for the spike, {dapi()}, expires fri")

    r.add("databricks_sp_oauth_secret",
          f"service principal sp-airflow-prd\nclient id {uid()}\nsecret dose{hexs(32)}",
          f"DATABRICKS_CLIENT_SECRET=dose{hexs(32)}",
          f"oauth M2M for the dbt-databricks job: client_secret: dose{hexs(32)}")

    r.add("kafka_scram_password",
          f'sasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="clickstream-etl" password="{svc_pw()}";',
          f"kafka-configs --bootstrap-server kafka-1.acme.internal:9093 --alter --add-config 'SCRAM-SHA-256=[password={rnd(ALNUM, 20)}]' --entity-type users --entity-name ads-consumer",
          f"on-prem kafka scram creds for the video-events consumer: video_ro / {svc_pw()}")

    r.add("confluent_cloud_api_secret",
          f"Confluent cloud key for lkc-{lkc()} (prd clickstream)\nkey {confluent_key()}\nsecret {confluent_secret()}",
          f"CC api key/secret pair for terraform: {confluent_key()}:{confluent_secret()}",
          f"sasl.username={confluent_key()}\nsasl.password={confluent_secret()}\nbootstrap.servers=pkc-{lkc()}.eu-west-1.aws.confluent.test:9092",
          f"new cloud API key (org level, careful) - {confluent_key()} / {confluent_secret()}")

    r.add("schema_registry_credentials",
          f"basic.auth.credentials.source=USER_INFO\nbasic.auth.user.info={confluent_key()}:{confluent_secret()}",
          f"SR key for the stg env: {confluent_key()} secret {confluent_secret()}",
          f"curl -u {confluent_key()}:{confluent_secret()} https://psrc-{lkc()}.eu-west-1.aws.confluent.test/subjects")

    r.add("kafka_ssl_keystore_password",
          f"ssl.keystore.location=/etc/kafka/secrets/etl.keystore.jks\nssl.keystore.password={rnd(ALNUM, 16)}\nssl.key.password={rnd(ALNUM, 16)}",
          f"truststore pw for the onprem cluster is {rnd(ALNUM, 14)} (keystore same, don't ask)",
          f"keytool -importkeystore -srckeystore etl.p12 -srcstoretype PKCS12 -srcstorepass {rnd(ALNUM, 16)} -destkeystore etl.jks")

    r.add("airflow_conn_uri",
          f"AIRFLOW_CONN_POSTGRES_REPLICA='postgresql://airflow_ro:{svc_pw()}@pg-replica.acme.internal:5432/cms'",
          f"airflow connections add snowflake_prd --conn-uri 'snowflake://AIRFLOW_SVC:{svc_pw()}@/ANALYTICS/RAW?account={sf_acct}&warehouse=LOAD_WH&role=LOADER'",
          f"conn for the ratings sftp: sftp://nielsen_drop:{pw()}@sftp.ratings-partner.example:22",
          f"mysql://cms_reader:{rnd(ALNUM, 18)}@cms-db.acme.internal:3306/wordpress  <- the AIRFLOW_CONN_CMS_MYSQL value")

    r.add("airflow_admin_password",
          f"airflow UI admin (stg) admin / {pw()}",
          f"airflow users create --username ops --role Admin --email ops@acme-media.example --firstname Ops --lastname Bot --password {rnd(ALNUM, 16)}",
          f"mwaa-ish local docker airflow: _AIRFLOW_WWW_USER_PASSWORD={rnd(ALNUM, 14)}")

    r.add("airflow_fernet_key",
          f"fernet key for prd airflow, if this is lost every conn is toast: {fernet()}",
          f"AIRFLOW__CORE__FERNET_KEY={fernet()},{fernet()}   (new,old during rotation)",
          f"[core]\nfernet_key = {fernet()}")

    r.add("airflow_webserver_secret_key",
          f"AIRFLOW__WEBSERVER__SECRET_KEY={hexs(32)}",
          f"webserver secret_key has to be the same on all pods or logs 403 - it's {rnd(URLSAFE, 43)}",
          f"helm values for airflow stg:\nwebserverSecretKey: {hexs(32)}\nfernetKey: {fernet()}")

    r.add("fivetran_api_credentials",
          f"fivetran api key {rnd(ALNUM, 16)} secret {rnd(ALNUM, 32)}",
          f"FIVETRAN_API_KEY={rnd(ALNUM, 16)}\nFIVETRAN_API_SECRET={rnd(ALNUM, 32)}",
          f"curl -H 'Authorization: Basic {basic(rnd(ALNUM, 16), rnd(ALNUM, 32))}' https://api.fivetran.test/v1/groups")

    r.add("looker_client_secret",
          f"looker.ini\n[Looker]\nbase_url=https://acmemedia.looker.test:19999\nclient_id={looker_id()}\nclient_secret={looker_secret()}",
          f"LOOKERSDK_CLIENT_SECRET={looker_secret()} for the content-validator job",
          f"API3 creds for the looker bot user, id {looker_id()}, secret {looker_secret()}")

    r.add("postgres_replica_password",
          f"pg replica (cms read replica) report_ro pw: {pw()}",
          f"pg-replica.acme.internal:5432:cms:report_ro:{svc_pw()}",
          f"psql \"host=pg-replica.acme.internal dbname=cms user=etl_ro password={rnd(ALNUM, 20)} sslmode=require\"",
          f"Dara changed the replica password over the weekend, new one {pw()} - grand, everything broke")

    r.add("aws_s3_staging_secret",
          f"[s3-staging]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = eu-west-1",
          f"snowflake storage integration is the proper way but the legacy stage uses keys: CREDENTIALS=(AWS_KEY_ID='{aws_key_id()}' AWS_SECRET_KEY='{aws_secret()}')",
          f"AWS_SECRET_ACCESS_KEY={aws_secret()} for the s3 staging bucket, key id {aws_key_id()}",
          f"databricks spark conf: spark.hadoop.fs.s3a.access.key {aws_key_id()}\nspark.hadoop.fs.s3a.secret.key {aws_secret()}")

    r.add("gcp_service_account_json",
          "GA4 export SA key for BigQuery -> snowflake\n" + sa_json("acme-media-ga4", "ga4-export"),
          "fivetran needs this for the YouTube Analytics connector\n" + sa_json("acme-yt-analytics", "fivetran-yt"),
          sa_json("acme-media-dwh", "airflow-bq"))

    r.add("slack_bot_token",
          f"slack alerts bot (#data-alerts) SLACK_BOT_TOKEN={slack_bot()}",
          f"airflow slack conn password field = {slack_bot()}",
          f"bot token for the dbt-failures app: {slack_bot()} . signing secret {hexs(32)}")

    r.add("dbt_cloud_service_token",
          f"dbt cloud service token (job admin) for the CI trigger: {dbtc()}",
          f"DBT_CLOUD_API_TOKEN={dbtc()}",
          f"curl -H \"Authorization: Token {dbtc()}\" https://emea.dbt.test/api/v2/accounts/{digits(5, lead=True)}/jobs/")

    r.add("dbt_profiles_password",
          f"profiles.yml\nacme_media:\n  target: dev\n  outputs:\n    dev:\n      type: snowflake\n      account: {sf_acct}\n      user: AOIFE_BRENNAN\n      password: {pw()}\n      role: TRANSFORMER\n      warehouse: TRANSFORM_WH",
          f"postgres target for the cms staging models:\n      type: postgres\n      host: pg-replica.acme.internal\n      user: dbt_ro\n      pass: {svc_pw()}\n      dbname: cms",
          f"databricks target in profiles: host acme-media-prd.cloud.databricks.com, http_path /sql/1.0/warehouses/{hexs(16)}, token: {dapi()}")

    r.add("github_pat",
          f"gh PAT for the dbt repo clone in CI: ghp_{rnd(ALNUM, 36)}",
          f"fine grained token (read only, acme-media/analytics-dbt) github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
          f"git clone https://x-access-token:ghp_{rnd(ALNUM, 36)}@github.acme.internal/data/airflow-dags.git")

    r.add("sftp_partner_password",
          f"Ratings partner SFTP: host sftp.ratings-partner.example, user acme_media, pw {pw()}",
          f"sshpass -p '{rnd(ALNUM + '#!', 14)}' sftp -P 2222 adtech@drop.adserver.example",
          f"comscore file drop - login acme_dub, password {pw()}. files land at 06:00 Irish time")

    r.add("redis_cache_password",
          f"redis for the feature cache: redis://:{rnd(ALNUM, 32)}@feature-cache.acme.internal:6379/0",
          f"requirepass {rnd(ALNUM, 24)}  (elasticache stg)",
          f"REDIS_AUTH_TOKEN={rnd(ALNUM, 40)} - elasticache prd, in-transit encryption on")

    r.add("mysql_cms_password",
          f"mysql -h cms-db.acme.internal -u analytics_ro -p'{pw()}' wordpress",
          f"cms db read user: analytics_ro\npw: {svc_pw()}",
          f"the old Drupal db still up for the archive, root pw is {pw()} (yes root, I know, I know)")

    r.add("terraform_cloud_token",
          f"TF cloud team token for the data-platform workspace: {rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}",
          f"credentials \"app.terraform.io\" {{\n  token = \"{rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}\"\n}}",
          f"TF_TOKEN_app_terraform_io={rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)} in the GH actions env for the confluent/snowflake modules")

    r.add("datadog_api_key",
          f"DD_API_KEY={hexs(32)} (airflow statsd -> datadog)",
          f"datadog app key for the freshness monitors script {hexs(40)}",
          f"datadog: api_key {hexs(32)} app_key {hexs(40)}")

    r.add("pagerduty_routing_key",
          f"pagerduty events v2 routing key for data-platform-critical: {hexs(32)}",
          f"PD integration key {hexs(32)} - used by the airflow on_failure_callback",
          f"pagerduty user API token for the oncall-export script {rnd(URLSAFE, 20)}")

    r.add("jira_api_token",
          f"jira token for the ticket-from-dbt-test script, me@acme-media.example: ATATT3xFfGF0{rnd(URLSAFE, 180)}={hexs(8).upper()}",
          f"JIRA_API_TOKEN=ATATT3xFfGF0{rnd(URLSAFE, 180)}={hexs(8).upper()}",
          f"confluence/jira token (the runbook publisher) -> ATATT3xFfGF0{rnd(URLSAFE, 180)}={hexs(8).upper()} , user data-bot@acme-media.example")

    r.add("mfa_totp_seed",
          f"snowflake MFA (duo) backup seed {totp_seed()}",
          f"otpauth://totp/AWS:aoife@acme-media-staging?secret={totp_seed()}&issuer=Amazon%20Web%20Services",
          f"2fa seed for the shared data-platform@ google account, in case my phone dies: {groups(totp_seed(), 4)}")

    r.add("github_recovery_codes",
          "github recovery codes (work acct)\n" + "\n".join(f"{hexs(5)}-{hexs(5)}" for _ in range(8)),
          "confluent cloud MFA recovery codes: " + "  ".join(rnd(UPPER + DIGITS, 10) for _ in range(6)),
          "snowflake MFA backup codes for the break-glass ACCOUNTADMIN user:\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(6)))

    r.add("ssh_bastion_private_key",
          "key for the bastion into the VPC (ssh -J) - id_ed25519_bastion\n" + openssh_private(),
          "ec2-user key for the old kafka connect box:\n" + openssh_private(),
          "id_rsa_gitsync (airflow git-sync sidecar, read-only deploy key)\n" + openssh_private())

    r.add("snowflake_oauth_secrets",
          f"looker <-> snowflake oauth refresh token for my user (ugh) ver:2-hint:{digits(10, lead=True)}-did:{digits(4)}-ETMsDgAAAY{rnd(URLSAFE, 120)}",
          f"SNOWFLAKE_OAUTH_CLIENT_SECRET={b64(secrets.token_bytes(32))} and the client id is fine to share",
          f"tableau->snowflake oauth for the sales lads, refresh_token: ver:1-hint:{digits(10, lead=True)}-ETMsDgAAAY{rnd(URLSAFE, 100)}")

    r.add("web_session_cookie",
          f"airflow ui session cookie so the scraper script can hit the REST api: session={rnd(URLSAFE, 40)}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 27)}",
          f"looker cookie from devtools for the dashboard scraper: looker.browser={digits(9)}; CSRF-TOKEN={rnd(B64, 44)}; _looker_session={hexs(64)}")

    r.add("minio_local_secret",
          f"docker-compose minio for local testing: MINIO_ROOT_USER=admin MINIO_ROOT_PASSWORD={rnd(ALNUM, 20)}",
          f"mc alias set local http://localhost:9000 dev-key {rnd(ALNUM, 40)}",
          f"minio on the onprem box (ratings archive) root / {pw()}")

    r.add("office_door_code",
          f"door code for the Grand Canal Dock office (side door, after 7pm): {digits(4)}#",
          f"alarm code 3rd floor {digits(6)} - press the key fob first then the code",
          f"Comms room keypad {digits(5)}, don't give it to the lads from facilities, they've their own")

    r.add("disk_recovery_key",
          f"BitLocker recovery for the work laptop (ID {hexs(8).upper()}): " + "-".join(f"{11 * secrets.randbelow(65536):06d}" for _ in range(8)),
          "filevault recovery key on the mac: " + "-".join(rnd(UPPER + DIGITS, 4) for _ in range(6)),
          f"LUKS passphrase for the ubuntu dev box under the desk: {phrase(WORDS, 4, ' ')} {digits(3)}")

    r.add("corporate_card_details",
          f"team card for snowflake/confluent overages\n{groups(luhn('4'), 4)}  exp {card_expiry()}  cvv {digits(3)}",
          f"Revolut biz virtual card for the dbt Cloud sub: {groups(luhn('5', 16), 4)}, {card_expiry()}, CVC {digits(3)}",
          f"my own card for the conference reg (claim back!!) {luhn('4')} {card_expiry()} sec code {digits(3)}")

    r.add("password_manager_master",
          f"1pw master pw (ná déan dearmad!!) {phrase(WORDS, 5, '-')}{digits(1)}",
          f"bitwarden master - {pick('Ballsbridge', 'Rathmines', 'Stoneybatter')}{rnd(ALNUM, 8)}{pick('!', '?', '&')}",
          f"the team 1password vault emergency kit: secret key A3-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}, master pw {phrase(WORDS, 4, '.')}")

    r.add("kafka_connect_basic_auth",
          f"kafka connect REST has basic auth now: connect-admin:{rnd(ALNUM, 18)}",
          f"curl -s -u admin:{pw()} http://connect.acme.internal:8083/connectors | jq .",
          f"rest.extension.classes=...BasicAuthSecurityRestExtension, and connect.password file has: admin: {rnd(ALNUM, 20)}")

    r.add("adobe_analytics_client_secret",
          f"Adobe analytics API (oauth server-to-server) client id {hexs(32)} secret p8e-{rnd(URLSAFE, 32)}",
          f"ADOBE_CLIENT_SECRET=p8e-{rnd(URLSAFE, 32)}",
          f"Adobe sftp data feed (hit-level) user acmemedia_feed pw {pw()}")

    r.add("mixpanel_api_secret",
          f"mixpanel service account for the raw export: data-export.{rnd(LOWER, 4)}.mp-service-account / {rnd(ALNUM, 32)}",
          f"mixpanel project api secret {hexs(32)} (legacy, still used by the old dag)",
          f"amplitude export: api key {hexs(32)} secret key {hexs(32)}")

    r.add("reverse_etl_api_key",
          f"hightouch workspace api key for triggering syncs from airflow: {uid()}",
          f"census API token secret-token:{rnd(ALNUM, 40)}",
          f"HIGHTOUCH_API_KEY={uid()}  # trigger syncs after dbt_daily")

    r.add("monte_carlo_api_token",
          f"MCD_DEFAULT_API_ID={hexs(32)}\nMCD_DEFAULT_API_TOKEN={rnd(URLSAFE, 86)}",
          f"monte carlo token for the CLI, id {hexs(32)} token {rnd(URLSAFE, 86)}")

    r.add("office_wifi_passphrase",
          f"guest wifi in the Dublin office: AcmeGuest / {rnd(ALNUM, 12)}",
          f"the staff wifi pw changed again, it's {pick('Sound', 'Deadly', 'Grand')}{pick('Job', 'Out', 'Stuff')}{digits(4)} now")

    r.add("sendgrid_report_key",
          f"sendgrid key for the daily KPI email: {sendgrid_key()}",
          f"SENDGRID_API_KEY={sendgrid_key()}")

    r.add("openai_api_key",
          f"openai key for the headline-summary POC (billing on the innovation budget): {openai_project_key()}",
          f"OPENAI_API_KEY={openai_project_key()}")

    r.add("personal_pin",
          f"phone sim PIN {digits(4)}, PUK {digits(8)} (it locked on me on the Luas)",
          f"bike lock combo {digits(4)} - the blue one at the office rack",
          f"phone unlock is {digits(6)} if ye need to get the authenticator off it while I'm on leave")

    return r


# ---------------------------------------------------------------- look-alikes

def lookalikes() -> Rows:
    r = Rows()

    r.add("snowflake_query_id",
          f"slow query on REPORTING_WH, query id {sf_query_id()}, 14 mins spilling to remote",
          f"support ticket w/ snowflake: ask them about {sf_query_id()} and {sf_query_id()}",
          f"select * from table(result_scan('{sf_query_id()}'));",
          f"the dbt run that timed out was {sf_query_id()} - check query_history for the profile")

    r.add("snowflake_account_locator",
          f"account locator for prd is {locator()} (eu-west-1), org name ACMEMEDIA, account ANALYTICS",
          f"fivetran wants the host as {locator().lower()}.eu-west-1.snowflakecomputing.acme.test - not the org-account form",
          f"data share from the ratings vendor goes to locator {locator()}; their side is {locator()}")

    r.add("snowflake_warehouse_name",
          "warehouses: LOAD_WH (S), TRANSFORM_WH (M, multi-cluster 1-3), REPORTING_WH (S), ADHOC_XS",
          f"resume TRANSFORM_WH_{rnd(UPPER, 3)} before the backfill, auto_suspend=60",
          f"credits yday: TRANSFORM_WH {secrets.randbelow(90) + 10}.4, LOOKER_WH {secrets.randbelow(40) + 5}.1 - Looker PDTs eating us alive")

    r.add("snowflake_rsa_public_key",
          f"ALTER USER DBT_CI SET RSA_PUBLIC_KEY='{rsa_pub_body()}';",
          f"public half of the kafka sink key (fine to paste in the ticket):\n{rsa_pub_pem()}",
          f"RSA_PUBLIC_KEY_2 for rotation = {rsa_pub_body()}  -- unset RSA_PUBLIC_KEY after the connector moves over")

    r.add("snowflake_public_key_fingerprint",
          f"DESC USER DBT_CI -> RSA_PUBLIC_KEY_FP = {sha256_fp()}",
          f"fingerprint matches what openssl gives locally: {sha256_fp()} - so the key-pair auth error is something else",
          f"key fp for KAFKA_SINK {sha256_fp()}, the _2 slot is {sha256_fp()}")

    r.add("databricks_cluster_id",
          f"all-purpose cluster for the DS lads: {cluster_id()} (autoterminate 30m)",
          f"job cluster {cluster_id()} died w/ driver OOM at 04:12",
          f"databricks clusters get --cluster-id {cluster_id()} | jq .state")

    r.add("databricks_job_run_id",
          f"run {run_id()} of job {digits(15, lead=True)} failed, the retry {run_id()} was grand",
          f"databricks jobs get-run {run_id()}",
          f"repair run for the sessionisation job: parent run {run_id()}, task key build_sessions")

    r.add("databricks_workspace_url",
          f"prd workspace https://acme-media-prd.cloud.databricks.com/?o={digits(16, lead=True)}",
          f"link to the failed run https://acme-media-prd.cloud.databricks.com/#job/{digits(15, lead=True)}/run/{run_id()}",
          f"sql warehouse http path /sql/1.0/warehouses/{hexs(16)} on acme-media-stg.cloud.databricks.com")

    r.add("databricks_secret_scope_ref",
          "pw = dbutils.secrets.get(scope=\"snowflake-prd\", key=\"svc-password\")",
          "the scope is kv-backed now: databricks secrets list-secrets kafka-creds  -> confluent-api-key, confluent-api-secret",
          "spark conf uses {{secrets/aws-staging/secret-key}} rather than the raw value, don't change it back")

    r.add("token_rotation_note",
          f"rotated the databricks PAT for airflow today ({date()}), old one revoked, new one is in the secret scope only",
          "Confluent API key for clickstream rotated - update the k8s secret, NOT this note",
          f"slack bot token was regenerated after the leak scare; the xoxb- value lives in AWS SM, rotation id {uid()}",
          "dbt cloud service token expires in 14 days, reminder set. need Owner perms to make a new one")

    r.add("kafka_topic_name",
          "topics: clickstream.pageview.v3, clickstream.video_heartbeat.v2, ads.impression.raw, cms.article.cdc",
          f"new topic ads.auction.result.v1 - 24 partitions, retention.ms={7 * 24 * 3600 * 1000}, cleanup.policy=delete",
          f"dbserver1.public.articles is the debezium topic, dlq is dlq-snowflake-sink-{rnd(LOWER + DIGITS, 6)}")

    r.add("kafka_consumer_group",
          f"consumer group connect-snowflake-sink-clickstream lagging {secrets.randbelow(900000) + 100000} msgs",
          f"kafka-consumer-groups --describe --group spark-kafka-source-{uid()}-{digits(10)}-driver-0",
          f"group id ads-enricher-{hexs(8)} is the stale one from the old deploy, delete it")

    r.add("kafka_offsets",
          f"reset to offset {digits(9, lead=True)} on partition 7, partition 8 at {digits(9, lead=True)}",
          f"TOPIC PARTITION CURRENT-OFFSET LOG-END-OFFSET LAG\nclickstream.pageview.v3 0 {digits(10, lead=True)} {digits(10, lead=True)} {secrets.randbelow(5000)}",
          f"kafka-consumer-groups --reset-offsets --to-datetime {date()}T06:00:00.000 --group video-agg --topic clickstream.video_heartbeat.v2 --execute")

    r.add("schema_registry_schema_id",
          f"schema id {secrets.randbelow(90000) + 100000} is v5 of clickstream.pageview.v3-value",
          f"magic byte 0 then 4-byte id {secrets.randbelow(90000) + 100000} - deserializer chokes on the old id {secrets.randbelow(90000) + 100000}",
          f"subject ads.impression.raw-value versions 1..{secrets.randbelow(9) + 3}, compat BACKWARD_TRANSITIVE, sr cluster lsrc-{lkc()}")

    r.add("confluent_api_key_id_only",
          f"which API key is the sink using? -> {confluent_key()} (owner sa-{rnd(LOWER + DIGITS, 6)}), secret is in SM",
          f"confluent api-key list shows {confluent_key()} and {confluent_key()} with no description, chase Seán",
          f"delete old key {confluent_key()} once traffic on it is zero (check metrics api)")

    r.add("confluent_resource_ids",
          f"env-{lkc()} / lkc-{lkc()} is prd clickstream, lkc-{lkc()} is stg",
          f"service account sa-{rnd(LOWER + DIGITS, 6)} = snowflake-sink, sa-{rnd(LOWER + DIGITS, 6)} = ksql",
          f"bootstrap pkc-{lkc()}.eu-west-1.aws.confluent.test:9092, rest endpoint https://pkc-{lkc()}.eu-west-1.aws.confluent.test:443")

    r.add("airflow_dag_run_id",
          f"dag_run_id scheduled__{ts()} for ingest_clickstream is stuck queued",
          f"cleared manual__{date()}T09:{secrets.randbelow(60):02d}:{secrets.randbelow(60):02d}.{digits(6)}+00:00 and it went green",
          f"airflow tasks clear -s {date()} -e {date()} dbt_daily -t 'run_marts.*' ; run id dataset_triggered__{ts()}")

    r.add("airflow_conn_reference",
          "conn ids: snowflake_prd, postgres_replica, databricks_default, slack_data_alerts - all from the secrets backend (prefix airflow/connections)",
          "BaseHook.get_connection('fivetran_default').password  <- that's where the api secret comes from, not Variables",
          "if AIRFLOW_CONN_SNOWFLAKE_PRD is set as an env var it wins over SM, which is why stg was using prd creds last week")

    r.add("dbt_model_hash",
          f"unique_id model.acme_media.fct_pageviews_daily checksum sha256 {hexs(64)}",
          f"state:modified picked up stg_cms__articles b/c the checksum went {hexs(64)[:12]}... -> {hexs(64)[:12]}...",
          f"snapshot dbt_scd_id for article {digits(6)}: {hexs(32)}")

    r.add("dbt_manifest_checksum",
          f"manifest.json from prod artefacts, md5 {hexs(32)}, invocation_id {uid()}",
          f"\"checksum\": {{\"name\": \"sha256\", \"checksum\": \"{hexs(64)}\"}}",
          f"defer against run {run_id()[:9]}'s manifest (s3://acme-dbt-artifacts/prd/{uid()}/manifest.json)")

    r.add("dbt_jinja_var_ref",
          "where event_date >= '{{ var(\"start_date\", \"2024-01-01\") }}'",
          "dbt run -s fct_ad_revenue --vars '{\"backfill_days\": 30}'",
          "{{ config(materialized='incremental', unique_key='event_id', cluster_by=['event_date']) }} - grand, don't touch the unique_key")

    r.add("dbt_env_var_ref",
          "password: \"{{ env_var('SNOWFLAKE_PASSWORD') }}\"  <- profiles.yml in CI, the value's a GH secret",
          "private_key_passphrase: \"{{ env_var('DBT_ENV_SECRET_SF_KEY_PASSPHRASE') }}\" - the DBT_ENV_SECRET_ prefix scrubs it from logs",
          "token: \"{{ env_var('DBT_DATABRICKS_TOKEN') }}\" for the databricks target; locally it's in my .envrc (not pasting it here)")

    r.add("looker_client_id_only",
          f"looker api client_id for the bot user is {looker_id()}; the secret is in 1Password under 'Looker API3 bot'",
          f"client id {looker_id()} belongs to the old integration, safe to delete the API key from the user page",
          f"LOOKERSDK_CLIENT_ID={looker_id()}\nLOOKERSDK_CLIENT_SECRET= (from vault)")

    r.add("fivetran_connector_id",
          f"fivetran connector id {fivetran_id()} = salesforce, {fivetran_id()} = google_ads",
          f"POST /v1/connectors/{fivetran_id()}/sync to force a resync, group {fivetran_id()}",
          f"the YouTube connector ({fivetran_id()}) keeps hitting quota, Fivetran ticket #{digits(6, lead=True)}")

    r.add("s3_partition_path",
          f"s3://acme-media-staging/clickstream/dt={date()}/hour=05/{hexs(2)}/",
          f"aws s3 ls s3://acme-media-raw/ads/impressions/bucket={hexs(8)}/dt={date()}/ --recursive | wc -l",
          f"external stage @RAW.CLICKSTREAM_STG -> s3://acme-media-staging/clickstream/_delta_log/ (partition hash prefix {hexs(4)})")

    r.add("parquet_file_uuid",
          f"part-00000-{uid()}-c000.snappy.parquet is 0 bytes, upstream job wrote an empty file again",
          f"COPY INTO failed on s3://acme-media-staging/ads/part-{secrets.randbelow(200):05d}-{uid()}.c000.zstd.parquet (bad footer)",
          f"delta checkpoint 00000000000000{digits(6)}.checkpoint.parquet + {uid()}.parquet")

    r.add("md5_checksum",
          f"md5 of the ratings file they sent: {hexs(32)}, the one in the .md5 sidecar is {hexs(32)} -> mismatch, asked them to resend",
          f"{hexs(32)}  BARB_weekly_{date().replace('-', '')}.csv.gz",
          f"etag on the s3 object {hexs(32)}-{secrets.randbelow(20) + 2} (multipart so it's not a plain md5)")

    r.add("git_commit_sha",
          f"the incremental fix is {hexs(40)} on main, tagged v{secrets.randbelow(4) + 1}.{secrets.randbelow(20)}.0",
          f"git bisect says {hexs(7)} broke the sessionisation macro",
          f"dags repo deployed at {hexs(12)} to prd, stg on {hexs(12)}")

    r.add("aws_arn",
          f"storage integration role arn:aws:iam::{aws_account()}:role/snowflake-s3-staging-access, external id {locator()}_SFCRole=2_{b64(secrets.token_bytes(21))}",
          f"bucket policy lets arn:aws:iam::{aws_account()}:user/{rnd(LOWER + DIGITS, 4)}0000-s in (that's Snowflake's IAM user, not ours)",
          f"kms key arn:aws:kms:eu-west-1:{aws_account()}:key/{uid()} on the staging bucket")

    r.add("secret_manager_path",
          f"everything's in SM now: airflow/connections/snowflake_prd, airflow/variables/fivetran_api_secret (arn ...:secret:airflow/connections/postgres_replica-{rnd(ALNUM, 6)})",
          "vault kv get secret/data-platform/looker/api3  -> ask Niamh for the policy",
          "the snowflake key passphrase is in 1Password, vault 'Data Platform', item 'DBT_CI key-pair'")

    r.add("password_policy_talk",
          "snowflake password policy for svc users: min 24 chars, no MUST_CHANGE, max age 365 days. humans are SSO only from Q3",
          "Dara asked why the replica pw has no special chars: pgbouncer userlist quoting, that's why",
          "new rule from security: no passwords in dag code, no PATs older than 90d, key-pair auth for every service user")

    r.add("gcp_sa_identity",
          f"SA email fivetran-yt@acme-yt-analytics.iam.gserviceaccount.com, key id {hexs(40)} (the json itself is in SM)",
          f"project number {digits(12, lead=True)} for acme-media-ga4, dataset analytics_{digits(9, lead=True)}",
          f"oauth2 client id {digits(21, lead=True)} on the SA - need that for domain-wide delegation, not the key")

    r.add("slack_ids",
          f"#data-alerts channel id C0{rnd(UPPER + DIGITS, 9)}, bot user U0{rnd(UPPER + DIGITS, 9)}",
          f"thread ts {epoch_ts()} in #data-platform has the postmortem",
          f"slack app id A0{rnd(UPPER + DIGITS, 9)}, team T0{rnd(UPPER + DIGITS, 8)} - the token itself is in SM under slack/data-alerts")

    r.add("jira_ticket_refs",
          f"DATA-{secrets.randbelow(4000) + 100} (late ratings file) blocked by PLAT-{secrets.randbelow(900) + 100}",
          f"INC-{digits(5, lead=True)} postmortem: the kafka sink offsets reset itself",
          f"snowflake support case {digits(8, lead=True)}, confluent case #{digits(6, lead=True)}")

    r.add("invoice_and_company_iban",
          f"ad revenue invoice to the agency: INV-2024-{digits(5)}, pay to Acme Media DAC {iban('IE', 'AIBK' + '93' + digits(4) + digits(8))}, BIC AIBKIE2D",
          f"snowflake invoice {digits(10, lead=True)} for May, PO {digits(8, lead=True)}, cost centre DP-{digits(3)}",
          f"confluent invoice in-{rnd(LOWER + DIGITS, 10)} - refund for the outage credit goes to {iban('IE', 'BOFI' + '90' + digits(4) + digits(8))}")

    r.add("irish_vat_and_eircode",
          f"Acme Media DAC VAT no. IE{digits(7, lead=True)}{rnd(UPPER, 1)}H, CRO {digits(6, lead=True)}",
          f"office address for the vendor form: 2 Grand Canal Sq, Dublin 2, D02 {rnd(UPPER + DIGITS, 4)}",
          f"courier for the new laptop goes to D0{secrets.randbelow(8) + 1} {rnd(UPPER, 1)}{digits(3)}")

    r.add("phone_numbers",
          f"snowflake account exec +353 1 {digits(3)} {digits(4)}, oncall bridge +353 87 {digits(3)} {digits(4)}",
          f"Ciarán's mobile 08{secrets.randbelow(3) + 5} {digits(3)} {digits(4)} if the dag is still red at 8")

    r.add("ip_and_hostnames",
          f"kafka brokers 10.40.{secrets.randbelow(255)}.{secrets.randbelow(255)}-13, pg-replica.acme.internal -> 10.40.{secrets.randbelow(255)}.{secrets.randbelow(255)}",
          f"snowflake network policy allows 52.{secrets.randbelow(255)}.{secrets.randbelow(255)}.0/24 (NAT gw) and the office {secrets.randbelow(100) + 80}.{secrets.randbelow(255)}.{secrets.randbelow(255)}.{secrets.randbelow(255)}/32",
          "airflow-web.data.acme.internal, airflow-worker-{0..5}.data.acme.internal, connect.acme.internal:8083")

    r.add("docker_image_digest",
          f"airflow image acme/airflow:2.9.2-py3.11@sha256:{hexs(64)}",
          f"dbt runner image digest sha256:{hexs(64)}, pin that in the KubernetesPodOperator",
          f"docker pull registry.acme.internal/data/kafka-connect-snowflake@sha256:{hexs(64)}")

    r.add("package_versions",
          "apache-airflow==2.9.2, apache-airflow-providers-snowflake==5.6.0, dbt-snowflake==1.8.3, snowflake-connector-python==3.11.0",
          "Databricks runtime 14.3.x-scala2.12 (LTS) / spark 3.5.0, delta 3.1.0",
          "confluent-kafka==2.4.0, librdkafka 2.4.0; snowflake kafka connector 2.2.2")

    r.add("spark_application_id",
          f"spark app application_{digits(13, lead=True)}_{secrets.randbelow(9999):04d} stuck in stage 14",
          f"streaming query id {uid()} run id {uid()} - checkpoint at dbfs:/checkpoints/clickstream_bronze",
          f"driver log: local-{digits(13, lead=True)} executor {secrets.randbelow(40)} lost")

    r.add("ssh_public_key_and_fingerprint",
          f"my public key for the bastion authorized_keys: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} aoife@acme-media-mbp",
          f"bastion host key fingerprint ED25519 {sha256_fp().rstrip('=')} - verify before saying yes",
          f"deploy key (public) on the dags repo: ssh-rsa {ssh_pub('ssh-rsa', 270)} airflow-gitsync")

    r.add("trace_and_request_ids",
          f"aws request id {uid()} on the s3 403, x-amz-id-2 {b64(secrets.token_bytes(54))}",
          f"fivetran sync id {uid()} shows 0 rows from salesforce",
          f"looker query task id {hexs(32)} timed out at 30 min")

    r.add("dbt_cloud_run_ids",
          f"dbt cloud account {digits(5, lead=True)}, project {digits(6, lead=True)}, job {digits(6, lead=True)}, run {digits(9, lead=True)} failed on test not_null_fct_pageviews_event_id",
          f"https://emea.dbt.test/deploy/{digits(5, lead=True)}/projects/{digits(6, lead=True)}/runs/{digits(9, lead=True)}",
          f"CI job {digits(6, lead=True)} for PR #{secrets.randbelow(900) + 100}, schema dbt_cloud_pr_{digits(6)}_{secrets.randbelow(900) + 100}")

    r.add("looker_share_slugs",
          f"explore link for Niamh: https://acmemedia.looker.test/x/{rnd(ALNUM, 22)}",
          f"dashboard 412 tile query slug {rnd(ALNUM, 7)}, query id {digits(7, lead=True)}",
          f"PDT build for pdt_sessions -> LC$${rnd(UPPER + DIGITS, 10)}_sessions_{hexs(8)} in the scratch schema")

    r.add("snowflake_object_names",
          f"stage @RAW.PUBLIC.STG_{rnd(UPPER, 4)}, pipe RAW.CLICKSTREAM.PIPE_PAGEVIEW, notification channel arn:aws:sqs:eu-west-1:{aws_account()}:sf-snowpipe-{rnd(UPPER + DIGITS, 20)}-{rnd(ALNUM, 22)}",
          f"clone is ANALYTICS_CLONE_{date().replace('-', '')}_{hexs(6).upper()} - drop by friday",
          f"temp table DBT_TMP_FCT_AD_REVENUE__DBT_TMP{hexs(10).upper()} left behind by the failed run")

    r.add("travel_booking_refs",
          f"Data Council flights: Aer Lingus booking ref {rnd(UPPER, 6)}, EI{secrets.randbelow(900) + 100} DUB-SFO {date()}",
          f"irish rail to Cork for the offsite, ticket collection ref {rnd(UPPER + DIGITS, 8)}",
          f"hotel conf no. {digits(10, lead=True)}, check-in code sent on the day (not yet)")

    r.add("subscription_promo_codes",
          f"promo codes for the digital sub campaign: SPRING{digits(2)}, STUDENT-{rnd(UPPER, 4)} - need to track redemptions in the marts",
          f"coupon_code = 'DUB{rnd(UPPER + DIGITS, 6)}' shows up with 0 revenue, finance asking",
          f"voucher batch {rnd(UPPER, 3)}-{digits(6)} for the Christmas gift subs, 5000 codes")

    r.add("licence_plate_and_parking",
          f"car park at the office: reg {pick('221', '231', '232', '241')}-D-{digits(5, lead=True)} registered for the permit",
          f"parking permit no. DCC{digits(7)} expires end of month")

    r.add("databricks_repo_paths",
          f"/Repos/aoife.brennan@acme-media.example/analytics-dbt/notebooks/backfill_{hexs(6)}",
          f"dbfs:/FileStore/tables/ratings_{date().replace('-', '')}_{hexs(8)}.csv",
          f"workspace object id {digits(16, lead=True)} is the sessionisation notebook")

    r.add("encrypted_value_reference",
          f"the fernet-encrypted conn password in the metadb starts gAAAAA and is useless without the key - row conn_id=postgres_replica, id {secrets.randbelow(900) + 100}",
          f"sops file airflow/values.enc.yaml, encrypted with kms {uid()} - no plaintext in git",
          f"SM version id {uid()} is AWSCURRENT, {uid()} AWSPREVIOUS")

    return r


def epoch_ts() -> str:
    return f"{1_700_000_000 + secrets.randbelow(60_000_000)}.{digits(6)}"


def main() -> None:
    write_corpora("make_heldout163.py", [
        ("heldout163_credentials.yaml", credentials(), "batch 163 (Dublin media data engineer: Snowflake, dbt, Airflow, Kafka, Databricks), written blind; every value synthetic"),
        ("heldout163_lookalikes.yaml", lookalikes(), "batch 163 look-alikes: data-platform ids, hashes, public keys and secret references, written blind"),
    ])


if __name__ == "__main__":
    main()
