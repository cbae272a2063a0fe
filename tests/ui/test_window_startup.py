"""The window's start-up: shown at once, loading, then the chat; a failure stays in it."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import threading
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path

import git
import pytest
from notes_seed import add
from tandem_process import gone, running_tandem, wait_for, wait_for_probe_child
from test_window import RecordingNotifier
from waiting import until

from app.cli import build_parser
from app.engine.abandon import ProbeInterrupted
from app.engine.engines.local.load_probe import PROBE_FILE
from app.memory.service import NotesService
from app.ui.boot import ADVICE, Boot, step_advice
from app.ui.window import MainWindow

DEAD_BACKEND = "up=http://127.0.0.1:9/v1"


class Started:
    """A loading window and its boot, as `tandem` makes them, before the boot runs."""

    def __init__(self, home: Path, flags: list[str]) -> None:
        args = build_parser().parse_args(["gui", "--home", str(home), *flags])
        self.quits: list[bool] = []
        self.window = MainWindow(None, RecordingNotifier(),
                                 quit_app=lambda: self.quits.append(True))
        self.boot = Boot(self.window, args)

    @property
    def panel_text(self) -> str:
        panel = self.window.startup
        return f"{panel.message.text()}\n{panel.hint.text()}"


@pytest.fixture
async def start(qtbot) -> AsyncIterator[Callable[..., Started]]:  # type: ignore[no-untyped-def]
    made: list[Started] = []

    def make(home: Path, *flags: str) -> Started:
        started = Started(home, list(flags))
        qtbot.addWidget(started.window)
        started.window.show()
        made.append(started)
        return started

    yield make
    for started in made:
        started.window.shutdown()
        await started.boot.close()


@pytest.fixture
def taken_port() -> Iterator[int]:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        yield taken.getsockname()[1]


@pytest.mark.llama
async def test_the_window_waits_while_the_model_loads_then_the_chat_is_ready(start, home):
    earlier = NotesService(home)
    add(earlier, "the cache lives in redis")
    earlier.close()
    started = start(home, "--port", "0")
    win = started.window
    assert win.tabs.widget(0) is win.startup
    assert not win.startup.input.isEnabled()
    assert "loading" in win.startup.input.placeholderText()
    assert not win.copy_address_action.isEnabled()
    task = asyncio.create_task(started.boot.run())
    await until(lambda: "Loading SmolLM2" in win.startup.status.text())
    assert win.startup.progress.isVisible()
    assert not win.startup.input.isEnabled()
    assert win.tabs.widget(1) is win.notes  # the notes open before the model loads
    await until(lambda: win.notes.list.topLevelItemCount() == 1)
    await task
    assert win.tabs.widget(0) is win.chat
    assert win.chat.input.isEnabled()
    assert win.chat.model_box.findText("smollm2-135m-instruct") >= 0
    assert win.runtime is not None and win.runtime.url in win.server_label.text()
    assert win.copy_address_action.isEnabled()
    assert started.boot.exit_status == 0


def test_a_probe_stopped_from_outside_advises_starting_again_not_another_model():
    assert step_advice("engines", ProbeInterrupted("stopped by SIGKILL")) == ADVICE["probe"]


def llama_workers() -> set[threading.Thread]:
    return {t for t in threading.enumerate() if t.name.startswith("tandem-llamacpp")}


@pytest.mark.llama
async def test_a_quit_while_the_model_loads_closes_what_the_start_loaded(start, home):
    """As `run_window` quits: the boot cancelled, then closed. The step thread cannot be
    cancelled; `close` gives the start up, waits for the step, and closes its engine."""
    before = llama_workers()
    started = start(home, "--port", "0")
    task = asyncio.create_task(started.boot.run())
    await until(lambda: llama_workers() - before, timeout=90)  # after the probe: loading
    task.cancel()
    await asyncio.gather(task, return_exceptions=True)
    assert started.window.runtime is None  # the quit came before the server
    await started.boot.close()
    assert started.boot.startup.engines == []
    await until(lambda: llama_workers() <= before)  # the engine's worker thread ended
    assert started.boot.exit_status == 0


async def test_a_port_in_use_is_shown_in_the_window_with_what_to_do(start, home, taken_port,
                                                                     capfd):
    started = start(home, "--engine", "none", "--backend", DEAD_BACKEND,
                    "--port", str(taken_port))
    await started.boot.run()
    win = started.window
    assert win.startup.failed and win.tabs.currentWidget() is win.startup
    assert f"cannot listen on 127.0.0.1:{taken_port}: port already in use" in started.panel_text
    assert (f"Another program is using port {taken_port}. Quit it, or pick another port"
            in started.panel_text)
    assert f"tandem: cannot listen on 127.0.0.1:{taken_port}" in capfd.readouterr().err
    assert started.boot.exit_status == 1
    assert win.tabs.widget(1) is win.notes  # the notes opened; only the server could not
    opened: list[bool] = []
    win.settings_action.triggered.connect(lambda *_: opened.append(True))
    win.settings_action.triggered.disconnect(win.open_settings)  # no modal dialog here
    assert not win.startup.settings_button.isHidden()  # the port can be changed there
    win.startup.settings_button.click()
    assert opened == [True]
    win.startup.quit_button.click()
    assert started.quits == [True]


async def test_a_notes_root_inside_a_git_work_tree_is_shown_in_the_window(start, tmp_path,
                                                                          capfd):
    repo = tmp_path / "repo"
    git.Repo.init(repo).close()
    started = start(repo / "home", "--engine", "none", "--backend", DEAD_BACKEND)
    await started.boot.run()
    assert started.window.startup.failed
    assert str(repo) in started.window.startup.message.text()
    assert "out of git work trees" in started.window.startup.hint.text()
    assert "not open" in started.window.notes_waiting.text()
    assert started.window.startup.settings_button.isHidden()  # Settings need the notes
    assert str(repo) in capfd.readouterr().err
    assert started.boot.exit_status == 2


async def test_a_model_that_does_not_exist_is_shown_in_the_window(start, home, tmp_path):
    missing = tmp_path / "nope.gguf"
    started = start(home, "--port", "0", "--model", str(missing))
    await started.boot.run()
    assert f"model file not found: {missing}" in started.window.startup.message.text()
    assert "Choose a model that exists" in started.window.startup.hint.text()
    assert started.boot.exit_status == 1


async def test_a_bad_config_value_is_shown_in_the_window(start, home):
    (home / "config.toml").write_text('port = "eighty"\n')
    started = start(home)
    await started.boot.run()
    assert "port must be" in started.window.startup.message.text()
    assert "config.toml" in started.window.startup.hint.text()
    assert started.boot.exit_status == 2


async def test_before_the_server_runs_closing_quits_even_with_a_tray(start, home, taken_port):
    started = start(home, "--engine", "none", "--backend", DEAD_BACKEND,
                    "--port", str(taken_port))
    started.window.notifier.has_tray = True
    await started.boot.run()
    started.window.close()
    assert started.quits == [True]


def test_tandem_keeps_a_failed_start_in_the_window_and_exits_non_zero(tmp_path, taken_port):
    """The whole `tandem` process: the error line on stderr, no exit until the person
    quits (SIGTERM here, as the Quit action), then a non-zero status."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TANDEM_HOME": str(tmp_path / "h"),
           "PYTHONUNBUFFERED": "1"}
    with running_tandem("gui", "--engine", "none", "--backend", DEAD_BACKEND, "--port",
                        str(taken_port), env=env) as proc:
        assert proc.stderr is not None and proc.stdout is not None
        seen: list[str] = []
        failed = threading.Event()

        def read() -> None:
            for line in iter(proc.stderr.readline, ""):
                seen.append(line)
                if "tandem: cannot listen on" in line:
                    failed.set()

        threading.Thread(target=read, daemon=True).start()
        assert failed.wait(60), "".join(seen)
        assert proc.poll() is None  # the window stays, with the error in it
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=20) == 1
        assert proc.stdout.read() == ""  # never "listening on"


@pytest.mark.llama
@pytest.mark.timeout(240)
def test_sigterm_while_the_probe_runs_ends_the_start_at_once_and_records_nothing(tmp_path):
    """A fresh home, so the start runs the llama.cpp probe: SIGTERM (the Quit action) kills
    the probe child, loads no model, and exits 0 without the probe's record."""
    home = tmp_path / "h"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TANDEM_HOME": str(home),
           "PYTHONUNBUFFERED": "1"}
    with running_tandem("gui", "--port", "0", env=env) as proc:
        assert proc.stdout is not None and proc.stderr is not None
        child = wait_for_probe_child(proc)
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=30) == 0, proc.stderr.read()
        wait_for(lambda: gone(child), timeout=10)
        assert proc.stdout.read() == ""  # never "listening on"
        assert "model ready" not in proc.stderr.read()
    assert not (home / "state" / PROBE_FILE).exists()
