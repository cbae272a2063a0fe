"""The start-up that `tandem serve` and the window share: settings, notes, engines, server.

Everything that can be wrong is checked before the socket opens, and each failure is one
line on stderr and a non-zero exit: scripts and the tests read that line.
"""

from __future__ import annotations

import argparse
import logging
import os
import re
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING
from urllib.parse import urlparse

from aiohttp import web

from app.config import Backend, Config, ConfigError, load_config, nothing_to_run, resolve_home
from app.engine.access.keys import KeyStore, valid_label
from app.engine.access.users import UserResolver, parse_trust
from app.engine.engines.base import Engine, EngineError
from app.engine.http.server import RunningServer, build_app, start_server

if TYPE_CHECKING:
    from app.memory.service import NotesService

log = logging.getLogger("tandem.serve")

_BACKEND_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}\Z")


class UsageError(ValueError):
    """A flag or config value that cannot be used; the message is the whole stderr line."""


@dataclass(slots=True)
class ServeOptions:
    config: Config
    keys: dict[str, str] = field(default_factory=dict)


def _split_pair(flag: str, value: str, what: str) -> tuple[str, str]:
    name, sep, rest = value.partition("=")
    if not sep or not name or not rest:
        raise UsageError(f"{flag} expects {what}, got {value!r}")
    return name.strip(), rest.strip()


def parse_backend(value: str) -> Backend:
    name, url = _split_pair("--backend", value, "NAME=BASE_URL")
    if not _BACKEND_NAME.match(name):
        raise UsageError(f"--backend name {name!r} must be letters, digits, '.', '_' or '-'")
    parsed = urlparse(url)
    if parsed.scheme not in ("http", "https") or not parsed.netloc:
        raise UsageError(f"--backend {name}: {url!r} is not an http(s) URL")
    return Backend(name, url.rstrip("/"))


def options_from(args: argparse.Namespace) -> ServeOptions:
    """config.toml first, then the flags on top."""
    config = load_config(resolve_home(args.home))
    if args.host is not None:
        config.host = args.host
    if args.port is not None:
        config.port = args.port
    if not 0 <= config.port <= 65535:
        raise UsageError(f"--port {config.port} is not a TCP port")
    if args.engine is not None:
        config.engine = args.engine  # argparse took only one of ENGINES, as config.toml does
    if args.model is not None:
        config.model = args.model
    flagged = [parse_backend(b) for b in args.backend]
    by_name = {b.name: b for b in config.backends}
    by_name.update({b.name: b for b in flagged})
    config.backends = list(by_name.values())
    config.trust = [*config.trust, *args.trust]
    try:
        parse_trust(config.trust)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    keys: dict[str, str] = {}
    for value in args.key:
        label, secret = _split_pair("--key", value, "LABEL=SECRET")
        if not valid_label(label):
            raise UsageError(f"--key label {label!r} must be letters, digits, '.', '_' or '-'")
        keys[label] = secret
    return ServeOptions(config=config, keys=keys)


def open_notes(config: Config) -> NotesService:
    """The notes library, opened now so a bad notes root stops the start (spec 26.1).

    NotesService refuses a root inside a git work tree before it creates anything.
    """
    from app.memory.service import NotesService, StoreRootError

    try:
        return NotesService(config.home, root=config.notes_root)
    except StoreRootError as exc:
        raise UsageError(str(exc)) from None
    except OSError as exc:
        raise UsageError(f"cannot open the notes under {config.notes_root}: {exc}") from None


def build_engines(config: Config) -> list[Engine]:
    from app.engine.engines.proxy import ProxyEngine

    problem = nothing_to_run(config)
    if problem:
        raise UsageError(problem)
    engines: list[Engine] = []
    if config.engine == "llamacpp":
        engines.append(_llamacpp_engine(config))
    elif config.engine == "exllamav2":
        from app.engine.engines.local.exl2 import ExLlamaV2Engine

        exl2 = ExLlamaV2Engine(config.model, max_seq_len=config.context_length)
        log.info("engine exllamav2: model %s, context %d", exl2.model_id, exl2.n_ctx)
        engines.append(exl2)
    engines.extend(ProxyEngine(b.name, b.base_url, b.api_key) for b in config.backends)
    return engines


def _llamacpp_engine(config: Config) -> Engine:
    """The llama.cpp engine, loaded with the settings its start-up probe proved here."""
    from app.engine.engines.local.llamacpp import LlamaCppEngine
    from app.engine.engines.local.load_probe import probe
    from app.engine.engines.local.model_files import resolve_gguf

    threads = config.threads or os.cpu_count() or 1
    found = probe(config.home / "state", resolve_gguf(config.model), threads)
    context = {"n_ctx": config.context_length} if config.context_length else {}
    engine = LlamaCppEngine(config.model, n_threads=threads, settings=found.settings,
                            kv_budget_bytes=config.kv_cache_mb * 2**20, **context)
    log.info("%s (%s)", engine.summary(), found.reason)
    return engine


async def start_app(
    options: ServeOptions, engines: Sequence[Engine], notes: NotesService | None
) -> tuple[web.Application, RunningServer]:
    """The app both `tandem serve` and the window run; OSError when the address is taken."""
    config = options.config
    users = UserResolver(options.keys, KeyStore.for_home(config.home), config.trust)
    app = build_app(engines, config=config, users=users, notes=notes)
    return app, await start_server(app, config.host, config.port)


def listen_error(exc: OSError, config: Config) -> str:
    reason = "port already in use" if exc.errno in (98, 48, 10048) else exc.strerror
    return f"cannot listen on {config.host}:{config.port}: {reason}"


Runner = Callable[[ServeOptions, list[Engine], "NotesService"], int]


def start_up(args: argparse.Namespace, prog: str, run: Runner) -> int:
    """What `tandem serve` and the window share: settings, the notes, the engines, and one
    stderr line with a non-zero exit for whatever stops the start."""
    logging.basicConfig(
        level=logging.INFO, stream=sys.stderr,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    try:
        options = options_from(args)
        notes = open_notes(options.config)
    except (UsageError, ConfigError) as exc:
        print(f"{prog}: {exc}", file=sys.stderr, flush=True)
        return 2
    try:
        try:
            engines = build_engines(options.config)
        except (UsageError, EngineError) as exc:
            print(f"{prog}: {exc}", file=sys.stderr, flush=True)
            return 2 if isinstance(exc, UsageError) else 1
        return run(options, engines, notes)
    finally:
        notes.close()
