"""The Models tab: local models with sizes and memory, the Hub search, a download with
progress and cancel, remove and set as default; against a loopback fake Hub."""

from __future__ import annotations

import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest
from fake_hub import FakeHub, HubRepo
from model_folders import PACKAGED, link, lmstudio_model
from waiting import until

from app.config import Config
from app.engine.models.service import ModelsService
from app.ui.dialogs import Dialogs
from app.ui.models.page import ModelsPage
from app.ui.models.words import TOO_LARGE

REPO = "tiny/SmolLM2-GGUF"
DATA = PACKAGED.read_bytes()


@pytest.fixture
def hub(machine: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeHub]:
    server = FakeHub().start()
    server.repos[REPO] = HubRepo({"SmolLM2-135M-Instruct-Q4_K_M.gguf": DATA},
                                 claimed_size={})
    server.repos["tiny/Huge-GGUF"] = HubRepo({"Huge-Q4_K_M.gguf": b"GGUF"},
                                             claimed_size={"Huge-Q4_K_M.gguf": 2**50})
    monkeypatch.setenv("HF_ENDPOINT", server.url)
    yield server
    server.stop()


@pytest.fixture
def page(qtbot, home: Path, machine: Path) -> ModelsPage:
    view = ModelsPage(ModelsService(Config(home=home)), home)
    qtbot.addWidget(view)
    return view


def cell(page: ModelsPage, model_id: str, col: int) -> str:
    return page.table.text(page.table.row_of(model_id), col)


async def test_local_models_show_size_and_memory(page: ModelsPage, machine: Path):
    lmstudio_model(machine, "pub", "Beta-GGUF", "Beta-Q4_1.gguf")
    page.refresh()
    await until(lambda: page.table.row_of("beta:q4_1") >= 0)
    assert cell(page, "beta:q4_1", 2) == "98.4 MB"
    assert cell(page, "beta:q4_1", 3) == "134.5 M"
    assert cell(page, "beta:q4_1", 5).endswith("MB") and cell(page, "beta:q4_1", 6) == "LM Studio"
    assert page.table.row_of("smollm2-135m-instruct") >= 0


async def test_a_hub_search_lists_files_and_marks_one_too_large_before_download(page, hub):
    page.hub.query.setText("GGUF")
    page.hub.search()
    await until(lambda: page.hub.repos.count() == 2)
    page.hub.repos.setCurrentRow(1)  # fewer downloads: the huge one
    await until(lambda: page.hub.files.rowCount() == 1)
    assert page.hub.files.item(0, 3).text() == TOO_LARGE
    page.hub.repos.setCurrentRow(0)
    await until(lambda: page.hub.files.item(0, 0).text().startswith("SmolLM2"))
    assert page.hub.files.item(0, 3).text() == "yes"


async def test_a_download_shows_progress_and_the_model_joins_the_list(page, hub):
    changed: list[int] = []
    page.models_changed.connect(lambda: changed.append(1))
    seen: list[int] = []
    page.hub.progressed.connect(lambda done, total: seen.append(done))
    page.hub.query.setText("SmolLM2")
    page.hub.search()
    await until(lambda: page.hub.repos.count() == 1)
    page.hub.repos.setCurrentRow(0)
    await until(lambda: page.hub.files.rowCount() == 1)
    page.hub.download()
    await until(lambda: page.table.row_of("smollm2-135m-instruct:q4_k_m") >= 0, 60)
    assert page.hub.progress.value() == 100 and len(seen) > 1 and changed == [1]


async def test_cancel_stops_a_download_and_keeps_it_for_a_resume(page, hub):
    page.hub.query.setText("SmolLM2")
    page.hub.search()
    await until(lambda: page.hub.repos.count() == 1)
    page.hub.repos.setCurrentRow(0)
    await until(lambda: page.hub.files.rowCount() == 1)
    page.hub.progressed.connect(lambda done, total: done > total // 4 and page.hub.cancel())
    page.hub.download()
    await until(lambda: "cancelled" in page.hub.status.text(), 60)
    assert page.hub.download_button.isEnabled()
    assert list(page.service.folder.rglob("*.part"))
    assert page.table.row_of("smollm2-135m-instruct:q4_k_m") < 0


async def test_remove_asks_then_deletes_only_tandems_own_file(page, home, monkeypatch):
    own = link(home / "models" / "Mine-Q4_0.gguf")
    page.refresh()
    await until(lambda: page.table.row_of("mine:q4_0") >= 0)
    page.table.selectRow(page.table.row_of("smollm2-135m-instruct"))
    assert not page.remove_button.isEnabled()  # not Tandem's own file
    page.table.selectRow(page.table.row_of("mine:q4_0"))
    assert page.remove_button.isEnabled()

    async def confirm(cls, parent, title, text):
        return True

    monkeypatch.setattr(Dialogs, "confirm", classmethod(confirm))
    await page.remove()
    await until(lambda: page.table.row_of("mine:q4_0") < 0)
    assert not own.exists() and PACKAGED.exists()


async def test_set_as_default_saves_the_id_in_the_config(page, home):
    page.refresh()
    await until(lambda: page.table.row_of("smollm2-135m-instruct") >= 0)
    page.table.selectRow(page.table.row_of("smollm2-135m-instruct"))
    page.set_default()
    await until(lambda: "default model" in page.status.text())
    saved = tomllib.loads((home / "config.toml").read_text())
    assert saved["model"] == "smollm2-135m-instruct"
