# ruff: noqa: E501
"""Writes heldout220_credentials.yaml and heldout220_lookalikes.yaml: held-out batch 220.

Persona: an ML engineer in San Francisco, writing English, who keeps notes on the keys and
tokens of a day's work: Hugging Face write tokens, a Weights & Biases API key, OpenAI and
Anthropic API keys, a Replicate API token, a Modal token id and secret, AWS keys for
SageMaker, a Pinecone API key, a Cohere key, a Kaggle API key in kaggle.json and a Jupyter
server token in a URL. The look-alikes are the identifiers around that work: model ids and
repo names, dataset revision hashes, Hugging Face commit SHAs, W&B run ids, run paths and
sweep ids, Pinecone index hosts, safetensors and checkpoint SHA-256 hashes, OpenAI file,
batch and fine-tune job ids, Modal app ids, experiment ids, CUDA device UUIDs, Kaggle
usernames and notebook URLs without a token.

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
    aws_key_id,
    aws_secret,
    b64,
    groups,
    hexs,
    openai_project_key,
    openssh_private,
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

LETTERS = LOWER + UPPER


def hf_token() -> str:
    return "hf_" + rnd(LETTERS, 34)


def replicate_token() -> str:
    return "r8_" + rnd(ALNUM, 37)


def modal_id() -> str:
    return "ak-" + rnd(ALNUM, 22)


def modal_secret() -> str:
    return "as-" + rnd(ALNUM, 22)


def pinecone_key() -> str:
    return f"pcsk_{rnd(ALNUM, 6)}_{rnd(ALNUM, 63)}"


def cohere_key() -> str:
    return rnd(ALNUM, 40)


def openai_legacy_key() -> str:
    return f"sk-{rnd(ALNUM, 20)}T3BlbkFJ{rnd(ALNUM, 20)}"


def openai_svcacct_key() -> str:
    return f"sk-svcacct-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}"


def anthropic_admin_key() -> str:
    return f"sk-ant-admin01-{rnd(URLSAFE, 93)}AA"


def aws_session_token() -> str:
    return "IQoJb3JpZ2luX2VjE" + rnd(B64, 340)


def github_pat() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def github_fine_grained() -> str:
    return f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}"


def groq_key() -> str:
    return "gsk_" + rnd(ALNUM, 52)


def gemini_key() -> str:
    return "AIza" + rnd(URLSAFE, 35)


def langsmith_key(kind: str = "pt") -> str:
    return f"lsv2_{kind}_{hexs(32)}_{hexs(10)}"


def docker_pat() -> str:
    return "dckr_pat_" + rnd(URLSAFE, 27)


def slack_bot() -> str:
    return f"xoxb-{rnd(DIGITS, 12)}-{rnd(DIGITS, 13)}-{rnd(ALNUM, 24)}"


def neptune_token() -> str:
    return b64(json.dumps({"api_address": "https://app.neptune.ai", "api_url": "https://app.neptune.ai", "api_key": uid()}).encode())


def wandb_run_id() -> str:
    return rnd(LOWER + DIGITS, 8)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "huggingface_write_token",
        f"HF write token for pushing checkpoints to the acme-research org: {hf_token()}",
        f"new hf token (write scope, named 'ckpt-pusher'): {hf_token()} — old one revoked",
        f"huggingface-cli login --token {hf_token()} --add-to-git-credential",
        f"remember: HF_TOKEN={hf_token()} on the training box, it's the write one not the read one",
        f"hf tokn for the llama finetune uploads {hf_token()}",
        f"HF fine-grained token (write to acme-research/*, read gated repos)\n{hf_token()}",
    )
    r.add(
        "huggingface_read_token",
        f"read-only HF token for the inference containers: {hf_token()}",
        f"gated model access token (Llama, Gemma) -> {hf_token()}",
        f"eval runners use this hf read token {hf_token()}, rotate after the offsite",
        f"from huggingface_hub import login\nlogin(token=\"{hf_token()}\")",
    )
    r.add(
        "wandb_api_key",
        f"W&B API key: {wandb_key()}",
        f"wandb login {wandb_key()}",
        f"WANDB_API_KEY={wandb_key()}  # team acme-ml, my personal key",
        f"wandb key for the shared service account (sweeps agent) = {wandb_key()}",
        f"weights and biases key, copy from here next time instead of digging through settings: {wandb_key()}",
        f"os.environ[\"WANDB_API_KEY\"] = \"{wandb_key()}\"  # TODO move to modal secret",
    )
    r.add(
        "wandb_netrc_entry",
        f"~/.netrc on the new H100 node:\nmachine api.wandb.ai\n  login user\n  password {wandb_key()}",
        f"machine api.wandb.ai login user password {wandb_key()}",
        f"netrc line for wandb (self-hosted): machine wandb.acme.internal login user password local-{wandb_key()}",
    )
    r.add(
        "openai_api_key",
        f"OpenAI project key (evals project): {openai_project_key()}",
        f"export OPENAI_API_KEY={openai_project_key()}",
        f"openai key for the batch jobs → {openai_svcacct_key()} (service account, no user attached)",
        f"old personal openai key still works for the notebook: {openai_legacy_key()}",
        f"OPENAI_API_KEY=\"{openai_project_key()}\"\nOPENAI_ORG_ID=org-{rnd(ALNUM, 24)}",
        f"openai api kye for distillation data gen {openai_project_key()} budget cap $500/mo",
    )
    r.add(
        "anthropic_api_key",
        f"Anthropic key for the eval harness: {anthropic_key()}",
        f"export ANTHROPIC_API_KEY={anthropic_key()}",
        f"claude api key (workspace: red-team) {anthropic_key()}",
        f"client = anthropic.Anthropic(api_key=\"{anthropic_key()}\")",
        f"anthropic ADMIN key, only for usage reports, do not put in any container: {anthropic_admin_key()}",
    )
    r.add(
        "replicate_api_token",
        f"Replicate token: {replicate_token()}",
        f"REPLICATE_API_TOKEN={replicate_token()}",
        f"replicate api token for the sdxl demo page {replicate_token()}",
        f"curl -s -H \"Authorization: Bearer {replicate_token()}\" https://api.replicate.com/v1/predictions",
        f"replicate (acme org billing) token - {replicate_token()}",
        f"export REPLICATE_API_TOKEN={replicate_token()}  # personal acct",
    )
    r.add(
        "modal_token_pair",
        f"modal token set --token-id {modal_id()} --token-secret {modal_secret()}",
        f"Modal creds\ntoken id: {modal_id()}\ntoken secret: {modal_secret()}",
        f"MODAL_TOKEN_ID={modal_id()}\nMODAL_TOKEN_SECRET={modal_secret()}",
        f"~/.modal.toml\n[acme-ml]\ntoken_id = \"{modal_id()}\"\ntoken_secret = \"{modal_secret()}\"\nactive = true",
        f"modal CI token for github actions: id {modal_id()} / secret {modal_secret()}",
    )
    r.add(
        "aws_access_keys_sagemaker",
        f"SageMaker IAM user keys (sagemaker-train-bot)\nAccess key ID: {aws_key_id()}\nSecret access key: {aws_secret()}",
        f"aws configure --profile sagemaker → {aws_key_id()} / {aws_secret()} / us-west-2",
        f"[sagemaker]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = us-west-2",
        f"AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()} python launch_training_job.py",
        f"keys for the s3 bucket w/ the pretraining shards: {aws_key_id()} {aws_secret()}",
        f"sagemaker bot key id {aws_key_id()}\nsecret {aws_secret()}",
    )
    r.add(
        "aws_session_credentials",
        f"temp creds from sso (expire 6pm):\nexport AWS_ACCESS_KEY_ID=ASIA{rnd(UPPER + DIGITS, 16)}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}\nexport AWS_SESSION_TOKEN={aws_session_token()}",
        f"assume-role output for the sagemaker-exec role: AccessKeyId ASIA{rnd(UPPER + DIGITS, 16)}, SecretAccessKey {aws_secret()}, SessionToken {aws_session_token()}",
        f"aws_session_token = {aws_session_token()}\naws_secret_access_key = {aws_secret()}\naws_access_key_id = ASIA{rnd(UPPER + DIGITS, 16)}",
        f"{{\"Credentials\": {{\"AccessKeyId\": \"ASIA{rnd(UPPER + DIGITS, 16)}\", \"SecretAccessKey\": \"{aws_secret()}\", \"SessionToken\": \"{aws_session_token()}\"}}}}",
    )
    r.add(
        "pinecone_api_key",
        f"Pinecone API key (rag-prod project): {pinecone_key()}",
        f"PINECONE_API_KEY={pinecone_key()}",
        f"pc = Pinecone(api_key=\"{pinecone_key()}\")",
        f"pinecone key for the starter project, legacy format: {uid()}",
        f"new pinecone key after the rotation {pinecone_key()} (old one deleted in console)",
        f"pinecone api key for staging\n{pinecone_key()}\nindex rag-stg, namespace support-kb",
    )
    r.add(
        "cohere_api_key",
        f"Cohere API key (rerank trial): {cohere_key()}",
        f"COHERE_API_KEY={cohere_key()}",
        f"co = cohere.ClientV2(\"{cohere_key()}\")",
        f"cohere production key for embed-v3 → {cohere_key()}",
        f"cohere trial key, 1000 calls/month: {cohere_key()}",
    )
    r.add(
        "kaggle_json",
        f"kaggle.json:\n{{\"username\":\"acmemlsf\",\"key\":\"{hexs(32)}\"}}",
        f"put this in ~/.kaggle/kaggle.json and chmod 600\n{{\"username\": \"quietgradient\", \"key\": \"{hexs(32)}\"}}",
        f"KAGGLE_USERNAME=quietgradient KAGGLE_KEY={hexs(32)}",
        f"kaggle api key {hexs(32)} (user quietgradient)",
        f"echo '{{\"username\":\"quietgradient\",\"key\":\"{hexs(32)}\"}}' > ~/.kaggle/kaggle.json",
        f"Kaggle → Settings → Create New Token gave me: {{\"username\":\"quietgradient\",\"key\":\"{hexs(32)}\"}}",
    )
    r.add(
        "jupyter_token_url",
        f"jupyter on the gpu box: http://gpu-box-3.acme.internal:8888/lab?token={hexs(48)}",
        f"http://127.0.0.1:8888/tree?token={hexs(48)}  (ssh -L 8888:localhost:8888 first)",
        f"notebook server url w/ token for Priya to join: https://jupyter.acme.internal/user/mlsf/lab?token={hexs(48)}",
        f"jupyter token {hexs(48)}",
        f"c.ServerApp.token = '{hexs(48)}'",
        "    Or copy and paste one of these URLs:\n        http://localhost:8888/lab?token={0}\n        http://127.0.0.1:8888/lab?token={0}".format(hexs(48)),
    )
    r.add(
        "groq_api_key",
        f"Groq key for the latency comparison: {groq_key()}",
        f"GROQ_API_KEY={groq_key()}",
        f"groq free tier key {groq_key()}",
        f"groq: {groq_key()} (personal, not the team one)",
    )
    r.add(
        "gemini_api_key",
        f"Gemini API key (AI Studio): {gemini_key()}",
        f"GOOGLE_API_KEY={gemini_key()}",
        f"genai.configure(api_key=\"{gemini_key()}\")",
        f"gemini key for the multimodal eval, restricted to generativelanguage api: {gemini_key()}",
    )
    r.add(
        "langsmith_api_key",
        f"LangSmith personal key: {langsmith_key()}",
        f"LANGCHAIN_API_KEY={langsmith_key('sk')}\nLANGCHAIN_TRACING_V2=true\nLANGCHAIN_PROJECT=rag-evals",
        f"langsmith service key for the tracing sidecar {langsmith_key('sk')}",
        f"langsmith pat → {langsmith_key()}",
    )
    r.add(
        "together_api_key",
        f"Together AI key: {hexs(64)}",
        f"TOGETHER_API_KEY={hexs(64)}",
        f"together.ai key for the mixtral baseline runs → {hexs(64)}",
        f"client = Together(api_key=\"{hexs(64)}\")",
    )
    r.add(
        "mistral_api_key",
        f"Mistral La Plateforme key: {rnd(ALNUM, 32)}",
        f"MISTRAL_API_KEY={rnd(ALNUM, 32)}",
        f"mistral key for codestral autocomplete in vscode: {rnd(ALNUM, 32)}",
        f"mistral api key (eval workspace) {rnd(ALNUM, 32)} — limit 5 req/s",
    )
    r.add(
        "github_personal_access_token",
        f"GitHub PAT (classic, repo + workflow) for the training repo: {github_pat()}",
        f"fine-grained PAT, acme-research/llm-train only, expires in 90d: {github_fine_grained()}",
        f"git clone https://mlsf:{github_pat()}@github.com/acme-research/eval-harness.git",
        f"gh auth login --with-token <<< {github_pat()}",
        f"GH_TOKEN={github_pat()}  # for the release workflow on my fork",
    )
    r.add(
        "docker_hub_token",
        f"docker login -u acmemlsf -p {docker_pat()}",
        f"Docker Hub access token (read/write, for pushing the vllm images): {docker_pat()}",
        f"dockerhub pat {docker_pat()} user acmemlsf",
        f"echo {docker_pat()} | docker login --username acmemlsf --password-stdin",
    )
    r.add(
        "postgres_connection_string",
        f"feature store db: postgresql://mlops:{pw()}@pg-features.acme.internal:5432/features",
        f"DATABASE_URL=postgres://labeler:{pw()}@labeling-db.acme.internal:5432/annotations?sslmode=require",
        f"psql \"host=pg-eval.acme.internal dbname=evals user=eval_rw password={pw()}\"",
        f"optuna storage url: postgresql+psycopg2://optuna:{pw()}@optuna-db.acme.internal/optuna",
        f"label studio db → host labeling-db.acme.internal, user ls_app, pass {pw()}, db labelstudio",
    )
    r.add(
        "redis_url_with_password",
        f"REDIS_URL=redis://default:{pw()}@redis-cache.acme.internal:6379/0",
        f"celery broker for the eval queue: rediss://:{rnd(ALNUM, 32)}@queue.acme.internal:6380/1",
        f"redis-cli -h kv.acme.internal -a '{pw()}' --no-auth-warning",
        f"vllm prefix cache redis pw: {pw()}",
    )
    r.add(
        "mlflow_tracking_credentials",
        f"MLFLOW_TRACKING_URI=https://mlflow.acme.internal\nMLFLOW_TRACKING_USERNAME=mlsf\nMLFLOW_TRACKING_PASSWORD={pw()}",
        f"mlflow ui login: admin / {pw()}",
        f"mlflow server basic auth for the CI bot -> ci-bot:{pw()}",
        f"mlflow.acme.internal creds: user mlsf pass {pw()}",
    )
    r.add(
        "ssh_private_key_gpu_box",
        f"private key for gpu-box-3 (ed25519, no passphrase):\n{openssh_private()}",
        f"the deploy key for the lambda cluster, put in ~/.ssh/id_lambda\n{openssh_private()}",
        f"{openssh_private()}\n^ that's the key for ubuntu@h100-node-7.acme.internal",
    )
    r.add(
        "gpu_box_sudo_password",
        f"sudo pw on gpu-box-3: {pw()}",
        f"h100-node-7 login ubuntu / {pw()} (console only, ssh is key-based)",
        f"BMC / IPMI for the DGX: ADMIN / {pw()}",
        f"root password for the new 8xA100 box = {pw()}",
    )
    r.add(
        "laptop_login_password",
        f"new mbp login password: {pw()}",
        f"laptop pw after IT reset → {pw()}",
        f"FileVault / login password for the work laptop is {pw()}",
        f"personal laptop (linux) login + luks passphrase: {pw()}",
    )
    r.add(
        "github_recovery_codes",
        f"GitHub 2FA recovery codes:\n{recovery_codes(8, 'github')}",
        f"github recovery codes (mlsf account), print these\n{recovery_codes(6, 'github')}",
        f"recovery codes for the HF account 2FA:\n{recovery_codes(6, 'plain')}",
    )
    r.add(
        "google_app_password",
        f"gmail app password for the training-alerts mailer: {groups(rnd(LOWER, 16), 4)}",
        f"SMTP_PASSWORD=\"{groups(rnd(LOWER, 16), 4)}\"  # app password, alerts@acme.example",
        f"app pw for thunderbird {groups(rnd(LOWER, 16), 4)}",
        f"Google app password (name: wandb-alerts): {rnd(LOWER, 16)}",
    )
    r.add(
        "onepassword_secret_key",
        f"1Password Secret Key: A3-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}",
        f"1pw master password + secret key for the family account:\n{pw()}\nA3-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}",
        f"1password master pw: {pick('correct', 'gradient', 'tensor', 'lantern')}-{pick('otter', 'harbor', 'cobalt')}-{secrets.randbelow(900) + 100}-{pick('moss', 'tide', 'fox')}",
    )
    r.add(
        "slack_bot_token",
        f"slack bot token for the #training-runs notifier: {slack_bot()}",
        f"SLACK_BOT_TOKEN={slack_bot()}",
        f"wandb alerts → slack, bot token {slack_bot()}",
        f"slack_sdk.WebClient(token=\"{slack_bot()}\")",
    )
    r.add(
        "neptune_api_token",
        f"NEPTUNE_API_TOKEN={neptune_token()}",
        f"neptune token for the old project, still needed to export runs: {neptune_token()}",
        f"run = neptune.init_run(project=\"acme/llm-eval\", api_token=\"{neptune_token()}\")",
        f"neptune api token (copied from Get your API token):\n{neptune_token()}",
    )
    r.add(
        "dotenv_file_ml_keys",
        f".env for the rag-service:\nOPENAI_API_KEY={openai_project_key()}\nPINECONE_API_KEY={pinecone_key()}\nPINECONE_INDEX=rag-prod\nCOHERE_API_KEY={cohere_key()}",
        f"my local .env (don't commit!!)\nHF_TOKEN={hf_token()}\nWANDB_API_KEY={wandb_key()}\nWANDB_PROJECT=llama-sft",
        f"modal secret create llm-keys ANTHROPIC_API_KEY={anthropic_key()} HF_TOKEN={hf_token()}",
        f"| service | key |\n|---|---|\n| replicate | {replicate_token()} |\n| groq | {groq_key()} |\n| wandb | {wandb_key()} |",
        f"docker run --gpus all -e HF_TOKEN={hf_token()} -e WANDB_API_KEY={wandb_key()} acme/trainer:latest",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    models = ["llama-3.1-8b-sft", "mistral-7b-dpo", "qwen2.5-7b-rag", "gemma-2-9b-distill", "phi-3-mini-lora"]

    r.add(
        "hf_model_repo_id",
        f"our SFT model lives at acme-research/{pick(*models)}-v{secrets.randbelow(9) + 1}",
        "base model for the next run: meta-llama/Llama-3.1-8B-Instruct (gated, access already approved)",
        f"push to hub as acme-research/{pick(*models)} with private=True until the eval is done",
        "reward model candidates: OpenAssistant/reward-model-deberta-v3-large-v2, acme-research/rm-helpful-v2",
        f"AutoModelForCausalLM.from_pretrained(\"acme-research/{pick(*models)}\", torch_dtype=torch.bfloat16)",
    )
    r.add(
        "hf_commit_sha",
        f"pin the tokenizer to revision {hexs(40)} — main changed the chat template",
        f"from_pretrained(\"acme-research/{pick(*models)}\", revision=\"{hexs(40)}\")",
        f"HF commit {hexs(40)} is the last good checkpoint before the loss spike",
        f"model card updated in commit {hexs(7)} (full sha {hexs(40)})",
    )
    r.add(
        "dataset_revision_hash",
        f"eval set: acme-research/support-evals @ revision {hexs(40)}",
        f"load_dataset(\"acme-research/sft-mix\", revision=\"{hexs(40)}\")",
        f"dataset fingerprint from datasets cache: {hexs(16)}",
        f"dolly-style mix v4, dataset revision {hexs(40)}, 212k rows after dedup",
        f"the leaderboard numbers use acme-research/rag-qa-eval revision {hexs(40)[:7]}",
    )
    r.add(
        "wandb_run_path",
        f"best run so far: acme-ml/llama-sft/{wandb_run_id()}",
        f"https://wandb.ai/acme-ml/llama-sft/runs/{wandb_run_id()}?nw=nwusermlsf",
        f"api.run(\"acme-ml/dpo-sweeps/{wandb_run_id()}\").summary['eval/loss']",
        f"W&B run id {wandb_run_id()} = lr 2e-5, run id {wandb_run_id()} = lr 1e-5",
        f"resume with wandb.init(id=\"{wandb_run_id()}\", resume=\"must\")",
    )
    r.add(
        "wandb_sweep_id",
        f"wandb agent acme-ml/dpo-sweeps/{wandb_run_id()}",
        f"sweep {wandb_run_id()} is the beta grid, sweep {wandb_run_id()} is the lr grid",
        f"https://wandb.ai/acme-ml/llama-sft/sweeps/{wandb_run_id()}",
        f"kill sweep {wandb_run_id()} after 40 runs, bayes isn't converging",
        f"sweep_id = \"{wandb_run_id()}\"  # wandb.agent(sweep_id, count=20)",
    )
    r.add(
        "pinecone_index_host",
        f"index host: acme-rag-prod-{rnd(LOWER + DIGITS, 7)}.svc.aped-4627-b74a.pinecone.io",
        f"pc.Index(host=\"https://acme-docs-{rnd(LOWER + DIGITS, 7)}.svc.us-east-1-aws.pinecone.io\")",
        "pinecone index rag-prod: dimension 1024, metric cosine, serverless aws us-east-1",
        f"staging index host acme-rag-stg-{rnd(LOWER + DIGITS, 7)}.svc.aped-4627-b74a.pinecone.io, namespace 'support-kb'",
        f"PINECONE_INDEX_HOST=acme-rag-prod-{rnd(LOWER + DIGITS, 7)}.svc.aped-4627-b74a.pinecone.io",
    )
    r.add(
        "safetensors_sha256",
        f"model-00001-of-00004.safetensors sha256 {hexs(64)}",
        f"sha256sum adapter_model.safetensors\n{hexs(64)}  adapter_model.safetensors",
        f"LFS oid for model.safetensors: sha256:{hexs(64)} (size 4976698672)",
        f"verify the download: expected sha256 = {hexs(64)}",
        f"tokenizer.json sha256 {hexs(64)}, model.safetensors.index.json sha256 {hexs(64)}",
    )
    r.add(
        "checkpoint_sha256",
        f"ckpt step-12000.pt sha256: {hexs(64)}",
        f"checkpoints/global_step_8000.tar → sha256 {hexs(64)}",
        f"the good DPO checkpoint hash is {hexs(64)}, anything else is the broken one",
        f"optimizer.pt {hexs(64)}\nmodel.pt {hexs(64)}",
        f"md5 of the exported gguf: {hexs(32)} (q4_k_m)",
    )
    r.add(
        "openai_file_id",
        f"uploaded training file: file-{rnd(ALNUM, 22)}",
        f"validation jsonl is file-{rnd(ALNUM, 22)}, training is file-{rnd(ALNUM, 22)}",
        f"client.files.content(\"file-{rnd(ALNUM, 22)}\")",
        f"batch output file id file-{rnd(ALNUM, 22)} — download before it expires",
        f"fine-tune training file file-{rnd(ALNUM, 22)} (4,812 examples, 3.1M tokens)",
    )
    r.add(
        "openai_batch_id",
        f"batch id batch_{hexs(32)}, 50k requests, completion window 24h",
        f"client.batches.retrieve(\"batch_{hexs(32)}\")",
        f"distillation batch_{hexs(32)} failed on 312 rows (context length)",
        f"check on batch_{hexs(32)} tomorrow morning",
        f"batches for the judge eval: batch_{hexs(32)}, batch_{hexs(32)}",
    )
    r.add(
        "fine_tune_job_id",
        f"fine-tune job ftjob-{rnd(ALNUM, 24)} finished, model ft:gpt-4o-mini-2024-07-18:acme::{rnd(ALNUM, 8)}",
        f"openai api fine_tuning.jobs.retrieve -i ftjob-{rnd(ALNUM, 24)}",
        f"ft:gpt-4o-2024-08-06:acme:support-v3:{rnd(ALNUM, 8)} is the one in prod",
        f"cancelled ftjob-{rnd(ALNUM, 24)} (wrong validation file)",
        f"SageMaker training job llama-sft-{secrets.randbelow(9000) + 1000}-{secrets.randbelow(90) + 10}-{secrets.randbelow(90) + 10}-{hexs(6)} completed in 7h12m",
    )
    r.add(
        "modal_app_id",
        f"modal app id ap-{rnd(ALNUM, 22)} (vllm-serve)",
        f"modal app stop ap-{rnd(ALNUM, 22)}",
        f"function call fc-{rnd(ALNUM, 26)} timed out after 600s in app ap-{rnd(ALNUM, 22)}",
        f"https://modal.com/apps/acme-ml/main/ap-{rnd(ALNUM, 22)}",
        f"modal volume vo-{rnd(ALNUM, 22)} mounted at /ckpts in the vllm app",
    )
    r.add(
        "mlflow_experiment_id",
        f"MLflow experiment id {secrets.randbelow(900000000000000000) + 100000000000000000} (rag-evals)",
        f"mlflow run id {hexs(32)} has the best nDCG@10",
        f"runs:/{hexs(32)}/model is what we registered as rag-reranker v4",
        f"experiment EXP-{secrets.randbelow(900) + 100} = dpo beta 0.1 vs 0.3",
        f"mlflow.set_experiment(experiment_id=\"{secrets.randbelow(9 * 10**17) + 10**17}\")",
    )
    r.add(
        "cuda_device_uuid",
        f"nvidia-smi -L\nGPU 0: NVIDIA H100 80GB HBM3 (UUID: GPU-{uid()})\nGPU 1: NVIDIA H100 80GB HBM3 (UUID: GPU-{uid()})",
        f"the flaky card on node-7 is GPU-{uid()}, keep it out of the pool",
        f"CUDA_VISIBLE_DEVICES=GPU-{uid()}",
        f"MIG slice MIG-{uid()} reserved for the embedding service",
        f"PCI bus 0000:{hexs(2)}:00.0, serial {secrets.randbelow(9 * 10**12) + 10**12}, UUID GPU-{uid()} (Xid 79 last night)",
    )
    r.add(
        "kaggle_username",
        "my kaggle username is quietgradient, team name 'Acme Gradient Descenders'",
        "kaggle competitions download -c llm-detect-ai-generated-text",
        "public notebook: https://www.kaggle.com/code/quietgradient/deberta-v3-baseline",
        f"kaggle kernels push -p ./kernel  (kernel slug quietgradient/lora-sweep-{secrets.randbelow(90) + 10})",
        "dataset: kaggle datasets download -d quietgradient/support-tickets-synthetic",
    )
    r.add(
        "notebook_url_without_token",
        "notebook: http://gpu-box-3.acme.internal:8888/lab/tree/notebooks/eval_rag.ipynb (token is in `jupyter server list` on the box)",
        "jupyter lab --no-browser --port 8890 then open localhost:8890, paste the token from the terminal",
        f"shared notebook on the hub: https://jupyter.acme.internal/user/mlsf/lab/tree/analysis/loss_curves_{secrets.randbelow(90) + 10}.ipynb",
        "colab for the demo: open notebooks/sdxl_demo.ipynb from the acme-research/demos repo",
        "jupyter server list shows http://localhost:8888/ :: /home/ubuntu/notebooks — token hidden, run it yourself",
    )
    r.add(
        "masked_api_key",
        f"openai console shows the evals key as sk-proj-...{rnd(ALNUM, 4)}, created by me",
        f"wandb key ending in {hexs(4)} is the service account one",
        f"HF token 'ckpt-pusher' (hf_****{rnd(LETTERS, 4)}) last used 2 days ago",
        f"anthropic key sk-ant-api03-{rnd(URLSAFE, 4)}...{rnd(URLSAFE, 4)}AA disabled on Friday",
        "pinecone key: pcsk_••••••••••••  (shown once, it's in 1Password)",
    )
    r.add(
        "secret_reference_env_var",
        "training script reads HF_TOKEN and WANDB_API_KEY from the environment, never hardcode",
        "api_key=os.environ[\"OPENAI_API_KEY\"]",
        "modal.Secret.from_name(\"llm-keys\") holds ANTHROPIC_API_KEY and HF_TOKEN",
        "kaggle looks for ~/.kaggle/kaggle.json or KAGGLE_USERNAME/KAGGLE_KEY",
        "the pinecone key is in 1Password under 'Pinecone – rag-prod', vault ML Infra",
        "vault kv get secret/ml/replicate  (field: api_token)",
    )
    r.add(
        "github_actions_secret_reference",
        "env:\n  HF_TOKEN: ${{ secrets.HF_TOKEN }}\n  WANDB_API_KEY: ${{ secrets.WANDB_API_KEY }}",
        "modal deploy step uses ${{ secrets.MODAL_TOKEN_ID }} and ${{ secrets.MODAL_TOKEN_SECRET }}",
        "gh secret set OPENAI_API_KEY --repo acme-research/eval-harness < /dev/stdin",
        "added REPLICATE_API_TOKEN as an org secret, visible to private repos only",
        "${{ secrets.AWS_ROLE_ARN }} via OIDC, no long-lived AWS keys in the repo anymore",
    )
    r.add(
        "aws_secrets_manager_arn",
        f"arn:aws:secretsmanager:us-west-2:{secrets.randbelow(9 * 10**11) + 10**11}:secret:ml/hf-token-{rnd(ALNUM, 6)}",
        f"sagemaker exec role can read secret ml/openai-{rnd(ALNUM, 6)} only",
        "aws secretsmanager get-secret-value --secret-id ml/pinecone --query SecretString",
        f"secret version id {uid()} is AWSCURRENT for ml/wandb-service",
    )
    r.add(
        "sagemaker_job_arn",
        f"arn:aws:sagemaker:us-west-2:{secrets.randbelow(9 * 10**11) + 10**11}:training-job/llama-sft-{hexs(8)}",
        f"endpoint arn:aws:sagemaker:us-west-2:{secrets.randbelow(9 * 10**11) + 10**11}:endpoint/rag-reranker-prod",
        f"role arn:aws:iam::{secrets.randbelow(9 * 10**11) + 10**11}:role/SageMakerExecutionRole-ml",
        f"s3://acme-ml-artifacts/sagemaker/llama-sft-{hexs(8)}/output/model.tar.gz",
        f"processing job arn:aws:sagemaker:us-west-2:{secrets.randbelow(9 * 10**11) + 10**11}:processing-job/tokenize-shards-{hexs(8)}",
    )
    r.add(
        "container_image_digest",
        f"acme/trainer@sha256:{hexs(64)}",
        f"{secrets.randbelow(9 * 10**11) + 10**11}.dkr.ecr.us-west-2.amazonaws.com/vllm-serve@sha256:{hexs(64)}",
        f"vllm/vllm-openai:v0.6.3 digest sha256:{hexs(64)}",
        f"container id {hexs(12)} is the stuck trainer, docker logs it",
    )
    r.add(
        "key_rotation_note",
        "rotate the HF write token and the W&B service key every 90 days, next due Oct 1",
        "revoked the openai key that leaked into the notebook output, new one is in the vault",
        "TODO: rotate AWS keys for sagemaker-train-bot, move to an IAM role instead of long-lived keys",
        "Kaggle API token expired — create a new one from Settings → API, then update kaggle.json",
        "Modal tokens rotated after Sam left; CI updated, nothing else used them",
    )
    r.add(
        "password_policy_talk",
        "gpu box passwords: 16+ chars, generated by 1Password, no reuse",
        "disabled password auth on all h100 nodes, ssh keys only (PasswordAuthentication no)",
        "jupyter should always run with a token or password — never --NotebookApp.token=''",
        "the IPMI password is on the label in the cage, ask facilities",
    )
    r.add(
        "api_request_id",
        f"openai support ticket: request id req_{hexs(32)} returned 500",
        f"anthropic response id msg_01{rnd(ALNUM, 22)} had the truncated answer",
        f"chatcmpl-{rnd(ALNUM, 29)} is the weird completion with the repeated tokens",
        f"x-request-id: {uid()} (cohere rerank 429)",
    )
    r.add(
        "training_config_near_secret_words",
        "max_new_tokens: 512\ntemperature: 0.7\ntop_p: 0.9\nkey_dim: 128",
        "tokenizer: pad_token = eos_token, secret sauce is packing=True",
        f"seed: {secrets.randbelow(10**6)}\nlr: 2e-5\nwarmup_steps: 100\ngrad_accum: 8",
        "api rate limit: 10k tokens per minute on tier 2, 2M TPM on tier 5",
        "num_key_value_heads: 8, num_attention_heads: 32, hidden_size: 4096",
    )
    r.add(
        "ec2_instance_id",
        f"p5 spot instance i-0{hexs(16)} in us-west-2b",
        f"terminate i-0{hexs(16)} and i-0{hexs(16)} after the sweep",
        f"ami-0{hexs(16)} is the deep learning AMI with CUDA 12.4",
        f"EBS volume vol-0{hexs(16)} has the tokenized shards",
    )
    r.add(
        "replicate_prediction_id",
        f"replicate prediction {rnd(LOWER + DIGITS, 26)} took 14s cold start",
        f"https://replicate.com/p/{rnd(LOWER + DIGITS, 26)}",
        f"model version acme-research/sdxl-lora:{hexs(64)}",
        f"replicate.run(\"stability-ai/sdxl:{hexs(64)}\", input={{...}})",
        f"prediction {rnd(LOWER + DIGITS, 26)} failed: CUDA out of memory",
    )
    r.add(
        "ssh_public_key",
        f"my pubkey for the cluster allowlist: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} mlsf@mbp",
        f"authorized_keys entry for the CI runner\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ci@acme",
        f"host key fingerprint for gpu-box-3: SHA256:{rnd(B64, 43)}",
        f"gpu-box-3 host key: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
    )
    r.add(
        "openai_org_project_id",
        f"OpenAI org id org-{rnd(ALNUM, 24)}, project proj_{rnd(ALNUM, 24)} (evals)",
        f"OpenAI-Project header: proj_{rnd(ALNUM, 24)}",
        f"anthropic workspace id wrkspc_{rnd(ALNUM, 24)} = red-team",
        f"OPENAI_PROJECT_ID=proj_{rnd(ALNUM, 24)}  (not secret, just routes billing)",
    )
    r.add(
        "cluster_job_identifier",
        f"slurm job {secrets.randbelow(9000000) + 1000000} on partition h100, 8 nodes",
        f"kubectl logs {pod_name('vllm-serve')} -n inference",
        f"ray job submit id raysubmit_{rnd(ALNUM, 16)} OOMed at step 3100",
        f"torchrun rdzv id {hexs(8)}, master at node-7.acme.internal:29500",
        f"docker ps: {hexs(12)}  acme/trainer:latest  \"torchrun --nproc…\"  Up 3 hours",
    )
    r.add(
        "dataset_shard_uri",
        f"s3://acme-ml-data/pretrain/shard-{secrets.randbelow(100000):05d}-of-01024.parquet",
        f"gs://acme-ml-data/evals/{uid()}/results.jsonl",
        f"hf://datasets/acme-research/sft-mix@{hexs(40)}/data/train-00000-of-00008.parquet",
        f"wds shards at s3://acme-ml-data/webdataset/{{000000..{secrets.randbelow(9000) + 1000:06d}}}.tar",
    )
    return r


def main() -> None:
    write_corpora("make_heldout220.py", [
        ("heldout220_credentials.yaml", credentials(), "batch 220 (San Francisco ML engineer, English): notes that hold ML API keys, tokens and passwords, written blind; every value synthetic"),
        ("heldout220_lookalikes.yaml", lookalikes(), "batch 220 (San Francisco ML engineer, English): model ids, hashes, run/job ids and secret references that hold no secret, written blind"),
    ])


if __name__ == "__main__":
    main()
