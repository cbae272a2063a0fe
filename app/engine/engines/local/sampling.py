"""Sampling defaults and the yes/no readout shared by the local engines.

Kept free of any engine library so the ExLlamaV2 engine imports on a GPU machine that has
no llama-cpp-python, and the llama.cpp engine on one without torch.
"""

from __future__ import annotations

import math

from app.engine.engines.base import GenerationRequest

DEFAULT_TEMPERATURE = 0.8
DEFAULT_TOP_P = 0.95
DEFAULT_TOP_K = 40
DEFAULT_MIN_P = 0.05
BAN_BIAS = -100.0
"""OpenAI documents a bias of -100 as a ban; the engines turn it into -inf so it is one."""

YES_WORDS = ("yes", "Yes", " yes", " Yes", "YES")
NO_WORDS = ("no", "No", " no", " No", "NO")
"""Spellings whose single-token forms count as the answer for p_yes."""


def two_way_softmax(yes_logits: list[float], no_logits: list[float]) -> float:
    """P(yes) when the next token is one of the yes-tokens or one of the no-tokens."""
    top = max(*yes_logits, *no_logits)
    p_yes = sum(math.exp(x - top) for x in yes_logits)
    p_no = sum(math.exp(x - top) for x in no_logits)
    return p_yes / (p_yes + p_no)


def extra_number(req: GenerationRequest, name: str, default: float) -> float:
    """A numeric sampling knob the OpenAI schema lacks (top_k, min_p), read from `extra`."""
    value = req.extra.get(name)
    if isinstance(value, int | float) and not isinstance(value, bool):
        return float(value)
    return default
