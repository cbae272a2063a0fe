"""A learned second opinion on secrets: a logistic model of "this value is a credential",
read from the value's shape and the words around it (docs/ARCHITECTURE.md#note-writes).

The hand-kept patterns of `secret_formats` fit the wording they were written against: each
blind batch in tests/data/secrets/, measured before anyone read it, had 9 to 18 % of its
credentials let through, each miss a new way to say "the PIN is …" or a new format. A
person writes a password after words that mean password in their language, or as the odd
value in a line of config, and a model that weighs such words and shapes together carries
over to wording no pattern names. It only adds refusals: it runs on the values the patterns
let through, and its threshold is high, so the look-alikes the patterns keep stay kept.

Each whitespace token that is not a plain word is a candidate (a `name=value` or
`name: value` token is judged as its value, named by its name's parts). Its features are
hashed strings: the value's length, character classes, shape, entropy and digits; its
vendor prefix; the name it is assigned to; the separator before it; the words before and
after it on its line, and the words of the line; the four-letter pieces of the word just
before it, so a word in a language the corpora lack still meets its relatives ("Zahlencode"
and "codi" share pieces with "code"; a phrase in Japanese, Chinese or Korean, written
without spaces, is read by its last letters in pairs, "金庫の番号" by "番号"); for a value
that opens its line, the last words of the line above, a label over its value; and the
value's kind (classes and length) crossed with those words, as four digits after "alarm"
weigh more than either alone. A note's score is its best candidate's.

bench/train_secret_context.py fits the weights on the corpora (not the checking halves of
the newest blind batches, which check it) and chose THRESHOLD by leaving out one blind batch
at a time. It measures a second threshold for a value shaped like a strong password too (ten
characters or more, three classes and a digit, no words): up to batch 133 that shape needed
less of the model's confidence, but since the patterns catch more of those values
themselves, one threshold does best for both. resources/secret_context.npz holds what it
wrote. Change either only with it.
"""

from __future__ import annotations

import math
import re
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

import numpy as np

from app.config import RESOURCES
from app.memory.secret_values import CJK_LETTERS, MAILBOX, entropy

WEIGHTS = RESOURCES / "secret_context.npz"
DIMENSION = 1 << 18  # hashed feature buckets; one more holds the bias
THRESHOLD = 0.95
LINE_WORDS = 40

_TOKEN = re.compile(r"\S+")
_WRAPPING = "\"'`()[]{}<>,;"
_TRAILING = ".,;:!?"
_WORD = re.compile(r"[^\W\d_]{2,}")
_NAME_PART = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
_ASSIGNED = re.compile(r"^([A-Za-z_][\w.\-]*?)[=:](.+)$")
_PREFIX = re.compile(r"^([a-z]{2,5})[_\-]")
_LEAD = re.compile(r"^[A-Za-z]{2}")
_VERSION = re.compile(r"\d\.\d")
_HOST = re.compile(r"[a-z0-9-]+(?:\.[a-z0-9-]+)+")
_UNSPACED = re.compile(f"[{CJK_LETTERS}]")
_UNSPACED_RUN = re.compile(f"[{CJK_LETTERS}]{{2,}}")
_UNSPACED_TAIL = 8  # letters of such a phrase read as the word before a value
_LENGTHS = (4, 5, 6, 7, 8, 10, 12, 14, 16, 20, 24, 32, 40, 48, 64, 100)
_ENTROPIES = (1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5)
_DIGIT_COUNTS = (0, 1, 2, 3, 4, 5, 6, 8, 10, 16)
_DIGIT_SHARES = (0, 0.2, 0.4, 0.6, 0.8, 0.99, 1)


@dataclass(frozen=True, slots=True)
class Candidate:
    """A value that could be a credential, where it sits, and its hashed features."""

    start: int
    end: int
    features: tuple[int, ...]


def _bucket(value: float, edges: tuple[float, ...]) -> str:
    return next((str(edge) for edge in edges if value <= edge), "more")


def _shape(value: str) -> str:
    """Runs of lower, upper, digit and each symbol: "Sommer2024!" is "Aa9!"."""
    out: list[str] = []
    for c in value:
        kind = "a" if c.islower() else "A" if c.isupper() else "9" if c.isdigit() else c
        if not out or out[-1] != kind:
            out.append(kind)
    return "".join(out)[:10]


def _could_be_secret(value: str) -> bool:
    """Digits, symbols or a capital inside. A plain word, or one with an apostrophe ("Dad's",
    "l'agence"), is never a candidate, nor a host name, a mail address or a path: they name
    where a secret is used or kept, or who uses it."""
    if value.startswith(("/", "~/", "./", "../")) or MAILBOX.fullmatch(value) or (
            _HOST.fullmatch(value) and value.rsplit(".", 1)[1].isalpha()):
        return False
    return len(value) >= 4 and (
        any(c.isdigit() or not (c.isalnum() or c in "'’") for c in value)
        or (any(c.isupper() for c in value[1:]) and any(c.islower() for c in value)))


def _classes(value: str) -> str:
    """Which of lower, upper, digit and symbol the value holds: "Sommer2024!" is "LUDS"."""
    return "".join(name for name, test in (("L", str.islower), ("U", str.isupper),
                                           ("D", str.isdigit)) if any(map(test, value))
                   ) + ("" if value.isalnum() else "S")


def _value_features(value: str) -> list[str]:
    symbols = sorted({c for c in value if not c.isalnum()})
    digits = sum(c.isdigit() for c in value)
    out = [f"len:{_bucket(len(value), _LENGTHS)}", f"cls:{_classes(value)}",
           f"shape:{_shape(value)}", f"ent:{_bucket(entropy(value), _ENTROPIES)}",
           f"nd:{_bucket(digits, _DIGIT_COUNTS)}",
           f"dshare:{_bucket(round(digits / len(value), 2), _DIGIT_SHARES)}",
           f"words:{_bucket(sum(len(w) >= 4 for w in _WORD.findall(value)), (0, 1, 2, 3))}",
           *(f"sym:{s}" for s in symbols[:4])]
    if prefix := _PREFIX.match(value):
        out.append(f"pre:{prefix.group(1)}")
    if lead := _LEAD.match(value):
        out.append(f"p2:{lead.group(0)}")
    if _VERSION.search(value):
        out.append("version")
    return out


def _kind(value: str) -> str:
    """A value's classes and length, crossed with the words before it: four digits after
    "alarm" say more than four digits and "alarm" apart, which a sum of weights cannot."""
    return f"{_classes(value)}{_bucket(len(value), _LENGTHS)}"


def _context_word(token: str) -> str | None:
    """The token's word: its first, or for a phrase written without spaces its last letters,
    where Japanese, Chinese and Korean put the head ("金庫の番号" is the safe's number)."""
    runs = _WORD.findall(token.strip(_WRAPPING + _TRAILING).lower())
    if not runs:
        return None
    return runs[-1][-_UNSPACED_TAIL:] if _UNSPACED.search(runs[-1]) else runs[0][:10]


def _grams(word: str) -> list[str]:
    """The four-letter pieces of `word`, its ends marked: what words across languages share.
    A phrase written without spaces gives its pairs of letters, the length of its words
    ("番号", "暗証", "コー")."""
    if _UNSPACED.search(word):
        return [word[i:i + 2] for i in range(len(word) - 1)]
    padded = f"<{word}>"
    return [padded[i:i + 4] for i in range(len(padded) - 3)]


def _line_features(tokens: list[str], words: list[str | None]) -> list[str]:
    """The line's first words, and the pairs of letters of its phrases written without
    spaces: such a line may be one token, and its words are inside it."""
    pairs = [g for token in tokens for run in _UNSPACED_RUN.findall(token.lower())
             for g in _grams(run)]
    return [f"l:{w}" for w in list(dict.fromkeys([*(w for w in words if w), *pairs]))[:LINE_WORDS]]


def _hashed(features: list[str]) -> tuple[int, ...]:
    return (*sorted({zlib.crc32(f.encode()) % DIMENSION for f in features}), DIMENSION)


def candidates(text: str) -> Iterator[Candidate]:
    offset = 0
    label: list[str] = []
    for line in text.split("\n"):
        tokens = [(m.group(0), m.start()) for m in _TOKEN.finditer(line)]
        words = [_context_word(token) for token, _ in tokens]
        # the line's first words only: a pasted 20,000-character line stays linear
        line_words = _line_features([token for token, _ in tokens], words)
        for i, (token, at) in enumerate(tokens):
            value = token.strip(_WRAPPING)
            if len(value.rstrip(_TRAILING)) >= 4:
                value = value.rstrip(_TRAILING)
            features: list[str] = []
            assigned = _ASSIGNED.match(value)
            if assigned and not value.startswith(("http:", "https:")):
                value = assigned.group(2).strip(_WRAPPING + ":=")
                features += ["haskey", *(f"key:{part.lower()[:10]}" for part in
                                         _NAME_PART.findall(assigned.group(1))
                                         if not part.isdigit())]
            if not _could_be_secret(value):
                continue
            before = line[:at].rstrip()
            previous = [w for w in words[max(0, i - 5):i] if w]
            features += _value_features(value)
            features += [f"sep:{before[-1] if before else '^'}", *(f"p:{w}" for w in previous),
                         *(f"n:{w}" for w in words[i + 1:i + 3] if w), *line_words]
            kind = _kind(value)
            if previous:
                features += [f"p1:{previous[-1]}", *(f"g:{g}" for g in _grams(previous[-1])),
                             *(f"x:{kind}:{w}" for w in previous[-2:]),
                             *(f"xg:{kind}:{g}" for g in _grams(previous[-1]))]
            elif label:
                features += [f"pl:{w}" for w in label]
                features += [f"xl:{kind}:{w}" for w in label]
            start = offset + line.find(value, at)
            yield Candidate(start, start + len(value), _hashed(features))
        offset += len(line) + 1
        if line.strip():  # a label over its value is short, or ends in a colon
            label = [w for w in words[-3:] if w] if (
                len(tokens) <= 4 or line.rstrip().endswith(":")) else []


@cache
def _weights() -> np.ndarray:
    stored = np.load(WEIGHTS)
    weights = np.zeros(DIMENSION + 1)
    weights[stored["index"]] = stored["weight"]
    return weights


def probability(candidate: Candidate, weights: np.ndarray | None = None) -> float:
    w = _weights() if weights is None else weights
    return 1.0 / (1.0 + math.exp(-float(w[list(candidate.features)].sum())))
