# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout41_credentials.yaml and heldout41_lookalikes.yaml: held-out batch 41.

Persona: a data scientist at a Bangalore fintech who keeps notebook cells, shell exports,
config snippets, SQL connection strings, WhatsApp-style messages and personal to-do lines
(English with some Hinglish, romanised Hindi) in Tandem. The credentials are the data
platform's logins and tokens (Snowflake, Databricks, BigQuery, Hugging Face, W&B, OpenAI,
Anthropic, Kaggle, MLflow, Jupyter, Airflow, AWS, Slack, GitHub, Razorpay) and the personal
ones of Indian banking life (UPI PIN, net-banking and transaction passwords, OTP messages,
DigiLocker PIN, Wi-Fi, locker and BIOS codes). The look-alikes are the identifiers such a
person writes all day: dataset and model ids, run and job ids, hashes, seeds, metrics,
IFSC, GSTIN, UPI ids, UTR and PNR numbers, public keys, secret references, masked keys
and placeholders.

The batch was written blind: its author never read the detector, its rules or its tests.
Every value is random at run time (the `secrets` module), in the shape of the real format;
hosts are under `.example`, `.internal`, `.test` or acme. Nothing in it is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    B64,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u,
    card_expiry,
    digits,
    groups,
    hexs,
    luhn,
    mac,
    openssh_private,
    pick,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = ["Chai", "Biryani", "Koramangala", "Indiranagar", "Monsoon", "Maggi", "Dosa", "Nandi",
         "Cubbon", "Mango", "Bruno", "Simba", "Ladoo", "Jalebi", "Kaveri", "Tiger", "Pakoda",
         "Rasam", "Vadapav", "Gulmohar", "Jasmine", "Kurkure", "Tendulkar", "Chikmagalur"]
SYMS = "@#!$_*&"
FIRST = ["priya", "rahul", "ananya", "vikram", "sneha", "arjun", "kavya", "rohit", "meera", "aditya"]


def hpw(url: bool = False) -> str:
    """A password a person chose: a word or two, digits, a symbol (one a URL can hold
    unescaped, with `url`)."""
    w, w2 = secrets.choice(WORDS), secrets.choice(WORDS)
    s = secrets.choice("_.!*" if url else SYMS)
    return pick(
        f"{w}{s}{digits(4)}",
        f"{w}{w2.lower()}{s}{digits(2)}",
        f"{w}_{digits(3)}{s}",
        f"{w.lower()}{digits(4)}{s}",
        f"{w}{s}{w2}{digits(3)}",
        f"{w.lower()}.{w2.lower()}{digits(2)}",
    )


def gpw(n: int = 20) -> str:
    """A password a manager generated."""
    return rnd(ALNUM + "!@#%^*-_", n)


def dapi() -> str:
    return "dapi" + hexs(32)


def hf_token() -> str:
    return "hf_" + rnd(LOWER + UPPER, 34)


def openai_key() -> str:
    return pick(
        f"sk-proj-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}",
        f"sk-{rnd(ALNUM, 20)}T3BlbkFJ{rnd(ALNUM, 20)}",
        f"sk-svcacct-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}",
    )


def anthropic_key() -> str:
    return f"sk-ant-api03-{rnd(URLSAFE, 93)}AA"


def slack_bot() -> str:
    return f"xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}"


def gh_fg_pat() -> str:
    return f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}"


def rzp_key_id(live: bool = True) -> str:
    return ("rzp_live_" if live else "rzp_test_") + rnd(ALNUM, 14)


def pin(n: int) -> str:
    return digits(n, True)


def private_key_pem(lines: int = 6) -> str:
    body = b64(b"\x30\x82\x04\xbd\x02\x01\x00\x30\x0d\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x01\x01" + secrets.token_bytes(48 * lines - 20))
    return "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(body[i:i + 64] for i in range(0, len(body), 64)) + "\\n-----END PRIVATE KEY-----\\n"


def sa_json(project: str, name: str, one_line: bool = False) -> str:
    fields = [
        ("type", "service_account"),
        ("project_id", project),
        ("private_key_id", hexs(40)),
        ("private_key", private_key_pem()),
        ("client_email", f"{name}@{project}.iam.gserviceaccount.com"),
        ("client_id", digits(21, True)),
        ("token_uri", "https://oauth2.googleapis.com/token"),
    ]
    if one_line:
        return "{" + ", ".join(f'"{k}": "{v}"' for k, v in fields) + "}"
    return "{\n" + ",\n".join(f'  "{k}": "{v}"' for k, v in fields) + "\n}"


def presigned(bucket: str, key: str, session: bool = False) -> str:
    kid = ("ASIA" + rnd(UPPER + DIGITS, 16)) if session else aws_key_id()
    date = f"2024{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}"
    url = (f"https://{bucket}.s3.ap-south-1.amazonaws.com/{key}?X-Amz-Algorithm=AWS4-HMAC-SHA256"
           f"&X-Amz-Credential={kid}%2F{date}%2Fap-south-1%2Fs3%2Faws4_request&X-Amz-Date={date}T{digits(6)}Z"
           f"&X-Amz-Expires={pick(3600, 86400, 604800)}&X-Amz-SignedHeaders=host")
    if session:
        url += f"&X-Amz-Security-Token=IQoJb3JpZ2luX2VjE{rnd(URLSAFE, 180)}%3D"
    return url + f"&X-Amz-Signature={hexs(64)}"


def gstin() -> str:
    """A GSTIN with a valid check character (Karnataka, state code 29, unless told)."""
    chars = DIGITS + UPPER
    body = pick("29", "27", "33") + rnd(UPPER, 3) + pick("C", "P", "F") + rnd(UPPER, 1) + digits(4) + rnd(UPPER, 1) + pick("1", "2") + "Z"
    total = 0
    for i, c in enumerate(body):
        v = chars.index(c) * (2 if i % 2 else 1)
        total += v // 36 + v % 36
    return body + chars[(36 - total % 36) % 36]


def pan(kind: str = "C") -> str:
    return rnd(UPPER, 3) + kind + rnd(UPPER, 1) + digits(4) + rnd(UPPER, 1)


def ifsc() -> str:
    return pick("HDFC", "ICIC", "SBIN", "UTIB", "KKBK", "YESB") + "0" + digits(6)


def cluster_id() -> str:
    """A Databricks cluster id: MMDD-HHMMSS-8 characters."""
    return f"{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}-{secrets.randbelow(24):02d}{secrets.randbelow(60):02d}{secrets.randbelow(60):02d}-{rnd(LOWER + DIGITS, 8)}"


def wb_id() -> str:
    return rnd(LOWER + DIGITS, 8)


def snowflake_pub() -> str:
    return "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + b64(secrets.token_bytes(256))[:-4] + "IDAQAB"


def credentials() -> Rows:
    r = Rows()
    me = pick(*FIRST)

    r.add("snowflake_password",
          f'conn = snowflake.connector.connect(\n    account="acmefin-ds",\n    user="{me.upper()}_R",\n    password="{hpw()}",\n    warehouse="DS_WH_M", database="RISK", schema="FEATURES",\n)',
          f"snowflake login naya wala: {me}.rao@acmefin.test / {hpw()} — purana 90 din me expire ho gaya tha",
          f"export SNOWSQL_ACCOUNT=acmefin-ds\nexport SNOWSQL_USER=SVC_DS_BATCH\nexport SNOWSQL_PWD='{gpw(22)}'\nsnowsql -w DS_WH_S -r DS_ROLE -q 'select current_version()'")
    r.add("snowflake_toml",
          f'# ~/.snowflake/connections.toml\n[default]\naccount = "acmefin-ds"\nuser = "SVC_FEATURE_PIPE"\npassword = "{gpw(24)}"\nrole = "DS_ROLE"\nwarehouse = "DS_WH_M"',
          f'[connections.risk_prod]\naccount = "acmefin-prod.ap-south-1.aws"\nuser = "{me.upper()}_RO"\npassword = "{hpw()}"\ndatabase = "LENDING"',
          f"snowsql config (~/.snowsql/config):\n[connections.ds]\naccountname = acmefin-ds\nusername = {me.upper()}_R\npassword = {hpw()}")
    r.add("snowflake_key_passphrase",
          f"dbt profile for key-pair auth:\n  private_key_path: ~/.ssh/snowflake/rsa_key.p8\n  private_key_passphrase: \"{gpw(18)}\"\n  user: SVC_DBT",
          f"rsa_key.p8 ka passphrase = {hpw()} (openssl pkcs8 -topk8 -v2 aes256 se banaya) — yaad rakhna",
          f"export SNOWFLAKE_PRIVATE_KEY_PATH=$HOME/keys/sf_airflow.p8\nexport PRIVATE_KEY_PASSPHRASE='{gpw(26)}'")
    r.add("databricks_pat",
          f"export DATABRICKS_HOST=https://acme-ds.cloud.databricks.com\nexport DATABRICKS_TOKEN={dapi()}",
          f"# ~/.databrickscfg\n[DEFAULT]\nhost = https://acme-ds.cloud.databricks.com\ntoken = {dapi()}\n\n[staging]\nhost = https://acme-ds-stg.cloud.databricks.com\ntoken = {dapi()}-2",
          'resp = requests.get(\n    "https://acme-ds.cloud.databricks.com/api/2.1/jobs/list",\n    headers={"Authorization": "Bearer ' + dapi() + '"},\n)')
    r.add("bigquery_sa_key",
          "bq-reader key (acme-risk-ml), downloaded from IAM:\n" + sa_json("acme-risk-ml", "bq-reader"),
          "GOOGLE_CREDENTIALS_JSON='" + sa_json("acmefin-analytics", "looker-export", one_line=True) + "'",
          "creds = service_account.Credentials.from_service_account_info(" + sa_json("acme-risk-ml", "feature-job", one_line=True) + ")\nclient = bigquery.Client(credentials=creds)")
    r.add("hf_token",
          f"huggingface-cli login --token {hf_token()} --add-to-git-credential",
          f"HF_TOKEN={hf_token()}  # write access, acmefin org",
          f"git remote set-url origin https://{me}:{hf_token()}@huggingface.co/acmefin/txn-categoriser-v2",
          f'from huggingface_hub import login\nlogin(token="{hf_token()}")  # colab me har baar karna padta hai')
    r.add("wandb_key",
          f'import wandb\nwandb.login(key="{hexs(40)}")\nrun = wandb.init(project="fraud-gnn", entity="acmefin")',
          f"machine api.wandb.ai\n  login user\n  password {hexs(40)}",
          f"[11:02, 12/06] Rohit: bhai mera W&B key use kar le abhi ke liye\n[11:02, 12/06] Rohit: {hexs(40)}\n[11:03, 12/06] Rohit: sweep khatam hote hi bata dena")
    r.add("openai_key",
          f'import os\nos.environ["OPENAI_API_KEY"] = "{openai_key()}"\nfrom openai import OpenAI\nclient = OpenAI()',
          f'client = OpenAI(api_key="{openai_key()}")  # team key, budget $200/mo',
          f"OPENAI_API_KEY={openai_key()}\nOPENAI_ORG_ID=org-{rnd(ALNUM, 24)}",
          f"to-do: kal tak naya OpenAI key rotate karna, abhi wala {openai_key()} — Vikram ke saath share hua tha")
    r.add("anthropic_key",
          f"ANTHROPIC_API_KEY={anthropic_key()}",
          f'client = anthropic.Anthropic(api_key="{anthropic_key()}")\nmsg = client.messages.create(model="claude-3-5-sonnet-latest", max_tokens=512, messages=msgs)',
          f'[llm]\nprovider = "anthropic"\napi_key = "{anthropic_key()}"\nmodel = "claude-3-haiku"')
    r.add("kaggle_json",
          f'~/.kaggle/kaggle.json -> {{"username":"{me}rao","key":"{hexs(32)}"}}',
          f"export KAGGLE_USERNAME={me}_acme\nexport KAGGLE_KEY={hexs(32)}",
          f"!mkdir -p ~/.kaggle\n!echo '{{\"username\":\"{me}ds\",\"key\":\"{hexs(32)}\"}}' > ~/.kaggle/kaggle.json\n!chmod 600 ~/.kaggle/kaggle.json")
    r.add("mlflow_basic_auth",
          f"export MLFLOW_TRACKING_URI=https://mlflow.acme.internal\nexport MLFLOW_TRACKING_USERNAME={me}\nexport MLFLOW_TRACKING_PASSWORD={hpw()}",
          f'mlflow.set_tracking_uri("https://ds-team:{rnd(ALNUM, 16)}@mlflow.acme.internal")',
          f"# basic_auth.ini on the mlflow box\n[mlflow]\ndefault_permission = READ\ndatabase_uri = sqlite:///basic_auth.db\nadmin_username = admin\nadmin_password = {gpw(20)}")
    r.add("jupyter_token",
          f"GPU box pe lab chal raha hai: http://gpu-04.acme.internal:8888/lab?token={hexs(48)}",
          f"$ jupyter server list\nCurrently running servers:\nhttp://10.20.4.17:8888/?token={hexs(48)} :: /home/{me}/work",
          f"# jupyter_server_config.py\nc.ServerApp.ip = '0.0.0.0'\nc.ServerApp.token = '{hexs(48)}'\nc.ServerApp.open_browser = False")
    r.add("postgres_dsn",
          f"postgresql://ds_reader:{rnd(ALNUM, 18)}@pg-analytics.acme.internal:5432/lending",
          f'engine = create_engine("postgresql+psycopg2://risk_etl:{hpw(url=True)}@10.12.3.40:5432/risk", pool_pre_ping=True)',
          f'psql "host=pg-replica.acme.internal port=5432 dbname=collections user={me}_ro password={gpw(16)} sslmode=require"')
    r.add("mysql_dsn",
          f'MYSQL_URL = "mysql+pymysql://bi_user:{rnd(ALNUM, 18)}@mysql-core.acme.internal:3306/loans"',
          f"mysql -h mysql-ro.acme.internal -u {me}_ro -p'{hpw()}' -D kyc -e 'select count(*) from doc_uploads'",
          f"# ~/.my.cnf\n[client]\nuser = ds_analyst\npassword = {gpw(20)}\nhost = mysql-ro.acme.internal")
    r.add("airflow_conn",
          f"AIRFLOW_CONN_PG_RISK='postgres://airflow_etl:{rnd(ALNUM, 20)}@pg-risk.acme.internal:5432/risk'",
          f"airflow connections add 'snowflake_ds' --conn-uri 'snowflake://SVC_AIRFLOW:{rnd(ALNUM, 22)}@/RISK/PUBLIC?account=acmefin-ds&warehouse=ETL_WH&role=ETL_ROLE'",
          'AIRFLOW_CONN_MLFLOW_HTTP=\'{"conn_type": "http", "host": "mlflow.acme.internal", "login": "airflow", "password": "' + gpw(18) + '", "schema": "https"}\'')
    r.add("airflow_fernet",
          f"AIRFLOW__CORE__FERNET_KEY={b64u(secrets.token_bytes(32))}=",
          f"airflow.cfg:\n[webserver]\nsecret_key = {hexs(32)}\n[core]\nfernet_key = {b64u(secrets.token_bytes(32))}=",
          f"docker-compose airflow env:\n  AIRFLOW__CORE__FERNET_KEY: '{b64u(secrets.token_bytes(32))}='\n  AIRFLOW__WEBSERVER__SECRET_KEY: '{hexs(32)}'\n  _AIRFLOW_WWW_USER_PASSWORD: '{hpw()}'")
    r.add("aws_credentials",
          f"# ~/.aws/credentials\n[default]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
          f"[ds-sandbox]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = ap-south-1",
          f"export AWS_ACCESS_KEY_ID={aws_key_id()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}\naws s3 ls s3://acme-ds-lake/raw/ --region ap-south-1")
    r.add("s3_presigned",
          "monthly cohort export for finance: " + presigned("acme-ds-exports", "cohorts/2024-05/cohort_summary.csv"),
          presigned("acme-ds-lake", "models/fraud-xgb/v12/model.tar.gz", session=True),
          "[18:40, 03/06] Me: ye link 7 din valid hai, download kar lena\n[18:40, 03/06] Me: " + presigned("acme-ds-exports", "adhoc/npa_accounts_may.parquet"))
    r.add("tableau_credentials",
          f"tabcmd login -s https://tableau.acme.internal -t risk -u svc_tab_refresh -p '{gpw(18)}'",
          f"Tableau PAT for the refresh script: name=ds-refresh, secret={rnd(B64, 22)}==:{rnd(ALNUM, 32)}",
          f"Collections dashboard extract uses embedded creds: user tableau_ro / {hpw()} (postgres)")
    r.add("powerbi_credentials",
          f"Power BI service account svc-pbi@acmefin.test pw {hpw()} — gateway isi se chal raha hai, MFA off",
          f"PBI app registration (acme-pbi-embed):\n  tenant: {uid()}\n  client_id: {uid()}\n  client_secret: {rnd(ALNUM, 3)}8Q~{rnd(ALNUM + '~._-', 31)}",
          f"on-prem data gateway recovery key: {gpw(24)} (needed to migrate the gateway to the new VM)")
    r.add("metabase_admin",
          f"Metabase admin: admin@acmefin.test / {hpw()}\nurl http://metabase.acme.internal:3000",
          f"metabase docker env:\n  MB_DB_TYPE: postgres\n  MB_DB_USER: metabase\n  MB_DB_PASS: {gpw(20)}\n  MB_DB_HOST: pg-meta.acme.internal",
          f"metabase API key for the sync script: mb_{b64(secrets.token_bytes(32))}")
    r.add("slack_bot_token",
          f"SLACK_BOT_TOKEN={slack_bot()}  # risk-alerts bot",
          f"alerting:\n  slack:\n    token: {slack_bot()}\n    channel: \"#ds-model-drift\"\n    mention: \"@{me}\"",
          f"socket mode ke liye app-level token bhi chahiye: xapp-1-A0{rnd(UPPER + DIGITS, 9)}-{digits(13, True)}-{hexs(64)}")
    r.add("slack_webhook",
          f"drift alert webhook: https://hooks.slack.com/services/T0{rnd(UPPER + DIGITS, 8)}/B0{rnd(UPPER + DIGITS, 9)}/{rnd(ALNUM, 24)}",
          f'requests.post("https://hooks.slack.com/services/T0{rnd(UPPER + DIGITS, 8)}/B0{rnd(UPPER + DIGITS, 9)}/{rnd(ALNUM, 24)}", json={{"text": f"AUC dropped to {{auc:.4f}}"}})',
          f"SLACK_WEBHOOK_URL=https://hooks.slack.com/services/T0{rnd(UPPER + DIGITS, 8)}/B0{rnd(UPPER + DIGITS, 9)}/{rnd(ALNUM, 24)}  # #collections-daily")
    r.add("github_fine_grained_pat",
          f"GH fine-grained PAT (acmefin/risk-models, contents rw, exp 90d): {gh_fg_pat()}",
          f"git clone https://{me}-acme:{gh_fg_pat()}@github.com/acmefin/feature-store.git",
          f"# ~/.zshrc\nexport GH_TOKEN={gh_fg_pat()}")
    r.add("razorpay_secret",
          f"RAZORPAY_KEY_ID={rzp_key_id()}\nRAZORPAY_KEY_SECRET={rnd(ALNUM, 24)}",
          f'client = razorpay.Client(auth=("{rzp_key_id(False)}", "{rnd(ALNUM, 24)}"))\npayments = client.payment.all({{"count": 100}})',
          f"razorpay webhook secret (payments.captured → refund model): {gpw(20)}")
    r.add("upi_pin",
          f"GPay UPI PIN (HDFC) {pin(4)}, SBI wala 6 digit hai: {pin(6)}",
          f"Papa ka PhonePe UPI PIN {pin(4)} — unhone bola likh ke rakh, bhool jaate hain",
          f"to-do: Paytm UPI PIN reset kiya, naya {pin(6)}. ICICI card se set hua",
          f"BHIM app: MPIN {pin(4)}, UPI PIN (Canara) {pin(6)}")
    r.add("netbanking_password",
          f"HDFC NetBanking\ncust id: {digits(8, True)}\nIPIN: {hpw()}",
          f"SBI YONO / onlinesbi login: {me}_r{digits(4, True)} / {hpw()} (profile password alag hai)",
          f"ICICI net banking user id {me.upper()}{digits(4)} login pwd {hpw()} — Amma ka account, unke liye FD renew karna hai")
    r.add("transaction_password",
          f"SBI profile + transaction password: {hpw()} — beneficiary add karne ke liye lagta hai",
          f"Kotak txn password {gpw(12)} (login wale se alag)",
          f"Axis net banking: login pwd {hpw()}, transaction pwd {hpw()}")
    r.add("otp_message",
          f"[10:42, 14/06] Mummy: {pin(6)} is your OTP for Aadhaar authentication (XXXX XXXX {digits(4)}). Valid for 10 min. Do not share with anyone - UIDAI\n[10:43, 14/06] Me: ok mummy, abhi kar rahi hoon",
          f"Dear Customer, {pin(6)} is the OTP to sign in to DigiLocker. It is valid for 10 minutes. - DigiLocker",
          f"UIDAI: OTP for update of mobile number linked to Aadhaar is {pin(6)}. URN {digits(14, True)}")
    r.add("digilocker_pin",
          f"DigiLocker 6-digit security PIN: {pin(6)}",
          f"Digilocker login — mobile 9{digits(9)}, PIN {pin(6)} (PAN, DL, marksheets sab wahan hain)",
          f"to-do: papa ka DigiLocker setup — username {me}papa{digits(2)}, security PIN {pin(6)}, unko SMS kar dena")
    r.add("wifi_password",
          f"ghar ka wifi: ACT_Fibernet_5G pass: {hpw()}",
          f"[20:15, 02/06] Me: Wifi: {me.title()}_JioFiber\n[20:15, 02/06] Me: password {hpw()}\n[20:16, 02/06] Aunty: thank you beta",
          f"office guest wifi AcmeFin-Guest, is week ka password {rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}")
    r.add("locker_code",
          f"office locker 3rd floor #B-{secrets.randbelow(40) + 1} code {'-'.join(digits(4))}",
          f"Godrej locker at home ka code {pin(6)} — mummy ko bhi bata diya",
          f"HSR office pedestal locker combination {digits(4)}#, spare key admin ke paas hai")
    r.add("bios_password",
          f"ThinkPad T14 BIOS supervisor password: {gpw(10)} (IT ne set kiya, asset {rnd(UPPER, 2)}-{digits(5)})",
          f"Dell Latitude setup/admin password {hpw()} — boot order change karne ke liye",
          f"new laptop todo:\n- BIOS pwd set kiya: {hpw()}\n- bitlocker on\n- conda install")
    r.add("master_password_hint",
          f"Bitwarden hint (in case bhool jaun): {secrets.choice(WORDS)}@{secrets.choice(WORDS)}#{digits(4)} — literally wahi hai",
          f"1Password master ka 'hint' = dog name + flat no + ! = {secrets.choice(['Bruno', 'Simba', 'Coco', 'Tommy'])}{digits(3, True)}!",
          f"KeePass DB ka password reminder: same as purana Netflix wala, i.e. {hpw()}")
    r.add("gcloud_adc",
          '~/.config/gcloud/application_default_credentials.json:\n{"client_id": "' + digits(12, True) + '-' + rnd(LOWER + DIGITS, 32) + '.apps.googleusercontent.com", "client_secret": "GOCSPX-' + rnd(URLSAFE, 28) + '", "refresh_token": "1//0g' + rnd(URLSAFE, 98) + '", "type": "authorized_user"}',
          f"$ gcloud auth print-access-token\nya29.a0{rnd(URLSAFE, 150)}0171",
          f"curl -H 'Authorization: Bearer ya29.c.c0{rnd(URLSAFE, 180)}' https://bigquery.googleapis.com/bigquery/v2/projects/acme-risk-ml/jobs")
    r.add("streamlit_secrets",
          f'# .streamlit/secrets.toml\n[connections.snowflake]\naccount = "acmefin-ds"\nuser = "SVC_STREAMLIT"\npassword = "{gpw(20)}"\nwarehouse = "APP_WH"',
          f'[postgres]\nhost = "pg-analytics.acme.internal"\nuser = "dash_ro"\npassword = "{hpw()}"\n[openai]\nkey = "{openai_key()}"',
          f'[auth]\nadmin_user = "ds-admin"\nadmin_password = "{hpw()}"\ncookie_key = "{hexs(32)}"')
    r.add("dbt_profiles",
          f"risk_dbt:\n  target: dev\n  outputs:\n    dev:\n      type: snowflake\n      account: acmefin-ds\n      user: {me.upper()}_DEV\n      password: {hpw()}\n      schema: DBT_{me.upper()}",
          f"redshift target (legacy):\n  host: rs-legacy.acme.internal\n  user: dbt_svc\n  password: '{gpw(18)}'\n  port: 5439\n  dbname: dw",
          f"export DBT_ENV_SECRET_SF_PASSWORD='{gpw(22)}'\ndbt run --select marts.risk+")
    r.add("azure_openai_key",
          f"AZURE_OPENAI_ENDPOINT=https://acme-ds-oai.openai.azure.com/\nAZURE_OPENAI_API_KEY={hexs(32)}",
          f'client = AzureOpenAI(\n    api_key="{hexs(32)}",\n    api_version="2024-02-01",\n    azure_endpoint="https://acme-ds-oai.openai.azure.com",\n)',
          f"curl https://acme-ds-oai.openai.azure.com/openai/deployments/gpt4o-ds/chat/completions?api-version=2024-02-01 -H 'api-key: {hexs(32)}' -d @req.json")
    r.add("pinecone_key",
          f"PINECONE_API_KEY=pcsk_{rnd(ALNUM, 6)}_{rnd(ALNUM, 63)}",
          f'pc = Pinecone(api_key="{uid()}")  # old starter project, txn-embeddings index',
          f"vector db:\n  provider: pinecone\n  index: merchant-emb-v3\n  api_key: pcsk_{rnd(ALNUM, 6)}_{rnd(ALNUM, 63)}")
    r.add("langsmith_key",
          f"LANGCHAIN_TRACING_V2=true\nLANGCHAIN_API_KEY=lsv2_pt_{hexs(32)}_{hexs(10)}",
          f"langsmith service key for the eval job: lsv2_sk_{hexs(32)}_{hexs(10)}",
          f'os.environ["LANGSMITH_API_KEY"] = "lsv2_pt_{hexs(32)}_{hexs(10)}"\nos.environ["LANGSMITH_PROJECT"] = "txn-rag-eval"')
    r.add("groq_key",
          f"GROQ_API_KEY=gsk_{rnd(ALNUM, 52)}",
          f'from groq import Groq\nclient = Groq(api_key="gsk_{rnd(ALNUM, 52)}")',
          f"[14:20, 09/06] Arjun: groq free tier ka key le le, llama-3 fast hai\n[14:21, 09/06] Arjun: gsk_{rnd(ALNUM, 52)}")
    r.add("gmail_app_password",
          f"gmail app password for the report-mailer cron ({me}.ds.reports@gmail.com): {groups(rnd(LOWER, 16), 4)}",
          f'server = smtplib.SMTP_SSL("smtp.gmail.com", 465)\nserver.login("ds-alerts@acmefin.test", "{rnd(LOWER, 16)}")',
          f"EMAIL_HOST_USER={me}.reports@acmefin.test\nEMAIL_HOST_PASSWORD={groups(rnd(LOWER, 16), 4)}")
    r.add("card_details",
          f"corporate card for AWS/OpenAI billing: {groups(luhn('4', 16), 4)} exp {card_expiry()} cvv {digits(3)}",
          f"HDFC Millennia — {groups(luhn('5', 16), 4)}, {card_expiry()}, CVV {digits(3)}. Amazon pe save nahi hua isliye yahan likha",
          f"[21:05, 11/06] Me: didi card details bhej rahi hoon flight ke liye\n[21:05, 11/06] Me: {luhn('4', 16)}\n[21:06, 11/06] Me: expiry {card_expiry()} cvv {digits(3)}, OTP mere phone pe aayega")
    r.add("kite_api",
          f"Kite Connect app (side project):\napi_key = {rnd(LOWER + DIGITS, 16)}\napi_secret = {rnd(LOWER + DIGITS, 32)}",
          f'kite = KiteConnect(api_key="{rnd(LOWER + DIGITS, 16)}")\nkite.set_access_token("{rnd(ALNUM, 32)}")',
          f"zerodha login: user id {rnd(UPPER, 2)}{digits(4)}, password {hpw()}, 2FA PIN {pin(6)}")
    r.add("docker_pat",
          f"docker login -u {me}acme -p dckr_pat_{rnd(URLSAFE, 27)}",
          f"DOCKERHUB_TOKEN=dckr_pat_{rnd(URLSAFE, 27)}  # push ds-base-cuda images",
          '~/.docker/config.json: {"auths": {"registry.acme.internal": {"auth": "' + b64(f"{me}:{hpw()}".encode()) + '"}}}')
    r.add("ngrok_token",
          f"ngrok config add-authtoken 2{rnd(ALNUM, 26)}_{rnd(ALNUM, 21)}",
          f"# colab cell\n!ngrok authtoken 2{rnd(ALNUM, 26)}_{rnd(ALNUM, 21)}\npublic_url = ngrok.connect(8501)",
          f'# ~/.config/ngrok/ngrok.yml\nversion: "2"\nauthtoken: 2{rnd(ALNUM, 26)}_{rnd(ALNUM, 21)}')
    r.add("ssh_private_key",
          "gpu-04 ka deploy key (id_ed25519), laptop se copy kiya:\n" + openssh_private(),
          openssh_private(),
          "airflow worker ke liye sftp key (bureau file drop), passphrase nahi hai:\n" + openssh_private())
    r.add("mongodb_uri",
          f"MONGO_URI=mongodb+srv://events_ro:{rnd(ALNUM, 16)}@cluster0.acme-events.mongodb.net/clickstream?retryWrites=true",
          f'client = MongoClient("mongodb://app_kyc:{hpw(url=True)}@mongo-kyc.acme.internal:27017/?authSource=admin")',
          f"mongosh 'mongodb://10.12.5.21:27017/events' -u ds_reader -p '{gpw(18)}' --authenticationDatabase admin")
    r.add("redis_url",
          f"FEATURE_CACHE_URL=redis://:{rnd(ALNUM, 24)}@redis-features.acme.internal:6379/2",
          f'r = redis.from_url("rediss://default:{rnd(ALNUM, 32)}@redis-online.acme.internal:6380/0")',
          f"redis-cli -h redis-features.acme.internal -p 6379 -a '{gpw(22)}' --no-auth-warning info keyspace")
    return r


def lookalikes() -> Rows:
    r = Rows()
    me = pick(*FIRST)
    date = f"2024-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}"

    r.add("kaggle_slug",
          "kaggle competitions download -c home-credit-default-risk -p data/raw",
          f"kaggle datasets download -d {me}rao/upi-txn-synthetic-2024 --unzip  # version {secrets.randbelow(20) + 1}",
          f"baseline ke liye kaggle.com/code/{me}rao/lgbm-{rnd(LOWER, 5)}-{digits(4)} fork karna hai")
    r.add("bq_table_id",
          f"SELECT * FROM `acme-risk-ml.features_v3.txn_agg_{date.replace('-', '')}` LIMIT 1000",
          f"source table acme-risk-ml:bureau.cibil_pulls_{digits(6)} ({secrets.randbelow(900) + 100} GB, partitioned by pull_date)",
          f"bq show --format=prettyjson acmefin-analytics:collections.dpd_snapshot${date.replace('-', '')}")
    r.add("checkpoint_hash",
          f"checkpoint-{secrets.randbelow(90) * 100 + 500}/model.safetensors sha256 {hexs(64)}",
          f"best ckpt: epoch={secrets.randbelow(20):02d}-val_auc=0.{digits(4)}.ckpt  md5 {hexs(32)}",
          f"weights manifest:\n  encoder.bin  {hexs(64)}\n  head.bin     {hexs(64)}\n  tokenizer.json {hexs(64)}")
    r.add("hf_model_id",
          "fine-tuned from ai4bharat/indic-bert, pushed to acmefin/txn-categoriser-v2",
          "embedding baseline: sentence-transformers/all-MiniLM-L6-v2 vs BAAI/bge-small-en-v1.5 vs intfloat/multilingual-e5-base",
          f"tokenizer = AutoTokenizer.from_pretrained(\"acmefin/merchant-ner-{rnd(LOWER, 4)}\")")
    r.add("hf_revision",
          f'model = AutoModel.from_pretrained("acmefin/txn-categoriser-v2", revision="{hexs(40)}")',
          f"pin revision {hexs(40)} in requirements of the scorer, main branch moved to {hexs(7)}",
          f"huggingface-cli download acmefin/merchant-ner --revision {hexs(40)} --local-dir models/ner")
    r.add("wandb_run_id",
          f"best run: https://wandb.ai/acmefin/fraud-gnn/runs/{wb_id()} (val_auc 0.{digits(4)})",
          f'wandb.init(project="churn", id="{wb_id()}", resume="must")',
          f"compare runs {wb_id()}, {wb_id()} and {wb_id()} — teeno me lr alag hai")
    r.add("wandb_sweep_id",
          f"wandb agent acmefin/churn/{wb_id()} --count 40",
          f"sweep {wb_id()} done, 64 runs, bayes over lr/depth; next sweep id {wb_id()}",
          f"Create sweep with ID: {wb_id()}\nSweep URL: https://wandb.ai/acmefin/fraud-gnn/sweeps/{wb_id()}")
    r.add("mlflow_run_id",
          f"mlflow run id {hexs(32)} → registered as fraud-xgb v{secrets.randbelow(30) + 1}",
          f'model = mlflow.pyfunc.load_model("runs:/{hexs(32)}/model")',
          f"parent run {hexs(32)}\n  child {hexs(32)} fold=0\n  child {hexs(32)} fold=1")
    r.add("mlflow_experiment_id",
          f"mlflow.set_experiment(experiment_id=\"{digits(18, True)}\")",
          f"https://mlflow.acme.internal/#/experiments/{secrets.randbelow(400) + 1}/runs/{hexs(32)}",
          f"experiments: risk-scorecard={secrets.randbelow(90) + 10}, collections-propensity={secrets.randbelow(90) + 100}, txn-cat={digits(16, True)}")
    r.add("databricks_cluster_id",
          f"cluster id {cluster_id()} (DS-shared, 14.3 LTS ML, g5.2xlarge)",
          f'"existing_cluster_id": "{cluster_id()}",\n"notebook_task": {{"notebook_path": "/Repos/ds/risk/train"}}',
          f"job {digits(15, True)} run {digits(15, True)} failed on cluster {cluster_id()}, driver OOM")
    r.add("databricks_workspace_url",
          f"https://acme-ds.cloud.databricks.com/?o={digits(16, True)}#notebook/{digits(16, True)}/command/{digits(16, True)}",
          f"workspace: https://acme-ds.cloud.databricks.com/browse/folders/{digits(15, True)}?o={digits(16, True)}",
          f"SQL warehouse endpoint /sql/1.0/warehouses/{hexs(16)} on acme-ds.cloud.databricks.com")
    r.add("notebook_path",
          f"/Workspace/Users/{me}.rao@acmefin.test/risk/01_feature_eng_{hexs(6)}",
          f"notebooks/exp/2024_06_{me}_lgbm_v{secrets.randbelow(9) + 2}_{rnd(LOWER + DIGITS, 6)}.ipynb",
          f"papermill runs/train.ipynb out/train_{hexs(8)}.ipynb -p seed {digits(5, True)} -p fold 3")
    r.add("sql_query_id",
          f"snowflake query id {hexs(8)}-{digits(4)}-{hexs(4)}-0000-{hexs(12)} took 14m, spilled to remote",
          f"BigQuery job bquxjob_{hexs(8)}_{hexs(11)} scanned 1.{digits(2)} TB",
          f"statement_id {uid()} on warehouse {hexs(16)} returned 2,{digits(3)},{digits(3)} rows")
    r.add("airflow_run_id",
          f"dag risk_features run scheduled__{date}T00:30:00+00:00 failed at task build_agg, try 2",
          f"manual__{date}T{secrets.randbelow(24):02d}:{secrets.randbelow(60):02d}:{secrets.randbelow(60):02d}.{digits(6)}+00:00 — backfill ke liye",
          f"job_id={digits(6, True)} pid={digits(5, True)} hostname=airflow-worker-{rnd(LOWER + DIGITS, 5)}")
    r.add("uuid_partition",
          f"partition key customer_bucket={uid()} skewed, {secrets.randbelow(90) + 10}% of rows",
          f"deltalake table path .../loan_events/tenant_id={uid()}/dt={date}/",
          f"WHERE account_uuid IN ('{uid()}', '{uid()}', '{uid()}')")
    r.add("s3_object_key",
          f"s3://acme-ds-lake/raw/upi/dt={date}/part-00003-{uid()}-c000.snappy.parquet",
          f"aws s3 cp s3://acme-ds-lake/models/fraud-xgb/{hexs(32)}/artifacts/model.pkl .",
          f"object key exports/{date}/{hexs(16)}/cohorts.csv.gz, ETag \"{hexs(32)}-{secrets.randbelow(20) + 2}\"")
    r.add("s3_unsigned_url",
          f"https://acme-ds-public.s3.ap-south-1.amazonaws.com/reports/model-card-v{secrets.randbelow(9) + 1}.pdf",
          f"https://acme-ds-lake.s3.ap-south-1.amazonaws.com/samples/txn_sample_{hexs(8)}.csv?versionId={rnd(URLSAFE, 32)}",
          f"static plots: https://acme-ds-public.s3.amazonaws.com/plots/roc_{wb_id()}.png?response-content-type=image%2Fpng")
    r.add("parquet_file",
          f"part-00000-tid-{digits(19, True)}-{uid()}-{digits(4)}-1-c000.zstd.parquet",
          f"features_{date.replace('-', '')}_{hexs(10)}.parquet ({secrets.randbelow(900) + 100} MB, 48 row groups)",
          f"ls data/processed\n  train_{hexs(8)}.parquet\n  valid_{hexs(8)}.parquet\n  test_{hexs(8)}.parquet")
    r.add("random_seed",
          f"SEED = {digits(9, True)}\nrng = np.random.default_rng(SEED)\ntorch.manual_seed(SEED)",
          f"seeds for the 5 folds: {', '.join(digits(5, True) for _ in range(5))}",
          f"seed {digits(4, True)} pe AUC 0.{digits(4)}, seed {digits(4, True)} pe 0.{digits(4)} — variance zyada hai")
    r.add("hyperparams",
          f"learning_rate: {secrets.randbelow(9) + 1}e-{secrets.randbelow(3) + 3}\nmax_depth: {secrets.randbelow(8) + 4}\nnum_leaves: {secrets.randbelow(200) + 31}\nsubsample: 0.{digits(2)}\ncolsample_bytree: 0.{digits(2)}\nreg_lambda: {secrets.randbelow(10)}.{digits(4)}",
          f"best params: {{'lr': 0.000{digits(3, True)}, 'wd': 0.0{digits(3)}, 'dropout': 0.{digits(2)}, 'batch_size': 512, 'warmup': {digits(4, True)}}}",
          f"optuna trial {secrets.randbelow(300)}: alpha={secrets.randbelow(10)}.{digits(6)}, gamma=0.{digits(8)}, min_child_weight={digits(2, True)}")
    r.add("metrics_table",
          f"| fold | auc     | ks      | gini    |\n|------|---------|---------|---------|\n| 0    | 0.{digits(5)} | 0.{digits(5)} | 0.{digits(5)} |\n| 1    | 0.{digits(5)} | 0.{digits(5)} | 0.{digits(5)} |\n| 2    | 0.{digits(5)} | 0.{digits(5)} | 0.{digits(5)} |",
          f"val: loss=0.{digits(8)} auc=0.{digits(8)} f1=0.{digits(8)} brier=0.0{digits(7)}",
          f"PSI by decile: {', '.join('0.' + digits(6) for _ in range(10))}")
    r.add("pan_like",
          f"Form 16 me employer PAN {pan('C')} aur TAN BLR{rnd(UPPER, 1)}{digits(5)}{rnd(UPPER, 1)} — ITR me same daalna",
          f"vendor master: Acme Analytics LLP, PAN {pan('F')}, MSME reg UDYAM-KR-{digits(2)}-{digits(7)}",
          f"test fixture PANs for the KYC parser: {pan('P')}, {pan('P')}, {pan('C')}")
    r.add("ifsc",
          f"HDFC Koramangala branch IFSC {ifsc()}, MICR 560{digits(6)}",
          f"salary account ka IFSC {ifsc()} (Indiranagar), NEFT ke liye chahiye tha",
          f"ifsc lookup test cases: {ifsc()}, {ifsc()}, {ifsc()}")
    r.add("upi_id",
          f"Amma ka UPI id: {me}.amma{digits(2)}@okicici — kirana wale ko bhejna",
          f"merchant VPA acmefin.rzp{digits(3)}@icici shows up in the settlement file",
          f"split kar lo: {me}rao@okhdfcbank pe {secrets.randbelow(900) + 100} bhej dena (dinner)")
    r.add("gstin",
          f"Acme Fintech GSTIN {gstin()} — invoice pe yahi aana chahiye",
          f"AWS India invoice: supplier GSTIN {gstin()}, recipient GSTIN {gstin()}, IGST 18%",
          f"gstin validation unit tests: valid={gstin()}, {gstin()}")
    r.add("utr",
          f"NEFT UTR HDFCN{date.replace('-', '')}{digits(8)} for rent, credited",
          f"UPI ref no {digits(12, True)} — refund abhi tak nahi aaya, complaint karna hai",
          f"IMPS ref {digits(12, True)} | RRN {digits(12, True)} | amount 12,{digits(3)}.00")
    r.add("pnr",
          f"Bangalore → Pune train PNR {digits(10, True)}, coach B{secrets.randbelow(6) + 1} seat {secrets.randbelow(70) + 1}",
          f"Indigo PNR {rnd(UPPER + DIGITS, 6)} BLR-DEL {date}, web check-in kal karna",
          f"hotel booking conf #{digits(9, True)}, ref {rnd(UPPER, 3)}{digits(6)}")
    r.add("pincode",
          f"new flat: 3rd cross, HSR Layout Sector 2, Bengaluru 5601{digits(2)}",
          f"pincode feature: first 3 digits only (560, 411, 400) — full 6 digit {digits(6, True)} is too sparse",
          f"delivery areas: 560034, 560038, 560102, 5600{digits(2)}, 5601{digits(2)}")
    r.add("snowflake_public_key",
          f"ALTER USER SVC_DBT SET RSA_PUBLIC_KEY='{snowflake_pub()}';",
          f"rsa_key.pub:\n-----BEGIN PUBLIC KEY-----\n{snowflake_pub()[:64]}\n{snowflake_pub()[64:128]}\n-----END PUBLIC KEY-----",
          f"DESC USER SVC_AIRFLOW → RSA_PUBLIC_KEY_FP = SHA256:{b64(secrets.token_bytes(32))}")
    r.add("ssh_public_key",
          f"gpu-04 authorized_keys me add kiya: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} {me}@thinkpad",
          f"ssh-rsa {ssh_pub('ssh-rsa', 270)} airflow@worker-1")
    r.add("env_reference",
          'import os\nclient = OpenAI(api_key=os.environ["OPENAI_API_KEY"])',
          'hf_token = os.getenv("HF_TOKEN")\nwandb.login(key=os.environ.get("WANDB_API_KEY"))',
          "env:\n  SNOWFLAKE_PASSWORD: ${{ secrets.SNOWFLAKE_PASSWORD }}\n  KAGGLE_KEY: ${{ secrets.KAGGLE_KEY }}")
    r.add("dbutils_secret_ref",
          'sf_pw = dbutils.secrets.get(scope="ds-risk", key="snowflake-password")',
          "spark.conf: fs.azure.account.key = {{secrets/ds-lake/storage-key}}",
          "databricks secrets put-secret ds-risk openai-key  (value stdin se diya, kahin likha nahi)")
    r.add("masked_key",
          f"OpenAI dashboard shows the team key as sk-proj-...{rnd(ALNUM, 4)}, created {date}",
          f"Databricks token list: comment=airflow, token_id {hexs(64)}, value dapi****{hexs(4)}",
          f"HF tokens page: ds-write  hf_****************************{rnd(ALNUM, 4)}  (write)")
    r.add("placeholder",
          'WANDB_API_KEY=<YOUR_WANDB_KEY>\nHF_TOKEN=<YOUR_TOKEN>\nOPENAI_API_KEY=sk-xxxxxxxxxxxxxxxxxxxxxxxx',
          '{"username": "<kaggle-username>", "key": "<your-kaggle-key>"}',
          "snowflake://<user>:<password>@<account>/<db>/<schema>?warehouse=<wh>")
    r.add("airflow_masked_conn",
          f"$ airflow connections get pg_risk\nconn_id | conn_type | host                    | login       | password\npg_risk | postgres  | pg-risk.acme.internal   | airflow_etl | ***\n(id {secrets.randbelow(90) + 10})",
          "task log: Using connection ID 'snowflake_ds' for task execution; uri postgres://airflow_etl:***@pg-risk.acme.internal:5432/risk")
    r.add("spark_app_id",
          f"application_17{digits(11)}_{digits(4)} failed, stage {secrets.randbelow(90)} task {secrets.randbelow(900)}.{secrets.randbelow(4)}",
          f"spark-submit → app-{date.replace('-', '')}{secrets.randbelow(24):02d}{secrets.randbelow(60):02d}{secrets.randbelow(60):02d}-{digits(4)}, executor {secrets.randbelow(40)} lost",
          f"Spark UI http://spark-history.acme.internal:18080/history/application_17{digits(11)}_{digits(4)}/jobs/")
    r.add("docker_digest",
          f"ds-base-cuda:12.1 → sha256:{hexs(64)}",
          f"image: registry.acme.internal/ds/scorer@sha256:{hexs(64)}")
    r.add("git_sha",
          f"feature leak fix {hexs(40)} cherry-pick kiya release/risk-2.{secrets.randbelow(9)} pe as {hexs(8)}",
          f"dvc.lock: md5 {hexs(32)}.dir, git rev {hexs(40)}")
    r.add("jupyter_kernel",
          f"kernel died: /home/{me}/.local/share/jupyter/runtime/kernel-{uid()}.json",
          f"http://gpu-04.acme.internal:8888/lab/tree/work/eda_{hexs(6)}.ipynb (login karna padega)",
          f"[I {date} 10:{secrets.randbelow(60):02d}:11.{digits(3)} ServerApp] Kernel started: {uid()}")
    r.add("mlflow_model_uri",
          f"models:/fraud-xgb/{secrets.randbelow(30) + 1} vs models:/fraud-xgb@champion",
          f"artifact_uri s3://acme-mlflow/artifacts/{secrets.randbelow(300)}/{hexs(32)}/artifacts/model",
          f"model version {secrets.randbelow(30) + 1} source: dbfs:/databricks/mlflow-tracking/{digits(16, True)}/{hexs(32)}/artifacts/model")
    r.add("kafka_offsets",
          f"topic upi-txn-events partition {secrets.randbelow(24)} offset {digits(10, True)} lag {digits(5, True)}",
          f"consumer group risk-scorer-{hexs(6)}: committed {digits(9, True)}, end {digits(9, True)}")
    r.add("razorpay_ids",
          f"order_{rnd(ALNUM, 14)} → pay_{rnd(ALNUM, 14)} captured, refund rfnd_{rnd(ALNUM, 14)} pending",
          f"settlement setl_{rnd(ALNUM, 14)} on {date}, UTR {rnd(UPPER, 4)}{digits(12)}",
          f'checkout.js options: {{ key: "{rzp_key_id()}", amount: 49900, order_id: "order_{rnd(ALNUM, 14)}" }} (key_id is public, secret sirf backend me)')
    r.add("bank_sms",
          f"Rs.{secrets.randbelow(5000) + 100}.00 debited from A/c XX{digits(4)} on {date} to VPA swiggy{digits(2)}@icici (UPI Ref No {digits(12, True)}). Not you? Call 1800{digits(7)} - HDFC Bank",
          f"INR 45,{digits(3)}.00 credited to a/c XXXXXX{digits(4)} by NEFT UTR {rnd(UPPER, 4)}N{digits(11)}. Avl bal INR 1,{digits(2)},{digits(3)}.{digits(2)}",
          f"Your SIP of Rs 5000 in Scheme {rnd(UPPER, 3)}{digits(4)} folio {digits(10, True)}/{digits(2)} processed at NAV {digits(2, True)}.{digits(4)}")
    r.add("masked_ids",
          f"Aadhaar XXXX XXXX {digits(4)} linked with mobile 9XXXXXX{digits(3)}",
          f"card ending {digits(4)}, exp **/**, autopay mandate {rnd(UPPER, 4)}{digits(8)}",
          f"PAN {rnd(UPPER, 2)}XXXXX{digits(2)}{rnd(UPPER, 1)} on the CIBIL report, report id {digits(11, True)}")
    r.add("slack_ids",
          f"alerts go to channel C0{rnd(UPPER + DIGITS, 9)}, bot user U0{rnd(UPPER + DIGITS, 9)}",
          f"https://acmefin.slack.com/archives/C0{rnd(UPPER + DIGITS, 9)}/p{digits(16, True)} — Rohit ka drift wala thread",
          f"thread_ts {digits(10, True)}.{digits(6)} reply_count 14")
    r.add("github_refs",
          f"PR #{secrets.randbelow(900) + 100} merged, actions run {digits(10, True)} attempt 2, artifact id {digits(10, True)}",
          f"repo id {digits(9, True)}, node id R_kgDO{rnd(URLSAFE, 8)}")
    r.add("tensor_dump",
          f"tensor([[ 0.{digits(4)}, -0.{digits(4)},  1.{digits(4)}, -0.{digits(4)}],\n        [-1.{digits(4)},  0.{digits(4)},  0.{digits(4)},  0.{digits(4)}]], device='cuda:0')",
          f"embedding[:6] = [{', '.join(pick('', '-') + '0.' + digits(8) for _ in range(6))}]",
          f"logits: {' '.join(pick('', '-') + str(secrets.randbelow(5)) + '.' + digits(6) for _ in range(8))}")
    r.add("hashed_ids",
          f"pseudonymised customer ids (sha256(cust_id||'v3')):\n{hexs(64)}\n{hexs(64)}\n{hexs(64)}",
          f"dedupe key md5(phone_norm) = {hexs(32)}, seen {secrets.randbelow(9) + 2} times",
          f"device_fingerprint {hexs(40)} flagged for 7 accounts")
    r.add("wifi_ssid",
          f"office APs: AcmeFin-Corp (BSSID {mac()}) ch 36, AcmeFin-Guest (BSSID {mac()}) ch 149",
          f"router Airtel_Xstream_{rnd(UPPER + DIGITS, 4)}_5G, MAC {mac(upper=True)}, firmware {secrets.randbelow(9)}.{secrets.randbelow(9)}.{digits(3)}")
    r.add("asset_tag",
          f"laptop serial PF{rnd(UPPER + DIGITS, 6)}, asset tag ACME-LT-{digits(5)}, warranty till 2027",
          f"Dell service tag {rnd(UPPER + DIGITS, 7)}, express code {digits(11, True)}")
    r.add("test_card",
          "Razorpay test mode card: 4111 1111 1111 1111, any future expiry, any CVV",
          "stripe test cards in fixtures: 4242 4242 4242 4242 (success), 4000 0000 0000 0002 (declined)")
    r.add("cron_schedule",
          f"risk_features: '30 2 * * 1-5', collections_score: '0 */4 * * *', drift_check: '{secrets.randbelow(60)} 7 * * *'",
          f"dag_id=txn_cat_retrain_v{secrets.randbelow(9) + 2} schedule=@weekly max_active_runs=1 retries=3")
    r.add("aws_ids",
          f"account {aws_account()} (ds-sandbox), role arn:aws:iam::{aws_account()}:role/ds-sagemaker-exec",
          f"KMS key {uid()} encrypts s3://acme-ds-lake; VPC vpc-{hexs(17)}, subnet subnet-{hexs(17)}",
          f"SageMaker endpoint fraud-xgb-{date.replace('-', '')}-{digits(6)} ({aws_account()}, ap-south-1)")
    r.add("otp_config",
          "OTP service config: length 6, ttl_seconds 300, max_attempts 3, resend_after 30",
          f"otp_verify latency p99 {secrets.randbelow(900) + 100} ms, success rate 0.{digits(4)}, {digits(6, True)} requests yesterday")
    return r


def main() -> None:
    write_corpora("make_heldout41.py", [
        ("heldout41_credentials.yaml", credentials(), "batch 41 (Bangalore fintech data scientist, Hinglish notes), written blind; every value synthetic"),
        ("heldout41_lookalikes.yaml", lookalikes(), "batch 41 look-alikes: ML ids, hashes, metrics, Indian banking codes, refs and masks, written blind"),
    ])


if __name__ == "__main__":
    main()
