"""A `› remembered: <title>` line is a chip: clicking it opens that note in the Notes tab."""

from __future__ import annotations

from pathlib import Path

import pytest
from chat_links import click_link, links
from notes_seed import add
from samples import ANSWER, BLOCK, STATUS
from test_window_shell import open_window
from upstream import Script, split_every, stream_of
from waiting import until

from app.engine.streams.status_lines import renamed
from app.ui.chat.conversation import ChatMessage
from app.ui.chat.render import NOTE_LINK


@pytest.fixture
async def opened(qtbot, home: Path, notes, upstream):
    """Opens the window when called (after a test seeded what predates it); closes it."""
    windows = []

    async def open_it():  # type: ignore[no-untyped-def]
        window, _ = await open_window(qtbot, home, notes, upstream, has_tray=False)
        windows.append(window)
        return window

    yield open_it
    for window in windows:
        window.shutdown()
        await window.runtime.stop()


@pytest.fixture
async def win(opened):
    return await opened()


async def test_the_remembered_chip_opens_the_note_the_turn_wrote(qtbot, win, notes, upstream):
    add(notes, "answer in British English", kind="rule")
    await until(lambda: win.notes.list.topLevelItemCount() == 1)
    win.notes.kind_box.setCurrentText("rule")  # a filter that would hide the new note
    upstream.play(Script(split_every(stream_of(ANSWER + BLOCK), 9)))
    win.chat.input.setPlainText("which node for the build?")
    win.chat.send()
    await until(lambda: not win.chat.busy)
    assert win.chat.transcript_text().rstrip().endswith(STATUS)
    [written] = [n for n in notes.list_notes("local") if n.title == "the build needs node 20"]
    click_link(qtbot, win.chat, f"{NOTE_LINK}1:0")
    await until(lambda: win.notes.list.current_id() == written.id)
    assert win.tabs.currentWidget() is win.notes
    assert win.notes.note_view.title.text() == "the build needs node 20"
    assert "npm run build fails on node 18" in win.notes.note_view.body.toPlainText()


async def test_an_updated_chip_from_an_older_chat_finds_its_note_by_title(qtbot, opened, notes):
    """Nothing learnt from the bus (the note predates the window): looked up by title."""
    note_id = add(notes, "the cache lives in redis", "Port 6379.")
    win = await opened()
    assert win.titles.known("the cache lives in redis") is None
    win.chat.conversation.messages = [
        ChatMessage("user", "where is the cache?"),
        ChatMessage("assistant", "In redis.\n\n› updated: "
                    + renamed("the cache is memcached", "the cache lives in redis"),
                    model="up/m1")]
    win.chat.render()
    assert f"{NOTE_LINK}1:0" in links(win.chat)
    click_link(qtbot, win.chat, f"{NOTE_LINK}1:0")
    await until(lambda: win.notes.list.current_id() == note_id)
    assert win.tabs.currentWidget() is win.notes
    assert win.notes.note_view.body.toPlainText().strip() == "Port 6379."


async def test_a_chip_whose_note_is_gone_says_so(qtbot, win):
    win.chat.conversation.messages = [
        ChatMessage("user", "q"),
        ChatMessage("assistant", "a\n\n› remembered: a note deleted since", model="up/m1")]
    win.chat.render()
    click_link(qtbot, win.chat, f"{NOTE_LINK}1:0")
    await until(lambda: "any more" in win.statusBar().currentMessage())
    assert win.tabs.currentWidget() is win.chat
