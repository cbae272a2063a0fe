"""Engine fixtures: the packaged SmolLM2 model, loaded once per test session.

`llama_engine` is session-scoped because loading is the slow part; every test leaves it
free for the next one (closing a stream early must do that anyway). Tests share 2 cores
with others, so generations stay at 32 tokens or fewer.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterator

import pytest
from engine_helpers import N_CTX, N_THREADS, Result, collect

from app.engine.engines.base import GenerationRequest
from app.engine.engines.llamacpp import LlamaCppEngine


@pytest.fixture(scope="session")
def llama_engine() -> Iterator[LlamaCppEngine]:
    engine = LlamaCppEngine(n_ctx=N_CTX, n_threads=N_THREADS)
    yield engine
    asyncio.run(engine.close())


@pytest.fixture
def run(llama_engine: LlamaCppEngine) -> Callable[[GenerationRequest], Awaitable[Result]]:
    """`await run(req)` -> Result, on the session engine."""

    async def go(req: GenerationRequest) -> Result:
        return await collect(llama_engine, req)

    return go
