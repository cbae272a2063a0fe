"""`GET /openapi.json`: a hand-written description of every route Tandem serves.

Hand-written because the routes are few and their shapes are OpenAI's, which no schema
generator here knows; a test checks that every registered route appears in it, so a new
route cannot be forgotten.
"""

from __future__ import annotations

from typing import Any

from app.engine.http.notes_openapi import SECURITY_SCHEMES, notes_paths
from app.engine.mcp.openapi import mcp_paths
from app.memory.note import KINDS, SCOPES

_ERROR = {"$ref": "#/components/schemas/Error"}

_HEADERS = [
    {"name": "X-Tandem-Memory", "in": "header",
     "schema": {"type": "string", "enum": ["off", "read"]}},
    {"name": "X-Tandem-User", "in": "header", "schema": {"type": "string"},
     "description": "honoured only from --trust addresses"},
    {"name": "X-Tandem-Profile", "in": "header", "schema": {"type": "string"}},
    {"name": "X-Tandem-Session", "in": "header", "schema": {"type": "string"}},
    {"name": "X-Session-Id", "in": "header", "schema": {"type": "string"},
     "description": "opencode's conversation id; used when X-Tandem-Session is absent"},
    {"name": "X-OpenWebUI-Chat-Id", "in": "header", "schema": {"type": "string"},
     "description": "Open WebUI's chat id; used when neither header above is sent"},
    {"name": "X-Tandem-Project", "in": "header", "schema": {"type": "string"},
     "description": "an absolute path"},
]


def _errors(*codes: int) -> dict[str, Any]:
    return {
        str(c): {"description": "error", "content": {"application/json": {"schema": _ERROR}}}
        for c in codes
    }


def openapi_document() -> dict[str, Any]:
    return {
        "openapi": "3.1.0",
        "info": {"title": "Tandem", "version": "0.1.0",
                 "description": "OpenAI-compatible server of the Tandem desktop app"},
        "paths": {
            "/v1/models": {
                "get": {
                    "summary": "List engine models and each backend's models as NAME/<id>",
                    "responses": {"200": {"description": "a model list", "content": {
                        "application/json": {"schema": {"$ref": "#/components/schemas/ModelList"}}
                    }}, **_errors(401)},
                }
            },
            "/v1/models/{model}": {
                "get": {
                    "summary": "One model",
                    "parameters": [{"name": "model", "in": "path", "required": True,
                                    "schema": {"type": "string"}}],
                    "responses": {"200": {"description": "a model"}, **_errors(401, 404)},
                }
            },
            "/v1/chat/completions": {
                "post": {
                    "summary": "Chat completion, streamed as SSE (data: [DONE]) or whole",
                    "parameters": _HEADERS,
                    "requestBody": {"required": True, "content": {"application/json": {
                        "schema": {"$ref": "#/components/schemas/ChatRequest"}}}},
                    "responses": {
                        "200": {"description": "a chat.completion, or chat.completion.chunk "
                                "events when stream is true",
                                "content": {"application/json": {}, "text/event-stream": {}}},
                        **_errors(400, 401, 404, 413, 500, 502, 504),
                    },
                }
            },
            "/v1/memory": {
                "post": {
                    "summary": "The model's scripts: search, read and add notes under the "
                               "session that the token names",
                    "parameters": [{"name": "X-Tandem-Session-Token", "in": "header",
                                    "required": True, "schema": {"type": "string"},
                                    "description": "the token the memory card gave the "
                                                   "session; unknown or missing is a 403"}],
                    "requestBody": {"required": True, "content": {"application/json": {
                        "schema": {"$ref": "#/components/schemas/MemoryScript"}}}},
                    "responses": {
                        "200": {"description": "search results, a note, or the note added"},
                        **_errors(400, 403, 404, 413, 415, 422),
                    },
                }
            },
            "/health": {
                "get": {
                    "summary": "Liveness, and each engine's busy flag and queue",
                    "responses": {"200": {"description": "status ok with engines"}},
                }
            },
            "/openapi.json": {
                "get": {"summary": "This document", "responses": {"200": {"description": "ok"}}}
            },
            **notes_paths(),
            **mcp_paths(),
        },
        "components": {
            "securitySchemes": SECURITY_SCHEMES,
            "schemas": {
                "Error": {
                    "type": "object",
                    "properties": {"error": {"type": "object", "properties": {
                        "message": {"type": "string"}, "type": {"type": "string"},
                        "code": {"type": ["string", "null"]},
                        "param": {"type": ["string", "null"]},
                    }, "required": ["message", "type", "code"]}},
                },
                "ModelList": {
                    "type": "object",
                    "properties": {"object": {"const": "list"}, "data": {"type": "array",
                                   "items": {"type": "object", "properties": {
                                       "id": {"type": "string"}, "owned_by": {"type": "string"}}}}},
                },
                "MemoryScript": {
                    "oneOf": [
                        {"type": "object", "required": ["op", "query"], "properties": {
                            "op": {"const": "search"}, "query": {"type": "string"},
                            "limit": {"type": "integer", "minimum": 1, "maximum": 20}}},
                        {"type": "object", "required": ["op", "id"], "properties": {
                            "op": {"const": "read"}, "id": {"type": "string"}}},
                        {"type": "object",
                         "required": ["op", "scope", "kind", "title", "body"],
                         "properties": {
                             "op": {"const": "add"},
                             "scope": {"enum": list(SCOPES)},
                             "kind": {"enum": list(KINDS)},
                             "title": {"type": "string", "maxLength": 120},
                             "tags": {"type": "array", "items": {"type": "string"}},
                             "body": {"type": "string"}}},
                    ],
                },
                "ChatRequest": {
                    "type": "object",
                    "required": ["model", "messages"],
                    "additionalProperties": True,
                    "properties": {
                        "model": {"type": "string"},
                        "messages": {"type": "array", "minItems": 1, "items": {"type": "object"}},
                        "stream": {"type": "boolean"},
                        "stream_options": {"type": "object", "properties": {
                            "include_usage": {"type": "boolean"}}},
                        "max_tokens": {"type": "integer", "minimum": 1},
                        "max_completion_tokens": {"type": "integer", "minimum": 1},
                        "temperature": {"type": "number", "minimum": 0, "maximum": 2},
                        "top_p": {"type": "number", "minimum": 0, "maximum": 1},
                        "seed": {"type": "integer"},
                        "stop": {"oneOf": [{"type": "string"},
                                           {"type": "array", "items": {"type": "string"}}]},
                        "logit_bias": {"type": "object",
                                       "additionalProperties": {"type": "number"}},
                        "tools": {"type": "array", "items": {"type": "object"}},
                        "tool_choice": {},
                    },
                },
            }
        },
    }
