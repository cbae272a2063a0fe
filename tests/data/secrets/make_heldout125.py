# ruff: noqa: E501
"""Writes heldout125_credentials.yaml and heldout125_lookalikes.yaml: held-out batch 125.

Persona: a data scientist at a fintech in São Paulo (credit scoring and fraud models) who
keeps notes in Brazilian Portuguese mixed with English. The notes hold Databricks, Snowflake,
dbt Cloud, Airflow and AWS credentials, the feature store's Postgres DSN, API keys for Kaggle,
Hugging Face and OpenAI, the Metabase embedding secret, plus personal things: gov.br, Nubank
and Itaú passwords and PINs. The look-alikes are PIX keys, CPF/CNPJ, boletos, NF-e access keys,
MLflow and Databricks identifiers, checksums, CEPs and notes about tokens without their value.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    DIGITS,
    HEX,
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
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    luhn,
    onepassword_secret_key,
    openai_project_key,
    openssh_private,
    pem,
    pem_body,
    phrase,
    pick,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

# --- Brazilian identifiers with valid check digits -------------------------------------------


def cpf(formatted: bool = True) -> str:
    base = [int(c) for c in digits(9)]
    for n in (10, 11):
        total = sum(d * w for d, w in zip(base, range(n, 1, -1), strict=True))
        r = total % 11
        base.append(0 if r < 2 else 11 - r)
    s = "".join(map(str, base))
    return f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}" if formatted else s


def cnpj(formatted: bool = True) -> str:
    base = [int(c) for c in digits(8, lead=True)] + [0, 0, 0, 1]
    w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    for w in (w1, [6, *w1]):
        r = sum(d * x for d, x in zip(base, w, strict=True)) % 11
        base.append(0 if r < 2 else 11 - r)
    s = "".join(map(str, base))
    return f"{s[:2]}.{s[2:5]}.{s[5:8]}/{s[8:12]}-{s[12:]}" if formatted else s


def mod10(s: str) -> str:
    total = 0
    for i, c in enumerate(reversed(s)):
        p = int(c) * (2 if i % 2 == 0 else 1)
        total += p // 10 + p % 10
    return str((10 - total % 10) % 10)


def mod11_barcode(s: str) -> str:
    total = sum(int(c) * (2 + i % 8) for i, c in enumerate(reversed(s)))
    r = 11 - total % 11
    return "1" if r in (0, 10, 11) else str(r)


def boleto_line(bank: str = "341") -> str:
    """A boleto's linha digitável (47 digits) with valid field and barcode check digits."""
    cur = "9"
    factor = str(secrets.randbelow(9000) + 1000)
    value = str(secrets.randbelow(900000) + 1500).zfill(10)
    free = digits(25)
    dv = mod11_barcode(bank + cur + factor + value + free)
    f1 = bank + cur + free[:5]
    f1 += mod10(f1)
    f2 = free[5:15] + mod10(free[5:15])
    f3 = free[15:25] + mod10(free[15:25])
    return f"{f1[:5]}.{f1[5:]} {f2[:5]}.{f2[5:]} {f3[:5]}.{f3[5:]} {dv} {factor}{value}"


def nfe_key(spaced: bool = True) -> str:
    """A 44-digit NF-e access key with its mod-11 check digit."""
    body = "35" + pick("24", "25") + f"{secrets.randbelow(12) + 1:02d}" + cnpj(False) + "55" + "001" + digits(9) + "1" + digits(8)
    total = sum(int(c) * (2 + i % 8) for i, c in enumerate(reversed(body)))
    r = total % 11
    key = body + str(0 if r < 2 else 11 - r)
    return groups(key, 4) if spaced else key


def crc16(payload: str) -> str:
    crc = 0xFFFF
    for byte in payload.encode():
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else crc << 1
            crc &= 0xFFFF
    return f"{crc:04X}"


def tlv(tag: str, value: str) -> str:
    return f"{tag}{len(value):02d}{value}"


def pix_copia_e_cola(key: str, name: str, city: str, amount: str | None = None) -> str:
    """A static PIX BR Code payload (what a QR code carries): public, meant to be shared."""
    mai = tlv("00", "br.gov.bcb.pix") + tlv("01", key)
    p = tlv("00", "01") + tlv("26", mai) + tlv("52", "0000") + tlv("53", "986")
    if amount:
        p += tlv("54", amount)
    p += tlv("58", "BR") + tlv("59", name) + tlv("60", city) + tlv("62", tlv("05", rnd(UPPER + DIGITS, 10)))
    p += "6304"
    return p + crc16(p)


def correios() -> str:
    body = digits(8)
    s = sum(int(c) * w for c, w in zip(body, [8, 6, 4, 2, 3, 5, 9, 7], strict=True))
    r = 11 - s % 11
    dv = 0 if r == 10 else 5 if r == 11 else r
    return f"{pick('NL', 'QB', 'OV', 'LB', 'AA', 'NX')}{body}{dv}BR"


def renavam() -> str:
    body = digits(10)
    s = sum(int(c) * int(w) for c, w in zip(body, "3298765432", strict=True))
    dv = (s * 10) % 11
    return body + str(0 if dv == 10 else dv)


def placa() -> str:
    return rnd(UPPER, 3) + rnd(DIGITS, 1) + rnd(UPPER, 1) + rnd(DIGITS, 2)


def cep() -> str:
    return f"0{secrets.randbelow(5) + 1}{digits(3)}-{digits(3)}"


def celular() -> str:
    return f"+55 11 9{digits(4, lead=True)}-{digits(4)}"


def celular_raw() -> str:
    return f"+55119{digits(8, lead=True)}"


# --- persona-specific credential shapes ------------------------------------------------------

WORDS = ["Jabuticaba", "Capivara", "Paulista", "Ipiranga", "Tucano", "Pinheiros", "Moqueca",
         "Brigadeiro", "Pastel", "Garoa", "Mooca", "Sabia", "Cajuina", "Tatu", "Guarana"]
BIP39 = ["abandon", "ability", "absorb", "acid", "across", "actor", "adapt", "advice", "afraid",
         "agent", "alarm", "album", "alley", "amount", "anchor", "ankle", "apple", "arena",
         "armor", "artist", "atom", "auction", "bacon", "balance", "bamboo", "banana", "barrel",
         "basket", "beach", "belt", "bicycle", "bird", "blanket", "bonus", "border", "brave",
         "bridge", "bubble", "cabin", "cactus", "camera", "canal", "carbon", "castle", "cherry",
         "circle", "clever", "coconut", "copper", "coral", "cousin", "crystal", "dolphin",
         "eagle", "echo", "fabric", "harbor", "jungle", "lemon", "mango", "orbit", "pepper"]
PT_WORDS = ["garoa", "cafezinho", "pamonha", "farol", "jangada", "mandioca", "sereia", "tamborim",
            "caju", "goiaba", "ventania", "cachoeira", "pipoca", "rapadura", "saci", "varanda"]


def senha() -> str:
    """A password a Brazilian user picked or a manager generated."""
    return pick(
        f"{secrets.choice(WORDS)}{pick('@', '#', '!', '$', '*')}{digits(4, lead=True)}",
        f"{secrets.choice(WORDS).lower()}.{secrets.choice(WORDS).lower()}{digits(2)}",
        rnd(ALNUM + "!@#$%&*-_", 18),
        rnd(ALNUM, 22),
        f"{secrets.choice(WORDS)}{digits(2)}{pick('!', '?', '&')}{secrets.choice(WORDS)}",
    )


def pin(n: int = 4) -> str:
    while True:
        p = digits(n)
        if len(set(p)) > 2:
            return p


def dbx_pat() -> str:
    return "dapi" + hexs(32) + pick("", "", "-2", "-3")


def dbt_token() -> str:
    return pick("dbtc_", "dbtu_") + rnd(URLSAFE, 56)


def hf_token() -> str:
    return "hf_" + rnd(LOWER + UPPER, 34)


def fernet_key() -> str:
    return b64u_bytes(32) + "="


def gh_pat() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def totp_seed() -> str:
    return rnd(BASE32, 32)


def slack_bot() -> str:
    return f"xoxb-{digits(12, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}"


def gcp_private_key_json() -> str:
    body = pem_body(5).replace("\n", "\\n")
    return f"-----BEGIN PRIVATE KEY-----\\n{body}\\n-----END PRIVATE KEY-----\\n"


def dbx_cluster() -> str:
    return f"{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}-{secrets.randbelow(24):02d}{secrets.randbelow(60):02d}{secrets.randbelow(60):02d}-{rnd(LOWER + DIGITS, 8)}"


def dbx_host() -> str:
    return f"https://dbc-{hexs(8)}-{hexs(4)}.cloud.databricks.example"


def sf_query_id() -> str:
    return f"01{hexs(6)}-{pick('0000', '0001', '0302')}-{hexs(4)}-0000-{digits(4)}{hexs(8)}"


def sha256() -> str:
    return hexs(64)


def credentials() -> Rows:
    r = Rows()

    r.add("databricks_personal_access_token",
          f"token novo do databricks (prod, 90 dias): {dbx_pat()}",
          f"databricks configure --token\nhost: {dbx_host()}\ntoken: {dbx_pat()}",
          f"[DEFAULT]\nhost = {dbx_host()}\ntoken = {dbx_pat()}",
          f"lembra: PAT do workspace de dev é {dbx_pat()} , o de prod eu não salvo aqui")

    r.add("databricks_service_principal_secret",
          f"SP sp-scoring-batch\nclient_id: {uid()}\nclient secret: dose{hexs(32)}",
          f"export DATABRICKS_CLIENT_ID={uid()}\nexport DATABRICKS_CLIENT_SECRET=dose{hexs(32)}",
          f"oauth M2M do job de retreino → secret gerado agora (só aparece uma vez!!) dose{hexs(32)}")

    r.add("snowflake_password",
          f"snowflake user DS_ANALYTICS_SVC senha {senha()}",
          f"snowsql -a acme-sa1 -u joao.ds -w WH_DS_XS\npassword do snowflake (pessoal): {senha()}",
          f"connections.toml\n[connections.dev]\naccount = \"acme-sa1\"\nuser = \"JOAO_DS\"\npassword = \"{senha()}\"\nwarehouse = \"WH_DS_XS\"",
          f"sf pwd resetado hj pelo time de plataforma, nova é {senha()} (trocar no primeiro login!!)")

    r.add("snowflake_encrypted_private_key",
          f"chave do key-pair do snowflake (svc_dbt), passphrase {senha()}:\n{pem('ENCRYPTED PRIVATE KEY', 6)}",
          f"rsa_key.p8 do usuário SVC_AIRFLOW\n{pem('ENCRYPTED PRIVATE KEY', 5)}\npass: {phrase(PT_WORDS, 4, '-')}",
          f"pra colar no secret do airflow (snowflake_default → private_key_content):\n{pem('PRIVATE KEY', 6)}")

    r.add("snowflake_key_passphrase",
          f"passphrase da rsa_key.p8 do snowflake: {phrase(PT_WORDS, 5, ' ')}",
          f"PRIVATE_KEY_PASSPHRASE='{phrase(PT_WORDS, 4, '-')}{digits(2)}' ← snowflake svc_dbt",
          f"a frase da chave privada do sf é \"{phrase(BIP39, 3, ' ')} {digits(3)}\" (não é a mesma do laptop)")

    r.add("dbt_cloud_token",
          f"dbt cloud service token (job trigger do airflow): {dbt_token()}",
          f"curl -X POST https://cloud.getdbt.acme.internal/api/v2/accounts/{digits(5, lead=True)}/jobs/{digits(6, lead=True)}/run/ \\\n  -H \"Authorization: Token {dbt_token()}\" -d '{{\"cause\": \"manual\"}}'",
          f"DBT_CLOUD_API_TOKEN={dbt_token()}")

    r.add("airflow_admin_password",
          f"airflow (mwaa dev) login: admin / {senha()}",
          f"airflow users create --username ds_joao --firstname Joao --lastname Silva --role Op --email joao@acme.example --password '{senha()}'",
          f"UI do airflow local (docker compose)\nuser airflow\nsenha {senha()}\nmudei do default pq o sec reclamou")

    r.add("airflow_fernet_key",
          f"AIRFLOW__CORE__FERNET_KEY={fernet_key()}",
          f"fernet key do airflow de staging (se perder, as connections ficam ilegíveis!): {fernet_key()}")

    r.add("airflow_connection_uri",
          f"airflow connections add feature_store_pg --conn-uri 'postgresql://airflow_rw:{rnd(ALNUM, 20)}@fs-pg.acme.internal:5432/features'",
          f"AIRFLOW_CONN_SNOWFLAKE_DEFAULT='snowflake://SVC_AIRFLOW:{senha()}@acme-sa1/ANALYTICS/PUBLIC?warehouse=WH_ETL&role=ETL'",
          f"conn id s3_raw: aws://{aws_key_id()}:{aws_secret()}@")

    r.add("aws_access_key",
          f"[ds-sandbox]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = sa-east-1",
          f"chaves do IAM user ds-joao (conta sandbox {aws_account()}):\nAccess key: {aws_key_id()}\nSecret: {aws_secret()}",
          f"export AWS_ACCESS_KEY_ID={aws_key_id()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}\nexport AWS_DEFAULT_REGION=sa-east-1",
          f"key pro bucket de modelos (só leitura) {aws_key_id()} / {aws_secret()}")

    r.add("govbr_password",
          f"gov.br — login CPF {cpf()} senha {senha()}",
          f"senha gov.br (conta ouro): {senha()}  — usar pra IRPF e CNH digital",
          f"lembrar: gov br\n{cpf(False)}\n{senha()}")

    r.add("nubank_app_password",
          f"nubank senha do app: {senha()}",
          f"senha do app nu (8 dígitos, troquei em março): {pin(8)}",
          f"Nu → login {cpf()} / {senha()}")

    r.add("nubank_card_pin",
          f"senha do cartão nubank (4 díg): {pin()}",
          f"pin nu roxinho {pin()}, o do cartão virtual é outro",
          f"cartao nu fisico senha {pin()}")

    r.add("itau_app_password",
          f"itaú ag {digits(4)} cc {digits(5)}-{digits(1)} senha eletrônica {pin(6)}",
          f"senha do app itau: {pin(6)}\n(itoken no celular novo já ativado)",
          f"Itaú Personnalité — ag. {digits(4)} conta {digits(5)}-{digits(1)} — senha internet {pin(6)}")

    r.add("itau_card_pin",
          f"senha do cartão itaú (4 díg) {pin()}",
          f"pin itau debito: {pin()} | crédito: {pin()}",
          f"cartão itau click — senha de 4 números é {pin()}")

    r.add("credit_card_cvv",
          f"nubank virtual pra assinaturas: {groups(luhn('5162'), 4)} val {card_expiry()} cvv {digits(3)}",
          f"cartão corporativo (AWS marketplace)\n{groups(luhn('4984'), 4)}\n{card_expiry()}\nCVV {digits(3)}",
          f"itau visa {luhn('4532')} exp {card_expiry()} cód seg {digits(3)}")

    r.add("kaggle_api_key",
          f"~/.kaggle/kaggle.json\n{{\"username\":\"joaods\",\"key\":\"{hexs(32)}\"}}",
          f"kaggle key: {hexs(32)} (user joaods)",
          f"export KAGGLE_USERNAME=joaods\nexport KAGGLE_KEY={hexs(32)}")

    r.add("huggingface_token",
          f"HF token (write) pro org acme-risk: {hf_token()}",
          f"huggingface-cli login --token {hf_token()}",
          f"HUGGING_FACE_HUB_TOKEN={hf_token()}  # read-only, usado no job de embeddings")

    r.add("openai_api_key",
          f"openai key do projeto 'triagem-chamados': {openai_project_key()}",
          f"OPENAI_API_KEY={openai_project_key()}",
          f"client = OpenAI(api_key=\"{openai_project_key()}\")  # tirar isso do notebook antes do commit!!")

    r.add("feature_store_postgres_dsn",
          f"feature store (pg prod) postgresql://fs_reader:{rnd(ALNUM, 24)}@feature-store.acme.internal:5432/fs?sslmode=require",
          f"DATABASE_URL=postgres://fs_writer:{senha()}@fs-pg-primary.acme.internal:5432/feature_store",
          f"psql \"host=fs-pg.acme.internal port=5432 dbname=features user=joao password={senha()} sslmode=require\"",
          f"sqlalchemy engine do fs:\ncreate_engine('postgresql+psycopg2://ds_ro:{rnd(ALNUM + '-_', 20)}@fs-replica.acme.internal/features')")

    r.add("metabase_embedding_secret",
          f"metabase embedding secret key (admin > settings > embedding): {hexs(64)}",
          f"MB_EMBEDDING_SECRET_KEY={hexs(64)}",
          f"pra assinar o jwt do dashboard embutido no backoffice:\njwt.encode(payload, \"{hexs(64)}\", algorithm=\"HS256\")")

    r.add("metabase_session_cookie",
          f"cookie metabase.SESSION={uid()} (pra testar a API sem login, expira em 14d)",
          f"curl -H 'X-Metabase-Session: {uid()}' https://metabase.acme.internal/api/card/{digits(3, lead=True)}/query")

    r.add("jupyter_server_token",
          f"jupyter lab na EC2: http://10.20.{secrets.randbelow(255)}.{secrets.randbelow(255)}:8888/lab?token={hexs(48)}",
          f"c.ServerApp.token = '{hexs(48)}'",
          f"jupyter do devbox, token={hexs(48)}")

    r.add("github_personal_access_token",
          f"github PAT (repo + workflow) {gh_pat()}",
          f"git clone https://joaods:{gh_pat()}@github.acme.internal/risk/credit-score.git",
          f"GH_TOKEN={gh_pat()} pro gh cli no devbox")

    r.add("github_recovery_codes",
          f"github recovery codes (conta pessoal):\n{recovery_codes(8, 'github')}",
          f"códigos de backup do github da empresa\n{recovery_codes(6, 'github')}")

    r.add("totp_seed",
          f"seed do 2FA da AWS root (sandbox) caso perca o celular: {totp_seed()}",
          f"otpauth://totp/acme-vpn:joao?secret={totp_seed()}&issuer=acme-vpn",
          f"chave de configuração do autenticador (gov.br): {groups(totp_seed().lower(), 4)}")

    r.add("gmail_app_password",
          f"senha de app do gmail pro script de alertas: {groups(rnd(LOWER, 16), 4)}",
          f"smtp_user = joao.ds.alertas@acme.example\nsmtp_pass = \"{rnd(LOWER, 16)}\"  # app password")

    r.add("slack_bot_token",
          f"bot do canal #alertas-modelos: {slack_bot()}",
          f"SLACK_BOT_TOKEN={slack_bot()}\nSLACK_CHANNEL=#drift-monitor",
          f"app 'drift-bot' reinstalado no workspace, o OAuth token novo é\n{slack_bot()}")

    r.add("mlflow_tracking_password",
          f"MLFLOW_TRACKING_URI=https://mlflow.acme.internal\nMLFLOW_TRACKING_USERNAME=joao\nMLFLOW_TRACKING_PASSWORD={senha()}",
          f"mlflow server (basic auth) — user ds_team senha {senha()}",
          f"mlflow ui admin pw: {rnd(ALNUM, 16)}")

    r.add("redshift_legacy_password",
          f"redshift antigo (ainda tem as tabelas de 2021): awsuser / {senha()}",
          f"jdbc:redshift://legacy-dw.acme.internal:5439/dev?user=ds_ro&password={rnd(ALNUM, 16)}")

    r.add("docker_hub_token",
          f"docker login -u acmeds -p dckr_pat_{rnd(URLSAFE, 27)}",
          f"token do docker hub (pull das imagens de treino): dckr_pat_{rnd(URLSAFE, 27)}",
          f"~/.docker/config.json\n{{\"auths\": {{\"registry.acme.internal\": {{\"auth\": \"{b64(('ds-ci:' + senha()).encode())}\"}}}}}}")

    r.add("private_pypi_password",
          f"pip.conf\n[global]\nindex-url = https://joao:{rnd(ALNUM, 20)}@nexus.acme.internal/repository/pypi-all/simple",
          f"nexus (pypi interno) user joao senha {senha()}",
          f"poetry config http-basic.acme joao '{senha()}'")

    r.add("gcp_service_account_key",
          f"sa do bigquery (dados de bureau do parceiro):\n{{\n  \"type\": \"service_account\",\n  \"project_id\": \"acme-bureau-test\",\n  \"private_key_id\": \"{hexs(40)}\",\n  \"private_key\": \"{gcp_private_key_json()}\",\n  \"client_email\": \"ds-reader@acme-bureau-test.iam.gserviceaccount.test\"\n}}",
          f"private_key do json da SA (só esse campo):\n{pem('PRIVATE KEY', 5)}")

    r.add("office_door_code",
          f"código da porta do andar 14 (Faria Lima): {pin(6)}#",
          f"senha do alarme do escritório: {pin()} — desarmar em 30s",
          f"portaria nova: código pro elevador fora do horário é *{pin(5)}")

    r.add("wifi_password",
          f"wifi acme-corp: {senha()}",
          f"rede visitantes ACME-GUEST senha {phrase(PT_WORDS, 2, '')}{digits(3)}",
          f"wifi de casa (Vivo fibra) SSID VIVOFIBRA-{hexs(4).upper()} / {rnd(ALNUM, 12)}")

    r.add("vpn_password",
          f"vpn forticlient: joao.silva / {senha()}",
          f"globalprotect portal vpn.acme.internal\nusuário: jsilva\nsenha: {senha()}")

    r.add("laptop_login_password",
          f"senha do mac da empresa: {senha()}",
          f"windows da VM de BI: Administrator / {senha()}",
          f"login do notebook (troquei pq expirou) → {senha()}")

    r.add("crypto_seed_phrase",
          f"seed da carteira (ledger) — NÃO compartilhar:\n{phrase(BIP39, 12)}",
          f"frase de recuperação metamask: {phrase(BIP39, 12)}",
          f"carteira da binance (24 palavras)\n{phrase(BIP39, 24)}")

    r.add("onepassword_secret_key",
          f"1password secret key: {onepassword_secret_key()}",
          f"kit de emergência 1Password\nemail joao@acme.example\nSecret Key {onepassword_secret_key()}\nmaster {senha()}")

    r.add("datadog_api_key",
          f"DD_API_KEY={hexs(32)}\nDD_APP_KEY={hexs(40)}\nDD_SITE=datadoghq.acme.internal",
          f"datadog api key pro monitor de drift: {hexs(32)}",
          f"helm upgrade datadog datadog/datadog --set datadog.apiKey={hexs(32)} -n monitoring")

    r.add("stripe_restricted_key",
          f"stripe restricted key (só leitura de charges, pro modelo de fraude): rk_live_{rnd(ALNUM, 99)}",
          f"STRIPE_API_KEY=sk_live_{rnd(ALNUM, 99)}",
          f"stripe sandbox do POC de chargeback: sk_test_{rnd(ALNUM, 99)}")

    r.add("fivetran_api_secret",
          f"fivetran api key {rnd(ALNUM, 16)} secret {rnd(ALNUM, 32)}",
          f"fivetran (pra disparar sync via airflow)\napi_key: {rnd(ALNUM, 16)}\napi_secret: {rnd(ALNUM, 32)}")

    r.add("anthropic_api_key",
          f"chave da anthropic pro POC de extração de contratos: {anthropic_key()}",
          f"ANTHROPIC_API_KEY={anthropic_key()}",
          f"claude key pessoal (não usar no trabalho) {anthropic_key()}")

    r.add("looker_client_secret",
          f"looker api3 creds\nclient_id={rnd(ALNUM, 20)}\nclient_secret={rnd(ALNUM, 24)}",
          f"looker.ini → client_secret: {rnd(ALNUM, 24)}",
          f"LOOKERSDK_CLIENT_ID={rnd(ALNUM, 20)}\nLOOKERSDK_CLIENT_SECRET={rnd(ALNUM, 24)}")

    r.add("ssh_private_key",
          f"chave do bastion (ds-bastion.acme.internal), id_ed25519:\n{openssh_private()}",
          f"key do EMR antigo:\n{pem('RSA PRIVATE KEY', 8)}")

    r.add("pgpass_entry",
          f"~/.pgpass\nfs-pg.acme.internal:5432:features:joao:{senha()}",
          f"linha pro pgpass do servidor de treino: *:5432:*:ds_batch:{rnd(ALNUM, 20)}",
          f"echo 'fs-replica.acme.internal:5432:features:ds_ro:{senha()}' >> ~/.pgpass && chmod 600 ~/.pgpass")

    r.add("bureau_sftp_password",
          f"sftp do bureau (arquivos de score) sftp://acme_ds@sftp.bureau.test  senha: {senha()}",
          f"lftp -u acme_ds,'{senha()}' sftp://sftp.parceiro-credito.test")

    r.add("phone_unlock_pin",
          f"pin do celular corporativo {pin(6)}",
          f"senha de desbloqueio do iphone de testes (QA do app): {pin(6)}",
          f"android do trabalho — padrão não, PIN: {pin(6)}")

    r.add("password_manager_master_password",
          f"master password do bitwarden: {phrase(PT_WORDS, 4, '-')}-{digits(2)}",
          f"senha mestra do cofre: {senha()}{senha()[:4]}")

    r.add("kafka_sasl_credentials",
          f"confluent cloud (topic transacoes-raw)\napi key: {rnd(UPPER + DIGITS, 16)}\napi secret: {rnd(B64, 64)}",
          f"sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"{rnd(UPPER + DIGITS, 16)}\" password=\"{rnd(B64, 64)}\";")

    r.add("redis_password",
          f"redis de features online: redis://:{rnd(ALNUM, 32)}@online-fs.acme.internal:6379/0",
          f"redis-cli -h cache.acme.internal -a '{senha()}'",
          f"requirepass {rnd(ALNUM, 32)}  ← redis.conf do cache de scores")

    r.add("jwt_signing_secret",
          f"JWT_SECRET da API de score interna: {b64u_bytes(48)}",
          f"scoring-api settings.py\nSECRET_KEY = '{rnd(ALNUM + '!@#$%^&*(-_=+)', 50)}'")

    r.add("api_bearer_token",
          f"curl https://score-api.acme.internal/v1/score -H \"Authorization: Bearer sa_{rnd(ALNUM, 40)}\"",
          f"token fixo do parceiro pra chamar nossa API de antifraude: {rnd(HEX, 40)}  (x-api-key)")

    r.add("azure_storage_key",
          f"DefaultEndpointsProtocol=https;AccountName=acmedslake;AccountKey={b64(secrets.token_bytes(64))};EndpointSuffix=core.acme.internal",
          f"storage account acmedslake key1: {b64(secrets.token_bytes(64))}",
          f"az storage blob list --account-name acmedslake --account-key '{b64(secrets.token_bytes(64))}' -c bronze")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("pix_key_cpf",
          f"chave pix pra me pagar o churrasco: {cpf()} (CPF)",
          f"pix do aluguel (proprietário): {cpf(False)} — Banco Inter",
          f"minha chave pix é o CPF: {cpf()}")

    r.add("pix_key_phone",
          f"pix da diarista: {celular()} (celular)",
          f"chave pix = telefone {celular_raw()}",
          f"racha do presente da Ana → pix {celular()} nome Marina S.")

    r.add("pix_key_email",
          "pix da vaquinha do time: financeiro.festa@acme.example",
          "chave pix (email) pra reembolso: joao.silva.ds@acme.example")

    r.add("pix_random_key",
          f"chave aleatória do PIX (nubank): {uid()}",
          f"pix do condomínio — chave aleatória\n{uid()}\nfavorecido: Cond. Ed. Jacarandá",
          f"manda o pix pra essa chave evp: {uid()} (é a minha, pode compartilhar)",
          f"PIX key: {uid()}  — conta PJ da consultoria")

    r.add("pix_copia_e_cola",
          f"pix copia e cola da mensalidade da academia:\n{pix_copia_e_cola(uid(), 'ACADEMIA FORMA SP', 'SAO PAULO', '149.90')}",
          f"qr code do pix do bolão (copia e cola): {pix_copia_e_cola(cpf(False), 'JOAO SILVA', 'SAO PAULO')}",
          f"{pix_copia_e_cola(celular_raw(), 'MARIA DOCES', 'SAO PAULO', '85.00')}\n↑ pix dos docinhos do aniversário")

    r.add("cpf_number",
          f"CPF da minha mãe pro plano de saúde: {cpf()}",
          f"cadastro do dependente — CPF {cpf(False)}, nascimento 12/04/2015",
          f"pra nota fiscal do curso: CPF {cpf()}")

    r.add("cnpj_number",
          f"CNPJ da fintech (pra NF do notebook): {cnpj()}",
          f"fornecedor de dados de bureau — CNPJ {cnpj()}",
          f"meu MEI: {cnpj(False)}")

    r.add("boleto_linha_digitavel",
          f"boleto do IPTU parcela 3: {boleto_line('001')}",
          f"boleto da escola vence dia 10\n{boleto_line('341')}",
          f"linha digitável condomínio {boleto_line('237')}")

    r.add("nfe_access_key",
          f"chave de acesso da NF-e do monitor: {nfe_key()}",
          f"NF do notebook (garantia): chave {nfe_key(False)}",
          f"nota fiscal da cadeira → {nfe_key()} (pra pedir reembolso no RH)")

    r.add("mlflow_run_id",
          f"melhor run do xgboost v3 (AUC 0.812): run_id {hexs(32)}",
          f"mlflow.register_model('runs:/{hexs(32)}/model', 'credit_score_pf')",
          f"runs pra comparar no relatório:\n- baseline {hexs(32)}\n- com features de open finance {hexs(32)}\n- sem bureau {hexs(32)}",
          f"run {hexs(32)} falhou no step de calibração, ver logs")

    r.add("mlflow_experiment_id",
          f"experiment id do projeto fraude-pix: {digits(16, lead=True)}",
          f"mlflow.set_experiment(experiment_id=\"{digits(15, lead=True)}\")",
          f"exp {digits(4, lead=True)} = churn cartão, exp {digits(4, lead=True)} = limite dinâmico")

    r.add("mlflow_model_uri",
          f"modelo em prod: models:/credit_score_pf/{secrets.randbelow(30) + 1} (alias champion)",
          f"model uri do challenger: runs:/{hexs(32)}/xgb_model")

    r.add("s3_path_with_hash",
          f"artefatos do treino: s3://acme-ds-artifacts/mlflow/{digits(3, lead=True)}/{hexs(32)}/artifacts/model/model.pkl",
          f"snapshot das features de out/24: s3://acme-feature-snapshots/credit/dt=2024-10-31/part-00000-{uid()}-c000.snappy.parquet",
          f"aws s3 cp s3://acme-ds-raw/bureau/{hexs(40)}.csv.gz ./data/")

    r.add("model_checksum",
          f"sha256 do model.onnx que subiu pra prod: {sha256()}",
          f"md5 do pickle do scaler {hexs(32)} — conferir antes de carregar",
          f"checksum do artefato (sha256:{sha256()}) bate com o do registry")

    r.add("databricks_notebook_id",
          f"notebook de EDA do open finance: {dbx_host()}/#notebook/{digits(16, lead=True)}",
          f"notebook_id {digits(16, lead=True)} (feature_engineering_v2)")

    r.add("databricks_cluster_id",
          f"cluster de treino (ML runtime 15.4, GPU): {dbx_cluster()}",
          f"cluster_id: {dbx_cluster()}\nnode_type: i3.xlarge\nautotermination: 60min",
          f"databricks clusters start --cluster-id {dbx_cluster()}")

    r.add("databricks_workspace_url",
          f"workspace de prod: {dbx_host()}",
          f"host dev = {dbx_host()}  | org id {digits(16, lead=True)}",
          f"DATABRICKS_HOST={dbx_host()}\nDATABRICKS_TOKEN=${{DATABRICKS_TOKEN}}  # vem do secret manager")

    r.add("databricks_job_id",
          f"job de scoring diário: job_id {digits(15, lead=True)}, run {digits(16, lead=True)} falhou às 03:12",
          f"databricks jobs run-now --job-id {digits(15, lead=True)}")

    r.add("dataset_version",
          f"tabela gold.features_credito está na versão {secrets.randbelow(400) + 10} do delta (VERSION AS OF pra reproduzir o treino)",
          f"dvc: data/train.parquet md5 {hexs(32)} (v2024.11)",
          f"dataset de fraude v3.{secrets.randbelow(9)}.{secrets.randbelow(20)} — snapshot {hexs(12)}")

    r.add("token_expired_note",
          "o PAT do databricks expirou de novo (90 dias), preciso gerar outro na segunda",
          "token do dbt cloud venceu ontem → job das 6h quebrou. Pedir pro Rafa gerar um service token novo",
          "HF token antigo expirado, o novo tá no 1Password no item 'huggingface-write'")

    r.add("token_revoked_note",
          "revoguei a openai key que vazou no notebook compartilhado. Nova já tá no secret scope ds-prod",
          "AWS access key do ds-joao desativada pelo time de segurança (rotação trimestral), criar nova pelo portal",
          f"kaggle: cliquei em 'Expire API Token' em {secrets.randbelow(28) + 1:02d}/03, o kaggle.json local não vale mais")

    r.add("secret_reference",
          "senha do snowflake svc_dbt está no vault: secret/data/ds/snowflake/svc_dbt (campo password)",
          "dbutils.secrets.get(scope=\"ds-prod\", key=\"fs-postgres-password\")",
          "a passphrase da chave do snowflake tá no envelope lacrado na gaveta da Camila",
          "aws secretsmanager get-secret-value --secret-id prod/feature-store/pg --query SecretString")

    r.add("env_var_reference",
          "export SNOWFLAKE_PASSWORD=\"$(op read op://DS/snowflake/password)\"",
          "no .env.example: OPENAI_API_KEY=\nHF_TOKEN=\nKAGGLE_KEY=\n(preencher localmente, nunca commitar)",
          "password: ${FS_PG_PASSWORD}  # injetado pelo airflow via Variable")

    r.add("password_policy_note",
          "política nova do gov.br: senha com 8+ caracteres, maiúscula, número e símbolo",
          "snowflake vai exigir MFA ou key-pair pra todos os usuários a partir de nov/25; senha sozinha não vai mais",
          "o PIN do cartão itaú tem 4 dígitos e a senha eletrônica 6; não pode sequência tipo 123456")

    r.add("pin_changed_note",
          "troquei a senha do cartão nubank no app hoje (a anterior era a mesma do itaú, burrice)",
          "itaú bloqueou a senha eletrônica depois de 3 tentativas, desbloquear no caixa com o cartão")

    r.add("snowflake_public_key",
          f"ALTER USER SVC_DBT SET RSA_PUBLIC_KEY='{b64(bytes.fromhex('30820122300d06092a864886f70d01010105000382010f003082010a0282010100') + secrets.token_bytes(256) + bytes.fromhex('0203010001'))[:392]}';",
          f"rsa_key.pub (pública, pode mandar pro admin):\n{pem('PUBLIC KEY', 6)}")

    r.add("snowflake_key_fingerprint",
          f"DESC USER SVC_AIRFLOW → RSA_PUBLIC_KEY_FP = SHA256:{b64(secrets.token_bytes(32))}",
          f"fingerprint da chave pública nova: SHA256:{b64(secrets.token_bytes(32))} (a antiga foi removida)")

    r.add("snowflake_query_id",
          f"query lenta do dashboard: {sf_query_id()} (37 min, spill pra remote)",
          f"query_id {sf_query_id()} falhou por timeout no WH_DS_XS",
          f"SELECT * FROM TABLE(RESULT_SCAN('{sf_query_id()}'));")

    r.add("snowflake_account_locator",
          f"account locator: {rnd(LOWER, 2)}{digits(5)}.sa-east-1.aws — org acme, account ds_prod",
          f"snowflake url: https://acme-dsprod.snowflakecomputing.acme.internal (locator {rnd(UPPER, 2)}{digits(5)})")

    r.add("ssh_public_key",
          f"minha chave pública pro bastion:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} joao@mbp-acme",
          f"authorized_keys do servidor de treino tem: ssh-rsa {ssh_pub('ssh-rsa', 260)} ds-batch")

    r.add("gpg_fingerprint",
          f"fingerprint gpg pra assinar commits: {groups(hexs(40).upper(), 4)}",
          f"key id {hexs(16).upper()} (pública no keyserver)")

    r.add("git_commit_sha",
          f"feature de open finance entrou no commit {hexs(40)}",
          f"reverter {hexs(7)} — quebrou o pipeline de calibração",
          f"git checkout {hexs(40)} pra reproduzir o modelo de jan")

    r.add("docker_image_digest",
          f"imagem de treino: acme/ds-train@sha256:{sha256()}",
          f"digest da imagem do serviço de score em prod sha256:{sha256()}",
          f"FROM python:3.11-slim@sha256:{sha256()}")

    r.add("aws_arn",
          f"role do job: arn:aws:iam::{aws_account()}:role/ds-training-job",
          f"bucket policy permite arn:aws:iam::{aws_account()}:user/ds-joao",
          f"secret do fs: arn:aws:secretsmanager:sa-east-1:{aws_account()}:secret:prod/feature-store/pg-{rnd(ALNUM, 6)}")

    r.add("aws_kms_key_id",
          f"kms key do bucket de artefatos: {uid()}",
          f"arn:aws:kms:sa-east-1:{aws_account()}:key/{uid()} (SSE-KMS)")

    r.add("hf_model_revision",
          f"modelo de embeddings fixado na revision {hexs(40)} (bertimbau fine-tuned)",
          f"AutoModel.from_pretrained('acme-risk/ner-contratos', revision='{hexs(40)}')",
          f"HF dataset acme-risk/reclamacoes-pt commit {hexs(40)}")

    r.add("kaggle_reference",
          f"kaggle competitions submit -c home-credit-default-risk -f sub.csv -m 'lgbm v{secrets.randbelow(20)}'  → submission id {digits(8, lead=True)}",
          "dataset do kaggle: joaods/transacoes-sinteticas-pix (versão 4)")

    r.add("openai_object_ids",
          f"batch de classificação dos chamados: batch_{rnd(HEX, 32)} / arquivo file-{rnd(ALNUM, 22)}",
          f"request id do erro 500 da openai: req_{hexs(32)}",
          f"fine-tune job ftjob-{rnd(ALNUM, 24)} terminou, modelo ft:gpt-4o-mini-2024-07-18:acme::{rnd(ALNUM, 8)}")

    r.add("airflow_dag_run_id",
          "dag_run_id scheduled__2025-03-04T06:00:00+00:00 do dag feature_refresh falhou na task load_fs",
          f"manual__2025-02-17T14:22:{secrets.randbelow(60):02d}.{digits(6)}+00:00 ← rodada manual do backfill",
          f"airflow tasks clear -s 2025-01-01 -e 2025-01-31 credit_features_daily  (try {secrets.randbelow(4) + 1})")

    r.add("dbt_run_reference",
          f"dbt cloud run {digits(9, lead=True)} (job {digits(6, lead=True)}) — model stg_transacoes falhou",
          f"manifest.json do run {uid()} salvo em s3://acme-dbt-artifacts/")

    r.add("metabase_public_link",
          f"link público do dashboard de inadimplência (ok mandar pro comercial): https://metabase.acme.internal/public/dashboard/{uid()}",
          f"question pública: https://metabase.acme.internal/public/question/{uid()}")

    r.add("metabase_ids",
          f"dashboard id {digits(3, lead=True)}, card {digits(4, lead=True)} — embed param 'cliente_id' travado",
          "MB_EMBEDDING_SECRET_KEY tá definido no ECS task definition, não no .env; quem rotaciona é o time de BI")

    r.add("stripe_publishable_key",
          f"publishable key do checkout (vai no front mesmo): pk_live_{rnd(ALNUM, 99)}",
          f"STRIPE_PUBLISHABLE_KEY=pk_test_{rnd(ALNUM, 99)}")

    r.add("cep_postcode",
          f"CEP do escritório novo: {cep()} (Av. Faria Lima)",
          f"entrega do monitor no CEP {cep()} — apto 52",
          f"cep da casa da minha mãe {cep().replace('-', '')}")

    r.add("phone_number",
          f"suporte databricks BR: {celular()}",
          f"telefone do Rafa (plataforma): {celular()}",
          f"SAC itaú 4004-{digits(4)} | nubank 0800 {digits(3)} {digits(4)}")

    r.add("correios_tracking",
          f"rastreio do teclado: {correios()}",
          f"pedido da amazon, código de rastreio {correios()}",
          f"devolução do fone → postar com o código de autorização {digits(8)} e rastrear {correios()}")

    r.add("order_number",
          f"pedido #{digits(10, lead=True)} no mercado livre (cabo usb-c)",
          f"Amazon order 70{digits(1)}-{digits(7)}-{digits(7)} — monitor LG")

    r.add("flight_booking_locator",
          f"voo pro Data Summit: LATAM localizador {rnd(UPPER, 6)}, e-ticket {digits(13, lead=True)}",
          f"reserva hotel SF confirmação {digits(10, lead=True)} | localizador azul {rnd(UPPER + DIGITS, 6)}")

    r.add("vehicle_plate",
          f"placa do carro pro estacionamento do prédio: {placa()}",
          f"renavam {renavam()} placa {placa()} — IPVA 2025 pago")

    r.add("company_bank_details",
          f"dados bancários da acme pra NF de consultoria: Itaú (341) ag {digits(4)} cc {digits(5)}-{digits(1)}, CNPJ {cnpj()}",
          f"pagamentos internacionais (vai no invoice): IBAN {iban('BR', '60701190' + digits(5) + digits(10) + 'C1')} / SWIFT ITAUBRSP")

    r.add("coupon_code",
          f"cupom do curso de MLOps: DATA{rnd(UPPER + DIGITS, 6)} (30% off até sexta)",
          f"código promocional ifood {rnd(UPPER, 4)}{digits(2)}")

    r.add("card_last_digits",
          f"assinatura do chatgpt tá no cartão nubank final {digits(4)}",
          f"fatura itaú: compra AWS*{digits(6)} no cartão terminado em {digits(4)}")

    r.add("support_protocol",
          f"protocolo de atendimento nubank: {digits(14, lead=True)}",
          f"chamado no service desk INC{digits(7)} — acesso ao bucket de bureau",
          f"protocolo gov.br {digits(4)}.{digits(6)}.{digits(4)}-{digits(2)} (pedido de CNH digital)")

    r.add("jira_ticket",
          f"DSR-{secrets.randbelow(900) + 100}: migrar features de bureau pro unity catalog",
          f"ticket RISK-{secrets.randbelow(9000) + 1000} — rotacionar token do dbt (feito, ver comentário)")

    r.add("version_strings",
          f"versões que funcionam juntas: xgboost==2.1.{secrets.randbelow(4)} scikit-learn==1.5.{secrets.randbelow(3)} mlflow==2.{secrets.randbelow(20)}.{secrets.randbelow(3)}",
          f"Databricks Runtime 15.4 LTS ML (Scala 2.12, Spark 3.5.0), dbt-snowflake 1.8.{secrets.randbelow(5)}",
          f"airflow 2.9.{secrets.randbelow(4)} / python 3.11.{secrets.randbelow(10)} / snowflake-connector-python 3.12.{secrets.randbelow(4)}")

    r.add("hosts_and_ips",
          f"fs-pg-primary.acme.internal = 10.30.{secrets.randbelow(255)}.{secrets.randbelow(255)}, réplica 10.30.{secrets.randbelow(255)}.{secrets.randbelow(255)}",
          f"NAT do airflow: {secrets.randbelow(200) + 20}.{secrets.randbelow(255)}.{secrets.randbelow(255)}.{secrets.randbelow(255)} (liberar no allowlist do snowflake)",
          "mlflow.acme.internal:5000 e metabase.acme.internal:3000 só dentro da VPN")

    r.add("uuid_trace_ids",
          f"trace do erro 502 na API de score: x-request-id {uid()}",
          f"customer_id de teste no sandbox: {uid()} (não é cliente real)")

    r.add("feature_store_reference",
          f"tabela features.credit_v{secrets.randbelow(9) + 1} no fs, partição snapshot_id={hexs(16)}",
          "conexão do feature store: host fs-pg.acme.internal, db features, user fs_reader (senha no vault, campo pg_password)")

    r.add("config_placeholder",
          "profiles.yml\nacme:\n  outputs:\n    dev:\n      type: snowflake\n      account: acme-sa1\n      user: JOAO_DS\n      private_key_path: ~/.ssh/rsa_key.p8\n      private_key_passphrase: \"{{ env_var('SNOWFLAKE_PK_PASSPHRASE') }}\"",
          "[DEFAULT]\nhost = https://dbc-xxxxxxxx-xxxx.cloud.databricks.example\ntoken = <seu_token_aqui>",
          "OPENAI_API_KEY=sk-proj-... (coloca a sua, a minha é pessoal)")

    r.add("hash_in_dataset",
          f"cpf_hash (sha256 com salt do projeto) exemplo: {sha256()}",
          f"coluna device_fingerprint tem valores tipo {hexs(32)}, é hash do SDK antifraude")

    return r


def main() -> None:
    write_corpora("make_heldout125.py", [
        ("heldout125_credentials.yaml", credentials(), "batch 125 (São Paulo fintech data scientist, pt-BR/English notes), written blind; every value synthetic"),
        ("heldout125_lookalikes.yaml", lookalikes(), "batch 125 look-alikes: PIX keys, CPF/CNPJ, boletos, NF-e keys, MLflow/Databricks ids, token talk, written blind"),
    ])


if __name__ == "__main__":
    main()
