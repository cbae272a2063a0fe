"""The OpenAI-compatible HTTP server: routes, request context, and the start/stop helper.

Only HTTP concerns live here. A chat request goes: parse and check the body
(`request_parse`) -> pick the engine -> build a `RequestContext` from the headers ->
`run_turn` (the seam the conductor wraps) -> SSE or JSON (`openai_schema`). Handlers hold
no state of their own; everything shared sits on the application under one typed key.
"""

from __future__ import annotations

import asyncio
import logging
import os
import re
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import aclosing
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
    Finish,
    GenerationRequest,
    Usage,
)
from app.engine.engines.proxy import ProxyEngine
from app.engine.engines.queue import REQUEST_LABEL, EngineQueue, QueuedEngine
from app.engine.http.errors import ApiError, error_body
from app.engine.http.model_items import model_items
from app.engine.http.notes_routes import add_notes_routes
from app.engine.http.openapi import openapi_document
from app.engine.http.request import (
    ChatBody,
    check_headers,
    flatten_content,
    parse_chat,
    parse_json,
)
from app.engine.http.script_route import memory_script_handler
from app.engine.http.wire import ChunkShaper, CompletionAssembler, new_completion_id
from app.engine.models.catalog import ModelCatalog
from app.engine.streams.sse import DONE_FRAME, frame
from app.engine.turn import MemoryHeader, RequestContext, run_turn
from app.engine.turn_meter import TurnMeter

if TYPE_CHECKING:
    from app.memory.service import NotesService

log = logging.getLogger("tandem.server")

TurnRunner = Callable[[RequestContext, GenerationRequest, Engine], AsyncIterator[Delta]]
"""`run_turn`'s shape; the conductor passes its own to `build_app`."""

MAX_BODY = 64 * 2**20
"""Long histories and base64 images exceed aiohttp's 1 MiB default."""

RELAY_SLOTS = 16
"""A backend serves many requests at once; only local engines get one slot."""

_NAME_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}\Z")
_SESSION_MAX = 200


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
        QueuedEngine(e, EngineQueue(e.name, relay_slots if isinstance(e, ProxyEngine) else 1))
        for e in engines
    ]
    app = web.Application(middlewares=[error_middleware, check_headers],
                          client_max_size=MAX_BODY)
    conductor = None
    if notes is not None:
        conductor = Conductor(notes, SessionStore(config.state_dir), config)
        app.cleanup_ctx.append(_close_sessions)
        app.router.add_post("/v1/memory", memory_script_handler(conductor))
        add_notes_routes(app, notes, config)
    app[STATE] = ServerState(
        config=config,
        engines=queued,
        relays=frozenset(e.name for e in engines if isinstance(e, ProxyEngine)),
        users=users or UserResolver(),
        turn=turn or (conductor.run_turn if conductor else run_turn),
        conductor=conductor,
        catalog=catalog,
    )
    app.cleanup_ctx.append(_close_engines)
    app.router.add_get("/v1/models", list_models)
    app.router.add_get("/v1/models/{model:.+}", get_model)
    app.router.add_post("/v1/chat/completions", chat_completions)
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


def json_error(err: ApiError) -> web.Response:
    return web.json_response(err.body(), status=err.status)


@web.middleware
async def error_middleware(
    request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
) -> web.StreamResponse:
    """Every failure leaves as `{"error": {...}}`; a bug is a logged 500, never a traceback."""
    try:
        return await handler(request)
    except ApiError as err:
        return json_error(err)
    except EngineError as exc:
        return json_error(ApiError.from_engine(exc))
    except web.HTTPException as exc:
        if exc.status < 400:
            raise
        return web.json_response(
            error_body(exc.reason, "invalid_request_error" if exc.status < 500 else
                       "server_error", exc.reason.lower().replace(" ", "_")),
            status=exc.status,
            headers={k: v for k, v in exc.headers.items() if k not in _BODY_HEADERS},
        )
    except web.RequestPayloadError:  # the body's bytes are not what its headers say
        coding = request.headers.get(hdrs.CONTENT_ENCODING)
        return json_error(ApiError(
            400, f"the request body is not valid {coding} data" if coding else
            "the request body could not be read", code="invalid_body",
            param=hdrs.CONTENT_ENCODING if coding else None,
        ))
    except (asyncio.CancelledError, ConnectionResetError):
        raise
    except Exception:
        log.exception("unhandled error on %s %s", request.method, request.path)
        return web.json_response(
            error_body("internal server error", "server_error", "internal_error"), status=500
        )


# --- context ------------------------------------------------------------------------


def _header_choice(request: web.Request, name: str) -> MemoryHeader | None:
    value = request.headers.get(name)
    if value is None:
        return None
    value = value.strip().lower()
    if value == "off":
        return "off"
    if value == "read":
        return "read"
    raise ApiError(400, f"{name} must be 'off' or 'read'", code="invalid_header", param=name)


def _project(request: web.Request) -> str | None:
    value = request.headers.get("X-Tandem-Project")
    if value is None:
        return None
    if not value or "\x00" in value or not os.path.isabs(value):
        raise ApiError(400, "X-Tandem-Project must be an absolute path", code="invalid_header",
                       param="X-Tandem-Project")
    return os.path.normpath(value)


def _profile(request: web.Request, config: Config) -> str:
    value = request.headers.get("X-Tandem-Profile")
    if value is None:
        return config.default_profile
    if not _NAME_RE.match(value):
        raise ApiError(400, "X-Tandem-Profile must be a profile name", code="invalid_header",
                       param="X-Tandem-Profile")
    return value


SESSION_HEADERS = ("X-Tandem-Session", "X-Session-Id", "X-OpenWebUI-Chat-Id")
"""Where a conversation's id comes from, first found wins: Tandem's own header, then the
ids clients already send (opencode's `x-session-id`; Open WebUI's chat id, forwarded with
ENABLE_FORWARD_USER_INFO_HEADERS)."""


def _session(request: web.Request) -> str | None:
    for name in SESSION_HEADERS:
        value = request.headers.get(name)
        if value is None:
            continue
        if not value or len(value) > _SESSION_MAX or not value.isprintable():
            raise ApiError(400, f"{name} must be 1 to {_SESSION_MAX} printable characters",
                           code="invalid_header", param=name)
        return value
    return None


async def build_context(
    request: web.Request, state: ServerState, engine: QueuedEngine, request_id: str
) -> RequestContext:
    relayed = engine.name in state.relays
    memory = _header_choice(request, "X-Tandem-Memory")
    project = _project(request)
    profile = _profile(request, state.config)
    session = _session(request)
    user = await state.users.resolve(
        relayed=relayed,
        authorization=request.headers.get("Authorization"),
        header_user=request.headers.get("X-Tandem-User"),
        remote=request.remote,
    )
    return RequestContext(
        request_id=request_id, user=user, profile=profile, session_id=session,
        project=project, memory=memory, remote=request.remote, relayed=relayed,
        engine=engine.name,
    )


# --- routes -------------------------------------------------------------------------


async def list_models(request: web.Request) -> web.Response:
    state = request.app[STATE]
    await state.users.key_label(request.headers.get("Authorization"))
    return web.json_response({"object": "list", "data": await model_items(state)})


async def get_model(request: web.Request) -> web.Response:
    state = request.app[STATE]
    await state.users.key_label(request.headers.get("Authorization"))
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
    _fit_to_engine(chat, engine)
    request_id = new_completion_id()
    ctx = await build_context(request, state, engine, request_id)
    if chat.gen.max_tokens is None and not ctx.relayed:
        chat.gen.max_tokens = state.config.profile(ctx.profile).max_tokens
    REQUEST_LABEL.set(request_id)
    log.info(
        "request %s: user=%s engine=%s model=%s stream=%s messages=%d profile=%s from %s",
        request_id, ctx.user, engine.name, chat.gen.model, chat.stream,
        len(chat.gen.messages), ctx.profile, ctx.remote,
    )
    deltas = _metered(state, ctx, state.turn(ctx, chat.gen, engine))
    if chat.stream:
        return await _stream(request, deltas, request_id, chat)
    return await _whole(deltas, request_id, chat.gen.model)


async def _metered(
    state: ServerState, ctx: RequestContext, deltas: AsyncIterator[Delta]
) -> AsyncIterator[Delta]:
    """The turn's deltas, and at its end one log line and one ledger row of its figures."""
    meter = TurnMeter()
    try:
        async with aclosing(deltas) as it:
            async for d in it:
                meter.see(d)
                yield d
    finally:
        log.info("request %s done: %s", ctx.request_id, meter.line())
        if state.conductor is not None:
            state.conductor.notes.journal_event(
                "request", user=ctx.user, request_id=ctx.request_id, engine=ctx.engine,
                profile=ctx.profile, **meter.figures(),
            )


def _fit_to_engine(chat: ChatBody, engine: QueuedEngine) -> None:
    caps = engine.capabilities
    chat.gen.messages = flatten_content(chat.gen.messages, images=caps.images)
    if chat.gen.logit_bias and not caps.logit_bias:
        raise ApiError(400, f"model '{chat.gen.model}' does not support logit_bias",
                       param="logit_bias", code="unsupported_parameter")
    if chat.gen.grammar and not caps.grammar:
        raise ApiError(400, f"model '{chat.gen.model}' does not support grammar",
                       param="grammar", code="unsupported_parameter")


async def _whole(deltas: AsyncIterator[Delta], request_id: str, model: str) -> web.Response:
    answer = CompletionAssembler()
    async with aclosing(deltas):
        async for d in deltas:
            answer.add(d)
    return web.json_response(
        answer.response(request_id, model), headers={"X-Request-Id": request_id}
    )


async def _stream(
    request: web.Request, deltas: AsyncIterator[Delta], request_id: str, chat: ChatBody
) -> web.StreamResponse:
    """SSE. The response starts with the first delta, so an engine that refuses the request
    (context too long, backend down) still gets its proper 4xx/5xx status; after that an
    error can only be an `error` event, followed by `[DONE]` so no client hangs."""
    shaper = ChunkShaper(request_id, chat.gen.model)
    async with aclosing(deltas):
        it = aiter(deltas)
        first = await anext(it, None)
        resp = web.StreamResponse(
            headers={
                "Content-Type": "text/event-stream; charset=utf-8",
                "Cache-Control": "no-cache",
                "X-Accel-Buffering": "no",
                "X-Request-Id": request_id,
            }
        )
        await resp.prepare(request)
        try:
            d = first
            while d is not None:
                if isinstance(d, Usage):
                    if chat.include_usage:
                        await resp.write(frame(shaper.usage_chunk(d)))
                else:
                    data = shaper.frame(d)
                    if data is not None:
                        await resp.write(data)
                d = await anext(it, None)
            if shaper.finish_reason is None:  # an engine that forgot its Finish
                await resp.write(frame(shaper.chunk(Finish("stop")) or {}))
        except EngineError as exc:
            log.warning("request %s failed mid-stream: %s", request_id, exc)
            await resp.write(frame(ApiError.from_engine(exc).body()))
        except (asyncio.CancelledError, ConnectionResetError):
            raise
        except Exception:
            log.exception("request %s failed mid-stream", request_id)
            await resp.write(frame(error_body("internal server error", "server_error",
                                              "internal_error")))
        await resp.write(DONE_FRAME)
    await resp.write_eof()
    return resp


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
