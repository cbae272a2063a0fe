"""One core that every entry point drives: the window's chat and an HTTP client get the
same rules of a turn from the same `Tandem` (issue 20)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import aiohttp
import pytest
from borrowed import Borrowed
from openai import AsyncOpenAI
from upstream import Script, stream_of

from app.config import load_config
from app.engine.access.users import UserResolver
from app.engine.core import Tandem
from app.engine.engines.base import Finish, Usage
from app.engine.engines.local.llamacpp import LlamaCppEngine
from app.engine.engines.proxy import ProxyEngine
from app.engine.http.server import RunningServer, build_app, start_server
from app.engine.local_chat import LocalChat
from app.memory.service import NotesService

COUNT = [{"role": "user", "content": "Count from one to twenty, one number a line."}]
CARD_START = "You keep memory notes"


@pytest.fixture
async def serving(tmp_path: Path) -> AsyncIterator:
    """`await serving(engines, config_toml)` -> (core, server), with the notes on and
    loopback trusted to name its user."""
    started: list[tuple[RunningServer, NotesService]] = []

    async def start(engines: list, config_toml: str = "") -> tuple[Tandem, RunningServer]:
        home = tmp_path / "home"
        home.mkdir(exist_ok=True)
        (home / "config.toml").write_text(config_toml)
        notes = NotesService(home)
        core = Tandem(engines, config=load_config(home), notes=notes,
                      users=UserResolver(trust=["127.0.0.1"]))
        server = await start_server(build_app(core), "127.0.0.1", 0)
        started.append((server, notes))
        return core, server

    yield start
    for server, notes in started:
        await server.stop()
        notes.close()


async def test_the_window_and_an_http_client_get_the_same_profile_max_tokens(
        serving, llama_engine: LlamaCppEngine):
    core, server = await serving([Borrowed(llama_engine)],
                                 '[profiles.terse]\nmax_tokens = 3\nmemory = "off"\n')
    client = AsyncOpenAI(base_url=server.url + "/v1", api_key="x", max_retries=0)
    reply = await client.chat.completions.create(
        model=llama_engine.model_id, messages=COUNT, temperature=0,
        extra_headers={"X-Tandem-Profile": "terse"})
    window = [d async for d in LocalChat(core).stream(
        COUNT, None, model=llama_engine.model_id, temperature=0, profile="terse")]
    [usage] = [d for d in window if isinstance(d, Usage)]
    [finish] = [d for d in window if isinstance(d, Finish)]
    assert reply.usage.completion_tokens == usage.completion_tokens == 3
    assert reply.choices[0].finish_reason == finish.reason == "length"


async def _card_sent(server: RunningServer, upstream) -> bool:  # type: ignore[no-untyped-def]
    upstream.play(Script([stream_of("ok")]))
    body = {"model": "up/m1", "messages": [{"role": "user", "content": "hi there"}]}
    async with aiohttp.ClientSession() as http, http.post(
            server.url + "/v1/chat/completions", json=body,
            headers={"X-Tandem-User": "dana"}) as r:
        assert r.status == 200, await r.text()
    text = "".join(m.get("content") or "" for m in upstream.received[-1].body["messages"])
    return CARD_START in text


async def test_pausing_memory_in_the_core_covers_http_requests_until_resumed(
        serving, upstream):
    core, server = await serving([ProxyEngine("up", upstream.base_url, timeout=5.0)])
    assert await _card_sent(server, upstream)
    core.memory_paused = True
    assert not await _card_sent(server, upstream)
    core.memory_paused = False
    assert await _card_sent(server, upstream)


async def test_the_core_refuses_an_unknown_model_before_any_turn(serving, upstream):
    _, server = await serving([ProxyEngine("up", upstream.base_url, timeout=5.0)])
    body = {"model": "nobody/m1", "messages": [{"role": "user", "content": "hi"}]}
    async with aiohttp.ClientSession() as http, http.post(
            server.url + "/v1/chat/completions", json=body) as r:
        assert r.status == 404
        error = (await r.json())["error"]
    assert (error["code"], error["param"]) == ("model_not_found", "model")
    assert upstream.received == []
