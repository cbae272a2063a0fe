"""The bodies of `POST /v1/messages` and `/v1/messages/count_tokens`: Anthropic's API.

The scalars are checked here. The messages, system blocks and tools are only shaped here
(objects in arrays): their blocks are checked where they are translated into chat
messages (http/anthropic/request.py), whose errors name the exact block.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator
from pydantic_core import PydanticCustomError

from app.contracts.chat import MAX_STOPS

_OPEN = ConfigDict(extra="allow", strict=True)
Blocks = str | list[dict[str, Any]]


class Thinking(BaseModel):
    model_config = _OPEN
    type: Literal["enabled", "disabled", "adaptive", "between_tools"]
    budget_tokens: int | None = Field(None, ge=1, validate_default=True)
    display: str | None = Field(None, description="`omitted` sends no thinking blocks")

    @field_validator("budget_tokens", mode="after")
    @classmethod
    def _enabled_needs_a_budget(cls, budget: int | None, info: ValidationInfo) -> int | None:
        if budget is None and info.data.get("type") == "enabled":
            raise PydanticCustomError("budget_required", "is required when thinking is enabled")
        return budget


class CountTokensRequest(BaseModel):
    """What count_tokens reads; a Messages body without `max_tokens` is one."""

    model_config = _OPEN
    model: str = Field(min_length=1, description="a served model, an [anthropic.models] "
                       "alias, or any other name, which the default model serves")
    system: Blocks | None = None
    messages: list[dict[str, Any]] = Field(
        min_length=1, description="{role: user|assistant, content: text or blocks}")
    tools: list[dict[str, Any]] | None = Field(
        None, description="{name, description, input_schema}; server tools are refused")
    tool_choice: dict[str, Any] | None = Field(
        None, description="{type: auto|any|tool|none, name}")
    thinking: Thinking | None = None
    max_tokens: int | None = Field(None, ge=1)
    stream: bool = False
    stop_sequences: Annotated[list[str], Field(max_length=MAX_STOPS)] | None = None
    temperature: float | None = Field(None, ge=0, le=1)
    top_p: float | None = Field(None, ge=0, le=1)
    top_k: int | None = Field(None, ge=0)

    def stops(self) -> list[str]:
        return [s for s in self.stop_sequences or [] if s]

    def shows_thinking(self) -> bool:
        """Whether the client asked for thinking blocks; without it reasoning is not sent."""
        t = self.thinking
        return t is not None and t.type != "disabled" and t.display != "omitted"


class MessagesRequest(CountTokensRequest):
    max_tokens: int = Field(ge=1)  # type: ignore[assignment]
