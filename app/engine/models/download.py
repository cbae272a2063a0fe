"""One model downloaded from the Hub into Tandem's `models/` folder: checked for room
first, resumable, verified against the Hub's SHA-256 before it is listed.

huggingface_hub's own `hf_hub_download` throws a partial file away when a download
fails, so a cut connection or a cancel would start again from zero. Here the bytes
collect in `models/.partial/…/<file>.part` and a later download of the same file goes on
from its end (an HTTP Range request, made by the library's `http_get`). The finished file
is hashed and compared with the SHA-256 the Hub lists for it; a mismatch deletes it and
says so. Only then is it renamed into place, where the catalog finds it. A split model
(`-00001-of-0000N.gguf`) downloads whole, its parts into one folder.
"""

from __future__ import annotations

import hashlib
import logging
import os
import shutil
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from app.engine.models.hub import HubError, HubFile, check_repo_id, endpoint, hub_errors, token

log = logging.getLogger("tandem.models")

PARTIAL = ".partial"
FREE_MARGIN = 64 * 2**20
"""Room left over after a download: a full disk breaks everything else too."""

Progress = Callable[[int, int], None]
"""(bytes so far, bytes in all), called as chunks arrive."""


class Cancelled(Exception):
    """The person cancelled; what arrived is kept for a resume."""


def target_folder(models: Path, repo: str) -> Path:
    """`models/<owner>--<name>`: a repository's files side by side, apart from others'."""
    check_repo_id(repo)
    return models / repo.replace("/", "--")


def inside(folder: Path, path: Path) -> bool:
    return Path(os.path.abspath(path)).is_relative_to(os.path.abspath(folder))


def download(models: Path, repo: str, model: HubFile, *, progress: Progress | None = None,
             cancel: threading.Event | None = None) -> Path:
    """Download `model` of `repo`; the path of its first file once all are verified."""
    folder = target_folder(models, repo)
    partial = models / PARTIAL / folder.name
    finals = [folder / os.path.basename(p) for p in model.parts]
    for final in finals:
        if not inside(models, final) or not final.name.lower().endswith(".gguf"):
            raise HubError(f"refused {final.name!r}: a download stays inside {models}")
    for part_sha in model.sha256:
        if not part_sha:
            raise HubError(f"the Hub lists no SHA-256 for {model.path}; it cannot be checked, "
                           "so it is not downloaded")
    parts = [partial / (f.name + ".part") for f in finals]
    have = [p.stat().st_size if p.exists() else 0 for p in parts]
    done_before = [f.exists() for f in finals]
    needed = sum(size - got for size, got, done in zip(model.sizes, have, done_before,
                                                      strict=True) if not done)
    _check_room(models, needed)
    folder.mkdir(parents=True, exist_ok=True)
    partial.mkdir(parents=True, exist_ok=True)
    total = model.size
    base = 0
    for path, final, part, size, sha, done in zip(model.parts, finals, parts, model.sizes,
                                                  model.sha256, done_before, strict=True):
        if not done:
            _fetch(repo, path, part, size, base, total, progress, cancel)
            _verify(part, sha or "", final)
            os.replace(part, final)
            _fsync_dir(folder)
        base += size
    if progress is not None:
        progress(total, total)
    log.info("downloaded %s from %s (%d bytes)", finals[0].name, repo, total)
    return finals[0]


def _check_room(models: Path, needed: int) -> None:
    probe = models
    while not probe.exists():
        probe = probe.parent
    free = shutil.disk_usage(probe).free
    if needed + FREE_MARGIN > free:
        raise HubError(f"not enough free disk space: the download needs {_gb(needed)} and "
                       f"{probe} has {_gb(free)} free; free some space or pick a smaller file")


def _fetch(repo: str, path: str, part: Path, size: int, base: int, total: int,
           progress: Progress | None, cancel: threading.Event | None) -> None:
    from huggingface_hub import hf_hub_url
    from huggingface_hub.file_download import http_get
    from huggingface_hub.utils import build_hf_headers

    url = hf_hub_url(repo, path, endpoint=endpoint())
    resume = part.stat().st_size if part.exists() else 0
    if resume > size:  # not this file's start: begin again
        part.unlink()
        resume = 0
    if resume:
        log.info("resuming %s at byte %d of %d", os.path.basename(path), resume, size)
    headers = build_hf_headers(token=token())
    with part.open("ab") as out, hub_errors(repo):
        http_get(url, out, resume_size=resume, headers=headers, expected_size=size,
                 displayed_filename=os.path.basename(path),
                 tqdm_class=_bar(base, total, progress, cancel))
        out.flush()
        os.fsync(out.fileno())


def _verify(part: Path, sha256: str, final: Path) -> None:
    digest = hashlib.sha256()
    with part.open("rb") as handle:
        for block in iter(lambda: handle.read(4 * 2**20), b""):
            digest.update(block)
    if digest.hexdigest() != sha256.lower():
        part.unlink(missing_ok=True)
        raise HubError(f"{final.name} does not match the Hub's SHA-256, so it was deleted; "
                       "download it again")


def _fsync_dir(folder: Path) -> None:
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _gb(n: int) -> str:
    return f"{n / 2**30:.2f} GiB"


def _bar(base: int, total: int, progress: Progress | None,
         cancel: threading.Event | None) -> type:
    """A tqdm class for `http_get` that reports to `progress` and stops on `cancel` (the
    chunk in hand is not written, so the part file ends on what did arrive)."""
    from tqdm import tqdm

    class Bar(tqdm):  # type: ignore[misc]
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            kwargs.pop("name", None)
            kwargs["disable"] = True
            super().__init__(*args, **kwargs)
            self.got = int(kwargs.get("initial") or 0)

        def update(self, n: float | None = 1) -> bool | None:
            if cancel is not None and cancel.is_set():
                raise Cancelled("the download was cancelled; run it again to resume")
            self.got += int(n or 0)
            if progress is not None:
                progress(base + self.got, total)
            return None

    return Bar
