"""A relay to a backend that speaks the Anthropic Messages API (`api = "anthropic"`).

It is a `ProxyEngine` in all but the wire: the same `NAME/<id>` models, the same relay
slots and users, the same failure statuses. Requests go to `/messages` with `x-api-key`
and `anthropic-version`, always streamed; the events come back as the deltas every
engine yields, the prompt cache's read and written tokens included, so a Messages client
sees the backend's cache figures and a chat client its cached tokens.
"""

from __future__ import annotations

import json
import logging
from collections.abc import AsyncIterator
from contextlib import aclosing
from typing import Any

import aiohttp

from app.engine.engines.anthropic_body import NATIVE_KEY, anthropic_body
from app.engine.engines.base import (
    Delta,
    EngineError,
    Finish,
    FinishReason,
    GenerationRequest,
    ReasoningDelta,
    TextDelta,
    ToolCallDelta,
    Usage,
)
from app.engine.engines.proxy import ProxyEngine, relay_failure, sse_payloads, upstream_status

log = logging.getLogger("tandem.proxy")

ANTHROPIC_VERSION = "2023-06-01"

_FINISH: dict[str, FinishReason] = {
    "end_turn": "stop", "stop_sequence": "stop", "max_tokens": "length",
    "tool_use": "tool_calls", "pause_turn": "stop", "refusal": "stop",
}


class AnthropicRelay(ProxyEngine):
    """Relays `NAME/<id>` to an Anthropic-API backend as model `<id>`."""

    def _headers(self) -> dict[str, str]:
        headers = {"anthropic-version": ANTHROPIC_VERSION}
        if self.api_key:
            headers["x-api-key"] = self.api_key
        return headers

    def request_body(self, req: GenerationRequest) -> dict[str, Any]:
        return anthropic_body(req, self.upstream_model(req.model))

    async def count_messages(self, req: GenerationRequest) -> int:
        """The backend's own count of a request's input tokens (`/messages/count_tokens`),
        exact where the four-characters estimate is not."""
        body = {k: v for k, v in self.request_body(req).items()
                if k not in ("stream", "max_tokens", "stop_sequences", "temperature",
                             "top_p", "top_k", "metadata", "service_tier")}
        try:
            async with self._client().post(self.base_url + "/messages/count_tokens",
                                           json=body) as resp:
                if resp.status >= 400:
                    raise await upstream_status(self.name, resp)
                data = await resp.json(content_type=None)
        except EngineError:
            raise
        except (aiohttp.ClientError, TimeoutError, ValueError) as exc:
            raise relay_failure(self.name, self.timeout, exc) from exc
        count = data.get("input_tokens") if isinstance(data, dict) else None
        if not isinstance(count, int):
            raise EngineError(f"backend {self.name} sent a count without input_tokens",
                              status=502, code="upstream_bad_response")
        return count

    ROUTE = "/messages"

    def request_headers(self, req: GenerationRequest) -> dict[str, str] | None:
        beta = (req.extra.get(NATIVE_KEY) or {}).get("beta")
        return {"anthropic-beta": beta} if beta else None

    def whole_reply(self, raw: bytes) -> list[Delta]:
        return _whole_message(self.name, raw)

    def streamed_reply(self, resp: aiohttp.ClientResponse) -> AsyncIterator[Delta]:
        return _events(self.name, resp)


async def _events(name: str, resp: aiohttp.ClientResponse) -> AsyncIterator[Delta]:
    state = _Events(name)
    async with aclosing(sse_payloads(name, resp)) as payloads:
        async for payload in payloads:
            for d in state.event(payload):
                yield d
            if state.stopped:
                break
    if not state.stopped:
        raise EngineError(f"backend {name} closed the stream before it finished",
                          status=502, code="upstream_disconnected")
    yield Finish(state.finish)
    yield state.usage()


def _whole_message(name: str, raw: bytes) -> list[Delta]:
    """A non-streamed message as the events it would have streamed, then their deltas."""
    try:
        message = json.loads(raw)
        blocks = message["content"]
    except (ValueError, KeyError, TypeError):
        raise EngineError(f"backend {name} sent an answer that is not a message", status=502,
                          code="upstream_bad_response") from None
    events: list[dict[str, Any]] = [{"type": "message_start", "message": message}]
    for i, block in enumerate(blocks if isinstance(blocks, list) else ()):
        if not isinstance(block, dict):
            continue
        events.append({"type": "content_block_start", "index": i, "content_block": block})
        if block.get("type") == "text":
            events.append({"type": "content_block_delta", "index": i,
                           "delta": {"type": "text_delta", "text": block.get("text")}})
        elif block.get("type") == "thinking":
            events += [{"type": "content_block_delta", "index": i, "delta": {
                "type": "thinking_delta", "thinking": block.get("thinking")}},
                {"type": "content_block_delta", "index": i, "delta": {
                    "type": "signature_delta", "signature": block.get("signature")}}]
        elif block.get("type") == "tool_use":
            events.append({"type": "content_block_delta", "index": i, "delta": {
                "type": "input_json_delta", "partial_json": json.dumps(block.get("input", {}))}})
    events += [{"type": "message_delta", "delta": {"stop_reason": message.get("stop_reason")},
                "usage": message.get("usage")}, {"type": "message_stop"}]
    state = _Events(name)
    out = [d for event in events for d in state.event(json.dumps(event))]
    return [*out, Finish(state.finish), state.usage()]


class _Events:
    """Anthropic stream events -> deltas; the Finish and the Usage wait for the end."""

    __slots__ = ("_tools", "finish", "name", "stopped", "tokens")

    def __init__(self, name: str) -> None:
        self.name = name
        self.finish: FinishReason = "stop"
        self.stopped = False
        self.tokens: dict[str, int] = {}
        self._tools: dict[int, int] = {}
        """Content block index -> tool call index."""

    def event(self, payload: str) -> list[Delta]:
        try:
            data = json.loads(payload)
            return self._event(data) if isinstance(data, dict) else []
        except (ValueError, TypeError, AttributeError, KeyError) as exc:
            raise EngineError(f"backend {self.name} sent a malformed event ({exc})",
                              status=502, code="upstream_bad_response") from None

    def _event(self, data: dict[str, Any]) -> list[Delta]:
        kind = data.get("type")
        if kind == "error":
            message = (data.get("error") or {}).get("message", "no message")
            raise EngineError(f"backend {self.name} failed mid-stream: {message}",
                              status=502, code="upstream_error")
        if kind == "message_start":
            self._count((data.get("message") or {}).get("usage"))
        elif kind == "content_block_start":
            block = data["content_block"]
            if block.get("type") == "tool_use":
                index = self._tools[data["index"]] = len(self._tools)
                return [ToolCallDelta(index=index, id=block.get("id"), name=block.get("name"))]
        elif kind == "content_block_delta":
            return self._delta(data["index"], data["delta"])
        elif kind == "message_delta":
            reason = (data.get("delta") or {}).get("stop_reason")
            self.finish = _FINISH.get(reason, "stop") if isinstance(reason, str) else "stop"
            self._count(data.get("usage"))
        elif kind == "message_stop":
            self.stopped = True
        return []

    def _delta(self, index: int, delta: dict[str, Any]) -> list[Delta]:
        kind = delta.get("type")
        if kind == "text_delta" and delta.get("text"):
            return [TextDelta(delta["text"])]
        if kind == "thinking_delta" and delta.get("thinking"):
            return [ReasoningDelta(delta["thinking"])]
        if kind == "signature_delta" and delta.get("signature"):
            return [ReasoningDelta("", signature=delta["signature"])]
        if kind == "input_json_delta" and index in self._tools:
            return [ToolCallDelta(index=self._tools[index], arguments=delta["partial_json"])]
        return []

    def _count(self, usage: Any) -> None:
        if isinstance(usage, dict):
            self.tokens.update({k: v for k, v in usage.items() if isinstance(v, int)})

    def usage(self) -> Usage:
        read = self.tokens.get("cache_read_input_tokens", 0)
        written = self.tokens.get("cache_creation_input_tokens", 0)
        return Usage(
            prompt_tokens=self.tokens.get("input_tokens", 0) + read + written,
            completion_tokens=self.tokens.get("output_tokens", 0),
            cached_tokens=read, cache_written=written,
        )
