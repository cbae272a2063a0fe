"""`tandem mcp`: the notes as an MCP server over stdio, for clients that start a command
(Claude Desktop, LM Studio, opencode's `local` servers).

The process is the person's own, started by their client, so it needs no key: its user
is `local` unless `--user` names another, and `--project DIR` gives the project scope.
The whole process is one connection, so one notes session (the 20-notes cap counts for
it). Stdout carries the protocol and nothing else: logs go to stderr, and the SDK's
stdio server points fd 1 at stderr while it serves, so even a library's stray print
cannot corrupt the wire.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import secrets
import sys

from app.config import ConfigError, load_config, resolve_home
from app.memory.names import UnsafeNameError, safe_name
from app.memory.service import NotesService
from app.memory.store import StoreRootError
from app.memory.types import LOCAL_USER

log = logging.getLogger("tandem.mcp")


def _fail(message: str) -> int:
    print(f"tandem mcp: {message}", file=sys.stderr)
    return 2


def run_mcp(args: argparse.Namespace) -> int:
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    user = getattr(args, "user", None) or LOCAL_USER
    project = os.path.abspath(args.project) if args.project else None
    if project is not None and not os.path.isdir(project):
        return _fail(f"--project {args.project!r} is not a folder")
    try:
        safe_name(user, "user name")
    except UnsafeNameError as exc:
        return _fail(f"--user: {exc}")
    home = resolve_home(getattr(args, "home", None))
    try:
        notes = NotesService(home, root=load_config(home).notes_root)
    except (StoreRootError, ConfigError) as exc:
        return _fail(str(exc))
    try:
        asyncio.run(_serve(notes, user, project))
    except KeyboardInterrupt:
        pass
    finally:
        notes.close()
    return 0


async def _serve(notes: NotesService, user: str, project: str | None) -> None:
    from mcp.server.stdio import stdio_server

    from app.engine.mcp.notes_server import Caller, NotesTools

    caller = Caller(user=user, session=f"mcp-{secrets.token_hex(6)}", project=project)
    server = NotesTools(notes, lambda _ctx: caller).server()
    log.info("serving the notes of %s over stdio (session %s)", user, caller.session)
    async with stdio_server() as (read, write):
        await server.run(read, write, server.create_initialization_options())
