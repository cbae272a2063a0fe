"""The llama.cpp engine for every local model: the one a request names is loaded then.

The server's queue (engines/queue.py) wraps this engine like any other, so a switch runs
inside the turn of the request that asked for it: the running request finishes first,
and requests that arrive meanwhile wait in the queue (its log line says so) and are
answered after the load. Every model runs on one shared worker thread, loaded through the
same start-up probe and CPU settings as the first (the `load` callable the start-up
passes). The previous model is closed before the next one loads, its KV states with it,
unless `models_loaded` keeps more; a load that fails puts the previous model back, so one
bad file costs one request an error and nothing else.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable
from pathlib import Path

from app.engine.engines.base import (
    Delta,
    EngineError,
    GenerationRequest,
    ModelInfo,
)
from app.engine.engines.local.llamacpp import LlamaCppEngine
from app.engine.models.catalog import LocalModel, ModelCatalog

log = logging.getLogger("tandem.models")

Loader = Callable[[Path], LlamaCppEngine]
"""Loads one GGUF file (blocking, off the loop): the start-up's probe, settings, worker."""


class LocalModels:
    """An Engine whose model is whichever listed local model the request names."""

    name = "llamacpp"

    def __init__(self, catalog: ModelCatalog, first: LlamaCppEngine, first_id: str,
                 load: Loader, *, keep: int = 1) -> None:
        self.catalog = catalog
        self.capabilities = first.capabilities
        self._load = load
        self._keep = max(1, keep)
        first.model_id = first_id
        self._loaded: OrderedDict[str, LlamaCppEngine] = OrderedDict([(first_id, first)])
        self._extra = ModelInfo(first_id, "tandem", first.n_ctx)
        self._extra_path = first.path
        """The first model, listed (and loaded again) even when it is a path outside
        every scanned folder."""

    @property
    def current(self) -> LlamaCppEngine:
        """The model used last (the one a tokenizer question goes to)."""
        if not self._loaded:
            raise EngineError("no local model is loaded", status=503, code="no_model")
        return next(reversed(self._loaded.values()))

    @property
    def current_id(self) -> str:
        return next(reversed(self._loaded))

    @property
    def parameters(self) -> int | None:
        return self.current.parameters if self._loaded else None

    def parameters_of(self, model: str) -> int | None:
        """The size of `model`, loaded or not: it decides `inline_blocks = "auto"`."""
        if model in self._loaded:
            return self._loaded[model].parameters
        found = self.catalog.get(model)
        if found is not None and found.info is not None:
            return found.info.parameters
        return self.parameters

    async def list_models(self) -> list[ModelInfo]:
        models = await asyncio.to_thread(self.catalog.models)
        listed = [ModelInfo(m.id, "tandem", _context(m)) for m in models if m.problem is None]
        if all(m.id != self._extra.id for m in listed):
            listed.insert(0, self._extra)
        return listed

    def owns(self, model: str) -> bool:
        if model in self._loaded or model == self._extra.id:
            return True
        if "/" in model:  # a backend's NAME/<id>, or a path: never a local id
            return False
        if self.catalog.get(model) is not None:
            return True
        return bool(self._loaded) and self.current.owns(model)

    async def prepare(self, model: str) -> None:
        """Load `model` if another is loaded (the queue calls this before its stall clock)."""
        await self.engine_for(model)

    async def generate(self, req: GenerationRequest) -> AsyncIterator[Delta]:
        engine = await self.engine_for(req.model)
        async for delta in engine.generate(req):
            yield delta

    async def count_tokens(self, text: str) -> int:
        return await self.current.count_tokens(text)

    def special_token(self, text: str) -> int | None:
        return self.current.special_token(text)

    async def p_yes(self, prompt: str) -> float:
        return await self.current.p_yes(prompt)

    async def close(self) -> None:
        engines, self._loaded = list(self._loaded.values()), OrderedDict()
        for engine in engines:
            await engine.close()

    # -- switching -----------------------------------------------------------------------

    async def engine_for(self, model: str) -> LlamaCppEngine:
        """The engine of `model`, loaded now if it is not; the caller holds the queue."""
        if model in self._loaded:
            self._loaded.move_to_end(model)
            return self._loaded[model]
        if self._loaded and self.current.owns(model):  # another name of the last one
            return self.current
        found = self.catalog.get(model)
        if found is None and model == self._extra.id:
            return await self._switch(model, self._extra_path, "the command line")
        if found is None:
            raise EngineError(f"the model '{model}' does not exist", status=404,
                              code="model_not_found")
        if found.problem is not None:
            raise EngineError(f"model '{model}' cannot be loaded: {found.problem}",
                              status=400, code="model_not_loadable")
        return await self._switch(found.id, found.path, found.source)

    async def _switch(self, model: str, path: Path, source: str) -> LlamaCppEngine:
        freed: list[tuple[str, Path]] = []
        while len(self._loaded) >= self._keep:
            old_id, old = self._loaded.popitem(last=False)
            log.info("freeing model %s to load %s", old_id, model)
            freed.append((old_id, old.path))
            await old.close()
        log.info("loading model %s from %s", model, source)
        loading = asyncio.ensure_future(asyncio.to_thread(self._load, path))
        try:
            # Shielded: a request given up mid-load (a client gone, the queue's stall
            # clock) must not lose the model its thread goes on loading.
            engine = await asyncio.shield(loading)
        except asyncio.CancelledError:
            loading.add_done_callback(lambda done: self._adopt(model, done))
            raise
        except (EngineError, OSError, ValueError, RuntimeError) as exc:
            log.warning("model %s did not load: %s", model, exc)
            await self._restore(freed)
            raise EngineError(f"model '{model}' could not be loaded: {exc}", status=500,
                              code="model_load_failed") from exc
        engine.model_id = model
        self._loaded[model] = engine
        return engine

    def _adopt(self, model: str, done: asyncio.Future[LlamaCppEngine]) -> None:
        """A load whose request was given up: what it loaded serves the next request."""
        if done.cancelled() or done.exception() is not None:
            return  # nothing loaded; the next request loads what it names
        engine = done.result()
        engine.model_id = model
        self._loaded[model] = engine

    async def _restore(self, freed: list[tuple[str, Path]]) -> None:
        """Load again what a failed switch freed, so the earlier model keeps serving."""
        for old_id, path in freed:
            try:
                engine = await asyncio.to_thread(self._load, path)
            except EngineError as exc:
                log.error("model %s could not be loaded again: %s", old_id, exc)
                continue
            engine.model_id = old_id
            self._loaded[old_id] = engine
        if not self._loaded:
            raise EngineError("no local model is loaded", status=503, code="no_model")


def _context(model: LocalModel) -> int | None:
    return model.info.context_length if model.info else None
