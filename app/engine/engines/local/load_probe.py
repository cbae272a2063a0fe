"""The start-up probe: prove a llama.cpp build on this machine before the app loads it.

A native crash inside llama.cpp ends the process without a Python traceback, so the first
time a build meets a machine (and again when llama-cpp-python, the model or the CPU
changes) a short decode runs in a child process for each candidate setting. A child that
crashes (SIGSEGV, SIGILL, SIGBUS, SIGABRT, SIGFPE) is named in one log line and its
setting is dropped; of the survivors the fastest is kept. The result is remembered in
`state/llama-probe.json`, so later starts cost nothing.

A child stopped from outside (SIGTERM, SIGINT, SIGKILL: a quit, `timeout`, the OOM
killer) says nothing about llama.cpp, so that probe records nothing and pins nothing. The
children run in a session of their own, so a terminal's Ctrl+C or `timeout` reaches only
Tandem, which kills the child itself when the start is abandoned.
"""

from __future__ import annotations

import hashlib
import json
import logging
import signal
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

import llama_cpp

from app.atomic_write import atomic_write
from app.engine.abandon import Abandon, ProbeInterrupted
from app.engine.engines.base import EngineError
from app.engine.engines.local.cpu_settings import (
    LoadSettings,
    choose,
    read_cpu_flags,
    shown_cpu_flags,
)
from app.engine.engines.local.llama_load import build_features, library_file
from app.private_dir import make_private_dir

log = logging.getLogger("tandem.engine")

PROBE_FILE = "llama-probe.json"
CHILD_TIMEOUT_S = 180
CHILD = [sys.executable, "-m", "app.engine.engines.local.probe_child"]
CRASHES = frozenset({signal.SIGSEGV, signal.SIGILL, signal.SIGBUS, signal.SIGABRT,
                     signal.SIGFPE})
"""The signals by which llama.cpp itself dies; any other one came from outside."""


@dataclass(slots=True)
class ProbeResult:
    """What the probe found; `reused` says it came from the state file, not from a run."""

    settings: LoadSettings
    reason: str
    decode_tok_s: dict[str, float] = field(default_factory=dict)
    died: dict[str, str] = field(default_factory=dict)
    cpu_flags: list[str] = field(default_factory=list)
    build: dict[str, str] = field(default_factory=dict)
    reused: bool = False

    def to_json(self, key: str) -> dict:
        data = asdict(self)
        data["settings"] = self.settings.as_dict()
        data.pop("reused")
        return {"key": key, **data}

    @classmethod
    def from_json(cls, data: dict) -> ProbeResult:
        return cls(
            settings=LoadSettings(**data["settings"]), reason=data["reason"],
            decode_tok_s=data["decode_tok_s"], died=data["died"],
            cpu_flags=data["cpu_flags"], build=data["build"], reused=True,
        )


def probe_key(model: Path, cpu_flags: frozenset[str]) -> str:
    """Changes when llama-cpp-python, its library, the model file or the CPU changes."""
    lib, gguf = library_file().stat(), model.stat()
    parts = [
        llama_cpp.__version__, str(library_file()), str(lib.st_size), str(lib.st_mtime_ns),
        str(model.resolve()), str(gguf.st_size), str(gguf.st_mtime_ns),
        " ".join(sorted(cpu_flags)),
    ]
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:24]


def verdict(returncode: int, stdout: str) -> float | str:
    """A finished child's decode speed in tokens/s, or the name of what killed it;
    ProbeInterrupted when a signal from outside stopped it."""
    if returncode < 0:
        try:
            name = signal.Signals(-returncode).name
        except ValueError:
            name = f"signal {-returncode}"
        if -returncode in CRASHES:
            return name
        raise ProbeInterrupted(
            f"the llama.cpp start-up probe was stopped by {name} before it could tell; "
            "nothing was recorded: start Tandem again")
    try:
        return float(json.loads(stdout.strip().splitlines()[-1])["tok_s"])
    except (ValueError, KeyError, IndexError):
        return f"exit code {returncode}"


def run_child(
    model: Path, settings: LoadSettings, threads: int, child: Sequence[str] = CHILD,
    abandon: Abandon | None = None,
) -> float | str:
    """The child's verdict (see `verdict`); killed when `abandon` is asked meanwhile."""
    argv = [*child, str(model), "1" if settings.use_extra_bufts else "0", str(threads)]
    with subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                          start_new_session=True) as proc:
        try:
            with (abandon or Abandon()).killing(proc):
                stdout, _ = proc.communicate(timeout=CHILD_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
            return f"no answer in {CHILD_TIMEOUT_S} s"
        except BaseException:  # its own session: no Ctrl+C reaches it but through us
            proc.kill()
            proc.wait()
            raise
    return verdict(proc.returncode, stdout)


def probe(
    state_dir: Path, model: Path, threads: int, *, force: bool = False,
    child: Sequence[str] = CHILD, cpu_flags: frozenset[str] | None = None,
    abandon: Abandon | None = None,
) -> ProbeResult:
    """The load settings for `model` here: remembered, or found by running the children.

    `cpu_flags` defaults to this CPU's; a test passes another machine's. `abandon`, once
    asked, kills the running child and raises Abandoned; nothing is recorded then.
    """
    abandon = abandon or Abandon()
    cpu = read_cpu_flags() if cpu_flags is None else cpu_flags
    key = probe_key(model, cpu)
    path = state_dir / PROBE_FILE
    kept = _kept_records(path)
    if not force:
        for data in kept:
            try:
                if data.get("key") == key:
                    return ProbeResult.from_json(data)
            except (ValueError, KeyError, TypeError):
                continue
    build = build_features()
    candidates = choose(cpu, build)
    result = ProbeResult(candidates.settings[0], candidates.reason,
                         cpu_flags=shown_cpu_flags(cpu), build=build)
    for settings in candidates.settings:
        abandon.check()
        try:
            outcome = run_child(model, settings, threads, child, abandon)
        except ProbeInterrupted:
            abandon.check()  # the kill was ours
            raise
        if isinstance(outcome, str):
            result.died[settings.label] = outcome
            log.warning("llama.cpp died in its start-up probe with %s (%s); not using them",
                        outcome, settings.label)
        else:
            result.decode_tok_s[settings.label] = outcome
    survivors = [s for s in candidates.settings if s.label in result.decode_tok_s]
    if not survivors:
        raise EngineError(
            f"llama.cpp crashes on this machine with every setting tried ({result.died}); "
            "rebuild it with `rm .venv/.llama-build && make run`"
        )
    result.settings = max(survivors, key=lambda s: result.decode_tok_s[s.label])
    if result.died:
        result.reason = f"{result.reason}; fell back after a crash"
    make_private_dir(state_dir)
    record = result.to_json(key)
    record["earlier"] = [r for r in kept if r.get("key") != key][: KEPT_MODELS - 1]
    atomic_write(path, json.dumps(record, indent=2) + "\n")
    return result


KEPT_MODELS = 8
"""Records kept, one per model: switching back to a model probed before costs nothing."""


def _kept_records(path: Path) -> list[dict]:
    """The latest record, then the earlier models' (`earlier`, each without its own)."""
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError):
        return []
    if not isinstance(data, dict):
        return []
    earlier = data.pop("earlier", [])
    return [data, *(r for r in earlier if isinstance(r, dict))] if isinstance(
        earlier, list) else [data]
