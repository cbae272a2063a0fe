"""`tandem serve` as a process: its one stdout line, its one-line errors, and its exit codes."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
from pathlib import Path

import git
import openai
import pytest
from serve_process import REPO, spawn_serve, tandem_cmd
from tandem_process import gone, running_tandem, wait_for, wait_for_probe_child
from upstream import ScriptedUpstream

from app.cli import main as tandem
from app.engine.engines.local.load_probe import PROBE_FILE

DEAD_BACKEND = "up=http://127.0.0.1:9/v1"


def run_serve(home: Path, *args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        tandem_cmd("serve", "--home", str(home), *args),
        cwd=REPO, capture_output=True, text=True, timeout=timeout,
    )


def assert_one_line_error(code: int, out: str, err: str, *needles: str) -> None:
    assert code != 0
    assert out == ""
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1, err
    for needle in needles:
        assert needle in lines[0], lines[0]


def serve_in_process(capfd: pytest.CaptureFixture[str], home: Path, *args: str) -> tuple:
    """`tandem serve` through the CLI entry point in this process: for the failures that
    happen before serving, this checks the same contract without a process start."""
    code = tandem(["serve", "--home", str(home), *args])
    out, err = capfd.readouterr()
    return code, out, err


@pytest.mark.parametrize(("flag", "value"), [
    ("--backend", "no-equals-sign"),
    ("--backend", "up=not-a-url"),
    ("--key", "no-equals-sign"),
    ("--key", "../bad=secret"),
    ("--trust", "not-an-address"),
])
def test_a_bad_flag_is_one_line_on_stderr_and_a_failure(tandem_home, capfd, flag, value):
    result = serve_in_process(capfd, tandem_home, "--engine", "none", "--backend",
                              DEAD_BACKEND, flag, value)
    assert_one_line_error(*result, flag)


def test_engine_none_without_backends_has_nothing_to_serve(tandem_home, capfd):
    assert_one_line_error(*serve_in_process(capfd, tandem_home, "--engine", "none"), "backend")


def test_a_port_in_use_is_one_line_on_stderr_and_a_failure(tandem_home):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        r = run_serve(tandem_home, "--engine", "none", "--backend", DEAD_BACKEND,
                      "--port", str(port))
    assert_one_line_error(r.returncode, r.stdout, r.stderr, "in use", str(port))


def test_a_missing_model_is_one_line_on_stderr_and_a_failure(tandem_home, tmp_path, capfd):
    missing = tmp_path / "nope.gguf"
    result = serve_in_process(capfd, tandem_home, "--model", str(missing))
    assert_one_line_error(*result, str(missing))


def test_an_unreadable_model_is_one_line_on_stderr_and_a_failure(tandem_home, tmp_path, capfd):
    junk = tmp_path / "junk.gguf"
    junk.write_bytes(b"not a model at all")
    assert_one_line_error(*serve_in_process(capfd, tandem_home, "--model", str(junk)),
                          str(junk))


def test_a_notes_root_inside_a_git_work_tree_is_refused(tmp_path, capfd):
    repo = tmp_path / "repo"
    git.Repo.init(repo).close()
    home = repo / "home"
    result = serve_in_process(capfd, home, "--engine", "none", "--backend", DEAD_BACKEND)
    assert_one_line_error(*result, str(repo))
    assert not (home / "memory" / "notes").exists()


def test_a_notes_root_from_config_toml_inside_a_git_work_tree_is_refused(tandem_home, tmp_path,
                                                                        capfd):
    repo = tmp_path / "repo"
    git.Repo.init(repo).close()
    (tandem_home / "config.toml").write_text(f'notes_root = "{repo / "notes"}"\n')
    result = serve_in_process(capfd, tandem_home, "--engine", "none", "--backend", DEAD_BACKEND)
    assert_one_line_error(*result, str(repo), "notes_root")
    assert not (repo / "notes").exists()


async def test_the_notes_go_under_the_notes_root_of_config_toml(tandem_home, tmp_path,
                                                                upstream):
    elsewhere = tmp_path / "elsewhere"
    (tandem_home / "config.toml").write_text(f'notes_root = "{elsewhere}"\n')
    serve = spawn_serve(tandem_home, "--engine", "none", "--backend", f"up={upstream.base_url}")
    assert serve.stop() == 0
    assert (elsewhere / ".lock").is_file()
    assert not (tandem_home / "memory").exists()


async def test_serve_prints_one_line_serves_and_exits_0_on_sigterm(tandem_home, upstream):
    serve = spawn_serve(tandem_home, "--engine", "none", "--backend", f"up={upstream.base_url}")
    try:
        assert serve.url.startswith("http://127.0.0.1:")
        client = openai.AsyncOpenAI(base_url=serve.base_url, api_key="x", max_retries=0)
        done = await client.chat.completions.create(
            model="up/m1", messages=[{"role": "user", "content": "hi"}])
        assert done.choices[0].message.content == "ok"
    finally:
        code = serve.stop()
    assert code == 0
    assert serve.proc.stdout is not None and serve.proc.stdout.read() == ""


async def test_sigint_also_exits_0(tandem_home):
    serve = spawn_serve(tandem_home, "--engine", "none", "--backend", DEAD_BACKEND)
    serve.proc.send_signal(signal.SIGINT)
    assert serve.proc.wait(timeout=20) == 0


async def test_key_flags_gate_relayed_requests(tandem_home, upstream: ScriptedUpstream):
    serve = spawn_serve(tandem_home, "--engine", "none", "--backend", f"up={upstream.base_url}",
                        "--key", "alice=alice-secret")
    try:
        good = openai.AsyncOpenAI(base_url=serve.base_url, api_key="alice-secret",
                                  max_retries=0)
        done = await good.chat.completions.create(
            model="up/m1", messages=[{"role": "user", "content": "zebra-quokka"}])
        assert done.choices[0].message.content == "ok"
        bad = openai.AsyncOpenAI(base_url=serve.base_url, api_key="wrong", max_retries=0)
        with pytest.raises(openai.AuthenticationError):
            await bad.chat.completions.create(
                model="up/m1", messages=[{"role": "user", "content": "hi"}])
    finally:
        assert serve.stop() == 0
    assert "user=alice" in serve.stderr_text()
    assert "zebra-quokka" not in serve.stderr_text()  # message text is never logged


def test_serve_reads_backends_from_config_toml(tandem_home):
    (tandem_home / "config.toml").write_text(
        'engine = "none"\n[[backends]]\nname = "cfg"\nbase_url = "http://127.0.0.1:9/v1"\n')
    serve = spawn_serve(tandem_home)
    assert serve.stop() == 0



@pytest.mark.llama
@pytest.mark.timeout(240)
@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_ctrl_c_or_sigterm_while_serve_starts_is_one_line_and_exit_0(tandem_home, sig):
    """During the llama.cpp probe (a fresh home): no traceback, the probe child killed (it
    runs in a session of its own, so only Tandem can), nothing recorded."""
    with running_tandem("serve", "--home", str(tandem_home), "--port", "0",
                        env={**os.environ, "PYTHONUNBUFFERED": "1"}) as proc:
        assert proc.stdout is not None and proc.stderr is not None
        child = wait_for_probe_child(proc)
        proc.send_signal(sig)
        assert proc.wait(timeout=30) == 0
        err = proc.stderr.read()
        assert "Traceback" not in err, err
        assert err.splitlines()[-1] == "tandem serve: interrupted"
        assert proc.stdout.read() == ""
        wait_for(lambda: gone(child), timeout=10)
    assert not (tandem_home / "state" / PROBE_FILE).exists()
