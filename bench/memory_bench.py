"""What memory notes cost, with the real llama.cpp engine and the packaged SmolLM2.

Tandem runs in-process (build_app + start_server, as `tandem serve` does) with a store of
seeded notes. Each round plays one 3-turn conversation with `X-Tandem-Memory: off` and one
with memory on, over plain streaming HTTP, and prints medians over the rounds:

- time to first token, off against on, for turn 1 and turn 3;
- decode ms per token, off against on;
- the interceptor's cost per chunk (the block parser and the conductor's routing), p50 and
  p99, over a realistic answer cut into token-sized chunks;
- Tandem's own memory work per turn (clean, replay, match, inject, record), as time to
  first token against a scripted upstream that answers at once, off against on.

    python bench/memory_bench.py [--rounds 3] [--max-tokens 48] [--notes 200]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

import aiohttp

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "tests"))

from upstream import Script, ScriptedUpstream, stream_of  # noqa: E402

from app.config import load_config  # noqa: E402
from app.engine.access.users import UserResolver  # noqa: E402
from app.engine.conductor.memblock import memory_stream_parser  # noqa: E402
from app.engine.core import Tandem  # noqa: E402
from app.engine.engines.local.llamacpp import LlamaCppEngine  # noqa: E402
from app.engine.engines.proxy import ProxyEngine  # noqa: E402
from app.engine.http.server import build_app, start_server  # noqa: E402
from app.memory.service import NotesService, NoteWrite, WriteContext  # noqa: E402

TOPICS = ["build", "deploy", "database", "tests", "editor", "review", "release", "docs",
          "cache", "network"]
TURNS = [
    "How should I set up the build for the desktop app on a new laptop?",
    "What about the database migrations for the release?",
    "Back to the build: anything else to set up for the desktop app?",
]
"""Turn 3 returns to turn 1's topic, as follow-ups do; its notes are already in context."""
FILLER = "Answer plainly and keep to the facts you are given. "
ANSWERING = [
    ("the desktop app build needs node 20 and pnpm",
     "On a new laptop, install node 20 and pnpm, then run pnpm install and pnpm build in "
     "the desktop app's folder."),
    ("database migrations run before each release",
     "Run the database migrations with alembic upgrade head on staging before the release "
     "is tagged."),
]
"""Notes that answer the turns, so the bench pays for the matching notes a real store
sends, not only for the card and the index; the rest are filler."""


def seed(notes: NotesService, count: int) -> None:
    ctx = WriteContext(user="local", source="model", user_message_in_turn=True)
    for title, body in ANSWERING:
        notes.write(ctx, NoteWrite(op="add", scope="user", kind="reference", title=title,
                                   body=body))
    for i in range(count - len(ANSWERING)):
        topic = TOPICS[i % len(TOPICS)]
        notes.write(ctx, NoteWrite(
            op="add", scope="user", kind="reference",
            title=f"{topic} fact number {i} about module m{i}",
            body=f"The {topic} for module m{i} uses setting s{i} with value v{i * 7}.",
        ))


async def turn(http: aiohttp.ClientSession, url: str, model: str, messages: list[dict],
               memory: str | None, max_tokens: int) -> tuple[float, float, int, str, int, int]:
    """(ttft s, decode s per token, completion tokens, text, prompt tokens, cached tokens)."""
    headers = {"X-Tandem-Memory": memory} if memory else {}
    body = {"model": model, "messages": messages, "stream": True, "max_tokens": max_tokens,
            "temperature": 0, "stream_options": {"include_usage": True}}
    start = time.perf_counter()
    first = last = 0.0
    text: list[str] = []
    tokens = prompt = cached = 0
    async with http.post(url + "/v1/chat/completions", json=body, headers=headers) as resp:
        async for raw in resp.content:
            line = raw.decode().strip()
            if not line.startswith("data: ") or line == "data: [DONE]":
                continue
            chunk = json.loads(line[6:])
            if chunk.get("usage"):
                usage = chunk["usage"]
                tokens, prompt = usage["completion_tokens"], usage["prompt_tokens"]
                cached = usage.get("prompt_tokens_details", {}).get("cached_tokens", 0)
            for choice in chunk.get("choices", []):
                piece = choice["delta"].get("content") or choice["delta"].get(
                    "reasoning_content")
                if piece:
                    last = time.perf_counter()
                    first = first or last
                    text.append(choice["delta"].get("content") or "")
    decode = (last - first) / max(tokens - 1, 1)
    return first - start, decode, tokens, "".join(text), prompt, cached


async def conversation(http, url, model, memory, tag, max_tokens, pad: int = 0) -> list[tuple]:
    system = f"You are a helpful assistant ({tag}). " + FILLER * pad
    messages = [{"role": "system", "content": system}]
    out = []
    for question in TURNS:
        messages.append({"role": "user", "content": question})
        ttft, decode, _, text, prompt, cached = await turn(
            http, url, model, messages, memory, max_tokens)
        messages.append({"role": "assistant", "content": text})
        out.append((ttft, decode, prompt - cached, prompt))
    return out


def interceptor_cost(samples: int = 20_000) -> tuple[float, float]:
    answer = ("The build uses node 20 and the tests run with pytest; keep the cache warm. "
              * 8 + '<tandem_memory op="add" scope="user" kind="gotcha">\ntitle: t\n\nb\n'
              "</tandem_memory>")
    chunks = [answer[i:i + 4] for i in range(0, len(answer), 4)]
    timings: list[float] = []
    while len(timings) < samples:
        parser = memory_stream_parser()
        for chunk in chunks:
            t0 = time.perf_counter_ns()
            parser.feed(chunk)
            timings.append(time.perf_counter_ns() - t0)
        parser.finish()
    timings.sort()
    return timings[len(timings) // 2] / 1e3, timings[int(len(timings) * 0.99)] / 1e3


async def conductor_overhead(
    notes: NotesService, home: Path, rounds: int = 30
) -> dict[str, list[float]]:
    """TTFT in ms through Tandem to an upstream that answers at once: what remains is
    Tandem's own work, so on minus off is the memory path's cost per turn."""
    upstream = ScriptedUpstream()
    await upstream.start()
    app = build_app(Tandem([ProxyEngine("up", upstream.base_url)], config=load_config(home),
                    users=UserResolver({"local": "bench-key"}), notes=notes))
    server = await start_server(app, "127.0.0.1", 0)
    times: dict[str, list[float]] = {"off": [], "on": []}
    auth = {"Authorization": "Bearer bench-key"}
    try:
        async with aiohttp.ClientSession(headers=auth) as http:
            for r in range(rounds):
                for mode in ("off", "on"):
                    messages = [{"role": "system", "content": f"overhead {r} {mode}"}]
                    for question in TURNS:
                        messages.append({"role": "user", "content": question})
                        upstream.play(Script([stream_of("A short answer.")]))
                        body = {"model": "up/m1", "messages": messages, "stream": True}
                        headers = {"X-Tandem-Memory": "off"} if mode == "off" else {}
                        start = time.perf_counter()
                        async with http.post(server.url + "/v1/chat/completions", json=body,
                                             headers=headers) as resp:
                            first = 0.0
                            async for line in resp.content:
                                if not first and b'"content"' in line:
                                    first = time.perf_counter()
                        times[mode].append((first - start) * 1000)
                        messages.append({"role": "assistant", "content": "A short answer."})
    finally:
        await server.stop()
        await upstream.close()
    return times


async def main(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        notes = NotesService(home)
        seed(notes, args.notes)
        overhead = await conductor_overhead(notes, home)
        engine = LlamaCppEngine(n_ctx=4096, n_threads=args.threads)
        app = build_app(Tandem([engine], config=load_config(home), notes=notes))
        server = await start_server(app, "127.0.0.1", 0)
        model = engine.model_id
        results: dict[str, list[list[tuple]]] = {"off": [], "on": [], "padded": []}
        pad = 0
        try:
            async with aiohttp.ClientSession() as http:
                await conversation(http, server.url, model, "off", "warm-up", 8)
                for r in range(args.rounds):
                    results["on"].append(await conversation(
                        http, server.url, model, None, f"on {r}", args.max_tokens))
                    results["off"].append(await conversation(
                        http, server.url, model, "off", f"off {r}", args.max_tokens))
                    if not pad:
                        extra = results["on"][0][0][2] - results["off"][0][0][2]
                        pad = max(1, round(extra / await engine.count_tokens(FILLER)))
                    results["padded"].append(await conversation(
                        http, server.url, model, "off", f"padded {r}", args.max_tokens, pad))
        finally:
            await server.stop()
            notes.close()

    def med(mode: str, turn_i: int, field: int) -> float:
        return statistics.median(conv[turn_i][field] for conv in results[mode])

    print(f"memory bench: SmolLM2-135M Q4_1 via llama.cpp, {args.notes} notes, "
          f"{args.rounds} rounds, max_tokens {args.max_tokens}, threads {args.threads}")
    for label, i in (("turn 1", 0), ("turn 3", 2)):
        off, on, pad = med("off", i, 0), med("on", i, 0), med("padded", i, 0)
        print(f"  TTFT {label}: off {off * 1000:.1f} ms, on {on * 1000:.1f} ms, "
              f"ratio on/off {on / off:.2f}  (tokens prefilled: off {med('off', i, 2):.0f}, "
              f"on {med('on', i, 2):.0f}; in context: off {med('off', i, 3):.0f}, "
              f"on {med('on', i, 3):.0f}); at equal context {pad * 1000:.1f} ms, "
              f"ratio on/padded {on / pad:.2f}")
    def decode(mode: str) -> float:
        return statistics.median(t[1] for conv in results[mode] for t in conv)

    d_off, d_on, d_pad = decode("off"), decode("on"), decode("padded")
    print(f"  decode: off {d_off * 1000:.2f} ms/token, on {d_on * 1000:.2f} ms/token, "
          f"ratio on/off {d_on / d_off:.3f}")
    print(f"  decode at equal context (memory off, system prompt padded to the same length): "
          f"{d_pad * 1000:.2f} ms/token, ratio on/padded {d_on / d_pad:.3f}")
    p50, p99 = interceptor_cost()
    print(f"  interceptor per chunk: p50 {p50:.2f} us, p99 {p99:.2f} us")
    off_ms, on_ms = (sorted(overhead[m]) for m in ("off", "on"))
    half, tenth = len(off_ms) // 2, len(off_ms) * 9 // 10
    print(f"  memory work per turn (scripted upstream, TTFT): p50 off {off_ms[half]:.2f} ms, "
          f"on {on_ms[half]:.2f} ms; p90 off {off_ms[tenth]:.2f} ms, on {on_ms[tenth]:.2f} ms")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--max-tokens", type=int, default=48)
    parser.add_argument("--notes", type=int, default=60)
    parser.add_argument("--threads", type=int, default=2)
    asyncio.run(main(parser.parse_args()))
