# ruff: noqa: E501
"""Writes heldout171_credentials.yaml and heldout171_lookalikes.yaml: held-out batch 171.

Persona: a backend engineer on the ledger and payments team of a New York fintech. Writes
precise English with code and config pasted in: Plaid and Stripe keys, webhook signing
secrets, JWT signing keys, the HSM partition PIN, Postgres/Redis credentials, the PGP key and
SFTP login for the sponsor bank's file drop, KYC vendor keys and AWS keys for the ledger
bucket. Just as often keeps ids, routing numbers, public keys, Vault paths and rotation notes.

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
    age_public_key,
    age_secret_key,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u,
    basic,
    card_expiry,
    digits,
    filevault_key,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    onepassword_secret_key,
    openssh_private,
    pem,
    pem_body,
    phrase,
    pick,
    pod_name,
    pw,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = ["ledger", "harbor", "quartz", "tundra", "violet", "bishop", "copper", "meadow", "saddle",
         "orbit", "falcon", "pepper", "glacier", "walnut", "sonnet", "ember", "cactus", "velvet",
         "anchor", "mosaic", "rocket", "thimble", "juniper", "lagoon", "pylon", "tangent"]


def tok(n: int) -> bytes:
    return secrets.token_bytes(n)


def stripe_id(prefix: str, n: int = 24) -> str:
    return f"{prefix}_{rnd(ALNUM, n)}"


def sk_live() -> str:
    return f"sk_live_51{rnd(ALNUM, 97)}"


def rk_live() -> str:
    return f"rk_live_51{rnd(ALNUM, 97)}"


def whsec() -> str:
    return f"whsec_{rnd(ALNUM, 32)}"


def plaid_secret() -> str:
    return hexs(30)


def plaid_client_id() -> str:
    return hexs(24)


def plaid_item() -> str:
    return rnd(ALNUM, 37)


def aba() -> str:
    """An ABA routing number with a valid 3-7-1 check digit."""
    body = pick("02", "03", "01", "11", "12", "21", "22", "26", "31") + digits(6)
    weights = [3, 7, 1, 3, 7, 1, 3, 7]
    total = sum(int(c) * w for c, w in zip(body, weights, strict=True))
    return body + str((10 - total % 10) % 10)


def trace() -> str:
    return aba()[:8] + digits(7)


def pgp_block(kind: str, lines: int, comment: str | None = None) -> str:
    head = f"Comment: {comment}\n" if comment else ""
    return f"-----BEGIN PGP {kind} KEY BLOCK-----\n{head}\n{pem_body(lines)}\n={rnd(B64, 4)}\n-----END PGP {kind} KEY BLOCK-----"


def fpr(spaced: bool = True) -> str:
    f = rnd(HEX.upper(), 40)
    return groups(f, 4) if spaced else f


def sm_arn(name: str) -> str:
    return f"arn:aws:secretsmanager:us-east-1:{aws_account()}:secret:{name}-{rnd(ALNUM, 6)}"


def strong() -> str:
    return rnd(ALNUM + "!#%*+-_=", pick(20, 24, 28))


def credentials() -> Rows:
    r = Rows()
    r.add("plaid_client_secret",
          f"plaid prod creds for ledger-sync:\nPLAID_CLIENT_ID={plaid_client_id()}\nPLAID_SECRET={plaid_secret()}\nPLAID_ENV=production",
          f"Remember: Plaid sandbox secret is {plaid_secret()}. The development secret was regenerated Tuesday, new one {plaid_secret()}",
          f"curl -s https://production.plaid.example/item/get -H 'Content-Type: application/json' -d '{{\"client_id\":\"{plaid_client_id()}\",\"secret\":\"{plaid_secret()}\",\"access_token\":\"access-production-{uid()}\"}}'",
          f"plaid secret (prod) — {plaid_secret()}\nonly the recon worker + ledger-sync should have it")
    r.add("plaid_access_token",
          f"access token for the test item we use in staging (First Platypus Bank): access-sandbox-{uid()}",
          f"Ops asked me to re-pull balances for item {plaid_item()}; its access_token = access-production-{uid()} — don't paste in the ticket",
          f"manually patched row in plaid_items:\n  item_id: {plaid_item()}\n  access_token: access-production-{uid()}\n  status: ACTIVE")
    r.add("stripe_secret_key",
          f"STRIPE_SECRET_KEY={sk_live()}",
          f"stripe.api_key = \"{sk_live()}\"  # payouts worker, prod account",
          f"Marcus pasted the live secret in #payments-eng by accident, we rotate after the migration. Until then it's {sk_live()}",
          f"local dev (my own test account): sk_test_51{rnd(ALNUM, 97)}")
    r.add("stripe_restricted_key",
          f"Restricted key for the recon job (read-only balance_transactions, payouts): {rk_live()}",
          f"rk for the support dashboard\n{rk_live()}\nperms: charges:read, refunds:write, customers:read",
          f"export STRIPE_RK_DISPUTES={rk_live()}")
    r.add("stripe_webhook_secret",
          f"endpoint we_{rnd(ALNUM, 24)} (payments-webhooks prod) signing secret: {whsec()}",
          f"`stripe listen --forward-to localhost:8080/webhooks/stripe` gave me {whsec()} - put it in .env.local as STRIPE_WEBHOOK_SECRET",
          f"webhooks:\n  stripe:\n    signing_secret: {whsec()}\n    tolerance_seconds: 300\n    path: /v1/webhooks/stripe")
    r.add("jwt_hs256_secret",
          f"JWT_SECRET (HS256, service-to-service between ledger-api and payouts) = {hexs(64)}",
          f"auth-gateway.yaml\njwt:\n  algorithm: HS256\n  secret: \"{b64(tok(48))}\"\n  issuer: https://auth.acme.internal\n  ttl: 15m",
          f"old HS256 key still accepted during cutover (until Fri 5pm ET): {b64u(tok(32))}\nnew one: {b64u(tok(32))}")
    r.add("jwt_rsa_private_key",
          f"RS256 signing key for the public API, kid {hexs(16)}:\n{pem('RSA PRIVATE KEY', 6)}",
          f"staging token-issuer key (PKCS8)\n{pem('PRIVATE KEY', 5)}",
          f"jwt_private_key.pem from issuer-01.acme.internal, prod, in case the box dies before we move it to KMS:\n{pem('RSA PRIVATE KEY', 8)}")
    r.add("hsm_partition_pin",
          f"Luna HSM partition ledger-prod — Crypto Officer PIN: {groups(rnd(ALNUM, 16), 4, '-')}",
          f"aws-cloudhsm > loginHSM CU ledger_signer {strong()}",
          f"HSM staging partition: CO pin {rnd(ALNUM + '#!', 12)} / CU pin {rnd(ALNUM + '#!', 12)} (change after the audit)")
    r.add("postgres_credentials",
          f"DATABASE_URL=postgresql://ledger_app:{rnd(ALNUM, 24)}@pg-ledger-primary.acme.internal:5432/ledger?sslmode=verify-full",
          f"psql \"host=pg-ledger-replica.acme.internal dbname=ledger user=readonly_analytics password={pw()}\"",
          f"pg superuser on the new Aurora cluster: postgres / {strong()}",
          f"~/.pgpass\npg-recon.acme.internal:5432:recon:recon_svc:{rnd(ALNUM, 28)}")
    r.add("redis_password",
          f"redis-cli -h redis-idem.acme.internal -p 6380 --tls -a '{pw()}'",
          f"REDIS_URL=rediss://default:{rnd(ALNUM, 32)}@redis-sessions.acme.internal:6379/0",
          f"elasticache AUTH token for the rate-limiter cluster: {rnd(ALNUM + '!&#$^<>-', 40)}")
    r.add("pgp_private_key_block",
          f"our signing/decryption key for the bank SFTP drop (ACH out + returns in):\n{pgp_block('PRIVATE', 7)}",
          f"exported with gpg --armor --export-secret-keys ops-filedrop@acme.example\n{pgp_block('PRIVATE', 6, 'ACME file drop 2025')}",
          f"backup of the old file-drop key (retired next quarter, still decrypts archive):\n{pgp_block('PRIVATE', 5)}")
    r.add("pgp_key_passphrase",
          f"passphrase for the file-drop PGP key 0x{hexs(16).upper()}: {phrase(WORDS, 6, '-')}",
          f"gpg --batch --pinentry-mode loopback --passphrase '{pw()}' --decrypt RETURNS_{digits(8)}.txt.pgp > returns.txt",
          f"PGP passphrase (bank returns) -> {phrase(WORDS, 5, ' ')} {digits(2)}")
    r.add("sftp_password",
          f"bank file drop: sftp acme_ach@sftp.sponsorbank.example, port 22, pw {pw()}",
          f"sshpass -p '{strong()}' sftp -oPort=2222 acmeledger@files.sponsorbank.example",
          f"new SFTP creds from the bank onboarding email\nHost: mft.sponsorbank.example\nUser: ACMEFIN01\nPassword: {rnd(ALNUM + '@$', 14)}")
    r.add("aws_access_key",
          f"ledger bucket writer (s3://acme-ledger-prod):\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}",
          f"[profile ledger-archive]\naws_access_key_id={aws_key_id()}\naws_secret_access_key={aws_secret()}\nregion=us-east-1",
          f"AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()} aws s3 cp ./eod.parquet s3://acme-ledger-prod/eod/")
    r.add("persona_api_key",
          f"KYC (Persona) prod API key: persona_production_{rnd(ALNUM, 40)}",
          f"Authorization: Bearer persona_sandbox_{rnd(ALNUM, 40)}  <- sandbox, fine for local")
    r.add("alloy_api_credentials",
          f"Alloy workflow token {rnd(ALNUM, 32)} / secret {rnd(ALNUM, 32)} (onboarding workflow v7)",
          f"alloy:\n  base_url: https://sandbox.alloy.example\n  token: {rnd(ALNUM, 32)}\n  secret: {rnd(ALNUM, 32)}",
          f"Alloy basic auth header for postman: Basic {basic(rnd(ALNUM, 32), rnd(ALNUM, 32))}")
    r.add("onfido_api_token",
          f"ONFIDO_API_TOKEN=api_live.{rnd(URLSAFE, 11)}.{rnd(URLSAFE, 32)}",
          f"onfido sandbox token for the doc-check spike: api_sandbox.{rnd(URLSAFE, 11)}.{rnd(URLSAFE, 32)}")
    r.add("socure_api_key",
          f"Socure ID+ prod: Authorization: SocureApiKey {uid()}",
          f"socure key (certification env) {uid()} — expires when we go live")
    r.add("github_token",
          f"gh PAT for the release bot, repo scope: ghp_{rnd(ALNUM, 36)}",
          f"fine-grained token (ledger-migrations repo, contents:write): github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}",
          f"git clone https://x-access-token:ghp_{rnd(ALNUM, 36)}@github.com/acme/ledger-core.git")
    r.add("vault_token",
          f"vault root token from the DR drill (revoke after!!): hvs.{rnd(ALNUM, 24)}",
          f"export VAULT_ADDR=https://vault.acme.internal:8200\nexport VAULT_TOKEN=hvs.CAESI{rnd(URLSAFE, 86)}",
          f"unseal key 3 of 5 (mine): {b64(tok(33))}")
    r.add("slack_bot_token",
          f"recon-alerts slack bot: xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}",
          f"SLACK_BOT_TOKEN=xoxb-{digits(11, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}\nSLACK_CHANNEL=#ledger-alerts",
          f"incoming webhook for #payouts-oncall: https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}")
    r.add("datadog_api_key",
          f"DD_API_KEY={hexs(32)}\nDD_SITE=datadoghq.com",
          f"datadog: api key {hexs(32)}, app key {hexs(40)} (for the monitors terraform)",
          f"helm upgrade dd-agent datadog/datadog --set datadog.apiKey={hexs(32)} -n observability")
    r.add("twilio_auth_token",
          f"Twilio (OTP SMS) SID AC{hexs(32)} token {hexs(32)}",
          f"TWILIO_AUTH_TOKEN={hexs(32)}",
          f"twilio test creds — auth token {hexs(32)} (test account, still don't commit)")
    r.add("sendgrid_api_key",
          f"SendGrid key for statements@ mailer: {sendgrid_key()}",
          f"SENDGRID_API_KEY='{sendgrid_key()}'")
    r.add("okta_api_token",
          f"Okta SCIM token (acme.okta.example): 00{rnd(URLSAFE, 40)}",
          f"Authorization: SSWS 00{rnd(URLSAFE, 40)}",
          f"okta api token for the offboarding script -> 00{rnd(URLSAFE, 40)}")
    r.add("totp_seed",
          f"2FA seed for the shared bank portal login (ops uses it too): {groups(rnd(BASE32, 32), 4)}",
          f"otpauth://totp/SponsorBank:ACMEFIN01?secret={rnd(BASE32, 32)}&issuer=SponsorBank",
          f"TOTP secret for the AWS root account MFA: {rnd(BASE32, 64)}")
    r.add("backup_codes",
          f"github backup codes\n{recovery_codes(6, 'github')}",
          f"Stripe dashboard recovery code: {rnd(LOWER + DIGITS, 4)}-{rnd(LOWER + DIGITS, 4)}-{rnd(LOWER + DIGITS, 4)}-{rnd(LOWER + DIGITS, 4)}-{rnd(LOWER + DIGITS, 4)}",
          f"Okta backup codes (printed copy is in my desk):\n{recovery_codes(5, 'other')}")
    r.add("ssh_private_key",
          f"bastion key (ledger-prod jump host):\n{openssh_private()}",
          f"~/.ssh/deploy_ledger — the one the CI runner uses\n{openssh_private()}",
          f"key for the bank's SFTP (they only take RSA):\n{pem('RSA PRIVATE KEY', 7)}")
    r.add("corporate_card",
          f"corp Amex for vendor signups: {luhn('37', 15)} exp {card_expiry()} CID {digits(4)}",
          f"Brex card (AWS + Datadog billing): {groups(luhn('5', 16), 4)}, {card_expiry()}, cvc {digits(3)}",
          f"team visa\n{groups(luhn('4', 16), 4)}\nexp {card_expiry()}  cvv {digits(3)}\nbilling zip 10013")
    r.add("office_door_code",
          f"office door keypad (new, 14th floor): {digits(6)}#",
          f"alarm code for the server closet: {digits(4)}, disarm before 7am or it calls the monitoring co",
          f"building after-hours code {digits(5)} then * ")
    r.add("filevault_recovery_key",
          f"FileVault recovery key, work MBP: {filevault_key()}",
          f"if the laptop locks again, recovery key is {filevault_key()}")
    r.add("laptop_password",
          f"new laptop login after IT reimaged it: {pw()}",
          f"mac login pw {pw()} (IT said change on first login, I haven't yet)")
    r.add("kafka_sasl_credentials",
          f"Confluent Cloud ledger-events cluster\nsasl.username={rnd(UPPER + DIGITS, 16)}\nsasl.password={rnd(B64, 64)}",
          f"sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"ledger-producer\" password=\"{strong()}\";",
          f"kafka api key {rnd(UPPER + DIGITS, 16)} secret {rnd(B64, 64)} (for the payouts consumer)")
    r.add("snowflake_password",
          f"snowflake: ACME_LEDGER.us-east-1, user SVC_DBT, password {strong()}",
          f"snowsql -a acme-ledger -u dana_eng -p? nope, prompts. it's {pw()}",
          f"profiles.yml\n  ledger:\n    outputs:\n      prod:\n        type: snowflake\n        account: acme-ledger\n        user: SVC_DBT\n        password: \"{rnd(ALNUM, 24)}\"\n        warehouse: TRANSFORM_WH")
    r.add("terraform_cloud_token",
          f"TFC team token (infra-ledger): {rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}",
          f"credentials \"app.terraform.io\" {{\n  token = \"{rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}\"\n}}")
    r.add("docker_hub_token",
          f"docker login -u acmebuild -p dckr_pat_{rnd(URLSAFE, 27)}",
          f"Docker Hub PAT for CI pulls: dckr_pat_{rnd(URLSAFE, 27)}")
    r.add("modern_treasury_api_key",
          f"Modern Treasury (prod org {uid()}): api key live-{rnd(ALNUM, 48)}",
          f"MT_API_KEY=live-{rnd(ALNUM, 48)}",
          f"curl -u {uid()}:live-{rnd(ALNUM, 48)} https://app.moderntreasury.example/api/payment_orders")
    r.add("dwolla_api_secret",
          f"Dwolla sandbox key {rnd(ALNUM, 50)}\nsecret {rnd(ALNUM, 50)}",
          f"dwolla prod app secret: {rnd(ALNUM, 50)}")
    r.add("auth0_client_secret",
          f"Auth0 M2M app ledger-admin: client_id {rnd(ALNUM, 32)}, client_secret {rnd(URLSAFE, 64)}",
          f"AUTH0_CLIENT_SECRET={rnd(URLSAFE, 64)}",
          f"token call for the admin API:\ncurl -X POST https://acme.auth0.example/oauth/token -d grant_type=client_credentials -d client_id={rnd(ALNUM, 32)} -d client_secret={rnd(URLSAFE, 64)}")
    r.add("gcp_service_account_key",
          f"bq-export SA json (the only GCP thing we have):\n{{\"type\": \"service_account\", \"project_id\": \"acme-analytics\", \"private_key_id\": \"{hexs(40)}\", \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n{b64(tok(120))}\\n-----END PRIVATE KEY-----\\n\", \"client_email\": \"bq-export@acme-analytics.iam.gserviceaccount.com\"}}",
          f"GOOGLE_PRIVATE_KEY=\"-----BEGIN PRIVATE KEY-----\\n{b64(tok(96))}\\n{b64(tok(96))}\\n-----END PRIVATE KEY-----\"")
    r.add("age_secret_key",
          f"sops age key for the ledger-secrets repo: {age_secret_key()}",
          f"# created: 2025-02-11\n# public key: {age_public_key()}\n{age_secret_key()}")
    r.add("airflow_fernet_key",
          f"AIRFLOW__CORE__FERNET_KEY={b64u(tok(32))}=",
          f"fernet key for the recon DAG connections (don't lose it or all conns are unreadable): {b64u(tok(32))}=")
    r.add("django_secret_key",
          f"admin-portal SECRET_KEY = '{rnd(LOWER + DIGITS + '!@#$%^&*(-_=+)', 50)}'",
          f"DJANGO_SECRET_KEY for staging: {rnd(LOWER + DIGITS + '!@#$%^&*(-_=+)', 50)}")
    r.add("field_encryption_master_key",
          f"PII field-encryption master key (AES-256-GCM, wraps the per-tenant DEKs): {b64(tok(32))}",
          f"LEDGER_ENC_KEY_V3={hexs(64)}\nLEDGER_ENC_KEY_V2={hexs(64)}  # keep v2 for decrypt only",
          f"tink keyset for ssn column (cleartext, staging only!!)\n{{\"primaryKeyId\": {digits(9, True)}, \"key\": [{{\"keyData\": {{\"typeUrl\": \"type.googleapis.com/google.crypto.tink.AesGcmKey\", \"value\": \"{b64(tok(34))}\", \"keyMaterialType\": \"SYMMETRIC\"}}, \"status\": \"ENABLED\"}}]}}")
    r.add("internal_hmac_key",
          f"HMAC key for signing outbound partner webhooks (X-Acme-Signature): {hexs(64)}",
          f"partner 'bluefin' shared secret for request signing: {rnd(ALNUM, 40)}",
          f"signing:\n  hmac_sha256_key: \"{b64(tok(32))}\"\n  header: X-Acme-Signature")
    r.add("npm_token",
          f"//registry.npmjs.org/:_authToken=npm_{rnd(ALNUM, 36)}",
          f"NPM_TOKEN for publishing @acme/ledger-sdk: npm_{rnd(ALNUM, 36)}")
    r.add("session_cookie",
          f"admin portal session cookie so I can repro the bug as ops user: sessionid={rnd(LOWER + DIGITS, 32)}",
          f"Cookie: __Host-acme_sess={b64u(tok(48))}; csrftoken={rnd(ALNUM, 32)}",
          f"stripe dashboard cookie from the shared ops browser (expires in 2 wks): __stripe_session={rnd(ALNUM, 40)}")
    r.add("launchdarkly_sdk_key",
          f"LaunchDarkly server SDK key (prod env): sdk-{uid()}",
          f"LD_SDK_KEY=sdk-{uid()}  # staging")
    r.add("grafana_service_account_token",
          f"grafana SA token for the dashboard sync: glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
          f"GRAFANA_TOKEN=glsa_{rnd(ALNUM, 32)}_{hexs(8)}")
    r.add("rabbitmq_uri",
          f"AMQP_URL=amqps://notifier:{rnd(ALNUM, 20)}@mq.acme.internal:5671/ledger",
          f"rabbit admin UI: http://mq.acme.internal:15672 admin/{pw()}")
    r.add("bank_portal_password",
          f"sponsor bank cash mgmt portal — company ID ACMEFIN, user dana.ops, pw {pw()}",
          f"Treasury portal login changed (90-day policy), now: {strong()}",
          f"Bank portal\nuser: ACME_ENG2\npass: {pw()}\ntoken PIN: {digits(6)}")
    r.add("password_manager_secret",
          f"1Password Secret Key: {onepassword_secret_key()}",
          f"1P master pw (in case I forget after vacation): {phrase(WORDS, 4, ' ')} {digits(3)}")
    r.add("pagerduty_api_key",
          f"PagerDuty REST key for the on-call sync script: u+{rnd(URLSAFE, 18)}",
          f"PD events routing key (payouts-critical): R0{rnd(ALNUM, 30)}")
    r.add("mongodb_uri",
          f"MONGO_URI=mongodb+srv://audit_writer:{rnd(ALNUM, 20)}@audit.acme-cluster.mongodb.example/audit?retryWrites=true",
          f"mongosh \"mongodb://admin:{pw()}@mongo-kyc.acme.internal:27017/?authSource=admin\"")
    r.add("basic_auth_header",
          f"Authorization: Basic {basic('ledger-admin', strong())}",
          f"internal ops API (basic auth) — ops:{pw()}",
          f"curl -u recon:{rnd(ALNUM, 18)} https://recon.acme.internal/api/v1/runs")
    r.add("admin_bearer_jwt",
          f"long-lived admin token for the backfill (exp in 30d): {jwt({'sub': 'svc-backfill', 'role': 'ledger_admin', 'iss': 'https://auth.acme.internal', 'exp': 1767225600})}",
          f"Authorization: Bearer {jwt({'sub': 'ops-dana', 'scope': 'payouts:write ledger:write', 'exp': 1764547200}, 'RS256', rnd(URLSAFE, 342))}")
    r.add("ach_origination_api_key",
          f"sponsor bank ACH API (Odfi Connect) key: {rnd(ALNUM, 40)}\nsecret: {rnd(ALNUM, 64)}",
          f"X-Api-Key: {rnd(UPPER + DIGITS, 32)}  # bank's RTP/ACH gateway, prod",
          f"bank gave us an mTLS client key for the ACH gateway:\n{pem('EC PRIVATE KEY', 3)}")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add("plaid_item_id",
          f"Item {plaid_item()} keeps going ITEM_LOGIN_REQUIRED, user relinked twice. Escalate to Plaid support",
          f"items to backfill after the outage:\n- {plaid_item()}\n- {plaid_item()}\n- {plaid_item()}",
          f"plaid item_id {plaid_item()} belongs to merchant m_{digits(6)}, not the one in the ticket")
    r.add("plaid_account_id",
          f"account_id {rnd(ALNUM, 37)} is the checking acct (mask 4417), savings is {rnd(ALNUM, 37)}",
          f"{{\"account_id\": \"{rnd(ALNUM, 37)}\", \"mask\": \"{digits(4)}\", \"subtype\": \"checking\", \"verification_status\": \"automatically_verified\"}}",
          f"dupe accounts from relink — keep {rnd(ALNUM, 37)}, soft-delete {rnd(ALNUM, 37)}")
    r.add("plaid_request_id",
          f"Plaid support ticket: INSTITUTION_DOWN on /transactions/sync, request_id {rnd(ALNUM, 15)}",
          f"request ids for the slow /auth/get calls: {rnd(ALNUM, 15)}, {rnd(ALNUM, 15)}, {rnd(ALNUM, 15)}")
    r.add("plaid_institution_and_link_session",
          f"institution ins_{digits(6, True)} (credit union) doesn't support Auth, fall back to micro-deposits",
          f"link_session_id {uid()} — user abandoned at the MFA step, ins_{digits(5, True)}")
    r.add("stripe_customer_id",
          f"merchant Blue Heron Coffee = {stripe_id('cus', 14)} in Stripe, {uid()} in our ledger",
          f"cus ids to migrate to the new price: {stripe_id('cus', 14)} {stripe_id('cus', 14)} {stripe_id('cus', 14)}")
    r.add("stripe_payment_intent_id",
          f"double charge report: pi_3{rnd(ALNUM, 23)} and pi_3{rnd(ALNUM, 23)} share idempotency key? check logs",
          f"pi_3{rnd(ALNUM, 23)} stuck in requires_action since yesterday 3:12pm ET",
          f"client_secret of a PaymentIntent is NOT logged anymore, only the id (pi_3{rnd(ALNUM, 23)}) — verified in Datadog")
    r.add("stripe_charge_id",
          f"dispute du_1{rnd(ALNUM, 23)} on ch_3{rnd(ALNUM, 23)}, evidence due 11/14",
          f"refund re_3{rnd(ALNUM, 23)} for ch_3{rnd(ALNUM, 23)}, amount 4,250 cents")
    r.add("stripe_event_id",
          f"replay these from the dashboard: evt_1{rnd(ALNUM, 23)}, evt_1{rnd(ALNUM, 23)}",
          f"webhook evt_1{rnd(ALNUM, 23)} (payout.failed) delivered 3x, handler wasn't idempotent → fixed in PR #{digits(4, True)}",
          f"stripe events list --limit 5 | jq .data[].id\n\"evt_3{rnd(ALNUM, 23)}\"\n\"evt_3{rnd(ALNUM, 23)}\"\n\"evt_3{rnd(ALNUM, 23)}\"")
    r.add("stripe_connected_account_id",
          f"Connect account for the Brooklyn marketplace: acct_1{rnd(ALNUM, 15)} (Express, payouts paused by risk)",
          f"Stripe-Account header value when testing destination charges: acct_1{rnd(ALNUM, 15)}",
          f"payout po_1{rnd(ALNUM, 23)} to acct_1{rnd(ALNUM, 15)} failed: account_closed")
    r.add("stripe_publishable_key",
          f"checkout page (client side, public by design): STRIPE_PUBLISHABLE_KEY=pk_live_51{rnd(ALNUM, 97)}",
          f"<script>const stripe = Stripe('pk_live_51{rnd(ALNUM, 97)}');</script>",
          f"pk vs sk reminder: pk_live_51{rnd(ALNUM, 97)} is fine in the frontend bundle; the secret key stays in Vault only")
    r.add("idempotency_key",
          f"Idempotency-Key: {uid()}",
          f"retry of the payout used the same idempotency key ({uid()}), Stripe returned the original response — good",
          f"our idem keys are sha256(merchant_id||batch_id): {hexs(64)}")
    r.add("ach_trace_number",
          f"ACH return R01 on trace {trace()}, entry for $1,204.33, NSF",
          f"trace numbers for the NOC batch:\n{trace()}\n{trace()}\n{trace()}",
          f"bank says trace {trace()} was settled 2 days ago; our ledger still shows pending")
    r.add("aba_routing_number",
          f"sponsor bank routing (ABA) {aba()}, wires use {aba()}",
          f"validation bug: routing {aba()} passes checksum but isn't in the FedACH directory",
          f"ODFI routing number: {aba()}\nImmediate origin: {aba()} (with leading space in the file header)")
    r.add("masked_account_number",
          f"customer's external account ••••{digits(4)} at routing {aba()}",
          f"account number masked in logs as XXXXXX{digits(4)} — confirmed no full numbers in the ELK index",
          f"ledger account {uid()} → bank acct ending {digits(4)}")
    r.add("company_wire_instructions",
          f"our operating account for incoming EUR (shows on every partner invoice): IBAN {iban('DE', digits(18))}, BIC ACMEDEFFXXX",
          f"Remit-to on invoices: Acme Ledger Inc., ABA {aba()}, acct ending {digits(4)}; full number is on the PDF template only")
    r.add("bank_pgp_public_key",
          f"sponsor bank's public key for encrypting ACH files we upload:\n{pgp_block('PUBLIC', 6)}",
          f"Imported the bank's new key (old one expires 12/31):\n{pgp_block('PUBLIC', 5, 'SponsorBank MFT 2025')}",
          f"our public key we sent to the bank so they can encrypt returns to us\n{pgp_block('PUBLIC', 4)}")
    r.add("pgp_fingerprint",
          f"bank key fingerprint (verify over the phone!): {fpr()}",
          f"gpg --list-keys mft@sponsorbank.example\npub   rsa4096 2024-11-02 [SC] [expires: 2026-11-02]\n      {fpr(False)}\nuid           [ full ] SponsorBank MFT <mft@sponsorbank.example>",
          f"our file-drop key id 0x{hexs(16).upper()}, fingerprint {fpr()} — private part lives only in the HSM-backed gpg-agent")
    r.add("jwks_public_key",
          f"JWKS we publish at /.well-known/jwks.json:\n{{\"keys\": [{{\"kty\": \"RSA\", \"use\": \"sig\", \"alg\": \"RS256\", \"kid\": \"{hexs(16)}\", \"n\": \"{b64u(tok(256))}\", \"e\": \"AQAB\"}}]}}",
          f"new kid {hexs(16)} added to JWKS, old kid {hexs(16)} stays published for 24h so outstanding tokens still verify",
          f"partner's public key for verifying their callbacks (ES256): {{\"kty\":\"EC\",\"crv\":\"P-256\",\"kid\":\"{uid()}\",\"x\":\"{b64u(tok(32))}\",\"y\":\"{b64u(tok(32))}\"}}")
    r.add("webhook_event_id",
          f"Plaid webhook TRANSACTIONS/SYNC_UPDATES_AVAILABLE for item {plaid_item()}, webhook id {uid()}",
          f"KYC vendor webhook evt id {uid()} arrived before the inquiry was created — race, added retry",
          f"dead letter queue has 3 msgs: {uid()}, {uid()}, {uid()}")
    r.add("vault_path_reference",
          "Plaid secret lives at vault:secret/data/ledger/prod/plaid#secret — never copy it elsewhere",
          "vault kv get -field=signing_secret secret/payments/stripe/webhooks/prod",
          "paths after the reorg:\n  secret/data/ledger/prod/postgres\n  secret/data/ledger/prod/redis\n  secret/data/filedrop/pgp (passphrase + key)")
    r.add("env_var_reference",
          "PLAID_SECRET=${PLAID_SECRET}\nSTRIPE_SECRET_KEY=${STRIPE_SECRET_KEY}\nDATABASE_URL=postgresql://ledger_app:${PGPASSWORD}@pg-ledger-primary.acme.internal:5432/ledger",
          "remember: the docker-compose uses ${REDIS_PASSWORD:-changeme} as default, prod overrides it from SSM",
          "k8s: env:\n  - name: STRIPE_WEBHOOK_SECRET\n    valueFrom:\n      secretKeyRef:\n        name: payments-webhooks\n        key: whsec")
    r.add("secrets_manager_arn",
          f"ledger-api reads {sm_arn('prod/ledger/plaid')}",
          f"IAM policy grants secretsmanager:GetSecretValue on {sm_arn('prod/filedrop/sftp')} only",
          f"rotation lambda attached to {sm_arn('prod/ledger/postgres-app')}, every 30 days")
    r.add("kms_key_id",
          f"ledger bucket SSE-KMS key: arn:aws:kms:us-east-1:{aws_account()}:key/{uid()}",
          f"multi-region key for PII envelope encryption: mrk-{hexs(32)}",
          f"KeyId {uid()} scheduled for deletion (7 days) — was the old staging DEK wrapper")
    r.add("kms_alias",
          "aliases: alias/ledger-prod-s3, alias/pii-envelope, alias/jwt-signing-rs256 (asymmetric, sign only)",
          "aws kms sign --key-id alias/jwt-signing-rs256 --signing-algorithm RSASSA_PKCS1_V1_5_SHA_256 --message-type DIGEST --message fileb://digest.bin")
    r.add("request_signature_log",
          f"log line: POST /webhooks/stripe 400 stripe-signature=t={digits(10, True)},v1={hexs(64)} (timestamp outside tolerance)",
          f"X-Acme-Signature: sha256={b64(tok(32))} mismatch on partner retry, they re-serialized the JSON",
          f"Plaid-Verification header was a JWT with kid {uid()}; payload body hash {hexs(64)} matched")
    r.add("file_hash",
          f"sha256sum ACH_OUT_{digits(8)}_01.txt.pgp\n{hexs(64)}  ACH_OUT_{digits(8)}_01.txt.pgp",
          f"bank confirmed receipt of the NACHA file, md5 {hexs(32)}",
          f"ledger snapshot eod-2025-03-31.parquet sha256 {hexs(64)} (pinned for the auditors)")
    r.add("ledger_transaction_uuid",
          f"journal entry {uid()} posted twice, reversal entry {uid()}",
          f"txn_id={uid()} debit 2100-Customer Funds, credit 1010-Operating, $52.00",
          f"SELECT * FROM ledger_entries WHERE transaction_id IN ('{uid()}', '{uid()}');")
    r.add("key_rotation_note",
          "Rotated the Stripe live secret key today 10:40 ET, old one rolled with 12h expiry. New value is only in Vault.",
          "Plaid secret rotated for production (ticket SEC-412). Services pick it up on restart; nothing to copy anywhere.",
          "PGP file-drop key rotation scheduled for Jan 15 — new public key to the bank by Jan 5, they need 10 business days",
          "JWT HS256 secret rotated; both old and new accepted until Friday, then the old one is dropped from config")
    r.add("revoked_key_note",
          f"AWS access key {aws_key_id()} deactivated + deleted (was on the old laptop). CloudTrail shows no use after 3/2.",
          f"GitHub notified us of a leaked token in a public gist — revoked within 4 min, token was read-only. Incident INC-{digits(4, True)}",
          f"Revoked restricted key for the old BI tool. Its id in the dashboard was rk_live_…{rnd(ALNUM, 4)} (only last 4 shown)")
    r.add("password_policy_note",
          "DB passwords: min 32 chars, generated by Vault, 30-day rotation; humans never see them",
          "bank portal requires password change every 90 days, no reuse of last 12, must include a symbol",
          "HSM partition PIN policy: 8+ chars, 3 wrong attempts zeroizes the partition. Do NOT guess.",
          "SFTP password expired again — requested reset from the bank, they send a temp one by phone")
    r.add("git_commit_sha",
          f"the regression came in with {hexs(40)} (\"batch payouts by currency\"); revert is {hexs(7)}",
          f"deployed ledger-api@{hexs(12)} to prod 14:02, rolled back to {hexs(12)} at 14:20")
    r.add("container_image_digest",
          f"pin: ghcr.io/acme/ledger-api@sha256:{hexs(64)}",
          f"image: 1234.dkr.ecr.us-east-1.amazonaws.com/recon-worker@sha256:{hexs(64)}")
    r.add("ssh_public_key",
          f"my key for the bastion allowlist:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} dana@acme-mbp",
          f"bank wants our SFTP public key: ssh-rsa {ssh_pub('ssh-rsa', 270)} acme-filedrop",
          f"host key of sftp.sponsorbank.example: SHA256:{b64(tok(32)).rstrip('=')}")
    r.add("iam_role_arn",
          f"ledger writer role: arn:aws:iam::{aws_account()}:role/ledger-s3-writer (IRSA, no static keys)",
          f"trust policy allows arn:aws:iam::{aws_account()}:role/recon-worker to assume it")
    r.add("s3_object_key",
          f"s3://acme-ledger-prod/eod/2025/03/31/ledger_{uid()}.parquet has the bad rows",
          f"versionId of the file before the overwrite: {rnd(ALNUM + '._', 32)}")
    r.add("incident_ticket_ref",
          f"INC-{digits(4, True)}: payouts delayed, root cause Redis failover. Postmortem doc linked in #ledger-eng",
          f"PD incident Q{rnd(UPPER + DIGITS, 13)} — acked by me at 02:14, resolved 02:51",
          f"JIRA LEDG-{digits(4, True)} (rotate SFTP creds before Q3 audit) blocked on bank")
    r.add("nacha_batch_identifier",
          f"file header: Immediate Destination {aba()}, File ID Modifier A, company id 1{digits(9)}",
          f"batch #{digits(7)} SEC code PPD, entry count 418, hash total {digits(10)}",
          f"NACHA company ID on our CCD batches: 1{digits(9)} (that's just the EIN prefixed with 1)")
    r.add("fedwire_reference",
          f"wire in from partner, IMAD {digits(8)}{rnd(UPPER + DIGITS, 8)}{digits(6)}, OMAD {digits(8)}{rnd(UPPER + DIGITS, 8)}{digits(6)}",
          f"Fed reference for the $250k prefund: IMAD {digits(8)}{rnd(UPPER + DIGITS, 8)}{digits(6)}")
    r.add("stripe_test_card",
          "test cards: 4242 4242 4242 4242 (success), 4000 0000 0000 9995 (insufficient funds), any future exp, any CVC",
          "3DS test: 4000 0027 6000 3184, exp 12/34, cvc 123 — stripe docs test number, not a real card")
    r.add("card_bin_last4",
          f"dispute on card BIN {digits(6)} last4 {digits(4)}, fingerprint {rnd(ALNUM, 16)}",
          f"Stripe card fingerprint {rnd(ALNUM, 16)} shows up on 7 customers → fraud ring?")
    r.add("kyc_inquiry_id",
          f"Persona inquiry inq_{rnd(ALNUM, 24)} failed selfie check, manual review queued",
          f"Onfido applicant {uid()}, check {uid()} result consider",
          f"Alloy evaluation token L-{rnd(ALNUM, 20)} for entity P-{rnd(ALNUM, 20)} — denied on OFAC partial match")
    r.add("trace_and_span_id",
          f"trace_id={hexs(32)} span_id={hexs(16)} latency 4.2s on /ledger/post",
          f"traceparent: 00-{hexs(32)}-{hexs(16)}-01",
          f"x-request-id {uid()} → 502 from the payouts service")
    r.add("encrypted_secret_value",
          f"sops file excerpt (encrypted, safe to commit):\nplaid_secret: ENC[AES256_GCM,data:{b64(tok(30))},iv:{b64(tok(32))},tag:{b64(tok(16))},type:str]",
          f"CiphertextBlob from kms encrypt (data key, wrapped): {b64(tok(184))}",
          f"vault transit ciphertext stored in the db: vault:v3:{b64(tok(48))}")
    r.add("oauth_client_id",
          f"Auth0 SPA client id (public, it's in the frontend): {rnd(ALNUM, 32)}",
          "Plaid Link is initialized with link_token from the backend; the client_name is 'Acme Ledger', nothing secret in the browser")
    r.add("k8s_secret_manifest_refs",
          "kubectl get secret payments-webhooks -o jsonpath='{.data}' | jq keys\n[\"whsec\", \"stripe_rk\"]",
          f"pod {pod_name('ledger-api')} crashlooping: secret 'plaid-creds' not found in ns ledger")
    r.add("tls_certificate_info",
          f"cert for api.acme.example serial {groups(hexs(32).upper(), 2, ':')}, expires 2026-01-14",
          f"SHA-256 cert fingerprint pinned in the mobile app: {groups(hexs(64).upper(), 2, ':')}",
          f"mTLS client cert from the bank: CN=ACMEFIN01, serial {hexs(20)}, issuer SponsorBank Issuing CA G2")
    r.add("twilio_account_sid",
          f"Twilio account SID AC{hexs(32)} (the auth token is in Vault under secret/notify/twilio)",
          f"messaging service MG{hexs(32)} sends the OTPs, sender pool +1 212 555 01{digits(2)}")
    r.add("version_and_build",
          f"ledger-api v{secrets.randbelow(5) + 2}.{secrets.randbelow(30)}.{secrets.randbelow(20)} with plaid-python 24.0.0, stripe-python 10.{secrets.randbelow(12)}.0",
          f"Postgres 16.{secrets.randbelow(6)} on pg-ledger-primary, pgbouncer 1.22, redis 7.2.{secrets.randbelow(6)}",
          "stripe API version pinned: 2024-06-20; Plaid API 2020-09-14")
    r.add("internal_hosts_and_ips",
          f"pg-ledger-primary.acme.internal = 10.{secrets.randbelow(255)}.{secrets.randbelow(255)}.{secrets.randbelow(255)}, replica .{secrets.randbelow(255)}",
          f"bank SFTP egress IPs to allowlist: 198.51.100.{secrets.randbelow(255)}, 198.51.100.{secrets.randbelow(255)}; our NAT: 203.0.113.{secrets.randbelow(255)}",
          "vault.acme.internal:8200, sftp.sponsorbank.example:22, redis-idem.acme.internal:6380 (TLS)")
    r.add("vendor_support_contact",
          f"sponsor bank ACH ops desk: +1 (212) 555-01{digits(2)}, ref our company id when calling",
          f"Plaid support case #{digits(8, True)}, contact via dashboard only; TAM is on +1 415 555 01{digits(2)}")
    r.add("secret_location_note",
          "HSM partition PIN is split: half in my 1Password, half with the CISO, paper copies in the office safe (envelope #3)",
          "The PGP passphrase is in the 'filedrop' vault item in 1Password, not in Vault. Ask Priya for access.",
          "SFTP password: see the bank's sealed letter in the compliance binder. Do not email it.")
    r.add("secret_length_format_note",
          "Plaid secrets are 30 hex chars, client ids 24; our validation regex was rejecting the sandbox ones, fixed",
          "whsec_ secrets are per-endpoint, so staging and prod differ. If signature verify fails, check which endpoint sent it",
          "Stripe live keys start sk_live_, restricted rk_live_, publishable pk_live_ — add a pre-commit hook for the first two")
    r.add("aws_account_and_bucket",
          f"prod account {aws_account()}, staging {aws_account()}, ledger bucket acme-ledger-prod in us-east-1",
          f"bucket policy denies s3:PutObject without x-amz-server-side-encryption-aws-kms-key-id = {uid()}")
    r.add("stripe_balance_transaction_ids",
          f"recon diff: txn_3{rnd(ALNUM, 23)} (fee) not in our ledger, payout po_1{rnd(ALNUM, 23)}",
          f"balance txn txn_1{rnd(ALNUM, 23)} net 98,410 cents, matches ledger entry {uid()}")
    r.add("hsm_object_handles",
          f"CloudHSM cluster cluster-{rnd(LOWER + DIGITS, 11)}, hsm-{rnd(LOWER + DIGITS, 11)}, signing key handle {digits(6, True)}",
          f"Luna partition serial {digits(10, True)}, label ledger-prod, slot 0 — HA group with {digits(10, True)}")
    r.add("github_actions_run",
          f"CI run {digits(10, True)} failed on ledger-core, job id {digits(11, True)} — flaky test in test_payouts.py",
          f"artifact id {digits(10, True)}, sha256:{hexs(64)} (the SBOM for the audit)")
    return r


def main() -> None:
    write_corpora("make_heldout171.py", [
        ("heldout171_credentials.yaml", credentials(), "batch 171 (NYC fintech backend engineer: Plaid, Stripe, bank file drop, HSM), written blind; every value synthetic"),
        ("heldout171_lookalikes.yaml", lookalikes(), "batch 171 look-alikes: payment and bank ids, public keys, vault references, rotation notes, written blind"),
    ])


if __name__ == "__main__":
    main()
