"""The transcript's links: Copy code under each fence, and Retry under a failed answer."""

from __future__ import annotations

from chat_links import click_link, links, point_at
from PySide6.QtGui import QGuiApplication
from test_chat_answers import ask
from test_chat_view import make_view
from upstream import Script, stream_of
from waiting import until

from app.ui.chat.answer_errors import BY_CODE
from app.ui.chat.render import COPY_CODE_LINK, RETRY_LINK

SECOND = (
    "class Cache:\n"
    "    def get(self, key):\n"
    "        if key in self.items:\n"
    "            return self.items[key]\n"
    "\n"
    "        return None  "
)
TWO_BLOCKS = (
    "Start here:\n\n```python\ndef first():\n    return 1\n```\n\n"
    f"Then the cache:\n\n```python\n{SECOND}\n```\n\nThat is all.\n"
)


def _actions(menu) -> dict[str, object]:  # type: ignore[no-untyped-def]
    return {a.text(): a for a in menu.actions() if a.text()}


async def test_copy_code_puts_exactly_that_block_on_the_clipboard(qtbot, relay_chat, upstream):
    view = make_view(qtbot, relay_chat, max_tokens=200)
    await view.load_models()
    upstream.play(Script([stream_of(TWO_BLOCKS)]))
    await ask(view, "show me")
    assert [h for h in links(view) if h.startswith(COPY_CODE_LINK)] == [
        f"{COPY_CODE_LINK}0", f"{COPY_CODE_LINK}1"]
    QGuiApplication.clipboard().setText("before")
    click_link(qtbot, view, f"{COPY_CODE_LINK}1")
    assert QGuiApplication.clipboard().text() == SECOND
    click_link(qtbot, view, f"{COPY_CODE_LINK}0")
    assert QGuiApplication.clipboard().text() == "def first():\n    return 1"


async def test_right_click_inside_a_block_offers_copy_code_block(qtbot, relay_chat, upstream):
    view = make_view(qtbot, relay_chat, max_tokens=200)
    await view.load_models()
    upstream.play(Script([stream_of(TWO_BLOCKS)]))
    await ask(view, "show me")
    inside = view.transcript_text().index("if key in self.items")
    actions = _actions(view.context_menu(point_at(view, inside + 3)))
    assert {"Copy code block", "Copy message"} <= set(actions)
    actions["Copy code block"].trigger()
    assert QGuiApplication.clipboard().text() == SECOND
    prose = view.transcript_text().index("Then the cache")
    assert "Copy code block" not in _actions(view.context_menu(point_at(view, prose + 2)))


async def test_a_tab_and_two_adjacent_fences_are_copied_as_written(qtbot, relay_chat, upstream):
    view = make_view(qtbot, relay_chat, max_tokens=200)
    await view.load_models()
    upstream.play(Script([stream_of("```make\nall:\n\tcc main.c\n```\n```sh\nmake all\n```\n")]))
    await ask(view, "build it")
    click_link(qtbot, view, f"{COPY_CODE_LINK}0")
    assert QGuiApplication.clipboard().text() == "all:\n\tcc main.c"
    click_link(qtbot, view, f"{COPY_CODE_LINK}1")
    assert QGuiApplication.clipboard().text() == "make all"


async def test_a_failed_answer_says_what_to_do_and_retry_runs_the_turn_again(
        qtbot, relay_chat, upstream):
    view = make_view(qtbot, relay_chat, max_tokens=16)
    await view.load_models()
    upstream.play(
        Script([b'{"error": {"message": "overloaded"}}'], status=500,
               content_type="application/json"),
        Script([stream_of("second time lucky")]))
    await ask(view, "are you there?")
    failed = view.conversation.messages[-1]
    assert failed.error == BY_CODE["upstream_error"]
    assert failed.error in view.transcript_text() and "Retry" in view.transcript_text()
    assert "backend up" not in view.transcript_text()  # the engine's own name stays out
    click_link(qtbot, view, RETRY_LINK)
    assert view.busy
    await until(lambda: not view.busy)
    assert [(m.role, m.text, m.error) for m in view.conversation.messages] == [
        ("user", "are you there?", ""), ("assistant", "second time lucky", "")]
    asked = [r.body["messages"][-1]["content"] for r in upstream.received]
    assert len(asked) == 2 and all("are you there?" in a for a in asked)
    assert RETRY_LINK not in links(view)


async def test_only_the_last_answer_offers_retry(qtbot, relay_chat, upstream):
    view = make_view(qtbot, relay_chat, max_tokens=16)
    await view.load_models()
    upstream.play(Script([b"{}"], status=502, content_type="application/json"),
                  Script([stream_of("fine now")]))
    await ask(view, "one")
    assert RETRY_LINK in links(view)
    await ask(view, "two")
    assert RETRY_LINK not in links(view)
    assert view.conversation.messages[1].error  # the failed answer still says so
