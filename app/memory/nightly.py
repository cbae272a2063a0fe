"""The nightly job's decisions: what INDEX.md says, which archived notes are purged, which
program_state notes have gone stale. Pure functions over notes; `NotesService.nightly`
does the writing under the store's lock and journals the run.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from pathlib import Path

from app.memory.note import Note

ARCHIVE_KEEP_DAYS = 30


@dataclass(slots=True)
class NightlyReport:
    """What one run did for one user; counts and ids only, so it can be journaled."""

    user: str
    indexed: int = 0
    purged: list[str] = field(default_factory=list)
    marked_stale: list[str] = field(default_factory=list)
    broken: int = 0


def _escape(text: str) -> str:
    return " ".join(text.split()).replace("[", "\\[").replace("]", "\\]")


def index_md(user: str, notes: list[Note], user_dir: Path, now: dt.datetime) -> str:
    """INDEX.md: a short head, then exactly one line per live note, ordered by path."""
    rows = []
    for note in notes:
        where = note.path.relative_to(user_dir).as_posix() if note.path else note.filename
        status = "ratified" if note.ratified else "provisional"
        stale = ", stale" if note.stale else ""
        rows.append((where, f"- [{_escape(note.title)}]({where}) {note.kind}, {note.scope}, "
                            f"{status}{stale}\n"))
    rows.sort()
    head = (
        f"# Memory notes of {user}\n\n"
        f"Written by `tandem notes nightly` on {now.date().isoformat()}: "
        f"{len(rows)} live notes, one line each.\n\n"
    )
    return head + "".join(line for _, line in rows)


def archived_at(note: Note) -> dt.datetime | None:
    """When a note was archived: its `archived` stamp, else its file's modification time."""
    if note.archived:
        try:
            stamp = dt.datetime.fromisoformat(note.archived)
        except ValueError:
            stamp = None
        if stamp is not None:
            return stamp if stamp.tzinfo else stamp.replace(tzinfo=dt.UTC)
    if note.path is not None and note.path.exists():
        return dt.datetime.fromtimestamp(note.path.stat().st_mtime, dt.UTC)
    return None


def to_purge(
    archived: list[Note], now: dt.datetime, keep_days: int = ARCHIVE_KEEP_DAYS
) -> list[Note]:
    cutoff = now - dt.timedelta(days=keep_days)
    out = []
    for note in archived:
        when = archived_at(note)
        if when is not None and when < cutoff:
            out.append(note)
    return out


def to_mark_stale(live: list[Note], today: dt.date) -> list[Note]:
    return [n for n in live if n.kind == "program_state" and not n.stale and n.is_stale(today)]
