"""Reading the notes routes' query strings and bodies through their models in
app/contracts/notes.py: a bad value is a 400 naming its field, before any service call;
an id that cannot be a note's is a 404.
"""

from __future__ import annotations

from typing import TypeVar

from aiohttp import web
from pydantic import BaseModel

from app.contracts.notes import UserQuery
from app.engine.http.errors import ApiError
from app.engine.http.request import parse_json, validated
from app.memory.names import UnsafeNameError, safe_name

M = TypeVar("M", bound=BaseModel)


def query(request: web.Request, model: type[M]) -> M:
    """The query string as `model`; a repeated key counts once, as its first value."""
    return validated(model, {k: request.query[k] for k in request.query}, strict=False)


def user(request: web.Request) -> str:
    """`?user=`, default `local`: the one parameter every notes route takes."""
    return query(request, UserQuery).user


async def body(request: web.Request, model: type[M]) -> M:
    return validated(model, parse_json(await request.read()))


def note_id(request: web.Request) -> str:
    """The path's id; one that cannot name a note file is simply no note (404)."""
    value = request.match_info["id"]
    try:
        return safe_name(value, "note id")
    except UnsafeNameError:
        raise not_found() from None


def not_found() -> ApiError:
    return ApiError(404, "no note with that id", code="note_not_found", param="id")
