"""One page of journal rows as a table: the requests the notes went into, the writes and
refusals with their reasons, and the writer's runs are three of these, each with its
own columns over the NotesService read its admin route makes. The columns read the fields
the request path and the writer record, by those names (`stopped`, `tokens_in`, …).
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


def figure(name: str, unit: str = "", digits: int = 0) -> Callable[[Row], str]:
    """A request's figure (tokens, seconds, tokens a second); blank while it streams."""

    def text(row: Row) -> str:
        value = row["fields"].get(name)
        return "" if value is None else f"{value:.{digits}f}{unit}"

    return text


def client(row: Row) -> str:
    """Who sent it: the address of an HTTP client, or this window (which has none)."""
    return row["fields"].get("client") or "window"


def outcome(row: Row) -> str:
    """How a writer run ended: skipped at the gate (with its score), or how its turn
    stopped (`stop`, `length`, `interrupted`, `error: …`, a relay's limit)."""
    stopped = row["fields"].get("stopped") or ""
    gate = row["fields"].get("gate")
    if stopped == "gate" and gate is not None:
        return f"skipped (gate {gate:.2f})"
    return str(stopped)


def tokens(row: Row) -> str:
    """The writer turn's tokens: prompt in (how many from cache) and written out."""
    f = row["fields"]
    if not (f.get("tokens_in") or f.get("tokens_out")):
        return ""
    cached = f" ({f['tokens_cached']} cached)" if f.get("tokens_cached") else ""
    return f"{f.get('tokens_in', 0)} in{cached}, {f.get('tokens_out', 0)} out"


REQUESTS = (Column("Time", when), Column("Request", field("request_id")),
            Column("Client", client), Column("Model", field("model")),
            Column("Profile", field("profile")), Column("Notes", joined("note_ids")),
            Column("Prompt", figure("prompt_tokens")), Column("Cached", figure("cached_tokens")),
            Column("Output", figure("completion_tokens")),
            Column("First token", figure("ttft_s", " s", 2)),
            Column("Speed", figure("decode_tps", " tok/s", 1)))
JOURNAL = (Column("Time", when), Column("Event", field("event")), Column("Operation", field("op")),
           Column("Note", lambda r: r.get("note_id") or joined("note_ids")(r)),
           Column("Scope", field("scope")),
           Column("Kind", field("kind")), Column("Reason", reason),
           Column("By", lambda r: r["fields"].get("admin") or r["fields"].get("source") or ""))
JOURNAL_ELSEWHERE = ("request", "injection", "writer_run")
"""Events the Journal leaves to the Requests and Writer runs views, which show their
figures: a request row has no operation, note, scope or kind to fill the Journal's."""
WRITER_RUNS = (Column("Time", when), Column("Session", field("session")),
               Column("Trigger", field("trigger")), Column("Outcome", outcome),
               Column("Notes", field("notes")), Column("Tokens", tokens),
               Column("Time taken", figure("duration_ms", " ms")))

NOTE_COLUMNS = ("Note", "Notes")
Fetch = Callable[[str, str | None, int, int], tuple[list[Row], int]]
"""(user, note id or None, limit, offset) -> one page of rows and the total."""


class LedgerView(QWidget):
    """A paged, newest-first table of one user's journal rows of some events."""

    def __init__(self, columns: tuple[Column, ...], fetch: Fetch,
                 note_filter: Callable[[], str | None] | None = None,
                 parent: QWidget | None = None,
                 title_of: Callable[[str], str | None] | None = None) -> None:
        """`fetch` is a NotesService read, run off the GUI thread; `note_filter`, when
        given, offers "only the chosen note" and returns its id; `title_of` names a note
        id in the note columns' tooltips (the window may show titles, the journal never
        holds them)."""
        super().__init__(parent)
        self.user = ""
        self._title_of = title_of
        self._columns = columns
        self._fetch = fetch
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
        header.setStretchLastSection(not any(c.header == "Reason" for c in columns))
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
        user, fetch = self.user, self._fetch
        return Op(self, lambda: fetch(user, note, PAGE, offset)).success(
            lambda page: self._show(offset, *page)).run()

    def _show(self, offset: int, rows: list[Row], total: int) -> None:
        self._offset, self.total = offset, total
        self.table.clear()
        for row in rows:
            texts = ["" if v is None else str(v) for v in (c.value(row) for c in self._columns)]
            item = QTreeWidgetItem(texts)
            for col, text in enumerate(texts):
                item.setToolTip(col, self._tooltip(self._columns[col], text))
            self.table.addTopLevelItem(item)
        shown = f"{offset + 1}–{offset + len(rows)}" if rows else "0"
        self.range_label.setText(f"{shown} of {total}")
        self.newer.setEnabled(offset > 0)
        self.older.setEnabled(offset + len(rows) < total)

    def _tooltip(self, column: Column, text: str) -> str:
        if self._title_of is None or column.header not in NOTE_COLUMNS or not text:
            return text
        ids = text.split(", ")
        return "\n".join(f"{i}: {self._title_of(i) or '(no longer in the store)'}"
                         for i in ids)

    def cell(self, row: int, header: str) -> str:
        """The text of one cell, by its column's header (for tests and copying)."""
        col = [c.header for c in self._columns].index(header)
        return self.table.topLevelItem(row).text(col)
