"""Where GGUF files already lie on the machine, and the ids they are listed under.

Tandem's own `models/` folder comes first, then the folders of other apps that exist:
Ollama's blobs (named by its manifests), LM Studio's two folders, and the Hugging Face
cache. Other apps' files are read where they are and never copied, moved or deleted.

Ids never contain `/`, so a local id cannot be mistaken for a backend's `NAME/<id>`; files
that differ only in quantisation keep it as a tag (`llama-3.2-3b-instruct:q8_0`), and
Ollama's models keep their `name:tag`.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

OWN, OLLAMA, LMSTUDIO, HF_CACHE, PACKAGED = "tandem", "ollama", "lmstudio", "hf", "packaged"

_QUANT = re.compile(r"[.\-_](i?q\d\w*|f16|f32|bf16|fp16)$", re.IGNORECASE)
SHARD = re.compile(r"-(\d{5})-of-(\d{5})$")
"""llama.cpp's split files: `name-00001-of-00003.gguf`; the first one is loaded."""
_UNSAFE = re.compile(r"[^a-z0-9._:+-]+")
_OLLAMA_MODEL = "application/vnd.ollama.image.model"
_OLLAMA_REGISTRY = "registry.ollama.ai"


@dataclass(frozen=True, slots=True)
class Found:
    """One model file on disk, before the catalog gives it its final id."""

    id: str
    path: Path
    """The file llama.cpp loads: the first shard of a split model."""
    source: str
    size: int
    """All of its shards together, in bytes."""
    removable: bool = False
    """Only files in Tandem's own folder may be removed."""


def file_id(name: str) -> str:
    """`Llama-3.2-3B-Instruct-Q8_0.gguf` -> `llama-3.2-3b-instruct:q8_0`."""
    stem = SHARD.sub("", name.removesuffix(".gguf").removesuffix(".GGUF"))
    match = _QUANT.search(stem)
    base, tag = (stem[: match.start()], match.group(1)) if match else (stem, "")
    base = _UNSAFE.sub("-", base.lower()).strip("-") or "model"
    return f"{base}:{tag.lower()}" if tag else base


def ollama_roots() -> list[Path]:
    """`OLLAMA_MODELS`, else `~/.ollama/models`; and the system service's folder."""
    env = os.environ.get("OLLAMA_MODELS")
    first = Path(env).expanduser() if env else Path.home() / ".ollama" / "models"
    return [first, Path("/usr/share/ollama/.ollama/models")]


def lmstudio_roots() -> list[Path]:
    return [Path.home() / ".lmstudio" / "models", Path.home() / ".cache" / "lm-studio" / "models"]


def hf_cache_root() -> Path:
    """Where huggingface_hub caches downloads: HF_HUB_CACHE, else HF_HOME/hub."""
    if os.environ.get("HF_HUB_CACHE"):
        return Path(os.environ["HF_HUB_CACHE"]).expanduser()
    home = os.environ.get("HF_HOME") or str(Path.home() / ".cache" / "huggingface")
    return Path(home).expanduser() / "hub"


def watched_folders(own: Path) -> list[Path]:
    """Every folder whose change means the list may have changed."""
    return [own, *ollama_roots(), *lmstudio_roots(), hf_cache_root()]


def find_all(own: Path) -> Iterator[Found]:
    """Every model in every place, Tandem's own first."""
    yield from gguf_files(own, OWN, removable=True)
    for root in ollama_roots():
        yield from ollama_models(root)
    for root in lmstudio_roots():
        yield from gguf_files(root, LMSTUDIO)
    yield from hf_cache_files(hf_cache_root())


def gguf_files(root: Path, source: str, removable: bool = False) -> Iterator[Found]:
    """The GGUF models under `root`: one entry per split model, projector files left out
    (`mmproj-*.gguf` goes with a vision model and cannot run alone)."""
    if not root.is_dir():
        return
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        for name in sorted(filenames):
            found = _one_file(Path(dirpath), name, filenames, source, removable)
            if found is not None:
                yield found


def _one_file(folder: Path, name: str, siblings: list[str], source: str,
              removable: bool) -> Found | None:
    if not name.lower().endswith(".gguf") or "mmproj" in name.lower() or name.startswith("."):
        return None
    stem = name[:-5]
    shard = SHARD.search(stem)
    if shard and shard.group(1) != "00001":
        return None
    parts = [name]
    if shard:
        base, count = stem[: shard.start()], shard.group(2)
        parts = [n for n in siblings if n.startswith(base) and n.endswith(f"-of-{count}.gguf")]
    try:
        size = sum((folder / p).stat().st_size for p in parts)
    except OSError:
        return None
    return Found(file_id(name), folder / name, source, size, removable)


def hf_cache_files(root: Path) -> Iterator[Found]:
    """The GGUFs in the cache's snapshots (links to its blobs), the newest revision's."""
    if not root.is_dir():
        return
    for repo in sorted(root.glob("models--*")):
        seen: set[str] = set()
        snapshots = sorted((repo / "snapshots").glob("*"), key=_mtime, reverse=True)
        for snapshot in snapshots:
            for found in gguf_files(snapshot, HF_CACHE):
                if found.path.name not in seen:
                    seen.add(found.path.name)
                    yield found


def ollama_models(root: Path) -> Iterator[Found]:
    """Ollama's models, named by their manifests; the blob is the file that is loaded."""
    manifests = root / "manifests"
    if not manifests.is_dir():
        return
    for manifest in sorted(p for p in manifests.rglob("*") if p.is_file()):
        try:
            layers = json.loads(manifest.read_text("utf-8")).get("layers", [])
        except (OSError, ValueError, AttributeError):
            continue
        digest = next((layer.get("digest") for layer in layers if isinstance(layer, dict)
                       and layer.get("mediaType") == _OLLAMA_MODEL), None)
        if not isinstance(digest, str):
            continue
        blob = root / "blobs" / digest.replace(":", "-")
        try:
            size = blob.stat().st_size
        except OSError:
            continue
        yield Found(ollama_id(manifest.relative_to(manifests).parts), blob, OLLAMA, size)


def ollama_id(parts: tuple[str, ...]) -> str:
    """`registry.ollama.ai/library/qwen3/4b` -> `qwen3:4b`; another namespace or host
    stays in the name, joined by `-` (an id has no `/`)."""
    *where, tag = parts
    if where[:2] == [_OLLAMA_REGISTRY, "library"]:
        where = where[2:]
    elif where[:1] == [_OLLAMA_REGISTRY]:
        where = where[1:]
    name = "-".join(where) or "model"
    return _UNSAFE.sub("-", f"{name}:{tag}".lower())


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
