"""`tandem admin set-password|clear-password|status`: the admin password of the notes
routes, kept only in the OS keyring (never a file under the home).

set-password reads one line from standard input when that is not a terminal (scripts,
tests); at a terminal it asks twice without echo. Without a usable keyring it says so in
one line and exits non-zero, having stored nothing.
"""

from __future__ import annotations

import argparse
import getpass
import sys

from app.config import resolve_home
from app.engine.access import admin_password
from app.engine.access.admin_password import KeyringUnavailable

PROG = "tandem admin"


def _read_password() -> str | None:
    if not sys.stdin.isatty():
        return sys.stdin.readline().rstrip("\r\n")
    first = getpass.getpass("New admin password: ")
    if getpass.getpass("Again: ") != first:
        print(f"{PROG}: the two passwords differ; nothing stored", file=sys.stderr)
        return None
    return first


def run_admin(args: argparse.Namespace) -> int:
    home = resolve_home(args.home)
    try:
        if args.admin_command == "set-password":
            password = _read_password()
            if password is None:
                return 1
            problem = admin_password.password_problem(password)
            if problem:
                print(f"{PROG}: {problem}; nothing stored", file=sys.stderr)
                return 1
            admin_password.set_password(home, password)
            print(f"admin password set for {home}")
            return 0
        if args.admin_command == "clear-password":
            cleared = admin_password.clear_password(home)
            print(f"admin password cleared for {home}" if cleared else
                  f"no admin password was set for {home}")
            return 0
        if args.admin_command == "status":
            state = "set" if admin_password.get_password(home) else "not set (routes open)"
            print(f"admin password: {state}; keyring {admin_password.backend_name()}; "
                  f"username {admin_password.keyring_username(home)}")
            return 0
    except KeyringUnavailable as exc:
        print(f"{PROG}: {exc}", file=sys.stderr)
        return 1
    raise AssertionError(args.admin_command)
