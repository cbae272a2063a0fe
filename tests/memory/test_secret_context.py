"""The learned second opinion on secrets (app/memory/secret_context.py): the passwords it
refuses that no pattern names, and what it must leave to the patterns' judgement."""

from __future__ import annotations

import pytest

from app.memory import rules
from app.memory.secret_context import THRESHOLD, candidates, probability
from app.memory.secrets import find_secrets, learned_candidates

# Written for this test, in the way the blind batches' misses were said: a password in
# passing, after words no pattern treats as naming one.
SAID_IN_PASSING = {
    "Dad's tablet after the reset takes maple%Quartz2291, he wants it written down":
        "maple%Quartz2291",
    "Mum's Kindle after the reset takes Heron%Pebble5512, she wants it written down":
        "Heron%Pebble5512",
}


@pytest.mark.parametrize(("text", "value"), SAID_IN_PASSING.items())
def test_a_password_said_in_passing_is_refused_by_the_model(text: str, value: str) -> None:
    assert rules.check_secrets(text, "", learned=False) is None  # the patterns let it by
    for title, body in ((text, ""), ("", text)):
        refusal = rules.check_secrets(title, body)
        assert refusal is not None
        assert refusal.counts == {"value_in_context": 1}
        assert value not in refusal.reason
    [hit] = find_secrets(text)
    assert text[hit.start:hit.end] == value  # the value, not the address beside it


def test_a_value_the_patterns_call_public_is_never_asked_of_the_model() -> None:
    public = "NEXT_PUBLIC_ANALYTICS_KEY=HunOHea9AbGbB08bbzelCvzuiTenRhr6"
    booking = "Booking code for the ferry: 884213"
    pin = "the alarm code: 8812"
    for text in (public, booking):
        assert list(candidates(text))  # the model would be asked without the gate
        assert learned_candidates(text) == []
        assert rules.check_secrets(text, text) is None
    assert [pin[c.start:c.end] for c in learned_candidates(pin)] == ["8812"]


def test_plain_words_and_possessives_are_not_candidates() -> None:
    text = "Dad's l'agence Canva aujourd’hui dial-in Wi-Fi"
    assert [text[c.start:c.end] for c in candidates(text)] == ["dial-in", "Wi-Fi"]


def test_a_value_is_judged_apart_from_the_name_it_is_assigned_to() -> None:
    [assigned] = candidates("DB_PASSWORD=9UBH6FOCrvl3THgA")
    [bare] = candidates("9UBH6FOCrvl3THgA")
    assert (assigned.start, assigned.end) == (bare.start + 12, bare.end + 12)
    assert probability(assigned) >= THRESHOLD > probability(bare)


def test_ordinary_notes_with_numbers_and_versions_are_kept() -> None:
    for text in ("Release v2.14.3-rc1 ships on Monday",
                 "The build image is python:3.12-slim-bookworm and node:20-alpine3.19",
                 "Meeting room B4-217, dial-in 0800 555 2291",
                 "Order 4471902 arrives Tuesday, parcel locker 12"):
        assert rules.check_secrets(text, text) is None, text


def test_a_phrase_written_without_spaces_is_read_by_its_last_word() -> None:
    """Japanese puts the head of a phrase last: "金庫の番号" (the safe's number) and
    "レジの番号" (the till's) end in one word, and the value after each is read by it."""
    [safe] = candidates("金庫の番号 4821")
    [till] = candidates("レジの番号 4821")
    [camera] = candidates("カメラのアプリ 4821")
    assert len(set(safe.features) & set(till.features)) > len(
        set(safe.features) & set(camera.features))
