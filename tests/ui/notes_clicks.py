"""Driving the Notes tab as a person would: choose a note, click a button, read the tree."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.ui.notes.tab import NotesTab


def tree_texts(view: NotesTab) -> list[str]:
    out = []
    for i in range(view.tree.topLevelItemCount()):
        item = view.tree.topLevelItem(i)
        out.append(item.text(0))
        out += [item.child(j).text(0) for j in range(item.childCount())]
    return out


def choose(view: NotesTab, note_id: str) -> None:
    for i in range(view.list.topLevelItemCount()):
        item = view.list.topLevelItem(i)
        if item.data(0, Qt.ItemDataRole.UserRole) == note_id:
            view.list.setCurrentItem(item)
            return
    raise AssertionError("note not listed")


def click(button) -> None:  # type: ignore[no-untyped-def]
    assert button.isEnabled(), button.text()
    button.click()
