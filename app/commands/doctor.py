"""`tandem doctor`: is this machine ready to serve? One line per check, exit 1 on a failure.

Each check is what `tandem serve` would trip over first, so a person can fix them all at
once instead of meeting them one start at a time. For llama.cpp it then runs the
start-up probe afresh (a short decode in a child process for each candidate setting), so
a person sees what this CPU has, what the build supports, what was chosen and how fast.
It times with the threads the app loads with, so the result it records is the one the
next start would have found itself: running the doctor is how to refresh that record
(after a BIOS or microcode change, say) without waiting for its key to change.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
from collections.abc import Callable
from pathlib import Path

from app.config import ConfigError, load_config, resolve_home
from app.engine.engines.base import EngineError

Check = tuple[str, Callable[[], str]]


class CheckFailed(Exception):
    """A failed check; the message is the line to print."""


def _home(home: Path) -> str:
    if home.exists() and not os.access(home, os.W_OK):
        raise CheckFailed(f"{home} is not writable")
    return f"{home}" + ("" if home.exists() else " (will be created)")


def _config(home: Path) -> str:
    try:
        cfg = load_config(home)
    except ConfigError as exc:
        raise CheckFailed(str(exc)) from None
    return f"engine {cfg.engine}, {len(cfg.backends)} backend(s), profile {cfg.default_profile}"


def _engine(home: Path) -> str:
    cfg = load_config(home)
    if cfg.engine == "none":
        return "none (backends only)"
    if cfg.engine == "exllamav2":
        if importlib.util.find_spec("exllamav2") is None:
            raise CheckFailed("exllamav2 is not installed (pip install 'tandem-desktop[gpu]')")
        return "exllamav2 installed"
    if importlib.util.find_spec("llama_cpp") is None:
        raise CheckFailed("llama-cpp-python is not installed")
    return "llamacpp installed"


def _model(home: Path) -> str:
    cfg = load_config(home)
    if cfg.engine != "llamacpp":
        return f"{cfg.model or '-'} (not checked for {cfg.engine})"
    from app.engine.models.catalog import ModelCatalog

    try:
        return str(ModelCatalog(home, cfg.state_dir).file_for(cfg.model))
    except EngineError as exc:
        raise CheckFailed(str(exc)) from None


def _notes_root(home: Path) -> str:
    from app.memory.store import StoreRootError, check_root

    root = load_config(home).notes_root
    try:
        check_root(root)
    except StoreRootError as exc:
        raise CheckFailed(str(exc)) from None
    return f"{root} (outside any git work tree)"


def _llama_probe(home: Path) -> list[tuple[str, str]]:
    from app.engine.engines.local.load_probe import probe
    from app.engine.models.catalog import ModelCatalog

    cfg = load_config(home)
    threads = cfg.llama_threads
    model = ModelCatalog(home, cfg.state_dir).file_for(cfg.model)
    found = probe(cfg.state_dir, model, threads, force=True)
    speeds = [f"{label} {tok_s:.1f} tok/s" for label, tok_s in found.decode_tok_s.items()]
    speeds += [f"{label} died ({why})" for label, why in found.died.items()]
    return [
        ("cpu features", " ".join(found.cpu_flags) or "none that ggml has kernels for"),
        ("llama.cpp build", " ".join(sorted(found.build)) or "no CPU features reported"),
        ("load settings", f"{found.settings.label} ({found.reason})"),
        ("decode", f"{'; '.join(speeds)} (with {threads} thread{'s' * (threads != 1)})"),
    ]


def run_doctor(args: argparse.Namespace) -> int:
    home = resolve_home(args.home)
    checks: list[Check] = [
        ("home", lambda: _home(home)),
        ("config", lambda: _config(home)),
        ("engine", lambda: _engine(home)),
        ("model", lambda: _model(home)),
        ("notes root", lambda: _notes_root(home)),
    ]
    failed = 0
    for label, check in checks:
        try:
            print(f"ok    {label}: {check()}")
        except (CheckFailed, ConfigError) as exc:
            failed += 1
            print(f"FAIL  {label}: {exc}")
    if not failed and load_config(home).engine == "llamacpp":
        try:
            for label, text in _llama_probe(home):
                print(f"ok    {label}: {text}")
        except EngineError as exc:
            failed += 1
            print(f"FAIL  llama.cpp probe: {exc}")
    return 1 if failed else 0
