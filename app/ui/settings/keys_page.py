"""The API keys page: the labels of the keys, add one (its secret shown once), remove one.

The keys live in the `KeyStore` that `tandem keys` and the server use (salted hashes in
`state/keys.json`); the server re-reads that file when it changes, so a key works, or stops
working, at once. Hashing a new key and the file itself are worked in an Op.
"""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QWidget,
)

from app.engine.access.keys import KeyStore, KeyStoreError, StoredKey
from app.ui.dialogs import Dialogs
from app.ui.ops import Op, launch
from app.ui.settings.page_layout import lay_out_page
from app.ui.settings.status_line import StatusLine


def _failed_text(exc: Exception) -> str:
    return str(exc) if isinstance(exc, KeyStoreError | OSError) else type(exc).__name__


class KeysPage(QWidget):
    def __init__(self, home: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = KeyStore.for_home(home)
        self.keys = QListWidget()
        self.keys.currentItemChanged.connect(lambda *_: self._fit_buttons())
        self.label = QLineEdit()
        self.label.setPlaceholderText("A label: who uses it, e.g. laptop or open-webui")
        self.label.returnPressed.connect(self.add)
        self.add_button = QPushButton("Add key")
        self.add_button.clicked.connect(self.add)
        self.remove_button = QPushButton("Remove")
        self.remove_button.clicked.connect(self.remove)
        add_row = QHBoxLayout()
        add_row.addWidget(self.label, 1)
        add_row.addWidget(self.add_button)
        add_row.addWidget(self.remove_button)
        self.secret = QLineEdit()
        self.secret.setReadOnly(True)
        self.copy_button = QPushButton("Copy")
        self.copy_button.clicked.connect(
            lambda: QGuiApplication.clipboard().setText(self.secret.text()))
        secret_row = QHBoxLayout()
        secret_row.addWidget(self.secret, 1)
        secret_row.addWidget(self.copy_button)
        self.new_key = QGroupBox("New key: shown only this once, copy it now")
        self.new_key.setLayout(secret_row)
        self.new_key.hide()
        self.message = StatusLine()
        lay_out_page(self, self.keys, add_row, self.new_key, self.message, grows=self.keys,
                     hint="A client sends its key as “Authorization: Bearer <key>”; the label "
                     "names the user whose notes it reads and writes. Keys work, or stop "
                     "working, at once.")
        self._fit_buttons()

    def labels(self) -> list[str]:
        return [self.keys.item(i).data(Qt.ItemDataRole.UserRole)
                for i in range(self.keys.count())]

    def _fit_buttons(self) -> None:
        self.remove_button.setEnabled(self.keys.currentItem() is not None)

    def reload(self) -> asyncio.Task[None]:
        return Op(self, self.store.load).success(self._show).failure(self._failed).run()

    def _show(self, keys: list[StoredKey]) -> None:
        self.keys.clear()
        for key in sorted(keys, key=lambda k: k.label):
            added = time.strftime("%Y-%m-%d", time.localtime(key.created))
            item = QListWidgetItem(f"{key.label}    added {added}")
            item.setData(Qt.ItemDataRole.UserRole, key.label)
            self.keys.addItem(item)
        self._fit_buttons()

    def _failed(self, exc: Exception) -> None:
        self.message.error(f"Not done: {_failed_text(exc)}")

    def add(self) -> asyncio.Task[None] | None:
        label = self.label.text().strip()
        if not label:
            self.message.error("Type a label for the new key first.")
            return None
        return launch(self, self._add(label))

    async def _add(self, label: str) -> None:
        if label in self.labels() and not await Dialogs.confirm(
                self, "Replace key", f"{label} has a key already. Replace it? Clients "
                "that use the old key stop working."):
            return

        def added(secret: str) -> None:
            self.label.clear()
            self.secret.setText(secret)
            self.new_key.show()
            self.message.ok(f"Added a key for {label}.")
            self.reload()

        await Op(self, lambda: self.store.add(label)).success(added).failure(
            self._failed).run()

    def remove(self) -> asyncio.Task[None] | None:
        item = self.keys.currentItem()
        if item is None:
            return None
        return launch(self, self._remove(item.data(Qt.ItemDataRole.UserRole)))

    async def _remove(self, label: str) -> None:
        if not await Dialogs.confirm(self, "Remove key", f"Remove the key of {label}? "
                                     "Clients that use it stop working at once."):
            return

        def removed(_: bool) -> None:
            self.message.ok(f"Removed the key of {label}.")
            self.reload()

        await Op(self, lambda: self.store.remove(label)).success(removed).failure(
            self._failed).run()
