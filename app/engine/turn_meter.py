"""How a request went, in figures: tokens in, from cache and out, first token, decode speed.

Measured on the delta stream the handler sends, so it is the same for every engine and
for relays, and it holds no text: the figures go into the per-request log line and the
ledger (the Notes tab's request view) as they are.
"""

from __future__ import annotations

import logging
import time
from collections.abc import AsyncIterator
from contextlib import aclosing
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from app.engine.engines.base import Delta, ReasoningDelta, TextDelta, ToolCallDelta, Usage
from app.engine.turn import RequestContext

if TYPE_CHECKING:
    from app.memory.service import NotesService

log = logging.getLogger("tandem.server")


@dataclass(slots=True)
class TurnMeter:
    started: float = field(default_factory=time.monotonic)
    first: float | None = None
    last: float | None = None
    usage: Usage | None = None

    def see(self, delta: Delta) -> None:
        if isinstance(delta, Usage):
            self.usage = delta
        elif isinstance(delta, TextDelta | ReasoningDelta | ToolCallDelta):
            now = time.monotonic()
            if self.first is None:
                self.first = now
            self.last = now

    def figures(self) -> dict[str, Any]:
        """None where a figure is unknown (a backend that sent no usage, no token at all)."""
        usage = self.usage
        ttft = None if self.first is None else round(self.first - self.started, 3)
        speed = None
        if usage is not None and self.first is not None and self.last is not None:
            span = self.last - self.first
            if usage.completion_tokens > 1 and span > 0:
                speed = round((usage.completion_tokens - 1) / span, 1)
        return {
            "prompt_tokens": usage.prompt_tokens if usage else None,
            "cached_tokens": usage.cached_tokens if usage else None,
            "completion_tokens": usage.completion_tokens if usage else None,
            "ttft_s": ttft,
            "decode_tps": speed,
        }

    def line(self) -> str:
        f = self.figures()
        ttft = "-" if f["ttft_s"] is None else f"{f['ttft_s']:.2f}s"
        speed = "-" if f["decode_tps"] is None else f"{f['decode_tps']:.1f} tok/s"
        return (f"prompt={_n(f['prompt_tokens'])} cached={_n(f['cached_tokens'])} "
                f"completion={_n(f['completion_tokens'])} ttft={ttft} decode={speed}")


def _n(value: int | None) -> str:
    return "-" if value is None else str(value)


async def metered(deltas: AsyncIterator[Delta], ctx: RequestContext,
                  notes: NotesService | None) -> AsyncIterator[Delta]:
    """The turn's deltas, and at its end one log line and one journal row of its figures
    (with the notes on): the row the Requests view joins to the notes the turn carried."""
    meter = TurnMeter()
    try:
        async with aclosing(deltas) as it:
            async for d in it:
                meter.see(d)
                yield d
    finally:
        log.info("request %s done: %s", ctx.request_id, meter.line())
        if notes is not None:
            notes.record_request(ctx.user, request_id=ctx.request_id, engine=ctx.engine,
                                 profile=ctx.profile, **meter.figures())
