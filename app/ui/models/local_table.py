"""The local models as a table: what each is, how big, what it needs, where it lies."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

from app.engine.models.catalog import LocalModel
from app.ui.models.words import TOO_LARGE, memory_words, size_words

COLUMNS = ("Model", "Quantisation", "Size", "Parameters", "Context", "Memory needed", "From")
WHERE = {"tandem": "Tandem", "packaged": "built in", "ollama": "Ollama",
         "lmstudio": "LM Studio", "hf": "Hugging Face cache"}


class LocalTable(QTableWidget):
    def __init__(self) -> None:
        super().__init__(0, len(COLUMNS))
        self.setHorizontalHeaderLabels(COLUMNS)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.verticalHeader().setVisible(False)
        self.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.models: list[LocalModel] = []

    def show_models(self, models: list[LocalModel]) -> None:
        chosen = self.selected()
        self.models = list(models)
        self.setRowCount(len(models))
        for row, m in enumerate(models):
            info = m.info
            cells = (
                m.id, info.quantisation if info else "?", size_words(m.size),
                size_words(info.parameters, "") if info else "?",
                str(info.context_length) if info and info.context_length else "?",
                memory_words(m.memory), WHERE.get(m.source, m.source),
            )
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(m.problem or str(m.path))
                if (col == 5 and TOO_LARGE in text) or m.problem:
                    item.setForeground(QColor("#b3261e"))
                self.setItem(row, col, item)
            if chosen is not None and m.id == chosen.id:
                self.selectRow(row)

    def selected(self) -> LocalModel | None:
        rows = {i.row() for i in self.selectedIndexes()}
        return self.models[rows.pop()] if len(rows) == 1 else None

    def row_of(self, model_id: str) -> int:
        return next((r for r, m in enumerate(self.models) if m.id == model_id), -1)

    def text(self, row: int, col: int) -> str:
        item = self.item(row, col)
        return item.text() if item is not None else ""
