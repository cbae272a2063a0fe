"""Every folder Tandem creates is 0700 whatever the umask, and a start closes what it finds
open under the home (DESIGN "Home directory", issue 12 item 5;
docs/ARCHITECTURE.md#contracts).

The commands run as child processes with the umask under test, as a person's shell
would start them.
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from app.private_dir import close_home, make_private_dir

REPO = Path(__file__).resolve().parents[1]


def tandem(home: Path, *args: str, umask: int) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "app.cli", *args[:1], "--home", str(home),
                           *args[1:]], cwd=REPO, capture_output=True, text=True, timeout=120,
                          umask=umask, env={**os.environ, "TANDEM_HOME": str(home)})


def folder_modes(home: Path) -> dict[str, int]:
    modes = {".": stat.S_IMODE(home.stat().st_mode)}
    for folder, subdirs, _ in os.walk(home):
        for d in subdirs:
            path = Path(folder, d)
            modes[str(path.relative_to(home))] = stat.S_IMODE(path.lstat().st_mode)
    return modes


@pytest.mark.parametrize("umask", [0o000, 0o022])
def test_keys_add_into_a_fresh_home_makes_only_0700_folders(tmp_path, umask):
    home = tmp_path / "fresh" / "home"
    done = tandem(home, "keys", "add", "alice", umask=umask)
    assert done.returncode == 0, done.stderr
    modes = folder_modes(home)
    assert "state" in modes
    assert set(modes.values()) == {0o700}, {k: oct(v) for k, v in modes.items()}
    assert stat.S_IMODE((tmp_path / "fresh").stat().st_mode) == 0o700  # a missing parent too


@pytest.mark.parametrize("umask", [0o000, 0o022])
def test_the_notes_and_the_ledger_get_0700_folders_whatever_the_umask(tmp_path, umask):
    home = tmp_path / "home"
    done = tandem(home, "notes", "list", umask=umask)
    assert done.returncode == 0, done.stderr
    modes = folder_modes(home)
    assert {"memory", "memory/notes", "state"} <= set(modes)
    assert set(modes.values()) == {0o700}, {k: oct(v) for k, v in modes.items()}


def test_a_start_closes_folders_it_finds_open_under_the_home(tmp_path):
    home = tmp_path / "home"
    opened = [home / "memory" / "notes" / "local" / "user", home / "state",
              home / "memory" / "notes" / "local" / "sessions" / "s1"]
    for folder in opened:
        folder.mkdir(parents=True)
    for folder in [home, *home.rglob("*")]:
        folder.chmod(0o777 if "sessions" in str(folder) else 0o755)
    done = tandem(home, "keys", "list", umask=0o022)
    assert done.returncode == 0, done.stderr
    assert set(folder_modes(home).values()) == {0o700}


def test_the_repair_does_not_follow_a_symlink_out_of_the_home(tmp_path):
    outside = tmp_path / "shared"
    outside.mkdir()
    outside.chmod(0o755)
    home = tmp_path / "home"
    make_private_dir(home)
    (home / "link").symlink_to(outside)
    close_home(home)
    assert stat.S_IMODE(outside.stat().st_mode) == 0o755


def test_make_private_dir_closes_an_existing_open_folder_but_not_its_parent(tmp_path):
    tmp_path.chmod(0o755)
    folder = tmp_path / "state"
    folder.mkdir()
    folder.chmod(0o755)
    make_private_dir(folder)
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    assert stat.S_IMODE(tmp_path.stat().st_mode) == 0o755  # not Tandem's to close
