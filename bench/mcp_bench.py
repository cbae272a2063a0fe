"""What a notes tool call costs over MCP: `tandem mcp` over stdio and `/mcp` over HTTP.

A store of --notes notes (one user), then, per transport, the time to a connected client
(the stdio server's start included) and the median and p90 latency of `search_notes`,
`read_note` and `recent_notes`, each called --calls times through the `mcp` SDK's own
client (HTTP: its default 2026-07-28 mode, one POST a call, and the handshake era).
`remember` is left out: its cost is the store's write, which bench/store_bench.py
measures. Figures are printed, never asserted; on a shared machine they are noisy.

    python bench/mcp_bench.py [--notes 300] [--calls 50]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

import httpx2
from mcp import Client, StdioServerParameters
from mcp.client.streamable_http import streamable_http_client

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app.config import load_config  # noqa: E402
from app.engine.access.users import UserResolver  # noqa: E402
from app.engine.core import Tandem  # noqa: E402
from app.engine.http.server import build_app, start_server  # noqa: E402
from app.memory.service import NotesService  # noqa: E402
from app.memory.types import LOCAL_USER, NoteWrite, WriteContext  # noqa: E402

KEY = "sk-bench"
TOPICS = ("build", "deploy", "database", "network", "editor", "tests", "release", "docs")


def seed(home: Path, count: int) -> None:
    """`count` distinct notes of `local` and as many of the key's user."""
    notes = NotesService(home)
    try:
        for user in (LOCAL_USER, "bench"):
            for n in range(count):
                topic = TOPICS[n % len(TOPICS)]
                notes.write(WriteContext(user=user, source="dashboard"), NoteWrite(
                    op="add", scope="user", kind="reference",
                    title=f"{topic} fact {n}: item{n} uses port {1000 + n}",
                    body=f"item{n} of the {topic} setup listens on {1000 + n}", tags=[topic]))
    finally:
        notes.close()


async def timed(call: Callable[[], Awaitable[object]], times: int) -> tuple[float, float]:
    spent = []
    for _ in range(times):
        started = time.perf_counter()
        await call()
        spent.append((time.perf_counter() - started) * 1000)
    spent.sort()
    return statistics.median(spent), spent[int(len(spent) * 0.9) - 1]


async def measure(label: str, client_of: Callable[[], Client], note_id: str, calls: int
                  ) -> None:
    started = time.perf_counter()
    async with client_of() as client:
        connected = (time.perf_counter() - started) * 1000
        rows = {
            "search_notes": await timed(lambda: client.call_tool(
                "search_notes", {"query": "database port"}), calls),
            "read_note": await timed(lambda: client.call_tool("read_note", {"id": note_id}),
                                     calls),
            "recent_notes": await timed(lambda: client.call_tool("recent_notes", {}), calls),
        }
    print(f"{label:<22} connected in {connected:7.1f} ms; " + "; ".join(
        f"{name} median {med:.1f} ms, p90 {p90:.1f} ms" for name, (med, p90) in rows.items()))


async def main(count: int, calls: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        seed(home, count)
        notes = NotesService(home)
        local_id = next(n.id for n in notes.list_notes(LOCAL_USER))
        bench_id = next(n.id for n in notes.list_notes("bench"))
        print(f"{count} notes a user; {calls} calls a tool")
        params = StdioServerParameters(command=sys.executable, args=[
            "-m", "app.cli", "mcp", "--home", str(home)], cwd=str(ROOT),
            env={"PYTHONPATH": str(ROOT)})
        await measure("stdio (tandem mcp)", lambda: Client(params), local_id, calls)
        server = await start_server(build_app(Tandem([], config=load_config(home), notes=notes,
                                              users=UserResolver({"bench": KEY}))),
                                    "127.0.0.1", 0)
        try:
            for mode in ("auto", "legacy"):
                http = httpx2.AsyncClient(headers={"Authorization": f"Bearer {KEY}"})
                async with http:
                    await measure(f"http /mcp ({mode})", lambda h=http, m=mode: Client(
                        streamable_http_client(server.url + "/mcp", http_client=h), mode=m),
                        bench_id, calls)
        finally:
            await server.stop()
            notes.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--notes", type=int, default=300)
    parser.add_argument("--calls", type=int, default=50)
    args = parser.parse_args()
    asyncio.run(main(args.notes, args.calls))
