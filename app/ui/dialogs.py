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
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from app.ui.notes.history_dialog import HistoryDialog
from app.ui.theme import WARNING_BG, WARNING_FG, monospace


@dataclass(frozen=True, slots=True)
class NoteEdit:
    """What the person typed in the edit dialog."""

    title: str
    body: str
    tags: list[str]


class EditNoteDialog(QDialog):
    def __init__(self, parent: QWidget | None, title: str, body: str, tags: list[str],
                 error: str | None = None) -> None:
        """`error`: why the last try was refused, shown above what the person typed."""
        super().__init__(parent)
        self.setWindowTitle("Edit note")
        self.resize(640, 480)
        self.error = QLabel(f"Not saved: {error}" if error else "")
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color:{WARNING_FG}; background:{WARNING_BG}; padding:4px;")
        self.error.setVisible(bool(error))
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
        layout.addWidget(self.error)
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
    def open_file(cls, parent: QWidget | None, caption: str, start: Path,
                  pattern: str) -> Path | None:
        path, _ = QFileDialog.getOpenFileName(parent, caption, str(start), pattern)
        return Path(path) if path else None

    @classmethod
    def open_folder(cls, parent: QWidget | None, caption: str, start: Path) -> Path | None:
        path = QFileDialog.getExistingDirectory(parent, caption, str(start))
        return Path(path) if path else None

    @classmethod
    def confirm_open_bind(cls, parent: QWidget | None, host: str) -> bool:
        """Asked before a bind address beyond loopback is saved; True to save it."""
        box = QMessageBox(
            QMessageBox.Icon.Warning, "Serve beyond this computer?",
            f"Binding to {host} lets anyone on your network who can reach this computer "
            "use the API, and through it read and change your notes. Only API keys and "
            "the admin password stand in the way.", parent=parent)
        bind = box.addButton("Bind anyway", QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        return box.clickedButton() is bind

    @classmethod
    def edit_note(cls, parent: QWidget | None, title: str, body: str,
                  tags: list[str], error: str | None = None) -> NoteEdit | None:
        dialog = EditNoteDialog(parent, title, body, tags, error)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.result_edit()

    @classmethod
    def archive_reason(cls, parent: QWidget | None, title: str) -> str | None:
        """Why the person archives the note (may be empty), or None if they cancelled."""
        typed, ok = QInputDialog.getText(parent, "Archive note",
                                         f"Why archive “{title}”? (kept in its changelog)")
        return typed.strip() if ok else None

    @classmethod
    def show_history(cls, parent: QWidget | None, title: str,
                     entries: list[tuple[int, str, str]], restorable: set[int]) -> int | None:
        """`entries` are (revision, label, diff), oldest first; the revision the person
        chose to restore, or None."""
        dialog = HistoryDialog(parent, title, entries, restorable)
        dialog.exec()
        return dialog.chosen

    @classmethod
    def merge_target(cls, parent: QWidget | None, title: str,
                     choices: list[tuple[str, str]], default: str | None) -> str | None:
        """`choices` are (id, label); the id of the note to merge into, or None."""
        labels = [label for _, label in choices]
        start = next((i for i, (note_id, _) in enumerate(choices) if note_id == default), 0)
        typed, ok = QInputDialog.getItem(
            parent, "Merge into…",
            f"Merge “{title}” into which note? That note keeps its text; this one's stays "
            "in its history.", labels, start, False)
        return choices[labels.index(typed)][0] if ok and typed in labels else None

    @classmethod
    def exported(cls, parent: QWidget | None, path: Path) -> bool:
        """Say where the export went; True when the person wants its folder opened."""
        box = QMessageBox(QMessageBox.Icon.Information, "Export done",
                          f"The notes were exported to\n{path}", parent=parent)
        open_folder = box.addButton("Open folder", QMessageBox.ButtonRole.ActionRole)
        box.setDefaultButton(box.addButton(QMessageBox.StandardButton.Close))
        box.exec()
        return box.clickedButton() is open_folder

    @classmethod
    def error(cls, parent: QWidget | None, title: str, text: str) -> None:
        QMessageBox.warning(parent, title, text)

    @classmethod
    def rename_chat(cls, parent: QWidget | None, title: str) -> str | None:
        """The new title, or None if the person cancelled."""
        typed, ok = QInputDialog.getText(parent, "Rename chat", "Title", text=title)
        return typed.strip() if ok and typed.strip() else None
