"""The Notes tab (spec 26.7; docs/ARCHITECTURE.md#the-notes-tab) over a real NotesService: what
it lists, and what its buttons do to the files."""

from __future__ import annotations

import threading
import zipfile
from pathlib import Path

import pytest
from answers import answer
from notes_clicks import choose, click, tree_texts
from notes_seed import USER, add, seeded_tab
from PySide6.QtGui import QColor
from text_colours import PALETTES, foregrounds, palette_of
from waiting import until

from app.memory.service import NotesService
from app.ui.dialogs import Dialogs, NoteEdit
from app.ui.notes.history_dialog import HistoryDialog
from app.ui.theme import MIN_CONTRAST, contrast


@pytest.fixture
async def tab(qtbot, notes: NotesService):
    view = await seeded_tab(qtbot, notes)
    yield view
    view.close_bridge()


async def test_the_tree_counts_notes_by_scope(tab, notes):
    texts = tree_texts(tab)
    assert "All notes (4)" in texts
    assert "User (2)" in texts and "Projects (1)" in texts and "Sessions (1)" in texts
    assert "Archive (0)" in texts
    assert "s1 (1)" in texts
    key = notes.project_key("/home/dana/src/widgets")
    assert f"{key} (1)" in texts


async def test_choosing_a_scope_lists_only_its_notes(tab):
    item = next(tab.tree.topLevelItem(i) for i in range(tab.tree.topLevelItemCount())
                if tab.tree.topLevelItem(i).text(0).startswith("User"))
    tab.tree.setCurrentItem(item)
    titles = sorted(tab.list.topLevelItem(i).text(0) for i in range(tab.list.topLevelItemCount()))
    assert titles == ["answer in British English", "the build needs node 20"]


async def test_the_list_shows_kind_status_pin_and_uses(tab):
    choose(tab, tab.ids["gotcha"])
    item = tab.list.currentItem()
    assert [item.text(c) for c in range(1, 6)] == ["gotcha", "user", "provisional", "", "0"]


async def test_a_chosen_note_shows_title_and_body_first_and_its_file_folded(tab, notes):
    choose(tab, tab.ids["gotcha"])
    note = notes.read(USER, tab.ids["gotcha"])
    assert tab.note_view.title.text() == "the build needs node 20"
    assert tab.note_view.body.toPlainText() == "npm run build fails on node 18.\n"
    assert not tab.note_view.details.isVisible()
    tab.note_view.details_button.click()
    assert tab.note_view.details.isVisible()
    assert tab.note_view.file_text() == note.path.read_text("utf-8")
    assert tab.file_label.text() == note.path.name


async def test_ratify_writes_a_ratified_revision(tab, notes):
    note_id = tab.ids["gotcha"]
    choose(tab, note_id)
    click(tab.ratify_button)
    await until(lambda: notes.read(USER, note_id).status == "ratified")
    assert "status: ratified" in notes.read(USER, note_id).path.read_text("utf-8")
    await until(lambda: "ratified" in tab.list.currentItem().text(3))


async def test_a_ratified_rule_can_be_pinned_and_unpinned(tab, notes):
    note_id = tab.ids["rule"]
    choose(tab, note_id)
    assert not tab.pin_button.isEnabled()  # a provisional rule is not pinnable
    click(tab.ratify_button)
    await until(lambda: tab.pin_button.isEnabled())
    click(tab.pin_button)
    await until(lambda: notes.read(USER, note_id).pinned)
    assert "pinned: true" in notes.read(USER, note_id).path.read_text("utf-8")
    await until(lambda: tab.pin_button.text() == "Unpin")
    click(tab.pin_button)
    await until(lambda: not notes.read(USER, note_id).pinned)


async def test_archive_asks_why_and_moves_the_note_to_the_archive(tab, notes, monkeypatch):
    note_id = tab.ids["gotcha"]
    choose(tab, note_id)
    monkeypatch.setattr(Dialogs, "archive_reason", answer(None))
    await tab.archive()
    assert notes.read(USER, note_id).archived is None
    monkeypatch.setattr(Dialogs, "archive_reason", answer("moved on"))
    click(tab.archive_button)
    await until(lambda: [n.id for n in notes.list_notes(USER, "archive")] == [note_id])
    assert "/archive/" in notes.read(USER, note_id).path.as_posix()
    assert notes.read(USER, note_id).changelog[-1].reason == "moved on"
    await until(lambda: "Archive (1)" in tree_texts(tab))


async def test_reject_of_a_never_ratified_note_archives_it(tab, notes):
    note_id = tab.ids["session"]
    choose(tab, note_id)
    click(tab.reject_button)
    await until(lambda: notes.read(USER, note_id).archived is not None)


async def test_delete_asks_first_and_removes_the_file(tab, notes, monkeypatch):
    note_id = tab.ids["gotcha"]
    path = notes.read(USER, note_id).path
    choose(tab, note_id)
    monkeypatch.setattr(Dialogs, "confirm", answer(False))
    await tab.delete()
    assert path.exists()
    monkeypatch.setattr(Dialogs, "confirm", answer(True))
    click(tab.delete_button)
    await until(lambda: notes.read(USER, note_id) is None)
    assert not path.exists()
    await until(lambda: tab.list.topLevelItemCount() == 3)


async def test_edit_saves_a_ratified_revision(tab, notes, monkeypatch):
    note_id = tab.ids["gotcha"]
    choose(tab, note_id)
    seen = {}

    async def edited(cls, parent, title, body, tags, error=None):  # type: ignore[no-untyped-def]
        seen.update(title=title, tags=tags)
        return NoteEdit("the build needs node 22", "npm run build needs node 22.\n", ["ci"])

    monkeypatch.setattr(Dialogs, "edit_note", classmethod(edited))
    click(tab.edit_button)
    await until(lambda: seen)
    assert seen == {"title": "the build needs node 20", "tags": ["build"]}
    await until(lambda: notes.read(USER, note_id).title == "the build needs node 22")
    note = notes.read(USER, note_id)
    assert (note.status, note.revision, note.tags) == ("ratified", 2, ("ci",))
    await until(lambda: "node 22" in tab.note_view.title.text())


async def test_a_refused_edit_opens_again_with_the_text_and_the_reason(tab, notes,
                                                                      monkeypatch):
    note_id = tab.ids["gotcha"]
    choose(tab, note_id)
    calls: list[tuple[str, str | None]] = []

    async def edited(cls, parent, title, body, tags, error=None):  # type: ignore[no-untyped-def]
        calls.append((title, error))
        return NoteEdit("x" * 500, "typed body", []) if len(calls) == 1 else None

    monkeypatch.setattr(Dialogs, "edit_note", classmethod(edited))
    click(tab.edit_button)
    await until(lambda: len(calls) == 2)
    assert calls[0] == ("the build needs node 20", None)
    assert calls[1][0] == "x" * 500 and "120" in (calls[1][1] or "")
    assert tab.status.text().startswith("Refused:")
    assert notes.read(USER, note_id).revision == 1


async def test_history_diffs_title_body_and_tags_and_restores_a_revision(tab, notes,
                                                                        monkeypatch):
    note_id = tab.ids["gotcha"]
    notes.edit(USER, note_id, title="the build needs node 22", tags=["ci"])
    await until(lambda: tab.snapshot.find(note_id).revision == 2)
    choose(tab, note_id)
    shown: list[tuple[list, set]] = []

    async def pick(cls, parent, title, entries, restorable):  # type: ignore[no-untyped-def]
        shown.append((entries, restorable))
        return 1

    monkeypatch.setattr(Dialogs, "show_history", classmethod(pick))
    click(tab.history_button)
    await until(lambda: shown)
    [(entries, restorable)] = shown
    labels = [label for _, label, _ in entries]
    assert labels[0].startswith("revision 1 · ") and labels[0].endswith(" · model · added")
    assert labels[1].startswith("revision 2 (current) · ") and labels[1].endswith(
        " · you · edited")
    diff = entries[1][2]
    assert "-title: the build needs node 20" in diff and "+title: the build needs node 22" in diff
    assert "+tags: ci" in diff and "updated" not in diff and "revision" not in diff
    assert restorable == {1}
    await until(lambda: notes.read(USER, note_id).title == "the build needs node 20")
    assert notes.read(USER, note_id).revision == 3


async def test_history_diff_colours_read_on_a_dark_palette_and_a_light_one(
        qtbot, tab, notes, monkeypatch):
    note_id = tab.ids["gotcha"]
    notes.edit(USER, note_id, title="the build needs node 22", tags=["ci"])
    await until(lambda: tab.snapshot.find(note_id).revision == 2)
    choose(tab, note_id)
    asked: list[tuple] = []
    monkeypatch.setattr(Dialogs, "show_history", answer(None, asked))
    click(tab.history_button)
    await until(lambda: asked)
    dialog = HistoryDialog(tab, "the build", asked[0][1], {1})
    qtbot.addWidget(dialog)
    for base, text, placeholder in PALETTES:
        dialog.setPalette(palette_of(base, text, placeholder))  # a theme switch, live
        colours = {c.name() for c in foregrounds(dialog.diff.document())}
        assert len(colours) == 3, colours  # added, removed, the hunk header
        for colour in colours:
            assert contrast(QColor(colour), QColor(base)) >= MIN_CONTRAST, (base, colour)


async def test_a_write_from_another_thread_refreshes_the_view(tab, notes):
    worker = threading.Thread(target=add, args=(notes, "the cache lives in redis"))
    worker.start()
    worker.join()
    await until(lambda: tab.list.topLevelItemCount() == 5)
    assert "All notes (5)" in tree_texts(tab)


async def test_search_lists_matches_with_scores(tab):
    tab.search_box.setText("node build")
    tab.search()
    await until(lambda: not tab.list.isColumnHidden(6))
    assert tab.list.topLevelItemCount() >= 1
    item = tab.list.topLevelItem(0)
    assert item.text(0) == "the build needs node 20"
    assert float(item.text(6)) > 0
    tab.search_box.setText("")
    tab.search()
    assert tab.list.topLevelItemCount() == 4 and tab.list.isColumnHidden(6)


async def test_export_writes_a_zip_of_the_notes(tab, notes, tmp_path, monkeypatch):
    target = tmp_path / "out" / "notes.zip"
    target.parent.mkdir()
    asked: list[tuple] = []
    monkeypatch.setattr(Dialogs, "save_path", answer(target, asked))
    told: list[tuple] = []
    monkeypatch.setattr(Dialogs, "exported", answer(False, told))
    steps: list[tuple[int, int]] = []
    tab.export_progress.connect(lambda done, total: steps.append((done, total)))
    click(tab.export_button)
    await until(lambda: told == [(target,)])
    assert Path(asked[0][1]).parent == Path.home()
    await until(lambda: steps and steps[-1][0] == steps[-1][1])
    assert [d for d, _ in steps] == list(range(1, len(steps) + 1))
    assert not tab.progress.isVisible()
    names = zipfile.ZipFile(target).namelist()
    assert f"{USER}/" + notes.read(USER, tab.ids["gotcha"]).path.relative_to(
        notes.store.user_dir(USER)).as_posix() in names


async def test_delete_all_needs_the_typed_words(tab, notes, monkeypatch):
    monkeypatch.setattr(Dialogs, "typed_confirmation", answer("delete all"))
    click(tab.delete_all_button)
    await until(lambda: tab.status.text().startswith("Refused:"))
    assert len(notes.list_notes(USER)) == 4
    monkeypatch.setattr(Dialogs, "typed_confirmation", answer(None))
    await tab.delete_all()
    assert len(notes.list_notes(USER)) == 4
    words = f"delete all notes of {USER}"
    monkeypatch.setattr(Dialogs, "typed_confirmation", answer(words))
    click(tab.delete_all_button)
    await until(lambda: tab.list.topLevelItemCount() == 0)
    assert notes.list_notes(USER) == []


async def test_a_broken_file_is_listed_by_name_with_a_warning(tab, notes):
    good = notes.read(USER, tab.ids["gotcha"]).path
    broken = Path(good.parent, "gotcha-mangled--abc123.md")
    broken.write_text("---\nthis: [is not\n---\nclosed\n", "utf-8")
    tab.reload()
    await until(lambda: tab.broken_label.isVisible())
    assert "gotcha-mangled--abc123.md" in tab.broken_label.text()


async def test_merge_into_folds_a_possible_duplicate_into_the_ratified_note(tab, notes,
                                                                           monkeypatch):
    target = tab.ids["gotcha"]
    notes.ratify(USER, target)
    dup = add(notes, "the build needs node 20 to build",
              "npm run build fails on node 18, so use node 20.", tags=["build"])
    assert notes.read(USER, dup).possible_duplicate_of == target
    await until(lambda: tab.list.topLevelItemCount() == 5)
    choose(tab, dup)
    assert "possible duplicate" in tab.list.currentItem().text(3)
    assert tab.note_view.duplicate.isVisibleTo(tab)
    offered: list[str | None] = []

    async def pick(cls, parent, title, choices, default):  # type: ignore[no-untyped-def]
        offered.append(default)
        return default

    monkeypatch.setattr(Dialogs, "merge_target", classmethod(pick))
    click(tab.merge_button)
    await until(lambda: notes.read(USER, dup) is None)
    assert offered == [target]
    merged = notes.read(USER, target)
    assert merged.title == "the build needs node 20" and merged.ratified
    assert any("so use node 20" in e.content for e in notes.history(USER, target))
    await until(lambda: tab.list.topLevelItemCount() == 4)
