"""`tandem` as a child process, for the tests that start the whole program: its command
line, a run that is always reaped, and the check that it serves and then quits on SIGTERM."""

from __future__ import annotations

import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager


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
