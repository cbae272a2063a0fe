"""A request the engine side turns down, as a value every entry point can show.

The access checks (keys, `X-Tandem-User`) and the core (an unknown model, a parameter the
engine lacks) sit below the HTTP layer, so they cannot raise HTTP's `ApiError`; they raise
this, and the HTTP layer maps it to its error body (`http/errors.py`), as the window and
the CLI show its message.
"""

from __future__ import annotations


class Refused(Exception):
    """Turned down, with the status an HTTP client would get and the field at fault."""

    def __init__(
        self,
        status: int,
        message: str,
        *,
        code: str | None = None,
        param: str | None = None,
        type_: str | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.code = code
        self.param = param
        self.type = type_ or ("invalid_request_error" if status < 500 else "server_error")
