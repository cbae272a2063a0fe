"""`/mcp` in `/openapi.json`: the route's HTTP face. The protocol itself (JSON-RPC, its
tools and resources) is MCP's own, described by `tools/list` and `resources/list`."""

from __future__ import annotations

from typing import Any

_ERROR = {"description": "error", "content": {"application/json": {
    "schema": {"$ref": "#/components/schemas/Error"}}}}

_PARAMETERS = [
    {"name": "Authorization", "in": "header", "required": True, "schema": {"type": "string"},
     "description": "Bearer <key>: the key's label is the user whose notes the tools touch"},
    {"name": "X-Tandem-Admin", "in": "header", "schema": {"type": "string"},
     "description": "Basic (user admin): needed to read notes once an admin password is set"},
    {"name": "X-Tandem-Project", "in": "header", "schema": {"type": "string"},
     "description": "an absolute path: the project scope"},
    {"name": "X-Tandem-Session", "in": "header", "schema": {"type": "string"},
     "description": "names the notes session of a client without MCP sessions"},
    {"name": "Origin", "in": "header", "schema": {"type": "string"},
     "description": "when sent, this server's own host or a loopback one (else 403)"},
]


def _operation(summary: str, body: bool = False) -> dict[str, Any]:
    op: dict[str, Any] = {
        "summary": summary, "parameters": _PARAMETERS,
        "responses": {"200": {"description": "a JSON-RPC answer or an event stream"},
                      "202": {"description": "a notification, accepted"},
                      **{str(c): _ERROR for c in (400, 401, 403, 404, 406, 413, 415, 429, 503)}},
    }
    if body:
        op["requestBody"] = {"required": True, "content": {"application/json": {
            "schema": {"type": ["object", "array"]}}}}
    return op


def mcp_paths() -> dict[str, Any]:
    return {"/mcp": {
        "post": _operation("MCP over streamable HTTP: the notes' tools search_notes, "
                           "read_note, remember and recent_notes, and their resources", True),
        "get": _operation("A handshake-era session's event stream"),
        "delete": _operation("End a handshake-era session"),
    }}
