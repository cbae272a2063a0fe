"""The start-up probe's child: load the model with given settings and time a short decode.

It runs in a process of its own because the failure it looks for is a native crash, which
would otherwise take the person's whole app down with it. Prints one JSON line.

usage: python -m app.engine.engines.local.probe_child MODEL USE_EXTRA_BUFTS THREADS
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from app.engine.engines.local.cpu_settings import LoadSettings
from app.engine.engines.local.llama_load import load_llama

PROMPT = "The three primary colours are"
DECODE_TOKENS = 40


def main(argv: list[str]) -> int:
    model, extra, threads = Path(argv[0]), argv[1] == "1", int(argv[2])
    llm = load_llama(model, LoadSettings(use_extra_bufts=extra), n_ctx=256, n_batch=64,
                     n_threads=threads, n_threads_batch=threads, verbose=False)
    stamps = []
    for _ in llm.create_completion(PROMPT, max_tokens=DECODE_TOKENS, temperature=0.0,
                                   logit_bias={llm.token_eos(): -100.0}, stream=True):
        stamps.append(time.perf_counter())
    tok_s = (len(stamps) - 1) / (stamps[-1] - stamps[0]) if len(stamps) > 1 else 0.0
    print(json.dumps({"tokens": len(stamps), "tok_s": round(tok_s, 1)}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
