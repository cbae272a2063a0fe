"""The OpenAI wire shapes Tandem sends: stream chunks and whole completions.

Clients (the openai SDKs, Open WebUI, opencode) rely on details the spec leaves implicit:
one id for every chunk of a completion, the role on the first delta only, no empty
`content` deltas, a tool call's id and name on its first fragment only, and a final
`choices: []` chunk for usage. Keeping those rules in one place lets the handler stay a
loop over deltas, and lets the non-streaming path assemble exactly the same content.
"""

from __future__ import annotations

import json
import secrets
import time
from dataclasses import dataclass, field
from typing import Any

from app.engine.engines.base import (
    Delta,
    Finish,
    ReasoningDelta,
    TextDelta,
    ToolCallDelta,
    Usage,
)
from app.engine.streams.sse import frame


def usage_body(usage: Usage) -> dict[str, Any]:
    return {
        "prompt_tokens": usage.prompt_tokens,
        "completion_tokens": usage.completion_tokens,
        "total_tokens": usage.prompt_tokens + usage.completion_tokens,
        "prompt_tokens_details": {"cached_tokens": usage.cached_tokens},
    }


@dataclass(slots=True)
class _ToolCallState:
    """Which tool-call indices have had their first fragment, and their generated ids."""

    ids: dict[int, str] = field(default_factory=dict)

    def fragment(self, d: ToolCallDelta) -> dict[str, Any] | None:
        if d.index not in self.ids:
            call_id = d.id or "call_" + secrets.token_hex(12)
            self.ids[d.index] = call_id
            return {
                "index": d.index,
                "id": call_id,
                "type": "function",
                "function": {"name": d.name or "", "arguments": d.arguments},
            }
        if not d.arguments:
            return None
        return {"index": d.index, "function": {"arguments": d.arguments}}


class ChunkShaper:
    """Turns one completion's deltas into `chat.completion.chunk` payloads, in order."""

    __slots__ = ("_base", "_role_sent", "_text_head", "_text_tail", "_tools", "finish_reason")

    def __init__(self, completion_id: str, model: str, created: int | None = None) -> None:
        self._base = {
            "id": completion_id,
            "object": "chat.completion.chunk",
            "created": created if created is not None else int(time.time()),
            "model": model,
        }
        self._role_sent = False
        self._tools = _ToolCallState()
        self.finish_reason: str | None = None
        # A text chunk after the first is these bytes around its JSON string: the hot path
        # of a stream encodes one string per token instead of the whole chunk.
        marker = "\u0000"
        whole = frame(self._wrap({"content": marker}, None))
        self._text_head, _, self._text_tail = whole.partition(json.dumps(marker).encode())

    def frame(self, d: Delta) -> bytes | None:
        """The SSE frame for one delta, or None when the delta carries nothing to send."""
        if type(d) is TextDelta and self._role_sent:
            if not d.text:
                return None
            text = json.dumps(d.text, ensure_ascii=False).encode()
            return self._text_head + text + self._text_tail
        chunk = self.chunk(d)
        return None if chunk is None else frame(chunk)

    def chunk(self, d: Delta) -> dict[str, Any] | None:
        """The chunk for one delta, or None when the delta carries nothing to send."""
        finish: str | None = None
        if isinstance(d, TextDelta):
            if not d.text:
                return None
            delta: dict[str, Any] = {"content": d.text}
        elif isinstance(d, ReasoningDelta):
            if not d.text:
                return None
            delta = {"reasoning_content": d.text}
        elif isinstance(d, ToolCallDelta):
            frag = self._tools.fragment(d)
            if frag is None:
                return None
            delta = {"tool_calls": [frag]}
        elif isinstance(d, Finish):
            finish = self.finish_reason = d.reason
            delta = {}
        else:
            return None
        if not self._role_sent:
            self._role_sent = True
            delta = {"role": "assistant", **delta}
        return self._wrap(delta, finish)

    def _wrap(self, delta: dict[str, Any], finish: str | None) -> dict[str, Any]:
        return {
            **self._base,
            "choices": [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish}],
        }

    def usage_chunk(self, usage: Usage) -> dict[str, Any]:
        return {**self._base, "choices": [], "usage": usage_body(usage)}


class CompletionAssembler:
    """Collects deltas into one `chat.completion` for a non-streaming request."""

    __slots__ = ("_calls", "_content", "_reasoning", "finish_reason", "usage")

    def __init__(self) -> None:
        self._content: list[str] = []
        self._reasoning: list[str] = []
        self._calls: dict[int, dict[str, Any]] = {}
        self.finish_reason: str = "stop"
        self.usage: Usage | None = None

    def add(self, d: Delta) -> None:
        if isinstance(d, TextDelta):
            self._content.append(d.text)
        elif isinstance(d, ReasoningDelta):
            self._reasoning.append(d.text)
        elif isinstance(d, ToolCallDelta):
            call = self._calls.get(d.index)
            if call is None:
                call = self._calls[d.index] = {
                    "id": d.id or "call_" + secrets.token_hex(12),
                    "type": "function",
                    "function": {"name": d.name or "", "arguments": ""},
                }
            call["function"]["arguments"] += d.arguments
        elif isinstance(d, Finish):
            self.finish_reason = d.reason
        elif isinstance(d, Usage):
            self.usage = d

    def response(self, completion_id: str, model: str, created: int | None = None) -> dict:
        content = "".join(self._content)
        message: dict[str, Any] = {"role": "assistant", "content": content}
        if self._reasoning:
            message["reasoning_content"] = "".join(self._reasoning)
        if self._calls:
            message["tool_calls"] = [self._calls[i] for i in sorted(self._calls)]
            message["content"] = content or None
        return {
            "id": completion_id,
            "object": "chat.completion",
            "created": created if created is not None else int(time.time()),
            "model": model,
            "choices": [
                {
                    "index": 0,
                    "message": message,
                    "logprobs": None,
                    "finish_reason": self.finish_reason,
                }
            ],
            "usage": usage_body(self.usage or Usage(0, 0)),
        }
