"""The transcript, written into a QTextDocument: answers as Markdown, appended in place.

Answers go through Qt's own Markdown reader (`QTextDocument.setMarkdown`), so headings,
lists, tables and fences render natively and a fenced block keeps every space. While an
answer streams only that answer is rewritten, from where its body starts to the end of
the document: the cost of an update follows the answer, not the transcript, and what lies
above (a selection, the scroll position) is never touched; a selection inside the answer
is put back after each rewrite. Colours come from the palette (theme.muted,
theme.error_colour, theme.link_colour), so a dark palette reads as well as a light one.

The links in the transcript are what the view acts on: a fence's "Copy code" (its code
exactly as the model wrote it, see fences.py), a status line's chip (the note it names),
Retry under a failed last answer, and the reasoning fold.
"""

from __future__ import annotations

import bisect
import html
from typing import NamedTuple

from PySide6.QtCore import Qt
from PySide6.QtGui import (
    QColor,
    QPalette,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextDocumentFragment,
)
from PySide6.QtWidgets import QTextBrowser

from app.engine.streams.status_lines import STATUS_LINE
from app.ui.chat.conversation import ChatMessage
from app.ui.chat.fences import split_fences
from app.ui.theme import error_colour, link_colour, muted

REASONING_LINK = "reasoning:"
COPY_CODE_LINK = "copy-code:"
"""+ the fence's number in the transcript."""
NOTE_LINK = "note:"
"""+ `<message index>:<status line index>`: the note a status line names."""
RETRY_LINK = "retry:"
EMPTY_TEXT = "Ask something. Notes the model keeps show up in the Notes tab."
HEADER_GAP = 14


def split_status(text: str) -> tuple[str, list[str]]:
    """The answer's text and its trailing status lines (as the conductor appends them)."""
    lines = text.split("\n")
    status: list[str] = []
    while lines and (STATUS_LINE.match(lines[-1]) or (status and not lines[-1].strip())):
        line = lines.pop()
        if line.strip():
            status.insert(0, line)
    return "\n".join(lines).rstrip("\n"), status


def waiting_text(place: int) -> str:
    """What an answer with no text yet shows: its place in the engine's line while it
    waits (another request has the engine), else the ellipsis of a turn under way."""
    return f"waiting (position {place})" if place > 0 else "…"


def _span(text: str, colour: QColor, style: str = "") -> str:
    return f'<span style="color:{colour.name()};{style}">{html.escape(text)}</span>'


def _link(href: str, text: str, colour: QColor, style: str = "") -> str:
    return (f'<a href="{href}" style="color:{colour.name()}; text-decoration:none;{style}">'
            f"{html.escape(text)}</a>")


def _insert_markdown(cursor: QTextCursor, text: str, code_background: QColor) -> None:
    """Qt's Markdown at the cursor. Inserted text merges its first block into the block
    at the cursor, which would turn a leading heading into plain bold text; so the first
    block's own format is put back after the insert. Code blocks get the palette's
    alternate base, so a fence stands out in light and dark palettes alike."""
    parsed = QTextDocument()
    parsed.setMarkdown(text)
    start = cursor.position()
    cursor.insertFragment(QTextDocumentFragment(parsed))
    first = QTextCursor(cursor.document())
    first.setPosition(start)
    first.setBlockFormat(parsed.firstBlock().blockFormat())
    after = first.block().next()
    if (not first.block().text() and parsed.firstBlock().text() and after.isValid()
            and after.position() <= cursor.position()):
        # Text that opens with a list leaves the block it went into empty, as an extra
        # first item ("1." with nothing after it, then "2. one"): join it to the next.
        QTextCursor(after).deletePreviousChar()
    shade = QTextBlockFormat()
    shade.setBackground(code_background)
    block = first.block()
    while block.isValid() and block.position() <= cursor.position():
        if block.blockFormat().nonBreakableLines():
            QTextCursor(block).mergeBlockFormat(shade)
        block = block.next()


class Fence(NamedTuple):
    """Where a fenced block is drawn in the document, and its code as written."""

    start: int
    end: int
    code: str


class Transcript:
    """Writes a conversation into `browser`; remembers where each message and fence is."""

    def __init__(self, browser: QTextBrowser) -> None:
        self.browser = browser
        self._starts: list[int] = []
        self._fences: list[Fence] = []
        self._body_start = 0

    @property
    def document(self):  # type: ignore[no-untyped-def]
        return self.browser.document()

    def _palette(self) -> QPalette:
        return self.browser.palette()

    def show(self, messages: list[ChatMessage], expanded: set[int]) -> None:
        """Everything again: for opening a conversation, regenerate, edit, folding."""
        self.document.clear()
        self._starts.clear()
        self._fences.clear()
        if not messages:
            cursor = QTextCursor(self.document)
            block = QTextBlockFormat()
            block.setAlignment(Qt.AlignmentFlag.AlignCenter)
            block.setTopMargin(40)
            cursor.setBlockFormat(block)
            cursor.insertHtml(_span(EMPTY_TEXT, muted(self._palette())))
            return
        for index, msg in enumerate(messages):
            self.append(index, msg, index in expanded, last=index == len(messages) - 1)

    def append(self, index: int, msg: ChatMessage, expanded: bool = False,
               last: bool = True) -> None:
        """`last`: the message ends the conversation, so a failed answer offers Retry."""
        if not self._starts:
            self.document.clear()
        cursor = self._end()
        self._starts.append(cursor.position())
        block = QTextBlockFormat()
        block.setTopMargin(HEADER_GAP if index else 0)
        if index:
            cursor.insertBlock(block, QTextCharFormat())
        else:
            cursor.setBlockFormat(block)
        cursor.insertHtml(self._header(msg))
        self._body_start = cursor.position()
        self._write_body(cursor, index, msg, expanded, last)

    def update_last(self, msg: ChatMessage, expanded: bool = False) -> None:
        """Rewrite the last message's body only; the text above stays as it was, and a
        selection reaching into the body is put back (cut to the new length)."""
        shown = self.browser.textCursor()
        anchor, position = shown.anchor(), shown.position()
        self._fences = [f for f in self._fences if f.start < self._body_start]
        cursor = QTextCursor(self.document)
        cursor.beginEditBlock()
        cursor.setPosition(self._body_start)
        cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()
        self._write_body(cursor, len(self._starts) - 1, msg, expanded, last=True)
        cursor.endEditBlock()
        if max(anchor, position) > self._body_start:
            end = self._end().position()
            kept = QTextCursor(self.document)
            kept.setPosition(min(anchor, end))
            kept.setPosition(min(position, end), QTextCursor.MoveMode.KeepAnchor)
            self.browser.setTextCursor(kept)

    def message_at(self, position: int) -> int | None:
        """The index of the message shown at a document position."""
        index = bisect.bisect_right(self._starts, position) - 1
        return index if index >= 0 else None

    def code(self, number: int) -> str:
        """The code of the transcript's fence `number`, as the model wrote it."""
        return self._fences[number].code

    def code_at(self, position: int) -> str | None:
        """The code of the fence drawn at a document position, if one is."""
        for fence in self._fences:
            if fence.start <= position < fence.end:
                return fence.code
        return None

    def _end(self) -> QTextCursor:
        cursor = QTextCursor(self.document)
        cursor.movePosition(QTextCursor.MoveOperation.End)
        return cursor

    def _header(self, msg: ChatMessage) -> str:
        who = "You" if msg.role == "user" else (msg.model or "Tandem")
        return f"<b>{html.escape(who)}</b>"

    def _block(self, cursor: QTextCursor, top: int = 2) -> None:
        block = QTextBlockFormat()
        block.setTopMargin(top)
        cursor.insertBlock(block, QTextCharFormat())

    def _write_body(self, cursor: QTextCursor, index: int, msg: ChatMessage,
                    expanded: bool, last: bool) -> None:
        palette = self._palette()
        grey, link = muted(palette), link_colour(palette)
        if msg.reasoning:
            self._block(cursor)
            arrow = "▾" if expanded else "▸"
            cursor.insertHtml(_link(f"{REASONING_LINK}{index}",
                                    f"{arrow} reasoning ({len(msg.reasoning)} characters)",
                                    grey))
            if expanded:
                self._block(cursor)
                cursor.insertHtml(_span(msg.reasoning, grey, "font-size:small;"))
        body, status = split_status(msg.text) if msg.role == "assistant" else (msg.text, [])
        if body and msg.role == "assistant":
            self._write_markdown(cursor, body, palette, link)
        elif body:
            self._block(cursor)
            cursor.insertText(body)
        elif msg.streaming and not msg.reasoning:
            self._block(cursor)
            cursor.insertHtml(_span(waiting_text(msg.waiting), grey))
        chip = palette.color(QPalette.ColorRole.AlternateBase).name()
        for number, line in enumerate(status):
            self._block(cursor, top=6)
            cursor.insertHtml(_link(f"{NOTE_LINK}{index}:{number}", f"\u00a0{line}\u00a0",
                                    link, f"font-style:italic; background-color:{chip};"))
        if msg.stopped:
            self._block(cursor, top=4)
            cursor.insertHtml(_span("(stopped)", grey, "font-style:italic;"))
        if msg.error:
            self._block(cursor, top=4)
            cursor.insertHtml(_span(msg.error, error_colour(palette)))
            if last and not msg.streaming:
                cursor.insertHtml("&nbsp;&nbsp;" + _link(RETRY_LINK, "Retry", link,
                                                         "font-weight:600;"))

    def _write_markdown(self, cursor: QTextCursor, body: str, palette: QPalette,
                        link: QColor) -> None:
        """The answer's Markdown, with a "Copy code" link under each fence."""
        shade = palette.color(QPalette.ColorRole.AlternateBase)
        for piece in split_fences(body):
            self._block(cursor)
            start = cursor.position()
            _insert_markdown(cursor, piece.markdown, shade)
            if piece.code is None:
                continue
            self._fences.append(Fence(start, cursor.position(), piece.code))
            self._block(cursor, top=2)
            cursor.insertHtml(_link(f"{COPY_CODE_LINK}{len(self._fences) - 1}", "Copy code", link,
                                    "font-size:small;"))
