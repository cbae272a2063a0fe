"""The MCP server over the notes: four tools and two kinds of resource, on the SDK's Server.

LM Studio, Jan, Claude Desktop, opencode and Cursor take tools from MCP servers; this one
gives them the person's notes. It is only a face of `NotesService`, like the CLI and the
script route: every search, read and write is the service's, so the caps, the secret
refusal, dedupe and the journal hold here as everywhere. A `remember` is source `mcp`: a
tool call is not the person's own message, so it lands provisional (in the review queue)
and can never be a rule or a ruling. Titles and bodies are never logged.

The transport decides who calls (`CallerOf`): the stdio command is the person's own
process, the HTTP route names the key's user; each connection is one notes session, so
the store's 20-notes cap counts per connection.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Callable
from typing import Any

import mcp_types as types
from mcp.server.context import ServerRequestContext
from mcp.server.lowlevel import Server
from mcp.shared.exceptions import MCPError

from app.contracts.memory_script import SEARCH_LIMIT_MAX
from app.engine.conductor.block_store import status_line
from app.engine.mcp.caller import Caller
from app.memory.listing import brief
from app.memory.note import KINDS, SCOPES, Note
from app.memory.rules import USER_AUTHORED_KINDS, Refusal
from app.memory.service import NotesService
from app.memory.types import NoteWrite, WriteContext

log = logging.getLogger("tandem.mcp")

RECENT_DEFAULT = 10
RECENT_MAX = 50
INDEX_URI = "tandem://notes/index"
NOTE_URI = "tandem://notes/"
WRITABLE_KINDS = tuple(k for k in KINDS if k not in USER_AUTHORED_KINDS)

CallerOf = Callable[[ServerRequestContext[Any, Any]], Caller]


class ToolArgumentError(ValueError):
    """A tool argument of the wrong type or value; the message names the argument."""


def _arg(args: dict[str, Any], name: str, kind: type, *, required: bool = True) -> Any:
    value = args.get(name)
    if value is None and not required:
        return None
    if not isinstance(value, kind) or isinstance(value, bool):
        raise ToolArgumentError(f"'{name}' must be a {'string' if kind is str else kind.__name__}")
    return value


def _choice(args: dict[str, Any], name: str, choices: tuple[str, ...], *,
            required: bool = True) -> str | None:
    value = _arg(args, name, str, required=required)
    if value is not None and value not in choices:
        raise ToolArgumentError(f"'{name}' must be one of {', '.join(choices)}")
    return value


def _limit(args: dict[str, Any], default: int, most: int) -> int:
    value = _arg(args, "limit", int, required=False)
    if value is None:
        return default
    if value < 1:
        raise ToolArgumentError("'limit' must be at least 1")
    return min(value, most)


def _schema(properties: dict[str, Any], required: list[str]) -> dict[str, Any]:
    return {"type": "object", "properties": properties, "required": required,
            "additionalProperties": False}


_SCOPE = {"type": "string", "enum": list(SCOPES)}
TOOLS = [
    types.Tool(
        name="search_notes",
        description="BM25 search over the notes this connection may see (the person's, "
                    "this project's and this session's), best first, with scores.",
        input_schema=_schema({"query": {"type": "string"}, "scope": _SCOPE,
                              "limit": {"type": "integer", "minimum": 1,
                                        "maximum": SEARCH_LIMIT_MAX}}, ["query"]),
        annotations=types.ToolAnnotations(read_only_hint=True),
    ),
    types.Tool(
        name="read_note",
        description="One note by its id: its fields and its Markdown body.",
        input_schema=_schema({"id": {"type": "string"}}, ["id"]),
        annotations=types.ToolAnnotations(read_only_hint=True),
    ),
    types.Tool(
        name="remember",
        description="Add a note (one fact; title at most 120 characters, body at most 400 "
                    "words). It lands provisional until the person reviews it; a rule or "
                    "ruling must come from the person, so this tool cannot write one.",
        input_schema=_schema({
            "title": {"type": "string", "maxLength": 120}, "body": {"type": "string"},
            "kind": {"type": "string", "enum": list(WRITABLE_KINDS)}, "scope": _SCOPE,
            "tags": {"type": "array", "items": {"type": "string"}},
        }, ["title", "body", "kind", "scope"]),
    ),
    types.Tool(
        name="recent_notes",
        description="The notes this connection may see, most recently updated first.",
        input_schema=_schema({"limit": {"type": "integer", "minimum": 1,
                                        "maximum": RECENT_MAX}}, []),
        annotations=types.ToolAnnotations(read_only_hint=True),
    ),
]


def _result(data: dict[str, Any], text: str | None = None) -> types.CallToolResult:
    shown = text if text is not None else json.dumps(data, ensure_ascii=False, default=str)
    return types.CallToolResult(content=[types.TextContent(text=shown)],
                                structured_content=data)


def _failed(text: str) -> types.CallToolResult:
    return types.CallToolResult(content=[types.TextContent(text=text)], is_error=True)


class NotesTools:
    """The handlers, over one service; `caller_of` says whose request each one is."""

    def __init__(self, notes: NotesService, caller_of: CallerOf) -> None:
        self._notes = notes
        self._caller_of = caller_of

    def server(self) -> Server[Any]:
        return Server(
            "tandem-notes", version="0.1.0", title="Tandem notes",
            instructions="The person's memory notes. Search them before answering from "
                         "memory; remember one fact at a time.",
            on_list_tools=self.list_tools, on_call_tool=self.call_tool,
            on_list_resources=self.list_resources,
            on_list_resource_templates=self.list_templates,
            on_read_resource=self.read_resource,
        )

    async def list_tools(self, ctx: ServerRequestContext[Any, Any],
                         params: types.PaginatedRequestParams | None) -> types.ListToolsResult:
        return types.ListToolsResult(tools=TOOLS)

    async def call_tool(self, ctx: ServerRequestContext[Any, Any],
                        params: types.CallToolRequestParams) -> types.CallToolResult:
        caller = self._caller_of(ctx)
        args = dict(params.arguments or {})
        tool = {"search_notes": self._search, "read_note": self._read,
                "remember": self._remember, "recent_notes": self._recent}.get(params.name)
        if tool is None:
            raise MCPError(types.INVALID_PARAMS, f"unknown tool '{params.name}'")
        log.info("mcp %s: user=%s session=%s", params.name, caller.user, caller.session)
        try:
            return await tool(caller, args)
        except ToolArgumentError as exc:
            return _failed(str(exc))

    async def _search(self, caller: Caller, args: dict[str, Any]) -> types.CallToolResult:
        query = _arg(args, "query", str)
        scope = _choice(args, "scope", SCOPES, required=False)
        limit = _limit(args, 5, SEARCH_LIMIT_MAX)
        keys = caller.visibility().scope_keys()
        if scope is not None:
            keys = frozenset(k for k in keys if k.split(":", 1)[0] == scope)
        seen = await asyncio.to_thread(self._notes.search, caller.user, query, limit, keys)
        return _result({"results": [{**brief(n), "score": round(s, 3)} for n, s in seen]})

    async def _read(self, caller: Caller, args: dict[str, Any]) -> types.CallToolResult:
        note_id = _arg(args, "id", str)
        note = await self._visible(caller, note_id)
        if note is None:
            return _failed(f"no note with id '{note_id}'")
        return _result({**brief(note), "body": note.body})

    async def _remember(self, caller: Caller, args: dict[str, Any]) -> types.CallToolResult:
        tags = _arg(args, "tags", list, required=False) or []
        if not all(isinstance(t, str) for t in tags):
            raise ToolArgumentError("'tags' must be a list of strings")
        write = NoteWrite(op="add", scope=_choice(args, "scope", SCOPES) or "",
                          kind=_choice(args, "kind", KINDS) or "",
                          title=_arg(args, "title", str), body=_arg(args, "body", str),
                          tags=tags)
        ctx = WriteContext(user=caller.user, source="mcp", session=caller.session,
                           project=caller.project, user_message_in_turn=False)
        result = await asyncio.to_thread(self._notes.write, ctx, write)
        if isinstance(result, Refusal):
            return _failed(f"refused: {result.reason}")
        line = status_line(result)
        data = {"op": result.op_done, "line": line, **brief(result.note)}
        return _result(data, f"{line}\n(provisional: it waits for the person's review)")

    async def _recent(self, caller: Caller, args: dict[str, Any]) -> types.CallToolResult:
        limit = _limit(args, RECENT_DEFAULT, RECENT_MAX)
        seen = await asyncio.to_thread(self._notes.visible_notes, caller.visibility())
        newest = sorted(seen, key=lambda n: (str(n.updated), n.id), reverse=True)[:limit]
        return _result({"notes": [brief(n) for n in newest]})

    async def _visible(self, caller: Caller, note_id: str) -> Note | None:
        note = await asyncio.to_thread(self._notes.read, caller.user, note_id)
        if note is None or note.archived or note.scope_key not in caller.visibility().scope_keys():
            return None
        return note

    async def list_resources(self, ctx: ServerRequestContext[Any, Any],
                             params: types.PaginatedRequestParams | None
                             ) -> types.ListResourcesResult:
        caller = self._caller_of(ctx)
        seen = await asyncio.to_thread(self._notes.visible_notes, caller.visibility())
        index = types.Resource(uri=INDEX_URI, name="index", title="Index of the notes",
                               mime_type="text/markdown")
        return types.ListResourcesResult(resources=[index, *(
            types.Resource(uri=NOTE_URI + n.id, name=n.id, title=n.title,
                           mime_type="text/markdown") for n in seen)])

    async def list_templates(self, ctx: ServerRequestContext[Any, Any],
                             params: types.PaginatedRequestParams | None
                             ) -> types.ListResourceTemplatesResult:
        return types.ListResourceTemplatesResult(resource_templates=[types.ResourceTemplate(
            uri_template=NOTE_URI + "{id}", name="note", title="One note as its file",
            mime_type="text/markdown")])

    async def read_resource(self, ctx: ServerRequestContext[Any, Any],
                            params: types.ReadResourceRequestParams
                            ) -> types.ReadResourceResult:
        caller = self._caller_of(ctx)
        uri = str(params.uri)
        if uri == INDEX_URI:
            text = await asyncio.to_thread(self._notes.index_block, caller.visibility())
        elif uri.startswith(NOTE_URI):
            note_id = uri.removeprefix(NOTE_URI)
            found = None
            if await self._visible(caller, note_id) is not None:
                found = await asyncio.to_thread(self._notes.file_text, caller.user, note_id)
            if found is None:
                raise MCPError(types.INVALID_PARAMS, f"no note with id '{note_id}'")
            text = found[1]
        else:
            raise MCPError(types.INVALID_PARAMS, f"no resource '{uri}'")
        return types.ReadResourceResult(contents=[types.TextResourceContents(
            uri=uri, text=text, mime_type="text/markdown")])
