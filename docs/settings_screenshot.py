"""Draw the Settings dialog into a PNG for the README: a real SettingsDialog over a
temporary home (a config.toml, two API keys), grabbed from the widget.

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. python docs/settings_screenshot.py OUT.png

The model page is drawn after a saved change of the context length, so the footer shows
what waits for a restart. The admin password page asks the OS keyring, which an
offscreen run may lack; its error is not drawn.
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
from pathlib import Path

from screenshot_kit import run, settle, shoot

from app.config import load_config
from app.engine.access.keys import KeyStore
from app.memory.service import NotesService
from app.ui.settings.dialog import SettingsDialog

CONFIG = """engine = "llamacpp"
context_length = 8192
threads = 4
port = 8470
"""


async def draw(out: Path) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp)
        (home / "config.toml").write_text(CONFIG, "utf-8")
        for label in ("laptop", "open-webui"):
            KeyStore.for_home(home).add(label)
        notes = NotesService(home)
        dialog = SettingsDialog(load_config(home), notes)
        await asyncio.gather(*dialog.reload(), return_exceptions=True)
        dialog.engine_page.context.setValue(16384)
        await dialog.save()  # says what waits for a restart, and offers one
        dialog.engine_page.model.setText("/models/qwen3-8b-q4_k_m.gguf")
        await shoot(dialog, out)
        dialog.deleteLater()  # on this loop, not in the interpreter's teardown
        await settle(5)
        notes.close()


if __name__ == "__main__":
    sys.exit(run(draw, "docs/settings.png"))
