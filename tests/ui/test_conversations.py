"""The conversation list: saved in sqlite under state/, restored after a restart."""

from __future__ import annotations

import stat

import pytest
from answers import answer
from test_chat_answers import slow_stream
from test_chat_view import make_view
from upstream import Script, stream_of
from waiting import until

from app.ui.chat.conversation import title_from
from app.ui.chat.store import FILE_NAME, ConversationStore
from app.ui.dialogs import Dialogs


async def ask(view, text: str) -> None:  # type: ignore[no-untyped-def]
    view.input.setPlainText(text)
    view.send()
    await until(lambda: not view.busy)


async def test_conversations_survive_a_restart(qtbot, relay_chat, upstream):
    view = make_view(qtbot, relay_chat, max_tokens=16)
    await view.load_models()
    view.model_box.setCurrentText("up/m2")
    view.profile_box.setCurrentText("coding")
    upstream.play(Script([stream_of("Use **node 20**.")]))
    await ask(view, "Which node for the build?")
    session = view.conversation.session_id
    view.new_chat()
    upstream.play(Script([stream_of("Blue.")]))
    await ask(view, "Sky colour?")
    view.store.close()
    view.close()

    again = make_view(qtbot, relay_chat, max_tokens=16)
    await again.load_models()
    assert again.conversations.titles() == ["Sky colour?", "Which node for the build?"]
    again.open(again.conversations.ids()[1])
    conv = again.conversation
    assert [(m.role, m.text) for m in conv.messages] == [
        ("user", "Which node for the build?"), ("assistant", "Use **node 20**.")]
    assert conv.session_id == session
    assert (conv.model, conv.profile) == ("up/m2", "coding")
    assert again.model_box.currentText() == "up/m2"
    assert again.profile_box.currentText() == "coding"
    assert "node 20" in again.transcript_text() and "**" not in again.transcript_text()


async def test_a_new_conversation_takes_the_last_model_and_profile(qtbot, relay_chat):
    view = make_view(qtbot, relay_chat, max_tokens=8)
    await view.load_models()
    view.model_box.setCurrentText("up/m2")
    view.profile_box.setCurrentText("plain")
    await ask(view, "hello")
    view.new_chat()
    assert (view.conversation.model, view.conversation.profile) == ("up/m2", "plain")
    view.store.delete(view.conversation.id)
    view.store.delete(view.conversations.ids()[-1])
    view.store.close()
    view.close()
    # After a restart with no chat left, the fresh one still takes the last ones used.
    fresh = make_view(qtbot, relay_chat, max_tokens=8)
    await fresh.load_models()
    assert (fresh.conversation.model, fresh.conversation.profile) == ("up/m2", "plain")
    assert fresh.model_box.currentText() == "up/m2"


async def test_rename_delete_and_search_by_title(qtbot, relay_chat, monkeypatch):
    view = make_view(qtbot, relay_chat, max_tokens=8)
    await view.load_models()
    await ask(view, "first question")
    view.new_chat()
    await ask(view, "second question")
    monkeypatch.setattr(Dialogs, "rename_chat", answer("Build notes"))
    view.conversations.rename_button.click()
    await until(lambda: view.conversations.titles() == ["Build notes", "first question"])
    view.conversations.search.setText("BUILD")
    assert view.conversations.titles() == ["Build notes"]
    view.conversations.search.setText("%")
    assert view.conversations.titles() == []
    view.conversations.search.clear()
    monkeypatch.setattr(Dialogs, "confirm", answer(False))
    await view.delete_current()
    assert len(view.conversations.titles()) == 2
    monkeypatch.setattr(Dialogs, "confirm", answer(True))
    view.conversations.delete_button.click()
    await until(lambda: view.conversations.titles() == ["first question"])
    assert view.conversation.title == "first question"
    # A title the person gave is kept when a later message would have made another.
    assert view.store.load(view.conversation.id).titled


@pytest.mark.parametrize("leave", ["open another", "new chat"])
async def test_leaving_a_chat_mid_stream_keeps_the_partial_answer_marked_stopped(
        qtbot, relay_chat, upstream, leave):
    view = make_view(qtbot, relay_chat, max_tokens=400)
    await view.load_models()
    upstream.play(Script([stream_of("Blue.")]))
    await ask(view, "Sky colour?")
    older = view.conversation.id
    view.new_chat()
    upstream.play(slow_stream(200))
    view.input.setPlainText("Tell me a long story")
    view.send()
    await until(lambda: "word5 " in view.transcript_text())
    streaming = view.conversation.id
    if leave == "new chat":
        view.new_chat()
    else:
        view.open(older)
    await until(lambda: not view.busy)
    assert view.conversation.id not in (None, streaming)
    assert "word" not in view.transcript_text()

    view.open(streaming)
    question, partial = view.conversation.messages
    assert (question.role, question.text) == ("user", "Tell me a long story")
    assert partial.role == "assistant" and partial.stopped
    assert partial.text.startswith("word0 word1 word2 word3 word4 word5 ")
    assert "word199" not in partial.text
    assert "(stopped)" in view.transcript_text()
    saved = view.store.load(streaming)
    assert saved is not None and saved.messages[-1].stopped
    assert saved.messages[-1].text == partial.text


def test_the_store_file_is_private(tmp_path):
    store = ConversationStore(tmp_path / "state")
    store.create("m", "chat")
    store.close()
    mode = stat.S_IMODE((tmp_path / "state" / FILE_NAME).stat().st_mode)
    assert mode == 0o600
    assert stat.S_IMODE((tmp_path / "state").stat().st_mode) == 0o700


@pytest.mark.parametrize(("text", "title"), [
    ("\n  How do I pin deps?\nmore", "How do I pin deps?"),
    ("word " * 30, "word word word word word word word word word word word word…"),
    ("   ", "New chat"),
])
def test_the_title_comes_from_the_first_line(text, title):
    assert title_from(text) == title
