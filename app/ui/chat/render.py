"""The transcript as HTML: status lines grey and italic, reasoning folded away.

Pure functions so the look can be tested and reasoned about without a window. The
transcript is re-rendered whole (at most every few tens of milliseconds while streaming):
simpler and safer than patching rich text in place, and chats are short.
"""

from __future__ import annotations

import html
import re

from app.engine.streams.status_lines import STATUS_WORDS
from app.ui.chat.conversation import ChatMessage
from app.ui.theme import MUTED, STATUS

STATUS_LINE = re.compile(r"^› (?:" + "|".join(STATUS_WORDS.values()) + r"): .*$")
REASONING_LINK = "reasoning:"


def split_status(text: str) -> tuple[str, list[str]]:
    """The answer's text and its trailing status lines (as the conductor appends them)."""
    lines = text.split("\n")
    status: list[str] = []
    while lines and (STATUS_LINE.match(lines[-1]) or (status and not lines[-1].strip())):
        line = lines.pop()
        if line.strip():
            status.insert(0, line)
    return "\n".join(lines).rstrip("\n"), status


INLINE_CODE = re.compile(r"`([^`\n]+)`")


def _paragraphs(text: str) -> str:
    escaped = INLINE_CODE.sub(r'<code style="background:#eef0f3;">\1</code>', html.escape(text))
    return escaped.replace("\n", "<br>")


def render_message(index: int, msg: ChatMessage, expanded: bool) -> str:
    who = "You" if msg.role == "user" else "Tandem"
    colour = "#1f4e79" if msg.role == "user" else "#2d6a4f"
    parts = [f'<p style="margin:14px 0 2px 0;"><b style="color:{colour};">{who}</b></p>']
    if msg.reasoning:
        arrow = "▾" if expanded else "▸"
        parts.append(
            f'<p style="margin:0;"><a href="{REASONING_LINK}{index}" '
            f'style="color:{MUTED}; text-decoration:none;">{arrow} reasoning '
            f'({len(msg.reasoning)} characters)</a></p>')
        if expanded:
            parts.append(f'<p style="color:{MUTED}; font-size:small; margin:2px 0 6px 12px;">'
                         f"{_paragraphs(msg.reasoning)}</p>")
    body, status = split_status(msg.text) if msg.role == "assistant" else (msg.text, [])
    if body:
        parts.append(f'<p style="margin:0;">{_paragraphs(body)}</p>')
    elif msg.streaming and not msg.reasoning:
        parts.append(f'<p style="color:{MUTED}; margin:0;">…</p>')
    for line in status:
        parts.append(f'<p style="color:{STATUS}; font-style:italic; margin:6px 0 0 0;">'
                     f"{html.escape(line)}</p>")
    if msg.stopped:
        parts.append(f'<p style="color:{MUTED}; font-style:italic; margin:4px 0 0 0;">'
                     "(stopped)</p>")
    if msg.error:
        parts.append(f'<p style="color:#b00020; margin:4px 0 0 0;">{html.escape(msg.error)}</p>')
    return "".join(parts)


def render_html(messages: list[ChatMessage], expanded: set[int]) -> str:
    if not messages:
        return (f'<p style="color:{MUTED}; margin-top:40px;" align="center">'
                "Ask something. Notes the model keeps show up in the Notes tab.</p>")
    return "".join(render_message(i, m, i in expanded) for i, m in enumerate(messages))
