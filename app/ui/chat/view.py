"""The Chat tab: the saved conversations beside one conversation streamed through LocalChat.

A thin view over `LocalChat` and `ConversationStore`: it sends the conversation, writes
the deltas into the transcript as they come (only the answer that streams is rewritten,
so scrolling up and selecting stay where the person put them), and Stop quits the stream
job. Regenerate, edit and Retry cut the history and send it again through the same turn
as any client, so the conductor re-sends what a dropped turn had, as it would over HTTP.
A status line's chip asks the window (`note_requested`) to open the note it names.
"""

from __future__ import annotations

import asyncio

import shiboken6
from PySide6.QtCore import QEvent, QPoint, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.engine.engines.base import Delta, ReasoningDelta, TextDelta
from app.engine.local_chat import LocalChat
from app.engine.streams.status_lines import named_title
from app.ui.chat.answer_errors import error_text
from app.ui.chat.conversation import ChatMessage, Conversation
from app.ui.chat.conversation_list import ConversationList
from app.ui.chat.message_input import MessageInput
from app.ui.chat.model_choice import MODELS_RECHECK_MS, ModelChoice
from app.ui.chat.render import (
    COPY_CODE_LINK,
    NOTE_LINK,
    REASONING_LINK,
    RETRY_LINK,
    Transcript,
    split_status,
)
from app.ui.chat.store import ConversationStore
from app.ui.chat.stream_job import StreamJob
from app.ui.dialogs import Dialogs
from app.ui.ops import launch
from app.ui.theme import MARGIN

RENDER_EVERY_MS = 30
"""Rewrite the streaming answer at most this often; each token would be wasteful."""
BOTTOM_SLACK = 4
"""Pixels from the end that still count as "at the bottom", so the view follows."""


class ChatView(ModelChoice):
    note_requested = Signal(str)
    """A status line's chip was clicked: the title the note it names has now."""

    def __init__(self, chat: LocalChat, store: ConversationStore,
                 parent: QWidget | None = None,
                 max_tokens: int | None = None) -> None:
        """`max_tokens` None: the profile's, applied by the core's `Tandem.chat` as for
        any HTTP client (tests pass a small number)."""
        super().__init__(parent)
        self.chat = chat
        self.store = store
        self.max_tokens = max_tokens
        self.job: StreamJob[Delta] | None = None
        self._expanded: set[int] = set()
        self._editing = False
        self._draft = ""
        """What the box held when Edit last took it over; Cancel puts it back."""
        self._filling = False
        self._closed = False
        self._models_shown: list[tuple[str, tuple[str, ...], bool]] | None = None
        self._build()
        self._render_timer = QTimer(self)
        self._render_timer.setSingleShot(True)
        self._render_timer.setInterval(RENDER_EVERY_MS)
        self._render_timer.timeout.connect(self._render_tail)
        self._models_timer = QTimer(self)
        self._models_timer.setSingleShot(True)
        self._models_timer.setInterval(MODELS_RECHECK_MS)
        self._models_timer.timeout.connect(self._recheck_models)
        self._models_task: asyncio.Task[None] | None = None
        self.conversation = self._first_conversation()
        self._refresh_list()
        self.render()

    def _build(self) -> None:
        self.conversations = ConversationList()
        self.model_box = QComboBox()
        self.model_box.setMinimumWidth(220)
        self.profile_box = QComboBox()
        self.profile_box.addItems(sorted(self.chat.core.config.profiles))
        self.regenerate_button = QPushButton("Regenerate")
        self.regenerate_button.setToolTip("Ctrl+R")
        self.edit_button = QPushButton("Edit last")
        self.edit_button.setToolTip("Put your last message back in the box to change it")
        top = QHBoxLayout()
        top.addWidget(QLabel("Model"))
        top.addWidget(self.model_box)
        top.addWidget(QLabel("Profile"))
        top.addWidget(self.profile_box)
        top.addStretch(1)
        top.addWidget(self.edit_button)
        top.addWidget(self.regenerate_button)

        self.transcript = QTextBrowser()
        self.transcript.setOpenLinks(False)
        self.transcript.anchorClicked.connect(self._link)
        self.transcript.document().setDocumentMargin(12)
        self.transcript.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.transcript.customContextMenuRequested.connect(self._context_menu)
        self.writer = Transcript(self.transcript)

        self.editing_label = QLabel("Editing your last message: Send replaces it and what "
                                    "followed.")
        self.cancel_edit_button = QPushButton("Cancel")
        self.cancel_edit_button.setToolTip("Esc: keep the last message as it was")
        editing = QHBoxLayout()
        editing.addWidget(self.editing_label, 1)
        editing.addWidget(self.cancel_edit_button)
        self.editing_bar = QWidget()
        self.editing_bar.setLayout(editing)
        editing.setContentsMargins(0, 0, 0, 0)
        self.editing_bar.setVisible(False)
        self.input = MessageInput()
        self.input.setFixedHeight(90)
        self.send_button = QPushButton("Send")
        self.send_button.setDefault(True)
        self.send_button.setToolTip("Enter")
        self.stop_button = QPushButton("Stop")
        self.stop_button.setToolTip("Esc")
        self.stop_button.setEnabled(False)
        buttons = QVBoxLayout()
        buttons.addWidget(self.send_button)
        buttons.addWidget(self.stop_button)
        buttons.addStretch(1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.input, 1)
        bottom.addLayout(buttons)

        pane = QWidget()
        chat_layout = QVBoxLayout(pane)
        chat_layout.setContentsMargins(0, 0, 0, 0)
        chat_layout.addLayout(top)
        chat_layout.addWidget(self.transcript, 1)
        chat_layout.addWidget(self.editing_bar)
        chat_layout.addLayout(bottom)
        splitter = QSplitter()
        splitter.addWidget(self.conversations)
        splitter.addWidget(pane)
        splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(MARGIN, MARGIN, MARGIN, MARGIN)
        layout.addWidget(splitter)

        self.send_button.clicked.connect(self.send)
        self.input.submitted.connect(self.send)
        self.stop_button.clicked.connect(self.stop)
        self.regenerate_button.clicked.connect(self.regenerate)
        self.edit_button.clicked.connect(self.edit_last)
        self.cancel_edit_button.clicked.connect(self.cancel_edit)
        self.input.textChanged.connect(self._update_buttons)
        self.conversations.new_button.clicked.connect(self.new_chat)
        self.conversations.rename_button.clicked.connect(self.rename_current)
        self.conversations.delete_button.clicked.connect(self.delete_current)
        self.conversations.picked.connect(self.open)
        self.conversations.search.textChanged.connect(lambda _: self._refresh_list())
        self.model_box.currentTextChanged.connect(self._model_chosen)
        self.profile_box.currentTextChanged.connect(self._profile_chosen)
        self.stop_action = self._action("Stop", "Esc", self.escape)
        self.new_action = self._action("New chat", "Ctrl+N", self.new_chat)
        self.regenerate_action = self._action("Regenerate", "Ctrl+R", self.regenerate)
        self.find_action = self._action("Find a chat", "Ctrl+F", self.find)

    def _action(self, text: str, keys: str, slot: object) -> QAction:
        action = QAction(text, self)
        action.setShortcut(QKeySequence(keys))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    # ---- conversations -------------------------------------------------------------------

    def _first_conversation(self) -> Conversation:
        """The newest saved conversation, or a new one with the last model and profile."""
        for summary in self.store.list():
            found = self.store.load(summary.id)
            if found is not None:
                return found
        model, profile = self.store.last_used()
        return self.store.create(model, profile or self.chat.core.config.default_profile)

    def _refresh_list(self) -> None:
        query = self.conversations.search.text()
        self.conversations.show_items(self.store.list(query), self.conversation.id)

    def _save(self) -> None:
        self.store.save(self.conversation)
        self._refresh_list()

    def _switch_to(self, conversation: Conversation) -> None:
        self._stop_and_keep()
        self.conversation = conversation
        self._expanded.clear()
        self._set_editing(False)
        self._show_choices()
        self._refresh_list()
        self.render()

    def open(self, conv_id: int) -> None:
        if conv_id == self.conversation.id:
            return
        found = self.store.load(conv_id)
        if found is not None:
            self._switch_to(found)

    def new_chat(self) -> None:
        """A new conversation with the model and profile in use; an empty one is reused."""
        if not self.conversation.messages and not self.busy:
            self.input.setFocus()
            return
        self._switch_to(self.store.create(self.model_box.currentText(),
                                          self.profile_box.currentText()))
        self.input.setFocus()

    def rename_current(self) -> asyncio.Task[None]:
        return launch(self, self._rename_current())

    async def _rename_current(self) -> None:
        conversation = self.conversation  # the one asked about, if another opens meanwhile
        title = await Dialogs.rename_chat(self, conversation.title)
        if title is None or conversation.id is None:
            return
        self.store.rename(conversation.id, title)
        conversation.title, conversation.titled = title, True
        self._refresh_list()

    def delete_current(self) -> asyncio.Task[None]:
        return launch(self, self._delete_current())

    async def _delete_current(self) -> None:
        conversation = self.conversation
        if conversation.id is None or not await Dialogs.confirm(
                self, "Delete chat", f"Delete “{conversation.title}” for good?"):
            return
        if conversation is not self.conversation:
            return  # another chat was opened while the question was asked
        self._stop_and_keep()  # before the delete, which must be the last write
        self.store.delete(conversation.id)
        self._switch_to(self._first_conversation())

    def find(self) -> None:
        self.conversations.search.setFocus()
        self.conversations.search.selectAll()

    # ---- sending -------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        return self.job is not None and self.job.running

    def send(self) -> asyncio.Task[None] | None:
        text = self.input.toPlainText().strip()
        if not text or self.busy:
            return None
        if self._editing:
            self.conversation.drop_from_last_question()
            self._set_editing(False)
        self.input.clear()
        answer = self.conversation.ask(text, self.model_box.currentText())
        self.render()
        return self._start(answer)

    def regenerate(self) -> asyncio.Task[None] | None:
        """Ask again for the last answer: the same question, the answer dropped."""
        if self.busy or not self.conversation.can_regenerate():
            return None
        self.conversation.drop_last_answer()
        answer = self.conversation.answer(self.model_box.currentText())
        self.render()
        return self._start(answer)

    def edit_last(self) -> None:
        """Put the last question back in the box; Send replaces it and its answer."""
        if self.busy or self.conversation.last_index("user") is None:
            return
        index = self.conversation.last_index("user")
        assert index is not None
        if not self._editing:
            self._draft = self.input.toPlainText()
        self.input.setPlainText(self.conversation.messages[index].text)
        self._set_editing(True)
        self.input.setFocus()

    def cancel_edit(self) -> None:
        """Leave Edit last: the last message stays as it was, the box gets its draft back."""
        if not self._editing:
            return
        self._set_editing(False)
        self.input.setPlainText(self._draft)
        self._draft = ""

    def escape(self) -> None:
        """Esc: stop a stream, else leave Edit last."""
        if self.busy:
            self.stop()
        else:
            self.cancel_edit()

    def _set_editing(self, editing: bool) -> None:
        self._editing = editing
        self.editing_bar.setVisible(editing)
        self._update_buttons()

    def _start(self, answer: ChatMessage) -> asyncio.Task[None]:
        self._save()
        stream = self.chat.stream(
            self.conversation.request_messages(), self.conversation.session_id,
            model=answer.model or None, max_tokens=self.max_tokens,
            profile=self.profile_box.currentText() or None,
            on_wait=lambda place: self._waiting(answer, place),
        )
        conversation = self.conversation
        self.job = StreamJob(
            stream,
            yielded=lambda d: self._delta(answer, d),
            finished=lambda stopped: self._finished(conversation, answer, stopped),
            errored=lambda exc: self._errored(answer, exc),
        )
        task = self.job.start()
        self._set_busy(True)
        return task

    def stop(self) -> None:
        if self.job is not None:
            self.job.quit()

    def _stop_and_keep(self) -> None:
        """Stop, and keep the partial answer now, marked stopped and saved with the
        conversation shown, as Stop does: the job only finishes after the view has moved
        to another conversation, and then saves nothing (see `_finished`)."""
        self.stop()
        messages = self.conversation.messages
        if not (messages and messages[-1].streaming):  # answers stream only at the end
            return
        messages[-1].streaming, messages[-1].stopped = False, True
        self._render_timer.stop()
        self._save()

    def _delta(self, answer: ChatMessage, delta: Delta) -> None:
        if isinstance(delta, TextDelta):
            answer.text += delta.text
        elif isinstance(delta, ReasoningDelta):
            answer.reasoning += delta.text
        else:
            return
        if not self._render_timer.isActive():
            self._render_timer.start()

    def _waiting(self, answer: ChatMessage, place: int) -> None:
        """The answer's place in the engine's line, shown until its turn begins."""
        if answer.waiting != place and not self._closed:
            answer.waiting = place
            if not self._render_timer.isActive():
                self._render_timer.start()

    def _errored(self, answer: ChatMessage, exc: Exception) -> None:
        answer.error = error_text(exc)

    def _finished(self, conversation: Conversation, answer: ChatMessage,
                  stopped: bool) -> None:
        answer.streaming = False
        answer.stopped = stopped
        if self._closed or not shiboken6.isValid(self):  # quitting: the store is closed
            return
        # No cycle view → job → callbacks → view is left for Python's collector, which may
        # run on a worker thread and would then delete Qt objects (and their timers) there.
        self.job = None
        self._set_busy(False)
        self._render_timer.stop()
        if conversation is self.conversation:  # else `_stop_and_keep` saved it
            self._render_tail()
            self._save()

    def _set_busy(self, busy: bool) -> None:
        self.model_box.setEnabled(not busy)
        self.profile_box.setEnabled(not busy)
        self._update_buttons()

    def _update_buttons(self) -> None:
        """Each button enabled only where it can do something: Send with text to send,
        Stop while a stream runs, Regenerate with an answer to redo, Edit last with a
        message of the person's to take back (and not while already editing it)."""
        busy = self.busy
        self.send_button.setEnabled(not busy and bool(self.input.toPlainText().strip()))
        self.stop_button.setEnabled(busy)
        self.regenerate_button.setEnabled(not busy and self.conversation.can_regenerate())
        self.edit_button.setEnabled(not busy and not self._editing
                                    and self.conversation.last_index("user") is not None)
        self.regenerate_action.setEnabled(self.regenerate_button.isEnabled())

    # ---- showing -------------------------------------------------------------------------

    def render(self) -> None:
        """The whole transcript again: on opening, regenerate, edit and folding only."""
        self.writer.show(self.conversation.messages, self._expanded)
        bar = self.transcript.verticalScrollBar()
        bar.setValue(bar.maximum())
        self._update_buttons()

    def changeEvent(self, event: QEvent) -> None:
        """A new theme (Settings → Appearance): the transcript's colours are worked out
        from the palette when drawn, so draw it again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and hasattr(self, "writer"):
            self.render()

    def _render_tail(self) -> None:
        """Rewrite the streaming answer; follow it only when the person was at the end."""
        messages = self.conversation.messages
        if not messages:
            return
        bar = self.transcript.verticalScrollBar()
        at_bottom = bar.value() >= bar.maximum() - BOTTOM_SLACK
        was = bar.value()
        last = len(messages) - 1
        self.writer.update_last(messages[-1], last in self._expanded)
        bar.setValue(bar.maximum() if at_bottom else was)

    def _link(self, url: QUrl) -> None:
        target = url.toString()
        if target.startswith(REASONING_LINK):
            index = int(target[len(REASONING_LINK):])
            self._expanded ^= {index}
            self.render()
        elif target.startswith(COPY_CODE_LINK):
            QGuiApplication.clipboard().setText(
                self.writer.code(int(target[len(COPY_CODE_LINK):])))
        elif target.startswith(NOTE_LINK):
            index, line = (int(n) for n in target[len(NOTE_LINK):].split(":"))
            self.open_status_line(index, line)
        elif target == RETRY_LINK:
            self.regenerate()

    def open_status_line(self, index: int, line: int) -> None:
        """Ask for the note that status line `line` of message `index` names."""
        title = named_title(split_status(self.conversation.messages[index].text)[1][line])
        if title is not None:
            self.note_requested.emit(title)

    def _context_menu(self, pos: QPoint) -> None:
        """`popup()`, never `exec()`: a menu's own event loop would re-enter the app's."""
        menu = self.context_menu(pos)
        menu.setParent(self.transcript, menu.windowFlags())  # Qt owns it: kept while open
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.popup(self.transcript.viewport().mapToGlobal(pos))

    def context_menu(self, pos: QPoint) -> QMenu:
        """Qt's own entries, then Copy code block (inside a fence) and Copy message."""
        menu = self.transcript.createStandardContextMenu(pos)
        position = self.transcript.cursorForPosition(pos).position()
        index = self.writer.message_at(position)
        code = self.writer.code_at(position)
        if index is not None or code is not None:
            menu.addSeparator()
        if code is not None:
            menu.addAction("Copy code block", lambda: QGuiApplication.clipboard().setText(code))
        if index is not None:
            menu.addAction("Copy message", lambda: self.copy_message(index))
        return menu

    def copy_message(self, index: int) -> None:
        """The message as it was written (Markdown kept), without Tandem's status lines."""
        msg = self.conversation.messages[index]
        text = split_status(msg.text)[0] if msg.role == "assistant" else msg.text
        QGuiApplication.clipboard().setText(text)

    def transcript_text(self) -> str:
        return self.transcript.toPlainText()

    def shutdown(self) -> None:
        """Stop the stream; what it still delivers while the app quits is not saved."""
        self._closed = True
        self.stop()
        self._render_timer.stop()
        self._models_timer.stop()
        if self._models_task is not None:
            self._models_task.cancel()
