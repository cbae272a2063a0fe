"""Runs `tandem gui` for real, streams one relayed answer into the chat, and quits.

A child process of test_clean_quit.py, so that an abort on the way out is seen as an exit
status (134) and does not kill pytest. The scripted upstream runs on its own loop in a
thread of this process; the window runs on the Qt loop exactly as `tandem` runs it. The
driving coroutine finds the window, sends one message, and triggers the Quit action when
the answer is done (`--quit done`) or while it still streams (`--quit streaming`). The
last line on stdout is a JSON summary for the test.

    python quit_driver.py --chunks 8000 --quit done
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import threading
from pathlib import Path

# This checkout's app (not an editable install's) and tests/, for upstream.py.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from upstream import DONE, Script, ScriptedUpstream, chunk_event
from waiting import until

from app.cli import main as tandem_main
from app.ui.window import MainWindow

STREAMING_CHARS = 200
"""`--quit streaming` quits once this much of the answer has arrived."""

WAIT_S = 120.0
"""Each step's wait: a whole `tandem gui` start on busy cores takes far longer than a
widget test's."""


def long_answer(chunks: int, pause: float) -> Script:
    """`chunks` small content events with a pause between: a long stream."""
    out: list[bytes | float] = [chunk_event({"role": "assistant"})]
    for i in range(chunks):
        out += [chunk_event({"content": f"w{i} "}), pause]
    return Script([*out, chunk_event({}, "stop"), DONE])


class UpstreamThread:
    """The scripted backend on a loop of its own, so the window's loop is all Tandem's."""

    def __init__(self, script: Script) -> None:
        self.upstream = ScriptedUpstream()
        self.upstream.play(script)
        self._ready = threading.Event()
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def start(self) -> str:
        self._thread.start()
        self._ready.wait(timeout=30)
        return self.upstream.base_url

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._loop.run_until_complete(self.upstream.start())
        self._ready.set()
        self._loop.run_forever()
        self._loop.run_until_complete(self.upstream.close())

    def cancelled(self) -> int:
        return self.upstream.cancelled

    def stop(self) -> None:
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=10)


def _window() -> MainWindow | None:
    return next((w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)), None)


async def drive(quit_when: str, summary: dict[str, object]) -> None:
    """The steps; a failure is recorded and ends the loop, so the test says what broke."""
    try:
        await _chat_then_quit(quit_when, summary)
    except Exception as exc:
        summary["error"] = repr(exc)
        QApplication.quit()


async def _chat_then_quit(quit_when: str, summary: dict[str, object]) -> None:
    await until(lambda: _window() is not None, timeout=WAIT_S)
    win = _window()
    assert win is not None
    await until(lambda: hasattr(win, "chat"), timeout=WAIT_S)  # filled once the server listens
    chat = win.chat
    chat.input.setPlainText("Tell me a long story.")  # Send is enabled once there is text
    await until(lambda: chat.model_box.findText("up/m1") >= 0 and chat.send_button.isEnabled(),
                timeout=WAIT_S)
    chat.send_button.click()
    answer = chat.conversation.messages[-1]
    if quit_when == "done":
        await until(lambda: not chat.busy, timeout=WAIT_S)
    else:
        await until(lambda: len(answer.text) >= STREAMING_CHARS, timeout=WAIT_S)
    summary["busy_at_quit"] = chat.busy
    summary["chars_at_quit"] = len(answer.text)
    win.quit_action.trigger()


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--chunks", type=int, default=8000)
    p.add_argument("--pause", type=float, default=0.001)
    p.add_argument("--quit", choices=("done", "streaming"), default="done")
    args = p.parse_args()
    backend = UpstreamThread(long_answer(args.chunks, args.pause))
    url = backend.start()
    summary: dict[str, object] = {"app": str(Path(tandem_main.__code__.co_filename).parent)}
    QApplication(sys.argv[:1])
    # Runs once the Qt loop turns, which `tandem gui` below starts.
    QTimer.singleShot(0, lambda: asyncio.ensure_future(drive(args.quit, summary)))
    status = tandem_main(["gui", "--engine", "none", "--backend", f"up={url}", "--port", "0"])
    summary["status"] = status
    for _ in range(500):  # the relay's dropped connection reaches the upstream's handler
        if backend.cancelled() or args.quit == "done":
            break
        threading.Event().wait(0.01)
    summary["upstream_cancelled"] = backend.cancelled()
    backend.stop()
    print(json.dumps(summary), flush=True)
    return status


if __name__ == "__main__":
    sys.exit(main())
