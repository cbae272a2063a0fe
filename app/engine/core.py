"""The running Tandem: one object that every entry point drives.

The HTTP routes, the window's chat (`LocalChat`), the tray's memory pause and `tandem
serve` all hold this object and call `chat` for a turn. The rules of a turn live here,
once: the engine that serves the model, what that engine can do, the profile's
`max_tokens`, the memory pause, the conductor (notes, sessions, held-back blocks), the
engine's queue and the meter. A rule kept in a route would skip the window; a rule kept
in the window would skip every HTTP client.

Who the user is (a key's label, `--trust`) and the admin gate stay in front of the core,
with the routes: they are facts about a connection, which the window does not have.
"""

from __future__ import annotations

import logging
import time
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import replace
from typing import TYPE_CHECKING

from app.config import Config
from app.engine.access.users import UserResolver
from app.engine.conductor.conductor import Conductor
from app.engine.conductor.sessions import SessionStore, TokenOwner
from app.engine.engines.base import Delta, Engine, GenerationRequest
from app.engine.engines.proxy import ProxyEngine
from app.engine.engines.queue import EngineQueue, QueuedEngine
from app.engine.models.catalog import ModelCatalog
from app.engine.refusal import Refused
from app.engine.turn import RequestContext, run_turn
from app.engine.turn_meter import metered

if TYPE_CHECKING:
    from app.memory.service import NotesService

log = logging.getLogger("tandem.core")

TurnRunner = Callable[[RequestContext, GenerationRequest, Engine], AsyncIterator[Delta]]
"""`run_turn`'s shape: the conductor's by default; a test may pass one that records."""

RELAY_SLOTS = 16
"""A backend serves many requests at once; only local engines get one slot."""


class Tandem:
    """The engines behind their queues, the conductor and its sessions, the users, the
    memory pause; `chat` runs one turn through all of them.

    It owns the engines it is given and closes them in `running()`.
    """

    def __init__(
        self,
        engines: Sequence[Engine],
        *,
        config: Config,
        users: UserResolver | None = None,
        notes: NotesService | None = None,
        turn: TurnRunner | None = None,
        relay_slots: int = RELAY_SLOTS,
        catalog: ModelCatalog | None = None,
    ) -> None:
        self.config = config
        self.engines = [
            QueuedEngine(e, EngineQueue(e.name, relay_slots if isinstance(e, ProxyEngine)
                                        else 1), config.stall_seconds)
            for e in engines
        ]
        self.relays = frozenset(e.name for e in engines if isinstance(e, ProxyEngine))
        self.users = users or UserResolver()
        self.notes = notes
        self.conductor = (Conductor(notes, SessionStore(config.state_dir), config)
                          if notes is not None else None)
        self._turn: TurnRunner = turn or (self.conductor.run_turn if self.conductor
                                          else run_turn)
        self.catalog = catalog
        """The local models on the machine, listed whichever engine runs; None: not
        scanned."""
        self.started = int(time.time())
        self._memory_paused = False

    @property
    def memory_paused(self) -> bool:
        """While True every turn runs as if it had sent `X-Tandem-Memory: off`, and the
        background writer starts no pass: the window's pause covers its own chat, every
        HTTP client and the notes written behind them alike."""
        return self._memory_paused

    @memory_paused.setter
    def memory_paused(self, paused: bool) -> None:
        self._memory_paused = paused
        if self.conductor is not None:
            self.conductor.writer.paused = paused

    def listening_at(self, url: str) -> None:
        """Where the server answers: the memory script hint tells the model this URL."""
        if self.conductor is not None:
            self.conductor.base_url = url

    def script_owner(self, token: str) -> TokenOwner | None:
        """Whose session a memory script's token belongs to (the conductor gave it out in
        the prompt); None for an unknown token or without notes. Blocking: sqlite."""
        return self.conductor.sessions.owner_of(token) if self.conductor else None

    @asynccontextmanager
    async def running(self) -> AsyncIterator[None]:
        """While inside: the background writer runs; after: it stops, the sessions close,
        and the engines close."""
        conductor = self.conductor
        if conductor is not None:
            conductor.writer.start()
        try:
            yield
        finally:
            if conductor is not None:
                await conductor.writer.close()
                conductor.sessions.close()
            for engine in self.engines:
                try:
                    await engine.close()
                except Exception:
                    log.exception("closing engine %s failed", engine.name)

    # --- engines ---------------------------------------------------------------------

    def find_engine(self, model: str) -> QueuedEngine | None:
        return next((e for e in self.engines if e.owns(model)), None)

    def engine_for(self, model: str) -> QueuedEngine:
        """The engine serving `model`; refused with why none does."""
        engine = self.find_engine(model)
        if engine is not None:
            return engine
        if self.catalog is not None and self.catalog.get(model) is not None:
            raise Refused(400, f"model '{model}' is a GGUF file, which the "
                          f"{self.config.engine} engine cannot load; start Tandem with "
                          "--engine llamacpp to use it", code="model_not_loadable",
                          param="model")
        raise Refused(404, f"The model '{model}' does not exist", code="model_not_found",
                      param="model")

    def is_relay(self, engine: QueuedEngine) -> bool:
        return engine.name in self.relays

    # --- a turn ----------------------------------------------------------------------

    def chat(self, ctx: RequestContext, gen: GenerationRequest, engine: QueuedEngine
             ) -> AsyncIterator[Delta]:
        """One turn's deltas, with every rule of a turn applied, for every entry point.

        The checks run now, before the first delta is asked for, so a route still answers
        a refusal with its status. The profile's `max_tokens` applies where the request
        names none (a relay's backend keeps its own limit); the pause turns memory off;
        the turn is metered into the log and the journal (the Requests view's figures).
        """
        _check_capabilities(gen, engine)
        if gen.max_tokens is None and not ctx.relayed:
            gen.max_tokens = self.config.profile(ctx.profile).max_tokens
        if self.memory_paused:
            ctx = replace(ctx, memory="off")
        return metered(self._turn(ctx, gen, engine), ctx, self.notes)


def _check_capabilities(gen: GenerationRequest, engine: QueuedEngine) -> None:
    caps = engine.capabilities
    if gen.logit_bias and not caps.logit_bias:
        raise Refused(400, f"model '{gen.model}' does not support logit_bias",
                      param="logit_bias", code="unsupported_parameter")
    if gen.grammar and not caps.grammar:
        raise Refused(400, f"model '{gen.model}' does not support grammar",
                      param="grammar", code="unsupported_parameter")

