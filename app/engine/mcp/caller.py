"""Who one MCP request is for, and which tools read notes: what the transports decide
before the SDK is involved, kept free of the SDK so that serving HTTP does not import it
until the first MCP request."""

from __future__ import annotations

from dataclasses import dataclass

from app.memory.types import Visibility

READ_TOOLS = frozenset({"search_notes", "read_note", "recent_notes"})
"""The tools that read notes: once an admin password is set, the HTTP route lets them
through only with it, as it does the resources."""


@dataclass(frozen=True, slots=True)
class Caller:
    """Whose notes one MCP request touches, and from which connection (its session)."""

    user: str
    session: str
    project: str | None = None

    def visibility(self) -> Visibility:
        return Visibility(user=self.user, session=self.session, project=self.project)
