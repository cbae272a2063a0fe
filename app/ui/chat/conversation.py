"""One conversation, without Qt: what was said, and what to send next.

The assistant's text is kept exactly as it streamed, status lines included, and sent
back that way: the conductor strips its own `› remembered: …` lines from the history and
restores the held-back blocks, as it does for any client (DESIGN: the status line).
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class ChatMessage:
    role: str
    text: str = ""
    reasoning: str = ""
    error: str = ""
    streaming: bool = False
    stopped: bool = False


def new_session_id() -> str:
    return "ui-" + secrets.token_hex(8)


@dataclass(slots=True)
class Conversation:
    session_id: str = field(default_factory=new_session_id)
    messages: list[ChatMessage] = field(default_factory=list)

    def ask(self, text: str) -> ChatMessage:
        """Add the user's message and an empty assistant answer; return the answer."""
        self.messages.append(ChatMessage("user", text))
        answer = ChatMessage("assistant", streaming=True)
        self.messages.append(answer)
        return answer

    def request_messages(self) -> list[dict[str, Any]]:
        """The history to send: finished messages with text, without the pending answer."""
        return [
            {"role": m.role, "content": m.text}
            for m in self.messages
            if m.text and not m.streaming
        ]

    def reset(self) -> None:
        self.session_id = new_session_id()
        self.messages.clear()
