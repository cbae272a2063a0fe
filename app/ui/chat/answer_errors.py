"""What the chat says when an answer fails: short, and what to do next.

An engine's own message is written for a log or an API client (it names the backend's
internal name and the upstream's status); the person at the window wants to know whether
to wait, pick another model or fix a setting. Each message ends in what to do; the view
puts a Retry link after it.
"""

from __future__ import annotations

from app.engine.engines.base import EngineError

RETRY_OR_PICK = "Retry, or pick another model."
BY_CODE = {
    "upstream_timeout": "The backend took too long to answer. " + RETRY_OR_PICK,
    "upstream_unreachable": "The backend could not be reached. Check that it is running, "
                            "then Retry.",
    "upstream_disconnected": "The backend hung up mid-answer. " + RETRY_OR_PICK,
    "upstream_error": "The backend failed to answer. " + RETRY_OR_PICK,
    "upstream_bad_response": "The backend sent an answer Tandem cannot read. "
                             + RETRY_OR_PICK,
    "upstream_rejected": "The backend refused this request. Pick another model, or start "
                         "a new chat if this one is long.",
    "context_length_exceeded": "This chat no longer fits the model's context. Start a new "
                               "chat, or pick a model with a longer context.",
    "model_not_found": "This model is not available any more. Pick another model, then "
                       "Retry.",
    "no_model": "No model is ready yet. Wait for the model to load, then Retry.",
    "engine_closed": "The model was unloaded. Wait for it to load again, then Retry.",
    "engine_stalled": "The model stopped answering (nothing came for stall_seconds). "
                      + RETRY_OR_PICK,
}


def error_text(exc: Exception) -> str:
    """The line the chat shows for a failed answer; an engine error Tandem has no words
    for keeps its own message, which is still better than none."""
    if isinstance(exc, EngineError):
        known = BY_CODE.get(exc.code)
        return known or f"The answer failed: {str(exc).rstrip('.')}. " + RETRY_OR_PICK
    return f"The answer failed ({type(exc).__name__}). " + RETRY_OR_PICK
