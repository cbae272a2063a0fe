"""Functions the concurrency tests run in other processes (spawned, so importable)."""

from __future__ import annotations

from pathlib import Path

from app.memory.service import NotesService, NoteWrite, WriteContext, WriteResult

CTX = WriteContext(user="local", source="model", user_message_in_turn=True)


def add_notes(home: str, worker: int, count: int) -> list[str]:
    svc = NotesService(Path(home))
    try:
        ids = []
        for i in range(count):
            result = svc.write(CTX, NoteWrite(
                "add", "user", "reference", title=f"fact w{worker}n{i} about topic{worker}x{i}",
                body=f"detail{worker}d{i} only for worker{worker} item{i}",
            ))
            assert isinstance(result, WriteResult) and result.op_done == "added", result
            ids.append(result.note.id)
        return ids
    finally:
        svc.close()


def update_note(home: str, note_id: str, worker: int, count: int) -> list[str]:
    svc = NotesService(Path(home))
    try:
        bodies = []
        for i in range(count):
            body = f"written by worker{worker} time{i}"
            result = svc.write(CTX, NoteWrite("update", "user", "reference", id=note_id,
                                              body=body))
            assert isinstance(result, WriteResult), result
            bodies.append(body)
        return bodies
    finally:
        svc.close()
