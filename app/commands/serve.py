"""`tandem serve`: the headless server, exactly as DESIGN.md's CLI contract says
(docs/ARCHITECTURE.md#contracts).

Once serving, stdout gets one line, `listening on http://HOST:PORT`, and nothing else; logs
go to stderr. SIGINT and SIGTERM stop it with exit code 0, within seconds whatever runs:
the cleanup has a budget, and busy threads are not waited for (app/process_exit.py).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
from collections.abc import Sequence
from typing import TYPE_CHECKING

from app.engine.engines.base import Engine
from app.engine.startup import ServeOptions, listen_error, say_failure, start_app, start_up
from app.process_exit import CLOSE_BUDGET_S, ExitGuard, cancel_leftovers

if TYPE_CHECKING:
    from app.memory.service import NotesService

log = logging.getLogger("tandem.serve")


async def serve(
    options: ServeOptions, engines: Sequence[Engine], notes: NotesService | None = None,
    guard: ExitGuard | None = None,
) -> int:
    config = options.config
    try:
        _, server = await start_app(options, engines, notes)
    except OSError as exc:
        say_failure("tandem serve", listen_error(exc, config))
        return 1
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()

    def quit_now() -> None:
        if guard is not None:
            guard.arm()
        stop.set()

    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, quit_now)
    print(f"listening on {server.url}", flush=True)
    try:
        await stop.wait()
    finally:
        log.info("shutting down")
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.remove_signal_handler(sig)
        # Cancels open handlers (their generators close, setting the engines' stop flags),
        # then closes the engines, whose worker pools shut down without waiting.
        try:
            await asyncio.wait_for(server.stop(), CLOSE_BUDGET_S)
        except TimeoutError:
            log.warning("the server did not close within %g s; leaving it", CLOSE_BUDGET_S)
    return 0


def run_serve(args: argparse.Namespace) -> int:
    guard = ExitGuard()

    def run(options: ServeOptions, engines: list[Engine], notes: NotesService) -> int:
        loop = asyncio.new_event_loop()
        try:
            return loop.run_until_complete(serve(options, engines, notes, guard))
        except KeyboardInterrupt:
            return 0
        finally:
            cancel_leftovers(loop)
            loop.close()  # its default executor shuts down without waiting

    return guard.leave(start_up(args, "tandem serve", run))

