"""The keep turn: a model that cannot write blocks still keeps what a person asks it to.

Right after the answer, one more turn of the same model runs on the same conversation
(the engine's cache already holds it, so only the short request is prefilled). Its output
is held to a grammar that admits exactly one well-formed block per fact the person asked
to keep, with the fact in their words; the model chooses the title, the tags and the scope
among those words. Nothing of this turn enters the session's record, so the next turn's
prompt begins exactly as it would have without it.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import aclosing
from dataclasses import dataclass, replace

from app.engine.conductor.keep_request import KeepRequest
from app.engine.engines.base import (
    Engine,
    Finish,
    GenerationRequest,
    TextDelta,
    ToolCallDelta,
    Usage,
)

KEEP_PROMPT = "Save what I asked you to keep as a memory note."
"""The turn's user message; the grammar carries the format, so it needs no card."""

_MAX_BODY_CHARS = 1500
TOOL_CALL_TEXT = "<tool_call>"


def keep_grammar(requests: Sequence[KeepRequest], project_visible: bool) -> str:
    """GBNF for one `<tandem_memory op="add">` block per request, newline-separated."""
    scopes = ("project", "user") if project_visible else ("user",)
    rules = [
        "root ::= " + ' "\\n" '.join(f"block{i}" for i in range(len(requests))),
        "scope ::= " + " | ".join(_literal(s) for s in scopes),
    ]
    for i, keep in enumerate(requests):
        tags = keep.tags or ["note"]
        rules += [
            f"block{i} ::= "
            + _literal('<tandem_memory op="add" scope="')
            + " scope "
            + _literal(f'" kind="{keep.kind}">\ntitle: ')
            + f" title{i} "
            + _literal("\ntags: ")
            + f" tag{i} ({_literal(', ')} tag{i})? "
            + _literal(f"\n\n{keep.fact[:_MAX_BODY_CHARS]}.\n</tandem_memory>"),
            f"title{i} ::= " + " | ".join(_literal(t) for t in keep.titles),
            f"tag{i} ::= " + " | ".join(_literal(t) for t in tags),
        ]
    return "\n".join(rules) + "\n"


def keep_request_for(
    answered: GenerationRequest, answer: str, requests: Sequence[KeepRequest],
    project_visible: bool,
) -> GenerationRequest:
    """The turn's request: the answered conversation, its answer, then the keep prompt."""
    messages = [
        *answered.messages,
        {"role": "assistant", "content": answer},
        {"role": "user", "content": KEEP_PROMPT},
    ]
    # A token is at least one character, so the block's length in characters bounds it.
    budget = sum(
        120 + len(k.fact) + max(map(len, k.titles), default=0)
        + 2 * max(map(len, k.tags), default=4)
        for k in requests
    )
    return replace(
        answered,
        messages=messages,
        max_tokens=budget,
        temperature=0,
        stop=[],
        grammar=keep_grammar(requests, project_visible),
        tools=None,
        tool_choice=None,
        logit_bias={},
        extra={},
    )


@dataclass(frozen=True, slots=True)
class TurnOutput:
    text: str
    usage: Usage | None
    finish: str | None

    def token_fields(self) -> dict[str, int]:
        """The turn's token counts as a writer-run ledger row holds them."""
        usage = self.usage or Usage(0, 0)
        return {"tokens_in": usage.prompt_tokens, "tokens_out": usage.completion_tokens,
                "tokens_cached": usage.cached_tokens}


async def run_hidden_turn(engine: Engine, req: GenerationRequest) -> TurnOutput:
    """A turn no client sees, collected whole; the caller parses its blocks as inline ones
    are. Closing it (a cancelled task) stops the engine within a token. A tool call ends
    the turn at once, at its function's name: a hidden turn must never call anything."""
    parts: list[str] = []
    usage: Usage | None = None
    finish: str | None = None
    async with aclosing(engine.generate(req)) as deltas:
        async for delta in deltas:
            if isinstance(delta, TextDelta):
                parts.append(delta.text)
                if TOOL_CALL_TEXT in parts[-1] or TOOL_CALL_TEXT in "".join(parts[-3:]):
                    return TurnOutput("".join(parts), usage, "tool_call")
            elif isinstance(delta, ToolCallDelta):
                return TurnOutput("".join(parts), usage, "tool_call")
            elif isinstance(delta, Usage):
                usage = delta
            elif isinstance(delta, Finish):
                finish = delta.reason
    return TurnOutput("".join(parts), usage, finish)


def _literal(text: str) -> str:
    escaped = (
        text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    )
    return f'"{escaped}"'
