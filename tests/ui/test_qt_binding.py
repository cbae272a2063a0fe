"""The Qt binding keeps its references to None and True (the `none_dealloc` on quit).

PySide6 6.12.0's abi3 wheels were built against 3.12+ headers, where None and True are
immortal and `Py_RETURN_NONE` takes no reference. On 3.11 each void Qt call (a timer's
`start`, a scroll bar's `setValue`, qasync's `killTimer` after every callback) then drops
one reference to None, and each signal emit one to True. A long stream makes tens of
thousands of such calls, and on quit the collector frees None: "Fatal Python error:
none_dealloc". pyproject.toml keeps such a wheel off 3.11; this test fails at once if one
is installed again.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, QTimer, Signal

CALLS = 2000


class _Pinger(QObject):
    pinged = Signal()


def test_void_qt_calls_and_emits_keep_none_and_true_alive(qapp) -> None:  # type: ignore[no-untyped-def]
    timer = QTimer()
    pinger = _Pinger()
    pinger.pinged.connect(timer.isActive)
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(CALLS):
        timer.setInterval(30)
        pinger.pinged.emit()
    # Other threads may move the counts a little; a broken wheel loses one per call.
    assert sys.getrefcount(None) > none_before - CALLS // 2, "void Qt calls drop None"
    assert sys.getrefcount(True) > true_before - CALLS // 2, "signal emits drop True"
