"""An answer's Markdown cut at its fenced code blocks, each fence with its code as written.

Qt's Markdown reader draws a fence well, but it turns a leading tab into spaces and gives
two adjacent fences as one run of code lines; copied from the document, such code would
not be what the model wrote. So the code a person copies comes from the source: the
answer is cut into Markdown text and fences, following CommonMark's rules for a fence
(up to 3 spaces, then at least three backticks or tildes; closed by a line of the same
character at least as long; up to the opener's indentation removed from each code line;
a fence not closed yet runs to the end, as one does while it streams).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_OPEN = re.compile(r"^( {0,3})(`{3,}|~{3,})(.*)$")


@dataclass(frozen=True, slots=True)
class Piece:
    """Markdown to render; for a fence, also `code`: its lines exactly, without fences."""

    markdown: str
    code: str | None = None


def _closes(line: str, fence: str) -> bool:
    stripped = line.strip(" \t")
    return (len(line) - len(line.lstrip(" ")) <= 3 and len(stripped) >= len(fence)
            and set(stripped) == {fence[0]})


def _dedent(line: str, indent: int) -> str:
    spaces = len(line) - len(line.lstrip(" "))
    return line[min(spaces, indent):]


def split_fences(text: str) -> list[Piece]:
    """Text and fences in order; text between two fences that is only blank is left out."""
    pieces: list[Piece] = []
    prose: list[str] = []
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        opened = _OPEN.match(lines[i])
        if opened is None or (opened[2][0] == "`" and "`" in opened[3]):
            prose.append(lines[i])
            i += 1
            continue
        if "\n".join(prose).strip():
            pieces.append(Piece("\n".join(prose)))
        prose = []
        indent, fence = len(opened[1]), opened[2]
        end = i + 1
        while end < len(lines) and not _closes(lines[end], fence):
            end += 1
        code = [_dedent(line, indent) for line in lines[i + 1:end]]
        pieces.append(Piece("\n".join(lines[i:end + 1]), "\n".join(code)))
        i = end + 1
    if "\n".join(prose).strip():
        pieces.append(Piece("\n".join(prose)))
    return pieces
