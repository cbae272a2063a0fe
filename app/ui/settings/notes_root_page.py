"""The Notes page: the folder the notes are kept in (config.toml's `notes_root`).

The store opens it when Tandem starts, so a change waits for a restart; the notes already
kept stay where they are. A folder inside a git work tree is refused when saving, with the
repository named (start_settings runs the store's own check).
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QPushButton, QWidget

from app.config import default_notes_root
from app.ui.dialogs import Dialogs
from app.ui.ops import launch
from app.ui.settings.page_layout import growing_form, lay_out_page


class NotesRootPage(QWidget):
    def __init__(self, home: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.home = home
        self.root = QLineEdit()
        self.root.setPlaceholderText(str(default_notes_root(home)))
        self.choose = QPushButton("Choose…")
        self.choose.clicked.connect(self.choose_root)
        row = QHBoxLayout()
        row.addWidget(self.root, 1)
        row.addWidget(self.choose)
        lay_out_page(self, growing_form(("Notes folder", row)),
                     hint="Notes about you must never be committed by accident, so a folder "
                     "inside a git repository is refused. The folder is opened when Tandem "
                     "starts: a change here is used after a restart, and the notes kept so "
                     "far stay in the old folder.")

    def show_values(self, saved: dict[str, Any]) -> None:
        self.root.setText(saved["notes_root"] or str(default_notes_root(self.home)))

    def values(self) -> dict[str, Any]:
        return {"notes_root": self.root.text().strip() or None}

    def choose_root(self) -> asyncio.Task[None]:
        return launch(self, self._choose_root())

    async def _choose_root(self) -> None:
        current = Path(self.root.text().strip() or default_notes_root(self.home))
        chosen = await Dialogs.open_folder(self, "Choose the notes folder",
                                           current if current.exists() else self.home)
        if chosen is not None:
            self.root.setText(str(chosen))
