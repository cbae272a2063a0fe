"""Digits said as words, as speech-to-text writes a dictated code ("five two eight three
then hash", "seven double six"), read back as the digits they name: a PIN spoken into a
phone is as much a secret as one typed, and the rules read digits."""

from __future__ import annotations

import re

_VALUES = {"zero": "0", "oh": "0", "o": "0", "one": "1", "two": "2", "three": "3",
           "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8", "nine": "9",
           "niner": "9"}
_WORD = "|".join(sorted(_VALUES, key=len, reverse=True))  # "one" before "o"
_TOKEN = rf"(?:(?P<times>double|triple)[ -])?(?P<digit>{_WORD})\b"
_TOKEN_PARTS = re.compile(rf"(?i)\b{_TOKEN}")
_UNNAMED = re.sub(r"\(\?P<\w+>", "(?:", _TOKEN)  # a run repeats the token: no names twice
# Words in a run, apart only by spaces, commas or hyphens: "four four one six oh double two"
_RUN = re.compile(rf"(?i)\b{_UNNAMED}(?:[ ,-]+{_UNNAMED})+\b")
_FEWEST = 4  # fewer are an amount or a time ("two or three", "nine one one")


def read_spoken_digits(text: str) -> tuple[str, list[int], list[int]] | None:
    """`text` with each run of four spoken digits or more written as digits, and for each of
    its characters where the source's span starts and ends; None where there is no run."""
    out: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    done = 0
    for run in _RUN.finditer(text):
        tokens = [(m.start(), m.end(), _VALUES[m["digit"].lower()] * (
            {"double": 2, "triple": 3}.get((m["times"] or "").lower(), 1)))
            for m in _TOKEN_PARTS.finditer(text, run.start(), run.end())]
        if sum(len(digits) for *_, digits in tokens) < _FEWEST:
            continue
        _copy(text, done, run.start(), out, starts, ends)
        for start, end, digits in tokens:
            out.extend(digits)
            starts.extend([start] * len(digits))
            ends.extend([end] * len(digits))
        done = run.end()
    if not out:
        return None
    _copy(text, done, len(text), out, starts, ends)
    return "".join(out), starts, ends


def _copy(text: str, start: int, end: int, out: list[str], starts: list[int],
          ends: list[int]) -> None:
    out.extend(text[start:end])
    starts.extend(range(start, end))
    ends.extend(range(start + 1, end + 1))
