"""The one error shape every route answers with: `{"error": {message, type, code, param}}`.

Handlers raise ApiError (or the engine side's `Refused`, which it extends) and one
middleware turns it into the response, so no route can answer an error in a shape of its
own.
"""

from __future__ import annotations

from typing import Any

from app.contracts.replies import Error, ErrorDetail
from app.engine.engines.base import EngineError
from app.engine.refusal import Refused


class ApiError(Refused):
    """An error the client sees as `{"error": {...}}` with an HTTP status."""

    def body(self) -> dict[str, Any]:
        return refusal_body(self)

    @classmethod
    def from_engine(cls, exc: EngineError) -> ApiError:
        return cls(exc.status, str(exc), code=exc.code)


def error_body(
    message: str, type_: str, code: str | None, param: str | None = None
) -> dict[str, Any]:
    return Error(error=ErrorDetail(message=message, type=type_, code=code, param=param)
                 ).model_dump()


def refusal_body(err: Refused) -> dict[str, Any]:
    """The error body of a refusal, whether the HTTP layer or the engine side made it."""
    return error_body(err.message, err.type, err.code, err.param)
