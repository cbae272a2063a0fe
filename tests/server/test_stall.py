"""A request whose engine produces nothing for `stall_seconds` once its turn began ends,
with an error every kind of client can see; time spent in the queue is never a stall.

The engine here is a relay to a backend that accepts the connection and never answers
(tests/silent_backend.py), with a stall limit of one second; the relay's own timeout is
far longer, so only the stall limit can end the request.
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import time
from pathlib import Path

import aiohttp
import pytest
from tandem_process import tandem_cmd
from upstream import Script, chunk_event

from app.config import DEFAULT_STALL_SECONDS, Config, ConfigError, load_config
from app.engine.engines.base import GenerationRequest, TextDelta
from app.engine.engines.proxy import ProxyEngine
from app.engine.engines.queue import EngineQueue, QueuedEngine

STALL_S = 1
BODY = {"model": "hung/m1", "messages": [{"role": "user", "content": "hello?"}]}


@pytest.fixture
async def stalling(silent, start_tandem, tmp_path: Path):
    """Tandem relaying `hung` (silent) with stall_seconds = 1."""
    config = Config(home=tmp_path / "home", stall_seconds=STALL_S)
    return await start_tandem([ProxyEngine("hung", silent.base_url, timeout=60)],
                              config=config)


def sse_events(raw: str) -> list[str]:
    return [line[len("data: "):] for line in raw.splitlines() if line.startswith("data: ")]


async def test_a_stalled_stream_ends_with_an_error_event_then_done(stalling, silent):
    async with aiohttp.ClientSession() as http, http.post(
        stalling.url + "/v1/chat/completions", json={**BODY, "stream": True},
        timeout=aiohttp.ClientTimeout(total=30),
    ) as resp:
        assert resp.status == 200
        assert resp.headers["Content-Type"].startswith("text/event-stream")
        events = sse_events(await resp.text())
    assert silent.connections == 1  # the relay did ask the backend
    assert events[-1] == "[DONE]"
    error = json.loads(events[-2])["error"]
    assert error["code"] == "engine_stalled"
    assert f"produced nothing for {STALL_S} s" in error["message"]


async def test_a_stalled_request_without_stream_gets_a_504_naming_the_stall(stalling):
    async with aiohttp.ClientSession() as http, http.post(
        stalling.url + "/v1/chat/completions", json=BODY,
        timeout=aiohttp.ClientTimeout(total=30),
    ) as resp:
        assert resp.status == 504
        error = (await resp.json())["error"]
    assert error["code"] == "engine_stalled"
    assert error["type"] == "server_error"


async def test_the_stalled_backend_is_let_go(stalling, silent):
    """The stall closes the relay's connection, so the backend is not asked to go on."""
    async with aiohttp.ClientSession() as http, http.post(
        stalling.url + "/v1/chat/completions", json=BODY,
        timeout=aiohttp.ClientTimeout(total=30),
    ) as resp:
        assert resp.status == 504
    deadline = time.monotonic() + 10
    while silent.open_now and time.monotonic() < deadline:
        await asyncio.sleep(0.02)
    assert silent.open_now == 0


async def test_waiting_in_the_queue_is_never_a_stall(upstream, start_tandem, tmp_path):
    """One slot: the second request waits 3 stall limits behind a slow but steady
    answer, then gets its own answer in full."""
    steady = [chunk_event({"role": "assistant"})]
    for i in range(12):
        steady += [chunk_event({"content": f"w{i} "}), 0.25]
    upstream.play(Script([*steady, chunk_event({}, "stop"), b"data: [DONE]\n\n"]),
                  Script([chunk_event({"content": "second"}), chunk_event({}, "stop"),
                          b"data: [DONE]\n\n"]))
    config = Config(home=tmp_path / "home", stall_seconds=STALL_S)
    server = await start_tandem([ProxyEngine("up", upstream.base_url)], config=config,
                                relay_slots=1)
    body = {"model": "up/m1", "messages": [{"role": "user", "content": "go"}]}

    async def ask(http: aiohttp.ClientSession) -> tuple[int, dict]:
        async with http.post(server.url + "/v1/chat/completions", json=body) as resp:
            return resp.status, await resp.json()

    async with aiohttp.ClientSession() as http:
        first = asyncio.create_task(ask(http))
        while not upstream.received:
            await asyncio.sleep(0.01)
        second = await ask(http)
        assert (await first)[0] == 200
    status, answer = second
    assert status == 200, answer
    assert answer["choices"][0]["message"]["content"] == "second"


def test_stall_seconds_defaults_to_120(tmp_path: Path):
    assert load_config(tmp_path).stall_seconds == DEFAULT_STALL_SECONDS == 120


@pytest.mark.parametrize("value", ["0", '"soon"', "true", "86401", "1.5"])
def test_a_bad_stall_seconds_is_one_error_naming_the_key(tmp_path: Path, value: str):
    (tmp_path / "config.toml").write_text(f"stall_seconds = {value}\n")
    with pytest.raises(ConfigError, match="stall_seconds must be"):
        load_config(tmp_path)


def test_serve_refuses_a_bad_stall_seconds_in_one_line(tmp_path: Path):
    home = tmp_path / "home"
    home.mkdir()
    (home / "config.toml").write_text("stall_seconds = -5\n")
    proc = subprocess.run(tandem_cmd("serve", "--home", str(home), "--engine", "none"),
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode != 0
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "stall_seconds must be from 1 to 86400" in lines[0], lines
    assert proc.stdout == ""


async def test_time_the_client_spends_with_a_delta_is_never_a_stall(upstream):
    """The clock runs only while the engine owes the next delta: a consumer that holds a
    delta past the limit (a slow client, a keep turn) does not stall a steady engine."""
    upstream.play(Script([chunk_event({"content": "one "}), chunk_event({"content": "two"}),
                          chunk_event({}, "stop"), b"data: [DONE]\n\n"]))
    relay = ProxyEngine("up", upstream.base_url)
    engine = QueuedEngine(relay, EngineQueue("up", 1), stall_seconds=STALL_S)
    texts: list[str] = []
    try:
        req = GenerationRequest(model="up/m1", messages=[{"role": "user", "content": "go"}])
        async for delta in engine.generate(req):
            if isinstance(delta, TextDelta):
                texts.append(delta.text)
                await asyncio.sleep(STALL_S * 1.5)
    finally:
        await relay.close()
    assert "".join(texts) == "one two"
