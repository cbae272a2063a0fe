"""What goes to the engine, and what comes back to the client, when notes are in play.

Each request is cleaned (status lines out, held-back blocks back in), replayed (earlier
injections at their place, in their bytes), extended (this turn's card, index and
matching notes) and then streamed through the block interceptor. The rule that shapes
all of it: turn N+1's prompt begins with turn N's prompt plus turn N's full answer, so
the engine's prefix cache pays for each note once.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import aclosing
from dataclasses import replace
from typing import Any

from app.config import Config
from app.engine.conductor.answer_filter import Turn
from app.engine.conductor.keep_request import KeepRequest, keep_requests
from app.engine.conductor.memwriter import BackgroundWriter
from app.engine.conductor.model_fit import model_parameters, writes_inline_blocks
from app.engine.conductor.session_ids import derive_session_id, fork_id, session_folder_name
from app.engine.conductor.sessions import Entry, SessionState, SessionStore, client_hash
from app.engine.conductor.splice import apply, content_key, wrap
from app.engine.conductor.turn_plan import Mode, NotesView, TurnParts, TurnPlan
from app.engine.engines.base import (
    Delta,
    Engine,
    GenerationRequest,
)
from app.engine.streams.status_lines import strip_status_lines
from app.engine.turn import RequestContext, split_think
from app.memory.inject import facts_block
from app.memory.service import NotesService
from app.memory.types import Visibility

log = logging.getLogger("tandem.conductor")

class Conductor:
    def __init__(self, notes: NotesService, sessions: SessionStore, config: Config) -> None:
        self.notes = notes
        self.sessions = sessions
        self.config = config
        self.base_url = f"http://{config.host}:{config.port}"
        self.writer = BackgroundWriter(notes, config)
        self.parts = TurnParts(notes, sessions, self.writer)
        self._models: dict[tuple[str, str], str] = {}
        """(user, thread) -> the model its last turn went to: a conversation that moves to
        another model goes on in a thread of its own (`_thread`)."""

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
        self.writer.yield_to_clients()
        mode, why = self.mode_for(who)
        if mode in ("none", "off"):
            if why:
                self.notes.journal_event("memory_off", reason=why, request_id=who.request_id,
                                        user=who.user)
            stream = split_think(engine.generate(req))
        else:
            plan = await self.begin(who, req, mode, engine)
            stream = Turn(plan, self.parts).stream(engine.generate(plan.request))
        async with aclosing(stream) as deltas:
            async for delta in deltas:
                yield delta

    async def begin(
        self, who: RequestContext, req: GenerationRequest, mode: Mode, engine: Engine
    ) -> TurnPlan:
        """The plan of one turn: its thread, its prompt (cleaned, replayed, this turn's
        notes in place, all recorded) and what the person asked to keep."""
        assert who.user is not None
        inline = writes_inline_blocks(self.config, req.model, model_parameters(engine, req.model))
        hashes = [_hash_of(m) for m in req.messages]
        # Off the loop: another process may hold the session file's write lock.
        state, departed = await asyncio.to_thread(self._thread, who, req.messages, hashes,
                                                  req.model)
        self._models[(who.user, state.id)] = req.model
        messages, matched = _replay(state, req.messages, hashes)
        vis = Visibility(user=who.user, session=state.notes_session, project=who.project)
        view = NotesView(who, mode, vis, inline, req.model)
        if departed is not None:
            # The history departed from the recorded thread (a compaction, an edit): the
            # writer reads what the thread held before it is left behind.
            record = self.writer.record_of(who.user, departed)
            if record is not None:
                self.writer.trigger(record, "compaction")
        before: dict[int, str] = {}
        if matched == 0 and messages:
            head = await self._head(view)
            if head:
                before[0] = head
        at = _turn_at(messages)
        # A regenerated answer answers a user turn the thread already holds: no new tail
        # (the prefix stays), but its keep turn runs again, so its own status lines show.
        answers_user = at is not None and messages[at]["role"] == "user"
        after: dict[int, str] = {}
        placed: list[str] = []
        if answers_user and at >= matched:
            tail, placed = await self._tail(view, state, matched, departed is not None,
                                            _text(req.messages[at]))
            if tail:
                after[at] = f"<tandem_notes>\n{tail}\n</tandem_notes>" if inline else tail
        new: list[Entry] = []
        for i in range(matched, len(messages)):
            messages[i]["content"], splice = wrap(
                messages[i].get("content"), before.get(i, ""), after.get(i, "")
            )
            new.append(Entry(hashes[i], splice))
        if new:
            await asyncio.to_thread(self.sessions.save, state, matched, new)
        if placed:
            await asyncio.to_thread(self.sessions.record_injected, state, at, placed)
        asked_to_keep: list[KeepRequest] = []
        if answers_user and not inline and mode in ("on", "shadow") and (
                engine.capabilities.grammar):
            # The classifier is quick, but it is blocking work: off the loop with the rest.
            asked_to_keep = await asyncio.to_thread(keep_requests, _text(req.messages[at]))
        return TurnPlan(
            view, engine, replace(req, messages=messages), state, len(messages),
            user_turn=answers_user, keep_requests=tuple(asked_to_keep),
            said=tuple(_text(m) for m in req.messages if m.get("role") == "user"),
        )

    def _thread(
        self, who: RequestContext, messages: list[dict[str, Any]], hashes: list[str],
        model: str,
    ) -> tuple[SessionState, str | None]:
        """The recorded thread this history continues, and the notes session of the one it
        departed from when it was forked just now (None when it was not).

        A history that departs from the recorded one is a compaction, an edit, or another
        conversation that began alike (Open WebUI's title request under the chat's id; two
        chats that open with the same message). It goes on in a fork that starts with the
        shared messages, so the thread it departed from keeps its prefix for its own
        conversation. A fork of a client's session keeps that session's notes; a fork of
        a derived one is a session of its own.

        A thread whose last turn went to another model is left the same way, for a thread
        of this model that keeps the session's notes: the new model's prompt is built
        afresh (its card or none, spec of issue 21), and each model's thread keeps the
        prefix its own cache holds.
        """
        assert who.user is not None
        if who.session_id is not None:
            base, derived = session_folder_name(who.session_id), False
        else:
            profile = who.profile or self.config.default_profile
            base, derived = derive_session_id(who.user, profile, messages), True
        state = self.sessions.open(base, who.user, who.project, derived=derived)
        departed: str | None = None
        while True:
            last = self._models.get((who.user, state.id))
            if last is not None and last != model:
                state = self.sessions.open(fork_id(state.id, [f"model\0{model}"]), who.user,
                                           who.project, notes_session=state.notes_session,
                                           derived=state.derived)
                continue
            matched = _matched(state, hashes)
            if matched >= len(state.entries) or matched >= len(hashes):
                return state, departed
            parent = state.notes_session
            state, created = self.sessions.fork(
                state, fork_id(state.id, hashes[: matched + 1]), matched)
            if created and departed is None:
                departed = parent

    async def _head(self, view: NotesView) -> str:
        """The card and the index, at the very start of a new session's prompt.

        The card never changes and the index changes only when the notes do, so every new
        session of a user shares this prefix and the engine's prefix cache serves it. A model
        that cannot write blocks gets neither (model_fit.py): it read the index back as its
        answer to "hi", and the lines it cannot use cost attention on every token. This decides
        against spec 26.3's index (docs/ARCHITECTURE.md#reading-notes) on purpose, for those
        models only.
        """
        if not view.inline:
            return ""
        parts: list[str] = []
        if view.mode in ("on", "shadow"):
            parts.append(self.notes.memory_card())
        if view.mode in ("on", "read"):
            parts += await self._index(view.vis)
        return "\n\n".join(parts)

    async def _index(self, vis: Visibility) -> list[str]:
        index = await asyncio.to_thread(self.notes.index_block, vis)
        return [index] if index else []

    async def _tail(
        self, view: NotesView, state: SessionState, matched: int, forked: bool, message: str,
    ) -> tuple[str, list[str]]:
        """This turn's tail note and the matching notes it places. A note whose text is
        already in the session's prompt (before the `matched` messages the thread holds)
        is not sent again: it costs its prefill once.

        After a compaction (the history departed from the recorded thread: a fork) the
        index goes here again, since the start of the prompt must stay as it was. A model
        that writes no blocks gets the matching notes as plain facts, and nothing else.
        """
        parts: list[str] = []
        mode, vis, inline, who = view.mode, view.vis, view.inline, view.who
        fresh = matched == 0 or forked
        if fresh and mode in ("on", "shadow") and inline:
            parts.append(self.notes.memory_script_hint(self.base_url, state.token))
        if mode in ("on", "read"):
            if matched and fresh and inline:
                parts += await self._index(vis)
            already = state.injected_before(matched)
            matches = await asyncio.to_thread(self.notes.matching, vis, message)
            matches = [n for n in matches if n.id not in already]
            if matches:
                parts.append(self.notes.matching_block(matches) if inline
                             else facts_block(matches, self.notes.texts))
                ids = [n.id for n in matches]
                await asyncio.to_thread(
                    self.notes.record_injection, vis, ids, who.request_id,
                    client=who.remote, model=view.model, profile=who.profile)
                return "\n\n".join(parts), ids
        return "\n\n".join(parts), []


def _turn_at(messages: list[dict[str, Any]]) -> int | None:
    """The index of the message this turn answers: the last one, or the last before the
    system messages a client appends after it (Claude Code's reminders), so a user turn
    still gets its notes and may still write a rule."""
    for i in range(len(messages) - 1, -1, -1):
        if messages[i].get("role") not in ("system", "developer"):
            return i
    return None


def _matched(state: SessionState, hashes: list[str]) -> int:
    """How many leading messages match the recorded thread."""
    count = 0
    for entry, h in zip(state.entries, hashes, strict=False):
        if entry.client_hash != h:
            break
        count += 1
    return count


def _replay(
    state: SessionState, incoming: list[dict[str, Any]], hashes: list[str]
) -> tuple[list[dict], int]:
    """Messages for the engine, and how many leading ones matched the recorded thread."""
    out: list[dict[str, Any]] = []
    matched = _matched(state, hashes)
    for i, msg in enumerate(incoming):
        msg = dict(msg)
        if msg.get("role") == "assistant" and isinstance(msg.get("content"), str):
            msg["content"] = strip_status_lines(msg["content"])
        if i < matched:
            msg["content"] = apply(msg.get("content"), state.entries[i].splice)
        out.append(msg)
    return out, matched


def _hash_of(msg: dict[str, Any]) -> str:
    content = content_key(msg.get("content"))
    if msg.get("role") == "assistant":
        content = strip_status_lines(content)
    return client_hash(str(msg.get("role")), content)


def _text(msg: dict[str, Any]) -> str:
    """The person's words in a message, for the notes search and the keep classifier: its
    text, or its text parts but a client's own reminders (Claude Code sends its context as
    `<system-reminder>` parts; read as the person's, they matched notes and made rules)."""
    content = msg.get("content")
    if isinstance(content, list):
        return "\n".join(p["text"] for p in content if p.get("type") == "text"
                         and isinstance(p.get("text"), str) and not _reminder(p["text"]))
    return content if isinstance(content, str) else ""


def _reminder(text: str) -> bool:
    core = text.strip()
    return core.startswith("<system-reminder>") and core.endswith("</system-reminder>")
