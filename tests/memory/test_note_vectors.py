"""The notes' sentence vectors on disk (app/memory/note_vectors.py): a restart reads them
instead of encoding every candidate note again, and they follow the notes out."""

from __future__ import annotations

import sqlite3
import stat
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from app.memory.meaning import MEANING
from app.memory.note_vectors import VECTORS_FILE
from app.memory.service import NotesService, Visibility
from app.memory.types import delete_all_confirmation

from .helpers import Clock, add

ASK = "which database does the staging cluster use?"
VIS = Visibility(user="local", project=None, session=None)


@pytest.fixture
def encoded(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The note texts the real encoder is given, in the order it is given them."""
    seen: list[str] = []
    real = MEANING.encode_beside

    def counting(text, others):  # type: ignore[no-untyped-def]
        seen.extend(others)
        return real(text, others)

    monkeypatch.setattr(MEANING, "encode_beside", counting)
    yield seen


def _rows(home: Path) -> dict[str, int]:
    with sqlite3.connect(home / "state" / VECTORS_FILE) as db:
        return dict(db.execute("SELECT note_id, width FROM note_vectors").fetchall())


def _seed(svc: NotesService) -> dict[str, str]:
    return {
        "db": add(svc, "staging database is postgres 16",
                  "The staging cluster runs postgres 16. Backups run nightly.").note.id,
        "cache": add(svc, "staging cache is redis",
                     "The staging cluster caches in redis 7.").note.id,
    }


def test_a_restart_reads_the_vectors_instead_of_encoding_the_notes_again(
        home: Path, clock: Clock, encoded: list[str]) -> None:
    svc = NotesService(home, clock=clock)
    ids = _seed(svc)
    first = [n.id for n in svc.matching(VIS, ASK)]
    assert ids["db"] in first
    assert set(_rows(home)) >= {ids["db"]} and set(_rows(home).values()) == {384}
    svc.close()
    encoded.clear()
    again = NotesService(home, clock=clock)
    assert [n.id for n in again.matching(VIS, ASK)] == first
    assert not any("postgres 16" in text or "redis" in text for text in encoded)
    again.close()


def test_an_edit_is_encoded_afresh_and_the_row_follows_it(
        svc: NotesService, home: Path, encoded: list[str]) -> None:
    ids = _seed(svc)
    svc.matching(VIS, ASK)
    encoded.clear()
    svc.edit("local", ids["db"], body="The staging cluster moved to postgres 17 in May.")
    assert ids["db"] not in _rows(home)  # the earlier text's vectors go with the edit
    svc.matching(VIS, ASK)
    assert ids["db"] in _rows(home)
    assert "The staging cluster moved to postgres 17 in May." in encoded
    assert "The staging cluster runs postgres 16." not in encoded


def test_deleted_notes_lose_their_vectors(svc: NotesService, home: Path) -> None:
    ids = _seed(svc)
    svc.matching(VIS, ASK)
    assert set(_rows(home)) == set(ids.values())
    svc.delete("local", ids["db"])
    assert set(_rows(home)) == {ids["cache"]}
    svc.delete_all("local", confirm=delete_all_confirmation("local"))
    assert _rows(home) == {}


def test_a_note_deleted_while_tandem_was_closed_loses_its_row_at_the_next_start(
        home: Path, clock: Clock) -> None:
    svc = NotesService(home, clock=clock)
    ids = _seed(svc)
    svc.matching(VIS, ASK)
    path = svc.read("local", ids["db"]).path  # type: ignore[union-attr]
    svc.close()
    path.unlink()
    again = NotesService(home, clock=clock)
    again.list_notes("local")  # the cold start builds the index
    assert set(_rows(home)) == {ids["cache"]}
    again.close()


def test_the_file_is_private_and_a_broken_one_is_replaced(home: Path, clock: Clock) -> None:
    svc = NotesService(home, clock=clock)
    _seed(svc)
    svc.close()
    path = home / "state" / VECTORS_FILE
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    path.write_bytes(b"not a database, " * 64)
    for extra in ("-wal", "-shm"):
        path.with_name(path.name + extra).unlink(missing_ok=True)
    again = NotesService(home, clock=clock)
    assert [n.title for n in again.matching(VIS, ASK)][:1] == ["staging database is postgres 16"]
    assert len(_rows(home)) >= 1
    again.close()


def test_stored_vectors_are_the_encoder_s_own(svc: NotesService, home: Path) -> None:
    ids = _seed(svc)
    svc.matching(VIS, ASK)
    with sqlite3.connect(home / "state" / VECTORS_FILE) as db:
        (blob,) = db.execute("SELECT vectors FROM note_vectors WHERE note_id = ?",
                             (ids["cache"],)).fetchone()
    stored = np.frombuffer(blob, dtype=np.float32).reshape(-1, 384)
    _, expected = MEANING.encode_beside("", [
        "staging cache is redis. The staging cluster caches in redis 7.",
        "staging cache is redis", "The staging cluster caches in redis 7."])
    assert np.allclose(stored, expected, atol=1e-5)
