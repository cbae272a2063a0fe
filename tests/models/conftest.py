"""Fixtures of the model tests (`machine`, a person's home, is in tests/conftest.py)."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(scope="session")
def headers_state(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One header cache for the session: the packaged file's header is read once."""
    return tmp_path_factory.mktemp("model-headers")
