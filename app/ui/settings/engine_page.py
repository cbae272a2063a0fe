"""The Model page: which engine runs the local model, which model, its context and threads.

All four are read when Tandem starts (the model is loaded once), so the page says they
wait for a restart. The engines are shown by what they are, never by their config names,
and the page fits itself to each from its registry entry (app/registered_engines.py).
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from app.contracts.limits import limits
from app.contracts.settings import ConfigFile
from app.registered_engines import EngineEntry, ModelFiles, engine_entries
from app.ui.dialogs import Dialogs
from app.ui.ops import launch
from app.ui.settings.page_layout import growing_form, lay_out_page
from app.ui.settings.threads_box import ThreadsBox


class EnginePage(QWidget):
    def __init__(self, home: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.home = home
        self.engine = QComboBox()
        # Read once: the list is built once, and each read scans the installed packages.
        self._entries = {entry.name: entry for entry in engine_entries()}
        for entry in self._entries.values():
            self.engine.addItem(entry.title, entry.name)
        self.model = QLineEdit()
        self.model.setClearButtonEnabled(True)
        self.choose = QPushButton("Choose…")
        self.choose.clicked.connect(self.choose_model)
        model_row = QHBoxLayout()
        model_row.addWidget(self.model, 1)
        model_row.addWidget(self.choose)
        self.context = QSpinBox()
        self.context.setRange(0, limits(ConfigFile, "context_length")[1])
        self.context.setSingleStep(1024)
        self.context.setSpecialValueText("The engine's default")
        self.context.setSuffix(" tokens")
        self.threads = ThreadsBox()
        for box in (self.context, self.threads):
            box.setMinimumWidth(240)
        form = growing_form(("Engine", self.engine), ("Model", model_row),
                            ("Context length", self.context), ("Threads", self.threads))
        lay_out_page(self, form, hint="The model is loaded when Tandem starts: a change "
                     "here is used after a restart.")
        self.engine.currentIndexChanged.connect(self._fit_to_engine)
        self._fit_to_engine()

    def _entry(self) -> EngineEntry:
        return self._entries[self.engine.currentData()]

    def _fit_to_engine(self) -> None:
        entry = self._entry()
        for widget in (self.model, self.choose, self.context):
            widget.setEnabled(entry.local)
        self.threads.setEnabled(entry.uses_threads)
        self.model.setPlaceholderText(_model_hint(entry))

    def show_values(self, saved: dict[str, Any]) -> None:
        self.engine.setCurrentIndex(self.engine.findData(saved["engine"]))
        self.model.setText(saved["model"] or "")
        self.context.setValue(saved["context_length"] or 0)
        self.threads.setValue(saved["threads"] or 0)

    def values(self) -> dict[str, Any]:
        return {
            "engine": self.engine.currentData(),
            "model": self.model.text().strip() or None,
            "context_length": self.context.value() or None,
            "threads": self.threads.value() or None,
        }

    def choose_model(self) -> asyncio.Task[None]:
        return launch(self, self._choose_model())

    async def _choose_model(self) -> None:
        current = Path(self.model.text().strip()).expanduser()
        start = current.parent if current.is_absolute() else self.home
        entry = self._entry()
        if entry.model_files is ModelFiles.MODEL_FOLDER:
            chosen = await Dialogs.open_folder(self, f"Choose {entry.model_noun}", start)
        else:
            chosen = await Dialogs.open_file(self, f"Choose {entry.model_noun}", start,
                                             "GGUF models (*.gguf)")
        if chosen is not None:
            self.model.setText(str(chosen))


def _model_hint(entry: EngineEntry) -> str:
    """What the empty model box says: what serves without one, or that one is needed."""
    if not entry.local:
        return ""
    if entry.default_model:
        return f"The packaged {entry.default_model}"
    return f"{entry.model_noun[:1].upper()}{entry.model_noun[1:]} (needed)"
