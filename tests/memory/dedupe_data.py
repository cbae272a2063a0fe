"""The dedupe calibration over tests/data/dedupe_pairs.yaml, shared by the test that pins the
rates and by bench/dedupe_bench.py, which prints the spread the threshold was chosen from."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from app.memory.note import Note
from app.memory.search import NoteIndex

PAIRS = Path(__file__).resolve().parents[1] / "data" / "dedupe_pairs.yaml"


@dataclass
class Calibration:
    """Closeness of each labelled add to its partner (near) or to its best match (distinct)."""

    near: list[tuple[float, str]] = field(default_factory=list)
    distinct: list[tuple[float, str]] = field(default_factory=list)
    wrong_partner: list[str] = field(default_factory=list)


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
    # Every seeded note is a fact of its own: its closeness to the notes before it is a
    # distinct sample too (this is how the first threshold, on BM25 alone, was caught out).
    for i, note in enumerate(notes[1:], start=1):
        index.rebuild(notes[:i])
        best = index.restated(note.title, note.body, (), "user")
        out.distinct.append((best[1] if best else 0.0, note.title))
    index.rebuild(notes)
    ids = {n.title: n.id for n in notes}
    for group in ("near_duplicates", "near_duplicates_short", "distinct"):
        for pair in data[group]:
            new = pair["new"]
            best = index.restated(new["title"], new["body"], (), "user")
            score = best[1] if best else 0.0
            if group == "distinct":
                out.distinct.append((score, new["title"]))
                continue
            if best is None or best[0] != ids[pair["existing"]["title"]]:
                out.wrong_partner.append(new["title"])
            out.near.append((score, new["title"]))
    index.close()
    return out
