"""Spec 26.1: where the files are, their modes, atomic writes, revisions, the archive, the
git work-tree refusal and path safety."""

from __future__ import annotations

import hashlib
import os
import stat
from pathlib import Path

import git
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from app.memory.names import UnsafeNameError, project_key, safe_name
from app.memory.rules import Refusal
from app.memory.service import NotesService, NoteWrite, Visibility, WriteResult
from app.memory.store import Store, StoreRootError

from .helpers import PROJECT, Clock, add, model_ctx, notes_root


def test_layout_is_exactly_the_spec_tree(svc: NotesService, home: Path) -> None:
    user_note = add(svc, "the user prefers short answers", kind="rule").note
    project_note = add(svc, "the build needs node 20", scope="project").note
    session_note = add(svc, "we are debugging the login page", scope="session").note
    svc.write(model_ctx(), NoteWrite("update", "user", "rule", id=user_note.id,
                                     body="Answer first, then detail."))
    archived = add(svc, "the old CI runner is retired", scope="project").note
    svc.write(model_ctx(), NoteWrite("archive", "project", "gotcha", id=archived.id,
                                     reason="the runner is gone"))
    svc.record_injection(Visibility("local", "s1", PROJECT), [user_note.id], "req-1")
    svc.nightly()

    root = notes_root(home)
    key = project_key(PROJECT)
    found = {p.relative_to(root).as_posix() for p in root.rglob("*")}
    assert found == {
        "INDEX.md",
        "usage.json",
        "user",
        f"user/rule-the-user-prefers-short-answers--{user_note.id}.md",
        "projects",
        f"projects/{key}",
        f"projects/{key}/gotcha-the-build-needs-node-20--{project_note.id}.md",
        "sessions",
        "sessions/s1",
        f"sessions/s1/gotcha-we-are-debugging-the-login-page--{session_note.id}.md",
        "revisions",
        f"revisions/{user_note.id}",
        f"revisions/{user_note.id}/1.md",
        f"revisions/{archived.id}",
        f"revisions/{archived.id}/1.md",
        "archive",
        "archive/2026-03",
        f"archive/2026-03/gotcha-the-old-ci-runner-is-retired--{archived.id}.md",
    }


def test_project_folder_is_basename_and_first_8_hex_of_sha256_of_the_path() -> None:
    digest = hashlib.sha256(PROJECT.encode()).hexdigest()[:8]
    assert project_key(PROJECT) == f"widgets-{digest}"
    assert project_key(PROJECT + "/") == f"widgets-{digest}"
    assert project_key("/") == f"root-{hashlib.sha256(b'/').hexdigest()[:8]}"


def test_files_are_0600_and_folders_0700(svc: NotesService, home: Path) -> None:
    old = os.umask(0o022)
    try:
        note = add(svc, "the build needs node 20", scope="project").note
        svc.write(model_ctx(), NoteWrite("update", "project", "gotcha", id=note.id, body="x"))
        svc.record_injection(Visibility("local", "s1", PROJECT), [note.id], None)
        svc.nightly()
    finally:
        os.umask(old)
    checked = 0
    for path in [home / "memory", *(home / "memory").rglob("*"), *(home / "state").rglob("*")]:
        mode = stat.S_IMODE(path.stat().st_mode)
        assert mode == (0o700 if path.is_dir() else 0o600), (path, oct(mode))
        checked += 1
    assert checked > 10


def test_writes_are_atomic_and_leave_no_temp_files(svc: NotesService, home: Path) -> None:
    note = add(svc, "the build needs node 20", "first text").note
    for i in range(5):
        svc.write(model_ctx(), NoteWrite("update", "user", "gotcha", id=note.id,
                                         body=f"text number {i}"))
    leftovers = [p for p in (home / "memory").rglob("*") if p.name.endswith(".tmp")]
    assert leftovers == []


def test_every_earlier_text_of_a_note_goes_to_revisions(svc: NotesService, home: Path) -> None:
    note = add(svc, "the build needs node 20", "text 0").note
    assert note.path is not None
    texts = [note.path.read_text("utf-8")]
    for i in range(1, 4):
        result = svc.write(model_ctx(), NoteWrite("update", "user", "gotcha", id=note.id,
                                                  body=f"text {i}"))
        assert isinstance(result, WriteResult)
        texts.append(result.note.path.read_text("utf-8"))  # type: ignore[union-attr]
    folder = notes_root(home) / "revisions" / note.id
    stored = [(folder / f"{n}.md").read_text("utf-8") for n in (1, 2, 3)]
    assert stored == texts[:3]
    assert sorted(p.name for p in folder.iterdir()) == ["1.md", "2.md", "3.md"]


def test_retitled_note_moves_to_its_new_file_name(svc: NotesService) -> None:
    note = add(svc, "the build needs node 20").note
    result = svc.write(model_ctx(), NoteWrite("update", "user", "gotcha", id=note.id,
                                              title="the build needs node 22"))
    assert isinstance(result, WriteResult)
    assert result.note.path is not None and note.path is not None
    assert result.note.path.name == f"gotcha-the-build-needs-node-22--{note.id}.md"
    assert not note.path.exists()


def test_archiving_moves_the_note_to_archive_yyyy_mm(svc: NotesService, clock: Clock) -> None:
    note = add(svc, "the old CI runner is retired").note
    clock.advance(days=40)
    result = svc.write(model_ctx(), NoteWrite("archive", "user", "gotcha", id=note.id,
                                              reason="gone"))
    assert isinstance(result, WriteResult) and result.op_done == "archived"
    assert result.note.path is not None
    assert result.note.path.parent.name == "2026-04"
    assert result.note.path.parent.parent.name == "archive"
    assert not note.path.exists()  # type: ignore[union-attr]
    assert svc.list_notes("local") == []
    assert [n.id for n in svc.list_notes("local", scope="archive")] == [note.id]


def test_root_inside_a_git_work_tree_is_refused_and_the_repo_is_named(tmp_path: Path) -> None:
    repo_dir = tmp_path / "checkout"
    git.Repo.init(repo_dir).close()
    with pytest.raises(StoreRootError) as err:
        NotesService(repo_dir / "home")
    assert str(repo_dir) in str(err.value)
    assert not (repo_dir / "home").exists()


def test_root_that_does_not_exist_yet_under_a_work_tree_is_refused(tmp_path: Path) -> None:
    repo_dir = tmp_path / "checkout"
    git.Repo.init(repo_dir).close()
    with pytest.raises(StoreRootError, match=str(repo_dir)):
        Store(repo_dir / "a" / "b" / "memory" / "notes")
    assert not (repo_dir / "a").exists()


def test_root_outside_any_work_tree_is_accepted(tmp_path: Path) -> None:
    store = Store(tmp_path / "home" / "memory" / "notes")
    assert store.root.is_dir()
    store.close()


@pytest.mark.parametrize(
    "name", ["..", ".", "../x", "a/b", "/etc", "a\\b", "nul\x00byte", "x" * 300, "", ".hidden",
             "tab\tname", " lead", "trailing\n", "N\n"]
)
def test_unsafe_names_are_refused(name: str) -> None:
    with pytest.raises(UnsafeNameError):
        safe_name(name, "name")


@pytest.mark.parametrize("field", ["user", "session"])
@pytest.mark.parametrize("bad", ["..", "../../outside", "a/b", "x\x00y", "y" * 200])
def test_bad_user_or_session_in_a_write_is_a_refusal_and_writes_nothing(
    svc: NotesService, home: Path, field: str, bad: str
) -> None:
    result = svc.write(model_ctx(**{field: bad}), NoteWrite("add", "session", "gotcha",
                                                            title="a note"))
    assert isinstance(result, Refusal) and result.code == "bad_name"
    assert {p.name for p in (home / "memory" / "notes").iterdir()} == {".lock"}


@pytest.mark.parametrize("bad", ["../../../etc/passwd", "a/b", "x\x00", "z" * 100])
def test_bad_note_ids_never_leave_the_root(svc: NotesService, bad: str) -> None:
    add(svc, "the build needs node 20")
    result = svc.write(model_ctx(), NoteWrite("update", "user", "gotcha", id=bad, body="x"))
    assert isinstance(result, Refusal)
    assert svc.read("local", bad) is None
    assert svc.history("local", bad) == []
    assert isinstance(svc.delete("local", bad), Refusal)


_names = st.one_of(
    st.text(max_size=80),
    st.from_regex(r"[A-Za-z0-9._ @+/\\-]{1,70}", fullmatch=True),
    st.sampled_from(["..", "../..", "/", "a/../../b", "..\x00", "x" * 300, ".", "~", "$HOME"]),
)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.function_scoped_fixture])
@given(user=_names, session=_names, project=st.one_of(_names, st.text(max_size=300)))
@example(user="u", session="s", project="~\x00")  # expanduser once raised ValueError on it
def test_no_name_can_escape_the_root(tmp_path: Path, user: str, session: str, project: str
                                     ) -> None:
    store = Store(tmp_path / "root")
    try:
        root = store.root
        for scope in ("user", "project", "session"):
            try:
                folder = store.scope_dir(user, scope, project_key(project or "/"), session)
            except UnsafeNameError:
                continue
            resolved = Path(os.path.abspath(folder))
            assert resolved.is_relative_to(root) and resolved != root
            assert resolved.relative_to(root).parts[0] == user
            assert ".." not in resolved.relative_to(root).parts
            assert len(resolved.relative_to(root).parts) in (2, 3)
    finally:
        store.close()
