"""What a person filters the list by, and the tree of scopes beside it: pure functions over
notes, so the admin routes, the Notes tab and the CLI filter and count the same way.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from app.memory.note import Note


@dataclass(frozen=True, slots=True)
class NoteFilter:
    """Every field None means "any"; `q` matches title, body and tags, case-folded."""

    scope: str | None = None
    kind: str | None = None
    status: str | None = None
    pinned: bool | None = None
    tag: str | None = None
    q: str | None = None

    def keeps(self, note: Note) -> bool:
        if self.scope is not None and note.scope != self.scope:
            return False
        if self.kind is not None and note.kind != self.kind:
            return False
        if self.status is not None and note.status != self.status:
            return False
        if self.pinned is not None and note.pinned != self.pinned:
            return False
        if self.tag is not None and self.tag.casefold() not in {t.casefold() for t in note.tags}:
            return False
        if self.q:
            words = self.q.casefold().split()
            hay = " ".join((note.title, note.body, *note.tags)).casefold()
            return all(w in hay for w in words)
        return True


def brief(note: Note) -> dict[str, Any]:
    """What a script or an MCP client is told about a note beside its body: the same
    fields on both, so a tool and a script see one note the same way."""
    return {
        "id": note.id, "title": note.title, "kind": note.kind, "scope": note.scope,
        "status": note.status, "tags": list(note.tags), "updated": note.updated,
    }


def summary(note: Note, uses_7d: int) -> dict[str, Any]:
    """One row of the list, as the routes send it and the tab shows it."""
    return {
        "id": note.id, "title": note.title, "kind": note.kind, "scope": note.scope,
        "project": note.project, "session": note.session, "status": note.status,
        "pinned": note.pinned, "tags": list(note.tags), "updated": note.updated,
        "uses_7d": uses_7d,
    }


def tree(live: list[Note], archived: int) -> dict[str, Any]:
    """Scopes with their counts, then each project and session with its own."""
    scopes = Counter(n.scope for n in live)
    projects = Counter(n.project for n in live if n.scope == "project" and n.project)
    sessions = Counter(n.session for n in live if n.scope == "session" and n.session)
    return {
        "scopes": {s: scopes.get(s, 0) for s in ("user", "project", "session")},
        "projects": [{"name": k, "count": v} for k, v in sorted(projects.items())],
        "sessions": [{"name": k, "count": v} for k, v in sorted(sessions.items())],
        "archived": archived,
        "provisional": sum(1 for n in live if not n.ratified),
    }
