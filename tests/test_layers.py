"""Imports run one way (DESIGN.md): memory ← engine ← ui, Qt only in ui, streams pure.

The rules live as import-linter contracts in pyproject.toml; this runs them, and checks
that none of them was dropped.
"""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")


def test_the_layer_contracts_are_all_there() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]
    forbidden = {c["source_modules"][0]: set(c["forbidden_modules"])
                 for c in config["contracts"] if c["type"] == "forbidden"}
    assert {"app.engine", "app.ui", "PySide6"} <= forbidden["app.memory"]
    assert {"app.ui", "PySide6", "qasync"} <= forbidden["app.engine"]
    assert {"asyncio", "aiohttp", "sqlite3", "app.memory"} <= forbidden["app.engine.streams"]


def test_every_layer_contract_is_kept() -> None:
    out = subprocess.run([str(LINT_IMPORTS)], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stdout[-2000:]
    assert "0 broken" in out.stdout


def test_importing_every_memory_module_loads_no_engine_ui_or_qt() -> None:
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
