"""The threads field: 0 is "one per usable CPU (N)", and its arrows step from N.

A plain QSpinBox would go from that special value to 1 on the up arrow, which reads as
fewer threads for "more". Here up from it gives N+1 and down gives N-1, as if it were N;
from a number, the arrows step as usual and down from 1 gives the special value back.
"""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractSpinBox, QSpinBox, QWidget

from app.config import usable_cpus
from app.contracts.limits import limits
from app.contracts.settings import ConfigFile

AUTO = 0


class ThreadsBox(QSpinBox):
    def __init__(self, cpus: int | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cpus = cpus or usable_cpus()
        self.setRange(AUTO, limits(ConfigFile, "threads")[1])
        self.setSpecialValueText(f"One per usable CPU ({self.cpus})")

    def stepBy(self, steps: int) -> None:
        if self.value() == AUTO:
            self.setValue(max(1, min(self.maximum(), self.cpus + steps)))
        else:
            super().stepBy(steps)

    def stepEnabled(self) -> QAbstractSpinBox.StepEnabledFlag:
        if self.value() == AUTO:
            flags = QAbstractSpinBox.StepEnabledFlag.StepNone
            if self.cpus < self.maximum():
                flags |= QAbstractSpinBox.StepEnabledFlag.StepUpEnabled
            if self.cpus > 1:
                flags |= QAbstractSpinBox.StepEnabledFlag.StepDownEnabled
            return flags
        return super().stepEnabled()
