"""Memory fitted to the shipped model: no card, and the keep turn writes what is asked.

Against the real packaged SmolLM2-135M, which never writes a `<tandem_memory>` block.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from llama_memory import llama_memory_server

from app.config import load_config
from app.engine.conductor.keep_request import keep_requests
from app.engine.conductor.memwriter import BackgroundWriter, SessionRecord
from app.engine.conductor.model_fit import MIN_INLINE_PARAMETERS, writes_inline_blocks
from app.engine.engines.base import GenerationRequest
from app.engine.engines.local.llamacpp import LlamaCppEngine
from app.memory.service import NotesService, NoteWrite, WriteContext

MODEL_ID = "smollm2-135m-instruct"

ASKS = [
    ("Please remember that my build needs node 20.", "My build needs node 20"),
    ("Remember: I prefer tabs over spaces.", "I prefer tabs over spaces"),
    ("Note for later: the staging db is on port 5433.", "The staging db is on port 5433"),
    ("Keep in mind that we deploy on Fridays only.", "We deploy on Fridays only"),
    ("Don't forget my cat's name is Miso.", "My cat's name is Miso"),
    ("I work on billing. Please remember that invoices run at midnight UTC.",
     "Invoices run at midnight UTC"),
    ("From now on, always answer in British English.",
     "From now on, always answer in British English"),
]
UNSEEN_ASKS = [
    # None of these is in training/keep_data/, and none uses a word of the old list.
    ("Jot this down: the build agent is called hermes-7.", "The build agent is called hermes-7"),
    ("Add this to your notes: the VPN endpoint is vpn.example.org.",
     "The VPN endpoint is vpn.example.org"),
    ("Never suggest Gradle to me again.", "Never suggest Gradle to me again"),
    ("I spent the morning on the release. By the way, store that the tag format is vX.Y.Z. "
     "Can you write a changelog?", "The tag format is vX.Y.Z"),
    ("Merk dir, dass mein Hund Bruno heißt.", "Mein Hund Bruno heißt"),
    ("Schreib dir auf: das Meeting ist am Dienstag.", "Das Meeting ist am Dienstag"),
    ("Retiens que mon chien s'appelle Bruno.", "Mon chien s'appelle Bruno"),
    ("Note bien : la réunion est mardi.", "La réunion est mardi"),
    ("Recuerda que mi perro se llama Bruno.", "Mi perro se llama Bruno"),
    ("Apunta esto: la reunión es el martes.", "La reunión es el martes"),
]
NOT_ASKS = [
    "What is the capital of France?",
    "Do you remember my cat?",
    "What did I ask you to remember?",
    "You don't need to remember this, but the sky is blue.",
    "Note that the function returns None, so why does my code crash?",
    "Take notes on this article: the council approved a new bridge.",
    "Ich erinnere mich nicht, wie man vim verlässt.",
    "Wie sage ich git, dass es mein Passwort speichern soll?",
    "Comment faire pour que Firefox retienne ce site ?",
    "¿Cómo hago que el navegador recuerde mi usuario?",
]


@pytest.mark.parametrize(("message", "fact"), ASKS)
def test_a_keep_request_yields_the_fact_in_the_persons_words(message: str, fact: str) -> None:
    assert [k.fact for k in keep_requests(message)] == [fact]


@pytest.mark.parametrize(("message", "fact"), UNSEEN_ASKS)
def test_the_classifier_keeps_requests_it_was_not_trained_on_in_four_languages(
    message: str, fact: str
) -> None:
    assert [k.fact for k in keep_requests(message)] == [fact]


@pytest.mark.parametrize("message", NOT_ASKS)
def test_questions_negations_and_cue_words_in_other_senses_are_not_requests(
    message: str,
) -> None:
    assert keep_requests(message) == []


def test_a_sentence_that_only_asks_keeps_the_sentence_beside_it() -> None:
    [keep] = keep_requests("The deploy key lives in vault under ops/deploy. Please remember it.")
    assert keep.fact == "The deploy key lives in vault under ops/deploy"


def test_a_preference_is_a_rule_and_a_fact_a_reference() -> None:
    assert keep_requests("From now on, always use pnpm.")[0].kind == "rule"
    assert keep_requests("Next time you write a Dockerfile for me, use a slim base image."
                         )[0].kind == "rule"
    assert keep_requests("Remember that the api lives on port 8080.")[0].kind == "reference"


def test_auto_fits_the_card_by_size_and_config_overrides(tmp_path: Path) -> None:
    (tmp_path / "config.toml").write_text(
        '[models."tiny"]\ninline_blocks = "on"\n[models."huge"]\ninline_blocks = "off"\n'
    )
    cfg = load_config(tmp_path)
    assert not writes_inline_blocks(cfg, "smollm2", 134_515_008)
    assert writes_inline_blocks(cfg, "qwen-7b", 7_000_000_000)
    assert writes_inline_blocks(cfg, "relayed", None)
    assert writes_inline_blocks(cfg, "tiny", 1000)
    assert not writes_inline_blocks(cfg, "huge", 10 * MIN_INLINE_PARAMETERS)


async def test_the_packaged_model_gets_no_card(tmp_path: Path, llama_engine: LlamaCppEngine):
    async with llama_memory_server(tmp_path / "home", llama_engine) as (client, notes, _):
        model = (await client.models.list()).data[0].id
        await client.chat.completions.create(
            model=model, messages=[{"role": "user", "content": "What is the capital of France?"}],
            max_tokens=2, temperature=0,
        )
        card_start = notes.memory_card()[:60]
        prompt = await _engine_prompt(llama_engine)
    assert "capital of France" in prompt
    assert card_start not in prompt


@pytest.mark.parametrize("stream", [True, False])
async def test_asked_for_fact_is_kept_and_shown_in_the_same_answer(
    tmp_path: Path, llama_engine: LlamaCppEngine, stream: bool
) -> None:
    async with llama_memory_server(tmp_path / "home", llama_engine) as (client, notes, _):
        model = (await client.models.list()).data[0].id
        messages = [{"role": "user", "content": "Please remember that my build needs node 20."}]
        if stream:
            chunks = await client.chat.completions.create(
                model=model, messages=messages, max_tokens=12, temperature=0, stream=True
            )
            text = "".join([c.choices[0].delta.content or "" async for c in chunks if c.choices])
        else:
            reply = await client.chat.completions.create(
                model=model, messages=messages, max_tokens=12, temperature=0
            )
            text = reply.choices[0].message.content
        assert text.rstrip().endswith("› remembered: My build needs node 20")
        [note] = notes.list_notes("local")
        assert (note.title, note.source, note.status) == (
            "My build needs node 20", "writer", "provisional")
        assert "node 20" in note.body
        [run] = notes.writer_runs("local")
        assert run["fields"]["trigger"] == "asked" and run["fields"]["notes"] == 1


async def test_no_keep_turn_without_a_request_or_with_memory_off(
    tmp_path: Path, llama_engine: LlamaCppEngine
) -> None:
    async with llama_memory_server(tmp_path / "home", llama_engine) as (client, notes, _):
        model = (await client.models.list()).data[0].id
        plain = [{"role": "user", "content": "What is the capital of France?"}]
        asked = [{"role": "user", "content": "Remember that the api runs on port 8080."}]
        reply = await client.chat.completions.create(
            model=model, messages=plain, max_tokens=6, temperature=0)
        off = await client.chat.completions.create(
            model=model, messages=asked, max_tokens=6, temperature=0,
            extra_headers={"X-Tandem-Memory": "off"})
        for answer in (reply, off):
            assert "› remembered" not in answer.choices[0].message.content
        assert notes.list_notes("local") == [] and notes.writer_runs("local") == []


async def test_the_keep_turn_leaves_the_next_prompt_cached(
    tmp_path: Path, llama_engine: LlamaCppEngine
) -> None:
    async with llama_memory_server(tmp_path / "home", llama_engine) as (client, _, _):
        model = (await client.models.list()).data[0].id
        messages = [{"role": "user", "content": "Please remember that my build needs node 20."}]
        first = await client.chat.completions.create(
            model=model, messages=messages, max_tokens=10, temperature=0)
        messages += [{"role": "assistant", "content": first.choices[0].message.content},
                     {"role": "user", "content": "Thanks. And which npm?"}]
        second = await client.chat.completions.create(
            model=model, messages=messages, max_tokens=4, temperature=0)
    assert second.usage.prompt_tokens_details.cached_tokens >= first.usage.prompt_tokens


async def test_the_writer_on_the_engine_keeps_a_fact_no_turn_kept(
    tmp_path: Path, llama_engine: LlamaCppEngine
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "config.toml").write_text('[memory.notes.writer]\nmode = "on"\n')
    async with llama_memory_server(home, llama_engine) as (_, notes, _):
        writer = BackgroundWriter(notes, load_config(home))
        request = GenerationRequest(MODEL_ID, [
            {"role": "user", "content": "Keep in mind that we deploy on Fridays only."},
            {"role": "assistant", "content": "Understood."},
        ])
        record = SessionRecord(
            user="local", session="s1", project=None, engine=llama_engine, request=request,
            user_messages=["Keep in mind that we deploy on Fridays only."], inline=False,
        )
        await writer.run_pass(record, "end")
        [note] = notes.list_notes("local")
        [run] = notes.writer_runs("local")
    assert (note.title, note.source) == ("We deploy on Fridays only", "writer")
    assert run["fields"]["trigger"] == "end" and run["fields"]["notes"] == 1
    assert run["fields"]["tokens_cached"] > 0  # the pass extends what the engine held


async def test_a_session_end_does_not_keep_again_what_the_keep_turn_kept(
    tmp_path: Path, llama_engine: LlamaCppEngine
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "config.toml").write_text(
        '[memory.notes.writer]\nmode = "on"\nidle_seconds = 1\nmin_new_tokens = 1\n')
    async with llama_memory_server(home, llama_engine) as (client, notes, _):
        model = (await client.models.list()).data[0].id
        await client.chat.completions.create(
            model=model, max_tokens=6, temperature=0,
            messages=[{"role": "user", "content": "Remember that the api runs on port 8080."}])
        for _ in range(200):
            if len(notes.writer_runs("local")) == 2:
                break
            await asyncio.sleep(0.05)
        runs = notes.writer_runs("local")
        assert [r["fields"]["trigger"] for r in runs] == ["end", "asked"]
        assert runs[0]["fields"]["stopped"] == "gate"
        assert len(notes.list_notes("local")) == 1


async def _say_once(home: Path, engine: LlamaCppEngine, said: str) -> tuple[str, list, list]:
    """One message to the packaged model, memory on: (its answer, the notes, the writer
    runs) as they stand once it has answered."""
    async with llama_memory_server(home, engine) as (client, notes, _):
        model = (await client.models.list()).data[0].id
        reply = await client.chat.completions.create(
            model=model, max_tokens=8, temperature=0,
            messages=[{"role": "user", "content": said}])
        return (reply.choices[0].message.content or "", notes.list_notes("local"),
                notes.writer_runs("local"))


async def test_a_request_without_cue_words_ends_in_a_note(
    tmp_path: Path, llama_engine: LlamaCppEngine
) -> None:
    answer, [note], _ = await _say_once(tmp_path / "home", llama_engine,
                                        "Jot this down: my gpg key id is 5F3A9C21.")
    assert answer.rstrip().endswith(f"› remembered: {note.title}")
    assert note.body.strip() == "My gpg key id is 5F3A9C21."
    assert note.kind == "reference"


async def test_a_cue_word_in_another_sense_ends_in_no_note(
    tmp_path: Path, llama_engine: LlamaCppEngine
) -> None:
    answer, notes, runs = await _say_once(tmp_path / "home", llama_engine,
                                          "I can't remember how to exit vim.")
    assert "› remembered" not in answer
    assert notes == [] and runs == []


async def test_a_small_model_gets_the_matching_notes_as_plain_facts_without_ids_or_index(
    tmp_path: Path, llama_engine: LlamaCppEngine
) -> None:
    home = tmp_path / "home"
    notes = NotesService(home)
    ctx = WriteContext(user="local", source="model", user_message_in_turn=True)
    for title, body in [("The staging box is atlas", "The staging box runs Debian 12."),
                        ("Our CI runs on GitHub Actions", "CI has 2 cores.")]:
        notes.write(ctx, NoteWrite(op="add", scope="user", kind="reference", title=title,
                                   body=body))
    ids = [n.id for n in notes.list_notes("local")]
    async with llama_memory_server(home, llama_engine, notes) as (client, notes, _):
        model = (await client.models.list()).data[0].id
        await client.chat.completions.create(
            model=model, max_tokens=2, temperature=0,
            messages=[{"role": "user", "content": "Which staging box do we use?"}])
        prompt = await _engine_prompt(llama_engine)
        texts = notes.texts
    assert "The staging box is atlas: The staging box runs Debian 12." in prompt
    assert texts.facts_head.strip() in prompt
    assert not any(i in prompt for i in ids)
    for frame in (texts.index_head, texts.matching_head, texts.card):
        assert frame.strip()[:40] not in prompt
    assert "reference, user, provisional" not in prompt and "<tandem_notes>" not in prompt


async def _engine_prompt(engine: LlamaCppEngine) -> str:
    """The text the engine last evaluated: its prompt and the tokens it generated."""
    return await engine._worker.call(
        lambda: engine._llm.detokenize(
            engine._llm.input_ids[: engine._llm.n_tokens].tolist()
        ).decode("utf-8", "replace")
    )
