"""How the Models tab writes sizes and fits: one place, so both tables read alike."""

from __future__ import annotations

from app.engine.models.header import machine_memory
from app.engine.models.words import size_words

TOO_LARGE = "more than this machine's memory"


def memory_words(needed: int) -> str:
    """The memory a model needs, marked when the machine has less."""
    total = machine_memory()
    text = size_words(needed)
    return f"{text} ({TOO_LARGE})" if total is not None and needed > total else text
