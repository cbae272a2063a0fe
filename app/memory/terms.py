"""How note text becomes whoosh terms: the stop words, the stems, the fields.

The rules' word screens and whoosh's BM25F must see the same words, so both get them from
here: `Analysis` for the screens, `StemsField` to hand whoosh those same stems without a
second analysis, and `schema` for the fields and their boosts.

People keep notes in the language they speak, so a text is stemmed in its own language:
English, German, French or Spanish, told apart by their stop words (whoosh's lists), each
with its Snowball stemmer, and accents folded so "medecin" finds "médecin". A German
question then finds a German note, where English stems alone left "Zahnärztin" and
"Zahnarzt" two words.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Iterator
from typing import Any

from whoosh import formats
from whoosh.analysis import CharsetFilter, StemmingAnalyzer
from whoosh.analysis.filters import LowercaseFilter, StopFilter
from whoosh.analysis.morph import StemFilter
from whoosh.analysis.tokenizers import RegexTokenizer, default_pattern
from whoosh.codec.whoosh3 import W3Codec
from whoosh.fields import ID, FieldType, Schema
from whoosh.lang import stemmer_for_language, stopwords_for_language
from whoosh.lang.stopwords import stoplists
from whoosh.support.charset import accent_map
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
# A stop word in any language whoosh knows: words drawn at random for a passphrase are none.
ANY_STOPWORD = STOPWORDS.union(*stoplists.values())


# The question and filler words of the other languages, as STOPWORDS has English's: a
# chat message is full of them and no note is about them.
_ASKING = {
    "de": "wann warum wieso weshalb welcher welches bitte danke gerne noch schon mal "
          "eigentlich gibt",
    "fr": "quand quel quelle quels quelles où pourquoi comment combien merci stp svp "
          "est-ce aussi",
    "es": "cuándo cuando cuál cuáles dónde donde por qué cómo cuánto cuánta gracias "
          "favor también",
}
LANGUAGES = ("en", "de", "fr", "es")

FIELD_BOOSTS = {"title": 2.0, "tags": 1.5, "body": 1.0}


def stop_words(lang: str) -> frozenset[str]:
    """Ours for English; whoosh's list, its asking words and ours for the others (notes
    in any language are full of English technical words)."""
    if lang == "en":
        return STOPWORDS
    return STOPWORDS | stopwords_for_language(lang) | frozenset(_ASKING[lang].split())


# whoosh's word pattern, with a clock time or a ratio as one word ("11:00", "1:1"), which
# it would split into numbers too short to keep.
WORD = rf"\d+:\d+|{default_pattern.pattern}"


def analyzer(lang: str = "en") -> Any:
    """The analysis every word of a text in `lang` goes through: the tokenizer (`WORD`),
    lowercase, the stop words (and words under two letters) out, the language's Snowball
    stemmer, accents folded. `Stemmer` runs it faster."""
    return StemmingAnalyzer(expression=WORD, stoplist=stop_words(lang), minsize=2,
                            stemfn=stemmer_for_language(lang)) | CharsetFilter(accent_map)


class Stemmer:
    """whoosh's StemmingAnalyzer chain without its token objects and generators.

    It reads its tokenizer pattern, stop list, size limits and stem function from the
    analyzer itself, so the two cannot drift apart, and gives the same stems in the same
    order (a test holds them equal): two to three times faster, which matters as every
    message, every add and every note at start-up goes through it.
    """

    def __init__(self, chain: Any) -> None:
        tokenizer, lower, stop, stem, fold = chain.items
        if not (
            isinstance(tokenizer, RegexTokenizer) and not tokenizer.gaps
            and isinstance(lower, LowercaseFilter)
            and isinstance(stop, StopFilter) and stop.stops is not None
            and isinstance(stem, StemFilter)
            and isinstance(fold, CharsetFilter)
        ):
            raise TypeError(f"not a plain stemming analyzer: {chain!r}")
        self._fold = fold.charmap
        self._finditer = tokenizer.expression.finditer
        self._stops = stop.stops
        self._min = stop.min
        self._max = stop.max
        self._ignore = stem.ignore
        # The stem function is pure: a C-level cache of it gives the filter's own results.
        self._stem = functools.lru_cache(maxsize=50_000)(
            lambda word: stem.stemfn(word).translate(self._fold))

    def __call__(self, text: str) -> list[str]:
        stem_of = self.stem_of
        return [stem for word in self.words(text) if (stem := stem_of(word)) is not None]

    def stem_of(self, word: str) -> str | None:
        """One lower-case word's stem, or None for a stop word or a word out of size."""
        low, high = self._min, self._max
        if len(word) < low or (high is not None and len(word) > high) or word in self._stops:
            return None
        return word.translate(self._fold) if word in self._ignore else self._stem(word)

    def words(self, text: str) -> list[str]:
        return [m.group(0).lower() for m in self._finditer(text)]

    def stop_hits(self, words: list[str]) -> int:
        return sum(w in self._stops for w in words)


class Analysis:
    """Each text stemmed in its own language (see the module's docstring)."""

    def __init__(self) -> None:
        self._stemmers = {lang: Stemmer(analyzer(lang)) for lang in LANGUAGES}
        self._words = re.compile(r"[^\W\d_]{2,}").findall  # letters only: "y1q" is no "y"
        # Words that say which language a text is in: another language's stop words that
        # are not English's ("die", "le", "el"); English counts its own against them.
        self._marks = {lang: STOPWORDS if lang == "en" else stop_words(lang) - STOPWORDS
                       for lang in LANGUAGES}

    def language(self, text: str) -> str:
        """The language most of the text's stop words belong to, when at least two are
        its; English otherwise (and on a tie)."""
        words = self._words(text.lower())
        counts = {lang: sum(w in marks for w in words) for lang, marks in self._marks.items()}
        best = max(LANGUAGES, key=lambda lang: (counts[lang], lang == "en"))
        return best if counts[best] > counts["en"] and counts[best] >= 2 else "en"

    def variants(self, text: str) -> dict[str, frozenset[str]]:
        """Each of the text's stems (in its own language) with the stems its word has in
        every language: an English question names "Luis" and "Camille", whose Spanish and
        French notes stemmed them as Spanish and French words."""
        own = self.for_text(text)
        out: dict[str, set[str]] = {}
        for word in own.words(text):
            stem = own.stem_of(word)
            if stem is not None:
                out.setdefault(stem, {stem}).update(
                    v for s in self._stemmers.values() if (v := s.stem_of(word)) is not None)
        return {stem: frozenset(v) for stem, v in out.items()}

    def for_text(self, text: str) -> Stemmer:
        return self._stemmers[self.language(text)]

    def __call__(self, text: str) -> list[str]:
        return self.for_text(text)(text)


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
