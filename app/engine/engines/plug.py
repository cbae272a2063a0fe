"""What an engine's module gives Tandem, and how the module is found from its entry.

Each `EngineEntry` (app/registered_engines.py) names one module; the start-up opens the engine
through it and `tandem doctor` checks through it, so neither knows any engine by name.
The module is a plain module with the three functions of `EngineModule`; it is imported
only when its engine is chosen, so an engine's heavy imports (torch, CUDA) wait until then.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Protocol, cast

from app.config import Config
from app.engine.abandon import Abandon
from app.engine.engines.base import Engine
from app.engine.models.catalog import ModelCatalog
from app.registered_engines import EngineEntry


@dataclass(frozen=True, slots=True)
class EngineStart:
    """What opening an engine may use."""

    config: Config
    abandon: Abandon
    """A quit during the start: ends it before the model loads, never after."""
    catalog: ModelCatalog
    """The local models, by id."""
    model_flag: bool
    """The model was named on the command line (one that has gone stops the start),
    rather than saved as the default (then the engine's default model may serve)."""


class EngineModule(Protocol):
    """The functions of an engine's module."""

    def open_engine(self, start: EngineStart) -> Engine:
        """The engine, its first model loaded; an EngineError says what the person must
        fix."""
        ...

    def check_model(self, config: Config) -> str:
        """The model the engine would load, as the doctor shows it; an EngineError when
        it cannot."""
        ...

    def doctor_lines(self, config: Config) -> list[tuple[str, str]]:
        """The doctor's further checks, run once the basic ones pass: (label, text) each;
        an EngineError fails them."""
        ...


def engine_module(entry: EngineEntry) -> EngineModule:
    """The module of a local engine's entry, imported now."""
    assert entry.module is not None, f"engine {entry.name} opens no local engine"
    return cast(EngineModule, importlib.import_module(entry.module))
