"""The Hub through huggingface_hub, against a loopback server speaking its HTTP API."""

from __future__ import annotations

import hashlib
import os
import subprocess
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from fake_hub import FakeHub, HubRepo
from model_folders import PACKAGED
from tandem_process import tandem_cmd

from app.config import Config
from app.engine.models.download import PARTIAL, Cancelled
from app.engine.models.hub import HubError, HubFile, pick
from app.engine.models.service import ModelsService

REPO = "tiny/SmolLM2-GGUF"
DATA = PACKAGED.read_bytes()
SHA = hashlib.sha256(DATA).hexdigest()


@pytest.fixture
def hub(machine: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeHub]:
    server = FakeHub().start()
    server.repos[REPO] = HubRepo({
        "SmolLM2-135M-Instruct-Q4_K_M.gguf": DATA,
        "SmolLM2-135M-Instruct-Q8_0.gguf": DATA[:2048],
        "README.md": b"# a model card",
    }, downloads=500)
    server.repos["tiny/other-GGUF"] = HubRepo({"other-Q4_0.gguf": DATA[:100]}, downloads=5)
    monkeypatch.setenv("HF_ENDPOINT", server.url)
    yield server
    server.stop()


@pytest.fixture
def service(tmp_path: Path, headers_state: Path) -> ModelsService:
    home = tmp_path / "tandem"
    return ModelsService(Config(home=home))


def models_folder(service: ModelsService) -> Path:
    return service.folder


def test_search_finds_gguf_repositories_most_downloaded_first(hub, service):
    hits = service.search("gguf")
    assert [h.id for h in hits] == [REPO, "tiny/other-GGUF"]
    [asked] = [s for s in hub.seen if s.path == "/api/models"]
    assert asked.method == "GET"


def test_a_repository_lists_its_gguf_files_with_sizes_and_quantisations(hub, service):
    files = {f.path: f for f in service.files(REPO)}
    assert set(files) == {"SmolLM2-135M-Instruct-Q4_K_M.gguf", "SmolLM2-135M-Instruct-Q8_0.gguf"}
    q4 = files["SmolLM2-135M-Instruct-Q4_K_M.gguf"]
    assert (q4.size, q4.quantisation, q4.sha256) == (len(DATA), "Q4_K_M", (SHA,))


def test_download_prints_progress_and_the_model_is_listed(hub, tmp_path, machine):
    home = tmp_path / "tandem"
    env = {**os.environ, "HF_ENDPOINT": hub.url, "HOME": str(machine)}
    done = subprocess.run(tandem_cmd("models", "download", REPO, "--home", str(home)),
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert any("%" in line for line in lines[:-1]) and "100.0%" in done.stdout
    assert lines[-1].startswith("downloaded smollm2-135m-instruct:q4_k_m")
    saved = home / "models" / "tiny--SmolLM2-GGUF" / "SmolLM2-135M-Instruct-Q4_K_M.gguf"
    assert hashlib.sha256(saved.read_bytes()).hexdigest() == SHA
    listed = subprocess.run(tandem_cmd("models", "list", "--home", str(home)), env=env,
                            capture_output=True, text=True, timeout=120)
    ids = [line.split()[0] for line in listed.stdout.splitlines()]
    assert "smollm2-135m-instruct:q4_k_m" in ids and "smollm2-135m-instruct" in ids


def test_a_download_cut_off_halfway_resumes(hub, service):
    hub.repos[REPO].cut_once.add("SmolLM2-135M-Instruct-Q4_K_M.gguf")
    model = service.download(REPO)
    assert hashlib.sha256(model.path.read_bytes()).hexdigest() == SHA
    ranges = [s.headers.get("Range") for s in hub.downloads_of(model.path.name)]
    assert ranges[0] is None and ranges[1].startswith("bytes=") and ranges[1] != "bytes=0-"


def test_a_cancelled_download_resumes_where_it_stopped(hub, service):
    cancel = threading.Event()

    def progress(done: int, total: int) -> None:
        if done > total // 3:
            cancel.set()

    with pytest.raises(Cancelled):
        service.download(REPO, progress=progress, cancel=cancel)
    [part] = (service.folder / PARTIAL).rglob("*.part")
    kept = part.stat().st_size
    assert 0 < kept < len(DATA)
    assert not any(m.source == "tandem" for m in service.local())
    model = service.download(REPO)
    assert hashlib.sha256(model.path.read_bytes()).hexdigest() == SHA
    assert hub.downloads_of(model.path.name)[-1].headers["Range"] == f"bytes={kept}-"
    assert not part.exists()


def test_a_file_whose_checksum_does_not_match_is_refused_and_deleted(hub, service):
    hub.repos[REPO].wrong_sha.add("SmolLM2-135M-Instruct-Q4_K_M.gguf")
    with pytest.raises(HubError, match=r"SHA-256.*deleted"):
        service.download(REPO)
    assert not list(service.folder.rglob("*.gguf")) and not list(service.folder.rglob("*.part"))
    assert not any(m.source == "tandem" for m in service.local())


def test_a_file_too_large_for_the_free_disk_is_refused_before_downloading(hub, service):
    hub.repos[REPO].claimed_size["SmolLM2-135M-Instruct-Q4_K_M.gguf"] = 2**60
    with pytest.raises(HubError, match="not enough free disk space"):
        service.download(REPO)
    assert hub.downloads_of("SmolLM2-135M-Instruct-Q4_K_M.gguf") == []


def test_a_split_model_downloads_whole_and_is_one_model(hub, service):
    half = len(DATA) // 2
    hub.repos["tiny/split-GGUF"] = HubRepo({
        "Big-Q4_K_M-00001-of-00002.gguf": DATA[:half],
        "Big-Q4_K_M-00002-of-00002.gguf": DATA[half:],
    })
    [model] = service.files("tiny/split-GGUF")
    assert model.parts == ("Big-Q4_K_M-00001-of-00002.gguf", "Big-Q4_K_M-00002-of-00002.gguf")
    path = service.download("tiny/split-GGUF", "Big-Q4_K_M-00002-of-00002.gguf").path
    folder = path.parent
    assert (folder / model.parts[0]).read_bytes() + (folder / model.parts[1]).read_bytes() == DATA


def test_file_names_a_file_of_the_repository_only(hub, service):
    with pytest.raises(HubError, match="not a path"):
        service.download(REPO, "../../outside-Q4_0.gguf")
    with pytest.raises(HubError, match="has no GGUF file"):
        service.download(REPO, "nope-Q4_0.gguf")
    assert not service.folder.exists() or not list(service.folder.rglob("*.gguf"))


def test_a_gated_repository_says_to_accept_the_licence_and_set_hf_token(
        hub, tmp_path, machine):
    hub.repos["tiny/gated-GGUF"] = HubRepo({"g-Q4_K_M.gguf": DATA[:4096]}, gated=True)
    home = tmp_path / "tandem"
    env = {**os.environ, "HF_ENDPOINT": hub.url, "HOME": str(machine)}
    env.pop("HF_TOKEN", None)
    refused = subprocess.run(tandem_cmd("models", "download", "tiny/gated-GGUF", "--home",
                                        str(home)), env=env, capture_output=True, text=True,
                             timeout=120)
    assert refused.returncode == 1
    assert "licence" in refused.stderr and "HF_TOKEN" in refused.stderr
    secret = "hf_secretTokenValue1234567890"
    done = subprocess.run(tandem_cmd("models", "download", "tiny/gated-GGUF", "--home",
                                     str(home)), env={**env, "HF_TOKEN": secret},
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert hub.downloads_of("g-Q4_K_M.gguf")[-1].headers["Authorization"] == f"Bearer {secret}"
    assert secret not in done.stdout + done.stderr + refused.stdout + refused.stderr


def test_a_rate_limit_says_so(hub, service):
    hub.repos[REPO].rate_limited = True
    with pytest.raises(HubError, match="429"):
        service.files(REPO)


def test_no_network_says_to_check_it(machine, service, monkeypatch):
    closed = FakeHub().start()
    url = closed.url
    closed.stop()
    monkeypatch.setenv("HF_ENDPOINT", url)
    with pytest.raises(HubError, match="cannot reach the Hub"):
        service.search("smol")


def test_a_bare_repository_takes_q4_k_m_else_the_smallest_of_at_least_4_bits():
    def f(name: str, size: int) -> HubFile:
        return HubFile(name, (name,), (size,), ("0" * 64,))

    files = [f("m-Q2_K.gguf", 1), f("m-Q4_K_M.gguf", 40), f("m-Q8_0.gguf", 80)]
    assert pick(files, None, "r").path == "m-Q4_K_M.gguf"
    files = [f("m-Q2_K.gguf", 1), f("m-IQ3_XS.gguf", 30), f("m-Q5_K_S.gguf", 50),
             f("m-Q4_0.gguf", 45), f("m-F16.gguf", 200)]
    assert pick(files, None, "r").path == "m-Q4_0.gguf"
