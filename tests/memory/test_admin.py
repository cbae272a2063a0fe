"""The dashboard's operations (spec 26.7; docs/ARCHITECTURE.md#the-notes-tab) on NotesService:
ratify, reject, pin, edit, archive, delete, history, export, delete-all, and the change events
views listen to."""

from __future__ import annotations

import zipfile
from pathlib import Path

from app.memory.rules import Refusal
from app.memory.service import NoteChange, NotesService, NoteWrite, Visibility, WriteResult

from .helpers import PROJECT, add, model_ctx, notes_root


def test_mutations_return_a_note_change_and_publish_it(svc: NotesService) -> None:
    seen: list[NoteChange] = []
    unsubscribe = svc.subscribe(seen.append)
    note = add(svc, "the build needs node 20", scope="project").note
    change = svc.ratify("local", note.id)
    assert change == NoteChange("local", (note.id,), "project", "ratified")
    svc.write(model_ctx(), NoteWrite("add", "user", "gotcha", title="x" * 130))  # refused
    unsubscribe()
    svc.delete("local", note.id)
    assert [c.change for c in seen] == ["added", "ratified"]
    assert seen[0] == NoteChange("local", (note.id,), "project", "added")


def test_a_failing_subscriber_does_not_undo_the_change(svc: NotesService) -> None:
    def broken(_: NoteChange) -> None:
        raise RuntimeError("view crashed")

    svc.subscribe(broken)
    note = add(svc, "the build needs node 20").note
    assert svc.read("local", note.id) is not None


def test_pin_needs_a_ratified_rule(svc: NotesService) -> None:
    rule = add(svc, "answers start with the answer", kind="rule").note
    gotcha = add(svc, "the vpn drops at 18:00").note
    refused = svc.pin("local", rule.id)
    assert isinstance(refused, Refusal) and refused.code == "not_pinnable"
    svc.ratify("local", rule.id)
    svc.ratify("local", gotcha.id)
    assert isinstance(svc.pin("local", gotcha.id), Refusal)
    assert svc.pin("local", rule.id) == NoteChange("local", (rule.id,), "user", "pinned")
    assert svc.read("local", rule.id).pinned  # type: ignore[union-attr]
    svc.pin("local", rule.id, pinned=False)
    assert not svc.read("local", rule.id).pinned  # type: ignore[union-attr]


def test_an_edit_cannot_turn_a_pinned_rule_into_another_kind(svc: NotesService) -> None:
    rule = add(svc, "answers start with the answer", kind="rule").note
    svc.ratify("local", rule.id)
    svc.pin("local", rule.id)
    refused = svc.edit("local", rule.id, kind="gotcha")
    assert isinstance(refused, Refusal) and refused.code == "pinned_kind"
    model = svc.write(model_ctx(), NoteWrite("update", "user", "gotcha", id=rule.id,
                                             body="now a gotcha"))
    assert isinstance(model, Refusal) and model.code == "pinned_kind"
    kept = svc.read("local", rule.id)
    assert kept is not None and (kept.kind, kept.pinned) == ("rule", True)
    assert isinstance(svc.edit("local", rule.id, kind="ruling"), NoteChange)
    svc.pin("local", rule.id, pinned=False)
    assert isinstance(svc.edit("local", rule.id, kind="gotcha"), NoteChange)


def test_dashboard_edit_is_a_ratified_revision_under_the_same_caps(svc: NotesService) -> None:
    note = add(svc, "the build needs node 20", "old").note
    change = svc.edit("local", note.id, title="the build needs node 22", body="new text",
                      tags=["build"])
    assert isinstance(change, NoteChange) and change.change == "edited"
    edited = svc.read("local", note.id)
    assert edited is not None
    assert (edited.title, edited.body, edited.tags, edited.status, edited.revision) == (
        "the build needs node 22", "new text\n", ("build",), "ratified", 2)
    refused = svc.edit("local", note.id, title="y" * 121)
    assert isinstance(refused, Refusal) and refused.code == "cap_title"
    leaked = svc.edit("local", note.id, body="token ghp_" + "aB3d" * 9)
    assert isinstance(leaked, Refusal) and leaked.code == "secret"


def test_reject_restores_the_last_ratified_text(svc: NotesService) -> None:
    note = add(svc, "the build needs node 20", "ratified text").note
    svc.ratify("local", note.id)
    svc.write(model_ctx(), NoteWrite("update", "user", "gotcha", id=note.id,
                                     body="the model's rewrite"))
    svc.reject("local", note.id)
    back = svc.read("local", note.id)
    assert back is not None
    assert (back.body, back.status) == ("ratified text\n", "ratified")


def test_reject_of_a_never_ratified_note_archives_it(svc: NotesService) -> None:
    note = add(svc, "a wrong guess").note
    assert svc.reject("local", note.id) == NoteChange("local", (note.id,), "user", "rejected")
    assert svc.list_notes("local") == []
    assert [n.id for n in svc.list_notes("local", scope="archive")] == [note.id]


def test_delete_removes_the_file_its_revisions_and_its_usage(svc: NotesService, home: Path
                                                             ) -> None:
    note = add(svc, "the build needs node 20").note
    svc.write(model_ctx(), NoteWrite("update", "user", "gotcha", id=note.id, body="v2"))
    svc.record_injection(Visibility("local", "s1", PROJECT), [note.id], None)
    assert svc.delete("local", note.id) == NoteChange("local", (note.id,), "user", "deleted")
    assert svc.read("local", note.id) is None
    assert not (notes_root(home) / "revisions" / note.id).exists()
    assert svc.uses_in_last_days("local", note.id) == 0
    assert isinstance(svc.delete("local", note.id), Refusal)


def test_delete_works_on_archived_notes_too(svc: NotesService) -> None:
    note = add(svc, "the build needs node 20").note
    svc.archive("local", note.id)
    assert isinstance(svc.delete("local", note.id), NoteChange)
    assert svc.list_notes("local", scope="archive") == []


def test_history_shows_every_text_as_unified_diffs(svc: NotesService) -> None:
    note = add(svc, "the build needs node 20", "first").note
    svc.write(model_ctx(), NoteWrite("update", "user", "gotcha", id=note.id, body="second"))
    svc.ratify("local", note.id)
    history = svc.history("local", note.id)
    assert [h.revision for h in history] == [1, 2, 3]
    assert [h.current for h in history] == [False, False, True]
    assert history[1].diff.startswith(f"--- {note.id}@1\n+++ {note.id}@2\n")
    assert "-first" in history[1].diff and "+second" in history[1].diff
    assert "+status: ratified" in history[2].diff
    assert "\n\nfirst\n" in history[0].text and history[0].diff.startswith(f"--- {note.id}@0")
    current = svc.read("local", note.id)
    assert current is not None and current.path is not None
    assert history[2].text == current.path.read_text("utf-8")


def test_list_notes_by_scope(svc: NotesService) -> None:
    u = add(svc, "user note").note
    p = add(svc, "project note", scope="project").note
    s = add(svc, "session note", scope="session").note
    assert {n.id for n in svc.list_notes("local")} == {u.id, p.id, s.id}
    assert [n.id for n in svc.list_notes("local", scope="project")] == [p.id]
    assert [n.id for n in svc.list_notes("local", scope="session")] == [s.id]
    assert svc.list_notes("nobody") == []


def test_export_zip_holds_every_file_of_the_user(svc: NotesService, tmp_path: Path) -> None:
    note = add(svc, "the build needs node 20").note
    svc.write(model_ctx(), NoteWrite("update", "user", "gotcha", id=note.id, body="v2"))
    svc.nightly()
    target = svc.export_zip("local", tmp_path / "notes.zip")
    with zipfile.ZipFile(target) as zf:
        names = set(zf.namelist())
        assert f"local/user/{note.path.name}" in names  # type: ignore[union-attr]
        assert f"local/revisions/{note.id}/1.md" in names
        assert "local/INDEX.md" in names
        assert zf.read(f"local/user/{note.path.name}").decode().startswith("---\n")  # type: ignore[union-attr]
    assert (target.stat().st_mode & 0o777) == 0o600


def test_delete_all_needs_the_typed_confirmation(svc: NotesService, home: Path) -> None:
    add(svc, "the build needs node 20")
    add(svc, "a note of bob", ctx=model_ctx(user="bob"))
    refused = svc.delete_all("local", confirm="yes")
    assert isinstance(refused, Refusal) and refused.code == "needs_confirmation"
    assert len(svc.list_notes("local")) == 1
    change = svc.delete_all("local", confirm="delete all notes of local")
    assert isinstance(change, NoteChange) and change.change == "deleted_all"
    assert not notes_root(home).exists()
    assert svc.list_notes("local") == []
    assert len(svc.list_notes("bob")) == 1


def test_write_result_carries_note_and_change(svc: NotesService) -> None:
    result = svc.write(model_ctx(), NoteWrite("add", "session", "runbook", title="restart db",
                                              body="systemctl restart postgresql"))
    assert isinstance(result, WriteResult)
    assert (result.note.scope, result.note.kind, result.note.status) == (
        "session", "runbook", "provisional")
    assert result.change == NoteChange("local", (result.note.id,), "session", "added")


def test_an_archived_note_can_be_restored(svc: NotesService) -> None:
    note = add(svc, "the vpn drops at 18:00", "reconnect after six").note
    svc.archive("local", note.id, "moved office")
    refused = svc.restore("local", add(svc, "another note").note.id)
    assert isinstance(refused, Refusal) and refused.code == "not_archived"
    change = svc.restore("local", note.id)
    assert isinstance(change, NoteChange) and change.change == "restored"
    back = svc.read("local", note.id)
    assert back is not None and back.archived is None and back.status == "ratified"
    assert "/archive/" not in back.path.as_posix() and back.body == "reconnect after six\n"
    assert svc.list_notes("local", "archive") == []
    assert note.id in [n.id for n in svc.list_notes("local")]


def test_an_earlier_revision_can_be_restored_as_a_new_one(svc: NotesService) -> None:
    note = add(svc, "the build needs node 20", "npm fails on node 18").note
    svc.edit("local", note.id, title="the build needs node 22", body="use 22")
    change = svc.restore_revision("local", note.id, 1)
    assert isinstance(change, NoteChange)
    back = svc.read("local", note.id)
    assert (back.title, back.body, back.revision, back.status) == (
        "the build needs node 20", "npm fails on node 18\n", 3, "ratified")
    assert [h.op for h in svc.history("local", note.id)] == [
        "added", "edited", "restored_revision"]
    missing = svc.restore_revision("local", note.id, 9)
    assert isinstance(missing, Refusal) and missing.code == "not_found"
