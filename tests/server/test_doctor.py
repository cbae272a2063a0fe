"""`tandem doctor` names each check, and fails on what `tandem serve` would trip over."""

from __future__ import annotations

from pathlib import Path

import git

from app.cli import main as tandem


def test_doctor_passes_on_a_fresh_home_with_the_packaged_model(tandem_home: Path, capsys):
    assert tandem(["doctor", "--home", str(tandem_home)]) == 0
    out = capsys.readouterr().out
    for check in ("home", "config", "engine", "model", "notes root"):
        assert f"ok    {check}:" in out
    assert ".gguf" in out


def test_doctor_probes_with_the_configured_threads(tandem_home: Path, capsys):
    """The threads the app loads with, so the record it refreshes is the app's own."""
    (tandem_home / "config.toml").write_text("threads = 1\n")
    assert tandem(["doctor", "--home", str(tandem_home)]) == 0
    [decode] = [line for line in capsys.readouterr().out.splitlines()
                if line.startswith("ok    decode:")]
    assert "tok/s" in decode and decode.endswith("(with 1 thread)")


def test_doctor_fails_on_a_notes_root_inside_a_git_repository(tmp_path: Path, capsys):
    git.Repo.init(tmp_path / "repo").close()
    assert tandem(["doctor", "--home", str(tmp_path / "repo" / "home")]) == 1
    out = capsys.readouterr().out
    assert "FAIL  notes root:" in out and str(tmp_path / "repo") in out


def test_doctor_fails_on_a_missing_model(tandem_home: Path, capsys):
    (tandem_home / "config.toml").write_text(f'model = "{tandem_home / "gone.gguf"}"\n')
    assert tandem(["doctor", "--home", str(tandem_home)]) == 1
    assert "FAIL  model:" in capsys.readouterr().out
