"""API keys for relayed requests: `tandem keys add|list|remove`, and checking a presented key.

A key's label is the user its relayed requests belong to, so it names a notes folder.
The file keeps only a salted scrypt hash of each secret: a copied `keys.json` gives no
one a working key. Each secret starts with its key id in clear (`tdm_<id>_<random>`),
so checking a key costs one scrypt, not one per stored key.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import re
import secrets
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.atomic_write import atomic_write
from app.contracts.settings import NAME
from app.memory.types import LOCAL_USER
from app.private_dir import make_private_dir

LABEL_RE = re.compile(NAME)
"""Labels become folder names under memory/notes/, so no slashes, dots first, or spaces."""

_SCRYPT = {"n": 2**14, "r": 8, "p": 1}


class KeyStoreError(ValueError):
    """A label or file Tandem cannot use; the message says which."""


def valid_label(label: str) -> bool:
    return bool(LABEL_RE.fullmatch(label)) and label not in {LOCAL_USER}


@dataclass(frozen=True, slots=True)
class StoredKey:
    label: str
    key_id: str
    salt: str
    hash: str
    created: float


def _hash(secret: str, salt: bytes) -> str:
    return hashlib.scrypt(secret.encode(), salt=salt, maxmem=64 * 2**20, dklen=32,
                          **_SCRYPT).hex()


class KeyStore:
    """`$TANDEM_HOME/state/keys.json`: labels and salted hashes, 0600, written atomically."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._sig: tuple[int, int, int] | None = None
        self._keys: dict[str, StoredKey] = {}

    @classmethod
    def for_home(cls, home: Path) -> KeyStore:
        return cls(home / "state" / "keys.json")

    def load(self) -> list[StoredKey]:
        """The keys, read again only when the file changed (one `stat` otherwise, cheap
        enough for every request on the loop), so `tandem keys add` works on a running
        server. The inode is in the check: an atomic rewrite within one mtime tick is
        still seen."""
        try:
            st = self.path.stat()
        except FileNotFoundError:
            self._keys, self._sig = {}, None
            return []
        sig = (st.st_mtime_ns, st.st_size, st.st_ino)
        if sig != self._sig:
            try:
                data = json.loads(self.path.read_text("utf-8"))
                keys = [StoredKey(**k) for k in data.get("keys", [])]
            except (ValueError, TypeError, OSError) as exc:
                raise KeyStoreError(f"{self.path} is unreadable: {exc}") from exc
            self._keys = {k.key_id: k for k in keys}
            self._sig = sig
        return list(self._keys.values())

    def add(self, label: str) -> str:
        """Create a key for `label` (replacing its old one) and return the secret."""
        if not valid_label(label):
            raise KeyStoreError(f"label {label!r} must be letters, digits, '.', '_' or '-' "
                            "(at most 64, not 'local')")
        keys = [k for k in self.load() if k.label != label]
        key_id = secrets.token_hex(4)
        secret = f"tdm_{key_id}_{secrets.token_urlsafe(24)}"
        salt = secrets.token_bytes(16)
        keys.append(StoredKey(label, key_id, salt.hex(), _hash(secret, salt), time.time()))
        self._write(keys)
        return secret

    def remove(self, label: str) -> bool:
        keys = self.load()
        kept = [k for k in keys if k.label != label]
        if len(kept) == len(keys):
            return False
        self._write(kept)
        return True

    def verify(self, secret: str) -> str | None:
        """The label whose key this is, or None."""
        parts = secret.split("_", 2)
        if len(parts) != 3 or parts[0] != "tdm":
            return None
        stored = {k.key_id: k for k in self.load()}.get(parts[1])
        if stored is None:
            return None
        digest = _hash(secret, bytes.fromhex(stored.salt))
        return stored.label if hmac.compare_digest(digest, stored.hash) else None

    def _write(self, keys: list[StoredKey]) -> None:
        make_private_dir(self.path.parent)
        payload: dict[str, Any] = {
            "version": 1,
            "scrypt": _SCRYPT,
            "keys": [
                {"label": k.label, "key_id": k.key_id, "salt": k.salt, "hash": k.hash,
                 "created": k.created}
                for k in keys
            ],
        }
        atomic_write(self.path, json.dumps(payload, indent=2))
        self._sig = None
