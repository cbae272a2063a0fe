"""The `› remembered: <title>` lines: how Tandem writes them and takes them out again.

The client shows them after the answer; when it sends the history back, they must go, or
the next prompt would not begin with the bytes the engine already holds.
"""

from __future__ import annotations

import re

STATUS_WORDS = {
    "added": "remembered",
    "revised": "updated",
    "archived": "archived",
    "archive_requested": "asked to archive",
}
STATUS_LINE = re.compile(r"^› (?:" + "|".join(STATUS_WORDS.values()) + r"): (.+)$")
_RENAMED = re.compile(r"^.+ \(now: (.+)\)$")
_STATUS_TAIL = re.compile(
    r"(?:\n*^› (?:" + "|".join(STATUS_WORDS.values()) + r"): [^\n]*$)+\s*\Z", re.MULTILINE
)


def strip_status_lines(content: str) -> str:
    """Remove the `› remembered: …` lines Tandem appended to an answer it sent."""
    return _STATUS_TAIL.sub("", content)


def renamed(old: str, new: str) -> str:
    """How a line names a note a fact went into that changed its title on the way."""
    return f"{old} (now: {new})"


def named_title(line: str) -> str | None:
    """The title the named note has now (after a `renamed` one, its new title); None for
    a line that is not a status line."""
    found = STATUS_LINE.match(line)
    if found is None:
        return None
    now = _RENAMED.match(found[1])
    return now[1] if now else found[1]
