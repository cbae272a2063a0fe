"""What the README's screenshot scripts share: a Qt application on a qasync loop that runs
one drawing coroutine, and a grab taken once the widget has been laid out and painted."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

import qasync
from PySide6.QtWidgets import QApplication, QWidget


async def settle(rounds: int = 20) -> None:
    """Turn both loops a while: layouts, paints and deferred deletes happen in between."""
    for _ in range(rounds):
        QApplication.processEvents()
        await asyncio.sleep(0.02)


async def shoot(widget: QWidget, out: Path) -> None:
    """Show `widget`, let it settle, and save what it draws into `out`."""
    widget.show()
    await settle()
    widget.grab().save(str(out))


def run(draw: Callable[[Path], Coroutine[Any, Any, None]], default_out: str) -> int:
    """The script's main: `draw` into the PNG named on the command line (or the README's)."""
    out = Path(sys.argv[1] if len(sys.argv) > 1 else default_out)
    qapp = QApplication.instance() or QApplication(sys.argv[:1])
    qapp.setQuitOnLastWindowClosed(False)  # a window may go before the loop ends
    loop = qasync.QEventLoop(qapp)
    asyncio.set_event_loop(loop)
    with loop:
        loop.run_until_complete(draw(out))
    print(f"wrote {out}")
    return 0
