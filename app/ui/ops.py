"""The one way the window runs a service call: off the GUI thread, results back on it.

Anki's `CollectionOp` shape: `Op(parent, fn).success(cb).failure(cb).run()`. `fn` runs in
a worker thread (`asyncio.to_thread` on the qasync loop, which is the Qt loop), so a slow
disk never freezes the window; the callbacks run on the GUI thread. Never touch a widget
inside `fn`: Qt widgets belong to the GUI thread and touching them elsewhere crashes at
random. A parent destroyed while `fn` ran gets no callback.

`launch(parent, coro)` is the same helper for a view's own coroutines (a slot that awaits
a dialog, then runs an Op): the task is kept and cancelled with its parent like an Op's.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from typing import Any, Generic, TypeVar

import shiboken6
from PySide6.QtCore import QObject

log = logging.getLogger("tandem.ui")

T = TypeVar("T")


class _Keeper(QObject):
    """Holds the parent's running ops so none is garbage-collected mid-flight (asyncio keeps
    only weak references to tasks), and cancels them when the parent goes away."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.setObjectName("tandem-op-keeper")
        self.tasks: set[asyncio.Task[None]] = set()
        self.destroyed.connect(self._cancel_all)

    def _cancel_all(self) -> None:
        for task in list(self.tasks):
            task.cancel()

    @classmethod
    def of(cls, parent: QObject) -> _Keeper:
        keeper = parent.findChild(cls, "tandem-op-keeper")
        return keeper if keeper is not None else cls(parent)


def app_loop() -> asyncio.AbstractEventLoop:
    """The running loop; else the loop set for this thread, which runs the task when it
    runs next. qasync delivers Qt events once more after a `run_until_complete` has
    stopped the loop, and a slot called then must not fail for want of a running loop."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.get_event_loop_policy().get_event_loop()


def launch(parent: QObject, coro: Coroutine[Any, Any, None]) -> asyncio.Task[None]:
    """Run `coro` as a task on the app's loop, kept alive and cancelled with `parent`; the
    returned task may be awaited (tests) or ignored (slots)."""
    task = app_loop().create_task(coro)
    keeper = _Keeper.of(parent)
    keeper.tasks.add(task)
    task.add_done_callback(keeper.tasks.discard)
    task.add_done_callback(_log_failure)
    return task


def _log_failure(task: asyncio.Task[None]) -> None:
    if not task.cancelled() and (exc := task.exception()) is not None:
        # The type only: a message may quote a note's title, which is never logged.
        log.error("a window task failed: %s", type(exc).__name__)


class Op(Generic[T]):
    """One background call of a service; see the module docstring."""

    def __init__(self, parent: QObject, fn: Callable[[], T]) -> None:
        self._parent = parent
        self._fn = fn
        self._on_success: Callable[[T], None] | None = None
        self._on_failure: Callable[[Exception], None] | None = None

    def success(self, callback: Callable[[T], None]) -> Op[T]:
        self._on_success = callback
        return self

    def failure(self, callback: Callable[[Exception], None]) -> Op[T]:
        self._on_failure = callback
        return self

    def run(self) -> asyncio.Task[None]:
        """Start now; the returned task may be awaited (tests) or ignored (views)."""
        return launch(self._parent, self._go())

    async def _go(self) -> None:
        try:
            result = await asyncio.to_thread(self._fn)
        except Exception as exc:
            if not shiboken6.isValid(self._parent):
                return
            if self._on_failure is None:
                # The type only: a message may quote a note's title, which is never logged.
                log.error("a background operation failed: %s", type(exc).__name__)
            else:
                self._on_failure(exc)
            return
        if self._on_success is not None and shiboken6.isValid(self._parent):
            self._on_success(result)
