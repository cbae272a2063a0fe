"""Bad input gets a 4xx in the OpenAI error shape, naming the field; never a 500."""

from __future__ import annotations

from typing import Any

import aiohttp
import pytest

from app.engine.turn import run_turn

MSGS = [{"role": "user", "content": "hi"}]


async def post(server, body: Any, *, raw: bytes | None = None,
               headers: dict[str, str] | None = None) -> tuple[int, dict]:
    async with aiohttp.ClientSession() as s:
        kwargs: dict[str, Any] = {"data": raw} if raw is not None else {"json": body}
        async with s.post(server.url + "/v1/chat/completions", headers=headers,
                          **kwargs) as r:
            return r.status, await r.json()


def assert_error_shape(body: dict) -> None:
    err = body["error"]
    assert isinstance(err["message"], str) and err["message"]
    assert isinstance(err["type"], str)
    assert "code" in err


async def test_invalid_json_is_a_400(relay):
    status, body = await post(relay, None, raw=b'{"model": "up/m1", "messages": [')
    assert status == 400
    assert_error_shape(body)
    assert body["error"]["code"] == "invalid_json"
    assert body["error"]["type"] == "invalid_request_error"


async def test_unknown_model_is_a_404_naming_the_model(relay):
    status, body = await post(relay, {"model": "nope", "messages": MSGS})
    assert status == 404
    assert body["error"]["code"] == "model_not_found"
    assert body["error"]["param"] == "model"
    assert "nope" in body["error"]["message"]


BAD_BODIES: list[tuple[Any, str | None]] = [
    ([], None),
    ("a string", None),
    ({"messages": MSGS}, "model"),
    ({"model": 7, "messages": MSGS}, "model"),
    ({"model": "up/m1"}, "messages"),
    ({"model": "up/m1", "messages": "hi"}, "messages"),
    ({"model": "up/m1", "messages": []}, "messages"),
    ({"model": "up/m1", "messages": ["hi"]}, "messages[0]"),
    ({"model": "up/m1", "messages": [{"role": "wizard", "content": "x"}]}, "messages[0].role"),
    ({"model": "up/m1", "messages": [{"role": "user", "content": 5}]}, "messages[0].content"),
    ({"model": "up/m1", "messages": [{"role": "user"}]}, "messages[0].content"),
    ({"model": "up/m1", "messages": [{"role": "user", "content": [{"text": "x"}]}]},
     "messages[0].content[0]"),
    ({"model": "up/m1", "messages": [{"role": "user", "content": [{"type": "text"}]}]},
     "messages[0].content[0].text"),
    ({"model": "up/m1", "messages": MSGS, "temperature": "hot"}, "temperature"),
    ({"model": "up/m1", "messages": MSGS, "temperature": 9}, "temperature"),
    ({"model": "up/m1", "messages": MSGS, "top_p": -1}, "top_p"),
    ({"model": "up/m1", "messages": MSGS, "max_tokens": "5"}, "max_tokens"),
    ({"model": "up/m1", "messages": MSGS, "max_tokens": 0}, "max_tokens"),
    ({"model": "up/m1", "messages": MSGS, "max_tokens": True}, "max_tokens"),
    ({"model": "up/m1", "messages": MSGS, "max_completion_tokens": 1.5}, "max_completion_tokens"),
    ({"model": "up/m1", "messages": MSGS, "seed": "x"}, "seed"),
    ({"model": "up/m1", "messages": MSGS, "stop": 3}, "stop"),
    ({"model": "up/m1", "messages": MSGS, "stop": ["a", 1]}, "stop"),
    ({"model": "up/m1", "messages": MSGS, "logit_bias": {"abc": 1}}, "logit_bias"),
    ({"model": "up/m1", "messages": MSGS, "logit_bias": {"5": 500}}, "logit_bias"),
    ({"model": "up/m1", "messages": MSGS, "logit_bias": [1]}, "logit_bias"),
    ({"model": "up/m1", "messages": MSGS, "stream": "yes"}, "stream"),
    ({"model": "up/m1", "messages": MSGS, "stream_options": {"include_usage": 1}},
     "stream_options.include_usage"),
    ({"model": "up/m1", "messages": MSGS, "tools": {"a": 1}}, "tools"),
    ({"model": "up/m1", "messages": MSGS, "tools": [{"type": "function"}]},
     "tools[0].function.name"),
    ({"model": "up/m1", "messages": MSGS, "tool_choice": "sometimes"}, "tool_choice"),
    ({"model": "up/m1", "messages": MSGS, "tool_choice": "required"}, "tool_choice"),
    ({"model": "up/m1", "messages": MSGS,
      "tool_choice": {"type": "function", "function": {"name": "missing"}}}, "tool_choice"),
    ({"model": "up/m1", "messages": MSGS, "n": 2}, "n"),
]


@pytest.mark.parametrize(("body", "param"), BAD_BODIES)
async def test_a_malformed_body_is_a_400_that_names_the_field(relay, upstream, body, param):
    status, reply = await post(relay, body)
    assert status == 400, reply
    assert_error_shape(reply)
    assert reply["error"]["param"] == param
    if param:
        assert param.split("[")[0].split(".")[0] in reply["error"]["message"]
    assert upstream.received == []


@pytest.mark.parametrize(("header", "value"), [
    ("X-Tandem-Memory", "sometimes"),
    ("X-Tandem-Project", "relative/path"),
    ("X-Tandem-Profile", "../etc"),
    ("X-Tandem-User", "../../root"),
])
async def test_a_bad_tandem_header_is_a_400_naming_it(relay, header, value):
    status, reply = await post(relay, {"model": "up/m1", "messages": MSGS},
                               headers={header: value})
    assert status == 400
    assert reply["error"]["param"] == header


async def test_an_unknown_route_is_a_json_404(relay):
    async with aiohttp.ClientSession() as s, s.get(relay.url + "/v1/nothing") as r:
        assert r.status == 404
        assert_error_shape(await r.json())


async def test_a_wrong_method_is_a_json_405(relay):
    async with aiohttp.ClientSession() as s, s.get(relay.url + "/v1/chat/completions") as r:
        assert r.status == 405
        assert_error_shape(await r.json())


async def test_an_unexpected_failure_is_a_logged_500_in_the_error_shape(upstream, start_tandem,
                                                                        caplog):
    from app.engine.engines.proxy import ProxyEngine

    async def broken_turn(ctx, req, engine):
        raise RuntimeError("a bug")
        yield  # pragma: no cover

    server = await start_tandem([ProxyEngine("up", upstream.base_url)], turn=broken_turn)
    status, body = await post(server, {"model": "up/m1", "messages": MSGS})
    assert status == 500
    assert body["error"]["type"] == "server_error"
    assert "a bug" not in body["error"]["message"]
    assert any("a bug" in r.exc_text for r in caplog.records if r.exc_text)


async def test_the_run_turn_seam_is_what_the_handler_calls(upstream, start_tandem):
    from app.engine.engines.proxy import ProxyEngine

    seen = []

    async def recording_turn(ctx, req, engine):
        seen.append((ctx.request_id, req.model, engine.name))
        async for d in run_turn(ctx, req, engine):
            yield d

    server = await start_tandem([ProxyEngine("up", upstream.base_url)], turn=recording_turn)
    status, body = await post(server, {"model": "up/m1", "messages": MSGS})
    assert status == 200
    assert seen == [(body["id"], "up/m1", "up")]


async def test_openapi_describes_every_route(relay):
    async with aiohttp.ClientSession() as s, s.get(relay.url + "/openapi.json") as r:
        doc = await r.json()
    assert r.status == 200
    routes = {res.canonical for res in relay.runner.app.router.resources()}
    assert routes <= set(doc["paths"])
    assert "/v1/chat/completions" in routes


async def test_health_answers_with_each_engine(relay):
    async with aiohttp.ClientSession() as s, s.get(relay.url + "/health") as r:
        body = await r.json()
    assert body["status"] == "ok"
    assert body["engines"]["up"] == {"kind": "relay", "busy": False, "queued": 0, "waiting": []}
