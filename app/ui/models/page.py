"""The Models tab: the local models with their sizes and memory, remove, set as default,
and the Hub search and download (hub_panel.py).

It calls ModelsService through Ops, never the files itself. A change to the list (a
download, a removal) is announced with `models_changed`, and the window refreshes the
chat's model picker from it; a new default is saved to config.toml and used from the next
start (the running engine loads any listed model when a chat names it already).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from app.engine.models.catalog import LocalModel
from app.engine.models.service import ModelsService
from app.start_settings import update
from app.ui.dialogs import Dialogs
from app.ui.models.hub_panel import HubPanel
from app.ui.models.local_table import LocalTable
from app.ui.ops import Op, launch


class ModelsPage(QWidget):
    models_changed = Signal()

    def __init__(self, service: ModelsService, home: Path) -> None:
        super().__init__()
        self.service = service
        self.home = home
        self.table = LocalTable()
        self.default_button = QPushButton("Set as default")
        self.remove_button = QPushButton("Remove")
        self.refresh_button = QPushButton("Refresh")
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.hub = HubPanel(service)
        self._layout()
        self.default_button.clicked.connect(self.set_default)
        self.remove_button.clicked.connect(lambda: launch(self, self.remove()))
        self.refresh_button.clicked.connect(self.refresh)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.hub.downloaded.connect(lambda _: self._changed())
        self._selection_changed()

    def _layout(self) -> None:
        local = QGroupBox("On this machine")
        buttons = QHBoxLayout()
        for button in (self.default_button, self.remove_button, self.refresh_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        inner = QVBoxLayout(local)
        inner.addWidget(self.table, 1)
        inner.addLayout(buttons)
        inner.addWidget(self.status)
        hub = QGroupBox("From the Hugging Face Hub")
        QVBoxLayout(hub).addWidget(self.hub)
        layout = QVBoxLayout(self)
        layout.addWidget(local, 1)
        layout.addWidget(hub, 1)

    def refresh(self) -> None:
        Op(self, self.service.local).success(self.table.show_models).failure(
            lambda exc: self.status.setText(str(exc))).run()

    def _changed(self) -> None:
        self.refresh()
        self.models_changed.emit()

    def _selection_changed(self) -> None:
        chosen = self.table.selected()
        self.default_button.setEnabled(chosen is not None and chosen.problem is None)
        self.remove_button.setEnabled(chosen is not None and chosen.removable)
        if chosen is not None and not chosen.removable:
            self.remove_button.setToolTip("Only models in Tandem's own folder can be removed; "
                                          "other apps' files stay theirs.")

    def set_default(self) -> None:
        chosen = self.table.selected()
        if chosen is None:
            return
        Op(self, lambda: update(self.home, {"model": chosen.id})).success(
            lambda _: self.status.setText(
                f"{chosen.id} is the default model from the next start.")).failure(
            lambda exc: self.status.setText(str(exc))).run()

    async def remove(self) -> None:
        chosen = self.table.selected()
        if chosen is None or not chosen.removable:
            return
        if not await Dialogs.confirm(self, "Remove model",
                                     f"Delete {chosen.path.name} from Tandem's models folder?"):
            return
        await Op(self, lambda: self.service.remove(chosen.id)).success(
            lambda _: self._removed(chosen)).failure(
            lambda exc: self.status.setText(str(exc))).run()

    def _removed(self, model: LocalModel) -> None:
        self.status.setText(f"Removed {model.id}.")
        self._changed()
