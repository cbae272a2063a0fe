"""Reading the notes routes' query strings and bodies: every bad value is a 400 that
names its field, before any service call; ids that cannot be a note's are a 404.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from aiohttp import web

from app.engine.http.errors import ApiError
from app.engine.http.request import bad
from app.memory.listing import NoteFilter
from app.memory.names import UnsafeNameError, safe_name
from app.memory.note import KINDS, SCOPES, STATUSES
from app.memory.types import LOCAL_USER

DEFAULT_LIMIT = 100
MAX_LIMIT = 1000
EDIT_FIELDS = ("title", "body", "tags", "kind", "verify_by")
EVENT_NAME = re.compile(r"^[a-z_]{1,40}\Z")


def user(request: web.Request) -> str:
    """`?user=`, default `local`; a name the store would refuse is a 400."""
    value = request.query.get("user", LOCAL_USER)
    try:
        return safe_name(value, "user")
    except UnsafeNameError as exc:
        raise bad("user", str(exc)) from None


def note_id(request: web.Request) -> str:
    """The path's id; one that cannot name a note file is simply no note (404)."""
    value = request.match_info["id"]
    try:
        return safe_name(value, "note id")
    except UnsafeNameError:
        raise not_found() from None


def not_found() -> ApiError:
    return ApiError(404, "no note with that id", code="note_not_found", param="id")


def _int(request: web.Request, name: str, default: int, low: int, high: int) -> int:
    raw = request.query.get(name)
    if raw is None:
        return default
    try:
        value = int(raw)
    except ValueError:
        raise bad(name, f"{name} must be a whole number") from None
    if not low <= value <= high:
        raise bad(name, f"{name} must be from {low} to {high}")
    return value


def page(request: web.Request) -> tuple[int, int]:
    """`?limit=` (1..1000, default 100) and `?offset=` (from 0)."""
    return (_int(request, "limit", DEFAULT_LIMIT, 1, MAX_LIMIT),
            _int(request, "offset", 0, 0, 2**31))


def revision(request: web.Request, name: str) -> int:
    """A required revision number; 0 is the empty text before the first."""
    if name not in request.query:
        raise bad(name, f"{name} is required")
    return _int(request, name, 0, 0, 2**31)


def _choice(request: web.Request, name: str, allowed: tuple[str, ...]) -> str | None:
    value = request.query.get(name)
    if value is not None and value not in allowed:
        raise bad(name, f"{name} must be one of {', '.join(allowed)}")
    return value


def _text(request: web.Request, name: str, limit: int = 200) -> str | None:
    value = request.query.get(name)
    if value is not None and (len(value) > limit or not value.isprintable()):
        raise bad(name, f"{name} must be at most {limit} printable characters")
    return value


def note_filter(request: web.Request) -> NoteFilter:
    pinned = _choice(request, "pinned", ("true", "false"))
    return NoteFilter(
        scope=_choice(request, "scope", (*SCOPES, "archive")),
        kind=_choice(request, "kind", KINDS),
        status=_choice(request, "status", STATUSES),
        pinned=None if pinned is None else pinned == "true",
        tag=_text(request, "tag"),
        q=_text(request, "q", 500),
    )


def query_text(request: web.Request, name: str) -> str:
    value = _text(request, name, 500)
    if not value or not value.strip():
        raise bad(name, f"{name} is required")
    return value


def optional_id(request: web.Request, name: str) -> str | None:
    value = request.query.get(name)
    if value is None:
        return None
    try:
        return safe_name(value, name)
    except UnsafeNameError as exc:
        raise bad(name, str(exc)) from None


def edit(body: dict[str, Any]) -> dict[str, Any]:
    """A PATCH body: any of title, body, tags, kind, verify_by, and nothing else."""
    unknown = sorted(set(body) - set(EDIT_FIELDS))
    if unknown:
        raise bad(unknown[0], f"{unknown[0]} cannot be edited; use {', '.join(EDIT_FIELDS)}")
    if not body:
        raise bad(None, f"the body must hold at least one of {', '.join(EDIT_FIELDS)}")
    for name in ("title", "body", "kind"):
        if name in body and not isinstance(body[name], str):
            raise bad(name, f"{name} must be a string")
    if "kind" in body and body["kind"] not in KINDS:
        raise bad("kind", f"kind must be one of {', '.join(KINDS)}")
    if "tags" in body and not (isinstance(body["tags"], list)
                               and all(isinstance(t, str) for t in body["tags"])):
        raise bad("tags", "tags must be a list of strings")
    if "verify_by" in body and not _date_or_none(body["verify_by"]):
        raise bad("verify_by", "verify_by must be a date (YYYY-MM-DD) or null")
    return body


def _date_or_none(value: Any) -> bool:
    if value is None:
        return True
    try:
        dt.date.fromisoformat(value)
    except (TypeError, ValueError):
        return False
    return len(value) == 10


def journal_event(request: web.Request) -> str | None:
    """`?event=`: a journal event name (write, injection, dashboard, memory_off, …)."""
    value = request.query.get("event")
    if value is not None and not EVENT_NAME.match(value):
        raise bad("event", "event must be a journal event name, e.g. write")
    return value


def string_field(body: dict[str, Any], name: str) -> str:
    value = body.get(name)
    if not isinstance(value, str) or not value.strip():
        raise bad(name, f"{name} must be a non-empty string")
    return value
