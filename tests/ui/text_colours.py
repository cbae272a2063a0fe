"""Reading back what a rich-text view drew: its blocks, the colours of its text, and the
palettes (dark and light) the contrast tests draw on."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette, QTextBlock, QTextDocument

PALETTES = (("#1e1f22", "#dfe1e5", "#55585d"), ("#ffffff", "#1f1f1f", "#c8c8c8"))
"""(base, text, placeholder): a dark theme's and a light one's."""


def palette_of(base: str, text: str, placeholder: str) -> QPalette:
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Base, QColor(base))
    palette.setColor(QPalette.ColorRole.Text, QColor(text))
    palette.setColor(QPalette.ColorRole.PlaceholderText, QColor(placeholder))
    return palette


def blocks(doc: QTextDocument) -> Iterator[QTextBlock]:
    block = doc.firstBlock()
    while block.isValid():
        yield block
        block = block.next()


def foregrounds(doc: QTextDocument) -> list[QColor]:
    """Every colour text was given explicitly (text in the palette's own colour has none)."""
    found = []
    for block in blocks(doc):
        it = block.begin()
        while not it.atEnd():
            fmt = it.fragment().charFormat()
            if fmt.foreground().style() != Qt.BrushStyle.NoBrush:
                found.append(fmt.foreground().color())
            it += 1
    return found
