"""One chat turn as a stream of deltas: what every entry point hands the core.

A route (or the window) builds a `RequestContext` and a `GenerationRequest` and calls
`Tandem.chat` (core.py), which runs the conductor's turn, or plain `run_turn` without
notes; the caller turns what comes out into SSE, JSON or the window's text and knows
nothing of notes, sessions or tags. The conductor wraps `run_turn` (clean the history,
replay and inject notes, intercept `<tandem_memory>` blocks).

Every layer closes the one below it (`aclosing`), so when a client disconnects and the
handler task is cancelled, the engine's generator is closed at once and its stop flag set.
"""

from __future__ import annotations

import secrets
from collections.abc import AsyncIterator
from contextlib import aclosing
from dataclasses import dataclass
from typing import Literal

from app.engine.engines.base import (
    Delta,
    Engine,
    Finish,
    GenerationRequest,
    ReasoningDelta,
    TextDelta,
)
from app.engine.streams.tagstream import REASONING, think_parser

MemoryHeader = Literal["off", "read"]


def new_completion_id() -> str:
    """A chat turn's request id, in OpenAI's form: the window's turns get one too, so the
    log and the ledger read alike whoever asked."""
    return "chatcmpl-" + secrets.token_hex(12)


@dataclass(frozen=True, slots=True)
class RequestContext:
    """Who asked, and under which profile, session and project; no message text."""

    request_id: str
    user: str | None
    """`local` for the engine's own models; a key label or trusted header for relays;
    None for a relayed request that may not touch notes."""
    profile: str
    session_id: str | None
    """X-Tandem-Session; None means the conductor derives one from the first messages."""
    project: str | None
    """X-Tandem-Project, an absolute path; None means no project notes."""
    memory: MemoryHeader | None
    """X-Tandem-Memory; None means the profile's switch decides."""
    remote: str | None
    relayed: bool
    engine: str


async def split_think(deltas: AsyncIterator[Delta]) -> AsyncIterator[Delta]:
    """Moves `<think>…</think>` out of the text into reasoning, whatever the chunking.

    The parser holds back at most a partial tag, so content still streams token by token;
    what it holds is flushed before the Finish, and the end of the stream.
    """
    parser = think_parser()
    async with aclosing(deltas):
        async for d in deltas:
            if isinstance(d, TextDelta):
                for channel, text in parser.feed(d.text):
                    yield ReasoningDelta(text) if channel == REASONING else TextDelta(text)
                continue
            if isinstance(d, Finish):
                for channel, text in parser.finish():
                    yield ReasoningDelta(text) if channel == REASONING else TextDelta(text)
            yield d
    for channel, text in parser.finish():
        yield ReasoningDelta(text) if channel == REASONING else TextDelta(text)


async def run_turn(
    ctx: RequestContext, req: GenerationRequest, engine: Engine
) -> AsyncIterator[Delta]:
    """The deltas of one turn; the conductor wraps this to add memory.

    `ctx` is unused until the conductor arrives; it is in the signature now so the
    handler and the conductor agree on the seam.
    """
    async with aclosing(split_think(engine.generate(req))) as deltas:
        async for d in deltas:
            yield d
