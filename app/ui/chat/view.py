"""The Chat tab: a transcript, an input box, Send (Ctrl+Enter), Stop and New chat.

A thin view over `LocalChat`: it sends the conversation, renders the deltas as they come,
and Stop quits the stream job. The model's memory works exactly as over HTTP because
LocalChat runs the server's own turn.
"""

from __future__ import annotations

import asyncio

from PySide6.QtCore import QTimer, QUrl
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.engine.engines.base import Delta, EngineError, ReasoningDelta, TextDelta
from app.engine.local_chat import LocalChat
from app.ui.chat.conversation import ChatMessage, Conversation
from app.ui.chat.render import REASONING_LINK, render_html
from app.ui.chat.stream_job import StreamJob
from app.ui.theme import MARGIN, MUTED

RENDER_EVERY_MS = 30
"""Re-render at most this often while tokens stream in; each token would be wasteful."""
DEFAULT_MAX_TOKENS = 1024


class ChatView(QWidget):
    def __init__(self, chat: LocalChat, parent: QWidget | None = None,
                 max_tokens: int | None = DEFAULT_MAX_TOKENS) -> None:
        super().__init__(parent)
        self.chat = chat
        self.max_tokens = max_tokens
        self.conversation = Conversation()
        self.job: StreamJob[Delta] | None = None
        self._expanded: set[int] = set()
        self._build()
        self._render_timer = QTimer(self)
        self._render_timer.setSingleShot(True)
        self._render_timer.setInterval(RENDER_EVERY_MS)
        self._render_timer.timeout.connect(self.render)
        self.render()

    def _build(self) -> None:
        self.model_box = QComboBox()
        self.model_box.setMinimumWidth(260)
        self.new_button = QPushButton("New chat")
        self.session_label = QLabel()
        self.session_label.setStyleSheet(f"color:{MUTED};")
        top = QHBoxLayout()
        top.addWidget(QLabel("Model"))
        top.addWidget(self.model_box)
        top.addStretch(1)
        top.addWidget(self.session_label)
        top.addWidget(self.new_button)

        self.transcript = QTextBrowser()
        self.transcript.setOpenLinks(False)
        self.transcript.anchorClicked.connect(self._link)
        self.transcript.document().setDocumentMargin(12)

        self.input = QPlainTextEdit()
        self.input.setPlaceholderText("Message (Ctrl+Enter to send)")
        self.input.setFixedHeight(90)
        self.send_button = QPushButton("Send")
        self.send_button.setDefault(True)
        self.send_button.setToolTip("Ctrl+Enter")
        self.stop_button = QPushButton("Stop")
        self.stop_button.setEnabled(False)
        buttons = QVBoxLayout()
        buttons.addWidget(self.send_button)
        buttons.addWidget(self.stop_button)
        buttons.addStretch(1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.input, 1)
        bottom.addLayout(buttons)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(MARGIN, MARGIN, MARGIN, MARGIN)
        layout.addLayout(top)
        layout.addWidget(self.transcript, 1)
        layout.addLayout(bottom)

        self.send_button.clicked.connect(self.send)
        self.stop_button.clicked.connect(self.stop)
        self.new_button.clicked.connect(self.new_chat)
        for keys in ("Ctrl+Return", "Ctrl+Enter"):
            QShortcut(QKeySequence(keys), self.input, activated=self.send)
        self._show_session()

    # ---- models --------------------------------------------------------------------------

    async def load_models(self) -> None:
        """Fill the model list; local engines come first, so they are the default."""
        names = await self.chat.models()
        self.model_box.clear()
        self.model_box.addItems(names)

    # ---- sending -------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        return self.job is not None and self.job.running

    def send(self) -> asyncio.Task[None] | None:
        text = self.input.toPlainText().strip()
        if not text or self.busy:
            return None
        history = [*self.conversation.request_messages(), {"role": "user", "content": text}]
        answer = self.conversation.ask(text)
        self.input.clear()
        stream = self.chat.stream(
            history, self.conversation.session_id,
            model=self.model_box.currentText() or None, max_tokens=self.max_tokens,
        )
        self.job = StreamJob(
            stream,
            yielded=lambda d: self._delta(answer, d),
            finished=lambda stopped: self._finished(answer, stopped),
            errored=lambda exc: self._errored(answer, exc),
        )
        self._set_busy(True)
        self.render()
        return self.job.start()

    def stop(self) -> None:
        if self.job is not None:
            self.job.quit()

    def new_chat(self) -> None:
        self.stop()
        self.conversation.reset()
        self._expanded.clear()
        self._show_session()
        self.render()

    def _delta(self, answer: ChatMessage, delta: Delta) -> None:
        if isinstance(delta, TextDelta):
            answer.text += delta.text
        elif isinstance(delta, ReasoningDelta):
            answer.reasoning += delta.text
        else:
            return
        if not self._render_timer.isActive():
            self._render_timer.start()

    def _errored(self, answer: ChatMessage, exc: Exception) -> None:
        answer.error = str(exc) if isinstance(exc, EngineError) else (
            f"The answer failed ({type(exc).__name__}).")

    def _finished(self, answer: ChatMessage, stopped: bool) -> None:
        answer.streaming = False
        answer.stopped = stopped
        self._set_busy(False)
        self.render()

    def _set_busy(self, busy: bool) -> None:
        self.send_button.setEnabled(not busy)
        self.stop_button.setEnabled(busy)
        self.model_box.setEnabled(not busy)

    # ---- showing -------------------------------------------------------------------------

    def _show_session(self) -> None:
        self.session_label.setText(f"session {self.conversation.session_id}")

    def render(self) -> None:
        bar = self.transcript.verticalScrollBar()
        at_bottom = bar.value() >= bar.maximum() - 4
        self.transcript.setHtml(render_html(self.conversation.messages, self._expanded))
        if at_bottom or self.busy:
            bar.setValue(bar.maximum())

    def _link(self, url: QUrl) -> None:
        target = url.toString()
        if target.startswith(REASONING_LINK):
            index = int(target[len(REASONING_LINK):])
            self._expanded ^= {index}
            self.render()

    def transcript_text(self) -> str:
        return self.transcript.toPlainText()

    def shutdown(self) -> None:
        self.stop()
        self._render_timer.stop()
