"""`tandem serve`: the headless server, exactly as DESIGN.md's CLI contract says.

Once serving, stdout gets one line, `listening on http://HOST:PORT`, and nothing else; logs
go to stderr. SIGINT and SIGTERM stop it with exit code 0.
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

if TYPE_CHECKING:
    from app.memory.service import NotesService

log = logging.getLogger("tandem.serve")


async def serve(
    options: ServeOptions, engines: Sequence[Engine], notes: NotesService | None = None
) -> int:
    config = options.config
    try:
        _, server = await start_app(options, engines, notes)
    except OSError as exc:
        say_failure("tandem serve", listen_error(exc, config))
        return 1
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    print(f"listening on {server.url}", flush=True)
    try:
        await stop.wait()
    finally:
        log.info("shutting down")
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.remove_signal_handler(sig)
        # Cancels open handlers (their generators close, setting the engines' stop flags),
        # then closes the engines, whose worker pools shut down without waiting.
        await server.stop()
    return 0


def run_serve(args: argparse.Namespace) -> int:
    def run(options: ServeOptions, engines: list[Engine], notes: NotesService) -> int:
        try:
            return asyncio.run(serve(options, engines, notes))
        except KeyboardInterrupt:
            return 0

    return start_up(args, "tandem serve", run)
