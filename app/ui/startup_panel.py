"""The Chat tab before the chat exists: what the start is doing, or why it failed.

The window shows at once and the model loads behind it; this page says which step runs
(an indeterminate bar, since a load reports no progress), and keeps a message box that
waits, disabled, where the chat's will be. A failure turns the page into the error with
what to do about it and a Quit button, so a start that failed is never a blank window.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.ui.chat.message_input import MessageInput
from app.ui.theme import MARGIN, error_colour


class StartupPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The base colour, like the transcript it stands for: the error colour is made
        # readable on exactly that background (theme.readable).
        self.setBackgroundRole(QPalette.ColorRole.Base)
        self.setAutoFillBackground(True)
        self.status = QLabel("Starting Tandem…")
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)  # indeterminate: a model load gives no fraction
        self.progress.setTextVisible(False)
        self.progress.setMaximumWidth(360)
        self.heading = QLabel("Tandem could not start")
        font = QFont(self.heading.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.heading.setFont(font)
        self.message = QLabel()
        self.hint = QLabel()
        for label in (self.message, self.hint):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)  # a path may hold '<'
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.quit_button = QPushButton("Quit")
        self.settings_button = QPushButton("Settings…")
        self.settings_button.setToolTip("Change what stopped the start, then restart")
        self.input = MessageInput()
        self.input.setFixedHeight(90)
        self.input.setEnabled(False)
        self.input.setPlaceholderText("The model is loading; you can write once it is ready.")

        layout = QVBoxLayout(self)
        layout.setContentsMargins(MARGIN * 3, MARGIN * 3, MARGIN * 3, MARGIN)
        for widget in (self.heading, self.status, self.progress, self.message, self.hint):
            layout.addWidget(widget)
        buttons = QHBoxLayout()
        buttons.addWidget(self.settings_button)
        buttons.addWidget(self.quit_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        layout.addStretch(1)
        layout.addWidget(self.input)
        for widget in (self.heading, self.message, self.hint, self.quit_button,
                       self.settings_button):
            widget.setVisible(False)

    @property
    def failed(self) -> bool:
        return not self.heading.isHidden()

    def show_step(self, text: str) -> None:
        self.status.setText(text)

    def show_failure(self, message: str, hint: str, can_set: bool) -> None:
        """The error in the palette's error colour, then what to do, then Quit; and
        Settings where they can fix it (the notes are open)."""
        colour = error_colour(self.palette()).name()
        self.message.setStyleSheet(f"color:{colour};")
        self.message.setText(message)
        self.hint.setText(hint)
        for widget in (self.status, self.progress):
            widget.setVisible(False)
        for widget in (self.heading, self.message, self.hint, self.quit_button):
            widget.setVisible(True)
        self.settings_button.setVisible(can_set)
        self.input.setVisible(False)  # nothing to write to: the chat never came
        self.quit_button.setFocus()
