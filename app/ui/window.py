"""`tandem` with a screen: the window and the server in one process, on one loop.

qasync makes the Qt event loop the asyncio loop, so the aiohttp server, the engines'
streams and the window's background ops all run where the widgets live. Quitting is
synchronous on purpose (qasync's `asyncClose` hangs on exit): when the Qt loop returns,
the views stop their streams, every task left is cancelled, and the server is stopped by
running the loop once more until `runner.cleanup()` is done.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys
from collections.abc import Callable, Sequence

import qasync
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QTabWidget

from app.engine.engines.base import Engine
from app.engine.startup import ServeOptions, listen_error, start_up
from app.memory.service import NotesService
from app.memory.types import LOCAL_USER, NoteChange
from app.ui.bus import NotesBridge
from app.ui.chat.store import ConversationStore
from app.ui.chat.view import ChatView
from app.ui.icon import app_icon
from app.ui.notes.tab import NotesTab
from app.ui.notifier import Notifier, make_notifier
from app.ui.ops import Op
from app.ui.runtime import Runtime, start_runtime

log = logging.getLogger("tandem.ui")

DEFAULT_SIZE = (1100, 720)


class MainWindow(QMainWindow):
    def __init__(self, runtime: Runtime, notifier: Notifier | None = None,
                 quit_app: Callable[[], None] = QCoreApplication.quit) -> None:
        """`quit_app` ends the loop once the window has really closed (tests record it)."""
        super().__init__()
        self.runtime = runtime
        self._quit_app = quit_app
        self._quitting = False
        self.setWindowTitle("Tandem")
        self.setWindowIcon(app_icon())
        self.resize(*DEFAULT_SIZE)
        self.store = ConversationStore(runtime.options.config.state_dir)
        self.chat = ChatView(runtime.chat, self.store)
        self.notes = NotesTab(runtime.notes, LOCAL_USER, config=runtime.options.config)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.chat, "Chat")
        self.tabs.addTab(self.notes, "Notes")
        self.notes.review_count_changed.connect(self._show_review_count)
        self.setCentralWidget(self.tabs)
        self.memory_label = QLabel()
        self.server_label = QLabel()
        self.statusBar().addPermanentWidget(self.memory_label)
        self.statusBar().addPermanentWidget(self.server_label)
        self._make_actions()
        self.notifier = notifier or make_notifier(
            self, self.windowIcon(),
            [self.show_action, self.pause_action, self.copy_address_action, self.quit_action])
        self.bridge = NotesBridge(runtime.notes, self)
        self.bridge.changed.connect(self._on_note_change)
        self._closed = False
        self._show_server()

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
        self.quit_action = QAction("Quit", self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.quit)
        menu = self.menuBar().addMenu("Tandem")
        for action in (self.pause_action, self.copy_address_action, self.quit_action):
            menu.addAction(action)
        self.addAction(self.quit_action)

    @property
    def api_address(self) -> str:
        """What an OpenAI client takes as its base URL."""
        return f"{self.runtime.url}/v1"

    def pause_memory(self, paused: bool) -> None:
        """Memory off for every request, any client's, until resumed."""
        self.runtime.pause.paused = paused
        self.memory_label.setText("Memory paused" if paused else "")
        self.pause_action.setText("Resume memory" if paused else "Pause memory")

    def bring_back(self) -> None:
        self.showNormal()
        self.raise_()
        self.activateWindow()

    def quit(self) -> None:
        """Really quit, tray or not (the Quit action, Ctrl+Q, SIGTERM)."""
        self._quitting = True
        self.close()

    def _show_server(self) -> None:
        engines = ", ".join(self.runtime.engine_names())
        model = self.chat.model_box.currentText()
        text = f"Serving {self.runtime.url}  ·  engines: {engines}"
        self.server_label.setText(f"{text}  ·  model: {model}" if model else text)

    def _show_review_count(self, count: int) -> None:
        index = self.tabs.indexOf(self.notes)
        self.tabs.setTabText(index, f"Notes ({count} to review)" if count else "Notes")

    async def start(self) -> None:
        """What needs the loop: the notes for the tab, then the model list for the chat
        (which waits a few seconds at most on a backend that does not answer)."""
        self.notes.reload()
        self.chat.input.setFocus()
        await self.chat.load_models()
        self.chat.model_box.currentTextChanged.connect(lambda _: self._show_server())
        self._show_server()

    def _on_note_change(self, change: NoteChange) -> None:
        """A note the model (or anyone) added: tell the person, with its title."""
        if self._closed or change.change != "added" or change.user != LOCAL_USER or not change.ids:
            return
        notes, note_id = self.runtime.notes, change.ids[0]

        def shown(note: object) -> None:
            title = getattr(note, "title", None)
            if title:
                self.notifier.notify("Tandem", f"remembered: {title}")

        Op(self, lambda: notes.read(change.user, note_id)).success(shown).run()

    def shutdown(self) -> None:
        """Stop flags first: the chat's stream, the bus subscriptions, the tray."""
        if self._closed:
            return
        self._closed = True
        self.chat.shutdown()
        self.notes.close_bridge()
        self.bridge.close()
        self.notifier.close()
        self.store.close()

    def closeEvent(self, event: QCloseEvent) -> None:
        """With a tray, closing hides the window and the server keeps serving clients."""
        if self.notifier.has_tray and not self._quitting:
            event.ignore()
            self.hide()
            self.notifier.notify("Tandem", "still serving; Quit from the tray menu")
            return
        self.shutdown()
        event.accept()
        self._quit_app()


def _cancel_leftovers(loop: asyncio.AbstractEventLoop) -> None:
    tasks = [t for t in asyncio.all_tasks(loop) if not t.done()]
    for task in tasks:
        task.cancel()
    if tasks:
        loop.run_until_complete(asyncio.gather(*tasks, return_exceptions=True))


def _on_signals(loop: asyncio.AbstractEventLoop, window: MainWindow) -> None:
    """Ctrl+C or SIGTERM closes the window like the Quit action (then the usual exit)."""
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, window.quit)
        except (NotImplementedError, RuntimeError):  # Windows has no add_signal_handler
            signal.signal(sig, lambda *_: window.quit())


def run_window(args: argparse.Namespace) -> int:
    """The GUI entry point (`tandem`); the return value is the exit status."""
    return start_up(args, "tandem", _run_on_qt_loop)


def _run_on_qt_loop(options: ServeOptions, engines: list[Engine], notes: NotesService) -> int:
    qapp = QApplication.instance() or QApplication(sys.argv[:1])
    qapp.setApplicationName("Tandem")
    qapp.setQuitOnLastWindowClosed(True)
    loop = qasync.QEventLoop(qapp)
    asyncio.set_event_loop(loop)
    try:
        return _serve_with_window(loop, options, engines, notes)
    finally:
        loop.close()
        asyncio.set_event_loop(None)


def _serve_with_window(loop: qasync.QEventLoop, options: ServeOptions,
                       engines: Sequence[Engine], notes: NotesService) -> int:
    config = options.config
    try:
        runtime = loop.run_until_complete(start_runtime(options, engines, notes))
    except OSError as exc:
        print(f"tandem: {listen_error(exc, config)}", file=sys.stderr, flush=True)
        for engine in engines:
            loop.run_until_complete(engine.close())
        return 1
    window = MainWindow(runtime)
    window.show()
    _on_signals(loop, window)
    # Only now: a script that reads this line may signal us at once.
    print(f"listening on {runtime.url}", flush=True)
    loop.create_task(window.start())
    try:
        loop.run_forever()
    finally:
        log.info("shutting down")
        window.shutdown()
        _cancel_leftovers(loop)
        loop.run_until_complete(runtime.stop())
    return 0
