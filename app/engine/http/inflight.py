"""The requests being handled now, so that a quit ends them at once.

aiohttp's own shutdown waits `shutdown_timeout` for each open handler to finish, then as
long again after asking it to stop, and only then cancels it: a request in flight to a
backend that never answers (or a long prefill) held every quit for two seconds or more.
DESIGN's order (docs/ARCHITECTURE.md#the-running-core) is the other way round: stop the
flags, cancel the tasks, then `runner.cleanup()`. The middleware keeps each handler's task;
`cancel_inflight` cancels them all (their generators close, setting the engines' stop flags)
and waits briefly.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

from aiohttp import web

INFLIGHT: web.AppKey[set[asyncio.Task[object]]] = web.AppKey("tandem_inflight", set)

CANCEL_WAIT_S = 1.0
"""How long the cancelled handlers get to unwind before the cleanup goes on without them."""


@web.middleware
async def track_inflight(
    request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
) -> web.StreamResponse:
    task = asyncio.current_task()
    tasks = request.app[INFLIGHT]
    if task is not None:
        tasks.add(task)
    try:
        return await handler(request)
    finally:
        tasks.discard(task)  # type: ignore[arg-type]


async def cancel_inflight(app: web.Application) -> None:
    tasks = [t for t in app.get(INFLIGHT, ()) if not t.done()]
    for task in tasks:
        task.cancel()
    if tasks:
        await asyncio.wait(tasks, timeout=CANCEL_WAIT_S)
