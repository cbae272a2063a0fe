"""Edit and resend in the window, on the packaged SmolLM2 with memory on: the notes that
went into the dropped turn are sent again, as for any client whose history departs, and
the engine's prefix cache still serves what the edit kept."""

from __future__ import annotations

from notes_seed import seed
from test_chat_answers import ask
from test_chat_view import make_view

NODE_NOTE = "npm run build fails on node 18."
"""The body of the seeded note that questions about node and the build match."""


async def test_after_an_edit_the_dropped_notes_are_sent_again_and_the_prefix_is_cached(
        qtbot, watched_llama_chat, notes):
    chat, engine = watched_llama_chat
    seed(notes)
    view = make_view(qtbot, chat, max_tokens=8)
    await view.load_models()
    assert view.profile_box.currentText() == "chat"
    await ask(view, "Hello there.")
    await ask(view, "Which node version does the build need?")
    dropped = engine.requests[-1].messages[-1]["content"]
    assert NODE_NOTE in dropped  # the matching note went into the turn the edit drops

    view.edit_last()
    await ask(view, "Which node version should the build use?")
    resent = engine.requests[-1].messages
    assert "build use?" in resent[-1]["content"] and NODE_NOTE in resent[-1]["content"]
    assert [m.text for m in view.conversation.messages if m.role == "user"] == [
        "Hello there.", "Which node version should the build use?"]

    kept = engine.template.render(resent[:2], add_generation_prompt=False)
    first_prompt, _, resent_prompt = engine.prompts
    assert resent_prompt.startswith(kept) and kept.startswith(first_prompt)
    assert engine.usages[-1].cached_tokens >= len(engine.prompt_tokens(kept))

    await ask(view, "Thanks. And npm?")
    assert engine.usages[-1].cached_tokens >= engine.usages[-2].prompt_tokens
    assert engine.prompts[-1].startswith(resent_prompt)
