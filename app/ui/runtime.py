"""The server half of the window: the same app `tandem serve` runs, on the GUI's loop.

Built only from serve.py's and server.py's own helpers, so the window and the headless
server can never drift apart: same config, same engines, same notes, same routes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from aiohttp import web

from app.engine.engines.base import Engine
from app.engine.keys import KeyStore
from app.engine.local_chat import LocalChat
from app.engine.serve import ServeOptions, build_app, start_server
from app.engine.server import STATE, RunningServer
from app.engine.users import UserResolver
from app.memory.service import NotesService


@dataclass(slots=True)
class Runtime:
    options: ServeOptions
    notes: NotesService
    app: web.Application
    server: RunningServer
    chat: LocalChat

    @property
    def url(self) -> str:
        return self.server.url

    def engine_names(self) -> list[str]:
        return [e.name for e in self.chat.engines]

    async def stop(self) -> None:
        """Cancels open handlers (their generators close and set the engines' stop flags),
        then closes the engines, whose worker pools shut down without waiting."""
        await self.server.stop()


async def start_runtime(options: ServeOptions, engines: Sequence[Engine],
                        notes: NotesService) -> Runtime:
    """Raises OSError when the address is taken, as `start_server` does."""
    config = options.config
    users = UserResolver(options.keys, KeyStore.for_home(config.home), config.trust)
    app = build_app(engines, config=config, users=users, notes=notes)
    server = await start_server(app, config.host, config.port)
    return Runtime(options, notes, app, server, LocalChat(app[STATE]))
