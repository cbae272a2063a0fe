"""Stand-ins for `Dialogs` questions: async, as the real ones are, with a fixed answer."""

from __future__ import annotations

from typing import Any


def answer(value: object, asked: list[tuple[Any, ...]] | None = None) -> classmethod:
    """A `Dialogs` classmethod that answers `value` at once; what it was asked with (the
    arguments after the parent) goes to `asked`."""

    async def question(cls: type, parent: object, *args: object, **kwargs: object) -> object:
        if asked is not None:
            asked.append(args)
        return value

    return classmethod(question)
