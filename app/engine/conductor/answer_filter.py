"""The answer filter: one request's stream, with its memory blocks taken out and stored.

Blocks go to the notes, the client sees `› remembered:` lines in their place, and the
answer is recorded as the model wrote it, so the next turn's prompt matches the engine's
cache.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from contextlib import aclosing
from dataclasses import dataclass, field, replace

from app.engine.conductor.block_store import status_line, store_block
from app.engine.conductor.keep_turn import TurnOutput, keep_request_for, run_hidden_turn
from app.engine.conductor.memblock import MAX_BLOCKS_PER_ANSWER, memory_stream_parser
from app.engine.conductor.memwriter import SessionRecord
from app.engine.conductor.session_ids import fork_id
from app.engine.conductor.sessions import Entry, client_hash
from app.engine.conductor.splice import of_answer
from app.engine.conductor.turn_plan import Mode, TurnParts, TurnPlan
from app.engine.engines.base import (
    Delta,
    EngineError,
    Finish,
    ReasoningDelta,
    StatusText,
    TextDelta,
    Usage,
)
from app.engine.streams.tagstream import BLOCK, CONTENT, REASONING, TagStreamParser
from app.memory.secrets import find_secrets
from app.memory.types import WriteContext


@dataclass(slots=True)
class Turn:
    """One request's answer on its way back: the plan carried out while it streams."""

    plan: TurnPlan
    parts: TurnParts
    parser: TagStreamParser = field(default_factory=memory_stream_parser)
    status_lines: list[str] = field(default_factory=list)
    blocks_seen: int = 0
    pieces: list[tuple[str, str]] = field(default_factory=list)
    """The answer as the parser split it: ("shown" | "held" | "drop", text), in order."""

    @property
    def mode(self) -> Mode:
        return self.plan.view.mode

    async def stream(self, deltas: AsyncIterator[Delta]) -> AsyncIterator[Delta]:
        raw: list[str] = []
        visible: list[str] = []
        finished = False
        try:
            async with aclosing(deltas):
                async for delta in self._filtered(deltas, raw, visible):
                    finished = finished or isinstance(delta, Finish)
                    yield delta
        finally:
            gave_up = not finished and raw and self.mode in ("on", "shadow")
            if gave_up:  # a client that went away, or an error mid-answer
                self.parts.writer.trigger(self._writer_record("".join(raw)), "give_up")

    async def _filtered(
        self, deltas: AsyncIterator[Delta], raw: list[str], visible: list[str]
    ) -> AsyncIterator[Delta]:
        """The answer's deltas with blocks taken out. The Finish and the Usage wait for the
        engine's stream to end, so a keep turn can run on the freed engine and its status
        line still goes out in this response."""
        finish: Finish | None = None
        held: list[Delta] = []
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
                finish = delta
            elif finish is not None:
                held.append(delta)
            else:
                yield delta
        if finish is None:
            return
        if self.plan.keep_requests and self.blocks_seen == 0:
            await self._keep_turn("".join(raw))
        if self.status_lines:
            shown = "".join(visible)
            lead = "" if not shown else "\n" * max(0, 2 - _trailing_newlines(shown))
            yield StatusText(lead + "\n".join(self.status_lines))
        # Off the loop: another process may hold the session file's write lock.
        await asyncio.to_thread(self._record, "".join(raw), "".join(visible))
        usage = next((d for d in held if isinstance(d, Usage)), None)
        if usage is not None and self.mode in ("on", "shadow"):
            new = usage.prompt_tokens - usage.cached_tokens + usage.completion_tokens
            self.parts.writer.note_turn(self._writer_record("".join(raw)), new)
        yield finish
        for delta in held:
            yield delta

    def _writer_record(self, raw: str) -> SessionRecord:
        """This turn as the background writer's record: the prompt and the raw answer."""
        plan, view = self.plan, self.plan.view
        assert view.who.user is not None
        messages = [*plan.request.messages, {"role": "assistant", "content": raw}]
        return SessionRecord(
            user=view.who.user, session=view.vis.session or "", project=view.who.project,
            engine=plan.engine, request=replace(plan.request, messages=messages),
            user_messages=[s for s in plan.said if s], inline=view.inline,
            kept={k.fact for k in plan.keep_requests},
        )

    async def _keep_turn(self, answer: str) -> None:
        """Write what the person asked to keep, through the grammar-held keep turn."""
        plan, who = self.plan, self.plan.view.who
        req = keep_request_for(plan.request, answer, list(plan.keep_requests),
                               who.project is not None)
        started = time.perf_counter()
        before = len(self.status_lines)
        try:
            output = await run_hidden_turn(plan.engine, req)
        except EngineError as exc:
            output, stopped = TurnOutput("", None, None), f"error: {exc.code}"
        else:
            stopped = output.finish or "closed"
        blocks = memory_stream_parser()
        for channel, text in [*blocks.feed(output.text), *blocks.finish()]:
            if channel == BLOCK:
                await self._take_block(text, source="writer")
        assert who.user is not None
        self.parts.notes.record_writer_run(
            user=who.user, session=plan.view.vis.session, request_id=who.request_id,
            trigger="asked", gate=None, **output.token_fields(),
            notes=len(self.status_lines) - before, duration_ms=_ms_since(started),
            stopped=stopped, mode="on",
        )

    async def _route(self, events: list[tuple[str, str]]) -> list[Delta]:
        out: list[Delta] = []
        for channel, text in events:
            if channel == CONTENT:
                self.pieces.append(("shown", text))
                out.append(TextDelta(text))
            elif channel == REASONING:
                self.pieces.append(("held", text))
                out.append(ReasoningDelta(text))
            elif channel == BLOCK:
                shown = await self._take_block(text)
                if shown:
                    self.pieces.append(("shown", shown))
                    out.append(TextDelta(shown))
                else:
                    self.pieces.append(("drop" if _unchecked_secret(self.mode, text) else "held",
                                        text))
        return out

    async def _take_block(self, raw: str, source: str = "model") -> str:
        """Store one block; return the text the client sees in its place ("" when taken)."""
        notes, who = self.parts.notes, self.plan.view.who
        rid, user = who.request_id, who.user
        if self.mode == "read":
            notes.journal_event("block_dropped", reason="X-Tandem-Memory: read", request_id=rid,
                                user=user)
            return ""
        self.blocks_seen += 1
        if self.blocks_seen > MAX_BLOCKS_PER_ANSWER:
            notes.journal_event("block_refused", reason="more than 4 blocks", request_id=rid,
                                user=user)
            return raw
        assert user is not None
        ctx = WriteContext(
            user=user,
            source=source,
            session=self.plan.view.vis.session,
            project=who.project,
            user_message_in_turn=self.plan.user_turn,
            request_id=rid,
        )
        result = await store_block(notes, raw, ctx)
        if result is None:
            return raw
        self.status_lines.append(status_line(result))
        return ""

    def _record(self, raw: str, visible: str) -> None:
        """Remember the answer: keyed by what the client saw, with what it did not see.

        When the thread already holds another answer at this place (a regenerated answer,
        or a second conversation that began like the first), this one goes on in a fork,
        the one the next turn of its history will find, and the recorded thread stays.
        """
        state, sessions = self.plan.state, self.parts.sessions
        entry = Entry(client_hash("assistant", visible), of_answer(raw, self.pieces))
        at = self.plan.answer_index
        if len(state.entries) > at + 1 or (
            len(state.entries) > at and state.entries[at].client_hash != entry.client_hash
        ):
            if state.entries[at].client_hash == entry.client_hash:
                return  # the same answer again: the thread already goes on from it
            hashes = [e.client_hash for e in state.entries[:at]] + [entry.client_hash]
            state, _ = sessions.fork(state, fork_id(state.id, hashes), at)
        sessions.save(state, at, [entry])


def _unchecked_secret(mode: Mode, raw: str) -> bool:
    """A block dropped under `X-Tandem-Memory: read` never met the store's refusal; one
    that holds a secret is not kept for the replay either (that costs a prefill)."""
    return mode == "read" and bool(find_secrets(raw))


def _ms_since(started: float) -> int:
    return round((time.perf_counter() - started) * 1000)


def _trailing_newlines(text: str) -> int:
    return len(text) - len(text.rstrip("\n"))
