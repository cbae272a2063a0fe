"""A loopback server that answers the part of the Hugging Face Hub's HTTP API that
huggingface_hub uses for search, a repository's file tree and a file download.

It is a real aiohttp server on its own thread and loop (so sync tests, async tests and a
`tandem` child process all reach it), and tests point `HF_ENDPOINT` at its URL. Each
repository holds files given as bytes; the packaged SmolLM2 GGUF is the usual one. A test
can mark a repository gated or rate-limited, give a file a wrong SHA-256 or a size that
no disk has, or cut a file's first download off halfway. It records every request.
"""

from __future__ import annotations

import asyncio
import hashlib
import threading
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

COMMIT = "0123456789abcdef0123456789abcdef01234567"


@dataclass
class HubRepo:
    files: dict[str, bytes]
    downloads: int = 10
    gated: bool = False
    rate_limited: bool = False
    wrong_sha: set[str] = field(default_factory=set)
    claimed_size: dict[str, int] = field(default_factory=dict)
    """A size the tree and the download headers claim instead of the real one."""
    cut_once: set[str] = field(default_factory=set)
    """Files whose first download stops halfway with the connection dropped."""


@dataclass
class Seen:
    method: str
    path: str
    headers: dict[str, str]


class FakeHub:
    def __init__(self) -> None:
        self.repos: dict[str, HubRepo] = {}
        self.seen: list[Seen] = []
        self.url = ""
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)
        self._runner: web.AppRunner | None = None

    def start(self) -> FakeHub:
        self._thread.start()
        asyncio.run_coroutine_threadsafe(self._start(), self._loop).result(10)
        return self

    def stop(self) -> None:
        if self._runner is not None:
            asyncio.run_coroutine_threadsafe(self._runner.cleanup(), self._loop).result(10)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)

    def downloads_of(self, name: str) -> list[Seen]:
        return [s for s in self.seen if s.method == "GET" and s.path.endswith("/" + name)
                and "/resolve/" in s.path]

    async def _start(self) -> None:
        app = web.Application(middlewares=[self._record])
        app.router.add_get("/api/models", self._search)
        app.router.add_get("/api/models/{owner}/{name}/tree/{rev}", self._tree)
        app.router.add_get("/api/models/{owner}/{name}/tree/{rev}/{path:.*}", self._tree)
        app.router.add_route("*", "/{owner}/{name}/resolve/{rev}/{path:.+}", self._resolve)
        self._runner = web.AppRunner(app, shutdown_timeout=0.1)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        port = self._runner.addresses[0][1]
        self.url = f"http://127.0.0.1:{port}"

    @web.middleware
    async def _record(self, request: web.Request, handler: Any) -> web.StreamResponse:
        self.seen.append(Seen(request.method, request.path, dict(request.headers)))
        return await handler(request)

    def _repo(self, request: web.Request) -> tuple[str, HubRepo]:
        repo_id = f"{request.match_info['owner']}/{request.match_info['name']}"
        repo = self.repos.get(repo_id)
        if repo is None:
            raise web.HTTPNotFound(text='{"error":"Repository not found"}',
                                   headers={"X-Error-Code": "RepoNotFound"},
                                   content_type="application/json")
        if repo.gated and "Authorization" not in request.headers:
            raise web.HTTPUnauthorized(
                text='{"error":"Access to this model is restricted"}',
                headers={"X-Error-Code": "GatedRepo",
                         "X-Error-Message": "Access to this model is restricted"},
                content_type="application/json")
        if repo.rate_limited:
            raise web.HTTPTooManyRequests(  # reset in 0 s: the client's retries are quick
                text='{"error":"rate limited"}', content_type="application/json",
                headers={"RateLimit": '"api";r=0;t=0',
                         "RateLimit-Policy": '"fixed window";"api";q=500;w=300'})
        return repo_id, repo

    async def _search(self, request: web.Request) -> web.Response:
        query = request.query.get("search", "").lower()
        hits = [{"_id": rid, "id": rid, "modelId": rid, "downloads": repo.downloads,
                 "likes": 1, "tags": ["gguf"], "private": False}
                for rid, repo in self.repos.items() if query in rid.lower()]
        hits.sort(key=lambda h: -h["downloads"])
        return web.json_response(hits[: int(request.query.get("limit", "50"))])

    async def _tree(self, request: web.Request) -> web.Response:
        _, repo = self._repo(request)
        out = []
        for path, data in sorted(repo.files.items()):
            sha = hashlib.sha256(data).hexdigest()
            if path in repo.wrong_sha:
                sha = hashlib.sha256(b"not these bytes").hexdigest()
            size = repo.claimed_size.get(path, len(data))
            out.append({"type": "file", "oid": hashlib.sha1(data).hexdigest(), "size": size,
                        "path": path, "lfs": {"oid": sha, "size": size, "pointerSize": 134}})
        return web.json_response(out)

    async def _resolve(self, request: web.Request) -> web.StreamResponse:
        _, repo = self._repo(request)
        path = request.match_info["path"]
        data = repo.files.get(path)
        if data is None:
            raise web.HTTPNotFound(headers={"X-Error-Code": "EntryNotFound"})
        sha = hashlib.sha256(data).hexdigest()
        headers = {"ETag": f'"{sha}"', "X-Linked-Etag": f'"{sha}"', "X-Repo-Commit": COMMIT,
                   "Accept-Ranges": "bytes"}
        start = 0
        ranged = request.headers.get("Range", "")
        if ranged.startswith("bytes="):
            start = int(ranged[6:].split("-")[0])
        body = data[start:]
        size = repo.claimed_size.get(path, len(data))
        if request.method == "HEAD":
            return web.Response(status=200, headers={**headers, "Content-Length": str(size)})
        status = 206 if start else 200
        if start:
            headers["Content-Range"] = f"bytes {start}-{len(data) - 1}/{len(data)}"
        resp = web.StreamResponse(status=status, headers=headers)
        resp.content_length = len(body)
        await resp.prepare(request)
        if path in repo.cut_once:
            repo.cut_once.discard(path)
            await resp.write(body[: len(body) // 2])
            await asyncio.sleep(0.05)
            assert request.transport is not None
            request.transport.close()
            return resp
        for i in range(0, len(body), 1 << 20):
            await resp.write(body[i : i + (1 << 20)])
        await resp.write_eof()
        return resp
