"""Load a GGUF through llama-cpp-python with Tandem's CPU load settings.

`llama_cpp.Llama` builds its `llama_model_params` inside its constructor, from
`llama_model_default_params()`, and has no argument for `use_extra_bufts`. So for the
length of one construction the default-params function is wrapped to apply our settings.
A lock keeps two loads on two threads from seeing each other's wrapper.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import llama_cpp
import llama_cpp.llama_cpp as bindings

from app.engine.engines.local.cpu_settings import LoadSettings, parse_build_features

_LOAD_LOCK = threading.Lock()


def load_llama(path: Path, settings: LoadSettings, **kwargs: Any) -> llama_cpp.Llama:
    """`llama_cpp.Llama(str(path), **kwargs)`, loaded with `settings`."""
    original = bindings.llama_model_default_params

    def with_settings() -> bindings.llama_model_params:
        params = original()
        params.use_extra_bufts = settings.use_extra_bufts
        return params

    with _LOAD_LOCK:
        bindings.llama_model_default_params = with_settings
        try:
            return llama_cpp.Llama(model_path=str(path), **kwargs)
        finally:
            bindings.llama_model_default_params = original


def build_features() -> dict[str, str]:
    """The features this llama.cpp build reports for its CPU backend."""
    return parse_build_features(llama_cpp.llama_print_system_info().decode("utf-8", "replace"))


def library_file() -> Path:
    """The shared library actually loaded: a rebuild changes its size or time."""
    return Path(bindings._lib._name)
