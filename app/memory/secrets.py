"""Secret patterns: what a note's title and body may never hold.

A note is replayed into later prompts and may be exported or synced, so a credential in one
is a leak that keeps on leaking. The patterns favour catching over letting through, but a
note full of commit hashes, UUIDs, paths and `password=$DB_PASSWORD` references must still
be writable, and so must settings (`NODE_OPTIONS=…`), public keys and certificates, and
base64 that is data: a person told that a note holds a secret when it does not stops
trusting the rule. tests/data/secrets/ holds the samples both ways, a curated set and a
realistic one of hundreds of developer notes, and tests pin the rates.
"""

from __future__ import annotations

import base64
import math
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

# ---- what a value looks like ---------------------------------------------------------------

_PLACEHOLDER_WORDS = frozenset(
    {
        "none", "null", "nil", "true", "false", "required", "optional", "empty", "redacted",
        "hidden", "secret", "password", "passwd", "token", "changeme", "example", "placeholder",
        "dummy", "unset", "undefined", "default", "string", "str", "env", "omitted", "masked",
        "your_password", "your_token", "your_api_key", "yourpassword", "xxx", "tbd", "todo",
    }
)
_REFERENCE_RES = (
    re.compile(r"^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+(?:\(.*\))?$"),  # settings.DB_PASSWORD
    re.compile(r"^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$"),  # DB_PASSWORD
    re.compile(r"^[a-z]+(?:_[a-z]+)+$"),  # db_password
)
_B64_CHARS = re.compile(r"^[A-Za-z0-9+/_-]+$")
_PERCENT_FORM = re.compile(r"^%(?:\(\w+\)[sd]|[A-Za-z_]\w*%|env\()")  # %(pw)s %PW% %env(PW)%
_YAML_TAG = re.compile(r"^![A-Za-z]+$")  # `password: !vault |`, `!Ref DbPassword`
_REFERENCE_MARKS = ("${", "{{", "(", "os.environ", "getenv", "process.env", "://", "arn:")


def entropy(value: str) -> float:
    """Shannon entropy in bits per character."""
    if not value:
        return 0.0
    counts = Counter(value)
    n = len(value)
    return -sum(c / n * math.log2(c / n) for c in counts.values())


def char_classes(value: str) -> int:
    return (
        any(c.islower() for c in value)
        + any(c.isupper() for c in value)
        + any(c.isdigit() for c in value)
        + any(not c.isalnum() for c in value)
    )


def is_placeholder(value: str) -> bool:
    """`<your key>`, `$TOKEN`, `os.environ[...]`, `****`: names of a secret, not a secret."""
    v = value.strip("'\"`").rstrip(".,;:")
    if not v or v[0] in "$<{[(*/~." or v.startswith("\\") or _PERCENT_FORM.match(v):
        return True
    if _YAML_TAG.match(v):
        return True
    if len(set(v)) <= 2:
        return True
    if v.casefold() in _PLACEHOLDER_WORDS:
        return True
    if any(mark in v for mark in _REFERENCE_MARKS):
        return True
    return any(r.match(v) for r in _REFERENCE_RES) and all(
        len(seg) <= 16 or wordy(seg.lower()) for seg in v.split(".")
    )


def _password_value(value: str) -> bool:
    v = value.strip("'\"`")
    return len(v) >= 6 and char_classes(v) >= 2 and not is_placeholder(v)


def _credential_value(value: str) -> bool:
    v = value.strip("'\"`")
    return (
        len(v) >= 12
        and char_classes(v) >= 2
        and any(c.isdigit() for c in v)
        and entropy(v) >= 3.0
        and not is_placeholder(v)
    )


def wordy(value: str) -> bool:
    """Made of words (CamelCase names, snake_case, prose): vowels at an English rate and
    most letters in lowercase runs of three or more. Generated keys are neither."""
    letters = [c for c in value if c.isalpha()]
    if not letters:
        return False
    vowels = sum(c in "aeiouAEIOU" for c in letters) / len(letters)
    in_runs = sum(len(r) for r in re.findall(r"[a-z]{3,}", value)) / len(letters)
    return vowels >= 0.28 and in_runs >= 0.6


def _random_token(value: str) -> bool:
    """Long, mixed-case, digit-bearing, high-entropy: what a generated key looks like and
    what a hex digest, a UUID or a CamelCase name does not."""
    digits = sum(c.isdigit() for c in value)
    return (
        any(c.islower() for c in value)
        and any(c.isupper() for c in value)
        and digits >= 2
        and entropy(value) >= 4.0
        and not wordy(value)
    )


def _random_token_in(value: str) -> bool:
    """`_random_token` for one side of a `KEY=value` run at least: a setting such as
    `NODE_OPTIONS=--max-old-space-size=6144` is judged side by side, not as one blob."""
    return any(len(side) >= 32 and _random_token(side) for side in value.split("="))


def _b64_text(value: str) -> str | None:
    """The text a base64 token decodes to, when it is printable text (JSON, a name, a
    cursor); None for bytes, which is what a generated key decodes to."""
    v = value.strip("'\"`.,;").rstrip("=")
    if len(v) < 8 or not _B64_CHARS.match(v):
        return None
    try:
        raw = base64.b64decode(v.replace("-", "+").replace("_", "/") + "=" * (-len(v) % 4),
                               validate=True)
        text = raw.decode("utf-8")
    except ValueError:  # binascii.Error and UnicodeDecodeError are ValueErrors
        return None
    return text if all(c.isprintable() or c in "\n\t" for c in text) else None


def _basic_credentials(value: str) -> bool:
    """`Authorization: Basic <base64 of user:password>` with a real-looking password."""
    text = _b64_text(value)
    return text is not None and ":" in text and not is_placeholder(text.split(":", 1)[1])


def _mixed_key(value: str) -> bool:
    return char_classes(value) >= 2 and any(c.isdigit() for c in value) and entropy(value) >= 3.0


def _always(value: str) -> bool:
    return True


# ---- the patterns --------------------------------------------------------------------------

_PASSWORD_KEYS = r"passw(?:or)?d|passphrase|passcode|pwd"
_CREDENTIAL_KEYS = (
    r"secret|api[_-]?key|apikey|access[_-]?key|auth[_-]?token|access[_-]?token|"
    r"refresh[_-]?token|bearer[_-]?token|token|private[_-]?key|credentials?|client[_-]?secret"
)
_VALUE = r"""\s*["'`]?\s*(?:=>|:=|[:=])\s*(?P<v>"[^"\s]+"|'[^'\s]+'|[^\s"'`,;]+)"""

PATTERNS: tuple[tuple[str, re.Pattern[str], Callable[[str], bool]], ...] = (
    ("pem_private_key", re.compile(r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----"),
     _always),
    ("aws_access_key", re.compile(
        r"\b(?P<v>(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AIPA|ANPA|ANVA|AROA|APKA)[A-Z0-9]{16})\b"),
     _always),
    ("aws_secret_key", re.compile(
        r"(?i)aws[\w.-]{0,30}?(?:secret|sk)[\w.-]{0,20}[\"'`]?\s*(?:[:=]|=>)\s*[\"'`]?"
        r"(?P<v>[A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])"), _always),
    ("github_token", re.compile(r"\b(?P<v>gh[pousr]_[A-Za-z0-9]{36,255})\b"), _always),
    ("github_token", re.compile(r"\b(?P<v>github_pat_[A-Za-z0-9_]{50,255})\b"), _always),
    ("gitlab_token", re.compile(
        r"\b(?P<v>gl(?:pat|dt|ptt|rt|cbt|oas|soat|ft|imt|agent)-[A-Za-z0-9_-]{20,})"), _always),
    ("slack_token", re.compile(r"\b(?P<v>xox[abposre]-(?:\d+-)*[A-Za-z0-9]{10,}[A-Za-z0-9-]*)"),
     _always),
    ("slack_webhook", re.compile(
        r"(?P<v>https://hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9/_-]{20,})"),
     _always),
    ("anthropic_key", re.compile(r"\b(?P<v>sk-ant-[a-z]{2,8}\d{2}-[A-Za-z0-9_-]{20,})"), _always),
    ("openai_key", re.compile(
        r"\b(?P<v>sk-(?:proj-|svcacct-|admin-|None-)?[A-Za-z0-9_-]{20,})"), _mixed_key),
    ("digitalocean_token", re.compile(r"\b(?P<v>do[pro]_v1_[a-f0-9]{64})\b"), _always),
    ("mailgun_key", re.compile(r"\b(?P<v>key-[a-z0-9]{32})\b"), _mixed_key),
    ("stripe_key", re.compile(r"\b(?P<v>(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,})"), _always),
    ("google_api_key", re.compile(r"\b(?P<v>AIza[0-9A-Za-z_-]{35})(?![0-9A-Za-z_-])"), _always),
    ("shopify_token", re.compile(r"\b(?P<v>shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32})\b"), _always),
    ("huggingface_token", re.compile(r"\b(?P<v>hf_[A-Za-z0-9]{30,})\b"), _always),
    ("npm_token", re.compile(r"\b(?P<v>npm_[A-Za-z0-9]{36})\b"), _always),
    ("jwt", re.compile(
        r"\b(?P<v>eyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{10,})"), _always),
    ("url_password", re.compile(
        r"\b[a-zA-Z][a-zA-Z0-9+.-]{1,20}://[^\s:/?#@]*:(?P<v>[^\s/?@]+)@"),
     lambda v: not is_placeholder(v) and len(v) >= 3),
    ("bearer_token", re.compile(r"(?i)\bbearer\s+(?P<v>[A-Za-z0-9._~+/-]{20,}=*)"), _mixed_key),
    ("password_assignment", re.compile(
        rf"(?i)(?<![A-Za-z0-9])[\w.-]*(?:{_PASSWORD_KEYS})[\w.-]*{_VALUE}"), _password_value),
    ("password_assignment", re.compile(
        rf"(?i)\b(?:{_PASSWORD_KEYS}|pin)\s+(?:is|was)\s+[\"'`]?(?P<v>[^\s\"'`,;]+)"),
     _password_value),
    ("password_assignment", re.compile(
        rf"(?i)\b(?:{_PASSWORD_KEYS})\b[^.:=\n]{{1,30}}?:\s+[\"'`]?(?P<v>[^\s\"'`,;]+)"),
     _password_value),
    ("password_assignment", re.compile(
        r"\b(?:mysql\w*|mariadb\w*)\b[^\n]*?\s-p(?P<v>'[^'\s]+'|\"[^\"\s]+\"|[^\s'\"]+)"),
     _password_value),
    ("password_assignment", re.compile(r"\bsshpass\s+-p\s*(?P<v>\S+)"), _password_value),
    ("password_assignment", re.compile(
        r"\bmachine\s+\S+\s+login\s+\S+\s+password\s+(?P<v>\S+)"), _password_value),  # .netrc
    ("password_assignment", re.compile(  # `login is admin / hunter22`
        r"(?i)\b(?:login|user(?:name)?|account)\b[^\n/]{0,30}?\S\s+/\s+(?P<v>[^\s\"'`,;]+)"),
     _password_value),
    ("basic_auth", re.compile(r"\"auth\"\s*:\s*\"(?P<v>[A-Za-z0-9+/]{8,}={0,2})\""),
     _basic_credentials),  # ~/.docker/config.json
    ("basic_auth", re.compile(r"(?i)\bbasic\s+(?P<v>[A-Za-z0-9+/]{8,}={0,2})(?![A-Za-z0-9+/=])"),
     _basic_credentials),
    ("secret_assignment", re.compile(
        rf"(?i)(?<![A-Za-z0-9])[\w.-]*(?:{_CREDENTIAL_KEYS})[\w.-]*{_VALUE}"), _credential_value),
    ("high_entropy_token", re.compile(r"(?<![A-Za-z0-9+/=_-])(?P<v>[A-Za-z0-9+/=_-]{32,})"),
     _random_token_in),
)

# A digest named by its algorithm is a checksum, not a key: sha256:…, sha512-…, md5:…
_DIGEST_PREFIX = re.compile(
    r"(?i)(?:(?:sha-?\d{1,3}|md5|h1)[:=-]\"?"
    r"|\"(?:n|e|x|y|x5c|x5t|x5t#S256)\"\s*:\s*\[?\")$")  # and a JWK's public members
_DIGEST_LEAD = re.compile(r"(?i)^(?:pin-)?(?:sha-?\d{1,3}|md5|h1)[:=-]")
# An OpenSSH public key line: `ssh-ed25519 AAAA… comment`. Public, so not a secret.
_SSH_PUBLIC = re.compile(
    r"(?:ssh-(?:rsa|ed25519|dss)|ecdsa-sha2-nistp\d+|sk-ssh-ed25519@openssh\.com) $"
)
# Data that is public by design: certificates, public keys, signatures...
_PUBLIC_BLOCK = re.compile(
    r"-----BEGIN (CERTIFICATE|(?:RSA |EC )?PUBLIC KEY|PGP PUBLIC KEY BLOCK|PGP SIGNATURE|"
    r"CERTIFICATE REQUEST|X509 CRL)-----.*?(?:-----END \1-----|\Z)", re.S)
# ...and a token right after words that name it as data (same line, no credential word).
_DATA_LEAD = re.compile(
    r"(?i)(?:public|fingerprint|checksum|integrity|base64|binarydata|cursor|etag|\bcid\b|"
    r"\bids?\b|\buuid\b|\bdigest\b|\bhash\b)[^\n]{0,24}$")
_CREDENTIAL_WORD = re.compile(r"(?i)secret|private|passw|token|credential|api[ _-]?key|"
                              r"\bauth(?:orization)?\b|\bkey\b")
_PUBLIC_KEY_WORDS = re.compile(r"(?i)public[ _-]?keys?")
# An id with a type prefix: i-0abc…, subnet-…, GPU-<uuid>; and Stripe's object ids, which
# are not its keys (those are sk_/rk_/whsec_ and have patterns of their own).
_TYPED_ID = re.compile(r"^[A-Za-z]{1,10}[-_](?P<rest>.+)$")
_STRIPE_OBJECT = re.compile(
    r"^(?:cus|ch|pi|pm|py|in|ii|sub|si|prod|price|evt|acct|txn|re|src|seti|po|ba|card|"
    r"cs_test|cs_live|tok|plink|dp|du|or|sku)_[A-Za-z0-9]{8,}$")
_ASSIGN = re.compile(r"^[`'\"(]?[A-Za-z_][\w.-]*=(?P<v>.+)$")
# A content-hashed file name: main.14fbc312b9f3.js, styles-9f8e7d6c.css
_HASHED_NAME = re.compile(r"^[\w-]+(?:[.-][0-9a-f]{6,})+\.[A-Za-z0-9]{1,5}$")
_BRACKETED = re.compile(r"\[[^\]]*\]|\{[^}]*\}|\([^)]*\)")
_DIGEST_NAME = re.compile(r"(?i)^(?:pin-)?(?:sha-?\d{1,3}|md5|h1)$")
# Inline data (`data:image/png;base64,…`): a file's bytes, not a key.
_DATA_URI = re.compile(r"^data:[\w.+-]+/[\w.+-]+(?:;[\w=.-]+)*;base64,")
_PARTS = re.compile(r"[^@:=,;/]+")
_UUID = re.compile(r"^[0-9a-fA-F]{8}-(?:[0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}$")
_HEXISH = re.compile(r"^(?:0x)?[0-9a-fA-F-]+$")
_VERSION = re.compile(r"^v?\d+(?:\.\d+)+")

# A body counts as "mostly a secret" when tokens like these cover at least this share of it.
MOSTLY_SECRET_SHARE = 0.5
_TOKEN_RE = re.compile(r"\S+")


@dataclass(frozen=True, slots=True)
class SecretHit:
    """Where a secret sits in a text. Only `kind` ever leaves this module's callers."""

    kind: str
    start: int
    end: int


def _public_spans(text: str) -> list[tuple[int, int]]:
    return [m.span() for m in _PUBLIC_BLOCK.finditer(text)] if "-----BEGIN" in text else []


def _as_data(text: str, start: int, public: list[tuple[int, int]]) -> bool:
    """A token placed as data, so the generic heuristics leave it alone: inside a public
    block, or right after words that name data (`PublicKey =`, `in base64:`, `node id`)
    with no credential word among them. The named formats (ghp_, AKIA, PEM private keys)
    are still found wherever they stand."""
    if any(a <= start < b for a, b in public):
        return True
    lead = text[max(text.rfind("\n", 0, start) + 1, start - 40) : start]
    return bool(_DATA_LEAD.search(lead)) and not _CREDENTIAL_WORD.search(
        _PUBLIC_KEY_WORDS.sub("", lead))


def find_secrets(text: str) -> list[SecretHit]:
    """Every secret found, overlaps collapsed to the earliest, longest hit."""
    hits: list[SecretHit] = []
    public = _public_spans(text)
    for kind, pattern, check in PATTERNS:
        for match in pattern.finditer(text):
            value = match.group("v") if "v" in pattern.groupindex else match.group(0)
            before = text[max(0, match.start() - 24) : match.start()]
            if kind == "high_entropy_token" and (
                _DIGEST_PREFIX.search(before) or _DIGEST_LEAD.match(value)
                or (_SSH_PUBLIC.search(before) and value.startswith("AAAA"))
                or _as_data(text, match.start(), public) or _b64_text(value) is not None
            ):
                continue
            if check(value):
                hits.append(SecretHit(kind, match.start(), match.end()))
    hits.sort(key=lambda h: (h.start, -(h.end - h.start)))
    merged: list[SecretHit] = []
    for hit in hits:
        if merged and hit.start < merged[-1].end:
            continue
        merged.append(hit)
    return merged


def counts(hits: list[SecretHit]) -> dict[str, int]:
    """Hits per kind: the 'redaction counts' the journal keeps instead of the text."""
    return dict(Counter(h.kind for h in hits))


def _secret_like(part: str) -> bool:
    """A word that looks generated: long, three character classes, high entropy, and not
    made of words, a UUID, a hex id or a version number."""
    t = part.strip("'\"`.,;:()[]{}<>")
    if len(t) < 12 or char_classes(t) < 3 or entropy(t) < 3.3 or is_placeholder(t):
        return False
    typed = _TYPED_ID.match(t)
    if typed and (_UUID.match(typed["rest"]) or _HEXISH.match(typed["rest"])):
        return False
    if _STRIPE_OBJECT.match(t) or _HASHED_NAME.match(t):
        return False
    return not (
        _UUID.match(t) or _HEXISH.match(t) or _VERSION.match(t) or wordy(t)
        or _BRACKETED.search(t)  # code or a regex: `^[a-z0-9]{10}$`, `f(x)[0]`
    )


def _named_part(part: str) -> bool:
    """A part that says the token is structured data, not a secret: a digest's algorithm,
    a placeholder, a UUID or a hex id."""
    return bool(
        _DIGEST_NAME.match(part)
        or _DIGEST_LEAD.match(part)
        or is_placeholder(part)
        or _UUID.match(part)
        or _HEXISH.match(part)
    )


def _secret_spans(token: str) -> list[tuple[int, int]]:
    """Secret-like stretches of one whitespace-free token. A token is judged whole unless
    its parts (split at @ : = , ; /) show structure, e.g. `image@sha256:<digest>` or
    `password=$DB_PASSWORD`; then each part is judged alone, and a part right after a
    digest's name (`SHA256:<base64>`) is a checksum."""
    if _DIGEST_LEAD.match(token) or _DATA_URI.match(token):
        return []
    assign = _ASSIGN.match(token)
    if assign:  # a setting: only its value can be the secret
        return [(assign.start("v") + a, assign.start("v") + b)
                for a, b in _secret_spans(assign["v"])]
    parts = list(_PARTS.finditer(token))
    if len(parts) <= 1 or not any(_named_part(p.group(0)) for p in parts):
        return [(0, len(token))] if _secret_like(token) else []
    spans = []
    for i, part in enumerate(parts):
        after_digest = i > 0 and _DIGEST_NAME.match(parts[i - 1].group(0))
        if not after_digest and not _DIGEST_LEAD.match(part.group(0)) and _secret_like(
            part.group(0)
        ):
            spans.append((part.start(), part.end()))
    return spans


def mostly_secret(body: str, hits: list[SecretHit] | None = None) -> bool:
    """True when secret hits and secret-like tokens make up most of the body's characters."""
    visible = sum(len(t) for t in _TOKEN_RE.findall(body))
    if visible == 0:
        return False
    covered = [False] * len(body)
    for hit in hits if hits is not None else find_secrets(body):
        for i in range(hit.start, hit.end):
            covered[i] = True
    public = _public_spans(body)
    for match in _TOKEN_RE.finditer(body):
        before = body[max(0, match.start() - 24) : match.start()]
        if (_SSH_PUBLIC.search(before) and match.group(0).startswith("AAAA")) or _as_data(
                body, match.start(), public) or _b64_text(match.group(0)) is not None:
            continue
        for start, end in _secret_spans(match.group(0)):
            for i in range(match.start() + start, match.start() + end):
                covered[i] = True
    secret_chars = sum(1 for i, c in enumerate(body) if covered[i] and not c.isspace())
    return secret_chars / visible >= MOSTLY_SECRET_SHARE
