"""Where Tandem keeps its files, and the settings read from `$TANDEM_HOME/config.toml`.

Every other module takes a `Config` rather than reading the environment, so tests can
point a whole process at a temporary home.
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from app.contracts.problems import first_problem
from app.contracts.settings import (
    DEFAULT_HOST,
    DEFAULT_KV_CACHE_MB,
    DEFAULT_PORT,
    DEFAULT_STALL_SECONDS,
    Backend,
    ConfigFile,
    ModelSettings,
    Profile,
    WriterSettings,
)
from app.registered_engines import engine_entry

RESOURCES = Path(__file__).resolve().parent.parent / "resources"
DEFAULT_HOME = Path.home() / ".qwen38-spark-engine"


class ConfigError(ValueError):
    """A config file or flag that Tandem cannot use; the message names the field."""


@dataclass(slots=True)
class Config:
    home: Path
    host: str = DEFAULT_HOST
    port: int = DEFAULT_PORT
    engine: str = "llamacpp"
    model: str | None = None
    backends: list[Backend] = field(default_factory=list)
    trust: list[str] = field(default_factory=list)
    default_profile: str = "chat"
    profiles: dict[str, Profile] = field(default_factory=dict)
    writer: WriterSettings = field(default_factory=WriterSettings)
    models: dict[str, ModelSettings] = field(default_factory=dict)
    kv_cache_mb: int = DEFAULT_KV_CACHE_MB
    context_length: int | None = None
    """Caps the local engine's context; None: the engine's own default."""
    threads: int | None = None
    """llama.cpp's threads; None: one per CPU this process may use (`llama_threads`)."""
    notes_folder: Path | None = None
    """`notes_root` as config.toml sets it; None: the default under the home."""
    models_loaded: int = 1
    """How many local models stay loaded at once; a request for another frees the one
    used longest ago (app/engine/models/switching.py)."""
    stall_seconds: int = DEFAULT_STALL_SECONDS
    """How long an engine may produce nothing once a request's turn began (queue time not
    counted) before the request ends with an error (engines/queue.py)."""
    anthropic_models: dict[str, str] = field(default_factory=dict)
    """`[anthropic.models]`: a model name an Anthropic client asks for (a glob such as
    `claude-*haiku*` too) -> the model that serves it; unmatched names get the default."""

    def settings_for_model(self, model_id: str) -> ModelSettings:
        return self.models.get(model_id, ModelSettings())

    @property
    def notes_root(self) -> Path:
        return self.notes_folder or default_notes_root(self.home)

    @property
    def state_dir(self) -> Path:
        return self.home / "state"

    @property
    def llama_threads(self) -> int:
        """What the llama.cpp engine loads with and its probe (the start's, the doctor's)
        times: `threads`, else one per usable CPU."""
        return self.threads or usable_cpus()

    def profile(self, name: str | None) -> Profile:
        """The named profile; an unknown name gets memory off rather than an error."""
        key = name or self.default_profile
        return self.profiles.get(key, Profile(name=key, memory="off"))


def nothing_to_run(config: Config) -> str | None:
    """Why this engine choice cannot start, or None: the start-up and the Settings dialog
    both ask, so a saved choice never leaves Tandem unable to start."""
    entry = engine_entry(config.engine)
    if entry.local and entry.default_model is None and not config.model:
        return (f"engine {entry.name} needs {entry.model_files.value} (--model PATH, or "
                "model in config.toml)")
    if not entry.local and not config.backends:
        return (f"nothing to serve: engine {entry.name} needs at least one backend "
                "(--backend, or [[backends]] in config.toml)")
    return None


def usable_cpus() -> int:
    """The CPUs this process may run on: its affinity mask (taskset, a container's
    cpuset), which os.cpu_count ignores; os.cpu_count where the OS has no such call."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0)) or 1
    return os.cpu_count() or 1


def default_notes_root(home: Path) -> Path:
    """Where the notes live unless config.toml's `notes_root` says otherwise."""
    return home / "memory" / "notes"


def resolve_home(flag: str | os.PathLike[str] | None = None) -> Path:
    """--home wins over $TANDEM_HOME, which wins over the default."""
    if flag:
        return Path(flag).expanduser().resolve()
    env = os.environ.get("TANDEM_HOME")
    if env:
        return Path(env).expanduser().resolve()
    return DEFAULT_HOME


def _settings_error(exc: ValidationError, source: object) -> ConfigError:
    """A model's complaint as the one line DESIGN.md asks for: `<file>: <key> must be …`."""
    problem = first_problem(exc, quote_keys_under=("models",), object_word="a table")
    return ConfigError(f"{source}: {problem.field} {problem.phrase}" if problem.field
                       else f"{source}: {problem.phrase}")


def _profiles(table: dict[str, Any], into: dict[str, Profile]) -> None:
    """`table`'s profiles over `into`'s: a key the table sets wins, the rest is kept."""
    for name, patch in table.items():
        known = into.get(name, Profile(name=name))
        into[name] = known.model_copy(update={
            **patch.model_dump(include=patch.model_fields_set), "name": name})


def load_config(home: Path) -> Config:
    """Shipped profiles first, then the user's config.toml on top."""
    path = home / "config.toml"
    if not path.exists():
        return config_from({}, home, path)
    try:
        data = tomllib.loads(path.read_text("utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: {exc}") from exc
    return config_from(data, home, path)


def config_from(data: dict[str, Any], home: Path, path: Path) -> Config:
    """The settings that config.toml's parsed `data` gives; a ConfigError naming the key
    for a bad value. Shared by `load_config` and the settings writers, which check a change
    this way before writing it."""
    try:
        shipped = ConfigFile.model_validate(
            tomllib.loads((RESOURCES / "profiles.toml").read_text("utf-8")))
        read = ConfigFile.model_validate(data)
    except ValidationError as exc:
        raise _settings_error(exc, path) from None
    cfg = Config(home=home, host=read.host, port=read.port, engine=read.engine,
                 model=read.model or None, default_profile=read.default_profile,
                 trust=list(read.trust), kv_cache_mb=read.kv_cache_mb,
                 context_length=read.context_length, threads=read.threads,
                 stall_seconds=read.stall_seconds, models_loaded=read.models_loaded,
                 backends=list(read.backends), writer=read.memory.notes.writer,
                 models=dict(read.models), anthropic_models=dict(read.anthropic.models),
                 notes_folder=Path(read.notes_root).expanduser() if read.notes_root else None)
    _profiles(shipped.profiles, cfg.profiles)
    _profiles(read.profiles, cfg.profiles)
    return cfg
