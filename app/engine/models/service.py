"""ModelsService: the one API for models that the CLI, the HTTP server and the window use.

It lists the local models (catalog.py), reaches the Hub when asked (hub.py), downloads
into Tandem's own `models/` folder (download.py) and removes only from there: other apps'
files are read where they are and never touched. Every call blocks (disk, network), so
the window runs it off the loop and the server lists through `asyncio.to_thread`.
"""

from __future__ import annotations

import logging
import os
import threading
from dataclasses import dataclass
from pathlib import Path

from app.config import Config
from app.engine.models.catalog import LocalModel, ModelCatalog
from app.engine.models.download import Progress, download, inside
from app.engine.models.header import DEFAULT_CONTEXT, OVERHEAD_BYTES, machine_memory
from app.engine.models.hub import HubError, HubFile, RepoHit, pick, repo_files, search
from app.engine.models.places import SHARD

log = logging.getLogger("tandem.models")

KV_PER_TOKEN_8B = 128 * 2**10
"""An 8B model's f16 KV cache per token (Llama-3-8B: 32 layers, 8 KV heads of 128)."""
SIZE_8B_Q4 = 5 * 2**30


class ModelsError(Exception):
    """A request about models that cannot be done; the message says why."""


@dataclass(frozen=True, slots=True)
class Fit:
    """Whether a model fits this machine's memory, before it is downloaded."""

    needed: int
    total: int | None

    @property
    def fits(self) -> bool | None:
        return None if self.total is None else self.needed <= self.total


class ModelsService:
    def __init__(self, config: Config, catalog: ModelCatalog | None = None) -> None:
        self.config = config
        self.catalog = catalog or ModelCatalog(config.home, config.state_dir,
                                               config.context_length)

    @property
    def folder(self) -> Path:
        return self.catalog.folder

    def local(self) -> list[LocalModel]:
        return self.catalog.models()

    def search(self, query: str, limit: int = 20) -> list[RepoHit]:
        if not query.strip():
            raise ModelsError("the search needs some words")
        return search(query, limit)

    def files(self, repo: str) -> list[HubFile]:
        return repo_files(repo)

    def fit(self, size: int) -> Fit:
        """A model's memory from its file size and the configured context, for a file
        not yet on disk (no header to read): the KV cache scales with the model, taken
        as an 8B model's per token at 8B Q4's size."""
        context = self.config.context_length or DEFAULT_CONTEXT
        per_token = max(16 * 2**10, int(KV_PER_TOKEN_8B * min(1.0, size / SIZE_8B_Q4)))
        return Fit(size + OVERHEAD_BYTES + context * per_token, machine_memory())

    def download(self, repo: str, file: str | None = None, *,
                 progress: Progress | None = None,
                 cancel: threading.Event | None = None) -> LocalModel:
        """Download one model of `repo` (`file`, else the default pick) into `models/`;
        the listed model once it is verified."""
        if file is not None and (os.path.isabs(file) or ".." in Path(file).parts):
            raise HubError(f"--file {file!r} must name a file of the repository, not a path")
        chosen = pick(self.files(repo), file, repo)
        path = download(self.folder, repo, chosen, progress=progress, cancel=cancel)
        listed = self.catalog.id_of(path)
        found = self.catalog.get(listed) if listed else None
        if found is None:
            raise ModelsError(f"{path} was downloaded but is not a model the list can show")
        return found

    def remove(self, model: str) -> list[Path]:
        """Delete a model of Tandem's own folder (every shard of a split one)."""
        found = next((m for m in self.local() if m.id == model), None)  # as on disk now
        if found is None:
            raise ModelsError(f"no local model has the id {model!r}; `tandem models list` "
                              "shows the ids")
        if not found.removable or not inside(self.folder, found.path):
            raise ModelsError(f"{model} belongs to {found.source} ({found.path}); Tandem "
                              "removes only what is in its own models folder")
        removed = [p for p in _shards(found.path) if p.exists()]
        for path in removed:
            path.unlink()
        folder = found.path.parent
        if folder != self.folder and inside(self.folder, folder) and not any(folder.iterdir()):
            folder.rmdir()
        log.info("removed model %s (%d file(s))", model, len(removed))
        return removed


def _shards(path: Path) -> list[Path]:
    stem = path.name[:-5]
    shard = SHARD.search(stem)
    if not shard:
        return [path]
    base, count = stem[: shard.start()], shard.group(2)
    return sorted(path.parent.glob(f"{base}-*-of-{count}.gguf"))
