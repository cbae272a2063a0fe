"""The local models, scanned at start and again when one of their folders changes.

`/v1/models`, the window's model picker and `tandem models list` all read this one list.
A listing never rescans: it compares the folders' modification times with those of the
last scan (a few `stat` calls) and scans only when one changed, so a file dropped into
`models/` shows up on the next listing while an unchanged machine costs nothing. What a
header said is kept in `state/model-headers.json` per file (device and inode, so every
link to one file shares it) with its size and time, so a restart does not read every
header again.
"""

from __future__ import annotations

import json
import logging
import os
import threading
from dataclasses import dataclass
from pathlib import Path

from app.atomic_write import atomic_write
from app.engine.engines.base import EngineError
from app.engine.engines.local.model_files import default_gguf_path, model_id, resolve_gguf
from app.engine.models.header import GgufInfo, HeaderError, memory_needed, read_header
from app.engine.models.places import PACKAGED, Found, find_all, watched_folders
from app.private_dir import make_private_dir

log = logging.getLogger("tandem.models")

HEADERS_FILE = "model-headers.json"
MODELS_FOLDER = "models"


@dataclass(frozen=True, slots=True)
class LocalModel:
    """One row of the list: the file, where it came from, and what its header says."""

    id: str
    path: Path
    source: str
    size: int
    removable: bool
    info: GgufInfo | None
    memory: int
    """Bytes it needs at the configured context (header.memory_needed)."""
    problem: str | None = None
    """Why its header could not be read; such a model is listed but will not load."""


def own_folder(home: Path) -> Path:
    """Tandem's own models folder, where downloads go and `models rm` may remove."""
    return home / MODELS_FOLDER


def is_local_id(home: Path, model: str | None) -> bool:
    """Whether `model` is an id of the local list (not a path): what a setting may name."""
    if not model or "/" in model or model.endswith(".gguf"):
        return False
    return ModelCatalog(home, home / "state").get(model) is not None


class ModelCatalog:
    """Every local model by id; safe to read from the loop and from worker threads."""

    def __init__(self, home: Path, state_dir: Path, context: int | None = None) -> None:
        self.folder = own_folder(home)
        self.state_dir = state_dir
        self.context = context
        self._lock = threading.Lock()
        self._signature: tuple = ()
        self._models: dict[str, LocalModel] = {}
        self._headers: dict[str, dict] = self._load_headers()

    def models(self) -> list[LocalModel]:
        """The list, rescanned first if a folder changed since the last scan."""
        with self._lock:
            signature = _signature(watched_folders(self.folder))
            if signature != self._signature or not self._models:
                self._models = self._scan()
                self._signature = signature
            return list(self._models.values())

    def get(self, model: str) -> LocalModel | None:
        """The model listed under `model`; ids only, never a path. An id of the last scan
        is answered from it, so a request (on the loop) never waits for a scan unless it
        names an id the last scan did not see."""
        with self._lock:
            known = self._models.get(model)
        if known is not None:
            return known
        return next((m for m in self.models() if m.id == model), None)

    def resolve(self, model: str | None) -> Path | None:
        """The file for an id from the list, else None (the caller treats it as a path)."""
        if not model:
            return None
        found = self.get(model)
        return found.path if found is not None else None

    def file_for(self, model: str | None) -> Path:
        """The GGUF a flag or setting names: a listed id, else a path or the packaged
        model's name (resolve_gguf's checks and its one-line errors)."""
        listed = self.resolve(model)
        return listed if listed is not None else resolve_gguf(model)

    def id_of(self, path: Path) -> str | None:
        """The id the list gives the file at `path`, if it lists it."""
        real = os.path.realpath(path)
        return next((m.id for m in self.models() if os.path.realpath(m.path) == real), None)

    def packaged_id(self) -> str | None:
        return next((m.id for m in self.models() if m.source == PACKAGED), None)

    # -- scanning ------------------------------------------------------------------------

    def _scan(self) -> dict[str, LocalModel]:
        found: list[Found] = []
        try:
            default = default_gguf_path()
            found.append(Found(model_id(default), default, PACKAGED, default.stat().st_size))
        except (EngineError, OSError):
            pass
        found.extend(find_all(self.folder))
        models: dict[str, LocalModel] = {}
        seen: set[str] = set()
        for item in found:
            real = os.path.realpath(item.path)
            if real in seen:
                continue
            seen.add(real)
            model = self._entry(item, _unique(item, models))
            models[model.id] = model
        self._save_headers()
        log.info("found %d local model(s)", len(models))
        return models

    def _entry(self, item: Found, model: str) -> LocalModel:
        info, problem = self._header(item.path)
        return LocalModel(model, item.path, item.source, item.size, item.removable, info,
                          memory_needed(item.size, info, self.context), problem)

    def _header(self, path: Path) -> tuple[GgufInfo | None, str | None]:
        try:
            stat = path.stat()
        except OSError as exc:
            return None, f"cannot read {path.name}: {exc.strerror}"
        key = f"{stat.st_dev}:{stat.st_ino}"  # a file's links (Ollama's blob, say) share it
        kept = self._headers.get(key)
        if kept and kept.get("size") == stat.st_size and kept.get("mtime") == stat.st_mtime_ns:
            return GgufInfo.from_dict(kept["info"]), None
        try:
            info = read_header(path)
        except HeaderError as exc:
            return None, str(exc)
        self._headers[key] = {"size": stat.st_size, "mtime": stat.st_mtime_ns,
                              "info": info.as_dict()}
        return info, None

    def _load_headers(self) -> dict[str, dict]:
        try:
            data = json.loads((self.state_dir / HEADERS_FILE).read_text("utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def _save_headers(self) -> None:
        try:
            make_private_dir(self.state_dir)
            atomic_write(self.state_dir / HEADERS_FILE, json.dumps(self._headers) + "\n")
        except OSError as exc:
            log.warning("cannot keep the model headers in %s: %s", self.state_dir, exc)


def _unique(item: Found, taken: dict[str, LocalModel]) -> str:
    """The file's id, or with its source added (`name@lmstudio`) when another place
    already has a model by that name; a number after that."""
    if item.id not in taken:
        return item.id
    candidate = f"{item.id}@{item.source}"
    n = 2
    while candidate in taken:
        candidate, n = f"{item.id}@{item.source}-{n}", n + 1
    return candidate


def _signature(folders: list[Path]) -> tuple:
    """The modification times of every folder under `folders` (files are not stat-ed:
    adding, removing or renaming one changes its folder's time)."""
    out: list[tuple[str, int]] = []
    for root in folders:
        for dirpath, dirnames, _ in os.walk(root):
            dirnames[:] = [d for d in dirnames if not d.startswith(".")]
            try:
                out.append((dirpath, os.stat(dirpath).st_mtime_ns))
            except OSError:
                continue
    return tuple(out)
