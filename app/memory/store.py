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


Sig = tuple[int, int, int]
_SYMLINK = NoteParseError("is a symbolic link; not followed")


@dataclass(frozen=True, slots=True)
class _Listing:
    """A folder's note files as of the folder's own (mtime, size, inode)."""

    sig: Sig
    names: list[str]
    symlinks: frozenset[str]


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
        self._root_prefix = os.path.join(str(self.root), "")  # "<root>/"
        check_root(self.root)
        self._mkdirs(self.root)
        self._thread_lock = threading.RLock()
        self._lock_fd: int | None = os.open(
            self.root / ".lock", os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, FILE_MODE
        )
        self._depth = 0
        self._files: dict[str, tuple[Sig, Note | NoteParseError]] = {}
        self._dirs: dict[str, _Listing] = {}
        self._snapshots: dict[str, tuple[tuple[tuple[str, Sig | None], ...],
                                         dict[str, Note], list[BrokenFile]]] = {}

    # ---- locking -------------------------------------------------------------------------

    @contextmanager
    def locked(self) -> Iterator[None]:
        """Serialise writers across threads (RLock) and processes (flock on `.lock`)."""
        with self._thread_lock:
            if self._depth == 0:
                fcntl.flock(self._fd(), fcntl.LOCK_EX)
            self._depth += 1
            try:
                yield
            finally:
                self._depth -= 1
                if self._depth == 0 and self._lock_fd is not None:
                    fcntl.flock(self._lock_fd, fcntl.LOCK_UN)

    def _fd(self) -> int:
        if self._lock_fd is None:
            raise RuntimeError("the store is closed")
        return self._lock_fd

    def generation(self) -> int:
        """A counter every Tandem writer bumps, kept in the lock file: when it has not
        moved since a scan, no process has written since (hand edits aside)."""
        data = os.pread(self._fd(), 8, 0)
        return int.from_bytes(data, "little") if len(data) == 8 else 0

    def _bump(self) -> None:
        os.pwrite(self._fd(), (self.generation() + 1).to_bytes(8, "little"), 0)

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
        self._bump()

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

    def put_live(self, user: str, note: Note, text: str, previous: Path | None
                 ) -> tuple[Note, dict[str, Note] | None]:
        """`write_note`, then `remember` the note as written. When the user's live snapshot
        was current for the folder up to this write, it is brought up to date too, and the
        new notes dict comes back (else None, and the next scan reads the folders again):
        the next request then finds nothing changed instead of walking every note."""
        target = self.note_path(user, note)
        folder = str(target.parent)
        before = self._stat_sig(folder)
        path = self.write_note(user, note, text, previous)
        stored = note.with_changes(path=path)
        self.remember(path, stored)
        return stored, self._patch_snapshot(user, folder, before, stored, previous)

    def _patch_snapshot(self, user: str, folder: str, before: Sig | None, note: Note,
                        previous: Path | None) -> dict[str, Note] | None:
        """The user's live snapshot with `note` (just written to `folder`) in it, if the
        snapshot saw `folder` as it was right before the write and every other folder as
        it is now; otherwise the snapshot is left to the next scan."""
        snapshot = self._snapshots.get(user)
        if snapshot is None or before is None or note.path is None:
            return None
        key, notes, broken = snapshot
        now = tuple((f, self._stat_sig(f)) for f, _ in self._live_dirs(user))
        if len(now) != len(key):
            return None
        for (old_folder, old_sig), (new_folder, new_sig) in zip(key, now, strict=True):
            if old_folder != new_folder:
                return None
            if old_sig != (before if new_folder == folder else new_sig):
                return None
        old = notes.get(note.id)
        was = None if old is None else old.path
        if was != previous or (previous is not None and str(previous.parent) != folder):
            return None  # not the simple case: one file replaced or added in one folder
        if any(b.error.startswith("duplicate id ") or b.path == note.path for b in broken):
            return None
        patched = dict(notes)
        patched[note.id] = note
        self._snapshots[user] = (now, patched, broken)
        return patched

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
        self._bump()

    def delete_user(self, user: str) -> None:
        folder = self.user_dir(user)
        if folder.exists():
            graveyard = self.root / f".deleted-{safe_name(user, 'user name')}-{_now_stamp()}"
            os.replace(folder, graveyard)
            shutil.rmtree(graveyard, ignore_errors=True)
            self._bump()
        prefix = f"{folder}/"
        self._snapshots.pop(user, None)
        self._files = {p: v for p, v in self._files.items() if not p.startswith(prefix)}
        self._dirs = {p: v for p, v in self._dirs.items() if not p.startswith(prefix)}

    def _remove_file(self, path: Path) -> None:
        path.unlink(missing_ok=True)
        self._files.pop(str(path), None)
        self._relist(str(path.parent), remove=path.name)
        self._bump()
        folder = path.parent
        # An emptied session or project folder goes too, so scans stay short.
        if folder.parent.name in ("sessions", "projects", "archive"):
            with suppress(OSError):
                folder.rmdir()

    # ---- reading -------------------------------------------------------------------------

    def _subdirs(self, parent: str) -> list[str]:
        """Project or session folders under `parent`, cached by the parent's own stat."""
        try:
            st = os.stat(parent)
        except FileNotFoundError:
            return []
        sig = (st.st_mtime_ns, st.st_size, st.st_ino)
        cached = self._dirs.get(parent)
        if cached is not None and cached.sig == sig:
            return cached.names
        names = []
        with os.scandir(parent) as it:
            for entry in it:
                if not entry.name.startswith(".") and entry.is_dir(follow_symlinks=False):
                    names.append(entry.name)
        names.sort()
        self._dirs[parent] = _Listing(sig, names, frozenset())
        return names

    def _live_dirs(self, user: str) -> list[tuple[str, dict[str, str]]]:
        base = str(self.user_dir(user))
        out: list[tuple[str, dict[str, str]]] = [(f"{base}/user", {"scope": "user"})]
        for parent, scope in (("projects", "project"), ("sessions", "session")):
            for name in self._subdirs(f"{base}/{parent}"):
                out.append((f"{base}/{parent}/{name}", {"scope": scope, scope: name}))
        return out

    def _archive_dirs(self, user: str) -> list[tuple[str, dict[str, str]]]:
        base = f"{self.user_dir(user)}/archive"
        return [(f"{base}/{name}", {}) for name in self._subdirs(base)]

    def scan_live(
        self, user: str, stat_files: bool = True
    ) -> tuple[dict[str, Note], list[BrokenFile]]:
        """Every live note of a user, and the files that could not be read.

        With `stat_files` off, a folder whose own stat is unchanged is taken as unchanged:
        that catches every rename-based write (ours, other processes', most editors') for
        one stat per folder, but not an in-place edit, which needs the per-file stat. When
        no folder changed, the same objects as last time come back, so callers can skip
        their own diff with an `is` check.
        """
        folders = self._live_dirs(user)
        key = tuple((folder, self._stat_sig(folder)) for folder, _ in folders)
        snapshot = self._snapshots.get(user)
        if not stat_files and snapshot is not None and snapshot[0] == key:
            return snapshot[1], snapshot[2]
        notes, broken = self._scan(folders, location_wins=True, stat_files=stat_files)
        if snapshot is not None and snapshot[0] == key and snapshot[1] == notes and all(
            notes[k] is v for k, v in snapshot[1].items()
        ) and snapshot[2] == broken:
            return snapshot[1], snapshot[2]
        self._snapshots[user] = (key, notes, broken)
        return notes, broken

    @staticmethod
    def _stat_sig(path: str) -> Sig | None:
        try:
            st = os.stat(path)
        except FileNotFoundError:
            return None
        return (st.st_mtime_ns, st.st_size, st.st_ino)

    def scan_archive(self, user: str) -> tuple[dict[str, Note], list[BrokenFile]]:
        return self._scan(self._archive_dirs(user), location_wins=False, stat_files=True)

    def _scan(
        self, folders: list[tuple[str, dict[str, str]]], location_wins: bool, stat_files: bool
    ) -> tuple[dict[str, Note], list[BrokenFile]]:
        notes: dict[str, Note] = {}
        broken: list[BrokenFile] = []
        for folder, location in folders:
            for path, result in self._folder(folder, location, location_wins, stat_files):
                if isinstance(result, NoteParseError):
                    broken.append(BrokenFile(Path(path), str(result)))
                    continue
                other = notes.get(result.id)
                if other is None:
                    notes[result.id] = result
                    continue
                keep, drop = (other, result) if other.revision >= result.revision else (
                    result, other)
                notes[result.id] = keep
                kept = keep.path.name if keep.path else ""
                broken.append(BrokenFile(drop.path or Path(path),
                                         f"duplicate id {result.id}; {kept} is read instead"))
        return notes, broken

    def _folder(
        self, folder: str, location: dict[str, str], location_wins: bool, stat_files: bool
    ) -> list[tuple[str, Note | NoteParseError]]:
        try:
            st = os.stat(folder)
        except FileNotFoundError:
            self._dirs.pop(folder, None)
            return []
        sig = (st.st_mtime_ns, st.st_size, st.st_ino)
        cached = self._dirs.get(folder)
        out: list[tuple[str, Note | NoteParseError]] = []
        if cached is not None and cached.sig == sig and not stat_files:
            for name in cached.names:
                path = f"{folder}/{name}"
                hit = self._files.get(path)
                if hit is None:  # forgotten since: read it again
                    return self._folder(folder, location, location_wins, True)
                out.append((path, hit[1]))
            out.extend((f"{folder}/{n}", _SYMLINK) for n in cached.symlinks)
            return out
        names, symlinks = [], []
        with os.scandir(folder) as it:
            for entry in it:
                name = entry.name
                if name.startswith(".") or not name.endswith(".md"):
                    continue
                if entry.is_symlink():
                    symlinks.append(name)
                    out.append((entry.path, _SYMLINK))
                    continue
                known = None if stat_files else self._files.get(entry.path)
                if known is not None and known[0][2] == entry.inode():
                    # Same inode as when read (the folder listing gives it for free): not
                    # replaced. An in-place edit is left to the next full scan.
                    result: Note | NoteParseError | None = known[1]
                else:
                    result = self._read_cached(entry, location, location_wins)
                if result is not None:
                    names.append(name)
                    out.append((entry.path, result))
        self._dirs[folder] = _Listing(sig, names, frozenset(symlinks))
        return out

    def _read_cached(
        self, entry: os.DirEntry[str], location: dict[str, str], location_wins: bool
    ) -> Note | NoteParseError | None:
        try:
            st = entry.stat(follow_symlinks=False)
        except FileNotFoundError:
            return None
        sig = (st.st_mtime_ns, st.st_size, st.st_ino)
        cached = self._files.get(entry.path)
        if cached is not None and cached[0] == sig:
            return cached[1]
        path = Path(entry.path)
        try:
            text = path.read_text("utf-8")
        except FileNotFoundError:
            return None
        except (UnicodeDecodeError, OSError) as exc:
            result: Note | NoteParseError = NoteParseError(f"cannot be read: {type(exc).__name__}")
        else:
            result = self._parse_at(text, path, location, location_wins)
        self._files[entry.path] = (sig, result)
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

    def current(self, note: Note) -> Note | None:
        """The note as its file says now (one stat; parsed again only if it changed), or
        None when the file is gone or no longer parses."""
        if note.path is None:
            return note
        key = str(note.path)
        try:
            st = os.stat(key, follow_symlinks=False)
        except FileNotFoundError:
            return None
        cached = self._files.get(key)
        if cached is not None and cached[0] == (st.st_mtime_ns, st.st_size, st.st_ino):
            return cached[1] if isinstance(cached[1], Note) else None
        folder = os.path.dirname(key)
        self._dirs.pop(folder, None)
        # The snapshots may hold the file's old text: the next scan builds them again.
        self._snapshots.clear()
        location = {"scope": note.scope}
        if note.scope != "user":
            location[note.scope] = os.path.basename(folder)
        for path, result in self._folder(folder, location, True, True):
            if path == key:
                return result if isinstance(result, Note) else None
        return None

    def remember(self, path: Path, note: Note) -> None:
        """Cache a note just written (under the lock), so the next scan neither parses it
        again nor lists its folder again."""
        st = os.stat(path)
        self._files[str(path)] = ((st.st_mtime_ns, st.st_size, st.st_ino), note)
        self._relist(str(path.parent), add=path.name)

    def _relist(self, folder: str, add: str | None = None, remove: str | None = None) -> None:
        """Apply our own change to a folder's cached listing. Valid because writers hold
        the lock and the folder was listed at the start of the write."""
        cached = self._dirs.get(folder)
        if cached is None:
            return
        sig = self._stat_sig(folder)
        if sig is None:
            self._dirs.pop(folder, None)
            return
        names = [n for n in cached.names if n not in (add, remove)]
        if add is not None:
            names.append(add)
        self._dirs[folder] = _Listing(sig, names, cached.symlinks)

    def read_text(self, path: Path) -> str:
        return self._inside(path).read_text("utf-8", "surrogateescape")
