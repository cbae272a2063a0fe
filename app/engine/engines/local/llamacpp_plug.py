"""The llama.cpp engine's module for the registry (app/registered_engines.py): one engine
serves every local GGUF model, loading another on request.

Each model it loads, at the start or on request, gets the load settings the start-up probe
proved for it on this machine (load_probe.py): ggml's AMX path crashes on the first decode
on some CPUs, so nothing is loaded in-process before a child process has decoded with it.
"""

from __future__ import annotations

import logging
from pathlib import Path

from app.config import Config
from app.engine.abandon import Abandon
from app.engine.engines.base import Engine, EngineError
from app.engine.engines.local.llamacpp import LlamaCppEngine
from app.engine.engines.local.load_probe import probe
from app.engine.engines.local.model_files import model_id, resolve_gguf
from app.engine.engines.local.worker import EngineWorker
from app.engine.engines.plug import EngineStart
from app.engine.models.catalog import ModelCatalog
from app.engine.models.switching import LocalModels

log = logging.getLogger("tandem.serve")


def open_engine(start: EngineStart) -> Engine:
    """The engine for every local model, the first one loaded now."""
    config, catalog = start.config, start.catalog
    threads = config.llama_threads
    context = {"n_ctx": config.context_length} if config.context_length else {}
    worker = EngineWorker("tandem-llamacpp")

    def load(path: Path, stop: Abandon | None = None) -> LlamaCppEngine:
        found = probe(config.state_dir, path, threads, abandon=stop)
        if stop is not None:
            stop.check()
        log.info("loading %s", path.name)
        engine = LlamaCppEngine(str(path), n_threads=threads, settings=found.settings,
                                kv_budget_bytes=config.kv_cache_mb * 2**20, worker=worker,
                                **context)
        log.info("%s (%s)", engine.summary(), found.reason)
        return engine

    try:
        path = _first_model(config, catalog, start.model_flag)
        first = load(path, start.abandon)
    except BaseException:
        worker.abandon()
        raise
    return LocalModels(catalog, first, catalog.id_of(path) or model_id(path), load,
                       keep=config.models_loaded)


def _first_model(config: Config, catalog: ModelCatalog, model_flag: bool) -> Path:
    """The file of `config.model`: an id from the local list, or a path. A default that
    has gone since it was saved is one log line, and the packaged model serves."""
    try:
        return catalog.file_for(config.model)
    except EngineError as exc:
        if not config.model:
            raise
        if model_flag:
            if "/" not in config.model and not config.model.endswith(".gguf"):
                raise EngineError(f"no local model has the id {config.model!r} and no such "
                                  "file exists; `tandem models list` shows the ids") from None
            raise
        log.warning("the default model %s is gone (%s); serving the packaged model",
                    config.model, exc)
        return resolve_gguf(None)


def check_model(config: Config) -> str:
    return str(ModelCatalog(config.home, config.state_dir).file_for(config.model))


def doctor_lines(config: Config) -> list[tuple[str, str]]:
    """The start-up probe afresh: what this CPU has, what the build supports, what was
    chosen and how fast, timed with the threads the app loads with, so the record it
    leaves is the one the next start would have found itself (running the doctor is how
    to refresh it after a BIOS or microcode change, without waiting for its key to
    change)."""
    threads = config.llama_threads
    model = ModelCatalog(config.home, config.state_dir).file_for(config.model)
    found = probe(config.state_dir, model, threads, force=True)
    speeds = [f"{label} {tok_s:.1f} tok/s" for label, tok_s in found.decode_tok_s.items()]
    speeds += [f"{label} died ({why})" for label, why in found.died.items()]
    return [
        ("cpu features", " ".join(found.cpu_flags) or "none that ggml has kernels for"),
        ("llama.cpp build", " ".join(sorted(found.build)) or "no CPU features reported"),
        ("load settings", f"{found.settings.label} ({found.reason})"),
        ("decode", f"{'; '.join(speeds)} (with {threads} thread{'s' * (threads != 1)})"),
    ]
