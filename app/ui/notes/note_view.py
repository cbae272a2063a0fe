"""One note as a person reads it: the title and the body first, the frontmatter (ids,
dates, revision, changelog) folded beneath, so at 800×500 the body is what shows."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QToolButton, QVBoxLayout, QWidget

from app.memory.note import Note, serialise
from app.ui.notes.note_list import status_text
from app.ui.theme import MUTED, monospace


class NoteView(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.title.setStyleSheet("font-size: 15px; font-weight: 600;")
        self.title.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.summary = QLabel()
        self.summary.setStyleSheet(f"color:{MUTED};")
        self.duplicate = QLabel()
        self.duplicate.setWordWrap(True)
        self.duplicate.hide()
        self.body = QPlainTextEdit()
        self.body.setReadOnly(True)
        self.body.setPlaceholderText("Choose a note to read it.")
        self.details_button = QToolButton()
        self.details_button.setText("File details")
        self.details_button.setCheckable(True)
        self.details_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.details_button.setArrowType(Qt.ArrowType.RightArrow)
        self.details = QPlainTextEdit()
        self.details.setReadOnly(True)
        self.details.setFont(monospace())
        self.details.hide()
        self.details_button.toggled.connect(self._fold)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.summary)
        layout.addWidget(self.duplicate)
        layout.addWidget(self.body, 3)
        layout.addWidget(self.details_button)
        layout.addWidget(self.details, 2)

    def _fold(self, shown: bool) -> None:
        self.details.setVisible(shown)
        self.details_button.setArrowType(
            Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)

    def show_note(self, note: Note | None, duplicate_of: Note | None = None) -> None:
        """`duplicate_of`: the live note this one may restate (its possible_duplicate_of)."""
        self.duplicate.setVisible(duplicate_of is not None)
        if duplicate_of is not None:
            self.duplicate.setText(
                f"May restate “{duplicate_of.title}”, which you confirmed: Merge into… folds "
                "it in, Ratify keeps it as a note of its own.")
        if note is None:
            for widget in (self.title, self.summary):
                widget.clear()
            self.body.clear()
            self.details.clear()
            return
        self.title.setText(note.title)
        tags = f" · tags: {', '.join(note.tags)}" if note.tags else ""
        self.summary.setText(f"{note.kind} · {note.scope} · {status_text(note)}{tags}")
        self.body.setPlainText(note.body)
        self.details.setPlainText(serialise(note))

    def file_text(self) -> str:
        """The whole file as it was shown (frontmatter and body)."""
        return self.details.toPlainText()
