"""The background writer (spec 26.4; docs/ARCHITECTURE.md#the-background-writer) behind the
relay, against the scripted upstream.

Each test plays the chat's answer, then what the upstream says to the gate and to the
writer's turn, and checks the ledger row, the notes and the exact request the writer sent.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from memory_relay import MODEL, USER, MemoryRelay, start_memory_relay
from samples import BLOCK
from test_memory_e2e import play_answer, stream_text
from upstream import Script, ScriptedUpstream, chunk_event, split_every, stream_of

from app.engine.conductor.memwriter import SHADOW_FILE

FACT = [{"role": "user", "content": "The staging database moved to port 5433 today."}]


def _config(home: Path, upstream: ScriptedUpstream, mode: str, idle: int, backend: str) -> None:
    """The writer's settings; with `backend`, the relay `up` as a configured backend."""
    home.mkdir(parents=True, exist_ok=True)
    text = (f'[memory.notes.writer]\nmode = "{mode}"\nidle_seconds = {idle}\n'
            "min_new_tokens = 1\n")
    if backend:
        text += f'[[backends]]\nname = "up"\nbase_url = "{upstream.base_url}"\n{backend}\n'
    (home / "config.toml").write_text(text)


@pytest.fixture
async def relay_for(tmp_path: Path, upstream: ScriptedUpstream):
    started: list[MemoryRelay] = []

    async def start(mode: str = "on", idle: int = 1, backend: str = "") -> MemoryRelay:
        _config(tmp_path / "home", upstream, mode, idle, backend)
        relay = await start_memory_relay(tmp_path / "home", upstream)
        started.append(relay)
        return relay

    yield start
    for relay in started:
        await relay.server.stop()
        relay.notes.close()


async def _runs(relay: MemoryRelay, count: int = 1, wait: float = 20.0) -> list[dict]:
    for _ in range(int(wait / 0.05)):
        runs = relay.notes.writer_runs(USER)
        if len(runs) >= count:
            return runs
        await asyncio.sleep(0.05)
    raise AssertionError(f"no writer run within {wait} s")


def _gate_says(relay: MemoryRelay, word: str) -> None:
    relay.upstream.play(Script([stream_of(word)]))


async def test_a_session_end_writes_a_provisional_writer_note(relay_for) -> None:
    relay = await relay_for()
    play_answer(relay, "Noted, thanks.")
    _gate_says(relay, "yes")
    relay.upstream.play(Script(split_every(stream_of(BLOCK), 9)))
    await stream_text(relay, FACT)
    [run] = await _runs(relay)
    assert run["fields"]["trigger"] == "end" and run["fields"]["gate"] == 1.0
    assert run["fields"]["notes"] == 1 and run["fields"]["stopped"] == "stop"
    [note] = relay.notes.list_notes(USER)
    assert (note.title, note.source, note.status) == (
        "the build needs node 20", "writer", "provisional")
    # The writer's request: the session's last request as sent, its answer, the writer turn.
    chat, writer = relay.upstream.received[0].body, relay.upstream.received[2].body
    assert writer["messages"][: len(chat["messages"])] == chat["messages"]
    assert writer["messages"][len(chat["messages"])] == {
        "role": "assistant", "content": "Noted, thanks."}
    assert writer["messages"][-1]["role"] == "user"
    assert "tandem_memory" in writer["messages"][-1]["content"]
    assert writer["temperature"] == 0


async def test_a_session_that_ends_while_memory_is_paused_waits_for_the_resume(
        relay_for) -> None:
    relay = await relay_for()
    play_answer(relay, "Noted, thanks.")
    await stream_text(relay, FACT)
    relay.core.memory_paused = True
    writer = relay.core.conductor.writer
    for _ in range(400):  # the session idles past its 1 s: the loop finds it due, and holds it
        if writer.held:
            break
        await asyncio.sleep(0.05)
    assert writer.held == 1
    assert relay.notes.writer_runs(USER) == [] and len(relay.upstream.received) == 1
    _gate_says(relay, "yes")
    relay.upstream.play(Script(split_every(stream_of(BLOCK), 9)))
    relay.core.memory_paused = False
    [run] = await _runs(relay)
    assert run["fields"]["notes"] == 1
    assert [n.title for n in relay.notes.list_notes(USER)] == ["the build needs node 20"]


async def test_a_confident_no_from_the_gate_skips_the_turn(relay_for) -> None:
    relay = await relay_for()
    play_answer(relay, "Sure.")
    _gate_says(relay, "no")
    await stream_text(relay, FACT)
    [run] = await _runs(relay)
    assert (run["fields"]["stopped"], run["fields"]["gate"]) == ("gate", 0.0)
    await asyncio.sleep(0.5)
    assert len(relay.upstream.received) == 2  # the chat and the gate, no writer turn
    assert relay.notes.list_notes(USER) == []
    assert "staging" not in json.dumps(relay.notes.ledger.rows())


async def test_shadow_mode_counts_the_blocks_and_stores_nothing(relay_for) -> None:
    relay = await relay_for(mode="shadow")
    play_answer(relay, "Sure.")
    _gate_says(relay, "yes")
    relay.upstream.play(Script([stream_of(BLOCK)]))
    await stream_text(relay, FACT)
    [run] = await _runs(relay)
    assert run["fields"]["mode"] == "shadow" and run["fields"]["notes"] == 0
    assert relay.notes.list_notes(USER) == []
    [line] = (relay.home / "state" / SHADOW_FILE).read_text().splitlines()
    shadow = json.loads(line)
    assert shadow["blocks"] == 1 and shadow["writes"][0]["title"] == "the build needs node 20"
    assert (relay.home / "state" / SHADOW_FILE).stat().st_mode & 0o777 == 0o600


async def test_a_tool_call_ends_the_turn_and_writes_nothing(relay_for) -> None:
    relay = await relay_for()
    play_answer(relay, "Sure.")
    _gate_says(relay, "yes")
    call = {"tool_calls": [{"index": 0, "id": "c1", "type": "function",
                            "function": {"name": "delete_everything", "arguments": ""}}]}
    relay.upstream.play(Script([chunk_event({"role": "assistant"}), chunk_event(call), 5.0,
                                chunk_event({"content": BLOCK}), chunk_event({}, "stop")]))
    await stream_text(relay, FACT)
    [run] = await _runs(relay)
    assert (run["fields"]["stopped"], run["fields"]["notes"]) == ("tool_call", 0)
    assert relay.notes.list_notes(USER) == []


async def test_a_client_that_gives_up_triggers_a_pass(relay_for) -> None:
    relay = await relay_for(idle=10_000)
    relay.upstream.play(Script([chunk_event({"role": "assistant"}),
                                chunk_event({"content": "Let me think"}), 30.0,
                                chunk_event({}, "stop")]))
    _gate_says(relay, "no")
    stream = await relay.client().chat.completions.create(
        model=MODEL, messages=FACT, stream=True)
    async for chunk in stream:
        if chunk.choices and chunk.choices[0].delta.content:
            break
    await stream.close()
    [run] = await _runs(relay)
    assert run["fields"]["trigger"] == "give_up"


async def test_a_compacted_history_triggers_a_pass_on_what_was_held(relay_for) -> None:
    relay = await relay_for(idle=10_000)
    play_answer(relay, "First answer.")
    play_answer(relay, "Second answer.")
    first = await stream_text(relay, FACT)
    history = [*FACT, {"role": "assistant", "content": first},
               {"role": "user", "content": "And the api runs on 8080."}]
    await stream_text(relay, history)
    play_answer(relay, "Summary taken.")
    _gate_says(relay, "no")
    compacted = [FACT[0], {"role": "user", "content": "Summary of the chat so far."}]
    await stream_text(relay, compacted)
    runs = await _runs(relay)
    assert [r["fields"]["trigger"] for r in runs] == ["compaction"]


@pytest.fixture
async def slow_writer(relay_for) -> AsyncIterator[MemoryRelay]:
    relay = await relay_for()
    play_answer(relay, "Sure.")
    _gate_says(relay, "yes")
    relay.upstream.play(Script([chunk_event({"role": "assistant"}),
                                *[x for _ in range(20) for x in (chunk_event({"content": "."}),
                                                                 1.0)],
                                chunk_event({}, "stop")]))
    yield relay


async def test_a_client_request_stops_a_running_pass(slow_writer: MemoryRelay) -> None:
    relay = slow_writer
    await stream_text(relay, FACT)
    for _ in range(400):  # until the writer's turn is on the wire
        if len(relay.upstream.received) == 3:
            break
        await asyncio.sleep(0.05)
    assert len(relay.upstream.received) == 3
    play_answer(relay, "Here you are.")
    answer = await stream_text(relay, [{"role": "user", "content": "hello"}],
                               **{"X-Tandem-Memory": "off"})
    assert answer == "Here you are."
    [run] = await _runs(relay)
    assert run["fields"]["stopped"] == "interrupted" and run["fields"]["notes"] == 0
    for _ in range(100):
        if relay.upstream.cancelled:
            break
        await asyncio.sleep(0.05)
    assert relay.upstream.cancelled >= 1  # the writer's stream was closed, not left to run


@pytest.mark.parametrize(
    ("backend", "messages", "stopped"),
    [
        ('writer = "on"\npaid = true', FACT, "refused: paid model without a price"),
        ('writer = "on"\npaid = true\nprice_in = 50000.0\nprice_out = 50000.0', FACT,
         "refused: over the 0.25 USD daily cap"),
        ('writer = "on"', [{"role": "user", "content": "word " * 26_000}],
         "refused: prompt over 32000 tokens"),
    ],
)
async def test_the_relay_writer_refuses_what_its_limits_forbid(
    relay_for, backend: str, messages: list[dict], stopped: str
) -> None:
    relay = await relay_for(backend=backend)
    play_answer(relay, "Sure.")
    await stream_text(relay, messages)
    [run] = await _runs(relay)
    assert (run["fields"]["stopped"], run["fields"]["backend"]) == (stopped, "up")
    await asyncio.sleep(0.3)
    assert len(relay.upstream.received) == 1  # the chat alone: no gate, no writer turn


async def test_the_relay_writer_stops_at_48_runs_a_day(relay_for) -> None:
    relay = await relay_for(backend='writer = "on"')
    for _ in range(48):
        relay.notes.record_writer_run(user="bob", session="s", backend="up", stopped="stop",
                                      trigger="end")
    play_answer(relay, "Sure.")
    await stream_text(relay, FACT)
    [run] = await _runs(relay)
    assert run["fields"]["stopped"] == "refused: 48 runs today"


async def test_auto_on_a_paid_model_never_runs(relay_for) -> None:
    relay = await relay_for(backend="paid = true\nprice_in = 1.0\nprice_out = 2.0")
    play_answer(relay, "Sure.")
    await stream_text(relay, FACT)
    await asyncio.sleep(1.5)
    assert relay.notes.writer_runs(USER) == [] and len(relay.upstream.received) == 1


async def test_a_priced_relay_pass_records_its_cost_and_keeps_the_tools(relay_for) -> None:
    relay = await relay_for(backend='writer = "on"\npaid = true\nprice_in = 1.0\nprice_out = 2.0')
    play_answer(relay, "Sure.")
    _gate_says(relay, "yes")
    relay.upstream.play(Script([stream_of(BLOCK, usage=(1000, 100, 0))]))
    tools = [{"type": "function", "function": {"name": "ls", "parameters": {"type": "object"}}}]
    stream = await relay.client().chat.completions.create(
        model=MODEL, messages=FACT, tools=tools, stream=True)
    async for _ in stream:
        pass
    [run] = await _runs(relay)
    assert run["fields"]["cost_usd"] == pytest.approx((1000 * 1.0 + 100 * 2.0) / 1e6)
    writer = relay.upstream.received[2].body
    assert writer["tools"] == tools and writer["tool_choice"] == "none"
