"""`tandem mcp` over stdio, spawned as a client spawns it (`python -m app.cli mcp`) with a
temporary TANDEM_HOME, and driven by the `mcp` SDK's own stdio client: the same tools as
`/mcp`, user `local` unless `--user`, the project scope of `--project`, one session for
the process, and nothing but protocol on stdout."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from mcp import Client, StdioServerParameters

from app.memory.names import project_key
from app.memory.service import NotesService

ROOT = Path(__file__).resolve().parents[2]


def _env(home: Path) -> dict[str, str]:
    return {"TANDEM_HOME": str(home), "PYTHONPATH": str(ROOT),
            "PATH": os.environ.get("PATH", ""), "HOME": str(home.parent)}


@asynccontextmanager
async def stdio_client(home: Path, *args: str) -> AsyncIterator[Client]:
    params = StdioServerParameters(command=sys.executable, args=["-m", "app.cli", "mcp", *args],
                                   env=_env(home), cwd=str(ROOT))
    async with Client(params) as client:
        yield client


def _remember(title: str, kind: str = "gotcha", scope: str = "user") -> dict[str, str]:
    return {"title": title, "body": f"{title}, as the tests found", "kind": kind,
            "scope": scope}


@pytest.fixture
def home(tmp_path: Path) -> Path:
    return tmp_path / "home"


async def test_list_search_read_remember_and_a_refused_rule(home: Path) -> None:
    async with stdio_client(home) as client:
        tools = {t.name for t in (await client.list_tools()).tools}
        assert tools == {"search_notes", "read_note", "remember", "recent_notes"}

        added = await client.call_tool("remember", _remember("the build needs node 20"))
        assert added.content[0].text.splitlines()[0] == "› remembered: the build needs node 20"
        note_id = added.structured_content["id"]

        found = await client.call_tool("search_notes", {"query": "build node"})
        assert [r["id"] for r in found.structured_content["results"]] == [note_id]
        read = await client.call_tool("read_note", {"id": note_id})
        assert read.structured_content["body"] == "the build needs node 20, as the tests found\n"

        refused = await client.call_tool("remember", _remember("answer in french", "rule"))
        assert refused.is_error and refused.content[0].text.startswith("refused: ")

        index = await client.read_resource("tandem://notes/index")
        assert "the build needs node 20" in index.contents[0].text
    notes = NotesService(home)
    try:
        stored = notes.list_notes("local")
        assert [(n.title, n.source, n.status) for n in stored] == [
            ("the build needs node 20", "mcp", "provisional")]
        assert stored[0].path is not None and stored[0].path.stat().st_mode & 0o777 == 0o600
    finally:
        notes.close()


async def test_user_and_project_flags_pick_whose_notes_and_which_project(
        home: Path, tmp_path: Path) -> None:
    project = tmp_path / "widgets"
    project.mkdir()
    async with stdio_client(home, "--user", "bob", "--project", str(project)) as client:
        added = await client.call_tool("remember", _remember("the tests need redis",
                                                             scope="project"))
        assert not added.is_error
    notes = NotesService(home)
    try:
        assert not notes.list_notes("local")
        [note] = notes.list_notes("bob")
        assert (note.scope, note.project) == ("project", project_key(str(project)))
        assert note.path is not None
        assert note.path.parent.name == project_key(str(project))
    finally:
        notes.close()


async def test_the_process_is_one_session(home: Path) -> None:
    async with stdio_client(home) as client:
        first = await client.call_tool("remember", _remember("the cache is flushed hourly",
                                                             scope="session"))
        second = await client.call_tool("remember", _remember("the queue retries thrice",
                                                              scope="session"))
    async with stdio_client(home) as client:
        third = await client.call_tool("remember", _remember("the logs rotate daily",
                                                             scope="session"))
        # a session's notes are that session's: the next process does not see them
        seen = await client.call_tool("recent_notes", {})
        assert [n["id"] for n in seen.structured_content["notes"]] == [
            third.structured_content["id"]]
    notes = NotesService(home)
    try:
        sessions = {n.id: n.session for n in notes.list_notes("local", "session")}
    finally:
        notes.close()
    ids = [r.structured_content["id"] for r in (first, second, third)]
    assert sessions[ids[0]] == sessions[ids[1]] != sessions[ids[2]]


def test_stdout_carries_only_protocol(home: Path) -> None:
    messages = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-11-25", "capabilities": {},
            "clientInfo": {"name": "raw", "version": "1"}}},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {
            "name": "remember", "arguments": _remember("the printer jams on a4")}},
        {"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {
            "name": "search_notes", "arguments": {"query": "printer jams"}}},
    ]
    proc = subprocess.Popen([sys.executable, "-m", "app.cli", "mcp"], cwd=ROOT,
                            env=_env(home), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    assert proc.stdin is not None and proc.stdout is not None
    answers = []
    for message in messages:
        proc.stdin.write(json.dumps(message) + "\n")
        proc.stdin.flush()
        if "id" in message:
            answers.append(json.loads(proc.stdout.readline()))
    proc.stdin.close()
    rest = proc.stdout.read()
    proc.wait(timeout=30)
    assert proc.returncode == 0
    assert [a["id"] for a in answers] == [1, 2, 3] and rest == ""
    assert all(a["jsonrpc"] == "2.0" and "result" in a for a in answers)
    assert answers[2]["result"]["structuredContent"]["results"][0]["title"] == (
        "the printer jams on a4")


def test_a_bad_flag_is_one_line_on_stderr(home: Path, tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "app.cli", "mcp", "--project",
                           str(tmp_path / "missing")], cwd=ROOT, env=_env(home),
                          capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert done.returncode == 2 and done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1 and "--project" in done.stderr
