"""The session's llama.cpp engine, lent to one in-process server."""

from __future__ import annotations

from app.engine.engines.local.llamacpp import LlamaCppEngine


class Borrowed:
    """The session's engine, lent to one server; the server's cleanup must not close it."""

    def __init__(self, engine: LlamaCppEngine) -> None:
        self._engine = engine
        self.name = engine.name
        self.capabilities = engine.capabilities

    def __getattr__(self, name: str):
        return getattr(self._engine, name)

    async def close(self) -> None:
        return None
