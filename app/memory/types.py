"""What callers hand the notes service and what it hands back, and its fixed words.

They live apart from the service so that code which only builds or reads them (the
stream parser, the HTTP routes, the views) does not import whoosh, git or yaml with them:
this module needs only the rules, which need only the names.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from app.memory.rules import visible_scope_keys

if TYPE_CHECKING:
    from app.memory.note import Note

LOCAL_USER = "local"
"""Requests to the engine's own models, the window and the CLI belong to this fixed user
(DESIGN: Users; docs/ARCHITECTURE.md#a-chat-request); no API key may take the name."""

OPS = ("add", "update", "archive")


def delete_all_confirmation(user: str) -> str:
    """The exact words that delete every note of `user`: naming the user makes a pasted
    command for one user useless against another."""
    return f"delete all notes of {user}"


@dataclass(frozen=True, slots=True)
class WriteContext:
    """Who is writing, from where. `project` is the working directory's absolute path."""

    user: str
    source: str
    session: str | None = None
    project: str | None = None
    user_message_in_turn: bool = False
    request_id: str | None = None


@dataclass(frozen=True, slots=True)
class NoteWrite:
    """One parsed `<tandem_memory>` block (or a script's or the dashboard's equivalent)."""

    op: str
    scope: str
    kind: str
    title: str = ""
    tags: list[str] = field(default_factory=list)
    body: str = ""
    id: str | None = None
    reason: str | None = None
    verify_by: str | None = None


@dataclass(frozen=True, slots=True)
class Visibility:
    """What one request may see: the user scope, that project and that session."""

    user: str
    session: str | None = None
    project: str | None = None

    def scope_keys(self) -> frozenset[str]:
        return visible_scope_keys(self.project, self.session)


@dataclass(frozen=True, slots=True)
class NoteChange:
    """What changed, for views deciding whether to refresh. Ids only, never text."""

    user: str
    ids: tuple[str, ...]
    scope: str | None
    change: str


@dataclass(frozen=True, slots=True)
class WriteResult:
    note: Note
    change: NoteChange
    op_done: str
    merged_into: str | None = None
    """For an add that dedupe turned into a revision: the title the note had before, so
    the person is told which note their new fact went into."""


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    """One text of a note: `revision` n (the current text last) and its diff from n-1."""

    revision: int
    text: str
    diff: str
    current: bool
    content: str = ""
    """Title, tags and body only: what a person changes, without the bookkeeping."""
    content_diff: str = ""
    at: str = ""
    by: str = ""
    op: str = ""
