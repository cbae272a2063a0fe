"""Claude Code itself, headless (`claude -p`), against `tandem serve` (issue 22).

Never part of `make test`: it needs Node and the npm package, and it runs a real agent.

Three processes, as a user runs them: a scripted OpenAI-compatible model (this script's
own loop), a real `tandem serve --engine none --backend up=…` with the notes on and an
API key, and `claude -p` pointed at Tandem through ANTHROPIC_BASE_URL,
ANTHROPIC_AUTH_TOKEN and ANTHROPIC_CUSTOM_HEADERS (the project header). The model's
first answer writes a memory block and calls Claude Code's Read tool; after the tool's
result it answers with a second block. The script prints what Claude Code printed, the
requests the model got, and the notes Tandem stored.

With `--live` the packaged SmolLM2 serves instead, under the `claude-…` names Claude Code
asks for (they map to the default model); what a 135M model with a 4,096-token context
makes of Claude Code's prompt is the point of that run.

Run:
  (cd /tmp/cc && npm install @anthropic-ai/claude-code)
  .venv/bin/python bench/claude_code_check.py [--claude /tmp/cc/node_modules/.bin/claude]
                                              [--live]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from aiohttp import web

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from app.memory.service import NotesService  # noqa: E402

KEY = "sk-claude-code-check"
FIRST_BLOCK = ('<tandem_memory op="add" scope="project" kind="reference">\n'
               "title: the demo file greets the reader\ntags: demo\n\n"
               "hello.txt in the project holds a one-line greeting.\n</tandem_memory>")
SECOND_BLOCK = ('<tandem_memory op="add" scope="project" kind="gotcha">\n'
                "title: the greeting is in lower case\ntags: demo\n\n"
                "The greeting in hello.txt is written all in lower case.\n</tandem_memory>")


def _chunk(delta: dict[str, Any], finish: str | None = None) -> bytes:
    payload = {"id": "chatcmpl-cc", "object": "chat.completion.chunk", "created": 1,
               "model": "m1", "choices": [{"index": 0, "delta": delta,
                                           "finish_reason": finish}]}
    return b"data: " + json.dumps(payload).encode() + b"\n\n"


def _texts(content: Any) -> str:
    if isinstance(content, list):
        return "\n".join(p.get("text", "") for p in content if isinstance(p, dict))
    return content if isinstance(content, str) else ""


class Model:
    """The scripted model: it answers from what the request holds, so Claude Code's side
    requests (titles, quota checks) get a plain "ok" and the agent turn gets the script."""

    def __init__(self, project: Path) -> None:
        self.project = project
        self.requests: list[dict[str, Any]] = []

    def answer(self, body: dict[str, Any]) -> list[bytes]:
        messages = body.get("messages") or []
        last = messages[-1] if messages else {}
        tools = {t["function"]["name"] for t in body.get("tools") or ()}
        if last.get("role") == "tool":
            kind = "final answer with a block"
            out = [_chunk({"content": "The file says hello, in lower case." + SECOND_BLOCK}),
                   _chunk({}, "stop")]
        elif "Read" in tools:
            kind = "a block and a Read call"
            args = json.dumps({"file_path": str(self.project / "hello.txt")})
            out = [_chunk({"content": "Let me read it." + FIRST_BLOCK}),
                   _chunk({"tool_calls": [{"index": 0, "id": "call_read1", "type": "function",
                                           "function": {"name": "Read", "arguments": ""}}]}),
                   _chunk({"tool_calls": [{"index": 0, "function": {"arguments": args}}]}),
                   _chunk({}, "tool_calls")]
        else:
            kind = "side request: ok"
            out = [_chunk({"content": "ok"}), _chunk({}, "stop")]
        history = "\n".join(_texts(m.get("content")) for m in messages)
        self.requests.append({
            "kind": kind, "messages": len(messages), "tools": len(tools),
            "roles": [m.get("role") for m in messages],
            "memory_card_in_prompt": "To save one" in history,
            "first_block_back_in_history": FIRST_BLOCK in history,
            "status_line_in_history": "› remembered" in history,
        })
        usage = {"prompt_tokens": 100, "completion_tokens": 10, "total_tokens": 110}
        return [_chunk({"role": "assistant"}), *out,
                b"data: " + json.dumps({"choices": [], "usage": usage}).encode() + b"\n\n",
                b"data: [DONE]\n\n"]

    async def chat(self, request: web.Request) -> web.StreamResponse:
        body = await request.json()
        resp = web.StreamResponse(headers={"Content-Type": "text/event-stream"})
        await resp.prepare(request)
        for piece in self.answer(body):
            await resp.write(piece)
        await resp.write_eof()
        return resp

    async def models(self, request: web.Request) -> web.Response:
        return web.json_response({"object": "list", "data": [{"id": "m1", "object": "model"}]})


async def start_model(model: Model) -> tuple[web.AppRunner, str]:
    app = web.Application()
    app.router.add_post("/v1/chat/completions", model.chat)
    app.router.add_get("/v1/models", model.models)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    return runner, f"http://127.0.0.1:{runner.addresses[0][1]}/v1"


async def start_tandem(home: Path, upstream: str | None, log: Path
                       ) -> tuple[asyncio.subprocess.Process, str]:
    """`tandem serve` relaying `upstream`, or with the packaged model when it is None; its
    log (figures, never text) goes to `log`."""
    engine = ["--engine", "none", "--backend", f"up={upstream}"] if upstream else []
    with log.open("wb") as sink:
        proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "app.cli", "serve", "--home", str(home), "--port", "0",
            *engine, "--key", f"claude-code={KEY}",
            cwd=REPO, stdout=asyncio.subprocess.PIPE, stderr=sink)
    assert proc.stdout is not None
    line = (await asyncio.wait_for(proc.stdout.readline(), 600)).decode()
    if not line.startswith("listening on "):
        raise SystemExit(f"tandem serve did not start: {line!r}")
    return proc, line.split()[-1]


async def run_claude(claude: str, url: str, project: Path, home: Path, live: bool
                     ) -> tuple[int, str, str]:
    models = {"CLAUDE_CODE_MAX_OUTPUT_TOKENS": "128"} if live else {
        "ANTHROPIC_MODEL": "up/m1", "ANTHROPIC_SMALL_FAST_MODEL": "up/m1"}
    env = {
        "PATH": os.environ.get("PATH", ""), "HOME": str(home),
        "ANTHROPIC_BASE_URL": url, "ANTHROPIC_AUTH_TOKEN": KEY, **models,
        "ANTHROPIC_CUSTOM_HEADERS": f"X-Tandem-Project: {project}",
        "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1", "DISABLE_AUTOUPDATER": "1",
        "DISABLE_TELEMETRY": "1", "DISABLE_ERROR_REPORTING": "1",
    }
    proc = await asyncio.create_subprocess_exec(
        claude, "-p", "What does hello.txt say?", "--output-format", "stream-json",
        "--verbose", "--allowedTools", "Read", "--max-turns", "4",
        cwd=project, env=env, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    try:
        out, err = await asyncio.wait_for(proc.communicate(), 600)
    except TimeoutError:
        proc.kill()
        out, err = await proc.communicate()
        err += b"\n(killed after 600 s)"
    return proc.returncode or 0, out.decode(), err.decode()


def summarize(stream_json: str) -> None:
    """Claude Code's messages, one line each: the assistant's blocks and the result."""
    for line in stream_json.splitlines():
        try:
            item = json.loads(line)
        except ValueError:
            print("  (not json)", line[:200])
            continue
        if item.get("type") == "assistant":
            for block in item["message"]["content"]:
                shown = block.get("text") or json.dumps(block.get("input"))
                print(f"  assistant {block['type']}: {shown!r}")
        elif item.get("type") == "user":
            for block in item["message"]["content"]:
                if isinstance(block, dict) and block.get("type") == "tool_result":
                    print(f"  tool_result: {str(block.get('content'))[:80]!r}")
        elif item.get("type") == "result":
            print(f"  result ({item.get('subtype')}): {item.get('result')!r}")


async def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--claude", default="/tmp/cc/node_modules/.bin/claude")
    ap.add_argument("--live", action="store_true", help="the packaged model serves")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        project, home, user_home = root / "project", root / "tandem", root / "user"
        for d in (project, home, user_home):
            d.mkdir()
        (project / "hello.txt").write_text("hello, reader\n")
        model = Model(project)
        runner, upstream = await start_model(model)
        log = root / "tandem.log"
        tandem, url = await start_tandem(home, None if args.live else upstream, log)
        try:
            code, out, err = await run_claude(args.claude, url, project, user_home, args.live)
        finally:
            tandem.terminate()
            await tandem.wait()
            await runner.cleanup()
        print(f"claude -p exited {code}")
        summarize(out)
        if err.strip():
            print("stderr:", err.strip()[-800:])
        print("Tandem's request lines:")
        for line in log.read_text("utf-8", "replace").splitlines():
            if " request " in line or "failed" in line:
                print("  " + line[-200:])
        print("requests the scripted model got:")
        for r in model.requests:
            print(f"  {r}")
        notes = NotesService(home)
        try:
            user = "local" if args.live else "claude-code"  # the engine's own model: local
            stored = notes.list_notes(user)
            print(f"notes stored for user {user}: {len(stored)}")
            for n in stored:
                print(f"  {n.kind} {n.scope} {n.status} source={n.source}: {n.title}")
        finally:
            notes.close()


if __name__ == "__main__":
    asyncio.run(main())
