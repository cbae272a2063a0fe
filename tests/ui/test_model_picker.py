"""The chat's model picker lists every local model, and picking one switches the model
without a restart (the engine loads it when the chat's next turn names it)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from model_folders import lmstudio_model
from waiting import until

from app.engine.core import Tandem
from app.engine.engines.base import Engine
from app.engine.local_chat import LocalChat
from app.engine.models.catalog import ModelCatalog
from app.engine.models.switching import LocalModels
from app.engine.startup import build_engines
from app.ui.chat.store import ConversationStore
from app.ui.chat.view import ChatView

BETA = "beta:q4_1"


@pytest.fixture
async def models_chat(machine: Path, home: Path, notes, plain_config):
    lmstudio_model(machine, "pub", "Beta-GGUF", "Beta.Q4_1.gguf")
    plain_config.threads, plain_config.context_length = 1, 1024
    catalog = ModelCatalog(home, plain_config.state_dir, 1024)
    engines: list[Engine] = await asyncio.to_thread(build_engines, plain_config, None, catalog)
    chat = LocalChat(Tandem(engines, config=plain_config, notes=notes))
    yield chat
    assert chat.core.conductor is not None
    chat.core.conductor.sessions.close()
    for engine in engines:
        await engine.close()


@pytest.mark.llama
async def test_the_picker_lists_every_local_model_and_switches_without_a_restart(
        qtbot, models_chat):
    view = ChatView(models_chat, ConversationStore(models_chat.core.config.state_dir),
                    max_tokens=8)
    qtbot.addWidget(view)
    await view.load_models()
    listed = [view.model_box.itemText(i) for i in range(view.model_box.count())]
    assert {"smollm2-135m-instruct", BETA} <= set(listed)
    engine = models_chat.core.engines[0].inner
    assert isinstance(engine, LocalModels) and engine.current_id == "smollm2-135m-instruct"
    view.model_box.setCurrentIndex(listed.index(BETA))
    view.input.setPlainText("Say hello.")
    view.send_button.click()
    await until(lambda: not view.busy, 120)
    assert view.conversation.messages[-1].text.strip()
    assert engine.current_id == BETA
    view.shutdown()
