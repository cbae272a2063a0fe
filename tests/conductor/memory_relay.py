"""Tandem with the notes on, relaying the scripted upstream, for the conductor tests."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from anthropic import AsyncAnthropic
from openai import AsyncOpenAI
from upstream import ScriptedUpstream

from app.config import load_config
from app.engine.access.users import UserResolver
from app.engine.core import Tandem
from app.engine.engines.proxy import ProxyEngine
from app.engine.http.server import RunningServer, build_app, start_server
from app.memory.service import NotesService

USER = "alice"
KEY = "sk-alice-test"
BOB = "bob"
BOB_KEY = "sk-bob-test"
MODEL = "up/m1"


@dataclass
class MemoryRelay:
    server: RunningServer
    core: Tandem
    notes: NotesService
    upstream: ScriptedUpstream
    home: Path

    def client(self, key: str = KEY, **headers: str) -> AsyncOpenAI:
        return AsyncOpenAI(base_url=self.server.url + "/v1", api_key=key,
                           default_headers=headers, max_retries=0)

    def messages_client(self, key: str = KEY, **headers: str) -> AsyncAnthropic:
        """The Anthropic SDK on Tandem's `/v1/messages`; `key` goes as `x-api-key`."""
        return AsyncAnthropic(base_url=self.server.url, api_key=key, default_headers=headers,
                              max_retries=0)

    def sent(self, i: int = -1) -> list[dict]:
        """The messages the upstream received in request `i`."""
        return self.upstream.received[i].body["messages"]


async def start_memory_relay(
    home: Path, upstream: ScriptedUpstream, keys: dict[str, str] | None = None,
    relay: type[ProxyEngine] = ProxyEngine,
) -> MemoryRelay:
    """`keys`: label -> API key; alice's alone by default. `relay`: the backend's wire
    (`AnthropicRelay` for an `api = "anthropic"` backend)."""
    notes = NotesService(home)
    core = Tandem(
        [relay("up", upstream.base_url, timeout=5.0)],
        config=load_config(home),
        users=UserResolver(keys or {USER: KEY}),
        notes=notes,
    )
    server = await start_server(build_app(core), "127.0.0.1", 0)
    return MemoryRelay(server, core, notes, upstream, home)
