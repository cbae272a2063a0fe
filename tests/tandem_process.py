"""`tandem` as a child process, for the tests that start the whole program: its command
line, a run that is always reaped, the check that it serves and then quits on SIGTERM, and
the llama.cpp probe child it starts (seen in /proc, so a test can signal `tandem` while
that child runs)."""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

PROBE_CHILD = "app.engine.engines.local.probe_child"


def tandem_cmd(*args: str) -> list[str]:
    """This interpreter's `tandem`, so the child imports the same `app` as the test."""
    return [sys.executable, "-m", "app.cli", *args]


@contextmanager
def running_tandem(*args: str, env: dict[str, str]) -> Iterator[subprocess.Popen[str]]:
    """`tandem ARGS` with stdout and stderr piped; killed on the way out if a failed check
    left it running, so no test leaves a server behind."""
    proc = subprocess.Popen(tandem_cmd(*args), env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        yield proc
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def assert_serves_then_quits_on_sigterm(proc: subprocess.Popen[str]) -> None:
    """Its next stdout line says it listens on loopback; SIGTERM then ends it cleanly."""
    assert proc.stdout is not None and proc.stderr is not None
    line = proc.stdout.readline()
    assert line.startswith("listening on http://127.0.0.1:"), proc.stderr.read()
    proc.send_signal(signal.SIGTERM)
    assert proc.wait(timeout=20) == 0


def wait_for(condition: Callable[[], object], timeout: float = 60.0) -> None:
    """Poll `condition` (a process's state, a file) until it holds, for tests without a
    loop; an AssertionError once `timeout` has passed."""
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out waiting for the condition"
        time.sleep(0.02)


def children(pid: int) -> list[int]:
    """The live children of `pid`, whichever of its threads started them."""
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        with suppress(OSError):  # the thread ended meanwhile
            found += [int(child) for child in (task / "children").read_text().split()]
    return found


def probe_child(pid: int) -> int | None:
    """The llama.cpp probe child `pid` runs now, if any."""
    for child in children(pid):
        try:
            if PROBE_CHILD in Path(f"/proc/{child}/cmdline").read_text():
                return child
        except OSError:
            pass
    return None


def wait_for_probe_child(proc: subprocess.Popen[str]) -> int:
    """The probe child's pid, once `tandem` started it (a fresh home has no record)."""
    found: list[int] = []

    def started() -> bool:
        assert proc.poll() is None, "tandem ended before its probe started"
        child = probe_child(proc.pid)
        found.extend([child] if child else [])
        return bool(found)

    wait_for(started, timeout=90)
    return found[0]


def gone(pid: int) -> bool:
    """Killed and reaped, or at least dead (a zombie waiting for its reaper)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] == "Z"
    except OSError:
        return True
