"""What a GGUF file's header says about its model, and what the model needs in memory.

The header is read with the `gguf` package's own reader, never a parser of ours: the
format grows new value types, and a reader that skips one wrongly would report a wrong
context length. Reading parses every tensor's record (about 2 s for a 100 MB file on a
busy core), which is why the catalog keeps what it read per file size and time.
"""

from __future__ import annotations

import gc
import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DEFAULT_CONTEXT = 4096
"""The context the llama.cpp engine loads with when config.toml sets none."""
KV_BYTES = 2
"""One f16 element of the K or V cache."""
OVERHEAD_BYTES = 128 * 2**20
"""llama.cpp's compute buffers and the runtime around the weights, roughly."""


class HeaderError(ValueError):
    """A file that is not a GGUF model the reader can make sense of."""


@dataclass(frozen=True, slots=True)
class GgufInfo:
    """The few header values the model list shows and the memory estimate needs."""

    architecture: str
    name: str
    quantisation: str
    parameters: int
    context_length: int | None
    layers: int | None
    kv_width: int | None
    """Elements of K (or V) per token and layer: head_count_kv times the head size."""

    def as_dict(self) -> dict[str, Any]:
        return {f: getattr(self, f) for f in self.__dataclass_fields__}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GgufInfo:
        return cls(**{f: data.get(f) for f in cls.__dataclass_fields__})


def read_header(path: Path) -> GgufInfo:
    """The header of `path` (the first file of a split model holds it)."""
    import gguf

    try:
        with _no_collection():
            reader = gguf.GGUFReader(str(path), "r")
    except (ValueError, OSError, IndexError, KeyError) as exc:
        raise HeaderError(f"{path.name} is not a readable GGUF file: {exc}") from exc
    values = {key: _value(field) for key, field in reader.fields.items()
              if not key.startswith("tokenizer.")}
    arch = str(values.get("general.architecture") or "unknown")
    heads = _int(values.get(f"{arch}.attention.head_count"))
    kv_heads = _int(values.get(f"{arch}.attention.head_count_kv")) or heads
    width = _int(values.get(f"{arch}.embedding_length"))
    head_size = _int(values.get(f"{arch}.attention.key_length")) or (
        width // heads if width and heads else None)
    return GgufInfo(
        architecture=arch,
        name=str(values.get("general.name") or path.stem),
        quantisation=_file_type(values.get("general.file_type"), reader),
        parameters=int(sum(int(t.n_elements) for t in reader.tensors)),
        context_length=_int(values.get(f"{arch}.context_length")),
        layers=_int(values.get(f"{arch}.block_count")),
        kv_width=kv_heads * head_size if kv_heads and head_size else None,
    )


_GC_LOCK = threading.Lock()
_GC_READERS = [0, True]
"""Readers now, and whether collection was on when the first of them began."""


@contextmanager
def _no_collection() -> Iterator[None]:
    """No cyclic collection while the reader runs. It makes some 10^5 small objects (one
    per vocabulary entry), enough to trigger collections on the thread it runs on, a
    worker thread under the window; a collection there may free Qt objects that belong
    to the GUI thread, which crashes. Collections wait until the read is done."""
    with _GC_LOCK:
        if _GC_READERS[0] == 0:
            _GC_READERS[1] = gc.isenabled()
            gc.disable()
        _GC_READERS[0] += 1
    try:
        yield
    finally:
        with _GC_LOCK:
            _GC_READERS[0] -= 1
            if _GC_READERS[0] == 0 and _GC_READERS[1]:
                gc.enable()


def memory_needed(weights_bytes: int, info: GgufInfo | None, context: int | None) -> int:
    """Bytes to run the model at `context` tokens (its own length if shorter): the
    weights as they are on disk, the f16 KV cache, and the compute buffers."""
    total = weights_bytes + OVERHEAD_BYTES
    if info is None or not info.layers or not info.kv_width:
        return total
    n_ctx = context or DEFAULT_CONTEXT
    if info.context_length:
        n_ctx = min(n_ctx, info.context_length)
    return total + 2 * info.layers * n_ctx * info.kv_width * KV_BYTES


def machine_memory() -> int | None:
    """The machine's physical memory in bytes; None where the OS does not say."""
    try:
        return os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (ValueError, OSError, AttributeError):
        return None


def _value(field: Any) -> Any:
    try:
        return field.contents()
    except (ValueError, IndexError, TypeError):
        return None


def _int(value: Any) -> int | None:
    return int(value) if isinstance(value, int | float) and not isinstance(value, bool) else None


def _file_type(value: Any, reader: Any) -> str:
    """The quantisation's usual name (Q4_K_M, Q8_0, F16); from the tensors' types when
    the header has no file type."""
    import gguf

    if isinstance(value, int):
        try:
            return gguf.LlamaFileType(value).name.removeprefix("MOSTLY_").removeprefix("ALL_")
        except ValueError:
            pass
    kinds = [t.tensor_type.name for t in reader.tensors if len(t.shape) > 1]
    return max(set(kinds), key=kinds.count) if kinds else "unknown"
