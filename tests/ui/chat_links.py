"""Clicking the transcript's links as a person would: find the anchor, scroll to it, click."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QTextCursor

from app.ui.chat.view import ChatView


def anchor_span(view: ChatView, href: str) -> tuple[int, int]:
    """(start, end) document positions of the text linked to `href`."""
    block = view.transcript.document().firstBlock()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.charFormat().anchorHref() == href:
                return fragment.position(), fragment.position() + fragment.length()
            it += 1
        block = block.next()
    raise AssertionError(f"no link to {href}")


def point_at(view: ChatView, position: int) -> QPoint:
    """The viewport point of a document position, scrolled into view."""
    cursor = QTextCursor(view.transcript.document())
    cursor.setPosition(position)
    view.transcript.setTextCursor(cursor)
    view.transcript.ensureCursorVisible()
    return view.transcript.cursorRect(cursor).center()


def click_link(qtbot, view: ChatView, href: str) -> None:  # type: ignore[no-untyped-def]
    start, end = anchor_span(view, href)
    point = point_at(view, (start + end) // 2)
    assert view.transcript.anchorAt(point) == href
    qtbot.mouseClick(view.transcript.viewport(), Qt.MouseButton.LeftButton, pos=point)


def links(view: ChatView) -> list[str]:
    """Every link in the transcript, in order."""
    found: list[str] = []
    block = view.transcript.document().firstBlock()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            href = it.fragment().charFormat().anchorHref()
            if href and (not found or found[-1] != href):
                found.append(href)
            it += 1
        block = block.next()
    return found
