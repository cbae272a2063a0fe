"""Train the keep classifier and write resources/keep_model.npz (`make keep-model`).

Two logistic regressions over the hashed n-grams of app/engine/conductor/keep/features.py,
fitted with numpy alone (full-batch Adam, L2): the keep head on the sentences of the
training messages (the one that asks against all the others), the rule head on the facts
the requests keep. The L2 strength and the threshold are chosen by 5-fold cross-validation
on the training set (folds by message): the threshold is the lowest at which, in every
language, at most 3 in 40 messages that ask nothing would be noted, and the rate per fold
stays under 1 in 10 by one standard deviation; the L2 strength is the one that keeps the
most requests at its threshold. The held-out set (keep_data/heldout/) is never read here.

    python training/train_keep_model.py [--out resources/keep_model.npz]
"""

from __future__ import annotations

import argparse
import hashlib
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from keep_data import Labelled, load, sentence_labels

from app.engine.conductor.keep.features import BUCKETS, sentence_vector
from app.engine.conductor.keep.model import MODEL_FILE, KeepModel

L2_CHOICES = (3e-5, 1e-4, 3e-4, 1e-3)
"""Cross-validation picks among these; stronger ones cost requests kept at every rate of
false notes, weaker ones stop helping (the training set is fitted at all of them)."""
L2 = 1e-4
EPOCHS = 300
LEARNING_RATE = 0.05
FOLDS = 5
MAX_FALSE_NOTES = 0.075
"""Per language, below the target of 1 in 10 with a margin: the hidden sets are worded by
others. It held for all languages pooled before; per language it is stricter, because the
languages differ up to twofold at one threshold (English, with the most cue words in other
senses, noted 11 in 100 where the pooled rate was 8, at L2 1e-4 and 0.56) and a test
set's mix is unknown."""
MAX_FOLD_NOTES = 0.10
"""The target, to be met by the per-fold rate's mean plus one standard deviation: a fold
holds about as many messages as a test set, and near the threshold the rate varies across
folds by 2 to 4 in 100."""
THRESHOLDS = np.round(np.arange(0.30, 0.951, 0.01), 2)


@dataclass(frozen=True, slots=True)
class Rows:
    """Sparse rows (CSR), their labels, and each row's message."""

    indptr: np.ndarray
    indices: np.ndarray
    values: np.ndarray
    labels: np.ndarray
    message: np.ndarray

    @classmethod
    def of(cls, texts: list[str], labels: list[int], message: list[int]) -> Rows:
        vectors = [sentence_vector(t) for t in texts]
        lengths = [len(b) for b, _ in vectors]
        return cls(np.concatenate([[0], np.cumsum(lengths)]),
                   np.concatenate([b for b, _ in vectors]),
                   np.concatenate([v for _, v in vectors]),
                   np.array(labels, dtype=np.float32), np.array(message))

    def take(self, keep: np.ndarray) -> Rows:
        rows = np.flatnonzero(keep)
        spans = [np.arange(self.indptr[r], self.indptr[r + 1]) for r in rows]
        at = np.concatenate(spans)
        lengths = [len(s) for s in spans]
        return Rows(np.concatenate([[0], np.cumsum(lengths)]), self.indices[at],
                    self.values[at], self.labels[rows], self.message[rows])

    def scores(self, weights: np.ndarray, bias: float) -> np.ndarray:
        return np.add.reduceat(weights[self.indices] * self.values, self.indptr[:-1]) + bias


def fit(rows: Rows, l2: float = L2) -> tuple[np.ndarray, float]:
    """Weights and bias of an L2 logistic regression, the classes weighted equally."""
    y = rows.labels
    positives = max(y.sum(), 1.0)
    weight = np.where(y > 0, 0.5 / positives, 0.5 / max(len(y) - positives, 1.0))
    w = np.zeros(BUCKETS, dtype=np.float64)
    b = 0.0
    m, v = np.zeros_like(w), np.zeros_like(w)
    mb = vb = 0.0
    lengths = np.diff(rows.indptr)
    for step in range(1, EPOCHS + 1):
        p = 1.0 / (1.0 + np.exp(-rows.scores(w, b)))
        g = (p - y) * weight
        gw = np.bincount(rows.indices, weights=rows.values * np.repeat(g, lengths),
                         minlength=BUCKETS) + l2 * w
        gb = g.sum()
        m, v = 0.9 * m + 0.1 * gw, 0.999 * v + 0.001 * gw * gw
        mb, vb = 0.9 * mb + 0.1 * gb, 0.999 * vb + 0.001 * gb * gb
        scale = LEARNING_RATE * np.sqrt(1 - 0.999**step) / (1 - 0.9**step)
        w -= scale * m / (np.sqrt(v) + 1e-8)
        b -= scale * mb / (np.sqrt(vb) + 1e-8)
    return w.astype(np.float32), float(b)


def keep_rows(items: list[Labelled]) -> Rows:
    texts, labels, message = [], [], []
    for i, item in enumerate(items):
        for sentence, label in sentence_labels(item):
            texts.append(sentence)
            labels.append(label)
            message.append(i)
    return Rows.of(texts, labels, message)


def rule_rows(items: list[Labelled]) -> Rows:
    asked = [(i, item) for i, item in enumerate(items) if item.fact is not None]
    return Rows.of([item.fact or "" for _, item in asked], [int(item.rule) for _, item in asked],
                   [i for i, _ in asked])


def message_probability(rows: Rows, weights: np.ndarray, bias: float, count: int) -> np.ndarray:
    """Per message, the highest probability among its sentences."""
    p = 1.0 / (1.0 + np.exp(-rows.scores(weights, bias)))
    best = np.zeros(count)
    np.maximum.at(best, rows.message, p)
    return best


def fold_of(item: Labelled) -> int:
    return int(hashlib.sha256(item.text.encode()).hexdigest(), 16) % FOLDS


def cross_validate(rows: Rows, folds: np.ndarray, l2: float = L2) -> np.ndarray:
    """Each training message's probability from a model that did not see it (`rows`:
    `keep_rows` of the messages, `folds`: each message's fold)."""
    out = np.zeros(len(folds))
    for k in range(FOLDS):
        weights, bias = fit(rows.take(folds[rows.message] != k), l2)
        held = rows.take(folds[rows.message] == k)
        best = message_probability(held, weights, bias, len(folds))
        out[folds == k] = best[folds == k]
    return out


def choose_threshold(items: list[Labelled], folds: np.ndarray, probability: np.ndarray
                     ) -> tuple[float, float]:
    """(threshold, requests kept there): the lowest threshold at which no language notes
    more than MAX_FALSE_NOTES of its messages that ask nothing, and the per-fold rate, its
    mean plus one standard deviation, is at most MAX_FOLD_NOTES."""
    asked = np.array([item.fact is not None for item in items])
    language = np.array([item.language for item in items])
    print("  threshold: requests kept, others noted (pooled; worst language; "
          "per-fold mean + sd)")
    for t in THRESHOLDS:
        noted = [(probability[~asked & (folds == k)] >= t).mean() for k in range(FOLDS)]
        worst = max((probability[~asked & (language == lang)] >= t).mean()
                    for lang in set(language))
        bound = float(np.mean(noted) + np.std(noted, ddof=1))
        if worst <= MAX_FALSE_NOTES and bound <= MAX_FOLD_NOTES:
            kept = float((probability[asked] >= t).mean())
            print(f"  {t:.2f}: {kept:.3f}, {(probability[~asked] >= t).mean():.3f}; "
                  f"{worst:.3f}; {np.mean(noted):.3f} + {np.std(noted, ddof=1):.3f}")
            return float(t), kept
    return float(THRESHOLDS[-1]), float((probability[asked] >= THRESHOLDS[-1]).mean())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(MODEL_FILE))
    args = parser.parse_args()
    items = load("train")
    rows, folds = keep_rows(items), np.array([fold_of(item) for item in items])
    print("cross-validated on the training set, per L2 strength")
    best: tuple[float, float, float] | None = None
    for l2 in L2_CHOICES:
        print(f" L2 {l2:g}")
        threshold, kept = choose_threshold(items, folds, cross_validate(rows, folds, l2))
        if best is None or kept > best[2]:
            best = (l2, threshold, kept)
    assert best is not None
    l2, threshold, _ = best
    print(f"chosen: L2 {l2:g}, threshold {threshold:.2f}")
    keep_weights, keep_bias = fit(rows, l2)
    rule_weights, rule_bias = fit(rule_rows(items))
    model = KeepModel(keep_weights, keep_bias, rule_weights, rule_bias, threshold)
    model.save(args.out)
    size = Path(args.out).stat().st_size
    print(f"{len(items)} messages; threshold {threshold:.2f}; wrote {args.out} ({size} bytes)")


if __name__ == "__main__":
    main()
