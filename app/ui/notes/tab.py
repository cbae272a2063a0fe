"""The Notes tab (spec 26.7): tree by scope, list with uses, a note as its file, actions.

A thin view: every read and write is one `Op` over NotesService, and the tab refreshes
only when the service's event bus says something changed (whoever changed it: this tab,
the model in a chat, the CLI in another thread). It never polls and never opens a file.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from app.memory.note import Note, serialise
from app.memory.rules import USER_AUTHORED_KINDS, Refusal
from app.memory.service import NotesService
from app.memory.types import (
    LOCAL_USER,
    HistoryEntry,
    NoteChange,
    delete_all_confirmation,
)
from app.ui.bus import NotesBridge
from app.ui.dialogs import Dialogs
from app.ui.notes.note_list import NoteList
from app.ui.notes.snapshot import NotesSnapshot, load_snapshot
from app.ui.notes.tree import ScopeTree
from app.ui.ops import Op
from app.ui.theme import MARGIN, MUTED, WARNING_BG, WARNING_FG, monospace

SEARCH_DELAY_MS = 250
SEARCH_LIMIT = 50


class NotesTab(QWidget):
    def __init__(self, notes: NotesService, user: str = LOCAL_USER,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.notes = notes
        self.user = user
        self.snapshot = NotesSnapshot()
        self._hits: list[tuple[Note, float]] | None = None
        self._loading = False
        self._dirty = False
        self._closed = False
        self._build()
        self.bridge = NotesBridge(notes, self)
        self.bridge.changed.connect(self._on_change)

    # ---- layout --------------------------------------------------------------------------

    def _build(self) -> None:
        self.search_box = QLineEdit()
        self.search_box.setPlaceholderText("Search notes…")
        self.search_box.setClearButtonEnabled(True)
        self.export_button = QPushButton("Export zip…")
        self.delete_all_button = QPushButton("Delete all…")
        top = QHBoxLayout()
        top.addWidget(self.search_box, 1)
        top.addWidget(self.export_button)
        top.addWidget(self.delete_all_button)

        self.broken_label = QLabel()
        self.broken_label.setWordWrap(True)
        self.broken_label.setStyleSheet(
            f"background:{WARNING_BG}; color:{WARNING_FG}; padding:6px; border-radius:4px;")
        self.broken_label.hide()

        self.tree = ScopeTree()
        self.list = NoteList()
        self.file_label = QLabel()
        self.file_label.setStyleSheet(f"color:{MUTED};")
        self.file_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.viewer = QPlainTextEdit()
        self.viewer.setReadOnly(True)
        self.viewer.setFont(monospace())
        self.viewer.setPlaceholderText("Choose a note to see its file.")

        self.edit_button = QPushButton("Edit…")
        self.ratify_button = QPushButton("Ratify")
        self.reject_button = QPushButton("Reject")
        self.pin_button = QPushButton("Pin")
        self.archive_button = QPushButton("Archive")
        self.delete_button = QPushButton("Delete…")
        self.history_button = QPushButton("History…")
        actions = QHBoxLayout()
        for button in self._note_buttons():
            actions.addWidget(button)
        actions.addStretch(1)

        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addLayout(actions)
        right_layout.addWidget(self.file_label)
        right_layout.addWidget(self.viewer, 1)

        # Mail-client panes: the tree on the left; the list above the note on the right, so
        # the list gets the full width for its columns and the file its full line length.
        detail = QSplitter(Qt.Orientation.Vertical)
        detail.addWidget(self.list)
        detail.addWidget(right)
        detail.setStretchFactor(0, 2)
        detail.setStretchFactor(1, 3)
        detail.setSizes([200, 400])
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.tree)
        split.addWidget(detail)
        split.setStretchFactor(0, 0)
        split.setStretchFactor(1, 1)
        split.setSizes([220, 860])
        self.splitter = split

        self.status = QLabel()
        self.status.setStyleSheet(f"color:{MUTED};")

        layout = QVBoxLayout(self)
        layout.setContentsMargins(MARGIN, MARGIN, MARGIN, MARGIN)
        layout.addLayout(top)
        layout.addWidget(self.broken_label)
        layout.addWidget(split, 1)
        layout.addWidget(self.status)

        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(SEARCH_DELAY_MS)
        self._search_timer.timeout.connect(self.search)
        self.search_box.textChanged.connect(lambda _: self._search_timer.start())
        self.search_box.returnPressed.connect(self.search)

        self.tree.selected.connect(lambda _: self._show_list())
        self.list.selected.connect(self._show_note)
        self.edit_button.clicked.connect(self.edit)
        self.ratify_button.clicked.connect(self.ratify)
        self.reject_button.clicked.connect(self.reject)
        self.pin_button.clicked.connect(self.toggle_pin)
        self.archive_button.clicked.connect(self.archive)
        self.delete_button.clicked.connect(self.delete)
        self.history_button.clicked.connect(self.history)
        self.export_button.clicked.connect(self.export)
        self.delete_all_button.clicked.connect(self.delete_all)
        self._show_note(None)

    def _note_buttons(self) -> list[QPushButton]:
        return [self.edit_button, self.ratify_button, self.reject_button, self.pin_button,
                self.archive_button, self.delete_button, self.history_button]

    # ---- reading -------------------------------------------------------------------------

    def reload(self) -> asyncio.Task[None] | None:
        """Read a fresh snapshot; a change arriving meanwhile triggers one more read."""
        if self._loading:
            self._dirty = True
            return None
        self._loading = True
        user = self.user
        return (Op(self, lambda: load_snapshot(self.notes, user))
                .success(self._loaded).failure(self._load_failed).run())

    def _loaded(self, snap: NotesSnapshot) -> None:
        self._loading = False
        self.snapshot = snap
        self.tree.show_snapshot(snap)
        self._show_broken(snap)
        self._show_list()
        if self._dirty:
            self._dirty = False
            self.reload()

    def _load_failed(self, exc: Exception) -> None:
        self._loading = False
        self._say(f"Could not read the notes ({type(exc).__name__}).")

    def _on_change(self, change: NoteChange) -> None:
        if self._closed or change.user != self.user:
            return
        self.reload()
        if self._hits is not None:
            self.search()

    def search(self) -> asyncio.Task[None] | None:
        self._search_timer.stop()
        query = self.search_box.text().strip()
        if not query:
            self._hits = None
            self._show_list()
            return None
        user = self.user
        return (Op(self, lambda: self.notes.search(user, query, SEARCH_LIMIT))
                .success(lambda hits: self._searched(query, hits)).run())

    def _searched(self, query: str, hits: list[tuple[Note, float]]) -> None:
        if query != self.search_box.text().strip():
            return  # the person typed on; a newer search is coming
        self._hits = hits
        self._show_list()
        self._say(f"{len(hits)} note(s) match." if hits else "No note matches.")

    # ---- showing -------------------------------------------------------------------------

    def _show_broken(self, snap: NotesSnapshot) -> None:
        if not snap.broken:
            self.broken_label.hide()
            return
        names = ", ".join(b.path.name for b in snap.broken)
        self.broken_label.setText(
            f"⚠ {len(snap.broken)} note file(s) could not be read and are not used: {names}")
        self.broken_label.show()

    def _show_list(self) -> None:
        keep = self.list.current_id()
        uses = self.snapshot.uses
        if self._hits is not None:
            rows = [(n, uses.get(n.id, 0), score) for n, score in self._hits]
        else:
            rows = [(n, uses.get(n.id, 0), None) for n in self.snapshot.select(self.tree.key)]
        self.list.show_notes(rows, keep)

    def current_note(self) -> Note | None:
        note_id = self.list.current_id()
        if note_id is None:
            return None
        if self._hits is not None:
            for note, _ in self._hits:
                if note.id == note_id:
                    return self.snapshot.find(note_id) or note
        return self.snapshot.find(note_id)

    def _show_note(self, _note_id: object) -> None:
        note = self.current_note()
        for button in self._note_buttons():
            button.setEnabled(note is not None)
        if note is None:
            self.viewer.clear()
            self.file_label.clear()
            return
        self.viewer.setPlainText(serialise(note))
        self.file_label.setText(note.path.name if note.path else note.id)
        live = not note.archived
        self.edit_button.setEnabled(live)
        self.ratify_button.setEnabled(live and (not note.ratified or note.archive_requested))
        self.reject_button.setEnabled(live)
        self.archive_button.setEnabled(live)
        pinnable = live and note.ratified and note.kind in USER_AUTHORED_KINDS
        self.pin_button.setText("Unpin" if note.pinned else "Pin")
        self.pin_button.setEnabled(note.pinned or pinnable)

    def _say(self, text: str) -> None:
        self.status.setText(text)

    # ---- acting --------------------------------------------------------------------------

    def _act(self, done: str, fn: Callable[[], NoteChange | Refusal]) -> asyncio.Task[None]:
        """Run one mutation; the bus brings the refresh, this only reports the outcome."""

        def finished(result: NoteChange | Refusal) -> None:
            self._say(f"Refused: {result.reason}" if isinstance(result, Refusal) else done)

        return (Op(self, fn).success(finished)
                .failure(lambda exc: self._say(f"Failed: {type(exc).__name__}")).run())

    def _chosen(self) -> tuple[str, Note] | None:
        note = self.current_note()
        return None if note is None else (self.user, note)

    def _act_on_chosen(
        self, done: str, op: Callable[[str, str], NoteChange | Refusal]
    ) -> asyncio.Task[None] | None:
        """Run a one-click service operation on the chosen note."""
        if (chosen := self._chosen()) is None:
            return None
        user, note = chosen
        return self._act(done, lambda: op(user, note.id))

    def ratify(self) -> asyncio.Task[None] | None:
        return self._act_on_chosen("Ratified.", self.notes.ratify)

    def reject(self) -> asyncio.Task[None] | None:
        return self._act_on_chosen("Rejected.", self.notes.reject)

    def toggle_pin(self) -> asyncio.Task[None] | None:
        if (chosen := self._chosen()) is None:
            return None
        user, note = chosen
        pinned = not note.pinned
        return self._act("Pinned." if pinned else "Unpinned.",
                         lambda: self.notes.pin(user, note.id, pinned))

    def archive(self) -> asyncio.Task[None] | None:
        return self._act_on_chosen("Archived.", self.notes.archive)

    def delete(self) -> asyncio.Task[None] | None:
        if (chosen := self._chosen()) is None:
            return None
        user, note = chosen
        if not Dialogs.confirm(self, "Delete note",
                               f"Delete “{note.title}” with all its revisions? "
                               "This cannot be undone."):
            return None
        return self._act("Deleted.", lambda: self.notes.delete(user, note.id))

    def edit(self) -> asyncio.Task[None] | None:
        if (chosen := self._chosen()) is None:
            return None
        user, note = chosen
        typed = Dialogs.edit_note(self, note.title, note.body, list(note.tags))
        if typed is None:
            return None
        return self._act("Saved as a ratified revision.", lambda: self.notes.edit(
            user, note.id, title=typed.title, body=typed.body, tags=typed.tags))

    def history(self) -> asyncio.Task[None] | None:
        if (chosen := self._chosen()) is None:
            return None
        user, note = chosen

        def show(entries: list[HistoryEntry]) -> None:
            Dialogs.show_history(self, note.title, [
                (f"revision {e.revision}" + (" (current)" if e.current else ""), e.diff)
                for e in entries
            ])

        return Op(self, lambda: self.notes.history(user, note.id)).success(show).run()

    def export(self) -> asyncio.Task[None] | None:
        path = Dialogs.save_path(self, "Export notes", f"tandem-notes-{self.user}.zip",
                                 "Zip archives (*.zip)")
        if path is None:
            return None
        user = self.user

        def done(written: Path) -> None:
            self._say(f"Exported to {written}.")

        return (Op(self, lambda: self.notes.export_zip(user, path)).success(done)
                .failure(lambda exc: self._say(f"Export failed: {exc}")).run())

    def delete_all(self) -> asyncio.Task[None] | None:
        typed = Dialogs.typed_confirmation(
            self, "Delete all notes",
            f"This deletes every note of “{self.user}”, its revisions, archive and counts.\n"
            f"Type {delete_all_confirmation(self.user)} to confirm:")
        if typed is None:
            return None
        user = self.user
        return self._act("Every note was deleted.",
                         lambda: self.notes.delete_all(user, confirm=typed))

    def close_bridge(self) -> None:
        """Stop listening; a change already queued to this thread is then ignored."""
        self._closed = True
        self.bridge.close()
