"""Notes written through the real service, as the model would write them."""

from __future__ import annotations

from app.memory.service import NotesService, NoteWrite, WriteContext, WriteResult

USER = "local"
PROJECT = "/home/dana/src/widgets"


def model_ctx(session: str = "s1") -> WriteContext:
    return WriteContext(user=USER, source="model", session=session, project=PROJECT,
                        user_message_in_turn=True)


def add(notes: NotesService, title: str, body: str = "a body line", scope: str = "user",
        kind: str = "gotcha", tags: list[str] | None = None) -> str:
    result = notes.write(model_ctx(), NoteWrite("add", scope, kind, title=title, body=body,
                                                tags=tags or []))
    assert isinstance(result, WriteResult), result
    return result.note.id


def seed(notes: NotesService) -> dict[str, str]:
    return {
        "gotcha": add(notes, "the build needs node 20", "npm run build fails on node 18.",
                      tags=["build"]),
        "rule": add(notes, "answer in British English", "Use British spelling.", kind="rule"),
        "project": add(notes, "tests run with make test", "Use make test.", scope="project",
                       kind="runbook"),
        "session": add(notes, "we are fixing the login page", "Login is broken.",
                       scope="session", kind="program_state"),
    }


async def seeded_tab(qtbot, notes: NotesService, config=None):
    """A shown Notes tab over the seeded notes, its list filled; `.ids` names the notes."""
    from waiting import until

    from app.ui.notes.tab import NotesTab

    ids = seed(notes)
    view = NotesTab(notes, USER, config=config)
    qtbot.addWidget(view)
    view.resize(1100, 600)
    view.show()
    view.reload()
    await until(lambda: view.list.topLevelItemCount() == len(ids))
    view.ids = ids  # type: ignore[attr-defined]
    return view
