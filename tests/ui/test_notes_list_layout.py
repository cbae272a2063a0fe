"""A notes list that works with many notes (issue 19): 15 rows and more in view at
1400x900, panes whose sizes are kept between starts, 500 notes sorted and filtered; and a
burst of kept notes announced once."""

from __future__ import annotations

import pytest
from notes_seed import USER, add, model_ctx
from PySide6.QtCore import Qt
from test_window import RecordingNotifier
from waiting import until

from app.config import load_config
from app.memory.service import NotesService, NoteWrite, WriteResult
from app.ui.notes.tab import NotesTab
from app.ui.prefs import WindowPrefs
from app.ui.window import MainWindow


def seed_many(notes: NotesService, count: int) -> list[str]:
    """`count` notes by the model, 20 a session (its cap), of three kinds and five tags."""
    kinds = ("gotcha", "runbook", "reference")
    ids = []
    for i in range(count):
        result = notes.write(model_ctx(f"s{i // 20}"), NoteWrite(
            "add", "user", kinds[i % 3], title=f"note {i:03d} about topic {i % 7}",
            body=f"body {i}", tags=[f"t{i % 5}"]))
        assert isinstance(result, WriteResult), result
        ids.append(result.note.id)
    return ids


@pytest.fixture
def window(qtbot, home, notes):  # type: ignore[no-untyped-def]
    """The real window with the Notes tab open, before any model (as while loading)."""
    win = MainWindow(None, RecordingNotifier(), quit_app=lambda: None)
    qtbot.addWidget(win)
    win.show_notes(notes, load_config(home))
    win.resize(1400, 900)
    win.show()
    win.tabs.setCurrentWidget(win.notes)
    yield win
    win.shutdown()


def rows_in_view(view: NotesTab) -> int:
    """Rows wholly inside the list's visible area."""
    area = view.list.viewport().rect()
    return sum(1 for i in range(view.list.topLevelItemCount())
               if area.contains(view.list.visualItemRect(view.list.topLevelItem(i))))


async def test_at_1400_by_900_the_list_shows_at_least_15_rows(window, notes):
    seed_many(notes, 40)
    window.notes.reload()
    await until(lambda: window.notes.list.topLevelItemCount() == 40)
    assert rows_in_view(window.notes) >= 15
    assert window.notes.note_view.isVisible()  # the note is read beside the list


async def test_the_panes_keep_the_sizes_the_person_dragged_them_to(qtbot, home, notes):
    first = NotesTab(notes, USER, config=load_config(home))
    qtbot.addWidget(first)
    first.resize(1400, 850)
    first.show()
    before = first.splitter.sizes()
    handle = first.splitter.handle(1)
    start = handle.rect().center()
    qtbot.mousePress(handle, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(handle, start + type(start)(120, 0))
    qtbot.mouseRelease(handle, Qt.MouseButton.LeftButton, pos=start + type(start)(120, 0))
    dragged = first.splitter.sizes()
    assert dragged != before and dragged[0] > before[0]
    first.close_bridge()
    assert WindowPrefs(home / "state").path.is_file()

    again = NotesTab(notes, USER, config=load_config(home))
    qtbot.addWidget(again)
    again.resize(1400, 850)
    again.show()
    assert again.splitter.sizes() == dragged
    again.close_bridge()


async def test_500_notes_are_listed_sorted_and_filtered(window, notes):
    ids = seed_many(notes, 500)
    view = window.notes
    view.reload()
    await until(lambda: view.list.topLevelItemCount() == 500, timeout=60)
    titles = [view.list.topLevelItem(i).text(0) for i in range(500)]
    assert titles == sorted(titles)
    view.list.sortByColumn(0, Qt.SortOrder.DescendingOrder)
    assert view.list.topLevelItem(0).text(0) == "note 499 about topic 2"
    view.tag_box.setText("t3")
    assert view.list.topLevelItemCount() == 100
    view.kind_box.setCurrentIndex(view.kind_box.findData("runbook"))
    assert sorted(view.list.ids()) == sorted(ids[i] for i in range(500)
                                             if i % 5 == 3 and i % 3 == 1)


async def test_a_burst_of_kept_notes_is_one_notification(window, notes):
    kept = {add(notes, "the cache lives in redis"), add(notes, "the queue is rabbitmq"),
            add(notes, "the db is postgres 16")}
    await until(lambda: window.notifier.shown, timeout=10)
    await until(lambda: window.notes.list.topLevelItemCount() == 3)
    assert window.notifier.shown == [("Tandem", "3 notes remembered")]
    window.notifier.click()
    await until(lambda: window.notes.list.current_id() in kept)  # one of them, in view


async def test_a_note_kept_alone_still_names_its_title(window, notes):
    add(notes, "the cache lives in redis")
    await until(lambda: window.notifier.shown, timeout=10)
    assert window.notifier.shown == [("Tandem", "remembered: the cache lives in redis")]


async def test_with_no_notes_export_and_delete_all_are_greyed_out(window, notes):
    view = window.notes
    view.reload()
    await until(lambda: not view._loading)
    assert not view.export_button.isEnabled() and not view.delete_all_button.isEnabled()
    assert not view.edit_button.isEnabled() and not view.history_button.isEnabled()
    add(notes, "the cache lives in redis")
    await until(lambda: view.export_button.isEnabled())
    assert view.delete_all_button.isEnabled()
