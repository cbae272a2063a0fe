"""Model folders laid out as Ollama, LM Studio and the Hugging Face cache lay them out,
holding the packaged SmolLM2 GGUF (hard links: no 98 MB copies, and one header read
serves them all)."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

from app.engine.engines.local.model_files import default_gguf_path

PACKAGED = default_gguf_path()


def link(target: Path) -> Path:
    target.parent.mkdir(parents=True, exist_ok=True)
    os.link(PACKAGED, target)
    return target


def ollama_model(root: Path, name: str, tag: str, namespace: str = "library") -> Path:
    """`root/manifests/registry.ollama.ai/<namespace>/<name>/<tag>` naming a blob."""
    digest = hashlib.sha256(f"{namespace}/{name}:{tag}".encode()).hexdigest()
    blob = link(root / "blobs" / f"sha256-{digest}")
    manifest = root / "manifests" / "registry.ollama.ai" / namespace / name / tag
    manifest.parent.mkdir(parents=True, exist_ok=True)
    manifest.write_text(json.dumps({"schemaVersion": 2, "layers": [
        {"mediaType": "application/vnd.ollama.image.model", "digest": f"sha256:{digest}",
         "size": blob.stat().st_size},
        {"mediaType": "application/vnd.ollama.image.template", "digest": "sha256:00",
         "size": 10},
    ]}))
    return blob


def lmstudio_model(home: Path, publisher: str, repo: str, name: str) -> Path:
    return link(home / ".lmstudio" / "models" / publisher / repo / name)


def hf_cache_model(cache: Path, repo: str, name: str) -> Path:
    """`models--owner--name/snapshots/<rev>/<file>`, a link into `blobs/` as the hub lays it."""
    folder = cache / f"models--{repo.replace('/', '--')}"
    blob = link(folder / "blobs" / hashlib.sha256(name.encode()).hexdigest())
    snap = folder / "snapshots" / ("a" * 40) / name
    snap.parent.mkdir(parents=True, exist_ok=True)
    snap.symlink_to(os.path.relpath(blob, snap.parent))
    return snap
