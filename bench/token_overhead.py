"""What Tandem's llama.cpp engine adds per generated token, beyond llama.cpp's own decode.

The same greedy answer is produced twice on one loaded model, alternately, --runs times:

- by the engine (`LlamaCppEngine.generate`: prefill, pick, decode, detokenise, stop
  strings, the hop from the worker thread to the event loop);
- by a bare loop that only calls `llama_decode` on the same tokens at the same positions,
  after the same prefill, which is the floor any server built on llama.cpp pays.

The difference per token is the engine's tax. Alternating the two keeps a noisy shared
machine's drift out of the difference as far as possible; figures are medians.

    python bench/token_overhead.py [--tokens 128] [--runs 5] [--threads N]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import llama_cpp  # noqa: E402

from app.engine.engines.base import GenerationRequest, TextDelta, Usage  # noqa: E402
from app.engine.engines.local.llamacpp import LlamaCppEngine  # noqa: E402
from app.engine.engines.local.model_files import default_gguf_path  # noqa: E402

MESSAGES = [
    {"role": "user", "content": "Explain how a hash table works, with an example in Python."}
]


async def engine_run(engine: LlamaCppEngine, tokens: int) -> tuple[float, int]:
    """Seconds from the first token to the last, and how many tokens came."""
    req = GenerationRequest("m", MESSAGES, max_tokens=tokens, temperature=0, stop=[])
    first = last = None
    produced = 0
    async for delta in engine.generate(req):
        now = time.perf_counter()
        if isinstance(delta, Usage):
            produced = delta.completion_tokens
        elif isinstance(delta, TextDelta):
            first = first if first is not None else now
            last = now
    assert first is not None and last is not None
    return last - first, produced


def bare_run(engine: LlamaCppEngine, answer: list[int]) -> float:
    """Seconds for llama_decode alone on `answer`, after the same prompt's prefill."""
    llm = engine._llm
    prompt = engine.prompt_tokens(engine.render(MESSAGES))
    llm.reset()
    llm._ctx.kv_cache_clear()
    llm.eval(prompt)
    batch = llama_cpp.llama_batch_init(1, 0, 1)
    try:
        batch.n_tokens, batch.n_seq_id[0], batch.logits[0] = 1, 1, True
        batch.seq_id[0][0] = 0
        ctx, position = llm._ctx.ctx, len(prompt)
        started = time.perf_counter()
        for token in answer:
            batch.token[0], batch.pos[0] = token, position
            llama_cpp.llama_decode(ctx, batch)
            position += 1
        return time.perf_counter() - started
    finally:
        llama_cpp.llama_batch_free(batch)
        llm.reset()
        llm._ctx.kv_cache_clear()


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tokens", type=int, default=128)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--threads", type=int, default=None)
    args = parser.parse_args()
    engine = LlamaCppEngine(str(default_gguf_path()), n_ctx=2048, n_threads=args.threads)
    try:
        await engine_run(engine, 8)  # warm-up
        engine_ms, bare_ms = [], []
        for _ in range(args.runs):
            engine._llm.reset()
            engine._llm._ctx.kv_cache_clear()
            seconds, produced = await engine_run(engine, args.tokens)
            # The engine decodes every token but the last; the bare loop decodes as many.
            end = engine._llm.n_tokens
            answer = engine._llm.input_ids[end - (produced - 1) : end]
            engine_ms.append(seconds * 1000 / (produced - 1))
            # On the engine's worker: llama.cpp computing from a second thread would
            # start a second OpenMP team and slow both (bench/thread_teams.py).
            bare = await engine._worker.call(bare_run, engine, answer.tolist())
            bare_ms.append(bare * 1000 / (produced - 1))
        engine_med, bare_med = statistics.median(engine_ms), statistics.median(bare_ms)
        print(f"threads {engine.n_threads}, {args.tokens} tokens, {args.runs} runs (medians)")
        print(f"  engine:      {engine_med:6.2f} ms/token  {1000 / engine_med:6.1f} tok/s")
        print(f"  bare decode: {bare_med:6.2f} ms/token  {1000 / bare_med:6.1f} tok/s")
        print(f"  tax:         {(engine_med - bare_med) * 1000:6.0f} µs/token "
              f"({engine_med / bare_med:.3f}×)")
    finally:
        await engine.close()


if __name__ == "__main__":
    asyncio.run(main())
