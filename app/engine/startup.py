"""The start-up that `tandem serve` and the window share: settings, notes, engines, server.

Everything that can be wrong is checked before the socket opens, and each failure is one
line on stderr and a non-zero exit: scripts and the tests read that line. The steps live
once, in `StartUp`: `tandem serve` runs them in a row, the window runs each on a worker
thread while it shows which one is running, so neither can drift from the other. A quit
during the steps (app/engine/abandon.py) ends them at the next step or probe candidate.
"""

from __future__ import annotations

import argparse
import asyncio
import errno
import logging
import re
import signal
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn
from urllib.parse import urlparse

from app.config import Backend, Config, ConfigError, load_config, nothing_to_run, resolve_home
from app.contracts.settings import NAME
from app.engine.abandon import Abandon, Abandoned
from app.engine.access.keys import KeyStore, valid_label
from app.engine.access.users import UserResolver, parse_trust
from app.engine.core import Tandem
from app.engine.engines.base import Engine, EngineError
from app.engine.http.server import RunningServer, build_app, start_server
from app.engine.models.catalog import ModelCatalog
from app.logs import setup_logging
from app.registered_engines import ModelFiles, engine_entry

if TYPE_CHECKING:
    from app.memory.service import NotesService

log = logging.getLogger("tandem.serve")

_BACKEND_NAME = re.compile(NAME)


class UsageError(ValueError):
    """A flag or config value that cannot be used; the message is the whole stderr line."""


@dataclass(slots=True)
class ServeOptions:
    config: Config
    keys: dict[str, str] = field(default_factory=dict)
    catalog: ModelCatalog | None = None
    """The local models, scanned by the engines step; None: /v1/models lists none."""


def _split_pair(flag: str, value: str, what: str) -> tuple[str, str]:
    name, sep, rest = value.partition("=")
    if not sep or not name or not rest:
        raise UsageError(f"{flag} expects {what}, got {value!r}")
    return name.strip(), rest.strip()


def parse_backend(value: str) -> Backend:
    name, url = _split_pair("--backend", value, "NAME=BASE_URL")
    if not _BACKEND_NAME.fullmatch(name):
        raise UsageError(f"--backend name {name!r} must be letters, digits, '.', '_' or '-'")
    parsed = urlparse(url)
    if parsed.scheme not in ("http", "https") or not parsed.netloc:
        raise UsageError(f"--backend {name}: {url!r} is not an http(s) URL")
    return Backend(name=name, base_url=url)


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
        config.engine = args.engine  # argparse allows only the registry's, as load_config does
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
    """The notes library, opened now so a bad notes root stops the start (spec 26.1;
    docs/ARCHITECTURE.md#the-notes-store).

    NotesService refuses a root inside a git work tree before it creates anything.
    """
    from app.memory.service import NotesService, StoreRootError

    try:
        return NotesService(config.home, root=config.notes_root)
    except StoreRootError as exc:
        raise UsageError(str(exc)) from None
    except OSError as exc:
        raise UsageError(f"cannot open the notes under {config.notes_root}: {exc}") from None


def build_engines(config: Config, abandon: Abandon | None = None,
                  catalog: ModelCatalog | None = None, model_flag: bool = True) -> list[Engine]:
    """The engines: the local one its registry entry opens (app/registered_engines.py), and
    a relay per backend. A quit (`abandon`) stops it before the model loads, never after,
    so what it loaded always reaches the caller, which closes it. `model_flag`: the model
    was named on the command line (one that has gone stops the start) rather than saved
    as the default (then the engine's default model may serve instead)."""
    from app.engine.engines.anthropic_relay import AnthropicRelay
    from app.engine.engines.plug import EngineStart, engine_module
    from app.engine.engines.proxy import ProxyEngine

    problem = nothing_to_run(config)
    if problem:
        raise UsageError(problem)
    engines: list[Engine] = []
    entry = engine_entry(config.engine)
    if entry.local:
        catalog = catalog or ModelCatalog(config.home, config.state_dir, config.context_length)
        start = EngineStart(config, abandon or Abandon(), catalog, model_flag)
        engines.append(engine_module(entry).open_engine(start))
    engines.extend((AnthropicRelay if b.api == "anthropic" else ProxyEngine)(
        b.name, b.base_url, b.api_key) for b in config.backends)
    return engines


async def start_app(
    options: ServeOptions, engines: Sequence[Engine], notes: NotesService | None
) -> tuple[Tandem, RunningServer]:
    """The core both `tandem serve` and the window run, its routes serving; OSError when
    the address is taken."""
    config = options.config
    users = UserResolver(options.keys, KeyStore.for_home(config.home), config.trust)
    core = Tandem(engines, config=config, users=users, notes=notes, catalog=options.catalog)
    return core, await start_server(build_app(core), config.host, config.port)


ADDRESS_IN_USE = (errno.EADDRINUSE, 48, 10048)  # Linux's, macOS's and Windows' numbers


def listen_error(exc: OSError, config: Config) -> str:
    reason = "port already in use" if exc.errno in ADDRESS_IN_USE else exc.strerror
    return f"cannot listen on {config.host}:{config.port}: {reason}"


STOPS = (UsageError, ConfigError, EngineError)
"""What a start-up step raises for something the person must fix; anything else is a bug."""


def exit_status(exc: Exception) -> int:
    """2 for a flag, a config value or the notes root (the person's to change), else 1."""
    return 2 if isinstance(exc, UsageError | ConfigError) else 1


def say_failure(prog: str, message: str) -> None:
    """The one stderr line a start-up failure gets, whoever shows it besides."""
    print(f"{prog}: {message}", file=sys.stderr, flush=True)


def model_label(config: Config) -> str:
    """What the window says it loads: the model's file or folder name, else the default."""
    entry = engine_entry(config.engine)
    if not config.model:
        return entry.default_model or entry.name
    path = Path(config.model)
    return path.stem if entry.model_files is ModelFiles.GGUF_FILE else path.name


@dataclass(frozen=True, slots=True)
class Step:
    name: str
    """`options`, `notes` or `engines`: which part failed, for the window's advice."""
    label: str
    """What the window says while the step runs."""
    run: Callable[[], object]


class StartUp:
    """The steps before the server, in order, and what they opened (closed by `close`).

    Each step is a plain blocking call and may raise one of `STOPS`, or Abandoned once
    `abandon` is asked; `steps` yields them lazily, so a label may use what an earlier
    step read (the model's name), and checks `abandon` before each one and after the
    last."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.abandon = Abandon()
        self.options: ServeOptions | None = None
        self.notes: NotesService | None = None
        self.engines: list[Engine] = []

    def steps(self) -> Iterator[Step]:
        self.abandon.check()
        yield Step("options", "Reading the settings", self._read_options)
        self.abandon.check()
        yield Step("notes", "Opening the notes", self._open_notes)
        self.abandon.check()
        config = self.config
        label = (f"Loading {model_label(config)}" if engine_entry(config.engine).local
                 else "Preparing the backends")
        yield Step("engines", label, self._build_engines)
        self.abandon.check()

    @property
    def config(self) -> Config:
        assert self.options is not None, "the options step runs first"
        return self.options.config

    def _read_options(self) -> None:
        self.options = options_from(self.args)

    def _open_notes(self) -> None:
        self.notes = open_notes(self.config)

    def _build_engines(self) -> None:
        config = self.config
        catalog = ModelCatalog(config.home, config.state_dir, config.context_length)
        assert self.options is not None
        self.options.catalog = catalog
        self.engines = build_engines(config, self.abandon, catalog,
                                     model_flag=getattr(self.args, "model", None) is not None)

    async def close_engines(self) -> None:
        """The engines, when no server took them (a failed or abandoned start)."""
        engines, self.engines = self.engines, []
        for engine in engines:
            await engine.close()

    def close(self) -> None:
        """The notes; the engines belong to the server once it started (it closes them)."""
        if self.notes is not None:
            self.notes.close()


Runner = Callable[[ServeOptions, list[Engine], "NotesService"], int]


INTERRUPTED = "interrupted"
"""The one stderr line of a start given up by Ctrl+C or SIGTERM (then exit 0, as a stop
once serving exits: the person asked for it, nothing failed)."""


def _give_up(abandon: Abandon) -> NoReturn:
    """Kill the probe child, then leave the step that runs now: Abandoned is raised out of
    whatever the main thread waits on, a model load too, which is not waited for (the
    loading thread is left behind, see app/process_exit.py)."""
    abandon.ask()
    raise Abandoned


@contextmanager
def abandoned_by_signals(abandon: Abandon) -> Iterator[None]:
    """While the steps run, Ctrl+C and SIGTERM give the start up at once (kill the probe
    child, leave the step) instead of a traceback or a death that leaves the child."""
    previous = {sig: signal.signal(sig, lambda *_: _give_up(abandon))
                for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


def start_up(args: argparse.Namespace, prog: str, run: Runner) -> int:
    """`tandem serve`'s start: the steps in a row, then `run`, and one stderr line with a
    non-zero exit for whatever stops the start (exit 0 for a quit, see INTERRUPTED)."""
    setup_logging()
    boot = StartUp(args)
    try:
        with abandoned_by_signals(boot.abandon):
            for step in boot.steps():
                step.run()
    except Abandoned:
        asyncio.run(boot.close_engines())
        boot.close()
        say_failure(prog, INTERRUPTED)
        return 0
    except STOPS as exc:
        boot.close()
        say_failure(prog, str(exc))
        return exit_status(exc)
    assert boot.options is not None and boot.notes is not None
    try:
        return run(boot.options, boot.engines, boot.notes)
    finally:
        boot.close()
