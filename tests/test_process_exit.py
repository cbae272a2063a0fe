"""The process's last guard: a thread still busy is not waited for, and once a quit has
begun the process ends by the deadline even if nothing else moves. Each case runs in a
child interpreter, since ending the process is the point."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import time
from pathlib import Path

from app.process_exit import JOIN_S, QUIT_DEADLINE_S

REPO = Path(__file__).resolve().parents[1]
LIMIT_S = 30.0


def run(code: str) -> tuple[int, float, str]:
    started = time.monotonic()
    proc = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], cwd=REPO,
                          capture_output=True, text=True, timeout=LIMIT_S)
    return proc.returncode, time.monotonic() - started, proc.stdout + proc.stderr


def test_leave_does_not_wait_for_a_busy_thread_and_keeps_the_status():
    status, seconds, out = run("""
        import threading, time
        from app.process_exit import ExitGuard
        guard = ExitGuard()
        threading.Thread(target=time.sleep, args=(600,), name="busy-load").start()
        print("said before the end", flush=True)
        guard.leave(3)
        print("never here")
    """)
    assert status == 3, out
    assert "said before the end" in out and "never here" not in out
    assert seconds < LIMIT_S


def test_leave_returns_the_status_when_every_thread_of_ours_ended():
    status, _, out = run(f"""
        import sys, threading, time
        from app.process_exit import ExitGuard
        guard = ExitGuard()
        threading.Thread(target=time.sleep, args=({JOIN_S / 5},)).start()
        sys.exit(guard.leave(4) + 1)
    """)
    assert status == 5, out  # leave returned 4 itself: the short thread was joined


def test_an_armed_deadline_ends_a_process_that_hangs():
    status, seconds, out = run("""
        import time
        from app.process_exit import ExitGuard
        guard = ExitGuard()
        guard.arm(7)
        time.sleep(600)  # a cleanup that never returns
    """)
    assert status == 7, out
    assert f"still closing {QUIT_DEADLINE_S:g} s after the quit; ending now" in out
    assert seconds < LIMIT_S
