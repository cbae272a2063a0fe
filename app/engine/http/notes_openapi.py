"""The notes routes' part of `/openapi.json`, beside the routes it describes.

A fuzzer drives itself from this document, so every parameter's type, range and choices
are the ones `notes_params` enforces: what it sends outside them must get a 4xx.
"""

from __future__ import annotations

from typing import Any

from app.engine.http.notes_params import DEFAULT_LIMIT, EVENT_NAME, MAX_LIMIT
from app.memory.note import KINDS, SCOPES, STATUSES

BASE = "/v1/conductor/memory/notes"
_ERROR = {"$ref": "#/components/schemas/Error"}
_NAME = {"type": "string", "minLength": 1, "maxLength": 64}

_USER = {"name": "user", "in": "query", "schema": {**_NAME, "default": "local"},
         "description": "whose notes; a name the store would refuse is a 400"}
_ID = {"name": "id", "in": "path", "required": True, "schema": _NAME,
       "description": "a note id (10 hex characters); an unknown one is a 404"}
_PAGE = [
    {"name": "limit", "in": "query",
     "schema": {"type": "integer", "minimum": 1, "maximum": MAX_LIMIT,
                "default": DEFAULT_LIMIT}},
    {"name": "offset", "in": "query", "schema": {"type": "integer", "minimum": 0}},
]
_SECURITY = [{}, {"adminBasic": []}]
"""Open while no admin password is set; HTTP Basic as `admin` once one is."""


def _q(name: str, schema: dict[str, Any], required: bool = False) -> dict[str, Any]:
    return {"name": name, "in": "query", "required": required, "schema": schema}


def _json_ok(description: str, schema: dict[str, Any] | None = None) -> dict[str, Any]:
    content = {"application/json": {"schema": schema}} if schema else {"application/json": {}}
    return {"description": description, "content": content}


def _errors(*codes: int) -> dict[str, Any]:
    return {str(c): {"description": "error", "content": {"application/json": {
        "schema": _ERROR}}} for c in (401, 429, 503, *codes)}


def _op(summary: str, ok: dict[str, Any], params: list[dict[str, Any]],
        errors: tuple[int, ...] = (400,), body: dict[str, Any] | None = None
        ) -> dict[str, Any]:
    out: dict[str, Any] = {"summary": summary, "parameters": [_USER, *params],
                           "security": _SECURITY, "responses": {"200": ok, **_errors(*errors)}}
    if body is not None:
        out["requestBody"] = {"required": True, "content": {"application/json": {
            "schema": body}}}
    return out


_CHANGE = _json_ok("what changed", {"type": "object", "properties": {
    "ok": {"const": True}, "change": {"type": "string"},
    "ids": {"type": "array", "items": {"type": "string"}}}})
_PAGED = {"total": {"type": "integer"}, "limit": {"type": "integer"},
          "offset": {"type": "integer"}}
_ROWS = {"type": "array", "items": {"type": "object"}}
_NOTE_FILTERS = [
    _q("scope", {"type": "string", "enum": [*SCOPES, "archive"]}),
    _q("kind", {"type": "string", "enum": list(KINDS)}),
    _q("status", {"type": "string", "enum": list(STATUSES)}),
    _q("pinned", {"type": "string", "enum": ["true", "false"]}),
    _q("tag", {"type": "string", "maxLength": 200}),
    _q("q", {"type": "string", "maxLength": 500}),
]
_SETTINGS = {
    "type": "object", "additionalProperties": False,
    "properties": {
        "profiles": {"type": "object", "additionalProperties": {
            "type": "object", "additionalProperties": False,
            "properties": {"memory": {"enum": ["off", "shadow", "on"]}}}},
        "writer": {"type": "object", "additionalProperties": False, "properties": {
            "mode": {"enum": ["off", "shadow", "on"]},
            "idle_seconds": {"type": "integer", "minimum": 0, "maximum": 10**9},
            "min_new_tokens": {"type": "integer", "minimum": 0, "maximum": 10**9},
            "gate": {"type": "number", "minimum": 0, "maximum": 1},
            "ban_tool_call": {"type": "boolean"}}},
        "models": {"type": "object", "additionalProperties": {
            "type": "object", "additionalProperties": False,
            "properties": {"inline_blocks": {"enum": ["auto", "on", "off"]}}}},
    },
}
_EDIT = {
    "type": "object", "minProperties": 1, "additionalProperties": False,
    "properties": {
        "title": {"type": "string"}, "body": {"type": "string"},
        "tags": {"type": "array", "items": {"type": "string"}},
        "kind": {"enum": list(KINDS)},
        "verify_by": {"type": ["string", "null"], "format": "date"},
    },
}


def _action(what: str) -> dict[str, Any]:
    return {"post": _op(what, _CHANGE, [_ID], (400, 404))}


def notes_paths() -> dict[str, Any]:
    """Every notes route, keyed by its aiohttp path."""
    return {
        BASE: {"get": _op(
            "The notes, filtered and paged; files broken by hand are listed apart",
            _json_ok("a page of notes", {"type": "object", "properties": {
                "notes": _ROWS, "broken": _ROWS, **_PAGED}}),
            [*_NOTE_FILTERS, *_PAGE])},
        f"{BASE}/tree": {"get": _op("Scopes, projects and sessions with their counts",
                                    _json_ok("the tree"), [])},
        f"{BASE}/users": {"get": _op("Every user with notes in the store",
                                     _json_ok("the users"), [])},
        f"{BASE}/search": {"get": _op(
            "BM25 search with scores, best first",
            _json_ok("results", {"type": "object", "properties": {"results": _ROWS}}),
            [_q("q", {"type": "string", "minLength": 1, "maxLength": 500}, True), _PAGE[0]])},
        f"{BASE}/requests": {"get": _op(
            "The requests the notes went into: time, client, model, profile, note ids",
            _json_ok("a page of requests"),
            [_q("note", _NAME), *_PAGE])},
        f"{BASE}/journal": {"get": _op(
            "Writes and refusals with their reasons, injections, the dashboard's edits",
            _json_ok("a page of journal entries"),
            [_q("event", {"type": "string", "pattern": EVENT_NAME.pattern}),
             _q("note", _NAME), *_PAGE])},
        f"{BASE}/writer-runs": {"get": _op("The background writer's runs",
                                           _json_ok("a page of runs"), _PAGE)},
        f"{BASE}/settings": {
            "get": _op("Profile memory switches, writer settings, inline_blocks per model",
                       _json_ok("the settings", _SETTINGS), []),
            "put": _op("Change settings: written to config.toml, applied at once",
                       _json_ok("the settings now", _SETTINGS), [], (400,), _SETTINGS),
        },
        f"{BASE}/export": {"get": _op(
            "A streamed zip: the notes tree as on disk, INDEX.md, MANIFEST.sha256",
            {"description": "a zip", "content": {"application/zip": {}}}, [])},
        f"{BASE}/delete-all": {"post": _op(
            "Delete every note of the user; needs the exact words", _CHANGE, [], (400,),
            {"type": "object", "required": ["confirm"], "properties": {"confirm": {
                "type": "string", "description": "delete all notes of <user>"}}})},
        f"{BASE}/{{id}}": {
            "get": _op("A note: its frontmatter and its file, exactly",
                       _json_ok("the note", {"type": "object", "properties": {
                           "note": {"type": "object"}, "text": {"type": "string"}}}),
                       [_ID], (400, 404)),
            "patch": _op("Edit title, body, tags, kind or verify_by: a ratified revision",
                         _CHANGE, [_ID], (400, 404), _EDIT),
            "delete": _op("Delete a live or archived note and its revisions", _CHANGE,
                          [_ID], (400, 404)),
        },
        f"{BASE}/{{id}}/history": {"get": _op(
            "Every revision, with date, author, operation and a title/body/tags diff",
            _json_ok("a page of revisions"), [_ID, *_PAGE], (400, 404))},
        f"{BASE}/{{id}}/diff": {"get": _op(
            "A unified diff between two revisions (0 is the empty text)",
            _json_ok("the diff", {"type": "object", "properties": {
                "diff": {"type": "string"}, "file_diff": {"type": "string"}}}),
            [_ID, _q("from", {"type": "integer", "minimum": 0}, True),
             _q("to", {"type": "integer", "minimum": 0}, True)], (400, 404))},
        f"{BASE}/{{id}}/ratify": _action("Ratify a note"),
        f"{BASE}/{{id}}/reject": _action("Reject the model's change (or the note)"),
        f"{BASE}/{{id}}/pin": _action("Pin a ratified rule or ruling"),
        f"{BASE}/{{id}}/unpin": _action("Unpin a note"),
        f"{BASE}/{{id}}/restore": _action("Restore an archived note"),
        f"{BASE}/{{id}}/restore-revision": {"post": _op(
            "An earlier revision's text as a new ratified revision", _CHANGE, [_ID],
            (400, 404), {"type": "object", "required": ["revision"], "properties": {
                "revision": {"type": "integer", "minimum": 1}}})},
        f"{BASE}/{{id}}/merge": {"post": _op(
            "Merge a note into the one it restates: a revision of that note, which keeps "
            "its text and has this one's in its history", _CHANGE, [_ID], (400, 404),
            {"type": "object", "required": ["into"], "properties": {
                "into": {"type": "string", "minLength": 1, "maxLength": 64}}})},
        f"{BASE}/{{id}}/archive": {"post": _op(
            "Archive a note, with the person's reason", _CHANGE, [_ID], (400, 404),
            {"type": "object", "required": ["reason"], "properties": {
                "reason": {"type": "string", "minLength": 1, "maxLength": 500}}})},
    }


SECURITY_SCHEMES = {"adminBasic": {
    "type": "http", "scheme": "basic",
    "description": "user admin and the password from `tandem admin set-password`",
}}
