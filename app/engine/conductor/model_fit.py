"""Which models are trusted to write `<tandem_memory>` blocks, and so get the memory card.

A small model cannot follow the card: SmolLM2-135M reads it back as its answer to plain
questions, and never writes a block. Reading works for it (it answers from a matching
note), so such a model keeps the index and the matching notes, and what a person asks it
to keep is written by the grammar-constrained keep turn instead (keep_turn.py).

`auto` decides from the model's size: below MIN_INLINE_PARAMETERS a model is too small to
write blocks unprompted. The line sits where instruction-tuned models start to follow a
format from a description alone (3B-class models do; 0.5-1.5B ones mostly copy the
example). A relay cannot tell a model's size, and what sits behind one is usually a
capable model, so an unknown size counts as capable.
"""

from __future__ import annotations

from typing import Any

from app.config import Config

MIN_INLINE_PARAMETERS = 3_000_000_000


def writes_inline_blocks(config: Config, model_id: str, parameters: int | None) -> bool:
    setting = config.settings_for_model(model_id).inline_blocks
    if setting != "auto":
        return setting == "on"
    return parameters is None or parameters >= MIN_INLINE_PARAMETERS


def model_parameters(engine: Any, model: str) -> int | None:
    """The size of the model a request names: an engine that loads several models on
    request (`parameters_of`) knows each one's; any other has one size."""
    sized = getattr(engine, "parameters_of", None)
    return sized(model) if callable(sized) else engine.parameters
