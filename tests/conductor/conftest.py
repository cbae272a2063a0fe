"""Conductor fixtures: Tandem with the notes on, relaying the scripted upstream."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from memory_relay import MemoryRelay, start_memory_relay
from upstream import ScriptedUpstream


@pytest.fixture
async def memory_relay(tmp_path: Path, upstream: ScriptedUpstream) -> AsyncIterator[MemoryRelay]:
    relay = await start_memory_relay(tmp_path / "home", upstream)
    try:
        yield relay
    finally:
        await relay.server.stop()
        relay.notes.close()
