"""The `<tandem_memory>` block: where it is found in a stream, and what it asks for.

The stream side is a `TagStreamParser` with the think span first, so a block written inside
reasoning stays reasoning (spec 26.2; docs/ARCHITECTURE.md#note-writes). The parse side turns
one block's raw text into a `NoteWrite`, or says why it cannot; the conductor decides what to do
with either.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from app.engine.streams.tagstream import BLOCK, THINK, Span, TagStreamParser
from app.memory.types import OPS, NoteWrite

MAX_BLOCK_CHARS = 2000
MAX_BLOCKS_PER_ANSWER = 4
"""The fifth and later blocks of an answer go out as text (spec 26.2;
docs/ARCHITECTURE.md#note-writes)."""

MEMORY = Span(
    "<tandem_memory",
    "</tandem_memory>",
    BLOCK,
    captured=True,
    attributes=True,
    max_chars=MAX_BLOCK_CHARS,
)

_OPEN_TAG = re.compile(r"\A<tandem_memory(?P<attrs>[^>]*)>")
_ATTR = re.compile(r"""(\w+)\s*=\s*(?:"([^"]*)"|'([^']*)')""")
_HEADER = re.compile(r"\A(title|tags|reason)\s*:\s*(.*)\Z", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class BlockError:
    reason: str


def memory_stream_parser() -> TagStreamParser:
    return TagStreamParser((THINK, MEMORY))


def parse_block(raw: str, *, project_visible: bool) -> NoteWrite | BlockError:
    """Read one complete block. A project-scoped block without a project falls back to the
    session scope, as DESIGN.md's header table decides (docs/ARCHITECTURE.md#contracts)."""
    match = _OPEN_TAG.match(raw)
    if not match or not raw.endswith("</tandem_memory>"):
        return BlockError("not a complete block")
    attrs = {
        m[1].lower(): m[2] if m[2] is not None else m[3] for m in _ATTR.finditer(match["attrs"])
    }
    op = attrs.get("op", "add").lower()
    if op not in OPS:
        return BlockError(f"unknown op {op!r}")
    inner = raw[match.end() : -len("</tandem_memory>")].strip("\n")
    headers, body = _split_headers(inner)
    scope = attrs.get("scope", "user").lower()
    if scope == "project" and not project_visible:
        scope = "session"
    tags = [t.strip() for t in headers.get("tags", "").split(",") if t.strip()]
    note_id = attrs.get("id")
    if op in ("update", "archive") and not note_id:
        return BlockError(f"op {op} needs an id")
    reason = attrs.get("reason") or headers.get("reason")
    if op == "archive" and not (reason or body):
        return BlockError("op archive needs a reason")
    return NoteWrite(
        op=op,
        scope=scope,
        kind=attrs.get("kind", "reference").lower(),
        title=headers.get("title", ""),
        tags=tags,
        body=body,
        id=note_id,
        reason=reason or (body if op == "archive" else None),
    )


def _split_headers(inner: str) -> tuple[dict[str, str], str]:
    """`title:` and `tags:` lines, then a blank line, then the body."""
    headers: dict[str, str] = {}
    lines = inner.split("\n")
    i = 0
    while i < len(lines):
        m = _HEADER.match(lines[i].strip())
        if not m:
            break
        headers[m[1].lower()] = m[2].strip()
        i += 1
    if i < len(lines) and not lines[i].strip():
        i += 1
    return headers, "\n".join(lines[i:]).strip()
