"""The rest of the Notes tab (spec 26.7, issue 10; docs/ARCHITECTURE.md#the-notes-tab): the
requests, journal, writer-run and settings views, the user switcher, the review filter, live
refresh after a hand edit, restore from the archive, filters, sorting and the keyboard, over a
real NotesService."""

from __future__ import annotations

import tomllib

import pytest
from answers import answer
from notes_clicks import choose, click, tree_texts
from notes_seed import USER, add, seeded_tab
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from waiting import until

from app.config import ConfigError, load_config
from app.memory.note import parse, serialise
from app.memory.service import NotesService, NoteWrite, Visibility, WriteContext
from app.ui.dialogs import Dialogs
from app.ui.notes.note_list import TITLE_MIN_CHARS, USES_COLUMN
from app.ui.notes.tab import NotesTab


@pytest.fixture
async def tab(qtbot, notes: NotesService, home):
    view = await seeded_tab(qtbot, notes, config=load_config(home))
    yield view
    view.close_bridge()


def listed_titles(view: NotesTab) -> list[str]:
    return [view.list.topLevelItem(i).text(0) for i in range(view.list.topLevelItemCount())]


def open_view(view: NotesTab, name: str) -> None:
    index = next(i for i in range(view.views.count()) if view.views.tabText(i) == name)
    view.views.setCurrentIndex(index)


# ---- the four views --------------------------------------------------------------------


async def test_the_requests_view_lists_what_the_notes_went_into(tab, notes):
    vis = Visibility(USER, "s1")
    notes.record_injection(vis, [tab.ids["gotcha"]], "req-1", client="127.0.0.1",
                           model="smollm2", profile="chat")
    notes.record_injection(vis, [tab.ids["rule"]], "req-2", client="127.0.0.1",
                           model="up/m1", profile="coding")
    open_view(tab, "Requests")
    view = tab.requests_view
    await until(lambda: view.table.topLevelItemCount() == 2)
    assert (view.cell(0, "Request"), view.cell(0, "Model"), view.cell(0, "Profile"),
            view.cell(0, "Notes")) == ("req-2", "up/m1", "coding", tab.ids["rule"])
    choose(tab, tab.ids["gotcha"])
    view.only_chosen.setChecked(True)
    await until(lambda: view.table.topLevelItemCount() == 1)
    assert view.cell(0, "Request") == "req-1"


async def test_uses_in_7_days_refresh_when_a_note_goes_into_a_request(tab, notes):
    choose(tab, tab.ids["gotcha"])
    assert tab.list.currentItem().text(USES_COLUMN) == "0"
    notes.record_injection(Visibility(USER, "s1"), [tab.ids["gotcha"]], "req-1")
    await until(lambda: tab.list.currentItem().text(USES_COLUMN) == "1")


async def test_the_journal_view_shows_writes_and_refusals_with_reasons(tab, notes):
    ctx = WriteContext(user=USER, source="model", session="s1", user_message_in_turn=True)
    notes.write(ctx, NoteWrite("add", "user", "gotcha", title="x" * 130, body="too long"))
    open_view(tab, "Journal")
    view = tab.journal_view
    await until(lambda: view.table.topLevelItemCount() == 5)
    assert view.cell(0, "Operation") == "refused"
    assert view.cell(0, "Reason").startswith("cap_title")
    assert {view.cell(i, "Operation") for i in range(1, 5)} == {"added"}
    text = " ".join(view.table.topLevelItem(i).text(c) for i in range(5) for c in range(8))
    assert "xxxx" not in text and "the build needs node" not in text


async def test_the_writer_runs_view_lists_the_runs(tab, notes):
    notes.record_writer_run(user=USER, session="s1", trigger="end", mode="on", gate=0.9,
                            notes=2, tokens_in=250, tokens_out=32, tokens_cached=0,
                            stopped="stop", duration_ms=812)
    open_view(tab, "Writer runs")
    view = tab.writer_view
    await until(lambda: view.table.topLevelItemCount() == 1)
    assert (view.cell(0, "Session"), view.cell(0, "Outcome"), view.cell(0, "Notes"),
            view.cell(0, "Tokens")) == ("s1", "stop", "2", "250 in, 32 out")


async def test_the_settings_round_trip_through_config_toml(tab, home):
    open_view(tab, "Settings")
    view = tab.settings_view
    await until(lambda: "Admin password" in view.admin_label.text())
    assert view.profiles["chat"].currentText() == "on"
    view.profiles["chat"].setCurrentText("shadow")
    view.mode.setCurrentText("on")
    view.gate.setValue(0.8)
    await view.apply()
    await until(lambda: view.message.text().startswith("Applied"))
    saved = tomllib.loads((home / "config.toml").read_text())
    assert saved["profiles"]["chat"]["memory"] == "shadow"
    assert saved["memory"]["notes"]["writer"]["mode"] == "on"
    assert saved["memory"]["notes"]["writer"]["gate"] == 0.8
    assert tab.config.profile("chat").memory == "shadow"  # the running config, at once
    fresh = load_config(home)
    assert (fresh.profile("chat").memory, fresh.writer.mode) == ("shadow", "on")


async def test_the_writer_boxes_offer_exactly_what_config_toml_accepts(tab, home):
    """The drift issue 20 found: the tab capped idle_seconds at a day, config.toml at 10^9."""
    view = tab.settings_view
    top = {"idle_seconds": view.idle_seconds.maximum(),
           "min_new_tokens": view.min_new_tokens.maximum()}
    lines = "".join(f"{key} = {value}\n" for key, value in top.items())
    (home / "config.toml").write_text(f"[memory.notes.writer]\n{lines}")
    writer = load_config(home).writer
    assert (writer.idle_seconds, writer.min_new_tokens) == tuple(top.values())
    for key, value in top.items():
        (home / "config.toml").write_text(f"[memory.notes.writer]\n{key} = {value + 1}\n")
        with pytest.raises(ConfigError, match=f"memory.notes.writer.{key} must be from 0"):
            load_config(home)


# ---- users, review, filters ------------------------------------------------------------


async def test_the_user_switcher_lists_every_user_and_shows_theirs(tab, notes):
    alice = WriteContext(user="alice", source="model", session="s7", user_message_in_turn=True)
    notes.write(alice, NoteWrite("add", "user", "gotcha", title="alice uses fish shell"))
    tab.reload()
    await until(lambda: tab.user_box.count() == 2)
    assert [tab.user_box.itemText(i) for i in range(2)] == ["local", "alice"]
    await tab.switch_user("alice")
    await until(lambda: listed_titles(tab) == ["alice uses fish shell"])
    assert tab.user_box.currentText() == "alice"


async def test_to_review_filters_provisional_notes_and_counts_them(tab, notes, qtbot):
    counts: list[int] = []
    tab.review_count_changed.connect(counts.append)
    assert tab.review_button.text() == "To review (4)"
    notes.ratify(USER, tab.ids["gotcha"])
    await until(lambda: tab.review_button.text() == "To review (3)")
    assert counts[-1] == 3
    tab.review_button.click()
    assert sorted(listed_titles(tab)) == sorted(
        ["answer in British English", "tests run with make test",
         "we are fixing the login page"])


async def test_kind_status_and_tag_filters(tab):
    tab.kind_box.setCurrentIndex(tab.kind_box.findData("rule"))
    assert listed_titles(tab) == ["answer in British English"]
    tab.kind_box.setCurrentIndex(0)
    tab.tag_box.setText("build")
    assert listed_titles(tab) == ["the build needs node 20"]
    tab.tag_box.clear()
    tab.status_box.setCurrentIndex(tab.status_box.findData("ratified"))
    assert listed_titles(tab) == []


async def test_search_stays_within_the_chosen_scope(tab):
    tab.search_box.setText("make test build node")
    await tab.search()
    assert "the build needs node 20" in listed_titles(tab)
    item = next(tab.tree.topLevelItem(i) for i in range(tab.tree.topLevelItemCount())
                if tab.tree.topLevelItem(i).text(0).startswith("Projects"))
    tab.tree.setCurrentItem(item)
    assert listed_titles(tab) == ["tests run with make test"]


async def test_columns_sort_and_uses_sort_as_numbers(tab, notes):
    for _ in range(10):
        notes.record_injection(Visibility(USER, "s1"), [tab.ids["rule"]], None)
    notes.record_injection(Visibility(USER, "s1"), [tab.ids["gotcha"]], None)
    await until(lambda: "10" in [tab.list.topLevelItem(i).text(USES_COLUMN)
                                 for i in range(4)])
    tab.list.sortByColumn(USES_COLUMN, Qt.SortOrder.DescendingOrder)
    uses = [tab.list.topLevelItem(i).text(USES_COLUMN) for i in range(4)]
    assert uses == ["10", "1", "0", "0"]
    tab.list.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    assert listed_titles(tab) == sorted(listed_titles(tab), key=str.casefold)


async def test_the_title_stays_readable_in_a_narrow_list_and_fills_a_wide_one(tab):
    header = tab.list.header()
    readable = tab.list.fontMetrics().averageCharWidth() * TITLE_MIN_CHARS
    tab.list.resize(1600, 300)
    others = sum(header.sectionSize(c) for c in range(1, tab.list.columnCount())
                 if not header.isSectionHidden(c))
    await until(lambda: header.sectionSize(0) + others >= tab.list.viewport().width())
    # Narrower than the other columns together: the title shrinks back to readable, which
    # only the list's own resize can do (the wide fill above left it far wider).
    tab.list.resize(420, 300)
    await until(lambda: header.sectionSize(0) == readable)


# ---- the files are the truth -----------------------------------------------------------


async def test_a_note_written_or_edited_by_hand_shows_without_a_reload(tab, notes):
    note = notes.read(USER, tab.ids["gotcha"])
    text = note.path.read_text("utf-8")
    note.path.write_text(text.replace("the build needs node 20", "the build needs node 24"))
    await until(lambda: "the build needs node 24" in listed_titles(tab))
    copy = parse(text).with_changes(id="abcdef0123", title="a note typed in an editor")
    (note.path.parent / copy.filename).write_text(serialise(copy))
    await until(lambda: "a note typed in an editor" in listed_titles(tab))
    assert "All notes (5)" in tree_texts(tab)


async def test_an_archived_note_can_be_restored(tab, notes):
    note_id = tab.ids["gotcha"]
    notes.archive(USER, note_id, "done")
    await until(lambda: "Archive (1)" in tree_texts(tab))
    item = next(tab.tree.topLevelItem(i) for i in range(tab.tree.topLevelItemCount())
                if tab.tree.topLevelItem(i).text(0).startswith("Archive"))
    tab.tree.setCurrentItem(item)
    choose(tab, note_id)
    assert not tab.edit_button.isEnabled()
    click(tab.restore_button)
    await until(lambda: notes.read(USER, note_id).archived is None)
    await until(lambda: "Archive (0)" in tree_texts(tab))


# ---- the keyboard ----------------------------------------------------------------------


async def test_every_action_has_a_key(tab, notes, monkeypatch):
    assert {"F5", "Ctrl+F", "Ctrl+E", "Ctrl+R", "Ctrl+P", "Ctrl+H", "Del"} <= set(tab.shortcuts)
    note_id = tab.ids["gotcha"]
    choose(tab, note_id)
    monkeypatch.setattr(Dialogs, "confirm", answer(True))
    tab.list.setFocus()
    QTest.keyClick(tab.list, Qt.Key.Key_Delete)
    await until(lambda: notes.read(USER, note_id) is None)
    await until(lambda: tab.list.topLevelItemCount() == 3)
    open_view(tab, "Journal")
    tab.shortcuts["Ctrl+F"].activated.emit()  # back to the notes, in the search box
    assert tab.views.currentIndex() == 0
    choose(tab, tab.ids["rule"])
    tab.shortcuts["Ctrl+R"].activated.emit()
    await until(lambda: notes.read(USER, tab.ids["rule"]).ratified)


async def test_delete_all_says_how_many_and_offers_an_export(tab, monkeypatch):
    asked: list[tuple] = []
    monkeypatch.setattr(Dialogs, "typed_confirmation", answer(None, asked))
    add(tab.notes, "one more note", scope="user")
    await until(lambda: len(tab.snapshot.live) == 5)
    click(tab.delete_all_button)
    await until(lambda: asked)
    [(_, text)] = asked
    assert "all 5 notes" in text and "Export zip" in text
    assert "delete all notes of local" in text
