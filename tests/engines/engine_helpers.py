"""Helpers for the engine tests: build a request, collect a stream."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

from app.engine.engines.base import Delta, Engine, Finish, GenerationRequest, TextDelta, Usage

MODEL = "smollm2-135m-instruct"


def chat(user: str, *, system: str | None = None, **fields: Any) -> GenerationRequest:
    """A one-turn request to the default model; fields go to GenerationRequest."""
    messages = [{"role": "system", "content": system}] if system else []
    messages.append({"role": "user", "content": user})
    fields.setdefault("max_tokens", 16)
    return GenerationRequest(model=MODEL, messages=messages, **fields)


class Result:
    """Everything one generation streamed, split by kind."""

    def __init__(self, deltas: list[Delta]) -> None:
        self.deltas = deltas
        self.texts = [d.text for d in deltas if isinstance(d, TextDelta)]
        self.text = "".join(self.texts)
        finishes = [d for d in deltas if isinstance(d, Finish)]
        usages = [d for d in deltas if isinstance(d, Usage)]
        assert len(finishes) == 1 and len(usages) == 1, deltas
        assert deltas[-2:] == [finishes[0], usages[0]], "Finish then Usage must come last"
        self.finish = finishes[0].reason
        self.usage = usages[0]


async def collect(engine: Engine, req: GenerationRequest) -> Result:
    return Result([delta async for delta in engine.generate(req)])


async def first_deltas(stream: AsyncIterator[Delta], count: int) -> list[Delta]:
    """Read `count` deltas, then leave the stream unclosed for the caller to close."""
    got: list[Delta] = []
    async for delta in stream:
        got.append(delta)
        if len(got) == count:
            break
    return got
