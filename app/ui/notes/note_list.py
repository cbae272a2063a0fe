"""The list of notes: title, kind, status, pinned, uses in 7 days (and score, in a search)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTreeWidget, QTreeWidgetItem, QWidget

from app.memory.note import Note

ID_ROLE = Qt.ItemDataRole.UserRole
COLUMNS = ("Title", "Kind", "Status", "Pinned", "Uses (7d)", "Score")
SCORE_COLUMN = 5


def status_text(note: Note) -> str:
    if note.archived:
        return "archived"
    parts = [note.status]
    if note.stale:
        parts.append("stale")
    if note.archive_requested:
        parts.append("archive asked")
    return ", ".join(parts)


class NoteList(QTreeWidget):
    selected = Signal(object)
    """The chosen note's id, or None."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setColumnCount(len(COLUMNS))
        self.setHeaderLabels(list(COLUMNS))
        self.setRootIsDecorated(False)
        self.setAlternatingRowColors(True)
        self.setUniformRowHeights(True)
        self.setStyleSheet("QTreeView::item { padding: 3px 2px; }")
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for col in range(1, len(COLUMNS)):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        self.currentItemChanged.connect(self._changed)

    def show_notes(self, rows: list[tuple[Note, int, float | None]], keep: str | None) -> None:
        """Rows of (note, uses in 7 days, search score or None); `keep` stays selected."""
        self.blockSignals(True)
        try:
            self.clear()
            chosen = None
            for note, uses, score in rows:
                item = QTreeWidgetItem([
                    note.title, note.kind, status_text(note), "📌" if note.pinned else "",
                    str(uses), "" if score is None else f"{score:.2f}",
                ])
                item.setData(0, ID_ROLE, note.id)
                item.setToolTip(0, note.title)
                for col in (3, 4, 5):
                    item.setTextAlignment(col, Qt.AlignmentFlag.AlignCenter)
                self.addTopLevelItem(item)
                if note.id == keep:
                    chosen = item
            self.setColumnHidden(SCORE_COLUMN, all(score is None for *_, score in rows))
            if chosen is not None:
                self.setCurrentItem(chosen)
        finally:
            self.blockSignals(False)
        self.selected.emit(self.current_id())

    def current_id(self) -> str | None:
        item = self.currentItem()
        return None if item is None else str(item.data(0, ID_ROLE))

    def ids(self) -> list[str]:
        return [str(self.topLevelItem(i).data(0, ID_ROLE)) for i in range(self.topLevelItemCount())]

    def _changed(self, current: QTreeWidgetItem | None, _previous: object) -> None:
        self.selected.emit(None if current is None else str(current.data(0, ID_ROLE)))
