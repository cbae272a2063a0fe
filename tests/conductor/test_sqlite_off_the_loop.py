"""Issue 12 item 9: a process holding a sqlite write lock freezes no stream.

`tandem notes nightly` (or a second Tandem) can hold the journal's or the session store's
write lock for seconds. Each test holds one from another process, the way they would, and
checks that streams still run to their end while the lock is held.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from memory_relay import MODEL, MemoryRelay
from upstream import Script, split_every, stream_of

_HOLD_LOCK = """
import sqlite3, sys
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("BEGIN IMMEDIATE")
print("locked", flush=True)
sys.stdin.readline()
db.execute("ROLLBACK")
"""


@asynccontextmanager
async def write_lock_held(path: Path) -> AsyncIterator[asyncio.subprocess.Process]:
    """Another process holds `path`'s write lock until the block ends."""
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-c", _HOLD_LOCK, str(path),
        stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE)
    assert proc.stdin is not None and proc.stdout is not None
    try:
        assert await proc.stdout.readline() == b"locked\n"
        yield proc
    finally:
        proc.stdin.write(b"\n")
        await proc.stdin.drain()
        await proc.wait()


ANSWER = "an answer that streams in many small chunks"


async def _stream(relay: MemoryRelay, **headers: str) -> str:
    """One streamed answer (every request gets the same one, whatever order they reach
    the upstream in)."""
    relay.upstream.play(Script(split_every(stream_of(ANSWER), 3)))
    stream = await relay.client(**headers).chat.completions.create(
        model=MODEL, messages=[{"role": "user", "content": "say something"}], stream=True)
    parts = [c.choices[0].delta.content async for c in stream
             if c.choices and c.choices[0].delta.content]
    return "".join(parts)


async def test_a_held_journal_lock_freezes_no_stream_and_loses_no_row(memory_relay):
    ledger = memory_relay.home / "state" / "ledger.sqlite"
    async with write_lock_held(ledger) as holder:
        texts = await asyncio.gather(*(
            _stream(memory_relay, **{"X-Tandem-Memory": "off"}) for _ in range(3)))
        assert texts == [ANSWER] * 3
        assert holder.returncode is None, "the streams ended only after the lock was let go"
    rows = await asyncio.to_thread(memory_relay.notes.ledger.rows, "memory_off")
    assert len(rows) == 3 and {r["fields"]["reason"] for r in rows} == {"X-Tandem-Memory: off"}


async def test_a_held_session_lock_stalls_only_the_requests_that_need_it(memory_relay):
    sessions = memory_relay.home / "state" / "sessions.sqlite"
    async with write_lock_held(sessions) as holder:
        waiting = asyncio.create_task(_stream(memory_relay))  # memory on: needs its session
        assert await _stream(memory_relay, **{"X-Tandem-Memory": "off"}) == ANSWER
        assert not waiting.done(), "the session request ended while its lock was held"
        assert holder.returncode is None
    assert await waiting == ANSWER
