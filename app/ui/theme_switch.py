"""The theme choice in Settings: System, Light or Dark, applied to the running app at once.

Light and Dark are Qt's Fusion style with a palette of ours, so they look the same on
every desktop (and in a GTK-less session, where `GTK_THEME` was the only way to dark).
System puts back the style and palette the app started with, which are the desktop's.
The choice is kept in the window's prefs (app/ui/prefs.py), not in config.toml.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from app.ui.prefs import THEMES, WindowPrefs

_LIGHT = {"Window": "#f3f3f3", "WindowText": "#1f2328", "Base": "#ffffff",
          "AlternateBase": "#f0f2f5", "Text": "#1f2328", "Button": "#ececec",
          "ButtonText": "#1f2328", "Highlight": "#2f6feb", "HighlightedText": "#ffffff",
          "ToolTipBase": "#ffffdc", "ToolTipText": "#1f2328", "PlaceholderText": "#6b7280",
          "Link": "#0a58ca", "Mid": "#c8c8c8", "Dark": "#a0a0a0"}
_DARK = {"Window": "#202225", "WindowText": "#e6e6e6", "Base": "#17181a",
         "AlternateBase": "#26282c", "Text": "#e6e6e6", "Button": "#2b2d31",
         "ButtonText": "#e6e6e6", "Highlight": "#3d7be0", "HighlightedText": "#ffffff",
         "ToolTipBase": "#2b2d31", "ToolTipText": "#e6e6e6", "PlaceholderText": "#9aa0a6",
         "Link": "#8ab4f8", "Mid": "#3a3c40", "Dark": "#111214"}
SCHEMES = {"system": Qt.ColorScheme.Unknown, "light": Qt.ColorScheme.Light,
           "dark": Qt.ColorScheme.Dark}


def palette_for(theme: str) -> QPalette:
    """The Light or Dark palette; disabled text is dimmed as the desktop's is."""
    colours = _DARK if theme == "dark" else _LIGHT
    palette = QPalette()
    for role, colour in colours.items():
        palette.setColor(getattr(QPalette.ColorRole, role), QColor(colour))
    dim = QColor(colours["PlaceholderText"])
    for role in (QPalette.ColorRole.Text, QPalette.ColorRole.WindowText,
                 QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, dim)
    return palette


class ThemeSwitch:
    """Remembers what "System" was when the app started, so it can go back to it."""

    def __init__(self, app: QApplication) -> None:
        self._app = app
        self._system_palette = QPalette(app.palette())
        self._system_style = app.style().name()
        self.current = "system"

    def apply(self, theme: str) -> None:
        if theme not in THEMES:
            raise ValueError(f"theme must be one of {', '.join(THEMES)}")
        if theme == self.current:
            return  # a start on "system" touches nothing: the app is as it started
        QGuiApplication.styleHints().setColorScheme(SCHEMES[theme])
        if theme == "system":
            self._app.setStyle(self._system_style)
            self._app.setPalette(self._system_palette)
        else:
            self._app.setStyle("Fusion")
            self._app.setPalette(palette_for(theme))
        self._restyle()
        self.current = theme

    def _restyle(self) -> None:
        """A widget with a style sheet of its own (a list's row padding, a bold title)
        keeps the palette it was polished with; setting its sheet again repolishes it."""
        for widget in self._app.allWidgets():
            sheet = widget.styleSheet()
            if sheet:
                widget.setStyleSheet("")
                widget.setStyleSheet(sheet)


class Appearance:
    """The theme as the window and Settings use it: applied and kept in one call."""

    def __init__(self, prefs: WindowPrefs, switch: ThemeSwitch) -> None:
        self.prefs = prefs
        self.switch = switch

    def start(self) -> None:
        """The theme saved last time, once the window exists."""
        self.switch.apply(self.prefs.theme())

    def choose(self, theme: str) -> None:
        self.switch.apply(theme)
        self.prefs.set_theme(theme)
