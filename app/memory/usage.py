"""usage.json: how often each note went into a request, per day, for "uses in 7 days".

Counts per UTC day are kept for `KEEP_DAYS`, plus a running total and the last use, so the
file stays small however long a note lives. The file is rewritten atomically by the store
under its lock, so two processes injecting at once never lose a count.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from app.memory.store import Store

KEEP_DAYS = 30


@dataclass(slots=True)
class NoteUsage:
    total: int = 0
    last: str | None = None
    days: dict[str, int] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"total": self.total, "last": self.last, "days": dict(sorted(self.days.items()))}


@dataclass(slots=True)
class UsageBook:
    notes: dict[str, NoteUsage] = field(default_factory=dict)

    @classmethod
    def loads(cls, text: str) -> UsageBook:
        """A damaged usage.json starts over rather than stopping injections."""
        try:
            data = json.loads(text)
            raw = data.get("notes", {})
            return cls(
                {
                    str(k): NoteUsage(
                        total=int(v.get("total", 0)),
                        last=v.get("last"),
                        days={str(d): int(n) for d, n in v.get("days", {}).items()},
                    )
                    for k, v in raw.items()
                }
            )
        except (ValueError, AttributeError, TypeError):
            return cls()

    def dumps(self) -> str:
        body = {"version": 1, "notes": {k: v.to_dict() for k, v in sorted(self.notes.items())}}
        return json.dumps(body, indent=1, sort_keys=True) + "\n"

    def record(self, note_ids: list[str], now: dt.datetime) -> None:
        day = now.date().isoformat()
        horizon = (now.date() - dt.timedelta(days=KEEP_DAYS)).isoformat()
        for note_id in dict.fromkeys(note_ids):
            use = self.notes.setdefault(note_id, NoteUsage())
            use.total += 1
            use.last = now.isoformat(timespec="seconds")
            use.days[day] = use.days.get(day, 0) + 1
            use.days = {d: n for d, n in use.days.items() if d > horizon}

    def uses_in_last(self, note_id: str, days: int, today: dt.date) -> int:
        """Uses on `today` and the `days - 1` days before it."""
        use = self.notes.get(note_id)
        if use is None:
            return 0
        since = (today - dt.timedelta(days=days - 1)).isoformat()
        return sum(n for d, n in use.days.items() if d >= since)

    def forget(self, note_ids: list[str]) -> bool:
        changed = False
        for note_id in note_ids:
            changed |= self.notes.pop(note_id, None) is not None
        return changed


def read_usage(path: Path) -> UsageBook:
    """The counts in a usage.json; none yet when there is no file."""
    try:
        return UsageBook.loads(path.read_text("utf-8"))
    except FileNotFoundError:
        return UsageBook()


def update_usage(store: Store, user: str, change: Callable[[UsageBook], Any]) -> None:
    """Apply `change` to the user's usage.json, under the store's lock (the caller holds
    it); a change that returns False means nothing changed, and nothing is written."""
    path = store.usage_path(user)
    book = read_usage(path)
    if change(book) is not False:
        store.atomic_write(path, book.dumps())
