"""NotesService's event bus, moved onto the GUI thread.

The bus calls subscribers on whichever thread made the change (an Op's worker, a request
handler, another window); a widget touched from there crashes. Emitting a Qt signal from
that thread queues the call to the receivers' thread, which is the GUI thread.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from app.memory.service import NotesService
from app.memory.types import NoteChange


class NotesBridge(QObject):
    changed = Signal(object)
    """One `NoteChange`, delivered on the GUI thread."""

    def __init__(self, notes: NotesService, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._unsubscribe = notes.subscribe(self._relay)
        # A plain closure, not a bound method: it must run while the C++ side dies.
        unsubscribe = self._unsubscribe
        self.destroyed.connect(lambda *_: unsubscribe())

    def _relay(self, change: NoteChange) -> None:
        self.changed.emit(change)

    def close(self) -> None:
        self._unsubscribe()
