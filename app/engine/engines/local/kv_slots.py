"""Saved KV states of recent prompts, so interleaved conversations keep their prefix.

llama.cpp holds one KV cache. When two conversations alternate (two clients, or a chat
and the title request a client sends after it), each evicts the other's prefix and every
turn would prefill its whole history again. Keeping the last few states in RAM and
restoring the one that shares the longest prefix makes a later turn prefill only its new
tokens again. States are bounded in bytes; a state too large to keep is simply not kept.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

DEFAULT_BUDGET_BYTES = 512 * 2**20
MIN_GAIN_TOKENS = 32
"""Restoring costs a copy; it is worth it only for a clearly longer shared prefix."""


@dataclass(frozen=True, slots=True)
class Slot:
    tokens: np.ndarray
    state: bytes


def common_prefix(a: np.ndarray, b: np.ndarray) -> int:
    size = min(len(a), len(b))
    if size == 0:
        return 0
    differ = np.flatnonzero(a[:size] != b[:size])
    return int(differ[0]) if differ.size else size


class KvSlots:
    """Most recent first; a new state replaces any slot whose tokens it extends."""

    def __init__(self, budget_bytes: int = DEFAULT_BUDGET_BYTES, max_slots: int = 4) -> None:
        self.budget_bytes = budget_bytes
        self.max_slots = max_slots
        self._slots: list[Slot] = []

    def __len__(self) -> int:
        return len(self._slots)

    def best(self, tokens: np.ndarray, current: int) -> Slot | None:
        """The slot worth restoring for `tokens`, when the live cache shares `current`."""
        best, best_len = None, current + MIN_GAIN_TOKENS
        for slot in self._slots:
            shared = common_prefix(slot.tokens, tokens)
            if shared >= best_len:
                best, best_len = slot, shared
        return best

    def fits(self, size: int) -> bool:
        return size <= self.budget_bytes // 2

    def put(self, tokens: np.ndarray, state: bytes) -> None:
        kept = [
            s for s in self._slots
            if common_prefix(s.tokens, tokens) < len(s.tokens)  # not a prefix of the new one
        ]
        kept.insert(0, Slot(tokens.copy(), state))
        total = 0
        self._slots = []
        for slot in kept[: self.max_slots]:
            total += len(slot.state)
            if total > self.budget_bytes:
                break
            self._slots.append(slot)
