"""Spec 26.3 (end): what is journaled, in sqlite under state/, and never a title or a body."""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path

import pytest

from app.memory.ledger import JournalFieldError
from app.memory.service import NotesService, NoteWrite, Visibility

from .helpers import PROJECT, Clock, add, model_ctx

VIS = Visibility("local", "s1", PROJECT)


def rows(svc: NotesService, event: str | None = None) -> list[dict]:
    return list(reversed(svc.ledger.rows(event)))


def test_journal_is_sqlite_in_wal_mode_under_state(svc: NotesService, home: Path) -> None:
    add(svc, "the build needs node 20")
    path = home / "state" / "ledger.sqlite"
    assert path.exists()
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_each_write_is_journaled_with_op_id_scope_and_kind(svc: NotesService) -> None:
    note = add(svc, "the build needs node 20", scope="project").note
    svc.write(model_ctx(), NoteWrite("update", "project", "gotcha", id=note.id, body="x"))
    svc.write(model_ctx(), NoteWrite("archive", "project", "gotcha", id=note.id, reason="old"))
    got = [(r["op"], r["note_id"], r["scope"], r["kind"], r["refused"]) for r in rows(svc, "write")]
    assert got == [
        ("added", note.id, "project", "gotcha", None),
        ("revised", note.id, "project", "gotcha", None),
        ("archived", note.id, "project", "gotcha", None),
    ]
    first = rows(svc, "write")[0]
    assert (first["user"], first["session"], first["fields"]["source"]) == ("local", "s1", "model")


def test_a_refused_write_is_journaled_with_why_and_redaction_counts(svc: NotesService) -> None:
    svc.write(model_ctx(request_id="req-9"),
              NoteWrite("add", "user", "reference", title="key",
                        body="AKIAQ3EGT5NRX7KZP2LM and AKIAQ3EGT5NRX7KZP2LN"))
    (row,) = rows(svc, "write")
    assert (row["op"], row["refused"], row["request_id"]) == ("refused", "secret", "req-9")
    assert row["fields"]["redactions"] == {"aws_access_key": 2}
    assert "secret" in row["fields"]["reason"]


def test_each_injection_is_journaled_with_the_note_ids(svc: NotesService) -> None:
    a = add(svc, "the build needs node 20").note
    b = add(svc, "redis is only a cache").note
    svc.record_injection(VIS, [a.id, b.id], "req-1")
    (row,) = rows(svc, "injection")
    assert row["fields"]["note_ids"] == [a.id, b.id]
    assert (row["request_id"], row["session"]) == ("req-1", "s1")


def test_dashboard_edits_and_nightly_runs_are_journaled(svc: NotesService) -> None:
    note = add(svc, "the build needs node 20").note
    svc.ratify("local", note.id)
    svc.edit("local", note.id, body="node 22 now")
    svc.pin("local", note.id)  # refused: not a rule
    svc.nightly()
    dash = [(r["op"], r["refused"]) for r in rows(svc, "dashboard")]
    assert dash == [("ratify", None), ("edit", None), ("pin", "not_pinnable")]
    (night,) = rows(svc, "nightly")
    assert night["fields"]["indexed"] == 1


def test_journal_event_takes_plain_fields_and_refuses_note_text(svc: NotesService) -> None:
    svc.journal_event("memory_off", reason="header", request_id="r7")
    (row,) = rows(svc, "memory_off")
    assert row["fields"] == {"reason": "header"} and row["request_id"] == "r7"
    for field in ("title", "body", "text", "content", "message"):
        with pytest.raises(JournalFieldError):
            svc.journal_event("oops", **{field: "x"})


def test_no_title_or_body_ever_reaches_the_journal_or_the_logs(
    home: Path, clock: Clock, caplog: pytest.LogCaptureFixture, capfd: pytest.CaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    title, body = "zebra-title-marker", "okapi-body-marker wombat"
    svc = NotesService(home, clock=clock)
    try:
        note = add(svc, title, body).note
        svc.write(model_ctx(), NoteWrite("update", "user", "gotcha", id=note.id,
                                         body=body + " quokka-second-marker"))
        svc.write(model_ctx(), NoteWrite("add", "user", "gotcha", title=title + "x" * 120))
        svc.write(model_ctx(), NoteWrite("add", "user", "gotcha", title=title,
                                         body="ghp_" + "aB3d" * 9))
        svc.write(model_ctx(source="script"), NoteWrite("add", "user", "rule", title=title))
        svc.record_injection(VIS, [n.id for n in svc.matching(VIS, "zebra title okapi")],
                             "req")
        svc.ratify("local", note.id)
        svc.edit("local", note.id, title=title + " edited", body=body + " edited")
        svc.write(model_ctx(), NoteWrite("archive", "user", "gotcha", id=note.id,
                                         reason="capybara-reason-marker"))
        svc.search("local", "zebra okapi")
        svc.history("local", note.id)
        (home / "memory" / "notes" / "local" / "user" / "gotcha-broken--zz.md").write_text(
            "---\ntitle: [zebra-title-marker\n---\n", "utf-8")
        svc.broken_files("local")
        svc.nightly()
        clock.advance(days=40)
        svc.archive("local", note.id)
        svc.nightly()
    finally:
        svc.close()
    markers = ["zebra", "okapi", "quokka", "capybara", "aB3daB3d"]
    state = b"".join(p.read_bytes() for p in (home / "state").iterdir() if p.is_file())
    out, err = capfd.readouterr()
    for marker in markers:
        assert marker.encode() not in state, marker
        assert marker not in caplog.text and marker not in out and marker not in err, marker


def test_journal_event_accepts_a_kind_field(svc: NotesService) -> None:
    svc.journal_event("writer_run", kind="gotcha", notes=2)
    (row,) = rows(svc, "writer_run")
    assert row["kind"] == "gotcha" and row["fields"] == {"notes": 2}


def test_a_request_path_row_waits_for_a_held_lock_and_is_not_lost(home: Path) -> None:
    """`journal_event` returns while another connection holds the write lock; the row
    lands once the lock is let go, and a read sees it."""
    svc = NotesService(home)
    other = sqlite3.connect(home / "state" / "ledger.sqlite", isolation_level=None)
    try:
        other.execute("BEGIN IMMEDIATE")
        svc.journal_event("memory_off", reason="X-Tandem-Memory: off", request_id="r1")
        with pytest.raises(JournalFieldError):
            svc.journal_event("memory_off", title="the build needs node 20")
        assert other.execute(
            "SELECT COUNT(*) FROM notes_journal WHERE event = 'memory_off'").fetchone() == (0,)
        other.execute("ROLLBACK")
        assert [r["request_id"] for r in svc.ledger.rows("memory_off")] == ["r1"]
    finally:
        other.close()
        svc.close()
