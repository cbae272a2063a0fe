"""`tandem` without what Qt needs: it says what is missing, then serves headless."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from tandem_process import assert_serves_then_quits_on_sigterm, running_tandem

from app.commands.display import XCB_LIBRARIES, loadable, why_no_window

X_SESSION = {"DISPLAY": ":0"}


def without(*names: str):  # type: ignore[no-untyped-def]
    return lambda soname: soname not in names


def refuse_to_be_asked(soname: str) -> bool:
    raise AssertionError(f"{soname} was looked up where no library is needed")


def test_missing_xcb_libraries_are_named_with_their_packages():
    why = why_no_window(X_SESSION, "linux", without("libxcb-cursor.so.0", "libxcb-icccm.so.4"))
    assert why == ("Qt cannot open a window: missing libxcb-cursor.so.0, libxcb-icccm.so.4 "
                   "(sudo apt install libxcb-cursor0 libxcb-icccm4)")


def test_with_every_library_there_the_window_opens():
    assert why_no_window(X_SESSION, "linux", without()) is None
    assert why_no_window({**X_SESSION, "QT_QPA_PLATFORM": "xcb"}, "linux", without()) is None


def test_no_display_at_all_falls_back():
    assert why_no_window({}, "linux", refuse_to_be_asked) == "no display found"
    assert why_no_window({"QT_QPA_PLATFORM": "xcb"}, "linux",
                         refuse_to_be_asked) == "no display found"
    assert why_no_window({"QT_QPA_PLATFORM": "wayland"}, "linux",
                         refuse_to_be_asked) == "no display found"


def test_platforms_other_than_xcb_are_not_checked_for_xcb_libraries():
    assert why_no_window({"QT_QPA_PLATFORM": "offscreen"}, "linux", refuse_to_be_asked) is None
    assert why_no_window({**X_SESSION, "WAYLAND_DISPLAY": "wayland-0"}, "linux",
                         refuse_to_be_asked) is None
    assert why_no_window({}, "darwin", refuse_to_be_asked) is None


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
