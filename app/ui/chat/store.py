"""The saved conversations: sqlite under `state/`, so chats survive New chat and restarts.

Each change is one transaction (a rename, a delete, or a conversation written whole with
its messages), so a crash leaves the old state or the new one, never half. The file is
made 0600 before sqlite opens it; sqlite gives its -wal and -shm files the same mode.
Titles and texts live only in this file, never in a log.
"""

from __future__ import annotations

import os
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

from app.private_dir import make_private_dir
from app.ui.chat.conversation import NEW_TITLE, ChatMessage, Conversation

FILE_NAME = "conversations.sqlite"
SCHEMA = """
CREATE TABLE IF NOT EXISTS conversations (
    id INTEGER PRIMARY KEY,
    session_id TEXT NOT NULL,
    title TEXT NOT NULL,
    titled INTEGER NOT NULL,
    model TEXT NOT NULL,
    profile TEXT NOT NULL,
    updated REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS messages (
    conversation INTEGER NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    role TEXT NOT NULL,
    text TEXT NOT NULL,
    reasoning TEXT NOT NULL,
    error TEXT NOT NULL,
    stopped INTEGER NOT NULL,
    model TEXT NOT NULL,
    PRIMARY KEY (conversation, position)
);
CREATE TABLE IF NOT EXISTS last_used (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""


@dataclass(frozen=True, slots=True)
class ConversationSummary:
    """One row of the list: enough to show and open it, without its messages."""

    id: int
    title: str


def _like(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


class ConversationStore:
    def __init__(self, state_dir: Path) -> None:
        make_private_dir(state_dir)
        self.path = state_dir / FILE_NAME
        os.close(os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_CLOEXEC, 0o600))
        os.chmod(self.path, 0o600)
        self._db = sqlite3.connect(self.path)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA foreign_keys=ON")
        self._db.executescript(SCHEMA)

    def close(self) -> None:
        self._db.close()

    def list(self, query: str = "") -> list[ConversationSummary]:
        """Newest first; `query` matches anywhere in the title, any case."""
        rows = self._db.execute(
            "SELECT id, title FROM conversations WHERE title LIKE ? ESCAPE '\\' "
            "ORDER BY updated DESC, id DESC", (_like(query),))
        return [ConversationSummary(i, t) for i, t in rows]

    def last_used(self) -> tuple[str, str]:
        """The model and profile the newest conversation was saved with ('' if none)."""
        found = dict(self._db.execute("SELECT key, value FROM last_used"))
        return found.get("model", ""), found.get("profile", "")

    def create(self, model: str, profile: str) -> Conversation:
        conv = Conversation(model=model, profile=profile)
        self.save(conv)
        return conv

    def save(self, conv: Conversation) -> None:
        """Write the conversation whole, in one transaction; gives a new one its id."""
        with self._db:
            row = (conv.session_id, conv.title, int(conv.titled), conv.model, conv.profile,
                   time.time())
            if conv.id is None:
                cur = self._db.execute(
                    "INSERT INTO conversations (session_id, title, titled, model, profile, "
                    "updated) VALUES (?, ?, ?, ?, ?, ?)", row)
                conv.id = cur.lastrowid
            else:
                self._db.execute(
                    "UPDATE conversations SET session_id=?, title=?, titled=?, model=?, "
                    "profile=?, updated=? WHERE id=?", (*row, conv.id))
            self._db.execute("DELETE FROM messages WHERE conversation=?", (conv.id,))
            self._db.executemany(
                "INSERT INTO messages VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [(conv.id, i, m.role, m.text, m.reasoning, m.error, int(m.stopped), m.model)
                 for i, m in enumerate(conv.messages) if not m.streaming])
            self._db.executemany(
                "INSERT OR REPLACE INTO last_used VALUES (?, ?)",
                [("model", conv.model), ("profile", conv.profile)])

    def load(self, conv_id: int) -> Conversation | None:
        row = self._db.execute(
            "SELECT session_id, title, titled, model, profile FROM conversations WHERE id=?",
            (conv_id,)).fetchone()
        if row is None:
            return None
        session_id, title, titled, model, profile = row
        messages = [
            ChatMessage(role, text, reasoning, error, stopped=bool(stopped), model=by)
            for role, text, reasoning, error, stopped, by in self._db.execute(
                "SELECT role, text, reasoning, error, stopped, model FROM messages "
                "WHERE conversation=? ORDER BY position", (conv_id,))
        ]
        return Conversation(conv_id, title, model, profile, session_id, messages,
                            titled=bool(titled))

    def rename(self, conv_id: int, title: str) -> None:
        with self._db:
            self._db.execute("UPDATE conversations SET title=?, titled=1 WHERE id=?",
                             (title.strip() or NEW_TITLE, conv_id))

    def delete(self, conv_id: int) -> None:
        with self._db:
            self._db.execute("DELETE FROM conversations WHERE id=?", (conv_id,))
