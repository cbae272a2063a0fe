"""Desktop notifications behind one small interface.

A tray icon is not always there: offscreen tests, many Wayland desktops and minimal X
sessions have none, and QSystemTrayIcon then silently shows nothing. Views call
`Notifier.notify` and never ask; `make_notifier` picks the tray when there is one and the
status bar otherwise. Titles may be shown to the person, never logged.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtGui import QAction, QIcon
from PySide6.QtWidgets import QMainWindow, QMenu, QSystemTrayIcon

SHOW_MS = 5000


class Notifier(Protocol):
    def notify(self, title: str, message: str) -> None: ...

    def close(self) -> None: ...


class StatusBarNotifier:
    """Shows the message in the window's status bar for a few seconds."""

    def __init__(self, window: QMainWindow) -> None:
        self._window = window

    def notify(self, title: str, message: str) -> None:
        self._window.statusBar().showMessage(f"{title}: {message}", SHOW_MS)

    def close(self) -> None:
        pass


class TrayNotifier:
    """A tray icon whose menu shows or quits the window, and whose balloons notify."""

    def __init__(self, window: QMainWindow, icon: QIcon) -> None:
        self._window = window
        self._tray = QSystemTrayIcon(icon, window)
        self._tray.setToolTip("Tandem")
        menu = QMenu(window)
        show = QAction("Show Tandem", menu)
        show.triggered.connect(self._show_window)
        quit_ = QAction("Quit", menu)
        quit_.triggered.connect(window.close)
        menu.addAction(show)
        menu.addAction(quit_)
        self._tray.setContextMenu(menu)
        self._tray.activated.connect(lambda *_: self._show_window())
        self._tray.show()

    def _show_window(self) -> None:
        self._window.showNormal()
        self._window.raise_()
        self._window.activateWindow()

    def notify(self, title: str, message: str) -> None:
        self._tray.showMessage(title, message, QSystemTrayIcon.MessageIcon.Information, SHOW_MS)

    def close(self) -> None:
        self._tray.hide()


def make_notifier(window: QMainWindow, icon: QIcon) -> Notifier:
    if QSystemTrayIcon.isSystemTrayAvailable():
        return TrayNotifier(window, icon)
    return StatusBarNotifier(window)
