"""What a request brings in, checked once: its headers, its JSON, and a chat body's fields.

Bad input must come back as a 4xx that names the field, never as a 500 from deep inside
an engine, a sqlite call or a relay, so it is refused here, before anything runs:

- `check_headers` (a middleware, so every route gets it) refuses a header whose bytes are
  not UTF-8 and a body in a content coding Tandem cannot decode;
- `parse_json` refuses what Python's json accepts but nothing downstream can use: nesting
  past `MAX_DEPTH`, lone UTF-16 surrogates (a client that cut a string inside an emoji),
  NaN and Infinity;
- `parse_chat` checks every chat field Tandem interprets. Fields it does not interpret go
  to `GenerationRequest.extra` untouched, so a relay passes them on exactly as the client
  sent them.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from app.engine.engines.base import GenerationRequest
from app.engine.http.errors import ApiError

ROLES = frozenset({"system", "developer", "user", "assistant", "tool", "function"})
IMAGE_PARTS = frozenset({"image_url", "input_image", "image"})
TOOL_CHOICES = frozenset({"none", "auto", "required"})
MAX_STOPS = 16

_INTERPRETED = frozenset(
    {
        "model",
        "messages",
        "stream",
        "stream_options",
        "max_tokens",
        "temperature",
        "top_p",
        "seed",
        "stop",
        "logit_bias",
        "tools",
        "tool_choice",
        "grammar",
        "n",
    }
)
"""Keys Tandem reads itself; everything else is `extra`. `max_completion_tokens` is read
but also left in `extra`, so a relay can send it under the name the client chose."""


@dataclass(slots=True)
class ChatBody:
    """A checked body: the request for the engine plus what only the server needs."""

    gen: GenerationRequest
    stream: bool
    include_usage: bool


MAX_DEPTH = 64
"""Arrays and objects inside each other; OpenAI bodies and tool schemas need a dozen. A
deeper body would reach Python's recursion limit in whatever walks it next."""

CONTENT_CODINGS = frozenset({"", "identity", "gzip", "deflate", "br", "zstd"})
"""The codings aiohttp decodes (br and zstd when their libraries are installed; without
them aiohttp itself answers 400). Any other coding would reach `parse_json` undecoded."""

_SURROGATE = re.compile("[\ud800-\udfff]")
"""A lone surrogate: JSON's `\\ud83d` without its pair, or a header byte that is not UTF-8
(aiohttp decodes headers with `surrogateescape`). Neither can be encoded as UTF-8 again,
so sqlite, a log file or a relayed body would fail on it later."""


def bad(param: str | None, message: str, code: str = "invalid_value") -> ApiError:
    return ApiError(400, message, code=code, param=param)


@web.middleware
async def check_headers(
    request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
) -> web.StreamResponse:
    """Refuse a header that is not UTF-8 text and a body coding that cannot be decoded."""
    for name, value in request.headers.items():
        if _SURROGATE.search(name) or _SURROGATE.search(value):
            shown = ascii(name)[1:-1]
            raise ApiError(400, f"the header {shown} is not valid UTF-8", param=shown,
                           code="invalid_header")
    coding = request.headers.get("Content-Encoding", "").strip().lower()
    if coding not in CONTENT_CODINGS:
        raise ApiError(415, f"Content-Encoding {coding!r} is not supported; send gzip, "
                       "deflate or no coding", param="Content-Encoding",
                       code="unsupported_content_encoding")
    return await handler(request)


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def parse_json(raw: bytes) -> dict[str, Any]:
    """A JSON object that every later step can walk, encode and store."""
    if not raw.strip():
        raise bad(None, "the request body is empty; expected a JSON object", "invalid_json")
    try:
        body = json.loads(raw, parse_constant=_no_constants)
    except RecursionError:
        top = _deepest_field(raw)
        raise bad(top, f"'{top or 'the body'}' is nested more than {MAX_DEPTH} levels deep",
                  "invalid_json") from None
    except (ValueError, UnicodeDecodeError) as exc:
        raise bad(None, f"the request body is not valid JSON: {exc}", "invalid_json") from None
    if not isinstance(body, dict):
        raise bad(None, "the request body must be a JSON object", "invalid_json")
    _check_tree(body)
    return body


_TOKEN = re.compile(rb'"(?:[^"\\]|\\.)*"|[\[\]{}]')


def _deepest_field(raw: bytes) -> str | None:
    """The top-level key under which `raw` nests past `MAX_DEPTH`, found without parsing:
    json gave up on recursion, so this scans its brackets, strings skipped whole."""
    depth, key = 0, None
    for match in _TOKEN.finditer(raw):
        token = match[0]
        if token[0] == ord('"'):
            if depth == 1:
                key = token
        elif token in (b"[", b"{"):
            depth += 1
            if depth > MAX_DEPTH:
                break
        else:
            depth -= 1
    try:
        name = json.loads(key) if key is not None else None
    except ValueError:
        return None
    return name if isinstance(name, str) and not _SURROGATE.search(name) else None


def _check_tree(body: dict[str, Any]) -> None:
    """Depth and text of every value, without recursion (the body may be deep)."""
    stack: list[tuple[Any, str, int]] = [(body, "", 0)]
    while stack:
        value, path, depth = stack.pop()
        if isinstance(value, str):
            if _SURROGATE.search(value):
                raise bad(path, f"'{path}' holds a lone UTF-16 surrogate, which is not "
                          "text; send the whole character", "invalid_text")
            continue
        if not isinstance(value, dict | list):
            continue
        if depth >= MAX_DEPTH:
            top = re.split(r"[.\[]", path, maxsplit=1)[0]
            raise bad(top, f"'{top}' is nested more than {MAX_DEPTH} levels deep",
                      "invalid_json")
        if isinstance(value, list):
            stack.extend((v, f"{path}[{i}]", depth + 1) for i, v in enumerate(value))
            continue
        for key, v in value.items():
            at = f"{path}.{key}" if path else key
            if _SURROGATE.search(key):
                raise bad(ascii(at)[1:-1], f"the key {key!a} holds a lone UTF-16 "
                          "surrogate, which is not text", "invalid_text")
            stack.append((v, at, depth + 1))


def _is_number(v: Any) -> bool:
    return isinstance(v, int | float) and not isinstance(v, bool) and math.isfinite(v)


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def number_field(body: dict, key: str, lo: float, hi: float) -> float | None:
    v = body.get(key)
    if v is None:
        return None
    if not _is_number(v):
        raise bad(key, f"'{key}' must be a number, not {type(v).__name__}", "invalid_type")
    if not lo <= v <= hi:
        raise bad(key, f"'{key}' must be between {lo:g} and {hi:g}, got {v}")
    return float(v)


def int_field(body: dict, key: str, lo: int | None = None) -> int | None:
    v = body.get(key)
    if v is None:
        return None
    if not _is_int(v):
        raise bad(key, f"'{key}' must be an integer, not {type(v).__name__}", "invalid_type")
    if lo is not None and v < lo:
        raise bad(key, f"'{key}' must be at least {lo}, got {v}")
    return v


def parse_model(body: dict) -> str:
    model = body.get("model")
    if model is None:
        raise bad("model", "'model' is required", "missing_required_parameter")
    if not isinstance(model, str) or not model:
        raise bad("model", "'model' must be a non-empty string", "invalid_type")
    return model


def _messages(body: dict) -> list[dict[str, Any]]:
    msgs = body.get("messages")
    if msgs is None:
        raise bad("messages", "'messages' is required", "missing_required_parameter")
    if not isinstance(msgs, list):
        raise bad("messages", "'messages' must be an array of message objects", "invalid_type")
    if not msgs:
        raise bad("messages", "'messages' must contain at least one message")
    out: list[dict[str, Any]] = []
    for i, m in enumerate(msgs):
        where = f"messages[{i}]"
        if not isinstance(m, dict):
            raise bad(where, f"'{where}' must be an object", "invalid_type")
        role = m.get("role")
        if not isinstance(role, str) or role not in ROLES:
            raise bad(
                f"{where}.role",
                f"'{where}.role' must be one of {', '.join(sorted(ROLES))}, got {role!r}",
            )
        content = m.get("content")
        if content is None:
            if role != "assistant":
                raise bad(f"{where}.content", f"'{where}.content' is required for role {role}")
        elif isinstance(content, list):
            _check_parts(content, where)
        elif not isinstance(content, str):
            raise bad(
                f"{where}.content",
                f"'{where}.content' must be a string or an array of content parts",
                "invalid_type",
            )
        out.append(dict(m))
    return out


def _check_parts(parts: list, where: str) -> None:
    for j, part in enumerate(parts):
        at = f"{where}.content[{j}]"
        if not isinstance(part, dict) or not isinstance(part.get("type"), str):
            raise bad(at, f"'{at}' must be an object with a string 'type'", "invalid_type")
        if part["type"] == "text" and not isinstance(part.get("text"), str):
            raise bad(f"{at}.text", f"'{at}.text' must be a string", "invalid_type")


def flatten_content(messages: list[dict[str, Any]], *, images: bool) -> list[dict[str, Any]]:
    """Messages whose content is a plain string, as local engines take them.

    An engine that takes images (a relay) gets the parts untouched instead; an engine that
    does not gets a 400 naming the image part, rather than a silent drop of the picture.
    """
    if images:
        return messages
    out: list[dict[str, Any]] = []
    for i, m in enumerate(messages):
        content = m.get("content")
        if not isinstance(content, list):
            out.append(m)
            continue
        texts: list[str] = []
        for j, part in enumerate(content):
            kind = part["type"]
            at = f"messages[{i}].content[{j}]"
            if kind == "text":
                texts.append(part["text"])
            elif kind in IMAGE_PARTS:
                raise bad(at, f"'{at}' is an image, and this model does not take images",
                          "unsupported_content")
            else:
                raise bad(at, f"'{at}' has unsupported content type {kind!r}",
                          "unsupported_content")
        out.append({**m, "content": "\n".join(texts)})
    return out


def _stop(body: dict) -> list[str]:
    v = body.get("stop")
    if v is None:
        return []
    if isinstance(v, str):
        return [v] if v else []
    if not isinstance(v, list) or not all(isinstance(s, str) for s in v):
        raise bad("stop", "'stop' must be a string or an array of strings", "invalid_type")
    if len(v) > MAX_STOPS:
        raise bad("stop", f"'stop' may hold at most {MAX_STOPS} strings")
    return [s for s in v if s]


def _logit_bias(body: dict) -> dict[int, float]:
    v = body.get("logit_bias")
    if v is None:
        return {}
    if not isinstance(v, dict):
        raise bad("logit_bias", "'logit_bias' must be an object of token id -> bias",
                  "invalid_type")
    out: dict[int, float] = {}
    for key, bias in v.items():
        if not (isinstance(key, str) and key.isascii() and key.isdigit()):
            raise bad("logit_bias", f"'logit_bias' key {key!r} is not a token id")
        if not _is_number(bias) or not -100 <= bias <= 100:
            raise bad("logit_bias", f"'logit_bias[{key}]' must be a number from -100 to 100")
        out[int(key)] = float(bias)
    return out


def _tools(body: dict) -> list[dict[str, Any]] | None:
    v = body.get("tools")
    if v is None:
        return None
    if not isinstance(v, list):
        raise bad("tools", "'tools' must be an array", "invalid_type")
    for i, tool in enumerate(v):
        at = f"tools[{i}]"
        if not isinstance(tool, dict) or tool.get("type") != "function":
            raise bad(at, f"'{at}' must be an object with type 'function'")
        fn = tool.get("function")
        if not isinstance(fn, dict) or not isinstance(fn.get("name"), str) or not fn["name"]:
            raise bad(f"{at}.function.name", f"'{at}.function.name' must be a non-empty string")
    return v


def _tool_choice(body: dict, tools: list[dict[str, Any]] | None) -> Any:
    v = body.get("tool_choice")
    if v is None:
        return None
    if isinstance(v, str):
        if v not in TOOL_CHOICES:
            raise bad("tool_choice", "'tool_choice' must be none, auto, required or an object")
        if v == "required" and not tools:
            raise bad("tool_choice", "'tool_choice' is required but no 'tools' were given")
        return v
    if isinstance(v, dict) and v.get("type") == "function":
        name = v.get("function", {}).get("name") if isinstance(v.get("function"), dict) else None
        known = {t["function"]["name"] for t in tools or []}
        if not isinstance(name, str) or name not in known:
            raise bad("tool_choice", f"'tool_choice' names a function not in 'tools': {name!r}")
        return v
    raise bad("tool_choice", "'tool_choice' must be none, auto, required or an object",
              "invalid_type")


def _stream(body: dict) -> tuple[bool, bool]:
    stream = body.get("stream")
    if stream is None:
        stream = False
    if not isinstance(stream, bool):
        raise bad("stream", "'stream' must be a boolean", "invalid_type")
    opts = body.get("stream_options")
    if opts is None:
        return stream, False
    if not isinstance(opts, dict):
        raise bad("stream_options", "'stream_options' must be an object", "invalid_type")
    usage = opts.get("include_usage", False)
    if not isinstance(usage, bool):
        raise bad("stream_options.include_usage", "'stream_options.include_usage' must be a "
                  "boolean", "invalid_type")
    return stream, usage


def parse_chat(body: dict[str, Any]) -> ChatBody:
    """Check every interpreted field; the messages keep their content parts for now."""
    model = parse_model(body)
    messages = _messages(body)
    stream, include_usage = _stream(body)
    n = body.get("n")
    if n is not None and n != 1:
        raise bad("n", "'n' must be 1: Tandem returns one choice")
    max_tokens = int_field(body, "max_tokens", 1)
    max_completion = int_field(body, "max_completion_tokens", 1)
    if max_completion is not None:
        max_tokens = max_completion
    grammar = body.get("grammar")
    if grammar is not None and not isinstance(grammar, str):
        raise bad("grammar", "'grammar' must be a GBNF string", "invalid_type")
    tools = _tools(body)
    gen = GenerationRequest(
        model=model,
        messages=messages,
        max_tokens=max_tokens,
        temperature=number_field(body, "temperature", 0.0, 2.0),
        top_p=number_field(body, "top_p", 0.0, 1.0),
        seed=int_field(body, "seed"),
        stop=_stop(body),
        logit_bias=_logit_bias(body),
        grammar=grammar,
        tools=tools,
        tool_choice=_tool_choice(body, tools),
        extra={k: v for k, v in body.items() if k not in _INTERPRETED},
    )
    return ChatBody(gen=gen, stream=stream, include_usage=include_usage)
