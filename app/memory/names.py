"""The names a notes folder or file is called by: users, sessions, projects, note ids.

Each becomes one path component under the notes root, so each must be checked before it
touches a path: a name with a separator or a leading dot could leave the root or hide a
file. Kept free of git, whoosh and yaml, so the request types can use it cheaply.
"""

from __future__ import annotations

import hashlib
import os
import re

MAX_NAME = 64
_NAME_RE = re.compile(r"^[\w.@+-](?:[\w.@+ -]*[\w.@+-])?$")
_PROJECT_CHARS = re.compile(r"[^A-Za-z0-9._+-]+")


class UnsafeNameError(ValueError):
    """A user, session, project or id that could leave the notes root or is not a name."""


def safe_name(value: str | None, what: str) -> str:
    """One path component we created or accept: no separators, no dots-only, no NUL, short."""
    if not isinstance(value, str) or not value:
        raise UnsafeNameError(f"{what} is empty")
    if len(value) > MAX_NAME:
        raise UnsafeNameError(f"{what} is longer than {MAX_NAME} characters")
    if value in (".", "..") or value.startswith(".") or not _NAME_RE.fullmatch(value):
        raise UnsafeNameError(
            f"{what} may hold only letters, digits, spaces inside, and . _ @ + - (not a first .)"
        )
    return value


def project_key(path: str | os.PathLike[str]) -> str:
    """`<basename>-<first 8 hex of sha256(absolute path)>`; the basename is made file-safe
    only where it has to be, so the folder stays recognisable. A NUL byte names no path
    (and would stop `expanduser` with a ValueError): UnsafeNameError, like any bad name."""
    text = os.fspath(path)
    if "\x00" in text:
        raise UnsafeNameError("a project path must not hold a NUL byte")
    absolute = os.path.abspath(os.path.expanduser(text))
    digest = hashlib.sha256(absolute.encode("utf-8", "surrogateescape")).hexdigest()[:8]
    base = _PROJECT_CHARS.sub("_", os.path.basename(absolute)).lstrip(".")
    base = base[: MAX_NAME - 9] or "root"
    return f"{base}-{digest}"


def scope_key(scope: str, project: str | None = None, session: str | None = None) -> str:
    """The folder-level scope a request must see to see a note there: `user`,
    `project:<project key>` or `session:<session id>`."""
    if scope == "project":
        return f"project:{project}"
    if scope == "session":
        return f"session:{session}"
    return "user"
