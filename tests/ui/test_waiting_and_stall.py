"""The window says when its answer waits for the engine, and ends one that stalls.

While other requests hold every slot of the engine, the answer shows "waiting (position
N)": a display only, never in the answer's text, the saved chat or what goes upstream.
A backend that accepts the request and never answers ends the answer after
`stall_seconds` with an error that offers Retry, and Retry answers once it can.
"""

from __future__ import annotations

import socket
from contextlib import ExitStack

import pytest
from PySide6.QtCore import QUrl
from quit_scenes import hold_request
from test_window import RecordingNotifier
from upstream import Script, stream_of
from waiting import until

from app.config import load_config
from app.engine.core import RELAY_SLOTS
from app.engine.engines.proxy import ProxyEngine
from app.engine.startup import ServeOptions
from app.ui.chat.answer_errors import BY_CODE
from app.ui.chat.render import RETRY_LINK
from app.ui.runtime import start_runtime
from app.ui.window import MainWindow

NEVER = Script(delay_headers=3600)
HUNG_BODY = {"model": "up/m1", "stream": True, "messages": [{"role": "user", "content": "x"}]}


@pytest.fixture
async def window(qtbot, home, notes, upstream, request):
    """The window over the scripted backend `up`, with stall_seconds from the marker."""
    config = load_config(home)
    config.port = 0
    config.stall_seconds = getattr(request, "param", 120)
    runtime = await start_runtime(ServeOptions(config), [ProxyEngine("up", upstream.base_url)],
                                  notes)
    win = MainWindow(runtime, RecordingNotifier(), quit_app=lambda: None)
    qtbot.addWidget(win)
    win.show()
    await win.start()
    yield win
    win.shutdown()
    await runtime.stop()


def shown(win: MainWindow) -> str:
    return win.chat.transcript.toPlainText()


async def test_a_queued_answer_shows_its_place_and_keeps_none_of_it(window, upstream):
    upstream.play(*[NEVER] * (RELAY_SLOTS + 1), Script([stream_of("Here it is.")]))
    queue = window.chat.chat.engines[0].queue
    with ExitStack() as held:
        hung: list[socket.socket] = []
        for _ in range(RELAY_SLOTS):  # every slot taken by a request that never ends
            hung.append(held.enter_context(hold_request(window.runtime.url, HUNG_BODY)))
        await until(lambda: len(upstream.received) == RELAY_SLOTS)
        hung.append(held.enter_context(hold_request(window.runtime.url, HUNG_BODY)))
        await until(lambda: queue.queued == 1)  # an HTTP client is first in line

        window.chat.input.setPlainText("Where am I in line?")
        window.chat.send_button.click()
        answer = window.chat.conversation.messages[-1]
        await until(lambda: "waiting (position 2)" in shown(window))
        hung.pop(0).close()  # a slot frees: the HTTP client's turn, ours moves up
        await until(lambda: "waiting (position 1)" in shown(window))
        assert answer.text == ""
        hung.pop(0).close()  # our turn
        await until(lambda: not window.chat.busy)
    assert (answer.text, answer.error) == ("Here it is.", "")
    assert "waiting" not in shown(window)
    saved = window.chat.store.load(window.chat.conversation.id)
    assert saved.messages[-1].text == "Here it is."
    sent = upstream.received[-1].body["messages"]
    assert "Where am I in line?" in sent[-1]["content"]
    assert not any("waiting (position" in str(m.get("content")) for m in sent)


@pytest.mark.parametrize("window", [1], indirect=True)
async def test_a_stalled_answer_ends_with_an_error_that_offers_retry(window, upstream):
    upstream.play(NEVER, Script([stream_of("Back again.")]))
    window.chat.input.setPlainText("Hello?")
    window.chat.send_button.click()
    answer = window.chat.conversation.messages[-1]
    await until(lambda: not window.chat.busy, timeout=30)
    assert answer.error == BY_CODE["engine_stalled"]
    assert answer.text == ""
    assert BY_CODE["engine_stalled"] in shown(window) and "Retry" in shown(window)

    window.chat.transcript.anchorClicked.emit(QUrl(RETRY_LINK))
    await until(lambda: not window.chat.busy, timeout=30)
    again = window.chat.conversation.messages[-1]
    assert (again.text, again.error) == ("Back again.", "")
    assert [m.role for m in window.chat.conversation.messages] == ["user", "assistant"]
