"""`POST /v1/messages` and `POST /v1/messages/count_tokens`: thin handlers.

A Messages request runs exactly as a chat completion does: the same context from the
same headers (`x-api-key` is the bearer key), the same turn runner (the conductor, with
its sessions, notes and held-back blocks), the same meter and ledger row. Only the body's
translation (request.py) and the events' shape (wire.py) are Anthropic's.
"""

from __future__ import annotations

import asyncio
import fnmatch
import logging
import re
from collections.abc import AsyncIterator
from contextlib import aclosing

from aiohttp import web

from app.engine.core import Tandem
from app.engine.engines.anthropic_body import NATIVE_KEY
from app.engine.engines.anthropic_relay import AnthropicRelay
from app.engine.engines.base import Delta, EngineError
from app.engine.engines.queue import REQUEST_LABEL, QueuedEngine
from app.engine.http.anthropic.errors import anthropic_error
from app.engine.http.anthropic.request import counted_text, parse_messages
from app.engine.http.anthropic.wire import (
    MessageAssembler,
    MessageEvents,
    new_message_id,
    sse,
)
from app.engine.http.context import authorization, build_context
from app.engine.http.core_key import CORE
from app.engine.http.errors import ApiError
from app.engine.http.request import ChatBody, bad, flatten_content, parse_json, parse_model

log = logging.getLogger("tandem.messages")

_VERSION = re.compile(r"^\d{4}-\d{2}-\d{2}\Z")


def add_messages_routes(app: web.Application) -> None:
    app.router.add_post("/v1/messages", messages)
    app.router.add_post("/v1/messages/count_tokens", count_tokens)


def _check_version(request: web.Request) -> None:
    """`anthropic-version` is accepted (every version gets the same API); a value that is
    no version date is a bad header."""
    value = request.headers.get("anthropic-version")
    if value is not None and not _VERSION.match(value.strip()):
        raise bad("anthropic-version", "the header anthropic-version must be a version date "
                  "such as 2023-06-01", "invalid_header")


async def resolve_model(core: Tandem, name: str) -> tuple[QueuedEngine, str]:
    """The engine and model id that serve `name`: `[anthropic.models]` first (exact, then
    glob), then a model an engine serves by that name, then the default model: Claude
    Code asks for `claude-…` names no local engine lists."""
    table = core.config.anthropic_models
    target = table.get(name) or next(
        (t for pattern, t in table.items() if fnmatch.fnmatchcase(name, pattern)), None)
    if target is not None:
        engine = core.find_engine(target)
        if engine is None:
            raise ApiError(404, f"anthropic.models maps '{name}' to '{target}', which no "
                           "engine serves", code="model_not_found", param="model")
        return engine, target
    engine = core.find_engine(name)
    if engine is not None:
        return engine, name
    for engine in core.engines:
        try:
            models = await engine.list_models()
        except EngineError as exc:
            log.warning("listing models of %s failed: %s", engine.name, exc)
            continue
        if models:
            return engine, models[0].id
    raise ApiError(404, f"no model serves '{name}', and there is no default model",
                   code="model_not_found", param="model")


async def messages(request: web.Request) -> web.StreamResponse:
    core = request.app[CORE]
    _check_version(request)
    await core.users.key_label(authorization(request))
    body = parse_json(await request.read())
    asked = parse_model(body)
    engine, model = await resolve_model(core, asked)
    parsed = parse_messages(body, images=engine.capabilities.images)
    chat = ChatBody(gen=parsed.generation(model), stream=parsed.stream, include_usage=True)
    if isinstance(engine.inner, AnthropicRelay):  # cache markers, thinking, betas: as sent
        chat.gen.extra.update(parsed.native)
        beta = request.headers.get("anthropic-beta")
        if beta:
            chat.gen.extra[NATIVE_KEY]["beta"] = beta
    chat.gen.messages = flatten_content(chat.gen.messages, images=engine.capabilities.images)
    request_id = new_message_id()
    ctx = await build_context(request, core, engine, request_id)
    REQUEST_LABEL.set(request_id)
    log.info(
        "request %s: user=%s engine=%s model=%s (asked %s) stream=%s messages=%d profile=%s "
        "from %s", request_id, ctx.user, engine.name, model, asked, chat.stream,
        len(chat.gen.messages), ctx.profile, ctx.remote,
    )
    deltas = core.chat(ctx, chat.gen, engine)
    events = MessageEvents(request_id, asked, thinking=parsed.thinking)
    headers = {"request-id": request_id, "X-Request-Id": request_id, "X-Tandem-Model": model}
    if chat.stream:
        return await _stream(request, deltas, events, headers)
    answer = MessageAssembler()
    async with aclosing(deltas):
        for event in events.start():
            answer.add(event)
        async for d in deltas:
            for event in events.feed(d):
                answer.add(event)
    for event in events.end():
        answer.add(event)
    return web.json_response(answer.message, headers=headers)


async def _stream(
    request: web.Request, deltas: AsyncIterator[Delta], events: MessageEvents,
    headers: dict[str, str],
) -> web.StreamResponse:
    """SSE. The response starts with the first delta, so a refused request (a prompt past
    the context, a backend down) still gets its status; later, an `error` event."""
    async with aclosing(deltas):
        it = aiter(deltas)
        first = await anext(it, None)
        resp = web.StreamResponse(headers={
            "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-cache",
            "X-Accel-Buffering": "no", **headers,
        })
        await resp.prepare(request)
        for event in events.start():
            await resp.write(sse(event))
        try:
            d = first
            while d is not None:
                for event in events.feed(d):
                    await resp.write(sse(event))
                d = await anext(it, None)
        except EngineError as exc:
            log.warning("request %s failed mid-stream: %s", events.message_id, exc)
            await resp.write(sse(anthropic_error(exc.status, str(exc))))
            await resp.write_eof()
            return resp
        except (asyncio.CancelledError, ConnectionResetError):
            raise
        except Exception:
            log.exception("request %s failed mid-stream", events.message_id)
            await resp.write(sse(anthropic_error(500, "internal server error")))
            await resp.write_eof()
            return resp
        for event in events.end():
            await resp.write(sse(event))
    await resp.write_eof()
    return resp


async def count_tokens(request: web.Request) -> web.Response:
    """The tokens of what the client sent. A turn's `usage` can be more: it counts what the
    engine really read, the notes Tandem injected included."""
    core = request.app[CORE]
    _check_version(request)
    await core.users.key_label(authorization(request))
    body = parse_json(await request.read())
    engine, model = await resolve_model(core, parse_model(body))
    parsed = parse_messages(body, images=engine.capabilities.images, counting=True)
    if isinstance(engine.inner, AnthropicRelay):  # the backend counts its own tokens
        req = parsed.generation(model)
        req.extra.update(parsed.native)
        return web.json_response({"input_tokens": await engine.inner.count_messages(req)})
    return web.json_response({"input_tokens": await engine.count_tokens(counted_text(parsed))})
