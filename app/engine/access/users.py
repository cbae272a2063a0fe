"""Whose request is this: the user whose notes a request may read and write (DESIGN "Users").

- A request to the engine's own models belongs to the fixed user `local`.
- A relayed request belongs to its key's label, or to `X-Tandem-User` when the request
  comes from a `--trust` address; with neither it belongs to no one and touches no notes.

A presented key must be a known one once any key exists: a wrong key is a 401, not a
silent fall back to "no user". With no keys configured at all, the Authorization header
is ignored, because every OpenAI client sends one and a keyless local server must still
answer them.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import ipaddress
import logging
from collections.abc import Iterable, Mapping

from app.engine.access.keys import KeyStore, KeyStoreError, valid_label
from app.engine.refusal import Refused
from app.memory.types import LOCAL_USER

log = logging.getLogger("tandem.users")

_CACHE_MAX = 256


def parse_trust(addrs: Iterable[str]) -> list[ipaddress.IPv4Network | ipaddress.IPv6Network]:
    """`--trust` entries: an address or a network (`10.0.0.0/8`)."""
    nets = []
    for a in addrs:
        try:
            nets.append(ipaddress.ip_network(a.strip(), strict=False))
        except ValueError:
            raise ValueError(f"--trust {a!r} is not an IP address or network") from None
    return nets


class UserResolver:
    """Checks keys (from `--key` flags and `keys.json`) and decides each request's user."""

    def __init__(
        self,
        flag_keys: Mapping[str, str] | None = None,
        store: KeyStore | None = None,
        trust: Iterable[str] = (),
    ) -> None:
        # label -> secret for --key; compared by digest so timing says nothing.
        self._flag_keys = {
            hashlib.sha256(secret.encode()).digest(): label
            for label, secret in (flag_keys or {}).items()
        }
        self._store = store
        self._trust = parse_trust(trust)
        self._verified: dict[bytes, str] = {}

    def keys_configured(self) -> bool:
        if self._flag_keys:
            return True
        try:
            return bool(self._store and self._store.load())
        except KeyStoreError:
            return True  # an unreadable store must not open the door

    def trusted(self, remote: str | None) -> bool:
        if not remote or not self._trust:
            return False
        try:
            addr = ipaddress.ip_address(remote)
        except ValueError:
            return False
        return any(addr in net for net in self._trust)

    async def key_label(self, authorization: str | None) -> str | None:
        """The label of the presented key; None without one; 401 for an unknown one."""
        if not authorization or not self.keys_configured():
            return None
        scheme, _, secret = authorization.partition(" ")
        secret = secret.strip()
        if scheme.lower() != "bearer" or not secret:
            raise Refused(401, "the Authorization header must be 'Bearer <key>'",
                           code="invalid_api_key", type_="authentication_error")
        digest = hashlib.sha256(secret.encode()).digest()
        for known, label in self._flag_keys.items():
            if hmac.compare_digest(known, digest):
                return label
        label = self._verified.get(digest)
        if label is not None and not self._still_stored(secret):
            del self._verified[digest]  # removed (or replaced) since it was checked
            label = None
        if label is None and self._store is not None:
            try:
                label = await asyncio.to_thread(self._store.verify, secret)
            except KeyStoreError as exc:
                log.error("cannot read keys: %s", exc)
                label = None
            if label is not None:
                if len(self._verified) >= _CACHE_MAX:
                    self._verified.clear()
                self._verified[digest] = label
        if label is None:
            raise Refused(401, "unknown API key", code="invalid_api_key",
                           type_="authentication_error")
        return label

    def _still_stored(self, secret: str) -> bool:
        key_id = secret.split("_", 2)[1] if secret.count("_") >= 2 else ""
        try:
            return self._store is not None and any(
                k.key_id == key_id for k in self._store.load()
            )
        except KeyStoreError:
            return False

    async def resolve(
        self,
        *,
        relayed: bool,
        authorization: str | None,
        header_user: str | None,
        remote: str | None,
    ) -> str | None:
        label = await self.key_label(authorization)
        if header_user is not None and not valid_label(header_user):
            raise Refused(400, "X-Tandem-User must be letters, digits, '.', '_' or '-' "
                           "(at most 64, not 'local')", code="invalid_header",
                           param="X-Tandem-User")
        if not relayed:
            return LOCAL_USER
        if label is not None:
            return label
        if header_user is not None:
            if self.trusted(remote):
                return header_user
            log.warning("ignored X-Tandem-User from untrusted address %s", remote)
        return None
