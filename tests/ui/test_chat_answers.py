"""Answers in the chat: Markdown, in-place streaming, regenerate, edit, copy, keys, colours."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication
from samples import ANSWER, BLOCK, STATUS
from test_chat_view import make_view
from text_colours import PALETTES, blocks, foregrounds, palette_of
from upstream import Script, chunk_event, stream_of
from waiting import until

from app.ui.chat.conversation import ChatMessage
from app.ui.theme import MIN_CONTRAST, contrast

MARKDOWN = "# Plan\n\n- one\n- **two**\n\n```python\ndef f():\n    return 1\n```\n"


def slow_stream(words: int, pause: float = 0.02) -> Script:
    """An answer of `words` words, one chunk each, with a pause between: a long stream."""
    chunks: list[bytes | float] = [chunk_event({"role": "assistant"})]
    for i in range(words):
        chunks += [chunk_event({"content": f"word{i} "}), pause]
    return Script([*chunks, chunk_event({}, "stop"), b"data: [DONE]\n\n"])


async def ask(view, text: str) -> None:  # type: ignore[no-untyped-def]
    view.input.setPlainText(text)
    view.send()
    await until(lambda: not view.busy)


async def test_answers_render_markdown_and_code_keeps_its_indentation(qtbot, relay_chat,
                                                                      upstream):
    view = make_view(qtbot, relay_chat, max_tokens=64)
    await view.load_models()
    upstream.play(Script([stream_of(MARKDOWN)]))
    await ask(view, "plan?")
    text = view.transcript_text()
    assert "def f():\n    return 1" in text
    assert "```" not in text and "# Plan" not in text and "**" not in text
    doc = view.transcript.document()
    headings = [b.text() for b in blocks(doc) if b.blockFormat().headingLevel() == 1]
    assert headings == ["Plan"]


async def test_each_answer_names_the_model_that_wrote_it(qtbot, relay_chat, upstream):
    view = make_view(qtbot, relay_chat, max_tokens=8)
    await view.load_models()
    await ask(view, "hi")
    view.model_box.setCurrentText("up/m2")
    await ask(view, "again")
    lines = view.transcript_text().split("\n")
    assert [ln for ln in lines if ln.startswith("up/")] == ["up/m1", "up/m2"]
    assert [m.model for m in view.conversation.messages if m.role == "assistant"] == [
        "up/m1", "up/m2"]


async def test_scrolling_up_during_a_stream_is_not_yanked_back(qtbot, relay_chat, upstream):
    view = make_view(qtbot, relay_chat, max_tokens=400)
    await view.load_models()
    for i in range(30):
        view.conversation.messages += [ChatMessage("user", f"question {i}"),
                                       ChatMessage("assistant", f"answer {i}", model="up/m1")]
    view.render()
    upstream.play(slow_stream(80))
    view.input.setPlainText("a long one")
    view.send()
    await until(lambda: "word3" in view.conversation.messages[-1].text)
    bar = view.transcript.verticalScrollBar()
    assert bar.value() == bar.maximum() > 0  # at the end, the view follows the stream
    bar.setValue(0)
    cursor = view.transcript.textCursor()
    cursor.setPosition(0)
    cursor.setPosition(8, cursor.MoveMode.KeepAnchor)
    view.transcript.setTextCursor(cursor)
    selected = view.transcript.textCursor().selectedText()
    grown = len(view.conversation.messages[-1].text)
    await until(lambda: len(view.conversation.messages[-1].text) > grown + 40)
    await until(lambda: "word60" in view.transcript_text())
    assert bar.value() == 0
    assert view.transcript.textCursor().selectedText() == selected and selected.startswith("You")
    await until(lambda: not view.busy)
    assert bar.value() == 0


async def test_regenerate_sends_the_question_again_without_the_old_answer(qtbot, relay_chat,
                                                                          upstream):
    view = make_view(qtbot, relay_chat, max_tokens=16)
    await view.load_models()
    upstream.play(Script([stream_of("first try")]), Script([stream_of("second try")]))
    await ask(view, "name a colour")
    view.regenerate_action.trigger()
    await until(lambda: not view.busy)
    sent = upstream.received[-1].body["messages"]
    users = [m["content"] for m in sent if m["role"] == "user"]
    assert len(users) == 1 and "name a colour" in users[0]
    assert all("first try" not in (m.get("content") or "") for m in sent)
    assert [(m.role, m.text) for m in view.conversation.messages] == [
        ("user", "name a colour"), ("assistant", "second try")]
    assert "first try" not in view.transcript_text()


async def test_edit_and_resend_replaces_the_last_question(qtbot, relay_chat, upstream):
    view = make_view(qtbot, relay_chat, max_tokens=16)
    await view.load_models()
    upstream.play(Script([stream_of("a1")]), Script([stream_of("a2")]),
                  Script([stream_of("a2 again")]))
    await ask(view, "q1")
    await ask(view, "q2")
    view.edit_button.click()
    assert view.input.toPlainText() == "q2" and view.editing_label.isVisibleTo(view)
    await ask(view, "q2, said better")
    sent = upstream.received[-1].body["messages"]
    users = [m["content"] for m in sent if m["role"] == "user"]
    answers = [m["content"] for m in sent if m["role"] == "assistant"]
    assert len(users) == 2 and "q2, said better" in users[1] and "q2\n" not in users[1]
    assert answers == ["a1"]
    assert [m.text for m in view.conversation.messages] == ["q1", "a1", "q2, said better",
                                                            "a2 again"]
    assert not view.editing_label.isVisibleTo(view)


async def test_copy_a_message_without_the_status_line(qtbot, relay_chat, upstream):
    view = make_view(qtbot, relay_chat, max_tokens=64)
    await view.load_models()
    upstream.play(Script([stream_of(ANSWER + BLOCK)]))
    await ask(view, "which node?")
    assert view.conversation.messages[-1].text.rstrip().endswith(STATUS)
    position = view.transcript_text().index("Use node 20")
    assert view.writer.message_at(position) == 1
    view.copy_message(1)
    assert QGuiApplication.clipboard().text() == ANSWER.rstrip("\n")


async def test_enter_sends_shift_enter_breaks_the_line_and_esc_stops(qtbot, relay_chat,
                                                                     upstream):
    view = make_view(qtbot, relay_chat, max_tokens=400)
    await view.load_models()
    view.activateWindow()
    view.input.setFocus()
    qtbot.keyClicks(view.input, "line one")
    qtbot.keyClick(view.input, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClicks(view.input, "line two")
    assert view.input.toPlainText() == "line one\nline two"
    upstream.play(slow_stream(200))
    qtbot.keyClick(view.input, Qt.Key.Key_Return)
    assert view.busy and view.input.toPlainText() == ""
    await until(lambda: "word2" in view.conversation.messages[-1].text)
    qtbot.keyClick(view.input, Qt.Key.Key_Escape)
    await until(lambda: not view.busy)
    assert view.conversation.messages[-1].stopped
    assert view.conversation.messages[0].text == "line one\nline two"


async def test_ctrl_n_ctrl_f_and_ctrl_r(qtbot, relay_chat, upstream):
    view = make_view(qtbot, relay_chat, max_tokens=16)
    await view.load_models()
    view.activateWindow()
    upstream.play(Script([stream_of("one")]), Script([stream_of("two")]))
    await ask(view, "q")
    view.input.setFocus()
    qtbot.keyClick(view.input, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    await until(lambda: not view.busy and view.conversation.messages[-1].text == "two")
    qtbot.keyClick(view.input, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert view.conversation.messages == [] and len(view.conversations.titles()) == 2
    qtbot.keyClick(view.input, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert view.conversations.search.hasFocus()


async def test_a_dark_palette_keeps_every_colour_readable(qtbot, relay_chat):
    view = make_view(qtbot, relay_chat, max_tokens=8)
    for base, text, placeholder in PALETTES:
        view.transcript.setPalette(palette_of(base, text, placeholder))
        view.conversation.messages = [
            ChatMessage("user", "q"),
            ChatMessage("assistant", "an `inline` answer\n\n" + STATUS, reasoning="hmm",
                        error="The backend did not answer; try again.", stopped=True)]
        view.render()
        colours = foregrounds(view.transcript.document())
        assert len(colours) >= 3  # status, reasoning link, stopped, error
        for colour in colours:
            assert contrast(colour, QColor(base)) >= MIN_CONTRAST, (base, colour.name())


async def streaming_long_answer(qtbot, relay_chat, upstream, words: int = 120,  # type: ignore[no-untyped-def]
                                seen: str = "word5 "):
    """A chat view whose answer is still streaming (`words` slow words, `seen` already in)."""
    view = make_view(qtbot, relay_chat, max_tokens=400)
    await view.load_models()
    upstream.play(slow_stream(words))
    view.input.setPlainText("a long one")
    view.send()
    await until(lambda: seen in view.transcript_text())
    return view


def _select(view, start: int, end: int) -> str:  # type: ignore[no-untyped-def]
    cursor = view.transcript.textCursor()
    cursor.setPosition(start)
    cursor.setPosition(end, cursor.MoveMode.KeepAnchor)
    view.transcript.setTextCursor(cursor)
    return view.transcript.textCursor().selectedText()


async def test_a_selection_inside_the_streaming_answer_survives_its_rewrites(
        qtbot, relay_chat, upstream):
    view = await streaming_long_answer(qtbot, relay_chat, upstream)
    start = view.transcript_text().index("word1 ")
    selected = _select(view, start, start + len("word1 word2"))
    assert selected == "word1 word2"
    await until(lambda: "word40 " in view.transcript_text())
    assert view.busy
    assert view.transcript.textCursor().selectedText() == selected
    await until(lambda: not view.busy)
    assert view.transcript.textCursor().selectedText() == selected


async def test_a_selection_from_above_into_the_streaming_answer_survives(
        qtbot, relay_chat, upstream):
    view = await streaming_long_answer(qtbot, relay_chat, upstream)
    text = view.transcript_text()
    selected = _select(view, text.index("long one"), text.index("word3") + len("word3"))
    assert selected.startswith("long one") and selected.endswith("word3")
    await until(lambda: "word40 " in view.transcript_text())
    assert view.transcript.textCursor().selectedText() == selected


async def test_lists_number_from_one_and_go_on_after_a_fence(qtbot, relay_chat):
    view = make_view(qtbot, relay_chat, max_tokens=8)
    view.conversation.messages = [
        ChatMessage("user", "steps?"),
        ChatMessage("assistant", "1. Install:\n   ```sh\n   pip install x\n   ```\n"
                    "2. Run it\n3. Done\n", model="up/m1")]
    view.render()
    numbered = [(b.text(), b.textList().itemText(b)) for b in blocks(view.transcript.document())
                if b.textList() is not None]
    assert numbered == [("Install:", "1."), ("Run it", "2."), ("Done", "3.")]
