"""The shapes Tandem answers with that clients read field by field: the two error shapes
and the model list. The error builders in http/ produce them through these models."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel


class ErrorDetail(BaseModel):
    message: str
    type: str
    code: str | None
    param: str | None = None


class Error(BaseModel):
    """`{"error": {message, type, code, param}}`: every route but the Messages ones."""

    error: ErrorDetail


class AnthropicErrorDetail(BaseModel):
    type: str
    message: str


class AnthropicError(BaseModel):
    """Anthropic's shape, on the Messages routes only."""

    type: Literal["error"] = "error"
    error: AnthropicErrorDetail


class ModelItem(BaseModel):
    id: str
    object: Literal["model"] = "model"
    created: int
    owned_by: str
    context_length: int | None = None


class ModelList(BaseModel):
    object: Literal["list"] = "list"
    data: list[ModelItem]


class Change(BaseModel):
    """What a notes operation changed."""

    ok: Literal[True] = True
    change: str
    ids: list[str]
