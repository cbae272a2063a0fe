"""Runs `tandem gui ARGS` for real, and does what the lines of a command file say.

A child process of the quit scenes (tests/quit_scenes.py): the window runs exactly as
`tandem` runs it, on the Qt loop, and a coroutine on that loop reads new lines from the
command file every few milliseconds:

- `chat`: send one message from the window's chat, once a model is listed;
- `trouble`: one task that fails with an error, and one that swallows its cancellation;
- `ctrl-q`: press Ctrl+Q on the window;
- `tray`: trigger the Quit action, the one the tray's menu holds;
- `ctrl-q-when-loading`: press Ctrl+Q once the window says it loads the model.

Before it quits it prints `quitting` on stdout, so the scene can time the exit from then.

    python tests/quit_window_driver.py COMMANDS -- gui --engine none --backend up=URL
"""

from __future__ import annotations

import asyncio
import contextlib
import sys
from pathlib import Path

# This checkout's app, whatever the working directory.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app.cli import main as tandem_main
from app.ui.window import MainWindow

POLL_S = 0.02


def _window() -> MainWindow | None:
    return next((w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)), None)


async def _until(condition, timeout: float = 120.0) -> None:  # type: ignore[no-untyped-def]
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not condition():
        if loop.time() > deadline:
            raise TimeoutError("the window never got there")
        await asyncio.sleep(POLL_S)


async def _fail() -> None:
    raise RuntimeError("a task that failed (the quit must not care)")


async def _stubborn() -> None:
    """Swallows every cancellation: the kind of task that held the exit for ever."""
    while True:
        with contextlib.suppress(asyncio.CancelledError):
            await asyncio.sleep(3600)


def _quitting() -> None:
    print("quitting", flush=True)


async def _chat(win: MainWindow) -> None:
    await _until(lambda: hasattr(win, "chat"))
    chat = win.chat
    await _until(lambda: chat.model_box.count() > 0 and chat.send_button.isEnabled())
    chat.input.setPlainText("Are you there?")
    chat.send_button.click()


async def _ctrl_q(win: MainWindow) -> None:
    """The key press as the person makes it: to the active window, through Qt's shortcuts."""
    win.activateWindow()
    await _until(lambda: QApplication.activeWindow() is win, timeout=10)
    _quitting()
    QTest.keyClick(win, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)


async def _run(command: str, win: MainWindow, kept: list[asyncio.Task[None]]) -> None:
    if command == "chat":
        await _chat(win)
    elif command == "trouble":
        kept += [asyncio.ensure_future(_fail()), asyncio.ensure_future(_stubborn())]
    elif command == "ctrl-q":
        await _ctrl_q(win)
    elif command == "tray":
        _quitting()
        win.quit_action.trigger()
    elif command == "ctrl-q-when-loading":
        await _until(lambda: "Loading" in win.startup.status.text())
        await _ctrl_q(win)
    else:
        raise ValueError(f"unknown command {command!r}")


async def drive(commands: Path) -> None:
    await _until(lambda: _window() is not None)
    win = _window()
    assert win is not None
    done = 0
    kept: list[asyncio.Task[None]] = []
    while True:
        lines = commands.read_text().splitlines() if commands.exists() else []
        for command in lines[done:]:
            done += 1
            await _run(command.strip(), win, kept)
        await asyncio.sleep(POLL_S)


def main() -> int:
    commands = Path(sys.argv[1])
    args = sys.argv[sys.argv.index("--") + 1:]
    QApplication(sys.argv[:1])
    # Runs once the Qt loop turns, which `tandem gui` below starts.
    QTimer.singleShot(0, lambda: asyncio.ensure_future(drive(commands)))
    return tandem_main(args)


if __name__ == "__main__":
    sys.exit(main())
