"""Anthropic's error shape, `{"type": "error", "error": {"type", "message"}}`, for the
Messages routes only (issue 22 decides against DESIGN.md's shape on purpose there;
docs/ARCHITECTURE.md#contracts): the Anthropic SDKs and Claude Code read `error.type` to
decide whether to retry."""

from __future__ import annotations

from typing import Any

from app.contracts.replies import AnthropicError, AnthropicErrorDetail

MESSAGES_PREFIX = "/v1/messages"

_TYPES = {
    400: "invalid_request_error",
    401: "authentication_error",
    402: "billing_error",
    403: "permission_error",
    404: "not_found_error",
    413: "request_too_large",
    429: "rate_limit_error",
    504: "timeout_error",
    529: "overloaded_error",
}


def is_messages_route(path: str) -> bool:
    return path == MESSAGES_PREFIX or path.startswith(MESSAGES_PREFIX + "/")


def error_type(status: int) -> str:
    """Anthropic's error type for an HTTP status; any other 4xx is a request error."""
    if status in _TYPES:
        return _TYPES[status]
    return "invalid_request_error" if status < 500 else "api_error"


def anthropic_error(status: int, message: str) -> dict[str, Any]:
    return AnthropicError(error=AnthropicErrorDetail(type=error_type(status), message=message)
                          ).model_dump()
