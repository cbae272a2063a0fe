"""One dedicated thread per engine, and the bridge from it back to the asyncio loop.

Model calls block for seconds and a model context is not safe to use from two threads at
once, so every call an engine makes runs on its own single worker thread: never on the loop
(that would freeze the Qt window under qasync) and never in the default executor (where
another library's work could interleave with ours). Running jobs one at a time on one
thread is also what serialises requests.

A streaming job gets an `emit` callback and a stop `threading.Event`. Items collect in a
buffer, and the loop is woken (`loop.call_soon_threadsafe`) only when it is not already due
to look: when tokens come faster than the loop takes them, it takes them in one batch, with
adjacent texts merged, so the loop's per-chunk work (and its share of the two cores that
llama.cpp decodes on) does not grow with the token rate. Text also waits for the loop
to be WAKE_GAP_S past its last wake-up: each wake-up takes a core from a decode step in
flight, and no reader tells 25 ms apart. When the consumer closes the
async iterator (aclose, a cancelled task, a disconnected client) the event is set and the
job, which checks it at every token, returns, freeing the thread for the next request.
"""

from __future__ import annotations

import asyncio
import signal
import threading
import time
from collections.abc import AsyncIterator, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from app.engine.engines.base import EngineError, ReasoningDelta, TextDelta

T = TypeVar("T")

Emit = Callable[[Any], None]
StreamJob = Callable[[Emit, threading.Event], None]

WAKE_GAP_S = 0.025
"""A text delta wakes the loop at most this often; one that comes sooner waits for the
next item (a token later). Anything else (the end, usage, a finish) wakes it at once."""


class _Done:
    """Marks the end of a job's stream; carries the job's exception if it failed."""

    __slots__ = ("error",)

    def __init__(self, error: BaseException | None) -> None:
        self.error = error


class EngineWorker:
    """A single-thread executor with a streaming bridge and a way to stop every job."""

    def __init__(self, name: str) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix=name,
                                        initializer=leave_signals_to_the_main_thread)
        self._stops: set[threading.Event] = set()
        self._lock = threading.Lock()
        self.closed = False

    def run_now(self, fn: Callable[..., T], *args: Any) -> T:
        """Run `fn(*args)` on the worker thread and block until it is done: for an engine's
        constructor, which loads its model there.

        Every llama.cpp call that computes must come from this one thread. ggml's OpenMP
        build gives each calling thread its own team; with two teams libgomp counts more
        threads than cores and waits at ggml's per-op barriers by sleeping instead of
        spinning, which made decode three times slower (bench/thread_teams.py).
        """
        return self._pool.submit(fn, *args).result()

    def abandon(self) -> None:
        """Let the thread end without running anything more (a constructor that failed)."""
        self.closed = True
        self._pool.shutdown(wait=False)

    async def call(self, fn: Callable[..., T], *args: Any) -> T:
        """Run `fn(*args)` on the worker thread, after every job queued before it."""
        if self.closed:
            raise EngineError("the engine is closed", status=503, code="engine_closed")
        return await asyncio.wrap_future(self._pool.submit(fn, *args))

    async def stream(self, job: StreamJob,
                     stop: threading.Event | None = None) -> AsyncIterator[Any]:
        """Run `job(emit, stop)` on the worker and yield what it emits, as it emits it.

        `stop`: the job's own flag (one the engine's library reads itself, say); a plain
        event by default."""
        if self.closed:
            raise EngineError("the engine is closed", status=503, code="engine_closed")
        loop = asyncio.get_running_loop()
        ready = asyncio.Event()
        buffer: list[Any] = []
        guard = threading.Lock()
        due = [False]  # a wake-up is on its way to the loop
        stop = stop or threading.Event()

        last_wake = [float("-inf")]

        def emit(item: Any) -> None:
            now = time.monotonic()
            with guard:
                buffer.append(item)
                wake = not due[0] and (now - last_wake[0] >= WAKE_GAP_S
                                       or type(item) not in (TextDelta, ReasoningDelta))
                if wake:
                    due[0], last_wake[0] = True, now
            if wake:
                try:
                    loop.call_soon_threadsafe(ready.set)
                except RuntimeError:  # the loop is gone: nobody is listening any more
                    stop.set()

        def run() -> None:
            error: BaseException | None = None
            try:
                if not stop.is_set():
                    job(emit, stop)
            except BaseException as exc:  # handed to the consumer, re-raised there
                error = exc
            finally:
                with self._lock:
                    self._stops.discard(stop)
                emit(_Done(error))

        with self._lock:
            self._stops.add(stop)
        self._pool.submit(run)
        try:
            while True:
                await ready.wait()
                with guard:
                    items, buffer[:] = buffer[:], []
                    due[0] = False
                    ready.clear()
                for item in merged(items):
                    if isinstance(item, _Done):
                        if item.error is not None:
                            raise item.error
                        return
                    yield item
        finally:
            stop.set()

    def stop_all(self) -> None:
        """Ask every queued and running job to stop at its next token."""
        with self._lock:
            for stop in self._stops:
                stop.set()

    async def close(self, release: Callable[[], None] | None = None) -> None:
        """Stop all jobs, run `release` on the thread after them, and let the thread end."""
        if self.closed:
            return
        self.stop_all()
        self.closed = True
        try:
            if release is not None:
                await asyncio.wrap_future(self._pool.submit(release))
        finally:
            self._pool.shutdown(wait=False)


def leave_signals_to_the_main_thread() -> None:
    """Block SIGINT and SIGTERM on this thread, so the kernel delivers them to the main
    thread: one sent while this thread is inside a model load would otherwise not wake
    the main thread, blocked waiting for that load, until the load was over."""
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGTERM})


def merged(items: list[Any]) -> list[Any]:
    """Adjacent text (or reasoning) deltas as one: what a batch means to the client."""
    out: list[Any] = []
    for item in items:
        last = out[-1] if out else None
        if type(item) in (TextDelta, ReasoningDelta) and type(last) is type(item):
            out[-1] = type(item)(last.text + item.text)
        else:
            out.append(item)
    return out
