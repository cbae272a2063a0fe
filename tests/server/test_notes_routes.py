"""The admin routes behind the Notes tab (spec 26.7; docs/ARCHITECTURE.md#the-notes-tab), over
real HTTP on loopback, with no admin password set (the routes are open): every route's happy
path, its 400 on bad input and its 404 for unknown ids. The admin rule itself is in
test_admin_password.py."""

from __future__ import annotations

import hashlib
import io
import tomllib
import zipfile
from pathlib import Path

import aiohttp
import pytest
from notes_api import BASE, NotesApi, start_notes_api

from app.engine.conductor.conductor import Conductor
from app.engine.conductor.turn_plan import NotesView
from app.engine.engines.proxy import ProxyEngine
from app.engine.http.core_key import CORE
from app.engine.turn import RequestContext
from app.memory.service import Visibility

UNKNOWN = "0123456789"


@pytest.fixture
async def api(upstream, start_tandem, tmp_path: Path):
    result = await start_notes_api(
        start_tandem, [ProxyEngine("up", upstream.base_url, timeout=2.0)], tmp_path / "home")
    yield result
    result.notes.close()


# ---- the list, the tree, one note ------------------------------------------------------


async def test_the_list_has_every_field_and_its_filters(api: NotesApi) -> None:
    status, body, _ = await api.call("GET")
    assert status == 200 and body["total"] == 4
    item = next(n for n in body["notes"] if n["id"] == api.ids["node"])
    assert {"id", "title", "kind", "scope", "status", "pinned", "tags", "updated",
            "uses_7d"} <= set(item)
    assert (item["scope"], item["status"], item["tags"]) == ("project", "provisional",
                                                             ["build"])
    for params, expected in [({"scope": "session"}, {"db"}), ({"kind": "rule"}, {"rule"}),
                             ({"tag": "network"}, {"vpn"}), ({"q": "node"}, {"node"})]:
        _, body, _ = await api.call("GET", params=params)
        assert {n["id"] for n in body["notes"]} == {api.ids[k] for k in expected}, params
    _, bob, _ = await api.call("GET", params={"user": "bob"})
    assert [n["id"] for n in bob["notes"]] == [api.ids["bob"]]


async def test_the_list_is_paged(api: NotesApi) -> None:
    _, first, _ = await api.call("GET", params={"limit": "3"})
    _, rest, _ = await api.call("GET", params={"limit": "3", "offset": "3"})
    assert (len(first["notes"]), len(rest["notes"]), first["total"]) == (3, 1, 4)
    assert not {n["id"] for n in first["notes"]} & {n["id"] for n in rest["notes"]}


async def test_status_and_pinned_filters(api: NotesApi) -> None:
    await api.call("POST", f"/{api.ids['rule']}/ratify")
    await api.call("POST", f"/{api.ids['rule']}/pin")
    _, body, _ = await api.call("GET", params={"status": "ratified"})
    assert [n["id"] for n in body["notes"]] == [api.ids["rule"]]
    _, body, _ = await api.call("GET", params={"pinned": "true"})
    assert [n["id"] for n in body["notes"]] == [api.ids["rule"]]


@pytest.mark.parametrize("params,field", [
    ({"user": "../etc"}, "user"), ({"user": ".hidden"}, "user"), ({"scope": "galaxy"}, "scope"),
    ({"kind": "poem"}, "kind"), ({"status": "maybe"}, "status"), ({"pinned": "yes"}, "pinned"),
    ({"limit": "0"}, "limit"), ({"limit": "many"}, "limit"), ({"offset": "-1"}, "offset"),
])
async def test_a_bad_query_is_a_400_naming_it(api: NotesApi, params, field) -> None:
    status, body, _ = await api.call("GET", params=params)
    assert status == 400 and body["error"]["param"] == field


async def test_a_file_broken_by_hand_is_listed_apart_by_name(api: NotesApi) -> None:
    folder = api.notes.read("local", api.ids["vpn"]).path.parent
    (folder / "gotcha-mangled--abcdef0123.md").write_text("---\nthis: [is not\n---\n")
    _, body, _ = await api.call("GET")
    assert [b["file"] for b in body["broken"]] == ["user/gotcha-mangled--abcdef0123.md"]
    assert body["total"] == 4


async def test_the_tree_counts_scopes_projects_and_sessions(api: NotesApi) -> None:
    status, body, _ = await api.call("GET", "/tree")
    assert status == 200
    assert body["scopes"] == {"user": 2, "project": 1, "session": 1}
    assert [p["count"] for p in body["projects"]] == [1]
    assert body["sessions"] == [{"name": "s1", "count": 1}]
    assert body["provisional"] == 4


async def test_a_note_is_its_frontmatter_and_its_file_exactly(api: NotesApi) -> None:
    status, body, _ = await api.call("GET", f"/{api.ids['node']}")
    assert status == 200
    path = api.notes.read("local", api.ids["node"]).path
    assert body["text"] == path.read_text("utf-8")
    assert body["note"]["title"] == "the build needs node 20"
    assert body["note"]["tags"] == ["build"]


@pytest.mark.parametrize("path", [f"/{UNKNOWN}", "/..%2F..%2Fconfig", "/.lock",
                                  f"/{UNKNOWN}/history"])
async def test_an_unknown_or_escaping_id_is_a_404(api: NotesApi, path: str) -> None:
    status, body, _ = await api.call("GET", path)
    assert status in (400, 404) and "error" in body
    assert status == 404 or body["error"]["param"] == "id"


async def test_another_users_id_is_not_found_under_local(api: NotesApi) -> None:
    status, _, _ = await api.call("GET", f"/{api.ids['bob']}")
    assert status == 404
    status, _, _ = await api.call("GET", f"/{api.ids['bob']}", params={"user": "bob"})
    assert status == 200


# ---- the person's operations -----------------------------------------------------------


async def test_patch_is_a_ratified_revision(api: NotesApi) -> None:
    status, body, _ = await api.call("PATCH", f"/{api.ids['node']}",
                                     body={"title": "the build needs node 22", "tags": ["ci"]})
    assert status == 200 and body["change"] == "edited"
    note = api.notes.read("local", api.ids["node"])
    assert (note.title, note.tags, note.status, note.revision) == (
        "the build needs node 22", ("ci",), "ratified", 2)


@pytest.mark.parametrize("body,field", [
    ({"colour": "red"}, "colour"), ({"kind": "poem"}, "kind"), ({"title": 7}, "title"),
    ({"tags": "build"}, "tags"), ({"verify_by": 3}, "verify_by"), ({"title": "x" * 121}, "title"),
    ({"verify_by": "soon"}, "verify_by"), ({"verify_by": "2026-02-30"}, "verify_by"),
])
async def test_a_bad_patch_is_a_400_naming_the_field(api: NotesApi, body, field) -> None:
    status, answer, _ = await api.call("PATCH", f"/{api.ids['node']}", body=body)
    assert status == 400 and answer["error"]["param"] == field
    assert api.notes.read("local", api.ids["node"]).revision == 1


async def test_a_patch_that_is_not_json_is_a_400(api: NotesApi) -> None:
    status, body, _ = await api.call("PATCH", f"/{api.ids['node']}", raw=b"{title")
    assert status == 400 and body["error"]["code"] == "invalid_json"
    status, _, _ = await api.call("PATCH", f"/{api.ids['node']}", body={})
    assert status == 400


async def test_ratify_pin_unpin_reject(api: NotesApi) -> None:
    rule = api.ids["rule"]
    status, body, _ = await api.call("POST", f"/{rule}/pin")
    assert status == 400 and body["error"]["code"] == "not_pinnable"
    assert (await api.call("POST", f"/{rule}/ratify"))[0] == 200
    assert (await api.call("POST", f"/{rule}/pin"))[0] == 200
    assert api.notes.read("local", rule).pinned
    assert (await api.call("POST", f"/{rule}/unpin"))[0] == 200
    assert not api.notes.read("local", rule).pinned
    status, body, _ = await api.call("POST", f"/{api.ids['vpn']}/reject")
    assert status == 200 and body["change"] == "rejected"
    assert api.notes.read("local", api.ids["vpn"]).archived


async def test_archive_needs_a_reason_and_delete_removes(api: NotesApi) -> None:
    vpn = api.ids["vpn"]
    for body in ({}, {"reason": ""}, {"reason": 3}):
        status, answer, _ = await api.call("POST", f"/{vpn}/archive", body=body)
        assert status == 400 and answer["error"]["param"] == "reason"
    status, _, _ = await api.call("POST", f"/{vpn}/archive", body={"reason": "moved office"})
    assert status == 200
    _, archived, _ = await api.call("GET", params={"scope": "archive"})
    assert [n["id"] for n in archived["notes"]] == [vpn]
    assert (await api.call("DELETE", f"/{vpn}"))[0] == 200
    assert api.notes.read("local", vpn) is None
    assert (await api.call("DELETE", f"/{vpn}"))[0] == 404


@pytest.mark.parametrize("method,path,body", [
    ("PATCH", "", {"title": "t"}), ("POST", "/ratify", None), ("POST", "/reject", None),
    ("POST", "/pin", None), ("POST", "/unpin", None), ("POST", "/archive", {"reason": "r"}),
    ("DELETE", "", None), ("GET", "/history", None), ("GET", "/diff?from=0&to=1", None),
    ("POST", "/restore", None), ("POST", "/restore-revision", {"revision": 1}),
    ("POST", "/merge", {"into": "0123456780"}),
])
async def test_every_operation_on_an_unknown_id_is_a_404(api: NotesApi, method, path, body
                                                         ) -> None:
    status, answer, _ = await api.call(method, f"/{UNKNOWN}{path}", body=body)
    assert status == 404 and answer["error"]["code"] == "note_not_found"


async def test_history_and_diff_show_the_change_not_the_bookkeeping(api: NotesApi) -> None:
    node = api.ids["node"]
    await api.call("PATCH", f"/{node}", body={"body": "use node 22 now"})
    status, body, _ = await api.call("GET", f"/{node}/history")
    assert status == 200 and body["total"] == 2
    assert [(r["revision"], r["by"], r["op"]) for r in body["revisions"]] == [
        (1, "model", "added"), (2, "dashboard", "edited")]
    status, body, _ = await api.call("GET", f"/{node}/diff", params={"from": "1", "to": "2"})
    assert status == 200
    assert "-npm fails on node 18" in body["diff"] and "+use node 22 now" in body["diff"]
    assert "updated" not in body["diff"] and "updated" in body["file_diff"]
    for params, field in [({"to": "2"}, "from"), ({"from": "x", "to": "2"}, "from")]:
        status, answer, _ = await api.call("GET", f"/{node}/diff", params=params)
        assert status == 400 and answer["error"]["param"] == field
    status, _, _ = await api.call("GET", f"/{node}/diff", params={"from": "1", "to": "9"})
    assert status == 404


async def test_restore_from_the_archive_and_from_a_revision(api: NotesApi) -> None:
    vpn, node = api.ids["vpn"], api.ids["node"]
    await api.call("POST", f"/{vpn}/archive", body={"reason": "gone"})
    status, body, _ = await api.call("POST", f"/{vpn}/restore")
    assert status == 200 and body["change"] == "restored"
    assert not api.notes.read("local", vpn).archived
    status, body, _ = await api.call("POST", f"/{vpn}/restore")
    assert status == 400 and body["error"]["code"] == "not_archived"
    await api.call("PATCH", f"/{node}", body={"title": "the build needs node 22"})
    for bad_body in ({}, {"revision": 0}, {"revision": "1"}, {"revision": True}):
        status, body, _ = await api.call("POST", f"/{node}/restore-revision", body=bad_body)
        assert status == 400 and body["error"]["param"] == "revision"
    status, _, _ = await api.call("POST", f"/{node}/restore-revision", body={"revision": 7})
    assert status == 404
    status, _, _ = await api.call("POST", f"/{node}/restore-revision", body={"revision": 1})
    assert status == 200
    assert api.notes.read("local", node).title == "the build needs node 20"


async def test_merge_folds_a_note_into_another_and_names_a_bad_into(api: NotesApi) -> None:
    vpn, node = api.ids["vpn"], api.ids["node"]
    for bad_body in ({}, {"into": ""}, {"into": 3}):
        status, body, _ = await api.call("POST", f"/{vpn}/merge", body=bad_body)
        assert status == 400 and body["error"]["param"] == "into"
    status, body, _ = await api.call("POST", f"/{vpn}/merge", body={"into": UNKNOWN})
    assert status == 400 and body["error"]["param"] == "into"
    status, body, _ = await api.call("POST", f"/{vpn}/merge", body={"into": node})
    assert status == 200 and body["change"] == "merged" and set(body["ids"]) == {vpn, node}
    assert api.notes.read("local", vpn) is None
    merged = api.notes.read("local", node)
    assert merged is not None and merged.ratified and merged.title == "the build needs node 20"
    _, history, _ = await api.call("GET", f"/{node}/history")
    assert [r["op"] for r in history["revisions"]][-2:] == ["merged_in", "merged"]


async def test_search_returns_scores_best_first(api: NotesApi) -> None:
    status, body, _ = await api.call("GET", "/search", params={"q": "node build"})
    assert status == 200 and body["results"][0]["id"] == api.ids["node"]
    scores = [r["score"] for r in body["results"]]
    assert scores == sorted(scores, reverse=True)
    status, answer, _ = await api.call("GET", "/search")
    assert status == 400 and answer["error"]["param"] == "q"


# ---- what the notes went into, the journal, the writer ---------------------------------


async def test_requests_list_each_injection_with_client_model_and_profile(api: NotesApi
                                                                         ) -> None:
    vis = Visibility("local", "s1")
    api.notes.record_injection(vis, [api.ids["vpn"]], "req-1", client="127.0.0.1",
                               model="up/m1", profile="chat")
    api.notes.record_injection(vis, [api.ids["rule"]], "req-2", client="127.0.0.1",
                               model="up/m2", profile="coding")
    status, body, _ = await api.call("GET", "/requests")
    assert status == 200 and body["total"] == 2
    newest = body["requests"][0]
    assert (newest["request_id"], newest["model"], newest["profile"], newest["note_ids"],
            newest["client"]) == ("req-2", "up/m2", "coding", [api.ids["rule"]], "127.0.0.1")
    assert "time" in newest
    _, one, _ = await api.call("GET", "/requests", params={"note": api.ids["vpn"]})
    assert [r["request_id"] for r in one["requests"]] == ["req-1"]
    status, answer, _ = await api.call("GET", "/requests", params={"note": "../x"})
    assert status == 400 and answer["error"]["param"] == "note"
    _, listed, _ = await api.call("GET", params={"q": "vpn"})
    assert listed["notes"][0]["uses_7d"] == 1


async def test_a_chat_request_that_carried_notes_is_listed_with_its_figures(
        upstream, start_tandem, tmp_path: Path) -> None:
    """A real relayed chat completion by a key's user (the OpenAI SDK over loopback): the
    route lists it once, with the notes it carried and the figures of its stream, as the
    Notes tab's Requests view does."""
    from openai import AsyncOpenAI
    from upstream import Script, stream_of

    from app.config import load_config
    from app.engine.access.users import UserResolver
    from app.memory.service import NotesService, NoteWrite, WriteContext

    home = tmp_path / "home"
    notes = NotesService(home)
    vpn = notes.write(WriteContext(user="alice", source="model", user_message_in_turn=True),
                      NoteWrite("add", "user", "gotcha", title="the vpn drops at 18:00",
                                body="Reconnect after six.")).note.id
    server = await start_tandem([ProxyEngine("up", upstream.base_url, timeout=2.0)],
                                config=load_config(home), notes=notes,
                                users=UserResolver({"alice": "sk-alice"}))
    upstream.play(Script([stream_of("Reconnect after six.", usage=(311, 9, 128))]))
    client = AsyncOpenAI(base_url=server.url + "/v1", api_key="sk-alice")
    stream = await client.chat.completions.create(
        model="up/m1", stream=True,
        messages=[{"role": "user", "content": "when does the vpn drop?"}])
    async for _ in stream:
        pass
    await client.close()
    api = NotesApi(server, notes, load_config(home), home, {})
    try:
        status, body, _ = await api.call("GET", "/requests", params={"user": "alice"})
    finally:
        notes.close()
    assert status == 200 and body["total"] == 1
    [row] = body["requests"]
    assert row["note_ids"] == [vpn] and row["client"] == "127.0.0.1"
    assert (row["prompt_tokens"], row["cached_tokens"], row["completion_tokens"]) == (
        311, 128, 9)
    assert row["ttft_s"] is not None and row["engine"] == "up"


async def test_the_conductor_records_who_a_request_was(api: NotesApi) -> None:
    conductor = api.server.runner.app[CORE].conductor
    assert isinstance(conductor, Conductor)
    who = RequestContext("req-9", "local", "chat", "s9", None, None, "127.0.0.1", False, "up")
    view = NotesView(who, "on", Visibility("local", "s9"), inline=True, model="up/m1")
    _, ids = await conductor._tail(view, conductor.sessions.open("s9", "local", None), 0,
                                   False, "when does the vpn drop")
    assert ids == [api.ids["vpn"]]
    _, body, _ = await api.call("GET", "/requests")
    assert body["requests"][0]["profile"] == "chat" and body["requests"][0]["model"] == "up/m1"


async def test_the_journal_has_writes_and_edits_with_who_but_never_text(api: NotesApi) -> None:
    await api.call("POST", f"/{api.ids['vpn']}/ratify")
    status, body, _ = await api.call("GET", "/journal")
    assert status == 200
    events = [(e["event"], e.get("op")) for e in body["entries"]]
    assert events[0] == ("dashboard", "ratify") and ("write", "added") in events
    assert body["entries"][0]["admin"].startswith("open from 127.0.0.1")
    assert body["entries"][0]["note_id"] == api.ids["vpn"]
    text = str(body)
    assert "vpn drops" not in text and "reconnect" not in text
    _, writes, _ = await api.call("GET", "/journal", params={"event": "write"})
    assert {e["event"] for e in writes["entries"]} == {"write"}
    status, answer, _ = await api.call("GET", "/journal", params={"event": "a;b"})
    assert status == 400 and answer["error"]["param"] == "event"


async def test_writer_runs_are_listed(api: NotesApi) -> None:
    api.notes.journal_event("writer_run", user="local", session="s1", notes=2, tokens=282)
    status, body, _ = await api.call("GET", "/writer-runs")
    assert status == 200 and body["total"] == 1
    assert (body["runs"][0]["notes"], body["runs"][0]["tokens"]) == (2, 282)


# ---- settings --------------------------------------------------------------------------


async def test_settings_persist_to_config_toml_and_apply_at_once(api: NotesApi) -> None:
    (api.home / "config.toml").write_text("# my own comment\nport = 8470\n")
    status, body, _ = await api.call("GET", "/settings")
    assert status == 200 and body["profiles"]["chat"]["memory"] == "on"
    assert body["writer"]["mode"] == "off"
    change = {"profiles": {"chat": {"memory": "shadow"}},
              "writer": {"mode": "shadow", "gate": 0.7},
              "models": {"up/m1": {"inline_blocks": "off"}}}
    status, body, _ = await api.call("PUT", "/settings", body=change)
    assert status == 200 and body["writer"]["gate"] == 0.7
    saved = (api.home / "config.toml").read_text()
    assert saved.startswith("# my own comment\nport = 8470\n")
    data = tomllib.loads(saved)
    assert data["profiles"]["chat"]["memory"] == "shadow"
    assert data["memory"]["notes"]["writer"] == {"mode": "shadow", "gate": 0.7}
    assert data["models"]["up/m1"]["inline_blocks"] == "off"
    conductor = api.server.runner.app[CORE].conductor
    who = RequestContext("r", "local", "chat", None, None, None, None, False, "up")
    assert conductor.mode_for(who) == ("shadow", None)
    assert api.config.writer.mode == "shadow"
    # A model entry sent without a key changes nothing, as a writer without one does.
    status, body, _ = await api.call("PUT", "/settings", body={"models": {"up/m1": {}}})
    assert status == 200 and body["models"]["up/m1"]["inline_blocks"] == "off"
    assert tomllib.loads((api.home / "config.toml").read_text())["models"]["up/m1"] == {
        "inline_blocks": "off"}


@pytest.mark.parametrize("change,field", [
    ({"writer": {"mode": "loud"}}, "writer.mode"), ({"writer": {"gate": 2}}, "writer.gate"),
    ({"writer": {"idle_seconds": "soon"}}, "writer.idle_seconds"),
    ({"writer": {"ban_tool_call": 1}}, "writer.ban_tool_call"),
    ({"writer": {"speed": 1}}, "writer.speed"),
    ({"profiles": {"chat": {"memory": "sometimes"}}}, "profiles.chat.memory"),
    ({"models": {"m": {"inline_blocks": "maybe"}}}, 'models."m".inline_blocks'),
    ({"profiles": {"my profile": {"memory": "on"}}}, 'profiles."my profile"'),
    ({"colour": {}}, "colour"),
])
async def test_an_invalid_setting_is_a_400_naming_it_and_nothing_changes(
        api: NotesApi, change, field) -> None:
    status, body, _ = await api.call("PUT", "/settings", body=change)
    assert status == 400 and body["error"]["param"] == field
    assert not (api.home / "config.toml").exists()
    assert api.config.writer.mode == "off"


# ---- export and delete-all -------------------------------------------------------------


async def test_the_export_zip_holds_every_file_and_its_checksum(api: NotesApi) -> None:
    await api.call("PATCH", f"/{api.ids['node']}", body={"body": "a second text"})
    await api.call("POST", f"/{api.ids['vpn']}/archive", body={"reason": "gone"})
    status, payload, headers = await api.call("GET", "/export")
    assert status == 200 and headers["Content-Type"] == "application/zip"
    with zipfile.ZipFile(io.BytesIO(payload)) as zf:
        members = {name: zf.read(name) for name in zf.namelist()}
    manifest = members.pop("MANIFEST.sha256").decode().splitlines()
    sums = dict(reversed(line.split("  ", 1)) for line in manifest)
    base = api.notes.store.user_dir("local")
    on_disk = {f"local/{p.relative_to(base).as_posix()}": p.read_bytes()
               for p in base.rglob("*") if p.is_file() and not p.name.startswith(".")}
    index = members.pop("local/INDEX.md")
    on_disk.pop("local/INDEX.md", None)
    assert members == on_disk
    assert set(sums) == {*members, "local/INDEX.md"}
    for name, data in [*members.items(), ("local/INDEX.md", index)]:
        assert sums[name] == hashlib.sha256(data).hexdigest(), name
    assert any("/revisions/" in n for n in members) and any("/archive/" in n for n in members)
    for key in ("node", "rule", "db"):
        assert api.ids[key] in index.decode()


async def test_delete_all_needs_the_exact_words(api: NotesApi) -> None:
    for body in ({"confirm": "DELETE ALL"}, {"confirm": "delete all notes of bob"}, {}):
        status, answer, _ = await api.call("POST", "/delete-all", body=body)
        assert status == 400 and answer["error"]["param"] == "confirm"
    assert len(api.notes.list_notes("local")) == 4
    status, body, _ = await api.call("POST", "/delete-all",
                                     body={"confirm": "delete all notes of local"})
    assert status == 200 and body["change"] == "deleted_all"
    assert api.notes.list_notes("local") == []
    assert len(api.notes.list_notes("bob")) == 1


# ---- the document ----------------------------------------------------------------------


async def test_openapi_describes_every_route_of_a_server_with_notes(api: NotesApi) -> None:
    async with aiohttp.ClientSession() as s, s.get(api.server.url + "/openapi.json") as r:
        doc = await r.json()
    routes = {res.canonical for res in api.server.runner.app.router.resources()}
    assert routes == set(doc["paths"])
    methods = {(route.method.lower(), route.resource.canonical)
               for route in api.server.runner.app.router.routes() if route.method != "HEAD"}
    assert methods == {(m, p) for p, ops in doc["paths"].items() for m in ops}
    assert BASE + "/{id}/diff" in doc["paths"]
