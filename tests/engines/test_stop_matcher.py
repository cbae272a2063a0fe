"""Stop strings end the answer and never leak, however the text is chunked."""

from __future__ import annotations

from itertools import pairwise

from hypothesis import given
from hypothesis import strategies as st

from app.engine.engines.local.stops import StopMatcher


def feed_all(stops: list[str], chunks: list[str]) -> tuple[str, bool]:
    matcher = StopMatcher(stops)
    out = []
    for chunk in chunks:
        text, stopped = matcher.feed(chunk)
        out.append(text)
        if stopped:
            return "".join(out), True
    out.append(matcher.flush())
    return "".join(out), False


def split_at(text: str, cuts: list[int]) -> list[str]:
    points = sorted({min(c, len(text)) for c in cuts})
    edges = [0, *points, len(text)]
    return [text[a:b] for a, b in pairwise(edges)]


def test_stop_string_spanning_chunks_is_cut_and_not_shown() -> None:
    assert feed_all(["<|end|>"], ["Hello <", "|en", "d|> after"]) == ("Hello ", True)


def test_text_that_only_looks_like_a_stop_prefix_is_released() -> None:
    assert feed_all(["STOP"], ["ST", "ART and ST"]) == ("START and ST", False)


def test_earliest_of_several_stop_strings_wins() -> None:
    assert feed_all(["world", "lo w"], ["hello world"]) == ("hel", True)


def test_only_a_possible_stop_prefix_is_held_back() -> None:
    matcher = StopMatcher(["\n\nUser:"])
    assert matcher.feed("one two\n") == ("one two", False)
    assert matcher.feed("\nUs") == ("", False)
    assert matcher.feed("ual") == ("\n\nUsual", False)


def test_no_stop_strings_means_no_hold_back() -> None:
    assert StopMatcher([]).feed("<|") == ("<|", False)


@given(
    text=st.text(alphabet="ab<|>é☕ ", max_size=40),
    stop=st.text(alphabet="ab<|>é☕", min_size=1, max_size=4),
    cuts=st.lists(st.integers(min_value=0, max_value=40), max_size=6),
)
def test_every_chunking_gives_the_same_answer(text: str, stop: str, cuts: list[int]) -> None:
    at = text.find(stop)
    expected = (text, False) if at == -1 else (text[:at], True)
    assert feed_all([stop], split_at(text, cuts)) == expected
