"""One backend that never answers holds up no model list: engines are asked in parallel,
each within a few seconds, for /v1/models and the window alike."""

from __future__ import annotations

import aiohttp

from app.engine.engines.proxy import ProxyEngine
from app.engine.engines.queue import EngineQueue, QueuedEngine
from app.engine.model_listing import LIST_TIMEOUT, list_engine_models


def queued(name: str, url: str) -> QueuedEngine:
    return QueuedEngine(ProxyEngine(name, url), EngineQueue(name, 4))


async def test_engines_are_asked_at_once_and_a_silent_one_is_marked(silent, upstream):
    engines = [queued("hung", silent.base_url), queued("slow", silent.base_url),
               queued("up", upstream.base_url)]
    try:
        listing = await list_engine_models(engines, timeout=0.5)
    finally:
        for engine in engines:
            await engine.close()
    # Asked one after the other, the first would have given up before the second came.
    assert silent.most_at_once == 2
    assert [(e.engine.name, e.answering) for e in listing] == [
        ("hung", False), ("slow", False), ("up", True)]
    assert listing[0].problem == "no answer within 0.5 s"
    assert [m.id for m in listing[2].models] == ["up/m1", "up/m2"]
    assert silent.connections == 2


async def test_a_backend_that_is_down_is_marked_with_its_error(upstream):
    await upstream.close()
    engine = queued("up", upstream.base_url)
    try:
        [listed] = await list_engine_models([engine])
    finally:
        await engine.close()
    assert not listed.answering and listed.models == ()
    assert "up" in (listed.problem or "")


async def test_v1_models_lists_the_healthy_backend_when_another_never_answers(
        silent, upstream, start_tandem):
    server = await start_tandem([ProxyEngine("hung", silent.base_url),
                                 ProxyEngine("up", upstream.base_url)])
    timeout = aiohttp.ClientTimeout(total=LIST_TIMEOUT + 10)
    async with aiohttp.ClientSession(timeout=timeout) as http, http.get(
            server.url + "/v1/models") as resp:
        assert resp.status == 200
        body = await resp.json()
    assert [m["id"] for m in body["data"]] == ["up/m1", "up/m2"]
    assert silent.connections == 1
