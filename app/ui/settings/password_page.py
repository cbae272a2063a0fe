"""The Admin password page: whether one is set, set a new one, clear it.

The password lives only in the OS keyring, through `admin_password` (the code behind
`tandem admin set-password|clear-password|status`), and the admin routes read it on each
request, so a change applies at once. Every keyring call is a D-Bus round trip: an Op.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from app.engine.access import admin_password
from app.engine.access.admin_password import KeyringUnavailable
from app.ui.dialogs import Dialogs
from app.ui.notes.settings_view import admin_state
from app.ui.ops import Op, launch
from app.ui.settings.page_layout import lay_out_page
from app.ui.settings.status_line import StatusLine


def _password_field() -> QLineEdit:
    field = QLineEdit()
    field.setEchoMode(QLineEdit.EchoMode.Password)
    return field


class PasswordPage(QWidget):
    def __init__(self, home: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.home = home
        self.state = QLabel()
        self.state.setWordWrap(True)
        self.password = _password_field()
        self.again = _password_field()
        self.set_button = QPushButton("Set password")
        self.set_button.clicked.connect(self.set_password)
        self.clear_button = QPushButton("Clear password")
        self.clear_button.clicked.connect(self.clear_password)
        form = QFormLayout()
        form.addRow("New password", self.password)
        form.addRow("Again", self.again)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.clear_button)
        buttons.addWidget(self.set_button)
        self.message = StatusLine()
        lay_out_page(self, self.state, form, buttons, self.message,
                     hint="The admin routes of the notes API ask for it (user “admin”). It is "
                     "kept in the OS keyring only, never in a file; a change applies at once.")

    def reload(self) -> asyncio.Task[None]:
        home = self.home
        return Op(self, lambda: admin_state(home)).success(self.state.setText).run()

    def _failed(self, exc: Exception) -> None:
        text = str(exc) if isinstance(exc, KeyringUnavailable) else type(exc).__name__
        self.message.error(f"Not done: {text}")

    def set_password(self) -> asyncio.Task[None] | None:
        password = self.password.text()
        problem = admin_password.password_problem(password)
        if problem is None and password != self.again.text():
            problem = "the two passwords differ"
        if problem:
            self.message.error(f"Not set: {problem}.")
            return None
        home = self.home

        def stored(_: None) -> None:
            self.password.clear()
            self.again.clear()
            self.message.ok("Set: the admin routes ask for it now.")
            self.reload()

        return Op(self, lambda: admin_password.set_password(home, password)).success(
            stored).failure(self._failed).run()

    def clear_password(self) -> asyncio.Task[None]:
        return launch(self, self._clear_password())

    async def _clear_password(self) -> None:
        if not await Dialogs.confirm(self, "Clear admin password",
                                     "Clear the admin password? The admin routes are then "
                                     "open to every client that can reach the API."):
            return
        home = self.home

        def cleared(was_set: bool) -> None:
            self.message.ok("Cleared: the admin routes are open." if was_set
                            else "No admin password was set.")
            self.reload()

        await Op(self, lambda: admin_password.clear_password(home)).success(
            cleared).failure(self._failed).run()
