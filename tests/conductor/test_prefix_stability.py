"""The hard rule: turn N+1's prompt begins with turn N's prompt plus its full answer.

Checked twice: with the real llama.cpp engine (turn 2 prefills only its new tokens), and
by rendering the bodies the scripted upstream received through a Gemma-style template,
which allows one leading system message folded into the first user turn.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from borrowed import Borrowed
from memory_relay import MemoryRelay
from openai import AsyncOpenAI
from samples import ANSWER, BLOCK
from test_memory_e2e import play_answer, stream_text

from app.config import load_config
from app.engine.engines.local.chat_template import ChatTemplate
from app.engine.engines.local.llamacpp import LlamaCppEngine
from app.engine.http.server import build_app, start_server
from app.memory.service import NotesService, NoteWrite, WriteContext

GEMMA_STYLE = (
    "{{ bos_token }}"
    "{% if messages[0]['role'] == 'system' %}"
    "{% set first = messages[0]['content'] + '\n\n' %}{% set rest = messages[1:] %}"
    "{% else %}{% set first = '' %}{% set rest = messages %}{% endif %}"
    "{% for m in rest %}"
    "{% if (m['role'] == 'user') != (loop.index0 % 2 == 0) %}"
    "{{ raise_exception('roles must alternate user/assistant') }}{% endif %}"
    "{% set role = 'model' if m['role'] == 'assistant' else m['role'] %}"
    "{{ '<start_of_turn>' + role + '\n' + (first if loop.first else '') + m['content'] }}"
    "{{ '<end_of_turn>\n' }}"
    "{% endfor %}"
    "{% if add_generation_prompt %}{{ '<start_of_turn>model\n' }}{% endif %}"
)


async def test_gemma_style_prompt_of_turn_two_extends_turn_one(memory_relay: MemoryRelay):
    template = ChatTemplate(GEMMA_STYLE, bos_token="<bos>")
    relay = memory_relay
    await _seed(relay)
    first = [{"role": "system", "content": "Be brief."},
             {"role": "user", "content": "which node version does the build need?"}]
    play_answer(relay, ANSWER + BLOCK.replace("node 20", "node 22"))
    shown = await stream_text(relay, first)
    prompt1 = template.render(relay.sent())
    play_answer(relay, "ok")
    await stream_text(relay, [*first, {"role": "assistant", "content": shown},
                              {"role": "user", "content": "and npm?"}])
    prompt2 = template.render(relay.sent())
    assert prompt2.startswith(prompt1 + ANSWER + BLOCK.replace("node 20", "node 22"))
    assert "<tandem_notes>" in prompt1 and "node 18" in prompt1


async def _seed(relay: MemoryRelay) -> None:
    play_answer(relay, ANSWER + BLOCK)
    await stream_text(relay, [{"role": "user", "content": "seed"}])


@pytest.fixture
async def llama_memory(tmp_path: Path, llama_engine: LlamaCppEngine) -> AsyncIterator[AsyncOpenAI]:
    home = tmp_path / "home"
    notes = NotesService(home)
    notes.write(
        WriteContext(user="local", source="model", user_message_in_turn=True),
        NoteWrite(op="add", scope="user", kind="rule", title="answers stay short",
                  body="The user wants short answers about the build and its node version."),
    )
    app = build_app([Borrowed(llama_engine)], config=load_config(home), notes=notes)
    server = await start_server(app, "127.0.0.1", 0)
    try:
        yield AsyncOpenAI(base_url=server.url + "/v1", api_key="x", max_retries=0)
    finally:
        await server.stop()
        notes.close()


async def test_llama_turn_two_prefills_only_its_new_tokens(llama_memory: AsyncOpenAI):
    client = llama_memory
    model = (await client.models.list()).data[0].id
    messages = [{"role": "system", "content": "You are a helpful assistant."},
                {"role": "user", "content": "Which node version should the build use?"}]
    first = await client.chat.completions.create(
        model=model, messages=messages, max_tokens=12, temperature=0)
    answer = first.choices[0].message.content
    messages += [{"role": "assistant", "content": answer},
                 {"role": "user", "content": "Thanks. Anything else about node?"}]
    second = await client.chat.completions.create(
        model=model, messages=messages, max_tokens=4, temperature=0)
    cached = second.usage.prompt_tokens_details.cached_tokens
    assert cached >= first.usage.prompt_tokens
    new_tokens = second.usage.prompt_tokens - cached
    assert new_tokens < second.usage.prompt_tokens - first.usage.prompt_tokens + 8
