"""The Notes tab (spec 26.7; docs/ARCHITECTURE.md#the-notes-tab): the notes of any user in the
store (tree by scope, a list that sorts and filters, a note read as title and body first), what
the notes went into, the journal of writes and refusals, the writer's runs, and the notes
settings.

A thin view: every read and write is one `Op` over NotesService, the calls the admin
routes make. It refreshes when the service's event bus says something changed (this
tab, the model in a chat, the CLI in another thread) and when a file under the user's
folder changes by hand (a debounced folder watch). It never opens a note file itself.
Its actions on notes are in `actions.py`, the journal views in `ledger_view.py`.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.config import Config
from app.memory.listing import NoteFilter
from app.memory.note import KINDS, Note
from app.memory.service import NotesService
from app.memory.types import (
    LOCAL_USER,
    NoteChange,
)
from app.ui.bus import NotesBridge
from app.ui.notes.actions import NoteActions
from app.ui.notes.folder_watch import FolderWatch, folders_under
from app.ui.notes.ledger_view import (
    JOURNAL,
    JOURNAL_ELSEWHERE,
    REQUESTS,
    WRITER_RUNS,
    LedgerView,
)
from app.ui.notes.note_list import NoteList
from app.ui.notes.note_view import NoteView
from app.ui.notes.settings_view import SettingsView
from app.ui.notes.snapshot import ALL, ARCHIVE, NotesSnapshot, load_snapshot
from app.ui.notes.tree import ScopeTree
from app.ui.ops import Op
from app.ui.prefs import WindowPrefs
from app.ui.theme import MARGIN, MUTED, WARNING_BG, WARNING_FG

SEARCH_DELAY_MS = 250
JOURNAL_ROWS = ("request", "writer_run")
"""Bus changes that are a journal row, not a note (NotesService.record_request, …)."""
SEARCH_LIMIT = 50
ANY = "any"


def _filter_box(label: str, choices: tuple[str, ...]) -> QComboBox:
    box = QComboBox()
    box.addItem(f"{label}: {ANY}", None)
    for choice in choices:
        box.addItem(choice, choice)
    return box


class NotesTab(NoteActions):
    review_count_changed = Signal(int)
    """How many live notes are provisional: the window puts it on the tab's label."""
    export_progress = Signal(int, int)
    """(files written, files in all) of an export under way."""

    def __init__(self, notes: NotesService, user: str = LOCAL_USER,
                 parent: QWidget | None = None, config: Config | None = None,
                 prefs: WindowPrefs | None = None) -> None:
        """`prefs` keeps the panes' sizes; by default the window's, under the home."""
        super().__init__(parent)
        self.notes = notes
        self.prefs = prefs or WindowPrefs(notes.ledger.path.parent)
        self.user = user
        self.config = config
        self.snapshot = NotesSnapshot()
        self._hits: list[tuple[Note, float]] | None = None
        self._wanted: str | None = None
        """A note asked for by `show_note`, selected once a snapshot holds it."""
        self._loading = False
        self._read_once = False
        self._dirty = False
        self._closed = False
        self._build()
        self.bridge = NotesBridge(notes, self)
        self.bridge.changed.connect(self._on_change)
        self.watch = FolderWatch(self)
        self.watch.changed.connect(self.reload)

    # ---- layout --------------------------------------------------------------------------

    def _build(self) -> None:
        self.user_box = QComboBox()
        self.user_box.addItem(self.user)
        self.user_box.setToolTip("Whose notes: every user in the store")
        self.search_box = QLineEdit()
        self.search_box.setPlaceholderText("Search notes… (Ctrl+F)")
        self.search_box.setClearButtonEnabled(True)
        self.export_button = QPushButton("Export zip…")
        self.delete_all_button = QPushButton("Delete all…")
        top = QHBoxLayout()
        top.addWidget(self.user_box)
        top.addWidget(self.search_box, 1)
        top.addWidget(self.export_button)
        top.addWidget(self.delete_all_button)

        self.broken_label = QLabel()
        self.broken_label.setWordWrap(True)
        self.broken_label.setStyleSheet(
            f"background:{WARNING_BG}; color:{WARNING_FG}; padding:6px; border-radius:4px;")
        self.broken_label.hide()

        self.review_button = QPushButton("To review (0)")
        self.review_button.setCheckable(True)
        self.review_button.setToolTip("Only the provisional notes, which wait for you")
        self.kind_box = _filter_box("kind", KINDS)
        self.status_box = _filter_box("status", ("provisional", "ratified"))
        self.tag_box = QLineEdit()
        self.tag_box.setPlaceholderText("tag")
        self.tag_box.setClearButtonEnabled(True)
        filters = QHBoxLayout()
        for widget in (self.review_button, self.kind_box, self.status_box, self.tag_box):
            filters.addWidget(widget)
        filters.addStretch(1)

        self.tree = ScopeTree()
        self.list = NoteList()
        self.note_view = NoteView()
        actions = self._action_buttons()
        self.file_label = QLabel()
        self.file_label.setStyleSheet(f"color:{MUTED};")
        self.file_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addLayout(actions)
        right_layout.addWidget(self.note_view, 1)
        right_layout.addWidget(self.file_label)

        # Three panes side by side, as a mail client's wide layout: the tree, the list at
        # the full height (15 rows and more at 1400x900, 500 notes scroll), and the note
        # at its line length. The person's drags are kept (`WindowPrefs.keep_sizes`).
        list_pane = QWidget()
        list_layout = QVBoxLayout(list_pane)
        list_layout.setContentsMargins(0, 0, 0, 0)
        list_layout.addLayout(filters)
        list_layout.addWidget(self.list, 1)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.setChildrenCollapsible(False)
        for pane in (self.tree, list_pane, right):
            split.addWidget(pane)
        split.setStretchFactor(0, 0)
        split.setStretchFactor(1, 3)
        split.setStretchFactor(2, 2)
        split.setSizes([200, 640, 460])
        self.prefs.keep_sizes("notes", split)
        self.splitter = split

        self.requests_view = LedgerView(REQUESTS, self.notes.requests,
                                        note_filter=self.list.current_id,
                                        title_of=self._title_of)
        notes = self.notes
        self.journal_view = LedgerView(JOURNAL, lambda user, note, limit, offset: notes.journal(
            user, (), note, limit, offset, exclude=JOURNAL_ELSEWHERE), title_of=self._title_of)
        self.writer_view = LedgerView(WRITER_RUNS, lambda user, note, limit, offset: (
            notes.journal(user, ("writer_run",), note, limit, offset)))
        self.settings_view = SettingsView(self.notes, self.config)
        self.views = QTabWidget()
        self.views.addTab(split, "Notes")
        self.views.addTab(self.requests_view, "Requests")
        self.views.addTab(self.journal_view, "Journal")
        self.views.addTab(self.writer_view, "Writer runs")
        self.views.addTab(self.settings_view, "Settings")

        self.status = QLabel()
        self.status.setStyleSheet(f"color:{MUTED};")
        self.progress = QProgressBar()
        self.progress.setMaximumWidth(240)
        self.progress.hide()
        self.export_progress.connect(self._show_progress)
        bottom = QHBoxLayout()
        bottom.addWidget(self.status, 1)
        bottom.addWidget(self.progress)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(MARGIN, MARGIN, MARGIN, MARGIN)
        layout.addLayout(top)
        layout.addWidget(self.broken_label)
        layout.addWidget(self.views, 1)
        layout.addLayout(bottom)

        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(SEARCH_DELAY_MS)
        self._search_timer.timeout.connect(self.search)
        self.search_box.textChanged.connect(lambda _: self._search_timer.start())
        self.search_box.returnPressed.connect(self.search)

        self.user_box.activated.connect(lambda _: self.switch_user(self.user_box.currentText()))
        self.tree.selected.connect(lambda _: self._show_list())
        self.list.selected.connect(self._show_note)
        for box in (self.kind_box, self.status_box):
            box.currentIndexChanged.connect(lambda _: self._show_list())
        self.tag_box.textChanged.connect(lambda _: self._show_list())
        self.review_button.toggled.connect(lambda _: self._show_list())
        self.export_button.clicked.connect(self.export)
        self.delete_all_button.clicked.connect(self.delete_all)
        self.views.currentChanged.connect(lambda _: self._reload_view())
        self._shortcuts()
        self._show_note(None)

    def _shortcuts(self) -> None:
        """Every action from the keyboard: Delete, F5, Ctrl+F, Ctrl+E and friends."""
        keys: list[tuple[QKeySequence | str, Callable[[], object]]] = [
            ("F5", self.reload),
            (QKeySequence(QKeySequence.StandardKey.Find), self.focus_search),
            ("Ctrl+E", self.edit), ("Ctrl+R", self.ratify), ("Ctrl+Shift+R", self.reject),
            ("Ctrl+P", self.toggle_pin), ("Ctrl+Shift+A", self.archive),
            ("Ctrl+H", self.history),
        ]
        self.shortcuts: dict[str, QShortcut] = {}
        for key, slot in keys:
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
            self.shortcuts[shortcut.key().toString()] = shortcut
        # Delete only where a note is chosen: in the search box it deletes characters.
        delete = QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.list)
        delete.setContext(Qt.ShortcutContext.WidgetShortcut)
        delete.activated.connect(self.delete)
        self.shortcuts["Del"] = delete

    def _title_of(self, note_id: str) -> str | None:
        note = self.snapshot.find(note_id)
        return None if note is None else note.title

    def focus_search(self) -> None:
        self.views.setCurrentIndex(0)
        self.search_box.setFocus()
        self.search_box.selectAll()

    # ---- reading -------------------------------------------------------------------------

    def load_once(self) -> asyncio.Task[None] | None:
        """The first read, where the window opens the tab; the bus and the folder watch
        keep it fresh afterwards, so a second caller reads nothing."""
        return None if self._read_once else self.reload()

    def reload(self) -> asyncio.Task[None] | None:
        """Read a fresh snapshot; a change arriving meanwhile triggers one more read."""
        self._read_once = True
        if self._loading:
            self._dirty = True
            return None
        self._loading = True
        user = self.user
        return (Op(self, lambda: (load_snapshot(self.notes, user), self.notes.users(),
                                  folders_under(self.notes.store.user_dir(user))))
                .success(self._loaded).failure(self._load_failed).run())

    def _loaded(self, result: tuple[NotesSnapshot, list[str], list[str]]) -> None:
        snap, users, folders = result
        self._loading = False
        self.snapshot = snap
        self._show_users(users)
        self.tree.show_snapshot(snap)
        self._show_broken(snap)
        self._show_list()
        self.watch.watch(folders)
        any_notes = bool(snap.live or snap.archived)  # nothing to export or delete else
        self.export_button.setEnabled(any_notes)
        self.delete_all_button.setEnabled(any_notes)
        review = sum(1 for n in snap.live if not n.ratified)
        self.review_button.setText(f"To review ({review})")
        self.review_count_changed.emit(review)
        self._reload_view()
        if self._dirty:
            self._dirty = False
            self.reload()
        self._show_wanted()

    def _reload_view(self) -> None:
        """The page in front, if it is one of the journal views or the settings."""
        page = self.views.currentWidget()
        if isinstance(page, LedgerView):
            page.user = self.user
            page.reload()
        elif page is self.settings_view:
            self.settings_view.reload()

    def _show_users(self, users: list[str]) -> None:
        if users == [self.user_box.itemText(i) for i in range(self.user_box.count())]:
            return
        self.user_box.blockSignals(True)
        self.user_box.clear()
        self.user_box.addItems(users if self.user in users else [*users, self.user])
        self.user_box.setCurrentText(self.user)
        self.user_box.blockSignals(False)

    def switch_user(self, user: str) -> asyncio.Task[None] | None:
        """Show another user's notes (a key's label: alice, bob…)."""
        if user == self.user:
            return None
        self.user = user
        self.user_box.setCurrentText(user)
        self._hits = None
        self.search_box.clear()
        return self.reload()

    def show_note(self, note_id: str, user: str | None = None) -> None:
        """Bring one note into view (a chat's chip, a notification): its user's notes on
        the Notes page, any filter that would hide it cleared. A note newer than the
        snapshot is selected once a fresh read has it."""
        self.views.setCurrentIndex(0)
        self._wanted = note_id
        if user is not None and user != self.user:
            self.switch_user(user)
        elif self.snapshot.find(note_id) is None:
            self.reload()
        else:
            self._show_wanted()

    def _show_wanted(self) -> None:
        if self._wanted is None:
            return
        note = self.snapshot.find(self._wanted)
        if note is None:
            if not self._loading:  # a fresh read is in, and the note is not in it
                self._wanted = None
                self._say("That note is no longer in the store.")
            return
        self._wanted = None
        if note.id not in self.list.ids():
            self._clear_filters(ARCHIVE if note.archived else ALL)
        self.list.choose(note.id)

    def _clear_filters(self, tree_key: str) -> None:
        """Every filter and the search off, the tree on `tree_key`; the list drawn once."""
        boxes = (self.search_box, self.review_button, self.kind_box, self.status_box,
                 self.tag_box)
        for box in boxes:
            box.blockSignals(True)
        try:
            self.search_box.clear()
            self._search_timer.stop()
            self._hits = None
            self.review_button.setChecked(False)
            self.kind_box.setCurrentIndex(0)
            self.status_box.setCurrentIndex(0)
            self.tag_box.clear()
        finally:
            for box in boxes:
                box.blockSignals(False)
        self.tree.choose(tree_key)
        self._show_list()

    def _load_failed(self, exc: Exception) -> None:
        self._loading = False
        self._say(f"Could not read the notes ({type(exc).__name__}).")

    def _on_change(self, change: NoteChange) -> None:
        if self._closed or change.user != self.user:
            return
        if change.change in JOURNAL_ROWS:  # no note changed: only a journal view redraws
            self._reload_view()
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
        shown = self.list.topLevelItemCount()
        self._say(f"{shown} note(s) match here." if shown else "No note matches here.")

    # ---- showing -------------------------------------------------------------------------

    def _show_broken(self, snap: NotesSnapshot) -> None:
        if not snap.broken:
            self.broken_label.hide()
            return
        names = ", ".join(b.path.name for b in snap.broken)
        self.broken_label.setText(
            f"⚠ {len(snap.broken)} note file(s) could not be read and are not used: {names}")
        self.broken_label.show()

    def list_filter(self) -> NoteFilter:
        """The filters above the list, as the routes' `NoteFilter`."""
        status = "provisional" if self.review_button.isChecked() else self.status_box.currentData()
        return NoteFilter(kind=self.kind_box.currentData(), status=status,
                          tag=self.tag_box.text().strip() or None)

    def _show_list(self) -> None:
        """The notes under the chosen tree node that pass the filters; a search searches
        within them too."""
        keep = self.list.current_id()
        uses = self.snapshot.uses
        where = self.list_filter()
        here = {n.id for n in self.snapshot.select(self.tree.key)}
        if self._hits is not None:
            rows = [(n, uses.get(n.id, 0), score) for n, score in self._hits
                    if n.id in here and where.keeps(n)]
        else:
            rows = [(n, uses.get(n.id, 0), None) for n in self.snapshot.select(self.tree.key)
                    if where.keeps(n)]
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
        self._enable_for(note)
        twin = note.possible_duplicate_of if note is not None else None
        self.note_view.show_note(note, self.snapshot.find(twin) if twin else None)
        if note is None:
            self.file_label.clear()
            return
        self.file_label.setText(note.path.name if note.path else note.id)
        if self.views.currentWidget() is self.requests_view:
            self.requests_view.reload(0)

    def _show_progress(self, done: int, total: int) -> None:
        self.progress.setMaximum(total)
        self.progress.setValue(done)
        self._say(f"Exporting… {done} of {total} files")

    def _say(self, text: str) -> None:
        self.status.setText(text)

    def close_bridge(self) -> None:
        """Stop listening; a change already queued to this thread is then ignored."""
        self._closed = True
        self.bridge.close()
