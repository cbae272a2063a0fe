"""NotesService: the one API over the notes, for the conductor, the admin routes, the Notes
tab and the CLI alike.

Every mutation goes through here, so every rule of spec 26.2 (docs/ARCHITECTURE.md#note-writes)
holds whoever writes: the rules are checked, the file is written atomically under the store's
lock, the index is kept in step, the journal gets a row (never a title or a body), and a
`NoteChange` goes out on the event bus. Refusals are `Refusal` values. The service is safe to
call from many threads (one lock) and many processes (the store's lock file; files are re-read
when they change).

This module is the facade: it takes the locks, delegates to the module that does the work
(`writes`, `recall`, `dashboard`, `export`, `nightly`), and publishes the changes once the
locks are released, so a subscriber may call back into the service.
"""

from __future__ import annotations

import datetime as dt
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any

from app import notes_settings
from app.config import Config, default_notes_root
from app.memory import export, inject, listing, nightly
from app.memory.dashboard import Dashboard
from app.memory.events import EventBus
from app.memory.ledger import Ledger
from app.memory.listing import NoteFilter
from app.memory.live import HAND_EDIT_RESCAN_S, LiveIndex
from app.memory.names import project_key
from app.memory.note import Note
from app.memory.note_vectors import NoteVectors
from app.memory.recall import Recall
from app.memory.recovery import Repairs, recover
from app.memory.revision import utc
from app.memory.rules import Refusal
from app.memory.scan import BrokenFile
from app.memory.store import Store, StoreRootError
from app.memory.types import (
    LOCAL_USER,
    HistoryEntry,
    NoteChange,
    NoteWrite,
    Visibility,
    WriteContext,
    WriteResult,
)
from app.memory.writes import WritePath

__all__ = [
    "HAND_EDIT_RESCAN_S",
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


class NotesService:
    def __init__(
        self,
        home: Path,
        clock: Callable[[], dt.datetime] | None = None,
        hand_edit_rescan_s: float = HAND_EDIT_RESCAN_S,
        root: Path | None = None,
    ) -> None:
        """`clock` gives "now" (tests move it); `hand_edit_rescan_s` bounds how long a read
        may miss an in-place edit of a file (rename-based writes are seen at once); `root`
        is config.toml's `notes_root` (default: under the home)."""
        home = Path(home)
        self.store = Store(root or default_notes_root(home))  # refuses a git work tree first
        self.ledger = Ledger(home / "state")
        self.repairs: Repairs = recover(self.store, self.ledger)  # what a crash left
        self.texts = inject.Texts.load()
        self._clock = clock or (lambda: dt.datetime.now(dt.UTC))
        self._lock = threading.RLock()
        self._bus: EventBus[NoteChange] = EventBus()
        self._vectors = NoteVectors(home / "state")
        self._live = LiveIndex(self.store, hand_edit_rescan_s, self._vectors)
        self._writes = WritePath(self._live, self.ledger, self._now)
        self._recall = Recall(self._live, self.ledger, self.texts, self._now)
        self._dashboard = Dashboard(self._live, self.ledger, self._now)

    # ---- plumbing ------------------------------------------------------------------------

    def project_key(self, path: str) -> str:
        return project_key(path)

    def subscribe(self, callback: Callable[[NoteChange], None]) -> Callable[[], None]:
        return self._bus.subscribe(callback)

    def close(self) -> None:
        with self._lock:
            self._live.close()
            self._vectors.close()
            self.ledger.close()
            self.store.close()

    def _now(self) -> dt.datetime:
        return utc(self._clock())

    @contextmanager
    def _writing(self, user: object = None) -> Iterator[None]:
        """The service lock and the store's lock file. With `user`, the index is known to
        hold this process's own changes when the block ends, so the generation counter
        our writes moved does not force a full scan on the next call."""
        with self._lock, self.store.locked():
            yield
            self._live.caught_up(user)

    def _person(self, user: str, op: Callable[[], NoteChange | Refusal]
                ) -> NoteChange | Refusal:
        """One of the person's operations under both locks; its change goes out after."""
        with self._writing(user):
            result = op()
        if isinstance(result, NoteChange):
            self._bus.publish(result)
        return result

    # ---- the write path ------------------------------------------------------------------

    def write(self, ctx: WriteContext, nw: NoteWrite) -> WriteResult | Refusal:
        """Apply one write under every rule; journal it whether it landed or not."""
        with self._writing(ctx.user):
            result = self._writes.write(ctx, nw)
        if isinstance(result, WriteResult):
            self._bus.publish(result.change)
        return result

    # ---- reading for requests --------------------------------------------------------------

    def matching(self, vis: Visibility, message: str) -> list[Note]:
        """At most 3 visible notes sharing at least 2 of the message's words, best BM25F
        first, within 600 tokens; stale program_state notes never."""
        with self._lock:
            return self._recall.matching(vis, message)

    def visible_notes(self, vis: Visibility) -> list[Note]:
        with self._lock:
            return self._recall.visible_notes(vis)

    def index_block(self, vis: Visibility) -> str:
        with self._lock:
            return self._recall.index_block(vis)

    def matching_block(self, notes: list[Note]) -> str:
        return inject.matching_block(notes, self.texts)

    def memory_card(self) -> str:
        """Byte-identical in every session: the cacheable prefix."""
        return self.texts.card

    def memory_script_hint(self, tandem_url: str, session_token: str) -> str:
        """The per-session addition the card itself must not carry."""
        return self.texts.script_hint(tandem_url, session_token)

    def record_injection(self, vis: Visibility, note_ids: list[str], request_id: str | None,
                         **request: str | None) -> None:
        """Count the uses in usage.json and journal the ids that went into a request;
        `request` may name its `client`, `model` and `profile`."""
        with self._writing(vis.user):
            self._recall.record_injection(vis, note_ids, request_id, request)
        if note_ids:  # the views' "uses in 7 days" changed
            self._bus.publish(NoteChange(vis.user, tuple(note_ids), None, "used"))

    def record_writer_run(self, **fields: Any) -> None:
        """One run of the writer (spec 26.4; docs/ARCHITECTURE.md#the-background-writer):
        trigger, gate, tokens, notes, time, stop. Called on the event loop, so it never waits on
        sqlite; the Writer runs view hears of it on the bus."""
        self.ledger.record_later("writer_run", **fields)
        self._announce_row(fields.get("user"), "writer_run")

    def record_request(self, user: str | None, **figures: Any) -> None:
        """A request's figures once its stream ended (tokens, first token, speed; never
        text), the row the Requests view joins to the notes it carried. On the event loop:
        no wait on sqlite."""
        self.ledger.record_later("request", user=user, **figures)
        self._announce_row(user, "request")

    def _announce_row(self, user: object, kind: str) -> None:
        """A journal row the views show landed: no note changed, so the ids are empty."""
        if isinstance(user, str) and user:
            self._bus.publish(NoteChange(user, (), None, kind))

    def writer_runs(self, user: str | None, limit: int = 200) -> list[dict[str, Any]]:
        """The user's writer runs (every user's for None), newest first, for the Notes tab,
        the admin API and the relay writer's daily limits."""
        rows = self.ledger.rows("writer_run", limit)
        return [r for r in rows if user is None or r["user"] == user]

    def journal_event(self, kind: str, /, **fields: Any) -> None:
        """Free-form journal rows (e.g. memory_off) from the request path: never a wait
        on sqlite, so safe on the event loop; fields never hold titles or bodies."""
        self.ledger.record_later(kind, **fields)

    # ---- the Notes tab and the CLI ---------------------------------------------------------

    def uses_in_last_days(self, user: str, note_id: str, days: int = 7) -> int:
        """How often a note went into a request on the last `days` days (today included)."""
        return self.uses_by_note(user, days).get(note_id, 0)

    def uses_by_note(self, user: str, days: int = 7) -> dict[str, int]:
        return self._dashboard.uses_by_note(user, days)

    def search(self, user: str, query: str, limit: int = 10,
               scope_keys: frozenset[str] | None = None) -> list[tuple[Note, float]]:
        """The best `limit` notes for `query`; with `scope_keys`, among those scopes only
        (a script's session), so a visible note is never lost behind ones it cannot see."""
        with self._lock:
            return self._dashboard.search(user, query, limit, scope_keys)

    def list_notes(self, user: str, scope: str | None = None) -> list[Note]:
        """Live notes (optionally of one scope), or the archived ones with scope='archive'."""
        with self._lock:
            return self._dashboard.list_notes(user, scope)

    def read(self, user: str, note_id: str) -> Note | None:
        with self._lock:
            return self._dashboard.read(user, note_id)

    def broken_files(self, user: str) -> list[BrokenFile]:
        """Files that could not be read, live and archived: show them, never drop them."""
        with self._lock:
            return self._dashboard.broken_files(user)

    def history(self, user: str, note_id: str) -> list[HistoryEntry]:
        """Every text of a note, oldest first, each with a unified diff from the one before."""
        with self._lock:
            return export.history(self.store, user, note_id, self.read(user, note_id))

    # Each of the person's operations names who did it (`admin`: the window, the CLI, or
    # an admin route and its address) for the journal's row; never what was written.

    def ratify(self, user: str, note_id: str, admin: str = LOCAL_USER) -> NoteChange | Refusal:
        return self._person(user, lambda: self._dashboard.ratify(user, note_id, admin))

    def reject(self, user: str, note_id: str, admin: str = LOCAL_USER) -> NoteChange | Refusal:
        """Reject what the model did: restore the last ratified text if there is one,
        otherwise archive the note."""
        return self._person(user, lambda: self._dashboard.reject(user, note_id, admin))

    def pin(self, user: str, note_id: str, pinned: bool = True, admin: str = LOCAL_USER
            ) -> NoteChange | Refusal:
        return self._person(user, lambda: self._dashboard.pin(user, note_id, pinned, admin))

    def edit(self, user: str, note_id: str, title: str | None = None, body: str | None = None,
             tags: list[str] | None = None, kind: str | None = None,
             verify_by: str | None = None, admin: str = LOCAL_USER) -> NoteChange | Refusal:
        """The user's edit in the Notes tab: a ratified revision, under the same caps and
        secret refusal as any write."""
        return self._person(user, lambda: self._dashboard.edit(
            user, note_id, title, body, tags, kind, verify_by, admin))

    def archive(self, user: str, note_id: str, reason: str | None = None,
                admin: str = LOCAL_USER) -> NoteChange | Refusal:
        return self._person(user, lambda: self._dashboard.archive(user, note_id, reason, admin))

    def restore(self, user: str, note_id: str, admin: str = LOCAL_USER
                ) -> NoteChange | Refusal:
        """An archived note back among the live ones."""
        return self._person(user, lambda: self._dashboard.restore(user, note_id, admin))

    def restore_revision(self, user: str, note_id: str, revision: int,
                         admin: str = LOCAL_USER) -> NoteChange | Refusal:
        """An earlier revision's text as the note's new, ratified revision."""
        return self._person(user, lambda: self._dashboard.restore_revision(
            user, note_id, revision, admin))

    def merge(self, user: str, note_id: str, into: str, admin: str = LOCAL_USER
              ) -> NoteChange | Refusal:
        """Fold a note (a possible duplicate, say) into the one it restates; the target
        keeps its text, the merged text stays in its history."""
        return self._person(user, lambda: self._dashboard.merge(user, note_id, into, admin))

    def delete(self, user: str, note_id: str, admin: str = LOCAL_USER) -> NoteChange | Refusal:
        """Delete a live or archived note, its revisions and its usage counts."""
        return self._person(user, lambda: self._dashboard.delete(user, note_id, admin))

    def delete_all(self, user: str, confirm: str = "", admin: str = LOCAL_USER
                   ) -> NoteChange | Refusal:
        """Every note, revision, archive and count of one user; only with the typed words."""
        return self._person(user, lambda: self._dashboard.delete_all(user, confirm, admin))

    def export_files(self, user: str) -> list[tuple[str, bytes]]:
        """Every file of the user (notes, revisions, archive, INDEX.md, usage.json) as
        (zip path, bytes), read as one state; `export.zip_chunks` makes the zip of it."""
        with self._lock:
            return export.export_files(self.store, self.ledger, user, self._now(),
                                       self._live.index(user).notes())

    def export_zip(self, user: str, path: Path,
                   progress: Callable[[int, int], None] | None = None) -> Path:
        """The export as a zip file at `path`, written atomically; `progress(done, total)`
        is called from the calling thread as the members go in."""
        return export.export_zip(self.export_files(user), path, progress)

    # ---- what the admin routes and the Notes tab's views show ------------------------------

    def users(self) -> list[str]:
        """Every user with a folder in the store, `local` first whether or not it has one."""
        return [LOCAL_USER, *(u for u in self.store.users() if u != LOCAL_USER)]

    def summaries(self, user: str, where: NoteFilter | None = None) -> list[dict[str, Any]]:
        """The list rows (uses in 7 days included) of the notes `where` keeps; scope
        'archive' lists the archived notes."""
        where = where or NoteFilter()
        uses = self.uses_by_note(user)
        scope = where.scope if where.scope == "archive" else None
        keep = replace(where, scope=None) if scope else where
        return [listing.summary(n, uses.get(n.id, 0))
                for n in self.list_notes(user, scope) if keep.keeps(n)]

    def tree(self, user: str) -> dict[str, Any]:
        with self._lock:
            return listing.tree(self._dashboard.list_notes(user, None),
                                len(self._dashboard.list_notes(user, "archive")))

    def file_text(self, user: str, note_id: str) -> tuple[Note, str] | None:
        """A note and its file's text exactly as it is on disk."""
        with self._lock:
            note = self._dashboard.read(user, note_id)
            if note is None or note.path is None:
                return None
            try:
                return note, self.store.read_text(note.path)
            except FileNotFoundError:
                return None

    def diff(self, user: str, note_id: str, start: int, end: int) -> tuple[str, str] | None:
        """The title/body/tags diff and the whole-file diff from revision `start` to
        `end` (0 is the empty text); None when either revision does not exist."""
        return export.diff_between(self.history(user, note_id), note_id, start, end)

    def journal(self, user: str, events: tuple[str, ...] = (), note_id: str | None = None,
                limit: int = 100, offset: int = 0, exclude: tuple[str, ...] = ()
                ) -> tuple[list[dict[str, Any]], int]:
        """One page of the user's journal rows, newest first, and the total."""
        return self.ledger.page(user, events, note_id, limit, offset, exclude)

    def requests(self, user: str, note_id: str | None = None, limit: int = 100,
                 offset: int = 0) -> tuple[list[dict[str, Any]], int]:
        """The requests the user's notes went into, each with its figures, newest first."""
        return self.ledger.requests_page(user, note_id, limit, offset)

    def settings(self, config: Config) -> dict[str, Any]:
        return notes_settings.current(config)

    def update_settings(self, config: Config, change: Any, admin: str = "local"
                        ) -> dict[str, Any]:
        """Check, persist to config.toml and apply a settings change (ConfigError names
        the bad key); journaled with the sections it touched, never the values' text."""
        with self._lock:
            result = notes_settings.update(config, change)
        self.ledger.record("dashboard", user=LOCAL_USER, op="settings", admin=admin,
                           sections=sorted(change))
        return result

    def nightly(self, user: str | None = None) -> list[nightly.NightlyReport]:
        """INDEX.md, the 30-day archive purge and program_state staleness, per user."""
        with self._writing():
            reports, changes = nightly.run(self._live, self.ledger, self._now, user)
        for change in changes:
            self._bus.publish(change)
        return reports
