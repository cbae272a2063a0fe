"""Bounds a person reads as one sentence (`port must be from 0 to 65535`), and the limits
and choices a settings view offers, read back from the models.

pydantic's own `ge`/`le` report one bound at a time ("greater than or equal to 0"), so a
bound is checked here and written into the JSON schema as minimum/maximum, where
`/openapi.json` and the settings views read it back (`limits`).
"""

from __future__ import annotations

from typing import Annotated, Any, get_args

from pydantic import AfterValidator, BaseModel, Field


def _range(lo: float, hi: float | None) -> str:
    return f"{lo:g} or more" if hi is None else f"from {lo:g} to {hi:g}"


def whole_number(lo: int, hi: int | None = None) -> Any:
    """An int from `lo` to `hi` (no upper bound when None)."""

    def check(value: int) -> int:
        if value < lo or (hi is not None and value > hi):
            raise ValueError(f"must be {_range(lo, hi)}, not {value}")
        return value

    bounds = {"minimum": lo} if hi is None else {"minimum": lo, "maximum": hi}
    return Annotated[int, Field(json_schema_extra=bounds), AfterValidator(check)]


def number(lo: float, hi: float | None = None) -> Any:
    """A number (an int is taken as a float) from `lo` to `hi`."""

    def check(value: float) -> float:
        if value < lo or (hi is not None and value > hi):
            raise ValueError(f"must be a number {_range(lo, hi)}, not {value:g}")
        return float(value)

    bounds = {"minimum": lo} if hi is None else {"minimum": lo, "maximum": hi}
    return Annotated[float, Field(json_schema_extra=bounds), AfterValidator(check)]


def limits(model: type[BaseModel], field: str) -> tuple[Any, Any]:
    """The (minimum, maximum) a model allows for `field`: what a spin box offers."""
    schema = model.model_json_schema()["properties"][field]
    branches = schema.get("anyOf", [schema])
    bounded = next(b for b in branches if "minimum" in b)
    return bounded["minimum"], bounded.get("maximum")


def choices(model: type[BaseModel], field: str) -> tuple[str, ...]:
    """The values a Literal field allows, in their order: what a choice box offers."""
    return get_args(model.model_fields[field].annotation)
