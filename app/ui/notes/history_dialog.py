"""A note's history: one entry per revision, its diff from the one before."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QListWidget,
    QPlainTextEdit,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from app.ui.theme import monospace


class HistoryDialog(QDialog):
    def __init__(self, parent: QWidget | None, title: str,
                 entries: list[tuple[str, str]]) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"History: {title}")
        self.resize(820, 520)
        self._entries = entries
        self.revisions = QListWidget()
        self.revisions.addItems([label for label, _ in entries])
        self.diff = QPlainTextEdit()
        self.diff.setReadOnly(True)
        self.diff.setFont(monospace())
        self.diff.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        split = QSplitter()
        split.addWidget(self.revisions)
        split.addWidget(self.diff)
        split.setSizes([200, 620])
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(split, 1)
        layout.addWidget(buttons)
        self.revisions.currentRowChanged.connect(self._show)
        if entries:
            self.revisions.setCurrentRow(len(entries) - 1)

    def _show(self, row: int) -> None:
        if 0 <= row < len(self._entries):
            self.diff.setPlainText(self._entries[row][1])
