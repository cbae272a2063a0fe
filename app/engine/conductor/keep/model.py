"""The shipped keep classifier: two logistic heads over the hashed n-grams of features.py.

`asks` says whether a sentence asks Tandem to keep something; `is_rule` whether a kept
fact is a preference or an instruction about how to answer or work (a `rule` note) or
anything else (a `reference`). The weights are a small .npz under resources/, read once;
a decision is a few dozen array lookups, well under a millisecond a sentence, but the
conductor still runs it off the event loop with the rest of the memory work.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np

from app.config import RESOURCES
from app.engine.conductor.keep.features import BUCKETS, sentence_vector

MODEL_FILE = RESOURCES / "keep_model.npz"


@dataclass(frozen=True, slots=True)
class KeepModel:
    keep_weights: np.ndarray
    keep_bias: float
    rule_weights: np.ndarray
    rule_bias: float
    threshold: float
    """The keep head's probability at or above which a sentence asks."""

    @classmethod
    def load(cls, path: Path = MODEL_FILE) -> KeepModel:
        with np.load(path) as data:
            if int(data["buckets"]) != BUCKETS:
                raise ValueError(f"{path} was trained for other features; run make keep-model")
            return cls(
                keep_weights=data["keep_weights"].astype(np.float32),
                keep_bias=float(data["keep_bias"]),
                rule_weights=data["rule_weights"].astype(np.float32),
                rule_bias=float(data["rule_bias"]),
                threshold=float(data["threshold"]),
            )

    def save(self, path: Path) -> None:
        np.savez_compressed(
            path, buckets=np.int64(BUCKETS), threshold=np.float64(self.threshold),
            keep_weights=self.keep_weights.astype(np.float16),
            keep_bias=np.float64(self.keep_bias),
            rule_weights=self.rule_weights.astype(np.float16),
            rule_bias=np.float64(self.rule_bias),
        )

    def keep_probability(self, sentence: str) -> float:
        return _probability(self.keep_weights, self.keep_bias, sentence)

    def asks(self, sentence: str) -> bool:
        return self.keep_probability(sentence) >= self.threshold

    def is_rule(self, fact: str) -> bool:
        return _probability(self.rule_weights, self.rule_bias, fact) >= 0.5


@cache
def shipped_model() -> KeepModel:
    """The model in resources/, read on first use (the file does not change while the
    app runs, so one read serves every request)."""
    return KeepModel.load()


def _probability(weights: np.ndarray, bias: float, text: str) -> float:
    buckets, values = sentence_vector(text)
    score = float(weights[buckets] @ values) + bias
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, score))))
