"""The admin rule and its password in the OS keyring, against a real Secret Service
(gnome-keyring in a private D-Bus session): `tandem admin`, then the notes routes open
until a password is set and closed to all but HTTP Basic `admin` after."""

from __future__ import annotations

import asyncio
import os
import pty
import subprocess
import sys
from pathlib import Path

import aiohttp
import keyring
import pytest
from notes_api import NotesApi, basic, start_notes_api

from app.engine.access import admin_password
from app.engine.access.admin_gate import MAX_FAILURES
from app.engine.engines.proxy import ProxyEngine

ROOT = Path(__file__).resolve().parents[2]
PASSWORD = "correct horse"
GOOD = basic("admin", PASSWORD)

# Every route, each with a request that would succeed once past the admin rule.
ROUTES = [
    ("GET", "", None), ("GET", "/tree", None), ("GET", "/users", None),
    ("GET", "/search?q=node", None), ("GET", "/requests", None), ("GET", "/journal", None),
    ("GET", "/writer-runs", None), ("GET", "/settings", None),
    ("PUT", "/settings", {"writer": {"gate": 0.6}}), ("GET", "/export", None),
    ("GET", "/{node}", None), ("PATCH", "/{node}", {"tags": ["ci"]}),
    ("GET", "/{node}/history", None), ("GET", "/{node}/diff?from=0&to=1", None),
    ("POST", "/{rule}/ratify", None), ("POST", "/{rule}/pin", None),
    ("POST", "/{rule}/unpin", None), ("POST", "/{vpn}/reject", None),
    ("POST", "/{db}/archive", {"reason": "done"}), ("POST", "/{db}/restore", None),
    ("POST", "/{node}/restore-revision", {"revision": 1}),
    ("POST", "/{rule}/merge", {"into": "{node}"}), ("DELETE", "/{db}", None),
    ("POST", "/delete-all", {"confirm": "delete all notes of local"}),
]


def tandem_admin(home: Path, *args: str, stdin: str = "", env: dict[str, str] | None = None
                 ) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "app.cli", "admin", "--home", str(home), *args],
        input=stdin, capture_output=True, text=True, cwd=ROOT, timeout=60,
        env=env or dict(os.environ))


@pytest.fixture
async def api(os_keyring, upstream, start_tandem, tmp_path: Path):
    result = await start_notes_api(
        start_tandem, [ProxyEngine("up", upstream.base_url, timeout=2.0)], tmp_path / "home")
    yield result
    result.notes.close()


async def _until(check, tries: int = 100) -> None:
    """Poll `check` (an async predicate) every 0.1 s; fail after `tries`."""
    for _ in range(tries):
        if await check():
            return
        await asyncio.sleep(0.1)
    raise AssertionError("the condition never held")


# ---- tandem admin ----------------------------------------------------------------------


def test_set_password_reads_stdin_and_stores_only_in_the_keyring(os_keyring, tmp_path: Path
                                                                 ) -> None:
    home = tmp_path / "home"
    done = tandem_admin(home, "set-password", stdin="s3cret-words\n")
    assert done.returncode == 0, done.stderr
    username = f"admin:{home.resolve()}"
    assert keyring.get_password("tandem", username) == "s3cret-words"
    for path in home.rglob("*") if home.exists() else []:
        assert not path.is_file() or b"s3cret-words" not in path.read_bytes(), path
    status = tandem_admin(home, "status")
    assert status.returncode == 0 and "admin password: set" in status.stdout
    cleared = tandem_admin(home, "clear-password")
    assert cleared.returncode == 0 and "cleared" in cleared.stdout
    assert keyring.get_password("tandem", username) is None
    assert "not set" in tandem_admin(home, "status").stdout


def test_an_empty_password_is_refused(os_keyring, tmp_path: Path) -> None:
    done = tandem_admin(tmp_path / "home", "set-password", stdin="\n")
    assert done.returncode == 1 and len(done.stderr.strip().splitlines()) == 1
    assert admin_password.get_password(tmp_path / "home") is None


@pytest.mark.parametrize("backend", ["keyring.backends.fail.Keyring",
                                     "keyring.backends.null.Keyring", None])
def test_without_a_usable_keyring_set_password_stores_nothing(os_keyring, tmp_path: Path,
                                                              backend: str | None) -> None:
    env = dict(os.environ)
    env.pop("DBUS_SESSION_BUS_ADDRESS")  # None: no Secret Service on any bus
    if backend:
        env["PYTHON_KEYRING_BACKEND"] = backend
    home = tmp_path / "home"
    done = tandem_admin(home, "set-password", stdin="pw\n", env=env)
    assert done.returncode != 0
    assert len(done.stderr.strip().splitlines()) == 1 and "keyring" in done.stderr
    assert admin_password.get_password(home) is None  # the real keyring has nothing
    assert not home.exists() or not any(p.is_file() for p in home.rglob("*"))


# ---- the admin rule --------------------------------------------------------------------


def _path(api: NotesApi, path: str) -> str:
    return path.format(**api.ids)


def _body(api: NotesApi, body: dict | None) -> dict | None:
    """A body that names a note (`into`) names it by the seeded id."""
    if body is None:
        return None
    return {k: v.format(**api.ids) if isinstance(v, str) else v for k, v in body.items()}


async def test_every_route_is_open_until_a_password_is_set(api: NotesApi) -> None:
    for method, path, body in ROUTES[:8]:
        status, _, _ = await api.call(method, _path(api, path), body=body)
        assert status == 200, (method, path)


async def test_with_a_password_every_route_needs_basic_admin(api: NotesApi) -> None:
    await asyncio.to_thread(admin_password.set_password, api.home, PASSWORD)
    await _until(lambda: _status(api, "GET", "", None, None, 401))
    for method, path, body in ROUTES:
        status, answer, headers = await api.call(method, _path(api, path),
                                                 body=_body(api, body))
        assert status == 401, (method, path)
        assert headers["WWW-Authenticate"] == 'Basic realm="tandem"'
        assert answer["error"]["code"] == "admin_auth_required"
    assert len(api.notes.list_notes("local")) == 4  # nothing was done
    for method, path, body in ROUTES:
        status, _, _ = await api.call(method, _path(api, path), body=_body(api, body),
                                      auth=GOOD)
        assert status == 200, (method, path)
    assert api.notes.list_notes("local") == []


async def test_a_wrong_user_or_password_is_a_401(api: NotesApi) -> None:
    await asyncio.to_thread(admin_password.set_password, api.home, PASSWORD)
    for auth in (basic("admin", "wrong"), basic("root", PASSWORD),
                 basic("admin", PASSWORD + "x")):
        status, _, _ = await api.call("GET", "/tree", auth=auth)
        assert status == 401
    async with aiohttp.ClientSession() as s, s.get(
            api.server.url + "/v1/conductor/memory/notes/tree",
            headers={"Authorization": "Basic !!not-base64"}) as r:
        assert r.status == 401


async def test_failed_attempts_are_rate_limited_per_address(api: NotesApi) -> None:
    await asyncio.to_thread(admin_password.set_password, api.home, PASSWORD)
    for _ in range(MAX_FAILURES):
        assert (await api.call("GET", "/tree", auth=basic("admin", "x")))[0] == 401
    status, body, headers = await api.call("GET", "/tree", auth=GOOD)
    assert status == 429 and body["error"]["code"] == "rate_limited"
    assert int(headers["Retry-After"]) >= 1


async def test_a_password_set_or_cleared_while_serving_counts_without_a_restart(
        api: NotesApi) -> None:
    assert (await api.call("GET", "/tree"))[0] == 200
    done = await asyncio.to_thread(tandem_admin, api.home, "set-password",
                                   stdin=PASSWORD + "\n")
    assert done.returncode == 0, done.stderr
    await _until(lambda: _status(api, "GET", "/tree", None, None, 401))
    assert (await api.call("GET", "/tree", auth=GOOD))[0] == 200
    await asyncio.to_thread(tandem_admin, api.home, "clear-password")
    await _until(lambda: _status(api, "GET", "/tree", None, None, 200))


async def test_the_journal_names_the_admin_who_edited(api: NotesApi) -> None:
    await asyncio.to_thread(admin_password.set_password, api.home, PASSWORD)
    await api.call("POST", f"/{api.ids['vpn']}/ratify", auth=GOOD)
    _, body, _ = await api.call("GET", "/journal", params={"event": "dashboard"}, auth=GOOD)
    row = body["entries"][0]
    assert (row["op"], row["note_id"], row["admin"]) == (
        "ratify", api.ids["vpn"], "admin from 127.0.0.1")


async def _status(api: NotesApi, method: str, path: str, body, auth, want: int) -> bool:
    return (await api.call(method, path, body=body, auth=auth))[0] == want


def _at_a_terminal(home: Path, answers: list[str]) -> tuple[int, str]:
    """Run set-password on a pseudo-terminal, typing each answer after each prompt; its
    exit status and everything the terminal showed."""
    pid, fd = pty.fork()
    if pid == 0:  # the child: the terminal is its controlling tty and its stdin
        os.chdir(ROOT)
        os.execv(sys.executable, [sys.executable, "-m", "app.cli", "admin", "--home",
                                  str(home), "set-password"])
    shown = b""
    for answer in answers:
        prompt = b""
        while not prompt.rstrip().endswith(b":"):  # typed before its prompt, it is flushed
            prompt += os.read(fd, 1024)
        shown += prompt
        os.write(fd, answer.encode() + b"\n")
    while True:
        try:
            chunk = os.read(fd, 1024)
        except OSError:  # the child closed the terminal
            break
        if not chunk:
            break
        shown += chunk
    _, status = os.waitpid(pid, 0)
    os.close(fd)
    return os.waitstatus_to_exitcode(status), shown.decode(errors="replace")


def test_at_a_terminal_set_password_asks_twice_without_echo(os_keyring, tmp_path: Path
                                                            ) -> None:
    home = tmp_path / "home"
    code, shown = _at_a_terminal(home, ["typed-twice", "typed-twice"])
    assert code == 0, shown
    assert shown.count("password") >= 1 and "Again:" in shown
    assert "typed-twice" not in shown
    assert admin_password.get_password(home) == "typed-twice"
    code, shown = _at_a_terminal(tmp_path / "other", ["one", "two"])
    assert code == 1 and "differ" in shown
    assert admin_password.get_password(tmp_path / "other") is None
