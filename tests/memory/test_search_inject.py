"""Spec 26.3: the BM25F index, the matching notes, the index block and the memory card."""

from __future__ import annotations

import datetime as dt
import os
import random
import time
from pathlib import Path

import pytest

from app.config import RESOURCES
from app.memory.inject import INDEX_BUDGET_TOKENS, MATCHING_BUDGET_TOKENS, estimate_tokens
from app.memory.note import Note, serialise
from app.memory.relevance import MATCHING, Match, Relevance
from app.memory.search import MIN_SHARED_WORDS, NoteIndex
from app.memory.service import (
    HAND_EDIT_RESCAN_S,
    NotesService,
    NoteWrite,
    Visibility,
    WriteResult,
)

from .helpers import PROJECT, Clock, add, model_ctx, notes_root

VIS = Visibility("local", "s1", PROJECT)


def ids(notes: list) -> list[str]:
    return [n.id for n in notes]


# ---- the index ---------------------------------------------------------------------------


def test_index_is_rebuilt_from_the_files_on_start(home: Path, clock: Clock) -> None:
    first = NotesService(home, clock=clock)
    note = add(first, "the build needs node 20", "npm run build fails on node 18").note
    first.close()
    second = NotesService(home, clock=clock)
    try:
        assert ids(second.matching(VIS, "npm build fails, which node?")) == [note.id]
        assert [n.id for n, _ in second.search("local", "node")] == [note.id]
    finally:
        second.close()


def _edit(note_path: Path, old: str, new: str, in_place: bool) -> None:
    text = note_path.read_text("utf-8").replace(old, new)
    if in_place:  # what VS Code or `>>` do: same inode, folder untouched
        with note_path.open("r+", encoding="utf-8") as f:
            f.write(text)
            f.truncate()
    else:  # what most editors and every Tandem process do: write aside, rename over
        aside = note_path.with_name(".edit.tmp")
        aside.write_text(text, "utf-8")
        os.replace(aside, note_path)


def test_index_sees_a_file_rewritten_by_hand_at_once(svc: NotesService) -> None:
    note = add(svc, "the build needs node 20", "npm run build fails on node 18").note
    assert ids(svc.matching(VIS, "npm run fails")) == [note.id]
    assert note.path is not None
    _edit(note.path, "npm run build fails on node 18", "cargo test needs the nightly toolchain",
          in_place=False)
    assert svc.matching(VIS, "npm run fails") == []
    assert ids(svc.matching(VIS, "why does cargo test need nightly?")) == [note.id]


def test_index_sees_a_file_edited_in_place_within_the_rescan_interval(svc: NotesService) -> None:
    note = add(svc, "the build needs node 20", "npm run build fails on node 18").note
    assert ids(svc.matching(VIS, "npm run fails")) == [note.id]
    assert note.path is not None
    _edit(note.path, "npm run build fails on node 18", "cargo test needs the nightly toolchain",
          in_place=True)
    time.sleep(HAND_EDIT_RESCAN_S + 0.05)
    assert svc.matching(VIS, "npm run fails") == []
    assert ids(svc.matching(VIS, "why does cargo test need nightly?")) == [note.id]
    # The Notes tab and every write read the files at once.
    _edit(note.path, "cargo test", "cargo bench", in_place=True)
    assert "cargo bench" in svc.read("local", note.id).body  # type: ignore[union-attr]


def test_index_sees_files_added_and_deleted_by_hand(svc: NotesService, home: Path) -> None:
    note = add(svc, "the build needs node 20", "npm run build fails on node 18").note
    assert svc.matching(VIS, "npm build fails on node 18") != []
    note.path.unlink()  # type: ignore[union-attr]
    assert svc.matching(VIS, "npm build fails on node 18") == []
    by_hand = note.with_changes(id="byhand0001", title="redis is only a cache",
                                body="redis is flushed on every deploy\n")
    (notes_root(home) / "user" / by_hand.filename).write_text(serialise(by_hand), "utf-8")
    assert ids(svc.matching(VIS, "is redis flushed on deploy?")) == ["byhand0001"]


def test_search_returns_notes_with_bm25_scores(svc: NotesService) -> None:
    node = add(svc, "the build needs node 20", "npm run build fails on node 18").note
    add(svc, "redis is only a cache", "it is flushed on every deploy")
    hits = svc.search("local", "node build")
    assert [n.id for n, _ in hits] == [node.id]
    assert hits[0][1] > 0
    assert svc.search("local", "the and of") == []


# ---- matching notes ----------------------------------------------------------------------


def test_matching_needs_two_shared_words_and_ignores_stopwords(svc: NotesService) -> None:
    note = add(svc, "the build needs node 20", "npm run build fails on node 18").note
    assert svc.matching(VIS, "what about the build?") == []
    assert svc.matching(VIS, "how do I do this with the one that is about to be done") == []
    assert ids(svc.matching(VIS, "the build is broken on node")) == [note.id]


def test_matching_returns_at_most_3_notes_best_first(svc: NotesService) -> None:
    # Five notes that all answer the message well: the floors pass them, the cap does not.
    facts = [
        ("kubectl rollout restart after a staging deploy", "pods cache the old config map"),
        ("staging deploy rollout restart needs the office vpn", "wireguard profile corp, "
         "kubectl hangs on the bastion otherwise"),
        ("a kubectl rollout restart on staging waits for readiness probes", "deploy windows "
         "allow two minutes per replica set"),
        ("restart order for staging: worker first", "kubectl rollout of the api deploy "
         "comes last, after migrations"),
        ("rollout restart events show in loki", "kubectl deploy logs, namespace app-staging "
         "in grafana"),
    ]
    for title, body in facts:
        add(svc, title, body)
    found = svc.matching(VIS, "how do I deploy to staging with kubectl rollout restart?")
    assert len(found) == 3
    assert found[0].title == "kubectl rollout restart after a staging deploy"


def test_matching_stays_within_600_tokens(svc: NotesService) -> None:
    words = ["al", "br", "ch", "de", "ec", "fo", "go", "ho", "in", "ju", "ki", "li"]
    for i, scope in enumerate(("user", "project", "session")):
        filler = " ".join(f"{w}{i}{j}" for j in range(28) for w in words)  # 336 words
        add(svc, f"kafka consumer lag note {i}", f"kafka consumer lag {filler}", scope=scope)
    found = svc.matching(VIS, "why does the kafka consumer lag?")
    assert len(found) == 1
    cost = estimate_tokens(svc.matching_block(found)) - estimate_tokens(svc.texts.matching_head)
    assert cost <= MATCHING_BUDGET_TOKENS


def test_matching_sees_only_the_requests_scopes(svc: NotesService) -> None:
    mine = add(svc, "the build needs node 20", "npm build node", scope="project").note
    add(svc, "the build needs node 18", "npm build node",
        ctx=model_ctx(project="/home/dana/src/other"), scope="project")
    add(svc, "the build needs node 16", "npm build node", ctx=model_ctx(session="s2"),
        scope="session")
    add(svc, "the build needs node 14", "npm build node", ctx=model_ctx(user="bob"))
    assert ids(svc.matching(VIS, "npm build node version")) == [mine.id]
    assert svc.matching(Visibility("local"), "npm build node version") == []


def test_stale_program_state_is_never_injected(svc: NotesService, clock: Clock) -> None:
    note = add(svc, "the release branch is frozen", "release branch frozen until the audit",
               kind="program_state", verify_by="2026-03-10").note
    assert ids(svc.matching(VIS, "is the release branch frozen?")) == [note.id]
    assert note.id in svc.index_block(VIS)
    clock.advance(days=9)
    assert svc.matching(VIS, "is the release branch frozen?") == []
    assert note.id not in svc.index_block(VIS)


def test_program_state_without_verify_by_gets_one(svc: NotesService) -> None:
    note = add(svc, "the release branch is frozen", kind="program_state").note
    assert note.verify_by == "2026-03-16"


# ---- the index block ---------------------------------------------------------------------


def test_index_block_lists_pinned_ratified_rules_first(svc: NotesService) -> None:
    gotcha = add(svc, "the vpn drops at 18:00").note
    rule = add(svc, "answers start with the answer", "then at most three paragraphs",
               kind="rule").note
    unpinned_rule = add(svc, "use British spelling", kind="rule").note
    svc.ratify("local", rule.id)
    svc.pin("local", rule.id)
    block = svc.index_block(VIS)
    lines = block.splitlines()
    assert lines[1] == "Pinned rules:"
    assert lines[2] == f"- [{rule.id}] answers start with the answer: then at most three paragraphs"
    assert block.index(rule.id) < block.index(gotcha.id)
    assert block.count(rule.id) == 1
    assert f"- [{unpinned_rule.id}] rule, user, provisional: use British spelling" in lines


def test_index_block_stays_within_1500_tokens(svc: NotesService, home: Path) -> None:
    folder = notes_root(home) / "user"
    folder.mkdir(parents=True)
    note = add(svc, "seed note").note
    for i in range(300):
        copy = note.with_changes(id=f"bulk{i:04d}", title=f"fact number {i} about the system")
        (folder / copy.filename).write_text(serialise(copy), "utf-8")
    block = svc.index_block(VIS)
    assert estimate_tokens(block) <= INDEX_BUDGET_TOKENS
    assert block.rstrip().endswith("more notes not listed.")


def test_index_block_is_empty_without_visible_notes(svc: NotesService) -> None:
    assert svc.index_block(VIS) == ""
    add(svc, "session fact", ctx=model_ctx(session="other"), scope="session")
    assert svc.index_block(VIS) == ""


# ---- the card and the frame --------------------------------------------------------------


def test_memory_card_is_byte_identical_across_sessions_and_homes(
    svc: NotesService, tmp_path: Path
) -> None:
    other = NotesService(tmp_path / "other-home")
    try:
        assert svc.memory_card() == other.memory_card()
    finally:
        other.close()
    add(svc, "the build needs node 20")
    assert svc.memory_card() == (RESOURCES / "memory_card.md").read_text("utf-8")
    assert "{" not in svc.memory_card()


def test_memory_card_is_about_150_tokens_and_shows_a_block(svc: NotesService) -> None:
    card = svc.memory_card()
    assert 110 <= estimate_tokens(card) <= 190
    assert '<tandem_memory op="add" scope="project" kind="gotcha">' in card
    assert "</tandem_memory>" in card


def test_script_hint_is_separate_from_the_card(svc: NotesService) -> None:
    card = svc.memory_card()
    hint = svc.memory_script_hint("http://127.0.0.1:8470", "tok-123")
    assert "http://127.0.0.1:8470/v1/memory" in hint and "tok-123" in hint
    assert svc.memory_card() == card


def test_matching_block_frames_the_notes_as_the_users_own(svc: NotesService) -> None:
    note = add(svc, "the build needs node 20", "npm run build fails on node 18").note
    svc.ratify("local", note.id)
    block = svc.matching_block(svc.matching(VIS, "npm build fails on node 18"))
    head = block.split("<note", 1)[0]
    assert "answer from it" in head and "comes from your notes" in head
    assert "ratified was confirmed by the user" in head
    assert "disagree" in head and "tell the user both" in head
    assert 'status="ratified (confirmed by the user)"' in block
    assert "npm run build fails on node 18" in block
    assert svc.matching_block([]) == ""


def test_record_injection_counts_uses_in_the_last_7_days(svc: NotesService, clock: Clock
                                                         ) -> None:
    note = add(svc, "the build needs node 20").note
    svc.record_injection(VIS, [note.id], "r1")
    clock.advance(days=3)
    svc.record_injection(VIS, [note.id, note.id], "r2")
    assert svc.uses_in_last_days("local", note.id, 7) == 2
    clock.advance(days=5)
    assert svc.uses_in_last_days("local", note.id, 7) == 1
    clock.now = dt.datetime(2026, 6, 1, tzinfo=dt.UTC)
    assert svc.uses_in_last_days("local", note.id, 7) == 0


def test_update_shows_in_the_next_match(svc: NotesService) -> None:
    note = add(svc, "the build needs node 20", "npm run build fails on node 18").note
    result = svc.write(model_ctx(), NoteWrite("update", "user", "gotcha", id=note.id,
                                              body="pnpm build needs corepack enabled"))
    assert isinstance(result, WriteResult)
    assert ids(svc.matching(VIS, "pnpm needs corepack?")) == [note.id]


def test_fast_bm25f_scores_equal_whoosh_query_scores() -> None:
    index = NoteIndex()
    words = ["deploy", "staging", "cluster", "helm", "chart", "rollout", "restart", "pod",
             "cache", "config", "vpn", "loki"]
    rng = random.Random(7)
    notes = [Note(id=f"n{i}", title=" ".join(rng.sample(words, 3)), kind="gotcha",
                  scope="user", body=" ".join(rng.sample(words, 6)), tags=("ops",))
             for i in range(40)]
    index.rebuild(notes[:20])
    for note in notes[20:]:  # one commit each: several segments, as after a day of writes
        index.upsert(note)
        index.score(frozenset({"deploy"}), [note.id])
    for _ in range(50):
        stems = index.stems(" ".join(rng.sample(words, 4)) + " ops")
        ids = rng.sample([n.id for n in notes], 12)
        fast, slow = index.score(stems, ids), index.search_score(stems, ids)
        assert fast.keys() == slow.keys()
        assert all(abs(fast[k] - slow[k]) < 1e-9 for k in fast)


def _shares_two_words(title: str, body: str, message: str) -> bool:
    """Spec 26.3's screen alone, before the relevance model: the note shares two words."""
    index = NoteIndex()
    try:
        index.rebuild([Note(id="n1", title=title, kind="gotcha", scope="user", body=body)])
        return "n1" in index.word_counts(index.words(message), None, MIN_SHARED_WORDS)
    finally:
        index.close()


def test_a_shortened_word_or_a_compounds_head_is_the_same_word(svc: NotesService) -> None:
    promo = add(svc, "the staff engineer promotion case is due 15 September",
                "Olu wants the written case for the autumn cycle").note
    assert ids(svc.matching(VIS, "deadline for the staff promo?")) == [promo.id]
    assert _shares_two_words("airflow runs on kubernetes", "the KubernetesExecutor, one pod "
                             "per task", "which executor does our airflow use?")


@pytest.mark.parametrize("title, body, message", [
    # a shorthand whose letters a word of the note holds in order, first and last alike
    ("Lena's birthday is on 14 March", "She prefers a voucher for the bookshop.",
     "Lena's bday?"),
    ("dentist appointment for Ada on 3 May", "Dr Shah at the Chorlton practice.",
     "Ada's next appt?"),
    # a version and the release it names
    ("Terraform pinned to 1.7.5 until the provider migration", "Decided in March.",
     "why are we still on terraform 1.7?"),
    # a clock time or a ratio is a word, not two short numbers
    ("Karim is his manager", "Their 1:1 is every other Thursday at 11:00.",
     "which day is my 1:1 with Karim usually?"),
    # one stem for an English verb's forms (Snowball: "running" and "runs" are "run")
    ("Ferhat off sick this week", "Max runs the bakehouse until Friday.",
     "who's running things while Ferhat is out?"),
])
def test_shorthand_versions_and_clock_times_are_words(title: str, body: str, message: str
                                                      ) -> None:
    assert _shares_two_words(title, body, message)


@pytest.mark.parametrize("message", [
    "Lena's bd?",  # too short to be anyone's shorthand
    "Lena's bdax?",  # the last letter is not the word's
    "Lena's bread?",  # a word with its vowels is no shorthand
    "why are we still on terraform 1.8?",  # another release
    "terraform at 17:50?",  # a time is not a version
])
def test_a_lookalike_of_a_shorthand_or_version_is_not_the_word(message: str) -> None:
    assert not _shares_two_words("Lena's birthday and terraform 1.7.5", "Noted in March.",
                                 message)


def test_a_short_stem_never_meets_a_longer_word() -> None:
    assert not _shares_two_words("carbonara night with the neighbours", "guanciale from the "
                                 "market, no cream", "the car needs new tyres, any market near?")
    assert _shares_two_words("carbonara night with the neighbours", "guanciale from the "
                             "market, no cream", "is there a carbonara market near?")


def test_a_name_stemmed_in_its_notes_language_is_found_from_english(svc: NotesService) -> None:
    note = add(svc, "vuelos a Valencia del 25 de julio al 10 de agosto",
               "Con Vueling desde BER, los cuatro. Luis nos recoge en el aeropuerto.").note
    assert note.id in ids(svc.matching(VIS, "when does Luis pick us up from the Valencia "
                                            "flight?"))


def test_the_likeliest_candidate_goes_first_whatever_bm25f_ranked_first() -> None:
    """BM25F ranked the note that only names the subject first; the note whose words and
    meaning cover the question goes in before it."""
    names = Match("names", score=10.0, cover=0.4, focus=0.2, shared=2, meaning=0.45, part=0.5)
    answers = Match("answers", score=9.0, cover=0.9, focus=0.5, shared=4, meaning=0.8, part=0.85)
    assert [m.note_id for m in MATCHING.apply([names, answers])] == ["answers", "names"]
    quiet = Relevance(MATCHING.weights, MATCHING.bias, gate=0.999, runner_up=0.05)
    assert quiet.apply([names, answers]) == []  # the likeliest, not the first, meets the gate
