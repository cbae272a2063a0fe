"""The CUDA engine: ExLlamaV2's dynamic generator, driven from the engine's worker thread.

ExLlamaV2 and torch are imported only when an engine is built, so this module (and its
pure helpers) imports on any machine; they come with the optional `[gpu]` extra.

`ExLlamaV2DynamicGenerator.iterate()` is called on the worker thread, never through the
`…Async` wrapper, which runs `iterate()` on the event loop and freezes the window. Page
deduplication gives the prefix cache; without paged flash-attn the generator falls back to
`paged=False`, which still reuses the common prefix of its single page. Prompts are
rendered with the same sandboxed template code as the llama.cpp engine, from the model
folder's tokenizer_config.json.
"""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import AsyncIterator, Mapping
from pathlib import Path
from typing import Any, Literal

from app.config import Config
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
from app.engine.engines.local.model_files import exl2_folder
from app.engine.engines.local.sampling import NO_WORDS, YES_WORDS, two_way_softmax
from app.engine.engines.local.shared import (
    LocalEngine,
    Sampling,
    approx_parameters,
    check_length,
    check_max_tokens,
    single_token_ids,
    split_bias,
)
from app.engine.engines.local.worker import Emit, EngineWorker
from app.engine.engines.plug import EngineStart

log = logging.getLogger("tandem.serve")

CACHE_GRANULE = 256
"""The dynamic generator needs a cache length that is a multiple of its 256-token page."""
DEFAULT_MAX_SEQ_LEN = 8192
_STOPPED_REASONS = {"stop_token", "stop_string", "end_filter"}


def padded_vocab_size(vocab_size: int) -> int:
    """ExLlamaV2 pads its logits to a multiple of 32; a bias tensor must match that."""
    return -(-vocab_size // 32) * 32


def split_logit_bias(
    logit_bias: Mapping[int, float], vocab_size: int
) -> tuple[list[float] | None, list[int]]:
    """OpenAI logit_bias → (a dense bias over the padded vocab, or None; banned token ids).

    Bans go through `Settings.disallow_tokens` (-inf), everything else into
    `Settings.token_bias`, which must span ExLlamaV2's padded vocabulary.
    """
    bias, banned = split_bias(logit_bias, vocab_size)
    if not bias:
        return None, banned
    dense = [0.0] * padded_vocab_size(vocab_size)
    for token, value in bias.items():
        dense[token] = value
    return dense, banned


def cache_length(wanted: int | None, model_max: int) -> int:
    """The cache length: `wanted` (or a default) capped by the model, rounded down to 256."""
    length = min(wanted or DEFAULT_MAX_SEQ_LEN, model_max)
    return max(CACHE_GRANULE, length // CACHE_GRANULE * CACHE_GRANULE)


def adds_bos_token(model_dir: Path) -> bool:
    """Whether the tokenizer prepends BOS itself (tokenizer_config.json's add_bos_token)."""
    try:
        config = json.loads((model_dir / "tokenizer_config.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return isinstance(config, dict) and config.get("add_bos_token") is True


def _require_cuda() -> Any:
    """Import torch and check for a CUDA device, or fail with one clear sentence."""
    try:
        import torch
    except ImportError as exc:
        raise EngineError(
            "the exllamav2 engine needs the [gpu] extra (torch with CUDA and exllamav2): "
            "pip install 'tandem-desktop[gpu]'"
        ) from exc
    if not torch.cuda.is_available():
        raise EngineError("the exllamav2 engine needs a CUDA GPU, and CUDA is not available")
    return torch


class ExLlamaV2Engine(LocalEngine):
    """An fp16 or EXL2-quantised model folder behind the Engine protocol (CUDA only)."""

    name = "exllamav2"
    capabilities = Capabilities(logit_bias=True, grammar=False, prefix_cache=True)

    def __init__(
        self,
        model_dir: str,
        *,
        max_seq_len: int | None = None,
        cache_type: Literal["q4", "fp16"] = "q4",
        warmup: bool = True,
    ) -> None:
        self._torch = _require_cuda()
        try:
            from exllamav2 import (
                ExLlamaV2,
                ExLlamaV2Cache,
                ExLlamaV2Cache_Q4,
                ExLlamaV2Config,
                ExLlamaV2Tokenizer,
            )
            from exllamav2.attn import has_flash_attn_with_paged
            from exllamav2.generator import (
                ExLlamaV2DynamicGenerator,
                ExLlamaV2DynamicJob,
                ExLlamaV2Sampler,
            )
        except (ImportError, OSError, RuntimeError) as exc:  # the JIT build can fail too
            raise EngineError(f"exllamav2 is not installed or failed to load: {exc}") from exc
        self._job_class = ExLlamaV2DynamicJob
        self._settings_class = ExLlamaV2Sampler.Settings

        folder = exl2_folder(model_dir)
        self.path = folder
        self.model_id = folder.name.lower()
        try:
            config = ExLlamaV2Config(str(folder))
            config.arch_compat_overrides(quiet=True)
            self.n_ctx = cache_length(max_seq_len, config.max_seq_len)
            config.max_seq_len = self.n_ctx
            self._model = ExLlamaV2(config)
            cache_class = ExLlamaV2Cache_Q4 if cache_type == "q4" else ExLlamaV2Cache
            self._cache = cache_class(self._model, max_seq_len=self.n_ctx, lazy=True)
            self._model.load_autosplit(self._cache, progress=False)
            self._tokenizer = ExLlamaV2Tokenizer(config)
            self.paged = bool(has_flash_attn_with_paged and not config.no_flash_attn)
            self._generator = ExLlamaV2DynamicGenerator(
                model=self._model,
                cache=self._cache,
                tokenizer=self._tokenizer,
                max_batch_size=1,
                paged=self.paged,
            )
            if warmup:
                self._generator.warmup()
        except (AssertionError, ValueError, RuntimeError, OSError) as exc:
            raise EngineError(f"cannot load model {folder}: {exc}") from exc
        self._vocab_size = int(config.vocab_size)
        self.parameters = approx_parameters(
            int(config.num_hidden_layers), int(config.hidden_size), self._vocab_size
        )
        self.template = ChatTemplate.from_model_dir(folder)
        self._add_bos = adds_bos_token(folder)
        self._stop_tokens = self._eos_ids(config)
        self._yes_ids = self._single_ids(YES_WORDS)
        self._no_ids = self._single_ids(NO_WORDS)
        self._worker = EngineWorker(f"tandem-{self.name}")

    # -- the Engine protocol ------------------------------------------------------------

    def owns(self, model: str) -> bool:
        return model.lower() == self.model_id or model == str(self.path)

    async def generate(self, req: GenerationRequest) -> AsyncIterator[Delta]:
        check_max_tokens(req)
        kwargs = req.extra.get("chat_template_kwargs")
        prompt = self.template.render(
            req.messages, tools=req.tools, **(kwargs if isinstance(kwargs, dict) else {})
        )

        def job(emit: Emit, stop: threading.Event) -> None:
            self._generate_job(req, prompt, emit, stop)

        async for delta in self._stream(job):
            yield delta

    async def count_tokens(self, text: str) -> int:
        ids = self._tokenizer.encode(text, add_bos=False, encode_special_tokens=False)
        return int(ids.shape[-1])

    def special_token(self, text: str) -> int | None:
        ids = self._tokenizer.encode(text, add_bos=False, encode_special_tokens=True)
        plain = self._tokenizer.encode(text, add_bos=False, encode_special_tokens=False)
        return int(ids[0, 0]) if ids.shape[-1] == 1 and plain.shape[-1] > 1 else None

    async def p_yes(self, prompt: str) -> float:
        """P("yes") for `prompt` sent as one user message through the model's template."""
        text = self.template.render([{"role": "user", "content": prompt}])
        return await self._worker.call(self._p_yes_job, text)

    async def close(self) -> None:
        await self._worker.close(release=self._release)

    # -- on the worker thread -------------------------------------------------------------

    def _encode(self, prompt: str) -> Any:
        bos = self.template.bos_token
        add_bos = self._add_bos and bool(bos) and not prompt.startswith(bos)
        ids = self._tokenizer.encode(prompt, add_bos=add_bos, encode_special_tokens=True)
        check_length(int(ids.shape[-1]), self.n_ctx)
        return ids

    def _settings(self, req: GenerationRequest) -> Any:
        knobs = Sampling.of(req)
        if knobs.greedy:
            settings = self._settings_class.greedy()
        else:
            settings = self._settings_class(
                temperature=knobs.temperature,
                top_p=knobs.top_p,
                top_k=knobs.top_k,
                min_p=knobs.min_p,
                token_repetition_penalty=1.0,
            )
        dense, banned = split_logit_bias(req.logit_bias, self._vocab_size)
        if dense is not None:
            settings.token_bias = self._torch.tensor(dense, dtype=self._torch.float)
        if banned:
            settings.disallow_tokens(self._tokenizer, banned)
        return settings

    def _generate_job(
        self, req: GenerationRequest, prompt: str, emit: Emit, stop: threading.Event
    ) -> None:
        ids = self._encode(prompt)
        budget = min(req.max_tokens or self.n_ctx, self.n_ctx - int(ids.shape[-1]))
        job = self._job_class(
            input_ids=ids,
            max_new_tokens=budget,
            gen_settings=self._settings(req),
            seed=req.seed,
            stop_conditions=[*self._stop_tokens, *[s for s in req.stop if s]],
        )
        generator = self._generator
        generator.enqueue(job)
        try:
            while True:
                if stop.is_set():
                    return
                for result in generator.iterate():
                    if result["stage"] != "streaming":
                        continue
                    if text := result.get("text"):
                        emit(TextDelta(text))
                    if result["eos"]:
                        self._finish(result, emit)
                        return
        finally:
            if not job.is_finished:
                generator.cancel(job)

    def _finish(self, result: dict[str, Any], emit: Emit) -> None:
        reason: FinishReason = "stop" if result.get("eos_reason") in _STOPPED_REASONS else "length"
        produced = int(result.get("new_tokens", 0))
        if result.get("eos_reason") == "stop_token":
            produced = max(produced - 1, 0)  # the EOS itself is not part of the answer
        emit(Finish(reason))
        emit(
            Usage(
                prompt_tokens=int(result.get("prompt_tokens", 0)),
                completion_tokens=produced,
                cached_tokens=int(result.get("cached_tokens", 0)),
            )
        )

    def _p_yes_job(self, prompt: str) -> float:
        job = self._job_class(
            input_ids=self._encode(prompt),
            max_new_tokens=1,
            gen_settings=self._settings_class.greedy(),
            return_logits=True,
        )
        self._generator.enqueue(job)
        logits = None
        try:
            while logits is None:
                for result in self._generator.iterate():
                    if result["stage"] == "streaming" and result["eos"]:
                        logits = result.get("logits")
                        if logits is None:
                            raise EngineError("exllamav2 returned no logits for p_yes")
        finally:
            if not job.is_finished:
                self._generator.cancel(job)
        row = logits.reshape(-1, logits.shape[-1])[0].float()
        yes = [float(row[i]) for i in self._yes_ids]
        no = [float(row[i]) for i in self._no_ids]
        return two_way_softmax(yes, no)

    def _eos_ids(self, config: Any) -> list[int]:
        ids = {self._tokenizer.eos_token_id}
        generation = getattr(config, "generation_config", None) or {}
        ids.update(generation.get("eos_token_id") or [])
        if self.template.eos_token:
            ids.add(self._tokenizer.single_id(self.template.eos_token))
        return sorted(i for i in ids if isinstance(i, int) and i >= 0)

    def _single_ids(self, words: tuple[str, ...]) -> list[int]:
        return single_token_ids(
            words, lambda w: self._tokenizer.encode(w, add_bos=False)[0].tolist()
        )

    def _release(self) -> None:
        self._model.unload()
        self._generator = self._cache = None
        self._torch.cuda.empty_cache()


def open_engine(start: EngineStart) -> ExLlamaV2Engine:
    """The registry's opener (app/registered_engines.py): the model folder config names."""
    assert start.config.model, "nothing_to_run refuses exllamav2 without a model"
    engine = ExLlamaV2Engine(start.config.model, max_seq_len=start.config.context_length)
    log.info("engine exllamav2: model %s, context %d", engine.model_id, engine.n_ctx)
    return engine


def check_model(config: Config) -> str:
    if not config.model:
        raise EngineError("exllamav2 needs a model folder")
    return str(exl2_folder(config.model))


def doctor_lines(config: Config) -> list[tuple[str, str]]:
    """Nothing more to check before a CUDA device is used."""
    return []
