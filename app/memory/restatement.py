"""Whether a new note restates one already kept, or says something else about the same subject
(spec 26.2's "close BM25 match", docs/ARCHITECTURE.md#note-writes, decided here on purpose:
close means the same fact, not the same subject).

Notes about one person, service or project share that subject's words, so word overlap
alone merged distinct facts: on LoCoMo's observations a quarter of them went into other
notes ("Caroline is learning the piano" replaced by "Caroline is looking forward to a
conference"). Two measures keep them apart:

- closeness is the share of the two texts' word weight (IDF) that both hold, a weighted
  Jaccard: symmetric, so neither a short note inside a long one nor a long note that adds
  much counts as the same, and a shared subject, being common, weighs little;
- a substitution is a fact of its own: when each text names a person, place or thing, or
  gives a number, that the other does not hold at all ("Gina lost her job" against "Jon
  lost his job", "node 18" against "node 20"), they differ whatever the rest says.

A capitalised word at the start of a sentence may be any word ("New columns go in
nullable"), so there it counts as a name unless the store (or either text) has it in
lower case somewhere, as ordinary words are and names seldom are. Only the title's opening
counts: a title opens with its subject ("Gina lost her job"), where a body's sentences
often open with a verb ("Submit them three weeks ahead"), which is no name.

Numbers are compared as written, less thousands separators ("10,000" is 10000); a leading
zero stays, as "007" and "7" may well name different things.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection
from dataclasses import dataclass

_NUMBER = re.compile(r"\b\w*\d(?:[\w.,]*\w)?")
_SEPARATOR = re.compile(r"(?<=\d),(?=\d{3}\b)")
_INSIDE = re.compile(r"(?<=[\w,;:)'\"] )[A-Z]\w*")
_PLAIN = re.compile(r"\b[a-z]\w*")
_OPENING = re.compile(r"(?:^|(?<=[.!?:]\s)|(?<=\n))\s*([A-Z]\w*)", re.MULTILINE)

Stem = Callable[[str], list[str]]


@dataclass(frozen=True, slots=True)
class Specifics:
    """The stems of what a text names or counts."""

    numbers: frozenset[str]  # as written, lower-cased: the analyser drops "7" as too short
    names: frozenset[str]  # capitalised inside a sentence: a name
    openings: frozenset[str]  # capitalised at a sentence's start: a name, or any word
    plain: frozenset[str]  # in lower case: ordinary words, mostly
    subject: str  # the title's capitalised first word, stemmed, or ""

    @classmethod
    def of(cls, text: str, stem: Stem) -> Specifics:
        def stems(words: list[str]) -> frozenset[str]:
            return frozenset(stem(" ".join(words)))

        numbers = _NUMBER.findall(_SEPARATOR.sub("", text))
        title = text.partition("\n")[0]
        first = _OPENING.match(title)
        subject = stem(first.group(1)) if first else []
        return cls(frozenset(n.lower() for n in numbers), stems(_INSIDE.findall(text)),
                   stems(_OPENING.findall(title)), stems(_PLAIN.findall(text)),
                   subject[0] if subject else "")

    def named(self, plain: Collection[str]) -> frozenset[str]:
        return self.numbers | self.names | {w for w in self.openings if w not in plain}


def substituted(a: Specifics, a_stems: frozenset[str], b: Specifics, b_stems: frozenset[str],
                plain_words: Collection[str]) -> bool:
    """Each text names or counts something the other does not hold at all, or their titles
    are about different people or things ("Nate bakes…" is not "Joanna loves…")."""
    plain = {*plain_words, *a.plain, *b.plain}
    if a.subject != b.subject and a.subject not in plain and b.subject not in plain and (
            a.subject and b.subject):
        return True
    return (bool(a.named(plain) - b_stems - b.numbers)
            and bool(b.named(plain) - a_stems - a.numbers))


def closeness(a_stems: frozenset[str], b_stems: frozenset[str], weight: Callable[[str], float]
              ) -> float:
    """The weighted Jaccard of two texts' stems: shared weight over the union's."""
    union = sum(weight(s) for s in a_stems | b_stems)
    return sum(weight(s) for s in a_stems & b_stems) / union if union else 0.0
