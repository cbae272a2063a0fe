"""What a request brings in, checked once: its headers, its JSON, and a chat body's fields.

Bad input must come back as a 4xx that names the field, never as a 500 from deep inside
an engine, a sqlite call or a relay, so it is refused here, before anything runs:

- `check_headers` (a middleware, so every route gets it) refuses a header whose bytes are
  not UTF-8 and a body in a content coding Tandem cannot decode;
- `parse_json` refuses what Python's json accepts but nothing downstream can use: nesting
  past `MAX_DEPTH`, lone UTF-16 surrogates (a client that cut a string inside an emoji),
  NaN and Infinity;
- `validated` checks a body against its model in app/contracts and answers the 400 that
  names the first bad field; `parse_chat` does so for a chat body, whose fields Tandem
  does not interpret go to `GenerationRequest.extra` untouched, so a relay passes them on
  exactly as the client sent them.
"""

from __future__ import annotations

import json
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from aiohttp import web
from pydantic import BaseModel, ValidationError

from app.contracts.chat import ChatRequest, ModelName
from app.contracts.problems import first_problem
from app.engine.engines.base import GenerationRequest
from app.engine.http.errors import ApiError

IMAGE_PARTS = frozenset({"image_url", "input_image", "image"})

_INTERPRETED = frozenset(ChatRequest.model_fields) - {"max_completion_tokens"}
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


M = TypeVar("M", bound=BaseModel)


def validated(model: type[M], data: Any, *, strict: bool = True) -> M:
    """`data` as `model`, or the 400 that names the first bad field: the one place a
    pydantic error becomes the client's error. `strict=False` for a query string, whose
    values are all text."""
    try:
        return model.model_validate(data, strict=strict)
    except ValidationError as exc:
        problem = first_problem(exc)
        raise bad(problem.field, problem.message, problem.code) from None


def parse_model(body: dict) -> str:
    return validated(ModelName, body).model


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


def parse_chat(body: dict[str, Any]) -> ChatBody:
    """The body as `ChatRequest` checks it; the messages, tools and tool_choice go on as
    the client sent them (content parts included), so a relay changes none of their bytes."""
    chat = validated(ChatRequest, body)
    max_completion = chat.max_completion_tokens
    gen = GenerationRequest(
        model=chat.model,
        messages=[dict(m) for m in body["messages"]],
        max_tokens=chat.max_tokens if max_completion is None else max_completion,
        temperature=chat.temperature,
        top_p=chat.top_p,
        seed=chat.seed,
        stop=chat.stops(),
        logit_bias={int(k): v for k, v in (chat.logit_bias or {}).items()},
        grammar=chat.grammar,
        tools=body.get("tools"),
        tool_choice=body.get("tool_choice"),
        extra={k: v for k, v in body.items() if k not in _INTERPRETED},
    )
    include_usage = chat.stream_options is not None and chat.stream_options.include_usage
    return ChatBody(gen=gen, stream=chat.stream, include_usage=include_usage)
