"""Where a secret stands in a text: the patterns of the secret refusal, each with its judge.

Two kinds of rule, so that formats nobody listed are still caught. Issued-token formats
(a vendor prefix, an alphabet, a length) are certain wherever they stand. Context rules
are the general part: a secret-ish name next to a value (`password=`, `client-key-data:`,
`?sig=`, `requirepass x`, `-u user:pass`, `.pgpass` fields, "the passphrase is ..."), a
private-key container of any kind, and a list of codes under a "recovery codes" heading.
Each value then goes to a judge in app.memory.secret_values, which keeps references,
placeholders and settings.
"""

from __future__ import annotations

import base64
import json
import re
from collections import Counter
from collections.abc import Callable
from functools import cache
from importlib import resources
from itertools import pairwise

from app.memory.secret_values import (
    PASSWORD_MANAGERS,
    UUID,
    UUID_TEXT,
    b64_text,
    basic_credentials,
    char_classes,
    credential_value,
    drawn_letters,
    entropy,
    is_placeholder,
    line_at,
    line_before,
    marked_placeholder,
    mixed_key,
    named_digest,
    password_value,
    postal_pin,
    public_id,
    random_lowercase,
    random_token,
    strong_password,
    strong_shape,
    word_start,
    wordy,
)
from app.memory.terms import ANY_STOPWORD, STOPWORDS

Judge = Callable[[str, re.Match[str]], bool]


def _always(value: str, match: re.Match[str]) -> bool:
    return True


# "Stripe's docs use sk_test_… as the sample key": a documented example, public by design.
_DOCUMENTED = re.compile(
    r"(?i)(?<![./@-])\b(?:docs|documentation|documented|sample|examples?|placeholder|dummy|"
    r"fake|test cards?|test[ -]mode)\b(?![./@-])"
    # unless it names where the login is: "htpasswd for the docs preview site -> …"
    r"(?![ \t]+(?:preview[ \t]+)?(?:site|portal|server|host|wiki|vm|box|instance)s?\b)")


_IFSC = re.compile(r"[A-Z]{4}0[A-Z0-9]{6}")  # an Indian bank branch's code
# A dial's turn: its way and number, and how many times round ("R 10 (4x)")
_DIAL_TURN = r"[RL][ \t]*\d{1,2}(?:[ \t]*\(\d+x\))?"
# What names a Z-Wave network's key besides its class ("S2 Access Control")
_ZWAVE_KEY_WORD = re.compile(r"(?i)z-?wave|\bsecurity|\bkeys?\b|\bcl[ée]s?\b|schl[üu]ssel")
_PUBLISHED_GOOGLE_KEY = re.compile(
    r"(?i)firebase(?:Config|app\.)|\binitializeApp\(|google-services\.json|\bauthDomain\b|"
    # NEXT_PUBLIC_FIREBASE_API_KEY: a name's parts are words too
    r"(?<![^\W_])firebase(?![^\W_])[^\n]{0,30}(?<![^\W_])(?:api[ _-]?)?keys?(?![^\W_])|"
    r"GoogleService-Info\.plist|파이어베이스|"
    # a script tag's key, which every visitor's browser fetches: Maps' JavaScript API
    r"<script\b[^>\n]*\bsrc=[\"']?[^\"'>\s]*[?&]key=AIza|"
    r"<key>API_KEY</key>\s*<string>AIza|"  # GoogleService-Info.plist's entry
    # a key shipped inside an app, which any copy of the app holds
    r"\bInfo\.plist\b|\b(?:ios|android)[ -](?:app[ -])?restricted\b")
NOT_SECRET = (r"\b(?:not|isn't|is no|never) (?:a |the )?(?:secret|token|key|password)\b|"
              r"\b(?:inte|ikke|nicht|niet|pas|no es|non [èe]|n[ãa]o [ée]) "
              r"(?:en |ein |une? |una? |uma |een )?"
              r"(?:hemlig|hemmelig|geheim|secr[eè]te?|secret[oa]|segret[oa])\b|"
              r"not sensitive|(?:public|p[úu]blica?|publique|öffentlich)\w* (?:by|por|par) "
              r"(?:design|dise[ñn]o|conception)|safe to (?:share|publish|commit)|"
              r"pode (?:ser )?compartilhad?[ao]?r?|se puede compartir|peut [êe]tre partag[ée]e?|"
              r"meant to be public|restricted to (?:an? )?(?:http )?referr?er|referr?er-locked|"
              r"browser key|secret (?:is not|isn't|not) (?:here|included)|"
              r"\(not the (?:secret(?:'s)? )?value\)|"  # "Secret ID (not the value) of …"
              # a trial's key the vendor prints for everyone: "öffentlicher Test-Lizenzschlüssel"
              r"\bGVLK\b|(?:publicly|öffentlich) documented|öffentlich dokumentiert|"
              r"(?:public|öffentlich\w*)[ -]+(?:\w+-)?(?:trial|test|evaluation|evaluierung)")
"""What a line says of a value it holds that is no secret: "… an identifier, not a secret"."""
_SAID_NOT_SECRET = re.compile(rf"(?i){NOT_SECRET}")
# The words that name a value secret, whatever else the line says of it.
STRONG_CREDENTIAL = r"secret|private|passw|credential"
# The words that name a server's, an admin's or a user's key or login.
SERVER_KEY_WORD = re.compile(rf"(?i){STRONG_CREDENTIAL}|admin|server(?![\"']?[ \t]*:)|management|"
                             r"\baccess[ _-]?(?:token|key)|\bpersonal\b|\bexport\b|\brest\b|"
                             r"workspace[ _-]?token|service[ _-]?account|\bsa\b|\blogin\b|"
                             r"\bpw\b|\bpwd\b|encrypt\w*")
_RESTRICTED = re.compile(
    r"(?i)\bfront[ -]?end\b|\bclient[ -]side\b|\bbrowser[ _-](?:\w+[ _-])?keys?\b|"
    r"(?<![a-z])(?:javascript|js)[ _-]?keys?(?![a-z])|"  # Kakao's, Naver's: in every page
    r"referr?er[ -]?(?:restrict|lock)\w*|"
    r"(?:domain|bundle|property)[ -]?(?:restrict\w*|auth\w*|lock\w*)|"
    r"(?:restricted|locked) to (?:the |our |its )?(?:\*?\.?[\w-]+\.)?"
    r"(?:domains?|sites?|referr?ers?|bundle|app)\b|trusted domains")
_NEGATED = re.compile(r"(?i)(?:\bnot|\bno|\bnever|n't|\bwithout)[\s-]*(?:\w+[\s-]+)?$")


def served_from_pages(around: str, line: str) -> bool:
    """A key said to work only from the app's own pages or bundle (front-end, referrer- or
    domain-restricted, and not "not referrer-restricted") is built into them, unless its line
    names a server's, an admin's or a secret key too ("the front-end one is restricted")."""
    return any(_NEGATED.search(around, 0, m.start()) is None
               for m in _RESTRICTED.finditer(around)) and SERVER_KEY_WORD.search(line) is None
SCRIPT_ADDRESS = re.compile(r"(?<!\S)[^\s?]*\.js\?[^\s\"'<>`]+")
"""A script's address with its query (`sdk.js?appkey=…`): every browser that loads the page
sends it, so a key in it is public by design."""


def documented(line: str) -> bool:
    """The line calls what it holds a documented example (its token taken out)."""
    return _DOCUMENTED.search(line) is not None


def public_config(text: str, value: str) -> bool:
    """A Firebase config's API key, a script tag's, or one the note says is public: Google
    publishes a Firebase app's key to every browser and APK, and a page's to its visitors,
    by design."""
    return value.strip("'\"`").startswith("AIza") and (
        _PUBLISHED_GOOGLE_KEY.search(text) is not None or _SAID_NOT_SECRET.search(text) is not None)


def _snowflake_led(value: str, match: re.Match[str]) -> bool:
    """A Discord bot token opens with its bot's id, a number of 17 to 20 digits in base64:
    what tells it from any three dotted runs of letters."""
    head = value.split(".", 1)[0]
    try:
        return base64.b64decode(head + "=" * (-len(head) % 4), validate=True).isdigit()
    except ValueError:
        return False


def _issued(value: str, match: re.Match[str]) -> bool:
    """An issued-token format, unless the value is a placeholder (`ghp_xxxx…`) or its line
    says it is a documented example or no secret."""
    text = match.string
    line = line_at(text, match.start())
    return not (marked_placeholder(value) or documented(line.replace(value, " "))
                or public_config(text, value) or _SAID_NOT_SECRET.search(line) is not None)


def _generated(value: str, match: re.Match[str]) -> bool:
    """A value named as a token that looks issued: long and not words; a hex run counts
    from 30 characters (Plaid's secret; a shorter one is a key id or a short hash), letters
    alone need the entropy of a generated string (a Google app password is 16 random
    letters)."""
    v = value.strip("'\"`").rstrip(".,;:)")
    if re.fullmatch(r"(?:[0-9A-Fa-f]{2}:){5,}[0-9A-Fa-f]{2}", v):  # a fingerprint F5:D0:…
        return False
    # before `wordy`: "ebca0dde…" reads as vowels, and so does a vendor's "live_2c7a…"
    if hexed := re.fullmatch(r"(?:[A-Za-z]{2,8}[_-])?([0-9a-fA-F]+)", v):
        return len(hexed[1]) >= 30 and len(set(hexed[1])) > 4
    if len(v) < 16 or is_placeholder(v) or public_id(v) or wordy(v) or b64_text(v) is not None:
        return False  # base64 of text is judged by what it decodes to (`secrets`)
    if named_digest(v):
        return False
    if not any(c.isdigit() for c in v):
        return entropy(v) >= 3.3 and len(set(v.lower())) >= 10
    return char_classes(v) >= 2 and entropy(v) >= 3.0


def _slug(value: str) -> bool:
    """Words and numbers joined by - _ or . ("Next.js-14.2", "Dark-Mode_v2", "ARM64-v8a"):
    a name or a version, which `strong_password` alone would call a password."""
    v = value.rstrip(".,;:)")
    parts = re.split(r"[-_.]", v)
    versioned = any(re.fullmatch(r"v?\d{1,3}[a-z]?", p) for p in parts[1:])
    named = (("." in v or "_" in v) and (versioned or re.search(r"\.[a-z]{2,4}$", v))) or any(
        re.fullmatch(r"v\d+[a-z]?", p) for p in parts)
    return named and len(parts) >= 2 and all(
        re.fullmatch(r"[A-Za-z]+\d*|\d+|v?\d+[a-z]?", p) for p in parts)


def _public_code_word(value: str, match: re.Match[str]) -> bool:
    """Digits, or a value named by a word that also means any code (Greek's κωδικός),
    after a public kind of number: "Κωδικός πελάτη: 3021887451" is a customer number."""
    return (value.isdigit() or _GREEK_CODE_WORD.search(match.group(0)) is not None) and (
        public_label(line_before(match.string, match.start("v"))))


# A certificate's SHA-1 or SHA-256 fingerprint, its bytes apart by colons (a key of 16 bytes
# written so, a Zigbee network key, is no fingerprint).
_FINGERPRINT = re.compile(r"[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){19}(?:(?::[0-9A-Fa-f]{2}){12})?")


@cache
def _bip39_words() -> frozenset[str]:
    return frozenset(resources.files("mnemonic").joinpath("wordlist/english.txt")
                     .read_text("utf-8").split())


def _recovery_phrase(value: str, match: re.Match[str]) -> bool:
    """Twelve words in a row, all but one from BIP39's list of 2,048 (a word misspelt or
    misremembered as it was copied off the paper) and most of them different: a wallet's
    recovery phrase, however it is labelled. Prose never runs so long with a single word
    the list lacks ("the", "and", "is", a name)."""
    listed = _bip39_words()
    words = re.findall(r"[A-Za-z]+", value.lower())
    return any(sum(w in listed for w in window) >= 11 and len(set(window)) >= 8
               for window in (words[i:i + 12] for i in range(len(words) - 11)))


_TYPED_ID = re.compile(r"[a-z]{2,6}-[a-z0-9]{3,}")  # a resource's id: "lkc-j9sa0"
# Two names of one family, the second a sibling of the first: "aks-prod-weu-01 / aks-prod-neu-02"
_SIBLING_NAMES = re.compile(
    r"(?P<head>[a-z]+-)[a-z0-9]+(?:-[a-z0-9]+)+ (?P=head)[a-z0-9]+(?:-[a-z0-9]+)+")


_IPV6 = re.compile(r"[0-9a-fA-F]{0,4}(?::[0-9a-fA-F]{0,4}){2,7}")  # "bastion: 128.… / 2a01:4f8::1"


# Where a password is kept, not what it is: "the password is in 1Password".
_KEPT_IN_WORD = re.compile(
    r"(?i)[ \t](?:is|was|in|im|into|at|from|under|von|aus|dans|en|nel|nella|w|в|у)[ \t]")
_DASH_BEFORE = re.compile(r"[—–-][ \t]+[\"'`]?$")
_GENERATED_WORDS = re.compile(r"[a-z]{3,}(?:-[a-z0-9]{3,}){2,}")


def _not_where_kept(value: str, match: re.Match[str]) -> bool:
    """A value after "in"/"w" ("hasło w aplikacji …") or a dash may name where the password
    is kept, an entry or a path: it is one only when drawn, or, after a dash, a generator's
    words ("kauri-chilly-542", not "Prod-DB-1")."""
    drawn = strong_shape(value) and len(value) >= 12 and "/" not in value
    before = match.string[match.start():match.start("v")]
    if _KEPT_IN_WORD.search(before):
        return drawn
    return (drawn or _DASH_BEFORE.search(before) is None
            or _GENERATED_WORDS.fullmatch(value) is not None)


# A network's name as an ISP's box sets it: "PLDTHOMEFIBR_ac13b", "FRITZ-7590_5G"
_ISP_NETWORK = re.compile(r"[A-Z][A-Z0-9]{3,}(?:[-_][A-Za-z0-9]{2,6})+")


def _drawn_letters_digits(value: str) -> bool:
    """Letters and digits drawn at random, too short for an entropy bar: ten characters
    carry at most log2(10) bits each ("p0v4ggs6n4"). Not hex, which a MAC or an id is."""
    return (re.fullmatch(r"(?=\D*\d)(?=.*[a-z])[a-z0-9]{10,}", value, re.IGNORECASE) is not None
            and re.fullmatch(r"[0-9a-f]+", value, re.IGNORECASE) is None and not wordy(value))


def _pair_password(value: str, match: re.Match[str]) -> bool:
    """The second of a (user, password) pair: strong, and no name, version, UUID or id, nor
    a setting that holds one (`puzzle=2b5c84de-…`), nor one of two typed ids
    (`env-nh9qp / lkc-j9sa0`)."""
    held = value.split("=", 1)[-1]
    first = match.group(0).split("/", 1)[0].split()[-1:] or [""]
    return (strong_password(value) and not _slug(value) and not UUID.match(held)
            and not public_id(held) and not _IPV6.fullmatch(held)
            and not (_TYPED_ID.fullmatch(first[0]) and _TYPED_ID.fullmatch(value))
            and not _SIBLING_NAMES.fullmatch(f"{first[0]} {value.rstrip(',;')}"))


def _no_stop_word(value: str, stops: frozenset[str] = STOPWORDS) -> bool:
    """Words in a row that prose would not write: none of them is a stop word."""
    return not any(w.lower() in stops for w in re.split(r"[ \t-]", value))


def _drawn_words(value: str, match: re.Match[str] | None = None) -> bool:
    """Words drawn at random for a passphrase: none is a stop word in any language, nor one
    letter over and over, as a format's placeholder is ("xxxx-xxxx-xxxx-xxxx"), nor the
    word for a password, which names where one is kept ("kafka-scram-password")."""
    words = [w for w in re.split(r"[ \t.-]", value) if w]
    return _no_stop_word(value, ANY_STOPWORD) and not any(
        (w.isalpha() and len(set(w.lower())) == 1)  # "… kiez 66" ends in a number
        or re.fullmatch(r"(?i)pass(?:word|phrase|wd)s?|secrets?", w)
        for w in words)


def _drawn_answer(answer: str) -> bool:
    """An answer made up of a few drawn words, as a careful person gives: "porch kettle 44"."""
    return (len(answer.split()) <= 4 and "?" not in answer and _drawn_words(answer)
            and _NOT_ANSWERED.match(answer) is None)


def _groups_with(value: str, test: Callable[[str], bool], sep: str | None = None) -> int:
    """How many groups of a grouped value pass `test`: a generator mixes its classes in
    most groups, where a product code or a word group keeps to one."""
    return sum(test(group) for group in value.split(sep))


def _both_cases(group: str) -> bool:
    return group != group.lower() and group != group.upper()


def _named_hex(value: str, match: re.Match[str]) -> bool:
    """A vendor's hex key after its name: not when the words between name an attribute
    (its fingerprint, its id)."""
    return _issued(value, match) and _ATTRIBUTE_WORD.search(match.group("lead")) is None


def _word_or_passphrase(value: str, password: Callable[[str], bool]) -> bool:
    """One word that `password` takes for one, or three to eight words drawn for a
    passphrase: a sentence after the label is talk about the password, not the password."""
    words = value.split()
    return (len(words) == 1 and password(value)) or (3 <= len(words) <= 8 and _drawn_words(value))


def _mail_pair_password(value: str, match: re.Match[str]) -> bool:
    """After a mail address, a password, or a passphrase of four words or more."""
    return _pair_password(value, match) or (
        re.fullmatch(r"[a-z]{3,10}(?:-[a-z]{3,10}){3,11}", value) is not None
        and _drawn_words(value))


def _base64_element(value: str, match: re.Match[str]) -> str | None:
    """The text of an element that says it holds base64 (FileZilla's `<Pass
    encoding="base64">`), or None."""
    return b64_text(value) if 'encoding="base64"' in match.group(0) else None


def _password(value: str, match: re.Match[str]) -> bool:
    return password_value(value)


def _in_script_address(match: re.Match[str]) -> bool:
    """The match stands in a token that is a script's address (`SCRIPT_ADDRESS`)."""
    text, end = match.string, match.start()
    start = word_start(text, end)
    return SCRIPT_ADDRESS.match(text, start) is not None


_POSTCODE_WORD = re.compile(r"(?i)\b(?:zip|post ?code|postal code|plz|postleitzahl|code postal|"
                            r"c[óo]digo postal|cap|cp)[ \t]*:?[ \t]*$")
# A house number before its street is no code: "… once we close on 8964 Comanche Cir"
_NOT_STREET = (r"(?!\s+(?:[A-Z][a-z]+\s+){1,2}(?:St|Street|Ave|Avenue|Rd|Road|Dr|Drive|Ln|Lane|"
               r"Cir|Ct|Blvd|Way|Pl|Pkwy|Hwy)\b)")
_EMPTY_NT_HASH = "31d6cfe0d16ae931b73c59d7e0c089c0"  # an empty password's: logs in as no one
_TEST_WORD = re.compile(r"(?i)\b(?:test|teste|testing|testkarte\w*|prueba|essai|sandbox)\b")
_TEST_CARD = re.compile(r"4242(?:[ -]?4242){3}")  # Stripe's test card, in every docs page


# The end of a label or a field before its value: "wifi: …", "user / …", "jdoe,…"
_LABELLED = re.compile(r"(?:[:=>|/→–—-][ \t]*|,)$")
# Words of a note about a login, where a password may stand without its name
_LOGIN = re.compile(r"(?i)\b(?:log[ -]?in|sign[ -]?in|logon|accounts?|acc|kont[oa]|comptes?|"
                    r"contas?|cuentas?|portal|e-?mail|app|user(?:name)?)\b")
# An instance of a kind, not the one in use: "passwords like Summer2024!", "e.g. …"
_LIKE = re.compile(r"(?i)(?:\blike|such as|e\.g\.,?|z\.b\.|\bcomme|\bcomo|\bwie)[ \t]+[\"'“‘]?$")


def _shaped_password(value: str, match: re.Match[str]) -> bool:
    """Not an example ("passwords like Summer2024! are weak"); and where the symbol could
    end a sentence ("made it to Route66!", "Area51?"), the value stands as a label's (after
    a colon, a dash or an arrow, or alone on its line), or the note is about a login."""
    at = match.start("v")
    text = match.string
    line = line_at(text, at)
    return (not documented(line.replace(value, " "))
            and _LIKE.search(text, max(0, at - 12), at) is None
            and (value[-1] not in "!?" or _LABELLED.search(line_before(text, at)) is not None
                 or line.strip() == value
                 or _LOGIN.search(text) is not None or PASSWORD_COLUMN.search(text) is not None))
_HUMAN_PASSWORD = re.compile(  # two words run together, then digits: "manateeBuddy38"
    r"(?=[A-Za-z]*[a-z][A-Z])[A-Za-z]{5,}[-_.]?\d{2,4}[!#$%&*?@]?|"  # not "Notes2024"
    r"[A-Z][a-z]{2,}\d{2,4}[!#$%&*?@]")  # or a word, digits and a symbol: "Braw36&"


# What a long number in groups may be but a key: "wifi router serial 4428 4485 …"
_NUMBERED_THING = re.compile(r"(?i)\b(?:serial|seri(?:en|e)|s/n|invoice|rechnung|factura|fattura|"
                             r"order|bestell|imei|customer|kunden|vertrag|contract|account|konto|"
                             r"phone|tel|telefon|handy|mobil)")
# A document's or a shipment's number, named over it: "commercial invoice\nAGL-EXP-23483"
_DOCUMENT_LABEL = re.compile(r"(?i)\b(?:invoices?|orders?|tracking|booking|reference|receipt|"
                             r"shipment|parcel|ticket|serial|sku|lot|batch|container|po)\b")


def plain_label(label: str) -> bool:
    """A label over a value that names neither an attribute of a secret ("fingerprint",
    "id"), nor something public, nor a document's number: what it labels may be the secret
    itself."""
    return (_ATTRIBUTE_WORD.search(label) is None and _PUBLIC_WORD.search(label) is None
            and _DOCUMENT_LABEL.search(label) is None)


# A pod's, a host's or a bucket's name: lower case in three dashed pieces or more
_RESOURCE_NAME = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+){2,}")
_FILE_NAME_END = re.compile(r"\.[A-Za-z][A-Za-z0-9]{1,4}$")  # DSC02167.CR3, report_v2.pdf


def _own_line_password(value: str) -> bool:
    """A line that is one password: strong, or words in mixed case with digits after, which
    people choose and ids, versions and file names are not."""
    return (strong_password(value) or _HUMAN_PASSWORD.fullmatch(value) is not None) and (
        re.search(r"[/\\@:]|^v?\d+\.\d", value) is None) and not _FILE_NAME_END.search(value) and (
        not public_id(value)) and not _RESOURCE_NAME.fullmatch(value)


def _kept_in(match: re.Match[str]) -> bool:
    """The words before the value say where it is kept: "… is in the safe"."""
    return re.search(r"(?i)\b(?:in|into|at|under|on)\s+(?:the\s+|my\s+)?\S*$",
                     line_before(match.string, match.start("v"))) is not None


def _file_mode(value: str, match: re.Match[str]) -> bool:
    """Octal permissions on a line about a file: "(Datei 0600, nicht ins git)"."""
    return re.fullmatch(r"0[0-7]{3}", value) is not None and re.search(
        r"(?i)chmod|mode|datei|file|fichier|archivo|perm|rechte",  # RESTIC_PASSWORD_FILE too
        match.string[match.string.rfind("\n", 0, match.start()) + 1:match.end() + 80]) is not None


def _pointed(match: re.Match[str]) -> bool:
    """An arrow points at the value: a word after it names where the password is kept
    ("pw → Bitwarden > Clients > …")."""
    lead = line_before(match.string, match.start("v"))
    return re.search(f"{_ARROW}[ \t]*[\"'`]?$", lead) is not None


def _box_key(value: str) -> bool:
    """A router's printed key: three or more groups of letters and a number, one group at
    least with no vowel, as no word has ("cafe-corner-guest-24" names a network)."""
    groups = value.split("-")[:-1]
    return (re.fullmatch(r"[a-z]{4,6}(?:-[a-z]{4,6}){2,5}-\d{1,4}", value) is not None
            and any(not set(g) & set("aeiouy") for g in groups))


def _drawn_groups(value: str, match: re.Match[str]) -> bool:
    """A seed's groups drawn at random: its digits fall in three places or more, where
    a list of codes repeats one shape ("al22 br22 ch22 …")."""
    shapes = {"".join("9" if c.isdigit() else "a" for c in g) for g in value.split()}
    return len(shapes) >= 3 and _base32_seed(value, match)


def _base32_seed(value: str, match: re.Match[str]) -> bool:
    """Base32's letters with two of its digits at least: words and ids seldom are."""
    seed = value.replace(" ", "")
    return (sum(c in "234567" for c in seed) >= 2 and sum(c.isalpha() for c in seed) >= 8
            and not is_placeholder(seed))


def _drawn_bytes(value: str, match: re.Match[str]) -> bool:
    """Bytes drawn at random, not a default laid out in steps (Zigbee2MQTT's "[1, 3, 5, 7,
    …]"), and no public key's."""
    numbers = [int(n[2:], 16) if n[:2].lower() == "0x" else int(n)  # "08" is eight, not an error
               for n in re.findall(r"0[xX][0-9a-fA-F]+|\d+", value)]
    steps = Counter(b - a for a, b in pairwise(numbers))
    return (max(numbers) <= 255 and max(steps.values()) <= len(numbers) // 4
            and not _PUBLIC_WORD.search(match.group(0)))


def _wifi_key(value: str, match: re.Match[str]) -> bool:
    """What a network's key looks like where only its place names it: strong, or drawn."""
    return strong_password(value) or _drawn_letters_digits(value) or random_token(value, 3.5)


def _named_base32_seed(value: str, match: re.Match[str]) -> bool:
    """Six groups or more after a seed's name: one digit is enough, or none where the letters
    make no words (32 random base32 letters hold no digit once in 800 draws)."""
    seed = value.replace(" ", "")
    return not is_placeholder(seed) and (
        any(c in "234567" for c in seed) or not wordy(seed.lower()))


# A MIME encoded word's head, after its "=": "=?UTF-8?B?…?=" is a mail header's text.
_ENCODED_WORD = re.compile(r"\?[\w-]+\?[BbQq]\?")
# A symbol that generators put in a password and that base64, URLs and paths never hold.
_GENERATOR_SYMBOL = re.compile(r"[!#$%^&*?~|<>]")
# "STATUS#Created-2024", "SW-CORE-01#show": a key's name, a prompt; acronyms count as words
_NAME_PIECE = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+")
_VOWEL = re.compile(r"(?i)[aeiouy]")
_HASH_NOTATION = re.compile(r"\$[\w-]+\$")  # crypt's and hashcat's: "$krb5tgs$23$*…"
_MAIL_AT = re.compile(r"@[\w-]+\.[A-Za-z]")  # a mailbox's or a host's "@", not a symbol
_FILE_TAIL = re.compile(r"\.[a-z][a-z0-9]{0,4}$")


def _generated_password(value: str, match: re.Match[str]) -> bool:
    """Four classes, one of them a generator's symbol, and pieces that are not words: nothing
    else is drawn so. Words, acronyms and numbers joined by symbols are a name; a regex, a
    template or a formula pairs its brackets; a path, a glob, a file name, a connection
    string's settings and an encoded word ("=?UTF-8?B?…") have their marks."""
    v = value.rstrip(".,;:)]")
    # a question's mark ends the sentence, not the value ("… owns LTAI5tYE…?")
    symbol = _GENERATOR_SYMBOL.search(v[:-1] if v.endswith("?") else v)
    return (len(v) >= 10 and char_classes(v) == 4 and symbol is not None
            and entropy(v) >= 3.3 and not wordy(v) and not is_placeholder(v)
            and not any(c in v for c in "\\/;") and not _MAIL_AT.search(v)
            and "==" not in v and not _ENCODED_WORD.match(v)
            and not v.startswith("*") and not _FILE_TAIL.search(v)
            and not _HASH_NOTATION.match(v)
            and not any(a in v and b in v for a, b in ("[]", "{}", "()"))
            and not all(p.isdigit() or p.isupper() or (len(p) >= 3 and _VOWEL.search(p))
                        for p in _NAME_PIECE.findall(v)))


def _credential(value: str, match: re.Match[str]) -> bool:
    return credential_value(value)


def _mixed(value: str, match: re.Match[str]) -> bool:
    return mixed_key(value)


def _basic(value: str, match: re.Match[str]) -> bool:
    return basic_credentials(value)


# The prefixes of settings a bundler builds into every copy of a web or mobile app.
_BROWSER_ENV = r"next_public|nuxt_public|expo_public|public|vite|react_app|gatsby|vue_app"
# A name that says what its value is for: a `_file`, `_url`, `_ttl` or `public_key` names a
# setting or public data, whatever secret word it also holds.
_SETTING_NAME = re.compile(
    r"(?i)(?:public|publishable|site[_-]?key|search[_-]?(?:only[_-]?)?key|"
    r"[_.-](?:ids?|url|uri|file(?:path|name)?|path|name|ttl|length|len|"
    r"header|type|count|size|expiry|expires(?:_at)?|lifetime|endpoint|env|ref|hash|hashers?|"
    r"arn|version|rounds|min|max|days|policy|backend|store|method|format|prefix|accessor))$|"
    # what a bundler builds into the page (VITE_, REACT_APP_, NEXT_PUBLIC_), unless named secret
    rf"^(?:{_BROWSER_ENV})_(?!\w*(?:secret|private|passw|admin|server|service))|"
    r"idempotency|dedup\w*|cache[_-]?key|request[_-]?id|"
    # a digest named by its algorithm: a payment page's `md5sig`, a file's `sha256sum`
    r"^(?:md5|sha\d{0,3})[_-]?(?:sig(?:nature)?|sum|hash|digest)$|"
    r"^encrypted|ciphertext|"  # a SealedSecret's encryptedData, a KMS blob: what it decrypts to
    # adminPasswordKey, secretKeyRef, tokenFile, credentialsId: where a secret is kept;
    # a Helm chart's existingSecret… names the Kubernetes Secret that holds it
    r"(?:^|[_.-])existing[_-]?secret|"
    r"(?-i:(?:[Pp]assword(?:Key|Secret)|(?:[Pp]assword|[Ss]ecret|[Tt]oken|[Kk]ey|"
    r"[Cc]redentials?)(?:Ref|Name|File|Path|Env|Ids?))$)|"
    # the same attributes in CamelCase: SecretVersion, UserSecretsId, KeyVaultUrl
    r"(?-i:[a-z](?:Ids?|Url|Uri|Version|Arn|Hash|Endpoint|Accessor)$)")


# A key named by a public-key system is its public half or its fingerprint ("GPG signing
# key: 5255D03D…", "host key (ed25519): SHA256:…"); an SDK's key is built into the app.
_PUBLIC_KEY_NAME = re.compile(
    r"(?i)\b(?:gpg|pgp|gnupg|ssh|host|age|minisign|signify|cosign|sdk)\b(?:[ \t]+[\w-]+){0,2}"
    r"[ \t_]*$")


def _vendor_key(value: str, match: re.Match[str], name: str) -> bool:
    """A value named only as someone's key ("W&B key (my user): …", `vaultKey = '…'`) is a
    credential when it looks issued and is not a UUID, which names things as often."""
    return (_generated(value, match) and not UUID.match(value.strip("'\"`"))
            and _PUBLIC_KEY_NAME.search(name) is None)


def setting_name(name: str) -> bool:
    """A name that says its value is a setting or public data (`auth.accessor`, `_file`)."""
    return _SETTING_NAME.search(name) is not None


def _listed_password(line: str) -> bool:
    """A line under a PASSWORDS heading whose last word is one ("Tesco - Zonnebloem81"),
    not where one is kept ("ING - in 1Password")."""
    words = line.split()
    if len(words) < 2 or re.search(r"(?i)\b(?:in|im|w|dans|en|op|see|siehe)\s+\S", line):
        return False
    last = words[-1]
    return password_value(last) and "@" not in last and any(c.isdigit() for c in last)


# What a note's heading calls a login: "disney+ acct" over an address and its password.
_ACCOUNT_WORDS = r"\b(?:acct|account|log-?in|sign[ -]?in|konto|compte|cuenta|conta)\b"
_ACCOUNT = re.compile(f"(?i){_ACCOUNT_WORDS}")


def _account_above(match: re.Match[str]) -> bool:
    """The line above the match names an account: the address under it is its login, and the
    line under that its password."""
    text = match.string
    end = text.rfind("\n", 0, match.start() + 1)
    above = text[text.rfind("\n", 0, max(end, 0)) + 1:max(end, 0)]
    return end >= 0 and _ACCOUNT.search(above) is not None


# A network's name said just before the value: "SSID: ACME_Guest_56", "와이파이 이름 …".
# what names a network, up to its colon, with no word for its key between: "SSID del bus
# wifi: District-Bus-705"
_NAMED_NETWORK = re.compile(
    r"(?i)(?:ssid|name|이름)\b(?:(?!pass|key|pw|clave|cl[ée]|code|senha|schl)[^\n:=)]){0,30}"
    r"[:=][ \t]*$")


def _clock_time(value: str, match: re.Match[str]) -> bool:
    """A time of day after "at", "to", "um", "à"…: "the alarm is set to 0545", "arm at 2330"."""
    before = match.string[max(0, match.start("v") - 12):match.start("v")]
    return (len(value) == 4 and value.isdigit() and int(value[:2]) < 24 and int(value[2:]) < 60
            and re.search(r"(?i)\b(?:at|to|for|until|till|from|um|à|om|alle|a las|o)\s*$",
                          before) is not None)


def _numbered(value: str, match: re.Match[str]) -> bool:
    """Digits a lock's name is followed by that are the number of something: after a number
    sign ("alarm incident nº 6770110", "Schließfach Nr. 4410"), after a dialling code ("alarm
    company: +34 96 980 59 32"), or named a number and not a code on their line ("número
    d'abonat de l'alarma: 935207")."""
    text, start = match.string, match.start("v")
    if re.search(r"(?i)(?:\bn[º°o]\.?|\bnr\.?|\bnum\.?|№)\s*$|\+\d{0,3}[ .-]?$",
                 text[max(0, start - 6):start]):
        return True
    label = line_before(text, start)
    if public_label(label) or _REFERENCE_WORD.search(label) or re.search(
            r"(?i)(?:\bn[º°]|\bnr\.?|№)(?:\s+\w+){0,2}\s*$", label):
        return True  # "Nº de verificación 14738654"
    return (re.search(r"(?i)\b(?:n[úu]mero|num[ée]ro|numer|number|nummer|номер\w*)\b", label)
            is not None
            and re.search(rf"(?i)\b(?:{_ANY_CODE}|pin|combo|combination|combinaci[óo]n)\b",
                          label) is None)


# What names a licence's key on its line; four groups alone may be an order's number.
_LICENCE = re.compile(r"(?i)licen[cs]|lizenz|lisens|serial|seriennummer|activa|aktivier|"
                      r"product key|produktschl|registr|key|avain|nøkkel|schlüssel|clave|chiave")


def _product_key(value: str, match: re.Match[str]) -> bool:
    """Groups of one length, drawn at random from letters and digits, most of them mixing
    both: a licence's key. Not hex (a UUID's or a hash's parts), nor a reference whose
    groups are words or numbers ("INV-2026-0412-AB12")."""
    groups = value.split("-")
    mixed = sum(any(c.isdigit() for c in g) and any(c.isalpha() for c in g) for g in groups)
    line = line_before(match.string, match.start())
    return (len({len(g) for g in groups}) == 1 and mixed * 2 >= len(groups)
            and not re.fullmatch(r"[0-9a-fA-F-]+", value) and (value.isupper() or value.islower())
            and (len(groups) >= 5 or _LICENCE.search(line) is not None) and _issued(value, match))


def public_jwt(value: str) -> bool:
    """A JWT whose claims make it public by design: Supabase's and PostgREST's `anon` key
    is shipped to every browser, and row-level security guards the data."""
    parts = value.split(".")
    if len(parts) != 3 or not parts[0].startswith("eyJ"):
        return False
    try:
        claims = json.loads(base64.urlsafe_b64decode(parts[1] + "=="))
    except ValueError:
        return False
    return isinstance(claims, dict) and claims.get("role") in ("anon", "public")


def _signed_token(value: str, match: re.Match[str]) -> bool:
    return not public_jwt(value) and _issued(value, match)


def _google_key(value: str, match: re.Match[str]) -> bool:
    """A Google API key, unless its line says it works only from the app's pages: a Maps
    JavaScript key restricted by referrer ships in every page."""
    line = line_at(match.string, match.start())
    return _issued(value, match) and not served_from_pages(line, line)


def _named_credential(value: str, match: re.Match[str]) -> bool:
    name = match.group("k") or ""
    return (not _SETTING_NAME.search(name) and not _FINGERPRINT.fullmatch(value)
            # a secret may be short where its name says so: Naver's client secret has ten
            and (credential_value(value) or (strong_shape(value) and "secret" in name.lower()))
            and not _expression(value, match)
            and not _SAID_NOT_SECRET.search(line_at(match.string, match.start())))


_PASSWORD_PARAM = re.compile(r"(?i)passw|pwd")
_ALGORITHM = re.compile(
    r"(?i)(?:scram-)?sha-?\d{1,3}|md5|aes-?\d{3}(?:-\w+)?|hmac-\w+|rsa-?\d*|ed25519")


# A word after the value that makes it a password manager's name: "1Password vault 'Mobile'".
_MANAGER_AFTER = re.compile(r"[ \t]+(?:vault|item|entry|folder|collection)\b", re.IGNORECASE)


def _named_password(value: str, match: re.Match[str]) -> bool:
    name = match.group("k") or ""
    return (not _SETTING_NAME.search(name) and password_value(value)
            and not _MANAGER_AFTER.match(match.string, match.end("v"))
            and not _expression(value, match) and not _ALGORITHM.fullmatch(value)
            and not (value.isalpha() and _pointed(match)))


def _expression(value: str, match: re.Match[str]) -> bool:
    """Code whose result the name holds, not a password: a cmdlet called with parameters
    (`$pw = Read-Host -AsSecureString`, a prompt for it), an index or a call cut at its
    quote (`storePassword = keystoreProperties["storePassword"]`), or nested calls cut at
    a space (`token = base64(hmac_sha256(merchant_id + …))`)."""
    return re.fullmatch(r"[A-Za-z_][\w.]*[\[(]", value) is not None or (
        re.fullmatch(r"(?:[A-Za-z_][\w.]*\()+[A-Za-z_][\w.]*", value) is not None
        and ("_" in value or value.count("(") >= 2)) or (
        re.fullmatch(r"[A-Z][a-z]+-[A-Z][A-Za-z]+", value) is not None
        and re.match(r"[ \t]+-[A-Za-z]", match.string[match.end("v"):]) is not None)


def luhn(value: str) -> bool:
    """A payment card number's check digit (what tells one from any long number)."""
    digits = [int(c) for c in value if c.isdigit()][::-1]
    total = sum(d if i % 2 == 0 else (d * 2 - 9 if d > 4 else d * 2) for i, d in enumerate(digits))
    return 13 <= len(digits) <= 19 and total % 10 == 0


def _grouped(value: str) -> bool:
    """Groups that spell a generated key; hex groups are a fingerprint (PGP, SSH, TLS)."""
    return mixed_key(value) and not re.fullmatch(r"[0-9A-Fa-f]+", value)




def _codes(value: str, match: re.Match[str]) -> bool:
    """Three codes or more, most of them with a digit and none a word. Digits between
    letters make no word, whatever its vowels ("o88e-7lxz", Discord's)."""
    unnumbered = re.sub(r"(?m)^\s*\d{1,2}[.)]", " ", value)  # a numbered list's "1."
    codes = re.findall(r"[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*", unnumbered)
    with_digit = [c for c in codes if any(ch.isdigit() for ch in c) and (
        not wordy(c) or re.search(r"[A-Za-z]\d+[A-Za-z]", c) is not None)]
    return len(codes) >= 3 and len(with_digit) >= 0.6 * len(codes)


def _grafana_key(value: str, match: re.Match[str]) -> bool:
    """Grafana's key is base64 of {"k": …, "n": its name, "id": …}; a Power BI report
    published to the web has {"k": …, "t": …} in its link, public by design."""
    decoded = b64_text(value + "=" * (-len(value) % 4))
    return _issued(value, match) and (decoded is None or re.search(r'"n"\s*:', decoded) is not None)


def _unnamed_codes(value: str, match: re.Match[str]) -> bool:
    """Codes in a list with no name over it: each mixes letters and digits, and not all in
    one shape, as a list of SKUs would ("ab12-cd34", "ef56-gh78")."""
    codes = re.findall(r"[a-z0-9]{4,5}-[a-z0-9]{4,5}", value)
    shapes = {re.sub(r"\d", "9", re.sub(r"[a-z]", "a", c)) for c in codes}
    return len(shapes) > 1 and all(re.search(r"[a-z]", c) and re.search(r"\d", c) for c in codes)


def _cookie(value: str, match: re.Match[str]) -> bool:
    return any(len(v) >= 16 and mixed_key(v) and not is_placeholder(v)
               for v in re.findall(r"=([^;\s]+)", value))


# A name's word that says it holds a credential: a `session_id` or a `sess_` prefix opens.
CREDENTIAL_NAME = re.compile(rf"(?i){STRONG_CREDENTIAL}|pass|session|token|key|auth|login|cookie")


def _prefixed_token(value: str, match: re.Match[str]) -> bool:
    body = match.group("body")
    return random_token(body, 3.8 if len(body) < 32 else 4.0) and not public_id(value) and not (
        _named_by_prefix(value, match))


def _named_by_prefix(value: str, match: re.Match[str]) -> bool:
    """An object's id whose prefix cuts short the noun just before it ("inquiry inq_7j9M…",
    "evaluation eval_…"): the vendor's type of object, named twice. A credential's own
    word ("session sess_…", "secret sec_…") names a credential."""
    words = re.findall(r"[^\W\d_]+", match.string[max(0, match.start() - 30):match.start()])
    prefix = re.split(r"[_.-]", value, maxsplit=1)[0].lower()
    return bool(words) and len(prefix) >= 3 and words[-1].lower().startswith(prefix) and (
        CREDENTIAL_NAME.match(words[-1]) is None)


AWS_KEY_ID = r"(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AIPA|ANPA|ANVA|AROA|APKA)[A-Z0-9]{16}"
_AUDITED = re.compile(
    r"(?i)\b(?:deactivat\w*|deleted|disabled|revoked|rotated|last (?:used|rotated)|cloudtrail|"
    r"credential report|guardduty|finding)\b")


def audited_key_id(value: str, text: str, start: int) -> bool:
    """An AWS key id in an audit's or a rotation's line: a name in a log ("CloudTrail: … from
    access key AKIA… (user log-shipper)"), not half of a credential."""
    return (re.fullmatch(AWS_KEY_ID, value) is not None
            and _AUDITED.search(line_at(text, start)) is not None)


_PASSWORD_KEYS = (r"pass?o?w[or]{0,2}d|passphrase|passcode|pwd|requirepass|masterauth|bindpw|"
                  # a setting's name: StoragePass=…, but not a password manager's (KeePass)
                  r"(?<=[a-z])(?<!Kee)(?<!Last)(?<!Nord)(?-i:Pass)(?=[ \t]*[=:])|"
                  # and in lower case, $CFG->dbpass = '…', but not a bypass or a compass
                  r"(?<=[a-z])(?<!kee)(?<!last)(?<!nord)(?<!by)(?<!com)(?-i:pass)(?=[ \t]*[=:])|"
                  r"(?<![A-Za-z])[imt]-?pin(?![A-Za-z])|"
                  r"rootpw|root[ _-]?pass(?:word)?|psk|authtok|(?<![A-Za-z])pass(?![A-Za-z])|"
                  r"(?<![A-Za-z])pw(?![A-Za-z])|"
                  r"(?<![A-Za-z])pword(?![A-Za-z])")
_CREDENTIAL_KEYS = (
    r"secret|api[_-]?key|apikey|access[_-]?key|auth[_-]?token|access[_-]?token|"
    r"refresh[_-]?token|bearer[_-]?token|token|private[_-]?key|credentials?|client[_-]?secret|"
    r"(?:account|master|signing|encryption|app|admin|service|shared|license|session|write|"
    r"deploy|root)[_-]?key|key[_-]?data|signature|sig|cookie|session(?:[_-]?id)?|sessid|seed|"
    r"(?<![A-Za-z])auth(?![A-Za-z])"
)
# An aside may stand between a name and its value: "JWT_SECRET (HS256, ledger-api) = …".
_VALUE = (r"""(?:[ \t]*\([^()\n]{0,60}\))?"""
          r"""[ \t]*["'`]?\]?[ \t]*(?:=>|->|:=|[:=]|[ \t]to[ \t])[ \t]*"""
          r"""(?P<v>"[^"\s]+"|'[^'\s]+'|[^\s"'`,;]+)""")
# A name is at most 60 characters on either side of its credential word: unbounded, a
# 20,000-character token is scanned again from each of its dots (minutes, not a millisecond).
_NAME = r"(?P<k>(?<![A-Za-z0-9])[\w.-]{{0,60}}(?:{})[\w.-]{{0,60}})"
# A token and a secret in Ukrainian and Russian ("токен веб-сервісу", "спільний секрет"),
# Thai and Arabic ("โทเคน loyverse", "توكن زوهو").
_FOREIGN_TOKEN = (r"токен\w*|секрет\w*|โทเคน|(?<!\w)(?:ال)?توكن(?!\w)|(?<!\w)ٹوکن(?!\w)|"
                  r"ტოკენ\w*|tokeni\b|ቶከን")  # Georgian, and Estonian's and Georgian's "tokeni"
# The word for a key (what opens a lock or an account) in the languages notes use.
_FOREIGN_KEY = (r"\w*schl[üu]ssel|cl[ée]|clave|llave|chiave|\w*sleutel|chave|\w*キー|klucz\w*|"
                r"\w*トークン|\w*シークレット|[והבלמש]{0,2}מפתח(?:ות)?|"
                r"kl[íi][čc]\w*|klju[cč]\w*|\w*avain|\w*n[øo]kkel|\w*nyckel|\w*n[øo]gle\w*|kulcs\w*|anahtar\w*|ключ\w*|"
                r"chei[ea]|키|کلید|κλειδ(?:ί|ιά|ιού)(?![α-ωά-ώ])|kleidi(?:a|ou)?\b|"
                r"rakt(?:as|o|ą)\b|"  # Lithuanian
                r"түлхүүр\w*")  # Mongolian
# WPA's name, which names the network's key after it ("WPA2: …", "WPA2-PSK …").
_WPA = r"wpa[23]?(?:[ -]?psk)?"
# A Wi-Fi key, named in the languages notes use.
_WIFI_KEY = (r"(?:wi-?fi|wlan)[ -]?(?:key|schl[üu]ssel|code|kode|kod|codice|clave|cl[ée])|"
             rf"{_WPA}(?=[ \t]*[:=])|"
             r"(?:codice|clave|cl[ée]|c[óo]digo|code)\s+(?:(?:del?|du|do)\s+)?wi-?fi")
# A Wi-Fi network's line, up to its colon: "WLAN zuhause 'Vogelnest': …"; the key follows,
# alone or after the network's name and a dash.
_WIFI_LINE = r"(?i)\b(?:wi-?fi|wlan|ssid)\b[^\n:=>→]{0,40}(?:[:=]|->|→)[ \t]*"
# A security question or its answer, in the languages notes use: the answer is as good as
# a password to whoever holds it.
_SECURITY_QUESTIONS = (
    r"security (?:questions?|answers?|q)|secret (?:questions?|answers?)|"
    r"sicherheitsfragen?|sicherheitsantwort(?:en)?|questions? (?:secr[èe]tes?|de s[ée]curit[ée])|"
    r"r[ée]ponses? (?:secr[èe]tes?|de s[ée]curit[ée])|q\.? s[ée]cu\b|"
    r"preguntas? (?:de )?seguridad|preguntes? de seguretat|domand[ae] di sicurezza|"
    r"perguntas? de seguran[çc]a|güvenlik soru(?:su|ları)|veiligheidsvra(?:ag|gen)|"
    r"beveiligingsvra(?:ag|gen)|bezpečnostní otáz\w*|säkerhetsfråg\w*|sikkerhetsspørsmål\w*|"
    r"sikkerhedsspørgsmål\w*|turvakysymy\w*|pytani[ea] (?:pomocnicz[ea]|bezpieczeństwa)|"
    r"soalan keselamatan|pertanyaan keamanan|安全问题|安全問題|密保问题|秘密の質問|سؤال الأمان|"
    r"सुरक्षा प्रश्न|"
    r"ερωτήσεις ασφαλείας|ερώτηση ασφαλείας")
SECURITY_QUESTIONS = re.compile(rf"(?i)(?:{_SECURITY_QUESTIONS})$")  # a heading's end
_SECURITY_ANSWER = (rf"maiden name|{_SECURITY_QUESTIONS}|"
                    r"memorable (?:word|information|data|phrase)")
# What a code that opens something is named after: "door code", "access code".
_OPENS = r"door|alarm|gate|lock|access|entry|entrance|safe|garage|panel|unlock"
_PROSE_NAMES = (rf"passw(?:or)?d|passphrase|passcode|pin|psk|(?:{_OPENS}|security)\s+code|"
                rf"combination|secret|token|{_FOREIGN_TOKEN}|api[\s-]+(?:key|{_FOREIGN_KEY})|"
                r"(?:master|private|secret|admin|access)\s*\.?\s*key|"
                rf"{_WIFI_KEY}")
# What a prose name may say it is for before its value: "the password at the cabin is …".
# Greek's word for a password is its word for any code: "ταχυδρομικός κωδικός" is a postcode.
_GREEK_CODE = (r"κωδικ(?:ός|ού|ό|οί|ούς|ών)(?![α-ωά-ώ])|k[ow]dik(?:os|ou|o|oi|ous)\b|"
               r"κωδ\.|k[ow]d\.|κλειδάριθμ\w*|kleidarithm\w*")  # and "κωδ.", a PIN's word
_GREEK_CODE_WORD = re.compile(f"(?i){_GREEK_CODE}")
# A password named in another language ("Passwort für das NAS: …", "mot de passe : …").
FOREIGN_PASSWORD = (r"\w*passwort|\w*kennwort|p-?wort|mots? de passe|mdp|contrase[ñn]a|clave|senha|"
                     r"\w*パスワード\w*|\w*pwd|\w*wachtwoord|\w*l[öo]senord(?:et|en)?|l[öo]sen\b|\w*has[łl]o|has[łl]\.|"
                     r"palavra-passe|"
                     r"parola d'ordine|adgangskoden?|[şs]ifr[eə](?:si|sini|m|miz|niz|ler|li)?\b|"
                     r"parola(?:s[ıi]|m|n[ıi]z)?\b(?!\s+(?:de[li]\w*|di|chiave|magica|d'))|"
                     r"κωδικ\w* πρόσβασης|συνθηματικ\w*|\w*passord\w*|\w*salasan\w*|salis\b|heslo|"
                     r"contra(?=[ \t]*[:=])|\w*jelsz[óoa]\w*|lozink\w*|лозинк\w*|"
                     r"šifr[aeu]\b|шифр[аеу]\b|"
                     r"geslo|парол\w*|kata laluan|"
                     # Latvian's "parole", not a prisoner's or the French word for speech
                     r"parol[eiu]s?\b(?!\s+(?:officer|board|hearing|violation|de|d'|du|des|et))|"
                     r"kata sandi|(?<![\w'’])sandi(?:nya)?\b|\w*密[码碼]\w*|"
                     r"\w*口令\w*|\w*授权码\w*|"
                     r"\w*(?:비밀번호|비번|빕번)|패스워드|암호(?!화)|"
                     r"m[aậ]t kh[aẩ]u|(?<![\w.@/-])mk(?![\w@/-])|"
                     r"รหัสผ่าน\w*|\w*พาสเวิร์?ด\w*|(?<!\w)รหัส(?:แอ[พป])?(?!\w)|"
                     r"\w*סיסמ[האת]\w*|(?<!\w)رمز(?:ش|م|تون| دوم| اول)?(?!\w)|گذرواژه\w*|"
                     r"wagwoord|(?<![\w.@/-])ww(?![\w@/-])|ramz(?:e)?\b|"  # "ww": wagwoord's
                     r"kodeord\w*|safe[ -]?word|code[ -]?wor[dt]|ciec|"
                     r"pasfhocal|cyfrinair|facal[- ]faire|\w*lykilor[ðd]\w*|\w*leynior[ðd]\w*|"
                     r"parool\w*|"
                     r"salas[õo]na\w*|m[äa]rgus[õo]na\w*|পাসওয়ার্ড|পাসফ্রেজ|"
                     r"dispositiv[ao](?=[ \t]*[:=])|"  # an Italian bank's for payments
                     r"slapta[žz]od\w*|slapt\.|slaptafraz\w*|құпия ?сөз\w*|nenosiri|contrasenya|"
                     r"pasahitz\w*|contrasinal|"
                     # Albanian's, with what its article joins to it: "fjalëkalimi i ri" (new)
                     r"fjal[ëe]kalim\w*(?:[ \t]+[ie][ \t]+[^\W\d_]{2,20})?|"
                     r"[وبل]?كلمة (?:ال)?(?:مرور|سر)|(?:و?ال)?ب[اآ]سو?ورد|و?الباس(?!\w)|پا?سورد|"
                     r"[وبل]?(?:ال)?رقم (?:ال)?سري|पासवर्ड|पासकोड|कूटशब्द|"
                     # Tamil, whole and up to its closing virama, which is no word letter
                     r"பாஸ்வேர்ட்|கடவுச்சொல்|பாஸ்வேர்ட(?=்)|கடவுச்சொல(?=்)|"
                     r"پاس ?ورڈ|"  # Urdu
                     r"პაროლ\w*|"  # Georgian
                     r"මුරපද\w*|පාස්වර්ඩ|"  # Sinhala
                     r"(?:የ)?(?:ይለፍ|መግቢያ) ቃል|ፓስወርድ|"  # Amharic
                     r"нууц[ \t]+үг\w*|(?<!\w)нууц(?=[ \t]*[:=])|"  # Mongolian
                     r"clau\b(?! p[úu]blica)|paraula (?:clau|de pas)|"  # Catalan
                     rf"{_GREEK_CODE}")
# What a sentence about passwords names instead of one: "my password manager is now …".
_ABOUT_PASSWORDS = (r"(?:manager|policy|policies|rules?|reset|expir\w*|hint|requirements?|hash\w*|"
                    r"length|strength|complexity|generator|settings?)\b")
# The same, where the language names it first: "gestionnaire de mots de passe : Bitwarden",
# "política de contraseñas", "gestore password".
_ABOUT_PASSWORDS_FIRST = (
    r"(?:gestionnaire|gestor|gestore|gerenciador|g[ée]n[ée]rateur|generador|generatore|"
    r"gerador|politique|pol[íi]tica|r[èe]gles?|reglas?|regole|regras?|longueur|longitud|"
    r"lunghezza|comprimento|r[ée]initialisation|restablecimiento|reimpostazione|"
    r"redefini[çc][ãa]o)")
_ABOUT_PASSWORDS_BEFORE = re.compile(
    rf"(?i)\b{_ABOUT_PASSWORDS_FIRST}(?:\s+(?:de|des|du|di|dei|delle|della|da|das|do|dos|del)\b)?"
    r"(?:\s+(?:la|le|les|las|los|l'))?\s*$")
# A heading over what is said about passwords, not over passwords: "Password policy".
PASSWORD_TOPIC = re.compile(rf"(?i)\b(?:{_ABOUT_PASSWORDS}|{_ABOUT_PASSWORDS_FIRST}\b)")


def names_a_topic(text: str, at: int, value: str) -> bool:
    """The words just before `at` say the password word that starts there is a topic (its
    manager, its policy), and `value` is a plain word or number: it names the manager or
    counts characters. A passphrase or a strong value there is still the manager's own."""
    return (value.isalpha() or value.isdigit()) and (
        _ABOUT_PASSWORDS_BEFORE.search(text, max(0, at - 40), at) is not None)


# What makes a number beside a lock or a pattern its model, price or a step, not its code.
_BOUGHT = re.compile(r"(?i)\b(?:model|cost|costs|price|quote|bought|buy|flight|receipt|warranty|"
                     r"broke|lost|kwijt|gekocht|zgubion\w*|kupi\w*|case|tutorial|step|page)\b")
# A number and its unit, "12-znakowe", "90days", "5GB": a length or a period, not a
# password; a capital inside the letters is no unit ("9EIVbAOeKGEx").
_MEASURE = re.compile(r"\d+[-\s]?(?:[^\W\d_][^\W\d_A-Z]*|[A-Z]{1,4})")
# The verbs of a password's change, before what it was changed to: "zmieniłam hasło … na …"
_CHANGED = (r"zmieni\w+|zm[ěe]nil\w*|changed|veranderd|gewijzigd|chang[ée]|ge[äa]ndert|"
            r"cambiad[oa]|cambi[óé]|mud(?:ou|ei)|alter(?:ad[oa]|ei|ou)|troc(?:ad[oa]|ou|quei)|"
            r"\w*reset(?:ted)?|set")
# When, between the change and its new value: "mudou hoje p/ …", "changed again to …"
_WHEN = r"(?:(?:today|again|yesterday|hoje|ontem|hoy|ayer|heute|gestern|aujourd'hui)\s+)?"


def _new_password(value: str, match: re.Match[str]) -> bool:
    """A password's new value, not a measure it was changed to ("… to 12 characters")."""
    v = value.rstrip(".,;:!?)")
    return _password(value, match) and not _MEASURE.fullmatch(v) and not re.fullmatch(
        r"\d+(?:[./-]\d+)+", v)  # a date: "changed in 2024-03"

_QUALIFIER = (r"(?:\s+(?:for|at|on|of|to|in|de|del|du|des|da|do|di|della|en|à|a|per|für|im|am|"
              r"bei|zum|zur)\s+(?:the\s+|my\s+|our\s+|la\s+|le\s+|el\s+|les\s+|los\s+|las\s+|"
              r"il\s+|der\s+|die\s+|das\s+|den\s+|l')?[\w'-]+(?:\s+[\w'-]+)?)?")
_B32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
# A digit said as a word, in the languages notes use.
_DIGIT_WORD = (r"(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|null|eins|zwei|drei|vier|"
               r"jeden|dwa|trzy|cztery|pi[ęe][ćc]|sze[śs][ćc]|siedem|osiem|dziewi[ęe][ćc]|"
               r"nul|twee|drie|vijf|zes|zeven|negen|"
               r"f[üu]nf|sechs|sieben|acht|neun|z[ée]ro|un|deux|trois|quatre|cinq|sept|huit|neuf|"
               r"cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|due|tre|quattro|cinque|sei|"
               r"sette|otto|nove)")
# A password or a code spelled out: "capital E", "großes T", "F majuscule", "four four five".
_NATO = (r"alfa|alpha|bravo|charlie|delta|echo|foxtrot|golf|hotel|india|juliett?|kilo|lima|mike|"
         r"november|oscar|papa|quebec|romeo|sierra|tango|uniform|victor|whiske?y|x-?ray|yankee|zulu")
_SPELLED = (r"\b(?:capital|upper[ -]?case|gro(?:ß|ss)e[sr]?)[ ,]+"
            rf"(?:(?-i:[A-Z])(?![a-z])|(?:{_NATO})\b)|"
            r"\b(?-i:[A-Z])[ ,]+(?:maiuscol[ao]|majuscule|may[úu]scula|mai[úu]scula|wielk\w+)\b|"
            r"\b(?:du[żz][eay]|wielk\w+|hoofdletter)[ ,]+(?-i:[A-Z]),|"
            rf"\b{_DIGIT_WORD}(?:[ ,-]+{_DIGIT_WORD}){{2,}}\b")
# What an answer to a security question looks like: a name, or words in quotes.
_ANSWER = re.compile(r"\b[A-Z][a-zà-ÿ]{2,}|['\"‘“][^'\"’”]{3,}['\"’”]")
# Or one made-up word alone, as a careful person answers: "-> urfaruwwwo", "1. paella022".
_BARE_ANSWER = re.compile(r"[\"'«“]?[^\s,;\"'«»“”]{4,}[\"'»”]?[ \t]*(?:$|[,;.(])")
# The answer after its question on one line: "first car? salmon marmalade 44  street …?"
_ASKED = re.compile(r"\?[ \t]+([^?\n]+?)(?=[ \t]{2,}|[ \t]*[,;(]|[ \t]*$)")
_BEFORE_ASIDE = re.compile(r"[ \t]+[—–-][ \t]|[ \t]*\(")  # "érable toboggan 581 — bidon"
_NOT_ANSWERED = re.compile(r"(?i)(?:still|need|not|to ?do|set|what|which|who|where|when|how|"
                           r"none|n/a|see|ask|will|later|tbd|don'?t|forg[eo]t\w*|"
                           r"zapyta\w*|vragen|demander|"
                           r"preguntar|fragen|chiedere|sormak)\b")
# "is", in the languages notes use
_IS = r"(?:is|was|it'?s|ist|lautet|est|es|és|è|é|este|jest|je|är|er|ni|là|είναι|einai|это|е|هو|هي)"
# What says a value follows its name: "is", a colon, an equals sign or an arrow.
# An arrow between a name and its value, either way round.
_ARROW = r"(?:->|=>|→|←|(?<=\s)--(?=\s))"  # "pw for guests -- teacup…"
_SAID = rf"(?:\b{_IS}\b|[:=]|{_ARROW})"
_POINTING = r"->|→|=>"  # an arrow that may say "is", or point at where a secret is kept
# What follows a number that makes it an amount, a size or a span, not a code.
_AMOUNT_UNITS = (r"€|\$|£|eur|euro|usd|km|kg|cm|mm|%|"  # and ISO 4217's most written codes
                 r"(?:gbp|jpy|cny|rmb|inr|brl|mxn|pln|czk|huf|sek|nok|dkk|try|egp|aed|sar|kes|"
                 r"ngn|zar|vnd|idr|thb|php|krw|rub|uah|ron|aud|cad|nzd)\b")
_UNITS = rf"{_AMOUNT_UNITS}|chf|h\b|min|years?"
_YEAR = re.compile(r"19\d\d|20[0-3]\d")  # a year a note names
# Four digits that read as a year of this century or the last: where a lock's or a
# phone's digits could be a year, they are taken for one (wider than `_YEAR`).
_CENTURY_DIGITS = re.compile(r"(?:19|20)\d\d")
# What names a manager's passphrase beside the manager's name: "Bitwarden hoofdwachtwoord"
_MASTER_NAMES = rf"master|{_PASSWORD_KEYS}|{FOREIGN_PASSWORD}"
_MASTER_WORD = re.compile(rf"(?i)\b(?:{_MASTER_NAMES})\b")
# A camera or its recorder, named: what makes six capitals after "code" its verification code
_CAMERA = re.compile(r"(?i)\b(?:hik\w*|ezviz|nvr|dvr|cctv|ip ?cam\w*|camera|kamera)\b")
# The end of a host's name, joined by dots as a passphrase's words may be
_HOST_END = re.compile(r"(?i)\.(?:[a-z]{2,3}|example|internal|test|local|localdomain|lan|home|"
                       r"intranet|corp)$")
# A password manager's name, the longer first: "keepassxc" before "keepass"
_MANAGERS = "|".join(sorted(PASSWORD_MANAGERS, key=len, reverse=True))
# What names a number as a reference to a case, not a login: "ticket sa hosting support: …"
_REFERENCE_WORD = re.compile(r"(?i)\b(?:ticket|case|incident|invoice|ref(?:erence)?)\b")
# An OpenPGP key's fingerprint as gpg prints it: ten groups of four hex digits.
_OPENPGP_FINGERPRINT = re.compile(r"(?i)(?:[0-9a-f]{4}[ \t]+){4}[0-9a-f]{4}[ \t]{1,2}"
                                  r"(?:[0-9a-f]{4}[ \t]+){4}[0-9a-f]{4}(?![\w-])")
# The words that make the year after them a date: "after 2024", "seit 2019".
_BEFORE_A_YEAR = re.compile(r"(?i)\b(?:after|since|before|until|from|in|during|desde|seit|depuis|"
                            r"dal|od|sejak|sinds|sedan|fra|з|із|зі|с|со|після|после|від|от)[ \t]+$")
# A span of time after a number: "timeout: 1800 seconds", "1440 min".
_SPAN_UNITS = (r"(?:s|ms|secs?|seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|sekunden|"
               r"secondes|segundos)\b")
# What holds a token in prose: "buildkite API token bkua_…", "shared secret for the APs: …".
# What names a short numeric code: a PIN, a door or safe code, in the languages notes use
# (and "PAC", the Personal Access Code of an Irish bank's online banking).
_CODE_NAMES = (r"(?<!kra )pin(?: ?[12])?|pinni\w*|clave (?:de|del) cajero|ওটিপ(?=ি)|পিন|"
               r"(?<!\w)(?:ایم ?)?پن(?!\w)|"  # Urdu
               r"namba ya siri|(?<![\w-])siri(?=[ \t]*[:=])|"  # Swahili
               r"(?<!\w)ፒን(?!\w)|"  # Amharic
               r"(?<![\u0B80-\u0BFF])பின(?=்(?![\u0B80-\u0BFF]))|"  # Tamil, not "பின்னர்" (later)
               r"tunnuslu\w*|"  # a Finnish bank's PIN ("tunnusluku")
               r"\w*kóð(?:i|inn|ann)|код (?:от |для )?(?:телефона|разблокировки)|opnast með|"
               r"[tmi]-?pin|pin[ -]?code|(?-i:PAC)|"
               r"п[иі]н(?:-?код|[иіа])?|pin[iı]|code pin|code cb|"  # "піни", Turkish "pini"
               r"pin(?:as|ą|o)\b|"  # Lithuanian
               r"nip(?= tarjeta| de| del| para|[ \t]*[:=])|"  # Mexico's word for a PIN
               r"(?<!\w)[והבלמש]{0,2}קוד|(?:i?phone|mobile|screen|tablet|ipad)\s+unlock|"
               r"screen ?lock|lock ?screen|"
               r"(?:i?pad|tablet|laptop|bank(?:ing)? app)\s+(?:pass)?code|"
               # (said to be the code: "Suitcase lock 2023 Samsonite" names a model year)
               r"(?:bike|cable|gym|shed|pad)[ -]?lock(?=[ \t]*[:=]|[ \t]+(?:is|was|code)\b)|"
               r"code (?:to|for) (?:open|unlock)(?:ing)? (?:the |my )?\w+|"
               r"(?:to )?(?:open|unlock) (?:the |my )?(?:phone|ipad|tablet|laptop)|"
               r"phone passcode|(?:new|my) phone code|"  # not "Phone code 0044 (UK)"
               r"(?<![\w-])pac(?=[ \t:]+\d{4,6}\b)|"
               r"keyless(?:[ -]entry)?(?:\s+code)?|"
               r"\w*(?:暗証|パスコード|ロック解除|オートロック|画面ロック|解錠)\w*|"
               r"ansh[oō]u?[ -]?bang[oō]u?|"
               r"(?:c[óo]d(?:igo|\.)?\s+)?multicanal|c[óo]d(?:igo|\.)?\s+(?:de\s+)?acesso|pinpas\w*|"
               r"รหัส(?:ประตู|กด|เข้า|ล็อ?ค)\w*|"
               r"code (?:de (?:la )?)?carte (?:bancaire|bleue)|"
               r"[وبل]?(?:ال)?رقم (?:ال)?سري|"
               r"(?:كود|رمز) (?:ال)?(?:فتح|قفل|باب|بوابة|[إا]نذار|خزن[ةه])|"
               r"feloldó ?kód\w*|pink[óo]d\w*|पिन|पासकोड|passcode|passkey|\w*暗証番号\w*|"
               r"\w*해제\s*(?:코드|번호)|\w*번호키|도어락|"  # Korean: a disarm code, a keypad lock
               # Vietnamese: a door's code, a manager's
               r"m[aã]\s+c[uử]a|m[aã]\s+(?:qu[ảa]n\s+l[ýy]|manager)|"
               r"brandkas|(?:kluis|brandkas)\s+kombinasie|"  # Afrikaans ("kluis" is a vault too)
               r"(?:door|alarm|gate|garage|safe|lock|entry|entrance|master|duress|scratch(?:-off)?|"
               r"barrier|car ?park|claim|parental[ -]control|screen ?time|"
               r"keypad|disarm|locker|unlock|guest|pairing|access|padlock|buzzer|intercom|share|"
               r"supervisor|manager|admin|override|engineer|shackle|call ?box|security system)"
               r"\s+(?:code|cd(?=[ \t]*[:=-]?[ \t]*\d{4}))|"  # a card terminal's; "alarm cd 8660"
               # Polish: what a code opens, after "kod do" ("kod do garazu 117105")
               r"kod(?:u|em)? do (?:\w+ )?(?:drzwi|bram\w*|gara[zż]\w*|klatk\w*|domofon\w*|"
               r"aplikacj\w*|telefon\w*|sejf\w*|alarm\w*|furtk\w*|skrytk\w*)|"
               r"ekran kilid\w*|"  # Turkish: a screen lock
               # the same in Lithuanian (the owner's case before "kodas") and Albanian
               r"(?:supervizoriaus|administratoriaus|vadovo|kasinink\w*|seifo|dur[ųu]|"
               r"signalizacijos|vart[ųu]|spynos|gara[žz]o)\s+kod(?:as|ą|o)|"
               r"kod(?:i|in)\s+(?:e\s+|i\s+)?(?:verifikimit|sigurisë|sigurise|portës|portes|"
               r"alarmit|kasafortës|kasafortes|përkohshëm|perkohshem)|"
               r"unlocks? with|passnumber|desbloqueo|desbloqueio|sblocco|d[ée]verrouillage|"
               r"(?:dis)?arm(?:ed)?(?: the (?:alarm|system|panel))? with|(?:av)?larma med|"
               r"personlig kod|(?:2|two|deux|dos|zwei)[ -]?(?:step|[ée]tapes?|pasos|stufen?)\w*|"
               r"host key|"
               r"desarmar co[nm]|desactivar con|(?:se )?arma con|scharf mit|unscharf mit|"
               r"(?:r[ée]sident|interphone|intercom|zahlenschloss)\w*\s+code|code r[ée]sident|"
               r"keypad|teclado|host ?key|puk\d?(?:[ -]?(?:code|no\.?|number))?|пук\d?|"
               r"(?:code|codice) puk|"
               r"one[ -]time (?:code|password|pin)|otp|sms[ -]code|код подтверждения|"
               r"μοτίβο ξεκλειδώματος|графическ\w* ключ\w*|код доступа|"
               # "combi" only before a dial's numbers: a Škoda Octavia Combi is a car
               r"combo|combi(?=[ \t:]+\d{1,2}(?:-\d{1,2}){2}(?!\d))|"
               r"combination|combinaci[óo]n|combina[çc][ãa]o|combinaison|combinazione|"
               r"kombination|kombinasi|"
               r"duress|(?:coacci[óo]n|coa[çc][ãa]o)(?=[ \t]*[:=])|"  # a duress code, labelled
               r"kh[oó]a s[oố]|m[aã] kh[oó]a|cvv|cvc|digicode|t[üu]rcode|"
               r"\w*(?:tor|t[üu]r|alarm|zugangs|entsperr)"
               r"\w*-?code|code (?:de |d')(?:d[ée]verrouillage|appairage|acc[èe]s|entr[ée]e)|"
               r"(?:code|c[óo]d(?:igo|\.)?|codice)\s+(?:(?:de|di|du|do|da|del|della|dell')\s+)?"
               r"(?:la\s+|l')?"
               r"(?:porte|port[ãa]o|puerta|porta|portail|garage[m]?|alarm[ea]?|allarme|cancello|"
               r"tastierino|tecnico|emergenza|"  # a keypad's, a technician's, an emergency's
               r"supervisor|gestor|administrador|"  # a card terminal's, in Portuguese and Spanish
               r"acesso|acceso|accesso|"
               r"immeuble|edificio|pr[ée]dio|casa|maison|coffre|caja)")
# Any word for a code, in the languages notes use: "Abholcode", "código", "kod odbioru".
_ANY_CODE = (r"[\w-]*(?:code|kode[nt]?|kod|koodi|kood)|c[óo]digo|codice|codi|"
             r"kod(?:u|em|as|ą)?|k[óo]d(?:j[aá]t?)?|côd|কোড|"
             r"कोड|"  # Nepali
             r"კოდ(?:ი|ის|ები|ებს)?|"  # Georgian
             r"කෝඩ|"  # Sinhala
             r"ኮድ|"  # Amharic
             r"(?:ال)?كود|کد|"
             r"код|κωδικ(?:ός|ό|ού)")
# The kinds of code that are data, not a key: an error, postal, product or booking code,
# named by a word that begins so, before the code or between it and its digits.
_PUBLIC_CODE = re.compile(
    r"(?i)(?:error|fehler|erreur|status|exit|http|response|return|post(?!e?id)|area|country|dial|autori[sz]|"
    r"vorwahl|promo|auth|discount|rabat|gutschein|coupon|voucher|gift|tracking|biller|"
    r"sendung|order|bestell|booking|buchung|reference|referenz|course|kurs|steuer|fiscal|"
    r"language|currency|airport|colou?r|farb|kleur|couleur|colore|source|sample|example|item|article|artikel|prod|"
    r"style|class|model|serial|invoice|rechnung|customer|kunden|member|client|pocztow|"
    r"descuento|sconto|rabais|reserva|pedido|ordine|prenota|region|branch|bank(?!ing|id)|swift|"
    r"routing|мфо|банк(?!інг)|ussd|dress|cheat|referral|invite|affiliate|event|meeting|sire[tn]|imei|iccid|"
    r"campaign|kampagne|campagne|campa[ñn]a|sponsor|commercial|advert|curso|cours\b|corso|"
    r"modular|censo|census|versi(?:on|ón|one|ie|yon)?\b|"
    r"gtin|ch[èe]que|cheque|check|ταχυδρομ|ta[xc]h?[iy]dromik|προσφορ|πελάτ|προϊόν|κράτησ|παραγγελ|συνταγ|αποστολ|παροχ|τιμολογ|"
    r"pelat|proion|kratis|paraggel|syntag|apostol|timolog|заказ|клиент|товар|отслеж|бронир|"
    r"сч[её]т|договор|رهگیری|پستی|ملی|تخفیف|پیگیری|سفارش|فاکتور|מעקב|הזמנ|מיקוד|"
    # Lithuanian: a payment's, a declaration's, a transaction's, an account's, an order's, a
    # parcel's, a company's or a person's code ("įmokos kodas", "įmonės kodas")
    r"mok[ėe]j|[įi]mok|mokes[čc]|deklarac|operacij|s[ąa]skait|u[žz]sakym|siunt|"
    r"[įi]mon[ėe]s|asmens|klient|prek[ėi]|klaid|nuolaid|rezervac|nuorod|pvm)"
    r"|(?:zip|plz|tax|sort|iso|hex|ean|sku|bic|qr|ids?|nr|numer|indeksu?|hs|hts|tariff|spots?|"
    r"vin|hin)$")
# Compounds whose first part makes the code data: opcode, unicode, barcode, timecode.
_PUBLIC_COMPOUND = frozenset({"op", "uni", "en", "de", "bar", "qr", "time", "short", "zip", "err",
                              "post", "source", "country", "area", "promo", "error", "status",
                              "leet", "vs", "key", "char", "geo", "auth", "version", "build",
                              "bundle", "release", "put", "streck", "kampanj", "rabatt",
                              "registri", "register", "registry", "registration", "tak"})


# Words that make a bare code a secret one: "code personnel 058127", "secret code 4471".
_SECRET_QUALIFIER = re.compile(r"(?i)\b(?:secret[oa]?|personnel|personal[e]?|confidenti\w+|"
                               r"pers[öo]nlich\w*|segreto|privat\w*|geheim\w*)\b")
# "mdp" is a Markov decision process as often, unless French goes on: "mdp temporaire …"
_MDP_SAID = r"(?:temporaire|provisoire|initial|actuel|nouveau|du|de|des|pour)\b"
# The word for digits after their count, in the languages notes use.
_DIGIT_WORDS = (r"digits?|d[íi]gitos?|chiffres|stellen|stellig(?:en?)?|ziffern|cifre|cijfers?|"
                r"cyfr\w*|siffror|sifre|haneli|(?:chữ )?số|자리|桁|位")
# How many digits a code has, said before it: "senha de 4 dígitos … 2669", "6자리: 665215".
_DIGIT_COUNT = rf"\b\d{{1,2}}[ -]?(?:{_DIGIT_WORDS})(?![\w-])"
# What makes counted digits part of a number, not a code: a card's last four, its first six,
# an order's or an account's number.
_MASKED_PART = re.compile(r"(?i)\b(?:last|first|final|ending|end|laatste|eerste|letzten?|"
                          r"order|tracking|invoice|ticket|case|ref\w*|account|acct|iban|"
                          r"nr|no|number|nummer|num[ée]ro|n[úu]mero|numer\w*|"
                          r"ersten?|derniers?|premiers?|[úu]ltimos?|primeros?|ultim[ie]|prim[ie]|"
                          r"ostatni\w*|pierwsz\w*|sista|f[öo]rsta)\b")
# The words that name a one-time or verification code, in the languages notes use.
_ONE_TIME = (r"otp|ওটিপি|one[- ]time|2fa|two[- ]factor|(?:2|two)[ -]?step|2sv|mfa|duo|"
             r"verification|verify|verifizierung|doğrulama|"
             r"verificaci[óo]n|v[ée]rification|verifica(?:ção|cao|zione)?|weryfikac\w*|"
             r"verificatie|verifikasi|verifikim\w*|x[áa]c (?:minh|th[ựu]c)|подтвержд\w*|"
             r"التحقق|تحقق")
# What says a one-time code is spent, after it on its line: used or expired, in the
# languages notes use ("822955 — usado ontem", "438837 (kullanıldı", "… — expired, ignore");
# not "not used yet", nor what it is used for ("usado para entrar")
_SPENT = re.compile(
    r"(?i)(?<!\bnot )(?<!\bnever )(?<!\bn[ãa]o )(?<!\bno )(?<!\bnie )(?<!\bне )(?<!\bne )"
    r"(?<!\bnicht )(?<!\bniet )(?<!\bikke )(?<!\binte )(?<!\bej )(?<!\bned )(?<!\bnoch )"
    r"(?<!un)\b(?:"
    r"already used|used (?:already|up|yesterday|today|once|at \d[\d:.]*|on \d[\d./-]*|"
    r"\d{1,2}:\d{2})|"
    # signed in with it already: "came thru after I was already in", "she's already in"
    r"already (?:logged |signed )?in(?=[ \t]*(?:[—–,.;)!]|$))|"
    r"(?:was|were|been|got) used|"
    r"already entered|no longer valid|(?:is|now) dead|dead now|no longer works|"
    r"(?:didn'?t|did not|didnae|doesn'?t|does not) work|(?:was|got) rejected|"
    r"useless(?: now)?|(?:order |parcel |package )?delivered|n[ãa]o funcionou|no funcion[óo]|"
    r"redeemed|claimed|applied to (?:my|the|our|his|her) (?:account|balance)|"
    r"ran out|run out|(?:is |'s )?gone(?: now)?|no good now|used \d{1,2}[./-]\d{1,2}[./-]\d{2,4}|"
    r"(?:het )?verval|verstryk|"  # Afrikaans
    r"(?:already )?cashed|"
    r"ginamit(?: ko)?(?: na)?|nagamit na|hindi na valid|expired na|"  # Tagalog
    r"expire (?:aa?g|aa?y)i\w*|expire aachu|"  # Tanglish
    r"expired|(?:j[áa] |ya )?(?:usad|utilizad)[oa](?! (?:para|pra|pro|por|en|no|na|em)\b)|"
    r"expirad[oa]|vencid[oa]|caducad[oa]|utilisée?|expirée?|périmée?|"
    r"usat[oa]|utilizzat[oa]|scadut[oa]|abgelaufen|verbraucht|benutzt|verwendet|eingel[öo]st|"
    r"gebruikt|verlopen|u[żz]yt[ya]|wykorzystan[ya]|wygas[łl]\w*|pou[žz]it[ýyáaoé]|"
    r"vypr[šs]el\w*|kullan[ıi]ld[ıi]|kullan[ıi]lm[ıi][şs]|s[üu]resi doldu|"
    r"використан\w*|прострочен\w*|использован\w*|ист[её]к\w*|"
    r"(?:sudah|dah) (?:guna|digunakan|dipakai|pakai|used|expired|tamat)|tamat tempoh|"
    r"kedaluwarsa|kadaluarsa|đã dùng|hết hạn|h[ếe]t hi[ệe]u l[ựu]c|"
    r"ime-?expire|ilitumika|imetumika|imeisha muda|muda (?:wake )?umeisha|timed out|"  # Swahili
    r"(?:allerede )?brugt|udl[øo]b(?:et|er)|utl[øo]pt|ugyldig|anv[äa]nd|utg[åa]ngen|ogiltig|"
    r"(?:use|used|expire|expired) ho (?:gaya|gayi|gya|chuka|chuki)|expire වෙලා|"
    r"ungültig|ungueltig|abgeholt|(?:already |been )?(?:collected|picked up)|retirad[oa]|"
    # "— used ✓", "used it, done", "(old, ignore)"
    r"(?:used|done)(?=[ \t]*(?:[✓✔,.;)]|it\b|now\b|$))|(?<=\()old(?=[ \t]*[,;)])|"
    r"منتهي(?:ة)?|انتهى|انتهت|مستخدم(?:ة)?|استخدمت\w*|"  # Arabic
    r"(?:pa|su)naudot\w*|baig[ėe]si|pasibaig\w*|nebegalioj\w*|"  # Lithuanian
    r"หมดอายุ\w*|ใช้แล้ว|"  # Thai
    # Bangla and Banglish
    r"expire (?:hoye|hoy|hoise|hoyeche|holo)\w*|ব্যবহার হয়ে গেছে|ব্যবহৃত|মেয়াদ (?:শেষ|উত্তীর্ণ)|"
    r"venci[óo]|caduc[óo]|expir[óo])(?!\w)"
    # Chinese, Japanese and Korean, where the next letter is a word's too ("過期了")
    r"|(?<![沒没未不])(?:過期|过期|已(?:使用|用)|用[過过]|失效)|期限切れ|使用済み|"
    r"만료(?!되지)|사용(?:됨|했)|시간 ?초과")
# What a code typed at a door names besides a lock: "digita 3698 e premi la campanella"
_ENTRY_WORD = re.compile(r"(?i)\b(?:codes?|codice|c[óo]digo|m[ãa]|palazz\w*|building|"
                         r"campan\w*|bell|c[ửu]a|keypad|intercom|buzzer)\b")
# Where a "PIN" is a public number: a courier's (Purolator's tracking PIN), a parcel's, a
# tax compliance certificate's
_PUBLIC_PIN = re.compile(r"(?i)purolator|courier|parcel|deliver\w*|shipp?\w*|track\w*|"
                         r"complian\w*|certificate|\bkra\b|itax")
# A company's register, whose letter brings an authentication code: "Companies House", "CH"
_COMPANY_REGISTER = re.compile(r"(?i)companies house|\bcompany\b|(?-i:\bCH\b)|\bltd\b|\blimited\b")
# A card payment's words: its authorisation code is printed on every receipt
_CARD_PAYMENT = re.compile(r"(?i)receipt|recibo|re[çc]u\b|quittung|\bcard\b|carte|tarjeta|visa\b|"
                           r"master ?card|amex|terminal|\bpos\b|transac\w*|\btxn\b|approv\w*|"
                           r"payment|purchase|merchant|\*{3,}|x{4}")
# What names a one-time code on its line
# (not any code's: an alarm's code "used yesterday" by the cleaner is still the code)
_ONE_TIME_LINE = re.compile(
    rf"(?i)\b(?:{_ONE_TIME}|sms|m?ta[nc]|3d ?secure|einmal\w*|bestätigungs\w*|"
    r"(?:log-?in|sign-?in|confirmation|security|mail|e-?mail|sms|whatsapp|telegram|signal|"
    r"viber)[ -]?(?:codes?|kodu)|fortitoken|securid|"
    # a parcel's pickup code is spent once the parcel is collected
    r"abhol\w*|pick-?up code|c[óo]digo de retiro|parcel[ -]?(?:locker|box)?[ -]?codes?|"
    r"c[óo]d(?:igo|\.)? (?:de )?(?:confirma\w*|acesso|seguran\w*))(?!\w)")


# Words that say the spent one is another code: "door code 4471 (the old one expired)"
_ANOTHER = re.compile(r"(?i)\b(?:old|previous|other|last one|antig\w*|anterior|alte[nr]?|eski|"
                      r"стар\w*|попередн\w*|poprzedn\w*|p[řr]edchoz\w*|lama|ancien\w*|vecchi\w*)\b")


def _line_end(text: str, pos: int) -> int:
    line_end = text.find("\n", pos)
    return len(text) if line_end < 0 else line_end


def _spent_on_line(text: str, end: int) -> bool:
    """The words after a value on its line say it is used or expired."""
    return _SPENT.search(text, end, _line_end(text, end)) is not None


def spent_code(text: str, start: int, end: int) -> bool:
    """Digits on a one-time code's line that the words just after them say are used or
    expired: a record of a past login, no secret any more."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = _line_end(text, end)
    said = _SPENT.search(text, end, min(line_end, end + 50))
    return said is not None and _ANOTHER.search(text, end, said.start()) is None and (
        _ONE_TIME_LINE.search(text, line_start, line_end) is not None)


# A backup or recovery code's name, in the languages notes use: "kurtarma kodu", "予備コード".
_BACKUP_CODE = (r"(?:recovery|backup|back-up|fallback|bypass|scratch|emergency|spare)[ -]"
                r"(?:verification[ -])?codes?|"  # Google's sheet: "BACKUP VERIFICATION CODES"
                # what they are for, said: "if I get locked out of classroom again:"
                r"(?:if|when|in case)[ \t]+(?:i|we)(?:[ \t]+(?:get|am|are)|'m|'re)?"
                r"[ \t]+locked[ \t]+out|"
                r"duo (?:bypass |backup )?codes|"
                r"backup-?codes?|tartal[ée]k ?k[óo]d\w*|biztons[áa]gi k[óo]dok|ব্যাকআপ ?কোড|"
                r"m[aã]\s+d[uự]\s+ph[oò]ng|"  # Vietnamese
                r"სარეზერვო კოდ\w*|backup kodebi|"  # Georgian
                r"බැකප් කෝඩ|"  # Sinhala
                r"wiederherstellungs-?codes?|sicherungs-?codes?|notfall-?codes?|ersatz-?codes?|"
                r"codes? de (?:secours|r[ée]cup[ée]ration)|"
                r"c[óo]digos? (?:de verificaci[óo]n )?de (?:respaldo|recuperaci[óo]n|"
                r"recupera[çc][ãa]o|backup|reserva|"
                r"c[óo]pia de seguran[çc]a)|"
                r"codici? (?:di )?(?:backup|recupero|riserva)|herstel-?codes?|back-?upcodes?|"
                r"reservkod(?:er|erna)?|återställningskod(?:er|erna)?|gendannelseskoder?|"
                r"reservekoder?|varakoodi\w*|kody? (?:zapasow\w+|odzyskiwania)|záložní kód\w*|"
                r"yedek kod(?:u|lar[ıi])?|kurtarma kod(?:u|lar[ıi])?|atsargin\w* kod\w*|"
                r"kody? awaryjn\w*|"
                r"kod(?:et|i|e)? (?:e |i )?rikuperimit|"
                r"резервн\w* код\w*|код\w* восстановления|запасн\w* код\w*|код\w* відновлення|"
                r"予備コード|バックアップコード|リカバリーコード|復旧コード|备用[码碼]|恢复[码碼]|"
                r"백업 ?코드|복구 ?코드")
# The words that name a login, in the languages notes use.
_LOGIN_NAMES = (r"log-?in|user(?:name)?|identifiant|benutzer(?:name)?|nutzer|usuario|utilisateur|"
                r"utente|u[żz]ytkownik|gebruiker(?:snaam)?|usu[áa]rio|kullan[ıi]c[ıi]|"
                r"felhaszn[áa]l[óo]\w*|utilizator\w*|pengguna|(?:ال)?يوزر|اسم المستخدم|"
                r"korisni\w*|корисни\w*|nalog|налог|lietotāj\w*")
# A login named on the line: its code is the password ("identifiant vxtrhvu code 159516").
_LOGIN_WORD = re.compile(rf"(?i)\b(?:{_LOGIN_NAMES})\b")


# Twelve groups of five digits: the safety number two chat apps' users compare aloud
# (WhatsApp's "security code", Signal's), a fingerprint of both public keys.
_SAFETY_NUMBER = re.compile(r"\d{5}(?:[ \t]+\d{5}){11}(?!\d)")


def _named_code(value: str, match: re.Match[str]) -> bool:
    """A code named as such, unless a word around it says it is one of the public kinds.
    A bare "code" needs "is" or a colon before its digits ("the code runs on port 8080" is
    no code), a compound ("Abholcode 630267") does not; a year is never a code."""
    word = match.group("k").lower()
    compound = re.sub(r"[\s-]*(?:code|kode|kod|koodi|kood)$", "", word)
    # the word's last part, camelCase too: "BusinessShortCode" is an SMS short code's
    last = (re.findall(r"[A-Z]?[a-z]+", match.group("k"))[-2:-1] or [""])[0].lower()
    if compound != word and (compound in _PUBLIC_COMPOUND or last in _PUBLIC_COMPOUND):
        return False
    said = re.search(f"(?i){_SAID}", match.group("gap")) or _SECRET_QUALIFIER.search(
        match.group("gap"))
    line = line_before(match.string, match.start()) + match.group(0)
    if (compound == word or not compound) and not said and not _LOCKED.search(line) and not (
            _LOGIN_WORD.search(line)):
        return False
    if word in ("kodas", "kodą") and not _LOCKED.search(line):  # Lithuanian names every id
        return False  # a code ("įmonės kodas", a company's; "asmens kodas", a person's)
    if (not said and _YEAR.fullmatch(value)) or _SAFETY_NUMBER.match(match.string,
                                                                        match.start("v")):
        return False
    before = match.string[max(0, match.start() - 24):match.start()].split("\n")[-1]
    gap = match.string[match.end("k"):match.start("v")]
    words = [compound, *re.findall(r"[^\W\d_]+", before)[-2:], *re.findall(r"[^\W\d_]+", gap)]
    return not any(_PUBLIC_CODE.match(w) for w in words if w)


def public_code(lead: str) -> bool:
    """The last words before a value name a public kind of code ("Booking code for the
    ferry: …", "Buchungscode …"), as `_named_code` judges one."""
    words = re.findall(r"[^\W\d_]+", lead)[-5:]
    return any(re.fullmatch(_ANY_CODE, w, re.IGNORECASE) and not w.lower().startswith("pass")
               for w in words) and any(_PUBLIC_CODE.match(w) for w in words)


# A label that says the value is an id, with what it identifies after it: "ID de la hoja de
# cálculo (Sheets): …", "ID of the form:".
ID_LABEL = re.compile(r"(?i)(?<![\w-])(?:id|identifier|identificador|identifiant|kennung)"
                      r"[ \t]+(?:of|for|de|del|da|do|du|des|von|der|di|della)\b[^\n:=]{0,50}"
                      r"[:=][ \t]*[\"']?$")


def public_label(lead: str, last: int | None = 3) -> bool:
    """One of the last words before a value (three, or all with None) names a public kind
    of number: "Google Play order GPA.1487-…", "tracking RR482193057JP", or a code word's
    whole name, "código promocional do curso de k8s:"; or the label says it is an id."""
    words = re.findall(r"[^\W\d_]+", lead)
    return any(_PUBLIC_CODE.match(w) for w in (words if last is None else words[-last:])) or (
        ID_LABEL.search(lead) is not None)


# Lithuanian's word for public, and its "vieš." (not "viešbutis", a hotel)
LITHUANIAN_PUBLIC = r"\bvie[šs](?:(?:as|a|ai|i|ą|ojo|asis|oji|ieji)\b|\.)"
# public, or a site key (a site's own login is no public word: "the insurance site is …"),
# but not "publish": a publisher, a publishing token ("npm publish token")
# A CAPTCHA's site key, which a page serves to every visitor, in the languages notes use.
SITE_KEY = (r"sit(?:e|io|o)[ _-]?(?:keys?|clave|chiave|cl[ée])\b|site(?:nin)? anahtar\w*|"
            r"(?:clave|chiave|chave|cl[ée]) (?:del |di |de |du |do |da )?sit(?:e|io|o)\b|সাইট ?কী")
_PUBLIC_WORD = re.compile(r"(?i)p[uú]bli(?!sh(?!able))|pubblic(?:[aoi]|he)\b|öffentl|offentl|"
                          r"julki|ve[řr]ejn|"
                          r"openba|публичн|публічн|(?:открыт|відкрит)\w* ключ|عمومی|δημόσι|dimosi|"
                          rf"ציבורי|פומבי|{LITHUANIAN_PUBLIC}|"
                          rf"\b(?:{SITE_KEY})")
# A table column that holds passwords or short codes (`secrets`' Markdown tables): the same
# names the patterns know, whole.
PASSWORD_COLUMN = re.compile(
    rf"(?i)(?<![a-z])(?:{_PASSWORD_KEYS}|{FOREIGN_PASSWORD}|{_WIFI_KEY}|secret|token|"
    r"api[ _-]?key)(?![a-z])")
# A word for a password, a passphrase or a Wi-Fi key: what a list's heading may end in.
PASSWORD_WORD = re.compile(rf"(?i)(?<![a-z])(?:{_PASSWORD_KEYS}|{FOREIGN_PASSWORD}|{_WIFI_KEY})$")
CODE_COLUMN = re.compile(rf"(?i)(?:{_CODE_NAMES}|code|cid|combo|key ?safe|lock ?box|safe|"
                         r"(?:ال)?(?:رمز|كود)|kodas|รหัส)")
# The two ways a combination dial turns, in the languages notes use: a dial's numbers,
# each with its way ("höger 56, vänster 49, höger 32", "33 w prawo, 03 w lewo").
_TURNS = (r"right|left|droite|gauche|derecha|izquierda|rechts|links|destra|sinistra|direita|"
          r"esquerda|prawo|lewo|h[öo]ger|v[äa]nster|h[øo]yre|venstre|h[øo]jre|vpravo|vlevo|"
          r"doprava|doleva|oikealle|vasemmalle|jobbra|balra|вправо|влево|направо|налево|"
          r"sa[ğg]a|sola|δεξι[άα]|αριστερ[άα]|右|左|오른쪽|왼쪽")
_TURN = rf"(?<![^\W\d_])(?:{_TURNS})(?![^\W\d_])"
_TURN_WORD = re.compile(f"(?i){_TURN}")
# What a combination or a code opens.
_LOCKS = (r"alarm(?![ -]?clock)\w*|door|кодов\w+ (?:замок|ключниц\w*)|kasa(?:n[ıi]n|s[ıi])?|"
          r"(?:voor|achter|portiek|garage|kelder|flat|buiten|zij)?deur|"
          r"drzwi|gate|barrier|barrera|telefonillo|portero|port[óo]n|cochera|gembok|"
          r"kunci pintu|port[ãa]o|porte|t[üu]r|\w+t(?:ü|ue)r|tor|gara(?:ge|je|[zż])\w*|"
          r"tastenfeld|call ?box|(?:bike|cable|gym|shed|chain)[ -]?lock|"
          r"security system|"
          r"safe[ns]?|tresor|μπάρα\w*|mpara|"
          r"coffre(?:-fort)?|cofre|caja fuerte|cassaforte|locker|padlock|keypad|\w*slot|cadenas|"
          r"key ?safe|key ?box|lock ?box|lock-?up|allarm\w*|antifurto|portone|cancello|citofono|"
          r"c[ửu]a (?:sau|tr[ưu][ớo]c|ch[ií]nh|ti[ệe]m)|"
          r"cabinet|cupb(?:oa|ao)rd\w*|peti besi|peti keselamatan|brankas|"
          r"candado|lucchetto|cadeado|z[áa]mek|sk[řr][íi][ňn]k\w*|hangslot|skryt\w*|"
          r"schr[áa]nk\w*|kap[ıi]|πόρτ\w*|συναγερμ\w*|χρηματοκιβώτι\w*|двер\w*|домофон\w*|"
          r"сейф\w*|сигнал[иі]заці\w*|сигнализаци\w*|замк\w*|замок|хвіртк\w*|калитк\w*|ворот\w*|"
          r"під'?їзд\w*|подъезд\w*|도어락|현관\w*|k[eé]t s[aắ]t|"
          r"[והבלמש]{0,2}(?:אזעק\w*|דלת|כספת|שער)|آلارم|قفل|گاوصندوق|دزدگیر|"
          r"bram[aęy]\w*|furtk\w*|klatk[aęi]\w*|domofon\w*|kasetk\w*|"
          r"(?:caixa|arm[áa]rio) (?:das|de) chaves|"
          # Finnish, Swedish, Norwegian and Danish, Estonian, Hungarian, Romanian
          r"ovi\w{0,4}|ulko-ovi\w*|\w*portti\w*|avains[äa]il\w*|\w*kaappi\w*|\w*lukko\w*|"
          r"\w*h[äa]lyt\w*|puomi\w*|autotalli\w*|portkod\w*|\w*kodl[åa]s\w*|\w*l[åa]set|"
          r"\w*skåp(?:et)?|larm(?:et)?|\w*dörr\w*|\w*dør\w*|nøkkel(?:skap|boks)\w*|"
          r"nøgle(?:boks|skab)\w*|pengeskab\w*|uks\w{0,4}|värav\w*|seif\w*|ajtó\w*|kapu\w*|"
          r"\w*széf\w*|vchod\w*|dver[ií]\w*|k[óo]dov\w* z[áa]m\w*|br[áa]n[aeyu]\b|"
          r"lakat\w*|lac[ăa]t\w*|uș[ăa]\w*|poart[ăa]\w*|шлагбаум\w*|lyklabox\w*|"
          r"þjófavörn\w*|viðvörunarkerf\w*|तिजोरी\w*|"
          r"dur(?:ys|[ųu])|spintel\w*|vart(?:ai|[ųu])|signalizacij\w*|"  # Lithuanian
          r"riaszt[oó]\w*|s[êe]ff|allwedd\w*|tijori|"  # Hungarian, Welsh, Bangla
          r"signalisatsioo\w*|signaliseeri\w*|"  # Estonian
          r"კარ(?:ი|ის)|სადარბაზო\w*|სეიფ\w*|სიგნალიზაცი\w*|"  # Georgian
          r"දොර|එලාම|සේප්ප|"  # Sinhala
          r"ማንቂያ|ቁልፍ|ጥምር|ሴፍ|"  # Amharic: an alarm, a lock, a combination, a safe
          r"дохиол\w*|охран\w*|"  # Mongolian (and Russian): an alarm, a guard's
          r"பூட்ட(?=ு)|லாக்கர(?=்)|"  # Tamil: a lock, a locker
          r"digital lock|smart lock|"
          r"অ্যালার্ম|দরজা|লকার|সিন্দুক|তিজোরি")
# What a code opens or says it is secret, on its line: "Boîte à clés : code 2562".
# What a combination opens, in the languages notes use.
_LOCK_NOUNS = (rf"{_LOCKS}|lock\w*|schloss|kłódk\w*|taquilla|szafk\w*|\w*tresor\w*|"
               r"\w*kluis\w*|sejf\w*|schl[üu]sselkasten|"
               r"caja de llaves|cassetta|szaf[aey]|trezor\w*|χρηματοκιβωτ\w*|"
               r"n[øo]kkel(?:skap|boks)\w*")
_LOCK_LINE = re.compile(rf"(?i)\b(?:{_LOCK_NOUNS})\b")
_LOCKED = re.compile(
    rf"(?i)\b(?:{_LOCK_NOUNS}|secret|secreto|segreto|geheim\w*|bo[îi]te à cl[ée]s|porta|puerta|"
    r"portão|cart[ea]|card|karte|tarjeta|iphone|ipad|portable|tablette?|"
    r"voicemail|messagerie vocale|r[ée]pondeur|mailbox|buz[oó]n de voz|"
    r"storage|bodega|llaves?|cel|celular)\b")
# Words that make a holder's value one of its attributes: "signing key fingerprint: …".
_ATTRIBUTE = (r"\b(?:fingerprints?|ids?|hash|digest|checksum|headers?|public|names?|url|path|"
              r"sha-?\d*|md5|cert\w*|"
              r"file|length|ttl|expir\w*|rotation|policy|format|type|prefix|version|scopes?)\b")
_ATTRIBUTE_WORD = re.compile(f"(?i){_ATTRIBUTE}")
# What hex in groups may be besides a key: an address, a register's dump, a signature
_HEX_ATTRIBUTE = re.compile(rf"(?i){_ATTRIBUTE}|\b(?:mac|address|register|dump|signature|serial|"
                            r"crc|uuid|service|characteristic)\b")
_HOLDER = (r"(?:(?:api|access|auth|bearer|bot|deploy|personal[ -]access|service|session|refresh|"
           r"app|admin|master|license|shared|setup|secret|private|signing|client|integration|rest|"
           r"webhook|root|account|encryption|recovery|cli|ci|application|user|login|auth|"
           r"subscription|aes(?:-?\d{3})?|hmac|fernet|jwt|cipher|network|nwk)[ _.-]?"
           r"(?:keys?|tokens?|secrets?)|"
           r"(?:ключ|klucz)[ \t]+api|"  # the key word first: "ключ API Нової Пошти"
           r"ап[іи][ _-]?ке[йи]|"  # "API key" said in Cyrillic letters: "апі кей"
           r"segredo|segreto|"  # Portuguese and Italian nouns: "segredo e5cf…"
           r"tokens?|tok|secrets?|sekret\w{0,3}|pat|passw(?:or)?ds?|passphrases?|passcodes?|login|licen[cs]es?|"
           r"unseal[ _-]?(?:keys?|shares?)|"  # Vault's unseal key, or a keyholder's share of it
           r"(?:admin|어드민|시크릿|비밀|rest ?api)[ _-]?키|"  # Korean: "어드민키", "Admin 키"
           r"kh(?:[oó]a|o[aá])\s+b[ií]\s+m[aậ]t|m[aã]\s+b[aả]o\s+m[aậ]t|"  # Vietnamese
           rf"community(?: string)?|dek|kek|zmk|tmk|zpk|bdk|\w*[密私]钥\w*|\w*令牌\w*|"
           rf"{_FOREIGN_TOKEN})")
# An aside in brackets: "(team acme-ml, my user)", "(indexing)".
_ASIDE = r"\([^)\n]{0,50}\)"
# The words from a token's name to its value, an aside one step ("… for the script is …"),
# never a word that says the value is an attribute of the token (its id, its hash).
_ON_TO_VALUE = rf"(?:(?!{_ATTRIBUTE})[^\n.:=;(]|{_ASIDE})"
# What an issued token looks like where a name introduces it: one run of key characters.
_ISSUED_VALUE = r"(?<![\w/+=.-])(?P<v>[A-Za-z0-9_][A-Za-z0-9+/=_.:~-]{15,})(?![\w/+=-])"

def _secret_data(value: str, match: re.Match[str]) -> bool:
    """A value under a Secret's `data:`, base64 of a generated token or password (a
    certificate, a name or a URL there decodes to text with spaces, dots or slashes)."""
    before = match.string[: match.start()]
    data = before.rfind("data:")
    decoded = b64_text(value)
    return (data >= 0 and re.match(r"(?i)data:[ \t]*\n", before[data:]) is not None
            and re.search(r"(?i)\bsecret\b", before[:data]) is not None
            and decoded is not None and re.fullmatch(r"[\w+/=!@#$%^&*-]{12,}", decoded) is not None
            and (random_token(decoded, 3.0) or strong_password(decoded)
                 or re.fullmatch(r"[0-9a-f]{24,}", decoded) is not None))


_LOCK_LAST = re.compile(rf"(?i)\b(?:{_LOCKS})[ \t]+$")


def _lock_digits(value: str, match: re.Match[str]) -> bool:
    """A key safe's or a lock's digits. A lock's name alone ("gate", "alarm") needs a dash or
    a colon before them, or nothing between ("alarme 7435"), and not the number of something;
    words after them with no separator make a measure ("Garagedeur 2400 breed"); four digits
    that read as a time need "is"; a price, or a number word between, makes them data."""
    gap = match.group("gap")
    # another lock's name right before the digits is theirs: "Vchod – kódový zámok 58479"
    said = match.group("sep") is not None or _LOCK_LAST.search(gap) is not None
    if match.group("lock") is not None and (
            not (said or not gap.strip()) or _numbered(value, match)):
        return False
    if _BOUGHT.search(gap) or (not said and match.group("words")):
        return False
    if len(value) == 4 and int(value[:2]) <= 23 and int(value[2:]) <= 59 and not re.search(
            r"(?i)\bis[ \t]*$", gap):
        return False
    return not any(_PUBLIC_CODE.match(w) or w.lower() in _NUMBER_WORDS
                   for w in re.findall(r"[^\W\d_]+", gap))


_NUMBER_WORDS = frozenset({"number", "nummer", "numéro", "no", "tel", "phone", "box", "po"})


def _labelled_password(value: str, match: re.Match[str]) -> bool:
    """A password under or beside a plain label: one people choose, not an id or a name."""
    return _own_line_password(value) and plain_label(match.group("label"))


def _same_line_password(value: str, match: re.Match[str]) -> bool:
    """Beside its label a value must look chosen more plainly than alone on its line: a
    symbol, or two words run together with digits; both cases; no address or number in the
    label (a code, a network's name or an id after a colon stays kept), nor an SSID's."""
    return (_labelled_password(value, match)
            and not re.search(r"(?i)\bssid\b", match.group("label"))
            and (re.search(r"[!#$%&*?@+]", value) is not None
                 or _HUMAN_PASSWORD.fullmatch(value) is not None)
            and ((re.search(r"[a-z]", value) is not None and re.search(r"[A-Z]", value) is not None)
                 or re.fullmatch(r"[A-Z]{4,}\d{2,4}[!#$%&*?@]", value) is not None)  # "NUTMEG6581!"
            and not re.search(r"https?|\d{2}", match.group("label")))


PATTERNS: tuple[tuple[str, re.Pattern[str], Judge], ...] = (
    # ---- private keys in any container -----------------------------------------------------
    ("pem_private_key", re.compile(
        r"(?i)-----BEGIN [A-Z0-9 ]*(?:PRIVATE|SECRET|STATIC) KEY(?: [A-Z0-9]+)*-----"), _always),
    ("pem_private_key", re.compile(r"PuTTY-User-Key-File-\d+:[\s\S]*?Private-Lines:"), _always),
    ("private_jwk", re.compile(
        r'\{(?=[^{}]*"kty")[^{}]*"(?:d|k|p|q|dp|dq|qi)"\s*:\s*"(?P<v>[A-Za-z0-9_-]{16,})"'),
     _always),
    ("bech32_secret_key", re.compile(  # age's AGE-SECRET-KEY-1…, nostr's nsec1…
        rf"(?i)(?<![\w-])(?P<v>[a-z-]*(?:secret|sec|priv)[a-z-]*1[{_B32}]{{40,}})"), _always),
    # ---- issued-token formats ---------------------------------------------------------------
    ("aws_access_key", re.compile(rf"\b(?P<v>{AWS_KEY_ID})\b"),
     # AWS's own documented example key reads as one: tests and docs use it as one. A key id
     # in an audit's or a rotation's line is a name in a log ("CloudTrail: … from access key
     # AKIA… (user log-shipper)"), and "AKIAXXXXXXXXXXXXXXXX" is a template's blank.
     lambda v, m: len(set(v[4:])) > 2 and not audited_key_id(v, m.string, m.start())),
    ("aws_secret_key", re.compile(
        r"(?i)aws[\w.-]{0,30}?(?:secret|sk)[\w.-]{0,20}[\"'`]?\s*(?:[:=]|=>)\s*[\"'`]?"
        r"(?P<v>[A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])"), _issued),
    ("github_token", re.compile(r"\b(?P<v>gh[pousr]_[A-Za-z0-9]{36,255})\b"), _issued),
    ("github_token", re.compile(r"\b(?P<v>github_pat_[A-Za-z0-9_]{50,255})\b"), _issued),
    ("gitlab_token", re.compile(
        r"\b(?P<v>gl(?:pat|dt|ptt|rt|cbt|oas|soat|ft|imt|agent)-[A-Za-z0-9_-]{20,})"), _issued),
    ("azure_client_secret", re.compile(  # Entra ID's app secrets: three, a digit, then Q~
        r"(?<![\w~.-])(?P<v>[A-Za-z0-9_~.-]{3}\dQ~[A-Za-z0-9_~.-]{31,34})(?![\w~.-])"), _always),
    ("azure_devops_pat", re.compile(  # 52 of base32's lower case (an onion address has 56)
        r"(?<![\w./-])(?P<v>(?=(?:[a-z]*[2-7]){4})[a-z2-7]{52})(?![\w./-])"), _always),
    ("slack_token", re.compile(r"\b(?P<v>xox[abposre]-(?:\d+-)*[A-Za-z0-9]{10,}[A-Za-z0-9-]*)"),
     _issued),
    ("nats_nkey_seed", re.compile(r"\b(?P<v>S[UAONCXP][A-Z2-7]{56})\b"), _issued),  # nsc's
    ("webhook_signing_secret", re.compile(r"\b(?P<v>whsec_[A-Za-z0-9+/=]{24,})"), _issued),
    ("twilio_auth_token", re.compile(  # an account SID and its auth token, as basic auth takes
        # or as a pair in prose: "creds: AC… / …"
        r"\bAC[0-9a-f]{32}(?::|[ \t]*[/|,][ \t]*)(?P<v>[0-9a-f]{32})\b"), _issued),
    ("twitch_stream_key", re.compile(r"\b(?P<v>live_\d{6,12}_[A-Za-z0-9]{20,40})\b"), _issued),
    ("twitch_oauth_token", re.compile(  # a Twitch chat bot's token as IRC takes it
        r"(?<![\w/])oauth:(?P<v>[a-z0-9]{30})(?![\w-])"),
     lambda v, m: _issued(v, m) and sum(c.isdigit() for c in v) >= 2),
    ("camera_verification_code", re.compile(  # a Hikvision or EZVIZ camera's verification
        # code, six capitals on its label, which encrypts its stream and adds it to an app
        r"(?i)\bcode\b[^\n\w]{0,4}(?-i:(?P<v>[A-Z]{6}))(?![\w-])"),
     lambda v, m: _CAMERA.search(m.string) is not None and not public_label(
         line_before(m.string, m.start("v"))) and _issued(v, m)),
    ("gateway_signing_key", re.compile(  # a payment gateway's signing secret: JazzCash's
        # "integrity salt", Easypaisa's "hashKey"
        r"(?i)\b(?:integrity[ _-]?salt|hash[ _-]?key)\b[\"']?(?:[^\n:=]{0,40}?[:=][ \t]*[\"']?|"
        r"[ \t]+)(?P<v>[A-Za-z0-9]{8,64})(?![\w-])"),
     lambda v, m: any(c.isdigit() for c in v) and any(c.isalpha() for c in v) and not wordy(v)
     and _issued(v, m)),
    ("password_assignment", re.compile(  # a key's new passphrase: `ssh-keygen -p -N '…'`
        r"\bssh-keygen\b[^\n]*?[ \t]-N[ \t]*([\"'])(?P<v>[^\"'\n]+)\1"),
     lambda v, m: not is_placeholder(v)),
    ("erlang_cookie", re.compile(  # what lets an Erlang node (RabbitMQ's) join its cluster
        r"(?i)(?<![A-Za-z])erlang[ _.-]?cookie\b[^\n:=]{0,80}[:=][ \t]*[\"'`]?"
        r"(?P<v>[^\s\"'`]{12,})"),
     lambda v, m: not is_placeholder(v)),
    ("password_assignment", re.compile(  # lowercase letters only after the word: words run
        # together ("password: cloudclinicbottomarchaddictall"), or drawn ("… is dyjrhkcn")
        rf"(?i)\b(?:{_PASSWORD_KEYS}|{FOREIGN_PASSWORD})[ \t]*(?:[:=]|\bis\b)[ \t]*[\"'`]?"
        r"(?P<v>(?-i:[a-z]{8,}))(?![\w.@/-])"),
     lambda v, m: not is_placeholder(v) and (len(v) >= 14 or not wordy(v))),
    ("password_assignment", re.compile(  # Dovecot's users file: a password in plain text
        r"\{(?:PLAIN|CLEARTEXT|CLEAR|PLAIN-TRUNC)\}(?P<v>[^\s:]+)"), _password),
    ("password_assignment", re.compile(  # a network's name, then its key: "SSID X, key …"
        r"(?i)\be?ssid\b[^\n]{0,40}?\b(?:key|psk|pw|pwd|pass(?:word)?)\b[ \t]*(?:[:=]|is)?[ \t]*"
        r"[\"'`]?(?P<v>[^\s\"'`,;]+)"),
     lambda v, m: password_value(v) and not v.rstrip(".:").isalpha()),
    ("secret_assignment", re.compile(  # `jwt.sign(payload, '…')`: the signing secret, inline
        r"\bjwt\.sign\([^,()\n]+,[ \t]*([\"'`])(?P<v>[^\"'`\n]{8,})\1"),
     lambda v, m: not is_placeholder(v)),
    ("payu_key", re.compile(  # PayU's keys are 32 hex digits, named "(MD5)" as a digest is
        r"(?i)\b(?:drugi[ _]klucz|second[ _]key|klucz[ \t]*\(md5\))[^\n]{0,40}?(?<![0-9a-f])"
        r"(?P<v>[0-9a-f]{32})(?![0-9a-f])"), _issued),
    ("function_key", re.compile(  # an Azure Function's key, in the URL that calls it
        r"\.azurewebsites\.net/[^\s?]*\?(?:[^\s#]*&)?code=(?P<v>[\w%/+=-]{30,})"), _issued),
    ("hcaptcha_secret", re.compile(  # its site keys are UUIDs: an 0x key on its line is the secret
        r"(?i)\bh-?captcha\b[^\n]{0,80}?(?<![0-9A-Fa-f])(?P<v>0x[0-9A-Fa-f]{40})(?![0-9A-Fa-f])"),
     _issued),
    ("bip32_private_key", re.compile(  # a wallet's extended private key: every key it derives
        r"\b(?P<v>[xyzt]prv[1-9A-HJ-NP-Za-km-z]{100,112})\b"), _issued),
    ("pin", re.compile(  # a card's CVV2 named: three digits, or four (American Express); not
        # a payment provider's test card, whose documented CVC ("123") anyone may type
        r"(?i)(?<![\w-])(?:cvv|cvc|cvv2|cvc2)(?![\w-])[^\n\d|]{0,40}?(?P<v>(?<!\d)\d{3,4})(?!\d)"
        r"(?![ \t]*(?:[/.-][ \t]*\d|%|€|\$|chars?|digits?))"),
     lambda v, m: v not in {"123", "1234", "000", "0000", "111", "999"} and re.search(
         r"(?i)\btest", line_at(m.string, m.start())) is None),
    ("password_assignment", re.compile(  # a Supermicro BMC's unique password from its sticker:
        # ten capitals after its ADMIN account ("IPMI ADMIN / IYJYICOXCP")
        r"(?i)\b(?:ipmi|bmc|supermicro)\b[^\n]{0,60}?\bADMIN\b[ \t]*(?:/|\bpass(?:word)?\b[ \t:]*)"
        r"[ \t]*(?P<v>(?-i:[A-Z]{10}))(?![\w-])"), lambda v, m: len(set(v)) >= 6),
    ("password_assignment", re.compile(  # NUT's upsmon.conf: MONITOR ups@host power user PASSWORD
        r"(?im)^[ \t]*MONITOR[ \t]+\S+[ \t]+\d+[ \t]+\S+[ \t]+(?P<v>\S+)[ \t]+"
        r"(?:primary|secondary|master|slave)\b"), _password),
    ("mercadopago_access_token", re.compile(  # its public key is APP_USR- and a UUID
        r"\b(?P<v>(?:APP_USR|TEST)-\d{12,19}-\d{6}-[0-9a-f]{32}-\d{6,12})\b"), _issued),
    ("gift_card_code", re.compile(  # Amazon's claim code: four, six and four or five
        r"(?<![\w-])(?P<v>[A-Z0-9]{4}-[A-Z0-9]{6}-[A-Z0-9]{4,5})(?![\w-])"),
     lambda v, m: _groups_with(v, lambda g: any(c.isdigit() for c in g)
                               and any(c.isalpha() for c in g), "-") >= 2
     and re.search(r"(?i)gift|claim|amazon|card", m.string) is not None
     and not _spent_on_line(m.string, m.end("v"))),  # "… redeemed", as a one-time code
    ("zwave_network_key", re.compile(  # a Z-Wave network's S0 or S2 key: 32 hex digits
        r"\bS[02](?:[ _-]?\w+)?\b[^\n]{0,60}?(?:\n[ \t]*)?(?<![0-9A-Za-z])"
        r"(?P<v>[0-9A-F]{32})(?![0-9A-Za-z])"),
     lambda v, m: _issued(v, m) and _ZWAVE_KEY_WORD.search(m.string) is not None),
    ("pin", re.compile(  # what turns an alarm off: "to turn off the alarm … 5283 then hash"
        r"(?i)(?:\b(?:(?:turn|switch|shut)(?:s|ing)? (?:it )?off|disarm\w*|deactivat\w*)\b"
        r"[^\n\d]{0,20}?\balarm\b[^\n\d]{0,40}?|\balarm[ \t]+(?:disarm|off)\b[^\n\d]{0,20}?|"
        r"\balarm\b[^\n\d]{0,40}?\b(?:turn|switch)(?:s|ing)? (?:it )?off\b[^\n\d]{0,20}?|"
        # what to punch in when it goes off, or a panel's disarm code bare: "ADT disarm 6373"
        r"\balarm\b[^\n\d]{0,40}?\b(?:punch|enter|type|key|put|press|hit)(?:es|s|ing)?"
        r"(?: in)?\b[^\n\d]{0,10}?|"
        r"\bdisarm(?:s|ed|ing)?\b[ \t]*(?:code[ \t]*)?(?:is[ \t]+|[:=][ \t]*)?|"
        # the same under an alarm's heading in Spanish, Portuguese, Italian or French
        r"\bal?larm\w*\b[^\d]{0,60}?\b(?:desconectar|desactivar|desarmar|desligar|disinserire|"
        r"d[ée]sactiver)\b[ \t]*[:=]?[ \t]*)"
        r"(?<![\w.,-])(?P<v>\d{4,8})(?![\d.,:/-]?\d)(?![ \t]*(?:hrs?|hours|[ap]\.?m)\b)"),
     lambda v, m: not _clock_time(v, m)),  # "turn off the alarm at 0700" is a time
    ("pin", re.compile(  # a dial's combination, its turns named: "SAFE\nR 80  L 47  R 35"
        r"(?i)\b(?:safe|combo|combination|dial|lock)\b[^\n]{0,40}\n?[^\n\d]{0,10}?"
        rf"(?P<v>{_DIAL_TURN}(?:(?:[ \t,]+|[ \t]*-[ \t]*){_DIAL_TURN}){{2,3}}|"
        r"(?:left|right)(?: to)? \d{1,2}(?:,? (?:then )?(?:left|right)(?: to)? \d{1,2}){2,3})\b"),
     _always),
    ("pin", re.compile(  # a dial's numbers alone: "mailbox combo 2 15 35", "mailbox\n14-26-19"
        r"(?i)\b(?:combo|combination|mailbox|locker)\b[^\n\d]{0,40}?\n?[ \t]*"
        r"(?<![\d-])(?P<v>\d{1,2}(?:[ -]\d{1,2}){2,3})(?![\d-])"
        rf"(?![ \t]*(?:[ap]\.?m\b|mg\b|ml\b|g\b|{_UNITS}))"),
     lambda v, m: sum(len(n) == 2 for n in re.split(r"[ -]", v)) >= 2),  # not "3 4 5"
    ("pin", re.compile(  # Comchek's express code: ten digits a driver cashes at a truck stop
        r"(?i)\b(?:com-?che(?:c)?k|express (?:code|che?c?k)|lumper code)\b[^\d]{0,60}?"
        r"(?<![\w.,-])(?P<v>\d{10})(?!\d)"), lambda v, m: not _spent_on_line(m.string, m.end("v"))),
    ("pin", re.compile(  # devices under their heading, each person's passcode after a colon:
        # "Kids tablets\n  Emma: 036572\n  Noah & Liam (shared): 4934"
        r"(?im)^[^\n]*\b(?:tablets?|i?pads?|phones?|laptops?|kindles?|computers?)\b[^\n\d]*\n"
        r"[ \t]*(?:[-*•][ \t]*)?[^\n:\d]{1,40}:[ \t]*(?P<v>\d{4,6})[ \t]*$"),
     lambda v, m: not _CENTURY_DIGITS.fullmatch(v)),
    ("pin", re.compile(  # a code typed, then a key pressed: "digita 3698 e premi la
        # campanella", "inserire 8257 + A", "bam 24137 roi xoay" (Vietnamese, no accents)
        # or "dial 8630 on the callbox"
        r"(?i)\b(?:digita(?:re)?|componi|comporre|inserire|inserisci|tecle[ae]|marca(?:r)?|"
        r"punch(?: in)?|key in|type in|enter|dial|b[ấa]m|nh[ấa]p|tippe[n]?|tape[rz]?)[ \t]+"
        r"(?:(?:the|il|el|o|le|den)[ \t]+)?(?:(?:code|codice|c[óo]digo|m[ãa]|kod)[ \t]+)?"
        r"(?P<v>\d{4,8})[ \t]*(?:[+#*]|(?:e|y|and|then|poi|puis|et|dann|und|r[ồo]i|v[àa])\b"
        r"[^\n]{0,20}?\b(?:press\w*|premi|prem[ae]|tasto|tecla|hash|pound|star|off|ok|enter|"
        r"key|button|bot[óo]n|campan\w*|xoay|nh[ấa]n|b[ấa]m|turn|gira|drück\w*|appuie\w*)\b|"
        rf"(?:on|at|into)[ \t]+(?:the[ \t]+|my[ \t]+)?(?:{_LOCKS}|intercom|buzzer)\b)"),
     lambda v, m: not _clock_time(v, m) and not _CENTURY_DIGITS.fullmatch(v) and (
         _LOCKED.search(line_at(m.string, m.start("v"))) is not None
         or _ENTRY_WORD.search(line_at(m.string, m.start("v"))) is not None)),
    ("pin", re.compile(  # a lock's code after its number: "drug cupboard 206: 0607"
        rf"(?i)\b(?:{_LOCKS})[ \t]+(?:no\.?[ \t]*|#[ \t]*)?\d{{1,4}}[a-z]?[ \t]*(?::|=|->|→)[ \t]*"
        r"(?P<v>\d{4,8})(?![\d:/.,-]|[ \t]*(?:[ap]\.?m\b|hrs?\b|h\b|-))"),
     lambda v, m: not _clock_time(v, m) and not _CENTURY_DIGITS.fullmatch(v)),
    ("pin", re.compile(  # an intercom's code after its key: "domofon …: klucz + 5963"
        r"(?i)\b(?:domofon\w*|intercom|interphone)\b[^\n]{0,60}?\b(?:klucz|key|cl[ée])[ \t]*\+"
        r"[ \t]*(?P<v>\d{3,6})\b"), _always),
    ("twilio_auth_token", re.compile(  # Twilio's auth token: 32 hex after its name ("tok")
        r"(?i)(?:\btwilio\b[^\n]{0,80}?\b(?:auth[ _-]?)?(?:tok(?:en)?|tkn)|"
        r"\b(?:auth[ _-]?token|jeton|token)[ \t]+(?:(?:de|del|for|of)[ \t]+)?twilio)\b[^\n]{0,50}?"
        r"(?<![0-9A-Za-z])(?P<v>[0-9a-f]{32})(?![0-9A-Za-z])"), _issued),
    ("secret_assignment", re.compile(  # a webhook's secret hash is the secret it was sent
        r"(?i)\b\w*secret_hash[\"']?[ \t]*[:=][ \t]*[\"']?(?P<v>[^\s\"'`,;]{16,})"), _issued),
    ("pin", re.compile(  # an immobiliser's disarm sequence, its buttons in order: "Ghost
        # immobiliser disarm: cruise RES, brake, window down (drivers), vol+, mode"
        r"(?i)\b(?:ghost|immobili[sz]er|immob)\b[^\n,]{0,60}?(?:[:\n]|\bsequence\b|\)|\bcode\b)"
        r"[ \t]*\n?[ \t]*(?P<v>[^\n,:]{2,30}(?:,[ \t]*[^\n,]{2,30}){3,})"),
     lambda v, m: sum(len(item.split()) <= 4 for item in v.split(",")) >= 4),
    ("backup_key", re.compile(  # WhatsApp's end-to-end backup key: 64 hex in sixteen groups,
        # under or after a key's or a backup's name ("uozzap backup chiave 44cc 3e97 …")
        r"(?i)\b(?:whats ?app|wapp|uozzap|backup|chiave|key|clave|cl[ée]|schl[üu]ssel|sleutel)\b"
        r"[^\n]{0,100}?\n?[ \t]*(?<![\w-])(?P<v>[0-9a-f]{4}(?:[ \t]+[0-9a-f]{4}){15})(?![\w-])"),
     lambda v, m: sum(c.isalpha() for c in v) >= 8 and not is_placeholder(v.replace(" ", ""))),
    ("pin", re.compile(  # a messenger's two-step PIN: "verifica in 2 passaggi wapp: 562615"
        r"(?i)\b(?:two[ -]step|2[ -]step|verifica in (?:2|due) passaggi|"
        r"verificaci[óo]n en (?:2|dos) pasos|verifica[çc][ãa]o em (?:2|duas) etapas|"
        r"zwei-?stufige? (?:verifizierung|best[äa]tigung)|v[ée]rification en (?:2|deux) [ée]tapes)"
        r"\b[^\n\d]{0,40}?(?:pin|[:=])[ \t]*(?<![\w.,-])(?P<v>\d{6})(?![\d.,/-]?\d)"),
     lambda v, m: not _spent_on_line(m.string, m.end("v"))),
    ("password_assignment", re.compile(  # a router's admin password after a colon, drawn:
        # "router admin: gc1t7co10w , l'ha cambiata Ciro" (its user is "admin" itself)
        r"(?i)\brouter[ \t]+(?:admin|login|pass\w*|pw|pwd)[ \t]*[:=][ \t]*(?P<v>[^\s,;]{8,63})"),
     _wifi_key),
    ("password_assignment", re.compile(  # a Wi-Fi key of dotted words after "key":
        # "Staff WiFi: RiversideRx-Staff / key muskoka.muskoka.lakeshore.mortar"
        r"(?i)\b(?:wi-?fi|wlan|ssid)\b[^\n]{0,60}?\b(?:key|pass(?:word|phrase)?|pw|psk)\b"
        r"[ \t]*[:=]?[ \t]*(?P<v>[a-z]{3,12}(?:[.\-_][a-z]{3,12}){2,5}\d{0,4})(?![\w.-])"),
     _drawn_words),
    ("totp_seed", re.compile(  # an authenticator's setup key in four groups or more, named:
        # "backup of the 2 step code thing for the bank app - IB6N ZA2C AXGN SOYF"
        r"(?i)\b(?:2[ -]?step|two[ -]?step|2fa|mfa|authenticator|setup[ -]key|t?otp)\b[^\n]{0,60}?"
        r"(?<![\w-])(?P<v>(?-i:[A-Z2-7]{4}(?: [A-Z2-7]{4}){3,7}))(?![\w-])"),
     lambda v, m: any(c in "234567" for c in v) and not is_placeholder(v.replace(" ", ""))),
    ("secret_assignment", re.compile(  # Datadog's API key (32 hex) and application key (40 hex)
        r"(?i)\b(?:datadog|dd)\b[^\n]{0,60}?\b(?:api|app(?:lication)?)(?:[ _-]?key)?\b[ \t:=]*"
        r"(?P<v>[0-9a-f]{32}|[0-9a-f]{40})\b"), _issued),
    ("ethereum_private_key", re.compile(  # 32 bytes named a private key or handed to a wallet
        r"(?i)(?:\bpk\b|\b\w+_pk\b|\bpriv(?:ate)?[ _-]?key\b|\bprivkey\b|\bWallet\(|"
        r"\bfromPrivateKey\()"
        r"[^\n]{0,40}?(?<![0-9A-Fa-f])(?P<v>(?:0x)?[0-9A-Fa-f]{64})(?![0-9A-Fa-f])"), _issued),
    ("rpc_url_key", re.compile(  # a blockchain node provider's key in its endpoint's path:
        # Infura's /v3/<32 hex>, QuickNode's /<40 hex>/, Alchemy's /v2/<key>
        r"(?i)https?://[^\s/]*(?:infura|alchemy|qui(?:c?k)node|ankr|chainstack|blastapi|drpc|"
        r"getblock)[^\s/]*/(?:v\d/)?(?P<v>[A-Za-z0-9_-]{32,64})(?![A-Za-z0-9_-])"),
     lambda v, m: any(c.isdigit() for c in v) and _issued(v, m)),
    ("etherscan_key", re.compile(  # a block explorer's API key: 34 capitals and digits
        r"(?i)\b(?:ether|bsc|polygon|arbi|optimistic\.ether|base|snow|ftm)scan\b[^\n]{0,40}?"
        r"(?<![A-Za-z0-9])(?P<v>(?-i:[A-Z0-9]{34}))(?![A-Za-z0-9])"),
     lambda v, m: sum(c.isdigit() for c in v) >= 4 and _issued(v, m)),
    ("seed_phrase", re.compile(  # a wallet's 25th word, the passphrase over its seed
        r"(?i)\b(?:25th|13th) wo?rd\b[^\n:=]{0,20}?(?:[:=][ \t]*|[ \t]+)(?P<v>[^\s,;]{4,})"),
     lambda v, m: password_value(v) and not is_placeholder(v)),
    ("solana_keypair", re.compile(  # a Solana keypair file: 64 bytes as a JSON array
        r"\[(?P<v>(?:[ \t\n]*(?:25[0-5]|2[0-4]\d|1?\d{1,2})[ \t\n]*,){63}"
        r"[ \t\n]*(?:25[0-5]|2[0-4]\d|1?\d{1,2}))[ \t\n]*\]"),
     lambda v, m: re.search(r"(?i)solana|keypair|id\.json|secret|private", m.string) is not None
     and len(set(v.replace(" ", "").split(","))) > 16),
    ("discord_bot_token", re.compile(
        r"(?<![\w.-])(?P<v>[MNO][A-Za-z0-9]{22,27}\.[\w-]{6}\.[\w-]{27,40})(?![\w.-])"),
     _snowflake_led),
    ("discord_webhook", re.compile(
        r"(?P<v>https://(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/\d+/[\w-]{30,})"),
     _issued),
    ("teams_webhook", re.compile(
        r"(?P<v>https://[\w.-]+/webhookb2/[\w@-]+/IncomingWebhook/\S+)"),
     _issued),
    ("slack_webhook", re.compile(
        r"(?P<v>https://hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9/_-]{20,})"),
     _issued),
    ("webhook_url", re.compile(  # Discord's webhook as a notifier's address writes it
        # (Watchtower's, Apprise's): "discord://<token>@<webhook id>"
        r"(?i)\bdiscord://(?P<v>[\w-]{20,})@\d{17,20}\b"),
     lambda v, m: mixed_key(v) and not is_placeholder(v)),
    ("webhook_url", re.compile(  # Zapier's catch hook: anyone holding it can start the zap
        r"(?P<v>https://hooks\.zapier\.com/hooks/catch/\d+/[a-z0-9]{5,})"), _issued),
    ("webhook_url", re.compile(  # any chat's incoming webhook: the random id is the key
        r"(?i)\bhttps?://[^\s/]+/(?:[\w.-]+/){0,3}?(?:hooks?|webhooks?)/(?:[\w-]+/){0,2}?"
        r"(?P<v>[A-Za-z0-9_-]{20,})(?![\w-])"),
     lambda v, m: sum(c.isdigit() for c in v) >= 3 and sum(c.isalpha() for c in v) >= 3
     and entropy(v) >= 3.5 and _issued(v, m)),
    ("anthropic_key", re.compile(r"\b(?P<v>sk-ant-[a-z]{2,8}\d{2}-[A-Za-z0-9_-]{20,})"), _issued),
    ("openai_key", re.compile(
        r"\b(?P<v>sk-(?:proj-|svcacct-|admin-|None-)?[A-Za-z0-9_-]{20,})"),
     lambda v, m: mixed_key(v) and not is_placeholder(v)),
    ("digitalocean_token", re.compile(r"\b(?P<v>do[pro]_v1_[a-f0-9]{64})\b"), _issued),
    ("mailgun_key", re.compile(r"\b(?P<v>key-[a-z0-9]{32})\b"), _mixed),
    ("mandrill_key", re.compile(r"(?<![\w-])(?P<v>md-[A-Za-z0-9_-]{22})(?![\w-])"), _mixed),
    ("authorization_header", re.compile(  # any scheme: `Authorization: GenieKey <uuid>`
        r"(?i)\bauthorization[\"']?\s*[:=]\s*[\"']?"
        r"(?!bearer\b|basic\b|ref\w*\b|no\b|num\w*\b|id\b|for\b|code\b)[A-Za-z][\w-]{2,20}[ \t]+"
        r"(?:[\w.-]{1,40}:)?(?P<v>[A-Za-z0-9._~+/=-]{16,})"), lambda v, m: not is_placeholder(v)),
    ("password_assignment", re.compile(  # SQL: CREATE USER … IDENTIFIED BY '…'
        r"(?i)\bidentified\s+(?:with\s+\w+\s+)?by\s+(?:password\s+)?(?P<q>['\"])(?P<v>[^'\"\n]+)"
        r"(?P=q)"), lambda v, m: not is_placeholder(v.lstrip("*")) and len(v) >= 6),
    ("password_assignment", re.compile(  # Terraform state: a random_password's result
        r"\"random_password\"[\s\S]{0,600}?\"result\":\s*\"(?P<v>[^\"\s]+)\""), _always),
    ("pin", re.compile(  # "key safe by the back door - 0394", "deur flat: 9146", and a lock's
        # name with a dash or a colon before its digits: "ALARM — 759572", "gate - 4991#"
        r"(?i)\b(?:key ?safe|key ?box|lock ?box|sleutelkast\w*|sleutelkluis\w*|"
        r"bo[îi]te [àa] (?:cl[ée]s?|clef|code)|"
        r"schl[üu]ssel(?:kasten|tresor|safe)|skrytk\w* na klucze|(?:voor|achter|portiek|"
        rf"garage|kelder|flat|buiten|zij)?deur|(?P<lock>{_LOCKS}))\b(?P<gap>[^\n\d]{{0,50}}?)"
        r"(?P<sep>(?:[:=–—→]|-+>?)[ \t]*)?(?<![A-Za-z]-)(?<![A-Za-z])\*?"
        rf"(?P<v>\d{{4,6}})\b(?![.,:/]\d)(?![ \t]*(?:x\b|×|{_UNITS}|m²|sq)){_NOT_STREET}"
        r"(?=(?P<words>[ \t]*[a-z])?)"),
     _lock_digits),
    ("password_assignment", re.compile(  # an address, then the password: "x@y.test ww Jasmin71*"
        r"(?im)(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+(?:[ \t]+(?:pw|ww|pwd|mdp|has[łl]o|passwort|"
        r"password|code|pin|wachtwoord)[ \t:]*|[ \t]*\n[ \t]*|[ \t]+/[ \t]+|"
        r"(?P<arrow>[ \t]*(?:->|→)[ \t]*))(?P<v>[^\s@/]+)[ \t]*(?:$|[,;(])"),
     # after an arrow, a mail address's password has three classes at least
     lambda v, m: (strong_password(v) or (not v.isdigit() and password_value(v) and any(
         c.isdigit() for c in v) and ("\n" not in m.group(0) or _account_above(m))
         and not re.fullmatch(r"(?i)(?:ext|tel|fax|room|rm|x)\.?\d+", v)) or (
         v.isdigit() and 4 <= len(v) <= 8 and not v.startswith("0") and "\n" not in m.group(0)
         and re.search(r"(?i)\b(?:pin|code)\b", m.group(0)) is not None
         and not _CENTURY_DIGITS.fullmatch(v))) and (not m.group("arrow") or char_classes(v) >= 3)),
    ("password_assignment", re.compile(  # "şifresini değiştirdik, yenisi kemeralti.Cesme65"
        rf"(?i)(?:{FOREIGN_PASSWORD})[^\n]{{0,60}}?\b(?:yenisi|yeni [şs]ifre\w*|الجديد[ةه]?)[ \t:]+"
        r"(?P<v>[^\s,;]+)"),
     _new_password),
    ("password_assignment", re.compile(  # the word first, then the change: "heslo do vzp
        # portalu jsem zmenila na Medvidek11", "the portal password I changed to …"
        rf"(?i)\b(?:{_PASSWORD_KEYS}|{FOREIGN_PASSWORD})\b[^\n]{{0,40}}?\b(?:{_CHANGED})\s+"
        rf"(?:from\b[^\n]{{0,30}}?\s)?{_WHEN}"  # "changed from the sticker one to …"
        r"(?:na|naar|to|auf|zu|en|a|à|para|pra|p/|in|em)\s+(?P<v>\S+)"),  # "changé en …"
     _new_password),
    ("password_assignment", re.compile(  # how to log in, the password after "with":
        # "to change wifi pw log into router w KFljRIwClrrHdQHeFkM7"
        r"(?i)\blog(?:ged)?[ -]?(?:in|on)(?:to)?\b[^\n]{0,40}?[ \t](?:w/?|with|using)[ \t]+"
        r"[\"'`]?(?P<v>[^\s\"'`,;]{8,})[\"'`]?(?=[ \t]*(?:$|[,;(—–]|\s-\s))"),  # not "… account"
     lambda v, m: strong_password(v) and not _MAIL_AT.search(v)),
    ("password_assignment", re.compile(  # "zmieniłam hasło … na bella9496", "reset … to …"
        rf"(?i)\b(?:{_CHANGED})\s+"
        rf"(?:(?:my|the|mein|het|le|mon|el|mi|moje)\s+)?(?:{_PASSWORD_KEYS}|{FOREIGN_PASSWORD})"
        rf"(?![\s-]+{_ABOUT_PASSWORDS})[^\n]{{0,40}}?\s(?:na|naar|to|auf|zu)\s+(?P<v>\S+)"),
     _new_password),
    ("pin", re.compile(  # "iPad code 347080": a device's passcode right after its name
        r"(?i)\b(?:ipad|iphone|phone|tablet|telefoon|t[ée]l[ée]phone|handy|telefon)\s+"
        # (a dialling code has four digits at most: "Phone code 0044 (UK)")
        r"(?:code|pin|passcode)[ \t]*[:=]?[ \t]*"
        r"(?P<v>(?!00)(?:\d{6,8}|\d{4,5}(?![ \t]*[A-Za-z(])))\b|"
        r"\b(?:ipad|iphone|tablet(?:te)?|t[ée]l[ée]phone|portable|smartphone)\b[^\n\d:]{0,30}?:"
        r"[ \t]*(?P<w>(?!00)\d{4,6})(?![\d.,/:-]|[ \t]*\d)(?![ \t]*[A-Za-z])"),
     lambda v, m: not _CENTURY_DIGITS.fullmatch(m.group("v") or m.group("w"))),
    ("password_assignment", re.compile(  # "New password: …", a reset tool's "New value: …"
        r"(?i)(?:\bnew (?:password|passwort|mot de passe|contrase[ñn]a|senha)|"
        r"(?<=password)[\s\S]{0,200}?\bnew value)[ \t]*[:=][ \t]*(?P<v>\S+)"), _password),
    ("password_assignment", re.compile(  # what a command that prints a password prints
        r"(?im)^(?:[$#>][ \t]*)?[\w./ -]{0,40}?\b(?:initial-password|reset-password|get-password|"
        r"show-password|openssl rand|pwgen|apg|genpasswd|secret show|get-secret-value|kv get)\b"
        r"[^\n]*\n[ \t]*(?P<v>\S+)[ \t]*$"),
     lambda v, m: credential_value(v)),
    ("password_assignment", re.compile(  # rabbitmqctl add_user NAME PASSWORD
        r"\b(?:rabbitmqctl|rabbitmqadmin)\s+(?:add_user|change_password)\s+\S+\s+"
        r"(?P<v>'[^'\s]+'|\"[^\"\s]+\"|[^\s'\"&|;]+)"), _password),
    ("mailgun_key", re.compile(r"\b(?P<v>[0-9a-f]{32}-[0-9a-f]{8}-[0-9a-f]{8})\b"), _issued),
    ("kubeadm_token", re.compile(  # `--token abcdef.0123456789abcdef`, or named on its line
        r"(?i:--token[ =]|\b(?:bootstrap|join|kubeadm|token)\b[^\n]{0,60}?)(?<![\w.-])"
        r"(?P<v>[a-z0-9]{6}\.[a-z0-9]{16})(?![\w.-])"), _issued),
    ("onepassword_secret_key", re.compile(  # 1Password's Secret Key, as its Emergency Kit prints it
        r"\b(?P<v>A3(?:-[A-Z0-9]{5,6}){6})\b"), _issued),
    ("woocommerce_key", re.compile(r"\b(?P<v>cs_[0-9a-f]{40})\b"), _issued),
    ("password_assignment", re.compile(  # "unlocked your AD account and set it to Dnbwla090$",
        # and right after its subject, "bank login changed to Walleye0111#", "… changed: …"
        r"(?i)\b(?:account|passw\w*|pw|login|kennwort|contrase[ñn]a|mot de passe)\b"
        r"(?:[ \t]+\([^)\n]{1,30}\))?(?:[^\n]{0,60}?"
        r"\b(?:set|reset|changed?)[ \t]+(?:it|them|(?:the |your |a new |his |her )?"
        r"(?:password|pw|pin|passcode))[ \t]+to|[ \t]+(?:(?:was|got|has been)[ \t]+)?"
        r"(?:reset|changed)(?:(?:[ \t]+[\w-]{1,12}){0,8}?[ \t]+to|:))\s+[\"'`]?"
        r"(?P<v>[^\s\"'`,;]+)"),
     _pair_password),
    ("password_assignment", re.compile(  # a row of two cells: "Password | A1kf1sGzy9cN"
        rf"(?im)^[ \t]*(?:\|[ \t]*)?(?:{_PASSWORD_KEYS}|{FOREIGN_PASSWORD})[ \t]*\|[ \t]*"
        r"(?P<v>[^\s|]+)[ \t]*\|?[ \t]*$"), _password),
    ("password_assignment", re.compile(  # OpenVPN's auth.txt: the user, then the password
        r"(?i)\b(?:auth\.txt|auth-user-pass)\b[^\n]*\n[ \t]*\S+[ \t]*\n[ \t]*(?P<v>\S+)"),
     _password),
    ("password_assignment", re.compile(  # "The KeePass database opens with 1Vj3CK!KSJOp*lPK",
        # "le .p12 s'ouvre avec O!b9Pp0vkIY0": a strong password, whatever it opens; a lock's digits
        rf"(?i)(?:\b(?P<lock>{_LOCKS}|vault|keepass|database|datenbank|kdbx|container|volume|puerta|"
        r"port[aã]o?|cassetta|taquilla|tresor)\b[^\n.]{0,40}?)?\b(?:opens?|unlocks?|öffnet|s'ouvre|"
        r"se abre|si apre|abre|decrypts?)\s+(?:with|mit|avec|con|com)\s+[\"'`]?\*?"
        r"(?P<v>[^\s\"'`,;]+)"),
     lambda v, m: (strong_password(v := v.rstrip(".!?)")) and not public_id(v) and (
         m.group("lock") is not None or (len(v) >= 10 and not wordy(v)))) or (
         m.group("lock") is not None and re.fullmatch(r"\d{4,8}#?", v) is not None)),
    ("pin", re.compile(  # "to disarm type 9616", "the driver types *8774* on the keypad"
        rf"(?i)\b(?:disarm|unlock|entsperr|d[ée]sarm|desarm|{_LOCKS})\w*\b[^\n\d]{{0,30}}?\b(?:type|enter|"
        r"key in|dial|press|punch in|tippe|tape|marca|digita)\w*[ \t]+\*?(?P<v>\d{4,8})\*?#?\b|"
        r"\b(?P<w>\*?\d{4,8}\*?#?)[ \t]+(?:on|into|am|sur|en)[ \t]+(?:(?:the|le|la|el|dem)[ \t]+)?"
        r"(?:keypad|tastenfeld|clavier|bo[îi]tier|teclado)|"
        r"\b(?:press|enter|type|key in|punch(?: in)?)[ \t]+\*?\d{4,8}\*?#?[ \t]+(?:then[ \t]+)?"
        r"(?:away|arm|set|off|stay|unset|enter|ok)\b"), _always),
    ("pin", re.compile(  # a padlock's combination: "locker combo: 0-8-5-1", "…taquilla: 750"
        r"(?im)^[^\n]*?\b(?:combo|combina\w*|combinaci[óo]n|combinaison|combinazione|kombination|"
        r"combina[çc][ãa]o|kombinac\w*|kombinasjon\w*|συνδυασμ\w*)\b"
        r"(?:[^\n]{0,50}?[:=](?:[ \t]*\n)?)?[ \t]*"  # or under its colon: "combo:\nR 86 - L 16 …"
        r"(?P<v>[rl]?\d{1,2}(?:-[rl]?\d{1,2}){2,5}|[rl] \d{1,2}(?:[ \t]*-[ \t]*[rl] \d{1,2}){2,5}|"
        r"\d{1,2}(?: \d{1,2}){2,3}|\d{3,4})"
        r"(?![\d.,/-]?\d)"
        rf"(?!\s*(?:{_AMOUNT_UNITS}|ml|mg|g\b|points?|kcal))"),
     # a dial's dashed numbers, one past 9, say what they open ("combinaison du classeur :
     # 7-25-13"); a team's formation ("4-3-3") has none
     lambda v, m: ("-" in v and re.search(r"\d\d", v) is not None)
     or _LOCK_LINE.search(m.group(0)) is not None),
    ("pin", re.compile(  # a dial's numbers right after what it opens: "office safe 35-35-27"
        r"(?i)\b(?:safe|tresor|padlock|locker)[ \t]*[:=-]?[ \t]*(?P<v>\d{1,2}-\d{1,2}-\d{1,2})"
        r"(?![\d-])"), _always),
    ("pin", re.compile(  # and with words between, up to a colon: "sejfu z lekami …: 92-56-93"
        rf"(?i)\b(?:{_LOCK_NOUNS})\b[^\d\n:=]{{0,60}}:[ \t]*(?P<v>\d{{2}}-\d{{2}}-\d{{2}})"
        r"(?![\d-])"), _always),
    ("pin", re.compile(  # "bike lock (blue spiral one) 1654", "cadenas valise : 859"
        r"(?im)\b(?:(?:bike|bicycle|cycle|luggage|suitcase|case|tsa|cable|spiral|gym|locker|u|"
        r"cart|master|combination|dial|chromebook)"
        r"[\s-]+locks?|padlock|cadenas|antivol\w*|k[łl][óo]dk\w*|fietsslot|cijferslot|candado|lucchetto|"
        r"szyfr(?:u|em)?|kod[óo]wk\w*|(?:fahrrad|zahlen|vorhänge)schlo(?:ss|ß)\w*|"
        r"(?:valise|walizk\w*|koffer)\s+(?:lock|slot)|"
        r"(?P<any>[^\W\d_]{2,}[ \t-]+lock))\b"  # any other lock, with a colon: "shed lock: 502"
        r"(?P<gap>[^\n\d]{0,60}?|[^\n:]{0,60}:[ \t]*)"  # or numbered: "classeur des T4: 1337"
        r"(?<![A-Za-z])(?P<v>\d{3,5}|\d{1,2}(?:-\d{1,2}){2,3}|"
        r"[RL] ?\d{1,2}(?:[ ,-]+[RL] ?\d{1,2}){2})"
        r"(?=[ \t]*(?:$|[,;.!()]|[ \t][-–]))"),
     lambda v, m: not _CENTURY_DIGITS.fullmatch(v) and not _BOUGHT.search(m.group("gap"))
     and (m.group("gap").rstrip().endswith(":") or not re.search(r"\b[A-Z]", m.group("gap")))
     and (m.group("any") is None or m.group("gap").strip() == ":")),
    ("pin", re.compile(  # a dial's numbers with the way each turns: "right 56, left 49, right 32"
        rf"(?i)(?P<v>(?:(?:(?:(?:to the|w|na|nach|à|a la|a|til)[ \t]+)?{_TURN}[ \t:]*"
        r"(?:(?:to|a|à|w|na|på|til|nach)[ \t]+)?\d{1,2}(?!\d)|"
        rf"(?<!\d)\d{{1,2}}[ \t]*(?:(?:to|a|à|w|na|på|til|nach)[ \t]+)?{_TURN})"
        r"(?:[ \t]*[,;/→>-]?[ \t]*|$)){3,6})"),
     lambda v, m: len({w.lower() for w in _TURN_WORD.findall(v)}) >= 2
     and sum(len(d) == 2 for d in re.findall(r"\d+", v)) >= 2),
    ("pin", re.compile(  # codes listed under their name: "Phone unlock codes:\n- Hannah: 232099"
        rf"(?im)^[^\n]*?(?<![\w-])(?:(?:{_CODE_NAMES})(?:s|-[^\W\d_]{{1,6}})|"
        r"pin[ -]?k[oó]d(?:ai|y|ovi|lar[ıi]|es))\b[^\n]*"  # plurals: Lithuanian, Czech, Turkish
        r"(?P<v>(?:\n[ \t]*(?:[-*•][ \t]*)?"
        r"[^\n:\d]{1,30}?(?:[ \t]*(?:[:=–]|-+>?|=>)[ \t]*|[ \t]+)\d{4,8}[ \t]*(?=\n|$)){1,12})"),
     lambda v, m: any(not _CENTURY_DIGITS.fullmatch(d) for d in re.findall(r"\d{4,8}", v))),
    ("pin", re.compile(  # and in a line after their name: "staff pins: Memo 2573, Lupita 3162"
        rf"(?i)(?<![\w-])(?:{_CODE_NAMES})s?\b[^\n:]{{0,60}}:[ \t]*"
        r"(?P<v>[^\W\d_][^\n,;:\d]{0,30}?[ \t]+\d{4,8}"
        r"(?:[ \t]*[,;][ \t]*[^\W\d_][^\n,;:\d]{0,30}?[ \t]+\d{4,8}){1,12})(?!\d)"),
     # India's "PIN codes: Jayanagar 560011, …" are postcodes
     lambda v, m: not re.search(r"(?i)\bpin ?codes?\b|postal|zip", m.group(0))
     and any(not _CENTURY_DIGITS.fullmatch(d) for d in re.findall(r"\d{4,8}", v))),
    ("pin", re.compile(  # a device's service mode and its code: "Evita service mode: codice 4029"
        r"(?i)\b(?:(?:service|setup|tecnic[ao]|technician|engineer)[ \t]+(?:mode|menu|modalit[àa])|"
        r"(?:menu|mode|modalit[àa])[ \t]+(?:service|setup|tecnic[ao]|technician))\b"
        r"[^\n\d]{0,30}?\b(?:code|codice|c[óo]digo|pin|passcode|pwd|password)\b[ \t:=]*"
        r"(?P<v>\d{4,8})(?![\d.,:/-]?\d)"), _always),
    ("pin", re.compile(  # "Babcia's Nokia — unlock 2845": the digits right after the word,
        # in the languages notes use ("Telefoon ontgrendelen: 104866")
        r"(?i)\b(?:unlock|ontgrendel\w*|entsperr\w*|desbloque\w*|d[ée]verrouill\w*|sblocc\w*|"
        r"odblok\w*)[ \t]*(?P<said>[:=])?[ \t]*(?:[—–-][ \t]*)?(?P<v>\d{4,8})"
        rf"(?![\d.,:/-]?\d)(?!\s*(?:{_UNITS}|m²|sq|ms\b|jahre|bits?|points?|levels?|xp\b))"),
     lambda v, m: m.group("said") is not None or not _CENTURY_DIGITS.fullmatch(v)),
    ("pin", re.compile(  # a phone's unlock pattern, its dots as digits: "1-6-4-9-2-7"
        r"(?i)\b(?:(?:phone|tablet|unlock|screen|telefon\w*|ekran\w*|t[ée]l[ée]phone|"
        r"tablette)[^\n]{0,40}?\b(?:pattern|wz[óo]r|patroon|sch[ée]ma)|(?:pattern|wz[óo]r|"
        r"patroon|sch[ée]ma)[^\n]{0,30}?\b(?:phone|unlock|telefon\w*|tablet\w*))\b"
        r"(?P<gap>[^\n.?!]{0,80}?)(?P<v>[1-9](?:[ ,-]+[1-9]){3,8})(?=[ \t]*(?:$|[,;.!)]))"),
     lambda v, m: not _BOUGHT.search(m.group(0))),
    ("password_assignment", re.compile(  # a page headed "PASSWORDS": its lines' last words
        r"(?im)^[ \t]*(?:my\s+|all\s+)?(?:passwords|has[łl]a|wachtwoorden|mots de passe|"
        r"passw[öo]rter|contrase[ñn]as|senhas|l[öo]senord)\b[^\n]*(?P<v>(?:\n[^\n]*){1,12})"),
     lambda v, m: any(_listed_password(line) for line in v.split("\n"))),
    ("password_assignment", re.compile(  # "babcia.jo05@mail.example / Heather65", "… : tobia990"
        r"(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+(?:[ \t]*/[ \t]*|[ \t]+:[ \t]+)(?P<v>[^\s/]+)"),
     lambda v, m: strong_password(v) or (password_value(v) and len(v) >= 8 and any(
         c.isdigit() for c in v) and any(c.isalpha() for c in v))),
    ("password_assignment", re.compile(  # "log back in as admin / lago2886": the built-in account's
        r"(?i)(?<![\w/-])(?:admin|administrator|root|sa)[ \t]*/[ \t]*(?P<v>[^\s/]++)(?!/)"),
     lambda v, m: password_value(v) and any(c.isdigit() for c in v) and any(
         c.isalpha() for c in v) and not _slug(v)),
    ("password_assignment", re.compile(  # a pair that ends its line or meets an aside:
        # "Brightspace: s9633544 / 8fiXtmwOZE", "tenant acme-kirkgate / gvGm1$1YJWcfcuVUtDQI"
        r"(?<![\w./-])(?<!/[ \t])[^\s/]{1,40}[ \t]+/[ \t]+(?P<v>[^\s/]{8,})[ \t]*(?:$|\n|\()"),
     _pair_password),
    ("password_assignment", re.compile(  # the pair after a name, a spaced colon between:
        # "efawateercom: avnabn096 : FubuI9hjJHc"
        r"(?m)^[^\n:]{1,40}:[ \t]*[^\s:/]{2,40}[ \t]+:[ \t]+(?P<v>[^\s:/]{8,})[ \t]*(?:$|\()"),
     _pair_password),
    ("security_answer", re.compile(  # "Security questions for the bank: maiden name Haverford, …"
        rf"(?i)\b(?:{_SECURITY_QUESTIONS})\b"  # an aside may hold a colon: "(question: école)"
        rf"(?:[^\n:(]|\([^\n)]{{0,60}}\)){{0,80}}?"
        rf"(?::(?=[ \t]*\S)|[ \t]*(?:{_ARROW}|=)|[ \t][-–—][ \t](?=\S)|(?<=answer)[ \t]+|"
        r":[ \t]*\n[ \t]*\d[.)](?=[ \t]*\S)|"
        r":?[ \t]*\n[ \t]*(?:[-*•][ \t]*)?[^\n:]{0,40}?(?::| [-–] ))"
        r"[ \t]*"
        r"(?P<v>[^\n]{4,})"),
     lambda v, m: (_ANSWER.search(v) is not None or _BARE_ANSWER.match(v) is not None
                   or _drawn_answer(_BEFORE_ASIDE.split(v, 1)[0])
                   or any(map(_drawn_answer, _ASKED.findall(v))))
     and not v.rstrip().endswith("?") and _NOT_ANSWERED.match(v) is None),
    ("password_assignment", re.compile(  # a form copied line by line: "password" then its value
        rf"(?im)^[ \t]*(?:{_PASSWORD_KEYS}|{FOREIGN_PASSWORD})[ \t]*:?[ \t]*\n[ \t]*"
        r"(?P<v>[^\s]+)[ \t]*$"), _password),
    ("product_key", re.compile(  # Gumroad's licence key, four groups of eight hex digits,
        # under or after a licence's name: "Лицензия аддона: 4DE380CE-9DC40149-437640D1-EEE6A996"
        r"(?i)\b(?:licen[cs]\w*|лиценз\w*|ლიცენზი\w*|licenzi\w*|gumroad)\b[^\n]{0,60}?\n?[^\n]{0,60}?"
        r"(?<![\w-])(?P<v>(?-i:[0-9A-F]{8}(?:-[0-9A-F]{8}){3}))(?![\w-])"), _issued),
    ("product_key", re.compile(  # a licence's activation key: "6RMEO-5ESAY-2OD34-J0V21-1TTSU"
        r"(?<![\w-])(?:[A-Z0-9]{2}-)?(?P<v>[A-Za-z0-9]{4,6}(?:-[A-Za-z0-9]{4,6}){3,7})(?![\w-])"),
     _product_key),
    ("activation_code", re.compile(  # "Code d'activation reçu par courrier : 8SDMQ626SENN"
        r"(?i)\b(?:activation|aktivierungs|provisional|temporary|one-time)[ -]?code|"
        r"(?:code|c[óo]digo|codice) (?:d'activation|de activaci[óo]n|de ativa[çc][ãa]o|"
        r"di attivazione|provisoire|temporaire|provisional)\b[^\n:=]{0,60}?(?::|=|\b(?:is|est)\b)"
        r"\s*(?P<v>[A-Za-z0-9]{4,6}-[A-Za-z0-9]{4,6}|[A-Za-z0-9]{8,16})\b"),
     lambda v, m: any(c.isdigit() for c in v) and any(c.isalpha() for c in v)
     and _issued(v, m)),
    ("coordinate_card", re.compile(  # a bank's grid of codes, copied: rows of numbers, or
        # the cells asked for ("A3=470 B7=597 …")
        r"(?i)\b(?:(?:coordinat|coordenad|matri[zx])\w*[^\n]{0,30}?\b(?:card|cart[ãa]o|tarjeta|"
        r"karte|karta|kort)|(?:card|cart[ãa]o|tarjeta|karte|karta|kort)\w*[^\n]{0,30}?"
        r"\b(?:coordinat|coordenad|matri[zx])\w*|sicherheitskarte|karta kod\w*|tan[- ]?list\w*|"
        r"kodekort\w*|code[ -]?cards?|kod[ųu] kortel\w*|avainlu\w*)\b[^\n]{0,80}"
        r"(?P<v>(?:\n[ \t]*(?:[A-J\d][ \t]+){3,}[A-J\d][ \t]*)?"
        r"(?:\n[ \t]*(?:[A-Z]|\d{1,2})?[ \t]+(?:\d{2,4}[ \t]+){3,}\d{2,4}[ \t]*){3,}|"
        r"(?:[ \t,;]*\b[A-J]\d{1,2}[ \t]*[=:][ \t]*\d{2,4}\b){3,}|"
        r"(?:\s*\b\d{1,2}[ \t]*[=:.)][ \t]*\d{4}\b){4,}|(?:\b\d{4}[ \t]*,[ \t]*){3,}\d{4}\b|"
        r"(?:\n[ \t]*\d{1,3}[ \t]+\d{4,6}[ \t]*){3,})"),
     _always),
    ("bitlocker_recovery_key", re.compile(r"\b(?P<v>\d{6}(?:-\d{6}){7})\b"), _issued),
    ("bitlocker_recovery_key", re.compile(r"(?<!\d)(?<!\d )(?P<v>\d{6}(?: \d{6}){7})(?! ?\d)"),
     # spaced, each block a multiple of 11 as BitLocker makes them
     lambda v, m: all(int(b) % 11 == 0 for b in v.split())),
    ("key_bytes", re.compile(  # LoRaWAN's APPKEY[16] = { 0x8B, … }, a Zigbee network_key,
        # in brackets or as YAML's list ("network_key:\n  - 255\n  - 12 …")
        # and words may stand between ("zigbee nøkkel fra configuration.yaml: [138, …]")
        rf"(?i)(?:\b\w*(?:key|secret)\w*|(?<!\w)(?:{_FOREIGN_KEY})(?!\w))(?:\s*\[\d*\])?"
        # or its brackets open the next line ("zigbee net key\n[103, 144, …]") or follow it
        r"[^\n:=\[{]{0,60}?(?:\s*[:=]\s*|[ \t]*\n?[ \t]*(?=[\[{]))(?:[\[{]|-)[ \t]*"
        r"(?P<v>(?:0x[0-9a-f]{2}|\d{1,3})(?:(?:\s*,\s*|[ \t]*\n[ \t]*-[ \t]*)"
        r"(?:0x[0-9a-f]{2}|\d{1,3})){15,63})(?:\s*[\]}]|[ \t]*(?:\n|$))"), _drawn_bytes),
    ("mailchimp_key", re.compile(r"\b(?P<v>[0-9a-f]{32}-us\d{1,2})\b"), _issued),
    ("stripe_key", re.compile(  # and its kin behind a region: Paymob's egy_sk_live_…
        r"(?<![A-Za-z0-9])(?P<v>(?:[a-z]{2,4}_)?(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,})"),
     _issued),
    ("opsgenie_key", re.compile(  # Opsgenie's API key, a UUID, named so ("GenieKey …")
        rf"(?i)\b(?:geniekey|opsgenie\b[^\n:=]{{0,40}}?\bkey)\b(?:[^\n:=]{{0,60}}?[:=])?[ \t]*"
        rf"(?P<v>{UUID_TEXT})\b"), _issued),
    ("jfrog_reference_token", re.compile(  # base64 of "reftkn:01:…"
        r"(?<![A-Za-z0-9+/])(?P<v>cmVmdGtuOjAxOj[A-Za-z0-9+/]{40,}={0,2})"), _issued),
    ("fcm_server_key", re.compile(  # Firebase Cloud Messaging's legacy server key
        r"(?<![\w-])(?P<v>AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{100,})"), _issued),
    ("device_verification_code", re.compile(  # a camera recorder's code off its sticker
        # (Hik-Connect, EZVIZ): six capitals that open its stream from a phone
        r"(?i)^(?=[^\n]*\b(?:cctv|dvr|nvr|hik\w*|ezviz|camera|recorder)\b)[^\n]*?"
        r"\b(?:verification|encryption)\s+code\b[^\n]{0,60}?(?<![A-Za-z])(?P<v>(?-i:[A-Z]{6}))"
        r"(?![A-Za-z0-9])", re.M), _issued),
    ("pagerduty_key", re.compile(  # an Events API integration (routing) key, named so
        r"(?i)\b(?:integration|routing)\s+key\b[^\n]{0,60}?(?<![\w-])(?P<v>[a-z0-9]{32})(?![\w-])"),
     lambda v, m: any(c.isdigit() for c in v) and any(c.isalpha() for c in v) and _issued(v, m)),
    ("pin", re.compile(  # a keypad's code, the hash key pressed after it: "puis 3841#"
        r"(?<![\w#*/.-])(?P<v>\d{4,8})#(?![\w#])"),
     lambda v, m: not _CENTURY_DIGITS.fullmatch(v)),
    ("google_api_key", re.compile(r"\b(?P<v>AIza[0-9A-Za-z_-]{35})(?![0-9A-Za-z_-])"),
     _google_key),
    ("shopify_token", re.compile(r"\b(?P<v>shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32})\b"), _issued),
    ("huggingface_token", re.compile(r"\b(?P<v>hf_[A-Za-z0-9]{30,})\b"), _issued),
    ("npm_token", re.compile(r"\b(?P<v>npm_[A-Za-z0-9]{36})\b"), _issued),
    ("telegram_bot_token", re.compile(
        r"(?<![\w:])(?:bot)?(?P<v>\d{8,10}:AA[A-Za-z0-9_-]{33})(?![\w-])"), _issued),
    ("vault_token", re.compile(r"\b(?P<v>hv[sbr]\.[A-Za-z0-9_-]{24,})"), _issued),
    ("databricks_token", re.compile(r"\b(?P<v>dapi[0-9a-f]{32}(?:-\d)?)(?![\w-])"), _issued),
    ("hcaptcha_secret", re.compile(r"\b(?P<v>ES_[0-9a-f]{32})\b"), _issued),
    # Grafana's API key before service accounts: base64 of {"k": …, "n": …, "id": …}
    ("grafana_api_key", re.compile(r"\b(?P<v>eyJrIjo[gi][A-Za-z0-9+/]{40,}={0,2})"), _grafana_key),
    ("jwt", re.compile(
        r"\b(?P<v>eyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{10,})"), _signed_token),
    ("prefixed_token", re.compile(  # a vendor prefix glued to a hex body: dapi0f3a…
        r"(?<![\w./+=-])(?P<v>(?=[a-f]*[g-z])[a-z]{2,5}(?P<body>[0-9a-f]{32,}))(?![\w./+=-])"),
     lambda v, m: mixed_key(m.group("body"))),
    ("prefixed_token", re.compile(  # a vendor prefix, then a generated body: fo1_…, lin_api_…
        r"(?<![\w./+=-])(?P<v>[a-z]{2,8}\d?(?:[_.-][a-z]{2,8})?[_.-](?P<body>[A-Za-z0-9]{20,}))"
        r"(?![\w./+=-])"), _prefixed_token),
    # ---- a credential in a URL, a header or a command line ---------------------------------
    ("url_password", re.compile(  # a local service's default pair (guest:guest@localhost) is none
        r"\b[a-zA-Z][a-zA-Z0-9+.-]{1,20}://(?P<u>[^\s:/?#@]*):(?P<v>[^\s/]+)@"
        r"(?P<host>localhost|127\.0\.0\.1)?"),
     lambda v, m: not is_placeholder(v) and len(v) >= 3 and not (
         m.group("host") and v == m.group("u")) and not re.match(r"\d{1,5}[?#]", v)),  # a port
    ("url_secret", re.compile(  # after ";" (JDBC, ODBC) a value runs to the next ";", "#" too
        r"(?i)(?:(?P<semi>;)|[?&])(?P<k>[\w.-]*?(?:sig|signature|token|secret|passw(?:or)?d|pwd|"
        r"api[_-]?key|key|auth|credential))=(?P<v>(?(semi)[^;\s\"'<>]+|[^&\s#\"'<>]+))"),
     lambda v, m: ((_named_credential(v, m) and _issued(v, m))  # "(browser key, referrer-locked)"
                   or (_PASSWORD_PARAM.search(m.group("k")) is not None and strong_password(v)
                       and _named_password(v, m)))  # "?user=x&password=gw5l3UcctG"
     and not _in_script_address(m)),
    ("bearer_token", re.compile(r"(?i)\bbearer\s+(?P<v>[A-Za-z0-9._~+/-]{20,}=*)"),
     # a JWT with no signature ("alg": "none") opens nothing: a report's proof of a flaw
     lambda v, m: _mixed(v, m) and not re.fullmatch(r"eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.", v)),
    ("basic_auth", re.compile(r"\"auth\"\s*:\s*\"(?P<v>[A-Za-z0-9+/]{8,}={0,2})\""), _basic),
    ("basic_auth", re.compile(r"(?i)\bbasic\s+(?P<v>[A-Za-z0-9+/]{8,}={0,2})(?![A-Za-z0-9+/=])"),
     _basic),
    ("cookie", re.compile(r"(?im)\b(?:set-)?cookie:[ \t]*(?P<v>[^\n]+)"), _cookie),
    ("cookie", re.compile(  # curl's cookie flag: `curl -b "session_id=…"`
        r"\bcurl\b[^\n]*?[ \t](?:-b|--cookie)[ =][\"']?(?P<v>[^\s\"']+)"), _cookie),
    ("password_assignment", re.compile(  # curl -u user:pass, --user=user:pass
        r"(?:^|\s)(?:-u|--user)[ =][\"']?[^\s:,\"']*[:,](?P<v>[^\s@\"']+)"),
     lambda v, m: password_value(v.lstrip("-"))),  # glued to the user: a dash is no flag
    ("password_assignment", re.compile(  # --password …, PowerShell's -L2tpPsk "…"
        # (bare, only a password's own: "--password '…'"; "--secret id=…" names a file)
        r"(?i)(?:^|\s)--?(?P<k>[a-z][\w-]{0,30}?(?:pass(?:wor)?d|passwd|passphrase|psk|secret|"
        r"token|api-?key)|pass(?:wor)?d|passwd|passphrase|pass|auth)[ =][ \t]*"
        r"(?P<v>'[^'\s]+'|\"[^\"\s]+\"|[^\s'\"$(-]\S*)"),
     # a reference to where it is kept: "@keychain:AC_PASSWORD", "env:DB_PASS"
     lambda v, m: _named_password(v, m) and re.match(
         r"[\"']?(?:@|(?:env|file|keychain|vault|op|secrets?|pass):)", v) is None),
    ("password_assignment", re.compile(  # a command's password flag, each tool's own:
        # `mysql -p…`, `sshpass -p …`, `ldapsearch -w …`, `redis-cli -a …`, `ipmitool -P …`,
        # `sc -u … -k …`
        r"\b(?:(?:login|ldap\w+|mysql\w*|mariadb\w*|sshpass|smbclient|htpasswd)\b[^\n]*?\s-[pwa]|"
        r"redis-cli\b[^\n]*?\s-a|ipmitool\b[^\n]*?\s-P|signtool\b[^\n]*?\s/p|"
        r"(?<![\w-])sc\b[^\n]*?\s-k)"  # Sauce Connect's access key
        r"[ \t]*(?P<v>'[^'\s]+'|\"[^\"\s]+\"|[^\s'\"-][^\s'\"]*)"), _password),
    ("password_assignment", re.compile(  # a command that sets a password, its value after it:
        # `pihole setpassword …`, `pihole -a -p …`
        r"(?i)\b(?:set-?pass(?:wor)?d|pihole[ \t]+-a[ \t]+-p)[ \t]+"
        r"(?P<v>'[^'\s]+'|\"[^\"\s]+\"|[^\s'\"<$-]\S*)"), _password),
    ("password_assignment", re.compile(  # Windows' `net user NAME PASSWORD [/add]` (`*` asks)
        r"(?i)\bnet[ \t]+user[ \t]+(?:\"[^\"\n]+\"|[^\s/\"]+)[ \t]+"
        r"(?P<v>\"[^\"\n]+\"|[^\s/*\"]\S*)"),
     lambda v, m: password_value(v.strip('"'))),
    ("password_assignment", re.compile(  # SQL's own: CREATE USER … IDENTIFIED BY …, a DB link's
        r"(?i)\b(?:(?:create|alter)[ \t]+(?:user|role)|connect[ \t]+to|grant\b[^\n]*?\bto)[ \t]+"
        r"\S+[ \t]+identified[ \t]+(?:with[ \t]+\w+[ \t]+)?by[ \t]+(?!values\b|password\b)"
        r"(?P<v>'[^'\n]+'|\"[^\"\n]+\"|[^\s;'\"]+)"),
     lambda v, m: len(v.strip("'\"")) >= 3 and not is_placeholder(v) and v[0] not in ":&?@"),
    ("password_assignment", re.compile(  # -P: SQL Server's tools', macOS `security import`'s
        r"(?:^|\s)-P[ \t]*(?P<v>'[^'\s]+'|\"[^\"\s]+\"|[^\s'\"-]\S*)"),
     lambda v, m: strong_password(v) or (password_value(v) and re.search(
         r"\b(?:sqlcmd|bcp|osql)\b", line_before(m.string, m.start())) is not None)),
    # ---- a secret-ish name next to a value -------------------------------------------------
    ("password_assignment", re.compile(rf"(?i){_NAME.format(_PASSWORD_KEYS)}{_VALUE}"),
     _named_password),
    ("password_assignment", re.compile(  # RESTIC_PASSWORD='orbite escalier pendule violon'
        rf"(?i){_NAME.format(_PASSWORD_KEYS)}[ \t]*[\"'`]?\]?[ \t]*(?:=>|:=|[:=])[ \t]*"
        r"(?P<q>[\"'])(?P<v>[^\W\d_]{3,}(?:[ -][^\W\d_]{3,}){2,9}(?:[ -]\d{1,4})?)(?P=q)"),
     lambda v, m: not _SETTING_NAME.search(m.group("k")) and not is_placeholder(v)
     and _no_stop_word(v)),
    ("password_assignment", re.compile(  # "the passphrase is …", "code at the cabin was …"
        rf"(?i)\b(?:{_PROSE_NAMES}){_QUALIFIER}\s+{_IS}\s+[\"'`]?"
        r"(?P<v>[^\s\"'`,;]+)"), _password),
    ("password_assignment", re.compile(  # "Ο κωδικός για το router είναι Harbor-42-Owl!"
        rf"(?i)(?<![\w-])(?:{_ANY_CODE}|κωδικ\w*)\b[^\n:=]{{0,40}}?{_SAID}[ \t]*[\"'`]?"
        r"(?P<v>[^\s\"'`,;]+)"),  # a code word is ambiguous: only a strong password counts
     lambda v, m: strong_password(v) and b64_text(v) is None and not public_id(v)
     and not public_label(m.group(0)[:m.start("v") - m.start()], last=None)
     and not public_label(line_before(m.string, m.start()))),
    ("password_assignment", re.compile(  # "das Passwort J94DVhFoZHV77y5yAMee": no verb at all,
        # or an aside between: "guest wifi password (changes every monday) 85e6vqnv"
        # (the capitalised words it skips hold no digit: "wifi password UTJWVUUGU9 — …")
        rf"(?i)\b(?:{_PASSWORD_KEYS}|{FOREIGN_PASSWORD}|{_SECURITY_ANSWER})"
        r"(?:\s+(?-i:[A-Z])(?![\w-]*\d)[\w-]*){0,2}"
        r"(?:\s+\([^)\n]{1,60}\))?\s+[\"'`]?"
        r"(?P<v>[^\s\"'`,;]+)"), lambda v, m: strong_password(v) or (
            v.isdigit() and len(v) >= 6 and not public_label(line_before(m.string, m.start("v")))
        ) or random_lowercase(v.strip("\"'`")) or (len(v.rstrip(".,;:!?)")) >= 8 and re.fullmatch(
                r"[^\W\d_]+[_.!-]?\d+|\d+[^\W\d_]+|(?=[A-Z\d]*\d)(?=[A-Z\d]*[A-Z])[A-Z\d]+|"
                r"(?=[a-z\d]*\d[a-z\d]*[a-z])(?=[a-z\d]*[a-z][a-z\d]*\d)[a-z\d]+",
                v.rstrip(".,;:!?)")) is not None and not is_placeholder(v)
            # "pass" is a passport too: "pass K0272740", a document's number
            and not (re.fullmatch(r"[A-Z]\d{7,8}", v.rstrip(".,;:!?)"))
                     and re.match(r"(?i)pass\b", m.group(0))))),
    ("login_link", re.compile(  # a reset, magic or sign-in link carries its own token
        r"(?i)\b(?:(?:reset|magic|login|sign-?in|invite|one-time|passwordless|private|secret)\s+"
        r"(?:link|url|address|feed)|\w*(?:anmelde|login|zugangs)link|lien (?:de connexion|magique)|"
        r"enlace (?:de acceso|m[áa]gico)|link (?:di accesso|magico))\b[^\n]*?(?P<v>https?://\S+)"),
     lambda v, m: any(
            (len(part) >= 20 and random_token(part, 3.5)) or re.search(r"[0-9a-f]{32}", part)
            for part in re.split(r"[/?&=#]", v))),
    ("password_assignment", re.compile(  # Postfix's sasl_passwd: `[host]:587 user:password`
        r"(?m)^[ \t]*\[?[\w-]+(?:\.[\w-]+)+\]?(?::\d+)?[ \t]+[^\s:]+:(?P<v>\S+)[ \t]*$"),
     _password),
    ("password_assignment", re.compile(  # PgBouncer's userlist.txt: `"user" "password"`
        r"(?<![\w\"])\"[\w.@-]+\"[ \t]+\"(?P<v>[^\"\s]+)\"(?![\w\"])"), _pair_password),
    ("password_assignment", re.compile(  # SNMPv3's auth and privacy passphrases
        r"\bsnmp\w*\b[^\n]*?\s-[AX][ \t]*(?P<v>'[^'\s]+'|\"[^\"\s]+\"|[^\s'\"-]\S*)"),
     _password),
    ("wordpress_salt", re.compile(  # wp-config.php: define( 'NONCE_SALT', '…' ), or named
        # with no quotes, after a space: "LOGGED_IN_SALT S@]ZkZ=#k?…"
        r"\b(?:AUTH|SECURE_AUTH|LOGGED_IN|NONCE)_(?:KEY|SALT)\b['\"]?(?:[^\n]{0,40}?[,:=][ \t]*"
        r"[`'\"]|[ \t]+)(?P<v>[^\s'\"`]{32,})"), lambda v, m: len(set(v)) >= 16),
    ("password_assignment", re.compile(  # a built-in account's line, its password last:
        # "root on the docs VPS (docs.acme.example): vGp8…", "… (admin local) : 1U+-}…"
        r"(?im)^[^\n:]*?(?:\b(?:root|administrator|admin|sa)\b(?P<gap>[^\n:]{0,80}))?:[ \t]*"
        r"(?:(?P<acct>root|administrator|admin|sa)[ \t]+)?(?P<v>[^\s:/@]{8,})[ \t]*$"),
     lambda v, m: (m.group("gap") is not None or m.group("acct") is not None)
     and strong_password(v) and not public_id(v) and not is_placeholder(v)
     and re.fullmatch(r"[0-9a-fA-F-]+", v) is None and not v.startswith("#") and re.search(
         r"(?i)\b(?:ids?|uuid|hash|serial|number|no|nr|fingerprint|thumbprint|user(?:name)?)\b",
         m.group("gap") or "") is None
     and _REFERENCE_WORD.search(m.string, m.start(), m.start("v")) is None),
    ("password_assignment", re.compile(  # a secret store's write: `… secret set … --value '…'`
        r"(?i)\bsecrets?[ \t]+set\b[^\n]*?[ \t]--?(?:value|body|b)[ \t=]+"
        r"(?P<v>'[^'\n]+'|\"[^\"\n]+\"|[^\s'\"]+)"), _password),
    ("password_assignment", re.compile(  # smtplib's, imaplib's, ftplib's login(user, password)
        r"\.login\(\s*[\"'][^\"'\n]+[\"']\s*,\s*[\"'](?P<v>[^\"'\n]{6,})[\"']\s*\)"),
     lambda v, m: not is_placeholder(v)),  # by its place: an app password is letters only
    ("password_assignment", re.compile(  # a login's short form: "u=tiendacas p=vZ27vmcqfhSx"
        r"(?i)(?<![\w-])(?:u|usr|user)[ \t]*=[ \t]*[^\s=]+[ \t,;/|]+(?:p|pw|pwd)[ \t]*=[ \t]*"
        r"(?P<v>[^\s,;]+)"), _password),
    ("tcp_md5_key", re.compile(  # a BGP session's or OSPF's MD5 key: what MD5 names
        # when its value is no digest ("session MD5: Qe5jCwNQ8U74sCFXBzeh")
        r"(?i)\bmd5\b(?P<gap>[^\n:=]{0,60}?(?:\bis\b|[:=])|)[ \t]*(?P<v>[^\s,;]+)"),
     lambda v, m: re.search(r"[0-9a-fA-F]{16}|:|^[A-Za-z0-9+/]{22}==$|\.[a-z]{2,4}$", v) is None
     and strong_password(v) and not re.search(r"(?i)hash|sum|digest|fingerprint|checksum|of\b",
                                              m.group("gap"))),
    ("ntp_key", re.compile(  # ntp.keys and chrony.keys: id, type, then the key
        r"(?i)\b(?:ntp|chrony)[\w./-]*keys?\b[^\n]*(?:\n[^\n]*){0,3}?\n[ \t]*\d{1,5}[ \t]+"
        r"(?:M|MD5|SHA1?|SHA256|SHA384|SHA512|AES128CMAC|RMD160)[ \t]+(?:HEX:|ASCII:)?"
        r"(?P<v>\S{8,})"), _always),
    ("password_assignment", re.compile(  # any command's `-u user -p password` pair
        r"\s-u[ \t]+\S+[ \t]+-[pP][ \t]*(?P<v>'[^'\s]+'|\"[^\"\s]+\"|[^\s'\"-]\S*)"), _password),
    ("password_assignment", re.compile(  # Samba's `-U user%password` (smbclient, rpcclient)
        r"\s-U[ \t]+['\"]?[\w.\\@-]+%(?P<v>[^\s'\"]+)"), _password),
    ("password_assignment", re.compile(  # steamcmd +login user password, schtasks /ru … /rp …
        r"(?i)(?:\+login[ \t]+\S+|/ru[ \t]+\S+[ \t]+/rp)[ \t]+(?P<v>[^\s+/]\S*)"), _password),
    ("password_assignment", re.compile(  # an app password in four groups: `clos tldv qqct clnv`
        rf"(?i)(?:\b(?:(?:app|application|앱)(?:[ -]specific)?[ -]?(?:{_PASSWORD_KEYS}|"
        rf"{FOREIGN_PASSWORD})|"
        rf"(?:{_PASSWORD_KEYS}|{FOREIGN_PASSWORD})\s+(?:(?:per|for|für|para|pour)\s+"
        r"(?:le\s+|la\s+|las\s+|les\s+|die\s+|the\s+)?app\w*|aplikac\w*|de (?:l')?appli\w*|"
        r"de aplica\w*|de app|do app|sovellus\w*))\b"
        rf"(?:[^\n:(]|\([^)\n]{{0,60}}\)){{0,80}}?:?|{_NAME.format(_PASSWORD_KEYS)}[ \t]*[:=])\s*"
        r"(?<![A-Za-z0-9])(?P<v>[a-z]{4}(?P<sep>[ -]?)[a-z]{4}(?P=sep)[a-z]{4}(?P=sep)[a-z]{4}|"
        r"[A-Za-z0-9]{4}(?: [A-Za-z0-9]{4}){3,5})\b"),
     lambda v, m: _no_stop_word(v) and not is_placeholder(v)),  # "format xxxx-xxxx-…"
    ("url_password", re.compile(  # Oracle's user/password: `scott/tiger@//host:1521/db`, after
        # its tools (`rman target / catalog u/pw@cat`) or a prompt's connect, `sys/pw as sysdba`
        r"(?im)(?:jdbc:oracle:\w+:|\b(?:sqlplus|rman|expdp|impdp|sqlldr|dgmgrl)\b[^\n]*?[ \t]|"
        r"\buserid=|^[ \t]*(?:(?:SQL|RMAN|DGMGRL)>[ \t]*)?conn(?:ect)?[ \t]+"
        r"(?:(?:target|catalog|auxiliary)[ \t]+)?)[\"']?[\w.$#-]+/(?P<v>[^\s/@\"']+)"
        r"(?:@|[ \t]+as[ \t]+sys|[\"']?(?:\s|$))"),
     lambda v, m: len(v) >= 3 and not is_placeholder(v)),
    ("url_password", re.compile(  # a driver's DSN: `user:password@tcp(host:3306)/db`
        r"(?<![\w/:])[\w.-]+:(?P<v>[^\s:@/\"'()]{3,})@(?:tcp|unix|udp)\("),
     lambda v, m: not is_placeholder(v)),
    ("password_assignment", re.compile(  # "password for the NAS (in the cellar): …"
        rf"(?i)\b(?:{_PASSWORD_KEYS}|{FOREIGN_PASSWORD}|{_WIFI_KEY}|{_SECURITY_ANSWER}|"
        r"auth(?:ori[sz]ation)?[ -]?code|epp(?:[ -]code)?|transfer code|verhuiscode|authinfo|"
        r"code de transfert|c[óo]digo de transfer\w*|codice (?:di )?trasferimento)\b"
        rf"(?:(?:[^.:=;(\n]|\.(?=\S| [A-Z])|\([^)\n]{{0,80}}\)){{0,60}}?(?:[:=]|{_ARROW}|\b{_IS}\b"
        r"(?:\s+(?:now|still|currently|jetzt|noch|maintenant|ahora|ora|nu|nou|teraz))?)\s+|"
        rf"[ \t]*(?:[:=]|{_ARROW})[ \t]*)[\"'`]?"
        r"(?P<v>[^\s\"'`,;]+)"), lambda v, m: password_value(v) and not _PUBLIC_WORD.search(
            m.group(0)) and not _MEASURE.fullmatch(v.rstrip(".,;:!?)")) and not _expression(v, m)
        and not (v.isalpha() and _pointed(m))
        # "password reset today -> 6eo4fUb5S5H3eH": a topic, then a strong value, its new one
        and not (re.match(rf"(?i)\S+[\s-]+{_ABOUT_PASSWORDS}", m.group(0))
                 and not strong_shape(v))
        and not _public_code_word(v, m)),
    ("password_assignment", re.compile(  # a quoted phrase: "… password … is 'mango thongs'"
        rf"(?i)\b(?:{_PASSWORD_KEYS}|{FOREIGN_PASSWORD}|pass ?phrase)\b[^\n'\"“]{{0,50}}?\b{_IS}\s+"
        r"(?P<q>['\"“])(?P<v>[^\W\d_][^'\"”\n]{4,38})['\"”]"),
     lambda v, m: " " in v and _drawn_words(v.lower()) and not _kept_in(m)),
    ("password_assignment", re.compile(  # a passphrase of drawn words, unquoted, after its
        # name and a colon, an arrow or a line break: "vault master phrase -> lantern herring …"
        rf"(?i)\b(?:pass ?phrase|master (?:pw|pass(?:word)?|phrase|key)|vault phrase|"
        rf"{_PASSWORD_KEYS})\b(?![ \t-]+{_ABOUT_PASSWORDS})[^\n:=>]{{0,80}}?"
        rf"(?:(?:[:=]|{_ARROW})[ \t]*\n?|[ \t]*\n)[ \t]*"
        r"(?P<v>[a-z]{3,10}(?:([ -])[a-z]{3,10})(?:\2[a-z]{3,10}){3,9}(?:\2?\d{1,4})?)"
        r"(?![\w-])"),
     lambda v, m: _drawn_words(v.rstrip("0123456789 -")) and not _kept_in(m)),
    ("password_assignment", re.compile(  # "the printer's pw was default, set to Cobalt-canyon-023!"
        # or an account unlocked: "rang back re lockout. set to Puffin-lantern-215"
        rf"(?i)\b(?:{_PASSWORD_KEYS}|{FOREIGN_PASSWORD}|lock-?out|locked out|unlock(?:ed)?)\b"
        r"[^\n]{0,40}?\b(?:set|changed|reset|"
        r"updated)\s+to\s+[\"'`]?(?P<v>[^\s\"'`,;]+)"),
     lambda v, m: strong_password(v.rstrip(".,;:"))
     and not _MEASURE.fullmatch(v.rstrip(".,;:!?)"))),
    ("password_assignment", re.compile(  # "network LakeHouse5G, the key is …", a Wi-Fi's key
        r"(?i)\b(?:wi-?fi|wlan|ssid|network|netz\w*|r[ée]seau)\b[^\n]{0,60}?\b(?:key|\w*schl[üu]ssel|"
        rf"cl[ée]|clave|chiave|sleutel)\b[^\n:=]{{0,20}}?(?:[:=]|\b{_IS}\b)?[ \t]*"
        r"(?=[^\s,;]*\d|[a-z]{10,}(?![^\s,;]))(?P<v>[^\s,;]+(?: \d{4}){0,5})"),
     # a digit, or letters drawn at random
     lambda v, m: ((any(c.isdigit() for c in v) and password_value(v.replace(" ", ""))) or (
         re.fullmatch(r"[a-z]{10,}", v) is not None and drawn_letters(v)))
     and not _PUBLIC_WORD.search(m.group(0))),
    ("password_assignment", re.compile(  # "Schlüssel: 4895-2372-4443-7984" (a key, not a word),
        # the word for a key in the languages notes are written in
        rf"(?i)(?<!\w)(?:{_FOREIGN_KEY})(?!\w)"
        r"[^\n:=]{0,80}[:=]\s*"
        r"(?P<v>[^\s\"'`,;]+)"), lambda v, m: password_value(v) and any(c.isdigit() for c in v)
        and not _PUBLIC_WORD.search(line_before(m.string, m.start()) + m.group(0))
        and not re.search(  # the key's id is no key
            r"(?i)\b(?:ids?|identi\w+|identy\w+|pix|aleat[óo]ria)\b",
            line_before(m.string, m.start("v")))),
    ("password_assignment", re.compile(  # words for a password: "LUKS passphrase for the drive:
        # quarter garlic …", "with password otter-copper-birch-harbor", four or more joined
        # by dots as a host is not ("falcon.copper.tundra.canyon"); six in a row with no
        # "is" or colon ("hasło sprocket quiver dwindle cobweb blizzard mosaic"), where prose
        # ("the password rotation script failed tonight") stops sooner
        # A LUKS disk's encryption has a passphrase, named or not; the words may
        # follow an arrow or open the next line ("vault pw for prod:\nteal teal pike puget 26")
        r"(?i)\b(?:passphrase|pass phrase|(?:decrypt\w*|unlock|secret) phrase|phrase secr[èe]te|"
        r"\w*パスフレーズ\w*|"
        r"frase (?:de )?contrase[ñn]a|"
        r"frase[ -](?:passe|senha|da chave|de acesso)|frase secreta|passfras[ea]|"
        rf"codename|luks|encryption key|{_PASSWORD_KEYS}|"
        rf"{FOREIGN_PASSWORD})"
        # (a colon inside a word is an address's, "k repu s3:minio…/zalohy: …")
        rf"\b(?![ \t]+{_ABOUT_PASSWORDS})(?:(?![ \t]--?[A-Za-z])(?:[^\n:=]|:(?=[^\s:=]))){{0,60}}?"
        # (French quotes hold a space: « tartine hirondelle … »; words keep their accents)
        rf"(?:(?P<said>[ \t]*(?:[:=]|{_POINTING}|\b{_IS}\b)[ \t]*\n?[ \t]*(?:[\"'“„]|« ?)?|"
        r"[ \t]*(?:[\"'“„]|« ?))|[ \t]+)"
        r"(?P<v>(?-i:[a-zà-ÿā-ž]{3,12}(?:[-_][a-zà-ÿā-ž]{3,12}){2,11}|[a-z]{3,10}(?:\.[a-z]{3,10}){3,11}\d{0,4}"
        r"(?<!\.internal)(?<!\.local)(?<!\.example))|(?(said)(?:[A-Za-zÀ-ÿ][a-zà-ÿ]{2,9}"
        # after the first word, one as long as "xilogravura"; the first is often a name;
        # joined by dashes, a word may hold a Czech or a Polish letter ("hrad-šnek-…-60")
        r"(?:[ -][a-zà-ÿ]{3,14}){3,11}|[a-zà-ÿā-ž]{3,12}(?:-[a-zà-ÿā-ž]{3,14}){3,11})|"
        r"(?-i:[a-zà-ÿ]{4,10}(?:[ \t][a-zà-ÿ]{4,14}){5,11}))"
        # a closing quote ends the words, whatever the sentence says after it ("… 'hai")
        r"(?:[ -]?\d{1,4})?)(?:(?: ?»|[\"'”“])(?=\s|$|[.,;:!?()])|"
        r"(?=[ \t]*(?:$|\n|[.,;()]|[—–-][ \t])))"),
     # an arrow may point at where it is kept instead
     lambda v, m: _drawn_words(v.replace("_", " ")) and not (
         re.search(_POINTING, m.group("said") or "") and v.lower() != v)),
    ("password_assignment", re.compile(  # "password is capital E, banana, four, two, …"
        rf"(?i)\b(?:{_PASSWORD_KEYS}|{FOREIGN_PASSWORD}|{_CODE_NAMES}|code|c[óo]digo|codice)\b"
        rf"[^\n:=]{{0,40}}?(?:[:=]|\b{_IS}\b|\s)[ \t]*(?P<v>(?=[^\n]{{0,40}}?(?:{_SPELLED}))"
        r"[^\n]{3,120})"), _always),
    ("password_assignment", re.compile(  # "my adobe password is walnut harbour 1145"
        rf"(?i)\b(?:{_PASSWORD_KEYS}|{FOREIGN_PASSWORD})\b(?!\s+(?:{_ABOUT_PASSWORDS}|change))"
        rf"[^\n:=]{{0,40}}?(?:[:=]|\b{_IS}\b)[ \t]*[\"'`]?"
        r"(?P<v>[a-zà-ÿā-ž]{3,12}(?:[ -][a-zà-ÿā-ž]{3,12}){1,4}[ -]?\d{2,6})\b"),
     lambda v, m: _no_stop_word(v.rstrip("0123456789 -"))),
    ("password_assignment", re.compile(  # define('DB_PASSWORD', '…'), setenv("API_TOKEN", "…")
        rf"(?i)\b\w+\s*\(\s*([\"'])(?P<k>[\w.-]*(?:{_PASSWORD_KEYS}|secret|token|api_?key)"
        r"[\w.-]*)\1\s*,\s*([\"'])(?P<v>[^\"'\n]+)\3"), _named_password),
    ("pin", re.compile(  # "my bank card pin is 7432", "Safe code (room 412): 606447"
        # (a date may say when it changed: "Safe code changed 13/03/2024 to 314306")
        rf"(?i)\b(?P<word>{_CODE_NAMES}|geheim(?:zahl|nummer))\b(?:(?:[^\d\n.:=]|"
        r"(?<![\w/])\d{1,2}/\d{1,2}/\d{2,4}(?![\w/])){0,40}?"
        r"(?:\([^)\n]{0,60}\)[^\d\n.:=]{0,20}?)?[ \t]*|"
        r"(?:[^\n.:=]|\.(?=\w| [A-Z])){0,100}?"
        rf"{_SAID}[ \t]*)"
        r"(?<![A-Za-z])(?i:(?<!pr #)(?<!mr #)(?<!issue #)(?<!ticket #))"  # "PR #2231" is no PIN
        r"(?i:(?<!ending in )(?<!ends in )(?<!ending )(?<!last 4 ))"  # a card's, masked
        r"(?P<v>\d{4,8}[A-Z#]?|[A-Z]\d{4,8}[A-Z#]?(?!\d)|\d{2,3}(?:-\d{2,3}){2,3}|"
        r"\d{4}(?:-\d{4}){2,3}|\d(?:-\d){3,8})"
        # nor the head of a longer token: "SHA256:a0801EFH6Th…" is a fingerprint's
        rf"(?![\d.,:/-]\d)(?![A-Za-z0-9])(?! \d{{4}}(?: \d{{2,4}})+\b){_NOT_STREET}"
        rf"(?![ \t]*{_SPAN_UNITS})"),
     # a postcode's word right before the digits names them: "any cvc, zip 98101"
     # four-digit groups are a PIN's only when named one: a "código" so is a certificate's
     # and a year after "after" or "since" is a date: "alarm code changed after 2024"
     lambda v, m: not postal_pin(m.string, m.start("v"), v) and len(set(v.strip("#-"))) > 1
     and not (
         _CENTURY_DIGITS.fullmatch(v) and _BEFORE_A_YEAR.search(m.string, 0, m.start("v"))
     ) and not (
         _POSTCODE_WORD.search(m.string, m.end("word"), m.start("v"))) and (
         "pin" in m.group("word").lower() or not re.fullmatch(r"\d{4}(?:-\d{4})+", v)) and not (
         m.group("word").lower() == "nip" and sum(c.isdigit() for c in v) > 8)),
    ("pin", re.compile(  # a PIN in four groups of four: "Pin dispositivo INPS …: B31I FDIA …"
        r"(?i)(?<!kra )\bpin\b[^\d\n:=]{0,60}?[:=][ \t]*"
        r"(?P<v>(?-i:[A-Z0-9]{4}(?: [A-Z0-9]{4}){3}))(?![\w-])"),
     lambda v, m: sum(c.isdigit() for c in v) >= 2 and sum(c.isalpha() for c in v) >= 2),
    ("pin", re.compile(  # a longer PIN said outright: "codice PIN Fisconline è 7786710966",
        # or its digits straight after it, maybe past an aside or on the next line
        # ("PIN 7086865728 (per la precompilata)")
        rf"(?i)(?<!kra )\bpin\b(?P<gap>[^\d\n:=]{{0,40}}?)"
        rf"(?:(?:\b{_IS}\b|[:=])[ \t]*(?P<v>\d{{9,12}}|"
        r"(?-i:(?=[A-Z]*\d)(?=\d*[A-Z])[A-Z0-9]{8,20}))|"
        r"(?:\([^)\n]{0,60}\))?[ \t]*\n?[ \t]*(?<![\w-])(?P<w>\d{9,12}))(?![\w-])"),
     lambda v, m: sum(c.isdigit() for c in m.group("v") or m.group("w")) >= 2
     and not _CENTURY_DIGITS.fullmatch(m.group("v") or m.group("w")) and (
         m.group("v") is not None or (len(re.findall(  # nothing between but a word or an aside
             r"[^\W\d_]+", m.group("gap"))) <= 1
             and _PUBLIC_PIN.search(m.string) is None))),
    ("pin", re.compile(  # "NIP Banorte débito: 3062": Québec's and Mexico's word for a PIN;
        # Poland's NIP, a tax number, has ten digits
        r"(?i)\bnip\b(?:[^\d\n]{0,40}?|[^\d\n]{0,100}?:[ \t]*)(?<![\w.,-])(?P<v>\d{4,6})"
        r"(?![\d.,/-]?\d)"), _always),
    ("pin", re.compile(  # "TAN für die Überweisung: 838771": a bank's one-time number, six
        # digits; Malaysia's and Singapore's TAC the same
        r"\b(?:[im]?TANs?|TACs?)\b[^\d\n]{0,60}?(?<![\w.,-])(?P<v>\d{6})(?![\d.,/-]?\d)"),
     _always),
    ("pin", re.compile(  # "doğrulama kodu 219794", "otp shopee 521161": named a one-time code
        rf"(?i)\b(?:{_ONE_TIME})\b[^\d\n]{{0,30}}?(?<![\w.,#-])(?P<v>\d{{4,8}}|\d{{3}}[ -]\d{{3}})"
        rf"(?![\d.,:/-]?\d)(?!\s*(?:{_UNITS}|days?|months?|digits?|chars?))"),
     lambda v, m: not _YEAR.fullmatch(v) and not _clock_time(v, m) and not _numbered(v, m)),
    ("pin", re.compile(  # "the password for the tablet is 0769", "senha 0421": a numeric one
        rf"(?i)\b(?:{_PASSWORD_KEYS}|{FOREIGN_PASSWORD})\b(?![\s-]+{_ABOUT_PASSWORDS})"
        rf"(?:[^\d\n.:=@/,;]{{0,40}}?|[^\n.:=@/,;]{{0,60}}?{_SAID}|"
        rf"[^\d\n.:=@/,;]{{0,20}}?{_DIGIT_COUNT}[^\d\n.=@/,;]{{0,40}}?)[ \t]*"
        # (not a masked number's last digits: "Plex Pass … card **** 7866")
        r"(?<![\w.,-])(?<!\*\*)(?<!\* )(?<!mode )(?<!port )"
        r"(?P<v>\d{4,8})(?![\d.,:/-]?\d|[A-Za-z•]|\*\*)"
        rf"(?!\s*(?:{_UNITS}|days?|months?|chars?|characters?|digits?|zeichen|stellen|"
        r"caract[èe]res|caracteres|d[íi]gitos|\+))"),
     lambda v, m: not _numbered(v, m) and not _clock_time(v, m) and not _file_mode(v, m) and not (
         _YEAR.fullmatch(v)
         and not re.search(rf"(?i)(?:[:=]|\b{_IS})\s*$", m.string[:m.start("v")]))),
    ("pin", re.compile(  # "card reader supervisor pwd\n9614": a password's name ends its
        # line, and its digits stand alone on the next
        rf"(?im)(?<![a-z])(?:{_PASSWORD_KEYS}|{FOREIGN_PASSWORD})[ \t]*:?[ \t]*\n[ \t]*"
        r"(?P<v>\d{4,8})[ \t]*$"),
     lambda v, m: not _CENTURY_DIGITS.fullmatch(v)),
    ("pin", re.compile(  # "KBank app (K+) 6 digit = 482913", "DigiD-app, 5 cijfers: 29216":
        # digits after their count, as many as it says; not the last or first of a card's
        rf"(?i)(?<![\w.,-])(?P<n>\d)[ -]?(?:{_DIGIT_WORDS})(?![\w-])[ \t]*"
        r"(?:\([^)\n]{0,30}\)[ \t]*)?"
        r"(?:[:=]|->|→)[ \t]*(?P<v>\d{4,8})(?![\d.,:/-]?\d|[A-Za-z])"),
     lambda v, m: len(v) == int(m.group("n")) and _MASKED_PART.search(
         line_before(m.string, m.start("n"))) is None),
    ("pin", re.compile(  # a one-time code as the text message says it: "255835 is your … code"
        r"(?i)(?<![\w.,-])(?P<v>\d{4,8}|\d{3}-\d{3}) is (?:your|the) [\w .'-]{0,30}?"
        r"\b(?:code|otp|pin|passcode|password)\b"), _always),
    ("pin", re.compile(  # a phone's unlock pattern, its dots numbered: "pattern: 5-6-4-3"
        r"(?i)\b(?:(?:unlock|lock|screen)\s+pattern|pattern\b[^\n\d]{0,30}?\b(?:phone|cellphone|"
        r"mobile|tablet|ipad|celular|telepono|handy)|wz[oó]r\w*)\b[^\n\d]{0,40}?(?<![\w-])"
        r"(?P<v>\d(?:(?:-|>| )\d){3,8})(?![\d>-])"), _always),
    ("pin", re.compile(  # "Tresor im Schlafzimmer: 558 763", "padlock combo 6700"
        rf"(?i)\b(?:{_LOCKS})\b[^\n\d]{{0,40}}?(?:\b(?:code|codice|c[óo]digo|"
        r"combo|combination|combinaci[óo]n|combina[çc][ãa]o|combinaison|combinazione|set to)\b|:)"
        r"[^\n\d]{0,12}?(?P<n>(?<!\w)\d{1,2}[ \t]+[^\W\d][^\n\d]{0,20}?)?"  # "unit 2 turnover 2409"
        r"(?<![\w.,-])(?P<v>\d{4,8}#?|\d{3}[ -]\d{3}|\d{2,3}(?:(?: ?[-–] ?| )\d{2,3}){2,3})"
        r"(?!\d|[.,/-]\d)"
        rf"(?!\s*(?:{_UNITS}|m²|sq|jahre|\+|vat\b|tva\b|mwst\b|btw\b))"),
     lambda v, m: not _clock_time(v, m) and not _numbered(v, m) and not (
         m.group("n") and _CENTURY_DIGITS.fullmatch(v))),  # "… room 12 on 2024 plan"
    ("pin", re.compile(  # "Abholcode 630267", "Kod do odblokowania telefonu: 450919"
        rf"(?i)(?<![\w-])(?P<k>{_ANY_CODE})\b(?P<gap>[^\d\n.]{{0,40}}?{_SAID}?|"
        rf"(?:[^\n.]|\.(?=\S)){{0,80}}?{_SAID})"
        r"[ \t]*\*?(?<![\d.,-])(?<![A-Za-z])"
        r"(?P<v>\d{4,8}|\d{4}(?:[ -]\d{4}){1,3}|\d{3}-\d{3})(?![\d.,:/-]?\d)(?! \d{2,4}\b)"
        rf"{_NOT_STREET}"
        rf"(?!\s*(?:{_UNITS}|m²|sq|ms\b|jahre|bits?))"),
     _named_code),
    ("payment_card", re.compile(  # a card number with its expiry or security code
        r"(?<![\d-])(?P<v>(?:\d[ -]?){12,18}\d)(?![\d/-])"  # not the expiry's month after it
        r"(?=(?:[^\n]{0,60}?|[^\n]{0,60}\n[^\n]{0,20}?)(?i:cvv|cvc|cid|"
        # (an expiry, not a date's month and day: "09/04/25")
        r"security code|exp|valid|(?<![\d/])\b(?:0[1-9]|1[0-2])/(?:20)?\d{2}\b(?!/))|"
        # or its expiry and code in a row: "5413… / 0729 / 977"
        r"[ \t]*[/|,;][ \t]*(?:0[1-9]|1[0-2])/?\d{2}[ \t]*[/|,;][ \t]*\d{3,4}(?!\d))"),
     lambda v, m: luhn(v) and not documented(m.string) and not _TEST_CARD.fullmatch(v)
     and not _TEST_WORD.search(line_before(m.string, m.start()) + m.string[m.start():m.end() + 60])
     and not re.search(  # a SIRET, an IMEI
         r"(?i)\b(?:sire[tn]|imei|iccid|gtin|ean)\b",
         line_before(m.string, m.start()))),
    ("password_assignment", re.compile(  # "orders@bakery.example / Gm8n6G%+a8N5"
        r"(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+(?:[ \t]*[/,|;][ \t]*|[ \t]+[—–-][ \t]+|"
        r"[ \t]+(?:and|et|und|y|e|en|og|och|ve)[ \t]+(?:(?:the|le|la|das|el)[ \t]+)?"
        r"(?:(?:code|password|mot de passe|mdp|passwort|contrase[ñn]a)[ \t]+)?)"  # "… et Pyla40!"
        r"[\"'`]?(?P<v>[^\s\"'`,;]+)"), _mail_pair_password),
    ("password_assignment", re.compile(  # "log into the firewall UI as admin with dmo22e1euvT"
        r"(?i)\blog(?:ged)?[ -]?(?:in|on)(?:to)?\b[^\n]{0,60}?\bas\s+\S+\s+(?:with|using|/)\s+"
        r"(?:(?:the )?password\s+)?[\"'`]?(?P<v>[^\s\"'`,;]+?)[\"'`]?"
        r"(?=[,.;)]?(?:\s*$|\s+(?:and|then|to|for|und|et|y)\b))"), _pair_password),
    ("password_assignment", re.compile(  # a login's user and password joined by "and": "you
        # log in to the channel manager with front_desk and Balos2879@gU4", and in Greek
        r"(?i)(?:\blog(?:ged|s)?[ -]?(?:in|on)(?:to)?\b|\bsign(?:ed|s)?[ -]?in\b|μπαίν\w*|"
        r"συνδέ\w*|σύνδεση)[^\n]{0,60}?(?:\bwith|\bμε)[ \t]+[\w.@+-]+[ \t]+(?:and|&|και)[ \t]+"
        r"[\"'`]?(?P<v>[^\s\"'`,;]+)"), _pair_password),
    ("password_assignment", re.compile(  # "http://10.0.0.50 admin / lq?Y7xmsYqR0AZ"
        r"(?<![\w/.@-])(?:[a-z0-9._+-]{2,40}|[\w.+-]+@[\w.-]+)[ \t]+/[ \t]+(?P<v>[^\s/,;]+)"),
     _pair_password),
    ("password_assignment", re.compile(  # C and Arduino: #define WIFI_PASSWORD "…"
        rf"(?i)#define[ \t]+(?P<k>\w*(?:{_PASSWORD_KEYS}|secret|token|api_?key|psk)\w*)[ \t]+"
        r"\"(?P<v>[^\"\n]+)\""), _named_password),
    ("password_assignment", re.compile(  # a router's config: `key 0 …`, `set psksecret …`
        r"(?m)^[ \t]*(?=[a-z])(?i:(?:\w[\w.:/-]*[ \t]+){0,12}?(?:key|secret|psksecret|"
        r"r[ow]community|pre-shared-key|authentication-key|community|password|key-string|set-key|"
        r"message-digest-key[ \t]+\d+|"
        r"auth[ \t]+(?:md5|sha\w*)|priv[ \t]+(?:aes|des)\w*(?:[ \t]+\d+)?))"
        r"(?:[ \t]+(?P<t>local|remote|ascii-text|ascii|hex|md5|[0-9]))*"
        r"[ \t]+[\"']?(?P<v>\$9\$[^\s\"']++|[^\s\"'$<{]++)[\"']?"
        r"(?=[ \t]*(?:$|[;#!(])|[ \t]+(?:address|R[OW]|priv|\d+)\b)"),  # a config line goes on so
     lambda v, m: not re.search(r"(?i)\bcache[ \t]+key\b", m.group(0))
     and not _PUBLIC_WORD.search(m.string, m.start(), m.start("v"))  # "reCAPTCHA site key …"
     and (v.startswith("$9$") or strong_password(v) or (  # Cisco's type 7 reverses
         m.group("t") == "7" and re.fullmatch(r"[0-9][0-9A-F]{9,}", v) is not None))),
    ("password_assignment", re.compile(  # net-snmp: createUser monitor SHA "…" AES "…"
        r"(?i)\bcreateUser[ \t]+\S+[ \t]+(?:MD5|SHA\w*)[ \t]+[\"']?(?P<v>[^\s\"']+)"), _password),
    ("password_assignment", re.compile(  # "walnut.zeppelin.6122 is the password"
        rf"(?i)(?<![\w.@-])(?P<v>[^\s\"'`,;:()]{{6,}})\s+(?:{_IS})\s+(?:the|my|our|his|her|das|"
        rf"le|la|el|o|il|het|de)?\s*(?:{_PASSWORD_KEYS}|{FOREIGN_PASSWORD})\b"), _pair_password),
    ("password_assignment", re.compile(  # "WLAN zuhause 'Vogelnest': Xjjb8bFNlIOU20TZ", or a
        # box's printed key in groups of letters: "wifi chez ma sœur : fxltz-rkvkh-yditc-78"
        _WIFI_LINE + r"(?P<v>[^\s,;]{10,})"),
     # what follows "SSID:" or "network name:" is the network's name
     # or three drawn words and a number, as a passphrase generator joins them
     lambda v, m: (random_token(v, 3.5) or _box_key(v) or _drawn_letters_digits(v) or (
         re.fullmatch(r"[a-z]{3,}(?:-[a-z]{3,}){2,}-?\d{1,5}", v) is not None
         and _drawn_words(v)))
     and not _PUBLIC_WORD.search(m.group(0)) and not _ISP_NETWORK.fullmatch(v)
     and not _NAMED_NETWORK.search(m.string, m.start(), m.start("v"))),
    ("password_assignment", re.compile(  # the same with spaces and a number, after a colon or
        # an arrow: "wifi for clients in boardroom -> toonie tulip cottage butter-tart kensington27"
        rf"(?im)\b(?:wi-?fi|wlan|{_WPA})\b[^\n]{{0,80}}?(?:[:=]|{_ARROW})[ \t]*"
        r"(?P<v>[a-z]{3,12}(?:-[a-z]{3,12})?(?: [a-z]{3,12}(?:-[a-z]{3,12})?){3,7} ?\d{1,4})"
        r"[ \t]*(?:\([^)\n]*\)[ \t]*)?$"),
     lambda v, m: _drawn_words(v.rstrip("0123456789 ")) and not _PUBLIC_WORD.search(m.group(0))
     and _NAMED_NETWORK.search(m.string, m.start(), m.start("v")) is None),
    ("password_assignment", re.compile(  # a Wi-Fi's passphrase of drawn words ending its line,
        # with no number: "WPA2 key for the admin office AP whippet-harewood-kirkstall-moortown"
        rf"(?im)\b(?:wi-?fi|wlan|{_WPA})\b[^\n]{{0,80}}?(?<![\w-])"
        r"(?P<v>[a-z]{3,12}(?:-[a-z]{3,12}){3,7})[ \t]*(?:\([^)\n]*\)[ \t]*)?$"),
     lambda v, m: _drawn_words(v) and not _PUBLIC_WORD.search(m.group(0))
     and _NAMED_NETWORK.search(m.string, m.start(), m.start("v")) is None),
    ("password_assignment", re.compile(  # a network's name, a dash, then its key: "Wi-Fi
        # στην πισίνα: Kydonia_Pool — faros9492"; WPA's key has eight characters or more
        _WIFI_LINE + r"[^\s—–]+[ \t]+[—–-][ \t]+(?P<v>[^\s,;]{8,63})(?=[\s,;]|$)"),
     lambda v, m: password_value(v) and re.search(r"[^\W\d_]", v) is not None
     and re.search(r"(?i)ghz|wpa|802\.11|[:/@]", v) is None
     and not _PUBLIC_WORD.search(m.group(0))),
    ("password_assignment", re.compile(  # `login x pass y`, `user x, password y`, .netrc
        rf"(?i)\b(?:account|{_LOGIN_NAMES})\b[:\s]+\S+?[,;]?\s+(?:and\s+)?"
        rf"(?:pass(?:word)?|pw|pwd|ww|mdp|{FOREIGN_PASSWORD})\b[:\s]+[\"'`]?"
        r"(?P<v>[^\s\"'`,;]+)"), _password),
    ("secret_assignment", re.compile(  # "Nutzer acme_research, key d2bff517…", a tool's login
        r"(?i)\b(?:user(?:name)?|nutzer|benutzer|account|login)\b[:\s]+\S+?[,;]?\s+(?:and\s+)?"
        r"(?:api[ _-]?)?(?:key|token|secret)\b[:\s]+[\"'`]?(?P<v>[^\s\"'`,;]+)|"
        r"\blogin(?:[ \t]+--?[\w-]+(?:[ \t]+[^\s-]\S*)?)*[ \t]+(?P<w>[\w-]{32,})\b"),
     lambda v, m: _generated(v.split("-")[-1], m)),
    ("password_assignment", re.compile(  # "shared login for the clan: clanbank#9297 — cCpb…"
        r"(?i)\blogin\b[^\n:]{0,40}:[ \t]*\S+[ \t]+[—–-][ \t]+(?P<v>\S+)"),
     lambda v, m: strong_password(v)),
    ("password_assignment", re.compile(  # an account, then a dash and its password at the
        # line's end: "Windows local Administrator on the imaging USB builds - Moana3411!"
        # or "=", an aside after it: "emis admin acct for the searches = LdvT… (tell nobody)"
        r"(?im)\b(?:administrator|admin|root|login|account|acct)\b[^\n=]{0,60}?[ \t](?:[—–=-]|->|→)"
        r"[ \t]+"
        r"(?P<v>[^\s\"'`]+)[ \t]*(?:\([^)\n]*\)[ \t]*)?$"),
     lambda v, m: strong_password(v) and (not v.isalnum() or len(v) >= 12)),
    ("password_assignment", re.compile(  # `login is admin / hunter22`
        r"(?i)\b(?:login|user(?:name)?|account|wi-?fi|wlan|ssid|network)\b[^\n/]{0,30}?"
        r"(?P<u>\S*)\s+/\s+(?P<v>[^\s\"'`,;]+)(?![^\s\"'`,;]*\s+/\s)"),
     # (an Indian bank's IFSC after an account's number is where to send money)
     lambda v, m: (password_value(v) and not _slug(v) and not _IFSC.fullmatch(v)) or (
         re.fullmatch(r"\d{4,}", v) is not None and re.search(r"[A-Za-z]", m.group("u")))),
    ("password_assignment", re.compile(  # a config directive: `requirepass x`, `psk x`
        rf"(?im)^(?:[^\n]*?:[ \t]+)?(?P<k>[\w-]*(?:{_PASSWORD_KEYS}|secret|auth)[\w-]*)[ \t]+"
        r"(?P<v>[^\s;=:]+)[ \t]*;?[ \t]*$"), _named_password),
    ("password_assignment", re.compile(  # netflix:famille@mail.example:dJSDIQoC-7zvnxHP
        r"(?m)^[ \t]*[\w.-]+:(?=[^\s:]*[A-Za-z])[\w.+-]+(?:@[\w.-]+)?:(?P<v>[^\s:]+)[ \t]*$"),
     _pair_password),
    ("password_assignment", re.compile(  # .pgpass: host:port:database:user:password
        r"(?m)(?<![\w:.-])(?:[\w.-]+|\*):(?:\d{2,5}|\*):[\w.*-]+:[\w.@*$-]+:(?P<v>[^\s:'\"]+)"
        r"(?:\s*$|['\"]\s)"),
     _password),
    ("secret_assignment", re.compile(rf"(?i){_NAME.format(_CREDENTIAL_KEYS)}{_VALUE}"),
     _named_credential),
    ("secret_assignment", re.compile(  # any `…-Key:` or `…_key =` whose value looks issued
        rf"(?i){_NAME.format('(?<![a-z])key(?![a-z])')}{_VALUE}"),
     lambda v, m: not _SETTING_NAME.search(m.group("k") or "") and _generated(v, m)
     and not _PUBLIC_KEY_NAME.search(m.string, 0, m.start("k"))),
    ("secret_assignment", re.compile(  # a camelCase name: `const _vaultKey = '…'`
        rf"(?<![\w.-])(?P<k>[A-Za-z_][\w.-]{{0,60}}?[a-z])Key(?![a-z]){_VALUE}"),
     lambda v, m: not _SETTING_NAME.search(f"{m.group('k')}Key") and _vendor_key(
         v, m, " ".join(_NAME_PIECE.findall(m.group("k"))))),
    ("secret_assignment", re.compile(  # a code of letters and digits: "access code H7BT…"
        rf"(?i)\b(?:{_OPENS})[ \t]+code\b"
        r"[ \t]*(?:is|was|:|=)?[ \t]*[\"'`]?(?P<v>(?-i:[A-Z0-9]{6,12}))\b(?![-/.]\w)"),
     lambda v, m: sum(c.isdigit() for c in v) >= 1 and sum(c.isalpha() for c in v) >= 2),
    ("secret_assignment", re.compile(  # "the API key is …", "master.key: …"
        rf"(?i)\b(?:{_PROSE_NAMES})\s*(?:is|was|:)?\s+[\"'`]?(?P<v>[^\s\"'`,;]+)"), _credential),
    ("password_assignment", re.compile(  # a password word, at most four words, then a strong
        # value: "пароль безконтрольного доступу Karpaty1988*", "Passwort Qk7s… für den Drucker";
        # bare, "mdp" is a Markov decision process as often as a mot de passe
        rf"(?i)\b(?:{_PASSWORD_KEYS}|(?!mdp\b(?![ \t]+{_MDP_SAID}))(?:{FOREIGN_PASSWORD}))\b"
        rf"(?![ \t]+{_ABOUT_PASSWORDS})"
        # (an aside after the words: "пароль до ключа КЕП (Key-6.dat, ПриватБанк) — …")
        rf"(?:[ \t]+[^\W\d_]{{2,20}}){{0,6}}(?:[ \t]*{_ASIDE})?(?:[ \t]+[—–-])?[ \t]+[\"'`]?"
        r"(?P<v>[^\s\"'`,;]{8,})"),
     lambda v, m: (strong_password(v) or credential_value(v))  # hex alone: a fingerprint;
     and not re.fullmatch(r"[0-9A-Fa-f]+|\d{1,3}-[^\W\d_]+", v)  # "12-znakowe": its length
     and _not_where_kept(v, m)),
    ("secret_assignment", re.compile(  # a holder, its qualifier, then the token itself
        # (or the words that name whose before an aside: "โทเคน loyverse (ดึงยอดขาย…) …")
        rf"(?i)\b{_HOLDER}\b"
        rf"(?:(?:[ \t]+(?!{_ATTRIBUTE})[^\W\d_][\w.-]{{0,30}}){{1,2}}(?=[ \t]*\())?"
        rf"(?:[ \t]*{_ASIDE})?{_QUALIFIER}(?:[ \t]*{_ASIDE})?[ \t]*"
        rf"(?:(?:is|was|=|:|:=|=>)[ \t]*)?[\"'`]?{_ISSUED_VALUE}"), _generated),
    ("secret_assignment", re.compile(  # "the API key Priya created for the script is …"
        rf"(?i)(?:\b{_HOLDER}\b|(?=[\w.-]{{0,60}}[_.-]){_NAME.format(_CREDENTIAL_KEYS)}(?![\w.-]))"
        rf"{_ON_TO_VALUE}{{1,60}}?"
        rf"(?:{_SAID}|[ \t][—–-](?=[ \t]))[ \t]*[\"'`]?"  # or a dash: "… provider – 3bd0…"
        rf"{_ISSUED_VALUE}"),
     lambda v, m: not _SETTING_NAME.search(m.group("k") or "") and _generated(v, m)),
    ("secret_assignment", re.compile(  # a vendor's key, an aside, then it: "W&B key (team x): …"
        rf"(?i)(?<![\w.&-])(?P<k>[A-Za-z][\w&.-]{{1,30}})[ \t]+key\b"
        rf"{_ON_TO_VALUE}{{0,60}}?{_SAID}[ \t]*[\"'`]?{_ISSUED_VALUE}"),
     lambda v, m: not _SETTING_NAME.search(f"{m.group('k')}_key") and _vendor_key(
         v, m, m.string[:m.end("k")])),
    ("password_assignment", re.compile(  # XML config: <password>…</password> (Maven, Tomcat)
        rf"(?i)<(?P<k>[\w.:-]*(?:{_PASSWORD_KEYS}|secret|token|api-?key)[\w.:-]*)(?:\s[^<>]*)?>"
        r"(?:\s*<Value>)?(?P<v>[^<\s]+)</"),
     lambda v, m: (password_value(decoded) if (decoded := _base64_element(v, m)) is not None
                   else _named_password(v, m))),
    ("password_assignment", re.compile(  # "the login is our email and flamingo9406"
        rf"(?i){_ACCOUNT_WORDS}[^\n]{{0,60}}?\b(?:e-?mail|username)"
        r"[ \t]+and[ \t]+(?P<v>[^\s,;]{6,})[ \t]*$"),
     lambda v, m: password_value(v) and any(c.isdigit() for c in v)),
    ("password_assignment", re.compile(  # an archive's password, glued: `7z a -pS3cret`
        r"\b(?:7z|7za|zip|unzip|rar|unrar)\b[^\n]*?\s-[pP][ \t]?"
        r"(?P<v>'[^'\n]+'|\"[^\"\n]+\"|[^\s'\"-][^\s]*)"),
     _password),
    ("password_assignment", re.compile(  # a Wi-Fi QR code: WIFI:T:WPA;S:name;P:password;;
        r"\bWIFI:[^\n]*?\bP:(?P<v>[^;\n]+);"), _password),
    ("password_assignment", re.compile(  # PDO('mysql:…', 'shop', 'thG3…'), auth=("u", "pw")
        r"(?:(?<=[(,])|(?<=[(,] ))([\"'])[\w.@+-]{2,40}\1[ \t]*,[ \t]*"
        r"(?=([\"'])(?P<v>[^\"'\n]{8,})\2[ \t]*[,)])"), _pair_password),
    ("password_assignment", re.compile(  # NuGet, .NET: <add key="ClearTextPassword" value="…"/>
        rf"(?i)\bkey=([\"'])(?P<k>[\w.:-]*(?:{_PASSWORD_KEYS}|secret|token|api_?key)[\w.:-]*)\1"
        r"\s+value=([\"'])(?P<v>[^\"'\n]+)\3"), _named_password),
    ("password_assignment", re.compile(  # login("user", "password"), NetworkCredential(…)
        r"(?i)\b\w*(?:login|bind|credential|auth\w*|connect|client)\w*\s*\(\s*([\"'])[^\"'\n]*\1\s*,"
        r"\s*([\"'])(?P<v>[^\"'\n]+)\2"), _password),
    ("license_key", re.compile(r"-----\s*BEGIN LICENSE\s*-----"), _always),
    ("password_assignment", re.compile(  # an SNMP community string: `snmpwalk -c …`
        r"\bsnmp\w*\b[^\n]*?\s-c[ \t]*(?P<v>[^\s'\"-]\S*)"), _password),
    ("password_assignment", re.compile(  # "SNMP v2c RW community = NcoQ…", said in words
        rf"(?i)\bsnmp\w*\b[^\n]*?\bcommunity(?: string)?\b[^\n:=]{{0,20}}?(?:[:=]|\b{_IS}\b)"
        r"[ \t]*[\"']?(?P<v>[^\s'\",;]+)"), _password),
    ("secret_assignment", re.compile(  # Vault AppRole's secret_id, the half of its login that is
        # secret (AWS's --secret-id names a secret by its path, which this never takes)
        # (Nomad's and Consul's ACL tokens print theirs as "Secret ID = …"; an Azure app's
        # "Secret ID" names its secret, whose value is elsewhere)
        r"(?i)(?:(?<![a-z0-9])secret[_-]id|\brole[ _-]?id\b[^\n]{0,80}?\bsecret id|"
        r"\b(?:nomad|consul|acl|accessor|approle)\b[\s\S]{0,160}?\bsecret id|"
        r"\bsecret id(?=[^\n]*\bapprole\b))\b"
        r"(?:[\"']?[ \t]*[:=]?|[^\n:=]{0,80}:)[ \t]*[\"']?"
        r"(?P<v>[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12})\b"),
     _always),
    ("password_assignment", re.compile(  # Windows: `net use … /user:DOMAIN\name password`
        r"(?i)\s/user:\S+\s+(?P<v>[^\s/][^\s]*)"), _password),
    ("password_assignment", re.compile(  # keytool and jarsigner: `-storepass …`, `-keypass …`
        r"(?i)\s-(?:store|key|src|dest|new)(?:store)?pass\s+(?:pass:)?(?!env:|file:)"
        r"(?P<v>[^\s$-]\S*)"), _password),
    ("secret_assignment", re.compile(  # a CLI that logs in with its token: `snyk auth <uuid>`
        r"\bsnyk auth[ \t]+(?P<v>[\w.-]{20,})"),
     _generated),
    ("password_assignment", re.compile(  # `poetry config http-basic.repo user password`
        r"\bpoetry\s+config\s+http-basic\.\S+\s+\S+\s+(?P<v>[^\s-]\S*)"), _password),
    ("password_assignment", re.compile(  # PowerShell: ConvertTo-SecureString "…" -AsPlainText
        r"(?i)ConvertTo-SecureString\s+(?:-(?:String|AsPlainText|Force)\s+)*[\"']?"
        r"(?P<v>[^\s\"'-][^\s\"']*)"), _password),
    # ---- secrets a person keeps in lists ----------------------------------------------------
    ("recovery_codes", re.compile(
        r"(?i)\b(?:(?:2fa|mfa)(?=[ \t]*\n)|"
        r"(?:recovery|backup|fallback|bypass|scratch|emergency|2fa|mfa|one[- ]time)\s+"
        r"(?:[\w-]+\s+){0,2}"
        r"codes?|(?:2fa|mfa) backup|(?:codes?|c[óo]d(?:igos?|\.)?|codici) (?:de |di )?(?:secours|"
        r"r[ée]cup[ée]ration|respaldo|recuperaci[óo]n|recupera[çc][ãa]o|recupero|backup|emergencia|"
        r"emergenza|seguran[çc]a)|codici monouso|"
        r"c[óo]digos?\s(?:de\s)?reserva|"
        r"(?:backup|wiederherstellungs|herstel|reserve|zapasow\w*|z[áa]lo[žz]n\w*|yedek)[ -]?"
        rf"(?:codes|kod(?:y|lar[ıi])?)|kody\s(?:zapasowe|odzyskiwania|jednorazowe)|"
        r"jednorazowe\s+kody|einmal-?codes|codes à usage unique|c[óo]digos de un solo uso|"
        rf"{_BACKUP_CODE})\b"
        r"(?:(?:[^\n:>=(]|\([^)\n]{0,80}\)){0,80}(?:[:\n]|->|=>|=)\s*|"
        r"[ \t]+(?=[A-Za-z0-9]*\d))"  # or the codes at once
        r"(?P<v>(?:(?:\d{1,2}[.)]\s+|[-*•]\s+)?[A-Za-z0-9]{4,16}"
        r"(?:-[A-Za-z0-9]{3,12}){0,2}[\s,;]+){2,}(?:\d{1,2}[.)]\s+|[-*•]\s+)?[A-Za-z0-9]{4,16}"
        r"(?:-[A-Za-z0-9]{3,12}){0,2})"), _codes),
    ("recovery_codes", re.compile(  # backup codes unnamed, one a line as Discord and GitHub
        # print them: "use one of these\n- jnhl-943y\n- ubzp-019r\n- xxk8-zveu\n- 6pvp-rqz4"
        r"(?m)(?P<v>(?:^[ \t]*(?:[-*•][ \t]*|\d{1,2}[.)][ \t]*)?[a-z0-9]{4,5}-[a-z0-9]{4,5}[ \t]*"
        r"(?:\n|$)){4,})"),
     _unnamed_codes),
    ("generated_password", re.compile(  # a generator's password, its symbols unnamed:
        # "CORP\\svc-kofax" then "PB^!EC1nJ+zb!MW-gK" on the next line
        r"(?<![^\s'\"`=:(,])(?P<v>[^\s'\"`=,]{10,64})(?![^\s'\"`,.;)\]])"), _generated_password),
    ("grouped_secret", re.compile(  # a generated password in dashed groups: `E8Wh-1Ckz-lfI6`
        r"(?<![\w./-])(?P<v>[A-Za-z0-9]{4,6}(?:-[A-Za-z0-9]{4,6}){2,3})(?![\w/-])"),
     lambda v, m: _groups_with(v, lambda group: char_classes(group) == 3, "-") >= 2),
    ("grouped_secret", re.compile(  # an authenticator's base32 seed: 24 to 40 of A-Z and 2-7, at
        # least three digits among eight letters (a VIN, an LEI or an AWS key id is shorter)
        r"(?<![\w/.=+-])(?P<v>(?=(?:[A-Z]*[2-7]){3})(?=(?:[2-7]*[A-Z]){8})[A-Z2-7]{24,40}={0,6})"
        r"(?![\w/.+-])"), _always),
    ("grouped_secret", re.compile(  # a seed or key written in groups: `JBSW Y3DP EHPK …`
        rf"(?i:\b(?:seed|secret|key|code|{_FOREIGN_KEY})\b)"
        r"[^\n:]{0,80}:\s*(?P<v>(?:[A-Za-z0-9]{4,6}[ -]){3,}"
        r"[A-Za-z0-9]{4,6})\b"),
     lambda v, m: _grouped(v.replace(" ", "").replace("-", "")) and _issued(v, m)
     and not _OPENPGP_FINGERPRINT.match(v)),
    ("grouped_secret", re.compile(  # an authenticator's seed named so, in fewer groups than a
        # bare one needs, as the set-up page shows it (`sorf nlq3 7yqc bdsq …`); written whole,
        # the rule for a seed with words before it reads it
        rf"(?i:\b(?:seed|secret|key|authenticator|{_FOREIGN_KEY})\b)"
        r"(?:[^\n:]{0,120}:\s*|[ \t]+(?:[—–-][ \t]+)?)"
        r"(?P<v>(?:[a-z2-7]{4} ){3,}[a-z2-7]{4}|(?:[A-Z2-7]{4} ){3}[A-Z2-7]{4})"
        r"(?![\w/.+-])"), _base32_seed),
    ("grouped_secret", re.compile(  # a 32-character seed in eight groups, as an authenticator's
        # set-up page shows it, needs no name before it: `ighx daw3 l3ls 3rxf 65sj t2ju …`, or
        # a token's manual entry in capitals
        r"(?<![\w/.+-])(?P<v>[a-z2-7]{4}(?: [a-z2-7]{4}){7}|[A-Z2-7]{4}(?: [A-Z2-7]{4}){7})"
        r"(?![\w/.+-])"), _drawn_groups),
    ("seed_phrase", re.compile(  # words in a row, numbered or in a grid: judged by BIP39's list
        r"(?<![\w-])(?P<v>(?:(?:\d{1,2}[.):]?[ \t]+)?[A-Za-z]{3,8}"
        r"(?:[ \t,;|]+|[ \t]*\n[ \t]*)){11,}(?:\d{1,2}[.):]?[ \t]+)?[A-Za-z]{3,8})(?![\w-])"),
     _recovery_phrase),
    ("bitcoin_private_key", re.compile(  # WIF: 5…, or K…/L… for a compressed key
        r"(?<![\w/])(?P<v>5[HJK][1-9A-HJ-NP-Za-km-z]{49}|[KL][1-9A-HJ-NP-Za-km-z]{51})(?![\w/])"),
     _issued),
    ("pin", re.compile(  # a token's or an app's activation code, which sets it up on any phone:
        # "codigo activacion token BBVA: 8730649587", "num de activación 492823 984197"
        r"(?i)\b(?:activation|activaci[óo]n|ativa[çc][ãa]o|aktivierung\w*|attivazione|activare|"
        r"activerings\w*|aktiverings\w*|aktywac\w*|aktiva[čc]n\w*)\b"
        r"(?P<gap>[^\n\d:=]{0,40}?(?:[:=]|->|→)?)[ \t]*(?<![\w-])"
        r"(?P<v>\d{6,16}|\d{3,4}(?:[ -]\d{3,4}){1,4}|"
        r"(?-i:(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{8,16}))"
        r"(?![\w-])"),
     lambda v, m: not public_label(line_before(m.string, m.start("v"))) and not is_placeholder(v)
     and not public_label(m.group("gap"), None) and not _YEAR.fullmatch(v)),
    ("wandb_key", re.compile(  # Weights & Biases' API key: 40 hex after its name, as `wandb
        # login` takes it; a run's commit is named so
        r"(?i)\b(?:wandb|w&b|weights[ \t]*(?:and|&)[ \t]*biases)(?![\w&])"
        r"(?P<lead>[^\n]{0,100}?)(?<![0-9a-f])(?P<v>[0-9a-f]{40})(?![0-9a-f])"),
     lambda v, m: _named_hex(v, m)
     and re.search(r"(?i)\b(?:commit|revision|rev|run|artifact)\b", m.group("lead")) is None),
    ("secret_assignment", re.compile(  # Kaggle's API key: 32 hex after its name ("kaggle key
        # b17e…", kaggle.json's "key", Korean "캐글 키 새로 받음 19cb…")
        r"(?i)(?:\bkaggle\b|캐글)(?P<lead>[^\n]{0,40}?(?:\bkey\b|키)[^\n]{0,24}?)"
        r"(?<![0-9a-f])(?P<v>[0-9a-f]{32})(?![0-9a-f])"), _named_hex),
    ("password_assignment", re.compile(  # a login after the address it opens: "unifi
        # router: http://192.168.0.1 admin:lWxv…"
        r"(?im)\bhttps?://\S+[ \t]+(?P<acct>[\w.@-]{1,40}):(?P<v>[^\s:/@]{8,})[ \t]*$"),
     lambda v, m: strong_password(v) or (password_value(v) and re.fullmatch(
         r"(?i)root|admin|administrator|sa|ubnt|pi|guest|user", m.group("acct")) is not None)),
    ("password_file", re.compile(  # a password file's content: "~/.vault_pass.txt
        # obsahuje: ZZ*NEY…", "/etc/rsyncd.secrets contains: …"
        r"(?i)(?<![\w/~.-])(?P<dir>(?:~|\.{1,2})?/(?:[\w.-]+/)*)?"
        r"\.?[\w-]*(?:pass|pwd|pw|secret|token|cred)[\w-]*"
        r"(?P<ext>\.(?:txt|key|pw|pass|secrets?|creds?|conf|cfg|ini|env|json|ya?ml))?"
        r"(?![\w/.-])[^\n:=]{0,30}?:[ \t]*(?P<v>[^\s/~][^\s]{7,63})(?!\S)"),
     lambda v, m: strong_password(v) and bool(m.group("dir") or m.group("ext"))),
    ("secret_assignment", re.compile(  # a key's or a token's line, then the value alone on
        # the next: "webapi key (publisher group …)\nAE0B4062…", "апі кей нової пошти\n60ee…"
        rf"(?im)(?P<label>\b(?:{_HOLDER}|(?:api|webapi|rest|server|app)[ _-]?key)\b"
        r"[^\n]{0,100})\n"
        r"[ \t]*(?P<v>[A-Za-z0-9_][A-Za-z0-9+/_.:~-]{15,}={0,2})[ \t]*$"),
     # a setting's line ("AWS_SECRET_ACCESS_KEY=<your secret>") is no label of the next
     # nor is a setting's bare name ("STRIPE_SECRET_KEY=" in a template)
     lambda v, m: _generated(v, m) and re.search(r"[=:][ \t]*\S", m.group("label")) is None
     and re.fullmatch(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[a-z][a-z0-9]*(?:[_.][a-z][a-z0-9]*)+",
                      v.rstrip("=")) is None
     and _ATTRIBUTE_WORD.search(m.group("label")) is None
     and _PUBLIC_WORD.search(m.group("label")) is None),
    ("app_password", re.compile(  # Nextcloud's app password: five groups of five, both cases
        r"(?<![\w-])(?P<v>[A-Za-z0-9]{5}(?:-[A-Za-z0-9]{5}){4})(?![\w-])"),
     lambda v, m: _groups_with(v, _both_cases, "-") >= 3 and _issued(v, m)),
    ("backblaze_key", re.compile(  # Backblaze B2's application key: K, three digits, 27 more
        r"(?<![\w/+=-])(?P<v>K\d{3}[A-Za-z0-9/+]{27})(?![\w/+=-])"),
     lambda v, m: mixed_key(v[4:]) and _issued(v, m)),
    ("app_password", re.compile(  # WordPress's application password: six groups of four
        r"(?<!\w)(?<![A-Za-z0-9]{4} )(?P<v>[A-Za-z0-9]{4}(?: [A-Za-z0-9]{4}){5})(?! ?\w)"),
     lambda v, m: _groups_with(v, lambda g: g != g.lower()) >= 3
     and _groups_with(v, lambda g: g != g.upper()) >= 3
     and _groups_with(v, lambda g: any(c.isdigit() for c in g)) >= 2 and _issued(v, m)),
    ("zoho_token", re.compile(  # Zoho's OAuth access and refresh tokens: 1000, two hex runs
        r"(?<![\w.])(?P<v>1000\.[0-9a-f]{32}\.[0-9a-f]{32})(?![\w.])"), _issued),
    ("fio_token", re.compile(  # Fio banka's API token in its REST path: 64 characters
        r"/rest/(?:last|periods|by-id|set-last-id|set-last-date|lastStatement|import)/"
        r"(?P<v>[A-Za-z0-9]{64})(?=/)"), _issued),
    ("password_assignment", re.compile(  # WPA's key with no colon: "… (réseau isolé) WPA2
        # EyTsEL9mFVWMBSEM"
        rf"(?i)\b{_WPA}[ \t]+(?P<v>[^\s:=]{{8,63}})(?=[ \t]*(?:$|\n|[,;]))"),
     _wifi_key),
    ("password_assignment", re.compile(  # a router's sticker: "SSID Buffalo-G-2E0C\nKEY …",
        # "Network name TELUS8285\nKey ieh53q2i9h"
        r"(?im)\b(?:ssid|network(?: name)?|wi-?fi(?: name)?)\b[^\n]*\n[ \t]*"
        r"(?:key|pass(?:word)?|psk|pw)[ \t]*[:=]?[ \t]+(?P<v>[^\s]{8,63})[ \t]*$"), _wifi_key),
    ("password_assignment", re.compile(  # "tell the kids the wifi is bpmwknpn9t": its key, not
        # its name, which a network's is (`_wifi_key` asks for one drawn, and a name is
        # joined by hyphens or underscores: "Bell-Fibe-7782")
        rf"(?i)\b(?:the|our|my|your)[ \t]+wi-?fi[ \t]+{_IS}[ \t]+[\"'`]?"
        r"(?P<v>[^\s\"'`,;()_-]{8,63})(?![\w-])"),
     _wifi_key),
    ("password_assignment", re.compile(  # a Wi-Fi's key named, its words on the next line:
        # "new router, new wifi key\nshortbread cullen bruntsfield haggis"
        rf"(?im)\b(?:{_WIFI_KEY}|wi-?fi[ \t]+pass(?:word|phrase)?)[ \t]*:?[ \t]*\n[ \t]*"
        r"(?P<v>[a-z]{3,12}(?:[ -][a-z]{3,12}){2,5})[ \t]*$"), _drawn_words),
    ("secret_assignment", re.compile(  # PagerDuty's routing or integration key: 32 hex
        r"(?i)\b(?:routing[_ -]key|integration[_ -]key)\b[^\n]{0,80}?(?<![\w-])"
        r"(?P<v>[0-9a-f]{32})(?![\w-])"), _issued),
    ("secret_assignment", re.compile(  # a secret's variable named, then its value in words:
        # "PLAID_SECRET (development env) 9a2e…", "GITHUB_TOKEN for ci: ghp_…"
        r"(?<![\w$.{-])(?P<k>[A-Z][A-Z0-9]*_(?:[A-Z0-9]+_)*(?:SECRET|TOKEN|PASSWORD|PASS|PWD|"
        r"API_KEY|PRIVATE_KEY|SECRET_KEY)(?:_[A-Z0-9]+)?)\b(?![=:(\[\]}.])"
        r"(?:[ \t]+\([^)\n]{1,60}\))?[ \t]+(?:[\w ]{0,20}?[ \t]*[:\-—][ \t]*)?"
        r"[\"'`]?(?P<v>[^\s\"'`,;]{12,})"),
     lambda v, m: credential_value(v) and not re.search(r"[/$%{}]", v)),
    ("secret_assignment", re.compile(  # `mc alias set NAME URL ACCESS_KEY SECRET_KEY`
        r"\bmc\s+alias\s+set\s+\S+\s+\S+\s+\S+\s+[\"']?(?P<v>[^\s\"']{8,})"),
     lambda v, m: not is_placeholder(v) and not v.startswith("$")),
    ("password_assignment", re.compile(  # `echo '…' > ~/.vault_pass`: a secret into its file
        r"\becho\s+[\"']?(?P<v>[^\s\"'>]+)[\"']?\s*>{1,2}\s*\S*(?i:pass|secret|token|key|pwd|cred)"),
     lambda v, m: strong_password(v) or credential_value(v)),
    ("password_assignment", re.compile(  # postfix's sasl_passwd: `[host]:587 user:password`
        r"\[[\w.-]+\](?::\d+)?[ \t]+[^\s:]+:(?P<v>[^\s]+)"), lambda v, m: password_value(v)),
    ("password_assignment", re.compile(  # a mail address, then a strong password ending the line
        r"(?m)(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+\)?[ \t]+(?:(?:→|->|=>)[ \t]+)?"
        r"(?P<v>[^\s@/]+)[ \t]*$"),
     lambda v, m: strong_password(v)),
    ("pin", re.compile(  # a bank's matrix card, its positions and their digits: "A1 634 · B4 118 …"
        r"(?P<v>\b[A-J]\d{1,2}[ :=]+\d{2,3}\b(?:[^\n\w]{1,4}[A-J]\d{1,2}[ :=]+\d{2,3}\b){3,})"),
     _always),
    ("password_assignment", re.compile(  # a service or login on one line, its password alone
        # on the next: "Medicare acct (for the bills)\nCocoa20Osprey!", "paypal\n<mail>\n…";
        # a longer line says with its colon that the value follows ("… to a temp one:")
        r"(?m)^(?P<label>[^\n]{2,60}|[^\n]{61,120}:[ \t]*)\n"
        r"(?=[ \t]*(?P<v>[\w!#$%&*?@.-]{8,28})[ \t]*$)"),
     _labelled_password),
    ("password_assignment", re.compile(  # a login's two lines: "u: bev.acme" then "p: …"
        r"(?im)^[ \t]*(?:u|usr|user(?:name)?|login|benutzer|utilisateur|usuario)[ \t]*[:=][^\n]+\n"
        r"[ \t]*(?:p|pw|pwd|pass)[ \t]*[:=][ \t]*(?P<v>\S+)"), _password),
    ("password_assignment", re.compile(  # the same on one line, a colon, an arrow or a spaced
        # dash between: "EDF -> Wmiuij0290$", "Ameli Maryvonne : ouessant_Moustache665 (…)",
        # "fb - Ksamil0980!"
        # and a user may stand between: "CVS pharmacy website - beverly33 - Tumble…11!"
        r"(?m)^(?P<label>[^\n:→>]{2,60}?)(?:[ \t]+[-–—][ \t]+[\w.@+-]{3,40})?"
        r"[ \t]*(?::|->|→|=>|(?<=[ \t])(?:[-–—]|--)(?=[ \t]))"
        r"[ \t]*[\"'`«]?[ \t]*"
        r"(?P<v>[\w!#$%&*?@.+-]{7,28})(?=[\"'`»]?[ \t]*(?:$|[(—–-]|\n))"),
     _same_line_password),
    ("pin", re.compile(  # a code's name on one line, its digits alone on the next
        # (a short number may name what it opens: "the LN2 dewar monitor", "flat 12")
        rf"(?im)^[^\n]*\b(?:{_CODE_NAMES}|{_LOCKS})\b(?:[^\n\d]|\d(?!\d{{2}}))*\n[ \t]*"
        r"(?P<v>\*?\d{4,8}[#*]?|\d{4} \d{4}|\d{1,2}(?:-\d{1,2}){2,5})[ \t]*$"),
     _always),
    ("activation_code", re.compile(  # an authentication code a letter brings, six capitals
        # and digits: Companies House's ("CH auth code P2EP2M", "… letter\nLL5O0F")
        r"(?i)\bauth(?:entication|ori[sz]ation)?[ -]code\b[^\n\d]{0,50}?(?:\n[ \t]*)?"
        r"(?<![\w-])(?P<v>(?-i:(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{6,8}))(?![\w-])"),
     # "auth code" alone is a card payment's as often, printed on its receipt
     lambda v, m: (_COMPANY_REGISTER.search(m.string) is not None
                   or "authentication" in m.group(0).lower())
     and not _spent_on_line(m.string, m.end("v"))
     and not re.fullmatch(r"[A-Z]{3,}\d{1,2}", v)  # a word and a number: "INVALID2"
     and not _CARD_PAYMENT.search(m.string)),
    ("pin", re.compile(  # a lock's code changed, then the new one: "the gun safe code got
        # reset after the battery died, new one 395513", "Fuel lock code changed\n…\nnew 3611"
        rf"(?i)\b(?:{_LOCK_NOUNS})\b[^\n\d]{{0,20}}?\b(?:code|combo|combination)\b[^\d]{{0,80}}?"
        r"\bnew(?: one| code| combo)?\b[ \t]*(?:is[ \t]+|[:=-][ \t]*)?"
        rf"(?!{_CENTURY_DIGITS.pattern}\b)(?P<v>\d{{4,8}})(?![\d.,:/-]?\d)"), _always),
    ("pin", re.compile(  # "the back corridor door is C8469": what a door opens with, said,
        # or what it was changed to: "the diesel tank lock is now 7353" (a year is no code)
        rf"(?i)\b(?:{_LOCKS}|lock|i?pad|tablet|laptop)\s+(?:code\s+)?is\s+(?:now\s+)?"
        rf"(?!{_CENTURY_DIGITS.pattern}\b)(?P<v>[A-Z]?\d{{4,8}}[#*]?)\b(?![ \t]?\d)"
        rf"(?!\s*(?:{_UNITS}|m²|sq))"), _always),
    ("security_answer", re.compile(  # what a bank asks for besides the password: any word
        r"(?i)\b(?:memorable (?:word|info\w*|data|phrase|answer|place|name)\b"
        r"(?:[^\n:=\d]{0,40}?(?:[:=]|\bis\b)|[^\n:=\d]{0,20}?)|"
        r"answer (?:to|for)\b[^\n:=]{0,60}?(?:[:=]|\bis\b))"
        r"[ \t]+[\"'`]?(?P<v>[^\W\d_][\w-]{2,})"),
     lambda v, m: v.lower() not in STOPWORDS and not _kept_in(m)  # "= Dave's, ask him"
     and re.match(r"['’]s\b|[ \t]+(?:by|in|into|at|on|under|with)\b",
                  m.string[m.end("v"):]) is None),
    ("password_assignment", re.compile(  # the words an alarm company asks for on the phone:
        # "ADT verbal password (when they call) is golden cardinal", "secret word: gentle ocotillo"
        r"(?im)\b(?:(?:verbal|spoken|phone)[ -]pass(?:word|code|phrase)|secret[ -]word|"
        r"pass(?:code|word)[ -]word|code[ -]?word)\b(?:[^\n:=]{0,40}?(?:[:=]|\bis\b|[ \t][-–—])|"
        r"[ \t]*\([^)\n]{0,60}\)[ \t]*(?:[:=]|\bis\b)?)[ \t]*[\"'`]?"
        r"(?P<v>[^\W\d_]{3,15}(?:[ -][^\W\d_]{3,15}){0,2})[\"'`]?[ \t]*[.!]?[ \t]*$"),
     lambda v, m: _drawn_words(v) and not _kept_in(m) and v.lower() not in STOPWORDS),
    ("password_assignment", re.compile(  # a manager's name, "master" and its words:
        # "1password master fibro weatherboard ute trowel"
        rf"(?im)\b(?:{_MANAGERS})\b[ \t]+master(?:[ \t]+(?:password|pw|phrase|key))?[ \t]+"
        r"(?P<v>[a-z]{3,12}(?: [a-z]{3,12}){3,7})[ \t]*$"),
     lambda v, m: _drawn_words(v) and not _kept_in(m)),
    ("password_assignment", re.compile(  # a password word, what it is for, and the
        # password ending the line: "password for the service new south wales app digger_359Boomer"
        rf"(?im)\b(?:{_PASSWORD_KEYS})[ \t]+(?:for|to|on)\b[^\n:=]{{0,60}}?[ \t]"
        r"(?P<v>[^\s\"'`]{8,})[ \t]*$"),
     lambda v, m: strong_password(v) and not _kept_in(m)),
    ("security_answer", re.compile(  # the memorable word alone on the line under its name
        r"(?im)\bmemorable (?:word|info\w*|data|phrase|answer)\b[^\n\d:=]{0,40}\n[ \t]*"
        r"(?P<v>[^\W\d_][\w-]{2,})[ \t]*$"),
     lambda v, m: v.lower() not in STOPWORDS and not v.isalpha()),
    ("security_answer", re.compile(  # a made-up answer: "the answer I put was birchmountps17",
        # or after a question about the person: "where did you meet your spouse -> timmins1978"
        r"(?i)(?:\banswer\b[^\n:=]{0,30}?\b(?:is|was)|"
        r"\b(?:what|where|which|who|name of)\b[^\n]{0,60}?\byour\b[^\n:>]{0,40}?\??[ \t]*"
        rf"(?:{_ARROW}|[:=]))[ \t]+[\"'`]?(?P<v>[^\W\d_]{{3,}}\d{{2,4}})(?![\w-])"), _always),
    ("flutterwave_key", re.compile(r"\b(?P<v>FLWSECK(?:_TEST)?-[0-9a-f]{32}-X)(?![\w-])"), _issued),
    ("flutterwave_key", re.compile(  # Flutterwave's encryption key: FLWSECK and 12 hex
        r"(?<![\w-])(?P<v>FLWSECK(?:_TEST)?[0-9a-f]{12})(?![\w-])"), _always),
    ("password_assignment", re.compile(  # `lftp -u user,password …`
        r"\blftp\b[^\n]*?\s-u[ \t]+[^,\s]+,[\"']?(?P<v>[^\s\"']+)"), _password),
    ("recovery_codes", re.compile(  # Steam Guard's revocation code: R and five digits
        r"(?i)\b(?:revo(?:cation|ga[çc][ãa]o)|recovery|steam ?guard|rcode|authenticator|"
        r"steam\b[^\n]{0,30}?\b(?:code|backup|auth))\b"  # "steam auth backup → R64425"
        r"[^\n]{0,60}?(?<![\w-])"
        r"(?P<v>R\d{5})\b|"
        r"(?<![\w-])(?P<w>R\d{5})\b[^\n]{0,20}?\brevo(?:cation|ga[çc][ãa]o)\b"), _always),
    ("wifi_key", re.compile(  # a FRITZ!Box's Wi-Fi key as its sticker prints it: five groups of
        # four digits ("WLAN-Schlüssel: 4428 4485 4342 4214 4254")
        r"(?i)\b(?:wi-?fi|wlan|wpa2?|fritz!?box)\w*\b[^\n\d]{0,60}?"
        r"(?<!\d\d\d\d )(?P<v>\d{4}(?: \d{4}){4})(?! ?\d)"),
     lambda v, m: _NUMBERED_THING.search(m.group(0)) is None),
    ("session_cookie", re.compile(  # a session's cookie as Set-Cookie writes it: `sid=…; Path=/`
        r"(?i)(?<![\w.-])[\w.-]*(?:sid|sess|auth|token|login|remember)[\w.-]*="
        r"(?P<v>[^;\s]{16,});[ \t]*(?:path|domain|expires|max-age|"
        r"secure|httponly|samesite)\b"), lambda v, m: mixed_key(v) and not is_placeholder(v)),
    ("proxy_link", re.compile(  # a proxy's share link: V2Ray's, Trojan's, Shadowsocks' carry
        # the user's id or password (vmess://<base64 JSON with its id>, trojan://PASSWORD@host)
        r"(?i)(?<![\w/])(?P<v>(?:vmess|vless|trojan|ss|ssr|hysteria2?|hy2|tuic)://[^\s\"'<>`]{16,})"),
     lambda v, m: _issued(v.split("@", 1)[0], m)),  # the host may well be an example
    ("app_password", re.compile(  # Google's app password as its page shows it: `savd ksjk …`
        r"(?i:app(?:lication)?[ -]?pass\w*|アプリ ?パスワード|app-passwort|"
        r"mot de passe d'application|contrase[ñn]a de aplicaci[óo]n|sandi aplikasi|smtp|"
        # or said by its length, or by the mail client it is for: "16 letter code for the
        # Thunderbird on Dale's laptop: awwr acsq tmrm bfcb"
        r"16[ -]?(?:letters?|characters?|chars?)[ -](?:code|key|thing)|thunderbird|outlook|"
        rf"(?<![a-z])(?:{_PASSWORD_KEYS}|{FOREIGN_PASSWORD})(?![a-z]))[^\n]{{0,60}}?\n?[ \t]*"
        r"(?<![\w-])(?P<v>[a-z]{4}(?: [a-z]{4}){3}|[a-z]{16})(?![\w-])"),
     lambda v, m: _drawn_words(v) if " " in v else not wordy(v)),  # "must have more than"
    ("password_assignment", re.compile(  # a password manager's "master", its passphrase after
        # the colon: "1Password master: abols abols mezs lacis 825"
        # ("bw" for Bitwarden; "master pw" with no colon; the words on the next line; an
        # aside after them)
        rf"(?im)(?:\b(?:{_MANAGERS}|bw)\b[^\n:]{{0,30}}?\bmaster\b|\bmaster\b[^\n:]{{0,30}}?"
        rf"\b(?:{_MANAGERS})\b)[^\n:=—–(]{{0,30}}?(?:\([^)\n]*\)[ \t]*)?(?:[:=]|[ \t][—–-][ \t]|"
        r"(?P<bare>(?:(?<=\bpw)|(?<=\bpassword))[ \t](?![^\n:]*:)))[ \t]*\n?[ \t]*"
        r"(?P<v>[^\n]{8,80}?)[ \t]*(?:\([^)\n]*\)[ \t]*|[ \t][—–-][ \t][^\n]*)?$"),
     # with no colon, only words and a number ("… master pw bober sonechko … 690")
     lambda v, m: _word_or_passphrase(v, strong_password) and (
         not m.group("bare") or re.fullmatch(r"(?:[^\W\d_]{3,12} ){3,7}\d{2,6}", v) is not None)),
    ("secret_assignment", re.compile(  # a token of lowercase letters drawn at random, as GEO
        # gives a paper's reviewers: "reviewer token: vxrgoitqwqejbe", "&token=xkaqkqrnwugwid"
        r"(?i)\btoken\b[^\n:=]{0,40}?(?:[:=][ \t]*\n?|[ \t]*\n)[ \t]*"
        r"(?P<v>(?-i:[a-z]{12,40}))(?![\w-])"),
     # (fewer vowels than most words have: "csrf token: instrumentation" names its kind)
     lambda v, m: drawn_letters(v) and sum(c in "aeiou" for c in v) < 0.34 * len(v)
     and not is_placeholder(v) and not _kept_in(m)),
    ("password_assignment", re.compile(  # a password manager's name over its passphrase:
        # alone on the next line ("bitwarden\nrebel kinsale beamish douglas83"), or named
        # "master" or a password a line or two down ("Bitwarden\n e-mail: …\n master: …")
        # (words alone need a number or a sign after them, or the password's name above:
        # "Bitwarden\nfamily shared logins archive" names a collection)
        rf"(?im)^[ \t]*(?:{_MANAGERS}|bw)\b(?P<head>[^\n:]{{0,40}})\n"
        rf"(?P<lab>(?:[^\n]*\n){{0,2}}?[ \t]*"
        rf"(?:{_MASTER_NAMES})\b[^\n:=]{{0,20}}[:=])?[ \t]*"
        r"(?P<v>[^\W\d_]{3,12}(?:(?P<sep>[ .-])[^\W\d_]{3,12}){3,7}(?:(?P=sep)?\d{1,4})?[!?#*]?)"
        r"[ \t]*$"),
     lambda v, m: _drawn_words(v.rstrip("0123456789!?#* .-").lower()) and not (
         "." in v and _HOST_END.search(v) is not None) and (
         m.group("lab") is not None or not v[-1].isalpha()
         or _MASTER_WORD.search(m.group("head")) is not None)),
    ("password_assignment", re.compile(  # SNMPv3's passphrases after their algorithms:
        # "snmp-server user mon g v3 auth sha …", "SNMPv3: auth SHA '…', priv AES '…'"
        r"(?i)\bsnmp\w*\b[^\n]*?\b(?:auth|priv)[ \t]+(?:sha|md5|aes|des)\w*(?:[ \t]+\d{3})?"
        r"[ \t]+[\"']?(?P<v>[^\s'\",;]{8,})"),
     lambda v, m: password_value(v) and not is_placeholder(v)),
    ("password_assignment", re.compile(  # an iLO's factory password from its tag: eight
        # capitals and digits after its account, "iLO5 Administrator za DL380 — C36ITPGJ"
        r"(?i)\bi(?:lo|drac)\d?\b[^\n]{0,40}?\b(?:administrator|admin|root)\b[^\n:—–=]{0,30}?"
        r"(?:[:=]|[ \t][—–-])[ \t]*(?P<v>(?-i:[A-Z0-9]{8}))(?![\w-])"),
     lambda v, m: 1 <= sum(c.isdigit() for c in v) <= 6),
    ("secret_assignment", re.compile(  # a Vault AppRole's secret id: a UUID, and the login
        r"(?i)\bsecret[_ -]?id\b(?![_ -]?accessor)[^\n:=]{0,40}?[:=][ \t]*[\"']?"
        r"(?P<v>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b"),
     lambda v, m: re.search(r"(?i)approle|vault", m.string) is not None),
    ("secret_assignment", re.compile(  # a Kubernetes Secret's data: each value base64 of one
        r"(?im)^[ \t]+[\w.-]+:[ \t]*(?P<v>[A-Za-z0-9+/]{16,}={0,2})[ \t]*$"), _secret_data),
    ("password_assignment", re.compile(  # "BIOS supervisor -> gA9cmTK2qv": a firmware's password
        r"(?i)\b(?:bios|uefi)\b[^\n:=>]{0,30}?(?::|=|->|→|=>)[ \t]*(?P<v>[^\s,;]+)"),
     lambda v, m: strong_password(v) and not _slug(v)),
    ("pin", re.compile(  # a mobile wallet's PIN after its name: "Yape -> 125524", "mpesa: 8015"
        r"(?i)\b(?:yape|plin|m-?pesa|gcash|maya|bkash|nagad|nequi|daviplata|momo|paytm|phonepe|"
        r"mb ?way|"
        r"airtel money|orange money|wave|mtn momo)\b[ \t]*(?::|=|->|→|=>)[ \t]*"
        r"(?P<v>\d{4,6})(?![\d.,/-]|[ \t]*[A-Za-z%])"),
     lambda v, m: not (len(v) == 4 and _CENTURY_DIGITS.fullmatch(v))),
    ("secret_assignment", re.compile(  # Lipa na M-Pesa's passkey: 64 hex digits after its name
        r"(?i)\bpass ?key\b[^\n:=]{0,40}[:=][ \t]*(?P<v>[0-9a-f]{64})(?![\w-])"), _always),
    ("secret_assignment", re.compile(  # a key in hex groups, as a firmware tool or a datasheet
        # prints it: "AES-128 key for the tags: E4 CA 6C …", "key …:\nb0a736af d920d35c …"
        r"(?i)\b(?:aes[-_ ]?\d{0,3}|xts[_-]aes\w*|psk|encryption|secret|key)\b[^\n]{0,80}?[:=]\s*"
        r"(?P<v>(?:[0-9a-f]{2} ){15,63}[0-9a-f]{2}|(?:[0-9a-f]{8} ){3,7}[0-9a-f]{8})(?![\w:-])"),
     lambda v, m: len(set(v.replace(" ", "").lower())) >= 8 and not _HEX_ATTRIBUTE.search(
         m.string, m.string.rfind("\n", 0, m.start()) + 1, m.start("v"))),
    ("password_assignment", re.compile(  # a password in quotation marks, French ones with their
        # spaces too: "mot de passe maître : « castor.balcon.ruelle.chinook! »"
        rf"(?i)\b(?:{_PASSWORD_KEYS}|{FOREIGN_PASSWORD})\b[^\n:=]{{0,40}}[:=][ \t]*[«“„]"
        r"[ \t\u00a0\u202f]?(?P<v>[^»”“\n]{6,64}?)[ \t\u00a0\u202f]?[»”“]"),
     lambda v, m: _word_or_passphrase(v, password_value)),
    ("password_assignment", re.compile(  # a file or mail server, its host, user and password
        # in a row: "FTP: ftp.acme-clinic.example, acmeclin, KxkosRMvfw@M8F"
        r"(?im)\b(?:s?ftps?|ssh|smtp|imap|pop3?|cpanel|mysql|postgres(?:ql)?)\b[^\n:]{0,20}:[ \t]*"
        r"[\w-]+(?:\.[\w-]+)+(?::\d+)?[ \t]*,[ \t]*[^\s,]+[ \t]*,[ \t]*(?P<v>[^\s,]+)[ \t]*$"),
     lambda v, m: strong_password(v) and not _slug(v)),
    ("api_token", re.compile(  # cPanel's API token: 32 capitals and digits after its name
        r"(?i)\b(?:cpanel|uapi|whm)\b[^\n]{0,40}?\btokens?\b[^\n]{0,40}?"
        r"(?<![\w-])(?P<v>(?-i:[A-Z0-9]{32}))(?![\w-])"),
     lambda v, m: sum(c.isdigit() for c in v) >= 3 and sum(c.isalpha() for c in v) >= 8),
    ("app_password", re.compile(  # a Chinese mail's client code (授权码), sixteen capitals
        r"授权码[^\n]{0,20}?(?<![A-Za-z])(?P<v>[A-Z]{16})(?![A-Za-z])"),
     lambda v, m: len(set(v)) >= 8),
    ("recovery_key", re.compile(  # a recovery key in spaced groups: Apple's is seven of four
        # ("apple recovery key\n1RG5 R2DX D0PA 5PJX 77LR I0A5 3GNN")
        r"(?i)\brecovery[ -]?key\b[^\n\d]{0,40}?\n?[ \t]*"
        r"(?P<v>(?-i:[A-Z0-9]{4}(?:[ \t]+[A-Z0-9]{4}){5,7}))(?![\w-])"),
     lambda v, m: _groups_with(v, lambda g: any(c.isdigit() for c in g)) >= 2 and _groups_with(
         v, lambda g: any(c.isalpha() for c in g)) >= 2),
    ("recovery_codes", re.compile(  # one backup code, named: "Xero backup code RHEAE9D692"
        rf"(?i)(?<!\w)(?:{_BACKUP_CODE})(?!\w)[ \t]*(?:is[ \t]+|[:=][ \t]*)?"
        r"(?<![\w-])(?P<v>[A-Za-z0-9]{8,16}|[A-Za-z0-9]{4,6}-[A-Za-z0-9]{4,6}|\d{4} \d{4})"
        r"(?![\w-])"),
     lambda v, m: any(c.isdigit() for c in v) and (
         any(c.isalpha() for c in v) or len(v) >= 8) and not _CENTURY_DIGITS.fullmatch(v)),
    ("recovery_codes", re.compile(  # backup codes named, in a row: "backup codes - 65919414 …",
        # or under their name and the account's line: "BACKUP VERIFICATION CODES\n<mail>\n…"
        rf"(?i:backup|recovery|back-up|{_BACKUP_CODE})[^\n\d]{{0,80}}?"
        r"(?:\n(?:[^\n\d]{1,80}|[ \t]*[^\s@]+@[^\s@]+[ \t]*))?\n?"
        r"(?P<v>(?:\d{4}[ -]?\d{4})(?:[ \t]*(?:[ ,;/\n]|and)[ \t]*\d{4}[ -]?\d{4}){2,}|"
        r"[A-Z0-9]{8}(?:[ \t]*[,;/][ \t]*[A-Z0-9]{8}){2,})"),
     lambda v, m: v[0].isdigit() or sum(
         any(c.isdigit() for c in code) and any(c.isalpha() for c in code)
         for code in re.findall(r"[A-Z0-9]{8}", v)) * 2 > len(re.findall(r"[A-Z0-9]{8}", v))),
    ("password_assignment", re.compile(  # Windows' hashes as secretsdump prints them, and
        # pass-the-hash flags: an NT hash logs in as well as the password does
        r"(?m)^[\w.$\\-]+:\d+:[0-9a-fA-F]{32}:(?P<v>[0-9a-fA-F]{32}):::|"
        r"(?:-hashes[ \t]+(?:[0-9a-fA-F]{32})?:|\s-H[ \t]+)(?P<w>[0-9a-fA-F]{32})\b"),
     lambda v, m: (m.group("v") or m.group("w")).lower() != _EMPTY_NT_HASH),
    ("password_assignment", re.compile(  # a cracked hash and its password, as hashcat prints them
        r"(?m)^[ \t]*[0-9a-fA-F]{32}:(?P<v>[^\s:]{4,})[ \t]*$"), _password),
    ("kerberos_key", re.compile(  # Kerberos keys as secretsdump prints them
        r"(?i)\b[\w.$-]+:(?:aes(?:128|256)-cts-hmac-sha1-96|des-cbc-md5):(?P<v>[0-9a-f]{16,64})\b"),
     _always),
    ("recovery_codes", re.compile(  # Google's backup codes as its page prints them: "2226 0609"
        # or in a list: "1. 7045 5629", "[ ] 5074 2872"
        r"(?m)(?P<v>(?:^[ \t]*(?:\d{1,2}[.)]|\[[ xX]?\]|[-*•])?[ \t]*\d{4} \d{4}[ \t]*\n){4,}"
        r"[ \t]*(?:\d{1,2}[.)]|\[[ xX]?\]|[-*•])?[ \t]*\d{4} \d{4}[ \t]*$)"), _always),
    ("recovery_codes", re.compile(  # Google's codes listed first, named on the line after:
        # "- 2177 1139\n- 9688 5890\n- 8466 4855\nthose are Pa's spare codes for google"
        rf"(?im)(?P<v>(?:^[ \t]*(?:\d{{1,2}}[.)]|[-*•])?[ \t]*\d{{4}} \d{{4}}[ \t]*\n){{3,}})"
        rf"[^\n]{{0,40}}\b(?:{_BACKUP_CODE})\b"), _always),
    ("vault_token", re.compile(r"(?<![\w.])(?P<v>s\.[A-Za-z0-9]{24})(?![\w.])"),  # before hvs.
     lambda v, m: mixed_key(v[2:]) and _issued(v, m)),
    ("braintree_token", re.compile(  # an access token for Braintree's SDK (PayPal's vault)
        r"(?<![\w$])(?P<v>access_token\$(?:production|sandbox)\$[0-9a-z]{16}\$[0-9a-f]{32})"),
     _issued),
    ("klaviyo_key", re.compile(  # Klaviyo's private key: "pk_" and hex, no live_ or test_
        r"(?<![\w-])(?P<v>pk_[0-9a-f]{34})(?![\w-])"), _issued),
    ("appwrite_key", re.compile(r"(?<![\w-])(?P<v>standard_[0-9a-f]{128,})(?![\w-])"), _issued),
    ("secret_assignment", re.compile(  # .NET's user secrets: where a project keeps its secrets
        r"\buser-secrets[ \t]+set[ \t]+(?:\"[^\"\n]+\"|'[^'\n]+'|\S+)[ \t]+[\"']?(?P<v>[^\s\"']+)"),
     lambda v, m: not is_placeholder(v)),
    ("launchdarkly_key", re.compile(  # an API access token: a UUID behind "api-"
        rf"(?<![\w-])(?P<v>api-{UUID_TEXT})(?![\w-])"), _issued),
    ("sonarqube_token", re.compile(  # a user's, a project's or a global analysis token
        r"(?<![\w-])(?P<v>sq[uap]_[0-9a-f]{40})(?![\w-])"), _issued),
    ("segment_token", re.compile(  # Segment's Public API token: "public" names the API
        r"(?<![\w-])(?P<v>sgp_[A-Za-z0-9]{40,})(?![\w-])"), _issued),
    ("launchdarkly_key", re.compile(  # a server-side SDK key or a Relay Proxy's: a UUID behind
        rf"(?<![\w-])(?P<v>(?:sdk|rel)-{UUID_TEXT})(?![\w-])"), _issued),
    ("yubikey_management_key", re.compile(  # a PIV management key, not the factory default
        r"(?i)\bmanagement[ -]?key\b[^\n]{0,120}?(?<![\w])"
        r"(?!(?:0102030405060708){3})(?P<v>[0-9a-f]{48})(?![\w])"), _issued),
    ("grouped_secret", re.compile(  # an authenticator's seed, words before it: in six groups
        # ("2FA secret for domains.acme.example (in case phone dies) 5VMF IYPZ 2YYL …") or whole,
        # shorter than a bare one may be ("2FA seed: OIV2BXZNJANV2N3M")
        r"(?i:\b(?:seed|secret|key|2fa|totp|mfa|authenticator|two[- ]factor|zwei[- ]faktor|"
        rf"double authentification|{_FOREIGN_KEY})\b)(?:[^\n]{{0,120}}?|[^\n]{{0,120}}\n[ \t]*)"
        r"(?<![\w])"
        r"(?P<v>(?:[A-Z2-7]{4} ){5,}[A-Z2-7]{4}|(?:[a-z2-7]{4} ){5,}[a-z2-7]{4}|[A-Z2-7]{16,40})"
        r"(?![\w])"),  # whole, it needs a bare seed's digits
     lambda v, m: _named_base32_seed(v, m) if " " in v else _base32_seed(v, m)),
    ("secret_assignment", re.compile(  # a CLI that stores a secret: `glab variable set
        # VT_API_KEY --masked --value …`, `gh secret set X --body …`
        r"(?i)\b(?:set|put|add|create|update)\b[^\n]{0,40}?[\w.-]*(?:key|token|secret|passw\w*|"
        r"pwd)[\w.-]*\b[^\n]{0,60}?(?:--value|--body|--secret-string)[= ][\"']?(?P<v>[^\s\"']+)"),
     lambda v, m: credential_value(v) or strong_password(v)),
    ("password_assignment", re.compile(  # the superuser's password after its name: "root: …"
        r"(?i)(?<![\w./-])(?:root|sa)(?:[ \t]*\([^)\n]{0,60}\))?[ \t]*[:=][ \t]*[\"'`]?"
        r"(?P<v>[^\s\"'`,;]+)"),
     lambda v, m: strong_password(v) and re.search(r"[/\\@]", v) is None),
    ("password_assignment", re.compile(  # a line that names a password, then the password
        # alone on the next: "the new wifi password for the flat\nKx8#mPq2vL9"
        rf"(?im)^(?P<label>[^\n]*(?:\b(?:{_PASSWORD_KEYS}|(?:recovery|master|encryption|secret|"
        r"private|api|access|admin)[ _-]?(?:key|code|token|phrase))\b|"
        rf"(?<!\w)(?:{FOREIGN_PASSWORD})(?!\w))[^\n]*)\n[ \t]*[\"'`]?"
        r"(?P<v>[^\s\"'`]{8,})[\"'`]?[ \t]*$"),
     lambda v, m: (strong_password(v) or credential_value(v)) and re.search(r"[/\\@]", v) is None
        and not re.match(r"\d{4}-\d\d-\d\d", v) and plain_label(m.group("label"))),
    ("private_key", re.compile(  # a wallet's key named in words, on its line or the next:
        # "کلید خصوصی آدرس T…\n<64 hex>"; not its fingerprint, hash or id
        r"(?i)(?:\bprivate[ _-]?key|\bpriv(?:ate)?key|کلید خصوصی|מפתח (?:ה)?פרטי|"
        r"المفتاح الخاص|приватн\w* ключ|clave privada|cl[ée] priv[ée]e|chave privada|"
        r"privater? schl[üu]ssel|chiave privata)(?P<gap>[^\n]{0,80}\n?[ \t]*)[\"'`]?"
        r"(?P<v>(?:0x)?[0-9a-fA-F]{64})(?![\w/+=])"),
     lambda v, m: _ATTRIBUTE_WORD.search(m.group("gap")) is None),
    ("private_key", re.compile(  # Hardhat's and Truffle's accounts: ['0x<64 hex>']
        r"(?i)\baccounts\s*:\s*\[\s*[\"'`]?(?P<v>(?:0x)?[0-9a-f]{64})\b"), _issued),
    ("url_secret", re.compile(  # an RPC provider's endpoint: the key is a path segment
        r"(?i)https?://(?!(?:dashboard|app|www|docs)\.)[\w.-]*"
        r"(?:infura\.io|alchemy\.com|alchemyapi\.io|quiknode\.pro|"
        r"tenderly\.co|ankr\.com|chainstack\.com|blastapi\.io|getblock\.io|drpc\.org)"
        r"(?:/[\w-]{1,20})*?/(?P<v>[A-Za-z0-9_-]{24,})(?:/|\b)"),
     lambda v, m: mixed_key(v) or UUID.match(v) is not None),
    ("seed_phrase", re.compile(
        r"(?i)\b(?:seed|mnemonic|semilla|semente|(?:recovery|secret|backup|wallet)\s+(?:phrase|"
        r"words|mnemonic)|phrase de r[ée]cup[ée]ration|wiederherstellungs\w*|fraza|herstelzin|"
        r"frase (?:de recupera\w*|semilla|semente)|"
        r"(?:12|24|twelve|twenty[- ]four|zw[öo]lf|douze|doce|dodici|doze)\s+(?:\w+\s+)?"
        r"(?:words|s[łl][óo]w|w[öo]rter|mots|palabras|parole|palavras|woorden))\b[^\n:]{0,60}?"
        r"(?:[:\n]|\b(?:are|sind|sont|son|sono|s[ãa]o)\b)"
        r"\s*(?P<v>(?:(?:\d{1,2}[.)]\s*)?[a-z]{3,8}[\s,;]+){11,23}(?:\d{1,2}[.)]\s*)?[a-z]{3,8})"),
     _always),
    # A person's password, in the shape sites ask for: a word, digits, then a symbol
    # ("Siobhan4142#", "favorbutterfly91*", "Bridie1Liffey$"). Across the corpora almost no
    # kept note holds one, so where a note names no password, the shape does.
    ("password_assignment", re.compile(
        r"(?<![\w@#$%&*!?./:=+~-])(?![a-z][A-Z])"  # not a product's name: "iPhone15!"
        r"(?P<v>[A-Za-z]{3,}[A-Za-z0-9]{0,20}?(?:\d{2,}|\d[A-Z][a-z]{2,})[!#$%&*?]{1,2})"
        r"(?=[\s,;)\]'\"]|$)"), _shaped_password),
)
