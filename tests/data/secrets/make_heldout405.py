# ruff: noqa: E501
"""Writes heldout405_credentials.yaml and heldout405_lookalikes.yaml: held-out batch 405.

Persona: a data scientist in Montréal who writes in French and English, often both in one
line, with Québec slang, typos and abbreviations. Her notes are full of Jupyter cells,
Snowflake and dbt profiles, Databricks config, Airflow connections and shell exports. She
keeps Snowflake passwords and key-pair private keys, dbt Cloud and Databricks tokens, Hugging
Face, OpenAI, Anthropic, LangSmith, W&B and Kaggle keys, Airflow connection URIs and its
Fernet key, AWS keys for the S3 buckets, Jupyter server tokens, a Slack webhook for the DAG
alerts; and, for her personal life, Wi-Fi keys, door, alarm and bank PIN codes, a wallet's
seed phrase, TOTP seeds, backup codes, account passwords and her 1Password Secret Key. Her
look-alikes: Snowflake query ids and account locators, dbt invocation ids, Databricks
cluster ids, model revisions, commit ids, S3 paths and ETags, ARNs, DAG run ids, API object
ids, run ids, public keys and fingerprints, masked cards and keys, env var and secret-store
references, used or expired one-time codes, parcels, orders, bookings, bank deposit details,
phone numbers, versions, serials, checksums, digests, public client keys, dates and amounts.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module (through make_heldout's helpers
and the few small functions below) in the real format's shape; hosts sit under `.example`,
`.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import base64
import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    amex,
    anthropic_key,
    app_password,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    databricks_token,
    digits,
    ga4_id,
    github_fine_token,
    github_token,
    google_client_id,
    groups,
    hexs,
    iban,
    imei,
    jupyter_token,
    kaggle_key,
    onepassword_secret_key,
    openai_project_key,
    openssh_private,
    phrase,
    pick,
    pin,
    pw,
    recaptcha_site_key,
    recovery_codes,
    rnd,
    s10,
    seed_phrase,
    slack_webhook,
    ssh_fingerprint,
    ssh_pub,
    stripe_publishable_key,
    totp_seed,
    uid,
    wandb_key,
    write_corpora,
)

WORDS = [
    "tuque", "dépanneur", "verglas", "poutine", "castor", "érable", "banquise", "ruelle",
    "galerie", "balcon", "patinoire", "cabane", "sirop", "outarde", "huard", "bixi",
    "jarret", "fleuve", "brume", "pergola", "mitaine", "chinook", "sapin", "bleuet",
]

WEAK = ("0000", "1111", "1234", "4321", "2580", "1212", "6969", "0420")


def db_pw() -> str:
    return rnd(ALNUM + "!$%^*_-", pick(18, 22, 26))


def passphrase(sep: str = "-") -> str:
    return phrase(WORDS, pick(4, 5), sep) + str(secrets.randbelow(90) + 10)


def hf_token() -> str:
    return "hf_" + rnd(LOWER + UPPER, 34)


def dbt_token(kind: str = "dbtc") -> str:
    """A dbt Cloud service token (dbtc_) or personal access token (dbtu_)."""
    return f"{kind}_{rnd(URLSAFE, 56)}"


def databricks_oauth_secret() -> str:
    """A Databricks service principal's OAuth secret."""
    return "dose" + hexs(32)


def langsmith_key(kind: str = "pt") -> str:
    return f"lsv2_{kind}_{hexs(32)}_{hexs(10)}"


def fernet_key() -> str:
    """A Fernet key, as Airflow wants it: 32 random bytes, URL-safe base64 with padding."""
    return base64.urlsafe_b64encode(secrets.token_bytes(32)).decode()


def pkcs8_pem(encrypted: bool = False) -> str:
    """An RSA private key in PKCS#8 PEM, as `openssl genrsa | openssl pkcs8` writes it."""
    head = bytes.fromhex("308204be020100300d06092a864886f70d0101010500048204a8308204a40201000282010100")
    body = b64(head + secrets.token_bytes(1160))
    lines = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
    label = "ENCRYPTED PRIVATE KEY" if encrypted else "PRIVATE KEY"
    return f"-----BEGIN {label}-----\n{lines}\n-----END {label}-----"


def rsa_public_der() -> str:
    """The base64 of an RSA-2048 public key (SubjectPublicKeyInfo), as Snowflake takes it."""
    head = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100")
    return b64(head + secrets.token_bytes(256) + bytes.fromhex("0203010001"))


def rsa_public_pem() -> str:
    der = rsa_public_der()
    lines = "\n".join(der[i:i + 64] for i in range(0, len(der), 64))
    return f"-----BEGIN PUBLIC KEY-----\n{lines}\n-----END PUBLIC KEY-----"


def django_session() -> str:
    return rnd(LOWER + DIGITS, 32)


def express_session() -> str:
    return f"s%3A{rnd(URLSAFE, 32)}.{b64(secrets.token_bytes(32)).rstrip('=')}"


def flask_session() -> str:
    payload = base64.urlsafe_b64encode(b'{"_user_id":"' + digits(4).encode() + b'","_fresh":true}').decode().rstrip("=")
    return f"{payload}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 27)}"


def otpauth(issuer: str, account: str) -> str:
    return f"otpauth://totp/{issuer}:{account}?secret={totp_seed(32)}&issuer={issuer}&algorithm=SHA1&digits=6&period=30"


# look-alike helpers


def sf_query_id() -> str:
    """A Snowflake query id: UUID-shaped, starting 01."""
    return f"01{hexs(6)}-{digits(4)}-{hexs(4)}-0000-{hexs(12)}"


def sf_locator() -> str:
    return rnd(LOWER, 2) + digits(5)


def dbx_cluster_id() -> str:
    return f"{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}-{digits(6)}-{rnd(LOWER + DIGITS, 8)}"


def sha40() -> str:
    return hexs(40)


def sha256() -> str:
    return hexs(64)


def run8() -> str:
    return rnd(LOWER + DIGITS, 8)


def pnr() -> str:
    return rnd(UPPER + DIGITS, 6)


def phone_mtl() -> str:
    return f"{pick('514', '438', '263', '450')} {digits(3, lead=True)}-{digits(4)}"


def mac_serial() -> str:
    return rnd(UPPER + DIGITS, 10)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "snowflake_password",
        f"snowflake (compte ACMEORG-ANALYTICS)\nuser: MLAVOIE\nmdp: {pw()}",
        f"export SNOWSQL_PWD='{db_pw()}'   # svc_dbt_ci, pour le cron du lundi",
        f'conn = snowflake.connector.connect(\n    user="MLAVOIE",\n    password="{db_pw()}",\n    account="acmeorg-analytics",\n    warehouse="WH_DS_XS",\n    role="DS_ROLE",\n)',
        f"nouveau pw snowflake apres le reset (l'ancien expirait) {pw()} -- changer ds le keychain aussi",
        f"acme_dwh:\n  target: dev\n  outputs:\n    dev:\n      type: snowflake\n      account: acmeorg-analytics\n      user: MLAVOIE\n      password: \"{db_pw()}\"\n      role: TRANSFORMER\n      database: ANALYTICS_DEV\n      warehouse: WH_DBT\n      schema: dbt_mlavoie",
    )

    r.add(
        "snowflake_private_key",
        "clé privée pour le key-pair auth de SVC_AIRFLOW (rsa_key.p8), copie au cas ou:\n" + pkcs8_pem(),
        f"prod:\n  type: snowflake\n  account: acmeorg-analytics\n  user: SVC_DBT_PROD\n  private_key: |\n    {pkcs8_pem().replace(chr(10), chr(10) + '    ')}\n  warehouse: WH_DBT_PROD",
        f'sf_key = """{pkcs8_pem()}"""\n# charger avec serialization.load_pem_private_key(sf_key.encode(), password=None)',
        f"Snowflake key pair — private (ne PAS committer)\n{pkcs8_pem()}",
        f"rsa key pr le user SVC_FIVETRAN, la publique est déjà set avec ALTER USER\n\n{pkcs8_pem()}",
    )

    r.add(
        "dbt_cloud_token",
        f"dbt Cloud service token (job CI, perms Job Admin): {dbt_token('dbtc')}",
        f"DBT_CLOUD_API_TOKEN={dbt_token('dbtc')}\nDBT_CLOUD_ACCOUNT_ID=70403",
        f"curl -H \"Authorization: Token {dbt_token('dbtu')}\" https://acme.us1.dbt.com/api/v2/accounts/70403/runs/",
        f"mon token perso dbt cloud (user token, expire jamais?? à changer)\n{dbt_token('dbtu')}",
        f"# ~/.dbt/dbt_cloud.yml\nversion: \"1\"\ncontext:\n  active-project: \"2831\"\nprojects:\n  - project-id: \"2831\"\n    account-host: \"acme.us1.dbt.com\"\n    api-key: \"{dbt_token('dbtu')}\"",
    )

    r.add(
        "databricks_pat",
        f"databricks configure --token\nHost: https://acme-analytics.cloud.databricks.com\nToken: {databricks_token()}",
        f"# ~/.databrickscfg\n[DEFAULT]\nhost  = https://acme-analytics.cloud.databricks.com\ntoken = {databricks_token()}",
        f"PAT databricks (90 jours, expire en mars) {databricks_token()}",
        f'w = WorkspaceClient(host="https://adb-dev.acme.internal", token="{databricks_token()}")',
        f"tok dbx pour Karim, il veut tester la Jobs API lundi:\n{databricks_token()}",
    )

    r.add(
        "databricks_sp_secret",
        f"service principal sp-airflow-prod\nclient id {uid()}\nsecret: {databricks_oauth_secret()}",
        f"export DATABRICKS_CLIENT_ID={uid()}\nexport DATABRICKS_CLIENT_SECRET={databricks_oauth_secret()}",
        f"[prod-sp]\nhost          = https://acme-analytics.cloud.databricks.com\nclient_id     = {uid()}\nclient_secret = {databricks_oauth_secret()}",
        f"OAuth secret du SP (affiché UNE seule fois!!!) {databricks_oauth_secret()}",
        f'provider "databricks" {{\n  host          = "https://acme-analytics.cloud.databricks.com"\n  client_id     = "{uid()}"\n  client_secret = "{databricks_oauth_secret()}"\n}}',
    )

    r.add(
        "huggingface_token",
        f"HF token (write) pour pousser camembert-qc-sentiment {hf_token()}",
        f"from huggingface_hub import login\nlogin(token=\"{hf_token()}\")",
        f"hugging face read token, juste pour les gated models (llama) : {hf_token()}",
        f"!huggingface-cli login --token {hf_token()}",
        f"HF_TOKEN={hf_token()}",
    )

    r.add(
        "openai_api_key",
        f"openai key projet 'resume-appels' {openai_project_key()}",
        f"import openai\nclient = openai.OpenAI(api_key=\"{openai_project_key()}\")  # TODO env var",
        f"clé openai (limite 200$/mois svp)\n{openai_project_key()}",
        f"%env OPENAI_API_KEY={openai_project_key()}",
        f"OPENAI_API_KEY = \"{openai_project_key()}\"",
    )

    r.add(
        "anthropic_api_key",
        f"Anthropic key — workspace 'ds-experiments': {anthropic_key()}",
        f"export ANTHROPIC_API_KEY='{anthropic_key()}'",
        f"client = anthropic.Anthropic(api_key=\"{anthropic_key()}\")",
        f"clé claude pour le POC de classification des plaintes\n{anthropic_key()}",
        f"anthropic {anthropic_key()} (celle de l'équipe, pas la mienne)",
    )

    r.add(
        "airflow_conn_uri",
        f"AIRFLOW_CONN_PG_DWH='postgresql://etl_user:{db_pw()}@dwh.acme.internal:5432/analytics'",
        f"airflow connections add 'snowflake_ds' --conn-uri 'snowflake://SVC_AIRFLOW:{rnd(ALNUM, 22)}@/ANALYTICS/RAW?account=acmeorg-analytics&warehouse=WH_LOAD&role=LOADER'",
        f'{{"conn_type": "mysql", "host": "crm-replica.acme.internal", "login": "readonly", "password": "{db_pw()}", "port": 3306, "schema": "crm"}}',
        f"conn airflow pour le sftp du fournisseur\nsftp://acme_drop:{pw()}@sftp.vendor.test:22",
        f"AIRFLOW_CONN_REDSHIFT_LEGACY=redshift://analyst:{rnd(ALNUM, 20)}@legacy-cluster.acme.internal:5439/dev",
    )

    r.add(
        "airflow_fernet_key",
        f"fernet key airflow prod (si on la perd on perd toutes les connexions!!) {fernet_key()}",
        f"AIRFLOW__CORE__FERNET_KEY={fernet_key()}",
        f"[core]\nfernet_key = {fernet_key()}",
        f"values.yaml du chart:\nfernetKey: \"{fernet_key()}\"",
        f"la fernet key de staging c'est\n{fernet_key()}",
    )

    r.add(
        "aws_access_key",
        f"AWS pour le bucket acme-ds-raw\naccess key {aws_key_id()}\nsecret {aws_secret()}",
        f"[ds-sandbox]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = ca-central-1",
        f"s3 = boto3.client('s3', aws_access_key_id='{aws_key_id()}', aws_secret_access_key='{aws_secret()}')",
        f"export AWS_ACCESS_KEY_ID={aws_key_id()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}",
        f"clés IAM user ds-batch (créées le 3 oct) : {aws_key_id()} / {aws_secret()}",
    )

    r.add(
        "database_url",
        f"DATABASE_URL=postgresql://mlavoie:{db_pw()}@pg-feature-store.acme.internal:5432/features",
        f"engine = create_engine(\"postgresql+psycopg2://ds_app:{db_pw()}@analytics-db.acme.internal/ds\")",
        f"mongo du side project: mongodb+srv://marie:{rnd(ALNUM, 16)}@cluster0.acme.test/?retryWrites=true",
        f"url mlflow backend store mysql://mlflow:{db_pw()}@mlflow-db.acme.internal:3306/mlflow",
        f"redis cache des features => redis://:{rnd(ALNUM, 32)}@cache.acme.internal:6379/0",
    )

    r.add(
        "jupyter_server_token",
        f"jupyter sur la VM GPU: http://10.20.3.14:8888/lab?token={jupyter_token()}",
        f"c.ServerApp.token = '{jupyter_token()}'",
        f"jupyter lab --no-browser --port 8890 --IdentityProvider.token={jupyter_token()}",
        f"token du jupyterhub (api) pour le script de nettoyage {rnd(HEX, 32)}",
        f"lien notebook partagé avec Samir (tunnel ssh d'abord)\nhttp://localhost:8888/?token={jupyter_token()}",
    )

    r.add(
        "github_token",
        f"gh pat pour cloner les repos dbt dans databricks repos: {github_token()}",
        f"GITHUB_TOKEN={github_fine_token()}",
        f"git clone https://marie-lavoie:{github_token()}@github.com/acme-data/dbt-analytics.git",
        f"fine-grained token (repo ml-notebooks, read/write contents) {github_fine_token()}",
        f"token gh perso pour le blog\n{github_token()}",
    )

    r.add(
        "wandb_api_key",
        f"wandb key {wandb_key()}",
        f"import wandb\nwandb.login(key=\"{wandb_key()}\")",
        f"WANDB_API_KEY={wandb_key()}",
        f"machine acme.wandb.test\n  login user\n  password {wandb_key()}",
        f"cle W&B du compte d'équipe (entity acme-ds): {wandb_key()}",
    )

    r.add(
        "kaggle_api_key",
        f'~/.kaggle/kaggle.json\n{{"username":"marielavoie","key":"{kaggle_key()}"}}',
        f"kaggle api key {kaggle_key()} (user marielavoie)",
        f"os.environ['KAGGLE_USERNAME'] = 'marielavoie'\nos.environ['KAGGLE_KEY'] = '{kaggle_key()}'",
        f"kaggle.json pour la compet — key: {kaggle_key()}",
        f"KAGGLE_KEY={kaggle_key()}",
    )

    r.add(
        "slack_webhook_url",
        f"webhook slack #ds-alertes (callbacks airflow on_failure) {slack_webhook()}",
        f"SLACK_WEBHOOK_URL={slack_webhook()}",
        f"requests.post(\"{slack_webhook()}\", json={{\"text\": \"DAG failed\"}})",
        f"airflow connections add slack_alerts --conn-type slackwebhook --conn-password '{slack_webhook()}'",
        f"incoming webhook pour #dbt-runs\n{slack_webhook()}",
    )

    r.add(
        "gmail_app_password",
        f"mot de passe d'application gmail (smtp airflow) {app_password()}",
        f"smtp_user = marie.alerts@acme.test\nsmtp_password = {app_password()}",
        f"App password Google pour Thunderbird: {app_password()}",
        f"AIRFLOW__SMTP__SMTP_PASSWORD=\"{app_password()}\"",
        f"gmail app pw (appareil: iPad)\n{app_password()}",
    )

    r.add(
        "wifi_key",
        f"wifi maison: Videotron-{rnd(UPPER + DIGITS, 4)}\nmdp {passphrase()}",
        f"WIFI:T:WPA;S:BELL{digits(3)};P:{rnd(ALNUM, 16)};;",
        f"wifi du chalet à Sutton, réseau ChaletBleuet, clé WPA2: {passphrase('')}",
        f"Wi-Fi bureau (réseau ACME-Staff) passe: {rnd(ALNUM + '#!', 14)}",
        f"code wifi chez mes parents {digits(10)} (c'est le vieux modem Cogeco)",
    )

    r.add(
        "door_code",
        f"code porte immeuble: {pin(4, WEAK)}#",
        f"digicode chez Julie à Paris (bât. B) {rnd('0123456789AB', 5)}",
        f"code du cadenas du cabanon à vélo {pin(4, WEAK)}",
        f"Airbnb Québec: boîte à clé, code {pin(4, WEAK)}",
        f"code porte garage (keypad) -> {pin(6, WEAK)} puis Enter",
    )

    r.add(
        "alarm_code",
        f"code alarme maison {pin(4, WEAK)}",
        f"alarm code for the condo (Alarme Sentinelle): {pin(4, WEAK)}, hit OFF first",
        f"système d'alarme du chalet\ncode de désarmement {pin(5, WEAK)}",
        f"coffre-fort de l'hôtel {pin(4, WEAK)}",
        f"alarme du bureau (si j'arrive avant 7h) {pin(6, WEAK)}",
    )

    r.add(
        "bank_pin",
        f"NIP carte Desjardins {pin(4, WEAK)}",
        f"nouveau PIN de la visa TD {pin(4, WEAK)}",
        f"pin carte de débit (BNC) {pin(5, WEAK)}",
        f"PIN for the Wise card {pin(4, WEAK)} — don't forget",
        f"nip guichet carte de ma mère (procuration) {pin(4, WEAK)}",
    )

    r.add(
        "crypto_seed_phrase",
        f"phrase de récupération ledger:\n{seed_phrase(24)}",
        f"seed metamask {seed_phrase(12)}",
        f"12 mots wallet (NE PAS PERDRE):\n1-6: {seed_phrase(6)}\n7-12: {seed_phrase(6)}",
        f"recovery phrase trezor — {seed_phrase(24)}",
        f"mots de secours du wallet exodus\n{seed_phrase(12)}",
    )

    r.add(
        "totp_secret",
        f"seed 2FA snowflake (au cas où je perds le tel) {totp_seed(32)}",
        otpauth("AWS", "mlavoie@acme-ds"),
        f"clé de configuration authenticator github: {groups(totp_seed(32).lower(), 4)}",
        f"TOTP secret du compte admin airflow {totp_seed(16)}",
        f"2fa secret key for Binance (manual entry) {totp_seed(16)}",
    )

    r.add(
        "backup_codes",
        "codes de secours github (mlavoie):\n" + recovery_codes(10, "github"),
        "Google backup codes\n" + recovery_codes(10, "digits"),
        "dropbox backup codes\n" + recovery_codes(8, "other"),
        "codes de récupération 1Password? non, ceux de Proton:\n" + recovery_codes(6, "other"),
        f"Snowflake MFA recovery code: {rnd(UPPER + DIGITS, 8)}-{rnd(UPPER + DIGITS, 8)}",
    )

    r.add(
        "account_password",
        f"Hydro-Québec espace client\nmarie.lavoie@acme.test\n{pw()}",
        f"netflix — {pw()}",
        f"| site | user | mdp |\n|---|---|---|\n| STM OPUS en ligne | mlavoie | {pw()} |",
        f"AccèsD: mdp {db_pw()} (question secrète = nom du chien)",
        f"mot de passe laptop de job (changé en nov) {passphrase('.')}",
    )

    r.add(
        "ssh_private_key",
        "clé ssh pour la VM GPU (id_ed25519):\n" + openssh_private(),
        "deploy key du repo airflow-dags (privée)\n" + openssh_private(),
        "~/.ssh/id_bastion\n" + openssh_private(),
        "la clé privée pour le sftp du fournisseur, Karim l'a générée:\n\n" + openssh_private(),
        "ssh key (old laptop backup)\n" + openssh_private(),
    )

    r.add(
        "session_cookie",
        f"cookie de session pour le scraping du portail (expire dans 2 sem): sessionid={django_session()}",
        f"curl -b 'connect.sid={express_session()}' https://portal.vendor.test/api/export",
        f"Cookie: session={flask_session()}",
        f"cookies = {{\"_acme_session\": \"{rnd(HEX, 64)}\"}}  # copié du devtools",
        f"__Secure-next-auth.session-token={b64(secrets.token_bytes(120)).replace('+', '-').replace('/', '_').rstrip('=')}",
    )

    r.add(
        "onepassword_secret_key",
        f"1Password Secret Key {onepassword_secret_key()}",
        f"kit d'urgence 1password\nemail: marie.lavoie@acme.test\nsecret key: {onepassword_secret_key()}",
        f"1p secret key (compte famille) {onepassword_secret_key()}",
        f"Secret Key 1Password -> {onepassword_secret_key()}",
        f"si le kit papier brûle: {onepassword_secret_key()}",
    )

    r.add(
        "langsmith_api_key",
        f"LANGCHAIN_API_KEY={langsmith_key('pt')}",
        f"langsmith personal token {langsmith_key('pt')}",
        f"os.environ[\"LANGSMITH_API_KEY\"] = \"{langsmith_key('sk')}\"",
        f"clé service langsmith pour le tracing en prod: {langsmith_key('sk')}",
        f"export LANGCHAIN_TRACING_V2=true\nexport LANGCHAIN_API_KEY={langsmith_key('pt')}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "snowflake_query_id",
        f"la requête qui a explosé le warehouse: query id {sf_query_id()}",
        f"Query ID {sf_query_id()} — 14 min, spill to remote storage",
        f"select * from table(result_scan('{sf_query_id()}'));",
        f"support ticket Snowflake: query {sf_query_id()} returns wrong count",
        f"qid {sf_query_id()} (le merge de fct_orders)",
    )

    r.add(
        "snowflake_account_locator",
        f"account locator {sf_locator()}.ca-central-1.aws (org ACMEORG, compte ANALYTICS)",
        f"URL: https://acmeorg-analytics.snowflakecomputing.com  (locator {sf_locator().upper()})",
        f"SHOW ORGANIZATION ACCOUNTS → ANALYTICS / {sf_locator().upper()} / AWS_CA_CENTRAL_1",
        f"account: {sf_locator()}.ca-central-1.aws  # dans profiles.yml, le reste vient des env vars",
    )

    r.add(
        "dbt_invocation",
        f"dbt invocation_id {uid()} — celui qui a cassé stg_payments",
        f"dbt Cloud run #{digits(9, lead=True)} (job {digits(6, lead=True)}) failed on test unique_fct_orders_order_id",
        f"manifest.json checksum: {sha256()}",
        f"model.acme_analytics.fct_sessions unique_id, node checksum {sha256()}",
        f"https://acme.us1.dbt.com/deploy/70403/projects/2831/runs/{digits(9, lead=True)}/",
    )

    r.add(
        "databricks_cluster_ref",
        f"cluster id {dbx_cluster_id()} (ds-shared, 15.4 LTS ML)",
        f'"existing_cluster_id": "{dbx_cluster_id()}"',
        f"job run https://acme-analytics.cloud.databricks.com/jobs/{digits(15, lead=True)}/runs/{digits(15, lead=True)}",
        f"notebook https://acme-analytics.cloud.databricks.com/?o={digits(16, lead=True)}#notebook/{digits(16, lead=True)}",
        f"workspace id {digits(16, lead=True)}, cluster {dbx_cluster_id()} pour la formation",
    )

    r.add(
        "model_revision",
        f'AutoModel.from_pretrained("acme-ds/camembert-qc-sentiment", revision="{sha40()}")',
        f"modèle en prod = acme-ds/plainte-classifier@{sha40()[:7]}",
        f"hf commit {sha40()} (v2, f1 0.87)",
        f"dataset acme-ds/appels-transcrits, revision {sha40()}",
        f"MLflow registered model churn_xgb version {secrets.randbelow(40) + 1}, source run {hexs(32)}",
    )

    r.add(
        "git_commit_ref",
        f"git checkout {sha40()[:7]}  # avant le refactor des macros",
        f"le bug vient du commit {sha40()}",
        f"Merge pull request #{secrets.randbelow(900) + 100} from acme-data/feat/incremental-sessions\ncommit {sha40()}",
        f"revert {sha40()[:10]} -- it broke the snapshot",
        f"pip install git+https://github.com/acme-data/ds-utils@{sha40()}",
    )

    r.add(
        "s3_object_ref",
        f"s3://acme-ds-raw/events/dt=2024-11-03/part-00000-{uid()}-c000.snappy.parquet",
        f"ETag \"{hexs(32)}\" pour le fichier d'hier, identique → pas de re-ingest",
        f"aws s3api head-object --bucket acme-ds-raw --key exports/{hexs(16)}.csv.gz --version-id {rnd(URLSAFE, 32)}",
        f"le dump est ici s3://acme-ds-sandbox/marie/{uid()}/dump.parquet",
        f"multipart upload id {rnd(URLSAFE, 64)} à abort si ça traîne",
    )

    r.add(
        "aws_arn",
        f"arn:aws:iam::{aws_account()}:role/ds-databricks-s3-access",
        f"rôle assumé par airflow: arn:aws:iam::{aws_account()}:role/mwaa-exec-role",
        f"compte AWS data = {aws_account()}, compte sandbox = {aws_account()}",
        f"storage integration STORAGE_AWS_IAM_USER_ARN = arn:aws:iam::{aws_account()}:user/{rnd(LOWER + DIGITS, 4)}0000-s  (c'est le user de Snowflake, à mettre dans la trust policy)",
        f"KMS key arn:aws:kms:ca-central-1:{aws_account()}:key/{uid()}",
    )

    r.add(
        "airflow_dag_run",
        "run_id scheduled__2024-11-04T05:00:00+00:00 a fail sur la task dbt_build",
        f"manual__2024-11-05T14:22:{secrets.randbelow(50) + 10}.{digits(6)}+00:00 — relancé à la main",
        f"log: dag_id=ingest_crm/run_id=scheduled__2024-10-31T06:00:00+00:00/task_id=extract_contacts/attempt={secrets.randbelow(3) + 1}.log",
        f"dataset_triggered__2024-11-02T09:{secrets.randbelow(50) + 10}:07.{digits(6)}+00:00",
        f"ti.job_id {digits(7, lead=True)}, pid {digits(5, lead=True)}, hostname worker-{rnd(LOWER + DIGITS, 5)}",
    )

    r.add(
        "llm_api_object_id",
        f"chatcmpl-{rnd(ALNUM, 29)} a retourné du JSON invalide",
        f"fine-tune terminé: ft:gpt-4o-mini-2024-07-18:acme-ds::{rnd(ALNUM, 8)}",
        f"batch_{hexs(32)} (10k résumés, ~18$)",
        f"anthropic request id req_01{rnd(ALNUM, 22)}, message msg_01{rnd(ALNUM, 22)}",
        f"file-{rnd(ALNUM, 22)} = le jsonl d'entraînement v3",
    )

    r.add(
        "experiment_run_id",
        f"mlflow run_id {hexs(32)} (experiment {digits(16, lead=True)})",
        f"wandb run acme-ds/churn/runs/{run8()} — le meilleur AUC",
        f"best trial optuna #{secrets.randbelow(200)} → run {run8()}",
        f"mlflow.load_model(\"runs:/{hexs(32)}/model\")",
        f"sweep {run8()}, agent {run8()}",
    )

    r.add(
        "public_key_material",
        f"ALTER USER SVC_AIRFLOW SET RSA_PUBLIC_KEY='{rsa_public_der()}';",
        f"ssh-ed25519 {ssh_pub('ssh-ed25519', 36)} marie@macbook",
        f"clé publique à donner au fournisseur sftp:\nssh-rsa {ssh_pub('ssh-rsa', 270)} airflow@acme",
        f"(rsa_key.pub pour snowflake)\n{rsa_public_pem()}",
        f"deploy key publique ajoutée au repo: ssh-ed25519 {ssh_pub('ssh-ed25519', 36)} deploy@airflow",
    )

    r.add(
        "key_fingerprint",
        f"DESC USER SVC_AIRFLOW → RSA_PUBLIC_KEY_FP = SHA256:{b64(secrets.token_bytes(32))}",
        f"fingerprint de la VM GPU: {ssh_fingerprint()} (ED25519)",
        f"GPG de Karim: {groups(hexs(40).upper(), 4)}",
        f"The authenticity of host 'bastion.acme.internal' can't be established.\nED25519 key fingerprint is {ssh_fingerprint()}.",
        f"empreinte cert TLS du jupyterhub SHA-256 {':'.join(hexs(64).upper()[i:i + 2] for i in range(0, 64, 2))}",
    )

    r.add(
        "masked_card",
        f"Visa se terminant par {digits(4)}, exp {secrets.randbelow(12) + 1:02d}/27",
        f"carte **** **** **** {digits(4)} (celle pour AWS perso)",
        f"Amex ...{amex()[-5:]} à mettre sur le compte OpenAI",
        f"reçu: Carte de débit ************{digits(4)} APPROUVÉE",
    )

    r.add(
        "masked_token",
        f"OPENAI_API_KEY=sk-proj-****************************{rnd(URLSAFE, 4)}",
        f"le token dbt qui finit par ...{rnd(URLSAFE, 4)} est révoqué",
        f"databricks PAT dapi{hexs(4)}…{hexs(4)} (expiré le 12 oct)",
        f"hf_••••••••••{rnd(LOWER + UPPER, 4)} (read) — dans le gestionnaire",
        f"AWS key AKIA************{rnd(UPPER + DIGITS, 4)} désactivée",
    )

    r.add(
        "env_var_reference",
        "password: \"{{ env_var('DBT_ENV_SECRET_SNOWFLAKE_PASSWORD') }}\"",
        "client = OpenAI(api_key=os.environ[\"OPENAI_API_KEY\"])",
        "export ANTHROPIC_API_KEY=$ANTHROPIC_KEY_DS",
        "token = os.getenv('DATABRICKS_TOKEN')  # set par le cluster",
        "AIRFLOW__CORE__FERNET_KEY_CMD=cat /run/secrets/fernet",
    )

    r.add(
        "secret_store_lookup",
        "pwd = dbutils.secrets.get(scope=\"kv-ds\", key=\"snowflake-svc-pw\")",
        "api_key = Variable.get(\"openai_api_key\")",
        "op read 'op://Perso/Netflix/password'",
        f"aws secretsmanager get-secret-value --secret-id arn:aws:secretsmanager:ca-central-1:{aws_account()}:secret:airflow/connections/pg_dwh-{rnd(ALNUM, 6)}",
        "AIRFLOW__SECRETS__BACKEND_KWARGS={\"connections_prefix\": \"airflow/connections\", \"variables_prefix\": \"airflow/variables\"}",
    )

    r.add(
        "ci_secret_placeholder",
        "env:\n  SNOWFLAKE_PASSWORD: ${{ secrets.SNOWFLAKE_PASSWORD }}\n  DBT_CLOUD_API_TOKEN: ${{ secrets.DBT_CLOUD_TOKEN }}",
        "databricks_token: ${{ secrets.DATABRICKS_TOKEN }}",
        "script: dbt run --target ci --vars \"{key: $CI_DBT_KEY}\"  # masked var gitlab",
        "HF_TOKEN=<ton token ici>",
        "password: \"***\"   # remplacé par le CI",
    )

    r.add(
        "used_one_time_code",
        f"code de vérif Desjardins {digits(6)} — déjà utilisé",
        f"le code SMS ({digits(6)}) a expiré, j'en ai demandé un autre",
        f"Duo passcode {digits(6)} utilisé pour snowflake ce matin (one-time)",
        f"code de confirmation courriel {digits(6)} (expiré)",
    )

    r.add(
        "parcel_tracking",
        f"colis Postes Canada {s10('LM', 'CA')}",
        f"Purolator {digits(12, lead=True)} (écran 4K)",
        f"UPS 1Z{rnd(UPPER + DIGITS, 16)} — livraison jeudi",
        f"suivi Amazon TBC{digits(12, lead=True)}",
        f"Canpar {digits(16, lead=True)} pour le dock USB-C",
    )

    r.add(
        "order_invoice_number",
        f"commande Amazon.ca {digits(3, lead=True)}-{digits(7)}-{digits(7)}",
        f"facture Hydro-Québec no {digits(12, lead=True)}",
        f"AWS invoice #{digits(10, lead=True)} (octobre)",
        f"Snowflake invoice INV-{digits(8, lead=True)}, PO {digits(6)}",
    )

    r.add(
        "travel_booking",
        f"Air Canada YUL→CDG, réservation {pnr()}",
        f"VIA Rail Montréal-Québec, no de réservation {digits(7)}",
        f"Airbnb HM{rnd(UPPER + DIGITS, 8)} (chalet)",
        f"Booking.com confirmation {digits(10)}, PIN on the app",
        f"Porter booking ref {pnr()} — seat 7A",
    )

    r.add(
        "bank_deposit_info",
        f"dépôt direct: institution 815, transit {digits(5)}, compte {digits(7)}",
        f"IBAN de Julie pour le remboursement: {iban('FR', digits(10) + rnd(UPPER + DIGITS, 11) + digits(2))}",
        f"BIC DESJCAMMXXX, transit {digits(5)}",
        f"virement reçu de {iban('DE', digits(18))}",
    )

    r.add(
        "phone_number",
        f"Karim cell {phone_mtl()}",
        f"support Snowflake (urgence P1) +1 {digits(3, lead=True)} {digits(3)} {digits(4)}",
        f"maman en France +33 6 {digits(2)} {digits(2)} {digits(2)} {digits(2)}",
        f"plombier {phone_mtl()} (Sylvain)",
    )

    r.add(
        "software_version",
        f"dbt-core==1.8.{secrets.randbelow(9)}  dbt-snowflake==1.8.{secrets.randbelow(5)}",
        f"DBR 15.4.x-cpu-ml-scala2.12, spark {pick('3.5.0', '3.5.1')}",
        f"snowflake-connector-python {pick('3.12.3', '3.10.1', '3.11.0')}, pandas 2.2.{secrets.randbelow(4)}",
        f"apache-airflow==2.{pick(9, 10)}.{secrets.randbelow(4)} + providers-snowflake 5.{secrets.randbelow(8)}.0",
        f"CUDA 12.4, driver 550.{digits(2)}.{digits(2)}, torch 2.4.1+cu124",
    )

    r.add(
        "device_serial",
        f"MacBook Pro serial {mac_serial()} (garantie AppleCare jusqu'en 2026)",
        f"IMEI du cell {imei()}",
        f"écran Dell U2723QE S/N CN-0{rnd(UPPER + DIGITS, 5)}-{digits(5)}-{digits(3)}-{rnd(UPPER + DIGITS, 4)}",
        f"numéro de série vélo (pour l'assurance) WTU{digits(3)}{rnd(UPPER, 1)}{digits(4)}{rnd(UPPER, 1)}",
    )

    r.add(
        "file_checksum",
        f"sha256sum churn_features_v4.parquet\n{sha256()}  churn_features_v4.parquet",
        f"md5 du csv reçu: {hexs(32)} (pareil que celui d'hier)",
        f"dvc.lock: outs: - path: data/train.parquet md5: {hexs(32)} size: {digits(9, lead=True)}",
        f"model.safetensors sha256:{sha256()}",
        f"crc32c du blob {b64(secrets.token_bytes(4))}",
    )

    r.add(
        "container_digest",
        f"image acme/airflow-ds@sha256:{sha256()}",
        f"docker pull ghcr.io/acme-data/dbt-runner@sha256:{sha256()}",
        f"image id {hexs(12)} (celle avec xgboost 2.1)",
        f"FROM python:3.11-slim@sha256:{sha256()}",
    )

    r.add(
        "public_client_key",
        f"GA4 measurement id {ga4_id()} pour le dashboard streamlit public",
        f"Stripe publishable (side project, côté client c'est ok): {stripe_publishable_key()}",
        f"google oauth client id (pour streamlit-oauth): {google_client_id()}",
        f"reCAPTCHA site key {recaptcha_site_key()} — la secrète est dans le vault",
        f"mapbox public token pk.eyJ1IjoiYWNtZS1kcyIsImEiOiJ{rnd(URLSAFE, 20)}.{rnd(URLSAFE, 22)} (URL-restricted)",
    )

    r.add(
        "uuid_link",
        f"dashboard: https://acme-analytics.cloud.databricks.com/sql/dashboardsv3/{hexs(32)}",
        f"kernel mort: http://localhost:8888/api/kernels/{uid()}",
        f"notion: https://www.notion.so/acme/Roadmap-DS-Q1-{hexs(32)}",
        f"worksheet snowflake https://app.snowflake.com/acmeorg/analytics/w{rnd(ALNUM, 12)}#query",
    )

    r.add(
        "admin_reference",
        f"Revenu Québec — numéro de confirmation ImpôtNet {rnd(UPPER + DIGITS, 10)}",
        f"ARC avis de cotisation, référence {digits(9, lead=True)}",
        f"numéro de client Hydro {digits(10, lead=True)}",
        f"no de dossier RAMQ rdv {digits(8, lead=True)} — 14 janvier 9h30",
    )

    r.add(
        "amounts_and_dates",
        f"loyer 1 {digits(3, lead=True)} $ le 1er, bail jusqu'au 2025-06-30",
        f"facture AWS oct: {digits(4, lead=True)},{digits(2)} USD, Snowflake: {digits(4, lead=True)} crédits",
        f"remboursement Julie {digits(3, lead=True)},{digits(2)} € le {secrets.randbelow(28) + 1}/11",
        f"REER max {digits(5, lead=True)} $ avant le 1er mars",
        f"budget LLM Q4 = {digits(4, lead=True)} $ ; dépensé {digits(3, lead=True)},{digits(2)} $ au {secrets.randbelow(28) + 1} nov",
    )

    return r


def main() -> None:
    write_corpora("make_heldout405.py", [
        ("heldout405_credentials.yaml", credentials(), "Held-out batch 405: credentials a bilingual data scientist in Montréal keeps (Snowflake, dbt Cloud, Databricks, Airflow, AWS, Hugging Face, OpenAI, Anthropic, LangSmith, W&B, Kaggle, Jupyter, personal codes and accounts)"),
        ("heldout405_lookalikes.yaml", lookalikes(), "Held-out batch 405: a data scientist's query ids, run ids, digests, public keys, masked values, secret references, bookings, orders, dates and amounts that hold no secret"),
    ])


if __name__ == "__main__":
    main()
