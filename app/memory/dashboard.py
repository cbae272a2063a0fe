"""The person's side: what the Notes tab and the CLI list, and what only the user may do.

Reads here always take a full scan, because a person looking at the list expects the
edit they just made in an editor to be there. Every operation is the user's own answer
to the model (ratify, reject, pin, edit, archive, delete), so each is journaled as a
`dashboard` row and returns a `NoteChange` for the views, or a `Refusal`. The caller
holds the service's lock, and the store's for the operations.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from app.memory import rules
from app.memory.ledger import Ledger
from app.memory.live import LiveIndex
from app.memory.names import UnsafeNameError, safe_name
from app.memory.note import KINDS, Note, NoteParseError, parse, serialise
from app.memory.revision import revised
from app.memory.rules import Refusal
from app.memory.scan import BrokenFile
from app.memory.search import NoteIndex
from app.memory.types import NoteChange, delete_all_confirmation
from app.memory.usage import read_usage, update_usage

Act = Callable[[str, NoteIndex, Note], NoteChange | Refusal]


class Dashboard:
    def __init__(self, live: LiveIndex, ledger: Ledger, now: Callable[[], dt.datetime]
                 ) -> None:
        self._live = live
        self._store = live.store
        self._ledger = ledger
        self._now = now

    # ---- reads -----------------------------------------------------------------------------

    def search(self, user: str, query: str, limit: int,
               scope_keys: frozenset[str] | None = None) -> list[tuple[Note, float]]:
        index = self._live.index(user, full=False)
        hits = index.search(query, limit=limit, scope_keys=scope_keys)
        return [(n, s) for n, s in ((index.get(i), s) for i, s in hits) if n is not None]

    def list_notes(self, user: str, scope: str | None) -> list[Note]:
        """Live notes (optionally of one scope), or the archived ones with scope='archive'."""
        if scope == "archive":
            notes = list(self._store.scan_archive(safe_name(user, "user name"))[0].values())
        else:
            notes = [n for n in self._live.index(user).notes() if scope is None or n.scope == scope]
        return sorted(notes, key=lambda n: (n.scope, n.project or "", n.session or "",
                                            n.kind, n.title.casefold(), n.id))

    def read(self, user: str, note_id: str) -> Note | None:
        """A live note, else an archived one; None for no such note or an unsafe name."""
        try:
            safe_name(note_id, "note id")
            note = self._live.index(user).get(note_id)
            if note is None:
                note = self._store.scan_archive(user)[0].get(note_id)
        except UnsafeNameError:
            return None
        return note

    def broken_files(self, user: str) -> list[BrokenFile]:
        """Files that could not be read, live and archived: show them, never drop them."""
        self._live.index(user)
        return [*self._live.broken(user), *self._store.scan_archive(user)[1]]

    def uses_by_note(self, user: str, days: int) -> dict[str, int]:
        """Uses in the last `days` days of every note that has any, from one read of
        usage.json: what the Notes tab's list shows beside each note."""
        book = read_usage(self._store.usage_path(safe_name(user, "user name")))
        today = self._now().date()
        counts = {i: book.uses_in_last(i, days, today) for i in book.notes}
        return {i: n for i, n in counts.items() if n}

    # ---- operations ------------------------------------------------------------------------

    def _on_note(self, user: str, note_id: str, op: str, act: Act, admin: str,
                 archived_too: bool = False) -> NoteChange | Refusal:
        """Find the note as its file says now, run `act` on it, journal the operation."""
        try:
            user = safe_name(user, "user name")
            safe_name(note_id, "note id")
        except UnsafeNameError as exc:
            return Refusal("bad_name", str(exc))
        index = self._live.index(user, full=False)
        note = index.get(note_id)
        if note is not None:
            note = self._live.fresh(index, note)
        if note is None and archived_too:
            note = self._store.scan_archive(user)[0].get(note_id)
        result = Refusal("not_found", "no note with that id") if note is None else act(
            user, index, note)
        self._ledger.record(
            "dashboard", user=user, op=op, note_id=note_id, admin=admin,
            scope=note.scope if note else None, kind=note.kind if note else None,
            refused=result.code if isinstance(result, Refusal) else None,
        )
        return result

    def _revise(self, user: str, index: NoteIndex, note: Note, op: str, **changes: object
                ) -> None:
        self._live.put(user, index, revised(note, self._now(), "dashboard", op, **changes),
                       note.path)

    def ratify(self, user: str, note_id: str, admin: str) -> NoteChange | Refusal:
        """The person confirms the note, and so that it is a fact of its own too."""
        def act(user: str, index: NoteIndex, note: Note) -> NoteChange:
            if not note.ratified or note.archive_requested or note.possible_duplicate_of:
                self._revise(user, index, note, "ratified", status="ratified",
                             possible_duplicate_of=None)
            return NoteChange(user, (note.id,), note.scope, "ratified")

        return self._on_note(user, note_id, "ratify", act, admin)

    def reject(self, user: str, note_id: str, admin: str) -> NoteChange | Refusal:
        """Reject what the model did: restore the last ratified text if there is one,
        otherwise archive the note."""

        def act(user: str, index: NoteIndex, note: Note) -> NoteChange:
            earlier = None if note.ratified else self._last_ratified(user, note)
            if earlier is not None:
                self._revise(user, index, note, "rejected", status="ratified",
                             title=earlier.title, body=earlier.body, kind=earlier.kind,
                             tags=earlier.tags, pinned=earlier.pinned,
                             verify_by=earlier.verify_by)
            else:
                self._live.archive(user, index, note, "dashboard", "rejected", None,
                                   self._now())
            return NoteChange(user, (note.id,), note.scope, "rejected")

        return self._on_note(user, note_id, "reject", act, admin)

    def _last_ratified(self, user: str, note: Note) -> Note | None:
        for _, path in reversed(self._store.revisions(user, note.id)):
            try:
                earlier = parse(self._store.read_text(path), defaults={"scope": note.scope})
            except NoteParseError:
                continue
            if earlier.ratified:
                return earlier
        return None

    def pin(self, user: str, note_id: str, pinned: bool, admin: str) -> NoteChange | Refusal:
        op = "pinned" if pinned else "unpinned"

        def act(user: str, index: NoteIndex, note: Note) -> NoteChange | Refusal:
            if pinned and not (note.ratified and note.kind in rules.USER_AUTHORED_KINDS):
                return Refusal("not_pinnable", "only a ratified rule or ruling can be pinned")
            if note.pinned != pinned:
                self._revise(user, index, note, op, pinned=pinned)
            return NoteChange(user, (note.id,), note.scope, op)

        return self._on_note(user, note_id, "pin" if pinned else "unpin", act, admin)

    def edit(self, user: str, note_id: str, title: str | None, body: str | None,
             tags: list[str] | None, kind: str | None, verify_by: str | None, admin: str
             ) -> NoteChange | Refusal:
        """The user's edit: a ratified revision, under the same caps and secret refusal
        as any write."""

        def act(user: str, index: NoteIndex, note: Note) -> NoteChange | Refusal:
            new_kind = kind or note.kind
            if new_kind not in KINDS:
                return Refusal("bad_kind", f"kind must be one of {', '.join(KINDS)}")
            new_title = note.title if title is None else title.strip()
            new_body = note.body if body is None else rules.clean_body(body)
            new_tags = note.tags if tags is None else rules.clean_tags(tags)
            refusal = rules.check_pinned_kind(note, new_kind) or rules.check_content(
                "dashboard", user_message_in_turn=True, title=new_title, body=new_body,
                tags=new_tags, scope=note.scope, kinds=(new_kind,))
            if refusal:
                return refusal
            new_verify = rules.verify_by(verify_by, new_kind, note.verify_by, self._now().date())
            if isinstance(new_verify, Refusal):
                return new_verify
            self._revise(user, index, note, "edited", title=new_title, body=new_body,
                         tags=new_tags, kind=new_kind, status="ratified",
                         verify_by=new_verify, stale=False, possible_duplicate_of=None)
            return NoteChange(user, (note.id,), note.scope, "edited")

        return self._on_note(user, note_id, "edit", act, admin)

    def archive(self, user: str, note_id: str, reason: str | None, admin: str
                ) -> NoteChange | Refusal:
        def act(user: str, index: NoteIndex, note: Note) -> NoteChange | Refusal:
            refusal = rules.check_archive("dashboard", reason)
            if refusal:
                return refusal
            self._live.archive(user, index, note, "dashboard", "archived", reason, self._now())
            return NoteChange(user, (note.id,), note.scope, "archived")

        return self._on_note(user, note_id, "archive", act, admin)

    def restore(self, user: str, note_id: str, admin: str) -> NoteChange | Refusal:
        """An archived note back to the live notes, as the user's own (ratified) revision."""

        def act(user: str, index: NoteIndex, note: Note) -> NoteChange | Refusal:
            if not note.archived:
                return Refusal("not_archived", "only an archived note can be restored")
            self._revise(user, index, note, "restored", archived=None, status="ratified")
            return NoteChange(user, (note.id,), note.scope, "restored")

        return self._on_note(user, note_id, "restore", act, admin, archived_too=True)

    def restore_revision(self, user: str, note_id: str, revision: int, admin: str
                         ) -> NoteChange | Refusal:
        """An earlier text's title, body, kind and tags as a new ratified revision; the
        history keeps everything in between."""

        def act(user: str, index: NoteIndex, note: Note) -> NoteChange | Refusal:
            path = dict(self._store.revisions(user, note.id)).get(revision)
            if path is None or note.archived:
                return Refusal("not_found", "no such revision of a live note")
            try:
                earlier = parse(self._store.read_text(path), defaults={"scope": note.scope})
            except NoteParseError:
                return Refusal("broken_revision", "that revision's file cannot be read")
            self._revise(user, index, note, "restored_revision", status="ratified",
                         title=earlier.title, body=earlier.body, kind=earlier.kind,
                         tags=earlier.tags, verify_by=earlier.verify_by)
            return NoteChange(user, (note.id,), note.scope, "edited")

        return self._on_note(user, note_id, "restore_revision", act, admin)

    def merge(self, user: str, note_id: str, into: str, admin: str) -> NoteChange | Refusal:
        """Fold a note into the one it restates: a revision of `into` that keeps its own
        text and tags both notes', with the merged note's text one step back in its
        history (so "restore this revision" brings that wording back), and the merged
        note gone. Both must be live and of the user."""

        def act(user: str, index: NoteIndex, note: Note) -> NoteChange | Refusal:
            target = index.get(into) if into != note.id else None
            if target is not None:
                target = self._live.fresh(index, target)
            if target is None:
                return Refusal("into_not_found",
                               "into must be the id of another live note of this user")
            now = self._now()
            kept = revised(target, now, "dashboard", "merged_in", f"the text of {note.id}",
                           title=note.title, body=note.body, kind=note.kind,
                           verify_by=note.verify_by)
            if target.path is not None and target.path.exists():
                self._store.save_revision(user, target.id, self._store.read_text(target.path))
            self._store.save_revision(user, target.id, serialise(kept))
            merged = revised(kept, now, "dashboard", "merged", f"merged {note.id}",
                             title=target.title, body=target.body, kind=target.kind,
                             verify_by=target.verify_by, status="ratified",
                             tags=rules.clean_tags((*target.tags, *note.tags)),
                             possible_duplicate_of=None)
            self._live.put(user, index, merged, None)
            self._store.delete_note(user, note)
            index.remove(note.id)
            update_usage(self._store, user, lambda book: book.forget([note.id]))
            return NoteChange(user, (note.id, target.id), target.scope, "merged")

        return self._on_note(user, note_id, "merge", act, admin)

    def delete(self, user: str, note_id: str, admin: str) -> NoteChange | Refusal:
        """Delete a live or archived note, its revisions and its usage counts."""

        def act(user: str, index: NoteIndex, note: Note) -> NoteChange:
            self._store.delete_note(user, note)
            index.remove(note.id)
            update_usage(self._store, user, lambda book: book.forget([note.id]))
            return NoteChange(user, (note.id,), note.scope, "deleted")

        return self._on_note(user, note_id, "delete", act, admin, archived_too=True)

    def delete_all(self, user: str, confirm: str, admin: str) -> NoteChange | Refusal:
        """Every note, revision, archive and count of one user; only with the typed words."""
        try:
            user = safe_name(user, "user name")
        except UnsafeNameError as exc:
            return Refusal("bad_name", str(exc))
        words = delete_all_confirmation(user)
        if confirm != words:
            return Refusal("needs_confirmation", f"type {words!r} to delete every note")
        ids = tuple(sorted(n.id for n in self._live.index(user).notes()))
        self._store.delete_user(user)
        self._live.forget(user)
        self._ledger.record("dashboard", user=user, op="delete_all", admin=admin,
                            count=len(ids))
        return NoteChange(user, ids, None, "deleted_all")
