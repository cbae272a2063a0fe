"""What one value looks like: random, a word, a placeholder, a reference, or public data.

The secret refusal (app.memory.secrets) finds candidates by their place in a text; these
functions judge the candidate itself. They recognise kinds, not examples: a reference is
any identifier path, template or `scheme:` address; a placeholder is any value made of the
words people write instead of a secret; public data is what decodes to a public key, a file
or text. A value none of them explains and that looks generated is taken for a secret.
"""

from __future__ import annotations

import base64
import math
import re
from collections import Counter

# A password manager, named where a secret would be: where it is kept, not the secret.
PASSWORD_MANAGERS = frozenset({"1password", "bitwarden", "vaultwarden", "keepass", "keepassxc",
                               "lastpass", "dashlane", "nordpass", "enpass", "keychain"})
_PLACEHOLDER_WORDS = frozenset(
    {
        "none", "null", "nil", "true", "false", "required", "optional", "empty", "redacted",
        "hidden", "secret", "password", "passwd", "token", "changeme", "example", "placeholder",
        "dummy", "unset", "undefined", "default", "string", "str", "env", "omitted", "masked",
        "your_password", "your_token", "your_api_key", "yourpassword", "xxx", "tbd", "todo",
    }
) | PASSWORD_MANAGERS
# What an app shows in place of a secret: `sk_live_••••4242`, `APP_USR-0742…7559`.
_MASK_MARKS = r"xxxx|\*\*\*|\.\.\.|…|•"
MASK = re.compile(f"(?i){_MASK_MARKS}")
# Words people put where a secret will go (`please-change-me`, `sk-your-key-here`,
# `AKIAIOSFODNN7EXAMPLE`), or a mask: a value that holds one is no credential.
_PLACEHOLDER_MARK = re.compile(
    r"(?i)example|changeme|change[-_]?me|replace|placeholder|dummy|redacted|insert|"
    r"^(?-i:(?:YYYY|YY|MM|DD|HH|hh|mm|ss)[-/:. T]?){3,}$|"  # a date's format: YYYYMMDDHHmmss
    rf"your[-_]?(?:own|key|token|secret|pass|api)|<[^>]*>|{_MASK_MARKS}|"
    r"^(?-i:Your[A-Z][A-Za-z]*)$")  # a docs sample's "YourSearchOnlyAPIKey"
_PLACEHOLDER_VOCAB = frozenset(
    {"change", "replace", "insert", "your", "here", "me", "fill", "put", "set", "enter",
     "generate", "random", "secret", "password", "token", "key", "value", "real", "with",
     "goes", "the", "my", "a", "chars", "characters", "long", "this", "in", "please"})
_NAME_SEGMENT = re.compile(
    r"^(?:[a-z_][a-z0-9_]*|[A-Z][A-Z0-9_]*|[A-Za-z][a-z]+(?:[A-Z][a-z]+)*\d*)$")
# What a dotted reference starts with: Terraform, CI and template roots, settings objects.
_REFERENCE_ROOTS = frozenset({
    "var", "vars", "local", "locals", "module", "data", "secrets", "env", "steps", "needs",
    "inputs", "matrix", "github", "self", "this", "config", "settings", "os", "process",
    "values", "context", "params", "args", "props", "state", "app", "site", "item"})
UUID_TEXT = r"[0-9a-fA-F]{8}-(?:[0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}"
UUID = re.compile(f"^{UUID_TEXT}$")
# A mail address, and the part after its local part.
MAIL_DOMAIN = r"@[\w-]+(?:\.[\w-]+)+"
MAILBOX = re.compile(rf"[\w.+=-]+{MAIL_DOMAIN}")
_IDENT_PATH = re.compile(r"^[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)+(?:[\[(].*)?$")  # var.db.x[0]
_CONSTANT = re.compile(r"^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$")  # DB_PASSWORD
_SNAKE = re.compile(r"^[a-z]+(?:_[a-z0-9]+)+$")  # db_password
# op://, vault:secret/x (a `base64:` value is the value itself, as Laravel's APP_KEY)
_SCHEME_REF = re.compile(r"^(?!base64:|hex:)[a-z][a-z0-9+.-]{1,24}:/{0,2}[\w.-]+/")
_B64_CHARS = re.compile(r"^[A-Za-z0-9+/_-]+$")
_PERCENT_FORM = re.compile(  # %(pw)s %PW% %env(PW)%, but not a password that has a % in it
    r"^%(?:\(\w+\)[sd]|[A-Za-z_]\w*%(?![A-Za-z0-9])|env\()")
_YAML_TAG = re.compile(r"^![A-Za-z]+$")  # `password: !vault |`, `!Ref DbPassword`
_REFERENCE_MARKS = ("${", "{{", "os.environ", "getenv", "process.env", "://", "arn:", "ENC[")
# A shell, PowerShell or template variable: $pw, ${DB_PASSWORD}, $(cat …), $env:TOKEN, $1.
_VARIABLE = re.compile(r"\$(?:[{(]|env:\w|\d$|[A-Za-z_]+\d*(?:$|[.\[(:{]))")
# A call or an index: `env("DB_PASSWORD")`, `secrets["db"]` (an opening bracket alone, as
# in a generated Django key, is none).
_CALL = re.compile(r"[A-Za-z_][\w.]*(?:\([^)]*\)|\[[^\]]*\])")
# Bytes that open a file format: a value that decodes to one is a file, not a key.
_PUBLIC_PEM = re.compile(rb"-----BEGIN (?:CERTIFICATE|(?:RSA |EC )?PUBLIC KEY|PGP PUBLIC KEY)")
_FILE_MAGIC = (b"\x89PNG", b"GIF8", b"\xff\xd8\xff", b"%PDF", b"\x1f\x8b", b"PK\x03\x04",
               b"\x00asm", b"RIFF", b"<svg", b"<?xml",
               b"\x01\x02\x02\x00")  # an AWS KMS ciphertext blob: encrypted, as sops keeps it
# DER object ids of public-key algorithms (rsaEncryption, ecPublicKey, Ed25519, X25519).
_KEY_OIDS = (bytes.fromhex("2a864886f70d010101"), bytes.fromhex("2a8648ce3d0201"),
             bytes.fromhex("2b6570"), bytes.fromhex("2b656e"))


# Japanese, Chinese and Korean letters: their phrases need no spaces between words.
CJK_LETTERS = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af"
# A Google tag (GA4 `G-…`, Universal Analytics `UA-…`, Tag Manager `GTM-…`, Ads `AW-…`): in
# every page's source.
GOOGLE_TAG = r"(?:G|GTM|AW|DC|GT|UA)-[A-Z0-9]{6,12}"
# A key published in every page or app that uses it: Stripe's and Clerk's publishable key, a
# product-analytics project key, a payment provider's client key (Toss's `live_ck_`).
PUBLISHABLE_KEY = (r"pk_(?:live|test)_|phc_|(?:live|test)_g?ck_|(?:goog|appl|amzn)_|"
                   r"pub(?=[0-9a-f]{32}(?![\w-]))")  # RevenueCat's SDK keys, Datadog's RUM
# Tokens that are public by design, or ids that are not keys: publishable keys (Mapbox's
# `pk.` too), Stripe's object ids, Razorpay's key id, Google tags.
_PUBLIC_PREFIX = re.compile(
    rf"^(?:{PUBLISHABLE_KEY}|pk\.|(?:cus|ch|pi|pm|py|in|ii|sub|si|prod|price|evt|acct|txn|re|we|"
    rf"src|seti|po|ba|card|tok|plink|dp|du|or|sku|req|cs_test|cs_live|dpl|prj|team|wh|promo)_"
    r"[A-Za-z0-9]{8,}$|"
    r"rzp_(?:live|test)_[A-Za-z0-9]{14}$|"
    r"(?:chatcmpl|cmpl|file|ftjob)-[A-Za-z0-9]{16,}$|"  # OpenAI's objects, Anthropic's below
    r"(?:msgbatch|msg|toolu|batch|run|thread|asst|step|vs|resp|call|ftckpt|job)_[A-Za-z0-9]{16,}$|"
    r"(?:0oa|aus|00u|00g)[A-Za-z0-9]{17}$|"  # Okta's app, auth server, user and group ids
    r"(?:PLN|SPL|ACCT|CUS|TRF|SUB|RCP|PRD|PAGE)_[A-Za-z0-9]{8,}$|"  # Paystack's objects
    r"(?:ws|run|apool|varset|org|team|prj|sv|cv|polset|pol)-[A-Za-z0-9]{16}$|"  # Terraform Cloud
    r"(?:\d+:)?\d{6,}:(?:ios|android|web):[0-9a-f]{8,}$|"  # a Firebase app's id
    r"mrk-[0-9a-f]{32}$|"  # an AWS KMS multi-region key's id
    r"ou-[0-9a-z]{4,32}-[0-9a-z]{8,32}$|r-[0-9a-z]{4,32}$|"  # AWS Organizations' OU and root ids
    r"pubkey-[0-9a-f]{32}$|(?:test|live)_[A-Z0-9]{32}$|"  # Mailgun's and Adyen's client-side keys
    r"NRJS-[0-9a-f]{19}$|(?:sandbox|production)_[a-z0-9]{8}_[a-z0-9]{16}$|"  # New Relic's browser
    # license key, Braintree's tokenization key
    r"(?:link|public)-(?:sandbox|development|production)-[0-9a-f-]{36}$|"  # Plaid Link's tokens
    # Statsig's client key, LaunchDarkly's mobile key, Epic Online Services' client id: built
    # into every copy of the app
    rf"client-[A-Za-z0-9]{{32,}}$|mob-{UUID_TEXT}$|xyza7891[A-Za-z0-9]{{24}}$|"
    r"age1[02-9ac-hj-np-z]{58}$|"  # an age recipient, public (the secret: AGE-SECRET-KEY-1…)
    # Tailscale's public keys (its private ones: privkey:, tailnet lock's tlpriv:)
    r"(?:nodekey|mkey|discokey|tlpub):[0-9a-f]{64}$|"
    r"(?:ap|fc|vo|im|sb|fu|ta|di|qu)-[A-Za-z0-9]{22}$|"  # Modal's objects (its token: as-…)
    r"STEAM_[0-5]:[01]:\d{1,10}$|"  # a Steam account's public id
    r"ChIJ[A-Za-z0-9_-]{20,}$|"  # a Google Maps place id
    r"(?:AC|SK|MG|PN)[0-9a-f]{32}$|"  # Twilio's account, API key, service and number SIDs
    rf"{GOOGLE_TAG}(?:-\d{{1,4}})?$)")


def public_id(value: str) -> bool:
    """A publishable key or a typed object id: `pk_live_…`, `phc_…`, `cus_…`, `chatcmpl-…`."""
    return bool(_PUBLIC_PREFIX.match(value))


def digest_base64(value: str) -> bool:
    """A SHA-256 digest in base64: 44 characters that decode to 32 bytes."""
    try:
        return len(value) == 44 and len(base64.b64decode(value, validate=True)) == 32
    except ValueError:
        return False


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


def wordy(value: str) -> bool:
    """Made of words (CamelCase names, snake_case, prose): vowels at an English rate and
    most letters in lowercase runs of three or more. Generated keys are neither."""
    letters = [c for c in value if c.isalpha()]
    if not letters:
        return False
    vowels = sum(c in "aeiouAEIOU" for c in letters) / len(letters)
    in_runs = sum(len(r) for r in re.findall(r"[a-z]{3,}", value)) / len(letters)
    return vowels >= 0.28 and in_runs >= 0.6


def _placeholder_words(value: str) -> bool:
    """`please-change-me`, `replace-with-64-random-chars`: lowercase words, one of them from
    the vocabulary of instructions. A passphrase of plain words has none of them, and an
    instruction no drawn run of letters and digits (Khalti's `live_secret_key_<hex>`)."""
    parts = [p for p in re.split(r"[-_ ]", value) if p]
    drawn = any(len(p) >= 16 and not p.isalpha() and not p.isdigit() for p in parts)
    return len(parts) >= 2 and all(p.islower() or p.isdigit() for p in parts) and any(
        p in _PLACEHOLDER_VOCAB for p in parts) and sum(p.isalpha() for p in parts) >= 2 and (
        not drawn)


def _name_path(value: str) -> bool:
    """`var.db_password`, `module.oidc.client_secret`, `prod/orders/db`: segments that are
    names (snake_case, CONSTANT, CamelCase words), which generated keys are not. Two to
    four words that end in a number (`bella.pompon2`, `Despina.Antonis68`, `Toumba.885`)
    are a person's password, unless the first is a root that references name (`var.`)."""
    # a field after the path is a name too: Vault's `secret/app/db#password`
    path = re.sub(r"#([a-z_][\w-]*)$", r"/\1", re.split(r"[\[(]", value, maxsplit=1)[0])
    segments = [s for s in re.split(r"[./]", path) if s]
    if (segments and "/" not in value and len(segments) <= 4
            and (re.fullmatch(r"[A-Za-z][a-z]+\d{1,4}", segments[-1]) or (
                len(segments) == 2 and re.fullmatch(r"[A-Z][a-z]{2,}", segments[0])
                and re.fullmatch(r"\d{2,4}", segments[1])))
            and segments[0] not in _REFERENCE_ROOTS):
        return False
    return len(segments) >= 2 and all(
        (_NAME_SEGMENT.match(s) and (len(s) <= 16 or "_" in s or wordy(s)))
        or re.fullmatch(r"[a-z0-9]+(?:-[a-z0-9]+)*", s) or _hyphened_name(s) for s in segments)


def _hyphened_name(segment: str) -> bool:
    """A model's or a release's name: words and short codes joined by hyphens
    (`Mistral-7B-v0`, `8B-Instruct`); a generated piece is neither."""
    parts = segment.split("-")
    return len(parts) >= 2 and all(
        p.isalnum() and p.isascii() and (len(p) <= 4 or (p.isalpha() and p[1:].islower()))
        for p in parts) and any(len(p) >= 4 and p.isalpha() for p in parts)


def _dotted_password(value: str) -> bool:
    """A generated password that opens with a dot, unlike a file's name (`.env`, `.pgpass`):
    long, three classes, no words."""
    return len(value) >= 12 and char_classes(value[1:]) >= 3 and not wordy(value[1:])


def is_placeholder(value: str) -> bool:
    """`<your key>`, `$TOKEN`, `var.x`, `op://vault/item`, `****`: a name of a secret, a
    reference to one, or an instruction where one will go, not a secret."""
    # Hebrew joins "in", "to" or "from" to the next word with a hyphen: "ב-1Password"
    v = re.sub(r"^[בלמהוש]-", "", value.strip("'\"`").rstrip(".,;:"))
    if not v or v[0] in "<{[(/~" or v.startswith(("\\", "@/", "@./", "@~/")) or (
            v[0] == "." and not _dotted_password(v)) or (
            _PERCENT_FORM.match(v) or _VARIABLE.match(v)):
        return True
    if v[0] == "$":  # not a variable's name: "$kyl1ne9146" is a password
        return False
    if v[0] in "*-":  # a mask (`****1234`) or a flag (`--force`), unless a password follows
        rest = v.lstrip("*-")
        return (v.startswith("--") or len(rest) < 8 or v.count("*") >= 3
                or char_classes(rest.replace("-", "").replace("*", "")) < 3)
    if _YAML_TAG.match(v) or len(set(v)) <= 2 or v.casefold() in _PLACEHOLDER_WORDS:
        return True
    if any(mark in v for mark in _REFERENCE_MARKS) or _CALL.search(v) or (
            _PLACEHOLDER_MARK.search(v)):
        return True
    if _SCHEME_REF.match(v) or _placeholder_words(v):
        return True
    if (_IDENT_PATH.match(v) or "/" in v) and _name_path(v):
        return True
    # a name's parts are words; a password of this shape ends in a number ("douro_6506",
    # "kaye_tonton98")
    return bool(_CONSTANT.match(v) or (
        _SNAKE.match(v) and not re.search(r"_(?:[a-z]{3,}\d{2,}|\d{3,})$", v))
                ) and not any(len(part) >= 16 and any(c.isdigit() for c in part)
                              for part in v.split("_"))


def named_digest(value: str) -> bool:
    """Words, then a hex digest: `Linux-pip-<sha256>`, a cache key. One word is a vendor's
    prefix (`pul-<hex>`), and a `PMAK-<hex>-<hex>` key has hex beside its hex."""
    parts = re.split(r"[-_.:]", value)
    longest = max(parts, key=len)
    return (len(parts) > 2 and len(longest) >= 32 and re.fullmatch(r"[0-9a-fA-F]+", longest)
            is not None and all(p.isalpha() or re.fullmatch(r"v\d+", p)
                                for p in parts if p is not longest))


def marked_placeholder(value: str) -> bool:
    """A token format filled with a placeholder's marks (`ghp_xxxx…`, `sk-…your-key…`)."""
    return bool(_PLACEHOLDER_MARK.search(value))


def line_before(text: str, at: int) -> str:
    """The part of `at`'s line before it: where a value's name and label stand."""
    return text[text.rfind("\n", 0, at) + 1:at]


def word_start(text: str, at: int) -> int:
    """Where the whitespace-bounded word that holds `at` starts: a token's own name or
    address may stand before the part a rule matched."""
    return max(text.rfind(c, 0, at) for c in " \t\n") + 1


def line_at(text: str, at: int) -> str:
    """The whole line that holds `at`: what a line says of a value in it."""
    return text[text.rfind("\n", 0, at) + 1:].split("\n", 1)[0]


# Words that put a number in an address ("address book" holds none): India's postcode is
# its "PIN code".
_ADDRESS = re.compile(r"(?i)\b(?:address(?! book)|addr|courier|parcel|shipping|ship to|"
                      r"post office|landmark|pincode)\b")
# A value named a PIN just before it: "pin code 560069", "pin-sha256=\"…"" (`postal_pin`, and
# a certificate's SPKI pin, which `secrets` keeps).
PIN_BEFORE = re.compile(r"(?i)\bpin(?:[ -]?code)?\b[ \t:=-]*[\"']?$")


def postal_pin(text: str, start: int, value: str) -> bool:
    """Six digits named a PIN, with an address or a courier on their line: a postcode."""
    return (len(value) == 6 and value.isdigit()
            and PIN_BEFORE.search(line_before(text, start)) is not None
            and _ADDRESS.search(line_at(text, start)) is not None)


_CONSONANT = "[bcdfghjklmnpqrstvwxz]"
_CONSONANT_RUN = re.compile(rf"{_CONSONANT}{{4}}|q(?!u)")


def password_value(value: str) -> bool:
    """What a person's password looks like: six characters or more, two classes (the
    full stop that ends a sentence is not one); or an app password as Google issues one,
    sixteen lowercase letters drawn at random (some read as vowels at a word's rate, but
    no word runs four consonants such as "smbq", nor a q without its u); or ten lowercase
    letters drawn at random, as a router prints its key (`random_lowercase`)."""
    v = value.strip("'\"`").rstrip(".,;:)")
    return (len(v) >= 6 and (char_classes(v) >= 2 or (v.isdigit() and len(v) >= 8)
                             or (re.fullmatch(r"[a-z]{16}", v) is not None and drawn_letters(v))
                             or random_lowercase(v))
            and not is_placeholder(v))


def drawn_letters(value: str) -> bool:
    """Lowercase letters drawn at random, not a word: vowels under a word's rate, or a run
    of consonants or a q that words do not have."""
    return not wordy(value) or _CONSONANT_RUN.search(value) is not None


_LONG_CONSONANT_RUN = re.compile(f"{_CONSONANT}{{5}}")


def random_lowercase(value: str) -> bool:
    """Ten lowercase letters or more drawn at random ("zjojnvatrmpw"): too few vowels for a
    word, and a run of five consonants, which words hardly have ("strengthens" runs four)."""
    return (re.fullmatch(r"[a-z]{10,}", value) is not None and not wordy(value)
            and _LONG_CONSONANT_RUN.search(value) is not None)


def strong_password(value: str) -> bool:
    """A password with nothing to say it is one: eight characters or more, three classes,
    a digit, and either not made of words or with a symbol ("Fiets4228?")."""
    v = value.strip("'\"`").rstrip(".,;:)")
    return (len(v) >= 8 and char_classes(v) >= 3 and any(c.isdigit() for c in v)
            and (not wordy(v) or any(not c.isalnum() for c in v)) and not is_placeholder(v))


def strong_shape(value: str) -> bool:
    """Shaped like a strong password and made of no words ("Tier-2#Desk" names a queue): its
    shape says it is one, whatever the words around it say."""
    return len(value) >= 10 and strong_password(value) and not wordy(value)


def credential_value(value: str) -> bool:
    """What an issued credential looks like: long, digit-bearing, not low-entropy. Base64
    of a JSON document (a JWT's header, a config) is judged by what it holds, elsewhere."""
    v = value.strip("'\"`")
    decoded = b64_text(v)
    if decoded is not None and decoded.lstrip().startswith(("{", "[")):
        return False
    return (
        len(v) >= 12
        and char_classes(v) >= 2
        and any(c.isdigit() for c in v)
        and entropy(v) >= 3.0
        and not is_placeholder(v)
    )


def mixed_key(value: str) -> bool:
    return char_classes(value) >= 2 and any(c.isdigit() for c in value) and entropy(value) >= 3.0


def random_token(value: str, min_entropy: float = 4.0) -> bool:
    """Mixed-case, digit-bearing, high-entropy: what a generated key looks like and what a
    hex digest, a UUID or a CamelCase name does not."""
    digits = sum(c.isdigit() for c in value)
    return (
        any(c.islower() for c in value)
        and any(c.isupper() for c in value)
        and digits >= 2
        and entropy(value) >= min_entropy
        and not wordy(value)
    )


def b64_bytes(value: str) -> bytes | None:
    """The bytes a base64 (or base64url) token decodes to, or None if it is not one."""
    v = value.strip("'\"`.,;").rstrip("=")
    if len(v) < 8 or not _B64_CHARS.match(v):
        return None
    try:
        return base64.b64decode(v.replace("-", "+").replace("_", "/") + "=" * (-len(v) % 4),
                                validate=True)
    except ValueError:  # binascii.Error is a ValueError
        return None


def b64_text(value: str) -> str | None:
    """The text a base64 token decodes to, when it is printable text (JSON, a name, a
    cursor, a PEM block); None for bytes, which is what a generated key decodes to."""
    raw = b64_bytes(value)
    if raw is None:
        return None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    return text if all(c.isprintable() or c in "\n\t\r" for c in text) else None


# An ECDSA signature in DER (cosign's, a release's .sig): a sequence of two P-256 integers,
# 30 44|45|46 02 20|21, whose base64 always opens so; a private key's DER never does.
_ECDSA_SIGNATURE = re.compile(r"ME[QUY]CI[A-Za-z0-9+/]{56,100}={0,2}$")


def public_blob(value: str) -> bool:
    """Base64 that decodes to something public by design: an OpenSSH public key (a
    length-prefixed algorithm name), a minisign one (`Ed` and 40 bytes), a DER
    SubjectPublicKeyInfo (an algorithm sequence right inside the outer one; a PKCS#8
    private key has a version integer there), an ECDSA signature, or a file (PNG, PDF,
    gzip...) or a KMS ciphertext, or a PEM certificate or public key."""
    if _ECDSA_SIGNATURE.match(value):
        return True
    head = b64_bytes(value[:16])  # a file's magic, even when the tail is cut off
    if head is not None and head.startswith(_FILE_MAGIC):
        return True
    pem = b64_bytes(value[:36])  # a kubeconfig's certificate-authority-data: a PEM certificate
    if pem is not None and _PUBLIC_PEM.match(pem):
        return True
    raw = b64_bytes(value)
    if raw is None or len(raw) < 8:
        return False
    if len(raw) == 42 and raw.startswith(b"Ed"):  # a minisign public key (its secret is 158)
        return True
    name_len = int.from_bytes(raw[:4], "big")
    if 7 <= name_len <= 40 and raw[4:4 + name_len].removeprefix(b"sk-").startswith(
            (b"ssh-", b"ecdsa-")):
        return True
    if raw[0] == 0x30:
        header = 2 + (raw[1] & 0x7F if raw[1] & 0x80 else 0)
        if raw[header:header + 1] != b"\x30":
            return False
        inner = header + 2 + (raw[header + 1] & 0x7F if raw[header + 1] & 0x80 else 0)
        # a certificate: its signed part opens with the version, [0] INTEGER (SAML's
        # <X509Certificate>, a JWK's x5c); a key's algorithm sequence names a public one
        return raw[inner:inner + 4] == b"\xa0\x03\x02\x01" or any(
            o in raw[:32] for o in _KEY_OIDS)
    return False


def basic_credentials(value: str) -> bool:
    """`Authorization: Basic <base64 of user:password>` with a real-looking password."""
    text = b64_text(value)
    return text is not None and ":" in text and not is_placeholder(text.split(":", 1)[1])
