"""The dedupe calibration over tests/data/dedupe_pairs.yaml, for bench/store_bench.py, which
prints the rates the thresholds were chosen from."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from app.memory import rules
from app.memory.note import Note
from app.memory.search import NoteIndex, Restated

PAIRS = Path(__file__).resolve().parents[1] / "data" / "dedupe_pairs.yaml"


@dataclass
class Calibration:
    """What each labelled add may restate: a restatement with its partner's id, a distinct
    add with none (any merge is wrong)."""

    near: list[tuple[list[Restated], str]] = field(default_factory=list)
    distinct: list[list[Restated]] = field(default_factory=list)

    def rates(self, min_closeness: float = rules.DEDUPE_MIN_CLOSENESS,
              min_meaning: float = rules.DEDUPE_MIN_MEANING) -> tuple[float, int, int]:
        """(share of restatements merged into their partner, distinct adds merged, of how
        many), under `rules.restates` with these thresholds."""
        def first(found: list[Restated]) -> str | None:
            return next((r.note_id for r in found if r.closeness >= min_closeness
                         or r.meaning >= min_meaning), None)

        merged = sum(first(found) == partner for found, partner in self.near)
        wrong = sum(first(found) is not None for found in self.distinct)
        return merged / len(self.near), wrong, len(self.distinct)


def load() -> dict[str, Any]:
    return yaml.safe_load(PAIRS.read_text("utf-8"))


def seeded_notes(data: dict[str, Any]) -> list[Note]:
    """The background notes and every pair's existing note, once each, in file order."""
    items = list(data["background"])
    for group in ("near_duplicates", "near_duplicates_short", "distinct"):
        items.extend(pair["existing"] for pair in data[group])
    notes: list[Note] = []
    seen: set[str] = set()
    for item in items:
        if item["title"] in seen:
            continue
        seen.add(item["title"])
        notes.append(Note(id=f"n{len(notes)}", title=item["title"], kind="gotcha",
                          scope="user", body=item["body"]))
    return notes


def halves(data: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """Every other pair of each group: one half to choose the threshold on, one to check."""
    groups = ("near_duplicates", "near_duplicates_short", "distinct")
    return tuple({"background": data["background"],  # type: ignore[return-value]
                  **{g: data[g][start::2] for g in groups}} for start in (0, 1))


def calibrate(data: dict[str, Any] | None = None) -> Calibration:
    data = data or load()
    notes = seeded_notes(data)
    out = Calibration()
    index = NoteIndex()
    # Every seeded note is a fact of its own: what it may restate among the notes before it
    # is a distinct sample too (this is how the first threshold, on BM25 alone, was caught).
    for i, note in enumerate(notes[1:], start=1):
        index.rebuild(notes[:i])
        out.distinct.append(index.restated(note.title, note.body, (), "user"))
    index.rebuild(notes)
    ids = {n.title: n.id for n in notes}
    for group in ("near_duplicates", "near_duplicates_short", "distinct"):
        for pair in data[group]:
            new = pair["new"]
            found = index.restated(new["title"], new["body"], (), "user")
            if group == "distinct":
                out.distinct.append(found)
            else:
                out.near.append((found, ids[pair["existing"]["title"]]))
    index.close()
    return out
