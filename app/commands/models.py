"""`tandem models list|search|files|download|rm`: the local models and the Hub, through
ModelsService (the same calls the window makes)."""

from __future__ import annotations

import argparse
import sys
import threading
import time

from app.config import ConfigError, load_config, resolve_home
from app.engine.models.catalog import LocalModel
from app.engine.models.download import Cancelled
from app.engine.models.hub import HubError
from app.engine.models.service import ModelsError, ModelsService
from app.engine.models.words import size_words

PROGRESS_EVERY_S = 1.0


def run_models(args: argparse.Namespace) -> int:
    try:
        service = ModelsService(load_config(resolve_home(args.home)))
        return _COMMANDS[args.models_command](service, args)
    except (HubError, ModelsError, ConfigError, OSError) as exc:
        print(f"tandem models: {exc}", file=sys.stderr)
        return 1


def _list(service: ModelsService, args: argparse.Namespace) -> int:
    for m in service.local():
        print(model_line(m))
    return 0


def model_line(m: LocalModel) -> str:
    """id, quantisation, size, parameters, context, memory needed, source, file."""
    info = m.info
    quant = info.quantisation if info else "?"
    params = size_words(info.parameters, "") if info else "?"
    context = str(info.context_length) if info and info.context_length else "?"
    state = f"  ({m.problem})" if m.problem else ""
    return (f"{m.id}  {quant}  {size_words(m.size)}  {params} params  ctx {context}  "
            f"needs {size_words(m.memory)}  {m.source}  {m.path}{state}")


def _search(service: ModelsService, args: argparse.Namespace) -> int:
    hits = service.search(args.query, args.limit)
    for hit in hits:
        print(f"{hit.id}  {hit.downloads or 0} downloads")
    if not hits:
        print(f"no GGUF repository matches {args.query!r}", file=sys.stderr)
    return 0


def _files(service: ModelsService, args: argparse.Namespace) -> int:
    for f in service.files(args.repo):
        fit = service.fit(f.size)
        mark = {True: "fits", False: "too large for this machine", None: "?"}[fit.fits]
        parts = f"  {len(f.parts)} parts" if len(f.parts) > 1 else ""
        print(f"{f.path}  {f.quantisation}  {size_words(f.size)}{parts}  {mark}")
    return 0


def _download(service: ModelsService, args: argparse.Namespace) -> int:
    last = [0.0]

    def progress(done: int, total: int) -> None:
        now = time.monotonic()
        if now - last[0] >= PROGRESS_EVERY_S or done >= total:
            last[0] = now
            share = 100 * done / total if total else 100
            print(f"{share:5.1f}%  {size_words(done)} of {size_words(total)}", flush=True)

    cancel = threading.Event()
    try:
        model = service.download(args.repo, args.file, progress=progress, cancel=cancel)
    except KeyboardInterrupt:
        print("tandem models: cancelled; run the same command to resume", file=sys.stderr)
        return 130
    except Cancelled as exc:
        print(f"tandem models: {exc}", file=sys.stderr)
        return 130
    print(f"downloaded {model.id}  {model.path}")
    return 0


def _remove(service: ModelsService, args: argparse.Namespace) -> int:
    for path in service.remove(args.id):
        print(f"removed {path}")
    return 0


_COMMANDS = {"list": _list, "search": _search, "files": _files, "download": _download,
             "rm": _remove}
