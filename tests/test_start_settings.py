"""The start-up settings the Settings dialog writes: into config.toml with the person's
comments and other keys kept, checked whole before anything is written."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from app import start_settings
from app.config import DEFAULT_PORT, ConfigError, load_config

MINE = '# mine\nmystery = 1\n\n[profiles.chat]\nmemory = "off"  # quiet\n'


@pytest.fixture
def home(tmp_path: Path) -> Path:
    (tmp_path / "config.toml").write_text(MINE, "utf-8")
    return tmp_path


def test_changed_keys_are_written_and_the_rest_of_the_file_stays(home, tmp_path):
    model = tmp_path / "m.gguf"
    model.write_bytes(b"GGUF")
    changed = start_settings.update(home, {
        "port": 9001, "threads": 2, "context_length": 2048, "model": str(model),
        "host": "127.0.0.1", "engine": "llamacpp"})
    assert changed == ["model", "context_length", "threads", "port"]
    text = (home / "config.toml").read_text("utf-8")
    assert text.startswith("# mine\nmystery = 1\n") and 'memory = "off"  # quiet' in text
    config = load_config(home)
    assert (config.port, config.threads, config.context_length, config.model) == (
        9001, 2, 2048, str(model))
    assert config.profile("chat").memory == "off"
    assert start_settings.saved(home)["port"] == 9001


def test_none_removes_a_key_so_its_default_applies(home):
    start_settings.update(home, {"port": 9001, "threads": 2})
    assert start_settings.update(home, {"port": DEFAULT_PORT, "threads": None}) == [
        "threads", "port"]
    assert "threads" not in (home / "config.toml").read_text("utf-8")
    assert load_config(home).threads is None


def test_the_default_notes_folder_is_no_key_at_all(home, tmp_path):
    start_settings.update(home, {"notes_root": str(tmp_path / "elsewhere")})
    assert load_config(home).notes_root == tmp_path / "elsewhere"
    start_settings.update(home, {"notes_root": str(home / "memory" / "notes")})
    assert "notes_root" not in (home / "config.toml").read_text("utf-8")
    assert load_config(home).notes_root == home / "memory" / "notes"


@pytest.mark.parametrize(("change", "named"), [
    ({"port": 70000}, "port"),
    ({"threads": 0}, "threads"),
    ({"context_length": 16}, "context_length"),
    ({"engine": "vllm"}, "engine"),
    ({"host": ""}, "host"),
    ({"notes_root": "relative/notes"}, "notes_root"),
    ({"model": "/no/such/model.gguf"}, "model"),
    ({"trust": ["0.0.0.0"]}, "trust"),
    ({"engine": "none"}, "engine none needs at least one backend"),
    ({"engine": "exllamav2"}, "engine exllamav2 needs a model folder"),
])
def test_a_bad_value_names_its_key_and_nothing_is_written(home, change, named):
    with pytest.raises(ConfigError, match=named):
        start_settings.update(home, {"port": 9002, **change})
    assert (home / "config.toml").read_text("utf-8") == MINE


@pytest.mark.parametrize(("engine", "what", "refusal"), [
    ("llamacpp", "passwd", "not a GGUF model file"),
    ("llamacpp", "folder", "a folder, not a GGUF model file"),
    ("exllamav2", "folder", r"not a model folder \(no config\.json\)"),
    ("exllamav2", "gguf", r"not a model folder \(no config\.json\)"),
])
def test_a_model_its_engine_cannot_load_is_refused_before_a_restart(
        home, tmp_path, engine, what, refusal):
    (tmp_path / "folder").mkdir()
    (tmp_path / "gguf").write_bytes(b"GGUF")
    model = "/etc/passwd" if what == "passwd" else str(tmp_path / what)
    with pytest.raises(ConfigError, match=f"^model: {refusal}"):
        start_settings.update(home, {"engine": engine, "model": model})
    assert (home / "config.toml").read_text("utf-8") == MINE


def test_an_engine_switch_checks_the_model_already_saved(home, tmp_path):
    gguf = tmp_path / "m.gguf"
    gguf.write_bytes(b"GGUF")
    start_settings.update(home, {"model": str(gguf)})
    with pytest.raises(ConfigError, match=r"no config\.json"):
        start_settings.update(home, {"engine": "exllamav2"})
    folder = tmp_path / "exl2"
    folder.mkdir()
    (folder / "config.json").write_text("{}", "utf-8")
    assert start_settings.update(home, {"engine": "exllamav2", "model": str(folder)}) == [
        "engine", "model"]


def test_a_notes_folder_inside_a_git_work_tree_is_refused_naming_it(home, tmp_path):
    repo = tmp_path / "repo"
    repo.mkdir()
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    with pytest.raises(ConfigError, match=f"git work tree {repo}"):
        start_settings.update(home, {"notes_root": str(repo / "notes")})
    assert (home / "config.toml").read_text("utf-8") == MINE
