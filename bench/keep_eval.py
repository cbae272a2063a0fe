"""Does Tandem keep what a person asks, in any wording, and only that? (issues 9 and 18)

The classifier alone, on the held-out fifth of training/keep_data/ (never trained or
tuned on) and, separately, on the set it was trained on, per language and in all:

- requests kept: messages that ask, for which `keep_requests` finds a fact (target >= 0.75);
- others noted: messages that ask nothing, for which it finds one (target <= 0.10);
- the fact: exactly the labelled one (case and closing punctuation aside), and holding it;
- the kind: rule or reference as labelled, among the requests kept;
- the decision's time per message, p50 and p99, and for a 40-sentence message.

With --live, the same held-out messages end to end: Tandem in-process (build_app +
start_server, memory on, the `chat` profile) with the packaged SmolLM2-135M, each in a
fresh home; then bench/data/keep_conversations.yaml (requests after an earlier turn);
then, with 10 notes in the store, 20 everyday questions (greetings and thanks included):
answers that show a note id, a "kind, scope, status" line or a notes frame's wording
(target 0).

With --everyday, only that last check (no held-out set is read).

    python bench/keep_eval.py [--live | --everyday] [--threads N]
"""

from __future__ import annotations

import argparse
import asyncio
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import yaml
from lent_engine import Lent
from openai import AsyncOpenAI

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "training"))

from keep_data import LANGUAGES, Labelled, load, norm  # noqa: E402

from app.config import load_config  # noqa: E402
from app.engine.conductor.keep_request import keep_requests  # noqa: E402
from app.engine.core import Tandem  # noqa: E402
from app.engine.engines.local.llamacpp import LlamaCppEngine  # noqa: E402
from app.engine.http.server import build_app, start_server  # noqa: E402
from app.memory.inject import Texts  # noqa: E402
from app.memory.service import NotesService, NoteWrite, WriteContext  # noqa: E402

CONVERSATIONS = Path(__file__).with_name("data") / "keep_conversations.yaml"
EVERYDAY = [
    "hi", "thanks!", "hello", "Good morning!", "thank you, that helped", "How are you?",
    "What's the capital of France?", "Tell me a joke.", "How do I reverse a list in Python?",
    "What is 12 times 7?", "Write a haiku about rain.", "What's a good book to read?",
    "Explain what an API is.", "How do I boil an egg?", "What day comes after Monday?",
    "Can you help me?", "Translate 'cat' into German.", "What is HTTP?", "bye!", "ok",
]
SEEDED = [
    ("reference", "Our CI runs on GitHub Actions", "Our CI runs on GitHub Actions with 2 cores."),
    ("rule", "I prefer tabs over spaces", "I prefer tabs over spaces."),
    ("reference", "The staging box is atlas", "The staging box is atlas."),
    ("reference", "The gateway is at gw.internal.corp:8443", "Gateway: gw.internal.corp:8443."),
    ("rule", "Use pnpm, not npm", "Give install commands with pnpm, not npm."),
    ("reference", "My cat is called Miso", "My cat is called Miso."),
    ("reference", "Invoices run at midnight UTC", "Invoices are generated at midnight UTC."),
    ("reference", "The release branch is main-stable", "The release branch is main-stable."),
    ("rule", "Answer in British English", "Always answer in British English."),
    ("reference", "Anna owns the payments service", "Anna owns the payments service."),
]
NOTE_ID = re.compile(r"\b[0-9a-f]{10}\b")
KIND_LINE = re.compile(
    r"(?i)\b(?:rule|ruling|gotcha|runbook|program_state|reference|registry|archive),\s*"
    r"(?:user|project|session),\s*(?:provisional|ratified)")


def classifier_figures(items: list[Labelled], label: str) -> None:
    print(f"{label}: {len(items)} messages")
    for language in (*LANGUAGES, "all"):
        part = [i for i in items if language in ("all", i.language)]
        asked = [i for i in part if i.fact is not None]
        quiet = [i for i in part if i.fact is None]
        found = [(i, keep_requests(i.text)) for i in asked]
        kept = [(i, got) for i, got in found if got]
        noted = sum(bool(keep_requests(i.text)) for i in quiet)
        exact = sum(any(norm(g.fact) == norm(i.fact or "") for g in got) for i, got in kept)
        holds = sum(any(norm(i.fact or "") in norm(g.fact) for g in got) for i, got in kept)
        kind = sum((got[0].kind == "rule") == i.rule for i, got in kept)
        print(f"  {language:>3}: requests kept {len(kept)}/{len(asked)} = "
              f"{len(kept) / len(asked):.2f}, others noted {noted}/{len(quiet)} = "
              f"{noted / len(quiet):.2f}; fact exact {exact}/{len(kept)}, holding the fact "
              f"{holds}/{len(kept)}; kind {kind}/{len(kept)}")


def decision_time(items: list[Labelled]) -> None:
    def timed(text: str, runs: int) -> list[float]:
        out = []
        for _ in range(runs):
            start = time.perf_counter()
            keep_requests(text)
            out.append((time.perf_counter() - start) * 1000)
        return sorted(out)

    keep_requests("warm up")
    per_message = sorted(t for i in items for t in timed(i.text, 5))
    long = " ".join(i.text for i in items[:40])
    long_times = timed(long, 50)
    print(f"decision time per message: p50 {statistics.median(per_message):.2f} ms, p99 "
          f"{per_message[int(len(per_message) * 0.99)]:.2f} ms; a {len(long)}-character "
          f"message: p50 {statistics.median(long_times):.2f} ms (target < 5 ms)")


async def serve(engine: LlamaCppEngine, home: Path, body: Callable) -> object:
    """Run `body(client, notes)` against Tandem on `home` with the lent engine."""
    notes = NotesService(home)
    app = build_app(Tandem([Lent(engine)], config=load_config(home), notes=notes))
    server = await start_server(app, "127.0.0.1", 0)
    try:
        client = AsyncOpenAI(base_url=server.url + "/v1", api_key="x", max_retries=0)
        return await body(client, notes)
    finally:
        await server.stop()
        notes.close()


async def play(engine: LlamaCppEngine, turns: list[str]) -> tuple[list, list[str]]:
    """(the notes written, the answers) for one conversation in a fresh home."""
    async def body(client: AsyncOpenAI, notes: NotesService) -> tuple[list, list[str]]:
        messages: list[dict[str, str]] = []
        answers: list[str] = []
        for said in turns:
            messages.append({"role": "user", "content": said})
            reply = await client.chat.completions.create(
                model=engine.model_id, messages=messages, max_tokens=48, temperature=0)
            answer = reply.choices[0].message.content or ""
            answers.append(answer)
            messages.append({"role": "assistant", "content": answer})
        return notes.list_notes("local"), answers

    with tempfile.TemporaryDirectory() as home:
        return await serve(engine, Path(home), body)  # type: ignore[return-value]


def holds(notes: list, fact: str) -> bool:
    return any(norm(fact) in norm(f"{n.title}\n{n.body}") for n in notes)


async def live_held_out(engine: LlamaCppEngine, items: list[Labelled]) -> None:
    asked = kept = quiet = noted = 0
    for item in items:
        written, _ = await play(engine, [item.text])
        if item.fact is None:
            quiet += 1
            noted += bool(written)
        else:
            asked += 1
            kept += holds(written, item.fact)
    print(f"end to end, held-out: requests ending in a note that holds the fact "
          f"{kept}/{asked} = {kept / asked:.2f}; others ending in a note {noted}/{quiet} = "
          f"{noted / quiet:.2f}")


async def live_conversations(engine: LlamaCppEngine) -> None:
    conversations = yaml.safe_load(CONVERSATIONS.read_text("utf-8"))
    asked = kept = quiet = quiet_noted = 0
    for conv in conversations:
        written, _ = await play(engine, conv["turns"])
        for fact in conv["keep"]:
            asked += 1
            kept += holds(written, fact)
        if not conv["keep"]:
            quiet += 1
            quiet_noted += bool(written)
    print(f"end to end, keep_conversations.yaml: facts kept {kept}/{asked}, "
          f"conversations asking nothing with a note {quiet_noted}/{quiet}")


async def everyday_echoes(engine: LlamaCppEngine) -> None:
    texts = Texts.load()
    frames = [h.strip()[:40].lower() for h in
              (texts.card, texts.index_head, texts.matching_head, texts.facts_head)]
    frames += ["tandem_notes", "<note ", "memory notes"]

    async def body(client: AsyncOpenAI, notes: NotesService) -> list[str]:
        ctx = WriteContext(user="local", source="model", user_message_in_turn=True)
        for kind, title, text in SEEDED:
            notes.write(ctx, NoteWrite(op="add", scope="user", kind=kind, title=title,
                                       body=text))
        answers = []
        for question in EVERYDAY:
            reply = await client.chat.completions.create(
                model=engine.model_id, max_tokens=64, temperature=0,
                messages=[{"role": "user", "content": question}])
            answers.append(reply.choices[0].message.content or "")
        return answers

    with tempfile.TemporaryDirectory() as home:
        answers = await serve(engine, Path(home), body)
    shown = [a for a in answers if NOTE_ID.search(a) or KIND_LINE.search(a)
             or any(f in a.lower() for f in frames)]  # type: ignore[union-attr]
    print(f"everyday questions with 10 notes: answers reading the prompt back "
          f"{len(shown)}/{len(EVERYDAY)} (target 0)")
    for answer in shown:
        print(f"    {answer[:100]!r}")


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--live", action="store_true")
    parser.add_argument("--everyday", action="store_true",
                        help="only the everyday read-back check, with the packaged model")
    parser.add_argument("--threads", type=int, default=None)
    args = parser.parse_args()
    if args.everyday:
        engine = LlamaCppEngine(n_ctx=4096, n_threads=args.threads)
        try:
            await everyday_echoes(engine)
        finally:
            await engine.close()
        return
    held_out, trained = load("heldout"), load("train")
    classifier_figures(held_out, "the classifier alone, held-out fifth")
    classifier_figures(trained, "the classifier alone, the set it was trained on")
    decision_time(held_out)
    if not args.live:
        return
    engine = LlamaCppEngine(n_ctx=4096, n_threads=args.threads)
    try:
        await live_held_out(engine, held_out)
        await live_conversations(engine)
        await everyday_echoes(engine)
    finally:
        await engine.close()


if __name__ == "__main__":
    asyncio.run(main())
