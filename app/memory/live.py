"""The live index: each user's search index, kept in step with the note files.

The files are the truth, and anyone may change them: another Tandem process, or a person
in an editor. Every read at request time goes through here, so bringing the index in step
must cost almost nothing when nothing changed, and Tandem's own writes (`put`, `archive`)
update the index as they go instead of waiting for the next scan. Callers hold the
service's lock; writes also hold the store's.
"""

from __future__ import annotations

import datetime as dt
import time
from pathlib import Path

from app.memory.names import safe_name
from app.memory.note import Note, serialise
from app.memory.note_vectors import NoteVectors
from app.memory.revision import revised, stamp
from app.memory.scan import BrokenFile
from app.memory.search import NoteIndex
from app.memory.store import Store

HAND_EDIT_RESCAN_S = 0.5


class LiveIndex:
    def __init__(self, store: Store, rescan_s: float = HAND_EDIT_RESCAN_S,
                 vectors: NoteVectors | None = None) -> None:
        """`rescan_s` bounds how long a request-time read may miss an in-place edit of a
        file (rename-based writes are seen at once); `vectors` keeps the notes' sentence
        vectors across restarts."""
        self.store = store
        self._vectors = vectors
        self._rescan_s = rescan_s
        self._indexes: dict[str, NoteIndex] = {}
        self._full_scan_at: dict[str, float] = {}
        self._seen_generation: dict[str, int] = {}
        self._scanned: dict[str, dict[str, Note]] = {}
        self._broken: dict[str, list[BrokenFile]] = {}

    def index(self, user: str, full: bool = True) -> NoteIndex:
        """The user's index, brought in step with the files.

        A full scan stats every file; the Notes tab's reads always get one. The request
        path (matching, the index block, search) stats only the folders, plus every file
        once per `rescan_s`: a few microseconds instead of a stat per note.
        """
        safe_name(user, "user name")
        now = time.monotonic()
        generation = self.store.generation()
        last = self._full_scan_at.get(user)
        full = (
            full
            or last is None
            or now - last >= self._rescan_s
            or self._seen_generation.get(user) != generation  # another process wrote
        )
        notes, broken = self.store.scan_live(user, stat_files=full)
        if full:
            self._full_scan_at[user] = now
        self._seen_generation[user] = generation
        self._broken[user] = broken
        index = self._indexes.get(user)
        if index is not None and self._scanned.get(user) is notes:
            return index  # nothing changed on disk since the last call
        self._scanned[user] = notes
        if index is None:
            index = NoteIndex(user, self._vectors)
            index.rebuild(notes.values())
            self._indexes[user] = index
            return index
        for note_id in [n.id for n in index.notes() if n.id not in notes]:
            index.remove(note_id)
        for note_id, note in notes.items():
            if index.get(note_id) is not note:
                index.upsert(note)
        return index

    def broken(self, user: str) -> list[BrokenFile]:
        """The live files the last scan of `user` could not read."""
        return self._broken.get(user, [])

    def caught_up(self, user: object) -> None:
        """Called at the end of a write under the store's lock: the index holds this
        process's own changes, so the generation counter our writes moved must not force
        a full scan on the next call."""
        if isinstance(user, str) and user in self._seen_generation:
            self._seen_generation[user] = self.store.generation()

    def fresh(self, index: NoteIndex, note: Note) -> Note | None:
        """The note as its file says right now: a hand edit a moment ago is not lost."""
        current = self.store.current(note)
        if current is None:
            index.remove(note.id)
        elif current is not note:
            index.upsert(current)
        return current

    def put(self, user: str, index: NoteIndex, note: Note, previous: Path | None) -> Note:
        """Write `note` (its earlier file at `previous`) and index it as written."""
        stored, notes = self.store.put_live(user, note, serialise(note), previous)
        index.upsert(stored)
        if notes is not None and self._indexes.get(user) is index:
            # The store's snapshot now holds this write, and so does the index: the next
            # request finds both in step without comparing every note.
            self._scanned[user] = notes
        return stored

    def archive(self, user: str, index: NoteIndex, note: Note, source: str, op: str,
                reason: str | None, now: dt.datetime) -> Note:
        """Move `note` to the archive as its next revision, and out of the index."""
        archived = revised(note, now, source, op, reason, archived=stamp(now))
        path = self.store.move_to_archive(user, note, serialise(archived), now)
        index.remove(note.id)
        return archived.with_changes(path=path)

    def forget(self, user: str) -> None:
        """Drop a user whose every file is gone (delete_all): the next read scans afresh."""
        index = self._indexes.pop(user, None)
        if index is not None:
            index.close()
        if self._vectors is not None:
            self._vectors.forget_user(user)
        self._full_scan_at.pop(user, None)
        self._seen_generation.pop(user, None)
        self._scanned.pop(user, None)
        self._broken.pop(user, None)

    def close(self) -> None:
        for index in self._indexes.values():
            index.close()
        self._indexes.clear()
