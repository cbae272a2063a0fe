"""Loading a local model when a request names it, in a real `tandem serve` with the
packaged SmolLM2 laid out as an Ollama model and as an LM Studio one."""

from __future__ import annotations

import asyncio
import subprocess
from pathlib import Path

import gguf
import numpy as np
import openai
import pytest
from fake_hub import FakeHub
from model_folders import lmstudio_model, ollama_model
from serve_process import spawn_serve
from tandem_process import tandem_cmd

from app.config import Config
from app.engine.engines.proxy import ProxyEngine
from app.engine.models.catalog import ModelCatalog

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


@pytest.mark.llama
async def test_serve_model_flag_takes_an_id_from_the_list(machine: Path, tmp_path: Path):
    ollama_model(machine / ".ollama" / "models", "smol", "a")
    server = spawn_serve(tmp_path / "tandem", "--model", A, timeout=300)
    try:
        client = openai.AsyncOpenAI(base_url=server.base_url, api_key="x", max_retries=0)
        assert (await ask(client, A)).model == A
        assert "loading model" not in server.stderr_text()  # it was the one loaded at start
    finally:
        server.stop()


def test_serve_model_flag_with_an_unknown_id_is_one_clear_line(machine: Path, tmp_path: Path):
    done = subprocess.run(tandem_cmd("serve", "--home", str(tmp_path / "t"), "--port", "0",
                                     "--model", "nosuch:q4_0"),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode != 0
    [line] = [x for x in done.stderr.splitlines() if x.startswith("tandem serve:")]
    assert "nosuch:q4_0" in line and "tandem models list" in line


@pytest.mark.llama
async def test_a_default_model_that_has_gone_is_one_line_and_the_packaged_model_serves(
        machine: Path, tmp_path: Path):
    home = tmp_path / "tandem"
    home.mkdir()
    (home / "config.toml").write_text('model = "gone:q4_0"\n')
    server = spawn_serve(home, timeout=300)
    try:
        client = openai.AsyncOpenAI(base_url=server.base_url, api_key="x", max_retries=0)
        assert (await ask(client, "smollm2-135m-instruct")).choices[0].message.content
        [line] = [x for x in server.stderr_text().splitlines() if "gone:q4_0" in x]
        assert "packaged model" in line
    finally:
        server.stop()


@pytest.mark.llama
async def test_nothing_at_start_up_touches_the_network(machine, tmp_path, monkeypatch):
    hub = FakeHub().start()
    monkeypatch.setenv("HF_ENDPOINT", hub.url)
    try:
        server = spawn_serve(tmp_path / "tandem", timeout=300)
        try:
            client = openai.AsyncOpenAI(base_url=server.base_url, api_key="x", max_retries=0)
            assert (await client.models.list()).data
        finally:
            server.stop()
        assert hub.seen == []
    finally:
        hub.stop()


async def test_a_gguf_id_under_an_engine_that_cannot_load_it_is_a_400(
        machine, tmp_path, upstream, start_tandem):
    home = tmp_path / "tandem"
    catalog = ModelCatalog(home, home / "state")
    server = await start_tandem([ProxyEngine("up", upstream.base_url, timeout=2.0)],
                                config=Config(home=home, engine="none"), catalog=catalog)
    client = openai.AsyncOpenAI(base_url=server.url + "/v1", api_key="x", max_retries=0)
    listed = {m.id for m in (await client.models.list()).data}
    assert {"smollm2-135m-instruct", "up/m1"} <= listed
    with pytest.raises(openai.BadRequestError) as refused:
        await ask(client, "smollm2-135m-instruct")
    assert "cannot load" in refused.value.message
    assert refused.value.body["param"] == "model"
