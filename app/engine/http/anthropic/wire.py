"""Deltas into Anthropic's Messages events, and those events into a whole message.

A stream is `message_start`, `ping`, then per content block `content_block_start`, its
deltas (`text_delta`, `input_json_delta`, `thinking_delta`) and `content_block_stop`,
then `message_delta` (stop reason, usage) and `message_stop`. Block indices count up
from 0 and a new kind of delta closes the open block. The status lines the conductor adds
(`StatusText`) are their own paragraph in the final text block: the answer's own when it
ended in text (`claude -p` prints only the last text block, and must print the answer),
a new one after a tool call. A non-streaming answer is these same events folded, so both
paths carry the same content.
"""

from __future__ import annotations

import json
import secrets
from typing import Any

from app.engine.engines.base import (
    Delta,
    Finish,
    ReasoningDelta,
    StatusText,
    TextDelta,
    ToolCallDelta,
    Usage,
)

STOP_REASONS = {"stop": "end_turn", "length": "max_tokens", "tool_calls": "tool_use"}

Event = dict[str, Any]


def new_message_id() -> str:
    return "msg_" + secrets.token_hex(12)


def usage_of(usage: Usage | None) -> dict[str, int]:
    """What the engine really read (the injected notes too), not what the client sent,
    split as Anthropic does: `input_tokens` are the ones neither read from nor written to
    the cache, so the three together are the whole prompt."""
    u = usage or Usage(0, 0)
    return {
        "input_tokens": max(0, u.prompt_tokens - u.cached_tokens - u.cache_written),
        "output_tokens": u.completion_tokens,
        "cache_read_input_tokens": u.cached_tokens,
        "cache_creation_input_tokens": u.cache_written,
    }


class MessageEvents:
    """One answer's deltas as Messages events, in order (see the module docstring)."""

    __slots__ = ("_block", "_index", "_tool", "finish", "message_id", "model", "thinking",
                 "usage", "used_tools")

    def __init__(self, message_id: str, model: str, *, thinking: bool) -> None:
        self.message_id = message_id
        self.model = model
        self.thinking = thinking
        """Reasoning goes out as thinking blocks only when the client asked for them."""
        self._block: str | None = None
        self._index = -1
        self._tool: int | None = None
        self.finish: str | None = None
        self.usage: Usage | None = None
        self.used_tools = False

    def start(self) -> list[Event]:
        message = {
            "id": self.message_id, "type": "message", "role": "assistant",
            "model": self.model, "content": [], "stop_reason": None, "stop_sequence": None,
            "usage": {"input_tokens": 0, "output_tokens": 0},
        }
        return [{"type": "message_start", "message": message}, {"type": "ping"}]

    def feed(self, d: Delta) -> list[Event]:
        if isinstance(d, StatusText) and self._block != "text":
            text = d.text.lstrip("\n")  # a block of its own: no blank line to lead it
            return [*self._open("text", {"type": "text", "text": ""}), self._delta(
                {"type": "text_delta", "text": text})] if text else []
        if isinstance(d, TextDelta):
            if not d.text:
                return []
            opened = [] if self._block == "text" else self._open(
                "text", {"type": "text", "text": ""})
            return [*opened, self._delta({"type": "text_delta", "text": d.text})]
        if isinstance(d, ReasoningDelta):
            if not (d.text or d.signature) or not self.thinking:
                return []
            opened = [] if self._block == "thinking" else self._open(
                "thinking", {"type": "thinking", "thinking": "", "signature": ""})
            if d.signature:  # an Anthropic backend's, for the client to send back
                return [*opened, self._delta({"type": "signature_delta",
                                              "signature": d.signature})]
            return [*opened, self._delta({"type": "thinking_delta", "thinking": d.text})]
        if isinstance(d, ToolCallDelta):
            return self._tool_call(d)
        if isinstance(d, Finish):
            self.finish = d.reason
        elif isinstance(d, Usage):
            self.usage = d
        return []

    def end(self) -> list[Event]:
        reason = "tool_use" if self.used_tools else STOP_REASONS.get(self.finish or "stop")
        return [*self._close(), {
            "type": "message_delta",
            "delta": {"stop_reason": reason, "stop_sequence": None},
            "usage": usage_of(self.usage),
        }, {"type": "message_stop"}]

    def _tool_call(self, d: ToolCallDelta) -> list[Event]:
        out: list[Event] = []
        if self._block != "tool_use" or self._tool != d.index:
            call_id = d.id or "toolu_" + secrets.token_hex(12)
            out += self._open("tool_use", {"type": "tool_use", "id": call_id,
                                           "name": d.name or "", "input": {}})
            self._tool = d.index
            self.used_tools = True
        if d.arguments:
            out.append(self._delta({"type": "input_json_delta", "partial_json": d.arguments}))
        return out

    def _open(self, kind: str, block: dict[str, Any]) -> list[Event]:
        out = self._close()
        self._index += 1
        self._block = kind
        return [*out, {"type": "content_block_start", "index": self._index,
                       "content_block": block}]

    def _close(self) -> list[Event]:
        if self._block is None:
            return []
        self._block = self._tool = None
        return [{"type": "content_block_stop", "index": self._index}]

    def _delta(self, delta: dict[str, Any]) -> Event:
        return {"type": "content_block_delta", "index": self._index, "delta": delta}


def sse(event: Event) -> bytes:
    body = json.dumps(event, ensure_ascii=False, separators=(",", ":"))
    return f"event: {event['type']}\ndata: {body}\n\n".encode()


class MessageAssembler:
    """Folds the events of one answer into the whole `message` a non-streaming call gets."""

    __slots__ = ("_json", "message")

    def __init__(self) -> None:
        self.message: dict[str, Any] = {}
        self._json: dict[int, list[str]] = {}

    def add(self, event: Event) -> None:
        kind = event["type"]
        if kind == "message_start":
            self.message = dict(event["message"], content=[])
        elif kind == "content_block_start":
            self.message["content"].append(dict(event["content_block"]))
        elif kind == "content_block_delta":
            self._delta(event["index"], event["delta"])
        elif kind == "content_block_stop":
            self._stop(event["index"])
        elif kind == "message_delta":
            self.message.update(event["delta"])
            self.message["usage"] = event["usage"]

    def _delta(self, index: int, delta: dict[str, Any]) -> None:
        block = self.message["content"][index]
        if delta["type"] == "text_delta":
            block["text"] += delta["text"]
        elif delta["type"] == "thinking_delta":
            block["thinking"] += delta["thinking"]
        elif delta["type"] == "signature_delta":
            block["signature"] = delta["signature"]
        elif delta["type"] == "input_json_delta":
            self._json.setdefault(index, []).append(delta["partial_json"])

    def _stop(self, index: int) -> None:
        block = self.message["content"][index]
        if block["type"] == "tool_use":
            block["input"] = tool_input("".join(self._json.pop(index, [])))


def tool_input(raw: str) -> dict[str, Any]:
    """A tool call's arguments as the object Anthropic's `input` is. Arguments that are no
    JSON object (a small model's slip) are kept whole under `raw`, not dropped."""
    if not raw.strip():
        return {}
    try:
        value = json.loads(raw)
    except ValueError:
        return {"raw": raw}
    return value if isinstance(value, dict) else {"raw": raw}
