"""Reads at request time: what one request gets back from memory, and the count of it.

The conductor calls these on every turn, so they read through the live index's cheap
path (folder stats only), and they see only the scopes the request may see. What they
render goes into prompts that are replayed byte for byte later (see `inject`).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from app.memory import inject
from app.memory.ledger import Ledger
from app.memory.live import LiveIndex
from app.memory.names import UnsafeNameError, safe_name
from app.memory.note import Note
from app.memory.search import NoteIndex
from app.memory.types import Visibility
from app.memory.usage import update_usage


class Recall:
    """The caller holds the service's lock (and the store's for `record_injection`)."""

    def __init__(self, live: LiveIndex, ledger: Ledger, texts: inject.Texts,
                 now: Callable[[], dt.datetime]) -> None:
        self._live = live
        self._ledger = ledger
        self._texts = texts
        self._now = now

    def _visible(self, vis: Visibility) -> tuple[NoteIndex, frozenset[str]] | None:
        """The index and the scope keys `vis` sees, or None for a name that cannot be one
        (such a request simply sees no notes)."""
        try:
            index = self._live.index(vis.user, full=False)
            keys = vis.scope_keys()
            if vis.session:
                safe_name(vis.session, "session id")
        except UnsafeNameError:
            return None
        return index, keys

    def matching(self, vis: Visibility, message: str) -> list[Note]:
        """At most 3 visible notes sharing at least 2 of the message's words, within 600
        tokens, and only those the relevance model finds likely enough, likeliest first
        (`relevance`); stale program_state notes never."""
        seen = self._visible(vis)
        if seen is None:
            return []
        index, keys = seen
        today = self._now().date()
        ranked = index.matching(message, keys, keep=lambda n: not n.is_stale(today))
        notes = [n for n in (index.get(m.note_id) for m in ranked) if n is not None]
        return inject.select_matching(notes)

    def visible_notes(self, vis: Visibility) -> list[Note]:
        seen = self._visible(vis)
        if seen is None:
            return []
        index, keys = seen
        return [n for n in index.notes() if n.scope_key in keys]

    def index_block(self, vis: Visibility) -> str:
        return inject.index_block(self.visible_notes(vis), self._texts, self._now().date())

    def record_injection(self, vis: Visibility, note_ids: list[str], request_id: str | None,
                         request: dict[str, str | None]) -> None:
        """Count the uses in usage.json and journal the ids that went into a request, with
        the request's client, model and profile (the Notes tab's "requests" view)."""
        if not note_ids:
            return
        user = safe_name(vis.user, "user name")
        update_usage(self._live.store, user, lambda book: book.record(note_ids, self._now()))
        self._ledger.record("injection", user=user, session=vis.session,
                            request_id=request_id, note_ids=list(note_ids),
                            **{k: request.get(k) for k in ("client", "model", "profile")})
