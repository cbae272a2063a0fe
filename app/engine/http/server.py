"""The OpenAI-compatible HTTP server: routes over the core, and the start/stop helper.

Only HTTP concerns live here. A chat request goes: parse and check the body (`request`)
-> the engine the core picks -> a `RequestContext` from the headers (`context`) ->
`Tandem.chat`, where every rule of a turn lives (`app/engine/core.py`) -> SSE or JSON
(`responses`). Handlers hold no state of their own; the core sits on the application
under one typed key (`core_key`).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass

from aiohttp import hdrs, web

from app.engine.core import Tandem
from app.engine.engines.base import EngineError
from app.engine.engines.queue import REQUEST_LABEL
from app.engine.http.anthropic.errors import anthropic_error, is_messages_route
from app.engine.http.anthropic.routes import add_messages_routes
from app.engine.http.context import authorization, build_context
from app.engine.http.core_key import CORE
from app.engine.http.errors import ApiError, refusal_body
from app.engine.http.inflight import INFLIGHT, cancel_inflight, track_inflight
from app.engine.http.model_items import model_items
from app.engine.http.notes_routes import GATE, add_notes_routes
from app.engine.http.openapi import openapi_document
from app.engine.http.request import check_headers, flatten_content, parse_chat, parse_json
from app.engine.http.responses import stream_response, whole_response
from app.engine.http.script_route import memory_script_handler
from app.engine.mcp.http_route import add_mcp_route
from app.engine.refusal import Refused
from app.engine.turn import new_completion_id

log = logging.getLogger("tandem.server")

MAX_BODY = 64 * 2**20
"""Long histories and base64 images exceed aiohttp's 1 MiB default."""


def build_app(core: Tandem) -> web.Application:
    """The routes over `core`; the app runs the core (writer, sessions, engines) while it
    runs, and closes it on cleanup."""
    app = web.Application(middlewares=[track_inflight, error_middleware, check_headers],
                          client_max_size=MAX_BODY)
    app[INFLIGHT] = set()
    app[CORE] = core
    app.cleanup_ctx.append(_run_core)
    if core.notes is not None:
        app.router.add_post("/v1/memory", memory_script_handler(core, core.notes))
        add_notes_routes(app, core.notes, core.config)
        add_mcp_route(app, core.notes, core.users, app[GATE])
    app.router.add_get("/v1/models", list_models)
    app.router.add_get("/v1/models/{model:.+}", get_model)
    app.router.add_post("/v1/chat/completions", chat_completions)
    add_messages_routes(app)
    app.router.add_get("/health", health)
    app.router.add_get("/openapi.json", openapi)
    return app


async def _run_core(app: web.Application) -> AsyncIterator[None]:
    async with app[CORE].running():
        yield


# --- errors -------------------------------------------------------------------------

_BODY_HEADERS = frozenset({hdrs.CONTENT_TYPE, hdrs.CONTENT_LENGTH})
"""An HTTPException's headers that describe its own text body; the rest (a 405's `Allow`)
go on the JSON error that replaces it."""


def json_error(
    err: Refused, request: web.Request | None = None, headers: dict[str, str] | None = None
) -> web.Response:
    """The error in the route's shape: Anthropic's on the Messages routes, ours elsewhere."""
    if request is not None and is_messages_route(request.path):
        body = anthropic_error(err.status, err.message)
    else:
        body = refusal_body(err)
    return web.json_response(body, status=err.status, headers=headers)


@web.middleware
async def error_middleware(
    request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
) -> web.StreamResponse:
    """Every failure leaves as an error body; a bug is a logged 500, never a traceback."""
    try:
        return await handler(request)
    except Refused as err:  # ApiError too
        return json_error(err, request)
    except EngineError as exc:
        return json_error(ApiError.from_engine(exc), request)
    except web.HTTPException as exc:
        if exc.status < 400:
            raise
        return json_error(
            ApiError(exc.status, exc.reason, code=exc.reason.lower().replace(" ", "_")),
            request, {k: v for k, v in exc.headers.items() if k not in _BODY_HEADERS},
        )
    except web.RequestPayloadError:  # the body's bytes are not what its headers say
        coding = request.headers.get(hdrs.CONTENT_ENCODING)
        return json_error(ApiError(
            400, f"the request body is not valid {coding} data" if coding else
            "the request body could not be read", code="invalid_body",
            param=hdrs.CONTENT_ENCODING if coding else None,
        ), request)
    except (asyncio.CancelledError, ConnectionResetError):
        raise
    except Exception:
        log.exception("unhandled error on %s %s", request.method, request.path)
        return json_error(ApiError(500, "internal server error", code="internal_error"),
                          request)


# --- routes -------------------------------------------------------------------------


async def list_models(request: web.Request) -> web.Response:
    core = request.app[CORE]
    await core.users.key_label(authorization(request))
    return web.json_response({"object": "list", "data": await model_items(core)})


async def get_model(request: web.Request) -> web.Response:
    core = request.app[CORE]
    await core.users.key_label(authorization(request))
    model_id = request.match_info["model"]
    for item in await model_items(core):
        if item["id"] == model_id:
            return web.json_response(item)
    raise ApiError(404, f"The model '{model_id}' does not exist", code="model_not_found",
                   param="model")


async def health(request: web.Request) -> web.Response:
    core = request.app[CORE]
    engines = {
        e.name: {
            "kind": "relay" if core.is_relay(e) else "local",
            "busy": e.queue.busy,
            "queued": e.queue.queued,
            "waiting": e.queue.waiting(),
        }
        for e in core.engines
    }
    return web.json_response({"status": "ok", "engines": engines})


async def openapi(request: web.Request) -> web.Response:
    """The document, limited to the routes this app registered (the notes routes exist
    only with the notes on)."""
    doc = openapi_document()
    served = {res.canonical for res in request.app.router.resources()}
    return web.json_response(
        {**doc, "paths": {p: v for p, v in doc["paths"].items() if p in served}})


async def chat_completions(request: web.Request) -> web.StreamResponse:
    core = request.app[CORE]
    chat = parse_chat(parse_json(await request.read()))
    engine = core.engine_for(chat.gen.model)
    chat.gen.messages = flatten_content(chat.gen.messages, images=engine.capabilities.images)
    request_id = new_completion_id()
    ctx = await build_context(request, core, engine, request_id)
    REQUEST_LABEL.set(request_id)
    log.info(
        "request %s: user=%s engine=%s model=%s stream=%s messages=%d profile=%s from %s",
        request_id, ctx.user, engine.name, chat.gen.model, chat.stream,
        len(chat.gen.messages), ctx.profile, ctx.remote,
    )
    deltas = core.chat(ctx, chat.gen, engine)
    if chat.stream:
        return await stream_response(request, deltas, request_id, chat)
    return await whole_response(deltas, request_id, chat.gen.model)


# --- running ------------------------------------------------------------------------


@dataclass(slots=True)
class RunningServer:
    runner: web.AppRunner
    host: str
    port: int

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"

    async def stop(self) -> None:
        """Cancel the requests in flight first (see inflight.py), then clean up."""
        await cancel_inflight(self.runner.app)
        await self.runner.cleanup()


async def start_server(
    app: web.Application, host: str, port: int, *, shutdown_timeout: float = 1.0
) -> RunningServer:
    """Serve `app` on the running loop (never `run_app`: the GUI shares this loop).

    `handler_cancellation` makes aiohttp cancel a handler whose client went away; that is
    what stops a generation within one token. Port 0 picks a free port; the real one is
    returned. Raises OSError when the address is taken.
    """
    runner = web.AppRunner(
        app, handler_cancellation=True, shutdown_timeout=shutdown_timeout, access_log=None
    )
    await runner.setup()
    try:
        site = web.TCPSite(runner, host, port)
        await site.start()
    except BaseException:
        await runner.cleanup()
        raise
    bound = port
    for addr in runner.addresses:
        if isinstance(addr, tuple) and len(addr) >= 2:
            bound = addr[1]
            break
    app[CORE].listening_at(f"http://{host}:{bound}")
    return RunningServer(runner=runner, host=host, port=bound)
