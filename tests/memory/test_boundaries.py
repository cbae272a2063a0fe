"""app/memory is a library of its own: no engine, no UI, no Qt (DESIGN: imports run one way)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_memory_package_imports_no_engine_ui_or_qt() -> None:
    code = (
        "import sys, pkgutil, importlib, app.memory as m\n"
        "for info in pkgutil.iter_modules(m.__path__):\n"
        "    importlib.import_module('app.memory.' + info.name)\n"
        "bad = [n for n in sys.modules if n.startswith(('app.engine', 'app.ui', 'PySide6',"
        " 'qasync'))]\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    assert out.stdout.strip() == ""


def test_no_source_file_names_the_engine_or_qt() -> None:
    for path in (ROOT / "app" / "memory").glob("*.py"):
        text = path.read_text("utf-8")
        for needle in ("app.engine", "app.ui", "PySide6", "qasync"):
            assert f"import {needle}" not in text and f"from {needle}" not in text, path
