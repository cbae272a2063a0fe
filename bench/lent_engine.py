"""One loaded engine lent to several in-process servers by a bench script."""

from __future__ import annotations

from typing import Any


class Lent:
    """Forwards everything to the engine but `close`: a server's cleanup must not close it."""

    def __init__(self, engine: Any) -> None:
        self._engine = engine
        self.name = engine.name
        self.capabilities = engine.capabilities

    def __getattr__(self, name: str) -> Any:
        return getattr(self._engine, name)

    async def close(self) -> None:
        return None
