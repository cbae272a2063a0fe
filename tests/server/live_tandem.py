"""Tandem with the notes on, relaying the scripted upstream, served from a loop of its own.

Hypothesis and schemathesis drive a server from synchronous code, one request per example;
a server on the test's own loop would be blocked by them. So this runs the real
`build_app` + `start_server` (and the scripted upstream) on a thread with its own asyncio
loop, and hands the test a URL, an API key whose label is a notes user, and a script
token of a real session, so `/v1/memory` is reached past its 403.
"""

from __future__ import annotations

import asyncio
import json
import re
import threading
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

from aiohttp import web
from upstream import ScriptedUpstream

from app.config import load_config
from app.engine.access.users import UserResolver
from app.engine.core import Tandem
from app.engine.engines.proxy import ProxyEngine
from app.engine.http.server import RunningServer, build_app, start_server
from app.memory.service import NotesService

USER = "fuzzer"
KEY = "sk-fuzz-test"
MODEL = "up/m1"


@dataclass
class LiveTandem:
    home: Path
    url: str = ""
    token: str = ""
    upstream: ScriptedUpstream = field(default_factory=ScriptedUpstream)
    _loop: asyncio.AbstractEventLoop | None = None
    _stop: asyncio.Event | None = None
    _thread: threading.Thread | None = None
    _server: RunningServer | None = None
    _notes: NotesService | None = None

    def start(self) -> LiveTandem:
        ready = threading.Event()
        failed: list[BaseException] = []

        async def main() -> None:
            try:
                await self._start()
            except BaseException as exc:
                failed.append(exc)
                ready.set()
                raise
            ready.set()
            assert self._stop is not None
            await self._stop.wait()
            await self._close()

        self._thread = threading.Thread(target=asyncio.run, args=(main(),), daemon=True)
        self._thread.start()
        if not ready.wait(30) or failed:
            raise RuntimeError(f"the live Tandem did not start: {failed}")
        self.token = self._session_token()
        return self

    async def _start(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        await self.upstream.start()
        self._notes = NotesService(self.home)
        app = build_app(Tandem(
            [ProxyEngine("up", self.upstream.base_url, timeout=5.0)],
            config=load_config(self.home),
            users=UserResolver({USER: KEY}),
            notes=self._notes,
        ))
        self._server = await start_server(app, "127.0.0.1", 0)
        self.url = self._server.url

    async def _close(self) -> None:
        if self._server is not None:
            await self._server.stop()
        if self._notes is not None:
            self._notes.close()
        await self.upstream.close()

    def _session_token(self) -> str:
        """One chat with memory on: its prompt tells the model the session's token."""
        body = {"model": MODEL, "messages": [{"role": "user", "content": "hello"}]}
        request = urllib.request.Request(
            self.url + "/v1/chat/completions", data=json.dumps(body).encode(),
            headers={**self.auth(), "Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=30) as reply:
            assert reply.status == 200
        sent = self.upstream.received[-1].body["messages"][-1]["content"]
        match = re.search(r"X-Tandem-Session-Token: (\S+)", sent)
        assert match, "the first turn with memory on carries the script token"
        return match[1]

    @property
    def app(self) -> web.Application | None:
        return self._server.runner.app if self._server is not None else None

    def auth(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {KEY}"}

    def stop(self) -> None:
        if self._loop is not None and self._stop is not None:
            self._loop.call_soon_threadsafe(self._stop.set)
        if self._thread is not None:
            self._thread.join(30)
