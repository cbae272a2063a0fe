"""A relay to any OpenAI-compatible backend: vLLM, SGLang, Ollama, llama.cpp's server, a cloud.

The relay always streams from upstream, whatever the client asked, so there is one code
path: the server assembles a non-streaming answer from the same deltas. Every way an
upstream can fail (refused, 5xx, silent, garbage, cut off mid-stream) becomes an
`EngineError` with a 502/504, because a client must get an answer, never a hung stream.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import AsyncIterator
from contextlib import aclosing
from typing import Any

import aiohttp

from app.engine.engines.base import (
    Capabilities,
    Delta,
    EngineError,
    Finish,
    FinishReason,
    GenerationRequest,
    ModelInfo,
    ReasoningDelta,
    TextDelta,
    ToolCallDelta,
    Usage,
)
from app.engine.streams.sse import DONE, SSEDecoder, SSEError

log = logging.getLogger("tandem.proxy")

DEFAULT_TIMEOUT = 300.0
"""Seconds without a byte from upstream before the relay gives up (not a total limit:
a long answer that keeps streaming is fine)."""

_FINISH: dict[str, FinishReason] = {
    "stop": "stop",
    "length": "length",
    "tool_calls": "tool_calls",
    "function_call": "tool_calls",
    "content_filter": "stop",
    "eos": "stop",
}


class ProxyEngine:
    """Relays `NAME/<id>` requests to one backend as model `<id>`."""

    def __init__(
        self,
        name: str,
        base_url: str,
        api_key: str | None = None,
        timeout: float = DEFAULT_TIMEOUT,
    ) -> None:
        self.name = name
        self.base_url = base_url.rstrip("/")
        self.api_key = api_key
        self.timeout = timeout
        # What the backend takes is unknown; let it say no itself.
        self.capabilities = Capabilities(logit_bias=True, grammar=True, images=True)
        self.parameters: int | None = None
        self._session: aiohttp.ClientSession | None = None

    def _client(self) -> aiohttp.ClientSession:
        """One session per engine, opened on first use so it binds to the running loop."""
        if self._session is None or self._session.closed:
            self._session = aiohttp.ClientSession(
                headers=self._headers(),
                timeout=aiohttp.ClientTimeout(
                    total=None, connect=self.timeout, sock_read=self.timeout
                ),
                auto_decompress=True,
            )
        return self._session

    def _headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.api_key}"} if self.api_key else {}

    def owns(self, model: str) -> bool:
        prefix = self.name + "/"
        return model.startswith(prefix) and len(model) > len(prefix)

    def upstream_model(self, model: str) -> str:
        return model[len(self.name) + 1 :]

    async def list_models(self) -> list[ModelInfo]:
        try:
            async with self._client().get(self.base_url + "/models") as resp:
                if resp.status != 200:
                    raise EngineError(
                        f"backend {self.name} answered {resp.status} to /models",
                        status=502, code="upstream_error",
                    )
                data = await resp.json(content_type=None)
        except EngineError:
            raise
        except (aiohttp.ClientError, TimeoutError, ValueError) as exc:
            raise _unreachable(self.name, exc) from exc
        items = data.get("data", []) if isinstance(data, dict) else []
        return [
            ModelInfo(
                id=f"{self.name}/{m['id']}",
                owned_by=self.name,
                context_length=_context_length(m),
            )
            for m in items
            if isinstance(m, dict) and isinstance(m.get("id"), str)
        ]

    def request_body(self, req: GenerationRequest) -> dict[str, Any]:
        """The upstream body: the client's unknown fields first, then ours on top."""
        body: dict[str, Any] = dict(req.extra)
        body["model"] = self.upstream_model(req.model)
        body["messages"] = req.messages
        body["stream"] = True
        body["stream_options"] = {"include_usage": True}
        if req.max_tokens is not None and "max_completion_tokens" not in body:
            body["max_tokens"] = req.max_tokens
        for key in ("temperature", "top_p", "seed", "grammar", "tools", "tool_choice"):
            value = getattr(req, key)
            if value is not None:
                body[key] = value
        if req.stop:
            body["stop"] = req.stop
        if req.logit_bias:
            body["logit_bias"] = {str(k): v for k, v in req.logit_bias.items()}
        return body

    ROUTE = "/chat/completions"
    """Where a generation is posted, under `base_url`; a relay of another API names its own."""

    def request_headers(self, req: GenerationRequest) -> dict[str, str] | None:
        """Headers for this request beyond the engine's own (`_headers`)."""
        return None

    def whole_reply(self, raw: bytes) -> list[Delta]:
        """A whole (unstreamed) answer as deltas."""
        return _whole_answer(self.name, raw)

    def streamed_reply(self, resp: aiohttp.ClientResponse) -> AsyncIterator[Delta]:
        return _relay_stream(self.name, resp)

    async def generate(self, req: GenerationRequest) -> AsyncIterator[Delta]:
        url = self.base_url + self.ROUTE
        try:
            async with self._client().post(url, json=self.request_body(req),
                                           headers=self.request_headers(req)) as resp:
                if resp.status >= 400:
                    raise await upstream_status(self.name, resp)
                ctype = resp.headers.get("Content-Type", "")
                if "text/event-stream" not in ctype and "application/json" in ctype:
                    # A backend that ignored stream=True: replay its whole answer.
                    for d in self.whole_reply(await resp.read()):
                        yield d
                    return
                done = False
                try:
                    async for d in self.streamed_reply(resp):
                        yield d
                    done = True
                finally:
                    if not done:
                        # Cancelled or failed: drop the connection so upstream stops now.
                        resp.close()
        except EngineError:
            raise
        except (aiohttp.ClientError, TimeoutError) as exc:
            raise relay_failure(self.name, self.timeout, exc) from exc

    async def count_tokens(self, text: str) -> int:
        """A backend has no common tokenize route; four characters a token is the estimate."""
        return max(1, len(text) // 4)

    def special_token(self, text: str) -> int | None:
        return None

    async def p_yes(self, prompt: str) -> float:
        """One greedy token from the backend's first model: 1.0 for "yes", else 0.0.

        Backends differ on logprobs in streams, so this is the portable floor; the
        writer's gate treats it as a confident answer either way.
        """
        models = await self.list_models()
        if not models:
            raise EngineError(f"backend {self.name} lists no models", status=502,
                              code="upstream_error")
        req = GenerationRequest(
            model=models[0].id, messages=[{"role": "user", "content": prompt}],
            max_tokens=1, temperature=0.0,
        )
        text = ""
        async for d in self.generate(req):
            if isinstance(d, TextDelta):
                text += d.text
        return 1.0 if text.strip().lower().startswith("yes") else 0.0

    async def close(self) -> None:
        if self._session is not None:
            await self._session.close()
            self._session = None


def relay_failure(name: str, timeout: float, exc: BaseException) -> EngineError:
    """What a client sees when the connection to a backend fails during a generation."""
    if isinstance(exc, ValueError):
        return EngineError(f"backend {name} sent an answer that is not JSON", status=502,
                           code="upstream_bad_response")
    if isinstance(exc, TimeoutError):
        return EngineError(f"backend {name} sent nothing for {timeout:g}s", status=504,
                           code="upstream_timeout")
    if isinstance(exc, aiohttp.ClientPayloadError):
        return EngineError(f"backend {name} broke off the stream: {exc}", status=502,
                           code="upstream_disconnected")
    return _unreachable(name, exc)


async def sse_payloads(name: str, resp: aiohttp.ClientResponse) -> AsyncIterator[str]:
    """The `data` of each upstream event, as the bytes arrive in whatever pieces."""
    decoder = SSEDecoder(strict=True)
    try:
        async for chunk in resp.content.iter_any():
            for event in decoder.feed(chunk):
                yield event
        for event in decoder.finish():
            yield event
    except SSEError as exc:
        raise EngineError(f"backend {name} sent {exc}", status=502,
                          code="upstream_bad_response") from None


async def _relay_stream(name: str, resp: aiohttp.ClientResponse) -> AsyncIterator[Delta]:
    state = _StreamState(name)
    async with aclosing(sse_payloads(name, resp)) as payloads:
        async for payload in payloads:
            if payload == DONE:
                break
            for d in state.event(payload):
                yield d
        else:
            if state.finish is None:
                raise EngineError(
                    f"backend {name} closed the stream before it finished",
                    status=502, code="upstream_disconnected",
                )
            # Finished but never said [DONE]: what we have is the whole answer.
    for d in state.end():
        yield d


class _StreamState:
    """Turns upstream chunk payloads into deltas; holds Finish and Usage for the end."""

    __slots__ = ("finish", "name", "usage")

    def __init__(self, name: str) -> None:
        self.name = name
        self.finish: FinishReason | None = None
        self.usage: Usage | None = None

    def event(self, payload: str) -> list[Delta]:
        try:
            data = json.loads(payload)
        except ValueError:
            raise self.bad(f"a stream event that is not JSON: {payload[:80]!r}") from None
        if not isinstance(data, dict):
            raise self.bad("a stream event that is not an object")
        try:
            return self._chunk(data)
        except (TypeError, ValueError, AttributeError) as exc:
            raise self.bad(f"a malformed chunk ({exc})") from None

    def bad(self, what: str) -> EngineError:
        return EngineError(
            f"backend {self.name} sent {what}", status=502, code="upstream_bad_response"
        )

    def _chunk(self, data: dict[str, Any]) -> list[Delta]:
        if "error" in data:
            raise EngineError(
                f"backend {self.name} failed mid-stream: {_error_message(data)}",
                status=502, code="upstream_error",
            )
        if isinstance(data.get("usage"), dict):
            self.usage = _usage(data["usage"])
        out: list[Delta] = []
        for choice in data.get("choices") or ():
            if not isinstance(choice, dict) or choice.get("index", 0) != 0:
                continue
            delta = choice.get("delta") or {}
            if isinstance(delta, dict):
                _deltas(delta, out)
            reason = choice.get("finish_reason")
            if isinstance(reason, str) and reason:
                self.finish = _FINISH.get(reason, "stop")
        return out

    def end(self) -> list[Delta]:
        return [Finish(self.finish or "stop"), self.usage or Usage(0, 0)]


def _deltas(delta: dict[str, Any], out: list[Delta]) -> None:
    for key in ("reasoning_content", "reasoning"):
        text = delta.get(key)
        if isinstance(text, str) and text:
            out.append(ReasoningDelta(text))
            break
    text = delta.get("content")
    if isinstance(text, str) and text:
        out.append(TextDelta(text))
    for call in delta.get("tool_calls") or ():
        if not isinstance(call, dict):
            continue
        fn = call.get("function") or {}
        args = fn.get("arguments") if isinstance(fn, dict) else None
        out.append(
            ToolCallDelta(
                index=int(call.get("index", 0)),
                arguments=args if isinstance(args, str) else "",
                id=call.get("id") or None,
                name=(fn.get("name") or None) if isinstance(fn, dict) else None,
            )
        )


def _whole_answer(name: str, raw: bytes) -> list[Delta]:
    try:
        data = json.loads(raw)
        choice = data["choices"][0]
        message = choice["message"]
    except (ValueError, KeyError, IndexError, TypeError):
        raise EngineError(
            f"backend {name} sent an answer that is not a chat completion",
            status=502, code="upstream_bad_response",
        ) from None
    out: list[Delta] = []
    _deltas(message, out)
    reason = choice.get("finish_reason")
    usage = data.get("usage")
    out.append(Finish(_FINISH.get(reason, "stop") if isinstance(reason, str) else "stop"))
    out.append(_usage(usage) if isinstance(usage, dict) else Usage(0, 0))
    return out


def _usage(u: dict[str, Any]) -> Usage:
    details = u.get("prompt_tokens_details") or {}
    cached = details.get("cached_tokens") if isinstance(details, dict) else 0
    return Usage(
        prompt_tokens=int(u.get("prompt_tokens") or 0),
        completion_tokens=int(u.get("completion_tokens") or 0),
        cached_tokens=int(cached or 0),
    )


def _context_length(m: dict[str, Any]) -> int | None:
    for key in ("context_length", "max_model_len", "context_window"):
        if isinstance(m.get(key), int):
            return m[key]
    return None


def _error_message(data: Any) -> str:
    if isinstance(data, dict):
        err = data.get("error", data)
        if isinstance(err, dict) and isinstance(err.get("message"), str):
            return err["message"]
        if isinstance(err, str):
            return err
    return "no message"


async def upstream_status(name: str, resp: aiohttp.ClientResponse) -> EngineError:
    """A 4xx from upstream is the client's to fix and keeps its status; a 5xx becomes 502."""
    raw = await resp.read()
    try:
        message = _error_message(json.loads(raw))
    except ValueError:
        message = raw[:200].decode("utf-8", "replace").strip() or "no message"
    if 400 <= resp.status < 500 and resp.status not in (401, 403, 407):
        return EngineError(
            f"backend {name}: {message}", status=resp.status, code="upstream_rejected"
        )
    return EngineError(
        f"backend {name} answered {resp.status}: {message}", status=502, code="upstream_error"
    )


def _unreachable(name: str, exc: BaseException) -> EngineError:
    if isinstance(exc, asyncio.TimeoutError | TimeoutError):
        return EngineError(f"backend {name} timed out", status=504, code="upstream_timeout")
    return EngineError(
        f"backend {name} is unreachable: {exc.__class__.__name__}: {exc}",
        status=502, code="upstream_unreachable",
    )
