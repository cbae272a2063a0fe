"""The text that goes into prompts: the memory card, the index, the matching notes, and
for a model that writes no blocks, the matching notes as plain facts.

All three are replayed at their place on later turns, so each must be a pure function of
its inputs: the card never changes at all (it is the cacheable prefix shared by every
session), and the same notes always render to the same bytes. The wording lives in
resources/ so it can be reviewed without reading code.
"""

from __future__ import annotations

import datetime as dt
import math
from dataclasses import dataclass
from pathlib import Path

from app.config import RESOURCES
from app.memory.note import Note

INDEX_BUDGET_TOKENS = 1500
MATCHING_BUDGET_TOKENS = 600
MATCHING_MAX_NOTES = 3

_SCOPE_ORDER = {"session": 0, "project": 1, "user": 2}


@dataclass(frozen=True, slots=True)
class Texts:
    """The fixed wording, read once per service from resources/."""

    card: str
    index_head: str
    matching_head: str
    facts_head: str
    script_template: str

    @classmethod
    def load(cls, folder: Path = RESOURCES) -> Texts:
        def read(name: str) -> str:
            return (folder / name).read_text("utf-8").strip() + "\n"

        return cls(
            card=read("memory_card.md"),
            index_head=read("memory_index.md"),
            matching_head=read("memory_matching.md"),
            facts_head=read("memory_facts.md"),
            script_template=read("memory_script.md"),
        )

    def script_hint(self, tandem_url: str, session_token: str) -> str:
        """The per-session part that must stay out of the card: where scripts write."""
        return self.script_template.replace("{tandem_url}", tandem_url).replace(
            "{session_token}", session_token
        )


def estimate_tokens(text: str) -> int:
    """max(characters / 4, words × 1.3), rounded up.

    Four characters a token is the usual rule for English BPE vocabularies and 1.3 tokens a
    word its word-count twin; code and paths run shorter per token, so taking the larger of
    the two errs on the side of staying inside a budget. No tokenizer is loaded: the notes
    library must not depend on which model serves.
    """
    return max(math.ceil(len(text) / 4), math.ceil(len(text.split()) * 1.3))


def injectable(note: Note, today: dt.date) -> bool:
    """A stale program_state note is never injected, in any block."""
    return not note.is_stale(today)


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _status(note: Note) -> str:
    return "ratified" if note.ratified else "provisional"


def index_line(note: Note) -> str:
    return f"- [{note.id}] {note.kind}, {note.scope}, {_status(note)}: {_one_line(note.title)}\n"


def _pinned_line(note: Note) -> str:
    body = _one_line(note.body)
    return f"- [{note.id}] {_one_line(note.title)}" + (f": {body}\n" if body else "\n")


def _ordered(notes: list[Note]) -> list[Note]:
    """Most specific scope first, newest first within it; the id breaks ties stably."""
    out = sorted(notes, key=lambda n: n.id)
    out.sort(key=lambda n: n.updated, reverse=True)
    out.sort(key=lambda n: _SCOPE_ORDER.get(n.scope, 3))
    return out


def index_block(
    notes: list[Note], texts: Texts, today: dt.date, budget: int = INDEX_BUDGET_TOKENS
) -> str:
    """Pinned ratified rules (with their text), then one line per other visible note, cut
    to the budget with a closing line that says how many were left out."""
    visible = [n for n in notes if injectable(n, today)]
    if not visible:
        return ""
    pinned = _ordered([n for n in visible if n.pinned and n.ratified])
    pinned_ids = {n.id for n in pinned}
    rest = _ordered([n for n in visible if n.id not in pinned_ids])
    parts = [texts.index_head]
    used = estimate_tokens(texts.index_head)
    left_out = 0
    if pinned:
        head = "Pinned rules:\n"
        parts.append(head)
        used += estimate_tokens(head)
        for note in pinned:
            line = _pinned_line(note)
            if used + estimate_tokens(line) > budget:
                line = index_line(note)
            if used + estimate_tokens(line) > budget:
                left_out += 1
                continue
            parts.append(line)
            used += estimate_tokens(line)
    if rest:
        head = "Notes:\n"
        parts.append(head)
        used += estimate_tokens(head)
        reserve = estimate_tokens("- 999 more notes not listed.\n")
        for i, note in enumerate(rest):
            line = index_line(note)
            last = i == len(rest) - 1
            if used + estimate_tokens(line) + (0 if last else reserve) > budget:
                left_out += len(rest) - i
                break
            parts.append(line)
            used += estimate_tokens(line)
    if left_out:
        parts.append(f"- {left_out} more notes not listed.\n")
    return "".join(parts)


def render_match(note: Note) -> str:
    status = "ratified (confirmed by the user)" if note.ratified else "provisional"
    head = (
        f'<note id="{note.id}" kind="{note.kind}" scope="{note.scope}" status="{status}" '
        f'updated="{note.updated[:10]}">\n'
    )
    body = note.body.strip()
    return f"{head}# {_one_line(note.title)}\n" + (f"{body}\n" if body else "") + "</note>\n"


def select_matching(
    ranked: list[Note], budget: int = MATCHING_BUDGET_TOKENS, limit: int = MATCHING_MAX_NOTES
) -> list[Note]:
    """Best first, at most `limit`, skipping a note that would overrun the budget so a
    smaller one after it can still go in. The frame's fixed head is not counted."""
    chosen: list[Note] = []
    used = 0
    for note in ranked:
        cost = estimate_tokens(render_match(note))
        if used + cost > budget:
            continue
        chosen.append(note)
        used += cost
        if len(chosen) == limit:
            break
    return chosen


def matching_block(notes: list[Note], texts: Texts) -> str:
    if not notes:
        return ""
    return texts.matching_head + "".join(render_match(n) for n in notes)


def fact_line(note: Note) -> str:
    """A note as a plain fact: its title, and its body when the body says more."""
    title, body = _one_line(note.title).rstrip("."), _one_line(note.body)
    if not body or body.rstrip(".").lower() == title.lower():
        return f"- {title}.\n"
    if body.lower().startswith(title.lower()):
        return f"- {body}\n"
    return f"- {title}: {body}\n"


def facts_block(notes: list[Note], texts: Texts) -> str:
    """The matching notes for a model too small to write blocks: what it can use, and
    nothing it could read back as an answer. No ids, kinds, statuses or scopes: the
    packaged SmolLM2-135M answered "hi" with the index's lines. One neutral frame line."""
    if not notes:
        return ""
    return texts.facts_head + "".join(fact_line(n) for n in notes)
