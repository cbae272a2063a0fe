"""The Hugging Face Hub, through `huggingface_hub`: search, a repository's GGUF files, and
which file a bare `download REPO` takes.

The Hub is reached only here, and only when the person searches or downloads: nothing at
start-up imports this module, so Tandem works offline. `HF_ENDPOINT` and `HF_TOKEN` are
honoured as huggingface_hub honours them, read at each call (the library reads
HF_ENDPOINT once, at import). The token is handed to the library and never logged.
Failures become a `HubError` whose message says what to do.
"""

from __future__ import annotations

import os
import re
import socket
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from urllib.parse import urlparse

from app.engine.models.places import SHARD

DEFAULT_PICK = "Q4_K_M"
DEFAULT_ENDPOINT = "https://huggingface.co"
CONNECT_TIMEOUT_S = 5.0
_QUANT_NAME = re.compile(r"(i?q\d[a-z0-9_]*|bf16|f16|fp16|f32)$", re.IGNORECASE)


class HubError(Exception):
    """A Hub failure in one sentence that ends with what to do."""


@dataclass(frozen=True, slots=True)
class RepoHit:
    id: str
    downloads: int | None
    likes: int | None


@dataclass(frozen=True, slots=True)
class HubFile:
    """One model of a repository: a single .gguf, or all shards of a split one."""

    path: str
    """The first (or only) file's path in the repository."""
    parts: tuple[str, ...]
    sizes: tuple[int, ...]
    sha256: tuple[str | None, ...]

    @property
    def size(self) -> int:
        return sum(self.sizes)

    @property
    def quantisation(self) -> str:
        stem = SHARD.sub("", os.path.basename(self.path).removesuffix(".gguf"))
        match = _QUANT_NAME.search(stem.replace("-", "."))
        return match.group(1).upper() if match else "?"

    @property
    def bits(self) -> int | None:
        """Bits a weight, from the quantisation's name (Q4_K_M: 4, IQ3_XS: 3, F16: 16)."""
        digits = re.search(r"\d+", self.quantisation)
        return int(digits.group()) if digits else None


def endpoint() -> str | None:
    return os.environ.get("HF_ENDPOINT") or None


def token() -> str | None:
    return os.environ.get("HF_TOKEN") or None


def check_reachable(timeout: float = CONNECT_TIMEOUT_S) -> None:
    """A HubError at once when the Hub's address takes no connection: the library retries
    a refused connection with back-off for about 20 s before it gives up."""
    url = urlparse(endpoint() or DEFAULT_ENDPOINT)
    port = url.port or (443 if url.scheme == "https" else 80)
    try:
        socket.create_connection((url.hostname or "", port), timeout=timeout).close()
    except OSError as exc:
        raise HubError(f"cannot reach the Hub at {url.hostname}:{port} ({exc.strerror or exc}); "
                       "check the network, or HF_ENDPOINT if you set it") from None


def search(query: str, limit: int = 20) -> list[RepoHit]:
    """Repositories that hold GGUF files and match `query`, most downloaded first."""
    from huggingface_hub import HfApi

    check_reachable()
    api = HfApi(endpoint=endpoint(), token=token())
    with hub_errors(query):
        found = api.list_models(search=query, filter="gguf", sort="downloads", limit=limit)
        return [RepoHit(m.id, m.downloads, m.likes) for m in found]


def repo_files(repo: str) -> list[HubFile]:
    """The GGUF models of `repo`, shards grouped, with sizes and SHA-256s."""
    from huggingface_hub import HfApi
    from huggingface_hub.hf_api import RepoFile

    check_repo_id(repo)
    check_reachable()
    api = HfApi(endpoint=endpoint(), token=token())
    with hub_errors(repo):
        entries = [e for e in api.list_repo_tree(repo, recursive=True, expand=True)
                   if isinstance(e, RepoFile)]
    by_path = {e.path: e for e in entries if e.path.lower().endswith(".gguf")
               and "mmproj" not in os.path.basename(e.path).lower()}
    out: list[HubFile] = []
    for path in sorted(by_path):
        stem = path[:-5]
        shard = SHARD.search(stem)
        if shard and shard.group(1) != "00001":
            continue
        parts = [path]
        if shard:
            base, count = stem[: shard.start()], shard.group(2)
            parts = sorted(p for p in by_path if p.startswith(base + "-")
                           and p.endswith(f"-of-{count}.gguf"))
        files = [by_path[p] for p in parts]
        out.append(HubFile(path, tuple(parts), tuple(int(f.size) for f in files),
                           tuple(f.lfs.sha256 if f.lfs else None for f in files)))
    return out


def pick(files: list[HubFile], name: str | None, repo: str) -> HubFile:
    """The file `--file NAME` names (one of the repository's own, any shard of it), else
    the Q4_K_M one, else the smallest of at least 4 bits."""
    if name is not None:
        for f in files:
            if name in f.parts or name in {os.path.basename(p) for p in f.parts}:
                return f
        raise HubError(f"{repo} has no GGUF file {name!r}; `tandem models files {repo}` "
                       "would list them (or leave --file out to take the Q4_K_M one)")
    if not files:
        raise HubError(f"{repo} holds no GGUF file; search for a GGUF repository instead")
    preferred = [f for f in files if f.quantisation == DEFAULT_PICK]
    if preferred:
        return min(preferred, key=lambda f: f.size)
    wide = [f for f in files if (f.bits or 0) >= 4]
    return min(wide or files, key=lambda f: f.size)


_REPO_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*/[A-Za-z0-9][A-Za-z0-9._-]*\Z")


def check_repo_id(repo: str) -> None:
    if not _REPO_ID.match(repo) or ".." in repo:
        raise HubError(f"{repo!r} is not a Hub repository id; give it as OWNER/NAME")


@contextmanager
def hub_errors(what: str) -> Iterator[None]:
    """The library's exceptions as one HubError that says what to do."""
    import httpx2
    from huggingface_hub import errors

    try:
        yield
    except errors.GatedRepoError:
        raise HubError(f"{what} is gated: accept its licence on the Hub, then set HF_TOKEN "
                       "to a token of that account") from None
    except errors.RepositoryNotFoundError as exc:
        if _status(exc) in (401, 403):
            raise HubError(f"{what} needs an account: accept its licence on the Hub and set "
                           "HF_TOKEN") from None
        raise HubError(f"{what} was not found on the Hub; check the name") from None
    except errors.HfHubHTTPError as exc:
        status = _status(exc)
        if status == 429:
            raise HubError("the Hub is rate-limiting this address (429); wait a few minutes, "
                           "or set HF_TOKEN to raise the limit") from None
        if status in (401, 403):
            raise HubError(f"the Hub refused {what} ({status}): accept its licence and set "
                           "HF_TOKEN") from None
        raise HubError(f"the Hub answered {status} for {what}; try again later") from None
    except (httpx2.TransportError, errors.OfflineModeIsEnabled, ConnectionError) as exc:
        raise HubError(f"cannot reach the Hub ({type(exc).__name__}); check the network, "
                       "or HF_ENDPOINT if you set it") from None


def _status(exc: Exception) -> int | None:
    response = getattr(exc, "response", None)
    return getattr(response, "status_code", None)
