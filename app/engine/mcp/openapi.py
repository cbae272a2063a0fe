"""`/mcp` in `/openapi.json`: the route's HTTP face. The protocol itself (JSON-RPC, its
tools and resources) is MCP's own, described by `tools/list` and `resources/list`."""

from __future__ import annotations

from app.contracts.headers import McpHeaders
from app.engine.http.operation import Operation

_ERRORS = (400, 401, 403, 404, 406, 413, 415, 429, 503)
_ACCEPTED = (("202", "a notification, accepted"),)


def _operation(summary: str) -> Operation:
    return Operation(summary, headers=McpHeaders, errors=_ERRORS, extra_replies=_ACCEPTED,
                     media=("application/json", "text/event-stream"))


MCP_ROUTES: dict[str, dict[str, Operation]] = {"/mcp": {
    "post": _operation("MCP over streamable HTTP: the notes' tools search_notes, read_note, "
                       "remember and recent_notes, and their resources"),
    "get": _operation("A handshake-era session's event stream"),
    "delete": _operation("End a handshake-era session"),
}}
