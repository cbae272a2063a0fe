"""The chat's model and profile choice: the model list filled from every engine, a
backend that does not answer greyed out and asked again, and each conversation's own
model and profile shown and kept. A part of the Chat tab (`ChatView` subclasses it).
"""

from __future__ import annotations

import asyncio

import shiboken6
from PySide6.QtCore import QTimer
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QComboBox, QWidget

from app.engine.local_chat import LocalChat
from app.engine.model_listing import EngineModels
from app.ui.chat.conversation import Conversation
from app.ui.chat.store import ConversationStore
from app.ui.ops import app_loop

MODELS_RECHECK_MS = 5000
"""A backend that did not answer is asked again this often, so it appears when it is back."""


class ModelChoice(QWidget):
    """Needs the view's state: its chat, store, conversation and the two boxes."""

    chat: LocalChat
    store: ConversationStore
    conversation: Conversation
    model_box: QComboBox
    profile_box: QComboBox
    _models_shown: list[tuple[str, tuple[str, ...], bool]] | None
    _models_timer: QTimer
    _models_task: asyncio.Task[None] | None
    _filling: bool
    _closed: bool

    async def load_models(self) -> None:
        """Fill the model list; the conversation's own model is chosen where it is listed,
        else the model in use stays. A backend that does not answer is listed greyed out
        and asked again until it does; once it answers, a conversation that was shown
        another model meanwhile gets its own back (picking one makes that its own)."""
        listing = await self.chat.listing()
        if self._closed or not shiboken6.isValid(self):
            return
        shown = [(e.engine.name, tuple(m.id for m in e.models), e.answering) for e in listing]
        if shown != self._models_shown:  # a recheck that changed nothing leaves the list be
            self._models_shown = shown
            self._fill_models(listing)
        if any(not listed.answering for listed in listing):
            self._models_timer.start()

    def _fill_models(self, listing: list[EngineModels]) -> None:
        in_use = self.model_box.currentText()
        self._filling = True
        self.model_box.clear()
        for listed in listing:
            self.model_box.addItems([m.id for m in listed.models])
        items = self.model_box.model()
        assert isinstance(items, QStandardItemModel)
        for listed in listing:
            if not listed.answering:
                self.model_box.addItem(f"{listed.engine.name} (not answering)")
                item = items.item(self.model_box.count() - 1)
                item.setEnabled(False)
                item.setToolTip(f"{listed.problem}. Tandem asks again every "
                                f"{MODELS_RECHECK_MS // 1000} s.")
        index = self._pickable(items, self.conversation.model, in_use)
        if index >= 0:
            self.model_box.setCurrentIndex(index)
        elif not (self.model_box.count() and items.item(0).isEnabled()):
            self.model_box.setCurrentIndex(-1)  # nothing to pick: Send says so
        self._filling = False
        if index < 0:
            self._show_choices()

    def _pickable(self, items: QStandardItemModel, *choices: str) -> int:
        """The index of the first of `choices` that is listed and can be picked, or -1."""
        for choice in choices:
            index = self.model_box.findText(choice) if choice else -1
            if index >= 0 and items.item(index).isEnabled():
                return index
        return -1

    def _recheck_models(self) -> None:
        if self._closed or (self._models_task is not None and not self._models_task.done()):
            return
        self._models_task = app_loop().create_task(self.load_models())

    def _show_choices(self) -> None:
        """Show the conversation's model and profile; one it lacks takes what is shown."""
        self._filling = True
        for box, wanted in ((self.model_box, self.conversation.model),
                            (self.profile_box, self.conversation.profile)):
            index = box.findText(wanted) if wanted else -1
            if index >= 0:
                box.setCurrentIndex(index)
        self._filling = False
        model, profile = self.model_box.currentText(), self.profile_box.currentText()
        if (model and not self.conversation.model) or (profile and not self.conversation.profile):
            self.conversation.model = self.conversation.model or model
            self.conversation.profile = self.conversation.profile or profile
            self.store.save(self.conversation)

    def _model_chosen(self, model: str) -> None:
        if not self._filling and model:
            self.conversation.model = model
            self.store.save(self.conversation)

    def _profile_chosen(self, profile: str) -> None:
        if not self._filling and profile:
            self.conversation.profile = profile
            self.store.save(self.conversation)
