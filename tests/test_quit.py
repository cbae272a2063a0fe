"""Quit always ends the process: SIGTERM, Ctrl+Q and the tray's Quit, for `tandem serve`
and the window, with a request in flight to a backend that never answers, after a task
failed and another ignores its cancellation, during a long prefill and during the model
load. Each scene (tests/quit_scenes.py) runs the real process and checks that it has
exited, with status 0, within EXIT_LIMIT_S of the quit; bench/quit_bench.py times them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import quit_scenes as scenes

LOAD_TRIES = 5


def during_the_load(scene: Callable[[Path], scenes.Ended], tmp_path: Path, loaded: str
                    ) -> scenes.Ended:
    """Play `scene` until its quit lands while the model loads (`loaded` never said), each
    try ending with status 0. The packaged model loads in about a tenth of a second, so on
    a busy machine the quit may come after the load: such a try says nothing of this rule
    and is played again."""
    for attempt in range(LOAD_TRIES):
        ended = scene(tmp_path / f"home{attempt}")
        assert ended.status == 0, ended.stderr[-3000:]
        if loaded not in ended.stderr:
            return ended
    pytest.fail(f"the quit came after the model load in all {LOAD_TRIES} tries")


@pytest.fixture(scope="module")
def never_answers() -> Iterator[scenes.NeverAnswers]:
    with scenes.NeverAnswers() as backend:
        yield backend


@pytest.fixture(scope="module")
def proven_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A home where `tandem serve` has run once on the packaged model: its llama.cpp
    probe's verdict lets the scenes go straight to the model load."""
    home = tmp_path_factory.mktemp("proven")
    tandem = scenes.Tandem.start(home, ["serve", "--port", "0"])
    try:
        tandem.url()
        tandem.sigterm()
        assert tandem.ended().status == 0
    finally:
        tandem.kill()
    return home


def test_sigterm_ends_serve_with_a_relayed_request_in_flight(tmp_path, never_answers):
    ended = scenes.serve_relay_in_flight(tmp_path / "home", never_answers)
    assert ended.status == 0, ended.stderr[-3000:]
    assert "shutting down" in ended.stderr


@pytest.mark.parametrize("how", ["sigterm", "ctrl-q", "tray"])
def test_the_window_quits_while_its_chat_waits_on_a_backend_that_never_answers(
        tmp_path, never_answers, how):
    ended = scenes.window_chat_waiting(tmp_path / "home", never_answers, how)
    assert ended.status == 0, ended.stderr[-3000:]
    assert "shutting down" in ended.stderr


def test_ctrl_q_quits_after_a_task_failed_and_one_ignores_its_cancellation(
        tmp_path, never_answers):
    ended = scenes.window_chat_waiting(tmp_path / "home", never_answers, "ctrl-q",
                                       trouble=True)
    assert ended.status == 0, ended.stderr[-3000:]
    assert "a task that failed" in ended.stderr  # the failure happened, and was logged


@pytest.mark.llama
@pytest.mark.timeout(600)
def test_sigterm_during_a_long_prefill_ends_serve(tmp_path, proven_home):
    ended = scenes.serve_prefill(tmp_path / "home", proven_home)
    assert ended.status == 0, ended.stderr[-3000:]
    assert "completion=-" in ended.stderr  # the quit came before any answer token


@pytest.mark.llama
@pytest.mark.timeout(600)
def test_ctrl_q_during_a_long_prefill_ends_the_window(tmp_path, proven_home):
    ended = scenes.window_prefill(tmp_path / "home", proven_home)
    assert ended.status == 0, ended.stderr[-3000:]
    assert "completion=-" in ended.stderr


@pytest.mark.llama
@pytest.mark.timeout(600)
def test_sigterm_during_the_model_load_ends_serve_without_waiting_for_it(tmp_path,
                                                                        proven_home):
    # The load never finished. (What the quit says meanwhile may not show: llama-cpp-python
    # points stderr at /dev/null while it loads a model quietly.)
    ended = during_the_load(lambda home: scenes.serve_model_load(home, proven_home),
                            tmp_path, loaded="engine llamacpp:")
    assert "listening on" not in ended.stderr


@pytest.mark.llama
@pytest.mark.timeout(600)
def test_ctrl_q_during_the_model_load_ends_the_window(tmp_path, proven_home):
    during_the_load(lambda home: scenes.window_model_load(home, proven_home), tmp_path,
                    loaded="model ready")
