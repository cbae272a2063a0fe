"""The window: tabs, the server it runs in-process, the tray notice, and a clean quit."""

from __future__ import annotations

import os
import socket
from collections.abc import Callable
from pathlib import Path

import pytest
from notes_seed import add
from PySide6.QtGui import QIcon
from tandem_process import assert_serves_then_quits_on_sigterm, running_tandem
from waiting import until

from app.config import load_config
from app.engine.engines.proxy import ProxyEngine
from app.engine.startup import ServeOptions
from app.memory.service import NoteWrite, WriteContext
from app.ui.notifier import StatusBarNotifier, TrayNotifier, make_notifier
from app.ui.runtime import start_runtime
from app.ui.window import MainWindow


class RecordingNotifier:
    def __init__(self, has_tray: bool = False) -> None:
        self.has_tray = has_tray
        self.shown: list[tuple[str, str]] = []
        self.on_clicks: list[Callable[[], None] | None] = []

    def notify(self, title: str, message: str,
               on_click: Callable[[], None] | None = None) -> None:
        self.shown.append((title, message))
        self.on_clicks.append(on_click)

    def click(self, index: int = -1) -> None:
        """The person clicks that notification."""
        on_click = self.on_clicks[index]
        assert on_click is not None, "this notification opens nothing"
        on_click()

    def close(self) -> None:
        pass


@pytest.fixture
async def window(qtbot, home: Path, notes, upstream):
    config = load_config(home)
    config.port = 0
    runtime = await start_runtime(ServeOptions(config), [ProxyEngine("up", upstream.base_url)],
                                  notes)
    win = MainWindow(runtime, RecordingNotifier(), quit_app=lambda: None)
    qtbot.addWidget(win)
    await win.start()
    yield win
    win.shutdown()
    await runtime.stop()


async def test_the_window_has_chat_and_notes_tabs_and_shows_the_server(window):
    tabs = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    assert tabs == ["Chat", "Notes", "Models"]
    assert window.runtime.url in window.server_label.text()
    assert "up/m1" in window.server_label.text()
    assert (window.width(), window.height()) == (1100, 720)


async def test_an_added_note_is_announced_with_its_title(window, notes):
    add(notes, "the cache lives in redis")
    await until(lambda: window.notifier.shown)
    assert window.notifier.shown == [("Tandem", "remembered: the cache lives in redis")]
    await until(lambda: window.notes.list.topLevelItemCount() == 1)


async def test_clicking_the_announcement_opens_the_note(window, notes):
    note_id = add(notes, "the cache lives in redis")
    await until(lambda: window.notifier.shown)
    assert window.tabs.currentWidget() is window.chat
    window.notifier.click()
    await until(lambda: window.notes.list.current_id() == note_id)
    assert window.tabs.currentWidget() is window.notes
    assert window.notes.note_view.title.text() == "the cache lives in redis"


async def test_another_users_note_is_announced_with_that_user_and_opens_as_theirs(
        window, notes):
    written = notes.write(
        WriteContext(user="alice", source="model", user_message_in_turn=True),
        NoteWrite("add", "user", "gotcha", title="alice deploys on fridays", body="Yes."))
    await until(lambda: window.notifier.shown)
    assert window.notifier.shown == [("Tandem", "remembered for alice: alice deploys on fridays")]
    window.notifier.click()
    await until(lambda: window.notes.list.current_id() == written.note.id)
    assert window.notes.user == "alice"
    assert window.notes.note_view.title.text() == "alice deploys on fridays"


def test_the_tray_calls_back_the_newest_balloon_when_clicked(qtbot):
    from PySide6.QtWidgets import QMainWindow

    win = QMainWindow()
    qtbot.addWidget(win)
    tray = TrayNotifier(win, QIcon(), [])
    opened: list[str] = []
    tray.notify("Tandem", "remembered: a", on_click=lambda: opened.append("a"))
    tray._tray.messageClicked.emit()  # what Qt emits when the person clicks the balloon
    tray.notify("Tandem", "still serving")
    tray._tray.messageClicked.emit()
    assert opened == ["a"]
    tray.close()


async def test_the_in_process_server_answers_http(window):
    import aiohttp

    async with aiohttp.ClientSession() as http, http.get(window.runtime.url + "/health") as r:
        assert r.status == 200


def test_offscreen_has_no_tray_so_the_status_bar_notifies(qtbot):
    from PySide6.QtWidgets import QMainWindow

    win = QMainWindow()
    qtbot.addWidget(win)
    notifier = make_notifier(win, win.windowIcon())
    assert isinstance(notifier, StatusBarNotifier)
    notifier.notify("Tandem", "remembered: x")
    assert win.statusBar().currentMessage() == "Tandem: remembered: x"


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_tandem_opens_the_window_serves_and_quits_cleanly_on_sigterm(tmp_path: Path):
    home = tmp_path / "home"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TANDEM_HOME": str(home)}
    backend = f"up=http://127.0.0.1:{_closed_port()}/v1"
    with running_tandem("gui", "--engine", "none", "--backend", backend, "--port", "0",
                        env=env) as proc:
        assert_serves_then_quits_on_sigterm(proc)


async def test_the_models_tab_lists_the_local_models_when_opened(window, machine):
    window.tabs.setCurrentWidget(window.models)
    await until(lambda: window.models.table.row_of("smollm2-135m-instruct") >= 0)
    assert window.models.table.text(0, 6) == "built in"
