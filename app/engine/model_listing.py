"""Every engine's models at once, each engine given a few seconds to answer.

The window's model list and the HTTP `/v1/models` route ask the same way: all engines in
parallel, each within `LIST_TIMEOUT`. One backend that is down, or that accepts and never
answers, is reported as not answering instead of holding up the others (a relay's own
read timeout is minutes long, for answers that think before they stream).
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass

from app.engine.engines.base import EngineError, ModelInfo
from app.engine.engines.queue import QueuedEngine

LIST_TIMEOUT = 3.0
"""Seconds one engine gets to list its models."""


@dataclass(frozen=True, slots=True)
class EngineModels:
    """One engine's answer: its models, or why it gave none."""

    engine: QueuedEngine
    models: tuple[ModelInfo, ...] = ()
    problem: str | None = None
    """None when the engine answered; else a short reason, for a tooltip or a log line."""

    @property
    def answering(self) -> bool:
        return self.problem is None


async def list_engine_models(engines: Sequence[QueuedEngine],
                             timeout: float = LIST_TIMEOUT) -> list[EngineModels]:
    """Each engine's models, in the engines' order (local engines first)."""
    return list(await asyncio.gather(*(_ask(engine, timeout) for engine in engines)))


async def _ask(engine: QueuedEngine, timeout: float) -> EngineModels:
    try:
        async with asyncio.timeout(timeout):
            models = await engine.list_models()
    except TimeoutError:
        return EngineModels(engine, problem=f"no answer within {timeout:g} s")
    except EngineError as exc:
        return EngineModels(engine, problem=str(exc))
    return EngineModels(engine, tuple(models))
