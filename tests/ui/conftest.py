"""Qt tests: offscreen, and every async test on a qasync loop (the window's real loop).

As in Randovania's conftest, pytest-asyncio is given loops that are qasync QEventLoops, so
an async test drives widgets, Ops and engine streams on the same integrated loop the app
runs. Widgets never need a display: QT_QPA_PLATFORM is set before Qt is imported.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import asyncio
import gc
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path

import pytest
import qasync
from borrowed import PromptLog
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QInputDialog, QMenu, QMessageBox
from upstream import ScriptedUpstream

from app.config import Config, load_config
from app.engine.core import Tandem
from app.engine.engines.base import Engine
from app.engine.engines.local.llamacpp import LlamaCppEngine
from app.engine.engines.proxy import ProxyEngine
from app.engine.local_chat import LocalChat
from app.memory.service import NotesService


def _qasync_loop() -> asyncio.AbstractEventLoop:
    app = QApplication.instance() or QApplication([])
    return qasync.QEventLoop(app)


def pytest_asyncio_loop_factories(config: pytest.Config, item: pytest.Item
                                  ) -> dict[str, Callable[[], asyncio.AbstractEventLoop]]:
    return {"qasync": _qasync_loop}


@pytest.fixture(autouse=True)
def collect_on_the_gui_thread() -> Iterator[None]:
    """Widgets a test left in a reference cycle are freed here, on the GUI thread.

    Left to the cyclic collector, they would be freed wherever it next runs, which may be
    an engine's worker thread; Qt objects deleted there leave their timers registered on
    the GUI thread, and the next timer event reaches freed memory (a segfault seen in
    QTimerInfoList::activateTimers)."""
    yield
    gc.collect()


NESTED_LOOPS: tuple[tuple[type, str], ...] = (
    (QDialog, "exec"), (QMessageBox, "exec"), (QMenu, "exec"),
    (QInputDialog, "exec"), (QFileDialog, "exec"),
    (QInputDialog, "getText"), (QInputDialog, "getItem"),
    (QMessageBox, "question"), (QMessageBox, "warning"), (QMessageBox, "information"),
    (QMessageBox, "critical"),
    (QFileDialog, "getSaveFileName"), (QFileDialog, "getOpenFileName"),
    (QFileDialog, "getExistingDirectory"),
)
"""Every Qt call that runs an event loop of its own."""


@pytest.fixture(autouse=True)
def no_nested_event_loop(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Fail a test in which a nested Qt event loop starts while the asyncio loop runs.

    Inside a task's callback such a loop re-enters qasync's, and from then on every
    request waits forever (issue 19); the window must `open()` dialogs and `popup()`
    menus instead. The call raises where it happens and is asserted on at teardown, in
    case the view swallowed the error."""
    entered: list[str] = []

    def guard(name: str) -> Callable[..., object]:
        def nested(*args: object, **kwargs: object) -> object:
            try:
                asyncio.get_running_loop()
            except RuntimeError:
                raise AssertionError(f"{name} would block the test: nobody clicks") from None
            entered.append(name)
            raise AssertionError(f"{name} runs a nested event loop inside the app's")
        return nested

    for cls, method in NESTED_LOOPS:
        monkeypatch.setattr(cls, method, guard(f"{cls.__name__}.{method}"))
    yield
    assert entered == [], f"nested event loops entered: {entered}"


@pytest.fixture
def home(tmp_path: Path) -> Path:
    path = tmp_path / "home"
    path.mkdir()
    return path


@pytest.fixture
def notes(home: Path) -> Iterator[NotesService]:
    svc = NotesService(home)
    yield svc
    svc.close()


def local_chat(engines: list[Engine], config: Config, notes: NotesService) -> LocalChat:
    """LocalChat over a core that never runs, so it never closes the session's llama
    engine; the caller closes the conductor's session store."""
    return LocalChat(Tandem(engines, config=config, notes=notes))


@pytest.fixture
def plain_config(home: Path) -> Config:
    """Memory off for the default profile: a short prompt, so the tiny model answers fast."""
    config = load_config(home)
    config.default_profile = "plain"
    return config


@pytest.fixture
async def llama_chat(llama_engine: LlamaCppEngine, plain_config: Config,
                     notes: NotesService) -> AsyncIterator[LocalChat]:
    chat = local_chat([llama_engine], plain_config, notes)
    yield chat
    assert chat.core.conductor is not None
    chat.core.conductor.sessions.close()


@pytest.fixture
async def relay_chat(upstream: ScriptedUpstream, home: Path,
                     notes: NotesService) -> AsyncIterator[LocalChat]:
    """LocalChat over a relay to the scripted upstream, memory on (the `chat` profile)."""
    engine = ProxyEngine("up", upstream.base_url, timeout=5.0)
    chat = local_chat([engine], load_config(home), notes)
    yield chat
    await engine.close()
    assert chat.core.conductor is not None
    chat.core.conductor.sessions.close()


@pytest.fixture
async def watched_llama_chat(llama_engine: LlamaCppEngine, home: Path, notes: NotesService
                             ) -> AsyncIterator[tuple[LocalChat, PromptLog]]:
    """LocalChat over the lent llama engine, memory on (the `chat` profile), and the log
    of what that engine was given."""
    engine = PromptLog(llama_engine)
    chat = local_chat([engine], load_config(home), notes)
    yield chat, engine
    assert chat.core.conductor is not None
    chat.core.conductor.sessions.close()
