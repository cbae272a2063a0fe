"""The matching notes on the labelled set in tests/data/recall/: the figures, the sweep the
floors in app/memory/relevance.py were chosen from, and the retrieval time per question.

The sweep tunes on one half of the questions (every other one) and reports the other
half beside it; the chosen point maximises precision on the tuning half among the floors
that meet recall@3 >= 0.90 and unanswerable-given <= 0.10 there. Timing: the real
NotesService.matching at the labelled store's size and with filler notes up to 500.

    python bench/recall_bench.py
"""

from __future__ import annotations

import datetime as dt
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "tests"))

from memory.recall_data import filler, measure, recall_set, seed  # noqa: E402

from app.memory import inject  # noqa: E402
from app.memory.relevance import MATCHING_FLOORS, Floors  # noqa: E402
from app.memory.service import NotesService, WriteContext  # noqa: E402

RELATIVE = (0.0, 0.3, 0.5, 0.6, 0.7, 0.8, 0.9)
COVER = (0.0, 0.3, 0.4, 0.45, 0.5, 0.55, 0.6)


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        svc = NotesService(Path(tmp))
        rs = recall_set(seed(svc))
        index = svc._live.index(rs.vis.user, full=False)
        keys = rs.vis.scope_keys()
        cands = {q.ask: index.candidates(q.ask, keys) for q in rs.questions}

        def chooser(floors: Floors):
            def choose(message: str):
                ranked = floors.apply(cands[message])
                notes = [n for n in (index.get(m.note_id) for m in ranked) if n]
                return inject.select_matching(notes)
            return choose

        tune, check = rs.halves()
        print(f"{len(index)} notes; without floors: "
              f"{measure(rs, chooser(Floors(0.0, 0.0))).line()}")
        print("sweep (tune half | check half):")
        best = None
        for rel in RELATIVE:
            for cov in COVER:
                floors = Floors(rel, cov)
                a, b = measure(tune, chooser(floors)), measure(check, chooser(floors))
                print(f"  relative {rel:.2f} cover {cov:.2f} | {a.line()} | {b.line()}")
                if a.recall >= 0.9 and a.unanswered_given <= 0.1 and (
                        best is None or a.precision > best[1]):
                    best = (floors, a.precision)
        print(f"chosen on the tune half: {best and best[0]}; in use: {MATCHING_FLOORS}")
        print(f"in use, whole set: {measure(rs, lambda m: svc.matching(rs.vis, m)).line()}")
        print(f"in use, tune half: {measure(tune, lambda m: svc.matching(rs.vis, m)).line()}")
        print(f"in use, check half: {measure(check, lambda m: svc.matching(rs.vis, m)).line()}")
        for size in (len(index), 500):
            extra = size - len(index)
            ctx = WriteContext(user=rs.vis.user, source="model", user_message_in_turn=True)
            for nw in filler(extra, dt.date.today()):
                svc.write(ctx, nw)
            times = []
            for _ in range(3):
                for q in rs.questions:
                    t = time.perf_counter()
                    svc.matching(rs.vis, q.ask)
                    times.append((time.perf_counter() - t) * 1000)
            print(f"{len(index)} notes: retrieval {statistics.median(times):.2f} ms median, "
                  f"p99 {sorted(times)[int(len(times) * 0.99)]:.2f} ms per question; "
                  f"{measure(rs, lambda m: svc.matching(rs.vis, m)).line()}")
        svc.close()


if __name__ == "__main__":
    main()
