"""The default engine: a GGUF model run in-process by llama.cpp (llama-cpp-python).

Everything that touches the model runs on the engine's one worker thread (see worker.py).
The engine drives llama.cpp token by token itself instead of calling
`Llama.create_completion`, for three reasons that each matter to Tandem:

- prefix reuse is explicit: the KV cache keeps the previous request's tokens, a new prompt
  re-evaluates only what follows the longest common prefix, and the count of reused tokens
  comes back as `Usage.cached_tokens`;
- the stop flag is checked between every token (and between prefill batches), so a
  disconnected client frees the engine within one token; llama.cpp itself reads it inside
  a batch (llama_abort.py), so a quit during a long prefill does not wait for the batch;
- stop strings, UTF-8 reassembly and logit bias are handled in one place, with no
  per-token rescans of the whole completion.
"""

from __future__ import annotations

import asyncio
import codecs
import ctypes
import threading
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import llama_cpp
import numpy as np
from llama_cpp import _internals as internals

from app.config import usable_cpus
from app.engine.engines.base import (
    Capabilities,
    Delta,
    EngineError,
    Finish,
    FinishReason,
    GenerationRequest,
    TextDelta,
    Usage,
)
from app.engine.engines.local.chat_template import ChatTemplate
from app.engine.engines.local.cpu_settings import LoadSettings, choose, read_cpu_flags
from app.engine.engines.local.kv_slots import (
    DEFAULT_BUDGET_BYTES,
    KvSlots,
    Slot,
    common_prefix,
)
from app.engine.engines.local.llama_abort import AbortableStop, AbortHook
from app.engine.engines.local.llama_load import build_features, load_llama
from app.engine.engines.local.llama_steps import (
    ChainPicker,
    GreedyPicker,
    OneTokenDecoder,
    TokenPicker,
    token_piece,
)
from app.engine.engines.local.model_files import model_id, resolve_gguf
from app.engine.engines.local.sampling import NO_WORDS, YES_WORDS, two_way_softmax
from app.engine.engines.local.shared import (
    LocalEngine,
    Sampling,
    check_length,
    check_max_tokens,
    single_token_ids,
    split_bias,
)
from app.engine.engines.local.stops import StopMatcher
from app.engine.engines.local.worker import Emit, EngineWorker

_INLINE_TOKENIZE_CHARS = 4096
"""Shorter texts are tokenized on the loop (a few ms at most); longer ones on a thread."""


class LlamaCppEngine(LocalEngine):
    """A GGUF model behind the Engine protocol, loaded when constructed.

    A missing or unreadable model raises EngineError with a one-line message. Without
    `settings` (the start-up probe's choice) it loads with the default for this CPU, which
    is never the AMX path that crashes (see cpu_settings.py).
    """

    name = "llamacpp"
    capabilities = Capabilities(logit_bias=True, grammar=True, prefix_cache=True)

    def __init__(
        self,
        model_path: str | None = None,
        n_ctx: int = 4096,
        n_threads: int | None = None,
        *,
        n_batch: int = 512,
        settings: LoadSettings | None = None,
        kv_budget_bytes: int = DEFAULT_BUDGET_BYTES,
        worker: EngineWorker | None = None,
    ) -> None:
        self.path: Path = resolve_gguf(model_path)
        self.model_id = model_id(self.path)
        self.n_threads = n_threads or usable_cpus()
        self.settings = settings or choose(read_cpu_flags(), build_features()).settings[0]
        # A worker handed in is shared with the models loaded before and after this one
        # (app/engine/models/switching.py): one thread, so one OpenMP team, for them all.
        self._own_worker = worker is None
        self._worker = worker or EngineWorker(f"tandem-{self.name}")
        # Loaded and warmed up on the worker, the one thread that ever runs llama.cpp's
        # compute (see EngineWorker.run_now): a second thread would halve decode speed.
        try:
            self._llm = self._worker.run_now(self._load, n_ctx, n_batch)
        except BaseException:
            self._abandon_worker()
            raise
        try:
            self._finish_load(kv_budget_bytes)
        except BaseException:  # nobody will close an engine it never got: free it here
            self._worker.run_now(self._llm.close)
            self._abandon_worker()
            raise

    def _abandon_worker(self) -> None:
        if self._own_worker:
            self._worker.abandon()

    def _finish_load(self, kv_budget_bytes: int) -> None:
        self.n_ctx = self._llm.n_ctx()
        self._vocab = self._llm._model.vocab
        self.n_vocab = self._llm.n_vocab()
        self.parameters: int | None = int(llama_cpp.llama_model_n_params(self._llm._model.model))
        self._pieces: dict[int, bytes] = {}
        self.template = self._read_template()
        self._yes_ids = single_token_ids(YES_WORDS, self.tokenize)
        self._no_ids = single_token_ids(NO_WORDS, self.tokenize)
        self._slots = KvSlots(kv_budget_bytes)
        self._step = OneTokenDecoder(self._llm)
        self._abort = AbortHook(self._llm._ctx.ctx)
        self._worker.run_now(self._warm_up)

    def _load(self, n_ctx: int, n_batch: int) -> llama_cpp.Llama:
        try:
            return load_llama(
                self.path,
                self.settings,
                n_ctx=n_ctx,
                n_batch=min(n_batch, n_ctx),
                n_threads=self.n_threads,
                n_threads_batch=self.n_threads,
                n_gpu_layers=-1 if llama_cpp.llama_supports_gpu_offload() else 0,
                logits_all=False,
                verbose=False,
            )
        except (ValueError, RuntimeError, OSError) as exc:
            raise EngineError(f"cannot load model {self.path}: {exc}") from exc

    def summary(self) -> str:
        """The start-up log line: what runs, and how."""
        return (
            f"engine llamacpp: model {self.model_id} ({self.path}), context {self.n_ctx}, "
            f"threads {self.n_threads}, {self.settings.label}"
        )

    # -- the Engine protocol ------------------------------------------------------------

    def owns(self, model: str) -> bool:
        names = {self.model_id, self.path.stem.lower(), self.path.name.lower()}
        return model.lower() in names or model == str(self.path)

    async def generate(self, req: GenerationRequest) -> AsyncIterator[Delta]:
        check_max_tokens(req)
        prompt = self.render(req.messages, req.tools, req.extra.get("chat_template_kwargs"))

        def job(emit: Emit, stop: threading.Event) -> None:
            self._generate_job(req, prompt, emit, stop)

        async for delta in self._stream(job, AbortableStop()):
            yield delta

    async def count_tokens(self, text: str) -> int:
        if len(text) <= _INLINE_TOKENIZE_CHARS:
            return len(self.tokenize(text))
        # llama_tokenize only reads the vocabulary, so it may run beside a generation.
        return len(await asyncio.to_thread(self.tokenize, text))

    async def p_yes(self, prompt: str) -> float:
        """P("yes") for `prompt` sent as one user message through the model's template."""
        text = self.render([{"role": "user", "content": prompt}], None, None)
        return await self._worker.call(self._p_yes_job, text)

    async def close(self) -> None:
        def release() -> None:
            self._step.close()
            self._llm.close()
            self._slots = KvSlots(0)  # the saved KV states go with the model

        if self._own_worker:
            await self._worker.close(release=release)
        else:  # the next model runs on this thread: free this one, keep the thread
            await self._worker.call(release)

    # -- beyond the protocol: tokens, for the conductor's budgets and for tests -----------

    def tokenize(self, text: str) -> list[int]:
        """Plain text to token ids: no BOS, special-token text left as text."""
        return self._tokenize(text, add_bos=False, special=False)

    def special_token(self, text: str) -> int | None:
        ids = self._tokenize(text, add_bos=False, special=True)
        plain = self.tokenize(text)
        return ids[0] if len(ids) == 1 and len(plain) > 1 else None

    def token_bytes(self, token: int) -> bytes:
        """The bytes a token stands for (a piece of a UTF-8 character, possibly)."""
        return self._piece(token)

    async def kv_tokens(self) -> int:
        """How many tokens the KV cache holds, read after every queued job has run."""
        return await self._worker.call(lambda: int(self._llm.n_tokens))

    # -- prompt building ------------------------------------------------------------------

    def render(
        self,
        messages: list[dict[str, Any]],
        tools: list[dict[str, Any]] | None = None,
        template_kwargs: dict[str, Any] | None = None,
    ) -> str:
        """The prompt text the model sees, generation prompt included."""
        kwargs = template_kwargs if isinstance(template_kwargs, dict) else {}
        return self.template.render(messages, tools=tools, add_generation_prompt=True, **kwargs)

    def prompt_tokens(self, prompt: str) -> list[int]:
        """Tokens for rendered prompt text: BOS added once, special tokens parsed."""
        bos = self.template.bos_token
        add_bos = self._llm._model.add_bos_token() and not (bos and prompt.startswith(bos))
        return self._tokenize(prompt, add_bos=add_bos, special=True)

    def _read_template(self) -> ChatTemplate:
        model = self._llm._model
        return ChatTemplate(
            self._llm.metadata.get("tokenizer.chat_template"),
            bos_token=self._token_text(model.token_bos()),
            eos_token=self._token_text(model.token_eos()),
        )

    def _token_text(self, token: int) -> str:
        return self._llm._model.token_get_text(token) if token >= 0 else ""

    def _tokenize(self, text: str, add_bos: bool, special: bool) -> list[int]:
        return self._llm.tokenize(text.encode("utf-8"), add_bos=add_bos, special=special)

    # -- on the worker thread -------------------------------------------------------------

    def _prefill(self, tokens: list[int], stop: threading.Event | None) -> int | None:
        """Evaluate `tokens`, reusing the cached common prefix; returns how many were reused.

        The last prompt token is always evaluated, even on a full match, because sampling
        needs its fresh logits. Returns None when stopped part-way.
        """
        llm = self._llm
        wanted = np.asarray(tokens, dtype=llm.input_ids.dtype)
        cached = common_prefix(llm.input_ids[: llm.n_tokens], wanted)
        slot = self._slots.best(wanted, cached)
        if slot is not None and self._restore(slot):
            cached = common_prefix(llm.input_ids[: llm.n_tokens], wanted)
        cached = min(cached, len(tokens) - 1)
        if not llm._ctx.kv_cache_seq_rm(-1, cached, -1):  # e.g. a recurrent model
            llm.reset()
            cached = 0
        llm.n_tokens = cached
        for start in range(cached, len(tokens), llm.n_batch):
            if stop is not None and stop.is_set():
                return None
            self._eval(tokens[start : start + llm.n_batch])
        return cached

    def _restore(self, slot: Slot) -> bool:
        """Load a saved KV state into sequence 0; False (cache cleared) if llama.cpp refuses."""
        llm = self._llm
        llm._ctx.kv_cache_clear()
        size = len(slot.state)
        buffer = (ctypes.c_uint8 * size).from_buffer_copy(slot.state)
        if llama_cpp.llama_state_seq_set_data(llm._ctx.ctx, buffer, size, 0) != size:
            llm._ctx.kv_cache_clear()
            llm.n_tokens = 0
            return False
        n = len(slot.tokens)
        llm.input_ids[:n] = slot.tokens
        llm.n_tokens = n
        return True

    def _keep_state(self) -> None:
        """Save the live KV state so a conversation that comes back finds its prefix."""
        llm = self._llm
        ctx = llm._ctx.ctx
        size = llama_cpp.llama_state_seq_get_size(ctx, 0)
        if not size or not self._slots.fits(size):
            return
        buffer = (ctypes.c_uint8 * size)()
        written = llama_cpp.llama_state_seq_get_data(ctx, buffer, size, 0)
        if written:
            self._slots.put(llm.input_ids[: llm.n_tokens], ctypes.string_at(buffer, written))

    def _warm_up(self) -> None:
        """Decode one token at load, so the first chat does not pay for paging the weights
        in and starting llama.cpp's threads."""
        bos = self._llm._model.token_bos()
        self._eval([bos if bos >= 0 else 0])
        self._llm.reset()
        self._llm._ctx.kv_cache_clear()

    def _eval(self, tokens: list[int]) -> None:
        try:
            self._llm.eval(tokens)
        except RuntimeError as exc:
            self._llm.reset()
            raise EngineError(f"llama.cpp failed to evaluate the prompt: {exc}") from exc

    def _piece(self, token: int) -> bytes:
        piece = self._pieces.get(token)
        if piece is None:
            piece = self._pieces[token] = token_piece(self._vocab, token)
        return piece

    def _picker(self, req: GenerationRequest) -> TokenPicker:
        bias, banned = split_bias(req.logit_bias, self.n_vocab)
        bias.update(dict.fromkeys(banned, float("-inf")))
        knobs = Sampling.of(req)
        ctx = self._llm._ctx.ctx
        if knobs.greedy and not req.grammar:
            return GreedyPicker(ctx, self.n_vocab, bias)
        sampler = internals.LlamaSampler()
        try:
            if bias:
                sampler.add_logit_bias(self.n_vocab, bias)
            if req.grammar:
                grammar = llama_cpp.llama_sampler_init_grammar(
                    self._vocab, req.grammar.encode("utf-8"), b"root"
                )
                if not grammar:
                    raise EngineError(
                        "the grammar is not valid GBNF", status=400, code="invalid_grammar"
                    )
                llama_cpp.llama_sampler_chain_add(sampler.sampler, grammar)
            if knobs.greedy:
                sampler.add_greedy()
            else:
                sampler.add_top_k(knobs.top_k)
                sampler.add_top_p(knobs.top_p, 1)
                sampler.add_min_p(knobs.min_p, 1)
                sampler.add_temp(knobs.temperature)
                seed = llama_cpp.LLAMA_DEFAULT_SEED if req.seed is None else req.seed
                sampler.add_dist(seed & 0xFFFFFFFF)
        except BaseException:
            sampler.close()
            raise
        return ChainPicker(sampler, ctx)

    def _generate_job(
        self, req: GenerationRequest, prompt: str, emit: Emit, stop: threading.Event
    ) -> None:
        tokens = self.prompt_tokens(prompt)
        check_length(len(tokens), self.n_ctx)
        picker = self._picker(req)
        try:
            with self._abort.watching(stop):
                cached = self._prefill(tokens, stop)
                if cached is None:
                    return
                reason, produced = self._decode(req, picker, emit, stop, len(tokens))
        except EngineError:
            if stop.is_set():  # llama.cpp gave the batch up for the stop: nobody waits
                return
            raise
        finally:
            picker.close()
        if reason is None:
            return
        emit(Finish(reason))
        emit(Usage(prompt_tokens=len(tokens), completion_tokens=produced, cached_tokens=cached))
        self._keep_state()

    def _decode(
        self,
        req: GenerationRequest,
        picker: TokenPicker,
        emit: Emit,
        stop: threading.Event,
        n_prompt: int,
    ) -> tuple[FinishReason | None, int]:
        """Sample until EOS, a stop string, max_tokens or the end of the context.

        Returns (None, n) when the consumer went away: nobody needs a Finish then.
        """
        llm = self._llm
        budget = min(req.max_tokens or self.n_ctx, self.n_ctx - n_prompt)
        decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        matcher = StopMatcher(req.stop)
        produced = 0
        reason: FinishReason = "length"
        while True:
            if stop.is_set():
                return None, produced
            token = picker.pick()
            if llama_cpp.llama_vocab_is_eog(self._vocab, token):
                reason = "stop"
                break
            produced += 1
            text, stopped = matcher.feed(decoder.decode(self._piece(token)))
            if text:
                emit(TextDelta(text))
            if stopped:
                return "stop", produced
            if produced >= budget or llm.n_tokens >= self.n_ctx:
                break
            self._step.step(token)
        tail, _ = matcher.feed(decoder.decode(b"", final=True))
        tail += matcher.flush()
        if tail:
            emit(TextDelta(tail))
        return ("stop" if matcher.stopped else reason), produced

    def _p_yes_job(self, prompt: str) -> float:
        tokens = self.prompt_tokens(prompt)
        check_length(len(tokens), self.n_ctx)
        self._prefill(tokens, None)
        pointer = llama_cpp.llama_get_logits_ith(self._llm._ctx.ctx, -1)
        logits = np.ctypeslib.as_array(pointer, shape=(self.n_vocab,))
        return two_way_softmax(
            [float(logits[i]) for i in self._yes_ids], [float(logits[i]) for i in self._no_ids]
        )
