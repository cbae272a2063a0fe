"""`whole(message)`: a value whose errors name the field itself, not a part of it.

A logit_bias key is a token id, not a field, and a union's branches are pydantic's, not
the client's: `'logit_bias' must be an object of token id -> bias` names what a client can
find in its request, where pydantic's own loc would read `logit_bias.abc.[key]`.
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError, ValidatorFunctionWrapHandler, WrapValidator
from pydantic_core import PydanticCustomError


def whole(message: str) -> WrapValidator:
    """Use as `Annotated[dict[TokenId, Bias], whole("must be …")]`."""

    def as_one(value: Any, handler: ValidatorFunctionWrapHandler) -> Any:
        try:
            return handler(value)
        except ValidationError:
            raise PydanticCustomError("invalid_value", message) from None

    return WrapValidator(as_one)
