"""Who a request is from and how it wants its turn: the `RequestContext` its headers give.

Every chat route (chat completions, the Anthropic Messages API) builds it here, so the
`X-Tandem-*` headers, the key and the session id mean the same on each. A bad header is a
400 that names it.
"""

from __future__ import annotations

import re

from aiohttp import web

from app.config import Config
from app.contracts.settings import NAME
from app.engine.core import Tandem
from app.engine.engines.queue import QueuedEngine
from app.engine.http.errors import ApiError
from app.engine.http.tandem_headers import project_header, session_header
from app.engine.turn import MemoryHeader, RequestContext

_NAME_RE = re.compile(NAME)


def _header_choice(request: web.Request, name: str) -> MemoryHeader | None:
    value = request.headers.get(name)
    if value is None:
        return None
    value = value.strip().lower()
    if value == "off":
        return "off"
    if value == "read":
        return "read"
    raise ApiError(400, f"{name} must be 'off' or 'read'", code="invalid_header", param=name)


def _profile(request: web.Request, config: Config) -> str:
    value = request.headers.get("X-Tandem-Profile")
    if value is None:
        return config.default_profile
    if not _NAME_RE.fullmatch(value):
        raise ApiError(400, "X-Tandem-Profile must be a profile name", code="invalid_header",
                       param="X-Tandem-Profile")
    return value


async def build_context(
    request: web.Request, core: Tandem, engine: QueuedEngine, request_id: str
) -> RequestContext:
    relayed = core.is_relay(engine)
    memory = _header_choice(request, "X-Tandem-Memory")
    project = project_header(request)
    profile = _profile(request, core.config)
    session = session_header(request)
    user = await core.users.resolve(
        relayed=relayed,
        authorization=authorization(request),
        header_user=request.headers.get("X-Tandem-User"),
        remote=request.remote,
    )
    return RequestContext(
        request_id=request_id, user=user, profile=profile, session_id=session,
        project=project, memory=memory, remote=request.remote, relayed=relayed,
        engine=engine.name,
    )


def authorization(request: web.Request) -> str | None:
    """The key the request presents: `Authorization`, else Anthropic's `x-api-key`, read
    as the bearer key is (Claude Code sends one or the other)."""
    header = request.headers.get("Authorization")
    if header is not None:
        return header
    key = request.headers.get("x-api-key")
    return None if key is None else f"Bearer {key}"
