"""Which matching notes earn their place in a request: the score floors of spec 26.3's
matching notes, on top of its limits (at most 3 notes sharing 2 words, within 600 tokens).

Two words in common is a low bar on a store where most notes say build, deploy, api or
python: without floors, two in three of the notes sent were not the note that answers
the message, and most messages that no note answers still got notes. A note must:

- cover a good part of the message: the share of the message's word weight (IDF) that the
  note has, a word no note has counting as the rarest word. It is a ratio, so it means
  the same on 150 notes as on 500, which a raw BM25 score (it grows with the store) does
  not; a message about something the notes never mention is mostly such words;
- score close to the best match (BM25F), so a runner-up that merely shares the message's
  common words stays out.

Both floors were chosen on the labelled set in tests/data/recall/ (tuned on one half,
checked on the other); bench/recall_bench.py prints the sweep. Change them only with it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Match:
    """One candidate: its whoosh BM25F score and the share of the message it covers."""

    note_id: str
    score: float
    cover: float


@dataclass(frozen=True, slots=True)
class Floors:
    relative: float  # of the best candidate's BM25F score
    cover: float  # of the message's word weight

    def apply(self, ranked: list[Match]) -> list[Match]:
        """The candidates (best first) that clear both floors, in the same order."""
        if not ranked:
            return []
        best = ranked[0].score
        return [m for m in ranked if m.cover >= self.cover and m.score >= self.relative * best]


MATCHING_FLOORS = Floors(relative=0.8, cover=0.5)
