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
from PySide6.QtWidgets import QApplication
from upstream import ScriptedUpstream

from app.config import Config, load_config
from app.engine.engines.base import Engine
from app.engine.engines.local.llamacpp import LlamaCppEngine
from app.engine.engines.proxy import ProxyEngine
from app.engine.http.server import STATE, build_app
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
    """LocalChat over an app that is never started, so its cleanup never closes the
    session's llama engine; the caller closes the conductor's session store."""
    app = build_app(engines, config=config, notes=notes)
    return LocalChat(app[STATE])


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
    assert chat.state.conductor is not None
    chat.state.conductor.sessions.close()


@pytest.fixture
async def relay_chat(upstream: ScriptedUpstream, home: Path,
                     notes: NotesService) -> AsyncIterator[LocalChat]:
    """LocalChat over a relay to the scripted upstream, memory on (the `chat` profile)."""
    engine = ProxyEngine("up", upstream.base_url, timeout=5.0)
    chat = local_chat([engine], load_config(home), notes)
    yield chat
    await engine.close()
    assert chat.state.conductor is not None
    chat.state.conductor.sessions.close()


@pytest.fixture
async def watched_llama_chat(llama_engine: LlamaCppEngine, home: Path, notes: NotesService
                             ) -> AsyncIterator[tuple[LocalChat, PromptLog]]:
    """LocalChat over the lent llama engine, memory on (the `chat` profile), and the log
    of what that engine was given."""
    engine = PromptLog(llama_engine)
    chat = local_chat([engine], load_config(home), notes)
    yield chat, engine
    assert chat.state.conductor is not None
    chat.state.conductor.sessions.close()
