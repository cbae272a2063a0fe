"""The two things the llama.cpp engine does once per generated token: pick it, decode it.

Both run about a hundred times a second, so each avoids what the bindings' general paths
cost there. Picking greedily is an argmax over llama.cpp's own logits buffer, viewed in
place, instead of a sampler chain that builds a candidate array of the whole vocabulary
through ctypes. Decoding one token fills a kept one-token batch and calls `llama_decode`,
instead of `Llama.eval`, which trims the cache and rebuilds a batch every time.
"""

from __future__ import annotations

import ctypes
from typing import Protocol

import llama_cpp
import numpy as np
from llama_cpp import _internals as internals

from app.engine.engines.base import EngineError


class TokenPicker(Protocol):
    def pick(self) -> int: ...

    def close(self) -> None: ...


class GreedyPicker:
    """The most likely next token, after any logit bias; the fast path for temperature 0."""

    def __init__(self, ctx: llama_cpp.llama_context_p, n_vocab: int, bias: dict[int, float]):
        self._ctx = ctx
        self._n_vocab = n_vocab
        self._ids = np.fromiter(bias, dtype=np.intp, count=len(bias))
        self._values = np.fromiter(bias.values(), dtype=np.float32, count=len(bias))

    def pick(self) -> int:
        pointer = llama_cpp.llama_get_logits_ith(self._ctx, -1)
        logits = np.ctypeslib.as_array(pointer, shape=(self._n_vocab,))
        if self._ids.size:
            logits = logits.copy()
            logits[self._ids] += self._values
        return int(logits.argmax())

    def close(self) -> None:
        """Nothing to free: the logits belong to the context."""


class ChainPicker:
    """llama.cpp's sampler chain: grammar, bias, top-k/top-p/min-p, temperature, seed."""

    def __init__(self, sampler: internals.LlamaSampler, ctx: llama_cpp.llama_context_p):
        self._sampler = sampler
        self._ctx = ctx

    def pick(self) -> int:
        return llama_cpp.llama_sampler_sample(self._sampler.sampler, self._ctx, -1)

    def close(self) -> None:
        self._sampler.close()


class OneTokenDecoder:
    """Appends one token to sequence 0 of a cache that holds exactly `llm.n_tokens` tokens.

    The engine's prefill trims the cache to the tokens it keeps, and every later token is
    appended here, so the per-token trim `Llama.eval` does would always be a no-op.
    """

    def __init__(self, llm: llama_cpp.Llama) -> None:
        self._llm = llm
        self._batch = llama_cpp.llama_batch_init(1, 0, 1)
        self._batch.n_tokens = 1
        self._batch.seq_id[0][0] = 0
        self._batch.n_seq_id[0] = 1
        self._batch.logits[0] = True

    def step(self, token: int) -> None:
        llm = self._llm
        position = llm.n_tokens
        batch = self._batch
        batch.token[0] = token
        batch.pos[0] = position
        code = llama_cpp.llama_decode(llm._ctx.ctx, batch)
        if code != 0:
            llm.reset()
            raise EngineError(f"llama.cpp failed to decode a token (llama_decode returned {code})")
        llm.input_ids[position] = token
        llm.n_tokens = position + 1

    def close(self) -> None:
        llama_cpp.llama_batch_free(self._batch)


def token_piece(vocab: llama_cpp.llama_vocab_p, token: int) -> bytes:
    """The bytes of one token as llama.cpp renders it, special tokens as empty text."""
    buffer = (ctypes.c_char * 64)()
    size = llama_cpp.llama_token_to_piece(vocab, token, buffer, 64, 0, False)
    if size < 0:
        buffer = (ctypes.c_char * -size)()
        size = llama_cpp.llama_token_to_piece(vocab, token, buffer, -size, 0, False)
    return bytes(buffer[:size])
