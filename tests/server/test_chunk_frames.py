"""A text chunk's fast frame is byte for byte the frame of the whole chunk, for any text."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from app.engine.engines.base import Finish, TextDelta
from app.engine.http.wire import ChunkShaper
from app.engine.streams.sse import frame


@given(st.lists(st.text(), min_size=1, max_size=8))
def test_fast_text_frames_equal_the_whole_chunk_frames(texts: list[str]) -> None:
    fast, slow = ChunkShaper("chatcmpl-1", "m/ü", 7), ChunkShaper("chatcmpl-1", "m/ü", 7)
    for text in [*texts, None]:
        delta = Finish("stop") if text is None else TextDelta(text)
        chunk = slow.chunk(delta)
        assert fast.frame(delta) == (None if chunk is None else frame(chunk))
