"""The one error shape every route answers with: `{"error": {message, type, code, param}}`.

Handlers raise ApiError and one middleware turns it into the response, so no route can
answer an error in a shape of its own.
"""

from __future__ import annotations

from typing import Any

from app.contracts.replies import Error, ErrorDetail
from app.engine.engines.base import EngineError

INVALID_REQUEST = "invalid_request_error"


class ApiError(Exception):
    """An error the client sees as `{"error": {...}}` with an HTTP status."""

    def __init__(
        self,
        status: int,
        message: str,
        *,
        code: str | None = None,
        param: str | None = None,
        type_: str | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.code = code
        self.param = param
        self.type = type_ or (INVALID_REQUEST if status < 500 else "server_error")

    def body(self) -> dict[str, Any]:
        return error_body(self.message, self.type, self.code, self.param)

    @classmethod
    def from_engine(cls, exc: EngineError) -> ApiError:
        return cls(exc.status, str(exc), code=exc.code)


def error_body(
    message: str, type_: str, code: str | None, param: str | None = None
) -> dict[str, Any]:
    return Error(error=ErrorDetail(message=message, type=type_, code=code, param=param)
                 ).model_dump()
