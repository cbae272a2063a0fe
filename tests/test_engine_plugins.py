"""An engine is one module plus one registry entry (docs/ARCHITECTURE.md#engines): an entry
another package installs shows up in the config check, the CLI and the doctor, and no
other module of Tandem's names it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from app.cli import build_parser
from app.cli import main as tandem
from app.config import ConfigError, load_config, nothing_to_run
from app.registered_engines import PLUGIN_GROUP, engine_names

PLUGIN = '''\
from app.registered_engines import EngineEntry, ModelFiles

ENGINE = EngineEntry(
    "echo", "Echo, a test engine (a model folder)", ModelFiles.MODEL_FOLDER,
    "tandem_echo_engine", package="json", model_noun="an echo folder",
    default_model="echo",
)


def open_engine(start):
    raise NotImplementedError("the test opens no engine")


def check_model(config):
    return f"the echo model ({config.model or 'default'})"


def doctor_lines(config):
    return [("echo", "answers with what it is told")]
'''


@pytest.fixture
def echo_engine(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The `echo` engine, installed the way a package installs one: a module and an
    entry point, on the import path."""
    site = tmp_path / "site"
    info = site / "tandem_echo_engine-1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: tandem-echo-engine\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text(
        f"[{PLUGIN_GROUP}]\necho = tandem_echo_engine:ENGINE\n")
    (site / "tandem_echo_engine.py").write_text(PLUGIN)
    monkeypatch.syspath_prepend(str(site))


def test_an_engine_nobody_installed_is_refused_by_the_config_check(tandem_home: Path) -> None:
    (tandem_home / "config.toml").write_text('engine = "echo"\n')
    refusal = re.escape("engine must be one of llamacpp|exllamav2|none")
    with pytest.raises(ConfigError, match=refusal):
        load_config(tandem_home)


@pytest.mark.usefixtures("echo_engine")
def test_an_installed_engine_passes_the_config_check(tandem_home: Path) -> None:
    assert engine_names() == ("llamacpp", "exllamav2", "echo", "none")
    (tandem_home / "config.toml").write_text('engine = "echo"\n')
    config = load_config(tandem_home)
    assert config.engine == "echo" and nothing_to_run(config) is None


@pytest.mark.usefixtures("echo_engine")
def test_an_installed_engine_is_a_choice_of_the_cli(tandem_home: Path) -> None:
    args = build_parser().parse_args(["serve", "--engine", "echo", "--model", "/m"])
    assert (args.engine, args.model) == ("echo", "/m")


@pytest.mark.usefixtures("echo_engine")
def test_the_doctor_checks_an_installed_engine_through_its_module(
        tandem_home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tandem_home / "config.toml").write_text('engine = "echo"\n')
    assert tandem(["doctor", "--home", str(tandem_home)]) == 0
    out = capsys.readouterr().out
    assert "ok    config: engine echo," in out
    assert "ok    engine: echo installed" in out
    assert "ok    model: the echo model (default)" in out
    assert "ok    echo: answers with what it is told" in out
