"""`tandem notes list|show|search|history|merge|export|nightly`: the CLI face of NotesService.

It only formats: every operation is the service's, so the terminal sees exactly what the
Notes tab and the admin routes see.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path

from app.config import ConfigError, load_config, resolve_home
from app.memory.names import UnsafeNameError
from app.memory.rules import Refusal
from app.memory.service import NotesService
from app.memory.store import StoreRootError


def _print_broken(svc: NotesService, user: str) -> None:
    for broken in svc.broken_files(user):
        print(f"broken: {broken.path}: {broken.error}", file=sys.stderr)


def _list(svc: NotesService, args: argparse.Namespace) -> int:
    notes = svc.list_notes(args.user, scope=args.scope)
    uses = svc.uses_by_note(args.user, 7)
    rows = [
        {
            "id": n.id,
            "kind": n.kind,
            "scope": n.scope,
            "project": n.project,
            "session": n.session,
            "status": n.status,
            "pinned": n.pinned,
            "uses_7d": uses.get(n.id, 0),
            "updated": n.updated,
            "possible_duplicate_of": n.possible_duplicate_of,
            "title": n.title,
            "path": str(n.path) if n.path else None,
        }
        for n in notes
    ]
    if args.json:
        print(json.dumps(rows, indent=1, ensure_ascii=False))
    else:
        for r in rows:
            where = r["project"] or r["session"] or ""
            flags = ("ratified" if r["status"] == "ratified" else "provisional") + (
                ", pinned" if r["pinned"] else ""
            ) + (f", duplicate of {r['possible_duplicate_of']}?"
                 if r["possible_duplicate_of"] else "")
            scope = f"{r['scope']}:{where}" if where else r["scope"]
            print(f"{r['id']}  {r['kind']:<13} {scope:<28} {flags:<20} "
                  f"{r['uses_7d']:>3} uses/7d  {r['title']}")
        if not rows:
            print("no notes", file=sys.stderr)
    _print_broken(svc, args.user)
    return 0


def _show(svc: NotesService, args: argparse.Namespace) -> int:
    note = svc.read(args.user, args.id)
    if note is None or note.path is None:
        print(f"no note {args.id!r} for user {args.user!r}", file=sys.stderr)
        return 1
    sys.stdout.write(note.path.read_text("utf-8"))
    return 0


def _search(svc: NotesService, args: argparse.Namespace) -> int:
    hits = svc.search(args.user, args.query, limit=args.limit)
    for note, score in hits:
        print(f"{score:8.3f}  {note.id}  {note.kind:<13} {note.title}")
    if not hits:
        print("no matches", file=sys.stderr)
    return 0


def _history(svc: NotesService, args: argparse.Namespace) -> int:
    entries = svc.history(args.user, args.id)
    if not entries:
        print(f"no history for {args.id!r}", file=sys.stderr)
        return 1
    for entry in entries:
        label = " (current)" if entry.current else ""
        print(f"== revision {entry.revision}{label}")
        sys.stdout.write(entry.diff if entry.diff.endswith("\n") or not entry.diff
                         else entry.diff + "\n")
    return 0


def _merge(svc: NotesService, args: argparse.Namespace) -> int:
    result = svc.merge(args.user, args.id, args.into)
    if isinstance(result, Refusal):
        print(f"tandem notes merge: {result.reason}", file=sys.stderr)
        return 1
    print(f"merged {args.id} into {args.into}")
    return 0


def _export(svc: NotesService, args: argparse.Namespace) -> int:
    path = svc.export_zip(args.user, Path(args.path))
    print(f"wrote {path}")
    return 0


def _nightly(svc: NotesService, args: argparse.Namespace) -> int:
    # The nightly job is for every user of the store, like the scheduled run.
    for report in svc.nightly(user=None):
        print(f"{report.user}: {report.indexed} live notes in INDEX.md, "
              f"{len(report.purged)} purged from the archive, "
              f"{len(report.marked_stale)} marked stale, {report.broken} broken files")
    return 0


_COMMANDS: dict[str, Callable[[NotesService, argparse.Namespace], int]] = {
    "list": _list,
    "show": _show,
    "search": _search,
    "history": _history,
    "merge": _merge,
    "export": _export,
    "nightly": _nightly,
}


def run_notes(args: argparse.Namespace) -> int:
    home = resolve_home(getattr(args, "home", None))
    try:
        svc = NotesService(home, root=load_config(home).notes_root)
    except (StoreRootError, ConfigError) as exc:
        print(f"tandem notes: {exc}", file=sys.stderr)
        return 2
    try:
        return _COMMANDS[args.notes_command](svc, args)
    except UnsafeNameError as exc:
        print(f"tandem notes: {exc}", file=sys.stderr)
        return 2
    finally:
        svc.close()
