"""The Chat tab: answers stream in, Stop quits the stream, status lines look distinct."""

from __future__ import annotations

import pytest
from samples import ANSWER, BLOCK, STATUS
from upstream import Script, split_every, stream_of
from waiting import until

from app.engine.engines.base import TextDelta
from app.ui.chat.conversation import ChatMessage
from app.ui.chat.render import split_status
from app.ui.chat.store import ConversationStore
from app.ui.chat.view import ChatView


def make_view(qtbot, chat, max_tokens: int) -> ChatView:  # type: ignore[no-untyped-def]
    store = ConversationStore(chat.core.config.state_dir)
    view = ChatView(chat, store, max_tokens=max_tokens)
    qtbot.addWidget(view)
    view.resize(900, 600)
    view.show()
    return view


@pytest.fixture
async def llama_view(qtbot, llama_chat):
    view = make_view(qtbot, llama_chat, max_tokens=12)
    await view.load_models()
    yield view
    view.shutdown()


async def test_an_answer_streams_in_token_by_token(llama_view):
    seen: list[str] = []
    original = llama_view._delta

    def spy(answer: ChatMessage, delta: object) -> None:
        original(answer, delta)  # type: ignore[arg-type]
        if isinstance(delta, TextDelta):
            seen.append(answer.text)

    llama_view._delta = spy  # type: ignore[method-assign]
    llama_view.input.setPlainText("Say hello.")
    llama_view.send_button.click()
    assert llama_view.busy and llama_view.stop_button.isEnabled()
    await until(lambda: not llama_view.busy)
    answer = llama_view.conversation.messages[-1]
    assert len(seen) >= 2 and seen[0] != seen[-1]  # the text grew, delta by delta
    assert answer.text.strip() and not answer.streaming and not answer.stopped
    assert answer.text.strip().split()[0] in llama_view.transcript_text()
    assert not llama_view.stop_button.isEnabled()
    assert not llama_view.send_button.isEnabled()  # nothing typed: nothing to send
    llama_view.input.setPlainText("And again.")
    assert llama_view.send_button.isEnabled()


async def test_stop_quits_the_stream_and_the_engine_is_free_again(llama_view):
    llama_view.max_tokens = 300
    llama_view.input.setPlainText("Write a long story about a cat.")
    llama_view.send()
    await until(lambda: llama_view.conversation.messages[-1].text)
    llama_view.stop_button.click()
    await until(lambda: not llama_view.busy)
    answer = llama_view.conversation.messages[-1]
    assert answer.stopped
    assert "(stopped)" in llama_view.transcript_text()
    llama_view.max_tokens = 4
    llama_view.input.setPlainText("Say hi.")
    llama_view.send()
    await until(lambda: not llama_view.busy)
    assert not llama_view.conversation.messages[-1].stopped


async def test_the_remembered_line_is_shown_as_a_status_line(qtbot, relay_chat, upstream):
    view = make_view(qtbot, relay_chat, max_tokens=64)
    await view.load_models()
    upstream.play(Script(split_every(stream_of(ANSWER + BLOCK), 9)))
    view.input.setPlainText("which node for the build?")
    view.send()
    await until(lambda: not view.busy)
    assert view.transcript_text().rstrip().endswith(STATUS)
    assert "font-style:italic" in view.transcript.toHtml().split("remembered")[0][-300:]
    # The history goes back as the client got it; the conductor strips the status line.
    upstream.play(Script([stream_of("ok")]))
    view.input.setPlainText("thanks")
    view.send()
    await until(lambda: not view.busy)
    sent = upstream.received[-1].body["messages"]
    assert all(STATUS not in (m.get("content") or "") for m in sent)
    view.shutdown()


async def test_new_chat_starts_a_new_session_and_keeps_the_old_one(qtbot, relay_chat, upstream):
    view = make_view(qtbot, relay_chat, max_tokens=8)
    await view.load_models()
    view.input.setPlainText("hello")
    view.send()
    await until(lambda: not view.busy)
    first = view.conversation.session_id
    view.conversations.new_button.click()
    assert view.conversation.session_id != first
    assert view.conversation.messages == []
    assert first not in view.transcript_text()  # internal ids stay out of sight
    assert view.conversations.titles() == ["New chat", "hello"]


def test_status_lines_are_split_from_the_answer():
    assert split_status(ANSWER + STATUS) == (ANSWER.rstrip("\n"), [STATUS])
    assert split_status("plain answer") == ("plain answer", [])


async def test_reasoning_is_folded_until_opened(qtbot, relay_chat):
    view = make_view(qtbot, relay_chat, max_tokens=8)
    view.conversation.messages.append(
        ChatMessage("assistant", text="42", reasoning="let me think about it"))
    view.render()
    folded = view.transcript_text()
    assert "▸ reasoning" in folded and "let me think" not in folded
    view._expanded = {0}
    view.render()
    opened = view.transcript_text()
    assert "▾ reasoning" in opened and "let me think" in opened
