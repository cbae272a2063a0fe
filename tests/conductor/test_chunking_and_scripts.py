"""Every chunking gives the same result; scripts reach the notes only with their token;
the session state survives a restart."""

from __future__ import annotations

import re
from pathlib import Path

import aiohttp
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from memory_relay import MODEL, USER, start_memory_relay
from samples import ANSWER, BLOCK, STATUS
from test_memory_e2e import stream_text
from upstream import Script, ScriptedUpstream, stream_of

SECOND = (
    '<tandem_memory op="add" scope="user" kind="reference">\ntitle: deploys happen on fridays\n'
    "\nthe release train leaves weekly\n</tandem_memory>"
)
TEXT = "Café ☕ first.\n\n" + BLOCK + "\nThen " + SECOND


def chunked(data: bytes, cuts: list[int]) -> list[bytes | float]:
    points = sorted({c % (len(data) + 1) for c in cuts})
    pieces: list[bytes | float] = []
    last = 0
    for p in [*points, len(data)]:
        if p > last:
            pieces += [data[last:p], 0.0005]
        last = p
    return pieces


@settings(max_examples=12, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(cuts=st.lists(st.integers(min_value=0, max_value=5000), max_size=40))
async def test_every_chunking_gives_the_same_output_and_notes(tmp_path_factory, cuts):
    upstream = ScriptedUpstream()
    await upstream.start()
    relay = await start_memory_relay(tmp_path_factory.mktemp("h"), upstream)
    try:
        upstream.play(Script(chunked(stream_of(TEXT), cuts)))
        text = await stream_text(relay, [{"role": "user", "content": "versions?"}])
        notes = sorted((n.title, n.body, n.kind) for n in relay.notes.list_notes(USER))
    finally:
        await relay.server.stop()
        relay.notes.close()
        await upstream.close()
    assert text == (
        "Café ☕ first.\n\n\nThen \n\n› remembered: the build needs node 20\n"
        "› remembered: deploys happen on fridays"
    )
    assert [t for t, _, _ in notes] == ["deploys happen on fridays", "the build needs node 20"]


async def script_call(relay, token: str | None, body: dict) -> tuple[int, dict]:
    headers = {"X-Tandem-Session-Token": token} if token else {}
    async with aiohttp.ClientSession() as http, http.post(
        relay.server.url + "/v1/memory", json=body, headers=headers
    ) as resp:
        return resp.status, await resp.json()


def token_from(relay) -> str:
    sent = relay.sent()[-1]["content"]
    match = re.search(r"X-Tandem-Session-Token: (\S+)", sent)
    assert match, "the first turn tells the model its script token"
    return match[1]


async def test_script_route_needs_a_known_session_token(memory_relay):
    status, body = await script_call(memory_relay, None, {"op": "search", "query": "x"})
    assert status == 403
    status, body = await script_call(memory_relay, "made-up", {"op": "search", "query": "x"})
    assert status == 403 and "X-Tandem-Session-Token" in body["error"]["message"]


async def test_script_route_searches_reads_and_adds_for_its_session(memory_relay):
    relay = memory_relay
    relay.upstream.play(Script([stream_of(ANSWER + BLOCK)]))
    assert (await stream_text(relay, [{"role": "user", "content": "node?"}])).endswith(STATUS)
    token = token_from(relay)
    status, found = await script_call(relay, token, {"op": "search", "query": "build node"})
    assert status == 200 and found["results"][0]["title"] == "the build needs node 20"
    note_id = found["results"][0]["id"]
    status, note = await script_call(relay, token, {"op": "read", "id": note_id})
    assert status == 200 and "unexpected token" in note["body"]
    status, added = await script_call(relay, token, {
        "op": "add", "scope": "session", "kind": "reference",
        "title": "ci runs on every push", "body": "GitHub Actions workflow ci.yml",
    })
    assert status == 200 and added["op"] == "added"
    assert [n.source for n in relay.notes.list_notes(USER) if n.id == added["id"]] == ["script"]


async def test_a_script_cannot_write_a_rule(memory_relay):
    relay = memory_relay
    relay.upstream.play(Script([stream_of("ok")]))
    await stream_text(relay, [{"role": "user", "content": "hello"}])
    status, body = await script_call(relay, token_from(relay), {
        "op": "add", "scope": "user", "kind": "rule", "title": "always use tabs",
        "body": "tabs everywhere",
    })
    assert status == 422 and "refused" in body["error"]["message"]
    assert relay.notes.list_notes(USER) == []


async def test_script_route_names_a_bad_field(memory_relay):
    relay = memory_relay
    relay.upstream.play(Script([stream_of("ok")]))
    await stream_text(relay, [{"role": "user", "content": "hello"}])
    status, body = await script_call(relay, token_from(relay), {"op": "search", "query": 5})
    assert status == 400 and body["error"]["param"] == "query"


async def test_session_state_survives_a_restart(tmp_path: Path, upstream):
    home = tmp_path / "home"
    first = [{"role": "user", "content": "which node for build?"}]
    relay = await start_memory_relay(home, upstream)
    upstream.play(Script([stream_of(ANSWER + BLOCK)]))
    shown = await stream_text(relay, first)
    await relay.server.stop()
    relay.notes.close()

    relay = await start_memory_relay(home, upstream)
    try:
        upstream.play(Script([stream_of("ok")]))
        await stream_text(relay, [*first, {"role": "assistant", "content": shown},
                                  {"role": "user", "content": "thanks"}])
        assert relay.sent()[1] == {"role": "assistant", "content": ANSWER + BLOCK}
    finally:
        await relay.server.stop()
        relay.notes.close()


async def test_a_relayed_request_without_a_user_touches_no_notes(memory_relay):
    memory_relay.upstream.play(Script([stream_of(ANSWER + BLOCK)]))
    body = {"model": MODEL, "messages": [{"role": "user", "content": "x"}]}
    async with aiohttp.ClientSession() as http, http.post(
        memory_relay.server.url + "/v1/chat/completions", json=body
    ) as resp:
        answer = await resp.json()
    assert answer["choices"][0]["message"]["content"] == ANSWER + BLOCK
    assert memory_relay.sent() == body["messages"]
    assert memory_relay.notes.list_notes(USER) == []


async def test_shadow_profile_sends_the_card_and_writes_but_reads_nothing(tmp_path, upstream):
    home = tmp_path / "home"
    home.mkdir()
    (home / "config.toml").write_text('[profiles.quiet]\nmemory = "shadow"\n')
    relay = await start_memory_relay(home, upstream)
    quiet = {"X-Tandem-Profile": "quiet"}
    try:
        upstream.play(Script([stream_of(ANSWER + BLOCK)]))
        text = await stream_text(relay, [{"role": "user", "content": "node?"}], **quiet)
        assert text == ANSWER + STATUS
        assert relay.sent()[0]["content"].startswith(relay.notes.memory_card())
        upstream.play(Script([stream_of("ok")]))
        await stream_text(relay, [{"role": "user", "content": "the build fails on node 18"}],
                          **quiet)
        tail = relay.sent()[-1]["content"].split("the build fails on node 18", 1)[1]
        assert "X-Tandem-Session-Token" in tail  # the script hint, written per session
        assert "unexpected token" not in tail and "Notes:" not in tail  # no notes, no index
        assert [n.title for n in relay.notes.list_notes(USER)] == ["the build needs node 20"]
    finally:
        await relay.server.stop()
        relay.notes.close()
