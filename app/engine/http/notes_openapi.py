"""The notes routes' part of `/openapi.json`, beside the routes it describes.

A fuzzer drives itself from this document; every parameter and body comes from the model
in app/contracts/notes.py that `notes_params` checks, so what it sends outside them gets
a 4xx.
"""

from __future__ import annotations

from pydantic import BaseModel

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
    UserQuery,
)
from app.contracts.replies import Change
from app.contracts.settings import NotesSettings
from app.engine.http.operation import PATH_ID, Operation

BASE = "/v1/conductor/memory/notes"
_SECURITY = ({}, {"adminBasic": []})
"""Open while no admin password is set; HTTP Basic as `admin` once one is."""
_ERRORS = (400, 401, 429, 503)
_ON_A_NOTE = (*_ERRORS, 404)
SECURITY_SCHEMES = {"adminBasic": {
    "type": "http", "scheme": "basic",
    "description": "user admin and the password from `tandem admin set-password`",
}}


def _read(summary: str, query: type[BaseModel] = UserQuery, *,
          body: type[BaseModel] | None = None, reply: type[BaseModel] | None = None,
          media: tuple[str, ...] = ("application/json",)) -> Operation:
    return Operation(summary, query=query, body=body, reply=reply, media=media,
                     security=_SECURITY, errors=_ERRORS)


def _on_note(summary: str, query: type[BaseModel] = UserQuery, *,
             body: type[BaseModel] | None = None,
             reply: type[BaseModel] | None = Change) -> Operation:
    return Operation(summary, query=query, body=body, reply=reply, path=(PATH_ID,),
                     security=_SECURITY, errors=_ON_A_NOTE)


NOTES_ROUTES: dict[str, dict[str, Operation]] = {
    BASE: {"get": _read("The notes, filtered and paged; files broken by hand are listed apart",
                        NoteListQuery)},
    f"{BASE}/tree": {"get": _read("Scopes, projects and sessions with their counts")},
    f"{BASE}/users": {"get": _read("Every user with notes in the store")},
    f"{BASE}/search": {"get": _read("BM25 search with scores, best first", SearchQuery)},
    f"{BASE}/requests": {"get": _read(
        "The requests the notes went into: time, client, model, profile, note ids",
        RequestsQuery)},
    f"{BASE}/journal": {"get": _read(
        "Writes and refusals with their reasons, injections, the dashboard's edits",
        JournalQuery)},
    f"{BASE}/writer-runs": {"get": _read("The background writer's runs", PageQuery)},
    f"{BASE}/settings": {
        "get": _read("Profile memory switches, writer settings, inline_blocks per model",
                     reply=NotesSettings),
        "put": _read("Change settings: written to config.toml, applied at once",
                     body=NotesSettings, reply=NotesSettings),
    },
    f"{BASE}/export": {"get": _read(
        "A streamed zip: the notes tree as on disk, INDEX.md, MANIFEST.sha256",
        media=("application/zip",))},
    f"{BASE}/delete-all": {"post": _read("Delete every note of the user; needs the exact "
                                         "words", body=DeleteAll, reply=Change)},
    f"{BASE}/{{id}}": {
        "get": _on_note("A note: its frontmatter and its file, exactly", reply=None),
        "patch": _on_note("Edit title, body, tags, kind or verify_by: a ratified revision",
                          body=NoteEdit),
        "delete": _on_note("Delete a live or archived note and its revisions"),
    },
    f"{BASE}/{{id}}/history": {"get": _on_note(
        "Every revision, with date, author, operation and a title/body/tags diff", PageQuery,
        reply=None)},
    f"{BASE}/{{id}}/diff": {"get": _on_note(
        "A unified diff between two revisions (0 is the empty text)", DiffQuery, reply=None)},
    f"{BASE}/{{id}}/ratify": {"post": _on_note("Ratify a note")},
    f"{BASE}/{{id}}/reject": {"post": _on_note("Reject the model's change (or the note)")},
    f"{BASE}/{{id}}/pin": {"post": _on_note("Pin a ratified rule or ruling")},
    f"{BASE}/{{id}}/unpin": {"post": _on_note("Unpin a note")},
    f"{BASE}/{{id}}/restore": {"post": _on_note("Restore an archived note")},
    f"{BASE}/{{id}}/restore-revision": {"post": _on_note(
        "An earlier revision's text as a new ratified revision", body=RestoreRevision)},
    f"{BASE}/{{id}}/merge": {"post": _on_note(
        "Merge a note into the one it restates: a revision of that note, which keeps its "
        "text and has this one's in its history", body=Merge)},
    f"{BASE}/{{id}}/archive": {"post": _on_note("Archive a note, with the person's reason",
                                                body=Archive)},
}
