"""Relay overhead: a scripted upstream streamed directly vs through `tandem serve`.

Three processes, as in real use: the upstream (an aiohttp server standing in for vLLM),
a real `tandem serve --engine none --backend up=…`, and this client. Each upstream chunk
carries its send time (CLOCK_MONOTONIC is shared by processes), so the client measures
each chunk's latency; the same run straight from the upstream is the baseline.

Figures:
- throughput ratio: chunks/s through Tandem over chunks/s direct (target >= 0.97 at a
  paced 1000 chunks/s, already faster than any local model decodes);
- added latency per chunk: p50 and p99 of (through Tandem) minus (direct);
- the unpaced run shows the relay's ceiling in chunks/s.

- memory on: a trusted user (`--trust 127.0.0.1`, `X-Tandem-User`) on the memory profile,
  4,000 chunks at 0.5 ms, the median of 5 alternating runs; every chunk then passes the
  route, the conductor's block filter and the SSE writer (target ratio >= 0.97); the
  same unpaced shows the memory path's ceiling in chunks/s.

Run: .venv/bin/python bench/relay_bench.py [--chunks 2000] [--rounds 3] [--only memory]
The code measured is the `app` package first on PYTHONPATH (default: this checkout), so
PYTHONPATH=/path/to/other/checkout measures another branch with the same bench.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing as mp
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import aiohttp
from aiohttp import web

REPO = Path(__file__).resolve().parents[1]
ROOT = Path((os.environ.get("PYTHONPATH") or str(REPO)).split(os.pathsep)[0]).resolve()
"""Whose `app` package runs the relay: PYTHONPATH's first entry, else this checkout."""
sys.path.insert(0, str(ROOT))

from app.engine.streams.sse import SSEDecoder  # noqa: E402

# --- the upstream (its own process) ------------------------------------------------------


async def _chat(request: web.Request) -> web.StreamResponse:
    body = await request.json()
    n = int(body.get("bench_chunks", 100))
    interval = float(body.get("bench_interval", 0.0))
    resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
    await resp.prepare(request)
    head = b'data: {"id":"x","object":"chat.completion.chunk","created":1,"model":"m",' \
           b'"choices":[{"index":0,"delta":{"content":"'
    tail = b' "},"finish_reason":null}]}\n\n'
    start = time.monotonic()
    for i in range(n):
        if interval:
            delay = start + i * interval - time.monotonic()
            if delay > 0:
                await asyncio.sleep(delay)
        await resp.write(head + str(time.monotonic_ns()).encode() + tail)
    await resp.write(b'data: {"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}\n\n'
                     b'data: [DONE]\n\n')
    await resp.write_eof()
    return resp


def _upstream_main(port_out: mp.Queue) -> None:
    async def main() -> None:
        app = web.Application()
        app.router.add_post("/v1/chat/completions", _chat)
        runner = web.AppRunner(app, access_log=None)
        await runner.setup()
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        port_out.put(runner.addresses[0][1])
        await asyncio.Event().wait()

    asyncio.run(main())


# --- the client --------------------------------------------------------------------------


async def one_run(url: str, model: str, n: int, interval: float,
                  headers: dict[str, str] | None = None) -> tuple[float, list[float]]:
    """(chunks per second, per-chunk latencies in ms) for one streamed request."""
    body = {"model": model, "messages": [{"role": "user", "content": "go"}], "stream": True,
            "bench_chunks": n, "bench_interval": interval}
    latencies: list[float] = []
    decoder = SSEDecoder()
    async with aiohttp.ClientSession() as s:
        t0 = time.monotonic()
        async with s.post(url + "/chat/completions", json=body, headers=headers) as resp:
            assert resp.status == 200, await resp.text()
            async for piece in resp.content.iter_any():
                now = time.monotonic_ns()
                for event in decoder.feed(piece):
                    if event == "[DONE]":
                        continue
                    choices = json.loads(event).get("choices") or []
                    text = choices[0]["delta"].get("content") if choices else None
                    if text:
                        latencies.append((now - int(text)) / 1e6)
        elapsed = time.monotonic() - t0
    assert len(latencies) == n, (len(latencies), n)
    return n / elapsed, latencies


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def cpu_seconds(pid: int) -> float:
    """A process's user + system CPU time (Linux /proc; NaN elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return float("nan")
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def compare(direct: str, tandem: str, n: int, interval: float, rounds: int,
                  headers: dict[str, str] | None = None, pid: int = 0) -> dict:
    """Direct and relayed runs alternate, so a slow spell of the machine hits both. The
    relay's CPU time per chunk does not depend on how busy the machine is."""
    d_rates, t_rates, d_lat, t_lat, cpu = [], [], [], [], []
    for _ in range(rounds):
        rate, lat = await one_run(direct, "m", n, interval)
        d_rates.append(rate)
        d_lat += lat
        before = cpu_seconds(pid)
        rate, lat = await one_run(tandem, "up/m", n, interval, headers)
        cpu.append((cpu_seconds(pid) - before) / n * 1e6)
        t_rates.append(rate)
        t_lat += lat
    return {
        "cpu_us": statistics.median(cpu),
        "direct_cps": statistics.median(d_rates),
        "tandem_cps": statistics.median(t_rates),
        "ratio": statistics.median(t_rates) / statistics.median(d_rates),
        "direct_p50": pct(d_lat, 0.5), "direct_p99": pct(d_lat, 0.99),
        "tandem_p50": pct(t_lat, 0.5), "tandem_p99": pct(t_lat, 0.99),
    }


def start_tandem(upstream: str, home: str) -> tuple[subprocess.Popen[str], str]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "app.cli", "serve", "--home", home, "--port", "0",
         "--engine", "none", "--backend", f"up={upstream}", "--trust", "127.0.0.1"],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
    )
    assert proc.stdout is not None
    line = proc.stdout.readline()
    assert line.startswith("listening on "), line
    return proc, line.split()[-1] + "/v1"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--chunks", type=int, default=2000)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--only", choices=["memory"], help="run only the memory-on mode")
    args = ap.parse_args()

    ports: mp.Queue = mp.Queue()
    up = mp.Process(target=_upstream_main, args=(ports,), daemon=True)
    up.start()
    direct = f"http://127.0.0.1:{ports.get(timeout=30)}/v1"
    with tempfile.TemporaryDirectory() as home:
        tandem, tandem_url = start_tandem(direct, home)
        try:
            asyncio.run(one_run(tandem_url, "up/m", 50, 0.0))  # warm up both paths
            print(f"relay bench ({ROOT}): {os.cpu_count()} cores")
            for label, n, interval, rounds, headers in _modes(args):
                r = asyncio.run(compare(direct, tandem_url, n, interval, rounds, headers,
                                        tandem.pid))
                print(f"  {label:16s} throughput direct {r['direct_cps']:8.0f} chunks/s, "
                      f"via tandem {r['tandem_cps']:8.0f} chunks/s, ratio {r['ratio']:.3f}; "
                      f"relay CPU {r['cpu_us']:.0f} us/chunk")
                print(f"  {'':16s} latency direct p50 {r['direct_p50']:.3f} ms "
                      f"p99 {r['direct_p99']:.3f} ms; via tandem p50 {r['tandem_p50']:.3f} ms "
                      f"p99 {r['tandem_p99']:.3f} ms; added p50 "
                      f"{r['tandem_p50'] - r['direct_p50']:.3f} ms "
                      f"p99 {r['tandem_p99'] - r['direct_p99']:.3f} ms")
        finally:
            tandem.terminate()
            tandem.wait(timeout=20)
            up.terminate()


MEMORY_ON = {"X-Tandem-User": "bench", "X-Tandem-Profile": "chat"}
"""A trusted user on the default profile, whose memory is on: the conductor's whole path."""


def _modes(args: argparse.Namespace) -> list[tuple[str, int, float, int, dict | None]]:
    """(label, chunks, interval, rounds, headers) of each mode to run."""
    memory = [("memory on 2000/s", 4000, 0.0005, 5, MEMORY_ON),
              ("memory unpaced", 4000, 0.0, 5, MEMORY_ON)]
    if args.only == "memory":
        return memory
    return [("paced 1000/s", args.chunks, 0.001, args.rounds, None),
            ("unpaced", args.chunks, 0.0, args.rounds, None), *memory]


if __name__ == "__main__":
    main()
