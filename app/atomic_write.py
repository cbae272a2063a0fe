"""Writing a file so that no reader ever sees half of it, and a crash leaves the old one.

Notes, usage counts, INDEX.md, the key file and exports all go through here: a temp file
in the same folder (a rename across file systems would not be atomic), written and
fsynced, renamed over the target, then the folder fsynced so the rename survives a power
cut. On any failure the temp file is removed, so no `.tmp` litters a notes folder.
"""

from __future__ import annotations

import os
import re
import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO

_TEMP_NAME = re.compile(r"^\..+\.[0-9a-f]{8}\.tmp\Z")


def temp_path(path: Path) -> Path:
    """Where `path`'s next text is written before the rename: hidden, in the same folder."""
    return path.parent / f".{path.name}.{secrets.token_hex(4)}.tmp"


def is_temp_name(name: str) -> bool:
    """A file name `temp_path` makes: one a killed writer may leave behind."""
    return bool(_TEMP_NAME.match(name))


@contextmanager
def atomic_writer(path: Path, mode: int = 0o600) -> Iterator[BinaryIO]:
    """A binary file to stream into (a zip, say); it replaces `path` only if the block
    ends without an error. The folder must exist."""
    path = Path(path)
    tmp = temp_path(path)
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, mode)
    try:
        with os.fdopen(fd, "wb") as fh:
            os.fchmod(fh.fileno(), mode)  # exactly `mode`, whatever the umask
            yield fh
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _fsync_dir(path.parent)


def atomic_write(path: Path, data: bytes | str, mode: int = 0o600) -> None:
    """Replace `path` with `data` (text is written as UTF-8) in one step."""
    with atomic_writer(path, mode) as fh:
        fh.write(data.encode("utf-8") if isinstance(data, str) else data)


def _fsync_dir(folder: Path) -> None:
    """Make a rename or unlink in `folder` durable."""
    fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
