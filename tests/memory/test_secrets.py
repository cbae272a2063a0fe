"""Spec 26.2: every title and body passes the secret-pattern refusal; a body that is mostly
a secret is refused. The corpus in tests/data/secrets/ pins the rates."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from app.memory import rules, secrets

CORPUS = Path(__file__).resolve().parents[1] / "data" / "secrets"
POSITIVE = yaml.safe_load((CORPUS / "positive.yaml").read_text("utf-8"))
NEGATIVE = yaml.safe_load((CORPUS / "negative.yaml").read_text("utf-8"))
REQUIRED_KINDS = {
    "aws_access_key", "aws_secret_key", "github_token", "gitlab_token", "slack_token",
    "openai_key", "anthropic_key", "jwt", "pem_private_key", "url_password",
    "password_assignment", "secret_assignment", "mostly_secret",
}


def _refused_as_title_and_body(text: str) -> bool:
    return rules.check_secrets(text, "") is not None and rules.check_secrets("", text) is not None


def test_corpus_covers_every_required_kind_of_secret() -> None:
    assert {s["kind"] for s in POSITIVE} >= REQUIRED_KINDS
    assert len(POSITIVE) >= 60 and len(NEGATIVE) >= 60


def test_secret_corpus_catch_rate_is_100_percent() -> None:
    missed = [s["text"][:60] for s in POSITIVE if not _refused_as_title_and_body(s["text"])]
    assert missed == []


def test_secret_corpus_false_positive_rate_is_0_percent() -> None:
    flagged = [s["text"] for s in NEGATIVE
               if rules.check_secrets(s["text"], s["text"]) is not None]
    assert flagged == []


@pytest.mark.parametrize("sample", [s for s in POSITIVE if s["kind"] != "mostly_secret"],
                         ids=lambda s: s["kind"])
def test_each_secret_is_found_by_a_pattern_not_only_the_share_rule(sample: dict) -> None:
    assert secrets.find_secrets(sample["text"]), sample["kind"]


def test_refusal_names_the_pattern_kinds_and_never_the_secret() -> None:
    for sample in POSITIVE:
        refusal = rules.check_secrets("", sample["text"])
        assert refusal is not None
        for token in sample["text"].split():
            if len(token) >= 8 and any(c.isdigit() for c in token):
                assert token not in refusal.reason
        assert all(isinstance(v, int) for v in refusal.counts.values())
