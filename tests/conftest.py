"""Fixtures shared across test folders. Keep this small: folder-specific fixtures live in
that folder's conftest.py.

This file also puts tests/ on sys.path (pytest's rootdir-less conftest rule), so test
modules import the helpers here as `from upstream import ScriptedUpstream`.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from secret_service import secret_service
from silent_backend import SilentBackend
from upstream import ScriptedUpstream

from app.engine.engines.local.llamacpp import LlamaCppEngine

LLAMA_N_CTX = 2048
LLAMA_THREADS = 1
"""One thread: tests share 2 cores, and llama.cpp's threads spin badly when oversubscribed."""

LLAMA_TIMEOUT_S = 600
"""pyproject's per-test timeout is for a hang; a test on the live model (loading it, a
`tandem serve` with its start-up probe) may take longer than that on two busy cores."""
_LLAMA_FIXTURES = frozenset({"llama_engine", "llama_serve"})


def pytest_configure(config: pytest.Config) -> None:
    """Import installed plugin packages (schemathesis, hypothesis, anyio) unrewritten.

    pytest rewrites their asserts with `ast.parse` on each lazy import, and CPython
    3.11.7's AST builder keeps its recursion count per interpreter, not per thread
    (gh-106905): a lazy import while a live server's thread also parses fails with
    "AST constructor recursion depth mismatch". Our own tests and conftests are still
    rewritten; pytest only marks installed plugins here, and no public option unmarks them.
    """
    hook = config.pluginmanager.rewrite_hook
    if hook is not None:
        hook._must_rewrite.clear()


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        uses_llama = item.get_closest_marker("llama") or _LLAMA_FIXTURES & set(
            getattr(item, "fixturenames", ()))
        if uses_llama and item.get_closest_marker("timeout") is None:
            item.add_marker(pytest.mark.timeout(LLAMA_TIMEOUT_S))


@pytest.fixture
def tandem_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh, empty $TANDEM_HOME outside any git work tree."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("TANDEM_HOME", str(home))
    return home


@pytest.fixture
def machine(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh user home (HOME) with none of the model apps' folders yet: HOME, Ollama's
    and the Hub cache's variables all point into the test's own folder, so the real
    machine's models never show up in a model list."""
    home = tmp_path / "user"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    for name in ("OLLAMA_MODELS", "HF_HOME", "HF_HUB_CACHE", "HF_TOKEN", "HF_ENDPOINT"):
        monkeypatch.delenv(name, raising=False)
    return home


@pytest.fixture
async def upstream() -> AsyncIterator[ScriptedUpstream]:
    """A scripted OpenAI-compatible backend on a loopback port (see tests/upstream.py)."""
    up = ScriptedUpstream()
    await up.start()
    try:
        yield up
    finally:
        await up.close()


@pytest.fixture
async def silent() -> AsyncIterator[SilentBackend]:
    """A backend on a loopback port that takes requests and never answers them."""
    backend = SilentBackend()
    await backend.start()
    try:
        yield backend
    finally:
        await backend.close()


@pytest.fixture(scope="session")
def llama_engine() -> Iterator[LlamaCppEngine]:
    """The packaged SmolLM2, loaded once per session (loading is the slow part). Every test
    leaves it free for the next; a server that borrows it must not close it."""
    engine = LlamaCppEngine(n_ctx=LLAMA_N_CTX, n_threads=LLAMA_THREADS)
    yield engine
    asyncio.run(engine.close())


@pytest.fixture(scope="session")
def secret_service_env(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, str]]:
    """One real Secret Service for the session (see tests/secret_service.py)."""
    with secret_service(tmp_path_factory.mktemp("keyring")) as env:
        yield env


@pytest.fixture
def os_keyring(secret_service_env: dict[str, str], monkeypatch: pytest.MonkeyPatch
               ) -> Iterator[dict[str, str]]:
    """This process and its children use the real Secret Service: children find it on
    the bus from the environment; this process gets its backend set, and the one it had
    back afterwards."""
    import keyring
    from keyring.backends import SecretService

    before = keyring.get_keyring()  # chosen before the bus is in the environment
    for key, value in secret_service_env.items():
        monkeypatch.setenv(key, value)
    keyring.set_keyring(SecretService.Keyring())
    yield secret_service_env
    keyring.set_keyring(before)
