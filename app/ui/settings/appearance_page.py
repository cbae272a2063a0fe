"""Settings → Appearance: the theme, System, Light or Dark. It applies as it is picked
and is kept at once (the window's prefs, not config.toml), so it needs no Save."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QWidget

from app.ui.prefs import THEMES
from app.ui.settings.page_layout import growing_form, lay_out_page
from app.ui.theme_switch import Appearance

LABELS = {"system": "System (the desktop's)", "light": "Light", "dark": "Dark"}


class AppearancePage(QWidget):
    def __init__(self, appearance: Appearance, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.appearance = appearance
        self.theme_box = QComboBox()
        for theme in THEMES:
            self.theme_box.addItem(LABELS[theme], theme)
        self.theme_box.setCurrentIndex(THEMES.index(appearance.prefs.theme()))
        self.theme_box.currentIndexChanged.connect(
            lambda _: self.appearance.choose(self.theme_box.currentData()))
        lay_out_page(self, growing_form(("Theme", self.theme_box)),
                     hint="The theme applies at once and is kept for the next start.")
