"""The journal: what happened to the notes, in sqlite (WAL) under `$TANDEM_HOME/state/`.

Spec 26.3: each write (operation, id, scope, kind, why it was refused, redaction counts),
each injection (the note ids), the dashboard's edits and the nightly job are journaled, and
never a title or a body. The journal is read by people debugging and may be attached to a
bug report, so the rule is enforced here, on every row: field names that could carry note
text are rejected, and free-text values are short.
"""

from __future__ import annotations

import json
import logging
import os
import queue
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

from app.private_dir import make_private_dir

log = logging.getLogger("tandem.memory")

LEDGER_FILE = "ledger.sqlite"
FORBIDDEN_FIELDS = frozenset(
    {"title", "body", "text", "content", "message", "note", "tags", "prompt", "answer"}
)
MAX_VALUE_CHARS = 300

_SCHEMA = """
CREATE TABLE IF NOT EXISTS notes_journal (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    ts REAL NOT NULL,
    event TEXT NOT NULL,
    user TEXT,
    op TEXT,
    note_id TEXT,
    scope TEXT,
    kind TEXT,
    session TEXT,
    request_id TEXT,
    refused TEXT,
    fields TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX IF NOT EXISTS notes_journal_session ON notes_journal (user, session, event, op);
CREATE INDEX IF NOT EXISTS notes_journal_note ON notes_journal (user, note_id);
CREATE INDEX IF NOT EXISTS notes_journal_request ON notes_journal (request_id, event);
"""
_COLUMNS = ("user", "op", "note_id", "scope", "kind", "session", "request_id", "refused")


def _row(event: str, fields: dict[str, Any]) -> tuple[Any, ...]:
    clean = {k: _clean(k, v) for k, v in fields.items()}
    columns = {k: clean.pop(k, None) for k in _COLUMNS}
    return (time.time(), event, *columns.values(), json.dumps(clean, sort_keys=True))


class JournalFieldError(ValueError):
    """A caller tried to journal something that may hold note text."""


def _clean(name: str, value: Any) -> Any:
    if name.lower() in FORBIDDEN_FIELDS:
        raise JournalFieldError(f"the journal never holds a {name}")
    if value is None or isinstance(value, bool | int | float):
        return value
    if isinstance(value, str):
        if len(value) > MAX_VALUE_CHARS:
            raise JournalFieldError(f"journal field {name} is longer than {MAX_VALUE_CHARS}")
        return value
    if isinstance(value, list | tuple):
        return [_clean(name, v) for v in value]
    if isinstance(value, dict):
        return {str(k): _clean(str(k), v) for k, v in value.items()}
    raise JournalFieldError(f"journal field {name} has an unsupported type")


class Ledger:
    """One sqlite connection shared by threads under a lock; WAL lets other processes read
    while one writes, and `busy_timeout` makes concurrent writers wait instead of fail.

    That wait may be long (a `tandem notes nightly` holds the write lock), so the request
    path, which runs on the event loop, never waits on sqlite: it journals through
    `record_later`, which checks the fields at once and leaves the insert to one writer
    thread. The write path keeps `record`, in its worker thread, because its row must be
    in the file before the store's lock is released (recovery reads the journal under it).
    """

    def __init__(self, state_dir: Path) -> None:
        make_private_dir(state_dir)
        self.path = state_dir / LEDGER_FILE
        # Created 0600 before sqlite opens it: the -wal and -shm files copy its mode.
        os.close(os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600))
        self._lock = threading.Lock()
        self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        self._db.execute("PRAGMA busy_timeout = 10000")
        self._db.execute("PRAGMA journal_mode = WAL")
        self._db.execute("PRAGMA synchronous = NORMAL")
        self._db.executescript(_SCHEMA)
        self._later: queue.Queue[tuple[Any, ...] | None] = queue.Queue()
        self._writer = threading.Thread(target=self._write_later, name="tandem-journal",
                                        daemon=True)
        self._writer.start()

    def record(self, event: str, /, **fields: Any) -> None:
        """Journal one event now. Known columns are stored as columns, the rest as JSON."""
        self._insert(_row(event, fields))

    def record_later(self, event: str, /, **fields: Any) -> None:
        """Journal one event without waiting for sqlite (a queue put): for code on the
        event loop. A forbidden field still raises here, in the caller."""
        self._later.put(_row(event, fields))

    def _insert(self, row: tuple[Any, ...]) -> None:
        with self._lock:
            self._db.execute(
                f"INSERT INTO notes_journal (ts, event, {', '.join(_COLUMNS)}, fields) "
                f"VALUES ({', '.join('?' * (len(_COLUMNS) + 3))})",
                row,
            )

    def _write_later(self) -> None:
        """The writer thread: rows in order. A row that meets a lock past the busy
        timeout is tried again, not dropped; any other failure is logged (the thread
        must live on, or every later read would wait for it forever)."""
        while (row := self._later.get()) is not None:
            while True:
                try:
                    self._insert(row)
                except sqlite3.OperationalError as exc:
                    if "locked" in str(exc) or "busy" in str(exc):
                        log.warning("a journal row waits for the lock: %s", exc)
                        continue
                    log.error("a journal row was lost: %s", exc)
                except Exception:
                    log.exception("a journal row was lost")
                break
            self._later.task_done()
        self._later.task_done()

    def _caught_up(self) -> None:
        """Reads see every row recorded before them, `record_later` ones included."""
        self._later.join()

    def adds_in_session(self, user: str, session: str) -> int:
        """Notes this session added (revisions do not count): the 20-a-session cap."""
        self._caught_up()
        with self._lock:
            (n,) = self._db.execute(
                "SELECT COUNT(*) FROM notes_journal WHERE user = ? AND session = ? "
                "AND event = 'write' AND op = 'added'",
                (user, session),
            ).fetchone()
        return int(n)

    def note_ids(self, user: str) -> set[str]:
        """Every note id the journal has a row for: a note file outside it was written by
        a writer killed before its row, or by hand."""
        self._caught_up()
        with self._lock:
            cur = self._db.execute(
                "SELECT DISTINCT note_id FROM notes_journal WHERE user = ? "
                "AND note_id IS NOT NULL", (user,))
            return {r[0] for r in cur.fetchall()}

    def rows(self, event: str | None = None, limit: int = 200) -> list[dict[str, Any]]:
        """Newest first, for the Notes tab's lists of writes, refusals and injections."""
        sql = "SELECT seq, ts, event, " + ", ".join(_COLUMNS) + ", fields FROM notes_journal"
        args: tuple[Any, ...] = ()
        if event is not None:
            sql += " WHERE event = ?"
            args = (event,)
        sql += " ORDER BY seq DESC LIMIT ?"
        self._caught_up()
        with self._lock:
            cur = self._db.execute(sql, (*args, limit))
            names = [d[0] for d in cur.description]
            out = [dict(zip(names, r, strict=True)) for r in cur.fetchall()]
        for row in out:
            row["fields"] = json.loads(row["fields"])
        return out

    def page(
        self, user: str, events: tuple[str, ...] = (), note_id: str | None = None,
        limit: int = 100, offset: int = 0, exclude: tuple[str, ...] = (),
    ) -> tuple[list[dict[str, Any]], int]:
        """One page of a user's rows, newest first, and how many there are in all: the
        admin routes' and the Notes tab's journal and writer runs. `note_id` matches the
        row's note or one of its injected `note_ids`; `exclude` leaves events out (the
        Journal's, which the other views show). Rows recorded later are in: the request
        path's figures and writer runs go through the writer thread."""
        return self._page(user, events, note_id, limit, offset, exclude, with_figures=False)

    def requests_page(
        self, user: str, note_id: str | None = None, limit: int = 100, offset: int = 0,
    ) -> tuple[list[dict[str, Any]], int]:
        """The requests that carried notes, newest first: each injection row with the
        figures (tokens, first token, speed) of its own `request` row merged in. The two
        are written apart (the notes when the prompt is built, the figures when the
        stream ends), so a request still streaming has its notes and no figures yet."""
        return self._page(user, ("injection",), note_id, limit, offset, (), with_figures=True)

    def _page(
        self, user: str, events: tuple[str, ...], note_id: str | None, limit: int,
        offset: int, exclude: tuple[str, ...], *, with_figures: bool,
    ) -> tuple[list[dict[str, Any]], int]:
        where = ["j.user = ?"]
        args: list[Any] = [user]
        for names, op in ((events, "IN"), (exclude, "NOT IN")):
            if names:
                where.append(f"j.event {op} ({', '.join('?' * len(names))})")
                args += names
        if note_id is not None:
            where.append("(j.note_id = ? OR EXISTS (SELECT 1 FROM json_each(j.fields, "
                         "'$.note_ids') WHERE value = ?))")
            args += [note_id, note_id]
        cond = " WHERE " + " AND ".join(where)
        figures, join = "NULL", ""
        if with_figures:
            figures = "r.fields"
            join = (" LEFT JOIN notes_journal r ON r.event = 'request' AND r.user = j.user"
                    " AND r.request_id = j.request_id")
        sql = ("SELECT j.seq, j.ts, j.event, " + ", ".join(f"j.{c}" for c in _COLUMNS)
               + f", j.fields, {figures} AS figures FROM notes_journal j" + join + cond
               + " ORDER BY j.seq DESC LIMIT ? OFFSET ?")
        self._caught_up()
        with self._lock:
            (total,) = self._db.execute(
                "SELECT COUNT(*) FROM notes_journal j" + cond, args).fetchone()
            cur = self._db.execute(sql, (*args, limit, offset))
            names = [d[0] for d in cur.description]
            out = [dict(zip(names, r, strict=True)) for r in cur.fetchall()]
        for row in out:
            extra = json.loads(row.pop("figures") or "{}")
            row["fields"] = {**extra, **json.loads(row["fields"])}
        return out, int(total)

    def close(self) -> None:
        """Write what is queued, then close."""
        self._later.put(None)
        self._writer.join()
        with self._lock:
            self._db.close()
