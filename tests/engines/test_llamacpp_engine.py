"""The llama.cpp engine, run for real on the packaged SmolLM2-135M-Instruct model."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path

import pytest
from engine_helpers import MODEL, chat, collect, first_deltas

from app.engine.engines.base import Engine, EngineError, GenerationRequest
from app.engine.engines.local.llamacpp import LlamaCppEngine

pytestmark = pytest.mark.llama

COUNTING = 'root ::= "one two three four five"'


def counting(**fields: object) -> GenerationRequest:
    """The grammar fixes the text; SmolLM2 spells it in up to ~18 tokens."""
    return chat("Count.", grammar=COUNTING, max_tokens=32, temperature=0, **fields)


def test_engine_meets_the_protocol(llama_engine: LlamaCppEngine) -> None:
    assert isinstance(llama_engine, Engine)
    caps = llama_engine.capabilities
    assert caps.logit_bias and caps.grammar and caps.prefix_cache


async def test_lists_the_default_model_by_short_name(llama_engine: LlamaCppEngine) -> None:
    [info] = await llama_engine.list_models()
    assert info.id == MODEL
    assert info.context_length == 2048
    assert llama_engine.owns(MODEL)
    assert llama_engine.owns("SmolLM2-135M-Instruct.Q4_1.gguf")
    assert not llama_engine.owns("gpt-4o")


def test_prompt_uses_the_gguf_chat_template(llama_engine: LlamaCppEngine) -> None:
    prompt = llama_engine.render([{"role": "user", "content": "Hi"}])
    assert not llama_engine.template.is_fallback
    assert "You are a helpful AI assistant named SmolLM" in prompt
    assert prompt.endswith("<|im_start|>user\nHi<|im_end|>\n<|im_start|>assistant\n")


async def test_streams_text_then_finish_then_usage(run) -> None:
    result = await run(chat("Say hello to me.", max_tokens=12, temperature=0))
    assert result.text.strip()
    assert all(result.texts), "never an empty text delta"
    assert result.usage.completion_tokens >= 1
    assert result.usage.prompt_tokens > 10


async def test_max_tokens_ends_with_length(run) -> None:
    result = await run(chat("Write a long story about a dragon.", max_tokens=4, temperature=0))
    assert result.finish == "length"
    assert result.usage.completion_tokens == 4


async def test_stop_string_spanning_tokens_ends_the_answer_and_is_not_shown(run) -> None:
    result = await run(counting(stop=["hree f"]))
    assert result.text == "one two t"
    assert result.finish == "stop"


async def test_text_that_only_resembles_a_stop_string_is_released(run) -> None:
    result = await run(counting(stop=["three x"]))
    assert result.text == "one two three four five"
    assert result.finish == "stop"


async def test_grammar_constrains_the_answer(run) -> None:
    result = await run(chat("Is water wet?", grammar='root ::= "yes" | "no"', temperature=0.7))
    assert result.text in {"yes", "no"}
    assert result.finish == "stop"


async def test_invalid_grammar_is_a_400(llama_engine: LlamaCppEngine) -> None:
    with pytest.raises(EngineError) as caught:
        await collect(llama_engine, chat("Hi", grammar="root ::= (unclosed"))
    assert caught.value.status == 400


async def test_positive_logit_bias_makes_a_token_appear(llama_engine: LlamaCppEngine, run) -> None:
    [banana] = llama_engine.tokenize(" banana")
    result = await run(chat("Tell me about cars.", logit_bias={banana: 100}, temperature=0))
    assert result.text.startswith(" banana") or result.text.startswith("banana")


async def test_minus_100_bias_bans_tokens(llama_engine: LlamaCppEngine, run) -> None:
    with_e = {t: -100.0 for t in range(llama_engine.n_vocab) if b"e" in llama_engine.token_bytes(t)}
    result = await run(
        chat("Describe the weather here.", logit_bias=with_e, max_tokens=24, temperature=0)
    )
    assert result.text.strip()
    assert "e" not in result.text


async def test_logit_bias_outside_the_vocabulary_is_a_400(llama_engine: LlamaCppEngine) -> None:
    with pytest.raises(EngineError) as caught:
        await collect(llama_engine, chat("Hi", logit_bias={10**9: 1.0}))
    assert caught.value.status == 400


async def test_same_seed_same_text_at_temperature_above_zero(run) -> None:
    req = dict(max_tokens=16, temperature=1.0, top_p=0.95)
    first = await run(chat("Invent a name for a cat.", seed=1234, **req))
    again = await run(chat("Invent a name for a cat.", seed=1234, **req))
    assert first.text == again.text


async def test_different_seeds_vary_the_text(run) -> None:
    texts = {
        (await run(chat("Invent a name for a cat.", seed=s, max_tokens=16, temperature=1.5))).text
        for s in (1, 2, 3, 4)
    }
    assert len(texts) > 1


async def test_p_yes_is_a_probability_that_depends_on_the_prompt(
    llama_engine: LlamaCppEngine,
) -> None:
    sky = await llama_engine.p_yes("Is the sky blue? Answer yes or no.")
    fire = await llama_engine.p_yes("Is fire cold? Answer yes or no.")
    assert 0.0 <= sky <= 1.0 and 0.0 <= fire <= 1.0
    assert sky != fire


async def test_turn_two_prefills_only_its_new_tokens(run) -> None:
    question = {"role": "user", "content": "Name three colours."}
    turn1 = await run(GenerationRequest(MODEL, [question], max_tokens=24, temperature=0))
    history = [
        question,
        {"role": "assistant", "content": turn1.text},
        {"role": "user", "content": "Which one is your favourite?"},
    ]
    turn2 = await run(GenerationRequest(MODEL, history, max_tokens=8, temperature=0))
    assert turn2.usage.cached_tokens >= turn1.usage.prompt_tokens
    # the answer's own tokens are reused too, all but the last (never evaluated) one
    reused_answer = turn2.usage.cached_tokens - turn1.usage.prompt_tokens
    assert reused_answer >= turn1.usage.completion_tokens - 2
    assert turn2.usage.prompt_tokens - turn2.usage.cached_tokens < 30


async def test_prompt_longer_than_the_context_is_a_400(llama_engine: LlamaCppEngine) -> None:
    with pytest.raises(EngineError) as caught:
        await collect(llama_engine, chat("hello " * 2100))
    assert caught.value.status == 400
    assert caught.value.code == "context_length_exceeded"


async def test_multibyte_characters_split_over_tokens_stream_intact(
    llama_engine: LlamaCppEngine, run
) -> None:
    assert len(llama_engine.tokenize("☕")) > 1, "the emoji must span several byte tokens"
    result = await run(chat("Order a coffee.", grammar='root ::= "café ☕"', temperature=0))
    assert result.text == "café ☕"
    assert not any("\ufffd" in text for text in result.texts)


async def test_closing_the_stream_stops_within_one_token(llama_engine: LlamaCppEngine) -> None:
    req = chat("Write a very long story about the sea.", max_tokens=512, temperature=0)
    prompt = len(llama_engine.prompt_tokens(llama_engine.render(req.messages)))
    stream = llama_engine.generate(req)
    seen = await first_deltas(stream, 3)
    await stream.aclose()
    held = await llama_engine.kv_tokens()
    assert held <= prompt + len(seen) + 3
    after = await collect(llama_engine, chat("Hi", max_tokens=4, temperature=0))
    assert after.usage.completion_tokens >= 1


async def test_cancelling_the_consumer_task_frees_the_engine(
    llama_engine: LlamaCppEngine,
) -> None:
    req = chat("Write a very long story about a forest.", max_tokens=512, temperature=0)
    prompt = len(llama_engine.prompt_tokens(llama_engine.render(req.messages)))
    got: list[object] = []

    async def consume() -> None:
        async for delta in llama_engine.generate(req):
            got.append(delta)

    task = asyncio.create_task(consume())
    while len(got) < 3:
        await asyncio.sleep(0.005)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert await llama_engine.kv_tokens() <= prompt + len(got) + 4
    after = await collect(llama_engine, chat("Hi", max_tokens=4, temperature=0))
    assert after.usage.completion_tokens >= 1


async def test_concurrent_requests_are_served_one_after_the_other(
    llama_engine: LlamaCppEngine,
) -> None:
    a, b = await asyncio.gather(
        collect(llama_engine, counting()),
        collect(llama_engine, chat("Is it?", grammar='root ::= "yes"', temperature=0)),
    )
    assert (a.text, b.text) == ("one two three four five", "yes")


async def test_count_tokens_counts_plain_text(llama_engine: LlamaCppEngine) -> None:
    assert await llama_engine.count_tokens("Hello world") == len(
        llama_engine.tokenize("Hello world")
    )
    assert await llama_engine.count_tokens("") == 0


def test_missing_model_is_a_clear_error(tmp_path) -> None:
    with pytest.raises(EngineError, match="model file not found"):
        LlamaCppEngine(str(tmp_path / "absent.gguf"))


async def test_closed_engine_refuses_new_work() -> None:
    engine = LlamaCppEngine(n_ctx=256, n_threads=1)
    await engine.close()
    with pytest.raises(EngineError) as caught:
        await collect(engine, chat("Hi"))
    assert caught.value.status == 503


_THREADS_CHILD = """
import asyncio, os
from app.engine.engines.base import GenerationRequest
from app.engine.engines.local.llamacpp import LlamaCppEngine

def tasks():
    return set(os.listdir("/proc/self/task"))

before = tasks()
engine = LlamaCppEngine(n_ctx=512, n_threads=2)

async def answer():
    req = GenerationRequest("m", [{"role": "user", "content": "Hi"}], max_tokens=4,
                            temperature=0)
    async for _ in engine.generate(req):
        pass

asyncio.run(answer())
print(len(tasks() - before))
"""


def test_the_model_loads_and_decodes_on_one_thread_only() -> None:
    """llama.cpp's OpenMP build gives every thread that computes its own team; two teams
    on two cores made decode three times slower (bench/thread_teams.py). So loading, the
    warm-up and every generation run on the engine's worker: a fresh process that loads
    and answers gains that worker and at most n_threads - 1 compute helpers."""
    done = subprocess.run([sys.executable, "-c", _THREADS_CHILD], capture_output=True,
                          text=True, timeout=300, cwd=Path(__file__).resolve().parents[2])
    assert done.returncode == 0, done.stderr[-2000:]
    assert int(done.stdout.split()[-1]) <= 2
