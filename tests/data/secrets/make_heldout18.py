# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout18_credentials.yaml and heldout18_lookalikes.yaml: held-out batch 18.

Batch 18 is the memory of a machine-learning researcher at a university lab who also
co-owns a small restaurant. The work side is a GPU cluster and its tooling (Slurm, SSH,
Jupyter, experiment trackers, model hubs, LLM APIs, cloud and object-store keys, databases,
registries, code hosting, reference managers, VPN, conference and grant portals), teaching
(the LMS, exam rooms) and lab equipment; the restaurant side is the till, the card terminal,
suppliers, bookings, delivery platforms, CCTV, alarm, safe, Wi-Fi, accounting, payroll and
the bank; the personal side is phone, mail, streaming, airline and health insurance. About a
quarter of the notes are in German, Turkish, Greek or Hindi written in Latin script.

The credentials file holds notes that each carry at least one credential that must be
refused: issued token formats and human secrets (passwords in a sentence, PINs, door, alarm
and safe codes, Wi-Fi keys, security answers, TOTP seeds, recovery codes). The look-alikes
file holds legitimate notes that only look like secrets: run and job ids, hashes, digests,
DOIs, public and publishable keys, references to where a secret lives, statements about a
secret without its value, redacted values and the numbers a restaurant runs on.

The batch was written blind: without reading the detector, its tests, or any earlier corpus
or generator other than the helper functions of make_heldout.py. Every random part is drawn
from the `secrets` module at run time and every host is under .test, .internal, .example or
acme, so nothing here is real. Run `python tests/data/secrets/make_heldout18.py` to redraw.
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
    anthropic_key,
    aws_secret,
    b64,
    basic,
    digits,
    ean13,
    groups,
    hexs,
    iban,
    jwt,
    mac,
    openssh_private,
    pem,
    pem_body,
    phrase,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = [
    "zeytin", "limon", "kastanie", "tarcin", "garam", "masala", "baklava", "oregano", "dolma",
    "halloumi", "pfeffer", "meltemi", "tandoor", "tensor", "gradient", "kernel", "sigma",
    "lavendel", "pistazie", "sumak", "kardamom", "bosphorus", "olympos", "monsun", "lokum",
]
SYMBOLS = "!?#.$%&*+"


def human() -> str:
    """A password a person made up: words, digits and a symbol in one of a few habits."""
    w1, w2 = secrets.choice(WORDS), secrets.choice(WORDS)
    return secrets.choice([
        f"{w1}{w2.capitalize()}{digits(2)}{secrets.choice(SYMBOLS)}",
        f"{w1.capitalize()}-{digits(4)}-{w2}",
        f"{w1.capitalize()}{secrets.choice('@_.')}{digits(3)}{w2}{secrets.choice(SYMBOLS)}",
        rnd(ALNUM + "!#%+?", 14),
        pw(),
    ])


def pin(n: int = 4) -> str:
    return digits(n)


def aws_id() -> str:
    return "AKIA" + rnd(UPPER + "234567", 16)


def azure_secret() -> str:
    return f"{rnd(ALNUM, 3)}8Q~{rnd(ALNUM + '-_.~', 34)}"


def openai_key(kind: str = "proj") -> str:
    return f"sk-{kind}-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}"


def hf_token() -> str:
    return "hf_" + rnd(LOWER + UPPER, 34)


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def slurm_jwt(user: str) -> str:
    iat = 1718000000 + secrets.randbelow(10**7)
    return jwt({"exp": iat + 86400, "iat": iat, "sun": user})


def orcid() -> str:
    """An ORCID iD with a valid ISO 7064 11-2 check character."""
    base = "0000000" + str(secrets.randbelow(3) + 1) + digits(7)
    total = 0
    for c in base:
        total = (total + int(c)) * 2
    check = (12 - total % 11) % 11
    text = base + ("X" if check == 10 else str(check))
    return "-".join(text[i:i + 4] for i in range(0, 16, 4))


def arxiv_no() -> str:
    return f"{secrets.randbelow(22000) + 1:05d}"


def run_id() -> str:
    return rnd(LOWER + DIGITS, 8)


def credentials() -> list[tuple[str, str]]:
    r = Rows()
    user = secrets.choice(["akaya", "ayse.kaya", "ak4711"])

    r.add(
        "openai_key",
        f"OpenAI key for the summarisation baseline, billed to the lab project (not my personal account): {openai_key()}",
        f'import os\nos.environ["OPENAI_API_KEY"] = "{openai_key()}"\nfrom openai import OpenAI\nclient = OpenAI()',
        f"Neuer OpenAI-Schlüssel für die Evaluations-Pipeline, Service-Account 'eval-bot': {openai_key('svcacct')}",
    )
    r.add(
        "anthropic_key",
        f"$ export ANTHROPIC_API_KEY={anthropic_key()}\n$ python judge.py --pairs data/pairs.jsonl --out judgements/",
        f'client = anthropic.Anthropic(\n    api_key="{anthropic_key()}",\n)\nmsg = client.messages.create(model=MODEL, max_tokens=512, messages=batch)',
        f"@Mehmet here's the Anthropic key for the annotation study, please don't commit it anywhere: {anthropic_key()}",
    )
    r.add(
        "mistral_key",
        f"MISTRAL_API_KEY={rnd(ALNUM, 32)}   # La Plateforme, workspace nlp-lab",
        f'curl https://api.mistral.ai/v1/chat/completions \\\n  -H "Content-Type: application/json" \\\n  -H "Authorization: Bearer {rnd(ALNUM, 32)}" \\\n  -d @request.json',
        f"Mistral API anahtarım: {rnd(ALNUM, 32)} — sadece tez deneyleri için, başka projede kullanma.",
    )
    r.add(
        "cohere_key",
        f'co = cohere.ClientV2(api_key="{rnd(ALNUM, 40)}")  # trial key, only for the rerank ablation',
        f'[providers.cohere]\nmodel = "command-r-plus"\napi_key = "{rnd(ALNUM, 40)}"\ntimeout_s = 60',
    )
    r.add(
        "huggingface_token",
        f"HF write token for pushing checkpoints to the lab org: {hf_token()}",
        f"$ huggingface-cli login --token {hf_token()} --add-to-git-credential\nToken is valid (permission: write).\nLogin successful",
        f"Priya, HF ka read token yeh hai: {hf_token()} — gated Llama weights download karne ke liye hai, kisi ko forward mat karna.",
        f"git remote set-url origin https://ayse:{hf_token()}@huggingface.co/acme-lab/tr-bert-small",
    )
    r.add(
        "wandb_key",
        f"$ wandb login {hexs(40)}\nwandb: Appending key for api.wandb.ai to your netrc file: /home/{user}/.netrc",
        f"~/.netrc on the new workstation:\nmachine api.wandb.ai\n  login user\n  password {hexs(40)}",
        f'# cell 1\nimport os\nos.environ["WANDB_API_KEY"] = "{hexs(40)}"\nos.environ["WANDB_PROJECT"] = "tr-summ"',
    )
    r.add(
        "kaggle_key",
        '~/.kaggle/kaggle.json: {"username":"ayseyilmazlab","key":"' + hexs(32) + '"}',
        f"Kaggle-API: Benutzer drbekir, Key {hexs(32)} (für den Wettbewerb; chmod 600 auf die json nicht vergessen)",
    )
    r.add(
        "jupyter_token",
        f"jupyter on gpu07 came up at http://127.0.0.1:8888/lab?token={hexs(48)}  (do ssh -L 8888:localhost:8888 gpu07 first)",
        f"jupyter_server_config.py on the shared teaching server:\nc.ServerApp.ip = '0.0.0.0'\nc.ServerApp.token = '{hexs(48)}'",
        f"JupyterHub API token for the autograder service: {hexs(32)}",
    )
    r.add(
        "slurm_jwt",
        f"$ scontrol token lifespan=86400\nSLURM_JWT={slurm_jwt(user)}",
        f'curl -s -H "X-SLURM-USER-NAME: {user}" -H "X-SLURM-USER-TOKEN: {slurm_jwt(user)}" http://slurmrestd.hpc.internal:6820/slurm/v0.0.40/jobs',
    )
    r.add(
        "ssh_private_key",
        "Key for the cluster login node, paste into ~/.ssh/id_ed25519 on the new laptop:\n" + openssh_private(),
        "id_rsa copied off the old instrument PC:\n" + pem("RSA PRIVATE KEY", 6),
    )
    r.add(
        "ssh_password",
        f"sshpass -p '{human()}' ssh {user}@login.hpc.uni.internal 'squeue -u {user}'",
        f"Ο κωδικός για ssh στο gpu-node03 (χρήστης labadmin) είναι {human()}",
        f"cluster login: {user}@login2.hpc.example, pw {rnd(ALNUM + '#!', 13)} (expires every 180 days, IT sends a reminder)",
    )
    r.add(
        "aws_keys",
        f"~/.aws/credentials\n[lab-s3]\naws_access_key_id = {aws_id()}\naws_secret_access_key = {aws_secret()}\nregion = eu-central-1",
        f"$ export AWS_ACCESS_KEY_ID={aws_id()}\n$ export AWS_SECRET_ACCESS_KEY={aws_secret()}\n$ aws s3 ls s3://kaya-lab-ckpt/",
        f"AWS erişim anahtarı (SageMaker denemeleri için): {aws_id()}, gizli anahtar {aws_secret()}",
    )
    sa = {
        "type": "service_account",
        "project_id": "acme-lab-vertex",
        "private_key_id": hexs(40),
        "private_key": "-----BEGIN PRIVATE KEY-----\n" + pem_body(5) + "\n-----END PRIVATE KEY-----\n",
        "client_email": "trainer@acme-lab-vertex.iam.gserviceaccount.com",
        "client_id": digits(21, lead=True),
    }
    r.add(
        "gcp_credentials",
        "vertex-trainer.json (the service account for TPU jobs):\n" + json.dumps(sa, indent=1),
        f"GEMINI_API_KEY=AIza{rnd(URLSAFE, 35)}",
        f"GCS HMAC key for the interop API (gsutil boto config): access id GOOG1E{rnd(UPPER + DIGITS, 55)}, secret {rnd(ALNUM + '+/', 40)}",
    )
    r.add(
        "azure_secret",
        f"AZURE_TENANT_ID={uid()}\nAZURE_CLIENT_ID={uid()}\nAZURE_CLIENT_SECRET={azure_secret()}",
        f"Azure OpenAI resource acme-lab-oai: endpoint https://acme-lab-oai.openai.azure.com/, key {hexs(32)}",
        f"Azure Storage, Konto labarchiv, key1: {b64(secrets.token_bytes(64))}",
    )
    r.add(
        "minio_keys",
        f"$ mc alias set labminio http://minio.lab.internal:9000 {rnd(UPPER + DIGITS, 20)} {rnd(ALNUM + '+/', 40)}\nAdded `labminio` successfully.",
        f"storage:\n  s3:\n    endpoint: http://minio.lab.internal:9000\n    bucket: datasets\n    access_key: {rnd(UPPER + DIGITS, 20)}\n    secret_key: {rnd(ALNUM, 40)}",
        f"rclone.conf\n[labminio]\ntype = s3\nprovider = Minio\nendpoint = http://minio.lab.internal:9000\naccess_key_id = {rnd(UPPER + DIGITS, 20)}\nsecret_access_key = {rnd(ALNUM + '+/', 40)}",
    )
    r.add(
        "postgres_url",
        f"$ psql postgresql://results_rw:{rnd(ALNUM, 18)}@db.lab.internal:5432/experiments -c '\\dt'",
        f'engine = create_engine("postgresql+psycopg://optuna:{human()}@db.lab.internal/optuna_studies")',
        f"Datenbank fürs Kassen-Reporting: postgres://kasse_report:{rnd(ALNUM, 16)}@pos-db.lokanta.internal:5432/umsatz",
    )
    r.add(
        "mongo_url",
        f"MONGO_URI=mongodb+srv://annot_app:{rnd(ALNUM, 20)}@cluster0.annot.example/annotations?retryWrites=true&w=majority",
        f'mongosh "mongodb://admin:{human()}@10.20.0.15:27017/?authSource=admin"',
    )
    r.add(
        "redis_url",
        f"CELERY_BROKER_URL=redis://:{rnd(ALNUM, 24)}@cache.lab.internal:6379/0   # labeling tool queue",
        f"redis-cli -h queue.lab.internal -p 6379 -a '{rnd(ALNUM, 22)}' LLEN annotations:pending",
    )
    r.add(
        "mysql_cli",
        f"$ mysql -h 127.0.0.1 -u root -p'{human()}' reservations\nmysql> SELECT COUNT(*) FROM bookings WHERE day = CURDATE();",
        f"mysqldump -u backup --password={rnd(ALNUM, 16)} wordpress_lokanta > site-$(date +%F).sql  # website backup, weekly",
    )
    r.add(
        "docker_registry",
        f"$ docker login -u kayalabbot -p dckr_pat_{rnd(URLSAFE, 27)}\nWARNING! Using --password via the CLI is insecure.\nLogin Succeeded",
        f"docker login harbor.lab.internal -u 'robot$training' -p {rnd(ALNUM, 32)}",
        '~/.docker/config.json on gpu07:\n{"auths": {"ghcr.io": {"auth": "' + basic("ayse-kaya", ghp()) + '"}}}',
    )
    r.add(
        "github_token",
        f"$ git remote -v\norigin  https://ayse-kaya:{ghp()}@github.com/acme-lab/tr-summ.git (fetch)",
        f"fine-grained PAT for the paper repo (contents: read/write, expires in 90 days): github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}",
        f"GitHub token (repo + workflow yetkisi, CI için): {ghp()}",
    )
    r.add(
        "gitlab_token",
        f"git clone https://oauth2:glpat-{rnd(URLSAFE, 20)}@gitlab.uni.internal/nlp/corpus-tools.git",
        f"GitLab Personal Access Token für die Uni-Instanz (Scope api): glpat-{rnd(URLSAFE, 20)}",
    )
    r.add(
        "pip_index",
        f"pip install --index-url https://ci:{rnd(ALNUM, 20)}@pypi.lab.internal/simple/ labtools==0.9.2",
        f"~/.config/pip/pip.conf\n[global]\nextra-index-url = https://__token__:glpat-{rnd(URLSAFE, 20)}@gitlab.uni.internal/api/v4/projects/412/packages/pypi/simple",
    )
    r.add(
        "zotero_key",
        f"Zotero API key for the group library sync (read/write, group 'nlp-reading'): {rnd(ALNUM, 24)}",
        f"zot = zotero.Zotero('{digits(7, lead=True)}', 'group', '{rnd(ALNUM, 24)}')\nitems = zot.top(limit=50)",
    )
    r.add(
        "overleaf_login",
        f"Overleaf: a.kaya@uni.example / {human()}",
        f"git clone https://git:olp_{rnd(ALNUM, 36)}@git.overleaf.com/{hexs(24)}  (Overleaf git token for the NeurIPS draft)",
    )
    r.add(
        "vpn_credentials",
        f"echo '{human()}' | sudo openconnect --user={user} --passwd-on-stdin vpn.uni.example",
        f"wg-lab.conf\n[Interface]\nPrivateKey = {b64(secrets.token_bytes(32))}\nAddress = 10.66.0.14/32\nDNS = 10.66.0.1",
        f"VPN der Uni: Benutzer ak{digits(3)}, Passwort {human()} (gleiches wie fürs Uni-Mail, leider)",
    )
    r.add(
        "conference_login",
        f"OpenReview account for ICLR reviewing: a.kaya@uni.example, password {human()}",
        f"CMT şifresi (ACL area chair hesabı): {human()}",
        f"softconf START login for the workshop: kaya_pc / {rnd(ALNUM, 12)}",
    )
    r.add(
        "grant_portal",
        f"Zugang zum elan-Portal der DFG: Kennung akaya_dfg, Passwort {human()}",
        f"EU Login for the Funding & Tenders portal (Horizon proposal): a.kaya@uni.example, password {human()}",
    )
    r.add(
        "lms_admin",
        f"Moodle web service token for the grade export script: {hexs(32)}",
        f"LMS site admin for the course migration: user admin, password {human()} — hand back to IT after the term",
        f"Canvas admin ka access token: {digits(4, lead=True)}~{rnd(ALNUM, 64)} (sirf grade sync ke liye)",
    )
    r.add(
        "door_code",
        f"exam room B-214 keypad code is {pin(4)}# until the end of the exam period",
        f"Türcode Prüfungsraum HS 2 ab Montag: {pin(4)}, danach Raute drücken",
        f"server room door: code {pin(6)}* then wait for the green light",
    )
    r.add(
        "instrument_pc",
        f"Login on the confocal microscope PC (local Windows account zeiss_user): {human()}",
        f"Spectrometer control PC — Administrator / {rnd(ALNUM + '!', 12)}. Don't let the students install anything.",
    )
    r.add(
        "nas_admin",
        f"Synology DS920+ in the lab: admin user labadmin, password {human()}",
        f"smbclient //nas.lab.internal/datasets -U {user}%{rnd(ALNUM, 14)} -c 'ls'",
        f"sudo mount -t cifs //nas.lab.internal/raw /mnt/raw -o username=instrument,password={rnd(ALNUM, 12)},vers=3.0",
    )
    r.add(
        "pos_pin",
        f"Kasse: Chef-PIN {pin(4)}, Kellner-PIN für Aylin {pin(4)}, für Jonas {pin(4)}",
        f"POS manager override code (voids and refunds): {pin(6)}",
        f"Adisyon sistemi yönetici şifresi: {human()} — Emre'ye verme.",
    )
    r.add(
        "payment_terminal",
        f"card terminal technician/merchant password (needed for end-of-day reset): {pin(6)}",
        f"SUMUP_API_KEY=sup_sk_{rnd(ALNUM, 32)}",
        f"Κωδικός διαχειριστή για το POS της τράπεζας (τερματικό καρτών): {pin(5)}",
    )
    r.add(
        "supplier_portal",
        f"wholesale webshop login: bestellung@lokanta.example / {human()}",
        f"Zugang Getränkelieferant, Kunden-Login: Kundennr. {digits(6, lead=True)}, Passwort {human()}",
        f"Fish supplier ke portal ka login: user lokanta_ist, password {human()} hai",
    )
    r.add(
        "booking_api",
        f"booking platform API credentials for the website widget sync: client id lokanta-web, client secret {rnd(URLSAFE, 40)}",
        f"reservation webhook signing secret: whsec_{rnd(ALNUM, 32)}",
    )
    r.add(
        "delivery_platform",
        f"Lieferando-Tablet: Login lokanta@mail.example, Passwort {human()}",
        f"Uber Eats Manager login for the restaurant: ops@lokanta.example, pass {human()}",
        f"Yemeksepeti tablet şifresi: {human()} (restoran paneli ile aynı)",
    )
    r.add(
        "cctv_dvr",
        f"VLC → Open Network Stream: rtsp://admin:{rnd(ALNUM, 12)}@192.168.1.64:554/Streaming/Channels/101",
        f"Hikvision DVR in the back office, admin password {human()}",
        f"DVR   Benutzer :  admin     Kennwort :  {' '.join(rnd(ALNUM, 10))}   (Aufkleber unten am Gerät)",
    )
    r.add(
        "alarm_code",
        f"Alarm at the restaurant: disarm code {pin(6)}, duress code {pin(6)} (silent call to the monitoring centre)",
        f"Ο κωδικός του συναγερμού στο μαγαζί είναι {pin(4)}, πρώτα πατάς OFF.",
        f"Alarm kodu: {pin(4)} — kapatırken sonra # bas, 30 saniye süre var.",
    )
    r.add(
        "safe_combination",
        f"office safe combination: R {secrets.randbelow(99) + 1} – L {secrets.randbelow(99) + 1} – R {secrets.randbelow(99) + 1}",
        f"Tresor im Büro, Code {pin(6)} (danach Schlüssel drehen)",
        f"Tijori ka code {pin(6)} hai, kisi waiter ko mat batana.",
    )
    r.add(
        "wifi_key",
        f"Guest Wi-Fi 'Lokanta-Gast' password: {secrets.choice(WORDS)}{digits(4)}",
        f"staff network SSID Lokanta-Staff, WPA2 PSK {rnd(ALNUM, 16)}",
        f"Personel wifi şifresi {human()} (misafir ağıyla karıştırma)",
        f"QR code on the lab printer says: WIFI:T:WPA;S:Lab-IoT;P:{rnd(ALNUM, 14)};;",
    )
    r.add(
        "accounting_api",
        f"lexoffice API key for the invoice import script: {rnd(URLSAFE, 48)}",
        f"DATEV Unternehmen online, Benutzer lokanta_gbr, PIN {pin(6)} (für SmartLogin)",
        f"Xero app for the restaurant bookkeeping: client_id {hexs(32).upper()}, client_secret {rnd(URLSAFE, 48)}",
    )
    r.add(
        "payroll_login",
        f"Lohnabrechnungs-Portal: lohn@lokanta.example / {human()}",
        f"payroll admin login for the restaurant staff — user owner2, password {human()}",
    )
    r.add(
        "bank_login",
        f"Onlinebanking Geschäftskonto: Anmeldename LOKANTA{digits(4)}, PIN {pin(5)}",
        f"İş bankası internet şubesi: müşteri no {digits(8, lead=True)}, şifre {pin(6)}",
        f"business bank API (EBICS replacement) client secret: {rnd(ALNUM, 40)}",
    )
    r.add(
        "card_pin",
        f"PIN for the restaurant's business debit card: {pin(4)}",
        f"PIN της κάρτας για τις αγορές του μαγαζιού: {pin(4)}",
    )
    r.add(
        "phone_pin",
        f"new SIM for the work phone: PIN {pin(4)}, PUK {pin(8)}",
        f"unlock code for the restaurant's order phone is {pin(6)}",
        f"Mere phone ka passcode {pin(6)} hai, agar main hospital mein hoon toh Deniz ko bata dena.",
    )
    r.add(
        "email_app_password",
        f"Gmail app password for the lab's calendar bot: {groups(rnd(LOWER, 16), 4)}",
        f"Thunderbird für die Uni-Mail: App-Passwort {rnd(ALNUM, 16)}",
        f"~/.msmtprc\naccount uni\nhost smtp.uni.example\nport 587\nauth on\nuser {user}\npassword {human()}",
    )
    r.add(
        "streaming_login",
        f"Netflix: kaya.family@mail.example / {human()} (the kids' profile has no PIN)",
        f"Spotify aile hesabı şifresi: {human()}",
    )
    r.add(
        "airline_login",
        f"Miles & More: service card number is in the wallet, login PIN {pin(6)}",
        f"Turkish Airlines Miles&Smiles şifrem: {pin(6)}",
    )
    r.add(
        "health_insurance_login",
        f"TK-App Login: a.kaya@mail.example, Passwort {human()}",
        f"health insurance portal (expat plan): user akaya_intl, password {human()}",
    )
    r.add(
        "security_answer",
        f"Bank security question 'name of your first pet' → answer: {secrets.choice(['Pamuk', 'Boncuk', 'Karamel', 'Tarcin'])}{digits(2)}",
        f"Güvenlik sorusu (ilk öğretmeninizin adı) cevabı: {secrets.choice(['Nermin', 'Sevgi', 'Hülya'])} {secrets.choice(['Öztürk', 'Aydın', 'Çelik'])}",
        f"Sicherheitsfrage Krankenkasse 'Geburtsort der Mutter' — Antwort: {secrets.choice(['Trabzon', 'Izmir', 'Samsun'])}{pin(3)}",
    )
    r.add(
        "totp_seed",
        f"otpauth://totp/UniSSO:{user}?secret={rnd(BASE32, 32)}&issuer=UniSSO&digits=6&period=30",
        f"backup TOTP secret for the cluster 2FA (in case the phone dies): {' '.join(rnd(BASE32, 4) for _ in range(8))}",
        f"Το μυστικό 2FA για το λογαριασμό της τράπεζας: {rnd(BASE32, 32)}",
    )
    r.add(
        "recovery_codes",
        "GitHub recovery codes (ayse-kaya):\n" + recovery_codes(8, "github"),
        "Google backup codes for the restaurant account: " + recovery_codes(6, "digits"),
        "Hugging Face 2FA recovery codes, keep on paper:\n" + recovery_codes(6, "alnum"),
    )
    r.add(
        "stripe_secret",
        f"Stripe live secret for the online ordering page: sk_live_{rnd(ALNUM, 99)}",
        f"STRIPE_RESTRICTED_KEY=rk_live_{rnd(ALNUM, 99)}  # read-only, payouts report",
    )
    r.add(
        "slack_token",
        f"training-done notifications go to https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
        f"SLACK_BOT_TOKEN=xoxb-{digits(12, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}",
        f"Slack bot token für den Schichtplan-Bot: xoxb-{digits(12, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}",
    )
    r.add(
        "telegram_bot",
        f"bot that pings me when a Slurm job ends: token {digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}, chat id {digits(9, lead=True)}",
        f"Rezervasyon botunun token'ı: {digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}",
    )
    r.add(
        "inference_api_key",
        f"REPLICATE_API_TOKEN=r8_{rnd(ALNUM, 37)}",
        f"Groq key for the latency benchmark: gsk_{rnd(ALNUM, 52)}",
        f'together = Together(api_key="{hexs(64)}")',
    )
    r.add(
        "password_manager_export",
        "bitwarden_export.csv (first rows)\nfolder,favorite,type,name,login_uri,login_username,login_password\n"
        f"Lab,,login,W&B,https://wandb.ai,{user},{human()}\nRestaurant,,login,Kasse Backoffice,https://backoffice.kasse.example,chef,{human()}",
        f"<Entry>\n  <String><Key>Title</Key><Value>NAS lab</Value></String>\n  <String><Key>UserName</Key><Value>labadmin</Value></String>\n  <String><Key>Password</Key><Value>{rnd(ALNUM + '!#%', 18)}</Value></String>\n</Entry>",
        json.dumps({"title": "Alarm panel installer", "fields": [{"designation": "username", "value": "installer"}, {"designation": "password", "value": pin(6)}]}),
    )
    r.add(
        "sticky_note",
        f"(photo of the post-it on the office monitor)\nPC Büro:  {rnd(ALNUM, 9)}\nKasse-Admin:  {pin(4)}",
        f"OCR  of  the  card  taped  inside  the  DVR  cabinet :  u s e r  admin   p w d   {rnd(ALNUM, 10)}",
    )
    r.add(
        "passphrase",
        f"VeraCrypt volume with the interview recordings: passphrase '{phrase(WORDS, 5, '-')}'",
        f"LUKS passphrase for the external backup disk: {phrase(WORDS, 6, ' ')}",
    )
    r.add(
        "whatsapp_share",
        f"[WhatsApp, 21:47] Deniz: abi yeni wifi şifresi {human()}, misafirlere söyleme\n[21:48] Ayşe: 👍",
        f"[WhatsApp, 09:12] Nikos: Ο νέος κωδικός για το ταμείο (Kasse) είναι {pin(4)}. Τον άλλαξα χθες.",
    )
    r.add(
        "email_forwarded",
        f"From: it-support@uni.example\nSubject: Your temporary account password\n\nDear Dr. Kaya, your initial password for the HPC portal is {rnd(ALNUM, 12)}. Please change it at first login.",
        f"Von: service@kassensystem.example\nBetreff: Ihre Zugangsdaten\n\nBenutzername: lokanta-gbr\nPasswort: {human()}\n\nMit freundlichen Grüßen",
    )
    return list(r)


def lookalikes() -> list[tuple[str, str]]:
    r = Rows()
    acct = lambda: str(10**11 + secrets.randbelow(9 * 10**11))  # noqa: E731
    rid, rid2 = run_id(), run_id()

    r.add(
        "wandb_run",
        f"best run so far: https://wandb.ai/kaya-lab/tr-summ/runs/{rid} (val ROUGE-L 41.2, step 18k)",
        f"sweep id {run_id()}; start more agents with `wandb agent kaya-lab/tr-summ/<sweep id>` on gpu05",
        f"Run {rid2} ist bei Schritt 18 400 abgestürzt (NaN loss), Run {run_id()} läuft noch.",
    )
    r.add(
        "mlflow_run",
        f"mlflow run_id={hexs(32)} experiment_id={secrets.randbelow(900) + 100} status=FINISHED",
        f"mlflow.register_model('runs:/{hexs(32)}/model', 'ner-tr-distil')",
        f"artifact_uri: mlflow-artifacts:/{secrets.randbelow(90) + 10}/{hexs(32)}/artifacts/checkpoints",
    )
    r.add(
        "checkpoint_hash",
        f"sha256 of model.safetensors in the release: {hexs(64)}",
        f"checkpoint-12000/pytorch_model.bin md5 {hexs(32)}, matches the copy on the NAS",
        f"En iyi checkpoint'in SHA-256 özeti {hexs(64)}, makaledeki tabloyla aynı.",
    )
    r.add(
        "dataset_doi",
        f"cite the corpus as doi:10.5281/zenodo.1{digits(7)}",
        f"paper DOI 10.18653/v1/2024.acl-long.{secrets.randbelow(800) + 1} for the related-work section",
        f"Datensatz zitieren mit https://doi.org/10.5281/zenodo.{digits(7, lead=True)} (Version 2, nicht 1!)",
    )
    r.add(
        "arxiv_id",
        f"read arXiv:24{secrets.randbelow(12) + 1:02d}.{arxiv_no()}v2 before the group meeting",
        f"preprint is up as 2406.{arxiv_no()}; camera-ready will replace it as v3",
        f"Reviewer 2 ne arXiv {secrets.randbelow(4) + 21}0{secrets.randbelow(9) + 1}.{arxiv_no()} cite karne ko bola hai.",
    )
    r.add(
        "orcid",
        f"my ORCID: https://orcid.org/{orcid()}",
        f"co-author ORCIDs for the submission form: {orcid()} (Nikos), {orcid()} (Priya)",
    )
    r.add(
        "commit_sha",
        f"results in Table 2 were produced at commit {hexs(40)} of tr-summ",
        f"git bisect says {hexs(12)} broke the tokenizer; revert it after {hexs(12)}",
        f"Ο κώδικας του πειράματος είναι στο commit {hexs(7)} (branch ablations).",
    )
    r.add(
        "image_digest",
        f"FROM nvcr.io/nvidia/pytorch:24.05-py3@sha256:{hexs(64)}",
        f"apptainer pull train.sif docker://ghcr.io/acme-lab/trainer@sha256:{hexs(64)}",
        f"REPOSITORY                  TAG     DIGEST\nharbor.lab.internal/tr/eval 1.4.0   sha256:{hexs(64)}",
    )
    r.add(
        "slurm_job",
        f"$ sbatch train.sh\nSubmitted batch job {digits(7, lead=True)}",
        f"JOBID      PARTITION  NAME       USER    ST  TIME      NODES\n{digits(7, lead=True)}_[3-7] gpu    sweep    akaya   PD  0:00      1\n{digits(7, lead=True)}    gpu     eval     akaya   R   3:12:40   1",
        f"sacct -j {digits(7, lead=True)} --format=JobID,Elapsed,MaxRSS — OOM kill olmuş, mem'i 64G'ye çıkar.",
    )
    r.add(
        "conda_env",
        f"conda-lock.yml content_hash linux-64: {hexs(64)}",
        f"pytorch  2.3.1  py3.11_cuda12.1_cudnn8.9.2_0  pytorch\nlibgcc-ng  13.2.0  h{hexs(7)}_7  conda-forge",
        f"env lives at /scratch/akaya/envs/trsumm-{hexs(8)} (hash of environment.yml, made by the setup script)",
    )
    r.add(
        "random_seed",
        f"seeds for Table 3: 13, 42, 1234, {secrets.randbelow(9000) + 1000}, 31337",
        f"torch.manual_seed({secrets.randbelow(10**6)})\nnp.random.seed({secrets.randbelow(10**6)})\nrandom.seed({secrets.randbelow(10**6)})",
        f"seed {secrets.randbelow(9000) + 1000} wala run sabse achha tha, baaki sab 0.3 neeche.",
    )
    r.add(
        "hyperparams",
        "optim:\n  lr: 3.0e-5\n  weight_decay: 0.01\n  warmup_steps: 500\n  betas: [0.9, 0.98]\ntrain:\n  batch_size: 32\n  grad_accum: 4\n  max_steps: 20000",
        "python train.py --lr 2e-4 --lora_r 16 --lora_alpha 32 --dropout 0.05 --bf16 --max_len 2048",
        "Υπερπαράμετροι για το τελικό run: lr 1e-4, batch 64, 10 epochs, label smoothing 0.1.",
    )
    r.add(
        "s3_path",
        f"raw audio is in s3://kaya-lab-datasets/interviews/2024/{uid()}.flac (about 3 TB in total)",
        f"bucket policy Resource: arn:aws:s3:::kaya-lab-ckpt/* for account {acct()}",
        "aws s3 sync ./outputs s3://kaya-lab-ckpt/tr-summ/ --profile lab --exclude '*.tmp'",
    )
    r.add(
        "hf_revision",
        f'AutoModel.from_pretrained("acme-lab/tr-bert-small", revision="{hexs(40)}")',
        f"huggingface-cli download acme-lab/tr-news-summ --repo-type dataset --revision {hexs(40)} --local-dir data/",
        "Modell liegt öffentlich unter https://huggingface.co/acme-lab/tr-bert-small/tree/v1.2",
    )
    r.add(
        "public_key",
        f"add to authorized_keys on gpu07: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} akaya@laptop",
        f"login node host key fingerprint: ED25519 SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} — check it before accepting",
        f"my GPG key fingerprint (for signing the release tags): {groups(hexs(40).upper(), 4)}",
    )
    r.add(
        "publishable_key",
        f"Stripe publishable key for the order page (public, goes in the browser): pk_live_{rnd(ALNUM, 99)}",
        f"mapbox public token for the delivery-area map on the website (URL-restricted, meant to be public): pk.eyJ1IjoibG9rYW50YSIsImEiOiJ{rnd(URLSAFE, 20)}.{rnd(URLSAFE, 22)}",
        f"posthog.init('phc_{rnd(ALNUM, 43)}', {{api_host: 'https://eu.posthog.com'}})  // client-side project key, public",
    )
    r.add(
        "env_var_ref",
        'import os\nos.environ["CUDA_VISIBLE_DEVICES"] = "0,1"\nos.environ["HF_HOME"] = "/scratch/akaya/hf"\nkey = os.environ["OPENAI_API_KEY"]  # set in ~/.bashrc',
        "export HF_TOKEN=$(pass show lab/huggingface)",
        "llm:\n  provider: mistral\n  api_key: ${MISTRAL_API_KEY}\n  model: mistral-large-latest",
    )
    r.add(
        "vault_ref",
        "vault kv get -field=api_key secret/lab/wandb",
        "aws secretsmanager get-secret-value --secret-id lab/minio/root --query SecretString",
        "Die Zugangsdaten für den Kassen-Server liegen im Vault unter secret/lokanta/pos-db.",
    )
    r.add(
        "ci_secret_ref",
        "env:\n  HF_TOKEN: ${{ secrets.HF_TOKEN }}\n  WANDB_API_KEY: ${{ secrets.WANDB_API_KEY }}",
        "docker login -u \"$CI_REGISTRY_USER\" -p \"$CI_REGISTRY_PASSWORD\" $CI_REGISTRY",
        "with:\n  password: ${{ secrets.GHCR_TOKEN }}\n  username: ${{ github.actor }}",
    )
    r.add(
        "password_manager_ref",
        "POS admin password is in 1Password under Restaurant → Kasse → Admin",
        "Tresorcode steht im Bitwarden-Tresor 'Lokal', Eintrag 'Büro-Safe'.",
        "Alarm şifresi 1Password'de 'Restoran / Alarm paneli' altında, buraya yazmıyorum.",
    )
    r.add(
        "password_statement",
        "rotated the POS admin password after Emre left; the waiters' PINs stay the same",
        "The safe code changed on Monday; Deniz has the new one.",
        "Das Gäste-WLAN-Passwort wird jeden Monat geändert, der Zettel hängt hinter der Theke.",
        "Άλλαξα τον κωδικό του συναγερμού την Τρίτη, θα σου τον πω από κοντά.",
    )
    r.add(
        "redacted",
        "OPENAI_API_KEY=<redacted>\nANTHROPIC_API_KEY=<redacted>",
        "DVR admin password: ******** (ask Nikos)",
        "db:\n  user: results_rw\n  password: '[REDACTED]'\n  host: db.lab.internal",
    )
    r.add(
        "table_numbers",
        "Saturday: table 12 (window) for 6 at 19:30, tables 4+5 pushed together for the Yıldız birthday, 8 seats",
        "Masa 7 ve 9 cuma akşamı rezerve, masa 3'ün ayağı sallanıyor.",
    )
    r.add(
        "order_number",
        f"Lieferando-Bestellung #{digits(9, lead=True)} kam kalt an, Gutschrift beantragt",
        f"Uber Eats order {rnd(UPPER + DIGITS, 5)} — customer says the dürüm was missing",
        f"receipt no. {secrets.randbelow(9000) + 1000}-{digits(6)} from the till, table 8, paid by card",
    )
    r.add(
        "invoice_number",
        f"invoice RE-2024-{digits(5)} from the meat supplier is due on the 15th",
        f"Rechnung Nr. {digits(8, lead=True)} vom Getränkehändler, Skonto 2 % bis Freitag",
        f"Τιμολόγιο Α-{digits(5)} από τον προμηθευτή λαδιού, πληρωμή μέχρι τέλος του μήνα.",
    )
    r.add(
        "article_number",
        f"reorder olive oil 5 L, supplier article no. {digits(6, lead=True)}, and feta 2 kg art. {digits(6, lead=True)}",
        f"Art.-Nr. {digits(7, lead=True)} Bulgur grob 25 kg, Art.-Nr. {digits(7, lead=True)} Tomatenmark 4,5 kg",
        f"Sumak 1 kg ka item code {digits(5, lead=True)}-{digits(2)} hai, agli baar 3 mangwana.",
    )
    r.add(
        "ean_barcode",
        f"EAN {ean13('40')} is the 0.33 L Ayran crate; scanner reads it fine now",
        f"Barcode {ean13('869')} (Turkish pekmez) not in the POS item list yet",
        f"ISBN {ean13('978')} — the deep learning textbook for the seminar",
    )
    r.add(
        "lot_number",
        f"recall check: our chickpeas are LOT L{digits(2)}-{digits(4)}, best before 12.09.2025, not affected",
        f"Charge {rnd(UPPER + DIGITS, 8)} vom Hackfleisch im HACCP-Ordner abgeheftet",
        f"Παρτίδα {digits(6)} για το γιαούρτι, λήξη 03/10.",
    )
    r.add(
        "haccp_temps",
        "HACCP log 06:45 — walk-in 3.1 °C, freezer −19.4 °C, dishwasher rinse 82 °C",
        "Kerntemperatur Hähnchen 76 °C, Heißhalten 68 °C, Kühlhaus 4 °C — alles im Grünen",
        "Soğuk oda 2,8 °C, derin dondurucu −21 °C, saat 22:10 kontrol edildi.",
    )
    r.add(
        "recipe",
        "Mercimek soup for 40: 2.4 kg red lentils, 600 g onion, 300 g carrot, 120 g butter, 40 g pul biber, 14 L stock",
        "Hummus: 5 kg Kichererbsen, 1,2 kg Tahini, 350 ml Zitronensaft, 90 g Salz, 8 Knoblauchzehen",
        "Dal makhani: 2 kg urad, 250 g rajma, 400 g makhan, 500 ml cream, 12 ghante dheemi aanch.",
    )
    r.add(
        "vat_id",
        f"our USt-IdNr. DE{digits(9, lead=True)} goes on every invoice to the catering customers",
        f"supplier tax no. (VKN) {digits(10, lead=True)}, Kadıköy vergi dairesi",
        f"ΑΦΜ προμηθευτή {digits(9, lead=True)}, ΔΟΥ Καλαμαριάς",
    )
    r.add(
        "supplier_iban",
        f"pay the olive oil supplier: {iban('DE', '37040044' + digits(10))}, reference invoice 2024-118",
        f"Tedarikçi IBAN: {iban('TR', '00061' + '0' + digits(16))} (Ege Baharat Ltd.)",
        f"Greek winery bank details: {iban('GR', '0110125' + digits(16))}, BIC ETHNGRAA",
    )
    r.add(
        "booking_reference",
        f"conference hotel booking ref {rnd(UPPER + DIGITS, 10)}, check-in 14:00",
        f"Reservierung über die Plattform, Bestätigungsnr. {digits(9, lead=True)}, 4 Personen, 20:00",
        f"OpenTable-style confirmation #{digits(8, lead=True)} for the lab dinner, party of 11",
    )
    r.add(
        "flight_pnr",
        f"NeurIPS flight: PNR {rnd(UPPER + DIGITS, 6)}, TK1724 IST→YVR via FRA",
        f"Buchungscode {rnd(UPPER, 6)} bei Lufthansa, Rückflug am 16.12.",
        f"Πτήση για Θεσσαλονίκη, κωδικός κράτησης {rnd(UPPER + DIGITS, 6)}, αναχώρηση 07:40.",
    )
    r.add(
        "seat_number",
        f"seats 23A and 23B on LH{secrets.randbelow(900) + 100}, exit row asked for",
        "Koltuk 14F, pencere kenarı; Deniz 14E.",
    )
    r.add(
        "tracking_number",
        f"GPU riser cables shipped, DHL tracking 00340434{digits(12)}",
        f"UPS 1Z{rnd(UPPER + DIGITS, 16)} — the new tandoor parts",
        f"Sendungsnummer {digits(12, lead=True)} (Hermes), Kühlbox für den Fischhändler",
    )
    r.add(
        "phone_number",
        f"fish supplier's night line: +49 30 {digits(8, lead=True)}",
        f"Kadıköy'deki tamirci: +90 216 {digits(3, lead=True)} {digits(2)} {digits(2)}",
        f"Nikos (Greek winery): +30 2310 {digits(6, lead=True)}, Priya: +91 98{digits(3)} {digits(5)}",
    )
    r.add(
        "versions",
        "cluster stack: driver 550.54.15, CUDA 12.4, cuDNN 9.1.0, torch 2.3.1+cu121, NCCL 2.20.5",
        "POS Firmware 4.12.3 (Build 20240611), Kartenterminal SW 2.8.0 — Update am 03.07.",
        "deadline 17 May 23:59 AoE, rebuttal 05–11 Aug, camera-ready 02 Sep",
    )
    r.add(
        "gpu_uuid",
        "$ nvidia-smi -L\n" + "\n".join(f"GPU {i}: NVIDIA H100 80GB HBM3 (UUID: GPU-{uid()})" for i in range(4)),
        f"gpu07 card 2 (GPU-{uid()}) keeps throwing Xid 79, ticket opened with HPC support",
    )
    r.add(
        "network_ids",
        f"microscope PC MAC {mac(':', True)}, fixed IP 10.20.4.37 in the instrument VLAN",
        f"DVR: MAC {mac('-', True)}, IP 192.168.1.64, Port 554 (RTSP) und 80 (Web)",
    )
    r.add(
        "uuid_url",
        f"our paper's forum: https://openreview.net/forum?id={rnd(ALNUM, 10)}",
        f"Overleaf project (needs login): https://www.overleaf.com/project/{hexs(24)}",
        f"Zotero group library https://www.zotero.org/groups/{digits(7, lead=True)}/nlp-reading/items/{rnd(UPPER + DIGITS, 8)}",
    )
    r.add(
        "grant_number",
        f"acknowledgement: funded by the ERC under grant agreement No 101{digits(6)}",
        f"DFG-Projektnummer {digits(9, lead=True)}, bitte in jede Publikation",
    )
    r.add(
        "course_room",
        "exam CS-4120 on 18 July, 09:00–11:00, room B-214 and HS 2, 142 registered",
        "Vorlesung ML2 Di 10–12 im HS 3, Übung Do 14–16 in Raum 0.217",
    )
    r.add(
        "customer_number",
        f"Kundennummer beim Getränkehändler: {digits(6, lead=True)} (steht auf jeder Rechnung)",
        f"our account number with the linen service is LS-{digits(5)}; pickup Tuesdays",
    )
    r.add(
        "pos_terminal_ids",
        f"card terminal TID {digits(8, lead=True)}, merchant ID {digits(9, lead=True)}, serial {rnd(UPPER + DIGITS, 10)}",
        f"Kasse Seriennummer {rnd(UPPER + DIGITS, 12)}, TSE-Seriennummer {hexs(64)}",
    )
    r.add(
        "wifi_ssid",
        "SSIDs: Lokanta-Gast (2.4 + 5 GHz), Lokanta-Staff (5 GHz, channel 36); password card is at the bar",
        "eduroam works in the lab; the IoT network is Lab-IoT, ask IT for access",
    )
    r.add(
        "file_hashes",
        f"md5sum data/*.jsonl\n{hexs(32)}  data/train.jsonl\n{hexs(32)}  data/dev.jsonl\n{hexs(32)}  data/test.jsonl",
        f"sha1 of the annotation export: {hexs(40)} (the one we released)",
    )
    r.add(
        "git_remote_clean",
        "$ git remote -v\norigin  git@github.com:acme-lab/tr-summ.git (fetch)\nhf      https://huggingface.co/acme-lab/tr-bert-small (push)",
        "git clone ssh://git@gitlab.uni.internal:2222/nlp/corpus-tools.git",
    )
    r.add(
        "pip_index_clean",
        "pip install torch==2.3.1 --index-url https://download.pytorch.org/whl/cu121",
        "[global]\nextra-index-url = https://pypi.lab.internal/simple/\ntrusted-host = pypi.lab.internal\n# auth comes from keyring",
    )
    r.add(
        "psql_clean",
        "psql 'host=db.lab.internal port=5432 dbname=experiments user=results_ro sslmode=require'  # password from ~/.pgpass",
        "DATABASE_URL=postgresql://analyst@db.lab.internal:5432/experiments (peer auth over the VPN, no password)",
    )
    r.add(
        "docker_login_clean",
        "cat ~/.secrets/ghcr_token | docker login ghcr.io -u ayse-kaya --password-stdin",
        "$ docker login harbor.lab.internal\nUsername: robot$training\nPassword:\nLogin Succeeded",
    )
    r.add(
        "curl_env_header",
        'curl https://api.openai.com/v1/models -H "Authorization: Bearer $OPENAI_API_KEY"',
        'curl -H "Authorization: Bearer ${HF_TOKEN}" https://huggingface.co/api/whoami-v2',
    )
    r.add(
        "results_csv",
        "run_id,seed,lr,rougeL\n" + "\n".join(f"{run_id()},{secrets.randbelow(10000)},3e-5,{38 + secrets.randbelow(400) / 100:.2f}" for _ in range(4)),
        "tarih;masa;kişi;tutar\n" + "\n".join(f"2024-06-{d:02d};{secrets.randbelow(14) + 1};{secrets.randbelow(6) + 2};{secrets.randbelow(3000) + 400},00" for d in (7, 8, 9)),
    )
    r.add(
        "slack_message",
        f"[Slack #gpu-cluster] job {digits(7, lead=True)} on gpu07 finished after 11h 32m, peak GPU mem 71.3 GiB, W&B run {run_id()}",
        "[WhatsApp, 23:05] Deniz: kasa kapandı, z-raporu 4.812,50 TL, 63 adisyon, kart 71 %",
    )
    r.add(
        "ssh_config",
        "Host gpu07\n  HostName gpu07.hpc.uni.internal\n  User akaya\n  ProxyJump login.hpc.uni.internal\n  IdentityFile ~/.ssh/id_ed25519\n  LocalForward 8888 localhost:8888",
        f"ssh-keygen -t ed25519 -C 'akaya@laptop-{secrets.randbelow(90) + 10}' -f ~/.ssh/id_ed25519_cluster  # the public half goes to the HPC portal",
    )
    r.add(
        "dataset_ref",
        "kaggle competitions download -c llm-detect-ai-generated-text -p data/raw",
        'load_dataset("acme-lab/tr-news-summ", split="train[:5%]", cache_dir="/scratch/akaya/hf")',
        "MinIO'da bucket: datasets/tr-news/v3/shards/shard-00017-of-00128.parquet",
    )
    return list(r)


def main() -> None:
    write_corpora("make_heldout18.py", [
        ("heldout18_credentials.yaml", credentials(), "batch 18 (ML researcher who co-owns a restaurant): synthetic credentials, written blind; none is real"),
        ("heldout18_lookalikes.yaml", lookalikes(), "batch 18 (ML researcher who co-owns a restaurant): legitimate notes that look like secrets, written blind"),
    ])


if __name__ == "__main__":
    main()
