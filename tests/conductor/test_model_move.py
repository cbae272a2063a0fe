"""A conversation that moves to another model has its next prompt built afresh for that
model (its card or none), while its session's notes stay where they were recorded."""

from __future__ import annotations

from pathlib import Path

from memory_relay import start_memory_relay
from test_memory_e2e import play_answer

FIRST = [{"role": "system", "content": "Be brief."},
         {"role": "user", "content": "which node version does the build need?"}]


async def ask(relay, model: str, messages: list[dict]) -> str:
    client = relay.client(**{"X-Tandem-Session": "moving-chat"})
    answer = await client.chat.completions.create(model=model, messages=messages)
    return answer.choices[0].message.content or ""


async def test_moving_to_a_model_without_inline_blocks_drops_the_card(tmp_path: Path, upstream):
    home = tmp_path / "home"
    home.mkdir()
    (home / "config.toml").write_text('[models."up/m2"]\ninline_blocks = "off"\n')
    relay = await start_memory_relay(home, upstream)
    try:
        card = relay.notes.memory_card().strip()
        play_answer(relay, "Node 20.")
        shown = await ask(relay, "up/m1", FIRST)
        assert card in relay.sent()[0]["content"]  # m1 writes blocks: it gets the card
        second = [*FIRST, {"role": "assistant", "content": shown},
                  {"role": "user", "content": "and npm?"}]
        play_answer(relay, "npm 10.")
        await ask(relay, "up/m2", second)
        assert all(card not in str(m["content"]) for m in relay.sent())
        assert relay.sent()[-1]["content"].startswith("and npm?")
        # back on m1, its own thread's prefix (with the card) is what its prompt begins with
        third = [*second, {"role": "assistant", "content": "npm 10."},
                 {"role": "user", "content": "thanks"}]
        play_answer(relay, "You're welcome.")
        await ask(relay, "up/m1", third)
        assert card in relay.sent()[0]["content"]
    finally:
        await relay.server.stop()
        relay.notes.close()
