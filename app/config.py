"""Where Tandem keeps its files, and the settings read from `$TANDEM_HOME/config.toml`.

Every other module takes a `Config` rather than reading the environment, so tests can
point a whole process at a temporary home.
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Literal

from app.registered_engines import engine_entry, engine_names

RESOURCES = Path(__file__).resolve().parent.parent / "resources"
DEFAULT_HOME = Path.home() / ".qwen38-spark-engine"
DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8470

DEFAULT_MAX_TOKENS = 1024
"""A profile's answer length when a request names none: Open WebUI's title and tags
requests send no max_tokens, and one ran 3,545 tokens while the chat waited behind it."""
DEFAULT_KV_CACHE_MB = 512
"""RAM for saved KV states of the llama.cpp engine (see kv_slots.py)."""
MIN_CONTEXT_LENGTH = 256
MAX_CONTEXT_LENGTH = 1_048_576
MAX_THREADS = 1024
MAX_MODELS_LOADED = 16
DEFAULT_STALL_SECONDS = 120
"""A request whose engine yields nothing this long after its turn began is ended."""
MAX_STALL_SECONDS = 86_400

MemorySwitch = Literal["off", "shadow", "on"]
MEMORY_SWITCHES: tuple[str, ...] = ("off", "shadow", "on")
WRITER_MODES: tuple[str, ...] = ("off", "shadow", "on")
INLINE_BLOCKS: tuple[str, ...] = ("auto", "on", "off")


class ConfigError(ValueError):
    """A config file or flag that Tandem cannot use; the message names the field."""


@dataclass(frozen=True, slots=True)
class Profile:
    name: str
    memory: MemorySwitch = "off"
    max_tokens: int = DEFAULT_MAX_TOKENS


@dataclass(frozen=True, slots=True)
class Backend:
    name: str
    base_url: str
    api_key: str | None = None
    writer: str = "auto"
    """The background writer behind this backend (spec 26.6): auto (the writer's own mode,
    but off on a paid model), off, shadow or on."""
    paid: bool = False
    price_in: float | None = None
    price_out: float | None = None
    """USD per million tokens; a paid model needs both before the writer may run on it."""
    api: str = "openai"
    """The backend's wire: `openai` (chat completions) or `anthropic` (the Messages API,
    relayed natively, its prompt caching passed through)."""


@dataclass(frozen=True, slots=True)
class WriterSettings:
    """`[memory.notes.writer]`: the background writer of spec 26.4."""

    mode: str = "off"
    idle_seconds: int = 180
    min_new_tokens: int = 1500
    gate: float = 0.5
    ban_tool_call: bool = True


@dataclass(frozen=True, slots=True)
class ModelSettings:
    """`[models."<id>"]`: whether this model gets the card and writes blocks itself."""

    inline_blocks: str = "auto"


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


def _profiles_from(table: dict, into: dict[str, Profile], source: str) -> None:
    for name, body in table.items():
        if not isinstance(body, dict):
            raise ConfigError(f"{source}: profiles.{name} must be a table")
        known = into.get(name, Profile(name=name))
        memory = body.get("memory", known.memory)
        if memory not in MEMORY_SWITCHES:
            raise ConfigError(f"{source}: profiles.{name}.memory must be one of off|shadow|on")
        max_tokens = body.get("max_tokens", known.max_tokens)
        if not isinstance(max_tokens, int) or isinstance(max_tokens, bool) or max_tokens < 1:
            raise ConfigError(f"{source}: profiles.{name}.max_tokens must be a whole number "
                              f"of at least 1, not {max_tokens!r}")
        into[name] = Profile(name=name, memory=memory, max_tokens=max_tokens)


def writer_settings(table: Any, base: WriterSettings, where: str) -> WriterSettings:
    """`base` with the keys of `table` on top; a ConfigError naming `<where>.<key>` for an
    unknown key or a bad value. Shared by config.toml and the settings route."""
    if not isinstance(table, dict):
        raise ConfigError(f"{where} must be a table")
    values: dict[str, Any] = {}
    for key, value in table.items():
        name = f"{where}.{key}"
        if key == "mode":
            if value not in WRITER_MODES:
                raise ConfigError(f"{name} must be one of {'|'.join(WRITER_MODES)}")
        elif key in ("idle_seconds", "min_new_tokens"):
            if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 10**9:
                raise ConfigError(f"{name} must be a whole number from 0, not {value!r}")
        elif key == "gate":
            if not isinstance(value, int | float) or isinstance(value, bool) or not (
                    0.0 <= value <= 1.0):
                raise ConfigError(f"{name} must be a number from 0 to 1, not {value!r}")
            value = float(value)
        elif key == "ban_tool_call":
            if not isinstance(value, bool):
                raise ConfigError(f"{name} must be true or false, not {value!r}")
        else:
            raise ConfigError(f"{name} is not a writer setting")
        values[key] = value
    return replace(base, **values)


def model_settings(table: Any, base: ModelSettings, where: str) -> ModelSettings:
    if not isinstance(table, dict):
        raise ConfigError(f"{where} must be a table")
    for key, value in table.items():
        if key != "inline_blocks":
            raise ConfigError(f"{where}.{key} is not a model setting")
        if value not in INLINE_BLOCKS:
            raise ConfigError(f"{where}.inline_blocks must be one of {'|'.join(INLINE_BLOCKS)}")
    return replace(base, **table)


BACKEND_WRITER_MODES: tuple[str, ...] = ("auto", "off", "shadow", "on")
BACKEND_APIS: tuple[str, ...] = ("openai", "anthropic")


def _backend(table: dict, where: str) -> Backend:
    writer = table.get("writer", "auto")
    if writer not in BACKEND_WRITER_MODES:
        raise ConfigError(f"{where}.writer must be one of {'|'.join(BACKEND_WRITER_MODES)}")
    api = table.get("api", "openai")
    if api not in BACKEND_APIS:
        raise ConfigError(f"{where}.api must be one of {'|'.join(BACKEND_APIS)}")
    paid = table.get("paid", False)
    if not isinstance(paid, bool):
        raise ConfigError(f"{where}.paid must be true or false, not {paid!r}")
    prices: dict[str, float | None] = {}
    for key in ("price_in", "price_out"):
        value = table.get(key)
        if value is not None and (
            not isinstance(value, int | float) or isinstance(value, bool) or value < 0
        ):
            raise ConfigError(f"{where}.{key} must be a number of USD per million tokens")
        prices[key] = None if value is None else float(value)
    return Backend(table["name"], table["base_url"].rstrip("/"), table.get("api_key"),
                   writer=writer, paid=paid, api=api, **prices)


def _typed(data: dict, key: str, kind: type, default: Any, source: Path) -> Any:
    """`data[key]` if it has the right type; a ConfigError that names the key otherwise."""
    value = data.get(key, default)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise ConfigError(f"{source}: {key} must be {_KIND_WORDS[kind]}, not {value!r}")
    return value


_KIND_WORDS: dict[type, str] = {
    int: "a whole number", str: "a string", list: "a list", bool: "true or false",
    float: "a number", dict: "a table",
}


def _bounded(data: dict, key: str, low: int, high: int, source: Path) -> int | None:
    """An optional whole number from `low` to `high`; a ConfigError naming the key."""
    value = _typed(data, key, int, low, source) if key in data else None
    if value is not None and not low <= value <= high:
        raise ConfigError(f"{source}: {key} must be from {low} to {high}, not {value}")
    return value


def _notes_folder(data: dict, source: Path) -> Path | None:
    if "notes_root" not in data:
        return None
    folder = Path(_typed(data, "notes_root", str, "", source)).expanduser()
    if not folder.is_absolute():
        raise ConfigError(f"{source}: notes_root must be an absolute path, not {str(folder)!r}")
    return folder


def _anthropic_models(data: dict, source: Path) -> dict[str, str]:
    table = _typed(data, "anthropic", dict, {}, source).get("models", {})
    if not isinstance(table, dict):
        raise ConfigError(f"{source}: anthropic.models must be a table")
    for name, target in table.items():
        if not isinstance(target, str) or not target:
            raise ConfigError(f"{source}: anthropic.models.\"{name}\" must be a model name, "
                              f"not {target!r}")
    return dict(table)


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
    cfg = Config(home=home)
    shipped = tomllib.loads((RESOURCES / "profiles.toml").read_text("utf-8"))
    _profiles_from(shipped.get("profiles", {}), cfg.profiles, "resources/profiles.toml")
    cfg.host = _typed(data, "host", str, cfg.host, path)
    if not cfg.host:
        raise ConfigError(f"{path}: host must not be empty")
    cfg.port = _typed(data, "port", int, cfg.port, path)
    if not 0 <= cfg.port <= 65535:
        raise ConfigError(f"{path}: port must be from 0 to 65535, not {cfg.port}")
    cfg.engine = _typed(data, "engine", str, cfg.engine, path)
    if cfg.engine not in engine_names():
        raise ConfigError(f"{path}: engine must be one of {'|'.join(engine_names())}")
    cfg.model = _typed(data, "model", str, cfg.model or "", path) or None
    cfg.default_profile = _typed(data, "default_profile", str, cfg.default_profile, path)
    cfg.trust = [str(a) for a in _typed(data, "trust", list, [], path)]
    cfg.kv_cache_mb = _typed(data, "kv_cache_mb", int, cfg.kv_cache_mb, path)
    if cfg.kv_cache_mb < 0:
        raise ConfigError(f"{path}: kv_cache_mb must be 0 or more, not {cfg.kv_cache_mb}")
    cfg.context_length = _bounded(data, "context_length", MIN_CONTEXT_LENGTH,
                                  MAX_CONTEXT_LENGTH, path)
    cfg.threads = _bounded(data, "threads", 1, MAX_THREADS, path)
    cfg.stall_seconds = (_bounded(data, "stall_seconds", 1, MAX_STALL_SECONDS, path)
                         or DEFAULT_STALL_SECONDS)
    cfg.notes_folder = _notes_folder(data, path)
    cfg.models_loaded = _bounded(data, "models_loaded", 1, MAX_MODELS_LOADED, path) or 1
    for i, b in enumerate(_typed(data, "backends", list, [], path)):
        if not isinstance(b, dict) or "name" not in b or "base_url" not in b:
            raise ConfigError(f"{path}: backends[{i}] needs name and base_url")
        cfg.backends.append(_backend(b, f"{path}: backends[{i}]"))
    _profiles_from(data.get("profiles", {}), cfg.profiles, str(path))
    cfg.anthropic_models = _anthropic_models(data, path)
    memory = data.get("memory", {})
    notes = memory.get("notes", {}) if isinstance(memory, dict) else None
    if not isinstance(notes, dict):
        raise ConfigError(f"{path}: memory.notes must be a table")
    try:
        cfg.writer = writer_settings(notes.get("writer", {}), cfg.writer, "memory.notes.writer")
        models = data.get("models", {})
        if not isinstance(models, dict):
            raise ConfigError("models must be a table")
        for model_id, table in models.items():
            where = f"models.\"{model_id}\""
            cfg.models[model_id] = model_settings(table, ModelSettings(), where)
    except ConfigError as exc:
        raise ConfigError(f"{path}: {exc}") from None
    return cfg
