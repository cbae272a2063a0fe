"""Hashed word, stem and character n-grams of a sentence: the classifier's only input.

Words and word pairs carry the frame ("^ remember", "to your", "next time"); four-letter
stems and character n-grams carry a cue across inflections and languages ("merk dir",
"retiens", "recuérdalo", "jot"). Everything is hashed into a fixed number of buckets, so
the model file stays small and no vocabulary ships. Words and characters are scaled
apart and then together, so that the many character n-grams do not drown the few words
(cross-validation on the training set preferred it). The same function serves training
and the request path: a change here changes what the shipped weights mean, and the model
must be rebuilt (`make keep-model`).
"""

from __future__ import annotations

import re
import zlib
from itertools import pairwise

import numpy as np

BUCKETS = 1 << 18
CHAR_ORDERS = (3, 4, 5)
CHAR_WEIGHT = 0.5
STEM_CHARS = 4
_PRIME = np.uint64(0x100000001B3)
_MIX = np.uint64(0x9E3779B97F4A7C15)
_WORD = re.compile(r"\w+|[^\w\s]")
_DIGITS = re.compile(r"\d")
_SPACE = re.compile(r"\s+")
_START, _END = "\x02", "\x03"


def normalise(text: str) -> str:
    """Lower case, digits as 0, one space: "port 5433" and "port 8080" look alike."""
    return _SPACE.sub(" ", _DIGITS.sub("0", text.lower())).strip()


def sentence_vector(text: str) -> tuple[np.ndarray, np.ndarray]:
    """(bucket indices, values) of one sentence, of unit length."""
    said = normalise(text)
    words, word_values = _unit(_word_buckets(said))
    chars, char_values = _unit(_char_buckets(said))
    buckets = np.concatenate([words, chars])
    values = np.concatenate([word_values, char_values * np.float32(CHAR_WEIGHT)])
    return buckets, values / np.float32(np.sqrt((values * values).sum()))


def _unit(hashed: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    buckets, counts = np.unique(hashed, return_counts=True)
    values = counts.astype(np.float32)
    return buckets, values / np.float32(np.sqrt((values * values).sum()))


def _word_buckets(said: str) -> np.ndarray:
    # The start and end marks make "^ remember" (a sentence that opens with the cue) a
    # feature of its own, apart from "i don't remember".
    words = [_START, *_WORD.findall(said), _END]
    stems = [w[:STEM_CHARS] for w in words]
    tokens = [f"w {w}" for w in words[1:-1]] + [f"s {s}" for s in stems[1:-1]]
    tokens += [f"b {a} {b}" for a, b in pairwise(words)]
    tokens += [f"t {a} {b}" for a, b in pairwise(stems)]
    hashed = np.array([zlib.crc32(t.encode()) for t in tokens], dtype=np.uint64)
    return (hashed % np.uint64(BUCKETS)).astype(np.int64)


def _char_buckets(said: str) -> np.ndarray:
    marked = f"{_START} {said} {_END}"
    points = np.frombuffer(marked.encode("utf-32-le"), dtype=np.uint32).astype(np.uint64)
    parts: list[np.ndarray] = []
    rolling = points.copy()
    for order in range(2, max(CHAR_ORDERS) + 1):
        rolling = rolling[:-1] * _PRIME + points[order - 1 :]
        if order in CHAR_ORDERS:
            mixed = (rolling + np.uint64(order)) * _MIX
            parts.append(mixed ^ (mixed >> np.uint64(31)))
    return (np.concatenate(parts) % np.uint64(BUCKETS)).astype(np.int64)
