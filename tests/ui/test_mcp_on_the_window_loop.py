"""`/mcp` on the window's own loop (qasync): the window's server answers the `mcp` SDK's
client, and a `remember` reaches the views through the notes service's bus, as any
write does."""

from __future__ import annotations

from pathlib import Path

import httpx2
from mcp import Client
from mcp.client.streamable_http import streamable_http_client

from app.config import load_config
from app.engine.access.users import UserResolver
from app.engine.core import Tandem
from app.engine.http.server import build_app, start_server
from app.memory.service import NotesService
from app.memory.types import NoteChange

KEY = "sk-window-mcp"


async def test_the_window_loop_serves_mcp_and_a_remember_reaches_the_bus(tmp_path: Path
                                                                         ) -> None:
    home = tmp_path / "home"
    notes = NotesService(home)
    changes: list[NoteChange] = []
    notes.subscribe(changes.append)
    server = await start_server(build_app(Tandem([], config=load_config(home), notes=notes,
                                          users=UserResolver({"lmstudio": KEY}))),
                                "127.0.0.1", 0)
    try:
        for mode, (title, body) in {"auto": ("the kiln fires at noon", "cone 6 glaze"),
                                    "legacy": ("clay arrives on tuesdays", "forty kilos")
                                    }.items():
            async with httpx2.AsyncClient(headers={"Authorization": f"Bearer {KEY}"}) as http, \
                    Client(streamable_http_client(server.url + "/mcp", http_client=http),
                           mode=mode) as client:
                done = await client.call_tool("remember", {
                    "title": title, "body": body,
                    "kind": "reference", "scope": "user"})
                assert not done.is_error, done.content[0].text
    finally:
        await server.stop()
        notes.close()
    assert [c.change for c in changes] == ["added", "added"]
    assert {c.user for c in changes} == {"lmstudio"}
