"""Write a Hugging Face tokenizer folder (tokenizer.json, tokenizer_config.json, config.json)
from a GGUF file's metadata, with no dependency beyond the standard library.

The GPU check (bench/gpu_check.sh) cannot carry the 98 MB GGUF to the device machine, so it
carries these ~3.5 MB instead and builds a random-weight model of the same shape there.
DESIGN.md describes the transformers route (from_pretrained(gguf_file=...)), which needs
torch, gguf and accelerate here; this reader needs none of them and is enough for the
byte-level BPE ("gpt2") vocabularies of SmolLM2, Llama 3, Qwen and most current models.
SentencePiece ("llama") vocabularies are refused with a message.

    python bench/extract_tokenizer.py [GGUF] [--out bench/gpu_assets/smollm2]
"""

from __future__ import annotations

import argparse
import json
import struct
import sys
from pathlib import Path
from typing import Any, BinaryIO

REPO = Path(__file__).resolve().parents[1]
DEFAULT_OUT = REPO / "bench" / "gpu_assets" / "smollm2"

_SCALARS = {
    0: "<B", 1: "<b", 2: "<H", 3: "<h", 4: "<I", 5: "<i", 6: "<f", 7: "<?",
    10: "<Q", 11: "<q", 12: "<d",
}  # fmt: skip
_STRING, _ARRAY = 8, 9
CONTROL, USER_DEFINED = 3, 4
"""llama.cpp token types that HF keeps as added tokens (special, or not)."""


def read_gguf(path: Path) -> tuple[dict[str, Any], set[str]]:
    """GGUF metadata (key -> value) and the tensor names."""
    with path.open("rb") as f:
        if f.read(4) != b"GGUF":
            raise SystemExit(f"not a GGUF file: {path}")
        (version,) = struct.unpack("<I", f.read(4))
        if version < 2:
            raise SystemExit(f"GGUF version {version} is too old")
        n_tensors, n_kv = struct.unpack("<QQ", f.read(16))
        meta = {}
        for _ in range(n_kv):
            key = _string(f)
            (kind,) = struct.unpack("<I", f.read(4))
            meta[key] = _value(f, kind)
        names = set()
        for _ in range(n_tensors):
            names.add(_string(f))
            (dims,) = struct.unpack("<I", f.read(4))
            f.read(8 * dims + 4 + 8)  # shape, type, offset
    return meta, names


def _string(f: BinaryIO) -> str:
    (size,) = struct.unpack("<Q", f.read(8))
    return f.read(size).decode("utf-8", errors="surrogateescape")


def _value(f: BinaryIO, kind: int) -> Any:
    if kind == _STRING:
        return _string(f)
    if kind == _ARRAY:
        item_kind, count = struct.unpack("<IQ", f.read(12))
        if item_kind in _SCALARS:
            fmt = _SCALARS[item_kind]
            size = struct.calcsize(fmt)
            return list(struct.unpack(f"<{count}{fmt[1]}", f.read(size * count)))
        return [_value(f, item_kind) for _ in range(count)]
    fmt = _SCALARS[kind]
    return struct.unpack(fmt, f.read(struct.calcsize(fmt)))[0]


def tokenizer_json(meta: dict[str, Any]) -> dict[str, Any]:
    """A `tokenizers` BPE definition equivalent to llama.cpp's for a gpt2-style vocab."""
    tokens: list[str] = meta["tokenizer.ggml.tokens"]
    types: list[int] = meta.get("tokenizer.ggml.token_type") or [1] * len(tokens)
    added = [
        {"id": i, "content": t, "single_word": False, "lstrip": False, "rstrip": False,
         "normalized": False, "special": types[i] == CONTROL}
        for i, t in enumerate(tokens) if types[i] in (CONTROL, USER_DEFINED)
    ]  # fmt: skip
    byte_level = {"type": "ByteLevel", "add_prefix_space": False, "trim_offsets": True,
                  "use_regex": True}  # fmt: skip
    pre: dict[str, Any] = byte_level
    if meta.get("tokenizer.ggml.pre") in {"smollm", "starcoder", "refact"}:
        # these split every digit on its own before the byte-level regex
        digits = {"type": "Digits", "individual_digits": True}
        pre = {"type": "Sequence", "pretokenizers": [digits, byte_level]}
    return {
        "version": "1.0",
        "truncation": None,
        "padding": None,
        "added_tokens": added,
        "normalizer": None,
        "pre_tokenizer": pre,
        "post_processor": {**byte_level, "trim_offsets": False},
        "decoder": byte_level,
        "model": {
            "type": "BPE", "dropout": None, "unk_token": None,
            "continuing_subword_prefix": None, "end_of_word_suffix": None,
            "fuse_unk": False, "byte_fallback": False, "ignore_merges": False,
            "vocab": {t: i for i, t in enumerate(tokens)},
            "merges": list(meta.get("tokenizer.ggml.merges", [])),
        },
    }  # fmt: skip


def _token(meta: dict[str, Any], key: str) -> str | None:
    token_id = meta.get(f"tokenizer.ggml.{key}_token_id")
    tokens = meta["tokenizer.ggml.tokens"]
    return tokens[token_id] if isinstance(token_id, int) and 0 <= token_id < len(tokens) else None


def tokenizer_config(meta: dict[str, Any]) -> dict[str, Any]:
    config: dict[str, Any] = {
        "tokenizer_class": "PreTrainedTokenizerFast",
        "clean_up_tokenization_spaces": False,
        "add_bos_token": bool(meta.get("tokenizer.ggml.add_bos_token", False)),
        "add_eos_token": bool(meta.get("tokenizer.ggml.add_eos_token", False)),
        "model_max_length": meta.get(f"{meta['general.architecture']}.context_length", 2048),
    }
    for key in ("bos", "eos", "unknown", "padding"):
        text = _token(meta, key)
        if text is not None:
            name = {"unknown": "unk", "padding": "pad"}.get(key, key)
            config[f"{name}_token"] = text
    if "tokenizer.chat_template" in meta:
        config["chat_template"] = meta["tokenizer.chat_template"]
    return config


def model_config(meta: dict[str, Any], tensors: set[str]) -> dict[str, Any]:
    """A LlamaForCausalLM config of the GGUF's shape (ExLlamaV2 picks its arch from it)."""
    arch = meta["general.architecture"]
    if arch != "llama":
        raise SystemExit(f"only llama-architecture GGUFs map to LlamaForCausalLM, not {arch}")

    def get(key: str, default: Any = None) -> Any:
        return meta.get(f"{arch}.{key}", default)

    hidden, heads = get("embedding_length"), get("attention.head_count")
    return {
        "architectures": ["LlamaForCausalLM"],
        "model_type": "llama",
        "hidden_size": hidden,
        "intermediate_size": get("feed_forward_length"),
        "num_hidden_layers": get("block_count"),
        "num_attention_heads": heads,
        "num_key_value_heads": get("attention.head_count_kv", heads),
        "head_dim": get("attention.key_length", hidden // heads),
        "hidden_act": "silu",
        "rms_norm_eps": float(f"{get('attention.layer_norm_rms_epsilon', 1e-5):.7g}"),
        "rope_theta": get("rope.freq_base", 10000.0),
        "rope_scaling": None,
        "max_position_embeddings": get("context_length", 2048),
        "vocab_size": len(meta["tokenizer.ggml.tokens"]),
        "bos_token_id": meta.get("tokenizer.ggml.bos_token_id"),
        "eos_token_id": meta.get("tokenizer.ggml.eos_token_id"),
        "tie_word_embeddings": "output.weight" not in tensors,
        "attention_bias": False,
        "mlp_bias": False,
        "torch_dtype": "float16",
    }


def extract(gguf: Path, out: Path) -> list[Path]:
    meta, tensors = read_gguf(gguf)
    if meta.get("tokenizer.ggml.model") != "gpt2":
        raise SystemExit(
            f"{gguf.name}: tokenizer model {meta.get('tokenizer.ggml.model')!r} is not byte-level "
            "BPE; use transformers' from_pretrained(gguf_file=...) for it (see DESIGN.md)"
        )
    out.mkdir(parents=True, exist_ok=True)
    files = {
        "tokenizer.json": tokenizer_json(meta),
        "tokenizer_config.json": tokenizer_config(meta),
        "config.json": model_config(meta, tensors),
    }
    written = []
    for name, data in files.items():
        path = out / name
        path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("gguf", nargs="?", type=Path, help="default: the packaged SmolLM2")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args(argv)
    if args.gguf is None:
        sys.path.insert(0, str(REPO))
        from app.engine.engines.local.model_files import default_gguf_path

        args.gguf = default_gguf_path()
    for path in extract(args.gguf, args.out):
        print(f"wrote {path.relative_to(REPO) if path.is_relative_to(REPO) else path} "
              f"({path.stat().st_size / 1e6:.1f} MB)")  # fmt: skip


if __name__ == "__main__":
    main()
