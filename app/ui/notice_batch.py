"""Kept notes announced in batches: a burst of notes (a writer run, an import, a script)
is one notification, "3 notes remembered", not one balloon per note.

The first note of a burst starts a short wait; every note kept during it joins the same
notification. One note alone still says its title, and clicking opens it; a batch opens
the first of its notes (the Notes tab lists the rest beside it).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from app.memory.note import Note
from app.memory.types import LOCAL_USER
from app.ui.notifier import Notifier

BATCH_MS = 1500
"""How long a burst may take to count as one; a writer run keeps its notes within it."""


def batch_text(kept: list[tuple[str, Note]]) -> str:
    """`remembered: <title>` for one note, `3 notes remembered` for more, naming the users
    other than the local one (the person at the window administers every user's notes)."""
    others = sorted({user for user, _ in kept if user != LOCAL_USER})
    whose = f" for {', '.join(others)}" if others else ""
    if len(kept) == 1:
        return f"remembered{whose}: {kept[0][1].title}"
    return f"{len(kept)} notes remembered{whose}"


class NoticeBatch(QObject):
    def __init__(self, notifier: Callable[[], Notifier],
                 open_note: Callable[[str, str], None], parent: QObject | None = None,
                 wait_ms: int = BATCH_MS) -> None:
        """`notifier` is asked at each announcement (the window may replace its own);
        `open_note(note_id, user)` is what a click does."""
        super().__init__(parent)
        self._notifier = notifier
        self._open_note = open_note
        self._kept: list[tuple[str, Note]] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(wait_ms)
        self._timer.timeout.connect(self.flush)

    def add(self, user: str, note: Note) -> None:
        self._kept.append((user, note))
        if not self._timer.isActive():
            self._timer.start()

    def flush(self) -> None:
        """Announce what the burst kept, now (the timer's end, or a test)."""
        self._timer.stop()
        kept, self._kept = self._kept, []
        if not kept:
            return
        user, first = kept[0]
        self._notifier().notify("Tandem", batch_text(kept),
                                on_click=lambda: self._open_note(first.id, user))

    def stop(self) -> None:
        self._timer.stop()
        self._kept = []
