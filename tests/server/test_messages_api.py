"""`/v1/messages` through a relay (issue 22): the real `anthropic` SDK against Tandem and a
scripted OpenAI-only upstream, translated both ways; the exact event sequence; errors in
Anthropic's shape, a 401 and a bad header included; the `[anthropic.models]` aliases."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import aiohttp
import anthropic
import pytest
from anthropic import AsyncAnthropic
from upstream import Script, ScriptedUpstream, chunk_event, stream_of, tool_call_stream

from app.config import load_config
from app.engine.access.users import UserResolver
from app.engine.engines.proxy import ProxyEngine
from app.engine.http.server import RunningServer

MODEL = "up/m1"
USER_TEXT = [{"role": "user", "content": "hello there"}]
IMAGE = {"type": "image", "source": {"type": "base64", "media_type": "image/png",
                                     "data": "iVBORw0KGgo="}}


@pytest.fixture
async def client():
    """`client(server, **kwargs)` -> an AsyncAnthropic on Tandem, closed after the test."""
    made: list[AsyncAnthropic] = []

    def make(server: RunningServer, **kwargs) -> AsyncAnthropic:
        if "auth_token" not in kwargs:
            kwargs.setdefault("api_key", "x")
        made.append(AsyncAnthropic(base_url=server.url, max_retries=0, **kwargs))
        return made[-1]

    yield make
    for c in made:
        await c.close()


async def raw_events(server: RunningServer, body: dict) -> list[tuple[str, dict]]:
    """The SSE events of a streamed call, as (event name, data), with plain HTTP."""
    async with aiohttp.ClientSession() as http, http.post(
            server.url + "/v1/messages", json=body,
            headers={"anthropic-version": "2023-06-01"}) as resp:
        assert resp.status == 200
        assert resp.content_type == "text/event-stream"
        text = (await resp.read()).decode()
    events = []
    for chunk in text.strip().split("\n\n"):
        name, data = chunk.split("\n", 1)
        events.append((name.removeprefix("event: "), json.loads(data.removeprefix("data: "))))
    return events


async def test_a_streamed_answer_is_the_exact_event_sequence(relay, upstream):
    upstream.play(Script([stream_of("Hel", "lo!")]))
    events = await raw_events(relay, {"model": MODEL, "max_tokens": 50, "stream": True,
                                      "messages": USER_TEXT})
    assert [name for name, _ in events] == [
        "message_start", "ping", "content_block_start", "content_block_delta",
        "content_block_delta", "content_block_stop", "message_delta", "message_stop"]
    assert all(name == data["type"] for name, data in events)
    assert events[2][1]["content_block"] == {"type": "text", "text": ""}
    assert [e[1]["delta"] for e in events[3:5]] == [
        {"type": "text_delta", "text": "Hel"}, {"type": "text_delta", "text": "lo!"}]
    assert events[6][1]["delta"]["stop_reason"] == "end_turn"
    assert events[6][1]["usage"] == {"input_tokens": 5, "cache_read_input_tokens": 2,
                                     "cache_creation_input_tokens": 0, "output_tokens": 3}


async def test_the_sdk_streams_text_and_the_upstream_gets_a_chat_request(client, relay, upstream):
    upstream.play(Script([stream_of("Hi ", "there")]))
    async with client(relay).messages.stream(
            model=MODEL, max_tokens=20, system="be brief", messages=USER_TEXT,
            stop_sequences=["END"], extra_body={"temperature": 0.5}) as stream:
        texts = [t async for t in stream.text_stream]
        message = await stream.get_final_message()
    assert "".join(texts) == "Hi there"
    assert message.content[0].text == "Hi there"
    assert message.stop_reason == "end_turn"
    assert message.model == MODEL
    body = upstream.received[-1].body
    assert body["model"] == "m1"
    assert body["messages"] == [{"role": "system", "content": "be brief"},
                                {"role": "user", "content": "hello there"}]
    assert (body["max_tokens"], body["stop"], body["temperature"]) == (20, ["END"], 0.5)


async def test_a_tool_call_comes_back_as_tool_use_streamed_and_not(client, relay, upstream):
    tools = [{"name": "get_weather", "description": "weather in a city",
              "input_schema": {"type": "object", "properties": {"city": {"type": "string"}}}}]
    for stream in (False, True):
        upstream.play(Script([tool_call_stream("Checking.", "get_weather",
                                               ['{"city"', ': "Oslo"}'])]))
        c = client(relay)
        kwargs = dict(model=MODEL, max_tokens=50, messages=USER_TEXT, tools=tools,
                      tool_choice={"type": "tool", "name": "get_weather"})
        if stream:
            async with c.messages.stream(**kwargs) as s:
                message = await s.get_final_message()
        else:
            message = await c.messages.create(**kwargs)
        assert [b.type for b in message.content] == ["text", "tool_use"]
        call = message.content[1]
        assert (call.name, call.input, call.id) == ("get_weather", {"city": "Oslo"}, "call_7")
        assert message.stop_reason == "tool_use"
        body = upstream.received[-1].body
        assert body["tools"] == [{"type": "function", "function": {
            "name": "get_weather", "description": "weather in a city",
            "parameters": tools[0]["input_schema"]}}]
        assert body["tool_choice"] == {"type": "function", "function": {"name": "get_weather"}}


async def test_a_multi_turn_tool_conversation_is_translated_in_order(client, relay, upstream):
    upstream.play(Script([stream_of("It is sunny.")]))
    message = await client(relay).messages.create(
        model=MODEL, max_tokens=50, system=[{"type": "text", "text": "sys",
                                             "cache_control": {"type": "ephemeral"}}],
        messages=[
            {"role": "user", "content": "weather in Oslo?"},
            {"role": "assistant", "content": [
                {"type": "text", "text": "Checking."},
                {"type": "tool_use", "id": "toolu_1", "name": "get_weather",
                 "input": {"city": "Oslo"}}]},
            {"role": "user", "content": [
                {"type": "tool_result", "tool_use_id": "toolu_1", "content": "sunny"},
                {"type": "text", "text": "and tomorrow?",
                 "cache_control": {"type": "ephemeral"}}]},
        ])
    assert message.content[0].text == "It is sunny."
    assert upstream.received[-1].body["messages"] == [
        {"role": "system", "content": "sys"},
        {"role": "user", "content": "weather in Oslo?"},
        {"role": "assistant", "content": "Checking.", "tool_calls": [
            {"id": "toolu_1", "type": "function",
             "function": {"name": "get_weather", "arguments": '{"city": "Oslo"}'}}]},
        {"role": "tool", "tool_call_id": "toolu_1", "content": "sunny"},
        {"role": "user", "content": [{"type": "text", "text": "and tomorrow?"}]},
    ]


async def test_thinking_blocks_come_only_when_asked_for(client, relay, upstream):
    for thinking in (None, {"type": "enabled", "budget_tokens": 1024}):
        upstream.play(Script([stream_of("Answer.", reasoning=("Let me ", "think."))]))
        extra = {"thinking": thinking} if thinking else {}
        message = await client(relay).messages.create(
            model=MODEL, max_tokens=2000, messages=USER_TEXT, **extra)
        kinds = [b.type for b in message.content]
        if thinking:
            assert kinds == ["thinking", "text"]
            assert message.content[0].thinking == "Let me think."
        else:
            assert kinds == ["text"]


async def test_a_bad_field_is_a_400_in_anthropic_shape_naming_it(client, relay, upstream):
    c = client(relay)
    with pytest.raises(anthropic.BadRequestError) as err:
        await c.messages.create(model=MODEL, max_tokens=10, messages=[
            {"role": "tool", "content": "no"}])
    assert err.value.body == {"type": "error", "error": {
        "type": "invalid_request_error",
        "message": "'messages[0].role' must be user, assistant or system, got 'tool'"}}
    async with aiohttp.ClientSession() as http:
        async with http.post(relay.url + "/v1/messages",
                             json={"model": MODEL, "messages": USER_TEXT}) as resp:
            body = await resp.json()
        assert resp.status == 400
        assert body["type"] == "error" and "max_tokens" in body["error"]["message"]
        async with http.post(relay.url + "/v1/messages", data=b"{nope") as resp:
            assert resp.status == 400
            assert (await resp.json())["error"]["type"] == "invalid_request_error"
        async with http.get(relay.url + "/v1/messages") as resp:
            assert resp.status == 405
            assert (await resp.json())["type"] == "error"
    assert upstream.received == []


async def test_a_bad_anthropic_version_or_header_is_a_400_in_anthropic_shape(client, relay):
    c = client(relay, default_headers={"anthropic-version": "latest"})
    with pytest.raises(anthropic.BadRequestError) as err:
        await c.messages.create(model=MODEL, max_tokens=10, messages=USER_TEXT)
    assert "anthropic-version" in err.value.body["error"]["message"]
    host, port = relay.url.removeprefix("http://").split(":")
    reader, writer = await asyncio.open_connection(host, int(port))
    body = json.dumps({"model": MODEL, "max_tokens": 5, "messages": USER_TEXT}).encode()
    writer.write(b"POST /v1/messages HTTP/1.1\r\nHost: x\r\nConnection: close\r\n"
                 b"X-Tandem-Project: /caf\xe9\r\nContent-Type: application/json\r\n"
                 b"Content-Length: " + str(len(body)).encode() + b"\r\n\r\n" + body)
    reply = await reader.read()
    writer.close()
    head, _, payload = reply.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 400")
    error = json.loads(payload)
    assert error["type"] == "error" and error["error"]["type"] == "invalid_request_error"
    assert "X-Tandem-Project" in error["error"]["message"]


async def test_an_unknown_key_is_a_401_in_anthropic_shape(client, upstream, start_tandem):
    server = await start_tandem([ProxyEngine("up", upstream.base_url, timeout=2.0)],
                                users=UserResolver({"alice": "sk-alice"}))
    for c in (client(server, api_key="sk-wrong"), client(server, auth_token="sk-wrong")):
        with pytest.raises(anthropic.AuthenticationError) as err:
            await c.messages.create(model=MODEL, max_tokens=10, messages=USER_TEXT)
        assert err.value.body["error"]["type"] == "authentication_error"
        with pytest.raises(anthropic.AuthenticationError):
            await c.messages.count_tokens(model=MODEL, messages=USER_TEXT)
    upstream.play(Script([stream_of("ok")]))
    ok = await client(server, api_key="sk-alice").messages.create(
        model=MODEL, max_tokens=10, messages=USER_TEXT)
    assert ok.content[0].text == "ok"


async def test_claude_names_map_through_the_alias_table_or_to_the_default(
        client, upstream: ScriptedUpstream, start_tandem, tmp_path: Path):
    home = tmp_path / "home"
    home.mkdir()
    (home / "config.toml").write_text(
        '[anthropic.models]\n"claude-*haiku*" = "up/m2"\n"claude-exact" = "up/m1"\n'
        '"claude-gone" = "nowhere/x"\n')
    server = await start_tandem([ProxyEngine("up", upstream.base_url, timeout=2.0)],
                                config=load_config(home))
    c = client(server)
    for asked, served in [("claude-3-5-haiku-20241022", "m2"), ("claude-exact", "m1"),
                          ("claude-sonnet-4-5", "m1"), ("up/m2", "m2")]:
        upstream.play(Script([stream_of("ok")]))
        message = await c.messages.create(model=asked, max_tokens=5, messages=USER_TEXT)
        assert message.model == asked
        assert upstream.received[-1].body["model"] == served
    with pytest.raises(anthropic.NotFoundError) as err:
        await c.messages.create(model="claude-gone", max_tokens=5, messages=USER_TEXT)
    assert err.value.body["error"]["type"] == "not_found_error"
    assert "nowhere/x" in err.value.body["error"]["message"]


async def test_an_upstream_refusal_keeps_its_status_in_anthropic_shape(client, relay, upstream):
    upstream.play(Script([b'{"error": {"message": "This model\'s maximum context length is '
                          b'8 tokens. However, your messages resulted in 9 tokens."}}'],
                         status=400, content_type="application/json"))
    with pytest.raises(anthropic.BadRequestError) as err:
        await client(relay).messages.create(model=MODEL, max_tokens=5, messages=USER_TEXT)
    assert "8 tokens" in err.value.body["error"]["message"]
    assert "9 tokens" in err.value.body["error"]["message"]


async def test_a_stream_cut_upstream_ends_in_an_error_event(relay, upstream):
    upstream.play(Script([chunk_event({"role": "assistant"}), chunk_event({"content": "par"})],
                         cut=True))
    events = await raw_events(relay, {"model": MODEL, "max_tokens": 50, "stream": True,
                                      "messages": USER_TEXT})
    assert events[-1][0] == "error"
    assert events[-1][1]["error"]["type"] == "api_error"


async def test_count_tokens_counts_what_the_client_sent(client, relay):
    c = client(relay)
    short = await c.messages.count_tokens(model=MODEL, messages=USER_TEXT)
    longer = await c.messages.count_tokens(
        model=MODEL, system="a much longer system prompt than none at all",
        messages=USER_TEXT, tools=[{"name": "t", "input_schema": {"type": "object"}}])
    assert 0 < short.input_tokens < longer.input_tokens


async def test_thinking_text_and_a_tool_call_stream_as_three_blocks(relay, upstream):
    calls = tool_call_stream("Calling.", "f", ['{"a":', ' 1}'])
    thinking = chunk_event({"reasoning_content": "hmm"})
    upstream.play(Script([calls.replace(chunk_event({"content": "Calling."}),
                                        thinking + chunk_event({"content": "Calling."}))]))
    events = await raw_events(relay, {
        "model": MODEL, "max_tokens": 2000, "stream": True, "messages": USER_TEXT,
        "thinking": {"type": "enabled", "budget_tokens": 1024},
        "tools": [{"name": "f", "input_schema": {"type": "object"}}]})
    shape = [(n, d.get("index"), (d.get("delta") or d.get("content_block") or {}).get("type"))
             for n, d in events if n.startswith("content_block")]
    assert shape == [
        ("content_block_start", 0, "thinking"), ("content_block_delta", 0, "thinking_delta"),
        ("content_block_stop", 0, None),
        ("content_block_start", 1, "text"), ("content_block_delta", 1, "text_delta"),
        ("content_block_stop", 1, None),
        ("content_block_start", 2, "tool_use"), ("content_block_delta", 2, "input_json_delta"),
        ("content_block_delta", 2, "input_json_delta"), ("content_block_stop", 2, None)]
    assert events[-2][1]["delta"]["stop_reason"] == "tool_use"



async def test_an_image_goes_to_a_relay_as_an_image_part(client, relay, upstream):
    upstream.play(Script([stream_of("a cat")]))
    await client(relay).messages.create(model=MODEL, max_tokens=9, messages=[
        {"role": "user", "content": [{"type": "text", "text": "what is it?"}, IMAGE]}])
    assert upstream.received[-1].body["messages"][-1]["content"] == [
        {"type": "text", "text": "what is it?"},
        {"type": "image_url", "image_url": {"url": "data:image/png;base64,iVBORw0KGgo="}}]
