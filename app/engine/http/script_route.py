"""`POST /v1/memory`: the model's scripts read and write notes under their session's address.

A script holds the token the memory card's tail gave its session; the token alone says
whose notes, which project and which session it may touch, so a script can never reach
past what its session sees. Writes are source `script`, so the rules refuse it a rule or
a ruling about the user.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web

from app.engine.core import Tandem
from app.engine.http.errors import ApiError
from app.engine.http.request import parse_json
from app.memory.listing import brief
from app.memory.rules import Refusal
from app.memory.service import NotesService
from app.memory.types import NoteWrite, Visibility, WriteContext

TOKEN_HEADER = "X-Tandem-Session-Token"
SEARCH_LIMIT_MAX = 20


def _field(body: dict[str, Any], name: str, kind: type, *, required: bool = True) -> Any:
    value = body.get(name)
    if value is None and not required:
        return None
    if not isinstance(value, kind) or isinstance(value, bool):
        raise ApiError(400, f"'{name}' must be a {kind.__name__}", param=name,
                       code="invalid_value")
    return value


def memory_script_handler(
    core: Tandem, notes: NotesService,
) -> Callable[[web.Request], Awaitable[web.Response]]:
    async def handle(request: web.Request) -> web.Response:
        token = request.headers.get(TOKEN_HEADER, "")
        owner = await asyncio.to_thread(core.script_owner, token) if token else None
        if owner is None:
            raise ApiError(403, f"{TOKEN_HEADER} is missing or unknown", code="forbidden",
                           type_="permission_error")
        body = parse_json(await request.read())
        op = _field(body, "op", str)
        vis = Visibility(user=owner.user, session=owner.session, project=owner.project)
        keys = vis.scope_keys()
        if op == "search":
            query = _field(body, "query", str)
            limit = min(_field(body, "limit", int, required=False) or 5, SEARCH_LIMIT_MAX)
            seen = await asyncio.to_thread(notes.search, owner.user, query, limit, keys)
            return web.json_response(
                {"results": [{**brief(n), "score": round(s, 3)} for n, s in seen]}
            )
        if op == "read":
            note_id = _field(body, "id", str)
            note = await asyncio.to_thread(notes.read, owner.user, note_id)
            if note is None or note.archived or note.scope_key not in keys:
                raise ApiError(404, f"no note with id '{note_id}'", param="id",
                               code="note_not_found")
            return web.json_response({**brief(note), "body": note.body})
        if op == "add":
            tags = _field(body, "tags", list, required=False) or []
            if not all(isinstance(t, str) for t in tags):
                raise ApiError(400, "'tags' must be a list of strings", param="tags",
                               code="invalid_value")
            write = NoteWrite(
                op="add",
                scope=_field(body, "scope", str),
                kind=_field(body, "kind", str),
                title=_field(body, "title", str),
                tags=tags,
                body=_field(body, "body", str),
            )
            ctx = WriteContext(user=owner.user, source="script", session=owner.session,
                               project=owner.project, user_message_in_turn=False)
            result = await asyncio.to_thread(notes.write, ctx, write)
            if isinstance(result, Refusal):
                raise ApiError(422, f"refused: {result.reason}", code=result.code,
                               type_="refusal")
            return web.json_response({"op": result.op_done, **brief(result.note)})
        raise ApiError(400, "'op' must be search, read or add", param="op",
                       code="invalid_value")

    return handle
