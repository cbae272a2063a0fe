"""A backend configured `api = "anthropic"` (issue 22): relayed natively to its `/messages`,
with the client's prompt-cache markers passed through and the cache figures passed back;
an OpenAI chat client reaches it translated; its failures keep their statuses."""

from __future__ import annotations

import json
from pathlib import Path

import anthropic
import pytest
from anthropic import AsyncAnthropic
from openai import AsyncOpenAI
from upstream import Script, ScriptedUpstream, anthropic_event, anthropic_stream

from app.config import load_config
from app.engine.engines.anthropic_relay import AnthropicRelay
from app.engine.startup import build_engines

MODEL = "claude/m1"
EPHEMERAL = {"type": "ephemeral"}


@pytest.fixture
async def native(upstream: ScriptedUpstream, start_tandem):
    server = await start_tandem([AnthropicRelay("claude", upstream.base_url, "sk-up",
                                                timeout=2.0)])
    async with AsyncAnthropic(base_url=server.url, api_key="x", max_retries=0) as client:
        yield client


def test_config_api_anthropic_builds_a_native_relay(tmp_path: Path):
    (tmp_path / "config.toml").write_text(
        'engine = "none"\n[[backends]]\nname = "claude"\nbase_url = "http://127.0.0.1:9/v1"\n'
        'api = "anthropic"\n[[backends]]\nname = "vllm"\nbase_url = "http://127.0.0.1:9/v1"\n')
    engines = build_engines(load_config(tmp_path))
    assert [type(e).__name__ for e in engines] == ["AnthropicRelay", "ProxyEngine"]
    (tmp_path / "config.toml").write_text(
        '[[backends]]\nname = "x"\nbase_url = "http://h/v1"\napi = "grpc"\n')
    with pytest.raises(ValueError, match=r"backends\[0\]\.api"):
        load_config(tmp_path)


@pytest.mark.parametrize("toml, named", [
    ('[anthropic.models]\n"claude-x" = 3\n', 'anthropic.models."claude-x"'),
    ('[anthropic]\nmodels = "up/m1"\n', "anthropic.models"),
    ('anthropic = 1\n', "anthropic"),
])
def test_a_bad_alias_table_is_one_error_naming_the_key(tmp_path: Path, toml, named):
    (tmp_path / "config.toml").write_text(toml)
    with pytest.raises(ValueError) as err:
        load_config(tmp_path)
    assert named in str(err.value)


async def test_cache_markers_pass_through_and_the_cache_figures_come_back(native, upstream):
    upstream.play(Script([anthropic_stream("Hi", " there")]))
    message = await native.messages.create(
        model=MODEL, max_tokens=40,
        system=[{"type": "text", "text": "You are brief."},
                {"type": "text", "text": "Project rules.", "cache_control": EPHEMERAL}],
        tools=[{"name": "run", "input_schema": {"type": "object"},
                "cache_control": EPHEMERAL}],
        messages=[{"role": "user", "content": "first"},
                  {"role": "assistant", "content": "ok"},
                  {"role": "user", "content": [{"type": "text", "text": "second",
                                                "cache_control": EPHEMERAL}]},
                  {"role": "system", "content": "a reminder"}],
        extra_headers={"X-Tandem-Memory": "off", "anthropic-beta": "context-1m-2025-08-07"})
    assert message.content[0].text == "Hi there"
    assert (message.usage.input_tokens, message.usage.cache_read_input_tokens,
            message.usage.cache_creation_input_tokens) == (9, 30, 4)
    got = upstream.received[-1]
    assert got.path == "/v1/messages"
    assert got.headers["x-api-key"] == "sk-up"
    assert got.headers["anthropic-version"] == "2023-06-01"
    assert got.headers["anthropic-beta"] == "context-1m-2025-08-07"
    body = got.body
    assert body["model"] == "m1" and body["stream"] is True and body["max_tokens"] == 40
    assert body["system"] == [{"type": "text", "text": "You are brief.\n\nProject rules.",
                               "cache_control": EPHEMERAL}]
    assert body["tools"][0]["cache_control"] == EPHEMERAL
    assert body["messages"] == [
        {"role": "user", "content": "first"},
        {"role": "assistant", "content": "ok"},
        {"role": "user", "content": [{"type": "text", "text": "second",
                                      "cache_control": EPHEMERAL}]},
        {"role": "system", "content": "a reminder"},
    ]


async def test_a_tool_call_streams_back_and_its_result_goes_up_as_tool_result(
        native, upstream):
    upstream.play(Script([anthropic_stream("Let me look.", tool=(
        "toolu_9", "read_file", ['{"path": ', '"a.txt"}']))]))
    async with native.messages.stream(
            model=MODEL, max_tokens=40, tools=[{"name": "read_file",
                                                "input_schema": {"type": "object"}}],
            messages=[{"role": "user", "content": "read a.txt"}]) as stream:
        first = await stream.get_final_message()
    assert [b.type for b in first.content] == ["text", "tool_use"]
    assert first.content[1].input == {"path": "a.txt"} and first.stop_reason == "tool_use"
    upstream.play(Script([anthropic_stream("It says hi.")]))
    await native.messages.create(model=MODEL, max_tokens=40, messages=[
        {"role": "user", "content": "read a.txt"},
        {"role": "assistant", "content": [b.model_dump(exclude_none=True)
                                          for b in first.content]},
        {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_9",
                                      "content": "hi", "cache_control": EPHEMERAL}]}])
    sent = upstream.received[-1].body["messages"]
    assert sent[1]["content"][1] == {"type": "tool_use", "id": "toolu_9",
                                     "name": "read_file", "input": {"path": "a.txt"}}
    assert sent[2] == {"role": "user", "content": [
        {"type": "tool_result", "tool_use_id": "toolu_9", "content": "hi",
         "cache_control": EPHEMERAL}]}


async def test_an_openai_client_reaches_an_anthropic_backend(upstream, start_tandem):
    server = await start_tandem([AnthropicRelay("claude", upstream.base_url, timeout=2.0)])
    upstream.play(Script([anthropic_stream("Bonjour")]))
    async with AsyncOpenAI(base_url=server.url + "/v1", api_key="x", max_retries=0) as client:
        reply = await client.chat.completions.create(
            model=MODEL, max_tokens=12, stop=["END"],
            messages=[{"role": "system", "content": "French only."},
                      {"role": "user", "content": "hello"}])
    assert reply.choices[0].message.content == "Bonjour"
    assert reply.usage.prompt_tokens == 43
    assert reply.usage.prompt_tokens_details.cached_tokens == 30
    body = upstream.received[-1].body
    assert body["system"] == "French only."
    assert body["messages"] == [{"role": "user", "content": "hello"}]
    assert body["stop_sequences"] == ["END"]
    assert "cache_control" not in str(body)


async def test_backend_failures_keep_their_status_in_anthropic_shape(native, upstream):
    upstream.play(Script([b'{"type":"error","error":{"type":"invalid_request_error",'
                          b'"message":"prompt is too long: 300000 tokens > 200000 maximum"}}'],
                         status=400, content_type="application/json"))
    with pytest.raises(anthropic.BadRequestError) as err:
        await native.messages.create(model=MODEL, max_tokens=5,
                                     messages=[{"role": "user", "content": "x"}])
    assert "300000 tokens > 200000" in err.value.body["error"]["message"]
    upstream.play(Script([anthropic_event({"type": "message_start", "message": {
        "usage": {"input_tokens": 1}}}), anthropic_event({"type": "error", "error": {
            "type": "overloaded_error", "message": "Overloaded"}})]))
    with pytest.raises(anthropic.APIStatusError) as failed:
        await native.messages.create(model=MODEL, max_tokens=5,
                                     messages=[{"role": "user", "content": "x"}])
    assert failed.value.status_code == 502
    assert "Overloaded" in failed.value.body["error"]["message"]


async def test_a_backend_that_answers_whole_is_replayed(native, upstream):
    whole = {"id": "msg_1", "type": "message", "role": "assistant", "model": "m1",
             "content": [{"type": "text", "text": "Whole."},
                         {"type": "tool_use", "id": "toolu_2", "name": "f", "input": {"a": 1}}],
             "stop_reason": "tool_use", "usage": {"input_tokens": 3, "output_tokens": 2}}
    upstream.play(Script([json.dumps(whole).encode()], content_type="application/json"))
    message = await native.messages.create(model=MODEL, max_tokens=9, messages=[
        {"role": "user", "content": "x"}], tools=[{"name": "f", "input_schema": {}}])
    assert [b.type for b in message.content] == ["text", "tool_use"]
    assert message.content[1].input == {"a": 1} and message.stop_reason == "tool_use"
    assert (message.usage.input_tokens, message.usage.output_tokens) == (3, 2)


async def test_signed_thinking_comes_back_and_goes_up_again_before_the_tool_call(
        native, upstream):
    thinking = {"type": "enabled", "budget_tokens": 1024}
    tools = [{"name": "f", "input_schema": {"type": "object"}}]
    upstream.play(Script([anthropic_stream("Calling.", thinking=("I should call f.", "sig-1"),
                                           tool=("toolu_5", "f", ["{}"]))]))
    first = await native.messages.create(model=MODEL, max_tokens=2048, thinking=thinking,
                                         tools=tools, messages=[{"role": "user", "content": "go"}])
    assert [b.type for b in first.content] == ["thinking", "text", "tool_use"]
    assert (first.content[0].thinking, first.content[0].signature) == (
        "I should call f.", "sig-1")
    assert upstream.received[-1].body["thinking"] == thinking
    upstream.play(Script([anthropic_stream("Done.")]))
    await native.messages.create(model=MODEL, max_tokens=2048, thinking=thinking, tools=tools,
                                 messages=[
        {"role": "user", "content": "go"},
        {"role": "assistant", "content": [b.model_dump(exclude_none=True)
                                          for b in first.content]},
        {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_5",
                                      "content": "ok"}]}])
    assistant = upstream.received[-1].body["messages"][1]["content"]
    assert assistant[0] == {"type": "thinking", "thinking": "I should call f.",
                            "signature": "sig-1"}
    assert [b["type"] for b in assistant] == ["thinking", "text", "tool_use"]


async def test_count_tokens_is_the_backends_own_count(native, upstream):
    upstream.play(Script([b'{"input_tokens": 1234}'], content_type="application/json"))
    counted = await native.messages.count_tokens(
        model=MODEL, system="sys", messages=[{"role": "user", "content": "count me"}],
        tools=[{"name": "f", "input_schema": {"type": "object"}}])
    assert counted.input_tokens == 1234
    got = upstream.received[-1]
    assert got.path == "/v1/messages/count_tokens"
    assert got.body == {"model": "m1", "system": "sys", "tools": [
        {"name": "f", "input_schema": {"type": "object"}}],
        "messages": [{"role": "user", "content": "count me"}]}
