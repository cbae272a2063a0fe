# ruff: noqa: E501
"""Writes heldout179_credentials.yaml and heldout179_lookalikes.yaml: held-out batch 179.

Persona: a backend developer at a Berlin startup who writes Go and Rust services and keeps
their notes in English. The notes are pasted .env blocks, docker-compose fragments and shell
lines: Postgres and Redis URLs with passwords, JWT signing secrets, GitHub and Google OAuth
client secrets, the Sentry auth token, Stripe keys, MinIO/R2 keys, NATS creds, the Grafana
admin password and the internal API's HMAC key, next to go.sum lines, digests, trace ids and
dashboard links that only look secret.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    age_public_key,
    age_secret_key,
    amex,
    anthropic_key,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u_bytes,
    basic,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    openai_project_key,
    openssh_private,
    pem,
    pem_body,
    phrase,
    pick,
    pod_name,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
WORDS = ["spree", "kiez", "tempelhof", "späti", "ubahn", "kreuzberg", "mauer", "currywurst",
         "falafel", "wedding", "ringbahn", "fernsehturm", "pankow", "neukölln", "oberbaum",
         "havel", "brezel", "kastanie", "gopher", "ferris", "borrow", "channel", "mutex",
         "lantern", "orbit", "pebble", "quartz", "tundra", "velvet", "walnut", "zephyr"]


def upw(n: int = 24) -> str:
    """A generated password that is safe inside a URL."""
    return rnd(ALNUM, n)


def spw() -> str:
    """A password with symbols, as a password manager makes it."""
    return rnd(ALNUM + "!#%*+-_=?", pick(18, 20, 24))


def human_pw() -> str:
    return pick(
        f"{pick('Spree', 'Kiez', 'Gopher', 'Ferris', 'Mauer')}{pick('!', '#', '$', '_')}{digits(4)}{pick('Berlin', 'Oranje', 'Kotti', 'Wedding')}",
        f"{phrase(WORDS, 3, '-')}-{digits(2)}",
        spw(),
    )


def nkey_pub(prefix: str) -> str:
    return prefix + rnd(BASE32, 55)


def nkey_seed(kind: str = "U") -> str:
    return "S" + kind + "A" + rnd(BASE32, 55)


def h1() -> str:
    return "h1:" + b64(secrets.token_bytes(32))


def ulid() -> str:
    return pick("0", "1") + rnd(CROCKFORD, 25)


def sid(prefix: str, n: int = 24) -> str:
    """A Stripe object id."""
    return f"{prefix}_1{rnd(ALNUM, n)}"


def gh_pat() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def gh_fine_pat() -> str:
    return f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}"


def sentry_token() -> str:
    claims = b64(f'{{"iat":{1_700_000_000 + secrets.randbelow(60_000_000)}.{digits(6)},"url":"https://sentry.io","region_url":"https://de.sentry.io","org":"acme-berlin"}}'.encode()).rstrip("=")
    return f"sntrys_{claims}_{rnd(ALNUM + '+/', 43)}"


def stripe_sk(mode: str = "live") -> str:
    return f"sk_{mode}_51{rnd(ALNUM, 97)}"


def nats_user_jwt() -> str:
    claims = {"jti": rnd(BASE32, 52), "iat": 1_700_000_000 + secrets.randbelow(60_000_000),
              "iss": nkey_pub("A"), "name": "orders-svc", "sub": nkey_pub("U"),
              "nats": {"pub": {}, "sub": {}, "subs": -1, "data": -1, "payload": -1,
                       "type": "user", "version": 2}}
    return jwt(claims, alg="ed25519-nkey", signature=rnd(URLSAFE, 86))


def pkcs8_json_escaped() -> str:
    body = "\\n".join(b64(secrets.token_bytes(48)) for _ in range(8))
    return f"-----BEGIN PRIVATE KEY-----\\n{body}\\n-----END PRIVATE KEY-----\\n"


def sa_json_b64() -> str:
    doc = '{"type":"service_account","project_id":"acme-analytics","private_key":"' + pkcs8_json_escaped() + '"}'
    return b64(doc.encode())


def credentials() -> Rows:
    r = Rows()

    r.add("postgres_database_url",
          f"api .env (prod, from the old box before migration):\nDATABASE_URL=postgres://api_rw:{upw()}@pg-primary.acme.internal:5432/orders?sslmode=require",
          f"local compose db for the billing svc -> postgresql://billing:{upw(20)}@localhost:55432/billing_dev",
          f"reporting replica, readonly user but still:\n  psql \"postgres://metabase_ro:{upw(22)}@pg-replica-2.acme.internal:5432/orders?sslmode=verify-full\"",
          f"sqlx needs this at compile time, dont forget: export DATABASE_URL='postgres://sqlx:{upw(18)}@127.0.0.1:5432/ledger_test'")

    r.add("postgres_role_password",
          f"ran this on staging to give the new worker its own role\nCREATE ROLE outbox_worker LOGIN;\nALTER ROLE outbox_worker WITH PASSWORD '{spw()}';\nGRANT SELECT, UPDATE ON outbox TO outbox_worker;",
          f"~/.pgpass line for the analytics db (chmod 600!!)\npg-analytics.acme.internal:5432:analytics:lena:{upw(26)}",
          f"docker-compose.override.yml\n  postgres:\n    image: postgres:16-alpine\n    environment:\n      POSTGRES_USER: acme\n      POSTGRES_PASSWORD: {human_pw()}\n      POSTGRES_DB: acme_dev")

    r.add("redis_url_password",
          f"REDIS_URL=redis://default:{upw(32)}@redis-cache.acme.internal:6379/0",
          f"upstash-ish managed redis for the rate limiter: rediss://:{upw(40)}@eu1-calm-otter-31337.redis.acme.example:6380",
          f"go-redis opts in the sessions svc, password moved out of code later:\nredis.NewClient(&redis.Options{{Addr: \"redis.acme.internal:6379\", Password: \"{upw(28)}\", DB: 3}})")

    r.add("redis_acl_password",
          f"ACL for the queue consumer (redis 7)\nACL SETUSER jobs-consumer on >{upw(30)} ~jobs:* &jobs:* +@list +@pubsub -@dangerous",
          f"redis-cli -h redis.acme.internal --user cachewarmer --pass '{spw()}' INFO keyspace")

    r.add("jwt_signing_secret",
          f"JWT_SECRET for auth-svc prod (HS256). do NOT paste into slack again\nJWT_SECRET={rnd(URLSAFE, 64)}",
          f"staging jwt hmac key is {b64(secrets.token_bytes(48))} - same on api + gateway or tokens fail with signature invalid",
          f"config.toml of the rust gateway:\n[auth]\nissuer = \"https://auth.acme.internal\"\naudience = \"api\"\nhs256_secret = \"{hexs(64)}\"\nleeway_secs = 30")

    r.add("jwt_rs256_private_key",
          f"auth-svc signing key (kid 2024-05), private half, keep:\n{pem('RSA PRIVATE KEY', 8)}",
          f"JWT_PRIVATE_KEY_PEM for staging (ES256):\n-----BEGIN EC PRIVATE KEY-----\n{pem_body(3)}\n-----END EC PRIVATE KEY-----")

    r.add("github_oauth_client_secret",
          f"GitHub login app (prod) \nGITHUB_CLIENT_ID=Ov23li{rnd(ALNUM, 14)}\nGITHUB_CLIENT_SECRET={hexs(40)}",
          f"github oauth for local dev, callback http://localhost:8080/auth/github/callback\nid Iv1.{hexs(16)}\nsecret {hexs(40)}",
          f"new client secret generated for the staging oauth app bc the old one leaked in a CI log: {hexs(40)}")

    r.add("google_oauth_client_secret",
          f"Google Sign-In web client\nGOOGLE_CLIENT_ID={digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com\nGOOGLE_CLIENT_SECRET=GOCSPX-{rnd(URLSAFE, 28)}",
          f"google oauth secret for staging -> GOCSPX-{rnd(URLSAFE, 28)}",
          f"client_secret.json fragment i needed for the cli tool:\n{{\"installed\":{{\"client_id\":\"{digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com\",\"client_secret\":\"GOCSPX-{rnd(URLSAFE, 28)}\",\"redirect_uris\":[\"http://localhost\"]}}}}")

    r.add("sentry_auth_token",
          f"SENTRY_AUTH_TOKEN={sentry_token()}\n(org token, only project:releases + org:read, for sentry-cli in CI)",
          f"sentry-cli releases new -p api-go $VERSION --auth-token sntryu_{hexs(64)}",
          f"sentry token for uploading rust debug files: {sentry_token()}")

    r.add("stripe_secret_key",
          f"STRIPE_SECRET_KEY={stripe_sk('live')}",
          f"stripe test mode key for my local billing stack: {stripe_sk('test')}",
          f"restricted key for the invoice exporter (read invoices + customers only)\nrk_live_51{rnd(ALNUM, 97)}")

    r.add("stripe_webhook_secret",
          f"stripe listen --forward-to localhost:8080/webhooks/stripe gave me whsec_{rnd(ALNUM, 32)} - put in .env.local",
          f"prod endpoint signing secret (we_ endpoint for /webhooks/stripe): whsec_{rnd(ALNUM, 32)}",
          f"STRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}")

    r.add("minio_root_credentials",
          f"minio in compose:\n  minio:\n    image: quay.io/minio/minio:RELEASE.2024-05-10T01-41-38Z\n    command: server /data --console-address :9001\n    environment:\n      MINIO_ROOT_USER: acmeadmin\n      MINIO_ROOT_PASSWORD: {upw(32)}",
          f"mc alias set acme-minio https://minio.acme.internal {rnd(UPPER + DIGITS, 20)} {rnd(ALNUM, 40)}",
          f"minio service account for the uploads svc\naccess: {rnd(UPPER + DIGITS, 20)}\nsecret: {rnd(ALNUM + '+/', 40)}")

    r.add("r2_access_key_pair",
          f"R2 token 'uploads-prod' (object rw on bucket avatars)\nAccess Key ID: {hexs(32)}\nSecret Access Key: {hexs(64)}\nendpoint https://{hexs(32)}.r2.cloudflarestorage.com",
          f"S3_ACCESS_KEY_ID={hexs(32)}\nS3_SECRET_ACCESS_KEY={hexs(64)}\nS3_ENDPOINT=https://{hexs(32)}.r2.cloudflarestorage.com\nS3_BUCKET=exports",
          f"aws cli profile for r2 (~/.aws/credentials):\n[r2]\naws_access_key_id = {hexs(32)}\naws_secret_access_key = {hexs(64)}")

    r.add("nats_user_seed",
          f"nats seed for orders-svc user (nsc generated): {nkey_seed('U')}",
          f"NATS_NKEY_SEED={nkey_seed('U')}",
          f"account signing key seed, needed to mint user jwts in the provisioning job\n{nkey_seed('A')}")

    r.add("nats_creds_file",
          f"orders.creds (prod) - whole file:\n-----BEGIN NATS USER JWT-----\n{nats_user_jwt()}\n------END NATS USER JWT------\n\n************************* IMPORTANT *************************\nNKEY Seed printed below can be used to sign and prove identity.\n\n-----BEGIN USER NKEY SEED-----\n{nkey_seed('U')}\n------END USER NKEY SEED------",
          f"nats cli ctx with inline creds bc the file mount was broken on staging:\nnats context save stg --server nats://nats.acme.internal:4222 --nkey-seed {nkey_seed('U')}")

    r.add("grafana_admin_password",
          f"grafana prod admin / {human_pw()}",
          f"GF_SECURITY_ADMIN_USER=admin\nGF_SECURITY_ADMIN_PASSWORD={spw()}",
          f"reset grafana admin on the new vm:\ngrafana-cli admin reset-admin-password '{human_pw()}'")

    r.add("grafana_service_account_token",
          f"grafana SA token for the dashboard-as-code pipeline (Editor): glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
          f"curl -H 'Authorization: Bearer glsa_{rnd(ALNUM, 32)}_{hexs(8)}' https://grafana.acme.internal/api/search?query=api")

    r.add("internal_api_hmac_key",
          f"internal api request signing (X-Acme-Signature = hmac-sha256(body)), key for billing->ledger:\nLEDGER_HMAC_KEY={hexs(64)}",
          f"hmac key we share with the partner integration, rotated today: {b64(secrets.token_bytes(32))}",
          f"go test fixture uses a fake key but the REAL staging one is {hexs(64)} in case I need to replay webhooks by hand")

    r.add("github_personal_access_token",
          f"my classic PAT for pushing to the go-modules mirror: {gh_pat()}",
          f"GOPRIVATE=github.com/acme-berlin/*\ngit config --global url.\"https://lena:{gh_pat()}@github.com/\".insteadOf \"https://github.com/\"",
          f"fine-grained token (repo: acme-berlin/infra, contents rw, exp 90d) {gh_fine_pat()}",
          f"ghcr login for pulling private images on the build box\necho {gh_pat()} | docker login ghcr.io -u lena-acme --password-stdin")

    r.add("dockerhub_access_token",
          f"docker hub PAT (read-only, to avoid the pull rate limit in CI): dckr_pat_{rnd(URLSAFE, 27)}",
          f"DOCKERHUB_USERNAME=acmeberlin\nDOCKERHUB_TOKEN=dckr_pat_{rnd(URLSAFE, 27)}")

    r.add("aws_access_key_pair",
          f"old AWS user for the SES fallback\nAWS_ACCESS_KEY_ID={aws_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}\nAWS_REGION=eu-central-1",
          f"terraform state bucket creds (ci-terraform user): {aws_key_id()} / {aws_secret()}")

    r.add("ssh_deploy_private_key",
          f"deploy key for acme-berlin/config repo (read only) — private part:\n{openssh_private()}",
          f"the bastion key, copy to ~/.ssh/acme_bastion:\n{openssh_private()}")

    r.add("cookie_signing_key",
          f"gorilla/securecookie keys for the dashboard\nCOOKIE_HASH_KEY={hexs(64)}\nCOOKIE_BLOCK_KEY={hexs(32)}",
          f"axum-extra cookie key (Key::from needs 64 bytes) prod: {b64(secrets.token_bytes(64))}",
          f"csrf secret for the admin ui -> {rnd(URLSAFE, 43)}")

    r.add("session_cookie",
          f"logged-in session cookie from prod admin, to debug the 403 in postman:\nacme_session={b64u_bytes(48)}.{b64u_bytes(32)}",
          f"Cookie: _acme_sid={rnd(URLSAFE, 64)}; Path=/; HttpOnly  (support user's session, expires friday)")

    r.add("data_encryption_key",
          f"field encryption (AES-256-GCM) key for iban + tax id columns:\nPII_ENCRYPTION_KEY=base64:{b64(secrets.token_bytes(32))}",
          f"KEK for envelope encryption, staging: {hexs(64)}",
          f"age key used to decrypt the db backups on the restore box\n# created: 2024-03-02T10:14:22+01:00\n# public key: {age_public_key()}\n{age_secret_key()}")

    r.add("slack_webhook_url",
          f"alertmanager -> #alerts-prod webhook: https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
          f"SLACK_DEPLOY_WEBHOOK=https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}")

    r.add("slack_bot_token",
          f"deploy-bot slack token xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}",
          f"SLACK_BOT_TOKEN=xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}\nSLACK_SIGNING_SECRET={hexs(32)}")

    r.add("sendgrid_api_key",
          f"transactional mail (sendgrid, full access unfortunately): {sendgrid_key()}",
          f"SENDGRID_API_KEY={sendgrid_key()}")

    r.add("openai_api_key",
          f"openai key for the support-summary experiment, billed to team card: {openai_project_key()}",
          f"OPENAI_API_KEY={openai_project_key()}")

    r.add("anthropic_api_key",
          f"ANTHROPIC_API_KEY={anthropic_key()}",
          f"claude key for the internal changelog bot -> {anthropic_key()}")

    r.add("cloudflare_api_token",
          f"CF token 'dns-edit acme.example' for external-dns: {rnd(URLSAFE, 40)}",
          f"wrangler deploy needs CLOUDFLARE_API_TOKEN={rnd(URLSAFE, 40)} (workers edit + r2 edit)")

    r.add("honeycomb_api_key",
          f"OTEL_EXPORTER_OTLP_HEADERS=x-honeycomb-team={rnd(ALNUM, 22)}\nOTEL_EXPORTER_OTLP_ENDPOINT=https://api.eu1.honeycomb.io",
          f"honeycomb ingest key (env: staging) hcaik_{rnd(LOWER + DIGITS, 58)}")

    r.add("gitlab_runner_token",
          f"self-hosted runner on the hetzner box registered with\ngitlab-runner register --url https://gitlab.acme.internal --token glrt-{rnd(URLSAFE, 20)}",
          f"runner auth token glrt-{rnd(URLSAFE, 20)} (the arm64 one)")

    r.add("npm_publish_token",
          f"~/.npmrc for publishing the ts sdk\n//registry.npmjs.org/:_authToken=npm_{rnd(ALNUM, 36)}",
          f"NPM_TOKEN=npm_{rnd(ALNUM, 36)}  # automation token, bypasses 2fa")

    r.add("crates_io_token",
          f"cargo login cio{rnd(ALNUM, 32)}",
          f"crates.io token for publishing acme-otel-layer: cio{rnd(ALNUM, 32)} (scope publish-update)")

    r.add("rabbitmq_amqp_url",
          f"legacy php app still talks to rabbit: AMQP_DSN=amqp://legacy:{upw(24)}@rabbit.acme.internal:5672/%2f",
          f"lapin connect string for the importer -> amqps://importer:{upw(20)}@mq.acme.internal:5671/imports")

    r.add("mongodb_connection_string",
          f"events archive (mongo, yes still): mongodb+srv://archiver:{upw(24)}@cluster0.acme.internal/events?retryWrites=true&w=majority",
          f"MONGO_URI=mongodb://root:{upw(28)}@mongo-0.mongo.acme.internal:27017/?authSource=admin")

    r.add("kafka_sasl_password",
          f"kafka (redpanda cloud) client.properties:\nbootstrap.servers=seed-7f2a.acme.internal:9092\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-256\nsasl.username=orders-producer\nsasl.password={upw(32)}",
          f"franz-go SCRAM creds for the cdc consumer: user cdc-consumer pw {spw()}")

    r.add("clickhouse_password",
          f"clickhouse client --host ch.acme.internal --user analytics --password '{spw()}' --secure",
          f"CLICKHOUSE_URL=clickhouse://default:{upw(22)}@ch.acme.internal:9440/events?secure=true")

    r.add("totp_seed",
          f"TOTP seed for the shared aws root MFA (in case the yubikey dies): {rnd(BASE32, 32)}",
          f"otpauth://totp/Acme%20Grafana:lena?secret={rnd(BASE32, 32)}&issuer=Acme%20Grafana&digits=6",
          f"2fa secret for the hetzner robot account\n{groups(rnd(BASE32, 32), 4)}")

    r.add("github_recovery_codes",
          f"github recovery codes (personal acc)\n{recovery_codes(8, 'github')}",
          f"backup codes for the acme-berlin org owner bot account:\n{recovery_codes(6, 'github')}")

    r.add("luks_passphrase",
          f"laptop disk encryption passphrase: {phrase(WORDS, 6, ' ')}",
          f"LUKS on the restore box /dev/nvme1n1 -> {phrase(WORDS, 5, '-')}{digits(2)}")

    r.add("office_wifi_password",
          f"office wifi 'acme-staff' pw {human_pw()}",
          f"WIFI:T:WPA;S:acme-guest;P:{rnd(ALNUM, 14)};;  <- qr code text for the guest network")

    r.add("office_door_code",
          f"door code for the Skalitzer office: {digits(6)}#",
          f"alarm system at the office: code {digits(4)}, disarm within 30s or the security co calls Jonas",
          f"keybox at the server closet {digits(4)}")

    r.add("company_card",
          f"team visa for SaaS stuff\n{groups(luhn('4'), 4)}\nexp {card_expiry()}  cvc {digits(3)}",
          f"company mastercard (Hetzner + Cloudflare billing): {luhn(pick('51', '52', '53', '54', '55'))} {card_expiry()} cvv {digits(3)}")

    r.add("vault_root_token",
          f"vault root token from the init ceremony (revoke after setup!!): hvs.{rnd(URLSAFE, 24)}",
          f"export VAULT_ADDR=https://vault.acme.internal:8200\nexport VAULT_TOKEN=hvs.CAESI{rnd(URLSAFE, 86)}")

    r.add("vault_unseal_key",
          f"vault unseal keys (shamir 3 of 5), mine:\nUnseal Key 2: {b64(secrets.token_bytes(33))}",
          f"vault operator unseal {b64(secrets.token_bytes(33))}")

    r.add("doppler_service_token",
          f"DOPPLER_TOKEN=dp.st.prd.{rnd(ALNUM, 43)}",
          f"doppler service token for the staging k8s operator -> dp.st.stg.{rnd(ALNUM, 43)}")

    r.add("tailscale_auth_key",
          f"tailscale up --authkey=tskey-auth-k{rnd(ALNUM, 10)}CNTRL-{rnd(ALNUM, 33)} --advertise-tags=tag:ci",
          f"TS_AUTHKEY for ephemeral CI nodes: tskey-auth-k{rnd(ALNUM, 10)}CNTRL-{rnd(ALNUM, 33)}")

    r.add("wireguard_private_key",
          f"wg0.conf on my laptop\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.66.0.7/32\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.internal:51820\nAllowedIPs = 10.24.0.0/16",
          f"wireguard privkey for the db tunnel box: {wg_key()}")

    r.add("gcp_service_account_key",
          f"bigquery export SA json (acme-analytics):\n{{\n  \"type\": \"service_account\",\n  \"project_id\": \"acme-analytics\",\n  \"private_key_id\": \"{hexs(40)}\",\n  \"private_key\": \"{pkcs8_json_escaped()}\",\n  \"client_email\": \"bq-export@acme-analytics.iam.gserviceaccount.com\"\n}}",
          f"GOOGLE_APPLICATION_CREDENTIALS_JSON base64'd for the render env: {sa_json_b64()}")

    r.add("basic_auth_header",
          f"staging is behind basic auth, header for curl: Authorization: Basic {basic('acme', upw(16))}",
          f"prometheus remote_write to the managed thing:\nremote_write:\n  - url: https://prom.acme.internal/api/v1/write\n    basic_auth:\n      username: {digits(6, True)}\n      password: {rnd(URLSAFE, 40)}",
          f"pprof endpoint is protected: curl -u debug:{upw(18)} https://api.acme.internal/debug/pprof/heap > heap.out")

    r.add("staging_bearer_jwt",
          f"long-lived service token the cron uses to call /internal/reindex (exp 2026):\nBearer {jwt({'sub': 'svc:reindex-cron', 'iss': 'https://auth.acme.internal', 'aud': 'api', 'exp': 1798761600, 'scope': 'admin:reindex'})}",
          f"INTERNAL_API_TOKEN={jwt({'sub': 'svc:billing', 'roles': ['ledger:write'], 'iat': 1715000000})}")

    r.add("keycloak_admin_password",
          f"KEYCLOAK_ADMIN=admin\nKEYCLOAK_ADMIN_PASSWORD={spw()}",
          f"keycloak master realm admin pw: {human_pw()}  (change after the SSO migration)")

    r.add("meilisearch_master_key",
          f"meili master key (prod search): {rnd(URLSAFE, 44)}",
          f"docker run -p 7700:7700 -e MEILI_MASTER_KEY='{rnd(URLSAFE, 32)}' getmeili/meilisearch:v1.8")

    r.add("password_manager_master_password",
          f"bitwarden master pw, written here bc I keep forgetting after vacation: {phrase(WORDS, 4, '-')}-{digits(3)}",
          f"1pw master password (work vault)\n{human_pw()}")

    r.add("gpg_key_passphrase",
          f"gpg passphrase for the release signing key (0x{hexs(16).upper()}): {phrase(WORDS, 5, ' ')}",
          f"git commit signing key pass -> {spw()}")

    # second pass: more of the same kinds, pasted later in other shapes
    r.add("redis_acl_password",
          f"users.acl on the redis vm\nuser default off\nuser api on >{upw(32)} ~cache:* ~sess:* +@read +@write -@admin")
    r.add("jwt_rs256_private_key",
          f"ed25519 key for signing webhooks to partners (PKCS8):\n{pem('PRIVATE KEY', 2)}")
    r.add("dockerhub_access_token",
          f"docker login -u acmeberlin -p dckr_pat_{rnd(URLSAFE, 27)}   # yes i know, -p is bad, it's the throwaway vm")
    r.add("aws_access_key_pair",
          f"[profile ses-legacy]\naws_access_key_id={aws_key_id()}\naws_secret_access_key={aws_secret()}\nregion=eu-west-1")
    r.add("ssh_deploy_private_key",
          f"github actions secret DEPLOY_SSH_KEY (for rsync to the hetzner box), content:\n{openssh_private()}")
    r.add("session_cookie",
          f"grafana_session={hexs(32)} - Mira's session, she's locked out of SSO, only for today")
    r.add("slack_webhook_url",
          f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"deploy done\"}}' https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}")
    r.add("slack_bot_token",
          f"incident bot: xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}\napp-level token (socket mode): xapp-1-A{rnd(UPPER + DIGITS, 10)}-{digits(13, True)}-{hexs(64)}")
    r.add("sendgrid_api_key",
          f"smtp relay via sendgrid: user 'apikey', password {sendgrid_key()}, smtp.sendgrid.net:587")
    r.add("openai_api_key",
          f"eval script: client = OpenAI(api_key=\"{openai_project_key()}\")  # move to env before commit!!")
    r.add("anthropic_api_key",
          f"curl https://api.anthropic.com/v1/messages -H \"x-api-key: {anthropic_key()}\" -H \"anthropic-version: 2023-06-01\"")
    r.add("cloudflare_api_token",
          f"cf token for cert-manager dns01 (Zone:DNS:Edit on acme.example)\n{rnd(URLSAFE, 40)}")
    r.add("vault_root_token",
          f"token for my dev vault in compose: VAULT_DEV_ROOT_TOKEN_ID=hvs.{rnd(URLSAFE, 24)} (same one is used by the integration tests against staging vault, fix that)")
    r.add("doppler_service_token",
          f"doppler secrets download --no-file --format env --token dp.st.dev.{rnd(ALNUM, 43)}")
    r.add("tailscale_auth_key",
          f"reusable tailscale key for the office pi: tskey-auth-k{rnd(ALNUM, 10)}CNTRL-{rnd(ALNUM, 33)}  exp in 90d")
    r.add("company_card",
          f"amex (ceo gave it for the aws reserved instances): {amex()}  {card_expiry()}  cid {digits(4)}")
    r.add("grafana_service_account_token",
          f"GRAFANA_TOKEN=glsa_{rnd(ALNUM, 32)}_{hexs(8)}\nGRAFANA_URL=https://grafana.acme.internal")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("go_sum_hash",
          f"go.sum diff after bumping pgx, reviewer asked:\ngithub.com/jackc/pgx/v5 v5.6.0 {h1()}\ngithub.com/jackc/pgx/v5 v5.6.0/go.mod {h1()}",
          f"`go mod verify` fails on this line, check proxy cache:\ngolang.org/x/crypto v0.23.0 {h1()}",
          f"go.sum for nats.go: github.com/nats-io/nats.go v1.35.0 {h1()}\ngithub.com/nats-io/nkeys v0.4.7 {h1()}")

    r.add("go_pseudo_version",
          f"pin the fork: replace github.com/redis/go-redis/v9 => github.com/acme-berlin/go-redis/v9 v9.5.2-0.20240514093012-{hexs(12)}",
          f"go get github.com/acme-berlin/authkit@v0.0.0-20240611152233-{hexs(12)}")

    r.add("cargo_lock_checksum",
          f"Cargo.lock conflict, took theirs:\n[[package]]\nname = \"tokio\"\nversion = \"1.38.0\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"{hexs(64)}\"",
          f"ring 0.17.8 checksum in lock is {hexs(64)} — matches crates.io, not tampered",
          f"[[package]]\nname = \"jsonwebtoken\"\nversion = \"9.3.0\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"{hexs(64)}\"\ndependencies = [\n \"base64 0.21.7\",\n \"ring\",\n]")

    r.add("git_commit_sha",
          f"bad deploy was {hexs(40)}, revert is {hexs(12)}",
          f"git bisect says {hexs(40)} introduced the leak in the conn pool (\"refactor: share pgxpool\")",
          f"cherry-pick {hexs(7)} and {hexs(7)} onto release/2.14")

    r.add("docker_image_digest",
          f"prod runs ghcr.io/acme-berlin/api@sha256:{hexs(64)}",
          f"pin base image: FROM gcr.io/distroless/static-debian12@sha256:{hexs(64)}",
          f"rust builder digest changed overnight, old rust:1.78-slim-bookworm@sha256:{hexs(64)}")

    r.add("npm_integrity_hash",
          f"package-lock for the admin ui:\n\"node_modules/jose\": {{\n  \"version\": \"5.4.0\",\n  \"integrity\": \"sha512-{b64(secrets.token_bytes(64))}\"\n}}",
          f"integrity mismatch on @sentry/browser, lock says sha512-{b64(secrets.token_bytes(64))}")

    r.add("release_sha256sums",
          f"SHA256SUMS for acmectl v0.9.1\n{hexs(64)}  acmectl_linux_amd64.tar.gz\n{hexs(64)}  acmectl_darwin_arm64.tar.gz",
          f"downloaded nats-server-v2.10.16-linux-amd64.zip, sha256 {hexs(64)} ok")

    r.add("uuid_in_url",
          f"customer complaint: https://app.acme.example/orgs/{uid()}/invoices/{uid()} returns 500",
          f"admin link for the stuck export job https://admin.acme.internal/jobs/{uid()}",
          f"GET /v1/workspaces/{uid()}/members?cursor={uid()}  -> slow (2.3s)")

    r.add("trace_and_span_ids",
          f"slow checkout trace: trace_id={hexs(32)} span_id={hexs(16)} (db.query took 1.8s)",
          f"jaeger: https://jaeger.acme.internal/trace/{hexs(32)}?uiFind={hexs(16)}",
          f"tempo search\n  traceID: {hexs(32)}\n  rootSpan: {hexs(16)}\n  service: ledger-rs")

    r.add("traceparent_header",
          f"to reproduce with the same trace: curl -H 'traceparent: 00-{hexs(32)}-{hexs(16)}-01' https://api.acme.internal/v1/orders",
          f"propagation broken between gateway and ledger, incoming traceparent 00-{hexs(32)}-{hexs(16)}-00 but new root in ledger")

    r.add("log_request_id",
          f"{{\"level\":\"error\",\"ts\":\"2024-06-12T09:41:07.112Z\",\"msg\":\"payment capture failed\",\"request_id\":\"{ulid()}\",\"order_id\":\"{uid()}\"}}",
          f"support ticket mentions X-Request-Id: {uid()}",
          f"grep for req_{rnd(ALNUM, 24)} in loki, 3 retries then 502")

    r.add("pprof_profile_url",
          f"go tool pprof -http=:8081 'http://api-{hexs(10)[:9]}-{rnd('bcdfghjklmnpqrstvwxz2456789', 5)}.acme.internal:6060/debug/pprof/profile?seconds=30'",
          f"heap profile saved: pprof.api.alloc_objects.alloc_space.inuse_objects.inuse_space.{digits(3)}.pb.gz (sha {hexs(12)})",
          f"flamegraph shared at https://pprof.acme.internal/?id={hexs(32)} — json.Marshal is 31% of cpu")

    r.add("grafana_dashboard_link",
          f"api latency board: https://grafana.acme.internal/d/{rnd(ALNUM, 9)}/api-latency?orgId=1&from=now-6h&to=now&var-service=orders",
          f"dashboard uid {rnd(ALNUM + '-_', 14)} (nats jetstream) — provisioned from grafana/dashboards/nats.json",
          f"panel link for the postmortem https://grafana.acme.internal/d/{rnd(ALNUM, 9)}/postgres?viewPanel=14&orgId=1&from=1718179200000&to=1718190000000")

    r.add("feature_flag_key",
          f"flags to clean up after the billing launch: billing-v2-checkout, ff_stripe_tax_{hexs(4)}, new-ledger-writes",
          "unleash toggle 'orders.async-capture' at 25% in prod, strategy gradualRollout, stickiness userId",
          "FEATURE_FLAGS=enable_pgx_v5,enable_nats_kv,disable_legacy_webhooks")

    r.add("launchdarkly_client_side_id",
          f"LD client-side id for the web app (public, ships in the bundle): {hexs(24)}",
          f"VITE_LD_CLIENT_ID={hexs(24)}  # safe to commit, server sdk key lives in doppler")

    r.add("posthog_project_key",
          f"posthog project api key for the frontend (it's public by design): phc_{rnd(ALNUM, 43)}",
          f"NEXT_PUBLIC_POSTHOG_KEY=phc_{rnd(ALNUM, 43)}\nNEXT_PUBLIC_POSTHOG_HOST=https://eu.i.posthog.com")

    r.add("sentry_dsn",
          f"SENTRY_DSN=https://{hexs(32)}@o{digits(6, True)}.ingest.de.sentry.io/{digits(16, True)}",
          f"frontend dsn (public, fine in the bundle) https://{hexs(32)}@o{digits(6, True)}.ingest.de.sentry.io/{digits(16, True)}",
          f"sentry-go init:\nsentry.Init(sentry.ClientOptions{{\n  Dsn: \"https://{hexs(32)}@o{digits(6, True)}.ingest.de.sentry.io/{digits(16, True)}\",\n  TracesSampleRate: 0.1,\n}})")

    r.add("sentry_event_id",
          f"sentry event {hexs(32)} — nil pointer in webhook handler, issue API-GO-{rnd(UPPER + DIGITS, 3)}",
          f"https://acme-berlin.sentry.io/issues/{digits(10, True)}/events/{hexs(32)}/")

    r.add("env_example_template",
          "new .env.example for the api (committed):\nDATABASE_URL=\nREDIS_URL=redis://localhost:6379/0\nJWT_SECRET=\nSTRIPE_SECRET_KEY=sk_test_replace_me\nSTRIPE_WEBHOOK_SECRET=whsec_...\nSENTRY_DSN=",
          "README snippet:\ncp .env.example .env\n# then fill GITHUB_CLIENT_SECRET and GOOGLE_CLIENT_SECRET from 1Password 'Acme dev env'",
          "S3_ACCESS_KEY_ID=<your-r2-key-id>\nS3_SECRET_ACCESS_KEY=<your-r2-secret>\nS3_ENDPOINT=https://<account-id>.r2.cloudflarestorage.com\nNATS_CREDS=./secrets/dev.creds")

    r.add("env_var_reference",
          "compose uses DATABASE_URL: postgres://app:${DB_PASSWORD}@db:5432/app?sslmode=disable — DB_PASSWORD comes from the shell",
          "GF_SECURITY_ADMIN_PASSWORD__FILE=/run/secrets/grafana_admin  (grafana reads the file, no plaintext in env)",
          "in the k8s manifest: env: - name: JWT_SECRET valueFrom: secretKeyRef: {name: auth-secrets, key: jwt-secret}")

    r.add("doppler_secret_path",
          "doppler run --project api --config prd -- ./bin/api  (STRIPE_SECRET_KEY etc come from there)",
          "secrets for the ledger live in doppler: acme/ledger/prd -> LEDGER_HMAC_KEY, DATABASE_URL",
          f"doppler config 'stg_personal_lena' was forked from stg at {uid()[:8]}, delete when done")

    r.add("vault_secret_path",
          "vault kv get -field=password secret/prod/postgres/api_rw",
          "vault path for the nats creds: kv/data/nats/accounts/ORDERS/users/orders-svc (policy nats-ro)",
          f"vault lease id database/creds/readonly/{rnd(ALNUM, 24)} expired, app reconnected fine")

    r.add("aws_secretsmanager_arn",
          f"arn:aws:secretsmanager:eu-central-1:{aws_account()}:secret:prod/api/stripe-{rnd(ALNUM, 6)}",
          f"the lambda reads SECRET_ARN=arn:aws:secretsmanager:eu-central-1:{aws_account()}:secret:ses/smtp-{rnd(ALNUM, 6)} at cold start")

    r.add("aws_resource_arn",
          f"ci role: arn:aws:iam::{aws_account()}:role/github-actions-deploy",
          f"kms key arn:aws:kms:eu-central-1:{aws_account()}:key/{uid()} for the backup bucket",
          f"sqs dlq arn:aws:sqs:eu-central-1:{aws_account()}:orders-dlq")

    r.add("nats_public_nkey",
          f"orders-svc user public key {nkey_pub('U')} (signed by account {nkey_pub('A')})",
          f"server nkey for the leafnode on the hetzner box: {nkey_pub('N')}",
          f"nsc describe operator -> Operator ID {nkey_pub('O')}, system account {nkey_pub('A')}")

    r.add("benchmark_output",
          f"go test -bench=HMAC -benchmem ./internal/sign\nBenchmarkHMACVerify-16     \t {digits(7, True)}\t       412.3 ns/op\t     128 B/op\t       2 allocs/op\nBenchmarkJWTParse-16       \t  {digits(6, True)}\t      2871 ns/op\t    1184 B/op\t      19 allocs/op",
          "criterion: ledger/apply_batch_1k  time: [1.2034 ms 1.2107 ms 1.2189 ms]  change: [-8.1% -7.4% -6.6%] (p = 0.00 < 0.05)",
          "wrk -t8 -c256 -d30s: 48211.37 req/s, p99 23.4ms after the pgx pool change (was 31k)")

    r.add("semver_bump",
          "deps bumped: tokio 1.37.0 -> 1.38.0, axum 0.7.5, sqlx 0.7.4 -> 0.8.0 (breaking!), go 1.22.3 -> 1.22.4",
          f"release tag v2.14.0-rc.1+build.{hexs(7)} pushed, changelog pending",
          "nats-server 2.10.16, jetstream api level 1; grafana 11.0.0; postgres 16.3")

    r.add("stripe_publishable_key",
          f"STRIPE_PUBLISHABLE_KEY=pk_live_51{rnd(ALNUM, 97)}  (goes in the frontend, public)",
          f"pk_test_51{rnd(ALNUM, 97)} is the test publishable key for the checkout widget")

    r.add("stripe_object_id",
          f"refund for customer {sid('cus', 13)[:18]} — payment intent pi_3{rnd(ALNUM, 23)}, charge ch_3{rnd(ALNUM, 23)}",
          f"webhook endpoint we_1{rnd(ALNUM, 23)} keeps failing on evt_1{rnd(ALNUM, 23)} (invoice.paid)",
          f"price ids: starter price_1{rnd(ALNUM, 23)}, pro price_1{rnd(ALNUM, 23)}; connected acct acct_1{rnd(ALNUM, 15)}")

    r.add("stripe_test_card_number",
          "stripe test cards: 4242 4242 4242 4242 any future exp any cvc; 3DS: 4000 0025 0000 3155; decline: 4000 0000 0000 9995",
          "e2e test uses card 4000 0000 0000 0077 (bypass pending balance), exp 12/34 cvc 123")

    r.add("stripe_signature_header",
          f"failing webhook sample from the logs: Stripe-Signature: t={1_718_000_000 + secrets.randbelow(900_000)},v1={hexs(64)}",
          f"X-Acme-Signature: sha256={hexs(64)} on the replayed request didn't match because body was re-serialized")

    r.add("github_oauth_client_id",
          f"GitHub OAuth app client id Ov23li{rnd(ALNUM, 14)} (id is public, secret in doppler)",
          f"github app 'acme-deploy' app id {digits(6, True)}, client id Iv1.{hexs(16)}, installation {digits(8, True)}")

    r.add("google_oauth_client_id",
          f"google web client id {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com — add http://localhost:5173 to authorized origins",
          f"VITE_GOOGLE_CLIENT_ID={digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com")

    r.add("ssh_public_key",
          f"add to authorized_keys on the bastion: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} lena@acme-laptop",
          f"deploy key (public) for acme-berlin/config: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ci-deploy",
          f"jonas's key: ssh-rsa {ssh_pub('ssh-rsa', 267)} jonas@thinkpad")

    r.add("wireguard_peer_public_key",
          f"new peer for Mira's laptop\n[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 10.66.0.12/32",
          f"vpn server pubkey {wg_key()} endpoint vpn.acme.internal:51820")

    r.add("age_recipient",
          f"sops .sops.yaml creation_rules: age: {age_public_key()},{age_public_key()}",
          f"backup encryption recipient (public): {age_public_key()}")

    r.add("jwks_public_key",
          f"https://auth.acme.internal/.well-known/jwks.json currently serves:\n{{\"keys\":[{{\"kty\":\"RSA\",\"kid\":\"{hexs(16)}\",\"use\":\"sig\",\"alg\":\"RS256\",\"n\":\"{b64u_bytes(256)}\",\"e\":\"AQAB\"}}]}}",
          f"rotated signing kid to {hexs(16)}; public key for the partner:\n-----BEGIN PUBLIC KEY-----\n{pem_body(3)}\n-----END PUBLIC KEY-----")

    r.add("gpg_key_fingerprint",
          f"release signing key fingerprint {groups(hexs(40).upper(), 4)}",
          f"git config user.signingkey {hexs(16).upper()} (verified on github)")

    r.add("ssh_host_fingerprint",
          f"bastion host key: ED25519 key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} — matches what infra posted",
          f"new github.com key fp SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} ? double check against docs before accepting")

    r.add("tls_cert_fingerprint",
          f"api.acme.example cert sha256 fingerprint {':'.join(hexs(64).upper()[i:i + 2] for i in range(0, 64, 2))}, expires 2024-09-02",
          f"pinning in the mobile sdk: sha256/{b64(secrets.token_bytes(32))}")

    r.add("kube_ca_certificate_data",
          f"kubeconfig for the staging cluster, cluster part only:\nclusters:\n- cluster:\n    certificate-authority-data: {b64(pem('CERTIFICATE', 5).encode())}\n    server: https://k8s-stg.acme.internal:6443\n  name: stg",
          f"internal CA bundle (public cert, ok to share):\n{pem('CERTIFICATE', 6)}")

    r.add("password_rotation_note",
          "rotated grafana admin password today after Jonas left; new one is in 1Password 'Grafana prod', told ops",
          "TODO: rotate the STRIPE_SECRET_KEY on friday — roll in dashboard with 12h expiry on the old key, update doppler, redeploy api + worker",
          "postgres api_rw password changed 2024-06-03, pgbouncer reloaded, old one no longer works")

    r.add("password_policy_note",
          "JWT_SECRET must be >= 32 bytes or auth-svc panics at boot (\"hmac key too short\")",
          "pg password_encryption = scram-sha-256 now, md5 entries in pg_hba removed; min 24 chars for service roles",
          "grafana: disable_login_form = false, admin pw reset requires 12+ chars; password field maxlen in our signup is 128")

    r.add("secret_storage_pointer",
          "the R2 keys are NOT in the repo — they're in 1Password > Infra > 'R2 uploads-prod'",
          "nats operator seed is on the offline usb stick in the office safe, nowhere else",
          "vault unseal shares: Lena, Jonas, Mira each have one in their personal 1pw; 3 of 5 needed")

    r.add("s3_object_etag",
          f"uploaded export: s3://exports/2024/06/orders-{digits(8)}.parquet ETag \"{hexs(32)}-12\"",
          f"minio object avatars/{uid()}.webp etag {hexs(32)} versionId {uid()}")

    r.add("r2_public_bucket_url",
          f"public bucket for static assets: https://pub-{hexs(32)}.r2.dev/og/{uid()}.png",
          f"cloudflare account id {hexs(32)} (not secret), zone id {hexs(32)}")

    r.add("k8s_pod_name",
          f"OOMKilled: {pod_name('orders-api')} and {pod_name('orders-worker')} at 03:12",
          f"kubectl logs -f {pod_name('ledger-rs')} -c app --since=1h")

    r.add("sql_migration_file",
          f"migrations/{digits(14)}_add_idempotency_keys.up.sql + .down.sql, checksum in schema_migrations: {hexs(64)}",
          f"sqlx migrate info says version 20240612{digits(6)} pending ('create_webhook_deliveries')")

    r.add("sql_placeholder_query",
          "UPDATE users SET password_hash = $1, password_changed_at = now() WHERE id = $2  -- no plaintext ever",
          "INSERT INTO api_tokens (id, user_id, token_hash, expires_at) VALUES ($1, $2, $3, $4)  // we only store sha256 of the token")

    r.add("vendor_invoice_number",
          f"Hetzner invoice R{digits(10, True)} (May) — 412,37 EUR, pay by 20.06",
          f"sentry invoice #{rnd(UPPER + DIGITS, 8)}-{digits(4)}, grafana cloud inv {digits(7, True)}",
          f"our invoice to the client: INV-2024-{digits(5)}, PO {digits(8, True)}")

    r.add("company_iban_invoice",
          f"bank details on our invoices: Acme Berlin GmbH, IBAN {iban('DE', digits(8, True) + digits(10))}, BIC {pick('COBADEFFXXX', 'DEUTDEBBXXX', 'BELADEBEXXX')}, USt-IdNr DE{digits(9, True)}",
          f"supplier (design agency) IBAN {iban('DE', digits(8, True) + digits(10))} for the logo invoice")

    r.add("internal_ip_hostnames",
          "pg primary 10.24.3.17:5432, replica 10.24.3.18, pgbouncer 10.24.3.20:6432; nats 10.24.5.2:4222 (cluster 6222, monitoring 8222)",
          f"redis.acme.internal -> 10.24.4.9; minio.acme.internal -> 10.24.6.3:9000 (console :9001); ipv6 fd{hexs(2)}:{hexs(4)}::17")

    r.add("phone_contact",
          f"on-call this week: Jonas +49 151 {digits(8, True)}, hetzner support +49 9831 505-0",
          f"landlord (office) +49 30 {digits(7, True)}, locksmith 030 {digits(6, True)}")

    r.add("github_actions_run_link",
          f"flaky test in run https://github.com/acme-berlin/api/actions/runs/{digits(10, True)}/job/{digits(11, True)}",
          f"PR #{digits(4, True)} failing check 'cargo deny' (run {digits(10, True)}, attempt 2)")

    r.add("parcel_tracking_number",
          f"yubikeys for the team shipped, DHL {digits(20, True)}",
          f"new macbook ups 1Z{rnd(UPPER + DIGITS, 16)}")

    r.add("ulid_ksuid_ids",
          f"outbox row {ulid()} stuck in 'pending' since 10:02",
          f"segment ksuid {rnd(ALNUM, 27)} / message id {ulid()} — duplicate delivery on jetstream",
          f"nats msg id header Nats-Msg-Id: {ulid()} (dedupe window 2m)")

    r.add("idempotency_key_header",
          f"retry with the same Idempotency-Key: {uid()} → stripe returned cached 200",
          f"idempotency key format we use: order:{uid()}:capture")

    r.add("redis_url_without_auth",
          "REDIS_URL=redis://localhost:6379/0 for local, no auth in dev compose",
          "sentinel: redis-sentinel://sentinel-0.acme.internal:26379,sentinel-1.acme.internal:26379/mymaster/2  (auth via REDIS_PASSWORD env)")

    r.add("docker_compose_secrets_file",
          "compose secrets block:\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt\n  jwt_key:\n    file: ./secrets/jwt.pem\nservices:\n  api:\n    secrets: [db_password, jwt_key]",
          "POSTGRES_PASSWORD_FILE=/run/secrets/db_password  # the official image supports _FILE")

    r.add("mac_address_inventory",
          f"office inventory: label printer {mac(upper=True)}, sonos {mac()}, the raspberry pi running the door bell {mac()}",
          f"dhcp reservation for the build box {mac('-', True)} -> 192.168.178.40")

    # second pass
    r.add("go_pseudo_version",
          f"go list -m all | grep authkit -> github.com/acme-berlin/authkit v0.3.1-0.20240602081755-{hexs(12)}")
    r.add("password_rotation_note",
          "sentry auth token expired (org token, created 90 days ago), made a new one with same scopes, CI secret updated")
    r.add("env_example_template",
          "docker-compose.yml excerpt:\n  grafana:\n    environment:\n      GF_SECURITY_ADMIN_PASSWORD: ${GRAFANA_ADMIN_PASSWORD:?set me}\n      GF_AUTH_GITHUB_CLIENT_SECRET: ${GH_OAUTH_SECRET}")
    r.add("log_request_id",
          f"2024-06-12T11:03:44Z WARN hyper: connection reset, req_id={hexs(16)} peer=10.24.3.41:51234 conn_id={digits(6, True)}")
    r.add("docker_image_digest",
          f"crane digest ghcr.io/acme-berlin/ledger-rs:v1.9.0 -> sha256:{hexs(64)}")

    return r


def main() -> None:
    write_corpora("make_heldout179.py", [
        ("heldout179_credentials.yaml", credentials(), "batch 179 (Berlin startup backend dev, Go/Rust, .env and compose pastes), written blind; every value synthetic"),
        ("heldout179_lookalikes.yaml", lookalikes(), "batch 179 look-alikes: go.sum/Cargo.lock hashes, digests, trace ids, public keys and DSNs, secret references, written blind"),
    ])


if __name__ == "__main__":
    main()
