"""The list beside the chat: the saved conversations, a search box, and three buttons.

A thin view: it shows what `ConversationStore.list` returns and says which conversation
the person picked; the chat view owns opening, creating, renaming and deleting.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.ui.chat.store import ConversationSummary

LIST_WIDTH = 230


class ConversationList(QWidget):
    picked = Signal(int)
    """A conversation's id, when the person chose it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.search = QLineEdit()
        self.search.setPlaceholderText("Find a chat (Ctrl+F)")
        self.search.setClearButtonEnabled(True)
        self.list = QListWidget()
        # Long titles end in "…" (the full one is the tooltip), never a sideways scroll.
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.new_button = QPushButton("New")
        self.new_button.setToolTip("Ctrl+N")
        self.rename_button = QPushButton("Rename")
        self.delete_button = QPushButton("Delete")
        buttons = QHBoxLayout()
        for button in (self.new_button, self.rename_button, self.delete_button):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.search)
        layout.addWidget(self.list, 1)
        layout.addLayout(buttons)
        self.setMinimumWidth(LIST_WIDTH)
        self.setMaximumWidth(LIST_WIDTH * 2)
        self.list.itemActivated.connect(self._picked)
        self.list.itemClicked.connect(self._picked)

    def show_items(self, items: list[ConversationSummary], current: int | None) -> None:
        self.list.blockSignals(True)
        self.list.clear()
        for summary in items:
            item = QListWidgetItem(summary.title)
            item.setData(Qt.ItemDataRole.UserRole, summary.id)
            item.setToolTip(summary.title)
            self.list.addItem(item)
            if summary.id == current:
                self.list.setCurrentItem(item)
        self.list.blockSignals(False)

    def titles(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]

    def ids(self) -> list[int]:
        return [self.list.item(i).data(Qt.ItemDataRole.UserRole)
                for i in range(self.list.count())]

    def _picked(self, item: QListWidgetItem) -> None:
        self.picked.emit(item.data(Qt.ItemDataRole.UserRole))
