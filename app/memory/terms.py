"""How note text becomes whoosh terms: the stop words, the Porter stems, the fields.

The rules' word screens and whoosh's BM25F must see the same words, so both get them from
here: `Stemmer` for the screens, `StemsField` to hand whoosh those same stems without a
second analysis, and `schema` for the fields and their boosts.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Iterator
from typing import Any

from whoosh import formats
from whoosh.analysis import StemmingAnalyzer
from whoosh.analysis.filters import LowercaseFilter, StopFilter
from whoosh.analysis.morph import StemFilter
from whoosh.analysis.tokenizers import RegexTokenizer
from whoosh.codec.whoosh3 import W3Codec
from whoosh.fields import ID, FieldType, Schema
from whoosh.system import pack_uint

# Words that say nothing about what a note is about. Broader than whoosh's own list because
# chat messages are full of them ("how do I ...", "can you please ...").
STOPWORDS = frozenset(
    {
        "a", "about", "above", "after", "again", "against", "all", "also", "am", "an",
        "and", "any", "are", "as", "at", "be", "because", "been", "before", "being",
        "below", "between", "both", "but", "by", "can", "could", "did", "do", "does",
        "doing", "done", "down", "during", "each", "else", "etc", "few", "for", "from",
        "further", "get", "got", "had", "has", "have", "having", "he", "her", "here",
        "hers", "herself", "him", "himself", "his", "how", "i", "if", "in", "into", "is",
        "it", "its", "itself", "just", "know", "let", "like", "make", "me", "might", "more",
        "most", "much", "must", "my", "myself", "need", "no", "nor", "not", "now", "of",
        "off", "on", "once", "only", "or", "other", "our", "ours", "ourselves", "out",
        "over", "own", "please", "same", "shall", "she", "should", "so", "some", "such",
        "than", "thank", "thanks", "that", "the", "their", "theirs", "them", "themselves",
        "then", "there", "these", "they", "this", "those", "through", "to", "too", "under",
        "until", "up", "us", "use", "used", "using", "very", "via", "want", "was", "way",
        "we", "well", "were", "what", "when", "where", "which", "while", "who", "whom",
        "why", "will", "with", "would", "yes", "yet", "you", "your", "yours", "yourself",
        "yourselves",
    }
)


FIELD_BOOSTS = {"title": 2.0, "tags": 1.5, "body": 1.0}


def analyzer() -> Any:
    """The analysis every word goes through: whoosh's tokenizer, lowercase, our stop words
    (and words under two letters) out, Porter stems. `Stemmer` runs the same chain faster."""
    return StemmingAnalyzer(stoplist=STOPWORDS, minsize=2)


class Stemmer:
    """whoosh's StemmingAnalyzer chain without its token objects and generators.

    It reads its tokenizer pattern, stop list, size limits and stem function from the
    analyzer itself, so the two cannot drift apart, and gives the same stems in the same
    order (a test holds them equal): two to three times faster, which matters as every
    message, every add and every note at start-up goes through it.
    """

    def __init__(self, chain: Any) -> None:
        tokenizer, lower, stop, stem = chain.items
        if not (
            isinstance(tokenizer, RegexTokenizer) and not tokenizer.gaps
            and isinstance(lower, LowercaseFilter)
            and isinstance(stop, StopFilter) and stop.stops is not None
            and isinstance(stem, StemFilter)
        ):
            raise TypeError(f"not a plain stemming analyzer: {chain!r}")
        self._finditer = tokenizer.expression.finditer
        self._stops = stop.stops
        self._min = stop.min
        self._max = stop.max
        self._ignore = stem.ignore
        # The stem function is pure: a C-level cache of it gives the filter's own results.
        self._stem = functools.lru_cache(maxsize=50_000)(stem.stemfn)

    def __call__(self, text: str) -> list[str]:
        out = []
        stops, low, high, ignore, stem = (
            self._stops, self._min, self._max, self._ignore, self._stem)
        for match in self._finditer(text):
            word = match.group(0).lower()
            if len(word) < low or (high is not None and len(word) > high) or word in stops:
                continue
            out.append(word if word in ignore else stem(word))
        return out


class StemsField(FieldType):
    """A scorable text field that is handed its stems, already worked out, as a list.

    The notes' words are analysed once, by `Stemmer`, for both the Python screens and
    whoosh: whoosh gets each stem's frequency (weight = frequency x field boost) and the
    field length (the number of stems), which is all its BM25F reads, so the scores are
    those of a TEXT field with the same analyzer. No positions: nothing runs phrase queries.
    """

    def __init__(self, field_boost: float) -> None:
        super().__init__(formats.Frequency(field_boost=field_boost), analyzer=None,
                         scorable=True)

    def index(self, value: Any, **kwargs: Any) -> Iterator[tuple[bytes, int, float, bytes]]:
        if isinstance(value, str):
            raise TypeError("StemsField takes a list of stems")
        boost = self.format.field_boost
        for stem, freq in Counter(value).items():
            yield stem.encode("utf-8"), freq, freq * boost, pack_uint(freq)


def codec() -> W3Codec:
    """whoosh's default codec without zlib: the index lives in RAM, where compressing each
    posting block (and inflating it again to read it) only costs time."""
    return W3Codec(compression=0)


def schema() -> Schema:
    return Schema(
        id=ID(stored=True, unique=True),
        title=StemsField(FIELD_BOOSTS["title"]),
        tags=StemsField(FIELD_BOOSTS["tags"]),
        body=StemsField(FIELD_BOOSTS["body"]),
    )
