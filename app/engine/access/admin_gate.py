"""The admin rule of the notes routes: open while no admin password is set; once one is,
every route (reads too) needs `Authorization: Basic` with user `admin` and the password.

The password is read from the OS keyring through a thread (a D-Bus round trip must not
stall the loop) and kept for `REFRESH_S`, so a password set or cleared with `tandem admin`
while the server runs counts within that time and no request pays a lookup. Failed
attempts (wrong credentials, not their absence) are counted per address: past
`MAX_FAILURES` in `WINDOW_S` that address gets 429 until the window has passed, correct
password or not, so guessing costs time.
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import hmac
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from app.engine.access.admin_password import ADMIN_USER, KeyringUnavailable, get_password

REFRESH_S = 2.0
"""Well inside the 5 s in which a set or cleared password must take effect."""
MAX_FAILURES = 5
WINDOW_S = 60.0
_MAX_TRACKED = 4096


@dataclass(frozen=True, slots=True)
class Denied:
    """Why a request may not pass: 401 (ask for the password), 429 or 503."""

    status: int
    message: str
    code: str
    retry_after: int | None = None


@dataclass(slots=True)
class AdminGate:
    home: Path
    lookup: Callable[[Path], str | None] = get_password
    refresh_s: float = REFRESH_S
    _cached: str | None = None
    _cached_at: float | None = None
    _lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    _failures: dict[str, deque[float]] = field(default_factory=dict)

    async def password(self) -> str | None:
        """The current password (None: open); one keyring lookup at a time."""
        async with self._lock:
            now = time.monotonic()
            if self._cached_at is None or now - self._cached_at >= self.refresh_s:
                self._cached = await asyncio.to_thread(self.lookup, self.home)
                self._cached_at = time.monotonic()
            return self._cached

    async def check(self, authorization: str | None, remote: str | None) -> str | Denied:
        """Who may act (`admin`, or `open` while no password is set), or why not."""
        address = remote or "unknown"
        try:
            password = await self.password()
        except KeyringUnavailable:
            return Denied(503, "the OS keyring holding the admin password did not answer",
                          "keyring_unavailable")
        if password is None:
            return "open"
        blocked = self._blocked_for(address)
        if blocked is not None:
            return Denied(429, "too many failed admin logins from this address; try later",
                          "rate_limited", blocked)
        if _matches(authorization, password):
            return ADMIN_USER
        if authorization:  # asking without credentials is how a client learns it must
            self._fail(address)
        return Denied(401, "the notes routes need the admin password (HTTP Basic, user admin)",
                      "admin_auth_required")

    def _blocked_for(self, address: str) -> int | None:
        stamps = self._failures.get(address)
        if not stamps:
            return None
        now = time.monotonic()
        while stamps and now - stamps[0] >= WINDOW_S:
            stamps.popleft()
        if len(stamps) < MAX_FAILURES:
            return None
        return max(1, int(WINDOW_S - (now - stamps[0])) + 1)

    def _fail(self, address: str) -> None:
        if address not in self._failures and len(self._failures) >= _MAX_TRACKED:
            self._failures.pop(next(iter(self._failures)))  # the oldest address goes
        self._failures.setdefault(address, deque(maxlen=MAX_FAILURES)).append(time.monotonic())


def _matches(authorization: str | None, password: str) -> bool:
    """HTTP Basic for `admin:<password>`, compared in constant time (user and password
    both), so the answer's timing says nothing about how much of a guess was right."""
    scheme, _, encoded = (authorization or "").partition(" ")
    if scheme.lower() != "basic":
        return False
    try:
        user, sep, given = base64.b64decode(encoded.strip(), validate=True).decode(
            "utf-8").partition(":")
    except (binascii.Error, UnicodeDecodeError):
        return False
    user_ok = hmac.compare_digest(user.encode(), ADMIN_USER.encode())
    password_ok = hmac.compare_digest(given.encode(), password.encode())
    return bool(sep) and user_ok and password_ok
