"""The local model list: Tandem's own folder and other apps', ids, GGUF header facts."""

from __future__ import annotations

from pathlib import Path

import pytest
from model_folders import PACKAGED, hf_cache_model, link, lmstudio_model, ollama_model

from app.config import Config
from app.engine.models import catalog as catalog_module
from app.engine.models.catalog import ModelCatalog
from app.engine.models.header import read_header
from app.engine.models.places import file_id
from app.engine.models.service import ModelsError, ModelsService


def catalog_for(tandem: Path, state: Path) -> ModelCatalog:
    return ModelCatalog(tandem, state)


@pytest.fixture
def tandem(tmp_path: Path) -> Path:
    home = tmp_path / "tandem"
    home.mkdir()
    return home


def by_id(catalog: ModelCatalog) -> dict[str, object]:
    return {m.id: m for m in catalog.models()}


def test_the_packaged_model_keeps_its_id(machine: Path, tandem: Path, headers_state: Path):
    models = by_id(catalog_for(tandem, headers_state))
    packaged = models["smollm2-135m-instruct"]
    assert packaged.path == PACKAGED and packaged.source == "packaged"


def test_header_facts_come_from_the_gguf_reader(machine, tandem, headers_state, llama_engine):
    [packaged] = catalog_for(tandem, headers_state).models()
    assert packaged.info.parameters == llama_engine.parameters
    assert packaged.info.quantisation == "Q4_1"
    assert packaged.info.context_length == int(
        llama_engine._llm.metadata["llama.context_length"])
    assert packaged.size == PACKAGED.stat().st_size
    # the weights, plus a KV cache that grows with the configured context
    small = ModelCatalog(tandem, headers_state, context=512).models()[0].memory
    large = ModelCatalog(tandem, headers_state, context=8192).models()[0].memory
    assert packaged.size < small < large


def test_files_that_differ_only_in_quantisation_get_distinct_ids(
        machine, tandem, headers_state):
    link(tandem / "models" / "Llama-3.2-3B-Instruct-Q8_0.gguf")
    link(tandem / "models" / "Llama-3.2-3B-Instruct-Q4_K_M.gguf")
    ids = set(by_id(catalog_for(tandem, headers_state)))
    assert {"llama-3.2-3b-instruct:q8_0", "llama-3.2-3b-instruct:q4_k_m"} <= ids
    assert all("/" not in i for i in ids)


def test_ollama_models_keep_name_and_tag_and_point_at_the_blob(machine, tandem, headers_state):
    blob = ollama_model(machine / ".ollama" / "models", "qwen3", "4b")
    ollama_model(machine / ".ollama" / "models", "coder", "latest", namespace="someone")
    models = by_id(catalog_for(tandem, headers_state))
    assert models["qwen3:4b"].path == blob and models["qwen3:4b"].source == "ollama"
    assert "someone-coder:latest" in models


def test_ollama_models_env_is_honoured(machine, tandem, headers_state, tmp_path, monkeypatch):
    elsewhere = tmp_path / "ollama-store"
    ollama_model(elsewhere, "llama3.2", "1b")
    monkeypatch.setenv("OLLAMA_MODELS", str(elsewhere))
    assert "llama3.2:1b" in by_id(catalog_for(tandem, headers_state))


def test_lm_studio_and_hf_cache_folders_are_listed(machine, tandem, headers_state):
    lms = lmstudio_model(machine, "bartowski", "Phi-GGUF", "Phi-4-mini-Q4_K_M.gguf")
    old = link(machine / ".cache" / "lm-studio" / "models" / "a" / "b" / "Old-Q5_0.gguf")
    hf = hf_cache_model(machine / ".cache" / "huggingface" / "hub", "org/Qwen-GGUF",
                        "qwen2.5-0.5b-instruct-q4_0.gguf")
    models = by_id(catalog_for(tandem, headers_state))
    assert models["phi-4-mini:q4_k_m"].path == lms
    assert models["old:q5_0"].source == "lmstudio" and models["old:q5_0"].path == old
    assert models["qwen2.5-0.5b-instruct:q4_0"].path == hf
    assert models["qwen2.5-0.5b-instruct:q4_0"].source == "hf"


def test_the_same_name_in_two_places_gets_two_ids(machine, tandem, headers_state):
    link(tandem / "models" / "Phi-Q4_0.gguf")
    lmstudio_model(machine, "p", "r", "Phi-Q4_0.gguf")
    models = by_id(catalog_for(tandem, headers_state))
    assert models["phi:q4_0"].source == "tandem"
    assert models["phi:q4_0@lmstudio"].source == "lmstudio"


def test_a_split_model_is_one_entry_with_all_its_parts(machine, tandem, headers_state):
    folder = tandem / "models" / "big"
    link(folder / "Big-Q4_K_M-00001-of-00002.gguf")
    (folder / "Big-Q4_K_M-00002-of-00002.gguf").write_bytes(b"x" * 1000)
    link(folder / "mmproj-Big-f16.gguf")
    models = by_id(catalog_for(tandem, headers_state))
    big = models["big:q4_k_m"]
    assert big.size == PACKAGED.stat().st_size + 1000
    assert not any("mmproj" in i for i in models)


def test_a_file_that_is_not_a_gguf_is_listed_with_its_problem(machine, tandem, headers_state):
    (tandem / "models").mkdir()
    (tandem / "models" / "broken-Q4_0.gguf").write_bytes(b"GGUF" + b"\0" * 64)
    broken = by_id(catalog_for(tandem, headers_state))["broken:q4_0"]
    assert broken.problem and broken.info is None


def test_the_folders_are_scanned_when_they_change_not_on_every_listing(
        machine, tandem, headers_state, monkeypatch):
    catalog = catalog_for(tandem, headers_state)
    catalog.models()
    scans: list[int] = []
    real_scan = catalog._scan
    monkeypatch.setattr(catalog, "_scan", lambda: scans.append(1) or real_scan())
    catalog.models()
    catalog.models()
    assert scans == []
    link(tandem / "models" / "New-Q4_0.gguf")
    assert "new:q4_0" in {m.id for m in catalog.models()}
    assert scans == [1]


def test_a_header_is_read_once_per_file_even_across_restarts(
        machine, tandem, tmp_path, monkeypatch):
    state = tmp_path / "state"
    ModelCatalog(tandem, state).models()
    reads: list[Path] = []
    monkeypatch.setattr(catalog_module, "read_header",
                        lambda p: reads.append(p) or read_header(p))
    link(tandem / "models" / "again-Q4_0.gguf")  # another link to the same file
    ModelCatalog(tandem, state).models()
    assert reads == []


def test_rm_removes_only_tandems_own_files(machine, tandem, headers_state):
    own = link(tandem / "models" / "org--repo" / "Mine-Q4_0.gguf")
    blob = ollama_model(machine / ".ollama" / "models", "qwen3", "4b")
    service = ModelsService(Config(home=tandem), catalog_for(tandem, headers_state))
    with pytest.raises(ModelsError, match="own models folder"):
        service.remove("qwen3:4b")
    assert blob.exists()
    assert service.remove("mine:q4_0") == [own]
    assert not own.exists() and not own.parent.exists()
    assert "mine:q4_0" not in {m.id for m in service.local()}
    with pytest.raises(ModelsError, match="no local model"):
        service.remove("mine:q4_0")


@pytest.mark.parametrize(("name", "expected"), [
    ("Llama-3.2-3B-Instruct-Q8_0.gguf", "llama-3.2-3b-instruct:q8_0"),
    ("qwen2.5-7b-instruct-q4_k_m-00001-of-00003.gguf", "qwen2.5-7b-instruct:q4_k_m"),
    ("SmolLM2-135M-Instruct.Q4_1.gguf", "smollm2-135m-instruct:q4_1"),
    ("gemma-3-4b-it.F16.gguf", "gemma-3-4b-it:f16"),
    ("plain.gguf", "plain"),
])
def test_file_ids(name: str, expected: str):
    assert file_id(name) == expected
