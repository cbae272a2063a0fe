"""Does the packaged model keep what a person asks, and only that? (issue 9's labelled set)

Plays every conversation of bench/data/keep_conversations.yaml against Tandem in-process
(build_app + start_server, memory on, the `chat` profile) with the packaged SmolLM2-135M,
each in a fresh home, and prints:

- the share of asked-for facts that ended up in a note (target at least 3 in 4);
- notes written in conversations that asked for nothing (target at most 1 in 4);
- malformed notes: a note whose title or body is empty or holds block syntax (target 0);
- answers to everyday questions that echo the memory card (target 0).

    python bench/keep_eval.py [--threads N]
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
from pathlib import Path

import yaml
from lent_engine import Lent
from openai import AsyncOpenAI

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from app.config import load_config  # noqa: E402
from app.engine.engines.local.llamacpp import LlamaCppEngine  # noqa: E402
from app.engine.http.server import build_app, start_server  # noqa: E402
from app.memory.service import NotesService  # noqa: E402

DATA = Path(__file__).with_name("data") / "keep_conversations.yaml"
CARD_PHRASES = ("tandem_memory", "save a note", "memory notes", "op is add")


async def play(engine: LlamaCppEngine, turns: list[str]) -> tuple[list, list[str]]:
    """(the notes written, the answers) for one conversation in a fresh home."""
    with tempfile.TemporaryDirectory() as home:
        notes = NotesService(Path(home))
        app = build_app([Lent(engine)], config=load_config(Path(home)), notes=notes)
        server = await start_server(app, "127.0.0.1", 0)
        client = AsyncOpenAI(base_url=server.url + "/v1", api_key="x", max_retries=0)
        messages: list[dict[str, str]] = []
        answers: list[str] = []
        try:
            for said in turns:
                messages.append({"role": "user", "content": said})
                reply = await client.chat.completions.create(
                    model=engine.model_id, messages=messages, max_tokens=48, temperature=0)
                answer = reply.choices[0].message.content or ""
                answers.append(answer)
                messages.append({"role": "assistant", "content": answer})
            return notes.list_notes("local"), answers
        finally:
            await server.stop()
            notes.close()


def malformed(note) -> bool:
    text = f"{note.title}\n{note.body}"
    return not note.title.strip() or not note.body.strip() or "<tandem_memory" in text


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--threads", type=int, default=None)
    args = parser.parse_args()
    conversations = yaml.safe_load(DATA.read_text("utf-8"))
    engine = LlamaCppEngine(n_ctx=4096, n_threads=args.threads)
    asked = kept = quiet = quiet_with_notes = bad = echoes = everyday = 0
    try:
        for conv in conversations:
            written, answers = await play(engine, conv["turns"])
            bad += sum(malformed(n) for n in written)
            texts = [f"{n.title}\n{n.body}".lower() for n in written]
            for fact in conv["keep"]:
                asked += 1
                kept += any(fact.lower() in t for t in texts)
            if not conv["keep"]:
                quiet += 1
                quiet_with_notes += bool(written)
                everyday += len(answers)
                echoes += sum(any(p in a.lower() for p in CARD_PHRASES) for a in answers)
    finally:
        await engine.close()
    print(f"{len(conversations)} conversations ({asked} facts asked, {quiet} asking nothing)")
    print(f"  asked-for facts kept:        {kept}/{asked} = {kept / asked:.2f} (target >= 0.75)")
    print(f"  notes where nothing asked:   {quiet_with_notes}/{quiet} = "
          f"{quiet_with_notes / quiet:.2f} (target <= 0.25)")
    print(f"  malformed notes:             {bad} (target 0)")
    print(f"  everyday answers echoing the card: {echoes}/{everyday} (target 0)")


if __name__ == "__main__":
    asyncio.run(main())
