"""`tandem` without what Qt needs: it says what is missing, then serves headless."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from tandem_process import assert_serves_then_quits_on_sigterm, running_tandem

from app.commands.display import XCB_LIBRARIES, loadable, why_no_window, x_display_answers

X_SESSION = {"DISPLAY": ":0"}


def without(*names: str):  # type: ignore[no-untyped-def]
    return lambda soname: soname not in names


def refuse_to_be_asked(name: str) -> bool:
    raise AssertionError(f"{name} was looked up where nothing needs to be")


def answers(display: str) -> bool:
    return True


def silent(display: str) -> bool:
    return False


@pytest.fixture
def silent_display() -> Iterator[str]:
    """A DISPLAY value no X server owns here: no lock file, no socket."""
    for number in range(173, 273):
        if not (Path(f"/tmp/.X{number}-lock").exists()
                or Path(f"/tmp/.X11-unix/X{number}").exists()):
            yield f":{number}"
            return
    pytest.skip("every display number tried has an X server")


def test_missing_xcb_libraries_are_named_with_their_packages():
    why = why_no_window(X_SESSION, "linux", without("libxcb-cursor.so.0", "libxcb-icccm.so.4"),
                        refuse_to_be_asked)
    assert why == ("Qt cannot open a window: missing libxcb-cursor.so.0, libxcb-icccm.so.4 "
                   "(sudo apt install libxcb-cursor0 libxcb-icccm4)")


def test_with_every_library_there_and_a_display_that_answers_the_window_opens():
    assert why_no_window(X_SESSION, "linux", without(), answers) is None
    assert why_no_window({**X_SESSION, "QT_QPA_PLATFORM": "xcb"}, "linux", without(),
                         answers) is None


def test_a_display_that_does_not_answer_falls_back_and_is_named():
    assert why_no_window({"DISPLAY": ":55"}, "linux", without(),
                         silent) == "the display :55 does not answer"


def test_libxcb_says_whether_a_display_answers(silent_display: str):
    assert not x_display_answers(silent_display)


def test_no_display_at_all_falls_back():
    for env in ({}, {"QT_QPA_PLATFORM": "xcb"}, {"QT_QPA_PLATFORM": "wayland"}):
        assert why_no_window(env, "linux", refuse_to_be_asked,
                             refuse_to_be_asked) == "no display found"


def test_platforms_other_than_xcb_are_not_checked_for_xcb_libraries_or_an_x_server():
    for env, system in (({"QT_QPA_PLATFORM": "offscreen"}, "linux"),
                        ({**X_SESSION, "WAYLAND_DISPLAY": "wayland-0"}, "linux"),
                        ({}, "darwin")):
        assert why_no_window(env, system, refuse_to_be_asked, refuse_to_be_asked) is None


def test_the_loader_answers_for_real_libraries():
    assert loadable("libc.so.6")
    assert not loadable("libtandem-no-such-library.so.7")
    assert all(soname.startswith("lib") and ".so." in soname for soname in XCB_LIBRARIES)


@pytest.mark.parametrize("home_by", ["TANDEM_HOME", "--home"])
def test_tandem_without_a_display_says_so_and_serves_until_sigterm(tmp_path: Path,
                                                                   home_by: str):
    """`tandem` alone, or with the window's flags first (`tandem --home DIR`)."""
    home = tmp_path / "home"
    home.mkdir()
    (home / "config.toml").write_text(
        'engine = "none"\nport = 0\n'
        '[[backends]]\nname = "up"\nbase_url = "http://127.0.0.1:9/v1"\n')
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    flags = ["--home", str(home)] if home_by == "--home" else []
    if home_by == "TANDEM_HOME":
        env["TANDEM_HOME"] = str(home)
    with running_tandem(*flags, env=env) as proc:
        assert proc.stderr is not None
        said = proc.stderr.readline()
        assert said == ("tandem: no display found; starting the headless server "
                        "(tandem serve).\n")
        assert_serves_then_quits_on_sigterm(proc)


def test_tandem_with_a_display_that_does_not_answer_says_so_and_serves(tmp_path: Path,
                                                                       silent_display: str):
    """Qt would abort (exit 134) on this DISPLAY; `tandem` serves headless instead."""
    env = {k: v for k, v in os.environ.items() if k not in ("WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["DISPLAY"] = silent_display
    with running_tandem("--home", str(tmp_path / "home"), "--port", "0", "--engine", "none",
                        "--backend", "up=http://127.0.0.1:9/v1", env=env) as proc:
        assert proc.stderr is not None
        assert proc.stderr.readline() == (
            f"tandem: the display {silent_display} does not answer; starting the headless "
            "server (tandem serve).\n")
        assert_serves_then_quits_on_sigterm(proc)
