"""The notes settings (spec 26.7; docs/ARCHITECTURE.md#the-notes-tab): each profile's memory
switch, the background writer, `inline_blocks` per model, and whether an admin password guards
the routes.

Apply sends the whole form through `NotesService.update_settings`, the call the settings
route makes: it lands in config.toml and the running server at once, and a value the
service refuses is shown here with the key it names.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.config import Config, ConfigError
from app.contracts.limits import choices, limits
from app.contracts.settings import ModelSettings, ProfileMemory, WriterSettings
from app.engine.access.admin_password import KeyringUnavailable, get_password
from app.memory.service import NotesService
from app.ui.ops import Op
from app.ui.theme import MUTED


def choice_box(choices: tuple[str, ...]) -> QComboBox:
    box = QComboBox()
    box.addItems(list(choices))
    return box


def admin_state(home: Path) -> str:
    """Runs in an Op: the keyring is a D-Bus round trip."""
    try:
        return ("Admin password: set (OS keyring); the admin routes ask for it"
                if get_password(home) else "Admin password: not set; the admin routes are open")
    except KeyringUnavailable as exc:
        return f"Admin password: unknown ({exc})"


class SettingsView(QWidget):
    def __init__(self, notes: NotesService, config: Config | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.notes = notes
        self.config = config
        self.profiles: dict[str, QComboBox] = {}
        self.models: dict[str, QComboBox] = {}
        self.mode = choice_box(choices(WriterSettings, "mode"))
        self.idle_seconds = QSpinBox()
        self.idle_seconds.setRange(*limits(WriterSettings, "idle_seconds"))
        self.idle_seconds.setSuffix(" s")
        self.min_new_tokens = QSpinBox()
        self.min_new_tokens.setRange(*limits(WriterSettings, "min_new_tokens"))
        self.gate = QDoubleSpinBox()
        self.gate.setRange(*limits(WriterSettings, "gate"))
        self.gate.setSingleStep(0.05)
        self.ban_tool_call = QCheckBox("Ban the tool-call token in the writer's turn")
        self._profile_form = QFormLayout()
        self._model_form = QFormLayout()
        writer = QFormLayout()
        writer.addRow("Mode", self.mode)
        writer.addRow("Session ends after", self.idle_seconds)
        writer.addRow("…and new tokens", self.min_new_tokens)
        writer.addRow("Gate (p_yes)", self.gate)
        writer.addRow("", self.ban_tool_call)
        self.apply_button = QPushButton("Apply")
        self.apply_button.clicked.connect(self.apply)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.admin_label = QLabel()
        self.admin_label.setStyleSheet(f"color:{MUTED};")
        layout = QVBoxLayout(self)
        for title, form in (("Profiles: memory", self._profile_form),
                            ("Background writer", writer),
                            ("Models: inline blocks", self._model_form)):
            box = QGroupBox(title)
            box.setLayout(form)
            layout.addWidget(box)
        layout.addWidget(self.apply_button)
        layout.addWidget(self.message)
        layout.addWidget(self.admin_label)
        layout.addStretch(1)
        self.setEnabled(config is not None)

    def reload(self) -> asyncio.Task[None] | None:
        if self.config is None:
            self.message.setText("The settings need the running server's configuration.")
            return None
        self._show(self.notes.settings(self.config))
        home = self.config.home
        return Op(self, lambda: admin_state(home)).success(self.admin_label.setText).run()

    def _show(self, settings: dict[str, Any]) -> None:
        for form, boxes, section, key, allowed in (
                (self._profile_form, self.profiles, "profiles", "memory",
                 choices(ProfileMemory, "memory")),
                (self._model_form, self.models, "models", "inline_blocks",
                 choices(ModelSettings, "inline_blocks"))):
            for name, values in settings[section].items():
                if name not in boxes:
                    boxes[name] = choice_box(allowed)
                    form.addRow(name, boxes[name])
                boxes[name].setCurrentText(values[key])
        writer = settings["writer"]
        self.mode.setCurrentText(writer["mode"])
        self.idle_seconds.setValue(writer["idle_seconds"])
        self.min_new_tokens.setValue(writer["min_new_tokens"])
        self.gate.setValue(writer["gate"])
        self.ban_tool_call.setChecked(writer["ban_tool_call"])

    def form(self) -> dict[str, Any]:
        """The whole form as a settings change, in the settings route's shape."""
        return {
            "profiles": {n: {"memory": b.currentText()} for n, b in self.profiles.items()},
            "writer": {"mode": self.mode.currentText(), "idle_seconds": self.idle_seconds.value(),
                       "min_new_tokens": self.min_new_tokens.value(),
                       "gate": round(self.gate.value(), 4),
                       "ban_tool_call": self.ban_tool_call.isChecked()},
            "models": {m: {"inline_blocks": b.currentText()} for m, b in self.models.items()},
        }

    def apply(self) -> asyncio.Task[None] | None:
        config = self.config
        if config is None:
            return None
        change = self.form()

        def failed(exc: Exception) -> None:
            text = str(exc) if isinstance(exc, ConfigError) else type(exc).__name__
            self.message.setText(f"Not applied: {text}")

        def applied(settings: dict[str, Any]) -> None:
            self._show(settings)
            self.message.setText("Applied: saved to config.toml and in use now.")

        return (Op(self, lambda: self.notes.update_settings(config, change, "window"))
                .success(applied).failure(failed).run())
