"""The main window: the Chat, Notes and Models tabs, the tray, and a synchronous close.

The window shows first, loading; the notes, the engines and the server then start behind
it (app/ui/boot.py) and fill it, or leave their error in it, through the few methods
`BootView` names. The process around it (the Qt loop that is the asyncio loop, the
signals, the exit) is put together in app/ui/app.py. Quitting is synchronous on purpose
(qasync's `asyncClose` hangs on exit): `shutdown` sets the stop flags of the views, and
app/ui/app.py then stops what is left within its budgets.

This module imports Qt and little else: the chat's, the notes' and the engine's modules
are imported where their part is built, so the window shows in well under a second
(bench/startup_bench.py) and they load behind it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QTabWidget, QWidget

from app.engine.streams.status_lines import STATUS_WORDS
from app.memory.types import LOCAL_USER, NoteChange
from app.ui.icon import app_icon
from app.ui.notice_batch import NoticeBatch
from app.ui.notifier import SHOW_MS, Notifier, make_notifier
from app.ui.ops import Op, launch
from app.ui.prefs import WindowPrefs
from app.ui.restart import RestartRequest
from app.ui.startup_panel import StartupPanel
from app.ui.theme_switch import Appearance, ThemeSwitch

if TYPE_CHECKING:
    from app.config import Config
    from app.memory.note import Note
    from app.memory.service import NotesService
    from app.ui.bus import NotesBridge
    from app.ui.chat.store import ConversationStore
    from app.ui.chat.view import ChatView
    from app.ui.models.page import ModelsPage
    from app.ui.note_titles import NoteTitles
    from app.ui.notes.tab import NotesTab
    from app.ui.runtime import Runtime
    from app.ui.settings.dialog import SettingsDialog

log = logging.getLogger("tandem.ui")

DEFAULT_SIZE = (1100, 720)


class MainWindow(QMainWindow):
    quitting = Signal()
    """Quit was asked (the action, Ctrl+Q, the tray, SIGTERM): the process's deadline
    starts, whatever the close does next."""

    chat: ChatView
    store: ConversationStore
    notes: NotesTab
    bridge: NotesBridge
    titles: NoteTitles
    models: ModelsPage
    """These six exist once the window is filled (`fill`, `show_notes`)."""

    def __init__(self, runtime: Runtime | None, notifier: Notifier | None = None,
                 quit_app: Callable[[], None] = QCoreApplication.quit,
                 restart: RestartRequest | None = None) -> None:
        """`runtime` None: the window shows loading, and the boot fills it in two steps
        (`show_notes`, then `fill`). `quit_app` ends the loop once the window has really
        closed (tests record it); `restart` records a restart the person asked for, for
        `run_window`."""
        super().__init__()
        self.runtime: Runtime | None = None
        self.notes_service: NotesService | None = None
        self.config: Config | None = None
        self.restart = restart or RestartRequest()
        self._quit_app = quit_app
        self._quitting = False
        self.setWindowTitle("Tandem")
        self.setWindowIcon(app_icon())
        self.resize(*DEFAULT_SIZE)
        self.startup = StartupPanel()
        self.startup.quit_button.clicked.connect(self.quit)
        self.startup.settings_button.clicked.connect(lambda: self.settings_action.trigger())
        self.notes_waiting = QLabel("Opening the notes…")
        self.notes_waiting.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.startup, "Chat")
        self.tabs.addTab(self.notes_waiting, "Notes")
        self.setCentralWidget(self.tabs)
        self.memory_label = QLabel()
        self.server_label = QLabel()
        self.statusBar().addPermanentWidget(self.memory_label)
        self.statusBar().addPermanentWidget(self.server_label)
        self._make_actions()
        self.notifier = notifier or make_notifier(
            self, self.windowIcon(),
            [self.show_action, self.pause_action, self.copy_address_action, self.quit_action])
        self.notices = NoticeBatch(lambda: self.notifier, self.open_note, self)
        self._closed = False
        if runtime is not None:
            self.show_notes(runtime.notes, runtime.options.config)
            self.fill(runtime)

    def show_notes(self, notes: NotesService, config: Config) -> None:
        """The Notes tab, usable as soon as the notes are open (before the model is)."""
        from app.ui.bus import NotesBridge
        from app.ui.note_titles import NoteTitles
        from app.ui.notes.tab import NotesTab

        self.notes_service = notes
        self.config = config
        self.prefs = WindowPrefs(config.state_dir)
        app = QApplication.instance()
        assert isinstance(app, QApplication), "a window needs its QApplication"
        self.appearance = Appearance(self.prefs, ThemeSwitch(app))
        self.appearance.start()
        self.settings_action.setEnabled(True)  # a failed model load can be fixed there
        self.titles = NoteTitles(notes, LOCAL_USER)
        self.notes = NotesTab(notes, LOCAL_USER, config=config, prefs=self.prefs)
        self.notes.review_count_changed.connect(self._show_review_count)
        self._replace_tab(self.notes_waiting, self.notes, "Notes")
        self.bridge = NotesBridge(notes, self)
        self.bridge.changed.connect(self._on_note_change)

    def open_notes(self, notes: NotesService, config: Config) -> None:
        """The boot's notes step is done: the Notes tab, its list read while the model
        loads."""
        self.show_notes(notes, config)
        self.notes.load_once()

    def fill(self, runtime: Runtime) -> None:
        """The chat, once the engines are loaded and the server listens."""
        from app.ui.chat.store import ConversationStore
        from app.ui.chat.view import ChatView

        self.runtime = runtime
        self.store = ConversationStore(runtime.options.config.state_dir)
        self.chat = ChatView(runtime.chat, self.store)
        self.chat.note_requested.connect(self.open_note_titled)
        self._replace_tab(self.startup, self.chat, "Chat")
        self._add_models_tab(runtime)
        for action in (self.pause_action, self.copy_address_action):
            action.setEnabled(True)
        self._show_server()

    def _add_models_tab(self, runtime: Runtime) -> None:
        """The Models tab; what it changes in the list shows in the chat's picker."""
        from app.engine.models.service import ModelsService
        from app.ui.models.page import ModelsPage

        config = runtime.options.config
        self.models = ModelsPage(ModelsService(config, runtime.options.catalog), config.home)
        self.models.models_changed.connect(lambda: launch(self, self.chat.load_models()))
        self.tabs.addTab(self.models, "Models")
        self.tabs.currentChanged.connect(self._models_shown)

    def _models_shown(self, index: int) -> None:
        """The list is read when the tab is first opened, not at every start: a scan may
        read GGUF headers for seconds, and nobody may look."""
        if self.tabs.widget(index) is self.models:
            self.tabs.currentChanged.disconnect(self._models_shown)
            self.models.refresh()

    def show_step(self, text: str) -> None:
        self.startup.show_step(text)
        self.server_label.setText(text)

    def show_failure(self, message: str, hint: str) -> None:
        """The start failed: the error and what to do, in the Chat tab, until Quit."""
        self.startup.show_failure(message, hint, can_set=self.settings_action.isEnabled())
        self.server_label.setText("Not serving: Tandem did not start")
        if self.notes_service is None:
            self.notes_waiting.setText("The notes are not open: Tandem did not start.")
        self.tabs.setCurrentWidget(self.startup)
        self.bring_back()

    def _replace_tab(self, old: QWidget, new: QWidget, title: str) -> None:
        index = self.tabs.indexOf(old)
        current = self.tabs.currentIndex() == index
        self.tabs.removeTab(index)
        self.tabs.insertTab(index, new, title)
        old.deleteLater()
        if current:
            self.tabs.setCurrentIndex(index)

    def _make_actions(self) -> None:
        """One set of actions for the menu bar and the tray, so both do the same thing."""
        self.show_action = QAction("Show Tandem", self)
        self.show_action.triggered.connect(self.bring_back)
        self.pause_action = QAction("Pause memory", self)
        self.pause_action.setCheckable(True)
        self.pause_action.toggled.connect(self.pause_memory)
        self.copy_address_action = QAction("Copy API address", self)
        self.copy_address_action.triggered.connect(
            lambda: QGuiApplication.clipboard().setText(self.api_address))
        for action in (self.pause_action, self.copy_address_action):
            action.setEnabled(False)  # until there is a server (`fill`)
        self.quit_action = QAction("Quit", self)
        # Ctrl+Q itself, not the platform's StandardKey.Quit: that is empty on Windows and
        # under themes without the binding (offscreen too), where Ctrl+Q did nothing.
        self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        self.quit_action.triggered.connect(self.quit)
        self.settings_action = QAction("Settings…", self)
        self.settings_action.setShortcut(QKeySequence("Ctrl+,"))
        self.settings_action.triggered.connect(self.open_settings)
        self.settings_action.setEnabled(False)  # until the notes are open (`show_notes`)
        menu = self.menuBar().addMenu("Tandem")
        for action in (self.settings_action, self.pause_action, self.copy_address_action,
                       self.quit_action):
            menu.addAction(action)
        self.addAction(self.quit_action)

    @property
    def api_address(self) -> str:
        """What an OpenAI client takes as its base URL."""
        assert self.runtime is not None, "the action waits for the server"
        return f"{self.runtime.url}/v1"

    def pause_memory(self, paused: bool) -> None:
        """Memory off for every request, any client's, until resumed."""
        assert self.runtime is not None, "the action waits for the server"
        self.runtime.core.memory_paused = paused
        self.memory_label.setText("Memory paused" if paused else "")
        self.pause_action.setText("Resume memory" if paused else "Pause memory")

    def bring_back(self) -> None:
        self.showNormal()
        self.raise_()
        self.activateWindow()

    def quit(self) -> None:
        """Really quit, tray or not (the Quit action, Ctrl+Q, SIGTERM)."""
        self._quitting = True
        self.quitting.emit()
        self.close()

    def open_settings(self) -> SettingsDialog:
        from app.ui.settings.dialog import SettingsDialog

        assert self.config is not None and self.notes_service is not None, (
            "the action waits for the notes")
        dialog = SettingsDialog(self.config, self.notes_service, self, restart=self.restart,
                                appearance=self.appearance)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.restart_asked.connect(self.restart_now)
        dialog.reload()
        dialog.open()
        return dialog

    def restart_now(self) -> None:
        """Quit as Quit does; `run_window` then runs the same command again, less the
        flags for the start-up settings saved in Settings since this start."""
        self.restart.asked = True
        self.quit()

    def _show_server(self) -> None:
        """The address clients use and the model chosen; engine names are internal."""
        assert self.runtime is not None
        model = self.chat.model_box.currentText()
        text = f"Serving {self.runtime.url}"
        self.server_label.setText(f"{text}  ·  model: {model}" if model else text)

    def _show_review_count(self, count: int) -> None:
        index = self.tabs.indexOf(self.notes)
        self.tabs.setTabText(index, f"Notes ({count} to review)" if count else "Notes")

    async def start(self) -> None:
        """What needs the loop: the notes for the tab, then the model list for the chat
        (which waits a few seconds at most on a backend that does not answer)."""
        self.notes.load_once()
        self.chat.input.setFocus()
        await self.chat.load_models()
        self.chat.model_box.currentTextChanged.connect(lambda _: self._show_server())
        self._show_server()

    def open_note(self, note_id: str, user: str = LOCAL_USER) -> None:
        """The Notes tab in front, showing one note (a chat's chip, a notification)."""
        self.bring_back()
        self.tabs.setCurrentWidget(self.notes)
        self.notes.show_note(note_id, user)

    def open_note_titled(self, title: str) -> None:
        """The note a chat's status line names: learnt from the bus, else from the store."""
        known = self.titles.known(title)
        if known is not None:
            self.open_note(known)
            return

        def found(note_id: str | None) -> None:
            if note_id is None:
                self.statusBar().showMessage(f"No note is titled “{title}” any more.", SHOW_MS)
            else:
                self.open_note(note_id)

        Op(self, lambda: self.titles.look_up(title)).success(found).run()

    def _on_note_change(self, change: NoteChange) -> None:
        """A note a turn wrote, the chat's or any client's or the writer's: its title is
        learnt for the chat's chips, and new notes are announced, a burst of them in one
        notification (`NoticeBatch`); clicking the announcement opens the note."""
        if self._closed or change.change not in STATUS_WORDS:
            return
        if change.user != LOCAL_USER and change.change != "added":
            return  # nothing to learn (chips are the local chat's) and nothing to announce
        notes, user, kind = self.notes_service, change.user, change.change
        assert notes is not None, "the bridge exists once the notes are open"
        for note_id in change.ids:
            (Op(self, lambda nid=note_id: notes.read(user, nid))
             .success(lambda note: self._note_read(user, kind, note)).run())

    def _note_read(self, user: str, kind: str, note: Note | None) -> None:
        if note is None or self._closed:
            return
        if user == LOCAL_USER:
            self.titles.learn(note)
        if kind == "added":
            self.notices.add(user, note)

    def shutdown(self) -> None:
        """Stop flags first: the chat's stream, the bus subscriptions, the tray."""
        if self._closed:
            return
        self._closed = True
        self.notices.stop()
        if self.runtime is not None:
            self.chat.shutdown()
        if self.notes_service is not None:
            self.notes.close_bridge()
            self.bridge.close()
        self.notifier.close()
        if self.runtime is not None:
            self.store.close()

    def closeEvent(self, event: QCloseEvent) -> None:
        """With a tray, closing hides the window and the server keeps serving clients;
        before there is a server (loading, or failed) closing quits."""
        if self.notifier.has_tray and not self._quitting and self.runtime is not None:
            event.ignore()
            self.hide()
            self.notifier.notify("Tandem", "still serving; Quit from the tray menu")
            return
        self.shutdown()
        event.accept()
        self._quit_app()
