"""Switching local models: how long a switch takes, and the first token after one.

A real `tandem serve` in a temporary home whose `models/` folder holds two links to the
packaged SmolLM2 GGUF under two names, so two distinct local models exist without a
second download. Each model is asked once first (its start-up probe runs then, once per
file, and is remembered). Then, for each round, the client streams:

- a request to the model already loaded: the time to first token without a switch;
- a request to the other model: the time to first token after a switch, which includes
  freeing the old model and loading the new one.

Figures: p50 and max of both, and the switch itself as their difference. 135M Q4 weights
load in a fraction of a second from the page cache; a multi-GB model takes what reading
its file takes.

Run: .venv/bin/python bench/models_bench.py [--rounds 5] [--threads 2]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import aiohttp

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from app.engine.engines.local.model_files import default_gguf_path  # noqa: E402

MODELS = ("alpha:q4_1", "beta:q4_1")
HEADERS = {"X-Tandem-Memory": "off"}


async def first_token(session: aiohttp.ClientSession, url: str, model: str) -> float:
    """Seconds from sending a streamed chat request to its first content delta."""
    body = {"model": model, "stream": True, "max_tokens": 8, "temperature": 0,
            "messages": [{"role": "user", "content": "Say hello."}]}
    start = time.perf_counter()
    took = None
    async with session.post(f"{url}/v1/chat/completions", json=body, headers=HEADERS) as resp:
        resp.raise_for_status()
        async for raw in resp.content:
            line = raw.decode().strip()
            if took is None and line.startswith("data: {"):
                choices = json.loads(line[6:]).get("choices") or [{}]
                if choices[0].get("delta", {}).get("content"):
                    took = time.perf_counter() - start
    if took is None:
        raise RuntimeError(f"{model} gave no content")
    return took


async def measure(url: str, rounds: int) -> tuple[list[float], list[float]]:
    same: list[float] = []
    switched: list[float] = []
    async with aiohttp.ClientSession() as session:
        for model in MODELS:  # the probe of each file runs here, once
            await first_token(session, url, model)
        current = MODELS[1]
        for _ in range(rounds):
            same.append(await first_token(session, url, current))
            current = MODELS[0] if current == MODELS[1] else MODELS[1]
            switched.append(await first_token(session, url, current))
    return same, switched


def serve(home: Path, threads: int) -> tuple[subprocess.Popen[str], str]:
    env = {**os.environ, "TANDEM_HOME": str(home), "PYTHONUNBUFFERED": "1"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "app.cli", "serve", "--home", str(home), "--port", "0",
         "--model", MODELS[0]],
        cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    if not line.startswith("listening on "):
        proc.kill()
        raise RuntimeError(f"tandem serve did not start: {line!r}")
    return proc, line.split(" ", 2)[2].strip()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--threads", type=int, default=2)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        (home / "models").mkdir(parents=True)
        for name in MODELS:
            os.link(default_gguf_path(), home / "models" / f"{name.replace(':', '.')}.gguf")
        (home / "config.toml").write_text(f"threads = {args.threads}\ncontext_length = 2048\n")
        proc, url = serve(home, args.threads)
        try:
            same, switched = asyncio.run(measure(url, args.rounds))
        finally:
            proc.send_signal(signal.SIGTERM)
            proc.wait(timeout=30)
    p50_same, p50_switched = statistics.median(same), statistics.median(switched)
    print(f"model: packaged SmolLM2-135M Q4_1 under two ids, {args.rounds} rounds, "
          f"{args.threads} threads")
    print(f"time to first token, same model:    p50 {p50_same * 1000:7.1f} ms  "
          f"max {max(same) * 1000:7.1f} ms")
    print(f"time to first token, after switch:  p50 {p50_switched * 1000:7.1f} ms  "
          f"max {max(switched) * 1000:7.1f} ms")
    print(f"switch (free + load), p50:          {(p50_switched - p50_same) * 1000:7.1f} ms")


if __name__ == "__main__":
    main()
