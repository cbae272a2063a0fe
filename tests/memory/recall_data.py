"""The labelled retrieval set in tests/data/recall/, shared by the test that holds the
matching notes to their targets and by bench/recall_bench.py, which prints the figures and
the sweep the floors were chosen from.

The notes go into a real store through `NotesService.write`, under every rule (a note the
dedupe rule folds into another is a fault in the set, so it fails loudly), and the
questions are asked through `NotesService.matching`: the conductor's own path.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from app.memory.note import Note
from app.memory.service import NotesService, NoteWrite, Visibility, WriteContext, WriteResult

DATA = Path(__file__).resolve().parents[1] / "data" / "recall"
SECOND = DATA.with_name("recall2")
"""The second set: another person, wording nobody tuned the first set's floors on, and
notes in German, French and Spanish (issue 17)."""
SETS = {f"set{folder.name.removeprefix('recall') or 1}": folder
        for folder in sorted(DATA.parent.glob("recall*"), key=lambda f: (len(f.name), f.name))}
"""Every hand-written set, as set1, set2...: the later ones were each written by someone
who saw neither the code nor the other sets, and were measured before anything was
fitted on them (see bench/recall_bench.py)."""
USER = "local"


@dataclass(frozen=True, slots=True)
class Question:
    ask: str
    note: str | None  # the store id of the one note that answers it; None: none does


@dataclass(frozen=True, slots=True)
class Figures:
    """recall@3: the right note is among those sent; precision: the share of sent notes
    that are the right one; unanswered_given: the share of unanswerable questions that
    got any note at all."""

    answerable: int
    unanswerable: int
    recall: float
    precision: float
    sent: int
    unanswered_given: float

    def line(self) -> str:
        return (f"recall@3 {self.recall:.3f}  precision {self.precision:.3f} "
                f"({self.sent} sent)  unanswerable given notes {self.unanswered_given:.3f} "
                f"({self.answerable}+{self.unanswerable} questions)")


@dataclass(frozen=True, slots=True)
class RecallSet:
    vis: Visibility
    answerable: tuple[Question, ...]
    unanswerable: tuple[Question, ...]

    @property
    def questions(self) -> tuple[Question, ...]:
        return self.answerable + self.unanswerable

    def halves(self) -> tuple[RecallSet, RecallSet]:
        """Alternate questions in file order: one half to tune on, one to check on."""
        return (RecallSet(self.vis, self.answerable[0::2], self.unanswerable[0::2]),
                RecallSet(self.vis, self.answerable[1::2], self.unanswerable[1::2]))


def load_yaml(name: str, folder: Path = DATA) -> dict[str, Any]:
    return yaml.safe_load((folder / name).read_text("utf-8"))


def _context(item: dict[str, Any], data: dict[str, Any]) -> WriteContext:
    """Only the session's own notes are written from that session: the others would run
    into its cap of 20 writes."""
    project = data["projects"][item.get("project", "shop")]
    session = data["session"] if item["scope"] == "session" else None
    return WriteContext(user=USER, source="model", session=session, project=project,
                        user_message_in_turn=True)


def seed(svc: NotesService, folder: Path = DATA) -> dict[str, str]:
    """Write every labelled note of the set in `folder`; return label -> store id."""
    data = load_yaml("notes.yaml", folder)
    ids: dict[str, str] = {}
    for item in data["notes"]:
        result = svc.write(_context(item, data), NoteWrite(
            "add", item["scope"], item["kind"], title=item["title"],
            tags=[str(t) for t in item["tags"]],  # YAML reads a tag like 2026 as a number
            body=item["body"], verify_by=item.get("verify_by")))
        if not isinstance(result, WriteResult) or result.op_done != "added":
            raise AssertionError(f"note {item['id']} did not land as a new note: {result}")
        ids[item["id"]] = result.note.id
    return ids


def recall_set(ids: dict[str, str], folder: Path = DATA) -> RecallSet:
    notes = load_yaml("notes.yaml", folder)
    asked = load_yaml("questions.yaml", folder)
    vis = Visibility(USER, session=notes["session"], project=notes["projects"]["shop"])
    return RecallSet(
        vis,
        tuple(Question(q["ask"], ids[q["note"]]) for q in asked["answerable"]),
        tuple(Question(q, None) for q in asked["unanswerable"]),
    )


def filler(count: int, start: dt.date) -> Iterable[NoteWrite]:
    """Extra user notes on unrelated topics, to grow the store for the timing figures."""
    topics = ("gardening", "cycling", "recipes", "chess", "photography", "travel", "books",
              "running", "guitar", "astronomy")
    for i in range(count):
        topic = topics[i % len(topics)]
        yield NoteWrite("add", "user", "reference", title=f"{topic} q{i}x r{i}y",
                        tags=[topic], body=f"s{i}z t{i}w u{i}v {start.year}.")


def measure(rs: RecallSet, choose: Callable[[str], Sequence[Note]]) -> Figures:
    """The figures for one way of choosing the notes sent with a message."""
    hits = sent = right = given = 0
    for q in rs.answerable:
        chosen = [n.id for n in choose(q.ask)]
        sent += len(chosen)
        if q.note in chosen:
            hits += 1
            right += 1
    for q in rs.unanswerable:
        chosen = list(choose(q.ask))
        sent += len(chosen)
        given += bool(chosen)
    return Figures(
        answerable=len(rs.answerable),
        unanswerable=len(rs.unanswerable),
        recall=hits / len(rs.answerable),
        precision=right / sent if sent else 1.0,
        sent=sent,
        unanswered_given=given / len(rs.unanswerable),
    )
