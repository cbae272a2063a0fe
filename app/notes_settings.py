"""The notes settings of spec 26.7: each profile's memory switch, the background writer's
settings and each model's `inline_blocks`, as the Notes tab and the admin routes see them.

A change is checked whole before anything moves (a bad value is a `ConfigError` naming
its key, and nothing is written), then written into config.toml with the person's own
comments and other keys kept (tomlkit), atomically, and applied to the running `Config`:
the conductor reads the profile switch on every request, so no restart is needed.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import tomlkit
from pydantic import ValidationError

from app.atomic_write import atomic_write
from app.config import Config, ConfigError
from app.contracts.problems import Problem, first_problem
from app.contracts.settings import ModelSettings, NotesSettings, Profile, ProfileMemory


class SettingsRefused(ConfigError):
    """A change the models refused; `problem` names the field, as the route's 400 does."""

    def __init__(self, problem: Problem) -> None:
        super().__init__(problem.message)
        self.problem = problem


def current(config: Config) -> dict[str, Any]:
    """The settings as JSON, in `NotesSettings`' shape."""
    return NotesSettings(
        profiles={n: ProfileMemory(memory=p.memory) for n, p in sorted(config.profiles.items())},
        writer=config.writer, models=dict(sorted(config.models.items())),
    ).model_dump()


def update(config: Config, change: Any) -> dict[str, Any]:
    """Check `change` (any part of `current`'s shape), write it into config.toml and apply
    it to `config`; the settings as they now are. The caller serialises updates."""
    try:
        asked = NotesSettings.model_validate(change)
    except ValidationError as exc:
        raise SettingsRefused(first_problem(exc, quote_keys_under=("models",))) from None
    profiles = {name: config.profile(name).model_copy(update={"name": name, **p.model_dump(
        include=p.model_fields_set)}) for name, p in asked.profiles.items()}
    writer_change = asked.writer.model_dump(include=asked.writer.model_fields_set)
    writer = config.writer.model_copy(update=writer_change)
    # A model entry, like the writer, changes only in the keys the request sent.
    model_changes = {model_id: m.model_dump(include=m.model_fields_set)
                     for model_id, m in asked.models.items() if m.model_fields_set}
    models = {model_id: config.models.get(model_id, ModelSettings()).model_copy(update=fields)
              for model_id, fields in model_changes.items()}
    _persist(config, profiles, writer_change, model_changes)
    config.profiles.update(profiles)
    config.writer = writer
    config.models.update(models)
    return current(config)


def _persist(config: Config, profiles: dict[str, Profile], writer: dict[str, Any],
             models: dict[str, dict[str, Any]]) -> None:
    def edit(doc: Any) -> None:
        for name, profile in profiles.items():
            table_at(doc, "profiles", name)["memory"] = profile.memory
        if writer:
            table = table_at(doc, "memory", "notes", "writer")
            for key, value in writer.items():
                table[key] = value
        for model_id, change in models.items():
            table = table_at(doc, "models", model_id)
            for key, value in change.items():
                table[key] = value

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
