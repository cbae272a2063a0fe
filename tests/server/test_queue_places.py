"""A request watching its place in the engine's line is told each place, then 0 when its
turn begins; a leaver moves the others up; a watcher that fails never stops the line."""

from __future__ import annotations

import asyncio
import contextvars

from app.engine.engines.queue import QUEUE_WATCH, EngineQueue


async def _use(queue: EngineQueue, places: list[int] | None, hold: asyncio.Event) -> None:
    if places is not None:
        QUEUE_WATCH.set(places.append)
    async with queue.turn():
        await hold.wait()


def _start(queue: EngineQueue, places: list[int] | None, hold: asyncio.Event
           ) -> asyncio.Task[None]:
    return asyncio.create_task(_use(queue, places, hold), context=contextvars.Context())


async def _settle() -> None:
    for _ in range(5):
        await asyncio.sleep(0)


async def test_each_waiter_hears_its_place_as_the_line_moves_then_zero():
    queue = EngineQueue("e")
    holds = [asyncio.Event() for _ in range(3)]
    first = _start(queue, None, holds[0])
    await _settle()
    second_places: list[int] = []
    third_places: list[int] = []
    second = _start(queue, second_places, holds[1])
    await _settle()
    third = _start(queue, third_places, holds[2])
    await _settle()
    assert (second_places, third_places) == ([1], [2])
    holds[0].set()
    await _settle()
    assert (second_places, third_places) == ([1, 0], [2, 1])
    holds[1].set()
    await _settle()
    assert third_places == [2, 1, 0]
    holds[2].set()
    await asyncio.gather(first, second, third)


async def test_a_request_that_leaves_the_line_moves_those_behind_it_up():
    queue = EngineQueue("e")
    hold = asyncio.Event()
    first = _start(queue, None, hold)
    await _settle()
    leaver = _start(queue, [], hold)
    await _settle()
    behind: list[int] = []
    last = _start(queue, behind, hold)
    await _settle()
    leaver.cancel()
    await _settle()
    assert behind == [2, 1]
    hold.set()
    await asyncio.gather(first, last, leaver, return_exceptions=True)
    assert behind == [2, 1, 0]


async def test_a_failing_watcher_does_not_stop_the_line():
    queue = EngineQueue("e")
    hold = asyncio.Event()

    def broken(place: int) -> None:
        raise RuntimeError("the window is gone")

    async def use_broken() -> None:
        QUEUE_WATCH.set(broken)
        async with queue.turn():
            pass

    first = _start(queue, None, hold)
    await _settle()
    failing = asyncio.create_task(use_broken(), context=contextvars.Context())
    await _settle()
    behind: list[int] = []
    last = _start(queue, behind, hold)
    await _settle()
    hold.set()
    await asyncio.wait_for(asyncio.gather(first, failing, last), 5)
    assert behind == [2, 1, 0]
    assert not queue.busy and queue.queued == 0
