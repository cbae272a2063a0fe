"""Every dialog and menu of the window, opened for real while a chat streams (issue 19).

A dialog that runs its own event loop inside a task's callback re-enters qasync's loop,
and from then on every request waits forever. Here nothing is monkeypatched: each
question opens offscreen as a person would see it, the stream must go on while it is
open, and once it is closed the stream ends and the next request is answered. The
conftest guard fails the test if any nested event loop starts at all.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest
from notes_clicks import choose
from notes_seed import seeded_tab
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMenu, QWidget
from test_chat_answers import streaming_long_answer
from test_conversations import ask
from waiting import until

from app.ui.chat.view import ChatView
from app.ui.dialogs import Dialogs
from app.ui.notes.tab import NotesTab

Opener = Callable[[NotesTab, ChatView, Path], object]


def shown() -> list[QWidget]:
    """The dialogs and menus on screen now."""
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, QDialog | QMenu) and w.isVisible()]


def close(widget: QWidget) -> None:
    """As a person cancels: Escape's answer for a dialog, a click elsewhere for a menu."""
    if isinstance(widget, QDialog):
        widget.reject()
    else:
        widget.close()


def chosen(tab: NotesTab, opens: Callable[[], object]) -> Callable[[], object]:
    def run() -> object:
        choose(tab, tab.ids["gotcha"])  # type: ignore[attr-defined]
        return opens()
    return run


OPENERS: dict[str, Opener] = {
    "history": lambda tab, view, tmp: chosen(tab, tab.history)(),
    "edit note": lambda tab, view, tmp: chosen(tab, tab.edit)(),
    "archive reason": lambda tab, view, tmp: chosen(tab, tab.archive)(),
    "delete confirm": lambda tab, view, tmp: chosen(tab, tab.delete)(),
    "merge target": lambda tab, view, tmp: chosen(tab, tab.merge)(),
    "typed confirmation": lambda tab, view, tmp: tab.delete_all(),
    "export save path": lambda tab, view, tmp: tab.export(),
    "export done": lambda tab, view, tmp: Dialogs.exported(tab, tmp / "notes.zip"),
    "rename chat": lambda tab, view, tmp: view.rename_current(),
    "delete chat": lambda tab, view, tmp: view.delete_current(),
    "transcript menu": lambda tab, view, tmp: view._context_menu(QPoint(20, 20)),
    "bind beyond loopback": lambda tab, view, tmp: Dialogs.confirm_open_bind(view, "0.0.0.0"),
    "model file": lambda tab, view, tmp: Dialogs.open_file(view, "Model", tmp, "*.gguf"),
    "model folder": lambda tab, view, tmp: Dialogs.open_folder(view, "Folder", tmp),
}


async def launched(opened: object) -> None:
    """Await what the opener started: a view's task, or a bare `Dialogs` coroutine."""
    if isinstance(opened, Awaitable):
        await opened


@pytest.mark.parametrize("name", OPENERS)
async def test_a_dialog_opened_mid_stream_leaves_the_loop_running(
        qtbot, relay_chat, upstream, notes, tmp_path, name):
    tab = await seeded_tab(qtbot, notes)
    view = await streaming_long_answer(qtbot, relay_chat, upstream, words=60, seen="word1 ")

    flow = asyncio.ensure_future(launched(OPENERS[name](tab, view, tmp_path)))
    await until(lambda: len(shown()) == 1)
    [dialog] = shown()
    streamed = view.transcript_text()
    await until(lambda: view.transcript_text() != streamed)  # the stream goes on meanwhile
    close(dialog)
    await flow
    assert shown() == []

    await until(lambda: not view.busy)
    assert "word59" in view.transcript_text()
    await ask(view, "One more question")  # the next request is answered
    assert "ok" in view.conversation.messages[-1].text
    await tab.reload()
    view.shutdown()
    tab.close_bridge()


async def test_the_export_dialogs_chain_without_a_nested_loop(qtbot, notes, tmp_path,
                                                              monkeypatch):
    """Save path, the export in a worker, then the Export done box: one flow, no exec.
    The suggested path is under the home folder, so HOME is the test's own."""
    monkeypatch.setenv("HOME", str(tmp_path))
    tab = await seeded_tab(qtbot, notes)
    flow = tab.export()
    await until(lambda: len(shown()) == 1)
    [save] = shown()
    assert isinstance(save, QFileDialog)
    target = Path(save.selectedFiles()[0])  # the person takes the suggested name
    assert target == tmp_path / "tandem-notes-local.zip"
    save.accept()
    await flow
    await until(lambda: len(shown()) == 1)
    [done] = shown()
    assert str(target) in done.text()  # type: ignore[attr-defined]
    close(done)
    await until(lambda: shown() == [])
    assert target.exists() and tab.status.text() == f"Exported to {target}."
    tab.close_bridge()
