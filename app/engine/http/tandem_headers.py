"""The X-Tandem-Project and session headers, read the same way by every route that takes
them (chat completions, the MCP route), so one header means one thing everywhere."""

from __future__ import annotations

import os

from aiohttp import web

from app.engine.http.errors import ApiError

_SESSION_MAX = 200


def project_header(request: web.Request) -> str | None:
    value = request.headers.get("X-Tandem-Project")
    if value is None:
        return None
    if not value or "\x00" in value or not os.path.isabs(value):
        raise ApiError(400, "X-Tandem-Project must be an absolute path", code="invalid_header",
                       param="X-Tandem-Project")
    return os.path.normpath(value)


SESSION_HEADERS = ("X-Tandem-Session", "X-Session-Id", "X-OpenWebUI-Chat-Id")
"""Where a conversation's id comes from, first found wins: Tandem's own header, then the
ids clients already send (opencode's `x-session-id`; Open WebUI's chat id, forwarded with
ENABLE_FORWARD_USER_INFO_HEADERS)."""


def session_header(request: web.Request) -> str | None:
    for name in SESSION_HEADERS:
        value = request.headers.get(name)
        if value is None:
            continue
        if not value or len(value) > _SESSION_MAX or not value.isprintable():
            raise ApiError(400, f"{name} must be 1 to {_SESSION_MAX} printable characters",
                           code="invalid_header", param=name)
        return value
    return None
