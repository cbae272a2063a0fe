"""The background writer (spec 26.4; docs/ARCHITECTURE.md#the-background-writer): a hidden turn
that writes what a session's blocks missed.

The conductor hands every finished turn to `note_turn`, which keeps the session's record:
the engine-side messages with the model's raw answer (hidden spans restored), so the
writer's prompt extends what the engine's prefix cache already holds. A pass runs when a
session ends (idle for `idle_seconds` with `min_new_tokens` new since its last pass), when
a client gives up mid-answer, and when a client compacts its history.

A pass asks the gate first, then runs one grammar-held turn whose blocks are stored as the
inline ones are (provisional, `source: writer`), or only counted in shadow mode. Any client
request cancels a running pass at its next chunk (`yield_to_clients`), so the person never
waits for it. Every pass is a ledger row; no text of the conversation is journaled.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import json
import logging
import os
import time
from dataclasses import dataclass, field, replace
from typing import Any

from app.config import Backend, Config
from app.engine.conductor.block_store import parsed_blocks, store_block
from app.engine.conductor.keep_request import KeepRequest, keep_requests
from app.engine.conductor.keep_turn import (
    TOOL_CALL_TEXT,
    keep_grammar,
    run_hidden_turn,
)
from app.engine.conductor.memblock import memory_stream_parser
from app.engine.conductor.relay_writer import (
    budget_from,
    estimated_cost_usd,
    refusal,
    relay_mode,
)
from app.engine.engines.base import Engine, EngineError, GenerationRequest
from app.engine.engines.queue import QueuedEngine
from app.engine.streams.tagstream import BLOCK
from app.memory.service import NotesService
from app.memory.types import Visibility, WriteContext

log = logging.getLogger("tandem.writer")

GATE_QUESTION = (
    "Here are the last messages a user sent to an assistant:\n\n{messages}\n\n"
    "Do these messages contain something to remember about the user or their work "
    "(a preference, a decision, a lasting fact)? Answer yes or no."
)
WRITER_PROMPT = (
    "{card}\n\nWrite a block for each lasting fact of this conversation that no note keeps "
    "yet, and nothing else. Write nothing if there is none.{existing}"
)
EXISTING_NOTES = (
    "\n\nThese notes already match this conversation; revise one with "
    'op="update" and its id rather than adding a copy:\n{notes}'
)
FREE_GRAMMAR = r"""root ::= (block "\n"){0,4}
block ::= head "\ntitle: " line "\ntags: " line "\n\n" body "\n</tandem_memory>"
head ::= "<tandem_memory op=\"" op "\" scope=\"" scope "\" kind=\"" kind "\">"
op ::= "add\"" | "update\" id=\"" [0-9a-f]{10} "\""
scope ::= "user" | "project" | "session"
kind ::= "rule" | "ruling" | "gotcha" | "runbook" | "reference" | "registry"
line ::= [^\n<]{1,120}
body ::= [^<]{1,1500}
"""
"""Zero to four well-formed blocks: a tool call or free text cannot be written at all."""
MAX_USER_MESSAGES = 4
WRITER_MAX_TOKENS = 600
WRITER_PROMPT_TOKENS = 400
"""The writer's user turn (the card and the matching notes) as the relay's limits count it."""
SHADOW_FILE = "writer-shadow.jsonl"


@dataclass(slots=True)
class SessionRecord:
    """What a pass needs of one session; kept in memory, never journaled."""

    user: str
    session: str
    project: str | None
    engine: Engine
    request: GenerationRequest
    """The session's last generation: its engine-side prompt plus the raw answer."""
    user_messages: list[str]
    inline: bool
    kept: set[str] = field(default_factory=set)
    """Facts the keep turn already wrote; a pass does not write them again."""
    new_tokens: int = 0
    last_seen: float = field(default_factory=time.monotonic)


class BackgroundWriter:
    def __init__(self, notes: NotesService, config: Config) -> None:
        self.notes = notes
        self.config = config
        self._records: dict[tuple[str, str], SessionRecord] = {}
        self._running: asyncio.Task[None] | None = None
        self._pending: list[tuple[SessionRecord, str]] = []
        self._loop_task: asyncio.Task[None] | None = None
        self._wake = asyncio.Event()
        self.paused = False
        """The person paused memory: no pass starts until they resume, and then what the
        sessions said before the pause is written as usual."""
        self.held = 0
        """The passes that were due when the loop last looked, and wait for the resume."""

    # -- fed by the conductor ---------------------------------------------------------------

    def note_turn(self, record: SessionRecord, tokens: int) -> None:
        """A finished turn: the session's record moves on and its new tokens add up."""
        key = (record.user, record.session)
        before = self._records.get(key)
        if before is not None:
            record.new_tokens = tokens + before.new_tokens
            record.kept |= before.kept
        else:
            record.new_tokens = tokens
        self._records[key] = record

    def trigger(self, record: SessionRecord, trigger: str) -> None:
        """A give-up or a compaction: a pass on this record as soon as the engine is free."""
        if self.config.writer.mode == "off":
            return
        self._pending.append((record, trigger))
        self._wake.set()

    def record_of(self, user: str, session: str) -> SessionRecord | None:
        return self._records.get((user, session))

    def yield_to_clients(self) -> None:
        """A client request arrived: stop a running pass at its next chunk."""
        if self._running is not None and not self._running.done():
            self._running.cancel()

    # -- the loop ---------------------------------------------------------------------------

    def start(self) -> None:
        self._loop_task = asyncio.get_running_loop().create_task(self._loop())

    async def close(self) -> None:
        for task in (self._running, self._loop_task):
            if task is not None:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task

    async def _loop(self) -> None:
        while True:
            poll = max(0.05, min(5.0, self.config.writer.idle_seconds / 4))
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), poll)
            self._wake.clear()
            for record, trigger in self._due():
                if isinstance(record.engine, QueuedEngine) and record.engine.queue.busy:
                    # A client request is in flight there: the pass waits for idle time.
                    if trigger != "end":
                        self._pending.append((record, trigger))
                    continue
                self._running = asyncio.get_running_loop().create_task(
                    self.run_pass(record, trigger)
                )
                with contextlib.suppress(asyncio.CancelledError):
                    await self._running
                self._running = None

    def _due(self) -> list[tuple[SessionRecord, str]]:
        settings = self.config.writer
        if settings.mode == "off":
            self._pending = []
            return []
        now = time.monotonic()
        due = [*self._pending, *((record, "end") for record in self._records.values()
                                 if now - record.last_seen >= settings.idle_seconds
                                 and record.new_tokens >= settings.min_new_tokens)]
        if self.paused:
            self.held = len(due)
            return []
        self._pending, self.held = [], 0
        return due

    # -- one pass ---------------------------------------------------------------------------

    async def run_pass(self, record: SessionRecord, trigger: str) -> None:
        """Gate, then the hidden turn, then the blocks; one ledger row whatever happens."""
        started = time.perf_counter()
        record.new_tokens = 0
        backend = self._backend_of(record)
        mode = self.config.writer.mode
        if backend is not None:
            mode = relay_mode(backend, mode)
        if mode == "off":
            return
        row: dict[str, Any] = {"trigger": trigger, "mode": mode, "gate": None, "notes": 0,
                               "tokens_in": 0, "tokens_out": 0, "tokens_cached": 0,
                               "backend": backend.name if backend else None}
        try:
            if backend is not None:  # checked before the gate, which is a request too
                why = await self._relay_refusal(record, backend)
                if why is not None:
                    row["stopped"] = why
                    return
            row["gate"], keeps = await self._gate(record)
            if row["gate"] < self.config.writer.gate:
                row["stopped"] = "gate"
                return
            req = await self._writer_request(record, keeps)
            output = await run_hidden_turn(record.engine, req)
            row.update(output.token_fields())
            if backend is not None:
                row["cost_usd"] = estimated_cost_usd(backend, row["tokens_in"], row["tokens_out"])
            row["stopped"] = output.finish or "closed"
            if output.finish == "tool_call":
                return
            row["notes"] = await self._store(record, output.text, mode)
        except asyncio.CancelledError:
            row["stopped"] = "interrupted"
            raise
        except EngineError as exc:
            row["stopped"] = f"error: {exc.code}"
        finally:
            row["duration_ms"] = round((time.perf_counter() - started) * 1000)
            self.notes.record_writer_run(user=record.user, session=record.session, **row)

    async def _relay_refusal(self, record: SessionRecord, backend: Backend) -> str | None:
        text = "\n".join(str(m.get("content")) for m in record.request.messages)
        prompt = await record.engine.count_tokens(text) + WRITER_PROMPT_TOKENS
        runs = await asyncio.to_thread(self.notes.writer_runs, None, 1000)
        budget = budget_from(runs, backend.name, _now())
        return refusal(backend, budget, prompt, WRITER_MAX_TOKENS)

    def _backend_of(self, record: SessionRecord) -> Backend | None:
        """The relay this session used, when it used one."""
        if record.engine.parameters is not None:
            return None
        return next((b for b in self.config.backends if b.name == record.engine.name), None)

    async def _gate(self, record: SessionRecord) -> tuple[float, list[KeepRequest]]:
        """P(something to remember) for the last user messages. A model too small to write
        blocks cannot answer the question either (its p_yes does not separate), so for it
        the gate is the person's own request to keep something."""
        said = record.user_messages[-MAX_USER_MESSAGES:]
        asked = await asyncio.to_thread(lambda: [k for m in said for k in keep_requests(m)])
        keeps = [k for k in asked if k.fact not in record.kept]
        if not record.inline:
            return (1.0 if keeps else 0.0), keeps
        if keeps:
            return 1.0, keeps
        question = GATE_QUESTION.format(messages="\n".join(f"- {m}" for m in said))
        return await record.engine.p_yes(question), []

    async def _writer_request(
        self, record: SessionRecord, keeps: list[KeepRequest]
    ) -> GenerationRequest:
        base = record.request
        if not record.inline:
            grammar = keep_grammar(keeps, record.project is not None)
            prompt = "Save what I asked you to keep as memory notes."
        else:
            grammar = FREE_GRAMMAR
            prompt = WRITER_PROMPT.format(card=self.notes.memory_card(),
                                          existing=await self._existing(record))
        ban: dict[int, float] = {}
        tool_token = record.engine.special_token(TOOL_CALL_TEXT)
        if self.config.writer.ban_tool_call and tool_token is not None:
            ban = {tool_token: -100.0}
        return replace(
            base,
            messages=[*base.messages, {"role": "user", "content": prompt}],
            max_tokens=WRITER_MAX_TOKENS, temperature=0, stop=[], logit_bias=ban,
            grammar=grammar if record.engine.capabilities.grammar else None,
            tool_choice="none" if base.tools else None,
        )

    async def _existing(self, record: SessionRecord) -> str:
        vis = Visibility(user=record.user, session=record.session, project=record.project)
        said = " ".join(record.user_messages[-MAX_USER_MESSAGES:])
        matched = await asyncio.to_thread(self.notes.matching, vis, said)
        if not matched:
            return ""
        lines = "\n".join(f"- id {n.id}: {n.title}" for n in matched)
        return EXISTING_NOTES.format(notes=lines)

    async def _store(self, record: SessionRecord, text: str, mode: str) -> int:
        parser = memory_stream_parser()
        raws = [t for c, t in [*parser.feed(text), *parser.finish()] if c == BLOCK]
        if mode == "shadow":
            self._shadow_log(record, raws)
            return 0
        ctx = WriteContext(user=record.user, source="writer", session=record.session,
                           project=record.project, user_message_in_turn=True)
        written = 0
        for raw in raws:
            written += await store_block(self.notes, raw, ctx) is not None
        return written

    def _shadow_log(self, record: SessionRecord, raws: list[str]) -> None:
        """Shadow mode stores nothing; what it would have written goes to a private file."""
        blocks = parsed_blocks(raws, record.project is not None)
        path = self.config.state_dir / SHADOW_FILE
        line = json.dumps({"ts": time.time(), "user": record.user, "session": record.session,
                           "blocks": len(blocks),
                           "writes": [{"op": b.op, "scope": b.scope, "kind": b.kind,
                                       "title": b.title, "body": b.body} for b in blocks]})
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND | os.O_CLOEXEC, 0o600)
        with os.fdopen(fd, "a", encoding="utf-8") as handle:
            handle.write(line + "\n")


def _now() -> dt.datetime:
    return dt.datetime.now()
