"""The Messages routes in `/openapi.json`: their bodies, their headers, Anthropic's error."""

from __future__ import annotations

from typing import Any

_ERROR = {"$ref": "#/components/schemas/AnthropicError"}

HEADERS = [
    {"name": "x-api-key", "in": "header", "schema": {"type": "string"},
     "description": "an API key, read as `Authorization: Bearer` is"},
    {"name": "anthropic-version", "in": "header",
     "schema": {"type": "string", "pattern": r"^\d{4}-\d{2}-\d{2}$"},
     "description": "accepted; every version gets the same API"},
]

_BLOCKS = {"oneOf": [{"type": "string"}, {"type": "array", "items": {
    "type": "object", "required": ["type"], "properties": {"type": {"type": "string"}}}}]}

_COMMON = {
    "model": {"type": "string", "description": "a served model, an [anthropic.models] alias, "
              "or any other name, which the default model serves"},
    "system": _BLOCKS,
    "messages": {"type": "array", "minItems": 1, "items": {
        "type": "object", "required": ["role", "content"], "properties": {
            "role": {"enum": ["user", "assistant"]}, "content": _BLOCKS}}},
    "tools": {"type": "array", "items": {"type": "object", "required": ["name", "input_schema"],
              "properties": {"name": {"type": "string", "minLength": 1},
                             "description": {"type": "string"},
                             "input_schema": {"type": "object"}}}},
    "tool_choice": {"type": "object", "required": ["type"], "properties": {
        "type": {"enum": ["auto", "any", "tool", "none"]}, "name": {"type": "string"}}},
    "thinking": {"type": "object", "required": ["type"], "properties": {
        "type": {"enum": ["enabled", "disabled", "adaptive", "between_tools"]},
        "budget_tokens": {"type": "integer", "minimum": 1}}},
}

SCHEMAS: dict[str, Any] = {
    "AnthropicError": {
        "type": "object", "required": ["type", "error"],
        "properties": {"type": {"const": "error"}, "error": {
            "type": "object", "required": ["type", "message"],
            "properties": {"type": {"type": "string"}, "message": {"type": "string"}}}},
    },
    "MessagesRequest": {
        "type": "object", "required": ["model", "messages", "max_tokens"],
        "additionalProperties": True,
        "properties": {
            **_COMMON,
            "max_tokens": {"type": "integer", "minimum": 1},
            "stop_sequences": {"type": "array", "items": {"type": "string"}, "maxItems": 16},
            "temperature": {"type": "number", "minimum": 0, "maximum": 1},
            "top_p": {"type": "number", "minimum": 0, "maximum": 1},
            "top_k": {"type": "integer", "minimum": 0},
            "stream": {"type": "boolean"},
        },
    },
    "CountTokensRequest": {
        "type": "object", "required": ["model", "messages"], "additionalProperties": True,
        "properties": _COMMON,
    },
}


def _errors(*codes: int) -> dict[str, Any]:
    return {str(c): {"description": "an error in Anthropic's shape",
                     "content": {"application/json": {"schema": _ERROR}}} for c in codes}


def messages_paths(tandem_headers: list[dict[str, Any]]) -> dict[str, Any]:
    headers = [*HEADERS, *tandem_headers]
    return {
        "/v1/messages": {"post": {
            "summary": "Anthropic Messages API on the same conductor as chat completions; "
                       "SSE events when stream is true",
            "parameters": headers,
            "requestBody": {"required": True, "content": {"application/json": {
                "schema": {"$ref": "#/components/schemas/MessagesRequest"}}}},
            "responses": {
                "200": {"description": "a message, or its events when stream is true",
                        "content": {"application/json": {}, "text/event-stream": {}}},
                **_errors(400, 401, 404, 413, 415, 500, 502, 504),
            },
        }},
        "/v1/messages/count_tokens": {"post": {
            "summary": "The input tokens of what the client sent (a turn's usage also "
                       "counts the notes Tandem injects)",
            "parameters": headers,
            "requestBody": {"required": True, "content": {"application/json": {
                "schema": {"$ref": "#/components/schemas/CountTokensRequest"}}}},
            "responses": {
                "200": {"description": "{input_tokens}", "content": {"application/json": {
                    "schema": {"type": "object", "properties": {
                        "input_tokens": {"type": "integer"}}}}}},
                **_errors(400, 401, 404, 413, 415, 502, 504),
            },
        }},
    }
