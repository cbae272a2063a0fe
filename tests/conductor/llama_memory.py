"""Tandem over the session's real llama.cpp engine, with the notes on (profile `chat`)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from borrowed import Borrowed
from openai import AsyncOpenAI

from app.config import load_config
from app.engine.core import Tandem
from app.engine.engines.local.llamacpp import LlamaCppEngine
from app.engine.http.server import build_app, start_server
from app.memory.service import NotesService


@asynccontextmanager
async def llama_memory_server(
    home: Path, engine: LlamaCppEngine, notes: NotesService | None = None
) -> AsyncIterator[tuple[AsyncOpenAI, NotesService, str]]:
    """(client, notes, base URL) of a live server whose local model is `engine`."""
    notes = notes or NotesService(home)
    app = build_app(Tandem([Borrowed(engine)], config=load_config(home), notes=notes))
    server = await start_server(app, "127.0.0.1", 0)
    try:
        client = AsyncOpenAI(base_url=server.url + "/v1", api_key="x", max_retries=0)
        yield client, notes, server.url
    finally:
        await server.stop()
        notes.close()
