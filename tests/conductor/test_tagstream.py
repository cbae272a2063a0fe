"""The tag stream parser: every chunking of the same text gives the same events."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine.conductor.memblock import memory_stream_parser as memory_parser
from app.engine.streams.tagstream import BLOCK, CONTENT, REASONING, think_parser

BLOCK_TEXT = (
    '<tandem_memory op="add" scope="user" kind="rule">\ntitle: tabs\n\nUse tabs.\n</tandem_memory>'
)


def run(parser, chunks: list[str]) -> list[tuple[str, str]]:
    events = []
    for chunk in chunks:
        events.extend(parser.feed(chunk))
    events.extend(parser.finish())
    return normalise(events)


def normalise(events):
    out: list[tuple[str, str]] = []
    for channel, text in events:
        if out and out[-1][0] == channel and channel != BLOCK:
            out[-1] = (channel, out[-1][1] + text)
        else:
            out.append((channel, text))
    return out


def split_at(text: str, cuts: list[int]) -> list[str]:
    points = sorted({c % (len(text) + 1) for c in cuts})
    pieces, last = [], 0
    for p in points:
        pieces.append(text[last:p])
        last = p
    pieces.append(text[last:])
    return pieces


def test_plain_text_passes_straight_through():
    parser = memory_parser()
    assert parser.feed("hello world") == [(CONTENT, "hello world")]
    assert parser.finish() == []


def test_think_section_becomes_reasoning():
    assert run(think_parser(), ["<think>plan</think>Answer"]) == [
        (REASONING, "plan"),
        (CONTENT, "Answer"),
    ]


def test_memory_block_is_one_event_with_its_raw_text():
    events = run(memory_parser(), ["Sure.\n\n", BLOCK_TEXT, "\nBye"])
    assert events == [(CONTENT, "Sure.\n\n"), (BLOCK, BLOCK_TEXT), (CONTENT, "\nBye")]


def test_block_inside_reasoning_is_left_alone():
    text = f"<think>maybe {BLOCK_TEXT}</think>done"
    assert run(memory_parser(), [text]) == [(REASONING, f"maybe {BLOCK_TEXT}"), (CONTENT, "done")]


def test_unclosed_block_goes_out_as_the_text_it_was():
    text = 'a <tandem_memory op="add" scope="user" kind="rule">\ntitle: x\n\nbody'
    assert run(memory_parser(), [text]) == [(CONTENT, text)]


def test_block_over_2000_chars_goes_out_as_text():
    body = "word " * 500
    head = '<tandem_memory op="add" scope="user" kind="gotcha">'
    text = f"{head}\ntitle: t\n\n{body}</tandem_memory>"
    assert run(memory_parser(), [text]) == [(CONTENT, text)]
    assert run(memory_parser(), list(text)) == [(CONTENT, text)]


def test_lookalike_tag_is_text():
    text = "<tandem_memoryx> and <thinking> and a < b"
    assert run(memory_parser(), [text]) == [(CONTENT, text)]


def test_holds_back_only_a_possible_tag_prefix():
    parser = memory_parser()
    assert parser.feed("abc <tan") == [(CONTENT, "abc ")]
    assert parser.feed("go") == [(CONTENT, "<tango")]


SAMPLES = [
    f"Hi there.\n\n{BLOCK_TEXT}",
    f"<think>I should {BLOCK_TEXT} note</think>Done. {BLOCK_TEXT} {BLOCK_TEXT}",
    "<think>unfinished reasoning <tandem_mem",
    'naïve café ☕ <tandem_memory op="add" scope="user" kind="rule">\ntitle: é\n\n日本'
    "</tandem_memory>",
    "a<b<c<<think></think><</tandem_memory>",
    '<tandem_memory op="add" ' + "x" * 500 + ">body</tandem_memory>",
]


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(SAMPLES), st.lists(st.integers(min_value=0, max_value=10_000), max_size=12))
def test_every_chunking_gives_the_same_events(text, cuts):
    assert run(memory_parser(), split_at(text, cuts)) == run(memory_parser(), [text])


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="<>/tandem_oryhik é☕", max_size=80), st.lists(st.integers(0, 100)))
def test_arbitrary_text_is_never_lost(text, cuts):
    events = run(memory_parser(), split_at(text, cuts))
    assert events == run(memory_parser(), [text])
    rebuilt = "".join(t if ch != REASONING else f"<think>{t}</think>" for ch, t in events)
    # Nothing vanishes except the think tags themselves.
    assert rebuilt.replace("<think>", "").replace("</think>", "") == text.replace(
        "<think>", ""
    ).replace("</think>", "")
