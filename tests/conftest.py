"""Fixtures shared across test folders. Keep this small: folder-specific fixtures live in
that folder's conftest.py.

This file also puts tests/ on sys.path (pytest's rootdir-less conftest rule), so test
modules import the helpers here as `from upstream import ScriptedUpstream`.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from upstream import ScriptedUpstream


@pytest.fixture
def tandem_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh, empty $TANDEM_HOME outside any git work tree."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("TANDEM_HOME", str(home))
    return home


@pytest.fixture
async def upstream() -> AsyncIterator[ScriptedUpstream]:
    """A scripted OpenAI-compatible backend on a loopback port (see tests/upstream.py)."""
    up = ScriptedUpstream()
    await up.start()
    try:
        yield up
    finally:
        await up.close()
