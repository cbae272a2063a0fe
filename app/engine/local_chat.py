"""The chat window's way in: the same core the HTTP routes drive, without HTTP.

The window lives in the same process and on the same loop as the server, so going through
loopback HTTP would only add an SSE encoder, a decoder and a socket between two halves of
one program. What must not differ is the turn itself: `LocalChat` builds the same
`RequestContext` the route builds for the engine's own models (user `local`, the default
profile) and calls `Tandem.chat` (the profile's `max_tokens`, the memory pause, the
journal's figures), so the conductor cleans, replays, injects and intercepts
`<tandem_memory>` blocks exactly as it does for any HTTP client; the `› remembered: …`
status line arrives as a `TextDelta` (a `StatusText`).

Cancelling is closing the generator (`aclose`, or cancelling the task that iterates it):
every layer below closes its own, down to the engine's stop flag.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import aclosing
from typing import Any

from app.engine.core import Tandem
from app.engine.engines.base import Delta, EngineError, GenerationRequest
from app.engine.engines.queue import QUEUE_WATCH, REQUEST_LABEL, QueuedEngine
from app.engine.model_listing import EngineModels, list_engine_models
from app.engine.refusal import Refused
from app.engine.turn import RequestContext, new_completion_id
from app.memory.types import LOCAL_USER


class LocalChat:
    """Streams chat turns through the running core, as the local user."""

    def __init__(self, core: Tandem, user: str = LOCAL_USER) -> None:
        self.core = core
        self.user = user

    @property
    def engines(self) -> list[QueuedEngine]:
        return list(self.core.engines)

    async def listing(self) -> list[EngineModels]:
        """Each engine's models or why it has none, asked as /v1/models asks: all at once,
        each within a few seconds, so one silent backend never holds up the window."""
        return await list_engine_models(self.core.engines)

    async def default_model(self) -> str:
        """The first engine's first model, for a turn that names none; engines that do not
        answer are passed over, all asked at once, after a few seconds at most."""
        for listed in await self.listing():
            if listed.models:
                return listed.models[0].id
        raise EngineError("no model is available", status=503, code="no_model")

    def engine_for(self, model: str) -> QueuedEngine:
        """The core's engine for `model`; its refusal as an engine error, which the window
        words for the person (ui/chat/answer_errors.py)."""
        try:
            return self.core.engine_for(model)
        except Refused as exc:
            raise EngineError(exc.message, status=exc.status, code=exc.code or "refused"
                              ) from None

    def context(self, engine: QueuedEngine, session_id: str | None,
                profile: str | None = None) -> RequestContext:
        return RequestContext(
            request_id=new_completion_id(),
            user=self.user,
            profile=profile or self.core.config.default_profile,
            session_id=session_id,
            project=None,
            memory=None,
            remote=None,
            relayed=False,
            engine=engine.name,
        )

    async def stream(
        self,
        messages: list[dict[str, Any]],
        session_id: str | None,
        *,
        model: str | None = None,
        max_tokens: int | None = None,
        temperature: float | None = None,
        seed: int | None = None,
        profile: str | None = None,
        on_wait: Callable[[int], None] | None = None,
    ) -> AsyncIterator[Delta]:
        """The deltas of one turn. `model` defaults to the first engine's first model.
        `on_wait` is told the turn's place in the engine's line while it waits, then 0
        (see QUEUE_WATCH): for the window to show, never part of the answer."""
        if model is None:
            model = await self.default_model()
        engine = self.engine_for(model)
        ctx = self.context(engine, session_id, profile)
        req = GenerationRequest(
            model=model,
            messages=[dict(m) for m in messages],
            max_tokens=max_tokens,
            temperature=temperature,
            seed=seed,
        )
        token = REQUEST_LABEL.set(ctx.request_id)
        watching = QUEUE_WATCH.set(on_wait)
        try:
            async with aclosing(self.core.chat(ctx, req, engine)) as deltas:
                async for delta in deltas:
                    yield delta
        finally:
            QUEUE_WATCH.reset(watching)
            REQUEST_LABEL.reset(token)
