"""The Settings dialog on the real window: what it saves lands in config.toml (comments
kept) and shows again on reopening, and only what the person changed is written; a notes
folder inside git, a model its engine cannot load and a bind beyond loopback are stopped
first; keys and the admin password act at once; a restart only on request, offered again
by a later dialog while one waits."""

from __future__ import annotations

import socket
import subprocess
from pathlib import Path

import pytest
from answers import answer
from PySide6.QtGui import QGuiApplication
from test_window_shell import open_window
from test_window_startup import DEAD_BACKEND, Started
from waiting import until

from app.config import load_config
from app.engine.access import admin_password
from app.engine.access.keys import KeyStore
from app.ui.dialogs import Dialogs
from app.ui.restart import restart_command
from app.ui.settings.dialog import SettingsDialog

PYTHON = "/usr/bin/python3"
START = '# my own notes on this file\nport = 8470  # the usual\nmystery = "kept"\n'


@pytest.fixture
async def shell(qtbot, home: Path, notes, upstream):
    (home / "config.toml").write_text(START, "utf-8")
    win, quits = await open_window(qtbot, home, notes, upstream, has_tray=False)
    yield win, quits
    win.shutdown()
    await win.runtime.stop()


async def opened(win) -> SettingsDialog:  # type: ignore[no-untyped-def]
    """Through the menu action, as a person opens it; ready once config.toml is shown."""
    win.settings_action.trigger()
    dialogs = [d for d in win.findChildren(SettingsDialog) if d.isVisible()]
    assert len(dialogs) == 1
    await until(lambda: dialogs[0].save_button.isEnabled())
    return dialogs[0]


def pick(monkeypatch, method: str, path: Path) -> list[str]:  # type: ignore[no-untyped-def]
    """Answer `Dialogs.<method>` with `path`; the captions it was asked with."""
    asked: list[str] = []

    async def chosen(cls, parent, caption, *rest):  # type: ignore[no-untyped-def]
        asked.append(caption)
        return path

    monkeypatch.setattr(Dialogs, method, classmethod(chosen))
    return asked


async def test_settings_round_trip_through_config_toml(shell, home, tmp_path, monkeypatch):
    win, _ = shell
    model = tmp_path / "models" / "tiny.gguf"
    model.parent.mkdir()
    model.write_bytes(b"GGUF")
    folder = tmp_path / "notes-elsewhere"
    dialog = await opened(win)
    assert dialog.server_page.port.value() == 8470
    assert dialog.notes_page.root.text() == str(home / "memory" / "notes")
    asked = pick(monkeypatch, "open_file", model)
    dialog.engine_page.choose.click()
    await until(lambda: asked)
    assert asked == ["Choose a GGUF model"]
    assert dialog.engine_page.model.text() == str(model)
    dialog.engine_page.context.setValue(8192)
    dialog.engine_page.threads.setValue(3)
    dialog.server_page.port.setValue(9123)
    pick(monkeypatch, "open_folder", folder)
    dialog.notes_page.choose.click()
    await until(lambda: dialog.notes_page.root.text() == str(folder))
    dialog.memory_page.profiles["coding"].setCurrentText("off")
    dialog.memory_page.writer_mode.setCurrentText("shadow")
    await dialog.save()
    assert not dialog.message.is_error, dialog.message.text()

    saved = load_config(home)
    assert (saved.model, saved.context_length, saved.threads, saved.port) == (
        str(model), 8192, 3, 9123)
    assert saved.notes_root == folder
    assert saved.profile("coding").memory == "off" and saved.writer.mode == "shadow"
    text = (home / "config.toml").read_text("utf-8")
    assert "# my own notes on this file" in text and 'mystery = "kept"' in text
    running = win.runtime.options.config
    assert running.profile("coding").memory == "off" and running.writer.mode == "shadow"
    assert running.port == 0 and running.context_length is None  # those wait for a restart

    dialog.close()
    again = await opened(win)
    assert again is not dialog
    assert again.engine_page.model.text() == str(model)
    assert (again.engine_page.context.value(), again.engine_page.threads.value()) == (8192, 3)
    assert again.server_page.port.value() == 9123
    assert again.notes_page.root.text() == str(folder)
    assert again.memory_page.profiles["coding"].currentText() == "off"
    assert again.memory_page.writer_mode.currentText() == "shadow"


async def test_an_exl2_model_is_chosen_as_a_folder(shell, tmp_path, monkeypatch):
    win, _ = shell
    dialog = await opened(win)
    dialog.engine_page.engine.setCurrentIndex(dialog.engine_page.engine.findData("exllamav2"))
    asked = pick(monkeypatch, "open_folder", tmp_path)
    dialog.engine_page.choose.click()
    await until(lambda: asked)
    assert asked == ["Choose an EXL2 model folder"]
    assert dialog.engine_page.model.text() == str(tmp_path)
    assert not dialog.engine_page.threads.isEnabled()


async def test_a_notes_folder_inside_a_git_work_tree_is_refused_naming_it(
        shell, home, tmp_path, monkeypatch):
    win, _ = shell
    repo = tmp_path / "project"
    repo.mkdir()
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    dialog = await opened(win)
    pick(monkeypatch, "open_folder", repo / "notes")
    dialog.notes_page.choose.click()
    await until(lambda: dialog.notes_page.root.text() == str(repo / "notes"))
    dialog.server_page.port.setValue(9124)  # nothing of a refused save is written
    assert await dialog.save() is None
    assert dialog.message.is_error and str(repo) in dialog.message.text()
    assert (home / "config.toml").read_text("utf-8") == START
    assert not dialog.restart_button.isVisible()
    assert not (repo / "notes").exists()


async def test_binding_beyond_loopback_asks_first(shell, home, monkeypatch):
    win, _ = shell
    answers = [False, True]
    asked: list[str] = []

    async def confirm(cls, parent, host):  # type: ignore[no-untyped-def]
        asked.append(host)
        return answers.pop(0)

    monkeypatch.setattr(Dialogs, "confirm_open_bind", classmethod(confirm))
    dialog = await opened(win)
    dialog.server_page.host.setCurrentText("0.0.0.0")
    await dialog.save()
    assert asked == ["0.0.0.0"] and dialog.message.is_error
    assert (home / "config.toml").read_text("utf-8") == START
    await dialog.save()
    assert asked == ["0.0.0.0", "0.0.0.0"]
    assert load_config(home).host == "0.0.0.0"
    dialog.server_page.host.setCurrentText("::1")  # back to loopback: no question
    await dialog.save()
    assert len(asked) == 2 and load_config(home).host == "::1"


async def test_keys_are_added_listed_and_removed(shell, home, monkeypatch):
    win, _ = shell
    monkeypatch.setattr(Dialogs, "confirm", answer(True))
    dialog = await opened(win)
    page = dialog.keys_page
    dialog.pages.setCurrentRow(dialog.stack.indexOf(page))
    assert page.isVisible() and page.labels() == [] and not page.new_key.isVisible()
    page.label.setText("laptop")
    await page.add()
    secret = page.secret.text()
    assert page.secret.isReadOnly() and page.new_key.isVisible()
    assert KeyStore.for_home(home).verify(secret) == "laptop"
    page.copy_button.click()
    assert QGuiApplication.clipboard().text() == secret
    await until(lambda: page.labels() == ["laptop"])
    assert secret not in page.keys.item(0).text()

    page.keys.setCurrentRow(0)
    await page.remove()
    await until(lambda: page.labels() == [])
    assert KeyStore.for_home(home).load() == []
    assert KeyStore.for_home(home).verify(secret) is None


async def test_a_bad_key_label_is_refused_with_the_reason(shell, home):
    win, _ = shell
    page = (await opened(win)).keys_page
    page.label.setText("../etc")
    await page.add()
    assert page.message.is_error and "label" in page.message.text()
    assert KeyStore.for_home(home).load() == []


async def test_the_admin_password_is_set_and_cleared_in_the_keyring(
        os_keyring, shell, home, monkeypatch):
    win, _ = shell
    monkeypatch.setattr(Dialogs, "confirm", answer(True))
    dialog = await opened(win)
    page = dialog.password_page
    await until(lambda: "not set" in page.state.text())
    page.password.setText("correct horse")
    page.again.setText("correct hose")
    assert page.set_password() is None
    assert page.message.is_error and admin_password.get_password(home) is None
    page.again.setText("correct horse")
    await page.set_password()
    assert admin_password.get_password(home) == "correct horse"
    await until(lambda: "set (OS keyring)" in page.state.text())
    assert page.password.text() == "" and page.again.text() == ""

    await page.clear_password()
    assert admin_password.get_password(home) is None
    await until(lambda: "not set" in page.state.text())


async def test_a_change_that_needs_a_restart_says_so_and_restarts_only_on_request(shell):
    win, quits = shell
    dialog = await opened(win)
    dialog.memory_page.writer_mode.setCurrentText("shadow")
    await dialog.save()
    assert "apply now" in dialog.message.text() and "restart" not in dialog.message.text()
    assert not dialog.restart_button.isVisible()

    dialog.server_page.port.setValue(9125)
    dialog.engine_page.threads.setValue(2)
    await dialog.save()
    assert "the threads and the port after a restart" in dialog.message.text()
    assert dialog.restart_button.isVisible()
    assert not win.restart.asked and quits == [] and win.isVisible()

    dialog.restart_button.click()
    assert win.restart.asked and quits == [True] and win._closed
    assert win.restart.changed == ["threads", "port"]


async def test_after_a_port_in_use_the_settings_move_it_and_restart(qtbot, home):
    """The start failed once the notes were open: Settings is there to fix it."""
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        started = Started(home, ["--engine", "none", "--backend", DEAD_BACKEND,
                                 "--port", str(port)])
        win = started.window
        qtbot.addWidget(win)
        assert not win.settings_action.isEnabled()  # nothing to set before the notes open
        win.show()
        await started.boot.run()
    try:
        assert win.startup.failed and win.settings_action.isEnabled()
        dialog = await opened(win)
        dialog.server_page.port.setValue(9126)
        await dialog.save()
        assert load_config(home).port == 9126
        dialog.restart_button.click()
        assert win.restart.asked and started.quits == [True]
        assert win.restart.changed == ["port"]  # so the restart drops the --port flag
    finally:
        win.shutdown()
        await started.boot.close()


async def test_port_zero_shows_as_any_free_port_and_a_save_leaves_it(shell, home):
    win, _ = shell
    (home / "config.toml").write_text("port = 0  # any free one\n", "utf-8")
    dialog = await opened(win)
    assert dialog.server_page.port.value() == 0
    assert dialog.server_page.port.text() == "Any free port"
    dialog.memory_page.writer_mode.setCurrentText("shadow")
    await dialog.save()
    assert not dialog.message.is_error, dialog.message.text()
    assert "restart" not in dialog.message.text() and not dialog.restart_button.isVisible()
    assert "port = 0  # any free one" in (home / "config.toml").read_text("utf-8")
    assert load_config(home).port == 0 and load_config(home).writer.mode == "shadow"


async def test_a_restart_left_waiting_is_offered_again_and_drops_every_flag(
        shell, home, tmp_path):
    win, quits = shell
    dialog = await opened(win)
    dialog.server_page.port.setValue(9127)
    await dialog.save()
    dialog.close()
    again = await opened(win)
    assert again is not dialog and again.restart_button.isVisible()
    assert "the port after a restart" in again.message.text()
    model = tmp_path / "other.gguf"
    model.write_bytes(b"GGUF")
    again.engine_page.model.setText(str(model))
    await again.save()
    assert "the port and the model after a restart" in again.message.text()
    again.restart_button.click()
    assert win.restart.asked and quits == [True]
    orig = ["python3", "-m", "app.cli", "--port", "8000", "--model", "/m.gguf", "--home", "/h"]
    assert restart_command(PYTHON, orig, orig[1:], False, win.restart.changed) == [
        PYTHON, "-m", "app.cli", "--home", "/h"]


@pytest.mark.parametrize(("engine", "model", "refusal"), [
    ("llamacpp", "/etc/passwd", "not a GGUF model file"),
    ("llamacpp", "folder", "a folder, not a GGUF model file"),
    ("exllamav2", "folder", "not a model folder (no config.json)"),
])
async def test_a_model_its_engine_cannot_load_is_refused_in_the_dialog(
        shell, home, tmp_path, engine, model, refusal):
    win, _ = shell
    dialog = await opened(win)
    page = dialog.engine_page
    page.engine.setCurrentIndex(page.engine.findData(engine))
    page.model.setText(str(tmp_path) if model == "folder" else model)
    await dialog.save()
    assert dialog.message.is_error and refusal in dialog.message.text()
    assert (home / "config.toml").read_text("utf-8") == START
    assert not dialog.restart_button.isVisible() and win.restart.changed == []
