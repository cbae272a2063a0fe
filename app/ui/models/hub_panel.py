"""The Hub half of the Models tab: search, a repository's files, one download at a time.

Every Hub call runs as an Op (off the GUI thread). The download reports its progress from
its worker thread through a Qt signal, which Qt delivers on the GUI thread; Cancel sets
the download's event, and what arrived stays for a resume. A file is marked before it is
downloaded when it will not fit in this machine's memory, from its size and the
configured context (ModelsService.fit).
"""

from __future__ import annotations

import threading

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.engine.models.catalog import LocalModel
from app.engine.models.hub import HubFile, RepoHit
from app.engine.models.service import ModelsService
from app.ui.models.words import TOO_LARGE, size_words
from app.ui.ops import Op

FILE_COLUMNS = ("File", "Quantisation", "Size", "Fits")


class HubPanel(QWidget):
    progressed = Signal(int, int)
    """(bytes so far, bytes in all), emitted on the download's thread."""
    downloaded = Signal(object)
    """The LocalModel a finished download became."""

    def __init__(self, service: ModelsService) -> None:
        super().__init__()
        self.service = service
        self.query = QLineEdit()
        self.query.setPlaceholderText("Search the Hugging Face Hub for GGUF models")
        self.search_button = QPushButton("Search")
        self.repos = QListWidget()
        self.files = QTableWidget(0, len(FILE_COLUMNS))
        self.files.setHorizontalHeaderLabels(FILE_COLUMNS)
        self.files.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.files.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.files.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.files.verticalHeader().setVisible(False)
        self.files.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.download_button = QPushButton("Download")
        self.cancel_button = QPushButton("Cancel")
        self.progress = QProgressBar()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.hits: list[RepoHit] = []
        self.listed: list[HubFile] = []
        self._cancel: threading.Event | None = None
        self._layout()
        self.search_button.clicked.connect(self.search)
        self.query.returnPressed.connect(self.search)
        self.repos.currentRowChanged.connect(self._repo_chosen)
        self.download_button.clicked.connect(self.download)
        self.cancel_button.clicked.connect(self.cancel)
        self.progressed.connect(self._show_progress)
        self._idle()

    def _layout(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.query, 1)
        top.addWidget(self.search_button)
        lists = QHBoxLayout()
        lists.addWidget(self.repos, 1)
        lists.addWidget(self.files, 2)
        bottom = QHBoxLayout()
        bottom.addWidget(self.progress, 1)
        bottom.addWidget(self.download_button)
        bottom.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addLayout(lists, 1)
        layout.addLayout(bottom)
        layout.addWidget(self.status)

    def _idle(self) -> None:
        self._cancel = None
        self.cancel_button.setEnabled(False)
        self.download_button.setEnabled(True)
        self.search_button.setEnabled(True)

    def _failed(self, exc: Exception) -> None:
        self.status.setText(str(exc))
        self._idle()

    def search(self) -> None:
        words = self.query.text().strip()
        if not words:
            self.status.setText("Type a few words to search for.")
            return
        self.status.setText(f"Searching the Hub for “{words}”…")
        self.search_button.setEnabled(False)
        Op(self, lambda: self.service.search(words)).success(self._found).failure(
            self._failed).run()

    def _found(self, hits: list[RepoHit]) -> None:
        self.hits = hits
        self.repos.clear()
        self.repos.addItems([f"{h.id}  ·  {h.downloads or 0} downloads" for h in hits])
        self.status.setText(f"{len(hits)} repositories with GGUF files" if hits else
                            "No repository with GGUF files matches.")
        self._idle()

    def _repo_chosen(self, row: int) -> None:
        if not 0 <= row < len(self.hits):
            return
        repo = self.hits[row].id
        self.status.setText(f"Listing the files of {repo}…")
        Op(self, lambda: self.service.files(repo)).success(self._show_files).failure(
            self._failed).run()

    def _show_files(self, files: list[HubFile]) -> None:
        self.listed = files
        self.files.setRowCount(len(files))
        for row, f in enumerate(files):
            fits = self.service.fit(f.size).fits
            parts = f" in {len(f.parts)} parts" if len(f.parts) > 1 else ""
            cells = (f.path, f.quantisation, size_words(f.size) + parts,
                     {True: "yes", False: TOO_LARGE, None: "?"}[fits])
            for col, text in enumerate(cells):
                self.files.setItem(row, col, QTableWidgetItem(text))
        self.status.setText(f"{len(files)} GGUF files" if files else
                            "This repository holds no GGUF file.")
        if files:
            self.files.selectRow(0)

    def repo(self) -> str | None:
        row = self.repos.currentRow()
        return self.hits[row].id if 0 <= row < len(self.hits) else None

    def chosen_file(self) -> HubFile | None:
        rows = {i.row() for i in self.files.selectedIndexes()}
        return self.listed[rows.pop()] if len(rows) == 1 else None

    def download(self) -> None:
        repo, chosen = self.repo(), self.chosen_file()
        if repo is None or chosen is None:
            self.status.setText("Choose a repository and one of its files first.")
            return
        cancel = self._cancel = threading.Event()
        self.download_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.progress.setValue(0)
        self.status.setText(f"Downloading {chosen.path}…")
        (Op(self, lambda: self.service.download(repo, chosen.path, cancel=cancel,
                                                progress=self.progressed.emit))
         .success(self._done).failure(self._failed).run())

    def cancel(self) -> None:
        if self._cancel is not None:
            self._cancel.set()

    def _show_progress(self, done: int, total: int) -> None:
        self.progress.setValue(int(100 * done / total) if total else 100)
        self.status.setText(f"Downloading: {size_words(done)} of {size_words(total)}")

    def _done(self, model: LocalModel) -> None:
        self.progress.setValue(100)
        self.status.setText(f"Downloaded {model.id}: the chat's model list has it now.")
        self._idle()
        self.downloaded.emit(model)
