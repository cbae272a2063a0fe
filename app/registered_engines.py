"""The engines Tandem can run: one entry each, in one table.

An engine is one module (it opens the engine, checks its model, and may add lines to
`tandem doctor`; see app/engine/engines/plug.py) plus one `EngineEntry`: in `ENGINES`
below, or in another package's `tandem.engines` entry point, the way simonw/llm finds its
plugins. The config check, the CLI's --engine choices, the start-up, the doctor and the
Settings page read the entries and nothing else, so a new engine (ExLlamaV3, say) changes
no other module (docs/ARCHITECTURE.md#engines).

This module sits beside config.py, above the layers, and imports nothing of app.engine:
the config, and app.memory which reads it, can name the engines without loading one. An
engine's module is imported only once it is chosen.
"""

from __future__ import annotations

import importlib.util
import logging
from dataclasses import dataclass
from enum import Enum
from importlib.metadata import entry_points

log = logging.getLogger("tandem.engines")

PLUGIN_GROUP = "tandem.engines"
"""The entry-point group another package names its `EngineEntry` under."""


class ModelFiles(Enum):
    """What an engine loads a model from; the value completes "needs …"."""

    GGUF_FILE = "a GGUF file"
    MODEL_FOLDER = "a model folder"
    NONE = "no model"


@dataclass(frozen=True, slots=True)
class EngineEntry:
    name: str
    """`engine =` in config.toml and `--engine`."""
    title: str
    """What the Settings page shows: what the engine is, never its config name."""
    model_files: ModelFiles
    module: str | None
    """The module that opens it; None: no local engine, only the backends are relayed."""
    package: str | None = None
    """What must be importable for it to run: the doctor's availability check."""
    missing: str = ""
    """The doctor's line when `package` is not there: what to install."""
    model_noun: str = ""
    """What its model is called, for the Settings page: "a GGUF model"."""
    default_model: str | None = None
    """What serves when no model is named; None: a model must be named."""
    uses_threads: bool = False
    """Whether the `threads` setting applies to it."""

    @property
    def local(self) -> bool:
        return self.module is not None


ENGINES: tuple[EngineEntry, ...] = (
    EngineEntry(
        "llamacpp", "llama.cpp, on the CPU (a GGUF file)", ModelFiles.GGUF_FILE,
        "app.engine.engines.local.llamacpp_plug", package="llama_cpp",
        missing="llama-cpp-python is not installed", model_noun="a GGUF model",
        default_model="SmolLM2", uses_threads=True,
    ),
    EngineEntry(
        "exllamav2", "ExLlamaV2, on an NVIDIA GPU (an EXL2 folder)", ModelFiles.MODEL_FOLDER,
        "app.engine.engines.local.exl2", package="exllamav2",
        missing="exllamav2 is not installed (pip install 'tandem-desktop[gpu]')",
        model_noun="an EXL2 model folder",
    ),
    EngineEntry("none", "None: only relay to other servers", ModelFiles.NONE, None),
)
"""Tandem's own engines; `none` last, so a plugin's engine is listed before it."""


def engine_entries() -> tuple[EngineEntry, ...]:
    """Tandem's engines and the installed plugins' ones; read afresh each time (a few
    milliseconds), so a plugin installed since is found. A plugin that fails to load,
    or names an engine Tandem has, is one warning and left out."""
    found = list(ENGINES[:-1])
    for point in entry_points(group=PLUGIN_GROUP):
        try:
            entry = point.load()
        except Exception as exc:  # someone else's package: never a reason not to start
            log.warning("engine plugin %s did not load: %s", point.name, exc)
            continue
        if not isinstance(entry, EngineEntry) or entry.name in {
                e.name for e in (*found, ENGINES[-1])}:
            log.warning("engine plugin %s is not a new EngineEntry; left out", point.name)
            continue
        found.append(entry)
    return (*found, ENGINES[-1])


def engine_names() -> tuple[str, ...]:
    return tuple(entry.name for entry in engine_entries())


def engine_entry(name: str) -> EngineEntry:
    """The entry of a name the config check let through; KeyError for any other."""
    for entry in engine_entries():
        if entry.name == name:
            return entry
    raise KeyError(name)


def unavailable(entry: EngineEntry) -> str | None:
    """Why this engine cannot run here, or None; found without importing it (importing
    exllamav2 loads torch and CUDA)."""
    if entry.package is not None and importlib.util.find_spec(entry.package) is None:
        return entry.missing or f"{entry.package} is not installed"
    return None
