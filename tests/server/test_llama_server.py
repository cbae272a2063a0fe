"""The OpenAI SDK against a real `tandem serve` running the packaged SmolLM2 via llama.cpp.

One server process serves the whole module (see the `llama_serve` fixture); answers are kept
short (max_tokens <= 24) so the suite stays fast on two cores. None of these tests is about
memory, so every request sends `X-Tandem-Memory: off` (spec 26.1;
docs/ARCHITECTURE.md#the-notes-store).
"""

from __future__ import annotations

import asyncio
from typing import Any

import aiohttp
import openai
import pytest
from serve_process import spawn_serve

pytestmark = pytest.mark.llama

PROMPT = [{"role": "user", "content": "Name three colours."}]
GREEDY: dict[str, Any] = {"temperature": 0.0, "seed": 1}
MEMORY_OFF = {"X-Tandem-Memory": "off"}


@pytest.fixture(scope="module")
def model_id(llama_serve) -> str:
    models = openai.OpenAI(base_url=llama_serve.base_url, api_key="x").models.list()
    return models.data[0].id


@pytest.fixture
def client(llama_serve) -> openai.OpenAI:
    return openai.OpenAI(base_url=llama_serve.base_url, api_key="x", max_retries=0,
                         default_headers=MEMORY_OFF)


@pytest.fixture
def aclient(llama_serve) -> openai.AsyncOpenAI:
    return openai.AsyncOpenAI(base_url=llama_serve.base_url, api_key="x", max_retries=0,
                              default_headers=MEMORY_OFF)


def test_the_engine_model_is_listed_by_name(client, model_id):
    assert "smollm2" in model_id
    assert "/" not in model_id


def test_a_streamed_answer_has_one_id_a_role_first_and_a_finish(client, model_id):
    chunks = list(client.chat.completions.create(
        model=model_id, messages=PROMPT, max_tokens=16, stream=True, **GREEDY))
    assert len({c.id for c in chunks}) == 1 and chunks[0].id.startswith("chatcmpl-")
    assert chunks[0].choices[0].delta.role == "assistant"
    assert all(c.model == model_id for c in chunks)
    text = "".join(c.choices[0].delta.content or "" for c in chunks)
    assert text.strip()
    assert all(c.choices[0].delta.content != "" for c in chunks)
    assert chunks[-1].choices[0].finish_reason in ("stop", "length")


def test_streamed_and_whole_answers_agree_and_usage_is_counted(client, model_id):
    whole = client.chat.completions.create(model=model_id, messages=PROMPT, max_tokens=12,
                                           **GREEDY)
    chunks = list(client.chat.completions.create(
        model=model_id, messages=PROMPT, max_tokens=12, stream=True,
        stream_options={"include_usage": True}, **GREEDY))
    streamed = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert whole.choices[0].message.content == streamed
    last = chunks[-1]
    assert last.choices == [] and last.usage is not None
    assert last.usage.completion_tokens == whole.usage.completion_tokens <= 12
    assert last.usage.prompt_tokens == whole.usage.prompt_tokens > 0
    # The same prompt again reuses the engine's prefix cache.
    assert last.usage.prompt_tokens_details.cached_tokens > 0


def test_max_tokens_ends_with_finish_reason_length(client, model_id):
    done = client.chat.completions.create(model=model_id, messages=PROMPT, max_tokens=2,
                                          **GREEDY)
    assert done.choices[0].finish_reason == "length"
    assert done.usage.completion_tokens == 2


def test_a_stop_string_ends_the_answer_before_it(client, model_id):
    free = client.chat.completions.create(model=model_id, messages=PROMPT, max_tokens=24,
                                          **GREEDY).choices[0].message.content
    words = free.split()
    assert len(words) >= 3, free
    stop = words[2]
    done = client.chat.completions.create(model=model_id, messages=PROMPT, max_tokens=24,
                                          stop=[stop, "zzzz"], **GREEDY)
    assert done.choices[0].finish_reason == "stop"
    assert done.choices[0].message.content == free[: free.index(stop)]


def test_logit_bias_forces_a_token(client, model_id):
    done = client.chat.completions.create(model=model_id, messages=PROMPT, max_tokens=6,
                                          logit_bias={"1000": 100}, **GREEDY)
    text = done.choices[0].message.content
    assert done.usage.completion_tokens == 6
    piece = text[: len(text) // 6]
    assert piece and text == piece * 6


def test_a_prompt_longer_than_the_context_is_a_400(client, model_id):
    long = "word " * 6000
    with pytest.raises(openai.BadRequestError) as info:
        client.chat.completions.create(model=model_id, max_tokens=4,
                                       messages=[{"role": "user", "content": long}])
    assert info.value.code == "context_length_exceeded"


def test_a_long_prompt_is_a_400_for_a_streaming_request_too(client, model_id):
    with pytest.raises(openai.BadRequestError):
        client.chat.completions.create(model=model_id, max_tokens=4, stream=True,
                                       messages=[{"role": "user", "content": "word " * 6000}])


def test_an_image_part_is_a_400_for_a_model_without_vision(client, model_id):
    with pytest.raises(openai.BadRequestError) as info:
        client.chat.completions.create(model=model_id, max_tokens=4, messages=[
            {"role": "user", "content": [
                {"type": "text", "text": "what is this?"},
                {"type": "image_url", "image_url": {"url": "data:image/png;base64,AAAA"}}]}])
    assert info.value.param == "messages[0].content[1]"


def test_text_content_parts_are_joined(client, model_id):
    parts = [{"type": "text", "text": "Name three"}, {"type": "text", "text": "colours."}]
    done = client.chat.completions.create(
        model=model_id, max_tokens=4, messages=[{"role": "user", "content": parts}], **GREEDY)
    assert done.choices[0].message.content


def test_bad_input_against_the_engine_is_4xx(client, model_id):
    with pytest.raises(openai.NotFoundError):
        client.chat.completions.create(model="no-such-model", messages=PROMPT)
    with pytest.raises(openai.BadRequestError) as info:
        client.chat.completions.create(model=model_id, messages=PROMPT, max_tokens="ten")
    assert info.value.param == "max_tokens"


async def test_bad_json_against_the_engine_is_a_400(llama_serve):
    async with aiohttp.ClientSession() as s, s.post(
        llama_serve.base_url + "/chat/completions", data=b"{nope", headers=MEMORY_OFF
    ) as r:
        assert r.status == 400
        assert (await r.json())["error"]["code"] == "invalid_json"


async def test_the_engine_s_own_requests_belong_to_the_local_user(aclient, model_id,
                                                                  llama_serve):
    await aclient.chat.completions.create(model=model_id, messages=PROMPT, max_tokens=2)
    await asyncio.sleep(0.1)
    assert "user=local" in llama_serve.stderr_text()


async def health(url: str) -> dict:
    async with aiohttp.ClientSession() as s, s.get(url + "/health") as r:
        return (await r.json())["engines"]["llamacpp"]


async def test_a_client_that_disconnects_frees_the_engine(aclient, model_id, llama_serve):
    async with aiohttp.ClientSession() as s:
        resp = await s.post(llama_serve.base_url + "/chat/completions", json={
            "model": model_id, "messages": [{"role": "user", "content": "Write a long story."}],
            "max_tokens": 3000, "stream": True, "temperature": 1.0, "logit_bias": {"2": -100}},
            headers=MEMORY_OFF)
        await resp.content.readline()  # the first chunk: generation is under way
        assert (await health(llama_serve.url))["busy"] is True
        resp.close()
    # Free again well before 3000 tokens could have been generated (wait_for guards a hang).
    done = await asyncio.wait_for(
        aclient.chat.completions.create(model=model_id, messages=PROMPT, max_tokens=4), 15)
    assert done.choices[0].message.content
    assert (await health(llama_serve.url))["busy"] is False


async def test_concurrent_requests_are_served_in_arrival_order(aclient, model_id, llama_serve):
    finished: list[int] = []

    async def ask(i: int) -> None:
        await aclient.chat.completions.create(
            model=model_id, max_tokens=24, messages=[{"role": "user", "content": f"Say {i}."}])
        finished.append(i)

    tasks = []
    for i in range(4):
        tasks.append(asyncio.create_task(ask(i)))
        await asyncio.sleep(0.02)
    most_queued = 0
    while not all(t.done() for t in tasks):  # requests reach the server in their own time
        most_queued = max(most_queued, (await health(llama_serve.url))["queued"])
        await asyncio.sleep(0.01)
    await asyncio.gather(*tasks)
    assert finished == [0, 1, 2, 3]
    assert most_queued >= 1
    assert "queued at position" in llama_serve.stderr_text()


def test_sigterm_during_a_generation_exits_0(tmp_path):
    serve = spawn_serve(tmp_path)
    try:
        client = openai.OpenAI(base_url=serve.base_url, api_key="x", max_retries=0,
                               default_headers=MEMORY_OFF)
        model = client.models.list().data[0].id
        stream = client.chat.completions.create(
            model=model, messages=PROMPT, max_tokens=3000, stream=True,
            extra_body={"logit_bias": {"2": -100}})
        next(iter(stream))
    finally:
        code = serve.stop()
    assert code == 0


def test_a_served_engine_answers_three_chats_and_stays_alive(tmp_path):
    """The AMX crash (llama.cpp #20824) killed the process on its first decode."""
    serve = spawn_serve(tmp_path)
    try:
        client = openai.OpenAI(base_url=serve.base_url, api_key="x", max_retries=0)
        model = client.models.list().data[0].id
        for question in ("Name three colours.", "What is two plus two?", "Say hi."):
            reply = client.chat.completions.create(
                model=model, messages=[{"role": "user", "content": question}],
                max_tokens=12, extra_headers=MEMORY_OFF, **GREEDY)
            assert reply.choices[0].message.content.strip()
        assert serve.proc.poll() is None, serve.stderr_text()
        log = serve.stderr_text()
        [start] = [line for line in log.splitlines() if "engine llamacpp:" in line]
        for part in ("model smollm2-135m-instruct", "context 4096", "threads ", "buffers"):
            assert part in start, start
        assert (tmp_path / "state" / "llama-probe.json").is_file()
    finally:
        assert serve.stop() == 0


def test_context_length_and_threads_come_from_config_toml(tmp_path):
    (tmp_path / "config.toml").write_text("context_length = 1024\nthreads = 1\n")
    serve = spawn_serve(tmp_path)
    try:
        client = openai.OpenAI(base_url=serve.base_url, api_key="x", max_retries=0)
        with pytest.raises(openai.BadRequestError) as info:  # fits 4096, not 1024
            client.chat.completions.create(
                model=client.models.list().data[0].id, max_tokens=4,
                messages=[{"role": "user", "content": "word " * 1500}],
                extra_headers=MEMORY_OFF)
        assert info.value.code == "context_length_exceeded"
    finally:
        assert serve.stop() == 0
    [start] = [line for line in serve.stderr_text().splitlines() if "engine llamacpp:" in line]
    assert "context 1024, threads 1," in start, start
