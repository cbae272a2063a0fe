"""One conversation, without Qt: what was said, under which model and profile.

The assistant's text is kept exactly as it streamed, status lines included, and sent back
that way: the conductor strips its own `› remembered: …` lines from the history and restores
the held-back blocks, as it does for any client (DESIGN: the status line;
docs/ARCHITECTURE.md#a-chat-request). Regenerate and edit only cut the history; the
conductor sees a history that no longer matches its records and re-sends what the dropped
turn had, as for any client.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import Any

NEW_TITLE = "New chat"
TITLE_CHARS = 60


@dataclass(slots=True)
class ChatMessage:
    role: str
    text: str = ""
    reasoning: str = ""
    error: str = ""
    streaming: bool = False
    stopped: bool = False
    model: str = ""
    """The model that wrote an answer; empty for the person's messages."""
    waiting: int = 0
    """While the answer waits for the engine: its place in line (from 1); shown only, as
    "waiting (position N)", never stored and never part of the text sent back."""


def new_session_id() -> str:
    return "ui-" + secrets.token_hex(8)


def title_from(text: str) -> str:
    """The first line of the first message, cut at a word near TITLE_CHARS."""
    line = next((ln.strip() for ln in text.splitlines() if ln.strip()), "")
    if len(line) <= TITLE_CHARS:
        return line or NEW_TITLE
    cut = line[:TITLE_CHARS].rsplit(" ", 1)[0] or line[:TITLE_CHARS]
    return cut.rstrip(" ,.;:") + "…"


@dataclass(slots=True)
class Conversation:
    id: int | None = None
    title: str = NEW_TITLE
    model: str = ""
    profile: str = ""
    session_id: str = field(default_factory=new_session_id)
    messages: list[ChatMessage] = field(default_factory=list)
    titled: bool = False
    """True once the title was set, from the first message or by the person."""

    def ask(self, text: str, model: str) -> ChatMessage:
        """Add the user's message and an empty answer by `model`; return the answer."""
        if not self.titled:
            self.title, self.titled = title_from(text), True
        self.messages.append(ChatMessage("user", text))
        return self.answer(model)

    def answer(self, model: str) -> ChatMessage:
        answer = ChatMessage("assistant", streaming=True, model=model)
        self.messages.append(answer)
        return answer

    def request_messages(self) -> list[dict[str, Any]]:
        """The history to send: finished messages with text, without the pending answer."""
        return [
            {"role": m.role, "content": m.text}
            for m in self.messages
            if m.text and not m.streaming
        ]

    def last_index(self, role: str) -> int | None:
        return next((i for i in range(len(self.messages) - 1, -1, -1)
                     if self.messages[i].role == role), None)

    def can_regenerate(self) -> bool:
        last = self.last_index("assistant")
        return last is not None and last == len(self.messages) - 1

    def drop_last_answer(self) -> None:
        """Regenerate's first half: the last answer goes; the question stays."""
        if self.can_regenerate():
            self.messages.pop()

    def drop_from_last_question(self) -> str:
        """Edit's first half: the last question and what followed go; its text returns."""
        index = self.last_index("user")
        if index is None:
            return ""
        text = self.messages[index].text
        del self.messages[index:]
        return text
