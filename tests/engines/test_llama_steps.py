"""The per-token fast paths agree with llama.cpp's own sampler chain and decode."""

from __future__ import annotations

from llama_cpp import _internals as internals

from app.engine.engines.local.llama_steps import ChainPicker, GreedyPicker
from app.engine.engines.local.llamacpp import LlamaCppEngine

PROMPT = [{"role": "user", "content": "Name three rivers in Europe."}]


def _agree(engine: LlamaCppEngine, bias: dict[int, float], steps: int) -> list[int]:
    """Prefill, then at every step check the fast pick against the chain's, and decode it."""
    engine._prefill(engine.prompt_tokens(engine.render(PROMPT)), None)
    ctx = engine._llm._ctx.ctx
    sampler = internals.LlamaSampler()
    if bias:
        sampler.add_logit_bias(engine.n_vocab, bias)
    sampler.add_greedy()
    chain, fast = ChainPicker(sampler, ctx), GreedyPicker(ctx, engine.n_vocab, bias)
    picks: list[int] = []
    try:
        for _ in range(steps):
            token = fast.pick()
            assert token == chain.pick()
            picks.append(token)
            engine._step.step(token)
    finally:
        chain.close()
    return picks


async def test_greedy_fast_path_picks_what_the_greedy_sampler_picks(
    llama_engine: LlamaCppEngine,
) -> None:
    picks = await llama_engine._worker.call(_agree, llama_engine, {}, 12)
    assert len(set(picks)) > 3  # a real answer, not one token over and over


async def test_greedy_fast_path_applies_bias_and_bans(llama_engine: LlamaCppEngine) -> None:
    first = (await llama_engine._worker.call(_agree, llama_engine, {}, 1))[0]
    boosted = llama_engine.tokenize(" banana")[0]
    bias = {first: float("-inf"), boosted: 5.0}
    picks = await llama_engine._worker.call(_agree, llama_engine, bias, 6)
    assert first not in picks


async def test_decoded_tokens_become_the_cached_prefix(llama_engine: LlamaCppEngine) -> None:
    prompt = llama_engine.prompt_tokens(llama_engine.render(PROMPT))
    picks = await llama_engine._worker.call(_agree, llama_engine, {}, 5)
    held = await llama_engine._worker.call(
        lambda: llama_engine._llm.input_ids[: llama_engine._llm.n_tokens].tolist()
    )
    assert held == prompt + picks
    # A prompt that extends what was decoded reuses all of it.
    longer = prompt + picks + [picks[0]]
    reused = await llama_engine._worker.call(llama_engine._prefill, longer, None)
    assert reused == len(prompt) + len(picks)
