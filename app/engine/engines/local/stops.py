"""Cut generated text at the first stop string, without ever showing any part of it.

Text arrives a token at a time and a stop string may span several tokens ("<|" + "end|>"),
so a tail that could still grow into a stop string is held back until the next piece
decides it. Only that tail is held: anything that can no longer start a stop string goes
out at once, so streaming latency is unchanged when no stop strings are set.
"""

from __future__ import annotations


class StopMatcher:
    """Feed decoded text in any chunking; get back what is safe to show.

    `feed` returns `(text, stopped)`. Once `stopped` is true the stop string and whatever
    followed it are dropped and later feeds return nothing. `flush` releases the held tail
    when generation ends for another reason.
    """

    def __init__(self, stops: list[str]) -> None:
        self._stops = [s for s in dict.fromkeys(stops) if s]
        self._pending = ""
        self.stopped = False
        self.matched: str | None = None

    def feed(self, text: str) -> tuple[str, bool]:
        if self.stopped:
            return "", True
        if not self._stops:
            return text, False
        buffer = self._pending + text
        first = -1
        for stop in self._stops:
            at = buffer.find(stop)
            if at != -1 and (first == -1 or at < first):
                first, self.matched = at, stop
        if first != -1:
            self.stopped = True
            self._pending = ""
            return buffer[:first], True
        keep = self._held_tail(buffer)
        self._pending = buffer[len(buffer) - keep :] if keep else ""
        return buffer[: len(buffer) - keep], False

    def flush(self) -> str:
        tail, self._pending = self._pending, ""
        return "" if self.stopped else tail

    def _held_tail(self, buffer: str) -> int:
        """Length of the longest suffix of `buffer` that is a proper prefix of a stop string."""
        longest = 0
        for stop in self._stops:
            for size in range(min(len(stop) - 1, len(buffer)), longest, -1):
                if buffer.endswith(stop[:size]):
                    longest = size
                    break
        return longest
