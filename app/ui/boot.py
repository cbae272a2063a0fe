"""The window's start: `tandem serve`'s own steps, run behind a window that already shows.

Each step of `StartUp` (settings, notes, engines) runs on a worker thread, so a model
load or the llama.cpp probe never blocks the Qt loop, and the window says which step is
running. Then the server starts on the loop and the window is filled. A failure is the
same one stderr line `tandem serve` prints, and stays in the window with what to do,
until the person quits; the exit status is then the one `tandem serve` would have had.

A quit while a step runs cannot cancel that thread, so `close` gives the start up
(app/engine/abandon.py: the probe child is killed, no later step runs), waits for the step
to return, and closes whatever it loaded meanwhile.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
from typing import Protocol

from app.config import Config
from app.engine.abandon import Abandoned, ProbeInterrupted
from app.engine.engines.base import EngineError
from app.engine.startup import (
    ADDRESS_IN_USE,
    STOPS,
    StartUp,
    exit_status,
    listen_error,
    say_failure,
)
from app.memory.service import NotesService
from app.ui.runtime import Runtime, start_runtime

log = logging.getLogger("tandem.ui")

PROG = "tandem"

ADVICE = {
    "options": "Correct that value in config.toml (or the flag you passed), then start "
               "Tandem again.",
    "notes": "Tandem keeps its notes out of git work trees, in a folder it can write. "
             "Point TANDEM_HOME (or --home), or notes_root in config.toml, at such a "
             "folder, then start Tandem again.",
    "engines": "Choose a model that exists in config.toml / Settings (a .gguf file, or an "
               "EXL2 folder), or remove `model` to use the packaged SmolLM2, then start "
               "Tandem again.",
    "probe": "Something outside Tandem stopped its check of llama.cpp on this machine. "
             "Start Tandem again to run the check anew.",
}
"""What to do when a step fails, by the step's name; `probe` when something else stopped
the llama.cpp probe (ProbeInterrupted), which no setting of the person's could fix."""


def step_advice(step_name: str, exc: Exception) -> str:
    """A flag or config value refused while building the engines is the options' advice;
    an interrupted probe is the probe's, whatever step ran it."""
    if isinstance(exc, ProbeInterrupted):
        return ADVICE["probe"]
    if step_name == "engines" and not isinstance(exc, EngineError):
        return ADVICE["options"]
    return ADVICE[step_name]


def server_advice(exc: OSError, config: Config) -> str:
    if exc.errno in ADDRESS_IN_USE:
        return (f"Another program is using port {config.port}. Quit it, or pick another "
                "port in config.toml / Settings.")
    return (f"Tandem cannot listen on {config.host}:{config.port}. Pick another address or "
            "port in config.toml / Settings.")


class BootView(Protocol):
    """What the boot shows its progress in: the main window, or a test's stand-in. The
    boot knows nothing else of the window, so the window never has to know the boot."""

    def show_step(self, text: str) -> None: ...

    def open_notes(self, notes: NotesService, config: Config) -> None: ...

    def show_failure(self, message: str, hint: str) -> None: ...

    def fill(self, runtime: Runtime) -> None: ...

    async def start(self) -> None: ...


class Boot:
    """Runs the start behind `window` and keeps what it opened, for `close`."""

    def __init__(self, window: BootView, args: argparse.Namespace) -> None:
        self.window = window
        self.startup = StartUp(args)
        self.runtime: Runtime | None = None
        self.exit_status = 0
        self._step: asyncio.Future[object] | None = None
        """The step running on its thread now; `close` waits for it."""

    async def run(self) -> None:
        """The steps, the server, the filled window; or the first failure, shown."""
        runtime = await self._start()
        if runtime is None:
            return
        self.runtime = runtime
        self.window.fill(runtime)
        # Only now: a script that reads this line may use the server, or signal us.
        print(f"listening on {runtime.url}", flush=True)
        log.info("model ready")
        await self.window.start()

    async def _start(self) -> Runtime | None:
        startup = self.startup
        step_name = "options"
        try:
            for step in startup.steps():
                step_name = step.name
                self.window.show_step(f"{step.label}…")
                self._step = asyncio.get_running_loop().run_in_executor(None, step.run)
                await asyncio.shield(self._step)  # a cancelled boot leaves it to `close`
                if step.name == "notes" and startup.notes is not None:
                    self.window.open_notes(startup.notes, startup.config)
        except Abandoned:
            return None
        except STOPS as exc:
            self._failed(str(exc), step_advice(step_name, exc), exit_status(exc))
            return None
        except Exception as exc:  # a bug: still never a window that loads for ever
            log.exception("the start failed")
            self._failed(f"an unexpected error: {type(exc).__name__}: {exc}",
                         "Please report it with the log above.", 1)
            return None
        assert startup.options is not None and startup.notes is not None
        self.window.show_step("Starting the server…")
        try:
            return await start_runtime(startup.options, startup.engines, startup.notes)
        except OSError as exc:
            await startup.close_engines()
            self._failed(listen_error(exc, startup.config),
                         server_advice(exc, startup.config), 1)
            return None

    def _failed(self, message: str, advice: str, status: int) -> None:
        say_failure(PROG, message)
        self.exit_status = status
        self.window.show_failure(message, advice)

    async def close(self, wait_for_step: bool = True) -> None:
        """The server (which closes the engines), else the engines alone, once the step
        that may still run has returned; then the notes. Without `wait_for_step` (the
        process is ending) a step still running is left to its thread: a model load is
        not waited for, and what it loads dies with the process."""
        if self.runtime is not None:
            await self.runtime.stop()
        else:
            self.startup.abandon.ask()
            if self._step is not None and (wait_for_step or self._step.done()):
                await asyncio.gather(self._step, return_exceptions=True)
            await self.startup.close_engines()
        self.startup.close()
