"""The bodies of `POST /v1/memory`, the model's scripts: one model per operation.

`ScriptOp` is read first, so a body with a bad `op` is a 400 naming `op`, and a good one
is checked against its own operation's model, whose errors name its own fields.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from app.memory.note import KINDS, SCOPES

SEARCH_LIMIT_MAX = 20
_CLOSED = ConfigDict(extra="ignore", strict=True)


class ScriptOp(BaseModel):
    model_config = _CLOSED
    op: Literal["search", "read", "add"]


class SearchScript(BaseModel):
    model_config = _CLOSED
    op: Literal["search"]
    query: str
    limit: int = Field(5, ge=1, description=f"at most {SEARCH_LIMIT_MAX} are returned")


class ReadScript(BaseModel):
    model_config = _CLOSED
    op: Literal["read"]
    id: str


class AddScript(BaseModel):
    model_config = _CLOSED
    op: Literal["add"]
    scope: Literal[SCOPES]  # type: ignore[valid-type]
    kind: Literal[KINDS]  # type: ignore[valid-type]
    title: str = Field(description="at most 120 characters; a longer one is refused")
    tags: list[str] = []
    body: str


SCRIPTS: dict[str, type[SearchScript | ReadScript | AddScript]] = {
    "search": SearchScript, "read": ReadScript, "add": AddScript}
