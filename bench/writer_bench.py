"""What memory costs with the packaged model: the writer, the keep turn, and on against off.

Prints, for SmolLM2-135M through llama.cpp on this machine:

- the background writer's pass on a record of about 5,000 tokens (two facts asked to be
  kept among ten turns of a coding session): wall time, tokens in (cached) and out,
  notes written; and the gate's time, both the request cue this model uses and a p_yes
  call as a capable model's gate makes it;
- the time the keep turn adds to a response that asks to keep something (its ledger row);
- memory on against off, for time to first token and decode: bench/memory_bench.py.

Spec 26.4's anchor, on a GPU: 2 notes in 7.6 s for 282 tokens from a 5,374-token record.

    python bench/writer_bench.py [--threads N]
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
import time
from pathlib import Path

import aiohttp
from lent_engine import Lent

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from app.config import load_config  # noqa: E402
from app.engine.conductor.memwriter import (  # noqa: E402
    GATE_QUESTION,
    BackgroundWriter,
    SessionRecord,
)
from app.engine.core import Tandem  # noqa: E402
from app.engine.engines.base import GenerationRequest  # noqa: E402
from app.engine.engines.local.llamacpp import LlamaCppEngine  # noqa: E402
from app.engine.http.server import build_app, start_server  # noqa: E402
from app.memory.service import NotesService, NoteWrite, WriteContext  # noqa: E402

TOPICS = ["the build", "the deploy script", "the api client", "the test suite", "the docker image",
          "the database migration", "the config loader", "the release notes", "the logging",
          "the cache layer"]
ASKED = {2: "Please remember that the staging database listens on port 5433.",
         7: "Keep in mind that we only deploy on Fridays after the standup."}
PARAGRAPH = ("We looked at {t} again. The function that reads the settings calls the loader "
             "twice, and the second call overrides the environment. I changed the order, ran "
             "the tests, and two of them failed on the fixtures, which still assume the old "
             "defaults. ")


def long_record(engine: LlamaCppEngine, target_tokens: int) -> SessionRecord:
    messages: list[dict[str, str]] = []
    said: list[str] = []
    turn = 0
    while _prompt_tokens(engine, messages) < target_tokens:
        topic = TOPICS[turn % len(TOPICS)]
        opener = ASKED.get(turn, f"Now {topic}: what should I check first?")
        user = f"{opener} {PARAGRAPH.format(t=topic) * 2}"
        messages += [{"role": "user", "content": user},
                     {"role": "assistant", "content": PARAGRAPH.format(t=topic) * 6}]
        said.append(user)
        turn += 1
    request = GenerationRequest("smollm2", messages)
    return SessionRecord(user="local", session="bench", project=None, engine=engine,
                         request=request, user_messages=said, inline=False)


def _prompt_tokens(engine: LlamaCppEngine, messages: list[dict[str, str]]) -> int:
    return len(engine.prompt_tokens(engine.render(messages))) if messages else 0


async def writer_figures(engine: LlamaCppEngine, home: Path) -> None:
    notes = NotesService(home)
    writer = BackgroundWriter(notes, load_config(home))
    record = long_record(engine, 5000)
    record.user_messages = [ASKED[2], ASKED[7]]  # the session's last user messages
    prompt_tokens = _prompt_tokens(engine, record.request.messages)
    started = time.perf_counter()
    await writer._gate(record)
    cue_ms = (time.perf_counter() - started) * 1000
    question = GATE_QUESTION.format(messages="\n".join(f"- {m}" for m in record.user_messages))
    started = time.perf_counter()
    await engine.p_yes(question)
    p_yes_ms = (time.perf_counter() - started) * 1000
    await writer.run_pass(record, "end")
    [run] = notes.writer_runs("local")
    f = run["fields"]
    print(f"writer pass on a {prompt_tokens}-token record: {f['duration_ms'] / 1000:.2f} s, "
          f"{f['tokens_in']} tokens in ({f['tokens_cached']} cached), {f['tokens_out']} out, "
          f"{f['notes']} notes ({f['stopped']})")
    print(f"gate: request cue {cue_ms:.2f} ms; p_yes question {p_yes_ms:.0f} ms")
    notes.close()


async def keep_turn_figures(engine: LlamaCppEngine, home: Path) -> None:
    notes = NotesService(home)
    for i, topic in enumerate(TOPICS * 4):
        notes.write(WriteContext(user="local", source="dashboard", user_message_in_turn=True),
                    NoteWrite(op="add", scope="user", kind="reference",
                              title=f"{topic} note {i}",
                              body=f"{PARAGRAPH.format(t=topic)} Item {i}."))
    notes.write(WriteContext(user="local", source="dashboard", user_message_in_turn=True),
                NoteWrite(op="add", scope="user", kind="reference",
                          title="the build needs node 20", body="The build needs node 20."))
    app = build_app(Tandem([Lent(engine)], config=load_config(home), notes=notes))
    server = await start_server(app, "127.0.0.1", 0)
    url = f"{server.url}/v1/chat/completions"
    try:
        async with aiohttp.ClientSession() as session:
            asked = {"model": engine.model_id, "max_tokens": 24, "temperature": 0,
                     "messages": [{"role": "user",
                                   "content": "Please remember that my build needs node 22."}]}
            async with session.post(url, json=asked) as resp:
                await resp.json()
            asked_run = notes.writer_runs("local")[0]["fields"]
            print(f"keep turn adds {asked_run['duration_ms']} ms to the response "
                  f"({asked_run['tokens_out']} tokens, {asked_run['notes']} note)")
    finally:
        await server.stop()
        notes.close()


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--threads", type=int, default=None)
    args = parser.parse_args()
    engine = LlamaCppEngine(n_ctx=8192, n_threads=args.threads)
    try:
        with tempfile.TemporaryDirectory() as a, tempfile.TemporaryDirectory() as b:
            await writer_figures(engine, Path(a))
            await keep_turn_figures(engine, Path(b))
    finally:
        await engine.close()


if __name__ == "__main__":
    asyncio.run(main())
