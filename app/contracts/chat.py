"""The body of `POST /v1/chat/completions`: OpenAI's chat request, as far as Tandem reads it.

`extra="allow"` everywhere: a field Tandem does not interpret still reaches a relay
exactly as the client sent it. Strict types, because `"max_tokens": "5"` or `true` is a
client bug that a silent coercion would hide.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Discriminator,
    Field,
    Tag,
    ValidationInfo,
    field_validator,
)
from pydantic_core import PydanticCustomError

from app.contracts.whole import whole

MAX_STOPS = 16
ROLES = ("system", "developer", "user", "assistant", "tool", "function")
_OPEN = ConfigDict(extra="allow", strict=True)


class TextPart(BaseModel):
    model_config = _OPEN
    type: Literal["text"]
    text: str


class OtherPart(BaseModel):
    """An image, audio, a file…: a relay passes it on; a local engine refuses it by name."""

    model_config = _OPEN
    type: str


def _part_branch(value: Any) -> str | None:
    kind = value.get("type") if isinstance(value, dict) else None
    return None if not isinstance(kind, str) else "<text>" if kind == "text" else "<other>"


ContentPart = Annotated[
    Annotated[TextPart, Tag("<text>")] | Annotated[OtherPart, Tag("<other>")],
    Discriminator(_part_branch, custom_error_type="invalid_type",
                  custom_error_message="must be an object with a string 'type'"),
]


def _content_branch(value: Any) -> str | None:
    return "<text>" if isinstance(value, str) else "<parts>" if isinstance(value, list) else None


Content = Annotated[
    Annotated[str, Tag("<text>")] | Annotated[list[ContentPart], Tag("<parts>")],
    Discriminator(_content_branch, custom_error_type="invalid_type",
                  custom_error_message="must be a string or an array of content parts"),
]


class Message(BaseModel):
    model_config = _OPEN
    role: Literal[ROLES]  # type: ignore[valid-type]
    content: Content | None = Field(None, validate_default=True)

    @field_validator("content", mode="after")
    @classmethod
    def _only_the_assistant_may_say_nothing(cls, content: Any, info: ValidationInfo) -> Any:
        role = info.data.get("role")
        if content is None and role is not None and role != "assistant":
            raise PydanticCustomError("content_required", "is required for role {role}",
                                      {"role": role})
        return content


class ToolFunction(BaseModel):
    model_config = _OPEN
    name: str = Field(min_length=1)


class Tool(BaseModel):
    model_config = _OPEN
    type: Literal["function"]
    function: ToolFunction = Field(default_factory=dict, validate_default=True)  # type: ignore[arg-type]
    """Checked even when missing, so the error names `function.name`, the one key a tool
    cannot do without."""


class StreamOptions(BaseModel):
    model_config = _OPEN
    include_usage: bool = False


class NamedFunction(BaseModel):
    model_config = _OPEN
    name: str


class NamedTool(BaseModel):
    model_config = _OPEN
    type: Literal["function"]
    function: NamedFunction


TokenId = Annotated[str, Field(pattern=r"^[0-9]+$")]
Bias = Annotated[float, Field(ge=-100, le=100)]


class ModelName(BaseModel):
    """A body's `model`, read before the rest: it chooses the engine that checks it."""

    model_config = _OPEN
    model: str = Field(min_length=1)


class ChatRequest(ModelName):
    """What Tandem interprets; everything else is passed on untouched."""

    messages: list[Message] = Field(min_length=1)
    stream: bool = False
    stream_options: StreamOptions | None = None
    n: Literal[1] | None = None
    max_tokens: int | None = Field(None, ge=1)
    max_completion_tokens: int | None = Field(
        None, ge=1, description="wins over max_tokens; a relay gets it under this name")
    temperature: float | None = Field(None, ge=0, le=2)
    top_p: float | None = Field(None, ge=0, le=1)
    seed: int | None = None
    stop: Annotated[str | Annotated[list[str], Field(max_length=MAX_STOPS)] | None, whole(
        f"must be a string or an array of at most {MAX_STOPS} strings")] = None
    logit_bias: Annotated[dict[TokenId, Bias] | None, whole(
        "must be an object of token id -> bias from -100 to 100")] = None
    grammar: str | None = Field(None, description="a GBNF grammar, for engines that take one")
    tools: list[Tool] | None = None
    tool_choice: Annotated[Literal["none", "auto", "required"] | NamedTool | None, whole(
        "must be none, auto, required or an object naming a function")] = None

    @field_validator("tool_choice", mode="after")
    @classmethod
    def _choice_names_a_tool(cls, choice: Any, info: ValidationInfo) -> Any:
        tools = info.data.get("tools") or []
        if choice == "required" and not tools:
            raise PydanticCustomError("invalid_value", "is required but no 'tools' were given")
        if isinstance(choice, NamedTool) and choice.function.name not in {
                t.function.name for t in tools}:
            raise PydanticCustomError("invalid_value", "names a function not in 'tools': "
                                      "'{name}'", {"name": choice.function.name})
        return choice

    def stops(self) -> list[str]:
        """The stop strings, empty ones dropped (they would stop at once)."""
        stops = [self.stop] if isinstance(self.stop, str) else self.stop or []
        return [s for s in stops if s]
