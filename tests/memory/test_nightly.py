"""The nightly job: INDEX.md, the archive purge after 30 days, stale program_state."""

from __future__ import annotations

from pathlib import Path

from app.memory.service import NotesService, NoteWrite, Visibility

from .helpers import Clock, add, model_ctx, notes_root


def test_nightly_writes_index_md_with_one_line_per_live_note(svc: NotesService, home: Path
                                                              ) -> None:
    add(svc, "the build needs node 20")
    add(svc, "redis is only a cache", scope="project")
    gone = add(svc, "the old runner", scope="session").note
    svc.write(model_ctx(), NoteWrite("archive", "session", "gotcha", id=gone.id, reason="x"))
    (report,) = svc.nightly()
    assert report.indexed == 2
    text = (notes_root(home) / "INDEX.md").read_text("utf-8")
    lines = [line for line in text.splitlines() if line.startswith("- ")]
    assert len(lines) == 2
    assert any("[the build needs node 20](user/gotcha-the-build-needs-node-20--" in line
               for line in lines)
    assert "the old runner" not in text


def test_archived_notes_are_purged_after_30_days(svc: NotesService, home: Path, clock: Clock
                                                 ) -> None:
    note = add(svc, "the old runner").note
    svc.write(model_ctx(), NoteWrite("update", "user", "gotcha", id=note.id, body="v2"))
    svc.record_injection(Visibility("local"), [note.id], None)
    svc.archive("local", note.id)
    clock.advance(days=29)
    assert svc.nightly()[0].purged == []
    assert [n.id for n in svc.list_notes("local", scope="archive")] == [note.id]
    clock.advance(days=2)
    assert svc.nightly()[0].purged == [note.id]
    assert svc.list_notes("local", scope="archive") == []
    assert not (notes_root(home) / "revisions" / note.id).exists()
    assert note.id not in (notes_root(home) / "usage.json").read_text("utf-8")
    assert svc.read("local", note.id) is None


def test_nightly_marks_stale_program_state(svc: NotesService, clock: Clock) -> None:
    note = add(svc, "the release branch is frozen", kind="program_state",
               verify_by="2026-03-05").note
    fresh = add(svc, "the audit is running", kind="program_state", verify_by="2026-12-01").note
    clock.advance(days=5)
    (report,) = svc.nightly()
    assert report.marked_stale == [note.id]
    marked = svc.read("local", note.id)
    assert marked is not None and marked.stale and marked.revision == 2
    assert "stale: true" in marked.path.read_text("utf-8")  # type: ignore[union-attr]
    assert not svc.read("local", fresh.id).stale  # type: ignore[union-attr]
    assert svc.nightly()[0].marked_stale == []


def test_nightly_runs_for_every_user(svc: NotesService) -> None:
    add(svc, "a note of local")
    add(svc, "a note of bob", ctx=model_ctx(user="bob"))
    assert sorted(r.user for r in svc.nightly()) == ["bob", "local"]
