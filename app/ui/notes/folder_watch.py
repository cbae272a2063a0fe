"""Spec 26.1 says the files are the truth: a note written or edited by hand must show
without waiting for some other change. Qt's watcher sees one folder at a time, so every
folder of the user's tree is watched, and a burst of events (an editor's save is a
write, a rename and a chmod) becomes one `changed` after a short quiet time."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QObject, QTimer, Signal

DEBOUNCE_MS = 300


class FolderWatch(QObject):
    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._watcher = QFileSystemWatcher(self)
        self._quiet = QTimer(self)
        self._quiet.setSingleShot(True)
        self._quiet.setInterval(DEBOUNCE_MS)
        self._quiet.timeout.connect(self.changed)
        self._watcher.directoryChanged.connect(lambda _: self._quiet.start())
        self._watcher.fileChanged.connect(lambda _: self._quiet.start())

    def watch(self, paths: list[str]) -> None:
        """Watch exactly `paths` (from `folders_under`), dropping the ones gone."""
        old = set(self._watcher.directories()) | set(self._watcher.files())
        gone = sorted(old - set(paths))
        if gone:
            self._watcher.removePaths(gone)
        new = sorted(set(paths) - old)
        if new:
            self._watcher.addPaths(new)


def folders_under(root: Path) -> list[str]:
    """`root` (or, before it exists, the nearest folder above it), every folder under it
    and every note file, so an in-place edit counts as well as a new file. It walks the
    disk: call it in an Op, not on the GUI thread."""
    while not root.exists() and root != root.parent:
        root = root.parent
    paths = [str(root)]
    for folder, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        paths += [os.path.join(folder, d) for d in dirs]
        paths += [os.path.join(folder, f) for f in files if f.endswith(".md")]
    return paths
