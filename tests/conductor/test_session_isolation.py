"""Sessions hold up: no refused secret on disk, one user's session is not another's, a
script sees only its session's notes, any header id works as a folder, and two chats that
begin alike part (issue 12, items 4, 6, 7 and 12)."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from memory_relay import BOB, BOB_KEY, KEY, USER, MemoryRelay, start_memory_relay
from samples import ANSWER, BLOCK
from test_chunking_and_scripts import script_call, token_from
from test_memory_e2e import play_answer, stream_text
from upstream import ScriptedUpstream

from app.engine.conductor.session_ids import session_folder_name
from app.memory.names import safe_name
from app.memory.types import NoteWrite, WriteContext

KEY_ID = "AKIAIOSFODNN7EXAMPLE"
KEY_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
SECRET_BLOCK = BLOCK.replace(
    "npm run build fails on node 18 with an unexpected token error.",
    f"the deploy key is {KEY_ID} and the secret is {KEY_SECRET}",
)


@pytest.fixture
async def two_users(tmp_path: Path, upstream: ScriptedUpstream) -> AsyncIterator[MemoryRelay]:
    relay = await start_memory_relay(tmp_path / "home", upstream, {USER: KEY, BOB: BOB_KEY})
    try:
        yield relay
    finally:
        await relay.server.stop()
        relay.notes.close()


def user(text: str) -> dict:
    return {"role": "user", "content": text}


def every_byte_under(home: Path) -> bytes:
    out = []
    for folder, _, files in os.walk(home):
        for name in files:
            out.append((Path(folder) / name).read_bytes())
    return b"\0".join(out)


@pytest.mark.parametrize("headers", [{}, {"X-Tandem-Session": "keys"}], ids=["derived", "header"])
async def test_a_refused_secret_is_nowhere_under_the_home(memory_relay, headers):
    relay = memory_relay
    play_answer(relay, ANSWER + SECRET_BLOCK)
    first = [user("remember the deploy key")]
    shown = await stream_text(relay, first, **headers)
    assert KEY_ID in shown and relay.notes.list_notes(USER) == []  # refused, shown as text
    play_answer(relay, "ok")
    await stream_text(relay, [*first, {"role": "assistant", "content": shown},
                              user("thanks")], **headers)
    assert relay.sent()[1]["content"] == ANSWER + SECRET_BLOCK  # the prefix still holds
    files = list(relay.home.rglob("*sqlite*"))
    assert any(f.name.endswith("-wal") for f in files)
    disk = every_byte_under(relay.home)
    assert KEY_ID.encode() not in disk and KEY_SECRET.encode() not in disk


async def test_the_same_session_id_from_another_user_is_another_session(two_users):
    relay = two_users
    same = {"X-Tandem-Session": "shared-chat"}
    await stream_text(relay, [user("hello")], **same)
    alice_token = token_from(relay)
    status, added = await script_call(relay, alice_token, {
        "op": "add", "scope": "session", "kind": "reference",
        "title": "ci runs on every push", "body": "GitHub Actions workflow ci.yml",
    })
    assert status == 200
    await stream_text(relay, [user("hello")], key=BOB_KEY, **same)
    bob_token = token_from(relay)
    assert bob_token != alice_token
    status, found = await script_call(relay, bob_token, {"op": "search", "query": "ci push"})
    assert status == 200 and found["results"] == []
    status, _ = await script_call(relay, bob_token, {"op": "read", "id": added["id"]})
    assert status == 404
    status, mine = await script_call(relay, alice_token, {"op": "read", "id": added["id"]})
    assert status == 200 and mine["title"] == "ci runs on every push"


def write(relay: MemoryRelay, title: str, body: str, scope: str, session: str | None = None,
          project: str | None = None) -> str:
    ctx = WriteContext(user=USER, source="dashboard", session=session, project=project)
    result = relay.notes.write(ctx, NoteWrite(op="add", scope=scope, kind="reference",
                                              title=title, body=body))
    return result.note.id  # type: ignore[union-attr]


async def session_token(relay: MemoryRelay, session: str, **headers: str) -> str:
    await stream_text(relay, [user("hello")], **{"X-Tandem-Session": session, **headers})
    return token_from(relay)


async def test_script_search_finds_a_visible_note_behind_twenty_hidden_ones(memory_relay):
    relay = memory_relay
    for i in range(26):
        write(relay, f"deploy deploy deploy step x{i}q", f"deploy y{i}q z{i}q",
              "session", session=f"other-{i % 2}")
    visible = write(relay, "release calendar", "we deploy on fridays before the freeze", "user")
    assert visible not in [n.id for n, _ in relay.notes.search(USER, "deploy", 20)]
    token = await session_token(relay, "mine")
    status, found = await script_call(relay, token, {"op": "search", "query": "deploy"})
    assert status == 200 and [r["id"] for r in found["results"]] == [visible]


async def test_script_read_and_search_see_only_the_sessions_scopes(memory_relay):
    relay = memory_relay
    here = "/work/here"
    other_session = write(relay, "pager rota lives in the wiki", "pager rota", "session",
                          session="someone-else")
    other_project = write(relay, "pager duty for the other repo", "pager rota", "project",
                          project="/work/elsewhere")
    own_project = write(relay, "pager duty for this repo", "pager rota", "project",
                        project=here)
    token = await session_token(relay, "mine", **{"X-Tandem-Project": here})
    for hidden in (other_session, other_project):
        status, _ = await script_call(relay, token, {"op": "read", "id": hidden})
        assert status == 404
    status, mine = await script_call(relay, token, {"op": "read", "id": own_project})
    assert status == 200 and mine["id"] == own_project
    status, found = await script_call(relay, token, {"op": "search", "query": "pager rota"})
    assert [r["id"] for r in found["results"]] == [own_project]


@pytest.mark.parametrize("session", ["team:chat/42", "c" * 70, "..", "x--0123456789abcdef"])
async def test_any_header_session_id_keeps_its_session_notes(memory_relay, session):
    relay = memory_relay
    same = {"X-Tandem-Session": session}
    play_answer(relay, ANSWER + BLOCK.replace('scope="user"', 'scope="session"'))
    shown = await stream_text(relay, [user("which node for the build?")], **same)
    [note] = relay.notes.list_notes(USER)
    assert note.scope == "session" and note.session == session_folder_name(session)
    play_answer(relay, "ok")
    await stream_text(relay, [user("which node for the build?"),
                              {"role": "assistant", "content": shown},
                              user("the build fails on node 18")], **same)
    assert "the build needs node 20" in relay.sent()[-1]["content"]


def test_session_folder_names_are_safe_distinct_and_stable():
    ids = ["chat-1", "team:chat/42", "team:chat:42", "c" * 70, "c" * 71, "..", ".hidden",
           "x--0123456789abcdef", "a b"]
    names = [session_folder_name(i) for i in ids]
    assert all(safe_name(n, "session id") == n for n in names)
    assert len(set(names)) == len(ids)
    assert names == [session_folder_name(i) for i in ids]
    assert names[0] == "chat-1" and names[-1] == "a b"  # a safe id stays as it is


async def test_two_chats_that_open_alike_part_once_they_differ(memory_relay):
    relay = memory_relay
    opening = [user("let us plan the trip")]
    play_answer(relay, "Sure, where to?")
    a1 = await stream_text(relay, opening)
    play_answer(relay, "Happy to help.")
    b1 = await stream_text(relay, opening)
    session_block = BLOCK.replace('scope="user"', 'scope="session"').replace(
        "the build needs node 20", "we fly out on tuesday morning")
    play_answer(relay, "Noted." + session_block)
    a_history = [*opening, {"role": "assistant", "content": a1}, user("we fly on tuesday")]
    a2 = await stream_text(relay, a_history)
    assert "remembered: we fly out on tuesday morning" in a2
    ask = user("when do we fly, tuesday morning or later?")
    play_answer(relay, "ok")
    await stream_text(relay, [*opening, {"role": "assistant", "content": b1}, ask])
    b_prompt = relay.sent()
    assert "we fly out on tuesday morning" not in b_prompt[-1]["content"]
    assert b_prompt[1] == {"role": "assistant", "content": "Happy to help."}
    play_answer(relay, "ok")
    await stream_text(relay, [*a_history, {"role": "assistant", "content": a2}, ask])
    assert "we fly out on tuesday morning" in relay.sent()[-1]["content"]
    assert relay.sent()[0] == b_prompt[0]  # both began with the same, cached, opening


async def test_a_side_request_under_the_chats_id_leaves_the_chats_prefix(memory_relay):
    relay = memory_relay
    chat = {"X-OpenWebUI-Chat-Id": "c0ffee-chat"}
    play_answer(relay, ANSWER + BLOCK)
    first = [user("which node for the build?")]
    shown = await stream_text(relay, first, **chat)
    turn_one = relay.sent()
    play_answer(relay, "Node versions")
    await stream_text(relay, [user("### Task: a title for this chat")], **chat)
    play_answer(relay, "ok")
    await stream_text(relay, [*first, {"role": "assistant", "content": shown},
                              user("and for the tests?")], **chat)
    turn_two = relay.sent()
    assert turn_two[:2] == [*turn_one, {"role": "assistant", "content": ANSWER + BLOCK}]
