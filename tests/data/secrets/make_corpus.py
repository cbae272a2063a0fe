"""Writes positive.yaml and negative.yaml: fake-but-realistic secrets, and note text that
must not be taken for one.

Every secret here is generated from a seeded RNG in the shape of the real thing; none is a
real credential. Run `python tests/data/secrets/make_corpus.py` to regenerate (the output
is committed so the test does not depend on this script).
"""

from __future__ import annotations

import base64
import json
import random
import string
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
RNG = random.Random(2611)
ALNUM = string.ascii_letters + string.digits
UPPER_NUM = string.ascii_uppercase + string.digits
B64 = ALNUM + "+/"
URLSAFE = ALNUM + "-_"


def rand(alphabet: str, n: int) -> str:
    """Random text that uses every character class its alphabet has, as real keys do."""
    classes = [c for c in (string.ascii_lowercase, string.ascii_uppercase, string.digits)
               if set(c) & set(alphabet)]
    while True:
        out = "".join(RNG.choice(alphabet) for _ in range(n))
        if all(set(out) & set(c) for c in classes):
            return out


def b64url(data: dict) -> str:
    return base64.urlsafe_b64encode(json.dumps(data).encode()).decode().rstrip("=")


def jwt() -> str:
    head = b64url({"alg": "HS256", "typ": "JWT"})
    body = b64url({"sub": str(RNG.randint(10**6, 10**7)), "name": "Dana", "iat": 1716239022})
    return f"{head}.{body}.{rand(URLSAFE, 43)}"


def pem(kind: str) -> str:
    lines = "\n".join(rand(B64, 64) for _ in range(4))
    label = f"{kind} PRIVATE KEY" if kind else "PRIVATE KEY"
    return f"-----BEGIN {label}-----\n{lines}\n-----END {label}-----"


def positives() -> list[dict[str, str]]:
    aws_id = lambda: "AKIA" + rand(UPPER_NUM, 16)  # noqa: E731
    aws_secret = lambda: rand(B64, 40)  # noqa: E731
    samples = [
        ("aws_access_key", f"The deploy user's access key id is {aws_id()}."),
        ("aws_access_key", f"ASIA{rand(UPPER_NUM, 16)} is the temporary key from sts"),
        ("aws_access_key", f"export AWS_ACCESS_KEY_ID={aws_id()}"),
        ("aws_secret_key", f"aws_secret_access_key = {aws_secret()}"),
        ("aws_secret_key", f"AWS_SECRET_ACCESS_KEY={aws_secret()} for the backup bucket"),
        ("aws_secret_key", f"In ~/.aws/credentials: aws_secret_access_key={aws_secret()}"),
        ("aws_secret_key", f"the ci user's secret is {aws_secret()}"),
        ("github_token", f"GitHub token for the release bot: ghp_{rand(ALNUM, 36)}"),
        ("github_token", f"gho_{rand(ALNUM, 36)} is the oauth token the app got"),
        ("github_token", f"GH_TOKEN=ghs_{rand(ALNUM, 36)} in the workflow"),
        ("github_token", f"fine-grained pat: github_pat_{rand(ALNUM, 22)}_{rand(ALNUM, 59)}"),
        ("gitlab_token", f"gitlab token glpat-{rand(URLSAFE, 20)} reads the registry"),
        ("gitlab_token", f"CI_JOB deploy token gldt-{rand(URLSAFE, 20)}"),
        ("slack_token", f"slack bot token xoxb-{RNG.randint(10**11, 10**12)}-"
                        f"{RNG.randint(10**12, 10**13)}-{rand(ALNUM, 24)}"),
        ("slack_token", f"user token xoxp-{RNG.randint(10**11, 10**12)}-"
                        f"{RNG.randint(10**11, 10**12)}-{RNG.randint(10**12, 10**13)}-"
                        f"{rand('0123456789abcdef', 32)}"),
        ("slack_webhook", f"alerts go to https://hooks.slack.com/services/T{rand(UPPER_NUM, 8)}/"
                          f"B{rand(UPPER_NUM, 8)}/{rand(ALNUM, 24)}"),
        ("openai_key", f"OPENAI_API_KEY=sk-{rand(ALNUM, 48)}"),
        ("openai_key", f"the project key is sk-proj-{rand(URLSAFE, 74)}"),
        ("openai_key", f"use sk-svcacct-{rand(URLSAFE, 64)} for the batch jobs"),
        ("anthropic_key", f"ANTHROPIC_API_KEY=sk-ant-api03-{rand(URLSAFE, 93)}AA"),
        ("anthropic_key", f"claude key: sk-ant-api03-{rand(URLSAFE, 93)}AA"),
        ("jwt", f"session cookie was {jwt()}"),
        ("jwt", f"Authorization: Bearer {jwt()}"),
        ("pem_private_key", pem("RSA")),
        ("pem_private_key", "deploy key:\n" + pem("OPENSSH")),
        ("pem_private_key", pem("EC")),
        ("pem_private_key", pem("")),
        ("pem_private_key", pem("ENCRYPTED")),
        ("url_password", "DATABASE_URL=postgres://app:S3cr3t-pw9@db.internal:5432/app"),
        ("url_password", f"clone with https://deploy:{rand(ALNUM, 12)}@git.example.com/a.git"),
        ("url_password", "redis://:p4ssw0rd-Cache@cache.internal:6379/0"),
        ("url_password", f"mongodb+srv://admin:{rand(ALNUM, 16)}@cluster0.abcde.mongodb.net/"),
        ("url_password", "amqp://guest:Rabbit-2024!@mq:5672/"),
        ("password_assignment", "password=hunter2"),
        ("password_assignment", 'DB_PASSWORD="Tr0ub4dor&3"'),
        ("password_assignment", "passwd: s3cr3t-Pa55"),
        ("password_assignment", "POSTGRES_PASSWORD: Winter2024!"),
        ("password_assignment", "The wifi password is Blue-Falcon-42"),
        ("password_assignment", "admin password was Xq7!mPz2 until the reset"),
        ("password_assignment", "mysql -u root --password=Rt00t!pass"),
        ("password_assignment", "'password': 'c0rrect-h0rse'"),
        ("secret_assignment", f"api_key: {rand('0123456789abcdef', 32)}"),
        ("secret_assignment", f"client_secret={rand(URLSAFE, 32)}"),
        ("secret_assignment", f"token = '{rand(ALNUM, 40)}'"),
        ("secret_assignment", f"SENTRY_AUTH_TOKEN={rand('0123456789abcdef', 64)}"),
        ("secret_assignment", f"\"secret\": \"{rand(ALNUM, 24)}\""),
        ("secret_assignment", f"x-api-key: {rand(ALNUM, 30)}"),
        ("stripe_key", f"stripe live key sk_live_{rand(ALNUM, 24)}"),
        ("stripe_key", f"rk_test_{rand(ALNUM, 24)} is the restricted test key"),
        ("google_api_key", f"maps key AIza{rand(URLSAFE, 35)}"),
        ("huggingface_token", f"HF_TOKEN=hf_{rand(string.ascii_letters, 34)}"),
        ("npm_token", f"//registry.npmjs.org/:_authToken=npm_{rand(ALNUM, 36)}"),
        ("bearer_token", f"curl -H 'Authorization: Bearer {rand(ALNUM, 40)}' https://api.x.io"),
        ("high_entropy_token", f"the signing secret: {rand(ALNUM, 40)}"),
        ("high_entropy_token", f"{rand(ALNUM + '+/', 44)}="),
        ("password_assignment",
         "Connection string: Server=db;Database=app;User Id=sa;Password=Str0ng!Passw0rd;"),
        ("password_assignment", "my github password is Octo!2024cat"),
        ("password_assignment", "PGPASSWORD=pg-Adm1n-2023 psql -h db"),
        ("password_assignment", "the root password for the NAS: Qz8#rT5!"),
        ("secret_assignment", f"Twilio auth token: {rand('0123456789abcdef', 32)}"),
        ("secret_assignment", f"SENDGRID_API_KEY=SG.{rand(URLSAFE, 22)}.{rand(URLSAFE, 43)}"),
        ("secret_assignment", f"DD_API_KEY={rand('0123456789abcdef', 32)}"),
        ("digitalocean_token", f"DigitalOcean token dop_v1_{rand('0123456789abcdef', 64)}"),
        ("mailgun_key", f"Mailgun key key-{rand(string.ascii_lowercase + string.digits, 32)}"),
        ("high_entropy_token", f"vault token hvs.{rand(ALNUM, 90)}"),
        ("high_entropy_token", f"azure storage AccountKey={rand(B64, 86)}=="),
        ("high_entropy_token", f"telegram bot token {RNG.randint(10**8, 10**9)}:"
                               f"AA{rand(URLSAFE, 33)}"),
        ("mostly_secret", "Xk9#mP2$vL5@nQ8&wR"),
        ("mostly_secret", f"code: {rand(ALNUM + '!@#$%', 18)}"),
        ("mostly_secret", f"{rand(ALNUM + '-_!', 20)} {rand(ALNUM + '-_!', 16)}"),
        ("mostly_secret", f"backup passphrase\n{rand(ALNUM + '#%&*', 24)}"),
    ]
    return [{"kind": k, "text": t} for k, t in samples]


NEGATIVES = [
    "the build needs node 20",
    "Use pnpm, not npm, in this repository; the lockfile is pnpm-lock.yaml.",
    "npm run build fails on node 18 with \"Unexpected token 'with'\".",
    "Fixed in commit 3f2a9c1e5b7d4f6a8c0e2b4d6f8a0c2e4b6d8f0a on main.",
    "The release tag v2.4.1 points at 9b8c7d6.",
    "Request ids look like 123e4567-e89b-12d3-a456-426614174000.",
    "123e4567-e89b-12d3-a456-426614174000",
    "Base image is python:3.11-slim@sha256:"
    "0b1d8ba9e4d9f0a3b7c2e8d4f1a6b5c3e2d1f0a9b8c7d6e5f4a3b2c1d0e9f8a7",
    "Host key fingerprint SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s (ed25519).",
    "integrity sha512-Q2kK9Zx1d7pQ9P2hV4yVmQ0nVxE5vQk1t9Z2r3v4u5w6x7y8z9A0B1C2D3E4F5G6H7I8J9K0"
    "L1M2N3O4P5Q6R7S8T9U==",
    "Set the password via the DB_PASSWORD environment variable, never in the file.",
    "password=$DB_PASSWORD in .env.example",
    "token: ${GITHUB_TOKEN}",
    "api_key = os.environ['OPENAI_API_KEY']",
    "access_token = response.json()['access_token']",
    "password_hash = bcrypt(password)",
    "Passwords must be at least 12 characters and are checked against the breach list.",
    "max_tokens=4096 for the summariser; token_count: 1536 on average.",
    "The Authorization header uses Bearer tokens minted by the auth service.",
    "Local database: postgres://localhost:5432/app (no password, peer auth).",
    "Clone over https://alice@github.com/acme/widgets.git with the credential helper.",
    "redis://cache:6379/0 is the session store.",
    "AWS access key ids start with AKIA; rotate them every 90 days.",
    "The JWT header always starts with eyJ, so grep for that in logs.",
    "-----BEGIN CERTIFICATE----- blocks in ca.pem are public; commit them.",
    "-----BEGIN PUBLIC KEY----- is fine to share.",
    "The deploy key lives at ~/.ssh/id_ed25519 on the build host.",
    "secret_name: prod/db/credentials",
    "secret_arn=arn:aws:secretsmanager:us-east-1:123456789012:secret:prod/db-AbCdEf",
    "The npm token is stored in 1Password under 'npm publish'.",
    "token expiry is 3600 seconds; refresh tokens last 30 days.",
    "export API_KEY=<your-key-here> before running the script.",
    "api_key: YOUR_API_KEY",
    "password: ********",
    "Password: see the 1Password entry 'prod db'.",
    "The password is stored in the vault, never in git.",
    "The pin is 4 digits and resets after 3 tries.",
    "Password reset emails come from no-reply@example.com.",
    "secret_key_base is generated by `rails credentials:edit`.",
    "Use docker login --password-stdin so the password stays out of the history.",
    "token=abc is the dummy value the tests use.",
    "The class is AbstractSingletonProxyFactoryBean in the legacy module.",
    "TestUserRegistrationFlowV2Handler covers the sign-up path.",
    "Cloudflare zone id 023e105f4ecef8ad9ca31a8372d0c353 (public, in DNS).",
    "Pod names look like web-7d9f8b6c5-x2x7k; do not hard-code them.",
    "echo aGVsbG8gd29ybGQ= | base64 -d prints hello world.",
    "Python 3.11.7, pinned in .python-version; pip 24.0.",
    "Run `git rebase -i HEAD~3` before opening the PR, squash fixups.",
    "The user prefers short answers and British spelling.",
    "Decision: we keep SQLite for the ledger and use WAL mode.",
    "Timeouts: connect 5 s, read 30 s, retries 3 with exponential backoff.",
    "The sk-learn style estimator API is what the team wants for the new models.",
    "scikit-learn 1.5 dropped the old `sparse` argument of OneHotEncoder.",
    "Tokens per second dropped from 42 to 17 after the driver update.",
    "The API key for the staging env is rotated monthly by the platform team.",
    "Slack channel #deploys gets the release notes; webhook is configured in the vault.",
    "secrets.toml is ignored by git; a template lives in secrets.example.toml.",
    "OPENAI_BASE_URL=http://127.0.0.1:8470/v1 points the SDK at Tandem.",
    "Use https://hooks.slack.com/ only through the notifier service.",
    "Build matrix: ubuntu-22.04, macos-14, windows-2022.",
    "Kubernetes secret name is app-db-creds in the prod namespace.",
    "The test account is alice@example.com; ask Dana for access.",
    "Hex colour for the brand is #1E90FF; the dark theme uses #0B3D91.",
    "Lookup table: A1B2 maps to region eu-west-1, C3D4 to us-east-2.",
    "v1.2.3-rc.1+build.5 is the last tagged pre-release.",
    "Chapter 26 of the manual describes memory notes.",
    "Run `pytest -k 'not slow' -n 4` before pushing.",
    "The staging URL is https://staging.example.com/app?tab=settings&user=42",
    "Use `openssl rand -base64 32` to generate a new secret; never paste it here.",
    "Error: ECONNREFUSED 127.0.0.1:5432 means the db container is down.",
    "MAC address 3c:22:fb:9a:10:7e is the build box.",
    "The S3 bucket is acme-prod-assets-eu-west-1.",
    "Ticket JIRA-4821 tracks the flaky test.",
    "Regex for ids: ^[a-z0-9]{10}$",
    "The token budget is 1,500 for the index and 600 for matching notes.",
    "Set PYTHONHASHSEED=0 for reproducible runs.",
    "The API returns 401 when the session token is missing.",
    "Alice's public key: ssh-ed25519 "
    "AAAAC3NzaC1lZDI1NTE5AAAAIGx3V0p1kV8Yx2nJH1x2Zq9q2pJ5X1e4H2k5mV7n8p9q alice@laptop",
    "Commit message convention: feat(scope): summary",
    "Docker image ghcr.io/acme/api:2024.06.1 is the one in prod.",
    "IPv6 fe80::1ff:fe23:4567:890a on eth0",
    "Node id MDQ6VXNlcjU4MzIzMQ== from the GraphQL API identifies the user.",
    "The model is Qwen3.8-Flash-Next at 4-bit; context 32768.",
    "Bearer auth is disabled on the local profile.",
    "Cron: 0 3 * * * runs the nightly job.",
    "password policy: required, 12+ characters, rotated yearly.",
    "The password for the admin UI: see the vault entry.",
    "settings.DATABASE_PASSWORD is read from the environment at start-up.",
    "Auth uses OAuth2 with PKCE; the client id is public.",
    "The key rotation script is scripts/rotate_keys.py; it runs monthly.",
    # a name and a year as a label: an artwork, a campaign, a release (a password's looks)
    "The catalogue lists Vermeer-1665 and Rembrandt-1642 side by side.",
    "Our retrospective starts with Kahlo-1939 in room two.",
    "The walking tour begins at Gaudi-1883 and ends at the harbour.",
    "Lot Turner-1840 sold for twice its estimate.",
    "Campaign Spring-2025 goes live on Monday with the new banners.",
    "Release train Falcon-2031 is the next milestone after the audit.",
]


def main() -> None:
    header = "# Generated by make_corpus.py: fake secrets of real shapes. None is real.\n"
    (HERE / "positive.yaml").write_text(
        header + yaml.safe_dump(positives(), sort_keys=False, allow_unicode=True, width=1000),
        "utf-8",
    )
    (HERE / "negative.yaml").write_text(
        "# Note text that must not be refused as a secret.\n"
        + yaml.safe_dump([{"text": t} for t in NEGATIVES], sort_keys=False, allow_unicode=True,
                         width=1000),
        "utf-8",
    )


if __name__ == "__main__":
    main()
