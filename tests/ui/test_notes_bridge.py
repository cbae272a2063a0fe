"""The bridge from NotesService's bus to the GUI thread, when it is deleted mid-publish."""

from __future__ import annotations

import logging
import threading

import shiboken6
from notes_seed import add

from app.memory.types import NoteChange
from app.ui.bus import NotesBridge


def test_a_bridge_deleted_while_a_worker_publishes_to_it_is_skipped_quietly(
        qtbot, notes, caplog) -> None:  # type: ignore[no-untyped-def]
    """The bus copies its subscribers, then calls them on the writer's thread; a bridge
    deleted on the GUI thread in between must not be reached there (that was a segfault
    in CI: an emit on a deleted QObject)."""
    publishing, deleted = threading.Event(), threading.Event()

    def hold(change: NoteChange) -> None:  # subscribed first: the bridge comes after it
        publishing.set()
        deleted.wait(10)

    notes.subscribe(hold)
    bridge = NotesBridge(notes)
    seen: list[NoteChange] = []
    bridge.changed.connect(seen.append)
    writer = threading.Thread(target=add, args=(notes, "the build needs node 20"))
    with caplog.at_level(logging.ERROR, logger="tandem"):
        writer.start()
        assert publishing.wait(10)
        shiboken6.delete(bridge)
        deleted.set()
        writer.join(10)
        qtbot.wait(50)  # a queued delivery, if any, would run now
    assert not writer.is_alive()
    assert seen == []
    assert not [r for r in caplog.records if "subscriber failed" in r.getMessage()]


def test_a_live_bridge_delivers_on_the_gui_thread(qtbot, notes) -> None:  # type: ignore[no-untyped-def]
    bridge = NotesBridge(notes)
    threads: list[threading.Thread] = []
    bridge.changed.connect(lambda change: threads.append(threading.current_thread()))
    writer = threading.Thread(target=add, args=(notes, "tests run with make test"))
    writer.start()
    writer.join(10)
    qtbot.waitUntil(lambda: bool(threads), timeout=5000)
    assert threads == [threading.main_thread()]
    bridge.close()
