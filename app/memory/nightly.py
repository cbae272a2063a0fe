"""The nightly job: INDEX.md, the purge of notes archived 30 days ago, and the
program_state notes that have gone stale.

The decisions are pure functions over notes, so they can be tested without files; `run`
applies them to each user's files and journals what it did. The caller holds the
service's lock and the store's.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from app.memory.ledger import Ledger
from app.memory.live import LiveIndex
from app.memory.names import safe_name
from app.memory.note import Note
from app.memory.revision import revised
from app.memory.types import NoteChange
from app.memory.usage import update_usage

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


def run(live: LiveIndex, ledger: Ledger, clock: Callable[[], dt.datetime],
        user: str | None = None) -> tuple[list[NightlyReport], list[NoteChange]]:
    """The nightly job for one user, or for every user; the changes are for the views."""
    users = [safe_name(user, "user name")] if user else live.store.users()
    reports = []
    changes: list[NoteChange] = []
    for name in users:
        report, user_changes = _run_one(live, name, clock())
        reports.append(report)
        changes.extend(user_changes)
        ledger.record(
            "nightly", user=name, indexed=report.indexed, purged=report.purged,
            marked_stale=report.marked_stale, broken=report.broken,
        )
    return reports, changes


def _run_one(live: LiveIndex, user: str, now: dt.datetime
             ) -> tuple[NightlyReport, list[NoteChange]]:
    store = live.store
    report = NightlyReport(user)
    changes = []
    index = live.index(user)
    for note in to_mark_stale(index.notes(), now.date()):
        marked = revised(note, now, note.source, "marked_stale", by="nightly", stale=True)
        live.put(user, index, marked, note.path)
        report.marked_stale.append(note.id)
        changes.append(NoteChange(user, (note.id,), note.scope, "marked_stale"))
    archived, archive_broken = store.scan_archive(user)
    for note in to_purge(list(archived.values()), now):
        store.delete_note(user, note)
        report.purged.append(note.id)
    if report.purged:
        update_usage(store, user, lambda book: book.forget(report.purged))
        changes.append(NoteChange(user, tuple(report.purged), None, "purged"))
    live_notes = index.notes()
    report.indexed = len(live_notes)
    report.broken = len(live.broken(user)) + len(archive_broken)
    text = index_md(user, live_notes, store.user_dir(user), now)
    store.atomic_write(store.index_path(user), text)
    return report, changes
