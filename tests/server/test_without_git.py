"""Without a `git` program (most desktops) Tandem still imports, starts and refuses a notes
root inside a work tree; where git exists, GitPython decides (issue 12 item 10).

The git-less cases run in a child process whose PATH holds no `git`, which is exactly
what makes GitPython refuse to import.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import git
import pytest
from serve_process import REPO, spawn_serve, tandem_cmd

from app.memory.store import git_work_tree_of

PROBE = """
import sys
try:
    import git  # noqa: F401
    print("gitpython imported")
except ImportError:
    print("gitpython refused")
from app.memory.store import git_work_tree_of
for path in sys.argv[1:]:
    print(git_work_tree_of(path))
"""


def path_without_git() -> str:
    dirs = [d for d in os.environ.get("PATH", "").split(os.pathsep)
            if d and not shutil.which("git", path=d)]
    path = os.pathsep.join(dirs)
    assert shutil.which("git", path=path) is None
    return path


@pytest.fixture
def no_git(monkeypatch: pytest.MonkeyPatch) -> None:
    """This test's children find no git program (ask for it after any fixture that runs
    git itself)."""
    monkeypatch.setenv("PATH", path_without_git())


@pytest.fixture
def checkout(tmp_path: Path) -> Path:
    repo = tmp_path / "checkout"
    git.Repo.init(repo).close()
    (repo / "src" / "deep").mkdir(parents=True)
    return repo


def probe(*paths: Path) -> list[str]:
    done = subprocess.run([sys.executable, "-c", PROBE, *map(str, paths)], cwd=REPO,
                          capture_output=True, text=True, timeout=60, check=True)
    return done.stdout.splitlines()


def test_without_git_the_store_imports_and_finds_the_work_tree_by_its_dot_git(
        checkout, no_git, tmp_path):
    outside = tmp_path / "elsewhere" / "home"
    assert probe(checkout / "src" / "deep" / "home", outside) == [
        "gitpython refused", str(checkout), "None"]


def test_without_git_a_linked_worktree_s_dot_git_file_counts_too(no_git, tmp_path):
    linked = tmp_path / "linked"
    linked.mkdir()
    (linked / ".git").write_text("gitdir: /somewhere/.git/worktrees/linked\n")
    assert probe(linked / "home") == ["gitpython refused", str(linked)]


def test_without_git_tandem_serve_starts(no_git, tandem_home):
    serve = spawn_serve(tandem_home, "--engine", "none", "--backend", "up=http://127.0.0.1:9/v1")
    assert serve.stop() == 0


def test_without_git_a_home_inside_a_work_tree_is_still_refused(checkout, no_git):
    home = checkout / "home"
    done = subprocess.run(tandem_cmd("serve", "--home", str(home), "--engine", "none",
                                     "--backend", "up=http://127.0.0.1:9/v1", "--port", "0"),
                          cwd=REPO, capture_output=True, text=True, timeout=60)
    assert done.returncode != 0
    assert str(checkout) in done.stderr and len(done.stderr.strip().splitlines()) == 1
    assert not (home / "memory").exists()


def test_with_git_gitpython_decides_so_an_empty_dot_git_folder_is_no_work_tree(tmp_path):
    """A `.git` that is not a repository: git (and GitPython) say no work tree; only the
    git-less fallback, which cannot tell, errs on the side of refusing."""
    fake = tmp_path / "fake"
    (fake / ".git").mkdir(parents=True)
    assert git_work_tree_of(fake / "home") is None


def test_with_git_a_subfolder_of_a_checkout_names_its_top(checkout):
    assert git_work_tree_of(checkout / "src" / "deep" / "home") == str(checkout)
