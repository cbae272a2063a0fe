"""One `<tandem_memory>` block into the notes: parsed, written under every rule, journaled.

The answer filter (inline blocks, the keep turn) and the background writer store blocks
the same way, so a block means the same whichever path wrote it.
"""

from __future__ import annotations

import asyncio
import logging

from app.engine.conductor.memblock import BlockError, parse_block
from app.engine.streams.status_lines import STATUS_WORDS, renamed
from app.memory.rules import Refusal
from app.memory.service import NotesService
from app.memory.types import NoteWrite, WriteContext, WriteResult

log = logging.getLogger("tandem.conductor")


async def store_block(
    notes: NotesService, raw: str, ctx: WriteContext
) -> WriteResult | None:
    """The write that landed, or None when the block was malformed or refused (journaled)."""
    write = parse_block(raw, project_visible=ctx.project is not None)
    if isinstance(write, BlockError):
        notes.journal_event("block_refused", reason=write.reason, request_id=ctx.request_id,
                            user=ctx.user)
        return None
    result = await asyncio.to_thread(notes.write, ctx, write)
    if isinstance(result, Refusal):
        log.info("note write refused: %s", result.code)
        return None
    return result


def status_line(result: WriteResult) -> str:
    """`› remembered: <title>`; a dedupe revision names the note the fact went into."""
    title = result.note.title
    if result.merged_into and result.merged_into != title:
        title = renamed(result.merged_into, title)
    return f"› {STATUS_WORDS[result.op_done]}: {title}"


def parsed_blocks(raw_blocks: list[str], project_visible: bool) -> list[NoteWrite]:
    """The well-formed blocks among `raw_blocks`, for shadow runs that store nothing."""
    parsed = [parse_block(raw, project_visible=project_visible) for raw in raw_blocks]
    return [p for p in parsed if not isinstance(p, BlockError)]
