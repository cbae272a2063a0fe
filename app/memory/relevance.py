"""Which matching notes earn their place in a request, on top of spec 26.3's limits (at
most 3 notes sharing 2 words, within 600 tokens; docs/ARCHITECTURE.md#reading-notes).

Two words in common is a low bar on a store where most notes say build, deploy, api or
python: without a cut, two in three of the notes sent were not the note that answers the
message. The first cut was two hand-set floors, and they fitted the wording they were
chosen on: on questions nobody had tuned them for, recall@3 fell from 0.97 to 0.42.

So the cut is learned: a logistic model of "this candidate is the note that answers",
over measures that mean the same on 150 notes as on 500 (none is a raw BM25 score, which
grows with the store):

- `relative`: its BM25F score over the best candidate's;
- `cover`: the share of the message's word weight (IDF) it holds, a word no note has
  counting as the rarest word;
- `focus`: the share of its own word weight the message holds;
- `top`: whether it ranks first;
- `shared`: how many of the message's words it holds (up to 5);
- `meaning`: the cosine of the message and the note in a sentence encoder (`meaning`),
  which words alone cannot give: a question that names a note's subject without asking
  what the note says sits far from it;
- `behind`: how far its `meaning` falls short of the closest candidate's;
- `part`: the cosine of the message and the closest part of the note, its title or one
  sentence of its body. A note's other facts dilute its whole vector, so `meaning` alone
  could not tell a question that one sentence answers from one that only names the
  note's subject; with `part`, fewer questions no note answers get a note (on the halves
  never fitted: 0.47 to 0.13 on the first hand-written set, 0.45 to 0.40 on the second)
  at the same recall.

A message gets notes only when its likeliest candidate is likely enough (`gate`): most
messages no note answers stop there. The others then go in when they are likely at all
(`runner_up`), as a question about a person often needs a second note about them, and
all of them go likeliest first, so the three that fit are the three most likely.

bench/recall_bench.py fits the weights on one half of each labelled set (the hand-written
sets in tests/data/recall*, twelve of them written blind, and LoCoMo's development
conversations) and prints the other half beside it. A refit replaces the constants below
only when it does better on the halves it never saw. With fourteen sets it did not (0.605
against 0.623 on its objective): every fit traces about the same curve from recall to
silence on sets it never saw, and the gate only picks a point on it. Change them only
with it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Match:
    """One candidate: its whoosh BM25F score and the measures the model reads."""

    note_id: str
    score: float
    cover: float
    focus: float = 0.0  # the share of the note's own word weight the message holds
    shared: int = 0  # how many of the message's words the note holds
    meaning: float = 0.0  # the cosine of message and note in the sentence encoder
    part: float = 0.0  # the cosine of message and the note's closest title or sentence


def features(ranked: list[Match]) -> list[tuple[float, ...]]:
    """Each candidate's measures, in the order of the candidates (best BM25F first): the
    model reads each against the first and against the closest in meaning."""
    if not ranked:
        return []
    best, closest = ranked[0], max(m.meaning for m in ranked)
    return [(m.score / best.score if best.score > 0 else 0.0, m.cover, m.focus,
             1.0 if rank == 0 else 0.0, min(m.shared, 5) / 5, m.meaning, m.meaning - closest,
             m.part) for rank, m in enumerate(ranked)]


@dataclass(frozen=True, slots=True)
class Relevance:
    weights: tuple[float, ...]  # one per `features`, in order
    bias: float
    gate: float  # the best candidate's least probability for any note to go in
    runner_up: float  # a runner-up's least probability

    def probability(self, x: tuple[float, ...]) -> float:
        z = self.bias + sum(w * v for w, v in zip(self.weights, x, strict=True))
        return 1.0 / (1.0 + math.exp(-z))

    def chosen(self, rows: list[tuple[float, ...]]) -> list[int]:
        """Which candidates go in, by their `features` (best BM25F first), likeliest first:
        none unless the likeliest reaches `gate`, then each that reaches `runner_up`. BM25F's
        order is one measure among eight: on LoCoMo, where a question's answer is often one
        of several notes about a person, sending the likeliest three instead of the best
        ranked found 0.02 more answers at the same gate."""
        likely = [self.probability(x) for x in rows]
        order = sorted(range(len(rows)), key=lambda i: (-likely[i], i))
        if not order or likely[order[0]] < self.gate:
            return []
        return [i for i in order if likely[i] >= self.runner_up]

    def apply(self, ranked: list[Match]) -> list[Match]:
        """The candidates (best BM25F first) that earn their place, likeliest first."""
        return [ranked[i] for i in self.chosen(features(ranked))]


MATCHING = Relevance(weights=(2.238, 1.212, 0.075, 2.069, 1.303, 2.28, 3.369, 1.224),
                     bias=-6.884, gate=0.45, runner_up=0.05)
