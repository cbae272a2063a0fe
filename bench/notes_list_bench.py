"""Notes list figures for 500 notes in the real Notes tab (offscreen): filling the list,
sorting it by each column, and each filter (kind, status, tag, the review button, a tree
node), as the person clicks them; and the snapshot read the list is drawn from.

Target (issue 19): sorting and filtering 500 notes under 100 ms each.
Run: QT_QPA_PLATFORM=offscreen .venv/bin/python bench/notes_list_bench.py [--notes 500]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from app.memory.note import KINDS  # noqa: E402
from app.memory.service import NotesService, NoteWrite, WriteContext, WriteResult  # noqa: E402
from app.ui.notes.note_list import COLUMNS  # noqa: E402
from app.ui.notes.snapshot import load_snapshot  # noqa: E402
from app.ui.notes.tab import NotesTab  # noqa: E402

TARGET_MS = 100.0
REPEATS = 15


def seed(notes: NotesService, count: int) -> None:
    """`count` notes of every kind, five tags, 20 a session (the model's cap)."""
    for i in range(count):
        ctx = WriteContext(user="local", source="model", session=f"bench-{i // 20}",
                           project="/home/dana/src/widgets", user_message_in_turn=True)
        scope = ("user", "project")[i % 2]
        kind = KINDS[i % len(KINDS)]
        result = notes.write(ctx, NoteWrite(
            "add", scope, "gotcha" if kind == "archive" else kind,
            title=f"bench note {i:03d} on topic {i % 11}", body=f"Body of note {i}.",
            tags=[f"tag{i % 5}"]))
        assert isinstance(result, WriteResult), result


def timed(app: QApplication, action: Callable[[], object]) -> tuple[float, float]:
    """p50 and max, in ms, of `action` with the events it posts processed."""
    runs = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        action()
        app.processEvents()
        runs.append((time.perf_counter() - start) * 1000)
    return statistics.median(runs), max(runs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--notes", type=int, default=500)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        home.mkdir()
        notes = NotesService(home)
        try:
            started = time.perf_counter()
            seed(notes, args.notes)
            print(f"seeded {args.notes} notes in {time.perf_counter() - started:.1f} s")
            tab = NotesTab(notes, "local")
            tab.resize(1400, 860)
            tab.show()
            tab.snapshot = load_snapshot(notes, "local")
            tab.tree.show_snapshot(tab.snapshot)
            read = timed(app, lambda: load_snapshot(notes, "local"))
            rows: list[tuple[str, tuple[float, float]]] = [
                ("snapshot read (off the GUI thread)", read),
                ("fill the list", timed(app, tab._show_list)),
            ]
            assert tab.list.topLevelItemCount() == args.notes
            for col, name in enumerate(COLUMNS[:-1]):
                order = iter([Qt.SortOrder.DescendingOrder, Qt.SortOrder.AscendingOrder] * REPEATS)
                rows.append((f"sort by {name}",
                             timed(app, lambda c=col, o=order: tab.list.sortByColumn(c, next(o)))))
            box_choices = [(tab.kind_box, tab.kind_box.findData("runbook")),
                           (tab.status_box, tab.status_box.findData("provisional"))]
            for box, index in box_choices:
                flip = iter([index, 0] * REPEATS)
                rows.append((f"filter {box.itemText(0).split(':')[0]}",
                             timed(app, lambda b=box, f=flip: b.setCurrentIndex(next(f)))))
            tags = iter(["tag3", ""] * REPEATS)
            rows.append(("filter tag", timed(app, lambda: tab.tag_box.setText(next(tags)))))
            rows.append(("To review", timed(app, tab.review_button.toggle)))
            keys = iter(["project", "all"] * REPEATS)

            def node() -> None:
                tab.tree.choose(next(keys))
                tab._show_list()

            rows.append(("tree node", timed(app, node)))
            tab.close_bridge()
        finally:
            notes.close()
    print(f"{'action':<36}{'p50 ms':>10}{'max ms':>10}  (target < {TARGET_MS:.0f} ms)")
    for name, (p50, worst) in rows:
        mark = "" if worst < TARGET_MS else "  over"
        print(f"{name:<36}{p50:>10.1f}{worst:>10.1f}{mark}")


if __name__ == "__main__":
    main()
