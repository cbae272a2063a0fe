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
CREDENTIALS = yaml.safe_load((CORPUS / "credentials_positive.yaml").read_text("utf-8"))
NOTES = yaml.safe_load((CORPUS / "notes_negative.yaml").read_text("utf-8"))
MIN_CATCH_RATE = 0.95
MAX_REFUSAL_RATE = 0.02
CREDENTIAL_FORMATS = {
    "aws", "github", "gitlab", "slack", "stripe", "openai", "anthropic", "jwt", "pem",
    "url_password", "password", "google", "azure", "basic_auth",
}
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


def test_realistic_corpus_has_hundreds_of_notes_and_every_credential_format() -> None:
    assert len(NOTES) >= 400 and len(CREDENTIALS) >= 200
    assert {s["kind"] for s in CREDENTIALS} >= CREDENTIAL_FORMATS


def test_at_least_95_percent_of_real_credential_formats_are_caught() -> None:
    missed = [s["kind"] for s in CREDENTIALS if not _refused_as_title_and_body(s["text"])]
    assert 1 - len(missed) / len(CREDENTIALS) >= MIN_CATCH_RATE, missed


def test_at_most_2_percent_of_legitimate_developer_notes_are_refused() -> None:
    """Settings, public keys, hashes and ids, base64 data and references to a secret are
    not secrets: a person told otherwise stops trusting the rule (issue 12 item 8)."""
    refused = [s["text"][:70] for s in NOTES if rules.check_secrets(s["text"], s["text"])]
    assert len(refused) / len(NOTES) <= MAX_REFUSAL_RATE, refused


@pytest.mark.parametrize("text", [
    "NODE_OPTIONS=--max-old-space-size=6144",
    "password = var.db_password",
    "password: ${DB_PASSWORD}",
    'token = os.environ["TOKEN"]',
    "password = settings.DATABASE_PASSWORD.",
    "password: !vault |",
    "go.sum: golang.org/x/text v0.14.0 h1:ScX5w1eTa3QqT8oi6+ziP7dTV1S2+ALU0bI+0zXKWiQ=",
    "Cursor is eyJvZmZzZXQiOiAzNjd9",
    "Instance i-081d9c13404e4b575 in subnet-9373bc6d54734166d.",
])
def test_each_class_the_issue_names_is_writable(text: str) -> None:
    assert rules.check_secrets(text, text) is None


@pytest.mark.parametrize("text", [
    "mysql -u root -p'SaCOAi9c7n' shop",
    "machine api.heroku.com login dana@example.com password ec36414b-09c9-457c-8c1e-1df795ffc452",
    "Authorization: Basic ZGVwbG95OlQyZVhGVHZMV01iOQ==",
    "The Grafana admin login is admin / 7HRMshRQIgK1",
    "Shopify admin token 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",
    "mysql://root:p60v9OoFpL#0@127.0.0.1:3306/shop",
    "the hosting CLI token is tkn3f9a0c41d7e2b8a6c5d4e3f2a1b0c9d8",  # a prefix glued to hex
    "curl -u ops:-Zq81!vLx02 https://ci.internal/api",  # a password that opens with a dash
    "the alarm password for the garage is maple7731",  # a name, what it is for, the value
])
def test_each_newly_caught_format_is_refused(text: str) -> None:
    assert _refused_as_title_and_body(text)
