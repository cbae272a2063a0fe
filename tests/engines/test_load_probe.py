"""The start-up probe runs a real decode of the packaged model in a child process, keeps
what it found under state/, and survives a child that dies by a signal."""

from __future__ import annotations

import json
import logging
import sys
from pathlib import Path

import pytest

from app.engine.engines.local.cpu_settings import SAFE, choose, read_cpu_flags
from app.engine.engines.local.llama_load import build_features
from app.engine.engines.local.load_probe import PROBE_FILE, probe
from app.engine.engines.local.model_files import default_gguf_path

pytestmark = pytest.mark.llama

SEGFAULT = [sys.executable, "-c", "import os, signal; os.kill(os.getpid(), signal.SIGSEGV)"]
MODEL = default_gguf_path()
NO_AMX = frozenset(["fpu", "avx", "avx2", "fma", "f16c", "avx512f"])
"""A CPU without AMX, so this machine's build (which can repack) has two candidates."""


def test_the_probe_decodes_in_a_child_and_is_remembered(tmp_path: Path):
    state = tmp_path / "state"
    found = probe(state, MODEL, 1)
    assert not found.reused
    assert found.settings in choose(read_cpu_flags(), build_features()).settings
    assert found.decode_tok_s[found.settings.label] > 0
    assert not found.died
    saved = json.loads((state / PROBE_FILE).read_text())
    assert saved["settings"] == found.settings.as_dict()
    again = probe(state, MODEL, 1, child=SEGFAULT)  # remembered: no child runs
    assert again.reused and again.settings == found.settings


def test_a_child_that_dies_is_named_and_the_record_is_rerun_when_forced(tmp_path: Path):
    state = tmp_path / "state"
    probe(state, MODEL, 1)
    with pytest.raises(Exception, match="SIGSEGV"):
        probe(state, MODEL, 1, force=True, child=SEGFAULT)


def test_a_crash_with_repacked_buffers_falls_back_to_the_safe_settings(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
):
    # The child dies only when asked for the repacked buffers ("1"), as ggml's AMX path does.
    crash_on_repack = [
        sys.executable, "-c",
        "import os, signal, sys\n"
        "if sys.argv[2] == '1': os.kill(os.getpid(), signal.SIGSEGV)\n"
        "print('{\"tokens\": 9, \"tok_s\": 50.0}')",
    ]
    with caplog.at_level(logging.WARNING, logger="tandem.engine"):
        found = probe(tmp_path / "state", MODEL, 1, child=crash_on_repack, cpu_flags=NO_AMX)
    assert found.settings == SAFE
    assert found.died == {"repacked weight buffers": "SIGSEGV"}
    assert found.decode_tok_s == {"plain weight buffers": 50.0}
    [line] = [r.getMessage() for r in caplog.records]
    assert "SIGSEGV" in line and "repacked" in line
    assert json.loads((tmp_path / "state" / PROBE_FILE).read_text())["died"] == found.died
