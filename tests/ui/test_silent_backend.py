"""A backend that never answers blocks nothing: the Notes tab loads, the healthy models are
listed first and answer, the silent one is greyed out, and it appears once it answers,
chosen again for a chat whose own model it was."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from notes_seed import add
from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel
from test_window import RecordingNotifier
from upstream import Script, ScriptedUpstream, stream_of
from waiting import until

from app.config import load_config
from app.engine.engines.proxy import ProxyEngine
from app.engine.model_listing import LIST_TIMEOUT
from app.engine.startup import ServeOptions
from app.ui.chat.view import MODELS_RECHECK_MS
from app.ui.runtime import start_runtime
from app.ui.window import MainWindow


@pytest.fixture
async def window(qtbot, home: Path, notes, upstream, silent):
    """The window over the silent backend `hung` (listed first) and the healthy `up`."""
    add(notes, "the build needs node 20")
    config = load_config(home)
    config.port = 0
    engines = [ProxyEngine("hung", silent.base_url), ProxyEngine("up", upstream.base_url)]
    runtime = await start_runtime(ServeOptions(config), engines, notes)
    win = MainWindow(runtime, RecordingNotifier(), quit_app=lambda: None)
    qtbot.addWidget(win)
    win.show()
    yield win
    win.shutdown()
    await runtime.stop()


def entries(win: MainWindow) -> list[tuple[str, bool]]:
    """The model list as shown: each entry's text and whether it can be picked."""
    box = win.chat.model_box
    items = box.model()
    assert isinstance(items, QStandardItemModel)
    return [(box.itemText(i), items.item(i).isEnabled()) for i in range(box.count())]


async def test_a_backend_that_never_answers_blocks_neither_notes_nor_chat(window, upstream,
                                                                         silent):
    starting = asyncio.ensure_future(window.start())
    # The notes are there while the model list still waits on the silent backend.
    await until(lambda: window.notes.list.topLevelItemCount() == 1)
    assert not starting.done()
    await asyncio.wait_for(starting, LIST_TIMEOUT + 5)
    assert silent.connections >= 1

    assert entries(window) == [("up/m1", True), ("up/m2", True),
                               ("hung (not answering)", False)]
    box = window.chat.model_box
    assert box.currentText() == "up/m1"
    tip = box.itemData(2, Qt.ItemDataRole.ToolTipRole)
    assert f"no answer within {LIST_TIMEOUT:g} s" in tip
    assert "up/m1" in window.server_label.text()

    upstream.play(Script([stream_of("Still here.")]))
    window.chat.input.setPlainText("Anyone there?")
    window.chat.send_button.click()
    await until(lambda: not window.chat.busy)
    answer = window.chat.conversation.messages[-1]
    assert (answer.text, answer.model, answer.error) == ("Still here.", "up/m1", "")


@asynccontextmanager
async def answering_again(window, silent) -> AsyncIterator[None]:  # type: ignore[no-untyped-def]
    """The silent backend's port answers again (model m9), and the window has listed it."""
    await silent.close()
    revived = ScriptedUpstream(models=("m9",))
    await revived.start(port=silent.port)
    try:
        await until(lambda: ("hung/m9", True) in entries(window),
                    timeout=(MODELS_RECHECK_MS / 1000) + LIST_TIMEOUT + 5)
        yield
    finally:
        await revived.close()


async def test_the_silent_backend_appears_once_it_answers(window, silent):
    await window.start()
    assert ("hung (not answering)", False) in entries(window)
    async with answering_again(window, silent):
        assert entries(window) == [("hung/m9", True), ("up/m1", True), ("up/m2", True)]
        assert window.chat.model_box.currentText() == "up/m1"  # the choice in use stays


@pytest.mark.parametrize("picked", [None, "up/m2"])
async def test_a_chat_gets_its_own_model_back_once_its_backend_answers(window, silent,
                                                                       picked):
    chat = window.chat
    chat.conversation.model = "hung/m9"  # as this chat was saved, before the backend hung
    chat.store.save(chat.conversation)
    await window.start()
    assert chat.model_box.currentText() == "up/m1"  # its own is not there: another shows
    if picked:
        chat.model_box.setCurrentText(picked)  # the person's choice for this chat
    async with answering_again(window, silent):
        assert chat.model_box.currentText() == (picked or "hung/m9")
        assert chat.store.load(chat.conversation.id).model == (picked or "hung/m9")


async def test_send_before_the_model_list_passes_over_the_silent_backend(window, upstream):
    assert window.chat.model_box.count() == 0  # start() has not listed the models yet
    upstream.play(Script([stream_of("Here.")]))
    window.chat.input.setPlainText("Hello?")
    window.chat.send_button.click()
    await until(lambda: not window.chat.busy, timeout=LIST_TIMEOUT + 10)
    answer = window.chat.conversation.messages[-1]
    assert (answer.text, answer.error) == ("Here.", "")
    assert upstream.received[-1].body["model"] == "m1"  # up/m1, the first that answered
