"""Helpers shared by the notes tests: a clock the test moves, write contexts, adds."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from app.memory.service import NotesService, NoteWrite, WriteContext, WriteResult

START = dt.datetime(2026, 3, 2, 9, 0, tzinfo=dt.UTC)
PROJECT = "/home/dana/src/widgets"


class Clock:
    """The service's notion of now; tests move it instead of sleeping."""

    def __init__(self, now: dt.datetime = START) -> None:
        self.now = now

    def __call__(self) -> dt.datetime:
        return self.now

    def advance(self, **delta: float) -> None:
        self.now += dt.timedelta(**delta)




def model_ctx(**kw: object) -> WriteContext:
    base: dict[str, object] = {
        "user": "local",
        "source": "model",
        "session": "s1",
        "project": PROJECT,
        "user_message_in_turn": True,
    }
    base.update(kw)
    return WriteContext(**base)  # type: ignore[arg-type]


def add(
    svc: NotesService,
    title: str,
    body: str = "",
    scope: str = "user",
    kind: str = "gotcha",
    ctx: WriteContext | None = None,
    tags: list[str] | None = None,
    **extra: object,
) -> WriteResult:
    """Add a note and insist it landed as a new note."""
    result = svc.write(
        ctx or model_ctx(),
        NoteWrite("add", scope, kind, title=title, body=body, tags=tags or [], **extra),  # type: ignore[arg-type]
    )
    assert isinstance(result, WriteResult), result
    assert result.op_done == "added", result.op_done
    return result


def notes_root(home: Path, user: str = "local") -> Path:
    return home / "memory" / "notes" / user
