"""Fixtures for the notes library: a temporary home, a clock the test moves, a service."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from app.memory.service import NotesService

from .helpers import Clock


@pytest.fixture
def home(tmp_path: Path) -> Path:
    return tmp_path / "home"


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def svc(home: Path, clock: Clock) -> Iterator[NotesService]:
    service = NotesService(home, clock=clock)
    yield service
    service.close()

