"""The Settings dialog: a list of pages beside the page shown, Save and Close below.

Save writes the form pages together. The memory switches go through the notes service
and apply at once; the model, the server's address and the notes folder go through
`start_settings` and wait for a restart, which the dialog then offers ("Restart now"),
never starts by itself. What waits for a restart is kept on the window's `RestartRequest`,
not here, so a dialog opened later still offers it and the restart drops the flags of every
setting saved since this start. Keys and the admin password act on their own buttons.
The values shown are config.toml's (read again on open), not the running process's, which
flags may have changed: the dialog edits what the next start will read, and writes only
the settings the person changed (a value a field cannot show must not be saved as another).
"""

from __future__ import annotations

import asyncio
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app import start_settings
from app.config import Config, ConfigError
from app.memory.service import NotesService
from app.ui.dialogs import Dialogs
from app.ui.ops import Op, launch
from app.ui.restart import RestartRequest
from app.ui.settings.appearance_page import AppearancePage
from app.ui.settings.engine_page import EnginePage
from app.ui.settings.keys_page import KeysPage
from app.ui.settings.memory_page import MemoryPage
from app.ui.settings.notes_root_page import NotesRootPage
from app.ui.settings.password_page import PasswordPage
from app.ui.settings.server_page import ServerPage, is_loopback
from app.ui.settings.status_line import StatusLine
from app.ui.theme_switch import Appearance

RESTART_WORDS: dict[str, str] = {
    "engine": "the engine", "model": "the model", "context_length": "the context length",
    "threads": "the threads", "host": "the bind address", "port": "the port",
    "notes_root": "the notes folder",
}


def _listing(words: list[str]) -> str:
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


class SettingsDialog(QDialog):
    restart_asked = Signal()
    """The person asked for a restart (what it changes is on `restart`)."""

    def __init__(self, config: Config, notes: NotesService,
                 parent: QWidget | None = None, *,
                 restart: RestartRequest | None = None,
                 appearance: Appearance | None = None) -> None:
        """`config` is the running one: the memory switches are applied to it; `restart`
        is the window's, which outlives this dialog; `appearance` (the window's theme)
        adds the Appearance page."""
        super().__init__(parent)
        self.config = config
        self.notes = notes
        self.restart = restart or RestartRequest()
        self.setWindowTitle("Tandem settings")
        self.resize(760, 500)
        home = config.home
        self.engine_page = EnginePage(home)
        self.server_page = ServerPage()
        self.memory_page = MemoryPage()
        self.notes_page = NotesRootPage(home)
        self.keys_page = KeysPage(home)
        self.password_page = PasswordPage(home)
        self.pages = QListWidget()
        self.pages.setFixedWidth(170)
        self.pages.setSpacing(3)
        self.stack = QStackedWidget()
        self.heading = QLabel()
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.heading.setFont(font)
        self.appearance_page = AppearancePage(appearance) if appearance else None
        pages: list[tuple[str, QWidget]] = [
            ("Model", self.engine_page), ("Server", self.server_page),
            ("Memory", self.memory_page), ("Notes folder", self.notes_page),
            ("API keys", self.keys_page), ("Admin password", self.password_page)]
        if self.appearance_page is not None:
            pages.append(("Appearance", self.appearance_page))
        for title, page in pages:
            self.pages.addItem(title)
            self.stack.addWidget(page)
        self.pages.currentRowChanged.connect(self._turn_to)
        self.pages.setCurrentRow(0)
        self.message = StatusLine()
        self.restart_button = QPushButton("Restart now")
        self.restart_button.hide()
        self.restart_button.clicked.connect(self.restart_asked.emit)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                                        | QDialogButtonBox.StandardButton.Close)
        self.save_button = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        self.save_button.setEnabled(False)
        self.save_button.clicked.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        page_side = QVBoxLayout()
        page_side.addWidget(self.heading)
        page_side.addWidget(self.stack, 1)
        body = QHBoxLayout()
        body.setSpacing(16)
        body.addWidget(self.pages)
        body.addLayout(page_side, 1)
        footer = QHBoxLayout()
        footer.addWidget(self.message, 1)
        footer.addWidget(self.restart_button)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addLayout(footer)
        layout.addWidget(self.buttons)
        self._shown: dict[str, Any] = {}
        self._offer_restart()

    def _turn_to(self, row: int) -> None:
        self.stack.setCurrentIndex(row)
        self.heading.setText(self.pages.item(row).text())

    def reload(self) -> list[asyncio.Task[None]]:
        """Read the settings into every page; the tasks may be awaited (tests)."""
        return [Op(self, self._read).success(self._show).failure(self._unreadable).run(),
                self.keys_page.reload(), self.password_page.reload()]

    def _read(self) -> tuple[dict[str, Any], dict[str, Any]]:
        """Runs in an Op: config.toml's start-up settings, and the memory switches."""
        return start_settings.saved(self.config.home), self.notes.settings(self.config)

    def _show(self, values: tuple[dict[str, Any], dict[str, Any]]) -> None:
        saved, live = values
        for page in (self.engine_page, self.server_page, self.notes_page):
            page.show_values(saved)
        self._shown = self._form_values()
        self.memory_page.show_values(live)
        self.save_button.setEnabled(True)

    def _unreadable(self, exc: Exception) -> None:
        text = str(exc) if isinstance(exc, ConfigError) else type(exc).__name__
        self.message.error(f"config.toml cannot be read, so nothing can be saved: {text}")

    def _form_values(self) -> dict[str, Any]:
        return {**self.engine_page.values(), **self.server_page.values(),
                **self.notes_page.values()}

    def start_change(self) -> dict[str, Any]:
        """The start-up settings the person changed since they were shown: compared with
        what the fields showed, not with config.toml, so a saved value that a field
        cannot hold is never written back as the field's nearest value."""
        return {key: value for key, value in self._form_values().items()
                if key not in self._shown or value != self._shown[key]}

    def save(self) -> asyncio.Task[None]:
        return launch(self, self._save())

    async def _save(self) -> None:
        start, live = self.start_change(), self.memory_page.change()
        host = start.get("host")
        if host is not None and not is_loopback(host) and (
                not await Dialogs.confirm_open_bind(self, host)):
            self.message.error(f"Not saved: the API stays off {host}.")
            return
        home, config, notes = self.config.home, self.config, self.notes

        def write() -> tuple[list[str], tuple[dict[str, Any], dict[str, Any]]]:
            changed = start_settings.update(home, start)
            if live:
                notes.update_settings(config, live, "window")
            return changed, self._read()

        def saved(result: tuple[list[str], tuple[dict[str, Any], dict[str, Any]]]) -> None:
            changed, values = result
            self._show(values)
            self._report(changed, bool(live))

        def failed(exc: Exception) -> None:
            text = str(exc) if isinstance(exc, ConfigError) else type(exc).__name__
            self.message.error(f"Not saved: {text}")

        await Op(self, write).success(saved).failure(failed).run()

    def _waiting(self) -> str:
        words = [RESTART_WORDS[k] for k in self.restart.changed]
        return f"Tandem uses {_listing(words)} after a restart." if words else ""

    def _offer_restart(self) -> None:
        """On opening: what an earlier Save left waiting for a restart, if anything."""
        if self.restart.changed:
            self.message.ok(f"Saved earlier. {self._waiting()}")
        self.restart_button.setVisible(bool(self.restart.changed))

    def _report(self, changed: list[str], live: bool) -> None:
        self.restart.wait_for(changed)
        parts = []
        if live:
            parts.append("The memory settings apply now.")
        if self.restart.changed:
            parts.append(self._waiting())
        if not parts:
            parts.append("Nothing had changed.")
        self.message.ok(f"Saved to config.toml. {' '.join(parts)}")
        self.restart_button.setVisible(bool(self.restart.changed))
