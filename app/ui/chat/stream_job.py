"""A generator worker in napari's shape: `yielded`, `finished`, `errored`, and `quit()`.

The answer is an async generator of deltas; the job iterates it on the loop (the Qt loop,
under qasync), hands each delta to the view, and `quit()` cancels the task, which closes
the generator (`aclosing`), which closes every layer below it down to the engine's stop
flag. The view never holds the generator itself.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from contextlib import aclosing
from typing import Generic, TypeVar

T = TypeVar("T")


class StreamJob(Generic[T]):
    def __init__(
        self,
        stream: AsyncIterator[T],
        yielded: Callable[[T], None],
        finished: Callable[[bool], None],
        errored: Callable[[Exception], None],
    ) -> None:
        """`finished(stopped)` runs last in every case, after `errored` if that ran."""
        self._stream = stream
        self._yielded = yielded
        self._finished = finished
        self._errored = errored
        self._task: asyncio.Task[None] | None = None
        self.stopped = False

    def start(self) -> asyncio.Task[None]:
        self._task = asyncio.get_running_loop().create_task(self._run())
        return self._task

    @property
    def running(self) -> bool:
        return self._task is not None and not self._task.done()

    def quit(self) -> None:
        if self.running and self._task is not None:
            self.stopped = True
            self._task.cancel()

    async def _run(self) -> None:
        try:
            async with aclosing(self._stream) as stream:  # type: ignore[type-var]
                async for item in stream:
                    self._yielded(item)
        except asyncio.CancelledError:
            self.stopped = True
        except Exception as exc:
            self._errored(exc)
        finally:
            self._finished(self.stopped)
