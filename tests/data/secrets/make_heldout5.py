# ruff: noqa: E501
"""Writes heldout5_credentials.yaml and heldout5_lookalikes.yaml: the fifth blind held-out batch.

This batch was written without reading the detector, its tests, its benchmarks or any earlier
corpus (only make_heldout.py's helper functions were read, to share them). It measures whether
the memory-note secret filter generalises to credentials and look-alikes phrased the way people
and assistants actually write notes: titles, chatty sentences, pasted terminal and config
snippets, lists, third-person summaries, and several languages. Never tune the detector on
these files: a fix that makes them pass is a fix for a new batch, not this one.

Every value is synthetic and drawn from `secrets` on each run; hosts are under `.test`,
`.internal`, `example` or `acme`. Run `python make_heldout5.py` in this folder to redraw.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    BASE58,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    b64,
    b64url,
    hexs,
    openssh_private,
    pem_body,
    pw,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = (
    "anchor", "bamboo", "cactus", "dizzy", "eagle", "fabric", "gadget", "harvest", "island",
    "jelly", "kettle", "lunar", "marble", "noodle", "orbit", "pepper", "quarry", "ribbon",
    "saddle", "timber", "umbrella", "velvet", "walnut", "yellow", "zebra", "copper", "meadow",
    "silent", "forest", "rocket", "candle", "puzzle",
)


def digits(n: int) -> str:
    return "".join(secrets.choice(DIGITS) for _ in range(n))


def seed(n: int) -> str:
    return " ".join(secrets.choice(WORDS) for _ in range(n))


def jwt(claims: dict) -> str:
    head = b64url({"alg": "HS256", "typ": "JWT"})
    return f"{head}.{b64url(claims)}.{rnd(URLSAFE, 43)}"


def wif(first: str) -> str:
    return first + rnd(BASE58, 50 if first == "5" else 51)


def pem(label: str, lines: int = 4) -> str:
    return f"-----BEGIN {label}-----\n{pem_body(lines)}\n-----END {label}-----"


def otp_list(n: int) -> str:
    return "\n".join(f"{i + 1}. {digits(8)}" for i in range(n))


def credentials() -> list[tuple[str, str]]:
    gcloud = json.dumps({
        "type": "service_account", "project_id": "acme-data-417", "private_key_id": hexs(40),
        "private_key": "-----BEGIN PRIVATE KEY-----\n" + pem_body(3) + "\n-----END PRIVATE KEY-----\n",
        "client_email": "etl@acme-data-417.iam.gserviceaccount.com", "client_id": digits(21),
    }, indent=2)
    azure_sp = json.dumps({
        "appId": uid(), "displayName": "acme-deploy", "password": rnd(ALNUM + "~._-", 40), "tenant": uid(),
    }, indent=2)
    azure_sp2 = json.dumps({"clientId": uid(), "clientSecret": rnd(ALNUM + "~._-", 40), "subscriptionId": uid(), "tenantId": uid()})
    return [
        # --- SaaS tokens with prefixes ---
        ("github_pat", f"github token for the laptop: ghp_{rnd(ALNUM, 36)}"),
        ("github_pat", f"Remember: Sam's fine-grained GitHub PAT is github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}"),
        ("gitlab_pat", f"btw the gitlab token for the runner box is glpat-{rnd(URLSAFE, 20)}"),
        ("gitlab_pat", f"GITLAB_TOKEN=glpat-{rnd(URLSAFE, 20)}"),
        ("slack_bot", f"Slack bot token (alerts app): xoxb-{digits(12)}-{digits(13)}-{rnd(ALNUM, 24)}"),
        ("slack_bot", f"El token del bot de Slack es xoxb-{digits(11)}-{digits(13)}-{rnd(ALNUM, 24)}"),
        ("stripe_secret", f"stripe live secret key sk_live_{rnd(ALNUM, 24)}"),
        ("stripe_secret", f"Priya asked me to keep the Stripe restricted key: rk_live_{rnd(ALNUM, 99)}"),
        ("openai_key", f"my openai key -> sk-proj-{rnd(URLSAFE, 48)}"),
        ("openai_key", f"OPENAI_API_KEY=sk-{rnd(ALNUM, 48)}"),
        ("anthropic_key", f"Anthropic API key for the side project: sk-ant-api03-{rnd(URLSAFE, 93)}AA"),
        ("anthropic_key", f"export ANTHROPIC_API_KEY='sk-ant-api03-{rnd(URLSAFE, 93)}AA'"),
        ("huggingface", f"HF token (write) hf_{rnd(ALNUM, 34)}"),
        ("huggingface", f"Der Hugging-Face-Token fürs Hochladen ist hf_{rnd(ALNUM, 34)}"),
        ("npm_token", f"//registry.npmjs.org/:_authToken=npm_{rnd(ALNUM, 36)}"),
        ("npm_token", f"npm publish token: npm_{rnd(ALNUM, 36)}"),
        ("pypi_token", f"PyPI upload token for acme-utils: pypi-AgEIcHlwaS5vcmc{rnd(URLSAFE, 70)}"),
        ("pypi_token", f"[pypi]\nusername = __token__\npassword = pypi-AgEIcHlwaS5vcmc{rnd(URLSAFE, 70)}"),
        ("sendgrid", f"SendGrid key: SG.{rnd(URLSAFE, 22)}.{rnd(URLSAFE, 43)}"),
        ("sendgrid", f"la clé SendGrid du site vitrine est SG.{rnd(URLSAFE, 22)}.{rnd(URLSAFE, 43)}"),
        ("digitalocean", f"DO personal access token dop_v1_{hexs(64)}"),
        ("digitalocean", f"doctl auth init --access-token dop_v1_{hexs(64)}"),
        ("shopify", f"Shopify admin API access token for the store: shpat_{hexs(32)}"),
        ("shopify", f"Lena's Shopify private app token is shpat_{hexs(32)}"),
        ("twilio", f"Twilio: account SID AC{hexs(32)}, auth token {hexs(32)}"),
        ("twilio", f"TWILIO_AUTH_TOKEN={hexs(32)}"),
        ("aws_access", f"aws keys for the backup user: AKIA{rnd(UPPER + DIGITS, 16)} / {rnd(ALNUM + '/+', 40)}"),
        ("aws_access", f"[default]\naws_access_key_id = AKIA{rnd(UPPER + DIGITS, 16)}\naws_secret_access_key = {rnd(ALNUM + '/+', 40)}\nregion = eu-central-1"),
        ("aws_access", f"[prod]\naws_access_key_id=ASIA{rnd(UPPER + DIGITS, 16)}\naws_secret_access_key={rnd(ALNUM + '/+', 40)}\naws_session_token={rnd(ALNUM + '/+', 180)}"),
        ("grafana", f"grafana service account token glsa_{rnd(ALNUM, 32)}_{hexs(8)}"),
        ("grafana", f"Grafana Cloud API token: glc_{rnd(ALNUM + '=', 80)}"),
        ("databricks", f"databricks token dapi{hexs(32)}"),
        ("databricks", f"DATABRICKS_TOKEN=dapi{hexs(32)}-3"),
        ("linear", f"Linear API key (personal) lin_api_{rnd(ALNUM, 40)}"),
        ("linear", f"Il token API di Linear è lin_api_{rnd(ALNUM, 40)}"),
        ("doppler", f"doppler service token dp.st.prd.{rnd(ALNUM, 43)}"),
        ("doppler", f"DOPPLER_TOKEN=dp.st.dev.{rnd(ALNUM, 43)}"),
        ("postman", f"postman api key PMAK-{hexs(24)}-{hexs(34)}"),
        ("postman", f"Chris's Postman key is PMAK-{hexs(24)}-{hexs(34)}"),
        # --- vendor tokens without a prefix ---
        ("datadog", f"datadog api key {hexs(32)}, app key {hexs(40)}"),
        ("datadog", f"DD_API_KEY={hexs(32)}"),
        ("mailgun_plain", f"Mailgun private API key for mg.acme.test: {hexs(32)}-{hexs(8)}-{hexs(8)}"),
        ("mailgun_plain", f"o token do Mailgun é {hexs(32)}-{hexs(8)}-{hexs(8)}"),
        ("circleci", f"CircleCI personal token: {hexs(40)}"),
        ("circleci", f"btw the circleci api token is {hexs(40)} (expires never)"),
        ("jenkins", f"Sam's Jenkins API token is {hexs(34)}"),
        ("jenkins", f"jenkins user deploy-bot, api token {hexs(34)}"),
        ("heroku", f"heroku api key {uid()}"),
        ("heroku", f"HEROKU_API_KEY={uid()}"),
        ("hubspot_plain", f"HubSpot private app access token: pat-eu1-{uid()}"),
        ("hubspot_plain", f"De HubSpot-toegangstoken voor de CRM-koppeling is pat-na1-{uid()}"),
        ("mixpanel_secret", f"Mixpanel project secret (server side export): {hexs(32)}"),
        ("mixpanel_secret", f"mixpanel api secret = {hexs(32)}"),
        ("newrelic", f"New Relic user API key NRAK-{rnd(UPPER + DIGITS, 27)}"),
        ("newrelic", f"new relic license key (ingest) {hexs(36)}NRAL"),
        ("atlas", f"MongoDB Atlas API private key: {uid()} (public key {rnd(LOWER, 8)})"),
        ("atlas", f"Atlas programmatic key: public {rnd(LOWER, 8)}, private {uid()}"),
        ("algolia_admin", f"Algolia admin API key {hexs(32)}"),
        ("algolia_admin", f"Clave de administrador de Algolia: {hexs(32)}"),
        ("cloudflare", f"Cloudflare API token (DNS edit) {rnd(URLSAFE, 40)}"),
        ("cloudflare", f"CF global api key is {hexs(37)}"),
        ("telegram_bot", f"Telegram bot token {digits(10)}:{rnd(URLSAFE, 35)}"),
        ("telegram_bot", f"Der Token vom Telegram-Bot: {digits(10)}:AA{rnd(URLSAFE, 33)}"),
        ("supabase_service", f"supabase service_role key: {jwt({'iss': 'supabase', 'ref': rnd(LOWER, 20), 'role': 'service_role'})}"),
        ("supabase_service", f"SUPABASE_SERVICE_ROLE_KEY={jwt({'iss': 'supabase', 'role': 'service_role'})}"),
        ("planetscale", f"PlanetScale password for main branch: pscale_pw_{rnd(URLSAFE, 43)}"),
        ("planetscale", f"pscale service token pscale_tkn_{rnd(URLSAFE, 43)}"),
        ("salesforce", f"salesforce security token for api user: {rnd(ALNUM, 25)}"),
        ("salesforce", f"The SF consumer secret is {hexs(64).upper()}"),
        ("sentry_auth", f"Sentry auth token for source maps: sntrys_{rnd(ALNUM, 80)}"),
        ("sentry_auth", f"SENTRY_AUTH_TOKEN={hexs(64)}"),
        # --- connection strings ---
        ("postgres_uri", f"prod db: postgresql://app:{rnd(ALNUM, 18)}@db-1.acme.internal:5432/orders"),
        ("postgres_uri", f"DATABASE_URL=postgres://reporting:{rnd(ALNUM, 20)}@pg.example.test/analytics?sslmode=require"),
        ("kv_connstr", f"host=10.0.4.7 port=5432 dbname=crm user=crm_rw password={rnd(ALNUM, 16)} sslmode=verify-full"),
        ("kv_connstr", f"Server=sql01.acme.internal;Database=Payroll;User Id=payroll_svc;Password={pw()};Encrypt=True;"),
        ("jdbc", f"jdbc:mysql://db.acme.internal:3306/shop?user=shop&password={rnd(ALNUM, 14)}&useSSL=true"),
        ("jdbc", f"spring.datasource.url=jdbc:postgresql://pg.acme.test/billing\nspring.datasource.username=billing\nspring.datasource.password={pw()}"),
        ("odbc", f"DRIVER={{ODBC Driver 18 for SQL Server}};SERVER=tcp:acme.database.windows.net,1433;UID=etl;PWD={pw()}"),
        ("odbc", f"Das ODBC-DSN für Excel: Driver={{PostgreSQL Unicode}};Server=pg.acme.internal;Uid=excel;Pwd={rnd(ALNUM, 15)};"),
        ("go_dsn", f'db, err := sql.Open("mysql", "api:{rnd(ALNUM, 16)}@tcp(mysql.acme.internal:3306)/api?parseTime=true")'),
        ("go_dsn", f'pool, _ := pgxpool.New(ctx, "postgres://worker:{rnd(ALNUM, 18)}@pg.acme.test:5432/jobs")'),
        ("rust_driver", f'let pool = PgPoolOptions::new().connect("postgres://svc:{rnd(ALNUM, 17)}@localhost/inventory").await?;'),
        ("rust_driver", f'let client = redis::Client::open("redis://:{rnd(ALNUM, 24)}@cache.acme.internal:6379/0")?;'),
        ("python_driver", f'conn = psycopg2.connect(host="pg.acme.internal", dbname="ml", user="ml", password="{pw()}")'),
        ("python_driver", f'client = pymongo.MongoClient("mongodb+srv://admin:{rnd(ALNUM, 16)}@cluster0.ab1cd.mongodb.net/?retryWrites=true")'),
        ("broker_uri", f"amqp://events:{rnd(ALNUM, 20)}@rabbit.acme.internal:5672/prod"),
        ("broker_uri", f"kafka sasl creds: username=ingest password={rnd(ALNUM, 22)} (bootstrap kafka.acme.test:9093)"),
        ("broker_uri", f"REDIS_URL=rediss://default:{rnd(ALNUM, 32)}@eu1-sunny-fox-31245.upstash.io:6379"),
        # --- passwords in code ---
        ("code_password", f'password = "{pw()}"  # admin panel'),
        ("code_password", f'const dbPassword = "{pw()}";'),
        ("code_password", f'$config["smtp_pass"] = "{pw()}";'),
        ("code_call_password", f'smtp.login("alerts@acme.test", "{pw()}")'),
        ("code_call_password", f'ldap.simple_bind_s("cn=admin,dc=acme,dc=internal", "{pw()}")'),
        ("code_call_password", f'new NetworkCredential("svc_backup", "{pw()}", "ACME")'),
        ("code_literal_password", f'creds = {{"user": "ops", "pass": "{pw()}"}}'),
        ("code_literal_password", f'{{ :username => "deploy", :password => "{pw()}" }}'),
        ("code_literal_password", f'val props = mapOf("user" to "etl", "password" to "{pw()}")'),
        ("code_annotation_password", f'@Value("${{db.password:{pw()}}}")\nprivate String dbPassword;'),
        ("code_annotation_password", f'[ConnectionString("Host=pg;Username=app;Password={pw()}")]'),
        # --- prose passwords and PINs ---
        ("prose_pin", f"the code for the bike lock is {digits(4)}"),
        ("prose_pin", f"mi PIN de la tarjeta es {digits(4)}"),
        ("prose_pin", f"Anna's phone unlock PIN: {digits(6)}"),
        ("prose_password", f"het wachtwoord van de router is {pw()}"),
        ("prose_password", f"le mot de passe du NAS c'est {pw()}"),
        ("prose_password", f"Passwort für das Familienkonto bei Netflix: {pw()}"),
        ("prose_password", f"a senha do email da escola é {pw()}"),
        ("prose_password", f"la password del portale INPS è {pw()}"),
        ("alarm_code", f"alarm code for grandma's house {digits(5)}, disarm within 30s"),
        ("alarm_code", f"Der Code für die Alarmanlage ist {digits(4)}#"),
        # --- Wi-Fi ---
        ("wifi_key", f"Wi-Fi: network Maple-5G, password {pw()}"),
        ("wifi_key", f"WIFI:T:WPA;S:CasaRossi;P:{rnd(ALNUM, 14)};;"),
        ("wifi_key", f"la clave del wifi de la oficina es {rnd(ALNUM, 12)}"),
        # --- HTTP headers and curl ---
        ("http_header", f"curl -H 'X-Api-Key: {rnd(ALNUM, 32)}' https://api.acme.test/v2/orders"),
        ("http_header", f"curl https://partner.example.test/feed -H \"X-Partner-Token: {hexs(40)}\""),
        ("http_header", f"Authorization: Bearer {rnd(URLSAFE, 48)}"),
        ("http_header", f"headers = {{'Ocp-Apim-Subscription-Key': '{hexs(32)}'}}"),
        ("basic_auth", f"curl -u admin:{pw()} https://jenkins.acme.internal/api/json"),
        ("basic_auth", f"https://ci:{rnd(ALNUM, 18)}@nexus.acme.internal/repository/maven-releases/"),
        # --- cloud credential files ---
        ("gcloud_json", gcloud),
        ("gcloud_json", "key.json for the etl service account:\n" + json.dumps({"type": "service_account", "private_key_id": hexs(40), "private_key": "-----BEGIN PRIVATE KEY-----\n" + pem_body(2) + "\n-----END PRIVATE KEY-----\n"})),
        ("azure_sp", azure_sp),
        ("azure_sp", "az ad sp output (deploy principal): " + azure_sp2),
        # --- private keys ---
        ("ssh_private", openssh_private()),
        ("ssh_private", "deploy key for the staging box:\n" + pem("RSA PRIVATE KEY", 5)),
        ("tls_private", "TLS key for shop.acme.test\n" + pem("PRIVATE KEY", 4)),
        ("tls_private", pem("EC PRIVATE KEY", 3)),
        ("gpg_private", pem("PGP PRIVATE KEY BLOCK", 6)),
        ("gpg_private", "my gpg secret key backup:\n" + pem("PGP PRIVATE KEY BLOCK", 4)),
        ("raw_private_key", f"wireguard private key: {b64(secrets.token_bytes(32))}"),
        ("raw_private_key", f"ed25519 private key (base64) {b64(secrets.token_bytes(64))}"),
        # --- JWTs, cookies, OAuth ---
        ("jwt_access", f"access token: {jwt({'sub': uid(), 'scope': 'read write', 'exp': 1893456000})}"),
        ("jwt_access", f"refresh_token={jwt({'sub': 'sam', 'typ': 'refresh'})}"),
        ("jwt_access", f"Le jeton de rafraîchissement de l'API est {jwt({'uid': digits(6)})}"),
        ("session_cookie", f"Cookie: sessionid={rnd(LOWER + DIGITS, 32)}; csrftoken={rnd(ALNUM, 32)}"),
        ("session_cookie", f"the laravel_session cookie value is {rnd(URLSAFE, 120)}%3D"),
        ("session_cookie", f"connect.sid=s%3A{rnd(URLSAFE, 32)}.{rnd(ALNUM + '%', 44)}"),
        ("oauth_client_secret", f"Google OAuth client secret: GOCSPX-{rnd(URLSAFE, 28)}"),
        ("oauth_client_secret", f"client_id: acme-portal\nclient_secret: {rnd(ALNUM, 40)}"),
        ("oauth_client_secret", f"Discord app client secret {rnd(URLSAFE, 32)}"),
        ("webhook_secret", f"stripe webhook signing secret whsec_{rnd(ALNUM, 32)}"),
        ("webhook_secret", f"GitHub webhook secret for the deploy hook: {hexs(40)}"),
        ("webhook_secret", f"SVIX signing secret whsec_{b64(secrets.token_bytes(24))}"),
        # --- encryption keys ---
        ("aes_key", f"AES-256 key for the backups (hex): {hexs(64)}"),
        ("aes_key", f"ENCRYPTION_KEY=base64:{b64(secrets.token_bytes(32))}"),
        ("aes_key", f"Fernet key for the tokens table: {rnd(URLSAFE, 43)}="),
        ("app_secret_key", f"DJANGO SECRET_KEY = '{rnd(LOWER + DIGITS + '!@#$%^&*(-_=+)', 50)}'"),
        ("app_secret_key", f"rails secret_key_base: {hexs(128)}"),
        # --- license keys ---
        ("license_key", f"license key for JetBrains All Products: {rnd(UPPER + DIGITS, 10)}-{rnd(UPPER + DIGITS, 10)}"),
        ("license_key", f"Windows 11 Pro product key {'-'.join(rnd(UPPER + DIGITS, 5) for _ in range(5))}"),
        ("license_key", f"Sublime Text license key (paid):\n----- BEGIN LICENSE -----\nSam Weber\nSingle User License\nEA7E-{digits(6)}\n{hexs(8).upper()} {hexs(8).upper()} {hexs(8).upper()}\n----- END LICENSE -----"),
        # --- password manager, security questions, OTP lists ---
        ("master_password", f"1Password master password: {seed(4).replace(' ', '-')}{digits(2)}"),
        ("master_password", f"KeePass database master password is {pw()}"),
        ("master_password", f"Bitwarden Masterpasswort: {pw()}"),
        ("security_answer", f"mother's maiden name for the bank: {secrets.choice(['Kowalczyk', 'Brennan', 'Oyelaran', 'Fitzgerald'])}{digits(2)}"),
        ("security_answer", f"security question answer (first pet) for the airline account: {secrets.choice(WORDS)}{digits(3)}"),
        ("security_answer", f"Sicherheitsfrage Sparkasse (Geburtsort der Mutter): {secrets.choice(WORDS).capitalize()}{digits(2)}"),
        ("otp_list", f"Backup codes for Google account:\n{otp_list(6)}"),
        ("otp_list", "TAN list (bank) " + " ".join(digits(6) for _ in range(8))),
        ("totp_seed", f"TOTP secret for the admin 2FA: {rnd(UPPER + '234567', 32)}"),
        ("totp_seed", f"otpauth://totp/ACME:sam?secret={rnd(UPPER + '234567', 32)}&issuer=ACME"),
        # --- crypto ---
        ("seed_phrase", f"ledger recovery phrase: {seed(24)}"),
        ("seed_phrase", f"Frase semilla de MetaMask: {seed(12)}"),
        ("seed_phrase", f"seed words (wallet 2)\n{chr(10).join(f'{i + 1}. {w}' for i, w in enumerate(seed(12).split()))}"),
        ("crypto_privkey", f"ETH private key for the test wallet: 0x{hexs(64)}"),
        ("crypto_privkey", f"bitcoin WIF private key {wif('5')}"),
        ("crypto_privkey", f"paper wallet privkey: {wif(secrets.choice('KL'))}"),
        # --- misc infra ---
        ("k8s_secret_data", f"apiVersion: v1\nkind: Secret\ndata:\n  password: {b64(pw().encode())}\n  api-token: {b64(rnd(ALNUM, 32).encode())}"),
        ("k8s_secret_data", f"kubeconfig user token: {rnd(LOWER + DIGITS, 6)}.{rnd(LOWER + DIGITS, 16)}"),
        ("vault_token", f"VAULT_TOKEN=hvs.{rnd(URLSAFE, 90)}"),
        ("vault_token", f"root token from vault operator init: hvs.{rnd(ALNUM, 24)}"),
        ("docker_auth", '{"auths": {"registry.acme.internal": {"auth": "' + b64(f"ci:{rnd(ALNUM, 20)}".encode()) + '"}}}'),
        ("docker_auth", f"docker login ghcr.io -u sam -p ghp_{rnd(ALNUM, 36)}"),
        ("env_file", f".env for the api:\nDB_PASSWORD={pw()}\nJWT_SECRET={rnd(ALNUM, 48)}\nPORT=8080"),
        ("env_file", f"SMTP_USER=noreply@acme.test\nSMTP_PASSWORD={rnd(ALNUM, 16)}"),
    ]


def lookalikes() -> list[tuple[str, str]]:
    return [
        # --- git and build ---
        ("git_sha", f"fixed in commit {hexs(40)} on main"),
        ("git_sha", f"git cherry-pick {hexs(7)} && git push"),
        ("git_sha", f"Die Regression kam mit {hexs(12)} rein, revert ist {hexs(12)}."),
        ("container_digest", f"image: ghcr.io/acme/api@sha256:{hexs(64)}"),
        ("container_digest", f"docker ps shows container {hexs(12)} restarting"),
        ("container_digest", f"sha256:{hexs(64)} is the digest of the 2.4.1 release image"),
        ("package_lock", f'"integrity": "sha512-{b64(secrets.token_bytes(64))}"'),
        ("package_lock", f'[[package]]\nname = "serde"\nversion = "1.0.197"\nchecksum = "{hexs(64)}"'),
        ("package_lock", f"requests==2.31.0 --hash=sha256:{hexs(64)}"),
        ("build_artifact", f"dist/main.{hexs(8)}.js is 412 kB after the split"),
        ("build_artifact", f"build #4821 produced acme-agent-{hexs(7)}-linux-amd64.tar.gz"),
        ("file_hash_name", f"photo IMG_{digits(4)}_{hexs(8)}.jpg is the good one"),
        ("file_hash_name", f"md5 of the iso: {hexs(32)}"),
        ("file_hash_name", f"SHA-256 checksum of the installer: {hexs(64)} (matches the website)"),
        # --- cloud resource ids ---
        ("cloud_arn", f"arn:aws:iam::{digits(12)}:role/acme-deploy"),
        ("cloud_arn", f"Lambda ARN arn:aws:lambda:eu-west-1:{digits(12)}:function:resize-images"),
        ("cloud_resource_id", f"the broken instance is i-{hexs(17)} in subnet subnet-{hexs(17)}"),
        ("cloud_resource_id", f"/subscriptions/{uid()}/resourceGroups/rg-acme-prod/providers/Microsoft.Web/sites/acme-api"),
        ("cloud_resource_id", f"GCP project acme-data-417, VM id {digits(19)}"),
        ("cloud_resource_id", f"AMI ami-{hexs(17)} is the hardened base image"),
        # --- ids ---
        ("trace_id", f"trace id {hexs(32)} shows the slow span in checkout"),
        ("trace_id", f"traceparent: 00-{hexs(32)}-{hexs(16)}-01"),
        ("request_id", f"support ticket mentions request id req_{rnd(ALNUM, 14)}"),
        ("request_id", f"X-Request-Id: {uid()} - that's the one that 500'd"),
        ("request_id", f"x-amz-request-id {rnd(UPPER + DIGITS, 16)}"),
        ("db_uuid", f"customer row {uid()} has a duplicate email"),
        ("db_uuid", f"SELECT * FROM orders WHERE id = '{uid()}';"),
        ("db_uuid", f"El pedido con id {uid()} se quedó en estado pendiente"),
        ("stripe_object_id", f"refund issued for charge ch_{rnd(ALNUM, 24)}, customer cus_{rnd(ALNUM, 14)}"),
        ("stripe_object_id", f"invoice in_{rnd(ALNUM, 24)} is still open"),
        ("object_key", f"s3://acme-backups/2024/05/{uid()}.tar.zst"),
        ("object_key", f"gs://acme-ml/checkpoints/run-{hexs(8)}/step-12000/model.safetensors"),
        ("cdn_url", f"https://cdn.acme.test/assets/logo.{hexs(10)}.svg"),
        ("cdn_url", f"https://images.example.test/{uid()}/w=800"),
        ("short_link", f"slides are at https://bit.ly/{rnd(ALNUM, 7)}"),
        ("short_link", f"Zoom recording: https://acme.zoom.us/rec/share/{rnd(URLSAFE, 20)}"),
        ("youtube_id", f"the talk is https://www.youtube.com/watch?v={rnd(URLSAFE, 11)}"),
        ("youtube_id", f"Il video del tutorial: youtu.be/{rnd(URLSAFE, 11)}"),
        # --- public keys, certs, fingerprints ---
        ("ssh_public", f"ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} sam@laptop"),
        ("ssh_public", f"add this to authorized_keys on the pi: ssh-rsa {ssh_pub('ssh-rsa', 270)} deploy@ci"),
        ("public_pem", "server public key:\n" + pem("PUBLIC KEY", 3)),
        ("certificate", pem("CERTIFICATE", 6)),
        ("certificate", "CA bundle for the internal proxy:\n" + pem("CERTIFICATE", 4)),
        ("fingerprint", f"host key fingerprint SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}"),
        ("fingerprint", f"GPG key fingerprint {' '.join(hexs(4).upper() for _ in range(10))}"),
        ("fingerprint", f"Le certificat a l'empreinte SHA-1 {':'.join(hexs(2).upper() for _ in range(20))}"),
        ("wireguard_public", f"[Peer]\nPublicKey = {b64(secrets.token_bytes(32))}\nAllowedIPs = 10.8.0.2/32\nEndpoint = vpn.acme.test:51820"),
        ("age_recipient", f"age recipient: age1{rnd('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}"),
        # --- public addresses ---
        ("crypto_address", f"send the refund to my ETH address 0x{hexs(40)}"),
        ("crypto_address", f"bitcoin donation address bc1q{rnd('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 38)}"),
        ("crypto_address", f"Solana wallet (public): {rnd(BASE58, 44)}"),
        # --- public client ids and publishable keys ---
        ("publishable_key", f"stripe publishable key pk_live_{rnd(ALNUM, 99)}"),
        ("publishable_key", f"NEXT_PUBLIC_SUPABASE_ANON_KEY is the anon key, safe in the browser: {jwt({'iss': 'supabase', 'role': 'anon'})}"),
        ("publishable_key", f"Algolia search-only API key {hexs(32)} (public, goes in the frontend)"),
        ("client_id", f"Google OAuth client id {digits(12)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com"),
        ("client_id", f"Azure app (client) ID {uid()}, tenant ID {uid()}"),
        ("site_key", f"reCAPTCHA site key 6L{rnd(URLSAFE, 38)}"),
        ("site_key", f"Sentry DSN for the frontend https://{hexs(32)}@o{digits(6)}.ingest.sentry.io/{digits(7)}"),
        ("site_key", f"Mapbox public token pk.eyJ1Ijoic2FtIiwiYSI6I{rnd(ALNUM, 20)}.{rnd(URLSAFE, 22)}"),
        ("analytics_id", f"GA4 measurement id G-{rnd(UPPER + DIGITS, 10)}, GTM container GTM-{rnd(UPPER + DIGITS, 7)}"),
        # --- templated secret references ---
        ("helm_ref", "password: {{ .Values.postgresql.auth.password }}"),
        ("helm_ref", 'apiKey: {{ required "apiKey is required" .Values.datadog.apiKey | b64enc }}'),
        ("jinja_ref", "db_password: \"{{ vault_db_password }}\""),
        ("jinja_ref", "ansible_become_password: \"{{ lookup('community.hashi_vault.hashi_vault', 'secret=kv/data/ops:become') }}\""),
        ("gha_ref", "env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}"),
        ("gha_ref", "password: ${{ secrets.DOCKERHUB_PASSWORD }} # set in repo settings"),
        ("gitlab_ref", "script:\n  - docker login -u $CI_REGISTRY_USER -p $CI_REGISTRY_PASSWORD $CI_REGISTRY"),
        ("gitlab_ref", "variables:\n  DB_PASSWORD: $PROD_DB_PASSWORD  # masked variable"),
        ("terraform_ref", 'password = var.db_password\napi_key  = data.aws_secretsmanager_secret_version.api.secret_string'),
        ("terraform_ref", 'variable "admin_password" {\n  type      = string\n  sensitive = true\n}'),
        ("docker_secret_path", "the app reads its DB password from /run/secrets/db_password"),
        ("docker_secret_path", "POSTGRES_PASSWORD_FILE=/run/secrets/postgres_password"),
        ("systemd_cred", "LoadCredential=api-token:/etc/acme/api-token\nExecStart=/usr/bin/acme --token-file=${CREDENTIALS_DIRECTORY}/api-token"),
        ("k8s_secret_ref", "env:\n- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: pg-credentials\n      key: password"),
        ("k8s_secret_ref", "envFrom:\n  - secretRef:\n      name: stripe-keys"),
        ("vault_ref", "vault kv get -field=password secret/prod/postgres"),
        ("vault_ref", "DB_PASSWORD=vault:secret/data/app#db_password"),
        ("op_ref", "export GITHUB_TOKEN=$(op read 'op://Private/GitHub/token')"),
        ("op_ref", "OPENAI_API_KEY=op://Dev/OpenAI/credential"),
        ("bitwarden_ref", f"bws secret get {uid()} | jq -r .value"),
        ("aws_sm_ref", f"arn:aws:secretsmanager:eu-central-1:{digits(12)}:secret:prod/db-{rnd(ALNUM, 6)}"),
        ("gcp_sm_ref", "projects/acme-data-417/secrets/stripe-api-key/versions/latest"),
        ("azure_kv_ref", "@Microsoft.KeyVault(SecretUri=https://acme-kv.vault.azure.net/secrets/DbPassword/)"),
        ("shell_var_ref", 'curl -H "Authorization: Bearer $API_TOKEN" https://api.acme.test/me'),
        ("shell_var_ref", "psql \"postgresql://app:${PGPASSWORD}@db.acme.internal/orders\""),
        # --- placeholders and redactions ---
        ("placeholder", "OPENAI_API_KEY=sk-...your-key-here..."),
        ("placeholder", "password: <your password>"),
        ("placeholder", "DATABASE_URL=postgres://USER:PASSWORD@HOST:5432/DBNAME"),
        ("redacted", "Authorization: Bearer ********"),
        ("redacted", "aws_secret_access_key = [REDACTED]"),
        ("redacted", "token: ghp_************************************ (masked in logs)"),
        ("placeholder", "api_key: changeme"),
        ("placeholder", "La contraseña es xxxxxxxx en el ejemplo de la documentación, pon la tuya."),
        # --- config keys with non-secret values ---
        ("config_nonsecret", "password_min_length=12\npassword_require_symbol=true"),
        ("config_nonsecret", "token_ttl=3600\nrefresh_token_ttl=1209600"),
        ("config_nonsecret", "secret_rotation_days: 30"),
        ("config_nonsecret", "API_KEY_HEADER=X-Api-Key"),
        ("config_nonsecret", "JWT_ALGORITHM=RS256\nJWT_ISSUER=https://auth.acme.test"),
        ("config_nonsecret", f"key_id: {hexs(16)}  # kid in the JWKS, public"),
        ("config_nonsecret", "session_timeout = 30m\nsession_cookie_secure = true"),
        ("config_nonsecret", "PASSWORD_HASHERS = ['django.contrib.auth.hashers.Argon2PasswordHasher']"),
        ("config_nonsecret", "max_tokens: 4096\ntemperature: 0.2"),
        ("config_nonsecret", "ssh:\n  password_authentication: no\n  pubkey_authentication: yes"),
        ("config_nonsecret", f"kms_key_alias: alias/acme-backups  # key ARN arn:aws:kms:eu-west-1:{digits(12)}:key/{uid()}"),
        # --- prose about secrets with no secret ---
        ("prose_no_secret", "Remind me to rotate the Stripe keys next Friday."),
        ("prose_no_secret", "Sam said the Jenkins token expired, he'll make a new one and put it in 1Password."),
        ("prose_no_secret", "Ich muss mein Passwort für die Steuererklärung zurücksetzen, der Link kommt per Mail."),
        ("prose_no_secret", "Je dois changer le mot de passe du wifi, trop de voisins le connaissent."),
        ("prose_no_secret", "Ricordami di attivare l'autenticazione a due fattori su GitHub."),
        ("prose_no_secret", "De API-sleutel staat in de kluis onder 'Mollie live', niet in de repo zetten."),
        ("prose_no_secret", "A senha do banco vence a cada 90 dias; trocar em junho."),
        ("prose_no_secret", "Olvidé el PIN de la tarjeta, pedir uno nuevo en la oficina."),
        ("prose_no_secret", "User prefers passkeys over passwords and uses a YubiKey for 2FA."),
        # --- everyday random-looking strings ---
        ("booking_ref", f"flight booking reference {rnd(UPPER + DIGITS, 6)}, LH{digits(4)} Munich to Lisbon on 14 June"),
        ("booking_ref", f"Hotel confirmation number {digits(10)} for the Porto trip"),
        ("booking_ref", f"Código de reserva de Renfe: {rnd(UPPER + DIGITS, 6)}"),
        ("parcel_tracking", f"DHL tracking {digits(10)}"),
        ("parcel_tracking", f"UPS 1Z{rnd(UPPER + DIGITS, 16)} should arrive Thursday"),
        ("parcel_tracking", f"Sendungsnummer DPD {digits(14)}"),
        ("sku", f"ordered the replacement filter, SKU {rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 6)}"),
        ("sku", f"IKEA KALLAX art. no. {digits(3)}.{digits(3)}.{digits(2)}"),
        ("serial_number", f"laptop serial number {rnd(UPPER + DIGITS, 10)} (for the warranty claim)"),
        ("serial_number", f"Numéro de série du lave-linge: {rnd(UPPER + DIGITS, 12)}"),
        ("wifi_ssid", f"the guest network is called ACME-Guest-{hexs(4).upper()}, password is on the fridge"),
        ("wifi_ssid", f"SSID: FRITZ!Box 7590 {rnd(UPPER, 2)}"),
        ("license_plate", f"rental car plate M-{rnd(UPPER, 2)} {digits(4)}"),
        ("license_plate", f"La matrícula del coche es {digits(4)} {rnd('BCDFGHJKLMNPRSTVWXYZ', 3)}"),
        ("postcode", f"new address: Keizersgracht {digits(3)}, {digits(4)} {rnd(UPPER, 2)} Amsterdam"),
        ("phone_number", f"dentist +49 30 {digits(8)}"),
        ("phone_number", f"Numero del idraulico: +39 3{digits(2)} {digits(7)}"),
        ("coordinates", "parking spot at 48.137154, 11.576124"),
        ("colour_code", f"brand colours: #{hexs(6)}, #{hexs(6)}, accent #{hexs(6)}"),
        ("version_string", f"running 3.12.{digits(1)}+build.{hexs(7)} on the staging box"),
        ("version_string", f"firmware v2.{digits(1)}.{digits(2)}-rc{digits(1)}-g{hexs(7)}"),
        ("base64_harmless", f"the header value is {b64(b'hello from the acme staging environment')} (just a greeting)"),
        ("base64_harmless", f"data:image/png;base64,{b64(bytes.fromhex('89504e470d0a1a0a') + secrets.token_bytes(48))}"),
        ("meeting_id", f"Zoom meeting ID {digits(3)} {digits(4)} {digits(4)}"),
        ("meeting_id", f"Teams meeting https://teams.microsoft.com/l/meetup-join/19%3ameeting_{rnd(ALNUM, 40)}%40thread.v2/0"),
        ("customer_number", f"Kundennummer bei den Stadtwerken: {digits(9)}"),
        ("customer_number", f"insurance policy no. POL-{digits(8)}-{rnd(UPPER, 2)}"),
        ("isbn_doi", f"paper doi 10.{digits(4)}/{rnd(LOWER + DIGITS, 10)}"),
        ("hash_in_prose", "the bcrypt cost is 12; hashes look like $2b$12$ followed by 53 chars, never store them in notes"),
        ("hash_in_prose", f"npm audit flagged GHSA-{rnd('23456789cfghjmpqrvwx', 4)}-{rnd('23456789cfghjmpqrvwx', 4)}-{rnd('23456789cfghjmpqrvwx', 4)}"),
        ("cve", f"patch CVE-2024-{digits(5)} on the gateway"),
        ("uuid_in_url", f"Notion page https://www.notion.so/acme/Roadmap-{hexs(32)}"),
        ("uuid_in_url", f"Figma file https://www.figma.com/file/{rnd(ALNUM, 22)}/Onboarding"),
        ("random_name", f"docker container name {secrets.choice(WORDS)}_{secrets.choice(WORDS)} is the old redis"),
        ("random_name", f"k8s pod api-{rnd(LOWER + DIGITS, 10)}-{rnd(LOWER + DIGITS, 5)} keeps crashlooping"),
        ("ticket_id", f"JIRA ACME-{digits(4)} tracks the token refresh bug"),
        ("ticket_id", f"Zendesk #{digits(6)}: customer cannot reset password"),
    ]


def main() -> None:
    write_corpora("make_heldout5.py", [
        ("heldout5_credentials.yaml", credentials(), "fifth blind batch of synthetic credentials in note phrasing; none is real"),
        ("heldout5_lookalikes.yaml", lookalikes(), "fifth blind batch of legitimate notes that look like secrets"),
    ])


if __name__ == "__main__":
    main()
