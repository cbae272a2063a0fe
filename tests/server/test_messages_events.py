"""The Messages event shaper on its own: any run of deltas gives a well-formed stream, and
the non-streaming message folded from it holds exactly what the deltas said."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine.engines.base import (
    Finish,
    ReasoningDelta,
    StatusText,
    TextDelta,
    ToolCallDelta,
    Usage,
)
from app.engine.http.anthropic.wire import MessageAssembler, MessageEvents

words = st.text(max_size=6)
deltas = st.lists(st.one_of(
    words.map(TextDelta), words.map(ReasoningDelta),
    st.builds(ToolCallDelta, index=st.integers(0, 2), arguments=st.sampled_from(
        ["", "{", '"a": 1', "}"]), name=st.sampled_from([None, "f"]))), max_size=12)


def run(ds, thinking=True, status=""):
    shaper = MessageEvents("msg_1", "claude-x", thinking=thinking)
    events = shaper.start()
    for d in [*ds, *([StatusText(status)] if status else []), Finish("stop"), Usage(9, 4, 2)]:
        events += shaper.feed(d)
    return events + shaper.end()


@settings(max_examples=300, deadline=None)
@given(ds=deltas, thinking=st.booleans(), status=st.sampled_from(["", "\n\n› remembered: t"]))
def test_any_deltas_make_a_well_formed_stream(ds, thinking, status):
    events = run(ds, thinking, status)
    kinds = [e["type"] for e in events]
    assert kinds[:2] == ["message_start", "ping"] and kinds[-2:] == ["message_delta",
                                                                     "message_stop"]
    open_index, next_index = None, 0
    for e in events[2:-2]:
        if e["type"] == "content_block_start":
            assert open_index is None and e["index"] == next_index
            open_index, next_index = e["index"], next_index + 1
        elif e["type"] == "content_block_delta":
            assert e["index"] == open_index
        else:
            assert e["type"] == "content_block_stop" and e["index"] == open_index
            open_index = None
    assert open_index is None
    json.dumps(events)  # every event is plain JSON


@settings(max_examples=300, deadline=None)
@given(ds=deltas, status=st.sampled_from(["", "\n\n› remembered: t"]))
def test_the_folded_message_holds_what_the_deltas_said(ds, status):
    answer = MessageAssembler()
    for event in run(ds, True, status):
        answer.add(event)
    message = answer.message
    text = "".join(b["text"] for b in message["content"] if b["type"] == "text")
    said = "".join(d.text for d in ds if type(d) is TextDelta)
    opened = [d for d in ds if isinstance(d, ToolCallDelta) or d.text]  # each opens or goes on
    if status and opened and type(opened[-1]) is TextDelta:
        assert text == said + status  # the status paragraph ends the answer's text block
    elif status:
        assert message["content"][-1] == {"type": "text", "text": status.lstrip("\n")}
    else:
        assert text == said
    thought = "".join(b["thinking"] for b in message["content"] if b["type"] == "thinking")
    assert thought == "".join(d.text for d in ds if isinstance(d, ReasoningDelta))
    calls = [b for b in message["content"] if b["type"] == "tool_use"]
    assert message["stop_reason"] == ("tool_use" if calls else "end_turn")
    assert message["usage"] == {"input_tokens": 7, "output_tokens": 4,
                                "cache_read_input_tokens": 2, "cache_creation_input_tokens": 0}
