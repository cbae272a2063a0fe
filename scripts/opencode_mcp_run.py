"""A real opencode run with Tandem as its local MCP server: opencode starts `tandem mcp`,
its model calls `tandem_search_notes`, and the note's text comes back to the model.

`--transport stdio` (the default) has opencode start `tandem mcp`; `--transport http`
serves `/mcp` from an in-process Tandem server (the same `build_app` as `tandem serve`)
with an API key, configured in opencode as a remote server with its headers.

Not part of `make test`: it needs opencode from npm (`npm install opencode-ai` into a
folder of your choice; pass its binary with --opencode). The model is a scripted
OpenAI-compatible server on loopback, so the run is the same every time: asked anything
with the Tandem tools on offer, it calls `tandem_search_notes`; given the tool's result,
it answers with the first title it finds there. The run passes when opencode's output
carries that answer and the tool result the model received is Tandem's search result.

    .venv/bin/python scripts/opencode_mcp_run.py --opencode /tmp/oc/node_modules/.bin/opencode
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from aiohttp import web

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app.config import load_config  # noqa: E402
from app.engine.access.users import UserResolver  # noqa: E402
from app.engine.http.server import build_app, start_server  # noqa: E402
from app.memory.service import NotesService  # noqa: E402
from app.memory.types import LOCAL_USER, NoteWrite, WriteContext  # noqa: E402

TITLE = "the staging db listens on port 5433"
TOOL = "tandem_search_notes"
KEY_LABEL = "opencode"
KEY = "tdm_opencode_run-secret"


def _chunk(delta: dict[str, Any], finish: str | None = None) -> bytes:
    payload = {"id": "chatcmpl-script", "object": "chat.completion.chunk", "created": 1,
               "model": "scripted", "choices": [{"index": 0, "delta": delta,
                                                 "finish_reason": finish}]}
    return b"data: " + json.dumps(payload).encode() + b"\n\n"


class ScriptedModel:
    """Answers by what it is sent: a tool result -> text; Tandem's tools -> a call."""

    def __init__(self) -> None:
        self.requests: list[dict[str, Any]] = []

    async def chat(self, request: web.Request) -> web.StreamResponse:
        body = await request.json()
        self.requests.append(body)
        tools = {t.get("function", {}).get("name") for t in body.get("tools") or []}
        results = [m for m in body.get("messages", []) if m.get("role") == "tool"]
        if results:
            found = json.loads(_text(results[-1]["content"]))
            titles = [r["title"] for r in found.get("results", [])]
            chunks = [_chunk({"role": "assistant", "content":
                              f"From your notes: {titles[0] if titles else 'nothing'}."}),
                      _chunk({}, "stop")]
        elif TOOL in tools:
            call = {"index": 0, "id": "call_1", "type": "function", "function": {
                "name": TOOL, "arguments": json.dumps({"query": "staging db port"})}}
            chunks = [_chunk({"role": "assistant", "tool_calls": [call]}),
                      _chunk({}, "tool_calls")]
        else:  # opencode's own side requests (a session title)
            chunks = [_chunk({"role": "assistant", "content": "Staging db port"}),
                      _chunk({}, "stop")]
        resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await resp.prepare(request)
        for c in [*chunks, b"data: [DONE]\n\n"]:
            await resp.write(c)
        await resp.write_eof()
        return resp

    async def models(self, request: web.Request) -> web.Response:
        return web.json_response({"object": "list", "data": [
            {"id": "scripted", "object": "model", "owned_by": "script"}]})


def _text(content: Any) -> str:
    if isinstance(content, list):
        return "".join(p.get("text", "") for p in content if isinstance(p, dict))
    return str(content)


def _seed(notes: NotesService, user: str) -> None:
    notes.write(WriteContext(user=user, source="dashboard"), NoteWrite(
        op="add", scope="user", kind="reference", title=TITLE,
        body="psql -h staging -p 5433", tags=["db"]))


def _mcp_entry(home: Path, mcp_url: str | None) -> dict[str, Any]:
    if mcp_url is not None:
        return {"type": "remote", "enabled": True, "url": mcp_url, "oauth": False,
                "headers": {"Authorization": f"Bearer {KEY}"}}
    return {"type": "local", "enabled": True,
            "command": [sys.executable, "-m", "app.cli", "mcp", "--home", str(home)],
            "environment": {"PYTHONPATH": str(ROOT)}}


def _config(work: Path, home: Path, port: int, mcp_url: str | None) -> Path:
    config = {
        "$schema": "https://opencode.ai/config.json",
        "provider": {"script": {
            "npm": "@ai-sdk/openai-compatible", "name": "Scripted",
            "options": {"baseURL": f"http://127.0.0.1:{port}/v1", "apiKey": "unused"},
            "models": {"scripted": {"name": "scripted", "tool_call": True}}}},
        "model": "script/scripted", "small_model": "script/scripted",
        "mcp": {"tandem": _mcp_entry(home, mcp_url)},
    }
    path = work / "opencode.json"
    path.write_text(json.dumps(config, indent=1))
    return path


async def main(opencode: str, timeout: float, transport: str) -> int:
    model = ScriptedModel()
    app = web.Application()
    app.router.add_post("/v1/chat/completions", model.chat)
    app.router.add_get("/v1/models", model.models)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = runner.addresses[0][1]
    with tempfile.TemporaryDirectory() as tmp:
        work, home = Path(tmp) / "work", Path(tmp) / "home"
        work.mkdir()
        notes = NotesService(home)
        _seed(notes, KEY_LABEL if transport == "http" else LOCAL_USER)
        tandem = None
        if transport == "http":
            tandem = await start_server(build_app(
                [], config=load_config(home), users=UserResolver({KEY_LABEL: KEY}),
                notes=notes), "127.0.0.1", 0)
        else:
            notes.close()
        config = _config(work, home, port, tandem.url + "/mcp" if tandem else None)
        env = {**os.environ, "OPENCODE_CONFIG": str(config), "HOME": tmp,
               "XDG_CONFIG_HOME": f"{tmp}/config", "XDG_DATA_HOME": f"{tmp}/data",
               "XDG_CACHE_HOME": f"{tmp}/cache", "XDG_STATE_HOME": f"{tmp}/state"}
        started = time.monotonic()
        proc = await asyncio.create_subprocess_exec(
            opencode, "run", "--model", "script/scripted",
            "What port does the staging db listen on? Look in my notes.",
            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            stdin=subprocess.DEVNULL)
        try:
            out, err = await asyncio.wait_for(proc.communicate(), timeout)
        except TimeoutError:
            proc.kill()
            out, err = await proc.communicate()
        elapsed = time.monotonic() - started
        if tandem is not None:
            await tandem.stop()
            notes.close()
    await runner.cleanup()
    text = out.decode(errors="replace")
    called = [r for r in model.requests if any(m.get("role") == "tool"
                                               for m in r.get("messages", []))]
    offered = any(TOOL in {t.get("function", {}).get("name") for t in r.get("tools") or []}
                  for r in model.requests)
    print(f"transport {transport}: opencode exit {proc.returncode} in {elapsed:.1f} s; "
          f"{len(model.requests)} model requests; tandem tools offered: {offered}; "
          f"requests with a tool result: {len(called)}")
    for r in called[:1]:
        result = next(m for m in r["messages"] if m.get("role") == "tool")
        print("--- the tool result opencode sent its model ---\n" + _text(result["content"]))
    print("--- opencode stdout ---\n" + text.strip())
    if proc.returncode != 0 or not called:
        print("--- opencode stderr (tail) ---\n" + err.decode(errors="replace")[-3000:])
    ok = bool(called) and TITLE in text
    print("PASS: opencode searched Tandem's notes over MCP" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--opencode", default="opencode", help="the opencode binary")
    parser.add_argument("--timeout", type=float, default=240.0)
    parser.add_argument("--transport", choices=("stdio", "http"), default="stdio")
    args = parser.parse_args()
    sys.exit(asyncio.run(main(args.opencode, args.timeout, args.transport)))
