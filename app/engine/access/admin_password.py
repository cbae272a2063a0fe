"""The admin password, kept only in the OS keyring (service `tandem`, username
`admin:<absolute home path>`): never a file under the home, in clear or hashed.

Every call here is a blocking D-Bus round trip, so the server calls these through a
thread, never on the event loop. A keyring that cannot store secrets (the fail or null
backend, or no Secret Service on the bus) is `KeyringUnavailable`: set-password then
stores nothing rather than falling back to a plain-text file.
"""

from __future__ import annotations

from pathlib import Path

import keyring
import keyring.errors
from keyring.backends import fail, null

SERVICE = "tandem"
ADMIN_USER = "admin"
MAX_PASSWORD = 1024


def password_problem(password: str) -> str | None:
    """Why `password` cannot be the admin password, or None; the CLI and the window both
    ask this before storing anything."""
    if not password or len(password) > MAX_PASSWORD or "\x00" in password:
        return f"the password must be 1 to {MAX_PASSWORD} characters"
    return None


class KeyringUnavailable(RuntimeError):
    """No usable keyring; the message is one line for the person."""


def keyring_username(home: Path) -> str:
    return f"{ADMIN_USER}:{Path(home).resolve()}"


def _backend() -> keyring.backend.KeyringBackend:
    backend = keyring.get_keyring()
    inner = getattr(backend, "backends", [backend])  # the chainer holds the real ones
    if not inner or all(isinstance(b, fail.Keyring | null.Keyring) for b in inner):
        raise KeyringUnavailable(
            "no usable OS keyring (no Secret Service on the session bus); nothing stored")
    return backend


def get_password(home: Path) -> str | None:
    """The admin password, or None when none is set or no keyring can hold one (then no
    password can have been set, and the admin routes are open)."""
    try:
        backend = _backend()
    except KeyringUnavailable:
        return None
    try:
        return backend.get_password(SERVICE, keyring_username(home))
    except keyring.errors.NoKeyringError:
        return None
    except keyring.errors.KeyringError as exc:
        raise KeyringUnavailable(f"the OS keyring did not answer: {exc}") from None


def set_password(home: Path, password: str) -> None:
    backend = _backend()
    try:
        backend.set_password(SERVICE, keyring_username(home), password)
    except keyring.errors.KeyringError as exc:
        raise KeyringUnavailable(f"the OS keyring refused the password: {exc}") from None


def clear_password(home: Path) -> bool:
    """Remove the password; False when there was none."""
    backend = _backend()
    try:
        backend.delete_password(SERVICE, keyring_username(home))
    except keyring.errors.PasswordDeleteError:
        return False
    except keyring.errors.KeyringError as exc:
        raise KeyringUnavailable(f"the OS keyring did not answer: {exc}") from None
    return True


def backend_name() -> str:
    backend = keyring.get_keyring()
    return f"{type(backend).__module__}.{type(backend).__name__}"
