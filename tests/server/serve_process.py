"""A real `tandem serve` subprocess for tests: start it, read its one line, stop it."""

from __future__ import annotations

import os
import signal
import subprocess
import threading
from dataclasses import dataclass, field
from pathlib import Path

from tandem_process import tandem_cmd

REPO = Path(__file__).resolve().parents[2]


@dataclass
class ServeProcess:
    proc: subprocess.Popen[str]
    url: str
    stderr_lines: list[str] = field(default_factory=list)

    @property
    def base_url(self) -> str:
        return self.url + "/v1"

    def stderr_text(self) -> str:
        return "".join(self.stderr_lines)

    def stop(self) -> int:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
        try:
            return self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            return self.proc.wait()


def spawn_serve(home: Path, *args: str, timeout: float = 60) -> ServeProcess:
    """Start `tandem serve --port 0` and wait for its `listening on` line.

    stderr is drained on a thread so the server never blocks on a full pipe.
    """
    env = {**os.environ, "TANDEM_HOME": str(home), "PYTHONUNBUFFERED": "1"}
    proc = subprocess.Popen(
        tandem_cmd("serve", "--home", str(home), "--port", "0", *args),
        cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    serve = ServeProcess(proc, "")
    assert proc.stderr is not None and proc.stdout is not None
    threading.Thread(
        target=lambda: serve.stderr_lines.extend(iter(proc.stderr.readline, "")), daemon=True
    ).start()
    line_box: list[str] = []
    reader = threading.Thread(target=lambda: line_box.append(proc.stdout.readline()),
                              daemon=True)
    reader.start()
    reader.join(timeout)
    line = line_box[0] if line_box else ""
    if not line.startswith("listening on "):
        serve.stop()
        raise AssertionError(f"tandem serve did not start: {line!r}\n{serve.stderr_text()}")
    serve.url = line.split(" ", 2)[2].strip()
    return serve
