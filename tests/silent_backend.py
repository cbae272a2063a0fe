"""A backend that accepts connections and never answers: a hung server on loopback.

Unlike a closed port (refused at once), a client's request to it waits until the client
gives up, which is what a backend stuck in a long job or a half-dead process looks like.
"""

from __future__ import annotations

import asyncio


class SilentBackend:
    def __init__(self) -> None:
        self._server: asyncio.Server | None = None
        self._held: list[asyncio.StreamWriter] = []
        self.port = 0
        self.connections = 0
        self.open_now = 0
        self.most_at_once = 0
        """The most connections that were open together: asked in parallel or in turn."""

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    async def start(self) -> str:
        self._server = await asyncio.start_server(self._hold, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]
        return self.base_url

    async def _hold(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        self.open_now += 1
        self.most_at_once = max(self.most_at_once, self.open_now)
        self._held.append(writer)  # answer nothing, close nothing
        try:
            await reader.read()  # until the client gives up and closes its side
        finally:
            self.open_now -= 1

    async def close(self) -> None:
        """Stop listening and drop every held connection; the port is free again."""
        if self._server is not None:
            self._server.close()
            for writer in self._held:
                writer.close()
            await self._server.wait_closed()
            self._server = None
