"""First come, first served access to an engine, and an engine wrapper that enforces it.

A local engine generates one request at a time. Without a queue, concurrent requests
race for its worker thread and a late one can overtake an early one; with an
`asyncio.Lock` the order is not promised either. `EngineQueue` hands its slots over in
arrival order, knows each waiter's position (for /health and the log), and forgets a
waiter whose client went away.

`QueuedEngine` puts the queue in front of every generation, so the conductor's
background writer waits its turn like any client request instead of bypassing the line.
It also ends a generation that stalls: one whose engine yields nothing for
`stall_seconds` once its turn began. The clock starts with the turn, so time spent in
line is never a stall, however long the request ahead of it runs.

A request may watch its place in line (`QUEUE_WATCH`): the window shows "waiting
(position N)" from it. It is a side channel, never a delta, so no client's answer and no
stored prefix ever contains it.
"""

from __future__ import annotations

import asyncio
import logging
from collections import deque
from collections.abc import AsyncIterator, Callable
from contextlib import aclosing, asynccontextmanager
from contextvars import ContextVar
from dataclasses import dataclass

from app.engine.engines.base import (
    Capabilities,
    Delta,
    Engine,
    EngineError,
    GenerationRequest,
    ModelInfo,
)
from app.engine.engines.stall_watch import StallWatch

log = logging.getLogger("tandem.queue")

REQUEST_LABEL: ContextVar[str] = ContextVar("tandem_request_label", default="-")
"""The request id the current task serves; the queue logs waiters by it."""

Watch = Callable[[int], None]
QUEUE_WATCH: ContextVar[Watch | None] = ContextVar("tandem_queue_watch", default=None)
"""Told the current request's place in line: N (from 1) while it waits, and whenever that
changes; 0 once its turn begins."""


class EngineStalled(EngineError):
    """The engine produced nothing for `stall_seconds` after the request's turn began."""

    def __init__(self, engine: str, seconds: float) -> None:
        super().__init__(f"the engine {engine} produced nothing for {seconds:g} s, so the "
                         "request was ended", status=504, code="engine_stalled")


@dataclass(slots=True)
class _Waiter:
    label: str
    future: asyncio.Future[None]
    watch: Watch | None = None


class EngineQueue:
    """A FIFO of `slots` concurrent turns; a released slot goes to the oldest waiter."""

    def __init__(self, name: str, slots: int = 1) -> None:
        if slots < 1:
            raise ValueError("an engine queue needs at least one slot")
        self.name = name
        self.slots = slots
        self._active = 0
        self._waiters: deque[_Waiter] = deque()

    @property
    def busy(self) -> bool:
        return self._active > 0

    @property
    def queued(self) -> int:
        return len(self._waiters)

    def waiting(self) -> list[str]:
        """Labels of the waiting requests, first in line first."""
        return [w.label for w in self._waiters]

    @asynccontextmanager
    async def turn(self, label: str | None = None) -> AsyncIterator[None]:
        label = label or REQUEST_LABEL.get()
        watch = QUEUE_WATCH.get()
        if self._active < self.slots and not self._waiters:
            self._active += 1
        else:
            await self._wait(label, watch)
        _tell(watch, 0)
        try:
            yield
        finally:
            self._release()

    async def _wait(self, label: str, watch: Watch | None) -> None:
        waiter = _Waiter(label, asyncio.get_running_loop().create_future(), watch)
        self._waiters.append(waiter)
        log.info("request %s queued at position %d for %s", label, len(self._waiters), self.name)
        _tell(watch, len(self._waiters))
        try:
            await waiter.future
        except asyncio.CancelledError:
            if waiter in self._waiters:
                self._waiters.remove(waiter)
                self._tell_places()
            elif waiter.future.done() and not waiter.future.cancelled():
                # The slot was handed to us just as we were cancelled: pass it on.
                self._release()
            raise

    def _release(self) -> None:
        while self._waiters:
            waiter = self._waiters.popleft()
            if not waiter.future.done():
                waiter.future.set_result(None)  # the slot moves over; _active is unchanged
                self._tell_places()
                return
        self._active -= 1

    def _tell_places(self) -> None:
        """Every watching waiter's new place, after the line moved."""
        for place, waiter in enumerate(self._waiters, 1):
            _tell(waiter.watch, place)


def _tell(watch: Watch | None, place: int) -> None:
    """A watcher's failure (a window closing meanwhile) is logged, never raised: the line
    must move on for every other request."""
    if watch is None:
        return
    try:
        watch(place)
    except Exception:
        log.exception("a queue watcher failed")


class QueuedEngine:
    """An `Engine` whose generations and `p_yes` calls wait their turn in an `EngineQueue`,
    and whose generations end with EngineStalled after `stall_seconds` without a delta
    (None: never)."""

    def __init__(self, inner: Engine, queue: EngineQueue,
                 stall_seconds: float | None = None) -> None:
        self.inner = inner
        self.queue = queue
        self.stall_seconds = stall_seconds
        self.name: str = inner.name
        self.capabilities: Capabilities = inner.capabilities

    @property
    def parameters(self) -> int | None:
        """Read each time: an engine that switches models changes it."""
        return self.inner.parameters

    def parameters_of(self, model: str) -> int | None:
        """The size of `model` where the engine serves several (models/switching.py)."""
        sized = getattr(self.inner, "parameters_of", None)
        return sized(model) if sized is not None else self.inner.parameters

    async def list_models(self) -> list[ModelInfo]:
        return await self.inner.list_models()

    def owns(self, model: str) -> bool:
        return self.inner.owns(model)

    async def generate(self, req: GenerationRequest) -> AsyncIterator[Delta]:
        async with self.queue.turn():
            # An engine that loads the requested model first (models/switching.py) does
            # so before the stall clock starts: a big model's load is not a stall.
            prepare = getattr(self.inner, "prepare", None)
            if prepare is not None:
                await prepare(req.model)
            async with aclosing(self.inner.generate(req)) as deltas:
                if self.stall_seconds is None:
                    async for d in deltas:
                        yield d
                    return
                watch = StallWatch(self.stall_seconds)
                try:
                    it = aiter(deltas)
                    while True:
                        watch.waiting()
                        try:
                            d = await anext(it)
                        except StopAsyncIteration:
                            return
                        except asyncio.CancelledError:
                            if not watch.stalled():
                                raise
                            log.warning("request %s stalled on %s", REQUEST_LABEL.get(),
                                        self.name)
                            raise EngineStalled(self.name, self.stall_seconds) from None
                        watch.got()
                        yield d
                finally:
                    watch.close()

    async def count_tokens(self, text: str) -> int:
        return await self.inner.count_tokens(text)

    def special_token(self, text: str) -> int | None:
        return self.inner.special_token(text)

    async def p_yes(self, prompt: str) -> float:
        async with self.queue.turn():
            return await self.inner.p_yes(prompt)

    async def close(self) -> None:
        await self.inner.close()
