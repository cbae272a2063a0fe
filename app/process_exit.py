"""Quit always ends the process: a deadline from the moment quitting starts, and an exit
that does not wait for threads still busy.

The clean path (stop flags, cancelled tasks, the server's cleanup, the engines closed)
ends almost every quit within a second. Two things could still hold the process after
it: Python joins every non-daemon thread at exit, so a worker thread inside a model load
or a long llama.cpp batch keeps it alive until that returns; and a cleanup step may wait
on something that never answers, or a loop wedged by a bug may never run the cleanup.
`ExitGuard.leave` ends the process at once when threads it did not find at the start are
still running, and `arm` starts a deadline after which the process ends whatever it was
doing. Nothing is lost either way: notes are written atomically, sqlite keeps a WAL.
"""

from __future__ import annotations

import asyncio
import logging
import os
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from contextlib import suppress

log = logging.getLogger("tandem.quit")

QUIT_DEADLINE_S = 5.0
"""From the quit's start to the forced end; the clean path takes a second or less."""
TASKS_BUDGET_S = 1.0
"""What the tasks left on the loop get to end once cancelled."""
CLOSE_BUDGET_S = 1.5
"""What the cleanup after the loop may take (the server's, the engines', the start's)."""
JOIN_S = 0.5
"""How long `leave` lets threads of ours finish before it stops waiting for them."""


def end_now(status: int) -> None:
    """Flush what was said and end the process without joining any thread."""
    for stream in (sys.stdout, sys.stderr):
        with suppress(OSError, ValueError):  # a closed pipe: nobody reads it any more
            stream.flush()
    logging.shutdown()
    os._exit(status)


class ExitGuard:
    """Made when a command starts serving; `arm` when it starts quitting, `leave` last."""

    def __init__(self) -> None:
        self._before = frozenset(threading.enumerate())
        self._armed = threading.Event()
        self._left = threading.Event()

    def arm(self, status: int = 0) -> None:
        """Start the deadline (once; safe from a signal handler: it takes no lock a
        handler could already hold)."""
        if self._armed.is_set():
            return
        self._armed.set()
        threading.Thread(target=self._deadline, args=(status,), daemon=True,
                         name="tandem-quit-deadline").start()

    def _deadline(self, status: int) -> None:
        if not self._left.wait(QUIT_DEADLINE_S):
            log.warning("still closing %g s after the quit; ending now", QUIT_DEADLINE_S)
            end_now(status)

    def stragglers(self) -> list[threading.Thread]:
        """Threads that joined the process since it started and would hold its exit."""
        return [t for t in threading.enumerate()
                if t not in self._before and not t.daemon and t.is_alive()
                and t is not threading.current_thread()]

    def leave(self, status: int) -> int:
        """`status`, once the threads started meanwhile have ended; if some are still busy
        after JOIN_S (a model load, a llama.cpp batch), the process ends here instead."""
        self._left.set()
        until = time.monotonic() + JOIN_S
        for thread in self.stragglers():
            thread.join(max(0.0, until - time.monotonic()))
        busy = self.stragglers()
        if busy:
            log.info("not waiting for %s", ", ".join(sorted(t.name for t in busy)))
            end_now(status)
        return status


def cancel_leftovers(loop: asyncio.AbstractEventLoop) -> None:
    """Cancel the tasks still on `loop` and give them TASKS_BUDGET_S to end: unlike
    `asyncio.run`'s own clean-up, a task that ignores its cancellation never holds the
    exit."""
    tasks = [t for t in asyncio.all_tasks(loop) if not t.done()]
    for task in tasks:
        task.cancel()
    if tasks:
        loop.run_until_complete(asyncio.wait(tasks, timeout=TASKS_BUDGET_S))


class NoWaitExecutor(ThreadPoolExecutor):
    """A default executor whose shutdown never waits: a loop's `close` joins its default
    executor, and a thread of it may be in a model load or a slow disk for a while.
    Its threads are ordinary ones, so `ExitGuard.leave` sees the busy ones."""

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        super().shutdown(wait=False, cancel_futures=True)
