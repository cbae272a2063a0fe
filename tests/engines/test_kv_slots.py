"""Interleaved conversations keep their prefix: saved KV states come back when they pay."""

from __future__ import annotations

import numpy as np
from engine_helpers import MODEL

from app.engine.engines.base import GenerationRequest
from app.engine.engines.local.kv_slots import MIN_GAIN_TOKENS, KvSlots

LONG = (
    "You are the release assistant for a small team. The desktop app ships every Friday; "
    "the build uses node 20 and the tests run with pytest on two cores. "
)


def tokens(*values: int) -> np.ndarray:
    return np.asarray(values, dtype=np.intc)


def test_best_slot_needs_a_clearly_longer_prefix_than_the_live_cache():
    slots = KvSlots()
    slots.put(np.arange(100, dtype=np.intc), b"state")
    wanted = np.arange(120, dtype=np.intc)
    assert slots.best(wanted, current=0) is not None
    assert slots.best(wanted, current=100 - MIN_GAIN_TOKENS + 1) is None


def test_a_state_that_extends_a_slot_replaces_it_and_the_budget_is_kept():
    slots = KvSlots(budget_bytes=10)
    slots.put(tokens(1, 2, 3), b"aaaa")
    slots.put(tokens(1, 2, 3, 4, 5), b"bbbb")
    assert len(slots) == 1
    slots.put(tokens(9, 9), b"cccc")
    slots.put(tokens(8, 8), b"dddd")
    assert len(slots) == 2  # 12 bytes would exceed the budget of 10
    assert not slots.fits(6)


async def test_an_interleaved_conversation_finds_its_prefix_again(run) -> None:
    first = {"role": "user", "content": LONG + "When does the app ship?"}
    a1 = await run(GenerationRequest(MODEL, [first], max_tokens=8, temperature=0))
    other = {"role": "user", "content": "Name three colours of the rainbow, please."}
    await run(GenerationRequest(MODEL, [other], max_tokens=8, temperature=0))
    history = [first, {"role": "assistant", "content": a1.text},
               {"role": "user", "content": "And which node version?"}]
    a2 = await run(GenerationRequest(MODEL, history, max_tokens=4, temperature=0))
    assert a2.usage.cached_tokens >= a1.usage.prompt_tokens


def test_states_are_bounded_by_bytes_not_by_a_count():
    slots = KvSlots(budget_bytes=100)
    for i in range(10):
        slots.put(tokens(i, i), b"0123456789")
    assert len(slots) == 10
    slots.put(tokens(99), b"x")
    assert len(slots) == 10 and slots.used_bytes <= 100


def test_the_least_recently_used_state_goes_first():
    slots = KvSlots(budget_bytes=30)
    a, b, c = (np.arange(start, start + 40, dtype=np.intc) for start in (0, 1000, 2000))
    for t in (a, b, c):
        slots.put(t, b"0123456789")
    assert slots.best(a, current=0) is not None  # a is used again: b is now the oldest
    slots.put(tokens(7, 7), b"0123456789")
    assert slots.best(b, current=0) is None
    assert slots.best(a, current=0) is not None and slots.best(c, current=0) is not None


def side_request(i: int) -> dict:
    return {"role": "user", "content": f"### Task: give chat {i} a short title of {i} words."}


async def test_two_interleaved_chats_keep_their_prefix_across_a_third_clients_requests(run):
    chats = [
        {"role": "user", "content": LONG + "When does the app ship?"},
        {"role": "user", "content": "You review pull requests for a compiler written in Rust; "
                                    "be brief and cite the file. Is unsafe allowed in lexer.rs?"},
    ]
    firsts = []
    for i, first in enumerate(chats):
        firsts.append(await run(GenerationRequest(MODEL, [first], max_tokens=6, temperature=0)))
        for j in range(3):  # Open WebUI's title, tags and follow-ups after each chat turn
            await run(GenerationRequest(MODEL, [side_request(3 * i + j)], max_tokens=2,
                                        temperature=0))
    for first, answer in zip(chats, firsts, strict=True):
        history = [first, {"role": "assistant", "content": answer.text},
                   {"role": "user", "content": "Thanks, and then?"}]
        again = await run(GenerationRequest(MODEL, history, max_tokens=2, temperature=0))
        assert again.usage.cached_tokens >= answer.usage.prompt_tokens
