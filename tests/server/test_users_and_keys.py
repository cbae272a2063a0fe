"""Whose request it is (DESIGN "Users"; docs/ARCHITECTURE.md#a-chat-request), keys and
trust, and the `tandem keys` command."""

from __future__ import annotations

import json
import stat
from pathlib import Path

import aiohttp
import pytest

from app.cli import main as tandem
from app.config import Config
from app.engine.access.keys import KeyStore
from app.engine.access.users import UserResolver
from app.engine.engines.proxy import ProxyEngine
from app.engine.turn import RequestContext, run_turn

MSGS = [{"role": "user", "content": "hi"}]


@pytest.fixture
def seen() -> list[RequestContext]:
    return []


@pytest.fixture
def start(upstream, start_tandem, seen, tmp_path):
    """Start Tandem relaying `up` with the given resolver, recording each RequestContext."""

    async def recording_turn(ctx, req, engine):
        seen.append(ctx)
        async for d in run_turn(ctx, req, engine):
            yield d

    async def go(users: UserResolver):
        return await start_tandem([ProxyEngine("up", upstream.base_url)], users=users,
                                  turn=recording_turn, config=Config(home=tmp_path / "h"))

    return go


async def chat(server, headers: dict[str, str] | None = None) -> tuple[int, dict]:
    async with aiohttp.ClientSession() as s, s.post(
        server.url + "/v1/chat/completions", json={"model": "up/m1", "messages": MSGS},
        headers=headers or {},
    ) as r:
        return r.status, await r.json()


async def test_a_relayed_request_belongs_to_its_keys_label(start, seen):
    server = await start(UserResolver({"alice": "s3cret"}))
    status, _ = await chat(server, {"Authorization": "Bearer s3cret"})
    assert status == 200
    assert seen[-1].user == "alice" and seen[-1].relayed


async def test_an_unknown_key_is_a_401(start, seen, upstream):
    server = await start(UserResolver({"alice": "s3cret"}))
    status, body = await chat(server, {"Authorization": "Bearer wrong"})
    assert status == 401
    assert body["error"]["type"] == "authentication_error"
    assert body["error"]["code"] == "invalid_api_key"
    assert seen == [] and upstream.received == []


async def test_an_unknown_key_is_a_401_on_the_model_list_too(start):
    server = await start(UserResolver({"alice": "s3cret"}))
    async with aiohttp.ClientSession() as s, s.get(
        server.url + "/v1/models", headers={"Authorization": "Bearer wrong"}
    ) as r:
        assert r.status == 401


async def test_without_any_keys_a_request_with_or_without_a_key_has_no_user(start, seen):
    server = await start(UserResolver())
    assert (await chat(server))[0] == 200
    assert (await chat(server, {"Authorization": "Bearer sk-anything"}))[0] == 200
    assert [c.user for c in seen] == [None, None]


async def test_with_keys_a_request_without_a_key_is_served_without_a_user(start, seen):
    server = await start(UserResolver({"alice": "s3cret"}))
    assert (await chat(server))[0] == 200
    assert seen[-1].user is None


async def test_x_tandem_user_counts_from_a_trusted_address(start, seen):
    server = await start(UserResolver(trust=["127.0.0.1"]))
    await chat(server, {"X-Tandem-User": "bob"})
    assert seen[-1].user == "bob"


async def test_x_tandem_user_is_ignored_from_an_untrusted_address(start, seen):
    server = await start(UserResolver(trust=["10.0.0.0/8"]))
    await chat(server, {"X-Tandem-User": "bob"})
    assert seen[-1].user is None


async def test_a_key_in_keys_json_is_accepted_until_removed(start, seen, tmp_path):
    store = KeyStore(tmp_path / "state" / "keys.json")
    secret = store.add("carol")
    store.add("dave")
    server = await start(UserResolver(store=KeyStore(store.path)))
    assert (await chat(server, {"Authorization": f"Bearer {secret}"}))[0] == 200
    assert seen[-1].user == "carol"
    assert store.remove("carol")
    assert (await chat(server, {"Authorization": f"Bearer {secret}"}))[0] == 401


async def test_the_context_carries_profile_session_project_and_memory(start, seen):
    server = await start(UserResolver())
    await chat(server)
    assert (seen[-1].profile, seen[-1].session_id, seen[-1].project, seen[-1].memory) == (
        "chat", None, None, None)
    await chat(server, {"X-Tandem-Profile": "coding", "X-Tandem-Session": "s-1",
                        "X-Tandem-Project": "/home/me/proj", "X-Tandem-Memory": "read"})
    ctx = seen[-1]
    assert (ctx.profile, ctx.session_id, ctx.project, ctx.memory) == (
        "coding", "s-1", "/home/me/proj", "read")
    assert ctx.remote == "127.0.0.1" and ctx.engine == "up"


# --- tandem keys ----------------------------------------------------------------------


def test_keys_add_prints_the_secret_once_and_stores_only_a_hash(tmp_path: Path, capsys):
    assert tandem(["keys", "--home", str(tmp_path), "add", "alice"]) == 0
    secret = capsys.readouterr().out.strip()
    path = tmp_path / "state" / "keys.json"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    text = path.read_text()
    assert secret not in text
    assert json.loads(text)["keys"][0]["label"] == "alice"
    assert KeyStore(path).verify(secret) == "alice"
    assert KeyStore(path).verify(secret + "x") is None


def test_keys_list_shows_labels_and_remove_deletes_one(tmp_path: Path, capsys):
    home = str(tmp_path)
    tandem(["keys", "--home", home, "add", "alice"])
    tandem(["keys", "--home", home, "add", "bob"])
    capsys.readouterr()
    assert tandem(["keys", "--home", home, "list"]) == 0
    labels = [line.split("\t")[0] for line in capsys.readouterr().out.splitlines()]
    assert labels == ["alice", "bob"]
    assert tandem(["keys", "--home", home, "remove", "alice"]) == 0
    capsys.readouterr()
    tandem(["keys", "--home", home, "list"])
    assert capsys.readouterr().out.startswith("bob\t")


def test_keys_remove_of_an_unknown_label_fails(tmp_path: Path, capsys):
    assert tandem(["keys", "--home", str(tmp_path), "remove", "nobody"]) == 1
    assert "nobody" in capsys.readouterr().err


def test_keys_add_refuses_a_label_that_is_not_a_folder_name(tmp_path: Path, capsys):
    assert tandem(["keys", "--home", str(tmp_path), "add", "../evil"]) != 0
    assert not (tmp_path / "state" / "keys.json").exists()
