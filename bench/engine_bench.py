"""Tandem's llama.cpp engine against llama-cpp-python's own server, on one GGUF.

Both servers get the same model, context, threads, prompt and sampling (temperature 0,
fixed max_tokens), and are measured one after the other, never side by side, with the same
plain-HTTP streaming client:

- TTFT, turn 1: time to the first content chunk of a fresh conversation;
- decode tokens/s: (completion tokens - 1) / (last chunk - first chunk);
- TTFT, turn 2: turn 1's messages + its answer + a new user message, which the prefix
  cache should make cheap.

Tandem is measured through `tandem serve` when it starts; otherwise the engine is driven
directly and the output says so. Needs `pip install fastapi uvicorn sse-starlette
pydantic-settings starlette-context` for `python -m llama_cpp.server`. Figures are medians
over --runs; on a shared machine they are noisy.

    python bench/engine_bench.py [--threads N] [--max-tokens 128] [--runs 3]
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.util
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import AsyncExitStack, asynccontextmanager, contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import aiohttp

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from app.engine.engines.base import GenerationRequest, TextDelta, Usage  # noqa: E402
from app.engine.engines.local.model_files import default_gguf_path  # noqa: E402

SYSTEM = (
    "You are a careful assistant for a small engineering team. You answer in plain English, "
    "you explain your reasoning step by step, and you prefer concrete examples over general "
    "advice. The team builds a desktop application that runs language models locally, keeps "
    "notes about its users, and serves an OpenAI-compatible HTTP API on the loopback "
    "interface. When you are unsure, you say so and suggest how to find out. "
)
QUESTION = "Write a detailed explanation of how a hash table works, with an example in Python."
FOLLOW_UP = "Now explain what happens when two keys collide."
START_TIMEOUT_S = 120.0
BASELINE = "llama_cpp.server"
SERVER_MODULES = ("fastapi", "uvicorn", "sse_starlette", "pydantic_settings", "starlette_context")


@dataclass
class Turn:
    ttft_s: float
    decode_tps: float
    completion_tokens: int
    prompt_tokens: int | None
    cached_tokens: int | None
    text: str


@dataclass
class Figures:
    label: str
    turn1: list[Turn] = field(default_factory=list)
    turn2: list[Turn] = field(default_factory=list)

    def median(self, turns: list[Turn], attr: str) -> float:
        return statistics.median(getattr(t, attr) for t in turns)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def messages_for(run: int, answer: str | None) -> list[dict[str, str]]:
    """A fresh system prompt per run, so turn 1 never hits the previous run's cache."""
    messages = [
        {"role": "system", "content": f"Session {run}. {SYSTEM * 3}"},
        {"role": "user", "content": QUESTION},
    ]
    if answer is not None:
        messages += [
            {"role": "assistant", "content": answer},
            {"role": "user", "content": FOLLOW_UP},
        ]
    return messages


async def stream_http(
    session: aiohttp.ClientSession, url: str, body: dict, headers: dict[str, str]
) -> Turn:
    """One streamed chat completion over plain HTTP: parse SSE lines, time the chunks."""
    started = time.perf_counter()
    first = last = None
    chunks = 0
    parts: list[str] = []
    usage: dict = {}
    async with session.post(url, json=body, headers=headers) as resp:
        resp.raise_for_status()
        async for raw in resp.content:
            line = raw.decode("utf-8").strip()
            if not line.startswith("data:"):
                continue
            data = line[5:].strip()
            if data == "[DONE]":
                break
            event = json.loads(data)
            usage = event.get("usage") or usage
            for choice in event.get("choices") or []:
                text = (choice.get("delta") or {}).get("content")
                if text:
                    now = time.perf_counter()
                    first = first if first is not None else now
                    last = now
                    chunks += 1
                    parts.append(text)
    return _turn(started, first, last, chunks, usage, "".join(parts))


def _turn(
    started: float, first: float | None, last: float | None, chunks: int, usage: dict, text: str
) -> Turn:
    if first is None or last is None:
        raise RuntimeError("the server streamed no content")
    tokens = int(usage.get("completion_tokens") or chunks)
    span = last - first
    details = usage.get("prompt_tokens_details") or {}
    return Turn(
        ttft_s=first - started,
        decode_tps=(tokens - 1) / span if span > 0 and tokens > 1 else float("nan"),
        completion_tokens=tokens,
        prompt_tokens=usage.get("prompt_tokens"),
        cached_tokens=details.get("cached_tokens"),
        text=text,
    )


class HttpTarget:
    """An OpenAI-compatible server, streamed over plain HTTP."""

    def __init__(self, label: str, base_url: str, model: str, headers: dict[str, str]) -> None:
        self.label, self.url, self.model, self.headers = (
            label,
            f"{base_url}/v1/chat/completions",
            model,
            headers,
        )
        self.session = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=600))

    async def turn(self, messages: list[dict[str, str]], max_tokens: int) -> Turn:
        body = {
            "model": self.model,
            "messages": messages,
            "stream": True,
            "stream_options": {"include_usage": True},
            "temperature": 0,
            "max_tokens": max_tokens,
            "repeat_penalty": 1.0,  # llama_cpp.server defaults to 1.1; Tandem has none
        }
        return await stream_http(self.session, self.url, body, self.headers)

    async def close(self) -> None:
        await self.session.close()


class EngineTarget:
    """LlamaCppEngine driven in-process, without HTTP."""

    def __init__(self, label: str, args: argparse.Namespace) -> None:
        from app.engine.engines.local.llamacpp import LlamaCppEngine

        self.label = label
        self.engine = LlamaCppEngine(str(args.model), n_ctx=args.n_ctx, n_threads=args.threads)

    async def turn(self, messages: list[dict[str, str]], max_tokens: int) -> Turn:
        req = GenerationRequest("m", messages, max_tokens=max_tokens, temperature=0)
        started = time.perf_counter()
        first = last = None
        chunks, parts, usage = 0, [], {}
        async for delta in self.engine.generate(req):
            if isinstance(delta, TextDelta):
                now = time.perf_counter()
                first = first if first is not None else now
                last, chunks = now, chunks + 1
                parts.append(delta.text)
            elif isinstance(delta, Usage):
                usage = {
                    "completion_tokens": delta.completion_tokens,
                    "prompt_tokens": delta.prompt_tokens,
                    "prompt_tokens_details": {"cached_tokens": delta.cached_tokens},
                }
        return _turn(started, first, last, chunks, usage, "".join(parts))

    async def close(self) -> None:
        await self.engine.close()


Target = HttpTarget | EngineTarget


async def measure(targets: list[Target], args: argparse.Namespace) -> list[Figures]:
    """Interleave the targets run by run, so background load hits them alike."""
    figures = [Figures(t.label) for t in targets]
    for target in targets:
        await target.turn(messages_for(-1, None), 8)  # warm-up
    for run in range(args.runs):
        order = list(zip(targets, figures, strict=True))
        for target, fig in order if run % 2 == 0 else reversed(order):
            one = await target.turn(messages_for(run, None), args.max_tokens)
            fig.turn1.append(one)
            fig.turn2.append(await target.turn(messages_for(run, one.text), 16))
    return figures


@contextmanager
def server_process(cmd: list[str], env: dict[str, str] | None = None) -> Iterator[subprocess.Popen]:
    proc = subprocess.Popen(
        cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env
    )
    try:
        yield proc
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


async def wait_ready(base_url: str, proc: subprocess.Popen) -> None:
    deadline = time.monotonic() + START_TIMEOUT_S
    async with aiohttp.ClientSession() as session:
        while time.monotonic() < deadline:
            if proc.poll() is not None:
                out = proc.stdout.read() if proc.stdout else ""
                raise RuntimeError(f"server exited ({proc.returncode}): {out[-800:]}")
            try:
                async with session.get(f"{base_url}/v1/models") as resp:
                    if resp.status == 200:
                        return
            except aiohttp.ClientError:
                pass
            await asyncio.sleep(0.25)
    raise RuntimeError("server did not become ready in time")


@asynccontextmanager
async def running(
    cmd: list[str], port: int, env: dict[str, str] | None = None
) -> AsyncIterator[str]:
    base_url = f"http://127.0.0.1:{port}"
    with server_process(cmd, env) as proc:
        await wait_ready(base_url, proc)
        yield base_url


def llama_server_cmd(args: argparse.Namespace, port: int) -> list[str]:
    return [
        sys.executable, "-m", "llama_cpp.server", "--model", str(args.model),
        "--host", "127.0.0.1", "--port", str(port), "--n_ctx", str(args.n_ctx),
        "--n_threads", str(args.threads), "--n_threads_batch", str(args.threads),
        "--n_batch", "512", "--verbose", "False",
    ]  # fmt: skip


def tandem_cmd(args: argparse.Namespace, port: int, home: str) -> list[str] | None:
    tandem = Path(sys.executable).with_name("tandem")
    if not tandem.exists():
        return None
    if args.threads != os.cpu_count():
        print(f"note: tandem serve uses {os.cpu_count()} threads, not --threads {args.threads}")
    return [str(tandem), "serve", "--home", home, "--port", str(port),
            "--engine", "llamacpp", "--model", str(args.model)]  # fmt: skip


async def first_model(base_url: str) -> str:
    async with aiohttp.ClientSession() as session, session.get(f"{base_url}/v1/models") as resp:
        return (await resp.json())["data"][0]["id"]


async def run_bench(args: argparse.Namespace) -> list[Figures]:
    targets: list[Target] = []
    async with AsyncExitStack() as stack:
        home = stack.enter_context(tempfile.TemporaryDirectory())
        port = free_port()
        cmd = tandem_cmd(args, port, home)
        try:
            if cmd is None:
                raise RuntimeError("no `tandem` script in this venv")
            url = await stack.enter_async_context(running(cmd, port, {**os.environ}))
            targets.append(HttpTarget("Tandem (tandem serve)", url, await first_model(url),
                                      {"X-Tandem-Memory": "off"}))  # fmt: skip
        except (RuntimeError, aiohttp.ClientError) as exc:
            print(f"note: tandem serve did not work ({exc}); measuring the engine directly")
            args.direct = True
        if args.direct:
            targets.append(EngineTarget("Tandem engine (direct, no HTTP)", args))
        missing = [m for m in SERVER_MODULES if importlib.util.find_spec(m) is None]
        if missing:
            print(
                f"note: llama_cpp.server needs {', '.join(missing)}: pip install fastapi "
                "uvicorn sse-starlette pydantic-settings starlette-context; Tandem alone"
            )
        else:
            port = free_port()
            url = await stack.enter_async_context(running(llama_server_cmd(args, port), port))
            targets.append(HttpTarget(BASELINE, url, str(args.model), {}))
        try:
            return await measure(targets, args)
        finally:
            for target in targets:
                await target.close()


def report(figures: list[Figures], args: argparse.Namespace) -> None:
    def row(fig: Figures) -> tuple[float, float, float]:
        return (
            fig.median(fig.turn1, "ttft_s") * 1000,
            fig.median(fig.turn1, "decode_tps"),
            fig.median(fig.turn2, "ttft_s") * 1000,
        )

    print(
        f"\nmodel {Path(args.model).name}, n_ctx {args.n_ctx}, threads {args.threads}, "
        f"max_tokens {args.max_tokens}, temperature 0, median of {args.runs} interleaved runs"
    )
    print(
        f"{'':34} {'TTFT t1 ms':>11} {'decode tok/s':>13} {'TTFT t2 ms':>11} "
        f"{'t1 tokens':>10} {'t2 prompt/cached':>17}"
    )
    for fig in figures:
        t1, tps, t2 = row(fig)
        last = fig.turn2[-1]
        cached = "?" if last.cached_tokens is None else str(last.cached_tokens)
        print(
            f"{fig.label:34} {t1:11.1f} {tps:13.1f} {t2:11.1f} "
            f"{fig.turn1[-1].completion_tokens:10d} {last.prompt_tokens or '?'!s:>8}/{cached:<8}"
        )
    llama = figures[-1]
    if llama.label != BASELINE:
        return
    l_t1, l_tps, l_t2 = row(llama)
    for fig in figures[:-1]:
        t_t1, t_tps, t_t2 = row(fig)
        print(f"\nratios, {fig.label} / {llama.label}:")
        print(f"  decode tokens/s  {t_tps / l_tps:5.2f}  (target >= 0.95)")
        print(f"  TTFT turn 1      {t_t1 / l_t1:5.2f}  (lower is better)")
        print(f"  TTFT turn 2      {t_t2 / l_t2:5.2f}  (target < 1.00: prefix reuse)")
        same = fig.turn1[-1].text == llama.turn1[-1].text
        print(f"  same greedy text on turn 1: {'yes' if same else 'no'}")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", type=Path, default=None, help="GGUF (default: SmolLM2)")
    parser.add_argument("--threads", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--n-ctx", type=int, default=4096)
    parser.add_argument("--max-tokens", type=int, default=128)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--direct", action="store_true", help="also time the engine in-process")
    args = parser.parse_args(argv)
    args.model = args.model or default_gguf_path()
    return args


async def main(argv: list[str] | None = None) -> None:
    args = parse_args(argv)
    report(await run_bench(args), args)


if __name__ == "__main__":
    asyncio.run(main())
