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
zero stays, as "007" and "7" may well name different things. A relative time ("next
week", "five years ago") is a specific as a number is: "Ravi is in the office every
Thursday" and "Ravi is out of office next week" are two facts, close as they read; and a
text that dates its event ("Jon is hosting a dance competition next month") says what an
undated one about the same person does not.

A possessive names another thing than its owner: "lunch with Amara's sister" is not
"lunch with Amara", "Sam's mother's birthday" not "Sam's birthday", "Lucía's email" not
"Lucía's phone", though each pair shares nearly all its words and most of its meaning.
So where both texts name the owner, what one text says the owner has must be held by the
other: the same word, the compound's next word ("Yusuf's number" in "Yusuf's phone
number"), or a word of like meaning ("Sam's mum and dad" in "Sam's parents"), told by
the caller's `Paraphrased`. A possessed thing the other text lacks parts the two when it
is a chain ("Sam's mother's"), when both texts have one ("email" against "phone"), or
when the other text adds nothing at all: it then says the same of the owner himself. One
unheld on one side only, with more words on the other side, is mostly a relation said in
other words ("Ravi is the user's manager" against "the user reports to Ravi").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection
from dataclasses import dataclass

_NUMBER = re.compile(r"\b\w*\d(?:[\w.,]*\w)?")
_SEPARATOR = re.compile(r"(?<=\d),(?=\d{3}\b)")
_INSIDE = re.compile(r"(?<=[\w,;:)'\"] )[A-Z]\w*")
_PLAIN = re.compile(r"\b[a-z]\w*")
_WORD = re.compile(r"[^\W\d_][\w-]*")
_OPENING = re.compile(r"(?:^|(?<=[.!?:]\s)|(?<=\n))\s*([A-Z]\w*)", re.MULTILINE)
_UNITS = "week|weekend|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday"
_TIME = re.compile(rf"\b(?:(?:next|last|this|coming)\s+(?:{_UNITS})|tomorrow|yesterday|tonight|"
                   r"\w+\s+(?:days?|weeks?|months?|years?)\s+ago)\b", re.IGNORECASE)
_POSSESSIVE = re.compile(r"([^\W\d_]\w*)['’]s\s+([^\W\d_]\w*)(['’]s)?(?:\s+([^\W\d_]\w*))?")

Stem = Callable[[str], list[str]]
Paraphrased = Callable[[str, frozenset[str]], bool]  # (a word, the other text's words)


@dataclass(frozen=True, slots=True)
class Possessed:
    """"owner's head next": stems, and the head as written for `Paraphrased`."""

    owner: str
    head: str
    word: str
    chain: bool  # the head owns something in turn ("Sam's mother's birthday")
    next: str  # the stem of the word after the head, "" when none


def _possessives(text: str, stem: Stem) -> tuple[Possessed, ...]:
    def one(word: str) -> str:
        stems = stem(word)
        return stems[0] if stems else ""

    found = []
    for owner, head, chain, after in _POSSESSIVE.findall(text):
        o, h = one(owner), one(head)
        if o and h:
            found.append(Possessed(o, h, head.lower(), bool(chain), one(after) if after else ""))
    return tuple(found)


@dataclass(frozen=True, slots=True)
class Specifics:
    """The stems of what a text names or counts."""

    numbers: frozenset[str]  # as written, lower-cased: the analyser drops "7" as too short
    names: frozenset[str]  # capitalised inside a sentence: a name
    openings: frozenset[str]  # capitalised at a sentence's start: a name, or any word
    plain: frozenset[str]  # in lower case: ordinary words, mostly
    subject: str  # the title's capitalised first word, stemmed, or ""
    times: frozenset[str]  # relative times, lower-cased: "next week"
    possessed: tuple[Possessed, ...]
    words: frozenset[str]  # the words as written, lower-cased, stop words too

    @classmethod
    def of(cls, text: str, stem: Stem) -> Specifics:
        def stems(words: list[str]) -> frozenset[str]:
            return frozenset(stem(" ".join(words)))

        numbers = _NUMBER.findall(_SEPARATOR.sub("", text))
        title = text.partition("\n")[0]
        first = _OPENING.match(title)
        subject = stem(first.group(1)) if first else []
        times = frozenset(" ".join(t.lower().split()) for t in _TIME.findall(text))
        possessed = _possessives(text, stem)
        words = frozenset(w.lower() for w in _WORD.findall(text))
        return cls(frozenset(n.lower() for n in numbers), stems(_INSIDE.findall(text)),
                   stems(_OPENING.findall(title)), stems(_PLAIN.findall(text)),
                   subject[0] if subject else "", times, possessed, words)

    def named(self, plain: Collection[str]) -> frozenset[str]:
        return (self.numbers | self.names | self.times
                | {w for w in self.openings if w not in plain})


def substituted(a: Specifics, a_stems: frozenset[str], b: Specifics, b_stems: frozenset[str],
                plain_words: Collection[str]) -> bool:
    """Each text names or counts something the other does not hold at all, one dates its
    fact and the other does not, or their titles are about different people or things
    ("Nate bakes…" is not "Joanna loves…")."""
    if bool(a.times) != bool(b.times):
        return True
    plain = {*plain_words, *a.plain, *b.plain}
    if a.subject != b.subject and a.subject not in plain and b.subject not in plain and (
            a.subject and b.subject):
        return True
    return (bool(a.named(plain) - b_stems - b.numbers - b.times)
            and bool(b.named(plain) - a_stems - a.numbers - a.times))


def _unheld(a: Specifics, b: Specifics, b_stems: frozenset[str], paraphrased: Paraphrased
            ) -> list[Possessed]:
    """What `a` says an owner that `b` names has, and `b` does not hold in any way."""
    return [p for p in a.possessed if p.owner in b_stems and p.head not in b_stems
            and not (p.next in b_stems and not p.chain)
            and not paraphrased(p.word, b.words)]


def referent_changed(a: Specifics, a_stems: frozenset[str], b: Specifics,
                     b_stems: frozenset[str], paraphrased: Paraphrased) -> bool:
    """The two texts say their facts of different things: an owner's sister against the
    owner, an owner's email against his phone (see the module's docstring)."""
    if not (a.possessed or b.possessed):
        return False
    mine, theirs = _unheld(a, b, b_stems, paraphrased), _unheld(b, a, a_stems, paraphrased)
    return bool(
        (mine and theirs)
        or any(p.chain for p in (*mine, *theirs))
        or (mine and b_stems <= a_stems)
        or (theirs and a_stems <= b_stems))


def closeness(a_stems: frozenset[str], b_stems: frozenset[str], weight: Callable[[str], float]
              ) -> float:
    """The weighted Jaccard of two texts' stems: shared weight over the union's."""
    union = sum(weight(s) for s in a_stems | b_stems)
    return sum(weight(s) for s in a_stems & b_stems) / union if union else 0.0
