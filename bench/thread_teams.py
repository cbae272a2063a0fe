"""Why the llama.cpp engine loads and decodes on one thread only: decode speed with one
OpenMP team against two.

ggml's CPU backend, built with OpenMP (as llama-cpp-python's wheel is), runs each graph in
an `omp parallel` region and waits at an `omp barrier` after every op. libgomp gives each
thread that opens a region its own team, and once the teams together hold more threads
than there are cores, it cuts the barrier's spinning from 300,000 turns to 100, so the
threads sleep and wake hundreds of times per token. Tandem used to load the model (and
decode its warm-up token) on the constructing thread and decode on the engine's worker:
two teams.

Each child process loads the packaged model, prefills a prompt and times decode, in turns:

- one team: everything on one worker thread, as the engine now does;
- two teams: the load and prefill on the main thread, decode on a worker, as it did.

    python bench/thread_teams.py [--tokens 32] [--rounds 5] [--threads N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

PROMPT = b"Explain how a hash table works, with an example in Python. " * 4


def child(mode: str, tokens: int, rounds: int, threads: int) -> None:
    import llama_cpp

    from app.engine.engines.local.cpu_settings import SAFE
    from app.engine.engines.local.llama_load import load_llama
    from app.engine.engines.local.model_files import default_gguf_path

    worker = ThreadPoolExecutor(1)

    def load() -> llama_cpp.Llama:
        llm = load_llama(default_gguf_path(), SAFE, n_ctx=4096, n_batch=512, n_threads=threads,
                         n_threads_batch=threads, verbose=False, logits_all=False)
        llm.eval(llm.tokenize(PROMPT))
        return llm

    llm = worker.submit(load).result() if mode == "one" else load()
    start = llm.n_tokens
    batch = llama_cpp.llama_batch_init(1, 0, 1)
    batch.n_tokens, batch.n_seq_id[0], batch.logits[0] = 1, 1, True
    batch.seq_id[0][0] = 0

    def decode() -> float:
        began = time.perf_counter()
        for pos in range(start, start + tokens):
            batch.token[0], batch.pos[0] = 42, pos
            if llama_cpp.llama_decode(llm._ctx.ctx, batch) != 0:
                raise RuntimeError("llama_decode failed")
        llm._ctx.kv_cache_seq_rm(0, start, -1)
        return tokens / (time.perf_counter() - began)

    for _ in range(rounds):
        print(f"{worker.submit(decode).result():.2f}", flush=True)
    llama_cpp.llama_batch_free(batch)


def run(mode: str, args: argparse.Namespace) -> list[float]:
    out = subprocess.run(
        [sys.executable, __file__, "--child", mode, "--tokens", str(args.tokens),
         "--rounds", "1", "--threads", str(args.threads)],
        check=True, capture_output=True, text=True,
    ).stdout
    return [float(line) for line in out.split()]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tokens", type=int, default=32)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--threads", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--child", choices=("one", "two"), default=None)
    args = parser.parse_args()
    if args.child:
        child(args.child, args.tokens, args.rounds, args.threads)
        return
    figures: dict[str, list[float]] = {"one": [], "two": []}
    for _ in range(args.rounds):  # alternated, so a noisy machine's drift hits both
        for mode in figures:
            figures[mode] += run(mode, args)
    print(f"decode tok/s, {args.threads} threads, {args.tokens} tokens a round, "
          f"median of {args.rounds} alternated rounds")
    for mode, label in (("one", "one team (the engine now)"), ("two", "two teams (before)")):
        print(f"  {label:28} {statistics.median(figures[mode]):7.1f}   "
              f"{' '.join(f'{x:.0f}' for x in figures[mode])}")
    print(f"  ratio {statistics.median(figures['one']) / statistics.median(figures['two']):.2f}")


if __name__ == "__main__":
    main()
