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
from collections.abc import AsyncIterator
from contextlib import aclosing
from dataclasses import replace
from typing import Any

from app.config import Config
from app.engine.conductor.answer_filter import Mode, Turn
from app.engine.conductor.memblock import (
    memory_stream_parser,
)
from app.engine.conductor.sessions import Entry, SessionState, SessionStore, client_hash
from app.engine.engines.base import (
    Delta,
    Engine,
    GenerationRequest,
)
from app.engine.streams.status_lines import strip_status_lines
from app.engine.turn import RequestContext, split_think
from app.memory.service import NotesService
from app.memory.types import Visibility

log = logging.getLogger("tandem.conductor")

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
        # Off the loop: another process may hold the session file's write lock.
        state = await asyncio.to_thread(self.sessions.open, session_id, who.user, who.project)
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
        await asyncio.to_thread(
            self.sessions.save,
            state, keep, [Entry(hashes[i], _text(messages[i])) for i in range(keep, len(messages))]
        )
        if placed:
            await asyncio.to_thread(
                self.sessions.record_injected, state, len(messages) - 1, placed)
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

