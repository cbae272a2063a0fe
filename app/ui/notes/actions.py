"""The Notes tab's actions on notes: ratify, reject, pin, archive, restore, merge, delete,
edit, history, the export and the delete of all. Each is one service call in an `Op`, and
each question is an awaitable `Dialogs` call (never a nested event loop). The event bus
brings the refresh; an action only says how it went in the tab's status line.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QUrl, SignalInstance
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QGridLayout, QProgressBar, QPushButton, QWidget

from app.memory.note import Note
from app.memory.rules import USER_AUTHORED_KINDS, Refusal
from app.memory.service import NotesService
from app.memory.types import HistoryEntry, NoteChange, delete_all_confirmation
from app.ui.dialogs import Dialogs, NoteEdit
from app.ui.notes.snapshot import NotesSnapshot
from app.ui.ops import Op, launch

BUTTONS_A_ROW = 5
AUTHORS = {"dashboard": "you", "model": "model", "writer": "writer", "script": "script",
           "mcp": "MCP client", "nightly": "nightly"}


def history_label(entry: HistoryEntry) -> str:
    """`revision 2 · 2026-03-02 09:00 · you · edited`, the current text marked."""
    when = entry.at.replace("T", " ")[:16]
    current = " (current)" if entry.current else ""
    return (f"revision {entry.revision}{current} · {when} · "
            f"{AUTHORS.get(entry.by, entry.by)} · {entry.op}")



class NoteActions(QWidget):
    """The acting half of the Notes tab, which subclasses it and provides the state."""

    notes: NotesService
    user: str
    snapshot: NotesSnapshot
    progress: QProgressBar
    export_progress: SignalInstance
    edit_button: QPushButton
    ratify_button: QPushButton
    reject_button: QPushButton
    pin_button: QPushButton
    archive_button: QPushButton
    restore_button: QPushButton
    merge_button: QPushButton
    delete_button: QPushButton
    history_button: QPushButton

    def current_note(self) -> Note | None:
        raise NotImplementedError

    def _action_buttons(self) -> QGridLayout:
        """The chosen note's buttons, in two rows: the note's pane is narrower than nine."""
        named = [("edit", "Edit…", self.edit), ("ratify", "Ratify", self.ratify),
                 ("reject", "Reject", self.reject), ("pin", "Pin", self.toggle_pin),
                 ("archive", "Archive…", self.archive), ("restore", "Restore", self.restore),
                 ("merge", "Merge into…", self.merge), ("delete", "Delete…", self.delete),
                 ("history", "History…", self.history)]
        grid = QGridLayout()
        for i, (name, text, slot) in enumerate(named):
            button = QPushButton(text)
            button.clicked.connect(slot)
            setattr(self, f"{name}_button", button)
            grid.addWidget(button, i // BUTTONS_A_ROW, i % BUTTONS_A_ROW)
        self.merge_button.setToolTip("Fold this note into the one it restates")
        return grid

    def _note_buttons(self) -> list[QPushButton]:
        return [self.edit_button, self.ratify_button, self.reject_button, self.pin_button,
                self.archive_button, self.restore_button, self.merge_button,
                self.delete_button, self.history_button]

    def _enable_for(self, note: Note | None) -> None:
        """Each button enabled only where it can do something to `note`."""
        live = note is not None and not note.archived
        archived = note is not None and bool(note.archived)
        self.edit_button.setEnabled(live)
        self.ratify_button.setEnabled(live and note is not None and (
            not note.ratified or bool(note.archive_requested)
            or bool(note.possible_duplicate_of)))
        self.merge_button.setEnabled(live and len(self.snapshot.live) > 1)
        self.reject_button.setEnabled(live)
        self.archive_button.setEnabled(live)
        self.restore_button.setEnabled(archived)
        self.delete_button.setEnabled(note is not None)
        self.history_button.setEnabled(note is not None)
        pinned = note is not None and bool(note.pinned)
        pinnable = live and note is not None and bool(note.ratified) and (
            note.kind in USER_AUTHORED_KINDS)
        self.pin_button.setText("Unpin" if pinned else "Pin")
        self.pin_button.setEnabled(pinned or pinnable)

    def _say(self, text: str) -> None:
        raise NotImplementedError

    def _act(self, done: str, fn: Callable[[], NoteChange | Refusal],
             refused: Callable[[Refusal], None] | None = None) -> asyncio.Task[None]:
        """Run one mutation; the bus brings the refresh, this only reports the outcome."""

        def finished(result: NoteChange | Refusal) -> None:
            if isinstance(result, Refusal):
                self._say(f"Refused: {result.reason}")
                if refused is not None:
                    refused(result)
            else:
                self._say(done)

        return (Op(self, fn).success(finished)
                .failure(lambda exc: self._say(f"Failed: {type(exc).__name__}")).run())

    def _chosen(self) -> tuple[str, Note] | None:
        note = self.current_note()
        return None if note is None else (self.user, note)

    def _act_on_chosen(
        self, done: str, op: Callable[[str, str], NoteChange | Refusal]
    ) -> asyncio.Task[None] | None:
        """Run a one-click service operation on the chosen note."""
        if (chosen := self._chosen()) is None:
            return None
        user, note = chosen
        return self._act(done, lambda: op(user, note.id))

    def ratify(self) -> asyncio.Task[None] | None:
        return self._act_on_chosen("Ratified.", self.notes.ratify)

    def reject(self) -> asyncio.Task[None] | None:
        return self._act_on_chosen("Rejected.", self.notes.reject)

    def restore(self) -> asyncio.Task[None] | None:
        return self._act_on_chosen("Restored from the archive.", self.notes.restore)

    def toggle_pin(self) -> asyncio.Task[None] | None:
        if (chosen := self._chosen()) is None:
            return None
        user, note = chosen
        pinned = not note.pinned
        return self._act("Pinned." if pinned else "Unpinned.",
                         lambda: self.notes.pin(user, note.id, pinned))

    def archive(self) -> asyncio.Task[None] | None:
        if (chosen := self._chosen()) is None or chosen[1].archived:
            return None
        return launch(self, self._archive(*chosen))

    async def _archive(self, user: str, note: Note) -> None:
        reason = await Dialogs.archive_reason(self, note.title)
        if reason is not None:
            await self._act("Archived.", lambda: self.notes.archive(user, note.id, reason))

    def merge(self) -> asyncio.Task[None] | None:
        """Fold the chosen note into another; its possible duplicate's target comes first."""
        if (chosen := self._chosen()) is None or chosen[1].archived:
            return None
        return launch(self, self._merge(*chosen))

    async def _merge(self, user: str, note: Note) -> None:
        others = sorted((n for n in self.snapshot.live if n.id != note.id),
                        key=lambda n: (n.id != note.possible_duplicate_of, n.scope != note.scope,
                                       n.title.casefold()))
        into = await Dialogs.merge_target(
            self, note.title, [(n.id, f"{n.title} ({n.scope}, {n.id})") for n in others],
            note.possible_duplicate_of)
        if into is not None:
            await self._act("Merged.", lambda: self.notes.merge(user, note.id, into))

    def delete(self) -> asyncio.Task[None] | None:
        if (chosen := self._chosen()) is None:
            return None
        return launch(self, self._delete(*chosen))

    async def _delete(self, user: str, note: Note) -> None:
        if await Dialogs.confirm(self, "Delete note",
                                 f"Delete “{note.title}” with all its revisions? "
                                 "This cannot be undone."):
            await self._act("Deleted.", lambda: self.notes.delete(user, note.id))

    def edit(self, typed: NoteEdit | None = None, error: str | None = None
             ) -> asyncio.Task[None] | None:
        """The edit dialog; a refused edit opens it again with what was typed and why."""
        if (chosen := self._chosen()) is None or chosen[1].archived:
            return None
        return launch(self, self._edit(*chosen, typed, error))

    async def _edit(self, user: str, note: Note, typed: NoteEdit | None,
                    error: str | None) -> None:
        start = typed or NoteEdit(note.title, note.body, list(note.tags))
        answer = await Dialogs.edit_note(self, start.title, start.body, start.tags,
                                         error=error)
        if answer is not None:
            await self._act("Saved as a ratified revision.", lambda: self.notes.edit(
                user, note.id, title=answer.title, body=answer.body, tags=answer.tags),
                refused=lambda why: self.edit(answer, why.reason))

    def history(self) -> asyncio.Task[None] | None:
        """Load the note's history, then offer it; the returned task ends when the
        history is loaded, the dialog runs in a task of its own."""
        if (chosen := self._chosen()) is None:
            return None
        user, note = chosen

        def show(entries: list[HistoryEntry]) -> None:
            launch(self, self._offer_history(user, note, entries))

        return Op(self, lambda: self.notes.history(user, note.id)).success(show).run()

    async def _offer_history(self, user: str, note: Note, entries: list[HistoryEntry]) -> None:
        chosen_revision = await Dialogs.show_history(
            self, note.title,
            [(e.revision, history_label(e), e.content_diff) for e in entries],
            {e.revision for e in entries if not e.current and not note.archived})
        if chosen_revision is not None:
            await self._act(f"Revision {chosen_revision} restored.",
                            lambda: self.notes.restore_revision(user, note.id, chosen_revision))

    def export(self) -> asyncio.Task[None]:
        return launch(self, self._export())

    async def _export(self) -> None:
        suggested = Path.home() / f"tandem-notes-{self.user}.zip"
        path = await Dialogs.save_path(self, "Export notes", str(suggested),
                                       "Zip archives (*.zip)")
        if path is None:
            return
        user = self.user
        self._say("Exporting…")
        self.progress.setValue(0)
        self.progress.show()

        def done(written: Path) -> None:
            self.progress.hide()
            self._say(f"Exported to {written}.")
            launch(self, self._offer_folder(written))

        def failed(exc: Exception) -> None:
            self.progress.hide()
            self._say(f"Export failed: {exc}")

        moved = self.export_progress.emit  # a signal: queued from the worker to this thread
        await (Op(self, lambda: self.notes.export_zip(user, path, moved)).success(done)
               .failure(failed).run())

    async def _offer_folder(self, written: Path) -> None:
        if await Dialogs.exported(self, written):
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(written.parent)))

    def delete_all(self) -> asyncio.Task[None]:
        return launch(self, self._delete_all())

    async def _delete_all(self) -> None:
        count = len(self.snapshot.live) + len(self.snapshot.archived)
        user = self.user
        typed = await Dialogs.typed_confirmation(
            self, "Delete all notes",
            f"This deletes all {count} notes of “{user}” (live and archived), their "
            "revisions and counts. Use “Export zip…” first to keep a copy.\n"
            f"Type {delete_all_confirmation(user)} to confirm:")
        if typed is not None:
            await self._act("Every note was deleted.",
                            lambda: self.notes.delete_all(user, confirm=typed))
