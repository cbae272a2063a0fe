"""Tandem's llama.cpp engine against llama.cpp's servers, on one GGUF.

Two peers: llama-cpp-python's `python -m llama_cpp.server`, and llama.cpp's own C++
`llama-server`, built on demand by bench/build_llama_server.sh (about 8 minutes on 2 cores,
cached under ~/.cache/tandem/llama-server/<version>/; never part of `make test`).
Every server gets the same model, context, threads, prompt and sampling (temperature 0,
fixed max_tokens), and they are measured one after the other, never side by side, with
the same plain-HTTP streaming client:

- TTFT, turn 1: time to the first content chunk of a fresh conversation;
- decode tokens/s: (completion tokens - 1) / (last chunk - first chunk);
- TTFT, turn 2: turn 1's messages + its answer + a new user message, which the prefix
  cache should make cheap.

Tandem is measured through `tandem serve` (memory off) when it starts; otherwise the
engine is driven directly and the output says so. Needs `pip install fastapi uvicorn
sse-starlette pydantic-settings starlette-context` for `python -m llama_cpp.server`.
llama-server runs with one slot, the same batch and no flash attention (as Tandem loads
the model), `cache_prompt: true`, and `--no-repack` on a CPU with AMX: ggml's AMX repack
crashes on decode (llama.cpp issue 20824), so Tandem keeps plain weight buffers there too.
Figures are medians over --runs; on a shared machine they are noisy.

    python bench/engine_bench.py [--threads N] [--max-tokens 128] [--runs 3]
        [--llama-server PATH | --no-llama-server] [--no-python-server]
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
CXX_SERVER = "llama-server (C++)"
PEERS = (BASELINE, CXX_SERVER)
TARGETS = {  # issue 7's targets against each peer: (decode, time to first token)
    BASELINE: ("target >= 0.95", "target < 1.00"),
    CXX_SERVER: ("target >= 0.97", "target <= 1.05"),
}
BUILD_SCRIPT = REPO / "bench" / "build_llama_server.sh"
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
    timings: dict = {}
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
            timings = event.get("timings") or timings  # llama-server: cache_n, n_prompt...
            for choice in event.get("choices") or []:
                text = (choice.get("delta") or {}).get("content")
                if text:
                    now = time.perf_counter()
                    first = first if first is not None else now
                    last = now
                    chunks += 1
                    parts.append(text)
    if timings and not (usage.get("prompt_tokens_details") or {}).get("cached_tokens"):
        usage = {**usage, "prompt_tokens_details": {"cached_tokens": timings.get("cache_n")}}
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

    def __init__(
        self,
        label: str,
        base_url: str,
        model: str,
        headers: dict[str, str],
        extra: dict | None = None,
    ) -> None:
        self.label, self.url, self.model, self.headers = (
            label,
            f"{base_url}/v1/chat/completions",
            model,
            headers,
        )
        self.extra = extra or {}
        # A fresh connection per request: llama-server drops idle keep-alive connections
        # after 5 s, and a reused dead one fails mid-bench. Same cost for every server.
        self.session = aiohttp.ClientSession(
            timeout=aiohttp.ClientTimeout(total=600),
            connector=aiohttp.TCPConnector(force_close=True),
        )

    async def turn(self, messages: list[dict[str, str]], max_tokens: int) -> Turn:
        body = {
            "model": self.model,
            "messages": messages,
            "stream": True,
            "stream_options": {"include_usage": True},
            "temperature": 0,
            "max_tokens": max_tokens,
            "repeat_penalty": 1.0,  # llama_cpp.server defaults to 1.1; Tandem has none
            **self.extra,
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
    for target in list(targets):
        try:
            await target.turn(messages_for(-1, None), 8)  # warm-up
        except aiohttp.ClientError as exc:
            # e.g. llama_cpp.server on an AMX CPU: it loads with the repacked buffers,
            # and its first decode crashes (llama.cpp issue 20824).
            print(f"note: {target.label} failed its first request ({exc}); left out")
            targets.remove(target)
            await target.close()
    figures = [Figures(t.label) for t in targets]
    for run in range(args.runs):
        order = list(zip(targets, figures, strict=True))
        for target, fig in order if run % 2 == 0 else reversed(order):
            one = await target.turn(messages_for(run, None), args.max_tokens)
            fig.turn1.append(one)
            fig.turn2.append(await target.turn(messages_for(run, one.text), 16))
    return figures


@dataclass
class Server:
    proc: subprocess.Popen
    log: Path

    def output(self) -> str:
        return self.log.read_text("utf-8", "replace") if self.log.exists() else ""


@contextmanager
def server_process(cmd: list[str], env: dict[str, str] | None = None) -> Iterator[Server]:
    """The server's output goes to a file: a chatty server (llama-server logs every slot
    event) would otherwise fill an unread pipe and stall mid-stream."""
    with tempfile.TemporaryDirectory() as tmp:
        log = Path(tmp) / "server.log"
        with log.open("w") as out:
            proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, env=env)
        try:
            yield Server(proc, log)
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


async def wait_ready(base_url: str, server: Server, ready_path: str) -> None:
    deadline = time.monotonic() + START_TIMEOUT_S
    async with aiohttp.ClientSession() as session:
        while time.monotonic() < deadline:
            if server.proc.poll() is not None:
                out = server.output()
                raise RuntimeError(f"server exited ({server.proc.returncode}): {out[-800:]}")
            try:
                async with session.get(f"{base_url}{ready_path}") as resp:
                    if resp.status == 200:
                        return
            except aiohttp.ClientError:
                pass
            await asyncio.sleep(0.25)
    raise RuntimeError("server did not become ready in time")


@asynccontextmanager
async def running(
    cmd: list[str],
    port: int,
    env: dict[str, str] | None = None,
    ready_path: str = "/v1/models",
) -> AsyncIterator[tuple[str, Server]]:
    base_url = f"http://127.0.0.1:{port}"
    with server_process(cmd, env) as server:
        await wait_ready(base_url, server, ready_path)
        yield base_url, server


def python_server_cmd(args: argparse.Namespace, port: int) -> list[str]:
    return [
        sys.executable, "-m", "llama_cpp.server", "--model", str(args.model),
        "--host", "127.0.0.1", "--port", str(port), "--n_ctx", str(args.n_ctx),
        "--n_threads", str(args.threads), "--n_threads_batch", str(args.threads),
        "--n_batch", "512", "--verbose", "False",
    ]  # fmt: skip


def cpu_has_amx(cpuinfo: Path = Path("/proc/cpuinfo")) -> bool:
    try:
        return "amx_tile" in cpuinfo.read_text()
    except OSError:
        return False


def cxx_server_cmd(args: argparse.Namespace, binary: Path, port: int) -> list[str]:
    """llama-server set up as Tandem loads the model: one slot, one batch size, the same
    attention path, plain weights where the AMX repack would crash."""
    cmd = [str(binary), "--model", str(args.model), "--host", "127.0.0.1",
           "--port", str(port), "--ctx-size", str(args.n_ctx),
           "--threads", str(args.threads), "--threads-batch", str(args.threads),
           "--batch-size", "512", "--ubatch-size", "512", "--parallel", "1",
           "--flash-attn", args.flash_attn, "--jinja", "--no-webui"]  # fmt: skip
    repack = args.repack if args.repack != "auto" else ("off" if cpu_has_amx() else "on")
    if repack == "off":
        cmd.append("--no-repack")
    return cmd


def find_llama_server(args: argparse.Namespace) -> Path | None:
    """--llama-server, else the cached build, else build it now (bench/build_llama_server.sh)."""
    if args.llama_server is not None:
        return args.llama_server if args.llama_server.exists() else None
    print("note: locating llama-server (building it on first use takes ~8 minutes)")
    done = subprocess.run(
        ["bash", str(BUILD_SCRIPT)], stdout=subprocess.PIPE, text=True, check=False
    )
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        return None
    path = Path(lines[-1])
    return path if path.exists() else None


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
    binary = find_llama_server(args) if args.cxx_server else None  # before any server starts
    if args.cxx_server and binary is None:
        print("note: no llama-server binary (see bench/build_llama_server.sh); skipped")
    async with AsyncExitStack() as stack:
        home = stack.enter_context(tempfile.TemporaryDirectory())
        port = free_port()
        cmd = tandem_cmd(args, port, home)
        try:
            if cmd is None:
                raise RuntimeError("no `tandem` script in this venv")
            url, server = await stack.enter_async_context(running(cmd, port, {**os.environ}))
            summary = [ln for ln in server.output().splitlines() if "engine llamacpp:" in ln]
            if summary:
                print(f"tandem: {summary[-1].split('engine llamacpp:', 1)[1].strip()}")
            targets.append(HttpTarget("Tandem (tandem serve)", url, await first_model(url),
                                      {"X-Tandem-Memory": "off"}))  # fmt: skip
        except (RuntimeError, aiohttp.ClientError) as exc:
            print(f"note: tandem serve did not work ({exc}); measuring the engine directly")
            args.direct = True
        if args.direct:
            targets.append(EngineTarget("Tandem engine (direct, no HTTP)", args))
        missing = [m for m in SERVER_MODULES if importlib.util.find_spec(m) is None]
        if args.python_server and missing:
            print(
                f"note: llama_cpp.server needs {', '.join(missing)}: pip install fastapi "
                "uvicorn sse-starlette pydantic-settings starlette-context; skipped"
            )
        elif args.python_server:
            port = free_port()
            py_cmd = python_server_cmd(args, port)
            url, _ = await stack.enter_async_context(running(py_cmd, port))
            targets.append(HttpTarget(BASELINE, url, str(args.model), {}))
        if binary is not None:
            port = free_port()
            cmd = cxx_server_cmd(args, binary, port)
            print(f"llama-server: {' '.join(cmd[1:])}")
            url, _ = await stack.enter_async_context(running(cmd, port, ready_path="/health"))
            targets.append(HttpTarget(CXX_SERVER, url, await first_model(url), {},
                                      {"cache_prompt": True}))  # fmt: skip
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
    peers = [f for f in figures if f.label in PEERS]
    for fig in (f for f in figures if f.label not in PEERS):
        t_t1, t_tps, t_t2 = row(fig)
        for peer in peers:
            p_t1, p_tps, p_t2 = row(peer)
            decode_target, ttft_target = TARGETS[peer.label]
            print(f"\nratios, {fig.label} / {peer.label}:")
            print(f"  decode tokens/s  {t_tps / p_tps:5.2f}  ({decode_target})")
            print(f"  TTFT turn 1      {t_t1 / p_t1:5.2f}  ({ttft_target})")
            print(f"  TTFT turn 2      {t_t2 / p_t2:5.2f}  ({ttft_target}: prefix reuse)")
            same = fig.turn1[-1].text == peer.turn1[-1].text
            print(f"  same greedy text on turn 1: {'yes' if same else 'no'}")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", type=Path, default=None, help="GGUF (default: SmolLM2)")
    parser.add_argument("--threads", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--n-ctx", type=int, default=4096)
    parser.add_argument("--max-tokens", type=int, default=128)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--direct", action="store_true", help="also time the engine in-process")
    parser.add_argument(
        "--llama-server",
        type=Path,
        default=None,
        help="llama-server binary (default: build/cache it on demand)",
    )
    parser.add_argument(
        "--no-llama-server",
        dest="cxx_server",
        action="store_false",
        help="skip the C++ llama-server peer",
    )
    parser.add_argument(
        "--no-python-server",
        dest="python_server",
        action="store_false",
        help="skip the python -m llama_cpp.server peer",
    )
    parser.add_argument(
        "--repack",
        choices=("auto", "on", "off"),
        default="auto",
        help="llama-server weight repack (auto: off on a CPU with AMX)",
    )
    parser.add_argument(
        "--flash-attn",
        choices=("off", "on", "auto"),
        default="off",
        help="llama-server flash attention (Tandem loads with it off)",
    )
    args = parser.parse_args(argv)
    args.model = args.model or default_gguf_path()
    return args


async def main(argv: list[str] | None = None) -> None:
    args = parse_args(argv)
    report(await run_bench(args), args)


if __name__ == "__main__":
    asyncio.run(main())
