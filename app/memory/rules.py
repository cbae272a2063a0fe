"""The rules of spec 26.2 (docs/ARCHITECTURE.md#note-writes) as code: caps, secrets, tags, who
may write what, which scopes a request sees, where an add lands, what an archive request does,
and the status a write leaves behind. Each check returns a `Refusal` value or None, never
raises: a refused block goes back to the client as the text it was, so the caller needs the
reason, not a traceback. Reasons name fields and numbers only; they are journaled, and the
journal never holds a title or a body. Kept free of whoosh, git and yaml, like the request
types.
"""

from __future__ import annotations

import datetime as dt
import re
import unicodedata
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from app.memory import secrets
from app.memory.names import project_key, safe_name, scope_key

if TYPE_CHECKING:
    from app.memory.note import Note

TITLE_MAX_CHARS = 120
BODY_MAX_WORDS = 400
SESSION_MAX_NOTES = 20
USER_MAX_LIVE_NOTES = 500
REASON_MAX_CHARS = 500
TAG_MAX_CHARS = 64
DEFAULT_VERIFY_DAYS = 14

# Dedupe: an add is a revision of the same-scope note it restates: no substitution, and
# either its words are close (the weighted Jaccard of `restatement`) or its meaning is (the
# sentence encoder's cosine, `meaning`). Chosen on the tuning half of
# tests/data/dedupe_pairs.yaml and LoCoMo's observations (at most 5 % of them merged) and
# checked on the other halves (bench/store_bench.py and bench/locomo_bench.py).
DEDUPE_MIN_CLOSENESS = 0.5
DEDUPE_MIN_MEANING = 0.8


def restates(closeness: float, meaning: float) -> bool:
    return closeness >= DEDUPE_MIN_CLOSENESS or meaning >= DEDUPE_MIN_MEANING

# Kinds that state what the user wants or decided: only the user's own words may set them.
USER_AUTHORED_KINDS = frozenset({"rule", "ruling"})


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why a write or an operation did not happen. `code` is stable; `reason` is for people."""

    code: str
    reason: str
    counts: dict[str, int] = field(default_factory=dict, compare=False)


def check_title(title: str) -> Refusal | None:
    if not title.strip():
        return Refusal("empty_title", "a note needs a title")
    if any(unicodedata.category(c) in ("Cc", "Zl", "Zp") for c in title):
        return Refusal("bad_title", "the title must be one line without control characters")
    if len(title) > TITLE_MAX_CHARS:
        return Refusal(
            "cap_title",
            f"the title is {len(title)} characters; the cap is {TITLE_MAX_CHARS} "
            "(refused, not truncated)",
        )
    return None


def word_count(body: str) -> int:
    return len(body.split())


def check_body(body: str) -> Refusal | None:
    words = word_count(body)
    if words > BODY_MAX_WORDS:
        return Refusal(
            "cap_body",
            f"the body is {words} words; the cap is {BODY_MAX_WORDS} (refused, not truncated)",
        )
    return None


def check_session_cap(added_in_session: int) -> Refusal | None:
    if added_in_session >= SESSION_MAX_NOTES:
        return Refusal(
            "cap_session",
            f"this session already added {added_in_session} notes; the cap is "
            f"{SESSION_MAX_NOTES} a session",
        )
    return None


def check_user_cap(live_notes: int) -> Refusal | None:
    if live_notes >= USER_MAX_LIVE_NOTES:
        return Refusal(
            "cap_user",
            f"this user has {live_notes} live notes; the cap is {USER_MAX_LIVE_NOTES}",
        )
    return None


def check_secrets(
    title: str, body: str, tags: tuple[str, ...] = (), reason: str | None = None,
    learned: bool = True,
) -> Refusal | None:
    """Any secret pattern in any field refuses the write, and so does a value that
    `secret_context`'s model takes for a credential (unless not `learned`: the training
    bench compares with and without it); so does a body that is mostly a secret. The
    refusal carries counts per pattern kind, never the matched text."""
    fields = {"title": title, "body": body, "tags": " ".join(tags), "reason": reason or ""}
    found: dict[str, list[secrets.SecretHit]] = {
        name: secrets.find_secrets(text, learned=learned)
        for name, text in fields.items() if text
    }
    total: dict[str, int] = {}
    for hits in found.values():
        for kind, n in secrets.counts(hits).items():
            total[kind] = total.get(kind, 0) + n
    hit_fields = [name for name, hits in found.items() if hits]
    if hit_fields:
        kinds = ", ".join(sorted(total))
        return Refusal(
            "secret",
            f"the {' and '.join(hit_fields)} {'holds' if len(hit_fields) == 1 else 'hold'} "
            f"a secret ({kinds}); notes never keep secrets",
            counts=total,
        )
    for name, text in (("title", title), ("body", body)):
        if text and secrets.mostly_secret(text, found.get(name, [])):
            return Refusal(
                "secret_body" if name == "body" else "secret_title",
                f"the {name} is mostly a secret-like string; notes never keep secrets",
                counts={"mostly_secret": 1},
            )
    return None


def check_author(source: str, scope: str, kind: str, user_message_in_turn: bool) -> Refusal | None:
    """A rule or ruling about the user needs the user's own words in the turn: a tool turn
    or a script cannot put words in the user's mouth. The dashboard is the user. An MCP
    client's tool call is never the person's own message, so it writes no rule or ruling
    in any scope."""
    if source == "mcp" and kind in USER_AUTHORED_KINDS:
        return Refusal("needs_user_message",
                       f"an MCP tool call cannot write a {kind}; only the user can")
    if scope != "user" or kind not in USER_AUTHORED_KINDS or source == "dashboard":
        return None
    if source == "script":
        return Refusal(
            "needs_user_message", f"a script cannot write a user-scope {kind}; only the user can"
        )
    if not user_message_in_turn:
        return Refusal(
            "needs_user_message",
            f"a user-scope {kind} needs the user's own message in the turn (this was a tool turn)",
        )
    return None


def check_pinned_kind(note: Note, kind: str) -> Refusal | None:
    """Only a rule or ruling may be pinned (`pin`), so no change may turn a pinned one into
    another kind: the index would then lead with a pinned gotcha."""
    if note.pinned and kind not in USER_AUTHORED_KINDS:
        return Refusal("pinned_kind", f"a pinned {note.kind} stays a rule or ruling; "
                       f"unpin it before making it a {kind}")
    return None


def check_tags(tags: tuple[str, ...]) -> Refusal | None:
    if any(len(t) > TAG_MAX_CHARS or "\n" in t for t in tags):
        return Refusal("bad_tags", f"each tag is one line of at most {TAG_MAX_CHARS} characters")
    return None


def check_content(source: str, user_message_in_turn: bool, title: str, body: str,
                  tags: tuple[str, ...], scope: str, kinds: tuple[str, ...],
                  reason: str | None = None) -> Refusal | None:
    """Every rule a note's text must pass, whoever writes it (the dashboard included), for
    each kind the write touches: a rule turned into a gotcha still needed the user."""
    for kind in kinds:
        refusal = check_author(source, scope, kind, user_message_in_turn)
        if refusal:
            return refusal
    return (
        check_tags(tags)
        or check_title(title)
        or check_body(body)
        or check_reason(reason, required=False)
        or check_secrets(title, body, tags, reason)
    )


def verify_by(requested: str | None, kind: str, current: str | None, today: dt.date
              ) -> str | Refusal | None:
    """A program_state note always has a date to be checked again by (14 days from now
    unless given), so a stale fact stops being injected; other kinds keep what they had."""
    if kind != "program_state":
        return current if requested is None else requested
    value = requested or current
    if value is None:
        return (today + dt.timedelta(days=DEFAULT_VERIFY_DAYS)).isoformat()
    try:
        return dt.date.fromisoformat(str(value)[:10]).isoformat()
    except ValueError:
        return Refusal("bad_verify_by", "verify_by must be a date, YYYY-MM-DD")


def visible_scope_keys(project: str | None, session: str | None) -> frozenset[str]:
    """The scopes one request sees: the user scope, its project's and its session's."""
    keys = {scope_key("user")}
    if project:
        keys.add(scope_key("project", project=project_key(project)))
    if session:
        keys.add(scope_key("session", session=session))
    return frozenset(keys)


def can_see(source: str, project: str | None, session: str | None, note: Note) -> bool:
    """Whether a writer may touch `note`: the dashboard sees everything, anyone else only
    the user scope and its own project and session."""
    if source == "dashboard" or note.scope == "user":
        return True
    if note.scope == "project":
        return bool(project) and note.project == project_key(project or "")
    return note.session is not None and note.session == session


def place(scope: str, project: str | None, session: str | None
          ) -> tuple[str, str | None, str | None] | Refusal:
    """Where an add lands: (scope, project key, session). A project-scope block without a
    project falls back to the session scope (DESIGN: Headers; docs/ARCHITECTURE.md#contracts);
    without a session either it is refused. Raises `UnsafeNameError` for a name that cannot
    be a folder."""
    if scope == "project":
        if project:
            return "project", safe_name(project_key(project), "project"), None
        scope = "session"
    if scope == "session":
        if not session:
            return Refusal("no_session", "a session-scope note needs a session")
        return "session", None, safe_name(session, "session id")
    return "user", None, None


def check_archive(source: str, reason: str | None) -> Refusal | None:
    """The model must say why it archives; the user need not. The reason is journaled
    text like any other, so it is capped and may hold no secret."""
    return check_reason(reason, required=source != "dashboard") or check_secrets(
        "", "", (), reason)


def archive_outcome(source: str, note: Note) -> str:
    """`archive_requested` when a writer other than the user archives a ratified note:
    the user's confirmation stands until the user answers, so the note stays (as
    provisional, with the reason in its changelog). Otherwise `archived`."""
    return "archive_requested" if note.ratified and source != "dashboard" else "archived"


def check_reason(reason: str | None, required: bool) -> Refusal | None:
    if required and not (reason and reason.strip()):
        return Refusal("needs_reason", "an archive needs a reason")
    if reason and len(reason) > REASON_MAX_CHARS:
        return Refusal(
            "cap_reason", f"the reason is {len(reason)} characters; the cap is {REASON_MAX_CHARS}"
        )
    return None


def status_for(source: str) -> str:
    """Only the dashboard (the user) ratifies; every other writer leaves a note provisional."""
    return "ratified" if source == "dashboard" else "provisional"


def normalise_title(title: str) -> str:
    """Case, accents, punctuation and spacing do not make two titles different."""
    text = unicodedata.normalize("NFKD", title.casefold())
    text = "".join(c for c in text if not unicodedata.combining(c))
    return " ".join(re.findall(r"\w+", text))


def clean_body(body: str) -> str:
    """No leading blank lines, no trailing space, one final newline: the canonical body."""
    text = body.rstrip().lstrip("\n")
    return text + "\n" if text else ""


def clean_tags(tags: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    """Tags trimmed, blanks dropped, each once, in the order first given."""
    return tuple(dict.fromkeys(t.strip() for t in tags if t and t.strip()))
