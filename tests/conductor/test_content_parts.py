"""Content parts (text and images) with memory on, through the relay: every part stays in
place and in order, the notes come as text parts of their own, and the body the backend
receives is exactly that (issue 12, item 1)."""

from __future__ import annotations

import pytest
from memory_relay import MODEL, USER, MemoryRelay
from samples import ANSWER, BLOCK
from test_memory_e2e import play_answer, seed_note, stream_text

from app.memory.types import Visibility

IMAGE = {"type": "image_url", "image_url": {"url": "data:image/png;base64,iVBORw0KGgo="}}
PARTS = [
    {"type": "text", "text": "the build fails on node 18, see the screenshot"},
    IMAGE,
    {"type": "text", "text": "what now?"},
]
SESSION = {"X-Tandem-Session": "parts-chat"}


def head_of(relay: MemoryRelay) -> str:
    """The card and the index, as a new session of alice's opens with them."""
    index = relay.notes.index_block(Visibility(user=USER))
    return "\n\n".join(p for p in (relay.notes.memory_card(), index) if p)


def notes_part(part: dict) -> str:
    assert part["type"] == "text"
    text = part["text"]
    assert text.startswith("<tandem_notes>\n") and text.endswith("\n</tandem_notes>")
    return text


@pytest.mark.parametrize("headers", [{}, SESSION], ids=["derived session", "session header"])
async def test_parts_keep_their_place_and_the_notes_come_as_a_text_part(memory_relay, headers):
    relay = memory_relay
    await seed_note(relay)
    play_answer(relay, "Use node 20.")
    messages = [{"role": "system", "content": "You help with builds."},
                {"role": "user", "content": PARTS}]
    assert await stream_text(relay, messages, **headers) == "Use node 20."
    body = relay.upstream.received[-1].body
    assert body["model"] == MODEL.split("/", 1)[1]
    system, user = body["messages"]
    assert system == {"role": "system", "content": head_of(relay) + "\n\nYou help with builds."}
    assert user["role"] == "user" and user["content"][:3] == PARTS
    assert len(user["content"]) == 4
    assert "the build needs node 20" in notes_part(user["content"][3])


async def test_a_system_message_of_parts_gets_the_card_as_its_first_part(memory_relay):
    relay = memory_relay
    play_answer(relay, "ok")
    system = [{"type": "text", "text": "You help with builds."}]
    await stream_text(relay, [{"role": "system", "content": system},
                              {"role": "user", "content": PARTS}], **SESSION)
    sent_system, sent_user = relay.sent()
    assert sent_system["content"] == [{"type": "text", "text": head_of(relay)}, *system]
    assert sent_user["content"][:3] == PARTS and len(sent_user["content"]) == 4
    notes_part(sent_user["content"][3])  # the script hint, on the session's first turn


@pytest.mark.parametrize("headers", [{}, SESSION], ids=["derived session", "session header"])
async def test_turn_two_with_parts_begins_with_turn_one_prompt_and_answer(memory_relay, headers):
    relay = memory_relay
    play_answer(relay, ANSWER + BLOCK)
    first = [{"role": "user", "content": PARTS}]
    shown = await stream_text(relay, first, **headers)
    turn_one = relay.sent()
    play_answer(relay, "ok")
    second = [*first, {"role": "assistant", "content": shown},
              {"role": "user", "content": [{"type": "text", "text": "and now?"}, IMAGE]}]
    await stream_text(relay, second, **headers)
    turn_two = relay.sent()
    assert turn_two[0] == turn_one[0]
    assert turn_two[1] == {"role": "assistant", "content": ANSWER + BLOCK}
    assert turn_two[2]["content"][:2] == second[2]["content"]
