"""Which note a `› remembered: <title>` line names, when the line carries only the title.

The window learns each note's id as the bus reports it changed (the chat's own turn, any
client's, the writer's), so a chip clicked after its turn finds the very note that turn
wrote, even where another note has the same title. A title it has not learnt (a chat from
before a restart) is looked up in the store by exact title, newest first, the live notes
before the archived ones.
"""

from __future__ import annotations

from app.memory.note import Note
from app.memory.service import NotesService
from app.ui.notes.snapshot import ARCHIVE


class NoteTitles:
    def __init__(self, notes: NotesService, user: str) -> None:
        self.notes = notes
        self.user = user
        self._ids: dict[str, str] = {}

    def learn(self, note: Note) -> None:
        """The newest note by a title wins: it is the one a new status line names."""
        self._ids[note.title] = note.id

    def known(self, title: str) -> str | None:
        return self._ids.get(title)

    def look_up(self, title: str) -> str | None:
        """From the store; reads files, so it runs in an Op's worker, never on the GUI
        thread."""
        for scope in (None, ARCHIVE):
            named = [n for n in self.notes.list_notes(self.user, scope) if n.title == title]
            if named:
                return max(named, key=lambda n: (n.updated or n.created, n.created)).id
        return None
