# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout31_credentials.yaml and heldout31_lookalikes.yaml: held-out batch 31.

The persona is a machine-learning engineer at a logistics company in Bangalore: Jupyter and
JupyterHub, Databricks, Snowflake, MLflow, Airflow, Kafka, BigQuery and GCS, LLM API keys,
Hugging Face, a GPU cloud, a private PyPI index, S3, Grafana, a VPN and SSH to training
boxes; and at home a flat with a society gate app, UPI and netbanking, a two-wheeler, a family
WhatsApp group, parents in Chennai and a streaming account shared with cousins. The notes take
the forms such a person asks an assistant to keep: pasted e-mails, sticky notes, chat messages,
.env / YAML / JSON / INI / TOML snippets, connection strings, shell and curl lines, Python,
spreadsheet rows, handover notes and messages to family; about a quarter are in Hindi
(Devanagari), Tamil (Tamil script) or Hinglish as people text.

The batch was written blind: without reading the detector, its tests, or any earlier
corpus or generator other than the helpers of make_heldout.py. The credentials each hold at
least one usable secret value; the look-alikes hold identifiers, public keys, redacted
values, placeholders and references to where a secret is kept, but no secret. Every secret
value is drawn at run time from the `secrets` module; hosts are under `.example`,
`.internal`, `.test` or `acme`, and nothing is real. Run
`python tests/data/secrets/make_heldout31.py` to redraw.
"""

from __future__ import annotations

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
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u_bytes,
    basic,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    jwt,
    luhn,
    openai_project_key,
    openssh_private,
    pem,
    pem_body,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = ("kaveri", "monsoon", "filter", "kolam", "jasmine", "auto", "biryani", "tiffin",
         "marina", "lalbagh", "coconut", "rangoli", "veena", "mango", "scooter", "chutney")


def desi_pw() -> str:
    """A password as people here choose them: a word, a symbol and digits."""
    word = pick("Chennai", "Mylapore", "Kaveri", "Rasam", "Adyar", "Marina", "Dosa", "Thalaiva", "Bangalore", "Jasmine")
    return f"{word}{pick('@', '#', '_', '$')}{digits(pick(4, 5))}"


def app_pw() -> str:
    """A Google app password: sixteen lower-case letters."""
    return rnd(LOWER, 16)


def pan() -> str:
    """A PAN-shaped tax id (synthetic)."""
    return f"{rnd(UPPER, 3)}P{rnd(UPPER, 1)}{digits(4)}{rnd(UPPER, 1)}"


def answer() -> str:
    """A security-question answer, made up the way careful people make them up."""
    return f"{pick('Tommy', 'Kutty', 'Raja', 'Pappu', 'Chintu', 'Mani')}{pick('', '-', '.')}{rnd(LOWER + DIGITS, 6)}"


def n(lo: int, hi: int) -> int:
    return lo + secrets.randbelow(hi - lo)


def credentials() -> Rows:
    r = Rows()
    r.add(
        "jupyter_token",
        f"jupyter lab on the training box printed: http://127.0.0.1:8888/lab?token={hexs(48)}  (tunnel 8888 first: ssh -L 8888:localhost:8888 gpu-07)",
        f"# ~/.jupyter/jupyter_server_config.py on gpu-07\nc.ServerApp.ip = '0.0.0.0'\nc.ServerApp.port = 8890\nc.ServerApp.token = '{hexs(48)}'\nc.ServerApp.open_browser = False",
        f"Sneha ko bhejna: notebook server ka token {hexs(48)} hai, port 8891 pe chal raha, VPN on karke kholna",
    )
    r.add(
        "jupyterhub_api_token",
        f"JupyterHub admin API token (used by the idle-culler service): {hexs(32)}",
        f"curl -H 'Authorization: token {hexs(32)}' https://hub.acme.internal/hub/api/users?state=active",
        f"jupyterhub_config.py\nc.JupyterHub.services = [\n    {{'name': 'cull-idle', 'admin': True, 'api_token': '{hexs(32)}'}},\n]",
    )
    r.add(
        "databricks_pat",
        f"Databricks PAT (90 days, made 3 Jun) — dapi{hexs(32)}",
        f"~/.databrickscfg\n[DEFAULT]\nhost = https://acme-logistics.cloud.databricks.com\ntoken = dapi{hexs(32)}\n\n[staging]\nhost = https://acme-logistics-stg.cloud.databricks.com\ntoken = dapi{hexs(32)}",
        f"इमरान, नया टोकन ये रहा: dapi{hexs(32)} — पुराना वाला मैंने रिवोक कर दिया है।",
        f"Rotate by Friday!! current workspace token\ndapi{hexs(32)}",
    )
    r.add(
        "snowflake_private_key",
        f"Snowflake key-pair auth for SVC_ML_LOADER — rsa_key.p8:\n{pem('ENCRYPTED PRIVATE KEY', 6)}",
        f"dbt profiles.yml (unencrypted key, never commit):\n  private_key: |\n    -----BEGIN PRIVATE KEY-----\n    {pem_body(1)}\n    {pem_body(1)}\n    {pem_body(1)}\n    -----END PRIVATE KEY-----",
    )
    r.add(
        "snowflake_key_passphrase",
        f"private_key_file = ~/.snowflake/rsa_key.p8\nprivate_key_file_pwd = {rnd(ALNUM, 18)}",
        f"the p8 key for the loader is encrypted, passphrase is {pw()} — Raghav has the same",
    )
    r.add(
        "snowflake_password",
        f"snowflake://ml_eng:{rnd(ALNUM, 18)}@acme-logi.ap-south-1.aws/FEATURES/PUBLIC?warehouse=ML_WH&role=ML_ENGINEER",
        f"~/.snowflake/connections.toml\n[connections.dev]\naccount = \"acmelogi-dev\"\nuser = \"KARTHIK_ML\"\npassword = \"{pw()}\"\nwarehouse = \"ML_XS\"",
        f"snowsql -a acmelogi -u KARTHIK_ML   pwd: {desi_pw()} (reset by Raghav on Tue, MFA enrolment still pending)",
    )
    r.add(
        "mlflow_credentials",
        f"MLFLOW_TRACKING_URI=https://mlflow.acme.internal\nMLFLOW_TRACKING_USERNAME=karthik\nMLFLOW_TRACKING_PASSWORD={rnd(ALNUM, 20)}",
        f"mlflow basic-auth admin: admin / {pw()}  (the default one was changed, this is the new one)",
        f"mlflow UI ka login: user ml-team, pass {rnd(ALNUM, 12)} — team channel pe share mat karna please",
    )
    r.add(
        "airflow_connection",
        f"AIRFLOW_CONN_FEATURE_DB='postgresql://airflow_rw:{rnd(ALNUM, 22)}@feature-db.acme.internal:5432/features'",
        f"airflow connections add snowflake_ml --conn-type snowflake --conn-login SVC_AIRFLOW --conn-password '{pw()}' --conn-extra '{{\"account\": \"acmelogi\", \"warehouse\": \"ETL_WH\"}}'",
        'airflow connection aws_ml_s3 (exported from the UI):\n{"conn_type": "aws", "login": "' + aws_key_id() + '", "password": "' + aws_secret() + '", "extra": {"region_name": "ap-south-1"}}',
    )
    r.add(
        "kafka_sasl_credentials",
        f'sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="ml-consumer" password="{rnd(ALNUM, 24)}";',
        f"Confluent cluster API key for the shipments topic — key {rnd(UPPER + DIGITS, 16)}, secret {rnd(ALNUM + '+/', 64)}",
        f"consumer.properties\nbootstrap.servers=kafka-1.acme.internal:9094\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.username=eta-model\nsasl.password={rnd(ALNUM, 20)}",
    )
    sa = '{"type": "service_account", "project_id": "acme-logi-ml", "private_key_id": "' + hexs(40) + '", "private_key": "-----BEGIN PRIVATE KEY-----\\n' + b64(secrets.token_bytes(120)) + '\\n-----END PRIVATE KEY-----\\n", "client_email": "gcs-uploader@acme-logi-ml.iam.gserviceaccount.com"}'
    r.add(
        "gcp_service_account_key",
        '{"type": "service_account", "project_id": "acme-logi-ml", "private_key_id": "' + hexs(40) + '", "private_key": "-----BEGIN PRIVATE KEY-----\\n' + b64(secrets.token_bytes(96)) + '\\n' + b64(secrets.token_bytes(96)) + '\\n-----END PRIVATE KEY-----\\n", "client_email": "bq-loader@acme-logi-ml.iam.gserviceaccount.com", "token_uri": "https://oauth2.acme.test/token"}',
        "GCS uploader SA key, base64'd for the k8s secret (GOOGLE_CREDENTIALS_B64): " + b64(sa.encode()),
        "from google.oauth2 import service_account\ncreds = service_account.Credentials.from_service_account_info({\n    \"type\": \"service_account\",\n    \"client_email\": \"bq-reader@acme-logi-ml.iam.gserviceaccount.com\",\n    \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n" + b64(secrets.token_bytes(144)) + "\\n-----END PRIVATE KEY-----\\n\",\n})",
    )
    r.add(
        "openai_api_key",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"openai key for the address-normaliser PoC (billed to the team card): sk-{rnd(ALNUM, 20)}T3BlbkFJ{rnd(ALNUM, 20)}",
        f"bhai ye le OpenAI wala key, sirf eval ke liye use karna, prod me nahi: sk-svcacct-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}",
    )
    r.add(
        "anthropic_api_key",
        f'client = anthropic.Anthropic(api_key="{anthropic_key()}")',
        f"Anthropic console → API keys → 'ticket-triage-dev'\n{anthropic_key()}",
        f"Anthropic की API key: {anthropic_key()} — इसे .env में डालना है, गिट में नहीं।",
    )
    r.add(
        "cohere_api_key",
        f"COHERE_API_KEY={rnd(ALNUM, 40)}",
        f"co = cohere.ClientV2('{rnd(ALNUM, 40)}')  # rerank experiments, trial key",
        f"Cohere ka prod key embeddings job ke liye {rnd(ALNUM, 40)} hai, trial wala band ho gaya",
    )
    r.add(
        "huggingface_token",
        f"hf_{rnd(ALNUM, 34)}   <- HF write token, for pushing the eta-bert checkpoints",
        f"huggingface-cli login --token hf_{rnd(ALNUM, 34)} --add-to-git-credential",
        f"HF ka read token HF_TOKEN me daal dena: hf_{rnd(ALNUM, 34)} — gated Llama weights ke liye chahiye",
    )
    r.add(
        "gpu_cloud_api_key",
        f"GPU cloud (console.acmegpu.example) API key: secret_karthik-ml_{hexs(32)}.{rnd(ALNUM, 32)}",
        f"export ACMEGPU_API_KEY={rnd(ALNUM, 48)}\n# then: acmegpu instances launch --type 8xh100 --region blr-1",
        f"GPU cloud console login — karthik@acme.test / {pw()}  (2FA on my phone)",
    )
    r.add(
        "private_pypi_credentials",
        f"~/.config/pip/pip.conf\n[global]\nindex-url = https://ml-bot:{rnd(ALNUM, 24)}@pypi.acme.internal/simple/",
        f"PIP_EXTRA_INDEX_URL=https://__token__:{rnd(URLSAFE, 40)}@pypi.acme.internal/simple",
        f"poetry config http-basic.acme karthik {rnd(ALNUM, 20)}",
    )
    r.add(
        "aws_access_key",
        f"[ml-prod]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = ap-south-1",
        f"S3 uploader keys for the shipment-images bucket — id {aws_key_id()} secret {aws_secret()}",
        f"export AWS_ACCESS_KEY_ID={aws_key_id()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}\naws s3 sync s3://acme-ml-artifacts/eta/ ./artifacts/",
        f"User name,Access key ID,Secret access key\nsvc-sagemaker,{aws_key_id()},{aws_secret()}",
    )
    r.add(
        "grafana_credentials",
        f"Grafana SA token for the dashboard provisioning script: glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
        f"grafana admin pw (grafana.acme.internal) — {pw()}",
        f'curl -H "Authorization: Bearer glsa_{rnd(ALNUM, 32)}_{hexs(8)}" https://grafana.acme.internal/api/dashboards/uid/eta-drift',
    )
    r.add(
        "vpn_credentials",
        f"wg0.conf for office VPN\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.20.4.17/32\nDNS = 10.20.0.2\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.internal:51820\nAllowedIPs = 10.20.0.0/16",
        f"VPN (FortiClient): user karthik.s, pass {pw()}, then the push on the authenticator",
        f"office VPN ka password phir expire ho gaya yaar, naya rakha hai {desi_pw()}",
    )
    r.add(
        "ssh_private_key",
        f"training box key (id_ed25519_gpu):\n{openssh_private()}",
        f"paste into ~/.ssh/gpu07 on the new laptop, chmod 600\n{openssh_private()}",
        f"old bastion key, still works on bastion.acme.internal:\n{pem('RSA PRIVATE KEY', 8)}",
    )
    r.add(
        "ssh_key_passphrase",
        f"passphrase for ~/.ssh/id_ed25519_gpu is {phrase(WORDS, 4, '-')}",
        f"ssh key ka passphrase: {pw()}  (ssh-add karte time poochta hai)",
    )
    r.add(
        "feature_store_credentials",
        f"feature_store.yaml\nproject: eta\nregistry: s3://acme-ml-feast/registry.db\nprovider: aws\nonline_store:\n  type: redis\n  connection_string: \"feast-redis.acme.internal:6379,password={rnd(ALNUM, 24)},ssl=true\"\noffline_store:\n  type: snowflake.offline\n  account: acmelogi\n  user: SVC_FEAST\n  password: {pw()}",
        f"Feature platform service key, workspace eta-prod: {hexs(32)}",
        f"online store redis for the feature server: redis-cli -h feast-redis.acme.internal -p 6380 --tls -a '{rnd(ALNUM, 24)}'",
    )
    r.add(
        "gate_app_passcode",
        f"गेट ऐप में मेहमान के लिए पासकोड: {digits(6)} (आज रात 9 बजे तक वैध)",
        f"सोसाइटी ऐप का लॉगिन पिन {digits(4)} है, फ़्लैट C-803 वाले नंबर से",
        f"Zepto/Swiggy wale ko gate pe ye code bolna hai: {digits(6)}. Guard ko bhi bata diya hai",
    )
    r.add(
        "upi_pin",
        f"UPI PIN (SBI a/c on GPay) — {digits(6)}",
        f"அம்மா, உங்க PhonePe UPI PIN {digits(4)}. யாராவது போன் பண்ணி கேட்டா சொல்லாதீங்க!",
        f"यूपीआई पिन बदल दिया: नया पिन {digits(6)}",
        f"remember: the Kotak upi pin is {digits(4)}, not the ATM one",
    )
    r.add(
        "netbanking_password",
        f"HDFC netbanking\nCust ID: {digits(9, lead=True)}\nIPIN: {desi_pw()}",
        f"netbanking.acmebank.example — login karthik_s88, password {pw()}, txn password {rnd(ALNUM, 10)}",
        f"அப்பாவோட நெட்பேங்கிங் — யூசர் ஐடி {digits(8, lead=True)}, பாஸ்வேர்ட் {desi_pw()}. லாகின் பண்ணும்போது OTP அம்மா போனுக்கு வரும்.",
    )
    r.add(
        "card_with_cvv",
        f"Visa debit {groups(luhn('4'), 4)}  exp {card_expiry(first_year=27)}  cvv {digits(3)}",
        f"credit card for the GPU cloud billing: {luhn('5')} / {card_expiry(first_year=27)} / {digits(3)}",
        f"Divya, mera card use kar le tickets ke liye: {groups(luhn('4'), 4)}, expiry {card_expiry(first_year=27)}, CVV {digits(3)}. OTP main bhej dunga",
    )
    r.add(
        "atm_pin",
        f"அப்பா ATM கார்டு PIN: {digits(4)}. கார்டு பீரோவுல இருக்கு.",
        f"SBI ATM pin {digits(4)} (new card, came 2 May)",
    )
    r.add(
        "scooter_app_pin",
        f"EV scooter app — login PIN {digits(4)}; keyless start code {digits(6)}",
        f"scooty ki digital key ka backup PIN {digits(6)} hai, phone ki battery mar jaaye to ye daalna",
    )
    r.add(
        "streaming_password",
        f"Hotstar ka naya password {desi_pw()} hai, login id wahi purani mail. Sirf 4 device allowed, dhyan rakhna sab",
        f"சித்தி பசங்களுக்கு: Netflix பாஸ்வேர்ட் {desi_pw()}, ஈமெயில் பழையது தான். ப்ரொஃபைல் மாத்தாதீங்க.",
        f"streaming acct (shared w/ cousins) - user: cousins.karthik@acme.test pw {pw()}",
    )
    r.add(
        "wifi_password",
        f"Home WiFi 'Flat803_5G' — {rnd(ALNUM, 12)}",
        f"சென்னை வீட்டு WiFi: பேரு ACT-Srinivasan, பாஸ்வேர்ட் {desi_pw()}",
        f"WIFI:T:WPA;S:Flat803-Guest;P:{rnd(ALNUM, 10)};;",
        f"वाई-फ़ाई पासवर्ड (मेहमानों वाला नेटवर्क): {rnd(LOWER + DIGITS, 10)}",
    )
    r.add(
        "gmail_app_password",
        f"Gmail app password for the Airflow e-mail alerts: {groups(app_pw(), 4)}",
        f'SMTP_PASSWORD="{app_pw()}"  # google app pw, alerts@acme.test',
        f"mail app ke liye 16 letter wala app password: {groups(app_pw(), 4)}",
    )
    r.add(
        "totp_seed",
        f"otpauth://totp/AcmeGPU:karthik@acme.test?secret={rnd(BASE32, 32)}&issuer=AcmeGPU",
        f"AWS root MFA seed (set up on both phones): {' '.join(rnd(BASE32, 4) for _ in range(8))}",
        f"Grafana के 2FA की सीक्रेट की: {rnd(BASE32, 16).lower()}",
    )
    r.add(
        "backup_codes",
        "GitHub (github.acme.internal) recovery codes:\n" + recovery_codes(8, "github"),
        "Google backup codes, personal gmail: " + recovery_codes(5, "digits"),
        "SSO ke backup codes, ek ek karke use karna:\n" + recovery_codes(6, "alnum"),
    )
    r.add(
        "security_answer",
        f"HDFC security Qs — first school: {answer()}; favourite teacher: {answer()}; father's birthplace: {answer()}",
        f"பாதுகாப்பு கேள்வி 'உங்கள் முதல் செல்லப்பிராணியின் பெயர்?' — பதில்: {answer()}",
        f"அம்மா பேங்க் செக்யூரிட்டி கேள்விக்கு நான் வச்ச பதில்: {answer()} (நிஜப் பெயர் இல்ல)",
    )
    r.add(
        "banking_mpin",
        f"YONO MPIN {digits(6)}",
        f"बैंक ऐप का एमपिन {digits(4)} है, लॉगिन पासवर्ड अलग है।",
        f"mobile banking mpin - {digits(6)}; the 4-digit one was for the old app",
    )
    r.add(
        "door_lock_code",
        f"Flat door digital lock: {digits(6)}#  (master code — the maid has her own)",
        f"வேலைக்கார அக்கா வந்தா கதவு லாக் கோட் {digits(4)} சொல்லுங்கம்மா. அப்புறம் நான் மாத்திடுவேன்.",
        f"Cook didi ke liye door lock ka temporary code {digits(6)}, Sunday ko hata dena",
    )
    r.add(
        "webhook_signing_secret",
        f"Label Studio webhook → retrain trigger; signing secret whsec_{b64(secrets.token_bytes(24))}",
        f"GITHUB_WEBHOOK_SECRET={hexs(40)}  (repo eta-model, the hook that kicks the CI retrain)",
        f"verify HMAC with key '{rnd(URLSAFE, 32)}' — that's what the carrier signs their tracking callbacks with",
    )
    r.add(
        "webhook_url_token",
        f"Grafana contact point → https://alerts.acme.internal/hooks/{rnd(ALNUM, 48)} (the token is the last part of the URL)",
        f"incoming hook for #ml-alerts: https://chat.acme.internal/hooks/incoming/{rnd(LOWER + DIGITS, 26)}",
    )
    r.add(
        "session_cookie",
        f"jupyterhub-session-id={hexs(32)}; jupyterhub-hub-login=\"2|1:0|10:{digits(10)}|20:jupyterhub-hub-login|44:{b64(secrets.token_bytes(32))}|{hexs(64)}\"",
        f"Airflow UI session cookie for the scraper script: session={b64u_bytes(60)}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 27)}",
        f"curl -b 'JSESSIONID={hexs(32).upper()}' https://nexus.acme.internal/service/rest/v1/components",
    )
    r.add(
        "docker_registry_password",
        f"docker login registry.acme.internal -u ml-ci --password {rnd(ALNUM, 32)}",
        '{"auths": {"harbor.acme.internal": {"auth": "' + basic("robot$ml-train", rnd(ALNUM, 32)) + '"}}}',
        f"Harbor robot account robot$ml-pull ka secret: {rnd(ALNUM, 32)} — CI me yahi daala hai",
    )
    r.add(
        "github_pat",
        f"ghp_{rnd(ALNUM, 36)} — classic PAT, repo scope, for pip install from the private repo",
        f"git clone https://karthik:github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}@github.acme.internal/ml/eta-model.git",
        f"GH token expire ho gaya tha, naya wala: ghp_{rnd(ALNUM, 36)}",
    )
    r.add(
        "postgres_connection_string",
        f"DATABASE_URL=postgresql+psycopg2://label_ro:{rnd(ALNUM, 20)}@labels-db.acme.internal:5432/labels",
        f'psql "host=pg-analytics.acme.internal dbname=shipments user=karthik password={pw()} sslmode=require"',
        f"from sqlalchemy import create_engine\nengine = create_engine('postgresql://eta_writer:{rnd(ALNUM, 18)}@10.30.2.15/eta')",
    )
    r.add(
        "google_oauth_client_secret",
        f"JupyterHub Google login:\nc.GoogleOAuthenticator.client_id = '{digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}'\nc.GoogleOAuthenticator.client_secret = 'GOCSPX-{rnd(URLSAFE, 28)}'",
        f"GOOGLE_CLIENT_SECRET=GOCSPX-{rnd(URLSAFE, 28)}",
    )
    r.add(
        "gcloud_refresh_token",
        '~/.config/gcloud/application_default_credentials.json\n{"client_id": "' + digits(12, lead=True) + '-' + rnd(LOWER + DIGITS, 32) + '", "client_secret": "GOCSPX-' + rnd(URLSAFE, 28) + '", "refresh_token": "1//0g' + rnd(URLSAFE, 98) + '", "type": "authorized_user"}',
        f"refresh token for the BigQuery notebook (my user, not the SA): 1//0g{rnd(URLSAFE, 98)}",
    )
    r.add(
        "wandb_api_key",
        f"WANDB_API_KEY={hexs(40)}",
        f"wandb login {hexs(40)} --host https://wandb.acme.internal",
        f"~/.netrc\nmachine wandb.acme.internal\n  login user\n  password {hexs(40)}",
    )
    r.add(
        "bearer_jwt",
        f"Authorization: Bearer {jwt({'sub': 'svc-eta-scorer', 'aud': 'routing-api', 'iat': 1719800000, 'exp': 1767225600})}",
        f"token for the routing API sandbox (valid 30 days):\n{jwt({'sub': 'karthik', 'scope': 'routes:read shipments:read', 'exp': 1722470400}, 'RS256', rnd(URLSAFE, 342))}",
    )
    r.add(
        "ngrok_authtoken",
        f"ngrok config add-authtoken {digits(1, lead=True)}{rnd(ALNUM, 26)}_{rnd(ALNUM, 21)}",
        f"~/.config/ngrok/ngrok.yml\nversion: \"2\"\nauthtoken: {digits(1, lead=True)}{rnd(ALNUM, 26)}_{rnd(ALNUM, 21)}\n# for demoing the notebook to ops",
    )
    r.add(
        "sftp_password",
        f"Carrier GPS feed SFTP: sftp://gpsfeed@sftp.acme-partner.example:22, pwd {pw()}",
        f"sftp creds from the carrier's email —\nhost: files.acme-carrier.example\nuser: acme_logi_in\npassword:\n{rnd(ALNUM + '#@', 14)}",
        f"नमस्ते, आपका SFTP खाता बन गया है। यूज़रनेम: acme_ml, अस्थायी पासवर्ड: {rnd(ALNUM, 12)}। पहली बार लॉगिन करने पर इसे बदल दें।",
    )
    r.add(
        "password_manager_master",
        f"Bitwarden master pw: {phrase(WORDS, 5, '-')}",
        f"agar mujhe kuch ho jaaye: password manager ka master password '{phrase(WORDS, 4)}' hai, Appa ko bata dena",
    )
    r.add(
        "bitlocker_key",
        f"Office laptop BitLocker recovery key (asset ACME-LT-{digits(5)}): {bitlocker_key()}",
        f"bitlocker recovery - {bitlocker_key()} - IT said keep it off the laptop",
    )
    r.add(
        "phone_unlock_pin",
        f"அம்மா புது போன் PIN: {digits(6)}. மறந்துட்டா எனக்கு போன் பண்ணுங்க.",
        f"Appa's phone PIN {digits(4)} — in case I need to set up the WhatsApp backup for him",
        f"मेरे फ़ोन का पासकोड {digits(6)} है — अगर फ़ोन गाड़ी में छूट जाए तो अरुण खोल सकता है।",
    )
    r.add(
        "epfo_password",
        f"EPFO UAN {digits(12, lead=True)} password {desi_pw()}",
        f"पीएफ़ पोर्टल — UAN {digits(12, lead=True)}, पासवर्ड {pw()}",
    )
    r.add(
        "itr_portal_password",
        f"आयकर पोर्टल का पासवर्ड: {pw()} (यूज़र आईडी PAN ही है)",
        f"ITR portal password reset on 12 Jul, new one {desi_pw()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "mlflow_run_id",
        f"best ETA run so far: mlflow run {hexs(32)} (experiment 14, val MAE 6.2 min)",
        f"mlflow.register_model('runs:/{hexs(32)}/model', 'eta-regressor')",
        f"kal wala run {hexs(32)} overfit kar gaya, usko compare mat karna",
    )
    r.add(
        "model_registry_version",
        f"models:/eta-regressor/Production is now version {n(20, 40)}; the previous one is archived",
        f"champion alias → eta-regressor v{n(20, 40)}, challenger v{n(40, 60)} (A/B at 10%)",
    )
    r.add(
        "databricks_identifier",
        f"Shared ML cluster id {digits(4)}-{digits(6)}-{rnd(LOWER + DIGITS, 8)} — DBR 14.3 LTS ML, autoterminate 45 min",
        f"Databricks job {digits(15, lead=True)} run {digits(15, lead=True)} failed at the feature join step",
        f"https://acme-logistics.cloud.databricks.com/?o={digits(16, lead=True)}#job/{digits(12, lead=True)}/run/{digits(12, lead=True)}",
    )
    r.add(
        "databricks_secret_ref",
        'password = dbutils.secrets.get(scope="ml-prod", key="snowflake-password")',
        "databricks secrets put-secret ml-prod openai-key   (value typed at the prompt, not here)",
        "cluster spark conf: fs.azure.account.key.acmemlstore.dfs.core.windows.net {{secrets/ml-prod/storage-key}}",
    )
    r.add(
        "airflow_conn_id",
        "SnowflakeOperator(task_id='load_features', snowflake_conn_id='snowflake_ml', sql='sql/features.sql')",
        "Airflow conn id for the feature DB is feature_db_rw; the password sits in the secrets backend (AWS SM, prefix airflow/connections)",
        "naya DAG me conn id `kafka_shipments` use karna, password UI me pehle se daala hua hai",
    )
    r.add(
        "airflow_dag_run_id",
        f"retrain_eta run manual__2024-07-02T04:15:{n(10, 60)}.{digits(6)}+00:00 stuck in queued",
        "scheduled__2024-06-30T18:30:00+00:00 of feature_backfill — task snowflake_unload, try 3 of 3",
    )
    r.add(
        "git_commit_hash",
        f"the timezone fix in the feature join is {hexs(40)}; deployed as tag eta-v3.4.1",
        f"git checkout {hexs(7)} to reproduce the April numbers",
        f"कमिट {hexs(40)} में डेटा लीकेज ठीक किया है, रिव्यू अभी बाकी है।",
    )
    r.add(
        "image_digest",
        f"serving image: registry.acme.internal/ml/eta-serve@sha256:{hexs(64)}",
        f"tritonserver:24.05-py3 pinned by digest sha256:{hexs(64)}",
        f"docker images --digests\nREPOSITORY   TAG     DIGEST\nml/train     cu124   sha256:{hexs(64)}",
    )
    r.add(
        "model_checksum",
        f"eta_lgbm_v3.txt md5 {hexs(32)} — matches what's in S3",
        f"sha256sum model.safetensors\n{hexs(64)}  model.safetensors",
        f"मॉडल फ़ाइल का SHA-256: {hexs(64)} — डाउनलोड के बाद मिला लेना।",
    )
    r.add(
        "hf_model_revision",
        f"pin the tokenizer: AutoTokenizer.from_pretrained('acme-logi/addr-bert', revision='{hexs(40)}')",
        f"HF repo acme-logi/eta-bert main @ {hexs(7)}; base model commit {hexs(40)}",
        f"HF pe model push ho gaya, revision {hexs(40)}, README baad me update karunga",
    )
    r.add(
        "dataset_version",
        f"data/shipments_2024q2.dvc\nouts:\n- md5: {hexs(32)}.dir\n  size: {digits(8, lead=True)}\n  nfiles: {n(100, 400)}\n  path: shipments_2024q2",
        f"Delta table ml.eta_training VERSION AS OF {n(100, 900)} = the frozen training set for v3",
        f"snapshot shipments_2024-06-30 ka lakeFS commit {hexs(64)} hai, training isi pe karna",
    )
    r.add(
        "storage_uri",
        f"gs://acme-logi-ml-artifacts/eta/{uid()}/model.pkl",
        f"s3://acme-ml-training/shipments/dt=2024-06-30/part-{digits(5)}-{uid()}.c000.snappy.parquet",
        "नया डेटा यहाँ है: s3://acme-ml-raw/gps/2024/07/ — पुराना फ़ोल्डर मत छूना।",
    )
    r.add(
        "aws_arn",
        f"SageMaker role arn:aws:iam::{aws_account()}:role/service-role/AmazonSageMaker-ExecutionRole-{digits(8)}T{digits(6)}",
        f"arn:aws:secretsmanager:ap-south-1:{aws_account()}:secret:airflow/connections/snowflake_ml-{rnd(ALNUM, 6)} is where that conn lives",
        f"endpoint arn:aws:sagemaker:ap-south-1:{aws_account()}:endpoint/eta-serve-prod",
    )
    r.add(
        "gcp_key_id",
        f"SA bq-loader@acme-logi-ml.iam.gserviceaccount.com has key {hexs(40)} (created 2024-05-11) — disable after the migration",
        f"gcloud iam service-accounts keys list\nKEY_ID                                    CREATED_AT            EXPIRES_AT            DISABLED\n{hexs(40)}  2024-05-11T06:12:40Z  9999-12-31T23:59:59Z  False",
        f"BigQuery project acme-logi-ml, dataset shipments_curated, SA unique id {digits(21, lead=True)}",
    )
    r.add(
        "kafka_identifier",
        f"consumer group eta-feature-writer-{hexs(8)} lagging ~{n(1000, 90000)} msgs on shipments.events.v2 partition 7",
        f"Confluent cluster lkc-{rnd(LOWER + DIGITS, 6)} in env env-{rnd(LOWER + DIGITS, 5)}, schema id {n(100000, 999999)}",
        f"API key {rnd(UPPER + DIGITS, 16)} belongs to sa-{rnd(LOWER + DIGITS, 6)} (eta-model); its secret is only in vault",
    )
    r.add(
        "uuid_url",
        f"JupyterHub named server: https://hub.acme.internal/user/karthik/gpu-{hexs(6)}/lab/tree/eta/{uid()}.ipynb",
        f"Grafana drift board https://grafana.acme.internal/d/{rnd(ALNUM, 14)}/eta-feature-drift?orgId=1&from=now-7d",
        f"https://mlflow.acme.internal/#/experiments/{n(10, 90)}/runs/{hexs(32)}",
    )
    r.add(
        "ticket_id",
        f"MLOPS-{n(1000, 2000)} (GPU quota increase) waiting on finance",
        f"INC{digits(7)} raise kiya hai VPN issue ke liye, IT ne bola 24 ghante",
        f"society complaint no. SOC/{digits(5)} for the lift in tower C",
    )
    r.add(
        "placeholder",
        ".env.example\nOPENAI_API_KEY=<your-openai-key>\nHF_TOKEN=<hf_token>\nSNOWFLAKE_PASSWORD=\nDATABRICKS_TOKEN=dapi-xxxxxxxxxxxxxxxx",
        "docker-compose.local.yml: sql_alchemy_conn = postgresql://airflow:changeme@localhost/airflow (local only, the example file)",
        "c.ServerApp.token = ''  # set through JUPYTER_TOKEN in the env, never hardcode",
        "ऑनबोर्डिंग डॉक में लिखा है: HF_TOKEN=hf_XXXXXXXXXXXX की जगह अपना टोकन डालें।",
    )
    r.add(
        "redacted_value",
        f"Databricks token list: dapi****{hexs(4)} (expires 2024-09-01), dapi****{hexs(4)} (no expiry — revoke!)",
        f"OpenAI dashboard shows the key as sk-proj-...{rnd(ALNUM, 4)}, created by me on 3 June",
        f"Aadhaar XXXX XXXX {digits(4)} is linked to the SBI account",
        f"அப்பா அக்கவுண்ட் நம்பர் XXXXXX{digits(4)} — கடைசி நாலு நம்பர் மட்டும் போதும்",
    )
    r.add(
        "ci_secret_ref",
        "- name: Push model\n  env:\n    HF_TOKEN: ${{ secrets.HF_WRITE_TOKEN }}\n    WANDB_API_KEY: ${{ secrets.WANDB_KEY }}",
        "GitLab CI var $DATABRICKS_TOKEN is masked + protected; only main can read it",
        "Jenkinsfile: withCredentials([usernamePassword(credentialsId: 'snowflake-svc-ml', usernameVariable: 'SF_USER', passwordVariable: 'SF_PASS')])",
    )
    r.add(
        "vault_path",
        "vault kv get -field=password secret/ml/snowflake/svc_ml_loader",
        "Vault path for the Kafka SASL creds: kv/data/platform/kafka/eta-consumer",
        "Snowflake password vault me hai, path secret/ml/snowflake — wahi se uthana, kahin copy mat karna",
    )
    r.add(
        "env_var_name",
        "the scorer reads OPENAI_API_KEY, ANTHROPIC_API_KEY and CO_API_KEY from the env; the values come from the k8s secret llm-keys",
        "export HF_TOKEN=$(security find-generic-password -s hf-token -w)   # from the macOS keychain",
        "os.environ['MLFLOW_TRACKING_PASSWORD'] is set by the entrypoint — don't pass it as an arg",
    )
    r.add(
        "password_statement",
        "Changed the netbanking password today; the new one is only in Bitwarden.",
        "அம்மா, பாஸ்வேர்ட மாத்திட்டேன். புதுசு போன்ல சொல்றேன், இங்க எழுதல.",
        "नेटफ़्लिक्स का पासवर्ड बदल दिया है, कज़िन्स को व्हाट्सऐप पर अलग से भेजूँगा।",
        "Snowflake forces a password change every 90 days; mine is due on 14 Aug",
    )
    r.add(
        "ssh_public_key",
        f"add to gpu-07 authorized_keys:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} karthik@thinkpad",
        f"~/.ssh/id_rsa.pub → ssh-rsa {ssh_pub('ssh-rsa', 390)} karthik@acme",
        f"Ravi ko mera public key bhejna hai training box ke liye: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} karthik@mac",
    )
    r.add(
        "key_fingerprint",
        f"gpu-07 host key SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (ED25519) — check it before typing yes",
        f"GPG key for signing model releases: {groups(hexs(40).upper(), 4)}",
        f"ssh-keygen -lf ~/.ssh/id_ed25519_gpu.pub\n256 SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} karthik@thinkpad (ED25519)",
    )
    r.add(
        "wireguard_public_key",
        f"VPN peer public key (office gateway): {wg_key()}",
        f"[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 10.20.0.0/16\nEndpoint = vpn.acme.internal:51820\nPersistentKeepalive = 25",
    )
    r.add(
        "snowflake_public_key",
        f"ALTER USER SVC_ML_LOADER SET RSA_PUBLIC_KEY='MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{b64(secrets.token_bytes(258))}';",
        f"DESC USER SVC_ML_LOADER → RSA_PUBLIC_KEY_FP = SHA256:{b64(secrets.token_bytes(32))}",
        f"rsa_key.pub\n-----BEGIN PUBLIC KEY-----\n{pem_body(5)}\n-----END PUBLIC KEY-----",
    )
    r.add(
        "snowflake_identifier",
        f"Snowflake account locator {rnd(UPPER, 2)}{digits(5)}, region ap-south-1; org ACMELOGI, account ML_PROD",
        f"query id {uid()} ran 41 min on ML_WH (XL) — look at the spill",
        "snowflake account URL: acmelogi-ml_prod.snowflakecomputing.com",
    )
    r.add(
        "upi_transaction_id",
        f"Rent paid to landlord, UPI Ref No. {digits(12, lead=True)}, ₹32,000, 1 Jul",
        f"அம்மாவுக்கு ₹15,000 அனுப்பினேன் — UTR {digits(12, lead=True)}. வந்துச்சான்னு பாத்து சொல்லுங்க.",
        f"Bhai paisa bhej diya, transaction id T{digits(22)}, check kar le",
    )
    r.add(
        "upi_id",
        "Society maintenance UPI id: greenacres.society@okacmebank (pay before the 10th)",
        "Divya ka UPI divya.r@acmeupi hai, usko Netflix ka share ₹162 bhejna",
        "அப்பா UPI ID: appa.srinivasan@okacme — பணம் அனுப்ப இதையே யூஸ் பண்ணுங்க",
    )
    r.add(
        "ifsc_code",
        f"Appa's SBI branch (Mylapore) IFSC SBIN0{digits(6)}",
        f"beneficiary: landlord R. Sharma, a/c ending {digits(4)}, IFSC HDFC0{digits(6)}",
        f"मकान मालिक का IFSC कोड ICIC0{digits(6)} है, खाता नंबर के आख़िरी चार अंक {digits(4)}।",
    )
    r.add(
        "pan_number",
        f"PAN {pan()} — needed for the Form 16 mismatch",
        f"அம்மாவின் PAN எண் {pan()} — FD புதுப்பிக்க பேங்க்ல கேட்பாங்க",
        f"landlord PAN {pan()} for the HRA claim (rent > 1L/yr)",
    )
    r.add(
        "vehicle_registration",
        f"Scooty: KA-{digits(2)}-{rnd(UPPER, 2)}-{digits(4)}, insurance renew by 20 Aug",
        f"मेरी बाइक का नंबर KA {digits(2)} {rnd(UPPER, 2)} {digits(4)} है — पार्किंग स्टिकर के लिए।",
        f"Appa's car TN {digits(2)} {rnd(UPPER, 2)} {digits(4)} — FASTag recharge done",
    )
    r.add(
        "order_number",
        f"Amazon order {digits(3)}-{digits(7)}-{digits(7)} (GPU riser cables) — return window till the 15th",
        f"Instamart order #{digits(15, lead=True)} came without the curd, refund raised",
        f"Flipkart order OD{digits(18, lead=True)} cancel kar diya, refund 5-7 din me",
    )
    r.add(
        "tracking_number",
        f"Blue Dart AWB {digits(11, lead=True)} — Amma's saree parcel to Chennai",
        f"Delhivery tracking {digits(13, lead=True)}, out for delivery",
        f"கூரியர் டிராக்கிங் நம்பர் {rnd(UPPER, 2)}{digits(9)}IN — இன்னைக்கு சாயங்காலம் வரும்",
    )
    r.add(
        "invoice_number",
        f"GPU cloud invoice INV-{digits(4)}-{digits(6)} for June: $1,842.10",
        f"broadband bill no. {digits(10, lead=True)}, ₹1,179, due 7th",
        f"बिजली बिल का नंबर {digits(10, lead=True)}, रकम ₹1,486, आख़िरी तारीख़ 12 अगस्त।",
    )
    r.add(
        "booking_reference",
        f"IRCTC PNR {digits(10, lead=True)} — Chennai Mail, 14 Jun, 3A, coach B2",
        f"Flight BLR→MAA PNR {rnd(UPPER + DIGITS, 6)}, 6:05 AM, web check-in opens 48h before",
        f"அப்பா அம்மா டிக்கெட் PNR {digits(10, lead=True)}, பெர்த் 21, 22. ஸ்டேஷனுக்கு 8 மணிக்கு வந்துடுங்க.",
    )
    r.add(
        "customer_number",
        f"BESCOM account ID {digits(10, lead=True)} (flat C-803)",
        f"LIC policy no. {digits(9, lead=True)} — premium due 28 Aug",
        f"சென்னை வீட்டு கரண்ட் பில் சர்வீஸ் நம்பர் {digits(3)}-{digits(3)}-{digits(4)}, இந்த மாசம் ₹2,340",
    )
    r.add(
        "phone_number",
        f"Society security desk: +91 80 {digits(4)} {digits(4)}, intercom 100",
        f"அம்மா புது நம்பர் +91 9{digits(4)} {digits(5)}",
        f"IT helpdesk +91-80-{digits(8)} ext {digits(4)}",
    )
    r.add(
        "wifi_network_name",
        "Home SSIDs: Flat803_5G (main), Flat803_IoT (scooter charger + cameras)",
        "சென்னை வீட்டு WiFi பேரு ACT_Srinivasan_2.4G. ரௌட்டர் ஹால்ல டிவி பக்கத்துல இருக்கு.",
        "Office guest Wi-Fi is ACME-Guest; sign in on the captive portal with your phone number",
    )
    r.add(
        "flat_number",
        "Flat C-803, Tower C, Green Acres, Whitefield — address for deliveries",
        "नया पता: फ़्लैट B-1204, टावर 3, बारहवीं मंज़िल, गेट नंबर 2 से आना।",
        "சென்னை வீடு: கதவு எண் 14/2, மூணாவது தெரு, மயிலாப்பூர்",
    )
    r.add(
        "price",
        "H100 on the GPU cloud: $2.49/hr spot, $3.29/hr on-demand; A10G ₹92/hr",
        "Hotstar ka annual ₹1,499 hai, 4 log me ₹375 each — sabse le lena",
        "OpenAI spend cap for the team: $500/mo, used $212.40 so far",
    )
    r.add(
        "version_number",
        "Training env: CUDA 12.4.1, cuDNN 9.1.0.70, torch 2.3.1+cu121, transformers 4.42.3",
        "Databricks runtime 14.3.x-gpu-ml-scala2.12; MLflow 2.14.1 on the tracking server",
        "airflow 2.9.2, apache-airflow-providers-snowflake 5.5.1, python 3.11.9",
    )
    r.add(
        "date_time",
        "Amma-Appa landing at MAA 18:40 on 22/07; cab booked",
        "அப்பாவுக்கு டாக்டர் அப்பாயிண்ட்மெண்ட் 03-08-2024 காலை 10:30, பக்கத்து கிளினிக்ல",
        "retraining cron: 30 2 * * 1  (Mon 08:00 IST)",
    )
    r.add(
        "product_code",
        "instance type gpu_1x_h100_sxm5 (80GB), 1 TB disk",
        f"அம்மா மிக்ஸி ஜார் பார்ட் நம்பர் MJ-750-{digits(3)}, சர்வீஸ் சென்டர்ல கேளுங்க",
        f"helmet size M, model code ST-{digits(4)}-{rnd(UPPER, 2)}",
    )
    r.add(
        "publishable_key",
        f"firebase web config for the driver app: apiKey: 'AIza{rnd(URLSAFE, 35)}', projectId: 'acme-driver-app' (public, referrer-restricted)",
        f"Razorpay key_id rzp_test_{rnd(ALNUM, 14)} goes in the checkout page; key_secret stays on the server",
        f"Sentry DSN for the Streamlit demo: https://{hexs(32)}@sentry.acme.internal/{n(2, 60)}",
    )
    r.add(
        "instance_id",
        f"training box gpu-07 = EC2 i-{hexs(17)}, private IP 10.30.4.17",
        f"GPU cloud instance {uid()} (8x H100) terminated at 03:10",
        f"spot instance i-{hexs(17)} preempt ho gaya, checkpoint se resume karna",
    )
    r.add(
        "package_hash",
        f"requirements.lock: lightgbm==4.3.0 --hash=sha256:{hexs(64)}",
        f"wheel on the private index: acme_features-0.9.2-py3-none-any.whl sha256={hexs(64)}",
    )
    r.add(
        "wandb_run_path",
        f"W&B run acme-logi/eta-transformer/{rnd(LOWER + DIGITS, 8)} (sweep {rnd(LOWER + DIGITS, 8)})",
        f"wandb artifact acme-logi/eta/model-{rnd(LOWER + DIGITS, 8)}:v{n(1, 30)}",
    )
    r.add(
        "bigquery_job_id",
        f"bq job bquxjob_{hexs(8)}_{hexs(11)} scanned 1.2 TB — add the partition filter!",
        f"table acme-logi-ml.shipments_curated.events_{digits(8)}, job acme-logi-ml:asia-south1.{uid()}",
    )
    r.add(
        "trace_id",
        f"slow /predict request: trace_id {hexs(32)} span {hexs(16)} (p99 spike at 19:05)",
        f"request id {uid()} in the scorer logs returned 500",
    )
    r.add(
        "card_last_four",
        f"ICICI credit card ending {digits(4)} — billing date 18th, due 5th",
        f"GPU cloud ka bill card xx{digits(4)} pe gaya, reimbursement claim karna hai",
    )
    r.add(
        "encrypted_value",
        f"secrets.enc.yaml (sops): snowflake_password: ENC[AES256_GCM,data:{b64(secrets.token_bytes(15))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]",
        "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(hexs(80) for _ in range(4)),
    )
    r.add(
        "gstin",
        f"GSTIN on the GPU cloud invoice: 29{pan()}1Z{secrets.choice(UPPER + DIGITS)}",
        f"company GST no. for reimbursement: 29{pan()}1Z{rnd(DIGITS, 1)}",
    )
    r.add(
        "employee_id",
        f"my employee id ACL{digits(6)}, manager Ravi (ACL{digits(6)})",
        f"HR portal me emp code E-{digits(5)} daalna hai, password nahi maangta",
    )
    return r


def main() -> None:
    write_corpora("make_heldout31.py", [
        ("heldout31_credentials.yaml", credentials(), "batch 31 (an ML engineer at a Bangalore logistics firm, family in Chennai), written blind; every value synthetic"),
        ("heldout31_lookalikes.yaml", lookalikes(), "batch 31 look-alikes: what the same ML engineer keeps that is not a secret, written blind"),
    ])


if __name__ == "__main__":
    main()
