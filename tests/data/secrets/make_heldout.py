# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout_credentials.yaml and heldout_lookalikes.yaml: the held-out corpus of issue 17.

The detector is never tuned on these two files: they were written before it changed, and
they measure whether it generalises to credential formats and look-alikes that the tuned
corpora (positive/negative.yaml, credentials_positive/notes_negative.yaml) lack. The
credentials are formats those corpora do not have or phrase differently; the look-alikes are
identifiers with random-looking parts, keys that are public by design, encrypted values and
references to a secret rather than the secret.

The random parts come from the `secrets` module, so a rerun draws new values: the output is
committed and the tests read that, not this script. Every credential is synthetic: random
parts in a real format's shape, hosts under `.test`, `.internal` or `acme`. Run
`python tests/data/secrets/make_heldout.py` to redraw (and measure again before any rule
changes: a redraw is a new held-out set, not a fix).
"""

from __future__ import annotations

import base64
import itertools
import json
import secrets
import string
import uuid
from collections.abc import Collection, Sequence
from pathlib import Path
from typing import TypeVar

import yaml

HERE = Path(__file__).resolve().parent
T = TypeVar("T")
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
DIGITS = string.digits
ALNUM = LOWER + UPPER + DIGITS
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
URLSAFE = ALNUM + "-_"
BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
BASE32 = UPPER + "234567"


def rnd(alphabet: str, n: int) -> str:
    """Random text that uses every character class its alphabet has, as real keys do."""
    classes = [c for c in (LOWER, UPPER, DIGITS) if set(c) & set(alphabet)]
    while True:
        out = "".join(secrets.choice(alphabet) for _ in range(n))
        if all(set(out) & set(c) for c in classes):
            return out


def digits(n: int, lead: bool = False) -> str:
    """n random digits; with `lead`, the first is never 0."""
    first = str(secrets.randbelow(9) + 1) if lead else ""
    return first + "".join(secrets.choice(DIGITS) for _ in range(n - len(first)))


def pin(n: int, avoid: Collection[str] = ()) -> str:
    """A PIN or a keypad's code a person would set: n digits, never one digit repeated nor
    a straight run up or down (1234, 9876), nor one of `avoid` (the writer's own weak list)."""
    while True:
        code = digits(n)
        steps = {int(b) - int(a) for a, b in itertools.pairwise(code)}
        if steps not in ({0}, {1}, {-1}) and code not in avoid:
            return code


def s10(prefix: str, country: str) -> str:
    """A UPU S10 tracking number (two letters, eight digits, the check digit, the country),
    as every postal operator prints it: public, and no code."""
    body = digits(8)
    total = sum(int(c) * w for c, w in zip(body, (8, 6, 4, 2, 3, 5, 9, 7), strict=True))
    check = 11 - total % 11
    return f"{prefix}{body}{0 if check == 10 else 5 if check == 11 else check}{country}"


def phrase(vocabulary: Sequence[str], n: int, sep: str = " ") -> str:
    """n words drawn from `vocabulary` (a seed phrase, a passphrase)."""
    return sep.join(secrets.choice(vocabulary) for _ in range(n))


def groups(text: str, size: int, sep: str = " ") -> str:
    """`text` cut into groups of `size`: a card number, an app password."""
    return sep.join(text[i:i + size] for i in range(0, len(text), size))


def luhn(prefix: str, length: int = 16) -> str:
    """A card number with a valid check digit."""
    body = prefix + digits(length - len(prefix) - 1)
    total = sum(d if i % 2 else (d * 2 - 9 if d > 4 else d * 2)
                for i, d in enumerate(int(c) for c in reversed(body)))
    return body + str((10 - total % 10) % 10)


def jwt(claims: dict, alg: str = "HS256", signature: str | None = None) -> str:
    return f"{b64url({'alg': alg, 'typ': 'JWT'})}.{b64url(claims)}.{signature or rnd(URLSAFE, 43)}"


def pem(label: str, lines: int = 4) -> str:
    return f"-----BEGIN {label}-----\n{pem_body(lines)}\n-----END {label}-----"


class Rows(list[tuple[str, str]]):
    """(kind, text) rows; `add` files several texts under one kind."""

    def add(self, kind: str, *texts: str) -> None:
        self.extend((kind, t) for t in texts)


def hexs(n: int) -> str:
    return rnd(HEX, n)


def uid() -> str:
    return str(uuid.uuid4())


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def b64u(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def b64url(data: dict) -> str:
    return b64u(json.dumps(data).encode())


def iban(country: str, bban: str, spaced: bool = True) -> str:
    """An IBAN with valid check digits (mod 97), printed in groups of four unless not
    `spaced`."""
    number = int("".join(str(int(c, 36)) for c in bban + country + "00"))
    text = f"{country}{98 - number % 97:02d}{bban}"
    return groups(text, 4) if spaced else text


def ean13(prefix: str = "40") -> str:
    """An EAN-13 (an ISBN-13 with prefix 978) with a valid check digit."""
    body = prefix + digits(12 - len(prefix))
    total = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def mac(sep: str = ":", upper: bool = False) -> str:
    text = sep.join(secrets.token_hex(1) for _ in range(6))
    return text.upper() if upper else text


def bitlocker_key() -> str:
    """A BitLocker recovery key: eight groups of six digits, each a multiple of 11."""
    return "-".join(f"{11 * secrets.randbelow(65536):06d}" for _ in range(8))


def pick(*options: T) -> T:
    return secrets.choice(options)


def aws_account() -> str:
    """A 12-digit AWS account id."""
    return str(10**11 + secrets.randbelow(9 * 10**11))


def aws_key_id() -> str:
    return "AKIA" + rnd(UPPER + DIGITS, 16)


def aws_secret() -> str:
    return rnd(B64, 40)


def wg_key() -> str:
    """A WireGuard (Curve25519) key, private or public: 32 random bytes in base64."""
    return b64(secrets.token_bytes(32))


def b64u_bytes(n: int) -> str:
    return b64u(secrets.token_bytes(n))


def pem_body(lines: int) -> str:
    return "\n".join(b64(secrets.token_bytes(48)) for _ in range(lines))


def openssh_private() -> str:
    body = b64(b"openssh-key-v1\x00" + secrets.token_bytes(200))
    lines = "\n".join(body[i:i + 70] for i in range(0, len(body), 70))
    return f"-----BEGIN OPENSSH PRIVATE KEY-----\n{lines}\n-----END OPENSSH PRIVATE KEY-----"


def kube_key_data() -> str:
    pem = "-----BEGIN EC PRIVATE KEY-----\n" + pem_body(3) + "\n-----END EC PRIVATE KEY-----\n"
    return b64(pem.encode())


def recovery_codes(n: int, shape: str) -> str:
    if shape == "github":
        return "\n".join(f"{hexs(5)}-{hexs(5)}" for _ in range(n))
    if shape == "digits":
        return "  ".join(f"{secrets.randbelow(10**4):04d}-{secrets.randbelow(10**4):04d}" for _ in range(n))
    return "\n".join(rnd(LOWER + DIGITS, 10) for _ in range(n))


def ssh_pub(algo: str, nbytes: int) -> str:
    """The base64 blob of an OpenSSH public key: length-prefixed algorithm name, then key."""
    name = algo.encode()
    return b64(len(name).to_bytes(4, "big") + name + secrets.token_bytes(nbytes))


def png(nbytes: int) -> str:
    return b64(b"\x89PNG\r\n\x1a\n" + secrets.token_bytes(nbytes))


def basic(user: str, password: str) -> str:
    return b64(f"{user}:{password}".encode())


def filevault_key() -> str:
    """A FileVault personal recovery key: six groups of four."""
    return "-".join(rnd(UPPER + DIGITS, 4) for _ in range(6))


def card_expiry(first_year: int = 26, years: int = 5) -> str:
    """A card's expiry, MM/YY, in one of `years` years from `first_year`."""
    return f"{secrets.randbelow(12) + 1:02d}/{secrets.randbelow(years) + first_year}"


def amex() -> str:
    """An American Express number with a valid check digit, grouped 4-6-5."""
    n = luhn("37", 15)
    return f"{n[:4]} {n[4:10]} {n[10:]}"


def onepassword_secret_key() -> str:
    """A 1Password account's Secret Key."""
    return "A3-" + "-".join(rnd(UPPER + DIGITS, n) for n in (6, 6, 5, 5, 5, 5))


def openai_project_key() -> str:
    return f"sk-proj-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}"


def pod_name(name: str) -> str:
    """A Kubernetes pod of a Deployment: its ReplicaSet's hash, then five of the characters
    Kubernetes draws from."""
    return f"{name}-{hexs(10)[:pick(9, 10)]}-{rnd('bcdfghjklmnpqrstvwxz2456789', 5)}"


def wandb_key() -> str:
    """Weights & Biases' API key: 40 hex."""
    return hexs(40)


def kaggle_key() -> str:
    """Kaggle's API key: 32 hex."""
    return hexs(32)


def jupyter_token() -> str:
    """A Jupyter server's token: 48 hex."""
    return hexs(48)


def anthropic_key() -> str:
    return f"sk-ant-api03-{rnd(URLSAFE, 93)}AA"


def sendgrid_key() -> str:
    return f"SG.{rnd(URLSAFE, 22)}.{rnd(URLSAFE, 43)}"


def age_secret_key() -> str:
    return f"AGE-SECRET-KEY-1{rnd(BECH32.upper(), 58)}"


def age_public_key() -> str:
    return f"age1{rnd(BECH32, 58)}"


def app_password() -> str:
    """A Google app password, in the four groups Google shows it in."""
    return groups(rnd(LOWER, 16), 4)


def totp_seed(n: int = 32) -> str:
    """A TOTP seed in base32, as an authenticator's setup page shows it."""
    return rnd(BASE32, n)


def ssh_fingerprint() -> str:
    """An SSH key's SHA256 fingerprint, as ssh-keygen -l prints it: public."""
    return "SHA256:" + b64(secrets.token_bytes(32)).rstrip("=")


def github_token() -> str:
    """A GitHub classic personal access token."""
    return "ghp_" + rnd(ALNUM, 36)


def github_fine_token() -> str:
    """A GitHub fine-grained personal access token."""
    return f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}"


def gitlab_token() -> str:
    return "glpat-" + rnd(URLSAFE, 20)


def dockerhub_token() -> str:
    return "dckr_pat_" + rnd(URLSAFE, 27)


def telegram_bot_token() -> str:
    return f"{digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}"


def mailchimp_key() -> str:
    return f"{hexs(32)}-us{secrets.randbelow(21) + 1}"


def slack_webhook() -> str:
    return f"https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}"


def discord_webhook() -> str:
    return f"https://discord.com/api/webhooks/{digits(19, lead=True)}/{rnd(URLSAFE, 68)}"


def twilio_sid() -> str:
    """A Twilio account SID: public, unlike its auth token."""
    return "AC" + hexs(32)


def google_client_id() -> str:
    """A Google OAuth client id: public, unlike its client secret."""
    return f"{digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com"


def recaptcha_site_key() -> str:
    """A reCAPTCHA site key: public by design, unlike its secret key."""
    return "6L" + rnd(URLSAFE, 38)


def wp_app_password() -> str:
    """A WordPress application password, in the groups WordPress shows it in."""
    return groups(rnd(ALNUM, 24), 4)


# Words of the BIP-39 English list, for seed phrases
BIP39 = [
    "abandon", "absorb", "acoustic", "balcony", "bamboo", "canal", "cactus", "dragon", "dune",
    "eagle", "echo", "fabric", "fossil", "garden", "glimpse", "harvest", "hockey", "island",
    "ivory", "jungle", "kitten", "ladder", "lunar", "magnet", "meadow", "noble", "oxygen",
    "orbit", "panda", "pulse", "quantum", "raven", "rocket", "saddle", "solar", "timber",
    "tunnel", "umbrella", "velvet", "violin", "walnut", "wisdom", "yellow", "zebra", "zone",
]


def seed_phrase(n: int = 12) -> str:
    """A wallet's recovery phrase of n BIP-39 words."""
    return phrase(BIP39, n)


def google_api_key() -> str:
    """A Google API key: AIza and 35 URL-safe characters (Firebase's web key, Maps')."""
    return "AIza" + rnd(URLSAFE, 35)


def google_client_secret() -> str:
    return "GOCSPX-" + rnd(URLSAFE, 28)


def stripe_secret_key() -> str:
    return "sk_live_51" + rnd(ALNUM, 97)


def stripe_publishable_key() -> str:
    return "pk_live_51" + rnd(ALNUM, 97)


def stripe_restricted_key() -> str:
    return "rk_live_51" + rnd(ALNUM, 97)


def stripe_webhook_secret() -> str:
    return "whsec_" + rnd(ALNUM, 32)


def sentry_user_token() -> str:
    return "sntryu_" + hexs(64)


def fcm_server_key() -> str:
    """Firebase Cloud Messaging's legacy server key."""
    return f"AAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}"


def paypal_client_id() -> str:
    return "A" + rnd(URLSAFE, 79)


def paypal_secret() -> str:
    return "E" + rnd(URLSAFE, 79)


def grafana_sa_token() -> str:
    return f"glsa_{rnd(ALNUM, 32)}_{hexs(8)}"


def vault_token() -> str:
    return "hvs." + rnd(ALNUM, 24)


def databricks_token() -> str:
    return "dapi" + hexs(32) + pick("", "", "-2", "-3")


def visa() -> str:
    return groups(luhn("4", 16), 4)


def imei() -> str:
    return luhn("35" + digits(6), 15)


def apple_recovery_key() -> str:
    """An Apple account's recovery key: seven groups of four."""
    return "-".join(rnd(UPPER + DIGITS, 4) for _ in range(7))


def ms_recovery_code() -> str:
    """A Microsoft account's recovery code: five groups of five."""
    return "-".join(rnd(UPPER + DIGITS, 5) for _ in range(5))


def ga4_id() -> str:
    return "G-" + rnd(UPPER + DIGITS, 10)


def epoch() -> int:
    """A plausible Unix time (late 2023 to 2025)."""
    return 1_700_000_000 + secrets.randbelow(60_000_000)


def orcid() -> str:
    """An ORCID iD with a valid ISO 7064 mod 11-2 check character."""
    base = "0000000" + pick("1", "2", "3") + digits(7)
    total = 0
    for c in base:
        total = (total + int(c)) * 2
    check = (12 - total % 11) % 11
    text = base + ("X" if check == 10 else str(check))
    return groups(text, 4, "-")


def pw() -> str:
    """A password a person chose or a manager generated."""
    return secrets.choice([
        f"{secrets.choice(['Maple', 'Otter', 'Cobalt', 'Harbor', 'Lantern'])}-{secrets.randbelow(90) + 10}-{secrets.choice(['Rain', 'Fox', 'Tide', 'Moss'])}!",
        rnd(ALNUM + "!#%&*+-", 16),
        rnd(ALNUM, 20),
    ])


def credentials() -> list[tuple[str, str]]:
    return [
        ("kubeconfig", f"users:\n- name: admin@prod\n  user:\n    client-certificate-data: {b64(b'-----BEGIN CERTIFICATE-----' + secrets.token_bytes(30))}\n    client-key-data: {kube_key_data()}"),
        ("kubeconfig", f"the old cluster's kubeconfig still had client-key-data: {kube_key_data()}"),
        ("kubeconfig", f"kubectl config set-credentials ci --token={rnd(ALNUM, 6).lower()}.{rnd(LOWER + DIGITS, 16)}"),
        ("pgpass", f"~/.pgpass line for the replica: replica.db.internal:5432:orders:report_ro:{pw()}"),
        ("pgpass", f"*:6432:*:pgbouncer_admin:{rnd(ALNUM, 18)}"),
        ("pgpass", f"added to .pgpass -> 10.0.4.12:5432:analytics:etl:{rnd(ALNUM + '_', 22)}"),
        ("age", f"sops age key for the staging cluster: AGE-SECRET-KEY-1{rnd(BECH32.upper(), 58)}"),
        ("age", f"# created: 2024-05-02T10:11:12Z\n# public key: age1{rnd(BECH32, 58)}\nAGE-SECRET-KEY-1{rnd(BECH32.upper(), 58)}"),
        ("recovery_codes", "GitHub recovery codes for dana:\n" + recovery_codes(8, "github")),
        ("recovery_codes", "Backup codes for the Google admin account: " + recovery_codes(5, "digits")),
        ("recovery_codes", "Tailscale 2FA recovery codes, keep offline:\n" + recovery_codes(6, "alnum")),
        ("smtp", f"SMTP relay for alerts: smtp.mailrelay.example.net:587, user alerts@acme.test, password {pw()}"),
        ("smtp", f"postfix sasl_passwd: [smtp.sendgrid.net]:587 apikey:SG.{rnd(URLSAFE, 22)}.{rnd(URLSAFE, 43)}"),
        ("smtp", f"EMAIL_HOST_PASSWORD={rnd(ALNUM, 16)}  # the Mailjet relay"),
        ("smtp", f"The relay login is notifications / {rnd(ALNUM + '#$', 14)} (Office 365 app password)"),
        ("npm", f"//npm.pkg.github.com/:_authToken={rnd(ALNUM, 36)}"),
        ("npm", f"publish token for the org: npm_{rnd(ALNUM, 36)}"),
        ("pypi", f"[pypi]\n  username = __token__\n  password = pypi-AgEIcHlwaS5vcmc{rnd(URLSAFE, 120)}"),
        ("pypi", f"TWINE_PASSWORD=pypi-AgENdGVzdC5weXBpLm9yZw{rnd(URLSAFE, 110)}"),
        ("docker", '{"auths": {"registry.gitlab.com": {"auth": "' + basic("deploy-bot", rnd(ALNUM, 20)) + '"}}}'),
        ("docker", '~/.docker/config.json for harbor: "auths": {"harbor.acme.test": {"auth": "' + basic("robot$ci", rnd(ALNUM, 32)) + '"}}'),
        ("twilio", f"TWILIO_AUTH_TOKEN={hexs(32)}"),
        ("twilio", f"Twilio API key SK{hexs(32)} with secret {rnd(ALNUM, 32)}"),
        ("sendgrid", f"sendgrid key for transactional mail SG.{rnd(URLSAFE, 22)}.{rnd(URLSAFE, 43)}"),
        ("mailgun", f"MAILGUN_API_KEY={hexs(32)}-{hexs(8)}-{hexs(8)}"),
        ("datadog", f"datadog agent: api_key: {hexs(32)}"),
        ("datadog", f"DD_APP_KEY={hexs(40)} for the dashboard export script"),
        ("vault", f"root token from the unseal ceremony: hvs.{rnd(ALNUM, 24)}"),
        ("vault", f"export VAULT_TOKEN=s.{rnd(ALNUM, 24)}"),
        ("vault", f"batch token hvb.AAAAAQ{rnd(URLSAFE, 120)}"),
        ("databricks", f"databricks workspace PAT dapi{hexs(32)}"),
        ("databricks", f"DATABRICKS_TOKEN=dapi{hexs(32)}-3"),
        ("shopify", f"storefront app secret shpss_{hexs(32)}"),
        ("shopify", f"custom app access token shpca_{hexs(32)}"),
        ("discord", f"DISCORD_BOT_TOKEN={b64(str(10**17 + secrets.randbelow(10**17)).encode()).rstrip('=')}.{rnd(URLSAFE, 6)}.{rnd(URLSAFE, 38)}"),
        ("telegram", f"bot token from BotFather: {secrets.randbelow(10**9) + 10**9}:AAH{rnd(URLSAFE, 32)}"),
        ("ssh_private", "deploy key for the mirror:\n" + openssh_private()),
        ("ssh_private", openssh_private()),
        ("putty", f"PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: build@win\nPublic-Lines: 2\n{b64(secrets.token_bytes(40))}\n{b64(secrets.token_bytes(11))}\nPrivate-Lines: 1\n{b64(secrets.token_bytes(36))}\nPrivate-MAC: {hexs(64)}"),
        ("netrc", f"machine ftp.archive.test\n  login mirror\n  password {pw()}"),
        ("netrc", f"_netrc on the Windows runner: machine artifacts.acme.test login ci password {rnd(ALNUM, 24)}"),
        ("connection_string", f"Server=tcp:acme-sql.database.windows.net,1433;Database=orders;User ID=app;Pwd={pw()};Encrypt=true"),
        ("connection_string", f"jdbc:postgresql://db.internal:5432/ledger?user=ledger_app&password={rnd(ALNUM, 18)}&ssl=true"),
        ("connection_string", f"DefaultEndpointsProtocol=https;AccountName=acmelogs;AccountKey={b64(secrets.token_bytes(64))};EndpointSuffix=core.windows.net"),
        ("connection_string", f"celery broker: amqps://worker:{rnd(ALNUM, 20)}@rabbit.internal:5671/jobs"),
        ("basic_auth", f"curl -u admin:{pw()} https://jenkins.internal/api/json"),
        ("basic_auth", f"proxy header Proxy-Authorization: Basic {basic('squid', rnd(ALNUM, 14))}"),
        ("basic_auth", f"wget --user=backup --password={rnd(ALNUM, 16)} https://nas.local/dump.tar"),
        ("prose_password", f"the wifi password at the cabin is {secrets.choice(['pinecone', 'lakeview', 'birchwood'])}{secrets.randbelow(9000) + 1000}"),
        ("prose_password", f"Dana said the guest network passphrase is {rnd(ALNUM, 12)}"),
        ("prose_password", f"My Bitwarden master password is {secrets.choice(['correct', 'staple', 'quartz'])}-{secrets.choice(['horse', 'battery', 'violin'])}-{secrets.randbelow(900) + 100}"),
        ("prose_password", f"Remember the router admin login: root, pass {rnd(ALNUM, 10)}"),
        ("gcp_service_account", '{"type": "service_account", "project_id": "acme-ml", "private_key_id": "' + hexs(40) + '", "private_key": "-----BEGIN PRIVATE KEY-----\\n' + b64(secrets.token_bytes(60)) + '\\n-----END PRIVATE KEY-----\\n"}'),
        ("aws_presigned", f"shared the export with https://acme-exports.s3.amazonaws.com/q3.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA{rnd(UPPER + DIGITS, 16)}%2F20240601%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20240601T120000Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={hexs(64)}"),
        ("azure_sas", f"SAS URL for the upload container: https://acmeuploads.blob.core.windows.net/in?sv=2022-11-02&ss=b&srt=co&sp=rwl&se=2025-01-01T00:00:00Z&sig={rnd(B64, 43)}%3D"),
        ("aws_session", f"AWS_SESSION_TOKEN=IQoJb3JpZ2luX2VjE{rnd(B64, 300)}"),
        ("mapbox_secret", f"mapbox secret token sk.eyJ1IjoiYWNtZSIsImEiOiJ{rnd(URLSAFE, 20)}.{rnd(URLSAFE, 22)}"),
        ("linear", f"LINEAR_API_KEY=lin_api_{rnd(ALNUM, 40)}"),
        ("notion", f"notion integration secret ntn_{rnd(ALNUM, 46)}"),
        ("airtable", f"airtable PAT pat{rnd(ALNUM, 14)}.{hexs(64)}"),
        ("atlassian", f"jira api token ATATT3xFfGF0{rnd(URLSAFE, 180)}={hexs(8).upper()}"),
        ("postman", f"Postman key PMAK-{hexs(24)}-{hexs(34)}"),
        ("pulumi", f"PULUMI_ACCESS_TOKEN=pul-{hexs(40)}"),
        ("grafana", f"grafana service account token glsa_{rnd(ALNUM, 32)}_{hexs(8)}"),
        ("newrelic", f"New Relic user key NRAK-{rnd(UPPER + DIGITS, 27)}"),
        ("sentry", f"SENTRY_AUTH_TOKEN=sntrys_{rnd(URLSAFE, 120)}"),
        ("heroku", f"HEROKU_API_KEY={uid()}"),
        ("okta", f"okta api token 00{rnd(URLSAFE, 40)}"),
        ("bitbucket", f"bitbucket app password ATBB{rnd(ALNUM, 32)}"),
        ("square", f"square production access token EAAA{rnd(URLSAFE, 60)}"),
        ("braintree", f"braintree access_token$production${rnd(LOWER + DIGITS, 16)}${hexs(32)}"),
        ("wireguard", f"wg0.conf on the laptop:\n[Interface]\nAddress = 10.8.0.3/24\nPrivateKey = {b64(secrets.token_bytes(32))}"),
        ("openvpn", "ta.key:\n-----BEGIN OpenVPN Static key V1-----\n" + "\n".join(hexs(32) for _ in range(6)) + "\n-----END OpenVPN Static key V1-----"),
        ("pgp_private", "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + pem_body(4) + "\n-----END PGP PRIVATE KEY BLOCK-----"),
        ("totp_seed", f"otpauth://totp/Acme:dana@acme.test?secret={rnd(BASE32, 32)}&issuer=Acme"),
        ("totp_seed", f"2FA seed for the shared ops account: {' '.join(rnd(BASE32, 4) for _ in range(8))}"),
        ("django", f"SECRET_KEY = 'django-insecure-{rnd(LOWER + DIGITS + '!@#$%^&*(-_=+)', 50)}'"),
        ("rails", f"config/master.key is {hexs(32)}"),
        ("jwt_secret", f"JWT_SIGNING_SECRET={rnd(URLSAFE, 48)}"),
        ("redis", f"redis.conf: requirepass {rnd(ALNUM, 24)}"),
        ("cli_password", f"docker login registry.acme.test -u ci -p {rnd(ALNUM, 24)}"),
        ("kafka", f'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="orders" password="{rnd(ALNUM, 20)}";'),
        ("ldap", f"ldapsearch -x -D cn=admin,dc=acme,dc=test -w {pw()} -b dc=acme,dc=test"),
        ("jwk_private", '{"kty": "OKP", "crv": "Ed25519", "x": "' + base64.urlsafe_b64encode(secrets.token_bytes(32)).decode().rstrip("=") + '", "d": "' + base64.urlsafe_b64encode(secrets.token_bytes(32)).decode().rstrip("=") + '"}'),
        ("wpa", f'wpa_supplicant.conf: network={{ ssid="AcmeGuest" psk="{rnd(ALNUM, 14)}" }}'),
        ("cookie", f"Cookie: sessionid={rnd(LOWER + DIGITS, 32)}; csrftoken={rnd(ALNUM, 32)}"),
        ("gradle", f"signing in gradle.properties: storePassword={pw()} keyPassword={pw()}"),
        ("git_credentials", f"~/.git-credentials: https://dana:{rnd(ALNUM, 40)}@git.acme.test"),
        ("k8s_secret", f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ndata:\n  password: {b64(rnd(ALNUM, 18).encode())}"),
        ("generic_json", '{"clientId": "orders-api", "clientSecret": "' + rnd(URLSAFE, 40) + '"}'),
        ("algolia_admin", f"Algolia admin API key {hexs(32)} (the search-only one is in the frontend)"),
        ("firebase_server", f"FCM server key AAAA{rnd(URLSAFE, 7)}:APA91b{rnd(URLSAFE, 134)}"),
        ("seed_phrase", "wallet recovery phrase: " + " ".join(secrets.choice(["abandon", "kitten", "orbit", "glare", "velvet", "oxygen", "ladder", "rural", "tissue", "badge", "fringe", "canyon"]) for _ in range(12))),
    ]


def lookalikes() -> list[tuple[str, str]]:
    acct = lambda: str(10**11 + secrets.randbelow(9 * 10**11))  # noqa: E731
    pod = lambda name: f"{name}-{rnd(HEX, 10)[:secrets.choice([9, 10])]}-{rnd(LOWER + DIGITS, 5)}"  # noqa: E731
    return [
        ("arn", f"The rotation lambda reads arn:aws:secretsmanager:eu-west-1:{acct()}:secret:prod/orders/db-{rnd(ALNUM, 6)}"),
        ("arn", f"Secret ARN arn:aws:secretsmanager:us-east-2:{acct()}:secret:rds!cluster-{uid()}-{rnd(ALNUM, 6)} is managed by RDS."),
        ("arn", f"KMS key arn:aws:kms:us-east-1:{acct()}:key/{uid()} encrypts the bucket."),
        ("arn", f"Cert for the ALB: arn:aws:acm:eu-central-1:{acct()}:certificate/{uid()}"),
        ("arn", f"ECS task arn:aws:ecs:us-west-2:{acct()}:task/prod-cluster/{hexs(32)} died with OOM."),
        ("arn", f"SSM parameter arn:aws:ssm:eu-west-1:{acct()}:parameter/prod/api/token holds the value; the note only names it."),
        ("arn", f"The CI role arn:aws:iam::{acct()}:role/gha-oidc-{rnd(ALNUM, 12)} trusts token.actions.githubusercontent.com."),
        ("arn", f"Step function execution arn:aws:states:us-east-1:{acct()}:execution:etl:{uid()} timed out."),
        ("pod", f"{pod('checkout-api')} keeps restarting; the other replica is fine."),
        ("pod", f"kubectl logs {pod('ingest-worker')} -c sidecar shows the TLS error."),
        ("pod", f"NAME                       READY   STATUS\n{pod('web')}   1/1     Running\n{pod('web')}   0/1     CrashLoopBackOff"),
        ("pod", f"The cronjob pod nightly-report-{secrets.randbelow(10**8) + 28000000}-{rnd(LOWER + DIGITS, 5)} never got scheduled."),
        ("pod", f"ReplicaSet payments-{rnd(HEX, 10)} is the old one; scale it to zero."),
        ("container", f"docker ps shows {hexs(12)} as the stuck container (name: festive_{secrets.choice(['hopper', 'turing', 'lovelace'])})"),
        ("container", f"containerd id {hexs(64)} is the one holding the port."),
        ("container", f"compose names them widgets-web-1 and widgets-worker-2; the image id is sha256:{hexs(64)}"),
        ("git_sha", f"The fix is {hexs(40)}, cherry-picked onto release/2.3 as {hexs(12)}."),
        ("git_sha", f"Compare https://github.com/acme/api/compare/{hexs(7)}...{hexs(7)} before the release."),
        ("git_sha", f"git revert {hexs(40)} undid the migration; see {hexs(8)} for the follow-up."),
        ("digest", f"sha256sum dist/tandem-0.4.2.tar.gz\n{hexs(64)}  dist/tandem-0.4.2.tar.gz"),
        ("digest", f"image: registry.acme.test/api@sha256:{hexs(64)} is what prod runs"),
        ("digest", f'<script src="/app.js" integrity="sha384-{b64(secrets.token_bytes(48))}" crossorigin="anonymous">'),
        ("digest", f"the model card lists blake3 {hexs(64)} for the weights"),
        ("digest", f"Content-MD5 of the upload was {b64(secrets.token_bytes(16))}"),
        ("uuid_url", f"Runbook lives at https://wiki.acme.test/spaces/OPS/pages/{uid()}/restore-from-backup"),
        ("uuid_url", f"Grafana board https://grafana.acme.test/d/{rnd(ALNUM, 9)}/api-latency?orgId=1"),
        ("uuid_url", f"The Sentry issue https://acme.sentry.io/issues/{secrets.randbelow(10**10)}/events/{hexs(32)}/"),
        ("uuid_url", f"Open the workspace at https://app.acme.test/w/{uid()}/settings/billing"),
        ("doc_url", f"Design doc: https://docs.google.com/document/d/1{rnd(URLSAFE, 43)}/edit#heading=h.{rnd(LOWER + DIGITS, 12)}"),
        ("doc_url", f"Budget sheet https://docs.google.com/spreadsheets/d/1{rnd(URLSAFE, 43)}/edit?gid=0"),
        ("doc_url", f"Notion page https://www.notion.so/acme/Onboarding-{hexs(32)}"),
        ("doc_url", f"Figma file https://www.figma.com/design/{rnd(ALNUM, 22)}/Checkout-v3?node-id=12-345"),
        ("doc_url", f"Drive folder https://drive.google.com/drive/folders/1{rnd(URLSAFE, 32)}"),
        ("doc_url", f"The demo video is https://www.youtube.com/watch?v={rnd(URLSAFE, 11)}&t=42s"),
        ("doc_url", f"playlist https://open.spotify.com/playlist/{rnd(ALNUM, 22)} for the offsite"),
        ("s3_url", f"Report at https://acme-reports.s3.eu-west-1.amazonaws.com/2024/q2/summary.pdf?versionId={rnd(URLSAFE, 32)}"),
        ("s3_url", f"s3://acme-backups/pg/{hexs(16)}/base.tar.zst is the last good base backup"),
        ("publishable_key", f"Stripe publishable key for checkout.js: pk_live_{rnd(ALNUM, 99)}"),
        ("publishable_key", f"STRIPE_PUBLISHABLE_KEY=pk_test_{rnd(ALNUM, 99)}"),
        ("publishable_key", f"mapboxgl.accessToken = 'pk.eyJ1IjoiYWNtZSIsImEiOiJ{rnd(URLSAFE, 20)}.{rnd(URLSAFE, 22)}' (public token, URL-restricted)"),
        ("publishable_key", f"reCAPTCHA site key 6L{rnd(URLSAFE, 38)} goes in the form; the secret one is in the vault"),
        ("publishable_key", f"posthog.init('phc_{rnd(ALNUM, 43)}', {{api_host: 'https://eu.posthog.com'}})"),
        ("publishable_key", f"NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_test_{b64(b'clerk.acme.test$').rstrip('=')}"),
        ("publishable_key", f"Sentry DSN for the browser bundle: https://{hexs(32)}@o{secrets.randbelow(10**6)}.ingest.sentry.io/{secrets.randbelow(10**7)}"),
        ("publishable_key", f"Algolia search-only key {hexs(32)} is safe in the frontend"),
        ("public_key", f"authorized_keys: ssh-ed25519 {ssh_pub('ssh-ed25519', 36)} sam@desktop"),
        ("public_key", f'from="10.0.0.0/8",no-pty ssh-rsa {ssh_pub("ssh-rsa", 270)} backup@nas'),
        ("public_key", f"|1|{b64(secrets.token_bytes(20))}|{b64(secrets.token_bytes(20))} ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 80)}"),
        ("public_key", f"age recipients file:\nage1{rnd(BECH32, 58)}\nage1{rnd(BECH32, 58)}"),
        ("public_key", f"Release signing key fingerprint: {hexs(40).upper()}"),
        ("public_key", "gpg --export -a ops@acme.test:\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n" + pem_body(3) + "\n-----END PGP PUBLIC KEY BLOCK-----"),
        ("public_key", f"[Peer]\nPublicKey = {b64(secrets.token_bytes(32))}\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.acme.test:51820"),
        ("public_key", f"minisign -Vm release.tar.gz -P RWS{b64(secrets.token_bytes(39))}"),
        ("public_key", f"cosign public key:\n-----BEGIN PUBLIC KEY-----\n{pem_body(2)}\n-----END PUBLIC KEY-----"),
        ("jwks", '{"keys": [{"kty": "RSA", "kid": "' + rnd(URLSAFE, 22) + '", "use": "sig", "alg": "RS256", "n": "' + base64.urlsafe_b64encode(secrets.token_bytes(256)).decode().rstrip("=") + '", "e": "AQAB"}]}'),
        ("jwks", 'JWKS for the Ed25519 signer: {"keys":[{"kty":"OKP","crv":"Ed25519","kid":"2024-06","x":"' + base64.urlsafe_b64encode(secrets.token_bytes(32)).decode().rstrip("=") + '"}]}'),
        ("jwks", '{"kty":"EC","crv":"P-256","x":"' + base64.urlsafe_b64encode(secrets.token_bytes(32)).decode().rstrip("=") + '","y":"' + base64.urlsafe_b64encode(secrets.token_bytes(32)).decode().rstrip("=") + '"} is the webhook verification key'),
        ("dkim", f"DKIM record: selector1._domainkey.acme.test TXT \"v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{b64(secrets.token_bytes(200))}\""),
        ("dkim", f"google._domainkey IN TXT ( \"v=DKIM1; k=ed25519; p={b64(secrets.token_bytes(32))}\" )"),
        ("dkim", f"SPF and DMARC are fine; DKIM p= is MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ{b64(secrets.token_bytes(100))}"),
        ("wallet", f"Donations: bc1q{rnd(BECH32, 38)}"),
        ("wallet", f"The treasury multisig is 0x{hexs(40)} on mainnet."),
        ("wallet", f"Solana payout address {rnd(BASE58, 44)}"),
        ("wallet", f"legacy BTC address 1{rnd(BASE58, 33)} from the 2017 invoices"),
        ("wallet", f"Ethereum contract 0x{rnd(HEX + 'ABCDEF', 40)} (checksummed) is the token."),
        ("env_example", "The .env.example we ship:\nDATABASE_URL=\nSECRET_KEY=\nSTRIPE_SECRET_KEY=\nSMTP_PASSWORD=\nSENTRY_DSN="),
        ("env_example", "copy .env.example to .env and fill in: API_TOKEN=changeme, DB_PASSWORD=change-me, JWT_SECRET=replace-with-64-random-chars"),
        ("env_example", "OPENAI_API_KEY=sk-your-key-here\nANTHROPIC_API_KEY=sk-ant-your-key-here"),
        ("env_example", "docker-compose.override.example.yml sets POSTGRES_PASSWORD: example and REDIS_PASSWORD: '' for local use."),
        ("env_example", "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE is the key the AWS docs use; our tests use it too."),
        ("base64_config", f"The prefs cookie is {b64(json.dumps({'theme': 'dark', 'density': 'compact', 'lang': 'en-GB'}).encode())}"),
        ("base64_config", f"VS Code settings sync blob: {b64(json.dumps({'editor.fontSize': 14, 'files.trimTrailingWhitespace': True, 'workbench.colorTheme': 'Solarized Dark'}).encode())}"),
        ("base64_config", f"k8s ConfigMap binaryData logo.png: {png(60)}"),
        ("base64_config", f"feature flags payload flags={b64(json.dumps({'checkout_v3': True, 'beta_search': False, 'rollout': 0.25}).encode())}"),
        ("base64_config", f"The pagination cursor looked like {base64.urlsafe_b64encode(json.dumps({'after': secrets.randbelow(10**6), 'sort': 'created'}).encode()).decode()}"),
        ("terraform_ref", "password = var.db_password in the rds module; the value comes from TF_VAR_db_password in CI"),
        ("terraform_ref", "master_password = random_password.aurora.result and it is stored with aws_secretsmanager_secret_version"),
        ("terraform_ref", "token = data.vault_generic_secret.cloudflare.data[\"api_token\"]"),
        ("terraform_ref", "client_secret = module.oidc.client_secret (sensitive output)"),
        ("gha_ref", "env:\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n  PYPI_PASSWORD: ${{ secrets.PYPI_API_TOKEN }}"),
        ("gha_ref", "with: password: ${{ secrets.DOCKERHUB_TOKEN }} and username: ${{ vars.DOCKERHUB_USER }}"),
        ("gha_ref", "GitLab: the job uses $CI_JOB_TOKEN and CI_REGISTRY_PASSWORD, both masked variables."),
        ("gha_ref", "Azure Pipelines passes $(System.AccessToken) to the script as SYSTEM_ACCESSTOKEN."),
        ("template_ref", "password: {{ .Values.postgresql.auth.password | b64enc | quote }}"),
        ("template_ref", "ansible: db_password: \"{{ lookup('community.hashi_vault.hashi_vault', 'secret=kv/data/db:password') }}\""),
        ("template_ref", "spring: datasource.password=${DB_PASS:} with the default left empty"),
        ("secret_manager_ref", "op://Engineering/Postgres prod/password is what `op run` injects"),
        ("secret_manager_ref", "DATABASE_PASSWORD=op://dev-vault/orders-db/credential"),
        ("secret_manager_ref", "vault kv get -mount=secret -field=api_key apps/checkout"),
        ("secret_manager_ref", "VAULT_ADDR=https://vault.acme.test:8200 and the path is secret/data/prod/stripe#secret_key"),
        ("secret_manager_ref", f"Key Vault secret https://acme-kv.vault.azure.net/secrets/db-password/{hexs(32)}"),
        ("secret_manager_ref", f"bws secret get {uid()} prints the Bitwarden secret at deploy time"),
        ("secret_manager_ref", "gcloud secrets versions access 7 --secret=smtp-relay-password"),
        ("secret_manager_ref", "doppler run --project api --config prd -- ./start.sh"),
        ("k8s_ref", "env:\n- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: orders-db\n      key: password"),
        ("k8s_ref", "envFrom: - secretRef: name: api-tokens (created by external-secrets from AWS)"),
        ("k8s_ref", "the ExternalSecret maps remoteRef key prod/orders/db property password to DB_PASSWORD"),
        ("encrypted", f"sops keeps it as password: ENC[AES256_GCM,data:{b64(secrets.token_bytes(12))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]"),
        ("encrypted", "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(hexs(80) for _ in range(3))),
        ("encrypted", f"SealedSecret encryptedData: password: Ag{b64(secrets.token_bytes(300))}"),
        ("identifier", f"KSUIDs like {rnd(ALNUM, 27)} are the event ids in the new pipeline."),
        ("identifier", f"nanoid() gave {rnd(URLSAFE, 21)} for the share link slug"),
        ("identifier", f"ULID {rnd('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 26)} is the first failed job."),
        ("identifier", f"Twilio account SID AC{hexs(32)} (not secret; the auth token is in the vault)"),
        ("identifier", f"Slack channel C{rnd(UPPER + DIGITS, 10)} and user U{rnd(UPPER + DIGITS, 10)} for the alerts bot"),
        ("identifier", f"Mongo _id ObjectId(\"{hexs(24)}\") is the bad order."),
        ("identifier", f"trace_id={hexs(32)} span_id={hexs(16)} in the slow request"),
        ("identifier", f"CloudFormation made MyStack-AssetsBucket-{rnd(UPPER + DIGITS, 13)} for the assets."),
        ("identifier", f"cdk bootstrap bucket cdk-hnb659fds-assets-{acct()}-eu-west-1"),
        ("identifier", f"Azure resource /subscriptions/{uid()}/resourceGroups/rg-api/providers/Microsoft.Web/sites/api-prod"),
        ("identifier", f"Firebase push ids like -N{rnd(URLSAFE, 19)} sort by time"),
        ("identifier", f"webpack emitted main.{hexs(20)}.js and vendors.{hexs(8)}.chunk.js"),
        ("identifier", f"cache key: node-modules-Linux-{hexs(64)}"),
        ("identifier", f"Apple Team ID {rnd(UPPER + DIGITS, 10)}, bundle id test.acme.widgets"),
        ("identifier", f"Tor mirror {rnd(LOWER + '234567', 56)}.onion"),
        ("identifier", f"IPFS CID bafybei{rnd(LOWER + '234567', 52)}"),
        ("identifier", f"Cloudflare Ray ID {hexs(16)}-AMS in the 502 page"),
        ("identifier", f"Datadog monitor id {secrets.randbelow(10**8)}; the dashboard is {rnd(LOWER + DIGITS, 3)}-{rnd(LOWER + DIGITS, 3)}-{rnd(LOWER + DIGITS, 3)}"),
        ("secretish_key", "password_min_length: 14, password_max_age_days: 365, token_ttl_seconds: 900"),
        ("secretish_key", "SECRET_KEY_FILE=/run/secrets/django_secret_key so the key never sits in the env"),
        ("secretish_key", "token_url: https://oauth2.googleapis.com/token and auth_url: https://accounts.google.com/o/oauth2/auth"),
        ("secretish_key", "fetch(url, {credentials: 'include'}) sends the session cookie cross-origin"),
        ("secretish_key", "client_secret_expires_at: 0 means the secret never expires (RFC 7591)"),
        ("secretish_key", "api_key_header: X-Goog-Api-Key; secret_name: projects/acme/secrets/maps-key"),
        ("secretish_key", "PASSWORD_HASHERS = ['django.contrib.auth.hashers.Argon2PasswordHasher']"),
        ("prose", "Rotated the SMTP relay password today; the new one is only in 1Password."),
        ("prose", "The recovery codes are printed and in the safe, not in any file."),
        ("prose", "Never paste the age secret key into chat; the public recipient is fine to share."),
        ("prose", "Kubeconfig for prod uses exec-based auth (aws eks get-token), so there is no client-key-data in it."),
        ("prose", "pgpass format is hostname:port:database:username:password, one entry a line, mode 0600."),
        ("prose", "Tokens from BotFather look like <bot id>:<35 chars>; ours is in the vault as telegram/bot."),
    ]


def write_corpora(script: str, files: list[tuple[str, list[tuple[str, str]], str]]) -> None:
    """Each (file name, rows of (kind, text), what they are) as a YAML list beside this
    script, headed by the script that made it."""
    for name, rows, what in files:
        data = [{"kind": kind, "text": text} for kind, text in rows]
        (HERE / name).write_text(
            f"# Generated by {script}: {what}. Never tuned on (issue 17).\n"
            + yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=1000),
            "utf-8",
        )


def main() -> None:
    write_corpora("make_heldout.py", [
        ("heldout_credentials.yaml", credentials(), "synthetic credentials of formats the tuned corpora lack; none is real"),
        ("heldout_lookalikes.yaml", lookalikes(), "legitimate notes that look like secrets"),
    ])


if __name__ == "__main__":
    main()
