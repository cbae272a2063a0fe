"""`tandem` with a screen: the composition root that puts the window, the loop and the
start together in one process.

qasync makes the Qt event loop the asyncio loop, so the aiohttp server, the engines'
streams and the window's background ops all run where the widgets live. The window shows
first; the boot (app/ui/boot.py) is imported and started behind it, so the engine's modules
load while the window already paints. When the Qt loop returns, the views stop their
streams, every task left is cancelled, and the server is stopped by running the loop once
more until `runner.cleanup()` is done. Each of those steps has a budget, a quit starts a
deadline, and a thread still busy (a model load, a llama.cpp batch) is not waited for
(app/process_exit.py): the process always ends.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys

import qasync
from PySide6.QtWidgets import QApplication

from app.logs import setup_logging
from app.process_exit import CLOSE_BUDGET_S, ExitGuard, NoWaitExecutor, cancel_leftovers
from app.ui.restart import RestartRequest
from app.ui.window import MainWindow

log = logging.getLogger("tandem.ui")

def _on_signals(loop: asyncio.AbstractEventLoop, window: MainWindow,
                guard: ExitGuard) -> None:
    """Ctrl+C or SIGTERM closes the window like the Quit action (then the usual exit);
    the deadline starts even if the window can no longer close."""

    def quit_now() -> None:
        guard.arm()
        window.quit()

    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, quit_now)
        except (NotImplementedError, RuntimeError):  # Windows has no add_signal_handler
            signal.signal(sig, lambda *_: quit_now())


def run_window(args: argparse.Namespace) -> int:
    """The GUI entry point (`tandem`); the return value is the exit status. A restart the
    person asked for happens here, once the loop, the server and the notes are closed."""
    setup_logging()
    guard = ExitGuard()
    qapp = QApplication.instance() or QApplication(sys.argv[:1])
    qapp.setApplicationName("Tandem")
    qapp.setQuitOnLastWindowClosed(True)
    loop = qasync.QEventLoop(qapp)
    # qasync's own executor joins its threads on close: a model load would hold the exit.
    loop.set_default_executor(NoWaitExecutor(thread_name_prefix="tandem-ui"))
    asyncio.set_event_loop(loop)
    restart = RestartRequest()
    try:
        status = _run_on_qt_loop(loop, args, restart, guard)
    finally:
        loop.close()
        asyncio.set_event_loop(None)
    restart.exec_if_asked()
    return guard.leave(status)


def _run_on_qt_loop(loop: qasync.QEventLoop, args: argparse.Namespace,
                    restart: RestartRequest, guard: ExitGuard) -> int:
    """The window at once, the start behind it; non-zero when the start failed."""
    window = MainWindow(None, restart=restart)
    window.show()
    QApplication.processEvents()  # painted now, not when the loop first runs
    log.info("window shown")
    _on_signals(loop, window, guard)
    from app.ui.boot import Boot  # the engine's modules: after the window shows

    boot = Boot(window, args)
    window.quitting.connect(lambda: guard.arm(boot.exit_status))
    loop.create_task(boot.run())
    try:
        loop.run_forever()
    finally:
        log.info("shutting down")
        guard.arm(boot.exit_status)  # the loop ended some other way (the last window)
        window.shutdown()
        cancel_leftovers(loop)
        try:
            loop.run_until_complete(
                asyncio.wait_for(boot.close(wait_for_step=False), CLOSE_BUDGET_S))
        except TimeoutError:
            log.warning("the server did not close within %g s; leaving it", CLOSE_BUDGET_S)
    return boot.exit_status
