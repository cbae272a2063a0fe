"""Where a generated token's CPU time goes: `tandem serve` against llama.cpp's llama-server.

Wall-clock decode rates on a shared two-core machine swing by a third from run to run;
CPU time does not. Each server streams the same greedy answer while the kernel's
per-thread run time (`/proc/PID/task/TID/schedstat`, in nanoseconds) is read before and
after, and the difference is divided by the tokens produced:

- Tandem's main thread is the asyncio loop: the conductor, the tag stream, SSE framing
  and the socket writes. Every microsecond it spends per token is taken from the two
  cores llama.cpp decodes on.
- The other threads are the engine's worker (pick, detokenise, hand-off) and ggml's
  compute threads; llama-server's threads are its compute and its HTTP threads.

The difference of the totals is Tandem's per-token tax, measured in the currency that
slows decoding down on a machine with as many busy threads as cores.

    python bench/token_cpu.py [--tokens 256] [--runs 3] [--llama-server PATH]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

import aiohttp

sys.path.insert(0, str(Path(__file__).resolve().parent))

from engine_bench import (
    CXX_SERVER,
    HttpTarget,
    cxx_server_cmd,
    find_llama_server,
    first_model,
    free_port,
    messages_for,
    running,
    tandem_cmd,
)

from app.engine.engines.local.model_files import default_gguf_path


def thread_times(pid: int) -> dict[int, int]:
    """Run time in ns of every thread of `pid`, by thread id."""
    times: dict[int, int] = {}
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            times[int(task.name)] = int((task / "schedstat").read_text().split()[0])
        except (OSError, ValueError, IndexError):
            continue  # the thread ended between the listing and the read
    return times


@dataclass
class Sample:
    main_us: float
    others_us: float
    tokens: int
    decode_tps: float

    @property
    def total_us(self) -> float:
        return self.main_us + self.others_us


async def sample(target: HttpTarget, pid: int, run: int, tokens: int) -> Sample:
    before = thread_times(pid)
    turn = await target.turn(messages_for(run, None), tokens)
    after = thread_times(pid)
    spent = {tid: after[tid] - before.get(tid, 0) for tid in after}
    main = spent.get(pid, 0)
    others = sum(v for tid, v in spent.items() if tid != pid)
    n = max(turn.completion_tokens, 1)
    return Sample(main / n / 1000, others / n / 1000, n, turn.decode_tps)


async def measure(label: str, cmd: list[str], port: int, headers: dict[str, str],
                  extra: dict, ready: str, args: argparse.Namespace) -> list[Sample]:
    async with running(cmd, port, {**os.environ}, ready_path=ready) as (url, server):
        target = HttpTarget(label, url, await first_model(url), headers, extra)
        try:
            await target.turn(messages_for(-1, None), 8)  # warm-up
            return [await sample(target, server.proc.pid, run, args.tokens)
                    for run in range(args.runs)]
        finally:
            await target.close()


def show(label: str, samples: list[Sample]) -> float:
    def med(attr: str) -> float:
        return statistics.median(getattr(s, attr) for s in samples)

    print(f"{label:28} {med('main_us'):10.0f} {med('others_us'):12.0f} "
          f"{med('total_us'):10.0f} {med('decode_tps'):10.1f} {samples[-1].tokens:7d}")
    return med("total_us")


async def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tokens", type=int, default=256)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--llama-server", type=Path, default=None)
    parser.add_argument("--no-llama-server", dest="cxx_server", action="store_false")
    args = parser.parse_args(argv)
    # what engine_bench's helpers read
    args.model, args.threads, args.n_ctx = default_gguf_path(), os.cpu_count() or 1, 4096
    args.repack, args.flash_attn = "auto", "off"
    binary = find_llama_server(args) if args.cxx_server else None
    results: dict[str, list[Sample]] = {}
    with tempfile.TemporaryDirectory() as home:
        port = free_port()
        cmd = tandem_cmd(args, port, home)
        if cmd is None:
            raise SystemExit("no `tandem` script beside this Python")
        results["Tandem (tandem serve)"] = await measure(
            "tandem", cmd, port, {"X-Tandem-Memory": "off"}, {}, "/v1/models", args)
    if binary is not None:
        port = free_port()
        results[CXX_SERVER] = await measure(
            CXX_SERVER, cxx_server_cmd(args, binary, port), port, {}, {"cache_prompt": True},
            "/health", args)
    print(f"\nCPU µs per generated token, median of {args.runs} runs of {args.tokens} tokens, "
          f"{args.threads} threads")
    print(f"{'':28} {'main':>10} {'other thr.':>12} {'total':>10} {'tok/s':>10} {'tokens':>7}")
    totals = {label: show(label, samples) for label, samples in results.items()}
    if len(totals) == 2:
        tandem, peer = totals.values()
        print(f"\nTandem's tax: {tandem - peer:+.0f} µs of CPU per token "
              f"({(tandem - peer) / peer * 100:+.1f}% of llama-server's)")


if __name__ == "__main__":
    try:
        asyncio.run(main())
    except aiohttp.ClientError as exc:
        raise SystemExit(f"token_cpu: {exc}") from None
