# ruff: noqa: E501
"""Writes heldout97_credentials.yaml and heldout97_lookalikes.yaml: held-out batch 97.

Persona: an ML engineer in Bangalore (Koramangala flat, office in Whitefield) who keeps notes in
Indian English with Hindi words mixed in. Day job: fine-tuning and serving models on Databricks,
a self-hosted W&B and MLflow, S3 and GCS buckets, a GPU box behind the company VPN. Home side:
UPI, netbanking, the flat's Wi-Fi, the digital door lock, cards and a trading app.

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
    anthropic_key,
    app_password,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    bitlocker_key,
    card_expiry,
    digits,
    epoch,
    groups,
    hexs,
    jwt,
    luhn,
    mac,
    openai_project_key,
    openssh_private,
    pem_body,
    phrase,
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

# --- credential shapes -------------------------------------------------------------------

WORDS = ["chai", "masala", "monsoon", "dosa", "filter", "kaapi", "bullet", "auto", "gully",
         "biryani", "jalebi", "mango", "peacock", "tiger", "lotus", "cricket", "sixer", "rasam"]
BIP39 = ["abandon", "ability", "absorb", "acoustic", "actress", "adapt", "advice", "afford",
         "agent", "alarm", "album", "alley", "amazing", "anchor", "antique", "april", "arena",
         "armed", "arrow", "asthma", "atom", "auction", "avocado", "awake", "bacon", "badge",
         "bamboo", "banner", "barrel", "basket", "beach", "bench", "bicycle", "blanket", "bonus",
         "bracket", "brisk", "bubble", "cabin", "cactus", "canal", "carbon", "cargo", "castle",
         "cement", "chalk", "cherry", "chimney", "cinnamon", "civil", "clinic", "cluster",
         "coconut", "comic", "copper", "coral", "cotton", "cradle", "cruise", "cupboard"]


def mypw() -> str:
    """A password this persona would choose, or one their manager generated."""
    return pick(
        f"{pick(*WORDS).capitalize()}{pick('@', '#', '$', '!', '_')}{digits(4)}",
        f"{pick(*WORDS)}{pick(*WORDS).capitalize()}{digits(2)}{pick('!', '*', '%')}",
        rnd(ALNUM + "!@#%&*-_", 18),
        rnd(ALNUM, 22),
    )


def hf_token() -> str:
    return "hf_" + rnd(LOWER + UPPER, 34)


def dapi() -> str:
    return "dapi" + hexs(32) + pick("", "", "-2", "-3")


def totp(n: int = 32) -> str:
    return rnd(BASE32, n)


def gh_pat() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def gh_fine() -> str:
    return f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}"


def gemini_key() -> str:
    return "AIza" + rnd(URLSAFE, 35)


def groq_key() -> str:
    return "gsk_" + rnd(ALNUM, 52)


def lsv2() -> str:
    return f"lsv2_pt_{hexs(32)}_{hexs(10)}"


def r8() -> str:
    return "r8_" + rnd(ALNUM, 37)


def dckr() -> str:
    return "dckr_pat_" + rnd(URLSAFE, 27)


def pypi_token() -> str:
    return "pypi-AgEIcHlwaS5vcmc" + rnd(URLSAFE, 150)


def xoxb() -> str:
    return f"xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}"


def pinecone_key() -> str:
    return f"pcsk_{rnd(ALNUM, 6)}_{rnd(ALNUM, 63)}"


def ngrok_token() -> str:
    return f"2{rnd(ALNUM, 26)}_{rnd(ALNUM, 21)}"


def neptune_token() -> str:
    return b64(json.dumps({"api_address": "https://neptune.acme.internal",
                           "api_url": "https://neptune.acme.internal",
                           "api_key": uid()}).encode())


def pk_pem() -> str:
    return "-----BEGIN PRIVATE KEY-----\n" + pem_body(5) + "\n-----END PRIVATE KEY-----\n"


def sa_json(project: str, name: str) -> str:
    return json.dumps({
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(40),
        "private_key": pk_pem(),
        "client_email": f"{name}@{project}.iam.gserviceaccount.com",
        "client_id": digits(21, True),
    }, indent=2)


def rupay() -> str:
    return groups(luhn("6521", 16), 4)


def visa() -> str:
    return groups(luhn("4", 16), 4)


def master() -> str:
    return groups(luhn("5" + pick("1", "2", "3", "4", "5"), 16), 4)


def cvv() -> str:
    return digits(3)


def pin(n: int) -> str:
    return digits(n)


# --- look-alike shapes -------------------------------------------------------------------

def run_id() -> str:
    return rnd(LOWER + DIGITS, 8)


def cluster_id() -> str:
    return f"{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}-{secrets.randbelow(24):02d}{secrets.randbelow(60):02d}{secrets.randbelow(60):02d}-{rnd(LOWER + DIGITS, 8)}"


def ifsc() -> str:
    bank = pick("HDFC", "ICIC", "SBIN", "UTIB", "KKBK", "CNRB")
    return f"{bank}0{digits(6)}"


def gstin() -> str:
    return f"29{rnd(UPPER, 5)}{digits(4)}{secrets.choice(UPPER)}1Z{secrets.choice(UPPER + DIGITS)}"


def pan_masked() -> str:
    return pick(f"XXXXX{digits(4)}{secrets.choice(UPPER)}", f"{rnd(UPPER, 3)}XX{'X' * 4}{secrets.choice(UPPER)}", f"******{digits(3)}{secrets.choice(UPPER)}")


def aadhaar_masked() -> str:
    return pick(f"XXXX XXXX {digits(4)}", f"xxxx-xxxx-{digits(4)}", f"********{digits(4)}")


def sha256() -> str:
    return hexs(64)


def sha() -> str:
    return hexs(40)


def fingerprint() -> str:
    return "SHA256:" + b64(secrets.token_bytes(32)).rstrip("=")


def vehicle() -> str:
    return f"KA-{pick('01', '03', '05', '51', '53')}-{rnd(UPPER, 2)}-{digits(4, True)}"


def amazon_order() -> str:
    return f"{pick('402', '403', '404', '171', '408')}-{digits(7)}-{digits(7)}"


def phone() -> str:
    return f"+91 {pick('9', '8', '7')}{digits(4)} {digits(5)}"


def oa_id(prefix: str, n: int = 24) -> str:
    return prefix + rnd(ALNUM, n)


def gpu_uuid() -> str:
    return "GPU-" + uid()


def arxiv() -> str:
    return f"{pick('23', '24', '25')}{secrets.randbelow(12) + 1:02d}.{digits(5)}"


def ip_private() -> str:
    return f"10.{secrets.randbelow(255)}.{secrets.randbelow(255)}.{secrets.randbelow(254) + 1}"


def credentials() -> Rows:
    r = Rows()

    r.add("huggingface_read_token",
          f"HF read token (laptop) — {hf_token()}",
          f"huggingface-cli login --token {hf_token()}  # gpu box pe bhi yahi use karna",
          f"new HF token bana liya, purana delete. naya: {hf_token()} (read only, fine-grained nahi)",
          f"HF_TOKEN={hf_token()}")

    r.add("huggingface_write_token",
          f"hf write token for pushing LoRA adapters to acme-ml org:\n{hf_token()}\ndon't put in notebook pls",
          f"push_to_hub ke liye write wala token chahiye — {hf_token()}",
          f"from huggingface_hub import login\nlogin(token=\"{hf_token()}\")  # write scope, org=acme-ml")

    r.add("wandb_api_key",
          f"wandb key: {wandb_key()}",
          f"export WANDB_BASE_URL=https://wandb.acme.internal\nexport WANDB_API_KEY={wandb_key()}",
          f"~/.netrc on gpu-03\nmachine wandb.acme.internal\n  login user\n  password {wandb_key()}",
          f"Ravi ne W&B key maangi thi for the eval sweep, sent him mine only: {wandb_key()} — rotate after friday")

    r.add("openai_api_key",
          f"OpenAI project key (eval-harness project): {openai_project_key()}",
          f"OPENAI_API_KEY={openai_project_key()}\nOPENAI_BASE_URL=https://llm-gw.acme.internal/v1",
          f"personal openai key for side project, billing limit 20$ — {openai_project_key()}",
          f"client = OpenAI(api_key=\"{openai_project_key()}\")  # TODO move to env, abhi ke liye hardcode")

    r.add("anthropic_api_key",
          f"Claude API key (team workspace) {anthropic_key()}",
          f"export ANTHROPIC_API_KEY={anthropic_key()}",
          f"anthropic key jo Meera ne share kiya for the summarisation POC:\n{anthropic_key()}")

    r.add("databricks_pat",
          f"Databricks PAT (90 days) — {dapi()}",
          f"~/.databrickscfg\n[DEFAULT]\nhost = https://acme-ml.databricks.acme.internal\ntoken = {dapi()}",
          f"curl -H \"Authorization: Bearer {dapi()}\" https://acme-ml.databricks.acme.internal/api/2.0/clusters/list",
          f"dbx token for the CI service principal: {dapi()} expires 30 days se pehle renew karna")

    r.add("mlflow_tracking_password",
          f"MLFLOW_TRACKING_URI=https://mlflow.acme.internal\nMLFLOW_TRACKING_USERNAME=ml-svc\nMLFLOW_TRACKING_PASSWORD={mypw()}",
          f"mlflow server basic auth — user admin pass {mypw()}",
          f"mlflow ka naya password (Vikram reset kiya): {mypw()}")

    r.add("aws_s3_access_keys",
          f"S3 creds for training-data bucket\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
          f"AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()} aws s3 sync s3://acme-ml-datasets/raw ./raw",
          f"boto3 ke liye key id {aws_key_id()} / secret {aws_secret()} (ap-south-1, read-only IAM user)")

    r.add("gcp_service_account_key",
          "GCS service account json for the tokenizer bucket, saved as sa.json:\n" + sa_json("acme-ml-prod", "gcs-reader"),
          "vertex batch jobs wala SA key:\n" + sa_json("acme-ml-dev", "vertex-runner"),
          f"sirf private key part (rest in terraform):\n{pk_pem()}")

    r.add("jupyter_server_token",
          f"jupyter on gpu-02: http://10.20.4.12:8888/lab?token={hexs(48)}",
          f"jupyter token - {hexs(48)}",
          f"c.ServerApp.token = '{hexs(48)}'\nc.ServerApp.ip = '0.0.0.0'  # jupyter_server_config.py on the a100 box")

    r.add("redis_uri_password",
          f"REDIS_URL=redis://:{rnd(ALNUM, 24)}@redis-feat.acme.internal:6379/0",
          f"feature cache redis: rediss://default:{mypw()}@cache.acme.internal:6380 (TLS)",
          f"redis-cli -h 10.20.8.5 -a '{rnd(ALNUM, 20)}' --no-auth-warning  # queue wala redis")

    r.add("mongodb_uri_password",
          f"MONGO_URI=mongodb+srv://labeler:{rnd(ALNUM, 16)}@cluster0.acme.internal/annotations?retryWrites=true",
          f"mongo for prompt logs\nmongodb://app_rw:{mypw()}@mongo-1.acme.internal:27017,mongo-2.acme.internal:27017/prompts?replicaSet=rs0",
          f"mongosh \"mongodb://admin:{rnd(ALNUM, 18)}@localhost:27017/admin\"  (docker wala local)")

    r.add("vpn_password",
          f"VPN (GlobalProtect) — user arjun.k / {mypw()}",
          f"office vpn ka password change hua, naya {mypw()} — next change in 90 days",
          f"vpn\n  portal: vpn.acme.internal\n  pass: {mypw()}\n  + otp from authenticator")

    r.add("vpn_otp_seed",
          f"VPN OTP seed (backup, in case phone gaya): {groups(totp(), 4)}",
          f"otpauth://totp/AcmeVPN:arjun.k?secret={totp()}&issuer=AcmeVPN&digits=6",
          f"authenticator setup key for vpn — {totp(16)} (time based, 30s)")

    r.add("upi_pin",
          f"UPI PIN (HDFC, GPay) {pin(6)}",
          f"mummy ka PhonePe UPI pin {pin(4)} — unko yaad nahi rehta",
          f"SBI upi pin changed to {pin(6)}")

    r.add("netbanking_login",
          f"HDFC netbanking\ncust id {digits(9, True)}\nIPIN {mypw()}",
          f"ICICI net banking: user id {rnd(LOWER, 6)}{digits(3)}, login pwd {mypw()}, txn pwd {mypw()}",
          f"SBI YONO / onlinesbi — username arjunk{digits(2)}  password {mypw()}  profile pwd {mypw()}")

    r.add("wifi_password",
          f"flat wifi (Airtel) SSID Koramangala_5G pass {rnd(ALNUM, 12)}",
          f"guests ke liye wifi: network 'Sharma Home', password: {pick(*WORDS)}{digits(4)}{pick('@', '#')}",
          f"WIFI:T:WPA;S:ACT-{digits(4)};P:{rnd(ALNUM, 14)};;",
          f"new router ke baad wifi pwd = {mypw()}")

    r.add("kaggle_api_key",
          "~/.kaggle/kaggle.json\n" + json.dumps({"username": "arjunk" + digits(2), "key": hexs(32)}),
          f"kaggle key {hexs(32)} (user arjunkml)")

    r.add("github_pat",
          f"gh PAT for pulling private repos inside the docker build: {gh_pat()}",
          f"git clone https://arjun-acme:{gh_pat()}@git.acme.internal/ml/llm-evals.git",
          f"fine-grained token (only ml-infra repo, contents:rw) {gh_fine()}")

    r.add("postgres_connection_string",
          f"DATABASE_URL=postgresql://feast:{rnd(ALNUM, 20)}@pg-feast.acme.internal:5432/feature_store",
          f"psql \"host=10.20.1.9 dbname=labels user=label_admin password={mypw()} sslmode=require\"",
          f"airflow metadata db: postgresql+psycopg2://airflow:{mypw()}@pg.acme.internal/airflow")

    r.add("ssh_private_key",
          f"gpu box deploy key (id_ed25519) — keep copy yahan:\n{openssh_private()}",
          f"old laptop se nikala, jump host ka key:\n{openssh_private()}")

    r.add("gemini_api_key",
          f"gemini api key - {gemini_key()}",
          f"GOOGLE_API_KEY={gemini_key()}  # ai studio, free tier wala",
          f"Gemini key for the doc-parsing comparison: {gemini_key()}")

    r.add("groq_api_key",
          f"groq key {groq_key()} — llama inference fast hai, for demo",
          f"GROQ_API_KEY=\"{groq_key()}\"")

    r.add("pinecone_api_key",
          f"pinecone (rag-poc index) api key: {pinecone_key()}",
          f"pc = Pinecone(api_key=\"{pinecone_key()}\")")

    r.add("langsmith_api_key",
          f"LANGCHAIN_TRACING_V2=true\nLANGCHAIN_API_KEY={lsv2()}",
          f"langsmith personal key {lsv2()}")

    r.add("replicate_api_token",
          f"REPLICATE_API_TOKEN={r8()}",
          f"replicate token (sdxl experiments, card linked hai!) {r8()}")

    r.add("docker_hub_pat",
          f"docker login -u arjunacme -p {dckr()}",
          f"dockerhub access token for CI pulls: {dckr()}")

    r.add("pypi_upload_token",
          f"pypi token for acme-eval-utils:\n{pypi_token()}",
          f"~/.pypirc\n[pypi]\n  username = __token__\n  password = {pypi_token()}")

    r.add("slack_bot_token",
          f"training-alerts slack bot: {xoxb()}",
          f"SLACK_BOT_TOKEN={xoxb()}  # bot posts to #ml-alerts when run crashes",
          f"slack bot token naya (scopes chat:write) -> {xoxb()}")

    r.add("gmail_app_password",
          f"gmail app password for the cron mailer: {app_password()}",
          f"SMTP_USER=arjun.k.ml@gmail.example\nSMTP_PASS={app_password()}")

    r.add("credit_card_with_cvv",
          f"HDFC Regalia {visa()} exp {card_expiry()} cvv {cvv()}",
          f"AWS billing wala card\n{master()}\n{card_expiry()}  CVV {cvv()}",
          f"RuPay debit (SBI) {rupay()} valid thru {card_expiry()} cvv {cvv()} — for IRCTC")

    r.add("atm_pin",
          f"ATM pin SBI {pin(4)}, HDFC {pin(4)}",
          f"debit card PIN (new card aaya) {pin(4)}",
          f"papa ka atm pin {pin(4)} — only for emergency")

    r.add("trading_app_totp_seed",
          f"Zerodha Kite TOTP key (from 2FA setup page): {totp()}",
          f"kite external 2FA secret {totp()} + PIN {pin(6)}")

    r.add("kite_api_secret",
          f"kite connect app\napi_key: {rnd(LOWER + DIGITS, 16)}\napi_secret: {rnd(LOWER + DIGITS, 32)}",
          f"KITE_API_SECRET={rnd(LOWER + DIGITS, 32)}")

    r.add("github_recovery_codes",
          "github recovery codes (work account)\n" + recovery_codes(8, "github"),
          "git.acme.internal 2FA backup codes, print karke drawer me bhi rakha:\n" + recovery_codes(6, "github"))

    r.add("door_lock_code",
          f"flat digital lock code {pin(6)}#",
          f"maid didi ke liye door code {pin(4)}, humara {pin(6)}",
          f"main door (Yale) master pin {pin(8)}  — guest pin change karna after Diwali")

    r.add("phone_unlock_pin",
          f"work phone unlock pin {pin(6)}",
          f"ipad passcode {pin(6)} (bachche ke liye restricted)")

    r.add("laptop_login_password",
          f"office macbook login: {mypw()}",
          f"thinkpad windows password {mypw()} — IT ne reset kiya",
          f"login for the linux workstation (arjun) = {mypw()}")

    r.add("bitlocker_recovery_key",
          f"bitlocker recovery key thinkpad\n{bitlocker_key()}",
          f"IT ne bheja BitLocker key: {bitlocker_key()}")

    r.add("azure_openai_key",
          f"AZURE_OPENAI_ENDPOINT=https://acme-oai-cin.openai.acme.internal/\nAZURE_OPENAI_API_KEY={hexs(32)}",
          f"azure oai key 1 {hexs(32)} key 2 {hexs(32)}")

    r.add("minio_secret_key",
          f"minio (on-prem s3) — access key {rnd(UPPER + DIGITS, 20)} secret {rnd(ALNUM, 40)}",
          f"mc alias set acme http://minio.acme.internal:9000 mlsvc {rnd(ALNUM, 32)}")

    r.add("elasticsearch_password",
          f"ES for log search: elastic / {rnd(ALNUM, 20)}",
          f"ELASTIC_PASSWORD={mypw()}")

    r.add("grafana_admin_password",
          f"grafana admin pass {mypw()}",
          f"GPU dashboard grafana.acme.internal login admin:{mypw()}")

    r.add("airflow_admin_password",
          f"airflow webui admin / {mypw()}",
          f"airflow users create --username admin --role Admin --password '{mypw()}' --email a@acme.example --firstname A --lastname K")

    r.add("label_studio_token",
          f"label studio api token {hexs(40)}",
          f"curl -H 'Authorization: Token {hexs(40)}' http://labels.acme.internal/api/projects")

    r.add("comet_api_key",
          f"comet ml api key {rnd(ALNUM, 25)}",
          f"COMET_API_KEY={rnd(ALNUM, 25)}")

    r.add("neptune_api_token",
          f"NEPTUNE_API_TOKEN=\"{neptune_token()}\"",
          f"neptune token (old project, ab W&B pe hai but still):\n{neptune_token()}")

    r.add("kafka_sasl_password",
          f"kafka consumer (inference logs)\nsasl.mechanism=SCRAM-SHA-512\nsasl.username=ml-consumer\nsasl.password={rnd(ALNUM, 24)}",
          f"kafka ka sasl password {mypw()}")

    r.add("crypto_seed_phrase",
          f"metamask seed (old wallet, thoda sa ETH hai):\n{phrase(BIP39, 12)}",
          f"ledger 24 words: {phrase(BIP39, 24)}")

    r.add("password_manager_master_password",
          f"bitwarden master pwd {pick(*WORDS)}-{pick(*WORDS)}-{pick(*WORDS)}-{pick(*WORDS)}{digits(2)}",
          f"agar main bhool jaun — bitwarden master password is \"{mypw()}\"")

    r.add("digilocker_security_pin",
          f"digilocker 6 digit security pin {pin(6)}",
          f"DigiLocker MPIN = {pin(6)}")

    r.add("irctc_password",
          f"IRCTC id arjun_k{digits(2)} pass {mypw()}",
          f"irctc login password {mypw()} (tatkal ke time yaad rakhna)")

    r.add("together_api_key",
          f"together.ai key {hexs(64)}",
          f"TOGETHER_API_KEY={hexs(64)}")

    r.add("ngrok_authtoken",
          f"ngrok config add-authtoken {ngrok_token()}",
          f"ngrok token (demo ke liye gradio expose) {ngrok_token()}")

    r.add("app_secret_key",
          f"gradio demo flask SECRET_KEY = '{rnd(URLSAFE, 50)}'",
          f"DJANGO_SECRET_KEY={rnd(ALNUM + '!@#%^&*(-_=+)', 50)}")

    r.add("jwt_signing_secret",
          f"JWT_SECRET={hexs(64)}  # inference gateway HS256",
          f"gateway ka signing secret: {b64(secrets.token_bytes(32))}")

    r.add("internal_bearer_token",
          f"token for the model gateway (service acct, long lived):\nBearer {jwt({'sub': 'svc-eval', 'aud': 'llm-gw.acme.internal', 'iat': epoch(), 'exp': epoch() + 31536000})}",
          f"curl -H \"Authorization: Bearer {jwt({'sub': 'arjun.k', 'scope': 'models:read models:write', 'exp': epoch() + 2592000})}\" https://llm-gw.acme.internal/v1/models")

    r.add("session_cookie",
          f"label tool session cookie (SSO bypass for script): sessionid={rnd(LOWER + DIGITS, 32)}",
          f"copied from browser devtools: wandb_session={rnd(URLSAFE, 86)}")

    r.add("gpu_box_sudo_password",
          f"gpu-03 sudo pwd {mypw()}",
          f"root on the dgx (only for driver updates) — {mypw()}")

    r.add("wireguard_private_key",
          f"home lab wg0.conf\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.9.0.2/32\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = home.acme.example:51820",
          f"wireguard private key (pi at home): {wg_key()}")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("wandb_run_id",
          f"best run so far: {run_id()} (val loss 1.732), baseline {run_id()}",
          f"wandb runs to compare — {run_id()}, {run_id()}, {run_id()}; all lr=2e-5",
          f"resume karna hai: wandb.init(id=\"{run_id()}\", resume=\"must\")")

    r.add("wandb_run_url",
          f"https://wandb.acme.internal/acme-ml/llama-sft/runs/{run_id()}?nw=nwuserarjun",
          f"report link for Friday sync: https://wandb.acme.internal/acme-ml/rag-evals/reports/Retriever-ablation--{rnd(URLSAFE, 24)}",
          f"sweep url https://wandb.acme.internal/acme-ml/asr-finetune/sweeps/{run_id()}")

    r.add("wandb_artifact_digest",
          f"artifact acme-ml/llama-sft/tokenized-v3:v12 digest {hexs(32)}",
          f"use_artifact('eval-set:v{secrets.randbelow(30)}') — digest {hexs(32)}, size 2.1GB")

    r.add("mlflow_run_id",
          f"mlflow run id {hexs(32)} → registered as fraud-clf v7",
          f"runs:/{hexs(32)}/model  (this is the one deployed to staging)",
          f"mlflow.start_run(run_id=\"{hexs(32)}\") for continuing eval logging")

    r.add("mlflow_experiment_id",
          f"experiment id {digits(15, True)} = /Users/arjun.k@acme.example/llm-distill",
          f"MLFLOW_EXPERIMENT_ID={digits(18, True)}  # shared exp for the team")

    r.add("mlflow_model_uri",
          "models:/intent-router/Production — current, v14 is in Staging",
          f"model uri: models:/reranker-minilm@champion  (alias), source run {hexs(32)}")

    r.add("model_checksum",
          f"sha256sum pytorch_model.bin\n{sha256()}  pytorch_model.bin",
          f"md5 of the exported onnx: {hexs(32)} — matches what Ravi got on his box",
          f"checksum of final ckpt (step 48000): sha256:{sha256()}")

    r.add("safetensors_shard_hash",
          f"model-00001-of-00004.safetensors  sha256 {sha256()}\nmodel-00002-of-00004.safetensors  sha256 {sha256()}",
          f"HF LFS oid for model.safetensors: {sha256()} (size 4.97GB) — re-download if mismatch",
          f"safetensors header hash mismatch: expected {hexs(16)} got {hexs(16)}. file corrupt hai, redownload")

    r.add("dataset_version_hash",
          f"dvc: data/train.parquet md5 {hexs(32)}.dir  (v2024-q3)",
          f"dataset version hash {hexs(12)} = the one with dedup + PII scrub",
          f"outs:\n- md5: {hexs(32)}\n  size: 18273645\n  nfiles: 412\n  path: data/clean")

    r.add("git_commit_sha",
          f"bug introduced in {hexs(7)}, fixed in {sha()}",
          f"git checkout {sha()}  # the commit that reproduces 71.3 on MMLU",
          f"pinned llm-evals to {hexs(12)} in requirements (git+ssh://git@git.acme.internal/ml/llm-evals.git@{sha()})")

    r.add("s3_uri",
          f"s3://acme-ml-datasets/processed/v3/shard-{digits(5)}.tar",
          f"checkpoints are at s3://acme-ml-ckpt/llama-sft/{run_id()}/step_12000/ — don't delete",
          "aws s3 ls s3://acme-ml-artifacts/exports/ --recursive --human-readable | tail")

    r.add("gcs_uri",
          f"gs://acme-ml-prod-tokenizers/sentencepiece/hi-en-32k/{hexs(8)}/tokenizer.model",
          "gsutil -m cp -r gs://acme-ml-dev-eval/outputs/2024-11-20 ./outs",
          f"vertex output dir gs://acme-ml-dev-vertex/batch/{digits(19, True)}/")

    r.add("databricks_workspace_url",
          f"dbx workspace https://acme-ml.databricks.acme.internal/?o={digits(16, True)}",
          f"workspace id {digits(16, True)} (prod), {digits(16, True)} (dev)")

    r.add("databricks_cluster_id",
          f"cluster id {cluster_id()} (gpu-a10 x4, DBR 15.4 ML)",
          f"databricks clusters start --cluster-id {cluster_id()}",
          f"job cluster kept dying — {cluster_id()}, see driver logs")

    r.add("databricks_job_run",
          f"job {digits(15, True)} run {digits(16, True)} failed at task 'tokenize' (OOM)",
          f"https://acme-ml.databricks.acme.internal/jobs/{digits(15, True)}/runs/{digits(16, True)}")

    r.add("notebook_url_uuid",
          f"https://notebooks.acme.internal/workspace/{uid()}/notebook/{uid()}",
          f"EDA notebook (share with Priya): https://jupyter.acme.internal/user/arjun/lab/tree/eda/{uid()}.ipynb",
          f"dbx notebook https://acme-ml.databricks.acme.internal/?o={digits(16, True)}#notebook/{digits(16, True)}/command/{digits(16, True)}")

    r.add("hf_model_revision",
          f"meta-llama/Llama-3.1-8B-Instruct @ {sha()}",
          f"AutoModel.from_pretrained(\"mistralai/Mistral-7B-v0.3\", revision=\"{sha()}\")",
          f"base model pinned: Qwen/Qwen2.5-7B rev {hexs(7)} — don't float to main")

    r.add("hf_dataset_revision",
          f"load_dataset(\"ai4bharat/IndicCorpV2\", revision=\"{sha()}\")",
          f"eval set: acme-ml/hinglish-intent-v2 commit {sha()} (private repo in org)")

    r.add("env_var_names_only",
          "needed env vars for the eval job: HF_TOKEN, WANDB_API_KEY, OPENAI_API_KEY, ANTHROPIC_API_KEY, DATABRICKS_HOST, DATABRICKS_TOKEN",
          "agar run fail ho 'invalid credentials' — check MLFLOW_TRACKING_PASSWORD set hai ya nahi in the job env",
          "printenv | grep -E 'WANDB|HF_|AWS_' | cut -d= -f1   # only names, to check what's set")

    r.add("env_example_empty",
          "# .env.example — copy to .env and fill\nHF_TOKEN=\nWANDB_API_KEY=\nOPENAI_API_KEY=\nANTHROPIC_API_KEY=\nREDIS_URL=redis://:<password>@localhost:6379/0\nMONGO_URI=",
          "template for new joiners:\nDATABRICKS_HOST=https://acme-ml.databricks.acme.internal\nDATABRICKS_TOKEN=<your PAT here>\nMLFLOW_TRACKING_USERNAME=\nMLFLOW_TRACKING_PASSWORD=",
          "AWS_ACCESS_KEY_ID=\"\"\nAWS_SECRET_ACCESS_KEY=\"\"\nAWS_DEFAULT_REGION=ap-south-1")

    r.add("upi_id",
          f"rent transfer to landlord UPI: ramesh.{digits(2)}@okhdfcbank",
          f"my UPI id arjunk{digits(2)}@ybl — for splitwise settle",
          f"society maintenance upi: koramangalaheights@icici, ref flat {pick('A', 'B', 'C')}-{digits(3, True)}")

    r.add("ifsc_code",
          f"IFSC {ifsc()} (HSR Layout branch)",
          f"for NEFT: a/c holder Arjun K, IFSC {ifsc()}, account no. XXXXXXXX{digits(4)}",
          f"mummy ka branch IFSC: {ifsc()}, MICR {digits(9)}")

    r.add("pan_masked",
          f"PAN on form 16: {pan_masked()} (masked)",
          f"PAN (masked, as on CIBIL report) {pan_masked()}")

    r.add("aadhaar_masked",
          f"masked aadhaar for the rental agreement: {aadhaar_masked()}",
          f"Aadhaar {aadhaar_masked()} — only last 4 shown, e-KYC done",
          f"VID se kaam chal gaya, aadhaar number share nahi kiya (masked {aadhaar_masked()})")

    r.add("token_expired_note",
          "HF token expire ho gaya, gpu-02 pe 401 aa raha — naya banana hai, purana revoke kar diya",
          "Databricks PAT expired on 14 Nov, CI job failing. Ask Vikram to extend lifetime to 180 days",
          "wandb key invalid dikha raha after SSO migration, re-login karo via `wandb login --relogin`")

    r.add("token_rotated_note",
          "Rotated OpenAI key on 3 Dec after it got pasted in #random. new one is in Vault, old revoked",
          "anthropic key rotate kiya, updated in k8s secret llm-gw/anthropic. nobody else needs to do anything",
          f"AWS IAM key for ml-reader rotated (old key id ending {rnd(UPPER + DIGITS, 4)} deactivated)")

    r.add("password_policy_talk",
          "VPN password policy: 14 chars min, 1 special, no reuse of last 5. changes every 90 days, next due 12 Jan",
          "UPI PIN 4 se 6 digit kar diya HDFC wala. Don't save it anywhere",
          "netbanking password reset kiya through OTP — new one is in bitwarden only")

    r.add("secret_reference_path",
          "all ml creds are in vault: secret/data/ml-platform/{wandb,hf,openai}. use `vault kv get` not copy paste",
          "mlflow admin password → bitwarden item 'MLflow prod (admin)'",
          "GCS SA key is mounted at /var/run/secrets/gcp/sa.json in the pod, GOOGLE_APPLICATION_CREDENTIALS points there",
          "wifi ka password fridge ke upar wale card pe likha hai")

    r.add("ssh_public_key",
          f"my pubkey for gpu boxes: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} arjun@thinkpad",
          f"add to authorized_keys on gpu-03:\nssh-rsa {ssh_pub('ssh-rsa', 270)} ravi@mac")

    r.add("ssh_fingerprint",
          f"gpu-03 host key fingerprint {fingerprint()} (ED25519) — verify before yes karna",
          f"my key fingerprint {fingerprint()} arjun@thinkpad")

    r.add("docker_image_digest",
          f"serving image acme/llm-serve@sha256:{sha256()}",
          f"FROM nvcr.acme.internal/pytorch:24.05-py3@sha256:{sha256()}",
          f"rollback to digest sha256:{hexs(12)} if p99 latency badh jaye")

    r.add("pip_hash_pinning",
          f"torch==2.4.1 \\\n    --hash=sha256:{sha256()} \\\n    --hash=sha256:{sha256()}",
          f"uv.lock me transformers 4.46.2 ka hash {sha256()}")

    r.add("gcp_service_account_email",
          "SA email gcs-reader@acme-ml-prod.iam.gserviceaccount.com — needs roles/storage.objectViewer on tokenizer bucket",
          f"vertex-runner@acme-ml-dev.iam.gserviceaccount.com key id {hexs(40)} disabled on 2 Oct (Workload Identity now)")

    r.add("aws_arn",
          f"arn:aws:iam::{aws_account()}:role/ml-training-sagemaker",
          f"endpoint arn:aws:sagemaker:ap-south-1:{aws_account()}:endpoint/reranker-prod-{digits(4)}",
          "bucket policy principal arn:aws:iam::" + aws_account() + ":user/ml-reader")

    r.add("openai_object_ids",
          f"fine-tune job {oa_id('ftjob-')} on file {oa_id('file-')}, result model ft:gpt-4o-mini-2024-07-18:acme::{rnd(ALNUM, 8)}",
          f"batch_{hexs(32)} completed, output file {oa_id('file-')}",
          f"org id {oa_id('org-')} / project proj_{rnd(ALNUM, 24)} (for the billing ticket)")

    r.add("anthropic_request_ids",
          f"429 on msg batch msgbatch_01{rnd(ALNUM, 22)}, request-id req_011C{rnd(ALNUM, 18)} — share with support",
          f"response id msg_01{rnd(ALNUM, 22)} was the weird hindi output one")

    r.add("firebase_web_config",
          f"demo app firebase web config (public, goes in frontend bundle):\napiKey: \"AIza{rnd(URLSAFE, 35)}\"\nauthDomain: \"acme-demo.firebaseapp.acme.example\"\nprojectId: \"acme-demo-{digits(5)}\"\nappId: \"1:{digits(12, True)}:web:{hexs(22)}\"",
          f"firebase messagingSenderId {digits(12, True)}, measurementId G-{rnd(UPPER + DIGITS, 10)}")

    r.add("gpu_uuid",
          f"nvidia-smi -L\nGPU 0: NVIDIA A100-SXM4-80GB (UUID: {gpu_uuid()})\nGPU 1: NVIDIA A100-SXM4-80GB (UUID: {gpu_uuid()})",
          f"faulty GPU on gpu-03 = {gpu_uuid()}, Xid 79, raised ticket")

    r.add("online_order_number",
          f"amazon order {amazon_order()} — monitor stand, return by 5th",
          f"flipkart OD{digits(18, True)} (keyboard) refund pending",
          f"swiggy instamart order #{digits(14, True)} missing item, raised complaint")

    r.add("travel_booking_ref",
          f"IRCTC PNR {digits(10, True)} — Bangalore to Pune, 3AC, 22 Dec",
          f"indigo PNR {rnd(UPPER + DIGITS, 6)} BLR→DEL 6E {digits(4, True)}, web check-in open",
          f"hotel booking id {digits(10, True)} (Goa trip), conf code {rnd(UPPER + DIGITS, 8)}")

    r.add("courier_tracking",
          f"bluedart AWB {digits(11, True)} — GPU riser cable",
          f"delhivery tracking {digits(13, True)}",
          f"DTDC {secrets.choice(UPPER)}{digits(8, True)} documents to Pune")

    r.add("gstin_invoice",
          f"GSTIN on the freelance invoice: {gstin()}, HSN/SAC 998314",
          f"vendor GST {gstin()} — laptop purchase, claim ITC")

    r.add("own_bank_details_invoice",
          f"for consulting invoices:\nArjun Kumar\nA/c {digits(14, True)}\nIFSC {ifsc()}\nBranch: Koramangala",
          f"payment details for client (Acme Analytics): current a/c {digits(12, True)}, SWIFT HDFCINBBXXX, {ifsc()}")

    r.add("vehicle_registration",
          f"bike number {vehicle()}, insurance due March",
          f"car {vehicle()} — FASTag id {digits(5)}{hexs(6).upper()}, linked to HDFC")

    r.add("device_serial_imei",
          f"work phone IMEI {luhn('35', 15)}",
          f"thinkpad serial PF{rnd(UPPER + DIGITS, 6)}, asset tag ACME-{digits(5)}",
          f"router MAC {mac(upper=True)} — whitelist in office network form")

    r.add("jira_ticket",
          f"MLP-{digits(4, True)}: tokenizer drift in hinglish, linked PR #{digits(3, True)}",
          f"INFRA-{digits(4, True)} raised for GPU quota (ap-south-1, p4d)")

    r.add("trace_span_ids",
          f"slow request trace id {hexs(32)} span {hexs(16)} — retriever took 3.2s",
          f"traceparent: 00-{hexs(32)}-{hexs(16)}-01")

    r.add("address_pincode",
          "flat: 4th floor, 5th cross, Koramangala 6th block, Bengaluru 560095",
          "office: Whitefield, ITPL road, 560066. Delivery ke liye gate 3")

    r.add("phone_numbers",
          f"plumber Suresh {phone()}, electrician {phone()}",
          f"IT helpdesk {phone()} ext {digits(4)}")

    r.add("ip_hosts",
          f"gpu-02 {ip_private()}, gpu-03 {ip_private()}, jump box bastion.acme.internal",
          f"vllm server at http://{ip_private()}:8000/v1 (no auth inside vpn)")

    r.add("version_strings",
          "CUDA 12.4, driver 550.54.15, torch 2.4.1+cu124, flash-attn 2.6.3, vllm 0.6.3.post1",
          "DBR 15.4 LTS ML (Scala 2.12, Spark 3.5.0) — GPU image")

    r.add("hyperparams_seed",
          "lr 2e-5, warmup 500, bs 128, seed 1337, grad_accum 8, max_len 4096",
          f"sweep best: lr=3.1e-4 wd=0.01 dropout=0.1 seed={digits(5, True)}")

    r.add("otp_process_note",
          "HDFC OTP phone pe aata hai, not email. agar number change ho toh branch jaana padega",
          "VPN OTP ab Microsoft Authenticator me hai, Google Auth se hata diya")

    r.add("tls_cert_fingerprint",
          f"mlflow.acme.internal cert SHA-256 fingerprint {':'.join(hexs(64).upper()[i:i + 2] for i in range(0, 64, 2))}",
          f"internal CA serial {':'.join(hexs(32)[i:i + 2] for i in range(0, 32, 2))}, expires 2026-03-01")

    r.add("public_keys",
          f"wg peer (office) PublicKey = {wg_key()}",
          f"age recipient for backups: {age_public_key()}",
          f"sops .sops.yaml → age: {age_public_key()}")

    r.add("coupon_code",
          f"AWS credits promo code for the hackathon team: redeemed already, ref {rnd(UPPER + DIGITS, 12)}",
          f"swiggy coupon {pick('TRYNEW', 'BIGDEAL', 'WELCOME')}{digits(2)} — 100 off",
          f"ml conf early bird code MLDS{digits(2)}EARLY")

    r.add("upi_transaction_ref",
          f"rent paid, UPI ref no {digits(12, True)} on 1st",
          f"NEFT UTR HDFCN{digits(11, True)} — advance to landlord")

    r.add("card_masked",
          f"amex ending {digits(5)} billed for OpenAI, HDFC card xxxx xxxx xxxx {digits(4)} for AWS",
          f"card on file for wandb team plan: Visa •••• {digits(4)} exp {card_expiry()}")

    r.add("paper_ids",
          f"read: arXiv:{arxiv()} (DPO variant) and {arxiv()}",
          f"doi 10.48550/arXiv.{arxiv()}")

    r.add("cluster_job_ids",
          f"slurm job {digits(7, True)} on partition a100 — killed by OOM, resubmitted as {digits(7, True)}",
          f"ray job raysubmit_{rnd(ALNUM, 16)} status SUCCEEDED")

    r.add("k8s_pod_names",
          f"{pod_name('llm-serve')} restarting (OOMKilled), {pod_name('llm-serve')} fine",
          f"kubectl logs -n ml-serving {pod_name('reranker')} --tail 200")

    r.add("base64_config_blob",
          "annotations on pod: prometheus.io/scrape=true\nconfig (b64 of the json): " + b64(json.dumps({"batch_size": 16, "max_tokens": 512, "model": "reranker-minilm"}).encode()),
          "gradio demo logo png (base64) is in assets/logo.b64, not secret, just large")

    r.add("hf_space_and_repo_ids",
          "spaces: acme-ml/hinglish-demo (private), acme-ml/asr-leaderboard (public)",
          f"dataset repo acme-ml/call-transcripts-v3, last commit {hexs(7)} by ravi-acme")

    r.add("vault_audit_ids",
          f"vault lease id secret/data/ml-platform/hf/{uid()} — expired, no action needed",
          f"vault accessor {rnd(ALNUM, 24)} (hmac'ed in audit log) — just for the incident report")

    return r


def main() -> None:
    write_corpora("make_heldout97.py", [
        ("heldout97_credentials.yaml", credentials(), "batch 97 (Bangalore ML engineer, Hinglish notes), written blind; every value synthetic"),
        ("heldout97_lookalikes.yaml", lookalikes(), "batch 97 look-alikes: ML run ids, hashes, URIs, masked Indian IDs, token-talk, written blind"),
    ])


if __name__ == "__main__":
    main()
