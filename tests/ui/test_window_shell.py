"""The shell around the chat: the tray's close, Pause memory, the API address, restarts."""

from __future__ import annotations

from pathlib import Path

import aiohttp
import pytest
from test_window import RecordingNotifier
from upstream import Script, stream_of
from waiting import until

from app.config import load_config
from app.engine.engines.proxy import ProxyEngine
from app.engine.startup import ServeOptions
from app.ui.runtime import start_runtime
from app.ui.window import MainWindow

CARD_START = "You keep memory notes"


async def open_window(qtbot, home: Path, notes, upstream, has_tray: bool):  # type: ignore[no-untyped-def]
    config = load_config(home)
    config.port = 0
    config.trust = ["127.0.0.1"]  # so an HTTP client may name its user
    runtime = await start_runtime(ServeOptions(config), [ProxyEngine("up", upstream.base_url)],
                                  notes)
    quits: list[bool] = []
    win = MainWindow(runtime, RecordingNotifier(has_tray), quit_app=lambda: quits.append(True))
    qtbot.addWidget(win)
    win.show()
    await win.start()
    return win, quits


@pytest.fixture
async def shell(qtbot, home: Path, notes, upstream, request):
    has_tray = getattr(request, "param", False)
    win, quits = await open_window(qtbot, home, notes, upstream, has_tray)
    yield win, quits
    win.shutdown()
    await win.runtime.stop()


async def _health(win: MainWindow) -> int:
    async with aiohttp.ClientSession() as http, http.get(win.runtime.url + "/health") as r:
        return r.status


@pytest.mark.parametrize("shell", [True], indirect=True)
async def test_with_a_tray_closing_hides_the_window_and_keeps_serving(shell):
    win, quits = shell
    win.close()
    assert not win.isVisible() and quits == [] and not win._closed
    assert await _health(win) == 200
    win.show_action.trigger()
    assert win.isVisible()
    win.quit_action.trigger()
    assert quits == [True] and win._closed


async def test_without_a_tray_closing_quits(shell):
    win, quits = shell
    win.close()
    assert quits == [True] and win._closed


async def _card_sent(win: MainWindow, upstream, via_http: bool) -> bool:  # type: ignore[no-untyped-def]
    upstream.play(Script([stream_of("ok")]))
    before = len(upstream.received)
    if via_http:
        body = {"model": "up/m1", "messages": [{"role": "user", "content": "hi there"}]}
        async with aiohttp.ClientSession() as http, http.post(
                win.runtime.url + "/v1/chat/completions", json=body,
                headers={"X-Tandem-User": "dana"}) as r:
            assert r.status == 200, await r.text()
    else:
        win.chat.new_chat()
        win.chat.input.setPlainText("hi there")
        win.chat.send()
        await until(lambda: not win.chat.busy)
    await until(lambda: len(upstream.received) > before)
    text = "".join(m.get("content") or "" for m in upstream.received[-1].body["messages"])
    return CARD_START in text


async def test_pause_memory_turns_memory_off_for_every_request_until_resumed(shell, upstream):
    win, _ = shell
    assert await _card_sent(win, upstream, via_http=False)
    assert await _card_sent(win, upstream, via_http=True)
    win.pause_action.trigger()
    assert win.memory_label.text() == "Memory paused"
    assert not await _card_sent(win, upstream, via_http=False)
    assert not await _card_sent(win, upstream, via_http=True)
    win.pause_action.trigger()
    assert win.memory_label.text() == ""
    assert await _card_sent(win, upstream, via_http=False)


async def test_copy_api_address(shell):
    from PySide6.QtGui import QGuiApplication

    win, _ = shell
    win.copy_address_action.trigger()
    assert QGuiApplication.clipboard().text() == win.runtime.url + "/v1"


async def test_conversations_survive_restarting_the_app(qtbot, home, notes, upstream):
    win, _ = await open_window(qtbot, home, notes, upstream, has_tray=False)
    upstream.play(Script([stream_of("Node 20.")]))
    win.chat.input.setPlainText("Which node?")
    win.chat.send()
    await until(lambda: not win.chat.busy)
    win.chat.model_box.setCurrentText("up/m2")
    win.shutdown()
    await win.runtime.stop()

    again, _ = await open_window(qtbot, home, notes, upstream, has_tray=False)
    try:
        assert again.chat.conversations.titles() == ["Which node?"]
        assert [m.text for m in again.chat.conversation.messages] == ["Which node?", "Node 20."]
        assert again.chat.model_box.currentText() == "up/m2"
        assert "Node 20." in again.chat.transcript_text()
    finally:
        again.shutdown()
        await again.runtime.stop()
