"""A note's history: one entry per revision (its date, who made it and how), the change
to its title, tags and body in colour, and "restore this revision"."""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QListWidget,
    QPushButton,
    QSplitter,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from app.ui.theme import diff_colours, monospace


def diff_html(diff: str, palette: QPalette) -> str:
    """A unified diff as HTML, added lines green and removed ones red, in shades that read
    on `palette`'s base (light or dark)."""
    colours = {mark: colour.name() for mark, colour in diff_colours(palette).items()}
    lines = []
    for line in diff.splitlines():
        colour = None if line.startswith(("+++", "---")) else colours.get(line[:1])
        text = html.escape(line) or "&nbsp;"
        lines.append(f'<span style="color:{colour}">{text}</span>' if colour else text)
    return "<pre>" + "\n".join(lines) + "</pre>"


class HistoryDialog(QDialog):
    """`entries` are (revision number, label, diff); `restorable` those that can be
    restored (every one but the current text)."""

    def __init__(self, parent: QWidget | None, title: str,
                 entries: list[tuple[int, str, str]], restorable: set[int]) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"History: {title}")
        self.resize(860, 520)
        self._entries = entries
        self._restorable = restorable
        self.chosen: int | None = None
        self.revisions = QListWidget()
        self.revisions.addItems([label for _, label, _ in entries])
        self.diff = QTextEdit()
        self.diff.setReadOnly(True)
        self.diff.setFont(monospace())
        split = QSplitter()
        split.addWidget(self.revisions)
        split.addWidget(self.diff)
        split.setSizes([300, 560])
        self.restore_button = QPushButton("Restore this revision")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.restore_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        self.restore_button.clicked.connect(self._restore)
        layout = QVBoxLayout(self)
        layout.addWidget(split, 1)
        layout.addWidget(buttons)
        self.revisions.currentRowChanged.connect(self._show)
        if entries:
            self.revisions.setCurrentRow(len(entries) - 1)

    def _show(self, row: int) -> None:
        if 0 <= row < len(self._entries):
            number, _, diff = self._entries[row]
            self.diff.setHtml(diff_html(diff, self.palette()))
            self.restore_button.setEnabled(number in self._restorable)

    def changeEvent(self, event: QEvent) -> None:
        """A switch to a dark (or light) palette redraws the diff in its shades."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._show(self.revisions.currentRow())

    def _restore(self) -> None:
        self.chosen = self._entries[self.revisions.currentRow()][0]
        self.accept()
