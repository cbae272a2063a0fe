"""Where each file lives under the notes root: exactly the layout of spec 26.1
(docs/ARCHITECTURE.md#the-notes-store).

Other programs read these folders (DESIGN: Home directory; docs/ARCHITECTURE.md#contracts),
so every path is built here and nowhere else, and every one is checked to stay under the
root whatever the names.
"""

from __future__ import annotations

import datetime as dt
import os
from pathlib import Path

from app.memory.names import UnsafeNameError, safe_name
from app.memory.note import Note

FILE_MODE = 0o600

class Layout:
    """The paths of every user's notes, revisions, archive, INDEX.md and usage.json."""

    def __init__(self, root: Path) -> None:
        self.root = Path(os.path.abspath(root))
        self._root_prefix = os.path.join(str(self.root), "")  # "<root>/"

    def _inside(self, path: Path) -> Path:
        """Last line of defence: whatever the names, the path must stay under the root."""
        resolved = os.path.abspath(path)  # normalised: no "..", ".", "//" or trailing "/"
        if not resolved.startswith(self._root_prefix):  # the root itself is refused too
            raise UnsafeNameError("path leaves the notes root")
        return Path(resolved)

    def user_dir(self, user: str) -> Path:
        return self._inside(self.root / safe_name(user, "user name"))

    def scope_dir(
        self, user: str, scope: str, project: str | None = None, session: str | None = None
    ) -> Path:
        base = self.user_dir(user)
        if scope == "user":
            return base / "user"
        if scope == "project":
            return self._inside(base / "projects" / safe_name(project, "project"))
        if scope == "session":
            return self._inside(base / "sessions" / safe_name(session, "session id"))
        raise UnsafeNameError(f"unknown scope {scope!r}")

    def note_path(self, user: str, note: Note) -> Path:
        safe_name(note.id, "note id")
        folder = self.scope_dir(user, note.scope, note.project, note.session)
        return self._inside(folder / note.filename)

    def revisions_dir(self, user: str, note_id: str) -> Path:
        return self._inside(self.user_dir(user) / "revisions" / safe_name(note_id, "note id"))

    def archive_dir(self, user: str, when: dt.datetime) -> Path:
        return self.user_dir(user) / "archive" / when.strftime("%Y-%m")

    def usage_path(self, user: str) -> Path:
        return self.user_dir(user) / "usage.json"

    def index_path(self, user: str) -> Path:
        return self.user_dir(user) / "INDEX.md"

    def users(self) -> list[str]:
        out = []
        with os.scandir(self.root) as it:
            for entry in it:
                if entry.is_dir(follow_symlinks=False) and not entry.name.startswith("."):
                    try:
                        out.append(safe_name(entry.name, "user name"))
                    except UnsafeNameError:
                        continue
        return sorted(out)
