"""The notes admin routes' query strings and bodies (`/v1/conductor/memory/notes…`).

Query values arrive as text, so their models are read in lax mode (`"5"` is 5); bodies are
JSON and read strictly. A name the store would refuse is refused here, naming its field.
"""

from __future__ import annotations

import datetime as dt
from typing import Annotated, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    ValidationInfo,
    model_validator,
)

from app.memory.names import MAX_NAME, safe_name
from app.memory.note import KINDS, SCOPES, STATUSES
from app.memory.types import LOCAL_USER

DEFAULT_LIMIT = 100
MAX_LIMIT = 1000
MAX_OFFSET = 2**31
_QUERY = ConfigDict(extra="ignore")
_BODY = ConfigDict(extra="forbid", strict=True)



def _safe(value: str, info: ValidationInfo) -> str:
    return safe_name(value, info.field_name or "name")


Name = Annotated[str, Field(min_length=1, max_length=MAX_NAME), AfterValidator(_safe)]
"""A user or a note id: what can name a folder or a file of the store, nothing else."""


def _printable(value: str) -> str:
    if not value.isprintable():
        raise ValueError("must be printable characters")
    return value


def _not_blank(value: str) -> str:
    if not value.strip():
        raise ValueError("must not be blank")
    return value


NonBlank = Annotated[str, Field(min_length=1), AfterValidator(_not_blank)]
Printable = Annotated[str, AfterValidator(_printable)]
Text = Annotated[Printable, Field(max_length=500)]


class UserQuery(BaseModel):
    """Every notes route takes `?user=`, default `local`."""

    model_config = _QUERY
    user: Name = Field(LOCAL_USER, description="whose notes; a name the store would refuse "
                                               "is a 400")


class PageQuery(UserQuery):
    limit: int = Field(DEFAULT_LIMIT, ge=1, le=MAX_LIMIT)
    offset: int = Field(0, ge=0, le=MAX_OFFSET)


class NoteListQuery(PageQuery):
    scope: Literal[(*SCOPES, "archive")] | None = None  # type: ignore[valid-type]
    kind: Literal[KINDS] | None = None  # type: ignore[valid-type]
    status: Literal[STATUSES] | None = None  # type: ignore[valid-type]
    pinned: Literal["true", "false"] | None = None
    tag: Annotated[Printable, Field(max_length=200)] | None = None
    q: Text | None = None


class SearchQuery(UserQuery):
    q: Annotated[Text, Field(min_length=1), AfterValidator(_not_blank)]
    limit: int = Field(DEFAULT_LIMIT, ge=1, le=MAX_LIMIT)


class RequestsQuery(PageQuery):
    note: Name | None = Field(None, description="only the requests this note went into")


class JournalQuery(RequestsQuery):
    event: Annotated[str, Field(pattern=r"^[a-z_]{1,40}$")] | None = Field(
        None, description="a journal event name: write, injection, dashboard, memory_off…")


class DiffQuery(UserQuery):
    model_config = ConfigDict(extra="ignore", populate_by_name=True)
    start: int = Field(alias="from", ge=0, le=MAX_OFFSET,
                       description="a revision; 0 is the empty text before the first")
    end: int = Field(alias="to", ge=0, le=MAX_OFFSET)


def _a_date(value: str | None) -> str | None:
    if value is not None and (len(value) != 10 or dt.date.fromisoformat(value) is None):
        raise ValueError("must be a date (YYYY-MM-DD) or null")
    return value


class NoteEdit(BaseModel):
    """A PATCH: any of these, at least one, and nothing else."""

    model_config = ConfigDict(extra="forbid", strict=True, json_schema_extra={
        "minProperties": 1})
    title: str | None = None
    body: str | None = None
    tags: list[str] | None = None
    kind: Literal[KINDS] | None = None  # type: ignore[valid-type]
    verify_by: Annotated[str | None, Field(json_schema_extra={"format": "date"}),
                         AfterValidator(_a_date)] = None

    @model_validator(mode="after")
    def _changes_something(self) -> NoteEdit:
        if not self.model_fields_set:
            raise ValueError("the body must hold at least one of "
                             + ", ".join(type(self).model_fields))
        return self


class RestoreRevision(BaseModel):
    model_config = _BODY
    revision: int = Field(ge=1)


class Merge(BaseModel):
    model_config = _BODY
    into: NonBlank = Field(description="the id of the note this one restates")


class Archive(BaseModel):
    model_config = _BODY
    reason: Annotated[NonBlank, Field(max_length=500)]


class DeleteAll(BaseModel):
    model_config = _BODY
    confirm: NonBlank = Field(description="the words: delete all notes of <user>")
