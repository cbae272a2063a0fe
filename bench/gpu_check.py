"""The ExLlamaV2 engine's whole check, for a lent GPU machine (DESIGN.md, "GPU checks";
docs/ARCHITECTURE.md#checks).

Only 64 MiB travels to the device, so the models are built there: random-init fp16
LlamaForCausalLM weights (random weights run exactly as fast as trained ones) next to
SmolLM2's real tokenizer files from bench/gpu_assets/smollm2 (bench/extract_tokenizer.py
writes them from the packaged GGUF). Two models:

- SmolLM2-135M's shape, to run ExLlamaV2Engine through every behaviour: load, stream,
  stop strings, logit bias and bans, p_yes, prefix reuse, cancellation, the 400 for an
  over-long prompt;
- Llama-3-8B's shape, for decode tokens/s and time to first token.

The text is noise (random weights); the checks assert only what does not depend on it.
Each check prints PASS or FAIL and the run goes on; the figures and results also go to
$OUT/gpu_check.json when OUT is set. Run it through bench/gpu_check.sh.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import sys
import time
import traceback
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from app.engine.engines.base import (  # noqa: E402
    EngineError,
    Finish,
    GenerationRequest,
    TextDelta,
    Usage,
)

ASSETS = REPO / "bench" / "gpu_assets" / "smollm2"
TOKENIZER_FILES = ("tokenizer.json", "tokenizer_config.json")
LLAMA3_8B_SHAPE = {
    "hidden_size": 4096,
    "intermediate_size": 14336,
    "num_hidden_layers": 32,
    "num_attention_heads": 32,
    "num_key_value_heads": 8,
    "head_dim": 128,
    "rope_theta": 500000.0,
    "max_position_embeddings": 8192,
    "vocab_size": 128256,
    "tie_word_embeddings": False,
    "rms_norm_eps": 1e-5,
}
"""The tokenizer stays SmolLM2's (49152 ids); ExLlamaV2 masks logits past its vocabulary."""
CHECK_TIMEOUT_S = 180.0
SYSTEM = (
    "You are a careful assistant for a small engineering team. You answer in plain English "
    "and prefer concrete examples. The team builds a desktop app for local language models. "
)

results: list[dict[str, Any]] = []
figures: dict[str, Any] = {}


def log(message: str) -> None:
    print(message, flush=True)


# -- building the models ------------------------------------------------------------------


def build_model(name: str, overrides: dict[str, Any], root: Path) -> Path:
    """A random-init fp16 LlamaForCausalLM saved as safetensors, with SmolLM2's tokenizer."""
    import torch
    from safetensors.torch import save_file
    from transformers import LlamaConfig, LlamaForCausalLM

    started = time.perf_counter()
    folder = root / name
    folder.mkdir(parents=True, exist_ok=True)
    config = json.loads((ASSETS / "config.json").read_text()) | overrides
    config |= {"architectures": ["LlamaForCausalLM"], "torch_dtype": "float16"}
    torch.manual_seed(0)
    previous = torch.get_default_dtype()
    torch.set_default_dtype(torch.float16)
    try:
        with torch.device("cuda"):
            model = LlamaForCausalLM(LlamaConfig(**config))
    finally:
        torch.set_default_dtype(previous)
    state = {k: v.detach().contiguous() for k, v in model.state_dict().items()}
    if config.get("tie_word_embeddings"):
        state.pop("lm_head.weight", None)  # shares storage with embed_tokens
    params = sum(v.numel() for v in state.values())
    save_file(state, str(folder / "model.safetensors"), metadata={"format": "pt"})
    del model, state
    torch.cuda.empty_cache()
    (folder / "config.json").write_text(json.dumps(config, indent=1))
    for file in TOKENIZER_FILES:
        shutil.copy(ASSETS / file, folder / file)
    seconds = time.perf_counter() - started
    log(f"built {name}: {params / 1e9:.2f}B params, fp16, in {seconds:.1f} s")
    figures[f"{name}_params_b"] = round(params / 1e9, 3)
    return folder


# -- helpers --------------------------------------------------------------------------------


def chat(user: str, *, system: str | None = None, **fields: Any) -> GenerationRequest:
    messages = [{"role": "system", "content": system}] if system else []
    messages.append({"role": "user", "content": user})
    fields.setdefault("max_tokens", 16)
    fields.setdefault("temperature", 0)
    return GenerationRequest(model="m", messages=messages, **fields)


class Run:
    def __init__(self) -> None:
        self.texts: list[str] = []
        self.finish: str | None = None
        self.usage: Usage | None = None
        self.ttft_s = float("nan")
        self.decode_tps = float("nan")

    @property
    def text(self) -> str:
        return "".join(self.texts)


async def collect(engine: Any, req: GenerationRequest) -> Run:
    run = Run()
    started = time.perf_counter()
    first = last = None
    async for delta in engine.generate(req):
        if isinstance(delta, TextDelta):
            now = time.perf_counter()
            first = first if first is not None else now
            last = now
            run.texts.append(delta.text)
        elif isinstance(delta, Finish):
            run.finish = delta.reason
        elif isinstance(delta, Usage):
            run.usage = delta
    if first is not None and last is not None and run.usage:
        run.ttft_s = first - started
        if last > first and run.usage.completion_tokens > 1:
            run.decode_tps = (run.usage.completion_tokens - 1) / (last - first)
    return run


async def check(name: str, body: Callable[[], Awaitable[str | None]]) -> None:
    """Run one check; an AssertionError is a FAIL, any other exception an ERROR."""
    started = time.perf_counter()
    try:
        note = await asyncio.wait_for(body(), CHECK_TIMEOUT_S)
        status = "PASS"
    except AssertionError as exc:
        status, note = "FAIL", str(exc) or traceback.format_exc(limit=2)
    except Exception as exc:
        status, note = "ERROR", f"{type(exc).__name__}: {exc}"
        traceback.print_exc()
    seconds = time.perf_counter() - started
    results.append({"check": name, "status": status, "note": note, "s": round(seconds, 2)})
    log(f"{status:5} {name} ({seconds:.1f} s){': ' + note if note else ''}")


# -- the behaviour checks (small model) -------------------------------------------------


async def behaviour_checks(engine: Any) -> None:
    pieces: list[str] = engine._tokenizer.get_id_to_piece_list(False)
    eos_ban = {t: -100.0 for t in engine._stop_tokens}

    async def stream() -> str:
        run = await collect(engine, chat("Say hello.", max_tokens=24, logit_bias=eos_ban))
        assert run.finish == "length", f"finish {run.finish}"
        assert run.usage and run.usage.completion_tokens == 24, f"usage {run.usage}"
        assert all(run.texts), "an empty text delta"
        return f"{len(run.texts)} deltas, {run.text[:40]!r}"

    async def stop_string() -> str:
        reference = await collect(
            engine, chat("Tell me a story.", max_tokens=32, logit_bias=eos_ban)
        )
        text = reference.text
        assert len(text) >= 8, f"reference too short: {text!r}"
        cut = len(reference.texts[0]) + len(reference.texts[1]) if len(reference.texts) > 2 else 4
        stop = text[max(cut - 2, 1) : max(cut - 2, 1) + 4]
        expected = text[: text.find(stop)]
        run = await collect(
            engine, chat("Tell me a story.", max_tokens=32, stop=[stop], logit_bias=eos_ban)
        )
        assert stop not in run.text, f"stop {stop!r} leaked into {run.text!r}"
        assert run.finish == "stop", f"finish {run.finish}"
        assert run.text == expected, f"{run.text!r} != {expected!r} (greedy drift?)"
        return f"stop {stop!r} cut at {len(expected)} chars"

    async def positive_bias() -> str:
        [banana] = engine._tokenizer.encode(" banana", add_bos=False)[0].tolist()
        run = await collect(engine, chat("Cars?", max_tokens=4, logit_bias={banana: 100.0}))
        assert run.text.startswith(" banana"), f"got {run.text!r}"
        return run.text

    async def ban() -> str:
        first = (await collect(engine, chat("Hi.", max_tokens=1, logit_bias=eos_ban))).text
        same = [i for i, p in enumerate(pieces) if p == first]
        assert first and same, f"first piece {first!r} not found"
        banned = dict(eos_ban) | {i: -100.0 for i in same}
        again = (await collect(engine, chat("Hi.", max_tokens=1, logit_bias=banned))).text
        assert again != first, f"banned {first!r} came back"
        return f"{first!r} banned -> {again!r}"

    async def p_yes() -> str:
        a = await engine.p_yes("Is the sky blue? Answer yes or no.")
        b = await engine.p_yes("Is fire cold? Answer yes or no.")
        assert 0.0 <= a <= 1.0 and 0.0 <= b <= 1.0, (a, b)
        return f"{a:.4f} / {b:.4f}"

    async def prefix_reuse() -> str:
        question = {"role": "user", "content": "Name three colours."}
        system = {"role": "system", "content": SYSTEM * 12}
        one = await collect(
            engine,
            GenerationRequest(
                "m", [system, question], max_tokens=24, temperature=0, logit_bias=eos_ban
            ),
        )
        history = [
            system,
            question,
            {"role": "assistant", "content": one.text},
            {"role": "user", "content": "Which is your favourite?"},
        ]
        two = await collect(engine, GenerationRequest("m", history, max_tokens=8, temperature=0))
        assert one.usage and two.usage
        page = 256 if engine.paged else 1
        floor = one.usage.prompt_tokens // page * page
        assert two.usage.cached_tokens >= floor, f"cached {two.usage.cached_tokens} < {floor}"
        return (
            f"turn 1 prompt {one.usage.prompt_tokens}, turn 2 prompt "
            f"{two.usage.prompt_tokens} cached {two.usage.cached_tokens} "
            f"(paged={engine.paged})"
        )

    async def cancel() -> str:
        stream = engine.generate(chat("Write a long story.", max_tokens=2000, logit_bias=eos_ban))
        seen = 0
        async for delta in stream:
            seen += isinstance(delta, TextDelta)
            if seen == 3:
                break
        closed = time.perf_counter()
        await stream.aclose()
        run = await collect(engine, chat("Hi", max_tokens=4, logit_bias=eos_ban))
        wait = time.perf_counter() - closed
        assert run.usage and run.usage.completion_tokens == 4
        assert wait < 5.0, f"next request took {wait:.2f} s after the close"
        return f"next request done {wait * 1000:.0f} ms after aclose"

    async def too_long() -> str:
        try:
            await collect(engine, chat("hello " * (engine.n_ctx + 10)))
        except EngineError as exc:
            assert exc.status == 400 and exc.code == "context_length_exceeded", exc
            return str(exc)[:60]
        raise AssertionError("no error for an over-long prompt")

    for name, body in [
        ("stream", stream),
        ("stop string", stop_string),
        ("logit bias +100", positive_bias),
        ("ban (-100)", ban),
        ("p_yes", p_yes),
        ("prefix reuse", prefix_reuse),
        ("cancel", cancel),
        ("over-long prompt 400", too_long),
    ]:
        await check(name, body)


# -- speed --------------------------------------------------------------------------------


async def speed(engine: Any, label: str, max_tokens: int, runs: int) -> None:
    """TTFT and decode tokens/s at batch 1, EOS banned so every run is max_tokens long."""
    eos_ban = {t: -100.0 for t in engine._stop_tokens}
    long_system = SYSTEM * 20
    one_rows, two_rows = [], []
    for run in range(runs):
        system = {"role": "system", "content": f"Session {run}. {long_system}"}
        question = {"role": "user", "content": "Explain hash tables in detail."}
        one = await collect(
            engine,
            GenerationRequest(
                "m", [system, question], max_tokens=max_tokens, temperature=0, logit_bias=eos_ban
            ),
        )
        history = [
            system,
            question,
            {"role": "assistant", "content": one.text},
            {"role": "user", "content": "And collisions?"},
        ]
        two = await collect(engine, GenerationRequest("m", history, max_tokens=16, temperature=0))
        one_rows.append(one)
        two_rows.append(two)
        log(
            f"  {label} run {run}: prompt {one.usage.prompt_tokens if one.usage else '?'} tok, "
            f"TTFT {one.ttft_s * 1000:.1f} ms, decode {one.decode_tps:.1f} tok/s, "
            f"turn-2 TTFT {two.ttft_s * 1000:.1f} ms "
            f"(cached {two.usage.cached_tokens if two.usage else '?'})"
        )
    best = sorted(one_rows, key=lambda r: r.ttft_s)[len(one_rows) // 2]
    figures[label] = {
        "prompt_tokens": best.usage.prompt_tokens if best.usage else None,
        "ttft_ms_median": round(sorted(r.ttft_s for r in one_rows)[runs // 2] * 1000, 1),
        "decode_tps_median": round(sorted(r.decode_tps for r in one_rows)[runs // 2], 1),
        "turn2_ttft_ms_median": round(sorted(r.ttft_s for r in two_rows)[runs // 2] * 1000, 1),
        "max_tokens": max_tokens,
    }
    log(f"{label}: {figures[label]}")


# -- main -----------------------------------------------------------------------------------


async def load(folder: Path, **kwargs: Any) -> Any:
    from app.engine.engines.local.exl2 import ExLlamaV2Engine

    started = time.perf_counter()
    engine = ExLlamaV2Engine(str(folder), **kwargs)
    log(
        f"loaded {folder.name} in {time.perf_counter() - started:.1f} s "
        f"(n_ctx {engine.n_ctx}, paged {engine.paged})"
    )
    return engine


async def main(args: argparse.Namespace) -> int:
    import torch

    log(
        f"torch {torch.__version__}, CUDA {torch.version.cuda}, "
        f"{torch.cuda.get_device_name(0) if torch.cuda.is_available() else 'no GPU'}"
    )
    try:
        import flash_attn  # noqa: F401

        log("flash-attn present: paged mode")
    except ImportError:
        log("flash-attn missing: the engine runs the generator with paged=False")
    started = time.perf_counter()
    import exllamav2
    from exllamav2 import ext  # noqa: F401  (the JIT build happens here, minutes the first time)

    figures["exllamav2_import_s"] = round(time.perf_counter() - started, 1)
    log(f"exllamav2 {exllamav2.__version__} ready in {figures['exllamav2_import_s']} s")

    root = Path(args.workdir)
    small = build_model("smollm2-135m-shape", {}, root)
    engine = await load(small, max_seq_len=2048, cache_type="q4")
    await check("engine meets the protocol", lambda: _protocol(engine))
    await behaviour_checks(engine)
    await speed(engine, "smollm2-135m-shape", args.max_tokens, args.runs)
    await engine.close()

    if not args.skip_8b:
        big = build_model("llama3-8b-shape", LLAMA3_8B_SHAPE, root)
        shutil.rmtree(small, ignore_errors=True)
        engine = await load(big, max_seq_len=8192, cache_type="q4")
        await speed(engine, "llama3-8b-shape", args.max_tokens, args.runs)
        await engine.close()

    failed = [r for r in results if r["status"] != "PASS"]
    log(f"\n{len(results) - len(failed)} passed, {len(failed)} failed")
    log(json.dumps(figures, indent=1))
    if os.environ.get("OUT"):
        Path(os.environ["OUT"], "gpu_check.json").write_text(
            json.dumps({"results": results, "figures": figures}, indent=1)
        )
    return 1 if failed else 0


async def _protocol(engine: Any) -> str:
    from app.engine.engines.base import Engine

    assert isinstance(engine, Engine)
    [info] = await engine.list_models()
    assert engine.owns(info.id), info
    assert await engine.count_tokens("Hello world") == 2
    return f"model id {info.id}"


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workdir", default="/tmp/gpu_models")
    parser.add_argument("--max-tokens", type=int, default=256)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--skip-8b", action="store_true")
    return parser.parse_args(argv)


if __name__ == "__main__":
    sys.exit(asyncio.run(main(parse_args())))
