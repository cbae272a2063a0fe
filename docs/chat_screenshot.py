"""Draw the Chat tab (the conversation list beside a Markdown answer) into a PNG for the
README: saved conversations in a real ConversationStore, shown in a real ChatView over a
server app that is never started, grabbed from the widget.

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. python docs/chat_screenshot.py OUT.png
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from screenshot_kit import run, shoot

from app.config import load_config
from app.engine.core import Tandem
from app.engine.local_chat import LocalChat
from app.memory.service import NotesService
from app.ui.chat.conversation import ChatMessage
from app.ui.chat.store import ConversationStore
from app.ui.chat.view import ChatView

MODEL = "smollm2-135m-instruct"
OLDER = ["Why does the build fail on node 18?", "Pin dependencies with uv",
         "Rename the staging database", "What is a memory note?"]
QUESTION = "How do I read a TOML file in Python?"
ANSWER = """Use the standard library's **tomllib** (Python 3.11 and later):

```python
import tomllib

with open("config.toml", "rb") as fh:
    config = tomllib.load(fh)
    print(config["port"])
```

- open the file in *binary* mode;
- `tomllib` only reads; write TOML with `tomli-w`.

› remembered: the project reads its settings from config.toml"""


async def draw(out: Path) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp)
        notes = NotesService(home)
        config = load_config(home)
        core = Tandem([], config=config, notes=notes)
        store = ConversationStore(config.state_dir)
        for title in OLDER:
            conv = store.create(MODEL, "chat")
            conv.messages = [ChatMessage("user", title), ChatMessage("assistant", "…",
                                                                     model=MODEL)]
            conv.title, conv.titled = title, True
            store.save(conv)
        view = ChatView(LocalChat(core), store)
        view.model_box.addItem(MODEL)
        view.new_chat()
        view.conversation.ask(QUESTION, MODEL)
        view.conversation.messages[-1].text = ANSWER
        view.conversation.messages[-1].streaming = False
        view.store.save(view.conversation)
        view._refresh_list()
        view.render()
        view.resize(1100, 640)
        await shoot(view, out)
        store.close()
        assert core.conductor is not None
        core.conductor.sessions.close()
        notes.close()


if __name__ == "__main__":
    sys.exit(run(draw, "docs/chat-conversations.png"))
