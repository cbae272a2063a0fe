"""Desktop notifications behind one small interface.

A tray icon is not always there: offscreen tests, many Wayland desktops and minimal X
sessions have none, and QSystemTrayIcon then silently shows nothing. Views call
`Notifier.notify` and never ask; `make_notifier` picks the tray when there is one and the
status bar otherwise. Titles may be shown to the person, never logged.

A notification may carry `on_click` (open the note it names); the tray calls it when its
balloon is clicked, the status bar has nothing to click and lets it go.

`has_tray` is what the window asks before closing: with a tray, closing only hides the
window and Tandem keeps serving; without one, closing quits, or Tandem would run unseen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtGui import QAction, QIcon
from PySide6.QtWidgets import QMainWindow, QMenu, QSystemTrayIcon

SHOW_MS = 5000


class Notifier(Protocol):
    has_tray: bool

    def notify(self, title: str, message: str,
               on_click: Callable[[], None] | None = None) -> None: ...

    def close(self) -> None: ...


class StatusBarNotifier:
    """Shows the message in the window's status bar for a few seconds."""

    has_tray = False

    def __init__(self, window: QMainWindow) -> None:
        self._window = window

    def notify(self, title: str, message: str,
               on_click: Callable[[], None] | None = None) -> None:
        self._window.statusBar().showMessage(f"{title}: {message}", SHOW_MS)

    def close(self) -> None:
        pass


class TrayNotifier:
    """A tray icon whose menu holds the window's own actions, and whose balloons notify."""

    has_tray = True

    def __init__(self, window: QMainWindow, icon: QIcon, actions: list[QAction]) -> None:
        """`actions`: Show, Pause memory, Copy API address, Quit, as the window made them."""
        self._tray = QSystemTrayIcon(icon, window)
        self._tray.setToolTip("Tandem")
        menu = QMenu(window)
        for action in actions:
            menu.addAction(action)
        self._tray.setContextMenu(menu)
        if actions:
            self._tray.activated.connect(lambda *_: actions[0].trigger())
        self._on_click: Callable[[], None] | None = None
        self._tray.messageClicked.connect(self._clicked)
        self._tray.show()

    def notify(self, title: str, message: str,
               on_click: Callable[[], None] | None = None) -> None:
        """One balloon shows at a time, so a click belongs to the newest one."""
        self._on_click = on_click
        self._tray.showMessage(title, message, QSystemTrayIcon.MessageIcon.Information, SHOW_MS)

    def _clicked(self) -> None:
        if self._on_click is not None:
            self._on_click()

    def close(self) -> None:
        self._tray.hide()


def make_notifier(window: QMainWindow, icon: QIcon,
                  actions: list[QAction] | None = None) -> Notifier:
    if QSystemTrayIcon.isSystemTrayAvailable():
        return TrayNotifier(window, icon, actions or [])
    return StatusBarNotifier(window)
