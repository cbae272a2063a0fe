"""The answer filter: one request's stream, with its memory blocks taken out and stored.

Blocks go to the notes, the client sees `› remembered:` lines in their place, and the
answer is recorded as the model wrote it, so the next turn's prompt matches the engine's
cache.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import aclosing
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from app.engine.conductor.memblock import MAX_BLOCKS_PER_ANSWER, BlockError, parse_block
from app.engine.conductor.sessions import Entry, SessionState, client_hash
from app.engine.engines.base import Delta, Finish, GenerationRequest, ReasoningDelta, TextDelta
from app.engine.streams.status_lines import STATUS_WORDS
from app.engine.streams.tagstream import BLOCK, CONTENT, REASONING, TagStreamParser
from app.engine.turn import RequestContext
from app.memory.rules import Refusal
from app.memory.types import Visibility, WriteContext

if TYPE_CHECKING:
    from app.engine.conductor.conductor import Conductor

log = logging.getLogger("tandem.conductor")

Mode = Literal["none", "off", "shadow", "read", "on"]


@dataclass(slots=True)
class Turn:
    """One request's trip through the engine: the prompt to send, and the stream filter."""

    conductor: Conductor
    who: RequestContext
    mode: Mode
    request: GenerationRequest
    state: SessionState | None
    answer_index: int
    parser: TagStreamParser
    user_turn: bool = False
    vis: Visibility | None = None
    status_lines: list[str] = field(default_factory=list)
    blocks_seen: int = 0

    async def stream(self, deltas: AsyncIterator[Delta]) -> AsyncIterator[Delta]:
        raw: list[str] = []
        visible: list[str] = []
        async with aclosing(deltas):
            async for delta in self._filtered(deltas, raw, visible):
                yield delta

    async def _filtered(
        self, deltas: AsyncIterator[Delta], raw: list[str], visible: list[str]
    ) -> AsyncIterator[Delta]:
        async for delta in deltas:
            if isinstance(delta, TextDelta):
                raw.append(delta.text)
                for out in await self._route(self.parser.feed(delta.text)):
                    if isinstance(out, TextDelta):
                        visible.append(out.text)
                    yield out
            elif isinstance(delta, Finish):
                for out in await self._route(self.parser.finish()):
                    if isinstance(out, TextDelta):
                        visible.append(out.text)
                    yield out
                if self.status_lines:
                    shown = "".join(visible)
                    lead = "" if not shown else "\n" * max(0, 2 - _trailing_newlines(shown))
                    yield TextDelta(lead + "\n".join(self.status_lines))
                await self._record("".join(raw), "".join(visible))
                yield delta
            else:
                yield delta

    async def _route(self, events: list[tuple[str, str]]) -> list[Delta]:
        out: list[Delta] = []
        for channel, text in events:
            if channel == CONTENT:
                out.append(TextDelta(text))
            elif channel == REASONING:
                out.append(ReasoningDelta(text))
            elif channel == BLOCK:
                shown = await self._take_block(text)
                if shown:
                    out.append(TextDelta(shown))
        return out

    async def _take_block(self, raw: str) -> str:
        """Store one block; return the text the client sees in its place ("" when taken)."""
        notes = self.conductor.notes
        rid = self.who.request_id
        if self.mode == "read":
            notes.journal_event("block_dropped", reason="X-Tandem-Memory: read", request_id=rid)
            return ""
        self.blocks_seen += 1
        if self.blocks_seen > MAX_BLOCKS_PER_ANSWER:
            notes.journal_event("block_refused", reason="more than 4 blocks", request_id=rid)
            return raw
        assert self.vis is not None and self.who.user is not None
        write = parse_block(raw, project_visible=self.who.project is not None)
        if isinstance(write, BlockError):
            notes.journal_event("block_refused", reason=write.reason, request_id=rid)
            return raw
        ctx = WriteContext(
            user=self.who.user,
            source="model",
            session=self.vis.session,
            project=self.who.project,
            user_message_in_turn=self.user_turn,
            request_id=rid,
        )
        result = await asyncio.to_thread(notes.write, ctx, write)
        if isinstance(result, Refusal):
            log.info("note write refused: %s", result.code)
            return raw
        self.status_lines.append(f"› {STATUS_WORDS[result.op_done]}: {result.note.title}")
        return ""

    async def _record(self, raw: str, visible: str) -> None:
        """Remember the answer as the model wrote it, keyed by what the client saw (off
        the loop: the session file may be locked by another process)."""
        if self.state is None:
            return
        entry = Entry(client_hash("assistant", visible), raw)
        await asyncio.to_thread(self.conductor.sessions.save, self.state, self.answer_index,
                                [entry])


def _trailing_newlines(text: str) -> int:
    return len(text) - len(text.rstrip("\n"))
