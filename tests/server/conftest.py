"""Server fixtures: an in-process Tandem on a loopback port, and a real `tandem serve`.

The in-process server is `build_app` run through `start_server`, exactly what
`tandem serve` and the GUI run; only the engines differ (relays to the scripted upstream,
which start in milliseconds). The subprocess fixture runs the packaged SmolLM2 once per
test session.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from live_tandem import LiveTandem
from serve_process import ServeProcess, spawn_serve

from app.config import Config
from app.engine.core import Tandem
from app.engine.engines.base import Engine
from app.engine.engines.proxy import ProxyEngine
from app.engine.http.server import RunningServer, build_app, start_server

StartTandem = Callable[..., Awaitable[RunningServer]]


@pytest.fixture
async def start_tandem(tmp_path: Path) -> AsyncIterator[StartTandem]:
    """`await start_tandem(engines, **build_app_kwargs)` -> a running server, stopped after."""
    running: list[RunningServer] = []

    async def start(engines: list[Engine], **kwargs: Any) -> RunningServer:
        kwargs.setdefault("config", Config(home=tmp_path / "home"))
        server = await start_server(build_app(Tandem(engines, **kwargs)), "127.0.0.1", 0)
        running.append(server)
        return server

    yield start
    for server in running:
        await server.stop()


@pytest.fixture
async def relay(upstream, start_tandem) -> RunningServer:
    """Tandem relaying the scripted upstream as backend `up` (models `up/m1`, `up/m2`)."""
    return await start_tandem([ProxyEngine("up", upstream.base_url, timeout=2.0)])


@pytest.fixture(scope="session")
def llama_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    home = tmp_path_factory.mktemp("llama-home")
    return home


@pytest.fixture(scope="session")
def llama_serve(llama_home: Path) -> Iterator[ServeProcess]:
    """One `tandem serve` with the packaged SmolLM2 for the whole session."""
    serve = spawn_serve(llama_home)
    yield serve
    serve.stop()


@pytest.fixture(scope="session")
def live(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveTandem]:
    """Tandem with the notes on, on a thread of its own, for synchronous fuzzers."""
    server = LiveTandem(tmp_path_factory.mktemp("live") / "home").start()
    yield server
    server.stop()
