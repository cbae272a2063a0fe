"""A clean quit, always: after a long relayed answer, and while one still streams.

Each case runs the real `tandem gui` in a child process (quit_driver.py), so an abort on
the way out ("Fatal Python error: none_dealloc", exit status 134) fails the test instead
of killing pytest. The long answer is thousands of chunks: enough void Qt calls that a
binding which drops a reference to None on each (see test_qt_binding.py) frees None
before the process ends.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import app

DRIVER = Path(__file__).with_name("quit_driver.py")
LONG_CHUNKS = 8000


def run_and_quit(tmp_path: Path, *flags: str) -> tuple[int, dict[str, Any], str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TANDEM_HOME": str(tmp_path / "home")}
    proc = subprocess.run([sys.executable, str(DRIVER), *flags], capture_output=True,
                          text=True, env=env, timeout=150)
    lines = proc.stdout.strip().splitlines()
    summary = json.loads(lines[-1]) if lines and lines[-1].startswith("{") else {}
    assert "error" not in summary, summary["error"]
    return proc.returncode, summary, proc.stderr


@pytest.mark.timeout(180)
def test_quitting_after_a_long_stream_exits_cleanly(tmp_path: Path) -> None:
    code, summary, stderr = run_and_quit(tmp_path, "--chunks", str(LONG_CHUNKS),
                                         "--quit", "done")
    assert "Fatal Python error" not in stderr, stderr[-3000:]
    assert code == 0, stderr[-3000:]
    assert summary["app"] == str(Path(app.__file__).parent)  # this checkout's window
    assert summary["busy_at_quit"] is False
    assert summary["chars_at_quit"] == sum(len(f"w{i} ") for i in range(LONG_CHUNKS))


@pytest.mark.timeout(180)
def test_quitting_while_an_answer_streams_stops_it_and_exits_cleanly(tmp_path: Path) -> None:
    code, summary, stderr = run_and_quit(tmp_path, "--chunks", str(LONG_CHUNKS),
                                         "--pause", "0.01", "--quit", "streaming")
    assert "Fatal Python error" not in stderr, stderr[-3000:]
    assert code == 0, stderr[-3000:]
    assert summary["busy_at_quit"] is True
    assert summary["upstream_cancelled"] == 1  # the relay hung up: the backend stopped
