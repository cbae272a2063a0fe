"""The Memory page: each profile's memory switch and the background writer's mode.

They are saved through `NotesService.update_settings`, the call the Notes tab's settings
and the settings route make (checked, written into config.toml, journaled), and the
conductor reads them on every request: they apply at once, without a restart.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QWidget

from app.contracts.limits import choices
from app.contracts.settings import ProfileMemory, WriterSettings
from app.ui.notes.settings_view import choice_box
from app.ui.settings.page_layout import lay_out_page


class MemoryPage(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.profiles: dict[str, QComboBox] = {}
        self.writer_mode = choice_box(choices(WriterSettings, "mode"))
        self._shown: dict[str, Any] = {}
        self._profile_form = QFormLayout()
        self.writer_mode.setMinimumWidth(160)
        profiles = QGroupBox("Memory per profile")
        profiles.setLayout(self._profile_form)
        writer_form = QFormLayout()
        for form in (self._profile_form, writer_form):
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        writer_form.addRow("Mode", self.writer_mode)
        writer = QGroupBox("Background writer")
        writer.setLayout(writer_form)
        lay_out_page(self, profiles, writer, hint="Off: no notes. Shadow: the model writes "
                     "notes but none are read back (the writer only logs what it would keep). "
                     "On: notes are kept and recalled. These apply at once, for every client.")

    def show_values(self, settings: dict[str, Any]) -> None:
        """`settings` in `notes_settings.current`'s shape."""
        self._shown = settings
        for name, values in settings["profiles"].items():
            if name not in self.profiles:
                self.profiles[name] = choice_box(choices(ProfileMemory, "memory"))
                self.profiles[name].setMinimumWidth(160)
                self._profile_form.addRow(name, self.profiles[name])
            self.profiles[name].setCurrentText(values["memory"])
        self.writer_mode.setCurrentText(settings["writer"]["mode"])

    def change(self) -> dict[str, Any]:
        """What differs from the values shown, as a settings change (empty: nothing)."""
        change: dict[str, Any] = {}
        if not self._shown:
            return change
        profiles = {name: {"memory": box.currentText()} for name, box in self.profiles.items()
                    if box.currentText() != self._shown["profiles"][name]["memory"]}
        if profiles:
            change["profiles"] = profiles
        if self.writer_mode.currentText() != self._shown["writer"]["mode"]:
            change["writer"] = {"mode": self.writer_mode.currentText()}
        return change
