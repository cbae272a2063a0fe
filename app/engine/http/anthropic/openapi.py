"""The Messages routes in `/openapi.json`: their bodies and headers, Anthropic's error."""

from __future__ import annotations

from app.contracts.headers import AnthropicHeaders
from app.contracts.messages import CountTokensRequest, MessagesRequest
from app.contracts.replies import AnthropicError
from app.engine.http.operation import Operation

MESSAGES_ROUTES: dict[str, dict[str, Operation]] = {
    "/v1/messages": {"post": Operation(
        "Anthropic Messages API on the same conductor as chat completions; SSE events when "
        "stream is true", body=MessagesRequest, headers=AnthropicHeaders,
        media=("application/json", "text/event-stream"), error=AnthropicError,
        errors=(400, 401, 404, 413, 415, 500, 502, 504))},
    "/v1/messages/count_tokens": {"post": Operation(
        "The input tokens of what the client sent (a turn's usage also counts the notes "
        "Tandem injects)", body=CountTokensRequest, headers=AnthropicHeaders,
        error=AnthropicError, errors=(400, 401, 404, 413, 415, 502, 504))},
}
