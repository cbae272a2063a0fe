"""The narrow protocol every engine sits behind.

The server and the conductor speak only this protocol, so a new engine (ExLlamaV3, say)
plugs in without the other layers changing. Deltas are small frozen values: the server
turns them into OpenAI chunks, the conductor inspects the text ones.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol, runtime_checkable

FinishReason = Literal["stop", "length", "tool_calls"]


class EngineError(Exception):
    """A failure the client should see as an OpenAI-style error, not a 500 traceback."""

    def __init__(self, message: str, *, status: int = 500, code: str = "engine_error") -> None:
        super().__init__(message)
        self.status = status
        self.code = code


@dataclass(frozen=True, slots=True)
class Capabilities:
    logit_bias: bool = False
    grammar: bool = False
    prefix_cache: bool = False
    images: bool = False


@dataclass(slots=True)
class GenerationRequest:
    """One chat completion, already validated and cleaned by the server and conductor.

    `messages` are OpenAI-shaped dicts whose content is a plain string. `extra` holds the
    request fields Tandem does not interpret, so a relay can pass them through unchanged.
    """

    model: str
    messages: list[dict[str, Any]]
    max_tokens: int | None = None
    temperature: float | None = None
    top_p: float | None = None
    seed: int | None = None
    stop: list[str] = field(default_factory=list)
    logit_bias: dict[int, float] = field(default_factory=dict)
    grammar: str | None = None
    tools: list[dict[str, Any]] | None = None
    tool_choice: Any = None
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class TextDelta:
    text: str


@dataclass(frozen=True, slots=True)
class StatusText(TextDelta):
    """The `› remembered:` lines the conductor adds after an answer. Every client that
    does not care sees plain text; the Anthropic route puts them in a text block of
    their own, after a tool call too."""


@dataclass(frozen=True, slots=True)
class ReasoningDelta:
    text: str
    signature: str = ""
    """An Anthropic backend's signature of the thinking so far, which a client must send
    back with it; empty from every other engine."""


@dataclass(frozen=True, slots=True)
class ToolCallDelta:
    """One fragment of a tool call; the first fragment of a call carries id and name."""

    index: int
    arguments: str = ""
    id: str | None = None
    name: str | None = None


@dataclass(frozen=True, slots=True)
class Finish:
    reason: FinishReason


@dataclass(frozen=True, slots=True)
class Usage:
    prompt_tokens: int
    completion_tokens: int
    cached_tokens: int = 0
    """Prompt tokens served from the prefix cache rather than prefilled."""
    cache_written: int = 0
    """Prompt tokens an Anthropic backend wrote to its prompt cache (billed apart)."""


Delta = TextDelta | ReasoningDelta | ToolCallDelta | Finish | Usage


@dataclass(frozen=True, slots=True)
class ModelInfo:
    id: str
    owned_by: str = "tandem"
    context_length: int | None = None


@runtime_checkable
class Engine(Protocol):
    """What the server needs from a model engine.

    `generate` yields deltas and ends with a `Finish` then a `Usage`. Closing the iterator
    early (`aclose`, or the consuming task being cancelled) must stop generation within one
    token and leave the engine free for the next request.
    """

    name: str
    capabilities: Capabilities
    parameters: int | None
    """The model's size in parameters, which decides how memory fits it; None if unknown
    (a relay cannot tell)."""

    async def list_models(self) -> list[ModelInfo]: ...

    def owns(self, model: str) -> bool:
        """Whether a request for `model` belongs to this engine."""
        ...

    def generate(self, req: GenerationRequest) -> AsyncIterator[Delta]: ...

    async def count_tokens(self, text: str) -> int: ...

    def special_token(self, text: str) -> int | None:
        """The id of `text` where the vocabulary has it as one special token (the
        tool-call opener, say); None otherwise, and always for a relay."""
        ...

    async def p_yes(self, prompt: str) -> float:
        """Probability that the next token answers "yes" rather than "no"."""
        ...

    async def close(self) -> None: ...
