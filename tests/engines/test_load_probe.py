"""The start-up probe runs a real decode of the packaged model in a child process, keeps
what it found under state/, and survives a child that dies by a signal."""

from __future__ import annotations

import json
import logging
import os
import signal
import sys
import threading
from pathlib import Path

import pytest
from tandem_process import gone, wait_for

from app.engine.abandon import Abandon, Abandoned, ProbeInterrupted
from app.engine.engines.local.cpu_settings import SAFE, choose, read_cpu_flags
from app.engine.engines.local.llama_load import build_features
from app.engine.engines.local.load_probe import PROBE_FILE, probe, verdict
from app.engine.engines.local.model_files import default_gguf_path

pytestmark = pytest.mark.llama

SEGFAULT = [sys.executable, "-c", "import os, signal; os.kill(os.getpid(), signal.SIGSEGV)"]
TERMINATED = [sys.executable, "-c", "import os, signal; os.kill(os.getpid(), signal.SIGTERM)"]
FAST = [sys.executable, "-c", "print('{\"tokens\": 9, \"tok_s\": 50.0}')"]
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


@pytest.mark.parametrize("sig", [signal.SIGSEGV, signal.SIGILL, signal.SIGBUS, signal.SIGABRT,
                                 signal.SIGFPE])
def test_a_child_killed_by_a_crash_signal_is_a_crash(sig: signal.Signals):
    assert verdict(-sig, "") == sig.name


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT, signal.SIGKILL,
                                 signal.SIGHUP])
def test_a_child_stopped_from_outside_is_interrupted_not_a_crash(sig: signal.Signals):
    with pytest.raises(ProbeInterrupted, match=sig.name):
        verdict(-sig, "")


def test_a_child_that_exits_gives_its_speed_or_its_exit_code():
    assert verdict(0, 'loading…\n{"tokens": 9, "tok_s": 50.0}\n') == 50.0
    assert verdict(1, "Traceback …\n") == "exit code 1"


def test_a_child_stopped_from_outside_pins_nothing(tmp_path: Path):
    """Even when forced over an earlier record, the record stays as it was."""
    state = tmp_path / "state"
    probe(state, MODEL, 1, child=FAST, cpu_flags=NO_AMX)
    before = (state / PROBE_FILE).read_text()
    with pytest.raises(ProbeInterrupted, match="SIGTERM"):
        probe(state, MODEL, 1, force=True, child=TERMINATED, cpu_flags=NO_AMX)
    assert (state / PROBE_FILE).read_text() == before


def test_an_abandoned_start_kills_the_probe_child_in_its_own_session(tmp_path: Path):
    """The child runs in a session of its own (a terminal's Ctrl+C or `timeout` does not
    reach it); asking `abandon` kills it, and the probe records nothing."""
    said = tmp_path / "child.json"
    sleeper = [sys.executable, "-c",
               "import json, os, sys, time\n"
               f"open({str(said)!r} + '.part', 'w').write(json.dumps("
               "[os.getpid(), os.getsid(0)]))\n"
               f"os.replace({str(said)!r} + '.part', {str(said)!r})\n"
               "time.sleep(120)"]
    abandon = Abandon()
    outcome: list[BaseException] = []

    def run() -> None:
        try:
            probe(tmp_path / "state", MODEL, 1, child=sleeper, cpu_flags=NO_AMX,
                  abandon=abandon)
        except BaseException as exc:
            outcome.append(exc)

    thread = threading.Thread(target=run)
    thread.start()
    wait_for(said.exists)
    pid, sid = json.loads(said.read_text())
    assert sid == pid != os.getsid(0)
    abandon.ask()
    thread.join(30)
    assert not thread.is_alive()
    assert [type(exc) for exc in outcome] == [Abandoned]
    assert gone(pid)
    assert not (tmp_path / "state" / PROBE_FILE).exists()


def test_each_models_probe_is_remembered_so_switching_back_runs_no_child(tmp_path: Path):
    state = tmp_path / "state"
    other = tmp_path / "other.gguf"
    os.link(MODEL, other)
    first = probe(state, MODEL, 1, child=FAST, cpu_flags=NO_AMX)
    second = probe(state, other, 1, child=FAST, cpu_flags=NO_AMX)
    assert not first.reused and not second.reused
    again = probe(state, MODEL, 1, child=SEGFAULT, cpu_flags=NO_AMX)  # no child runs
    assert again.reused and again.settings == first.settings
    assert probe(state, other, 1, child=SEGFAULT, cpu_flags=NO_AMX).reused
