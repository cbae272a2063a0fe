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
_STATUS_TAIL = re.compile(
    r"(?:\n*^› (?:" + "|".join(STATUS_WORDS.values()) + r"): [^\n]*$)+\s*\Z", re.MULTILINE
)


def strip_status_lines(content: str) -> str:
    """Remove the `› remembered: …` lines Tandem appended to an answer it sent."""
    return _STATUS_TAIL.sub("", content)
