"""Whether a user's message asks Tandem to keep something, and the fact it asks to keep.

A person says "please remember that my build needs node 20" to any assistant; a model too
small to write a `<tandem_memory>` block must still keep it. The cue is the request itself,
said in the imperative ("remember", "keep in mind", "note that", "don't forget", "from now
on"). A question about memory ("do you remember…?", "what did I ask you to remember?") and a
negated cue ("you don't need to remember this") are not requests.

The kept fact is the rest of the sentence after the cue, in the person's own words: a small
model paraphrases badly, so the keep turn's grammar lets it choose among these words, never
invent new ones.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_CUE = re.compile(
    r"""(?ix)
    (?:^|(?<=[.!?;\n])\s*|\b(?:please|pls|also|and|just|kindly|so)\s+|,\s*)
    (?P<cue>
        remember(?:\s+(?:that|this))?
      | keep\s+in\s+mind(?:\s+that)?
      | bear\s+in\s+mind(?:\s+that)?
      | (?:make\s+a\s+|take\s+a\s+)?note(?:\s+(?:that|this|down|for\s+later))?
      | for\s+future\s+reference
      | (?:don'?t|do\s+not|never)\s+forget(?:\s+that)?
      | save\s+(?:this|that)(?:\s+(?:for\s+later|as\s+a\s+note))?
      | from\s+now\s+on
      | going\s+forward
    )
    \s*(?::|,|-|that\b)?\s*
    """
)
_QUESTION_START = re.compile(
    r"(?i)^\s*(?:do|did|can|could|would|will|what|which|who|when|where|why|how|are|is)\b"
)
_NEGATED = re.compile(r"(?i)\b(?:no\s+need\s+to|don'?t\s+(?:need|have)\s+to|not)\s+\w*\s*$")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n+")
_RULE_WORDS = re.compile(r"(?i)\b(?:always|never|prefer|from now on|going forward|please use)\b")
_LEADING_RULE_CUE = re.compile(r"(?i)^(?:from now on|going forward)\s*,?\s*")
_STOPWORDS = frozenset(re.findall(r"\S+", """
    a an the and or but if of to in on at for with by from as is are was were be been my our
    your their this that these those it its we you they i me us them do does did not no so
    please remember keep mind note forget always never now on need needs use uses using
"""))
MIN_FACT_CHARS = 8
MAX_TITLE_CHARS = 80


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


def keep_requests(message: str) -> list[KeepRequest]:
    """The facts `message` asks to keep, in order; empty when it asks for none."""
    found: list[KeepRequest] = []
    for sentence in _SENTENCE_END.split(message.strip()):
        if _QUESTION_START.match(sentence) or sentence.rstrip().endswith("?"):
            continue
        match = _CUE.search(sentence)
        if match is None or _NEGATED.search(sentence[: match.start("cue")]):
            continue
        cue = match["cue"].lower()
        rest = sentence[match.end() :].strip(" \t\"'")
        fact = rest if not cue.startswith(("from now on", "going forward")) else sentence.strip()
        fact = fact.rstrip(".! ")
        if len(fact) < MIN_FACT_CHARS:
            continue
        kind = "rule" if _RULE_WORDS.search(sentence) else "reference"
        found.append(KeepRequest(fact=fact[0].upper() + fact[1:], kind=kind))
    return found


def _first_clause(text: str) -> str:
    clause = re.split(r"[,;:(]| - | because | so that ", text, maxsplit=1)[0].strip()
    return _clip(clause, MAX_TITLE_CHARS)


def _clip(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    return text[:limit].rsplit(" ", 1)[0].rstrip(",;: ")
