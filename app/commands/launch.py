"""`tandem` with no subcommand: the window when there is a screen, else the server.

The window (app/ui) is loaded only here, so `tandem serve` never imports Qt.
"""

from __future__ import annotations

import argparse
import os
import sys


def _has_display() -> bool:
    if os.environ.get("QT_QPA_PLATFORM") == "offscreen":
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")) or sys.platform in (
        "darwin",
        "win32",
    )


def run_gui(args: argparse.Namespace) -> int:
    from app.commands.serve import run_serve

    for name in ("home", "host", "port", "engine", "model"):
        if not hasattr(args, name):
            setattr(args, name, None)
    for name in ("backend", "trust", "key"):
        if not hasattr(args, name):
            setattr(args, name, [])
    try:
        from app.ui.window import run_window
    except ImportError:
        run_window = None
    if run_window is None or not _has_display():
        why = "no display found" if run_window else "the window is not part of this build yet"
        print(f"tandem: {why}; starting the headless server (tandem serve).", file=sys.stderr)
        return run_serve(args)
    return run_window(args)
