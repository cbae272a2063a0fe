"""What the window remembers between starts that no server reads: the theme and the
sizes of its panes, in `$TANDEM_HOME/state/window.ini` (QSettings' INI format).

Not config.toml: that file is the server's, checked whole and edited by the admin routes,
and a dragged splitter must not rewrite it. Each home has its own file, so a test's or a
second profile's window never moves the person's panes.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QSplitter

from app.private_dir import make_private_dir

PREFS_FILE = "window.ini"
THEMES = ("system", "light", "dark")


class WindowPrefs:
    def __init__(self, state_dir: Path) -> None:
        make_private_dir(state_dir)
        self.path = state_dir / PREFS_FILE
        self._settings = QSettings(str(self.path), QSettings.Format.IniFormat)

    def theme(self) -> str:
        value = str(self._settings.value("theme", "system"))
        return value if value in THEMES else "system"

    def set_theme(self, theme: str) -> None:
        if theme not in THEMES:
            raise ValueError(f"theme must be one of {', '.join(THEMES)}")
        self._settings.setValue("theme", theme)
        self._settings.sync()

    def keep_sizes(self, name: str, splitter: QSplitter) -> None:
        """Give `splitter` the sizes it had last time, and save them whenever the person
        drags it (a splitter's own state: sizes and collapsed panes)."""
        state = self._settings.value(f"splitters/{name}")
        if isinstance(state, QByteArray | bytes):
            splitter.restoreState(QByteArray(state))

        def moved(*_: int) -> None:
            self._settings.setValue(f"splitters/{name}", splitter.saveState())
            self._settings.sync()

        splitter.splitterMoved.connect(moved)
