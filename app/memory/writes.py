"""The write path: one add, update or archive from the model, a script or the dashboard.

Every rule of spec 26.2 (docs/ARCHITECTURE.md#note-writes) holds whoever writes, because every
write comes through `write`: the rules are checked, an add that restates a note in the same
scope becomes a revision of it (dedupe), and the journal gets a row whether the write landed or
not (never a title or a body). The caller holds the service's lock and the store's.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any

from app.memory import rules
from app.memory.ledger import Ledger
from app.memory.live import LiveIndex
from app.memory.names import UnsafeNameError, safe_name, scope_key
from app.memory.note import KINDS, SCOPES, SOURCES, Note, new_id
from app.memory.revision import entry, revised, stamp
from app.memory.rules import Refusal
from app.memory.search import NoteIndex
from app.memory.types import OPS, NoteChange, NoteWrite, WriteContext, WriteResult


class WritePath:
    def __init__(self, live: LiveIndex, ledger: Ledger, now: Callable[[], dt.datetime]
                 ) -> None:
        self._live = live
        self._ledger = ledger
        self._now = now

    def write(self, ctx: WriteContext, nw: NoteWrite) -> WriteResult | Refusal:
        """Apply one write under every rule; journal it whether it landed or not."""
        try:
            result = self._write(ctx, nw)
        except UnsafeNameError as exc:
            result = Refusal("bad_name", str(exc))
        self._journal(ctx, nw, result)
        return result

    def _journal(self, ctx: WriteContext, nw: NoteWrite, result: WriteResult | Refusal
                 ) -> None:
        """Only values the journal may hold: a field that is not one is left out."""
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
            self._ledger.record(
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
            self._ledger.record(
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

    def _write(self, ctx: WriteContext, nw: NoteWrite) -> WriteResult | Refusal:
        if ctx.source not in SOURCES:
            return Refusal("bad_source", f"source must be one of {', '.join(SOURCES)}")
        if nw.op not in OPS:
            return Refusal("bad_op", "op must be add, update or archive")
        user = safe_name(ctx.user, "user name")
        index = self._live.index(user, full=False)
        if nw.op == "add":
            return self._add(ctx, nw, user, index)
        if not nw.id:
            return Refusal("needs_id", f"{nw.op} needs the id of a note")
        note = index.get(nw.id)
        if note is not None:
            note = self._live.fresh(index, note)
        if note is None or not rules.can_see(ctx.source, ctx.project, ctx.session, note):
            return Refusal("not_found", "no live note with that id in this request's scopes")
        if nw.op == "update":
            return self._update(ctx, nw, user, index, note)
        return self._archive(ctx, nw, user, index, note)

    def _check(self, ctx: WriteContext, title: str, body: str, tags: tuple[str, ...],
               scope: str, kinds: tuple[str, ...]) -> Refusal | None:
        return rules.check_content(ctx.source, ctx.user_message_in_turn, title, body, tags,
                                   scope, kinds)

    def _verify_by(self, nw: NoteWrite, kind: str, current: str | None) -> str | Refusal | None:
        return rules.verify_by(nw.verify_by, kind, current, self._now().date())

    def _add(self, ctx: WriteContext, nw: NoteWrite, user: str, index: NoteIndex
             ) -> WriteResult | Refusal:
        if nw.scope not in SCOPES:
            return Refusal("bad_scope", f"scope must be one of {', '.join(SCOPES)}")
        if nw.kind not in KINDS:
            return Refusal("bad_kind", f"kind must be one of {', '.join(KINDS)}")
        place = rules.place(nw.scope, ctx.project, ctx.session)
        if isinstance(place, Refusal):
            return place
        scope, project, session = place
        title, body, tags = nw.title.strip(), rules.clean_body(nw.body), rules.clean_tags(nw.tags)
        refusal = self._check(ctx, title, body, tags, scope, (nw.kind,))
        if refusal:
            return refusal
        twin = self._find_twin(index, title, body, tags, scope_key(scope, project, session))
        if twin is not None and not (twin.ratified or twin.pinned):
            return self._revise_from_add(ctx, nw, user, index, twin, title, body, tags)
        if ctx.session:
            refusal = rules.check_session_cap(self._ledger.adds_in_session(user, ctx.session))
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
        now = self._now()
        note = Note(
            id=note_id, title=title, kind=nw.kind, scope=scope, body=body, project=project,
            session=session, status=rules.status_for(ctx.source), tags=tags,
            created=stamp(now), updated=stamp(now), revision=1, source=ctx.source,
            verify_by=verify_by, changelog=(entry(ctx.source, "added", now),),
            possible_duplicate_of=twin.id if twin is not None else None,
        )
        stored = self._live.put(user, index, note, None)
        return WriteResult(stored, NoteChange(user, (note_id,), scope, "added"), "added")

    @staticmethod
    def _find_twin(index: NoteIndex, title: str, body: str, tags: tuple[str, ...],
                   key: str) -> Note | None:
        """Dedupe (spec 26.2; docs/ARCHITECTURE.md#note-writes): the same-scope note with the
        same normalised title, or the one this text restates (`restatement`). A note the person
        ratified or pinned is never replaced by it: the add lands beside it, marked as its
        possible duplicate, for the person to merge or keep."""
        twin = index.same_title(key, title)
        if twin is not None:
            return twin
        for found in index.restated(title, body, tags, key):
            if rules.restates(found.closeness, found.meaning):
                return index.get(found.note_id)
        return None

    def _revise_from_add(self, ctx: WriteContext, nw: NoteWrite, user: str, index: NoteIndex,
                         twin: Note, title: str, body: str, tags: tuple[str, ...]
                         ) -> WriteResult | Refusal:
        refusal = rules.check_pinned_kind(twin, nw.kind) or self._check(
            ctx, title, body, tags, twin.scope, (twin.kind, nw.kind))
        if refusal:
            return refusal
        verify_by = self._verify_by(nw, nw.kind, twin.verify_by)
        if isinstance(verify_by, Refusal):
            return verify_by
        note = revised(
            twin, self._now(), ctx.source, "revised", "an add merged into this note (dedupe)",
            title=title, body=body, kind=nw.kind,
            tags=rules.clean_tags((*twin.tags, *tags)), status=rules.status_for(ctx.source),
            verify_by=verify_by, stale=False,
        )
        stored = self._live.put(user, index, note, twin.path)
        change = NoteChange(user, (note.id,), note.scope, "revised")
        return WriteResult(stored, change, "revised", merged_into=twin.title)

    def _update(self, ctx: WriteContext, nw: NoteWrite, user: str, index: NoteIndex, note: Note
                ) -> WriteResult | Refusal:
        kind = nw.kind if nw.kind in KINDS else note.kind
        title = nw.title.strip() or note.title
        body = rules.clean_body(nw.body) if nw.body.strip() else note.body
        tags = rules.clean_tags(nw.tags) if nw.tags else note.tags
        refusal = rules.check_pinned_kind(note, kind) or self._check(
            ctx, title, body, tags, note.scope, (note.kind, kind))
        if refusal:
            return refusal
        verify_by = self._verify_by(nw, kind, note.verify_by)
        if isinstance(verify_by, Refusal):
            return verify_by
        changed = revised(
            note, self._now(), ctx.source, "revised", title=title, body=body, kind=kind,
            tags=tags, status=rules.status_for(ctx.source), verify_by=verify_by, stale=False,
        )
        stored = self._live.put(user, index, changed, note.path)
        return WriteResult(stored, NoteChange(user, (note.id,), note.scope, "revised"), "revised")

    def _archive(self, ctx: WriteContext, nw: NoteWrite, user: str, index: NoteIndex,
                 note: Note) -> WriteResult | Refusal:
        reason = (nw.reason or "").strip() or None
        refusal = rules.check_archive(ctx.source, reason) or rules.check_author(
            ctx.source, note.scope, note.kind, ctx.user_message_in_turn)
        if refusal:
            return refusal
        outcome = rules.archive_outcome(ctx.source, note)
        if outcome == "archive_requested":
            requested = revised(note, self._now(), ctx.source, outcome, reason,
                                status="provisional")
            stored = self._live.put(user, index, requested, note.path)
        else:
            stored = self._live.archive(user, index, note, ctx.source, outcome, reason,
                                        self._now())
        return WriteResult(stored, NoteChange(user, (note.id,), note.scope, outcome), outcome)
