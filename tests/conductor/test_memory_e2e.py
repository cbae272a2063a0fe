"""Spec 26.2 and 26.3 end to end: the openai SDK, Tandem, and a scripted upstream."""

from __future__ import annotations

import sqlite3
import stat

import pytest
from memory_relay import MODEL, USER, MemoryRelay
from samples import ANSWER, BLOCK, STATUS
from upstream import Script, split_every, stream_of


async def stream_text(relay: MemoryRelay, messages: list[dict], **headers: str) -> str:
    client = relay.client(**headers)
    parts = []
    stream = await client.chat.completions.create(model=MODEL, messages=messages, stream=True)
    async for chunk in stream:
        if chunk.choices and chunk.choices[0].delta.content:
            parts.append(chunk.choices[0].delta.content)
    return "".join(parts)


def play_answer(relay: MemoryRelay, text: str, every: int = 7) -> None:
    relay.upstream.play(Script(split_every(stream_of(text), every)))


def user_notes(relay: MemoryRelay):
    return relay.notes.list_notes(USER)


async def test_block_split_across_chunks_is_held_back_and_stored(memory_relay):
    play_answer(memory_relay, ANSWER + BLOCK, every=5)
    text = await stream_text(memory_relay, [{"role": "user", "content": "which node for build?"}])
    assert text == ANSWER + STATUS
    [note] = user_notes(memory_relay)
    assert note.title == "the build needs node 20"
    assert note.status == "provisional" and note.source == "model"
    assert stat.S_IMODE(note.path.stat().st_mode) == 0o600


async def test_non_streaming_answer_has_the_same_text(memory_relay):
    play_answer(memory_relay, ANSWER + BLOCK)
    client = memory_relay.client()
    resp = await client.chat.completions.create(
        model=MODEL, messages=[{"role": "user", "content": "which node for build?"}]
    )
    assert resp.choices[0].message.content == ANSWER + STATUS


async def seed_note(relay: MemoryRelay) -> None:
    play_answer(relay, ANSWER + BLOCK)
    await stream_text(relay, [{"role": "user", "content": "which node for build?"}])


async def test_a_new_session_sharing_words_gets_the_note(memory_relay):
    await seed_note(memory_relay)
    play_answer(memory_relay, "ok")
    await stream_text(memory_relay, [{"role": "user", "content": "the build fails on node 18"}])
    last = memory_relay.sent()[-1]["content"]
    assert "<tandem_notes>" in last
    assert "unexpected token" in last


async def test_a_new_session_sharing_no_words_does_not(memory_relay):
    await seed_note(memory_relay)
    play_answer(memory_relay, "ok")
    await stream_text(memory_relay, [{"role": "user", "content": "tell me about penguins"}])
    assert "unexpected token" not in memory_relay.sent()[-1]["content"]


async def test_memory_off_reads_nothing_writes_nothing_and_sends_no_card(memory_relay):
    await seed_note(memory_relay)
    play_answer(memory_relay, ANSWER + BLOCK.replace("node 20", "node 22"))
    text = await stream_text(
        memory_relay, [{"role": "user", "content": "the build fails on node 18"}],
        **{"X-Tandem-Memory": "off"},
    )
    assert text == ANSWER + BLOCK.replace("node 20", "node 22")
    sent = memory_relay.sent()
    assert sent == [{"role": "user", "content": "the build fails on node 18"}]
    assert [n.title for n in user_notes(memory_relay)] == ["the build needs node 20"]
    rows = memory_relay.notes.ledger.rows("memory_off")
    assert rows and rows[0]["fields"]["reason"] == "X-Tandem-Memory: off"
    assert rows[0]["user"] == USER  # so the Notes tab's journal of that user shows it


async def test_memory_read_injects_notes_but_drops_blocks(memory_relay):
    await seed_note(memory_relay)
    play_answer(memory_relay, "Node 20." + BLOCK.replace("node 20", "node 22"))
    text = await stream_text(
        memory_relay, [{"role": "user", "content": "the build fails on node 18"}],
        **{"X-Tandem-Memory": "read"},
    )
    assert text == "Node 20."
    assert "unexpected token" in memory_relay.sent()[-1]["content"]
    assert [n.title for n in user_notes(memory_relay)] == ["the build needs node 20"]


async def test_plain_profile_has_memory_off(memory_relay):
    play_answer(memory_relay, ANSWER + BLOCK)
    text = await stream_text(memory_relay, [{"role": "user", "content": "hi"}],
                             **{"X-Tandem-Profile": "plain"})
    assert text == ANSWER + BLOCK
    assert user_notes(memory_relay) == []


async def test_a_refused_block_goes_out_as_the_text_it_was(memory_relay):
    secret_block = BLOCK.replace(
        "npm run build fails on node 18 with an unexpected token error.",
        "the deploy key is AKIAIOSFODNN7EXAMPLE and the secret is "
        "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    )
    play_answer(memory_relay, ANSWER + secret_block)
    text = await stream_text(memory_relay, [{"role": "user", "content": "remember the key"}])
    assert text == ANSWER + secret_block
    assert user_notes(memory_relay) == []


async def test_the_fifth_block_goes_out_as_text(memory_relay):
    facts = [("deploys happen on fridays", "release train leaves weekly"),
             ("the cat is named miso", "grey tabby adopted in spring"),
             ("postgres runs on port 5433", "local database avoids the default"),
             ("coffee order is a flat white", "oat milk no sugar"),
             ("the wiki lives in confluence", "space key ENG holds runbooks")]
    blocks = [f'<tandem_memory op="add" scope="user" kind="reference">\ntitle: {t}\n\n{b}\n'
              "</tandem_memory>" for t, b in facts]
    play_answer(memory_relay, "Noted." + "".join(blocks), every=64)
    text = await stream_text(memory_relay, [{"role": "user", "content": "remember these"}])
    assert text.startswith("Noted." + blocks[4])
    assert len(user_notes(memory_relay)) == 4
    assert text.count("› remembered: ") == 4


async def test_a_block_in_reasoning_is_left_alone(memory_relay):
    relay = memory_relay
    relay.upstream.play(Script([stream_of("Fine.", reasoning=(BLOCK,))]))
    client = relay.client()
    stream = await client.chat.completions.create(
        model=MODEL, messages=[{"role": "user", "content": "x"}], stream=True
    )
    reasoning = []
    async for chunk in stream:
        if chunk.choices:
            extra = chunk.choices[0].delta.model_extra or {}
            reasoning.append(extra.get("reasoning_content") or "")
    assert "".join(reasoning) == BLOCK
    assert user_notes(relay) == []


async def test_journal_holds_ids_and_never_text(memory_relay):
    await seed_note(memory_relay)
    play_answer(memory_relay, "ok")
    await stream_text(memory_relay, [{"role": "user", "content": "the build fails on node 18"}])
    [note] = user_notes(memory_relay)
    db = sqlite3.connect(memory_relay.home / "state" / "ledger.sqlite")
    dump = "\n".join(db.iterdump())
    assert note.id in dump
    assert "the build needs node 20" not in dump
    assert "unexpected token" not in dump
    events = {r["event"] for r in memory_relay.notes.ledger.rows()}
    assert {"write", "injection"} <= events


async def test_turn_two_begins_with_turn_one_prompt_and_full_answer(memory_relay):
    relay = memory_relay
    first = [{"role": "system", "content": "You are terse."},
             {"role": "user", "content": "which node for build?"}]
    play_answer(relay, ANSWER + BLOCK)
    shown = await stream_text(relay, first)
    turn1 = relay.sent()
    play_answer(relay, "Sure.")
    second = [*first, {"role": "assistant", "content": shown},
              {"role": "user", "content": "and for the tests?"}]
    await stream_text(relay, second)
    turn2 = relay.sent()
    assert turn2[: len(turn1)] == turn1
    assert turn2[len(turn1)] == {"role": "assistant", "content": ANSWER + BLOCK}
    assert [m["role"] for m in turn2].count("system") == 1
    play_answer(relay, "Done.")
    third = [*second, {"role": "assistant", "content": "Sure."},
             {"role": "user", "content": "thanks"}]
    await stream_text(relay, third)
    assert relay.sent()[: len(turn2)] == turn2


async def test_without_a_system_message_no_system_message_is_added(memory_relay):
    """Gemma-style templates take one leading system message or none; we add none."""
    play_answer(memory_relay, "Hi.")
    await stream_text(memory_relay, [{"role": "user", "content": "hello"}])
    sent = memory_relay.sent()
    assert [m["role"] for m in sent] == ["user"]
    assert sent[0]["content"].startswith(memory_relay.notes.memory_card())


async def test_card_and_index_open_every_session_in_the_same_bytes(memory_relay):
    """A shared prefix: the engine's cache serves it to each new session of the user."""
    await seed_note(memory_relay)
    for opening in ("first session", "second session"):
        play_answer(memory_relay, "ok")
        await stream_text(memory_relay, [{"role": "system", "content": "S"},
                                         {"role": "user", "content": opening}])
    a, b = memory_relay.upstream.received[-2:]
    assert a.body["messages"][0] == b.body["messages"][0]
    head = a.body["messages"][0]["content"]
    assert head.startswith(memory_relay.notes.memory_card())
    assert head.index("the build needs node 20", len(memory_relay.notes.memory_card()))
    assert head.endswith("\n\nS")


async def test_an_edited_history_drops_the_state_and_sends_the_index_again(memory_relay):
    relay = memory_relay
    await seed_note(relay)
    first = [{"role": "user", "content": "plan the release"}]
    play_answer(relay, "Plan A.")
    await stream_text(relay, first)
    assert "the build needs node 20" in relay.sent()[-1]["content"]  # the index
    play_answer(relay, "ok")
    edited = [*first, {"role": "assistant", "content": "Plan B (edited)."},
              {"role": "user", "content": "go on"}]
    await stream_text(relay, edited)
    sent = relay.sent()
    assert sent[1] == {"role": "assistant", "content": "Plan B (edited)."}
    assert "the build needs node 20" in sent[-1]["content"]


async def test_a_tool_turn_gets_no_matching_notes_and_cannot_write_a_rule(memory_relay):
    relay = memory_relay
    await seed_note(relay)
    rule = BLOCK.replace('kind="gotcha"', 'kind="rule"').replace("node 20", "tabs not spaces")
    play_answer(relay, "ok" + rule)
    messages = [
        {"role": "user", "content": "check the build on node 18"},
        {"role": "assistant", "content": None, "tool_calls": [{
            "id": "call_1", "type": "function",
            "function": {"name": "run", "arguments": "{}"}}]},
        {"role": "tool", "tool_call_id": "call_1", "content": "build fails on node 18"},
    ]
    text = await stream_text(relay, messages)
    assert text == "ok" + rule
    assert "unexpected token" not in relay.sent()[-1]["content"]
    assert [n.kind for n in user_notes(relay)] == ["gotcha"]


@pytest.mark.parametrize("memory", ["off", "bogus"])
async def test_memory_header_values(memory_relay, memory):
    play_answer(memory_relay, "ok")
    client = memory_relay.client(**{"X-Tandem-Memory": memory})
    if memory == "off":
        resp = await client.chat.completions.create(
            model=MODEL, messages=[{"role": "user", "content": "x"}])
        assert resp.choices[0].message.content == "ok"
    else:
        import openai

        with pytest.raises(openai.BadRequestError) as err:
            await client.chat.completions.create(
                model=MODEL, messages=[{"role": "user", "content": "x"}])
        assert "X-Tandem-Memory" in str(err.value)


async def test_a_matching_note_is_sent_once_per_session(memory_relay):
    relay = memory_relay
    await seed_note(relay)
    first = [{"role": "user", "content": "the build fails on node 18"}]
    play_answer(relay, "Use 20.")
    await stream_text(relay, first)
    assert "unexpected token" in relay.sent()[-1]["content"]
    play_answer(relay, "Yes.")
    again = [*first, {"role": "assistant", "content": "Use 20."},
             {"role": "user", "content": "so the build on node 18 fails?"}]
    await stream_text(relay, again)
    sent = relay.sent()
    assert "unexpected token" in sent[0]["content"]  # still there, replayed in place
    assert "unexpected token" not in sent[-1]["content"]  # not sent a second time


async def test_a_note_dropped_with_an_edited_turn_is_sent_again(memory_relay):
    relay = memory_relay
    await seed_note(relay)
    same = {"X-Tandem-Session": "one-session"}
    play_answer(relay, "Use 20.")
    await stream_text(relay, [{"role": "user", "content": "the build fails on node 18"}], **same)
    play_answer(relay, "ok")
    edited = [{"role": "user", "content": "my build fails on node 18 today"}]
    await stream_text(relay, edited, **same)
    assert "unexpected token" in relay.sent()[-1]["content"]
    assert relay.sent()[-1]["content"].startswith(relay.notes.memory_card())


async def test_update_and_archive_blocks_get_lines_of_their_own(memory_relay):
    relay = memory_relay
    await seed_note(relay)
    [note] = user_notes(relay)
    update = (f'<tandem_memory op="update" id="{note.id}" scope="user" kind="gotcha">\n'
              "title: the build needs node 22\n\nnode 20 is no longer enough.\n</tandem_memory>")
    play_answer(relay, "Updated." + update)
    text = await stream_text(relay, [{"role": "user", "content": "we moved to node 22"}])
    assert text == "Updated.\n\n› updated: the build needs node 22"
    archive = f'<tandem_memory op="archive" id="{note.id}" reason="moved to bun"></tandem_memory>'
    play_answer(relay, "Archived." + archive)
    text = await stream_text(relay, [{"role": "user", "content": "we use bun now"}])
    assert text == "Archived.\n\n› archived: the build needs node 22"
    assert user_notes(relay) == []


async def test_the_models_archive_of_a_ratified_note_only_asks(memory_relay):
    relay = memory_relay
    await seed_note(relay)
    [note] = user_notes(relay)
    relay.notes.ratify(USER, note.id)
    archive = f'<tandem_memory op="archive" id="{note.id}" reason="moved to bun"></tandem_memory>'
    play_answer(relay, "Noted." + archive)
    text = await stream_text(relay, [{"role": "user", "content": "we use bun now"}])
    assert text == "Noted.\n\n› asked to archive: the build needs node 20"
    [kept] = user_notes(relay)
    assert kept.status == "provisional"


async def test_an_add_merged_by_dedupe_names_the_note_it_went_into(memory_relay):
    relay = memory_relay
    await seed_note(relay)
    again = BLOCK.replace("title: the build needs node 20", "title: The build needs Node 20!")
    play_answer(relay, "Noted." + again)
    text = await stream_text(relay, [{"role": "user", "content": "node 20 for the build, again"}])
    assert text == ("Noted.\n\n› updated: the build needs node 20 "
                    "(now: The build needs Node 20!)")
    [note] = user_notes(relay)
    assert note.changelog[-1].reason == "an add merged into this note (dedupe)"
