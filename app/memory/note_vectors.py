"""Each note's sentence vectors, kept on disk so that a restart does not encode every note
again (`$TANDEM_HOME/state/note_vectors.sqlite`).

Matching a message reads the vectors of its candidate notes: the whole note, its title and
each sentence (`search`). Encoding them costs a few milliseconds a text, about 100 ms for
a message's first candidates; read from here, a note costs a few microseconds.

A row is one note's vectors and the digest of the texts they encode, so a note edited by
hand elsewhere reads as new text. The rows follow the notes: a note that leaves the live
set (deleted, archived, gone from disk) loses its row, and a cold start drops the rows of
notes deleted while Tandem was not running. The file is derived data, never the truth:
when sqlite is busy or the file is lost, the vectors are computed again and nothing fails.
"""

from __future__ import annotations

import hashlib
import logging
import os
import sqlite3
import threading
from collections.abc import Iterable, Sequence
from pathlib import Path

import numpy as np

from app.private_dir import make_private_dir

log = logging.getLogger("tandem.memory")

VECTORS_FILE = "note_vectors.sqlite"
# A row holds this encoder's vectors: another model, or another way of running it, starts
# afresh. Bump the version when meaning.py's forward pass or its truncation changes.
MODEL = "all-MiniLM-L6-v2/numpy-1"
BUSY_MS = 50  # a cache waits this long for another process's write, then goes without

_SCHEMA = """
CREATE TABLE IF NOT EXISTS note_vectors (
    user TEXT NOT NULL,
    note_id TEXT NOT NULL,
    digest BLOB NOT NULL,
    width INTEGER NOT NULL,
    vectors BLOB NOT NULL,
    PRIMARY KEY (user, note_id)
);
"""


def digest_of(texts: Sequence[str]) -> bytes:
    """What the vectors encode: the model and each text, in order."""
    h = hashlib.blake2b(MODEL.encode(), digest_size=16)
    for text in texts:
        h.update(len(text).to_bytes(4, "big"))
        h.update(text.encode("utf-8", "surrogatepass"))
    return h.digest()


def _open(path: Path) -> sqlite3.Connection:
    # Created 0600 before sqlite opens it: the -wal and -shm files copy its mode.
    os.close(os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600))
    os.chmod(path, 0o600)  # a file made looser by hand is tightened again
    db = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
    try:
        db.execute(f"PRAGMA busy_timeout = {BUSY_MS}")
        db.execute("PRAGMA secure_delete = ON")  # a deleted note's vectors are overwritten
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA synchronous = NORMAL")
        db.executescript(_SCHEMA)
    except sqlite3.DatabaseError:
        db.close()
        raise
    return db


class NoteVectors:
    """One sqlite connection (WAL) shared by threads under a lock."""

    def __init__(self, state_dir: Path) -> None:
        make_private_dir(state_dir)
        self._lock = threading.Lock()
        path = state_dir / VECTORS_FILE
        self._db: sqlite3.Connection | None = None
        try:
            try:
                self._db = _open(path)
            except sqlite3.OperationalError:
                raise  # busy: this process goes without, below
            except sqlite3.DatabaseError as exc:  # not a database any more: only a cache
                log.warning("note vectors file unreadable, starting afresh: %s", exc)
                for stale in (path, path.with_name(path.name + "-wal"),
                              path.with_name(path.name + "-shm")):
                    stale.unlink(missing_ok=True)
                self._db = _open(path)
        except (sqlite3.Error, OSError) as exc:
            log.warning("note vectors unavailable: %s", exc)

    def get(self, user: str, note_id: str, digest: bytes) -> np.ndarray | None:
        """The note's vectors, one row per text, if they encode these texts."""
        found = self._run("SELECT width, vectors FROM note_vectors WHERE user = ? AND "
                          "note_id = ? AND digest = ?", (user, note_id, digest))
        if not found:
            return None
        width, blob = found[0]
        try:
            return np.frombuffer(blob, dtype=np.float32).reshape(-1, width)  # type: ignore[arg-type]
        except (TypeError, ValueError):  # a damaged row: computed again
            return None

    def put(self, user: str, note_id: str, digest: bytes, vectors: np.ndarray) -> None:
        rows = np.ascontiguousarray(vectors, dtype=np.float32)
        self._run("INSERT OR REPLACE INTO note_vectors VALUES (?, ?, ?, ?, ?)",
                  (user, note_id, digest, rows.shape[1], rows.tobytes()))

    def forget(self, user: str, note_ids: Iterable[str]) -> None:
        self._run_many("DELETE FROM note_vectors WHERE user = ? AND note_id = ?",
                       [(user, note_id) for note_id in note_ids])

    def forget_other_text(self, user: str, note_id: str, digest: bytes) -> None:
        """An edited note's earlier vectors go when the edit lands, not when it is next read."""
        self._run("DELETE FROM note_vectors WHERE user = ? AND note_id = ? AND digest != ?",
                  (user, note_id, digest))

    def forget_user(self, user: str) -> None:
        self._run("DELETE FROM note_vectors WHERE user = ?", (user,))
        self._run("PRAGMA wal_checkpoint(TRUNCATE)", ())

    def keep_only(self, user: str, note_ids: Iterable[str]) -> None:
        """Drop the user's rows of notes that are no longer live."""
        kept = set(note_ids)
        stored = self._run("SELECT note_id FROM note_vectors WHERE user = ?", (user,))
        self.forget(user, [note_id for (note_id,) in stored if note_id not in kept])

    def close(self) -> None:
        with self._lock:
            if self._db is not None:
                self._db.close()
                self._db = None

    def _run_many(self, sql: str, rows: list[tuple[object, ...]]) -> None:
        """Many rows in one transaction."""
        if not rows:
            return
        try:
            with self._lock:
                if self._db is not None:
                    self._db.execute("BEGIN")
                    try:
                        self._db.executemany(sql, rows)
                    finally:
                        self._db.execute("COMMIT")
        except sqlite3.Error as exc:
            log.warning("note vectors unavailable: %s", exc)

    def _run(self, sql: str, args: tuple[object, ...]) -> list[tuple[object, ...]]:
        """A cache never fails its caller: a busy or broken file means no vectors."""
        try:
            with self._lock:
                return [] if self._db is None else self._db.execute(sql, args).fetchall()
        except sqlite3.Error as exc:
            log.warning("note vectors unavailable: %s", exc)
            return []
