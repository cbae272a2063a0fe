# ruff: noqa: E501
"""Writes heldout162_credentials.yaml and heldout162_lookalikes.yaml: held-out batch 162.

Persona: a backend developer at a mid-size e-commerce company in Seattle (Python/Django,
Celery, Postgres, Redis, AWS, Stripe, Twilio, SendGrid, Sentry). Terse American English
notes lifted from Slack threads, PR descriptions, .env files and shell history: the keys and
connection strings they juggle, and the many ids, digests, ARNs and env-var names that only
look like them.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import base64
import json
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
    amex,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u,
    basic,
    card_expiry,
    digits,
    epoch,
    groups,
    hexs,
    jwt,
    luhn,
    openai_project_key,
    openssh_private,
    pem,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

DJANGO_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)"
WORDS = ["cedar", "ferry", "rainier", "salmon", "drizzle", "pike", "ballard", "orca",
         "fremont", "kettle", "lantern", "moss", "harbor", "puget", "summit", "teal"]


def dj_key() -> str:
    return rnd(DJANGO_CHARS, 50)


def stripe_key(prefix: str) -> str:
    """A newer-style Stripe key: prefix, account-ish part, long random tail."""
    return f"{prefix}_51{rnd(ALNUM, 14)}{rnd(ALNUM, 85)}"


def sid(prefix: str) -> str:
    return prefix + hexs(32)


def sobj(prefix: str) -> str:
    """A Stripe object id."""
    return f"{prefix}_{pick('1', '3')}{rnd(ALNUM, 23)}"


def cus() -> str:
    return f"cus_{rnd(ALNUM, 14)}"


def sentry_org_token() -> str:
    claims = {"iat": epoch(), "url": "https://sentry.io", "region_url": "https://us.sentry.io", "org": "acme-shop"}
    return f"sntrys_{b64(json.dumps(claims).encode()).rstrip('=')}_{rnd(URLSAFE, 43)}"


def pypi_token() -> str:
    return "pypi-AgEIcHlwaS5vcmc" + rnd(URLSAFE, 160)


def fernet() -> str:
    return base64.urlsafe_b64encode(secrets.token_bytes(32)).decode()


def gh_fine() -> str:
    return f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}"


def dsn() -> str:
    return f"https://{hexs(32)}@o{digits(6, True)}.ingest.us.sentry.io/{digits(16, True)}"


def digest() -> str:
    return "sha256:" + hexs(64)


def sm_arn(name: str, region: str = "us-west-2") -> str:
    return f"arn:aws:secretsmanager:{region}:{aws_account()}:secret:{name}-{rnd(ALNUM, 6)}"


def pbkdf2() -> str:
    return f"pbkdf2_sha256${pick(600000, 720000, 870000)}${rnd(ALNUM, 22)}${b64(secrets.token_bytes(32))}"


def sts_session() -> str:
    return "IQoJb3JpZ2luX2VjE" + rnd(B64, 340)


def ups() -> str:
    return f"1Z{rnd(UPPER + DIGITS, 6)}{digits(2)}{digits(8)}"


def ulid() -> str:
    return "01H" + rnd("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 23)


def credentials() -> Rows:
    r = Rows()
    r.add(
        "django_secret_key",
        f"prod SECRET_KEY (copying from ssm bc the console is slow af): {dj_key()}",
        f"staging .env\nDJANGO_SETTINGS_MODULE=acme.settings.staging\nDJANGO_SECRET_KEY='{dj_key()}'\nDJANGO_ALLOWED_HOSTS=staging.acme.example",
        f"key rotation plan for Thurs:\nSECRET_KEY = \"{dj_key()}\"\nSECRET_KEY_FALLBACKS = [\"{dj_key()}\"]\ndrop the fallback after 2 wks so sessions survive",
        f"django secret for the admin-tools box, not in ssm yet -> {dj_key()}",
    )
    r.add(
        "postgres_database_url",
        f"DATABASE_URL=postgres://acme_app:{rnd(ALNUM, 24)}@db.prod.acme.internal:5432/acme_shop",
        f"psql \"postgresql://readonly:{pw()}@replica-1.acme.internal:5432/acme_shop?sslmode=require\" -c 'select count(*) from orders_order where created_at > now() - interval 1 day'",
        f"for the backfill job use the migrator role, NOT acme_app:\npostgres://migrator:{rnd(ALNUM, 28)}@db.prod.acme.internal/acme_shop",
        f"my local docker pg is postgres://postgres:{pw()}@localhost:5433/acme_dev fwiw",
    )
    r.add(
        "postgres_role_password",
        f"ran on prod (ticket BE-2211):\nALTER ROLE analytics_ro WITH PASSWORD '{rnd(ALNUM, 22)}';",
        f"DATABASES = {{\n    \"default\": {{\n        \"ENGINE\": \"django.db.backends.postgresql\",\n        \"NAME\": \"acme_shop\",\n        \"USER\": \"acme_app\",\n        \"PASSWORD\": \"{rnd(ALNUM, 24)}\",\n        \"HOST\": \"db.staging.acme.internal\",\n    }}\n}}",
        f"metabase -> pg-analytics.acme.internal, db warehouse, user metabase pw {pw()}",
    )
    r.add(
        "redis_url_password",
        f"REDIS_URL=rediss://default:{rnd(ALNUM, 32)}@redis-prod.acme.internal:6379/0",
        f"redis-cli -h redis-staging.acme.internal -a '{pw()}' --no-auth-warning info keyspace",
        f"CACHES = {{\"default\": {{\"BACKEND\": \"django_redis.cache.RedisCache\", \"LOCATION\": \"redis://:{rnd(ALNUM, 26)}@cache.acme.internal:6379/1\"}}}}",
        f"elasticache auth token (rate limiter cluster): {rnd(ALNUM + '!&#$^<>-', 40)}",
    )
    r.add(
        "aws_secret_access_key",
        f"[acme-deploy]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = us-west-2",
        f"ci iam user gh-actions-deploy: {aws_key_id()} / {aws_secret()}",
        f"for the s3 backfill script on my box\nexport AWS_ACCESS_KEY_ID={aws_key_id()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}",
        f"media bucket uploader user secret key {aws_secret()} (key id {aws_key_id()}), scoped to acme-media-prod only",
    )
    r.add(
        "aws_sts_session_token",
        f"~/.aws/credentials (sso export, expires 1h)\n[acme-prod-admin]\naws_access_key_id = ASIA{rnd(UPPER + DIGITS, 16)}\naws_secret_access_key = {aws_secret()}\naws_session_token = {sts_session()}",
        f"assumed role creds, good till ~6pm\nexport AWS_ACCESS_KEY_ID=ASIA{rnd(UPPER + DIGITS, 16)}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}\nexport AWS_SESSION_TOKEN={sts_session()}",
        f"AWS_SESSION_TOKEN={sts_session()}",
    )
    r.add(
        "stripe_secret_key",
        f"STRIPE_SECRET_KEY={stripe_key('sk_live')}",
        f"my sandbox acct test key: {stripe_key('sk_test')}",
        f"refund for the double charge:\ncurl https://api.stripe.com/v1/refunds -u {stripe_key('sk_live')}: -d charge={sobj('ch')}",
        f"old-style live key still used by the legacy php checkout (!!) sk_live_{rnd(ALNUM, 24)}",
    )
    r.add(
        "stripe_restricted_key",
        f"rk for the fraud rules svc -> rk_live_{rnd(ALNUM, 99)}",
        f"restricted key for the reporting lambda (charges+payouts read only): {stripe_key('rk_live')}",
        f"marketing zapier thing -> {stripe_key('rk_live')} , customers:read only, revoke when they churn off zapier",
        f"STRIPE_RESTRICTED_KEY={stripe_key('rk_live')}",
    )
    r.add(
        "stripe_webhook_secret",
        f"STRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}",
        f"`stripe listen --forward-to localhost:8000/webhooks/stripe/` gave me whsec_{rnd(ALNUM, 32)} (changes every restart of the cli fyi)",
        f"prod endpoint {sobj('we')} signing secret: whsec_{rnd(ALNUM, 32)}",
    )
    r.add(
        "twilio_auth_token",
        f"TWILIO_ACCOUNT_SID={sid('AC')}\nTWILIO_AUTH_TOKEN={hexs(32)}",
        f"staging subaccount for sms: sid {sid('AC')} token {hexs(32)}",
        f"debugging 401s from twilio\ncurl -X GET 'https://api.twilio.com/2010-04-01/Accounts/{(a := sid('AC'))}/Messages.json?PageSize=5' -u {a}:{hexs(32)}",
    )
    r.add(
        "twilio_api_key_secret",
        f"client = Client(\"{sid('SK')}\", \"{rnd(ALNUM, 32)}\", \"{sid('AC')}\")  # api key auth, verify svc",
        f"twilio api key {sid('SK')} secret: {rnd(ALNUM, 32)} (made for verify svc, use this instead of the main auth token)",
        f"TWILIO_API_KEY={sid('SK')}\nTWILIO_API_SECRET={rnd(ALNUM, 32)}",
    )
    r.add(
        "sendgrid_api_key",
        f"SENDGRID_API_KEY={sendgrid_key()}",
        f"EMAIL_BACKEND = \"django.core.mail.backends.smtp.EmailBackend\"\nEMAIL_HOST = \"smtp.sendgrid.net\"\nEMAIL_HOST_USER = \"apikey\"\nEMAIL_HOST_PASSWORD = \"{sendgrid_key()}\"",
        f"new sg key, mail send scope only: {sendgrid_key()}",
        f"sendgrid key for the marketing subuser {sendgrid_key()} — dont give them full access again",
    )
    r.add(
        "sentry_auth_token",
        f"SENTRY_AUTH_TOKEN={sentry_org_token()}",
        f"sentry-cli --auth-token sntryu_{hexs(64)} releases new -p backend \"$(git rev-parse HEAD)\"",
        f"org token for sourcemaps upload in ci:\n{sentry_org_token()}",
    )
    r.add(
        "github_pat_classic",
        f"ghp_{rnd(ALNUM, 36)} (repo + read:packages) for pip installing private repos in docker builds, exp in 90d",
        f"pip install \"git+https://marcus-acme:ghp_{rnd(ALNUM, 36)}@github.com/acme/acme-payments.git@v2.3.1\"",
        f"GH_TOKEN=ghp_{rnd(ALNUM, 36)} gh pr list --repo acme/shop-backend --state merged",
    )
    r.add(
        "github_fine_grained_pat",
        f"gh auth login --with-token <<< {gh_fine()}",
        f"fine-grained pat, contents:read on acme/shop-backend only: {gh_fine()}",
        f"renovate bot token\nRENOVATE_TOKEN={gh_fine()}",
    )
    r.add(
        "npm_token",
        f".npmrc for the storefront build\n//registry.npmjs.org/:_authToken=npm_{rnd(ALNUM, 36)}\n@acme:registry=https://registry.npmjs.org/",
        f"publish token for @acme/ui-kit: npm_{rnd(ALNUM, 36)}",
        f"NPM_TOKEN=npm_{rnd(ALNUM, 36)}",
    )
    r.add(
        "pypi_token",
        f"~/.pypirc\n[pypi]\nusername = __token__\npassword = {pypi_token()}",
        f"twine upload -u __token__ -p {pypi_token()} dist/*",
        f"pypi token scoped to acme-money only: {pypi_token()}",
    )
    r.add(
        "staging_basic_auth_password",
        f"staging is behind basic auth now: acme / {pw()}",
        f"curl -u qa:{pw()} https://staging.acme.example/healthz",
        f"for the load test script set header\nAuthorization: Basic {basic('acme', pw())}",
        f"nginx htpasswd user for staging = shopqa, pass {rnd(ALNUM, 14)}. tell the contractors to not share it in their slack",
    )
    r.add(
        "jwt_signing_secret",
        f"JWT_SIGNING_KEY={rnd(URLSAFE, 64)}",
        f"SIMPLE_JWT = {{\n    \"ALGORITHM\": \"HS256\",\n    \"SIGNING_KEY\": \"{rnd(URLSAFE, 64)}\",\n    \"ACCESS_TOKEN_LIFETIME\": timedelta(minutes=15),\n}}",
        f"mobile app jwt secret (staging): {hexs(64)}",
    )
    r.add(
        "oauth_client_secret",
        f"google sso for the admin\nclient id {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com\nclient secret GOCSPX-{rnd(URLSAFE, 28)}",
        f"SOCIAL_AUTH_GITHUB_KEY=Iv1.{hexs(16)}\nSOCIAL_AUTH_GITHUB_SECRET={hexs(40)}",
        f"okta oidc app 'shop-admin' client secret -> {rnd(URLSAFE, 40)}",
    )
    r.add(
        "deploy_ssh_private_key",
        f"deploy box key (~/.ssh/acme_deploy), ssh deploy@deploy-01.acme.internal\n{openssh_private()}",
        f"bastion key for kenji until IT gives him his own:\n{openssh_private()}",
        f"old jenkins key that's still on the legacy box:\n{pem('RSA PRIVATE KEY', 6)}",
    )
    r.add(
        "celery_broker_password",
        f"CELERY_BROKER_URL=amqp://celery:{rnd(ALNUM, 24)}@mq.acme.internal:5672/acme",
        f"broker_url = \"amqps://worker:{pw()}@mq-prod.acme.internal:5671/shop\"",
        f"celery -A acme flower --broker=amqp://celery:{rnd(ALNUM, 24)}@mq.acme.internal:5672/acme --port=5555",
    )
    r.add(
        "rabbitmq_admin_password",
        f"docker-compose.staging.yml\n  rabbitmq:\n    image: rabbitmq:3.12-management\n    environment:\n      RABBITMQ_DEFAULT_USER: acme\n      RABBITMQ_DEFAULT_PASS: {rnd(ALNUM, 20)}",
        f"rabbit mgmt ui http://mq.acme.internal:15672 admin / {pw()}",
        f"rabbitmqctl change_password admin '{rnd(ALNUM, 20)}'",
    )
    r.add(
        "slack_bot_token",
        f"WebClient(token=\"xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}\").chat_postMessage(channel=\"#deploys\", text=msg)",
        f"SLACK_BOT_TOKEN=xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}",
        f"deploy bot token (posts to #deploys): xoxb-{digits(11, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}",
    )
    r.add(
        "slack_webhook_url",
        f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"celery queue backed up\"}}' https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
        f"alerts webhook for #oncall-backend: https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
        f"SLACK_WEBHOOK_URL=https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
    )
    r.add(
        "datadog_api_key",
        f"DD_API_KEY={hexs(32)}\nDD_APP_KEY={hexs(40)}",
        f"/etc/datadog-agent/datadog.yaml on the celery boxes\napi_key: {hexs(32)}\nsite: datadoghq.com",
        f"dd api key for the terraform provider {hexs(32)}",
    )
    r.add(
        "pagerduty_routing_key",
        f"curl -X POST https://events.pagerduty.com/v2/enqueue -d '{{\"routing_key\": \"{hexs(32)}\", \"event_action\": \"trigger\", \"payload\": {{\"summary\": \"test\", \"source\": \"worker-03\", \"severity\": \"info\"}}}}'",
        f"PD events v2 routing key, service backend-critical: {hexs(32)}",
        f"PAGERDUTY_INTEGRATION_KEY={hexs(32)}",
    )
    r.add(
        "django_superuser_password",
        f"local superuser admin / {pw()}",
        f"prod django admin break-glass acct: breakglass@acme.example pw: {rnd(ALNUM + '!#%&*', 24)}",
        f"DJANGO_SUPERUSER_PASSWORD='{pw()}' python manage.py createsuperuser --noinput --username qa-admin --email qa@acme.example",
    )
    r.add(
        "docker_hub_token",
        f"~/.docker/config.json on the build runner\n{{\"auths\": {{\"https://index.docker.io/v1/\": {{\"auth\": \"{basic('acmeci', 'dckr_pat_' + rnd(URLSAFE, 27))}\"}}}}}}",
        f"docker login -u acmeci -p dckr_pat_{rnd(URLSAFE, 27)}",
        f"dockerhub read-only pat for pulling base imgs (rate limits...): dckr_pat_{rnd(URLSAFE, 27)}",
    )
    r.add(
        "cloudflare_api_token",
        f"curl -H \"Authorization: Bearer {rnd(URLSAFE, 40)}\" https://api.cloudflare.com/client/v4/user/tokens/verify",
        f"CF_API_TOKEN={rnd(URLSAFE, 40)}  # zone:dns:edit on acme.example only",
        f"cloudflare token for cert-manager dns01: {rnd(URLSAFE, 40)}",
    )
    r.add(
        "terraform_cloud_token",
        f"tf cloud team token for atlantis -> {rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}",
        f"~/.terraform.d/credentials.tfrc.json\n{{\n  \"credentials\": {{\n    \"app.terraform.io\": {{ \"token\": \"{rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}\" }}\n  }}\n}}",
        f"TF_TOKEN_app_terraform_io={rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}",
    )
    r.add(
        "field_encryption_key",
        f"FIELD_ENCRYPTION_KEY={fernet()}",
        f"fernet key we use to encrypt the carrier api creds in the db:\n{fernet()}\nif this is lost those rows are garbage",
        f"MultiFernet keys during rotation: new {fernet()} , old {fernet()}",
    )
    r.add(
        "api_bearer_token",
        f"curl -H \"Authorization: Bearer {jwt({'sub': 'svc-inventory', 'scope': 'orders:read orders:write', 'iat': epoch()})}\" https://api.staging.acme.example/v2/orders/",
        f"non-expiring service token inventory-svc -> orders-svc (yes i know): {jwt({'sub': 'inventory-svc', 'aud': 'orders-svc', 'iat': epoch()})}",
        f"partner api key for the 3PL: Token {hexs(40)}  (DRF TokenAuthentication)",
    )
    r.add(
        "django_session_cookie",
        f"curl -b 'sessionid={rnd(LOWER + DIGITS, 32)}; csrftoken={rnd(ALNUM, 32)}' https://staging.acme.example/admin/orders/order/",
        f"impersonating the support user on staging for repro: sessionid={rnd(LOWER + DIGITS, 32)}; csrftoken={rnd(ALNUM, 32)}",
        f"my admin sessionid on prod (expires in 2w) {rnd(LOWER + DIGITS, 32)} — for the scraper test only",
    )
    r.add(
        "corporate_card",
        f"updated the aws billing card to the new visa\n{luhn('4')}\n{card_expiry()}  CVV {digits(3)}",
        f"team card for vendor signups: {groups(luhn('4'), 4)} exp {card_expiry()} cvv {digits(3)}, billing zip 98101",
        f"amex (eng budget) {amex()} {card_expiry()} cid {digits(4)}",
    )
    r.add(
        "aws_mfa_totp_seed",
        f"totp secret for the shared ops@acme.example okta acct (so oncall can get codes):\n{rnd(BASE32, 32)}",
        f"aws root acct mfa seed (backup if the yubikey dies): {groups(rnd(BASE32, 32), 4)}",
        f"otpauth://totp/Amazon%20Web%20Services:root@acme-prod?secret={rnd(BASE32, 64)}&issuer=Amazon%20Web%20Services",
    )
    r.add(
        "github_recovery_codes",
        f"pypi 2fa recovery codes (acme-bot)\n{chr(10).join(hexs(16) for _ in range(8))}",
        f"github recovery codes for the acme-bot acct\n{recovery_codes(8, 'github')}",
        f"my gh 2fa backup codes: {' '.join(f'{hexs(5)}-{hexs(5)}' for _ in range(6))}",
    )
    r.add(
        "algolia_admin_api_key",
        f"client = SearchClient.create(\"{rnd(UPPER + DIGITS, 10)}\", \"{hexs(32)}\")  # admin key, reindex job",
        f"ALGOLIA_APP_ID={rnd(UPPER + DIGITS, 10)}\nALGOLIA_ADMIN_KEY={hexs(32)}  # server side only!!",
        f"algolia admin key for the reindex cmd: {hexs(32)}",
    )
    r.add(
        "launchdarkly_sdk_key",
        f"ldclient.set_config(Config(\"sdk-{uid()}\"))",
        f"LD_SDK_KEY=sdk-{uid()}",
        f"launchdarkly server sdk key (prod env) sdk-{uid()}",
    )
    r.add(
        "shippo_api_token",
        f"curl https://api.goshippo.com/shipments/ -H \"Authorization: ShippoToken shippo_live_{hexs(40)}\"",
        f"SHIPPO_API_KEY=shippo_live_{hexs(40)}",
        f"shippo test token for label gen in staging: shippo_test_{hexs(40)}",
    )
    r.add(
        "openai_api_key",
        f"export OPENAI_API_KEY={openai_project_key()}  # personal, dont put in ci",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"key for the product-description generator spike: {openai_project_key()}",
    )
    r.add(
        "newrelic_license_key",
        f"NEW_RELIC_LICENSE_KEY={hexs(36)}NRAL",
        f"newrelic.ini\n[newrelic]\nlicense_key = {hexs(36)}NRAL\napp_name = shop-backend (staging)",
    )
    r.add(
        "ses_smtp_password",
        f"ses smtp creds (transactional fallback) user {aws_key_id()} pass B{rnd(B64, 43)}",
        f"EMAIL_HOST=email-smtp.us-west-2.amazonaws.com\nEMAIL_HOST_USER={aws_key_id()}\nEMAIL_HOST_PASSWORD=B{rnd(B64, 43)}",
    )
    r.add(
        "ansible_vault_password",
        f"vault pw for prod group_vars:\n{phrase(WORDS, 4, ' ')} {digits(2)}",
        f"~/.vault_pass for the infra repo: {phrase(WORDS, 5, '-')}",
        f"ansible-vault view group_vars/prod/vault.yml --vault-password-file <(echo '{rnd(ALNUM, 24)}')",
    )
    r.add(
        "office_wifi_password",
        f"office wifi (4th floor, AcmeGuest is the slow one): AcmeStaff / {pick('Ferry', 'Orca', 'Cedar')}{digits(4)}{pick('!', '#', '$')}{pick('Pike', 'Sound', 'Rain')}",
        f"wifi pw for the SLU office\n{rnd(ALNUM, 12)}",
    )
    r.add(
        "office_door_code",
        f"garage gate code {digits(4)}* (visitor spots on P2)",
        f"side door keypad code (after 7pm the front is locked): {digits(6)}#",
        f"alarm disarm code for the server closet {digits(4)} — dont set it off again lol",
    )
    r.add(
        "grafana_service_account_token",
        f"GRAFANA_TOKEN=glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
        f"grafana sa token for the dashboard-as-code ci job: glsa_{rnd(ALNUM, 32)}_{hexs(8)}",
    )
    r.add(
        "okta_password",
        f"IT reset my okta, temp pw {rnd(ALNUM, 12)} — must change on first login",
        f"okta pw changed again (90 day policy smh): {pw()}",
        f"laptop login + okta: {rnd(ALNUM + '!#%', 18)}",
    )
    r.add(
        "partner_webhook_hmac_secret",
        f"shopify app (wholesale storefront) api secret: shpss_{hexs(32)}",
        f"3PL signs their webhooks w/ HMAC-SHA256, shared secret: {hexs(64)}",
        f"PARTNER_WEBHOOK_SECRET={rnd(URLSAFE, 48)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    n = int(digits(4, True))
    r.add(
        "django_migration_name",
        f"squash these before merge: orders/migrations/0{n % 900 + 100}_auto_2024{pick('03', '06', '11')}{pick('12', '21', '28')}_{digits(4)}.py and 0{n % 900 + 101}_order_idempotency_key_and_more.py",
        "python manage.py migrate payments 0058_alter_refund_stripe_refund_id --plan",
        f"fake it on prod: ./manage.py migrate --fake catalog 0{digits(3)}_productvariant_sku_unique",
    )
    r.add(
        "celery_task_id",
        f"stuck task {uid()} in acme.orders.tasks.sync_fulfillment, state STARTED for 3h",
        f"celery -A acme inspect query_task {uid()} {uid()}",
        f"AsyncResult('{uid()}').get() -> TimeoutError, worker w4 died mid-task",
    )
    r.add(
        "stripe_customer_id",
        f"customer {cus()} has 2 default payment methods somehow, see support thread",
        f"merge dupes: {cus()} -> {cus()} (same email, diff guest checkouts)",
        f"Customer.objects.filter(stripe_customer_id='{cus()}')",
    )
    r.add(
        "stripe_payment_intent_id",
        f"pi {sobj('pi')} stuck in requires_action, 3DS never came back",
        f"stripe payment_intents retrieve {sobj('pi')} --expand latest_charge",
        f"refund issued for {sobj('pi')} ($84.20), ticket CS-{digits(5)}",
    )
    r.add(
        "stripe_charge_id",
        f"Charge.retrieve('{sobj('ch')}').balance_transaction -> txn_{pick('1', '3')}{rnd(ALNUM, 23)}",
        f"disputed charge {sobj('ch')} — reason fraudulent, evidence due friday",
        f"charge ids from the double-charge incident:\n{sobj('ch')}\n{sobj('ch')}\n{sobj('ch')}",
    )
    r.add(
        "stripe_event_id",
        f"replayed {sobj('evt')} (invoice.payment_failed) from the dashboard, handler picked it up",
        f"stripe events resend {sobj('evt')} --webhook-endpoint {sobj('we')}",
        f"dedupe table has evt ids like {sobj('evt')}, unique constraint on event_id",
    )
    r.add(
        "stripe_price_id",
        f"STRIPE_PRICE_MONTHLY=price_1{rnd(ALNUM, 23)}\nSTRIPE_PRICE_ANNUAL=price_1{rnd(ALNUM, 23)}",
        f"subscription box price ids: monthly price_1{rnd(ALNUM, 23)}, quarterly price_1{rnd(ALNUM, 23)}",
        f"prod_{rnd(ALNUM, 14)} is the gift card product, its price is price_1{rnd(ALNUM, 23)}",
    )
    r.add(
        "stripe_publishable_key",
        f"STRIPE_PUBLISHABLE_KEY={stripe_key('pk_live')}  # goes in the frontend bundle, fine to expose",
        f"checkout.js init: Stripe('{stripe_key('pk_test')}')",
        f"pk for the mobile app (public): {stripe_key('pk_live')}",
    )
    r.add(
        "twilio_account_sid",
        f"staging subaccount {sid('AC')}, parent {sid('AC')}",
        f"twilio account sid (prod) {sid('AC')} — token is in 1pw, not here",
        f"TWILIO_ACCOUNT_SID={sid('AC')}\nTWILIO_AUTH_TOKEN=  # from secrets manager",
    )
    r.add(
        "twilio_message_sid",
        f"customer says no sms, twilio shows {sid('SM')} status undelivered error 30006 (landline)",
        f"msg sids for the carrier filtering report: {sid('SM')}, {sid('SM')}, {sid('SM')}",
        f"messaging service {sid('MG')}, phone number sid {sid('PN')}",
    )
    r.add(
        "sendgrid_template_id",
        f"ORDER_SHIPPED_TEMPLATE=d-{hexs(32)}\nORDER_CONFIRMED_TEMPLATE=d-{hexs(32)}",
        f"new pw reset email template d-{hexs(32)} (version 3 is active)",
        f"sendgrid template d-{hexs(32)} has a broken handlebars {{{{#if}}}} block",
    )
    r.add(
        "sentry_dsn",
        f"SENTRY_DSN={dsn()}",
        f"frontend sentry dsn (public by design, it's in the js): {dsn()}",
        f"sentry_sdk.init(dsn=\"{dsn()}\", traces_sample_rate=0.05)",
    )
    r.add(
        "sentry_issue_id",
        f"sentry issue {digits(10, True)} (BACKEND-{rnd(UPPER + DIGITS, 3)}) KeyError 'shipping_rate' spiking since deploy",
        f"resolved BACKEND-{rnd(UPPER + DIGITS, 3)} in next release, event id {hexs(32)}",
    )
    r.add(
        "git_commit_sha",
        f"bisect says {hexs(40)} broke the tax calc",
        f"git revert {hexs(7)} {hexs(7)} && git push",
        f"prod is on {hexs(40)}, staging on {hexs(40)}",
    )
    r.add(
        "github_pr_number",
        f"reverted in #{digits(4, True)}, original was #{digits(4, True)}",
        f"PR #{digits(4, True)} 'celery: use acks_late for fulfillment tasks' needs a second review",
        f"blocked by acme/shop-backend#{digits(4, True)}, merge that first",
    )
    r.add(
        "docker_image_digest",
        f"rollback to 123456789012.dkr.ecr.us-west-2.amazonaws.com/shop-backend@{digest()}",
        f"base image pinned: FROM python:3.12-slim@{digest()}",
        f"image digest for release 2024.{digits(2)}.{digits(1)}: {digest()}",
    )
    r.add(
        "s3_object_key_hash",
        f"broken img: s3://acme-media-prod/products/{hexs(2)}/{hexs(2)}/{hexs(64)}.webp",
        f"manifest storage renamed css to static/css/checkout.{hexs(12)}.css, cloudfront still serving old",
        f"export landed at s3://acme-exports-prod/orders/2024-{digits(2)}/{uid()}.csv.gz",
    )
    r.add(
        "s3_etag",
        f"etag mismatch after upload: local md5 {hexs(32)} vs ETag \"{hexs(32)}-{pick(3, 5, 8)}\" (multipart so expected)",
        f"head-object shows ETag \"{hexs(32)}\", LastModified yesterday",
    )
    r.add(
        "request_id",
        f"stripe req id req_{rnd(ALNUM, 14)} for the 402 — send to stripe support",
        f"x-request-id {uid()} in nginx log matches the 500 in sentry",
        f"aws support case: RequestId {uid()} on the s3 PutObject 503s",
    )
    r.add(
        "idempotency_key",
        f"we send Idempotency-Key: order-{digits(7, True)}-{hexs(8)} on every charge create",
        f"idempotency key {uid()} reused w/ different params -> stripe 400 idempotency_error",
        f"headers={{\"Idempotency-Key\": \"{uid()}\"}} on the refund retry",
    )
    r.add(
        "password_hash_fixture",
        f"fixtures/users.json test user pw hash: \"password\": \"{pbkdf2()}\"",
        f"argon2 hash in the test fixture: argon2$argon2id$v=19$m=102400,t=2,p=8${b64u(secrets.token_bytes(16))}${b64u(secrets.token_bytes(32))}",
        f"why is this user's password '!{rnd(ALNUM, 40)}' -> thats set_unusable_password(), sso-only acct",
    )
    r.add(
        "env_var_name_only",
        "new required env vars for the twilio verify PR: TWILIO_VERIFY_SERVICE_SID, TWILIO_API_KEY, TWILIO_API_SECRET",
        "STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET come from ecs task def secrets block now, not .env",
        "settings.py: SECRET_KEY = env(\"DJANGO_SECRET_KEY\")  # raises if unset, good",
    )
    r.add(
        "github_actions_secret_ref",
        "- run: twine upload dist/*\n  env:\n    TWINE_USERNAME: __token__\n    TWINE_PASSWORD: ${{ secrets.PYPI_TOKEN }}",
        "deploy.yml uses ${{ secrets.AWS_DEPLOY_ROLE_ARN }} w/ oidc, no long lived keys anymore",
        "SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }} — add it to the staging environment too",
    )
    r.add(
        "secretsmanager_arn",
        f"task def secret: {{\"name\": \"DATABASE_URL\", \"valueFrom\": \"{sm_arn('prod/shop/database-url')}\"}}",
        f"aws secretsmanager get-secret-value --secret-id {sm_arn('staging/shop/stripe')} --query SecretString",
        f"rotation lambda attached to {sm_arn('prod/shop/redis-auth')}",
    )
    r.add(
        "key_rotation_note",
        f"rotated the sendgrid key today, old one (ends ...{rnd(URLSAFE, 4)}) deleted. new one only in secrets manager",
        "stripe restricted key for reporting rolled, 12h grace on the old one then it's dead",
        "github PAT that leaked in the CI log was revoked within 10min, secret scanning caught it. postmortem in Notion",
        "django SECRET_KEY rotated w/ SECRET_KEY_FALLBACKS, everyone got logged out anyway because of the redis flush lol",
    )
    r.add(
        "password_policy_talk",
        "AUTH_PASSWORD_VALIDATORS: bumped MinimumLengthValidator to min_length=12, kept CommonPasswordValidator",
        "security review wants staging basic auth pw rotated every 90d and >= 20 chars",
        "PASSWORD_HASHERS -> argon2 first, pbkdf2 kept so old hashes upgrade on login",
    )
    r.add(
        "ssh_public_key",
        f"add to deploy@deploy-01 authorized_keys:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} kenji@acme-mbp",
        f"github deploy key (read-only) for acme/infra: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} deploy@acme",
        f"ssh-rsa {ssh_pub('ssh-rsa', 270)} jenkins@legacy",
    )
    r.add(
        "ssh_key_fingerprint",
        f"host key changed on deploy-01?? new fingerprint SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} — it was rebuilt tuesday, fine",
        f"ED25519 key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}.",
    )
    r.add(
        "stripe_webhook_endpoint_id",
        f"disabled old endpoint {sobj('we')} (pointed at heroku)",
        f"prod webhook endpoint {sobj('we')} listens for 14 events, staging {sobj('we')}",
    )
    r.add(
        "aws_role_arn",
        f"ecs task role arn:aws:iam::{aws_account()}:role/shop-backend-task, exec role arn:aws:iam::{aws_account()}:role/ecsTaskExecutionRole",
        f"AWS_ROLE_ARN=arn:aws:iam::{aws_account()}:role/gh-actions-deploy",
        f"assume arn:aws:iam::{aws_account()}:role/ReadOnlyBreakGlass for prod reads",
    )
    r.add(
        "order_number",
        f"cust emailed about order #{digits(6, True)} (invoice INV-{digits(4)}-{digits(5)}), refunded shipping",
        f"order ACME-{digits(8, True)} charged twice, refunded one",
        f"orders #{digits(6, True)} and #{digits(6, True)} stuck in PENDING_FULFILLMENT",
    )
    r.add(
        "shipping_tracking_number",
        f"ups tracking {ups()} shows delivered, cust says no",
        f"usps 9400{digits(18)} bounced back, bad address",
        f"fedex {digits(12, True)} for the replacement shipment",
    )
    r.add(
        "jira_ticket",
        f"BE-{digits(4, True)}: webhook handler not idempotent for charge.refunded",
        f"linked BE-{digits(4, True)} and PLAT-{digits(3, True)} in the PR desc",
    )
    r.add(
        "release_version",
        f"prod release 2024.{digits(2)}.{digits(1)}+{hexs(7)}, django 4.2.{digits(2)}, celery 5.3.6, psycopg 3.1.{digits(2)}",
        f"sentry release shop-backend@{hexs(40)}",
    )
    r.add(
        "pip_hash_pin",
        f"requirements.txt\nstripe==8.{digits(1)}.0 \\\n    --hash=sha256:{hexs(64)} \\\n    --hash=sha256:{hexs(64)}",
        f"pip-compile --generate-hashes broke on celery, hash sha256:{hexs(64)} doesn't match",
    )
    r.add(
        "redis_url_no_password",
        "REDIS_URL=redis://localhost:6379/0  # local only, no auth",
        "CELERY_RESULT_BACKEND=redis://redis.acme.test:6379/2",
    )
    r.add(
        "database_url_env_reference",
        "DATABASE_URL=postgres://acme_app:${DB_PASSWORD}@db.prod.acme.internal:5432/acme_shop",
        "psql \"postgresql://readonly@replica-1.acme.internal/acme_shop\"  # pw via ~/.pgpass",
        "broker_url = f\"amqp://celery:{os.environ['RABBIT_PW']}@mq.acme.internal:5672/acme\"",
    )
    r.add(
        "ssm_parameter_path",
        "aws ssm get-parameter --name /prod/shop/DJANGO_SECRET_KEY --with-decryption",
        "staging basic auth pw lives at /staging/nginx/basic_auth in ssm, ask in #platform",
    )
    r.add(
        "kms_key_arn",
        f"bucket encryption key arn:aws:kms:us-west-2:{aws_account()}:key/{uid()}",
        f"alias/acme-field-encryption -> key id {uid()}",
    )
    r.add(
        "coupon_code",
        f"promo code SPRING{digits(2)}-{rnd(UPPER + DIGITS, 6)} applied twice on one order, bug",
        f"stripe coupon id {rnd(ALNUM, 8)}, promotion code promo_1{rnd(ALNUM, 23)}, customer-facing code WELCOME15",
    )
    r.add(
        "product_sku",
        f"sku CFE-{rnd(UPPER, 3)}-{digits(4)}-BLK oversold by 14, inventory sync lag",
        f"variant skus: TSH-{digits(5)}-M, TSH-{digits(5)}-L, TSH-{digits(5)}-XL",
    )
    r.add(
        "ip_and_hostname",
        f"celery workers on 10.{digits(1)}.{digits(2)}.{digits(2)} and 10.{digits(1)}.{digits(2)}.{digits(2)} (worker-0{digits(1)}.acme.internal)",
        f"ALLOWED_HOSTS = ['shop.acme.example', 'api.acme.example', '10.20.{digits(1)}.{digits(2)}']",
    )
    r.add(
        "twilio_phone_number",
        f"sms sender numbers: +1 206 555 01{digits(2)}, +1 425 555 01{digits(2)} (short code pending)",
        f"TWILIO_FROM_NUMBER=+120655501{digits(2)}",
    )
    r.add(
        "ec2_resource_id",
        f"drain i-{hexs(17)} before the asg refresh, sg-{hexs(17)} on vpc-{hexs(17)}",
        f"ami-{hexs(17)} is the new celery worker image",
    )
    r.add(
        "cloudfront_distribution_id",
        f"aws cloudfront create-invalidation --distribution-id E{rnd(UPPER + DIGITS, 13)} --paths '/static/*'",
        f"media cdn distro E{rnd(UPPER + DIGITS, 13)}, static E{rnd(UPPER + DIGITS, 13)}",
    )
    r.add(
        "npm_integrity_hash",
        f"package-lock conflict on @acme/ui-kit: \"integrity\": \"sha512-{b64(secrets.token_bytes(64))}\"",
        f"resolved: https://registry.npmjs.org/react/-/react-18.2.0.tgz integrity sha512-{b64(secrets.token_bytes(64))}",
    )
    r.add(
        "trace_id",
        f"datadog trace {digits(19, True)} shows 4s in stripe.PaymentIntent.create",
        f"traceparent: 00-{hexs(32)}-{hexs(16)}-01",
    )
    r.add(
        "pagination_cursor",
        f"next page: /api/v2/orders/?cursor={b64(json.dumps({'p': f'2024-0{digits(1)}-1{digits(1)} 10:22:{digits(2)}', 'id': int(digits(6, True))}).encode())}",
        f"stripe list returned has_more=true, starting_after={sobj('ch')}",
    )
    r.add(
        "algolia_search_only_key",
        f"ALGOLIA_APP_ID={rnd(UPPER + DIGITS, 10)}\nALGOLIA_SEARCH_KEY={hexs(32)}  # search-only, shipped to the browser",
        f"frontend uses the search-only algolia key {hexs(32)}, admin key is server side",
    )
    r.add(
        "launchdarkly_client_side_id",
        f"LD client-side id (public, for the storefront) {hexs(24)}",
        f"launchdarkly mobile? no — web uses client side id {hexs(24)}, server uses sdk key from ssm",
    )
    r.add(
        "google_oauth_client_id",
        f"GOOGLE_CLIENT_ID={digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
        f"add redirect uri https://admin.acme.example/complete/google-oauth2/ to client {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
    )
    r.add(
        "stripe_test_card",
        "test card 4242 4242 4242 4242, any future exp, any cvc, zip 98101",
        "3ds test card 4000 0025 0000 3155 / decline 4000 0000 0000 9995 (insufficient funds)",
    )
    r.add(
        "masked_key_last4",
        f"dashboard shows the live key as sk_live_...{rnd(ALNUM, 4)}, matches what ssm has",
        f"which twilio token is prod? the one ending {hexs(4)}",
        f"sendgrid key 'shop-prod-mail' SG.{rnd(URLSAFE, 4)}******** last used 2 min ago",
    )
    r.add(
        "tls_certificate",
        f"internal CA cert for mq.acme.internal (public part, goes in the trust bundle):\n{pem('CERTIFICATE', 5)}",
        f"ca.crt for the rds ssl connection\n{pem('CERTIFICATE', 4)}",
    )
    r.add(
        "stripe_signature_header",
        f"failing webhook sample header: Stripe-Signature: t={epoch()},v1={hexs(64)}  -> timestamp too old, tolerance 300s",
        f"X-Twilio-Signature: {b64(secrets.token_bytes(20))} didnt validate behind the ALB bc of the https->http url",
    )
    r.add(
        "env_example_placeholder",
        "# .env.example\nDJANGO_SECRET_KEY=change-me\nDATABASE_URL=postgres://acme:acme@localhost:5432/acme_dev\nSTRIPE_SECRET_KEY=sk_test_xxx\nSENDGRID_API_KEY=",
        "README: copy .env.example to .env and fill TWILIO_AUTH_TOKEN=<your token> from the twilio console",
    )
    r.add(
        "token_expiry_talk",
        "my GH PAT expires in 7 days, need to regenerate before the release",
        "npm publish token is 'automation' type so 2fa doesn't block CI, expires end of quarter",
        "twilio auth token was reset by finance?? everything 401s, waiting on new one from Dana",
    )
    r.add(
        "cache_key_hash",
        f"cache key views.decorators.cache.cache_page.catalog.GET.{hexs(32)}.{hexs(32)}.en-us.UTC is 3MB, too big",
        f"redis-cli --scan --pattern 'acme:1:rate:{hexs(40)}*'",
    )
    r.add(
        "ulid_order_ref",
        f"public order ref {ulid()} (ulid, sortable) — customer sees this not the pk",
        f"fulfillment callback for shipment {ulid()} came in twice",
    )
    r.add(
        "gpg_key_fingerprint",
        f"release tags signed with {groups(rnd('0123456789ABCDEF', 40), 4)}",
        f"gpg --recv-keys {rnd('0123456789ABCDEF', 16)}  # marcus's signing key",
    )
    return r


def main() -> None:
    write_corpora("make_heldout162.py", [
        ("heldout162_credentials.yaml", credentials(), "batch 162 (Seattle Django/Celery/AWS/Stripe backend dev), written blind; every value synthetic"),
        ("heldout162_lookalikes.yaml", lookalikes(), "batch 162 look-alikes: Stripe/Twilio/Sentry ids, digests, ARNs, env-var refs and rotation notes, written blind"),
    ])


if __name__ == "__main__":
    main()
