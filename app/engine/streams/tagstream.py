"""A streaming splitter for tagged spans in model output (`<think>`, `<tandem_memory>`).

Text arrives in arbitrary chunks and a tag may be split across them at any character.
The parser holds back only a pending tail that is still a prefix of some tag, so
everything else goes out at once; it does no I/O and keeps allocations off the common
path (a chunk with no `<` in it is passed straight through).

Two kinds of span:
- streamed spans (reasoning): their inner text goes out as it arrives, tags removed;
- captured spans (memory blocks): the whole raw text, tags included, goes out as one
  event when the span closes. A captured span that grows past its limit, or never
  closes, goes out as the content it was.
"""

from __future__ import annotations

from dataclasses import dataclass

Event = tuple[str, str]

CONTENT = "content"
REASONING = "reasoning"
BLOCK = "block"

_TAG_BOUNDARY = frozenset(" \t\r\n>")
_TAG_MAX = 400
"""An opening tag longer than this is text: it must not hold the stream back for long."""


@dataclass(frozen=True, slots=True)
class Span:
    """One kind of tagged span.

    `opener` is matched literally; with `attributes`, the opener must be followed by
    whitespace or `>` and the tag runs to the next `>` (the attributes are part of the
    raw text of a captured span).
    """

    opener: str
    closer: str
    channel: str
    captured: bool = False
    attributes: bool = False
    max_chars: int | None = None


THINK = Span("<think>", "</think>", REASONING)


def _closer_tail(text: str, closer: str) -> int:
    """Length of the longest suffix of `text` that is a proper prefix of `closer`."""
    limit = min(len(text), len(closer) - 1)
    for n in range(limit, 0, -1):
        if closer.startswith(text[-n:]):
            return n
    return 0


class TagStreamParser:
    """Feed chunks, get `(channel, text)` events; adjacent same-channel events are merged."""

    __slots__ = ("_captured", "_overflowed", "_pending", "_span", "_spans")

    def __init__(self, spans: tuple[Span, ...]) -> None:
        self._spans = spans
        self._span: Span | None = None
        self._pending = ""
        self._captured: list[str] = []
        self._overflowed = False

    def feed(self, text: str) -> list[Event]:
        if self._pending:
            text = self._pending + text
            self._pending = ""
        elif self._span is None and "<" not in text:
            return [(CONTENT, text)] if text else []
        events: list[Event] = []
        pos = 0
        end = len(text)
        while pos < end:
            span = self._span
            if span is None:
                pos = self._outside(text, pos, events)
            elif span.captured:
                pos = self._inside_captured(text, pos, span, events)
            else:
                pos = self._inside_streamed(text, pos, span, events)
        return _merged(events)

    def finish(self) -> list[Event]:
        """Flush what is held: a partial tag is text, an unclosed capture goes out as content."""
        events: list[Event] = []
        span = self._span
        rest = self._pending
        if span is None:
            _emit(events, CONTENT, rest)
        elif span.captured:
            _emit(events, CONTENT, "".join(self._captured) + rest)
            self._overflowed = False
        else:
            _emit(events, span.channel, rest)
        self._span = None
        self._pending = ""
        self._captured = []
        return _merged(events)

    def _outside(self, text: str, pos: int, events: list[Event]) -> int:
        lt = text.find("<", pos)
        if lt < 0:
            _emit(events, CONTENT, text[pos:])
            return len(text)
        _emit(events, CONTENT, text[pos:lt])
        partial = False
        for span in self._spans:
            opener = span.opener
            if text.startswith(opener, lt):
                after = lt + len(opener)
                if not span.attributes:
                    self._enter(span, text[lt:after])
                    return after
                if after == len(text):
                    partial = True
                    continue
                if text[after] not in _TAG_BOUNDARY:
                    continue
                limit = lt + _TAG_MAX
                gt = text.find(">", after, limit)
                if gt < 0:
                    partial = partial or len(text) < limit
                    continue
                self._enter(span, text[lt : gt + 1])
                return gt + 1
            if opener.startswith(text[lt : lt + len(opener)]):
                partial = True
        if partial:
            self._pending = text[lt:]
            return len(text)
        _emit(events, CONTENT, "<")
        return lt + 1

    def _enter(self, span: Span, opener_text: str) -> None:
        self._span = span
        if span.captured:
            self._captured = [opener_text]

    def _inside_streamed(self, text: str, pos: int, span: Span, events: list[Event]) -> int:
        idx = text.find(span.closer, pos)
        if idx >= 0:
            _emit(events, span.channel, text[pos:idx])
            self._span = None
            return idx + len(span.closer)
        keep = _closer_tail(text[pos:], span.closer)
        cut = len(text) - keep
        _emit(events, span.channel, text[pos:cut])
        self._pending = text[cut:]
        return len(text)

    def _inside_captured(self, text: str, pos: int, span: Span, events: list[Event]) -> int:
        idx = text.find(span.closer, pos)
        if idx >= 0:
            stop = idx + len(span.closer)
            self._captured.append(text[pos:stop])
            raw = "".join(self._captured)
            too_long = self._overflowed or (
                span.max_chars is not None and len(raw) > span.max_chars
            )
            self._captured = []
            self._span = None
            self._overflowed = False
            _emit(events, CONTENT if too_long else span.channel, raw)
            return stop
        keep = _closer_tail(text[pos:], span.closer)
        cut = len(text) - keep
        self._captured.append(text[pos:cut])
        self._pending = text[cut:]
        if self._overflowed:
            _emit(events, CONTENT, "".join(self._captured))
            self._captured = []
        elif span.max_chars is not None and sum(map(len, self._captured)) > span.max_chars:
            # Too long to be a note: it streams on as the text it was, up to its closer.
            self._overflowed = True
            _emit(events, CONTENT, "".join(self._captured))
            self._captured = []
        return len(text)


def _emit(events: list[Event], channel: str, text: str) -> None:
    if text:
        events.append((channel, text))


def _merged(events: list[Event]) -> list[Event]:
    if len(events) < 2:
        return events
    out: list[Event] = [events[0]]
    for channel, text in events[1:]:
        last_channel, last_text = out[-1]
        if channel == last_channel and channel != BLOCK:
            out[-1] = (channel, last_text + text)
        else:
            out.append((channel, text))
    return out


def think_parser() -> TagStreamParser:
    """Splits `<think>` sections out of the content into reasoning."""
    return TagStreamParser((THINK,))
