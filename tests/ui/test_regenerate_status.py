"""A regenerated answer shows the status lines of what its own turn kept (issue 19).

Against the packaged SmolLM2, which writes no blocks itself: what the person asks to keep
is written by the keep turn, and a regenerated answer answers the same user turn again,
so its keep turn runs again and its answer ends with its own `› …` line."""

from __future__ import annotations

from test_chat_view import make_view
from waiting import until

from app.engine.streams.status_lines import named_title
from app.ui.chat.render import split_status

ASK = "Please remember that my build needs node 20."


def status_lines(text: str) -> list[str]:
    return split_status(text)[1]


async def test_a_regenerated_answer_shows_what_its_own_turn_kept(qtbot, watched_llama_chat,
                                                                 notes):
    chat, _ = watched_llama_chat
    view = make_view(qtbot, chat, max_tokens=8)
    await view.load_models()
    view.input.setPlainText(ASK)
    view.send()
    await until(lambda: not view.busy, timeout=120)
    first = status_lines(view.conversation.messages[-1].text)
    assert [named_title(line) for line in first] == ["My build needs node 20"]
    assert first[0].startswith("› remembered")
    view.regenerate_button.click()
    await until(lambda: not view.busy, timeout=120)
    again = view.conversation.messages[-1]
    lines = status_lines(again.text)
    assert [named_title(line) for line in lines] == ["My build needs node 20"], again.text
    assert lines[0].split(":")[0] in ("› remembered", "› updated")
    assert len(notes.list_notes("local")) == 1  # kept again, not twice
    assert lines[0] in view.transcript_text()
