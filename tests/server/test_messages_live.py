"""`/v1/messages` on the packaged SmolLM2 through llama.cpp, with the real `anthropic` SDK
(issue 22): a `claude-…` name served by the default model, streamed and not, a
multi-turn conversation whose second turn reuses the first's prefix, a prompt past the
context naming both lengths, and `count_tokens` against what the engine really read."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import anthropic
import pytest
from anthropic import AsyncAnthropic
from borrowed import Borrowed

from app.config import load_config
from app.engine.core import Tandem
from app.engine.engines.local.llamacpp import LlamaCppEngine
from app.engine.http.server import build_app, start_server
from app.memory.service import NotesService, NoteWrite, WriteContext

pytestmark = pytest.mark.llama

OFF = {"X-Tandem-Memory": "off"}
CLAUDE = "claude-sonnet-4-5-20250929"
TOOLS = [{"name": "get_time", "description": "the time now",
          "input_schema": {"type": "object", "properties": {}}}]


@pytest.fixture
async def served(tmp_path: Path, llama_engine: LlamaCppEngine
                 ) -> AsyncIterator[tuple[AsyncAnthropic, NotesService]]:
    home = tmp_path / "home"
    notes = NotesService(home)
    app = build_app(Tandem([Borrowed(llama_engine)], config=load_config(home), notes=notes))
    server = await start_server(app, "127.0.0.1", 0)
    try:
        async with AsyncAnthropic(base_url=server.url, api_key="x", max_retries=0) as client:
            yield client, notes
    finally:
        await server.stop()
        notes.close()


async def test_a_multi_turn_conversation_streamed_and_not_reuses_its_prefix(served):
    client, _ = served
    messages = [{"role": "user", "content": "Name one colour."}]
    first = await client.messages.create(
        model=CLAUDE, max_tokens=8, messages=messages, system="You are brief.",
        tools=TOOLS, extra_headers=OFF)
    assert first.model == CLAUDE
    assert first.content and first.content[0].type == "text" and first.content[0].text
    assert first.stop_reason in ("end_turn", "max_tokens")
    messages += [{"role": "assistant", "content": [b.model_dump(exclude_none=True)
                                                   for b in first.content]},
                 {"role": "user", "content": "And another one?"}]
    async with client.messages.stream(model=CLAUDE, max_tokens=4, messages=messages,
                                      system="You are brief.", tools=TOOLS,
                                      extra_headers=OFF) as stream:
        texts = [t async for t in stream.text_stream]
        second = await stream.get_final_message()
    assert "".join(texts) == second.content[0].text
    assert second.usage.output_tokens <= 4
    read = [m.usage.input_tokens + m.usage.cache_read_input_tokens for m in (first, second)]
    assert second.usage.cache_read_input_tokens >= read[0]  # turn 1 was its prefix
    assert second.usage.input_tokens < read[1] - read[0] + 8


async def test_a_prompt_past_the_context_names_both_lengths(served, llama_engine):
    client, _ = served
    long = "word " * (llama_engine.n_ctx + 200)
    with pytest.raises(anthropic.BadRequestError) as err:
        await client.messages.create(model=CLAUDE, max_tokens=5, extra_headers=OFF,
                                     messages=[{"role": "user", "content": long}])
    body = err.value.body
    assert body["type"] == "error" and body["error"]["type"] == "invalid_request_error"
    message = body["error"]["message"]
    assert f"maximum context length is {llama_engine.n_ctx} tokens" in message
    sent = int(message.split("resulted in ")[1].split()[0])
    assert sent > llama_engine.n_ctx


async def test_usage_counts_the_injected_notes_and_count_tokens_does_not(served):
    client, notes = served
    notes.write(
        WriteContext(user="local", source="model", user_message_in_turn=True),
        NoteWrite(op="add", scope="user", kind="gotcha", title="the build needs node 20",
                  body="npm run build fails on node 18 with an unexpected token error."),
    )
    messages = [{"role": "user", "content": "the build fails on node 18, why?"}]
    counted = await client.messages.count_tokens(model=CLAUDE, messages=messages)
    answer = await client.messages.create(model=CLAUDE, max_tokens=2, messages=messages)
    read = answer.usage.input_tokens + answer.usage.cache_read_input_tokens
    assert 0 < counted.input_tokens < read
    [row] = notes.ledger.rows("request")
    assert row["fields"]["prompt_tokens"] == read
    off = await client.messages.create(model=CLAUDE, max_tokens=2, messages=messages,
                                       extra_headers=OFF)
    assert off.usage.input_tokens + off.usage.cache_read_input_tokens < read


async def test_an_image_to_the_local_model_is_a_400_naming_the_block(served):
    client, _ = served
    image = {"type": "image", "source": {"type": "base64", "media_type": "image/png",
                                         "data": "iVBORw0KGgo="}}
    with pytest.raises(anthropic.BadRequestError) as err:
        await client.messages.create(model=CLAUDE, max_tokens=5, extra_headers=OFF, messages=[
            {"role": "user", "content": [{"type": "text", "text": "what is it?"}, image]}])
    assert err.value.body["error"]["message"] == (
        "'messages[0].content[1]' is an image, and this model does not take images")
