"""Engine fixtures on the session's `llama_engine` (tests/conftest.py).

Every test leaves the engine free for the next one (closing a stream early must do that
anyway). Tests share 2 cores, so generations stay at 32 tokens or fewer.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest
from engine_helpers import Result, collect

from app.engine.engines.base import GenerationRequest
from app.engine.engines.local.llamacpp import LlamaCppEngine


@pytest.fixture
def run(llama_engine: LlamaCppEngine) -> Callable[[GenerationRequest], Awaitable[Result]]:
    """`await run(req)` -> Result, on the session engine."""

    async def go(req: GenerationRequest) -> Result:
        return await collect(llama_engine, req)

    return go
