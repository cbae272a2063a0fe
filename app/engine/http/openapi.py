"""`GET /openapi.json`: every route Tandem serves, generated from the models that check it.

The core routes are listed here; the Messages, notes and MCP routes beside their own
handlers. A test checks that every registered route appears, so a new route cannot be
forgotten, and schemathesis drives a live server from this document, so what it promises
is what validation accepts.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from app.contracts.chat import ChatRequest
from app.contracts.headers import ScriptHeaders, TandemHeaders
from app.contracts.memory_script import AddScript, ReadScript, SearchScript
from app.contracts.replies import ModelList
from app.engine.http.anthropic.openapi import MESSAGES_ROUTES
from app.engine.http.notes_openapi import NOTES_ROUTES, SECURITY_SCHEMES
from app.engine.http.operation import Operation, document
from app.engine.mcp.openapi import MCP_ROUTES

INFO = {"title": "Tandem", "version": "0.1.0",
        "description": "OpenAI-compatible server of the Tandem desktop app"}

CORE_ROUTES: dict[str, dict[str, Operation]] = {
    "/v1/models": {"get": Operation(
        "List engine models and each backend's models as NAME/<id>", reply=ModelList,
        errors=(401,))},
    "/v1/models/{model}": {"get": Operation(
        "One model", errors=(401, 404),
        path=({"name": "model", "in": "path", "required": True,
               "schema": {"type": "string"}},))},
    "/v1/chat/completions": {"post": Operation(
        "Chat completion, streamed as SSE (data: [DONE]) or whole", body=ChatRequest,
        headers=TandemHeaders, media=("application/json", "text/event-stream"),
        errors=(400, 401, 404, 413, 500, 502, 504))},
    "/v1/memory": {"post": Operation(
        "The model's scripts: search, read and add notes under the session that the token "
        "names", body=(SearchScript, ReadScript, AddScript), headers=ScriptHeaders,
        errors=(400, 403, 404, 413, 415, 422))},
    "/health": {"get": Operation("Liveness, and each engine's busy flag and queue")},
    "/openapi.json": {"get": Operation("This document")},
}


@cache
def openapi_document() -> dict[str, Any]:
    """Built once (20 ms of schema generation); callers copy what they change."""
    return document(INFO, {**CORE_ROUTES, **MESSAGES_ROUTES, **NOTES_ROUTES, **MCP_ROUTES},
                    SECURITY_SCHEMES)
