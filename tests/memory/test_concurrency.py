"""Writers are serialised across threads and processes: none is lost."""

from __future__ import annotations

import multiprocessing
import threading
from pathlib import Path

from app.memory.service import NotesService, NoteWrite, Visibility, WriteResult

from . import workers
from .helpers import Clock, add, model_ctx, notes_root

PROCESSES = 4


def _context() -> multiprocessing.context.BaseContext:
    """Forked from a server that imported the library once: separate processes, each with
    its own service, without paying the imports four times."""
    ctx = multiprocessing.get_context("forkserver")
    ctx.set_forkserver_preload(["app.memory.service"])
    return ctx


def test_processes_adding_notes_lose_none(home: Path) -> None:
    NotesService(home).close()
    with _context().Pool(PROCESSES) as pool:
        results = pool.starmap(workers.add_notes, [(str(home), w, 6) for w in range(PROCESSES)])
    written = {i for ids in results for i in ids}
    assert len(written) == PROCESSES * 6
    svc = NotesService(home)
    try:
        assert {n.id for n in svc.list_notes("local")} == written
        assert svc.broken_files("local") == []
        adds = [r for r in svc.ledger.rows("write", limit=1000) if r["op"] == "added"]
        assert len(adds) == PROCESSES * 6
    finally:
        svc.close()


def test_processes_updating_one_note_lose_no_revision(home: Path) -> None:
    svc = NotesService(home)
    note = add(svc, "the shared note", "original").note
    svc.close()
    with _context().Pool(PROCESSES) as pool:
        results = pool.starmap(workers.update_note,
                               [(str(home), note.id, w, 5) for w in range(PROCESSES)])
    bodies = {b for batch in results for b in batch}
    svc = NotesService(home)
    try:
        final = svc.read("local", note.id)
        assert final is not None and final.revision == 1 + PROCESSES * 5
        folder = notes_root(home) / "revisions" / note.id
        assert sorted(int(p.stem) for p in folder.iterdir()) == list(range(1, PROCESSES * 5 + 1))
        texts = [p.read_text("utf-8") for p in folder.iterdir()]
        texts.append(final.path.read_text("utf-8"))  # type: ignore[union-attr]
        for body in bodies:
            assert sum(f"\n\n{body}\n" in t for t in texts) == 1, body
    finally:
        svc.close()


def test_threads_share_one_service(home: Path, clock: Clock) -> None:
    svc = NotesService(home, clock=clock)
    errors: list[BaseException] = []
    vis = Visibility("local", None, None)

    def work(worker: int) -> None:
        try:
            for i in range(5):
                result = svc.write(model_ctx(session=None), NoteWrite(
                    "add", "user", "reference",
                    title=f"t{worker}n{i} topic{worker}x{i} note{worker}y{i}",
                    body=f"thread{worker}b{i} item{worker}c{i} for deploy staging"))
                assert isinstance(result, WriteResult) and result.op_done == "added"
                svc.matching(vis, "deploy staging")
                svc.index_block(vis)
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(w,)) for w in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    try:
        assert errors == []
        assert len(svc.list_notes("local")) == 30
        # Every thread's writes are in the one index: each note is found by its own words.
        for worker in range(6):
            found = svc.matching(vis, f"thread{worker}b4 item{worker}c4")
            assert [n.title for n in found][:1] == [f"t{worker}n4 topic{worker}x4 note{worker}y4"]
    finally:
        svc.close()
