"""One line under a page that says what just happened, in the palette's text colour or,
for a refusal, in the error colour made readable on this palette."""

from __future__ import annotations

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QLabel, QWidget

from app.ui.theme import error_colour


class StatusLine(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.is_error = False

    def ok(self, text: str) -> None:
        self._say(text, error=False)

    def error(self, text: str) -> None:
        self._say(text, error=True)

    def _say(self, text: str, error: bool) -> None:
        self.is_error = error
        palette = QPalette()  # no role of its own: the parent's colours again
        if error:
            palette = self.palette()
            palette.setColor(QPalette.ColorRole.WindowText, error_colour(palette))
        self.setPalette(palette)
        self.setText(text)
