"""Fonts and colours shared by the views, so the tabs look like one program."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase

MUTED = "#7a7f87"
STATUS = "#6b7280"
WARNING_BG = "#fff4d6"
WARNING_FG = "#7a5200"
MARGIN = 10


def monospace(point_size: int = 10) -> QFont:
    font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    font.setPointSize(point_size)
    return font
