# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout7_credentials.yaml and heldout7_lookalikes.yaml: a seventh blind held-out batch.

This batch was written without reading the detector, its tests or any earlier corpus (only the
helper functions of make_heldout.py were looked at). Half of it is the tidy third-person notes an
LLM assistant writes about its user after a conversation; half is what developers and ordinary
people paste into a chat and ask to have remembered, mostly in English with some German, French,
Spanish, Portuguese and Italian. It measures generalisation: never tune the detector on it. A redraw
(`python make_heldout7.py`) is a new held-out set, not a fix.

Every value is synthetic, drawn from `secrets`; hosts live under `.test`, `.internal` or `acme`.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    BASE58,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    b64,
    basic,
    digits,
    hexs,
    jwt,
    kube_key_data,
    openssh_private,
    pem,
    pem_body,
    phrase,
    png,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = ["orbit", "velvet", "canyon", "pepper", "lunar", "wagon", "thistle", "harvest", "meadow", "copper", "glacier", "saddle", "ribbon", "falcon", "quarry", "tundra", "violin", "marble", "anchor", "blossom", "cactus", "dolphin", "ember", "fossil", "gravel", "hollow", "island", "jacket", "kettle", "lemon", "mirror", "nectar", "oyster", "pillow", "quiver", "raven", "shadow", "timber", "umbrella", "vessel", "walnut", "yonder", "zebra", "absorb", "brisk", "clever", "dwarf", "elbow"]


def session_jwt() -> str:
    return jwt({"sub": uid(), "iat": 1718000000 + secrets.randbelow(10**6), "scope": "api"})


def azure_secret() -> str:
    return rnd(ALNUM, 3) + "8Q~" + rnd(ALNUM + "-_.~", 31)


def credentials() -> list[tuple[str, str]]:
    aws_id = "AKIA" + rnd(UPPER + "234567", 16)
    gcp = json.dumps({
        "type": "service_account",
        "project_id": "acme-analytics-prod",
        "private_key_id": hexs(40),
        "private_key": pem("PRIVATE KEY", 6) + "\n",
        "client_email": "etl-runner@acme-analytics-prod.iam.gserviceaccount.com",
        "client_id": digits(21),
        "token_uri": "https://oauth2.googleapis.com/token",
    }, indent=2)
    return [
        # OpenAI / Anthropic / other LLM vendors
        ("openai_key", f"User's OpenAI API key for the side project is sk-proj-{rnd(URLSAFE, 156)}"),
        ("openai_key", f"remember my openai key pls: sk-{rnd(ALNUM, 48)}"),
        ("anthropic_key", f"Priya keeps the Anthropic key for the eval harness as sk-ant-api03-{rnd(URLSAFE, 93)}AA"),
        ("anthropic_key", f"ANTHROPIC_API_KEY=sk-ant-api03-{rnd(URLSAFE, 93)}AA"),
        ("huggingface_token", f"HF token (write access) for pushing the fine-tunes: hf_{rnd(ALNUM, 34)}"),
        ("huggingface_token", f"Der Hugging-Face-Token des Nutzers lautet hf_{rnd(ALNUM, 34)}"),
        ("generic_vendor_key", f"Mistral API key: {rnd(ALNUM, 32)}"),
        ("generic_vendor_key", f"User's Datadog API key is {hexs(32)} and the app key is {hexs(40)}."),
        ("generic_vendor_key", f"Algolia admin API key (not the search-only one!): {hexs(32)}"),
        # code hosting
        ("github_token", f"User's GitHub personal access token: ghp_{rnd(ALNUM, 36)}"),
        ("github_token", f"fine-grained PAT for the release bot -> github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}"),
        ("github_token", f"Le jeton GitHub de Amélie pour la CI est gho_{rnd(ALNUM, 36)}"),
        ("gitlab_token", f"GitLab deploy token for the runners: glpat-{rnd(URLSAFE, 20)}"),
        ("gitlab_token", f"Marcus uses this GitLab access token on his laptop: glpat-{rnd(URLSAFE, 20)}"),
        ("package_registry_token", f"//registry.npmjs.org/:_authToken=npm_{rnd(ALNUM, 36)}"),
        ("package_registry_token", f"PyPI upload token for tandem-utils:\npypi-AgEIcHlwaS5vcmc{rnd(URLSAFE, 140)}"),
        ("package_registry_token", f"Docker Hub access token of the user: dckr_pat_{rnd(URLSAFE, 27)}"),
        # payments, messaging, email
        ("stripe_secret", f"Stripe live secret key: sk_live_{rnd(ALNUM, 99)}"),
        ("stripe_secret", f"User's restricted Stripe key for the refunds script is rk_live_{rnd(ALNUM, 99)}"),
        ("stripe_webhook_secret", f"STRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}"),
        ("stripe_webhook_secret", f"The Stripe webhook signing secret for staging is whsec_{rnd(ALNUM, 32)}"),
        ("slack_token", f"Slack bot token for the standup bot: xoxb-{digits(12)}-{digits(13)}-{rnd(ALNUM, 24)}"),
        ("slack_token", f"Chen's Slack user token (for the export script) is xoxp-{digits(12)}-{digits(12)}-{digits(13)}-{hexs(32)}"),
        ("twilio_credentials", f"Twilio account SID AC{hexs(32)}, auth token {hexs(32)}"),
        ("twilio_credentials", f"Twilio API key SK{hexs(32)} with secret {rnd(ALNUM, 32)}"),
        ("sendgrid_key", f"SendGrid API key: SG.{rnd(URLSAFE, 22)}.{rnd(URLSAFE, 43)}"),
        ("sendgrid_key", f"La clave de SendGrid de Lucía para los correos transaccionales es SG.{rnd(URLSAFE, 22)}.{rnd(URLSAFE, 43)}"),
        ("mailgun_key", f"Mailgun private API key: key-{hexs(32)}"),
        ("mailgun_key", f"MAILGUN_API_KEY={hexs(32)}-{hexs(8)}-{hexs(8)}"),
        ("telegram_bot_token", f"Telegram bot token for the family reminders bot: {digits(10)}:AA{rnd(URLSAFE, 33)}"),
        ("telegram_bot_token", f"O token do bot do Telegram do João é {digits(10)}:AA{rnd(URLSAFE, 33)}"),
        # webhooks with secrets
        ("slack_webhook", f"Slack incoming webhook for #alerts: https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}"),
        ("slack_webhook", f"User asked me to remember the deploy-notifications webhook: https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}"),
        ("discord_webhook", f"Discord webhook for the guild announcements: https://discord.com/api/webhooks/{digits(19)}/{rnd(URLSAFE, 68)}"),
        ("discord_webhook", f"Webhook Discord del server di Giulia: https://discordapp.com/api/webhooks/{digits(18)}/{rnd(URLSAFE, 68)}"),
        ("teams_webhook", f"Teams channel webhook (ops): https://acme.webhook.office.com/webhookb2/{uid()}@{uid()}/IncomingWebhook/{hexs(32)}/{uid()}/V2{rnd(URLSAFE, 45)}"),
        ("teams_webhook", f"TEAMS_WEBHOOK_URL=https://acme.webhook.office.com/webhookb2/{uid()}@{uid()}/IncomingWebhook/{hexs(32)}/{uid()}"),
        # cloud
        ("aws_keys", f"User's AWS keys for the personal account:\naws_access_key_id = {aws_id}\naws_secret_access_key = {rnd(ALNUM + '/+', 40)}"),
        ("aws_keys", f"Priya's CI IAM user: access key AKIA{rnd(UPPER + '234567', 16)}, secret {rnd(ALNUM + '/+', 40)}"),
        ("aws_keys", f"export AWS_ACCESS_KEY_ID=AKIA{rnd(UPPER + '234567', 16)}\nexport AWS_SECRET_ACCESS_KEY={rnd(ALNUM + '/+', 40)}\nexport AWS_DEFAULT_REGION=eu-west-1"),
        ("aws_session", f"Temporary AWS session token from the SSO login: aws_session_token = IQoJb3JpZ2luX2VjE{rnd(B64, 300)}"),
        ("aws_session", f"AWS_SECRET_ACCESS_KEY for the temp role is {rnd(ALNUM + '/+', 40)}"),
        ("gcp_service_account", f"Service-account key file for the ETL job:\n{gcp}"),
        ("gcp_service_account", f'GCP SA JSON snippet: "private_key_id": "{hexs(40)}", "private_key": "-----BEGIN PRIVATE KEY-----\\n{b64(secrets.token_bytes(96))}\\n-----END PRIVATE KEY-----\\n"'),
        ("azure_client_secret", f"Azure app registration 'tandem-sync': tenant {uid()}, client id {uid()}, client secret {azure_secret()}"),
        ("azure_client_secret", f"AZURE_CLIENT_SECRET={azure_secret()}"),
        ("azure_client_secret", f"Das Client-Secret der Azure-App von Jonas ist {azure_secret()} (läuft im März ab)."),
        ("azure_storage_key", f"DefaultEndpointsProtocol=https;AccountName=acmebackups;AccountKey={b64(secrets.token_bytes(64))};EndpointSuffix=core.windows.net"),
        ("azure_storage_key", f"Storage account acmelogs access key 1: {b64(secrets.token_bytes(64))}"),
        ("digitalocean_token", f"DigitalOcean token for terraform: dop_v1_{hexs(64)}"),
        ("vault_token", f"Vault root token from the lab cluster init: hvs.{rnd(ALNUM, 24)}"),
        ("vault_token", f"VAULT_TOKEN=hvs.CAESI{rnd(URLSAFE, 90)}"),
        ("shopify_token", f"Shopify admin API access token for the store: shpat_{hexs(32)}"),
        # kube and docker
        ("kubeconfig", f"kubeconfig for the home k3s cluster:\nusers:\n- name: admin\n  user:\n    client-certificate-data: {b64(secrets.token_bytes(120))}\n    client-key-data: {kube_key_data()}"),
        ("kubeconfig", f"users:\n- name: ci-deployer\n  user:\n    token: {session_jwt()}"),
        ("kube_secret", f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\ndata:\n  username: {b64(b'app')}\n  password: {b64(pw().encode())}"),
        ("docker_auth", f'~/.docker/config.json on the build box:\n{{"auths": {{"registry.acme.test": {{"auth": "{basic("ci", pw())}"}}}}}}'),
        ("docker_auth", f"docker login registry.acme.internal -u deploy -p {pw()}"),
        # databases
        ("database_url", f"DATABASE_URL=postgres://app_user:{rnd(ALNUM, 24)}@db.acme.internal:5432/orders"),
        ("database_url", f"Priya keeps the staging DB credentials as postgresql://priya:{pw()}@staging-db.acme.test/app"),
        ("database_url", f"mongodb+srv://analytics:{rnd(ALNUM, 20)}@cluster0.{rnd(LOWER + DIGITS, 5)}.mongodb.test/?retryWrites=true"),
        ("database_url", f"REDIS_URL=redis://default:{rnd(ALNUM, 32)}@cache.acme.internal:6379/0"),
        ("connection_string", f"Server=tcp:acme-sql.database.windows.test,1433;Database=crm;User ID=crm_admin;Password={pw()};Encrypt=True;"),
        ("connection_string", f"La cadena de conexión de MySQL: mysql://root:{pw()}@127.0.0.1:3306/tienda"),
        ("connection_string", f"jdbc:oracle:thin:scott/{pw()}@//ora.acme.internal:1521/ORCLPDB1"),
        # private keys
        ("pem_private_key", f"User's TLS private key for the home server:\n{pem('RSA PRIVATE KEY', 8)}"),
        ("pem_private_key", pem("EC PRIVATE KEY", 3)),
        ("pem_private_key", f"signing key (PKCS#8):\n{pem('PRIVATE KEY', 5)}"),
        ("openssh_private_key", f"Marcus's deploy key for the VPS:\n{openssh_private()}"),
        ("openssh_private_key", f"ma clé SSH privée, garde-la s'il te plaît :\n{openssh_private()}"),
        ("raw_private_key", f"ed25519 private key (hex): {hexs(64)}"),
        ("raw_private_key", f"User's Ethereum wallet private key is 0x{hexs(64)}"),
        ("raw_private_key", f"age secret key: AGE-SECRET-KEY-1{rnd('QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L', 58)}"),
        ("wireguard_private_key", f"[Interface]\nPrivateKey = {b64(secrets.token_bytes(32))}\nAddress = 10.8.0.2/32\nDNS = 10.8.0.1"),
        ("wireguard_private_key", f"Chave privada do WireGuard do roteador: {b64(secrets.token_bytes(32))}"),
        ("app_secret_key", f"Django SECRET_KEY = '{rnd(LOWER + DIGITS + '!@#$%^&*(-_=+)', 50)}'"),
        ("app_secret_key", f"secret_key_base for the Rails app: {hexs(128)}"),
        ("app_secret_key", f"JWT_SECRET={b64(secrets.token_bytes(48))}"),
        # passphrases
        ("ssh_passphrase", f"The passphrase on User's id_ed25519 key is \"{phrase(WORDS, 5)}\""),
        ("ssh_passphrase", f"SSH key passphrase: {pw()}"),
        ("gpg_passphrase", f"Remember: the GPG key passphrase is {phrase(WORDS, 6)}"),
        ("gpg_passphrase", f"La passphrase della chiave GPG di Giulia è {pw()}"),
        ("passphrase", f"Master password for Bitwarden: {phrase(WORDS, 4).replace(' ', '-')}-{digits(2)}"),
        ("passphrase", f"KeePass database passphrase: {phrase(WORDS, 5)}"),
        # passwords in prose
        ("password_prose", f"User's Netflix password is {pw()}"),
        ("password_prose", f"Priya's work email password: {pw()} (she said it's fine to keep it here)"),
        ("password_prose", f"my router admin login is admin / {pw()}"),
        ("password_prose", f"Das Passwort für das Steuerportal ist {pw()}"),
        ("password_prose", f"Mot de passe de la box Internet : {pw()}"),
        ("password_prose", f"A senha do internet banking da mãe do usuário é {pw()}"),
        ("password_config", f"spring.datasource.username=app\nspring.datasource.password={pw()}"),
        ("password_config", f"db:\n  host: db.acme.internal\n  user: reporting\n  password: \"{pw()}\""),
        ("password_config", f"POSTGRES_PASSWORD={rnd(ALNUM, 24)}"),
        ("netrc", f"machine api.acme.test\n  login deploy\n  password {rnd(ALNUM, 28)}"),
        ("url_with_password", f"https://admin:{pw()}@grafana.acme.internal/dashboards"),
        ("url_with_password", f"sftp://backup:{rnd(ALNUM, 18)}@nas.home.internal:22/volume1"),
        ("basic_auth", f"Authorization: Basic {basic('jenkins', pw())}"),
        ("basic_auth", f"curl -u admin:{pw()} https://jenkins.acme.internal/api/json"),
        # Wi-Fi
        ("wifi_password", f"User's home Wi-Fi password is {pw()}"),
        ("wifi_password", f"Wi-Fi at the cabin: network 'LakeHouse', password {phrase(WORDS, 3).replace(' ', '')}{digits(3)}"),
        ("wifi_password", f"WLAN-Passwort bei Oma: {rnd(DIGITS, 20)}"),
        ("wifi_password", f"Le code Wi-Fi du bureau est {rnd(ALNUM, 12)}"),
        ("wifi_password", f"La contraseña del wifi del piso es {pw()}"),
        ("wifi_password", f"WIFI:T:WPA;S:Casa_Rossi;P:{rnd(ALNUM, 14)};;"),
        # codes
        ("pin", f"User's debit card PIN is {digits(4)}"),
        ("pin", f"SIM PIN {digits(4)}, PUK {digits(8)}"),
        ("pin", f"Il PIN del bancomat di Giulia è {digits(5)}"),
        ("door_code", f"Remember: the building door code is {digits(4)}#"),
        ("door_code", f"Der Türcode für das Büro lautet {digits(6)}"),
        ("door_code", f"Gate code at Chen's parents' house: *{digits(4)}"),
        ("alarm_code", f"Remember: the office alarm code is {digits(4)}"),
        ("alarm_code", f"Code de l'alarme de la maison : {digits(6)}"),
        ("safe_code", f"The hotel-room safe combination the user set is {digits(4)}"),
        ("safe_code", f"La combinación de la caja fuerte es {digits(2)}-{digits(2)}-{digits(2)}"),
        # MFA
        ("totp_seed", f"otpauth://totp/Acme:priya@acme.test?secret={rnd(BASE32, 32)}&issuer=Acme"),
        ("totp_seed", f"2FA setup key for the user's exchange account: {' '.join(rnd(BASE32, 4) for _ in range(8))}"),
        ("totp_seed", f"TOTP secret (authenticator backup): {rnd(BASE32, 16)}"),
        ("recovery_codes", f"GitHub recovery codes for the user:\n{recovery_codes(8, 'github')}"),
        ("recovery_codes", f"Backup codes Google: {recovery_codes(5, 'digits')}"),
        ("recovery_codes", f"Códigos de recuperação do Instagram:\n{recovery_codes(6, 'plain')}"),
        ("seed_phrase", f"User's hardware wallet recovery phrase: {phrase(WORDS, 12)}"),
        ("seed_phrase", f"seed phrase (24 words), keep safe:\n{phrase(WORDS, 24)}"),
        ("seed_phrase", f"Frase semilla de la cartera de Lucía: {phrase(WORDS, 12)}"),
        # sessions and tokens
        ("session_cookie", f"Cookie: sessionid={rnd(LOWER + DIGITS, 32)}; csrftoken={rnd(ALNUM, 64)}"),
        ("session_cookie", f"connect.sid=s%3A{rnd(URLSAFE, 32)}.{rnd(ALNUM + '%', 43)}"),
        ("session_cookie", f"the auth cookie from my browser for the scraper: __Secure-next-auth.session-token={rnd(URLSAFE, 180)}"),
        ("bearer_token", f"Authorization: Bearer {session_jwt()}"),
        ("bearer_token", f"Bearer token for the internal API (valid a year): {rnd(ALNUM, 40)}"),
        ("bearer_token", f"curl -H 'Authorization: Bearer ya29.{rnd(URLSAFE, 150)}' https://www.googleapis.test/drive/v3/files"),
        ("refresh_token", f"OAuth refresh token for the Spotify integration: {rnd(URLSAFE, 131)}"),
        ("refresh_token", f"GOOGLE_REFRESH_TOKEN=1//0{rnd(URLSAFE, 100)}"),
        # signed URLs
        ("s3_presigned_url", f"https://acme-exports.s3.eu-central-1.amazonaws.com/reports/q3.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA{rnd(UPPER + '234567', 16)}%2F20240611%2Feu-central-1%2Fs3%2Faws4_request&X-Amz-Date=20240611T101500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={hexs(64)}"),
        ("s3_presigned_url", f"download link for the backup (expires in 7 days): https://backups-acme.s3.amazonaws.com/db/2024-06-10.dump?AWSAccessKeyId=AKIA{rnd(UPPER + '234567', 16)}&Expires=1718700000&Signature={rnd(ALNUM + '%', 28)}%3D"),
        ("azure_sas_url", f"https://acmedata.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2025-01-01T00:00:00Z&st=2024-06-01T00:00:00Z&spr=https&sig={rnd(ALNUM + '%', 44)}%3D"),
        ("azure_sas_url", f"SAS token for the uploads container: sp=racwdl&st=2024-06-01&se=2024-12-31&sv=2022-11-02&sr=c&sig={rnd(ALNUM, 43)}%3D"),
        ("gcs_signed_url", f"https://storage.googleapis.com/acme-media/intro.mp4?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=signer%40acme-prod.iam.gserviceaccount.com%2F20240611%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20240611T120000Z&X-Goog-Expires=3600&X-Goog-SignedHeaders=host&X-Goog-Signature={hexs(256)}"),
        ("gcs_signed_url", f"signed URL for the dataset: https://storage.googleapis.com/acme-ml/train.tar?GoogleAccessId=exporter@acme-ml.iam.gserviceaccount.com&Expires=1718800000&Signature={rnd(ALNUM + '%', 80)}%3D%3D"),
        # SMTP
        ("smtp_credentials", f"SMTP for the newsletter: smtp.acme.test:587, user news@acme.test, password {pw()}"),
        ("smtp_credentials", f"EMAIL_HOST_USER=alerts@acme.test\nEMAIL_HOST_PASSWORD={rnd(LOWER, 4)} {rnd(LOWER, 4)} {rnd(LOWER, 4)} {rnd(LOWER, 4)}"),
        ("smtp_credentials", f"Gmail app password for the user's NAS notifications: {rnd(LOWER, 4)} {rnd(LOWER, 4)} {rnd(LOWER, 4)} {rnd(LOWER, 4)}"),
        # licences and security answers
        ("license_key", f"User's Windows 11 Pro license key: {'-'.join(rnd(UPPER + DIGITS, 5) for _ in range(5))}"),
        ("license_key", f"JetBrains licence key for Priya:\n{rnd(UPPER + DIGITS, 10)}-{b64(secrets.token_bytes(90))}"),
        ("license_key", f"Chiave di licenza di Office: {'-'.join(rnd(UPPER + DIGITS, 5) for _ in range(5))}"),
        ("security_answer", f"Security question for the user's bank: mother's maiden name -> answer is \"{secrets.choice(['Kowal', 'Brandt', 'Moreau'])}{rnd(LOWER, 4)}\""),
        ("security_answer", f"Answer to 'name of your first pet' on the airline account: {secrets.choice(['Biscuit', 'Pumpkin', 'Mr Whiskers'])}{digits(2)}"),
        ("security_answer", f"Sicherheitsfrage beim Mobilfunkanbieter: Geburtsort des Vaters – Antwort: \"{secrets.choice(['Ober', 'Unter', 'Neu'])}{rnd(LOWER, 5)}{digits(4)}\""),
    ]


CONFIG = b"log_level=debug\nfeature_flags=beta,compact\nregion=eu-west-1"


def lookalikes() -> list[tuple[str, str]]:
    return [
        # hashes and digests
        ("git_sha", f"The regression started at commit {hexs(40)}; bisect confirmed it."),
        ("git_sha", f"User pinned the dependency to git rev {hexs(12)} of acme/parser."),
        ("git_sha", f"cherry-pick {hexs(7)} and {hexs(7)} onto release/2.4"),
        ("file_digest", f"SHA-256 of the installer the user downloaded: {hexs(64)}"),
        ("file_digest", f"Prüfsumme (SHA-1) der ISO-Datei: {hexs(40)}"),
        ("file_digest", f"md5 of the exported photo archive: {hexs(32)}"),
        ("image_digest", f"image: ghcr.io/acme/api@sha256:{hexs(64)}"),
        ("image_digest", f"Deployed digest for the worker is sha256:{hexs(64)} (tag 3.8.1)."),
        ("sri_hash", f'<script src="https://cdn.acme.test/lib.js" integrity="sha384-{b64(secrets.token_bytes(48))}" crossorigin="anonymous"></script>'),
        ("sri_hash", f'"integrity": "sha512-{b64(secrets.token_bytes(64))}"'),
        ("etag", f'The API returned ETag: "{hexs(32)}" for the cached profile.'),
        ("etag", f"S3 object ETag {hexs(32)}-{secrets.randbelow(40) + 2} means it was a multipart upload."),
        # cloud resource identifiers
        ("aws_arn", f"The Lambda role is arn:aws:iam::{digits(12)}:role/tandem-sync-{rnd(LOWER + DIGITS, 8)}"),
        ("aws_arn", f"Secret ARN (the value lives in Secrets Manager, not here): arn:aws:secretsmanager:eu-west-1:{digits(12)}:secret:prod/db-{rnd(ALNUM, 6)}"),
        ("aws_arn", f"KMS key used for the bucket: arn:aws:kms:us-east-1:{digits(12)}:key/{uid()}"),
        ("resource_name", f"Terraform created the bucket acme-logs-{rnd(LOWER + DIGITS, 10)} in eu-central-1."),
        ("resource_name", f"Le compte de stockage s'appelle acmestore{rnd(LOWER + DIGITS, 8)}."),
        ("resource_name", f"EC2 instance i-{hexs(17)} in subnet subnet-{hexs(17)}, security group sg-{hexs(17)}"),
        ("azure_resource_id", f"/subscriptions/{uid()}/resourceGroups/rg-tandem-prod/providers/Microsoft.KeyVault/vaults/kv-tandem-{rnd(LOWER + DIGITS, 5)}"),
        ("azure_resource_id", f"Azure tenant id {uid()} and subscription {uid()} for the user's dev account."),
        ("pod_name", f"The crashing pod is api-{rnd(LOWER + DIGITS, 10)}-{rnd(LOWER + DIGITS, 5)} in namespace payments."),
        ("pod_name", f"kubectl logs -f worker-{rnd(LOWER + DIGITS, 9)}-{rnd(LOWER + DIGITS, 5)} -c sidecar"),
        ("pod_name", f"El pod ingress-nginx-controller-{rnd(LOWER + DIGITS, 10)}-{rnd(LOWER + DIGITS, 5)} se reinicia cada hora."),
        ("gcp_resource", f"GCP project acme-analytics-{digits(6)}, service account etl-runner@acme-analytics-prod.iam.gserviceaccount.com (key is in Secret Manager)."),
        ("gcp_resource", f"BigQuery job id: bquxjob_{hexs(8)}_{hexs(11)}"),
        # request / trace ids
        ("request_id", f"Support asked for the request id: x-request-id {uid()}"),
        ("request_id", f"Cloudflare Ray ID: {hexs(16)}-FRA"),
        ("request_id", f"AWS request id {uid()} on the failed PutObject."),
        ("trace_id", f"traceparent: 00-{hexs(32)}-{hexs(16)}-01"),
        ("trace_id", f"Jaeger trace {hexs(32)} shows the slow span in the auth service."),
        ("trace_id", f"Sentry event id {hexs(32)} for the crash on login."),
        ("record_id", f"User's Notion page id is {hexs(32)}."),
        ("record_id", f"Stripe customer cus_{rnd(ALNUM, 14)}, subscription sub_{rnd(ALNUM, 24)}, invoice in_{rnd(ALNUM, 24)}"),
        ("record_id", f"Die Auftrags-ID im CRM lautet {uid()}."),
        ("record_id", f"MongoDB document _id ObjectId(\"{hexs(24)}\")"),
        # public keys and fingerprints
        ("ssh_public_key", f"User's SSH public key for the new server: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} priya@laptop"),
        ("ssh_public_key", f"authorized_keys entry: ssh-rsa {ssh_pub('ssh-rsa', 270)} ci@build"),
        ("key_fingerprint", f"Host key fingerprint of the VPS: SHA256:{rnd(B64, 43)}"),
        ("key_fingerprint", f"Marcus's GPG key fingerprint is {' '.join(rnd('0123456789ABCDEF', 4) for _ in range(10))}"),
        ("key_fingerprint", f"TLS cert SHA-256 fingerprint: {':'.join(rnd('0123456789ABCDEF', 2) for _ in range(32))}"),
        ("public_certificate", f"Public CA certificate for the home lab:\n-----BEGIN CERTIFICATE-----\n{pem_body(6)}\n-----END CERTIFICATE-----"),
        ("public_key_pem", f"the webhook verification public key:\n-----BEGIN PUBLIC KEY-----\n{pem_body(4)}\n-----END PUBLIC KEY-----"),
        ("wireguard_public_key", f"[Peer]\nPublicKey = {b64(secrets.token_bytes(32))}\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.home.test:51820"),
        ("age_public_key", f"age recipient for the backups: age1{rnd('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}"),
        ("crypto_address", f"User's Bitcoin receiving address: bc1q{rnd('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 38)}"),
        ("crypto_address", f"Ethereum address for donations: 0x{rnd(HEX + 'ABCDEF', 40)}"),
        ("crypto_address", f"Solana wallet (public): {rnd(BASE58, 44)}"),
        # keys that are public by design
        ("publishable_key", f"Stripe publishable key for the checkout page: pk_live_{rnd(ALNUM, 99)}"),
        ("publishable_key", f"NEXT_PUBLIC_STRIPE_KEY=pk_test_{rnd(ALNUM, 99)}"),
        ("site_key", f"reCAPTCHA site key for the contact form: 6L{rnd(URLSAFE, 38)}"),
        ("site_key", f"hCaptcha sitekey: {uid()}"),
        ("site_key", f"Clé de site Turnstile : 0x4AAAAAAA{rnd(URLSAFE, 14)}"),
        ("public_token", f"Mapbox public token (pk, URL-restricted) for the map widget: pk.eyJ1IjoiYWNtZSIsImEiOiJ{rnd(ALNUM, 22)}.{rnd(URLSAFE, 22)}"),
        ("client_id", f"Google OAuth client id: {digits(12)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com"),
        ("client_id", f"Azure app (client) id {uid()}; the secret is in Key Vault under tandem-sync-secret."),
        ("client_id", f"GitHub App client ID Iv1.{hexs(16)}, app id {digits(6)}"),
        # references to secrets
        ("secret_reference", "Priya keeps the staging DB credentials in 1Password, vault 'Engineering', item 'staging-postgres'."),
        ("secret_reference", "The Wi-Fi password is on the sticker under the router; the user doesn't want it stored."),
        ("secret_reference", "Vault path for the API keys: secret/data/tandem/prod/openai (field: api_key)."),
        ("secret_reference", "Das Passwort für den NAS steht im KeePass unter 'Heimnetz/NAS'."),
        ("secret_reference", "La contraseña del banco la guarda Lucía en su gestor de contraseñas, no aquí."),
        ("secret_reference", "aws secretsmanager get-secret-value --secret-id prod/tandem/db --query SecretString"),
        ("env_var_name", "The app reads OPENAI_API_KEY, ANTHROPIC_API_KEY and DATABASE_URL from the environment."),
        ("env_var_name", "Set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY in the CI settings, not in the repo."),
        ("env_var_name", "Missing env var: STRIPE_WEBHOOK_SECRET is not set (the server refuses to start)."),
        ("template_reference", "password: ${{ secrets.DB_PASSWORD }}"),
        ("template_reference", "DATABASE_URL=postgres://${PGUSER}:${PGPASSWORD}@${PGHOST}:5432/${PGDATABASE}"),
        ("template_reference", 'token: "{{ vault \'secret/slack\' \'bot_token\' }}"'),
        ("template_reference", "env:\n- name: API_TOKEN\n  valueFrom:\n    secretKeyRef:\n      name: api-credentials\n      key: token"),
        ("placeholder", "OPENAI_API_KEY=sk-your-key-here"),
        ("placeholder", "Replace <YOUR_GITHUB_TOKEN> with a token that has the repo scope."),
        ("placeholder", "password: CHANGE_ME_BEFORE_DEPLOY"),
        ("placeholder", "mysql://user:password@localhost:3306/dbname  (the example from the docs)"),
        ("redacted", "Authorization: Bearer ****************"),
        ("redacted", "The log line showed api_key=[REDACTED] so the scrubber works."),
        ("redacted", f"Stripe key ending in …{rnd(ALNUM, 4)} was revoked on Monday."),
        ("redacted", "DB_PASSWORD=•••••••• (masked in the dashboard)"),
        # config settings and policies
        ("secret_config", "Rotate the deploy keys every 90 days; token TTL is 1h, refresh tokens last 30 days."),
        ("secret_config", "session:\n  cookie_name: tandem_session\n  secure: true\n  http_only: true\n  max_age: 86400"),
        ("secret_config", "auth.password.min_length=12\nauth.password.require_symbol=true\nauth.lockout.attempts=5"),
        ("secret_config", "JWT settings: algorithm RS256, issuer https://auth.acme.test, audience tandem-api, leeway 30s."),
        ("password_policy", "The user's company requires passwords of at least 14 characters with one digit, changed every 6 months."),
        ("password_policy", "Die Bank verlangt eine 6-stellige PIN, keine Geburtsdaten, keine aufsteigenden Ziffern."),
        ("password_policy", "Politique : 12 caractères minimum, pas de réutilisation des 5 derniers mots de passe."),
        ("password_prose", "User changed the home Wi-Fi password yesterday and will tell the family in person."),
        ("password_prose", "Priya forgot her Jira password again; she reset it through the email link."),
        ("password_prose", "Remember: the user wants to switch all accounts to passkeys and enable 2FA everywhere."),
        ("password_prose", "O usuário esqueceu a senha do e-mail e pediu ajuda para recuperar a conta."),
        ("password_prose", "Giulia ha cambiato la password del router, quella vecchia non funziona più."),
        ("mfa_prose", "User set up TOTP on GitHub with Aegis and printed the recovery codes; they're in the safe."),
        ("mfa_prose", "El código de verificación por SMS llega al número terminado en 42."),
        ("code_prose", "The building door code changed this month; ask the concierge for the new one."),
        ("code_prose", "Alarm company: Securitas, contract since 2021, panel model Ajax Hub 2."),
        # everyday numbers
        ("order_number", f"Order #{digits(3)}-{digits(7)}-{digits(7)} from the online shop, arriving Thursday."),
        ("order_number", f"Bestellnummer {digits(10)} – Rücksendung bis zum 30."),
        ("order_number", f"Número de pedido: ES-{digits(8)}"),
        ("booking_reference", f"Flight booking reference {rnd(UPPER + DIGITS, 6)}, LH 1234 Frankfurt to Lisbon, seat 14C."),
        ("booking_reference", f"Référence de réservation de l'hôtel : {digits(9)}"),
        ("booking_reference", f"Airbnb confirmation code HM{rnd(UPPER + DIGITS, 8)}"),
        ("tracking_number", f"UPS tracking 1Z{rnd(UPPER + DIGITS, 16)}"),
        ("tracking_number", f"Código de rastreio dos Correios: {rnd(UPPER, 2)}{digits(9)}BR"),
        ("tracking_number", f"DHL Sendungsnummer {digits(10)}"),
        ("invoice_number", f"Invoice INV-2024-{digits(5)} for the consulting work, due in 30 days."),
        ("invoice_number", f"Fattura n. {digits(4)}/2024 del fornitore, da pagare entro fine mese."),
        ("serial_number", f"Laptop serial number {rnd(UPPER + DIGITS, 10)} (for the warranty claim)."),
        ("serial_number", f"Router MAC {':'.join(rnd('0123456789abcdef', 2) for _ in range(6))}, serial {rnd(UPPER + DIGITS, 12)}"),
        ("meeting_id", f"Weekly sync Zoom meeting ID: {digits(3)} {digits(4)} {digits(4)} (waiting room on, host lets people in)."),
        ("meeting_id", f"Google Meet code: {rnd(LOWER, 3)}-{rnd(LOWER, 4)}-{rnd(LOWER, 3)}"),
        # versions, files, urls
        ("version", "User runs Python 3.12.4, Node 20.14.0 and Postgres 16.3 locally."),
        ("version", f"Build 2024.6.{digits(3)}+{hexs(8)} is the last one that worked."),
        ("file_name", f"The export is at ~/Downloads/report_{hexs(8)}_final_v3.xlsx"),
        ("file_name", "Keys live in ~/.ssh/id_ed25519 and ~/.ssh/id_ed25519.pub; the user never pastes them."),
        ("file_name", f"Log file: /var/log/tandem/worker-{uid()}.log"),
        ("url_with_id", f"Jira ticket: https://acme.atlassian.test/browse/PLAT-{digits(4)}"),
        ("url_with_id", f"Shared doc: https://docs.acme.test/d/{rnd(URLSAFE, 44)}/edit (only people in the company can open it)"),
        ("url_with_id", f"https://github.com/acme/tandem/pull/{digits(4)}#discussion_r{digits(10)}"),
        ("url_with_id", f"YouTube talk the user liked: https://www.youtube.com/watch?v={rnd(URLSAFE, 11)}"),
        ("url_with_id", f"S3 object (private bucket, needs IAM): s3://acme-exports/reports/{uid()}.parquet"),
        ("container_image", f"docker pull registry.acme.test/tandem/api:1.9.{digits(2)}-{hexs(7)}"),
        ("container_image", f"Image tag for prod: main-{hexs(12)}"),
        ("png_data", f"Avatar placeholder (data URI): data:image/png;base64,{png(48)}"),
        ("base64_content", f"The user's config is base64-encoded in the ConfigMap: {b64(CONFIG)}"),
        # colours, places, phones, books
        ("colour_code", f"Brand colours: primary #{rnd('0123456789ABCDEF', 6)}, accent #{rnd('0123456789ABCDEF', 6)}, background #FAFAFA"),
        ("colour_code", f"Couleur du thème sombre : rgb({secrets.randbelow(256)}, {secrets.randbelow(256)}, {secrets.randbelow(256)})"),
        ("coordinates", "The cabin is at 46.5197° N, 6.6323° E; parking is 200 m before the gate."),
        ("coordinates", "Coordenadas del punto de encuentro: 40.4168, -3.7038"),
        ("phone_number", f"Dentist: +44 20 7946 {digits(4)}, open Mon–Fri."),
        ("phone_number", f"Telefone do encanador: +351 21 {digits(3)} {digits(4)}"),
        ("phone_number", f"Handynummer von Jonas: +49 151 {digits(8)}"),
        ("postal_code", "User's new address: 14 Rue des Lilas, 75011 Paris."),
        ("postal_code", "CAP per la spedizione: 20121 Milano (MI)"),
        ("postal_code", "Postcode SW1A 1AA for the event venue."),
        ("isbn", "Book club pick: ISBN 978-0-14-303943-3, chapters 1–5 for next week."),
        ("isbn", "ISBN 978-3-16-148410-0 — das Buch, das Oma empfohlen hat."),
        ("network_info", f"Home server IP is 192.168.{secrets.randbelow(255)}.{secrets.randbelow(254) + 1}; IPv6 prefix 2001:db8:{hexs(4)}::/64"),
        ("network_info", "Guest Wi-Fi 'Cafe_Guest' is open, no password; the main network is 'Cafe_Staff'."),
        ("network_info", "The Wi-Fi network name (SSID) at the office is ACME-Corp-5G; credentials come from the IT portal."),
        ("key_metadata", f"API key name 'ci-readonly', created 2024-05-02, key id {rnd(ALNUM, 20)}, scopes: read:packages"),
        ("key_metadata", f"OpenAI project proj_{rnd(ALNUM, 24)} has a monthly budget of $50; org org-{rnd(ALNUM, 24)}."),
        ("key_metadata", f"AWS account {digits(12)}, IAM user deploy-bot, MFA device arn:aws:iam::{digits(12)}:mfa/priya"),
        ("uuid_id", f"Device id in the MDM: {uid()}"),
        ("uuid_id", f"Home Assistant entity light.living_room, integration entry {hexs(32)}"),
        ("error_code", f"Error 0x{rnd('0123456789ABCDEF', 8)} when installing the update; KB{digits(7)} fixes it."),
        ("error_code", f"Build failed with exit code 137 (OOM) in job {digits(10)}."),
    ]


def main() -> None:
    write_corpora("make_heldout7.py", [
        ("heldout7_credentials.yaml", credentials(), "a seventh blind batch of synthetic credentials, none real"),
        ("heldout7_lookalikes.yaml", lookalikes(), "a seventh blind batch of legitimate notes that look like secrets"),
    ])


if __name__ == "__main__":
    main()
