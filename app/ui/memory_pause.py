"""Pause memory: while paused, every request (the window's, Open WebUI's, curl's) runs as if
it had sent `X-Tandem-Memory: off`, until resumed.

It wraps the server's turn runner rather than a route, so the HTTP route and LocalChat,
which both call `state.turn` per request, are paused alike, and the conductor decides the
rest exactly as for the header (no notes injected, no blocks kept, a `memory_off` event).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import replace

from app.engine.engines.base import Delta, Engine, GenerationRequest
from app.engine.http.server import ServerState, TurnRunner
from app.engine.turn import RequestContext


class MemoryPause:
    def __init__(self, state: ServerState) -> None:
        """Installs itself as `state.turn`, in front of the runner that was there."""
        self._inner: TurnRunner = state.turn
        self.paused = False
        state.turn = self

    def __call__(self, ctx: RequestContext, req: GenerationRequest,
                 engine: Engine) -> AsyncIterator[Delta]:
        if self.paused:
            ctx = replace(ctx, memory="off")
        return self._inner(ctx, req, engine)
