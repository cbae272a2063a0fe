# ruff: noqa: E501
"""Writes heldout321_credentials.yaml and heldout321_lookalikes.yaml: held-out batch 321.

Persona: a machine-learning researcher at a startup in Montréal who writes her notes in
English with some French, full of shell commands and YAML. She keeps Hugging Face write
tokens, OpenAI and Anthropic API keys, a Replicate token, Modal and RunPod API keys, the W&B
key, AWS S3 credentials for the dataset bucket, a Slack bot token for the eval bot, the
Postgres URL (with password) of the experiment tracker and her 1Password emergency kit
Secret Key; and many look-alikes: HF model ids and commit revisions, run ids, dataset
hashes, checkpoint digests, W&B run URLs, arXiv ids, docker image digests, Slack channel
ids, masked keys and env var references.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    age_secret_key,
    anthropic_key,
    app_password,
    aws_key_id,
    aws_secret,
    basic,
    digits,
    groups,
    hexs,
    onepassword_secret_key,
    openai_project_key,
    openssh_private,
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

WORDS = [
    "érable", "castor", "poutine", "neige", "fleuve", "tuque", "verglas", "bagel",
    "gradient", "softmax", "lanterne", "otter", "cobalt", "harbor", "plateau", "mile-end",
    "tensor", "sirop", "hiver", "banquise", "loon", "metro", "orange", "velo",
]


def hf_token() -> str:
    return "hf_" + rnd(LOWER + UPPER, 34)


def replicate_token() -> str:
    return "r8_" + rnd(ALNUM, 37)


def runpod_key() -> str:
    return "rpa_" + rnd(UPPER + DIGITS, 44)


def slack_bot() -> str:
    return f"xoxb-{digits(12, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}"


def modal_id() -> str:
    return "ak-" + rnd(ALNUM, 22)


def modal_secret() -> str:
    return "as-" + rnd(ALNUM, 22)


def openai_svc_key() -> str:
    return f"sk-svcacct-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}"


def openai_legacy_key() -> str:
    return f"sk-{rnd(ALNUM, 20)}T3BlbkFJ{rnd(ALNUM, 20)}"


def db_pw() -> str:
    return rnd(ALNUM, pick(20, 24, 28))


def passphrase() -> str:
    return phrase(WORDS, pick(4, 5), pick("-", " ", "."))


def sha256() -> str:
    return hexs(64)


def wandb_run() -> str:
    return rnd(LOWER + DIGITS, 8)


def slack_channel() -> str:
    return "C0" + rnd(UPPER + DIGITS, pick(8, 9))


def arxiv() -> str:
    return f"{pick('23', '24', '25')}{secrets.randbelow(12) + 1:02d}.{digits(5)}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "huggingface_write_token",
        f"HF write token for the acme-ml org (pushes to the hub): {hf_token()}",
        f"huggingface-cli login --token {hf_token()} --add-to-git-credential",
        f"rappel: nouveau token HF (write, fine-grained, repo acme/llama-ft-fr) = {hf_token()}",
        f"export HF_TOKEN={hf_token()}\nexport HF_HUB_ENABLE_HF_TRANSFER=1",
        f"hf tok perso (write) {hf_token()} — ne pas mettre dans le notebook partagé!!",
        f"```yaml\nhub:\n  push_to_hub: true\n  hub_model_id: acme/mistral-7b-qc-sft\n  hub_token: {hf_token()}\n```",
    )

    r.add(
        "openai_api_key",
        f"OpenAI key for the evals project: {openai_project_key()}",
        f"export OPENAI_API_KEY=\"{openai_project_key()}\"  # projet evals-fr, budget 500$/mo",
        f"openai service account key (used by the judge in CI) -> {openai_svc_key()}",
        f"old openai key still on the grader box, revoke after friday: {openai_legacy_key()}",
        f"client = OpenAI(api_key=\"{openai_project_key()}\")  # TODO move to env",
        f"clé OpenAI du projet synth-data : {openai_project_key()}",
    )

    r.add(
        "anthropic_api_key",
        f"Anthropic API key (workspace: research) {anthropic_key()}",
        f"export ANTHROPIC_API_KEY={anthropic_key()}",
        f"claude key pour le pipeline de labels: {anthropic_key()}",
        f"anthropic:\n  api_key: {anthropic_key()}\n  model: claude-sonnet\n  max_tokens: 4096",
        f"remember the anthropc key for the judge harness = {anthropic_key()}",
    )

    r.add(
        "replicate_api_token",
        f"Replicate token: {replicate_token()}",
        f"export REPLICATE_API_TOKEN={replicate_token()}",
        f"replicate tok (compte acme, facturé sur la carte corpo) {replicate_token()}",
        f"curl -s -H \"Authorization: Bearer {replicate_token()}\" https://api.replicate.com/v1/predictions",
        f"replicate api token for the flux demo -> {replicate_token()}",
    )

    r.add(
        "modal_token",
        f"~/.modal.toml\n[acme]\ntoken_id = \"{modal_id()}\"\ntoken_secret = \"{modal_secret()}\"\nactive = true",
        f"modal token set --token-id {modal_id()} --token-secret {modal_secret()} --profile acme",
        f"Modal creds (workspace acme-research): id {modal_id()} / secret {modal_secret()}",
        f"MODAL_TOKEN_ID={modal_id()}\nMODAL_TOKEN_SECRET={modal_secret()}",
        f"modal: {modal_id()} {modal_secret()} (celui du CI, pas le mien)",
    )

    r.add(
        "runpod_api_key",
        f"RunPod API key: {runpod_key()}",
        f"export RUNPOD_API_KEY={runpod_key()}",
        f"runpodctl config --apiKey {runpod_key()}",
        f"clé runpod (lecture+écriture, pour lancer les pods H100) {runpod_key()}",
        f"runpod key for the serverless endpoint — {runpod_key()}",
    )

    r.add(
        "wandb_api_key",
        f"W&B API key: {hexs(40)}",
        f"wandb login {hexs(40)}",
        f"~/.netrc\nmachine api.wandb.ai\n  login user\n  password {hexs(40)}",
        f"export WANDB_API_KEY={hexs(40)}\nexport WANDB_ENTITY=acme-ml\nexport WANDB_PROJECT=sft-fr",
        f"wandb key (compte de service pour le cluster) {hexs(40)}",
        f"wandb clé perso: {hexs(40)} — entity acme-ml",
    )

    r.add(
        "aws_s3_credentials",
        f"[datasets]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = ca-central-1",
        f"S3 creds for s3://acme-datasets : {aws_key_id()} / {aws_secret()}",
        f"export AWS_ACCESS_KEY_ID={aws_key_id()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}\naws s3 sync ./shards s3://acme-datasets/c4-fr/",
        f"clé IAM du user dataset-uploader: id {aws_key_id()} secret {aws_secret()}",
        f"aws key id {aws_key_id()}, secret {aws_secret()} (bucket read-only, pour les stagiaires)",
        f"storage_options = {{\"key\": \"{aws_key_id()}\", \"secret\": \"{aws_secret()}\"}}  # fsspec",
    )

    r.add(
        "slack_bot_token",
        f"eval bot slack token: {slack_bot()}",
        f"SLACK_BOT_TOKEN={slack_bot()}  # bot #evals-nightly",
        f"le token du bot evalbot (xoxb) = {slack_bot()}",
        f"curl -X POST -H 'Authorization: Bearer {slack_bot()}' -d channel=C0123ABCD -d text=done https://slack.com/api/chat.postMessage",
        f"slack:\n  bot_token: {slack_bot()}\n  channel: \"#evals\"",
    )

    r.add(
        "slack_app_secret",
        f"Slack signing secret for evalbot: {hexs(32)}",
        f"SLACK_SIGNING_SECRET={hexs(32)}\nSLACK_APP_TOKEN=xapp-1-A{rnd(UPPER + DIGITS, 10)}-{digits(13, lead=True)}-{hexs(64)}",
        f"app-level token (socket mode) pour evalbot: xapp-1-A{rnd(UPPER + DIGITS, 10)}-{digits(13, lead=True)}-{hexs(64)}",
    )

    r.add(
        "postgres_url_with_password",
        f"experiment tracker DB: postgresql://tracker:{db_pw()}@pg.acme.internal:5432/exptrack",
        f"DATABASE_URL=postgres://mlflow:{db_pw()}@db.acme.internal/mlflow?sslmode=require",
        f"psql \"postgresql://sophie:{db_pw()}@pg.acme.internal:5432/exptrack\" -c 'select count(*) from runs'",
        f"tracker:\n  backend_store_uri: postgresql+psycopg2://tracker:{db_pw()}@pg.acme.internal:5432/exptrack\n  artifact_root: s3://acme-mlflow/",
        f"mdp postgres du tracker (user tracker, host pg.acme.internal) : {db_pw()}",
        f"pg prod tracker -> host=pg.acme.internal port=5432 dbname=exptrack user=tracker password={db_pw()}",
    )

    r.add(
        "onepassword_secret_key",
        f"1Password emergency kit Secret Key: {onepassword_secret_key()}",
        f"1P secret key (kit d'urgence imprimé dans le tiroir, copie ici) {onepassword_secret_key()}",
        f"1password acme.1password.ca\nemail: sophie@acme.example\nsecret key: {onepassword_secret_key()}",
        f"my 1pw secret key = {onepassword_secret_key()}",
    )

    r.add(
        "onepassword_master_password",
        f"1Password master password: {passphrase()}",
        f"mot de passe maître 1P -> {passphrase()}",
        f"1pw master pw (changed in march) {pw()}",
    )

    r.add(
        "github_token",
        f"GitHub PAT (repo + workflow scopes) for the training repo: ghp_{rnd(ALNUM, 36)}",
        f"fine-grained PAT acme/evals-harness: github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
        f"git clone https://oauth2:ghp_{rnd(ALNUM, 36)}@github.com/acme-ml/data-pipeline.git",
        f"gh auth login --with-token <<< ghp_{rnd(ALNUM, 36)}",
        f"token github pour le runner self-hosted sur la box GPU: ghp_{rnd(ALNUM, 36)}",
    )

    r.add(
        "ssh_private_key",
        f"private key for the GPU box (gpu01.acme.internal), save as ~/.ssh/id_ed25519_gpu:\n{openssh_private()}",
        f"clé ssh du bastion (à remettre sur le nouveau laptop)\n{openssh_private()}",
        f"deploy key for runpod pods:\n{openssh_private()}",
    )

    r.add(
        "kaggle_api_key",
        f"~/.kaggle/kaggle.json\n{{\"username\":\"sophiequant\",\"key\":\"{hexs(32)}\"}}",
        f"kaggle key {hexs(32)} (user sophiequant)",
        f"export KAGGLE_USERNAME=sophiequant\nexport KAGGLE_KEY={hexs(32)}",
        f"clé kaggle pour télécharger le dataset de la compé: {hexs(32)}",
    )

    r.add(
        "gemini_api_key",
        f"Gemini API key (AI Studio, projet acme-evals): AIza{rnd(URLSAFE, 35)}",
        f"export GOOGLE_API_KEY=AIza{rnd(URLSAFE, 35)}",
        f"gemini key for the multilingual baseline -> AIza{rnd(URLSAFE, 35)}",
        f"genai.configure(api_key=\"AIza{rnd(URLSAFE, 35)}\")",
    )

    r.add(
        "groq_api_key",
        f"Groq key: gsk_{rnd(ALNUM, 52)}",
        f"GROQ_API_KEY=gsk_{rnd(ALNUM, 52)}  # pour les tests de latence",
        f"clé groq (free tier) gsk_{rnd(ALNUM, 52)}",
    )

    r.add(
        "openrouter_api_key",
        f"OpenRouter key for comparing models: sk-or-v1-{hexs(64)}",
        f"export OPENROUTER_API_KEY=sk-or-v1-{hexs(64)}",
        f"openrouter (crédits 50$) -> sk-or-v1-{hexs(64)}",
    )

    r.add(
        "langsmith_api_key",
        f"LangSmith API key: lsv2_pt_{hexs(32)}_{hexs(10)}",
        f"LANGCHAIN_TRACING_V2=true\nLANGCHAIN_API_KEY=lsv2_pt_{hexs(32)}_{hexs(10)}",
        f"langsmith service key (org acme) lsv2_sk_{hexs(32)}_{hexs(10)}",
    )

    r.add(
        "together_api_key",
        f"Together AI key: {hexs(64)}",
        f"export TOGETHER_API_KEY={hexs(64)}",
        f"clé together pour le fine-tune llama 70b: {hexs(64)}",
    )

    r.add(
        "docker_hub_token",
        f"Docker Hub PAT (push to acmeml/*): dckr_pat_{rnd(URLSAFE, 27)}",
        f"echo dckr_pat_{rnd(URLSAFE, 27)} | docker login -u acmeml --password-stdin",
        f"docker hub token pour le CI -> dckr_pat_{rnd(URLSAFE, 27)}",
        f"registry creds ghcr: user sophie-acme pass ghp_{rnd(ALNUM, 36)}",
    )

    r.add(
        "jupyter_token",
        f"jupyter lab on gpu01: http://gpu01.acme.internal:8888/lab?token={hexs(48)}",
        f"jupyter token du serveur partagé {hexs(48)}",
        f"jupyter lab --no-browser --port 8888 --IdentityProvider.token={hexs(48)}",
        f"c.ServerApp.password = 'argon2:$argon2id$v=19$m=10240,t=10,p=8${rnd(URLSAFE, 22)}${rnd(URLSAFE, 43)}'\n# plain pw: {pw()}",
    )

    r.add(
        "minio_credentials",
        f"MinIO on the lab NAS (minio.acme.internal:9000): access {rnd(UPPER + DIGITS, 20)} secret {rnd(ALNUM, 40)}",
        f"mc alias set labnas http://minio.acme.internal:9000 {rnd(UPPER + DIGITS, 20)} {rnd(ALNUM, 40)}",
        f"minio root: user minioadmin-acme / pw {db_pw()}",
        f"MINIO_ROOT_USER=acme\nMINIO_ROOT_PASSWORD={db_pw()}",
    )

    r.add(
        "gcp_service_account_key",
        f"GCS service account (bucket acme-tpu-ckpts), save as sa.json:\n{{\n  \"type\": \"service_account\",\n  \"project_id\": \"acme-tpu-research\",\n  \"private_key_id\": \"{hexs(40)}\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n{rnd(ALNUM + '+/', 64)}\\n{rnd(ALNUM + '+/', 64)}\\n{rnd(ALNUM + '+/', 64)}\\n-----END PRIVATE KEY-----\\n\",\n  \"client_email\": \"trainer@acme-tpu-research.iam.gserviceaccount.com\"\n}}",
        f"clé privée du SA trainer@acme-tpu-research:\n-----BEGIN PRIVATE KEY-----\n{rnd(ALNUM + '+/', 64)}\n{rnd(ALNUM + '+/', 64)}\n{rnd(ALNUM + '+/', 64)}\n{rnd(ALNUM + '+/', 40)}==\n-----END PRIVATE KEY-----",
        f"gcp sa json private_key_id {hexs(40)} private_key \"-----BEGIN PRIVATE KEY-----\\n{rnd(ALNUM + '+/', 64)}\\n{rnd(ALNUM + '+/', 64)}\\n-----END PRIVATE KEY-----\\n\"",
    )

    r.add(
        "tailscale_auth_key",
        f"tailscale up --authkey tskey-auth-k{rnd(ALNUM, 11)}CNTRL-{rnd(ALNUM, 33)}",
        f"Tailscale auth key (reusable, tag:gpu) pour les nouveaux pods: tskey-auth-k{rnd(ALNUM, 11)}CNTRL-{rnd(ALNUM, 33)}",
        f"TS_AUTHKEY=tskey-auth-k{rnd(ALNUM, 11)}CNTRL-{rnd(ALNUM, 33)}",
    )

    r.add(
        "cluster_account_password",
        f"Alliance (CCDB) login sqnt / {pw()}",
        f"mot de passe calcul québec (narval) : {pw()}",
        f"mila cluster: user sophie.q, password {pw()}",
        f"ssh sqnt@narval.alliancecan.example  pw: {pw()}  (MFA via Duo after)",
        f"slurm cluster acc: sqnt\npass: {pw()}\nallocation: def-acme",
    )

    r.add(
        "laptop_login_password",
        f"MacBook login password: {pw()}",
        f"mdp session laptop (nouveau, après la réinstall) {pw()}",
        f"FileVault / login pw = {passphrase()}",
        f"password for the linux workstation (user sophie): {pw()}",
    )

    r.add(
        "phone_pin",
        f"phone PIN {digits(6)}",
        f"NIP du cell: {digits(6)}",
        f"code de déverrouillage iPad (le vieux) = {digits(4)}",
        f"SIM PIN {digits(4)}, PUK {digits(8)}",
    )

    r.add(
        "bank_card_pin",
        f"NIP carte Desjardins: {digits(4)}",
        f"carte de crédit corpo (Visa, dépenses GPU) NIP {digits(4)}",
        f"debit card PIN = {digits(4)}",
    )

    r.add(
        "wifi_passphrase",
        f"office wifi ACME-Lab password: {passphrase()}",
        f"wifi bureau (ACME-5G) mdp: {pw()}",
        f"WIFI:T:WPA;S:acme-guest;P:{pw()};;",
        f"wifi maison — réseau Vidéotron-8F21, clé {rnd(UPPER + DIGITS, 12)}",
    )

    r.add(
        "age_secret_key",
        f"age key to decrypt the annotation dumps:\n# public key: {age_public_key()}\n{age_secret_key()}",
        f"clé age privée pour les datasets chiffrés (sops): {age_secret_key()}",
        f"SOPS_AGE_KEY={age_secret_key()}",
    )

    r.add(
        "gpg_passphrase",
        f"GPG passphrase for signing commits: {passphrase()}",
        f"passphrase de ma clé gpg (0x{hexs(16).upper()}) : {passphrase()}",
        f"gpg pass = {pw()}",
        f"backup.tar.gpg — symmetric, passphrase: {passphrase()}",
    )

    r.add(
        "redis_url_with_password",
        f"REDIS_URL=redis://:{db_pw()}@redis.acme.internal:6379/0",
        f"queue for the eval workers: rediss://default:{db_pw()}@cache.acme.internal:6380",
        f"redis-cli -h redis.acme.internal -a {db_pw()} ping",
        f"celery:\n  broker_url: redis://:{db_pw()}@redis.acme.internal:6379/1",
    )

    r.add(
        "github_recovery_codes",
        f"GitHub 2FA recovery codes:\n{recovery_codes(8, 'github')}",
        f"codes de récupération HF (2FA):\n{recovery_codes(6, 'other')}",
        f"recovery codes google workspace acme\n{recovery_codes(5, 'digits')}",
    )

    r.add(
        "smtp_app_password",
        f"Gmail app password for the eval report mailer: {app_password()}",
        f"SMTP_USER=evals@acme.example\nSMTP_PASSWORD=\"{app_password()}\"",
        f"mot de passe d'application google (rapport nightly) {app_password()}",
    )

    r.add(
        "mlflow_basic_auth",
        f"MLflow server behind basic auth: Authorization: Basic {basic('sophie', db_pw())}",
        f"MLFLOW_TRACKING_USERNAME=sophie\nMLFLOW_TRACKING_PASSWORD={db_pw()}",
        f"mlflow ui login admin / {pw()}",
        f"label studio admin: sophie@acme.example / {pw()} ; api token {hexs(40)}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "hf_model_revision",
        f"pin the base model: mistralai/Mistral-7B-v0.3 @ revision {hexs(40)}",
        f"AutoModelForCausalLM.from_pretrained(\"acme/llama-ft-fr\", revision=\"{hexs(40)}\")",
        f"model:\n  name_or_path: Qwen/Qwen2.5-7B-Instruct\n  revision: {hexs(40)}\n  trust_remote_code: false",
        f"le checkpoint qui marche = acme/mistral-7b-qc-sft, commit {hexs(7)} (step 12000)",
        f"huggingface-cli download meta-llama/Llama-3.1-8B --revision {hexs(40)} --local-dir ./base",
    )

    r.add(
        "wandb_run_url",
        f"best run so far: https://wandb.ai/acme-ml/sft-fr/runs/{wandb_run()}",
        f"comparer https://wandb.ai/acme-ml/dpo/runs/{wandb_run()} vs https://wandb.ai/acme-ml/dpo/runs/{wandb_run()} (beta 0.1 vs 0.3)",
        f"report for friday: https://wandb.ai/acme-ml/evals/reports/Nightly-evals--Vmlldzo{digits(7)}",
        f"sweep https://wandb.ai/acme-ml/sft-fr/sweeps/{wandb_run()} — 24 runs, lr best 2e-5",
        f"loss spike at step 8.4k, see https://wandb.ai/acme-ml/pretrain-small/runs/{wandb_run()}?nw=nwuser",
    )

    r.add(
        "wandb_run_id",
        f"resume: wandb.init(project=\"sft-fr\", id=\"{wandb_run()}\", resume=\"must\")",
        f"run ids à garder: {wandb_run()}, {wandb_run()}, {wandb_run()}",
        f"WANDB_RUN_ID={wandb_run()} WANDB_RESUME=allow python train.py",
        f"run {wandb_run()} crashed (OOM on rank 3), relaunched as {wandb_run()}",
    )

    r.add(
        "dataset_hash",
        f"c4-fr shard manifest sha256: {hexs(64)}",
        f"dataset fingerprint (datasets lib) {hexs(16)} — cache is valid, don't recompute",
        f"dedup done: minhash index md5 {hexs(32)}, 18.2M docs kept",
        f"data:\n  train: s3://acme-datasets/qc-instruct/v3/train.jsonl\n  sha256: {hexs(64)}\n  n_rows: 412331",
        f"version du dataset d'éval: qc-bench v2, hash {hexs(12)} (DVC)",
    )

    r.add(
        "checkpoint_sha256",
        f"sha256sum model-00001-of-00004.safetensors\n{sha256()}  model-00001-of-00004.safetensors",
        f"checkpoint-12000/pytorch_model.bin sha256={sha256()}",
        f"verify before upload: {sha256()} adapter_model.safetensors",
        f"le ckpt step 30k (good one): sha256 {sha256()}",
        f"gguf q4_k_m digest {sha256()}, 4.1 GB",
    )

    r.add(
        "arxiv_id",
        f"read arXiv:{arxiv()} (DPO variants) and {arxiv()}v2",
        f"à lire ce weekend: https://arxiv.org/abs/{arxiv()}",
        f"cite {arxiv()} for the data mixing ablation",
        f"paper for reading group: arxiv.org/pdf/{arxiv()}v3",
        f"@article{{quant2025,\n  title={{Tokenizer drift in French LLMs}},\n  journal={{arXiv preprint arXiv:{arxiv()}}},\n  year={{2025}}\n}}",
    )

    r.add(
        "docker_image_digest",
        f"training image: ghcr.io/acme-ml/trainer@sha256:{sha256()}",
        f"FROM nvcr.io/nvidia/pytorch:24.05-py3@sha256:{sha256()}",
        f"image:\n  repository: acmeml/vllm-server\n  digest: sha256:{sha256()}",
        f"docker pull acmeml/eval-harness@sha256:{sha256()}  # version qui marche avec vllm 0.6",
        f"container id {hexs(12)} keeps restarting, check logs",
    )

    r.add(
        "slack_channel_id",
        f"evalbot posts to {slack_channel()} (#evals-nightly)",
        f"channel id du #gpu-alerts: {slack_channel()}",
        f"slack:\n  channel_id: {slack_channel()}\n  mention_user: U0{rnd(UPPER + DIGITS, 9)}",
        f"thread with the infra guys: https://acme-ml.slack.com/archives/{slack_channel()}/p{digits(16, lead=True)}",
        f"team id T0{rnd(UPPER + DIGITS, 9)}, app id A0{rnd(UPPER + DIGITS, 9)} (evalbot)",
    )

    r.add(
        "masked_api_key",
        f"which OpenAI key is on the grader? the one ending ...{rnd(ALNUM, 4)} (sk-proj-...{rnd(ALNUM, 4)})",
        f"HF token in use: hf_****************************{rnd(LOWER + UPPER, 4)} (read only)",
        f"anthropic key sk-ant-...{rnd(ALNUM, 4)} is the one to revoke",
        f"AWS key AKIA************{rnd(UPPER + DIGITS, 4)} belongs to dataset-uploader",
        f"wandb key affichée: ********************************{hexs(8)}",
        f"replicate token r8_***{rnd(ALNUM, 3)} expired, ask Marc for the new one",
    )

    r.add(
        "env_var_reference",
        "export OPENAI_API_KEY=$(op read \"op://ML/OpenAI evals/credential\")",
        "HF_TOKEN=${HF_TOKEN:?set it first} python push.py",
        "env:\n  WANDB_API_KEY: ${WANDB_API_KEY}\n  ANTHROPIC_API_KEY: ${ANTHROPIC_API_KEY}",
        "le script lit la clé dans os.environ[\"RUNPOD_API_KEY\"], pas besoin de la hardcoder",
        "docker run --env-file .env.local -e MODAL_TOKEN_ID -e MODAL_TOKEN_SECRET acmeml/trainer",
        "AWS_PROFILE=datasets aws s3 ls s3://acme-datasets/  # creds come from ~/.aws/credentials",
    )

    r.add(
        "ci_secret_reference",
        "- name: push to hub\n  env:\n    HF_TOKEN: ${{ secrets.HF_WRITE_TOKEN }}\n  run: python scripts/push.py",
        "env:\n  OPENAI_API_KEY: ${{ secrets.OPENAI_API_KEY }}\n  SLACK_BOT_TOKEN: ${{ secrets.EVALBOT_TOKEN }}",
        "gh secret set WANDB_API_KEY --repo acme-ml/evals-harness < /dev/stdin  (paste it, don't save it)",
        "GitLab CI variable $RUNPOD_API_KEY is masked + protected now",
    )

    r.add(
        "secret_manager_path",
        "postgres tracker creds are in vault at secret/data/ml/exptrack (key: password)",
        "op://Research/Modal CI/token_secret",
        f"arn:aws:secretsmanager:ca-central-1:{digits(12, lead=True)}:secret:ml/anthropic-key-{rnd(ALNUM, 6)}",
        "le mdp postgres est dans 1Password, coffre « ML infra », entrée « exptrack prod »",
        "kubectl get secret evalbot-slack -n evals -o yaml  # the token lives there, base64",
    )

    r.add(
        "s3_object_key",
        f"s3://acme-datasets/raw/crawl-2024-10/{uid()}.jsonl.zst",
        f"aws s3 cp s3://acme-mlflow/{digits(1)}/{hexs(32)}/artifacts/model/ ./ --recursive",
        f"upload done: s3://acme-ckpts/sft-fr/{wandb_run()}/checkpoint-24000/ (ETag \"{hexs(32)}\")",
        f"presigned URL expired, object key was evals/{uid()}/results.parquet",
    )

    r.add(
        "aws_arn",
        f"role for the trainer: arn:aws:iam::{digits(12, lead=True)}:role/acme-sagemaker-trainer",
        f"bucket policy principal arn:aws:iam::{digits(12, lead=True)}:user/dataset-uploader",
        f"training job arn:aws:sagemaker:ca-central-1:{digits(12, lead=True)}:training-job/sft-fr-{digits(4)}-{hexs(6)}",
        f"kms key for the bucket: arn:aws:kms:ca-central-1:{digits(12, lead=True)}:key/{uid()}",
    )

    r.add(
        "git_commit_sha",
        f"the eval regression started at commit {hexs(40)}",
        f"git bisect good {hexs(7)}; git bisect bad {hexs(7)}",
        f"lm-eval-harness pinned to {hexs(40)} (v0.4.x)",
        f"cherry-pick {hexs(10)} onto release/2025-q1",
    )

    r.add(
        "openai_object_id",
        f"fine-tune job ftjob-{rnd(ALNUM, 24)} done → model ft:gpt-4o-mini-2024-07-18:acme:qc-judge:{rnd(ALNUM, 8)}",
        f"batch batch_{hexs(32)} (10k eval prompts) status completed",
        f"uploaded training file file-{rnd(ALNUM, 22)} (purpose=fine-tune)",
        f"org id org-{rnd(ALNUM, 24)}, project id proj_{rnd(ALNUM, 24)} (for the billing ticket)",
        f"weird answer in chatcmpl-{rnd(ALNUM, 29)}, report to the team",
    )

    r.add(
        "anthropic_request_id",
        f"API 529 overloaded, request-id req_01{rnd(ALNUM, 22)}",
        f"message batch msgbatch_01{rnd(ALNUM, 22)} finished, 3 errored",
        f"bad completion: msg_01{rnd(ALNUM, 22)} (truncated at max_tokens)",
        f"ticket support anthropic — request id req_01{rnd(ALNUM, 22)}, workspace wrkspc_01{rnd(ALNUM, 22)}",
    )

    r.add(
        "replicate_prediction_id",
        f"replicate prediction {rnd(LOWER + DIGITS, 26)} failed (CUDA OOM)",
        f"model version acme/flux-lora-qc:{sha256()}",
        f"https://replicate.com/p/{rnd(LOWER + DIGITS, 26)} — le bon output pour la démo",
        f"replicate.run(\"acme/whisper-fr:{sha256()}\", input={{\"audio\": url}})",
    )

    r.add(
        "modal_app_id",
        f"modal app logs ap-{rnd(ALNUM, 22)}",
        f"deployed: https://modal.com/apps/acme-research/main/ap-{rnd(ALNUM, 22)}",
        f"function call fc-01{rnd(UPPER + DIGITS, 24)} timed out after 3600s",
        f"modal volume acme-ckpts, sandbox sb-{rnd(ALNUM, 22)} still running — stop it",
    )

    r.add(
        "runpod_pod_id",
        f"runpod pod {rnd(LOWER + DIGITS, 14)} (8x H100 SXM) — terminate by 18h!!",
        f"ssh {rnd(LOWER + DIGITS, 14)}-{digits(8, lead=True)}@ssh.runpod.io -i ~/.ssh/id_ed25519",
        f"serverless endpoint id {rnd(LOWER + DIGITS, 14)}, url https://api.runpod.ai/v2/<endpoint>/runsync",
        f"pods à supprimer: {rnd(LOWER + DIGITS, 14)}, {rnd(LOWER + DIGITS, 14)}",
    )

    r.add(
        "kubernetes_pod_name",
        f"kubectl logs -f {pod_name('vllm-server')} -n inference",
        f"OOMKilled: {pod_name('trainer-sft-fr')}",
        f"evalbot pod {pod_name('evalbot')} restarting every 5 min, CrashLoopBackOff",
        f"kubectl exec -it {pod_name('label-studio')} -- bash",
    )

    r.add(
        "slurm_job_id",
        f"narval job {digits(8, lead=True)} pending (Priority), requested 4x A100 24h",
        f"sacct -j {digits(8, lead=True)} --format=JobID,Elapsed,MaxRSS",
        f"scancel {digits(8, lead=True)} {digits(8, lead=True)}  # les deux runs doublons",
        f"job array {digits(8, lead=True)}_[0-15] — sweep lr",
    )

    r.add(
        "gpu_uuid",
        f"nvidia-smi -L\nGPU 0: NVIDIA H100 80GB HBM3 (UUID: GPU-{uid()})",
        f"flaky GPU on gpu02: GPU-{uid()} (xid 79), ticket ouvert",
        f"CUDA_VISIBLE_DEVICES=GPU-{uid()} python bench.py",
    )

    r.add(
        "ssh_public_material",
        f"add to authorized_keys on gpu01:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} sophie@laptop",
        f"host key fingerprint gpu01.acme.internal: SHA256:{rnd(ALNUM + '+/', 43)}",
        f"my public key for the cluster (CCDB): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} sqnt",
        f"gpg key fingerprint {groups(hexs(40).upper(), 4)}",
    )

    r.add(
        "age_public_key",
        f"recipients for sops (.sops.yaml):\ncreation_rules:\n  - path_regex: data/annotations/.*\n    age: {age_public_key()},{age_public_key()}",
        f"ma clé publique age: {age_public_key()}",
        f"encrypt for Marc: age -r {age_public_key()} -o dump.age dump.jsonl",
    )

    r.add(
        "password_policy_talk",
        "new IT policy: passwords 14+ chars, 1Password mandatory, no reuse across the 5 last",
        "rappel: changer le mot de passe du cluster avant le 30, sinon compte verrouillé",
        "the postgres password for the tracker is the long one, not the one from staging — ask Julien, don't paste it in Slack",
        "mdp wifi du bureau: écrit sur le tableau blanc de la cuisine",
        "1Password emergency kit printed and in the fire safe at home (top shelf)",
    )

    r.add(
        "key_rotation_note",
        "rotated the OpenAI evals key on 2025-03-02, old one revoked, CI secret updated",
        "TODO rotate HF write token every 90 days — next: mid-June",
        "AWS access keys for dataset-uploader: rotation done, old key deactivated (not deleted yet)",
        "slack bot token regenerated after the leak drill; evalbot redeployed",
        "W&B service account key: 2 active, delete the older one after the sweep ends",
    )

    r.add(
        "public_client_id",
        f"Google OAuth client id for the demo login: {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
        f"Slack app client id {digits(12, lead=True)}.{digits(13, lead=True)} (evalbot)",
        f"HF OAuth app client_id: {uid()} (Sign in with HF on the Space)",
        f"Auth0 client id for the annotation UI: {rnd(ALNUM, 32)}",
    )

    r.add(
        "publishable_key",
        f"Stripe publishable key for the demo checkout page: pk_test_{rnd(ALNUM, 99)}",
        f"PostHog project key (client-side, public) phc_{rnd(ALNUM, 43)}",
        f"NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_{rnd(ALNUM, 99)}",
    )

    r.add(
        "pip_hash_pin",
        f"torch==2.4.1 --hash=sha256:{sha256()}",
        f"flash-attn==2.6.3 \\\n    --hash=sha256:{sha256()} \\\n    --hash=sha256:{sha256()}",
        f"uv.lock: vllm 0.6.3 sha256 {sha256()}",
    )

    r.add(
        "mlflow_run_id",
        f"mlflow run id {hexs(32)} (experiment 7, qc-judge)",
        f"mlflow.start_run(run_id=\"{hexs(32)}\")",
        f"model registry: models:/qc-judge/4 → runs:/{hexs(32)}/model",
        f"comparer les runs {hexs(32)} et {hexs(32)} dans l'UI",
    )

    r.add(
        "hyperparameter_config",
        f"training:\n  seed: {digits(5, lead=True)}\n  lr: 2.0e-5\n  max_tokens_per_batch: 262144\n  warmup_steps: 500\n  grad_clip: 1.0",
        "tokenizer: pad_token = eos_token, max_seq_len 8192, key finding: packing helps +1.2 on qc-bench",
        "generation: temperature 0.7, top_p 0.95, max_new_tokens 1024, secret sauce = the system prompt v3",
        f"password_min_length: 14\napi_key_ttl_days: 90\ntoken_bucket_rate: {digits(3, lead=True)}/s",
    )

    r.add(
        "postgres_url_without_password",
        "DATABASE_URL=postgresql://tracker@pg.acme.internal:5432/exptrack  (password via ~/.pgpass)",
        "psql -h pg.acme.internal -U tracker -d exptrack -W   # it'll prompt",
        "backend_store_uri: postgresql://tracker:${PGPASSWORD}@pg.acme.internal:5432/exptrack",
        "pg read replica: pg-ro.acme.internal:5432, db exptrack, user readonly (IAM auth, no password)",
    )

    r.add(
        "research_identifier",
        "doi:10.48550/arXiv.2406.01234 — our workshop paper",
        f"OpenReview submission id {rnd(ALNUM, 10)} (TMLR), reviewers assigned",
        f"zenodo record {digits(8, lead=True)} for the qc-bench release",
    )

    r.add(
        "tracking_number",
        f"new GPUs shipping: FedEx tracking {digits(12, lead=True)}",
        f"colis Postes Canada (le dock pour le laptop): {digits(16, lead=True)}",
        f"UPS 1Z{rnd(UPPER + DIGITS, 16)} — RAM for the workstation",
    )

    r.add(
        "git_lfs_pointer",
        f"version https://git-lfs.github.com/spec/v1\noid sha256:{sha256()}\nsize {digits(10, lead=True)}",
        f"lfs object {sha256()} missing on the remote, re-push with git lfs push --all",
        f"git lfs ls-files\n{hexs(10)} * model.safetensors\n{hexs(10)} * tokenizer.json",
    )

    return r


def main() -> None:
    write_corpora("make_heldout321.py", [
        ("heldout321_credentials.yaml", credentials(), "Held-out batch 321: credentials an ML researcher in Montréal keeps (HF, OpenAI, Anthropic, Replicate, Modal, RunPod, W&B, AWS, Slack, Postgres, 1Password and more)"),
        ("heldout321_lookalikes.yaml", lookalikes(), "Held-out batch 321: an ML researcher's identifiers, digests, run ids, public keys, masked keys and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
