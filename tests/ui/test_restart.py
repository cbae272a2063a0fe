"""What a restart runs: the same command again, whichever way it was started."""

from __future__ import annotations

from app.ui.restart import RestartRequest, restart_command

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
