"""Taking the record out: a note's every text as history, and a user's every file as a zip.

Both are the person's right to see all that is kept about them (spec 26.7;
docs/ARCHITECTURE.md#the-notes-tab), so both read the files as they are, revisions and archive
included. The caller holds the service's lock.
"""

from __future__ import annotations

import datetime as dt
import difflib
import hashlib
import io
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path

from app.atomic_write import atomic_writer
from app.memory import nightly
from app.memory.layout import FILE_MODE
from app.memory.ledger import Ledger
from app.memory.names import UnsafeNameError, safe_name
from app.memory.note import Note, NoteParseError, parse
from app.memory.store import Store
from app.memory.types import HistoryEntry


def content_view(text: str) -> tuple[str, str, str, str]:
    """A note file's title, tags and body as one text, and who made it when and how (its
    last changelog line): a diff of this shows the change, not `updated` and `revision`."""
    try:
        note = parse(text)
    except NoteParseError:
        return text, "", "", ""
    last = note.changelog[-1] if note.changelog else None
    view = f"title: {note.title}\ntags: {', '.join(note.tags)}\n\n{note.body}"
    if not view.endswith("\n"):
        view += "\n"
    return (view, last.at if last else note.updated or note.created,
            last.by if last else note.source, last.op if last else "added")


def _diff(a: str, b: str, note_id: str, start: int, end: int) -> str:
    return "".join(difflib.unified_diff(
        a.splitlines(keepends=True), b.splitlines(keepends=True),
        fromfile=f"{note_id}@{start}", tofile=f"{note_id}@{end}",
    ))


def history(store: Store, user: str, note_id: str, note: Note | None) -> list[HistoryEntry]:
    """Every text of a note (`note` is its current state, if any), oldest first, each with
    a unified diff from the one before, of the whole file and of its content."""
    try:
        safe_name(user, "user name")
        safe_name(note_id, "note id")
    except UnsafeNameError:
        return []
    texts = [(n, store.read_text(path), False) for n, path in store.revisions(user, note_id)]
    if note is not None and note.path is not None and note.path.exists():
        texts.append((len(texts) + 1, store.read_text(note.path), True))
    out = []
    previous = previous_view = ""
    for n, text, current in texts:
        view, at, by, op = content_view(text)
        out.append(HistoryEntry(
            n, text, _diff(previous, text, note_id, n - 1, n), current, view,
            _diff(previous_view, view, note_id, n - 1, n), at, by, op))
        previous, previous_view = text, view
    return out


def diff_between(entries: list[HistoryEntry], note_id: str, start: int, end: int
                 ) -> tuple[str, str] | None:
    """(content diff, whole-file diff) from revision `start` to `end`; 0 is nothing."""
    by_number = {e.revision: e for e in entries}
    if (start and start not in by_number) or end not in by_number:
        return None
    a = by_number[start] if start else None
    b = by_number[end]
    return (_diff(a.content if a else "", b.content, note_id, start, end),
            _diff(a.text if a else "", b.text, note_id, start, end))


MANIFEST = "MANIFEST.sha256"
"""The last member of every export: `<sha256>  <path>` per member, as `sha256sum -c` reads."""


def export_files(store: Store, ledger: Ledger, user: str, now: dt.datetime,
                 live_notes: list[Note]) -> list[tuple[str, bytes]]:
    """Every file of the user as it is on disk (notes, revisions, archive, INDEX.md,
    usage.json), read in one go under the caller's lock so the zip is one consistent
    state. An INDEX.md the nightly job has not written yet is generated for the export,
    so every export lists its live notes."""
    user = safe_name(user, "user name")
    base = store.user_dir(user)
    files: list[tuple[str, bytes]] = []
    if base.exists():
        for file in sorted(base.rglob("*")):
            rel = file.relative_to(base)
            if file.is_file() and not any(p.startswith(".") for p in rel.parts):
                files.append((f"{user}/{rel.as_posix()}", file.read_bytes()))
    index_name = f"{user}/INDEX.md"
    if all(name != index_name for name, _ in files):
        text = nightly.index_md(user, live_notes, base, now)
        files.append((index_name, text.encode("utf-8")))
    ledger.record("dashboard", user=user, op="export", count=len(files))
    return files


class _Chunks(io.RawIOBase):
    """A write-only, unseekable sink: zipfile then writes data descriptors, so the zip
    can leave in pieces while it is being built."""

    def __init__(self) -> None:
        self.pending = bytearray()

    def writable(self) -> bool:
        return True

    def write(self, data: bytes) -> int:  # type: ignore[override]
        self.pending += data
        return len(data)

    def take(self) -> bytes:
        out = bytes(self.pending)
        self.pending.clear()
        return out


def zip_chunks(files: list[tuple[str, bytes]]) -> Iterator[bytes]:
    """The zip of `files` plus the SHA-256 manifest, one piece per member: a large store
    streams without the whole zip ever being in memory twice."""
    sink = _Chunks()
    sums = []
    with zipfile.ZipFile(sink, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in files:
            zf.writestr(name, data)
            sums.append(f"{hashlib.sha256(data).hexdigest()}  {name}\n")
            yield sink.take()
        zf.writestr(MANIFEST, "".join(sums))
    yield sink.take()


def export_zip(files: list[tuple[str, bytes]], path: Path,
               progress: Callable[[int, int], None] | None = None) -> Path:
    """The same zip as the route streams, written atomically: a half-written zip is
    never left where the person asked for it. `progress(done, total)` follows the
    members (plus the manifest), for a large store's progress bar."""
    target = Path(path)
    total = len(files) + 1
    with atomic_writer(target, FILE_MODE) as raw:
        for done, chunk in enumerate(zip_chunks(files), 1):
            raw.write(chunk)
            if progress is not None:
                progress(min(done, total), total)
    return target
