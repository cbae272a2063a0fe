"""The server half of the window: the same app `tandem serve` runs, on the GUI's loop.

Built only from serve.py's and server.py's own helpers, so the window and the headless
server can never drift apart: same config, same engines, same notes, same routes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from app.engine.core import Tandem
from app.engine.engines.base import Engine
from app.engine.local_chat import LocalChat
from app.engine.startup import RunningServer, ServeOptions, start_app
from app.memory.service import NotesService


@dataclass(slots=True)
class Runtime:
    options: ServeOptions
    notes: NotesService
    server: RunningServer
    core: Tandem
    chat: LocalChat

    @property
    def url(self) -> str:
        return self.server.url

    async def stop(self) -> None:
        """Cancels open handlers (their generators close and set the engines' stop flags),
        then closes the engines, whose worker pools shut down without waiting."""
        await self.server.stop()


async def start_runtime(options: ServeOptions, engines: Sequence[Engine],
                        notes: NotesService) -> Runtime:
    """Raises OSError when the address is taken, as `start_server` does."""
    core, server = await start_app(options, engines, notes)
    return Runtime(options, notes, server, core, LocalChat(core))
