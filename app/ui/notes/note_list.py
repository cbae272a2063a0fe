"""The list of notes: title, kind, scope, status, pinned, uses in 7 days (and score, in a
search); every column sorts, the numbers as numbers."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTreeWidget, QTreeWidgetItem, QWidget

from app.memory.note import Note

ID_ROLE = Qt.ItemDataRole.UserRole
COLUMNS = ("Title", "Kind", "Scope", "Status", "Pinned", "Uses (7d)", "Score")
USES_COLUMN = 5
SCORE_COLUMN = 6
WIDEST = ("program_state", "session", "provisional, stale", "Pinned", "Uses (7d)", "Score")
"""The longest text of each column after the title (a longer status is elided)."""
COLUMN_PADDING = 28
TITLE_MIN_CHARS = 30
"""The title column never gets narrower than this: the other columns scroll instead (a
stretched title shrank to "…" in a narrow pane)."""


class _Row(QTreeWidgetItem):
    """Sorts by a key per column kept on the Python side (text casefolded, the numbers as
    numbers, the score best first): a comparison reads no item data through Qt, which
    is what keeps sorting 500 notes well under 100 ms (bench/notes_list_bench.py)."""

    keys: tuple[object, ...] = ()

    def __lt__(self, other: QTreeWidgetItem) -> bool:
        tree = self.treeWidget()
        col = tree.sortColumn() if tree is not None else 0
        theirs = other.keys if isinstance(other, _Row) else ()
        if col < len(self.keys) and col < len(theirs):
            return bool(self.keys[col] < theirs[col])  # type: ignore[operator]
        return self.text(col).casefold() < other.text(col).casefold()


def status_text(note: Note) -> str:
    if note.archived:
        return "archived"
    parts = [note.status]
    if note.stale:
        parts.append("stale")
    if note.archive_requested:
        parts.append("archive asked")
    if note.possible_duplicate_of:
        parts.append("possible duplicate")
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
        self._searching = False
        header = self.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        self._title_min = self.fontMetrics().averageCharWidth() * TITLE_MIN_CHARS
        # Widths fitted once to the longest value a column can hold, not measured over
        # every row on every change (ResizeToContents made sorting 500 notes slow).
        metrics = self.fontMetrics()
        for col, widest in enumerate(WIDEST, start=1):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(col, metrics.horizontalAdvance(widest) + COLUMN_PADDING)
        header.setStretchLastSection(False)
        header.setSortIndicatorShown(True)
        self.setSortingEnabled(True)
        self.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.currentItemChanged.connect(self._changed)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_title()

    def fit_title(self) -> None:
        """The title takes what the other columns leave, and at least `TITLE_MIN_CHARS`."""
        header = self.header()
        others = sum(header.sectionSize(c) for c in range(1, self.columnCount())
                     if not header.isSectionHidden(c))
        header.resizeSection(0, max(self._title_min, self.viewport().width() - others))

    def show_notes(self, rows: list[tuple[Note, int, float | None]], keep: str | None) -> None:
        """Rows of (note, uses in 7 days, search score or None); `keep` stays selected."""
        searching = any(score is not None for *_, score in rows)
        self.blockSignals(True)
        self.setSortingEnabled(False)
        try:
            self.clear()
            chosen = None
            for note, uses, score in rows:
                texts = [note.title, note.kind, note.scope, status_text(note),
                         "yes" if note.pinned else "", str(uses),
                         "" if score is None else f"{score:.2f}"]
                item = _Row(texts)
                item.keys = (*(t.casefold() for t in texts[:USES_COLUMN]), uses,
                             -(score or 0.0))  # best first
                item.setData(0, ID_ROLE, note.id)
                item.setToolTip(0, note.title)
                for col in (4, USES_COLUMN, SCORE_COLUMN):
                    item.setTextAlignment(col, Qt.AlignmentFlag.AlignCenter)
                self.addTopLevelItem(item)
                if note.id == keep:
                    chosen = item
            self.setColumnHidden(SCORE_COLUMN, not searching)
            self.fit_title()
            if searching != self._searching:  # a search opens sorted by score, best first
                self._searching = searching
                self.sortByColumn(SCORE_COLUMN if searching else 0, Qt.SortOrder.AscendingOrder)
            if chosen is not None:
                self.setCurrentItem(chosen)
        finally:
            self.setSortingEnabled(True)
            self.blockSignals(False)
        self.selected.emit(self.current_id())

    def choose(self, note_id: str) -> bool:
        """Select and scroll to the note's row; False when it is not listed."""
        for i in range(self.topLevelItemCount()):
            item = self.topLevelItem(i)
            if item.data(0, ID_ROLE) == note_id:
                self.setCurrentItem(item)
                self.scrollToItem(item)
                return True
        return False

    def current_id(self) -> str | None:
        item = self.currentItem()
        return None if item is None else str(item.data(0, ID_ROLE))

    def ids(self) -> list[str]:
        return [str(self.topLevelItem(i).data(0, ID_ROLE)) for i in range(self.topLevelItemCount())]

    def _changed(self, current: QTreeWidgetItem | None, _previous: object) -> None:
        self.selected.emit(None if current is None else str(current.data(0, ID_ROLE)))
