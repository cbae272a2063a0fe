"""The one stderr log format of every long-running command (`tandem`, `tandem serve`).

A module of its own, with nothing heavy imported, because the window sets it up before
it shows, and the window shows before the engine's modules load.
"""

from __future__ import annotations

import logging
import sys


def setup_logging() -> None:
    logging.basicConfig(
        level=logging.INFO, stream=sys.stderr,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
