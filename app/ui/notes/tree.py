"""The scope tree: User / Projects / Sessions / Archive, each with its count."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem, QWidget

from app.ui.notes.snapshot import ALL, ARCHIVE, SCOPE_LABELS, NotesSnapshot

KEY_ROLE = Qt.ItemDataRole.UserRole


class ScopeTree(QTreeWidget):
    selected = Signal(str)
    """The key of the chosen node (see `NotesSnapshot.select`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setHeaderHidden(True)
        self.setColumnCount(1)
        self.setMinimumWidth(180)
        self.setStyleSheet("QTreeView::item { padding: 3px 0; }")
        self._key = ALL
        self.currentItemChanged.connect(self._changed)

    @property
    def key(self) -> str:
        return self._key

    def show_snapshot(self, snap: NotesSnapshot) -> None:
        """Rebuild the nodes and keep the chosen one chosen, if it still exists."""
        self.blockSignals(True)
        try:
            self.clear()
            items = {ALL: self._add(None, f"All notes ({len(snap.live)})", ALL)}
            for scope, label in SCOPE_LABELS.items():
                top = self._add(None, f"{label} ({snap.count(scope)})", scope)
                items[scope] = top
                if scope != "user":
                    for sub, n in snap.groups(scope):
                        items[sub] = self._add(top, f"{sub.split(':', 1)[1]} ({n})", sub)
            items[ARCHIVE] = self._add(None, f"Archive ({len(snap.archived)})", ARCHIVE)
            self.expandAll()
            if self._key not in items:
                self._key = ALL
            self.setCurrentItem(items[self._key])
        finally:
            self.blockSignals(False)

    def choose(self, key: str) -> None:
        """Make the node with `key` the chosen one, quietly (the caller shows the list)."""
        self.blockSignals(True)
        try:
            for item in self._items():
                if item.data(0, KEY_ROLE) == key:
                    self._key = key
                    self.setCurrentItem(item)
        finally:
            self.blockSignals(False)

    def _items(self) -> list[QTreeWidgetItem]:
        out = []
        for i in range(self.topLevelItemCount()):
            top = self.topLevelItem(i)
            out += [top, *(top.child(j) for j in range(top.childCount()))]
        return out

    def _add(self, parent: QTreeWidgetItem | None, text: str, key: str) -> QTreeWidgetItem:
        item = QTreeWidgetItem([text])
        item.setData(0, KEY_ROLE, key)
        if parent is None:
            self.addTopLevelItem(item)
        else:
            parent.addChild(item)
        return item

    def _changed(self, current: QTreeWidgetItem | None, _previous: object) -> None:
        if current is None:
            return
        self._key = str(current.data(0, KEY_ROLE))
        self.selected.emit(self._key)
