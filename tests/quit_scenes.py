"""Quit scenes: a real `tandem serve` or `tandem` in a state that once held its exit, then
quit there (SIGTERM, Ctrl+Q, the tray's Quit), and timed until the process has ended.

Shared by tests/test_quit.py, which checks that each scene ends within a generous limit,
and bench/quit_bench.py, which prints how long each took. Every process has a temporary
home; the backend that never answers is a scripted upstream on a loop thread of this
process, whose chat requests wait an hour before their first byte.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tandem_process import tandem_cmd
from upstream import Script, ScriptedUpstream

from app.engine.engines.local.load_probe import PROBE_FILE

DRIVER = Path(__file__).with_name("quit_window_driver.py")
EXIT_LIMIT_S = 30.0
"""What a test allows from the quit to the exit; the target is 3 s (bench/quit_bench.py)."""
START_S = 300.0
"""A start (a model load and its probe on two busy cores included) takes at most this."""
NEVER_S = 3600.0
PREFILL_AFTER_S = 0.5
"""From the request's log line to a prefill surely under way (its prompt takes seconds)."""


class NeverAnswers:
    """A backend that lists its models and accepts chat requests, but never answers one:
    a relay to a backend stuck in a long job. On a loop thread of its own."""

    def __init__(self) -> None:
        self.upstream = ScriptedUpstream(models=("m1",))
        self.upstream.play(*[Script(delay_headers=NEVER_S) for _ in range(20)])
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> NeverAnswers:
        self._thread.start()
        assert self._ready.wait(30), "the backend did not start"
        return self

    def __exit__(self, *_: object) -> None:
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=10)

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._loop.run_until_complete(self.upstream.start())
        self._ready.set()
        self._loop.run_forever()
        self._loop.run_until_complete(self.upstream.close())

    @property
    def base_url(self) -> str:
        return self.upstream.base_url

    @property
    def asked(self) -> int:
        """Chat requests that reached it."""
        return len(self.upstream.received)


@dataclass
class Ended:
    status: int
    seconds: float
    """From the quit to the process's end."""
    stderr: str


@dataclass
class Tandem:
    """A `tandem` child whose stdout and stderr lines are read as they come."""

    proc: subprocess.Popen[str]
    commands: Path | None = None
    out: list[str] = field(default_factory=list)
    err: list[str] = field(default_factory=list)
    quit_at: float = 0.0
    readers: list[threading.Thread] = field(default_factory=list)

    @classmethod
    def start(cls, home: Path, argv: list[str], window: bool = False) -> Tandem:
        env = {**os.environ, "TANDEM_HOME": str(home), "PYTHONUNBUFFERED": "1",
               "QT_QPA_PLATFORM": "offscreen"}
        commands = home / "driver-commands" if window else None
        cmd = ([sys.executable, str(DRIVER), str(commands), "--", *argv] if window
               else tandem_cmd(*argv))
        proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)
        tandem = cls(proc, commands)
        for stream, into in ((proc.stdout, tandem.out), (proc.stderr, tandem.err)):
            reader = threading.Thread(target=tandem._read, args=(stream, into), daemon=True)
            reader.start()
            tandem.readers.append(reader)
        return tandem

    def _read(self, stream: Any, into: list[str]) -> None:
        for line in iter(stream.readline, ""):
            if line.strip() == "quitting":
                self.quit_at = time.monotonic()
            into.append(line)

    def wait(self, condition: Callable[[], object], timeout: float = START_S) -> None:
        deadline = time.monotonic() + timeout
        while not condition():
            if self.proc.poll() is not None:
                for reader in self.readers:  # its last lines may still be on their way
                    reader.join(timeout=5)
                if condition():
                    return
                raise AssertionError(f"tandem ended early ({self.proc.returncode}):\n"
                                     + self.stderr[-3000:])
            if time.monotonic() > deadline:
                raise AssertionError("timed out waiting; stderr:\n" + self.stderr[-3000:])
            time.sleep(0.01)

    @property
    def stderr(self) -> str:
        return "".join(self.err)

    def said(self, text: str) -> bool:
        return any(text in line for line in self.err)

    def url(self) -> str:
        """The server's address, once it prints its `listening on` line."""
        self.wait(lambda: any(line.startswith("listening on ") for line in self.out))
        line = next(line for line in self.out if line.startswith("listening on "))
        return line.split(" ", 2)[2].strip()

    def command(self, *lines: str) -> None:
        """Tell the window driver what to do next."""
        assert self.commands is not None, "only a window has a driver"
        with self.commands.open("a") as f:
            f.write("".join(line + "\n" for line in lines))

    def sigterm(self) -> None:
        self.quit_at = time.monotonic()
        self.proc.send_signal(signal.SIGTERM)

    def ended(self, limit: float = EXIT_LIMIT_S) -> Ended:
        """Wait for the exit (killed after `limit`, which then fails the scene)."""
        if not self.quit_at and self.commands is not None:
            self.wait(lambda: self.quit_at)
        try:
            status = self.proc.wait(timeout=limit)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
            raise AssertionError(f"still running {limit:g} s after the quit:\n"
                                 + self.stderr[-3000:]) from None
        seconds = time.monotonic() - self.quit_at
        time.sleep(0.05)  # the reader threads take the last lines
        return Ended(status, seconds, self.stderr)

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


def hold_request(url: str, body: dict[str, Any]) -> socket.socket:
    """Send one chat request and leave it in flight: the socket stays open, unread."""
    host, port = url.removeprefix("http://").split(":")
    data = json.dumps(body).encode()
    sock = socket.create_connection((host, int(port)), timeout=10)
    sock.sendall(b"POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\n"
                 b"Content-Type: application/json\r\nX-Tandem-Memory: off\r\n"
                 + f"Content-Length: {len(data)}\r\n\r\n".encode() + data)
    return sock


def long_prompt(words: int = 900) -> list[dict[str, str]]:
    """A prompt whose prefill takes seconds on the packaged model: several batches."""
    text = " ".join(f"word{i % 97}" for i in range(words))
    return [{"role": "user", "content": f"Summarise: {text}"}]


def with_probe_record(home: Path, proven_home: Path) -> Path:
    """`home`, given the llama.cpp probe's verdict of a home that already ran it, so a
    start goes straight to the model load instead of probing again."""
    (home / "state").mkdir(parents=True, exist_ok=True)
    shutil.copy(proven_home / "state" / PROBE_FILE, home / "state" / PROBE_FILE)
    return home


# --- the scenes: each returns how the process ended ------------------------------------

RELAY = "hung"


def _relay_args(backend: NeverAnswers, command: str) -> list[str]:
    return [command, "--engine", "none", "--backend", f"{RELAY}={backend.base_url}",
            "--port", "0"]


def serve_relay_in_flight(home: Path, backend: NeverAnswers) -> Ended:
    """`tandem serve` relaying to a backend that never answers, a streamed request in
    flight, then SIGTERM."""
    tandem = Tandem.start(home, _relay_args(backend, "serve"))
    try:
        url = tandem.url()
        asked = backend.asked
        with hold_request(url, {"model": f"{RELAY}/m1", "stream": True,
                                "messages": [{"role": "user", "content": "hi"}]}):
            tandem.wait(lambda: backend.asked > asked)
            tandem.sigterm()
            return tandem.ended()
    finally:
        tandem.kill()


def window_chat_waiting(home: Path, backend: NeverAnswers, how: str,
                        trouble: bool = False) -> Ended:
    """The window's own chat waiting on a backend that never answers (after a failed
    task and a task that swallows its cancellation, with `trouble`), then quit `how`:
    `sigterm`, `ctrl-q` or `tray`."""
    tandem = Tandem.start(home, _relay_args(backend, "gui"), window=True)
    try:
        tandem.url()
        asked = backend.asked
        tandem.command(*(["trouble"] if trouble else []), "chat")
        tandem.wait(lambda: backend.asked > asked)
        if how == "sigterm":
            tandem.sigterm()
        else:
            tandem.command(how)
        return tandem.ended()
    finally:
        tandem.kill()


def serve_prefill(home: Path, proven_home: Path) -> Ended:
    """`tandem serve` on the packaged model, SIGTERM during a long prompt's prefill."""
    tandem = Tandem.start(with_probe_record(home, proven_home), ["serve", "--port", "0"])
    try:
        url = tandem.url()
        with hold_request(url, {"model": "smollm2-135m-instruct", "max_tokens": 8,
                                "messages": long_prompt()}):
            tandem.wait(lambda: tandem.said("request chatcmpl-"), timeout=60)
            time.sleep(PREFILL_AFTER_S)
            tandem.sigterm()
            return tandem.ended()
    finally:
        tandem.kill()


def serve_model_load(home: Path, proven_home: Path) -> Ended:
    """`tandem serve` on the packaged model, SIGTERM as soon as the model load begins."""
    tandem = Tandem.start(with_probe_record(home, proven_home), ["serve", "--port", "0"])
    try:
        tandem.wait(lambda: tandem.said("loading "))
        tandem.sigterm()
        return tandem.ended()
    finally:
        tandem.kill()


def window_model_load(home: Path, proven_home: Path) -> Ended:
    """The window on the packaged model, Ctrl+Q as soon as it says it loads the model."""
    tandem = Tandem.start(with_probe_record(home, proven_home), ["gui", "--port", "0"],
                          window=True)
    try:
        tandem.command("ctrl-q-when-loading")
        return tandem.ended()
    finally:
        tandem.kill()


def window_prefill(home: Path, proven_home: Path) -> Ended:
    """The window on the packaged model, a long prompt's prefill running for an HTTP
    client, then Ctrl+Q."""
    tandem = Tandem.start(with_probe_record(home, proven_home), ["gui", "--port", "0"],
                          window=True)
    try:
        url = tandem.url()
        with hold_request(url, {"model": "smollm2-135m-instruct", "max_tokens": 8,
                                "messages": long_prompt()}):
            tandem.wait(lambda: tandem.said("request chatcmpl-"), timeout=60)
            time.sleep(PREFILL_AFTER_S)
            tandem.command("ctrl-q")
            return tandem.ended()
    finally:
        tandem.kill()
