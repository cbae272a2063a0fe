"""Sizes as a person reads them, for `tandem models` and the Models tab alike."""

from __future__ import annotations


def size_words(n: int | None, unit: str = "B") -> str:
    """1.2 GB, 135.0 M: decimal, as the Hub shows sizes."""
    if n is None:
        return "?"
    for scale, word in ((1e12, "T"), (1e9, "G"), (1e6, "M"), (1e3, "k")):
        if n >= scale:
            return f"{n / scale:.1f} {word}{unit}"
    return f"{n} {unit}".rstrip()
