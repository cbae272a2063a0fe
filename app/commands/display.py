"""Whether Qt can open a window here, asked before Qt is loaded.

Qt's xcb plugin aborts the whole process (qFatal) when a system library it links is
missing or no X display answers, so no try/except around QApplication could fall back.
The libraries and the display are tried here first, and `tandem` serves headless instead,
naming what to install or which display is silent.
"""

from __future__ import annotations

import ctypes
import sys
from collections.abc import Callable, Mapping

XCB_LIBRARIES: dict[str, str] = {
    "libxcb.so.1": "libxcb1",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
}
"""What `ldd` lists for PySide6's Qt/plugins/platforms/libqxcb.so (Qt 6.12) beyond the C
runtime and what QtGui itself needs (a QtGui without its libraries fails as an
ImportError, which `tandem` reports itself); the values are the Debian/Ubuntu packages."""

Loader = Callable[[str], bool]
Connector = Callable[[str], bool]
"""Whether an X server answers on a DISPLAY value."""


def loadable(soname: str) -> bool:
    """The dynamic loader's own answer, with the search path Qt will use."""
    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def x_display_answers(display: str) -> bool:
    """libxcb's own connect, as Qt's xcb plugin will do it (same DISPLAY, same
    XAUTHORITY); a connection that fails here is the one Qt would abort on."""
    xcb = ctypes.CDLL("libxcb.so.1")
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    connection = xcb.xcb_connect(display.encode(), None)
    try:
        return xcb.xcb_connection_has_error(connection) == 0
    finally:
        xcb.xcb_disconnect(connection)  # frees the error connection too


def qt_platform(env: Mapping[str, str]) -> str:
    """The platform plugin Qt will pick: QT_QPA_PLATFORM's first choice, else Qt's default
    on Linux (wayland in a Wayland session, xcb otherwise)."""
    chosen = env.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip()
    if chosen:
        return chosen
    return "wayland" if env.get("WAYLAND_DISPLAY") else "xcb"


def missing_libraries(load: Loader = loadable) -> list[str]:
    return [name for name in XCB_LIBRARIES if not load(name)]


def why_no_window(env: Mapping[str, str], system: str = sys.platform,
                  load: Loader = loadable,
                  connect: Connector = x_display_answers) -> str | None:
    """None when Qt can open a window; else why not, as `tandem` says it in one line."""
    if system in ("darwin", "win32"):
        return None
    platform = qt_platform(env)
    if platform not in ("xcb", "wayland"):
        return None  # offscreen, vnc, eglfs…: chosen on purpose, nothing to check
    if not env.get("WAYLAND_DISPLAY" if platform == "wayland" else "DISPLAY"):
        return "no display found"
    if platform == "wayland":
        return None
    missing = missing_libraries(load)
    if missing:
        packages = " ".join(sorted({XCB_LIBRARIES[name] for name in missing}))
        return (f"Qt cannot open a window: missing {', '.join(missing)} "
                f"(sudo apt install {packages})")
    display = env["DISPLAY"]
    if not connect(display):
        return f"the display {display} does not answer"
    return None
