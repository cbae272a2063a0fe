"""What the conductor hands the answer filter: its parts, and the plan of one turn.

The conductor decides (which thread, what to inject, what the person asked to keep); the
answer filter carries the decision out while the answer streams. Passing the decision as
plain data, and the conductor's parts as a small record, keeps the filter from reaching
back into the conductor, so each can be read and tested without the other.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from app.engine.conductor.keep_request import KeepRequest
from app.engine.conductor.memwriter import BackgroundWriter
from app.engine.conductor.sessions import SessionState, SessionStore
from app.engine.engines.base import Engine, GenerationRequest
from app.engine.turn import RequestContext
from app.memory.service import NotesService
from app.memory.types import Visibility

Mode = Literal["none", "off", "shadow", "read", "on"]
"""A request's memory mode: the profile's switch and X-Tandem-Memory together."""


@dataclass(frozen=True, slots=True)
class TurnParts:
    """The conductor's parts a turn writes to: the notes (blocks, journal, writer runs),
    the recorded threads (the answer), and the background writer (its triggers)."""

    notes: NotesService
    sessions: SessionStore
    writer: BackgroundWriter


@dataclass(frozen=True, slots=True)
class NotesView:
    """How one request meets the notes: whose they are, in which mode, and whether its
    model reads them as blocks it may write (`inline`) or as plain facts."""

    who: RequestContext
    mode: Mode
    vis: Visibility
    inline: bool
    model: str


@dataclass(frozen=True, slots=True)
class TurnPlan:
    """What `Conductor.begin` decided for one request, for the answer filter."""

    view: NotesView
    engine: Engine
    request: GenerationRequest
    """The prompt to send: cleaned, replayed, with this turn's notes in place."""
    state: SessionState
    answer_index: int
    """Where the answer goes in the recorded thread."""
    user_turn: bool
    """The turn answers the person's own message (a rule or ruling may be written)."""
    keep_requests: tuple[KeepRequest, ...] = ()
    """What the person asked to keep, for a model that writes no blocks itself."""
    said: tuple[str, ...] = ()
    """The person's own messages as the client sent them: no card, index or notes, which
    the keep classifier would read as requests (the card says how to ask)."""
