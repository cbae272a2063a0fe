"""The settings Tandem reads only when it starts: the engine, the model, its context length
and threads, the address the server binds, and the notes root.

The engine loads its model and the server binds its socket once, so a change here waits
for a restart (the Settings dialog offers one). It is written with notes_settings' writer,
so the person's comments and other keys stay, and the new file is checked whole by the
same reader that loads config.toml before it replaces the old one, and a model is checked
by the engine's own model check (app.engine's model_files: this module sits above the
layers, beside the commands, so it may use it). The admin routes never
write these: a remote client must not be able to move the bind address.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from app.config import (
    Config,
    ConfigError,
    config_from,
    default_notes_root,
    load_config,
    nothing_to_run,
)
from app.engine.engines.base import EngineError
from app.engine.engines.local.model_files import check_model
from app.engine.models.catalog import is_local_id
from app.memory.store import StoreRootError, check_root
from app.notes_settings import edit_config
from app.registered_engines import ModelFiles, engine_entry

START_KEYS: tuple[str, ...] = (
    "engine", "model", "context_length", "threads", "host", "port", "notes_root")


def saved(home: Path) -> dict[str, Any]:
    """What config.toml gives each of `START_KEYS`, defaults filled in; None where the
    default is worked out at start-up (the packaged model, the engine's context, one
    thread per core, the notes under the home)."""
    cfg = load_config(home)
    return {
        "engine": cfg.engine, "model": cfg.model, "context_length": cfg.context_length,
        "threads": cfg.threads, "host": cfg.host, "port": cfg.port,
        "notes_root": str(cfg.notes_folder) if cfg.notes_folder else None,
    }


def _check_paths(cfg: Config, change: dict[str, Any]) -> None:
    """What the reader cannot see: a model its engine cannot load (a missing path, a file
    that is not a GGUF, a folder without config.json), notes inside a repository."""
    if "model" in change or "engine" in change:
        takes_gguf = engine_entry(cfg.engine).model_files is ModelFiles.GGUF_FILE
        if takes_gguf and is_local_id(cfg.home, cfg.model):
            return _check_notes_root(change)
        try:
            check_model(cfg.engine, cfg.model)
        except EngineError as exc:
            raise ConfigError(f"model: {exc}") from exc
    _check_notes_root(change)


def _check_notes_root(change: dict[str, Any]) -> None:
    notes_root = change.get("notes_root")
    if notes_root is not None:
        try:
            check_root(Path(notes_root).expanduser())
        except StoreRootError as exc:
            raise ConfigError(f"notes_root: {exc}") from None


def update(home: Path, change: dict[str, Any]) -> list[str]:
    """Write `change` (key to value; None removes the key, so its default applies) into
    config.toml; the keys whose saved value it changed, in `START_KEYS` order. Nothing is
    written when a value is refused (a ConfigError naming the key)."""
    unknown = sorted(set(change) - set(START_KEYS))
    if unknown:
        raise ConfigError(f"{unknown[0]} is not a start-up setting")
    if change.get("notes_root") is not None and (
            Path(change["notes_root"]).expanduser() == default_notes_root(home)):
        change = {**change, "notes_root": None}
    before = saved(home)
    changed = [key for key in START_KEYS if key in change and change[key] != before[key]]
    if not changed:
        return []

    def edit(doc: Any) -> None:
        for key in changed:
            if change[key] is None:
                doc.pop(key, None)
            else:
                doc[key] = change[key]

    def check(text: str) -> None:
        cfg = config_from(tomllib.loads(text), home, home / "config.toml")
        problem = nothing_to_run(cfg)
        if problem:
            raise ConfigError(problem)
        _check_paths(cfg, {key: change[key] for key in changed})

    edit_config(home, edit, check)
    return changed
