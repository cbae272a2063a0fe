"""Loading a local model when a request names it, in a real `tandem serve` with the
packaged SmolLM2 laid out as an Ollama model and as an LM Studio one."""

from __future__ import annotations

import asyncio
from pathlib import Path

import gguf
import numpy as np
import openai
import pytest
from model_folders import lmstudio_model, ollama_model
from serve_process import spawn_serve

MEMORY_OFF = {"X-Tandem-Memory": "off"}
A, B = "smol:a", "beta:q4_1"


def unknown_architecture_gguf(path: Path) -> Path:
    """A GGUF whose header reads fine but whose architecture llama.cpp does not know."""
    path.parent.mkdir(parents=True, exist_ok=True)
    writer = gguf.GGUFWriter(str(path), "nosucharch")
    writer.add_context_length(512)
    writer.add_tensor("token_embd.weight", np.zeros((8, 8), dtype=np.float32))
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return path


@pytest.fixture
def serve(machine: Path, tmp_path: Path):
    ollama_model(machine / ".ollama" / "models", "smol", "a")
    lmstudio_model(machine, "someone", "Beta-GGUF", "Beta.Q4_1.gguf")
    home = tmp_path / "tandem"
    unknown_architecture_gguf(home / "models" / "Odd-Q8_0.gguf")
    (home / "models" / "Broken-Q4_0.gguf").write_bytes(b"GGUF" + b"\0" * 64)
    (home / "config.toml").write_text("context_length = 1024\nthreads = 1\n")
    server = spawn_serve(home, timeout=300)
    yield server
    server.stop()


async def ask(client: openai.AsyncOpenAI, model: str) -> openai.types.chat.ChatCompletion:
    return await client.chat.completions.create(
        model=model, messages=[{"role": "user", "content": "Say hello."}], max_tokens=8,
        temperature=0, extra_headers=MEMORY_OFF)


@pytest.mark.llama
async def test_chat_moves_between_models_by_id_and_back(serve):
    client = openai.AsyncOpenAI(base_url=serve.base_url, api_key="x", max_retries=0)
    listed = {m.id for m in (await client.models.list()).data}
    assert {"smollm2-135m-instruct", A, B} <= listed
    for model in (A, B, A):
        answer = await ask(client, model)
        assert answer.model == model and answer.choices[0].message.content
    assert serve.proc.poll() is None
    log = serve.stderr_text()
    assert f"loading model {B}" in log and f"freeing model {B} to load {A}" in log


@pytest.mark.llama
async def test_a_request_during_a_switch_waits_and_is_answered(serve):
    client = openai.AsyncOpenAI(base_url=serve.base_url, api_key="x", max_retries=0)
    switching = asyncio.create_task(ask(client, B))
    await asyncio.sleep(0.05)
    waiting = asyncio.create_task(ask(client, A))
    first, second = await asyncio.gather(switching, waiting)
    assert (first.model, second.model) == (B, A)
    assert first.choices[0].message.content and second.choices[0].message.content
    assert "queued at position 1" in serve.stderr_text()


@pytest.mark.llama
async def test_a_model_that_fails_to_load_leaves_the_last_one_serving(serve):
    client = openai.AsyncOpenAI(base_url=serve.base_url, api_key="x", max_retries=0)
    assert (await ask(client, B)).model == B
    with pytest.raises(openai.APIStatusError) as failed:
        await ask(client, "odd:q8_0")
    assert "odd:q8_0" in failed.value.message and "could not be loaded" in failed.value.message
    assert (await ask(client, B)).model == B
    with pytest.raises(openai.BadRequestError) as refused:
        await ask(client, "broken:q4_0")
    assert "cannot be loaded" in refused.value.message
    assert serve.proc.poll() is None


@pytest.mark.llama
async def test_a_request_names_an_id_never_a_path(serve, machine):
    client = openai.AsyncOpenAI(base_url=serve.base_url, api_key="x", max_retries=0)
    lms = next((machine / ".lmstudio" / "models").rglob("*.gguf"))
    with pytest.raises(openai.NotFoundError):
        await ask(client, str(lms))
