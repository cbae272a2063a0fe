"""Whether a user's message asks Tandem to keep something, and the fact it asks to keep.

A person says "please remember that my build needs node 20" to any assistant, or "jot
this down: …", "for future reference, …", "never suggest yarn to me again", "Merk dir
bitte, dass …"; a model too small to write a `<tandem_memory>` block must still keep it.
A learned classifier (keep/) reads the message sentence by sentence, so a request in the
middle of a long message is found, and the cue words in other senses ("I don't remember
how to exit vim", "take notes on this article") are not requests.

The kept fact is the asking sentence with its framing taken off, in the person's own
words: a small model paraphrases badly, so the keep turn's grammar lets it choose among
these words, never invent new ones. A sentence that only asks ("Please remember it.")
keeps the sentence beside it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from app.engine.conductor.keep.framing import fact_in
from app.engine.conductor.keep.model import KeepModel, shipped_model
from app.engine.conductor.keep.sentences import sentences

_POINTS_AHEAD = re.compile(r"(?i)(?::\s*$|\b(?:following|folgende\w*|suivante?s?|siguientes?)\b)")
_LEADING_RULE_CUE = re.compile(r"(?i)^(?:from now on|going forward)\s*,?\s*")
_STOPWORDS = frozenset(re.findall(r"\S+", """
    a an the and or but if of to in on at for with by from as is are was were be been my our
    your their this that these those it its we you they i me us them do does did not no so
    please remember keep mind note forget always never now on need needs use uses using
"""))
MIN_FACT_CHARS = 8
MAX_TITLE_CHARS = 80
MAX_REQUESTS = 3
"""A message rarely asks for more; each one is a block of the keep turn's grammar."""


@dataclass(frozen=True, slots=True)
class KeepRequest:
    """One fact a person asked to keep, in their words, and the kind of note it makes."""

    fact: str
    kind: str

    @property
    def titles(self) -> list[str]:
        """Title choices: the fact cut at its first clause, and at the title length."""
        said = _LEADING_RULE_CUE.sub("", self.fact)
        said = said[:1].upper() + said[1:]
        choices = [_first_clause(said), _clip(said, MAX_TITLE_CHARS)]
        return list(dict.fromkeys(t for t in choices if len(t) >= 3))

    @property
    def tags(self) -> list[str]:
        words = re.findall(r"[a-z][a-z0-9-]{2,23}", self.fact.lower())
        return list(dict.fromkeys(w for w in words if w not in _STOPWORDS))[:8]


def keep_requests(message: str, model: KeepModel | None = None) -> list[KeepRequest]:
    """The facts `message` asks to keep, in order; empty when it asks for none.

    Blocking (a few array lookups a sentence): callers on the event loop run it in a
    thread."""
    model = model or shipped_model()
    said = sentences(message)
    found: dict[str, KeepRequest] = {}
    for i, sentence in enumerate(said):
        if not model.asks(sentence):
            continue
        fact = fact_in(sentence) or _beside(said, i, model)
        if len(fact) < MIN_FACT_CHARS or fact.lower() in found:
            continue
        kind = "rule" if model.is_rule(fact) else "reference"
        found[fact.lower()] = KeepRequest(fact=fact[0].upper() + fact[1:], kind=kind)
    return list(found.values())[:MAX_REQUESTS]


def _beside(said: list[str], at: int, model: KeepModel) -> str:
    """The fact of a sentence that only asks: the one before it ("My cat is Pixel. Don't
    forget that!"), or after it when it points ahead ("Remember the following: …")."""
    ahead = _POINTS_AHEAD.search(said[at]) is not None or at == 0
    near = at + 1 if ahead else at - 1
    if not 0 <= near < len(said) or model.asks(said[near]):
        return ""
    return fact_in(said[near])


def _first_clause(text: str) -> str:
    clause = re.split(r"[,;:(]| - | because | so that ", text, maxsplit=1)[0].strip()
    return _clip(clause, MAX_TITLE_CHARS)


def _clip(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    return text[:limit].rsplit(" ", 1)[0].rstrip(",;: ")
