"""A message cut into sentences, so a request in the middle of a long one is found alone.

The classifier decides per sentence: "I had a long day. Anyway, log this for me: the
plumber comes at 10. Now, about my cron job…" holds one request among three sentences,
and the fact is in the one that asks. Code blocks and very long sentences (a pasted
article, a stack trace) are not requests, and skipping them keeps the decision fast.
"""

from __future__ import annotations

import re

MAX_SENTENCE_CHARS = 400
MAX_SENTENCES = 24
"""At most this many are read: the first and last halves, where people put requests."""

_FENCE = re.compile(r"```.*?(?:```|\Z)", re.S)
_BREAK = re.compile(r"(?<=[.!?…])\s+|\s*\n\s*")
_ABBREVIATION = re.compile(
    r"(?i)(?:^|\s)(?:dr|mr|mrs|ms|st|prof|vs|etc|e\.g|i\.e|z\.b|bzw|ca|nr|no|sr|sra|mme|m"
    r"|(?<![\d.])\d{1,2})\.$"
)
"""A piece that ends like this goes on in the next ("Dr. Alvarez", "am 3. März")."""


def sentences(message: str) -> list[str]:
    """The message's sentences in order, without code blocks, stripped."""
    pieces: list[str] = []
    for piece in _BREAK.split(_FENCE.sub("\n", message)):
        piece = piece.strip()
        if not piece:
            continue
        if pieces and _ABBREVIATION.search(pieces[-1]):
            pieces[-1] = f"{pieces[-1]} {piece}"
        else:
            pieces.append(piece)
    kept = [p for p in pieces if len(p) <= MAX_SENTENCE_CHARS]
    if len(kept) > MAX_SENTENCES:
        half = MAX_SENTENCES // 2
        kept = kept[:half] + kept[-half:]
    return kept
