# ruff: noqa: E501
"""Writes heldout169_credentials.yaml and heldout169_lookalikes.yaml: held-out batch 169.

Persona: a machine-learning engineer at a small Toronto startup who keeps notes for their local
AI assistant in English, mostly pasted notebook cells, shell one-liners and Slack messages. They
hold the team's Hugging Face, W&B, OpenAI and Anthropic keys, the kaggle.json, AWS keys for the
S3 data lake, the Snowflake service user, Databricks and JupyterHub tokens, MLflow basic auth,
Label Studio, Pinecone and GPU cloud keys, and a pile of run ids, hashes and digests that are not
secret at all.

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
    age_public_key,
    age_secret_key,
    anthropic_key,
    app_password,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    card_expiry,
    digits,
    epoch,
    filevault_key,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    onepassword_secret_key,
    openai_project_key,
    openssh_private,
    pem,
    pick,
    pod_name,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    wandb_key,
    wg_key,
    write_corpora,
)

WORDS = ["tensor", "maple", "otter", "gradient", "harbor", "lantern", "quartz", "ravine",
         "pixel", "cobalt", "meadow", "falcon", "sprocket", "tundra", "velvet", "walnut"]


# ---- format helpers (shapes only; every value random) -------------------------------------

def hf_token() -> str:
    return "hf_" + rnd(LOWER + UPPER, 34)


def dapi() -> str:
    return "dapi" + hexs(32) + pick("", "", "-2", "-3")


def pinecone_key() -> str:
    return f"pcsk_{rnd(ALNUM, 5)}_{rnd(ALNUM, 63)}"


def lambda_key() -> str:
    return f"secret_{pick('mlteam', 'train-box', 'nightly')}_{hexs(32)}.{rnd(ALNUM, 32)}"


def runpod_key() -> str:
    return "rpa_" + rnd(UPPER + DIGITS, 44)


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def slack_bot() -> str:
    return f"xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}"


def slack_hook() -> str:
    return f"https://hooks.slack.example/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}"


def langsmith() -> str:
    return f"lsv2_pt_{hexs(32)}_{hexs(10)}"


def pw2() -> str:
    return pick(
        f"{pick('Gradient', 'Tensor', 'Maple', 'Raptor', 'Loonie')}{pick('#', '!', '$', '%')}{digits(4)}{pick('Leafs', 'Queen', 'Spadina', 'Dundas')}",
        rnd(ALNUM + "!#%&*+-=", 18),
        rnd(ALNUM, 24),
        f"{phrase4()}",
    )


def phrase4() -> str:
    return "-".join(secrets.choice(WORDS) for _ in range(4)) + str(secrets.randbelow(90) + 10)


def totp_seed() -> str:
    return rnd(BASE32, 32)


def sha256() -> str:
    return hexs(64)


def sha1() -> str:
    return hexs(40)


def wb_id() -> str:
    return rnd(LOWER + DIGITS, 8)


def instance_id() -> str:
    return "i-0" + hexs(16)


def cluster_id() -> str:
    return f"{digits(4)}-{digits(6)}-{rnd(LOWER + DIGITS, 8)}"


def gcp_sa_json() -> str:
    key = pem("PRIVATE KEY", 6).replace("\n", "\\n")
    return json.dumps({
        "type": "service_account",
        "project_id": "acme-ml-prod",
        "private_key_id": hexs(40),
        "private_key": key,
        "client_email": "vertex-batch@acme-ml-prod.iam.gserviceaccount.example",
        "client_id": digits(21, True),
    }, indent=1).replace("\\\\n", "\\n")


def neptune_token() -> str:
    return b64(json.dumps({"api_address": "https://app.neptune.example", "api_url": "https://app.neptune.example", "api_key": uid()}).encode())


def nb_uuid_url() -> str:
    return f"https://acme.cloud.databricks.example/editor/notebooks/{digits(16, True)}?o={digits(16, True)}"


# ---- credentials ---------------------------------------------------------------------------

def credentials() -> Rows:
    r = Rows()

    r.add("huggingface_token",
          f"HF write token for the acme-ai org (needed to push the reranker): {hf_token()}",
          f"huggingface-cli login --token {hf_token()}  # read-only one, fine for the eval boxes",
          f"remember: new HF token after the leak scare -> {hf_token()}\nscope = fine-grained, repos: acme-ai/*",
          f"os.environ[\"HF_TOKEN\"] = \"{hf_token()}\"   # TODO move out of the notebook lol")

    r.add("wandb_api_key",
          f"wandb login {wandb_key()}",
          f"W&B key (team acme-ml, my user): {wandb_key()}",
          f"~/.netrc entry for wandb\nmachine api.wandb.example\n  login user\n  password {wandb_key()}",
          f"WANDB_API_KEY={wandb_key()} python train.py --config configs/rerank_v3.yaml")

    r.add("openai_api_key",
          f"openai key for the eval harness (project: evals-prod)\n{openai_project_key()}",
          f"export OPENAI_API_KEY={openai_project_key()}",
          f"new OpenAI svc account key bc Priya rotated the old one: sk-svcacct-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}")
    r.add("openai_api_key",
          f"priya on slack: 'hey can u use this one for the judge runs until monday' {openai_project_key()}")

    r.add("anthropic_api_key",
          f"anthropic key for the labelling assist thing: {anthropic_key()}",
          f"client = anthropic.Anthropic(api_key=\"{anthropic_key()}\")",
          f"ANTHROPIC_API_KEY\n{anthropic_key()}\n(workspace = research, spend cap $500/mo)")

    k1 = hexs(32)
    r.add("kaggle_api_key",
          f"kaggle.json for the shared box:\n{{\"username\":\"acmeml\",\"key\":\"{k1}\"}}\nchmod 600 ~/.kaggle/kaggle.json",
          f"my personal kaggle creds -- user jlin_ml key {hexs(32)}",
          f"KAGGLE_USERNAME=acmeml KAGGLE_KEY={hexs(32)} kaggle competitions download -c llm-prompt-recovery")
    r.add("kaggle_api_key",
          f"kagle key for the intern acct (rename later) -> {hexs(32)}")

    r.add("aws_access_key_datalake",
          f"S3 data lake reader (iam user svc-datalake-ro)\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
          f"[profile datalake]\nregion = ca-central-1\naws_access_key_id={aws_key_id()}\naws_secret_access_key={aws_secret()}",
          f"AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()} aws s3 sync s3://acme-datalake-raw/clickstream/ ./data/",
          f"keys for the writer role's user, ask before using: {aws_key_id()} / {aws_secret()}")

    r.add("snowflake_service_password",
          f"snowflake svc user ML_SVC password: {pw2()}",
          f"snowsql -a acme-xy12345 -u ML_SVC  (pwd {pw2()})",
          f"conn = snowflake.connector.connect(user='ML_SVC', password='{pw2()}', account='acme-xy12345', warehouse='ML_WH')",
          f"Snowflake ML_SVC pw got reset by Dev today, new one is\n{pw2()}")

    r.add("snowflake_private_key_passphrase",
          f"passphrase for rsa_key.p8 (snowflake keypair auth, ML_SVC): {phrase4()}",
          f"PRIVATE_KEY_PASSPHRASE='{rnd(ALNUM + '!@#', 20)}' for the snowflake p8 key in ~/.ssh/snowflake/")

    r.add("snowflake_private_key",
          f"rsa_key.p8 for snowflake ML_SVC, paste into the airflow connection:\n{pem('ENCRYPTED PRIVATE KEY', 6)}",
          f"backup of the unencrypted one (delete after migration!!)\n{pem('PRIVATE KEY', 5)}")

    r.add("databricks_pat",
          f"databricks PAT (expires in 90d): {dapi()}",
          f"[DEFAULT]\nhost = https://dbc-{hexs(8)}-{hexs(4)}.cloud.databricks.example\ntoken = {dapi()}",
          f"curl -H 'Authorization: Bearer {dapi()}' https://dbc-{hexs(8)}-{hexs(4)}.cloud.databricks.example/api/2.0/clusters/list",
          f"DATABRICKS_TOKEN={dapi()}")

    r.add("jupyterhub_api_token",
          f"jupyterhub api token for the culler service: {hexs(32)}",
          f"c.JupyterHub.services = [{{'name': 'idle-culler', 'api_token': '{hexs(32)}'}}]",
          f"curl -H \"Authorization: token {hexs(32)}\" https://hub.acme.internal/hub/api/users")

    r.add("jupyter_server_token",
          f"notebook on gpu-03 -> http://gpu-03.acme.internal:8888/lab?token={hexs(48)}",
          f"jupyter lab --ServerApp.token='{hexs(48)}' --no-browser --port 8890")

    r.add("mlflow_basic_auth",
          f"MLflow tracking server creds\nMLFLOW_TRACKING_URI=https://mlflow.acme.internal\nMLFLOW_TRACKING_USERNAME=ml-bot\nMLFLOW_TRACKING_PASSWORD={pw2()}",
          f"mlflow ui behind nginx basic auth: admin / {pw2()}",
          f"mlflow.set_tracking_uri('https://ml-bot:{rnd(ALNUM, 20)}@mlflow.acme.internal')",
          f"Authorization: Basic {b64(('ml-bot:' + rnd(ALNUM, 18)).encode())}  <- header for the mlflow proxy")

    r.add("label_studio_token",
          f"label studio token (my acct, admin): {hexs(40)}",
          f"LABEL_STUDIO_API_KEY={hexs(40)}\nLABEL_STUDIO_URL=https://label.acme.internal",
          f"curl -X GET https://label.acme.internal/api/projects -H 'Authorization: Token {hexs(40)}'")

    r.add("pinecone_api_key",
          f"pinecone key (starter project, index products-v2): {pinecone_key()}",
          f"pc = Pinecone(api_key=\"{pinecone_key()}\")",
          f"PINECONE_API_KEY {pinecone_key()}")
    r.add("pinecone_api_key",
          f".env.local (do NOT commit)\nPINECONE_API_KEY={pinecone_key()}\nPINECONE_INDEX=products-v2\nPINECONE_ENV=aped-1234")

    r.add("gpu_cloud_api_key",
          f"Lambda Cloud API key for launching H100s: {lambda_key()}",
          f"curl -u {lambda_key()}: https://cloud.lambdalabs.example/api/v1/instances",
          f"gpu provider key (the one with the $20k credits) = {lambda_key()}")
    r.add("gpu_cloud_api_key",
          f"lambda cli:\n$ lambda-cloud configure\nAPI key: {lambda_key()}\nDefault region: us-east-1")

    r.add("runpod_api_key",
          f"runpod key for the spot pods: {runpod_key()}",
          f"runpodctl config --apiKey {runpod_key()}")

    r.add("github_pat",
          f"gh PAT for pulling the private eval repo in CI: {ghp()}",
          f"git clone https://jlin:{ghp()}@github.example/acme-ai/evals.git",
          f"fine-grained token, repo acme-ai/data-pipes only\ngithub_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}")

    r.add("dockerhub_pat",
          f"docker login -u acmeml -p dckr_pat_{rnd(URLSAFE, 27)}",
          f"docker hub access token (read/write acmeml/trainer): dckr_pat_{rnd(URLSAFE, 27)}")

    r.add("slack_bot_token",
          f"slack bot for training alerts #ml-runs: {slack_bot()}",
          f"SLACK_BOT_TOKEN={slack_bot()}  # goes to the sweep-notifier")

    r.add("slack_webhook_url",
          f"webhook for the nightly eval report:\n{slack_hook()}",
          f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"run done\"}}' {slack_hook()}")

    r.add("langsmith_api_key",
          f"LANGCHAIN_API_KEY={langsmith()}\nLANGCHAIN_TRACING_V2=true",
          f"langsmith key (personal) {langsmith()}")

    r.add("replicate_api_token",
          f"replicate token for the sdxl baseline: r8_{rnd(ALNUM, 37)}",
          f"export REPLICATE_API_TOKEN=r8_{rnd(ALNUM, 37)}")

    r.add("groq_api_key",
          f"groq key for the fast llama eval: gsk_{rnd(ALNUM, 52)}",
          f"GROQ_API_KEY=gsk_{rnd(ALNUM, 52)}")

    r.add("google_ai_api_key",
          f"gemini api key (AI studio, proj acme-ml-prod): AIza{rnd(URLSAFE, 35)}",
          f"genai.configure(api_key=\"AIza{rnd(URLSAFE, 35)}\")")

    r.add("gcp_service_account_key",
          f"vertex batch SA key json, save as sa.json:\n{gcp_sa_json()}",
          f"the SA key for the BigQuery export job (private_key_id {hexs(40)}):\n{pem('PRIVATE KEY', 5)}")

    r.add("ngrok_authtoken",
          f"ngrok config add-authtoken 2{rnd(ALNUM, 26)}_{rnd(ALNUM, 21)}",
          f"ngrok token for demoing the gradio app: 2{rnd(ALNUM, 26)}_{rnd(ALNUM, 21)}")

    r.add("tailscale_auth_key",
          f"tailscale up --authkey tskey-auth-k{rnd(ALNUM, 10)}CNTRL-{rnd(ALNUM, 33)}",
          f"reusable TS key for the gpu nodes: tskey-auth-k{rnd(ALNUM, 10)}CNTRL-{rnd(ALNUM, 33)} (ephemeral, tag:gpu)")

    r.add("vault_token",
          f"VAULT_TOKEN=hvs.{rnd(ALNUM, 24)} vault kv get secret/ml/snowflake",
          f"vault root-ish token from the bootstrap, keep safe: hvs.{rnd(URLSAFE, 90)}")

    r.add("pypi_token",
          f"pypi token to publish acme-evalkit:\npypi-AgEIcHlwaS5vcmc{rnd(URLSAFE, 140)}",
          f"twine upload -u __token__ -p pypi-AgEIcHlwaS5vcmc{rnd(URLSAFE, 140)} dist/*")

    r.add("modal_token",
          f"modal token set --token-id ak-{rnd(ALNUM, 22)} --token-secret as-{rnd(ALNUM, 22)}",
          f"modal creds (team workspace)\nid: ak-{rnd(ALNUM, 22)}\nsecret: as-{rnd(ALNUM, 22)}")

    r.add("r2_bucket_credentials",
          f"Cloudflare R2 for the public demo weights bucket\naccess key id: {hexs(32)}\nsecret: {hexs(64)}",
          f"rclone r2 remote: access_key_id = {hexs(32)} secret_access_key = {hexs(64)} endpoint = https://{hexs(32)}.r2.cloudflarestorage.example")

    r.add("cohere_api_key",
          f"cohere rerank key (trial): {rnd(ALNUM, 40)}",
          f"co = cohere.Client('{rnd(ALNUM, 40)}')")

    r.add("together_api_key",
          f"together.ai key for the mixtral finetune: {hexs(64)}",
          f"TOGETHER_API_KEY={hexs(64)}")

    r.add("openrouter_api_key",
          f"openrouter key, cap $50: sk-or-v1-{hexs(64)}",
          f"base_url=https://openrouter.example/api/v1 key=sk-or-v1-{hexs(64)}")

    r.add("aws_console_password",
          f"AWS console, acct {aws_account()}, user jlin — pw {pw2()}",
          f"root login for the sandbox AWS acct (only for billing!!): ops@acme.example / {pw2()}")

    r.add("aws_mfa_totp_seed",
          f"MFA seed for the aws root (in case phone dies): {groups(totp_seed(), 4)}",
          f"otpauth://totp/Amazon%20Web%20Services:root@acme-sandbox?secret={totp_seed()}&issuer=Amazon%20Web%20Services",
          f"totp secret for the shared ml-ops github acct\n{totp_seed()}")

    r.add("gpu_box_ssh_private_key",
          f"ssh key for the lambda box (ubuntu@), id_ed25519:\n{openssh_private()}",
          f"key for the on-prem rig in the closet, save to ~/.ssh/rig:\n{openssh_private()}")

    r.add("postgres_connection_string",
          f"feature store db: postgresql://feast:{rnd(ALNUM, 20)}@pg-feast.acme.internal:5432/feast",
          f"SQLALCHEMY_URL=postgresql+psycopg2://mlflow:{pw2()}@mlflow-db.acme.internal/mlflow",
          f"psql \"host=pg-labels.acme.internal dbname=labels user=labeler password={rnd(ALNUM, 16)} sslmode=require\"")

    r.add("redis_password",
          f"redis for the embedding cache: redis://:{rnd(ALNUM, 32)}@cache.acme.internal:6379/0",
          f"requirepass {rnd(ALNUM, 28)}   (redis.conf on gpu-01)")

    r.add("minio_root_credentials",
          f"minio on the rig\nMINIO_ROOT_USER=admin\nMINIO_ROOT_PASSWORD={rnd(ALNUM, 24)}",
          f"mc alias set rig http://rig.acme.internal:9000 admin {rnd(ALNUM, 24)}")

    r.add("grafana_service_token",
          f"grafana SA token for the gpu-util dashboard pusher: glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
          f"GF token glsa_{rnd(ALNUM, 32)}_{hexs(8)} (editor)")

    r.add("kube_service_account_token",
          f"kubectl --token={jwt({'iss': 'kubernetes/serviceaccount', 'kubernetes.io/serviceaccount/namespace': 'training', 'sub': 'system:serviceaccount:training:job-runner'}, 'RS256', rnd(URLSAFE, 342))} get pods -n training",
          f"SA token for argo in the gpu cluster:\n{jwt({'iss': 'https://oidc.eks.ca-central-1.amazonaws.example', 'sub': 'system:serviceaccount:argo:argo-server', 'exp': epoch()}, 'RS256', rnd(URLSAFE, 342))}")

    r.add("corporate_card",
          f"company Amex for GPU credits: {groups(luhn('37', 15), 5)} exp {card_expiry()} CID {digits(4)}",
          f"visa (ramp card, ML team): {groups(luhn('4', 16), 4)}  {card_expiry()}  cvv {digits(3)}",
          f"card for the lambda invoice -> {luhn('5', 16)}, exp {card_expiry()}, security code {digits(3)}, billing postal M5V 2T6")

    r.add("office_door_code",
          f"office door (King St W, 4th fl) code {digits(6)}#",
          f"server closet keypad: {digits(4)}, alarm disarm {digits(4)} then OFF",
          f"weekend access: buzz 402, then the side door code is {digits(5)}")

    r.add("laptop_filevault_key",
          f"filevault recovery key for my work mbp: {filevault_key()}",
          f"IT asked me to keep this somewhere: recovery key\n{filevault_key()}")

    r.add("office_wifi_password",
          f"wifi acme-staff pw {phrase4()}",
          f"guest wifi for the demo day is AcmeGuest / {pw2()}")

    r.add("onepassword_secret_key",
          f"1Password Secret Key (emergency kit): {onepassword_secret_key()}",
          f"1pw master + secret key, in case\nmaster: {phrase4()}-{phrase4()}\nsecret key: {onepassword_secret_key()}")

    r.add("gmail_app_password",
          f"app password for the alerts smtp (ml-alerts@acme.example): {app_password()}",
          f"SMTP_PASS=\"{app_password()}\"  # gmail app pw, not my real one")

    r.add("github_recovery_codes",
          f"github 2FA recovery codes (jlin-acme)\n{recovery_codes(8, 'github')}",
          f"recovery codes for huggingface account 2fa:\n{recovery_codes(6, 'plain')}")

    r.add("neptune_api_token",
          f"neptune token for the old project (before we moved to wandb): {neptune_token()}",
          f"NEPTUNE_API_TOKEN=\"{neptune_token()}\"")

    r.add("comet_api_key",
          f"comet key, only for the LLM-judge prototype: {rnd(ALNUM, 25)}",
          f"COMET_API_KEY={rnd(ALNUM, 25)} COMET_WORKSPACE=acme-ml")

    r.add("azure_openai_key",
          f"azure openai (canadaeast deployment gpt4o-eval) key1 {hexs(32)} endpoint https://acme-oai.openai.azure.example/",
          f"AZURE_OPENAI_API_KEY={hexs(32)}")

    r.add("qdrant_api_key",
          f"qdrant cloud cluster key: {rnd(URLSAFE, 48)}",
          f"QdrantClient(url='https://{uid()}.us-east4-0.gcp.cloud.qdrant.example', api_key='{rnd(URLSAFE, 48)}')")

    r.add("sops_age_secret_key",
          f"age key for sops (decrypts secrets.enc.yaml in infra repo):\n# public key: {age_public_key()}\n{age_secret_key()}",
          f"SOPS_AGE_KEY={age_secret_key()}")

    r.add("wireguard_private_key",
          f"wg0 on the rig\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.66.0.2/32",
          f"my laptop's wireguard private key (office vpn): {wg_key()}")

    r.add("airflow_admin_password",
          f"airflow webserver admin / {pw2()}",
          f"airflow users create --username admin --password '{pw2()}' --role Admin --email ml@acme.example --firstname ml --lastname ops")

    r.add("scale_ai_api_key",
          f"scale api key for the labeling vendor pilot: live_{hexs(32)}",
          f"scale test key test_{hexs(32)}, live one is live_{hexs(32)}")

    r.add("weaviate_api_key",
          f"weaviate cloud admin key {rnd(ALNUM, 40)} (cluster docs-rag.weaviate.example)",
          f"auth_client_secret=weaviate.auth.AuthApiKey(\"{rnd(ALNUM, 40)}\")")

    r.add("roboflow_api_key",
          f"roboflow private key (the publishable one is different!): {rnd(ALNUM, 20)}",
          f"rf = Roboflow(api_key=\"{rnd(ALNUM, 20)}\")")

    r.add("phone_sim_pin",
          f"work phone SIM PIN {digits(4)}, PUK {digits(8)}",
          f"pin for the yubikey piv: {digits(6)}  puk: {digits(8)}")

    return r


# ---- look-alikes ---------------------------------------------------------------------------

def lookalikes() -> Rows:
    r = Rows()

    r.add("checkpoint_sha256",
          f"rerank-v3 best ckpt (epoch 7) sha256: {sha256()} — matches what's on the hub",
          f"sha256sum checkpoints/step_48000/model.safetensors\n{sha256()}  checkpoints/step_48000/model.safetensors",
          f"lfs oid for pytorch_model.bin: sha256:{sha256()} (size {digits(10, True)})")

    r.add("dataset_md5",
          f"md5 of the clickstream dump we trained on: {hexs(32)}",
          f"md5sum data/raw/*.parquet\n{hexs(32)}  part-0000.parquet\n{hexs(32)}  part-0001.parquet\n{hexs(32)}  part-0002.parquet",
          f"coco val2017 annotations md5 {hexs(32)} — if it differs redownload")

    r.add("dataset_sha256_manifest",
          f"manifest.json entry: {{\"file\": \"train-00003-of-00012.parquet\", \"sha256\": \"{sha256()}\"}}",
          f"eval set frozen 2024-11-02, sha256 {sha256()}. DO NOT regenerate, reviewers cite it")
    r.add("dataset_sha256_manifest",
          f"SHA256SUMS for the release tarball\n{sha256()}  clickstream-sample-v1.tar.zst\n{sha256()}  README.md")

    r.add("wandb_run_id",
          f"best run so far: https://wandb.example/acme-ml/reranker/runs/{wb_id()}  (ndcg@10 0.612)",
          f"wandb.init(project='reranker', id='{wb_id()}', resume='must')",
          f"runs to compare for friday: {wb_id()}, {wb_id()}, {wb_id()} (the lr=3e-5 ones)")

    r.add("wandb_sweep_id",
          f"wandb agent acme-ml/reranker/{wb_id()}",
          f"sweep id {wb_id()} is the bayes one over warmup + lr; grid sweep was {wb_id()}")
    r.add("wandb_sweep_id",
          f"sweep.yaml launched -> Create sweep with ID: {wb_id()}\nSweep URL: https://wandb.example/acme-ml/reranker/sweeps/{wb_id()}")

    r.add("wandb_artifact_ref",
          f"artifact = run.use_artifact('acme-ml/reranker/train-data:v{secrets.randbelow(40)}')  # digest {hexs(32)}",
          f"model artifact acme-ml/reranker/model-{wb_id()}:v3 aliases [best, prod]")

    r.add("mlflow_run_id",
          f"mlflow run {hexs(32)} is the one we shipped",
          f"mlflow.pyfunc.load_model('runs:/{hexs(32)}/model')",
          f"https://mlflow.acme.internal/#/experiments/{digits(18, True)}/runs/{hexs(32)}")

    r.add("mlflow_experiment_id",
          f"experiment id for churn-v2 is {digits(18, True)}, old one {digits(3, True)} is archived",
          f"mlflow.set_experiment(experiment_id=\"{digits(18, True)}\")")

    r.add("mlflow_model_uri",
          f"prod model = models:/churn-classifier/{secrets.randbelow(30) + 1} (alias @champion)",
          f"registered version {secrets.randbelow(30) + 1} source: s3://acme-mlflow-artifacts/{digits(3, True)}/{hexs(32)}/artifacts/model")

    r.add("git_commit_sha",
          f"trained from commit {sha1()} on main",
          f"git checkout {hexs(7)}  # before the tokenizer refactor broke padding",
          f"bisected: bad = {sha1()}, good = {sha1()}")

    r.add("hf_repo_revision",
          f"AutoModel.from_pretrained('acme-ai/reranker-base', revision='{sha1()}')",
          f"pin mistralai/Mistral-7B-v0.1 at revision {sha1()} for the paper repro",
          f"hf repo acme-ai/clickstream-v2, dataset commit {sha1()} (refs/convert/parquet)")

    r.add("hf_repo_id",
          "public model: huggingface.example/acme-ai/reranker-base-en ; private: acme-ai/reranker-internal-v3",
          "datasets we depend on: HuggingFaceFW/fineweb-edu, allenai/c4 (en.noblocklist), openai/gsm8k")
    r.add("hf_repo_id",
          f"huggingface-cli download acme-ai/reranker-base-en --revision {hexs(7)} --local-dir ./ckpt  # public, no token needed")

    r.add("docker_image_digest",
          f"trainer image pinned: acmeml/trainer@sha256:{sha256()}",
          f"FROM nvcr.example/nvidia/pytorch:24.05-py3@sha256:{sha256()}",
          f"ECR: {aws_account()}.dkr.ecr.ca-central-1.amazonaws.example/ml/serving:v{secrets.randbelow(9)}.{secrets.randbelow(20)}.0 digest sha256:{sha256()}")

    r.add("random_seed",
          f"seeds for the 5-seed table: {', '.join(str(secrets.randbelow(2**31)) for _ in range(5))}",
          f"torch.manual_seed({secrets.randbelow(2**31)}); np.random.seed({secrets.randbelow(2**31)})",
          f"SEED={secrets.randbelow(2**31)}  # the lucky one, ndcg +0.8 lol — report the mean instead")

    r.add("notebook_url_uuid",
          f"EDA notebook: {nb_uuid_url()}",
          f"colab: https://colab.research.google.example/drive/1{rnd(URLSAFE, 32)}  (view only link)",
          f"dashboard https://grafana.acme.internal/d/{rnd(ALNUM, 9)}/gpu-utilization?orgId=1&var-node=gpu-03")

    r.add("uuid_identifier",
          f"label studio export id {uid()}",
          f"job trace id {uid()} from the batch inference failure — attach to the ticket",
          f"snowflake query id {hexs(8)}-0000-{hexs(4)}-0000-{hexs(12)} was the slow one (14 min)")

    r.add("s3_object_key",
          f"s3://acme-datalake-raw/clickstream/dt=2024-10-{secrets.randbelow(28) + 1:02d}/part-{hexs(8)}-{uid()}.c000.snappy.parquet",
          f"aws s3 cp s3://acme-ml-artifacts/rerank/{hexs(32)}/artifacts/model/model.safetensors .",
          f"versioned object: key=embeddings/v3/shard_017.npy versionId={rnd(URLSAFE, 32)}")

    r.add("aws_arn",
          f"training role: arn:aws:iam::{aws_account()}:role/sagemaker-training-exec",
          f"kms key for the lake: arn:aws:kms:ca-central-1:{aws_account()}:key/{uid()}",
          f"bucket policy principal arn:aws:iam::{aws_account()}:user/svc-datalake-ro (keys for it are in vault, not here)")

    r.add("ec2_instance_id",
          f"spot p4d for the big run: {instance_id()} (ca-central-1b)",
          f"aws ec2 stop-instances --instance-ids {instance_id()} {instance_id()}",
          f"ami {'ami-0' + hexs(16)} = DLAMI w/ CUDA 12.4; sg-{hexs(17)} subnet-{hexs(17)}")

    r.add("databricks_cluster_id",
          f"shared ML cluster id {cluster_id()} (DBR 15.4 ML, g5.4xlarge)",
          f"databricks clusters start --cluster-id {cluster_id()}",
          f"workspace https://dbc-{hexs(8)}-{hexs(4)}.cloud.databricks.example, job id {digits(15, True)}")

    r.add("env_var_reference",
          "HF_TOKEN is set in .env on the gpu boxes, don't put it in the notebook again",
          "OPENAI_API_KEY + ANTHROPIC_API_KEY live in ~/.config/acme/llm.env, sourced by direnv",
          "if wandb asks for a key: it's WANDB_API_KEY in the 1password vault 'ML Infra', not in the repo")

    r.add("ci_secret_reference",
          "GH actions: ${{ secrets.HF_TOKEN }} and ${{ secrets.KAGGLE_KEY }} added to acme-ai/evals",
          "env:\n  OPENAI_API_KEY: ${{ secrets.OPENAI_API_KEY }}\n  DATABRICKS_TOKEN: ${{ secrets.DATABRICKS_TOKEN }}",
          "CI secret PINECONE_API_KEY is scoped to the prod environment only, needs approval to run")

    r.add("masked_api_key",
          f"the key that hit the rate limit was sk-proj-...{rnd(ALNUM, 4)} (evals-prod)",
          f"OpenAI dashboard shows key sk-...{rnd(ALNUM, 4)} last used 3 days ago, revoke it?",
          f"anthropic console: sk-ant-api03-{rnd(URLSAFE, 4)}...{rnd(URLSAFE, 4)}AA created by priya, keep",
          f"hf token ending in ...{rnd(LOWER + UPPER, 4)} is the read one; dapi****{hexs(4)} is databricks")

    r.add("vault_path_reference",
          "snowflake ML_SVC creds -> vault kv get secret/ml/snowflake/ml_svc",
          "mlflow basic auth is at secret/data/ml/mlflow (field password), k8s pulls it via external-secrets",
          "aws datalake keys: Secrets Manager arn:aws:secretsmanager:ca-central-1:" + aws_account() + ":secret:ml/datalake-ro-" + rnd(ALNUM, 6))

    r.add("key_rotation_notice",
          "rotated the pinecone key today, old one revoked. new one only in 1password",
          "Databricks PATs now max 90 days — mine expires Dec 3, remember to regen",
          "W&B key was pasted in #general by accident → revoked + regenerated, nothing to do")

    r.add("password_policy_talk",
          "snowflake now enforces 14+ chars, 1 digit, 1 special, no reuse of last 5 pw",
          "MLflow basic auth password must be >= 12 chars or the server rejects it silently (!!)",
          "reset my AWS console pw, the temp one expired before I logged in. IT resending")

    r.add("ssh_public_key",
          f"add to authorized_keys on gpu-03:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jlin@mbp",
          f"deploy key (public, read-only) for acme-ai/evals: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ci@evals")

    r.add("ssh_host_fingerprint",
          f"lambda box host key: ED25519 SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
          f"if ssh warns, expected fingerprint for rig.acme.internal is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}")

    r.add("snowflake_public_key_fp",
          f"after ALTER USER ML_SVC SET RSA_PUBLIC_KEY the fingerprint should read SHA256:{b64(secrets.token_bytes(32))}",
          f"DESC USER ML_SVC -> RSA_PUBLIC_KEY_FP = SHA256:{b64(secrets.token_bytes(32))} (matches rsa_key.pub)")

    r.add("public_wireguard_and_age",
          f"rig wg peer\n[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 10.66.0.0/24\nEndpoint = rig.acme.internal:51820",
          f"sops recipients (public): {age_public_key()}, {age_public_key()}")

    r.add("gpg_fingerprint",
          f"release signing key fpr {groups(hexs(40).upper(), 4)}",
          f"gpg --recv-keys {hexs(16).upper()}  # pypi maintainer of the tokenizers fork")

    r.add("public_dataset_url",
          "https://huggingface.example/datasets/HuggingFaceFW/fineweb-edu/resolve/main/sample/10BT/000_00000.parquet",
          "wget https://storage.googleapis.example/openimages/v7/oidv7-class-descriptions.csv",
          f"s3://acme-public-datasets/clickstream-sample/v1/ (public read, README has sha256 {sha256()[:16]}...)")

    r.add("tokenizer_vocab_ids",
          f"tokenizer('hello world').input_ids -> [{secrets.randbelow(100)}, {secrets.randbelow(50000)}, {secrets.randbelow(50000)}, {secrets.randbelow(100)}]",
          f"special tokens: <|endoftext|>={secrets.randbelow(60000)}, pad={secrets.randbelow(60000)}, <|im_start|>={secrets.randbelow(60000)}",
          f"bpe merges bug: token id {secrets.randbelow(32000)} decodes to 'Ġ' + '##{rnd(LOWER, 3)}', see tokenizer.json line {secrets.randbelow(90000)}")

    r.add("openai_object_ids",
          f"fine-tune job ftjob-{rnd(ALNUM, 24)} -> ft:gpt-4o-mini-2024-07-18:acme::{rnd(ALNUM, 8)}",
          f"batch batch_{hexs(32)} input file file-{rnd(ALNUM, 22)} (1000 eval prompts)",
          f"assistant id asst_{rnd(ALNUM, 24)}, vector store vs_{rnd(ALNUM, 24)}")

    r.add("anthropic_request_ids",
          f"anthropic 529 overloaded, request-id req_01{rnd(ALNUM, 22)} — send to support if it repeats",
          f"msg id msg_01{rnd(ALNUM, 22)} had the truncated JSON; batch msgbatch_01{rnd(ALNUM, 22)}")

    r.add("pinecone_index_host",
          f"index host products-v2-{rnd(LOWER + DIGITS, 7)}.svc.aped-{digits(4)}-{rnd(LOWER, 1)}{digits(3)}.pinecone.example (dim 1024, cosine)",
          f"pinecone namespace '{uid()}' = tenant acme-demo")

    r.add("label_studio_ids",
          f"label studio project 14, tasks {digits(6, True)}–{digits(6, True)} need re-review",
          f"annotation export: https://label.acme.internal/projects/14/data?tab={digits(5, True)}&task={digits(6, True)}")

    r.add("jupyterhub_server_ref",
          "jupyterhub named server jlin/gpu-a100 (profile 'A100 40GB'), culls after 2h idle",
          f"hub pod name {pod_name('jupyter-jlin')} got OOMKilled, bump mem limit")

    r.add("kaggle_competition_refs",
          f"kaggle submission id {digits(8, True)} scored 0.874 public LB",
          "kaggle datasets download -d acmeml/clickstream-sample-2024 (public, CC-BY)")

    r.add("gpu_device_uuid",
          f"nvidia-smi -L\nGPU 0: NVIDIA H100 80GB HBM3 (UUID: GPU-{uid()})\nGPU 1: NVIDIA H100 80GB HBM3 (UUID: GPU-{uid()})",
          f"CUDA_VISIBLE_DEVICES=GPU-{uid()} python bench.py  # the one without ECC errors",
          f"RMA: board serial {digits(13, True)}, the one w/ xid 79 errors")

    r.add("software_versions",
          "env that works: torch 2.4.1+cu124, transformers 4.46.2, flash-attn 2.6.3, driver 550.90.07, CUDA 12.4",
          "deepspeed==0.15.4 breaks zero3 ckpt loading, pin 0.14.5 until fixed")

    r.add("pip_hash_lock",
          f"requirements.lock\ntokenizers==0.20.3 \\\n    --hash=sha256:{sha256()} \\\n    --hash=sha256:{sha256()}",
          f"uv.lock says safetensors 0.4.5 sha256:{sha256()}")

    r.add("k8s_pod_and_job_names",
          f"training job pods: {pod_name('trainer')}, {pod_name('trainer')}",
          f"ray job raysubmit_{rnd(ALNUM, 16)} failed on node {instance_id()}",
          f"slurm job {digits(7, True)} on partition gpu-h100, array {digits(7, True)}_[0-7]")

    r.add("invoice_and_order_numbers",
          f"Lambda invoice INV-{digits(8, True)} for Oct, CAD 14,312.07 — forward to finance",
          f"ordered 2x RTX 6000 Ada, order # {digits(3, True)}-{digits(7)}-{digits(7)}",
          f"AWS invoice {digits(10, True)} disputed, case id {digits(11, True)}")

    r.add("shipment_tracking",
          f"GPU server shipping UPS 1Z{rnd(UPPER + DIGITS, 6)}{digits(10)}, arrives Thu",
          f"canada post tracking {digits(16, True)} for the yubikeys")

    r.add("company_bank_details_on_invoice",
          f"for EU customers (pilot contract) our Wise EUR account on the invoice: {iban('BE', digits(12))}, BIC TRWIBEB1XXX",
          f"remit-to on our invoices: RBC transit {digits(5)}, institution 003, acct {digits(7)} — public on every invoice we send")

    r.add("promo_and_credit_codes",
          f"GPU credits promo from the conference booth: NEURIPS{digits(2)}-{rnd(UPPER, 4)} (already redeemed, $500)",
          f"coupon for the cloud course: {rnd(UPPER + DIGITS, 10)} — share w/ interns")

    r.add("postal_and_address",
          "office: 123 King St W, Toronto ON M5V 2T6 (ship to attn ML team)",
          "datacenter colo address for RMA: 151 Front St W, Toronto ON M5J 2N1, cage 4B")

    r.add("phone_numbers",
          f"Lambda support +1 (866) {digits(3, True)}-{digits(4)}, ref {digits(7, True)}",
          f"building security 416-{digits(3, True)}-{digits(4)} (call if the door code doesn't work, they don't give it out over phone)")

    r.add("hosts_and_ips",
          f"gpu-01..04 = 10.20.{secrets.randbelow(255)}.{secrets.randbelow(255)}-ish, mlflow.acme.internal, hub.acme.internal, label.acme.internal",
          f"rig mac {mac()} -> static lease 192.168.{secrets.randbelow(255)}.{secrets.randbelow(255)}")

    r.add("oauth_client_id",
          f"google oauth client id for the jupyterhub login: {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.example (client secret is in vault)",
          f"github oauth app client id Iv1.{hexs(16)} for the label studio SSO")

    r.add("publishable_client_keys",
          f"stripe publishable key for the demo checkout: pk_test_{rnd(ALNUM, 99)}",
          f"posthog project key (safe in frontend): phc_{rnd(ALNUM, 43)}",
          f"roboflow publishable key rf_{rnd(ALNUM, 28)} is fine in the web widget")

    r.add("aws_account_and_resource_ids",
          f"prod acct {aws_account()}, sandbox {aws_account()}, data lake lives in prod",
          f"vpc-{hexs(17)} / sg-{hexs(17)} for the sagemaker endpoints")

    r.add("model_file_hash_names",
          f"torch hub cache: resnet50-{hexs(8)}.pth, vit_b_16-{hexs(8)}.pth",
          f"onnx export rerank_v3.onnx blake3 {sha256()}")

    r.add("token_talk_no_value",
          "JupyterHub API tokens expire after 30d now; the culler one is a service token so it doesn't",
          "label studio token = Account & Settings -> Access Token; each annotator has their own, don't share",
          "kaggle.json goes in ~/.kaggle with chmod 600 — the key in it is per-user, make your own")

    r.add("experiment_hyperparams",
          f"best config: lr=3e-5 wd=0.01 warmup=500 bsz=256 seed={secrets.randbelow(10000)} temp=0.05",
          f"grad norm spiked at step {digits(5, True)} to {secrets.randbelow(900) + 100}.{digits(2)}, loss scale {2 ** (secrets.randbelow(10) + 8)}")

    r.add("licence_plate",
          f"rental van for moving the rig: plate {rnd(UPPER, 4)} {digits(3)} (ON)",
          f"visitor parking permit for {rnd(UPPER, 4)}-{digits(3)}, level P2")

    r.add("ticket_ids",
          f"ML-{digits(4, True)}: flaky eval on H100, see also INFRA-{digits(3, True)}",
          f"support ticket with snowflake #{digits(8, True)} about warehouse auto-suspend")

    r.add("embedding_base64_snippet",
          f"first row of the embeddings parquet (float16 as b64, not a key!): {b64(secrets.token_bytes(48))}",
          f"image payload sample for the API test: data:image/png;base64,iVBORw0KGgo{b64(secrets.token_bytes(36))}")

    return r


def main() -> None:
    write_corpora("make_heldout169.py", [
        ("heldout169_credentials.yaml", credentials(), "batch 169 (Toronto ML engineer: model hubs, LLM APIs, data lake, MLOps), written blind; every value synthetic"),
        ("heldout169_lookalikes.yaml", lookalikes(), "batch 169 look-alikes: ML run ids, hashes, digests, ARNs, masked keys, secret references, written blind"),
    ])


if __name__ == "__main__":
    main()
