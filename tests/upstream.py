"""A scripted OpenAI-compatible upstream on loopback, for relay and conductor tests.

It is a real aiohttp server. Each chat request plays the next queued `Script`: raw byte
chunks written one by one (so a test picks where the boundaries fall, inside a UTF-8
character or an SSE line), optional pauses, a status code, garbage, or a connection cut
mid-stream. It records every request body it received, so a test can compare what the
relay (or the conductor) actually sent upstream.
"""

from __future__ import annotations

import asyncio
import json
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

Pause = float
"""A float in `Script.chunks` is a pause in seconds between writes."""


@dataclass
class Script:
    chunks: list[bytes | Pause] = field(default_factory=list)
    status: int = 200
    content_type: str = "text/event-stream"
    cut: bool = False
    """Drop the connection after the chunks instead of ending the response."""
    delay_headers: float = 0.0
    """Seconds to wait before sending anything at all."""


@dataclass
class Received:
    body: dict[str, Any]
    headers: dict[str, str]
    path: str = ""


def chunk_event(
    delta: dict[str, Any] | None = None,
    finish_reason: str | None = None,
    *,
    usage: dict[str, Any] | None = None,
    model: str = "m1",
) -> bytes:
    """One `data:` event in the OpenAI chunk shape."""
    payload: dict[str, Any] = {
        "id": "chatcmpl-up",
        "object": "chat.completion.chunk",
        "created": 1,
        "model": model,
        "choices": [] if delta is None and finish_reason is None else [
            {"index": 0, "delta": delta or {}, "finish_reason": finish_reason}
        ],
    }
    if usage is not None:
        payload["usage"] = usage
    return b"data: " + json.dumps(payload, ensure_ascii=False).encode() + b"\n\n"


DONE = b"data: [DONE]\n\n"


def stream_of(
    *texts: str,
    reasoning: tuple[str, ...] = (),
    reasoning_field: str = "reasoning_content",
    finish: str = "stop",
    usage: tuple[int, int, int] | None = (7, 3, 2),
) -> bytes:
    """A whole, well-formed stream: role, reasoning pieces, content pieces, finish, usage."""
    out = [chunk_event({"role": "assistant"})]
    out += [chunk_event({reasoning_field: r}) for r in reasoning]
    out += [chunk_event({"content": t}) for t in texts]
    out.append(chunk_event({}, finish))
    if usage is not None:
        p, c, cached = usage
        out.append(chunk_event(usage={
            "prompt_tokens": p, "completion_tokens": c, "total_tokens": p + c,
            "prompt_tokens_details": {"cached_tokens": cached},
        }))
    out.append(DONE)
    return b"".join(out)


def tool_call_stream(text: str, name: str, args: list[str], call_id: str = "call_7") -> bytes:
    """A whole stream that says `text`, then calls `name` with its arguments in `args`
    pieces, and finishes with tool_calls."""
    out = [chunk_event({"role": "assistant"}), chunk_event({"content": text})]
    out.append(chunk_event({"tool_calls": [{"index": 0, "id": call_id, "type": "function",
                                            "function": {"name": name, "arguments": ""}}]}))
    out += [chunk_event({"tool_calls": [{"index": 0, "function": {"arguments": a}}]})
            for a in args]
    out.append(chunk_event({}, "tool_calls"))
    out.append(chunk_event(usage={"prompt_tokens": 11, "completion_tokens": 5,
                                  "total_tokens": 16}))
    return b"".join(out) + DONE


def split_every(data: bytes, n: int) -> list[bytes | Pause]:
    """`data` cut into `n`-byte pieces with a tiny pause between, so they arrive apart."""
    out: list[bytes | Pause] = []
    for i in range(0, len(data), n):
        out += [data[i : i + n], 0.001]
    return out


def anthropic_event(event: dict[str, Any]) -> bytes:
    """One Messages stream event, `event:` line and all."""
    data = json.dumps(event, ensure_ascii=False)
    return f"event: {event['type']}\ndata: {data}\n\n".encode()


def anthropic_stream(
    *texts: str,
    tool: tuple[str, str, list[str]] | None = None,
    stop_reason: str | None = None,
    usage: dict[str, int] | None = None,
    thinking: tuple[str, str] | None = None,
) -> bytes:
    """A whole Messages stream as an Anthropic backend sends it: an optional thinking
    block (`(text, signature)`), a text block of `texts`, an optional tool call (`(id,
    name, argument pieces)`), and the usage."""
    usage = usage or {"input_tokens": 9, "cache_read_input_tokens": 30,
                      "cache_creation_input_tokens": 4, "output_tokens": 1}
    out = [anthropic_event({"type": "message_start", "message": {
        "id": "msg_up", "type": "message", "role": "assistant", "model": "m1", "content": [],
        "stop_reason": None, "stop_sequence": None,
        "usage": {**usage, "output_tokens": 1}}}), anthropic_event({"type": "ping"})]
    index = 0
    if thinking is not None:
        out.append(anthropic_event({"type": "content_block_start", "index": 0, "content_block": {
            "type": "thinking", "thinking": "", "signature": ""}}))
        out.append(anthropic_event({"type": "content_block_delta", "index": 0, "delta": {
            "type": "thinking_delta", "thinking": thinking[0]}}))
        out.append(anthropic_event({"type": "content_block_delta", "index": 0, "delta": {
            "type": "signature_delta", "signature": thinking[1]}}))
        out.append(anthropic_event({"type": "content_block_stop", "index": 0}))
        index = 1
    if texts:
        out.append(anthropic_event({"type": "content_block_start", "index": index,
                                    "content_block": {"type": "text", "text": ""}}))
        out += [anthropic_event({"type": "content_block_delta", "index": index,
                                 "delta": {"type": "text_delta", "text": t}}) for t in texts]
        out.append(anthropic_event({"type": "content_block_stop", "index": index}))
        index += 1
    if tool is not None:
        call_id, name, pieces = tool
        out.append(anthropic_event({"type": "content_block_start", "index": index,
                                    "content_block": {"type": "tool_use", "id": call_id,
                                                      "name": name, "input": {}}}))
        out += [anthropic_event({"type": "content_block_delta", "index": index, "delta": {
            "type": "input_json_delta", "partial_json": p}}) for p in pieces]
        out.append(anthropic_event({"type": "content_block_stop", "index": index}))
    reason = stop_reason or ("tool_use" if tool else "end_turn")
    out.append(anthropic_event({"type": "message_delta", "delta": {
        "stop_reason": reason, "stop_sequence": None},
        "usage": {"output_tokens": usage["output_tokens"]}}))
    out.append(anthropic_event({"type": "message_stop"}))
    return b"".join(out)


class ScriptedUpstream:
    """Serve `/v1/models`, `/v1/chat/completions` and (for an Anthropic-API backend)
    `/v1/messages` from queued scripts, in the order the requests come."""

    def __init__(self, models: tuple[str, ...] = ("m1", "m2")) -> None:
        self.models = models
        self.received: list[Received] = []
        self.cancelled = 0
        """Requests whose connection went away while their script was still playing."""
        self._scripts: deque[Script] = deque()
        self._runner: web.AppRunner | None = None
        self.base_url = ""

    def play(self, *scripts: Script) -> None:
        self._scripts.extend(scripts)

    async def start(self, port: int = 0) -> str:
        """Serve on `port` (a free one by default); returns the base URL."""
        app = web.Application()
        app.router.add_get("/v1/models", self._models)
        app.router.add_post("/v1/chat/completions", self._chat)
        app.router.add_post("/v1/messages", self._chat)
        app.router.add_post("/v1/messages/count_tokens", self._chat)
        self._runner = web.AppRunner(app, handler_cancellation=True, shutdown_timeout=0.1)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", port)
        await site.start()
        port = self._runner.addresses[0][1]
        self.base_url = f"http://127.0.0.1:{port}/v1"
        return self.base_url

    async def close(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()

    async def _models(self, request: web.Request) -> web.Response:
        return web.json_response(
            {"object": "list", "data": [{"id": m, "object": "model"} for m in self.models]}
        )

    async def _chat(self, request: web.Request) -> web.StreamResponse:
        self.received.append(Received(await request.json(), dict(request.headers),
                                      request.path))
        default = anthropic_stream("ok") if request.path.endswith("/messages") else stream_of(
            "ok")
        script = self._scripts.popleft() if self._scripts else Script([default])
        try:
            if script.delay_headers:
                await asyncio.sleep(script.delay_headers)
            resp = web.StreamResponse(
                status=script.status, headers={"Content-Type": script.content_type}
            )
            await resp.prepare(request)
            for piece in script.chunks:
                if isinstance(piece, float | int):
                    await asyncio.sleep(piece)
                else:
                    await resp.write(piece)
            if script.cut:
                assert request.transport is not None
                request.transport.close()
                return resp
            await resp.write_eof()
            return resp
        except (asyncio.CancelledError, ConnectionResetError):
            self.cancelled += 1
            raise
