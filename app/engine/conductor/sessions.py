"""Per-session conductor state in sqlite, so replay survives a restart.

For each message position of a session we keep a hash of what the client saw, and the
`Splice` that turns the client's message back into what the engine was sent: the card,
index and notes injected, the held-back blocks, the reasoning. Never the client's own
text, and so never a block the secret refusal turned away (it went out as visible text).
That is all the conductor needs to rebuild a prompt whose prefix matches the last turn.
The file holds note text, so it is 0600 like the notes themselves.

A session belongs to one user: the same id from another user is another session, with
its own script token. A state is one thread of a conversation (`id`); threads that fork
from it when a history departs from the recorded one keep the notes session of the
conversation they belong to (`notes_session`), see `session_ids`.
"""

from __future__ import annotations

import hashlib
import json
import os
import secrets
import sqlite3
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from app.engine.conductor.splice import Splice
from app.private_dir import make_private_dir

IDLE_EVICT_S = 7 * 24 * 3600
SCHEMA_VERSION = 2
"""Version 1 kept the engine's whole text per message, keyed by the session id alone:
its rows are dropped on open (they cost one prefill each, nothing else)."""

_TABLES = ("sessions", "injected", "messages")
_SCHEMA = """
CREATE TABLE IF NOT EXISTS sessions (
    user TEXT NOT NULL,
    id TEXT NOT NULL,
    notes_session TEXT NOT NULL,
    derived INTEGER NOT NULL,
    project TEXT,
    token TEXT NOT NULL UNIQUE,
    updated REAL NOT NULL,
    PRIMARY KEY (user, id)
);
CREATE TABLE IF NOT EXISTS injected (
    user TEXT NOT NULL,
    session TEXT NOT NULL,
    idx INTEGER NOT NULL,
    note_id TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS messages (
    user TEXT NOT NULL,
    session TEXT NOT NULL,
    idx INTEGER NOT NULL,
    client_hash TEXT NOT NULL,
    splice TEXT NOT NULL,
    PRIMARY KEY (user, session, idx)
);
"""


def client_hash(role: str, content: str) -> str:
    """Clients re-send messages with trimmed whitespace, so the hash ignores it."""
    return hashlib.sha256(f"{role}\0{content.strip()}".encode()).hexdigest()[:32]


@dataclass(frozen=True, slots=True)
class Entry:
    client_hash: str
    splice: Splice = ()


@dataclass(slots=True)
class SessionState:
    id: str
    user: str
    project: str | None
    token: str
    notes_session: str
    """The session the notes see (folder, scope): this thread's conversation."""
    derived: bool = False
    """Derived from the first messages (no client id): a fork is another conversation."""
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
    """The notes session, what a script may see and write."""
    user: str
    project: str | None


def _dump(splice: Splice) -> str:
    return json.dumps(splice, ensure_ascii=False, separators=(",", ":"))


def _load(text: str) -> Splice:
    return tuple((int(offset), str(piece)) for offset, piece in json.loads(text))


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
        # The old rows are gone for good once dropped: VACUUM so no freed page keeps them.
        if self._db.execute("PRAGMA user_version").fetchone()[0] != SCHEMA_VERSION:
            for table in _TABLES:
                self._db.execute(f"DROP TABLE IF EXISTS {table}")
            self._db.execute("VACUUM")
            self._db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        self._db.executescript(_SCHEMA)
        self._lock = threading.Lock()
        self.evict_idle()

    def open(self, session: str, user: str, project: str | None, *,
             notes_session: str | None = None, derived: bool = False) -> SessionState:
        """The user's session, created (with a fresh script token) when it is new."""
        now = time.time()
        with self._lock:
            row = self._db.execute(
                "SELECT token, notes_session, derived FROM sessions WHERE user = ? AND id = ?",
                (user, session),
            ).fetchone()
            if row is None:
                token = secrets.token_urlsafe(24)
                notes = notes_session or session
                self._db.execute(
                    "INSERT INTO sessions (user, id, notes_session, derived, project, token,"
                    " updated) VALUES (?,?,?,?,?,?,?)",
                    (user, session, notes, int(derived), project, token, now),
                )
            else:
                token, notes, derived = row[0], row[1], bool(row[2])
                self._db.execute(
                    "UPDATE sessions SET updated = ?, project = ? WHERE user = ? AND id = ?",
                    (now, project, user, session),
                )
            rows = self._db.execute(
                "SELECT client_hash, splice FROM messages WHERE user = ? AND session = ?"
                " ORDER BY idx", (user, session),
            ).fetchall()
            injected = self._db.execute(
                "SELECT idx, note_id FROM injected WHERE user = ? AND session = ?",
                (user, session),
            ).fetchall()
        entries = [Entry(h, _load(s)) for h, s in rows]
        return SessionState(session, user, project, token, notes, derived, entries,
                            [(i, n) for i, n in injected])

    def fork(self, parent: SessionState, child: str, keep: int) -> tuple[SessionState, bool]:
        """The thread `child` that shares `parent`'s first `keep` messages; when it is new,
        it starts with their entries and injections, so its prompt keeps their bytes.
        A derived session's fork is a conversation of its own (its own notes session)."""
        notes = child if parent.derived else parent.notes_session
        state = self.open(child, parent.user, parent.project, notes_session=notes,
                          derived=parent.derived)
        if not state.is_new or keep == 0:
            return state, state.is_new
        self.save(state, 0, parent.entries[:keep])
        for idx, note_id in parent.injected:
            if idx < keep:
                self.record_injected(state, idx, [note_id])
        return state, True

    def save(self, state: SessionState, keep: int, new: list[Entry]) -> None:
        """Keep the first `keep` entries, replace everything after them with `new`."""
        key = (state.user, state.id)
        with self._lock:
            self._db.execute("BEGIN")
            self._db.execute(
                "DELETE FROM messages WHERE user = ? AND session = ? AND idx >= ?", (*key, keep)
            )
            self._db.execute(
                "DELETE FROM injected WHERE user = ? AND session = ? AND idx >= ?", (*key, keep)
            )
            self._db.executemany(
                "INSERT INTO messages (user, session, idx, client_hash, splice)"
                " VALUES (?,?,?,?,?)",
                [(*key, keep + i, e.client_hash, _dump(e.splice)) for i, e in enumerate(new)],
            )
            self._db.execute("COMMIT")
        state.entries = state.entries[:keep] + new
        state.injected = [(i, n) for i, n in state.injected if i < keep]

    def record_injected(self, state: SessionState, idx: int, note_ids: list[str]) -> None:
        """Notes placed in message `idx`; dropped again if the history diverges before it."""
        with self._lock:
            self._db.executemany(
                "INSERT INTO injected (user, session, idx, note_id) VALUES (?,?,?,?)",
                [(state.user, state.id, idx, n) for n in note_ids],
            )
        state.injected += [(idx, n) for n in note_ids]

    def owner_of(self, token: str) -> TokenOwner | None:
        with self._lock:
            row = self._db.execute(
                "SELECT notes_session, user, project FROM sessions WHERE token = ?", (token,)
            ).fetchone()
        return TokenOwner(*row) if row else None

    def evict_idle(self, now: float | None = None) -> int:
        cutoff = (now or time.time()) - IDLE_EVICT_S
        with self._lock:
            keys = self._db.execute(
                "SELECT user, id FROM sessions WHERE updated < ?", (cutoff,)
            ).fetchall()
            for key in keys:
                self._db.execute("DELETE FROM messages WHERE user = ? AND session = ?", key)
                self._db.execute("DELETE FROM injected WHERE user = ? AND session = ?", key)
                self._db.execute("DELETE FROM sessions WHERE user = ? AND id = ?", key)
        return len(keys)

    def close(self) -> None:
        with self._lock:
            self._db.close()
