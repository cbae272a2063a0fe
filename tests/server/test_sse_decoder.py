"""The SSE decoder gives the same events whatever the chunking of the bytes."""

from __future__ import annotations

from app.engine.streams.sse import SSEDecoder

STREAM = (
    'data: {"t": "héllo wörld 日本語 🎉"}\n\n'
    ": keep-alive comment\n\n"
    'event: message\ndata: {"t": "two"}\r\n\r\n'
    "data: line one\ndata: line two\n\n"
    "data: [DONE]\n\n"
).encode()

EXPECTED = ['{"t": "héllo wörld 日本語 🎉"}', '{"t": "two"}', "line one\nline two", "[DONE]"]


def decode(pieces: list[bytes]) -> list[str]:
    d = SSEDecoder()
    out: list[str] = []
    for p in pieces:
        out += d.feed(p)
    return out + d.finish()


def test_whole_stream_decodes_to_its_events():
    assert decode([STREAM]) == EXPECTED


def test_every_single_split_point_gives_the_same_events():
    for i in range(len(STREAM) + 1):
        assert decode([STREAM[:i], STREAM[i:]]) == EXPECTED, i


def test_one_byte_at_a_time_keeps_multibyte_characters_whole():
    assert decode([STREAM[i : i + 1] for i in range(len(STREAM))]) == EXPECTED


def test_every_two_split_points_inside_the_emoji_event():
    first = STREAM[: STREAM.index(b"\n\n") + 2]
    for i in range(len(first)):
        for j in range(i, len(first)):
            assert decode([first[:i], first[i:j], first[j:]]) == EXPECTED[:1]


def test_an_event_without_its_final_blank_line_comes_out_at_finish():
    assert decode([b"data: tail"]) == ["tail"]


def test_invalid_utf8_is_replaced_not_raised():
    assert decode([b"data: \xff\xfe\n\n"]) == ["\ufffd\ufffd"]
