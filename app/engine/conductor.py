"""What goes to the engine, and what comes back to the client, when notes are in play.

Each request is cleaned (status lines out, held-back blocks back in), replayed (earlier
injections at their place, in their bytes), extended (this turn's card, index and
matching notes) and then streamed through the block interceptor. The rule that shapes
all of it: turn N+1's prompt begins with turn N's prompt plus turn N's full answer, so
the engine's prefix cache pays for each note once.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import re
from collections.abc import AsyncIterator
from contextlib import aclosing
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from app.config import Config
from app.engine.engines.base import (
    Delta,
    Engine,
    Finish,
    GenerationRequest,
    ReasoningDelta,
    TextDelta,
)
from app.engine.memblock import (
    MAX_BLOCKS_PER_ANSWER,
    BlockError,
    memory_stream_parser,
    parse_block,
)
from app.engine.sessions import Entry, SessionState, SessionStore, client_hash
from app.engine.tagstream import BLOCK, CONTENT, REASONING, TagStreamParser
from app.engine.turn import RequestContext, split_think
from app.memory.rules import Refusal
from app.memory.service import NotesService
from app.memory.types import Visibility, WriteContext

log = logging.getLogger("tandem.conductor")

Mode = Literal["none", "off", "shadow", "read", "on"]

STATUS_WORDS = {
    "added": "remembered",
    "revised": "updated",
    "archived": "archived",
    "archive_requested": "asked to archive",
}
_STATUS_TAIL = re.compile(
    r"(?:\n*^› (?:" + "|".join(STATUS_WORDS.values()) + r"): [^\n]*$)+\s*\Z", re.MULTILINE
)


def strip_status_lines(content: str) -> str:
    """Remove the `› remembered: …` lines Tandem appended to an answer it sent."""
    return _STATUS_TAIL.sub("", content)


def derive_session_id(user: str, profile: str, messages: list[dict[str, Any]]) -> str:
    first = {m.get("role"): m.get("content") or "" for m in reversed(messages)}
    seed = "\0".join((user, profile, first.get("system", ""), first.get("user", "")))
    return "s" + hashlib.sha256(seed.encode()).hexdigest()[:16]


class Conductor:
    def __init__(self, notes: NotesService, sessions: SessionStore, config: Config) -> None:
        self.notes = notes
        self.sessions = sessions
        self.config = config
        self.base_url = f"http://{config.host}:{config.port}"

    def mode_for(self, who: RequestContext) -> tuple[Mode, str | None]:
        """The memory mode of a request, and why it is off when it is."""
        if who.user is None:
            return "none", "no user for a relayed request"
        if who.memory == "off":
            return "off", "X-Tandem-Memory: off"
        switch = self.config.profile(who.profile).memory
        if switch == "off":
            return "off", None
        if who.memory == "read":
            return ("read", None) if switch == "on" else ("off", "read on a shadow profile")
        return switch, None

    async def run_turn(
        self, who: RequestContext, req: GenerationRequest, engine: Engine
    ) -> AsyncIterator[Delta]:
        """The server's turn runner: `run_turn` with the notes around it."""
        mode, why = self.mode_for(who)
        if mode in ("none", "off"):
            if why:
                self.notes.journal_event("memory_off", reason=why, request_id=who.request_id)
            stream = split_think(engine.generate(req))
        else:
            turn = await self.begin(who, req, mode)
            stream = turn.stream(engine.generate(turn.request))
        async with aclosing(stream) as deltas:
            async for delta in deltas:
                yield delta

    async def begin(self, who: RequestContext, req: GenerationRequest, mode: Mode) -> Turn:
        assert who.user is not None
        profile = who.profile or self.config.default_profile
        session_id = who.session_id or derive_session_id(who.user, profile, req.messages)
        state = self.sessions.open(session_id, who.user, who.project)
        messages, keep = _replay(state, req.messages)
        vis = Visibility(user=who.user, session=session_id, project=who.project)
        if keep == 0 and messages:
            head = await self._head(mode, vis)
            if head:
                _prepend(messages[0], head)
        last = messages[-1] if messages else None
        new_user_turn = last is not None and last["role"] == "user" and len(messages) > keep
        placed: list[str] = []
        if new_user_turn:
            said = _text(req.messages[-1])
            tail, placed = await self._tail(
                mode, vis, state, keep, said, state.injected_before(keep), who.request_id
            )
            if tail:
                last["content"] = f"{last['content']}\n\n<tandem_notes>\n{tail}\n</tandem_notes>"
        hashes = [_hash_of(m) for m in req.messages]
        self.sessions.save(
            state, keep, [Entry(hashes[i], _text(messages[i])) for i in range(keep, len(messages))]
        )
        if placed:
            self.sessions.record_injected(state, len(messages) - 1, placed)
        turn_req = replace(req, messages=messages)
        return Turn(
            self, who, mode, turn_req, state, len(messages), memory_stream_parser(),
            user_turn=new_user_turn, vis=vis,
        )

    async def _head(self, mode: Mode, vis: Visibility) -> str:
        """The card and the index, at the very start of a new session's prompt.

        The card never changes and the index changes only when the notes do, so every new
        session of a user shares this prefix and the engine's prefix cache serves it.
        """
        parts: list[str] = []
        if mode in ("on", "shadow"):
            parts.append(self.notes.memory_card())
        if mode in ("on", "read"):
            parts += await self._index(vis)
        return "\n\n".join(parts)

    async def _index(self, vis: Visibility) -> list[str]:
        index = await asyncio.to_thread(self.notes.index_block, vis)
        return [index] if index else []

    async def _tail(
        self, mode: Mode, vis: Visibility, state: SessionState, keep: int, message: str,
        already: set[str], request_id: str | None,
    ) -> tuple[str, list[str]]:
        """This turn's tail note and the matching notes it places. A note whose text is
        already in the session's prompt is not sent again: it costs its prefill once.

        After a compaction (the history no longer begins with the recorded session) the
        index goes here again, since the start of the prompt must stay as it was.
        """
        parts: list[str] = []
        fresh = keep == 0 or keep < len(state.entries)
        if fresh and mode in ("on", "shadow"):
            parts.append(self.notes.memory_script_hint(self.base_url, state.token))
        if mode in ("on", "read"):
            if keep and fresh:
                parts += await self._index(vis)
            matched = await asyncio.to_thread(self.notes.matching, vis, message)
            matched = [n for n in matched if n.id not in already]
            if matched:
                parts.append(self.notes.matching_block(matched))
                ids = [n.id for n in matched]
                await asyncio.to_thread(self.notes.record_injection, vis, ids, request_id)
                return "\n\n".join(parts), ids
        return "\n\n".join(parts), []


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
                self._record("".join(raw), "".join(visible))
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

    def _record(self, raw: str, visible: str) -> None:
        """Remember the answer as the model wrote it, keyed by what the client saw."""
        if self.state is None:
            return
        entry = Entry(client_hash("assistant", visible), raw)
        self.conductor.sessions.save(self.state, self.answer_index, [entry])


def _replay(state: SessionState, incoming: list[dict[str, Any]]) -> tuple[list[dict], int]:
    """Messages for the engine, and how many leading ones matched the recorded session."""
    out: list[dict[str, Any]] = []
    keep = 0
    for i, msg in enumerate(incoming):
        msg = dict(msg)
        if msg.get("role") == "assistant" and isinstance(msg.get("content"), str):
            msg["content"] = strip_status_lines(msg["content"])
        if keep == i and i < len(state.entries) and state.entries[i].client_hash == _hash_of(msg):
            msg["content"] = state.entries[i].engine_content
            keep += 1
        out.append(msg)
    return out, keep


def _hash_of(msg: dict[str, Any]) -> str:
    content = _text(msg)
    if msg.get("role") == "assistant":
        content = strip_status_lines(content)
    return client_hash(str(msg.get("role")), content)


def _text(msg: dict[str, Any]) -> str:
    content = msg.get("content")
    return content if isinstance(content, str) else ""


def _prepend(msg: dict[str, Any], card: str) -> None:
    msg["content"] = f"{card}\n\n{_text(msg)}" if _text(msg) else card


def _trailing_newlines(text: str) -> int:
    return len(text) - len(text.rstrip("\n"))
