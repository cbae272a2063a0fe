"""`tandem notes list|show|search|history|export|nightly`, through app.cli.main."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import git
import pytest

from app.cli import main
from app.memory.note import parse
from app.memory.service import NotesService, NoteWrite

from .helpers import Clock, add, model_ctx


@pytest.fixture
def seeded(home: Path, clock: Clock) -> dict[str, str]:
    svc = NotesService(home, clock=clock)
    try:
        node = add(svc, "the build needs node 20", "npm run build fails on node 18").note
        redis = add(svc, "redis is only a cache", scope="project").note
        svc.write(model_ctx(), NoteWrite("update", "user", "gotcha", id=node.id, body="v2"))
        return {"node": node.id, "redis": redis.id}
    finally:
        svc.close()


def run(home: Path, *args: str) -> int:
    return main(["notes", "--home", str(home), *args])


def test_list_prints_one_line_per_note(home: Path, seeded: dict, capsys: pytest.CaptureFixture
                                       ) -> None:
    assert run(home, "list") == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 2
    assert any(line.startswith(seeded["node"]) and "the build needs node 20" in line
               for line in out)
    assert run(home, "list", "--scope", "project", "--json") == 0
    rows = json.loads(capsys.readouterr().out)
    assert [r["id"] for r in rows] == [seeded["redis"]]
    assert rows[0]["uses_7d"] == 0 and rows[0]["status"] == "provisional"


def test_list_reports_broken_files_on_stderr(home: Path, seeded: dict,
                                              capsys: pytest.CaptureFixture) -> None:
    bad = home / "memory" / "notes" / "local" / "user" / "gotcha-bad--bad0000001.md"
    bad.write_text("no frontmatter\n", "utf-8")
    assert run(home, "list") == 0
    captured = capsys.readouterr()
    assert len(captured.out.splitlines()) == 2
    assert f"broken: {bad}" in captured.err


def test_show_prints_the_file(home: Path, seeded: dict, capsys: pytest.CaptureFixture) -> None:
    assert run(home, "show", seeded["node"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("---\n") and out.endswith("v2\n")
    assert parse(out).id == seeded["node"]  # an id of digits only is quoted in the YAML
    assert run(home, "show", "nope") == 1


def test_search_prints_scores(home: Path, seeded: dict, capsys: pytest.CaptureFixture) -> None:
    assert run(home, "search", "node build") == 0
    (line,) = capsys.readouterr().out.splitlines()
    score, note_id = line.split()[:2]
    assert float(score) > 0 and note_id == seeded["node"]


def test_history_prints_diffs(home: Path, seeded: dict, capsys: pytest.CaptureFixture) -> None:
    assert run(home, "history", seeded["node"]) == 0
    out = capsys.readouterr().out
    assert "== revision 2 (current)" in out and "+v2" in out


def test_export_writes_a_zip(home: Path, seeded: dict, tmp_path: Path,
                             capsys: pytest.CaptureFixture) -> None:
    target = tmp_path / "out.zip"
    assert run(home, "export", str(target)) == 0
    with zipfile.ZipFile(target) as zf:
        assert any(n.endswith(f"--{seeded['node']}.md") for n in zf.namelist())


def test_nightly_writes_index_md(home: Path, seeded: dict, capsys: pytest.CaptureFixture
                                 ) -> None:
    assert run(home, "nightly") == 0
    assert "local: 2 live notes in INDEX.md" in capsys.readouterr().out
    assert (home / "memory" / "notes" / "local" / "INDEX.md").exists()


def test_home_inside_a_git_work_tree_is_one_clear_error(tmp_path: Path,
                                                        capsys: pytest.CaptureFixture) -> None:
    repo = tmp_path / "repo"
    git.Repo.init(repo).close()
    assert run(repo / "home", "list") == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and str(repo) in err


def test_merge_folds_one_note_into_another(home: Path, seeded: dict,
                                           capsys: pytest.CaptureFixture) -> None:
    assert run(home, "merge", seeded["redis"], seeded["node"]) == 0
    assert capsys.readouterr().out.strip() == f"merged {seeded['redis']} into {seeded['node']}"
    svc = NotesService(home)
    try:
        assert svc.read("local", seeded["redis"]) is None
        assert any("redis is only a cache" in e.content
                   for e in svc.history("local", seeded["node"]))
    finally:
        svc.close()
    assert run(home, "merge", seeded["node"], "nosuchnote") == 1
    assert "into must be the id" in capsys.readouterr().err


def test_home_and_user_are_taken_after_the_subcommand_too(home: Path, seeded: dict,
                                                          capsys: pytest.CaptureFixture) -> None:
    assert main(["notes", "list", "--home", str(home), "--json"]) == 0
    assert {r["id"] for r in json.loads(capsys.readouterr().out)} == set(seeded.values())
    assert main(["notes", "list", "--home", str(home), "--user", "bob", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == []
    assert main(["notes", "--home", str(home), "--user", "bob", "list", "--user", "local",
                 "--json"]) == 0
    assert {r["id"] for r in json.loads(capsys.readouterr().out)} == set(seeded.values())
