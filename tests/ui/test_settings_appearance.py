"""Settings (issue 19): a theme choice, System, Light or Dark, applied live and kept for
the next start; and a threads field whose arrows step from the CPUs it stands for."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication
from test_settings_dialog import opened
from test_window_shell import open_window
from waiting import until

from app.ui.prefs import WindowPrefs
from app.ui.settings.threads_box import ThreadsBox
from app.ui.theme import is_dark


@pytest.fixture
async def shell(qtbot, home: Path, notes, upstream):
    system = QPalette(QApplication.palette())
    win, _ = await open_window(qtbot, home, notes, upstream, has_tray=False)
    yield win
    win.appearance.switch.apply("system")  # the next test gets the app as it was
    assert QApplication.palette().color(QPalette.ColorRole.Base) == system.color(
        QPalette.ColorRole.Base)
    win.shutdown()
    await win.runtime.stop()


def drawn_dark(tree) -> bool:  # type: ignore[no-untyped-def]
    """What the widget paints, not its palette: a corner of its empty area is dark."""
    image = tree.viewport().grab().toImage()
    corner = image.pixelColor(image.width() - 3, image.height() - 3)
    return corner.lightnessF() < 0.3


def choose_theme(dialog, theme: str) -> None:  # type: ignore[no-untyped-def]
    rows = [dialog.pages.item(i).text() for i in range(dialog.pages.count())]
    dialog.pages.setCurrentRow(rows.index("Appearance"))
    box = dialog.appearance_page.theme_box
    box.setCurrentIndex(box.findData(theme))


async def test_dark_and_light_apply_at_once_and_system_goes_back(shell, home):
    system_base = QApplication.palette().color(QPalette.ColorRole.Base)
    dialog = await opened(shell)
    choose_theme(dialog, "dark")
    assert is_dark(QApplication.palette())
    await until(lambda: is_dark(shell.chat.transcript.palette()))  # the widgets follow
    shell.tabs.setCurrentWidget(shell.notes)
    await until(lambda: drawn_dark(shell.notes.list))  # one with a style sheet too
    assert WindowPrefs(home / "state").theme() == "dark"
    choose_theme(dialog, "light")
    assert not is_dark(QApplication.palette())
    choose_theme(dialog, "system")
    assert QApplication.palette().color(QPalette.ColorRole.Base) == system_base
    assert WindowPrefs(home / "state").theme() == "system"


async def test_the_chosen_theme_is_used_at_the_next_start(qtbot, home, notes, upstream):
    WindowPrefs(home / "state").set_theme("dark")
    win, _ = await open_window(qtbot, home, notes, upstream, has_tray=False)
    try:
        assert is_dark(QApplication.palette())
        dialog = await opened(win)
        assert dialog.appearance_page.theme_box.currentData() == "dark"
        dialog.close()
    finally:
        win.appearance.switch.apply("system")
        win.shutdown()
        await win.runtime.stop()


def test_an_unknown_theme_in_the_prefs_reads_as_system(home):
    prefs = WindowPrefs(home / "state")
    prefs.path.write_text("[General]\ntheme=purple\n")
    assert WindowPrefs(home / "state").theme() == "system"
    with pytest.raises(ValueError, match="theme must be one of"):
        prefs.set_theme("purple")


def test_the_threads_arrows_step_from_one_per_cpu(qtbot):
    box = ThreadsBox(cpus=4)
    qtbot.addWidget(box)
    assert box.value() == 0 and box.text() == "One per usable CPU (4)"
    box.stepUp()
    assert box.value() == 5
    box.setValue(0)
    box.stepDown()
    assert box.value() == 3
    box.setValue(1)
    box.stepDown()
    assert box.text() == "One per usable CPU (4)"


def test_one_cpu_has_no_down_arrow_from_its_special_value(qtbot):
    box = ThreadsBox(cpus=1)
    qtbot.addWidget(box)
    flags = box.stepEnabled()
    assert flags & ThreadsBox.StepEnabledFlag.StepUpEnabled
    assert not flags & ThreadsBox.StepEnabledFlag.StepDownEnabled
