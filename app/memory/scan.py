"""Reading the note files: every live or archived note of a user, and the broken files.

A scan runs on every request, so it must cost little when nothing changed: parsed notes
are cached by path and (mtime, size, inode), folder listings by the folder's own stat,
and a user's whole live snapshot by the stats of its folders. Whoever changed a file,
another process or a person in an editor, the next scan sees it; only Tandem's own writes
(under the store's lock) patch the caches in place instead of reading again.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from app.memory.layout import Layout
from app.memory.note import Note, NoteParseError, id_from_filename, kind_from_filename, parse

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


def stat_sig(path: str) -> Sig | None:
    """A file's or folder's (mtime, size, inode), or None when it is not there."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return None
    return (st.st_mtime_ns, st.st_size, st.st_ino)


class NoteScanner:
    """The cached reader of one notes root. Not thread-safe on its own: the store's
    callers hold its lock (the service's lock for reads)."""

    def __init__(self, layout: Layout) -> None:
        self._layout = layout
        self._files: dict[str, tuple[Sig, Note | NoteParseError]] = {}
        self._dirs: dict[str, _Listing] = {}
        self._snapshots: dict[str, tuple[tuple[tuple[str, Sig | None], ...],
                                         dict[str, Note], list[BrokenFile]]] = {}


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
        base = str(self._layout.user_dir(user))
        out: list[tuple[str, dict[str, str]]] = [(f"{base}/user", {"scope": "user"})]
        for parent, scope in (("projects", "project"), ("sessions", "session")):
            for name in self._subdirs(f"{base}/{parent}"):
                out.append((f"{base}/{parent}/{name}", {"scope": scope, scope: name}))
        return out

    def _archive_dirs(self, user: str) -> list[tuple[str, dict[str, str]]]:
        base = f"{self._layout.user_dir(user)}/archive"
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
        key = tuple((folder, stat_sig(folder)) for folder, _ in folders)
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

    def scan_archive(self, user: str) -> tuple[dict[str, Note], list[BrokenFile]]:
        return self._scan(self._archive_dirs(user), location_wins=False, stat_files=True)

    def every_live_file(self, user: str) -> list[Note]:
        """Every live file that parses, two files of one id included: what a scan hides
        behind "duplicate id", recovery must see."""
        return [result for folder, location in self._live_dirs(user)
                for _, result in self._folder(folder, location, True, True)
                if isinstance(result, Note)]

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
        sig = stat_sig(folder)
        if sig is None:
            self._dirs.pop(folder, None)
            return
        names = [n for n in cached.names if n not in (add, remove)]
        if add is not None:
            names.append(add)
        self._dirs[folder] = _Listing(sig, names, cached.symlinks)

    def patch_snapshot(self, user: str, folder: str, before: Sig | None, note: Note,
                       previous: Path | None) -> dict[str, Note] | None:
        """The user's live snapshot with `note` (just written to `folder`) in it, if the
        snapshot saw `folder` as it was right before the write and every other folder as
        it is now; otherwise the snapshot is left to the next scan."""
        snapshot = self._snapshots.get(user)
        if snapshot is None or before is None or note.path is None:
            return None
        key, notes, broken = snapshot
        now = tuple((f, stat_sig(f)) for f, _ in self._live_dirs(user))
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

    def forget(self, path: Path) -> None:
        """Drop a file Tandem just removed (under the lock) from the caches."""
        self._files.pop(str(path), None)
        self._relist(str(path.parent), remove=path.name)

    def forget_user(self, user: str, folder: Path) -> None:
        """Drop everything cached under a user's folder, which is gone."""
        prefix = f"{folder}/"
        self._snapshots.pop(user, None)
        self._files = {p: v for p, v in self._files.items() if not p.startswith(prefix)}
        self._dirs = {p: v for p, v in self._dirs.items() if not p.startswith(prefix)}
