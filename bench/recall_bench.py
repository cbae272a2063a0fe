"""The matching notes' relevance model (app/memory/relevance.py): its fit, the figures on
the halves it never saw, and the retrieval time.

The candidates come from the real NotesService store of each labelled set: the hand-
written sets in tests/data/recall*/ (every other question to tune on, the rest to check;
sets 3 to 16 were written blind and measured whole on arrival), and LoCoMo's development
conversations from ../shared when they are there (the first, third and fifth to tune on).
A logistic model of "this candidate is the answer" is fitted on the tuning halves (each
set weighing the same), then a gate and a runner-up threshold are chosen there: the most
recall, less half the share of unanswerable questions given notes, among the points that
keep precision at 0.65 on the hand-written sets and LoCoMo's recall 0.02 above plain
BM25's. The refit replaces the constants in relevance.py only when it scores better on
the checking halves, which are otherwise never used; each hand-written set is also
printed under a model fitted and chosen without it.

    python bench/recall_bench.py
"""

from __future__ import annotations

import datetime as dt
import json
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "tests"))

from locomo_bench import DATA as LOCOMO  # noqa: E402
from locomo_bench import USER, PlainBM25, observations, questions, write_observations  # noqa: E402
from memory.recall_data import SETS, filler, measure, recall_set, seed  # noqa: E402

from app.memory.relevance import MATCHING, Relevance, features  # noqa: E402
from app.memory.search import MIN_SHARED_WORDS  # noqa: E402
from app.memory.service import NotesService, WriteContext  # noqa: E402

GATES = (0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7)
RUNNERS = (0.05, 0.1, 0.2, 0.3)
BM25_MARGIN = 0.02  # over plain BM25 on LoCoMo: the held-out conversations may sit closer


@dataclass
class Question:
    rows: list[tuple[float, ...]]  # features of the candidates the model reads
    right: list[bool]  # whether each is an answer
    answerable: bool


@dataclass
class Pool:
    questions: dict[str, list[Question]] = field(default_factory=dict)  # set -> questions
    bm25: float = 0.0  # plain BM25's recall@3 on LoCoMo, for the constraint


def _question(index, message, keys, is_right, answerable) -> Question:
    ranked = index.candidates(message, keys)
    return Question(features(ranked),
                    [is_right(m.note_id) for m in ranked], answerable)


def labelled_pools() -> tuple[Pool, Pool]:
    tune, check = Pool(), Pool()
    for name, folder in SETS.items():
        svc = NotesService(Path(tempfile.mkdtemp()))
        rs = recall_set(seed(svc, folder), folder)
        index, keys = svc._live.index(rs.vis.user, full=False), rs.vis.scope_keys()
        for pool, half in zip((tune, check), rs.halves(), strict=True):
            pool.questions[name] = [
                _question(index, q.ask, keys, lambda i, q=q: i == q.note, q.note is not None)
                for q in half.questions]
        svc.close()
    if LOCOMO.exists():
        hits = {"tune": [0, 0], "check": [0, 0]}
        for c, conv in enumerate(json.loads(LOCOMO.read_text("utf-8"))):
            pool, half = (tune, "tune") if c % 2 == 0 else (check, "check")
            svc = NotesService(Path(tempfile.mkdtemp()))
            obs = observations(conv)
            turns_of, _ = write_observations(svc, conv["sample_id"], obs)
            bm25 = PlainBM25([f"{fact} {date}" for _, fact, date in obs])
            index = svc._live.index(USER, full=False)
            known = frozenset().union(*(turns for turns, _, _ in obs))
            for ask, evidence in questions(conv, known):
                pool.questions.setdefault("locomo", []).append(_question(
                    index, ask, frozenset({"user"}),
                    lambda i, ev=evidence, t=turns_of: bool(t.get(i, frozenset()) & ev), True))
                hits[half][0] += any(obs[i][0] & evidence for i in bm25.top(ask, 3))
                hits[half][1] += 1
            svc.close()
        tune.bm25, check.bm25 = (hits[h][0] / hits[h][1] for h in ("tune", "check"))
    return tune, check


def fit(pool: Pool) -> tuple[np.ndarray, float]:
    rows, labels, weights = [], [], []
    for qs in pool.questions.values():
        n = sum(len(q.rows) for q in qs)
        for q in qs:
            rows += q.rows
            labels += q.right
            weights += [1.0 / n] * len(q.rows)
    x = np.c_[np.array(rows), np.ones(len(rows))]
    y, w8 = np.array(labels, float), np.array(weights) / sum(weights)
    theta = np.zeros(x.shape[1])
    for _ in range(5000):  # gradient descent on the weighted log-loss, a little L2
        p = 1 / (1 + np.exp(-x @ theta))
        theta -= x.T @ ((p - y) * w8) + 1e-3 * np.r_[theta[:-1], 0]
    return theta[:-1], float(theta[-1])


def figures(model: Relevance, qs: list[Question]) -> tuple[float, float, float]:
    """(recall@3, precision, share of unanswerable questions given notes)."""
    hits = sent = right = given = answerable = 0
    for q in qs:
        kept = [q.right[i] for i in model.chosen(q.rows)][:3]
        sent += len(kept)
        right += sum(kept)
        answerable += q.answerable
        hits += q.answerable and any(kept)
        given += not q.answerable and bool(kept)
    unanswerable = len(qs) - answerable
    return hits / max(answerable, 1), right / max(sent, 1), given / max(unanswerable, 1)


def line(model: Relevance, pool: Pool) -> str:
    return "  ".join(f"{name} r{r:.2f} p{p:.2f} u{u:.2f}" for name, qs in pool.questions.items()
                     for r, p, u in [figures(model, qs)])


def objective(model: Relevance, pool: Pool) -> float | None:
    """The mean recall, less half the mean share of unanswerable questions given notes;
    None where the model breaks a constraint (precision under 0.65 on a hand-written set,
    LoCoMo's recall under plain BM25's and the margin)."""
    got = {name: figures(model, qs) for name, qs in pool.questions.items()}
    if any(got[s][1] < 0.65 for s in got if s != "locomo"):
        return None
    if "locomo" in got and got["locomo"][0] < pool.bm25 + BM25_MARGIN:
        return None
    return (statistics.mean(r for r, _, _ in got.values())
            - statistics.mean(u for n, (_, _, u) in got.items() if n != "locomo") / 2)


def choose(weights, bias, pool: Pool) -> Relevance | None:
    best, best_value = None, -1.0
    for gate in GATES:
        for runner in RUNNERS:
            model = Relevance(tuple(round(float(w), 3) for w in weights), round(bias, 3),
                              gate, runner)
            value = objective(model, pool)
            if value is not None and value > best_value:
                best, best_value = model, value
    return best


def across(tune: Pool, check: Pool) -> None:
    """Fitted and chosen on every other hand-written set (both halves) and LoCoMo's tuning
    half, printed on the one left out: what carries over to wording and a person the model
    never saw, rather than what fits."""
    sets = [name for name in tune.questions if name != "locomo"]
    for held in sets:
        pool = Pool({other: tune.questions[other] + check.questions[other]
                     for other in sets if other != held}, tune.bm25)
        if "locomo" in tune.questions:
            pool.questions["locomo"] = tune.questions["locomo"]
        weights, bias = fit(pool)
        model = choose(weights, bias, pool)
        if model is None:
            print(f"fitted without {held}: no point keeps the constraints")
            continue
        r, p, u = figures(model, tune.questions[held] + check.questions[held])
        print(f"fitted without {held} (gate {model.gate}, runner-up {model.runner_up}): "
              f"{held} r{r:.2f} p{p:.2f} u{u:.2f}")


def timing() -> None:
    """The first time a message is seen (the encoder reads it, and any note it has not read
    yet), again (its vector is kept), and after a restart (the notes' vectors are read
    from state/note_vectors.sqlite, the message is new)."""
    with tempfile.TemporaryDirectory() as tmp:
        svc = NotesService(Path(tmp))
        rs = recall_set(seed(svc))
        ctx = WriteContext(user=rs.vis.user, source="model", user_message_in_turn=True)

        def measure_messages(size: int, labels: tuple[str, ...]) -> None:
            messages = [f"{q.ask} ({size} {labels[0]})" for q in rs.questions]  # all new
            for label in labels:
                times = []
                for message in messages:
                    t = time.perf_counter()
                    svc.matching(rs.vis, message)
                    times.append((time.perf_counter() - t) * 1000)
                print(f"{size} notes, {label}: retrieval {statistics.median(times):.2f} ms "
                      f"median, p99 {sorted(times)[int(len(times) * 0.99)]:.2f} ms")

        for size in (len(svc.list_notes(rs.vis.user)), 500):
            for nw in filler(size - len(svc.list_notes(rs.vis.user)), dt.date.today()):
                svc.write(ctx, nw)
            measure_messages(size, ("first time", "seen before"))
        svc.close()
        svc = NotesService(Path(tmp))
        svc.list_notes(rs.vis.user)  # the cold start's index build, timed by store_bench
        measure_messages(500, ("after a restart, first time",))
        svc.close()


def in_use() -> None:
    """The shipped model through NotesService.matching, the conductor's own path, and the
    most any cut could reach under spec 26.3's rule that a note shares two of the
    message's words."""
    for name, folder in SETS.items():
        with tempfile.TemporaryDirectory() as tmp:
            svc = NotesService(Path(tmp))
            rs = recall_set(seed(svc, folder), folder)
            index, keys = svc._live.index(rs.vis.user, full=False), rs.vis.scope_keys()
            reachable = sum(q.note in index.word_counts(index.words(q.ask), keys, MIN_SHARED_WORDS)
                            for q in rs.answerable) / len(rs.answerable)
            print(f"  {name}: the answer shares two words with the question in "
                  f"{reachable:.3f} of the answerable questions (recall's ceiling)")
            tune, check = rs.halves()
            for label, part in (("tuned on", tune), ("checked", check)):
                print(f"  {name} {label}: "
                      f"{measure(part, lambda m, s=svc, v=rs.vis: s.matching(v, m)).line()}")
            svc.close()


def main() -> None:
    tune, check = labelled_pools()
    weights, bias = fit(tune)
    print(f"fitted on the tuning halves: weights {np.round(weights, 3).tolist()}, "
          f"bias {bias:.3f}")
    if tune.bm25:
        print(f"plain BM25 recall@3 on LoCoMo: tune {tune.bm25:.3f}, check {check.bm25:.3f}")
    print("gate runner | tuned on | checked")
    for gate in GATES:
        for runner in RUNNERS:
            model = Relevance(tuple(weights), bias, gate, runner)
            print(f"{gate:.2f} {runner:.2f} | {line(model, tune)} | {line(model, check)}")
    chosen = choose(weights, bias, tune)
    print(f"chosen on the tuning halves: {chosen}")
    print(f"in use: {MATCHING}")
    print(f"in use, tuned on: {line(MATCHING, tune)}")
    print(f"in use, checked:  {line(MATCHING, check)}")
    kept, refit = objective(MATCHING, check), chosen and objective(chosen, check)
    print(f"objective on the checked halves: in use {kept or 0:.3f}, refit {refit or 0:.3f}: "
          + ("the refit replaces the model in use" if refit and (kept is None or refit > kept)
             else "the model in use stays"))
    across(tune, check)
    in_use()
    timing()


if __name__ == "__main__":
    main()
