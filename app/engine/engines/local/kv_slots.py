"""Saved KV states of recent prompts, so interleaved conversations keep their prefix.

llama.cpp holds one KV cache. When two conversations alternate (two clients, or a chat
and the title request a client sends after it), each evicts the other's prefix and every
turn would prefill its whole history again. Keeping states in RAM and restoring the one
that shares the longest prefix makes a later turn prefill only its new tokens again.

The bound is bytes, never a count: Open WebUI sends four requests for a new chat (the
chat, then title, tags and follow-ups), so a count of four lost the chat's state to its
own side requests, and two chats used in turn each re-prefilled. Past the budget the least
recently used state goes; a state too large to keep (over half the budget) is not kept.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from app.contracts.settings import DEFAULT_KV_CACHE_MB

DEFAULT_BUDGET_BYTES = DEFAULT_KV_CACHE_MB * 2**20
"""config.toml's `kv_cache_mb`. SmolLM2-135M holds about 23 KB a token in its states,
so 512 MB keeps some 22,000 tokens of them."""
MIN_GAIN_TOKENS = 32
"""Restoring costs a copy; it is worth it only for a clearly longer shared prefix."""


@dataclass(frozen=True, slots=True, eq=False)
class Slot:
    """Compared by identity: two slots are never the same state."""

    tokens: np.ndarray
    state: bytes


def common_prefix(a: np.ndarray, b: np.ndarray) -> int:
    size = min(len(a), len(b))
    if size == 0:
        return 0
    differ = np.flatnonzero(a[:size] != b[:size])
    return int(differ[0]) if differ.size else size


class KvSlots:
    """Most recently used first; a new state replaces any slot whose tokens it extends."""

    def __init__(self, budget_bytes: int = DEFAULT_BUDGET_BYTES) -> None:
        self.budget_bytes = budget_bytes
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
        if best is not None:  # used now: the last to go
            self._slots.remove(best)
            self._slots.insert(0, best)
        return best

    @property
    def used_bytes(self) -> int:
        return sum(len(s.state) for s in self._slots)

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
        for slot in kept:
            total += len(slot.state)
            if total > self.budget_bytes:
                break  # this one and every less recently used one
            self._slots.append(slot)
