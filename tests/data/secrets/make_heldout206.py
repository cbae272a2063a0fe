# ruff: noqa: E501
"""Writes heldout206_credentials.yaml and heldout206_lookalikes.yaml: held-out batch 206.

Persona: a backend developer at a Seattle startup who keeps exactly the kinds of things a
security review names: a kubeconfig with client-key-data, a .pgpass line, an age secret key,
GitHub and Okta recovery codes, an SMTP relay password, a Stripe secret key, a Slack bot
token, an SSH private key, a database URL with a password, an npm token. The look-alikes are
of exactly the hard kinds: AWS ARNs (some naming Secrets Manager entries), Kubernetes pod and
ReplicaSet names with hash suffixes, container image digests, git commit SHAs, content hashes,
UUIDs inside URLs, Stripe publishable keys, JWKS and DKIM public keys, an empty .env.example,
base64 encoded preferences, Terraform var.db_password references, ${{ secrets.TOKEN }}
references, op://vault/item references and document URLs with long ids.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import json
import secrets

from make_heldout import (
    ALNUM,
    B64,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    age_secret_key,
    anthropic_key,
    app_password,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64u,
    basic,
    digits,
    filevault_key,
    hexs,
    kube_key_data,
    onepassword_secret_key,
    openai_project_key,
    openssh_private,
    pem,
    phrase,
    pick,
    pod_name,
    pw,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = [
    "ferry", "cedar", "puget", "drizzle", "latte", "orca", "summit", "gravel", "kelp",
    "lantern", "rainier", "totem", "salmon", "harbor", "fog", "mossy", "anchor", "pine",
    "cobalt", "sprocket", "walrus", "canyon", "velvet", "glacier", "tandem", "quartz",
]
REGIONS = ["us-west-2", "us-east-1", "us-west-1"]
K8S_SUFFIX = "bcdfghjklmnpqrstvwxz2456789"


# --- credential shapes ---------------------------------------------------------------

def stripe_sk(mode: str = "live", prefix: str = "sk") -> str:
    return pick(f"{prefix}_{mode}_51{rnd(ALNUM, 96)}", f"{prefix}_{mode}_{rnd(ALNUM, 24)}")


def slack_bot() -> str:
    return f"xoxb-{digits(pick(11, 12, 13), lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}"


def slack_app_token() -> str:
    return f"xapp-1-A{rnd(UPPER + DIGITS, 10)}-{digits(13, lead=True)}-{hexs(64)}"


def npm_token() -> str:
    return f"npm_{rnd(ALNUM, 36)}"


def ghp() -> str:
    return f"ghp_{rnd(ALNUM, 36)}"


def github_pat() -> str:
    return f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}"


def okta_token() -> str:
    return f"00{rnd(URLSAFE, 40)}"


def tfc_token() -> str:
    return f"{rnd(ALNUM, 14)}.atlasv1.{rnd(ALNUM, 67)}"


def pypi_token() -> str:
    return f"pypi-AgEIcHlwaS5vcmc{rnd(URLSAFE, 130)}"


def vault_token() -> str:
    return f"hvs.{rnd(ALNUM, 24)}"


def ses_smtp_password() -> str:
    return "B" + rnd(B64, 43)


def cert_data() -> str:
    return b64(pem("CERTIFICATE", 6).encode())


def passphrase(n: int = 5) -> str:
    return phrase(WORDS, n, pick(" ", "-", "."))


def code_pin(n: int = 4) -> str:
    return digits(n)


# --- look-alike shapes ---------------------------------------------------------------

def sha40() -> str:
    return hexs(40)


def digest() -> str:
    return f"sha256:{hexs(64)}"


def rs_hash() -> str:
    return hexs(10)[:pick(9, 10)]


def sm_arn(name: str, region: str | None = None, acct: str | None = None) -> str:
    return f"arn:aws:secretsmanager:{region or pick(*REGIONS)}:{acct or aws_account()}:secret:{name}-{rnd(ALNUM, 6)}"


def rsa_spki_b64() -> str:
    der = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100")
    return b64(der + b"\xc1" + secrets.token_bytes(255) + b"\x02\x03\x01\x00\x01")


def stripe_pk(mode: str = "live") -> str:
    return pick(f"pk_{mode}_51{rnd(ALNUM, 96)}", f"pk_{mode}_{rnd(ALNUM, 24)}")


def ssh_fp() -> str:
    return "SHA256:" + b64(secrets.token_bytes(32)).rstrip("=")


def gpg_fp(spaced: bool = False) -> str:
    fp = hexs(40).upper()
    return " ".join(fp[i:i + 4] for i in range(0, 40, 4)) if spaced else fp


def doc_id(n: int = 44) -> str:
    return rnd(URLSAFE, n)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "kubeconfig_client_key_data",
        f"kubeconfig for dev cluster, users section (don't lose this):\nusers:\n- name: eks-dev-admin\n  user:\n    client-certificate-data: {cert_data()}\n    client-key-data: {kube_key_data()}",
        f"staging k8s user ci-deployer -> client-key-data: {kube_key_data()}",
        f"remember: kind cluster on my laptop, the key for user kind-acme is\n{kube_key_data()}\n(paste under client-key-data if ~/.kube/config gets wiped again)",
        f"- name: k3s-homelab\n  user:\n    client-certificate-data: {cert_data()}\n    client-key-data: {kube_key_data()}",
        f"prod-readonly kube user key data (base64'd EC key): {kube_key_data()}",
    )

    r.add(
        "pgpass_line",
        f"db.acme.internal:5432:app_prod:app_rw:{pw()}",
        f"add to ~/.pgpass (chmod 600 or psql ignores it):\nlocalhost:5432:*:postgres:{pw()}\nreplica-1.acme.internal:5432:analytics:readonly:{pw()}",
        f"pgpass for the bastion tunnel -> 127.0.0.1:6543:billing:billing_svc:{pw()}",
        f"*:*:*:migrator:{rnd(ALNUM, 24)}   (yes wildcard, laptop only)",
        f"echo 'pg-staging.acme.internal:5432:app:app_user:{pw()}' >> ~/.pgpass",
    )

    pub = age_public_key()
    r.add(
        "age_secret_key",
        f"# created: 2024-11-0{secrets.randbelow(9) + 1}T09:14:22-08:00\n# public key: {pub}\n{age_secret_key()}",
        f"sops age key for the infra repo: {age_secret_key()}",
        f"export SOPS_AGE_KEY={age_secret_key()}",
        f"age identity for the nightly backup tarballs (keys.txt): {age_secret_key()} -- recipient is {age_public_key()}",
    )

    r.add(
        "github_recovery_codes",
        f"GitHub recovery codes (work acct):\n{recovery_codes(8, 'github')}",
        f"github-recovery-codes.txt\n{recovery_codes(16, 'github')}",
        f"gh 2fa backup codes, used the first one already: {', '.join(recovery_codes(6, 'github').splitlines())}",
        f"recovery codes for the acme-bot GitHub machine user\n{recovery_codes(10, 'github')}",
        f"github codes {recovery_codes(4, 'github').replace(chr(10), ' ')}",
    )

    r.add(
        "okta_recovery_codes",
        f"Okta backup codes (acme.okta tenant) - each works once:\n{recovery_codes(10, 'other')}",
        f"okta recovery: {recovery_codes(5, 'digits')}",
        f"Okta Verify lost phone fallback codes\n{recovery_codes(6, 'other')}",
        f"okta 2fa backup -> {' / '.join(digits(8) for _ in range(5))}",
        f"okta recovery code for acme-admin break-glass acct: {rnd(LOWER + DIGITS, 10)}",
    )

    r.add(
        "smtp_relay_password",
        f"SMTP relay: smtp-relay.acme.internal:587 STARTTLS, user notifications@acme.example, pass {pw()}",
        f"/etc/postfix/sasl_passwd\n[smtp-relay.acme.internal]:587 alerts@acme.example:{pw()}",
        f"SES SMTP creds for staging, username {aws_key_id()} password {ses_smtp_password()}",
        f"EMAIL_HOST = \"mail.acme.internal\"\nEMAIL_PORT = 587\nEMAIL_HOST_USER = \"noreply@acme.example\"\nEMAIL_HOST_PASSWORD = \"{pw()}\"",
        f"mailgun smtp login postmaster@mg.acme.example / {rnd(ALNUM, 32)}",
    )

    r.add(
        "stripe_secret_key",
        f"STRIPE_SECRET_KEY={stripe_sk('live')}",
        f"stripe test mode secret: {stripe_sk('test')}",
        f"restricted key for the refunds worker (read charges, write refunds): {stripe_sk('live', 'rk')}",
        f"curl https://api.stripe.test/v1/charges -u {stripe_sk('test')}:",
        f"Stripe sk live (rotated Jan) -> {stripe_sk('live')}",
    )

    r.add(
        "slack_bot_token",
        f"SLACK_BOT_TOKEN={slack_bot()}",
        f"deploy-bot slack token {slack_bot()}",
        f"Slack app 'oncall-pager':\n  bot token: {slack_bot()}\n  app-level token (socket mode): {slack_app_token()}\n  signing secret: {hexs(32)}",
        f"slack: xoxb for #alerts-prod poster = {slack_bot()}",
        f"new bot token after reinstalling the app -- {slack_bot()}",
    )

    r.add(
        "ssh_private_key",
        f"my work ssh key (id_ed25519), in case the laptop dies:\n{openssh_private()}",
        f"deploy key for acme/infra (write access):\n{openssh_private()}",
        f"bastion.acme.internal key:\n{pem('RSA PRIVATE KEY', 8)}",
        f"~/.ssh/ci_runner\n{openssh_private()}",
        f"id_ed25519_personal (github.acme.internal):\n{openssh_private()}",
    )

    r.add(
        "database_url_password",
        f"DATABASE_URL=postgres://app_rw:{pw()}@db.acme.internal:5432/app_prod",
        f"staging db: postgresql://app_user:{rnd(ALNUM, 22)}@pg-staging.acme.internal/app?sslmode=require",
        f"mongo: mongodb+srv://svc_events:{rnd(ALNUM, 18)}@events.acme.internal/events?retryWrites=true",
        f"mysql://legacy_admin:{pw()}@mysql-legacy.acme.internal:3306/orders",
        f"jdbc:postgresql://reporting.acme.internal:5432/warehouse?user=metabase&password={rnd(ALNUM, 20)}",
        f"sqlalchemy url for the local analytics notebook -> postgresql+psycopg://analyst:{pw()}@127.0.0.1:6543/analytics",
    )

    r.add(
        "npm_token",
        f"NPM_TOKEN={npm_token()}",
        f".npmrc for the private registry:\n@acme:registry=https://npm.acme.internal/\n//npm.acme.internal/:_authToken={npm_token()}",
        f"npm publish token (automation, scope @acme): {npm_token()}",
        f"npm token granular, expires in 90d -> {npm_token()}",
        f"npm config set //npm.acme.internal/:_authToken {npm_token()}",
    )

    r.add(
        "github_personal_access_token",
        f"GH PAT (repo, workflow): {ghp()}",
        f"fine-grained PAT for the release script: {github_pat()}",
        f"GITHUB_TOKEN={ghp()}",
        f"git clone https://x-access-token:{ghp()}@git.acme.internal/acme/api.git",
        f"token for gh cli on the build box {github_pat()}",
    )

    r.add(
        "aws_access_key_pair",
        f"[acme-dev]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = us-west-2",
        f"export AWS_ACCESS_KEY_ID={aws_key_id()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}",
        f"Access key ID,Secret access key\n{aws_key_id()},{aws_secret()}",
        f"iam user s3-uploader: {aws_key_id()} / {aws_secret()}",
        f"terraform-ci keys -> id {aws_key_id()} secret {aws_secret()}",
    )

    r.add(
        "sendgrid_api_key",
        f"SENDGRID_API_KEY={sendgrid_key()}",
        f"sendgrid key (mail send only) {sendgrid_key()}",
        f"SG key for transactional emails: {sendgrid_key()}",
        f"sendgrid -> {sendgrid_key()} (full access, replace this)",
        f"sendgrid api key for the marketing subuser: {sendgrid_key()}",
    )

    r.add(
        "openai_api_key",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"openai key for the support-summaries project: {openai_project_key()}",
        f"oai proj key {openai_project_key()}",
        f"my personal openai key for side stuff, not the company one -> {openai_project_key()}",
    )

    r.add(
        "anthropic_api_key",
        f"ANTHROPIC_API_KEY={anthropic_key()}",
        f"claude api key for the eval harness: {anthropic_key()}",
        f"anthropic key (workspace: backend-dev) {anthropic_key()}",
        f"anthropic api key rotated after the demo, new one: {anthropic_key()}",
    )

    r.add(
        "redis_url_password",
        f"REDIS_URL=redis://:{rnd(ALNUM, 32)}@cache.acme.internal:6379/0",
        f"rediss://default:{rnd(ALNUM, 28)}@sessions.acme.internal:6380",
        f"redis.conf on the queue box: requirepass {rnd(ALNUM + '!#%', 24)}",
        f"redis-cli -h queue.acme.internal -a '{pw()}' ping",
    )

    r.add(
        "jwt_signing_secret",
        f"JWT_SECRET={secrets.token_urlsafe(48)}",
        f"HS256 secret for the staging auth service: {secrets.token_hex(32)}",
        f"jwt signing key (api-gateway, prod) {b64(secrets.token_bytes(48))}",
        f"SECRET_KEY_BASE={secrets.token_hex(64)}",
    )

    r.add(
        "office_wifi_password",
        f"office wifi AcmeHQ-5G pw: {passphrase(3)}{secrets.randbelow(90) + 10}",
        f"guest wifi 'Acme Guest' this month: {rnd(ALNUM, 10)}",
        f"WIFI:T:WPA;S:AcmeHQ-Staff;P:{pw()};;",
        f"wifi de la casa de mis papás (Tacoma): red Familia-Reyes, contraseña {pw()}",
        f"SLU cowork space wifi -> network Hub-Upstairs, password {pick('Lakeview', 'Fremont', 'Ballard')}{digits(4)}!",
    )

    r.add(
        "filevault_recovery_key",
        f"FileVault recovery key for the work MacBook: {filevault_key()}",
        f"filevault key (MBP serial C02-something): {filevault_key()}",
        f"mac disk recovery {filevault_key()}",
    )

    r.add(
        "onepassword_secret_key",
        f"1Password Secret Key: {onepassword_secret_key()}",
        f"1pw acme.1password.example account -> secret key {onepassword_secret_key()}, master pw {passphrase(4)}",
        f"emergency kit info: {onepassword_secret_key()}",
    )

    r.add(
        "google_app_password",
        f"google app password for the ops@ mailbox (imap from the cron): {app_password()}",
        f"gmail app pw {app_password()}",
        f"app password 'thunderbird-work' -> {app_password()}",
        f"calendar-sync app password: {app_password().replace(' ', '')}",
    )

    user = pick("ci-pusher", "robot$ci", "deploy")
    pwd = pw()
    r.add(
        "docker_registry_auth",
        f'~/.docker/config.json\n{{\n  "auths": {{\n    "registry.acme.internal": {{"auth": "{basic(user, pwd)}"}}\n  }}\n}}',
        f"docker login registry.acme.internal -u ci-pusher -p '{pw()}'",
        f"harbor robot account robot$build / {rnd(ALNUM, 32)}",
        f"registry creds for the k8s imagePullSecret: user deploy, password {pw()}",
    )

    r.add(
        "twilio_auth_token",
        f"TWILIO_ACCOUNT_SID=AC{hexs(32)}\nTWILIO_AUTH_TOKEN={hexs(32)}",
        f"twilio auth token (sms 2fa for the app): {hexs(32)}",
        f"twilio sub-account 'staging' -> SID AC{hexs(32)}, token {hexs(32)}",
        f"twilio api key SK{hexs(32)} secret {rnd(ALNUM, 32)}",
    )

    r.add(
        "datadog_api_key",
        f"DD_API_KEY={hexs(32)}",
        f"datadog api key {hexs(32)} / app key {hexs(40)}",
        f"datadog-agent.yaml:\napi_key: {hexs(32)}\nsite: datadoghq.test",
        f"dd app key for the terraform provider: {hexs(40)}",
    )

    r.add(
        "door_and_alarm_pin",
        f"office door code {code_pin(4)}#  (changes 1st of month)",
        f"server closet keypad: {code_pin(6)}",
        f"alarm code for the Fremont office, disarm within 30s: {code_pin(4)}",
        f"voicemail PIN {code_pin(6)}",
    )

    r.add(
        "gpg_passphrase",
        f"gpg passphrase for the release signing key: {passphrase(6)}",
        f"passphrase for ~/.ssh/id_ed25519 -> {passphrase(5)}",
        f"pass: {passphrase(4)}{digits(2)} (the signing subkey)",
        f"backup.key.gpg passphrase = {pw()}",
    )

    r.add(
        "terraform_cloud_token",
        f'~/.terraform.d/credentials.tfrc.json\n{{"credentials": {{"tfe.acme.internal": {{"token": "{tfc_token()}"}}}}}}',
        f"TF_TOKEN_tfe_acme_internal={tfc_token()}",
        f"terraform enterprise team token (acme-infra org): {tfc_token()}",
        f"tfc user token {tfc_token()}",
    )

    r.add(
        "basic_auth_header",
        f"Authorization: Basic {basic('admin', pw())}",
        f"curl -u admin:{pw()} https://grafana.acme.internal/api/dashboards",
        f"staging is behind basic auth: acme / {pw()}",
        f"htpasswd for the docs preview site -> reviewer:{rnd(ALNUM, 14)}",
    )

    r.add(
        "okta_api_token",
        f"Authorization: SSWS {okta_token()}",
        f"OKTA_API_TOKEN={okta_token()}",
        f"okta token for the SCIM sync job (acme.okta.example): {okta_token()}",
        f"okta admin api token, expires if unused 30d -> {okta_token()}",
    )

    r.add(
        "github_oauth_client_secret",
        f"GitHub OAuth app (staging login): client id Iv1.{hexs(16)}, client secret {hexs(40)}",
        f"GITHUB_CLIENT_SECRET={hexs(40)}",
        f"oauth app for the internal dashboard: secret {hexs(40)} (client id Ov23li{rnd(ALNUM, 14)})",
        f"gh app 'acme-ci' webhook secret {secrets.token_hex(20)} and client secret {hexs(40)}",
    )

    r.add(
        "wireguard_private_key",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.44.0.7/32\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.acme.internal:51820",
        f"wg0 private key (laptop): {wg_key()}",
        f"wireguard privkey for the office gateway {wg_key()}",
        f"wg genkey output for the new k8s node -> {wg_key()} (pub: {wg_key()})",
    )

    r.add(
        "pypi_token",
        f"[pypi]\n  username = __token__\n  password = {pypi_token()}",
        f"pypi upload token for acme-sdk: {pypi_token()}",
        f"TWINE_PASSWORD={pypi_token()}",
        f"pypi token scoped to acme-cli only {pypi_token()}",
    )

    r.add(
        "vault_token",
        f"VAULT_TOKEN={vault_token()}",
        f"vault root token from the init (revoke after setup!!) {vault_token()}",
        f"vault login {vault_token()}",
        f"vault token for the staging approle, ttl 768h: {vault_token()}",
        f"Unseal Key 1: {b64(secrets.token_bytes(33))}\nUnseal Key 2: {b64(secrets.token_bytes(33))}\nInitial Root Token: {vault_token()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "aws_arn",
        f"prod task role: arn:aws:iam::{aws_account()}:role/ecs-task-api-prod",
        f"lambda for thumbnails arn:aws:lambda:us-west-2:{aws_account()}:function:thumbs-resize:live",
        f"SNS topic for alerts -> arn:aws:sns:us-west-2:{aws_account()}:alerts-prod",
        f"cert on the ALB: arn:aws:acm:us-west-2:{aws_account()}:certificate/{uid()}",
        f"assume this to deploy: arn:aws:iam::{aws_account()}:role/github-actions-deployer (trust policy limited to acme/api main)",
    )

    acct = aws_account()
    r.add(
        "secrets_manager_arn",
        f"db password lives at {sm_arn('prod/db/password', 'us-west-2', acct)}",
        f"Stripe key is in Secrets Manager: {sm_arn('prod/stripe/secret-key')}",
        f"IAM policy resource for the api role:\n\"Resource\": \"{sm_arn('staging/api/*', 'us-west-2', acct).rsplit('-', 1)[0]}\"",
        f"aws secretsmanager get-secret-value --secret-id {sm_arn('prod/slack/bot-token')} --query SecretString",
        f"rotation lambda is attached to {sm_arn('prod/smtp/relay-password')}, every 30 days",
    )

    r.add(
        "k8s_pod_name",
        f"the pod that keeps OOMing: {pod_name('api')}",
        f"kubectl logs -f {pod_name('billing-worker')} -n payments",
        f"kubectl exec -it {pod_name('web')} -- /bin/sh",
        f"crashloop in staging: {pod_name('webhooks-consumer')} (exit 137)",
        f"pods after the rollout: {pod_name('api')}, {pod_name('api')}, {pod_name('api')}",
    )

    h = rs_hash()
    r.add(
        "replicaset_name",
        f"old replicaset api-{h} still has 1 replica, scale it to 0",
        f"kubectl rollout history shows ReplicaSet billing-worker-{rs_hash()} as revision 14",
        f"pod-template-hash={rs_hash()} is the bad build, roll back to the one before",
        f"rs/web-{rs_hash()}  desired 3  current 3  ready 2",
    )

    r.add(
        "container_image_digest",
        f"pin the base image: python:3.12-slim@{digest()}",
        f"prod is running registry.acme.internal/api@{digest()}",
        f"image: ghcr.acme.internal/acme/worker@{digest()}",
        f"cosign verified {digest()} for release 2.8.1",
        f"digest of the rollback image -> {digest()}",
    )

    r.add(
        "git_commit_sha",
        f"the migration bug came in with {sha40()}",
        f"git revert {hexs(7)} (the flaky retry change)",
        f"deployed sha {sha40()} to prod at 14:05",
        f"bisect: good {hexs(12)}, bad {hexs(12)}",
        f"cherry-pick {sha40()} onto release/2.8",
    )

    r.add(
        "content_hash",
        f"sha256sum of the terraform provider zip: {hexs(64)}",
        f"lockfile integrity for left-pad: sha512-{b64(secrets.token_bytes(64))}",
        f"S3 ETag of the export: \"{hexs(32)}\"",
        f"bundle main.{hexs(8)}.js is the one with the fix",
        f"go.sum line: golang.org/x/net v0.24.0 h1:{b64(secrets.token_bytes(32))}",
    )

    r.add(
        "uuid_in_url",
        f"https://app.acme.example/orgs/{uid()}/settings/billing",
        f"Sentry issue: https://sentry.acme.internal/organizations/acme/issues/?project={digits(7, lead=True)}&query={uid()}",
        f"the customer's workspace: https://admin.acme.internal/workspaces/{uid()}",
        f"webhook endpoint we gave Stripe: https://api.acme.example/webhooks/stripe/{uid()}",
        f"grafana dashboard https://grafana.acme.internal/d/{rnd(ALNUM, 9)}/api-latency?orgId=1&var-request={uid()}",
    )

    r.add(
        "stripe_publishable_key",
        f"NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY={stripe_pk('live')}",
        f"publishable key for the checkout page (fine to ship in JS): {stripe_pk('live')}",
        f"stripe pk test {stripe_pk('test')}",
        f"Stripe.js init: const stripe = Stripe('{stripe_pk('test')}');",
        f"pk_live is public, the sk_ is not. ours: {stripe_pk('live')}",
    )

    r.add(
        "jwks_public_key",
        "JWKS from https://auth.acme.example/.well-known/jwks.json:\n" + json.dumps({"keys": [{"kty": "RSA", "use": "sig", "alg": "RS256", "kid": hexs(16), "n": b64u(secrets.token_bytes(256)), "e": "AQAB"}]}),
        "public signing key the gateway verifies with: " + json.dumps({"kty": "EC", "crv": "P-256", "kid": uid(), "x": b64u(secrets.token_bytes(32)), "y": b64u(secrets.token_bytes(32)), "use": "sig"}),
        f"kid {hexs(16)} is the current key in our JWKS, the old kid {hexs(16)} gets dropped Friday",
        f"-----BEGIN PUBLIC KEY-----\n{rsa_spki_b64()}\n-----END PUBLIC KEY-----\n(the RS256 verify key, public)",
    )

    r.add(
        "dkim_public_key",
        f"selector1._domainkey.acme.example TXT \"v=DKIM1; k=rsa; p={rsa_spki_b64()}\"",
        f"DKIM record sendgrid wants: s1._domainkey.mail.acme.example -> v=DKIM1; k=rsa; p={rsa_spki_b64()}",
        f"dkim pub key for the relay (publish in DNS): {rsa_spki_b64()}",
        f"google._domainkey TXT v=DKIM1; k=ed25519; p={b64(secrets.token_bytes(32))}",
    )

    r.add(
        "env_example_empty",
        "# .env.example -- copy to .env and fill in\nDATABASE_URL=\nREDIS_URL=\nSTRIPE_SECRET_KEY=\nSLACK_BOT_TOKEN=\nSMTP_PASSWORD=",
        "NPM_TOKEN=\nGITHUB_TOKEN=\nAWS_ACCESS_KEY_ID=\nAWS_SECRET_ACCESS_KEY=\nAWS_REGION=us-west-2",
        "env template for new devs:\nJWT_SECRET=<generate with openssl rand -hex 32>\nOKTA_API_TOKEN=<ask in #platform>\nOPENAI_API_KEY=",
        "SENDGRID_API_KEY=\"\"\nTWILIO_AUTH_TOKEN=\"\"\nDD_API_KEY=\"\"   # all blank in the example file on purpose",
    )

    r.add(
        "base64_preferences",
        f"my editor prefs blob from the sync export: {b64(json.dumps({'theme': 'solarized-dark', 'fontSize': 14, 'tabSize': 4, 'vim': True}).encode())}",
        f"feature flags cookie (just base64 json): {b64u(json.dumps({'newCheckout': True, 'betaSearch': False, 'region': 'us-west-2'}).encode())}",
        f"dashboard layout saved as {b64(json.dumps({'panels': ['latency', 'errors', 'saturation'], 'refresh': '30s', 'tz': 'America/Los_Angeles'}).encode())}",
        f"iTerm profile prefs (b64): {b64(json.dumps({'Name': 'work', 'Columns': 160, 'Rows': 48, 'Transparency': 0.1}).encode())}",
    )

    r.add(
        "terraform_var_reference",
        "resource \"aws_db_instance\" \"main\" {\n  username = \"app_admin\"\n  password = var.db_password\n}",
        "variable \"db_password\" {\n  type      = string\n  sensitive = true\n}",
        "CI sets TF_VAR_db_password from the pipeline secret, never put it in terraform.tfvars",
        "password = data.aws_secretsmanager_secret_version.db.secret_string",
        "smtp_password = var.smtp_relay_password  # passed in from Vault by atlantis",
    )

    r.add(
        "github_actions_secret_ref",
        "env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}",
        "- run: curl -H \"Authorization: Bearer ${{ secrets.DEPLOY_TOKEN }}\" https://deploy.acme.internal/hooks/api",
        "with:\n  password: ${{ secrets.REGISTRY_PASSWORD }}\n  username: ${{ github.actor }}",
        "SLACK_BOT_TOKEN: ${{ secrets.SLACK_BOT_TOKEN }} -- added at org level, repos: api, web",
        "token: ${{ secrets.GITHUB_TOKEN }} is enough for the release step, no PAT needed",
    )

    r.add(
        "onepassword_reference",
        "DATABASE_URL=op://Engineering/postgres-prod/connection-string",
        "op read \"op://Private/GitHub/recovery codes\"",
        "STRIPE_SECRET_KEY=\"op://Payments/Stripe live/secret key\"  (op run --env-file=.env -- npm start)",
        "the age key is at op://Infra/sops-age-key/notesPlain",
        "op item get 'SMTP relay' --vault Engineering --fields password --reveal  <- how to fetch it",
    )

    r.add(
        "document_url_long_id",
        f"design doc: https://docs.acme.example/document/d/{doc_id()}/edit",
        f"incident writeup https://drive.acme.example/file/d/{doc_id(33)}/view",
        f"on-call spreadsheet https://sheets.acme.example/spreadsheets/d/{doc_id()}/edit#gid={digits(9, lead=True)}",
        f"notion page https://notion.acme.example/Auth-rewrite-{hexs(32)}",
        f"figma https://figma.acme.example/file/{rnd(ALNUM, 22)}/Checkout-v3?node-id=12-{digits(4)}",
    )

    r.add(
        "age_public_key",
        f"sops recipients for the infra repo: {age_public_key()},{age_public_key()}",
        f".sops.yaml\ncreation_rules:\n  - path_regex: secrets/.*\\.yaml\n    age: {age_public_key()}",
        f"my age public key (send me files with this): {age_public_key()}",
        f"age -r {age_public_key()} -o backup.tar.age backup.tar",
    )

    r.add(
        "ssh_public_key",
        f"ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} dev@acme-mbp",
        f"add to authorized_keys on bastion: ssh-rsa {ssh_pub('ssh-rsa', 279)} ci-runner",
        f"deploy key (public half, goes in the repo settings): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} deploy@infra",
        f"known_hosts: git.acme.internal ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 104)}",
    )

    r.add(
        "oauth_client_id",
        f"Okta SPA app client id (public, PKCE, no secret): 0oa{rnd(ALNUM, 17)}",
        f"GitHub OAuth app client id Iv1.{hexs(16)} -- the secret is in Vault",
        f"Auth0 client_id for the mobile app: {rnd(ALNUM, 32)} (native app, public client)",
        f"OKTA_CLIENT_ID=0oa{rnd(ALNUM, 17)}\nOKTA_ISSUER=https://acme.okta.example/oauth2/default",
    )

    tail, key_tail = rnd(ALNUM, 4), rnd(UPPER + DIGITS, 4)
    r.add(
        "masked_secret",
        f"current Stripe key ends in ...{tail} (sk_live_****************{tail})",
        f"npm token listed as npm_****...{rnd(ALNUM, 4)} in the UI, created Mar 3",
        "DATABASE_URL=postgres://app_rw:********@db.acme.internal:5432/app_prod",
        f"aws key id ending {key_tail} is the one to deactivate (AKIA************{key_tail})",
        "slack token shows as xoxb-••••••••-•••••••• in the app config, regenerate if lost",
    )

    r.add(
        "vault_path_reference",
        "vault kv get -field=password secret/data/prod/postgres/app_rw",
        "smtp relay password -> vault path kv/infra/smtp-relay (field: password)",
        "the k8s external-secret pulls from secret/prod/stripe, key secret_key",
        "VAULT_ADDR=https://vault.acme.internal:8200  VAULT_NAMESPACE=backend",
    )

    r.add(
        "password_policy_note",
        "Stripe restricted key rotates every 90 days; next rotation Mar 14. New one goes straight into 1Password 'Payments', not into notes.",
        "db password is in the safe in the office, ask Priya for the combination",
        "security review finding #7: the Slack bot token was in a committed .env, it's been revoked and rotated, history rewritten",
        "Okta policy: 14+ char passwords, no reuse of the last 24, MFA required, lockout after 10 tries",
        "reminder: rotate the npm publish token before the SDK release and update the org secret",
    )

    r.add(
        "ticket_number",
        f"SEC-{digits(4, lead=True)} tracks the kubeconfig cleanup",
        f"PagerDuty incident #{digits(6, lead=True)} / {rnd(UPPER + DIGITS, 14)}",
        f"Stripe support case {digits(8, lead=True)}, re: payout delay",
        f"PR #{digits(4, lead=True)} removes the hardcoded SMTP settings",
    )

    r.add(
        "aws_trace_id",
        f"X-Amzn-Trace-Id: Root=1-{hexs(8)}-{hexs(24)}",
        f"x-amz-request-id {rnd(UPPER + DIGITS, 16)} x-amz-id-2 {b64(secrets.token_bytes(57))}",
        f"the 502 had RequestId: {uid()}",
        f"cloudfront x-amz-cf-id: {rnd(URLSAFE, 56)}==",
    )

    r.add(
        "docker_container_id",
        f"docker logs {hexs(12)} | tail",
        f"container {hexs(64)} exited with 137",
        f"docker stop {hexs(12)} {hexs(12)}",
        f"containerd id for the stuck sidecar: containerd://{hexs(64)}",
    )

    r.add(
        "kms_key_reference",
        f"KMS key for the RDS snapshots: arn:aws:kms:us-west-2:{aws_account()}:key/{uid()}",
        "alias/acme-prod-sops is the one sops uses",
        f"kms key id {uid()} is scheduled for deletion, 30 day window",
        f"aws kms describe-key --key-id mrk-{hexs(32)}",
    )

    r.add(
        "security_settings_numbers",
        "bcrypt cost 12, PBKDF2 600000 iterations for the legacy hashes, session TTL 3600s",
        "password min length 14, PIN length 6, max failed logins 5, lockout 15 min",
        f"token expiry: access 900s, refresh {pick(14, 30)} days; key size 2048 -> 4096 next quarter",
        "argon2id m=65536 t=3 p=4 for the new password hashing",
    )

    r.add(
        "ssh_host_fingerprint",
        f"bastion host key fingerprint ED25519 {ssh_fp()} - check it on first connect",
        f"The authenticity of host 'git.acme.internal' can't be established.\nECDSA key fingerprint is {ssh_fp()}.",
        f"ssh-keygen -lf said: 256 {ssh_fp()} dev@acme-mbp (ED25519)",
        f"RSA fingerprint for the build box {ssh_fp()}",
    )

    r.add(
        "aws_resource_id",
        f"bastion instance i-0{hexs(16)} in subnet-0{hexs(16)}",
        f"sg-0{hexs(16)} allows 5432 from the api security group only",
        f"vpc-0{hexs(16)} (prod), vpc-0{hexs(16)} (staging)",
        f"CloudFront distribution E{rnd(UPPER + DIGITS, 13)} serves the docs site",
    )

    r.add(
        "gpg_key_fingerprint",
        f"release signing key fingerprint: {gpg_fp(spaced=True)}",
        f"gpg --recv-keys {gpg_fp()}",
        f"my git signing key id {hexs(16).upper()}",
        f"trust this key: {gpg_fp()} (Maya, security team)",
    )

    r.add(
        "stripe_object_id",
        f"refund issue: customer cus_{rnd(ALNUM, 14)}, charge ch_3{rnd(ALNUM, 23)}",
        f"payment intent pi_3{rnd(ALNUM, 23)} stuck in requires_action",
        f"webhook event evt_1{rnd(ALNUM, 23)} replayed twice",
        f"subscription sub_1{rnd(ALNUM, 23)} on price price_1{rnd(ALNUM, 23)}",
    )

    r.add(
        "slack_object_id",
        f"#alerts-prod channel id C0{rnd(UPPER + DIGITS, 9)}",
        f"workspace T0{rnd(UPPER + DIGITS, 8)}, bot user U0{rnd(UPPER + DIGITS, 9)}",
        f"slack app id A0{rnd(UPPER + DIGITS, 9)} (oncall-pager)",
        f"message permalink https://acme.slack.example/archives/C0{rnd(UPPER + DIGITS, 9)}/p{digits(16, lead=True)}",
    )

    r.add(
        "env_var_reference",
        "docker-compose:\n  environment:\n    POSTGRES_PASSWORD: ${POSTGRES_PASSWORD}\n    REDIS_PASSWORD: ${REDIS_PASSWORD:?set it}",
        "password = os.environ[\"SMTP_RELAY_PASSWORD\"]",
        "- name: STRIPE_SECRET_KEY\n  valueFrom:\n    secretKeyRef:\n      name: stripe\n      key: secret-key",
        "npm reads the token from ${NPM_TOKEN} in .npmrc: //npm.acme.internal/:_authToken=${NPM_TOKEN}",
    )

    r.add(
        "kubeconfig_without_user_key",
        f"clusters:\n- cluster:\n    certificate-authority-data: {cert_data()}\n    server: https://k8s-dev.acme.internal:6443\n  name: dev",
        "users:\n- name: eks-prod\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: [eks, get-token, --cluster-name, prod, --region, us-west-2]",
        f"EKS endpoint https://{hexs(32).upper()}.gr7.us-west-2.eks.acme.internal (OIDC issuer id {hexs(32).upper()})",
        "kubectl config use-context staging && kubectl config view --minify  (keys show as DATA+OMITTED / REDACTED)",
    )

    r.add(
        "tracking_and_order_number",
        f"new YubiKeys shipped, UPS 1Z{rnd(UPPER + DIGITS, 16)}",
        f"laptop replacement order #{digits(3, lead=True)}-{digits(7)}-{digits(7)}",
        f"AWS support case {digits(11, lead=True)}",
        f"Okta support ticket {digits(7, lead=True)} about the SCIM sync",
    )

    return r


def main() -> None:
    write_corpora("make_heldout206.py", [
        ("heldout206_credentials.yaml", credentials(), "Held-out batch 206 credentials: a Seattle startup backend developer's kubeconfig keys, .pgpass lines, age keys, recovery codes, vendor tokens and connection strings"),
        ("heldout206_lookalikes.yaml", lookalikes(), "Held-out batch 206 look-alikes: ARNs, pod and ReplicaSet names, digests, SHAs, public keys, secret references and masked values that hold no secret"),
    ])


if __name__ == "__main__":
    main()
