"""Issue 9, "fewer, better notes": on the labelled set in tests/data/recall/ (153 notes that
share their words on purpose, 117 answerable and 30 unanswerable questions), the matching
notes that the conductor sends, through the real store and whoosh, meet the targets."""

from __future__ import annotations

from app.memory.service import NotesService

from .recall_data import Figures, measure, recall_set, seed


def _figures(svc: NotesService) -> tuple[Figures, Figures, Figures]:
    rs = recall_set(seed(svc))
    choose = lambda message: svc.matching(rs.vis, message)  # noqa: E731
    first, second = rs.halves()
    return measure(rs, choose), measure(first, choose), measure(second, choose)


def test_matching_notes_meet_the_recall_precision_and_silence_targets(svc: NotesService
                                                                       ) -> None:
    whole, first, second = _figures(svc)
    for figures in (whole, first, second):
        assert figures.recall >= 0.90, figures.line()
        assert figures.precision >= 0.60, figures.line()
        assert figures.unanswered_given <= 0.10, figures.line()
