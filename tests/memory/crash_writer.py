"""The writer the crash tests kill: real NotesService writes in a child process.

The parent SIGKILLs it either at a random moment or while it is paused at one step of a
write. The pause is the child's own: before its writes start, it wraps the three calls
that separate the steps (the rename of a note's temp file, the removal of a note's old
name, the journal's write row) so that the chosen pass through one of them tells the
parent and waits to be killed. The wrapped calls still do what they did, and production
code carries no hook for this.
"""

from __future__ import annotations

import os
import pathlib
import random
import time
from collections.abc import Callable
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from app.memory.ledger import Ledger
from app.memory.service import NotesService, NoteWrite, WriteContext, WriteResult

POINTS = ("rename", "unlink", "journal")
CTX = WriteContext(user="local", source="model", user_message_in_turn=True)
_WORDS = [f"{a}{b}{c}" for a in "bdfgklmnprstvz" for b in "aeiou" for c in "bdgklmnprstx"]


def _is_live_note(path: object) -> bool:
    p = Path(str(path))
    return p.suffix == ".md" and "revisions" not in p.parts and p.name != "INDEX.md"


def _pause_at(point: str, nth: int, conn: Connection) -> None:
    """Make the `nth` pass through `point` report to the parent and wait for the kill."""
    passes = 0

    def maybe_pause() -> None:
        nonlocal passes
        passes += 1
        if passes == nth:
            conn.send(("paused", point))
            time.sleep(3600)

    def wrap(original: Callable[..., Any], hit: Callable[..., bool]) -> Callable[..., Any]:
        def paused(*args: Any, **kwargs: Any) -> Any:
            if hit(*args, **kwargs):
                maybe_pause()
            return original(*args, **kwargs)
        return paused

    if point == "rename":
        os.replace = wrap(os.replace, lambda src, dst, **_: _is_live_note(dst))
    elif point == "unlink":
        pathlib.Path.unlink = wrap(pathlib.Path.unlink, lambda self, **_: _is_live_note(self))
    elif point == "journal":
        Ledger.record = wrap(Ledger.record, lambda self, event, **_: event == "write")


def _text(rng: random.Random, n: int) -> str:
    return " ".join(rng.choice(_WORDS) for _ in range(n))


def _ack(conn: Connection, result: WriteResult | object) -> None:
    if isinstance(result, WriteResult):
        n = result.note
        conn.send(("ack", n.id, n.revision, n.title, n.body, n.archived is not None))


def write_until_killed(home: str, seed: int, pause: tuple[str, int] | None,
                       conn: Connection, script: tuple[str, ...] = ()) -> None:
    """Adds, retitles and archives (in the order of `script`, else at random), each
    acknowledged once `write` returned."""
    svc = NotesService(Path(home))  # the open runs recovery, which a kill may interrupt
    rng = random.Random(seed)
    live = [n.id for n in svc.list_notes("local")]
    conn.send(("ready", len(live)))
    if pause is not None:
        _pause_at(*pause, conn)
    for step in range(len(script) or 10_000):
        roll = {"add": 0.0, "update": 0.5, "archive": 0.9}[script[step]] if script else (
            rng.random())
        if not live or roll < 0.45:
            nw = NoteWrite("add", "user", "reference", title=_text(rng, 3), body=_text(rng, 8))
        elif roll < 0.85:
            nw = NoteWrite("update", "user", "reference",
                           id=live[-1] if script else rng.choice(live),
                           title=_text(rng, 3), body=_text(rng, 8))
        else:
            nw = NoteWrite("archive", "user", "reference", id=live.pop(rng.randrange(len(live))),
                           reason="no longer true")
        result = svc.write(CTX, nw)
        if isinstance(result, WriteResult) and nw.op == "add":
            live.append(result.note.id)
        _ack(conn, result)
    conn.send(("done", 0))
    svc.close()
