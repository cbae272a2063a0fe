"""The Note type and its file format: YAML frontmatter, a blank line, then the body.

The files are the truth, so the format has to survive a person's editor: parsing is lenient
(unknown keys are kept, dates may be bare YAML dates), and serialising is canonical, so a file
Tandem wrote parses and serialises back to the same bytes. Break that and every read of a
note would rewrite it, and the revision history would fill with noise.
"""

from __future__ import annotations

import datetime as dt
import re
import secrets
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import yaml

from app.memory.names import scope_key

KINDS: tuple[str, ...] = (
    "rule",
    "ruling",
    "gotcha",
    "runbook",
    "program_state",
    "reference",
    "registry",
    "archive",
)
SCOPES: tuple[str, ...] = ("user", "project", "session")
STATUSES: tuple[str, ...] = ("provisional", "ratified")
SOURCES: tuple[str, ...] = ("model", "writer", "script", "mcp", "dashboard")

# The order keys are written in; anything else a person adds is kept after these.
_KEY_ORDER: tuple[str, ...] = (
    "id",
    "title",
    "kind",
    "scope",
    "project",
    "session",
    "status",
    "pinned",
    "tags",
    "created",
    "updated",
    "revision",
    "source",
    "verify_by",
    "stale",
    "archived",
    "possible_duplicate_of",
    "changelog",
)
_KNOWN = frozenset(_KEY_ORDER)
_ID_RE = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
_SLUG_MAX = 48

_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_Dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


class NoteParseError(ValueError):
    """A note file that cannot be read; the message says what is wrong, never its text."""


@dataclass(frozen=True, slots=True)
class ChangelogEntry:
    """One line of a note's own history: who changed it, how, and (for archives) why."""

    at: str
    by: str
    op: str
    reason: str | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"at": self.at, "by": self.by, "op": self.op}
        if self.reason is not None:
            out["reason"] = self.reason
        return out


@dataclass(frozen=True, slots=True)
class Note:
    """One fact. `path` is where it was read from and takes no part in equality."""

    id: str
    title: str
    kind: str
    scope: str
    body: str = ""
    project: str | None = None
    session: str | None = None
    status: str = "provisional"
    pinned: bool = False
    tags: tuple[str, ...] = ()
    created: str = ""
    updated: str = ""
    revision: int = 1
    source: str = "model"
    verify_by: str | None = None
    stale: bool = False
    archived: str | None = None
    possible_duplicate_of: str | None = None
    """An add that looked like a restatement of a note the person ratified or pinned: it
    is kept beside that note, never merged into it, until the person merges or keeps it."""
    changelog: tuple[ChangelogEntry, ...] = ()
    extra: tuple[tuple[str, Any], ...] = ()
    path: Path | None = field(default=None, compare=False, repr=False)

    @property
    def ratified(self) -> bool:
        return self.status == "ratified"

    @property
    def scope_key(self) -> str:
        """The folder-level scope a request must see to see this note."""
        return scope_key(self.scope, self.project, self.session)

    @property
    def archive_requested(self) -> bool:
        """The model asked to archive a ratified note; the user has not answered yet."""
        return bool(self.changelog) and self.changelog[-1].op == "archive_requested"

    @property
    def filename(self) -> str:
        return f"{self.kind}-{slugify(self.title)}--{self.id}.md"

    def is_stale(self, today: dt.date) -> bool:
        """A program_state note is stale after its verify_by date (or once marked so)."""
        if self.kind != "program_state":
            return False
        if self.stale:
            return True
        if not self.verify_by:
            return False
        try:
            return dt.date.fromisoformat(self.verify_by[:10]) < today
        except ValueError:
            return False

    def with_changes(self, **changes: Any) -> Note:
        return replace(self, **changes)


def new_id() -> str:
    """Ten hex characters: short enough for a model to copy, 40 bits against collisions."""
    return secrets.token_hex(5)


def valid_id(value: str) -> bool:
    return bool(_ID_RE.match(value))


def slugify(title: str) -> str:
    """A file-name-safe form of the title; the id, not the slug, identifies the note."""
    slug = re.sub(r"[^a-z0-9]+", "-", title.casefold()).strip("-")
    slug = slug[:_SLUG_MAX].rstrip("-")
    return slug or "note"


def _as_text(value: Any) -> str | None:
    if value is None:
        return None
    if isinstance(value, dt.datetime):
        return value.isoformat()
    if isinstance(value, dt.date):
        return value.isoformat()
    return str(value)


def frontmatter(note: Note) -> dict[str, Any]:
    """The frontmatter as it is written: canonical key order, then the person's own keys."""
    data: dict[str, Any] = {
        "id": note.id,
        "title": note.title,
        "kind": note.kind,
        "scope": note.scope,
    }
    if note.project is not None:
        data["project"] = note.project
    if note.session is not None:
        data["session"] = note.session
    data["status"] = note.status
    data["pinned"] = note.pinned
    data["tags"] = list(note.tags)
    data["created"] = note.created
    data["updated"] = note.updated
    data["revision"] = note.revision
    data["source"] = note.source
    if note.verify_by is not None or note.kind == "program_state":
        data["verify_by"] = note.verify_by
    if note.stale:
        data["stale"] = True
    if note.archived is not None:
        data["archived"] = note.archived
    if note.possible_duplicate_of is not None:
        data["possible_duplicate_of"] = note.possible_duplicate_of
    if note.changelog:
        data["changelog"] = [c.to_dict() for c in note.changelog]
    for key, value in note.extra:
        data[key] = value
    return data


def serialise(note: Note) -> str:
    """The canonical file text. `parse(serialise(n)) == n` for every valid note."""
    front = yaml.dump(
        frontmatter(note),
        Dumper=_Dumper,
        sort_keys=False,
        allow_unicode=True,
        default_flow_style=False,
        width=1_000_000,
    )
    return f"---\n{front}---\n\n{note.body}"


_FRONT_RE = re.compile(r"\A---[ \t]*\r?\n(.*?)^---[ \t]*(?:\r?\n|\Z)", re.S | re.M)


def _split(text: str) -> tuple[str, str]:
    match = _FRONT_RE.match(text)
    if not match:
        if text.startswith("---"):
            raise NoteParseError("frontmatter is not closed by a '---' line")
        raise NoteParseError("no frontmatter: the file must start with a '---' line")
    body = text[match.end() :]
    if body.startswith("\r\n"):
        body = body[2:]
    elif body.startswith("\n"):
        body = body[1:]
    return match.group(1), body


def _changelog(raw: Any) -> tuple[ChangelogEntry, ...]:
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise NoteParseError("changelog must be a list")
    out = []
    for item in raw:
        if not isinstance(item, dict):
            raise NoteParseError("changelog entries must be mappings")
        reason = item.get("reason")
        out.append(
            ChangelogEntry(
                at=_as_text(item.get("at")) or "",
                by=str(item.get("by", "")),
                op=str(item.get("op", "")),
                reason=None if reason is None else str(reason),
            )
        )
    return tuple(out)


def _tags(raw: Any) -> tuple[str, ...]:
    if raw is None:
        return ()
    if isinstance(raw, str):
        return tuple(t.strip() for t in raw.split(",") if t.strip())
    if isinstance(raw, list):
        return tuple(str(t) for t in raw)
    raise NoteParseError("tags must be a list or a comma-separated string")


def parse(text: str, path: Path | None = None, defaults: dict[str, Any] | None = None) -> Note:
    """Read a note file. `defaults` fill keys a hand-written file left out (id from the file
    name, scope from the folder); a value the file does give always wins."""
    front_text, body = _split(text)
    try:
        data = yaml.load(front_text, Loader=_Loader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 2}" if mark is not None else ""
        raise NoteParseError(f"frontmatter is not valid YAML{where}") from None
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise NoteParseError("frontmatter must be a mapping")
    merged = dict(defaults or {})
    merged.update({k: v for k, v in data.items() if v is not None or k not in merged})
    for key in ("id", "title", "kind", "scope"):
        if merged.get(key) in (None, ""):
            raise NoteParseError(f"frontmatter has no {key}")
    note_id = str(merged["id"])
    if not valid_id(note_id):
        raise NoteParseError("id may hold only letters, digits, '-' and '_' (at most 64)")
    kind = str(merged["kind"])
    if kind not in KINDS:
        raise NoteParseError(f"unknown kind {kind!r}; expected one of {', '.join(KINDS)}")
    scope = str(merged["scope"])
    if scope not in SCOPES:
        raise NoteParseError(f"unknown scope {scope!r}; expected one of {', '.join(SCOPES)}")
    status = str(merged.get("status") or "provisional")
    if status not in STATUSES:
        raise NoteParseError(f"unknown status {status!r}; expected provisional or ratified")
    revision = merged.get("revision", 1)
    if isinstance(revision, bool) or not isinstance(revision, int):
        raise NoteParseError("revision must be a whole number")
    pinned = merged.get("pinned", False)
    if not isinstance(pinned, bool):
        raise NoteParseError("pinned must be true or false")
    stale = merged.get("stale", False)
    if not isinstance(stale, bool):
        raise NoteParseError("stale must be true or false")
    extra = tuple((k, v) for k, v in data.items() if k not in _KNOWN)
    return Note(
        id=note_id,
        title=str(merged["title"]),
        kind=kind,
        scope=scope,
        body=body,
        project=_as_text(merged.get("project")),
        session=_as_text(merged.get("session")),
        status=status,
        pinned=pinned,
        tags=_tags(merged.get("tags")),
        created=_as_text(merged.get("created")) or "",
        updated=_as_text(merged.get("updated")) or "",
        revision=revision,
        source=str(merged.get("source") or "model"),
        verify_by=_as_text(merged.get("verify_by")),
        stale=stale,
        archived=_as_text(merged.get("archived")),
        possible_duplicate_of=_as_text(merged.get("possible_duplicate_of")),
        changelog=_changelog(merged.get("changelog")),
        extra=extra,
        path=path,
    )


def id_from_filename(name: str) -> str | None:
    """`<kind>-<slug>--<id>.md` → id; lets a hand-written file leave the id out."""
    if not name.endswith(".md") or "--" not in name:
        return None
    candidate = name[:-3].rsplit("--", 1)[1]
    return candidate if valid_id(candidate) else None


def kind_from_filename(name: str) -> str | None:
    for kind in sorted(KINDS, key=len, reverse=True):
        if name.startswith(kind + "-"):
            return kind
    return None
