"""packaging/: the bundle names every file the app loads at run time; the desktop files
validate.

The run-time check does not trust a hand-kept list: a child process loads what a start
loads (the config with its profiles, the memory texts, the default model, llama.cpp, the
icon) under an audit hook that records every file opened and every library dlopen'd, and
each one that lies in resources/, the model's package, BIP39's word lists or llama.cpp's
lib/ must be named in packaging/tandem.spec.
"""

from __future__ import annotations

import ast
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "packaging" / "tandem.spec"
DESKTOP = ROOT / "packaging" / "io.tandem.Tandem.desktop"
METAINFO = ROOT / "packaging" / "io.tandem.Tandem.metainfo.xml"

LOADS = r"""
import json, sys, tempfile
from pathlib import Path
seen = []
def hook(event, args):
    if event == "open" and isinstance(args[0], str | Path):
        seen.append(str(Path(args[0]).resolve()))
    elif event == "ctypes.dlopen" and args[0]:
        seen.append(str(args[0]))
sys.addaudithook(hook)
from app.config import load_config
from app.memory.inject import Texts
from app.engine.engines.local.model_files import resolve_gguf
with tempfile.TemporaryDirectory() as home:
    load_config(Path(home))
Texts.load()
resolve_gguf(None)
from app.memory.meaning import TOKENIZER, WEIGHTS, Encoder, model_dir
Encoder()
seen += [str((model_dir() / name).resolve()) for name in (TOKENIZER, WEIGHTS)]  # Rust reads
from app.memory.rules import check_secrets
check_secrets("", "backup: " + " ".join(["abandon", "ability"] * 6))  # BIP39's list
import llama_cpp
from PySide6.QtWidgets import QApplication
app = QApplication([])
from app.ui.icon import ICON_FILE, app_icon
assert not app_icon().pixmap(32, 32).isNull()
seen.append(str(ICON_FILE.resolve()))  # Qt reads it in C++, past the hook
print(json.dumps(seen))
"""


def spec_lists() -> dict[str, object]:
    """The spec's top-level literals (RESOURCE_FILES, MODEL_FILES, ...), without PyInstaller."""
    found: dict[str, object] = {}
    for node in ast.parse(SPEC.read_text("utf-8")).body:
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
            try:
                found[node.targets[0].id] = ast.literal_eval(node.value)
            except ValueError:
                continue
    return found


def package_dir(name: str) -> Path:
    import importlib.util

    spec = importlib.util.find_spec(name)
    assert spec is not None and spec.submodule_search_locations
    return Path(next(iter(spec.submodule_search_locations))).resolve()


def loaded_at_run_time() -> list[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run([sys.executable, "-c", LOADS], cwd=ROOT, env=env, check=True,
                         capture_output=True, text=True, timeout=120)
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_the_spec_names_every_file_the_app_loads_at_run_time():
    lists = spec_lists()
    folders = {
        (ROOT / "resources").resolve(): set(lists["RESOURCE_FILES"]),  # type: ignore[arg-type]
        package_dir(lists["MODEL_PACKAGE"]): set(lists["MODEL_FILES"]),  # type: ignore[arg-type]
        package_dir(lists["LLAMA_PACKAGE"]) / "lib": set(lists["LLAMA_LIBS"]),  # type: ignore[arg-type]
        package_dir(lists["ENCODER_PACKAGE"]) / "model": set(lists["ENCODER_FILES"]),  # type: ignore[arg-type]
        package_dir(lists["WORDLIST_PACKAGE"]) / "wordlist": set(lists["WORDLIST_FILES"]),  # type: ignore[arg-type]
    }
    bundled: list[Path] = []
    for opened in map(Path, loaded_at_run_time()):
        for folder, named in folders.items():
            if opened.parent == folder:
                assert opened.name in named, f"{opened} is loaded but tandem.spec lacks it"
                bundled.append(opened)
    names = {p.name for p in bundled}
    # The check saw the files that matter, so it cannot pass by seeing nothing.
    assert {"profiles.toml", "memory_card.md", "tandem.svg",
            "SmolLM2-135M-Instruct.Q4_1.gguf", "libllama.so", "model.safetensors",
            "english.txt"} <= names


def test_every_file_in_resources_is_named_in_the_spec():
    shipped = {p.name for p in (ROOT / "resources").iterdir() if not p.name.startswith(".")}
    assert shipped == set(spec_lists()["RESOURCE_FILES"])  # type: ignore[arg-type]


def test_every_named_file_exists():
    lists = spec_lists()
    for name in lists["MODEL_FILES"]:  # type: ignore[attr-defined]
        assert (package_dir(lists["MODEL_PACKAGE"]) / name).is_file(), name  # type: ignore[arg-type]
    for name in lists["ENCODER_FILES"]:  # type: ignore[attr-defined]
        assert (package_dir(lists["ENCODER_PACKAGE"]) / "model" / name).is_file(), name  # type: ignore[arg-type]
    for name in lists["WORDLIST_FILES"]:  # type: ignore[attr-defined]
        assert (package_dir(lists["WORDLIST_PACKAGE"]) / "wordlist" / name).is_file(), name  # type: ignore[arg-type]
    for name in lists["LLAMA_LIBS"]:  # type: ignore[attr-defined]
        assert (package_dir(lists["LLAMA_PACKAGE"]) / "lib" / name).exists(), name  # type: ignore[arg-type]


def test_the_bundle_is_built_with_a_portable_llama_cpp():
    """`make dist` builds llama.cpp without this CPU's extensions, and the spec's own
    refusal list covers each one the build turns off."""
    text = (ROOT / "Makefile").read_text("utf-8").replace("\\\n", " ")
    [args] = re.findall(r"^DIST_LLAMA_CMAKE_ARGS \?=(.*)$", text, re.MULTILINE)
    flags = dict(flag.removeprefix("-D").split("=", 1) for flag in args.split())
    assert flags["GGML_NATIVE"] == "OFF"
    assert {flags[f"GGML_{name}"] for name in ("AVX512", "AVX_VNNI", "AMX_TILE", "AMX_INT8",
                                                 "AMX_BF16")} == {"OFF"}
    assert {flags[f"GGML_{name}"] for name in ("AVX2", "FMA", "F16C")} == {"ON"}
    refused = spec_lists()["NON_PORTABLE_FEATURES"]
    assert {"AVX512", "AVX_VNNI", "AMX_INT8", "AMX_BF16"} <= set(refused)


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-utils is not installed (.ci/run installs it)")
def test_the_desktop_entry_validates():
    result = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True,
                            text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream is not installed")
def test_the_metainfo_validates():
    result = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout


def test_the_bundle_entry_answers_dash_m_for_the_load_probe():
    """Frozen, `sys.executable -m app.…` reaches packaging/tandem_main.py; the llama.cpp
    load probe starts its child that way, so the entry must run the module as Python would."""
    from app.engine.engines.local.model_files import default_gguf_path

    entry = ROOT / "packaging" / "tandem_main.py"
    done = subprocess.run(
        [sys.executable, str(entry), "-m", "app.engine.engines.local.probe_child",
         str(default_gguf_path()), "0", "1"],
        cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, capture_output=True, text=True,
        timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert json.loads(done.stdout.strip().splitlines()[-1])["tokens"] > 1
