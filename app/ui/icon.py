"""The app icon: resources/tandem.svg, the same file the .desktop entry and the bundle use."""

from __future__ import annotations

from PySide6.QtGui import QIcon

from app.config import RESOURCES

ICON_FILE = RESOURCES / "tandem.svg"


def app_icon() -> QIcon:
    return QIcon(str(ICON_FILE))
