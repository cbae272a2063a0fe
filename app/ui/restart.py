"""Restarting the app when the person asks (the Settings dialog's "Restart now").

A restart is a whole clean quit (the Qt loop returns, the server and the engines stop,
the notes close) and then the same command again in this process's place, so a changed
port, model or notes root is read the way any start reads it. The window only records the
request; `run_window` execs once everything is shut down, and never otherwise.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass


def restart_command(executable: str, orig_argv: list[str], argv: list[str],
                    frozen: bool) -> list[str]:
    """What to exec to run this command again: a bundled app runs itself with its own
    arguments; under Python the interpreter runs the original command line (it keeps
    `-m app.cli` or the `tandem` script, and the flags), through `executable` because
    `orig_argv[0]` may be a bare name that PATH no longer finds."""
    if frozen:
        return [executable, *argv[1:]]
    return [executable, *orig_argv[1:]]


@dataclass(slots=True)
class RestartRequest:
    """Set by the window when the person asks for a restart; read after the quit."""

    asked: bool = False

    def exec_if_asked(self) -> None:
        """Replace this process with the same command, if a restart was asked for; an
        exec that fails leaves the app quit, with one line on stderr."""
        if not self.asked:
            return
        command = restart_command(sys.executable, list(sys.orig_argv), list(sys.argv),
                                  bool(getattr(sys, "frozen", False)))
        sys.stdout.flush()
        sys.stderr.flush()
        try:
            os.execv(command[0], command)
        except OSError as exc:
            print(f"tandem: could not restart ({exc}); start it again", file=sys.stderr)
