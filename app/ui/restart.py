"""Restarting the app when the person asks (the Settings dialog's "Restart now").

A restart is a whole clean quit (the Qt loop returns, the server and the engines stop,
the notes close) and then the same command again in this process's place, so a changed
port, model or notes root is read the way any start reads it. The window only records the
request; `run_window` (app/ui/app.py) execs once everything is shut down, and never otherwise.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field

FLAG_OF: dict[str, str] = {"host": "--host", "port": "--port", "engine": "--engine",
                           "model": "--model"}
"""The start-up settings a flag can override (and would, again, on a restart)."""


def _without_flags(args: list[str], flags: set[str]) -> list[str]:
    kept: list[str] = []
    skip = False
    for arg in args:
        if skip:
            skip = False
        elif arg in flags:
            skip = True  # and its value, the next argument
        elif arg.partition("=")[0] not in flags:
            kept.append(arg)
    return kept


def restart_command(executable: str, orig_argv: list[str], argv: list[str], frozen: bool,
                    changed: Collection[str] = ()) -> list[str]:
    """What to exec to run this command again: a bundled app runs itself with its own
    arguments; under Python the interpreter runs the original command line (it keeps
    `-m app.cli` or the `tandem` script, and the flags), through `executable` because
    `orig_argv[0]` may be a bare name that PATH no longer finds. A flag for a setting the
    person just `changed` is left out, or it would win over the value they saved."""
    args = argv[1:] if frozen else orig_argv[1:]
    return [executable, *_without_flags(args, {FLAG_OF[k] for k in changed if k in FLAG_OF})]


def restart_environment(environ: Mapping[str, str], frozen: bool) -> dict[str, str]:
    """This process's environment for the new one. A PyInstaller bootloader leaves its
    own variables in it (_PYI_*, the unpacked folder), so a bundle exec'd with them takes
    itself for this bundle's second stage and reuses what this one set up and cleans
    away; PYINSTALLER_RESET_ENVIRONMENT=1 makes it start, and unpack, as a new app."""
    env = dict(environ)
    if frozen:
        env["PYINSTALLER_RESET_ENVIRONMENT"] = "1"
    return env


@dataclass(slots=True)
class RestartRequest:
    """Set by the window when the person asks for a restart; read after the quit."""

    asked: bool = False
    changed: list[str] = field(default_factory=list)
    """The start-up settings saved since this start, in the order first saved: every
    Settings dialog adds to it and offers the restart while it is not empty, and the
    restart drops the flag of each (see `restart_command`)."""

    def wait_for(self, keys: Collection[str]) -> None:
        """Record start-up settings that a Save just changed."""
        self.changed += [key for key in keys if key not in self.changed]

    def exec_if_asked(self) -> None:
        """Replace this process with the same command, if a restart was asked for; an
        exec that fails leaves the app quit, with one line on stderr."""
        if not self.asked:
            return
        frozen = bool(getattr(sys, "frozen", False))
        command = restart_command(sys.executable, list(sys.orig_argv), list(sys.argv),
                                  frozen, self.changed)
        sys.stdout.flush()
        sys.stderr.flush()
        try:
            os.execve(command[0], command, restart_environment(os.environ, frozen))
        except OSError as exc:
            print(f"tandem: could not restart ({exc}); start it again", file=sys.stderr)
