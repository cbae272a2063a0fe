"""Start-up: how soon `tandem` shows its window, has its model ready, and streams a token.

`tandem` runs in a child process offscreen (QT_QPA_PLATFORM=offscreen) with a fresh temp
home, so the figures are a new user's first start, the llama.cpp load probe included
(`--home DIR` reuses a home, and with it the probe's verdict). The window logs its
milestones on stderr (`window shown`, `model ready`); this script stamps each line as it
arrives, then sends one streaming chat request (`X-Tandem-Memory: off`) as soon as the
`listening on` line comes and stamps its first content chunk. Every figure is seconds
from the process start.

Target: the window shows in 1 s or less.

Run: .venv/bin/python bench/startup_bench.py [--home DIR] [--engine-flags ...]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import aiohttp

REPO = Path(__file__).resolve().parents[1]
MILESTONES = ("window shown", "model ready")
TARGET_WINDOW_S = 1.0


class Stamps:
    """Arrival times of the child's milestone lines, read on a thread of their own."""

    def __init__(self, start: float) -> None:
        self.start = start
        self.at: dict[str, float] = {}
        self.lines: list[str] = []
        self.ready = threading.Event()

    def read(self, stream) -> None:  # type: ignore[no-untyped-def]
        for line in iter(stream.readline, ""):
            now = time.monotonic() - self.start
            self.lines.append(line)
            for name in MILESTONES:
                if line.rstrip().endswith(name) and name not in self.at:
                    self.at[name] = now
            if "model ready" in self.at:
                self.ready.set()


async def first_token(url: str) -> float:
    """The monotonic time of the first content chunk of one streamed answer."""
    async with aiohttp.ClientSession() as http:
        async with http.get(f"{url}/v1/models") as r:
            model = (await r.json())["data"][0]["id"]
        body = {"model": model, "stream": True, "max_tokens": 16,
                "messages": [{"role": "user", "content": "Say hello."}]}
        async with http.post(f"{url}/v1/chat/completions", json=body,
                             headers={"X-Tandem-Memory": "off"}) as r:
            r.raise_for_status()
            async for raw in r.content:
                line = raw.decode().strip()
                if not line.startswith("data: ") or line == "data: [DONE]":
                    continue
                choices = json.loads(line[6:]).get("choices") or [{}]
                if choices[0].get("delta", {}).get("content"):
                    return time.monotonic()
    raise RuntimeError("the answer had no content")


def run(home: Path, flags: list[str]) -> dict[str, float]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TANDEM_HOME": str(home),
           "PYTHONUNBUFFERED": "1"}
    start = time.monotonic()
    proc = subprocess.Popen(
        [sys.executable, "-m", "app.cli", "gui", "--port", "0", *flags], cwd=REPO, env=env,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    stamps = Stamps(start)
    assert proc.stdout is not None and proc.stderr is not None
    threading.Thread(target=stamps.read, args=(proc.stderr,), daemon=True).start()
    try:
        line = proc.stdout.readline()
        if not line.startswith("listening on "):
            raise SystemExit(f"tandem did not start: {line!r}\n{''.join(stamps.lines)}")
        url = line.split(" ", 2)[2].strip()
        token_at = asyncio.run(first_token(url)) - start
        stamps.ready.wait(10)
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    return {**stamps.at, "first token": token_at}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--home", type=Path, default=None,
                        help="a Tandem home to reuse (default: a fresh temp one)")
    parser.add_argument("flags", nargs="*", help="more `tandem gui` flags, after --")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="tandem-startup-") as tmp:
        home = args.home or Path(tmp) / "home"
        home.mkdir(parents=True, exist_ok=True)
        figures = run(home, args.flags)
    for name in (*MILESTONES, "first token"):
        value = figures.get(name)
        shown = f"{value:6.2f} s" if value is not None else "   (not seen)"
        print(f"time to {name:<13} {shown}")
    window = figures.get("window shown")
    verdict = "met" if window is not None and window <= TARGET_WINDOW_S else "missed"
    print(f"target: window shown <= {TARGET_WINDOW_S:.0f} s: {verdict}")


if __name__ == "__main__":
    main()
