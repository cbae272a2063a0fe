"""Memory on LoCoMo (Maharana et al., ACL 2024): does every distinct fact survive as a note,
and does the question asked later find it?

The data is CC BY-NC 4.0, so it never enters this repository: the bench reads the five
development conversations from ../shared/bench/locomo-dev.json (another file with `--data`).

For each conversation, in a fresh store, every per-session observation (one fact, tagged
with the dialog turn it came from) is written as one user-scope note through the real
`NotesService.write`: the body is the observation and its session's date, the title the
observation cut to 118 characters, in sessions of at most 20 writes (the session cap).
Then every question of categories 1-4 whose evidence has an observation is asked as a new
session's first message through `NotesService.matching`, the conductor's own path.

It prints, per conversation and in all, side by side in one run:
- Tandem's recall@3: a note of an evidence turn is among the matching notes sent;
- plain BM25's recall@3 over the same observations (k1 1.2, b 0.75, lowercase words, top 3,
  no floor): the simplest search there is, the bar to clear;
- Tandem's precision: the share of notes sent that come from an evidence turn;
- the share of observations that did not land as notes of their own (dedupe merges).

The conversations are split in two (`--tune` names those tuned on, default the first,
third and fifth); the figures for each half are printed apart.

    python bench/locomo_bench.py [--data PATH]
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from app.memory.service import NotesService  # noqa: E402
from app.memory.types import NoteWrite, Visibility, WriteContext, WriteResult  # noqa: E402

DATA = REPO.parent / "shared" / "bench" / "locomo-dev.json"
USER = "local"
SESSION_WRITES = 20
TOP = 3


@dataclass
class Tally:
    questions: int = 0
    tandem_hits: int = 0
    bm25_hits: int = 0
    sent: int = 0
    sent_right: int = 0
    observations: int = 0
    merged: int = 0
    refused: int = 0

    def add(self, other: Tally) -> None:
        for name in self.__dataclass_fields__:
            setattr(self, name, getattr(self, name) + getattr(other, name))

    def line(self) -> str:
        q = max(self.questions, 1)
        return (f"tandem recall@3 {self.tandem_hits / q:.3f}  plain BM25 recall@3 "
                f"{self.bm25_hits / q:.3f}  ratio {self.tandem_hits / max(self.bm25_hits, 1):.2f}"
                f"  precision {self.sent_right / max(self.sent, 1):.3f} ({self.sent} sent)  "
                f"merged {self.merged / max(self.observations, 1):.3f} "
                f"({self.merged}/{self.observations}, {self.refused} refused)  "
                f"{self.questions} questions")


def observations(conv: dict) -> list[tuple[frozenset[str], str, str]]:
    """(the dialog turns it came from, observation, session date) in session order."""
    dates = {k.removesuffix("_date_time"): v for k, v in conv["conversation"].items()
             if k.endswith("_date_time")}
    out = []
    keys = sorted(conv["observation"], key=lambda k: int(re.findall(r"\d+", k)[0]))
    for key in keys:
        session = key.removesuffix("_observation")
        for facts in conv["observation"][key].values():
            for fact, turn in facts:
                turns = turn if isinstance(turn, list) else [turn]
                out.append((frozenset(str(t) for t in turns), fact, dates.get(session, "")))
    return out


def questions(conv: dict, known_turns: frozenset[str]) -> list[tuple[str, set[str]]]:
    out = []
    for qa in conv["qa"]:
        if qa.get("category") not in (1, 2, 3, 4):
            continue
        evidence = {e.strip() for ev in qa.get("evidence", []) for e in ev.split(";")}
        if evidence & known_turns:
            out.append((qa["question"], evidence))
    return out


class PlainBM25:
    """Okapi BM25 over lowercase word tokens: no stems, no stop words, no fields."""

    def __init__(self, docs: list[str], k1: float = 1.2, b: float = 0.75) -> None:
        self.k1, self.b = k1, b
        self.docs = [Counter(self.words(d)) for d in docs]
        self.lengths = [sum(d.values()) for d in self.docs]
        self.avg = sum(self.lengths) / max(len(self.docs), 1)
        df = Counter(w for d in self.docs for w in d)
        n = len(self.docs)
        self.idf = {w: math.log(1 + (n - f + 0.5) / (f + 0.5)) for w, f in df.items()}

    @staticmethod
    def words(text: str) -> list[str]:
        return re.findall(r"\w+", text.lower())

    def top(self, query: str, k: int) -> list[int]:
        terms = set(self.words(query))
        scores = []
        for i, doc in enumerate(self.docs):
            s = 0.0
            norm = self.k1 * (1 - self.b + self.b * self.lengths[i] / self.avg)
            for w in terms & doc.keys():
                tf = doc[w]
                s += self.idf[w] * tf * (self.k1 + 1) / (tf + norm)
            if s > 0:
                scores.append((s, i))
        scores.sort(key=lambda x: (-x[0], x[1]))
        return [i for _, i in scores[:k]]


def write_observations(svc: NotesService, name: str, obs: list[tuple[frozenset[str], str, str]]
                       ) -> tuple[dict[str, frozenset[str]], Counter[str]]:
    """Every observation as a user note: note id -> the turns of the text it holds now,
    and how many writes were added, revised (merged into another note) or refused."""
    turns_of: dict[str, frozenset[str]] = {}
    outcomes: Counter[str] = Counter()
    for n, (turns, fact, date) in enumerate(obs):
        ctx = WriteContext(user=USER, source="model", user_message_in_turn=True,
                           session=f"{name}-w{n // SESSION_WRITES}")
        body = f"{fact}\n\n(said on {date})" if date else fact
        result = svc.write(ctx, NoteWrite("add", "user", "reference", title=fact[:118].strip(),
                                          body=body))
        outcomes[result.op_done if isinstance(result, WriteResult) else "refused"] += 1
        if isinstance(result, WriteResult):
            turns_of[result.note.id] = turns
    return turns_of, outcomes


def run_conversation(conv: dict, timings: list[float]) -> Tally:
    tally = Tally()
    obs = observations(conv)
    with tempfile.TemporaryDirectory() as home:
        svc = NotesService(Path(home))
        try:
            turns_of, outcomes = write_observations(svc, conv["sample_id"], obs)
            tally.observations = len(obs)
            tally.merged = len(obs) - outcomes["added"] - outcomes["refused"]
            tally.refused = outcomes["refused"]
            bm25 = PlainBM25([f"{fact} {date}" for _, fact, date in obs])
            known = frozenset().union(*(turns for turns, _, _ in obs))
            for q, (ask, evidence) in enumerate(questions(conv, known)):
                tally.questions += 1
                vis = Visibility(USER, session=f"{conv['sample_id']}-q{q}")
                t = time.perf_counter()
                sent = svc.matching(vis, ask)
                timings.append((time.perf_counter() - t) * 1000)
                right = [n for n in sent if turns_of.get(n.id, frozenset()) & evidence]
                tally.sent += len(sent)
                tally.sent_right += len(right)
                tally.tandem_hits += bool(right)
                tally.bm25_hits += any(obs[i][0] & evidence for i in bm25.top(ask, TOP))
        finally:
            svc.close()
    return tally


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--tune", default="0,2,4",
                        help="indexes of the conversations tuned on (the rest are checked)")
    args = parser.parse_args()
    if not args.data.exists():
        sys.exit(f"no LoCoMo data at {args.data} (it is kept out of the repository)")
    convs = json.loads(args.data.read_text("utf-8"))
    tune = {int(i) for i in args.tune.split(",") if i}
    halves = {"tuned on": Tally(), "checked": Tally()}
    timings: list[float] = []
    for i, conv in enumerate(convs):
        tally = run_conversation(conv, timings)
        print(f"{conv['sample_id']}: {tally.line()}")
        halves["tuned on" if i in tune else "checked"].add(tally)
    everything = Tally()
    for name, tally in halves.items():
        print(f"{name}: {tally.line()}")
        everything.add(tally)
    print(f"all: {everything.line()}")
    timings.sort()
    print(f"retrieval: {timings[len(timings) // 2]:.2f} ms median, "
          f"p99 {timings[int(len(timings) * 0.99)]:.2f} ms per question")


if __name__ == "__main__":
    main()
