"""Per-session conductor state in sqlite, so replay survives a restart.

For each message position of a session we keep what the client sees (a hash) and what
the engine was sent (the exact text, held-back blocks and injected notes included). That
is all the conductor needs to rebuild a prompt whose prefix matches the previous turn.
The file holds note text, so it is 0600 like the notes themselves.
"""

from __future__ import annotations

import hashlib
import os
import secrets
import sqlite3
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from app.private_dir import make_private_dir

IDLE_EVICT_S = 7 * 24 * 3600

_SCHEMA = """
CREATE TABLE IF NOT EXISTS sessions (
    id TEXT PRIMARY KEY,
    user TEXT NOT NULL,
    project TEXT,
    token TEXT NOT NULL UNIQUE,
    updated REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS injected (
    session TEXT NOT NULL,
    idx INTEGER NOT NULL,
    note_id TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS messages (
    session TEXT NOT NULL,
    idx INTEGER NOT NULL,
    client_hash TEXT NOT NULL,
    engine_content TEXT NOT NULL,
    PRIMARY KEY (session, idx)
);
"""


def client_hash(role: str, content: str) -> str:
    """Clients re-send messages with trimmed whitespace, so the hash ignores it."""
    return hashlib.sha256(f"{role}\0{content.strip()}".encode()).hexdigest()[:32]


@dataclass(frozen=True, slots=True)
class Entry:
    client_hash: str
    engine_content: str


@dataclass(slots=True)
class SessionState:
    id: str
    user: str
    project: str | None
    token: str
    entries: list[Entry] = field(default_factory=list)
    injected: list[tuple[int, str]] = field(default_factory=list)
    """(message index, note id) of every matching note placed in the session's prompt."""

    def injected_before(self, keep: int) -> set[str]:
        """Notes whose text sits in the first `keep` messages, the ones that still stand."""
        return {note_id for idx, note_id in self.injected if idx < keep}

    @property
    def is_new(self) -> bool:
        return not self.entries


@dataclass(frozen=True, slots=True)
class TokenOwner:
    session: str
    user: str
    project: str | None


class SessionStore:
    def __init__(self, state_dir: Path) -> None:
        make_private_dir(state_dir)
        path = state_dir / "sessions.sqlite"
        # Created 0600 before sqlite opens it, so its -wal and -shm files are private too.
        os.close(os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600))
        self._db = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
        self._db.execute("PRAGMA journal_mode=WAL")
        # WAL with NORMAL never corrupts; a crash may lose the last turn's state, which
        # only costs that turn's prefix reuse. FULL would fsync twice on every turn.
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.executescript(_SCHEMA)
        self._lock = threading.Lock()
        self.evict_idle()

    def open(self, session: str, user: str, project: str | None) -> SessionState:
        """The session's state, created (with a fresh script token) when it is new."""
        now = time.time()
        with self._lock:
            row = self._db.execute(
                "SELECT token FROM sessions WHERE id = ?", (session,)
            ).fetchone()
            if row is None:
                token = secrets.token_urlsafe(24)
                self._db.execute(
                    "INSERT INTO sessions (id, user, project, token, updated) VALUES (?,?,?,?,?)",
                    (session, user, project, token, now),
                )
            else:
                token = row[0]
                self._db.execute(
                    "UPDATE sessions SET updated = ?, project = ? WHERE id = ?",
                    (now, project, session),
                )
            rows = self._db.execute(
                "SELECT client_hash, engine_content FROM messages WHERE session = ? ORDER BY idx",
                (session,),
            ).fetchall()
        entries = [Entry(h, c) for h, c in rows]
        return SessionState(session, user, project, token, entries, self._injected(session))

    def save(self, state: SessionState, keep: int, new: list[Entry]) -> None:
        """Keep the first `keep` entries, replace everything after them with `new`."""
        with self._lock:
            self._db.execute("BEGIN")
            self._db.execute(
                "DELETE FROM messages WHERE session = ? AND idx >= ?", (state.id, keep)
            )
            self._db.execute(
                "DELETE FROM injected WHERE session = ? AND idx >= ?", (state.id, keep)
            )
            self._db.executemany(
                "INSERT INTO messages (session, idx, client_hash, engine_content) VALUES (?,?,?,?)",
                [(state.id, keep + i, e.client_hash, e.engine_content) for i, e in enumerate(new)],
            )
            self._db.execute("COMMIT")
        state.entries = state.entries[:keep] + new
        state.injected = [(i, n) for i, n in state.injected if i < keep]

    def record_injected(self, state: SessionState, idx: int, note_ids: list[str]) -> None:
        """Notes placed in message `idx`; dropped again if the history diverges before it."""
        with self._lock:
            self._db.executemany(
                "INSERT INTO injected (session, idx, note_id) VALUES (?,?,?)",
                [(state.id, idx, n) for n in note_ids],
            )
        state.injected += [(idx, n) for n in note_ids]

    def _injected(self, session: str) -> list[tuple[int, str]]:
        with self._lock:
            return [(i, n) for i, n in self._db.execute(
                "SELECT idx, note_id FROM injected WHERE session = ?", (session,)
            )]

    def owner_of(self, token: str) -> TokenOwner | None:
        with self._lock:
            row = self._db.execute(
                "SELECT id, user, project FROM sessions WHERE token = ?", (token,)
            ).fetchone()
        return TokenOwner(*row) if row else None

    def evict_idle(self, now: float | None = None) -> int:
        cutoff = (now or time.time()) - IDLE_EVICT_S
        with self._lock:
            ids = [r[0] for r in self._db.execute(
                "SELECT id FROM sessions WHERE updated < ?", (cutoff,)
            )]
            for sid in ids:
                self._db.execute("DELETE FROM messages WHERE session = ?", (sid,))
                self._db.execute("DELETE FROM injected WHERE session = ?", (sid,))
                self._db.execute("DELETE FROM sessions WHERE id = ?", (sid,))
        return len(ids)

    def close(self) -> None:
        with self._lock:
            self._db.close()
