"""A note's next revision: what every change leaves behind, whoever makes it.

The number goes up, `updated` is stamped, and one changelog line says who did what (the
last 20 kept, so a busy note's file stays small). Writes, the person's operations and the
nightly run all change notes this one way, so the history reads the same whatever wrote it.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from app.memory.note import ChangelogEntry, Note

CHANGELOG_KEEP = 20


def utc(now: dt.datetime) -> dt.datetime:
    """A naive "now" (a test's clock, say) is taken as UTC."""
    return now if now.tzinfo else now.replace(tzinfo=dt.UTC)


def stamp(now: dt.datetime) -> str:
    return utc(now).astimezone(dt.UTC).isoformat(timespec="seconds")


def entry(by: str, op: str, now: dt.datetime, reason: str | None = None) -> ChangelogEntry:
    return ChangelogEntry(at=stamp(now), by=by, op=op, reason=reason)


def revised(note: Note, now: dt.datetime, source: str, op: str, reason: str | None = None,
            by: str | None = None, **changes: Any) -> Note:
    """The next revision: number up, stamp now, one changelog line (the last 20 kept)."""
    log_entries = (*note.changelog, entry(by or source, op, now, reason))[-CHANGELOG_KEEP:]
    return note.with_changes(
        revision=note.revision + 1,
        updated=stamp(now),
        source=source,
        changelog=log_entries,
        **changes,
    )
