# ruff: noqa: E501
"""Writes heldout247_credentials.yaml and heldout247_lookalikes.yaml: held-out batch 247.

Persona: a data scientist in Bangalore who writes Indian English and keeps her working notes
with the assistant: Databricks personal access tokens, the kaggle.json key, Hugging Face
tokens, AWS key pairs for SageMaker, the MLflow tracking server password, the passphrase of
her Snowflake key-pair private key, an OpenAI API key, Postgres DSNs, a Neptune API token and
Jupyter URLs with their token. Her look-alikes are MLflow experiment and run ids, model
version hashes, dataset DOIs, S3 URIs, SageMaker ARNs, Databricks workspace and cluster ids,
notebook URLs, Kaggle usernames, Jupyter URLs without a token and random seeds.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
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
    bitlocker_key,
    digits,
    groups,
    hexs,
    jupyter_token,
    kaggle_key,
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
    wandb_key,
    write_corpora,
)


def dapi() -> str:
    """A Databricks personal access token."""
    return "dapi" + hexs(32) + pick("", "", "-2", "-3")


def hf_token() -> str:
    return "hf_" + rnd(LOWER + UPPER, 34)


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def neptune_token(host: str = "https://neptune.acme.internal") -> str:
    """A Neptune API token: base64 of its JSON with the api key inside."""
    return b64(json.dumps({"api_address": host, "api_url": host, "api_key": uid()}).encode())


def azure_account_key() -> str:
    return b64(secrets.token_bytes(64))


def docker_pat() -> str:
    return "dckr_pat_" + rnd(URLSAFE, 27)


def pinecone_key() -> str:
    return f"pcsk_{rnd(ALNUM, 6)}_{rnd(ALNUM, 63)}"


def openai_legacy_key() -> str:
    return f"sk-{rnd(ALNUM, 20)}T3BlbkFJ{rnd(ALNUM, 20)}"


def cluster_id() -> str:
    """A Databricks cluster id: MMDD-HHMMSS-eight characters."""
    return f"{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}-{secrets.randbelow(24):02d}{secrets.randbelow(60):02d}{secrets.randbelow(60):02d}-{rnd(LOWER + DIGITS, 8)}"


def workspace_id() -> str:
    return digits(16, lead=True)


def passphrase() -> str:
    return "-".join(secrets.choice(["masala", "monsoon", "filter", "kaapi", "auto", "rickshaw", "dosa", "silk", "board", "namma", "metro", "traffic", "biryani", "jasmine", "mysore", "pak"]) for _ in range(4)) + str(secrets.randbelow(90) + 10)


def gcp_sa_json() -> str:
    data = {
        "type": "service_account",
        "project_id": "acme-ml-forecasting",
        "private_key_id": hexs(40),
        "private_key": pem("PRIVATE KEY", 6) + "\n",
        "client_email": "vertex-trainer@acme-ml-forecasting.iam.gserviceaccount.test",
        "client_id": digits(21, lead=True),
    }
    return json.dumps(data, indent=2)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "databricks_pat",
        f"Databricks PAT for the acme prod workspace, 90 day expiry: {dapi()}",
        f"pls remember my databricks token {dapi()} , using it in databricks-cli profile DEFAULT",
        f"~/.databrickscfg\n[DEFAULT]\nhost = https://acme-analytics.cloud.databricks.test\ntoken = {dapi()}",
        f"new token generated today since old one expired na: {dapi()} (comment: vscode-connect)",
        f"export DATABRICKS_TOKEN={dapi()}\nexport DATABRICKS_HOST=https://dbc-acme.internal",
        f"dbx token for the staging ws -> {dapi()} .. dont mix with prod one",
    )

    kuser = pick("priya_ds", "ananya.k", "rkrishnan91", "meera_ml")
    r.add(
        "kaggle_api_key",
        f'kaggle.json contents, copy to ~/.kaggle/ on the new laptop:\n{{"username":"{kuser}","key":"{kaggle_key()}"}}',
        f"Kaggle API key {kaggle_key()} username {kuser}",
        f"export KAGGLE_USERNAME={kuser}\nexport KAGGLE_KEY={kaggle_key()}",
        f"kaggle creds for the competition team account acme-ml-team / key: {kaggle_key()}",
        f"Remember my kaggle key once more, I regenerated it: {kaggle_key()}",
    )

    r.add(
        "huggingface_token",
        f"HF write token (for pushing fine-tuned models to acme org): {hf_token()}",
        f"huggingface-cli login token {hf_token()} - read only one",
        f"HF_TOKEN={hf_token()}",
        f"hugging face token for the gated llama download on the gpu box: {hf_token()}",
        f"my hf tokn is {hf_token()} pls keep it, I keep losing it yaar",
        f"hf token used in the inference endpoint secret (org acme-ml, fine-grained): {hf_token()}",
        f"from huggingface_hub import login\nlogin(token=\"{hf_token()}\")",
    )

    r.add(
        "aws_access_key_pair",
        f"AWS keys for SageMaker (ap-south-1), IAM user sm-priya:\naccess key {aws_key_id()}\nsecret {aws_secret()}",
        f"[sagemaker]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = ap-south-1",
        f"AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()} for the batch transform job",
        f"aws key pair (ml-sandbox acct): {aws_key_id()} / {aws_secret()}",
        f"Secret access key for the sagemaker user is {aws_secret()} , key id {aws_key_id()}. Rotate in March.",
        f"aws configure --profile sm-train  →  key id {aws_key_id()}, secret key {aws_secret()}, region ap-south-1, output json",
        f"boto3.client('sagemaker', aws_access_key_id='{aws_key_id()}', aws_secret_access_key='{aws_secret()}')",
    )

    mlpw = pw()
    r.add(
        "mlflow_tracking_password",
        f"MLflow tracking server https://mlflow.acme.internal login: user mlflow-admin password {pw()}",
        f"export MLFLOW_TRACKING_USERNAME=priya\nexport MLFLOW_TRACKING_PASSWORD={mlpw}",
        f"mlflow ui password changed to {pw()} (Vikram reset it on friday)",
        f"MLflow basic auth: priya / {pw()}",
        f"mlflow server pwd - {pw()} - same for the model registry UI",
        f"mlflow creds for the intern (read-only): intern_ds / {pw()} — share on call only",
    )

    r.add(
        "snowflake_key_passphrase",
        f"Passphrase for my Snowflake rsa_key.p8 (key-pair auth): {passphrase()}",
        f"snowflake private key passphrase = {passphrase()}",
        f"connections.toml\n[default]\naccount = \"acme-ind01\"\nuser = \"PRIYA_DS\"\nauthenticator = \"SNOWFLAKE_JWT\"\nprivate_key_file = \"~/.snowflake/rsa_key.p8\"\nprivate_key_file_pwd = \"{passphrase()}\"",
        f"PRIVATE_KEY_PASSPHRASE={passphrase()} for the snowpark notebook",
        f"The p8 key is encrypted, pass phrase is {pw()} — needed when snowsql asks",
    )

    r.add(
        "snowflake_user_password",
        f"Snowflake login (acme-ind01.snowflakecomputing.test) PRIYA_DS / {pw()}",
        f"snowsql -a acme-ind01 -u PRIYA_DS , password {pw()} (temporary, MFA pending)",
        f"snowflake pwd for the service user SVC_FEATURE_STORE: {pw()}",
        f"SNOWFLAKE_PASSWORD={pw()} (only till key-pair auth is set up)",
        f"snowflake.connector.connect(user='PRIYA_DS', password='{pw()}', account='acme-ind01', warehouse='DS_WH')",
    )

    r.add(
        "openai_api_key",
        f"OpenAI API key for the RAG prototype: {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"old openai key (still working on the eval scripts): {openai_legacy_key()}",
        f"openai key - project 'support-bot-eval' - {openai_project_key()}",
        f"Keep this openai key safe da, billing is on my card: {openai_project_key()}",
        f"openai ka naya key, purana revoke kar diya: {openai_project_key()}",
        f"client = OpenAI(api_key=\"{openai_project_key()}\")",
    )

    r.add(
        "anthropic_api_key",
        f"Anthropic key for the comparison benchmark: {anthropic_key()}",
        f"ANTHROPIC_API_KEY={anthropic_key()}",
        f"claude api key (team acme-ml) {anthropic_key()}",
        f"anthropic key for the eval harness, rate limit tier 2: {anthropic_key()}",
    )

    r.add(
        "postgres_dsn_password",
        f"feature store DB: postgresql://ds_rw:{pw()}@pg-features.acme.internal:5432/features",
        f"DATABASE_URL=postgres://analytics:{pw()}@10.20.4.17:5432/warehouse?sslmode=require",
        f"sqlalchemy url for the labelling db -> postgresql+psycopg2://priya:{pw()}@labeldb.acme.test/labels",
        f"psql \"host=pg-replica.acme.internal port=5432 dbname=events user=readonly password={pw()}\"",
        f"Postgres (mlflow backend store): host mlflow-db.acme.internal, user mlflow, pass {pw()}, db mlflow",
        f"PGPASSWORD={pw()} psql -h pg-features.acme.internal -U ds_rw features",
        f"~/.pgpass line: pg-features.acme.internal:5432:features:ds_rw:{pw()}",
    )

    r.add(
        "neptune_api_token",
        f"Neptune API token:\n{neptune_token()}",
        f"export NEPTUNE_API_TOKEN=\"{neptune_token()}\"",
        f"neptune token for project acme/churn-model -> {neptune_token('https://neptune.acme.test')}",
        f"NEPTUNE_API_TOKEN={neptune_token()} NEPTUNE_PROJECT=acme/ltv-forecast",
        f"neptune.init_run(project=\"acme/churn-model\", api_token=\"{neptune_token()}\")",
    )

    r.add(
        "jupyter_server_token_url",
        f"jupyter on gpu box: http://gpu01.acme.internal:8888/lab?token={jupyter_token()}",
        f"Notebook url with token (valid till I restart the server) http://127.0.0.1:8888/?token={jupyter_token()}",
        f"ssh tunnel then open http://localhost:8890/tree?token={jupyter_token()}",
        f"jupyter lab token: {jupyter_token()}",
        f"c.ServerApp.token = '{jupyter_token()}'   # in jupyter_server_config.py on dgx02.acme.internal",
    )

    r.add(
        "wandb_api_key",
        f"wandb api key {wandb_key()}",
        f"WANDB_API_KEY={wandb_key()} (entity acme-ml)",
        f"W&B key for the hackathon account: {wandb_key()}",
        f"~/.netrc\nmachine wandb.acme.internal\n  login user\n  password {wandb_key()}",
        f"wandb login {wandb_key()}",
    )

    r.add(
        "github_pat",
        f"GitHub PAT (repo scope) for pushing notebooks from the server: {ghp()}",
        f"git clone https://priya-ds:{ghp()}@git.acme.internal/ml/churn.git",
        f"github token for the CI bot: {ghp()} — expires in 30 days",
        f"GH_TOKEN={ghp()}",
        f"fine grained token for the acme-ml org repos: github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
    )

    r.add(
        "gcp_service_account_key",
        f"Service account key for Vertex training, save as sa.json:\n{gcp_sa_json()}",
        f"GCP SA json (bigquery reader):\n{gcp_sa_json()}",
        f"private key from the vertex SA:\n{pem('PRIVATE KEY', 5)}",
        f"GOOGLE_APPLICATION_CREDENTIALS contents (bq-writer):\n{gcp_sa_json()}",
    )

    r.add(
        "azure_storage_connection_string",
        f"AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=acmemldata;AccountKey={azure_account_key()};EndpointSuffix=core.acme.test",
        f"blob storage key for the raw-images container (acmemlraw): {azure_account_key()}",
        f"adls gen2 conn string: DefaultEndpointsProtocol=https;AccountName=acmelake;AccountKey={azure_account_key()};EndpointSuffix=acme.internal",
        f"az storage blob upload --account-name acmemldata --account-key {azure_account_key()} -c models -f model.onnx",
    )

    r.add(
        "redis_url_password",
        f"feature cache: redis://default:{pw()}@redis-features.acme.internal:6379/0",
        f"REDIS_URL=rediss://:{rnd(ALNUM, 32)}@cache.acme.test:6380",
        f"redis requirepass for the celery broker is {pw()}",
        f"redis-cli -h redis-features.acme.internal -a {pw()} ping",
    )

    r.add(
        "mongodb_uri_password",
        f"MONGO_URI=mongodb+srv://annotator:{pw()}@cluster0.acme.internal/annotations?retryWrites=true",
        f"mongo for the chatbot logs: mongodb://logs_ro:{pw()}@mongo01.acme.test:27017/chatlogs",
        f"mongodb user eval_rw pass {pw()} (atlas-like cluster on acme.internal)",
        f"mongosh \"mongodb://admin:{pw()}@mongo01.acme.test:27017/admin\"",
    )

    r.add(
        "airflow_admin_password",
        f"Airflow UI (airflow.acme.internal) admin / {pw()}",
        f"airflow users create ... --username priya --password {pw()} --role Admin",
        f"AIRFLOW__WEBSERVER__SECRET_KEY={rnd(URLSAFE, 43)}",
        f"airflow admin pwd reset by platform team: {pw()}",
    )

    r.add(
        "gpu_box_ssh_key",
        f"private key for dgx01.acme.internal (user priya):\n{openssh_private()}",
        f"id_ed25519 for the lab GPU server, copy back if laptop dies:\n{openssh_private()}",
        f"ssh key for the sagemaker notebook instance git push:\n{openssh_private()}",
        f"deploy key (read-only) for the feature repo on the airflow worker:\n{openssh_private()}",
    )

    r.add(
        "gpu_box_sudo_password",
        f"sudo password on dgx01 is {pw()}",
        f"gpu02 login priya pw {pw()} (IT gave temp one, change it)",
        f"root pass for the old workstation under my desk: {pw()}",
        f"dgx02 pe sudo ka password {pw()} hai",
    )

    r.add(
        "office_wifi_password",
        f"ACME-BLR-5G wifi password: {pw()}",
        f"Whitefield office guest wifi pwd {rnd(ALNUM, 12)} (changes monthly)",
        f"home wifi (ACT fibernet) SSID Priya_Home_5G pass {pw()}",
        f"wifi pwd for the Koramangala coworking: {rnd(LOWER + DIGITS, 10)}",
    )

    r.add(
        "vpn_password",
        f"FortiClient VPN vpn.acme.internal user priya.s pass {pw()}",
        f"VPN password updated to {pw()} , OTP comes on phone",
        f"GlobalProtect portal gp.acme.test login: priya / {pw()}",
        f"vpn pwd (expires every 60 days) current: {pw()}",
    )

    r.add(
        "upi_pin",
        f"UPI PIN for the HDFC account linked to GPay: {digits(6)}",
        f"upi pin (SBI, PhonePe) {digits(4)}",
        f"Amma's UPI pin if she calls asking: {digits(4)}",
        f"ATM pin for the Axis debit card {digits(4)}, UPI pin same na, {digits(4)}... no wait UPI is {digits(6)}",
    )

    r.add(
        "netbanking_password",
        f"HDFC netbanking customer id {digits(8, lead=True)} password {pw()}",
        f"ICICI net banking login pwd {pw()} , transaction pwd {pw()}",
        f"SBI YONO mpin {digits(6)} and login password {pw()}",
        f"Kotak netbanking CRN {digits(9, lead=True)} / pwd {pw()}",
    )

    r.add(
        "gmail_app_password",
        f"Gmail app password for the alerts script (smtp): {app_password()}",
        f"SMTP_PASSWORD=\"{app_password()}\"  # gmail app pwd for airflow email alerts",
        f"google app password for thunderbird: {app_password()}",
        f"app pwd for the jupyter notebook that emails reports: {app_password().replace(' ', '')}",
    )

    r.add(
        "github_recovery_codes",
        f"GitHub 2FA recovery codes:\n{recovery_codes(8, 'github')}",
        f"recovery codes for my github (personal acct), keep safe:\n{recovery_codes(6, 'github')}",
        f"Databricks account console backup codes:\n{recovery_codes(5, 'other')}",
        f"HF account 2FA recovery codes:\n{recovery_codes(6, 'other')}",
    )

    r.add(
        "bitlocker_recovery_key",
        f"BitLocker recovery key for the office Dell laptop: {bitlocker_key()}",
        f"laptop asked for bitlocker key after BIOS update, IT sent: {bitlocker_key()}",
        f"bitlocker key (ID starts {hexs(8).upper()}) -> {bitlocker_key()}",
        f"Recovery key for the Lenovo (asset ACME-BLR-{digits(5)}): {bitlocker_key()}",
    )

    r.add(
        "labelstudio_api_token",
        f"Label Studio token for the annotation export script: {hexs(40)}",
        f"curl -H 'Authorization: Token {hexs(40)}' https://labelstudio.acme.internal/api/projects/12/export",
        f"LABEL_STUDIO_API_KEY={hexs(40)}",
        f"label studio legacy token for annotator bot {hexs(40)} , project 7",
    )

    r.add(
        "pinecone_api_key",
        f"Pinecone API key for the vector index: {pinecone_key()}",
        f"PINECONE_API_KEY={pinecone_key()}",
        f"pinecone key (starter project, docs-search) {pinecone_key()}",
        f"pc = Pinecone(api_key=\"{pinecone_key()}\")",
    )

    r.add(
        "docker_hub_token",
        f"docker login -u acmemlbot -p {docker_pat()}",
        f"Docker Hub access token for pushing the inference image: {docker_pat()}",
        f"DOCKERHUB_TOKEN={docker_pat()}",
        f"echo {docker_pat()} | docker login -u acmemlbot --password-stdin",
    )

    r.add(
        "mixed_ml_env_file",
        f".env for the churn project:\nDATABRICKS_TOKEN={dapi()}\nHF_TOKEN={hf_token()}\nMLFLOW_TRACKING_URI=https://mlflow.acme.internal",
        f"env of the eval repo\nOPENAI_API_KEY={openai_project_key()}\nWANDB_API_KEY={wandb_key()}\nSEED=42",
        f"secrets for the sagemaker pipeline:\nAWS_ACCESS_KEY_ID={aws_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}\nKAGGLE_KEY={kaggle_key()}",
        f"| service | user | secret |\n|---|---|---|\n| mlflow | priya | {pw()} |\n| airflow | admin | {pw()} |\n| postgres | ds_rw | {pw()} |",
        f"neptune + jupyter for the demo:\nNEPTUNE_API_TOKEN={neptune_token()}\nJUPYTER_TOKEN={jupyter_token()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "mlflow_run_id",
        f"Best run so far for churn xgboost: run id {hexs(32)} (AUC 0.871)",
        f"mlflow.register_model('runs:/{hexs(32)}/model', 'churn-classifier')",
        f"compare runs {hexs(32)} vs {hexs(32)} , second one has lower RMSE",
        f"https://mlflow.acme.internal/#/experiments/{digits(3, lead=True)}/runs/{hexs(32)}",
        f"run_id={hexs(32)} parent_run_id={hexs(32)} (hyperopt sweep)",
    )

    r.add(
        "mlflow_experiment_id",
        f"MLflow experiment id for ltv-forecast is {digits(18, lead=True)}",
        f"experiment_id {digits(16, lead=True)} = /Users/priya@acme.example/churn-exp",
        f"mlflow.set_experiment(experiment_id=\"{digits(3, lead=True)}\")",
        f"exp ids: demand={digits(4, lead=True)}, pricing={digits(4, lead=True)}, churn={digits(4, lead=True)}",
        f"mlflow experiments search shows id {digits(18, lead=True)} for /Shared/demand-forecast",
    )

    r.add(
        "model_version_hash",
        f"Production model churn-classifier v{secrets.randbelow(30) + 1}, artifact sha256 {rnd('0123456789abcdef', 64)}",
        f"model.pkl md5 {hexs(32)} — check after download from S3",
        f"HF model revision pinned at {hexs(40)} for reproducibility",
        f"AutoModel.from_pretrained('acme/bert-tickets', revision='{hexs(40)}')",
        f"git sha of training code for v{secrets.randbelow(9) + 1}.{secrets.randbelow(9)}: {hexs(40)}",
    )

    r.add(
        "dataset_doi",
        f"Cite the dataset: DOI 10.5281/zenodo.{digits(7, lead=True)}",
        f"doi:10.6084/m9.figshare.{digits(8, lead=True)}.v2 (the crop yield data)",
        f"Paper DOI 10.48550/arXiv.{digits(4, lead=True)}.{digits(5)} — the tabular transformer one",
        f"Dryad dataset 10.5061/dryad.{rnd(LOWER + DIGITS, 10)}",
        f"Kaggle dataset slug acme/bangalore-traffic-{digits(4)} , version {secrets.randbelow(9) + 1}, DOI 10.34740/kaggle/dsv/{digits(7, lead=True)}",
    )

    r.add(
        "s3_uri",
        f"raw data at s3://acme-ml-datasets/churn/2024/part-{digits(5)}-{uid()}.snappy.parquet",
        f"model artifacts: s3://acme-sagemaker-ap-south-1-{digits(12, lead=True)}/output/xgb-{digits(4)}/model.tar.gz",
        f"s3 prefix for features -> s3://acme-feature-store/offline/{hexs(16)}/",
        "aws s3 sync s3://acme-ml-datasets/images/ ./data/images --exclude '*.tmp'",
        f"Checkpoints in s3://acme-ml-checkpoints/llm-ft/{uid()}/step-{digits(4, lead=True)}/",
    )

    acct = digits(12, lead=True)
    r.add(
        "sagemaker_arn",
        f"arn:aws:sagemaker:ap-south-1:{acct}:training-job/xgb-churn-2024-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}-{secrets.randbelow(24):02d}-{secrets.randbelow(60):02d}-{secrets.randbelow(60):02d}-{digits(3)}",
        f"endpoint ARN arn:aws:sagemaker:ap-south-1:{acct}:endpoint/churn-prod-v{secrets.randbelow(9) + 1}",
        f"execution role: arn:aws:iam::{acct}:role/service-role/AmazonSageMaker-ExecutionRole-{digits(8)}T{digits(6)}",
        f"model package arn:aws:sagemaker:ap-south-1:{acct}:model-package/churn-models/{secrets.randbelow(20) + 1}",
        f"pipeline execution arn:aws:sagemaker:ap-south-1:{acct}:pipeline/ltv/execution/{rnd(LOWER + DIGITS, 12)}",
    )

    r.add(
        "databricks_workspace_id",
        f"Databricks prod workspace id {workspace_id()}",
        f"workspace: https://acme-analytics.cloud.databricks.test/?o={workspace_id()}",
        f"staging ws org id = {workspace_id()} , prod = {workspace_id()}",
        f"Unity Catalog metastore id {uid()} attached to workspace {workspace_id()}",
        f"account console shows workspace {workspace_id()} in region ap-south-1, deployment name acme-analytics",
    )

    r.add(
        "databricks_cluster_id",
        f"use cluster {cluster_id()} (ML runtime 14.3, GPU)",
        f"databricks clusters start --cluster-id {cluster_id()}",
        f"\"existing_cluster_id\": \"{cluster_id()}\"",
        f"shared cluster id for the team: {cluster_id()} ; personal one: {cluster_id()}",
        f"job cluster logs under dbfs:/cluster-logs/{cluster_id()}/driver/",
    )

    r.add(
        "notebook_url",
        f"EDA notebook: https://acme-analytics.cloud.databricks.test/?o={workspace_id()}#notebook/{digits(16, lead=True)}/command/{digits(16, lead=True)}",
        f"shared the feature notebook https://jupyterhub.acme.internal/user/priya/lab/tree/churn/{hexs(8)}-eda.ipynb",
        f"notebook link for Rohit: https://notebooks.acme.test/view/{uid()}",
        f"Databricks job run https://acme-analytics.cloud.databricks.test/#job/{digits(15, lead=True)}/run/{digits(15, lead=True)}",
        f"notebook path /Workspace/Users/priya@acme.example/churn/{hexs(6)}_feature_eng (revision {digits(13, lead=True)})",
    )

    r.add(
        "kaggle_username",
        "My kaggle username is priya_ds, profile kaggle.acme.test/priya_ds",
        f"kaggle competitions download -c acme-demand-forecast-{digits(4)} (team: {pick('curry_leaves', 'bengaluru_boosters', 'gradient_gang')})",
        "Kaggle handle for the team lead: rkrishnan91 — add him to the team",
        f"kaggle kernel {pick('priya_ds', 'meera_ml')}/lgbm-baseline-{hexs(6)}",
    )

    r.add(
        "jupyter_url_no_token",
        "jupyter lab runs at http://gpu01.acme.internal:8888/lab — token auth is on, ask me for it separately",
        f"notebook at http://127.0.0.1:{pick(8888, 8889, 8890)}/lab/tree/experiments/baseline.ipynb",
        "ssh -N -L 8888:localhost:8888 priya@dgx01.acme.internal then open localhost:8888",
        f"JupyterHub: https://jupyterhub.acme.internal/hub/user-redirect/lab (kernel id {uid()})",
        "jupyter server list → http://localhost:8888/ :: /home/priya/work (token hidden, I set a password instead)",
    )

    r.add(
        "random_seed",
        f"Seed for the final train/test split: {digits(9, lead=True)}",
        f"SEED = {pick(42, 1337, 2024, 7)}  # keep same as paper",
        f"np.random.seed({digits(6, lead=True)}); torch.manual_seed({digits(6, lead=True)})",
        f"seeds used for the 5 runs: {', '.join(digits(5, lead=True) for _ in range(5))}",
        f"random_state={digits(8, lead=True)} for the StratifiedKFold",
        f"PYTHONHASHSEED={digits(4, lead=True)} set in the Dockerfile for determinism",
    )

    r.add(
        "masked_key",
        f"Databricks token ending ...{hexs(4)} expires on 12 March, regenerate before that",
        f"The AWS key id shown in console is AKIA****{rnd(UPPER + DIGITS, 4)} (that's the sagemaker user)",
        f"OpenAI dashboard shows key sk-proj-...{rnd(ALNUM, 4)} used 1.2M tokens this month",
        f"hf token 'laptop-read' (hf_****{rnd(LOWER + UPPER, 4)}) revoked on 3 Feb",
        "kaggle.json key: ******************************** (redacted for the screenshot)",
        f"Neptune token ey...{rnd(ALNUM, 4)}== regenerated; update the GitHub secret NEPTUNE_API_TOKEN",
    )

    r.add(
        "secret_manager_reference",
        "dbutils.secrets.get(scope=\"ml-prod\", key=\"snowflake-pk-passphrase\")",
        "spark conf: spark.hadoop.fs.azure.account.key={{secrets/ml-prod/adls-key}}",
        "aws secretsmanager get-secret-value --secret-id prod/mlflow/tracking-password --region ap-south-1",
        "vault kv get secret/data/ml/postgres-features  (that's where the DSN password lives)",
        f"Secret ARN arn:aws:secretsmanager:ap-south-1:{digits(12, lead=True)}:secret:prod/openai-key-{rnd(ALNUM, 6)}",
        "1Password item 'Snowflake rsa_key.p8 passphrase' in the ML Team vault",
    )

    r.add(
        "ci_secret_reference",
        "env:\n  HF_TOKEN: ${{ secrets.HF_TOKEN }}\n  DATABRICKS_TOKEN: ${{ secrets.DATABRICKS_TOKEN }}",
        "aws-access-key-id: ${{ secrets.AWS_ACCESS_KEY_ID }}\naws-secret-access-key: ${{ secrets.AWS_SECRET_ACCESS_KEY }}",
        "In gitlab CI the kaggle key is masked var $KAGGLE_KEY, protected branches only",
        "password: ${MLFLOW_TRACKING_PASSWORD}  # injected from the k8s secret mlflow-auth",
        "databricks secrets put-secret ml-prod hf-token   (value pasted at the prompt, not in shell history)",
    )

    r.add(
        "env_var_names",
        "need to set OPENAI_API_KEY, NEPTUNE_API_TOKEN and WANDB_API_KEY before running eval.py",
        "export HF_TOKEN=$(cat ~/.cache/huggingface/token)",
        "os.environ[\"DATABRICKS_TOKEN\"] is read by the sdk, don't hardcode it",
        "snowflake conn uses PRIVATE_KEY_PATH + PRIVATE_KEY_PASSPHRASE env vars (values in 1Password)",
    )

    r.add(
        "password_policy_talk",
        "Reminder: Snowflake key-pair rotation every 90 days, next due 15 April",
        "IT says MLflow password must be 14+ chars with a symbol, and no reuse of last 5",
        "Databricks PATs max lifetime 90 days now, admin enforced",
        "Changed my netbanking password today, new one is in the Bitwarden vault not here",
        "the jupyter token is printed in the server log on startup, just check `jupyter server list`",
        "Kaggle key rotated after the repo was made public by mistake — old one revoked, new one only in ~/.kaggle",
    )

    r.add(
        "public_key",
        f"Snowflake: ALTER USER PRIYA_DS SET RSA_PUBLIC_KEY_FP check -> SHA256:{b64(secrets.token_bytes(32))}",
        f"my ssh public key for dgx access: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} priya@acme-laptop",
        f"rsa_key.pub (the public half, give this to the snowflake admin):\n-----BEGIN PUBLIC KEY-----\n{groups(b64(secrets.token_bytes(162)), 64, chr(10))}\n-----END PUBLIC KEY-----",
        f"GPG public key fingerprint {groups(hexs(40).upper(), 4)}",
        f"age recipient for encrypting the dataset share: age1{rnd('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}",
    )

    r.add(
        "publishable_or_client_id",
        f"Google OAuth client id for the streamlit app: {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.test",
        f"Azure AD app (client) id {uid()} , tenant id {uid()}",
        f"Stripe publishable key for the demo pricing page pk_test_{rnd(ALNUM, 24)}",
        f"Databricks service principal application id {uid()}",
        f"Firebase web config apiKey is public-ish by design, projectId acme-ml-demo, appId 1:{digits(12, lead=True)}:web:{hexs(22)}",
    )

    r.add(
        "docker_image_digest",
        f"inference image acme/churn-serve@sha256:{rnd('0123456789abcdef', 64)}",
        f"sagemaker image uri {digits(12, lead=True)}.dkr.ecr.ap-south-1.amazonaws.test/xgb-serve:1.7-{hexs(7)}",
        f"docker pull registry.acme.internal/ml/trainer:{hexs(12)}",
        f"container id {hexs(12)} is the one eating GPU memory",
        f"ECR image digest sha256:{rnd('0123456789abcdef', 64)} tagged churn-serve:v{secrets.randbelow(20) + 1}",
    )

    r.add(
        "k8s_pod_name",
        f"training pod {pod_name('llm-finetune')} OOMKilled again",
        f"kubectl logs {pod_name('feature-api')} -n ml-serving",
        f"mlflow server pod {pod_name('mlflow-tracking')} restarted 4 times",
        f"kubectl describe pod {pod_name('triton-infer')} | grep -i gpu",
        f"jupyter-priya-{hexs(5)} pod on the hub namespace",
    )

    r.add(
        "wandb_run_id",
        f"wandb run {rnd(LOWER + DIGITS, 8)} (sweep {rnd(LOWER + DIGITS, 8)}) was the best",
        f"https://wandb.acme.internal/acme-ml/llm-ft/runs/{rnd(LOWER + DIGITS, 8)}",
        f"resume with wandb.init(id='{rnd(LOWER + DIGITS, 8)}', resume='must')",
        f"neptune run id CHURN-{digits(3, lead=True)} and LTV-{digits(2, lead=True)}",
        f"W&B artifact acme-ml/llm-ft/dataset:v{secrets.randbelow(30)} digest {hexs(32)}",
    )

    r.add(
        "openai_request_id",
        f"OpenAI support ticket: request id req_{hexs(32)} returned 500",
        f"completion id chatcmpl-{rnd(ALNUM, 29)} had the hallucinated answer",
        f"batch job batch_{hexs(32)} completed, output file file-{rnd(ALNUM, 24)}",
        f"fine-tune job ftjob-{rnd(ALNUM, 24)} -> model ft:gpt-4o-mini:acme::{rnd(ALNUM, 8)}",
        f"assistant id asst_{rnd(ALNUM, 24)} thread thread_{rnd(ALNUM, 24)}",
    )

    r.add(
        "spark_job_identifier",
        f"spark app id application_{digits(13, lead=True)}_{digits(4)}",
        f"Databricks run id {digits(15, lead=True)} failed at stage {digits(3, lead=True)}",
        f"query id {uid()} in the SQL warehouse took 14 min",
        f"Snowflake query id {hexs(8)}-{digits(4)}-{hexs(4)}-{digits(4)}-{hexs(12)}",
        f"Databricks task run {digits(16, lead=True)} of job {digits(15, lead=True)} retried twice",
    )

    r.add(
        "dataset_checksum",
        f"train.parquet sha256: {rnd('0123456789abcdef', 64)}",
        f"md5sum of the label csv {hexs(32)}  labels_v3.csv",
        f"DVC tracked: md5 {hexs(32)}.dir for data/images",
        f"LFS oid sha256:{rnd('0123456789abcdef', 64)} size {digits(9, lead=True)}",
        f"HF dataset acme/tickets-hinglish commit {hexs(40)} , parquet sha256 {rnd('0123456789abcdef', 64)}",
    )

    r.add(
        "ticket_and_order_number",
        f"JIRA MLOPS-{digits(4, lead=True)}: mlflow auth broken after upgrade",
        f"ServiceNow INC{digits(7)} raised for VPN issue",
        f"Flipkart order OD{digits(18, lead=True)} (the monitor), delivery Thursday",
        f"Amazon.in order {digits(3, lead=True)}-{digits(7)}-{digits(7)} — the GPU riser cable",
        f"BlueDart AWB {digits(11, lead=True)} for the laptop return to IT",
        f"Swiggy order #{digits(12, lead=True)} for the team offsite",
    )

    r.add(
        "upi_transaction_ref",
        f"paid the conference fee, UPI ref no {digits(12, lead=True)}",
        f"UTR {pick('HDFC', 'SBIN', 'ICIC')}R{digits(15)} for the team lunch refund",
        f"GPay txn id {rnd(UPPER + DIGITS, 12)} on 14 Feb, ₹2,450 to Meghana",
        f"PhonePe transaction id T{digits(22, lead=True)} for the Kaggle days ticket",
    )

    r.add(
        "hyperparameters_near_secret_words",
        f"tokenizer max_length=512, num_tokens={digits(7, lead=True)}, key_dim=64",
        "lr=3e-5, batch 32, warmup 500 steps, secret sauce is the cosine schedule lol",
        f"max_tokens: {pick(256, 512, 1024)}\ntemperature: 0.2\ntop_p: 0.9",
        "password_length feature (count of chars) has 0.02 importance, drop it",
        "vocab size 32000, special tokens [PAD] [CLS] [SEP] [MASK], key/value heads 8",
    )

    r.add(
        "gpu_and_host_identifiers",
        f"GPU UUID GPU-{uid()} on dgx01 is throwing Xid 79",
        f"EC2 instance i-{hexs(17)} (p4d) in ap-south-1",
        f"sagemaker notebook instance priya-nb-{hexs(8)} stopped at 8pm",
        f"MAC of the workstation for IT whitelisting {pick('3c:', 'a4:')}{':'.join(hexs(2) for _ in range(5))}",
        f"hostname gpu-{hexs(6)}.acme.internal is the new A100 node",
    )

    r.add(
        "aws_resource_ids",
        f"VPC vpc-{hexs(17)} subnet subnet-{hexs(17)} for the sagemaker domain",
        f"security group sg-{hexs(17)} allows 5432 from the notebook subnet",
        f"KMS key id {uid()} encrypts the model bucket",
        f"SageMaker domain d-{rnd(LOWER + DIGITS, 12)} , user profile priya-{digits(4)}",
        f"EBS volume vol-{hexs(17)} attached to the training instance",
        f"CloudWatch log stream xgb-churn/algo-1-{digits(10, lead=True)}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout247.py", [
        ("heldout247_credentials.yaml", credentials(), "Held-out batch 247: credentials a Bangalore data scientist keeps (Databricks, Kaggle, HF, AWS, MLflow, Snowflake, OpenAI, Postgres, Neptune, Jupyter)"),
        ("heldout247_lookalikes.yaml", lookalikes(), "Held-out batch 247: ML identifiers, public keys, masked values and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
