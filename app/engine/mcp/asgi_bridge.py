"""One aiohttp request handed to an ASGI app on the same loop, and its answer streamed back.

The MCP SDK's streamable-HTTP transport is an ASGI app; Tandem's server is aiohttp on the
one loop the window shares (DESIGN: Runtime; docs/ARCHITECTURE.md#the-running-core), so a
second server (uvicorn) or a second loop is out. ASGI is only three callables, so the SDK's
own transport (sessions, SSE, protocol versions) runs inside an aiohttp handler, and nothing
of the protocol is written twice.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

from aiohttp import web

Message = MutableMapping[str, Any]
AsgiApp = Callable[[MutableMapping[str, Any], Callable[[], Awaitable[Message]],
                    Callable[[Message], Awaitable[None]]], Awaitable[None]]


def _scope(request: web.Request, extra: dict[str, Any]) -> dict[str, Any]:
    peer = request.transport.get_extra_info("peername") if request.transport else None
    sock = request.transport.get_extra_info("sockname") if request.transport else None
    return {
        "type": "http", "asgi": {"version": "3.0", "spec_version": "2.3"},
        "http_version": f"{request.version.major}.{request.version.minor}",
        "method": request.method, "scheme": request.scheme, "path": request.path,
        "raw_path": request.raw_path.split("?", 1)[0].encode("latin-1"),
        "query_string": request.query_string.encode("latin-1"), "root_path": "",
        "headers": [(k.lower(), v) for k, v in request.raw_headers],
        "client": tuple(peer[:2]) if isinstance(peer, tuple) else None,
        "server": tuple(sock[:2]) if isinstance(sock, tuple) else None,
        "state": {}, **extra,
    }


async def serve_asgi(app: AsgiApp, request: web.Request, body: bytes,
                     extra_scope: dict[str, Any]) -> web.StreamResponse:
    """Run `app` for `request` (whose `body` was already read) and stream its answer.

    The body goes in as one message; after it, `receive` waits until aiohttp cancels the
    handler (the client went away), which is how an ASGI app learns of a disconnect."""
    given = False
    response: web.StreamResponse | None = None

    async def receive() -> Message:
        nonlocal given
        if not given:
            given = True
            return {"type": "http.request", "body": body, "more_body": False}
        await asyncio.Event().wait()  # until the handler is cancelled
        return {"type": "http.disconnect"}

    async def send(message: Message) -> None:
        nonlocal response
        if message["type"] == "http.response.start":
            response = web.StreamResponse(status=message["status"])
            for name, value in message.get("headers", ()):
                response.headers.add(name.decode("latin-1"), value.decode("latin-1"))
            await response.prepare(request)
        elif message["type"] == "http.response.body" and response is not None:
            chunk = message.get("body", b"")
            if chunk:
                await response.write(chunk)
            if not message.get("more_body", False):
                await response.write_eof()

    await app(_scope(request, extra_scope), receive, send)
    if response is None:  # the app ended without answering: a bug on its side
        raise web.HTTPInternalServerError()
    return response
