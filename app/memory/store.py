"""The note files on disk: the layout of spec 26.1, safe names, atomic writes, one lock.

Everything that touches `memory/notes/` goes through `Store`, so three promises hold in one
place: no name can leave the root, no reader ever sees half a file (temp file, fsync,
rename), and writers in any thread or process take turns (a lock file under `flock`).
The store refuses a root inside a git work tree: notes about a person must never be
committed by accident next to the code they talk about.
"""

from __future__ import annotations

import datetime as dt
import fcntl
import hashlib
import os
import re
import secrets
import shutil
import threading
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path

import git

from app.memory.note import Note, NoteParseError, id_from_filename, kind_from_filename, parse

FILE_MODE = 0o600
DIR_MODE = 0o700
MAX_NAME = 64
_NAME_RE = re.compile(r"^[\w.@+-](?:[\w.@+ -]*[\w.@+-])?$")
_PROJECT_CHARS = re.compile(r"[^A-Za-z0-9._+-]+")


class StoreRootError(RuntimeError):
    """The notes root cannot be used; for a git work tree the message names the repository."""


class UnsafeNameError(ValueError):
    """A user, session, project or id that could leave the notes root or is not a name."""


@dataclass(frozen=True, slots=True)
class BrokenFile:
    """A note file that could not be read: reported by name, never dropped in silence."""

    path: Path
    error: str


def git_work_tree_of(path: Path) -> str | None:
    """The work tree that contains `path` (or would contain it once created), if any."""
    probe = Path(os.path.abspath(path))
    while not probe.exists():
        if probe.parent == probe:
            return None
        probe = probe.parent
    try:
        repo = git.Repo(probe, search_parent_directories=True)
    except (git.InvalidGitRepositoryError, git.NoSuchPathError):
        return None
    try:
        return repo.working_tree_dir and str(repo.working_tree_dir)
    finally:
        repo.close()


def check_root(root: Path) -> None:
    found = git_work_tree_of(root)
    if found is not None:
        raise StoreRootError(
            f"the notes root {root} is inside the git work tree {found}; "
            "choose a home outside any repository (--home or $TANDEM_HOME)"
        )


def safe_name(value: str | None, what: str) -> str:
    """One path component we created or accept: no separators, no dots-only, no NUL, short."""
    if not isinstance(value, str) or not value:
        raise UnsafeNameError(f"{what} is empty")
    if len(value) > MAX_NAME:
        raise UnsafeNameError(f"{what} is longer than {MAX_NAME} characters")
    if value in (".", "..") or value.startswith(".") or not _NAME_RE.match(value):
        raise UnsafeNameError(
            f"{what} may hold only letters, digits, spaces inside, and . _ @ + - (not a first .)"
        )
    return value


def project_key(path: str | os.PathLike[str]) -> str:
    """`<basename>-<first 8 hex of sha256(absolute path)>`; the basename is made file-safe
    only where it has to be, so the folder stays recognisable."""
    absolute = os.path.abspath(os.path.expanduser(os.fspath(path)))
    digest = hashlib.sha256(absolute.encode("utf-8", "surrogateescape")).hexdigest()[:8]
    base = _PROJECT_CHARS.sub("_", os.path.basename(absolute)).lstrip(".")
    base = base[: MAX_NAME - 9] or "root"
    return f"{base}-{digest}"


def _now_stamp() -> str:
    return dt.datetime.now(dt.UTC).strftime("%Y%m%d%H%M%S")


class Store:
    """The files of every user under one notes root.

    Parsed notes are cached by path and (mtime, size, inode), so a scan costs one `stat` per
    file and re-reads only what changed, whoever changed it: another process or a person.
    """

    def __init__(self, root: Path) -> None:
        self.root = Path(os.path.abspath(root))
        check_root(self.root)
        self._mkdirs(self.root)
        self._thread_lock = threading.RLock()
        self._lock_fd: int | None = None
        self._depth = 0
        self._cache: dict[Path, tuple[tuple[int, int, int], Note | NoteParseError]] = {}

    # ---- locking -------------------------------------------------------------------------

    @contextmanager
    def locked(self) -> Iterator[None]:
        """Serialise writers across threads (RLock) and processes (flock on `.lock`)."""
        with self._thread_lock:
            if self._depth == 0:
                if self._lock_fd is None:
                    self._lock_fd = os.open(
                        self.root / ".lock", os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, FILE_MODE
                    )
                fcntl.flock(self._lock_fd, fcntl.LOCK_EX)
            self._depth += 1
            try:
                yield
            finally:
                self._depth -= 1
                if self._depth == 0 and self._lock_fd is not None:
                    fcntl.flock(self._lock_fd, fcntl.LOCK_UN)

    def close(self) -> None:
        with self._thread_lock:
            if self._lock_fd is not None:
                os.close(self._lock_fd)
                self._lock_fd = None

    # ---- paths ---------------------------------------------------------------------------

    def _mkdirs(self, path: Path) -> None:
        """Create `path` and any missing parents as 0700 (mkdir's mode obeys the umask)."""
        missing = []
        probe = path
        while not probe.exists():
            missing.append(probe)
            probe = probe.parent
        for folder in reversed(missing):
            try:
                folder.mkdir(mode=DIR_MODE)
            except FileExistsError:
                continue
            os.chmod(folder, DIR_MODE)

    def _inside(self, path: Path) -> Path:
        """Last line of defence: whatever the names, the path must stay under the root."""
        resolved = Path(os.path.abspath(path))
        if os.path.commonpath([resolved, self.root]) != str(self.root) or resolved == self.root:
            raise UnsafeNameError("path leaves the notes root")
        return resolved

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

    # ---- writing -------------------------------------------------------------------------

    def atomic_write(self, path: Path, text: str) -> None:
        """Temp file in the same folder, fsync, rename, fsync the folder."""
        path = self._inside(path)
        self._mkdirs(path.parent)
        tmp = path.parent / f".{path.name}.{secrets.token_hex(4)}.tmp"
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, FILE_MODE)
        try:
            try:
                view = memoryview(text.encode("utf-8"))
                while view:
                    view = view[os.write(fd, view) :]
                os.fsync(fd)
            finally:
                os.close(fd)
            os.replace(tmp, path)
        except BaseException:
            tmp.unlink(missing_ok=True)
            raise
        self._fsync_dir(path.parent)

    @staticmethod
    def _fsync_dir(folder: Path) -> None:
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)

    def save_revision(self, user: str, note_id: str, text: str) -> Path:
        """Keep an earlier text as `revisions/<id>/<n>.md`, n counting from 1."""
        folder = self.revisions_dir(user, note_id)
        numbers = [int(p.stem) for p in folder.glob("*.md") if p.stem.isdigit()]
        target = folder / f"{max(numbers, default=0) + 1}.md"
        self.atomic_write(target, text)
        return target

    def revisions(self, user: str, note_id: str) -> list[tuple[int, Path]]:
        folder = self.revisions_dir(user, note_id)
        if not folder.is_dir():
            return []
        found = [(int(p.stem), p) for p in folder.glob("*.md") if p.stem.isdigit()]
        return sorted(found)

    def write_note(self, user: str, note: Note, text: str, previous: Path | None) -> Path:
        """Write a note's new text; its earlier text (if any) goes to revisions first."""
        target = self.note_path(user, note)
        if previous is not None and previous.exists():
            self.save_revision(user, note.id, previous.read_text("utf-8", "surrogateescape"))
        self.atomic_write(target, text)
        if previous is not None and previous != target:
            self._remove_file(previous)
        return target

    def move_to_archive(self, user: str, note: Note, text: str, when: dt.datetime) -> Path:
        """Archive: the earlier text to revisions, the new text under archive/<yyyy-mm>/."""
        previous = note.path
        target = self._inside(self.archive_dir(user, when) / note.filename)
        if previous is not None and previous.exists():
            self.save_revision(user, note.id, previous.read_text("utf-8", "surrogateescape"))
        self.atomic_write(target, text)
        if previous is not None and previous != target:
            self._remove_file(previous)
        return target

    def delete_note(self, user: str, note: Note) -> None:
        """Delete a note's file and every earlier text of it."""
        if note.path is not None:
            self._remove_file(self._inside(note.path))
        shutil.rmtree(self.revisions_dir(user, note.id), ignore_errors=True)

    def delete_user(self, user: str) -> None:
        folder = self.user_dir(user)
        if folder.exists():
            graveyard = self.root / f".deleted-{safe_name(user, 'user name')}-{_now_stamp()}"
            os.replace(folder, graveyard)
            shutil.rmtree(graveyard, ignore_errors=True)
        self._cache = {p: v for p, v in self._cache.items() if not p.is_relative_to(folder)}

    def _remove_file(self, path: Path) -> None:
        path.unlink(missing_ok=True)
        self._cache.pop(path, None)
        folder = path.parent
        # An emptied session or project folder goes too, so scans stay short.
        if folder.parent.name in ("sessions", "projects", "archive"):
            with suppress(OSError):
                folder.rmdir()

    # ---- reading -------------------------------------------------------------------------

    def _live_dirs(self, user: str) -> Iterator[tuple[Path, dict[str, str]]]:
        base = self.user_dir(user)
        yield base / "user", {"scope": "user"}
        for parent, scope in (("projects", "project"), ("sessions", "session")):
            try:
                entries = list(os.scandir(base / parent))
            except FileNotFoundError:
                continue
            for entry in entries:
                if entry.is_dir(follow_symlinks=False) and not entry.name.startswith("."):
                    yield Path(entry.path), {"scope": scope, scope: entry.name}

    def _archive_dirs(self, user: str) -> Iterator[tuple[Path, dict[str, str]]]:
        try:
            entries = sorted(os.scandir(self.user_dir(user) / "archive"), key=lambda e: e.name)
        except FileNotFoundError:
            return
        for entry in entries:
            if entry.is_dir(follow_symlinks=False):
                yield Path(entry.path), {}

    def scan_live(self, user: str) -> tuple[dict[str, Note], list[BrokenFile]]:
        return self._scan(self._live_dirs(user), location_wins=True)

    def scan_archive(self, user: str) -> tuple[dict[str, Note], list[BrokenFile]]:
        return self._scan(self._archive_dirs(user), location_wins=False)

    def _scan(
        self, folders: Iterator[tuple[Path, dict[str, str]]], location_wins: bool
    ) -> tuple[dict[str, Note], list[BrokenFile]]:
        notes: dict[str, Note] = {}
        broken: list[BrokenFile] = []
        for folder, location in folders:
            try:
                entries = list(os.scandir(folder))
            except FileNotFoundError:
                continue
            for entry in entries:
                name = entry.name
                if name.startswith(".") or not name.endswith(".md"):
                    continue
                path = Path(entry.path)
                if entry.is_symlink():
                    broken.append(BrokenFile(path, "is a symbolic link; not followed"))
                    continue
                result = self._read_cached(entry, path, location, location_wins)
                if result is None:
                    continue
                if isinstance(result, NoteParseError):
                    broken.append(BrokenFile(path, str(result)))
                    continue
                other = notes.get(result.id)
                if other is not None:
                    keep, drop = (
                        (other, result) if other.revision >= result.revision else (result, other)
                    )
                    notes[result.id] = keep
                    broken.append(
                        BrokenFile(drop.path or path, f"duplicate id {result.id}; "
                                   f"{keep.path.name if keep.path else ''} is read instead")
                    )
                    continue
                notes[result.id] = result
        return notes, broken

    def _read_cached(
        self, entry: os.DirEntry[str], path: Path, location: dict[str, str], location_wins: bool
    ) -> Note | NoteParseError | None:
        try:
            st = entry.stat(follow_symlinks=False)
        except FileNotFoundError:
            return None
        sig = (st.st_mtime_ns, st.st_size, st.st_ino)
        cached = self._cache.get(path)
        if cached is not None and cached[0] == sig:
            return cached[1]
        try:
            text = path.read_text("utf-8")
        except FileNotFoundError:
            return None
        except (UnicodeDecodeError, OSError) as exc:
            result: Note | NoteParseError = NoteParseError(f"cannot be read: {type(exc).__name__}")
        else:
            result = self._parse_at(text, path, location, location_wins)
        self._cache[path] = (sig, result)
        return result

    @staticmethod
    def _parse_at(
        text: str, path: Path, location: dict[str, str], location_wins: bool
    ) -> Note | NoteParseError:
        defaults: dict[str, str] = {}
        note_id = id_from_filename(path.name)
        if note_id:
            defaults["id"] = note_id
        kind = kind_from_filename(path.name)
        if kind:
            defaults["kind"] = kind
        defaults.update(location)
        try:
            note = parse(text, path=path, defaults=defaults)
        except NoteParseError as exc:
            return exc
        if location_wins:
            # The folder decides the scope: moving a file by hand moves the note.
            fixed = {
                "scope": location["scope"],
                "project": location.get("project"),
                "session": location.get("session"),
            }
            if any(getattr(note, k) != v for k, v in fixed.items()):
                note = note.with_changes(**fixed)
        return note

    def remember(self, path: Path, note: Note) -> None:
        """Cache a note just written, so the next scan does not parse it again."""
        st = os.stat(path)
        self._cache[path] = ((st.st_mtime_ns, st.st_size, st.st_ino), note)

    def read_text(self, path: Path) -> str:
        return self._inside(path).read_text("utf-8", "surrogateescape")
