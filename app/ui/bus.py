"""NotesService's event bus, moved onto the GUI thread.

The bus calls subscribers on whichever thread made the change (an Op's worker, a request
handler, another window); a widget touched from there crashes. Emitting a Qt signal from
that thread queues the call to the receivers' thread, which is the GUI thread.

The signal emitted off the GUI thread belongs to one hub that is never deleted, not to the
bridge: a bridge may be deleted on the GUI thread while a worker is about to call it (the
bus copied its subscriber list a moment before), and emitting a signal of a deleted
object is a segfault. Qt drops a queued call whose receiver is gone, so the hub's
delivery to a deleted bridge is simply lost.
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import QObject, Signal

from app.memory.service import NotesService
from app.memory.types import NoteChange


class _Hub(QObject):
    delivered = Signal(int, object)
    """(bridge key, change), emitted on any thread, received on the GUI thread."""


_hub: _Hub | None = None
_keys = itertools.count(1)


def _the_hub() -> _Hub:
    """Made on first use, which is a bridge being built on the GUI thread, and kept."""
    global _hub
    if _hub is None:
        _hub = _Hub()
    return _hub


class NotesBridge(QObject):
    changed = Signal(object)
    """One `NoteChange`, delivered on the GUI thread."""

    def __init__(self, notes: NotesService, parent: QObject | None = None) -> None:
        super().__init__(parent)
        hub, key = _the_hub(), next(_keys)
        self._key = key
        hub.delivered.connect(self._arrived)
        # Plain closures, not bound methods: they must not reach this object off the
        # GUI thread, and must run while its C++ side dies.
        self._unsubscribe = notes.subscribe(lambda change: hub.delivered.emit(key, change))
        unsubscribe = self._unsubscribe
        self.destroyed.connect(lambda *_: unsubscribe())

    def _arrived(self, key: int, change: NoteChange) -> None:
        if key == self._key:
            self.changed.emit(change)

    def close(self) -> None:
        self._unsubscribe()
