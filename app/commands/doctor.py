"""`tandem doctor`: is this machine ready to serve? One line per check, exit 1 on a failure.

Each check is what `tandem serve` would trip over first, so a person can fix them all at
once instead of meeting them one start at a time. The engine's checks come from its
registry entry and its module (app/registered_engines.py): whether it is installed, whether
its model loads, and then its own further lines. For llama.cpp those run the start-up
probe afresh (a short decode in a child process for each candidate setting), so a person
sees what this CPU has, what the build supports, what was chosen and how fast.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable
from pathlib import Path

from app.config import ConfigError, load_config, resolve_home
from app.engine.engines.base import EngineError
from app.engine.engines.plug import engine_module
from app.registered_engines import engine_entry, unavailable

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
    entry = engine_entry(load_config(home).engine)
    if not entry.local:
        return f"{entry.name} (backends only)"
    why = unavailable(entry)
    if why:
        raise CheckFailed(why)
    return f"{entry.name} installed"


def _model(home: Path) -> str:
    cfg = load_config(home)
    entry = engine_entry(cfg.engine)
    if not entry.local:
        return f"{cfg.model or '-'} (not checked for {cfg.engine})"
    try:
        return engine_module(entry).check_model(cfg)
    except (EngineError, ImportError) as exc:
        raise CheckFailed(str(exc)) from None


def _notes_root(home: Path) -> str:
    from app.memory.store import StoreRootError, check_root

    root = load_config(home).notes_root
    try:
        check_root(root)
    except StoreRootError as exc:
        raise CheckFailed(str(exc)) from None
    return f"{root} (outside any git work tree)"


def _engine_lines(home: Path) -> int:
    """The engine's own further checks, printed; how many failed (0 or 1)."""
    cfg = load_config(home)
    entry = engine_entry(cfg.engine)
    if not entry.local:
        return 0
    try:
        for label, text in engine_module(entry).doctor_lines(cfg):
            print(f"ok    {label}: {text}")
    except EngineError as exc:
        print(f"FAIL  {entry.name} checks: {exc}")
        return 1
    return 0


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
    if not failed:
        failed += _engine_lines(home)
    return 1 if failed else 0
