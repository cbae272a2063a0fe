"""The Server page: the address and port the API listens on.

Both are bound when Tandem starts, so a change waits for a restart. The dialog asks before
it saves an address beyond loopback (see `is_loopback`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox, QSpinBox, QWidget

from app.contracts.limits import limits
from app.contracts.settings import ConfigFile
from app.ui.settings.page_layout import growing_form, lay_out_page

LOOPBACK = frozenset({"127.0.0.1", "::1", "localhost"})
ADDRESSES = ("127.0.0.1", "::1", "0.0.0.0")


def is_loopback(host: str) -> bool:
    """Only this computer can reach an API bound here."""
    return host.strip().lower() in LOOPBACK


class ServerPage(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.host = QComboBox()
        self.host.setEditable(True)
        self.host.addItems(list(ADDRESSES))
        self.port = QSpinBox()
        self.port.setRange(*limits(ConfigFile, "port"))  # 0 binds any free port
        self.port.setSpecialValueText("Any free port")
        self.port.setGroupSeparatorShown(False)
        for field in (self.host, self.port):
            field.setMinimumWidth(240)
        form = growing_form(("Bind address", self.host), ("Port", self.port))
        lay_out_page(self, form, hint="127.0.0.1 (or ::1) keeps the API on this computer; "
                     "0.0.0.0 opens it to your network. The server binds when Tandem starts: "
                     "a change here is used after a restart.")

    def show_values(self, saved: dict[str, Any]) -> None:
        self.host.setCurrentText(saved["host"])
        self.port.setValue(saved["port"])

    def values(self) -> dict[str, Any]:
        return {"host": self.host.currentText().strip(), "port": self.port.value()}
