"""The notes settings of spec 26.7: each profile's memory switch, the background writer's
settings and each model's `inline_blocks`, as the Notes tab and the admin routes see them.

A change is checked whole before anything moves (a bad value is a `ConfigError` naming
its key, and nothing is written), then written into config.toml with the person's own
comments and other keys kept (tomlkit), atomically, and applied to the running `Config`:
the conductor reads the profile switch on every request, so no restart is needed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path
from typing import Any

import tomlkit

from app.atomic_write import atomic_write
from app.config import (
    MEMORY_SWITCHES,
    Config,
    ConfigError,
    ModelSettings,
    Profile,
    model_settings,
    writer_settings,
)

SECTIONS = ("profiles", "writer", "models")
_PROFILE_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}\Z")
_MODEL_ID_MAX = 200


def current(config: Config) -> dict[str, Any]:
    """The settings as JSON: `{"profiles": {name: {"memory"}}, "writer": {...},
    "models": {id: {"inline_blocks"}}}`."""
    return {
        "profiles": {n: {"memory": p.memory} for n, p in sorted(config.profiles.items())},
        "writer": asdict(config.writer),
        "models": {m: asdict(s) for m, s in sorted(config.models.items())},
    }


def _profiles(table: Any, config: Config) -> dict[str, Profile]:
    if not isinstance(table, dict):
        raise ConfigError("profiles must be an object")
    out = {}
    for name, body in table.items():
        if not _PROFILE_NAME.match(name):
            raise ConfigError(f"profiles.{name} is not a profile name")
        if not isinstance(body, dict) or set(body) - {"memory"}:
            raise ConfigError(f"profiles.{name} may hold only memory")
        memory = body.get("memory", config.profile(name).memory)
        if memory not in MEMORY_SWITCHES:
            raise ConfigError(f"profiles.{name}.memory must be one of {'|'.join(MEMORY_SWITCHES)}")
        out[name] = Profile(name=name, memory=memory)
    return out


def _models(table: Any, config: Config) -> dict[str, ModelSettings]:
    if not isinstance(table, dict):
        raise ConfigError("models must be an object")
    out = {}
    for model_id, body in table.items():
        if not model_id or len(model_id) > _MODEL_ID_MAX or not model_id.isprintable():
            raise ConfigError(f"models.{model_id!r} is not a model id")
        base = config.models.get(model_id, ModelSettings())
        out[model_id] = model_settings(body, base, f'models."{model_id}"')
    return out


def update(config: Config, change: Any) -> dict[str, Any]:
    """Check `change` (any part of `current`'s shape), write it into config.toml and apply
    it to `config`; the settings as they now are. The caller serialises updates."""
    if not isinstance(change, dict):
        raise ConfigError("the body must be an object")
    unknown = sorted(set(change) - set(SECTIONS))
    if unknown:
        raise ConfigError(f"{unknown[0]} is not a notes setting")
    profiles = _profiles(change.get("profiles", {}), config)
    writer = writer_settings(change.get("writer", {}), config.writer, "writer")
    models = _models(change.get("models", {}), config)
    _persist(config, profiles, change.get("writer", {}), models)
    config.profiles.update(profiles)
    config.writer = writer
    config.models.update(models)
    return current(config)


def _persist(config: Config, profiles: dict[str, Profile], writer: dict[str, Any],
             models: dict[str, ModelSettings]) -> None:
    def edit(doc: Any) -> None:
        for name, profile in profiles.items():
            table_at(doc, "profiles", name)["memory"] = profile.memory
        if writer:
            table = table_at(doc, "memory", "notes", "writer")
            for key, value in writer.items():
                table[key] = value
        for model_id, settings in models.items():
            table_at(doc, "models", model_id)["inline_blocks"] = settings.inline_blocks

    edit_config(config.home, edit)


def edit_config(home: Path, edit: Callable[[Any], None],
                check: Callable[[str], None] | None = None) -> None:
    """The one writer of config.toml: `edit` changes the parsed document in place (the
    person's comments and unknown keys stay), `check` may refuse the new text with a
    ConfigError before anything is written, and the file is replaced atomically."""
    path = home / "config.toml"
    try:
        doc = tomlkit.parse(path.read_text("utf-8")) if path.exists() else tomlkit.document()
    except tomlkit.exceptions.ParseError as exc:
        raise ConfigError(f"{path}: {exc}") from None
    edit(doc)
    text = tomlkit.dumps(doc)
    if check is not None:
        check(text)
    home.mkdir(parents=True, exist_ok=True, mode=0o700)
    atomic_write(path, text)


def table_at(doc: Any, *keys: str) -> Any:
    """The table at `keys`, made (as a proper `[a.b]` table) where it is missing."""
    node = doc
    for key in keys:
        if key not in node:
            node[key] = tomlkit.table(is_super_table=key != keys[-1])
        node = node[key]
        if not isinstance(node, dict):
            raise ConfigError(f"{'.'.join(keys)} in config.toml is not a table")
    return node
