"""`GET /openapi.json`: a hand-written description of every route Tandem serves.

Hand-written because the routes are few and their shapes are OpenAI's, which no schema
generator here knows; a test checks that every registered route appears in it, so a new
route cannot be forgotten.
"""

from __future__ import annotations

from typing import Any

from app.engine.http.notes_openapi import SECURITY_SCHEMES, notes_paths

_ERROR = {"$ref": "#/components/schemas/Error"}

_HEADERS = [
    {"name": "X-Tandem-Memory", "in": "header",
     "schema": {"type": "string", "enum": ["off", "read"]}},
    {"name": "X-Tandem-User", "in": "header", "schema": {"type": "string"},
     "description": "honoured only from --trust addresses"},
    {"name": "X-Tandem-Profile", "in": "header", "schema": {"type": "string"}},
    {"name": "X-Tandem-Session", "in": "header", "schema": {"type": "string"}},
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
            "/health": {
                "get": {
                    "summary": "Liveness, and each engine's busy flag and queue",
                    "responses": {"200": {"description": "status ok with engines"}},
                }
            },
            "/openapi.json": {
                "get": {"summary": "This document", "responses": {"200": {"description": "ok"}}}
            },
            "/v1/memory": {
                "post": {
                    "summary": "The model's scripts: search, read and add under their session",
                    "parameters": [{"name": "X-Tandem-Session-Token", "in": "header",
                                    "required": True, "schema": {"type": "string"}}],
                    "requestBody": {"required": True, "content": {"application/json": {
                        "schema": {"type": "object", "required": ["op"], "properties": {
                            "op": {"enum": ["search", "read", "add"]}}}}}},
                    "responses": {"200": {"description": "the result"},
                                  **_errors(400, 403, 404)},
                }
            },
            **notes_paths(),
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
