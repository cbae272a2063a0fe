"""Server-sent events, both ways: decoding an upstream's byte stream and framing our own.

Bytes from a socket arrive in arbitrary pieces: a piece may end inside a line, inside
the blank line that ends an event, or inside a multi-byte UTF-8 character. Decoding each
piece on its own would corrupt the character or split an event, so the decoder keeps an
incremental UTF-8 decoder and a partial line between pieces, and only hands out complete
events.
"""

from __future__ import annotations

import codecs
import json
from typing import Any

DONE = "[DONE]"
_FIELDS = ("event:", "id:", "retry:", ":")


class SSEError(ValueError):
    """A line that is not server-sent events at all (strict mode only)."""


class SSEDecoder:
    """Feed raw bytes, get the `data` payload of each complete event (lines joined by "\\n").

    Comment lines (`:`) and the `event`/`id`/`retry` fields are ignored; OpenAI-style
    streams carry everything in `data`. Invalid UTF-8 becomes U+FFFD rather than raising,
    so garbage surfaces as a JSON error at the caller, with the text to show for it.
    """

    __slots__ = ("_data", "_decoder", "_partial", "strict")

    def __init__(self, *, strict: bool = False) -> None:
        self.strict = strict
        """Raise SSEError on a line that is no SSE field, instead of skipping it as the
        SSE spec says: a relay wants garbage reported, not silently dropped."""
        self._decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self._partial = ""
        self._data: list[str] = []

    def feed(self, chunk: bytes) -> list[str]:
        text = self._partial + self._decoder.decode(chunk)
        if "\n" not in text:
            self._partial = text
            return []
        lines = text.split("\n")
        self._partial = lines.pop()
        events: list[str] = []
        for line in lines:
            self._line(line, events)
        return events

    def finish(self) -> list[str]:
        """The events still held when the stream ends, even without a final blank line."""
        events: list[str] = []
        rest = self._partial + self._decoder.decode(b"", final=True)
        self._partial = ""
        if rest:
            self._line(rest, events)
        if self._data:
            events.append("\n".join(self._data))
            self._data = []
        return events

    def _line(self, line: str, events: list[str]) -> None:
        if line.endswith("\r"):
            line = line[:-1]
        if not line:
            if self._data:
                events.append("\n".join(self._data))
                self._data = []
            return
        if line.startswith("data:"):
            value = line[5:]
            self._data.append(value[1:] if value.startswith(" ") else value)
        elif self.strict and not line.startswith(_FIELDS):
            raise SSEError(f"not a server-sent event line: {line[:80]!r}")
        # Comments (":") and other fields carry nothing an OpenAI stream needs.


def frame(payload: dict[str, Any]) -> bytes:
    """One `data:` event. ensure_ascii=False keeps non-Latin text one byte-run, not escapes."""
    body = json.dumps(payload, ensure_ascii=False, separators=(",", ":"))
    return b"data: " + body.encode() + b"\n\n"


DONE_FRAME = b"data: [DONE]\n\n"
