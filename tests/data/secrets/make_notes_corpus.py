# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes notes_negative.yaml and credentials_positive.yaml: the large, realistic corpus
that pins the secret refusal's rates (issue 12 item 8).

The negatives are what developers actually keep in notes, with the classes the small
corpus under-sampled in force: `KEY=value` settings, public keys and certificates, content
hashes and ids, base64 data that is no credential, and references to a secret rather than
the secret. The positives are real credential formats, each generated from the seeded RNG
in its real shape (prefix, alphabet, length, checksum-free); none is a real credential.
Each phrase frame is combined with several values, so the notes read like a person's and
no two are the same. Run `python tests/data/secrets/make_notes_corpus.py` to regenerate
(the output is committed so the test does not depend on this script).
"""

from __future__ import annotations

import base64
import json
import string
import uuid
from collections.abc import Callable

import yaml
from make_corpus import ALNUM, B64, HERE, RNG, UPPER_NUM, URLSAFE, jwt, pem, rand

HEX = "0123456789abcdef"
LOWER_NUM = string.ascii_lowercase + string.digits


def hexs(n: int) -> str:
    return rand(HEX, n)


def uid() -> str:
    return str(uuid.UUID(int=RNG.getrandbits(128), version=4))


def b64_of(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def pick(options: list[str]) -> str:
    return RNG.choice(options)


# ---- negatives ------------------------------------------------------------------------------

SETTINGS = [
    "NODE_OPTIONS=--max-old-space-size=6144", "NODE_OPTIONS=--max-old-space-size=8192",
    "JAVA_OPTS=-Xms512m -Xmx2g", "GOFLAGS=-mod=vendor", "RUSTFLAGS=\"-C target-cpu=native\"",
    "CMAKE_BUILD_TYPE=RelWithDebInfo", "PYTHONPATH=src", "TZ=Europe/Berlin",
    "CUDA_VISIBLE_DEVICES=0,1", "OMP_NUM_THREADS=8", "KUBECONFIG=~/.kube/staging.yaml",
    "AWS_REGION=eu-west-1", "AWS_PROFILE=staging-admin", "TOKENIZERS_PARALLELISM=false",
    "MAX_TOKENS=2048", "TOKEN_TTL=3600", "SECRET_ROTATION_DAYS=90", "PASSWORD_MIN_LENGTH=12",
    "AUTH_TOKEN_EXPIRY=15m", "API_KEY_HEADER=X-Api-Key", "LOG_LEVEL=debug",
    "DATABASE_POOL_SIZE=20", "GUNICORN_CMD_ARGS=--workers=4 --timeout=120",
    "PIP_INDEX_URL=https://pypi.internal.example.com/simple", "HF_HUB_OFFLINE=1",
    "DOCKER_BUILDKIT=1", "COMPOSE_PROJECT_NAME=widgets", "NEXT_PUBLIC_API_URL=/api",
    "VITE_APP_TITLE=Widgets", "SPRING_PROFILES_ACTIVE=prod,metrics", "RAILS_ENV=production",
    "DJANGO_SETTINGS_MODULE=config.settings.prod", "CELERY_BROKER_POOL_LIMIT=10",
    "UV_THREADPOOL_SIZE=16", "MALLOC_ARENA_MAX=2", "GOMAXPROCS=4", "LANG=C.UTF-8",
    "SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt", "REQUESTS_CA_BUNDLE=/etc/ssl/certs/ca.pem",
    "GIT_SSH_COMMAND=\"ssh -i ~/.ssh/deploy_ed25519 -o IdentitiesOnly=yes\"",
    "TF_LOG=DEBUG", "TF_VAR_region=us-east-2", "ANSIBLE_HOST_KEY_CHECKING=False",
    "PGHOST=db.internal", "PGPORT=6432", "PGUSER=app_readonly", "PGDATABASE=widgets",
    "REDIS_URL=redis://cache:6379/2", "OPENAI_BASE_URL=http://127.0.0.1:8470/v1",
    "OPENAI_MODEL=gpt-4o-mini", "ANTHROPIC_MODEL=claude-3-5-sonnet-latest",
    "TOKEN_BUDGET=1500", "SESSION_SECRET_LENGTH=64", "JWT_ALGORITHM=RS256",
    "JWT_ISSUER=https://auth.example.com/", "OAUTH_CLIENT_ID=widgets-web",
    "CORS_ALLOWED_ORIGINS=https://app.example.com,https://admin.example.com",
    "FEATURE_FLAGS=new-checkout,beta-search", "SENTRY_ENVIRONMENT=staging",
    "SENTRY_TRACES_SAMPLE_RATE=0.1", "OTEL_EXPORTER_OTLP_ENDPOINT=http://otel:4317",
    "GRPC_VERBOSITY=ERROR", "NCCL_P2P_DISABLE=1", "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True",
    "XLA_PYTHON_CLIENT_MEM_FRACTION=0.8", "LLAMA_ARG_CTX_SIZE=8192", "OLLAMA_NUM_PARALLEL=2",
    "VLLM_WORKER_MULTIPROC_METHOD=spawn", "WANDB_MODE=offline", "MLFLOW_TRACKING_URI=http://mlflow:5000",
    "npm config set fetch-retries 5", "git config --global pull.rebase true",
    "ulimit -n 65536", "vm.max_map_count=262144", "fs.inotify.max_user_watches=524288",
    "max_connections = 200", "shared_buffers = 4GB", "work_mem = 64MB",
    "client_max_body_size 50m;", "proxy_read_timeout 300s;", "keepalive_timeout 65;",
    "token_limit: 8192", "secret_store: vault", "api_key_env: OPENAI_API_KEY",
    "credentials_file: ~/.config/gcloud/application_default_credentials.json",
    "password_file=/run/secrets/db_password", "auth_method: oidc", "token_endpoint: /oauth/token",
    "access_token_lifetime: 900", "refresh_token_rotation: true", "password_hash_rounds: 12",
    "secret_scanning: enabled", "apikey_required: false", "private_key_path: certs/server.key",
    "ssl_certificate_key /etc/nginx/certs/site.key;", "tls.key: mounted from the secret",
]
SETTING_FRAMES = [
    "Set {} in .env to stop the build running out of memory.",
    "{} fixed it.",
    "export {} before running the script.",
    "CI needs {} or the job fails.",
    "The prod config has {}.",
    "We settled on {} after the load test.",
    "Remember: {}",
    "`{}` goes in the Dockerfile.",
    "Dev containers set {} by default.",
    "If tests hang, check {}.",
]

REFERENCES = [
    "password = var.db_password", "password = random_password.db.result",
    "api_key = data.aws_secretsmanager_secret_version.openai.secret_string",
    "DB_PASSWORD=${DB_PASSWORD}", "token: ${GITHUB_TOKEN}", "password: ${{ secrets.DB_PASSWORD }}",
    "NPM_TOKEN: ${{ secrets.NPM_TOKEN }}", "api_key = os.environ[\"OPENAI_API_KEY\"]",
    "token = os.environ['TOKEN']", "token = os.getenv(\"SLACK_BOT_TOKEN\")",
    "const key = process.env.STRIPE_SECRET_KEY", "apiKey: process.env.ANTHROPIC_API_KEY",
    "password: <%= ENV['DB_PASSWORD'] %>", "secret_key = ENV.fetch(\"SECRET_KEY_BASE\")",
    "String token = System.getenv(\"GITHUB_TOKEN\");", "let key = env::var(\"API_KEY\")?;",
    "password := os.Getenv(\"PGPASSWORD\")", "token: \"{{ .Values.slack.token }}\"",
    "password: \"{{ vault_db_password }}\"", "password: !vault | (ansible-vault encrypted)",
    "secretKeyRef: {name: db-creds, key: password}", "PASSWORD_FILE=/run/secrets/pg_password",
    "password=$(cat /run/secrets/db_password)", "token=$(gh auth token)",
    "api_key = keyring.get_password(\"openai\", \"dana\")",
    "op read op://Private/Postgres/password", "vault kv get -field=password secret/prod/db",
    "aws ssm get-parameter --name /prod/db/password --with-decryption",
    "gcloud secrets versions access latest --secret=stripe-key",
    "password = settings.DATABASE_PASSWORD", "client_secret = config[\"oauth\"][\"client_secret\"]",
    "token = self.credentials.token", "api_key = get_secret(\"openai-api-key\")",
    "password: $DB_PASSWORD", "secret: \"%env(APP_SECRET)%\"", "token = <redacted>",
    "password: '********'", "api_key: sk-... (see the vault)", "token=xxxxxxxxxxxxxxxx",
    "Authorization: Bearer $TOKEN", "curl -H \"Authorization: Bearer ${API_TOKEN}\" $URL",
    "-u \"$USER:$PASSWORD\"", "docker login -u ci --password-stdin < token.txt",
    "password = getpass.getpass()", "token = request.headers[\"X-Api-Key\"]",
    "secret = Secret.from_env(\"HMAC_SECRET\")", "private_key = load_pem(open(KEY_PATH).read())",
]
REFERENCE_FRAMES = [
    "{} reads it from the environment; nothing secret is in the repo.",
    "The config uses {}.",
    "Changed the loader to `{}`.",
    "In terraform: {}",
    "Example from the README: {}",
    "{} is how the worker gets its credential.",
]

PUBLIC_KEY_NOTES: list[Callable[[], str]] = [
    lambda: f"Dana's key for the bastion: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{rand(B64, 43)}"
            f" dana@{pick(['laptop', 'work', 'thinkpad'])}",
    lambda: f"authorized_keys has ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ{rand(B64, 300)}"
            " deploy@ci",
    lambda: f"ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAI{rand(B64, 100)}= "
            "is the host key of git.internal",
    lambda: "-----BEGIN CERTIFICATE-----\n" + "\n".join(rand(B64, 64) for _ in range(4))
            + "\n-----END CERTIFICATE-----\nis the internal CA; it is public, commit it.",
    lambda: "The JWT verification key:\n-----BEGIN PUBLIC KEY-----\n"
            + "\n".join(rand(B64, 64) for _ in range(3)) + "\n-----END PUBLIC KEY-----",
    lambda: "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n" + "\n".join(rand(B64, 64) for _ in range(3))
            + "\n-----END PGP PUBLIC KEY BLOCK-----",
    lambda: f"age recipient for the backups: age1{rand(LOWER_NUM, 58)}",
    lambda: f"WireGuard peer PublicKey = {rand(B64, 43)}=",
    lambda: f"GPG key fingerprint {' '.join(rand(UPPER_NUM[:6] + '0123456789', 4) for _ in range(10))}",
    lambda: f"minisign public key: RWQ{rand(B64, 53)}",
    lambda: f"known_hosts: github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{rand(B64, 43)}",
    lambda: f"Server cert SHA-256 fingerprint {':'.join(hexs(2).upper() for _ in range(32))}",
    lambda: f"The TLS cert's serial is {':'.join(hexs(2) for _ in range(16))}; it expires in May.",
    lambda: f"Certificate pin for the app: pin-sha256=\"{rand(B64, 43)}=\"",
    lambda: f"Public key for webhooks (Ed25519, hex): {hexs(64)}",
]

ID_NOTES: list[Callable[[], str]] = [
    lambda: f"Fixed in commit {hexs(40)} on main.",
    lambda: f"The regression came in with {hexs(7)}; revert {hexs(10)} too.",
    lambda: f"git bisect points at {hexs(40)}",
    lambda: f"Release v{RNG.randint(1, 9)}.{RNG.randint(0, 20)}.{RNG.randint(0, 9)} is tag "
            f"{hexs(12)}.",
    lambda: f"sha256sum of the model file: {hexs(64)}",
    lambda: f"Expected checksum {hexs(64)}  llama-{RNG.randint(1, 9)}b.gguf",
    lambda: f"Image pinned as ghcr.io/acme/api@sha256:{hexs(64)}",
    lambda: f"FROM python:3.12-slim@sha256:{hexs(64)}",
    lambda: f"pip install --require-hashes: torch==2.4.0 --hash=sha256:{hexs(64)}",
    lambda: f"package-lock integrity sha512-{rand(B64, 86)}==",
    lambda: f"go.sum line: golang.org/x/net v0.25.0 h1:{rand(B64, 43)}=",
    lambda: f"Request id {uid()} in the logs shows the timeout.",
    lambda: f"Trace {hexs(32)} spans the whole checkout.",
    lambda: f"The tenant's id is {uid()}; the workspace id is {uid()}.",
    lambda: f"Mongo ObjectId {hexs(24)} is the broken order.",
    lambda: f"ULID ids like 01{rand(UPPER_NUM.replace('I', '').replace('O', ''), 24)} sort by time.",
    lambda: f"The EC2 instance is i-0{hexs(16)} in subnet-{hexs(17)}.",
    lambda: f"arn:aws:iam::{RNG.randint(10**11, 10**12 - 1)}:role/github-actions-deploy "
            "is the role CI assumes.",
    lambda: f"Stripe customer cus_{rand(ALNUM, 14)} has the duplicate charge ch_{rand(ALNUM, 24)}.",
    lambda: f"PaymentIntent pi_{rand(ALNUM, 24)} failed with card_declined.",
    lambda: f"Sentry issue {hexs(32)} is the same crash.",
    lambda: f"GitHub node id MDExOlB1bGxSZXF1ZXN0{rand(ALNUM, 12)} is the PR in GraphQL.",
    lambda: f"Kubernetes uid {uid()} for the stuck pod.",
    lambda: f"Video id {rand(URLSAFE, 11)} is the demo recording.",
    lambda: f"The IPFS CID Qm{rand(ALNUM.replace('0', '').replace('O', '').replace('I', '').replace('l', ''), 44)} "
            "holds the dataset snapshot.",
    lambda: f"Docker layer sha256:{hexs(64)} is the cached one.",
    lambda: f"HEAD is at {hexs(40)} (detached) after the rebase.",
    lambda: f"Cloudflare zone id {hexs(32)} (public).",
    lambda: f"Google Analytics id G-{rand(UPPER_NUM, 10)} goes in the page head.",
    lambda: f"Firebase project id widgets-{RNG.randint(1000, 9999)}; app id 1:{RNG.randint(10**11, 10**12)}:web:{hexs(22)}",
    lambda: f"OAuth client id {RNG.randint(10**11, 10**12)}-{rand(LOWER_NUM, 32)}.apps.googleusercontent.com is public.",
    lambda: f"Azure subscription {uid()}, resource group rg-widgets-prod.",
    lambda: f"The GPU's UUID is GPU-{uid()}.",
    lambda: f"Build {RNG.randint(1000, 9999)} artefact digest md5:{hexs(32)}",
    lambda: f"Etag \"{hexs(32)}\" means the object did not change.",
    lambda: f"Bitcoin test tx {hexs(64)} confirmed.",
    lambda: f"Hugging Face revision {hexs(40)} of the tokenizer is the one that works.",
    lambda: f"Terraform state lock id {uid()}; run force-unlock with it.",
]

BASE64_NOTES: list[Callable[[], str]] = [
    lambda: f"echo {b64_of(pick(['hello world', 'ping', 'widgets rock', 'dana was here']))} | "
            "base64 -d prints the greeting.",
    lambda: f"The favicon is inlined: data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ{rand(B64, 60)}",
    lambda: f"The configmap's binaryData holds {b64_of(json.dumps({'theme': pick(['dark', 'light']), 'beta': True}))}",
    lambda: f"Kafka message value (base64 JSON): "
            f"{b64_of(json.dumps({'event': 'order.created', 'id': RNG.randint(1, 10**6)}))}",
    lambda: f"Protobuf test vector: {b64_of(pick(['order 7', 'widget-id-42', 'status=OK']))}",
    lambda: f"The font is embedded as base64 starting d09GMgABAAAAA{rand(B64, 40)}",
    lambda: f"Cursor for page 2 is {b64_of(json.dumps({'offset': RNG.randint(10, 500)}))}",
    lambda: f"GraphQL global id {b64_of('Product:' + str(RNG.randint(1, 99999)))} maps to product "
            "in the db.",
    lambda: f"The test fixture image.png is {b64_of('PNG fixture ' + hexs(6))} after encoding.",
    lambda: f"SAML AuthnRequest sample (deflated, base64): {rand(B64, 80)}",
    lambda: f"An empty gzip in base64 is H4sIAAAAAAAAA{rand(B64, 10)}==",
]

GENERAL_NOTES = [
    "The build needs node 20; node 18 fails on the `with` import attributes.",
    "Use pnpm, not npm, in this repository.", "Run `make test` before pushing.",
    "The user prefers short answers and British spelling.",
    "Decision: SQLite in WAL mode for the ledger, no Postgres.",
    "Staging is at https://staging.example.com; prod at https://app.example.com.",
    "Error ECONNREFUSED 127.0.0.1:5432 means the db container is not up.",
    "Flaky test: test_upload_resumes, tracked in JIRA-4821.",
    "The release train leaves on Thursdays at 14:00 UTC.",
    "Dana owns the billing service; Priya owns search.",
    "Python 3.12 breaks the old `distutils` import in setup.py.",
    "The password reset flow sends a one-time link that expires after 30 minutes.",
    "Rotate the API keys every 90 days; the platform team sends a reminder.",
    "Never commit .env; .env.example lists every variable with a placeholder.",
    "The GitHub Actions token has read-only permissions by default now.",
    "Slack alerts go to #ops-alerts; the webhook URL is in the vault.",
    "The secret scanner runs in pre-commit and in CI.",
    "Use `openssl rand -hex 32` to make a new session secret; store it in the vault.",
    "Tokens per second went from 42 to 17 after the driver update.",
    "max_tokens must be at most the context minus the prompt.",
    "The tokenizer splits 'cannot' into two tokens.",
    "Bearer tokens expire after 15 minutes; refresh tokens after 30 days.",
    "The JWT's kid header selects the verification key from the JWKS.",
    "AWS access key ids start with AKIA; temporary ones with ASIA.",
    "Private keys live only on the HSM; the app asks it to sign.",
    "The CI runner's SSH key is ~/.ssh/ci_ed25519 and is read-only on the repo.",
    "Kubernetes secret app-db-creds in namespace prod holds the db password.",
    "Passwords are hashed with argon2id, m=64MB, t=3, p=4.",
    "The admin password was rotated on 2024-05-02 after the offboarding.",
    "Two-factor is required for everyone with the maintainer role.",
    "When the API answers 401, the session token is missing or stale.",
    "Regex for order ids: ^ORD-[0-9]{8}$",
    "Cron `0 3 * * *` runs the nightly job.", "Port 8470 is Tandem's default.",
    "Use `git rebase -i HEAD~3` and squash the fixups before review.",
    "Docker image ghcr.io/acme/api:2024.06.1 is the one in prod.",
    "IPv6 link-local fe80::1ff:fe23:4567:890a on eth0 of the build box.",
    "MAC 3c:22:fb:9a:10:7e is the printer.", "Hex colour #1E90FF for links.",
    "The S3 bucket acme-prod-assets-eu-west-1 is versioned.",
    "The class AbstractSingletonProxyFactoryBean is legacy; do not extend it.",
    "TestUserRegistrationFlowV2Handler covers the sign-up path.",
    "Pod names look like web-7d9f8b6c5-x2x7k; never hard-code them.",
    "v1.2.3-rc.1+build.5 was the last pre-release.",
    "The model is Qwen3-8B at Q4_K_M with a 32768 context.",
    "llama.cpp needs -ngl 99 to put every layer on the GPU.",
    "The OOM came from batch size 64; 16 fits in 24 GB.",
    "Timeouts: connect 5 s, read 30 s, three retries with backoff.",
    "The webhook signature header is Stripe-Signature; verify it with the endpoint secret.",
    "The test card 4242 4242 4242 4242 always succeeds in Stripe test mode.",
    "Use the sandbox account for Twilio; messages cost money otherwise.",
    "The OpenAI key for the team is in 1Password under 'OpenAI prod'.",
    "Anthropic's SDK reads ANTHROPIC_API_KEY from the environment.",
    "GitLab CI masks variables marked protected and masked.",
    "The secret manager path convention is /<env>/<service>/<name>.",
    "Do not print tokens in logs; the logger redacts Authorization headers.",
    "Keycloak realm 'widgets' issues the tokens; the client is confidential.",
    "SSO uses SAML for staff and OIDC for customers.",
    "The API key header is X-Api-Key, not Authorization.",
    "A 403 from S3 usually means the bucket policy, not the credentials.",
    "The credential helper is osxkeychain on macOS and libsecret on Linux.",
    "pip install -e '.[dev]' installs the test tools.",
    "mypy --strict fails on the generated protobuf stubs; exclude them.",
    "Prettier and ruff run in pre-commit; CI only checks.",
    "The on-call rotation is weekly, handover on Mondays at 10:00.",
    "Feature freeze is two days before the release.",
    "The cache key is the lockfile's hash plus the OS.",
    "Pinned numpy<2 until the C extension is rebuilt.",
    "CUDA 12.4 with driver 550 is the tested combination.",
    "The base64 in the fixture is just the string 'hello'.",
    "UUIDv7 ids sort by creation time; use them for new tables.",
    "Commit hashes in the changelog are the first 7 characters.",
    "Content hashes in the asset names bust the CDN cache.",
    "Public keys can go in the repo; private keys never.",
    "The certificate chain must include the intermediate or Android rejects it.",
    "ssh-keygen -t ed25519 -C dana@work makes the key pair.",
    "gpg --armor --export dana@example.com prints the public key to share.",
    "Token counting uses tiktoken's cl100k_base for the estimate.",
    "The password field in the form has autocomplete=new-password.",
    "Secrets in GitHub Actions are not passed to workflows from forks.",
    "The login page rate-limits to 5 tries a minute per IP.",
    "If the deploy hangs, kubectl rollout status deploy/web -n prod says why.",
    "Postgres 16 is in staging; prod is still on 14.",
    "Use EXPLAIN (ANALYZE, BUFFERS) before adding an index.",
    "The search index rebuild takes 40 minutes on prod data.",
    "Never run migrations from a laptop against prod.",
]


# Written after the refusal was tuned on the lists above, and measured once before any
# further change: the figures these give are the honest ones (see test_secrets.py).
HELD_OUT_NEGATIVES: list[Callable[[], str]] = [
    lambda: f"Bumped the base image; new digest is sha256:{hexs(64)} (was {hexs(12)}).",
    lambda: f"`git log --oneline` shows {hexs(7)} fix: retry on 503 as the culprit.",
    lambda: f"The Helm release revision {RNG.randint(2, 90)} deployed chart widgets-{RNG.randint(1, 9)}.{RNG.randint(0, 9)}.0 "
            f"from commit {hexs(40)}.",
    lambda: f"Correlation id X-Request-Id: {uid()} ties the nginx and app logs together.",
    lambda: f"Our Segment write key is public by design (it is in the browser bundle): {rand(ALNUM, 32)}",
    lambda: f"Snowflake account locator {rand(UPPER_NUM, 8)} in region eu-central-1.",
    lambda: f"In the k8s manifest: checksum/config: {hexs(64)} forces a rollout on change.",
    lambda: f"The APK signing cert SHA1 is {':'.join(hexs(2).upper() for _ in range(20))}.",
    lambda: f"ETag for the bundle: W/\"{hexs(8)}-{rand(URLSAFE, 27)}\"",
    lambda: f"Release asset checksums.txt lists {hexs(64)} for the linux build.",
    lambda: f"Mermaid diagram id flowchart-{uid()} breaks the anchor links.",
    lambda: f"S3 object version id {rand(ALNUM + '._', 32)} is the good copy.",
    lambda: f"DynamoDB stream ARN arn:aws:dynamodb:eu-west-1:{RNG.randint(10**11, 10**12 - 1)}:table/orders/stream/2024-05-01T12:00:00.000",
    lambda: f"LaunchDarkly client-side id {hexs(24)} is safe in the frontend.",
    lambda: f"Algolia search-only key is public; app id {rand(UPPER_NUM, 10)}.",
    lambda: f"The wheel's RECORD line: app/__init__.py,sha256={rand(URLSAFE, 43)},1024",
    lambda: f"Obsidian vault note id {hexs(16)} links the meeting notes.",
    lambda: f"TOTP is set up; recovery codes are in the safe, not here ({RNG.randint(8, 12)} of them).",
    lambda: f"PR #{RNG.randint(100, 9999)} by dana adds OAUTH_SCOPES=read:user,repo to the app.",
    lambda: f"Set MAX_REQUEST_BODY={RNG.choice(['10MB', '25MB', '50MB'])} on the gateway or uploads fail.",
    lambda: f"KEYCLOAK_REALM=widgets and KEYCLOAK_CLIENT_ID=web-{RNG.randint(1, 9)} in the SPA env.",
    lambda: f"password_reset_timeout_days={RNG.randint(1, 7)} in the Django settings.",
    lambda: f"token_bucket: rate={RNG.randint(5, 50)}/s burst={RNG.randint(50, 500)}",
    lambda: f"secretGenerator in kustomization.yaml builds db-creds from .env.{RNG.choice(['prod', 'staging'])}.",
    lambda: f"The API key rotation job ran at 03:{RNG.randint(10, 59)} and rotated {RNG.randint(2, 40)} keys.",
    lambda: "password: \"{{ lookup('env', 'DB_PASSWORD') }}\"",
    lambda: "Use $(aws secretsmanager get-secret-value --secret-id prod/api --query SecretString) in the script.",
    lambda: "TOKEN=$(vault write -field=token auth/approle/login role_id=$ROLE_ID secret_id=$SECRET_ID)",
    lambda: "api_key = st.secrets[\"openai\"][\"key\"]",
    lambda: "const password = core.getInput('password', { required: true })",
    lambda: "env: - name: DB_PASSWORD valueFrom: secretKeyRef: name: db key: password",
    lambda: f"Pasted the public JWKS: {{\"kty\":\"RSA\",\"kid\":\"{hexs(16)}\",\"n\":\"{rand(URLSAFE, 80)}\",\"e\":\"AQAB\"}}",
    lambda: f"sigstore bundle verified; cert identity dana@example.com, log index {RNG.randint(10**7, 10**8)}.",
    lambda: f"The base64 test fixture for the parser is {b64_of('name=widget&qty=' + str(RNG.randint(1, 99)))}.",
    lambda: f"Webpack chunk main.{hexs(20)}.js is 412 kB; split it.",
    lambda: f"Apple team id {rand(UPPER_NUM, 10)} and bundle id com.example.widgets.",
    lambda: f"Yarn berry checksum for left-pad: {hexs(128)}",
    lambda: f"The Terraform module source pins ref={hexs(40)}.",
    lambda: f"NuGet package hash (SHA512): {rand(B64, 86)}==",
    lambda: f"Flatpak commit {hexs(64)} is the one on Flathub.",
]
HELD_OUT_CREDENTIALS: list[tuple[str, Callable[[], str]]] = [
    ("aws", lambda: f"put this in ~/.aws/credentials for the sandbox: {_aws_id()} and "
                    f"{rand(B64, 40)}"),
    ("github", lambda: f"git remote set-url origin https://x-access-token:ghs_{rand(ALNUM, 36)}"
                       "@github.com/acme/app.git"),
    ("slack", lambda: f"Slack app-level token xapp-1-A{rand(UPPER_NUM, 10)}-{RNG.randint(10**12, 10**13)}-{hexs(64)}"),
    ("stripe", lambda: f"live secret: sk_live_51{rand(ALNUM, 96)}"),
    ("openai", lambda: f"client = OpenAI(api_key=\"sk-proj-{rand(URLSAFE, 120)}\")"),
    ("anthropic", lambda: f"Anthropic(api_key='sk-ant-api03-{rand(URLSAFE, 93)}AA')"),
    ("jwt", lambda: f"curl https://api.example.com/me -H \"Authorization: Bearer {jwt()}\""),
    ("pem", lambda: "id_rsa for the old box:\n" + pem("RSA")),
    ("url_password", lambda: f"psql postgresql://reporting:{rand(ALNUM, 18)}@10.0.3.7/analytics"),
    ("url_password", lambda: f"proxy is http://dana:{rand(ALNUM, 12)}@proxy.corp:3128"),
    ("password", lambda: f"The Grafana admin login is admin / {rand(ALNUM + '!', 12)}"),
    ("password", lambda: f"machine api.heroku.com login dana@example.com password {uid()}"),
    ("password", lambda: f"DB_PASS={rand(ALNUM, 16)}"),
    ("password", lambda: f"spring.datasource.password={rand(ALNUM + '#', 14)}"),
    ("basic_auth", lambda: f"Authorization: Basic {b64_of('deploy:' + rand(ALNUM, 14))}"),
    ("wireguard", lambda: f"[Interface]\nPrivateKey = {rand(B64, 43)}="),
    ("generic", lambda: f"webhook signing secret is {rand(ALNUM, 32)}, keep it safe"),
    ("generic", lambda: f"AWS_SESSION_TOKEN={rand(B64, 300)}"),
    ("generic", lambda: f"kubeconfig user token: {rand(ALNUM, 64)}"),
    ("generic", lambda: f"\"auth\": \"{b64_of('ci-bot:' + rand(ALNUM, 20))}\" in ~/.docker/config.json"),
]


def negatives() -> list[str]:
    notes: list[str] = []
    for setting in SETTINGS:
        notes.append(RNG.choice(SETTING_FRAMES).format(setting))
    for reference in REFERENCES:
        notes.append(RNG.choice(REFERENCE_FRAMES).format(reference))
    for makers, copies in ((PUBLIC_KEY_NOTES, 4), (ID_NOTES, 4), (BASE64_NOTES, 4)):
        notes += [make() for make in makers for _ in range(copies)]
    notes += GENERAL_NOTES
    notes += [make() for make in HELD_OUT_NEGATIVES for _ in range(2)]
    return list(dict.fromkeys(notes))


# ---- positives ------------------------------------------------------------------------------

def _aws_id() -> str:
    return pick(["AKIA", "ASIA"]) + rand(UPPER_NUM, 16)


CREDENTIALS: list[tuple[str, Callable[[], str]]] = [
    ("aws", lambda: f"The backup user's key: {_aws_id()} / {rand(B64, 40)}"),
    ("aws", lambda: f"aws_access_key_id = {_aws_id()}\naws_secret_access_key = {rand(B64, 40)}"),
    ("aws", lambda: f"export AWS_SECRET_ACCESS_KEY={rand(B64, 40)}"),
    ("aws", lambda: f"AWS creds for the demo account: {_aws_id()}"),
    ("github", lambda: f"release bot token ghp_{rand(ALNUM, 36)}"),
    ("github", lambda: f"GITHUB_TOKEN=gh{pick(['o', 'u', 's', 'r'])}_{rand(ALNUM, 36)}"),
    ("github", lambda: f"fine-grained PAT github_pat_{rand(ALNUM, 22)}_{rand(ALNUM, 59)}"),
    ("gitlab", lambda: f"gitlab token glpat-{rand(URLSAFE, 20)} for the registry"),
    ("gitlab", lambda: f"runner registration glrt-{rand(URLSAFE, 20)}"),
    ("slack", lambda: f"SLACK_BOT_TOKEN=xoxb-{RNG.randint(10**11, 10**12)}-"
                      f"{RNG.randint(10**12, 10**13)}-{rand(ALNUM, 24)}"),
    ("slack", lambda: f"user token xoxp-{RNG.randint(10**11, 10**12)}-{RNG.randint(10**11, 10**12)}"
                      f"-{RNG.randint(10**12, 10**13)}-{hexs(32)}"),
    ("slack", lambda: f"webhook https://hooks.slack.com/services/T{rand(UPPER_NUM, 8)}/"
                      f"B{rand(UPPER_NUM, 10)}/{rand(ALNUM, 24)}"),
    ("stripe", lambda: f"stripe secret sk_live_{rand(ALNUM, 24)}"),
    ("stripe", lambda: f"STRIPE_SECRET_KEY=sk_test_{rand(ALNUM, 99)}"),
    ("stripe", lambda: f"restricted key rk_live_{rand(ALNUM, 24)} for the reports job"),
    ("stripe", lambda: f"STRIPE_WEBHOOK_SECRET=whsec_{rand(ALNUM, 32)}"),
    ("openai", lambda: f"OPENAI_API_KEY=sk-{rand(ALNUM, 48)}"),
    ("openai", lambda: f"project key sk-proj-{rand(URLSAFE, 156)}"),
    ("openai", lambda: f"service account key sk-svcacct-{rand(URLSAFE, 64)}"),
    ("anthropic", lambda: f"ANTHROPIC_API_KEY=sk-ant-api03-{rand(URLSAFE, 93)}AA"),
    ("anthropic", lambda: f"the admin key is sk-ant-admin01-{rand(URLSAFE, 93)}AA"),
    ("jwt", lambda: f"token from the login response: {jwt()}"),
    ("jwt", lambda: f"Authorization: Bearer {jwt()}"),
    ("jwt", lambda: f"SUPABASE_SERVICE_ROLE_KEY={jwt()}"),
    ("pem", lambda: pem(pick(["RSA", "EC", "OPENSSH", "", "ENCRYPTED", "DSA"]))),
    ("pem", lambda: "deploy key for the mirror:\n" + pem("OPENSSH")),
    ("pem", lambda: "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n"
                    + "\n".join(rand(B64, 64) for _ in range(4))
                    + "\n-----END PGP PRIVATE KEY BLOCK-----"),
    ("pem", lambda: '"private_key": "-----BEGIN PRIVATE KEY-----\\n' + rand(B64, 64)
                    + '\\n-----END PRIVATE KEY-----\\n"'),
    ("url_password", lambda: f"DATABASE_URL=postgres://app:{rand(ALNUM, 16)}@db.internal:5432/app"),
    ("url_password", lambda: f"mysql://root:{rand(ALNUM + '!#', 12)}@127.0.0.1:3306/shop"),
    ("url_password", lambda: f"mongodb+srv://admin:{rand(ALNUM, 20)}@cluster0.{rand(LOWER_NUM, 5)}"
                             ".mongodb.net/"),
    ("url_password", lambda: f"redis://default:{rand(ALNUM, 24)}@redis-12345.cloud.redislabs.com:12345"),
    ("url_password", lambda: f"amqps://worker:{rand(ALNUM, 14)}@mq.example.com/vhost"),
    ("url_password", lambda: f"git clone https://ci:{rand(ALNUM, 20)}@git.example.com/acme/app.git"),
    ("url_password", lambda: f"smtp://postmaster:{rand(ALNUM, 16)}@smtp.mailgun.org:587"),
    ("password", lambda: f"password={pick(['hunter2', 'Summer2024!', 'P@ssw0rd1', 'letmein99'])}"),
    ("password", lambda: f"DB_PASSWORD=\"{rand(ALNUM + '!@#%', 14)}\""),
    ("password", lambda: f"POSTGRES_PASSWORD: {pick(['Winter2024!', 'pg-Adm1n-2023', 'Tr0ub4dor&3'])}"),
    ("password", lambda: f"the wifi password is {pick(['Blue-Falcon-42', 'CoffeeShop#7', 'guest-5G-2024'])}"),
    ("password", lambda: f"admin password: {rand(ALNUM + '!$%', 12)}"),
    ("password", lambda: f"mysql -u root -p'{rand(ALNUM + '!', 10)}' shop"),
    ("password", lambda: f"'password': '{rand(ALNUM, 12)}'"),
    ("password", lambda: f"Server=db;Database=app;User Id=sa;Password={rand(ALNUM + '!', 14)};"),
    ("password", lambda: f"PGPASSWORD={rand(ALNUM, 14)} psql -h db -U app"),
    ("password", lambda: f"my laptop login password is {pick(['Octo!2024cat', 'Qz8#rT5!', 'm00nlight!'])}"),
    ("google", lambda: f"maps key AIza{rand(URLSAFE, 35)}"),
    ("google", lambda: '{"type": "service_account", "private_key_id": "' + hexs(40)
                       + '", "private_key": "-----BEGIN PRIVATE KEY-----\\n' + rand(B64, 64) + '"}'),
    ("azure", lambda: f"DefaultEndpointsProtocol=https;AccountName=widgets;AccountKey={rand(B64, 86)}==;"
                      "EndpointSuffix=core.windows.net"),
    ("azure", lambda: f"AZURE_CLIENT_SECRET={rand(ALNUM + '~.-_', 40)}"),
    ("sendgrid", lambda: f"SENDGRID_API_KEY=SG.{rand(URLSAFE, 22)}.{rand(URLSAFE, 43)}"),
    ("twilio", lambda: f"TWILIO_AUTH_TOKEN={hexs(32)}"),
    ("mailgun", lambda: f"Mailgun key key-{hexs(32)}"),
    ("npm", lambda: f"//registry.npmjs.org/:_authToken=npm_{rand(ALNUM, 36)}"),
    ("pypi", lambda: f"PyPI upload token pypi-AgEIcHlwaS5vcmc{rand(URLSAFE, 120)}"),
    ("docker", lambda: f"Docker Hub PAT dckr_pat_{rand(URLSAFE, 27)}"),
    ("vault", lambda: f"VAULT_TOKEN=hvs.{rand(ALNUM, 90)}"),
    ("terraform", lambda: f"TFC token {rand(ALNUM, 14)}.atlasv1.{rand(ALNUM, 67)}"),
    ("huggingface", lambda: f"HF_TOKEN=hf_{rand(string.ascii_letters, 34)}"),
    ("digitalocean", lambda: f"DIGITALOCEAN_TOKEN=dop_v1_{hexs(64)}"),
    ("shopify", lambda: f"Shopify admin token shpat_{hexs(32)}"),
    ("discord", lambda: f"discord bot token {rand(ALNUM, 24)}.{rand(URLSAFE, 6)}.{rand(URLSAFE, 38)}"),
    ("telegram", lambda: f"telegram bot {RNG.randint(10**8, 10**9)}:AA{rand(URLSAFE, 33)}"),
    ("databricks", lambda: f"DATABRICKS_TOKEN=dapi{hexs(32)}"),
    ("grafana", lambda: f"grafana service account token glsa_{rand(ALNUM, 32)}_{hexs(8)}"),
    ("newrelic", lambda: f"NEW_RELIC_API_KEY=NRAK-{rand(UPPER_NUM, 27)}"),
    ("linear", lambda: f"LINEAR_API_KEY=lin_api_{rand(ALNUM, 40)}"),
    ("notion", lambda: f"NOTION_TOKEN=secret_{rand(ALNUM, 43)}"),
    ("atlassian", lambda: f"jira api token ATATT3xFfGF0{rand(URLSAFE, 170)}={hexs(8).upper()}"),
    ("postman", lambda: f"POSTMAN_API_KEY=PMAK-{hexs(24)}-{hexs(34)}"),
    ("doppler", lambda: f"DOPPLER_TOKEN=dp.st.prd.{rand(ALNUM, 43)}"),
    ("age", lambda: f"backup key AGE-SECRET-KEY-1{rand(UPPER_NUM, 58)}"),
    ("cloudflare", lambda: f"CLOUDFLARE_API_TOKEN={rand(URLSAFE, 40)}"),
    ("generic", lambda: f"client_secret={rand(URLSAFE, 32)}"),
    ("generic", lambda: f"api_key: {hexs(32)}"),
    ("generic", lambda: f"x-api-key: {rand(ALNUM, 30)}"),
    ("generic", lambda: f"\"secret\": \"{rand(ALNUM, 24)}\""),
    ("generic", lambda: f"SESSION_SECRET={hexs(64)}"),
    ("generic", lambda: f"the signing secret: {rand(ALNUM, 40)}"),
    ("generic", lambda: f"curl -H 'Authorization: Bearer {rand(ALNUM, 40)}' https://api.example.com"),
    ("generic", lambda: f"token = '{rand(ALNUM, 40)}'"),
]


def positives() -> list[dict[str, str]]:
    out = [{"kind": kind, "text": make()} for kind, make in CREDENTIALS for _ in range(3)]
    out += [{"kind": kind, "text": make(), "held_out": True}
            for kind, make in HELD_OUT_CREDENTIALS for _ in range(2)]
    return list({s["text"]: s for s in out}.values())


def main() -> None:
    RNG.seed(1226)
    (HERE / "credentials_positive.yaml").write_text(
        "# Generated by make_notes_corpus.py: fake credentials of real shapes. None is real.\n"
        + yaml.safe_dump(positives(), sort_keys=False, allow_unicode=True, width=1000), "utf-8")
    (HERE / "notes_negative.yaml").write_text(
        "# Generated by make_notes_corpus.py: developer notes that hold no secret.\n"
        + yaml.safe_dump([{"text": t} for t in negatives()], sort_keys=False,
                         allow_unicode=True, width=1000), "utf-8")


if __name__ == "__main__":
    main()
