"""What a restart runs: the same command again, whichever way it was started."""

from __future__ import annotations

import pytest

from app.cli import build_parser
from app.ui.restart import RestartRequest, restart_command, restart_environment

PYTHON = "/opt/tandem/.venv/bin/python3"


def test_a_module_run_is_run_again_with_its_flags_by_this_interpreter():
    orig = ["python3", "-m", "app.cli", "--home", "/h", "--port", "9000"]
    assert restart_command(PYTHON, orig, ["/repo/app/cli.py", "--home", "/h", "--port", "9000"],
                           frozen=False) == [PYTHON, "-m", "app.cli", "--home", "/h",
                                             "--port", "9000"]


def test_the_tandem_script_is_run_again_through_the_interpreter():
    orig = [PYTHON, "/opt/tandem/.venv/bin/tandem", "--home", "/h"]
    assert restart_command(PYTHON, orig, orig[1:], frozen=False) == orig


def test_a_bundle_runs_itself_again_with_its_arguments():
    bundle = "/opt/tandem/dist/tandem/tandem"
    assert restart_command(bundle, [bundle, "--home", "/h"], [bundle, "--home", "/h"],
                           frozen=True) == [bundle, "--home", "/h"]


def test_a_flag_for_a_setting_just_changed_is_left_out_so_the_saved_value_wins():
    orig = ["python3", "-m", "app.cli", "gui", "--port", "9000", "--home", "/h",
            "--model=/m.gguf", "--engine", "none", "--backend", "up=http://x"]
    assert restart_command(PYTHON, orig, orig[1:], frozen=False,
                           changed=["port", "model", "threads"]) == [
        PYTHON, "-m", "app.cli", "gui", "--home", "/h", "--engine", "none",
        "--backend", "up=http://x"]


def test_nothing_is_run_unless_a_restart_was_asked_for():
    RestartRequest().exec_if_asked()  # returns: this test process is still here


@pytest.mark.parametrize("words", [["gui", "--po", "0"], ["serve", "--mod", "/m.gguf"],
                                   ["--hom", "/h"], ["notes", "list", "--sc", "user"]])
def test_abbreviated_flags_are_refused_so_a_restart_never_keeps_one(words, capsys):
    """`--po 0` would survive `restart_command`, which drops flags by their full names."""
    with pytest.raises(SystemExit) as stopped:
        build_parser().parse_args(["gui", *words] if words[0].startswith("-") else words)
    assert stopped.value.code == 2
    assert "unrecognized arguments" in capsys.readouterr().err


def test_a_bundle_restarts_with_a_reset_pyinstaller_environment():
    env = {"HOME": "/home/a", "_PYI_ARCHIVE_FILE": "/opt/tandem/tandem"}
    assert restart_environment(env, frozen=True) == {
        **env, "PYINSTALLER_RESET_ENVIRONMENT": "1"}
    assert restart_environment(env, frozen=False) == env
