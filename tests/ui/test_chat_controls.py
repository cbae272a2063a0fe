"""The chat's smaller things (issue 19): Esc and Cancel leave Edit last, the buttons are
enabled only where they can do something, and the window's chat takes the profile's
max_tokens through the server's own code."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from test_chat_answers import ask, slow_stream
from test_chat_view import make_view
from upstream import Script, stream_of
from waiting import until

from app.config import load_config
from app.engine.engines.proxy import ProxyEngine
from app.ui.chat.store import ConversationStore
from app.ui.chat.view import ChatView


async def editing_view(qtbot, relay_chat, upstream):  # type: ignore[no-untyped-def]
    view = make_view(qtbot, relay_chat, max_tokens=16)
    await view.load_models()
    upstream.play(Script([stream_of("a1")]))
    await ask(view, "q1")
    view.input.setPlainText("a draft I was typing")
    view.edit_button.click()
    assert view.input.toPlainText() == "q1" and view.editing_label.isVisibleTo(view)
    return view


async def test_cancel_leaves_edit_last_and_gives_the_draft_back(qtbot, relay_chat, upstream):
    view = await editing_view(qtbot, relay_chat, upstream)
    assert view.cancel_edit_button.isVisibleTo(view)
    view.cancel_edit_button.click()
    assert not view.editing_label.isVisibleTo(view)
    assert view.input.toPlainText() == "a draft I was typing"
    upstream.play(Script([stream_of("a2")]))
    await ask(view, "q2")  # a new question, not a replacement
    assert [m.text for m in view.conversation.messages] == ["q1", "a1", "q2", "a2"]


async def test_esc_leaves_edit_last(qtbot, relay_chat, upstream):
    view = await editing_view(qtbot, relay_chat, upstream)
    view.activateWindow()
    view.input.setFocus()
    qtbot.keyClick(view.input, Qt.Key.Key_Escape)
    assert not view.editing_label.isVisibleTo(view)
    assert view.input.toPlainText() == "a draft I was typing"
    assert view.edit_button.isEnabled()


async def test_esc_while_streaming_still_stops(qtbot, relay_chat, upstream):
    view = make_view(qtbot, relay_chat, max_tokens=400)
    await view.load_models()
    upstream.play(slow_stream(200))
    view.input.setPlainText("long")
    view.send()
    await until(lambda: "word2" in view.conversation.messages[-1].text)
    view.input.setFocus()
    qtbot.keyClick(view.input, Qt.Key.Key_Escape)
    await until(lambda: not view.busy)
    assert view.conversation.messages[-1].stopped


async def test_buttons_are_disabled_where_they_can_do_nothing(qtbot, relay_chat, upstream):
    view = make_view(qtbot, relay_chat, max_tokens=400)
    await view.load_models()
    assert view.conversation.messages == []
    assert not view.edit_button.isEnabled() and not view.regenerate_button.isEnabled()
    assert not view.regenerate_action.isEnabled()
    assert not view.send_button.isEnabled() and not view.stop_button.isEnabled()
    view.input.setPlainText("   ")
    assert not view.send_button.isEnabled()
    view.input.setPlainText("hello")
    assert view.send_button.isEnabled()
    upstream.play(slow_stream(60))
    view.send()
    assert view.stop_button.isEnabled()
    assert not (view.send_button.isEnabled() or view.edit_button.isEnabled()
                or view.regenerate_button.isEnabled())
    await until(lambda: not view.busy)
    assert view.edit_button.isEnabled() and view.regenerate_button.isEnabled()
    view.edit_button.click()
    assert not view.edit_button.isEnabled()  # already editing it
    view.new_chat()
    assert not view.edit_button.isEnabled() and not view.regenerate_button.isEnabled()


async def test_the_window_chat_takes_the_profiles_max_tokens(qtbot, home: Path, notes,
                                                             upstream):
    from conftest import local_chat

    (home / "config.toml").write_text(
        '[profiles.chat]\nmemory = "off"\nmax_tokens = 77\n'
        '[profiles.short]\nmax_tokens = 5\n')
    engine = ProxyEngine("up", upstream.base_url, timeout=5.0)
    chat = local_chat([engine], load_config(home), notes)
    try:
        view = ChatView(chat, ConversationStore(chat.core.config.state_dir))
        qtbot.addWidget(view)
        view.show()
        await view.load_models()
        view.profile_box.setCurrentText("chat")
        await ask(view, "hi")
        view.profile_box.setCurrentText("short")
        await ask(view, "again")
    finally:
        await engine.close()
        assert chat.core.conductor is not None
        chat.core.conductor.sessions.close()
    assert [r.body.get("max_tokens") for r in upstream.received] == [77, 5]
