"""The fast paths give what the slow ones would: the stemmer, the pre-analysed whoosh
fields, the per-commit score cache and the store's snapshot kept in step by our writes."""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from whoosh import query, scoring
from whoosh.fields import ID, TEXT, Schema
from whoosh.filedb.filestore import RamStorage

from app.memory.note import Note, serialise
from app.memory.search import NoteIndex
from app.memory.service import NotesService, NoteWrite, Visibility, WriteResult
from app.memory.store import Store
from app.memory.terms import FIELD_BOOSTS, LANGUAGES, Analysis, Stemmer, analyzer

from .helpers import add, model_ctx

WORDS = ["deploy", "deploying", "deployed", "staging", "cluster", "helm", "charts", "rollout",
         "restarts", "pods", "caching", "config", "vpn", "loki", "the", "and", "a", "I",
         "x", "Über", "naïve", "café", "3.14", "foo.bar.baz", "a*b", "**", "don't", "I/O",
         "__init__", "ΣΑΣ", "İstanbul", "42", "C++", "e-mail", "running", "runs"]


def _whoosh_stems(text: str, lang: str = "en") -> list[str]:
    return [t.text for t in analyzer(lang)(text)]


@settings(max_examples=300, deadline=None)
@given(st.text(), st.sampled_from(LANGUAGES))
def test_stemmer_gives_whoosh_analyzer_stems_for_any_text(text: str, lang: str) -> None:
    assert Stemmer(analyzer(lang))(text) == _whoosh_stems(text, lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_stemmer_gives_whoosh_analyzer_stems_for_words_and_punctuation(lang: str) -> None:
    stemmer = Stemmer(analyzer(lang))
    rng = random.Random(3)
    for _ in range(300):
        text = rng.choice([" ", "\n", ", ", ". ", "-", "/"]).join(
            rng.choices(WORDS, k=rng.randint(0, 12)))
        assert stemmer(text) == _whoosh_stems(text, lang)


def _notes(n: int, seed: int) -> list[Note]:
    """Notes of random WORDS that read as English (the reference analyses English; each
    language's analysis has the stemmer tests above)."""
    rng = random.Random(seed)
    notes: list[Note] = []
    while len(notes) < n:
        note = Note(id=f"n{len(notes)}", title=" ".join(rng.sample(WORDS, 4)), kind="gotcha",
                    scope="user", body=" ".join(rng.choices(WORDS, k=rng.randint(0, 25))),
                    tags=tuple(rng.sample(["ops", "deploy", "db", "ci ops"],
                                          rng.randint(0, 2))))
        if Analysis().language(f"{note.title}\n{' '.join(note.tags)}\n{note.body}") == "en":
            notes.append(note)
    return notes


def _text_index(notes: list[Note]) -> Any:
    """The schema as it was: whoosh analysing title, tags and body itself (TEXT fields)."""
    schema = Schema(id=ID(stored=True, unique=True), **{
        field: TEXT(analyzer=analyzer(), field_boost=boost)
        for field, boost in FIELD_BOOSTS.items()
    })
    ix = RamStorage().create_index(schema, indexname="reference")
    writer = ix.writer()
    for note in notes:
        writer.add_document(id=note.id, title=note.title, tags=" ".join(note.tags),
                            body=note.body)
    writer.commit()
    return ix


def test_scores_are_those_of_whoosh_analysing_the_text_itself() -> None:
    notes = _notes(60, 11)
    index = NoteIndex()
    index.rebuild(notes)
    reference = _text_index(notes)
    rng = random.Random(5)
    with reference.searcher(weighting=scoring.BM25F(B=0.75, K1=1.2)) as searcher:
        for _ in range(60):
            stems = index.stems(" ".join(rng.sample(WORDS, 5)) + " ops")
            ids = rng.sample([n.id for n in notes], 15)
            terms = query.Or([query.Term(f, s) for f in FIELD_BOOSTS for s in sorted(stems)])
            only = query.Or([query.Term("id", i) for i in ids])
            expected = {hit["id"]: float(hit.score)
                        for hit in searcher.search(query.Require(terms, only), limit=None)}
            _same(index.score(stems, ids), expected)
    index.close()


def test_cached_scores_are_dropped_at_each_commit() -> None:
    notes = _notes(30, 2)
    index = NoteIndex()
    index.rebuild(notes[:20])
    stems = index.stems("deploy helm cluster pods")
    ids = [n.id for n in notes]
    first = index.score(stems, ids)
    assert index.score(stems, ids) == first  # answered from the cache
    for note in notes[20:]:  # more documents: every IDF moves
        index.upsert(note)
    again = index.score(stems, ids)
    assert again != first
    _same(again, index.search_score(stems, ids))
    gone = next(iter(again))
    index.remove(gone)
    assert gone not in index.score(stems, ids)
    changed = index.get(next(i for i in ids if i != gone))
    assert changed is not None
    index.upsert(changed.with_changes(body="deploy deploy deploy helm", revision=2))
    _same(index.score(stems, ids), index.search_score(stems, ids))
    index.close()


def _same(fast: dict[str, float], slow: dict[str, float]) -> None:
    """Equal up to the order whoosh's union adds the terms in."""
    assert fast.keys() == slow.keys()
    assert all(abs(fast[k] - slow[k]) < 1e-9 for k in fast)


# ---- the store's snapshot, kept in step by our own writes ---------------------------------


def _fresh_scan(root: Path, user: str) -> dict[str, Note]:
    other = Store(root)
    try:
        return other.scan_live(user)[0]
    finally:
        other.close()


def _note(note_id: str, title: str) -> Note:
    return Note(id=note_id, title=title, kind="gotcha", scope="user", body="body text\n",
                created="2026-03-02T09:00:00+00:00", updated="2026-03-02T09:00:00+00:00")


def test_a_write_brings_the_snapshot_up_to_date(tmp_path: Path) -> None:
    store = Store(tmp_path / "notes")
    first = _note("aaaaaaaaaa", "first note")
    with store.locked():
        store.put_live("u", first, serialise(first), None)
    notes, _ = store.scan_live("u")
    with store.locked():
        second = _note("bbbbbbbbbb", "second")
        _, patched = store.put_live("u", second, serialise(second), None)
    assert patched is not None and patched is not notes
    assert store.scan_live("u", stat_files=False)[0] is patched  # nothing left to read
    assert patched == _fresh_scan(tmp_path / "notes", "u")
    retitled = patched["aaaaaaaaaa"].with_changes(title="first note, retitled", revision=2)
    with store.locked():
        stored, patched = store.put_live("u", retitled, serialise(retitled),
                                         patched["aaaaaaaaaa"].path)
    assert patched is not None and patched["aaaaaaaaaa"].path == stored.path
    fresh = _fresh_scan(tmp_path / "notes", "u")
    assert patched == fresh
    assert {n.path for n in patched.values()} == {n.path for n in fresh.values()}
    store.close()


def test_a_folder_changed_by_someone_else_is_read_again(tmp_path: Path) -> None:
    store = Store(tmp_path / "notes")
    first = _note("aaaaaaaaaa", "first note")
    with store.locked():
        first, _ = store.put_live("u", first, serialise(first), None)
    store.scan_live("u")
    assert first.path is not None
    # A person drops a file in (written aside, renamed in) after our last scan.
    by_hand = _note("cccccccccc", "written by hand")
    aside = first.path.with_name(".hand.tmp")
    aside.write_text(serialise(by_hand), "utf-8")
    os.replace(aside, first.path.with_name("gotcha-written-by-hand--cccccccccc.md"))
    second = _note("bbbbbbbbbb", "second")
    with store.locked():
        _, patched = store.put_live("u", second, serialise(second), None)
    assert patched is None  # the snapshot had not seen the folder as it was
    notes = store.scan_live("u")[0]
    assert set(notes) == {"aaaaaaaaaa", "bbbbbbbbbb", "cccccccccc"}
    store.close()


def test_service_writes_keep_reads_in_step_with_the_files(home: Path) -> None:
    svc = NotesService(home, hand_edit_rescan_s=3600)  # no periodic full scans
    vis = Visibility("local", "s1")
    try:
        first = add(svc, "pnpm needs corepack", "enable corepack before pnpm install").note
        second = add(svc, "helm chart pins", "the helm chart pins loki to 2.9").note
        assert [n.id for n in svc.matching(vis, "pnpm corepack?")] == [first.id]
        result = svc.write(model_ctx(), NoteWrite("update", "user", "gotcha", id=second.id,
                                                  title="helm chart pins loki"))
        assert isinstance(result, WriteResult)
        assert [n.id for n in svc.matching(vis, "helm loki pins")] == [second.id]
        listed = {n.id: n for n in svc.list_notes("local")}
        assert listed[second.id].title == "helm chart pins loki"
        other = NotesService(home)
        try:
            assert {n.id: (n.title, n.path) for n in other.list_notes("local")} == {
                i: (n.title, n.path) for i, n in listed.items()}
        finally:
            other.close()
    finally:
        svc.close()
