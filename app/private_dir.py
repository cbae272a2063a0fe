"""Folders only their owner can open: everything Tandem keeps is 0700, whatever the umask.

Notes, keys and the ledger say things about a person, so their folders must never be
readable by other accounts. `mkdir(mode=0o700)` is not enough: the umask can only take
bits away, never force them, and a folder someone made earlier (or an older Tandem made
0755) keeps its mode. So every folder is made here and nowhere else, and `close_home`
repairs, at each start, any folder under the home that is more open than 0700.
"""

from __future__ import annotations

import contextlib
import os
import stat
from pathlib import Path

DIR_MODE = 0o700


def make_private_dir(path: Path) -> Path:
    """`path` as a 0700 folder, with any missing parents made 0700 too; existing parents
    (a user's own home, /tmp) are left as they are."""
    path = Path(path)
    missing = []
    probe = path
    while not probe.exists():
        missing.append(probe)
        probe = probe.parent
    for folder in reversed(missing):
        with contextlib.suppress(FileExistsError):  # another process was first: close it too
            folder.mkdir(mode=DIR_MODE)
        os.chmod(folder, DIR_MODE)
    if not missing and stat.S_IMODE(path.stat().st_mode) & 0o077:
        os.chmod(path, DIR_MODE)
    return path


def close_home(home: Path) -> list[Path]:
    """Close every folder under `home` (itself included) that others can open; the
    folders it changed. Symlinks are not followed: what they point at is not ours."""
    home = Path(home)
    if not home.is_dir() or home.is_symlink():
        return []
    closed: list[Path] = []
    for folder, _subdirs, _files in os.walk(home):  # never descends into a symlink
        if stat.S_IMODE(os.lstat(folder).st_mode) & 0o077:
            os.chmod(folder, DIR_MODE)
            closed.append(Path(folder))
    return closed
