"""What the two in-process engines (llama.cpp, ExLlamaV2) check and do alike.

Kept free of any engine library, so the ExLlamaV2 engine imports on a GPU machine without
llama-cpp-python and the llama.cpp engine on one without torch. One home means a client
gets the same 400 for the same mistake whichever local engine serves it.
"""

from __future__ import annotations

import threading
from collections.abc import AsyncIterator, Callable, Mapping
from contextlib import aclosing
from dataclasses import dataclass

from app.engine.engines.base import Delta, EngineError, GenerationRequest, ModelInfo
from app.engine.engines.local.sampling import (
    BAN_BIAS,
    DEFAULT_MIN_P,
    DEFAULT_TEMPERATURE,
    DEFAULT_TOP_K,
    DEFAULT_TOP_P,
    extra_number,
)
from app.engine.engines.local.worker import Emit, EngineWorker


@dataclass(frozen=True, slots=True)
class Sampling:
    """A request's sampler settings with the defaults filled in; temperature 0 is greedy."""

    temperature: float
    top_p: float
    top_k: int
    min_p: float

    @property
    def greedy(self) -> bool:
        return self.temperature <= 0

    @classmethod
    def of(cls, req: GenerationRequest) -> Sampling:
        return cls(
            temperature=DEFAULT_TEMPERATURE if req.temperature is None else req.temperature,
            top_p=DEFAULT_TOP_P if req.top_p is None else req.top_p,
            top_k=int(extra_number(req, "top_k", DEFAULT_TOP_K)),
            min_p=extra_number(req, "min_p", DEFAULT_MIN_P),
        )


def check_max_tokens(req: GenerationRequest) -> None:
    if req.max_tokens is not None and req.max_tokens < 1:
        raise EngineError("max_tokens must be at least 1", status=400, code="invalid_request_error")


def check_length(n_tokens: int, n_ctx: int) -> None:
    """The prompt must leave room for one token; OpenAI's wording, which clients parse."""
    if n_tokens >= n_ctx:
        raise EngineError(
            f"This model's maximum context length is {n_ctx} tokens. However, your "
            f"messages resulted in {n_tokens} tokens.",
            status=400,
            code="context_length_exceeded",
        )


def split_bias(logit_bias: Mapping[int, float], n_vocab: int) -> tuple[dict[int, float], list[int]]:
    """OpenAI logit_bias → (biases, banned ids); -100 or lower is a ban, as OpenAI says."""
    bias: dict[int, float] = {}
    banned: list[int] = []
    for key, value in logit_bias.items():
        token = int(key)
        if not 0 <= token < n_vocab:
            raise EngineError(
                f"logit_bias names token {token}, outside the vocabulary",
                status=400,
                code="invalid_logit_bias",
            )
        if value <= BAN_BIAS:
            banned.append(token)
        else:
            bias[token] = float(value)
    return bias, banned


def single_token_ids(words: tuple[str, ...], encode: Callable[[str], list[int]]) -> list[int]:
    """The ids of the spellings that are one token; the first piece if none is."""
    ids: list[int] = []
    for word in words:
        tokens = encode(word)
        if len(tokens) == 1 and tokens[0] not in ids:
            ids.append(tokens[0])
    if not ids:
        ids.append(encode(words[0])[0])
    return ids


def approx_parameters(layers: int, hidden: int, vocab: int) -> int:
    """A transformer's size from its shape: about 12·hidden² a layer, plus the embeddings.
    Close enough (within a few %) to tell a 135M model from a 7B one."""
    return 12 * layers * hidden * hidden + vocab * hidden


class LocalEngine:
    """The parts of the Engine protocol that an in-process model answers the same way."""

    model_id: str
    n_ctx: int
    _worker: EngineWorker

    async def list_models(self) -> list[ModelInfo]:
        return [ModelInfo(id=self.model_id, owned_by="tandem", context_length=self.n_ctx)]

    async def _stream(self, job: Callable[[Emit, threading.Event], None],
                      stop: threading.Event | None = None) -> AsyncIterator[Delta]:
        """Run `job` on the engine's worker and yield what it emits; closing stops it."""
        async with aclosing(self._worker.stream(job, stop)) as stream:
            async for delta in stream:
                yield delta
