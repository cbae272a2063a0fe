"""Requests to one engine are served first come, first served, and a leaver frees its place."""

from __future__ import annotations

import asyncio

import aiohttp
from upstream import Script, chunk_event, stream_of

from app.engine.engines.proxy import ProxyEngine
from app.engine.engines.queue import EngineQueue


async def test_waiters_get_the_engine_in_arrival_order():
    queue = EngineQueue("e")
    order: list[int] = []
    release = asyncio.Event()

    async def use(i: int) -> None:
        async with queue.turn(f"r{i}"):
            order.append(i)
            if i == 0:
                await release.wait()

    tasks = []
    for i in range(6):
        tasks.append(asyncio.create_task(use(i)))
        while queue.queued + queue.busy < i + 1:  # arrive one after another
            await asyncio.sleep(0)
    assert queue.busy and queue.queued == 5
    assert queue.waiting() == ["r1", "r2", "r3", "r4", "r5"]
    release.set()
    await asyncio.gather(*tasks)
    assert order == [0, 1, 2, 3, 4, 5]
    assert not queue.busy and queue.queued == 0


async def test_a_cancelled_waiter_leaves_the_line_without_blocking_it():
    queue = EngineQueue("e")
    release = asyncio.Event()
    order: list[str] = []

    async def use(name: str, wait: bool = False) -> None:
        async with queue.turn(name):
            order.append(name)
            if wait:
                await release.wait()

    first = asyncio.create_task(use("a", wait=True))
    await asyncio.sleep(0)
    leaver = asyncio.create_task(use("b"))
    last = asyncio.create_task(use("c"))
    await asyncio.sleep(0)
    leaver.cancel()
    await asyncio.sleep(0)
    assert queue.waiting() == ["c"]
    release.set()
    await asyncio.gather(first, last)
    assert order == ["a", "c"]
    assert not queue.busy


async def test_a_slot_handed_to_a_waiter_cancelled_at_that_moment_passes_on():
    queue = EngineQueue("e")
    order: list[str] = []
    hold = asyncio.Event()

    async def use(name: str) -> None:
        async with queue.turn(name):
            order.append(name)
            if name == "a":
                await hold.wait()

    a = asyncio.create_task(use("a"))
    await asyncio.sleep(0)
    b = asyncio.create_task(use("b"))
    c = asyncio.create_task(use("c"))
    await asyncio.sleep(0)
    hold.set()
    await asyncio.sleep(0)  # a releases: b's future is resolved but b has not run yet
    b.cancel()
    await asyncio.gather(a, c, return_exceptions=True)
    assert order == ["a", "c"]
    assert not queue.busy


async def test_health_reports_busy_and_queue_depth_while_requests_wait(upstream, start_tandem):
    server = await start_tandem([ProxyEngine("up", upstream.base_url)], relay_slots=1)
    slow = [chunk_event({"role": "assistant"}), chunk_event({"content": "x"}), 0.5,
            stream_of("y")]
    upstream.play(Script(slow), Script([stream_of("2")]), Script([stream_of("3")]))
    order: list[str] = []

    async def ask(s: aiohttp.ClientSession, tag: str) -> None:
        async with s.post(server.url + "/v1/chat/completions",
                          json={"model": "up/m1", "messages": [{"role": "user", "content": tag}]}
                          ) as r:
            await r.read()
            order.append(tag)

    async with aiohttp.ClientSession() as s:
        tasks = []
        for tag in ("1", "2", "3"):
            tasks.append(asyncio.create_task(ask(s, tag)))
            await asyncio.sleep(0.05)
        async with s.get(server.url + "/health") as r:
            health = (await r.json())["engines"]["up"]
        await asyncio.gather(*tasks)
    assert health["busy"] is True and health["queued"] == 2
    assert len(health["waiting"]) == 2
    assert order == ["1", "2", "3"]
    assert [r.body["messages"][0]["content"] for r in upstream.received] == ["1", "2", "3"]
