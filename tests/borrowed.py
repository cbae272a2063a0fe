"""The session's llama.cpp engine, lent to one in-process server (and watched, if asked)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import aclosing

from app.engine.engines.base import Delta, GenerationRequest, Usage
from app.engine.engines.local.llamacpp import LlamaCppEngine


class Borrowed:
    """The session's engine, lent to one server; the server's cleanup must not close it."""

    def __init__(self, engine: LlamaCppEngine) -> None:
        self._engine = engine
        self.name = engine.name
        self.capabilities = engine.capabilities

    def __getattr__(self, name: str):
        return getattr(self._engine, name)

    async def close(self) -> None:
        return None


class PromptLog(Borrowed):
    """The lent engine, writing down what it was asked: each request, the prompt text it
    rendered from it, and the usage it reported (cached tokens included)."""

    def __init__(self, engine: LlamaCppEngine) -> None:
        super().__init__(engine)
        self.requests: list[GenerationRequest] = []
        self.prompts: list[str] = []
        self.usages: list[Usage] = []

    async def generate(self, req: GenerationRequest) -> AsyncIterator[Delta]:
        self.requests.append(req)
        self.prompts.append(self._engine.render(req.messages, req.tools,
                                                req.extra.get("chat_template_kwargs")))
        async with aclosing(self._engine.generate(req)) as deltas:
            async for delta in deltas:
                if isinstance(delta, Usage):
                    self.usages.append(delta)
                yield delta
