"""The one layout every settings page has: its parts top to bottom, a wrapped hint that
says when a change applies, and the spare height below them (or in the part that grows),
so the pages line up under the dialog's heading."""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QLabel, QLayout, QVBoxLayout, QWidget


def growing_form(*rows: tuple[str, QWidget | QLayout]) -> QFormLayout:
    """A form whose fields take the page's width: paths and addresses need it."""
    form = QFormLayout()
    form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
    for label, field in rows:
        form.addRow(label, field)
    return form


def lay_out_page(page: QWidget, *parts: QWidget | QLayout, hint: str,
                 grows: QWidget | None = None) -> None:
    """Stack `parts` and then `hint` on `page`; `grows` (one of the parts) takes the spare
    height, or with none the parts keep to the top."""
    label = QLabel(hint)
    label.setWordWrap(True)
    layout = QVBoxLayout(page)
    layout.setContentsMargins(0, 8, 0, 0)
    for part in parts:
        if isinstance(part, QLayout):
            layout.addLayout(part)
        else:
            layout.addWidget(part, 1 if part is grows else 0)
    layout.addWidget(label)
    if grows is None:
        layout.addStretch(1)
