"""Requests to the built-in model: content parts (text joined, an image a 400 that names
it), a profile's default answer length, a max_tokens clamped to the context left, and
the figures of every request in the log and the ledger (issue 12, items 1 and 12)."""

from __future__ import annotations

import logging
import re
from collections.abc import AsyncIterator
from pathlib import Path

import openai
import pytest
from borrowed import Borrowed
from openai import AsyncOpenAI

from app.config import load_config
from app.engine.core import Tandem
from app.engine.engines.local.llamacpp import LlamaCppEngine
from app.engine.http.server import build_app, start_server
from app.memory.service import NotesService

OFF = {"X-Tandem-Memory": "off"}
COUNT = [{"role": "user", "content": "Count from one to twenty, one number a line."}]


@pytest.fixture
async def served(tmp_path: Path, llama_engine: LlamaCppEngine
                 ) -> AsyncIterator[tuple[AsyncOpenAI, NotesService]]:
    home = tmp_path / "home"
    home.mkdir()
    (home / "config.toml").write_text('[profiles.terse]\nmax_tokens = 3\n')
    notes = NotesService(home)
    app = build_app(Tandem([Borrowed(llama_engine)], config=load_config(home), notes=notes))
    server = await start_server(app, "127.0.0.1", 0)
    try:
        yield AsyncOpenAI(base_url=server.url + "/v1", api_key="x", max_retries=0,
                          default_headers=OFF), notes
    finally:
        await server.stop()
        notes.close()


async def test_a_request_without_max_tokens_gets_its_profiles_default(served, llama_engine):
    client, _ = served
    reply = await client.chat.completions.create(
        model=llama_engine.model_id, messages=COUNT, temperature=0,
        extra_headers={"X-Tandem-Profile": "terse"})
    assert reply.usage.completion_tokens == 3
    assert reply.choices[0].finish_reason == "length"


async def test_max_tokens_past_the_context_is_clamped_not_refused(served, llama_engine):
    client, _ = served
    reply = await client.chat.completions.create(
        model=llama_engine.model_id, messages=COUNT, temperature=0, max_tokens=32000,
        stop=["3"])
    assert reply.choices[0].finish_reason == "stop"
    assert reply.usage.prompt_tokens + reply.usage.completion_tokens < llama_engine.n_ctx


async def test_each_request_logs_and_journals_its_figures_and_no_text(served, llama_engine,
                                                                       caplog):
    client, notes = served
    caplog.set_level(logging.INFO, logger="tandem.server")
    stream = await client.chat.completions.create(
        model=llama_engine.model_id, messages=COUNT, temperature=0, max_tokens=6, stream=True,
        stream_options={"include_usage": True})
    usage = None
    async for chunk in stream:
        usage = chunk.usage or usage
    assert usage is not None
    [line] = [r.getMessage() for r in caplog.records if " done: " in r.getMessage()]
    figures = re.search(r"prompt=(\d+) cached=(\d+) completion=(\d+) ttft=([\d.]+)s "
                        r"decode=([\d.]+) tok/s", line)
    assert figures, line
    assert [int(figures[i]) for i in (1, 2, 3)] == [
        usage.prompt_tokens, usage.prompt_tokens_details.cached_tokens, usage.completion_tokens]
    [row] = notes.ledger.rows("request")
    assert row["fields"]["prompt_tokens"] == usage.prompt_tokens
    assert row["fields"]["completion_tokens"] == usage.completion_tokens
    assert row["fields"]["ttft_s"] > 0 and row["fields"]["decode_tps"] > 0
    assert set(row["fields"]) == {"engine", "profile", "prompt_tokens", "cached_tokens",
                                  "completion_tokens", "ttft_s", "decode_tps"}


async def test_text_parts_are_joined_for_the_built_in_model(served, llama_engine):
    client, _ = served
    parts = [{"type": "text", "text": "Count from one to twenty,"},
             {"type": "text", "text": "one number a line."}]
    joined = await client.chat.completions.create(
        model=llama_engine.model_id, messages=[{"role": "user", "content": parts}],
        temperature=0, max_tokens=4)
    plain = await client.chat.completions.create(
        model=llama_engine.model_id,
        messages=[{"role": "user", "content": "Count from one to twenty,\none number a line."}],
        temperature=0, max_tokens=4)
    assert joined.usage.prompt_tokens == plain.usage.prompt_tokens
    assert joined.choices[0].message.content == plain.choices[0].message.content


async def test_an_image_part_for_the_built_in_model_is_a_400_naming_it(served, llama_engine):
    client, _ = served
    parts = [{"type": "text", "text": "what is this?"},
             {"type": "image_url", "image_url": {"url": "data:image/png;base64,iVBORw0KGgo="}}]
    with pytest.raises(openai.BadRequestError) as err:
        await client.chat.completions.create(
            model=llama_engine.model_id, messages=[{"role": "user", "content": parts}],
            extra_headers={"X-Tandem-Memory": "read"})
    assert err.value.body["param"] == "messages[0].content[1]"
