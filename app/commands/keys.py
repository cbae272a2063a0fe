"""`tandem keys add|list|remove`: API keys for relayed requests, stored hashed."""

from __future__ import annotations

import argparse
import sys
import time

from app.config import resolve_home
from app.engine.access.keys import KeyStore, KeyStoreError


def run_keys(args: argparse.Namespace) -> int:
    store = KeyStore.for_home(resolve_home(args.home))
    try:
        if args.keys_command == "add":
            secret = store.add(args.label)
            print(secret)
            print(f"key for {args.label}: shown once, keep it now", file=sys.stderr)
            return 0
        if args.keys_command == "list":
            for k in sorted(store.load(), key=lambda k: k.label):
                created = time.strftime("%Y-%m-%d %H:%M", time.localtime(k.created))
                print(f"{k.label}\t{k.key_id}\t{created}")
            return 0
        if args.keys_command == "remove":
            if store.remove(args.label):
                print(f"removed the key for {args.label}")
                return 0
            print(f"tandem keys: no key for label {args.label!r}", file=sys.stderr)
            return 1
    except (KeyStoreError, OSError) as exc:
        print(f"tandem keys: {exc}", file=sys.stderr)
        return 2
    raise AssertionError(args.keys_command)
