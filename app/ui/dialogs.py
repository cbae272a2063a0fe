"""Every modal question the window asks, as small async classmethods tests replace.

A modal dialog waits for a person, and offscreen nobody clicks; so views never build a
QMessageBox or QFileDialog themselves, they `await Dialogs.<question>`, and tests
monkeypatch that one method with an async function that gives the answer they want.

No question ever runs a nested event loop (`exec()`, or the static `QMessageBox.question`,
`QInputDialog.getText`, `QFileDialog.get…`, which call it): the window's loop is qasync's,
shared with the API server and the engines, and a nested loop entered from a task's
callback re-enters it, after which every request waits forever. As Randovania's
`gui/lib/async_dialog.py` does, each dialog is `open()`ed and its `finished` signal
resolves a future the caller awaits; the loop runs on meanwhile.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from pathlib import Path

import shiboken6
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
from app.ui.ops import app_loop
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


async def answer_of(dialog: QDialog) -> int:
    """Open `dialog` window-modal without blocking and wait for its result code.

    The dialog is deleted afterwards; read what it holds before the next await. A task
    cancelled meanwhile (its view closed) closes the dialog with it."""
    future: asyncio.Future[int] = app_loop().create_future()

    def finished(code: int) -> None:
        if not future.done():
            future.set_result(code)

    def destroyed() -> None:
        if not future.done():
            future.cancel()

    dialog.finished.connect(finished)
    dialog.destroyed.connect(destroyed)
    dialog.open()
    try:
        return await future
    finally:
        if shiboken6.isValid(dialog):
            dialog.finished.disconnect(finished)
            dialog.destroyed.disconnect(destroyed)
            dialog.hide()
            dialog.deleteLater()


def _input(parent: QWidget | None, title: str, label: str, text: str = "") -> QInputDialog:
    dialog = QInputDialog(parent)
    dialog.setWindowTitle(title)
    dialog.setLabelText(label)
    dialog.setTextValue(text)
    return dialog


def _file_dialog(parent: QWidget | None, caption: str, start: str,
                 mode: QFileDialog.FileMode, pattern: str = "") -> QFileDialog:
    dialog = QFileDialog(parent, caption, start, pattern)
    dialog.setFileMode(mode)
    return dialog


async def _chosen_path(dialog: QFileDialog) -> Path | None:
    if await answer_of(dialog) != QDialog.DialogCode.Accepted:
        return None
    files = dialog.selectedFiles()
    return Path(files[0]) if files and files[0] else None


class Dialogs:
    """The window's questions; see the module docstring."""

    @classmethod
    async def confirm(cls, parent: QWidget | None, title: str, text: str) -> bool:
        box = QMessageBox(QMessageBox.Icon.Question, title, text,
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                          parent)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        await answer_of(box)
        return box.clickedButton() is box.button(QMessageBox.StandardButton.Yes)

    @classmethod
    async def typed_confirmation(cls, parent: QWidget | None, title: str,
                                 text: str) -> str | None:
        """The words the person typed, or None if they cancelled; the service checks them."""
        dialog = _input(parent, title, text)
        if await answer_of(dialog) != QDialog.DialogCode.Accepted:
            return None
        return dialog.textValue()

    @classmethod
    async def save_path(cls, parent: QWidget | None, caption: str, suggested: str,
                        pattern: str) -> Path | None:
        dialog = _file_dialog(parent, caption, suggested, QFileDialog.FileMode.AnyFile,
                              pattern)
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        return await _chosen_path(dialog)

    @classmethod
    async def open_file(cls, parent: QWidget | None, caption: str, start: Path,
                        pattern: str) -> Path | None:
        return await _chosen_path(_file_dialog(parent, caption, str(start),
                                               QFileDialog.FileMode.ExistingFile, pattern))

    @classmethod
    async def open_folder(cls, parent: QWidget | None, caption: str,
                          start: Path) -> Path | None:
        dialog = _file_dialog(parent, caption, str(start), QFileDialog.FileMode.Directory)
        dialog.setOption(QFileDialog.Option.ShowDirsOnly)
        return await _chosen_path(dialog)

    @classmethod
    async def confirm_open_bind(cls, parent: QWidget | None, host: str) -> bool:
        """Asked before a bind address beyond loopback is saved; True to save it."""
        box = QMessageBox(
            QMessageBox.Icon.Warning, "Serve beyond this computer?",
            f"Binding to {host} lets anyone on your network who can reach this computer "
            "use the API, and through it read and change your notes. Only API keys and "
            "the admin password stand in the way.", parent=parent)
        bind = box.addButton("Bind anyway", QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        await answer_of(box)
        return box.clickedButton() is bind

    @classmethod
    async def edit_note(cls, parent: QWidget | None, title: str, body: str,
                        tags: list[str], error: str | None = None) -> NoteEdit | None:
        dialog = EditNoteDialog(parent, title, body, tags, error)
        if await answer_of(dialog) != QDialog.DialogCode.Accepted:
            return None
        return dialog.result_edit()

    @classmethod
    async def archive_reason(cls, parent: QWidget | None, title: str) -> str | None:
        """Why the person archives the note (may be empty), or None if they cancelled."""
        dialog = _input(parent, "Archive note",
                        f"Why archive “{title}”? (kept in its changelog)")
        if await answer_of(dialog) != QDialog.DialogCode.Accepted:
            return None
        return dialog.textValue().strip()

    @classmethod
    async def show_history(cls, parent: QWidget | None, title: str,
                           entries: list[tuple[int, str, str]],
                           restorable: set[int]) -> int | None:
        """`entries` are (revision, label, diff), oldest first; the revision the person
        chose to restore, or None."""
        dialog = HistoryDialog(parent, title, entries, restorable)
        await answer_of(dialog)
        return dialog.chosen

    @classmethod
    async def merge_target(cls, parent: QWidget | None, title: str,
                           choices: list[tuple[str, str]], default: str | None) -> str | None:
        """`choices` are (id, label); the id of the note to merge into, or None."""
        labels = [label for _, label in choices]
        start = next((i for i, (note_id, _) in enumerate(choices) if note_id == default), 0)
        dialog = _input(parent, "Merge into…",
                        f"Merge “{title}” into which note? That note keeps its text; this "
                        "one's stays in its history.")
        dialog.setComboBoxItems(labels)
        dialog.setComboBoxEditable(False)
        if labels:
            dialog.setTextValue(labels[start])
        if await answer_of(dialog) != QDialog.DialogCode.Accepted:
            return None
        typed = dialog.textValue()
        return choices[labels.index(typed)][0] if typed in labels else None

    @classmethod
    async def exported(cls, parent: QWidget | None, path: Path) -> bool:
        """Say where the export went; True when the person wants its folder opened."""
        box = QMessageBox(QMessageBox.Icon.Information, "Export done",
                          f"The notes were exported to\n{path}", parent=parent)
        open_folder = box.addButton("Open folder", QMessageBox.ButtonRole.ActionRole)
        box.setDefaultButton(box.addButton(QMessageBox.StandardButton.Close))
        await answer_of(box)
        return box.clickedButton() is open_folder

    @classmethod
    async def rename_chat(cls, parent: QWidget | None, title: str) -> str | None:
        """The new title, or None if the person cancelled."""
        dialog = _input(parent, "Rename chat", "Title", title)
        if await answer_of(dialog) != QDialog.DialogCode.Accepted:
            return None
        return dialog.textValue().strip() or None
