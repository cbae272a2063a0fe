"""Memory through `/v1/messages` (issue 22): the same conductor as chat completions.

The real `anthropic` SDK talks to Tandem with the notes on, relaying the scripted
upstream: blocks are held back, the status line is its own paragraph in the final text
block (a new one after a tool call), it is stripped from the history that comes back, the
held-back block goes back in so the prefix stays, and a turn of tool results alone gets
no notes and cannot write a rule.
"""

from __future__ import annotations

from anthropic import AsyncAnthropic
from memory_relay import KEY, MODEL, USER, MemoryRelay, start_memory_relay
from samples import ANSWER, BLOCK, STATUS
from test_memory_e2e import play_answer, seed_note, user_notes
from upstream import Script, anthropic_stream, split_every, stream_of, tool_call_stream

from app.engine.engines.anthropic_relay import AnthropicRelay

QUESTION = [{"role": "user", "content": "which node for build?"}]


async def create(relay: MemoryRelay, messages: list[dict], *, stream: bool = False,
                 **kwargs):
    async with relay.messages_client(**kwargs.pop("headers", {})) as client:
        args = dict(model=MODEL, max_tokens=200, messages=messages, **kwargs)
        if not stream:
            return await client.messages.create(**args)
        async with client.messages.stream(**args) as s:
            return await s.get_final_message()


def params(message) -> list[dict]:
    """The answer's blocks as a client sends them back."""
    return [b.model_dump(exclude_none=True) for b in message.content]


async def test_a_block_is_held_back_and_the_status_line_ends_the_last_text_block(
        memory_relay):
    # The same fact again is a revision of the note the first turn added.
    for stream, status in ((True, STATUS), (False, STATUS.replace("remembered", "updated"))):
        memory_relay.upstream.play(Script(split_every(stream_of(ANSWER.strip() + BLOCK), 6)))
        message = await create(memory_relay, QUESTION, stream=stream)
        assert [(b.type, b.text) for b in message.content] == [
            ("text", ANSWER.strip() + "\n\n" + status)]
        assert message.stop_reason == "end_turn"
    [note] = user_notes(memory_relay)  # x-api-key named alice
    assert note.title == "the build needs node 20"


async def test_the_status_line_is_a_text_block_of_its_own_after_a_tool_call(memory_relay):
    relay = memory_relay
    relay.upstream.play(Script([tool_call_stream("Checking." + BLOCK, "run",
                                                 ['{"cmd": "node -v"}'])]))
    message = await create(relay, QUESTION, tools=[
        {"name": "run", "input_schema": {"type": "object"}}])
    assert [b.type for b in message.content] == ["text", "tool_use", "text"]
    assert message.content[0].text == "Checking."
    assert message.content[1].input == {"cmd": "node -v"}
    assert message.content[2].text == STATUS
    assert message.stop_reason == "tool_use"


async def test_the_next_turn_gets_the_block_back_and_no_status_line(memory_relay):
    relay = memory_relay
    relay.upstream.play(Script([tool_call_stream("Checking." + BLOCK, "run",
                                                 ['{"cmd": "node -v"}'])]))
    tools = [{"name": "run", "input_schema": {"type": "object"}}]
    first = await create(relay, QUESTION, tools=tools)
    sent1 = relay.sent()
    call_id = first.content[1].id
    play_answer(relay, "Node 18 it is.")
    second = await create(relay, [
        *QUESTION, {"role": "assistant", "content": params(first)},
        {"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": call_id, "content": "v18.19.0"}]},
    ], tools=tools)
    assert second.content[0].text == "Node 18 it is."
    sent2 = relay.sent()
    assert sent2[: len(sent1)] == sent1
    answer = sent2[len(sent1)]
    assert answer["content"] == "Checking." + BLOCK
    assert answer["tool_calls"][0]["function"] == {"name": "run",
                                                   "arguments": '{"cmd": "node -v"}'}
    assert sent2[len(sent1) + 1] == {"role": "tool", "tool_call_id": call_id,
                                     "content": "v18.19.0"}
    assert all("› remembered" not in str(m.get("content")) for m in sent2)


async def test_a_turn_of_tool_results_alone_gets_no_notes_and_cannot_write_a_rule(
        memory_relay):
    relay = memory_relay
    await seed_note(relay)
    rule = BLOCK.replace('kind="gotcha"', 'kind="rule"').replace("node 20", "tabs not spaces")
    play_answer(relay, "ok" + rule)
    message = await create(relay, [
        {"role": "user", "content": "check the build on node 18"},
        {"role": "assistant", "content": [
            {"type": "tool_use", "id": "toolu_1", "name": "run", "input": {}}]},
        {"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": "toolu_1",
             "content": [{"type": "text", "text": "build fails on node 18"}]}]},
    ], tools=[{"name": "run", "input_schema": {"type": "object"}}])
    assert message.content[0].text == "ok" + rule  # refused, so it goes out as text
    assert relay.sent()[-1]["role"] == "tool"
    assert "unexpected token" not in str(relay.sent())
    assert [n.kind for n in user_notes(relay)] == ["gotcha"]


async def test_a_user_message_brings_its_matching_notes(memory_relay):
    relay = memory_relay
    await seed_note(relay)
    play_answer(relay, "Use node 20.")
    await create(relay, [{"role": "user", "content": [
        {"type": "text", "text": "the build fails on node 18",
         "cache_control": {"type": "ephemeral"}}]}])
    last = relay.sent()[-1]
    assert last["role"] == "user"
    assert "unexpected token" in str(last["content"])
    assert "cache_control" not in str(last["content"])


async def test_memory_off_and_a_bearer_key_are_honoured(memory_relay):
    relay = memory_relay
    play_answer(relay, ANSWER + BLOCK)
    off = await create(relay, QUESTION, headers={"X-Tandem-Memory": "off"})
    assert off.content[0].text == ANSWER + BLOCK
    assert user_notes(relay) == []
    assert relay.sent() == [{"role": "user", "content": "which node for build?"}]
    play_answer(relay, ANSWER + BLOCK)
    async with AsyncAnthropic(base_url=relay.server.url, auth_token=KEY,
                              max_retries=0) as bearer:
        message = await bearer.messages.create(model=MODEL, max_tokens=50, messages=QUESTION)
    assert message.content[-1].text == ANSWER + STATUS
    assert [n.title for n in relay.notes.list_notes(USER)] == ["the build needs node 20"]


async def test_a_native_anthropic_backend_gets_the_notes_and_its_blocks_are_held(
        tmp_path, upstream):
    relay = await start_memory_relay(tmp_path / "home", upstream, relay=AnthropicRelay)
    try:
        upstream.play(Script([anthropic_stream(ANSWER + BLOCK)]))
        seeded = await create(relay, QUESTION)
        assert [b.text for b in seeded.content] == [ANSWER + STATUS]
        upstream.play(Script([anthropic_stream("Use node 20.", BLOCK.replace(
            "node 20", "node 22"))]))
        message = await create(relay, [{"role": "user", "content": [
            {"type": "text", "text": "the build fails on node 18",
             "cache_control": {"type": "ephemeral"}}]}])
        assert [b.text for b in message.content] == [
            "Use node 20.\n\n› remembered: the build needs node 22"]
        last = upstream.received[-1].body["messages"][-1]
        assert "unexpected token" in str(last["content"])  # the matching note went in
        assert last["content"][-1]["cache_control"] == {"type": "ephemeral"}
    finally:
        await relay.server.stop()
        relay.notes.close()


async def test_the_status_paragraph_is_stripped_when_the_answer_comes_back(memory_relay):
    relay = memory_relay
    play_answer(relay, ANSWER + BLOCK)
    first = await create(relay, QUESTION)
    sent1 = relay.sent()
    play_answer(relay, "Sure.")
    await create(relay, [*QUESTION, {"role": "assistant", "content": params(first)},
                         {"role": "user", "content": "and npm?"}])
    sent2 = relay.sent()
    assert sent2[: len(sent1)] == sent1
    assert sent2[len(sent1)] == {"role": "assistant", "content": ANSWER + BLOCK}


async def test_a_system_reminder_after_the_user_message_keeps_it_a_user_turn(memory_relay):
    """Claude Code appends a system message after the person's; the turn is still theirs:
    it gets its matching notes, and the person's own words may make a rule."""
    relay = memory_relay
    await seed_note(relay)
    rule = ('<tandem_memory op="add" scope="user" kind="rule">\ntitle: indent with tabs\n\n'
            "The user wants tabs for indentation in every file.\n</tandem_memory>")
    play_answer(relay, "Noted." + rule)
    message = await create(relay, [
        {"role": "user", "content": "the build fails on node 18; always use tabs"},
        {"role": "system", "content": "<system-reminder>be careful</system-reminder>"}])
    assert message.content[-1].text == "Noted.\n\n› remembered: indent with tabs"
    sent = relay.sent()
    assert sent[-1] == {"role": "system",
                        "content": "<system-reminder>be careful</system-reminder>"}
    assert "unexpected token" in str(sent[-2]["content"])
    assert sorted(n.kind for n in user_notes(relay)) == ["gotcha", "rule"]


async def test_the_project_and_profile_headers_work_as_on_chat_completions(memory_relay):
    relay = memory_relay
    project = str(relay.home / "repo")
    block = BLOCK.replace('scope="user"', 'scope="project"')
    play_answer(relay, ANSWER + block)
    message = await create(relay, QUESTION, headers={"X-Tandem-Project": project})
    assert message.content[-1].text == ANSWER + STATUS
    [note] = user_notes(relay)
    assert note.scope == "project"
    play_answer(relay, ANSWER + block)
    plain = await create(relay, QUESTION, headers={"X-Tandem-Profile": "plain"})
    assert plain.content[-1].text == ANSWER + block  # memory off: the block is just text


async def test_claude_codes_session_id_is_the_session(memory_relay):
    relay = memory_relay
    session_block = BLOCK.replace('scope="user"', 'scope="session"')
    play_answer(relay, ANSWER + session_block)
    await create(relay, QUESTION, headers={"X-Claude-Code-Session-Id": "cc-1"})
    [note] = user_notes(relay)
    assert note.scope == "session"
    ask = [{"role": "user", "content": "the build fails on node 18"}]
    for session, sees in (("cc-1", True), ("cc-2", False)):
        play_answer(relay, "ok")
        await create(relay, ask, headers={"X-Claude-Code-Session-Id": session})
        assert ("unexpected token" in str(relay.sent()[-1]["content"])) is sees


async def test_claude_codes_reminder_parts_are_not_the_persons_words(memory_relay):
    relay = memory_relay
    await seed_note(relay)
    play_answer(relay, "Hi.")
    await create(relay, [{"role": "user", "content": [
        {"type": "text", "text": "<system-reminder>\nthe build fails on node 18 with an "
                                 "unexpected token\n</system-reminder>"},
        {"type": "text", "text": "hello there"}]}])
    tail = relay.sent()[-1]["content"][-1]["text"]  # this turn's notes, after the person's
    assert tail.startswith("<tandem_notes>") and "npm run build fails" not in tail
    play_answer(relay, "Hi.")
    await create(relay, [{"role": "user", "content": [
        {"type": "text", "text": "<system-reminder>\nsome context\n</system-reminder>"},
        {"type": "text", "text": "the build fails on node 18, why?"}]}])
    assert "npm run build fails" in relay.sent()[-1]["content"][-1]["text"]
