"""What the engine was sent for one message, kept as the difference from what the client sent.

The session store must not keep what it need not (issue 12, item 4): the text a client
sends back every turn, or a memory block the secret refusal turned away (it went out as
visible text, so the client holds it). What prefix stability needs on top of the client's
message is only what Tandem added: the card, the index and the notes it injected, the
held-back blocks it took, the reasoning the client does not send back, and the exact
whitespace around the text (clients trim it; the hash ignores it). A `Splice` holds just
that: insertions into the client's trimmed text, or, for content parts, extra text parts
at part positions, so an image part stays where the client put it.
"""

from __future__ import annotations

import json
from typing import Any

Splice = tuple[tuple[int, str], ...]
"""(offset, text) insertions in offset order. Text content: a character offset into the
client's stripped text. Content parts: a part index; each text becomes a text part."""

Content = str | list[dict[str, Any]] | None


def content_key(content: Content) -> str:
    """The text a message's hash and a derived session id cover: parts as canonical JSON,
    so two messages with the same text but another image are two messages."""
    if isinstance(content, list):
        return json.dumps(content, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return content or ""


def apply(content: Content, splice: Splice) -> Content:
    """The engine's content for a client message whose hash matched the recorded one.

    Text is rebuilt from its stripped form even with nothing to insert: its whitespace
    was recorded as insertions, and a client that trimmed it must not change the prompt."""
    if not splice and not isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = list(content)
        for offset, text in reversed(splice):
            parts.insert(offset, {"type": "text", "text": text})
        return parts
    core = (content or "").strip()
    out: list[str] = []
    pos = 0
    for offset, text in splice:
        out += (core[pos:offset], text)
        pos = offset
    out.append(core[pos:])
    return "".join(out)


def wrap(content: Content, before: str = "", after: str = "") -> tuple[Content, Splice]:
    """`content` with injected text at its head and tail, and the splice that rebuilds it.

    Text gets `before` and `after` joined by a blank line; parts get them as text parts
    of their own (first and last), never flattening what the backend can take.
    """
    if isinstance(content, list):
        ins = [(0, before)] if before else []
        if after:
            ins.append((len(content), after))
        return apply(content, tuple(ins)), tuple(ins)
    text = content or ""
    if before and text:
        before += "\n\n"
    if after and text:
        after = "\n\n" + after
    engine = before + text + after
    if content is None and not engine:
        return None, ()
    return engine, of_segments([(False, before), (True, text), (False, after)])


def of_segments(segments: list[tuple[bool, str]]) -> Splice:
    """The splice of text made of (visible to the client?, text) segments, in order."""
    visible = "".join(text for shown, text in segments if shown)
    lead = len(visible) - len(visible.lstrip())
    core_len = len(visible.strip())
    ins: list[tuple[int, str]] = []

    def insert(at: int, text: str) -> None:
        at = min(max(at - lead, 0), core_len)
        if ins and ins[-1][0] == at:
            ins[-1] = (at, ins[-1][1] + text)
        elif text:
            ins.append((at, text))

    pos = 0  # offset into `visible`
    for shown, text in segments:
        if not text:
            continue
        if not shown:
            insert(pos, text)
            continue
        end = pos + len(text)
        head = max(0, min(end, lead) - pos)  # characters of leading whitespace
        tail_from = max(pos, lead + core_len)  # trailing whitespace starts here
        if head:
            insert(pos, text[:head])
        if tail_from < end:
            insert(tail_from, text[tail_from - pos:])
        pos = end
    return tuple(ins)


def of_answer(raw: str, pieces: list[tuple[str, str]]) -> Splice:
    """The splice of an answer, from the raw text the model wrote and the parser's pieces
    in order: ("shown", text) the client saw, ("held", text) kept back from it (reasoning,
    taken blocks), ("drop", text) neither shown nor kept. Whatever lies between the
    pieces in `raw` (the reasoning's own tags) is held too."""
    segments: list[tuple[bool, str]] = []
    pos = 0
    for kind, text in pieces:
        at = raw.find(text, pos)
        if at < 0:  # not the raw text's own piece: record nothing rather than a guess
            return ()
        if at > pos:
            segments.append((False, raw[pos:at]))
        if kind != "drop":
            segments.append((kind == "shown", text))
        pos = at + len(text)
    segments.append((False, raw[pos:]))
    return of_segments(segments)
