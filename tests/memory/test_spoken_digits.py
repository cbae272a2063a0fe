"""A dictated code is read as the digits it names, and a hit maps back to its words."""

from __future__ import annotations

from app.memory.secrets import find_secrets
from app.memory.spoken_digits import read_spoken_digits


def test_a_run_of_spoken_digits_reads_as_digits_with_each_digit_mapped_to_its_word() -> None:
    text = "shed lock five seven double six ok"
    read = read_spoken_digits(text)
    assert read is not None
    written, starts, ends = read
    assert written == "shed lock 5766 ok"
    at = written.index("5766")
    assert text[starts[at]:ends[at + 3]] == "five seven double six"


def test_fewer_than_four_digits_and_words_that_hold_a_digit_word_are_left_alone() -> None:
    assert read_spoken_digits("call nine one one, or two or three of us") is None
    assert read_spoken_digits("someone tone phone alone") is None


def test_a_dictated_pin_is_found_and_reported_over_its_words() -> None:
    text = "the garage keypad is four one oh nine"
    hits = find_secrets(text)
    assert [text[h.start:h.end] for h in hits] == ["four one oh nine"]
