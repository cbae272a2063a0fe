"""A start the person gave up on: Quit in the loading window, Ctrl+C or SIGTERM while
`tandem serve` starts.

The start's steps block (a model load, the llama.cpp probe's children), so they cannot be
cancelled like a task. Instead the quit sets this flag, which the steps read between
steps and between probe candidates, and kills the probe child that runs now, so the start
ends within moments instead of after the whole probe and model load.

A probe child stopped from outside instead (`kill`, the OOM killer) ends the start too,
as ProbeInterrupted: it says nothing about llama.cpp, so nothing is recorded.
"""

from __future__ import annotations

import subprocess
import threading
from collections.abc import Iterator
from contextlib import contextmanager

from app.engine.engines.base import EngineError


class Abandoned(Exception):
    """The start was given up; nothing it found is kept."""


class ProbeInterrupted(EngineError):
    """A probe child was stopped from outside before it could tell; nothing is kept."""


class Abandon:
    """Asked from the loop or a signal handler, read on the thread that runs the start."""

    def __init__(self) -> None:
        self._asked = threading.Event()
        self._child: subprocess.Popen[str] | None = None

    @property
    def asked(self) -> bool:
        return self._asked.is_set()

    def ask(self) -> None:
        """Give the start up; safe in a signal handler (no lock to wait on)."""
        self._asked.set()
        child = self._child
        if child is not None:
            child.kill()

    def check(self) -> None:
        if self.asked:
            raise Abandoned

    @contextmanager
    def killing(self, child: subprocess.Popen[str]) -> Iterator[None]:
        """While this block runs, `ask` kills `child` (at once, if it was asked already).

        The child is set before the flag is read and `ask` sets the flag before it reads
        the child, so whichever comes second sees the other: no kill is missed."""
        self._child = child
        try:
            if self.asked:
                child.kill()
            yield
        finally:
            self._child = None
