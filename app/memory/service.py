"""NotesService: the one API over the notes, for the conductor, the admin routes, the Notes
tab and the CLI alike.

Every mutation goes through here, so every rule of spec 26.2 holds whoever writes: the
rules are checked, the file is written atomically under the store's lock, the index is kept
in step, the journal gets a row (never a title or a body), and a `NoteChange` goes out on
the event bus. Refusals are `Refusal` values. The service is safe to call from many threads
(one lock) and many processes (the store's lock file; files are re-read when they change).
"""

from __future__ import annotations

import datetime as dt
import difflib
import logging
import os
import threading
import time
import zipfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.memory import inject, nightly, rules
from app.memory.events import EventBus
from app.memory.ledger import Ledger
from app.memory.note import (
    KINDS,
    SCOPES,
    SOURCES,
    ChangelogEntry,
    Note,
    NoteParseError,
    new_id,
    parse,
    serialise,
)
from app.memory.rules import Refusal
from app.memory.search import NoteIndex
from app.memory.store import (
    FILE_MODE,
    BrokenFile,
    Store,
    StoreRootError,
    UnsafeNameError,
    project_key,
    safe_name,
)
from app.memory.usage import UsageBook

__all__ = [
    "HistoryEntry",
    "NoteChange",
    "NoteWrite",
    "NotesService",
    "Refusal",
    "StoreRootError",
    "Visibility",
    "WriteContext",
    "WriteResult",
]

log = logging.getLogger("tandem.memory")

OPS = ("add", "update", "archive")
DELETE_ALL_CONFIRMATION = "DELETE ALL"
HAND_EDIT_RESCAN_S = 0.5
DEFAULT_VERIFY_DAYS = 14
CHANGELOG_KEEP = 20


@dataclass(frozen=True, slots=True)
class WriteContext:
    """Who is writing, from where. `project` is the working directory's absolute path."""

    user: str
    source: str
    session: str | None = None
    project: str | None = None
    user_message_in_turn: bool = False
    request_id: str | None = None


@dataclass(frozen=True, slots=True)
class NoteWrite:
    """One parsed `<tandem_memory>` block (or a script's or the dashboard's equivalent)."""

    op: str
    scope: str
    kind: str
    title: str = ""
    tags: list[str] = field(default_factory=list)
    body: str = ""
    id: str | None = None
    reason: str | None = None
    verify_by: str | None = None


@dataclass(frozen=True, slots=True)
class Visibility:
    """What one request may see: the user scope, that project and that session."""

    user: str
    session: str | None = None
    project: str | None = None

    def scope_keys(self) -> frozenset[str]:
        keys = {"user"}
        if self.project:
            keys.add(f"project:{project_key(self.project)}")
        if self.session:
            keys.add(f"session:{self.session}")
        return frozenset(keys)


@dataclass(frozen=True, slots=True)
class NoteChange:
    """What changed, for views deciding whether to refresh. Ids only, never text."""

    user: str
    ids: tuple[str, ...]
    scope: str | None
    change: str


@dataclass(frozen=True, slots=True)
class WriteResult:
    note: Note
    change: NoteChange
    op_done: str


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    """One text of a note: `revision` n (the current text last) and its diff from n-1."""

    revision: int
    text: str
    diff: str
    current: bool


def _utc(now: dt.datetime) -> dt.datetime:
    return now if now.tzinfo else now.replace(tzinfo=dt.UTC)


def _stamp(now: dt.datetime) -> str:
    return _utc(now).astimezone(dt.UTC).isoformat(timespec="seconds")


def _clean_body(body: str) -> str:
    text = body.rstrip().lstrip("\n")
    return text + "\n" if text else ""


def _clean_tags(tags: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(t.strip() for t in tags if t and t.strip()))


class NotesService:
    def __init__(
        self,
        home: Path,
        clock: Callable[[], dt.datetime] | None = None,
        hand_edit_rescan_s: float = HAND_EDIT_RESCAN_S,
    ) -> None:
        """`clock` gives "now" (tests move it); `hand_edit_rescan_s` bounds how long a read
        may miss an in-place edit of a file (rename-based writes are seen at once)."""
        home = Path(home)
        self.store = Store(home / "memory" / "notes")  # refuses a git work tree first
        self.ledger = Ledger(home / "state")
        self.texts = inject.Texts.load()
        self._clock = clock or (lambda: dt.datetime.now(dt.UTC))
        self._lock = threading.RLock()
        self._indexes: dict[str, NoteIndex] = {}
        self._rescan_s = hand_edit_rescan_s
        self._full_scan_at: dict[str, float] = {}
        self._seen_generation: dict[str, int] = {}
        self._scanned: dict[str, dict[str, Note]] = {}
        self._broken: dict[str, list[BrokenFile]] = {}
        self._bus: EventBus[NoteChange] = EventBus()

    # ---- plumbing ------------------------------------------------------------------------

    def project_key(self, path: str) -> str:
        return project_key(path)

    def subscribe(self, callback: Callable[[NoteChange], None]) -> Callable[[], None]:
        return self._bus.subscribe(callback)

    def close(self) -> None:
        with self._lock:
            for index in self._indexes.values():
                index.close()
            self._indexes.clear()
            self.ledger.close()
            self.store.close()

    def _now(self) -> dt.datetime:
        return _utc(self._clock())

    @contextmanager
    def _writing(self, user: str | None = None) -> Iterator[None]:
        """The service lock and the store's lock file. With `user`, the index is known to
        hold this process's own changes when the block ends, so the generation counter
        our writes moved does not force a full scan on the next call."""
        with self._lock, self.store.locked():
            yield
            if user is not None and user in self._seen_generation:
                self._seen_generation[user] = self.store.generation()

    def _fresh(self, index: NoteIndex, note: Note) -> Note | None:
        """The note as its file says right now: a hand edit a moment ago is not lost."""
        current = self.store.current(note)
        if current is None:
            index.remove(note.id)
        elif current is not note:
            index.upsert(current)
        return current

    def _index(self, user: str, full: bool = True) -> NoteIndex:
        """The user's index, brought in step with the files.

        A full scan stats every file; the Notes tab's reads always get one. The request
        path (matching, the index block, search) stats only the folders, plus every file
        once per `hand_edit_rescan_s`: a few microseconds instead of a stat per note.
        """
        safe_name(user, "user name")
        now = time.monotonic()
        generation = self.store.generation()
        last = self._full_scan_at.get(user)
        full = (
            full
            or last is None
            or now - last >= self._rescan_s
            or self._seen_generation.get(user) != generation  # another process wrote
        )
        notes, broken = self.store.scan_live(user, stat_files=full)
        if full:
            self._full_scan_at[user] = now
        self._seen_generation[user] = generation
        self._broken[user] = broken
        index = self._indexes.get(user)
        if index is not None and self._scanned.get(user) is notes:
            return index  # nothing changed on disk since the last call
        self._scanned[user] = notes
        if index is None:
            index = NoteIndex()
            index.rebuild(notes.values())
            self._indexes[user] = index
            return index
        for note_id in [n.id for n in index.notes() if n.id not in notes]:
            index.remove(note_id)
        for note_id, note in notes.items():
            if index.get(note_id) is not note:
                index.upsert(note)
        return index

    def _put(self, user: str, index: NoteIndex, note: Note, previous: Path | None) -> Note:
        stored, notes = self.store.put_live(user, note, serialise(note), previous)
        index.upsert(stored)
        if notes is not None and self._indexes.get(user) is index:
            # The store's snapshot now holds this write, and so does the index: the next
            # request finds both in step without comparing every note.
            self._scanned[user] = notes
        return stored

    def _entry(self, ctx_source: str, op: str, reason: str | None = None) -> ChangelogEntry:
        return ChangelogEntry(at=_stamp(self._now()), by=ctx_source, op=op, reason=reason)

    def _revised(self, note: Note, source: str, op: str, reason: str | None = None,
                 by: str | None = None, **changes: Any) -> Note:
        """The next revision: number up, stamp now, one changelog line (the last 20 kept)."""
        log_entries = (*note.changelog, self._entry(by or source, op, reason))[-CHANGELOG_KEEP:]
        return note.with_changes(
            revision=note.revision + 1,
            updated=_stamp(self._now()),
            source=source,
            changelog=log_entries,
            **changes,
        )

    def _publish(self, change: NoteChange | None) -> None:
        if change is not None:
            self._bus.publish(change)

    # ---- the write path ------------------------------------------------------------------

    def write(self, ctx: WriteContext, nw: NoteWrite) -> WriteResult | Refusal:
        """Apply one write under every rule; journal it whether it landed or not."""
        with self._writing(ctx.user if isinstance(ctx.user, str) else None):
            try:
                result = self._write(ctx, nw)
            except UnsafeNameError as exc:
                result = Refusal("bad_name", str(exc))
            self._journal_write(ctx, nw, result)
        if isinstance(result, WriteResult):
            self._publish(result.change)
        return result

    def _journal_write(self, ctx: WriteContext, nw: NoteWrite, result: WriteResult | Refusal
                       ) -> None:
        try:
            user = safe_name(ctx.user, "user name")
        except UnsafeNameError:
            user = None
        common: dict[str, Any] = {
            "user": user,
            "session": ctx.session if ctx.session and len(ctx.session) <= 64 else None,
            "request_id": ctx.request_id,
            "source": ctx.source if ctx.source in SOURCES else "unknown",
            "requested_op": nw.op if nw.op in OPS else "unknown",
        }
        if isinstance(result, Refusal):
            self.ledger.record(
                "write",
                op="refused",
                note_id=nw.id if nw.id and len(nw.id) <= 64 else None,
                scope=nw.scope if nw.scope in SCOPES else None,
                kind=nw.kind if nw.kind in KINDS else None,
                refused=result.code,
                reason=result.reason,
                redactions=result.counts,
                **common,
            )
        else:
            self.ledger.record(
                "write",
                op=result.op_done,
                note_id=result.note.id,
                scope=result.note.scope,
                kind=result.note.kind,
                status=result.note.status,
                revision=result.note.revision,
                redactions={},
                **common,
            )

    def _locate(
        self, ctx: WriteContext, scope: str
    ) -> tuple[str, str | None, str | None] | Refusal:
        """Where an add lands. A project-scope block without a project falls back to the
        session scope (DESIGN: Headers); without a session either it is refused."""
        if scope == "project":
            if ctx.project:
                return "project", safe_name(project_key(ctx.project), "project"), None
            scope = "session"
        if scope == "session":
            if not ctx.session:
                return Refusal("no_session", "a session-scope note needs a session")
            return "session", None, safe_name(ctx.session, "session id")
        return "user", None, None

    def _can_see(self, ctx: WriteContext, note: Note) -> bool:
        if ctx.source == "dashboard" or note.scope == "user":
            return True
        if note.scope == "project":
            return bool(ctx.project) and note.project == project_key(ctx.project or "")
        return note.session is not None and note.session == ctx.session

    def _check_content(self, ctx: WriteContext, title: str, body: str, tags: tuple[str, ...],
                       scope: str, kinds: tuple[str, ...], reason: str | None = None
                       ) -> Refusal | None:
        for kind in kinds:
            refusal = rules.check_author(ctx.source, scope, kind, ctx.user_message_in_turn)
            if refusal:
                return refusal
        if any(len(t) > 64 or "\n" in t for t in tags):
            return Refusal("bad_tags", "each tag is one line of at most 64 characters")
        return (
            rules.check_title(title)
            or rules.check_body(body)
            or rules.check_reason(reason, required=False)
            or rules.check_secrets(title, body, tags, reason)
        )

    def _verify_by(self, nw: NoteWrite, kind: str, current: str | None) -> str | Refusal | None:
        if kind != "program_state":
            return current if nw.verify_by is None else nw.verify_by
        value = nw.verify_by or current
        if value is None:
            return (self._now().date() + dt.timedelta(days=DEFAULT_VERIFY_DAYS)).isoformat()
        try:
            return dt.date.fromisoformat(str(value)[:10]).isoformat()
        except ValueError:
            return Refusal("bad_verify_by", "verify_by must be a date, YYYY-MM-DD")

    def _write(self, ctx: WriteContext, nw: NoteWrite) -> WriteResult | Refusal:
        if ctx.source not in SOURCES:
            return Refusal("bad_source", f"source must be one of {', '.join(SOURCES)}")
        if nw.op not in OPS:
            return Refusal("bad_op", "op must be add, update or archive")
        user = safe_name(ctx.user, "user name")
        index = self._index(user, full=False)
        if nw.op == "add":
            return self._add(ctx, nw, user, index)
        if not nw.id:
            return Refusal("needs_id", f"{nw.op} needs the id of a note")
        note = index.get(nw.id)
        if note is not None:
            note = self._fresh(index, note)
        if note is None or not self._can_see(ctx, note):
            return Refusal("not_found", "no live note with that id in this request's scopes")
        if nw.op == "update":
            return self._update(ctx, nw, user, index, note)
        return self._archive(ctx, nw, user, index, note)

    def _add(self, ctx: WriteContext, nw: NoteWrite, user: str, index: NoteIndex
             ) -> WriteResult | Refusal:
        if nw.scope not in SCOPES:
            return Refusal("bad_scope", f"scope must be one of {', '.join(SCOPES)}")
        if nw.kind not in KINDS:
            return Refusal("bad_kind", f"kind must be one of {', '.join(KINDS)}")
        place = self._locate(ctx, nw.scope)
        if isinstance(place, Refusal):
            return place
        scope, project, session = place
        title, body, tags = nw.title.strip(), _clean_body(nw.body), _clean_tags(nw.tags)
        refusal = self._check_content(ctx, title, body, tags, scope, (nw.kind,))
        if refusal:
            return refusal
        scope_key = Note("x", "x", nw.kind, scope, project=project, session=session).scope_key
        twin = self._find_twin(index, title, body, tags, scope_key)
        if twin is not None:
            return self._revise_from_add(ctx, nw, user, index, twin, title, body, tags)
        if ctx.session:
            refusal = rules.check_session_cap(self.ledger.adds_in_session(user, ctx.session))
            if refusal:
                return refusal
        refusal = rules.check_user_cap(len(index))
        if refusal:
            return refusal
        verify_by = self._verify_by(nw, nw.kind, None)
        if isinstance(verify_by, Refusal):
            return verify_by
        note_id = new_id()
        while index.get(note_id) is not None:
            note_id = new_id()
        now = _stamp(self._now())
        note = Note(
            id=note_id, title=title, kind=nw.kind, scope=scope, body=body, project=project,
            session=session, status=rules.status_for(ctx.source), tags=tags, created=now,
            updated=now, revision=1, source=ctx.source, verify_by=verify_by,
            changelog=(self._entry(ctx.source, "added"),),
        )
        stored = self._put(user, index, note, None)
        return WriteResult(stored, NoteChange(user, (note_id,), scope, "added"), "added")

    def _find_twin(self, index: NoteIndex, title: str, body: str, tags: tuple[str, ...],
                   scope_key: str) -> Note | None:
        """Dedupe (spec 26.2): same normalised title, or a close BM25 match, same scope."""
        twin = index.same_title(scope_key, title)
        if twin is not None:
            return twin
        best = index.closest(title, body, tags, scope_key, rules.DEDUPE_MIN_CLOSENESS)
        if best is not None and best[1] >= rules.DEDUPE_MIN_CLOSENESS:
            return index.get(best[0])
        return None

    def _revise_from_add(self, ctx: WriteContext, nw: NoteWrite, user: str, index: NoteIndex,
                         twin: Note, title: str, body: str, tags: tuple[str, ...]
                         ) -> WriteResult | Refusal:
        refusal = self._check_content(ctx, title, body, tags, twin.scope, (twin.kind, nw.kind))
        if refusal:
            return refusal
        verify_by = self._verify_by(nw, nw.kind, twin.verify_by)
        if isinstance(verify_by, Refusal):
            return verify_by
        note = self._revised(
            twin, ctx.source, "revised", title=title, body=body, kind=nw.kind,
            tags=_clean_tags((*twin.tags, *tags)), status=rules.status_for(ctx.source),
            verify_by=verify_by, stale=False,
        )
        stored = self._put(user, index, note, twin.path)
        return WriteResult(stored, NoteChange(user, (note.id,), note.scope, "revised"), "revised")

    def _update(self, ctx: WriteContext, nw: NoteWrite, user: str, index: NoteIndex, note: Note
                ) -> WriteResult | Refusal:
        kind = nw.kind if nw.kind in KINDS else note.kind
        title = nw.title.strip() or note.title
        body = _clean_body(nw.body) if nw.body.strip() else note.body
        tags = _clean_tags(nw.tags) if nw.tags else note.tags
        refusal = self._check_content(ctx, title, body, tags, note.scope, (note.kind, kind))
        if refusal:
            return refusal
        verify_by = self._verify_by(nw, kind, note.verify_by)
        if isinstance(verify_by, Refusal):
            return verify_by
        revised = self._revised(
            note, ctx.source, "revised", title=title, body=body, kind=kind, tags=tags,
            status=rules.status_for(ctx.source), verify_by=verify_by, stale=False,
        )
        stored = self._put(user, index, revised, note.path)
        return WriteResult(stored, NoteChange(user, (note.id,), note.scope, "revised"), "revised")

    def _archive(self, ctx: WriteContext, nw: NoteWrite, user: str, index: NoteIndex,
                 note: Note) -> WriteResult | Refusal:
        reason = (nw.reason or "").strip() or None
        refusal = rules.check_reason(reason, required=ctx.source != "dashboard")
        if refusal:
            return refusal
        refusal = rules.check_secrets("", "", (), reason)
        if refusal:
            return refusal
        refusal = rules.check_author(ctx.source, note.scope, note.kind, ctx.user_message_in_turn)
        if refusal:
            return refusal
        if note.ratified and ctx.source != "dashboard":
            # The user's confirmation stands until the user answers: the note stays, as
            # provisional, with the model's reason in its changelog.
            requested = self._revised(note, ctx.source, "archive_requested", reason,
                                      status="provisional")
            stored = self._put(user, index, requested, note.path)
            change = NoteChange(user, (note.id,), note.scope, "archive_requested")
            return WriteResult(stored, change, "archive_requested")
        stored = self._move_to_archive(user, index, note, ctx.source, "archived", reason)
        return WriteResult(stored, NoteChange(user, (note.id,), note.scope, "archived"),
                           "archived")

    def _move_to_archive(self, user: str, index: NoteIndex, note: Note, source: str, op: str,
                         reason: str | None) -> Note:
        now = self._now()
        archived = self._revised(note, source, op, reason, archived=_stamp(now))
        path = self.store.move_to_archive(user, note, serialise(archived), now)
        index.remove(note.id)
        return archived.with_changes(path=path)

    # ---- reading for requests --------------------------------------------------------------

    def _visible(self, vis: Visibility) -> tuple[NoteIndex, frozenset[str]] | None:
        try:
            index = self._index(vis.user, full=False)
            keys = vis.scope_keys()
            if vis.session:
                safe_name(vis.session, "session id")
        except UnsafeNameError:
            return None
        return index, keys

    def matching(self, vis: Visibility, message: str) -> list[Note]:
        """At most 3 visible notes sharing at least 2 of the message's words, best BM25F
        first, within 600 tokens; stale program_state notes never."""
        with self._lock:
            seen = self._visible(vis)
            if seen is None:
                return []
            index, keys = seen
            today = self._now().date()
            ranked = index.matching(message, keys, keep=lambda n: not n.is_stale(today))
            notes = [n for n in (index.get(i) for i, _ in ranked) if n is not None]
        return inject.select_matching(notes)

    def visible_notes(self, vis: Visibility) -> list[Note]:
        with self._lock:
            seen = self._visible(vis)
            if seen is None:
                return []
            index, keys = seen
            return [n for n in index.notes() if n.scope_key in keys]

    def index_block(self, vis: Visibility) -> str:
        notes = self.visible_notes(vis)
        return inject.index_block(notes, self.texts, self._now().date())

    def matching_block(self, notes: list[Note]) -> str:
        return inject.matching_block(notes, self.texts)

    def memory_card(self) -> str:
        """Byte-identical in every session: the cacheable prefix."""
        return self.texts.card

    def memory_script_hint(self, tandem_url: str, session_token: str) -> str:
        """The per-session addition the card itself must not carry."""
        return self.texts.script_hint(tandem_url, session_token)

    def record_injection(self, vis: Visibility, note_ids: list[str], request_id: str | None
                         ) -> None:
        """Count the uses in usage.json and journal the ids that went into a request."""
        if not note_ids:
            return
        user = safe_name(vis.user, "user name")
        with self._writing(user):
            self._update_usage(user, lambda book: book.record(note_ids, self._now()))
            self.ledger.record("injection", user=user, session=vis.session,
                               request_id=request_id, note_ids=list(note_ids))

    def _update_usage(self, user: str, change: Callable[[UsageBook], Any]) -> None:
        path = self.store.usage_path(user)
        book = UsageBook.loads(path.read_text("utf-8")) if path.exists() else UsageBook()
        if change(book) is not False:
            self.store.atomic_write(path, book.dumps())

    def uses_in_last_days(self, user: str, note_id: str, days: int = 7) -> int:
        """How often a note went into a request on the last `days` days (today included)."""
        return self.uses_by_note(user, days).get(note_id, 0)

    def uses_by_note(self, user: str, days: int = 7) -> dict[str, int]:
        """Uses in the last `days` days of every note that has any, from one read of
        usage.json: what the Notes tab's list shows beside each note."""
        path = self.store.usage_path(safe_name(user, "user name"))
        try:
            book = UsageBook.loads(path.read_text("utf-8"))
        except FileNotFoundError:
            return {}
        today = self._now().date()
        counts = {i: book.uses_in_last(i, days, today) for i in book.notes}
        return {i: n for i, n in counts.items() if n}

    def journal_event(self, kind: str, /, **fields: Any) -> None:
        """Free-form journal rows (e.g. memory_off); fields never hold titles or bodies."""
        self.ledger.record(kind, **fields)

    # ---- the Notes tab and the CLI ---------------------------------------------------------

    def search(self, user: str, query: str, limit: int = 10) -> list[tuple[Note, float]]:
        with self._lock:
            index = self._index(user, full=False)
            hits = index.search(query, limit=limit)
            return [(n, s) for n, s in ((index.get(i), s) for i, s in hits) if n is not None]

    def list_notes(self, user: str, scope: str | None = None) -> list[Note]:
        """Live notes (optionally of one scope), or the archived ones with scope='archive'."""
        with self._lock:
            if scope == "archive":
                notes = list(self.store.scan_archive(safe_name(user, "user name"))[0].values())
            else:
                notes = [n for n in self._index(user).notes() if scope is None or n.scope == scope]
        return sorted(notes, key=lambda n: (n.scope, n.project or "", n.session or "",
                                            n.kind, n.title.casefold(), n.id))

    def read(self, user: str, note_id: str) -> Note | None:
        try:
            safe_name(note_id, "note id")
            with self._lock:
                note = self._index(user).get(note_id)
                if note is None:
                    note = self.store.scan_archive(user)[0].get(note_id)
        except UnsafeNameError:
            return None
        return note

    def broken_files(self, user: str) -> list[BrokenFile]:
        """Files that could not be read, live and archived: show them, never drop them."""
        with self._lock:
            self._index(user)
            archived_broken = self.store.scan_archive(user)[1]
            return [*self._broken.get(user, []), *archived_broken]

    def history(self, user: str, note_id: str) -> list[HistoryEntry]:
        """Every text of a note, oldest first, each with a unified diff from the one before."""
        try:
            safe_name(user, "user name")
            safe_name(note_id, "note id")
        except UnsafeNameError:
            return []
        note = self.read(user, note_id)
        texts: list[tuple[int, str, bool]] = []
        with self._lock:
            for n, path in self.store.revisions(user, note_id):
                texts.append((n, self.store.read_text(path), False))
            if note is not None and note.path is not None and note.path.exists():
                texts.append((len(texts) + 1, self.store.read_text(note.path), True))
        out = []
        previous = ""
        for n, text, current in texts:
            diff = "".join(difflib.unified_diff(
                previous.splitlines(keepends=True), text.splitlines(keepends=True),
                fromfile=f"{note_id}@{n - 1}", tofile=f"{note_id}@{n}",
            ))
            out.append(HistoryEntry(n, text, diff, current))
            previous = text
        return out

    def _admin(self, user: str, note_id: str, op: str,
               act: Callable[[str, NoteIndex, Note], NoteChange | Refusal],
               archived_too: bool = False) -> NoteChange | Refusal:
        """Run one dashboard operation under the lock, journal it, publish its change."""
        try:
            user = safe_name(user, "user name")
            safe_name(note_id, "note id")
        except UnsafeNameError as exc:
            return Refusal("bad_name", str(exc))
        with self._writing(user):
            index = self._index(user, full=False)
            note = index.get(note_id)
            if note is not None:
                note = self._fresh(index, note)
            if note is None and archived_too:
                note = self.store.scan_archive(user)[0].get(note_id)
            result = (
                Refusal("not_found", "no note with that id")
                if note is None
                else act(user, index, note)
            )
            self.ledger.record(
                "dashboard", user=user, op=op, note_id=note_id,
                scope=note.scope if note else None, kind=note.kind if note else None,
                refused=result.code if isinstance(result, Refusal) else None,
            )
        if isinstance(result, NoteChange):
            self._publish(result)
        return result

    def ratify(self, user: str, note_id: str) -> NoteChange | Refusal:
        def act(user: str, index: NoteIndex, note: Note) -> NoteChange:
            if not note.ratified or note.archive_requested:
                self._put(user, index, self._revised(note, "dashboard", "ratified",
                                                     status="ratified"), note.path)
            return NoteChange(user, (note.id,), note.scope, "ratified")

        return self._admin(user, note_id, "ratify", act)

    def reject(self, user: str, note_id: str) -> NoteChange | Refusal:
        """Reject what the model did: restore the last ratified text if there is one,
        otherwise archive the note."""

        def act(user: str, index: NoteIndex, note: Note) -> NoteChange:
            earlier = None if note.ratified else self._last_ratified(user, note)
            if earlier is not None:
                restored = self._revised(
                    note, "dashboard", "rejected", status="ratified", title=earlier.title,
                    body=earlier.body, kind=earlier.kind, tags=earlier.tags,
                    pinned=earlier.pinned, verify_by=earlier.verify_by,
                )
                self._put(user, index, restored, note.path)
                return NoteChange(user, (note.id,), note.scope, "rejected")
            self._move_to_archive(user, index, note, "dashboard", "rejected", None)
            return NoteChange(user, (note.id,), note.scope, "rejected")

        return self._admin(user, note_id, "reject", act)

    def _last_ratified(self, user: str, note: Note) -> Note | None:
        for _, path in reversed(self.store.revisions(user, note.id)):
            try:
                earlier = parse(self.store.read_text(path), defaults={"scope": note.scope})
            except NoteParseError:
                continue
            if earlier.ratified:
                return earlier
        return None

    def pin(self, user: str, note_id: str, pinned: bool = True) -> NoteChange | Refusal:
        def act(user: str, index: NoteIndex, note: Note) -> NoteChange | Refusal:
            if pinned and not (note.ratified and note.kind in rules.USER_AUTHORED_KINDS):
                return Refusal("not_pinnable", "only a ratified rule or ruling can be pinned")
            if note.pinned != pinned:
                self._put(user, index, self._revised(note, "dashboard",
                                                     "pinned" if pinned else "unpinned",
                                                     pinned=pinned), note.path)
            return NoteChange(user, (note.id,), note.scope, "pinned" if pinned else "unpinned")

        return self._admin(user, note_id, "pin" if pinned else "unpin", act)

    def edit(self, user: str, note_id: str, title: str | None = None, body: str | None = None,
             tags: list[str] | None = None, kind: str | None = None,
             verify_by: str | None = None) -> NoteChange | Refusal:
        """The user's edit in the Notes tab: a ratified revision, under the same caps and
        secret refusal as any write."""

        def act(user: str, index: NoteIndex, note: Note) -> NoteChange | Refusal:
            new_kind = kind or note.kind
            if new_kind not in KINDS:
                return Refusal("bad_kind", f"kind must be one of {', '.join(KINDS)}")
            new_title = note.title if title is None else title.strip()
            new_body = note.body if body is None else _clean_body(body)
            new_tags = note.tags if tags is None else _clean_tags(tags)
            ctx = WriteContext(user=user, source="dashboard", user_message_in_turn=True)
            refusal = self._check_content(ctx, new_title, new_body, new_tags, note.scope,
                                          (new_kind,))
            if refusal:
                return refusal
            nw = NoteWrite("update", note.scope, new_kind, verify_by=verify_by)
            new_verify = self._verify_by(nw, new_kind, note.verify_by)
            if isinstance(new_verify, Refusal):
                return new_verify
            edited = self._revised(note, "dashboard", "edited", title=new_title, body=new_body,
                                   tags=new_tags, kind=new_kind, status="ratified",
                                   verify_by=new_verify, stale=False)
            self._put(user, index, edited, note.path)
            return NoteChange(user, (note.id,), note.scope, "edited")

        return self._admin(user, note_id, "edit", act)

    def archive(self, user: str, note_id: str, reason: str | None = None
                ) -> NoteChange | Refusal:
        def act(user: str, index: NoteIndex, note: Note) -> NoteChange | Refusal:
            refusal = rules.check_reason(reason, required=False) or rules.check_secrets(
                "", "", (), reason)
            if refusal:
                return refusal
            self._move_to_archive(user, index, note, "dashboard", "archived", reason)
            return NoteChange(user, (note.id,), note.scope, "archived")

        return self._admin(user, note_id, "archive", act)

    def delete(self, user: str, note_id: str) -> NoteChange | Refusal:
        """Delete a live or archived note, its revisions and its usage counts."""

        def act(user: str, index: NoteIndex, note: Note) -> NoteChange:
            self.store.delete_note(user, note)
            index.remove(note.id)
            self._update_usage(user, lambda book: book.forget([note.id]))
            return NoteChange(user, (note.id,), note.scope, "deleted")

        return self._admin(user, note_id, "delete", act, archived_too=True)

    def delete_all(self, user: str, confirm: str = "") -> NoteChange | Refusal:
        """Every note, revision, archive and count of one user; only with the typed words."""
        if confirm != DELETE_ALL_CONFIRMATION:
            return Refusal("needs_confirmation",
                           f"type {DELETE_ALL_CONFIRMATION!r} to delete every note")
        try:
            user = safe_name(user, "user name")
        except UnsafeNameError as exc:
            return Refusal("bad_name", str(exc))
        with self._writing():
            ids = tuple(sorted(n.id for n in self._index(user).notes()))
            self.store.delete_user(user)
            index = self._indexes.pop(user, None)
            if index is not None:
                index.close()
            self._broken.pop(user, None)
            self._scanned.pop(user, None)
            self.ledger.record("dashboard", user=user, op="delete_all", count=len(ids))
        change = NoteChange(user, ids, None, "deleted_all")
        self._publish(change)
        return change

    def export_zip(self, user: str, path: Path) -> Path:
        """Every file of the user (notes, revisions, archive, INDEX.md, usage.json)."""
        user = safe_name(user, "user name")
        target = Path(path)
        tmp = target.with_name(f".{target.name}.tmp")
        with self._lock:
            base = self.store.user_dir(user)
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, FILE_MODE)
            with os.fdopen(fd, "wb") as raw, zipfile.ZipFile(raw, "w", zipfile.ZIP_DEFLATED) as zf:
                if base.exists():
                    for file in sorted(base.rglob("*")):
                        rel = file.relative_to(base)
                        if file.is_file() and not any(p.startswith(".") for p in rel.parts):
                            zf.write(file, f"{user}/{rel.as_posix()}")
            os.replace(tmp, target)
            self.ledger.record("dashboard", user=user, op="export")
        return target

    def nightly(self, user: str | None = None) -> list[nightly.NightlyReport]:
        """INDEX.md, the 30-day archive purge and program_state staleness, per user."""
        users = [safe_name(user, "user name")] if user else self.store.users()
        reports = []
        changes: list[NoteChange] = []
        with self._writing():
            for name in users:
                report, user_changes = self._nightly_one(name)
                reports.append(report)
                changes.extend(user_changes)
                self.ledger.record(
                    "nightly", user=name, indexed=report.indexed, purged=report.purged,
                    marked_stale=report.marked_stale, broken=report.broken,
                )
        for change in changes:
            self._publish(change)
        return reports

    def _nightly_one(self, user: str) -> tuple[nightly.NightlyReport, list[NoteChange]]:
        now = self._now()
        report = nightly.NightlyReport(user)
        changes = []
        index = self._index(user)
        for note in nightly.to_mark_stale(index.notes(), now.date()):
            marked = self._revised(note, note.source, "marked_stale", by="nightly", stale=True)
            self._put(user, index, marked, note.path)
            report.marked_stale.append(note.id)
            changes.append(NoteChange(user, (note.id,), note.scope, "marked_stale"))
        archived, archive_broken = self.store.scan_archive(user)
        for note in nightly.to_purge(list(archived.values()), now):
            self.store.delete_note(user, note)
            report.purged.append(note.id)
        if report.purged:
            self._update_usage(user, lambda book: book.forget(report.purged))
            changes.append(NoteChange(user, tuple(report.purged), None, "purged"))
        live = index.notes()
        report.indexed = len(live)
        report.broken = len(self._broken.get(user, [])) + len(archive_broken)
        text = nightly.index_md(user, live, self.store.user_dir(user), now)
        self.store.atomic_write(self.store.index_path(user), text)
        return report, changes
