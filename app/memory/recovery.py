"""Finishing or rolling back what a killed writer left, each time the store opens.

A write takes steps: the earlier text to `revisions/`, the new text to a temp file and
renamed over the note, the old name removed (a retitle or an archive), then the journal
row. A kill between two steps leaves a trace that no later write repairs: a temp file
forever, two live files with one id (readers would pick one, the Notes tab would show the
other as broken), or a note the journal never saw. Recovery runs under the store's lock,
so no live writer is between two steps, and it is idempotent, so a kill during recovery
is repaired by the next open. What it did is journaled as counts and ids: file names
carry title slugs, so neither a name nor a text ever goes in.
"""

from __future__ import annotations

import logging
import os
from collections import defaultdict
from dataclasses import dataclass

from app.memory.ledger import Ledger
from app.memory.note import SOURCES, Note
from app.memory.store import Store

log = logging.getLogger("tandem.memory")


@dataclass(frozen=True, slots=True)
class Repairs:
    """What one open found and repaired; all zero after a clean shutdown."""

    temp_files: int = 0
    duplicates: int = 0
    journaled: int = 0
    deletions: int = 0

    def __bool__(self) -> bool:
        return any((self.temp_files, self.duplicates, self.journaled, self.deletions))


def recover(store: Store, ledger: Ledger) -> Repairs:
    """Repair every user's files under the store's lock; journal and log what was done."""
    with store.locked():
        temp_files = store.remove_temp_files()
        deletions = store.finish_deletions()
        duplicates = journaled = 0
        for user in store.users():
            duplicates += _resolve_duplicates(store, ledger, user)
            journaled += _journal_unseen(store, ledger, user)
        repairs = Repairs(temp_files, duplicates, journaled, deletions)
        if repairs:
            ledger.record("repair", op="recovered", temp_files=temp_files,
                          duplicates=duplicates, journaled=journaled, deletions=deletions)
            log.warning("notes store repaired after a crash: %d temp files, %d duplicate "
                        "ids, %d notes journaled, %d deletions finished",
                        temp_files, duplicates, journaled, deletions)
    return repairs


def _resolve_duplicates(store: Store, ledger: Ledger, user: str) -> int:
    """One live file per id: the newest revision stays, every other copy becomes a
    revision. An id whose archived copy is newer than its live ones was being archived:
    the archive is finished."""
    copies: dict[str, list[Note]] = defaultdict(list)
    for note in store.every_live_file(user):
        copies[note.id].append(note)
    archived = store.scan_archive(user)[0]
    resolved = 0
    for note_id, live in copies.items():
        live.sort(key=_age)
        done = archived.get(note_id)
        finish_archive = done is not None and done.revision > live[-1].revision
        if len(live) == 1 and not finish_archive:
            continue
        dropped = live if finish_archive else live[:-1]
        added = sum(store.retire_copy(user, note) for note in dropped)
        kept = done if finish_archive else live[-1]
        assert kept is not None
        ledger.record("repair", user=user, op="duplicate_resolved", note_id=note_id,
                      kept_revision=kept.revision, archived=finish_archive,
                      dropped_revisions=[n.revision for n in dropped], revisions_added=added)
        resolved += 1
    return resolved


def _age(note: Note) -> tuple[int, int]:
    """Newer revision first, then the file written last (a tie only a hand copy makes)."""
    assert note.path is not None
    return note.revision, os.stat(note.path).st_mtime_ns


def _journal_unseen(store: Store, ledger: Ledger, user: str) -> int:
    """A write row for every note the journal never saw, as the killed writer would have
    written it (`found` for a file that did not start at revision 1, e.g. one by hand)."""
    seen = ledger.note_ids(user)
    notes = {**store.scan_archive(user)[0], **store.scan_live(user)[0]}
    unseen = [n for note_id, n in sorted(notes.items()) if note_id not in seen]
    for note in unseen:
        ledger.record(
            "write", user=user, op="added" if note.revision == 1 else "found",
            note_id=note.id, scope=note.scope, kind=note.kind, status=note.status,
            revision=note.revision, session=note.session,
            source=note.source if note.source in SOURCES else "unknown", repaired=True,
        )
    return len(unseen)
