# ruff: noqa: E501
"""Writes heldout204_credentials.yaml and heldout204_lookalikes.yaml: held-out batch 204.

Persona: a machine-learning researcher in a Paris lab who writes notes in French and English,
often mixing both in one line. They train and evaluate language models on a shared SLURM
cluster, push checkpoints to the Hugging Face Hub, track runs in Weights & Biases, call the
OpenAI and Anthropic APIs for evaluations, pull competition data from Kaggle, keep datasets
in S3 and in a MinIO server of the lab, and work in JupyterHub. The credentials are the
tokens, keys and passwords of that work; the look-alikes are the identifiers the same work
is full of (repo ids, revision hashes, run and job ids, checksums, arXiv ids, DOIs, image
digests, seeds, public keys, public dataset URLs) and talk about secrets without them.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

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
    age_public_key,
    age_secret_key,
    anthropic_key,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    digits,
    epoch,
    groups,
    hexs,
    openai_project_key,
    openssh_private,
    orcid,
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


def hf_token() -> str:
    return "hf_" + rnd(UPPER + LOWER, 34)


def openai_legacy() -> str:
    return f"sk-{rnd(ALNUM, 20)}T3BlbkFJ{rnd(ALNUM, 20)}"


def gh_pat() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def gh_fine_grained() -> str:
    return f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}"


def gitlab_pat() -> str:
    return "glpat-" + rnd(URLSAFE, 20)


def gemini_key() -> str:
    return "AIza" + rnd(URLSAFE, 35)


def replicate_token() -> str:
    return "r8_" + rnd(ALNUM, 37)


def groq_key() -> str:
    return "gsk_" + rnd(ALNUM, 52)


def telegram_token() -> str:
    return f"{digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}"


def docker_pat() -> str:
    return "dckr_pat_" + rnd(URLSAFE, 27)


def ngrok_token() -> str:
    return f"2{rnd(ALNUM, 26)}_{rnd(ALNUM, 21)}"


def slack_hook() -> str:
    return f"https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}"


def neptune_token() -> str:
    raw = f'{{"api_address":"https://neptune.acme.internal","api_url":"https://neptune.acme.internal","api_key":"{uid()}"}}'
    return b64(raw.encode())


def totp_seed() -> str:
    return rnd(BASE32, 32)


def wandb_id() -> str:
    return rnd(LOWER + DIGITS, 8)


def sha256() -> str:
    return hexs(64)


def slurm_id() -> str:
    return digits(7, lead=True)


def arxiv() -> str:
    return f"{pick('23', '24', '25')}{secrets.randbelow(12) + 1:02d}.{digits(5)}"


def org() -> str:
    return pick("acme-nlp", "acme-lab", "paris-ml-test")


def model() -> str:
    return pick("camembert-distill", "llama-fr-sft", "t5-small-summ", "mistral-dpo-fr", "bert-ner-juri")


def dataset() -> str:
    return pick("oscar-fr-dedup", "wiki-fr-2024", "qa-juridique", "annot-ner-v2", "mt-bench-fr")


def credentials() -> Rows:
    r = Rows()
    r.add(
        "huggingface_write_token",
        f"HF write token (pour push les checkpoints sur le Hub, org acme-nlp): {hf_token()}",
        f"huggingface-cli login --token {hf_token()} --add-to-git-credential",
        f"mon token HF en écriture = {hf_token()} — ne PAS le laisser dans le notebook partagé",
        f"HF_TOKEN={hf_token()}\nHF_HUB_ENABLE_HF_TRANSFER=1",
        f"rappel: token hugging face 'camembert-push' (role write) -> {hf_token()}",
        f'from huggingface_hub import login\nlogin(token="{hf_token()}")',
    )
    r.add(
        "wandb_api_key",
        f"wandb login {wandb_key()}",
        f"W&B api key: {wandb_key()} (compte perso, entity ml-paris-lab)",
        f"export WANDB_API_KEY={wandb_key()}\nexport WANDB_PROJECT=llm-distill",
        f"~/.netrc pour wandb sur le cluster:\nmachine api.wandb.ai\n  login user\n  password {wandb_key()}",
        f"clé wandb du serveur local wandb.acme.internal : local-{wandb_key()}",
    )
    r.add(
        "openai_api_key",
        f"OpenAI key pour les évals GPT (budget 200$/mois, projet 'bench-fr'): {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f'client = OpenAI(api_key="{openai_project_key()}")  # clé du labo, pas la mienne',
        f"vieille clé openai (encore active je crois) {openai_legacy()}",
        f"openai -> {openai_project_key()}\nanthropic -> voir autre note",
    )
    r.add(
        "anthropic_api_key",
        f"Anthropic API key (evals juges LLM): {anthropic_key()}",
        f"export ANTHROPIC_API_KEY={anthropic_key()}",
        f"clé claude pour le papier ACL, workspace 'eval-judges' : {anthropic_key()}",
        f'client = anthropic.Anthropic(api_key="{anthropic_key()}")',
        f"anthropic key (rate limit tier 2) {anthropic_key()} à mettre dans le .env du repo eval",
        f"ANTHROPIC_API_KEY: {anthropic_key()}\nOPENAI_API_KEY: (voir note openai)",
    )
    r.add(
        "kaggle_api_key",
        f'kaggle.json (à copier dans ~/.kaggle/ puis chmod 600):\n{{"username":"croux_ml","key":"{hexs(32)}"}}',
        f"KAGGLE_USERNAME=croux_ml\nKAGGLE_KEY={hexs(32)}",
        f'{{"username": "lab-acme-nlp", "key": "{hexs(32)}"}}  <- compte kaggle partagé de l\'équipe',
        f"kaggle api key {hexs(32)} user croux_ml, pour la compet de traduction",
        f"cat > ~/.kaggle/kaggle.json <<EOF\n{{\"username\":\"croux_ml\",\"key\":\"{hexs(32)}\"}}\nEOF",
    )
    r.add(
        "aws_s3_credentials",
        f"~/.aws/credentials\n[acme-ml]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = eu-west-3",
        f"S3 buckets datasets: key id {aws_key_id()} / secret {aws_secret()}",
        f"export AWS_ACCESS_KEY_ID={aws_key_id()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}\nexport AWS_DEFAULT_REGION=eu-west-3",
        f"aws secret pour le bucket acme-pretraining-corpus: {aws_secret()} (key {aws_key_id()})",
        f's3 = boto3.client("s3", aws_access_key_id="{aws_key_id()}", aws_secret_access_key="{aws_secret()}")',
        f"clé secrète AWS (user iam ml-uploader) = {aws_secret()}",
    )
    r.add(
        "cluster_ssh_private_key",
        f"clé privée ssh pour front.hpc.acme.internal (~/.ssh/id_ed25519_hpc):\n{openssh_private()}",
        f"cluster key, save as ~/.ssh/gpu_cluster then chmod 600\n{openssh_private()}",
        f"{pem('RSA PRIVATE KEY', 6)}\n(c'est la vieille clé RSA du nœud gpu-node07)",
        f"Host hpc\n  HostName front.hpc.acme.internal\n  User croux\n  IdentityFile ~/.ssh/hpc\n\ncontenu de ~/.ssh/hpc :\n{openssh_private()}",
    )
    r.add(
        "jupyterhub_token",
        f"JupyterHub API token: {hexs(32)}",
        f"lien jupyter avec token (gpu-node03): http://gpu-node03.acme.internal:8888/lab?token={hexs(48)}",
        f'c.JupyterHub.services = [{{"name": "idle-culler", "api_token": "{hexs(32)}"}}]',
        f'curl -H "Authorization: token {hexs(32)}" https://jupyter.acme.internal/hub/api/users',
        f"token jupyterhub perso (généré le 12/03, pas d'expiration) -> {hexs(32)}",
        f"JUPYTERHUB_API_TOKEN={hexs(32)}",
    )
    r.add(
        "minio_root_password",
        f"MINIO_ROOT_USER=minioadmin\nMINIO_ROOT_PASSWORD={pw()}",
        f"mc alias set labminio http://minio.acme.internal:9000 admin {pw()}",
        f"docker run -p 9000:9000 -e MINIO_ROOT_USER=root -e MINIO_ROOT_PASSWORD='{rnd(ALNUM, 24)}' minio/minio server /data",
        f"mdp root minio (console :9001) : {pw()}",
        f"minio root → user: admin, pwd: {rnd(ALNUM + '!#%&*+-', 20)}",
        f"console minio http://minio.acme.internal:9001 -> admin:{pw()}",
    )
    r.add(
        "minio_service_account",
        f"minio service account pour le dataloader:\naccess key: {rnd(UPPER + DIGITS, 20)}\nsecret key: {rnd(ALNUM, 40)}",
        f"MINIO_ACCESS_KEY={rnd(UPPER + DIGITS, 20)}\nMINIO_SECRET_KEY={rnd(ALNUM, 40)}",
        f"s3fs endpoint http://minio.acme.internal:9000 key={rnd(UPPER + DIGITS, 20)} secret={rnd(ALNUM, 40)}",
        f"[minio]\ntype = s3\nprovider = Minio\naccess_key_id = {rnd(UPPER + DIGITS, 20)}\nsecret_access_key = {rnd(ALNUM, 40)}\nendpoint = http://minio.acme.internal:9000",
    )
    r.add(
        "github_token",
        f"GitHub PAT (repo + workflow) pour pousser depuis le cluster: {gh_pat()}",
        f"git remote set-url origin https://croux:{gh_pat()}@github.com/acme-nlp/distill.git",
        f"fine-grained token github, repo acme-nlp/eval-harness, expire dans 90j: {gh_fine_grained()}",
        f"GH_TOKEN={gh_pat()}",
        f"tok gh perso {gh_pat()}",
    )
    r.add(
        "gitlab_token",
        f"gitlab.acme.internal personal access token (read_repository, write_repository): {gitlab_pat()}",
        f"GITLAB_TOKEN={gitlab_pat()}",
        f"pip install git+https://oauth2:{gitlab_pat()}@gitlab.acme.internal/nlp/tokenizers-fr.git",
    )
    r.add(
        "cluster_account_password",
        f"compte cluster: login croux@front.hpc.acme.internal, mot de passe {pw()}",
        f"HPC password (changé en janvier): {pw()}",
        f"mdp calcul : {rnd(ALNUM + '!#%&*+-', 14)} (le portail oblige à changer tous les 6 mois)",
        f"ssh croux@front.hpc.acme.internal\npassword: {pw()}",
        f"cluster pwd = {pw()}  / passphrase de la clé ssh = {pw()}",
    )
    r.add(
        "workstation_sudo_password",
        f"sudo sur la station gpu (ws-croux.acme.internal): {pw()}",
        f"root pwd de la machine avec les 2x A6000 : {rnd(ALNUM, 12)}",
        f"mot de passe sudo de la tour du bureau = {pick('Lavande', 'Cerisier', 'Tournesol')}{digits(4)}!",
        f"workstation login croux / {pw()}",
    )
    r.add(
        "totp_secret",
        f"otpauth://totp/HPC:croux?secret={totp_seed()}&issuer=HPC-Acme",
        f"clé 2FA du cluster (base32, pour la remettre dans l'appli si je change de téléphone): {groups(totp_seed(), 4)}",
        f"TOTP seed hugging face: {totp_seed()}",
        f"seed 2fa github -> {totp_seed()}",
    )
    r.add(
        "two_factor_recovery_codes",
        f"codes de secours 2FA Hugging Face:\n{recovery_codes(8, 'plain')}",
        f"github recovery codes\n{recovery_codes(10, 'github')}",
        f"W&B backup codes: {recovery_codes(6, 'digits')}",
        f"codes de récup du compte google du labo :\n{recovery_codes(5, 'digits')}",
    )
    r.add(
        "optuna_postgres_url",
        f"optuna storage: postgresql://optuna:{rnd(ALNUM, 18)}@db.acme.internal:5432/optuna_studies",
        f'study = optuna.create_study(storage="postgresql+psycopg2://hpo:{rnd(ALNUM, 16)}@pg.acme.internal/hpo", study_name="lr-sweep")',
        f"DATABASE_URL=postgres://results:{pw()}@10.12.0.5:5432/eval_results",
        f"base des résultats d'éval → host pg.acme.internal, user eval_rw, mdp {rnd(ALNUM, 20)}, db evals",
        f"psql 'postgresql://croux:{rnd(ALNUM, 14)}@localhost:5433/labels'",
    )
    r.add(
        "mlflow_tracking_credentials",
        f"MLFLOW_TRACKING_URI=https://mlflow.acme.internal\nMLFLOW_TRACKING_USERNAME=croux\nMLFLOW_TRACKING_PASSWORD={pw()}",
        f"mlflow: https://croux:{rnd(ALNUM, 16)}@mlflow.acme.internal",
        f"compte admin mlflow (basic auth) : admin / {pw()}",
        f"mlflow token pour le CI: {rnd(URLSAFE, 40)}",
    )
    r.add(
        "gemini_api_key",
        f"Gemini API key (AI Studio, projet eval-multiling): {gemini_key()}",
        f"GOOGLE_API_KEY={gemini_key()}",
        f"clé gemini pour comparer avec claude/gpt : {gemini_key()}",
        f'genai.configure(api_key="{gemini_key()}")',
    )
    r.add(
        "mistral_api_key",
        f"Mistral La Plateforme API key: {rnd(ALNUM, 32)}",
        f"MISTRAL_API_KEY={rnd(ALNUM, 32)}",
        f"clé mistral (workspace labo, facturation sur le projet ANR) -> {rnd(ALNUM, 32)}",
        f'client = Mistral(api_key="{rnd(ALNUM, 32)}")',
    )
    r.add(
        "replicate_api_token",
        f"REPLICATE_API_TOKEN={replicate_token()}",
        f"replicate token pour tester les modèles image: {replicate_token()}",
        f"token replicate {replicate_token()} (compte croux-ml)",
        f'replicate.Client(api_token="{replicate_token()}")',
    )
    r.add(
        "groq_api_key",
        f"groq key pour l'inférence rapide des baselines: {groq_key()}",
        f"GROQ_API_KEY={groq_key()}",
        f"Groq -> {groq_key()}",
        f'Groq(api_key="{groq_key()}")  # llama 70b pour les baselines',
    )
    r.add(
        "together_api_key",
        f"Together AI API key: {hexs(64)}",
        f"TOGETHER_API_KEY={hexs(64)}",
        f"clé together (fine-tuning llama, crédits offerts) : {hexs(64)}",
        f"together api key {hexs(64)} (compte croux@acme.example)",
    )
    r.add(
        "telegram_bot_token",
        f"bot telegram qui m'envoie la loss en fin de run: {telegram_token()}, chat_id {digits(9, lead=True)}",
        f"TELEGRAM_BOT_TOKEN={telegram_token()}",
        f"token du bot @acme_train_alerts_bot -> {telegram_token()}",
        f'requests.post(f"https://api.telegram.org/bot{telegram_token()}/sendMessage", data={{"chat_id": CHAT, "text": msg}})',
    )
    r.add(
        "docker_hub_token",
        f"docker login -u croux -p {docker_pat()}",
        f"Docker Hub access token (read/write, image acme/train-env): {docker_pat()}",
        f"echo {docker_pat()} | docker login --username croux --password-stdin",
        f"token docker hub pour le CI du labo : {docker_pat()}",
    )
    r.add(
        "ngrok_authtoken",
        f"ngrok config add-authtoken {ngrok_token()}",
        f"ngrok authtoken (pour exposer le gradio de démo): {ngrok_token()}",
        f"authtoken: {ngrok_token()}\nversion: \"2\"",
        f"ngrok token = {ngrok_token()}",
    )
    r.add(
        "redis_password",
        f"redis de la file celery des évals: redis://:{rnd(ALNUM, 24)}@redis.acme.internal:6379/0",
        f"requirepass {rnd(ALNUM, 32)}",
        f"mdp redis (cache des embeddings) = {pw()}",
        f"REDIS_URL=rediss://default:{rnd(ALNUM, 28)}@cache.acme.internal:6380",
    )
    r.add(
        "university_network_password",
        f"eduroam: croux@acme.example / {pw()}",
        f"VPN labo (OpenConnect vpn.acme.internal) login croux mdp {pw()}",
        f"mot de passe wifi labo-invites cette semaine: {pick('Saumon', 'Pivoine', 'Brioche')}-{digits(4)}-{pick('Nord', 'Sud')}",
        f"SSO université : croux / {rnd(ALNUM + '!#%&*+-', 15)}",
    )
    r.add(
        "neptune_api_token",
        f"NEPTUNE_API_TOKEN={neptune_token()}",
        f"neptune token (instance on-prem): {neptune_token()}",
        f'run = neptune.init_run(project="acme/llm", api_token="{neptune_token()}")',
        f"clé neptune de l'équipe :\n{neptune_token()}",
    )
    r.add(
        "slack_webhook",
        f"webhook slack #runs-finis : {slack_hook()}",
        f"SLACK_WEBHOOK_URL={slack_hook()}",
        f"curl -X POST -d '{{\"text\":\"sweep fini\"}}' {slack_hook()}",
    )
    r.add(
        "age_secret_key",
        f"clé age pour déchiffrer les datasets annotés (données perso, chiffrées au repos):\n{age_secret_key()}",
        f"# created: 2024-11-04T10:12:00+01:00\n# public key: {age_public_key()}\n{age_secret_key()}",
        f"age identity du serveur de sauvegarde -> {age_secret_key()}",
    )
    r.add(
        "scaleway_object_storage_key",
        f"Scaleway object storage (fr-par): access key SCW{rnd(UPPER + DIGITS, 17)} secret key {uid()}",
        f"SCW_ACCESS_KEY=SCW{rnd(UPPER + DIGITS, 17)}\nSCW_SECRET_KEY={uid()}",
        f"clé secrète scaleway (projet gpu-h100) : {uid()}",
    )
    r.add(
        "zotero_api_key",
        f"Zotero API key (lecture/écriture bibliothèque du groupe): {rnd(ALNUM, 24)}",
        f"zotero: userID {digits(7, lead=True)}, key {rnd(ALNUM, 24)}",
        f"ZOTERO_API_KEY={rnd(ALNUM, 24)}  # pour le script qui exporte le .bib",
        f"clé zotero privée {rnd(ALNUM, 24)}",
    )
    r.add(
        "overleaf_credentials",
        f"overleaf (compte croux@acme.example) mdp: {pw()}",
        f"Overleaf git bridge token: olp_{rnd(ALNUM, 36)}",
        f"mot de passe overleaf du projet partagé avec les co-auteurs NeurIPS -> {pw()}",
        f"git clone https://git:{'olp_' + rnd(ALNUM, 36)}@git.overleaf.acme.internal/{hexs(24)}",
    )
    r.add(
        "label_studio_token",
        f"Label Studio access token (annotation NER): {hexs(40)}",
        f'curl -H "Authorization: Token {hexs(40)}" https://label.acme.internal/api/projects',
        f"LABEL_STUDIO_API_KEY={hexs(40)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "huggingface_model_repo_id",
        f"modèle final poussé sur {org()}/{model()}-v{secrets.randbelow(5) + 1}",
        f"AutoModelForCausalLM.from_pretrained(\"{org()}/{model()}-{digits(4)}steps\")",
        f"baseline à comparer: {org()}/{model()} vs {org()}/{model()}-lora-r{pick(8, 16, 64)}",
        f"repo HF: https://huggingface.co/{org()}/{model()}-{rnd(LOWER + DIGITS, 6)}",
        f"checkpoint intermédiaire {org()}/{model()}-ckpt-{digits(5)} (privé pour l'instant, public après acceptation)",
    )
    r.add(
        "huggingface_dataset_repo_id",
        f"load_dataset(\"{org()}/{dataset()}\", split=\"train\")",
        f"dataset d'éval: {org()}/{dataset()} config fr, {digits(5, lead=True)} exemples",
        f"datasets à citer: {org()}/{dataset()}, {org()}/{dataset()}",
        f"HF dataset id {org()}/{dataset()}-{rnd(LOWER + DIGITS, 5)}",
        f"mirror local de {org()}/{dataset()} dans /scratch/croux/hf_cache/datasets",
    )
    r.add(
        "model_revision_hash",
        f"revision=\"{hexs(40)}\" (commit du modèle utilisé dans le papier, à figer)",
        f"from_pretrained(\"{org()}/{model()}\", revision=\"{hexs(40)}\")",
        f"le snapshot dans le cache HF: models--{org()}--{model()}/snapshots/{hexs(40)}",
        f"commit HF du tokenizer: {hexs(40)[:10]}",
        f"pin model revision {hexs(40)} pour la reproductibilité",
    )
    r.add(
        "wandb_run_id",
        f"meilleur run wandb: https://wandb.ai/ml-paris-lab/llm-distill/runs/{wandb_id()}",
        f"run {wandb_id()} a divergé à 12k steps, relancer avec lr plus bas",
        f"wandb.init(id=\"{wandb_id()}\", resume=\"must\")",
        f"runs à mettre dans la table 3: {wandb_id()}, {wandb_id()}, {wandb_id()}",
        f"W&B run id {wandb_id()} = seed 1234, run id {wandb_id()} = seed 42",
    )
    r.add(
        "wandb_sweep_id",
        f"wandb agent ml-paris-lab/llm-distill/{wandb_id()}",
        f"sweep bayésien lr/warmup: {wandb_id()} (40 runs)",
        f"sweep id {wandb_id()} — config dans sweeps/lr_sweep.yaml",
        f"https://wandb.ai/ml-paris-lab/dpo-fr/sweeps/{wandb_id()}",
    )
    r.add(
        "slurm_job_id",
        f"Submitted batch job {slurm_id()}",
        f"job {slurm_id()} en PENDING (Priority) depuis 2 jours, partition gpu_p5",
        f"scancel {slurm_id()}",
        f"job array {slurm_id()}_[0-15] pour le sweep des seeds",
        f"logs: slurm-{slurm_id()}.out, OOM sur le nœud gpu-node{secrets.randbelow(20):02d}",
        f"sacct -j {slurm_id()} --format=JobID,Elapsed,MaxRSS",
    )
    r.add(
        "dataset_checksum",
        f"sha256 de train.jsonl: {sha256()}",
        f"{sha256()}  oscar_fr_shard_{digits(3)}.parquet",
        f"md5 du tar d'annotations = {hexs(32)} (vérifier après le scp)",
        f"checksums.txt\n{sha256()}  train.arrow\n{sha256()}  valid.arrow",
        f"le hash du dump wikipedia (sha1) : {hexs(40)}",
    )
    r.add(
        "arxiv_id",
        f"lire arXiv:{arxiv()} (distillation par couches)",
        f"https://arxiv.org/abs/{arxiv()}v{secrets.randbelow(3) + 1}",
        f"notre preprint: {arxiv()}",
        f"biblio à ajouter: {arxiv()}, {arxiv()}, {arxiv()}",
        f"related work -> arXiv {arxiv()} [cs.CL]",
    )
    r.add(
        "doi",
        f"DOI du papier TALN: 10.{digits(5, lead=True)}/{pick('taln', 'acl', 'jair')}.{digits(4)}.{digits(3)}",
        f"https://doi.org/10.18653/v1/2024.{pick('acl', 'emnlp', 'naacl')}-long.{digits(3, lead=True)}",
        f"dataset Zenodo doi:10.5281/zenodo.{digits(8, lead=True)}",
        f"citer le corpus avec le DOI 10.{digits(4, lead=True)}/{rnd(LOWER + DIGITS, 8)}",
        f"@article{{roux2024distill, doi = {{10.{digits(5, lead=True)}/{pick('tacl', 'jmlr')}.{digits(5)}}}}}",
    )
    r.add(
        "docker_image_digest",
        f"image d'entraînement: acme/train-env@sha256:{sha256()}",
        f"FROM nvcr.io/nvidia/pytorch:24.05-py3@sha256:{sha256()}",
        f"digest de l'image pushée: sha256:{sha256()}",
        f"container id {hexs(12)} (le vllm qui tourne sur gpu-node03)",
        f"apptainer pull train.sif docker://acme/train-env@sha256:{sha256()}",
    )
    r.add(
        "random_seed_and_hyperparameters",
        f"seeds utilisés: {', '.join(str(secrets.randbelow(100000)) for _ in range(5))}",
        f"lr=3e-4, warmup=2000, batch=256, seed={secrets.randbelow(2**31)}",
        f"torch.manual_seed({secrets.randbelow(10**6)}); np.random.seed({secrets.randbelow(10**6)})",
        f"hyperparams du meilleur run: lr {pick('1e-4', '2e-5', '5e-5')}, wd 0.01, beta2 0.95, seed {secrets.randbelow(10**5)}, max_grad_norm 1.0",
        f"PYTHONHASHSEED={secrets.randbelow(10**4)} pour que le shuffling des shards soit déterministe",
    )
    r.add(
        "ssh_public_key",
        f"ma clé publique pour l'admin du cluster:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} croux@laptop",
        f"authorized_keys du nœud gpu-node07:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} croux@ws-croux",
        f"ssh-rsa {ssh_pub('ssh-rsa', 270)} croux@old-laptop (à retirer)",
        f"clé publique du co-auteur à ajouter sur le serveur : ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} coauteur@acme.example",
        f"fingerprint de la clé du cluster: SHA256:{rnd(B64, 43)}",
    )
    r.add(
        "huggingface_public_dataset_url",
        f"https://huggingface.co/datasets/{org()}/{dataset()}/resolve/main/data/train-00000-of-0000{secrets.randbelow(8) + 2}.parquet",
        f"wget https://huggingface.co/datasets/{org()}/{dataset()}/resolve/{hexs(40)}/test.jsonl",
        f"dataset public (lecture seule, pas besoin de token): https://huggingface.co/datasets/{org()}/{dataset()}",
        f"viewer: https://huggingface.co/datasets/{org()}/{dataset()}/viewer/default/validation?row={secrets.randbelow(5000)}",
        f"hf://datasets/{org()}/{dataset()}@main/data/*.parquet",
    )
    r.add(
        "env_var_reference",
        "HF_TOKEN: ${{ secrets.HF_TOKEN }}\nWANDB_API_KEY: ${{ secrets.WANDB_API_KEY }}",
        "export OPENAI_API_KEY=$(pass show labo/openai)",
        "dans le sbatch: source ~/.secrets.env (contient WANDB_API_KEY et HF_TOKEN, chmod 600)",
        "api_key=os.environ[\"ANTHROPIC_API_KEY\"]  # ne jamais hardcoder",
        "kaggle lit KAGGLE_USERNAME / KAGGLE_KEY ou ~/.kaggle/kaggle.json, rien à mettre dans le code",
    )
    r.add(
        "secret_location_reference",
        "le token HF en écriture est dans Bitwarden, collection 'Labo NLP', entrée 'hf-write-acme-nlp'",
        "MinIO root password: dans le coffre Vault, chemin secret/data/minio/root (demander l'accès à l'admin)",
        "la clé ssh du cluster est sur la clé USB chiffrée dans le tiroir, pas sur le laptop",
        "clés AWS → aws sso login --profile acme-ml, plus de clés longues durée",
        "kaggle.json est dans ~/.kaggle sur ws-croux, copier depuis là si besoin",
    )
    r.add(
        "password_policy_discussion",
        "le cluster impose un changement de mot de passe tous les 180 jours, 12 caractères min avec chiffres et symboles",
        "penser à régénérer la clé OpenAI du labo après le départ du stagiaire",
        "rotation des tokens HF: tous les 90 jours, prochain le 15 septembre",
        "reminder: the MinIO root password must NOT be shared with students, give them a service account instead",
        "mdp oublié pour overleaf → reset par mail, rien à noter ici",
    )
    r.add(
        "masked_api_key",
        f"clé OpenAI révoquée: sk-proj-...{rnd(ALNUM, 4)} (fuite dans un notebook public)",
        f"token HF 'read-only' affiché dans les settings: hf_****{rnd(ALNUM, 4)}",
        f"W&B key qui finit par ...{hexs(4)} = compte perso, l'autre = compte labo",
        f"anthropic key sk-ant-api03-{rnd(URLSAFE, 4)}...****** désactivée le 02/05",
        f"AWS: secret ****************{rnd(ALNUM, 4)} (masqué par la console, je l'ai re-généré)",
    )
    r.add(
        "s3_bucket_reference",
        f"arn:aws:s3:::acme-ml-datasets-{digits(4)}",
        f"s3://acme-pretraining-corpus/shards/{hexs(8)}/part-{digits(5)}.jsonl.zst",
        f"rôle IAM pour les jobs: arn:aws:iam::{aws_account()}:role/ml-s3-reader",
        f"aws s3 sync ./ckpt s3://acme-checkpoints/{model()}/{uid()}/ --profile acme-ml",
        f"minio: bucket 'datasets', objet annot/{uid()}.jsonl",
    )
    r.add(
        "git_commit_sha",
        f"le code du papier = commit {hexs(40)} du repo acme-nlp/distill",
        f"git checkout {hexs(7)}  # avant le refacto du dataloader",
        f"bug introduit dans {hexs(7)}, corrigé dans {hexs(7)}",
        f"tag v1.2.0 → {hexs(40)}",
    )
    r.add(
        "kubernetes_pod_name",
        f"pod d'inférence: {pod_name('vllm-server')}",
        f"kubectl logs {pod_name('tei-embeddings')} -n ml",
        f"{pod_name('jupyter-croux')} en CrashLoopBackOff (OOMKilled)",
        f"kubectl exec -it {pod_name('label-studio')} -- bash",
    )
    r.add(
        "gpu_uuid",
        f"nvidia-smi -L\nGPU 0: NVIDIA H100 80GB HBM3 (UUID: GPU-{uid()})",
        f"CUDA_VISIBLE_DEVICES=GPU-{uid()} pour isoler la carte défectueuse",
        f"le GPU GPU-{uid()} fait des erreurs ECC, signalé à l'admin",
        f"MIG instance MIG-{uid()} sur gpu-node02",
    )
    r.add(
        "mlflow_run_id",
        f"mlflow run id {hexs(32)} (exp 'ner-juri')",
        f"https://mlflow.acme.internal/#/experiments/{secrets.randbelow(50)}/runs/{hexs(32)}",
        f"mlflow.load_model(\"runs:/{hexs(32)}/model\")",
        f"experiment_id={digits(18, lead=True)}, run {hexs(32)}",
    )
    r.add(
        "wandb_artifact_reference",
        f"run.use_artifact(\"ml-paris-lab/llm-distill/model-{wandb_id()}:v{secrets.randbelow(20)}\")",
        f"artefact dataset: ml-paris-lab/datasets/annot-ner:v{secrets.randbelow(10)} (digest {hexs(32)})",
        f"best checkpoint = model-{wandb_id()}:best",
        f"wandb artifact get ml-paris-lab/dpo-fr/run-{wandb_id()}-history:latest",
    )
    r.add(
        "openreview_reference",
        f"reviews: https://openreview.net/forum?id={rnd(ALNUM + '_-', 10)}",
        f"soumission ICLR #{digits(4, lead=True)}, forum id {rnd(ALNUM, 10)}",
        f"rebuttal à poster sur https://openreview.net/forum?id={rnd(ALNUM, 10)}&noteId={rnd(ALNUM, 10)}",
        f"paper id CMT {digits(4, lead=True)}, ACL ARR submission {digits(4, lead=True)}",
    )
    r.add(
        "checkpoint_filename",
        f"checkpoint-{digits(5, lead=True)}/model-00001-of-00004.safetensors",
        f"/scratch/croux/ckpt/{model()}_{epoch()}_{hexs(8)}.pt",
        f"meilleur ckpt: step_{digits(5)}_loss{secrets.randbelow(3)}.{digits(3)}_{hexs(6)}.ckpt",
        f"sha256 du safetensors publié: {sha256()}",
    )
    r.add(
        "orcid_id",
        f"mon ORCID: {orcid()}",
        f"https://orcid.org/{orcid()}",
        f"ORCID des co-auteurs: {orcid()}, {orcid()}",
        f"signature mail: Dr C. Roux, ORCID {orcid()}",
    )
    r.add(
        "age_public_key",
        f"clé publique age pour chiffrer les données annotées avant upload: {age_public_key()}",
        f"age -r {age_public_key()} -o annot.jsonl.age annot.jsonl",
        f"recipients.txt\n{age_public_key()}\n{age_public_key()}",
        f"public key: {age_public_key()} (à donner aux annotateurs, la clé privée reste chez moi)",
    )
    r.add(
        "token_settings",
        "token HF: type fine-grained, permissions read sur les repos publics, write sur acme-nlp/*, expiration 2025-12-31",
        "c.JupyterHub.cookie_max_age_days = 14\nc.Authenticator.admin_users = {'croux'}",
        "W&B: clés API limitées à 2 par utilisateur sur le serveur local, durée de vie 365 jours",
        "OpenAI project 'bench-fr': limite 200 USD/mois, rate limit 500 RPM, clés par service account",
        "MINIO_BROWSER=on\nMINIO_SERVER_URL=http://minio.acme.internal:9000\nMINIO_ROOT_USER=admin",
    )
    r.add(
        "pip_hash_pin",
        f"torch==2.3.1 --hash=sha256:{sha256()}",
        f"transformers==4.44.2 \\\n    --hash=sha256:{sha256()} \\\n    --hash=sha256:{sha256()}",
        f"wheel flash_attn-2.6.3+cu123torch2.3-cp311-cp311-linux_x86_64.whl sha256 {sha256()}",
        f"uv.lock: datasets 3.0.1, hash = \"sha256:{sha256()}\"",
    )
    r.add(
        "jupyter_session_identifier",
        f"kernel-{uid()}.json dans ~/.local/share/jupyter/runtime",
        f"https://jupyter.acme.internal/user/croux/lab/tree/notebooks/analyse_{hexs(6)}.ipynb",
        f"session jupyter {uid()} bloquée, tuer le kernel {uid()}",
        "jupyter server list → http://gpu-node05.acme.internal:8888/ :: /home/croux (token masqué, voir jupyter_server_config)",
    )
    r.add(
        "oauth_public_client_id",
        f"HF OAuth app (login sur la démo Space): client_id {uid()}, scopes openid profile",
        f"client id GitHub OAuth de l'app d'annotation: Iv1.{hexs(16)} (public, le secret est côté serveur)",
        f"Google OAuth client ID: {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
        f"Kaggle username: croux_ml, profil https://www.kaggle.com/croux_ml, notebook kaggle.com/code/croux_ml/baseline-{rnd(LOWER + DIGITS, 6)}",
    )
    r.add(
        "tensorboard_logdir",
        f"tensorboard --logdir runs/{pick('Jun', 'Jul', 'Oct')}{secrets.randbelow(28) + 1:02d}_{secrets.randbelow(24):02d}-{secrets.randbelow(60):02d}-{secrets.randbelow(60):02d}_gpu-node07",
        f"events.out.tfevents.{epoch()}.gpu-node{secrets.randbelow(20):02d}.{digits(6, lead=True)}.0",
        f"wandb/run-2024{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}_{digits(6)}-{wandb_id()}/files/config.yaml",
        f"logs hydra: outputs/2024-10-{secrets.randbelow(28) + 1:02d}/{secrets.randbelow(24):02d}-{secrets.randbelow(60):02d}-{secrets.randbelow(60):02d}/.hydra/config.yaml",
    )
    r.add(
        "conda_build_string",
        f"pytorch-2.3.1-py3.11_cuda12.1_cudnn8.9.2_0 (build {hexs(8)})",
        f"conda env export > env_{hexs(7)}.yml",
        f"cudatoolkit 11.8.0 h{hexs(7)}_{secrets.randbelow(14)} conda-forge",
        f"python 3.11.9 hab00c5b_0_cpython, numpy 1.26.4 py311h{hexs(7)}_0",
    )
    return r


def main() -> None:
    write_corpora("make_heldout204.py", [
        ("heldout204_credentials.yaml", credentials(), "Held-out batch 204: credentials a Paris ML researcher (FR/EN) asks to remember: HF, W&B, OpenAI, Anthropic, Kaggle, AWS, SSH, JupyterHub, MinIO and more"),
        ("heldout204_lookalikes.yaml", lookalikes(), "Held-out batch 204: ML research identifiers, checksums, public keys and references to secrets; none holds a secret"),
    ])


if __name__ == "__main__":
    main()
