"""Taking the record out: a note's every text as history, and a user's every file as a zip.

Both are the person's right to see all that is kept about them (spec 26.7), so both
read the files as they are, revisions and archive included. The caller holds the
service's lock.
"""

from __future__ import annotations

import difflib
import zipfile
from pathlib import Path

from app.atomic_write import atomic_writer
from app.memory.layout import FILE_MODE
from app.memory.ledger import Ledger
from app.memory.names import UnsafeNameError, safe_name
from app.memory.note import Note
from app.memory.store import Store
from app.memory.types import HistoryEntry


def history(store: Store, user: str, note_id: str, note: Note | None) -> list[HistoryEntry]:
    """Every text of a note (`note` is its current state, if any), oldest first, each with
    a unified diff from the one before."""
    try:
        safe_name(user, "user name")
        safe_name(note_id, "note id")
    except UnsafeNameError:
        return []
    texts = [(n, store.read_text(path), False) for n, path in store.revisions(user, note_id)]
    if note is not None and note.path is not None and note.path.exists():
        texts.append((len(texts) + 1, store.read_text(note.path), True))
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


def export_zip(store: Store, ledger: Ledger, user: str, path: Path) -> Path:
    """Every file of the user (notes, revisions, archive, INDEX.md, usage.json), written
    atomically: a half-written zip is never left where the person asked for it."""
    user = safe_name(user, "user name")
    target = Path(path)
    base = store.user_dir(user)
    with atomic_writer(target, FILE_MODE) as raw, zipfile.ZipFile(
        raw, "w", zipfile.ZIP_DEFLATED
    ) as zf:
        if base.exists():
            for file in sorted(base.rglob("*")):
                rel = file.relative_to(base)
                if file.is_file() and not any(p.startswith(".") for p in rel.parts):
                    zf.write(file, f"{user}/{rel.as_posix()}")
    ledger.record("dashboard", user=user, op="export")
    return target
