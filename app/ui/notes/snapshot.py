"""What the Notes tab shows, read in one background call and grouped without Qt.

Reading everything at once (live notes, archive, uses, broken files) keeps the tree, the
list and the warning consistent with each other: they are views of one snapshot, never of
two reads a write slipped between.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from app.memory.note import Note
from app.memory.scan import BrokenFile
from app.memory.service import NotesService

ALL = "all"
ARCHIVE = "archive"
SCOPE_LABELS = {"user": "User", "project": "Projects", "session": "Sessions"}


@dataclass(frozen=True, slots=True)
class NotesSnapshot:
    live: list[Note] = field(default_factory=list)
    archived: list[Note] = field(default_factory=list)
    uses: dict[str, int] = field(default_factory=dict)
    broken: list[BrokenFile] = field(default_factory=list)

    def select(self, key: str) -> list[Note]:
        """The notes under a tree key: all, archive, a scope, or `project:<key>`/`session:<id>`."""
        if key == ALL:
            return list(self.live)
        if key == ARCHIVE:
            return list(self.archived)
        if ":" in key:
            return [n for n in self.live if n.scope_key == key]
        return [n for n in self.live if n.scope == key]

    def groups(self, scope: str) -> list[tuple[str, int]]:
        """(sub-key, count) for the projects or sessions under a scope, sorted by key."""
        counts = Counter(n.scope_key for n in self.live if n.scope == scope)
        return sorted(counts.items())

    def count(self, scope: str) -> int:
        return sum(1 for n in self.live if n.scope == scope)

    def find(self, note_id: str) -> Note | None:
        for note in (*self.live, *self.archived):
            if note.id == note_id:
                return note
        return None


def load_snapshot(notes: NotesService, user: str) -> NotesSnapshot:
    """Runs in an Op's worker thread; never call it on the GUI thread."""
    return NotesSnapshot(
        live=notes.list_notes(user),
        archived=notes.list_notes(user, ARCHIVE),
        uses=notes.uses_by_note(user, 7),
        broken=notes.broken_files(user),
    )
