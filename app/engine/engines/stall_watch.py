"""The stall clock of one generation: how long its consumer has waited for the next delta.

A per-delta `asyncio.timeout` arms and cancels a timer handle and enters and leaves a
context for every chunk, which made it the largest per-chunk cost of a relayed stream
(bench/relay_bench.py). This clock keeps one timer per stream instead: a delta only
records that the wait ended, and the timer, when it fires, either finds a wait that has
lasted the whole limit (and cancels the waiting task, as `asyncio.timeout` would) or
re-arms itself for the end of the current wait.

Time the consumer spends with a delta (writing it to a slow client, a keep turn) is never
counted: the clock runs only between `waiting()` and `got()`.
"""

from __future__ import annotations

import asyncio


class StallWatch:
    """Cancels the task that waits for a delta once it has waited `seconds`."""

    __slots__ = ("_cancelling", "_handle", "_loop", "_since", "_task", "expired", "seconds")

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.expired = False
        self._loop = asyncio.get_running_loop()
        self._since: float | None = None
        self._task: asyncio.Task[object] | None = None
        self._cancelling = 0
        self._handle: asyncio.TimerHandle | None = None

    def waiting(self) -> None:
        """The consumer now awaits the next delta."""
        task = asyncio.current_task()
        if task is not self._task:
            self._task = task
            self._cancelling = task.cancelling() if task is not None else 0
        self._since = self._loop.time()
        if self._handle is None:
            self._handle = self._loop.call_at(self._since + self.seconds, self._check)

    def got(self) -> None:
        """The delta came (or the stream ended): the wait is over."""
        self._since = None

    def stalled(self) -> bool:
        """After a CancelledError during the wait: whether it was this clock's. Takes
        back the clock's own cancel, so a cancel from elsewhere still propagates."""
        if not self.expired or self._task is None:
            return False
        return self._task.uncancel() <= self._cancelling

    def close(self) -> None:
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None

    def _check(self) -> None:
        self._handle = None
        since = self._since
        if since is None:  # between waits: the next wait re-arms
            return
        if self._loop.time() - since >= self.seconds and self._task is not None:
            self.expired = True
            self._task.cancel()
            return
        self._handle = self._loop.call_at(since + self.seconds, self._check)
