"""The OpenAI-compatible HTTP server: routes, request context, and the start/stop helper.

Only HTTP concerns live here. A chat request goes: parse and check the body
(`request_parse`) -> pick the engine -> build a `RequestContext` from the headers ->
`run_turn` (the seam the conductor wraps) -> SSE or JSON (`openai_schema`). Handlers hold
no state of their own; everything shared sits on the application under one typed key.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from aiohttp import hdrs, web

from app.config import Config
from app.engine.access.users import UserResolver
from app.engine.conductor.conductor import Conductor
from app.engine.conductor.sessions import SessionStore
from app.engine.engines.base import (
    Delta,
    Engine,
    EngineError,
    GenerationRequest,
)
from app.engine.engines.proxy import ProxyEngine
from app.engine.engines.queue import REQUEST_LABEL, EngineQueue, QueuedEngine
from app.engine.http.anthropic.errors import anthropic_error, is_messages_route
from app.engine.http.context import authorization, build_context
from app.engine.http.errors import ApiError
from app.engine.http.inflight import INFLIGHT, cancel_inflight, track_inflight
from app.engine.http.model_items import model_items
from app.engine.http.notes_routes import GATE, add_notes_routes
from app.engine.http.openapi import openapi_document
from app.engine.http.request import (
    ChatBody,
    check_headers,
    flatten_content,
    parse_chat,
    parse_json,
)
from app.engine.http.responses import stream_response, whole_response
from app.engine.http.script_route import memory_script_handler
from app.engine.http.wire import new_completion_id
from app.engine.mcp.http_route import add_mcp_route
from app.engine.models.catalog import ModelCatalog
from app.engine.turn import RequestContext, run_turn
from app.engine.turn_meter import metered

if TYPE_CHECKING:
    from app.memory.service import NotesService

log = logging.getLogger("tandem.server")

TurnRunner = Callable[[RequestContext, GenerationRequest, Engine], AsyncIterator[Delta]]
"""`run_turn`'s shape; the conductor passes its own to `build_app`."""

MAX_BODY = 64 * 2**20
"""Long histories and base64 images exceed aiohttp's 1 MiB default."""

RELAY_SLOTS = 16
"""A backend serves many requests at once; only local engines get one slot."""



@dataclass(slots=True)
class ServerState:
    """Everything the handlers share, reachable as `request.app[STATE]`."""

    config: Config
    engines: list[QueuedEngine]
    relays: frozenset[str]
    users: UserResolver
    turn: TurnRunner
    conductor: Conductor | None = None
    """The memory conductor, for the turn runner and the script route; None without notes."""
    started: int = field(default_factory=lambda: int(time.time()))
    catalog: ModelCatalog | None = None
    """The local models on the machine, listed whichever engine runs; None: not scanned."""

    def find_engine(self, model: str) -> QueuedEngine | None:
        return next((e for e in self.engines if e.owns(model)), None)

    def served_turn(self, ctx: RequestContext, gen: GenerationRequest, engine: Engine
                    ) -> AsyncIterator[Delta]:
        """A turn as the server runs it for every client, the window's chat included: the
        profile's `max_tokens` where the request names none, then the turn, metered into
        the log and the journal (the Notes tab's Requests view reads those figures)."""
        if gen.max_tokens is None and not ctx.relayed:
            gen.max_tokens = self.config.profile(ctx.profile).max_tokens
        notes = self.conductor.notes if self.conductor is not None else None
        return metered(self.turn(ctx, gen, engine), ctx, notes)

    def engine_for(self, model: str) -> QueuedEngine:
        engine = self.find_engine(model)
        if engine is not None:
            return engine
        if self.catalog is not None and self.catalog.get(model) is not None:
            raise ApiError(400, f"model '{model}' is a GGUF file, which the "
                           f"{self.config.engine} engine cannot load; start Tandem with "
                           "--engine llamacpp to use it", code="model_not_loadable",
                           param="model")
        raise ApiError(404, f"The model '{model}' does not exist", code="model_not_found",
                       param="model")


STATE: web.AppKey[ServerState] = web.AppKey("tandem_state", ServerState)


def build_app(
    engines: Sequence[Engine],
    *,
    config: Config,
    users: UserResolver | None = None,
    notes: NotesService | None = None,
    turn: TurnRunner | None = None,
    relay_slots: int = RELAY_SLOTS,
    catalog: ModelCatalog | None = None,
) -> web.Application:
    """The application; it owns `engines` and closes them on cleanup.

    Proxy engines are relays (their requests belong to key users, and they get
    `relay_slots` concurrent turns); any other engine is local and serves one at a time.
    """
    queued = [
        QueuedEngine(e, EngineQueue(e.name, relay_slots if isinstance(e, ProxyEngine) else 1),
                     config.stall_seconds)
        for e in engines
    ]
    app = web.Application(middlewares=[track_inflight, error_middleware, check_headers],
                          client_max_size=MAX_BODY)
    app[INFLIGHT] = set()
    conductor = None
    users = users or UserResolver()
    if notes is not None:
        conductor = Conductor(notes, SessionStore(config.state_dir), config)
        app.cleanup_ctx.append(_close_sessions)
        app.router.add_post("/v1/memory", memory_script_handler(conductor))
        add_notes_routes(app, notes, config)
        add_mcp_route(app, notes, users, app[GATE])
    app[STATE] = ServerState(
        config=config,
        engines=queued,
        relays=frozenset(e.name for e in engines if isinstance(e, ProxyEngine)),
        users=users,
        turn=turn or (conductor.run_turn if conductor else run_turn),
        conductor=conductor,
        catalog=catalog,
    )
    app.cleanup_ctx.append(_close_engines)
    app.router.add_get("/v1/models", list_models)
    app.router.add_get("/v1/models/{model:.+}", get_model)
    app.router.add_post("/v1/chat/completions", chat_completions)
    # Here, not at the top: the Messages routes build on this module's state and helpers.
    from app.engine.http.anthropic.routes import add_messages_routes

    add_messages_routes(app)
    app.router.add_get("/health", health)
    app.router.add_get("/openapi.json", openapi)
    return app


async def _close_sessions(app: web.Application) -> AsyncIterator[None]:
    """The background writer runs while the server does; the sessions close after it."""
    conductor = app[STATE].conductor
    if conductor is not None:
        conductor.writer.start()
    yield
    if conductor is not None:
        await conductor.writer.close()
        conductor.sessions.close()


async def _close_engines(app: web.Application) -> AsyncIterator[None]:
    yield
    for engine in app[STATE].engines:
        try:
            await engine.close()
        except Exception:
            log.exception("closing engine %s failed", engine.name)


# --- errors -------------------------------------------------------------------------

_BODY_HEADERS = frozenset({hdrs.CONTENT_TYPE, hdrs.CONTENT_LENGTH})
"""An HTTPException's headers that describe its own text body; the rest (a 405's `Allow`)
go on the JSON error that replaces it."""


def json_error(
    err: ApiError, request: web.Request | None = None, headers: dict[str, str] | None = None
) -> web.Response:
    """The error in the route's shape: Anthropic's on the Messages routes, ours elsewhere."""
    if request is not None and is_messages_route(request.path):
        body = anthropic_error(err.status, err.message)
    else:
        body = err.body()
    return web.json_response(body, status=err.status, headers=headers)


@web.middleware
async def error_middleware(
    request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
) -> web.StreamResponse:
    """Every failure leaves as an error body; a bug is a logged 500, never a traceback."""
    try:
        return await handler(request)
    except ApiError as err:
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
    state = request.app[STATE]
    await state.users.key_label(authorization(request))
    return web.json_response({"object": "list", "data": await model_items(state)})


async def get_model(request: web.Request) -> web.Response:
    state = request.app[STATE]
    await state.users.key_label(authorization(request))
    model_id = request.match_info["model"]
    for item in await model_items(state):
        if item["id"] == model_id:
            return web.json_response(item)
    raise ApiError(404, f"The model '{model_id}' does not exist", code="model_not_found",
                   param="model")


async def health(request: web.Request) -> web.Response:
    state = request.app[STATE]
    engines = {
        e.name: {
            "kind": "relay" if e.name in state.relays else "local",
            "busy": e.queue.busy,
            "queued": e.queue.queued,
            "waiting": e.queue.waiting(),
        }
        for e in state.engines
    }
    return web.json_response({"status": "ok", "engines": engines})


async def openapi(request: web.Request) -> web.Response:
    """The document, limited to the routes this app registered (the notes routes exist
    only with the notes on)."""
    doc = openapi_document()
    served = {res.canonical for res in request.app.router.resources()}
    doc["paths"] = {p: v for p, v in doc["paths"].items() if p in served}
    return web.json_response(doc)


async def chat_completions(request: web.Request) -> web.StreamResponse:
    state = request.app[STATE]
    chat = parse_chat(parse_json(await request.read()))
    engine = state.engine_for(chat.gen.model)
    fit_to_engine(chat, engine)
    request_id = new_completion_id()
    ctx = await build_context(request, state, engine, request_id)
    REQUEST_LABEL.set(request_id)
    log.info(
        "request %s: user=%s engine=%s model=%s stream=%s messages=%d profile=%s from %s",
        request_id, ctx.user, engine.name, chat.gen.model, chat.stream,
        len(chat.gen.messages), ctx.profile, ctx.remote,
    )
    deltas = state.served_turn(ctx, chat.gen, engine)
    if chat.stream:
        return await stream_response(request, deltas, request_id, chat)
    return await whole_response(deltas, request_id, chat.gen.model)


def fit_to_engine(chat: ChatBody, engine: QueuedEngine) -> None:
    caps = engine.capabilities
    chat.gen.messages = flatten_content(chat.gen.messages, images=caps.images)
    if chat.gen.logit_bias and not caps.logit_bias:
        raise ApiError(400, f"model '{chat.gen.model}' does not support logit_bias",
                       param="logit_bias", code="unsupported_parameter")
    if chat.gen.grammar and not caps.grammar:
        raise ApiError(400, f"model '{chat.gen.model}' does not support grammar",
                       param="grammar", code="unsupported_parameter")


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
    conductor = app[STATE].conductor
    if conductor is not None:
        conductor.base_url = f"http://{host}:{bound}"
    return RunningServer(runner=runner, host=host, port=bound)
