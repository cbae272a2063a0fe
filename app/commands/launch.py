"""`tandem` with no subcommand: the window when Qt can open one, else the server.

The window (app/ui) is loaded only here, so `tandem serve` never imports Qt. Whatever
keeps the window from opening is one line on stderr, and then exactly `tandem serve` runs.
"""

from __future__ import annotations

import argparse
import os
import sys

from app.commands.display import why_no_window


def run_gui(args: argparse.Namespace) -> int:
    from app.commands.serve import run_serve

    for name in ("home", "host", "port", "engine", "model"):
        if not hasattr(args, name):
            setattr(args, name, None)
    for name in ("backend", "trust", "key"):
        if not hasattr(args, name):
            setattr(args, name, [])
    why = why_no_window(os.environ)
    if why is None:
        try:
            from app.ui.app import run_window
        except ImportError as exc:  # QtGui's own system libraries (libGL, fontconfig…)
            why = f"Qt cannot be loaded ({exc})"
        else:
            return run_window(args)
    print(f"tandem: {why}; starting the headless server (tandem serve).", file=sys.stderr,
          flush=True)
    return run_serve(args)
