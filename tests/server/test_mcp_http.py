"""`/mcp` on a live Tandem, through the `mcp` SDK's own client (both protocol eras): the
tools over the notes, a key for every request, the admin rule for reads, the Origin check,
and `remember` as a provisional `mcp` write that cannot be a rule."""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import aiohttp
import httpx2
import pytest
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from notes_api import NotesApi, basic, start_notes_api

from app.engine.access import admin_password
from app.engine.access.users import UserResolver
from app.engine.engines.proxy import ProxyEngine
from app.memory.note import parse

KEY = "sk-test-alice"
PASSWORD = "correct horse"
WORDS = ["apples", "bolts", "cables", "drills", "easels", "flutes", "gloves", "hammers",
         "inks", "jars", "kettles", "lamps", "mops", "nails", "ovens", "pliers", "quilts",
         "rakes", "saws", "tongs"]
MODES = ["auto", "legacy"]
"""`auto` is the SDK's default (2026-07-28, one request a POST); `legacy` the initialize
handshake with `Mcp-Session-Id`, which LM Studio and Claude Desktop still speak."""


@pytest.fixture
async def api(upstream, start_tandem, tmp_path: Path) -> AsyncIterator[NotesApi]:
    result = await start_notes_api(
        lambda engines, **kw: start_tandem(engines, users=UserResolver({"alice": KEY}), **kw),
        [ProxyEngine("up", upstream.base_url, timeout=2.0)], tmp_path / "home")
    yield result
    result.notes.close()


@asynccontextmanager
async def mcp_client(api: NotesApi, mode: str = "auto", **headers: str
                     ) -> AsyncIterator[Client]:
    headers.setdefault("Authorization", f"Bearer {KEY}")
    async with httpx2.AsyncClient(headers=headers, timeout=30) as http, Client(
            streamable_http_client(api.server.url + "/mcp", http_client=http),
            mode=mode) as client:
        yield client


async def _seed_alice(api: NotesApi) -> str:
    from memory.helpers import add, model_ctx

    return (await asyncio.to_thread(
        add, api.notes, "the staging db is on port 5433", "psql -p 5433 staging",
        ctx=model_ctx(user="alice"), tags=["db"])).note.id


@pytest.mark.parametrize("mode", MODES)
async def test_the_sdk_client_lists_searches_reads_and_remembers(api: NotesApi, mode: str
                                                                 ) -> None:
    note_id = await _seed_alice(api)
    async with mcp_client(api, mode) as client:
        tools = {t.name for t in (await client.list_tools()).tools}
        assert tools == {"search_notes", "read_note", "remember", "recent_notes"}

        found = await client.call_tool("search_notes", {"query": "staging db port"})
        assert not found.is_error
        results = found.structured_content["results"]
        assert [r["id"] for r in results] == [note_id] and results[0]["score"] > 0

        read = await client.call_tool("read_note", {"id": note_id})
        assert read.structured_content["body"] == "psql -p 5433 staging\n"
        assert read.structured_content["title"] == "the staging db is on port 5433"

        added = await client.call_tool("remember", {
            "title": "deploys need the vpn", "body": "the deploy script only reaches "
            "prod over the office vpn", "kind": "gotcha", "scope": "user", "tags": ["deploy"]})
        assert not added.is_error
        assert added.content[0].text.splitlines()[0] == "› remembered: deploys need the vpn"

        recent = (await client.call_tool("recent_notes", {})).structured_content["notes"]
        assert {n["title"] for n in recent} == {"deploys need the vpn",
                                               "the staging db is on port 5433"}
        stamps = [n["updated"] for n in recent]
        assert stamps == sorted(stamps, reverse=True)
        one = await client.call_tool("recent_notes", {"limit": 1})
        assert one.structured_content["notes"] == recent[:1]

    stored = [n for n in api.notes.list_notes("alice") if n.title == "deploys need the vpn"]
    assert [(n.source, n.status) for n in stored] == [("mcp", "provisional")]
    assert not [n for n in api.notes.list_notes("local") if n.title == "deploys need the vpn"]
    rows, _ = api.notes.journal("alice", ("write",))
    assert [(r["fields"]["source"], r["op"]) for r in rows if r["note_id"] == stored[0].id] == [
        ("mcp", "added")]
    queue = api.notes.summaries("alice")
    assert stored[0].id in [r["id"] for r in queue if r["status"] == "provisional"]


@pytest.mark.parametrize("mode", MODES)
async def test_a_rule_or_ruling_is_refused_and_nothing_is_written(api: NotesApi, mode: str
                                                                  ) -> None:
    async with mcp_client(api, mode) as client:
        for kind, scope in (("rule", "user"), ("ruling", "project"), ("rule", "session")):
            refused = await client.call_tool("remember", {
                "title": "always answer in french", "body": "the person wants french",
                "kind": kind, "scope": scope})
            assert refused.is_error
            assert refused.content[0].text.startswith("refused: ")
            assert kind in refused.content[0].text
    assert not [n for n in api.notes.list_notes("alice") if "french" in n.title]
    rows, _ = api.notes.journal("alice", ("write",))
    assert {(r["fields"]["source"], r["op"], r["refused"]) for r in rows} == {
        ("mcp", "refused", "needs_user_message")}


async def test_the_resources_are_the_index_and_each_note(api: NotesApi) -> None:
    note_id = await _seed_alice(api)
    async with mcp_client(api) as client:
        uris = {str(r.uri) for r in (await client.list_resources()).resources}
        assert uris == {"tandem://notes/index", f"tandem://notes/{note_id}"}
        index = await client.read_resource("tandem://notes/index")
        assert "the staging db is on port 5433" in index.contents[0].text
        note = await client.read_resource(f"tandem://notes/{note_id}")
        assert note.contents[0].text.startswith("---\n")
        # the file as it is: an id of digits only is quoted in its YAML, so read it back
        assert parse(note.contents[0].text).id == note_id
        assert "psql -p 5433 staging" in note.contents[0].text
    # local's notes are not alice's: the seeded rule is not in her index
    assert "answers start with the answer" not in index.contents[0].text


async def test_bad_arguments_name_the_argument(api: NotesApi) -> None:
    async with mcp_client(api) as client:
        bad = await client.call_tool("search_notes", {"query": 3})
        assert bad.is_error and "'query'" in bad.content[0].text
        bad = await client.call_tool("remember", {"title": "t", "body": "b", "kind": "gotcha",
                                                  "scope": "galaxy"})
        assert bad.is_error and "'scope'" in bad.content[0].text


async def _post(api: NotesApi, body: dict, **headers: str) -> tuple[int, dict, dict]:
    headers = {"Content-Type": "application/json",
               "Accept": "application/json, text/event-stream",
               "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": body["method"], **headers}
    if body["method"] == "tools/call":
        headers["Mcp-Name"] = body["params"]["name"]
    async with aiohttp.ClientSession() as s, s.post(
            api.server.url + "/mcp", data=json.dumps(body), headers=headers) as r:
        return r.status, await r.json(content_type=None), dict(r.headers)


META = {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28",
                  "io.modelcontextprotocol/clientInfo": {"name": "t", "version": "1"},
                  "io.modelcontextprotocol/clientCapabilities": {}}}
LIST_TOOLS = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": META}


@pytest.mark.parametrize("auth", [None, "Bearer sk-wrong", basic("admin", "x")])
async def test_every_request_needs_a_known_key(api: NotesApi, auth: str | None) -> None:
    status, body, _ = await _post(api, LIST_TOOLS, **({"Authorization": auth} if auth else {}))
    assert status == 401 and body["error"]["type"] == "authentication_error"
    status, body, _ = await _post(api, LIST_TOOLS, Authorization=f"Bearer {KEY}")
    assert status == 200 and body["result"]["tools"]


@pytest.mark.parametrize("origin", ["https://evil.example", "http://attacker.test:8470",
                                    "null"])
async def test_a_foreign_origin_is_refused(api: NotesApi, origin: str) -> None:
    status, body, _ = await _post(api, LIST_TOOLS, Authorization=f"Bearer {KEY}",
                                  Origin=origin)
    assert status == 403 and body["error"]["param"] == "Origin"
    status, _, _ = await _post(api, LIST_TOOLS, Authorization=f"Bearer {KEY}",
                               Origin="http://127.0.0.1:3000")
    assert status == 200


async def test_a_dns_rebound_page_is_refused_though_host_and_origin_agree(api: NotesApi
                                                                         ) -> None:
    """A page on evil.example, rebound to 127.0.0.1, sends its own name in both."""
    port = api.server.port
    status, body, _ = await _post(api, LIST_TOOLS, Authorization=f"Bearer {KEY}",
                                  Origin=f"http://evil.example:{port}",
                                  Host=f"evil.example:{port}")
    assert status == 403 and body["error"]["code"] == "forbidden_origin"


async def test_with_an_admin_password_reads_need_it_and_remember_does_not(
        os_keyring, api: NotesApi) -> None:
    note_id = await _seed_alice(api)
    await asyncio.to_thread(admin_password.set_password, api.home, PASSWORD)
    read = {"jsonrpc": "2.0", "id": 2, "method": "tools/call",
            "params": {**META, "name": "read_note", "arguments": {"id": note_id}}}
    status, body, headers = await _post(api, read, Authorization=f"Bearer {KEY}")
    assert status == 401 and body["error"]["param"] == "X-Tandem-Admin"
    assert headers["WWW-Authenticate"] == 'Basic realm="tandem"'
    async with mcp_client(api) as client:
        with pytest.raises(Exception):  # noqa: B017 - the SDK's error for an HTTP 401
            await client.read_resource("tandem://notes/index")
        assert (await client.list_tools()).tools  # listing the tools reads no note
    async with mcp_client(api) as client:
        added = await client.call_tool("remember", {
            "title": "the printer is on floor 3", "body": "room 3.14", "kind": "reference",
            "scope": "user"})
        assert not added.is_error
    async with mcp_client(api, **{"X-Tandem-Admin": basic("admin", PASSWORD)}) as client:
        read = await client.call_tool("read_note", {"id": note_id})
        assert read.structured_content["id"] == note_id
        index = await client.read_resource("tandem://notes/index")
        assert "the printer is on floor 3" in index.contents[0].text


async def test_each_connection_is_one_session_with_the_20_notes_cap(api: NotesApi) -> None:
    async with mcp_client(api, "legacy") as client:
        for n, word in enumerate(WORDS):
            done = await client.call_tool("remember", {
                "title": word, "body": f"{word} {n}", "kind": "reference", "scope": "user"})
            assert done.content[0].text.startswith(f"› remembered: {word}\n")
        over = await client.call_tool("remember", {
            "title": "one fact too many", "body": "the cap holds", "kind": "reference",
            "scope": "user"})
        assert over.is_error and "20 a session" in over.content[0].text
    async with mcp_client(api, "legacy") as client:  # a new connection, a new session
        fresh = await client.call_tool("remember", {
            "title": "one fact too many", "body": "the cap holds", "kind": "reference",
            "scope": "user"})
        assert not fresh.is_error


MODERN = {"MCP-Protocol-Version": "2026-07-28"}
MALFORMED = [
    ("POST", b"not json", {}), ("POST", b"[]", {}), ("POST", b"[1, 2]", {}),
    ("POST", b"{}", {}), ("POST", b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":5}',
                          {}),
    ("POST", b"[" * 900 + b"]" * 900, {}), ("POST", b"[" * 200_000, {}),
    ("POST", b'{"a":' * 100_000, {}),
    ("POST", json.dumps({**LIST_TOOLS, "params": {}}).encode(), MODERN),
    ("POST", json.dumps(LIST_TOOLS).encode(), {"MCP-Protocol-Version": "1999-01-01"}),
    ("POST", json.dumps(LIST_TOOLS).encode(), {"Accept": "text/html"}),
    ("GET", b"", {}), ("GET", b"", {"Accept": "text/event-stream", "Mcp-Session-Id": "nope"}),
    ("DELETE", b"", {}),
]


@pytest.mark.parametrize(("method", "body", "headers"), MALFORMED)
async def test_a_malformed_request_gets_a_4xx_never_a_5xx(
        api: NotesApi, method: str, body: bytes, headers: dict[str, str]) -> None:
    sent = {"Authorization": f"Bearer {KEY}", "Content-Type": "application/json",
            "Accept": "application/json, text/event-stream", **headers}
    async with aiohttp.ClientSession() as s, s.request(
            method, api.server.url + "/mcp", data=body, headers=sent) as r:
        await r.read()
        assert 400 <= r.status < 500, r.status


async def test_a_bad_project_header_is_a_400_naming_it(api: NotesApi) -> None:
    status, body, _ = await _post(api, LIST_TOOLS, Authorization=f"Bearer {KEY}",
                                  **{"X-Tandem-Project": "relative/path"})
    assert status == 400 and body["error"]["param"] == "X-Tandem-Project"


async def test_the_project_header_gives_the_project_scope(api: NotesApi) -> None:
    from memory.helpers import PROJECT

    async with mcp_client(api, **{"X-Tandem-Project": PROJECT}) as client:
        added = await client.call_tool("remember", {
            "title": "widgets build with make", "body": "make all", "kind": "runbook",
            "scope": "project"})
        assert not added.is_error
        found = await client.call_tool("search_notes", {"query": "widgets make",
                                                        "scope": "project"})
        assert [r["id"] for r in found.structured_content["results"]] == [
            added.structured_content["id"]]
    async with mcp_client(api) as client:  # without the header the project is not seen
        found = await client.call_tool("search_notes", {"query": "widgets make"})
        assert found.structured_content["results"] == []
    [note] = [n for n in api.notes.list_notes("alice") if n.scope == "project"]
    assert note.project == api.notes.project_key(PROJECT)


CLIENT_LOGGERS = ("mcp.client", "httpx", "httpcore")
"""The test's own client, which logs what it sends at DEBUG; the server is the rest."""


async def test_no_title_or_body_reaches_the_logs(api: NotesApi, caplog: pytest.LogCaptureFixture
                                                 ) -> None:
    caplog.set_level(logging.DEBUG)
    async with mcp_client(api, "legacy") as client:
        await client.call_tool("remember", {
            "title": "the lighthouse code is marigold", "body": "gate opens with marigold",
            "kind": "reference", "scope": "user"})
        await client.call_tool("search_notes", {"query": "lighthouse marigold"})
    async with mcp_client(api) as client:
        await client.call_tool("search_notes", {"query": "lighthouse marigold"})
    assert any("mcp remember" in r.getMessage() for r in caplog.records)
    server_side = [r for r in caplog.records if not r.name.startswith(CLIENT_LOGGERS)]
    assert any(r.name.startswith("mcp.server") for r in server_side)  # the SDK's, at DEBUG
    assert [r.name for r in server_side if "marigold" in r.getMessage()] == []
