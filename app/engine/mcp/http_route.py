"""`/mcp`: the notes' MCP server as streamable HTTP, on Tandem's own aiohttp server and loop.

What this route adds in front of the SDK's transport, and why:

- **A key.** Every request needs `Authorization: Bearer <key>`; the key's label is the
  user whose notes it touches. Without one there is no user to speak for (401).
- **The admin rule.** Once an admin password is set, a request that reads notes (the
  read tools, the resources) also needs it, in `X-Tandem-Admin: Basic …` (user `admin`),
  as the notes routes need it in `Authorization`; a `remember` needs only the key, like
  the model's own writes.
- **Origin.** A browser page must not reach the notes through a person's loopback port
  (the MCP spec's DNS-rebinding warning): a request whose `Origin` is neither a loopback
  host nor the address the connection reached gets 403.
- **A session.** Each connection is one notes session (the 20-notes cap): the SDK's
  `Mcp-Session-Id` for a handshake-era client; a 2026-07-28 client has no connection, so
  its `X-Tandem-Session` (or `X-Session-Id`) names one, else it is one a key a UTC day.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import hashlib
import json
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any
from urllib.parse import urlsplit

from aiohttp import web

from app.engine.access.admin_gate import AdminGate, Denied
from app.engine.access.users import UserResolver
from app.engine.http.errors import ApiError, error_body
from app.engine.http.tandem_headers import project_header, session_header
from app.engine.mcp.asgi_bridge import AsgiApp, serve_asgi
from app.engine.mcp.caller import READ_TOOLS, Caller
from app.memory.service import NotesService

PATH = "/mcp"
ADMIN_HEADER = "X-Tandem-Admin"
CALLER = "tandem.caller"
"""The ASGI scope key that carries the request's `Caller` to the tool handlers."""
READ_METHODS = frozenset({"resources/list", "resources/read", "resources/templates/list"})
LOOPBACK_HOSTS = frozenset({"127.0.0.1", "localhost", "::1"})


class Sessions:
    """The SDK's session manager, made and started on the first MCP request, so that
    `tandem serve` and the window do not pay for importing the SDK until a client asks;
    it runs in one task of its own (its task group must be entered and left by the same
    task) until the server stops."""

    def __init__(self, notes: NotesService) -> None:
        self._notes = notes
        self._app: AsgiApp | None = None
        self._task: asyncio.Task[None] | None = None
        self._stop = asyncio.Event()
        self._starting = asyncio.Lock()

    async def asgi(self) -> AsgiApp:
        async with self._starting:
            if self._app is None:
                self._app = await self._start()
        return self._app

    async def _start(self) -> AsgiApp:
        from mcp.server.streamable_http_manager import StreamableHTTPSessionManager

        from app.engine.mcp.notes_server import NotesTools

        tools = NotesTools(self._notes, lambda ctx: ctx.request.scope[CALLER])
        # JSON answers: the tools send no notifications, and every client reads JSON.
        manager = StreamableHTTPSessionManager(tools.server(), json_response=True)
        ready = asyncio.Event()

        async def run() -> None:
            async with manager.run():
                ready.set()
                await self._stop.wait()

        self._task = asyncio.create_task(run(), name="tandem-mcp-sessions")
        waiter = asyncio.create_task(ready.wait())
        await asyncio.wait({self._task, waiter}, return_when=asyncio.FIRST_COMPLETED)
        if self._task.done():
            waiter.cancel()
            self._task.result()  # it failed to start: say why
        return manager.handle_request

    async def close(self) -> None:
        self._stop.set()
        if self._task is not None:
            await self._task


SESSIONS: web.AppKey[Sessions] = web.AppKey("tandem_mcp", Sessions)


def add_mcp_route(app: web.Application, notes: NotesService, users: UserResolver,
                  gate: AdminGate) -> None:
    """Serve MCP at `/mcp` (POST, GET for a handshake-era event stream, DELETE)."""
    app[SESSIONS] = Sessions(notes)
    app.cleanup_ctx.append(_close_sessions)
    handler = _handler(users, gate)
    for method in ("POST", "GET", "DELETE"):
        app.router.add_route(method, PATH, handler)


async def _close_sessions(app: web.Application) -> AsyncIterator[None]:
    yield
    await app[SESSIONS].close()


def _handler(users: UserResolver, gate: AdminGate
             ) -> Callable[[web.Request], Awaitable[web.StreamResponse]]:
    async def handle(request: web.Request) -> web.StreamResponse:
        _check_origin(request)
        user = await users.key_label(request.headers.get("Authorization"))
        if user is None:
            raise ApiError(401, "/mcp needs an API key: Authorization: Bearer <key> "
                           "(create one with `tandem keys add LABEL`)",
                           code="invalid_api_key", type_="authentication_error")
        body = await request.read()
        if _reads_notes(body):
            denied = await gate.check(request.headers.get(ADMIN_HEADER), request.remote)
            if isinstance(denied, Denied):
                return _denied(denied)
        caller = Caller(user=user, session=_session(request, user),
                        project=project_header(request))
        asgi = await request.app[SESSIONS].asgi()
        return await serve_asgi(asgi, request, body, {CALLER: caller})

    return handle


def _check_origin(request: web.Request) -> None:
    origin = request.headers.get("Origin")
    if origin is None:
        return
    parts = urlsplit(origin)
    # The address the connection reached, never the Host header: a DNS-rebound page
    # sends its own name in both Host and Origin.
    sock = request.transport.get_extra_info("sockname") if request.transport else None
    own = sock[0] if isinstance(sock, tuple) else None
    host = parts.hostname or ""
    if parts.scheme in ("http", "https") and (host in LOOPBACK_HOSTS or host == own):
        return
    raise ApiError(403, f"Origin {origin!r} may not use /mcp: only this server's own "
                   "pages and local clients may", code="forbidden_origin", param="Origin",
                   type_="permission_error")


def _reads_notes(body: bytes) -> bool:
    """Whether a JSON-RPC body (one message or a batch) reads notes. A body that is not
    JSON reads nothing: the SDK answers it with a parse error. One nested past Python's
    recursion limit is refused here, before any parser fails on it."""
    try:
        parsed: Any = json.loads(body)
    except ValueError:
        return False
    except RecursionError:  # the SDK's own parser would fail the same way, as a 500
        raise ApiError(400, "the request body is nested too deeply", code="invalid_json"
                       ) from None
    for message in parsed if isinstance(parsed, list) else [parsed]:
        if not isinstance(message, dict):
            continue
        method, params = message.get("method"), message.get("params")
        if method in READ_METHODS:
            return True
        if method == "tools/call" and isinstance(params, dict) and params.get(
                "name") in READ_TOOLS:
            return True
    return False


def _denied(denied: Denied) -> web.Response:
    headers = {"WWW-Authenticate": 'Basic realm="tandem"'} if denied.status == 401 else {}
    if denied.retry_after is not None:
        headers["Retry-After"] = str(denied.retry_after)
    message = (f"reading notes over MCP needs the admin password ({ADMIN_HEADER}: Basic, "
               "user admin)" if denied.status == 401 else denied.message)
    return web.json_response(
        error_body(message, "authentication_error" if denied.status == 401 else
                   "invalid_request_error" if denied.status < 500 else "server_error",
                   denied.code, ADMIN_HEADER if denied.status == 401 else None),
        status=denied.status, headers=headers)


def _session(request: web.Request, user: str) -> str:
    """The notes session of this request's connection, as a safe folder name; hashed
    with the user, so one key can never write into another key's session."""
    named = session_header(request) or request.headers.get("Mcp-Session-Id")
    source = named or f"day {dt.datetime.now(dt.UTC).date().isoformat()}"
    return "mcp-" + hashlib.sha256(f"{user}\0{source}".encode()).hexdigest()[:16]
