"""Session state: kept across opens, replaced past a divergence, evicted when idle."""

from __future__ import annotations

import sqlite3
import stat
import time

from hypothesis import given, settings
from hypothesis import strategies as st

from app.engine.conductor.sessions import IDLE_EVICT_S, Entry, SessionStore
from app.engine.conductor.splice import apply, of_answer, of_segments, wrap

BLOCK_TEXT = '<tandem_memory op="add">\ntitle: t\n\nb\n</tandem_memory>'


def test_entries_survive_reopening_the_store(tmp_path):
    store = SessionStore(tmp_path)
    state = store.open("s1", "local", None)
    store.save(state, 0, [Entry("h1", ((0, "one"),)), Entry("h2", ((0, "two"), (3, "!")))])
    store.close()
    again = SessionStore(tmp_path).open("s1", "local", None)
    assert [e.splice for e in again.entries] == [((0, "one"),), ((0, "two"), (3, "!"))]
    assert again.token == state.token


def test_saving_after_a_divergence_replaces_the_tail(tmp_path):
    store = SessionStore(tmp_path)
    state = store.open("s1", "local", None)
    store.save(state, 0, [Entry("a"), Entry("b"), Entry("c")])
    store.save(state, 1, [Entry("x")])
    assert [e.client_hash for e in store.open("s1", "local", None).entries] == ["a", "x"]


def test_a_token_names_its_session_and_nothing_else(tmp_path):
    store = SessionStore(tmp_path)
    one = store.open("s1", "local", "/work/a")
    two = store.open("s2", "bob", None)
    assert one.token != two.token
    owner = store.owner_of(one.token)
    assert (owner.session, owner.user, owner.project) == ("s1", "local", "/work/a")
    assert store.owner_of("not-a-token") is None


def test_sessions_idle_for_more_than_7_days_are_evicted(tmp_path):
    store = SessionStore(tmp_path)
    old = store.open("old", "local", None)
    store.save(old, 0, [Entry("h")])
    store.open("new", "local", None)
    assert store.evict_idle(now=time.time() + IDLE_EVICT_S + 60) == 2
    store.open("fresh", "local", None)
    assert store.evict_idle(now=time.time() + IDLE_EVICT_S - 60) == 0
    assert store.owner_of(old.token) is None
    assert store.open("old", "local", None).entries == []


def test_the_state_file_is_private(tmp_path):
    SessionStore(tmp_path)
    assert stat.S_IMODE((tmp_path / "sessions.sqlite").stat().st_mode) == 0o600


_texts = st.text(st.sampled_from("ab \n<>é"), max_size=8)


@settings(max_examples=200, deadline=None)
@given(segments=st.lists(st.tuples(st.booleans(), _texts), max_size=8),
       lead=st.sampled_from(["", " ", "\n\n"]), trail=st.sampled_from(["", "\n", " \n"]))
def test_a_splice_rebuilds_the_engine_text_from_what_the_client_sends_back(
        segments, lead, trail):
    engine = "".join(text for _, text in segments)
    visible = "".join(text for shown, text in segments if shown)
    splice = of_segments(segments)
    assert apply(visible, splice) == engine
    assert apply(lead + visible.strip() + trail, splice) == engine  # the client trimmed it
    hidden = [text for shown, text in segments if not shown and text.strip()]
    assert all(any(text in piece for _, piece in splice) for text in hidden)


def test_a_splice_keeps_only_what_the_client_did_not_see():
    raw = "<think>plan</think>Hi there." + BLOCK_TEXT + " Bye."
    pieces = [("held", "plan"), ("shown", "Hi there."), ("held", BLOCK_TEXT),
              ("shown", " Bye.")]
    splice = of_answer(raw, pieces)
    assert apply("Hi there. Bye.", splice) == raw
    assert "Hi there" not in str(splice) and "Bye" not in str(splice)


def test_parts_get_the_injections_as_text_parts_of_their_own():
    image = {"type": "image_url", "image_url": {"url": "data:,"}}
    parts = [{"type": "text", "text": "look"}, image]
    engine, splice = wrap(parts, "CARD", "NOTES")
    assert engine == [{"type": "text", "text": "CARD"}, *parts, {"type": "text", "text": "NOTES"}]
    assert apply(parts, splice) == engine


def test_a_version_one_store_that_kept_engine_text_is_emptied_on_open(tmp_path):
    db = sqlite3.connect(tmp_path / "sessions.sqlite")
    db.execute("CREATE TABLE messages (session TEXT, idx INTEGER, client_hash TEXT, "
               "engine_content TEXT)")
    db.execute("INSERT INTO messages VALUES ('s1', 0, 'h', 'key AKIAIOSFODNN7EXAMPLE')")
    db.commit()
    db.close()
    store = SessionStore(tmp_path)
    assert store.open("s1", "local", None).entries == []
    store.close()
    for path in tmp_path.iterdir():
        assert b"AKIAIOSFODNN7EXAMPLE" not in path.read_bytes()


def test_the_same_id_for_two_users_is_two_sessions(tmp_path):
    store = SessionStore(tmp_path)
    alice = store.open("chat", "alice", None)
    store.save(alice, 0, [Entry("h")])
    bob = store.open("chat", "bob", None)
    assert bob.token != alice.token and bob.entries == []
    assert store.owner_of(bob.token).user == "bob"
