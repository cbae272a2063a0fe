"""The `tandem` command: the window, the headless server, the MCP server, and the notes,
keys and admin tools.

Only argument parsing lives here; each subcommand hands its namespace to the module that
owns the work, so the CLI, the HTTP routes and the Notes tab share one implementation.
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence
from typing import Any, NoReturn

from app.contracts.settings import DEFAULT_HOST, DEFAULT_PORT
from app.memory.types import LOCAL_USER
from app.registered_engines import engine_entries


class _OneLineParser(argparse.ArgumentParser):
    """Bad flags are one clear line on stderr (the CLI contract), not usage plus an error.

    No abbreviated flags (`--po 0`): a restart drops the flags of the settings just saved
    by their full names (app/ui/restart.py), so an abbreviation would outlive the change.
    The subcommands' parsers are made by this class too, so the rule holds for them all."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("allow_abbrev", False)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message}\n")


def _add_home(p: argparse.ArgumentParser, after: bool = False) -> None:
    """`after`: on a subcommand's own parser, where the flag may be given again after the
    subcommand's name (`tandem admin set-password --home DIR`); left out, the value given
    before it stands, so both places work the same way."""
    p.add_argument(
        "--home", default=argparse.SUPPRESS if after else None,
        help="Tandem's home folder (default: $TANDEM_HOME or ~/.qwen38-spark-engine)",
    )


def _flags_after(subcommands: argparse._SubParsersAction, user: bool = False) -> None:
    """--home (and --user where the command has one) after every subcommand too."""
    for leaf in subcommands.choices.values():
        _add_home(leaf, after=True)
        if user:
            leaf.add_argument("--user", default=argparse.SUPPRESS,
                              help=f"whose notes (default: {LOCAL_USER})")


def _serve_flags(p: argparse.ArgumentParser) -> None:
    _add_home(p)
    p.add_argument("--host", default=None, help=f"address to bind (default {DEFAULT_HOST})")
    p.add_argument("--port", type=int, default=None, help=f"port (default {DEFAULT_PORT})")
    engines = engine_entries()
    p.add_argument("--engine", choices=[e.name for e in engines], default=None)
    takes = ", ".join(f"{e.model_files.value} ({e.name})" for e in engines if e.local)
    p.add_argument("--model", default=None,
                   help=f"a local model's id (tandem models list), or the path of {takes}")
    p.add_argument("--backend", action="append", default=[], metavar="NAME=BASE_URL",
                   help="relay an OpenAI-compatible backend; repeatable")
    p.add_argument("--trust", action="append", default=[], metavar="ADDR",
                   help="honour X-Tandem-User from this address; repeatable")
    p.add_argument("--key", action="append", default=[], metavar="LABEL=SECRET",
                   help="accept this API key for this label; repeatable")


def build_parser() -> argparse.ArgumentParser:
    parser = _OneLineParser(
        prog="tandem", description="A local LLM app with memory notes."
    )
    sub = parser.add_subparsers(dest="command")

    _serve_flags(sub.add_parser("serve", help="run the OpenAI-compatible server without a window"))
    _serve_flags(sub.add_parser("gui", help="open the window (the default)"))

    notes = sub.add_parser("notes", help="read and manage memory notes")
    _add_home(notes)
    notes.add_argument("--user", default=LOCAL_USER, help=f"whose notes (default: {LOCAL_USER})")
    nsub = notes.add_subparsers(dest="notes_command", required=True)
    ls = nsub.add_parser("list", help="list notes by scope")
    ls.add_argument("--scope", choices=["user", "project", "session", "archive"], default=None)
    ls.add_argument("--json", action="store_true")
    show = nsub.add_parser("show", help="print one note as its file")
    show.add_argument("id")
    search = nsub.add_parser("search", help="BM25 search with scores")
    search.add_argument("query")
    search.add_argument("--limit", type=int, default=10)
    hist = nsub.add_parser("history", help="earlier texts of a note, as diffs")
    hist.add_argument("id")
    merge = nsub.add_parser("merge", help="fold a note into the one it restates (its "
                            "text stays in that note's history)")
    merge.add_argument("id")
    merge.add_argument("into")
    export = nsub.add_parser("export", help="write every note into a zip")
    export.add_argument("path")
    nsub.add_parser("nightly", help="write INDEX.md, purge the archive, mark stale notes")
    _flags_after(nsub, user=True)

    keys = sub.add_parser("keys", help="API keys for relayed requests")
    _add_home(keys)
    ksub = keys.add_subparsers(dest="keys_command", required=True)
    kadd = ksub.add_parser("add", help="create a key for a label and print it once")
    kadd.add_argument("label")
    ksub.add_parser("list", help="list key labels")
    krm = ksub.add_parser("remove", help="remove a label's key")
    krm.add_argument("label")
    _flags_after(ksub)

    admin = sub.add_parser("admin", help="the admin password of the notes routes (OS keyring)")
    _add_home(admin)
    asub = admin.add_subparsers(dest="admin_command", required=True)
    asub.add_parser("set-password", help="set it (standard input when not a terminal)")
    asub.add_parser("clear-password", help="remove it: the notes routes are open again")
    asub.add_parser("status", help="say whether one is set")
    _flags_after(asub)

    models = sub.add_parser("models", help="local models, and the Hugging Face Hub")
    _add_home(models)
    msub = models.add_subparsers(dest="models_command", required=True)
    msub.add_parser("list", help="the local models, one a line, id first")
    msearch = msub.add_parser("search", help="search the Hub for GGUF repositories")
    msearch.add_argument("query")
    msearch.add_argument("--limit", type=int, default=20)
    mfiles = msub.add_parser("files", help="a Hub repository's GGUF files")
    mfiles.add_argument("repo")
    mget = msub.add_parser("download", help="download a GGUF from the Hub into models/")
    mget.add_argument("repo", help="OWNER/NAME")
    mget.add_argument("--file", default=None,
                      help="a file of the repository (default: Q4_K_M, else the smallest "
                      "of at least 4 bits)")
    mrm = msub.add_parser("rm", help="remove a model from Tandem's own models/ folder")
    mrm.add_argument("id")
    _flags_after(msub)

    doctor = sub.add_parser("doctor", help="check the engine, the model and the notes root")
    _add_home(doctor)

    mcp = sub.add_parser("mcp", help="serve the notes to an MCP client over stdio")
    _add_home(mcp)
    mcp.add_argument("--user", default=LOCAL_USER, help=f"whose notes (default: {LOCAL_USER})")
    mcp.add_argument("--project", default=None, metavar="DIR",
                     help="the working directory whose project notes are in scope")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    words = list(sys.argv[1:] if argv is None else argv)
    if not words or (words[0].startswith("-") and words[0] not in ("-h", "--help")):
        words.insert(0, "gui")  # `tandem --home DIR --port N` opens the window too
    args = build_parser().parse_args(words)
    command = args.command
    _close_home(getattr(args, "home", None))
    if command == "serve":
        from app.commands.serve import run_serve

        return run_serve(args)
    if command == "gui":
        from app.commands.launch import run_gui

        return run_gui(args)
    if command == "notes":
        from app.commands.notes import run_notes

        return run_notes(args)
    if command == "keys":
        from app.commands.keys import run_keys

        return run_keys(args)
    if command == "admin":
        from app.commands.admin import run_admin

        return run_admin(args)
    if command == "models":
        from app.commands.models import run_models

        return run_models(args)
    if command == "doctor":
        from app.commands.doctor import run_doctor

        return run_doctor(args)
    if command == "mcp":
        from app.commands.mcp import run_mcp

        return run_mcp(args)
    raise AssertionError(command)


def _close_home(flag: str | None) -> None:
    """Every start repairs what an umask or an older Tandem left open (DESIGN: folders are
    0700; docs/ARCHITECTURE.md#contracts), before any command reads or writes the home."""
    from app.config import resolve_home
    from app.private_dir import close_home

    home = resolve_home(flag)
    try:
        closed = close_home(home)
    except OSError as exc:  # the command itself will say what is wrong with the home
        logging.getLogger("tandem").warning("cannot make %s private: %s", home, exc)
        return
    if closed:
        logging.getLogger("tandem").info("closed %d folder(s) under %s to 0700",
                                         len(closed), home)


if __name__ == "__main__":
    sys.exit(main())
