"""The chat request every engine takes, as the body an Anthropic backend's `/messages` takes.

The conductor works on OpenAI-shaped messages, so a backend configured `api = "anthropic"`
gets them turned back: leading system messages become `system`, `tool_calls` become
`tool_use` blocks and `tool` messages `tool_result` blocks in one user message. Prompt
caching passes through: the Messages route puts the client's `cache_control` markers
under `NATIVE_KEY` in `extra` (by message index; the conductor adds text inside messages
but never a message), and each goes back on the last block of its message. So do the
signed `thinking` blocks a client sends back, which Anthropic needs before a tool call.
"""

from __future__ import annotations

import json
from typing import Any

from app.engine.engines.base import GenerationRequest

NATIVE_KEY = "anthropic_native"
"""`extra[NATIVE_KEY]`: {"system": marker, "messages": {index: marker}, "tools": {index:
marker}, "top": marker, "thinking": {index: [blocks]}, "beta": the client's
`anthropic-beta` header}; set by the Messages route for an Anthropic backend only, read
only here and by the relay."""

DEFAULT_MAX_TOKENS = 4096
"""Anthropic requires max_tokens; a chat client that sends none gets this."""

_PASSED = ("top_k", "metadata", "thinking", "service_tier")
"""Anthropic fields a Messages client sent that the backend takes as they are."""

_CHOICE = {"auto": {"type": "auto"}, "required": {"type": "any"}, "none": {"type": "none"}}


def anthropic_body(req: GenerationRequest, model: str) -> dict[str, Any]:
    marks: dict[str, Any] = req.extra.get(NATIVE_KEY) or {}
    by_index: dict[int, Any] = {int(k): v for k, v in (marks.get("messages") or {}).items()}
    thinking: dict[int, Any] = {int(k): v for k, v in (marks.get("thinking") or {}).items()}
    system: list[dict[str, Any]] = []
    messages: list[dict[str, Any]] = []
    for i, m in enumerate(req.messages):
        if m.get("role") in ("system", "developer") and not messages:
            system += _blocks(m.get("content"))
            continue
        blocks = [*thinking.get(i, ()), *_message_blocks(m)]
        if not blocks:
            continue
        if i in by_index:
            blocks[-1] = {**blocks[-1], "cache_control": by_index[i]}
        role = {"assistant": "assistant", "system": "system", "developer": "system"}.get(
            m.get("role"), "user")  # a system message between turns stays one, as sent
        if messages and messages[-1]["role"] == role and role == "user":
            messages[-1]["content"] += blocks  # tool results and what follows: one turn
        else:
            messages.append({"role": role, "content": blocks})
    body: dict[str, Any] = {
        "model": model, "messages": [_plain(m) for m in messages], "stream": True,
        "max_tokens": req.max_tokens or DEFAULT_MAX_TOKENS,
    }
    if system:
        if marks.get("system"):
            system[-1] = {**system[-1], "cache_control": marks["system"]}
        body["system"] = system if len(system) > 1 or marks.get("system") else system[0][
            "text"]
    if marks.get("top"):
        body["cache_control"] = marks["top"]
    if req.stop:
        body["stop_sequences"] = req.stop
    for key in ("temperature", "top_p"):
        if getattr(req, key) is not None:
            body[key] = getattr(req, key)
    body.update({k: req.extra[k] for k in _PASSED if k in req.extra})
    if req.tools:
        body["tools"] = _tools(req.tools, marks.get("tools") or {})
    choice = _tool_choice(req.tool_choice, req.extra.get("parallel_tool_calls"))
    if choice is not None:
        body["tool_choice"] = choice
    return body


def _plain(message: dict[str, Any]) -> dict[str, Any]:
    """A message of one unmarked text block as the plain string a client writes."""
    blocks = message["content"]
    if len(blocks) == 1 and set(blocks[0]) == {"type", "text"} and blocks[0]["type"] == "text":
        return {"role": message["role"], "content": blocks[0]["text"]}
    return message


def _blocks(content: Any) -> list[dict[str, Any]]:
    """Text or content parts as Anthropic blocks: text, and images from data or links."""
    if isinstance(content, str):
        return [{"type": "text", "text": content}] if content else []
    out: list[dict[str, Any]] = []
    for part in content or ():
        if part.get("type") == "text" and part.get("text"):
            out.append({"type": "text", "text": part["text"]})
        elif part.get("type") == "image_url":
            url = (part.get("image_url") or {}).get("url", "")
            out.append({"type": "image", "source": _image_source(url)})
    return out


def _image_source(url: str) -> dict[str, Any]:
    if url.startswith("data:") and ";base64," in url:
        media, data = url[5:].split(";base64,", 1)
        return {"type": "base64", "media_type": media, "data": data}
    return {"type": "url", "url": url}


def _message_blocks(m: dict[str, Any]) -> list[dict[str, Any]]:
    if m.get("role") == "tool":
        content = m.get("content")
        result = content if isinstance(content, str) else _blocks(content)
        return [{"type": "tool_result", "tool_use_id": m.get("tool_call_id") or "",
                 "content": result}]
    blocks = _blocks(m.get("content"))
    for call in m.get("tool_calls") or ():
        fn = call.get("function") or {}
        try:
            args = json.loads(fn.get("arguments") or "{}")
        except ValueError:
            args = {"raw": fn.get("arguments")}
        blocks.append({"type": "tool_use", "id": call.get("id") or "", "name": fn.get("name"),
                       "input": args if isinstance(args, dict) else {"raw": args}})
    return blocks


def _tools(tools: list[dict[str, Any]], marks: dict[Any, Any]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for i, tool in enumerate(tools):
        fn = tool.get("function") or {}
        item: dict[str, Any] = {"name": fn.get("name"),
                                "input_schema": fn.get("parameters") or {"type": "object"}}
        if fn.get("description"):
            item["description"] = fn["description"]
        mark = marks.get(i, marks.get(str(i)))
        if mark:
            item["cache_control"] = mark
        out.append(item)
    return out


def _tool_choice(choice: Any, parallel: Any) -> dict[str, Any] | None:
    if choice is None:
        out = None
    elif isinstance(choice, dict):
        out = {"type": "tool", "name": (choice.get("function") or {}).get("name")}
    else:
        out = dict(_CHOICE.get(choice, {"type": "auto"}))
    if parallel is False:
        out = {**(out or {"type": "auto"}), "disable_parallel_tool_use": True}
    return out
