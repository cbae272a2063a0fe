"""A writer killed at any step of a write leaves nothing a fresh open does not repair.

Each test runs real writes in a child process and SIGKILLs it, paused at one step or at a
random moment, then opens the store afresh and checks what issue 12 asks of it: no temp
file, one live file per id, a journal row for every note, nothing acknowledged lost.
"""

from __future__ import annotations

import multiprocessing
import random
import signal
import sqlite3
import time
from collections import Counter
from multiprocessing.connection import Connection
from pathlib import Path

import pytest

from app.atomic_write import is_temp_name
from app.memory.note import id_from_filename, parse
from app.memory.service import NotesService

from . import crash_writer
from .helpers import notes_root

Acked = dict[str, tuple[int, str, str, bool]]
"""note id -> (revision, title, body, archived) as the last acknowledged write left it."""

RANDOM_KILLS = 50


def _context() -> multiprocessing.context.BaseContext:
    ctx = multiprocessing.get_context("forkserver")
    ctx.set_forkserver_preload(["app.memory.service"])
    return ctx


def _drain(conn: Connection, acked: Acked, until: str | None, timeout: float) -> bool:
    """Record acknowledgements until the message `until` (True) or the timeout (False)."""
    deadline = time.monotonic() + timeout
    while (left := deadline - time.monotonic()) > 0 or until is None:
        try:
            if not conn.poll(max(left, 0)):
                return until is None
            kind, *rest = conn.recv()
        except (EOFError, OSError):
            return False
        if kind == "ack":
            note_id, revision, title, body, archived = rest
            acked[note_id] = (revision, title, body.strip(), archived)
        if kind == until:
            return True
    return False


def _run_and_kill(home: Path, acked: Acked, seed: int, pause: tuple[str, int] | None = None,
                  script: tuple[str, ...] = (), kill_after: float = 0.0) -> bool:
    """One child writer, killed when paused at `pause`, else `kill_after` seconds after it
    started. True when the SIGKILL found it still running."""
    parent, child = _context().Pipe(duplex=False)
    proc = _context().Process(target=crash_writer.write_until_killed,
                              args=(str(home), seed, pause, child, script))
    proc.start()
    child.close()
    if pause is not None:
        assert _drain(parent, acked, "paused", timeout=60), "the writer never reached the point"
    else:
        _drain(parent, acked, "done", timeout=kill_after)
    proc.kill()
    proc.join()
    _drain(parent, acked, None, timeout=0)  # what was acknowledged before the kill
    parent.close()
    return proc.exitcode == -signal.SIGKILL


def _live_files(home: Path) -> list[Path]:
    root = notes_root(home)
    folders = [root / "user", *(root / "projects").glob("*"), *(root / "sessions").glob("*")]
    return sorted(p for f in folders if f.is_dir() for p in f.iterdir() if p.suffix == ".md")


def _texts(home: Path, note_id: str) -> set[tuple[int, str, str]]:
    """Every (revision, title, body) of a note that any file still holds."""
    root = notes_root(home)
    paths = [*_live_files(home), *(root / "archive").rglob("*.md"),
             *(root / "revisions" / note_id).glob("*.md")]
    out = set()
    for path in paths:
        if path.parent.name != note_id and id_from_filename(path.name) != note_id:
            continue
        note = parse(path.read_text("utf-8"), defaults={"id": note_id, "scope": "user"})
        out.add((note.revision, note.title, note.body.strip()))
    return out


def _journaled_ids(home: Path) -> set[str]:
    """Read straight from the file, without opening the service (which would repair)."""
    db = sqlite3.connect(home / "state" / "ledger.sqlite")
    try:
        return {r[0] for r in db.execute(
            "SELECT DISTINCT note_id FROM notes_journal WHERE note_id IS NOT NULL")}
    finally:
        db.close()


def _traces(home: Path) -> set[str]:
    """Which kinds of damage the store holds right now, before any open repairs it."""
    root = notes_root(home)
    found = set()
    if any(is_temp_name(p.name) for p in root.rglob("*")):
        found.add("temp file")
    ids = [id_from_filename(p.name) for p in _live_files(home)]
    if any(n > 1 for n in Counter(ids).values()):
        found.add("duplicate id")
    if set(ids) - _journaled_ids(home):
        found.add("unjournaled note")
    if set(ids) & {id_from_filename(p.name) for p in (root / "archive").rglob("*.md")}:
        found.add("live and archived")
    return found


def _assert_recovered(home: Path, acked: Acked) -> NotesService:
    svc = NotesService(home)
    root = notes_root(home)
    assert [p.name for p in root.rglob("*") if is_temp_name(p.name)] == []
    live_ids = [id_from_filename(p.name) for p in _live_files(home)]
    assert len(live_ids) == len(set(live_ids)), "two live files with one id"
    archived_ids = {id_from_filename(p.name) for p in (root / "archive").rglob("*.md")}
    assert not set(live_ids) & archived_ids, "an id both live and archived"
    assert svc.broken_files("local") == []
    assert set(live_ids) | archived_ids <= svc.ledger.note_ids("local"), "a note not journaled"
    for note_id, (revision, title, body, archived) in acked.items():
        assert note_id in archived_ids or (not archived and note_id in live_ids), note_id
        assert (revision, title, body) in _texts(home, note_id), "an acknowledged text is lost"
    return svc


@pytest.mark.parametrize(("point", "nth", "trace"), [
    ("rename", 1, "temp file"),  # an add, before its temp file is renamed
    ("rename", 2, "temp file"),  # a retitle, its earlier text already a revision
    ("unlink", 1, "duplicate id"),  # a retitle, before its old name is removed
    ("unlink", 2, "live and archived"),  # an archive, before the live file is removed
    ("journal", 1, "unjournaled note"),  # an add, before its journal row
    ("journal", 2, None),  # a retitle, before its row: the note's add row stands
])
def test_a_writer_killed_at_each_step_of_a_write_is_repaired_on_open(
        home: Path, point: str, nth: int, trace: str | None) -> None:
    NotesService(home).close()
    acked: Acked = {}
    script = ("add", "update", "archive")
    assert _run_and_kill(home, acked, seed=1, pause=(point, nth), script=script)
    assert _traces(home) == ({trace} if trace else set())
    svc = _assert_recovered(home, acked)
    try:
        assert bool(svc.repairs) == (trace is not None)
        if trace is not None:
            assert svc.ledger.rows("repair")[0]["op"] == "recovered"
        assert _traces(home) == set()
    finally:
        svc.close()


def test_a_kill_during_an_archive_finishes_the_archive(home: Path) -> None:
    NotesService(home).close()
    acked: Acked = {}
    _run_and_kill(home, acked, seed=2, pause=("unlink", 2), script=("add", "update", "archive"))
    (note_id,) = acked
    svc = _assert_recovered(home, acked)
    try:
        assert svc.read("local", note_id).archived is not None  # type: ignore[union-attr]
        assert [n.id for n in svc.list_notes("local")] == []
    finally:
        svc.close()


def test_repairs_journal_ids_and_counts_never_titles(home: Path) -> None:
    NotesService(home).close()
    acked: Acked = {}
    _run_and_kill(home, acked, seed=3, pause=("unlink", 1), script=("add", "update"))
    svc = _assert_recovered(home, acked)
    try:
        rows = svc.ledger.rows("repair")
        assert {r["op"] for r in rows} == {"recovered", "duplicate_resolved"}
        dump = repr(rows)
        for _, title, body, _ in acked.values():
            assert title not in dump and body not in dump
    finally:
        svc.close()


def test_fifty_random_sigkills_lose_nothing_acknowledged(home: Path) -> None:
    """Kills at random moments and at random steps. A third of the rounds leave the
    damage to the next writer's own open, so kills land in recovery too."""
    rng = random.Random(1226)
    NotesService(home).close()
    acked: Acked = {}
    kills = rounds = 0
    while kills < RANDOM_KILLS:
        rounds += 1
        assert rounds < RANDOM_KILLS * 2, "the writer kept finishing before the kill"
        if rng.random() < 0.5:
            pause = (rng.choice(crash_writer.POINTS), rng.randint(1, 4))
            kills += _run_and_kill(home, acked, seed=rounds, pause=pause)
        else:
            kills += _run_and_kill(home, acked, seed=rounds, kill_after=rng.uniform(0, 0.15))
        if rng.random() < 0.67:
            _assert_recovered(home, acked).close()
    _assert_recovered(home, acked).close()
    assert len(acked) >= 20, "too few acknowledged writes to mean anything"
