"""A Tandem with notes on a loopback port, seeded across the three scopes, and one call
helper for the admin routes' tests."""

from __future__ import annotations

import base64
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiohttp
from memory.helpers import PROJECT, add, model_ctx

from app.config import Config, load_config
from app.engine.http.server import RunningServer
from app.memory.service import NotesService

BASE = "/v1/conductor/memory/notes"


@dataclass
class NotesApi:
    server: RunningServer
    notes: NotesService
    config: Config
    home: Path
    ids: dict[str, str]

    async def call(self, method: str, path: str = "", *, body: Any = None,
                   params: dict[str, str] | None = None, auth: str | None = None,
                   raw: bytes | None = None) -> tuple[int, Any, dict[str, str]]:
        """(status, JSON body or bytes, headers) of one request to `BASE + path`; `auth`
        is an Authorization header (see `basic`)."""
        data = raw if raw is not None else None if body is None else json.dumps(body).encode()
        headers = {"Content-Type": "application/json"} if data is not None else {}
        if auth is not None:
            headers["Authorization"] = auth
        async with aiohttp.ClientSession() as s, s.request(
            method, self.server.url + BASE + path, data=data, params=params, headers=headers,
        ) as r:
            payload = await r.read()
            kind = r.headers.get("Content-Type", "")
            parsed = json.loads(payload) if kind.startswith("application/json") else payload
            return r.status, parsed, dict(r.headers)


def basic(user: str, password: str) -> str:
    return "Basic " + base64.b64encode(f"{user}:{password}".encode()).decode()


def seed(notes: NotesService) -> dict[str, str]:
    """Four notes of `local` (user, project and session scopes) and one of bob."""
    return {
        "node": add(notes, "the build needs node 20", "npm fails on node 18",
                    scope="project", tags=["build"]).note.id,
        "rule": add(notes, "answers start with the answer", "no preamble",
                    kind="rule").note.id,
        "vpn": add(notes, "the vpn drops at 18:00", "reconnect after six",
                   tags=["network"]).note.id,
        "db": add(notes, "restart the db with systemctl", "systemctl restart postgresql",
                  scope="session", kind="runbook").note.id,
        "bob": add(notes, "bob likes tabs", "tabs not spaces",
                   ctx=model_ctx(user="bob")).note.id,
    }


async def start_notes_api(start_tandem: Any, engines: list[Any], home: Path) -> NotesApi:
    notes = NotesService(home)
    ids = seed(notes)
    config = load_config(home)
    server = await start_tandem(engines, config=config, notes=notes)
    return NotesApi(server, notes, config, home, ids)


__all__ = ["BASE", "PROJECT", "NotesApi", "basic", "seed", "start_notes_api"]
