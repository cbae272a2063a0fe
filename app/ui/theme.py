"""Fonts and colours shared by the views, so the tabs look like one program."""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QFontDatabase, QPalette

MUTED = "#7a7f87"
STATUS = "#6b7280"
WARNING_BG = "#fff4d6"
WARNING_FG = "#7a5200"
MARGIN = 10


def monospace(point_size: int = 10) -> QFont:
    font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    font.setPointSize(point_size)
    return font


MIN_CONTRAST = 4.5
"""WCAG AA for body text: every colour the chat draws reaches this on its background."""
ERROR_LIGHT = "#b00020"
ERROR_DARK = "#ff8a80"
DIFF_LIGHT = {"+": "#1a7f37", "-": "#cf222e", "@": "#8250df"}
DIFF_DARK = {"+": "#56d364", "-": "#ff9492", "@": "#d2a8ff"}
"""A diff's added, removed and hunk-header lines, by the character they start with."""


def _luminance(colour: QColor) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return (0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF())
            + 0.0722 * channel(colour.blueF()))


def contrast(fg: QColor, bg: QColor) -> float:
    """The WCAG contrast ratio of two colours, 1 to 21."""
    hi, lo = sorted((_luminance(fg), _luminance(bg)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    return QColor.fromRgbF(a.redF() + (b.redF() - a.redF()) * t,
                           a.greenF() + (b.greenF() - a.greenF()) * t,
                           a.blueF() + (b.blueF() - a.blueF()) * t)


def readable(fg: QColor, palette: QPalette, *backgrounds: QColor) -> QColor:
    """`fg`, moved toward the palette's text colour until it reads on the base colour
    (and on each of `backgrounds`, for text drawn on a shade of its own)."""
    text, base = palette.color(QPalette.ColorRole.Text), palette.color(QPalette.ColorRole.Base)
    for step in range(11):
        colour = _mix(fg, text, step / 10)
        if all(contrast(colour, bg) >= MIN_CONTRAST for bg in (base, *backgrounds)):
            return colour
    return text


def is_dark(palette: QPalette) -> bool:
    return _luminance(palette.color(QPalette.ColorRole.Base)) < 0.2


def muted(palette: QPalette) -> QColor:
    """Secondary text (names of models, status lines): the placeholder colour, made readable."""
    return readable(palette.color(QPalette.ColorRole.PlaceholderText), palette)


def error_colour(palette: QPalette) -> QColor:
    return readable(QColor(ERROR_DARK if is_dark(palette) else ERROR_LIGHT), palette)


def link_colour(palette: QPalette) -> QColor:
    """Links in the chat (Copy code, Retry, a note's chip), readable on base and on the
    alternate base that code blocks and chips are shaded with."""
    return readable(palette.color(QPalette.ColorRole.Link), palette,
                    palette.color(QPalette.ColorRole.AlternateBase))


def diff_colours(palette: QPalette) -> dict[str, QColor]:
    """The diff line colours (see `DIFF_LIGHT`) for this palette, each readable on its base."""
    shades = DIFF_DARK if is_dark(palette) else DIFF_LIGHT
    return {mark: readable(QColor(shade), palette) for mark, shade in shades.items()}
