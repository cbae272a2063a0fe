"""The background writer behind a relay (spec 26.6; docs/ARCHITECTURE.md#the-background-writer):
whether it runs, and what it may spend.

A relayed backend is someone's GPU or someone's bill. The writer runs there only as the
backend's `writer` setting allows (auto: the writer's own mode, but never on a paid model),
at most DAILY_RUNS passes a day, never with a prompt over MAX_PROMPT_TOKENS, and on a paid
model only with both prices known and the day's spend, with this pass's estimate, under
DAILY_SPEND_CAP_USD. The day's runs and spend are read back from the ledger's rows, so a
restart forgets nothing.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from app.config import Backend

DAILY_SPEND_CAP_USD = 0.25
DAILY_RUNS = 48
MAX_PROMPT_TOKENS = 32_000


@dataclass(frozen=True, slots=True)
class RelayBudget:
    runs_today: int
    spent_today_usd: float


def relay_mode(backend: Backend, writer_mode: str) -> str:
    """The mode a pass on this backend runs in; "off" when it must not run."""
    if writer_mode == "off":
        return "off"
    if backend.writer == "auto":
        return "off" if backend.paid else writer_mode
    return backend.writer


def estimated_cost_usd(backend: Backend, tokens_in: int, tokens_out: int) -> float:
    if not backend.paid:
        return 0.0
    assert backend.price_in is not None and backend.price_out is not None
    return (tokens_in * backend.price_in + tokens_out * backend.price_out) / 1_000_000


def refusal(backend: Backend, budget: RelayBudget, prompt_tokens: int, max_out: int) -> str | None:
    """Why this pass may not run, in a few words for the ledger; None when it may."""
    if backend.paid and (backend.price_in is None or backend.price_out is None):
        return "refused: paid model without a price"
    if budget.runs_today >= DAILY_RUNS:
        return f"refused: {DAILY_RUNS} runs today"
    if prompt_tokens > MAX_PROMPT_TOKENS:
        return f"refused: prompt over {MAX_PROMPT_TOKENS} tokens"
    cost = estimated_cost_usd(backend, prompt_tokens, max_out)
    if backend.paid and budget.spent_today_usd + cost > DAILY_SPEND_CAP_USD:
        return f"refused: over the {DAILY_SPEND_CAP_USD} USD daily cap"
    return None


def budget_from(rows: list[dict], backend: str, now: dt.datetime) -> RelayBudget:
    """Today's (local date) passes and spend on `backend`, from the ledger's writer rows."""
    today = now.date()
    runs, spent = 0, 0.0
    for row in rows:
        fields = row["fields"]
        if fields.get("backend") != backend or str(fields.get("stopped", "")).startswith(
            "refused"
        ):
            continue
        if dt.datetime.fromtimestamp(row["ts"]).date() == today:
            runs += 1
            spent += float(fields.get("cost_usd") or 0.0)
    return RelayBudget(runs, spent)
