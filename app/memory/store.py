"""The note files on disk: one lock, atomic writes, revisions, the archive, deletion.

Everything that changes `memory/notes/` goes through `Store`, so three promises hold in one
place: no name can leave the root (`Layout`), no reader ever sees half a file
(`atomic_write`), and writers in any thread or process take turns (a lock file under
`flock`). The store refuses a root inside a git work tree: notes about a person must
never be committed by accident next to the code they talk about.
"""

from __future__ import annotations

import datetime as dt
import fcntl
import os
import shutil
import threading
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

from app.atomic_write import atomic_write, is_temp_name
from app.memory.layout import FILE_MODE, Layout
from app.memory.names import safe_name
from app.memory.note import Note
from app.memory.scan import BrokenFile, NoteScanner, stat_sig
from app.private_dir import make_private_dir


class StoreRootError(RuntimeError):
    """The notes root cannot be used; for a git work tree the message names the repository."""


def git_work_tree_of(path: Path) -> str | None:
    """The work tree that contains `path` (or would contain it once created), if any.

    GitPython refuses to import where no `git` program is installed (most desktops), so
    it is imported here, not at the top: without it the refusal falls back to looking for
    a `.git` upwards, and Tandem still starts.
    """
    probe = Path(os.path.abspath(path))
    while not probe.exists():
        if probe.parent == probe:
            return None
        probe = probe.parent
    try:
        import git
    except ImportError:
        return _dot_git_above(probe)
    try:
        repo = git.Repo(probe, search_parent_directories=True)
    except (git.InvalidGitRepositoryError, git.NoSuchPathError):
        return None
    try:
        return repo.working_tree_dir and str(repo.working_tree_dir)
    finally:
        repo.close()


def _dot_git_above(folder: Path) -> str | None:
    """The nearest folder at or above `folder` holding a `.git` (a folder, or the file a
    linked worktree or a submodule has): what git itself would find."""
    for candidate in (folder, *folder.parents):
        if os.path.lexists(candidate / ".git"):
            return str(candidate)
    return None


def check_root(root: Path) -> None:
    found = git_work_tree_of(root)
    if found is not None:
        raise StoreRootError(
            f"the notes root {root} is inside the git work tree {found}; "
            "choose a home (--home or $TANDEM_HOME) or a notes_root outside any repository"
        )


_GRAVEYARD = ".deleted-"


def _now_stamp() -> str:
    return dt.datetime.now(dt.UTC).strftime("%Y%m%d%H%M%S")


class Store(Layout):
    """The files of every user under one notes root.

    Reads go through a `NoteScanner`, so a scan costs one `stat` per file and re-reads only
    what changed; the store's own writes keep the scanner's caches in step.
    """

    def __init__(self, root: Path) -> None:
        super().__init__(root)
        check_root(self.root)
        make_private_dir(self.root)
        self._thread_lock = threading.RLock()
        self._lock_fd: int | None = os.open(
            self.root / ".lock", os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, FILE_MODE
        )
        self._depth = 0
        self._scanner = NoteScanner(self)

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

    # ---- writing -------------------------------------------------------------------------

    def atomic_write(self, path: Path, text: str) -> None:
        """Write one file under the root (its folders 0700, the file 0600) and tell other
        processes that something changed."""
        path = self._inside(path)
        make_private_dir(path.parent)
        atomic_write(path, text, FILE_MODE)
        self._bump()

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
        return self._replace(user, note.id, self.note_path(user, note), text, previous)

    def put_live(self, user: str, note: Note, text: str, previous: Path | None
                 ) -> tuple[Note, dict[str, Note] | None]:
        """`write_note`, then `remember` the note as written. When the user's live snapshot
        was current for the folder up to this write, it is brought up to date too, and the
        new notes dict comes back (else None, and the next scan reads the folders again):
        the next request then finds nothing changed instead of walking every note."""
        target = self.note_path(user, note)
        folder = str(target.parent)
        before = stat_sig(folder)
        path = self.write_note(user, note, text, previous)
        stored = note.with_changes(path=path)
        self.remember(path, stored)
        return stored, self._scanner.patch_snapshot(user, folder, before, stored, previous)

    def move_to_archive(self, user: str, note: Note, text: str, when: dt.datetime) -> Path:
        """Archive: the earlier text to revisions, the new text under archive/<yyyy-mm>/."""
        target = self._inside(self.archive_dir(user, when) / note.filename)
        return self._replace(user, note.id, target, text, note.path)

    def _replace(self, user: str, note_id: str, target: Path, text: str,
                 previous: Path | None) -> Path:
        """Keep the text at `previous` as a revision, write `text` at `target`, and remove
        `previous` if the note moved (retitled, or archived)."""
        if previous is not None and previous.exists():
            self.save_revision(user, note_id, previous.read_text("utf-8", "surrogateescape"))
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
            graveyard = self.root / f"{_GRAVEYARD}{safe_name(user, 'user name')}-{_now_stamp()}"
            os.replace(folder, graveyard)
            shutil.rmtree(graveyard, ignore_errors=True)
            self._bump()
        self._scanner.forget_user(user, folder)

    def _remove_file(self, path: Path) -> None:
        path.unlink(missing_ok=True)
        self._scanner.forget(path)
        self._bump()
        folder = path.parent
        # An emptied session or project folder goes too, so scans stay short.
        if folder.parent.name in ("sessions", "projects", "archive"):
            with suppress(OSError):
                folder.rmdir()

    # ---- what a killed writer left (callers hold the lock) ---------------------------------

    def remove_temp_files(self) -> int:
        """Remove every temp file under the root. Only safe under the lock: then no
        Tandem writer is between its temp file and its rename."""
        removed = 0
        for folder, _, names in os.walk(self.root):
            for name in names:
                if is_temp_name(name):
                    Path(folder, name).unlink(missing_ok=True)
                    removed += 1
        if removed:
            self._bump()
        return removed

    def finish_deletions(self) -> int:
        """Remove what a `delete_user` killed after its rename left in the graveyard."""
        graves = [p for p in self.root.iterdir()
                  if p.name.startswith(_GRAVEYARD) and p.is_dir() and not p.is_symlink()]
        for grave in graves:
            shutil.rmtree(grave, ignore_errors=True)
        return len(graves)

    def every_live_file(self, user: str) -> list[Note]:
        """See `NoteScanner.every_live_file`: duplicates of one id included."""
        return self._scanner.every_live_file(user)

    def retire_copy(self, user: str, note: Note) -> bool:
        """Remove a superseded live file of a note, keeping its text as a revision unless
        one already holds it (the usual case: a write saves the earlier text first).
        True when a revision had to be added."""
        assert note.path is not None
        path = self._inside(note.path)
        text = path.read_text("utf-8", "surrogateescape")
        kept = any(self.read_text(p) == text for _, p in reversed(self.revisions(user, note.id)))
        if not kept:
            self.save_revision(user, note.id, text)
        self._remove_file(path)
        return not kept

    # ---- reading -------------------------------------------------------------------------

    def scan_live(
        self, user: str, stat_files: bool = True
    ) -> tuple[dict[str, Note], list[BrokenFile]]:
        """See `NoteScanner.scan_live`: every live note of a user, and the broken files."""
        return self._scanner.scan_live(user, stat_files)

    def scan_archive(self, user: str) -> tuple[dict[str, Note], list[BrokenFile]]:
        return self._scanner.scan_archive(user)

    def current(self, note: Note) -> Note | None:
        """The note as its file says now, or None when it is gone or no longer parses."""
        return self._scanner.current(note)

    def remember(self, path: Path, note: Note) -> None:
        """Cache a note just written (under the lock) so the next scan does not read it."""
        self._scanner.remember(path, note)

    def read_text(self, path: Path) -> str:
        return self._inside(path).read_text("utf-8", "surrogateescape")
