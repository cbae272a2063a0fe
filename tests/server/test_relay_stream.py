"""The relay: what a client sees when Tandem streams a backend through, and what it sends on."""

from __future__ import annotations

import asyncio
import json
import socket
from typing import Any

import aiohttp
import openai
import pytest
from upstream import DONE, Script, chunk_event, split_every, stream_of

from app.engine.engines.proxy import ProxyEngine


def client(server) -> openai.AsyncOpenAI:
    return openai.AsyncOpenAI(base_url=server.url + "/v1", api_key="unused", max_retries=0)


async def raw_stream(url: str, body: dict[str, Any], timeout: float = 5.0) -> list[Any]:
    """POST and return the SSE payloads as parsed JSON (and the literal "[DONE]")."""
    events: list[Any] = []
    timeout_ = aiohttp.ClientTimeout(total=timeout)
    async with aiohttp.ClientSession(timeout=timeout_) as s, s.post(
        url + "/v1/chat/completions", json=body
    ) as resp:
        assert resp.status == 200, await resp.text()
        text = (await resp.read()).decode()
    for block in text.split("\n\n"):
        if block.startswith("data: "):
            data = block[6:]
            events.append(data if data == "[DONE]" else json.loads(data))
    return events


def user(text: str = "hi") -> list[dict[str, str]]:
    return [{"role": "user", "content": text}]


async def test_content_split_inside_utf8_and_sse_lines_arrives_whole(relay, upstream):
    upstream.play(Script(split_every(stream_of("héllo ", "日本語 ", "🎉!"), 3)))
    stream = await client(relay).chat.completions.create(
        model="up/m1", messages=user(), stream=True
    )
    chunks = [c async for c in stream]
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert text == "héllo 日本語 🎉!"
    assert chunks[-1].choices[0].finish_reason == "stop"


async def test_chunks_share_one_id_and_the_first_delta_carries_the_role(relay, upstream):
    upstream.play(Script([stream_of("a", "b", "c")]))
    events = await raw_stream(relay.url, {"model": "up/m1", "messages": user(), "stream": True})
    assert events[-1] == "[DONE]"
    chunks = events[:-1]
    assert len({c["id"] for c in chunks}) == 1
    assert chunks[0]["id"].startswith("chatcmpl-")
    assert all(c["model"] == "up/m1" and isinstance(c["created"], int) for c in chunks)
    assert chunks[0]["choices"][0]["delta"]["role"] == "assistant"
    assert all("role" not in c["choices"][0]["delta"] for c in chunks[1:])


async def test_no_empty_content_delta_is_ever_sent(relay, upstream):
    body = (chunk_event({"role": "assistant", "content": ""}) + chunk_event({"content": ""})
            + chunk_event({"content": "x"}) + chunk_event({}, "stop") + DONE)
    upstream.play(Script([body]))
    events = await raw_stream(relay.url, {"model": "up/m1", "messages": user(), "stream": True})
    deltas = [e["choices"][0]["delta"] for e in events[:-1]]
    assert all(d.get("content") != "" for d in deltas)
    assert [d["content"] for d in deltas if "content" in d] == ["x"]


@pytest.mark.parametrize("field", ["reasoning_content", "reasoning"])
async def test_reasoning_in_either_field_goes_out_as_reasoning_content(relay, upstream, field):
    upstream.play(Script([stream_of("answer", reasoning=("let me ", "think"),
                                    reasoning_field=field)]))
    events = await raw_stream(relay.url, {"model": "up/m1", "messages": user(), "stream": True})
    deltas = [e["choices"][0]["delta"] for e in events[:-1]]
    assert "".join(d.get("reasoning_content", "") for d in deltas) == "let me think"
    assert "".join(d.get("content", "") for d in deltas) == "answer"
    assert all("reasoning" not in d for d in deltas)


async def test_think_tags_in_content_are_split_into_reasoning_across_chunks(relay, upstream):
    upstream.play(Script([stream_of("<th", "ink>plan it</thi", "nk>The answer.")]))
    stream = await client(relay).chat.completions.create(
        model="up/m1", messages=user(), stream=True
    )
    content, reasoning = "", ""
    async for c in stream:
        if c.choices:
            content += c.choices[0].delta.content or ""
            reasoning += getattr(c.choices[0].delta, "reasoning_content", None) or ""
    assert (reasoning, content) == ("plan it", "The answer.")


TOOLS = [{"type": "function", "function": {
    "name": "get_weather", "parameters": {"type": "object",
                                          "properties": {"city": {"type": "string"}}}}}]


def tool_stream() -> bytes:
    return b"".join([
        chunk_event({"role": "assistant"}),
        chunk_event({"tool_calls": [{"index": 0, "id": "call_1", "type": "function",
                                     "function": {"name": "get_weather", "arguments": ""}}]}),
        chunk_event({"tool_calls": [{"index": 0, "function": {"arguments": '{"city":'}}]}),
        # Some backends repeat the id on later fragments; the client must not see it again.
        chunk_event({"tool_calls": [{"index": 0, "id": "call_1",
                                     "function": {"arguments": '"Paris"}'}}]}),
        chunk_event({}, "tool_calls"),
        DONE,
    ])


async def test_tool_call_fragments_reach_the_client_in_openai_shape(relay, upstream):
    upstream.play(Script([tool_stream()]))
    events = await raw_stream(relay.url, {"model": "up/m1", "messages": user(), "stream": True,
                                          "tools": TOOLS, "tool_choice": "auto"})
    frags = [e["choices"][0]["delta"]["tool_calls"][0] for e in events[:-1]
             if "tool_calls" in e["choices"][0]["delta"]]
    assert frags[0] == {"index": 0, "id": "call_1", "type": "function",
                        "function": {"name": "get_weather", "arguments": ""}}
    assert frags[1:] == [{"index": 0, "function": {"arguments": '{"city":'}},
                         {"index": 0, "function": {"arguments": '"Paris"}'}}]
    assert events[-2]["choices"][0]["finish_reason"] == "tool_calls"
    sent = upstream.received[-1].body
    assert sent["tools"] == TOOLS and sent["tool_choice"] == "auto"


async def test_tool_calls_are_assembled_for_a_non_streaming_client(relay, upstream):
    upstream.play(Script([tool_stream()]))
    done = await client(relay).chat.completions.create(
        model="up/m1", messages=user(), tools=TOOLS
    )
    call = done.choices[0].message.tool_calls[0]
    assert (call.id, call.function.name, call.function.arguments) == (
        "call_1", "get_weather", '{"city":"Paris"}')
    assert done.choices[0].finish_reason == "tool_calls"


async def test_unknown_fields_pass_through_to_the_backend_unchanged(relay, upstream):
    extra = {"top_k": 20, "repetition_penalty": 1.1, "user": "u-1",
             "chat_template_kwargs": {"enable_thinking": False},
             "response_format": {"type": "json_object"}}
    await client(relay).chat.completions.create(
        model="up/m2", messages=user(), max_tokens=5, temperature=0.2, top_p=0.9, seed=3,
        stop=["END"], logit_bias={"42": -100}, extra_body=extra,
    )
    sent = upstream.received[-1].body
    assert {k: sent[k] for k in extra} == extra
    assert sent["model"] == "m2"
    assert sent["stream"] is True and sent["stream_options"] == {"include_usage": True}
    assert (sent["max_tokens"], sent["temperature"], sent["top_p"], sent["seed"]) == (
        5, 0.2, 0.9, 3)
    assert sent["stop"] == ["END"] and sent["logit_bias"] == {"42": -100.0}
    assert sent["messages"] == user()


async def test_image_parts_are_relayed_untouched(relay, upstream):
    msg = [{"role": "user", "content": [
        {"type": "text", "text": "what is this"},
        {"type": "image_url", "image_url": {"url": "data:image/png;base64,AAAA"}}]}]
    await client(relay).chat.completions.create(model="up/m1", messages=msg)
    assert upstream.received[-1].body["messages"] == msg


async def test_usage_comes_last_with_empty_choices_when_asked(relay, upstream):
    upstream.play(Script([stream_of("hi", usage=(11, 4, 8))]))
    events = await raw_stream(relay.url, {"model": "up/m1", "messages": user(), "stream": True,
                                          "stream_options": {"include_usage": True}})
    assert events[-1] == "[DONE]"
    assert events[-2]["choices"] == []
    assert events[-2]["usage"] == {"prompt_tokens": 11, "completion_tokens": 4,
                                   "total_tokens": 15,
                                   "prompt_tokens_details": {"cached_tokens": 8}}
    assert all("usage" not in e for e in events[:-2])


async def test_no_usage_chunk_without_include_usage(relay, upstream):
    upstream.play(Script([stream_of("hi")]))
    events = await raw_stream(relay.url, {"model": "up/m1", "messages": user(), "stream": True})
    assert all(e == "[DONE]" or e["choices"] for e in events)


async def test_non_streaming_answer_is_assembled_with_usage(relay, upstream):
    upstream.play(Script([stream_of("Hello", " there", reasoning=("hmm",), usage=(9, 2, 0))]))
    done = await client(relay).chat.completions.create(model="up/m1", messages=user())
    assert done.id.startswith("chatcmpl-") and done.object == "chat.completion"
    assert done.choices[0].message.content == "Hello there"
    assert done.choices[0].message.reasoning_content == "hmm"
    assert done.choices[0].finish_reason == "stop"
    assert (done.usage.prompt_tokens, done.usage.completion_tokens) == (9, 2)


async def test_models_are_listed_as_backend_name_slash_id(relay):
    models = await client(relay).models.list()
    assert [m.id for m in models.data] == ["up/m1", "up/m2"]


async def test_upstream_dying_mid_stream_ends_the_stream_with_an_error(relay, upstream):
    upstream.play(Script([chunk_event({"role": "assistant"}), chunk_event({"content": "a"}),
                          0.01], cut=True))
    events = await asyncio.wait_for(
        raw_stream(relay.url, {"model": "up/m1", "messages": user(), "stream": True}), 5)
    assert events[-1] == "[DONE]"
    assert events[-2]["error"]["code"] == "upstream_disconnected"
    assert events[-2]["error"]["type"] == "server_error"


async def test_the_openai_sdk_raises_on_a_stream_that_died(relay, upstream):
    upstream.play(Script([chunk_event({"content": "part"}), 0.01], cut=True))
    stream = await client(relay).chat.completions.create(
        model="up/m1", messages=user(), stream=True)
    with pytest.raises(openai.APIError):
        async for _ in stream:
            pass


async def test_upstream_500_is_a_502_with_an_openai_error(relay, upstream):
    upstream.play(Script([b'{"error": {"message": "boom"}}'], status=500,
                         content_type="application/json"))
    with pytest.raises(openai.InternalServerError) as info:
        await client(relay).chat.completions.create(model="up/m1", messages=user(), stream=True)
    assert info.value.status_code == 502
    assert "boom" in info.value.message


async def test_upstream_400_keeps_its_status_and_message(relay, upstream):
    upstream.play(Script([b'{"error": {"message": "prompt too long"}}'], status=400,
                         content_type="application/json"))
    with pytest.raises(openai.BadRequestError) as info:
        await client(relay).chat.completions.create(model="up/m1", messages=user())
    assert "prompt too long" in info.value.message


async def test_upstream_silent_before_headers_is_a_504(upstream, start_tandem):
    server = await start_tandem([ProxyEngine("up", upstream.base_url, timeout=0.3)])
    upstream.play(Script([stream_of("late")], delay_headers=2.0))
    with pytest.raises(openai.APIStatusError) as info:
        await client(server).chat.completions.create(model="up/m1", messages=user())
    assert info.value.status_code == 504


async def test_upstream_stalling_mid_stream_ends_with_a_timeout_error(upstream, start_tandem):
    server = await start_tandem([ProxyEngine("up", upstream.base_url, timeout=0.3)])
    upstream.play(Script([chunk_event({"content": "a"}), 2.0, DONE]))
    events = await raw_stream(server.url, {"model": "up/m1", "messages": user(), "stream": True})
    assert events[0]["choices"][0]["delta"]["content"] == "a"
    assert events[-2]["error"]["code"] == "upstream_timeout"
    assert events[-1] == "[DONE]"


async def test_garbage_before_any_delta_is_a_502(relay, upstream):
    upstream.play(Script([b"data: {this is not json\n\n"]))
    async with aiohttp.ClientSession() as s, s.post(relay.url + "/v1/chat/completions",
                      json={"model": "up/m1", "messages": user(), "stream": True}) as r:
        body = await r.json()
    assert r.status == 502
    assert body["error"]["code"] == "upstream_bad_response"


async def test_garbage_mid_stream_is_an_error_event(relay, upstream):
    upstream.play(Script([chunk_event({"content": "ok"}), 0.01, b"\xff\xfegarbage\n\n"]))
    events = await raw_stream(relay.url, {"model": "up/m1", "messages": user(), "stream": True})
    assert events[0]["choices"][0]["delta"]["content"] == "ok"
    assert events[-2]["error"]["code"] == "upstream_bad_response"


async def test_an_unreachable_backend_is_a_502(start_tandem):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = await start_tandem([ProxyEngine("gone", f"http://127.0.0.1:{port}/v1")])
    with pytest.raises(openai.APIStatusError) as info:
        await client(server).chat.completions.create(model="gone/x", messages=user())
    assert info.value.status_code == 502
    models = await client(server).models.list()
    assert models.data == []  # a dead backend is left out of the listing, not a failure


async def test_a_client_that_disconnects_stops_the_upstream_request(relay, upstream):
    slow = [chunk_event({"role": "assistant"})]
    for i in range(200):
        slow += [chunk_event({"content": f"t{i} "}), 0.02]
    upstream.play(Script([*slow, chunk_event({}, "stop"), DONE]))
    async with aiohttp.ClientSession() as s:
        resp = await s.post(relay.url + "/v1/chat/completions",
                            json={"model": "up/m1", "messages": user(), "stream": True})
        await resp.content.readline()
        resp.close()
    for _ in range(200):
        if upstream.cancelled:
            break
        await asyncio.sleep(0.01)
    assert upstream.cancelled == 1
    done = await client(relay).chat.completions.create(model="up/m1", messages=user())
    assert done.choices[0].message.content == "ok"


async def test_p_yes_of_a_relay_asks_the_backend_for_one_greedy_token(upstream):
    engine = ProxyEngine("up", upstream.base_url)
    try:
        upstream.play(Script([stream_of("Yes")]), Script([stream_of("No")]))
        assert await engine.p_yes("Is the sky blue?") == 1.0
        assert await engine.p_yes("Is fire cold?") == 0.0
    finally:
        await engine.close()
    sent = upstream.received[-1].body
    assert (sent["model"], sent["max_tokens"], sent["temperature"]) == ("m1", 1, 0.0)
