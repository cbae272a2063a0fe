"""A tiny in-process event bus for note changes.

The Notes tab, the tray and the chat window each subscribe; none of them knows about the
others and none polls the files. Callbacks run on the thread that made the change, after
the change is on disk, so a UI must hop to its own thread before touching widgets.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Generic, TypeVar

log = logging.getLogger("tandem.memory")
T = TypeVar("T")


class EventBus(Generic[T]):
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._subscribers: list[Callable[[T], None]] = []

    def subscribe(self, callback: Callable[[T], None]) -> Callable[[], None]:
        """Register a callback; the returned function unsubscribes it."""
        with self._lock:
            self._subscribers.append(callback)

        def unsubscribe() -> None:
            with self._lock:
                if callback in self._subscribers:
                    self._subscribers.remove(callback)

        return unsubscribe

    def publish(self, event: T) -> None:
        """A failing subscriber is logged and skipped; it never undoes the change."""
        with self._lock:
            subscribers = list(self._subscribers)
        for callback in subscribers:
            try:
                callback(event)
            except Exception:
                log.exception("a notes subscriber failed")
