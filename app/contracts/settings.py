"""`$TANDEM_HOME/config.toml` as models: every key DESIGN.md lists, its type and its range.

`ConfigFile` reads the whole file; the notes routes' `NotesSettings` is the part the Notes
tab may change. The settings views read their limits from these models (`limits`), so a
spin box offers exactly what loading accepts. Tables are strict and closed: a typo'd key
is one clear line naming it, never a setting silently ignored.
"""

from __future__ import annotations

import os
import re
from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from app.contracts.limits import number, whole_number
from app.registered_engines import engine_names

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8470
DEFAULT_MAX_TOKENS = 1024
"""A profile's answer length when a request names none: Open WebUI's title and tags
requests send no max_tokens, and one ran 3,545 tokens while the chat waited behind it."""
DEFAULT_KV_CACHE_MB = 512
"""RAM for saved KV states of the llama.cpp engine (see kv_slots.py)."""
DEFAULT_STALL_SECONDS = 120
"""A request whose engine yields nothing this long after its turn began is ended."""
MAX_STALL_SECONDS = 86_400
MIN_CONTEXT_LENGTH = 256
MAX_CONTEXT_LENGTH = 1_048_576
MAX_THREADS = 1024
MAX_MODELS_LOADED = 16
MAX_IDLE_SECONDS = 10**9
MAX_NEW_TOKENS = 10**9

MemorySwitch = Literal["off", "shadow", "on"]

_TABLE = ConfigDict(extra="forbid", strict=True, frozen=True)


class WriterSettings(BaseModel):
    """`[memory.notes.writer]`: the background writer of spec 26.4."""

    model_config = _TABLE
    mode: MemorySwitch = "off"
    idle_seconds: whole_number(0, MAX_IDLE_SECONDS) = Field(  # type: ignore[valid-type]
        180, description="a session has ended: this long without a request…")
    min_new_tokens: whole_number(0, MAX_NEW_TOKENS) = Field(  # type: ignore[valid-type]
        1500, description="…and at least this many new tokens since its last pass")
    gate: number(0, 1) = Field(0.5, description="the gate's p_yes threshold")  # type: ignore[valid-type]
    ban_tool_call: bool = True


class ModelSettings(BaseModel):
    """`[models."<id>"]`: whether this model gets the card and writes blocks itself."""

    model_config = _TABLE
    inline_blocks: Literal["auto", "on", "off"] = "auto"


class ProfileMemory(BaseModel):
    """The part of a profile the Notes tab may change: its memory switch (spec 26.3)."""

    model_config = _TABLE
    memory: MemorySwitch = "off"


class Profile(ProfileMemory):
    """`[profiles.NAME]`; `name` is the table's key."""

    name: str = Field("", exclude=True)
    max_tokens: whole_number(1) = DEFAULT_MAX_TOKENS  # type: ignore[valid-type]


NAME = r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}"
"""A profile, backend or key name: it goes in a header, a model id's prefix or a folder
name, so no spaces, slashes or leading dots. Match it whole (`re.fullmatch`)."""


def _a_name(value: str) -> str:
    if not re.fullmatch(NAME, value):
        raise ValueError("must be a name: letters, digits, '.', '_' or '-', at most 64, "
                         "beginning with a letter or a digit")
    return value


Name = Annotated[str, AfterValidator(_a_name)]


def _no_trailing_slash(url: str) -> str:
    return url.rstrip("/")


class Backend(BaseModel):
    """`[[backends]]`, spec 26.6."""

    model_config = _TABLE
    name: Name
    base_url: Annotated[str, AfterValidator(_no_trailing_slash)]
    api_key: str | None = None
    writer: Literal["auto", "off", "shadow", "on"] = Field(
        "auto", description="the writer behind this backend; auto: the writer's own mode, "
                            "but off on a paid model")
    paid: bool = False
    price_in: number(0) | None = Field(  # type: ignore[valid-type]
        None, description="USD per million tokens; a paid model needs both prices before "
                          "the writer may run on it")
    price_out: number(0) | None = None  # type: ignore[valid-type]
    api: Literal["openai", "anthropic"] = Field(
        "openai", description="openai: chat completions; anthropic: the Messages API, "
                              "relayed natively")


def _registered(engine: str) -> str:
    """An engine is whatever the registry lists (app/registered_engines.py), plugins too."""
    names = engine_names()
    if engine not in names:
        raise ValueError(f"must be one of {'|'.join(names)}")
    return engine


def _absolute(folder: str) -> str:
    if not os.path.isabs(os.path.expanduser(folder)):
        raise ValueError(f"must be an absolute path, not {folder!r}")
    return folder


class NotesTable(BaseModel):
    model_config = ConfigDict(extra="ignore", strict=True, frozen=True)
    writer: WriterSettings = WriterSettings()


class MemoryTable(BaseModel):
    model_config = ConfigDict(extra="ignore", strict=True, frozen=True)
    notes: NotesTable = NotesTable()


class AnthropicTable(BaseModel):
    model_config = ConfigDict(extra="ignore", strict=True, frozen=True)
    models: dict[str, Annotated[str, Field(min_length=1)]] = Field(
        {}, description="a model name an Anthropic client asks for (a glob such as "
                        "`claude-*haiku*` too) -> the model that serves it")



ModelId = Annotated[str, Field(min_length=1, max_length=200, pattern=r"^[^\x00-\x1f\x7f]+$")]


class ConfigFile(BaseModel):
    """The whole of config.toml. Keys other modules own (the window's, say) pass."""

    model_config = ConfigDict(extra="ignore", strict=True)
    host: Annotated[str, Field(min_length=1)] = DEFAULT_HOST
    port: whole_number(0, 65535) = DEFAULT_PORT  # type: ignore[valid-type]
    engine: Annotated[str, AfterValidator(_registered)] = "llamacpp"
    model: str | None = Field(None, description="a GGUF path, a model folder or a local id")
    default_profile: Name = "chat"
    trust: list[str] = Field([], description="addresses whose X-Tandem-User is honoured")
    kv_cache_mb: whole_number(0) = DEFAULT_KV_CACHE_MB  # type: ignore[valid-type]
    context_length: whole_number(MIN_CONTEXT_LENGTH, MAX_CONTEXT_LENGTH) | None = None  # type: ignore[valid-type]
    threads: whole_number(1, MAX_THREADS) | None = None  # type: ignore[valid-type]
    stall_seconds: whole_number(1, MAX_STALL_SECONDS) = DEFAULT_STALL_SECONDS  # type: ignore[valid-type]
    notes_root: Annotated[str, AfterValidator(_absolute)] | None = None
    models_loaded: whole_number(1, MAX_MODELS_LOADED) = 1  # type: ignore[valid-type]
    backends: list[Backend] = []
    profiles: dict[Name, Profile] = {}
    anthropic: AnthropicTable = AnthropicTable()
    memory: MemoryTable = MemoryTable()
    models: dict[ModelId, ModelSettings] = {}


class NotesSettings(BaseModel):
    """What the Notes tab reads and changes (spec 26.7); a PUT may send any part."""

    model_config = ConfigDict(extra="forbid", strict=True)
    profiles: dict[Name, ProfileMemory] = {}
    writer: WriterSettings = WriterSettings()
    models: dict[ModelId, ModelSettings] = {}
