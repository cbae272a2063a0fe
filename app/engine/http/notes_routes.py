"""`/v1/conductor/memory/notes…`: the admin API behind the Notes tab (spec 26.7;
docs/ARCHITECTURE.md#the-notes-tab).

Every handler is thin: the admin rule, then its parameters (`notes_params`), then one
`NotesService` call on a thread (the service reads files and sqlite), then JSON. No
handler touches a file itself, so the routes, the tab and the CLI cannot drift apart.
Dashboard edits are journaled by the service with who did them (`admin` or `open`, and
the address); never a title or a body.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import functools
import json
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web

from app.config import Config, ConfigError
from app.contracts.notes import (
    Archive,
    DeleteAll,
    DiffQuery,
    JournalQuery,
    Merge,
    NoteEdit,
    NoteListQuery,
    PageQuery,
    RequestsQuery,
    RestoreRevision,
    SearchQuery,
)
from app.contracts.replies import Change
from app.engine.access.admin_gate import AdminGate, Denied
from app.engine.http import notes_params as params
from app.engine.http.errors import ApiError, error_body
from app.engine.http.request import bad, parse_json
from app.memory import export
from app.memory.listing import NoteFilter
from app.memory.note import frontmatter
from app.memory.rules import Refusal
from app.memory.service import NotesService
from app.memory.types import NoteChange
from app.notes_settings import SettingsRefused

BASE = "/v1/conductor/memory/notes"
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]

NOTES: web.AppKey[NotesService] = web.AppKey("tandem_notes_admin", NotesService)
GATE: web.AppKey[AdminGate] = web.AppKey("tandem_admin_gate", AdminGate)
CONFIG: web.AppKey[Config] = web.AppKey("tandem_notes_config", Config)
ACTOR: web.RequestKey[str] = web.RequestKey("tandem_admin", str)
"""Who acts, for the journal: `admin` or `open`, and the address."""

_REFUSAL_FIELDS = (("title", "title"), ("body", "body"), ("tag", "tags"), ("kind", "kind"),
                   ("verify", "verify_by"), ("reason", "reason"), ("confirm", "confirm"),
                   ("into", "into"))


def add_notes_routes(app: web.Application, notes: NotesService, config: Config) -> None:
    """Register every notes route on `app`; the fixed words before `{id}`."""
    app[NOTES] = notes
    app[GATE] = AdminGate(config.home)
    app[CONFIG] = config
    routes: list[tuple[str, str, Handler]] = [
        ("GET", "", list_notes),
        ("GET", "/tree", tree),
        ("GET", "/users", users),
        ("GET", "/search", search),
        ("GET", "/requests", requests),
        ("GET", "/journal", journal),
        ("GET", "/writer-runs", writer_runs),
        ("GET", "/settings", get_settings),
        ("PUT", "/settings", put_settings),
        ("GET", "/export", export_zip),
        ("POST", "/delete-all", delete_all),
        ("GET", "/{id}", read_note),
        ("PATCH", "/{id}", edit_note),
        ("DELETE", "/{id}", delete_note),
        ("GET", "/{id}/history", history),
        ("GET", "/{id}/diff", diff),
        ("POST", "/{id}/ratify", _action("ratify")),
        ("POST", "/{id}/reject", _action("reject")),
        ("POST", "/{id}/pin", _action("pin")),
        ("POST", "/{id}/unpin", _action("unpin")),
        ("POST", "/{id}/archive", archive_note),
        ("POST", "/{id}/restore", _action("restore")),
        ("POST", "/{id}/restore-revision", restore_revision),
        ("POST", "/{id}/merge", merge_note),
    ]
    for method, path, handler in routes:
        app.router.add_route(method, BASE + path, _guarded(handler))


def _guarded(handler: Handler) -> Handler:
    """The admin rule in front of `handler`; a refusal carries its own headers."""

    @functools.wraps(handler)
    async def guarded(request: web.Request) -> web.StreamResponse:
        who = await request.app[GATE].check(request.headers.get("Authorization"),
                                            request.remote)
        if isinstance(who, Denied):
            headers = {"WWW-Authenticate": 'Basic realm="tandem"'} if who.status == 401 else {}
            if who.retry_after is not None:
                headers["Retry-After"] = str(who.retry_after)
            return web.json_response(
                error_body(who.message, "authentication_error" if who.status == 401 else
                           "invalid_request_error" if who.status < 500 else "server_error",
                           who.code), status=who.status, headers=headers)
        request[ACTOR] = f"{who} from {request.remote or 'unknown'}"
        return await handler(request)

    return guarded


def _json(data: Any, status: int = 200) -> web.Response:
    """JSON that survives a person's own frontmatter keys (a bare YAML date, say)."""
    return web.json_response(data, status=status,
                             dumps=functools.partial(json.dumps, default=str))


def _changed(result: NoteChange | Refusal) -> web.Response:
    if isinstance(result, Refusal):
        if result.code == "not_found":
            raise params.not_found()
        field = next((f for word, f in _REFUSAL_FIELDS if word in result.code), None)
        raise ApiError(400, result.reason, code=result.code, param=field)
    return _json(Change(change=result.change, ids=list(result.ids)).model_dump())


def _paged(key: str, items: list[Any], total: int, limit: int, offset: int) -> dict[str, Any]:
    return {key: items, "total": total, "limit": limit, "offset": offset}


# ---- lists and reads -------------------------------------------------------------------


async def list_notes(request: web.Request) -> web.Response:
    q = params.query(request, NoteListQuery)
    user, limit, offset = q.user, q.limit, q.offset
    where = NoteFilter(scope=q.scope, kind=q.kind, status=q.status, tag=q.tag, q=q.q,
                       pinned=None if q.pinned is None else q.pinned == "true")
    notes = request.app[NOTES]
    rows = await asyncio.to_thread(notes.summaries, user, where)
    broken = await asyncio.to_thread(notes.broken_files, user)
    base = notes.store.user_dir(user)
    body = _paged("notes", rows[offset:offset + limit], len(rows), limit, offset)
    body["broken"] = [{"file": b.path.relative_to(base).as_posix()
                       if b.path.is_relative_to(base) else b.path.name, "error": b.error}
                      for b in broken]
    return _json(body)


async def tree(request: web.Request) -> web.Response:
    return _json(await asyncio.to_thread(request.app[NOTES].tree, params.user(request)))


async def users(request: web.Request) -> web.Response:
    return _json({"users": await asyncio.to_thread(request.app[NOTES].users)})


async def read_note(request: web.Request) -> web.Response:
    user, note_id = params.user(request), params.note_id(request)
    found = await asyncio.to_thread(request.app[NOTES].file_text, user, note_id)
    if found is None:
        raise params.not_found()
    note, text = found
    return _json({"note": frontmatter(note), "text": text})


async def history(request: web.Request) -> web.Response:
    q, note_id = params.query(request, PageQuery), params.note_id(request)
    user, limit, offset = q.user, q.limit, q.offset
    notes = request.app[NOTES]
    if await asyncio.to_thread(notes.read, user, note_id) is None:
        raise params.not_found()
    entries = await asyncio.to_thread(notes.history, user, note_id)
    rows = [{"revision": e.revision, "current": e.current, "at": e.at, "by": e.by,
             "op": e.op, "text": e.text, "diff": e.content_diff} for e in entries]
    return _json(_paged("revisions", rows[offset:offset + limit], len(rows), limit, offset))


async def diff(request: web.Request) -> web.Response:
    q, note_id = params.query(request, DiffQuery), params.note_id(request)
    user, start, end = q.user, q.start, q.end
    found = await asyncio.to_thread(request.app[NOTES].diff, user, note_id, start, end)
    if found is None:
        if await asyncio.to_thread(request.app[NOTES].read, user, note_id) is None:
            raise params.not_found()
        raise ApiError(404, "no such revision of that note", code="revision_not_found",
                       param="from" if start else "to")
    content, whole = found
    return _json({"diff": content, "file_diff": whole})


async def search(request: web.Request) -> web.Response:
    q = params.query(request, SearchQuery)
    hits = await asyncio.to_thread(request.app[NOTES].search, q.user, q.q, min(q.limit, 100))
    return _json({"results": [{"id": n.id, "title": n.title, "score": round(s, 4)}
                              for n, s in hits]})


def _row(row: dict[str, Any]) -> dict[str, Any]:
    out = {k: v for k, v in row.items() if k not in ("fields", "ts") and v is not None}
    out["time"] = dt.datetime.fromtimestamp(row["ts"], dt.UTC).isoformat(timespec="seconds")
    out.update(row["fields"])
    return out


async def _journal_page(request: web.Request, key: str, events: tuple[str, ...],
                        q: PageQuery, note: str | None = None) -> web.Response:
    rows, total = await asyncio.to_thread(request.app[NOTES].journal, q.user, events, note,
                                          q.limit, q.offset)
    return _json(_paged(key, [_row(r) for r in rows], total, q.limit, q.offset))


async def requests(request: web.Request) -> web.Response:
    """The requests the notes went into, with each request's figures (as the window's)."""
    q = params.query(request, RequestsQuery)
    rows, total = await asyncio.to_thread(request.app[NOTES].requests, q.user, q.note,
                                          q.limit, q.offset)
    return _json(_paged("requests", [_row(r) for r in rows], total, q.limit, q.offset))


async def journal(request: web.Request) -> web.Response:
    q = params.query(request, JournalQuery)
    return await _journal_page(request, "entries", (q.event,) if q.event else (), q, q.note)


async def writer_runs(request: web.Request) -> web.Response:
    return await _journal_page(request, "runs", ("writer_run",), params.query(request, PageQuery))


# ---- the person's operations -----------------------------------------------------------


def _action(op: str) -> Handler:
    async def act(request: web.Request) -> web.Response:
        user, note_id = params.user(request), params.note_id(request)
        admin = request[ACTOR]
        notes = request.app[NOTES]
        if op in ("pin", "unpin"):
            result = await asyncio.to_thread(notes.pin, user, note_id, op == "pin", admin=admin)
        else:
            result = await asyncio.to_thread(getattr(notes, op), user, note_id, admin=admin)
        return _changed(result)

    act.__name__ = op
    return act


async def edit_note(request: web.Request) -> web.Response:
    user, note_id = params.user(request), params.note_id(request)
    change = (await params.body(request, NoteEdit)).model_dump(exclude_unset=True)
    result = await asyncio.to_thread(request.app[NOTES].edit, user, note_id,
                         admin=request[ACTOR], **change)
    return _changed(result)


async def archive_note(request: web.Request) -> web.Response:
    user, note_id = params.user(request), params.note_id(request)
    reason = (await params.body(request, Archive)).reason
    return _changed(await asyncio.to_thread(request.app[NOTES].archive, user, note_id, reason,
                                admin=request[ACTOR]))


async def restore_revision(request: web.Request) -> web.Response:
    user, note_id = params.user(request), params.note_id(request)
    number = (await params.body(request, RestoreRevision)).revision
    return _changed(await asyncio.to_thread(request.app[NOTES].restore_revision, user,
                                            note_id, number, admin=request[ACTOR]))


async def merge_note(request: web.Request) -> web.Response:
    """Fold this note into `into`, the one it restates (a possible duplicate's target)."""
    user, note_id = params.user(request), params.note_id(request)
    into = (await params.body(request, Merge)).into
    return _changed(await asyncio.to_thread(request.app[NOTES].merge, user, note_id,
                                            into.strip(), admin=request[ACTOR]))


async def delete_note(request: web.Request) -> web.Response:
    user, note_id = params.user(request), params.note_id(request)
    return _changed(await asyncio.to_thread(request.app[NOTES].delete, user, note_id,
                                admin=request[ACTOR]))


async def delete_all(request: web.Request) -> web.Response:
    user = params.user(request)
    confirm = (await params.body(request, DeleteAll)).confirm
    return _changed(await asyncio.to_thread(request.app[NOTES].delete_all, user, confirm,
                                admin=request[ACTOR]))


async def get_settings(request: web.Request) -> web.Response:
    return _json(request.app[NOTES].settings(request.app[CONFIG]))


async def put_settings(request: web.Request) -> web.Response:
    change = parse_json(await request.read())
    try:
        settings = await asyncio.to_thread(request.app[NOTES].update_settings,
                               request.app[CONFIG], change, request[ACTOR])
    except SettingsRefused as exc:
        raise bad(exc.problem.field, exc.problem.message, exc.problem.code) from None
    except ConfigError as exc:  # config.toml itself: unreadable, or a key not a table
        raise bad(None, str(exc)) from None
    return _json(settings)


async def export_zip(request: web.Request) -> web.StreamResponse:
    """The zip leaves member by member as it is built (`export.zip_chunks`)."""
    user = params.user(request)
    files = await asyncio.to_thread(request.app[NOTES].export_files, user)
    resp = web.StreamResponse(headers={
        "Content-Type": "application/zip",
        "Content-Disposition": f'attachment; filename="tandem-notes-{user}.zip"',
    })
    await resp.prepare(request)
    chunks = export.zip_chunks(files)
    while (chunk := await asyncio.to_thread(next, chunks, None)) is not None:
        if chunk:
            await resp.write(chunk)
    await resp.write_eof()
    return resp
