"""Stopping llama.cpp inside a batch, not only between batches.

The stop flag is checked between tokens and between prefill batches, but one batch of a
long prompt on a big model runs for seconds, and a quit, a Stop or a disconnected client
would wait for it. llama.cpp asks an abort callback between the nodes of every graph it
computes; a callback that returns true makes `llama_decode` give up and return 2.

The callback runs on ggml's compute thread once per node, hundreds of times a token. A
Python callback would take the GIL each time (and wait out the loop thread's switch
interval when the window is busy), so the callback is libc's own `strlen` over a two-byte
buffer: 0 while the job runs, 1 once its stop flag is set. No Python runs in llama.cpp's
hot loop, and the answer is exactly 0 or 1 whatever the platform's `bool` convention.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager

import llama_cpp

ABORTED = 2
"""What `llama_decode` returns when the abort callback stopped it."""


def _strlen() -> ctypes._CFuncPtr:
    libc = ctypes.cdll.msvcrt if sys.platform == "win32" else ctypes.CDLL(None)
    return libc.strlen


class AbortableStop(threading.Event):
    """A job's stop flag that llama.cpp reads too: setting it sets the byte its callback
    reads. One per job, so a late `set` of an old job never reaches the next one."""

    def __init__(self) -> None:
        super().__init__()
        self.byte = ctypes.create_string_buffer(2)

    def set(self) -> None:
        self.byte[0] = b"\x01"
        super().set()


class AbortHook:
    """Points a llama.cpp context's abort callback at the stop flag of the job that runs.

    Used only on the engine's worker thread, the one thread that computes on `ctx`."""

    def __init__(self, ctx: llama_cpp.llama_context_p) -> None:
        self._ctx = ctx
        self._callback = ctypes.cast(_strlen(), llama_cpp.ggml_abort_callback)
        self._never = ctypes.create_string_buffer(2)  # stays 0: nothing aborts
        self._point(self._never)

    def _point(self, byte: ctypes.Array[ctypes.c_char]) -> None:
        llama_cpp.llama_set_abort_callback(self._ctx, self._callback,
                                           ctypes.cast(byte, ctypes.c_void_p))

    @contextmanager
    def watching(self, stop: threading.Event) -> Iterator[None]:
        """While the block runs, llama.cpp stops mid-batch once `stop` is set (when it is
        an AbortableStop; any other event is only checked between batches)."""
        if not isinstance(stop, AbortableStop):
            yield
            return
        self._point(stop.byte)
        try:
            yield
        finally:
            self._point(self._never)
