"""`POST /v1/memory`: the model's scripts read and write notes under their session's address.

A script holds the token the memory card's tail gave its session; the token alone says
whose notes, which project and which session it may touch, so a script can never reach
past what its session sees. Writes are source `script`, so the rules refuse it a rule or
a ruling about the user.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

from aiohttp import web

from app.contracts.memory_script import (
    SCRIPTS,
    SEARCH_LIMIT_MAX,
    ReadScript,
    ScriptOp,
    SearchScript,
)
from app.engine.core import Tandem
from app.engine.http.errors import ApiError
from app.engine.http.request import parse_json, validated
from app.memory.listing import brief
from app.memory.rules import Refusal
from app.memory.service import NotesService
from app.memory.types import NoteWrite, Visibility, WriteContext

TOKEN_HEADER = "X-Tandem-Session-Token"


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
        script = validated(SCRIPTS[validated(ScriptOp, body).op], body)
        vis = Visibility(user=owner.user, session=owner.session, project=owner.project)
        keys = vis.scope_keys()
        if isinstance(script, SearchScript):
            limit = min(script.limit, SEARCH_LIMIT_MAX)
            seen = await asyncio.to_thread(notes.search, owner.user, script.query, limit, keys)
            return web.json_response(
                {"results": [{**brief(n), "score": round(s, 3)} for n, s in seen]}
            )
        if isinstance(script, ReadScript):
            note = await asyncio.to_thread(notes.read, owner.user, script.id)
            if note is None or note.archived or note.scope_key not in keys:
                raise ApiError(404, f"no note with id '{script.id}'", param="id",
                               code="note_not_found")
            return web.json_response({**brief(note), "body": note.body})
        write = NoteWrite(op="add", scope=script.scope, kind=script.kind, title=script.title,
                          tags=script.tags, body=script.body)
        ctx = WriteContext(user=owner.user, source="script", session=owner.session,
                           project=owner.project, user_message_in_turn=False)
        result = await asyncio.to_thread(notes.write, ctx, write)
        if isinstance(result, Refusal):
            raise ApiError(422, f"refused: {result.reason}", code=result.code,
                           type_="refusal")
        return web.json_response({"op": result.op_done, **brief(result.note)})

    return handle
