"""One page of journal rows as a table: the requests the notes went into, the writes and
refusals with their reasons, and the writer's runs are three of these, each with its
own columns over the same `NotesService.journal` call the admin routes make.
"""

from __future__ import annotations

import asyncio
import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.memory.service import NotesService
from app.ui.ops import Op
from app.ui.theme import MUTED

PAGE = 100
Row = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Column:
    header: str
    value: Callable[[Row], object]


def when(row: Row) -> str:
    return dt.datetime.fromtimestamp(row["ts"]).strftime("%Y-%m-%d %H:%M:%S")


def field(name: str) -> Callable[[Row], object]:
    """A column's value: the row's own column, else its JSON fields."""
    return lambda row: row.get(name) if row.get(name) is not None else row["fields"].get(name)


def joined(name: str) -> Callable[[Row], object]:
    return lambda row: ", ".join(str(v) for v in (field(name)(row) or []))


def reason(row: Row) -> str:
    """A refusal's code and reason, or why memory was off; blank for what went through."""
    parts = [row.get("refused"), row["fields"].get("reason")]
    return ": ".join(str(p) for p in parts if p)


REQUESTS = (Column("Time", when), Column("Request", field("request_id")),
            Column("Client", field("client")), Column("Model", field("model")),
            Column("Profile", field("profile")), Column("Notes", joined("note_ids")))
JOURNAL = (Column("Time", when), Column("Event", field("event")), Column("Operation", field("op")),
           Column("Note", lambda r: r.get("note_id") or joined("note_ids")(r)),
           Column("Scope", field("scope")),
           Column("Kind", field("kind")), Column("Reason", reason),
           Column("By", lambda r: r["fields"].get("admin") or r["fields"].get("source") or ""))
WRITER_RUNS = (Column("Time", when), Column("Session", field("session")),
               Column("Outcome", lambda r: r["fields"].get("outcome") or r.get("op") or ""),
               Column("Notes", field("notes")), Column("Tokens", field("tokens")),
               Column("Reason", reason))


class LedgerView(QWidget):
    """A paged, newest-first table of one user's journal rows of some events."""

    def __init__(self, notes: NotesService, columns: tuple[Column, ...],
                 events: tuple[str, ...], note_filter: Callable[[], str | None] | None = None,
                 parent: QWidget | None = None) -> None:
        """`note_filter`, when given, offers "only the chosen note" and returns its id."""
        super().__init__(parent)
        self.notes = notes
        self.user = ""
        self._columns = columns
        self._events = events
        self._note_filter = note_filter
        self._offset = 0
        self.total = 0
        self.table = QTreeWidget()
        self.table.setRootIsDecorated(False)
        self.table.setAlternatingRowColors(True)
        self.table.setUniformRowHeights(True)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setHeaderLabels([c.header for c in columns])
        header = self.table.header()
        header.setStretchLastSection(False)
        for col, column in enumerate(columns):  # a long reason is elided, not a scrollbar
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch
                                        if column.header == "Reason"
                                        else QHeaderView.ResizeMode.ResizeToContents)
        self.only_chosen = QCheckBox("Only the chosen note")
        self.only_chosen.setVisible(note_filter is not None)
        self.only_chosen.toggled.connect(lambda _: self.reload(0))
        self.newer = QPushButton("‹ Newer")
        self.older = QPushButton("Older ›")
        self.newer.clicked.connect(lambda: self.reload(max(0, self._offset - PAGE)))
        self.older.clicked.connect(lambda: self.reload(self._offset + PAGE))
        self.range_label = QLabel()
        self.range_label.setStyleSheet(f"color:{MUTED};")
        bar = QHBoxLayout()
        bar.addWidget(self.only_chosen)
        bar.addStretch(1)
        bar.addWidget(self.range_label)
        bar.addWidget(self.newer)
        bar.addWidget(self.older)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(bar)
        layout.addWidget(self.table, 1)

    def reload(self, offset: int | None = None) -> asyncio.Task[None] | None:
        if not self.user:
            return None
        offset = self._offset if offset is None else offset
        note = self._note_filter() if self._note_filter and self.only_chosen.isChecked() else None
        user, events = self.user, self._events
        return Op(self, lambda: self.notes.journal(user, events, note, PAGE, offset)).success(
            lambda page: self._show(offset, *page)).run()

    def _show(self, offset: int, rows: list[Row], total: int) -> None:
        self._offset, self.total = offset, total
        self.table.clear()
        for row in rows:
            texts = ["" if v is None else str(v) for v in (c.value(row) for c in self._columns)]
            item = QTreeWidgetItem(texts)
            for col, text in enumerate(texts):
                item.setToolTip(col, text)
            self.table.addTopLevelItem(item)
        shown = f"{offset + 1}–{offset + len(rows)}" if rows else "0"
        self.range_label.setText(f"{shown} of {total}")
        self.newer.setEnabled(offset > 0)
        self.older.setEnabled(offset + len(rows) < total)

    def cell(self, row: int, header: str) -> str:
        """The text of one cell, by its column's header (for tests and copying)."""
        col = [c.header for c in self._columns].index(header)
        return self.table.topLevelItem(row).text(col)
