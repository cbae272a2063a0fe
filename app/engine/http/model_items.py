"""What `GET /v1/models` lists: every engine's models, then the local models on the
machine that no running engine lists (a request for one gets a 400 that says why)."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from app.engine.core import Tandem
from app.engine.model_listing import list_engine_models

log = logging.getLogger("tandem.server")


async def model_items(core: Tandem) -> list[dict[str, Any]]:
    """Every engine's models; a backend that is down or silent is left out, not a failed
    (or hung) listing."""
    data: list[dict[str, Any]] = []
    for listed in await list_engine_models(core.engines):
        if not listed.answering:
            log.warning("listing models of %s failed: %s", listed.engine.name, listed.problem)
            continue
        for m in listed.models:
            item: dict[str, Any] = {
                "id": m.id, "object": "model", "created": core.started, "owned_by": m.owned_by,
            }
            if m.context_length is not None:
                item["context_length"] = m.context_length
            data.append(item)
    if core.catalog is not None:  # local models no running engine lists (its 400 says why)
        shown = {item["id"] for item in data}
        for local in await asyncio.to_thread(core.catalog.models):
            if local.id not in shown and local.problem is None:
                data.append({"id": local.id, "object": "model", "created": core.started,
                             "owned_by": "tandem"})
    return data
