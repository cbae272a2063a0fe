"""The names a conversation's session goes by: from a client's id, or derived, or forked.

A session id is also a folder name (`sessions/<id>/` under the user's notes), and the
header allows ids that no folder may have (a `:`, more than 64 characters). Such an id
is mapped, deterministically, to a safe name; an id that is already safe stays as it is,
so its folder is recognisable. Mapped names end in `--<16 hex>`; a safe id that happens
to end that way is mapped too, so no two ids share a folder.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable
from typing import Any

from app.engine.conductor.splice import content_key
from app.memory.names import MAX_NAME, UnsafeNameError, safe_name

_MAPPED = re.compile(r"--[0-9a-f]{16}\Z")
_UNSAFE_CHARS = re.compile(r"[^\w.@+-]+")
_STEM = MAX_NAME - 18


def _digest(*parts: str) -> str:
    return hashlib.sha256("\0".join(parts).encode("utf-8", "surrogatepass")).hexdigest()[:16]


def session_folder_name(client_id: str) -> str:
    """A client's session id as a notes folder name: itself when safe, else a mapping."""
    try:
        if not _MAPPED.search(client_id):
            return safe_name(client_id, "session id")
    except UnsafeNameError:
        pass
    stem = _UNSAFE_CHARS.sub("_", client_id).strip("._ ")[:_STEM].rstrip("._ ") or "session"
    return f"{stem}--{_digest(client_id)}"


def derive_session_id(user: str, profile: str, messages: list[dict[str, Any]]) -> str:
    """The id of a conversation whose client names none: from its first messages."""
    first = {m.get("role"): m.get("content") for m in reversed(messages)}
    seed = (user, profile, content_key(first.get("system")), content_key(first.get("user")))
    return "s" + _digest(*seed)


def fork_id(parent: str, hashes: Iterable[str]) -> str:
    """The thread that follows `parent` for a history whose message hashes begin with
    `hashes` and depart from the recorded ones at the last: the same history always
    reaches the same thread."""
    return "f" + _digest(parent, *hashes)
