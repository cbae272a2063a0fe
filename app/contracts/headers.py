"""The request headers Tandem reads, as `/openapi.json` lists them.

Each field's alias is the header's name. The routes read them in http/tandem_headers.py
and http/context.py, where a bad value is a 400 naming the header.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field


class TandemHeaders(BaseModel):
    """What chat completions and Messages read: memory, user, profile, session, project."""

    memory: Literal["off", "read"] | None = Field(None, alias="X-Tandem-Memory")
    user: str | None = Field(None, alias="X-Tandem-User",
                             description="honoured only from --trust addresses")
    profile: str | None = Field(None, alias="X-Tandem-Profile")
    session: str | None = Field(None, alias="X-Tandem-Session")
    session_id: str | None = Field(
        None, alias="X-Session-Id",
        description="opencode's conversation id; used when X-Tandem-Session is absent")
    open_webui: str | None = Field(
        None, alias="X-OpenWebUI-Chat-Id",
        description="Open WebUI's chat id; used when neither header above is sent")
    claude_code: str | None = Field(
        None, alias="X-Claude-Code-Session-Id",
        description="Claude Code's session id; used when none of the headers above is sent")
    project: str | None = Field(None, alias="X-Tandem-Project",
                                description="an absolute path")


class AnthropicHeaders(TandemHeaders):
    api_key: str | None = Field(None, alias="x-api-key",
                                description="an API key, read as `Authorization: Bearer` is")
    version: str | None = Field(None, alias="anthropic-version", pattern=r"^\d{4}-\d{2}-\d{2}$",
                                description="accepted; every version gets the same API")


class ScriptHeaders(BaseModel):
    token: str = Field(alias="X-Tandem-Session-Token",
                       description="the token the memory card gave the session; unknown or "
                                   "missing is a 403")


class McpHeaders(BaseModel):
    authorization: str = Field(
        alias="Authorization",
        description="Bearer <key>: the key's label is the user whose notes the tools touch")
    admin: str | None = Field(
        None, alias="X-Tandem-Admin",
        description="Basic (user admin): needed to read notes once an admin password is set")
    project: str | None = Field(None, alias="X-Tandem-Project",
                                description="an absolute path: the project scope")
    session: str | None = Field(
        None, alias="X-Tandem-Session",
        description="names the notes session of a client without MCP sessions")
    origin: str | None = Field(
        None, alias="Origin",
        description="when sent, this server's own host or a loopback one (else 403)")
