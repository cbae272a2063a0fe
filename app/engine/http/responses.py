"""A turn's deltas as the client asked for them: one JSON completion, or an SSE stream.

The stream starts with the first delta, so an engine that refuses the request (context
too long, backend down) still gets its proper 4xx/5xx status; after that an error can only
be an `error` event, followed by `[DONE]` so no client hangs. A stall (an engine that
produced nothing for `stall_seconds` once its turn began, see engines/queue.py) is that
event even before the first delta: the client asked for a stream and waited in one.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import aclosing

from aiohttp import web

from app.engine.engines.base import Delta, EngineError, Finish, Usage
from app.engine.engines.queue import EngineStalled
from app.engine.http.errors import ApiError, error_body
from app.engine.http.request import ChatBody
from app.engine.http.wire import ChunkShaper, CompletionAssembler
from app.engine.streams.sse import DONE_FRAME, frame

log = logging.getLogger("tandem.server")

SSE_HEADERS = {
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": "no-cache",
    "X-Accel-Buffering": "no",
}


async def whole_response(deltas: AsyncIterator[Delta], request_id: str,
                         model: str) -> web.Response:
    """The non-streamed answer; an engine error (a stall's 504 too) leaves through the
    error middleware as the JSON error body."""
    answer = CompletionAssembler()
    async with aclosing(deltas):
        async for d in deltas:
            answer.add(d)
    return web.json_response(
        answer.response(request_id, model), headers={"X-Request-Id": request_id}
    )


async def stream_response(
    request: web.Request, deltas: AsyncIterator[Delta], request_id: str, chat: ChatBody
) -> web.StreamResponse:
    async with aclosing(deltas):
        resp = await _stream(request, aiter(deltas), request_id, chat)
    await resp.write_eof()
    return resp


async def _stream(
    request: web.Request, it: AsyncIterator[Delta], request_id: str, chat: ChatBody
) -> web.StreamResponse:
    shaper = ChunkShaper(request_id, chat.gen.model)
    stalled: EngineStalled | None = None
    try:
        first = await anext(it, None)
    except EngineStalled as exc:
        first, stalled = None, exc
    resp = web.StreamResponse(headers={**SSE_HEADERS, "X-Request-Id": request_id})
    await resp.prepare(request)
    try:
        if stalled is not None:
            raise stalled
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
    return resp
