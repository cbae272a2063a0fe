"""Quit: seconds from SIGTERM, Ctrl+Q or the tray's Quit to the end of the process.

Each scene (tests/quit_scenes.py) starts a real `tandem serve` or `tandem` (offscreen) in
a fresh temporary home, brings it to a state that once held its exit, quits, and stamps
the exit: a relayed request in flight to a backend that never answers; the window's own
chat waiting on it, after a task that failed and one that swallows its cancellation; a
long prompt's prefill on the packaged model; the model load itself. The packaged
model's scenes reuse one probe verdict, made by a first `tandem serve` here.

Target: every quit ends the process within 3 s.

Run: .venv/bin/python bench/quit_bench.py [--repeat N] [--only NAME ...]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(REPO / "tests"), str(REPO)]

import quit_scenes as scenes  # noqa: E402

TARGET_S = 3.0


def _proven_home(root: Path) -> Path:
    """A home whose llama.cpp probe has run: one `tandem serve` started and stopped."""
    home = root / "proven"
    tandem = scenes.Tandem.start(home, ["serve", "--port", "0"])
    try:
        tandem.url()
        tandem.sigterm()
        tandem.ended()
    finally:
        tandem.kill()
    return home


def _scenes(backend: scenes.NeverAnswers, proven: Callable[[], Path]
            ) -> dict[str, Callable[[Path], scenes.Ended]]:
    return {
        "serve, relay in flight, SIGTERM": lambda h: scenes.serve_relay_in_flight(h, backend),
        "window, chat waiting, SIGTERM":
            lambda h: scenes.window_chat_waiting(h, backend, "sigterm"),
        "window, chat waiting, Ctrl+Q":
            lambda h: scenes.window_chat_waiting(h, backend, "ctrl-q"),
        "window, chat waiting, tray Quit":
            lambda h: scenes.window_chat_waiting(h, backend, "tray"),
        "window, after task errors, Ctrl+Q":
            lambda h: scenes.window_chat_waiting(h, backend, "ctrl-q", trouble=True),
        "serve, prefill, SIGTERM": lambda h: scenes.serve_prefill(h, proven()),
        "window, prefill, Ctrl+Q": lambda h: scenes.window_prefill(h, proven()),
        "serve, model load, SIGTERM": lambda h: scenes.serve_model_load(h, proven()),
        "window, model load, Ctrl+Q": lambda h: scenes.window_model_load(h, proven()),
    }


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--repeat", type=int, default=1)
    p.add_argument("--only", nargs="*", default=[],
                   help="run the scenes whose names contain one of these words")
    args = p.parse_args()
    worst = 0.0
    with tempfile.TemporaryDirectory() as tmp, scenes.NeverAnswers() as backend:
        root = Path(tmp)
        made: list[Path] = []

        def proven() -> Path:
            if not made:
                made.append(_proven_home(root))
            return made[0]

        for name, scene in _scenes(backend, proven).items():
            if args.only and not any(word.lower() in name.lower() for word in args.only):
                continue
            times = []
            for i in range(args.repeat):
                ended = scene(root / f"{len(times)}-{abs(hash(name))}-{i}")
                times.append(ended.seconds)
                status = ended.status
            worst = max(worst, *times)
            print(f"{name:40s} exit {status:3d}  median {statistics.median(times):5.2f} s"
                  f"  max {max(times):5.2f} s  (n={len(times)})", flush=True)
    print(f"worst {worst:.2f} s; target {TARGET_S:g} s: "
          f"{'met' if worst <= TARGET_S else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
