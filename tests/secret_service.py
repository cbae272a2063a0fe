"""A real Secret Service for the keyring tests: gnome-keyring-daemon inside its own
private D-Bus session (`dbus-run-session`), with its keyrings under a temporary home.

Nothing here skips: on CI `.ci/run` installs gnome-keyring and dbus, so a missing binary
is a failure that says what to install, not a silently untested password.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

_SCRIPT = (
    'printf unlock | gnome-keyring-daemon --unlock --components=secrets >/dev/null; '
    'echo "BUS=$DBUS_SESSION_BUS_ADDRESS"; exec sleep 100000'
)


@contextmanager
def secret_service(base: Path) -> Iterator[dict[str, str]]:
    """The environment (D-Bus address, HOME, XDG dirs) of a running Secret Service."""
    missing = [b for b in ("dbus-run-session", "gnome-keyring-daemon") if not shutil.which(b)]
    if missing:
        raise RuntimeError(f"{', '.join(missing)} missing: apt-get install gnome-keyring dbus")
    runtime = base / "run"
    runtime.mkdir(mode=0o700, parents=True)
    env = {**os.environ, "HOME": str(base), "XDG_RUNTIME_DIR": str(runtime),
           "XDG_DATA_HOME": str(base / "data"), "XDG_CONFIG_HOME": str(base / "config")}
    env.pop("DBUS_SESSION_BUS_ADDRESS", None)
    proc = subprocess.Popen(["dbus-run-session", "--", "sh", "-c", _SCRIPT], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                            start_new_session=True)
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline().strip()
        if not line.startswith("BUS=unix:"):
            raise RuntimeError(f"the Secret Service did not start: {line!r}")
        keys = ("HOME", "XDG_RUNTIME_DIR", "XDG_DATA_HOME", "XDG_CONFIG_HOME")
        yield {"DBUS_SESSION_BUS_ADDRESS": line[4:], **{k: env[k] for k in keys}}
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=10)
