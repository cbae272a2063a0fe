"""A Messages body, checked and translated into the chat request every engine takes.

The conductor, the engines and the relays speak OpenAI-shaped messages, so a Messages
body becomes one here: `system` a leading system message, `tool_use` blocks an assistant's
`tool_calls`, `tool_result` blocks `tool` messages (before what else the user said, as
Anthropic orders them). A user message of `tool_result` blocks alone is then a tool turn
to the conductor: no matching notes, and no rule it could write.

Two things are dropped on purpose, because they would change a message's hash on every
turn and so break the session's prefix: `cache_control` markers (Claude Code moves them
to the newest messages each turn) and `thinking` blocks sent back (the conductor restores
the reasoning it recorded). So are the status lines' own text blocks, as the chat route
strips those lines. A bad field is a 400 that names it in the Anthropic path.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from app.contracts.messages import CountTokensRequest, MessagesRequest
from app.engine.engines.anthropic_body import NATIVE_KEY
from app.engine.engines.base import GenerationRequest
from app.engine.http.request import bad, validated
from app.engine.streams.status_lines import strip_status_lines

TOOL_CHOICES = {"auto": "auto", "any": "required", "none": "none"}
NATIVE = ("thinking", "metadata", "service_tier")


@dataclass(slots=True)
class MessagesBody:
    """A checked Messages body; `messages` are already the engine's chat messages."""

    messages: list[dict[str, Any]]
    max_tokens: int | None
    stream: bool = False
    thinking: bool = False
    """Whether the client asked for thinking blocks; without it reasoning is not sent."""
    stop: list[str] = field(default_factory=list)
    temperature: float | None = None
    top_p: float | None = None
    tools: list[dict[str, Any]] | None = None
    tool_choice: Any = None
    extra: dict[str, Any] = field(default_factory=dict)
    native: dict[str, Any] = field(default_factory=dict)
    """What only an `api = "anthropic"` backend takes: the client's `cache_control`
    markers and signed thinking blocks (by message index, see anthropic_body.py), and its
    `thinking`, `metadata` and `service_tier` fields."""

    def generation(self, model: str) -> GenerationRequest:
        return GenerationRequest(
            model=model, messages=self.messages, max_tokens=self.max_tokens,
            temperature=self.temperature, top_p=self.top_p, stop=self.stop,
            tools=self.tools, tool_choice=self.tool_choice, extra=dict(self.extra),
        )


def parse_messages(body: dict[str, Any], *, images: bool, counting: bool = False
                   ) -> MessagesBody:
    """Check and translate; `counting` (count_tokens) needs no `max_tokens`."""
    top = validated(CountTokensRequest if counting else MessagesRequest, body)
    tools = _tools(body.get("tools"))
    system = _system(body.get("system"))
    marks: dict[str, Any] = {"messages": {}, "thinking": {},
                             "tools": _tool_marks(body.get("tools"))}
    parsed = MessagesBody(
        messages=system + _messages(body.get("messages"), images, marks, len(system)),
        max_tokens=top.max_tokens, stream=top.stream, thinking=top.shows_thinking(),
        stop=top.stops(), temperature=top.temperature, top_p=top.top_p, tools=tools,
    )
    if top.top_k is not None:
        parsed.extra["top_k"] = top.top_k
    parsed.tool_choice = _tool_choice(body.get("tool_choice"), tools, parsed.extra)
    if isinstance(body.get("system"), list):
        marks["system"] = next((b["cache_control"] for b in reversed(body["system"])
                                if b.get("cache_control")), None)
    marks["top"] = body.get("cache_control")
    parsed.native = {NATIVE_KEY: marks, **{k: body[k] for k in NATIVE if k in body}}
    return parsed


def counted_text(body: MessagesBody) -> str:
    """What the client sent, as text for the engine's tokenizer: its messages, their tool
    calls and results, and the tool definitions; none of Tandem's notes."""
    parts: list[str] = []
    for m in body.messages:
        content = m.get("content")
        if isinstance(content, str):
            parts.append(content)
        elif isinstance(content, list):
            parts += [p["text"] for p in content if p.get("type") == "text"]
        parts += [json.dumps(c["function"], ensure_ascii=False) for c in m.get("tool_calls", ())]
    parts += [json.dumps(t["function"], ensure_ascii=False) for t in body.tools or ()]
    return "\n".join(p for p in parts if p)


def _text_of(block: Any, at: str) -> str:
    if not isinstance(block, dict) or block.get("type") != "text":
        raise bad(at, f"'{at}' must be a text block", "invalid_type")
    text = block.get("text")
    if not isinstance(text, str):
        raise bad(f"{at}.text", f"'{at}.text' must be a string", "invalid_type")
    return text


def _system(system: Any) -> list[dict[str, Any]]:
    if system is None:
        return []
    text = _system_text(system, "system")
    return [{"role": "system", "content": text}] if text else []


def _system_text(system: Any, at: str) -> str:
    """A system prompt's text: a string, or text blocks joined by blank lines."""
    if isinstance(system, list):
        return "\n\n".join(_text_of(b, f"{at}[{i}]") for i, b in enumerate(system))
    if not isinstance(system, str):
        raise bad(at, f"'{at}' must be a string or an array of text blocks", "invalid_type")
    return system


def _messages(msgs: Any, images: bool, marks: dict[str, Any], start: int
              ) -> list[dict[str, Any]]:
    """The chat messages; `marks` gets each `cache_control` marker, and an assistant's
    thinking blocks, at the index (from `start`) of the message its block went into."""
    if msgs is None:
        raise bad("messages", "'messages' is required", "missing_required_parameter")
    if not isinstance(msgs, list) or not msgs:
        raise bad("messages", "'messages' must be a non-empty array of messages",
                  "invalid_type")
    out: list[dict[str, Any]] = []
    for i, m in enumerate(msgs):
        at = f"messages[{i}]"
        if not isinstance(m, dict):
            raise bad(at, f"'{at}' must be an object", "invalid_type")
        role = m.get("role")
        if role not in ("user", "assistant", "system"):
            raise bad(f"{at}.role", f"'{at}.role' must be user, assistant or system, got "
                      f"{role!r}")
        content = m.get("content")
        if role == "system":  # Claude Code sends its reminders so, between the turns
            if content is None:
                raise bad(f"{at}.content", f"'{at}.content' is required",
                          "missing_required_parameter")
            out.append({"role": "system", "content": _system_text(content, f"{at}.content")})
            continue
        if isinstance(content, str):
            out.append({"role": role, "content": content})
            continue
        if not isinstance(content, list):
            raise bad(f"{at}.content", f"'{at}.content' must be a string or an array of "
                      "content blocks", "invalid_type")
        if not content and role == "user":
            raise bad(f"{at}.content", f"'{at}.content' must hold at least one block")
        for j, block in enumerate(content):
            if not isinstance(block, dict) or not isinstance(block.get("type"), str):
                where = f"{at}.content[{j}]"
                raise bad(where, f"'{where}' must be an object with a string 'type'",
                          "invalid_type")
        made = _user(content, at, images) if role == "user" else [_assistant(content, at)]
        _mark(content, made, marks, start + len(out))
        out += made
    return out


def _mark(blocks: list[dict[str, Any]], made: list[dict[str, Any]], marks: dict[str, Any],
          first: int) -> None:
    """Where `blocks`' cache markers and thinking went, once they became `made` (whose
    first message is number `first`): tool results come first, one message each."""
    results = 0
    for block in blocks:
        target = results if block["type"] == "tool_result" else len(made) - 1
        results += block["type"] == "tool_result"
        if block.get("cache_control"):
            marks["messages"][first + target] = block["cache_control"]
    thought = [b for b in blocks if b["type"] in ("thinking", "redacted_thinking")]
    if thought and made[0]["role"] == "assistant":
        marks["thinking"][first] = thought


def _user(blocks: list[dict[str, Any]], at: str, images: bool) -> list[dict[str, Any]]:
    """Tool results first, each a `tool` message; then the rest as one user message."""
    tools: list[dict[str, Any]] = []
    parts: list[dict[str, Any]] = []
    for j, block in enumerate(blocks):
        where, kind = f"{at}.content[{j}]", block["type"]
        if kind == "text":
            parts.append({"type": "text", "text": _text_of(block, where)})
        elif kind == "image":
            parts.append(_image(block, where, images))
        elif kind == "tool_result":
            tools.append(_tool_result(block, where, images))
        else:
            raise bad(where, f"'{where}' has unsupported block type {kind!r} in a user "
                      "message", "unsupported_content")
    return tools + ([{"role": "user", "content": parts}] if parts else [])


def _image(block: dict[str, Any], where: str, images: bool) -> dict[str, Any]:
    if not images:
        raise bad(where, f"'{where}' is an image, and this model does not take images",
                  "unsupported_content")
    source = block.get("source")
    if isinstance(source, dict) and source.get("type") == "base64":
        media, data = source.get("media_type"), source.get("data")
        if isinstance(media, str) and isinstance(data, str):
            return {"type": "image_url", "image_url": {"url": f"data:{media};base64,{data}"}}
    if isinstance(source, dict) and source.get("type") == "url" and isinstance(
            source.get("url"), str):
        return {"type": "image_url", "image_url": {"url": source["url"]}}
    raise bad(f"{where}.source", f"'{where}.source' must be a base64 source with media_type "
              "and data, or a url source")


def _tool_result(block: dict[str, Any], where: str, images: bool) -> dict[str, Any]:
    call_id = block.get("tool_use_id")
    if not isinstance(call_id, str) or not call_id:
        raise bad(f"{where}.tool_use_id", f"'{where}.tool_use_id' must be a non-empty string")
    content = block.get("content", "")
    if isinstance(content, list):
        parts = [_image(b, f"{where}.content[{k}]", images) if isinstance(b, dict) and
                 b.get("type") == "image" else {"type": "text", "text": _text_of(
                     b, f"{where}.content[{k}]")} for k, b in enumerate(content)]
        content = parts if any(p["type"] != "text" for p in parts) else "\n".join(
            p["text"] for p in parts)
    elif not isinstance(content, str):
        raise bad(f"{where}.content", f"'{where}.content' must be a string or an array of "
                  "text and image blocks", "invalid_type")
    if block.get("is_error") is True and isinstance(content, str):
        content = f"Error: {content}"
    return {"role": "tool", "tool_call_id": call_id, "content": content}


def _assistant(blocks: list[dict[str, Any]], at: str) -> dict[str, Any]:
    texts: list[str] = []
    calls: list[dict[str, Any]] = []
    for j, block in enumerate(blocks):
        where, kind = f"{at}.content[{j}]", block["type"]
        if kind == "text":
            text = _text_of(block, where)
            if not text.strip() or strip_status_lines(text).strip():
                texts.append(text)  # a block of status lines alone is Tandem's, not the answer
        elif kind == "tool_use":
            calls.append(_tool_use(block, where))
        elif kind not in ("thinking", "redacted_thinking"):
            raise bad(where, f"'{where}' has unsupported block type {kind!r} in an "
                      "assistant message", "unsupported_content")
    message: dict[str, Any] = {"role": "assistant", "content": "".join(texts) or None}
    if calls:
        message["tool_calls"] = calls
    elif message["content"] is None:
        message["content"] = ""
    return message


def _tool_use(block: dict[str, Any], where: str) -> dict[str, Any]:
    call_id, name, args = block.get("id"), block.get("name"), block.get("input", {})
    if not isinstance(call_id, str) or not call_id:
        raise bad(f"{where}.id", f"'{where}.id' must be a non-empty string")
    if not isinstance(name, str) or not name:
        raise bad(f"{where}.name", f"'{where}.name' must be a non-empty string")
    if not isinstance(args, dict):
        raise bad(f"{where}.input", f"'{where}.input' must be an object", "invalid_type")
    return {"id": call_id, "type": "function",
            "function": {"name": name, "arguments": json.dumps(args, ensure_ascii=False)}}


def _tool_marks(tools: Any) -> dict[int, Any]:
    if not isinstance(tools, list):
        return {}
    return {i: t["cache_control"] for i, t in enumerate(tools)
            if isinstance(t, dict) and t.get("cache_control")}


def _tools(tools: Any) -> list[dict[str, Any]] | None:
    if tools is None:
        return None
    if not isinstance(tools, list):
        raise bad("tools", "'tools' must be an array", "invalid_type")
    out: list[dict[str, Any]] = []
    for i, tool in enumerate(tools):
        at = f"tools[{i}]"
        if not isinstance(tool, dict):
            raise bad(at, f"'{at}' must be an object", "invalid_type")
        if tool.get("type") not in (None, "custom"):
            raise bad(f"{at}.type", f"'{at}.type' {tool.get('type')!r} is a server tool, which "
                      "Tandem does not run; define it as a client tool")
        name, schema = tool.get("name"), tool.get("input_schema")
        if not isinstance(name, str) or not name:
            raise bad(f"{at}.name", f"'{at}.name' must be a non-empty string")
        if not isinstance(schema, dict):
            raise bad(f"{at}.input_schema", f"'{at}.input_schema' must be a JSON schema object",
                      "invalid_type")
        fn: dict[str, Any] = {"name": name, "parameters": schema}
        if isinstance(tool.get("description"), str):
            fn["description"] = tool["description"]
        out.append({"type": "function", "function": fn})
    return out


def _tool_choice(choice: Any, tools: list[dict[str, Any]] | None, extra: dict[str, Any]
                 ) -> Any:
    if choice is None:
        return None
    kind = choice.get("type") if isinstance(choice, dict) else None
    if kind not in (*TOOL_CHOICES, "tool"):
        raise bad("tool_choice", "'tool_choice' must be an object with type auto, any, tool "
                  "or none")
    if choice.get("disable_parallel_tool_use") is True:
        extra["parallel_tool_calls"] = False
    if kind == "tool":
        name = choice.get("name")
        if name not in {t["function"]["name"] for t in tools or ()}:
            raise bad("tool_choice.name", f"'tool_choice.name' names no tool in 'tools': "
                      f"{name!r}")
        return {"type": "function", "function": {"name": name}}
    if kind == "any" and not tools:
        raise bad("tool_choice", "'tool_choice' is any but no 'tools' were given")
    return TOOL_CHOICES[kind]


