"""The engine worker: one thread, jobs in order, a stop flag that closing the stream sets."""

from __future__ import annotations

import asyncio
import threading

import pytest

from app.engine.engines.base import EngineError, Finish, ReasoningDelta, TextDelta
from app.engine.engines.local.worker import Emit, EngineWorker, StreamJob


def counter(stopped: list[int], limit: int = 10_000) -> StreamJob:
    """A job that emits 0, 1, 2, … until its stop flag is set, then records where."""

    def job(emit: Emit, stop: threading.Event) -> None:
        for i in range(limit):
            if stop.is_set():
                stopped.append(i)
                return
            emit(i)
            stop.wait(0.001)

    return job


async def test_jobs_run_on_one_dedicated_thread_not_the_loop() -> None:
    worker = EngineWorker("t-worker")
    names = {await worker.call(lambda: threading.current_thread().name) for _ in range(3)}
    assert len(names) == 1
    assert names.pop().startswith("t-worker")
    await worker.close()


async def test_closing_the_stream_sets_the_stop_flag() -> None:
    worker = EngineWorker("t-worker")
    stopped: list[int] = []
    stream = worker.stream(counter(stopped))
    got = [await anext(stream) for _ in range(3)]
    await stream.aclose()
    await worker.call(lambda: None)  # runs only after the stopped job has returned
    assert got == [0, 1, 2]
    # Without the flag the job runs all 10,000 steps and records nothing.
    assert stopped, "the job ran to its end: closing the stream never set its stop flag"
    await worker.close()


async def test_cancelling_the_consumer_stops_the_job() -> None:
    worker = EngineWorker("t-worker")
    stopped: list[int] = []

    async def consume() -> None:
        async for _ in worker.stream(counter(stopped)):
            pass

    task = asyncio.create_task(consume())
    await asyncio.sleep(0.02)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    await worker.call(lambda: None)
    assert len(stopped) == 1
    await worker.close()


async def test_a_job_exception_reaches_the_consumer() -> None:
    worker = EngineWorker("t-worker")

    def job(emit: Emit, stop: threading.Event) -> None:
        emit("first")
        raise EngineError("boom", status=400)

    stream = worker.stream(job)
    assert await anext(stream) == "first"
    with pytest.raises(EngineError, match="boom"):
        await anext(stream)
    await worker.close()


async def test_streams_are_served_one_at_a_time_in_order() -> None:
    worker = EngineWorker("t-worker")
    order: list[str] = []

    def job(name: str) -> StreamJob:
        def run(emit: Emit, stop: threading.Event) -> None:
            for i in range(3):
                order.append(name)
                emit(i)

        return run

    async def drain(name: str) -> list[int]:
        return [i async for i in worker.stream(job(name))]

    assert await asyncio.gather(drain("a"), drain("b")) == [[0, 1, 2], [0, 1, 2]]
    assert order in (["a"] * 3 + ["b"] * 3, ["b"] * 3 + ["a"] * 3)
    await worker.close()


async def test_close_stops_running_jobs_and_refuses_new_ones() -> None:
    worker = EngineWorker("t-worker")
    stopped: list[int] = []
    released: list[bool] = []
    stream = worker.stream(counter(stopped))
    await anext(stream)
    await worker.close(release=lambda: released.append(True))
    assert stopped and released == [True]
    with pytest.raises(EngineError) as caught:
        await worker.call(lambda: None)
    assert caught.value.status == 503
    await stream.aclose()


async def test_texts_that_come_faster_than_the_loop_takes_them_arrive_merged() -> None:
    worker = EngineWorker("t-worker")
    release = threading.Event()

    def job(emit: Emit, stop: threading.Event) -> None:
        emit(TextDelta("first"))
        release.wait(5)  # the loop takes "first" alone; the rest pile up meanwhile
        for i in range(200):
            emit(TextDelta(f"{i},"))
        emit(ReasoningDelta("a"))
        emit(ReasoningDelta("b"))
        emit(Finish("stop"))

    stream = worker.stream(job)
    first = await anext(stream)
    release.set()
    await asyncio.sleep(0.2)
    rest = [item async for item in stream]
    assert first == TextDelta("first")
    assert rest == [TextDelta("".join(f"{i}," for i in range(200))), ReasoningDelta("ab"),
                    Finish("stop")]
    await worker.close()


async def test_a_steady_token_stream_wakes_the_loop_once_per_gap_not_per_token() -> None:
    """Tokens 5 ms apart, as a fast model decodes: the loop is woken at most once per
    WAKE_GAP_S for text, the first token comes alone and at once, and nothing is lost."""
    worker = EngineWorker("t-worker")
    arrived: list[str] = []
    first_taken = threading.Event()

    def job(emit: Emit, stop: threading.Event) -> None:
        for i in range(60):
            emit(TextDelta(f"{i},"))
            if i == 0:
                first_taken.wait(5)  # the first token is not merged, however slow the loop
            stop.wait(0.005)
        emit(Finish("stop"))

    async for item in worker.stream(job):
        if isinstance(item, TextDelta):
            arrived.append(item.text)
            first_taken.set()
    await worker.close()
    assert "".join(arrived) == "".join(f"{i}," for i in range(60))
    assert arrived[0] == "0,"
    # 60 tokens over >= 0.3 s: about 0.3 / WAKE_GAP_S wake-ups, far fewer than tokens
    assert len(arrived) < 60 / 2
