"""A stop inside a prefill batch: llama.cpp gives the batch up part-way (its abort
callback reads the job's stop flag), so a quit or a Stop does not wait for the batch."""

from __future__ import annotations

import asyncio
import secrets

import pytest
from engine_helpers import chat, collect

from app.engine.engines.local.llamacpp import LlamaCppEngine

pytestmark = pytest.mark.llama

BATCH = 512
"""The engine's prefill batch (LlamaCppEngine's n_batch): the stop flag itself is only
read between batches."""


async def test_a_stream_closed_during_its_only_batch_stops_inside_it(
    llama_engine: LlamaCppEngine,
) -> None:
    words = " ".join(f"wave{i}" for i in range(130))
    req = chat(f"{secrets.token_hex(4)} Summarise: {words}", max_tokens=4, temperature=0)
    prompt = len(llama_engine.prompt_tokens(llama_engine.render(req.messages)))
    assert BATCH // 2 < prompt < BATCH  # one long batch, no boundary to stop at
    first = asyncio.ensure_future(anext(aiter(llama_engine.generate(req))))
    await asyncio.sleep(0.05)  # the batch is being computed
    first.cancel()
    with pytest.raises(asyncio.CancelledError):
        await first
    # Read on the worker after the job returned: a batch run to its end would have left
    # the whole prompt in the cache; the aborted one left nothing.
    assert await llama_engine.kv_tokens() == 0
    after = await collect(llama_engine, chat("Hi", max_tokens=4, temperature=0))
    assert after.usage.completion_tokens >= 1
