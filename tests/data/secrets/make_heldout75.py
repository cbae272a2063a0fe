# ruff: noqa: E501
"""Writes heldout75_credentials.yaml and heldout75_lookalikes.yaml: held-out batch 75.

Persona: an ML engineer in London who runs local and hosted LLM inference and evaluation.
Their notes (English, terse, the odd typo) hold provider API keys (Hugging Face, OpenAI,
Anthropic, Mistral, Groq, Together, Replicate, OpenRouter, W&B, LangSmith, Pinecone, Qdrant,
Modal, RunPod, Lambda Cloud), ngrok and Cloudflare Tunnel tokens, Jupyter and vLLM/TGI server
access, SSH keys to GPU boxes, and personal bits: a Monzo PIN, the flat Wi-Fi, a gym locker.

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
    BASE58,
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
    b64u_bytes,
    basic,
    card_expiry,
    digits,
    epoch,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    onepassword_secret_key,
    openai_project_key,
    openssh_private,
    phrase,
    pick,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = [
    "kettle", "orbit", "saffron", "gravel", "pylon", "meadow", "cipher", "tundra", "velvet",
    "harbour", "quartz", "lantern", "thistle", "ember", "canal", "falcon", "pebble", "sorrel",
    "walnut", "beacon", "marble", "comet", "juniper", "ferry", "nettle", "ribbon", "cobalt",
]
MODELS = [
    "meta-llama/Llama-3.1-8B-Instruct", "mistralai/Mistral-7B-Instruct-v0.3",
    "Qwen/Qwen2.5-7B-Instruct", "google/gemma-2-9b-it", "microsoft/Phi-3.5-mini-instruct",
    "meta-llama/Llama-3.3-70B-Instruct", "Qwen/Qwen2.5-Coder-32B-Instruct",
]


# ---- credential shapes -------------------------------------------------------------------

def hf_token() -> str:
    return "hf_" + rnd(LOWER + UPPER, 34)


def openai_svcacct_key() -> str:
    return f"sk-svcacct-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}"


def openai_admin_key() -> str:
    return f"sk-admin-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}"


def openai_legacy_key() -> str:
    return f"sk-{rnd(ALNUM, 20)}T3BlbkFJ{rnd(ALNUM, 20)}"


def anthropic_admin_key() -> str:
    return f"sk-ant-admin01-{rnd(URLSAFE, 93)}AA"


def mistral_key() -> str:
    return rnd(ALNUM, 32)


def groq_key() -> str:
    return "gsk_" + rnd(ALNUM, 52)


def together_key() -> str:
    return "tgp_v1_" + rnd(URLSAFE, 43)


def replicate_token() -> str:
    return "r8_" + rnd(ALNUM, 37)


def openrouter_key() -> str:
    return "sk-or-v1-" + hexs(64)


def langsmith_key(kind: str = "pt") -> str:
    return f"lsv2_{kind}_{hexs(32)}_{hexs(10)}"


def pinecone_key() -> str:
    return f"pcsk_{rnd(ALNUM, 6)}_{rnd(ALNUM, 59)}"


def qdrant_key() -> str:
    return rnd(ALNUM + "_-", 46)


def modal_id() -> str:
    return "ak-" + rnd(ALNUM, 22)


def modal_secret() -> str:
    return "as-" + rnd(ALNUM, 22)


def runpod_key() -> str:
    return "rpa_" + rnd(UPPER + DIGITS, 44)


def lambda_key(name: str) -> str:
    return f"secret_{name}_{hexs(32)}.{rnd(ALNUM, 32)}"


def ngrok_token() -> str:
    return "2" + rnd(ALNUM, 26) + "_" + rnd(ALNUM, 21)


def cf_tunnel_token() -> str:
    payload = {"a": hexs(32), "t": uid(), "s": b64(secrets.token_bytes(32))}
    return b64(json.dumps(payload, separators=(",", ":")).encode())


def cf_api_token() -> str:
    return rnd(URLSAFE, 40)


def github_fine_grained() -> str:
    return f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}"


def github_classic() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def docker_pat() -> str:
    return "dckr_pat_" + rnd(URLSAFE, 27)


def gemini_key() -> str:
    return "AIza" + rnd(URLSAFE, 35)


def telegram_token() -> str:
    return f"{digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}"


def tailscale_key() -> str:
    return f"tskey-auth-k{rnd(ALNUM, 10)}CNTRL-{rnd(ALNUM, 33)}"


def totp_seed() -> str:
    return rnd(BASE32, 32)


def xai_key() -> str:
    return "xai-" + rnd(ALNUM, 80)


def cohere_key() -> str:
    return rnd(ALNUM, 40)


def voyage_key() -> str:
    return "pa-" + rnd(URLSAFE, 43)


def litellm_key() -> str:
    return "sk-" + rnd(ALNUM, 22)


def monzo_card() -> str:
    return groups(luhn("5" + pick("1", "2", "3", "4", "5")), 4)


def cvv() -> str:
    return digits(3)


def pin() -> str:
    return digits(4, lead=True)


def human_pw() -> str:
    return pick(
        f"{pick('Peckham', 'Hackney', 'Dalston', 'Brixton', 'Camden')}{pick('Rye', 'Wick', 'Junction', 'Lock')}{digits(2, lead=True)}{pick('!', '#', '?', '*')}",
        rnd(ALNUM + "!@#%^&*-_", 18),
        f"{phrase(WORDS, 3, '-')}-{digits(2)}",
        rnd(ALNUM, 24),
    )


def supabase_service_jwt() -> str:
    iat = epoch()
    return jwt({"iss": "supabase", "ref": rnd(LOWER, 20), "role": "service_role", "iat": iat, "exp": iat + 315_360_000})


def qdrant_jwt() -> str:
    return jwt({"access": "m", "exp": epoch() + 31_536_000})


# ---- look-alike shapes -------------------------------------------------------------------

def gpu_uuid() -> str:
    return f"GPU-{uid()}"


def aws_instance() -> str:
    return "i-0" + hexs(16)


def runpod_pod() -> str:
    return rnd(LOWER + DIGITS, 14)


def wandb_id() -> str:
    return rnd(LOWER + DIGITS, 8)


def sha256() -> str:
    return hexs(64)


def sha1() -> str:
    return hexs(40)


def ssh_fp() -> str:
    return "SHA256:" + b64(secrets.token_bytes(32)).rstrip("=")


def gpg_fp() -> str:
    return groups(hexs(40).upper(), 4)


def uk_plate() -> str:
    return f"{rnd('ABCDEFGHJKLMNOPRSTUVWXY', 2)}{pick('19', '20', '21', '22', '69', '70', '71', '72', '73', '74', '24', '74')} {rnd('ABCDEFGHJKLMNOPRSTUVWXYZ', 3)}"


def postcode() -> str:
    return f"{pick('E8', 'N16', 'SE15', 'NW5', 'EC2A', 'E2', 'SW9', 'N1')} {digits(1, lead=True)}{rnd('ABDEFGHJLNPQRSTUWXYZ', 2)}"


def london_phone() -> str:
    return f"020 7946 0{digits(3)}"


def mobile() -> str:
    return f"07700 900{digits(3)}"


def royal_mail() -> str:
    return f"{rnd(UPPER, 2)}{digits(9)}GB"


def cf_ray() -> str:
    return f"{hexs(16)}-LHR"


def price() -> str:
    return f"${secrets.randbelow(900) / 100 + 0.1:.2f}"


# ---- credentials ------------------------------------------------------------------------

def credentials() -> Rows:
    r = Rows()

    r.add("huggingface_read_token",
          f"HF read token for the laptop: {hf_token()}",
          f"export HF_TOKEN={hf_token()}   # gated llama repos need this, dont forget to accept the licence first",
          f"huggingface-cli login --token {hf_token()} --add-to-git-credential")

    r.add("huggingface_write_token",
          f"write token for pushing merged checkpoints to the acme-ml org (expires never, rotate it!!)\n{hf_token()}",
          f"HfApi(token=\"{hf_token()}\").upload_folder(folder_path='out/merged', repo_id='acme-ml/judge-7b-v2')",
          f"remember: the fine grained one w/ write on acme-ml/* = {hf_token()}")

    r.add("openai_project_key",
          f"OpenAI key, project 'evals-prod':\n{openai_project_key()}",
          f"OPENAI_API_KEY={openai_project_key()}",
          f"new openai key for the grader harness (old one leaked into a notebook output, revoked) -> {openai_project_key()}")

    r.add("openai_service_account_key",
          f"service account key for the nightly eval cron (svc-evals): {openai_svcacct_key()}",
          f"k8s secret openai-svc, literal value was\n{openai_svcacct_key()}")

    r.add("openai_admin_key",
          f"org admin key (usage + cost API only, do NOT put in any app): {openai_admin_key()}",
          f"curl the costs endpoint with -H \"Authorization: Bearer {openai_admin_key()}\" every monday for the spend report")

    r.add("openai_legacy_user_key",
          f"ancient personal openai key from 2023, still works apparently: {openai_legacy_key()}",
          f"old sk key in ~/.config/shell-gpt: {openai_legacy_key()}")

    r.add("anthropic_api_key",
          f"Anthropic console -> workspace 'eval-judges' key\n{anthropic_key()}",
          f"ANTHROPIC_API_KEY=\"{anthropic_key()}\"",
          f"client = anthropic.Anthropic(api_key=\"{anthropic_key()}\")  # temp, move to env before committing",
          f"claude key for the pairwise-judge run: {anthropic_key()}")

    r.add("anthropic_admin_key",
          f"anthropic admin API key (org mgmt, workspaces): {anthropic_admin_key()}",
          f"x-api-key: {anthropic_admin_key()}  <- for the usage report script only")

    r.add("mistral_api_key",
          f"mistral la plateforme key: {mistral_key()}",
          f"MISTRAL_API_KEY={mistral_key()}\n(the free 'experiment' tier one, rate limited to 1 rps)",
          f"Mistral key for codestral FIM tests -> {mistral_key()}")

    r.add("groq_api_key",
          f"groq: {groq_key()}",
          f"GROQ_API_KEY={groq_key()} # for the latency comparison notebook",
          f"Groq key (personal acct, not the acme one)\n{groq_key()}")

    r.add("together_api_key",
          f"together.ai key {together_key()}",
          f"TOGETHER_API_KEY={together_key()}\nTOGETHER_BASE=https://together-proxy.acme.internal/v1",
          f"old Together key, the 64-char hex style one, still active on the research acct: {hexs(64)}")

    r.add("replicate_api_token",
          f"REPLICATE_API_TOKEN={replicate_token()}",
          f"replicate token for the flux image evals: {replicate_token()}",
          f"r8 token (billing on personal card!!) {replicate_token()}")

    r.add("openrouter_api_key",
          f"openrouter key w/ $20 credit limit: {openrouter_key()}",
          f"OPENAI_BASE_URL=https://openrouter-cache.acme.internal/api/v1\nOPENAI_API_KEY={openrouter_key()}",
          f"OR key for the model-zoo sweep -> {openrouter_key()}")

    r.add("wandb_api_key",
          f"wandb key: {hexs(40)}",
          f"WANDB_API_KEY={hexs(40)} WANDB_BASE_URL=https://wandb.acme.internal python train.py",
          f"~/.netrc on the gpu box:\nmachine wandb.acme.internal\n  login user\n  password {hexs(40)}")

    r.add("langsmith_api_key",
          f"LANGSMITH_API_KEY={langsmith_key()}\nLANGSMITH_TRACING=true\nLANGSMITH_PROJECT=rag-evals",
          f"langsmith personal token {langsmith_key()}",
          f"LangSmith service key for the CI tracer: {langsmith_key('sk')}")

    r.add("pinecone_api_key",
          f"pinecone key (starter project): {pinecone_key()}",
          f"pc = Pinecone(api_key=\"{pinecone_key()}\")",
          f"PINECONE_API_KEY={pinecone_key()}")

    r.add("qdrant_api_key",
          f"qdrant cloud cluster key for the eu-west cluster: {qdrant_key()}",
          f"QdrantClient(url=\"https://qdrant.acme.internal:6333\", api_key=\"{qdrant_key()}\")",
          f"self-hosted qdrant, jwt rbac enabled. manage-level token:\n{qdrant_jwt()}")

    r.add("modal_token_pair",
          f"modal token set --token-id {modal_id()} --token-secret {modal_secret()}",
          f"~/.modal.toml\n[acme-ml]\ntoken_id = \"{modal_id()}\"\ntoken_secret = \"{modal_secret()}\"\nactive = true",
          f"Modal creds for the GH action: MODAL_TOKEN_ID={modal_id()} MODAL_TOKEN_SECRET={modal_secret()}")

    r.add("runpod_api_key",
          f"runpod api key: {runpod_key()}",
          f"runpodctl config --apiKey {runpod_key()}",
          f"RUNPOD_API_KEY={runpod_key()}  (read/write, the read-only one is in the vault)")

    r.add("lambda_cloud_api_key",
          f"lambda cloud key {lambda_key('laptop')}",
          f"curl -u {lambda_key('cron')}: https://lambda-api.acme.internal/api/v1/instances",
          f"Lambda API key (named 'spot-watcher'):\n{lambda_key('spot-watcher')}")

    r.add("ngrok_authtoken",
          f"ngrok config add-authtoken {ngrok_token()}",
          f"ngrok.yml\nversion: 3\nagent:\n  authtoken: {ngrok_token()}\ntunnels:\n  vllm:\n    proto: http\n    addr: 8000",
          f"ngrok token for the demo box {ngrok_token()}")

    r.add("cloudflare_tunnel_token",
          f"sudo cloudflared service install {cf_tunnel_token()}",
          f"tunnel token for gpu-box-2 (jupyter.acme.example -> localhost:8888):\n{cf_tunnel_token()}",
          f"TUNNEL_TOKEN={cf_tunnel_token()} docker compose up -d cloudflared")

    r.add("cloudflare_api_token",
          f"CF api token (Zone.DNS edit on acme.example only): {cf_api_token()}",
          f"CLOUDFLARE_API_TOKEN={cf_api_token()}")

    r.add("jupyter_token_url",
          f"jupyter on the a100 box: http://127.0.0.1:8888/lab?token={secrets.token_hex(24)}",
          f"forwarded lab url (ssh -L 8899:localhost:8888 gpu2) http://localhost:8899/?token={secrets.token_hex(24)}",
          f"jupyter lab --no-browser --port 8888 --IdentityProvider.token='{secrets.token_hex(24)}'")

    r.add("jupyter_password",
          f"set a password on the shared jupyterhub instead of tokens, it's {human_pw()}",
          f"jupyter server password for gpu-box-1 = {human_pw()}")

    r.add("vllm_server_api_key",
          f"vllm serve {pick(*MODELS)} --tensor-parallel-size 2 --max-model-len 16384 --api-key {rnd(ALNUM, 32)}",
          f"key for our internal vllm endpoint (vllm.acme.internal:8000): {rnd(URLSAFE, 40)}",
          f"VLLM_API_KEY={secrets.token_urlsafe(32)}\n^ same value goes in the eval harness config as api_key")

    r.add("tgi_basic_auth",
          f"TGI is behind caddy w/ basic auth. user tgi / {human_pw()}",
          f"curl -H 'Authorization: Basic {basic('evals', human_pw())}' https://tgi.acme.internal/generate -d @req.json",
          f"basicauth for the TGI proxy: https://bench:{human_pw()}@tgi-staging.acme.internal/")

    r.add("gpu_box_ssh_private_key",
          f"id_ed25519 for lambda boxes (the one w/o passphrase):\n{openssh_private()}",
          f"runpod ssh key, paste into ~/.ssh/runpod and chmod 600\n{openssh_private()}")

    r.add("ssh_key_passphrase",
          f"passphrase for ~/.ssh/id_gpu: {phrase(WORDS, 4, ' ')}",
          f"ssh key pass (work laptop) {human_pw()}",
          f"the key on the yubikey-less laptop is encrypted, passphrase -> {phrase(WORDS, 5, '-')}")

    r.add("gpu_box_root_password",
          f"ubuntu@10.20.4.17 password {human_pw()} (only until I copy the pubkey over)",
          f"lambda-a100-3.acme.internal root pw: {human_pw()}",
          f"rented 4090 box from the vast-like place:\nssh -p 22014 root@gpu7.acme.test\npass {human_pw()}")

    r.add("github_token",
          f"gh PAT (fine grained, repo:acme-ml/evals only) {github_fine_grained()}",
          f"GITHUB_TOKEN={github_classic()}  # classic, for pip install git+https from private repos",
          f"git clone https://x-access-token:{github_classic()}@git.acme.internal/acme-ml/judge.git")

    r.add("docker_hub_token",
          f"docker login -u acmeml -p {docker_pat()}",
          f"dockerhub PAT for pushing vllm images: {docker_pat()}")

    r.add("aws_checkpoint_bucket_keys",
          f"s3://acme-ckpts IAM user ckpt-writer\nAWS_ACCESS_KEY_ID={aws_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}",
          f"[ckpt]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = eu-west-2",
          f"aws keys for the eval results bucket: {aws_key_id()} / {aws_secret()}")

    r.add("postgres_eval_db_url",
          f"DATABASE_URL=postgresql://evals:{rnd(ALNUM, 20)}@pg.acme.internal:5432/eval_results",
          f"psql 'postgres://readonly:{human_pw()}@10.20.1.5/leaderboard?sslmode=require'",
          f"eval db creds - user evals_rw, pass {rnd(ALNUM, 20)}, host pg.acme.internal")

    r.add("redis_cache_password",
          f"REDIS_URL=redis://default:{rnd(ALNUM, 32)}@redis.acme.internal:6379/0  (prompt cache)",
          f"redis-cli -h cache.acme.internal -a {rnd(ALNUM, 24)} --no-auth-warning")

    r.add("kaggle_api_key",
          f"~/.kaggle/kaggle.json\n{{\"username\":\"ldn-mleng\",\"key\":\"{hexs(32)}\"}}",
          f"KAGGLE_USERNAME=ldn-mleng KAGGLE_KEY={hexs(32)}")

    r.add("gemini_api_key",
          f"gemini key (AI studio, personal): {gemini_key()}",
          f"GOOGLE_API_KEY={gemini_key()}")

    r.add("azure_openai_key",
          f"azure openai, resource acme-uks-openai, key1 = {hexs(32)}",
          f"AZURE_OPENAI_API_KEY={hexs(32)}\nAZURE_OPENAI_ENDPOINT=https://acme-uks-openai.acme.example/")

    r.add("litellm_master_key",
          f"litellm proxy master key: sk-{rnd(ALNUM, 32)}",
          f"general_settings:\n  master_key: sk-{rnd(ALNUM, 32)}\n  database_url: postgresql://litellm:{rnd(ALNUM, 16)}@pg.acme.internal/litellm",
          f"virtual key I minted for Priya's team (budget $50): {litellm_key()}")

    r.add("langfuse_secret_key",
          f"LANGFUSE_PUBLIC_KEY=pk-lf-{uid()}\nLANGFUSE_SECRET_KEY=sk-lf-{uid()}\nLANGFUSE_HOST=https://langfuse.acme.internal",
          f"langfuse secret for the self-hosted instance sk-lf-{uid()}")

    r.add("other_llm_provider_keys",
          f"xai key for grok comparisons: {xai_key()}",
          f"cohere (rerank) {cohere_key()}",
          f"voyage embeddings key: {voyage_key()}",
          f"deepseek sk-{hexs(32)}")

    r.add("monzo_card_pin",
          f"monzo pin {pin()}",
          f"new Monzo card arrived, PIN is {pin()} - change it at an ATM",
          f"Monzo: app passcode {digits(6)}, card PIN {pin()}")

    r.add("monzo_card_details",
          f"monzo debit for the lambda/runpod billing\n{monzo_card()}\nexp {card_expiry()} cvc {cvv()}",
          f"card: {monzo_card()} {card_expiry()} {cvv()} (virtual card, only for OpenAI billing)",
          f"Monzo virtual card 'gpu-credits': number {monzo_card()}, expiry {card_expiry()}, CVV {cvv()}")

    r.add("home_wifi_password",
          f"flat wifi: SSID Hyperoptic-{rnd(UPPER + DIGITS, 4)}, pass {rnd(ALNUM, 12)}",
          f"wifi pw for guests -> {phrase(WORDS, 3, '')}{digits(2)}",
          f"WIFI:T:WPA;S:NoodleNet5G;P:{human_pw()};;")

    r.add("gym_locker_code",
          f"gym locker combo {digits(4)}",
          f"puregym locker 112, code {digits(4)} (if it jams ask front desk)",
          f"Gym: locker code {digits(4)}, door pin for 24h entry {digits(6)}")

    r.add("building_door_code",
          f"door code for the co-working on Old St: {digits(4)}#",
          f"front door keypad {digits(5)}, bike store {digits(4)}")

    r.add("totp_seed",
          f"HF 2FA seed (backup in case phone dies): {groups(totp_seed(), 4)}",
          f"otpauth://totp/GitHub:ldn-mleng?secret={totp_seed()}&issuer=GitHub",
          f"runpod 2fa secret {totp_seed()}")

    r.add("account_recovery_codes",
          f"github recovery codes\n{recovery_codes(6, 'github')}",
          f"HF recovery codes:\n{recovery_codes(5, 'other')}",
          f"W&B backup codes {recovery_codes(4, 'digits')}")

    r.add("password_manager_secrets",
          f"1password secret key {onepassword_secret_key()}",
          f"1P master pw: {phrase(WORDS, 5, ' ')}",
          f"bitwarden master password = {human_pw()}")

    r.add("sops_age_secret_key",
          f"age key for sops-encrypted .env files in the evals repo\n# public key: {age_public_key()}\n{age_secret_key()}",
          f"SOPS_AGE_KEY={age_secret_key()}")

    r.add("tailscale_auth_key",
          f"tailscale up --authkey={tailscale_key()} --hostname=gpu-box-3",
          f"reusable ts auth key for spinning up gpu nodes: {tailscale_key()}")

    r.add("minio_credentials",
          f"minio (local dataset mirror): MINIO_ROOT_USER=admin MINIO_ROOT_PASSWORD={rnd(ALNUM, 24)}",
          f"mc alias set local http://minio.acme.internal:9000 datasets {rnd(ALNUM, 32)}")

    r.add("grafana_admin_password",
          f"grafana (gpu dashboards) admin / {human_pw()}",
          f"GF_SECURITY_ADMIN_PASSWORD={rnd(ALNUM, 20)}")

    r.add("telegram_bot_token",
          f"telegram bot that pings me when a training run dies: {telegram_token()}",
          f"TG_BOT_TOKEN={telegram_token()}\nTG_CHAT_ID=-100{digits(10)}")

    r.add("wireguard_private_key",
          f"wg0.conf on the home lab box\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.66.0.2/24",
          f"wireguard privkey for laptop peer {wg_key()}")

    r.add("supabase_service_role_key",
          f"supabase service_role for the leaderboard app (server only!!)\n{supabase_service_jwt()}",
          f"SUPABASE_SERVICE_ROLE_KEY={supabase_service_jwt()}")

    r.add("google_app_password",
          f"gmail app password for the eval report mailer: {app_password()}",
          f"SMTP_PASS='{app_password()}' (app pw, not my real one)")

    r.add("slack_chatops_tokens",
          f"slack bot for #gpu-alerts xoxb-{digits(12, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}",
          f"SLACK_BOT_TOKEN=xoxb-{digits(12, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}\nSLACK_SIGNING_SECRET={hexs(32)}")

    return r


# ---- look-alikes ------------------------------------------------------------------------

def lookalikes() -> Rows:
    r = Rows()

    r.add("hf_model_revision",
          f"pin {pick(*MODELS)} at revision {sha1()} - main moved and broke the chat template",
          f"AutoModelForCausalLM.from_pretrained(\"{pick(*MODELS)}\", revision=\"{sha1()}\")",
          f"judge model = acme-ml/judge-7b-v2@{sha1()[:7]} (the one in the paper)")

    r.add("safetensors_checksum",
          f"model-00001-of-00004.safetensors sha256 {sha256()}",
          f"sha256sum check after the s3 copy:\n{sha256()}  model-00002-of-00004.safetensors\n{sha256()}  model-00003-of-00004.safetensors",
          f"expected checksum for the gguf Q4_K_M: {sha256()}")

    r.add("wandb_run_reference",
          f"best run so far: acme-ml/dpo-judge/runs/{wandb_id()} (lr 5e-7, beta 0.1)",
          f"wandb run id {wandb_id()} crashed at step 1840, OOM on rank 3",
          f"resume with WANDB_RUN_ID={wandb_id()} WANDB_RESUME=must")

    r.add("wandb_sweep_reference",
          f"wandb agent acme-ml/lora-sweep/{wandb_id()} --count 20",
          f"sweep {wandb_id()} done, 48 runs, best val loss 1.412",
          f"sweep config saved as sweeps/{wandb_id()}.yaml - method bayes, metric eval/loss minimize")

    r.add("hf_dataset_id",
          f"eval sets: cais/mmlu (all), openai/gsm8k main test, tatsu-lab/alpaca_eval, acme-ml/internal-rag-qa@{sha1()[:8]}",
          f"load_dataset('HuggingFaceH4/ultrafeedback_binarized', split='train_prefs', revision='{sha1()}')",
          f"dataset card for acme-ml/support-tickets-{wandb_id()} still needs a licence field")

    r.add("gpu_uuid",
          f"nvidia-smi -L\nGPU 0: NVIDIA A100-SXM4-80GB (UUID: {gpu_uuid()})\nGPU 1: NVIDIA A100-SXM4-80GB (UUID: {gpu_uuid()})",
          f"CUDA_VISIBLE_DEVICES={gpu_uuid()} for the judge, the other card runs the generator",
          f"flaky card on gpu-box-2 is {gpu_uuid()} - Xid 79 twice this week",
          f"dcgm export label gpu_uuid=\"{gpu_uuid()}\" temp 83C throttling")

    r.add("cloud_instance_id",
          f"lambda instance {hexs(32)} (1x H100, us-east-1) terminated 18:40",
          f"aws ec2 stop-instances --instance-ids {aws_instance()}",
          f"runpod pod id {runpod_pod()} - community cloud, 2x 4090, $0.74/hr")

    r.add("api_request_id",
          f"openai 500 again, x-request-id: req_{hexs(32)} - reported to support",
          f"anthropic overloaded_error, request-id req_011C{rnd(BASE58, 20)}",
          f"groq 429 at 14:02, x-request-id req_{rnd(LOWER + DIGITS, 26)}")

    r.add("completion_and_message_ids",
          f"weird refusal in chatcmpl-{rnd(ALNUM, 29)}, keep for the safety eval",
          f"msg id msg_01{rnd(ALNUM, 22)} - judge gave 9/10 to an empty answer lol",
          f"gen-{digits(10)}-{rnd(ALNUM, 20)} is the openrouter generation id for the bad sample")

    r.add("ssh_public_key",
          f"pubkey to add to authorized_keys on new boxes:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ldn-mleng@laptop",
          f"runpod settings -> SSH public key = ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} runpod",
          f"ssh-rsa {ssh_pub('ssh-rsa', 270)} old-key-from-uni (remove from lambda account)")

    r.add("ssh_host_fingerprint",
          f"gpu-box-2 host key fingerprint {ssh_fp()} (ED25519) - verify before typing yes",
          f"lambda reimaged the box, new fingerprint is {ssh_fp()}, update known_hosts",
          f"ssh-keygen -lf ~/.ssh/id_gpu.pub\n256 {ssh_fp()} ldn-mleng@laptop (ED25519)")

    r.add("public_crypto_keys",
          f"my age recipient (public, fine to share): {age_public_key()}",
          f"wg peer for the home lab\n[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 10.66.0.0/24\nEndpoint = home.acme.example:51820",
          f"gpg fingerprint for signing release tags: {gpg_fp()}")

    r.add("client_side_public_keys",
          f"posthog project key for the leaderboard frontend (public, ships in JS): phc_{rnd(ALNUM, 43)}",
          f"LANGFUSE_PUBLIC_KEY=pk-lf-{uid()}  # public half only, secret is in the vault",
          f"supabase anon key is public by design, project ref {rnd(LOWER, 20)}, RLS is on")

    r.add("token_usage_and_pricing",
          f"mmlu run: {secrets.randbelow(9_000_000) + 1_000_000:,} input tokens, {secrets.randbelow(90_000) + 10_000:,} output, cost {price()}",
          "pricing check: gpt-4o-mini $0.15/M in $0.60/M out; claude haiku $0.80/M in $4/M out; groq llama-3.1-8b $0.05/$0.08",
          f"max_tokens=4096, prompt avg 1,{digits(3)} tokens, ~{secrets.randbelow(40) + 10}k requests/day")

    r.add("training_hyperparameters",
          f"seed={digits(5, lead=True)} lr=2e-5 warmup=100 bs=64 grad_accum=8 lora_r=16 alpha=32 dropout=0.05",
          f"seeds used for the variance study: {', '.join(digits(4, lead=True) for _ in range(5))}",
          f"torch.manual_seed({digits(4, lead=True)}); temperature=0.7 top_p=0.95 n=8")

    r.add("env_var_names_only",
          "things the harness expects in env: OPENAI_API_KEY, ANTHROPIC_API_KEY, HF_TOKEN, WANDB_API_KEY, GROQ_API_KEY",
          "direnv .envrc just does `dotenv .env.local` - the .env.local is gitignored",
          "if HF_TOKEN is unset, from_pretrained silently falls back to anonymous and gated repos 401")

    r.add("secret_store_reference",
          "openai key lives in 1Password -> vault 'ML' -> item 'OpenAI evals-prod' -> field credential",
          "op read \"op://ML/Anthropic eval-judges/credential\" | pbcopy",
          "vault kv get -field=token secret/ml/huggingface/write  (needs VPN)",
          "runpod api key is in the team bitwarden under 'Infra / RunPod', ask Sam for access")

    r.add("key_rotation_log",
          "rotated all OpenAI project keys on 14 Mar after the notebook leak, old ones revoked",
          "HF write token expired today, made a new fine-grained one, put it in 1P",
          "ngrok authtoken reset - the old one was in a public gist for like 10 mins :(",
          "TODO: rotate wandb key + langsmith key before Priya leaves (she had them in her .zshrc)",
          "Modal token revoked 3 Feb, GH action now uses the new secret MODAL_TOKEN_SECRET from repo secrets")

    r.add("masked_key_hint",
          f"openai dashboard shows the grader key as sk-proj-...{rnd(ALNUM, 4)}, created by me 02/2025",
          f"which anthropic key is this? console says sk-ant-api03-{rnd(URLSAFE, 4)}...{rnd(URLSAFE, 4)}AA, last used yesterday",
          f"HF token list: 'laptop-read' hf_...{rnd(LOWER + UPPER, 4)} (read), 'ci-push' hf_...{rnd(LOWER + UPPER, 4)} (write)")

    r.add("placeholder_credentials",
          "README snippet: export OPENAI_API_KEY=sk-...your-key-here...",
          "config template: api_key: ${TOGETHER_API_KEY}  # never inline",
          "example in the docs uses hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx, obviously not real",
          "curl -H \"Authorization: Bearer $OPENROUTER_API_KEY\" -d @req.json https://openrouter-cache.acme.internal/api/v1/chat/completions")

    r.add("docker_image_digest",
          f"vllm/vllm-openai:v0.6.3@sha256:{sha256()}",
          f"TGI image pinned: registry.acme.internal/mirror/text-generation-inference:2.4.0 digest sha256:{sha256()}",
          f"our eval runner image acme/evals:2025.03 -> sha256:{sha256()[:12]} (short id from docker images)")

    r.add("git_commit_sha",
          f"eval harness at {sha1()} reproduces the table, later commits changed the prompt",
          f"git bisect: first bad commit {sha1()[:12]} (tokenizer padding side)",
          f"cherry-pick {sha1()} onto release/0.4")

    r.add("lockfile_hashes",
          f"torch==2.4.1 --hash=sha256:{sha256()}",
          f"uv.lock diff only touched flash-attn: sha256 {sha256()}")

    r.add("openai_job_ids",
          f"batch_{hexs(24)} submitted 09:12, 50k requests, completion window 24h",
          f"uploaded file-{rnd(ALNUM, 22)} (train.jsonl, 12k rows)",
          f"fine-tune ftjob-{rnd(ALNUM, 24)} finished -> ft:gpt-4o-mini-2024-07-18:acme::{rnd(ALNUM, 8)}")

    r.add("anthropic_batch_ids",
          f"message batch msgbatch_01{rnd(ALNUM, 22)} ended, 3 errored (overloaded)",
          f"results_url for msgbatch_01{rnd(ALNUM, 22)} downloaded to data/raw/")

    r.add("replicate_prediction_ids",
          f"replicate prediction {rnd(LOWER + DIGITS, 26)} took 41s cold start",
          f"model version {sha256()} of the flux-dev fork",
          f"replicate.run(\"acme-ml/whisper-eval:{sha256()}\", input={{...}})  # token comes from REPLICATE_API_TOKEN env")

    r.add("together_job_ids",
          f"together fine-tune ft-{uid()} status COMPLETED, output model acme/Meta-Llama-3.1-8B-Instruct-judge-{hexs(8)}",
          f"together file id file-{uid()} for the DPO pairs")

    r.add("modal_app_ids",
          f"modal app ap-{rnd(ALNUM, 22)} is the batch embedder, stop it after the run",
          f"function call fc-{rnd(ALNUM, 26)} stuck in pending for 20 min, modal status page green")

    r.add("cloudflare_tunnel_ids",
          f"tunnel gpu2-jupyter id {uid()} (account tag {hexs(32)})",
          f"cloudflared tunnel route dns {uid()} jupyter.acme.example",
          f"cf 502 on the tunnel, Ray ID {cf_ray()}")

    r.add("ngrok_endpoint_reference",
          "ngrok static domain for demos: quiet-otter-acme.ngrok.acme.test",
          f"ngrok endpoint ep_{rnd(ALNUM, 27)} -> localhost:8000 (vllm)")

    r.add("trace_and_span_ids",
          f"langsmith trace {uid()} shows the retriever returning 0 docs",
          f"otel trace_id={hexs(32)} span_id={hexs(16)} - the slow rerank call",
          f"traceparent: 00-{hexs(32)}-{hexs(16)}-01 (copied from the vllm logs)")

    r.add("vector_db_identifiers",
          f"qdrant collection 'docs-bge-m3' points {uid()} and {uid()} are dupes",
          "pinecone index rag-prod-1024, namespaces: kb-v3, tickets-2024; dim 1024, cosine",
          f"pinecone record id doc#{hexs(12)}#chunk{secrets.randbelow(90)}")

    r.add("inference_server_command",
          f"vllm serve {pick(*MODELS)} --port 8000 --gpu-memory-utilization 0.92 --api-key \"$VLLM_API_KEY\" --served-model-name judge",
          f"docker run --gpus all -e HF_TOKEN -p 8080:80 -v $PWD/data:/data registry.acme.internal/mirror/text-generation-inference:2.4.0 --model-id {pick(*MODELS)}",
          "TGI on :8080 has no auth, it's only bound to the tailnet")

    r.add("jupyter_without_token",
          "jupyter is at http://127.0.0.1:8888/lab - token prints in `journalctl -u jupyter` if I forget",
          "set c.ServerApp.token from env JUPYTER_TOKEN in jupyter_server_config.py so it's not in history",
          "jupyter url http://localhost:8899/lab/tree/evals/judge_agreement.ipynb")

    r.add("gpu_box_addresses",
          "gpu boxes: gpu1 10.20.4.11, gpu2 10.20.4.12, gpu3 100.101.12.7 (tailscale)",
          "ssh -i ~/.ssh/id_gpu -p 22 ubuntu@lambda-h100-1.acme.internal -L 8888:localhost:8888",
          f"Host runpod-4090\n  HostName 203.0.113.{secrets.randbelow(250) + 2}\n  Port {secrets.randbelow(20000) + 10000}\n  User root\n  IdentityFile ~/.ssh/runpod")

    r.add("mac_and_serials",
          f"home lab box NIC mac {mac()} - reserve 192.168.1.50 on router",
          f"H100 serial {digits(13, lead=True)} RMA'd via Lambda support")

    r.add("uk_phone_numbers",
          f"Lambda support UK line {london_phone()}",
          f"landlord {mobile()}, plumber {mobile()}")

    r.add("uk_addresses_postcodes",
          f"co-working: 1 Old Street, London {postcode()}",
          f"deliveries to the flat, {postcode()}, buzz flat 4",
          f"gym is the one on {pick('Mare St', 'Rye Lane', 'Holloway Rd')}, {postcode()}, open 24h")

    r.add("uk_licence_plate",
          f"my car reg {uk_plate()}, congestion charge autopay on",
          f"Zipcar for the offsite: {uk_plate()} parked at bay 3",
          f"PCN for {uk_plate()} - pay within 14 days, ref {rnd(UPPER, 2)}{digits(8)}")

    r.add("business_iban_on_invoice",
          f"invoice footer for consulting: Ldn ML Ltd, IBAN {iban('GB', 'MONZ' + digits(14))}, BIC MONZGB2L",
          f"pay me at sort code {digits(2)}-{digits(2)}-{digits(2)}, acct {digits(8)} (business acct, fine to put on invoices)")

    r.add("invoice_and_order_numbers",
          f"lambda invoice INV-{digits(4)}-{digits(6)} for Oct, £{secrets.randbelow(3000) + 200}.{digits(2)}",
          f"scan order #{digits(9, lead=True)} for the 2nd 4090, arriving Thu",
          f"openai receipt {rnd(UPPER + DIGITS, 8)}-{digits(4)} - expense it")

    r.add("parcel_tracking",
          f"royal mail tracking {royal_mail()}",
          f"DPD parcel {digits(14, lead=True)}, the NVMe drives",
          f"amazon order {digits(3, lead=True)}-{digits(7)}-{digits(7)} (spare PSU)")

    r.add("train_and_travel_bookings",
          f"trainline booking ref {rnd(UPPER + DIGITS, 8)} - LDN to Edinburgh for the workshop",
          f"eurostar booking {rnd(UPPER, 6)}, coach 11 seat 42")

    r.add("paper_references",
          f"read arXiv:{pick('2405', '2406', '2410', '2501')}.{digits(5)} (LLM-as-judge position bias)",
          f"cite doi 10.48550/arXiv.2406.{digits(5)} in the writeup")

    r.add("software_versions",
          "driver 550.127.05, CUDA 12.4, torch 2.4.1+cu124, vllm 0.6.3.post1, flash-attn 2.6.3",
          "nccl 2.21.5 on gpu2 vs 2.20.5 on gpu1 -> that's why all_reduce hangs?",
          "upgrade plan: vllm 0.6.3 -> 0.7.2 needs torch 2.5.1, transformers >=4.48")

    r.add("password_policy_talk",
          "jupyterhub now requires 16+ char passwords, changed mine today",
          "monzo pin is 4 digits, don't reuse the old bank one (changed it at the ATM on Kingsland Rd)",
          "gym locker code got reset by staff, need to pick a new one tomorrow")

    r.add("wifi_and_network_info",
          "flat wifi is SSID NoodleNet5G, password on the back of the router (sticker)",
          f"router admin at 192.168.1.1, firmware {secrets.randbelow(5) + 1}.{secrets.randbelow(10)}.{secrets.randbelow(30)}, guest network off")

    r.add("ollama_and_gguf_digests",
          f"ollama pull llama3.1:8b -> digest sha256-{sha256()}",
          f"ollama list: qwen2.5:7b {hexs(12)} 4.7 GB 2 days ago")

    r.add("git_lfs_pointer",
          f"version https://git-lfs.github.com/spec/v1\noid sha256:{sha256()}\nsize {digits(10, lead=True)}",
          f"git lfs ls-files -l | head -2\n{sha256()} * checkpoints/judge-7b/model.safetensors\n{sha256()} * data/prefs.parquet")

    r.add("eval_scores_and_ids",
          f"eval run {uid()}: mmlu 68.4, gsm8k 79.1, judge agreement kappa 0.71",
          f"leaderboard submission #{digits(4, lead=True)} hash {hexs(16)}",
          f"results.jsonl md5 {hexs(32)} matches the one on the shared drive")

    r.add("aws_resource_arns",
          f"arn:aws:s3:::acme-ckpts/llama-judge/step-{digits(4, lead=True)}/",
          f"role arn:aws:iam::{aws_account()}:role/gpu-runner (OIDC from GH actions, no static keys)",
          f"secret arn arn:aws:secretsmanager:eu-west-2:{aws_account()}:secret:ml/openai-{rnd(ALNUM, 6)} (the value is in there, not here)")

    r.add("jwks_and_token_metadata",
          f"jwks for the eval api: kid {hexs(16)}, alg RS256, n={b64u_bytes(256)}, e=AQAB",
          f"HF token scopes: read repos, write acme-ml/*, inference; expires {secrets.randbelow(28) + 1:02d}/0{secrets.randbelow(9) + 1}/2026")

    r.add("gpu_pricing_quotes",
          f"lambda 1x H100 $2.49/hr, runpod secure H100 $2.99/hr, modal H100 ${secrets.randbelow(100) / 100 + 3:.2f}/hr",
          f"quote Q-{digits(6)} for 8x H100 reserved 3 months",
          f"runpod credits balance ${secrets.randbelow(400) + 20}.{digits(2)}, auto top-up at $25 (card ending {digits(4)})")

    return r


def main() -> None:
    write_corpora("make_heldout75.py", [
        ("heldout75_credentials.yaml", credentials(), "batch 75 (London ML engineer running LLM inference and evals), written blind; every value synthetic"),
        ("heldout75_lookalikes.yaml", lookalikes(), "batch 75 look-alikes: model revisions, checksums, run/instance/request ids, public keys, secret references, written blind"),
    ])


if __name__ == "__main__":
    main()
