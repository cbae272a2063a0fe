"""Every route of a live server answers bad input with a clean 4xx, never a 5xx (issue 12).

Hypothesis throws at a real Tandem (notes on, relaying the scripted upstream, a real
session token for `/v1/memory`): bodies of any JSON shape and wrong types, lone UTF-16
surrogates, nesting thousands deep, header bytes that are not UTF-8, broken and unknown
content codings, and every method on every documented route. Requests go over a raw
socket so a test can send bytes no well-behaved client library would.
"""

from __future__ import annotations

import contextlib
import gzip
import json
import socket
import zlib
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import HealthCheck, currently_in_test_context, event, given, settings
from hypothesis import strategies as st
from live_tandem import KEY, MODEL, LiveTandem

from app.engine.http.anthropic.errors import is_messages_route
from app.engine.http.openapi import openapi_document
from app.engine.http.request import MAX_DEPTH
from app.engine.http.server import MAX_BODY

FUZZ = settings(max_examples=120, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
"""Derandomized, so CI runs the same cases each time; turn it off locally to explore."""


@dataclass
class Reply:
    status: int
    headers: dict[str, str]
    body: bytes
    method: str = "GET"
    path: str = ""

    def error(self) -> dict[str, Any]:
        return json.loads(self.body)["error"]

    def names(self, field: str) -> bool:
        """Whether the error names `field`: its `param`, or on the Messages routes (whose
        Anthropic shape has no `param`) its message."""
        if is_messages_route(self.path):
            return field in self.error()["message"]
        return self.error()["param"] == field


def send(live: LiveTandem, method: str, path: bytes | str, body: bytes = b"",
         headers: list[tuple[bytes, bytes]] | None = None) -> Reply:
    """One request as raw bytes on a fresh connection; the whole reply once it closes."""
    host, port = live.url.removeprefix("http://").split(":")
    target = path.encode() if isinstance(path, str) else path
    head = [method.encode() + b" " + target + b" HTTP/1.1", b"Host: " + host.encode(),
            b"Connection: close", b"Content-Length: " + str(len(body)).encode()]
    head += [name + b": " + value for name, value in headers or []]
    with socket.create_connection((host, int(port)), timeout=30) as sock:
        # A 413 can come before the body is all sent; then read that answer.
        with contextlib.suppress(BrokenPipeError, ConnectionResetError):
            sock.sendall(b"\r\n".join(head) + b"\r\n\r\n" + body)
        data = b""
        while chunk := sock.recv(65536):
            data += chunk
    status_line, _, rest = data.partition(b"\r\n")
    raw_headers, _, payload = rest.partition(b"\r\n\r\n")
    fields = dict(
        (k.decode().lower(), v.decode().strip())
        for k, _, v in (line.partition(b":") for line in raw_headers.split(b"\r\n") if line)
    )
    shown = target.split(b"?")[0].decode("utf-8", "replace")
    return Reply(int(status_line.split()[1]), fields, payload, method, shown)


def assert_clean(reply: Reply) -> None:
    """No 5xx, nor a stream that ends in one; an error from Tandem itself is the error
    shape, and a 405 keeps `Allow`."""
    if currently_in_test_context():
        event(f"status {reply.status}")  # `--hypothesis-show-statistics` shows the spread
    assert reply.status < 500, (reply.status, reply.body[:300])
    assert b'"internal_error"' not in reply.body, reply.body[-300:]
    if reply.status >= 400 and reply.method != "HEAD" and reply.headers.get(
            "content-type", "").startswith("application/json"):
        err = reply.error()
        assert isinstance(err["message"], str) and err["message"]
        if is_messages_route(reply.path):  # Anthropic's shape, on these routes only
            assert json.loads(reply.body)["type"] == "error" and err["type"]
        else:
            assert "param" in err and "code" in err
    if reply.status == 405:
        assert reply.headers.get("allow")


def json_headers(live: LiveTandem, *extra: tuple[bytes, bytes]) -> list[tuple[bytes, bytes]]:
    return [(b"Content-Type", b"application/json"),
            (b"Authorization", f"Bearer {KEY}".encode()),
            (b"X-Tandem-Session-Token", live.token.encode()), *extra]


def encode(body: Any) -> bytes:
    """JSON as a client writes it: a lone surrogate goes out as its `\\ud83d` escape."""
    return json.dumps(body, ensure_ascii=True).encode()


# --- strategies ---------------------------------------------------------------------

def rarely(common: st.SearchStrategy[Any], rare: st.SearchStrategy[Any],
           one_in: int = 8) -> st.SearchStrategy[Any]:
    """`rare` about once in `one_in` draws, so most bodies get past their first bad field
    and the later checks (and the relay, and the notes) are reached too."""
    return st.integers(1, one_in).flatmap(lambda n: rare if n == 1 else common)


SURROGATES = ["\ud83d", "\ude00", "a\ud83d", "\udcff\udcfe", "ok \udfff tail"]
texts = rarely(st.text(max_size=30), st.one_of(
    st.sampled_from(SURROGATES), st.text(max_size=10).map(lambda t: t + "\ud83d")), 6)
scalars = st.one_of(st.none(), st.booleans(), st.integers(-(2**70), 2**70),
                    st.floats(allow_nan=False, allow_infinity=False), texts)
json_values = st.recursive(
    scalars, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(texts, inner,
                                                                          max_size=4),
    max_leaves=12)


def valid_or_junk(valid: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    return rarely(valid, json_values)


parts = st.lists(st.one_of(
    st.fixed_dictionaries({"type": st.just("text"), "text": valid_or_junk(texts)}),
    st.fixed_dictionaries({"type": st.just("image_url"),
                           "image_url": valid_or_junk(st.just({"url": "data:,x"}))}),
    json_values), max_size=3)
messages = valid_or_junk(st.lists(st.fixed_dictionaries(
    {"role": valid_or_junk(st.sampled_from(["system", "user", "assistant"])),
     "content": valid_or_junk(st.one_of(texts, texts, parts))},
    optional={"name": json_values, "tool_calls": json_values}), min_size=1, max_size=4))
chat_bodies = st.fixed_dictionaries(
    {"model": valid_or_junk(st.just(MODEL)), "messages": messages},
    optional={
        "stream": valid_or_junk(st.booleans()),
        "stream_options": valid_or_junk(st.just({"include_usage": True})),
        "max_tokens": valid_or_junk(st.integers(1, 64)),
        "max_completion_tokens": valid_or_junk(st.integers(1, 64)),
        "temperature": valid_or_junk(st.floats(0, 2)),
        "top_p": valid_or_junk(st.floats(0, 1)),
        "seed": valid_or_junk(st.integers()),
        "stop": valid_or_junk(st.lists(texts, max_size=3)),
        "logit_bias": valid_or_junk(st.dictionaries(st.integers(0, 999).map(str),
                                                    st.floats(-100, 100), max_size=3)),
        "tools": valid_or_junk(st.just([{"type": "function", "function": {"name": "f"}}])),
        "tool_choice": valid_or_junk(st.sampled_from(["none", "auto", "required"])),
        "n": valid_or_junk(st.just(1)),
        "grammar": rarely(st.just("root ::= \"ok\""), json_values, 2),
        "user": json_values,
    })
memory_bodies = st.fixed_dictionaries(
    {"op": valid_or_junk(st.sampled_from(["search", "read", "add"]))},
    optional={
        "query": valid_or_junk(texts), "limit": valid_or_junk(st.integers(-5, 50)),
        "id": valid_or_junk(texts),
        "scope": valid_or_junk(st.sampled_from(["user", "project", "session", "x"])),
        "kind": valid_or_junk(st.sampled_from(["rule", "gotcha", "reference", "archive"])),
        "title": valid_or_junk(texts), "body": valid_or_junk(texts),
        "tags": valid_or_junk(st.lists(texts, max_size=3)),
    })
blocks = st.lists(st.one_of(
    st.fixed_dictionaries({"type": st.just("text"), "text": valid_or_junk(texts)}),
    st.fixed_dictionaries({"type": st.just("image"), "source": valid_or_junk(st.just(
        {"type": "base64", "media_type": "image/png", "data": "AAAA"}))}),
    st.fixed_dictionaries({"type": st.just("tool_use"), "id": valid_or_junk(texts),
                           "name": valid_or_junk(st.just("f")),
                           "input": valid_or_junk(st.just({"a": 1}))}),
    st.fixed_dictionaries({"type": st.just("tool_result"), "tool_use_id": valid_or_junk(texts),
                           "content": valid_or_junk(st.one_of(texts, st.just([
                               {"type": "text", "text": "r"}])))}),
    st.fixed_dictionaries({"type": st.just("thinking"), "thinking": texts}),
    json_values), max_size=3)
anthropic_messages = valid_or_junk(st.lists(st.fixed_dictionaries(
    {"role": valid_or_junk(st.sampled_from(["user", "assistant"])),
     "content": valid_or_junk(st.one_of(texts, blocks))}), min_size=1, max_size=4))
messages_bodies = st.fixed_dictionaries(
    {"model": valid_or_junk(st.sampled_from([MODEL, "claude-sonnet-4-5"])),
     "messages": anthropic_messages, "max_tokens": valid_or_junk(st.integers(1, 64))},
    optional={
        "system": valid_or_junk(st.one_of(texts, st.just([{"type": "text", "text": "s"}]))),
        "stream": valid_or_junk(st.booleans()),
        "temperature": valid_or_junk(st.floats(0, 1)),
        "top_p": valid_or_junk(st.floats(0, 1)),
        "top_k": valid_or_junk(st.integers(0, 50)),
        "stop_sequences": valid_or_junk(st.lists(texts, max_size=3)),
        "tools": valid_or_junk(st.just([{"name": "f", "input_schema": {"type": "object"}}])),
        "tool_choice": valid_or_junk(st.sampled_from([
            {"type": "auto"}, {"type": "any"}, {"type": "tool", "name": "f"},
            {"type": "none"}])),
        "thinking": valid_or_junk(st.sampled_from([
            {"type": "enabled", "budget_tokens": 1024}, {"type": "disabled"},
            {"type": "adaptive"}])),
        "metadata": json_values,
    })
ROUTES = ["/v1/chat/completions", "/v1/memory", "/v1/models", "/v1/models/up/m1",
          "/health", "/openapi.json", "/v1/messages", "/v1/messages/count_tokens"]
header_names = st.sampled_from([
    b"X-Tandem-Memory", b"X-Tandem-User", b"X-Tandem-Profile", b"X-Tandem-Session",
    b"X-Tandem-Project", b"X-Tandem-Session-Token", b"Authorization", b"Content-Type",
    b"X-Session-Id", b"User-Agent", b"Content-Encoding", b"x-api-key", b"anthropic-version",
])
header_values = st.one_of(
    st.binary(max_size=40), st.text(max_size=40).map(lambda t: t.encode("utf-8")),
    st.sampled_from([b"/tmp/\xff\xfe", b"\xc3\x28", b"off", b"read", b"/abs/path",
                     b"\xed\xa0\xbd", b"Bearer \x80", b"Basic \xff"]),
).map(lambda v: v.replace(b"\r", b"").replace(b"\n", b""))


# --- the properties -----------------------------------------------------------------


def test_the_fuzzed_routes_are_the_documented_ones():
    assert set(openapi_document()["paths"]) >= {r for r in ROUTES if r != "/v1/models/up/m1"}


def test_openapi_of_a_server_with_notes_documents_every_route_it_serves(live):
    doc = json.loads(send(live, "GET", "/openapi.json").body)
    assert live.app is not None
    assert set(doc["paths"]) == {res.canonical for res in live.app.router.resources()}
    assert doc["paths"]["/v1/memory"]["post"]["requestBody"]["required"] is True


@FUZZ
@given(body=chat_bodies, memory=st.sampled_from([None, b"off", b"read"]),
       session=st.sampled_from([b"fuzz-1", b"fuzz-2"]))
def test_any_chat_body_is_answered_without_a_5xx(live, body, memory, session):
    """With a session header: a derived session over content parts is item 1's 500, which
    the next test pins down on its own."""
    extra = [(b"X-Tandem-Session", session)]
    if memory:
        extra.append((b"X-Tandem-Memory", memory))
    reply = send(live, "POST", "/v1/chat/completions", encode(body), json_headers(live, *extra))
    assert_clean(reply)


def test_content_parts_without_a_session_header_are_not_a_5xx(live):
    body = {"model": MODEL, "messages": [{"role": "user", "content": [
        {"type": "text", "text": "look"},
        {"type": "image_url", "image_url": {"url": "data:image/png;base64,AAAA"}}]}]}
    assert_clean(send(live, "POST", "/v1/chat/completions", encode(body), json_headers(live)))


@FUZZ
@given(body=messages_bodies, route=st.sampled_from(["/v1/messages",
                                                   "/v1/messages/count_tokens"]),
       memory=st.sampled_from([None, b"off"]))
def test_any_messages_body_is_answered_without_a_5xx(live, body, route, memory):
    extra = [(b"X-Tandem-Session", b"fuzz-messages"), (b"anthropic-version", b"2023-06-01")]
    if memory:
        extra.append((b"X-Tandem-Memory", memory))
    reply = send(live, "POST", route, encode(body), json_headers(live, *extra))
    assert_clean(reply)
    if reply.status >= 400:
        assert json.loads(reply.body)["type"] == "error"


@FUZZ
@given(body=memory_bodies)
def test_any_memory_script_body_is_answered_without_a_5xx(live, body):
    reply = send(live, "POST", "/v1/memory", encode(body), json_headers(live))
    assert_clean(reply)


@FUZZ
@given(route=st.sampled_from(["/v1/chat/completions", "/v1/memory", "/v1/messages"]),
       field=st.sampled_from(["messages", "model", "op", "query", "tools"]),
       depth=st.integers(MAX_DEPTH + 1, 3000), opener=st.sampled_from([b"[", b'{"a":']))
def test_deep_nesting_is_a_400_naming_the_field(live, route, field, depth, opener):
    closer = b"]" if opener == b"[" else b"}"
    raw = b'{"' + field.encode() + b'":' + opener * depth + b"1" + closer * depth + b"}"
    reply = send(live, "POST", route, raw, json_headers(live))
    assert reply.status == 400, reply.body[:300]
    assert reply.names(field)


@FUZZ
@given(route=st.sampled_from(["/v1/chat/completions", "/v1/memory"]), text=texts,
       where=st.sampled_from(["content", "title", "body", "query"]))
def test_a_lone_surrogate_is_a_400_naming_the_field(live, route, text, where):
    surrogate = text + "\ud83d"
    if route == "/v1/chat/completions":
        body: dict[str, Any] = {"model": MODEL,
                                "messages": [{"role": "user", "content": surrogate}]}
        param = "messages[0].content"
    else:
        body = {"op": "add", "scope": "session", "kind": "reference", "title": "t",
                "body": "b", "query": "q"}
        body[where if where != "content" else "title"] = surrogate
        param = where if where != "content" else "title"
    reply = send(live, "POST", route, encode(body), json_headers(live))
    assert reply.status == 400, reply.body[:300]
    assert reply.error()["param"] == param


@FUZZ
@given(route=st.sampled_from(ROUTES), method=st.sampled_from(["GET", "POST"]),
       name=header_names, value=header_values)
def test_odd_header_bytes_are_never_a_5xx(live, route, method, name, value):
    body = encode({"model": MODEL, "messages": [{"role": "user", "content": "hi"}]})
    reply = send(live, method, route, body, [*json_headers(live), (name, value)])
    assert_clean(reply)
    try:
        value.decode("utf-8")
    except UnicodeDecodeError:
        if reply.status == 400 and reply.headers["content-type"].startswith("application/"):
            assert reply.names(name.decode())


def test_a_header_that_is_not_utf8_is_a_400_naming_it(live):
    for name in [b"X-Tandem-Project", b"X-Tandem-Session", b"X-Tandem-Session-Token"]:
        body = encode({"model": MODEL, "messages": [{"role": "user", "content": "hi"}]})
        reply = send(live, "POST", "/v1/chat/completions", body,
                     [*json_headers(live), (name, b"/tmp/\xff\xfe")])
        assert reply.status == 400
        assert reply.error()["param"] == name.decode()


valid_chat = encode({"model": MODEL, "messages": [{"role": "user", "content": "hi"}]})
codings = st.sampled_from([b"gzip", b"deflate", b"br", b"zstd", b"identity", b"x-junk",
                           b"gzip, gzip", b"GZIP"])
payloads = st.one_of(
    st.binary(max_size=200),
    st.integers(0, 60).map(lambda n: gzip.compress(valid_chat)[:n]),
    st.integers(0, 60).map(lambda n: zlib.compress(valid_chat)[:n]),
    st.just(gzip.compress(valid_chat)), st.just(zlib.compress(valid_chat)),
)


@FUZZ
@given(route=st.sampled_from(["/v1/chat/completions", "/v1/memory"]), coding=codings,
       payload=payloads)
def test_a_broken_content_encoding_is_a_4xx(live, route, coding, payload):
    reply = send(live, "POST", route, payload,
                 [*json_headers(live), (b"Content-Encoding", coding)])
    assert_clean(reply)


def test_a_body_that_is_not_gzip_is_a_400_naming_content_encoding(live):
    reply = send(live, "POST", "/v1/chat/completions", b"not gzip at all",
                 [*json_headers(live), (b"Content-Encoding", b"gzip")])
    assert reply.status == 400
    assert reply.error()["param"] == "Content-Encoding"


def test_an_unknown_content_encoding_is_a_415_naming_it(live):
    reply = send(live, "POST", "/v1/chat/completions", valid_chat,
                 [*json_headers(live), (b"Content-Encoding", b"x-junk")])
    assert reply.status == 415
    assert reply.error()["param"] == "Content-Encoding"


def test_a_good_gzip_body_is_served(live):
    reply = send(live, "POST", "/v1/chat/completions", gzip.compress(valid_chat),
                 [*json_headers(live), (b"Content-Encoding", b"gzip")])
    assert reply.status == 200


@FUZZ
@given(route=st.sampled_from([*ROUTES, "/v1/nothing", "/v1/models/%ff", "/v1/%ED%A0%BD"]),
       method=st.sampled_from(["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"]),
       body=st.one_of(st.binary(max_size=60), json_values.map(encode)))
def test_every_method_on_every_route_is_never_a_5xx(live, route, method, body):
    assert_clean(send(live, method, route, body, json_headers(live)))


def test_a_wrong_method_keeps_its_allow_header(live):
    for route, allowed in [("/v1/chat/completions", "POST"), ("/v1/memory", "POST"),
                           ("/health", "GET")]:
        reply = send(live, "PUT", route, b"", json_headers(live))
        assert reply.status == 405
        assert allowed in reply.headers["allow"]
        assert reply.error()["code"] == "method_not_allowed"


@pytest.mark.parametrize("route", ["/v1/chat/completions", "/v1/memory"])
def test_a_huge_body_is_a_413(live, route):
    reply = send(live, "POST", route, b"x" * (MAX_BODY + 2**20), json_headers(live))
    assert reply.status == 413
    assert reply.error()["code"] == "request_entity_too_large"


def test_a_huge_messages_body_is_a_413_in_anthropic_shape(live):
    reply = send(live, "POST", "/v1/messages", b"x" * (MAX_BODY + 2**20), json_headers(live))
    assert reply.status == 413
    assert reply.error()["type"] == "request_too_large"


def test_a_gzip_bomb_is_a_413_not_a_decompressed_body(live):
    bomb = gzip.compress(b" " * (MAX_BODY + 2**20))
    reply = send(live, "POST", "/v1/chat/completions", bomb,
                 [*json_headers(live), (b"Content-Encoding", b"gzip")])
    assert reply.status == 413


def test_nan_and_infinity_are_not_json(live):
    for raw in [b'{"model": "up/m1", "messages": [], "temperature": NaN}',
                b'{"op": "search", "query": "x", "limit": Infinity}']:
        reply = send(live, "POST", "/v1/chat/completions", raw, json_headers(live))
        assert reply.status == 400
        assert reply.error()["code"] == "invalid_json"
