"""A pydantic ValidationError as the one problem a person reads: the field, and why.

HTTP answers it as a 400 whose `param` is the field; config.toml reports it as one line
that names the key. Both take the first error only: a person fixes one thing at a time,
and a list of fifty union branches would hide the one that matters. The wording is
Tandem's own (`must be a whole number`, `must be one of off|shadow|on`), the same for a
request and a setting.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

BRANCH = "<"
"""A loc item that starts with this is a tagged union's branch (`Tag("<parts>")`), not a
field: the path a person reads leaves it out."""

KEY = "[key]"
"""The loc item pydantic adds when a dict's key, not its value, is refused."""
_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")  # a key that reads the same unquoted

_TYPES = {
    "int_type": "must be a whole number", "int_parsing": "must be a whole number",
    "int_from_float": "must be a whole number", "float_type": "must be a number",
    "float_parsing": "must be a number", "bool_type": "must be true or false",
    "bool_parsing": "must be true or false", "string_type": "must be a string",
    "list_type": "must be a list", "missing": "is required",
    "extra_forbidden": "is not a known field",
}
_OBJECTS = frozenset({"dict_type", "model_type", "model_attributes_type"})


@dataclass(frozen=True, slots=True)
class Problem:
    """The field (`messages[0].content`), what is wrong with it, and a machine code."""

    field: str | None
    phrase: str
    code: str

    @property
    def message(self) -> str:
        """The sentence a client reads: `'messages[0].role' must be one of …`."""
        if not self.field:
            return self.phrase
        named = self.phrase.startswith(self.field.rsplit(".", 1)[-1] + " ")
        return self.phrase if named else f"'{self.field}' {self.phrase}"


def field_path(loc: tuple[int | str, ...], quote_keys_under: tuple[str, ...] = ()) -> str:
    """`('messages', 0, 'role')` as `messages[0].role`; a key of a table named in
    `quote_keys_under`, or one with a space or a dot, is quoted, as TOML writes
    `models."org/m"`."""
    out = ""
    quote_next = False
    for item in loc:
        if isinstance(item, int):
            out += f"[{item}]"
            continue
        if item.startswith(BRANCH) or item == KEY:
            continue
        name = f'"{item}"' if quote_next or not _BARE_KEY.fullmatch(item) else item
        quote_next = item in quote_keys_under and not quote_next
        out = f"{out}.{name}" if out else name
    return out


def _phrase(error: Any, object_word: str) -> str:
    kind, message = error["type"], error["msg"]
    if kind in _TYPES:
        return _TYPES[kind]
    if kind in _OBJECTS:
        return f"must be {object_word}"
    if kind == "literal_error":
        return "must be one of " + "|".join(re.findall(r"'([^']*)'", error["ctx"]["expected"]))
    if kind == "string_too_short" and error["ctx"]["min_length"] == 1:
        return "must not be empty"
    if message.startswith("Input should"):
        return "must" + message.removeprefix("Input should")
    if message.startswith("Value error, "):
        return message.removeprefix("Value error, ")
    return message[:1].lower() + message[1:]


def first_problem(exc: ValidationError, quote_keys_under: tuple[str, ...] = (),
                  object_word: str = "an object") -> Problem:
    """The first error of `exc`; `object_word` names what a dict is to its reader (a
    JSON object, a TOML table)."""
    error = exc.errors(include_url=False)[0]
    kind = error["type"]
    code = ("missing_required_parameter" if kind == "missing"
            else "invalid_type" if kind.endswith("_type") else "invalid_value")
    return Problem(field_path(error["loc"], quote_keys_under) or None,
                   _phrase(error, object_word), code)
