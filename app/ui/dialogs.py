"""Every modal question the window asks, as small classmethods tests replace.

A modal dialog blocks a test until a person clicks, and offscreen nobody does; so views
never build a QMessageBox or QFileDialog themselves, they call `Dialogs.<question>`, and
tests monkeypatch that one method with the answer they want.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QInputDialog,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from app.ui.notes.history_dialog import HistoryDialog
from app.ui.theme import monospace


@dataclass(frozen=True, slots=True)
class NoteEdit:
    """What the person typed in the edit dialog."""

    title: str
    body: str
    tags: list[str]


class EditNoteDialog(QDialog):
    def __init__(self, parent: QWidget | None, title: str, body: str, tags: list[str]) -> None:
        super().__init__(parent)
        self.setWindowTitle("Edit note")
        self.resize(640, 480)
        self.title = QLineEdit(title)
        self.tags = QLineEdit(", ".join(tags))
        self.tags.setPlaceholderText("comma, separated, tags")
        self.body = QPlainTextEdit(body)
        self.body.setFont(monospace())
        form = QFormLayout()
        form.addRow("Title", self.title)
        form.addRow("Tags", self.tags)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.body, 1)
        layout.addWidget(buttons)

    def result_edit(self) -> NoteEdit:
        tags = [t.strip() for t in self.tags.text().split(",") if t.strip()]
        return NoteEdit(self.title.text().strip(), self.body.toPlainText(), tags)


class Dialogs:
    """The window's questions; see the module docstring."""

    @classmethod
    def confirm(cls, parent: QWidget | None, title: str, text: str) -> bool:
        answer = QMessageBox.question(
            parent, title, text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    @classmethod
    def typed_confirmation(cls, parent: QWidget | None, title: str, text: str) -> str | None:
        """The words the person typed, or None if they cancelled; the service checks them."""
        typed, ok = QInputDialog.getText(parent, title, text)
        return typed if ok else None

    @classmethod
    def save_path(cls, parent: QWidget | None, caption: str, suggested: str,
                  pattern: str) -> Path | None:
        path, _ = QFileDialog.getSaveFileName(parent, caption, suggested, pattern)
        return Path(path) if path else None

    @classmethod
    def edit_note(cls, parent: QWidget | None, title: str, body: str,
                  tags: list[str]) -> NoteEdit | None:
        dialog = EditNoteDialog(parent, title, body, tags)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.result_edit()

    @classmethod
    def show_history(cls, parent: QWidget | None, title: str,
                     entries: list[tuple[str, str]]) -> None:
        """`entries` are (label, unified diff), oldest first."""
        HistoryDialog(parent, title, entries).exec()

    @classmethod
    def error(cls, parent: QWidget | None, title: str, text: str) -> None:
        QMessageBox.warning(parent, title, text)
